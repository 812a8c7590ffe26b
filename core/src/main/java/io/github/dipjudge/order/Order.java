package io.github.dipjudge.order;

import io.github.dipjudge.map.Power;
import java.util.Optional;

/**
 * An order of any phase, as written: the values are what the player wrote, not yet checked against a position.
 * Whether an order is legal, and what it achieves, is decided by an adjudicator.
 *
 * <p>Every order may carry the power that issued it ({@link #power()}); the adjudicators use it to reject orders for
 * another power's units. {@link OrderNotation} reads and prints orders.
 *
 * <p>All implementations are immutable records, thread-safe, with value equality; their constructors reject nulls.
 */
public sealed interface Order permits UnitOrder, Waive, BuildPriority, DisbandPriority {
  /**
   * The power that issued the order.
   *
   * @return the power, if the order names one (or was given one by {@link #withPower}); empty otherwise
   */
  Optional<Power> power();

  /**
   * The kind of order, one constant per implementing record (a {@link Move} is {@link OrderKind#MOVE} in every
   * phase, though a retreat phase reads it as a retreat).
   *
   * @return the kind
   */
  OrderKind kind();

  /**
   * The same order issued by the given power: every value equal but {@link #power()}, which is the given power.
   * A priority list gives the power to each order it holds as well.
   *
   * @param power the issuing power
   * @return an order of the same type and kind
   * @throws NullPointerException if {@code power} is null
   */
  Order withPower(Power power);
}
