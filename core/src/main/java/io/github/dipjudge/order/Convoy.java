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
  public Convoy {
    checkNotNull(power, "power");
    checkNotNull(unitType, "unitType");
    checkNotNull(location, "location");
    checkNotNull(army, "army");
    checkNotNull(destination, "destination");
  }

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

  /** The order in the canonical English notation of {@link OrderNotation#english}: {@code England: F nth - pic}. */
  @Override
  public String toString() {
    return EnglishPrinter.print(this);
  }
}
