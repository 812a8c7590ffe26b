package io.github.dipjudge.position;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;

/**
 * A unit on the board: its owner, type and location.
 *
 * <p>Immutable and thread-safe.
 *
 * @param power the owner
 * @param type army or fleet
 * @param location where it stands; a fleet in a split-coast province stands on one of its coasts
 * @throws IllegalArgumentException if a unit of this type cannot stand on the location
 */
public record Unit(Power power, UnitType type, Location location) {
  public Unit {
    checkNotNull(power, "power");
    checkNotNull(type, "type");
    checkNotNull(location, "location");
    checkArgument(location.admits(type), "%s cannot stand on %s", type == UnitType.ARMY ? "an army" : "a fleet",
        location);
  }

  public static Unit of(Power power, UnitType type, Location location) {
    return new Unit(power, type, location);
  }

  public Province province() {
    return location.province();
  }

  /** {@code England: F lon}. */
  @Override
  public String toString() {
    return power.name() + ": " + type.letter() + " " + location.id();
  }
}
