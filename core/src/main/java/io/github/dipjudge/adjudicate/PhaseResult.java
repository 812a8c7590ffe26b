package io.github.dipjudge.adjudicate;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.position.Position;

/**
 * The result of adjudicating one phase: the position the orders were given in, a result per order (in the order
 * given), and the position of the phase that follows.
 *
 * <p>All implementations are immutable and thread-safe.
 */
public sealed interface PhaseResult permits MovementResult, RetreatResult, AdjustmentResult {
  /**
   * The position the orders were given in.
   *
   * @return the position
   */
  Position position();

  /**
   * One result per order given, in the order given.
   *
   * @return the results
   */
  ImmutableList<OrderResult> results();

  /**
   * The position of the phase that follows.
   *
   * @return the next position
   */
  Position nextPosition();
}
