package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The shipped variant files are the converter's output on the DPjudge originals, byte for byte, and load as the
 * DPjudge originals do (with MILA's three differences for {@code mila-modern}). Skipped, by name, when
 * {@code ../shared} is absent. With {@code -Ddipjudge.writeVariants=true} it writes the files instead of checking
 * them.
 */
class VariantFilesTest {
  private static String resource(String id) throws IOException {
    try (InputStream in = GameMap.class.getResourceAsStream("variants/" + id + ".map")) {
      assertThat(in).as("shipped file variants/%s.map", id).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void everyShippedVariantIsTheConvertersOutputOnItsDpjudgeSource() throws Exception {
    Path dir = SharedData.require("data/maps/dpjudge/standard.map").getParent();
    Map<String, String> converted = VariantConverter.convertAll(dir);
    if (Boolean.getBoolean("dipjudge.writeVariants")) {
      Path root = Path.of(System.getProperty("dipjudge.root", ".."));
      Path out = VariantConverter.resourceDir(root);
      Files.createDirectories(out);
      for (Map.Entry<String, String> e : converted.entrySet()) {
        Files.writeString(out.resolve(e.getKey() + ".map"), e.getValue(), StandardCharsets.UTF_8);
      }
      return;
    }
    assertThat(converted.keySet()).containsExactlyElementsOf(GameMap.variants().subList(1, GameMap.variants().size()));
    for (Map.Entry<String, String> e : converted.entrySet()) {
      assertThat(resource(e.getKey())).as("variants/%s.map (regenerate with -Ddipjudge.writeVariants=true)",
          e.getKey()).isEqualTo(e.getValue());
    }
  }

  @Test
  void everyShippedVariantEqualsTheMapTheDpjudgeReaderMakesOfItsSource() throws Exception {
    Path dir = SharedData.require("data/maps/dpjudge/standard.map").getParent();
    for (String id : VariantConverter.DPJUDGE_VARIANTS.keySet()) {
      GameMap dpjudge = GameMap.load(dir.resolve(VariantConverter.dpjudgeFile(id) + ".map"));
      GameMap shipped = GameMap.variant(id);
      assertThat(MapComparison.differences(dpjudge, shipped)).as(id).isEmpty();
      assertThat(shipped.id()).isEqualTo(id);
      assertThat(shipped.name()).isEqualTo(VariantConverter.DPJUDGE_VARIANTS.get(id));
    }
  }

  @Test
  void milaModernIsDpjudgesModernWithMilasThreeDifferences() throws Exception {
    Path dir = SharedData.require("data/maps/dpjudge/modern.map").getParent();
    GameMap dpjudge = GameMap.load(dir.resolve("modern.map"));
    GameMap mila = GameMap.variant("mila-modern");
    assertThat(MapComparison.differences(dpjudge, mila)).containsExactlyInAnyOrder(
        "first phase: spring 1995 movement / spring 1994 movement",
        "rule flags: [] / [BUILD_ANY]",
        "starting units only in the first: [russia: A mur]",
        "starting units only in the second: [russia: F mur]");
  }
}
