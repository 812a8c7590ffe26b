package io.github.dipjudge.game;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;
import static com.google.common.base.Preconditions.checkState;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.adjudicate.TurnResult;
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
  private final GameOutcome outcome;
  private final long seed;
  private final ImmutableSet<ImmutableSet<Power>> alliances;
  private final int extensionYear; // the year whose Fall decides a tie (house victory rule); 0 when none

  private Game(GameMap map, Rulebook rules, Position position, ImmutableList<Turn> history, boolean keepSkipped,
      GameOutcome outcome, long seed, ImmutableSet<ImmutableSet<Power>> alliances, int extensionYear) {
    this.map = map;
    this.rules = rules;
    this.position = position;
    this.history = history;
    this.keepSkipped = keepSkipped;
    this.outcome = outcome;
    this.seed = seed;
    this.alliances = alliances;
    this.extensionYear = extensionYear;
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
    return new Game(position.map(), rules, position, ImmutableList.of(), false, null, 0L, ImmutableSet.of(), 0);
  }

  /** This game, but stopping at phases with nothing to decide instead of passing over them. */
  public Game keepingSkippedPhases() {
    return new Game(map, rules, position, history, true, outcome, seed, alliances, extensionYear);
  }

  /**
   * This game with the judge's random generator seeded (house rules: retreats placed and units removed by a random
   * draw). The same seed and orders replay identically.
   */
  public Game withSeed(long seed) {
    return new Game(map, rules, position, history, keepSkipped, outcome, seed, alliances, extensionYear);
  }

  /** The state of the judge's random generator, which the next turn draws from. */
  public long seed() {
    return seed;
  }

  /**
   * This game with declared alliances (house victory rule: an alliance competes with the sum of its members'
   * centres).
   *
   * @throws IllegalArgumentException if the alliances are not disjoint sets of this map's powers
   */
  public Game withAlliances(java.util.Collection<? extends java.util.Collection<Power>> declared) {
    checkNotNull(declared, "declared");
    ImmutableSet.Builder<ImmutableSet<Power>> b = ImmutableSet.builder();
    java.util.Set<Power> seen = new java.util.HashSet<>();
    for (java.util.Collection<Power> a : declared) {
      ImmutableSet<Power> set = ImmutableSet.copyOf(a);
      checkArgument(set.size() >= 2, "an alliance has at least two powers: %s", set);
      for (Power p : set) {
        checkArgument(map.powers().contains(p), "power %s is not of map %s", p, map.id());
        checkArgument(seen.add(p), "power %s is in two alliances", p);
      }
      b.add(set);
    }
    return new Game(map, rules, position, history, keepSkipped, outcome, seed, b.build(), extensionYear);
  }

  /** The declared alliances. */
  public ImmutableSet<ImmutableSet<Power>> alliances() {
    return alliances;
  }

  /** How the game ended, once it has. */
  public Optional<GameOutcome> outcome() {
    return Optional.ofNullable(outcome);
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

  /** The winner, once a single power has won (not an alliance, not a draw). */
  public Optional<Power> winner() {
    return outcome != null && !outcome.draw() && outcome.winners().size() == 1
        ? Optional.of(outcome.winners().iterator().next()) : Optional.empty();
  }

  /** Whether the game is over: it has an outcome, or at most one power has units or centres. */
  public boolean isOver() {
    return outcome != null || survivors().size() <= 1;
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
   * @throws IllegalStateException if the game is over, or would move past the last phase the library supports
   */
  public Game advance(Collection<? extends Order> orders) {
    checkNotNull(orders, "orders");
    return advance(orders, Adjudicator.forCurrentThread(map, rules));
  }

  /**
   * As {@link #advance(Collection)}, with the given adjudicator (which must be for this game's map and rulebook).
   *
   * @throws IllegalStateException if the game is over, or would move past the last phase the library supports
   *     ({@link io.github.dipjudge.position.Phase#isLast()})
   */
  public Game advance(Collection<? extends Order> orders, Adjudicator adjudicator) {
    checkNotNull(orders, "orders");
    checkNotNull(adjudicator, "adjudicator");
    checkArgument(adjudicator.map() == map && adjudicator.rules().equals(rules),
        "the adjudicator is for another map or rulebook");
    checkState(!isOver(), "the game is over");
    ImmutableList<Order> given = ImmutableList.copyOf(orders);
    ImmutableList.Builder<Turn> h = ImmutableList.<Turn>builder().addAll(history);
    long nextSeed = seed;
    boolean fallOver;
    Position next;
    if (rules.retreatsWithMovementOrders() && position.phase().type() == PhaseType.MOVEMENT) {
      // House rules: the whole turn in one call.
      TurnResult turn = adjudicator.turn(position, given, seed);
      nextSeed = turn.nextSeed();
      h.add(new Turn(position, given, turn.movement(), false));
      Position retreatPos = turn.movement().nextPosition();
      h.add(new Turn(retreatPos, turn.retreatOrders(), turn.retreat(), retreatPos.dislodged().isEmpty()));
      turn.adjustment().ifPresent(a -> h.add(new Turn(a.position(), turn.adjustmentOrders(), a,
          Game.nothingToDecide(a.position()))));
      fallOver = position.phase().season() == Season.FALL;
      next = turn.nextPosition();
    } else {
      PhaseResult result = adjudicator.adjudicate(position, given);
      h.add(new Turn(position, given, result, false));
      fallOver = endsFall(position);
      next = result.nextPosition();
      while (!keepSkipped && nothingToDecide(next)) {
        PhaseResult skipped = adjudicator.adjudicate(next, List.of());
        h.add(new Turn(next, ImmutableList.of(), skipped, true));
        fallOver |= endsFall(next);
        next = skipped.nextPosition();
      }
    }
    GameOutcome decided = outcome;
    int extension = extensionYear;
    if (decided == null && fallOver) {
      int year = position.phase().year();
      Decision d = decide(next, year);
      decided = d.outcome;
      extension = d.extensionYear;
    }
    return new Game(map, rules, next, h.build(), keepSkipped, decided, nextSeed, alliances, extension);
  }

  private record Decision(GameOutcome outcome, int extensionYear) {}

  /** The victory rules, after the Fall of {@code year} (ownership updated in {@code pos}). */
  private Decision decide(Position pos, int year) {
    int needed = rules.victoryCentres() > 0 ? rules.victoryCentres() : map.supplyCentreCount() / 2 + 1;
    if (rules.victoryRule() == Rulebook.VictoryRule.CENTRES) {
      for (Power p : map.powers()) {
        if (pos.centreCount(p) >= needed) {
          return new Decision(new GameOutcome(ImmutableSet.of(p), false,
              p.name() + " owns " + pos.centreCount(p) + " supply centres"), 0);
        }
      }
      return new Decision(null, 0);
    }
    // House rule of seed 000: competitors are the alliances and the powers outside them.
    List<ImmutableSet<Power>> competitors = new java.util.ArrayList<>(alliances);
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
    List<ImmutableSet<Power>> leaders = new java.util.ArrayList<>();
    for (ImmutableSet<Power> c : competitors) {
      int count = 0;
      for (Power p : c) {
        count += pos.centreCount(p);
      }
      if (count > best) {
        best = count;
        leaders.clear();
      }
      if (count == best) {
        leaders.add(c);
      }
    }
    boolean extensionOver = extensionYear > 0 && year >= extensionYear;
    boolean decisive = best >= needed || year >= rules.victoryYear() || extensionOver;
    if (!decisive) {
      return new Decision(null, extensionYear);
    }
    if (leaders.size() == 1) {
      return new Decision(new GameOutcome(leaders.get(0), false, "most supply centres (" + best + ") after the Fall of "
          + year), 0);
    }
    if (extensionOver) {
      ImmutableSet.Builder<Power> tied = ImmutableSet.builder();
      leaders.forEach(tied::addAll);
      return new Decision(new GameOutcome(tied.build(), true, "still tied after the extra year, "
          + year + ": a draw among the tied (our reading; seed 000 does not say)"), 0);
    }
    // A tie for the lead: one more year (two movement seasons).
    return new Decision(null, extensionYear > 0 ? extensionYear : year + 1);
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
    return "Game[" + position.phase() + (outcome != null ? ", " + outcome.how() : "") + "]";
  }
}
