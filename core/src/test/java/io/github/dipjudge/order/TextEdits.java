package io.github.dipjudge.order;

import java.util.ArrayList;
import java.util.List;

/** The one-piece edits the notation properties apply to printed orders, to make texts close to orders. */
final class TextEdits {
  private TextEdits() {}

  /**
   * A copy of the pieces with one edit at {@code at} (clamped to the last piece): {@code how} 0 inserts the word,
   * 1 deletes the piece, 2 replaces it with the word, 3 leaves the pieces as they are.
   */
  static List<String> edited(List<String> pieces, int at, int how, String word) {
    List<String> parts = new ArrayList<>(pieces);
    int i = Math.min(at, parts.size() - 1);
    switch (how) {
      case 0:
        parts.add(i, word);
        break;
      case 1:
        parts.remove(i);
        break;
      case 2:
        parts.set(i, word);
        break;
      default:
        break;
    }
    return parts;
  }
}
