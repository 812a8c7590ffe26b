package io.github.dipjudge.datc;

import io.github.dipjudge.daide.DaideTokens;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.DipjudgeFormat;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Hosts one game for DAIDE bots (level 0, no press) on a TCP port: the server socket and the game thread. Built on
 * the JDK's own sockets: one game has at most a few dozen clients, so a reader and a writer thread per client are
 * cheap, and no networking library is worth its dependency. Everything about the game happens on one thread, which
 * takes the events of every connection from one queue ({@link DaideConnection.Event}), so no state is shared; the
 * protocol's messages are handled by {@link DaideDesk}.
 *
 * <p>Thread-safe as far as its public-to-package methods go: {@link #start}, {@link #awaitEnd} and {@link #close}
 * may be called from any thread.
 */
final class DaideServer implements AutoCloseable {
  /**
   * What the server hosts.
   *
   * @param map the map
   * @param rules the rulebook
   * @param host the address to listen on
   * @param port the port, 0 for one the system chooses
   * @param deadlineSeconds the time per phase, 0 for none
   * @param until the last year to play (the game ends as a draw after its last phase), 0 for none
   * @param save the file to write the game to at its end, or null
   * @param mila whether to write MILA's format rather than this library's JSON
   */
  record Options(GameMap map, Rulebook rules, InetAddress host, int port, int deadlineSeconds, int until, Path save,
      boolean mila) {}

  private final Options options;
  private final Consumer<String> log;
  private final LinkedBlockingQueue<DaideConnection.Event> events = new LinkedBlockingQueue<>();
  private final DaideDesk desk;
  private ServerSocket server;
  private Thread gameThread;
  private volatile Game result;
  private volatile String outcome;

  DaideServer(Options options, Consumer<String> log) {
    this.options = options;
    this.log = log;
    this.desk = new DaideDesk(options, DaideTokens.of(options.map()), log, new Random().nextInt(8000) + 100);
  }

  /** Binds and starts accepting; returns the port. */
  int start() throws IOException {
    server = new ServerSocket();
    server.bind(new InetSocketAddress(options.host(), options.port()));
    Thread accept = new Thread(this::accept, "daide-accept");
    accept.setDaemon(true);
    accept.start();
    gameThread = new Thread(this::run, "daide-game");
    gameThread.start();
    log.accept("listening on " + options.host().getHostAddress() + ":" + server.getLocalPort() + ", map "
        + options.map().id() + ", rules " + options.rules().name()
        + (options.deadlineSeconds() > 0 ? ", deadline " + options.deadlineSeconds() + " s" : ", no deadline")
        + (options.until() > 0 ? ", until " + options.until() : ""));
    return server.getLocalPort();
  }

  private void accept() {
    int id = 0;
    while (!server.isClosed()) {
      try {
        Socket s = server.accept();
        s.setTcpNoDelay(true);
        DaideConnection c = new DaideConnection(++id, s, desk.tokens(), events::add, log);
        log.accept("connection " + id + ": from " + s.getRemoteSocketAddress());
        c.start();
      } catch (IOException e) {
        if (!server.isClosed()) {
          log.accept("cannot accept a connection: " + e.getMessage());
        }
      }
    }
  }

  private void run() {
    try {
      while (!desk.ended()) {
        long wait = desk.millisToTimer();
        DaideConnection.Event e = wait < 0 ? events.take() : events.poll(Math.max(wait, 1), TimeUnit.MILLISECONDS);
        if (e == null) {
          desk.timer();
        } else if (e.message() != null) {
          e.from().pending.decrementAndGet();
          if (e.from().isOpen()) {
            desk.received(e.from(), e.message());
          }
        } else {
          desk.closed(e.from(), e.closed());
        }
      }
      desk.closeAll(); // before saving: the clients' goodbyes after OFF are no news to log
      save(desk.game());
      result = desk.game();
      outcome = desk.outcomeText();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (RuntimeException e) {
      log.accept("the game stopped on an internal error: " + e);
      outcome = "internal error: " + e;
      throw e;
    } finally {
      desk.closeAll();
      closeServer();
    }
  }

  private void save(Game game) {
    if (options.save() == null) {
      return;
    }
    try (OutputStream o = Files.newOutputStream(options.save())) {
      if (options.mila()) {
        MilaFormat.write(game, o);
      } else {
        DipjudgeFormat.write(game, o);
      }
      o.write('\n');
      log.accept("game written to " + options.save() + (options.mila() ? " (MILA's format)" : " (dipjudge JSON)"));
    } catch (IOException e) {
      log.accept("cannot write " + options.save() + ": " + e.getMessage());
    }
  }

  /** Waits for the game's end; returns the game, or null if it did not end in time. */
  Game awaitEnd(long millis) throws InterruptedException {
    gameThread.join(millis);
    return result;
  }

  /** How the game ended ({@code solo: ENG}, {@code draw: ...}), or null while it goes on. */
  String outcome() {
    return outcome;
  }

  private void closeServer() {
    try {
      if (server != null) {
        server.close();
      }
    } catch (IOException e) {
      // closing anyway
    }
  }

  @Override
  public void close() {
    closeServer();
    if (gameThread != null) {
      gameThread.interrupt();
    }
  }
}
