package io.github.dipjudge.order;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import java.util.Optional;

/**
 * A unit named inside another order: the unit a support or convoy refers to.
 *
 * <p>Immutable and thread-safe.
 *
 * @param nationality the nationality as written ({@code Supports Russian A ...}); usually empty (DATC 4.C.5)
 * @param type the unit type as written; empty when omitted (DATC 4.C.1)
 * @param location where the unit is said to stand
 */
public record UnitRef(Optional<Power> nationality, Optional<UnitType> type, Location location) {
  /**
   * A unit named inside another order.
   *
   * @param nationality the nationality as written, or empty
   * @param type the unit type as written, or empty
   * @param location where the unit is said to stand
   * @throws NullPointerException if an argument is null
   */
  public UnitRef {
    checkNotNull(nationality, "nationality");
    checkNotNull(type, "type");
    checkNotNull(location, "location");
  }

  /**
   * A unit named with its type and location, without nationality.
   *
   * @param type the unit type
   * @param location where the unit stands
   * @return the reference
   * @throws NullPointerException if an argument is null
   */
  public static UnitRef of(UnitType type, Location location) {
    return new UnitRef(Optional.empty(), Optional.of(checkNotNull(type, "type")), location);
  }

  /**
   * A unit named by its location only, as DATC 4.C.1 allows.
   *
   * @param location where the unit stands
   * @return the reference, with neither nationality nor type
   * @throws NullPointerException if {@code location} is null
   */
  public static UnitRef at(Location location) {
    return new UnitRef(Optional.empty(), Optional.empty(), location);
  }
}
