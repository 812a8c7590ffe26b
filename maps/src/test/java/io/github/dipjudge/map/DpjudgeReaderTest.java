package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.dipjudge.map.MapFormatException.Problem;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The DPjudge reader on a tiny map in two files: what it reads (names, the case conventions, ports, coasts, border
 * markers, powers, partisan sites, initial ownership, the first phase, victory and rules), what it ignores, what it
 * refuses by name, and every malformed construct reported with its file, line and text.
 */
class DpjudgeReaderTest {
  /** The geography, USEd by {@link #MAIN}. Each line unique: the tests find lines by their text. */
  static final String GEO = String.join("\n",
      "# tiny DPjudge geography",
      "Ocean = oce ocean great+ocean",
      "Bay = bay",
      "Alpha = aaa alpha",
      "Beta = bbb",
      "Gamma = ccc",
      "Delta (north coast) = ddd/nc ddd(nc)",
      "Delta (south coast) = ddd/sc",
      "Delta = ddd delta",
      "Epsilon = eee",
      "Isle = isl isle amb?",
      "WATER OCE ABUTS AAA BAY CCC DDD/NC",
      "WATER BAY ABUTS AAA *DDD/SC OCE ISL",
      "COAST AAA ABUTS BBB ccc DDD/SC BAY OCE Isl",
      "LAND BBB ABUTS AAA ddd EEE",
      "COAST CCC ABUTS aaa DDD/NC OCE",
      "COAST DDD/NC ABUTS CCC OCE",
      "COAST DDD/SC ABUTS AAA *BAY",
      "COAST ddd ABUTS AAA BBB CCC OCE BAY",
      "SHUT EEE ABUTS BBB",
      "PORT ISL ABUTS BAY Aaa",
      "");

  static final String MAIN = String.join("\n",
      "# tiny DPjudge map",
      "USE tiny.geography",
      "NOTIFY someone@example.org",
      "FLAGS standard",
      "RED (REDDISH:R) AAA BBB *CCC",
      "FLAG ENGLAND",
      "A BBB",
      "F AAA",
      "BLUE () DDD",
      "F DDD/NC",
      "UNOWNED ISL",
      "BEGIN SPRING 1 MOVEMENT",
      "VICTORY 4 3",
      "RULE BUILD_ANY NO_DRAW FTF_PRESS",
      "");

  static GameMap read(String main, String geo) throws MapFormatException {
    Map<String, String> files = new LinkedHashMap<>();
    files.put("tiny.map", main);
    files.put("tiny.geography", geo);
    return MapFormatsTest.readDpjudge(files);
  }

  static MapFormatException failure(String main, String geo) {
    MapFormatException e = catchThrowableOfType(MapFormatException.class, () -> read(main, geo));
    assertThat(e).as("a broken DPjudge map must not load").isNotNull();
    assertThat(e.problems()).isNotEmpty();
    return e;
  }

  /** {@code text} with the one line that is exactly {@code oldLine} replaced by {@code newLines}. */
  static String replace(String text, String oldLine, String... newLines) {
    List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
    int i = lines.indexOf(oldLine);
    assertThat(i).as("line to replace: %s", oldLine).isNotNegative();
    lines.remove(i);
    lines.addAll(i, Arrays.asList(newLines));
    return String.join("\n", lines);
  }

  static int lineOf(String text, String line) {
    int i = Arrays.asList(text.split("\n", -1)).indexOf(line);
    assertThat(i).as("line %s", line).isNotNegative();
    return i + 1;
  }

  /** Asserts a problem in {@code file} on the line {@code line}, quoting {@code offending}, saying {@code words}. */
  static void assertProblem(MapFormatException e, String file, String text, String line, String offending,
      String... words) {
    int n = lineOf(text, line);
    assertThat(e.problems()).as("problems: %s", e.problems()).anySatisfy(p -> {
      assertThat(p.source()).isEqualTo(file);
      assertThat(p.line()).isEqualTo(n);
      assertThat(p.text()).contains(offending);
      for (String w : words) {
        assertThat(p.message().toLowerCase(Locale.ROOT)).contains(w.toLowerCase(Locale.ROOT));
      }
    });
  }

  static void geoProblem(String oldLine, String newLine, String offending, String... words) {
    String geo = replace(GEO, oldLine, newLine.split("\n"));
    String[] added = newLine.split("\n");
    assertProblem(failure(MAIN, geo), "tiny.geography", geo, added[added.length - 1], offending, words);
  }

  static void mainProblem(String oldLine, String newLine, String offending, String... words) {
    String main = replace(MAIN, oldLine, newLine.split("\n"));
    String[] added = newLine.split("\n");
    assertProblem(failure(main, GEO), "tiny.map", main, added[added.length - 1], offending, words);
  }

  // ------------------------------------------------------------------------------------------- what it reads

  @Test
  void theTinyMapReadsAsDpjudgeMeansIt() throws MapFormatException {
    GameMap m = read(MAIN, GEO);
    assertThat(m.id()).isEqualTo("tiny");
    assertThat(m.provinces()).extracting(Province::id).containsExactly("aaa", "bay", "bbb", "ccc", "ddd", "eee",
        "isl", "oce");
    Province ddd = m.province("delta");
    assertThat(ddd.coasts()).extracting(Location::id).containsExactly("ddd/nc", "ddd/sc");
    assertThat(m.province("eee").terrain()).isEqualTo(Terrain.IMPASSABLE);
    assertThat(m.province("bbb").terrain()).isEqualTo(Terrain.INLAND);
    assertThat(m.province("isl").isPort()).isTrue();
    // Names: '+' is a space; an alias marked ambiguous is none.
    assertThat(m.province("great ocean").id()).isEqualTo("oce");
    GameMap plus = read(MAIN, GEO.replace("Gamma = ccc", "Gamma+Ray = ccc"));
    assertThat(plus.province("ccc").name()).isEqualTo("Gamma Ray");
    assertThat(plus.province("gamma ray").id()).isEqualTo("ccc");
    assertThat(m.findProvince("amb")).isEmpty();
    assertThat(m.location("Delta (north coast)").id()).isEqualTo("ddd/nc");
    // Lower case: armies only (aaa-ccc); title case: fleets only (aaa-isl); upper case: both.
    assertThat(m.isAdjacent(m.location("aaa"), m.location("ccc"), UnitType.ARMY)).isTrue();
    assertThat(m.isAdjacent(m.location("aaa"), m.location("ccc"), UnitType.FLEET)).isFalse();
    assertThat(m.isAdjacent(m.location("aaa"), m.location("isl"), UnitType.ARMY)).isFalse();
    assertThat(m.isAdjacent(m.location("aaa"), m.location("isl"), UnitType.FLEET)).isTrue();
    // An entry for a coast gives armies the province: aaa lists DDD/SC, and reaches ddd by land.
    assertThat(m.isAdjacent(m.location("aaa"), m.location("ddd"), UnitType.ARMY)).isTrue();
    assertThat(m.isAdjacent(m.location("aaa"), m.location("ddd/sc"), UnitType.FLEET)).isTrue();
    // Nothing reaches an impassable place.
    assertThat(m.neighbours(m.location("bbb"), UnitType.ARMY)).extracting(Location::id).containsExactly("aaa",
        "ddd");
    // Border rules, directed, from the location that lists them.
    assertThat(m.crossingRule(m.location("bay"), m.location("ddd/sc"))).isEqualTo(CrossingRule.HALF_STRENGTH);
    assertThat(m.crossingRule(m.location("ddd/sc"), m.location("bay"))).isEqualTo(CrossingRule.HALF_STRENGTH);
    assertThat(m.crossingRule(m.location("aaa"), m.location("bay"))).isEqualTo(CrossingRule.NONE);
    // Powers, sorted as DPjudge sorts them; the ownership word is the adjective; () means the name.
    assertThat(m.powers()).extracting(Power::id).containsExactly("blue", "red");
    Power red = m.power("red");
    assertThat(red.adjective()).isEqualTo("Reddish");
    assertThat(m.power("blue").adjective()).isEqualTo("Blue");
    assertThat(red.homeCentres()).extracting(Province::id).containsExactly("aaa", "bbb");
    assertThat(red.partisanSites()).extracting(Province::id).containsExactly("ccc");
    assertThat(red.initialCentres()).isEqualTo(red.homeCentres());
    assertThat(red.territory()).isEqualTo(red.homeCentres());
    assertThat(m.unownedCentres()).extracting(Province::id).containsExactly("isl");
    assertThat(m.startingUnits()).extracting(StartingUnit::toString).containsExactly("Blue: F ddd/nc",
        "Red: A bbb", "Red: F aaa");
    assertThat(m.firstPhase()).isEqualTo(new FirstPhase(FirstPhase.Season.SPRING, 1, FirstPhase.Kind.MOVEMENT));
    assertThat(m.victoryCentres()).containsExactly(4, 3);
    assertThat(m.victoryCentres(1)).isEqualTo(4);
    assertThat(m.victoryCentres(2)).isEqualTo(3);
    assertThat(m.victoryCentres(50)).isEqualTo(3);
    assertThat(m.ruleFlags()).containsExactly("BUILD_ANY");
  }

