package io.github.dipjudge.rules.variant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.DipjudgeFormat;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.order.Waive;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.PositionHash;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * DPjudge's {@code RULE MOBILIZE} ({@code 1898}: an empty board, each power's first build on a home centre it
 * chooses, which it then owns) and {@code NEWHOMES} ({@code 1897}: no home centres until the adjustments of 1899,
 * then the centres each power owns): the position's pending centres and home centres, the build sites, the
 * adjudicator, the generator, both saved-game formats and the position hash.
 */
class MobilizeNewHomesTest {
  private static final GameMap M1898 = GameMap.variant("1898");
  private static final GameMap M1897 = GameMap.variant("1897");
  private static final Rulebook DATC = Rulebook.datc();

  private static List<String> ids(List<Province> ps) {
    return ps.stream().map(Province::id).toList();
  }

  private static Build build(GameMap map, String power, UnitType type, String location) {
    return new Build(Optional.of(map.power(power)), Optional.of(type), map.location(location));
  }

  @Test
  void theGameBeginsOnAnEmptyBoardWithOnePendingCentreEach() {
    Position start = Position.initial(M1898);
    assertThat(start.phase()).isEqualTo(Phase.adjustment(1898));
    assertThat(start.units()).isEmpty();
    assertThat(start.owners()).isEmpty();
    assertThat(start.hasPendingCentres()).isTrue();
    assertThat(start.homesReassigned()).isFalse();
    for (Power p : M1898.powers()) {
      assertThat(start.pendingCentres(p)).isEqualTo(1);
      assertThat(BuildSiteRules.sites(start, p, DATC)).containsExactlyElementsOf(p.homeCentres());
    }
    Game game = Game.start(M1898, DATC);
    assertThat(game.eliminated()).isEmpty();
    assertThat(game.sheet().waitingFor()).hasSize(7);
    assertThat(game.sheet().buildsDue(M1898.power("russia"))).isEqualTo(1);
    assertThat(start.toString()).endsWith("pending: Austria 1, England 1, France 1, Germany 1, Italy 1, Russia 1,"
        + " Turkey 1");
    // The standard map's positions hold neither.
    Position standard = Position.initial(GameMap.standard());
    assertThat(standard.hasPendingCentres()).isFalse();
    assertThat(standard.pendingCentres(GameMap.standard().power("france"))).isZero();
  }

  @Test
  void theFirstBuildClaimsAHomeCentreAndABuildElsewhereIsRefused() {
    Position start = Position.initial(M1898);
    Adjudicator adj = Adjudicator.create(M1898, DATC);
    List<Build> orders = List.of(build(M1898, "austria", UnitType.ARMY, "ber"),
        build(M1898, "austria", UnitType.ARMY, "vie"), build(M1898, "russia", UnitType.FLEET, "stp/sc"),
        build(M1898, "germany", UnitType.ARMY, "hol"));
    AdjustmentResult r = adj.adjustment(start, orders);
    assertThat(r.results()).extracting(OrderResult::reason).containsExactly(Reason.NOT_HOME_CENTRE, Reason.BUILT,
        Reason.BUILT, Reason.NOT_HOME_CENTRE);
    Position next = r.nextPosition();
    assertThat(next.phase()).isEqualTo(Phase.springMovement(1899));
    Power austria = M1898.power("austria");
    Power russia = M1898.power("russia");
    assertThat(ids(next.centres(austria))).containsExactly("vie");
    assertThat(ids(next.centres(russia))).containsExactly("stp");
    assertThat(next.pendingCentres(austria)).isZero();
    assertThat(next.pendingCentres(russia)).isZero();
    // Germany built nothing (its build was refused): its pending centre waits for the next adjustments.
    Power germany = M1898.power("germany");
    assertThat(next.pendingCentres(germany)).isEqualTo(1);
    assertThat(next.centreCount(germany)).isZero();
    // The home centres are the map's: Austria's other two stay unowned, as Russia's.
    assertThat(next.homesReassigned()).isFalse();
    assertThat(next.owner(M1898.province("bud"))).isEmpty();
  }

