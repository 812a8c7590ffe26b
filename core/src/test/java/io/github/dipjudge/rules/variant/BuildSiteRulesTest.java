package io.github.dipjudge.rules.variant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Outcome;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook.BuildSites;
import io.github.dipjudge.rules.Rulebook;
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
  void theSiteCountIsTheSitesListsSize() {
    Position pos = frenchWinter();
    assertThat(BuildSiteRules.siteCount(pos, STANDARD.power("France"), DATC)).isEqualTo(2);
    assertThat(BuildSiteRules.siteCount(pos, STANDARD.power("France"), ANY)).isEqualTo(4);
    assertThat(BuildSiteRules.siteCount(pos, STANDARD.power("Italy"), DATC)).isEqualTo(0);
    Power elsewhere = GameMap.variant("ancmed").powers().get(0);
    assertThatThrownBy(() -> BuildSiteRules.siteCount(pos, elsewhere, DATC))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is not of map");
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

  /** The standard map with DPjudge RULE flags set, as a map file in the project's format sets them. */
  static GameMap standardWith(String flags) throws Exception {
    String text;
    try (var in = GameMap.class.getResourceAsStream("standard.map")) {
      text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
    text = text.replace("map standard | Standard\n", "map flagged | Flagged\nrules " + flags + "\n");
    GameMap map = GameMap.parse("flagged.map", text);
    assertThat(map.ruleFlags()).containsExactly(flags.split(" "));
    return map;
  }

  /** France in a 1901 adjustment owning Belgium and Spain and, of its homes, those given; no unit anywhere. */
  private static Position frenchCentres(GameMap map, String... homes) {
    Power france = map.power("France");
    Position.Builder b = Position.builder(map).phase(Phase.adjustment(1901)).owner(map.province("bel"), france)
        .owner(map.province("spa"), france).owner(map.province("mun"), france);
    for (String h : homes) {
      b.owner(map.province(h), france);
    }
    return b.build();
  }

  @Test
  void remoteBuildsBuildsOnAnyOwnedCentreWhileAHomeCentreIsOwned() throws Exception {
    GameMap map = standardWith("REMOTE_BUILDS");
    Power france = map.power("France");
    assertThat(DATC.buildSitesOn(map)).isEqualTo(BuildSites.ANY_OWNED_CENTRE);
    Position withHome = frenchCentres(map, "mar");
    assertThat(ids(BuildSiteRules.sites(withHome, france, DATC))).containsExactly("mar", "bel", "mun", "spa");
    Build munich = new Build(Optional.of(france), Optional.of(UnitType.ARMY), map.location("mun"));
    AdjustmentResult r = Adjudicator.create(map, DATC).adjustment(withHome, List.of(munich));
    assertThat(r.results()).extracting(OrderResult::reason).containsExactly(Reason.BUILT);
    assertThat(LegalOrders.create(map, DATC).orders(withHome)).contains(munich);
  }

  @Test
  void remoteBuildsWithoutAHomeCentreBuildsNowhere() throws Exception {
    GameMap map = standardWith("REMOTE_BUILDS");
    Power france = map.power("France");
    Position noHome = frenchCentres(map);
    assertThat(BuildSiteRules.sites(noHome, france, DATC)).isEmpty();
    assertThat(BuildSiteRules.sites(noHome, france, ANY)).as("whatever the rulebook says").isEmpty();
    Build munich = new Build(Optional.of(france), Optional.of(UnitType.ARMY), map.location("mun"));
    AdjustmentResult r = Adjudicator.create(map, DATC).adjustment(noHome, List.of(munich));
    assertThat(r.results()).extracting(OrderResult::reason).containsExactly(Reason.NO_HOME_CENTRE_OWNED);
    assertThat(r.results().get(0).outcome()).isEqualTo(Outcome.ILLEGAL);
    assertThat(LegalOrders.create(map, DATC).orders(noHome)).noneMatch(o -> o instanceof Build);
    // Under BUILD_ANY alone the same position builds in Munich.
    GameMap any = standardWith("BUILD_ANY");
    assertThat(ids(BuildSiteRules.sites(frenchCentres(any), any.power("France"), DATC)))
        .containsExactly("bel", "mun", "spa");
  }

  @Test
  void homeBuildsBuildsOnAnyPowersHomeCentreThatIsOwned() throws Exception {
    GameMap map = standardWith("HOME_BUILDS");
    Power france = map.power("France");
    assertThat(DATC.buildSitesOn(map)).isEqualTo(BuildSites.HOME_CENTRES);
    Position pos = frenchCentres(map, "par");
    // Munich is Germany's home: a site; Belgium and Spain are nobody's home: no sites.
    assertThat(ids(BuildSiteRules.sites(pos, france, DATC))).containsExactly("par", "mun");
    Build munich = new Build(Optional.empty(), Optional.of(UnitType.ARMY), map.location("mun"));
    Build belgium = new Build(Optional.of(france), Optional.of(UnitType.ARMY), map.location("bel"));
    AdjustmentResult r = Adjudicator.create(map, DATC).adjustment(pos, List.of(munich, belgium));
    assertThat(r.results()).extracting(OrderResult::reason).containsExactly(Reason.BUILT, Reason.NOT_HOME_CENTRE);
    assertThat(r.built()).extracting(Unit::power).containsExactly(france);
    // Germany, which does not own Munich, may not build there.
    Build german = new Build(Optional.of(map.power("Germany")), Optional.of(UnitType.ARMY), map.location("mun"));
    Position germany = pos.toBuilder().owner(map.province("ber"), map.power("Germany")).build();
    assertThat(Adjudicator.create(map, DATC).adjustment(germany, List.of(german)).results())
        .extracting(OrderResult::reason).containsExactly(Reason.CENTRE_NOT_OWNED);
    assertThat(LegalOrders.create(map, DATC).orders(pos)).contains(new Build(Optional.of(france),
        Optional.of(UnitType.ARMY), map.location("mun"))).doesNotContain(belgium);
    // With BUILD_ANY as well, every owned centre (Game.buildSites() looks at BUILD_ANY first).
    assertThat(ids(BuildSiteRules.sites(pos, france, ANY))).containsExactly("par", "bel", "mun", "spa");
  }
}
