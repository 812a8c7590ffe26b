package io.github.dipjudge.datc;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The bundled case suites: resources under {@code suites/<name>/}, listed in each suite's {@code index.txt}. */
final class Suites {
  private Suites() {}

  /** Suite name to a one-line description. */
  static final Map<String, String> SUITES = new TreeMap<>(Map.of(
      "datc", "DATC v3.0 chapter 6 under the default rulebook",
      "datc-options", "DATC v3.0 chapter 6 cases under other chapter-4 options",
      "seeds", "the worked examples of three rule texts (the simplified-Chinese house rules, the traditional-Chinese and the"
          + " Russian rules), in their languages",
      "variants", "the rules the shipped variant maps bring: ports, the Cape of Good Hope, three coasts, partisan and anywhere builds",
      "variants-setup", "the case runner on the shipped variants: VARIANT_ALL, first phases, starting owners, names"));

  /** A bundled file: its resource name and text. */
  record Resource(String name, String text) {}

  static List<Resource> files(String suite) {
    String base = "suites/" + suite + "/";
    String index = read(base + "index.txt");
    if (index == null) {
      throw new IllegalArgumentException("unknown suite \"" + suite + "\"; known suites: " + String.join(", ", SUITES.keySet()));
    }
    List<Resource> out = new ArrayList<>();
    for (String line : index.split("\n")) {
      String f = line.trim();
      if (f.isEmpty() || f.startsWith("#")) {
        continue;
      }
      String text = read(base + f);
      if (text == null) {
        throw new IllegalStateException("bundled suite " + suite + " lists a missing file " + f);
      }
      out.add(new Resource(base + f, text));
    }
    return out;
  }

  private static String read(String name) {
    try (InputStream in = Suites.class.getResourceAsStream(name)) {
      return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
