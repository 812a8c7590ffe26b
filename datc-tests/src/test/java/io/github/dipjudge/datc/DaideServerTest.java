package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.daide.DaideMessage;
import io.github.dipjudge.daide.DaideTokens;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.DipjudgeFormat;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.game.SavedGame;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.rules.Rulebook;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The DAIDE server with the test bot over real TCP sockets on 127.0.0.1 (ports chosen by the system): seven bots
 * play the standard map to --until, five play ancmed, eight sengoku (whose dummy has no seat); the saved game
 * replays with every phase agreeing (MILA's format) or reads back as the same game (dipjudge JSON); bad clients get
 * the protocol's answers and the game goes
 * on. The joins are hang guards only (20 times what a game takes on a loaded machine); the bots' work is bounded by
 * the messages they answer.
 */
class DaideServerTest {
  static final long GUARD_MS = 600_000;
  final List<String> log = Collections.synchronizedList(new ArrayList<>());

  private DaideServer server(GameMap map, int until, Path save, boolean mila) throws IOException {
    return server(map, until, save, mila, 0);
  }

  private DaideServer server(GameMap map, int until, Path save, boolean mila, int deadline) throws IOException {
    return new DaideServer(new DaideServer.Options(map, Rulebook.datc(), InetAddress.getLoopbackAddress(), 0,
        deadline, until, save, mila), log::add);
  }

  @Test
  void theDeadlineMovesTheGameOnPastASilentPower() throws Exception {
    GameMap map = GameMap.standard();
    try (DaideServer s = server(map, 1901, null, false, 1)) {
      int port = s.start();
      List<DaideTestBot> bots = bots(port, map, DaideTestBot.Mischief.SILENT);
      Game g = s.awaitEnd(GUARD_MS);
      assertThat(g).as(String.join("\n", log)).isNotNull();
      assertThat(g.position().phase().year()).isEqualTo(1902);
      assertThat(log).anyMatch(l -> l.startsWith("deadline of S1901M"));
      waitFor(bots.get(1));
      assertThat(bots.get(1).received).anyMatch(t -> t.startsWith("HLO ( ") && t.contains("( MTL 1 )"));
      assertThat(bots.get(1).received).contains("TME ( 1 )");
    }
  }

  private List<DaideTestBot> bots(int port, GameMap map, DaideTestBot.Mischief... mischief) {
    List<DaideTestBot> bots = new ArrayList<>();
    for (int i = 0; i < map.powers().size(); i++) {
      DaideTestBot b = new DaideTestBot(port, map, 1000 + i,
          i < mischief.length ? mischief[i] : DaideTestBot.Mischief.NONE);
      bots.add(b);
      Thread t = new Thread(b, "bot-" + i);
      t.setDaemon(true);
      t.start();
    }
    return bots;
  }

  @Test
  void sevenBotsPlayTheStandardMapToUntilAndTheSavedGameReplays(@TempDir Path dir) throws Exception {
    GameMap map = GameMap.standard();
    Path save = dir.resolve("game.json");
    try (DaideServer s = server(map, 1903, save, true)) {
      int port = s.start();
      List<DaideTestBot> bots = bots(port, map, DaideTestBot.Mischief.FOREIGN_ORDER);
      Game g = s.awaitEnd(GUARD_MS);
      assertThat(g).as(String.join("\n", log)).isNotNull();
      assertThat(g.position().phase().year()).isEqualTo(1904);
      assertThat(s.outcome()).startsWith("draw");
      for (DaideTestBot b : bots) {
        waitFor(b);
        assertThat(b.received).anyMatch(t -> t.startsWith("HLO ( "));
        assertThat(b.received).anyMatch(t -> t.startsWith("ORD ( SPR 1901 ) "));
        assertThat(b.received).anyMatch(t -> t.startsWith("SMR ( "));
        assertThat(b.received).anyMatch(t -> t.equals("DRW"));
      }
      assertThat(bots.get(0).received).anyMatch(t -> t.startsWith("THX ( (") && t.endsWith("HLD ) ( NYU )"));
      SavedGame saved = MilaFormat.readSaved(save, Rulebook.datc());
      Replayer.Report r = new Replayer(false).replay(saved);
      assertThat(r.total()).isGreaterThanOrEqualTo(6);
      assertThat(r.agreeing()).as(r.disagreements().toString()).isEqualTo(r.total());
    }
  }

  @Test
  void fiveBotsPlayAncmedAndTheJsonReadsBack(@TempDir Path dir) throws Exception {
    GameMap map = GameMap.variant("ancmed");
    Path save = dir.resolve("game.json");
    try (DaideServer s = server(map, 2, save, false)) {
      int port = s.start();
      List<DaideTestBot> bots = bots(port, map);
      Game g = s.awaitEnd(GUARD_MS);
      assertThat(g).as(String.join("\n", log)).isNotNull();
      for (DaideTestBot b : bots) {
        waitFor(b);
        assertThat(b.received).anyMatch(t -> t.startsWith("SMR ( "));
      }
      Game read = DipjudgeFormat.read(save);
      assertThat(read.history()).hasSameSizeAs(g.history());
      assertThat(read.position()).isEqualTo(g.position());
    }
  }

  /**
   * Sengoku's Neutral is a dummy (CD_DUMMIES, CD_BUILDS, IMMOBILE_DUMMIES): one bot more than the powers that are no
   * dummies connects, and that one is refused (before, it took Neutral and the game waited for it); the game starts
   * with the others, Neutral's units are in civil disorder, and the saved game reads back.
   */
  @Test
  void botsPlaySengokuWithoutItsDummyAndTheJsonReadsBack(@TempDir Path dir) throws Exception {
    GameMap map = GameMap.variant("sengoku");
    List<io.github.dipjudge.map.Power> dummies = map.powers().stream().filter(p -> p.isDummy()).toList();
    assertThat(dummies).isNotEmpty();
    int seats = map.powers().size() - dummies.size();
    Path save = dir.resolve("game.json");
    int start = Game.start(map, Rulebook.datc()).position().phase().year();
    try (DaideServer s = server(map, start + 1, save, false)) {
      int port = s.start();
      List<DaideTestBot> bots = new ArrayList<>();
      for (int i = 0; i <= seats; i++) {
        DaideTestBot b = new DaideTestBot(port, map, 2000 + i, DaideTestBot.Mischief.NONE);
        bots.add(b);
        Thread t = new Thread(b, "bot-" + i);
        t.setDaemon(true);
        t.start();
      }
      Game g = s.awaitEnd(GUARD_MS);
      assertThat(g).as(String.join("\n", log)).isNotNull();
      assertThat(g.position().phase().year()).isEqualTo(start + 2);
      // A copy of each list (made under its lock): the bots may still be reading the last messages.
      List<DaideTestBot> refused = bots.stream().filter(b -> new ArrayList<>(b.received).stream()
          .anyMatch(t -> t.startsWith("REJ ( NME"))).toList();
      assertThat(refused).as(String.join("\n", log)).hasSize(1);
      for (DaideTestBot b : bots) {
        if (!refused.contains(b)) {
          waitFor(b);
          assertThat(b.power).isNotNull();
          assertThat(b.power.isDummy()).isFalse();
          assertThat(b.received).anyMatch(t -> t.startsWith("SMR ( "));
        }
      }
      assertThat(g.history().get(0).position().units(dummies.get(0))).isNotEmpty();
      Game read = DipjudgeFormat.read(save);
      assertThat(read.history()).hasSameSizeAs(g.history());
      assertThat(read.position()).isEqualTo(g.position());
    }
  }

  @Test
  void badClientsGetTheProtocolsAnswersAndTheGameGoesOn(@TempDir Path dir) throws Exception {
    GameMap map = GameMap.standard();
    DaideTokens tokens = DaideTokens.of(map);
    try (DaideServer s = server(map, 1902, null, false)) {
      int port = s.start();
      // A diplomacy message before the IM: error 0x02.
      assertThat(rawExchange(port, new byte[] {2, 0, 0, 2, 0x48, 0x04})).containsExactly(4, 0, 0, 2, 0, 2);
      // Garbage: an unknown message type after a good IM: RM, then error 0x08.
      assertThat(afterIm(port, new byte[] {9, 9, 0, 0})).endsWith(4, 0, 0, 2, 0, 8);
      // A wrong magic number: error 0x04.
      assertThat(rawExchange(port, new byte[] {0, 0, 0, 4, 0, 1, 0x12, 0x34})).containsExactly(4, 0, 0, 2, 0, 4);
      // An unknown token: error 0x0E.
      assertThat(afterIm(port, new byte[] {2, 0, 0, 2, 0x5F, (byte) 0xF0})).endsWith(4, 0, 0, 2, 0, 0x0E);
      // A 60 KB diplomacy message of nonsense tokens: error 0x0E, the server goes on.
      byte[] big = new byte[4 + 60_000];
      big[0] = 2;
      big[2] = (byte) (60_000 >> 8);
      big[3] = (byte) 60_000;
      java.util.Arrays.fill(big, 4, big.length, (byte) 0x7A);
      assertThat(afterIm(port, big)).endsWith(4, 0, 0, 2, 0, 0x0E);
      // Unmatched brackets: PRN; an unknown command: HUH; press: HUH.
      List<DaideTestBot> bots = bots(port, map, DaideTestBot.Mischief.NONE,
          DaideTestBot.Mischief.LEAVE_AFTER_FIRST_NOW);
      Game g = s.awaitEnd(GUARD_MS);
      assertThat(g).as(String.join("\n", log)).isNotNull();
      assertThat(g.position().phase().year()).isEqualTo(1903);
      assertThat(bots.get(1).nowsSeen()).isEqualTo(1);
      waitFor(bots.get(0));
      assertThat(bots.get(0).received).anyMatch(t -> t.startsWith("CCD ( "));
      assertThat(log).anyMatch(l -> l.contains("civil disorder"));
    }
    assertThat(tokens.knows(0x5FF0)).isFalse();
  }

  @Test
  void wrongMessagesGetPrnHuhAndRej() throws Exception {
    GameMap map = GameMap.standard();
    DaideTokens t = DaideTokens.of(map);
    try (DaideServer s = server(map, 1901, null, false)) {
      int port = s.start();
      try (Socket sock = new Socket(InetAddress.getLoopbackAddress(), port)) {
        DataOutputStream out = new DataOutputStream(sock.getOutputStream());
        DataInputStream in = new DataInputStream(sock.getInputStream());
        out.write(new byte[] {0, 0, 0, 4, 0, 1, (byte) 0xDA, 0x10});
        readFrame(in); // RM
        dm(out, DaideMessage.builder(t).word("SUB ( ").build());
        assertThat(DaideMessage.decode(readFrame(in)).text(t)).isEqualTo("PRN SUB (");
        dm(out, DaideMessage.builder(t).word("SND (").power(map.power("england")).word(") ( PRP ( PCE (")
            .power(map.power("england")).power(map.power("france")).word(") ) )").build());
        assertThat(DaideMessage.decode(readFrame(in)).text(t)).startsWith("HUH ( ERR SND");
        dm(out, DaideMessage.builder(t).word("SUB (").unit(map.power("england"), UnitType.FLEET,
            map.province("lon").location()).word("HLD )").build());
        assertThat(DaideMessage.decode(readFrame(in)).text(t)).isEqualTo("REJ ( SUB ( ( ENG FLT LON ) HLD ) )");
        dm(out, DaideMessage.builder(t).word("YES").build());
        dm(out, DaideMessage.builder(t).word("MDF").build());
        assertThat(DaideMessage.decode(readFrame(in)).text(t)).startsWith("MDF ( AUS ENG FRA GER ITA RUS TUR )");
      }
    }
  }

  private static void dm(DataOutputStream out, DaideMessage m) throws IOException {
    byte[] b = m.encode();
    out.write(new byte[] {2, 0, (byte) (b.length >> 8), (byte) b.length});
    out.write(b);
    out.flush();
  }

  private static byte[] readFrame(DataInputStream in) throws IOException {
    in.readUnsignedByte();
    in.readUnsignedByte();
    byte[] body = new byte[in.readUnsignedShort()];
    in.readFully(body);
    return body;
  }

  /** Sends bytes and returns everything the server sends until it closes the connection. */
  private static int[] rawExchange(int port, byte[] send) throws IOException {
    try (Socket sock = new Socket(InetAddress.getLoopbackAddress(), port)) {
      sock.getOutputStream().write(send);
      sock.getOutputStream().flush();
      byte[] all = sock.getInputStream().readAllBytes();
      int[] out = new int[all.length];
      for (int i = 0; i < all.length; i++) {
        out[i] = all[i] & 0xFF;
      }
      return out;
    }
  }

  private static int[] afterIm(int port, byte[] send) throws IOException {
    byte[] b = new byte[8 + send.length];
    System.arraycopy(new byte[] {0, 0, 0, 4, 0, 1, (byte) 0xDA, 0x10}, 0, b, 0, 8);
    System.arraycopy(send, 0, b, 8, send.length);
    return rawExchange(port, b);
  }

  /** Waits (bounded) until a bot has been told OFF, so that its list of messages is complete. */
  private static void waitFor(DaideTestBot b) throws InterruptedException {
    for (int i = 0; i < 2_000 && !b.off; i++) {
      Thread.sleep(10);
    }
  }
}
