package io.github.dipjudge.map;

import io.github.dipjudge.fuzz.Fuzz;
import io.github.dipjudge.map.MapPropertiesTest.Corruption;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Provide;

/**
 * The fuzz suite of the two map-file readers: every shipped map, in this project's format and written in
 * DPjudge's ({@link DpjudgeWriter}), and every DPjudge map of {@code ../shared} when it is there, broken in one to
 * three places (a line deleted, repeated, swapped, cut short, re-indented or re-cased, a token replaced:
 * {@link MapPropertiesTest#corrupt}, {@link DpjudgeCorruption}), loads as a map that keeps every invariant of
 * {@link MapPropertiesTest#checkInvariants} or is refused with a {@link MapFormatException} whose problems name a
 * file that exists and a line within it; never anything else.
 */
class MapFileFuzzTest {
  /** One break: how, which line, which token. */
  record Break(Corruption how, int line, int token) {}

  @Provide
  Arbitrary<List<Break>> breaks() {
    return Combinators.combine(Arbitraries.of(Corruption.class), Arbitraries.integers(), Arbitraries.integers())
        .as(Break::new).list().ofMinSize(1).ofMaxSize(3);
  }

  @Provide
  Arbitrary<String> shippedIds() {
    return Arbitraries.of(GameMap.variants());
  }

  @Fuzz(ci = 1_000, full = 100_000)
  void aBrokenShippedMapLoadsOrIsReported(@ForAll("shippedIds") String id, @ForAll("breaks") List<Break> breaks) {
    String text = MapPropertiesTest.shippedText(id);
    for (Break b : breaks) {
      text = MapPropertiesTest.corrupt(text, b.how(), b.line(), b.token());
    }
    MapPropertiesTest.loadsOrReports(id + ".map", text);
  }

  /** DPjudge files to break: the shipped maps written in DPjudge's format, and the DPjudge maps of ../shared. */
  record DpjudgeSample(String name, Map<String, String> files, List<String> targets) {
    @Override
    public String toString() {
      return name;
    }
  }

  private static final List<DpjudgeSample> DPJUDGE = readDpjudgeSamples();

  private static List<DpjudgeSample> readDpjudgeSamples() {
    List<DpjudgeSample> out = new ArrayList<>();
    for (String id : GameMap.variants()) {
      Map<String, String> files = DpjudgeWriter.write(GameMap.variant(id));
      out.add(new DpjudgeSample("written " + id, files, new ArrayList<>(files.keySet())));
    }
    Path dir = Path.of(System.getProperty("dipjudge.shared", "../shared")).resolve("data/maps/dpjudge");
    if (!Files.isDirectory(dir)) {
      return out; // without ../shared, the shipped maps only
    }
    Map<String, String> all = new LinkedHashMap<>();
    try (var s = Files.list(dir)) {
      for (Path p : s.sorted().toList()) {
        all.put(p.getFileName().toString(), Files.readString(p, StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    for (String main : all.keySet()) {
      if (!main.endsWith(".map")) {
        continue;
      }
      // The main file first (readDpjudge reads the first), then every file it might include.
      Map<String, String> files = new LinkedHashMap<>();
      files.put(main, all.get(main));
      files.putAll(all);
      List<String> targets = new ArrayList<>();
      targets.add(main);
      for (String other : all.keySet()) {
        String stem = other.substring(0, Math.max(0, other.indexOf('.')));
        if (!other.equals(main) && !other.endsWith(".map") && !stem.isEmpty() && all.get(main).contains(stem)) {
          targets.add(other);
        }
      }
      out.add(new DpjudgeSample(main, files, targets));
    }
    return out;
  }

  @Provide
  Arbitrary<DpjudgeSample> dpjudgeSamples() {
    return Arbitraries.of(DPJUDGE);
  }

  @Fuzz(ci = 500, full = 100_000)
  void aBrokenDpjudgeMapLoadsOrIsReported(@ForAll("dpjudgeSamples") DpjudgeSample sample,
      @ForAll("breaks") List<Break> breaks, @ForAll int target) {
    Map<String, String> files = new LinkedHashMap<>(sample.files());
    for (Break b : breaks) {
      String name = sample.targets().get(Math.floorMod(target + b.line(), sample.targets().size()));
      files.put(name, DpjudgeCorruption.corrupt(files.get(name), b.how(), b.line(), b.token()));
    }
    MapFormatsTest.loadsOrReports(files);
  }

  /** Random lines of map words after a map line: loads or is reported, in this project's format. */
  @Fuzz(ci = 1_000, full = 100_000)
  void nonsenseLoadsOrIsReported(@ForAll("nonsense") String text) {
    MapPropertiesTest.loadsOrReports("nonsense.map", "map x | X\n" + text);
  }

  @Provide
  Arbitrary<String> nonsense() {
    return new MapPropertiesTest().nonsense();
  }
}
