package io.github.dipjudge.map;

/**
 * What a province is made of, which decides the unit types that may stand in it.
 *
 * <p>Thread safety: an enum, immutable.
 */
public enum Terrain {
  /** Open water: fleets only. */
  SEA(false, true),
  /** Land touching water: armies, and fleets on its coast (or on one of its named coasts). */
  COASTAL(true, true),
  /** Land without a coast: armies only. */
  INLAND(true, false),
  /** No unit may enter (Switzerland on the standard map). */
  IMPASSABLE(false, false);

  private final boolean armies;
  private final boolean fleets;

  Terrain(boolean armies, boolean fleets) {
    this.armies = armies;
    this.fleets = fleets;
  }

  /**
   * Whether a unit of the given type may stand in a province of this terrain. (A split-coast province admits fleets
   * on its coasts only; {@link Location#admits(UnitType)} says that.)
   *
   * @param type army or fleet, not null
   * @return whether that type of unit may stand in such a province
   */
  public boolean admits(UnitType type) {
    return type == UnitType.ARMY ? armies : fleets;
  }
}
