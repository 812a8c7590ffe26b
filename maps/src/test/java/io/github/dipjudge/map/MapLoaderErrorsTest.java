package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.dipjudge.map.MapFormatException.Problem;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every problem the loader must report (maps/README.md, "What the loader checks"), each from a small broken variant
 * of one tiny valid map: the problem must carry the right line, the offending text and a message that says what is
 * wrong, and a broken file must never yield a map.
 */
class MapLoaderErrorsTest {
  /**
   * A tiny valid map: two seas, five land provinces (one impassable, one with split coasts), two powers. Line numbers
   * matter to the tests below; they find lines by their text, so the map may grow, but keep each line unique.
   */
  static final String TINY = String.join("\n",
      "# a tiny map for the loader tests",
      "map tiny | Tiny",
      "",
      "coast nc | North Coast | NCS | north",
      "coast sc | South Coast | SCS | south",
      "",
      "power red | Redland | Red | RED | Rot",
      "  home aaa bbb",
      "  territory aaa bbb ccc",
      "  start F aaa, A bbb",
      "",
      "power blue | Blueland | Blue | BLU",
      "  home ddd",
      "  territory ddd",
      "  start F ddd/nc",
      "",
      "province oce sea | Ocean | Great Ocean",
      "  fleet aaa bay ccc ddd/nc",
      "",
      "province bay sea | Bay",
      "  fleet aaa ddd/sc oce",
      "",
      "province aaa coastal centre | Alpha | St. Alpha",
      "  army bbb ccc ddd",
      "  fleet bay ddd/sc oce",
      "",
      "province bbb inland centre | Beta",
      "  army aaa ddd fff",
      "",
      "province ccc coastal | Gamma",
      "  army aaa ddd",
      "  fleet ddd/nc oce",
      "",
      "province ddd coastal centre | Delta | Delta Land",
      "  army aaa bbb ccc fff",
      "  coast nc fleet ccc oce",
      "  coast sc fleet aaa bay",
      "",
      "province eee impassable | Epsilon",
      "",
      "province fff inland centre | Phi",
      "  army bbb ddd",
      "");

  // ------------------------------------------------------------------------------------------- helpers

  /** TINY with the one line that is exactly {@code oldLine} replaced by {@code newLines} (none to delete it). */
  static String replaceLine(String oldLine, String... newLines) {
    List<String> lines = new ArrayList<>(Arrays.asList(TINY.split("\n", -1)));
    int i = lines.indexOf(oldLine);
    assertThat(i).as("line to replace: %s", oldLine).isNotNegative();
    assertThat(lines.lastIndexOf(oldLine)).as("line to replace is unique: %s", oldLine).isEqualTo(i);
    lines.remove(i);
    lines.addAll(i, Arrays.asList(newLines));
    return String.join("\n", lines);
  }

  /** TINY with lines added at the end. */
  static String append(String... newLines) {
    return TINY + String.join("\n", newLines) + "\n";
  }

  /** The 1-based number of the only line of {@code text} that is exactly {@code line}. */
  static int lineOf(String text, String line) {
    List<String> lines = Arrays.asList(text.split("\n", -1));
    int i = lines.indexOf(line);
    assertThat(i).as("line %s in the test map", line).isNotNegative();
    assertThat(lines.lastIndexOf(line)).as("line %s is unique", line).isEqualTo(i);
    return i + 1;
  }

  static MapFormatException failure(String text) {
    MapFormatException e = catchThrowableOfType(MapFormatException.class, () -> GameMap.parse("tiny.map", text));
    assertThat(e).as("a broken map must not load").isNotNull();
    assertThat(e.problems()).isNotEmpty();
    for (Problem p : e.problems()) {
      assertThat(p.source()).isEqualTo("tiny.map");
    }
    return e;
  }

  /**
   * Asserts that loading fails with a problem on the given line whose text contains {@code offending} and whose
   * message contains every one of {@code words} (case-insensitive); returns all the problems.
   */
  static List<Problem> assertProblem(String text, int line, String offending, String... words) {
    MapFormatException e = failure(text);
    assertThat(e.problems())
        .as("problems of a map expected to fail on line %d: %s", line, e.problems())
        .anySatisfy(p -> {
          assertThat(p.line()).isEqualTo(line);
          assertThat(p.text()).contains(offending);
          for (String w : words) {
            assertThat(p.message().toLowerCase(Locale.ROOT)).contains(w.toLowerCase(Locale.ROOT));
          }
        });
    return e.problems();
  }

  /** As {@link #assertProblem}, and the problem is the only one: the loader does not report it twice over. */
  static void assertOnlyProblem(String text, int line, String offending, String... words) {
    List<Problem> all = assertProblem(text, line, offending, words);
    assertThat(all).as("exactly one problem expected").hasSize(1);
  }

  // ------------------------------------------------------------------------------------------- the valid map

  @Test
  void theTinyMapIsValid() throws MapFormatException {
    GameMap m = GameMap.parse("tiny.map", TINY);
    assertThat(m.id()).isEqualTo("tiny");
    assertThat(m.provinces()).hasSize(8);
    assertThat(m.powers()).hasSize(2);
    assertThat(m.startingUnits()).hasSize(3);
    assertThat(m.province("ddd").coasts()).hasSize(2);
    assertThat(m.isAdjacent(m.location("aaa"), m.location("ddd/sc"), UnitType.FLEET)).isTrue();
    assertThat(m.isAdjacent(m.location("ddd/nc"), m.location("ccc"), UnitType.FLEET)).isTrue();
    assertThat(m.isAdjacent(m.location("bbb"), m.location("fff"), UnitType.ARMY)).isTrue();
    assertThat(m.province("st alpha").id()).isEqualTo("aaa");
  }

  @Test
  void theTinyMapLoadsWithWindowsLineEndsTabsAndAByteOrderMark() throws MapFormatException {
    String text = "\uFEFF" + TINY.replace("\n  ", "\n\t").replace("\n", "\r\n");
    GameMap m = GameMap.parse("tiny.map", text);
    assertThat(m.provinces()).hasSize(8);
    assertThat(m.startingUnits()).hasSize(3);
  }

  // ------------------------------------------------------------------------------------------- unknown ids

