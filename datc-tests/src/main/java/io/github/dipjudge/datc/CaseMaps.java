package io.github.dipjudge.datc;

import io.github.dipjudge.map.GameMap;
import java.util.Locale;

/**
 * The maps case files run on: the map a file's {@code VARIANT_ALL} line names, or the default map of a file without
 * one. {@code VARIANT_ALL} names a shipped map by its id or another name {@link GameMap#variant} accepts, in any case
 * ({@code Standard}, {@code ancmed}, {@code 1900}, {@code standard_fleet_rome}); with a user's map
 * ({@code datc run --map FILE}) also that map, by its id or display name, and that map is then the default too.
 * A user's map whose id is a shipped map's takes its place.
 *
 * <p>Immutable and thread-safe.
 */
final class CaseMaps {
  private final GameMap user; // null when none was given

  private CaseMaps(GameMap user) {
    this.user = user;
  }

  /** The shipped maps; the standard map for files without {@code VARIANT_ALL}. */
  static CaseMaps shipped() {
    return new CaseMaps(null);
  }

  /** The shipped maps and a user's map, which is also the map of files without {@code VARIANT_ALL}. */
  static CaseMaps withUserMap(GameMap map) {
    return new CaseMaps(map);
  }

  /** The map of a file without {@code VARIANT_ALL}. */
  GameMap defaultMap() {
    return user != null ? user : GameMap.standard();
  }

  /** The map a {@code VARIANT_ALL} line names, or null when none has that name. */
  GameMap named(String name) {
    if (user != null && (user.id().equalsIgnoreCase(name) || user.name().equalsIgnoreCase(name))) {
      return user;
    }
    // Ids are short: a long text is no id, and is not looked up (the look-up's message would carry it).
    if (name.isEmpty() || name.length() > 64) {
      return null;
    }
    try {
      return GameMap.variant(name.toLowerCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /** The names {@link #named} knows, for an error message. */
  String known() {
    String shipped = String.join(", ", GameMap.variants());
    return user == null ? shipped : "\"" + user.id() + "\" (the map given) and the shipped maps " + shipped;
  }
}
