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

  /** The dense index of this location in {@link GameMap#locations()}. */
  public int index() {
    return index;
  }

  /** The province this location lies in. */
  public Province province() {
    return province;
  }

  /** The coast, for a coast location of a split-coast province; empty otherwise. */
  public Optional<Coast> coast() {
    return Optional.ofNullable(coast);
  }

  /** Whether this is a coast location of a split-coast province. */
  public boolean isCoast() {
    return coast != null;
  }

  /** The canonical id: {@code lon}, {@code stp/nc}. */
  public String id() {
    return id;
  }

  /** Whether a unit of the given type may stand here. */
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
