package io.github.dipjudge.render;

/**
 * The text of an SVG document being written: numbers with at most one decimal (no locale, no {@code -0}, so the
 * same picture is the same bytes), attribute and text escaping. Not thread-safe: one per picture.
 *
 * <p>Performance: a picture is a few hundred elements around the board's constant text (about 60 % of a standard
 * picture: the board, its labels and the provinces' outlines). The constant text is never copied into the builder:
 * {@link #piece} closes the text written so far as one piece and keeps the constant string as the next, and
 * {@link #toString} joins the pieces into the document with one copy of each (the JDK's {@code String.join}
 * allocates the result once, at its exact length, without clearing it). So the builder holds only the text written
 * between two constant pieces (about 20 kB at most on the standard map), where one builder sized for the whole
 * document (90 kB, cleared when allocated, then copied into the string) cost a sixth of a picture. Numbers are
 * formatted by hand into the builder, without {@code String.format} or intermediate strings; text outside ASCII is
 * written as character references, so the document is ASCII.
 */
final class Svg {
  final StringBuilder out;
  /** The document's pieces so far, in order: closed text of the builder and constant strings. */
  private String[] pieces = new String[8];
  private int count;

  Svg(int capacity) {
    out = new StringBuilder(capacity);
  }

  /**
   * Appends a string as a piece of its own, not copied into the builder: for long constant text (the board's
   * layers, a province's outline) and short constant strings that come between them (a region's owner attributes).
   */
  Svg piece(String s) {
    cut();
    add(s);
    return this;
  }

  /**
   * Closes the text written so far as a piece, so that the builder holds only what comes next: it need be only as
   * large as the longest stretch between two cuts (each character is copied into a piece once either way).
   */
  Svg cut() {
    if (out.length() > 0) {
      add(out.toString());
      out.setLength(0);
    }
    return this;
  }

  private void add(String s) {
    if (count == pieces.length) {
      pieces = java.util.Arrays.copyOf(pieces, count * 2);
    }
    pieces[count++] = s;
  }

  Svg raw(String s) {
    out.append(s);
    return this;
  }

  Svg raw(char c) {
    out.append(c);
    return this;
  }

  Svg num(double v) {
    long tenths = Math.round(v * 10);
    if (tenths < 0) {
      out.append('-');
      tenths = -tenths;
    }
    if (tenths < Integer.MAX_VALUE) {
      // the usual case, a board coordinate: int arithmetic, cheaper than long's
      int t = (int) tenths;
      out.append(t / 10);
      if (t % 10 != 0) {
        out.append('.').append((char) ('0' + t % 10));
      }
      return this;
    }
    out.append(tenths / 10);
    if (tenths % 10 != 0) {
      out.append('.').append(tenths % 10);
    }
    return this;
  }

  /** {@code  name="value"}, the value escaped. */
  Svg attr(String name, String value) {
    out.append(' ').append(name).append("=\"");
    escape(value);
    out.append('"');
    return this;
  }

  /** {@code  name="number"}. */
  Svg attr(String name, double value) {
    out.append(' ').append(name).append("=\"");
    num(value);
    out.append('"');
    return this;
  }

  Svg text(String s) {
    escape(s);
    return this;
  }

  private void escape(String s) {
    // Most values (ids, colours, order texts) need no escaping: appended whole, not a character at a time.
    int n = s.length();
    int i = 0;
    while (i < n) {
      char c = s.charAt(i);
      if (c == '&' || c == '<' || c == '>' || c == '"' || c >= 0x80) {
        break;
      }
      i++;
    }
    if (i == n) {
      out.append(s);
      return;
    }
    out.append(s, 0, i);
    for (; i < n; i++) {
      char c = s.charAt(i);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        default -> {
          if (c < 0x80) {
            out.append(c);
          } else {
            // A character reference keeps the document ASCII, and so the builder and the string in Java's
            // compact one-byte form: one non-Latin-1 character (the title's dash) would double both.
            int cp = s.codePointAt(i);
            out.append("&#").append(cp).append(';');
            i += Character.charCount(cp) - 1;
          }
        }
      }
    }
  }

  /** The document: the pieces and what the builder holds, joined. */
  @Override
  public String toString() {
    if (count == 0) {
      return out.toString();
    }
    cut();
    return String.join("", java.util.Arrays.copyOf(pieces, count));
  }
}
