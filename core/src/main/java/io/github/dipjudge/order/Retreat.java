package io.github.dipjudge.order;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import java.util.Optional;

/**
 * Retreat: a dislodged unit moves to {@code destination} in a retreat phase. (A {@link Move} given in a retreat
 * phase is read as a retreat too, since the DATC writes retreats as moves.)
 *
 * <p>Immutable and thread-safe.
 *
 * @param power the issuing power, if written
 * @param unitType the unit type as written, if written
 * @param location where the dislodged unit stands
 * @param destination where it retreats
 */
public record Retreat(Optional<Power> power, Optional<UnitType> unitType, Location location, Location destination)
    implements UnitOrder {
  /**
   * A retreat order.
   *
   * @param power the issuing power, or empty
   * @param unitType the unit type as written, or empty
   * @param location where the dislodged unit stands
   * @param destination where it retreats
   * @throws NullPointerException if an argument is null
   */
  public Retreat {
    checkNotNull(power, "power");
    checkNotNull(unitType, "unitType");
    checkNotNull(location, "location");
    checkNotNull(destination, "destination");
  }

  /**
   * A retreat by a unit of the given type, naming no power.
   *
   * @param type the unit type
   * @param from where the dislodged unit stands
   * @param to where it retreats
   * @return the order
   * @throws NullPointerException if an argument is null
   */
  public static Retreat of(UnitType type, Location from, Location to) {
    return new Retreat(Optional.empty(), Optional.of(checkNotNull(type, "type")), from, to);
  }

  @Override
  public OrderKind kind() {
    return OrderKind.RETREAT;
  }

  @Override
  public Retreat withPower(Power power) {
    return new Retreat(Optional.of(checkNotNull(power, "power")), unitType, location, destination);
  }

  /**
   * The order in the canonical English notation of {@link OrderNotation#english}, which reads it back as an equal
   * order: {@code Austria: A ser R alb}.
   */
  @Override
  public String toString() {
    return EnglishPrinter.print(this);
  }
}