  @Test
  void laterLinesAmendDropRenameAndReplace() throws MapFormatException {
    String main = MAIN + String.join("\n",
        "AMEND OCE ABUTS -CCC",
        "AMEND CCC ABUTS -OCE",
        "DROP EEE",
        "AMEND BBB ABUTS -EEE",
        "BBB -> Bravo = brv beta",
        "RED -BRV",
        "UNOWNED -BRV",
        "RED",
        "A AAA",
        "BLUE",
        "OWNS DDD ISL",
        "UNOWNED",
        "RULE !BUILD_ANY",
        "VICTORY 3",
        "");
    GameMap m = read(main, GEO);
    assertThat(m.isAdjacent(m.location("oce"), m.location("ccc"), UnitType.FLEET)).isFalse();
    assertThat(m.findProvince("eee")).isEmpty();
    Province brv = m.province("bravo");
    assertThat(brv.id()).isEqualTo("brv");
    assertThat(m.province("beta")).isSameAs(brv);
    assertThat(brv.isSupplyCentre()).isFalse();
    assertThat(m.power("red").homeCentres()).extracting(Province::id).containsExactly("aaa");
    // A later unit in a province replaces the earlier one, whoever owned it.
    assertThat(m.startingUnits()).extracting(StartingUnit::toString).containsExactlyInAnyOrder(
        "Blue: F ddd/nc", "Red: A brv", "Red: A aaa");
    assertThat(m.power("blue").initialCentres()).extracting(Province::id).containsExactly("ddd", "isl");
    assertThat(m.unownedCentres()).isEmpty();
    assertThat(m.ruleFlags()).isEmpty();
  }

  @Test
  void aRenameToANameAlreadyReferencedMeansTheRenamedPlace() throws MapFormatException {
    // renaissance.map lists HAN as unowned before it renames KIE to HAN.
    String main = MAIN.replace("UNOWNED ISL", "UNOWNED ISL NEW").replace(" *CCC", "")
        + "CCC -> Newland = new gamma\n";
    GameMap m = read(main, GEO);
    assertThat(m.province("newland").id()).isEqualTo("new");
    assertThat(m.province("new").isSupplyCentre()).isTrue();
    assertThat(m.isAdjacent(m.location("aaa"), m.location("new"), UnitType.ARMY)).isTrue();
    assertThat(m.startingUnits()).isNotEmpty();
  }

  @Test
  void aMapWithThreeCoastsAndHomesSetAfresh() throws MapFormatException {
    String geo = GEO.replace("Delta = ddd delta", "Delta (east coast) = ddd/ec\nDelta = ddd delta")
        .replace("COAST ddd ABUTS AAA BBB CCC OCE BAY", "COAST DDD/EC ABUTS ISL\nCOAST ddd ABUTS AAA BBB CCC OCE BAY")
        .replace("PORT ISL ABUTS BAY Aaa", "PORT ISL ABUTS BAY Aaa Ddd/Ec");
    String main = MAIN.replace("VICTORY 4 3", "VICTORY 2") + "BLUE\nHOMES ISL\nUNITS\nF ISL\n";
    GameMap m = read(main, geo);
    assertThat(m.province("ddd").coasts()).extracting(Location::id).containsExactly("ddd/nc", "ddd/sc", "ddd/ec");
    assertThat(m.isAdjacent(m.location("isl"), m.location("ddd/ec"), UnitType.FLEET)).isTrue();
    assertThat(m.isAdjacent(m.location("isl"), m.location("ddd"), UnitType.ARMY)).isFalse();
    assertThat(m.power("blue").homeCentres()).extracting(Province::id).containsExactly("isl");
    // HOMES sets the home centres afresh: the old ones are no centres any more (DPjudge's addHomes).
    assertThat(m.province("ddd").isSupplyCentre()).isFalse();
    assertThat(m.startingUnits()).extracting(StartingUnit::toString).contains("Blue: F isl")
        .doesNotContain("Blue: F ddd/nc");
  }

  @Test
  void directivesAboutPressDeadlinesDrawingGraphicsAndMailAreIgnored() throws MapFormatException {
    String main = MAIN + String.join("\n", "TEXTONLY", "RULE NO_PRESS NO_DEADLINE PROPOSE_DIAS EAVESDROP!", "");
    assertThat(read(main, GEO).ruleFlags()).containsExactly("BUILD_ANY");
  }

  @Test
  void theFirstStatementTellsTheFormat() {
    assertThat(MapReader.isOwnFormat("map x | X\n")).isTrue();
    assertThat(MapReader.isOwnFormat("# c\n\nprovince a sea | A\n")).isTrue();
    assertThat(MapReader.isOwnFormat("map Tiny Map\n")).isTrue();
    assertThat(MapReader.isOwnFormat("")).isTrue();
    assertThat(MapReader.isOwnFormat("MAP standard\n")).isFalse();
    assertThat(MapReader.isOwnFormat("map standard.geography\nuse standard.politics\n")).isFalse();
    assertThat(MapReader.isOwnFormat("# x\nUSE standard.map\n")).isFalse();
    assertThat(MapReader.isOwnFormat("Adriatic Sea = adr\n")).isFalse();
  }

  // ------------------------------------------------------------------------------------------- IN <season>

  /** {@code IN <season>: <terrain> <place>}: a province passable in some seasons only (loeb9's Arctic Ocean). */
  @Nested
  class Seasons {
    @Test
    void aShutPlaceOpenInOneSeasonTakesThatTerrainAndItsNeighbours() throws MapFormatException {
      GameMap m = read(MAIN + "IN SPRING: LAND EEE\nRULE HIBERNATE\n", GEO);
      Province eee = m.province("eee");
      assertThat(eee.terrain()).isEqualTo(Terrain.INLAND);
      assertThat(m.openSeasons(eee)).containsExactly(FirstPhase.Season.SPRING);
      assertThat(m.isOpen(eee, FirstPhase.Season.FALL)).isFalse();
      assertThat(m.neighbours(eee.location(), UnitType.ARMY)).extracting(Location::id).containsExactly("bbb");
      assertThat(m.neighbours(m.province("bbb").location(), UnitType.ARMY)).extracting(Location::id)
          .contains("eee");
      assertThat(m.hasSeasonalProvinces()).isTrue();
      assertThat(m.ruleFlags()).contains("HIBERNATE");
      assertThat(m.openSeasons(m.province("oce"))).hasSize(3);
      // Adjacency by season: Beta reaches Epsilon in Spring only; from Epsilon nothing is reached in Fall.
      Location bbb = m.province("bbb").location();
      assertThat(m.neighbours(bbb, UnitType.ARMY, FirstPhase.Season.SPRING)).extracting(Location::id)
          .contains("eee");
      assertThat(m.neighbours(bbb, UnitType.ARMY, FirstPhase.Season.FALL)).extracting(Location::id)
          .doesNotContain("eee").contains("aaa");
      assertThat(m.neighbours(eee.location(), UnitType.ARMY, FirstPhase.Season.FALL)).isEmpty();
      GameMap standard = GameMap.standard();
      Location par = standard.location("par");
      assertThat(standard.neighbours(par, UnitType.ARMY, FirstPhase.Season.WINTER))
          .isSameAs(standard.neighbours(par, UnitType.ARMY));
    }

