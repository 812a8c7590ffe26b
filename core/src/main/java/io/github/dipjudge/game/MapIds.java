package io.github.dipjudge.game;

import io.github.dipjudge.map.GameMap;

/**
 * The {@code map} field of saved games: the one place where a map id becomes a map. Today only the standard map is
 * known without being given ({@code standard}, in this library's format and MILA's alike); variant maps (MILA's
 * {@code ancmed}, {@code pure}, {@code standard_fleet_rome}, {@code modern}, ...) are to be added here when the
 * library ships them. A reader given a map object takes that map for its id.
 */
final class MapIds {
  private MapIds() {}

  /** The map this library knows by an id, or null: the one place to add variant maps. */
  static GameMap known(String id) {
    return id.equals(GameMap.standard().id()) ? GameMap.standard() : null;
  }

  /** The id written for a map. */
  static String idOf(GameMap map) {
    return map.id();
  }

  /**
   * The map a {@code map} field names: {@code given} when one is given (its id must match), else a map this
   * library knows by that id.
   */
  static GameMap resolve(Json field, GameMap given) throws GameFileException {
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
    throw field.error("unknown map " + field.show() + ": this library knows the map \"standard\"; for another map,"
        + " load it and pass it to the reader");
  }
}
