package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The shipped maps: their ids, MILA's names for them, and the data each carries for {@code core}. */
class VariantsTest {
  @Test
  void theShippedMaps() {
    assertThat(GameMap.variants()).containsExactly("standard", "pure", "fleetrome", "ancmed", "1900", "modern",
        "youngstown", "chaos", "void", "aberration", "1898", "1897", "loeb9", "imperial", "hundred",
        "dpjudge-classical", "sengoku", "zeus", "vassal", "ambition", "mila-modern");
    for (String id : GameMap.variants()) {
      assertThat(GameMap.variant(id).id()).isEqualTo(id);
      assertThat(GameMap.variant(id)).isSameAs(GameMap.variant(id));
    }
    assertThat(GameMap.variant("standard")).isSameAs(GameMap.standard());
  }

  @Test
  void milasNames() {
    assertThat(GameMap.variant("standard_fleet_rome")).isSameAs(GameMap.variant("fleetrome"));
    assertThat(GameMap.forMilaName("standard")).isSameAs(GameMap.standard());
    assertThat(GameMap.forMilaName("standard_fleet_rome")).isSameAs(GameMap.variant("fleetrome"));
    assertThat(GameMap.forMilaName("ancmed")).isSameAs(GameMap.variant("ancmed"));
    assertThat(GameMap.forMilaName("pure")).isSameAs(GameMap.variant("pure"));
    assertThat(GameMap.forMilaName("modern")).isSameAs(GameMap.variant("mila-modern"));
  }

  /** Ids in any case, and godip's variant names for the maps it shares with DPjudge. */
  @Test
  void namesInAnyCaseAndGodipsNames() {
    assertThat(GameMap.variant("Standard")).isSameAs(GameMap.standard());
    assertThat(GameMap.variant("STANDARD")).isSameAs(GameMap.standard());
    assertThat(GameMap.variant("Classical")).isSameAs(GameMap.standard());
    assertThat(GameMap.variant("Fleet Rome")).isSameAs(GameMap.variant("fleetrome"));
    assertThat(GameMap.variant("Standard_Fleet_Rome")).isSameAs(GameMap.variant("fleetrome"));
    assertThat(GameMap.variant("Pure")).isSameAs(GameMap.variant("pure"));
    assertThat(GameMap.variant("Ancient Mediterranean")).isSameAs(GameMap.variant("ancmed"));
    assertThat(GameMap.variant("Chaos")).isSameAs(GameMap.variant("chaos"));
    assertThat(GameMap.variant("MILA-Modern")).isSameAs(GameMap.variant("mila-modern"));
    assertThat(GameMap.variant("Modern")).isSameAs(GameMap.variant("modern"));
    // A saved game's field is read exactly as MILA writes it.
    assertThatThrownBy(() -> GameMap.forMilaName("Standard_Fleet_Rome")).isInstanceOf(IllegalArgumentException.class);
    for (String id : GameMap.variants()) {
      assertThat(GameMap.variant(id.toUpperCase(java.util.Locale.ROOT))).isSameAs(GameMap.variant(id));
    }
  }

  @Test
  void zeusCaliforniaIsAnAlternativeOfNewYorkInWinter1939Only() {
    GameMap zeus = GameMap.variant("zeus");
    Power usa = zeus.power("USA");
    Province cal = zeus.province("California");
    Province nyo = zeus.province("New York");
    assertThat(usa.homeCentres()).contains(cal, nyo);
    assertThat(usa.alternativeHomes()).containsOnlyKeys(cal);
    assertThat(usa.alternativeHomes().get(cal)).isEmpty();
    assertThat(usa.alternativeHomes(1939)).containsOnlyKeys(cal);
    assertThat(usa.alternativeHomes(1939).get(cal)).containsExactly(nyo);
    assertThat(usa.alternativeHomes(1940)).isEqualTo(usa.alternativeHomes());
    assertThat(zeus.powers()).filteredOn(Power::hasAlternativeHomes).containsExactly(usa);
    assertThat(zeus.power("India").isDummy()).isTrue();
  }

