package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.DipjudgeFormat;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code datc replay} and the size of inputs, each test an input it once mishandled. The library's own game
 * files replay (they were refused with {@code missing field "phases"}); a file of known differences lets a replay
 * with documented recording errors exit 0; an endless input or a gzip bomb exits 2 naming the file and the limit.
 */
class ReplayInputsTest {
  @TempDir
  Path dir;

  /** A game of two years with random legal orders (the same every time), in this library's format. */
  private Path ownGameFile(String name) throws Exception {
    return ownGameFile(name, "datc");
  }

  private Path ownGameFile(String name, String preset) throws Exception {
    Path mila = dir.resolve("played.json");
    assertThat(DatcCommand.run("play", "--rules", preset, "--seed", "5", "--until", "1902", mila.toString()).code())
        .isZero();
    Game g = io.github.dipjudge.game.MilaFormat.read(mila, Rulebook.datc());
    Path f = dir.resolve(name);
    Files.writeString(f, DipjudgeFormat.toJson(g), StandardCharsets.UTF_8);
    return f;
  }

  @Test
  void theLibrarysOwnGameFilesReplay() throws Exception {
    Path f = ownGameFile("own.json");
    Game g = DipjudgeFormat.read(f);
    DatcCommand.Run r = DatcCommand.run("replay", "--strict-results", f.toString());
    assertThat(r.code()).as(r.err()).isZero();
    int n = g.history().size();
    assertThat(n).isGreaterThan(5);
    assertThat(r.out()).isEqualTo(f + ": " + n + "/" + n + " phases\n" + n + " passed, 0 failed\n");
    // Under every preset, the house rules' whole turns included.
    for (String preset : Rulebook.presetNames()) {
      Path p = ownGameFile(preset + ".json", preset);
      DatcCommand.Run each = DatcCommand.run("replay", p.toString());
      assertThat(each.code()).as(preset + ": " + each.out() + each.err()).isZero();
      assertThat(each.lastLine()).as(preset).matches("[1-9]\\d* passed, 0 failed");
    }
  }

  /**
   * A game of Spring 1901 (its movement and its retreat phase, passed over) whose current position records England
   * owning Belgium, which no adjudication gives.
   */
  private Path wrongRecording(String name) throws Exception {
    Game g = Game.start(GameMap.standard(), Rulebook.datc());
    g = g.advance(List.of(), Adjudicator.create(GameMap.standard(), Rulebook.datc()));
    String json = DipjudgeFormat.toJson(g);
    int last = json.lastIndexOf("\"lvp\"");
    String wrong = json.substring(0, last) + "\"bel\"" + json.substring(last + "\"lvp\"".length());
    Path f = dir.resolve(name);
    Files.writeString(f, wrong, StandardCharsets.UTF_8);
    return f;
  }

  @Test
  void aWrongRecordingInTheLibrarysFormatDisagrees() throws Exception {
    Path f = wrongRecording("wrong.json");
    DatcCommand.Run r = DatcCommand.run("replay", f.toString());
    assertThat(r.code()).isEqualTo(1);
    assertThat(r.out()).contains(f + ": 1/2 phases\n", "  S1901R: owners: adjudicated but not recorded [lvp=England],"
        + " recorded but not adjudicated [bel=England]").endsWith("1 passed, 1 failed\n");
  }

  @Test
  void knownDifferencesAreNotFailures() throws Exception {
    Path f = wrongRecording("wrong.json");
    Path own = ownGameFile("own.json");
    Path list = dir.resolve("known.txt");
    Files.writeString(list, String.join("\n",
        "# recordings known to be wrong",
        "",
        "wrong.json S1901R | England cannot own Belgium after Spring 1901",
        "own.json F1901M",
        "other.json S1901M | a game not replayed here"), StandardCharsets.UTF_8);
    DatcCommand.Run r = DatcCommand.run("replay", "--known-differences", list.toString(), f.toString(),
        own.toString());
    assertThat(r.code()).as(r.out() + r.err()).isZero();
    assertThat(r.out()).contains("  S1901R: known difference: owners: ").endsWith(" passed, 0 failed, 1 known\n");
    assertThat(r.err()).contains("note: " + own + ": F1901M is listed as a known difference (" + list
        + ":4) but agrees").doesNotContain("other.json");
    // Without the list, the same replay fails.
    assertThat(DatcCommand.run("replay", f.toString(), own.toString()).code()).isEqualTo(1);
    // A line that is not "<game file name> <phase>" is an input error at its line.
    Files.writeString(list, "wrong.json\n", StandardCharsets.UTF_8);
    r = DatcCommand.run("replay", "--known-differences", list.toString(), f.toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains(list + ":1: expected <game file name> <phase>");
    assertThat(r.out()).isEmpty();
  }

  @Test
  void theProjectsOwnListOfKnownDifferencesServesTheRecordedGames() throws Exception {
    Path games = SharedData.require("data/games");
    Path list = dir.resolve("replay-known-differences.txt");
    try (var in = getClass().getResourceAsStream("/replay-known-differences.txt")) {
      Files.write(list, in.readAllBytes());
    }
    List<String> args = new ArrayList<>(List.of("replay", "--strict-results", "--known-differences",
        list.toString()));
    for (String relative : ReplayTest.expectedGames()) {
      args.add(games.resolve(relative).toString());
    }
    DatcCommand.Run r = DatcCommand.run(args.toArray(new String[0]));
    assertThat(r.code()).as(r.out()).isZero();
    assertThat(r.lastLine()).matches("\\d+ passed, 0 failed, " + ReplayTest.known().size() + " known");
    assertThat(r.err()).doesNotContain("but agrees");
  }

  @Test
  void aGzipBombExitsTwoNamingTheFileAndTheLimit() throws Exception {
    Path f = dir.resolve("bomb.json.gz");
    byte[] spaces = new byte[1 << 20];
    Arrays.fill(spaces, (byte) ' ');
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(f))) {
      out.write("{\"id\": \"bomb\", \"map\": \"standard\", \"phases\": [".getBytes(StandardCharsets.UTF_8));
      for (int i = 0; i < 72; i++) {
        out.write(spaces);
      }
      out.write("]}".getBytes(StandardCharsets.UTF_8));
    }
    assertThat(Files.size(f)).isLessThan(1 << 20);
    DatcCommand.Run r = DatcCommand.run("replay", f.toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains(f.toString()).contains("larger than the limit of 67108864 bytes (64 MiB)")
        .doesNotContain("Exception");
    assertThat(r.out()).isEmpty();
  }

  @Test
  void anEndlessCaseFileExitsTwoNamingTheFileAndTheLimit() {
    Path zero = Path.of("/dev/zero");
    Assumptions.assumeTrue(Files.isReadable(zero), "SKIPPED: needs /dev/zero");
    DatcCommand.Run r = DatcCommand.run("run", zero.toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("/dev/zero: the file is larger than the limit of 67108864 bytes (64 MiB)");
  }

  @Test
  void anEndlessStreamIsReadNoFurtherThanTheLimit() throws Exception {
    long[] read = {0};
    java.io.InputStream endless = new java.io.InputStream() {
      @Override
      public int read() {
        read[0]++;
        return 'x';
      }
    };
    try {
      InputText.read(endless, "endless", 1 << 20);
      throw new AssertionError("read an endless stream");
    } catch (CaseFormatException e) {
      assertThat(e.getMessage()).isEqualTo("endless: the file is larger than the limit of 1048576 bytes (1 MiB)"
          + " for a case file");
    }
    assertThat(read[0]).isEqualTo((1 << 20) + 1);
  }
}
