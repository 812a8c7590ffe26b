package io.github.dipjudge.rules.variant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.DipjudgeFormat;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.game.OrderSheet;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.PositionHash;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link VassalRules} on {@code vassal} (twelve dummies of one home centre each) and on a copy of it whose Belgium has
 * two home centres (Belgium and Holland), for what one home cannot show: two powers on a dummy's homes, one home held
 * and the other not. Also the victory count, the order sheet, the position's new field in both saved-game formats
 * and its hash. The variants suite's cases {@code vassal.*} show the rest.
 */
class VassalRulesTest {
  private static final Rulebook RULES = Rulebook.datc();
  private final GameMap vassal = GameMap.variant("vassal");
  private final Power france = vassal.power("France");
  private final Power germany = vassal.power("Germany");
  private final Power belgium = vassal.power("Belgium");

  /** vassal with Belgium's homes Belgium and Holland, and Holland without a home. */
  private static GameMap twoHomes(Path dir) throws Exception {
    String text;
    try (InputStream in = GameMap.class.getResourceAsStream("variants/vassal.map")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    String belgium = "power belgium | Belgium | Belgian\n  home bel\n";
    String holland = "power holland | Holland | Dutch\n  home hol\n";
    assertThat(text).contains(belgium, holland);
    text = text.replace(belgium, "power belgium | Belgium | Belgian\n  home bel hol\n")
        .replace(holland, "power holland | Holland | Dutch\n  home\n");
    Path file = dir.resolve("vassal2.map");
    Files.writeString(file, text.replace("map vassal | Vassal", "map vassal2 | Vassal with a two-home Belgium"));
    return GameMap.load(file);
  }

  /** The position after the (empty) Fall retreats of 1901 with these units, Belgium owning its homes. */
  private static Position afterFall(GameMap map, String... units) {
    Position.Builder b = Position.builder(map).phase(new Phase(1901, Season.FALL, PhaseType.RETREAT, map.calendar()));
    Power belgium = map.power("Belgium");
    for (Province h : belgium.homeCentres()) {
      b.owner(h, belgium);
    }
    for (String u : units) {
      String[] w = u.split(" ");
      b.unit(Unit.of(map.power(w[0]), UnitType.ARMY, map.location(w[1])));
    }
    return Adjudicator.create(map, RULES).adjudicate(b.build(), List.of()).nextPosition();
  }

  @Test
  void allHomesHeldByOnePowerMakeAVassal(@TempDir Path dir) throws Exception {
    GameMap m = twoHomes(dir);
    Position p = afterFall(m, "France bel", "France hol");
    assertThat(p.phase().type()).isEqualTo(PhaseType.ADJUSTMENT);
    assertThat(p.controller(m.power("Belgium"))).contains(m.power("France"));
    assertThat(p.owner(m.province("bel"))).contains(m.power("Belgium"));
    assertThat(p.owner(m.province("hol"))).contains(m.power("Belgium"));
  }

  @Test
  void twoPowersOnTheHomesMakeNoVassal(@TempDir Path dir) throws Exception {
    GameMap m = twoHomes(dir);
    Position p = afterFall(m, "France bel", "Germany hol");
    assertThat(p.hasVassals()).isFalse();
    // The homes go back to the dummy all the same (Game.py lines 3590-3594): no power keeps a dummy's home.
    assertThat(p.owner(m.province("bel"))).contains(m.power("Belgium"));
    assertThat(p.owner(m.province("hol"))).contains(m.power("Belgium"));
  }

  @Test
  void oneHomeHeldAndTheOtherNotMakeNoVassal(@TempDir Path dir) throws Exception {
    GameMap m = twoHomes(dir);
    assertThat(afterFall(m, "France bel").hasVassals()).isFalse();
    // But a home that nobody owns does not count: France holding the one owned home is enough (Game.py line 3575).
    Position.Builder b = Position.builder(m).phase(new Phase(1901, Season.FALL, PhaseType.RETREAT, m.calendar()))
        .owner(m.province("bel"), m.power("Belgium"))
        .unit(Unit.of(m.power("France"), UnitType.ARMY, m.location("bel")));
    Position p = Adjudicator.create(m, RULES).adjudicate(b.build(), List.of()).nextPosition();
    assertThat(p.controller(m.power("Belgium"))).contains(m.power("France"));
    assertThat(p.owner(m.province("hol"))).isEmpty();
  }

  @Test
  void theCivilDisorderBuildsAreTheSameForEqualPositionsOnTwoLoadsOfTheMap(@TempDir Path dir) throws Exception {
    // The twelve dummies build their first units by civil disorder in Winter 1900; the judge's draw must not depend
    // on the identity of the map's objects (it once came from Position.hashCode, which mixes in identity hash codes).
    String text;
    try (InputStream in = GameMap.class.getResourceAsStream("variants/vassal.map")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    Path file = dir.resolve("vassal.map");
    Files.writeString(file, text);
    List<String> first = null;
    for (int i = 0; i < 3; i++) {
      GameMap m = i == 0 ? vassal : GameMap.load(file);
      List<String> built = new java.util.ArrayList<>();
      for (Unit u : Adjudicator.create(m, RULES).adjudicate(Position.initial(m), List.of()).nextPosition().units()) {
        built.add(u.power().id() + " " + u.type() + " " + u.location().id());
      }
      if (first == null) {
        first = built;
        assertThat(built).hasSizeGreaterThan(22); // the dummies built
      } else {
        assertThat(built).isEqualTo(first);
      }
    }
  }

  @Test
  void theVictoryCountsTheVassalsCentres() {
    // France owns 15 centres and controls Belgium, Holland and Denmark: 18, the victory count.
    Position.Builder b = Position.builder(vassal).phase(new Phase(1901, Season.FALL, PhaseType.RETREAT));
    int french = 0;
    for (Power p : vassal.powers()) {
      for (Province h : p.homeCentres()) {
        boolean toFrance = !p.isDummy() && p != france && french < 12;
        french += toFrance ? 1 : 0;
        b.owner(h, toFrance ? france : p);
      }
    }
    Position withVassals = b.controller(belgium, france).controller(vassal.power("Holland"), france)
        .controller(vassal.power("Denmark"), france).build();
    assertThat(VassalRules.victoryCentres(withVassals, france)).isEqualTo(18);
    assertThat(VassalRules.victoryCentres(withVassals, belgium)).isZero();
    Game won = Game.of(withVassals, RULES).advance(List.of());
    assertThat(won.winner()).contains(france);
    assertThat(won.ending().orElseThrow().how()).contains("with its vassals");
    // The same centres without the vassals: 15, no winner.
    Position free = withVassals.toBuilder().clearController(belgium).clearController(vassal.power("Holland"))
        .clearController(vassal.power("Denmark")).build();
    assertThat(VassalRules.victoryCentres(free, france)).isEqualTo(15);
    assertThat(Game.of(free, RULES).advance(List.of()).winner()).isEmpty();
  }

  @Test
  void aControllerWithoutCentresOrUnitsStaysInTheGameThroughItsVassal() {
    Position p = Position.builder(vassal).phase(Phase.springMovement(1902)).owner(vassal.province("bel"), belgium)
        .owner(vassal.province("mun"), germany).unit(Unit.of(germany, UnitType.ARMY, vassal.location("mun")))
        .controller(belgium, france).build();
    Game g = Game.of(p, RULES);
    assertThat(g.survivors()).contains(france, belgium, germany);
    assertThat(VassalRules.keepsInGame(p, france)).isTrue();
    assertThat(VassalRules.side(p, belgium)).isSameAs(france);
    assertThat(g.isOver()).isFalse();
  }

  @Test
  void theSheetTakesAVassalsOrdersFromItsControllerOnly() {
    Position p = Position.builder(vassal).phase(Phase.springMovement(1902)).owner(vassal.province("bel"), belgium)
        .unit(Unit.of(belgium, UnitType.ARMY, vassal.location("bel"))).controller(belgium, france).build();
    OrderNotation english = OrderNotation.english(vassal);
    OrderSheet sheet = OrderSheet.of(p, RULES);
    assertThat(sheet.waitingFor()).contains(belgium); // a vassal is no dummy in civil disorder: it is waited for
    assertThat(sheet.check(france, english.parse("Belgium: A Bel - Ruh")).illegal()).isEmpty();
    assertThat(sheet.check(germany, english.parse("Belgium: A Bel - Ruh")).illegal()).contains(Reason.NO_CONTROL);
    assertThat(sheet.check(germany, english.parse("France: A Bel - Ruh")).illegal()).contains(Reason.FOREIGN_UNIT);
    OrderSheet given = sheet.with(france, english.parse("Belgium: A Bel - Ruh"));
    assertThat(given.orders(belgium)).hasSize(1);
    assertThat(given.hasOrdered(belgium)).isTrue();
    assertThat(sheet.withOrders(france, List.of(english.parse("Belgium: A Bel H"))).orders(belgium)).hasSize(1);
    assertThatThrownBy(() -> sheet.with(germany, english.parse("Belgium: A Bel - Ruh")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("nor of a vassal");
    // An uncontrolled dummy is not waited for (CD_DUMMIES, which VASSAL_DUMMIES brings).
    assertThat(sheet.waitingFor()).doesNotContain(vassal.power("Holland"));
    assertThat(DummyRules.destroyedWhenDislodgedAt(p, belgium)).isFalse();
    assertThat(DummyRules.destroyedWhenDislodgedAt(p, vassal.power("Holland"))).isTrue();
  }

  @Test
  void theVassalsAreSavedInThisLibrarysFormatAndHashedButMilaRefusesTheMap() throws Exception {
    Position p = Position.builder(vassal).phase(Phase.springMovement(1902)).owner(vassal.province("bel"), belgium)
        .controller(belgium, france).build();
    Position free = p.toBuilder().clearController(belgium).build();
    assertThat(p).isNotEqualTo(free);
    assertThat(free.hasVassals()).isFalse();
    assertThat(free).isEqualTo(Position.builder(vassal).phase(Phase.springMovement(1902))
        .owner(vassal.province("bel"), belgium).build());
    assertThat(p.toString()).contains("vassals: Belgium of France");
    PositionHash hash = PositionHash.of(vassal);
    assertThat(hash.hash(p)).isEqualTo(hash.hash(free) ^ hash.vassal(belgium, france));
    Game g = Game.of(p, RULES);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    DipjudgeFormat.write(g, out);
    assertThat(out.toString(StandardCharsets.UTF_8).replaceAll("\\s", ""))
        .contains("\"vassals\":{\"Belgium\":\"France\"}");
    assertThat(DipjudgeFormat.read(new java.io.ByteArrayInputStream(out.toByteArray()), "test").position()).isEqualTo(p);
    assertThat(MilaFormat.canWrite(vassal)).isFalse();
    assertThatThrownBy(() -> MilaFormat.write(g, new ByteArrayOutputStream()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("VASSAL_DUMMIES");
  }
}
