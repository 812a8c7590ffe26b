package io.github.dipjudge.order;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import java.util.Optional;

/**
 * Convoy: the fleet convoys {@code army} to {@code destination}.
 *
 * <p>Immutable and thread-safe.
 *
 * @param power the issuing power, if written
 * @param unitType the convoying unit's type as written, if written
 * @param location where the convoying fleet stands
 * @param army the unit convoyed
 * @param destination where it is convoyed
 */
public record Convoy(Optional<Power> power, Optional<UnitType> unitType, Location location, UnitRef army,
    Location destination) implements UnitOrder {
  /**
   * A convoy order.
   *
   * @param power the issuing power, or empty
   * @param unitType the convoying unit's type as written, or empty
   * @param location where the convoying fleet stands
   * @param army the unit convoyed
   * @param destination where it is convoyed
   * @throws NullPointerException if an argument is null
   */
  public Convoy {
    checkNotNull(power, "power");
    checkNotNull(unitType, "unitType");
    checkNotNull(location, "location");
    checkNotNull(army, "army");
    checkNotNull(destination, "destination");
  }

  /**
   * A fleet convoying an army, both named with their type, naming no power.
   *
   * @param fleet where the convoying fleet stands
   * @param army where the army stands
   * @param destination where the army is convoyed
   * @return the order
   * @throws NullPointerException if an argument is null
   */
  public static Convoy of(Location fleet, Location army, Location destination) {
    return new Convoy(Optional.empty(), Optional.of(UnitType.FLEET), fleet, UnitRef.of(UnitType.ARMY, army),
        destination);
  }

  @Override
  public OrderKind kind() {
    return OrderKind.CONVOY;
  }

  @Override
  public Convoy withPower(Power power) {
    return new Convoy(Optional.of(checkNotNull(power, "power")), unitType, location, army, destination);
  }

  /**
   * The order in the canonical English notation of {@link OrderNotation#english}, which reads it back as an equal
   * order: {@code England: F nth C A lon - nwy}.
   */
  @Override
  public String toString() {
    return EnglishPrinter.print(this);
  }
}
