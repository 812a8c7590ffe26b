package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every DPjudge map in {@code ../shared} loads, or is refused naming its unsupported features, exactly as the table in
 * maps/README.md ("DPjudge's format") says. Skipped, by name, when {@code ../shared} is absent.
 */
class DpjudgeMapsTest {
  private static final String START = "<!-- dpjudge-maps";
  private static final String END = "<!-- /dpjudge-maps -->";

  /** The README's table: file to "loads" or "refused: features...". */
  static Map<String, String> readmeTable() throws IOException {
    Path readme = Path.of(System.getProperty("dipjudge.root", "..")).resolve("maps/README.md");
    String text = Files.readString(readme, StandardCharsets.UTF_8);
    int from = text.indexOf(START);
    int to = text.indexOf(END);
    assertThat(from).as("the table's start marker in %s", readme).isNotNegative();
    assertThat(to).as("the table's end marker").isGreaterThan(from);
    Map<String, String> out = new LinkedHashMap<>();
    for (String line : text.substring(from, to).split("\n")) {
      String[] cells = line.split("\\|");
      if (cells.length == 3 && cells[1].trim().endsWith(".map")) {
        out.put(cells[1].trim(), cells[2].trim());
      }
    }
    return out;
  }

  @Test
  void everyDpjudgeMapLoadsOrIsRefusedAsTheReadmeSays() throws IOException {
    Path dir = SharedData.require("data/maps/dpjudge/standard.map").getParent();
    List<String> files;
    try (var s = Files.list(dir)) {
      files = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".map")).sorted().toList();
    }
    Map<String, String> actual = new LinkedHashMap<>();
    int loaded = 0;
    for (String f : files) {
      try {
        GameMap m = GameMap.load(dir.resolve(f));
        MapPropertiesTest.checkInvariants(m);
        actual.put(f, "loads");
        loaded++;
      } catch (MapFormatException e) {
        assertThat(e.unsupportedFeatures()).as("%s is refused for a malformation, not a feature: %s", f,
            e.getMessage()).isNotEmpty();
        assertThat(e.problems()).hasSize(e.unsupportedFeatures().size());
        actual.put(f, "refused: " + String.join(", ", e.unsupportedFeatures()));
      }
    }
    assertThat(files).hasSize(38);
    assertThat(actual).containsExactlyEntriesOf(readmeTable());
    assertThat(loaded).isEqualTo(38);
  }

  @Test
  void theSevenRequiredMapsLoad() throws IOException, MapFormatException {
    Path dir = SharedData.require("data/maps/dpjudge/standard.map").getParent();
    for (String id : new ArrayList<>(Arrays.asList("pure", "fleetrome", "ancmed", "1900", "modern", "youngstown",
        "chaos"))) {
      assertThat(GameMap.load(dir.resolve(id + ".map")).id()).isEqualTo(id);
    }
  }
}
