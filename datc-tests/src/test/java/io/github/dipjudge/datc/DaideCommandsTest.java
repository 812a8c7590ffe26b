package io.github.dipjudge.datc;

import static io.github.dipjudge.datc.DaideScriptClient.closeAll;
import static io.github.dipjudge.datc.DaideScriptClient.everyoneGoes;
import static io.github.dipjudge.datc.DaideScriptClient.joinAll;
import static io.github.dipjudge.datc.DaideScriptClient.started;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.daide.DaideTokens;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.DipjudgeFormat;
import io.github.dipjudge.game.GameEnding;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.net.InetAddress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The DAIDE server's commands beyond ordering, each over real TCP sockets on 127.0.0.1 (a port the system chooses)
 * with seven clients the test drives message by message ({@link DaideScriptClient}): taking a power back with
 * {@code IAM}, the draw by {@code DRW} and {@code NOT ( DRW )}, the notices of {@code TME ( seconds )}, the history
 * of {@code HST}, withdrawing an order with {@code NOT ( SUB ( order ) )}, and the {@code ORD} messages of what the
 * server did itself (disbands, removals and waives in civil disorder). Nothing waits on the clock but the deadline
 * test, whose margins are seconds for what takes milliseconds.
 */
class DaideCommandsTest {
  final List<String> log = Collections.synchronizedList(new ArrayList<>());
  final GameMap map = GameMap.standard();
  final DaideTokens tokens = DaideTokens.of(map);

  private DaideServer server(int until, Path save, int deadline) {
    return new DaideServer(new DaideServer.Options(map, Rulebook.datc(), InetAddress.getLoopbackAddress(), 0,
        deadline, until, save, false), log::add);
  }

  @Test
  void aClientThatLeftTakesItsPowerBackWithThePasscodeOfItsHlo() throws Exception {
    List<DaideScriptClient> opened = new ArrayList<>();
    List<DaideScriptClient> closing = new ArrayList<>();
    try (DaideServer s = server(1901, null, 0)) {
      int port = s.start();
      DaideScriptClient early = new DaideScriptClient(port, tokens);
      closing.add(early);
      early.send("IAM ( AUS ) ( 0 )"); // the game has not started
      assertThat(early.next()).isEqualTo("REJ ( IAM ( AUS ) ( 0 ) )");
      Map<String, DaideScriptClient> c = joinAll(port, tokens, 7, opened);
      DaideScriptClient austria = c.get("AUS");
      String now = austria.lastText();
      int passcode = austria.passcode;
      assertThat(log).noneMatch(l -> l.matches(".*\\b" + passcode + "\\b.*") && l.contains("passcode"));
      austria.close();
      assertThat(c.get("ENG").until("CCD (")).isNotNull();
      assertThat(c.get("ENG").lastText()).isEqualTo("CCD ( AUS )");

      DaideScriptClient back = new DaideScriptClient(port, tokens);
      closing.add(back);
      int wrong = (passcode + 1) & 0x1FFF;
      back.send("IAM ( AUS ) ( " + wrong + " )");
      assertThat(back.next()).isEqualTo("REJ ( IAM ( AUS ) ( " + wrong + " ) )");
      int english = c.get("ENG").passcode;
      back.send("IAM ( ENG ) ( " + english + " )"); // England's client is still there
      assertThat(back.next()).isEqualTo("REJ ( IAM ( ENG ) ( " + english + " ) )");
      back.send("IAM ( AUS ) ( " + passcode + " )");
      assertThat(back.next()).isEqualTo("YES ( IAM ( AUS ) ( " + passcode + " ) )");
      assertThat(c.get("ENG").until("NOT (")).isEqualTo("NOT ( CCD ( AUS ) )");
      assertThat(back.next()).isEqualTo("NOT ( CCD ( AUS ) )");

      // As a real client does after IAM: it asks for the map, then for what it missed.
      back.send("MAP");
      assertThat(back.next()).isEqualTo("MAP ( 'standard' )");
      back.send("MDF");
      assertThat(back.next()).startsWith("MDF ( AUS ENG FRA GER ITA RUS TUR )");
      back.send("ORD"); // no phase played yet
      assertThat(back.next()).isEqualTo("REJ ( ORD )");
      back.send("HLO");
      assertThat(back.next()).isEqualTo("HLO ( AUS ) ( " + passcode + " ) ( ( LVL 0 ) )");
      back.send("SCO");
      assertThat(back.next()).startsWith("SCO ( AUS BUD TRI VIE )");
      back.send("NOW");
      assertThat(back.next()).isEqualTo(now);
      back.send("SUB ( ( AUS AMY VIE ) MTO GAL )");
      assertThat(back.next()).isEqualTo("THX ( ( AUS AMY VIE ) MTO GAL ) ( MBV )");
      assertThat(back.next()).startsWith("MIS (");

      DaideScriptClient again = new DaideScriptClient(port, tokens);
      closing.add(again);
      again.send("IAM ( AUS ) ( " + passcode + " )"); // Austria is taken back already
      assertThat(again.next()).isEqualTo("REJ ( IAM ( AUS ) ( " + passcode + " ) )");

      c.put("AUS", back);
      everyoneGoes(c);
      assertThat(back.received).contains("ORD ( SPR 1901 ) ( ( AUS AMY VIE ) MTO GAL ) ( SUC )");
      assertThat(back.lastText()).startsWith("NOW ( FAL 1901 )").contains("( AUS AMY GAL )");
    } finally {
      closeAll(opened);
      closeAll(closing);
    }
  }