  @Nested
  class UnknownIds {
    @Test
    void inAnArmyLine() {
      String t = replaceLine("  army bbb ccc ddd", "  army bbb ccc ddd zzz");
      assertOnlyProblem(t, lineOf(t, "  army bbb ccc ddd zzz"), "zzz", "unknown", "zzz");
    }

    @Test
    void inAFleetLine() {
      String t = replaceLine("  fleet bay ddd/sc oce", "  fleet bay ddd/sc oce qqq");
      assertOnlyProblem(t, lineOf(t, "  fleet bay ddd/sc oce qqq"), "qqq", "unknown", "qqq");
    }

    @Test
    void inACoastFleetLine() {
      String t = replaceLine("  coast sc fleet aaa bay", "  coast sc fleet aaa bay xyz");
      assertOnlyProblem(t, lineOf(t, "  coast sc fleet aaa bay xyz"), "xyz", "unknown", "xyz");
    }

    @Test
    void anUndeclaredCoastInACoastLine() {
      String t = replaceLine("  coast sc fleet aaa bay", "  coast sc fleet aaa bay", "  coast ec fleet");
      assertOnlyProblem(t, lineOf(t, "  coast ec fleet"), "coast ec", "unknown coast", "ec");
    }

    @Test
    void inAHomeLine() {
      String t = replaceLine("  home aaa bbb", "  home aaa bbb zzz");
      assertOnlyProblem(t, lineOf(t, "  home aaa bbb zzz"), "zzz", "unknown", "zzz");
    }

    @Test
    void inATerritoryLine() {
      String t = replaceLine("  territory aaa bbb ccc", "  territory aaa bbb ccc zzz");
      assertOnlyProblem(t, lineOf(t, "  territory aaa bbb ccc zzz"), "zzz", "unknown", "zzz");
    }

    @Test
    void inAStartLine() {
      String t = replaceLine("  start F aaa, A bbb", "  start F aaa, A bbb, A zzz");
      assertOnlyProblem(t, lineOf(t, "  start F aaa, A bbb, A zzz"), "A zzz", "unknown", "zzz");
    }

    @Test
    void anUndeclaredCoastInAStartLine() {
      String t = replaceLine("  start F ddd/nc", "  start F ddd/ec");
      assertOnlyProblem(t, lineOf(t, "  start F ddd/ec"), "ddd/ec", "unknown", "ddd/ec");
    }

    @Test
    void idsAreExactNotNames() {
      // Adjacency lists ids; an English name is no id even though look-up would find it.
      String t = replaceLine("  army aaa ddd", "  army Alpha ddd");
      assertProblem(t, lineOf(t, "  army Alpha ddd"), "Alpha", "unknown", "Alpha");
    }
  }

  // ------------------------------------------------------------------------------------------- adjacency

  @Nested
  class Adjacency {
    @Test
    void armyAdjacencyThatIsNotSymmetric() {
      // aaa no longer lists ccc, but ccc still lists aaa: the problem is on ccc's army line.
      String t = replaceLine("  army bbb ccc ddd", "  army bbb ddd");
      assertOnlyProblem(t, lineOf(t, "  army aaa ddd"), "aaa", "not symmetric", "ccc", "aaa");
    }

    @Test
    void fleetAdjacencyThatIsNotSymmetric() {
      // bay no longer lists ddd/sc, but ddd/sc still lists bay.
      String t = replaceLine("  fleet aaa ddd/sc oce", "  fleet aaa oce");
      assertOnlyProblem(t, lineOf(t, "  coast sc fleet aaa bay"), "bay", "not symmetric", "ddd/sc", "bay");
    }

    @Test
    void fleetAdjacencyToTheWrongCoastIsNotSymmetric() {
      // ccc lists ddd/sc, but it is ddd/nc that lists ccc.
      String t = replaceLine("  fleet ddd/nc oce", "  fleet ddd/sc oce");
      List<Problem> all = assertProblem(t, lineOf(t, "  fleet ddd/sc oce"), "ddd/sc", "not symmetric");
      assertProblem(t, lineOf(t, "  coast nc fleet ccc oce"), "ccc", "not symmetric");
      assertThat(all).hasSize(2);
    }

    @Test
    void aFleetEdgeIntoAnInlandProvince() {
      String t = replaceLine("  fleet bay ddd/sc oce", "  fleet bay bbb ddd/sc oce");
      assertOnlyProblem(t, lineOf(t, "  fleet bay bbb ddd/sc oce"), "bbb", "fleet", "inland");
    }

    @Test
    void aFleetEdgeIntoAnImpassableProvince() {
      String t = replaceLine("  fleet aaa bay ccc ddd/nc", "  fleet aaa bay ccc ddd/nc eee");
      assertOnlyProblem(t, lineOf(t, "  fleet aaa bay ccc ddd/nc eee"), "eee", "fleet", "impassable");
    }

    @Test
    void anArmyEdgeIntoASea() {
      String t = replaceLine("  army bbb ccc ddd", "  army bbb ccc ddd oce");
      assertOnlyProblem(t, lineOf(t, "  army bbb ccc ddd oce"), "oce", "army", "sea");
    }

    @Test
    void anArmyEdgeIntoAnImpassableProvince() {
      String t = replaceLine("  army bbb ddd", "  army bbb ddd eee");
      assertOnlyProblem(t, lineOf(t, "  army bbb ddd eee"), "eee", "army", "impassable");
    }

    @Test
    void anArmyLineOnASea() {
      String t = replaceLine("province bay sea | Bay", "province bay sea | Bay", "  army aaa");
      assertOnlyProblem(t, lineOf(t, "  army aaa"), "army aaa", "army", "sea");
    }

    @Test
    void aFleetLineOnAnInlandProvince() {
      String t = replaceLine("province fff inland centre | Phi", "province fff inland centre | Phi", "  fleet oce");
      assertOnlyProblem(t, lineOf(t, "  fleet oce"), "fleet oce", "fleet", "inland");
    }

    @Test
    void anArmyNeighbourThatNamesACoast() {
      String t = replaceLine("  army bbb ccc ddd", "  army bbb ccc ddd/nc");
      assertProblem(t, lineOf(t, "  army bbb ccc ddd/nc"), "ddd/nc", "coast");
    }

