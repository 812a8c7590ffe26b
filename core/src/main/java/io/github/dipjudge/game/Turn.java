package io.github.dipjudge.game;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Position;

/**
 * One adjudicated phase of a game: the position, the orders given, the result, and whether the phase was skipped
 * because there was nothing to decide (then the orders are empty and the result is the adjudication of no orders).
 *
 * <p>Immutable and thread-safe.
 *
 * @param position the position at the start of the phase
 * @param orders the orders given
 * @param result the complete result
 * @param skipped whether the phase had nothing to decide and was passed over
 */
public record Turn(Position position, ImmutableList<Order> orders, PhaseResult result, boolean skipped) {
  public Turn {
    checkNotNull(position, "position");
    checkNotNull(orders, "orders");
    checkNotNull(result, "result");
  }
}
