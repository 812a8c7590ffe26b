package io.github.dipjudge.datc;

import static io.github.dipjudge.datc.DaideScriptClient.everyoneGoes;
import static io.github.dipjudge.datc.DaideScriptClient.joinAll;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.daide.DaideTokens;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.Turn;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The DAIDE server on maps with DPjudge's dummy powers, over real TCP sockets on 127.0.0.1 with clients the test
 * drives message by message ({@link DaideScriptClient}): on {@code sengoku} the eight powers that are no dummy start
 * the game without Neutral, which every client is still told of, and the builds that {@code CD_BUILDS} makes for a
 * power that ordered nothing are sent as {@code ORD} builds, with no waive for them. Nothing waits on the clock:
 * every read is bounded by a count of messages and a hang guard far above what it takes.
 */
class DaideDummiesTest {
  final List<String> log = Collections.synchronizedList(new ArrayList<>());

  private DaideServer server(GameMap map, int until) {
    return new DaideServer(new DaideServer.Options(map, Rulebook.datc(), InetAddress.getLoopbackAddress(), 0, 0,
        until, null, false), log::add);
  }

  /** Every client sends GOF and reads up to the NOW that starts with the text (phases may pass by themselves). */
  private static void goTo(Map<String, DaideScriptClient> clients, String now) throws IOException {
    for (DaideScriptClient c : clients.values()) {
      c.send("GOF");
    }
    for (DaideScriptClient c : clients.values()) {
      c.until(now);
    }
  }

  @Test
  void sengokusNeutralIsNoSeatAndItsCdBuildsAreSentAsOrdWithoutWaives() throws Exception {
    GameMap map = GameMap.variant("sengoku");
    DaideTokens tokens = DaideTokens.of(map);
    List<DaideScriptClient> opened = new ArrayList<>();
    try (DaideServer s = server(map, 1570)) {
      int port = s.start();
      // Eight clients for the eight powers that are no dummy: the game starts without a client for Neutral.
      Map<String, DaideScriptClient> c = joinAll(port, tokens, 8, opened);
      assertThat(c.keySet()).containsExactly("ASA", "CHO", "HOJ", "MOR", "ODA", "SHI", "TAK", "UES");
      DaideScriptClient mori = c.get("MOR");
      assertThat(mori.lastText()).startsWith("NOW ( SPR 1570 )").contains("( NEU AMY HIZ )");
      // A ninth client gets no seat, and Neutral cannot be taken with IAM.
      try (DaideScriptClient late = new DaideScriptClient(port, tokens)) {
        late.send("NME ( 'late' ) ( '1' )");
        assertThat(late.until("REJ (")).startsWith("REJ ( NME");
        late.send("IAM ( NEU ) ( 0 )");
        assertThat(late.until("REJ (")).startsWith("REJ ( IAM ( NEU )");
        late.send("MDF");
        assertThat(late.until("MDF (")).startsWith("MDF ( ASA CHO HOJ MOR ODA SHI TAK UES NEU )");
      }
      // Mori takes Bingo, a centre no one owns: one build due in the Winter, and Mori orders nothing.
      mori.send("SUB ( ( MOR AMY IWA ) MTO AKI )");
      everyoneGoes(c);
      mori.send("SUB ( ( MOR AMY AKI ) MTO BIN )");
      everyoneGoes(c);
      assertThat(mori.lastText()).startsWith("NOW ( WIN 1570 )");
      List<String> winter = everyoneGoes(c);
      Game g = s.awaitEnd(DaideServerTest.GUARD_MS);
      assertThat(g).as(String.join("\n", log)).isNotNull();
      Turn last = g.history().get(g.history().size() - 1);
      List<Unit> built = ((AdjustmentResult) last.result()).builtByCivilDisorder();
      assertThat(built).hasSize(1);
      Unit u = built.get(0); // on a site of Mori's, none of which has split coasts
      String ord = "ORD ( WIN 1570 ) ( ( MOR " + (u.type() == io.github.dipjudge.map.UnitType.ARMY ? "AMY " : "FLT ")
          + tokens.text(tokens.province(u.province())) + " ) BLD ) ( SUC )";
      assertThat(winter).as(String.join("\n", winter)).contains(ord);
      assertThat(winter).noneMatch(t -> t.contains("WVE"));
    } finally {
      for (DaideScriptClient o : opened) {
        o.close();
      }
    }
  }

