package io.github.dipjudge.map;

/**
 * What a province is made of, which decides the unit types that may stand in it.
 *
 * <p>Thread safety: an enum, immutable.
 */
public enum Terrain {
  /** Open water: fleets only. */
  SEA,
  /** Land touching water: armies, and fleets on its coast (or on one of its named coasts). */
  COASTAL,
  /** Land without a coast: armies only. */
  INLAND,
  /** No unit may enter (Switzerland on the standard map). */
  IMPASSABLE;

  /** Whether a unit of the given type may stand in a province of this terrain. */
  public boolean admits(UnitType type) {
    switch (this) {
      case SEA:
        return type == UnitType.FLEET;
      case COASTAL:
        return true;
      case INLAND:
        return type == UnitType.ARMY;
      default:
        return false;
    }
  }
}
