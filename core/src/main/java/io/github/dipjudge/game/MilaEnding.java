package io.github.dipjudge.game;

import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import java.util.ArrayList;
import java.util.List;

/**
 * How MILA's saved game says that a game ended, and an ending the players agreed on. MILA's {@code Game.draw()}
 * (and a victory) finish the game alike: the phase being played is recorded as it stood, with no orders and no
 * results (it was not adjudicated), then a {@code COMPLETED} phase whose state's {@code note} is
 * {@code "Victory by: "} and the first three letters of each winner's name ({@code "Victory by: FRA, GER"}); a draw
 * names several powers. This library writes an agreed ending the same way, and reads one back from a MILA file: a
 * last phase before {@code COMPLETED} with units but no orders and no results, whose note names two or more
 * powers, is a draw agreed among them; one power, a concession to it.
 */
final class MilaEnding {
  private MilaEnding() {}

  static final String PREFIX = "Victory by: ";

  /** MILA's note for a finished game with this ending. */
  static String note(GameEnding o) {
    List<String> names = new ArrayList<>();
    for (Power p : o.winners()) {
      String key = MilaFormat.powerKey(p);
      names.add(key.substring(0, Math.min(3, key.length())));
    }
    return PREFIX + String.join(", ", names);
  }

  /** Whether a recorded phase was never adjudicated: units on the board, and neither orders nor results. */
  static boolean unadjudicated(boolean hasUnits, boolean hasOrders, boolean hasResults) {
    return hasUnits && !hasOrders && !hasResults;
  }

  /**
   * The agreed ending a {@code COMPLETED} phase's note states, or null when the note is not MILA's victory note.
   *
   * @throws GameFormatException if the note names no power of the map, or one ambiguously
   */
  static GameEnding fromNote(Json completed, GameMap map) throws GameFormatException {
    Json noteField = completed.field("state").optional("note");
    if (noteField == null || !noteField.string().startsWith(PREFIX)) {
      return null;
    }
    ImmutableSet.Builder<Power> winners = ImmutableSet.builder();
    for (String abbrev : noteField.string().substring(PREFIX.length()).split(",")) {
      winners.add(power(abbrev.trim(), map, noteField));
    }
    ImmutableSet<Power> w = winners.build();
    return w.size() == 1 ? GameEnding.concession(w.iterator().next()) : GameEnding.agreedDraw(w);
  }

  private static Power power(String abbrev, GameMap map, Json where) throws GameFormatException {
    Power found = null;
    for (Power p : map.powers()) {
      if (!abbrev.isEmpty() && MilaFormat.powerKey(p).startsWith(abbrev)) {
        if (found != null) {
          throw where.error("the note names \"" + Json.clip(abbrev) + "\", which could be " + found.name()
              + " or " + p.name());
        }
        found = p;
      }
    }
    if (found == null) {
      throw where.error("the note names \"" + Json.clip(abbrev) + "\", no power of map " + map.id());
    }
    return found;
  }
}
