package io.github.dipjudge.game;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.adjudicate.TurnResult;
import io.github.dipjudge.internal.BoardCodes;
import io.github.dipjudge.internal.PositionAccess;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import io.github.dipjudge.rules.variant.BuildSiteRules;
import io.github.dipjudge.rules.variant.DummyRules;
import io.github.dipjudge.rules.variant.VassalRules;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A game: the map, the rulebook, the current position and the history of every phase adjudicated so far. Each
 * {@link #advance(Collection)} adjudicates the current phase and returns the game at the next phase that has
 * something to decide: the turn runs Spring movement, its retreats, Fall movement, its retreats, the Winter
 * adjustments (on a map with another calendar, its phases: {@code hundred} plays A.D. 1425 Movement, its retreats,
 * A.D. 1430 Movement, its retreats, A.D. 1430 Adjustment; there "a Fall" below is a season an adjustment phase
 * follows, {@link io.github.dipjudge.position.Phase#beforeAdjustments()}). A retreat phase with no dislodged unit is skipped; an adjustment phase is skipped when no power must
 * remove units and no power with builds due has a vacant owned home centre. Skipped phases are adjudicated with no
 * orders (so Fall ownership still changes) and, on request ({@link #keepingSkippedPhases()}), stop the game there
 * instead, as some recorded games do.
 *
 * <p>The game ends when a power wins, when a single power is left, when the players end it (a draw they agree on,
 * {@link #drawn}, or a concession to one power, {@link #concededTo}), or when the calendar ends: the library's
 * years end with {@link io.github.dipjudge.position.Phase#MAX_YEAR}, and a game whose current phase could only be
 * adjudicated into a phase after the Winter adjustment of that year (that adjustment itself; under rules that
 * adjudicate a Fall's adjustments with its movement, the Fall movement of that year) is over, with an ending that
 * says so: a draw among the powers left, or a win when only one is. A game started from, or read at, such a phase
 * is over from the start. (Refusing such a start instead would leave games that reach the end of the calendar by
 * play with no way to end.) An ended game has no sheet and does not advance. Under the standard victory rule
 * ({@link Rulebook.VictoryRule#CENTRES}) a power wins when, once a Fall's retreats are over, it owns the victory
 * count ({@link #victoryCentres(int)}: the map's count for that year, more than half the supply centres unless the
 * map says otherwise, or the rulebook's) and more centres than any other power: two powers tied for the most
 * centres, both at the count, do not win, and the game goes on (DPjudge's rule, which the {@code 1900} map's
 * "game continues if tied" restates; on a map whose count is more than half the centres no tie can arise).
 *
 * <p>A game starts at its map's first phase ({@link GameMap#firstPhase()}): {@code ancmed} in Spring of year 1,
 * {@code chaos} with the Winter 1900 adjustments in which each of its 34 powers builds its first unit. A power
 * with no unit (on the board or dislodged) and no centre is eliminated ({@link #eliminated()}) and has nothing to
 * order again.
 *
 * <p>Orders can be given all at once ({@link #advance(Collection)}) or collected power by power on an
 * {@link OrderSheet} ({@link #sheet()}, {@link #advance(OrderSheet)}). A game is saved and loaded with
 * {@link DipjudgeFormat} (this library's own format, which keeps everything) or {@link MilaFormat} (the MILA/dipcc
 * saved-game format).
 *
 * <p>Equality: two games are {@link #equals equal} when they are on the same map object, under equal rulebooks
 * ({@link Rulebook#equals}: every setting, not the name), with the same id, judge's seed, declared alliances,
 * skipping choice, ending and tie-break year, an equal current position, and histories of the same length whose
 * phases are equal ({@link Turn#equals}: position, orders, skipping, seed and the content of the result). Two equal
 * games play on identically: the same orders give equal games.
 *
 * <p>Immutable and thread-safe: {@code advance} returns a new game and leaves this one as it was. Every method
 * throws {@link NullPointerException} for a null argument.
 */
public final class Game {
  private static final PositionAccess ACCESS = PositionAccess.get();
  private final GameMap map;
  private final Rulebook rules;
  private final Position position;
  private final History history;
  private final boolean keepSkipped;
  private final GameEnding outcome;
  private final long seed;
  private final ImmutableSet<ImmutableSet<Power>> alliances;
  private final int extensionYear; // the year whose Fall decides a tie (house victory rule); 0 when none
  private final String id;

  Game(GameMap map, Rulebook rules, Position position, History history, boolean keepSkipped,
      GameEnding outcome, long seed, ImmutableSet<ImmutableSet<Power>> alliances, int extensionYear, String id) {
    this.map = map;
    this.rules = rules;
    this.position = position;
    this.history = history;
    this.keepSkipped = keepSkipped;
    // A game the calendar ends is over, whichever way it got there (start, advance, file, simulation).
    this.outcome = outcome == null && CalendarEnd.reached(position, rules) ? CalendarEnd.ending(position) : outcome;
    this.seed = seed;
    this.alliances = alliances;
    this.extensionYear = extensionYear;
    this.id = id;
  }

  /**
   * A game at the map's starting position ({@link Position#initial(GameMap)}: its first phase, starting units and
   * initial owners).
   *
   * @param map the map
   * @param rules the rulebook
   * @return a game with no history, no id and seed 0
   */
  public static Game start(GameMap map, Rulebook rules) {
    checkNotNull(map, "map");
    return of(Position.initial(map), rules);
  }

  /**
   * A game from any position: the map and position first, then the rulebook, as in {@link #start}.
   *
   * @param position the position of the phase to be played first
   * @param rules the rulebook
   * @return a game with no history, no id and seed 0
   */
  public static Game of(Position position, Rulebook rules) {
    checkNotNull(position, "position");
    checkNotNull(rules, "rules");
    return new Game(position.map(), rules, position, History.empty(), false, null, 0L, ImmutableSet.of(), 0, "");
  }

  /**
   * This game with an id: any text that names it to its users (a MILA saved game calls it {@code id}).
   *
   * @param id the id; empty for none
   * @return a game equal to this one but for the id
   */
  public Game withId(String id) {
    checkNotNull(id, "id");
    return new Game(map, rules, position, history, keepSkipped, outcome, seed, alliances, extensionYear, id);
  }

  /**
   * The id given by {@link #withId} or read from a file.
   *
   * @return the id, empty when none was given
   */
  public String id() {
    return id;
  }

  /**
   * This game, but stopping at phases with nothing to decide instead of passing over them.
   *
   * @return a game equal to this one but for the skipping choice
   */
  public Game keepingSkippedPhases() {
    return new Game(map, rules, position, history, true, outcome, seed, alliances, extensionYear, id);
  }

  /**
   * Whether this game stops at phases with nothing to decide ({@link #keepingSkippedPhases()}).
   *
   * @return true when phases with nothing to decide are kept
   */
  public boolean keepsSkippedPhases() {
    return keepSkipped;
  }

  /**
   * This game with the judge's random generator seeded (house rules: retreats placed and units removed by a random
   * draw). The same seed and orders replay identically.
   *
   * @param seed the state of the judge's random generator for the next turn
   * @return a game equal to this one but for the seed
   */
  public Game withSeed(long seed) {
    return new Game(map, rules, position, history, keepSkipped, outcome, seed, alliances, extensionYear, id);
  }

  /**
   * The state of the judge's random generator, which the next turn draws from.
   *
   * @return the seed
   */
  public long seed() {
    return seed;
  }

  /**
   * This game with declared alliances (house victory rule: an alliance competes with the sum of its members'
   * centres).
   *
   * @param declared the alliances, each a collection of at least two powers
   * @return a game equal to this one but for the alliances
   * @throws IllegalArgumentException if the alliances are not disjoint sets of this map's powers
   */
  public Game withAlliances(Collection<? extends Collection<Power>> declared) {
    checkNotNull(declared, "declared");
    ImmutableSet.Builder<ImmutableSet<Power>> b = ImmutableSet.builder();
    Set<Power> seen = new HashSet<>();
    for (Collection<Power> a : declared) {
      ImmutableSet<Power> set = ImmutableSet.copyOf(a);
      checkArgument(set.size() >= 2, "an alliance has at least two powers: %s", set);
      for (Power p : set) {
        checkArgument(map.powers().contains(p), "power %s is not of map %s", p, map.id());
        checkArgument(seen.add(p), "power %s is in two alliances", p);
      }
      b.add(set);
    }
    return new Game(map, rules, position, history, keepSkipped, outcome, seed, b.build(), extensionYear, id);
  }

  /**
   * The declared alliances.
   *
   * @return the alliances, each a set of powers; empty when none are declared
   */
  public ImmutableSet<ImmutableSet<Power>> alliances() {
    return alliances;
  }

  /**
   * How the game ended, once it has.
   *
   * @return how the game ended, empty while the game goes on
   */
  public Optional<GameEnding> ending() {
    return Optional.ofNullable(outcome);
  }

  /**
   * This game ended by a draw the given powers agreed on (a server counts the votes; this records the result). The
   * position and history stay as they are; the game is over ({@link #isOver()}): it has no sheet and does not
   * advance. A draw including every survivor ({@link #drawnAmongSurvivors()}) is the usual "draw including all
   * survivors"; a draw among fewer is accepted for servers whose rules allow it.
   *
   * @param powers the powers sharing the draw: two or more, each a survivor ({@link #survivors()}), in any order
   *     (the outcome names them in map order, so the same draw voted in another order is an equal game)
   * @return the ended game, its outcome {@link GameEnding.Kind#AGREED_DRAW}
   * @throws IllegalArgumentException if fewer than two powers are given, or one is not a survivor of this game
   * @throws IllegalStateException if the game is over already
   */
  public Game drawn(Collection<Power> powers) {
    checkNotNull(powers, "powers");
    checkNotOver();
    ImmutableSet<Power> survivors = survivors();
    for (Power p : powers) {
      checkArgument(survivors.contains(p), "%s cannot share a draw: it is %s", p,
          map.powers().contains(p) ? "eliminated" : "not a power of map " + map.id());
    }
    return ended(GameEnding.agreedDraw(ImmutableSet.copyOf(powers)));
  }

  /**
   * This game ended by a draw among all its survivors, as {@link #drawn(Collection)}.
   *
   * @return the ended game
   * @throws IllegalStateException if the game is over already
   */
  public Game drawnAmongSurvivors() {
    return drawn(survivors());
  }

  /**
   * This game conceded to one power by the others: as {@link #drawn(Collection)}, the game is over with that power
   * the winner ({@link #winner()}).
   *
   * @param winner the power conceded to, a survivor
   * @return the ended game, its ending {@link GameEnding.Kind#CONCESSION}
   * @throws IllegalArgumentException if the power is not a survivor of this game
   * @throws IllegalStateException if the game is over already
   */
  public Game concededTo(Power winner) {
    checkNotNull(winner, "winner");
    checkNotOver();
    checkArgument(survivors().contains(winner), "the game cannot be conceded to %s: it is %s", winner,
        map.powers().contains(winner) ? "eliminated" : "not a power of map " + map.id());
    return ended(GameEnding.concession(winner));
  }

  private Game ended(GameEnding agreed) {
    return new Game(map, rules, position, history, keepSkipped, agreed, seed, alliances, 0, id);
  }

  /**
   * The map.
   *
   * @return the map of every position of this game
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
   * The position of the phase to be played next.
   *
   * @return the current position
   */
  public Position position() {
    return position;
  }

  /**
   * Every phase adjudicated so far, oldest first: the phases played and the phases passed over. A phase with
   * nothing to decide ({@link #nothingToDecide}: a retreat phase with no dislodged unit, an adjustment phase with
   * no build possible and no removal due) is adjudicated with no orders and recorded with
   * {@link Turn#skipped()} true, so after a Spring movement with no dislodgement the last entry is the empty
   * Spring retreat phase; {@link #playedTurns()} and {@link #lastPlayed()} leave those out. Advancing a game
   * appends to a history it shares with the game before it (nothing is copied); this list view is built on first
   * use, in time linear in the history, and kept.
   *
   * @return the history
   */
  public ImmutableList<Turn> history() {
    return history.list();
  }

  /**
   * The phases played so far, oldest first: the {@link #history()} without the phases passed over
   * ({@link Turn#skipped()}), that is the phases that waited for orders (a phase played with no orders given, all
   * its powers in civil disorder, is played).
   *
   * @return the turns played, in time linear in the history
   */
  public ImmutableList<Turn> playedTurns() {
    ImmutableList.Builder<Turn> b = ImmutableList.builder();
    for (int i = 0, n = history.size(); i < n; i++) {
      if (!history.skipped(i)) {
        b.add(history.get(i));
      }
    }
    return b.build();
  }

  /**
   * The last phase played: the last entry of the {@link #history()} that was not passed over, the phase a server
   * reports as "the last turn" (after a Spring movement with no dislodgement: that movement, not the empty Spring
   * retreat phase the history ends with).
   *
   * @return that turn, or empty before the first phase was played; found from the end of the history, in time
   *     proportional to the phases passed over since
   */
  public Optional<Turn> lastPlayed() {
    for (int i = history.size() - 1; i >= 0; i--) {
      if (!history.skipped(i)) {
        return Optional.of(history.get(i));
      }
    }
    return Optional.empty();
  }

  /** The number of turns in the history, without building its list. */
  int historySize() {
    return history.size();
  }

  /** Turn {@code i} of the history, without building its list. */
  Turn turn(int i) {
    return history.get(i);
  }

  /** The history itself, for appending to it (Simulation). */
  History historyRecord() {
    return history;
  }

  /**
   * The year after whose Fall a tie for the lead is decided (the house victory rule extends a tied game by a year).
   *
   * @return that year, or 0 when no tie is pending
   */
  public int tieBreakYear() {
    return extensionYear;
  }

  /**
   * The winner, once a single power has won (not an alliance, not a draw).
   *
   * @return the winner, or empty
   */
  public Optional<Power> winner() {
    return outcome != null && !outcome.draw() && outcome.winners().size() == 1
        ? Optional.of(outcome.winners().iterator().next()) : Optional.empty();
  }

  /**
   * Whether the game is over: it has an ending (a win, a draw, or the end of the calendar: see the class
   * comment), or at most one power has units or centres (or pending centres, {@link Position#pendingCentres}).
   *
   * @return true when no further phase can be played
   */
  public boolean isOver() {
    return isOverAt(position);
  }

  /** Whether this game would be over at the position (its ending, or the survivors there): for Simulation. */
  boolean isOverAt(Position pos) {
    return outcome != null || CalendarEnd.reached(pos, rules) || survivorsAtMostOne(pos);
  }

  /**
   * Whether at most one power has a unit (on the board or dislodged), a supply centre or a pending centre: as
   * {@code survivors().size() <= 1}, in one pass over the provinces without building a set (a game loop asks this every phase).
   */
  private static boolean survivorsAtMostOne(Position pos) {
    if (pos.hasVassals()) {
      return survivingSidesAtMostOne(pos);
    }
    // Read from the position's codes (BoardCodes), as 1 + power index: a byte a province, no Unit or Power value.
    int oneIndex = 0; // 1 + the index of the one power seen with a unit or a centre so far, 0 before any
    final BoardCodes codes = ACCESS.codes(pos);
    final byte[] units = ACCESS.units(pos);
    final byte[] owners = ACCESS.owners(pos);
    for (int p = 0, n = owners.length; p < n; p++) {
      int c = codes.get(units, p);
      if (c != 0) {
        int power = codes.power(c) + 1;
        if (oneIndex == 0) {
          oneIndex = power;
        } else if (power != oneIndex) {
          return false;
        }
      }
      int owner = owners[p] & 0xFF;
      if (owner != 0) {
        if (oneIndex == 0) {
          oneIndex = owner;
        } else if (owner != oneIndex) {
          return false;
        }
      }
    }
    Power one = oneIndex == 0 ? null : pos.map().powers().get(oneIndex - 1);
    for (DislodgedUnit d : ACCESS.dislodged(pos)) {
      if (one == null) {
        one = d.unit().power();
      } else if (d.unit().power() != one) {
        return false;
      }
    }
    if (pos.hasPendingCentres()) { // RULE MOBILIZE: a power yet to make its first build is in the game
      for (Power p : pos.map().powers()) {
        if (pos.pendingCentres(p) > 0) {
          if (one == null) {
            one = p;
          } else if (p != one) {
            return false;
          }
        }
      }
    }
    return true;
  }

  /**
   * With vassals ({@code VASSAL_DUMMIES}): whether the powers still in the game play on one side at most, a vassal on
   * its controller's.
   */
  private static boolean survivingSidesAtMostOne(Position pos) {
    Power one = null;
    for (Power p : pos.map().powers()) {
      if (!isEliminated(pos, p)) {
        Power side = VassalRules.side(pos, p);
        if (one == null) {
          one = side;
        } else if (side != one) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * The powers that still have a unit, a supply centre or a pending centre ({@link Position#pendingCentres}).
   *
   * @return those powers, in map order
   */
  public ImmutableSet<Power> survivors() {
    ImmutableSet.Builder<Power> b = ImmutableSet.builder();
    for (Power p : map.powers()) {
      if (!isEliminated(position, p)) {
        b.add(p);
      }
    }
    return b.build();
  }

  /**
   * The powers with no units (on the board or dislodged), no supply centres and no pending centres
   * ({@link Position#pendingCentres}: a power yet to make its first build under DPjudge's {@code RULE MOBILIZE} is
   * not eliminated).
   *
   * @return those powers, in map order
   */
  public ImmutableSet<Power> eliminated() {
    ImmutableSet.Builder<Power> b = ImmutableSet.builder();
    for (Power p : map.powers()) {
      if (isEliminated(position, p)) {
        b.add(p);
      }
    }
    return b.build();
  }

  static boolean isEliminated(Position pos, Power p) {
    if (!pos.units(p).isEmpty() || pos.centreCount(p) > 0 || pos.pendingCentres(p) > 0
        || VassalRules.keepsInGame(pos, p)) {
      return false;
    }
    for (DislodgedUnit d : ACCESS.dislodged(pos)) {
      if (d.unit().power() == p) {
        return false;
      }
    }
    return true;
  }

  /**
   * An empty order sheet for the current phase: what each power must order, and room to collect their orders.
   * A game that is over ({@link #isOver()}) waits for no orders and has no sheet.
   *
   * @return a sheet with no orders yet
   * @throws IllegalStateException if the game is over; the message says how it ended
   */
  public OrderSheet sheet() {
    checkNotOver();
    return OrderSheet.of(position, rules);
  }

  /** Refuses a game that is over, saying how it ended. */
  private void checkNotOver() {
    if (isOver()) {
      throw new IllegalStateException("the game is over at " + position.phase() + ": " + ending().map(
          GameEnding::how).orElse("at most one power is left") + " (no phase waits for orders)");
    }
  }

  /**
   * Adjudicates the current phase with the orders of a sheet (with an adjudicator owned by the calling thread) and
   * returns the game at the next phase with something to decide. A power that put no orders on the sheet has its
   * units ordered as the rulebook says of a power in civil disorder (units hold, dislodged units are disbanded,
   * removals are chosen for it, builds are waived, or made for it on a map with DPjudge's {@code CD_BUILDS}:
   * DPjudge's dummy rules).
   *
   * @param sheet orders for this game's current position, under this game's rulebook
   * @return the game after the phase
   * @throws IllegalArgumentException if the sheet is for another position or rulebook; the message says which:
   *     another map, another phase, or at the same phase the first province the positions disagree on (a sheet
   *     of another game)
   * @throws IllegalStateException if the game is over
   */
  public Game advance(OrderSheet sheet) {
    checkNotNull(sheet, "sheet");
    Optional<String> mismatch = SheetMismatch.between(sheet.position(), position);
    if (mismatch.isPresent()) {
      throw new IllegalArgumentException(mismatch.get());
    }
    checkArgument(sheet.rules().equals(rules), "the sheet is for another rulebook than the game's");
    return advance(sheet.orders());
  }

  /**
   * Adjudicates the current phase with the given orders (with an adjudicator owned by the calling thread) and
   * returns the game at the next phase with something to decide.
   *
   * @param orders the orders given; units without an order hold (or are disbanded, in a retreat phase)
   * @return the game after the phase
   * @throws IllegalStateException if the game is over ({@link #isOver()}: won, drawn, at the end of the calendar,
   *     or one power left); the message names the phase and says why
   */
  public Game advance(Collection<? extends Order> orders) {
    checkNotNull(orders, "orders");
    return advance(orders, Adjudicator.forCurrentThread(map, rules));
  }

  /**
   * As {@link #advance(Collection)}, with the given adjudicator (which must be for this game's map and rulebook).
   *
   * @param orders the orders given
   * @param adjudicator an adjudicator for this game's map and rulebook, not in use by another thread
   * @return the game after the phase
   * @throws IllegalArgumentException if the adjudicator is for another map or rulebook
   * @throws IllegalStateException if the game is over ({@link #isOver()}: won, drawn, at the end of the calendar,
   *     or one power left); the message names the phase and says why
   */
  public Game advance(Collection<? extends Order> orders, Adjudicator adjudicator) {
    Game g = advanceOne(orders, adjudicator);
    while (!keepSkipped && passedOver(g.position, rules)) {
      g = g.skipOne(adjudicator);
    }
    return g;
  }

  /**
   * Adjudicates the current phase (under the house rules: the whole turn) with the given orders and stops at the
   * next phase, whatever it holds.
   */
  Game advanceOne(Collection<? extends Order> orders, Adjudicator adjudicator) {
    checkNotNull(orders, "orders");
    checkAdjudicator(adjudicator);
    checkNotOver();
    ImmutableList<Order> given = ImmutableList.copyOf(orders);
    List<Turn> h = new ArrayList<>(3);
    long nextSeed = seed;
    boolean fallOver;
    Position next;
    if (rules.retreatsWithMovementOrders() && position.phase().type() == PhaseType.MOVEMENT) {
      // House rules: the whole turn in one call.
      TurnResult turn = adjudicator.turn(position, given, seed);
      nextSeed = turn.nextSeed();
      h.addAll(houseTurns(position, given, turn, seed, rules));
      fallOver = position.phase().beforeAdjustments();
      next = turn.nextPosition();
    } else {
      PhaseResult result = adjudicator.adjudicate(position, given);
      h.add(new Turn(position, given, result, false, seed));
      fallOver = endsFall(position);
      next = result.nextPosition();
    }
    return decided(next, history.append(h), nextSeed, fallOver, position.phase().year());
  }

  /** The phases of a house-rule turn as the history records them: movement, retreats, after a Fall adjustments. */
  static List<Turn> houseTurns(Position position, ImmutableList<Order> given, TurnResult turn, long seed,
      Rulebook rules) {
    List<Turn> out = new ArrayList<>(3);
    out.add(new Turn(position, given, turn.movement(), false, seed));
    Position retreatPos = turn.movement().nextPosition();
    out.add(new Turn(retreatPos, turn.retreatOrders(), turn.retreat(), retreatPos.dislodged().isEmpty(), seed));
    turn.adjustment().ifPresent(a -> out.add(new Turn(a.position(), turn.adjustmentOrders(), a,
        nothingToDecide(a.position(), rules), seed)));
    return out;
  }

  /** Adjudicates the current phase with no orders and records it as skipped. */
  Game skipOne(Adjudicator adjudicator) {
    checkAdjudicator(adjudicator);
    PhaseResult skipped = adjudicator.adjudicate(position, List.of());
    History h = history.append(List.of(new Turn(position, ImmutableList.of(), skipped, true, seed)));
    return decided(skipped.nextPosition(), h, seed, endsFall(position), position.phase().year());
  }

  /**
   * This game with its current position replaced (a recorded game whose record disagrees with this library's
   * adjudication goes on from the recorded position); the history is kept.
   */
  Game withPosition(Position recorded) {
    checkArgument(recorded.map() == map, "the position is on another map");
    return new Game(map, rules, recorded, history, keepSkipped, outcome, seed, alliances, extensionYear, id);
  }

  /** This game with the ending and tie-break year as restored from a file. */
  Game withEnding(GameEnding restored, int tieBreakYear) {
    return new Game(map, rules, position, history, keepSkipped, restored, seed, alliances, tieBreakYear, id);
  }

  /** This game with a restored history of turns and pending turns (checked by the reader). */
  Game withHistory(List<?> restored) {
    return new Game(map, rules, position, History.of(restored), keepSkipped, outcome, seed, alliances, extensionYear, id);
  }

  private void checkAdjudicator(Adjudicator adjudicator) {
    checkNotNull(adjudicator, "adjudicator");
    checkArgument(adjudicator.map() == map && adjudicator.rules().equals(rules),
        "the adjudicator is for another %s than the game's", adjudicator.map() != map ? "map object" : "rulebook");
  }

  /** The game at the position after a phase: the ending decided after a Fall, with the history and seed given. */
  Game decided(Position next, History h, long nextSeed, boolean fallOver, int year) {
    GameEnding decided = outcome;
    int extension = extensionYear;
    if (decided == null && fallOver) {
      Decision d = decide(next, year, null);
      decided = d.outcome;
      extension = d.extensionYear;
    }
    return new Game(map, rules, next, h, keepSkipped, decided, nextSeed, alliances, extension, id);
  }

  private record Decision(GameEnding outcome, int extensionYear) {}

  /** The decision of most Falls under the centres rule: the game goes on. */
  private static final Decision GOES_ON = new Decision(null, 0);

  /**
   * Whether the Fall of {@code year}, ending at {@code next}, changes what {@link #decided} keeps beside the position:
   * the ending or the tie-break year. When it does not, a caller that keeps no history may go on with this game's
   * ending and make the game value later (the simulation path: no game value a Fall).
   */
  boolean fallDecides(Position next, int year, int[] room) {
    if (outcome != null) {
      return false;
    }
    Decision d = decide(next, year, room);
    return d.outcome != null || d.extensionYear != extensionYear;
  }

  /**
   * What the victory rule decides after the Fall of {@code year} at {@code pos} (ownership updated), for this
   * game's alliances and tie-break year: the outcome, or null when the game goes on (a reader checks a recorded
   * outcome against it, {@link BoardOutcome}).
   */
  GameEnding decisionAt(Position pos, int year) {
    return decide(pos, year, null).outcome();
  }

  /**
   * The victory rules, after the Fall of {@code year} (ownership updated in {@code pos}); the centres are counted into
   * {@code room} (a count per power) when it is not null.
   */
  private Decision decide(Position pos, int year, int[] room) {
    int needed = victoryCentres(year);
    // By power index: its own and its vassals' (VASSAL_DUMMIES)
    int[] centres = VassalRules.victoryCentres(pos, room);
    if (rules.victoryRule() == Rulebook.VictoryRule.CENTRES) {
      // The power with the most centres wins once it has the count; a tie for the most continues the game.
      ImmutableList<Power> powers = map.powers();
      Power leader = null;
      int most = -1;
      boolean tied = false;
      for (int i = 0, count = powers.size(); i < count; i++) { // by index: no iterator (asked every Fall)
        int n = centres[i];
        if (n > most) {
          leader = powers.get(i);
          most = n;
          tied = false;
        } else if (n == most) {
          tied = true;
        }
      }
      if (most >= needed && !tied) {
        return new Decision(new GameEnding(ImmutableSet.of(leader), false,
            leader.name() + " owns " + most + " supply centres"
            + (pos.vassals(leader).isEmpty() ? "" : " with its vassals")), 0);
      }
      return GOES_ON;
    }
    // The house rules: competitors are the alliances and the powers outside them.
    List<ImmutableSet<Power>> competitors = new ArrayList<>(alliances);
    for (Power p : map.powers()) {
      boolean allied = false;
      for (ImmutableSet<Power> a : alliances) {
        allied |= a.contains(p);
      }
      if (!allied) {
        competitors.add(ImmutableSet.of(p));
      }
    }
    int best = -1;
    List<ImmutableSet<Power>> leaders = new ArrayList<>();
    for (ImmutableSet<Power> c : competitors) {
      int count = 0;
      for (Power p : c) {
        count += centres[p.index()];
      }
      if (count > best) {
        best = count;
        leaders.clear();
      }
      if (count == best) {
        leaders.add(c);
      }
    }
    // Years are compared in the calendar's direction (classical's count down).
    int step = map.calendar().yearStep();
    boolean extensionOver = extensionYear > 0 && (step > 0 ? year >= extensionYear : year <= extensionYear);
    boolean decisive = best >= needed || (step > 0 ? year >= rules.victoryYear() : year <= rules.victoryYear())
        || extensionOver;
    if (!decisive) {
      return new Decision(null, extensionYear);
    }
    if (leaders.size() == 1) {
      return new Decision(new GameEnding(leaders.get(0), false, "most supply centres (" + best + ") after the Fall of "
          + year), 0);
    }
    if (extensionOver) {
      ImmutableSet.Builder<Power> tied = ImmutableSet.builder();
      leaders.forEach(tied::addAll);
      return new Decision(new GameEnding(tied.build(), true, "still tied after the extra year, "
          + year + ": a draw among the tied (our reading; the house rules do not say)"), 0);
    }
    // A tie for the lead: one more year (two movement seasons).
    return new Decision(null, extensionYear > 0 ? extensionYear : year + step);
  }

  /**
   * The supply centres a power needs to win after the Fall of a year: the rulebook's count when it sets one
   * ({@link Rulebook#victoryCentres()}), else the map's count for that year ({@link GameMap#victoryCentres(int)}:
   * more than half the centres unless the map file says otherwise).
   *
   * @param year a game year
   * @return the count
   */
  public int victoryCentres(int year) {
    return rules.victoryCentres() > 0 ? rules.victoryCentres() : map.victoryCentres(year);
  }

  /**
   * Whether a game that does not keep skipped phases passes over this phase: it has nothing to decide and can be
   * played (not at the end of the calendar, where the game stops instead). Every loop that passes over phases asks
   * this (advance, Simulation, MILA's reader).
   */
  static boolean passedOver(Position pos, Rulebook rules) {
    return passedOver(pos, rules, null);
  }

  /**
   * As {@link #passedOver(Position, Rulebook)}, counting an adjustment phase's builds due into {@code due} (room for
   * a count per power) when it is not null: the simulation path asks this after every phase and allocates nothing.
   */
  static boolean passedOver(Position pos, Rulebook rules, int[] due) {
    return nothingToDecide(pos, rules, due) && !CalendarEnd.reached(pos, rules);
  }

  /**
   * Whether adjudicating this phase ends a Fall: its retreats, after which ownership has changed (on another
   * calendar, the retreats of a season an adjustment phase follows: {@link io.github.dipjudge.position.Phase#beforeAdjustments()}).
   */
  static boolean endsFall(Position pos) {
    return pos.phase().type() == PhaseType.RETREAT && pos.phase().beforeAdjustments();
  }

  /**
   * Whether a phase can be passed over: a retreat phase without dislodged units (or whose only dislodged units are
   * destroyed without a retreat: a dummy's under DPjudge's dummy rules), an adjustment phase in which no
   * power must remove units and no power with builds due may build
   * ({@link OrderSheet#buildsDue}: its build sites, which the rulebook's build sites
   * decide, less any alternative home centres).
   *
   * @param pos a position
   * @param rules the rulebook it is played under
   * @return true when adjudicating the phase with no orders is all there is to do
   */
  public static boolean nothingToDecide(Position pos, Rulebook rules) {
    return nothingToDecide(checkNotNull(pos, "pos"), checkNotNull(rules, "rules"), null);
  }

  /** As {@link #nothingToDecide(Position, Rulebook)}, the builds due counted into {@code due} when it is not null. */
  private static boolean nothingToDecide(Position pos, Rulebook rules, int[] due) {
    switch (pos.phase().type()) {
      case RETREAT:
        // Empty, or only units destroyed without a retreat (a dummy's: DummyRules.destroyedWhenDislodged).
        for (DislodgedUnit d : ACCESS.dislodged(pos)) {
          if (!DummyRules.destroyedWhenDislodgedAt(pos, d.unit().power())) {
            return false;
          }
        }
        return true;
      case ADJUSTMENT: {
        // Centres less units per power in one pass over the provinces (a game loop asks this every Winter).
        ImmutableList<Power> powers = pos.map().powers();
        int[] delta = due != null ? due : new int[powers.size()];
        BuildSiteRules.due(pos, delta);
        for (int i = 0, n = powers.size(); i < n; i++) {
          if (delta[i] < 0 || delta[i] > 0 && BuildSiteRules.buildLimit(pos, powers.get(i), rules) > 0) {
            return false;
          }
        }
        return true;
      }
      default:
        return false;
    }
  }

  /**
   * The result of the last movement phase adjudicated, if any.
   *
   * @return that result, or empty before the first movement phase
   */
  public Optional<MovementResult> lastMovement() {
    for (int i = history.size() - 1; i >= 0; i--) {
      if (history.get(i).result() instanceof MovementResult) {
        return Optional.of((MovementResult) history.get(i).result());
      }
    }
    return Optional.empty();
  }

  /** Equality as the class comment defines it. */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Game)) {
      return false;
    }
    Game g = (Game) o;
    return map == g.map && rules.equals(g.rules) && id.equals(g.id) && seed == g.seed
        && keepSkipped == g.keepSkipped && extensionYear == g.extensionYear && alliances.equals(g.alliances)
        && Objects.equals(outcome, g.outcome) && position.equals(g.position) && history.sameTurns(g.history);
  }

  @Override
  public int hashCode() {
    return Objects.hash(position, history.size(), rules, id, seed);
  }

  /**
   * A short description: the id, the current phase and, once it is over, how the game ended.
   *
   * @return for example {@code Game[Spring 1902 Movement]}
   */
  @Override
  public String toString() {
    return "Game[" + (id.isEmpty() ? "" : id + ", ") + position.phase() + (outcome != null ? ", " + outcome.how()
        : "") + "]";
  }
}
