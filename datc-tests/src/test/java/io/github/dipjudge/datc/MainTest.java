package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The datc command, in-process: output contract, exit codes and error paths. */
class MainTest {
  private String out;
  private String err;

  private int run(String... args) {
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    ByteArrayOutputStream e = new ByteArrayOutputStream();
    int code = Main.run(args, new PrintStream(o, true, StandardCharsets.UTF_8),
        new PrintStream(e, true, StandardCharsets.UTF_8));
    out = o.toString(StandardCharsets.UTF_8);
    err = e.toString(StandardCharsets.UTF_8);
    return code;
  }

  private String lastLine() {
    String[] lines = out.split("\n");
    return lines[lines.length - 1];
  }

  @Test
  void runsTheBundledDatcSuite() {
    assertThat(run("run")).isZero();
    assertThat(lastLine()).matches("\\d+ passed, 0 failed");
    int passed = Integer.parseInt(lastLine().split(" ")[0]);
    assertThat(passed).isGreaterThanOrEqualTo(164);
    assertThat(out).contains("PASS 6.A.1\n", "PASS 6.J.9\n", "PASS 6.J.9b\n", "PASS 6.F.14\n");
    for (String line : out.split("\n")) {
      assertThat(line).matches("PASS \\S+|FAIL \\S+: .*|\\d+ passed, \\d+ failed");
    }
  }

  @Test
  void anotherPresetOnTheBundledSuiteSaysWhatTheSuiteExpects() {
    assertThat(run("run", "--rules", "1971")).isEqualTo(1);
    assertThat(lastLine()).matches("\\d+ passed, [1-9]\\d* failed");
    assertThat(err).contains("the bundled suite states the outcomes of the DATC v3.0 preferences (the datc preset)",
        "under --rules 1971", "--suite datc-options");
    assertThat(run("run")).isZero();
    assertThat(err).doesNotContain("note:");
  }

  @Test
  void runsTheOptionsSuite() {
    assertThat(run("run", "--suite", "datc-options")).isZero();
    assertThat(lastLine()).matches("\\d+ passed, 0 failed");
  }

  @Test
  void runsTheSeedsSuite() {
    assertThat(run("run", "--suite", "seeds")).isZero();
    assertThat(lastLine()).matches("\\d+ passed, 0 failed");
    assertThat(out).contains("PASS seed000.", "PASS seed002.", "PASS seed004.");
  }

  @Test
  void listsSuitesAndRules() {
    assertThat(run("run", "--suite", "list")).isZero();
    assertThat(out).contains("datc\t", "datc-options\t", "seeds\t", "variants-setup\t");
    assertThat(run("rules")).isZero();
    assertThat(out).contains("datc\t", "1971\t", "1982\t", "2000\t", "dptg\t");
    assertThat(run("--help")).isZero();
    assertThat(out).contains("usage:");
  }

  @Test
  void usageErrorsExitTwoWithOneLine() {
    assertThat(run()).isEqualTo(2);
    assertThat(run("frobnicate")).isEqualTo(2);
    assertThat(err.trim()).doesNotContain("\n").contains("unknown command");
    assertThat(run("run", "--rules", "1999")).isEqualTo(2);
    assertThat(err).contains("unknown rulebook preset \"1999\"").contains("datc, 1971");
    assertThat(run("run", "--suite", "nope")).isEqualTo(2);
    assertThat(run("run", "--frob")).isEqualTo(2);
    assertThat(run("run", "/no/such/file.txt")).isEqualTo(2);
    assertThat(err).contains("no such file: /no/such/file.txt");
    assertThat(out).isEmpty();
    assertThat(run("replay")).isEqualTo(2);
    assertThat(run("replay", "/no/such/game.json")).isEqualTo(2);
    assertThat(err).doesNotContain("Exception").doesNotContain("\tat ");
  }

  @Test
  void aBrokenCaseIsAFailThatSaysWhereAndWhy(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("cases.txt");
    Files.writeString(f, String.join("\n",
        "VARIANT_ALL Standard",
        "CASE good A move",
        "PRESTATE",
        "England: F North Sea",
        "ORDERS",
        "England: F North Sea - Norwegian Sea",
        "POSTSTATE",
        "England: F Norwegian Sea",
        "END",
        "CASE bad An unknown province",
        "PRESTATE",
        "England: F Nort Sea",
        "ORDERS",
        "England: F North Sea H",
        "POSTSTATE_SAME",
        "END",
        "CASE worse No end",
        "PRESTATE",
        "ORDERS",
        "CASE after Still read",
        "PRESTATE",
        "England: A London",
        "ORDERS",
        "England: A London H",
        "POSTSTATE_SAME",
        "END",
        ""), StandardCharsets.UTF_8);
    // Cases that cannot be read are an input error: exit 2, after every case has been run and reported.
    assertThat(run("run", f.toString())).isEqualTo(2);
    assertThat(err).contains("2 cases cannot be read");
    assertThat(out).contains("PASS good\n");
    assertThat(out).containsPattern("FAIL bad: .*cases.txt:12: .*Nort Sea.*North Sea");
    assertThat(out).containsPattern("FAIL worse: .*cases.txt:\\d+");
    assertThat(out).contains("PASS after\n");
    assertThat(lastLine()).isEqualTo("2 passed, 2 failed");
  }

