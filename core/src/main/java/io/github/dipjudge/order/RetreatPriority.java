package io.github.dipjudge.order;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import java.util.Optional;

/**
 * A retreat ordered in advance, together with the movement orders, as a priority list: if the unit is dislodged it
 * retreats to the first listed place that is a legal retreat for it; when none is and {@code thenDisband} is set, it
 * is disbanded, otherwise the judge places it. The simplified-Chinese house rules (section 2.3) write it
 * {@code 西班牙（南岸）舰队优先撤退到葡萄牙、西地中海、马赛}. Only rulebooks that take retreats with the movement
 * orders accept it ({@link io.github.dipjudge.rules.Rulebook#retreatsWithMovementOrders()}).
 *
 * <p>Immutable and thread-safe.
 *
 * @param power the issuing power, if written
 * @param unitType the unit type as written, if written
 * @param location where the unit stands when the orders are written
 * @param destinations the places to retreat to, best first
 * @param thenDisband whether the unit is to be disbanded when no listed place is a legal retreat (the list ends
 *     with "disband"; with no places at all this orders the unit to disband if dislodged)
 */
public record RetreatPriority(Optional<Power> power, Optional<UnitType> unitType, Location location,
    ImmutableList<Location> destinations, boolean thenDisband) implements UnitOrder {
  /**
   * Checks the list: it names a place or ends with "disband", so that every value prints as an order the notations
   * read back as that value.
   *
   * @param power the issuing power, if written
   * @param unitType the unit type as written, if written
   * @param location where the unit stands when the orders are written
   * @param destinations the places to retreat to, best first
   * @param thenDisband whether the unit is to be disbanded when no listed place is a legal retreat
   * @throws IllegalArgumentException if there are no destinations and {@code thenDisband} is not set
   */
  public RetreatPriority {
    checkNotNull(power, "power");
    checkNotNull(unitType, "unitType");
    checkNotNull(location, "location");
    checkNotNull(destinations, "destinations");
    checkArgument(!destinations.isEmpty() || thenDisband,
        "a retreat priority list names at least one place or ends with disband");
  }

  @Override
  public OrderKind kind() {
    return OrderKind.RETREAT_PRIORITY;
  }

  @Override
  public RetreatPriority withPower(Power power) {
    return new RetreatPriority(Optional.of(checkNotNull(power, "power")), unitType, location, destinations,
        thenDisband);
  }

  /**
   * The order in the canonical English notation of {@link OrderNotation#english}, which reads it back as an equal
   * order: {@code France: F spa/sc retreat priority: por, wes, disband}.
   */
  @Override
  public String toString() {
    return EnglishPrinter.print(this);
  }
}
