package io.github.dipjudge.game;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;

/**
 * A phase of a loaded game whose result is not computed yet: what a saved game states of it (the position, the
 * orders, whether it was passed over, the seed). {@link History} turns it into a {@link Turn} by adjudicating it
 * the first time the turn is asked for, so that loading a long game costs the reading of its positions and orders,
 * not an adjudication per phase (DipjudgeFormat, {@link DipjudgeFormat.Check#POSITIONS}). A phase adjudicated by itself: under
 * the house rules a movement phase's turn decides its retreats and adjustments, and those phases are
 * {@link PendingHouseTurn}'s.
 */
record PendingTurn(Position position, ImmutableList<Order> orders, boolean skipped, long seed, Rulebook rules)
    implements Pending {
  @Override
  public Turn adjudicate() {
    PhaseResult result = Adjudicator.forCurrentThread(position.map(), rules).adjudicate(position, orders);
    return new Turn(position, orders, result, skipped, seed);
  }
}
