package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Both formats yield the same {@link GameMap}: DPjudge's standard map equals the project's, edge for edge; every
 * map written in the project's format ({@link MapWriter}) or in DPjudge's ({@link DpjudgeWriter}) reads back equal,
 * for the shipped maps and for random ones; and DPjudge text broken line by line loads or is reported, never
 * anything else.
 */
class MapFormatsTest {
  /** Reads the files a {@link DpjudgeWriter} made, the first as the main file. */
  static GameMap readDpjudge(Map<String, String> files) throws MapFormatException {
    String main = files.keySet().iterator().next();
    MapIncludes includes = name -> {
      String text = files.get(name);
      if (text == null) {
        throw new NoSuchFileException(name);
      }
      return text;
    };
    return GameMap.parse(main, files.get(main), includes);
  }

  /** Province names and aliases, which DPjudge's format keeps (language tags aside), by id. */
  static java.util.Set<String> provinceNames(GameMap m) {
    java.util.Set<String> out = new java.util.TreeSet<>();
    for (Province p : m.provinces()) {
      out.add(p.id() + ": " + p.name() + " " + p.aliases());
    }
    return out;
  }

  // ------------------------------------------------------------------------------------------- the standard map

  @Example
  void dpjudgesStandardMapIsTheProjectsStandardMapEdgeForEdge() throws IOException, MapFormatException {
    Path file = SharedData.require("data/maps/dpjudge/standard.map");
    GameMap dpjudge = GameMap.load(file);
    // Names and territories are the project's own (DPjudge's format has no territory); everything else agrees.
    assertThat(MapComparison.differences(dpjudge, GameMap.standard(), false, false)).isEmpty();
    assertThat(MapComparison.edges(dpjudge, UnitType.ARMY)).hasSize(2 * 111);
    assertThat(MapComparison.edges(dpjudge, UnitType.FLEET)).hasSize(2 * 141);
    assertThat(dpjudge.firstPhase()).isEqualTo(FirstPhase.DEFAULT);
    assertThat(dpjudge.victoryCentres()).containsExactly(18);
  }

  @Example
  void theStandardMapWrittenInEitherFormatReadsBackEqual() throws MapFormatException {
    GameMap standard = GameMap.standard();
    GameMap own = GameMap.parse("standard.map", MapWriter.write(standard));
    assertThat(MapComparison.differences(standard, own)).isEmpty();
    GameMap dpjudge = readDpjudge(DpjudgeWriter.write(standard));
    assertThat(MapComparison.differences(standard, dpjudge, false, false)).isEmpty();
    assertThat(provinceNames(dpjudge)).isEqualTo(provinceNames(standard));
  }

  @Example
  void everyShippedMapWrittenInEitherFormatReadsBackEqual() throws MapFormatException {
    for (String id : GameMap.variants()) {
      GameMap m = GameMap.variant(id);
      GameMap own = GameMap.parse(id + ".map", MapWriter.write(m));
      assertThat(MapComparison.differences(m, own)).as(id).isEmpty();
      GameMap dpjudge = readDpjudge(DpjudgeWriter.write(m));
      assertThat(MapComparison.differences(m, dpjudge, false, false)).as(id).isEmpty();
      assertThat(provinceNames(dpjudge)).as(id).isEqualTo(provinceNames(m));
    }
  }

  // ------------------------------------------------------------------------------------------- random maps

  @Provide
  Arbitrary<RandomMapText> randomMaps() {
    return Combinators.combine(
            Arbitraries.integers().between(1, 14),
            Arbitraries.integers().between(1, 3),
            Arbitraries.longs())
        .as((n, w, seed) -> RandomMapText.generate(n, w, seed, "pp"));
  }

  @Property(tries = 300)
  void aRandomMapWrittenInEitherFormatReadsBackEqual(@ForAll("randomMaps") RandomMapText spec)
      throws MapFormatException {
    GameMap m = GameMap.parse("random.map", spec.text);
    GameMap own = GameMap.parse("random.map", MapWriter.write(m));
    assertThat(MapComparison.differences(m, own)).isEmpty();
    Map<String, String> files = DpjudgeWriter.write(m);
    if (m.powers().size() < 2) {
      // DPjudge wants two powers: the same text with a second, empty one.
      String main = files.keySet().iterator().next();
      files = new java.util.LinkedHashMap<>(files);
      files.put(main, files.get(main) + "ZZEXTRA (ZZEXTRAN)\n");
      GameMap dpjudge = readDpjudge(files);
      assertThat(dpjudge.powers()).hasSize(2);
      return;
    }
    GameMap dpjudge = readDpjudge(files);
    assertThat(MapComparison.differences(m, dpjudge, false, false)).isEmpty();
    assertThat(provinceNames(dpjudge)).isEqualTo(provinceNames(m));
  }

