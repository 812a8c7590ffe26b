package io.github.dipjudge.rules.variant;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.game.OrderSheet;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * zeus's alternative home centre (California for the U.S.A.; of New York only in the Winter 1939 adjustments) in
 * {@link BuildSiteRules}, the order sheet and the legal-order generator: the sites, the cap and the groups.
 */
class AlternativeHomesTest {
  private static final GameMap ZEUS = GameMap.variant("zeus");
  private static final Rulebook DATC = Rulebook.datc();
  private static final Power USA = ZEUS.power("USA");

  private static List<String> ids(List<Province> ps) {
    return ps.stream().map(Province::id).toList();
  }

  @Test
  void atTheStartThreeBuildsAndCaliforniaWithNewYorkAGroup() {
    Position start = Position.initial(ZEUS);
    assertThat(ids(BuildSiteRules.sites(start, USA, DATC))).containsExactly("cal", "haw", "nyo", "was");
    assertThat(BuildSiteRules.buildLimit(start, USA, DATC)).isEqualTo(3);
    assertThat(BuildSiteRules.alternativeGroups(start, USA, BuildSiteRules.sites(start, USA, DATC)))
        .extracting(AlternativeHomesTest::ids).containsExactly(List.of("cal", "nyo"));
    assertThat(OrderSheet.of(start, DATC).buildsDue(USA)).isEqualTo(3);
    LegalOrders g = LegalOrders.create(ZEUS, DATC);
    g.generate(start);
    for (int slot = 0; slot < g.slotCount(); slot++) {
      if (g.slotPower(slot) == USA) {
        assertThat(g.slotDue(slot)).isEqualTo(3);
      }
    }
    // A power without alternatives: every site counts.
    Power japan = ZEUS.power("Japan");
    assertThat(BuildSiteRules.buildLimit(start, japan, DATC)).isEqualTo(3);
    assertThat(BuildSiteRules.alternativeGroups(start, japan, BuildSiteRules.sites(start, japan, DATC))).isEmpty();
  }

  @Test
  void aLaterWinterMakesCaliforniaAnAlternativeOfEveryHomeCentre() {
    Position start = Position.initial(ZEUS);
    Position w1940 = start.toBuilder().phase(Phase.adjustment(1940))
        .unit(Unit.of(USA, io.github.dipjudge.map.UnitType.ARMY, ZEUS.location("was"))).build();
    assertThat(BuildSiteRules.alternativeGroups(w1940, USA, BuildSiteRules.sites(w1940, USA, DATC)))
        .extracting(AlternativeHomesTest::ids).containsExactly(List.of("cal", "haw", "nyo"));
    assertThat(BuildSiteRules.buildLimit(w1940, USA, DATC)).isEqualTo(2);
  }

  @Test
  void inWinter1939CaliforniaIsNoSiteWhileNewYorkIsOccupied() {
    Position start = Position.initial(ZEUS);
    Position occupied = start.toBuilder()
        .unit(Unit.of(USA, io.github.dipjudge.map.UnitType.ARMY, ZEUS.location("nyo"))).build();
    assertThat(ids(BuildSiteRules.sites(occupied, USA, DATC))).containsExactly("haw", "was");
    Position w1940 = occupied.toBuilder().phase(Phase.adjustment(1940)).build();
    assertThat(ids(BuildSiteRules.sites(w1940, USA, DATC))).containsExactly("cal", "haw", "was");
    assertThat(BuildSiteRules.buildLimit(w1940, USA, DATC)).isEqualTo(2);
  }
}
