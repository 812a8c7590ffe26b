package io.github.dipjudge.datc;

import static io.github.dipjudge.datc.DaideScriptClient.closeAll;
import static io.github.dipjudge.datc.DaideScriptClient.joinAll;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.daide.DaideTokens;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.rules.Rulebook;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Who may hold a seat of the DAIDE server, and what a connection may cost it, over real TCP sockets on 127.0.0.1:
 * the passcodes (independent per power, kept in an owner-only file, never logged; three refused {@code IAM}s close a
 * connection), the threads of closed connections (counted, not timed), the connection cap, the join, idle and
 * message timeouts, and a seat freed when its client does not accept the map. Waits are bounded by counts or by
 * socket read guards far above what the short timeouts of these servers take.
 */
class DaideSeatsAndLimitsTest {
  final List<String> log = Collections.synchronizedList(new ArrayList<>());
  final GameMap map = GameMap.standard();
  final DaideTokens tokens = DaideTokens.of(map);

  private DaideServer.Options options() {
    return new DaideServer.Options(map, Rulebook.datc(), InetAddress.getLoopbackAddress(), 0, 0, 1901, null, false);
  }

  @Test
  void passcodesAreIndependentPerPowerKeptOwnerOnlyAndNeverLogged(@TempDir Path dir) throws Exception {
    Path codes = dir.resolve("game.passcodes");
    List<DaideScriptClient> opened = new ArrayList<>();
    try (DaideServer s = new DaideServer(options().withPasscodes(codes), log::add)) {
      int port = s.start();
      Map<String, DaideScriptClient> c = joinAll(port, tokens, 7, opened);
      Map<Power, Integer> fromFile = DaidePasscodes.read(codes, map);
      List<Integer> told = new ArrayList<>();
      for (Power p : map.powers()) {
        DaideScriptClient client = c.get(tokens.text(tokens.power(p)));
        assertThat(client.passcode).isEqualTo(fromFile.get(p)).isBetween(1, 8191);
        told.add(client.passcode);
      }
      // Not one base and a step per power (the scheme a player could reckon another's code from).
      boolean stepped = true;
      for (int i = 1; i < told.size(); i++) {
        stepped &= ((told.get(i) - told.get(i - 1)) & 0x1FFF) == ((told.get(1) - told.get(0)) & 0x1FFF);
      }
      assertThat(stepped).as("passcodes %s", told).isFalse();
      if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(codes))).isEqualTo("rw-------");
      }
      synchronized (log) {
        for (String line : log) {
          assertThat(line).doesNotContainPattern("passcodes? [A-Z]{3} [0-9]");
          for (Power p : map.powers()) {
            assertThat(line).doesNotContain(tokens.text(tokens.power(p)) + " " + fromFile.get(p))
                .doesNotContain(tokens.notation().powerName(p) + " " + fromFile.get(p));
          }
        }
      }
    } finally {
      closeAll(opened);
    }
  }

  @Test
  void threeRefusedIamsCloseTheConnectionAndTheServerLogsIt() throws Exception {
    List<DaideScriptClient> opened = new ArrayList<>();
    try (DaideServer s = new DaideServer(options(), log::add)) {
      int port = s.start();
      Map<String, DaideScriptClient> c = joinAll(port, tokens, 7, opened);
      int austria = c.get("AUS").passcode;
      c.get("AUS").close();
      assertThat(c.get("ENG").until("CCD (")).isEqualTo("CCD ( AUS )");
      try (DaideScriptClient thief = new DaideScriptClient(port, tokens)) {
        for (int i = 1; i <= 3; i++) {
          int guess = ((austria + i) & 0x1FFF) == 0 ? 8191 : (austria + i) & 0x1FFF;
          thief.send("IAM ( AUS ) ( " + guess + " )");
          assertThat(thief.next()).isEqualTo("REJ ( IAM ( AUS ) ( " + guess + " ) )");
        }
        assertThat(endOfStream(thief)).isTrue();
      }
      awaitLog("cut off after 3 refused IAMs");
      try (DaideScriptClient owner = new DaideScriptClient(port, tokens)) {
        owner.send("IAM ( AUS ) ( " + austria + " )");
        assertThat(owner.next()).isEqualTo("YES ( IAM ( AUS ) ( " + austria + " ) )");
      }
    } finally {
      closeAll(opened);
    }
  }

  /** Reads until the server closes the connection; true if it did (false: another message came, reset counted). */
  private static boolean endOfStream(DaideScriptClient c) throws IOException {
    for (int i = 0; i < DaideScriptClient.MAX_MESSAGES; i++) {
      try {
        c.next();
      } catch (EOFException | SocketException e) {
        return true;
      }
    }
    return false;
  }

  /** Waits (bounded, a hang guard) for a log line the game thread writes after what the client saw. */
  private void awaitLog(String text) throws InterruptedException {
    for (int i = 0; i < 12_000 && log.stream().noneMatch(l -> l.contains(text)); i++) {
      Thread.sleep(10);
    }
    assertThat(log).anyMatch(l -> l.contains(text));
  }

  private static int threads() {
    return ManagementFactory.getThreadMXBean().getThreadCount();
  }

  /**
   * Waits (a bounded number of short sleeps, a hang guard) until the server has no live connection and the JVM's
   * threads are back to at most the given count.
   */
  private static void awaitQuiet(DaideServer s, int maxThreads) throws InterruptedException {
    for (int i = 0; i < 12_000 && (s.liveConnections() > 0 || threads() > maxThreads); i++) {
      Thread.sleep(10);
    }
  }

  @Test
  void twoThousandConnectionsOpenedAndClosedLeaveNoThreadBehind() throws Exception {
    try (DaideServer s = new DaideServer(options(), log::add)) {
      int port = s.start();
      awaitQuiet(s, Integer.MAX_VALUE);
      int before = threads();
      int served = 0;
      for (int i = 0; i < 2_000; i++) {
        try (Socket sock = new Socket(InetAddress.getLoopbackAddress(), port)) {
          sock.setSoTimeout(DaideScriptClient.READ_TIMEOUT_MS);
          sock.getOutputStream().write(new byte[] {0, 0, 0, 4, 0, 1, (byte) 0xDA, 0x10});
          DataInputStream in = new DataInputStream(sock.getInputStream());
          try {
            served += in.readUnsignedByte() == DaideConnection.RM ? 1 : 0;
          } catch (EOFException e) {
            // refused: the cap was reached while the server was still closing earlier ones
          }
        }
        if (s.liveConnections() >= 20) {
          awaitQuiet(s, Integer.MAX_VALUE); // not a test of the cap: keep under it
        }
      }
      awaitQuiet(s, before + 2);
      assertThat(s.liveConnections()).isZero();
      assertThat(threads()).as("threads before %s", before).isLessThanOrEqualTo(before + 2);
      assertThat(served).isGreaterThan(1_900);
    }
  }

  @Test
  void theConnectionCapRefusesOneMoreConnectionCleanly() throws Exception {
    try (DaideServer s = new DaideServer(options().withMaxConnections(3), log::add)) {
      int port = s.start();
      List<DaideScriptClient> three = new ArrayList<>();
      for (int i = 0; i < 3; i++) {
        three.add(new DaideScriptClient(port, tokens));
      }
      try (Socket fourth = new Socket(InetAddress.getLoopbackAddress(), port)) {
        fourth.setSoTimeout(DaideScriptClient.READ_TIMEOUT_MS);
        assertThat(fourth.getInputStream().readAllBytes()).isEmpty(); // closed before any byte
      }
      assertThat(log).anyMatch(l -> l.contains("refused: 3 connections are open"));
      three.get(0).close();
      awaitLive(s, 2);
      try (DaideScriptClient again = new DaideScriptClient(port, tokens)) {
        again.send("OBS");
        assertThat(again.next()).isEqualTo("YES ( OBS )");
      }
      closeAll(three);
    }
  }

  private static void awaitLive(DaideServer s, int n) throws InterruptedException {
    for (int i = 0; i < 12_000 && s.liveConnections() > n; i++) {
      Thread.sleep(10);
    }
  }

  @Test
  void silentAndStalledConnectionsAreClosedByTheirTimeouts() throws Exception {
    DaideServer.Timeouts t = new DaideServer.Timeouts(300, 300, 300, 300);
    try (DaideServer s = new DaideServer(options().withTimeouts(t), log::add)) {
      int port = s.start();
      // No initial message: error 0x01.
      assertThat(raw(port, new byte[0])).containsExactly(4, 0, 0, 2, 0, 1);
      // A header announcing 65,535 bytes, ten of them, then silence: error 0x09 (a message shorter than said).
      byte[] stalled = new byte[8 + 4 + 10];
      System.arraycopy(new byte[] {0, 0, 0, 4, 0, 1, (byte) 0xDA, 0x10, 2, 0, (byte) 0xFF, (byte) 0xFF}, 0, stalled, 0,
          12);
      int[] got = raw(port, stalled);
      assertThat(got).startsWith(1).endsWith(4, 0, 0, 2, 0, 9);
      // Half a header, then silence: the same.
      assertThat(raw(port, new byte[] {0, 0, 0, 4, 0, 1, (byte) 0xDA, 0x10, 2, 0})).startsWith(1)
          .endsWith(4, 0, 0, 2, 0, 9);
      // The IM, then nothing: closed when idle, with no error message (it broke no rule).
      assertThat(frameTypes(raw(port, new byte[] {0, 0, 0, 4, 0, 1, (byte) 0xDA, 0x10})))
          .containsExactly(DaideConnection.RM);
      assertThat(log).anyMatch(l -> l.contains("sent nothing for 300 ms"));
      awaitQuiet(s, Integer.MAX_VALUE);
      assertThat(s.liveConnections()).isZero();
    }
  }

  /** The types of the frames in what the server sent. */
  private static List<Integer> frameTypes(int[] sent) {
    List<Integer> out = new ArrayList<>();
    for (int at = 0; at + 4 <= sent.length; at += 4 + ((sent[at + 2] << 8) | sent[at + 3])) {
      out.add(sent[at]);
    }
    return out;
  }

  /** Sends bytes, keeps its side open, and returns everything the server sends until it closes the connection. */
  private static int[] raw(int port, byte[] send) throws IOException {
    try (Socket sock = new Socket(InetAddress.getLoopbackAddress(), port)) {
      sock.setSoTimeout(DaideScriptClient.READ_TIMEOUT_MS);
      OutputStream o = sock.getOutputStream();
      o.write(send);
      o.flush();
      byte[] all = sock.getInputStream().readAllBytes();
      int[] out = new int[all.length];
      for (int i = 0; i < all.length; i++) {
        out[i] = all[i] & 0xFF;
      }
      return out;
    }
  }

  @Test
  void aSeatWhoseClientDoesNotAcceptTheMapIsFreedAndTheGameStartsWhenItIsRefilled() throws Exception {
    DaideServer.Timeouts t = new DaideServer.Timeouts(3_000, 0, 30_000, 1_000);
    List<DaideScriptClient> opened = new ArrayList<>();
    try (DaideServer s = new DaideServer(options().withTimeouts(t), log::add)) {
      int port = s.start();
      for (int i = 0; i < 6; i++) {
        DaideScriptClient c = new DaideScriptClient(port, tokens);
        opened.add(c);
        c.join("bot" + i);
      }
      try (DaideScriptClient holder = new DaideScriptClient(port, tokens)) {
        holder.send("NME ( 'holder' ) ( '1' )");
        assertThat(holder.next()).startsWith("YES ( NME");
        assertThat(holder.next()).startsWith("MAP (");
        // It never accepts the map: OFF, then the connection is closed.
        assertThat(holder.until("OFF")).isNotNull();
        assertThat(endOfStream(holder)).isTrue();
      }
      awaitLog("is free again (did not accept the map within 3000 ms)");
      DaideScriptClient seventh = new DaideScriptClient(port, tokens);
      opened.add(seventh);
      seventh.join("bot6");
      for (DaideScriptClient c : opened) {
        c.hello();
        assertThat(c.until("NOW (")).startsWith("NOW ( SPR 1901 )");
      }
    } finally {
      closeAll(opened);
    }
  }
}