  @Test
  void adminMessagesAreRefusedWithRejAsTheSyntaxDocumentSays() throws Exception {
    try (DaideServer s = server(1901, null, 0)) {
      int port = s.start();
      try (DaideScriptClient c = new DaideScriptClient(port, tokens)) {
        c.send("ADM ( 'bot' ) ( 'leaving' )"); // before joining, as any client may
        assertThat(c.next()).isEqualTo("REJ ( ADM ( 'bot' ) ( 'leaving' ) )");
        c.send("OBS");
        assertThat(c.next()).isEqualTo("YES ( OBS )");
        c.send("ADM ( 'bot' ) ( 'hello' )");
        assertThat(c.until("REJ (")).isEqualTo("REJ ( ADM ( 'bot' ) ( 'hello' ) )");
      }
    }
  }

  @Test
  void aDrawNeedsEverySurvivorsDrwInOnePhaseAndTheSavedGameRecordsIt(@TempDir Path dir) throws Exception {
    Path save = dir.resolve("drawn.json");
    List<DaideScriptClient> opened = new ArrayList<>();
    List<DaideScriptClient> closing = new ArrayList<>();
    try (DaideServer s = server(1910, save, 0)) {
      int port = s.start();
      DaideScriptClient observer = new DaideScriptClient(port, tokens);
      closing.add(observer);
      observer.send("OBS");
      assertThat(observer.next()).isEqualTo("YES ( OBS )");
      observer.send("DRW");
      assertThat(observer.until("REJ")).isEqualTo("REJ ( DRW )");
      Map<String, DaideScriptClient> c = joinAll(port, tokens, 7, opened);
      DaideScriptClient austria = c.get("AUS");

      // Spring: Austria asks and withdraws; the six others ask; no draw.
      austria.send("DRW");
      assertThat(austria.next()).isEqualTo("YES ( DRW )");
      austria.send("NOT ( DRW )");
      assertThat(austria.next()).isEqualTo("YES ( NOT ( DRW ) )");
      austria.send("DRW ( AUS ENG )");
      assertThat(austria.next()).startsWith("HUH ( DRW ERR (");
      for (DaideScriptClient x : c.values()) {
        if (x != austria) {
          x.send("DRW");
          assertThat(x.next()).isEqualTo("YES ( DRW )");
        }
      }
      austria.send("MIS"); // handled after every DRW above: a draw would have come first
      assertThat(austria.until("MIS")).doesNotContain("DRW");

      // The phase is played: the votes are forgotten. In the Fall, six ask again, Turkey last.
      everyoneGoes(c);
      for (DaideScriptClient x : c.values()) {
        if (!x.powerName().equals("TUR")) {
          x.send("DRW");
          assertThat(x.next()).isEqualTo("YES ( DRW )");
        }
      }
      austria.send("MIS");
      assertThat(austria.until("MIS")).doesNotContain("DRW");
      c.get("TUR").send("DRW");
      for (DaideScriptClient x : c.values()) {
        List<String> before = x.until(t -> t.equals("DRW"));
        assertThat(before).doesNotContain("OFF");
        assertThat(x.next()).startsWith("SMR ( FAL 1901 ) ( AUS ( 'bot");
        assertThat(x.until("OFF")).isEqualTo("OFF");
      }
      assertThat(observer.until(t -> t.equals("DRW"))).isNotNull();
      Game g = s.awaitEnd(DaideServerTest.GUARD_MS);
      assertThat(g).as(String.join("\n", log)).isNotNull();
      assertThat(s.outcome()).startsWith("draw");
      Game read = DipjudgeFormat.read(save);
      assertThat(read.ending()).isPresent();
      GameEnding o = read.ending().get();
      assertThat(o.kind()).isEqualTo(GameEnding.Kind.AGREED_DRAW);
      assertThat(o.winners()).containsExactlyInAnyOrderElementsOf(map.powers());
      assertThat(read.position().phase().code()).isEqualTo("F1901M");
    } finally {
      closeAll(opened);
      closeAll(closing);
    }
  }

