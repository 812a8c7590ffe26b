package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.MapFormatException;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.StartingUnit;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The game sequence on the shipped variants, fact by fact from their map files: the first phase, the starting units
 * and owners, the builds due and where (home centres, any owned centre under {@code BUILD_ANY}, partisan sites),
 * victory by the map's count and the continuation of a tie, elimination.
 */
class VariantSequenceTest {
  private static final Rulebook DATC = Rulebook.datc();

  static List<String> variants() {
    return GameMap.variants();
  }

  @ParameterizedTest
  @MethodSource("variants")
  void theInitialPositionIsTheMapFilesStart(String id) {
    GameMap map = GameMap.variant(id);
    Position p = Position.initial(map);
    assertThat(p.phase().year()).isEqualTo(map.firstPhase().year());
    assertThat(p.phase().season().name()).isEqualTo(map.firstPhase().season().name());
    assertThat(p.phase().type()).isEqualTo(map.firstPhase().season().name().equals("WINTER") ? PhaseType.ADJUSTMENT
        : PhaseType.MOVEMENT);
    List<Unit> expected = new ArrayList<>();
    for (StartingUnit s : map.startingUnits()) {
      expected.add(Unit.of(s.power(), s.type(), s.location()));
    }
    assertThat(p.units()).containsExactlyInAnyOrderElementsOf(expected);
    Map<Province, Power> owners = new HashMap<>();
    for (Power w : map.powers()) {
      w.initialCentres().forEach(c -> owners.put(c, w));
    }
    assertThat(p.owners()).isEqualTo(owners);
    for (Province c : map.unownedCentres()) {
      assertThat(p.owner(c)).as(c.id()).isEmpty();
    }
    assertThat(p.owners().size() + map.unownedCentres().size()).isEqualTo(map.supplyCentreCount());
    Game g = Game.start(map, DATC);
    assertThat(g.position()).isEqualTo(p);
    assertThat(g.survivors()).hasSize(map.powers().size());
    assertThat(g.eliminated()).isEmpty();
    assertThat(g.victoryCentres(p.phase().year())).isEqualTo(map.victoryCentres(p.phase().year()));
  }

  @Test
  void theStartMovedToAnotherYearKeepsTheMapsSeasonUnitsAndOwners() {
    GameMap chaos = GameMap.variant("chaos");
    Position later = Position.initial(chaos, 2000);
    assertThat(later.phase()).isEqualTo(Phase.adjustment(2000));
    assertThat(later.owners()).isEqualTo(Position.initial(chaos).owners());
    GameMap standard = GameMap.standard();
    assertThat(Position.initial(standard, 1).phase()).isEqualTo(Phase.springMovement(1));
    assertThat(Position.initial(standard, 1).units()).isEqualTo(Position.initial(standard).units());
  }

  @Test
  void ancmedBeginsInSpringOfYearOne() {
    GameMap map = GameMap.variant("ancmed");
    Game g = Game.start(map, DATC);
    assertThat(g.position().phase()).isEqualTo(Phase.springMovement(1));
    assertThat(g.position().unitCount()).isEqualTo(15);
    g = g.advance(List.of()).advance(List.of());
    assertThat(g.position().phase()).isEqualTo(Phase.springMovement(2));
    assertThat(g.victoryCentres(2)).isEqualTo(18);
  }

  @Test
  void chaosBeginsWithThirtyFourPowersBuildingOnTheirOneHomeCentre() {
    GameMap map = GameMap.variant("chaos");
    Game g = Game.start(map, DATC);
    assertThat(g.position().phase()).isEqualTo(Phase.adjustment(1900));
    assertThat(g.position().unitCount()).isZero();
    assertThat(map.powers()).hasSize(34);
    OrderSheet sheet = g.sheet();
    assertThat(sheet.waitingFor()).hasSize(34);
    assertThat(Game.nothingToDecide(g.position(), g.rules())).isFalse();
    for (Power w : map.powers()) {
      Province home = w.homeCentres().get(0);
      assertThat(w.homeCentres()).hasSize(1);
      assertThat(sheet.buildsDue(w)).as(w.name()).isEqualTo(1);
      assertThat(sheet.buildSites(w)).containsExactly(home);
      assertThat(sheet.dueLocations(w)).containsExactly(home.location());
      UnitType type = home.location().admits(UnitType.FLEET) && w.index() % 2 == 0 ? UnitType.FLEET : UnitType.ARMY;
      sheet = sheet.with(w, Build.of(type, type == UnitType.FLEET && home.hasSplitCoasts() ? home.coasts().get(0)
          : home.location()));
    }
    assertThat(sheet.waitingFor()).isEmpty();
    g = g.advance(sheet);
    assertThat(g.position().phase()).isEqualTo(Phase.springMovement(1901));
    assertThat(g.position().unitCount()).isEqualTo(34);
    assertThat(((AdjustmentResult) g.history().get(0).result()).built()).hasSize(34);
    for (Power w : map.powers()) {
      assertThat(g.position().unitAt(w.homeCentres().get(0))).map(Unit::power).contains(w);
    }
    // A power that built nothing is in civil disorder: it waives its build, and still has its centre.
    Game none = Game.start(map, DATC).advance(List.of());
    assertThat(none.position().unitCount()).isZero();
    assertThat(none.eliminated()).isEmpty();
  }

