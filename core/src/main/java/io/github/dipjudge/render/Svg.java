package io.github.dipjudge.render;

/**
 * The text of an SVG document being written: numbers with at most one decimal (no locale, no {@code -0}, so the
 * same picture is the same bytes), attribute and text escaping. Not thread-safe: one per picture.
 *
 * <p>Performance: a picture is a few hundred elements around the board's constant text; numbers are formatted by
 * hand into the one builder, without {@code String.format} or intermediate strings; text outside ASCII is written as
 * character references, so the document is ASCII.
 */
final class Svg {
  final StringBuilder out;

  Svg(int capacity) {
    out = new StringBuilder(capacity);
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

  @Override
  public String toString() {
    return out.toString();
  }
}