  @Test
  void tmeNoticesComeTheAskedSecondsBeforeEachDeadlineUntilCancelled() throws Exception {
    List<DaideScriptClient> opened = new ArrayList<>();
    try (DaideServer s = server(1901, null, 4)) {
      int port = s.start();
      DaideScriptClient first = new DaideScriptClient(port, tokens);
      opened.add(first);
      first.join("asker");
      for (String[] ask : new String[][] {{"TME ( 5 )", "REJ ( TME ( 5 ) )"}, {"TME ( -1 )", "REJ ( TME ( -1 ) )"},
          {"NOT ( TME ( 1 ) )", "REJ ( NOT ( TME ( 1 ) ) )"}, {"TME ( 1 )", "YES ( TME ( 1 ) )"},
          {"NOT ( TME ( 1 ) )", "YES ( NOT ( TME ( 1 ) ) )"}, {"TME ( 3 )", "YES ( TME ( 3 ) )"},
          {"TME ( 4 )", "YES ( TME ( 4 ) )"}}) {
        first.send(ask[0]);
        assertThat(first.next()).as(ask[0]).isEqualTo(ask[1]);
      }
      for (int i = 1; i < 7; i++) {
        DaideScriptClient c = new DaideScriptClient(port, tokens);
        opened.add(c);
        c.join("bot" + i);
      }
      Map<String, DaideScriptClient> c = started(opened);
      // Spring: TME ( 4 ) with the NOW, TME ( 3 ) a second later; then the asker cancels all and everyone goes.
      assertThat(first.next()).isEqualTo("TME ( 4 )");
      assertThat(first.next()).isEqualTo("TME ( 3 )");
      first.send("NOT ( TME )");
      assertThat(first.next()).isEqualTo("YES ( NOT ( TME ) )");
      everyoneGoes(c);
      // Fall: the deadline passes with no notice but the TME ( 4 ) after the NOW; no one ordered, so every power
      // is in civil disorder for the missed deadline.
      List<String> fall = first.until(t -> t.startsWith("ORD ( FAL 1901 )"));
      assertThat(fall).filteredOn(t -> !t.startsWith("CCD (")).containsExactly("TME ( 4 )");
      assertThat(fall).contains("CCD ( AUS )", "CCD ( TUR )");
      assertThat(log).anyMatch(l -> l.startsWith("deadline of F1901M"));
      assertThat(s.awaitEnd(DaideServerTest.GUARD_MS)).as(String.join("\n", log)).isNotNull();
    } finally {
      closeAll(opened);
    }
  }

