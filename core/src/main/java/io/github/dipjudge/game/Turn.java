package io.github.dipjudge.game;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Position;
import java.util.Objects;

/**
 * One adjudicated phase of a game: the position, the orders given, the result, whether the phase was skipped
 * because there was nothing to decide (then the orders are empty and the result is the adjudication of no orders),
 * and the state of the judge's random generator when it was adjudicated.
 *
 * <p>Equality is by content: two turns are equal when their positions, orders, skipping and seed are equal and
 * their results are of the same kind with equal per-order results and equal next positions (a result is a function
 * of the position, the orders, the rulebook and the seed, so this is the whole of it).
 *
 * <p>Immutable and thread-safe.
 *
 * @param position the position at the start of the phase
 * @param orders the orders given
 * @param result the complete result
 * @param skipped whether the phase had nothing to decide and was passed over (no power was asked for orders);
 *     false for a phase that was played, even with no orders given
 * @param seed the judge's seed the phase was adjudicated with (under the house rules the seed of the whole turn,
 *     recorded on each of its phases; elsewhere the game's seed, which nothing draws from)
 */
public record Turn(Position position, ImmutableList<Order> orders, PhaseResult result, boolean skipped, long seed) {
  /**
   * Checks the components for null.
   *
   * @param position the position at the start of the phase
   * @param orders the orders given
   * @param result the complete result
   * @param skipped whether the phase had nothing to decide and was passed over
   * @param seed the judge's seed the phase was adjudicated with
   */
  public Turn {
    checkNotNull(position, "position");
    checkNotNull(orders, "orders");
    checkNotNull(result, "result");
  }

  /**
   * A turn adjudicated with seed 0.
   *
   * @param position the position at the start of the phase
   * @param orders the orders given
   * @param result the complete result
   * @param skipped whether the phase was passed over
   */
  public Turn(Position position, ImmutableList<Order> orders, PhaseResult result, boolean skipped) {
    this(position, orders, result, skipped, 0L);
  }

  /** Equality by content, as the class comment says. */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Turn)) {
      return false;
    }
    Turn t = (Turn) o;
    return skipped == t.skipped && seed == t.seed && position.equals(t.position) && orders.equals(t.orders)
        && result.getClass() == t.result.getClass() && result.results().equals(t.result.results())
        && result.nextPosition().equals(t.result.nextPosition());
  }

  @Override
  public int hashCode() {
    return Objects.hash(position, orders, skipped, seed, result.results());
  }
}
