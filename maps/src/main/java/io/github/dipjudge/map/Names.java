package io.github.dipjudge.map;

import static com.google.common.base.Preconditions.checkNotNull;

import java.text.Normalizer;
import java.util.BitSet;
import java.util.Locale;
import java.util.concurrent.atomic.LongAdder;

/**
 * The name normalisation every look-up uses: Unicode NFKC (so full-width letters and punctuation become their
 * ordinary forms), lower case, {@code ё} read as {@code е}, and only letters and digits kept. {@code "St. Petersburg"},
 * {@code "st petersburg"} and {@code "STPETERSBURG"} all normalise to {@code "stpetersburg"};
 * {@code "西班牙（南岸）"} to {@code "西班牙南岸"}.
 *
 * <p>Besides letters and digits, a name as written may contain only spaces, {@code .}, {@code -}, apostrophes
 * ({@code '}, {@code ’}) and, to separate a province from its coast, {@code /}, {@code (} and {@code )}, each also
 * in its full-width form ({@code ．}, {@code －}, {@code （}, the ideographic space, …). Any other character (a
 * control character or line break, a lone surrogate, a symbol such as {@code ^} or {@code →}) makes the text no
 * name: {@link #invalidCharIndex} finds it, and the look-ups of {@link GameMap} refuse such text. A space or a
 * hyphen (or a coast separator) also ends a word: a written name matches a known one only when each of its word
 * breaks falls where the known name has one, so {@code Mid-Atlantic}, {@code North  Sea} and {@code northsea} are
 * names but {@code swe-den} is not Sweden (it is {@code swe} and {@code den}). Next to a letter of a script written
 * without spaces (Chinese, Japanese, Thai, …) a space or hyphen breaks no word: {@code 英 国} is {@code 英国}.
 *
 * <p>Stateless and thread-safe.
 */
public final class Names {
  private Names() {}

  /**
   * Work done by the name code (characters read, look-up keys built, edit-distance cells computed), so that tests
   * can show every look-up costs time linear in its input. Incremented once per call, not per step.
   */
  static final LongAdder WORK = new LongAdder();

  /** What a character of a written name is, after NFKC. */
  private static final int LETTER = 0;
  /** A space, a hyphen or a coast separator: dropped, and it ends a word. */
  private static final int BREAK = 1;
  /** A dot or an apostrophe: dropped. */
  private static final int IGNORED = 2;
  /** Anything else: the text is no name. */
  private static final int INVALID = 3;

  /**
   * The normalised form of a name: its letters and digits, NFKC-normalised and in lower case. Characters a name may
   * not contain are dropped as well; use {@link #invalidCharIndex} to refuse such text.
   *
   * @param name the text
   * @return the normalised form, possibly empty
   * @throws NullPointerException if {@code name} is null
   */
  public static String normalize(CharSequence name) {
    checkNotNull(name, "name");
    return read(name).letters;
  }

  /**
   * The index (0-based, in chars) of the first character of {@code text} that no name may contain, or -1 when
   * there is none. Letters, digits, spaces (tabs included, line breaks not), {@code .}, {@code -}, apostrophes,
   * {@code /}, {@code (}, {@code )} and their full-width forms are allowed.
   *
   * @param text the text
   * @return the index of the first character not allowed, or -1
   * @throws NullPointerException if {@code text} is null
   */
  public static int invalidCharIndex(CharSequence text) {
    checkNotNull(text, "text");
    return read(text).invalidAt;
  }

  /** A name as written, read once: its normalised letters, its word breaks and its first invalid character. */
  static final class Written {
    /** The normalised form. */
    final String letters;
    /** The indexes {@code i} (0 < i < length) of {@link #letters} at which a word starts after a break. */
    final BitSet breaks;
    /** The index in the original text of the first character not allowed in a name, or -1. */
    final int invalidAt;

    Written(String letters, BitSet breaks, int invalidAt) {
      this.letters = letters;
      this.breaks = breaks;
      this.invalidAt = invalidAt;
    }

    /** Whether every break of this text in [from, to) of its letters falls on a break of {@code known} (at i - from). */
    boolean breaksFitIn(BitSet known, int from, int to) {
      for (int b = breaks.nextSetBit(from + 1); b >= 0 && b < to; b = breaks.nextSetBit(b + 1)) {
        if (!known.get(b - from)) {
          return false;
        }
      }
      return true;
    }
  }

  /**
   * Reads a text in one pass. Each code point, with the combining marks after it, is NFKC-normalised on its own, so
   * that a character of the result can be traced to its column in the text; ASCII needs no normalisation.
   */
  static Written read(CharSequence text) {
    return read(text, false);
  }

  /**
   * Reads a name the map gives. A known name may also break into words where its case goes from lower to upper
   * ({@code StPetersburg} is {@code St Petersburg}), for a map file may run the words of a name together; a text
   * being looked up breaks only at spaces, hyphens and coast separators.
   */
  static Written readKnown(CharSequence text) {
    return read(text, true);
  }

