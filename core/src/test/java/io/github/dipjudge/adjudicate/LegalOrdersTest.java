package io.github.dipjudge.adjudicate;

import static io.github.dipjudge.adjudicate.LegalOrdersBoards.ENGLISH;
import static io.github.dipjudge.adjudicate.LegalOrdersBoards.MAP;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Convoy;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.order.Waive;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Examples of {@link LegalOrders}: the opening position and DATC cases about legality (6.D.31, 6.G.19, 6.F.12). */
class LegalOrdersTest {
  private static final Rulebook DATC = Rulebook.datc();

  /** An order in English notation with its power written ("France: A Par - Bur"). */
  private static Order order(String text) {
    Order o = ENGLISH.parse(text);
    assertThat(o.power()).as("the example names its power: %s", text).isPresent();
    return o;
  }

  private static Set<Order> generated(Position pos, Rulebook rules) {
    return new HashSet<>(LegalOrders.create(MAP, rules).orders(pos));
  }

  private static Position movement(String... units) {
    Position.Builder b = Position.builder(MAP).phase(Phase.springMovement(1901));
    for (String u : units) {
      String[] parts = u.split(" ", 3);
      b.unit(Unit.of(MAP.power(parts[0]), UnitType.ofLetter(parts[1].charAt(0)), MAP.location(parts[2])));
    }
    return b.build();
  }

  // ============================================================================================ opening

  @Test
  void openingPositionHas238LegalOrdersUnderTheDatcPreferences() {
    Position pos = Position.initial(MAP);
    LegalOrders lo = LegalOrders.create(MAP, DATC);
    assertThat(lo.generate(pos)).isEqualTo(238);
    assertThat(lo.slotCount()).isEqualTo(22);
    for (int s = 0; s < lo.slotCount(); s++) {
      assertThat(LegalOrders.kind(lo.code(lo.slotStart(s)))).as("each slot starts with the hold")
          .isEqualTo(LegalOrders.HOLD);
    }
    ImmutableList<Order> orders = lo.orders(pos);
    assertThat(orders).hasSize(238).doesNotHaveDuplicates();
    assertThat(orders).contains(order("France: A Par - Bur"), order("England: F Lon - Wal"),
        order("Germany: F Kie - Den"), order("Russia: F StP/sc - Bot"), order("France: A Par S A Mar - Bur"),
        order("Italy: A Ven H"));
    assertThat(orders).doesNotContain(order("France: A Par - Lon"), order("France: A Par - Bur via convoy"),
        order("Russia: F StP/sc - Bar"), order("France: A Par S A Par - Bur"), order("England: F Lon - Yor via convoy"));
    assertThat(orders).noneMatch(o -> o instanceof Build || o instanceof Convoy || o instanceof Waive)
        .allMatch(o -> o.power().isPresent());
    // Exactly the canonical orders the adjudicator accepts.
    assertThat(new HashSet<>(orders)).isEqualTo(LegalOrdersBoards.legalCandidates(pos, DATC));
  }

  @Test
  void openingPositionUnderEachRulebook() {
    Position pos = Position.initial(MAP);
    for (Rulebook rules : LegalOrdersBoards.RULEBOOKS) {
      Rulebook.ConvoyToAdjacentProvince adj = rules.convoyToAdjacent();
      // 1971, 2000 (with land fallback) and webDiplomacy (by land without a chain of convoy orders) also accept "via
      // convoy" for each of the 61 army moves to a neighbour.
      int expected = adj == Rulebook.ConvoyToAdjacentProvince.RULE_1971
          || adj == Rulebook.ConvoyToAdjacentProvince.RULE_2000_FALLBACK
          || adj == Rulebook.ConvoyToAdjacentProvince.EXPLICIT_VIA_LAND_WITHOUT_CHAIN ? 299 : 238;
      Set<Order> generated = generated(pos, rules);
      assertThat(generated).as("under %s", rules).hasSize(expected)
          .isEqualTo(LegalOrdersBoards.legalCandidates(pos, rules));
      assertThat(generated.contains(order("France: A Par - Bur via convoy"))).as("under %s", rules)
          .isEqualTo(expected == 299);
    }
  }

  @Test
  void emptyBoardHasNoOrders() {
    Position pos = Position.builder(MAP).phase(Phase.springMovement(1901)).build();
    LegalOrders lo = LegalOrders.create(MAP, DATC);
    assertThat(lo.generate(pos)).isZero();
    assertThat(lo.slotCount()).isZero();
    assertThat(lo.orders(pos)).isEmpty();
  }

  // ============================================================================================ DATC cases

  /** DATC 6.D.31: the only convoy of A Rumania to Armenia is through the Black Sea, which cannot also support it. */
  @Test
  void datc6D31TrickyImpossibleSupportIsNotGenerated() {
    Position pos = movement("Austria A rum", "Turkey F bla");
    Set<Order> generated = generated(pos, DATC);
    assertThat(generated).doesNotContain(order("Turkey: F Black Sea Supports A Rumania - Armenia"));
    assertThat(generated).contains(order("Austria: A Rumania - Armenia"),
        order("Austria: A Rumania - Armenia via convoy"), order("Turkey: F Black Sea Convoys A Rumania - Armenia"),
        order("Turkey: F Black Sea Supports A Rumania"), order("Turkey: F Black Sea Supports A Rumania - Bulgaria"));
    assertThat(generated).isEqualTo(LegalOrdersBoards.legalCandidates(pos, DATC));
    // A fleet in Ankara (a coast: it cannot convoy) gives the army no other route.
    Position two = movement("Austria A rum", "Turkey F bla", "Turkey F ank");
    assertThat(generated(two, DATC)).doesNotContain(order("Turkey: F Black Sea Supports A Rumania - Armenia"));
  }

