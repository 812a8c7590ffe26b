package io.github.dipjudge.game;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Position;
import java.util.Optional;

/**
 * A MILA/dipcc saved game as read ({@link MilaFormat#readSaved}): the {@link Game} it is read into, each phase
 * the file records, with what the file says and what this library's adjudication says of it, so that a program
 * can compare the two (the {@code datc replay} command does), and what the file holds that this library does not
 * interpret (press, Cicero's {@code metadata}, any other field), kept as JSON text so that
 * {@link MilaFormat#write(SavedGame, java.io.OutputStream)} gives it back.
 *
 * <p>Kept fields ("extras"): at the top level every field but {@code id}, {@code map}, {@code phases} and the
 * extension {@code dipjudge} (so {@code rules}, {@code version}, {@code is_full_press}, {@code metadata},
 * {@code scoring_system}, ...); in each phase every field but {@code name}, {@code state}, {@code orders} and
 * {@code results} (so {@code messages}, ...); in each phase's {@code state} every field but those the writer
 * computes from the game ({@code name}, {@code units}, {@code retreats}, {@code centers}, {@code homes},
 * {@code builds}, {@code game_id}, {@code map}), so {@code note}, {@code rules}, {@code timestamp},
 * {@code zobrist_hash}, {@code influence}, {@code civil_disorder}, .... Each is the field's value as compact JSON
 * text (fields in file order, strings escaped as JSON requires, numbers with the digits the file gave).
 *
 * <p>Immutable and thread-safe.
 */
public final class SavedGame {
  /**
   * One phase of the file.
   *
   * <p>Immutable and thread-safe.
   *
   * @param name the recorded name ({@code S1901M}, or {@code COMPLETED} for the marker that ends a finished game)
   * @param position the position as recorded (for a retreat phase, with the attackers' origins and standoffs from
   *     this library's adjudication of the movement before; for {@code COMPLETED}, at the game's last phase)
   * @param orders the orders recorded for the phase, each with its power, in file order
   * @param results the results recorded for the phase, by MILA's unit key, as the file writes them
   * @param adjudicatedResults the results this library gives the phase, as {@link MilaFormat} writes them; empty
   *     for a phase that is not adjudicated (the current phase, {@code COMPLETED}, and under house rules the
   *     retreat and adjustment phases, which the movement phase's turn decides)
   * @param difference how the recorded position differs from the position this library's adjudication of the
   *     phases before it reaches (units, dislodged units, centres, the phase itself); empty when they agree and for
   *     the first phase. Where they differ, the game goes on from the recorded position.
   * @param extras the phase's fields this library does not interpret ({@code messages}, ...), by name in file
   *     order, each as JSON text
   * @param stateExtras the fields of the phase's {@code state} that this library neither interprets nor computes
   *     ({@code note}, {@code timestamp}, ...), by name in file order, each as JSON text
   */
  public record RecordedPhase(String name, Position position, ImmutableList<Order> orders,
      ImmutableMap<String, ImmutableList<String>> results,
      ImmutableMap<String, ImmutableList<String>> adjudicatedResults, Optional<String> difference,
      ImmutableMap<String, String> extras, ImmutableMap<String, String> stateExtras) {
    /**
     * Checks the components for null.
     *
     * @param name the recorded name
     * @param position the position as recorded
     * @param orders the orders recorded
     * @param results the results recorded
     * @param adjudicatedResults the results this library gives
     * @param difference how the recorded position differs from this library's, if it does
     * @param extras the phase's fields this library does not interpret, as JSON text
     * @param stateExtras the state's fields this library neither interprets nor computes, as JSON text
     */
    public RecordedPhase {
      checkNotNull(name, "name");
      checkNotNull(position, "position");
      checkNotNull(orders, "orders");
      checkNotNull(results, "results");
      checkNotNull(adjudicatedResults, "adjudicatedResults");
      checkNotNull(difference, "difference");
      checkNotNull(extras, "extras");
      checkNotNull(stateExtras, "stateExtras");
    }
  }

  private final Game game;
  private final ImmutableList<RecordedPhase> phases;
  private final boolean completed;
  private final ImmutableMap<String, String> extras;

  SavedGame(Game game, ImmutableList<RecordedPhase> phases, boolean completed, ImmutableMap<String, String> extras) {
    this.game = game;
    this.phases = phases;
    this.completed = completed;
    this.extras = extras;
  }

  /**
   * The file's top-level fields this library does not interpret ({@code rules}, {@code version},
   * {@code is_full_press}, {@code metadata}, {@code scoring_system}, ...), by name in file order, each as compact
   * JSON text; the writer gives them back.
   *
   * @return the kept fields, immutable
   */
  public ImmutableMap<String, String> extras() {
    return extras;
  }

  /**
   * The game the file is read into.
   *
   * @return the game
   */
  public Game game() {
    return game;
  }

  /**
   * The phases the file records, in file order (a last phase recorded twice, unadjudicated, is listed once).
   *
   * @return the phases
   */
  public ImmutableList<RecordedPhase> phases() {
    return phases;
  }

  /**
   * Whether the file ends with MILA's {@code COMPLETED} marker (the game is over in the recording's view).
   *
   * @return true when the recording marks the game completed
   */
  public boolean completed() {
    return completed;
  }

  /**
   * The number of recorded phases whose next recorded phase this library's adjudication agrees with.
   *
   * @return the count of phases with a successor and no difference there
   */
  public int agreeingPhases() {
    int n = 0;
    for (int i = 1; i < phases.size(); i++) {
      if (phases.get(i).difference().isEmpty()) {
        n++;
      }
    }
    return n;
  }
}
