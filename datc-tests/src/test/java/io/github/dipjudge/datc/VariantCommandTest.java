package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.github.dipjudge.map.GameMap;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The {@code datc} command on the shipped variants and on a user's map: {@code play --map ID} writes a MILA saved
 * game whose {@code map} field MILA would understand, and {@code replay} reads it back through that field, agreeing
 * with every phase; {@code run} takes each file's {@code VARIANT_ALL}; {@code run --map FILE} loads a map in either
 * format for the files that name it or name none.
 */
class VariantCommandTest {
  @TempDir
  Path dir;

  /** The map field written for a shipped map other than its id (every other is written by its id). */
  private static final Map<String, String> MILA_NAMES = Map.of("fleetrome", "standard_fleet_rome", "modern",
      "dpjudge_modern", "mila-modern", "modern");

  static List<String> variants() {
    return GameMap.variants();
  }

  @ParameterizedTest
  @MethodSource("variants")
  void playOnAVariantWritesAGameThatReplaysThroughItsMapField(String id) throws Exception {
    GameMap map = GameMap.variant(id);
    Path f = dir.resolve(id + ".json");
    int until = map.firstPhase().year() + 2 * map.calendar().yearStep(); // classical counts years down
    DatcCommand.Run played = DatcCommand.run("play", "--map", id, "--seed", "5", "--until", "" + until, f.toString());
    assertThat(played.code()).as(played.err()).isZero();
    assertThat(played.out()).startsWith(f + ": ").contains(" phases adjudicated");
    assertThat(firstString(f, "map")).isEqualTo(MILA_NAMES.getOrDefault(id, id));
    DatcCommand.Run replayed = DatcCommand.run("replay", "--strict-results", f.toString());
    assertThat(replayed.code()).as(replayed.out() + replayed.err()).isZero();
    assertThat(replayed.out().split("\n")[0]).matches(".*: (\\d+)/\\1 phases");
    assertThat(replayed.lastLine()).matches("[1-9]\\d* passed, 0 failed");
  }

  /**
   * On 1898 and 1897 the random player makes the first builds: it counted builds due as centres less units, so every
   * power waived its pending centre and the board stayed empty.
   */
  @Test
  void playMobilizesOnAnEmptyBoard() throws Exception {
    for (String id : List.of("1898", "1897")) {
      GameMap map = GameMap.variant(id);
      io.github.dipjudge.game.Game g = RandomPlayer.play(map, io.github.dipjudge.rules.Rulebook.datc(), 5,
          map.firstPhase().year() + 1, "x");
      assertThat(g.history().get(1).position().unitCount()).as(id).isPositive();
      Path f = dir.resolve(id + "-game.json");
      assertThat(DatcCommand.run("play", "--map", id, "--seed", "5", "--until", "" + (map.firstPhase().year() + 1),
          f.toString()).code()).isZero();
      assertThat(firstString(f, "format")).isEqualTo("dipjudge-game");
    }
  }

  @Test
  void playTakesAShippedIdBeforeAMilaName() throws Exception {
    Path dpjudge = dir.resolve("modern.json");
    assertThat(DatcCommand.run("play", "--map", "modern", "--seed", "1", "--until", "1995", dpjudge.toString())
        .code()).isZero();
    assertThat(firstString(dpjudge, "map")).isEqualTo("dpjudge_modern");
    assertThat(firstString(dpjudge, "name")).isEqualTo("S1995M");
    Path mila = dir.resolve("fleet.json");
    assertThat(DatcCommand.run("play", "--map", "standard_fleet_rome", "--seed", "1", "--until", "1901",
        mila.toString()).code()).isZero();
    assertThat(firstString(mila, "map")).isEqualTo("standard_fleet_rome");
  }