    @Test
    void anEdgeToItself() {
      String t = replaceLine("  army bbb ccc ddd", "  army aaa bbb ccc ddd");
      assertOnlyProblem(t, lineOf(t, "  army aaa bbb ccc ddd"), "aaa", "own province");
    }

    @Test
    void aNeighbourListedTwice() {
      String t = replaceLine("  army bbb ccc ddd", "  army bbb ccc ddd bbb");
      assertOnlyProblem(t, lineOf(t, "  army bbb ccc ddd bbb"), "bbb", "twice");
    }
  }

  // ------------------------------------------------------------------------------------------- coasts

  @Nested
  class Coasts {
    @Test
    void aCoastOnAProvinceWithoutSplitCoasts() {
      // oce now lists ccc/nc: ccc has one coast, named by the province id alone.
      String t = replaceLine("  fleet aaa bay ccc ddd/nc", "  fleet aaa bay ccc/nc ddd/nc");
      assertProblem(t, lineOf(t, "  fleet aaa bay ccc/nc ddd/nc"), "ccc/nc", "ccc", "no split coasts");
    }

    @Test
    void aStartingFleetOnACoastOfAProvinceWithoutSplitCoasts() {
      String t = replaceLine("  start F aaa, A bbb", "  start F aaa/nc, A bbb");
      assertOnlyProblem(t, lineOf(t, "  start F aaa/nc, A bbb"), "aaa/nc", "aaa/nc");
    }

    @Test
    void coastLinesOnAnInlandProvince() {
      String t = replaceLine("  army aaa ddd fff", "  army aaa ddd fff", "  coast nc fleet", "  coast sc fleet");
      assertOnlyProblem(t, lineOf(t, "  coast nc fleet"), "coast nc fleet", "bbb", "not coastal");
    }

    @Test
    void aSplitCoastProvinceWithASingleCoast() {
      String t = append("province ggg coastal | Gee", "  coast nc fleet");
      assertOnlyProblem(t, lineOf(t, "  coast nc fleet"), "coast nc fleet", "ggg", "single coast");
    }

    @Test
    void aSplitCoastProvinceWithAPlainFleetLineToo() {
      String t = replaceLine("  coast sc fleet aaa bay", "  coast sc fleet aaa bay", "  fleet oce");
      assertOnlyProblem(t, lineOf(t, "  fleet oce"), "fleet oce", "ddd", "split coasts");
    }

    @Test
    void aFleetEdgeToASplitCoastProvinceThatDoesNotNameTheCoast() {
      String t = replaceLine("  fleet aaa bay ccc ddd/nc", "  fleet aaa bay ccc ddd");
      List<Problem> all = assertProblem(t, lineOf(t, "  fleet aaa bay ccc ddd"), "ddd", "split-coast", "name the coast");
      // ...and ddd/nc lists oce, which now does not list it back.
      assertThat(all).allSatisfy(p -> assertThat(p.message()).containsAnyOf("coast", "symmetric"));
    }

    @Test
    void aStartingFleetOnASplitCoastProvinceWithoutItsCoast() {
      String t = replaceLine("  start F ddd/nc", "  start F ddd");
      assertOnlyProblem(t, lineOf(t, "  start F ddd"), "F ddd", "fleet", "name the coast");
    }

    @Test
    void aCoastThatTheProvinceDoesNotHave() {
      String t = append("coast ec | East Coast | ECS", "province ggg sea | Gee Sea", "  fleet ddd/ec");
      assertProblem(t, lineOf(t, "  fleet ddd/ec"), "ddd/ec", "ddd", "no coast");
    }
  }

  // ------------------------------------------------------------------------------------------- duplicates

  @Nested
  class Duplicates {
    @Test
    void aDuplicateProvinceId() {
      String t = append("province aaa inland | Another Alpha");
      assertOnlyProblem(t, lineOf(t, "province aaa inland | Another Alpha"), "province aaa", "duplicate", "aaa");
    }

    @Test
    void aDuplicateProvinceIdIsReportedOnceWithItsContinuationLines() {
      String t = append("province ccc coastal | Gamma Again", "  army aaa", "  fleet oce");
      assertOnlyProblem(t, lineOf(t, "province ccc coastal | Gamma Again"), "province ccc", "duplicate", "ccc");
    }

    @Test
    void aDuplicatePowerId() {
      String t = append("power red | Reds | Reddish", "  home fff", "  territory fff", "  start A fff");
      assertOnlyProblem(t, lineOf(t, "power red | Reds | Reddish"), "power red", "duplicate", "red");
    }

    @Test
    void aDuplicateCoastId() {
      String t = replaceLine("coast sc | South Coast | SCS | south", "coast sc | South Coast | SCS | south",
          "coast nc | Northern Coast");
      assertOnlyProblem(t, lineOf(t, "coast nc | Northern Coast"), "coast nc", "duplicate", "nc");
    }

    @Test
    void aDuplicateCoastInOneProvince() {
      String t = replaceLine("  coast sc fleet aaa bay", "  coast sc fleet aaa bay", "  coast nc fleet");
      assertOnlyProblem(t, lineOf(t, "  coast nc fleet"), "coast nc", "duplicate", "nc");
    }

    @Test
    void aRepeatedMapStatement() {
      String t = append("map tiny | Tiny Again");
      assertOnlyProblem(t, lineOf(t, "map tiny | Tiny Again"), "map tiny", "repeated", "map");
    }

    @Test
    void aRepeatedArmyLine() {
      String t = replaceLine("  army bbb ddd", "  army bbb ddd", "  army bbb");
      assertOnlyProblem(t, lineOf(t, "  army bbb"), "army bbb", "repeated", "army");
    }

    @Test
    void aRepeatedHomeLine() {
      String t = replaceLine("  home ddd", "  home ddd", "  home fff");
      assertOnlyProblem(t, lineOf(t, "  home fff"), "home fff", "repeated", "home");
    }

    @Test
    void aHomeCentreOfTwoPowers() {
      String t = replaceLine("  home ddd", "  home ddd aaa");
      assertProblem(t, lineOf(t, "  home ddd aaa"), "aaa", "aaa", "home centre");
    }

