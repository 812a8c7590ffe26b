package io.github.dipjudge.order;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import java.util.Optional;

/**
 * Hold: the unit stays where it is (and may be supported in place).
 *
 * <p>Immutable and thread-safe.
 *
 * @param power the issuing power, if written
 * @param unitType the unit type as written, if written
 * @param location where the unit stands
 */
public record Hold(Optional<Power> power, Optional<UnitType> unitType, Location location) implements UnitOrder {
  /**
   * A hold order.
   *
   * @param power the issuing power, or empty
   * @param unitType the unit type as written, or empty
   * @param location where the unit stands
   * @throws NullPointerException if an argument is null
   */
  public Hold {
    checkNotNull(power, "power");
    checkNotNull(unitType, "unitType");
    checkNotNull(location, "location");
  }

  /**
   * A hold by a unit of the given type, naming no power.
   *
   * @param type the unit type
   * @param location where the unit stands
   * @return the order
   * @throws NullPointerException if an argument is null
   */
  public static Hold of(UnitType type, Location location) {
    return new Hold(Optional.empty(), Optional.of(checkNotNull(type, "type")), location);
  }

  @Override
  public OrderKind kind() {
    return OrderKind.HOLD;
  }

  @Override
  public Hold withPower(Power power) {
    return new Hold(Optional.of(checkNotNull(power, "power")), unitType, location);
  }

  /**
   * The order in the canonical English notation of {@link OrderNotation#english}, which reads it back as an equal
   * order: {@code England: F nth H}.
   */
  @Override
  public String toString() {
    return EnglishPrinter.print(this);
  }
}
