package io.github.dipjudge.datc;

import io.github.dipjudge.daide.DaideClient;
import io.github.dipjudge.daide.DaideMessage;
import io.github.dipjudge.daide.DaideTokens;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * One client's TCP connection, with DAIDE's framing (the client-server protocol document): each message a 4-byte
 * header (type, a pad byte, the body's length as a big-endian 16-bit number) and its body. The client's first
 * message must be the initial message (IM: version 1, magic number 0xDA10), within the join timeout
 * ({@link DaideServer.Timeouts}); the
 * server answers with the representation message (RM) and from then on both send diplomacy messages (DM). A broken
 * rule gets an error message (EM) with the protocol's code and the connection is closed: an IM that is not first
 * (0x02), has the bytes swapped (0x03), a wrong magic number (0x04) or version (0x05), a second IM (0x06), an
 * unknown message type (0x08), a DM of an odd length (0x09), an RM from the client (0x0D), a token the map does not
 * know (0x0E), a message that stops part way for longer than the message timeout (0x09, the protocol's "shorter than
 * expected"). A client that sends nothing for the idle timeout is closed (no error message: it broke no rule). A
 * client that sends more than {@link #MAX_PENDING} messages before the game has handled them, or does not read what
 * it is sent ({@link #MAX_OUTGOING} messages queued), is flooding and is cut off.
 *
 * <p>A reader thread turns frames into events for the game thread ({@link Event}); a writer thread sends, so that a
 * client that stops reading blocks no one. Both threads end when the connection ends, whoever ends it: a close
 * interrupts the writer parked on its queue, and a graceful end (the writer's close marker) gives the client the
 * linger time to close its side, then closes the socket under the reader. {@code onEnd} runs once, when the reader
 * ends (the server counts live connections by it). Thread-safe: {@link #send} and {@link #close} may be called from
 * any thread.
 */
final class DaideConnection implements DaideClient {
  /** Messages read from a client and not yet handled by the game thread, beyond which the client floods. */
  static final int MAX_PENDING = 256;
  /** Messages queued for a client that does not read them, beyond which it is cut off. */
  static final int MAX_OUTGOING = 4_096;

  static final int IM = 0;
  static final int RM = 1;
  static final int DM = 2;
  static final int FM = 3;
  static final int EM = 4;

  /**
   * What the reader thread reports: a message, or the end of the connection with why; with no connection, the
   * server's shutdown.
   */
  record Event(DaideConnection from, DaideMessage message, String closed) {}

  final int id;
  private final Socket socket;
  private final DaideTokens tokens;
  private final Consumer<Event> events;
  private final Consumer<String> log;
  private final DaideServer.Timeouts timeouts;
  private final Runnable onEnd;
  private volatile Thread reader;
  private volatile Thread writer;
  private final BlockingQueue<byte[]> outgoing = new ArrayBlockingQueue<>(MAX_OUTGOING);
  private final AtomicBoolean open = new AtomicBoolean(true);
  /** Messages handed to the game thread and not yet handled (the game thread counts down). */
  final AtomicInteger pending = new AtomicInteger();

  DaideConnection(int id, Socket socket, DaideTokens tokens, Consumer<Event> events, Consumer<String> log,
      DaideServer.Timeouts timeouts, Runnable onEnd) {
    this.id = id;
    this.socket = socket;
    this.tokens = tokens;
    this.events = events;
    this.log = log;
    this.timeouts = timeouts;
    this.onEnd = onEnd;
  }

  void start() {
    Thread r = new Thread(this::read, "daide-read-" + id);
    r.setDaemon(true);
    Thread w = new Thread(this::write, "daide-write-" + id);
    w.setDaemon(true);
    reader = r;
    writer = w;
    w.start();
    r.start();
  }

  /** Waits up to the given time for the writer to send what is queued (a shutdown's last messages). */
  void awaitWriter(long millis) throws InterruptedException {
    Thread w = writer;
    if (w != null) {
      w.join(Math.max(1, millis));
    }
  }

  boolean isOpen() {
    return open.get();
  }

  /** Queues a diplomacy message; a client whose queue is full is cut off. */
  @Override
  public void send(DaideMessage m) {
    frame(DM, m.encode());
  }

  private void frame(int type, byte[] body) {
    if (!open.get()) {
      return;
    }
    byte[] f = new byte[4 + body.length];
    f[0] = (byte) type;
    f[2] = (byte) (body.length >> 8);
    f[3] = (byte) body.length;
    System.arraycopy(body, 0, f, 4, body.length);
    if (!outgoing.offer(f)) {
      closeWith("does not read what it is sent (" + MAX_OUTGOING + " messages queued)");
    }
  }

  /** Sends an error message, then closes the connection once it is written. */
  private void error(int code, String why) {
    log.accept("connection " + id + ": " + why + ": error message 0x" + Integer.toHexString(code)
        + ", connection closed");
    frame(EM, new byte[] {0, (byte) code});
    frame(-1, new byte[0]); // the writer closes the socket at this marker
    fail(why);
  }

  /** Closes the connection once what is queued has been written; the game is not told. */
  @Override
  public void closeAfterSending() {
    frame(-1, new byte[0]);
    open.set(false);
  }

  /** Closes the connection now and tells the game once. */
  void close() {
    if (open.getAndSet(false)) {
      quietClose();
    }
  }

  private void closeWith(String why) {
    if (open.getAndSet(false)) {
      log.accept("connection " + id + ": " + why + ": connection closed");
      quietClose();
      events.accept(new Event(this, null, why));
    }
  }

  /** Marks the connection closed for the game (the writer still sends what is queued, then closes). */
  private void fail(String why) {
    if (open.getAndSet(false)) {
      events.accept(new Event(this, null, why));
    }
  }

  /** Closes the socket (which ends a read or write blocked on it) and wakes the writer parked on its queue. */
  private void quietClose() {
    try {
      socket.close();
    } catch (IOException e) {
      // closing anyway
    }
    Thread w = writer;
    if (w != null && w != Thread.currentThread()) {
      w.interrupt();
    }
  }

  private void write() {
    try {
      // Not closed here: closing the stream would close the socket, and the reader closes it once drained.
      OutputStream out = socket.getOutputStream();
      while (true) {
        byte[] f = outgoing.take();
        if (f[0] == (byte) -1) {
          // A graceful end: what was sent is delivered before the FIN, and the reader drains what the client still
          // sends (a close with unread input would reset the connection and could lose the last messages), up to
          // the linger time.
          out.flush();
          socket.shutdownOutput();
          Thread r = reader;
          if (r != null) {
            r.join(timeouts.lingerMillis()); // the reader drains until the client closes its side
          }
          quietClose(); // a client that never closes: the reader's blocked read ends here
          return;
        }
        out.write(f);
        if (outgoing.isEmpty()) {
          out.flush();
        }
      }
    } catch (IOException e) {
      closeWith("cannot be written to (" + e.getMessage() + ")");
      quietClose();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      quietClose();
    }
  }

  private void read() {
    DataInputStream in = null;
    try {
      in = new DataInputStream(socket.getInputStream());
      if (initial(in)) {
        frame(RM, tokens.representation());
        while (open.get() && next(in)) {
          // each frame handled by next
        }
      }
    } catch (IdleException e) {
      log.accept("connection " + id + ": " + e.getMessage() + ": connection closed");
      frame(-1, new byte[0]);
      fail(e.getMessage());
    } catch (PartialException e) {
      error(0x09, e.getMessage());
    } catch (EOFException e) {
      closeWith("disconnected");
    } catch (IOException e) {
      closeWith("disconnected (" + e.getMessage() + ")");
    } finally {
      drainAndClose(in);
      onEnd.run();
    }
  }

  /** The client sent nothing for the idle timeout (or no IM for the join timeout). */
  private static final class IdleException extends IOException {
    private static final long serialVersionUID = 1L;

    IdleException(String message) {
      super(message);
    }
  }

  /** A message stopped part way for longer than the message timeout. */
  private static final class PartialException extends IOException {
    private static final long serialVersionUID = 1L;

    PartialException(String message) {
      super(message);
    }
  }

  /**
   * Reads one frame: its first byte within {@code idleMillis} (the wait between messages), then the rest of the
   * header and the body within the message timeout in all, however the client trickles them (each read gets what
   * is left of it, so a byte a second does not reset the clock). Returns the type and fills the body.
   */
  private byte[] frameBody(DataInputStream in, int[] type, int idleMillis, String idle) throws IOException {
    socket.setSoTimeout(idleMillis);
    try {
      type[0] = in.readUnsignedByte();
    } catch (SocketTimeoutException e) {
      throw new IdleException(idle);
    }
    long end = System.nanoTime() + 1_000_000L * timeouts.messageMillis();
    byte[] header = new byte[3];
    readWithin(in, header, end);
    int length = ((header[1] & 0xFF) << 8) | (header[2] & 0xFF);
    byte[] body = new byte[length];
    readWithin(in, body, end);
    return body;
  }

  private void readWithin(DataInputStream in, byte[] b, long endNanos) throws IOException {
    for (int at = 0; at < b.length; ) {
      long left = (endNanos - System.nanoTime()) / 1_000_000L;
      if (left <= 0) {
        throw new PartialException("sent " + at + " of " + b.length + " bytes and then nothing for "
            + timeouts.messageMillis() + " ms");
      }
      socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE, left));
      try {
        int n = in.read(b, at, b.length - at);
        if (n < 0) {
          throw new EOFException();
        }
        at += n;
      } catch (SocketTimeoutException e) {
        // the loop's clock decides
      }
    }
  }

  /**
   * Once the server has ended the connection, reads what the client still sends until it closes its side (at most
   * the linger time and 1 MiB), so that closing with unread input does not reset the connection and lose the last
   * messages; then closes.
   */
  private void drainAndClose(DataInputStream in) {
    try {
      if (in != null && !socket.isClosed()) {
        socket.setSoTimeout(timeouts.lingerMillis());
        byte[] buffer = new byte[4096];
        for (int total = 0; total < (1 << 20); ) {
          int n = in.read(buffer);
          if (n < 0) {
            break;
          }
          total += n;
        }
      }
    } catch (IOException e) {
      // the client went, or lingered too long
    } finally {
      quietClose();
    }
  }

  /** Reads the IM; false (after an EM) if it is not a good one. */
  private boolean initial(DataInputStream in) throws IOException {
    int[] t = new int[1];
    byte[] body;
    try {
      body = frameBody(in, t, timeouts.joinMillis(), "sent no initial message within " + timeouts.joinMillis()
          + " ms");
    } catch (IdleException e) {
      error(0x01, e.getMessage());
      return false;
    }
    int type = t[0];
    int length = body.length;
    if (type != IM) {
      error(0x02, "sent a message of type " + type + " before its initial message");
      return false;
    }
    if (length != 4) {
      error(0x09, "sent an initial message of " + length + " bytes, not 4");
      return false;
    }
    int version = ((body[0] & 0xFF) << 8) | (body[1] & 0xFF);
    int magic = ((body[2] & 0xFF) << 8) | (body[3] & 0xFF);
    if (magic == 0x10DA) {
      error(0x03, "sent its initial message in the wrong byte order");
      return false;
    }
    if (magic != 0xDA10) {
      error(0x04, "sent the magic number 0x" + Integer.toHexString(magic));
      return false;
    }
    if (version != 1) {
      error(0x05, "speaks protocol version " + version);
      return false;
    }
    return true;
  }

  /** Reads one frame after the IM; false when the connection is over. */
  private boolean next(DataInputStream in) throws IOException {
    int[] t = new int[1];
    byte[] body = frameBody(in, t, timeouts.idleMillis(), "sent nothing for " + timeouts.idleMillis() + " ms");
    int type = t[0];
    int length = body.length;
    switch (type) {
      case DM:
        return diplomacy(body);
      case FM:
        closeWith("said goodbye (final message)");
        return false;
      case EM:
        closeWith("sent error message 0x" + (length >= 2 ? Integer.toHexString(body[1] & 0xFF) : "?"));
        return false;
      case IM:
        error(0x06, "sent a second initial message");
        return false;
      case RM:
        error(0x0D, "sent a representation message");
        return false;
      default:
        error(0x08, "sent a message of unknown type " + type);
        return false;
    }
  }

  private boolean diplomacy(byte[] body) {
    if (body.length % 2 != 0) {
      error(0x09, "sent a diplomacy message of an odd length, " + body.length + " bytes");
      return false;
    }
    DaideMessage m = DaideMessage.decode(body);
    for (int i = 0; i < m.size(); i++) {
      if (!tokens.knows(m.token(i))) {
        error(0x0E, "sent the unknown token 0x" + Integer.toHexString(m.token(i)));
        return false;
      }
    }
    if (pending.incrementAndGet() > MAX_PENDING) {
      closeWith("floods the server (" + MAX_PENDING + " messages unanswered)");
      return false;
    }
    events.accept(new Event(this, m, null));
    return true;
  }

  @Override
  public String toString() {
    return "connection " + id;
  }
}