    @Test
    void anOpenPlaceShutInOneSeasonIsOpenInTheOthers() throws MapFormatException {
      GameMap m = read(MAIN + "in fall: SHUT OCE\nRULE HIBERNATE\n", GEO);
      assertThat(m.openSeasons(m.province("oce"))).containsExactly(FirstPhase.Season.SPRING,
          FirstPhase.Season.WINTER);
      assertThat(m.province("oce").terrain()).isEqualTo(Terrain.SEA);
      // A place never shut, and one shut in every season, are ordinary.
      GameMap never = read(MAIN + "IN WINTER: WATER OCE\n", GEO);
      assertThat(never.hasSeasonalProvinces()).isFalse();
      assertThat(never.openSeasons(never.province("eee"))).isEmpty();
    }

    @Test
    void withoutHibernateTheMapIsRefused() {
      String main = MAIN + "IN SPRING: LAND EEE\n";
      assertProblem(failure(main, GEO), "tiny.map", main, "IN SPRING: LAND EEE", "IN SPRING", "HIBERNATE");
    }

    @Test
    void aSeasonalCentreOrAUnitOnAShutPlaceIsRefused() {
      String centre = MAIN + "IN FALL: SHUT AAA\nRULE HIBERNATE\n";
      assertProblem(failure(centre, GEO), "tiny.map", centre, "IN FALL: SHUT AAA", "IN FALL", "supply centre",
          "aaa");
      String unit = MAIN + "IN SPRING: SHUT OCE\nRULE HIBERNATE\nRED\nF OCE\n";
      assertProblem(failure(unit, GEO), "tiny.map", unit, "IN SPRING: SHUT OCE", "IN SPRING", "starts on oce");
    }

    @Test
    void anUnknownPlaceIsAProblemOfItsLine() {
      String main = MAIN + "IN SPRING: WATER ZZZ\nRULE HIBERNATE\n";
      assertProblem(failure(main, GEO), "tiny.map", main, "IN SPRING: WATER ZZZ", "ZZZ", "unknown place");
    }

    @Test
    void twoOpenTerrainsAreRefused() {
      String main = MAIN + "IN FALL: WATER EEE\nIN SPRING: LAND EEE\nRULE HIBERNATE\n";
      MapFormatException e = failure(main, GEO);
      assertThat(e.unsupportedFeatures()).containsExactly("IN");
    }
  }

  // ------------------------------------------------------------------------------------------- refused features

  @Nested
  class Unsupported {
    private void refused(String main, String geo, String feature, String line, String file) {
      MapFormatException e = failure(main, geo);
      assertThat(e.unsupportedFeatures()).contains(feature);
      String text = file.equals("tiny.map") ? main : geo;
      assertProblem(e, file, text, line, line.trim().split("\\s+")[0], "unsupported", feature);
      assertThat(e.problems()).allSatisfy(p -> assertThat(p.message()).startsWith("unsupported DPjudge feature"));
    }

    private void refusedLine(String line, String feature) {
      refused(MAIN + line + "\n", GEO, feature, line, "tiny.map");
    }

    @Test
    void directives() {
      refusedLine("FLOW SPRING:MOVEMENT,INCOME,RETREATS", "FLOW"); // an INCOME only before a movement is read
      refusedLine("FLOW WINTER:INCOME,ADJUSTMENTS", "FLOW");
      refusedLine("IN SPRING", "IN"); // the multi-line form
      refusedLine("IN S1901M: SHUT AAA", "IN"); // a phase abbreviation
      refusedLine("IN SPRING 1902: SHUT AAA", "IN"); // a year
      refusedLine("IN SPRING: AMEND AAA ABUTS BBB", "IN"); // not a terrain line
      refusedLine("IN SPRING: SHUT AAA ABUTS BBB", "IN"); // neighbours changed
      refusedLine("FROM S1903M: WATER AAA", "FROM");
      refusedLine("CONTROL BLUE", "CONTROL");
      refusedLine("ROTATE CONTROL", "ROTATE");
      refusedLine("TEAMS RED-BLUE", "TEAM");
      refusedLine("RESERVES 2", "RESERVES");
      refusedLine("MILITIA 1", "MILITIA");
      refusedLine("RULE GARRISON", "RULE GARRISON");
      refusedLine("RULE UNITS_ADAPT", "RULE UNITS_ADAPT");
    }

    @Test
    void buildSites() {
      refusedLine("RED +CCC", "factory site (+SC)");
      refused(MAIN + "BLUE\nOWNS SC!\n", GEO, "build on any vacant home centre (SC! / SC?)", "OWNS SC!", "tiny.map");
    }

    @Test
    void restrictedBorders() {
      String geo = replace(GEO, "WATER OCE ABUTS AAA BAY CCC DDD/NC", "WATER OCE ABUTS AAA BAY R:CCC DDD/NC");
      refused(MAIN, geo, "power-restricted border (P:XXX)", "WATER OCE ABUTS AAA BAY R:CCC DDD/NC",
          "tiny.geography");
      // An ownership restriction on a border armies cross is refused (Alpha-Beta is an army edge).
      geo = replace(GEO, "LAND BBB ABUTS AAA ddd EEE", "LAND BBB ABUTS AAA(AAA) ddd EEE");
      MapFormatException e = failure(MAIN, geo);
      assertThat(e.unsupportedFeatures()).containsExactly("ownership-restricted border on an army's path (XXX(SC))");
    }

    @Test
    void aBorderOpenToTheOwnerOfCentres() throws MapFormatException {
      // Only fleets cross from the Ocean to Gamma: the owner of Alpha (and of Isle) alone may.
      String geo = replace(GEO, "WATER OCE ABUTS AAA BAY CCC DDD/NC", "WATER OCE ABUTS AAA BAY CCC(AAA) DDD/NC");
      geo = replace(geo, "COAST CCC ABUTS aaa DDD/NC OCE", "COAST CCC ABUTS aaa DDD/NC OCE(aaa,isl)");
      GameMap m = read(MAIN, geo);
      assertThat(m.hasOwnerBorders()).isTrue();
      assertThat(m.borderOwners(m.location("oce"), m.location("ccc"))).extracting(Province::id)
          .containsExactly("aaa");
      assertThat(m.borderOwners(m.location("ccc"), m.location("oce"))).extracting(Province::id)
          .containsExactly("aaa", "isl");
      assertThat(m.borderOwners(m.location("oce"), m.location("aaa"))).isEmpty();
      assertThat(read(MAIN, GEO).hasOwnerBorders()).isFalse();
      // Written in either format, it reads back the same.
      assertThat(MapComparison.differences(m, GameMap.parse("own.map", MapWriter.write(m)))).isEmpty();
      assertThat(MapComparison.differences(m, MapFormatsTest.readDpjudge(DpjudgeWriter.write(m)), false, false))
          .isEmpty();
      String bad = replace(GEO, "COAST CCC ABUTS aaa DDD/NC OCE", "COAST CCC ABUTS aaa DDD/NC OCE(bay)");
      assertProblem(failure(MAIN, bad), "tiny.geography", bad, "COAST CCC ABUTS aaa DDD/NC OCE(bay)", "OCE(bay)",
          "no supply centre", "bay");
    }

