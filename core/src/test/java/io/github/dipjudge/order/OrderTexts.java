package io.github.dipjudge.order;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.map.GameMap;
import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * The texts the fuzz suite feeds to every order notation: orders printed in any of the four notations
 * (English, simplified and traditional Chinese, MILA's) and then broken by one to three edits of characters or
 * words; the same unbroken; words of every notation's vocabulary run together; any Unicode text, control
 * characters, lone surrogates and combining marks included; several lines; and, one text in a hundred, a piece
 * repeated up to 100,000 characters. Each notation's fuzz test reads the same texts, so that each meets the others'
 * words.
 */
final class OrderTexts {
  static final GameMap MAP = GameMap.standard();
  static final OrderNotation ENGLISH = OrderNotation.english(MAP);
  static final OrderNotation HANS = OrderNotation.simplifiedChinese(MAP);
  static final OrderNotation HANT = OrderNotation.traditionalChinese(MAP);
  /** The longest text made: the bound of the linear-work properties. */
  static final int LONGEST = 100_000;

  private OrderTexts() {}

  /** Characters and pieces that broke parsers, or might: junk, marks, brackets, separators, keywords. */
  private static final ImmutableList<String> ODD = ImmutableList.of("\u0000", "\u0007", "\u001b", "\ud800", "\udfff",
      "\ud83d\ude00", "\u0301", "\u200b", "\ufeff", "\u00a0", "\u3000", "\r\n", "\n", "\t", "\u2028", "＾", "^", "．",
      "－", "＇", "'", ".", "-", "--", "->", "—", "(", ")", "（", "）", "【", "】", ",", "，", "、", ";", "；", ":", "：",
      "/", "?", "*", "x", "X", "St", "St.", "Germany", "Germar", "的", "岸", "北岸", "（海运）", "（<--護送）", "（北岸）", "优先",
      "VIA", "via", " R ", " D", " B", "WAIVE", "Build priority: ", "9", "\u0130", "ß", "ё", "Рур", "nc", "/sc");

  /** Every name and keyword of the English and Chinese notations' properties, and the odd pieces. */
  private static final ImmutableList<String> VOCABULARY = ImmutableList.<String>builder()
      .addAll(NotationPropertiesTest.VOCABULARY).addAll(ChineseNotationPropertiesTest.VOCABULARY).addAll(ODD)
      .add("WAIVE", "VIA", "Build priority:", "Disband priority:", "retreat priority:").build();

  /** The four notations' printing of an order; MILA's only for an order it can print. */
  static String print(Order o, int notation) {
    switch (notation) {
      case 0:
        return ENGLISH.print(o);
      case 1:
        return HANS.print(o);
      case 2:
        return HANT.print(o);
      default:
        return MilaNotationFuzzTest.printable(o) ? MilaFormat.print(o) : ENGLISH.print(o);
    }
  }

  /** The texts, in the proportions of the class comment. */
  static Arbitrary<String> texts() {
    return Arbitraries.frequencyOf(
        Tuple.of(45, brokenOrders()),
        Tuple.of(5, printedOrders()),
        Tuple.of(20, soup()),
        Tuple.of(14, Arbitraries.strings().all().ofMaxLength(60)),
        Tuple.of(10, lines()),
        Tuple.of(5, Arbitraries.strings().withChars("AFHSCRDB-/():：（）、，abc 陆军舰队移动支援北岸").ofMaxLength(30)),
        Tuple.of(1, huge()));
  }

  static Arbitrary<String> printedOrders() {
    return Combinators.combine(OrderValues.orders(MAP), Arbitraries.integers().between(0, 3)).as(OrderTexts::print);
  }

  /** A printed order with one to three edits (see {@link #edit}). */
  static Arbitrary<String> brokenOrders() {
    return broken(printedOrders());
  }

  /** Texts with one to three edits each (see {@link #edit}). */
  static Arbitrary<String> broken(Arbitrary<String> texts) {
    Arbitrary<int[]> edit = Arbitraries.integers().between(0, Integer.MAX_VALUE).array(int[].class).ofSize(4);
    return Combinators.combine(texts, edit.list().ofMinSize(1).ofMaxSize(3))
        .as((text, edits) -> {
          String s = text;
          for (int[] e : edits) {
            s = edit(s, e[0], e[1], e[2], e[3]);
          }
          return s;
        });
  }

  /**
   * One edit of a text, chosen by four numbers: insert a piece (an odd character or a word of the vocabulary),
   * delete a span, replace a span by a piece, repeat a span, change the case of a span, swap two characters, or
   * edit a whole word ({@link TextEdits}).
   */
  static String edit(String s, int how, int at, int length, int piece) {
    int n = s.length();
    int from = n == 0 ? 0 : at % (n + 1);
    int to = Math.min(n, from + 1 + length % 6);
    String word = piece % 3 == 0 ? ODD.get(piece / 3 % ODD.size()) : VOCABULARY.get(piece / 3 % VOCABULARY.size());
    switch (how % 8) {
      case 0:
        return s.substring(0, from) + word + s.substring(from);
      case 1:
        return s.substring(0, from) + s.substring(to);
      case 2:
        return s.substring(0, from) + word + s.substring(to);
      case 3:
        return s.substring(0, to) + s.substring(from, to) + s.substring(to);
      case 4: {
        String span = s.substring(from, to);
        String changed = span.equals(span.toUpperCase(Locale.ROOT)) ? span.toLowerCase(Locale.ROOT)
            : span.toUpperCase(Locale.ROOT);
        return s.substring(0, from) + changed + s.substring(to);
      }
      case 5:
        return from + 1 < n ? s.substring(0, from) + s.charAt(from + 1) + s.charAt(from) + s.substring(from + 2) : s;
      default: {
        List<String> words = List.of(s.split(" ", -1));
        return String.join(" ", TextEdits.edited(words, at % (words.size() + 1), length % 4, word));
      }
    }
  }

  /** Words of the vocabulary run together, with or without spaces. */
  static Arbitrary<String> soup() {
    Arbitrary<String> separator = Arbitraries.of("", " ", " ", "  ", "-", " - ", "/", ":", "、", "，", "\t");
    return Combinators.combine(Arbitraries.of(VOCABULARY), separator).as((w, s) -> w + s)
        .list().ofMaxSize(12).map(parts -> String.join("", parts));
  }

  /** Several printed or broken orders, one a line, with power header lines among them. */
  static Arbitrary<String> lines() {
    Arbitrary<String> line = Arbitraries.frequencyOf(Tuple.of(3, printedOrders()), Tuple.of(2, brokenOrders()),
        Tuple.of(1, Arbitraries.of("England:", "FRANCE", "== Germany ==", "", "  ", "Russia：", "俄国：")));
    return Combinators.combine(line.list().ofMinSize(2).ofMaxSize(6), Arbitraries.of("\n", "\r\n", "\r", "\u2028"))
        .as((ls, eol) -> String.join(eol, ls));
  }

  /** A printed order or nothing, then a piece repeated to up to 100,000 characters. */
  static Arbitrary<String> huge() {
    Arbitrary<String> piece = Combinators.combine(Arbitraries.of(VOCABULARY), Arbitraries.of(VOCABULARY),
        Arbitraries.of("", " ", "、", "-")).as((a, b, sep) -> a + sep + b + sep);
    Arbitrary<String> prefix = Arbitraries.frequencyOf(Tuple.of(1, Arbitraries.just("")),
        Tuple.of(1, printedOrders().map(s -> s + " ")));
    return Combinators.combine(prefix, piece, Arbitraries.integers().between(1_000, LONGEST))
        .as((p, unit, n) -> {
          String s = p + unit.repeat(Math.max(1, (n - p.length()) / Math.max(1, unit.length())));
          return s.length() > LONGEST ? s.substring(0, LONGEST) : s;
        });
  }
}
