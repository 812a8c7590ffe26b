package io.github.dipjudge.order;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import java.util.Optional;

/**
 * Support to move: the unit supports {@code supported} moving to {@code destination}. A coast written in the
 * destination is kept (DATC 4.B.4 decides what it means).
 *
 * <p>Immutable and thread-safe.
 *
 * @param power the issuing power, if written
 * @param unitType the supporting unit's type as written, if written
 * @param location where the supporting unit stands
 * @param supported the unit supported
 * @param destination where the supported unit is to move
 */
public record SupportMove(Optional<Power> power, Optional<UnitType> unitType, Location location, UnitRef supported,
    Location destination) implements UnitOrder {
  public SupportMove {
    checkNotNull(power, "power");
    checkNotNull(unitType, "unitType");
    checkNotNull(location, "location");
    checkNotNull(supported, "supported");
    checkNotNull(destination, "destination");
  }

  public static SupportMove of(UnitType type, Location location, UnitRef supported, Location destination) {
    return new SupportMove(Optional.empty(), Optional.of(checkNotNull(type, "type")), location, supported,
        destination);
  }

  @Override
  public OrderKind kind() {
    return OrderKind.SUPPORT_MOVE;
  }

  @Override
  public SupportMove withPower(Power power) {
    return new SupportMove(Optional.of(checkNotNull(power, "power")), unitType, location, supported, destination);
  }

  /** The order in the canonical English notation of {@link OrderNotation#english}: {@code England: F nth - pic}. */
  @Override
  public String toString() {
    return EnglishPrinter.print(this);
  }
}