    @Test
    void aHomeCentreListedTwiceByOnePower() {
      String t = replaceLine("  home aaa bbb", "  home aaa bbb aaa");
      assertOnlyProblem(t, lineOf(t, "  home aaa bbb aaa"), "aaa", "aaa", "twice");
    }

    @Test
    void twoStartingUnitsInOneProvince() {
      String t = replaceLine("  start F aaa, A bbb", "  start F aaa, A bbb, A aaa");
      assertOnlyProblem(t, lineOf(t, "  start F aaa, A bbb, A aaa"), "A aaa", "two starting units", "aaa");
    }
  }

  // ------------------------------------------------------------------------------------------- names

  @Nested
  class NameClashes {
    @Test
    void aProvinceAliasThatIsAnotherProvincesName() {
      String t = replaceLine("province bbb inland centre | Beta", "province bbb inland centre | Beta | Alpha");
      assertOnlyProblem(t, lineOf(t, "province bbb inland centre | Beta | Alpha"), "Alpha",
          "means both", "aaa", "bbb");
    }

    @Test
    void anAliasThatDiffersOnlyInCaseSpacesAndDots() {
      // "St. Alpha" is an alias of aaa; "st alpha" normalises to the same name.
      String t = replaceLine("province ccc coastal | Gamma", "province ccc coastal | Gamma | st alpha");
      assertOnlyProblem(t, lineOf(t, "province ccc coastal | Gamma | st alpha"), "st alpha", "aaa", "ccc");
    }

    @Test
    void anAliasThatIsAnotherProvincesId() {
      String t = replaceLine("province fff inland centre | Phi", "province fff inland centre | Phi | A.A.A.");
      assertOnlyProblem(t, lineOf(t, "province fff inland centre | Phi | A.A.A."), "A.A.A.", "aaa", "fff");
    }

    @Test
    void aProvinceAliasThatIsACoastName() {
      // Provinces and coasts share one name space; the clash is reported where the second meaning is given.
      String t = replaceLine("province fff inland centre | Phi", "province fff inland centre | Phi | North");
      assertOnlyProblem(t, lineOf(t, "province fff inland centre | Phi | North"), "North", "fff", "nc");
    }

    @Test
    void aCoastAliasThatIsAProvinceName() {
      String t = append("coast ec | East Coast | ECS | Beta");
      assertOnlyProblem(t, lineOf(t, "coast ec | East Coast | ECS | Beta"), "Beta", "bbb", "ec");
    }

    @Test
    void aPowerNameThatMeansTwoPowers() {
      String t = replaceLine("power blue | Blueland | Blue | BLU", "power blue | Blueland | Blue | BLU | r-e-d");
      assertOnlyProblem(t, lineOf(t, "power blue | Blueland | Blue | BLU | r-e-d"), "r-e-d", "red", "blue");
    }

    @Test
    void aPowerNameMayEqualAProvinceName() {
      // Powers have their own name space.
      String t = replaceLine("power blue | Blueland | Blue | BLU", "power blue | Blueland | Blue | BLU | Delta");
      try {
        GameMap m = GameMap.parse("tiny.map", t);
        assertThat(m.power("Delta").id()).isEqualTo("blue");
        assertThat(m.province("Delta").id()).isEqualTo("ddd");
      } catch (MapFormatException e) {
        throw new AssertionError(e.getMessage(), e);
      }
    }

    @Test
    void anEmptyNameInAList() {
      String t = replaceLine("province ccc coastal | Gamma", "province ccc coastal | Gamma || Gamma Land");
      assertOnlyProblem(t, lineOf(t, "province ccc coastal | Gamma || Gamma Land"), "Gamma", "empty name");
    }
  }

  // ------------------------------------------------------------------------------------------- powers

  @Nested
  class Powers {
    @Test
    void aHomeCentreThatIsNoSupplyCentre() {
      String t = replaceLine("  home aaa bbb", "  home aaa bbb ccc");
      assertOnlyProblem(t, lineOf(t, "  home aaa bbb ccc"), "ccc", "ccc", "no supply centre");
    }

    @Test
    void aHomeCentreOutsideTheTerritory() {
      String t = replaceLine("  home ddd", "  home ddd fff");
      assertOnlyProblem(t, lineOf(t, "  home ddd fff"), "fff", "fff", "territory");
    }

    @Test
    void aStartingUnitOffTheHomeCentresIsAllowed() throws MapFormatException {
      // 1900 starts a British fleet in Gibraltar, no supply centre.
      String t = replaceLine("  start F aaa, A bbb", "  start F aaa, A bbb, A ccc");
      GameMap m = GameMap.parse("tiny.map", t);
      assertThat(m.startingUnits()).extracting(u -> u.location().id()).contains("ccc");
    }

    @Test
    void aStartingUnitOnAnotherPowersHomeCentreIsAllowed() throws MapFormatException {
      String t = replaceLine("  start F aaa, A bbb", "  start F aaa").replace("  start F ddd/nc",
          "  start F ddd/nc, A bbb");
      GameMap m = GameMap.parse("tiny.map", t);
      assertThat(m.startingUnits()).filteredOn(u -> u.location().id().equals("bbb"))
          .singleElement().satisfies(u -> assertThat(u.power().id()).isEqualTo("blue"));
    }

    @Test
    void twoStartingUnitsInOneProvinceOfTwoPowers() {
      String t = replaceLine("  start F ddd/nc", "  start F ddd/nc, A aaa");
      assertOnlyProblem(t, lineOf(t, "  start F ddd/nc, A aaa"), "A aaa", "two starting units", "aaa");
    }

    @Test
    void aStartingArmyThatCannotStandThere() {
      String t = replaceLine("  start F aaa, A bbb", "  start F aaa, F bbb");
      assertOnlyProblem(t, lineOf(t, "  start F aaa, F bbb"), "F bbb", "fleet", "bbb");
    }

    @Test
    void aStartingUnitThatIsNoUnit() {
      String t = replaceLine("  start F aaa, A bbb", "  start F aaa, X bbb");
      assertOnlyProblem(t, lineOf(t, "  start F aaa, X bbb"), "X bbb", "starting unit");
    }

