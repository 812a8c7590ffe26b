package io.github.dipjudge.datc;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The file of known differences that {@code datc replay --known-differences FILE} takes: the phases of recorded
 * games where the recording is known to be wrong, which then do not count as failures. The format is the one of
 * the project's own list ({@code datc-tests/src/test/resources/replay-known-differences.txt}): one phase a line,
 * {@code <game file name> <phase>}, optionally followed by {@code |} and free text (the reason); {@code #} starts a
 * comment line; blank lines are ignored. The game file name is the last element of the path given to
 * {@code replay} ({@code game_RUS.1167.json.gz}), the phase the recorded name ({@code S1906R}).
 *
 * <p>Immutable once read.
 */
final class KnownDifferences {
  private final String source;
  /** The line of each listed {@code <file name> <phase>}, in file order. */
  private final Map<String, Integer> lines;

  private KnownDifferences(String source, Map<String, Integer> lines) {
    this.source = source;
    this.lines = lines;
  }

  /** No known difference. */
  static KnownDifferences none() {
    return new KnownDifferences("", Map.of());
  }

  /**
   * Reads the text of a file of known differences.
   *
   * @throws CaseFormatException for a line that is not {@code <file name> <phase>}, or a phase listed twice
   */
  static KnownDifferences parse(String source, String text) throws CaseFormatException {
    Map<String, Integer> lines = new LinkedHashMap<>();
    String[] all = text.split("\r\n|\n|\r", -1);
    for (int i = 0; i < all.length; i++) {
      String line = all[i].strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      int bar = line.indexOf('|');
      String[] words = (bar >= 0 ? line.substring(0, bar) : line).trim().split("\\s+");
      if (words.length != 2 || words[0].isEmpty()) {
        throw new CaseFormatException(source, i + 1, all[i], "expected <game file name> <phase>, optionally"
            + " followed by | and the reason");
      }
      Integer earlier = lines.putIfAbsent(words[0] + " " + words[1], i + 1);
      if (earlier != null) {
        throw new CaseFormatException(source, i + 1, all[i], "the phase is listed twice, at lines " + earlier
            + " and " + (i + 1));
      }
    }
    return new KnownDifferences(source, lines);
  }

  /** Whether the phase of the game file (any path; its last element is compared) is listed. */
  boolean contains(String file, String phase) {
    return lines.containsKey(key(file, phase));
  }

  /** The listed phases of the game file that are not among {@code disagreeing}, as {@code phase (FILE:LINE)}. */
  Map<String, String> listedButAgreeing(String file, Set<String> disagreeing) {
    String name = Path.of(file).getFileName().toString() + " ";
    Map<String, String> out = new HashMap<>();
    for (Map.Entry<String, Integer> e : lines.entrySet()) {
      String phase = e.getKey().startsWith(name) ? e.getKey().substring(name.length()) : null;
      if (phase != null && !disagreeing.contains(phase)) {
        out.put(phase, source + ":" + e.getValue());
      }
    }
    return out;
  }

  private static String key(String file, String phase) {
    return Path.of(file).getFileName() + " " + phase;
  }
}
