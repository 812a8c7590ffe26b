package io.github.dipjudge.order;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import java.util.Optional;

/**
 * Disband: in a retreat phase the dislodged unit is removed instead of retreating; in an adjustment phase the unit
 * is removed (written "Remove" or "Disband").
 *
 * <p>Immutable and thread-safe.
 *
 * @param power the issuing power, if written
 * @param unitType the unit type as written, if written
 * @param location where the unit stands
 */
public record Disband(Optional<Power> power, Optional<UnitType> unitType, Location location) implements UnitOrder {
  /**
   * A disband or removal order.
   *
   * @param power the issuing power, or empty
   * @param unitType the unit type as written, or empty
   * @param location where the unit stands
   * @throws NullPointerException if an argument is null
   */
  public Disband {
    checkNotNull(power, "power");
    checkNotNull(unitType, "unitType");
    checkNotNull(location, "location");
  }

  /**
   * The disband or removal of a unit of the given type, naming no power.
   *
   * @param type the unit type
   * @param location where the unit stands
   * @return the order
   * @throws NullPointerException if an argument is null
   */
  public static Disband of(UnitType type, Location location) {
    return new Disband(Optional.empty(), Optional.of(checkNotNull(type, "type")), location);
  }

  @Override
  public OrderKind kind() {
    return OrderKind.DISBAND;
  }

  @Override
  public Disband withPower(Power power) {
    return new Disband(Optional.of(checkNotNull(power, "power")), unitType, location);
  }

  /**
   * The order in the canonical English notation of {@link OrderNotation#english}, which reads it back as an equal
   * order: {@code Germany: Disband A ber}.
   */
  @Override
  public String toString() {
    return EnglishPrinter.print(this);
  }
}
