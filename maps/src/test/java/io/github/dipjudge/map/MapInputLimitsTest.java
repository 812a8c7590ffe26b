package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.dipjudge.map.MapFormatException.Problem;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Map input that once crashed or exhausted the loader (a chain of thousands of included files, an
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

  /**
   * The tiny map's lines cut at random places into a chain of files, each but the last ending with a {@code USE} of
   * the next (the first piece as the main file): the lines are read in the same order, so the map is the one the
   * whole file gives. The include stack must resume each file after its {@code USE} line, nested includes too (the
   * tiny map itself uses its geography).
   */
  @Property(tries = 100)
  void aMapCutIntoAChainOfIncludedFilesIsTheSameMap(@ForAll Random random) throws MapFormatException {
    List<String> lines = List.of(DpjudgeReaderTest.MAIN.split("\n", -1));
    List<String> pieces = new ArrayList<>();
    StringBuilder piece = new StringBuilder();
    for (String line : lines) {
      if (piece.length() > 0 && random.nextInt(3) == 0) {
        pieces.add(piece.toString());
        piece.setLength(0);
      }
      piece.append(line).append('\n');
    }
    pieces.add(piece.toString());
    Map<String, String> files = new HashMap<>();
    files.put("tiny.geography", DpjudgeReaderTest.GEO);
    for (int k = 1; k < pieces.size(); k++) {
      files.put("f" + k + ".map", pieces.get(k) + (k + 1 < pieces.size() ? "USE f" + (k + 1) + "\n" : ""));
    }
    String main = pieces.get(0) + (pieces.size() > 1 ? "USE f1\n" : "");
    MapIncludes includes = name -> {
      String text = files.get(name);
      if (text == null) {
        throw new NoSuchFileException(name);
      }
      return text;
    };
    GameMap chained = GameMap.parseDpjudge("tiny.map", main, includes);
    GameMap whole = GameMap.parseDpjudge("tiny.map", DpjudgeReaderTest.MAIN, includes);
    assertThat(MapComparison.differences(chained, whole)).as("%d pieces", pieces.size()).isEmpty();
  }

  // ============================================================================================ size limits

  /** A ring of {@code n} inland provinces and {@code powers} powers, each with one home centre on the ring. */
  static String ring(int n, int powers) {
    StringBuilder sb = new StringBuilder(64 * n).append("map ring | Ring\n\n");
    for (int p = 0; p < powers; p++) {
      sb.append("power p").append(p).append(" | P").append(p).append(" | P").append(p).append("ish\n  home r")
          .append(p).append("\n  start A r").append(p).append("\n\n");
    }
    for (int i = 0; i < n; i++) {
      sb.append("province r").append(i).append(" inland").append(i < powers ? " centre" : "").append(" | Ring ")
          .append(i).append("\n  army r").append((i + n - 1) % n).append(" r").append((i + 1) % n).append('\n');
    }
    return sb.toString();
  }

  private static MapFormatException refused(String source, String text) {
    MapFormatException e = catchThrowableOfType(MapFormatException.class, () -> GameMap.parse(source, text));
    assertThat(e).as("refused").isNotNull();
    return e;
  }

  @Example
  void aMapAtTheProvinceLimitLoadsAndOneMoreProvinceIsRefused() throws MapFormatException {
    assertThat(GameMap.parse("ring.map", ring(GameMap.MAX_PROVINCES, 2)).provinces())
        .hasSize(GameMap.MAX_PROVINCES);
    MapFormatException e = refused("ring.map", ring(GameMap.MAX_PROVINCES + 1, 2));
    assertThat(e.problems()).singleElement().satisfies(p -> {
      assertThat(p.source()).isEqualTo("ring.map");
      assertThat(p.line()).isZero();
      assertThat(p.message()).contains("5,001 provinces", "limit of 5,000", "GameMap.MAX_PROVINCES");
    });
  }

  @Example
  void aFortyThousandProvinceMapIsRefusedAtLoad() {
    assertThat(refused("big.map", ring(40_000, 2)).getMessage()).contains("40,000 provinces", "limit of 5,000");
  }

  @Example
  void aMapOverThePowerLimitIsRefused() throws MapFormatException {
    assertThat(GameMap.parse("ring.map", ring(200, GameMap.MAX_POWERS)).powers()).hasSize(GameMap.MAX_POWERS);
    assertThat(refused("ring.map", ring(200, GameMap.MAX_POWERS + 1)).getMessage())
        .contains("101 powers", "limit of 100", "GameMap.MAX_POWERS");
  }

  @Example
  void aMapOverTheLocationLimitIsRefused() {
    // 2,500 provinces with four coasts each: 12,500 locations. Refused before the coasts are checked.
    StringBuilder sb = new StringBuilder(ring(2_500, 1));
    for (String c : List.of("nc", "sc", "ec", "wc")) {
      sb.append("coast ").append(c).append(" | Coast ").append(c).append('\n');
    }
    String text = sb.toString().replace(" inland", " coastal").replaceAll("(?m)^(  army .*)$",
        "$1\n  coast nc fleet\n  coast sc fleet\n  coast ec fleet\n  coast wc fleet");
    assertThat(refused("coasts.map", text).getMessage())
        .contains("12,500 locations (provinces and coasts)", "limit of 10,000", "GameMap.MAX_LOCATIONS");
  }

  @Example
  void aTextOverTheSizeLimitIsRefusedBeforeItIsRead() {
    String text = ring(3, 1) + "#".repeat(GameMap.MAX_TEXT_BYTES);
    assertThat(refused("huge.map", text).problems()).singleElement().satisfies(p -> {
      assertThat(p.source()).isEqualTo("huge.map");
      assertThat(p.message()).contains("larger than the limit of 4,194,304 bytes");
    });
  }

  @Test
  void devZeroIsRefusedWhileReading() {
    Path zero = Path.of("/dev/zero");
    Assumptions.assumeTrue(Files.isReadable(zero), "no /dev/zero here");
    MapFormatException e = catchThrowableOfType(MapFormatException.class, () -> GameMap.load(zero));
    assertThat(e).isNotNull();
    assertThat(e.problems()).singleElement().satisfies(p -> {
      assertThat(p.source()).isEqualTo(zero.toString());
      assertThat(p.line()).isZero();
      assertThat(p.message()).contains("the file is larger than the limit of 4,194,304 bytes (4 MiB)");
    });
  }

  @Test
  void aFileOverTheSizeLimitIsRefusedAndOneAtTheLimitIsRead(@TempDir Path dir) throws Exception {
    String map = ring(3, 1);
    Path atLimit = dir.resolve("at.map");
    Files.writeString(atLimit, map + "#".repeat(GameMap.MAX_TEXT_BYTES - map.length()), StandardCharsets.UTF_8);
    assertThat(Files.size(atLimit)).isEqualTo(GameMap.MAX_TEXT_BYTES);
    assertThat(GameMap.load(atLimit).provinces()).hasSize(3);
    Path over = dir.resolve("over.map");
    Files.writeString(over, map + "#".repeat(GameMap.MAX_TEXT_BYTES - map.length() + 1), StandardCharsets.UTF_8);
    MapFormatException e = catchThrowableOfType(MapFormatException.class, () -> GameMap.load(over));
    assertThat(e).isNotNull();
    assertThat(e.getMessage()).contains(over.toString(), "larger than the limit of 4,194,304 bytes");
  }

  @Test
  void includedFilesCountInTheSizeLimit(@TempDir Path dir) throws Exception {
    // Two included files of 3 MiB each: either alone fits, both do not; the second USE line is refused.
    String third = "#".repeat(3 << 20) + "\n";
    Files.writeString(dir.resolve("a.geography"), third, StandardCharsets.UTF_8);
    Files.writeString(dir.resolve("b.geography"), third, StandardCharsets.UTF_8);
    Path main = dir.resolve("two.map");
    Files.writeString(main, "USE a.geography\nUSE b.geography\n", StandardCharsets.UTF_8);
    MapFormatException e = catchThrowableOfType(MapFormatException.class, () -> GameMap.load(main));
    assertThat(e).isNotNull();
    assertThat(e.problems()).filteredOn(p -> p.line() > 0).singleElement().satisfies(p -> {
      assertThat(p.source()).isEqualTo(main.toString());
      assertThat(p.line()).isEqualTo(2);
      assertThat(p.text()).isEqualTo("b.geography");
      assertThat(p.message()).contains("with b.geography is larger than the limit of 4,194,304 bytes");
    });
  }

  @Test
  void anIncludedFileThatNeverEndsIsRefusedWhileReading(@TempDir Path dir) throws Exception {
    Path zero = Path.of("/dev/zero");
    Assumptions.assumeTrue(Files.isReadable(zero), "no /dev/zero here");
    Files.createSymbolicLink(dir.resolve("zero.map"), zero);
    MapFormatException e = catchThrowableOfType(MapFormatException.class,
        () -> GameMap.parse("dev.map", "# endless\nUSE zero\n", MapIncludes.directory(dir)));
    assertThat(e).isNotNull();
    assertThat(e.problems()).filteredOn(p -> p.line() > 0).singleElement().satisfies(p -> {
      assertThat(p.line()).isEqualTo(2);
      assertThat(p.message()).contains("cannot read included file zero.map", "larger than the limit");
    });
  }

  @Example
  void aDpjudgeFileNamingTooManyPlacesIsRefusedWhereItPassesTheLimit() {
    StringBuilder sb = new StringBuilder("# names only\n");
    for (int i = 0; i < 25_000; i++) {
      sb.append("Place ").append(i).append(" = p").append(i).append('\n');
    }
    MapFormatException e = refused("names.map", sb.toString());
    assertThat(e.problems()).singleElement().satisfies(p -> {
      assertThat(p.source()).isEqualTo("names.map");
      assertThat(p.line()).isEqualTo(1 + DpjudgeReader.MAX_PLACE_NAMES + 1);
      assertThat(p.text()).isEqualTo("Place 20000 = p20000");
      assertThat(p.message()).contains("more than 20,000 places", "limit of 10,000 locations");
    });
  }
}
