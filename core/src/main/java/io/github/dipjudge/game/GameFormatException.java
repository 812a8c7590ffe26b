package io.github.dipjudge.game;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A saved game (or position) that cannot be read: malformed JSON, a missing field, an unknown unit, a phase out of
 * order, an unknown format version, a recorded result this library's adjudication contradicts. It names the source
 * (the file), where in it (a JSON Pointer such as {@code /phases/12/state/units/ENGLAND/1}, or a line and column
 * for malformed JSON) and what is wrong, quoting the offending value. A reader that throws it returns nothing: no
 * game is half built.
 *
 * <p>Immutable and thread-safe.
 */
public final class GameFormatException extends Exception {
  private static final long serialVersionUID = 1L;

  /** The source name. */
  private final String source;
  /** Where in the source. */
  private final String path;
  /** What is wrong. */
  private final String problem;

  /**
   * An exception for one problem.
   *
   * @param source the file or other source name
   * @param path where in the source: a JSON Pointer, a line and column, or empty for the whole source
   * @param problem what is wrong, with the offending value
   */
  public GameFormatException(String source, String path, String problem) {
    super(checkNotNull(source, "source") + ": " + (checkNotNull(path, "path").isEmpty() ? "" : path + ": ")
        + checkNotNull(problem, "problem"));
    this.source = source;
    this.path = path;
    this.problem = problem;
  }

  /**
   * The source the problem is in.
   *
   * @return the file or source name
   */
  public String source() {
    return source;
  }

  /**
   * Where in the source the problem is.
   *
   * @return a JSON Pointer ({@code /phases/3/orders/ENGLAND/0}), {@code line L, column C}, or empty
   */
  public String path() {
    return path;
  }

  /**
   * What is wrong.
   *
   * @return the problem, quoting the offending value
   */
  public String problem() {
    return problem;
  }
}