  @Test
  void aFailingCaseIsOneLine(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("wrong.txt");
    Files.writeString(f, String.join("\n",
        "CASE wrong Expecting the impossible",
        "PRESTATE",
        "England: F North Sea",
        "ORDERS",
        "England: F North Sea - Picardy",
        "POSTSTATE",
        "England: F Picardy",
        "END"), StandardCharsets.UTF_8);
    assertThat(run("run", f.toString())).isEqualTo(1);
    assertThat(out).containsPattern("FAIL wrong: POSTSTATE: expected but missing \\[England F pic\\][^\n]*\n");
    assertThat(lastLine()).isEqualTo("0 passed, 1 failed");
  }

  @Test
  void malformedJsonIsAnInputError(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("broken.json");
    Files.writeString(f, "{\"phases\": [ {\"name\": \"S1901M\", ", StandardCharsets.UTF_8);
    assertThat(run("replay", f.toString())).isEqualTo(2);
    assertThat(err).contains(f + ": line 1, column ").contains("malformed JSON");
    assertThat(out).isEmpty();
  }

  @Test
  void replaysARecordedGame() {
    Path game = SharedData.require("data/games/regression/test_game_russia_four_builds.json");
    assertThat(run("replay", game.toString())).isZero();
    assertThat(out).startsWith(game + ": ");
    assertThat(out.split("\n")[0]).matches(".*: (\\d+)/\\1 phases");
    assertThat(lastLine()).matches("\\d+ passed, 0 failed");
  }

  @Test
  void playWritesASavedGameThatReplaysWithStrictResults(@TempDir Path dir) throws Exception {
    for (String preset : io.github.dipjudge.rules.Rulebook.presetNames()) {
      Path a = dir.resolve(preset + "-a.json");
      Path b = dir.resolve(preset + "-b.json.gz");
      assertThat(run("play", "--rules", preset, "--seed", "12", "--until", "1906", a.toString())).isZero();
      assertThat(out).startsWith(a + ": ").contains(" phases adjudicated");
      assertThat(run("play", "--rules", preset, "--seed", "12", "--until", "1906", b.toString())).isZero();
      byte[] unzipped;
      try (var in = new java.util.zip.GZIPInputStream(Files.newInputStream(b))) {
        unzipped = in.readAllBytes();
      }
      assertThat(unzipped).as("the same seed gives the same file").isEqualTo(Files.readAllBytes(a));
      assertThat(run("replay", "--strict-results", a.toString(), b.toString())).as(preset).isZero();
      assertThat(lastLine()).matches("\\d+ passed, 0 failed");
    }
    assertThat(run("play", "--seed", "13", "--until", "1906", dir.resolve("c.json").toString())).isZero();
    assertThat(Files.readAllBytes(dir.resolve("c.json"))).isNotEqualTo(Files.readAllBytes(dir.resolve("datc-a.json")));
  }

  @Test
  void daideRefusesAMapWhoseCalendarItCannotSay() {
    for (String id : List.of("ambition", "hundred", "dpjudge-classical")) {
      assertThat(run("daide", "--map", id, "--port", "0")).as(id).isEqualTo(2);
      assertThat(err).contains("DAIDE cannot play map " + id).contains("calendar");
    }
  }

  @Test
  void playUsageErrorsExitTwo(@TempDir Path dir) {
    String f = dir.resolve("x.json").toString();
    assertThat(run("play", "--until", "1905", f)).isEqualTo(2);
    assertThat(err).contains("play needs --seed N");
    assertThat(run("play", "--seed", "x", "--until", "1905", f)).isEqualTo(2);
    assertThat(err).contains("--seed needs a whole number");
    assertThat(run("play", "--seed", "1", "--until", "1905", "--map", "atlantis", f)).isEqualTo(2);
    assertThat(err).contains("unknown map \"atlantis\"").contains("standard, pure, fleetrome, ancmed");
    assertThat(run("play", "--seed", "1", "--until", "1905", "--rules", "nope", f)).isEqualTo(2);
    assertThat(run("play", "--seed", "1", "--until", "1905", dir.resolve("no/such/dir/x.json").toString()))
        .isEqualTo(2);
    assertThat(err).contains("cannot write");
  }
}