    @Test
    void aStanzaForEveryGameHasItsRulesReadAsTheMapsOwn() throws MapFormatException {
      // ambition.map's stanza: RULE lines, which DPjudge files for every game as it files a map's RULE lines.
      for (String open : List.of("DIRECTIVES", "STANDARD DIRECTIVES", "directives")) {
        GameMap map = read(MAIN + open + "\nRULE CD_DUMMIES\nRULES CD_BUILDS DUMMY_FIRE\nEND DIRECTIVES\n", GEO);
        assertThat(map.ruleFlags()).as(open).contains("CD_DUMMIES", "CD_BUILDS", "DUMMY_FIRE");
        assertThat(MapComparison.differences(map, read(MAIN + "RULE CD_DUMMIES CD_BUILDS DUMMY_FIRE\n", GEO)))
            .as(open).isEmpty();
      }
      // A rule not supported is refused by its name there too.
      refused(MAIN + "DIRECTIVES\nRULE ZEROSUM\nEND DIRECTIVES\n", GEO, "RULE ZEROSUM", "RULE ZEROSUM", "tiny.map");
    }

    @Test
    void aStanzaForEveryGameRefusesAnyOtherStatusLine() {
      // A status line of the game's own (a deadline, a master...) is no map line: refused, and the stanza read on
      // to its end.
      refused(MAIN + "DIRECTIVES\nDEADLINE 20261205\nEND DIRECTIVES\n", GEO, "DIRECTIVES", "DEADLINE 20261205",
          "tiny.map");
      MapFormatException e = failure(MAIN + "DIRECTIVES\nMASTER someone\nEND DIRECTIVES\nRULE GARRISON\n", GEO);
      assertThat(e.unsupportedFeatures()).containsExactly("DIRECTIVES", "RULE GARRISON");
    }

    @Test
    void aStanzaOfAnotherRulesVariantIsReadAndIgnored() throws MapFormatException {
      // void.map's stanza: a Payola game's rule, which no game here plays; its lines are never map lines.
      for (String variant : List.of("PAYOLA", "payola", "DPPD", "SOLITAIRE", "XTALBALL")) {
        GameMap map = read(MAIN + variant + " DIRECTIVES\nRULE NO_DONATIONS\nRULE GARRISON\nnot a map line\n"
            + "END DIRECTIVES\n", GEO);
        assertThat(MapComparison.differences(map, read(MAIN, GEO))).as(variant).isEmpty();
      }
      // Without END the stanza runs to the end of the file, as void.map's does.
      assertThat(MapComparison.differences(read(MAIN + "PAYOLA DIRECTIVE\nRULE NO_DONATIONS\n", GEO), read(MAIN, GEO)))
          .isEmpty();
    }

    @Test
    void afterItsEndOrItsFileTheLinesAreMapLinesAgain() {
      refused(MAIN + "PAYOLA DIRECTIVES\nRULE NO_DONATIONS\nEND DIRECTIVES\nRULE GARRISON\n", GEO,
          "RULE GARRISON", "RULE GARRISON", "tiny.map");
      // A stanza left open in a USEd file ends with that file.
      String main = replace(MAIN, "USE tiny.geography", "USE tiny.geography", "RULE GARRISON");
      refused(main, GEO + "PAYOLA DIRECTIVES\nRULE NO_DONATIONS\n", "RULE GARRISON", "RULE GARRISON", "tiny.map");
    }

    @Test
    void aDirectivesLineNamingNoVariantOrTooLongIsAProblem() {
      String main = MAIN + "GREY DIRECTIVES\n";
      assertProblem(failure(main, GEO), "tiny.map", main, "GREY DIRECTIVES", "GREY", "unknown rules variant",
          "PAYOLA");
      main = MAIN + "PAYOLA GAME DIRECTIVES\n";
      assertProblem(failure(main, GEO), "tiny.map", main, "PAYOLA GAME DIRECTIVES", "PAYOLA", "at most two words");
    }

    @Test
    void everyFeatureIsListedOnceWhereItIsFirstUsed() {
      String main = MAIN + "FLOW A:INCOME\nCONTROL RED\nFLOW B:INCOME\n";
      MapFormatException e = failure(main, GEO);
      assertThat(e.unsupportedFeatures()).containsExactly("FLOW", "CONTROL");
      assertThat(e.problems()).extracting(Problem::line).containsExactly(lineOf(main, "FLOW A:INCOME"),
          lineOf(main, "CONTROL RED"));
    }
  }

  // ------------------------------------------------------------------------------------------- power renames

  /** DPjudge's power rename, {@code old -> new (ownWord) centres} (Map.py lines 826-836, renamePower 969-989). */
  @Nested
  class PowerRenames {
    @Test
    void aRenamedPowerKeepsItsHomesUnitsAndDummyStatus() throws MapFormatException {
      GameMap m = read(MAIN + "DUMMY BLUE\nBLUE -> _AZURE (SKY)\n", GEO);
      assertThat(m.powers()).extracting(Power::id).containsExactly("red", "azure");
      Power azure = m.power("Azure");
      assertThat(azure.name()).isEqualTo("Azure");
      assertThat(azure.adjective()).isEqualTo("Sky");
      assertThat(azure.isDummy()).isTrue();
      assertThat(azure.homeCentres()).extracting(Province::id).containsExactly("ddd");
      assertThat(m.startingUnits()).anySatisfy(u -> {
        assertThat(u.power()).isSameAs(azure);
        assertThat(u.location().id()).isEqualTo("ddd/nc");
      });
    }

    @Test
    void theRenameLineGoesOnAsAPowerLineOfTheNewName() throws MapFormatException {
      // Without an ownership word the new name is one; the centres after it are added to the homes.
      GameMap m = read(MAIN + "BLUE -> GREEN ISL\nVICTORY 4\n", GEO);
      Power green = m.power("Green");
      assertThat(green.adjective()).isEqualTo("Green");
      assertThat(green.homeCentres()).extracting(Province::id).containsExactly("ddd", "isl");
    }

    @Test
    void renamingNoPowerOrTheUnownedCentresIsAProblemOfItsLine() {
      String main = MAIN + "GREEN -> YELLOW\n";
      assertProblem(failure(main, GEO), "tiny.map", main, "GREEN -> YELLOW", "GREEN -> YELLOW", "no such power");
      main = MAIN + "UNOWNED -> YELLOW\n";
      assertProblem(failure(main, GEO), "tiny.map", main, "UNOWNED -> YELLOW", "UNOWNED -> YELLOW", "unowned");
      main = MAIN + "BLUE -> RED\n";
      assertProblem(failure(main, GEO), "tiny.map", main, "BLUE -> RED", "BLUE -> RED", "already a power");
      main = MAIN + "BLUE ->\n";
      assertProblem(failure(main, GEO), "tiny.map", main, "BLUE ->", "BLUE ->", "needs a new name");
    }
  }

  // ------------------------------------------------------------------------------------------- dummy powers

  /** DPjudge's DUMMY lines (Map.py lines 634-650), its dummy flags and its hidden build sites, read. */
  @Nested
  class AlternativeHomes {
    private Power red(String main) throws MapFormatException {
      return read(main, GEO).power("red");
    }

    private String ids(java.util.Map<Province, ? extends List<Province>> alts) {
      StringBuilder sb = new StringBuilder();
      alts.forEach((c, limits) -> {
        sb.append(sb.length() == 0 ? "" : " ").append(c.id());
        limits.forEach(l -> sb.append(l == limits.get(0) ? "(" : "+").append(l.id()));
        sb.append(limits.isEmpty() ? "" : ")");
      });
      return sb.toString();
    }

