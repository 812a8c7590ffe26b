package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.dipjudge.map.MapFormatException.Problem;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.Example;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23: map input that once crashed or exhausted the loader (a chain of thousands of included files, an
 * included file's name no file system takes) gives a map or a {@link MapFormatException} naming the file and line.
 */
class MapInputLimitsTest {
  private static final int CHAIN = 2_000;

  /** Includes for a chain: {@code c<k>.map} uses {@code c<k+1>}, the last one holds the tiny map of the tests. */
  private static String chainLink(String name) throws IOException {
    if (name.equals("tiny.geography")) {
      return DpjudgeReaderTest.GEO;
    }
    if (!name.matches("c\\d+\\.map")) {
      throw new NoSuchFileException(name);
    }
    int k = Integer.parseInt(name.substring(1, name.length() - 4));
    return k == CHAIN ? DpjudgeReaderTest.MAIN : "# link " + k + "\nUSE c" + (k + 1) + "\n";
  }

  @Example
  void aChainOfTwoThousandIncludedFilesLoadsOnTheDefaultStack() throws MapFormatException {
    GameMap chained = GameMap.parseDpjudge("chain.map", "USE c1\n", MapInputLimitsTest::chainLink);
    GameMap direct = GameMap.parseDpjudge("chain.map", DpjudgeReaderTest.MAIN,
        MapInputLimitsTest::chainLink);
    assertThat(MapComparison.differences(chained, direct)).isEmpty();
  }

  @Test // JUnit's, for its @TempDir (jqwik has none)
  void aChainOfIncludedFilesInADirectoryLoads(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("chain.map"), "USE c1\n", StandardCharsets.UTF_8);
    for (int k = 1; k <= CHAIN; k++) {
      Files.writeString(dir.resolve("c" + k + ".map"), chainLink("c" + k + ".map"), StandardCharsets.UTF_8);
    }
    Files.writeString(dir.resolve("tiny.geography"), DpjudgeReaderTest.GEO, StandardCharsets.UTF_8);
    assertThat(GameMap.load(dir.resolve("chain.map")).provinces()).isNotEmpty();
  }

  @Test // JUnit's, for its @TempDir (jqwik has none)
  void anIncludedFileNameWithNulIsAProblemOfTheUseLine(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("nul.map");
    Files.writeString(file, "# a map\nUSE geo\u0000graphy\n", StandardCharsets.UTF_8);
    MapFormatException e = catchThrowableOfType(MapFormatException.class, () -> GameMap.load(file));
    assertThat(e).isNotNull();
    // The file has no map in it, so problems of the whole file (line 0) come with the USE line's.
    assertThat(e.problems()).filteredOn(p -> p.line() > 0).singleElement().satisfies(p -> {
      assertThat(p.source()).isEqualTo(file.toString());
      assertThat(p.line()).isEqualTo(2);
      assertThat(p.text()).isEqualTo("geo\u0000graphy");
      assertThat(p.message()).contains("U+0000");
    });
  }

  @Test // JUnit's, for its @TempDir (jqwik has none)
  void anIncludedFileNameWithALoneSurrogateIsAProblemOfTheUseLine(@TempDir Path dir) {
    MapFormatException e = catchThrowableOfType(MapFormatException.class,
        () -> GameMap.parse("lone.map", "USE geo\uD800graphy\n", MapIncludes.directory(dir)));
    assertThat(e).isNotNull();
    List<Problem> problems = e.problems();
    assertThat(problems).filteredOn(p -> p.line() > 0).singleElement().satisfies(p -> {
      assertThat(p.line()).isEqualTo(1);
      assertThat(p.message()).contains("U+D800");
    });
  }
}
