package io.github.dipjudge.map;

import com.google.common.collect.ImmutableList;

/**
 * A name that a map does not know, or that means more than one thing. The message says which, and names the
 * closest names the map knows ({@link #suggestions()}), e.g. {@code unknown province "Rhur"; did you mean "Ruhr"?}.
 *
 * <p>Immutable and thread-safe.
 */
public final class UnknownNameException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String name;
  private final String kind;
  private final ImmutableList<String> suggestions;

  UnknownNameException(String kind, String name, ImmutableList<String> suggestions, String message) {
    super(message);
    this.kind = kind;
    this.name = name;
    this.suggestions = suggestions;
  }

  /** The name as given. */
  public String name() {
    return name;
  }

  /** What was looked up: {@code province}, {@code location}, {@code coast} or {@code power}. */
  public String kind() {
    return kind;
  }

  /** The closest known names, best first; for an ambiguous name, the things it could mean. May be empty. */
  public ImmutableList<String> suggestions() {
    return suggestions;
  }
}
