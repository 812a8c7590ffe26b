package io.github.dipjudge.game;

import io.github.dipjudge.map.Province;
import io.github.dipjudge.position.Position;
import java.util.Objects;
import java.util.Optional;

/**
 * Why an order sheet does not belong to a game: the map, the phase, or, at the same phase, the first thing the two
 * positions disagree on. A server that mixes up two games learns which from the message.
 */
final class SheetMismatch {
  private SheetMismatch() {}

  /**
   * The reason a sheet for {@code sheet} cannot be adjudicated at {@code game}, or empty when they are equal.
   * Called only when the positions differ, so the walk over the provinces costs nothing in the normal case.
   */
  static Optional<String> between(Position sheet, Position game) {
    if (sheet.equals(game)) {
      return Optional.empty();
    }
    if (sheet.map() != game.map()) {
      return Optional.of(sheet.map().id().equals(game.map().id())
          ? "the sheet is for another map object than the game's (both are map " + game.map().id() + ")"
          : "the sheet is for map " + sheet.map().id() + ", the game is on map " + game.map().id());
    }
    if (!sheet.phase().equals(game.phase())) {
      return Optional.of("the sheet is for " + sheet.phase() + ", the game is at " + game.phase());
    }
    return Optional.of("the sheet is for another position of " + game.phase()
        + " than the game's (a sheet of another game?): " + firstDifference(sheet, game));
  }

  private static String firstDifference(Position sheet, Position game) {
    for (Province p : game.map().provinces()) {
      if (!Objects.equals(sheet.unitAt(p), game.unitAt(p))) {
        return "in " + p.name() + " the sheet has " + or(sheet.unitAt(p)) + ", the game " + or(game.unitAt(p));
      }
      if (!Objects.equals(sheet.dislodgedAt(p), game.dislodgedAt(p))) {
        return "dislodged in " + p.name() + " the sheet has " + or(sheet.dislodgedAt(p)) + ", the game "
            + or(game.dislodgedAt(p));
      }
      if (!Objects.equals(sheet.owner(p), game.owner(p))) {
        return p.name() + " is owned by " + or(sheet.owner(p)) + " on the sheet, by " + or(game.owner(p))
            + " in the game";
      }
      if (sheet.isStandoff(p) != game.isStandoff(p)) {
        return p.name() + " is " + (sheet.isStandoff(p) ? "" : "not ") + "a standoff on the sheet";
      }
    }
    return "they differ"; // unreachable: equal in every province means equal positions
  }

  private static String or(Optional<?> o) {
    return o.map(Object::toString).orElse("none");
  }
}
