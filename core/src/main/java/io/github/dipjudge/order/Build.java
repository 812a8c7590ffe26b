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
  public Build {
    checkNotNull(power, "power");
    checkNotNull(unitType, "unitType");
    checkNotNull(location, "location");
  }

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

  /** The order in the canonical English notation of {@link OrderNotation#english}: {@code England: F nth - pic}. */
  @Override
  public String toString() {
    return EnglishPrinter.print(this);
  }
}
