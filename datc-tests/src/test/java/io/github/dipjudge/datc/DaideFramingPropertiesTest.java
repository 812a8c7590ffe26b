package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.Socket;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * DAIDE's framing against a live server on 127.0.0.1: each try opens a connection and sends a random mix of frames
 * (good and bad initial messages, diplomacy messages of random tokens, lengths that lie, unknown types, truncated
 * headers, raw garbage) in random splits, then closes its side or just stops. Every connection ends: the server
 * closes it (after an error message, or when the client closed), within the read guard. After all tries the server
 * holds no connection, the JVM's threads are back where they were, and the heap is not grown by what was sent
 * (counted after a GC, with a bound far above a connection's buffers).
 */
class DaideFramingPropertiesTest {
  static final List<String> LOG = Collections.synchronizedList(new ArrayList<>());
  static DaideServer server;
  static int port;
  static int threadsBefore;
  static long heapBefore;

  @BeforeContainer
  static void startServer() throws IOException {
    GameMap map = GameMap.standard();
    DaideServer.Options o = new DaideServer.Options(map, Rulebook.datc(), InetAddress.getLoopbackAddress(), 0, 0,
        1901, null, false).withTimeouts(new DaideServer.Timeouts(500, 500, 500, 500)).withMaxConnections(200);
    server = new DaideServer(o, LOG::add);
    port = server.start();
    threadsBefore = threads();
    heapBefore = heap();
  }

  @AfterContainer
  static void stopServer() {
    server.close();
  }

  private static int threads() {
    return ManagementFactory.getThreadMXBean().getThreadCount();
  }

  private static long heap() {
    System.gc();
    Runtime r = Runtime.getRuntime();
    return r.totalMemory() - r.freeMemory();
  }

  /** The bytes of one try: a start (a good IM, a bad one, or none) and up to eight random pieces. */
  private static byte[] input(long seed) {
    Random random = new Random(seed);
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    switch (random.nextInt(4)) {
      case 0, 1 -> b.writeBytes(new byte[] {0, 0, 0, 4, 0, 1, (byte) 0xDA, 0x10});
      case 2 -> b.writeBytes(new byte[] {0, 0, 0, 4, 0, 1, 0x10, (byte) 0xDA}); // swapped
      default -> { } // straight to the pieces
    }
    int pieces = random.nextInt(9);
    for (int i = 0; i < pieces; i++) {
      switch (random.nextInt(6)) {
        case 0 -> { // a diplomacy message of random tokens, its length true
          int n = 2 * random.nextInt(40);
          b.writeBytes(new byte[] {2, 0, (byte) (n >> 8), (byte) n});
          for (int k = 0; k < n; k++) {
            b.write(random.nextInt(256));
          }
        }
        case 1 -> { // a diplomacy message of known words: NME, OBS, HLO, NOW, brackets
          int[][] words = {{0x48, 0x0B}, {0x48, 0x12}, {0x48, 0x06}, {0x48, 0x0F}, {0x40, 0x00}, {0x40, 0x01}};
          int n = random.nextInt(12);
          b.writeBytes(new byte[] {2, 0, 0, (byte) (2 * n)});
          for (int k = 0; k < n; k++) {
            int[] w = words[random.nextInt(words.length)];
            b.write(w[0]);
            b.write(w[1]);
          }
        }
        case 2 -> { // a length that lies: more announced than sent
          int n = random.nextInt(65_536);
          b.writeBytes(new byte[] {(byte) random.nextInt(5), 0, (byte) (n >> 8), (byte) n});
          int sent = n == 0 ? 0 : random.nextInt(Math.min(n, 200));
          for (int k = 0; k < sent; k++) {
            b.write(random.nextInt(256));
          }
        }
        case 3 -> b.writeBytes(new byte[] {(byte) random.nextInt(256), 0}); // a truncated header
        case 4 -> { // garbage
          int n = random.nextInt(300);
          for (int k = 0; k < n; k++) {
            b.write(random.nextInt(256));
          }
        }
        default -> b.writeBytes(new byte[] {(byte) (5 + random.nextInt(250)), 0, 0, 0}); // an unknown type
      }
    }
    return b.toByteArray();
  }

  @Property(tries = 120)
  void everyConnectionEndsWhateverItSends(@ForAll long seed) throws IOException {
    byte[] in = input(seed);
    Random random = new Random(~seed);
    boolean halfClose = random.nextBoolean();
    try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
      s.setSoTimeout(DaideScriptClient.READ_TIMEOUT_MS);
      OutputStream out = s.getOutputStream();
      try {
        for (int at = 0; at < in.length; ) {
          int n = Math.min(in.length - at, 1 + random.nextInt(64));
          out.write(in, at, n);
          out.flush();
          at += n;
        }
        if (halfClose) {
          s.shutdownOutput();
        }
      } catch (IOException e) {
        // the server closed it already: that is an end too
      }
      InputStream from = s.getInputStream();
      long read = 0;
      try {
        byte[] buffer = new byte[4096];
        for (int n; (n = from.read(buffer)) >= 0; ) {
          read += n;
          assertThat(read).isLessThan(64L << 20); // a bound on what the server may answer
        }
      } catch (java.net.SocketException e) {
        // reset by the server: an end
      }
      // Reaching here without the read guard's timeout is the property: the server ended the connection.
    }
  }

  @Example
  void afterManyConnectionsTheServerHoldsNoThreadsAndNoMemoryForThem() throws Exception {
    for (int i = 0; i < 120; i++) {
      everyConnectionEndsWhateverItSends(i * 7919L);
    }
    for (int i = 0; i < 12_000 && (server.liveConnections() > 0 || threads() > threadsBefore + 2); i++) {
      Thread.sleep(10);
    }
    assertThat(server.liveConnections()).isZero();
    assertThat(threads()).isLessThanOrEqualTo(threadsBefore + 2);
    assertThat(heap()).isLessThan(heapBefore + (64L << 20));
  }
}