  @Test
  void onChaosAPowerBuildsOnAnyCentreItOwns() {
    GameMap map = GameMap.variant("chaos");
    Power paris = map.power("Paris");
    Province bre = map.province("bre");
    Position p = Position.initial(map).toBuilder().owner(bre, paris)
        .unit(Unit.of(paris, UnitType.ARMY, map.location("par"))).build();
    OrderSheet sheet = OrderSheet.of(p, DATC);
    assertThat(sheet.buildSites(paris)).containsExactly(bre);
    assertThat(sheet.buildsDue(paris)).isEqualTo(1);
    // Not on the standard map, whose rules build on home centres only.
    GameMap standard = GameMap.standard();
    Power england = standard.power("England");
    Position q = Position.initial(standard).toBuilder().phase(Phase.adjustment(1901))
        .owner(standard.province("nwy"), england).build();
    assertThat(OrderSheet.of(q, DATC).buildSites(england)).isEmpty();
    assertThat(Game.nothingToDecide(q, DATC)).isTrue();
    // Unless the rulebook builds on any owned centre: the sheet, the skipping of empty phases and the adjudicator
    // follow the one rule (BuildSiteRules).
    Rulebook anywhere = DATC.with(Rulebook.BuildSites.ANY_OWNED_CENTRE);
    assertThat(OrderSheet.of(q, anywhere).buildSites(england)).containsExactly(standard.province("nwy"));
    assertThat(OrderSheet.of(q, anywhere).buildsDue(england)).isEqualTo(1);
    assertThat(Game.nothingToDecide(q, anywhere)).isFalse();
  }

  @Test
  void on1900TheStartingUnitsAndCentresNeedNotBeHomes() {
    GameMap map = GameMap.variant("1900");
    Position p = Position.initial(map);
    Power britain = map.power("Britain");
    Power france = map.power("France");
    assertThat(p.phase()).isEqualTo(Phase.springMovement(1900));
    assertThat(p.unitAt(map.province("gib"))).map(Unit::toString).contains("Britain: F gib");
    assertThat(p.unitAt(map.province("egy"))).map(Unit::power).contains(britain);
    assertThat(p.unitAt(map.province("alg"))).map(Unit::power).contains(france);
    assertThat(p.centres(britain)).extracting(Province::id).containsExactlyInAnyOrder("edi", "egy", "lon", "lvp");
    assertThat(p.centreCount(france)).isEqualTo(4);
    assertThat(p.unitAt(map.province("lvp"))).isEmpty(); // Britain's fourth unit stands in Gibraltar
    // Egypt is British but no home centre: no build there, though vacant.
    Position winter = p.toBuilder().phase(Phase.adjustment(1900)).removeUnit(map.province("egy"))
        .removeUnit(map.province("lon")).build();
    assertThat(OrderSheet.of(winter, DATC).buildSites(britain)).extracting(Province::id)
        .containsExactly("lon", "lvp");
  }

  @Test
  void on1900RussiaBuildsInSiberiaWhileItOwnsSomeButNotAllOfItsHomeCentres() {
    GameMap map = GameMap.variant("1900");
    Power russia = map.power("Russia");
    Province sib = map.province("sib");
    assertThat(russia.partisanSites()).containsExactly(sib);
    Position start = Position.initial(map);
    Position all = start.toBuilder().phase(Phase.adjustment(1900)).removeUnit(map.province("mos")).build();
    assertThat(OrderSheet.of(all, DATC).buildSites(russia)).extracting(Province::id).containsExactly("mos");
    Position some = all.toBuilder().owner(map.province("war"), map.power("Germany")).build();
    assertThat(OrderSheet.of(some, DATC).buildSites(russia)).extracting(Province::id)
        .containsExactly("mos", "sib");
    Position occupied = some.toBuilder().unit(Unit.of(map.power("Turkey"), UnitType.ARMY, sib.location())).build();
    assertThat(OrderSheet.of(occupied, DATC).buildSites(russia)).extracting(Province::id).containsExactly("mos");
    Position none = all.toBuilder().clearOwners().owner(map.province("ber"), russia).build();
    assertThat(OrderSheet.of(none, DATC).buildSites(russia)).isEmpty();
  }