    @Test
    void aPowerWithoutAStartLine() {
      String t = replaceLine("  start F ddd/nc");
      assertOnlyProblem(t, lineOf(t, "power blue | Blueland | Blue | BLU"), "power blue", "blue", "start");
    }

    @Test
    void aPowerWithoutAStartLineHasItsOtherLinesCheckedToo() {
      String t = replaceLine("  start F ddd/nc").replace("  home ddd\n", "  home ddd zzz\n");
      List<Problem> all = assertProblem(t, lineOf(t, "power blue | Blueland | Blue | BLU"), "power blue", "start");
      assertProblem(t, lineOf(t, "  home ddd zzz"), "zzz", "unknown");
      assertThat(all).hasSize(2);
    }

    @Test
    void anUnknownPowerLine() {
      String t = replaceLine("  home ddd", "  home ddd", "  capital ddd");
      assertOnlyProblem(t, lineOf(t, "  capital ddd"), "capital ddd", "unknown", "capital");
    }
  }

  // ------------------------------------------------------------------------------------------- variant data

  @Nested
  class VariantData {
    @Test
    void theDefaults() throws MapFormatException {
      GameMap m = GameMap.parse("tiny.map", TINY);
      assertThat(m.firstPhase()).isEqualTo(FirstPhase.DEFAULT);
      assertThat(m.victoryCentres()).containsExactly(m.supplyCentreCount() / 2 + 1);
      assertThat(m.ruleFlags()).isEmpty();
      assertThat(m.hasCrossingRules()).isFalse();
      assertThat(m.province("aaa").isPort()).isFalse();
      assertThat(m.power("red").initialCentres()).isEqualTo(m.power("red").homeCentres());
      assertThat(m.power("red").partisanSites()).isEmpty();
      assertThat(m.unownedCentres()).extracting(Province::id).containsExactly("fff");
    }

    @Test
    void everyStatementAndLine() throws MapFormatException {
      String t = replaceLine("map tiny | Tiny", "map tiny | Tiny", "begin winter 1900 adjustments",
          "victory 3 2", "rules BUILD_ANY")
          .replace("  territory aaa bbb ccc\n", "  territory aaa bbb ccc\n  owns aaa bbb fff\n  partisan ccc\n")
          .replace("province ccc coastal | Gamma", "province ccc coastal port | Gamma")
          .replace("  fleet ddd/nc oce\n", "  fleet *ddd/nc oce\n").replace("  army aaa ddd\n", "  army aaa *ddd\n")
          .replace("  coast nc fleet ccc oce", "  coast nc fleet ~ccc oce");
      GameMap m = GameMap.parse("tiny.map", t);
      assertThat(m.firstPhase()).isEqualTo(new FirstPhase(FirstPhase.Season.WINTER, 1900,
          FirstPhase.Kind.ADJUSTMENTS));
      assertThat(m.victoryCentres()).containsExactly(3, 2);
      assertThat(m.ruleFlags()).containsExactly("BUILD_ANY");
      assertThat(m.power("red").initialCentres()).extracting(Province::id).containsExactly("aaa", "bbb", "fff");
      assertThat(m.power("red").partisanSites()).extracting(Province::id).containsExactly("ccc");
      assertThat(m.unownedCentres()).isEmpty();
      assertThat(m.province("ccc").isPort()).isTrue();
      assertThat(m.crossingRule(m.location("ccc"), m.location("ddd/nc"))).isEqualTo(CrossingRule.HALF_STRENGTH);
      assertThat(m.crossingRule(m.location("ddd/nc"), m.location("ccc"))).isEqualTo(CrossingRule.NO_STRENGTH);
      assertThat(m.crossingRule(m.location("ccc"), m.location("oce"))).isEqualTo(CrossingRule.NONE);
      assertThat(m.hasCrossingRules()).isTrue();
    }

    @Test
    void aPowerWithoutTerritoryHasItsHomeCentres() throws MapFormatException {
      GameMap m = GameMap.parse("tiny.map", replaceLine("  territory ddd"));
      assertThat(m.power("blue").territory()).isEqualTo(m.power("blue").homeCentres());
    }

    @Test
    void aBadBegin() {
      for (String bad : List.of("begin spring 1901 retreats", "begin winter 1901 movement", "begin spring 0 movement",
          "begin spring 10000 movement", "begin spring 99999999999 movement", "begin autumn 1901 movement",
          "begin spring 1901")) {
        String t = replaceLine("map tiny | Tiny", "map tiny | Tiny", bad);
        assertOnlyProblem(t, lineOf(t, bad), bad, "expected: begin");
      }
    }

    @Test
    void aRepeatedBegin() {
      String t = replaceLine("map tiny | Tiny", "map tiny | Tiny", "begin spring 1 movement",
          "begin fall 2 movement");
      assertOnlyProblem(t, lineOf(t, "begin fall 2 movement"), "begin fall", "repeated begin");
    }

    @Test
    void aBadVictory() {
      for (String bad : List.of("victory", "victory 0", "victory x", "victory 3 -1", "victory 9999999")) {
        String t = replaceLine("map tiny | Tiny", "map tiny | Tiny", bad);
        assertOnlyProblem(t, lineOf(t, bad), bad.split(" ")[0], "victory");
      }
    }

    @Test
    void aVictoryNoPowerCanReach() {
      String t = replaceLine("map tiny | Tiny", "map tiny | Tiny", "victory 5");
      assertOnlyProblem(t, lineOf(t, "victory 5"), "victory 5", "4");
    }

    @Test
    void anUnsupportedRuleFlag() {
      String t = replaceLine("map tiny | Tiny", "map tiny | Tiny", "rules BUILD_ANY UNITS_ADAPT");
      assertOnlyProblem(t, lineOf(t, "rules BUILD_ANY UNITS_ADAPT"), "UNITS_ADAPT", "unsupported rule flag");
    }

