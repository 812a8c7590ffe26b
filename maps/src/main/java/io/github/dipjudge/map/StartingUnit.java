package io.github.dipjudge.map;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A unit of the starting position a map defines.
 *
 * <p>Immutable and thread-safe.
 *
 * @param power the owner
 * @param type army or fleet
 * @param location where it stands (a coast location for a fleet in a split-coast province)
 */
public record StartingUnit(Power power, UnitType type, Location location) {
  /**
   * A starting unit.
   *
   * @param power the owner
   * @param type army or fleet
   * @param location where it stands
   * @throws NullPointerException if an argument is null
   */
  public StartingUnit {
    checkNotNull(power, "power");
    checkNotNull(type, "type");
    checkNotNull(location, "location");
  }

  /** As the power's name, unit letter and location id: {@code England: F lon}. */
  @Override
  public String toString() {
    return power.name() + ": " + type.letter() + " " + location.id();
  }
}