  @Test
  void unknownNamesAreRefusedWithTheKnownOnes() {
    assertThatThrownBy(() -> GameMap.variant("atlantis")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("atlantis").hasMessageContaining("youngstown").hasMessageContaining("mila-modern");
    assertThatThrownBy(() -> GameMap.forMilaName("world")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("world").hasMessageContaining("standard_fleet_rome");
    assertThatThrownBy(() -> GameMap.forMilaName("1900")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> GameMap.variant(null)).isInstanceOf(NullPointerException.class);
  }

  /** What each map carries for core; the figures of maps/README.md, "The shipped variants". */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "standard    | 7  | 76  | 82  | 34 | 12 | 22 | spring 1901 movement   | 18 |           | 0",
      "pure        | 7  | 7   | 7   | 7  | 0  | 7  | spring 1901 movement   | 4  |           | 0",
      "fleetrome   | 7  | 76  | 82  | 34 | 12 | 22 | spring 1901 movement   | 18 |           | 0",
      "ancmed      | 5  | 79  | 79  | 34 | 19 | 15 | spring 1 movement      | 18 |           | 1",
      "1900        | 7  | 90  | 97  | 39 | 14 | 25 | spring 1900 movement   | 18 |           | 1",
      "modern      | 10 | 141 | 143 | 64 | 26 | 38 | spring 1995 movement   | 33 |           | 0",
      "youngstown  | 10 | 184 | 198 | 72 | 33 | 39 | spring 1901 movement   | 37 |           | 0",
      "chaos       | 34 | 76  | 82  | 34 | 0  | 0  | winter 1900 adjustments | 18 | BUILD_ANY | 0",
      "void        | 36 | 76  | 82  | 34 | 34 | 36 | fall 1900 movement     | 18 | BUILD_ANY | 0",
      "aberration  | 9  | 152 | 152 | 52 | 25 | 27 | spring 1901 movement   | 27 | REMOTE_BUILDS | 0",
      "1898        | 7  | 76  | 82  | 34 | 34 | 0  | winter 1898 adjustments | 18 | MOBILIZE  | 0",
      "1897        | 7  | 76  | 82  | 34 | 34 | 0  | winter 1897 adjustments | 18 | MOBILIZE  | 0",
      "loeb9       | 9  | 87  | 91  | 38 | 10 | 28 | spring 1901 movement   | 20 | HIBERNATE | 0",
      "hundred     | 3  | 41  | 45  | 17 | 4  | 14 | spring 1425 movement   | 9  | BUILD_ANY | 0",
      "dpjudge-classical | 5 | 117 | 117 | 35 | 20 | 15 | spring 273 movement | 18 | REMOTE_BUILDS | 0",
      "zeus        | 8  | 99  | 113 | 43 | 17 | 1  | winter 1939 adjustments | 22 | CD_DUMMIES CD_BUILDS IMMOBILE_DUMMIES | 4",
      "mila-modern | 10 | 141 | 143 | 64 | 26 | 38 | spring 1994 movement   | 33 | BUILD_ANY | 0"})
  void theFiguresOfEachMap(String id, int powers, int provinces, int locations, int centres, int unowned, int units,
      String first, int victory, String flags, int ports) {
    GameMap m = GameMap.variant(id);
    assertThat(m.powers()).hasSize(powers);
    assertThat(m.provinces()).hasSize(provinces);
    assertThat(m.locations()).hasSize(locations);
    assertThat(m.supplyCentreCount()).isEqualTo(centres);
    assertThat(m.unownedCentres()).hasSize(unowned);
    assertThat(m.startingUnits()).hasSize(units);
    assertThat(m.firstPhase()).hasToString(first);
    assertThat(m.victoryCentres()).containsExactly(victory);
    assertThat(String.join(" ", m.ruleFlags())).isEqualTo(flags == null ? "" : flags);
    assertThat(m.provinces().stream().filter(Province::isPort)).hasSize(ports);
  }

  @Test
  void theMobilizeMapsStartEmptyAnd1897ReassignsItsHomesIn1899() {
    GameMap m1898 = GameMap.variant("1898");
    GameMap m1897 = GameMap.variant("1897");
    assertThat(m1898.newHomesYears()).isEmpty();
    assertThat(m1897.newHomesYears()).containsExactly(1899);
    for (GameMap m : List.of(m1898, m1897)) {
      assertThat(m.powers()).allSatisfy(p -> assertThat(p.initialCentres()).isEmpty());
    }
    // 1897.map's "RUSSIA -STP": three home centres; St Petersburg stays a centre that is nobody's home.
    assertThat(m1897.power("russia").homeCentres()).extracting(Province::id).containsExactly("mos", "sev", "war");
    assertThat(m1897.province("stp").isSupplyCentre()).isTrue();
    assertThat(m1897.province("stp").homePower()).isEmpty();
    assertThat(m1898.power("russia").homeCentres()).extracting(Province::id).containsExactly("mos", "sev", "stp",
        "war");
  }

