package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.game.SavedGame;
import io.github.dipjudge.rules.Rulebook;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays every recorded game in {@code ../shared/data/games/} (the 24 files listed in {@code recorded-games.txt}):
 * every counted phase must agree, except the phases listed in {@code replay-known-differences.txt} (where the
 * recording is provably wrong), and each of those must still disagree; once comparing boards, once also comparing
 * MILA's result tokens ({@code --strict-results}). Without the shared folder each game's test is reported skipped,
 * by its name.
 */
class ReplayTest {
  private static List<String> lines(String resource) throws Exception {
    List<String> out = new ArrayList<>();
    try (InputStream in = ReplayTest.class.getResourceAsStream(resource)) {
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (!line.isBlank() && !line.startsWith("#")) {
          out.add(line.trim());
        }
      }
    }
    return out;
  }

  /** The documented differences, as {@code <file name> <phase>}. */
  static Set<String> known() throws Exception {
    Set<String> out = new TreeSet<>();
    for (String line : lines("/replay-known-differences.txt")) {
      out.add(line.split("\\|")[0].trim());
    }
    return out;
  }

  /** The documented differences that concern result tokens only (they disagree only in strict mode). */
  static Set<String> knownTokensOnly() throws Exception {
    Set<String> out = new TreeSet<>();
    for (String line : lines("/replay-known-differences.txt")) {
      if (line.contains("Only the result tokens differ")) {
        out.add(line.split("\\|")[0].trim());
      }
    }
    return out;
  }

  /** The recorded game files the suite expects, relative to {@code data/games}, whether or not they are there. */
  static List<String> expectedGames() throws Exception {
    return lines("/recorded-games.txt");
  }

  private static Stream<DynamicTest> replays(boolean strict) throws Exception {
    Set<String> known = known();
    Set<String> tokensOnly = knownTokensOnly();
    List<DynamicTest> tests = new ArrayList<>();
    for (String relative : expectedGames()) {
      String name = Path.of(relative).getFileName().toString();
      tests.add(DynamicTest.dynamicTest(name, () -> {
        Path game = SharedData.require("data/games/" + relative);
        SavedGame saved = MilaFormat.readSaved(game, Rulebook.datc());
        Replayer.Report r = new Replayer(strict).replay(saved);
        assertThat(r.total()).as("counted phases of %s", name).isGreaterThan(0);
        List<String> unexpected = new ArrayList<>();
        Set<String> seen = new TreeSet<>();
        for (Replayer.Disagreement d : r.disagreements()) {
          String key = name + " " + d.phase();
          seen.add(key);
          if (!known.contains(key)) {
            unexpected.add(d.phase() + ": " + d.difference());
          }
        }
        assertThat(unexpected).as("disagreements of %s outside the documented list", name).isEmpty();
        for (String k : known) {
          if (k.startsWith(name + " ") && (strict || !tokensOnly.contains(k))) {
            assertThat(seen).as("documented difference %s still disagrees", k).contains(k);
          }
        }
      }));
    }
    return tests.stream();
  }

  @TestFactory
  Stream<DynamicTest> everyRecordedGameAgrees() throws Exception {
    return replays(false);
  }

  @TestFactory
  Stream<DynamicTest> everyRecordedGameAgreesWithStrictResults() throws Exception {
    return replays(true);
  }

  @Test
  void theSharedFolderHoldsExactlyTheListedGames() throws Exception {
    Path dir = SharedData.require("data/games");
    List<String> found = new ArrayList<>();
    try (Stream<Path> s = Files.walk(dir)) {
      s.filter(p -> p.toString().endsWith(".json") || p.toString().endsWith(".json.gz"))
          .forEach(p -> found.add(dir.relativize(p).toString()));
    }
    assertThat(found).containsExactlyInAnyOrderElementsOf(expectedGames()).hasSize(24);
  }
}
