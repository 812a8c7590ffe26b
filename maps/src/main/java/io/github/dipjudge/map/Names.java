package io.github.dipjudge.map;

import static com.google.common.base.Preconditions.checkNotNull;

import java.text.Normalizer;
import java.util.Locale;

/**
 * The name normalisation every look-up uses: Unicode NFKC (so full-width letters and punctuation become their
 * ordinary forms), lower case, and only letters and digits kept. {@code "St. Petersburg"}, {@code "st petersburg"}
 * and {@code "STPETERSBURG"} all normalise to {@code "stpetersburg"}; {@code "西班牙（南岸）"} to {@code "西班牙南岸"}.
 *
 * <p>Stateless and thread-safe.
 */
public final class Names {
  private Names() {}

  /**
   * The normalised form of a name.
   *
   * @throws NullPointerException if {@code name} is null
   */
  public static String normalize(CharSequence name) {
    checkNotNull(name, "name");
    String s = Normalizer.normalize(name, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
    StringBuilder out = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      if (Character.isLetterOrDigit(cp)) {
        out.appendCodePoint(cp == 'ё' ? 'е' : cp);
      }
      i += Character.charCount(cp);
    }
    return out.toString();
  }

  /** Optimal-string-alignment edit distance (adjacent transpositions count one), for suggestions. */
  static int distance(String a, String b) {
    int n = a.length();
    int m = b.length();
    int[][] d = new int[n + 1][m + 1];
    for (int i = 0; i <= n; i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= m; j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= n; i++) {
      for (int j = 1; j <= m; j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
          v = Math.min(v, d[i - 2][j - 2] + 1);
        }
        d[i][j] = v;
      }
    }
    return d[n][m];
  }
}
