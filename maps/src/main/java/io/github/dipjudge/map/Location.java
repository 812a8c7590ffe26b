package io.github.dipjudge.map;

import java.util.Optional;

/**
 * A place a unit can stand: a province, or one coast of a split-coast province ({@code stp/nc}).
 *
 * <p>Immutable and thread-safe. Instances belong to one {@link GameMap}; two locations are equal only when they are
 * the same object. {@link #index()} is dense: province-level locations share their province's index, coast
 * locations follow them.
 */
public final class Location {
  private final int index;
  private final Province province;
  private final Coast coast;
  private final String id;

  Location(int index, Province province, Coast coast) {
    this.index = index;
    this.province = province;
    this.coast = coast;
    this.id = coast == null ? province.id() : province.id() + "/" + coast.code();
  }

  /**
   * The dense index of this location.
   *
   * @return its position in {@link GameMap#locations()}, from 0; a province-level location has its province's
   *     {@link Province#index()}
   */
  public int index() {
    return index;
  }

  /**
   * The province this location lies in.
   *
   * @return the province, of the same map
   */
  public Province province() {
    return province;
  }

  /**
   * The coast of a coast location.
   *
   * @return the coast, for a coast location of a split-coast province; empty for a province-level location
   */
  public Optional<Coast> coast() {
    return Optional.ofNullable(coast);
  }

  /**
   * Whether this is a coast location of a split-coast province.
   *
   * @return true for a coast location such as {@code stp/nc}, false for a province-level location
   */
  public boolean isCoast() {
    return coast != null;
  }

  /**
   * The canonical id: the province's id, followed for a coast location by {@code /} and the coast's code.
   *
   * @return the id, lower case and unique in its map: {@code lon}, {@code stp/nc}
   */
  public String id() {
    return id;
  }

  /**
   * Whether a unit of the given type may stand here: a coast location admits fleets only; the province-level
   * location of a split-coast province admits armies only; any other admits what its province's terrain admits.
   *
   * @param type army or fleet, not null
   * @return whether a unit of that type may stand on this location
   */
  public boolean admits(UnitType type) {
    if (coast != null) {
      return type == UnitType.FLEET;
    }
    if (type == UnitType.FLEET && province.hasSplitCoasts()) {
      return false;
    }
    return province.terrain().admits(type);
  }

  @Override
  public String toString() {
    return id;
  }
}
