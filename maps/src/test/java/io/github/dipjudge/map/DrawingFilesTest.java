package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The shipped drawing files are the converter's output on DPjudge's PostScript drawings, byte for byte. Skipped, by
 * name, when {@code ../shared} is absent. With {@code -Ddipjudge.writeDrawings=true} it writes the files instead of
 * checking them.
 */
class DrawingFilesTest {
  private static String resource(String name) throws IOException {
    try (InputStream in = GameMap.class.getResourceAsStream("drawings/" + name)) {
      assertThat(in).as("shipped file drawings/%s", name).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void everyShippedDrawingIsTheConvertersOutputOnItsDpjudgeSource() throws Exception {
    Path dir = SharedData.require("data/maps/dpjudge/standard.ps").getParent();
    if (Boolean.getBoolean("dipjudge.writeDrawings")) {
      Path root = Path.of(System.getProperty("dipjudge.root", ".."));
      DrawingConverter.write(dir, DrawingConverter.resourceDir(root));
      return;
    }
    Map<String, String> converted = DrawingConverter.convertAll(dir);
    for (Map.Entry<String, String> e : converted.entrySet()) {
      assertThat(resource(e.getKey())).as("drawings/%s (regenerate with -Ddipjudge.writeDrawings=true)",
          e.getKey()).isEqualTo(e.getValue());
    }
    assertThat(converted.keySet()).filteredOn(n -> n.endsWith(".drawing"))
        .containsExactlyInAnyOrderElementsOf(GameMap.variants().stream().map(id -> id + ".drawing").toList());
  }
}