    @Test
    void anAlternativeIsAHomeCentreWithItsLimits() throws MapFormatException {
      assertThat(red(MAIN).hasAlternativeHomes()).isFalse();
      Power unlimited = red(replace(MAIN, "RED (REDDISH:R) AAA BBB *CCC", "RED (REDDISH:R) @AAA BBB *CCC"));
      assertThat(ids(unlimited.alternativeHomes())).isEqualTo("aaa");
      assertThat(unlimited.homeCentres()).extracting(Province::id).containsExactly("aaa", "bbb");
      assertThat(unlimited.hasAlternativeHomes()).isTrue();
      // ~ (a hidden build site) and @ together, and the limits in parentheses
      Power limited = red(replace(MAIN, "RED (REDDISH:R) AAA BBB *CCC", "RED (REDDISH:R) ~@AAA(BBB) BBB *CCC"));
      assertThat(ids(limited.alternativeHomes())).isEqualTo("aaa(bbb)");
      assertThat(limited.yearAlternativeHomes()).isEmpty();
      // A home named again without @ is an alternative no more (Map.py lines 902-904).
      Power again = red(replace(MAIN, "RED (REDDISH:R) AAA BBB *CCC", "RED (REDDISH:R)",
          "INHABITS @AAA BBB *CCC", "INHABITS AAA"));
      assertThat(again.alternativeHomes()).isEmpty();
    }

    @Test
    void anInBlockGivesTheAlternativesOfOneYearsAdjustments() throws MapFormatException {
      String main = replace(MAIN, "RED (REDDISH:R) AAA BBB *CCC", "RED (REDDISH:R) @AAA BBB *CCC")
          + "IN W2A\nRED\nHOMES ~@AAA(BBB) ~BBB *CCC\n";
      Power red = red(main);
      assertThat(ids(red.alternativeHomes())).isEqualTo("aaa");
      assertThat(red.yearAlternativeHomes().keySet()).containsExactly(2);
      assertThat(ids(red.alternativeHomes(2))).isEqualTo("aaa(bbb)");
      assertThat(ids(red.alternativeHomes(3))).isEqualTo("aaa");
      assertThat(ids(red.alternativeHomes(1))).isEqualTo("aaa");
      // A block without @ takes the alternatives away in that year.
      assertThat(red(replace(MAIN, "RED (REDDISH:R) AAA BBB *CCC", "RED (REDDISH:R) @AAA BBB *CCC")
          + "IN W2A\nRED\nHOMES AAA BBB *CCC\n").alternativeHomes(2)).isEmpty();
    }

    @Test
    void badLimitsAreProblems() {
      String notHome = replace(MAIN, "RED (REDDISH:R) AAA BBB *CCC", "RED (REDDISH:R) @AAA(DDD) BBB *CCC");
      assertProblem(failure(notHome, GEO), "tiny.map", notHome, "RED (REDDISH:R) @AAA(DDD) BBB *CCC",
          "@AAA(DDD)", "is no home centre of red");
      String alt = replace(MAIN, "RED (REDDISH:R) AAA BBB *CCC", "RED (REDDISH:R) @AAA(BBB) @BBB *CCC");
      assertProblem(failure(alt, GEO), "tiny.map", alt, "RED (REDDISH:R) @AAA(BBB) @BBB *CCC", "@AAA(BBB)",
          "itself an alternative");
      String noAt = replace(MAIN, "RED (REDDISH:R) AAA BBB *CCC", "RED (REDDISH:R) AAA(BBB) BBB *CCC");
      assertProblem(failure(noAt, GEO), "tiny.map", noAt, "RED (REDDISH:R) AAA(BBB) BBB *CCC", "AAA(BBB)",
          "follow an alternative home centre only");
      String unowned = replace(MAIN, "UNOWNED ISL", "UNOWNED @ISL");
      assertProblem(failure(unowned, GEO), "tiny.map", unowned, "UNOWNED @ISL", "@ISL", "unowned centre");
    }

    @Test
    void whatAnInBlockMayNotDoIsRefusedAsIn() {
      // a home list that changes the home centres
      MapFormatException e = failure(MAIN + "IN W2A\nRED\nHOMES AAA *CCC\n", GEO);
      assertThat(e.unsupportedFeatures()).containsExactly("IN");
      // another directive in a block
      assertThat(failure(MAIN + "IN W2A\nVICTORY 3\n", GEO).unsupportedFeatures()).containsExactly("IN");
      // a home list before any power line of the block
      assertThat(failure(MAIN + "IN W2A\nHOMES AAA BBB *CCC\n", GEO).unsupportedFeatures()).containsExactly("IN");
      // another phase than an adjustment one
      assertThat(failure(MAIN + "IN S2M\nRED\nHOMES AAA BBB *CCC\n", GEO).unsupportedFeatures())
          .containsExactly("IN");
    }
  }

  @Nested
  class Leagues {
    @Test
    void aLeagueLineGivesTheCurrentPowerItsLeague() throws MapFormatException {
      GameMap m = read(replace(MAIN, "F DDD/NC", "LEAGUE catholic benign Christian", "F DDD/NC"), GEO);
      League blue = m.power("blue").league().orElseThrow();
      assertThat(blue.name()).isEqualTo("CATHOLIC");
      assertThat(blue.behaviour()).isEqualTo(League.Behaviour.BENIGN);
      assertThat(blue.friends()).containsExactly("CHRISTIAN");
      assertThat(blue.isFriendly("christian")).isTrue();
      assertThat(blue.isFriendly("MUSLIM")).isFalse();
      assertThat(m.power("red").league()).isEmpty();
      GameMap strict = read(replace(MAIN, "F DDD/NC", "LEAGUE CATHOLIC STRICT", "F DDD/NC"), GEO);
      assertThat(strict.power("blue").league().orElseThrow().behaviour()).isEqualTo(League.Behaviour.STRICT);
      GameMap member = read(replace(MAIN, "A BBB", "LEAGUE MUSLIM", "A BBB"), GEO);
      assertThat(member.power("red").league().orElseThrow()).hasToString("MUSLIM");
      // Written in either format, read back the same.
      assertThat(MapComparison.differences(m, GameMap.parse("own.map", MapWriter.write(m)))).isEmpty();
      assertThat(MapComparison.differences(m, MapFormatsTest.readDpjudge(DpjudgeWriter.write(m)), false, false))
          .isEmpty();
      assertThat(MapComparison.differences(m, read(MAIN, GEO))).isNotEmpty();
    }

    @Test
    void badLeagueLinesAreProblemsOfTheirLine() {
      // DPjudge's Map.py lines 610-619: LEAGUE BEFORE POWER, POWER IN MULTIPLE LEAGUES, BAD STRICT LEAGUE, BAD
      // LEAGUE BEHAVIOR.
      String main = "LEAGUE CATHOLIC\n" + MAIN;
      assertProblem(failure(main, GEO), "tiny.map", main, "LEAGUE CATHOLIC", "LEAGUE", "before any power line");
      main = replace(MAIN, "F DDD/NC", "LEAGUE CATHOLIC", "LEAGUE MUSLIM", "F DDD/NC");
      assertProblem(failure(main, GEO), "tiny.map", main, "LEAGUE MUSLIM", "LEAGUE", "POWER IN MULTIPLE LEAGUES");
      main = replace(MAIN, "F DDD/NC", "LEAGUE CATHOLIC STRICT CHRISTIAN", "F DDD/NC");
      assertProblem(failure(main, GEO), "tiny.map", main, "LEAGUE CATHOLIC STRICT CHRISTIAN", "LEAGUE",
          "BAD STRICT LEAGUE");
      main = replace(MAIN, "F DDD/NC", "LEAGUE CATHOLIC KIND", "F DDD/NC");
      assertProblem(failure(main, GEO), "tiny.map", main, "LEAGUE CATHOLIC KIND", "LEAGUE", "BAD LEAGUE BEHAVIOR");
      main = replace(MAIN, "F DDD/NC", "LEAGUE", "F DDD/NC");
      assertProblem(failure(main, GEO), "tiny.map", main, "LEAGUE", "LEAGUE", "names a league");
    }
  }

