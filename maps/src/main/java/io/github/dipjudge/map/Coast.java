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

  /**
   * The coast's code, as written after the slash in a location id.
   *
   * @return the code in lower case, unique among this map's coasts: {@code nc}, {@code sc}, {@code ec}, {@code wc}
   */
  public String code() {
    return code;
  }

  /**
   * The coast's English name.
   *
   * @return the name, such as {@code North Coast}
   */
  public String name() {
    return name;
  }

  /**
   * Every other name the map file gives this coast (other languages, DAIDE codes such as {@code NCS}); each is
   * accepted by {@link GameMap#findCoast(String)}.
   *
   * @return the aliases, in the map file's order; possibly empty
   */
  public ImmutableList<String> aliases() {
    return aliases;
  }

  /**
   * The name to print in a language.
   *
   * @param language a language tag as the map file tags names: {@code "zh-Hans"}, {@code "zh-Hant"}, {@code "ru"};
   *     matched exactly
   * @return the name the map gives in that language, or the English name {@link #name()} when it gives none
   * @throws NullPointerException if {@code language} is null
   */
  public String name(String language) {
    checkNotNull(language, "language");
    return localNames.getOrDefault(language, name);
  }

  /**
   * The names per language that the map file tags.
   *
   * @return the names by language tag; empty when the map file tags none
   */
  public ImmutableMap<String, String> localNames() {
    return localNames;
  }

  @Override
  public String toString() {
    return code;
  }
}