  // ------------------------------------------------------------------------------------------- broken DPjudge text

  /**
   * DPjudge text broken in one line of either file: a map keeping every invariant, or a MapFormatException whose
   * problems name files that exist and lines within them. Every step of the reader is a hash look-up or a pass over
   * a line, so the work is linear in the text's length (no timer measures it: a quadratic step would be a defect of
   * the code, not of this property's budget).
   */
  @Property(tries = 400)
  void aBrokenDpjudgeFileLoadsOrIsReported(@ForAll("randomMaps") RandomMapText spec,
      @ForAll MapPropertiesTest.Corruption c, @ForAll int lineChoice, @ForAll int tokenChoice,
      @ForAll boolean geography) throws MapFormatException {
    GameMap m = GameMap.parse("random.map", spec.text);
    Map<String, String> files = new java.util.LinkedHashMap<>(DpjudgeWriter.write(m));
    String name = new ArrayList<>(files.keySet()).get(geography ? 1 : 0);
    files.put(name, DpjudgeCorruption.corrupt(files.get(name), c, lineChoice, tokenChoice));
    loadsOrReports(files);
  }

  @Property(tries = 200)
  void aBrokenShippedMapInDpjudgeFormatLoadsOrIsReported(
      @ForAll @From("shippedIds") String id, @ForAll MapPropertiesTest.Corruption c, @ForAll int lineChoice,
      @ForAll int tokenChoice, @ForAll boolean geography) {
    Map<String, String> files = new java.util.LinkedHashMap<>(DpjudgeWriter.write(GameMap.variant(id)));
    String name = new ArrayList<>(files.keySet()).get(geography ? 1 : 0);
    files.put(name, DpjudgeCorruption.corrupt(files.get(name), c, lineChoice, tokenChoice));
    loadsOrReports(files);
  }

  @Provide
  Arbitrary<String> shippedIds() {
    return Arbitraries.of(GameMap.variants());
  }

  static void loadsOrReports(Map<String, String> files) {
    GameMap m;
    try {
      m = readDpjudge(files);
    } catch (MapFormatException e) {
      assertThat(e.problems()).isNotEmpty();
      for (MapFormatException.Problem p : e.problems()) {
        assertThat(files).containsKey(p.source());
        assertThat(p.line()).isBetween(0, files.get(p.source()).split("\n", -1).length);
        assertThat(p.message()).isNotBlank();
      }
      return;
    }
    MapPropertiesTest.checkInvariants(m);
  }

  /** The DPjudge files of ../shared, each broken in one line: loads or is reported (when ../shared is present). */
  @Example
  void brokenDpjudgeMapsOfSharedLoadOrAreReported() throws IOException {
    Path dir = SharedData.require("data/maps/dpjudge/standard.map").getParent();
    List<Path> files;
    try (var s = Files.list(dir)) {
      files = s.filter(p -> !p.getFileName().toString().equals("LICENSE")).sorted().toList();
    }
    java.util.Random r = new java.util.Random(20240601);
    int runs = 0;
    for (Path target : files) {
      String original = Files.readString(target, StandardCharsets.UTF_8);
      for (int k = 0; k < 12; k++) {
        MapPropertiesTest.Corruption c =
            MapPropertiesTest.Corruption.values()[r.nextInt(MapPropertiesTest.Corruption.values().length)];
        String broken = DpjudgeCorruption.corrupt(original, c, r.nextInt(), r.nextInt());
        String targetName = target.getFileName().toString();
        MapIncludes includes = name -> name.equals(targetName) ? broken
            : Files.readString(dir.resolve(name), StandardCharsets.UTF_8);
        for (String main : List.of(targetName.endsWith(".map") ? targetName : "youngstown.map", "standard.map")) {
          try {
            GameMap m = GameMap.parse(main, includes.read(main), includes);
            MapPropertiesTest.checkInvariants(m);
          } catch (MapFormatException e) {
            assertThat(e.problems()).isNotEmpty();
          }
          runs++;
        }
      }
    }
    assertThat(runs).isGreaterThan(500);
  }
}