  @Test
  void aHomeCentreAnotherPowerOwnsIsNoSiteAndThePendingHomeIsNoOneElsesSite() {
    // Germany waived in 1898; in 1899 Austria took Munich: Germany may build in Berlin and Kiel only.
    Power germany = M1898.power("germany");
    Power austria = M1898.power("austria");
    Position pos = Position.builder(M1898).phase(Phase.adjustment(1899)).pendingCentres(germany, 1)
        .owner(M1898.province("vie"), austria).owner(M1898.province("mun"), austria)
        .unit(Unit.of(austria, UnitType.ARMY, M1898.location("boh"))).build();
    assertThat(ids(BuildSiteRules.sites(pos, germany, DATC))).containsExactly("ber", "kie");
    AdjustmentResult r = Adjudicator.create(M1898, DATC).adjustment(pos,
        List.of(build(M1898, "germany", UnitType.ARMY, "mun"), build(M1898, "germany", UnitType.ARMY, "ber")));
    assertThat(r.results()).extracting(OrderResult::reason).containsExactly(Reason.CENTRE_NOT_OWNED, Reason.BUILT);
    assertThat(ids(r.nextPosition().centres(germany))).containsExactly("ber");
    // Under BUILD_ANY Austria could build in Munich; not while Germany has a pending centre (Game.buildSites(),
    // lines 1687-1690).
    Rulebook any = DATC.toBuilder().buildSites(Rulebook.BuildSites.ANY_OWNED_CENTRE).build();
    assertThat(ids(BuildSiteRules.sites(pos, austria, any))).containsExactly("vie");
    assertThat(Adjudicator.create(M1898, any).adjustment(pos, List.of(build(M1898, "austria", UnitType.ARMY,
        "mun"))).results().get(0).reason()).isEqualTo(Reason.NOT_HOME_CENTRE);
  }

  @Test
  void aPowerClaimsNoMoreCentresThanItHasPending() {
    // A position a game cannot reach (a pending centre and an owned home): two builds due, one claim.
    Power france = M1898.power("france");
    Position pos = Position.builder(M1898).phase(Phase.adjustment(1900)).pendingCentres(france, 1)
        .owner(M1898.province("par"), france).build();
    assertThat(ids(BuildSiteRules.sites(pos, france, DATC))).containsExactly("bre", "mar", "par");
    AdjustmentResult r = Adjudicator.create(M1898, DATC).adjustment(pos, List.of(
        build(M1898, "france", UnitType.FLEET, "bre"), build(M1898, "france", UnitType.ARMY, "mar")));
    assertThat(r.results()).extracting(OrderResult::reason).containsExactly(Reason.BUILT, Reason.CENTRE_NOT_OWNED);
    assertThat(ids(r.nextPosition().centres(france))).containsExactly("bre", "par");
    assertThat(r.nextPosition().pendingCentres(france)).isZero();
  }

  @Test
  void theGeneratorListsTheMobilizeBuildsAndTheCodesCarryThemOut() {
    Position start = Position.initial(M1898);
    LegalOrders legal = LegalOrders.create(M1898, DATC);
    List<Order> orders = legal.orders(start);
    assertThat(orders).contains(build(M1898, "austria", UnitType.ARMY, "vie"),
        build(M1898, "russia", UnitType.FLEET, "stp/nc"), build(M1898, "england", UnitType.FLEET, "lon"),
        new Waive(Optional.of(M1898.power("turkey"))));
    assertThat(orders).noneMatch(o -> o instanceof Build b && b.location().province().homePower()
        .orElseThrow() != b.power().orElseThrow());
    assertThat(legal.slotCount()).isEqualTo(7);
    // The code path and the value path give the same next position.
    int n = legal.generate(start);
    int[] chosen = new int[7];
    List<Order> values = new ArrayList<>();
    for (int s = 0; s < legal.slotCount(); s++) {
      chosen[s] = legal.slotCode(s, 0);
      values.add(legal.decode(start, chosen[s]));
    }
    assertThat(n).isPositive();
    Adjudicator adj = Adjudicator.create(M1898, DATC);
    Position byValue = adj.adjudicate(start, values).nextPosition();
    assertThat(adj.nextPosition(start, chosen, 0, chosen.length)).isEqualTo(byValue);
    assertThat(byValue.hasPendingCentres()).isFalse();
    assertThat(byValue.owners()).hasSize(7);
  }

