package io.github.dipjudge.game;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Breaks JSON text for the game-file fuzz properties: one edit of a JSON token (a string, a number, a literal, a
 * bracket, a comma or colon) chosen by four numbers: replaced by another token of the text (often one of the same
 * kind, a string for a string, so that the reader gets past the JSON and into the game) or by an odd value,
 * deleted, repeated, swapped with another, or the text cut short there, or one character put in.
 */
final class JsonMutations {
  private JsonMutations() {}

  private static final Pattern TOKEN = Pattern.compile(
      "\"(?:[^\"\\\\]|\\\\.)*+\"|-?[0-9][0-9.eE+-]*+|true|false|null|[\\[\\]{}:,]");

  /** Values no field expects, or at the edge of what one does. */
  private static final List<String> ODD = List.of("null", "true", "0", "-1", "1.5", "1e999", "99999999999999999999",
      "2147483648", "-9223372036854775809", "\"\"", "\" \"", "[]", "{}", "[[]]", "\"\\u0000\"", "\"\\ud800\"",
      "\"x\"", "\"S1901M\"", "\"W9999A\"", "\"F2147483647M\"", "\"S0000M\"", "\"A lon\"", "\"F stp/nc\"", "\"*A MUN\"",
      "\"England\"", "\"ENGLAND\"", "\"NONE\"", "\"standard\"", "\"house\"", "\"MOVED\"", "\"A LON - XXX\"",
      "\"England: Build priority: \"", "\"" + "x".repeat(3_000) + "\"", "\"COMPLETED\"", "\"bounce\"", "\"void\"");

  /** The tokens of a JSON text, as [start, end) spans. */
  static List<int[]> tokens(String json) {
    List<int[]> out = new ArrayList<>();
    Matcher m = TOKEN.matcher(json);
    while (m.find()) {
      out.add(new int[] {m.start(), m.end()});
    }
    return out;
  }

  private static int kind(char first) {
    return first == '"' ? 0 : first == '-' || Character.isDigit(first) ? 1 : Character.isLetter(first) ? 2 : 3;
  }

  /** The text with one edit; {@code tokens} are its tokens. */
  static String mutate(String json, List<int[]> tokens, int how, int which, int other, int value) {
    if (tokens.isEmpty()) {
      return json + ODD.get(value % ODD.size());
    }
    int[] t = tokens.get(which % tokens.size());
    int[] u = tokens.get(other % tokens.size());
    if (how % 8 == 1) {
      // Another token of the same kind (a string for a string, a number for a number): deeper into the reader.
      for (int k = 0; k < tokens.size(); k++) {
        int[] v = tokens.get((other % tokens.size() + k) % tokens.size());
        if (kind(json.charAt(v[0])) == kind(json.charAt(t[0]))) {
          u = v;
          break;
        }
      }
    }
    String token = json.substring(t[0], t[1]);
    String another = json.substring(u[0], u[1]);
    switch (how % 8) {
      case 0:
      case 1:
        return json.substring(0, t[0]) + another + json.substring(t[1]);
      case 2:
        return json.substring(0, t[0]) + ODD.get(value % ODD.size()) + json.substring(t[1]);
      case 3:
        return json.substring(0, t[0]) + json.substring(t[1]);
      case 4:
        return json.substring(0, t[1]) + (value % 2 == 0 ? "," : "") + token + json.substring(t[1]);
      case 5: {
        if (t[0] == u[0]) {
          return json;
        }
        int[] first = t[0] < u[0] ? t : u;
        int[] second = t[0] < u[0] ? u : t;
        return json.substring(0, first[0]) + json.substring(second[0], second[1])
            + json.substring(first[1], second[0]) + json.substring(first[0], first[1]) + json.substring(second[1]);
      }
      case 6:
        return json.substring(0, t[0]);
      default: {
        int at = t[0] + value % (t[1] - t[0] + 1);
        String chars = "\"\\{}[],:x\u0000é7 ";
        String c = String.valueOf(chars.charAt(value / 7 % chars.length()));
        return json.substring(0, at) + c + json.substring(at);
      }
    }
  }
}
