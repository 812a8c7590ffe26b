package io.github.dipjudge.datc;

import static io.github.dipjudge.datc.DaideScriptClient.closeAll;
import static io.github.dipjudge.datc.DaideScriptClient.joinAll;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.daide.DaideTokens;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The DAIDE server's rules a bot developer meets, over real TCP sockets on 127.0.0.1 with clients the test drives
 * message by message: civil disorder at a missed deadline ({@code CCD}, {@code NOT ( CCD )} when the power orders
 * again), the draw rule (at least two connected players), a power asked for by name ({@code FRA:Bot}), a start with
 * fewer clients ({@code --start-after}), separate times per phase ({@code MTL}, {@code RTL}, {@code BTL}) and
 * {@code DSD} (the deadline stops while a player is disconnected). Only the deadline tests wait on the clock, with
 * margins of seconds for what takes milliseconds.
 */
class DaideDeadlinesAndSeatsTest {
  final List<String> log = Collections.synchronizedList(new ArrayList<>());
  final GameMap map = GameMap.standard();
  final DaideTokens tokens = DaideTokens.of(map);

  private DaideServer.Options options(int deadline) {
    return new DaideServer.Options(map, Rulebook.datc(), InetAddress.getLoopbackAddress(), 0, deadline, 1902, null,
        false);
  }

  @Test
  void aConnectedPlayerThatMissesTheDeadlineIsInCivilDisorderUntilItOrdersAgain() throws Exception {
    List<DaideScriptClient> opened = new ArrayList<>();
    try (DaideServer s = new DaideServer(options(1), log::add)) {
      int port = s.start();
      Map<String, DaideScriptClient> c = joinAll(port, tokens, 7, opened);
      for (Map.Entry<String, DaideScriptClient> e : c.entrySet()) {
        if (!e.getKey().equals("AUS")) {
          e.getValue().send("GOF"); // ready, its units to hold: no civil disorder for them
        }
      }
      // Austria says nothing: at the deadline, CCD ( AUS ) to everyone, and the phase is played.
      for (DaideScriptClient x : c.values()) {
        List<String> before = x.until(t -> t.startsWith("NOW ("));
        assertThat(before).contains("CCD ( AUS )").noneMatch(t -> t.startsWith("CCD ( ENG"));
      }
      c.get("AUS").send("SUB ( ( AUS AMY VIE ) HLD )");
      assertThat(c.get("ENG").until("NOT (")).isEqualTo("NOT ( CCD ( AUS ) )");
      assertThat(c.get("AUS").until("NOT (")).isEqualTo("NOT ( CCD ( AUS ) )");
      assertThat(log).anyMatch(l -> l.contains("(AUS): missed the deadline: civil disorder"));
    } finally {
      closeAll(opened);
    }
  }

  @Test
  void oneConnectedPlayerCannotDrawForPowersInCivilDisorder() throws Exception {
    List<DaideScriptClient> opened = new ArrayList<>();
    try (DaideServer s = new DaideServer(options(0), log::add)) {
      int port = s.start();
      Map<String, DaideScriptClient> c = joinAll(port, tokens, 7, opened);
      DaideScriptClient austria = c.get("AUS");
      DaideScriptClient england = c.get("ENG");
      for (Map.Entry<String, DaideScriptClient> e : c.entrySet()) {
        if (!e.getKey().equals("AUS") && !e.getKey().equals("ENG")) {
          e.getValue().close();
        }
      }
      austria.send("DRW");
      assertThat(austria.until("YES")).isEqualTo("YES ( DRW )");
      england.close(); // Austria is the only one left: its DRW does not draw the game
      austria.send("MIS");
      assertThat(austria.until(t -> t.startsWith("MIS"))).noneMatch(t -> t.equals("DRW"));
      assertThat(s.outcome()).isNull();
    } finally {
      closeAll(opened);
    }
  }

  @Test
  void aNameAsksForAPowerAsMilasServerReadsIt() throws Exception {
    List<DaideScriptClient> opened = new ArrayList<>();
    try (DaideServer s = new DaideServer(options(0), log::add)) {
      int port = s.start();
      String[] names = {"TUR:DumbBot", "fra__bot", "Germany:x", "ITA:a", "ITA:b", "xyz:c", "plain"};
      for (String n : names) {
        DaideScriptClient c = new DaideScriptClient(port, tokens);
        opened.add(c);
        c.join(n);
      }
      for (DaideScriptClient c : opened) {
        c.hello();
      }
      assertThat(opened.get(0).powerName()).isEqualTo("TUR");
      assertThat(opened.get(1).powerName()).isEqualTo("FRA");
      assertThat(opened.get(2).powerName()).isEqualTo("GER");
      assertThat(opened.get(3).powerName()).isEqualTo("ITA");
      assertThat(opened.get(4).powerName()).isNotEqualTo("ITA"); // taken: the first free power
      assertThat(log).anyMatch(l -> l.contains("it asked for ITA, which has a player"));
    } finally {
      closeAll(opened);
    }
  }

