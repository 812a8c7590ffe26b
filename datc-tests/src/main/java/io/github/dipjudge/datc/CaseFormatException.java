package io.github.dipjudge.datc;

/**
 * A case file (or another text file the command reads: a list of known differences) that cannot be read: names
 * the source, the line (none for a problem of the whole file, line 0) and the offending text.
 *
 * <p>Immutable and thread-safe.
 */
public final class CaseFormatException extends Exception {
  private static final long serialVersionUID = 1L;

  /** The file's name. */
  private final String source;
  /** The line, from 1; 0 for the whole file. */
  private final int line;

  CaseFormatException(String source, int line, String text, String message) {
    super(source + (line > 0 ? ":" + line : "") + ": " + message
        + (text == null || text.isEmpty() ? "" : " [" + text.trim() + "]"));
    this.source = source;
    this.line = line;
  }

  /**
   * The file's name as given to the reader.
   *
   * @return the source
   */
  public String source() {
    return source;
  }

  /**
   * The line of the problem, from 1; 0 for a problem of the whole file.
   *
   * @return the line, or 0
   */
  public int line() {
    return line;
  }
}
