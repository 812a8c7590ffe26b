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
 */
public record Unit(Power power, UnitType type, Location location) {
  /**
   * A unit; its location admits its type ({@link Location#admits(UnitType)}).
   *
   * @param power the owner
   * @param type army or fleet
   * @param location where it stands
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if a unit of this type cannot stand on the location (a fleet inland or on the
   *     province-level location of a split-coast province, an army at sea or on a coast location); the message says
   *     which
   */
  public Unit {
    checkNotNull(power, "power");
    checkNotNull(type, "type");
    checkNotNull(location, "location");
    checkArgument(location.admits(type), "%s cannot stand on %s", type == UnitType.ARMY ? "an army" : "a fleet",
        location);
  }

  /**
   * A unit, as the constructor makes it.
   *
   * @param power the owner
   * @param type army or fleet
   * @param location where it stands
   * @return the unit
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if a unit of this type cannot stand on the location
   */
  public static Unit of(Power power, UnitType type, Location location) {
    return new Unit(power, type, location);
  }

  /**
   * The province the unit is in, its location's province.
   *
   * @return the province; the unit occupies all of it, whichever coast it stands on
   */
  public Province province() {
    return location.province();
  }

  /** The owner's name, unit letter and location id: {@code England: F lon}, {@code Russia: F stp/sc}. */
  @Override
  public String toString() {
    return power.name() + ": " + type.letter() + " " + location.id();
  }
}
