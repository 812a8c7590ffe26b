package io.github.dipjudge.map;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * A name that a map does not know, or that means more than one thing. The message says which, and names the
 * closest names the map knows ({@link #suggestions()}), e.g. {@code unknown province "Rhur"; did you mean "Ruhr"?}.
 *
 * <p>Immutable and thread-safe.
 */
public final class UnknownNameException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The name as given. */
  private final String name;
  /** What was looked up. */
  private final String kind;
  /** The closest known names. */
  private final ImmutableList<String> suggestions;

  UnknownNameException(String kind, String name, ImmutableList<String> suggestions, String message) {
    super(message);
    this.kind = kind;
    this.name = name;
    this.suggestions = suggestions;
  }

  /**
   * The error for a name that is no known value of a kind, in the documented form: {@code unknown KIND "NAME"},
   * followed by {@code ; did you mean "A", "B" or "C"?} when there are suggestions.
   *
   * @param kind what was looked up, e.g. {@code province}
   * @param name the name as given
   * @param suggestions the closest known names, best first; may be empty
   * @return the exception, to be thrown
   * @throws NullPointerException if an argument or a suggestion is null
   */
  public static UnknownNameException unknown(String kind, String name, List<String> suggestions) {
    checkNotNull(kind, "kind");
    checkNotNull(name, "name");
    ImmutableList<String> sug = ImmutableList.copyOf(suggestions);
    StringBuilder msg = new StringBuilder("unknown ").append(kind).append(" \"").append(name).append('"');
    if (!sug.isEmpty()) {
      msg.append("; did you mean ");
      for (int i = 0; i < sug.size(); i++) {
        if (i > 0) {
          msg.append(i == sug.size() - 1 ? " or " : ", ");
        }
        msg.append('"').append(sug.get(i)).append('"');
      }
      msg.append('?');
    }
    return new UnknownNameException(kind, name, sug, msg.toString());
  }

  /**
   * The name as given.
   *
   * @return the name
   */
  public String name() {
    return name;
  }

  /**
   * What was looked up: {@code province}, {@code location}, {@code coast} or {@code power}.
   *
   * @return the kind
   */
  public String kind() {
    return kind;
  }

  /**
   * The closest known names, best first; for an ambiguous name, the things it could mean. May be empty.
   *
   * @return the suggestions
   */
  public ImmutableList<String> suggestions() {
    return suggestions;
  }
}
