package io.github.dipjudge.game;

import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;

/**
 * The end of the calendar: the library's years end with {@link Phase#MAX_YEAR}, and a phase whose
 * adjudication would need a phase after the Winter adjustment of that year cannot be played. A game at such a phase
 * is over ({@link Game#isOver()}), with an ending that says so: the Winter {@value Phase#MAX_YEAR} adjustment
 * itself (its result would be the position of the Spring after it), and, under rules that adjudicate a Fall's
 * adjustments with its movement orders in one turn (the house rules), the Fall {@value Phase#MAX_YEAR} movement.
 * Ending the game there, rather than refusing such a start, keeps every position the library can hold playable up
 * to the calendar's end and lets a server close the game instead of failing on every {@code advance}.
 *
 * <p>Stateless and thread-safe.
 */
final class CalendarEnd {
  private CalendarEnd() {}

  /**
   * Whether the phase of {@code pos} cannot be played under {@code rules}: O(1), asked every phase. On a calendar
   * of another step or direction (a map's FLOW) the end is where its next phase would leave the library's years:
   * {@code classical}, counting down, ends with the retreats of year 1.
   */
  static boolean reached(Position pos, Rulebook rules) {
    Phase ph = pos.phase();
    int y = ph.year();
    int step = ph.calendar().yearStep();
    if (y + step >= Phase.MIN_YEAR && y + step <= Phase.MAX_YEAR) {
      return false; // every phase of this year has a successor (the common case, decided without building one)
    }
    if (ph.isLast()) {
      return true;
    }
    if (ph.type() != PhaseType.MOVEMENT || !rules.retreatsWithMovementOrders()) {
      return false;
    }
    // A house-rule turn runs a movement phase on through its retreats, and after a season followed by adjustments
    // through those adjustments too.
    Phase retreat = ph.next();
    return retreat.isLast() || ph.beforeAdjustments()
        && rules.adjustmentOrdering() == Rulebook.AdjustmentOrdering.WITH_FALL_ORDERS && retreat.next().isLast();
  }

  /**
   * The ending of a game the calendar ends at {@code pos}: a draw among the powers still in the game (a win when
   * one is left; every power when none is).
   */
  static GameEnding ending(Position pos) {
    ImmutableSet.Builder<Power> b = ImmutableSet.builder();
    for (Power p : pos.map().powers()) {
      if (!Game.isEliminated(pos, p)) {
        b.add(p);
      }
    }
    ImmutableSet<Power> left = b.build();
    if (left.isEmpty()) {
      left = ImmutableSet.copyOf(pos.map().powers());
    }
    String why = "the calendar ends: no phase can follow " + pos.phase() + " (the library's years end with "
        + Phase.MAX_YEAR + ")";
    return left.size() == 1 ? new GameEnding(left, false, why + "; " + left.iterator().next().name()
        + " is the only power left") : new GameEnding(left, true, why + "; a draw among the " + left.size()
        + " powers left");
  }
}