  @Test
  void hstSendsAPlayedPhasesResultsAndThePositionAfterIt() throws Exception {
    List<DaideScriptClient> opened = new ArrayList<>();
    try (DaideServer s = server(1901, null, 0)) {
      int port = s.start();
      Map<String, DaideScriptClient> c = joinAll(port, tokens, 7, opened);
      DaideScriptClient austria = c.get("AUS");
      austria.send("HST ( SPR 1901 )");
      assertThat(austria.next()).isEqualTo("REJ ( HST ( SPR 1901 ) )");
      austria.send("ORD");
      assertThat(austria.next()).isEqualTo("REJ ( ORD )");
      austria.send("SUB ( ( AUS AMY VIE ) MTO GAL ) ( ( AUS AMY BUD ) MTO SER )");
      austria.until("MIS");
      everyoneGoes(c);
      int from = 0;
      while (!austria.received.get(from).startsWith("ORD ( SPR 1901 )")) {
        from++;
      }
      List<String> live = new ArrayList<>(austria.received.subList(from, austria.received.size()));
      assertThat(live).hasSize(22 + 2); // an ORD per unit, SCO, NOW

      austria.send("HST ( SPR 1901 )");
      List<String> history = new ArrayList<>();
      for (int i = 0; i < live.size(); i++) {
        history.add(austria.next());
      }
      assertThat(history).isEqualTo(live);
      austria.send("ORD");
      List<String> last = new ArrayList<>();
      for (int i = 0; i < 22; i++) {
        last.add(austria.next());
      }
      assertThat(last).isEqualTo(live.subList(0, 22));
      austria.send("HST ( SUM 1901 )"); // passed over: nobody was dislodged
      assertThat(austria.next()).isEqualTo("REJ ( HST ( SUM 1901 ) )");
      austria.send("HST ( FAL 1901 )"); // not played yet
      assertThat(austria.next()).isEqualTo("REJ ( HST ( FAL 1901 ) )");
      austria.send("HST ( FAL )");
      assertThat(austria.next()).startsWith("HUH ( HST ERR (");
    } finally {
      closeAll(opened);
    }
  }

  @Test
  void notSubWithdrawsOneOrderAndMisCountsItMissingAgain() throws Exception {
    List<DaideScriptClient> opened = new ArrayList<>();
    try (DaideServer s = server(1901, null, 0)) {
      int port = s.start();
      Map<String, DaideScriptClient> c = joinAll(port, tokens, 7, opened);
      DaideScriptClient austria = c.get("AUS");
      austria.send("SUB ( ( AUS AMY VIE ) MTO GAL ) ( ( AUS AMY BUD ) MTO SER ) ( ( AUS FLT TRI ) HLD )");
      for (int i = 0; i < 3; i++) {
        assertThat(austria.next()).startsWith("THX (").endsWith("( MBV )");
      }
      austria.send("MIS");
      assertThat(austria.next()).isEqualTo("MIS");
      austria.send("NOT ( SUB ( ( AUS AMY VIE ) MTO GAL ) )");
      assertThat(austria.next()).isEqualTo("YES ( NOT ( SUB ( ( AUS AMY VIE ) MTO GAL ) ) )");
      austria.send("MIS");
      assertThat(austria.next()).isEqualTo("MIS ( AUS AMY VIE )");
      austria.send("NOT ( SUB ( ( AUS AMY VIE ) MTO GAL ) )"); // gone already
      assertThat(austria.next()).isEqualTo("REJ ( NOT ( SUB ( ( AUS AMY VIE ) MTO GAL ) ) )");
      austria.send("NOT ( SUB ( ( AUS AMY BUD ) MTO RUM ) )"); // not the order given
      assertThat(austria.next()).isEqualTo("REJ ( NOT ( SUB ( ( AUS AMY BUD ) MTO RUM ) ) )");
      austria.send("NOT ( SUB ( ( AUS AMY BUD ) MTO ) )");
      assertThat(austria.next()).startsWith("HUH ( NOT ( SUB ERR (");
      everyoneGoes(c);
      assertThat(austria.received).contains("ORD ( SPR 1901 ) ( ( AUS AMY VIE ) HLD ) ( SUC )",
          "ORD ( SPR 1901 ) ( ( AUS AMY BUD ) MTO SER ) ( SUC )");
    } finally {
      closeAll(opened);
    }
  }

