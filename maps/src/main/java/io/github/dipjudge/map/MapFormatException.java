package io.github.dipjudge.map;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;

/**
 * A map file that cannot be loaded. It carries every problem the loader found ({@link #problems()}), each with the
 * source name, the line number and the offending text; the message lists them all, one per line. A DPjudge map that
 * uses features the loader does not support is refused with their names ({@link #unsupportedFeatures()}).
 *
 * <p>Immutable and thread-safe.
 */
public final class MapFormatException extends Exception {
  private static final long serialVersionUID = 1L;

  /**
   * One problem in a map file.
   *
   * @param source the file or resource name
   * @param line the 1-based line number (0 when the problem concerns the whole file)
   * @param text the offending text
   * @param message what is wrong
   */
  public record Problem(String source, int line, String text, String message) {
    /**
     * A problem.
     *
     * @param source the file or resource name
     * @param line the 1-based line number (0 when the problem concerns the whole file)
     * @param text the offending text; empty when there is none to show
     * @param message what is wrong
     * @throws NullPointerException if {@code source}, {@code text} or {@code message} is null
     */
    public Problem {
      checkNotNull(source);
      checkNotNull(text);
      checkNotNull(message);
    }

    /** As one line of the exception's message: {@code source:line: message [text]}. */
    @Override
    public String toString() {
      return source + ":" + line + ": " + message + (text.isEmpty() ? "" : " [" + text + "]");
    }
  }

  /** Every problem, in file order. */
  private final ImmutableList<Problem> problems;
  /** The unsupported DPjudge features, in the order found. */
  private final ImmutableSet<String> unsupportedFeatures;

  MapFormatException(ImmutableList<Problem> problems, ImmutableSet<String> unsupportedFeatures) {
    super(format(problems));
    this.problems = problems;
    this.unsupportedFeatures = unsupportedFeatures;
  }

  /**
   * Every problem found.
   *
   * @return the problems, in file order (with included DPjudge files, in the order the files were first read);
   *     never empty
   */
  public ImmutableList<Problem> problems() {
    return problems;
  }

  /**
   * The DPjudge features the file uses that the loader does not support, by the names maps/README.md lists them
   * under ({@code FLOW}, {@code CONTROL}, {@code RULE MOBILIZE}, ...). When there are any, {@link #problems()}
   * holds one problem per feature, where it is first used, and nothing else.
   *
   * @return the feature names, in the order they were found; empty for a file that is merely malformed
   */
  public ImmutableSet<String> unsupportedFeatures() {
    return unsupportedFeatures;
  }

  private static String format(ImmutableList<Problem> problems) {
    StringBuilder sb = new StringBuilder();
    sb.append(problems.size()).append(problems.size() == 1 ? " problem" : " problems").append(" in map file");
    for (Problem p : problems) {
      sb.append(System.lineSeparator()).append("  ").append(p);
    }
    return sb.toString();
  }
}
