package io.github.dipjudge.adjudicate;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import io.github.dipjudge.rules.Rulebook.BuildSites;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Where a power builds: the rulebook's {@link BuildSites} and a map's {@code BUILD_ANY} flag together
 * ({@link Rulebook#buildSitesOn}), partisan sites, and the adjustment adjudicator and the generator following
 * {@link BuildSiteRules}.
 */
class BuildSiteRulesTest {
  private static final GameMap STANDARD = GameMap.standard();
  private static final Rulebook DATC = Rulebook.datc();
  private static final Rulebook ANY = DATC.toBuilder().buildSites(BuildSites.ANY_OWNED_CENTRE).build();

  private static List<String> ids(List<Province> ps) {
    return ps.stream().map(Province::id).toList();
  }

  /** The standard opening's centres after France took Belgium and Spain, with Paris and Marseilles emptied. */
  private static Position frenchWinter() {
    Power france = STANDARD.power("France");
    return Position.initial(STANDARD).toBuilder().phase(Phase.adjustment(1901))
        .removeUnit(STANDARD.province("par")).removeUnit(STANDARD.province("mar"))
        .owner(STANDARD.province("bel"), france).owner(STANDARD.province("spa"), france).build();
  }

  @Test
  void theMapFlagOrTheRulebookTurnsBuildingAnywhereOn() {
    assertThat(DATC.buildSites()).isEqualTo(BuildSites.HOME_CENTRES);
    assertThat(DATC.buildSitesOn(STANDARD)).isEqualTo(BuildSites.HOME_CENTRES);
    assertThat(ANY.buildSitesOn(STANDARD)).isEqualTo(BuildSites.ANY_OWNED_CENTRE);
    assertThat(DATC.buildSitesOn(GameMap.variant("chaos"))).isEqualTo(BuildSites.ANY_OWNED_CENTRE);
    assertThat(DATC.buildSitesOn(GameMap.variant("mila-modern"))).isEqualTo(BuildSites.ANY_OWNED_CENTRE);
    assertThat(DATC.buildSitesOn(GameMap.variant("modern"))).isEqualTo(BuildSites.HOME_CENTRES);
    for (String preset : Rulebook.presetNames()) {
      assertThat(Rulebook.preset(preset).settings()).containsEntry("build sites", "HOME_CENTRES");
    }
    assertThat(ANY.settings()).containsEntry("build sites", "ANY_OWNED_CENTRE");
    assertThat(ANY).isNotEqualTo(DATC);
    assertThat(DATC.with(BuildSites.ANY_OWNED_CENTRE)).isEqualTo(ANY);
  }

  @Test
  void homeCentresFirstThenOtherOwnedCentres() {
    Position pos = frenchWinter();
    Power france = STANDARD.power("France");
    assertThat(ids(BuildSiteRules.sites(pos, france, DATC))).containsExactly("par", "mar");
    assertThat(ids(BuildSiteRules.sites(pos, france, ANY))).containsExactly("par", "mar", "bel", "spa");
  }

  @Test
  void theAdjudicatorAndTheGeneratorFollowTheRulebook() {
    Position pos = frenchWinter();
    Power france = STANDARD.power("France");
    Build belgium = new Build(Optional.of(france), Optional.of(UnitType.ARMY), STANDARD.location("bel"));
    Build unnamed = new Build(Optional.empty(), Optional.of(UnitType.FLEET), STANDARD.location("spa/sc"));
    AdjustmentResult home = Adjudicator.create(STANDARD, DATC).adjustment(pos, List.of(belgium, unnamed));
    assertThat(home.results()).extracting(OrderResult::reason)
        .containsExactly(Reason.NOT_HOME_CENTRE, Reason.NOT_HOME_CENTRE);
    AdjustmentResult any = Adjudicator.create(STANDARD, ANY).adjustment(pos, List.of(belgium, unnamed));
    assertThat(any.results()).extracting(OrderResult::reason).containsExactly(Reason.BUILT, Reason.BUILT);
    // A build naming no power is its owner's, where the centre is no one's home.
    assertThat(any.built()).extracting(Unit::power).containsOnly(france);
    List<Order> generated = LegalOrders.create(STANDARD, ANY).orders(pos);
    assertThat(generated).contains(belgium, new Build(Optional.of(france), Optional.of(UnitType.FLEET),
        STANDARD.location("spa/sc")));
    assertThat(LegalOrders.create(STANDARD, DATC).orders(pos)).doesNotContain(belgium);
  }

  @Test
  void buildingAnywhereStillNeedsAnOwnedSupplyCentre() {
    Position pos = frenchWinter();
    Power france = STANDARD.power("France");
    Build holland = new Build(Optional.of(france), Optional.of(UnitType.ARMY), STANDARD.location("hol"));
    Build burgundy = new Build(Optional.of(france), Optional.of(UnitType.ARMY), STANDARD.location("bur"));
    AdjustmentResult r = Adjudicator.create(STANDARD, ANY).adjustment(pos, List.of(holland, burgundy));
    assertThat(r.results()).extracting(OrderResult::reason)
        .containsExactly(Reason.CENTRE_NOT_OWNED, Reason.NOT_SUPPLY_CENTRE);
  }

  @Test
  void aPartisanSiteOpensWhileSomeButNotAllHomeCentresAreOwned() {
    GameMap map = GameMap.variant("1900");
    Power russia = map.power("russia");
    Power germany = map.power("germany");
    Province sib = map.province("sib");
    assertThat(russia.partisanSites()).containsExactly(sib);
    Position.Builder b = Position.builder(map).phase(Phase.adjustment(1901));
    for (Province h : russia.homeCentres()) {
      b.owner(h, russia);
    }
    b.owner(map.province("rum"), russia);
    Position all = b.build();
    assertThat(BuildSiteRules.partisanSitesOpen(all, russia)).isFalse();
    assertThat(ids(BuildSiteRules.sites(all, russia, DATC))).doesNotContain("sib");
    Position some = all.toBuilder().owner(map.province("stp"), germany).build();
    assertThat(BuildSiteRules.partisanSitesOpen(some, russia)).isTrue();
    assertThat(ids(BuildSiteRules.sites(some, russia, DATC))).endsWith("sib");
    Position.Builder none = some.toBuilder();
    for (Province h : russia.homeCentres()) {
      none.owner(h, germany);
    }
    assertThat(BuildSiteRules.partisanSitesOpen(none.build(), russia)).isFalse();
    // An occupied partisan site is no site; the adjudicator says why a closed one is refused.
    Position occupied = some.toBuilder().unit(Unit.of(germany, UnitType.ARMY, sib.location())).build();
    assertThat(ids(BuildSiteRules.sites(occupied, russia, DATC))).doesNotContain("sib");
    Build siberia = new Build(Optional.empty(), Optional.of(UnitType.ARMY), sib.location());
    AdjustmentResult closed = Adjudicator.create(map, DATC).adjustment(all, List.of(siberia));
    assertThat(closed.results().get(0).reason()).isEqualTo(Reason.PARTISAN_SITE_CLOSED);
    AdjustmentResult open = Adjudicator.create(map, DATC).adjustment(some, List.of(siberia));
    assertThat(open.results().get(0).reason()).isEqualTo(Reason.BUILT);
    assertThat(open.built()).containsExactly(Unit.of(russia, UnitType.ARMY, sib.location()));
  }
}