    @Test
    void openSeasonsAreCarriedWithHibernate() throws MapFormatException {
      String t = replaceLine("province bay sea | Bay", "province bay sea open:spring+winter | Bay");
      String ok = replaceLine("map tiny | Tiny", "map tiny | Tiny", "rules HIBERNATE")
          .replace("province bay sea | Bay", "province bay sea open:spring+winter | Bay");
      GameMap m = GameMap.parse("tiny.map", ok);
      assertThat(m.openSeasons(m.province("bay"))).containsExactly(FirstPhase.Season.SPRING,
          FirstPhase.Season.WINTER);
      assertThat(m.isOpen(m.province("bay"), FirstPhase.Season.FALL)).isFalse();
      assertThat(m.openSeasons(m.province("oce"))).hasSize(3);
      assertThat(GameMap.standard().hasSeasonalProvinces()).isFalse();
      String line = "province bay sea open:spring+winter | Bay";
      assertOnlyProblem(t, lineOf(t, line), line, "needs RULE HIBERNATE");
    }

    @Test
    void badOpenSeasons() {
      for (String bad : List.of("open:summer", "open:spring+spring", "open:", "open:spring+")) {
        String line = "province bay sea " + bad + " | Bay";
        String t = replaceLine("province bay sea | Bay", line);
        assertOnlyProblem(t, lineOf(t, line), line, "season");
      }
    }

    @Test
    void theBuildSiteFlagsAreCarried() throws MapFormatException {
      String t = replaceLine("map tiny | Tiny", "map tiny | Tiny", "rules REMOTE_BUILDS HOME_BUILDS");
      assertThat(GameMap.parse("tiny.map", t).ruleFlags()).containsExactly("REMOTE_BUILDS", "HOME_BUILDS");
    }

    @Test
    void aMobilizeMapStartsWithAnEmptyBoardInWinter() throws MapFormatException {
      String t = replaceLine("map tiny | Tiny", "map tiny | Tiny", "rules MOBILIZE");
      int line = lineOf(t, "rules MOBILIZE");
      List<Problem> all = assertProblem(t, line, "MOBILIZE", "empty board", "starting units");
      assertProblem(t, line, "MOBILIZE", "no centre owned", "red owns aaa");
      assertProblem(t, line, "MOBILIZE", "begin winter");
      assertThat(all).hasSize(3);
      String ok = replaceLine("map tiny | Tiny", "map tiny | Tiny", "begin winter 1900 adjustments", "rules MOBILIZE");
      ok = ok.replace("  start F aaa, A bbb", "  owns\n  start").replace("  start F ddd/nc", "  owns\n  start");
      GameMap m = GameMap.parse("tiny.map", ok);
      assertThat(m.ruleFlags()).containsExactly("MOBILIZE");
      assertThat(m.startingUnits()).isEmpty();
      assertThat(m.unownedCentres()).hasSize(m.supplyCentreCount());
    }

    @Test
    void newHomesYears() throws MapFormatException {
      String t = replaceLine("map tiny | Tiny", "map tiny | Tiny", "newhomes 1903 1902");
      assertThat(GameMap.parse("tiny.map", t).newHomesYears()).containsExactly(1902, 1903);
      assertThat(GameMap.parse("tiny.map", TINY).newHomesYears()).isEmpty();
      for (String bad : List.of("newhomes", "newhomes 19x3", "newhomes 0", "newhomes 10000")) {
        String b = replaceLine("map tiny | Tiny", "map tiny | Tiny", bad);
        assertOnlyProblem(b, lineOf(b, bad), bad, "expected: newhomes");
      }
      String twice = replaceLine("map tiny | Tiny", "map tiny | Tiny", "newhomes 1903", "newhomes 1904");
      assertOnlyProblem(twice, lineOf(twice, "newhomes 1904"), "newhomes 1904", "repeated newhomes");
    }

    @Test
    void aRuleFlagInLowerCase() {
      String t = replaceLine("map tiny | Tiny", "map tiny | Tiny", "rules build_any");
      assertOnlyProblem(t, lineOf(t, "rules build_any"), "rules build_any", "upper case");
    }

    @Test
    void aPortThatIsNoCoastalProvince() {
      String t = replaceLine("province bay sea | Bay", "province bay sea port | Bay");
      assertOnlyProblem(t, lineOf(t, "province bay sea port | Bay"), "province bay", "port", "not coastal");
    }

    @Test
    void aPortWithSplitCoasts() {
      String t = replaceLine("province ddd coastal centre | Delta | Delta Land",
          "province ddd coastal centre port | Delta | Delta Land");
      assertOnlyProblem(t, lineOf(t, "province ddd coastal centre port | Delta | Delta Land"), "province ddd",
          "split coasts");
    }

    @Test
    void aRepeatedAttribute() {
      String t = replaceLine("province ccc coastal | Gamma", "province ccc coastal port port | Gamma");
      assertOnlyProblem(t, lineOf(t, "province ccc coastal port port | Gamma"), "port port", "repeated");
    }

    @Test
    void aPartisanSiteThatIsACentre() {
      String t = replaceLine("  home ddd", "  home ddd", "  partisan fff");
      assertOnlyProblem(t, lineOf(t, "  partisan fff"), "fff", "partisan site", "supply centre");
    }

    @Test
    void aPartisanSiteAtSea() {
      String t = replaceLine("  home ddd", "  home ddd", "  partisan oce");
      assertOnlyProblem(t, lineOf(t, "  partisan oce"), "oce", "partisan site", "sea");
    }

    @Test
    void aPartisanSiteOfTwoPowers() {
      String t = replaceLine("  home ddd", "  home ddd", "  partisan  ccc")
          .replace("  home aaa bbb\n", "  home aaa bbb\n  partisan ccc\n");
      assertOnlyProblem(t, lineOf(t, "  partisan  ccc"), "ccc", "already a partisan site");
    }

    @Test
    void ownsANonCentre() {
      String t = replaceLine("  home ddd", "  home ddd", "  owns ddd ccc");
      assertOnlyProblem(t, lineOf(t, "  owns ddd ccc"), "ccc", "no supply centre");
    }

    @Test
    void aCentreOwnedByTwoPowers() {
      String t = replaceLine("  home ddd", "  home ddd", "  owns ddd aaa");
      assertOnlyProblem(t, lineOf(t, "  owns ddd aaa"), "aaa", "owned at the start by both");
    }

    @Test
    void aBorderMarkedInOneListOnly() {
      // aaa reaches ddd by land and ddd/sc by sea: one border, so one rule.
      String t = replaceLine("  army bbb ccc ddd", "  army bbb ccc *ddd");
      assertOnlyProblem(t, lineOf(t, "  fleet bay ddd/sc oce"), "ddd/sc", "unmarked", "marked *");
    }

