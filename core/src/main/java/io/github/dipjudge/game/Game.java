package io.github.dipjudge.game;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;
import static com.google.common.base.Preconditions.checkState;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.rules.Rulebook;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * A game: the map, the rulebook, the current position and the history of every phase adjudicated so far. Each
 * {@link #advance(Collection)} adjudicates the current phase and returns the game at the next phase that has
 * something to decide: the turn runs Spring movement, its retreats, Fall movement, its retreats, the Winter
 * adjustments. A retreat phase with no dislodged unit is skipped; an adjustment phase is skipped when no power must
 * remove units and no power with builds due has a vacant owned home centre. Skipped phases are adjudicated with no
 * orders (so Fall ownership still changes) and, on request ({@link #keepingSkippedPhases()}), stop the game there
 * instead, as some recorded games do.
 *
 * <p>The game ends when a power wins (by default: it owns more than half the map's supply centres, see
 * {@link Rulebook#victoryCentres()}, counted once the Fall's retreats are over), or when a single power is left.
 *
 * <p>Immutable and thread-safe: {@code advance} returns a new game and leaves this one as it was.
 */
public final class Game {
  private final GameMap map;
  private final Rulebook rules;
  private final Position position;
  private final ImmutableList<Turn> history;
  private final boolean keepSkipped;
  private final Power winner;

  private Game(GameMap map, Rulebook rules, Position position, ImmutableList<Turn> history, boolean keepSkipped,
      Power winner) {
    this.map = map;
    this.rules = rules;
    this.position = position;
    this.history = history;
    this.keepSkipped = keepSkipped;
    this.winner = winner;
  }

  /** A game at the map's starting position (Spring 1901). */
  public static Game start(GameMap map, Rulebook rules) {
    checkNotNull(map, "map");
    return of(rules, Position.initial(map));
  }

  /** A game from any position. */
  public static Game of(Rulebook rules, Position position) {
    checkNotNull(rules, "rules");
    checkNotNull(position, "position");
    return new Game(position.map(), rules, position, ImmutableList.of(), false, null);
  }

  /** This game, but stopping at phases with nothing to decide instead of passing over them. */
  public Game keepingSkippedPhases() {
    return new Game(map, rules, position, history, true, winner);
  }

  public GameMap map() {
    return map;
  }

  public Rulebook rules() {
    return rules;
  }

  /** The position of the phase to be played next. */
  public Position position() {
    return position;
  }

  /** Every phase adjudicated so far, oldest first, including skipped ones. */
  public ImmutableList<Turn> history() {
    return history;
  }

  /** The winner, once a power has won. */
  public Optional<Power> winner() {
    return Optional.ofNullable(winner);
  }

  /** Whether the game is over: a power has won, or at most one power has units or centres. */
  public boolean isOver() {
    return winner != null || survivors().size() <= 1;
  }

  /** The powers that still have a unit or a supply centre. */
  public ImmutableSet<Power> survivors() {
    ImmutableSet.Builder<Power> b = ImmutableSet.builder();
    for (Power p : map.powers()) {
      if (!isEliminated(position, p)) {
        b.add(p);
      }
    }
    return b.build();
  }

  /** The powers with no units (on the board or dislodged) and no supply centres. */
  public ImmutableSet<Power> eliminated() {
    ImmutableSet.Builder<Power> b = ImmutableSet.builder();
    for (Power p : map.powers()) {
      if (isEliminated(position, p)) {
        b.add(p);
      }
    }
    return b.build();
  }

  private static boolean isEliminated(Position pos, Power p) {
    if (!pos.units(p).isEmpty() || pos.centreCount(p) > 0) {
      return false;
    }
    for (DislodgedUnit d : pos.dislodged()) {
      if (d.unit().power() == p) {
        return false;
      }
    }
    return true;
  }

  /**
   * Adjudicates the current phase with the given orders (with an adjudicator owned by the calling thread) and
   * returns the game at the next phase with something to decide.
   *
   * @throws IllegalStateException if the game is over
   */
  public Game advance(Collection<? extends Order> orders) {
    checkNotNull(orders, "orders");
    return advance(orders, Adjudicator.forCurrentThread(map, rules));
  }

  /**
   * As {@link #advance(Collection)}, with the given adjudicator (which must be for this game's map and rulebook).
   *
   * @throws IllegalStateException if the game is over
   */
  public Game advance(Collection<? extends Order> orders, Adjudicator adjudicator) {
    checkNotNull(orders, "orders");
    checkNotNull(adjudicator, "adjudicator");
    checkArgument(adjudicator.map() == map && adjudicator.rules().equals(rules),
        "the adjudicator is for another map or rulebook");
    checkState(!isOver(), "the game is over");
    ImmutableList<Order> given = ImmutableList.copyOf(orders);
    ImmutableList.Builder<Turn> h = ImmutableList.<Turn>builder().addAll(history);
    PhaseResult result = adjudicator.adjudicate(position, given);
    h.add(new Turn(position, given, result, false));
    boolean fallOver = endsFall(position);
    Position next = result.nextPosition();
    while (!keepSkipped && nothingToDecide(next)) {
      PhaseResult skipped = adjudicator.adjudicate(next, List.of());
      h.add(new Turn(next, ImmutableList.of(), skipped, true));
      fallOver |= endsFall(next);
      next = skipped.nextPosition();
    }
    Power won = winner;
    if (won == null && fallOver) {
      won = victor(next);
    }
    return new Game(map, rules, next, h.build(), keepSkipped, won);
  }

  /** Whether adjudicating this phase ends a Fall: its retreats, after which ownership has changed. */
  private static boolean endsFall(Position pos) {
    return pos.phase().season() == Season.FALL && pos.phase().type() == PhaseType.RETREAT;
  }

  /** Whether a phase can be passed over: a retreat phase without dislodged units, an adjustment without changes. */
  public static boolean nothingToDecide(Position pos) {
    checkNotNull(pos, "pos");
    switch (pos.phase().type()) {
      case RETREAT:
        return pos.dislodged().isEmpty();
      case ADJUSTMENT:
        for (Power p : pos.map().powers()) {
          int delta = pos.centreCount(p) - pos.units(p).size();
          if (delta < 0) {
            return false;
          }
          if (delta > 0) {
            for (Province h : p.homeCentres()) {
              if (pos.owner(h).orElse(null) == p && pos.unitAt(h).isEmpty()) {
                return false;
              }
            }
          }
        }
        return true;
      default:
        return false;
    }
  }

  private Power victor(Position pos) {
    int needed = rules.victoryCentres() > 0 ? rules.victoryCentres() : map.supplyCentreCount() / 2 + 1;
    for (Power p : map.powers()) {
      if (pos.centreCount(p) >= needed) {
        return p;
      }
    }
    return null;
  }

  /** The result of the last movement phase adjudicated, if any. */
  public Optional<MovementResult> lastMovement() {
    for (int i = history.size() - 1; i >= 0; i--) {
      if (history.get(i).result() instanceof MovementResult) {
        return Optional.of((MovementResult) history.get(i).result());
      }
    }
    return Optional.empty();
  }

  @Override
  public String toString() {
    return "Game[" + position.phase() + (winner != null ? ", won by " + winner.name() : "") + "]";
  }
}
