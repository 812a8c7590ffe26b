package io.github.dipjudge.order;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Orders as people type them: which of the library's readers a text is for, and an English line holding several
 * orders.
 *
 * <p>The reader is chosen by the text's script, never by trying one after another (so a typo gets the error of the
 * notation it was written in, and nothing is read as something it was not meant to be): a text with a Han character
 * is Chinese (the Chinese reader takes both scripts, and Latin names inside); a text whose first character other than
 * white space is an opening bracket is DAIDE's ({@code ( ENG FLT LON ) MTO NTH}), which neither English nor Chinese
 * orders are; any other is English, whose reader also takes MILA's notation. A DAIDE line is one order.
 */
final class TypedOrders {
  private TypedOrders() {}

  /** The readers {@link OrderNotation#anyNotation} chooses among. */
  enum Reader {
    /** English, with MILA's notation ({@link EnglishParser}). */
    ENGLISH,
    /** Simplified or traditional Chinese ({@link ChineseParser}). */
    CHINESE,
    /** DAIDE's order syntax ({@link DaideNotation}). */
    DAIDE
  }

  /**
   * The reader for a text: DAIDE when it opens with a bracket, Chinese when it holds a Han character, else English
   * (and MILA).
   */
  static Reader readerOf(String text) {
    String opening = text.stripLeading();
    if (opening.startsWith("(")) {
      return Reader.DAIDE;
    }
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      if (Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN) {
        return Reader.CHINESE;
      }
      i += Character.charCount(cp);
    }
    return Reader.ENGLISH;
  }

  /** One order in the notation its script says. */
  static Order parse(GameMap map, String text) {
    switch (readerOf(text)) {
      case DAIDE:
        return daide(map, text);
      case CHINESE:
        return new ChineseParser(map, text).parseLine();
      default:
        return new EnglishParser(map, text).parseLine();
    }
  }

  /** The orders of one line in the notation its script says (a Chinese line splits as the Chinese reader does). */
  static List<Order> line(GameMap map, String line) {
    switch (readerOf(line)) {
      case DAIDE:
        return List.of(daide(map, line));
      case CHINESE:
        return new ChineseParser(map, line).parseAll();
      default:
        return englishLine(map, line);
    }
  }

  /** One DAIDE order; a map whose names DAIDE cannot spell refuses it at the first column. */
  private static Order daide(GameMap map, String text) {
    DaideNotation daide;
    try {
      daide = DaideNotation.of(map);
    } catch (IllegalArgumentException e) {
      throw new OrderFormatException(text, 0, "an order in a notation of this map (DAIDE cannot name its places: "
          + e.getMessage() + ")");
    }
    return daide.parse(text);
  }

  /**
   * The orders of one English line: {@code ;} separates orders, except inside a priority list (from the word
   * {@code priority} to the end of the line), where it separates items as {@code ,} does. A power named before an
   * order applies to the orders after it on the line that name none, until another is named. Blank parts are
   * skipped. Each part is read on its own: an error's text and column are the part's.
   */
  static List<Order> englishLine(GameMap map, String line) {
    List<Order> out = new ArrayList<>();
    Power current = null;
    int from = 0;
    int priority = line.toLowerCase(Locale.ROOT).indexOf("priority");
    for (int i = 0; i <= line.length(); i++) {
      boolean split = i == line.length() || line.charAt(i) == ';' && (priority < 0 || i < priority);
      if (!split) {
        continue;
      }
      String part = line.substring(from, i);
      from = i + 1;
      if (part.isBlank()) {
        continue;
      }
      Order o = new EnglishParser(map, part).parseLine();
      if (o.power().isPresent()) {
        current = o.power().get();
      } else if (current != null) {
        o = o.withPower(current);
      }
      out.add(o);
    }
    return out;
  }
}