    @Test
    void aMarkerWithoutAnId() {
      String t = replaceLine("  army bbb ccc ddd", "  army bbb ccc ddd *");
      assertOnlyProblem(t, lineOf(t, "  army bbb ccc ddd *"), "*", "followed by an id");
    }

    @Test
    void anUnknownPowerLineNamesTheNewOnes() {
      String t = replaceLine("  home ddd", "  home ddd", "  holds ddd");
      assertOnlyProblem(t, lineOf(t, "  holds ddd"), "holds", "owns", "partisan", "league", "claims");
    }

    @Test
    void aClaimsLineGivesANumber() {
      String t = replaceLine("  home ddd", "  home ddd", "  claims ddd");
      assertOnlyProblem(t, lineOf(t, "  claims ddd"), "claims", "from 1 to 9");
      t = replaceLine("  home ddd", "  home ddd", "  claims 1", "  claims 2");
      assertOnlyProblem(t, lineOf(t, "  claims 2"), "claims", "repeated claims line");
    }

    @Test
    void aBadLeagueLineIsAProblemOfItsLine() {
      String t = replaceLine("  home ddd", "  home ddd", "  league CATHOLIC KIND");
      assertOnlyProblem(t, lineOf(t, "  league CATHOLIC KIND"), "league", "STRICT or BENIGN");
    }
  }

  // ------------------------------------------------------------------------------------- unusual inputs

  @Nested
  class AcceptedNoMore {
    @Test
    void anAliasThatIsAnotherProvincesCoastLocationId() {
      // `| bul/ec` on Livonia's line used to make map.location("bul/ec") Livonia.
      String t = replaceLine("province aaa coastal centre | Alpha | St. Alpha",
          "province aaa coastal centre | Alpha | St. Alpha | ddd/nc");
      assertOnlyProblem(t, lineOf(t, "province aaa coastal centre | Alpha | St. Alpha | ddd/nc"), "ddd/nc",
          "id of location ddd/nc");
    }

    @Test
    void anAliasThatIsItsOwnCoastLocationId() {
      String t = replaceLine("province ddd coastal centre | Delta | Delta Land",
          "province ddd coastal centre | Delta | Delta Land | DDD/SC");
      assertOnlyProblem(t, lineOf(t, "province ddd coastal centre | Delta | Delta Land | DDD/SC"), "DDD/SC",
          "id of location ddd/sc");
    }

    @Test
    void anAliasThatIsItsOwnIdIsHarmless() throws MapFormatException {
      String t = replaceLine("province bay sea | Bay", "province bay sea | Bay | BAY");
      assertThat(GameMap.parse("tiny.map", t).province("BAY").id()).isEqualTo("bay");
    }

    @Test
    void aCoastAliasThatIsALocationId() {
      String t = replaceLine("coast sc | South Coast | SCS | south", "coast sc | South Coast | SCS | south | aaa");
      assertProblem(t, lineOf(t, "coast sc | South Coast | SCS | south | aaa"), "aaa", "id of location aaa");
    }

    @Test
    void aMapWithNoProvinceAndNoPower() {
      MapFormatException e = failure("map x | X\n");
      assertThat(e.problems()).singleElement().satisfies(p -> {
        assertThat(p.line()).isZero();
        assertThat(p.message()).contains("at least one province and one power");
      });
    }

    @Test
    void aMapWithAProvinceButNoPower() {
      MapFormatException e = failure("map x | X\nprovince a sea | A\n");
      assertThat(e.problems()).singleElement().satisfies(p ->
          assertThat(p.message()).contains("at least one province and one power", "1 province and 0 powers"));
    }

    @Test
    void theSmallestMap() throws MapFormatException {
      GameMap m = GameMap.parse("x.map", "map x | X\npower p | P | Pish\n  home\n  start\nprovince a sea | A\n");
      assertThat(m.powers()).hasSize(1);
      assertThat(m.provinces()).hasSize(1);
    }
  }

  // ------------------------------------------------------------------------------------------- statements

  @Nested
  class Statements {
    @Test
    void aMissingMapLine() {
      String t = replaceLine("map tiny | Tiny");
      assertOnlyProblem(t, lineOf(t, "coast nc | North Coast | NCS | north"), "coast nc", "map statement");
    }

    @Test
    void aMapLineThatIsNotFirst() {
      String t = replaceLine("map tiny | Tiny").replace("coast sc | South Coast | SCS | south\n",
          "coast sc | South Coast | SCS | south\nmap tiny | Tiny\n");
      assertOnlyProblem(t, lineOf(t, "coast nc | North Coast | NCS | north"), "coast nc", "map statement");
    }

    @Test
    void aFileWithNothingButComments() {
      MapFormatException e = failure("# nothing here\n\n   # nor here\n");
      assertThat(e.problems()).singleElement().satisfies(p -> {
        assertThat(p.line()).isEqualTo(0);
        assertThat(p.message()).contains("map statement");
      });
    }

    @Test
    void anEmptyFile() {
      assertThat(failure("").problems()).singleElement()
          .satisfies(p -> assertThat(p.message()).contains("map statement"));
    }

    @Test
    void aMalformedMapLine() {
      String t = replaceLine("map tiny | Tiny", "map Tiny Map");
      assertProblem(t, lineOf(t, "map Tiny Map"), "map Tiny Map", "map <id>");
    }

    @Test
    void anUnknownStatement() {
      String t = append("river nil | Nile");
      assertOnlyProblem(t, lineOf(t, "river nil | Nile"), "river nil", "unknown statement", "river");
    }

    @Test
    void anUnknownStatementSwallowsItsIndentedLines() {
      String t = append("river nil | Nile", "  flows aaa bbb");
      assertOnlyProblem(t, lineOf(t, "river nil | Nile"), "river nil", "unknown statement", "river");
    }

    @Test
    void aKeywordIsLowerCase() {
      String t = append("Province ggg sea | Gee Sea");
      assertOnlyProblem(t, lineOf(t, "Province ggg sea | Gee Sea"), "Province ggg", "unknown statement");
    }

