package io.github.dipjudge.datc;

/**
 * A case file (or another text file the command reads: a list of known differences) that cannot be read: names
 * the source, the line (none for a problem of the whole file, line 0) and the offending text.
 *
 * <p>Immutable and thread-safe.
 */
final class CaseFormatException extends Exception {
  private static final long serialVersionUID = 1L;

  private final String source;
  private final int line;

  CaseFormatException(String source, int line, String text, String message) {
    super(source + (line > 0 ? ":" + line : "") + ": " + message
        + (text == null || text.isEmpty() ? "" : " [" + text.trim() + "]"));
    this.source = source;
    this.line = line;
  }

  String source() {
    return source;
  }

  int line() {
    return line;
  }
}