  private static Written read(CharSequence text, boolean camelCaseBreaks) {
    int n = text.length();
    WORK.add(n + 1L);
    StringBuilder out = new StringBuilder(n);
    BitSet breaks = new BitSet();
    int invalidAt = -1;
    boolean pendingBreak = false;
    int last = -1; // the last letter kept
    boolean lastWasLower = false; // the last character read was a lower-case letter
    int i = 0;
    while (i < n) {
      int cp = Character.codePointAt(text, i);
      int j = i + Character.charCount(cp);
      if (cp < 0x80) {
        int kind = kind(cp);
        if (kind == LETTER) {
          if (camelCaseBreaks && cp >= 'A' && cp <= 'Z' && lastWasLower) {
            pendingBreak = true;
          }
          lastWasLower = cp >= 'a' && cp <= 'z';
          if (pendingBreak && last >= 0 && !isSpaceless(last)) {
            breaks.set(out.length());
          }
          pendingBreak = false;
          last = cp;
          out.append((char) (cp >= 'A' && cp <= 'Z' ? cp + ('a' - 'A') : cp));
        } else if (kind == BREAK) {
          pendingBreak = true;
        } else if (kind == INVALID && invalidAt < 0) {
          invalidAt = i;
        }
        i = j;
        continue;
      }
      // Keep combining marks with their base, so that NFKC composes them as the map's names are composed.
      while (j < n && isMark(Character.codePointAt(text, j))) {
        j += Character.charCount(Character.codePointAt(text, j));
      }
      if (camelCaseBreaks && Character.isUpperCase(cp) && lastWasLower) {
        pendingBreak = true;
      }
      lastWasLower = Character.isLowerCase(cp);
      String piece = Normalizer.normalize(text.subSequence(i, j), Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
      for (int k = 0; k < piece.length(); ) {
        int c = piece.codePointAt(k);
        k += Character.charCount(c);
        int kind = kind(c);
        if (kind == LETTER) {
          if (pendingBreak && last >= 0 && !isSpaceless(last) && !isSpaceless(c)) {
            breaks.set(out.length());
          }
          pendingBreak = false;
          last = c;
          out.appendCodePoint(c == 'ё' ? 'е' : c);
        } else if (kind == BREAK) {
          pendingBreak = true;
        } else if (kind == INVALID && invalidAt < 0) {
          invalidAt = i;
        }
      }
      i = j;
    }
    return new Written(out.toString(), breaks, invalidAt);
  }

  /**
   * Whether a letter is of a script written without spaces between words (Chinese, Japanese, Thai, …): a space
   * next to it breaks no word ({@code 英 国} is {@code 英国}).
   */
  private static boolean isSpaceless(int cp) {
    if (cp < 0x0E00) {
      return false;
    }
    switch (Character.UnicodeScript.of(cp)) {
      case HAN:
      case HIRAGANA:
      case KATAKANA:
      case THAI:
      case LAO:
      case KHMER:
      case MYANMAR:
      case TIBETAN:
      case YI:
        return true;
      default:
        return false;
    }
  }

  private static int kind(int cp) {
    if (Character.isLetterOrDigit(cp)) {
      return LETTER;
    }
    switch (cp) {
      case ' ':
      case '\t':
      case '-':
      case '\u2010': // hyphen
      case '\u2011': // non-breaking hyphen
      case '/':
      case '(':
      case ')':
        return BREAK;
      case '.':
      case '\'':
      case '\u2018': // left single quotation mark, written for an apostrophe
      case '\u2019': // right single quotation mark, the typographic apostrophe
        return IGNORED;
      default:
        return Character.getType(cp) == Character.SPACE_SEPARATOR ? BREAK : INVALID;
    }
  }

  private static boolean isMark(int cp) {
    int t = Character.getType(cp);
    return t == Character.NON_SPACING_MARK || t == Character.COMBINING_SPACING_MARK || t == Character.ENCLOSING_MARK;
  }

  /**
   * The optimal-string-alignment distance of two normalised names (adjacent transpositions count one) on code
   * points, or {@code limit + 1} when it is greater than {@code limit}.
   *
   * <p>Suggestions only want names within a few edits, so only the cells within {@code limit} of the diagonal are
   * computed (a path leaving that band costs more than {@code limit}), and names whose lengths differ by more than
   * {@code limit} cost nothing: the work is at most (length + 1) * (2 * limit + 1) cells however long the input.
   */
  static int distance(int[] a, int[] b, int limit) {
    int n = a.length;
    int m = b.length;
    if (Math.abs(n - m) > limit) {
      return limit + 1;
    }
    int big = limit + 1;
    int w = 2 * limit + 1;
    // Three rows of the band, indexed by j - i + limit; cells outside the band hold "too far".
    int[] prev2 = new int[w + 2];
    int[] prev = new int[w + 2];
    int[] cur = new int[w + 2];
    java.util.Arrays.fill(prev2, big);
    java.util.Arrays.fill(prev, big);
    for (int j = 0; j <= Math.min(m, limit); j++) {
      prev[j + limit] = j; // row 0: d[0][j] = j
    }
    long cells = 0;
    for (int i = 1; i <= n; i++) {
      java.util.Arrays.fill(cur, big);
      int lo = Math.max(0, i - limit);
      int hi = Math.min(m, i + limit);
      int rowMin = big;
      for (int j = lo; j <= hi; j++) {
        int k = j - i + limit; // band index of (i, j); (i-1, j) is k+1 in prev, (i, j-1) is k-1 in cur
        int v;
        if (j == 0) {
          v = i;
        } else {
          int cost = a[i - 1] == b[j - 1] ? 0 : 1;
          v = Math.min(prev[k] + cost, Math.min(prev[k + 1] + 1, k > 0 ? cur[k - 1] + 1 : big));
          if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
            v = Math.min(v, prev2[k] + 1); // (i-2, j-2) has the same band index two rows up
          }
        }
        cur[k] = Math.min(v, big);
        rowMin = Math.min(rowMin, cur[k]);
        cells++;
      }
      int[] t = prev2;
      prev2 = prev;
      prev = cur;
      cur = t;
      if (rowMin > limit) {
        WORK.add(cells);
        return big; // every path goes through this row
      }
    }
    WORK.add(cells);
    return prev[m - n + limit];
  }
}
