package io.github.dipjudge.order;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import java.util.Optional;

/**
 * Support to hold: the unit supports {@code supported} in place (valid when the supported unit does not move).
 *
 * <p>Immutable and thread-safe.
 *
 * @param power the issuing power, if written
 * @param unitType the supporting unit's type as written, if written
 * @param location where the supporting unit stands
 * @param supported the unit supported
 */
public record SupportHold(Optional<Power> power, Optional<UnitType> unitType, Location location, UnitRef supported)
    implements UnitOrder {
  /**
   * A support-to-hold order.
   *
   * @param power the issuing power, or empty
   * @param unitType the supporting unit's type as written, or empty
   * @param location where the supporting unit stands
   * @param supported the unit supported
   * @throws NullPointerException if an argument is null
   */
  public SupportHold {
    checkNotNull(power, "power");
    checkNotNull(unitType, "unitType");
    checkNotNull(location, "location");
    checkNotNull(supported, "supported");
  }

  /**
   * A support to hold by a unit of the given type, naming no power.
   *
   * @param type the supporting unit's type
   * @param location where the supporting unit stands
   * @param supported the unit supported
   * @return the order
   * @throws NullPointerException if an argument is null
   */
  public static SupportHold of(UnitType type, Location location, UnitRef supported) {
    return new SupportHold(Optional.empty(), Optional.of(checkNotNull(type, "type")), location, supported);
  }

  @Override
  public OrderKind kind() {
    return OrderKind.SUPPORT_HOLD;
  }

  @Override
  public SupportHold withPower(Power power) {
    return new SupportHold(Optional.of(checkNotNull(power, "power")), unitType, location, supported);
  }

  /**
   * The order in the canonical English notation of {@link OrderNotation#english}, which reads it back as an equal
   * order: {@code Germany: A mun S A ber}.
   */
  @Override
  public String toString() {
    return EnglishPrinter.print(this);
  }
}