  @Test
  void on1900TwoPowersTiedAtEighteenDoNotWinAndTheGameContinues() {
    GameMap map = GameMap.variant("1900");
    Power britain = map.power("Britain");
    Power france = map.power("France");
    assertThat(map.supplyCentreCount()).isEqualTo(39);
    assertThat(map.victoryCentres(1905)).isEqualTo(18);
    List<Province> centres = new ArrayList<>();
    map.provinces().stream().filter(Province::isSupplyCentre).forEach(centres::add);
    Position.Builder b = Position.builder(map).phase(Phase.fallMovement(1905));
    for (int i = 0; i < 36; i++) {
      b.owner(centres.get(i), i < 18 ? britain : france);
    }
    Game tied = Game.of(b.build(), DATC).advance(List.of());
    assertThat(tied.ending()).isEmpty();
    assertThat(tied.position().phase()).isEqualTo(Phase.adjustment(1905));
    // One more centre for Britain: nineteen against eighteen, Britain wins.
    b.owner(centres.get(36), britain);
    Game won = Game.of(b.build(), DATC).advance(List.of());
    assertThat(won.winner()).contains(britain);
    assertThat(won.isOver()).isTrue();
  }

  @Test
  void theVictoryCountFollowsTheMapsListYearByYear() throws MapFormatException, IOException {
    String pure;
    try (InputStream in = GameMap.class.getResourceAsStream("variants/pure.map")) {
      pure = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    GameMap map = GameMap.parse("countdown.map", pure.replace("map pure | Pure",
        "map countdown | Countdown\nbegin spring 5 movement\nvictory 6 5 3"));
    assertThat(map.victoryCentres()).containsExactly(6, 5, 3);
    Power austria = map.power("Austria");
    OrderNotation en = OrderNotation.english(map);
    Game g = Game.start(map, DATC);
    assertThat(g.victoryCentres(5)).isEqualTo(6);
    assertThat(g.victoryCentres(6)).isEqualTo(5);
    assertThat(g.victoryCentres(9)).isEqualTo(3);
    // Austria takes Berlin in year 5 (two centres: no win at 6) ...
    g = g.advance(List.of(en.parse("Austria: A vie - ber"), en.parse("Germany: A ber - par"),
        en.parse("France: A par - lon"), en.parse("England: A lon - vie")));
    g = g.advance(List.of(en.parse("Austria: A ber H")));
    assertThat(g.ending()).isEmpty();
    assertThat(g.position().centreCount(austria)).isEqualTo(1);
    // ... and a position with three Austrian centres in year 7 wins at the last count.
    Position.Builder b = Position.builder(map).phase(Phase.fallMovement(7));
    b.owner(map.province("vie"), austria).owner(map.province("ber"), austria).owner(map.province("par"), austria);
    b.owner(map.province("lon"), map.power("England"));
    Game late = Game.of(b.build(), DATC).advance(List.of());
    assertThat(late.winner()).contains(austria);
    Game early = Game.of(b.phase(Phase.fallMovement(5)).build(), DATC).advance(List.of());
    assertThat(early.winner()).isEmpty();
  }

  @Test
  void aPowerWithNoUnitAndNoCentreIsEliminatedOnAVariant() {
    GameMap map = GameMap.variant("ancmed");
    Power carthage = map.power("Carthage");
    Position p = Position.initial(map).toBuilder().phase(new Phase(3, Season.FALL, PhaseType.MOVEMENT)).build();
    Position.Builder b = p.toBuilder();
    for (Unit u : p.units(carthage)) {
      b.removeUnit(u.province());
    }
    for (Province c : p.centres(carthage)) {
      b.clearOwner(c);
    }
    Game g = Game.of(b.build(), DATC);
    assertThat(g.eliminated()).containsExactly(carthage);
    assertThat(g.survivors()).hasSize(4).doesNotContain(carthage);
    g = g.advance(List.<Order>of());
    assertThat(g.sheet().dueLocations(carthage)).isEmpty();
    assertThat(g.eliminated()).containsExactly(carthage);
  }
}
