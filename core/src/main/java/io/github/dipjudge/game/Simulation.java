package io.github.dipjudge.game;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.adjudicate.TurnResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;

/**
 * A game played for simulation, millions of phases at a time: each phase's orders given as the compact codes of
 * {@link LegalOrders}, each phase adjudicated to its next position alone
 * ({@link Adjudicator#nextPosition(Position, int[], int, int)}: no order value, no result), and no history kept
 * unless asked. It plays exactly as {@link Game#advance(java.util.Collection, Adjudicator)} does with the orders the
 * codes stand for: the same positions, the same phases passed over (or kept, {@link Game#keepingSkippedPhases()}),
 * the same seeds, ending and tie-break year.
 *
 * <pre>{@code
 * GameMap map = GameMap.standard();
 * Simulation sim = Simulation.create(map, Rulebook.datc());
 * LegalOrders legal = LegalOrders.create(map, Rulebook.datc());
 * SplittableRandom random = new SplittableRandom(1);
 * int[] codes = new int[64];
 * while (!sim.isOver() && sim.position().phase().year() <= 1910) {
 *   legal.generate(sim.position());
 *   int n = 0;
 *   for (int slot = 0; slot < legal.slotCount(); slot++) { // one random order per unit (per power adjusting)
 *     int size = legal.slotEnd(slot) - legal.slotStart(slot);
 *     if (size > 0) {
 *       codes[n++] = legal.code(legal.slotStart(slot) + random.nextInt(size));
 *     }
 *   }
 *   sim.advance(codes, 0, n);
 * }
 * Game game = sim.game();
 * }</pre>
 *
 * <p>Under a rulebook that takes retreats with the movement orders ({@link Rulebook#retreatsWithMovementOrders()},
 * the house rules) a movement phase is a whole turn, adjudicated by {@link Adjudicator#turn(Position, int[], int,
 * int, long)}, which reads the orders as values.
 *
 * <p>Thread safety: mutable, and it reuses the working arrays of its own {@link Adjudicator}: one per thread, like an
 * adjudicator (a call while another thread is inside one throws {@link IllegalStateException}). The positions and
 * games it returns are immutable and may be shared freely. Every method throws {@link NullPointerException} for a
 * null argument.
 */
public final class Simulation {
  private static final int[] NO_CODES = new int[0];

  private final GameMap map;
  private final Rulebook rules;
  private final Adjudicator adjudicator;
  private final boolean house;
  /**
   * Room for a count per power: the builds due, counted after every phase to pass over the adjustments with nothing
   * to do, and the centres counted after every Fall for the victory rule.
   */
  private final int[] due;
  /**
   * The game as last decided. Without history, a phase that decides nothing (all but those that end a Fall) changes
   * only the position and the seed, kept in the two fields below: a game value is made for the Falls and when
   * {@link #game()} is asked, not for every phase.
   */
  private Game game;
  private Position position;
  private long seed;
  private boolean keepHistory;

  private Simulation(GameMap map, Rulebook rules) {
    this.map = map;
    this.rules = rules;
    this.adjudicator = Adjudicator.create(map, rules);
    this.house = rules.retreatsWithMovementOrders();
    this.due = new int[map.powers().size()];
    restart(Game.start(map, rules), false);
  }

  /**
   * A simulation on the map under the rulebook, at the map's starting position ({@link Game#start}), keeping no
   * history. Making one builds the adjudicator's tables; {@link #restart} reuses them for the next game.
   *
   * @param map the map
   * @param rules the rulebook
   * @return the simulation
   */
  public static Simulation create(GameMap map, Rulebook rules) {
    return new Simulation(checkNotNull(map, "map"), checkNotNull(rules, "rules"));
  }

  /**
   * Continues from a game: its position, seed, alliances, skipping choice, ending and history as they are. With
   * {@code keepHistory}, each phase played from now on is appended to the game's history as
   * {@link Game#advance(java.util.Collection, Adjudicator)} appends it (each phase's result is then computed in full,
   * from its orders as values); without, no phase is recorded.
   *
   * @param game a game on this simulation's map, under an equal rulebook
   * @param keepHistory whether the phases played are recorded in the game's history
   * @return this simulation
   * @throws IllegalArgumentException if the game is on another map object or under another rulebook
   */
  public Simulation restart(Game game, boolean keepHistory) {
    checkNotNull(game, "game");
    checkArgument(game.map() == map && game.rules().equals(rules),
        "the game is on another %s than the simulation's", game.map() != map ? "map object" : "rulebook");
    this.game = game;
    this.position = game.position();
    this.seed = game.seed();
    this.keepHistory = keepHistory;
    return this;
  }

