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
  /** The power that issued the order, if written. */
  Optional<Power> power();

  /** The kind of order. */
  OrderKind kind();

  /** The same order issued by the given power. */
  Order withPower(Power power);
}