  /**
   * Zeus's first phase is the Winter 1939 adjustments, India a dummy. The U.S.A. owns four home centres, but
   * California is an alternative of New York that year: it may build three (BuildSiteRules.buildLimit). It builds
   * one by order; the server reports two waives, not the three that centres less units would give. Every other power
   * orders nothing and builds in civil disorder (CD_BUILDS), each build sent as an ORD.
   */
  @Test
  void zeusWaivesAreTheCappedBuildsDueLessWhatWasBuilt() throws Exception {
    GameMap map = GameMap.variant("zeus");
    DaideTokens tokens = DaideTokens.of(map);
    List<DaideScriptClient> opened = new ArrayList<>();
    try (DaideServer s = server(map, 1939)) {
      int port = s.start();
      Map<String, DaideScriptClient> c = joinAll(port, tokens, 7, opened);
      assertThat(c).doesNotContainKey("IND").containsKey("USA");
      DaideScriptClient usa = c.get("USA");
      usa.send("SUB ( ( USA AMY NYO ) BLD )");
      assertThat(usa.until("THX (")).isEqualTo("THX ( ( USA AMY NYO ) BLD ) ( MBV )");
      List<String> winter = everyoneGoes(c);
      Game g = s.awaitEnd(DaideServerTest.GUARD_MS);
      assertThat(g).as(String.join("\n", log)).isNotNull();
      assertThat(winter).contains("ORD ( WIN 1939 ) ( ( USA AMY NYO ) BLD ) ( SUC )");
      assertThat(winter.stream().filter(t -> t.contains("( USA WVE )"))).as(String.join("\n", winter)).hasSize(2);
      AdjustmentResult ar = (AdjustmentResult) g.history().get(0).result();
      assertThat(ar.builtByCivilDisorder()).isNotEmpty();
      assertThat(winter.stream().filter(t -> t.endsWith(" BLD ) ( SUC )"))).hasSize(ar.built().size());
    } finally {
      for (DaideScriptClient o : opened) {
        o.close();
      }
    }
  }

  /**
   * Vassal: Germany dislodges Holland's fleet (disbanded: a dummy in civil disorder), stands in Holland after the Fall
   * and so controls Holland; it leaves, Holland builds in civil disorder in the Winter of 1902 (CD_BUILDS), and in
   * Spring 1903 Germany's MIS lists Holland's unit after its own, its order for that unit is taken (THX MBV, not
   * NYU), and once it has ordered every unit it controls the phase goes on without its GOF, Holland's unit holding as
   * ordered.
   */
  @Test
  void aControllersClientOrdersItsVassal() throws Exception {
    GameMap map = GameMap.variant("vassal");
    DaideTokens tokens = DaideTokens.of(map);
    io.github.dipjudge.map.Power holland = map.power("holland");
    io.github.dipjudge.map.Location hol = map.province("hol").location();
    List<DaideScriptClient> opened = new ArrayList<>();
    try (DaideServer s = server(map, 1903)) {
      int port = s.start();
      Map<String, DaideScriptClient> c = joinAll(port, tokens, 7, opened);
      assertThat(c.keySet()).containsExactly("AUS", "ENG", "FRA", "GER", "ITA", "RUS", "TUR");
      DaideScriptClient germany = c.get("GER");
      // The Winter 1900 adjustments wait for no one (only the dummies build, in civil disorder): Spring 1901 follows.
      for (DaideScriptClient o : c.values()) {
        o.until("NOW ( SPR 1901 )");
      }
      germany.send("SUB ( ( GER AMY MUN ) MTO RUH ) ( ( GER FLT KIE ) MTO HEL )");
      goTo(c, "NOW ( FAL 1901 )");
      germany.send("SUB ( ( GER AMY RUH ) MTO HOL ) ( ( GER FLT HEL ) SUP ( GER AMY RUH ) MTO HOL )");
      // Holland's fleet is dislodged and disbanded; no Winter: no power has builds or removals due.
      goTo(c, "NOW ( SPR 1902 )");
      assertThat(germany.lastText()).contains("( GER AMY HOL )");
      germany.send("SUB ( ( GER AMY HOL ) MTO RUH )");
      goTo(c, "NOW ( FAL 1902 )");
      // Holland, Germany's vassal, builds in civil disorder in the Winter, which waits for no one.
      goTo(c, "NOW ( SPR 1903 )");
      assertThat(germany.lastText()).contains("( HOL ");
      germany.send("SUB ( ( GER AMY BER ) HLD ) ( ( GER FLT HEL ) HLD ) ( ( GER AMY RUH ) HLD )");
      String mis = germany.until("MIS");
      assertThat(mis).matches("MIS \\( HOL (AMY|FLT) HOL \\)");
      io.github.dipjudge.map.UnitType type = mis.contains("AMY") ? io.github.dipjudge.map.UnitType.ARMY
          : io.github.dipjudge.map.UnitType.FLEET;
      for (DaideScriptClient o : c.values()) {
        if (o != germany) {
          o.send("GOF");
        }
      }
      germany.send(io.github.dipjudge.daide.DaideMessage.builder(tokens).word("SUB").open().unit(holland, type, hol)
          .word("HLD").close().build());
      String unit = mis.substring("MIS ".length());
      assertThat(germany.until("THX (")).isEqualTo("THX ( " + unit + " HLD ) ( MBV )");
      List<String> spring = germany.until(t -> t.startsWith("NOW ("));
      assertThat(spring).contains("ORD ( SPR 1903 ) ( " + unit + " HLD ) ( SUC )");
      assertThat(germany.lastText()).startsWith("NOW ( FAL 1903 )");
      for (DaideScriptClient o : opened) {
        o.close();
      }
      assertThat(s.awaitEnd(DaideServerTest.GUARD_MS)).as(String.join("\n", log)).isNotNull();
    } finally {
      for (DaideScriptClient o : opened) {
        o.close();
      }
    }
  }
}