  @Nested
  class ShadowedAliases {
    @Test
    void anAliasThatIsAnotherProvincesAbbreviationIsNoNameOfIt() throws MapFormatException {
      // zeus's "Libya = lib ben benghazi" beside "Bay of Bengal = ben": ben stays the bay's id and only that.
      GameMap m = read(MAIN, replace(GEO, "Bay = bay", "Bay = bay bbb"));
      assertThat(m.province("bbb").id()).isEqualTo("bbb");
      assertThat(m.province("bay").aliases()).doesNotContain("bbb");
    }
  }

  @Nested
  class ClaimableHomes {
    @Test
    void ampersandScGivesThePowerOneClaim() throws MapFormatException {
      assertThat(read(MAIN, GEO).power("red").claimableHomes()).isZero();
      GameMap m = read(replace(MAIN, "RED (REDDISH:R) AAA BBB *CCC", "RED (REDDISH:R) AAA BBB *CCC &SC"), GEO);
      assertThat(m.power("red").claimableHomes()).isEqualTo(1);
      assertThat(m.power("red").homeCentres()).extracting(Province::id).containsExactly("aaa", "bbb");
      assertThat(m.power("blue").claimableHomes()).isZero();
      // DPjudge's addHomes removes an entry before adding it: two &SC are one claim; -&SC removes it.
      assertThat(read(replace(MAIN, "RED (REDDISH:R) AAA BBB *CCC", "RED (REDDISH:R) AAA BBB *CCC &SC &SC"), GEO)
          .power("red").claimableHomes()).isEqualTo(1);
      assertThat(read(replace(MAIN, "RED (REDDISH:R) AAA BBB *CCC", "RED (REDDISH:R) AAA BBB *CCC &SC", "RED -&SC"),
          GEO).power("red").claimableHomes()).isZero();
      // Written in either format, read back the same.
      assertThat(MapComparison.differences(m, GameMap.parse("own.map", MapWriter.write(m)))).isEmpty();
      assertThat(MapComparison.differences(m, MapFormatsTest.readDpjudge(DpjudgeWriter.write(m)), false, false))
          .isEmpty();
    }

    @Test
    void aHomeCentreOfTwoPowers() throws MapFormatException {
      // Alpha, Red's home, listed by Blue too (as ambition's Crimea): each power's home; the first power in
      // DPjudge's order (Blue) is the province's homePower.
      GameMap m = read(MAIN + "BLUE AAA\nOWNS DDD\n", GEO);
      assertThat(m.power("blue").homeCentres()).extracting(Province::id).contains("aaa");
      assertThat(m.power("red").homeCentres()).extracting(Province::id).contains("aaa");
      assertThat(m.province("aaa").homePower()).contains(m.power("blue"));
      assertThat(MapComparison.differences(m, GameMap.parse("own.map", MapWriter.write(m)))).isEmpty();
    }

    @Test
    void anUnownedClaimIsAProblem() {
      String main = MAIN + "UNOWNED &SC\n";
      assertProblem(failure(main, GEO), "tiny.map", main, "UNOWNED &SC", "&SC", "cannot be claimed");
    }
  }

  @Nested
  class DummyPowers {
    private List<String> dummies(String main) throws MapFormatException {
      List<String> out = new ArrayList<>();
      for (Power p : read(main, GEO).powers()) {
        if (p.isDummy()) {
          out.add(p.id());
        }
      }
      return out;
    }

    @Test
    void dummyAloneMakesTheCurrentPowerADummy() throws MapFormatException {
      assertThat(dummies(MAIN)).isEmpty();
      assertThat(dummies(replace(MAIN, "F DDD/NC", "DUMMY", "F DDD/NC"))).containsExactly("blue");
      // DUMMY alone keeps the current power: the unit after it is still Blue's.
      GameMap m = read(replace(MAIN, "F DDD/NC", "DUMMY", "F DDD/NC"), GEO);
      assertThat(m.startingUnits()).anySatisfy(u -> {
        assertThat(u.power().id()).isEqualTo("blue");
        assertThat(u.location().id()).isEqualTo("ddd/nc");
      });
    }

    @Test
    void listsAllAndAllExcept() throws MapFormatException {
      assertThat(dummies(MAIN + "DUMMIES RED BLUE\n")).containsExactlyInAnyOrder("red", "blue");
      assertThat(dummies(MAIN + "DUMMY ALL\n")).containsExactlyInAnyOrder("red", "blue");
      assertThat(dummies(MAIN + "DUMMIES ALL EXCEPT RED\n")).containsExactly("blue");
      // ALL is every power declared so far and no other: RED made a dummy before is one no more.
      assertThat(dummies(MAIN + "DUMMY RED\nDUMMY ALL EXCEPT RED\n")).containsExactly("blue");
      // A power removed later is none.
      assertThat(dummies(MAIN + "GREEN () ISL\nDUMMY ALL\nUNPLAYED GREEN\nVICTORY 3\n"))
          .containsExactlyInAnyOrder("red", "blue");
    }

    @Test
    void aListForgetsTheCurrentPower() {
      String main = MAIN + "BLUE\nDUMMY RED\nA CCC\n";
      assertProblem(failure(main, GEO), "tiny.map", main, "A CCC", "A CCC", "before any power");
    }

    @Test
    void malformedDummyLinesAreProblemsOfTheirLine() {
      String main = MAIN + "DUMMIES\n";
      assertProblem(failure(main, GEO), "tiny.map", main, "DUMMIES", "DUMMIES", "list of powers");
      main = MAIN + "DUMMY GREEN\n";
      assertProblem(failure(main, GEO), "tiny.map", main, "DUMMY GREEN", "GREEN", "no power GREEN");
      main = MAIN + "DUMMY ALL BUT RED\n";
      assertProblem(failure(main, GEO), "tiny.map", main, "DUMMY ALL BUT RED", "DUMMY", "ALL EXCEPT");
      main = MAIN + "DUMMY ALL EXCEPT\n";
      assertProblem(failure(main, GEO), "tiny.map", main, "DUMMY ALL EXCEPT", "DUMMY", "ALL EXCEPT");
      main = "USE tiny.geography\nDUMMY\n" + MAIN.substring(MAIN.indexOf("RED (REDDISH"));
      assertProblem(failure(main, GEO), "tiny.map", main, "DUMMY", "DUMMY", "before any power");
    }

    @Test
    void theDummyFlagsAreCarried() throws MapFormatException {
      GameMap m = read(MAIN + "DUMMY RED\nRULE CD_DUMMIES CD_BUILDS IMMOBILE_DUMMIES\n", GEO);
      assertThat(m.ruleFlags()).containsExactly("BUILD_ANY", "CD_DUMMIES", "CD_BUILDS", "IMMOBILE_DUMMIES");
      assertThat(m.power("Red").isDummy()).isTrue();
    }

    @Test
    void aHiddenBuildSiteIsReadAsAPlainHomeCentre() throws MapFormatException {
      GameMap m = read(replace(MAIN, "RED (REDDISH:R) AAA BBB *CCC", "RED (REDDISH:R) ~AAA BBB *CCC"), GEO);
      assertThat(m.power("Red").homeCentres()).extracting(Province::id).containsExactly("aaa", "bbb");
    }

