package io.github.dipjudge.map;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;

/**
 * A kind of coast (north, south, east, west) as a map declares it: its code (the part after the slash in a
 * location id such as {@code stp/nc}), its English name and its aliases.
 *
 * <p>Immutable and thread-safe. Instances belong to one {@link GameMap}; compare them by identity or code.
 */
public final class Coast {
  private final String code;
  private final String name;
  private final ImmutableList<String> aliases;

  Coast(String code, String name, ImmutableList<String> aliases) {
    this.code = checkNotNull(code);
    this.name = checkNotNull(name);
    this.aliases = checkNotNull(aliases);
  }

  /** The code, lower case: {@code nc}, {@code sc}, {@code ec}, {@code wc}. */
  public String code() {
    return code;
  }

  /** The English name, such as {@code North Coast}. */
  public String name() {
    return name;
  }

  /** Every other name the map file gives this coast (other languages, DAIDE codes). */
  public ImmutableList<String> aliases() {
    return aliases;
  }

  @Override
  public String toString() {
    return code;
  }
}