  @Test
  void in1897NoHomesUntil1899ThenTheCentresOwned() {
    Position start = Position.initial(M1897);
    assertThat(start.phase()).isEqualTo(Phase.adjustment(1897));
    assertThat(start.homesReassigned()).isTrue();
    Power russia = M1897.power("russia");
    Power austria = M1897.power("austria");
    assertThat(start.homeCentres(russia)).isEmpty();
    // The first build on the map's homes (Russia has three: 1897.map's "RUSSIA -STP").
    assertThat(ids(BuildSiteRules.sites(start, russia, DATC))).containsExactly("mos", "sev", "war");
    Position y1898 = Adjudicator.create(M1897, DATC).adjudicate(start, List.of(build(M1897, "russia", UnitType.ARMY,
        "war"), build(M1897, "austria", UnitType.ARMY, "stp"))).nextPosition();
    assertThat(y1898.centres(russia)).extracting(Province::id).containsExactly("war");
    assertThat(y1898.centreCount(austria)).isZero();
    // Winter 1898: still no homes; every owned vacant centre is a site.
    Position w1898 = Position.builder(M1897).phase(Phase.adjustment(1898)).homes(Map.of())
        .owner(M1897.province("war"), russia).owner(M1897.province("rum"), russia)
        .owner(M1897.province("sev"), russia)
        .unit(Unit.of(russia, UnitType.ARMY, M1897.location("ukr"))).build();
    assertThat(ids(BuildSiteRules.sites(w1898, russia, DATC))).containsExactly("rum", "sev", "war");
  }

  @Test
  void homesAreReassignedAsTheAdjustmentsOf1899BeginAndKeptIn1900() {
    Power russia = M1897.power("russia");
    Power turkey = M1897.power("turkey");
    // Fall 1899: Russia holds Warsaw and Rumania and moves into Sevastopol; Turkey holds Ankara.
    Position fall = Position.builder(M1897).phase(Phase.fallMovement(1899)).homes(Map.of())
        .owner(M1897.province("war"), russia).owner(M1897.province("rum"), russia)
        .owner(M1897.province("ank"), turkey)
        .unit(Unit.of(russia, UnitType.ARMY, M1897.location("war")))
        .unit(Unit.of(russia, UnitType.ARMY, M1897.location("ukr")))
        .unit(Unit.of(turkey, UnitType.ARMY, M1897.location("ank"))).build();
    OrderNotation en = OrderNotation.english(M1897);
    Game game = Game.of(fall, DATC);
    game = game.advance(List.of(en.parse("Russia: A ukr - sev")));
    Position winter = game.position();
    assertThat(winter.phase()).isEqualTo(Phase.adjustment(1899));
    assertThat(ids(winter.homeCentres(russia))).containsExactly("rum", "sev", "war");
    assertThat(ids(winter.homeCentres(turkey))).containsExactly("ank");
    assertThat(winter.homePower(M1897.province("mos"))).isEmpty();
    // Russia: three centres, two units: one build, on its one vacant new home (Rumania).
    assertThat(ids(BuildSiteRules.sites(winter, russia, DATC))).containsExactly("rum");
    // The year after: Russia takes Moscow in 1900; it owns it, but it is no home, so no site in Winter 1900.
    Position w1900 = winter.toBuilder().phase(Phase.adjustment(1900)).owner(M1897.province("mos"), russia).build();
    assertThat(ids(w1900.homeCentres(russia))).containsExactly("rum", "sev", "war");
    assertThat(ids(BuildSiteRules.sites(w1900, russia, DATC))).containsExactly("rum");
    assertThat(Adjudicator.create(M1897, DATC).adjustment(w1900, List.of(build(M1897, "russia", UnitType.ARMY,
        "mos"))).results().get(0).reason()).isEqualTo(Reason.NOT_HOME_CENTRE);
    // A Fall outside 1899 changes no home.
    Position fall1900 = winter.toBuilder().phase(Phase.fallMovement(1900)).build();
    Position after = Game.of(fall1900, DATC).advance(List.of()).position();
    assertThat(after.phase()).isEqualTo(Phase.adjustment(1900));
    assertThat(ids(after.homeCentres(russia))).containsExactly("rum", "sev", "war");
  }

