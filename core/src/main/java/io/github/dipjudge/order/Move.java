package io.github.dipjudge.order;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import java.util.Optional;

/**
 * Move: the unit tries to move to {@code destination}, directly or by convoy.
 *
 * <p>{@code viaConvoy} records that the order says so ("via convoy", MILA {@code VIA}); how that matters is the
 * rulebook's choice (DATC 4.A.3). {@code convoyPath} is the sequence of water provinces the order names
 * ({@code A Yorkshire - North Sea - Belgium}); empty when none is written. Whether a written path binds is again
 * the rulebook's choice (DATC 4.A.6). A written path implies {@code viaConvoy}.
 *
 * <p>Immutable and thread-safe.
 *
 * @param power the issuing power, if written
 * @param unitType the unit type as written, if written
 * @param location where the unit stands
 * @param destination where it moves; a coast location when a coast is written
 * @param viaConvoy whether the order says the move goes by convoy
 * @param convoyPath the written convoy path, without origin and destination
 */
public record Move(Optional<Power> power, Optional<UnitType> unitType, Location location, Location destination,
    boolean viaConvoy, ImmutableList<Province> convoyPath) implements UnitOrder {
  /**
   * A move order. A non-empty {@code convoyPath} sets {@code viaConvoy}, whatever is given.
   *
   * @param power the issuing power, or empty
   * @param unitType the unit type as written, or empty
   * @param location where the unit stands
   * @param destination where it moves; a coast location when a coast is written
   * @param viaConvoy whether the order says the move goes by convoy
   * @param convoyPath the written convoy path, without origin and destination; empty when none is written
   * @throws NullPointerException if an argument is null
   */
  public Move {
    checkNotNull(power, "power");
    checkNotNull(unitType, "unitType");
    checkNotNull(location, "location");
    checkNotNull(destination, "destination");
    checkNotNull(convoyPath, "convoyPath");
    viaConvoy = viaConvoy || !convoyPath.isEmpty();
  }

  /**
   * A plain move by a unit of the given type, naming no power, no convoy and no path.
   *
   * @param type the unit type
   * @param from where the unit stands
   * @param to where it moves
   * @return the order
   * @throws NullPointerException if an argument is null
   */
  public static Move of(UnitType type, Location from, Location to) {
    return new Move(Optional.empty(), Optional.of(checkNotNull(type, "type")), from, to, false, ImmutableList.of());
  }

  /**
   * A move that says "via convoy", naming no power and no path.
   *
   * @param type the unit type
   * @param from where the unit stands
   * @param to where it moves
   * @return the order, with {@link #viaConvoy()} true
   * @throws NullPointerException if an argument is null
   */
  public static Move viaConvoy(UnitType type, Location from, Location to) {
    return new Move(Optional.empty(), Optional.of(checkNotNull(type, "type")), from, to, true, ImmutableList.of());
  }

  @Override
  public OrderKind kind() {
    return OrderKind.MOVE;
  }

  @Override
  public Move withPower(Power power) {
    return new Move(Optional.of(checkNotNull(power, "power")), unitType, location, destination, viaConvoy, convoyPath);
  }

  /**
   * The order in the canonical English notation of {@link OrderNotation#english}, which reads it back as an equal
   * order: {@code England: A lon - bel via convoy}, {@code England: A lon - nth - bel}.
   */
  @Override
  public String toString() {
    return EnglishPrinter.print(this);
  }
}
