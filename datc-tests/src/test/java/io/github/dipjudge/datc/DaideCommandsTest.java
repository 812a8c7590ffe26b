package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.daide.DaideTokens;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The DAIDE server's commands beyond ordering, each over real TCP sockets on 127.0.0.1 (a port the system chooses)
 * with seven clients the test drives message by message ({@link DaideScriptClient}): taking a power back with
 * {@code IAM}. Nothing waits on the clock.
 */
class DaideCommandsTest {
  final List<String> log = Collections.synchronizedList(new ArrayList<>());
  final GameMap map = GameMap.standard();
  final DaideTokens tokens = DaideTokens.of(map);

  private DaideServer server(int until, Path save, int deadline) {
    return new DaideServer(new DaideServer.Options(map, Rulebook.datc(), InetAddress.getLoopbackAddress(), 0,
        deadline, until, save, false), log::add);
  }

  /** Seven clients by power name; each has read its HLO and the first NOW. */
  private Map<String, DaideScriptClient> seven(int port, List<DaideScriptClient> opened) throws IOException {
    for (int i = 0; i < 7; i++) {
      DaideScriptClient c = new DaideScriptClient(port, tokens);
      opened.add(c);
      c.join("bot" + i);
    }
    return started(opened);
  }

  private static Map<String, DaideScriptClient> started(List<DaideScriptClient> clients) throws IOException {
    Map<String, DaideScriptClient> byPower = new LinkedHashMap<>();
    for (DaideScriptClient c : clients) {
      c.hello();
      c.until("NOW (");
      byPower.put(c.powerName(), c);
    }
    return byPower;
  }

  /** Every client sends GOF; then each reads up to the NOW of the next phase (or OFF); returns what AUS read. */
  private static List<String> everyoneGoes(Map<String, DaideScriptClient> clients) throws IOException {
    for (DaideScriptClient c : clients.values()) {
      c.send("GOF");
    }
    List<String> seen = null;
    for (DaideScriptClient c : clients.values()) {
      List<String> before = c.until(t -> t.startsWith("NOW (") || t.equals("OFF"));
      if (seen == null) {
        seen = before;
      }
    }
    return seen;
  }

  private static void closeAll(List<DaideScriptClient> clients) throws IOException {
    for (DaideScriptClient c : clients) {
      c.close();
    }
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
      Map<String, DaideScriptClient> c = seven(port, opened);
      DaideScriptClient austria = c.get("AUS");
      String now = austria.lastText();
      int passcode = austria.passcode;
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
}