  /** DATC 6.G.19: the fleet in the Western Mediterranean is needed by no route from Marseilles to Spain. */
  @Test
  void datc6G19UnnecessaryConvoyIsNotGenerated() {
    Position pos = movement("France A mar", "France F wes", "Italy F gol", "Italy A spa");
    Set<Order> generated = generated(pos, DATC);
    assertThat(generated).doesNotContain(order("France: F Western Mediterranean Convoys A Marseilles - Spain"));
    assertThat(generated).contains(order("Italy: F Gulf of Lyon Convoys A Marseilles - Spain"),
        order("Italy: F Gulf of Lyon Convoys A Spain - Marseilles"),
        order("France: F Western Mediterranean Convoys A Marseilles - North Africa"),
        order("France: A Marseilles - Spain via convoy"), order("France: A Marseilles - North Africa"));
    assertThat(generated).isEqualTo(LegalOrdersBoards.legalCandidates(pos, DATC));
  }

  /** DATC 6.F.12: the fleet in the Irish Sea is on no route from London to Belgium. */
  @Test
  void datc6F12ConvoyingFleetNotOnRouteIsNotGenerated() {
    Position pos = movement("England F eng", "England A lon", "England F iri", "France F nao", "France F mao");
    Set<Order> generated = generated(pos, DATC);
    assertThat(generated).doesNotContain(order("England: F Irish Sea Convoys A London - Belgium"));
    assertThat(generated).contains(order("England: F English Channel Convoys A London - Belgium"),
        order("England: F Irish Sea Convoys A London - Liverpool"),
        order("France: F Mid-Atlantic Ocean - Irish Sea"),
        order("France: F North Atlantic Ocean Supports F Mid-Atlantic Ocean - Irish Sea"));
    assertThat(generated).isEqualTo(LegalOrdersBoards.legalCandidates(pos, DATC));
  }

  // ============================================================================================ other phases

  /** DATC 4.A.5: after an attack by convoy, the retreat to the attacker's origin depends on the rulebook. */
  @Test
  void retreatToTheOriginOfAConvoyedAttacker() {
    Power france = MAP.power("France");
    Position pos = Position.builder(MAP).phase(new Phase(1901, Season.FALL, PhaseType.RETREAT))
        .unit(Unit.of(MAP.power("England"), UnitType.ARMY, MAP.location("bre")))
        .dislodged(new DislodgedUnit(Unit.of(france, UnitType.ARMY, MAP.location("bre")), MAP.province("pic"), true))
        .build();
    Order toOrigin = order("France: A Brest R Picardy");
    assertThat(generated(pos, DATC)).contains(toOrigin, order("France: A Brest R Gascony"),
        order("France: Disband A Brest"));
    assertThat(generated(pos, Rulebook.datc().with("4.A.5", "A_NEVER"))).doesNotContain(toOrigin)
        .contains(order("France: Disband A Brest"));
  }

  /** Builds in vacant owned home centres, waives per DATC 4.D.7, fleets inland per DATC 4.C.4. */
  @Test
  void buildsWaivesAndFleetsInland() {
    Power germany = MAP.power("Germany");
    Position pos = Position.builder(MAP).phase(Phase.adjustment(1901))
        .owner(MAP.province("mun"), germany).owner(MAP.province("kie"), germany).owner(MAP.province("ber"), germany)
        .unit(Unit.of(germany, UnitType.ARMY, MAP.location("ber"))).build();
    Set<Order> datc = generated(pos, DATC);
    assertThat(datc).containsExactlyInAnyOrder(order("Germany: Build A Munich"), order("Germany: Build A Kiel"),
        order("Germany: Build F Kiel"), Waive.of(germany));
    assertThat(generated(pos, Rulebook.datc().with("4.D.7", "B_NOT_ALLOWED"))).doesNotContain(Waive.of(germany))
        .hasSize(3);
    assertThat(generated(pos, Rulebook.datc().with("4.C.4", "B_BUILDS_ARMY")))
        .contains(order("Germany: Build F Munich")).hasSize(5);
    for (Rulebook rules : List.of(DATC, Rulebook.datc().with("4.C.4", "B_BUILDS_ARMY"))) {
      assertThat(generated(pos, rules)).isEqualTo(LegalOrdersBoards.legalCandidates(pos, rules));
    }
    assertThat(datc).allMatch(o -> !(o instanceof UnitOrder) || o.power().isPresent());
  }

  @Test
  void aCodeDecodedInAPositionItDoesNotFitIsRefusedNamingTheMissingUnit() {
    LegalOrders lo = LegalOrders.create(MAP, DATC);
    Position near = movement("France A Par", "France A Bur");
    int support = -1;
    int count = lo.generate(near);
    for (int i = 0; i < count; i++) {
      int c = lo.code(i);
      if (LegalOrders.kind(c) == LegalOrders.SUPPORT_HOLD
          && LegalOrders.unitLocation(c) == MAP.location("par").index()) {
        support = c;
      }
    }
    int code = support;
    assertThat(code).as("A Par S A Bur").isNotEqualTo(-1);
    assertThat(lo.orders(near)).contains(lo.decode(near, code));
    // Paris is still there, the supported unit is gone: refused, although the generator has just made the values of a
    // position with it.
    Position alone = movement("France A Par", "France A Mar");
    assertThatThrownBy(() -> lo.decode(alone, code)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("not a legal order of this position (Spring 1901 Movement): code 0x%08X (SUPPORT_HOLD, unit par, "
            + "target bur)", code);
  }
}