  @Test
  void theGameStartsAfterTheWaitWithTheClientsItHasAndTheEmptySeatsInCivilDisorder() throws Exception {
    List<DaideScriptClient> opened = new ArrayList<>();
    try (DaideServer s = new DaideServer(options(0).withStartAfter(4), log::add)) {
      int port = s.start();
      for (String n : List.of("ENG:a", "FRA:b")) {
        DaideScriptClient c = new DaideScriptClient(port, tokens);
        opened.add(c);
        c.join(n);
      }
      for (DaideScriptClient c : opened) {
        c.hello();
        assertThat(c.until("NOW (")).startsWith("NOW ( SPR 1901 )");
      }
      assertThat(log)
          .anyMatch(l -> l.contains("the game starts at S1901M; in civil disorder: AUS, GER, ITA, RUS, TUR"));
      // Those two play; the others are in civil disorder and not waited for.
      for (DaideScriptClient c : opened) {
        c.send("GOF");
      }
      for (DaideScriptClient c : opened) {
        assertThat(c.until("NOW (")).startsWith("NOW ( FAL 1901 )");
      }
    } finally {
      closeAll(opened);
    }
  }

  @Test
  void eachPhaseHasItsOwnTimeAndDsdStopsTheClockWhileAPlayerIsDisconnected() throws Exception {
    List<DaideScriptClient> opened = new ArrayList<>();
    DaideServer.Options o = options(0).withTimes(30, 7, 9).withDsd(true);
    try (DaideServer s = new DaideServer(o, log::add)) {
      int port = s.start();
      Map<String, DaideScriptClient> c = joinAll(port, tokens, 7, opened);
      assertThat(c.get("AUS").received).anyMatch(t -> t.startsWith("HLO ( AUS ) (")
          && t.endsWith("( ( LVL 0 ) ( MTL 30 ) ( RTL 7 ) ( BTL 9 ) ( DSD ) )"));
      int england = c.get("ENG").passcode;
      c.get("ENG").close();
      assertThat(c.get("AUS").until("CCD (")).isEqualTo("CCD ( ENG )");
      c.get("AUS").send("TME"); // the clock has stopped: no time to tell
      assertThat(c.get("AUS").until(t -> t.startsWith("REJ") || t.startsWith("TME")).isEmpty()).isTrue();
      assertThat(c.get("AUS").lastText()).isEqualTo("REJ ( TME )");
      assertThat(log).anyMatch(l -> l.contains("stops with") && l.contains("while ENG is disconnected (DSD)"));
      try (DaideScriptClient back = new DaideScriptClient(port, tokens)) {
        back.send("IAM ( ENG ) ( " + england + " )");
        assertThat(back.next()).startsWith("YES ( IAM");
        // Back: the clock goes on with what it had left, told to every client.
        assertThat(c.get("AUS").until("TME (")).matches("TME \\( [0-9]+ \\)");
        int left = Integer.parseInt(c.get("AUS").lastText().replaceAll("[^0-9]", ""));
        assertThat(left).isBetween(1, 30);
      }
    } finally {
      closeAll(opened);
    }
  }

  @Test
  void untilEndsTheGameAsADrawTheSavedGameRecords() throws Exception {
    try (DaideServer s = new DaideServer(options(0), log::add)) {
      int port = s.start();
      List<DaideTestBot> bots = new ArrayList<>();
      for (int i = 0; i < 7; i++) {
        DaideTestBot b = new DaideTestBot(port, map, 900 + i, DaideTestBot.Mischief.NONE);
        bots.add(b);
        Thread t = new Thread(b, "bot-" + i);
        t.setDaemon(true);
        t.start();
      }
      Game g = s.awaitEnd(DaideServerTest.GUARD_MS);
      assertThat(g).as(String.join("\n", log)).isNotNull();
      assertThat(g.ending()).isPresent();
      assertThat(g.ending().get().kind().isDraw()).isTrue();
      assertThat(g.ending().get().winners()).isEqualTo(g.survivors());
    }
  }
}
