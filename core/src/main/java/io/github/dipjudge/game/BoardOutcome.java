package io.github.dipjudge.game;

import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.rules.variant.VassalRules;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;

/**
 * Whether a loaded game's outcome agrees with its board: the check every reader of {@link DipjudgeFormat} makes once the
 * game is assembled ({@link DipjudgeFormat.Check}), on the recorded positions (adjudicated first under
 * {@link DipjudgeFormat.Check#ADJUDICATION}).
 *
 * <ul>
 *   <li>An agreed ending names survivors of the current position ({@link Game#survivors()}): the power conceded to,
 *       every power sharing an agreed draw.
 *   <li>Under the standard victory rule ({@link Rulebook.VictoryRule#CENTRES}) the board decides after each Fall
 *       ({@link Game#endsFall}), from the recorded position that follows it: a Fall that ended the game must be the
 *       last of the history (no phase is played after a victory), its victory must be the game's outcome (one
 *       winner, with the victory centres and more than any other power), and a victory or board-decided draw with no
 *       such Fall must be the end of the calendar's ({@link CalendarEnd}). No tie-break year is pending under that
 *       rule.
 *   <li>Under the house victory rule the winners decided by the board must be survivors; the alliances and the
 *       tie-break year, which a game may change between phases, are taken as recorded.
 * </ul>
 *
 * <p>Linear in the history: one victory count per recorded Fall.
 */
final class BoardOutcome {
  private BoardOutcome() {}

  /**
   * The first way the outcome of {@code g} disagrees with its board, in words, or null when it agrees.
   *
   * @param g the assembled game
   * @param recorded the positions of its history, oldest first
   */
  static String disagreement(Game g, List<Position> recorded) {
    GameEnding o = g.ending().orElse(null);
    Position now = g.position();
    ImmutableSet<Power> survivors = g.survivors();
    if (o != null && (o.isAgreed() || g.rules().victoryRule() != Rulebook.VictoryRule.CENTRES)) {
      for (Power p : o.winners()) {
        if (!survivors.contains(p)) {
          String what = switch (o.kind()) {
            case CONCESSION -> "the game is conceded to ";
            case AGREED_DRAW, DRAW -> "the draw is shared by ";
            case VICTORY -> "the victory goes to ";
          };
          return what + p.name() + ", which is eliminated at " + now.phase().code() + " (no unit, no centre)";
        }
      }
    }
    if (g.rules().victoryRule() != Rulebook.VictoryRule.CENTRES) {
      return null;
    }
    if (g.tieBreakYear() != 0) {
      return "a tie-break year (" + g.tieBreakYear() + ") is pending, but under the victory rule CENTRES no tie is"
          + " broken by an extra year";
    }
    GameEnding decided = null;
    String decidedAfter = null;
    for (int i = 0; i < recorded.size(); i++) {
      Position p = recorded.get(i);
      if (!Game.endsFall(p)) {
        continue;
      }
      if (decided != null) {
        return "the board ended the game after " + decidedAfter + " (" + decided.how() + "), yet the history"
            + " goes on to " + p.phase().code();
      }
      Position after = i + 1 < recorded.size() ? recorded.get(i + 1) : now;
      decided = g.decisionAt(after, p.phase().year());
      decidedAfter = p.phase().code();
    }
    if (decided != null) {
      if (o == null || o.isAgreed() || !o.winners().equals(decided.winners()) || o.draw() != decided.draw()) {
        return "the board ended the game after " + decidedAfter + " (" + decided.how() + "), but the outcome is "
            + (o == null ? "none" : "\"" + o.how() + "\"");
      }
      return null;
    }
    if (o == null || o.isAgreed()) {
      return null;
    }
    if (CalendarEnd.reached(now, g.rules())) {
      GameEnding end = CalendarEnd.ending(now);
      if (o.winners().equals(end.winners()) && o.draw() == end.draw()) {
        return null;
      }
      return "the outcome \"" + o.how() + "\" is not the end of the calendar's at " + now.phase().code() + " ("
          + end.how() + ")";
    }
    int year = now.phase().year();
    int needed = g.victoryCentres(year);
    int[] centres = VassalRules.victoryCentres(now);
    StringBuilder owns = new StringBuilder();
    for (Power p : o.winners()) {
      owns.append(owns.length() == 0 ? "" : ", ").append(p.name()).append(" owns ").append(centres[p.index()]);
    }
    return "the outcome \"" + o.how() + "\" (" + (o.draw() ? "a draw" : "a victory") + ") is not the board's: no"
        + " Fall of the history ends the game" + (o.draw() ? "" : " (" + owns + " of the " + needed
        + " supply centres a win needs" + (o.winners().size() > 1 ? ", and a win has one winner" : "") + ")");
  }
}