  @Test
  void whatTheServerDisbandsRemovesAndWaivesItselfIsSentAsOrd() throws Exception {
    List<DaideScriptClient> opened = new ArrayList<>();
    try (DaideServer s = server(1901, null, 0)) {
      int port = s.start();
      Map<String, DaideScriptClient> c = joinAll(port, tokens, 7, opened);
      c.get("GER").send("SUB ( ( GER AMY MUN ) MTO BUR )");
      c.get("AUS").send("SUB ( ( AUS AMY VIE ) MTO BOH )");
      c.get("TUR").send("SUB ( ( TUR AMY CON ) MTO BUL ) ( ( TUR FLT ANK ) MTO BLA )");
      c.get("RUS").send("SUB ( ( RUS FLT SEV ) MTO RUM )");
      everyoneGoes(c);
      // Fall: Austria takes Munich; Turkey dislodges the Russian fleet in Rumania, which has nowhere to go: the
      // Black Sea is Turkish, Bulgaria the attacker's origin, and Russia fills Sevastopol.
      c.get("AUS").send("SUB ( ( AUS AMY BOH ) MTO MUN )");
      c.get("RUS").send("SUB ( ( RUS AMY MOS ) MTO SEV )");
      c.get("TUR").send("SUB ( ( TUR AMY BUL ) MTO RUM ) ( ( TUR FLT BLA ) SUP ( TUR AMY BUL ) MTO RUM )");
      everyoneGoes(c);
      DaideScriptClient england = c.get("ENG");
      assertThat(england.received).contains("ORD ( FAL 1901 ) ( ( RUS FLT RUM ) HLD ) ( RET )");
      assertThat(england.lastText()).startsWith("NOW ( AUT 1901 )").contains("( RUS FLT RUM MRT ( ) )");
      // Russia does not order the disband DAIDE asks for: the server disbands the fleet.
      List<String> retreat = everyoneGoes(c);
      assertThat(retreat).contains("ORD ( AUT 1901 ) ( ( RUS FLT RUM ) DSB ) ( SUC )");
      assertThat(c.get("AUS").lastText()).startsWith("NOW ( WIN 1901 )").doesNotContain("RUS FLT RUM");
      // Winter: Germany (two centres, three units) removes nothing, the others build nothing.
      List<String> winter = everyoneGoes(c);
      List<String> removals = winter.stream().filter(t -> t.contains(" REM ) ( SUC )")).toList();
      assertThat(removals).hasSize(1);
      assertThat(removals.get(0)).startsWith("ORD ( WIN 1901 ) ( ( GER ");
      // Austria has Munich, Russia its four centres and three units, Turkey Rumania (not Bulgaria, left in the
      // Fall): one build each, waived.
      assertThat(winter.stream().filter(t -> t.contains(" WVE ) "))).containsExactlyInAnyOrder(
          "ORD ( WIN 1901 ) ( AUS WVE ) ( SUC )", "ORD ( WIN 1901 ) ( RUS WVE ) ( SUC )",
          "ORD ( WIN 1901 ) ( TUR WVE ) ( SUC )");
      // The ORD messages are the whole change: the unit removed is the one missing from the last NOW.
      String removed = removals.get(0).substring("ORD ( WIN 1901 ) ( ".length(), removals.get(0).indexOf(" REM"));
      String finalNow = c.get("AUS").lastText();
      assertThat(finalNow).startsWith("NOW ( SPR 1902 )");
      assertThat(finalNow).doesNotContain(removed);
      assertThat(s.awaitEnd(DaideServerTest.GUARD_MS)).as(String.join("\n", log)).isNotNull();
    } finally {
      closeAll(opened);
    }
  }
}
