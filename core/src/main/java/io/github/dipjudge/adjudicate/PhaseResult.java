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

  /**
   * Every change the phase made to the board, whatever the phase: in a movement phase the units that moved (in the
   * order of {@link #results()}) then those dislodged; in a retreat phase each dislodged unit, retreated or
   * disbanded, in province order; in an adjustment phase the units built, then those removed (by order, then by
   * the civil disorder rule). Unlike {@link #results()}, this includes what no order asked for (a dislodged unit
   * disbanded without a valid order, a removal by civil disorder), flagged {@link BoardChange#civilDisorder()}.
   * Computed on each call, in time linear in the phase's orders and units.
   *
   * @return the changes; empty when the phase changed no unit
   */
  ImmutableList<BoardChange> changes();
}