    @Test
    void anIndentedLineAfterTheMapLine() {
      String t = replaceLine("map tiny | Tiny", "map tiny | Tiny", "  army aaa");
      assertOnlyProblem(t, lineOf(t, "  army aaa"), "army aaa", "indented", "continues no");
    }

    @Test
    void anIndentedLineAfterACoastStatement() {
      String t = replaceLine("coast sc | South Coast | SCS | south", "coast sc | South Coast | SCS | south",
          "\tfleet oce");
      assertOnlyProblem(t, lineOf(t, "\tfleet oce"), "fleet oce", "indented");
    }

    @Test
    void anUnknownTerrain() {
      String t = append("province ggg swamp | Gee Marsh");
      assertOnlyProblem(t, lineOf(t, "province ggg swamp | Gee Marsh"), "swamp", "terrain", "swamp");
    }

    @Test
    void aRejectedProvinceIsNotReportedAgainWhereverItIsNamed() {
      // ccc's statement is broken; the lines that name ccc are not reported as unknown ids on top.
      String t = replaceLine("province ccc coastal | Gamma", "province ccc coastline | Gamma");
      assertOnlyProblem(t, lineOf(t, "province ccc coastline | Gamma"), "coastline", "terrain");
    }

    @Test
    void anUnknownProvinceAttribute() {
      String t = replaceLine("province fff inland centre | Phi", "province fff inland capital | Phi");
      assertOnlyProblem(t, lineOf(t, "province fff inland capital | Phi"), "capital", "capital");
    }

    @Test
    void anUpperCaseId() {
      String t = append("province GGG sea | Gee Sea");
      assertOnlyProblem(t, lineOf(t, "province GGG sea | Gee Sea"), "GGG", "GGG");
    }

    @Test
    void aProvinceWithoutAName() {
      String t = append("province ggg sea");
      assertOnlyProblem(t, lineOf(t, "province ggg sea"), "province ggg", "expected");
    }

    @Test
    void anUnknownProvinceLine() {
      String t = replaceLine("  army aaa ddd fff", "  army aaa ddd fff", "  river nil");
      assertOnlyProblem(t, lineOf(t, "  river nil"), "river nil", "unknown", "river");
    }

    @Test
    void problemsQuoteTheLineWithoutItsComment() {
      String t = append("river nil | Nile   # the longest");
      assertThat(failure(t).problems()).singleElement()
          .satisfies(p -> assertThat(p.text()).isEqualTo("river nil | Nile"));
    }

    @Test
    void aCommentMayFollowAnyLine() throws MapFormatException {
      String t = TINY.replace("\n", " # comment | with | bars\n");
      assertThat(GameMap.parse("tiny.map", t).provinces()).hasSize(8);
    }
  }

  // ------------------------------------------------------------------------------------------- several problems

  @Test
  void everyProblemIsReportedInLineOrder() {
    String t = TINY
        .replace("  home aaa bbb\n", "  home aaa bbb ccc\n") // no supply centre
        .replace("  army bbb ccc ddd\n", "  army bbb ddd\n") // ccc lists aaa, aaa does not list ccc
        .replace("province eee impassable | Epsilon\n", "province eee impassable | Epsilon\nriver nil | Nile\n")
        .replace("  fleet ddd/nc oce\n", "  fleet ddd/nc oce zzz\n") // unknown id
        .replace("map tiny | Tiny\n", "map tiny | Tiny\n  stray\n"); // indented, continues nothing
    MapFormatException e = failure(t);
    List<Integer> lines = new ArrayList<>();
    e.problems().forEach(p -> lines.add(p.line()));
    assertThat(lines).containsExactly(
        lineOf(t, "  stray"),
        lineOf(t, "  home aaa bbb ccc"),
        lineOf(t, "  army aaa ddd"),
        lineOf(t, "  fleet ddd/nc oce zzz"),
        lineOf(t, "river nil | Nile"));
    assertThat(lines).isSorted();
  }

  @Test
  void syntaxProblemsDoNotHideTheOthers() {
    // A statement the parser rejects and a problem only whole-map validation finds: both are reported.
    String t = append("power green | Greenland | Green", "  colour green")
        .replace("  army bbb ccc ddd\n", "  army bbb ddd\n");
    MapFormatException e = failure(t);
    assertThat(e.problems()).extracting(Problem::line)
        .containsExactly(lineOf(t, "  army aaa ddd"), lineOf(t, "power green | Greenland | Green"),
            lineOf(t, "  colour green"));
  }

  @Test
  void aBrokenFileNeverYieldsAMap() {
    String t = replaceLine("  army bbb ccc ddd", "  army bbb ddd");
    assertThatThrownBy(() -> GameMap.parse("tiny.map", t)).isInstanceOf(MapFormatException.class);
    // ...and loading a broken file leaves nothing behind that a later load could see.
    try {
      assertThat(GameMap.parse("tiny.map", TINY).provinces()).hasSize(8);
    } catch (MapFormatException e) {
      throw new AssertionError(e.getMessage(), e);
    }
  }

  @Test
  void theMessageNamesTheSourceAndTheLines() {
    String t = TINY
        .replace("  army bbb ccc ddd\n", "  army bbb ddd\n")
        .replace("  home aaa bbb\n", "  home aaa bbb ccc\n");
    MapFormatException e = catchThrowableOfType(MapFormatException.class, () -> GameMap.parse("maps/tiny.map", t));
    assertThat(e.getMessage())
        .startsWith("2 problems in map file")
        .contains("maps/tiny.map:" + lineOf(t, "  home aaa bbb ccc") + ": ")
        .contains("maps/tiny.map:" + lineOf(t, "  army aaa ddd") + ": ")
        .contains("no supply centre")
        .contains("not symmetric")
        .contains("[ccc]");
  }

  @Test
  void loadNamesTheFile(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("broken.map");
    Files.writeString(file, replaceLine("  army bbb ccc ddd", "  army bbb ddd"), StandardCharsets.UTF_8);
    assertThatThrownBy(() -> GameMap.load(file))
        .isInstanceOf(MapFormatException.class)
        .hasMessageContaining(file.toString() + ":");
  }

  @Test
  void theStandardMapLoads() {
    assertThat(GameMap.standard().provinces()).hasSize(76);
  }
}