  @Test
  void nineteenHundredCarriesItsSpecialRules() {
    GameMap m = GameMap.variant("1900");
    assertThat(m.province("gib").isPort()).isTrue();
    assertThat(m.province("spa").coasts()).extracting(Location::id).containsExactly("spa/ec", "spa/nc", "spa/wc");
    for (String[] b : new String[][] {{"egy", "mao"}, {"hej", "mao"}, {"mao", "egy"}, {"mao", "hej"}}) {
      assertThat(m.crossingRule(m.location(b[0]), m.location(b[1]))).as("%s-%s", b[0], b[1])
          .isEqualTo(CrossingRule.HALF_STRENGTH);
    }
    assertThat(m.crossingRule(m.location("egy"), m.location("pal"))).isEqualTo(CrossingRule.NONE);
    assertThat(m.power("russia").partisanSites()).extracting(Province::id).containsExactly("sib");
    assertThat(m.province("sib").isSupplyCentre()).isFalse();
    assertThat(m.power("britain").initialCentres()).extracting(Province::id).containsExactly("edi", "egy", "lon",
        "lvp");
    assertThat(m.power("britain").homeCentres()).extracting(Province::id).containsExactly("edi", "lon", "lvp");
    assertThat(m.power("france").initialCentres()).extracting(Province::id).contains("alg");
    assertThat(m.startingUnits()).extracting(StartingUnit::toString).contains("Britain: F gib", "Britain: F egy",
        "France: A alg");
  }

  /** Hundred's and classical's FLOW, DPjudge's calendar, read from their map files. */
  @Test
  void hundredAndClassicalCarryTheirCalendars() {
    Calendar hundred = GameMap.variant("hundred").calendar();
    assertThat(hundred.flow()).containsExactly("NEWYEAR:5", "A.D.:MOVEMENT,RETREATS", "IFYEARDIV:10",
        "A.D.:ADJUSTMENTS");
    assertThat(hundred.yearStep()).isEqualTo(5);
    assertThat(hundred.label(FirstPhase.Season.SPRING)).isEqualTo("A.D.");
    assertThat(hundred.has(FirstPhase.Season.FALL)).isFalse();
    assertThat(hundred.occurs(FirstPhase.Season.WINTER, 1430)).isTrue();
    assertThat(hundred.occurs(FirstPhase.Season.WINTER, 1425)).isFalse();
    assertThat(hundred.occurs(FirstPhase.Season.SPRING, 1425)).isTrue();
    Calendar classical = GameMap.variant("dpjudge-classical").calendar();
    assertThat(classical.yearStep()).isEqualTo(-1);
    assertThat(classical.label(FirstPhase.Season.WINTER)).isEqualTo("B.C.");
    assertThat(classical.occurs(FirstPhase.Season.WINTER, 272)).isTrue();
    assertThat(classical.occurs(FirstPhase.Season.WINTER, 273)).isFalse();
    assertThat(GameMap.standard().calendar()).isSameAs(Calendar.standard());
    assertThat(GameMap.variant("1900").calendar().isStandard()).isTrue();
  }

  @Test
  void ancmedsBalearesIsAPortArmiesReachByConvoyOnly() {
    GameMap m = GameMap.variant("ancmed");
    assertThat(m.province("bal").isPort()).isTrue();
    assertThat(m.neighbours(m.location("bal"), UnitType.ARMY)).isEmpty();
    assertThat(m.neighbours(m.location("bal"), UnitType.FLEET)).extracting(Location::id)
        .containsExactlyInAnyOrder("lig", "ber", "tar", "sag");
    assertThat(m.firstPhase().year()).isEqualTo(1);
  }

  @Test
  void chaosHasThirtyFourPowersOfOneCentreAndNoUnits() {
    GameMap m = GameMap.variant("chaos");
    assertThat(m.powers()).hasSize(34).allSatisfy(w -> assertThat(w.homeCentres()).hasSize(1));
    assertThat(m.power("St Petersburg").homeCentres()).extracting(Province::id).containsExactly("stp");
    assertThat(m.power("stpetersburg").name()).isEqualTo("StPetersburg");
    assertThat(m.power("stpetersburg").adjective()).isEqualTo("St Petersburger");
    assertThat(m.startingUnits()).isEmpty();
  }

  @Test
  void loadTellsTheFormatAndResolvesIncludesBesideTheFile(@TempDir Path dir) throws IOException,
      MapFormatException {
    Path own = dir.resolve("tiny.map");
    Files.writeString(own, MapLoaderErrorsTest.TINY, StandardCharsets.UTF_8);
    assertThat(GameMap.load(own).id()).isEqualTo("tiny");
    Path dp = dir.resolve("Tiny DP.map");
    Files.writeString(dp, DpjudgeReaderTest.MAIN, StandardCharsets.UTF_8);
    Files.writeString(dir.resolve("tiny.geography"), DpjudgeReaderTest.GEO, StandardCharsets.UTF_8);
    GameMap m = GameMap.load(dp);
    assertThat(m.id()).isEqualTo("tiny-dp");
    assertThat(m.name()).isEqualTo("Tiny DP");
    assertThat(m.province("isle").isPort()).isTrue();
  }
}
