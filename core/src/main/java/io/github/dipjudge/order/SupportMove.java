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
  /**
   * A support-to-move order.
   *
   * @param power the issuing power, or empty
   * @param unitType the supporting unit's type as written, or empty
   * @param location where the supporting unit stands
   * @param supported the unit supported
   * @param destination where the supported unit is to move, with its coast if one was written
   * @throws NullPointerException if an argument is null
   */
  public SupportMove {
    checkNotNull(power, "power");
    checkNotNull(unitType, "unitType");
    checkNotNull(location, "location");
    checkNotNull(supported, "supported");
    checkNotNull(destination, "destination");
  }

  /**
   * A support to move by a unit of the given type, naming no power.
   *
   * @param type the supporting unit's type
   * @param location where the supporting unit stands
   * @param supported the unit supported
   * @param destination where the supported unit is to move
   * @return the order
   * @throws NullPointerException if an argument is null
   */
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

  /**
   * The order in the canonical English notation of {@link OrderNotation#english}, which reads it back as an equal
   * order: {@code France: A mar S A par - bur}.
   */
  @Override
  public String toString() {
    return EnglishPrinter.print(this);
  }
}
