package io.github.dipjudge.order;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import java.util.Optional;

/**
 * Build: a new unit in an adjustment phase. The unit type may be missing (DATC 4.C.3 decides); a fleet in a
 * split-coast province names the coast in {@code location}.
 *
 * <p>Immutable and thread-safe.
 *
 * @param power the issuing power, if written
 * @param unitType the type to build, if written
 * @param location where to build
 */
public record Build(Optional<Power> power, Optional<UnitType> unitType, Location location) implements UnitOrder {
  /**
   * A build order.
   *
   * @param power the issuing power, or empty
   * @param unitType the type to build, or empty
   * @param location where to build; a coast location for a fleet in a split-coast province
   * @throws NullPointerException if an argument is null
   */
  public Build {
    checkNotNull(power, "power");
    checkNotNull(unitType, "unitType");
    checkNotNull(location, "location");
  }

  /**
   * A build of a unit of the given type, naming no power.
   *
   * @param type the type to build
   * @param location where to build
   * @return the order
   * @throws NullPointerException if an argument is null
   */
  public static Build of(UnitType type, Location location) {
    return new Build(Optional.empty(), Optional.of(checkNotNull(type, "type")), location);
  }

  @Override
  public OrderKind kind() {
    return OrderKind.BUILD;
  }

  @Override
  public Build withPower(Power power) {
    return new Build(Optional.of(checkNotNull(power, "power")), unitType, location);
  }

  /**
   * The order in the canonical English notation of {@link OrderNotation#english}, which reads it back as an equal
   * order: {@code Russia: Build F stp/nc}.
   */
  @Override
  public String toString() {
    return EnglishPrinter.print(this);
  }
}
