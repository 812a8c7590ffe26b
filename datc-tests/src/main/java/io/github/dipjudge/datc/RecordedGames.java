package io.github.dipjudge.datc;

import io.github.dipjudge.game.GameFormatException;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.game.SavedGame;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The recorded games of {@code ../shared/data/games} phase by phase, for the benchmarks: a thin view of
 * {@link MilaFormat#readSaved(Path, Rulebook)}, which does the reading.
 *
 * <p>Thread safety: stateless; the returned values are immutable.
 */
public final class RecordedGames {
  /**
   * One recorded phase.
   *
   * @param name the recorded phase name, such as {@code F1903R}
   * @param position the position at the start of the phase (for a retreat phase with its dislodged units, their
   *     attackers' origins and the standoffs)
   * @param orders the orders recorded for the phase, each with its power, in the recorded order (immutable)
   */
  public record RecordedPhase(String name, Position position, List<Order> orders) {
    /**
     * Checks the components for null and copies the orders.
     *
     * @param name the recorded phase name
     * @param position the position at the start of the phase
     * @param orders the orders recorded for the phase
     * @throws NullPointerException if a component or an order is null
     */
    public RecordedPhase {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(position, "position");
      orders = List.copyOf(orders);
    }
  }

  private RecordedGames() {}

  /**
   * Every phase of a recorded game file, up to its {@code COMPLETED} marker (not included) or its end.
   *
   * @param file a {@code .json} file, or a gzipped one whose name ends in {@code .gz}
   * @param rules the rulebook for the adjudication that tells the dislodged units' attackers
   * @return the phases, in file order
   * @throws IOException if the file cannot be read
   * @throws GameFormatException if it is no saved game, or a phase cannot be read
   */
  public static List<RecordedPhase> read(Path file, Rulebook rules) throws IOException, GameFormatException {
    SavedGame saved = MilaFormat.readSaved(file, rules);
    List<RecordedPhase> out = new ArrayList<>();
    for (SavedGame.RecordedPhase p : saved.phases()) {
      if (!p.name().equals("COMPLETED")) {
        out.add(new RecordedPhase(p.name(), p.position(), p.orders()));
      }
    }
    return List.copyOf(out);
  }

  /**
   * The order texts of a recorded game file, phase by phase and power by power, as MILA writes them
   * ({@link MilaFormat#print}), for the parsing benchmark.
   *
   * @param file the file
   * @return the texts
   * @throws IOException if the file cannot be read
   * @throws GameFormatException if it is no saved game
   */
  public static List<String> orderTexts(Path file) throws IOException, GameFormatException {
    List<String> out = new ArrayList<>();
    for (RecordedPhase p : read(file, Rulebook.datc())) {
      for (Order o : p.orders()) {
        out.add(MilaFormat.print(o));
      }
    }
    return out;
  }

  /**
   * The standard map, on which the recorded games are played.
   *
   * @return {@link GameMap#standard()}
   */
  public static GameMap map() {
    return GameMap.standard();
  }
}