  @Test
  void bothSavedGameFormatsAndTheHash() throws Exception {
    Game game = Game.start(M1897, DATC);
    OrderNotation en = OrderNotation.english(M1897);
    game = game.advance(List.of(en.parse("Russia: Build A war"), en.parse("France: Build F bre")));
    Game back = DipjudgeFormat.fromJson(DipjudgeFormat.toJson(game), "g.json", DipjudgeFormat.Check.ADJUDICATION);
    assertThat(back).isEqualTo(game);
    assertThat(back.position().pendingCentres(M1897.power("germany"))).isEqualTo(1);
    assertThat(back.position().homesReassigned()).isTrue();
    assertThat(DipjudgeFormat.toJson(game).replaceAll("\\s", "")).contains("\"pending\":{\"Austria\":1,\"England\":1,\"Germany\":1")
        .contains("\"homes\":{\"Austria\":[]");
    assertThat(DipjudgeFormat.toJson(Game.start(GameMap.standard(), DATC))).doesNotContain("pending").doesNotContain(
        "homes");
    assertThat(MilaFormat.canWrite(M1897)).isFalse();
    assertThat(MilaFormat.canWrite(M1898)).isFalse();
    assertThat(MilaFormat.canWrite(GameMap.variant("chaos"))).isTrue();
    Game g = game;
    assertThatThrownBy(() -> MilaFormat.toJson(g)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("1897").hasMessageContaining("MOBILIZE").hasMessageContaining("NEWHOMES")
        .hasMessageContaining("DipjudgeFormat");
    // Nor is a MILA file naming such a map read: it could not hold the pending centres.
    String mila = MilaFormat.toJson(Game.start(GameMap.variant("chaos"), DATC)).replace("\"map\":\"chaos\"",
        "\"map\":\"1897\"").replace("\"map\" : \"chaos\"", "\"map\" : \"1897\"");
    assertThat(mila).contains("1897");
    assertThatThrownBy(() -> MilaFormat.fromJson(mila, "m.json", DATC)).isInstanceOf(
        io.github.dipjudge.game.GameFormatException.class).hasMessageContaining("1897").hasMessageContaining(
        "MILA's format");
    // The hash tells apart what equals tells apart.
    Position start = Position.initial(M1898);
    Position none = start.toBuilder().pendingCentres(M1898.power("italy"), 0).build();
    PositionHash h = PositionHash.of(M1898);
    assertThat(none).isNotEqualTo(start);
    assertThat(h.hash(none)).isNotEqualTo(h.hash(start));
    assertThat(h.hash(none) ^ h.pending(M1898.power("italy"), 1)).isEqualTo(h.hash(start));
    Position homeless = Position.initial(M1897);
    Position mapHomes = homeless.toBuilder().mapHomes().build();
    PositionHash h1897 = PositionHash.of(M1897);
    assertThat(mapHomes).isNotEqualTo(homeless);
    assertThat(h1897.hash(mapHomes)).isNotEqualTo(h1897.hash(homeless));
    Position oneHome = homeless.toBuilder().homes(Map.of(M1897.province("war"), M1897.power("russia"))).build();
    assertThat(h1897.hash(oneHome) ^ h1897.home(M1897.province("war"), M1897.power("russia")))
        .isEqualTo(h1897.hash(homeless));
    // Clearing every pending centre gives a position equal to one built without them.
    Position cleared = none;
    for (Power p : M1898.powers()) {
      cleared = cleared.toBuilder().pendingCentres(p, 0).build();
    }
    assertThat(cleared).isEqualTo(Position.builder(M1898).phase(Phase.adjustment(1898)).build());
    assertThat(cleared.hasPendingCentres()).isFalse();
  }
}
