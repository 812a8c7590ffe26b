package io.github.dipjudge.map;

import io.github.dipjudge.map.MapPropertiesTest.Corruption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Breaks one line of DPjudge map text, for the properties that such text loads or is reported: the corruptions of
 * {@link MapPropertiesTest.Corruption}, with tokens replaced by DPjudge's keywords, markers and odd numbers, and
 * {@code TOGGLE_INDENT} (indentation means nothing to DPjudge) flipping the case of a token instead, which does.
 */
final class DpjudgeCorruption {
  private DpjudgeCorruption() {}

  private static final List<String> OTHER_TOKENS = List.of("ADR", "adr", "Adr", "BUL/EC", "bul", "SPA/XX", "*MAO",
      "~SKA", "*~NTH", "-ADR", "-", "ABUTS", "COAST", "WATER", "LAND", "PORT", "SHUT", "AMEND", "USE", "MAP", "DROP",
      "UNOWNED", "NEUTRAL", "OWNS", "CENTERS", "HOMES", "UNITS", "UNPLAYED", "A", "F", "W", "=", "->", "(X)",
      "E:NAF", "AEG(CON)", "&SC", "*SIB", "+SIB", "@CAL", "~CAL", "SC!", "RULE", "BUILD_ANY", "!BUILD_ANY",
      "MOBILIZE", "BEGIN", "VICTORY", "FLOW", "IN", "DUMMY", "DIRECTIVES", "0", "-1", "99999999999", "1901", "",
      "#", "standard", "x.map", "../x", "WINTER", "RETREATS", "ITALY", "_X", "(", ")", "+", "/", "?", "x?");

  static String corrupt(String text, Corruption c, int lineChoice, int tokenChoice) {
    List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
    int i = Math.floorMod(lineChoice, lines.size());
    String line = lines.get(i);
    String[] tokens = line.trim().isEmpty() ? new String[0] : line.trim().split("\\s+");
    switch (c) {
      case DELETE:
        lines.remove(i);
        break;
      case DUPLICATE:
        lines.add(i, line);
        break;
      case CHANGE_ID:
        if (tokens.length > 0) {
          tokens[Math.floorMod(tokenChoice, tokens.length)] =
              OTHER_TOKENS.get(Math.floorMod(tokenChoice / 7, OTHER_TOKENS.size()));
          lines.set(i, String.join(" ", tokens));
        } else {
          lines.set(i, OTHER_TOKENS.get(Math.floorMod(tokenChoice, OTHER_TOKENS.size())));
        }
        break;
      case SWAP_WITH_NEXT:
        if (i + 1 < lines.size()) {
          lines.set(i, lines.get(i + 1));
          lines.set(i + 1, line);
        }
        break;
      case TOGGLE_INDENT:
        if (tokens.length > 0) {
          int k = Math.floorMod(tokenChoice, tokens.length);
          String t = tokens[k];
          tokens[k] = t.equals(t.toUpperCase(Locale.ROOT)) ? t.toLowerCase(Locale.ROOT)
              : t.toUpperCase(Locale.ROOT);
          lines.set(i, String.join(" ", tokens));
        }
        break;
      case TRUNCATE:
        lines.set(i, line.substring(0, Math.floorMod(tokenChoice, line.length() + 1)));
        break;
      default:
        throw new AssertionError(c);
    }
    return String.join("\n", lines);
  }
}