  /** The first string value of a field name in a JSON file. */
  private static String firstString(Path f, String field) throws IOException {
    try (JsonParser p = new JsonFactory().createParser(f.toFile())) {
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        if (t == JsonToken.FIELD_NAME && p.currentName().equals(field) && p.nextToken() == JsonToken.VALUE_STRING) {
          return p.getText();
        }
      }
    }
    return null;
  }

  @Test
  void theVariantsSetupSuitePasses() {
    DatcCommand.Run r = DatcCommand.run("run", "--suite", "variants-setup");
    assertThat(r.code()).as(r.out()).isZero();
    assertThat(r.out()).contains("PASS vs.ancmed.1", "PASS vs.1900.1", "PASS vs.chaos.1");
    assertThat(r.lastLine()).isEqualTo("8 passed, 0 failed");
  }

  private static final String[] SPRING_MOVE = {
      "CASE m.1 A move",
      "PRESTATE",
      "Austria: A vie",
      "ORDERS",
      "Austria: A vie - ber",
      "POSTSTATE",
      "Austria: A ber",
      "END"};

  /** A case file: a VARIANT_ALL line (or none, when null) and the cases. */
  private Path caseFile(String name, String variant, String... lines) throws IOException {
    StringBuilder sb = new StringBuilder();
    if (variant != null) {
      sb.append("VARIANT_ALL ").append(variant).append('\n');
    }
    sb.append(String.join("\n", lines)).append('\n');
    Path f = dir.resolve(name);
    Files.writeString(f, sb, StandardCharsets.UTF_8);
    return f;
  }

  @Test
  void variantAllNamesTheMapOfAFile() throws Exception {
    // On pure every centre borders every other; on the standard map Vienna and Berlin are not neighbours.
    Path pure = caseFile("pure.txt", "Pure", SPRING_MOVE);
    Path standard = caseFile("standard.txt", "Standard", SPRING_MOVE);
    Path none = caseFile("none.txt", null, SPRING_MOVE);
    DatcCommand.Run r = DatcCommand.run("run", pure.toString());
    assertThat(r.code()).as(r.out()).isZero();
    r = DatcCommand.run("run", standard.toString(), none.toString());
    assertThat(r.code()).isEqualTo(1);
    assertThat(r.lastLine()).isEqualTo("0 passed, 2 failed");
  }

  @Test
  void anUnknownOrSecondVariantIsAnErrorOfTheWholeFile() throws Exception {
    DatcCommand.Run r = DatcCommand.run("run", caseFile("x.txt", "Atlantis", SPRING_MOVE).toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.out()).isEmpty();
    assertThat(r.err().trim()).doesNotContain("\n").contains("x.txt:1: unknown variant \"Atlantis\"")
        .contains("standard, pure, fleetrome, ancmed, 1900");
    String[] two = new String[SPRING_MOVE.length + 1];
    System.arraycopy(SPRING_MOVE, 0, two, 1, SPRING_MOVE.length);
    two[0] = "VARIANT_ALL chaos";
    r = DatcCommand.run("run", caseFile("y.txt", "pure", two).toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("y.txt:2: a second VARIANT_ALL, naming another map than pure");
    two[0] = "VARIANT_ALL PURE";
    assertThat(DatcCommand.run("run", caseFile("z.txt", "pure", two).toString()).code()).isZero();
  }

  /** A map in this project's format: pure's seven centres, but Vienna and Berlin are not neighbours. */
  private Path ownMapFile() throws IOException {
    String pure;
    try (var in = GameMap.class.getResourceAsStream("variants/pure.map")) {
      pure = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    String text = pure.replace("map pure | Pure", "map mini | Mini")
        .replace("province ber inland centre | Berlin\n  army con lon mos par rom vie",
            "province ber inland centre | Berlin\n  army con lon mos par rom")
        .replace("province vie inland centre | Vienna\n  army ber con lon mos par rom",
            "province vie inland centre | Vienna\n  army con lon mos par rom");
    Path f = dir.resolve("mini.map");
    Files.writeString(f, text, StandardCharsets.UTF_8);
    return f;
  }

  /** A map in DPjudge's format: two powers on three provinces in a row. */
  private Path dpjudgeMapFile() throws IOException {
    Path f = dir.resolve("Row.map");
    Files.writeString(f, String.join("\n",
        "BEGIN SPRING 1 MOVEMENT",
        "LEFT (LEFTISH) LLL",
        "A LLL",
        "RIGHT (RIGHTISH) RRR",
        "A RRR",
        "UNOWNED MMM",
        "Leftland = lll",
        "Middle = mmm",
        "Rightland = rrr",
        "LAND LLL ABUTS MMM",
        "LAND MMM ABUTS LLL RRR",
        "LAND RRR ABUTS MMM",
        ""), StandardCharsets.UTF_8);
    return f;
  }

  @Test
  void runWithAUserMapRunsTheFilesThatNameItOrNone() throws Exception {
    String map = ownMapFile().toString();
    Path none = caseFile("none.txt", null, "CASE n.1 No edge", "PRESTATE", "Austria: A vie", "ORDERS",
        "Austria: A vie - ber", "POSTSTATE_SAME", "RESULTS", "ILLEGAL: Austria: A vie - ber", "END");
    Path named = caseFile("named.txt", "Mini", "CASE n.2 An edge", "PRESTATE", "Austria: A vie", "ORDERS",
        "Austria: A vie - par", "POSTSTATE", "Austria: A par", "END");
    Path pure = caseFile("pure.txt", "pure", SPRING_MOVE);
    DatcCommand.Run r = DatcCommand.run("run", "--map", map, none.toString(), named.toString(), pure.toString());
    assertThat(r.code()).as(r.out() + r.err()).isZero();
    assertThat(r.lastLine()).isEqualTo("3 passed, 0 failed");
    // The bundled DATC suite names the standard map, and still runs on it.
    r = DatcCommand.run("run", "--map", map);
    assertThat(r.lastLine()).isEqualTo("165 passed, 0 failed");
  }

  @Test
  void runWithADpjudgeMap() throws Exception {
    String map = dpjudgeMapFile().toString();
    Path f = caseFile("row.txt", "row", "CASE r.1 Year 1, a standoff in the middle", "PRESTATE", "Left: A lll",
        "Right: A rrr", "ORDERS", "Left: A Leftland - Middle", "Right: A rrr - mmm", "POSTSTATE_SAME", "END");
    DatcCommand.Run r = DatcCommand.run("run", "--map", map, f.toString());
    assertThat(r.code()).as(r.out() + r.err()).isZero();
    assertThat(r.out()).contains("PASS r.1");
  }

  @Test
  void playTakesAMapFileInEitherFormat() throws Exception {
    Path own = dir.resolve("own.json");
    DatcCommand.Run r = DatcCommand.run("play", "--map", ownMapFile().toString(), "--seed", "3", "--until", "1903",
        own.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).startsWith(own + ": ").contains(" phases adjudicated");
    assertThat(firstString(own, "map")).isEqualTo("mini");
    Path row = dir.resolve("row.json");
    r = DatcCommand.run("play", "--map", dpjudgeMapFile().toString(), "--seed", "3", "--until", "4", row.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(firstString(row, "map")).isEqualTo("row");
    assertThat(firstString(row, "name")).isEqualTo("S1M");
    // The same seed, the same file.
    Path again = dir.resolve("again.json");
    assertThat(DatcCommand.run("play", "--map", dpjudgeMapFile().toString(), "--seed", "3", "--until", "4",
        again.toString()).code()).isZero();
    assertThat(Files.readAllBytes(again)).isEqualTo(Files.readAllBytes(row));
  }

  @Test
  void playTakesAShippedIdBeforeAFileOfThatName() throws Exception {
    // A file named like a shipped map in the working directory is not read: the id wins, ./NAME is the file.
    Path out = dir.resolve("pure.json");
    DatcCommand.Run r = DatcCommand.run("play", "--map", "pure", "--seed", "1", "--until", "1901", out.toString());
    assertThat(r.code()).isZero();
    assertThat(firstString(out, "map")).isEqualTo("pure");
  }

  @Test
  void playWithABadMapFileIsAnInputError() throws Exception {
    Path bad = dir.resolve("bad.map");
    Files.writeString(bad, "map bad | Bad\nprovince xxx nowhere | X\n", StandardCharsets.UTF_8);
    String out = dir.resolve("x.json").toString();
    DatcCommand.Run r = DatcCommand.run("play", "--map", bad.toString(), "--seed", "1", "--until", "2", out);
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err().trim()).doesNotContain("\n").contains("cannot load the map " + bad).contains(":2:");
    assertThat(Files.exists(Path.of(out))).isFalse();
    r = DatcCommand.run("play", "--map", dir.resolve("none.map").toString(), "--seed", "1", "--until", "2", out);
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("no such map file");
    r = DatcCommand.run("play", "--map", "atlantis", "--seed", "1", "--until", "2", out);
    assertThat(r.err()).contains("unknown map \"atlantis\"").contains("or a map file");
  }

  /** DPjudge's maps that load (from ../shared), each played from the command line by its file. */
  static List<String> dpjudgeMaps() throws IOException {
    Path root = Path.of(System.getProperty("dipjudge.shared", "../shared"), "data/maps/dpjudge");
    if (!Files.isDirectory(root)) {
      return List.of("(../shared absent)");
    }
    try (var files = Files.list(root)) {
      return files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".map")).sorted().toList();
    }
  }

  @ParameterizedTest
  @MethodSource("dpjudgeMaps")
  void playTakesEveryLoadableDpjudgeMapFile(String name) throws Exception {
    Path file = SharedData.require("data/maps/dpjudge/" + name);
    GameMap map;
    try {
      map = GameMap.load(file);
    } catch (io.github.dipjudge.map.MapFormatException e) {
      // A refused map (maps/README.md, DpjudgeMapsTest) is an input error of the command, in one line.
      DatcCommand.Run r = DatcCommand.run("play", "--map", file.toString(), "--seed", "1", "--until", "2",
          dir.resolve("x.json").toString());
      assertThat(r.code()).isEqualTo(2);
      assertThat(r.err().trim()).doesNotContain("\n").contains("cannot load the map " + file);
      return;
    }
    Path out = dir.resolve(map.id() + ".json");
    DatcCommand.Run r = DatcCommand.run("play", "--map", file.toString(), "--seed", "7", "--until",
        "" + (map.firstPhase().year() + map.calendar().yearStep()), out.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).startsWith(out + ": ").contains(" phases adjudicated");
    assertThat(firstString(out, "map")).isEqualTo(map.id());
  }

  /**
   * Imperial's rules (a border open only to the owner of Constantinople, HOME_BUILDS), the variants suite's
   * imperial.txt, pass on the shipped map and on DPjudge's imperial.map from the reference folder alike.
   */
  @Test
  void theImperialCasesPassOnTheShippedMapAndOnDpjudgesFile() throws Exception {
    Path cases = dir.resolve("imperial.txt");
    try (var in = VariantCommandTest.class.getResourceAsStream(
        "/io/github/dipjudge/datc/suites/variants/imperial.txt")) {
      Files.write(cases, in.readAllBytes());
    }
    DatcCommand.Run r = DatcCommand.run("run", cases.toString()); // VARIANT_ALL imperial: the shipped map
    assertThat(r.code()).as(r.out() + r.err()).isZero();
    assertThat(r.lastLine()).isEqualTo("6 passed, 0 failed");
    Path map = SharedData.require("data/maps/dpjudge/imperial.map");
    r = DatcCommand.run("run", "--map", map.toString(), cases.toString());
    assertThat(r.code()).as(r.out() + r.err()).isZero();
    assertThat(r.lastLine()).isEqualTo("6 passed, 0 failed");
  }

  @Test
  void aMapThatCannotBeLoadedIsAnInputError() throws Exception {
    Path bad = dir.resolve("bad.map");
    Files.writeString(bad, "map bad | Bad\nprovince xxx nowhere | X\n", StandardCharsets.UTF_8);
    DatcCommand.Run r = DatcCommand.run("run", "--map", bad.toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.out()).isEmpty();
    assertThat(r.err().trim()).doesNotContain("\n").contains("cannot load the map " + bad).contains(":2:");
    r = DatcCommand.run("run", "--map", dir.resolve("none.map").toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("no such map file");
    assertThat(DatcCommand.run("run", "--map").code()).isEqualTo(2);
  }
}
