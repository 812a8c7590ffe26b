package io.github.dipjudge.adjudicate;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Position;
import java.util.Optional;

/**
 * A whole turn adjudicated in one call under rules that take retreats (and, in Fall, adjustments) with the movement
 * orders (the simplified-Chinese house rules): the movement result; the retreat phase, with the retreat orders derived from
 * the priority lists and the judge's placements; in Fall, the adjustment phase with the builds and removals ordered
 * in advance and the judge's removals; a result per order given; the position of the next movement phase; and the
 * state of the judge's random generator after the turn, so that a game replays identically.
 *
 * <p>Immutable and thread-safe.
 */
public final class TurnResult {
  private final Position position;
  private final ImmutableList<OrderResult> results;
  private final MovementResult movement;
  private final ImmutableList<Order> retreatOrders;
  private final RetreatResult retreat;
  private final ImmutableList<Order> adjustmentOrders;
  private final AdjustmentResult adjustment;
  private final ImmutableList<String> judgeNotes;
  private final Position next;
  private final long nextSeed;

  TurnResult(Position position, ImmutableList<OrderResult> results, MovementResult movement,
      ImmutableList<Order> retreatOrders, RetreatResult retreat, ImmutableList<Order> adjustmentOrders,
      AdjustmentResult adjustment, ImmutableList<String> judgeNotes, Position next, long nextSeed) {
    this.position = position;
    this.results = results;
    this.movement = movement;
    this.retreatOrders = retreatOrders;
    this.retreat = retreat;
    this.adjustmentOrders = adjustmentOrders;
    this.adjustment = adjustment;
    this.judgeNotes = judgeNotes;
    this.next = next;
    this.nextSeed = nextSeed;
  }

  /**
   * The position of the movement phase the orders were given in.
   *
   * @return the position of the movement phase the orders were given in
   */
  public Position position() {
    return position;
  }

  /**
   * One result per order given, in the order given.
   *
   * @return one result per order given, in the order given
   */
  public ImmutableList<OrderResult> results() {
    return results;
  }

  /**
   * The movement phase.
   *
   * @return the movement phase
   */
  public MovementResult movement() {
    return movement;
  }

  /**
   * The retreat orders the turn derived, one per dislodged unit: from the priority lists and disband orders given in
   * advance and from the judge's placements (see the house rules' readings in the README).
   *
   * @return the retreat orders the turn derived, one per dislodged unit: from the priority lists and disband orders given in advance and from the judge's placements (see the house rules' readings in the README)
   */
  public ImmutableList<Order> retreatOrders() {
    return retreatOrders;
  }

  /**
   * The retreat phase (adjudicated even when nobody was dislodged, for the Fall ownership change).
   *
   * @return the retreat phase (adjudicated even when nobody was dislodged, for the Fall ownership change)
   */
  public RetreatResult retreat() {
    return retreat;
  }

  /**
   * The adjustment orders carried into the Winter phase (priority lists expanded, disbands followed to the units).
   *
   * @return the adjustment orders carried into the Winter phase (priority lists expanded, disbands followed to the units)
   */
  public ImmutableList<Order> adjustmentOrders() {
    return adjustmentOrders;
  }

  /**
   * The adjustment phase, after a Fall.
   *
   * @return the adjustment phase, after a Fall
   */
  public Optional<AdjustmentResult> adjustment() {
    return Optional.ofNullable(adjustment);
  }

  /**
   * What the judge decided and why, one sentence each.
   *
   * @return what the judge decided and why, one sentence each
   */
  public ImmutableList<String> judgeNotes() {
    return judgeNotes;
  }

  /**
   * The position of the next movement phase.
   *
   * @return the position of the next movement phase
   */
  public Position nextPosition() {
    return next;
  }

  /**
   * The state of the judge's random generator after this turn: the seed of the next turn.
   *
   * @return the state of the judge's random generator after this turn: the seed of the next turn
   */
  public long nextSeed() {
    return nextSeed;
  }

  @Override
  public String toString() {
    return "TurnResult[" + position.phase() + " -> " + next.phase() + "]";
  }
}
