package io.github.dipjudge.map;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;

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
  private final ImmutableMap<String, String> localNames;

  Coast(String code, String name, ImmutableList<String> aliases, ImmutableMap<String, String> localNames) {
    this.code = checkNotNull(code);
    this.name = checkNotNull(name);
    this.aliases = checkNotNull(aliases);
    this.localNames = localNames;
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

  /**
   * The name to print in a language ({@code "zh-Hans"}, {@code "zh-Hant"}, {@code "ru"}, as the map file tags it),
   * or the English name when the map gives none for that language.
   */
  public String name(String language) {
    checkNotNull(language, "language");
    return localNames.getOrDefault(language, name);
  }

  /** The names per language the map file tags, by language tag. */
  public ImmutableMap<String, String> localNames() {
    return localNames;
  }

  @Override
  public String toString() {
    return code;
  }
}