    @Test
    void theProjectFormatsDummyLine() throws MapFormatException {
      GameMap sengoku = GameMap.variant("sengoku");
      assertThat(sengoku.power("Neutral").isDummy()).isTrue();
      assertThat(sengoku.powers()).filteredOn(Power::isDummy).hasSize(1);
      String text = MapWriter.write(sengoku);
      String twice = text.replace("  dummy\n", "  dummy\n  dummy\n");
      MapFormatException e = catchThrowableOfType(MapFormatException.class, () -> GameMap.parse("twice.map", twice));
      assertThat(e.problems()).singleElement().satisfies(p -> assertThat(p.message()).contains("repeated dummy"));
      String extra = text.replace("  dummy\n", "  dummy yes\n");
      e = catchThrowableOfType(MapFormatException.class, () -> GameMap.parse("extra.map", extra));
      assertThat(e.problems()).singleElement().satisfies(p -> assertThat(p.message()).contains("takes nothing"));
    }
  }

  // ------------------------------------------------------------------------------------------- malformed

  /** RULE MOBILIZE and NEWHOMES (1898.map, 1897.map): read, and written back in the project's format. */
  @Nested
  class MobilizeAndNewHomes {
    @Test
    void mobilizeEmptiesTheBoardAndBeginsWithTheAdjustmentsBefore() throws MapFormatException {
      // DPjudge's Power.initialize() (lines 85-87): no unit, no centre owned; Game.findStartPhase(): the adjustment
      // phase before a first phase that is none.
      String main = replace(MAIN, "BEGIN SPRING 1 MOVEMENT", "BEGIN SPRING 1902 MOVEMENT");
      GameMap m = read(main + "RULE MOBILIZE\nBLUE\nOWNS ISL\n", GEO);
      assertThat(m.ruleFlags()).containsExactly("BUILD_ANY", "MOBILIZE");
      assertThat(m.startingUnits()).isEmpty();
      assertThat(m.powers()).allSatisfy(p -> assertThat(p.initialCentres()).isEmpty());
      assertThat(m.power("red").homeCentres()).extracting(Province::id).containsExactly("aaa", "bbb");
      assertThat(m.unownedCentres()).hasSize(m.supplyCentreCount());
      assertThat(m.firstPhase())
          .isEqualTo(new FirstPhase(FirstPhase.Season.WINTER, 1901, FirstPhase.Kind.ADJUSTMENTS));
      GameMap w = read(replace(MAIN, "BEGIN SPRING 1 MOVEMENT", "BEGIN FALL 7 MOVEMENT") + "RULE MOBILIZE\n", GEO);
      assertThat(w.firstPhase()).isEqualTo(new FirstPhase(FirstPhase.Season.WINTER, 6, FirstPhase.Kind.ADJUSTMENTS));
      assertThat(MapComparison.differences(w, GameMap.parse("own.map", MapWriter.write(w)))).isEmpty();
      // RULE !MOBILIZE turns it off again: the units and owners stay.
      GameMap off = read(MAIN + "RULE MOBILIZE\nRULE !MOBILIZE\n", GEO); // year 1: no adjustment before it
      assertThat(MapComparison.differences(off, read(MAIN, GEO))).isEmpty();
    }

    @Test
    void mobilizeBeforeTheFirstYearIsAProblem() {
      String main = MAIN + "RULE MOBILIZE\n";
      assertProblem(failure(main, GEO), "tiny.map", main, "BEGIN SPRING 1 MOVEMENT", "BEGIN", "RULE MOBILIZE",
          "before year 1");
    }

    @Test
    void newHomesYearsAreReadTheLastLineCounting() throws MapFormatException {
      GameMap m = read(MAIN + "NEWHOMES 1903\nNEWHOMES 1905 1904\n", GEO);
      assertThat(m.newHomesYears()).containsExactly(1904, 1905);
      assertThat(read(MAIN, GEO).newHomesYears()).isEmpty();
      assertThat(read(MAIN + "NEWHOMES 1903\nNEWHOMES\n", GEO).newHomesYears()).isEmpty();
      assertThat(MapComparison.differences(m, GameMap.parse("own.map", MapWriter.write(m)))).isEmpty();
      String bad = MAIN + "NEWHOMES 1903 19x3\n";
      assertProblem(failure(bad, GEO), "tiny.map", bad, "NEWHOMES 1903 19x3", "NEWHOMES", "expected: NEWHOMES");
    }
  }

  @Nested
  class Malformed {
    @Test
    void anUnknownNeighbour() {
      geoProblem("WATER OCE ABUTS AAA BAY CCC DDD/NC", "WATER OCE ABUTS AAA BAY CCC DDD/NC ZZZ", "ZZZ", "unknown",
          "zzz");
    }

    @Test
    void anUnknownNeighbourOfACoast() {
      geoProblem("COAST DDD/NC ABUTS CCC OCE", "COAST DDD/NC ABUTS CCC OCE QQQ", "QQQ", "unknown", "qqq");
    }

    @Test
    void noAbuts() {
      geoProblem("LAND BBB ABUTS AAA ddd EEE", "LAND BBB NEXT AAA ddd EEE", "LAND BBB", "ABUTS");
    }

    @Test
    void amendingNothing() {
      geoProblem("SHUT EEE ABUTS BBB", "AMEND FFF ABUTS BBB", "AMEND FFF", "nothing to amend");
    }

    @Test
    void aNameLineWithoutAbbreviation() {
      geoProblem("Bay = bay", "Bay =", "Bay =", "no abbreviation");
    }

    @Test
    void aNameLineWithTwoEqualSigns() {
      geoProblem("Bay = bay", "Bay = bay = b", "Bay = bay", "one =");
    }

    @Test
    void aSecondNameLine() {
      geoProblem("Bay = bay", "Bay = bay\nBight = bay", "Bight", "second name line");
    }

    @Test
    void aPlaceWithoutAName() {
      String geo = replace(GEO, "Bay = bay", "# no name for the bay");
      assertProblem(failure(MAIN, geo), "tiny.geography", geo, "WATER BAY ABUTS AAA *DDD/SC OCE ISL", "WATER BAY",
          "no name line");
    }

    @Test
    void aNamedPlaceNotOnTheMap() {
      geoProblem("Bay = bay", "Bay = bay\nNowhere = now", "Nowhere", "not on the map");
    }

    @Test
    void anInvalidAbbreviation() {
      geoProblem("Bay = bay", "Bay = b.y", "b.y", "invalid abbreviation");
    }

    @Test
    void aNameClash() {
      geoProblem("Bay = bay", "Bay = bay alpha", "alpha", "means both");
    }

    @Test
    void aNameThatIsAnotherLocationsId() {
      geoProblem("Bay = bay", "Bay = bay ddd/sc", "ddd/sc", "id of location ddd/sc");
    }

    @Test
    void anUnknownBorderMarker() {
      geoProblem("WATER OCE ABUTS AAA BAY CCC DDD/NC", "WATER OCE ABUTS AAA BAY !CCC DDD/NC", "!CCC",
          "border marker");
    }

    @Test
    void twoBorderMarkers() {
      geoProblem("WATER OCE ABUTS AAA BAY CCC DDD/NC", "WATER OCE ABUTS AAA BAY *~CCC DDD/NC", "*~CCC", "both");
    }

    @Test
    void aBorderMarkedOnOneSideOfAnArmyAndFleetEdgeOnly() throws MapFormatException {
      // One entry gives both edges, so they carry the same rule: consistent by construction.
      String geo = replace(GEO, "COAST CCC ABUTS aaa DDD/NC OCE", "COAST CCC ABUTS aaa *DDD/NC OCE");
      GameMap m = read(MAIN, geo);
      assertThat(m.crossingRule(m.location("ccc"), m.location("ddd/nc"))).isEqualTo(CrossingRule.HALF_STRENGTH);
      assertThat(m.crossingRule(m.location("ccc"), m.location("ddd"))).isEqualTo(CrossingRule.HALF_STRENGTH);
    }

