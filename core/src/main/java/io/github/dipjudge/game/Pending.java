package io.github.dipjudge.game;

import io.github.dipjudge.position.Position;

/**
 * A phase of a loaded game whose result is not computed yet ({@link DipjudgeFormat.Check#POSITIONS}): what the saved game
 * states of it, and the turn, computed when first asked for. {@link History} holds these until then.
 */
sealed interface Pending permits PendingTurn, PendingHouseTurn.Member {
  /** The recorded position at the start of the phase. */
  Position position();

  /** Whether the phase was recorded as passed over. */
  boolean skipped();

  /** The turn, adjudicated with the calling thread's adjudicator, as {@link Game#advance} would have made it. */
  Turn adjudicate();
}
