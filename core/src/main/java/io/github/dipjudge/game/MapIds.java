package io.github.dipjudge.game;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.map.GameMap;
import java.util.Map;

/**
 * The {@code map} field of saved games: the one place where a map id becomes a map, and a map an id.
 *
 * <p>This library's format ({@link DipjudgeFormat}) names a map by its id ({@link GameMap#id()}), and knows without being
 * given every shipped map ({@link GameMap#variants()}, through {@link GameMap#variant(String)}).
 *
 * <p>MILA's format names a map as MILA's {@code diplomacy} package does: {@code standard}, {@code pure},
 * {@code ancmed}, {@code standard_fleet_rome} (this library's {@code fleetrome}) and {@code modern}, which is MILA's
 * own modern map ({@code mila-modern}; {@link GameMap#forMilaName(String)}). A shipped map MILA does not have is
 * written by its id ({@code 1900}, {@code youngstown}, {@code chaos}), except DPjudge's {@code modern}, whose id
 * MILA takes for its own map: it is written {@code dpjudge_modern}, so that neither MILA nor this library reads it
 * as the other. Reading takes MILA's names first, then the shipped ids, then {@code dpjudge_} with a shipped id.
 *
 * <p>A reader given a map object takes that map for its id. Stateless and thread-safe.
 */
final class MapIds {
  private MapIds() {}

  /**
   * MILA's map names and the ids of the shipped maps {@link GameMap#forMilaName} resolves them to (a test checks
   * the two agree); kept here so that writing a game loads no other map than its own.
   */
  private static final ImmutableMap<String, String> MILA = ImmutableMap.of("standard", "standard", "pure", "pure",
      "ancmed", "ancmed", "standard_fleet_rome", "fleetrome", "modern", "mila-modern");

  /** MILA's map names this library has. */
  static final ImmutableList<String> MILA_NAMES = MILA.keySet().asList();

  /** What a shipped map is written with when its id is MILA's name of another map. */
  static final String DPJUDGE_PREFIX = "dpjudge_";

  /** The shipped map with this id (or one of {@link GameMap#variant}'s other names), or null. */
  static GameMap known(String id) {
    // A guard before the look-up, whose message would carry any text.
    if (id.length() > JsonNames.LONGEST) {
      return null;
    }
    try {
      // Exactly a shipped id: GameMap.variant also takes any case and other engines' names, a file's field not.
      GameMap m = GameMap.variant(id);
      return m.id().equals(id) ? m : null;
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /** The shipped map a MILA {@code map} field names, or null: MILA's names, the shipped ids, dpjudge_ID. */
  static GameMap knownMila(String name) {
    String id = MILA.get(name);
    if (id != null) {
      return GameMap.variant(id);
    }
    GameMap m = known(name);
    if (m == null && name.startsWith(DPJUDGE_PREFIX)) {
      m = known(name.substring(DPJUDGE_PREFIX.length()));
    }
    return m;
  }

  /** The id this library's format writes for a map. */
  static String idOf(GameMap map) {
    return map.id();
  }

  /**
   * The name MILA's format writes for a map: MILA's name of a shipped map it has, else the map's id, prefixed with
   * {@value #DPJUDGE_PREFIX} when MILA's name of another map is that id. A map that is not shipped (one loaded from
   * a file) is written by its id.
   */
  static String milaName(GameMap map) {
    for (Map.Entry<String, String> e : MILA.entrySet()) {
      if (e.getValue().equals(map.id()) && known(map.id()) == map) {
        return e.getKey();
      }
    }
    return MILA.containsKey(map.id()) && known(map.id()) == map ? DPJUDGE_PREFIX + map.id() : map.id();
  }

  /**
   * The map a {@code map} field of this library's format names: {@code given} when one is given (its id must
   * match), else a shipped map with that id.
   */
  static GameMap resolve(Json field, GameMap given) throws GameFormatException {
    String id = field.string();
    if (given != null) {
      if (!given.id().equals(id)) {
        throw field.error("the game is on map " + field.show() + ", not on the map given, \"" + given.id() + "\"");
      }
      return given;
    }
    GameMap known = known(id);
    if (known != null) {
      return known;
    }
    throw field.error("unknown map " + field.show() + ": this library ships the maps " + String.join(", ",
        GameMap.variants()) + "; for another map, load it and pass it to the reader");
  }

  /** The map a MILA saved game's {@code map} field names ({@link #knownMila}). */
  static GameMap resolveMila(Json field) throws GameFormatException {
    GameMap known = knownMila(field.string());
    if (known != null) {
      return known;
    }
    throw field.error("unknown map " + field.show() + ": MILA's maps this library has are " + String.join(", ",
        MILA_NAMES) + ", and it ships " + String.join(", ", GameMap.variants()));
  }
}