    @Test
    void aOneWayBorder() {
      geoProblem("LAND BBB ABUTS AAA ddd EEE", "LAND BBB ABUTS AAA CCC ddd EEE", "CCC", "not symmetric");
    }

    @Test
    void aNeighbourListedTwice() {
      geoProblem("LAND BBB ABUTS AAA ddd EEE", "LAND BBB ABUTS AAA ddd EEE AAA", "AAA", "listed twice");
    }

    @Test
    void aProvinceWithCoastsInUpperCase() {
      geoProblem("COAST ddd ABUTS AAA BBB CCC OCE BAY", "COAST DDD ABUTS AAA BBB CCC OCE BAY", "COAST DDD",
          "lower case");
    }

    @Test
    void aLowerCasePlaceWithoutCoasts() {
      geoProblem("COAST CCC ABUTS aaa DDD/NC OCE", "COAST ccc ABUTS aaa DDD/NC OCE", "COAST ccc", "no coasts");
    }

    @Test
    void aMixedCasePlace() {
      geoProblem("COAST CCC ABUTS aaa DDD/NC OCE", "COAST Ccc ABUTS aaa DDD/NC OCE", "Ccc", "upper case");
    }

    @Test
    void aCoastOfNoProvince() {
      String geo = replace(GEO, "COAST ddd ABUTS AAA BBB CCC OCE BAY", "# ddd gone");
      MapFormatException e = failure(MAIN, geo);
      assertProblem(e, "tiny.geography", geo, "COAST DDD/NC ABUTS CCC OCE", "DDD/NC", "of no province");
    }

    @Test
    void aUnitBeforeAnyPower() {
      String main = "A BBB\n" + MAIN;
      assertProblem(failure(main, GEO), "tiny.map", main, "A BBB", "A BBB", "before any power");
    }

    @Test
    void aUnitWithThreeWords() {
      mainProblem("A BBB", "A BBB CCC", "A BBB CCC", "expected a unit");
    }

    @Test
    void aUnitWhereItCannotStand() {
      mainProblem("A BBB", "F BBB", "F BBB", "cannot stand");
    }

    @Test
    void twoUnitsOfAPowerCannotShareAProvince() throws MapFormatException {
      // DPjudge replaces a unit given for a province already occupied: not an error.
      GameMap m = read(MAIN.replace("F DDD/NC", "F DDD/NC\nA DDD"), GEO);
      assertThat(m.startingUnits()).extracting(StartingUnit::toString).contains("Blue: A ddd");
    }

    @Test
    void aBadBegin() {
      mainProblem("BEGIN SPRING 1 MOVEMENT", "BEGIN SPRING 1 RETREATS", "BEGIN SPRING", "expected: BEGIN");
      mainProblem("BEGIN SPRING 1 MOVEMENT", "BEGIN SPRING 0 MOVEMENT", "BEGIN SPRING", "expected: BEGIN");
      mainProblem("BEGIN SPRING 1 MOVEMENT", "BEGIN SPRING 99999999999 MOVEMENT", "BEGIN SPRING",
          "expected: BEGIN");
      mainProblem("BEGIN SPRING 1 MOVEMENT", "BEGIN WINTER 1900 MOVEMENT", "BEGIN WINTER", "expected: BEGIN");
      mainProblem("BEGIN SPRING 1 MOVEMENT", "BEGIN B.C. 273 MOVEMENT", "BEGIN B.C.", "FLOW");
    }

    @Test
    void aBadVictory() {
      mainProblem("VICTORY 4 3", "VICTORY 4 x", "VICTORY 4 x", "expected: VICTORY");
      mainProblem("VICTORY 4 3", "VICTORY 0", "VICTORY 0", "expected: VICTORY");
      mainProblem("VICTORY 4 3", "VICTORY 9", "VICTORY 9", "victory needs 9");
    }

    @Test
    void aMissingInclude() {
      mainProblem("USE tiny.geography", "USE tiny.geography other", "other", "cannot read", "other.map");
    }

    @Test
    void anIncludeUsedTwice() {
      mainProblem("USE tiny.geography", "USE tiny.geography tiny.geography", "tiny.geography", "used twice");
    }

    @Test
    void anIncludeByPath() {
      mainProblem("USE tiny.geography", "USE tiny.geography ../secret", "../secret", "plain file name");
    }

    @Test
    void twoMapLines() {
      String main = MAIN + "MAP x\nMAP y\n";
      assertProblem(failure(main, GEO), "tiny.map", main, "MAP y", "MAP y", "second MAP");
    }

    @Test
    void ownsBeforeAnyPower() {
      String main = "OWNS AAA\n" + MAIN;
      assertProblem(failure(main, GEO), "tiny.map", main, "OWNS AAA", "OWNS AAA", "before any power");
    }

    @Test
    void aCentreThatIsNoPlace() {
      mainProblem("UNOWNED ISL", "UNOWNED ISL ZZZ", "ZZZ", "unknown place", "supply centre");
    }

    @Test
    void aCentreThatIsACoast() {
      mainProblem("UNOWNED ISL", "UNOWNED ISL DDD/SC", "DDD/SC", "is a coast");
    }

    @Test
    void aPartisanSiteThatIsACentre() {
      mainProblem("RED (REDDISH:R) AAA BBB *CCC", "RED (REDDISH:R) AAA BBB *CCC *DDD", "DDD", "partisan",
          "supply centre");
    }

    @Test
    void anUnownedPartisanSite() {
      mainProblem("UNOWNED ISL", "UNOWNED ISL *CCC", "*CCC", "partisan");
    }

    @Test
    void renamingAnUnknownPlace() {
      mainProblem("UNOWNED ISL", "UNOWNED ISL\nZZZ -> Zed = zed", "ZZZ -> Zed", "cannot rename");
    }

    @Test
    void renamingOntoAPlace() {
      mainProblem("UNOWNED ISL", "UNOWNED ISL\nCCC -> Bee = bbb", "CCC -> Bee", "already a place");
    }

    @Test
    void aSinglePower() {
      String main = replace(replace(MAIN, "BLUE () DDD"), "F DDD/NC");
      MapFormatException e = failure(main, GEO);
      assertThat(e.problems()).anySatisfy(p -> {
        assertThat(p.source()).isEqualTo("tiny.map");
        assertThat(p.line()).isZero();
        assertThat(p.message()).contains("at least two powers");
      });
    }

    @Test
    void anIllegalPowerLetter() {
      mainProblem("BLUE () DDD", "BLUE (BLUISH:M) DDD", "(BLUISH:M)", "abbreviation");
    }

    @Test
    void problemsOfBothFilesComeInFileOrder() {
      String geo = replace(GEO, "Bay = bay", "Bay = bay alpha");
      String main = replace(MAIN, "A BBB", "A BBB CCC");
      MapFormatException e = failure(main, geo);
      assertThat(e.problems()).extracting(Problem::source).containsExactly("tiny.map", "tiny.geography");
      assertThat(e.getMessage()).contains("tiny.geography:" + lineOf(geo, "Bay = bay alpha"));
    }
  }

  @Test
  void withoutAResolverAnIncludeIsAProblemOfItsLine() {
    MapFormatException e = catchThrowableOfType(MapFormatException.class, () -> GameMap.parse("tiny.map", MAIN));
    assertThat(e.problems()).anySatisfy(p -> {
      assertThat(p.line()).isEqualTo(lineOf(MAIN, "USE tiny.geography"));
      assertThat(p.message()).contains("cannot read included file tiny.geography");
    });
  }

  @Test
  void aResolverThatThrowsIsReportedNotPropagated() {
    MapFormatException e = catchThrowableOfType(MapFormatException.class, () -> GameMap.parse("tiny.map", MAIN,
        name -> {
          throw new NoSuchFileException(name, null, "gone");
        }));
    assertThat(e.problems()).anySatisfy(p -> assertThat(p.message()).contains("gone"));
  }
}
