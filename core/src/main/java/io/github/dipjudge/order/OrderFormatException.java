package io.github.dipjudge.order;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * An order text that cannot be read. It carries the text, the 1-based column where reading failed, and what was
 * expected there; the message says all three, e.g.
 * {@code cannot read "A Rhur - Bel" at column 3: unknown province "Rhur"; did you mean "Ruhr"?}.
 *
 * <p>Immutable and thread-safe.
 */
public final class OrderFormatException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The text read. */
  private final String text;
  /** Where reading failed. */
  private final int column;
  /** What was expected there. */
  private final String expected;

  OrderFormatException(String text, int column, String expected) {
    super("cannot read \"" + text + "\" at column " + column + ": " + expected);
    this.text = checkNotNull(text);
    this.column = column;
    this.expected = checkNotNull(expected);
  }

  /**
   * The whole text that was being read.
   *
   * @return the text
   */
  public String text() {
    return text;
  }

  /**
   * The 1-based column where reading failed.
   *
   * @return the column, from 1 to the text's length + 1
   */
  public int column() {
    return column;
  }

  /**
   * What was expected, or what was wrong, at that column.
   *
   * @return the expectation
   */
  public String expected() {
    return expected;
  }
}
