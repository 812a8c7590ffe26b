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
 * Replays every recorded game in {@code ../shared/data/games/}: every counted phase must agree, except the phases
 * listed in {@code replay-known-differences.txt} (where the recording engine is provably wrong), and each of those
 * must still disagree.
 */
class ReplayTest {
  private static Set<String> known() throws Exception {
    Set<String> out = new TreeSet<>();
    try (InputStream in = ReplayTest.class.getResourceAsStream("/replay-known-differences.txt")) {
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        out.add(line.split("\\|")[0].trim());
      }
    }
    return out;
  }

  private static List<Path> games() throws Exception {
    Path dir = SharedData.require("data/games");
    List<Path> out = new ArrayList<>();
    try (Stream<Path> s = Files.walk(dir)) {
      s.filter(p -> p.toString().endsWith(".json") || p.toString().endsWith(".json.gz")).sorted().forEach(out::add);
    }
    return out;
  }

  private static SavedGame read(Path p) throws Exception {
    return MilaFormat.readSaved(p, Rulebook.datc());
  }

  @TestFactory
  Stream<DynamicTest> everyRecordedGameAgrees() throws Exception {
    Set<String> known = known();
    List<DynamicTest> tests = new ArrayList<>();
    for (Path game : games()) {
      String name = game.getFileName().toString();
      tests.add(DynamicTest.dynamicTest(name, () -> {
        Replayer.Report r = new Replayer(false).replay(read(game));
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
          if (k.startsWith(name + " ")) {
            assertThat(seen).as("documented difference %s still disagrees", k).contains(k);
          }
        }
      }));
    }
    return tests.stream();
  }

  @Test
  void allTwentyFourGamesAreThere() throws Exception {
    assertThat(games()).hasSize(24);
  }
}