  /**
   * The map.
   *
   * @return the map every position of the simulation is on
   */
  public GameMap map() {
    return map;
  }

  /**
   * The rulebook.
   *
   * @return the rulebook every phase is adjudicated under
   */
  public Rulebook rules() {
    return rules;
  }

  /**
   * Whether the phases played are recorded ({@link #restart}).
   *
   * @return true when each phase played is appended to the game's history
   */
  public boolean keepsHistory() {
    return keepHistory;
  }

  /**
   * The position of the phase to be played next.
   *
   * @return the current position
   */
  public Position position() {
    return position;
  }

  /**
   * Whether the game is over, as {@link Game#isOver()}.
   *
   * @return true when no further phase can be played
   */
  public boolean isOver() {
    return game.isOverAt(position);
  }

  /**
   * The game as it stands: with history kept, equal ({@link Game#equals}) to the game that
   * {@link Game#advance(java.util.Collection, Adjudicator)} makes with the orders the codes stand for; without, the
   * same but for the history, which stays that of the game the simulation was started from (none for
   * {@link #create}).
   *
   * @return the game now
   */
  public Game game() {
    if (game.position() != position || game.seed() != seed) {
      game = game.decided(position, game.historyRecord(), seed, false, 0);
    }
    return game;
  }

  /**
   * Adjudicates the current phase with the orders given as codes ({@code codes[from, to)}, read as
   * {@link Adjudicator#nextPosition(Position, int[], int, int)} says; units without an order hold, or are disbanded
   * in a retreat phase) and goes on to the next phase that has something to decide, as
   * {@link Game#advance(java.util.Collection, Adjudicator)} does.
   *
   * @param codes the codes of the orders given
   * @param from the index of the first code
   * @param to the index after the last code
   * @throws IllegalArgumentException if a code is not well-formed for the position (nothing is changed then)
   * @throws IndexOutOfBoundsException if {@code from} and {@code to} are not a range of the array
   * @throws IllegalStateException if the game is over ({@link #isOver()}, as {@link Game#isOver()}: at the end of
   *     the calendar too); the message names the phase and says why
   */
  public void advance(int[] codes, int from, int to) {
    checkNotNull(codes, "codes");
    if (isOver()) {
      throw new IllegalStateException("the game is over at " + position.phase() + ": " + game().ending().map(
          GameEnding::how).orElse("at most one power is left"));
    }
    play(codes, from, to, false);
    while (!game.keepsSkippedPhases() && Game.passedOver(position, rules, due)) {
      play(NO_CODES, 0, 0, true);
    }
  }

  /**
   * Plays the current phase with the codes (skipped: none, a phase passed over): the position and seed after it, and
   * the game decided when the phase ends a Fall or the history is kept.
   */
  private void play(int[] codes, int from, int to, boolean skipped) {
    Position pos = position;
    int year = pos.phase().year();
    if (house && pos.phase().type() == PhaseType.MOVEMENT) {
      TurnResult turn = adjudicator.turn(pos, codes, from, to, seed);
      boolean fall = pos.phase().beforeAdjustments();
      if (keepHistory || fall) {
        History h = game.historyRecord();
        if (keepHistory) {
          h = h.append(Game.houseTurns(pos, given(turn.movement()), turn, seed, game.rules()));
        }
        game = game.decided(turn.nextPosition(), h, turn.nextSeed(), fall, year);
      }
      set(turn.nextPosition(), turn.nextSeed());
      return;
    }
    if (keepHistory) {
      PhaseResult result = adjudicator.adjudicate(pos, codes, from, to);
      ImmutableList<Order> given = skipped ? ImmutableList.of() : given(result);
      History h = game.historyRecord().append(List.of(new Turn(pos, given, result, skipped, seed)));
      game = game.decided(result.nextPosition(), h, seed, Game.endsFall(pos), year);
      set(result.nextPosition(), seed);
      return;
    }
    Position next = adjudicator.nextPosition(pos, codes, from, to);
    if (Game.endsFall(pos) && game.fallDecides(next, year, due)) {
      // A game value only when the Fall ends the game or sets a tie-break year; otherwise game() makes it on demand
      // (the ending it keeps is still the one to keep: none).
      game = game.decided(next, game.historyRecord(), seed, true, year);
    }
    set(next, seed);
  }

  private void set(Position next, long nextSeed) {
    position = next;
    seed = nextSeed;
  }

  /** The orders of a result, in the order given. */
  private static ImmutableList<Order> given(PhaseResult result) {
    ImmutableList.Builder<Order> b = ImmutableList.builderWithExpectedSize(result.results().size());
    for (OrderResult r : result.results()) {
      b.add(r.order());
    }
    return b.build();
  }
}
