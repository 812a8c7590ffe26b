package io.github.dipjudge.adjudicate;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.adjudicate.movement.MapTables;
import io.github.dipjudge.adjudicate.movement.MovementAdjudicator;
import io.github.dipjudge.adjudicate.movement.OrderChecks;
import io.github.dipjudge.adjudicate.movement.PhaseCodes;
import io.github.dipjudge.adjudicate.turn.AdjustmentAdjudicator;
import io.github.dipjudge.adjudicate.turn.HouseTurn;
import io.github.dipjudge.adjudicate.turn.JudgeRandom;
import io.github.dipjudge.adjudicate.turn.RetreatAdjudicator;
import io.github.dipjudge.internal.ResultAccess;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Collection;
import java.util.List;
import java.util.RandomAccess;

/**
 * Adjudicates phases: a position, the orders given and a rulebook in, a complete result out.
 *
 * <pre>{@code
 * GameMap map = GameMap.standard();
 * Adjudicator adjudicator = Adjudicator.create(map, Rulebook.datc());
 * OrderNotation notation = OrderNotation.english(map);
 * MovementResult result = adjudicator.movement(Position.initial(map),
 *     List.of(notation.parse("A Par - Bur"), notation.parse("A Mar - Bur")));
 * }</pre>
 *
 * <p>Orders are taken as written: an order that is illegal on the board (DATC 4.E.1) is not an exception but a
 * result with {@link Outcome#ILLEGAL} and its {@link Reason}; its unit holds. Units without an order hold. An
 * adjudication either returns a complete result or throws before anything is changed; positions and results are
 * immutable values.
 *
 * <p>Thread safety: an instance reuses preallocated working arrays and must be used by one thread at a time. It is
 * cheap to create; give each thread its own (or use {@link #forCurrentThread(GameMap, Rulebook)}). Handing an
 * instance from one thread to another between calls is fine; a call made while another thread is inside a call of
 * the same instance, or of a {@link PreparedMovement} it prepared, throws {@link IllegalStateException} at once (saying to use one adjudicator per thread) and
 * changes nothing, instead of computing a wrong result. The results it returns are immutable and may be shared
 * freely.
 *
 * <p>Every method throws {@link NullPointerException} for a null argument.
 */
public final class Adjudicator {
  private final GameMap map;
  private final Rulebook rules;
  private final MapTables tables;
  private MovementAdjudicator movement;
  private RetreatAdjudicator retreat;
  private AdjustmentAdjudicator adjustment;
  private long generation;
  private HouseTurn houseTurn;
  private LegalOrders decoder; // decodes codes into orders for adjudicate(Position, int[], int, int); made on first use
  /**
   * The thread inside a call of this adjudicator, or null. Set by a compare-and-set on entry to each public
   * method and cleared by a release store on exit; a nested call from the same thread (the house turn calls the
   * phase methods) passes. Cost: one uncontended CAS on a field of this object (a cache line the calling thread
   * owns already) and one plain ordered store per call, a few nanoseconds against the microseconds of even the
   * smallest phase; nothing is allocated. A lock would cost the same when uncontended but would make a second
   * thread wait and then run on state it did not expect; a check that is not atomic could miss two threads
   * entering together.
   */
  @SuppressWarnings("unused") // accessed through USER
  private volatile Thread user;

  private static final VarHandle USER;

  static {
    try {
      USER = MethodHandles.lookup().findVarHandle(Adjudicator.class, "user", Thread.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
    ResultAccess.install(new Results());
  }

  /**
   * The results' constructors for the phases computed outside this package ({@link ResultAccess}): each method is the
   * constructor it names.
   */
  private static final class Results extends ResultAccess {
    @Override
    public MovementResult movement(Position position, ImmutableList<OrderResult> results,
        ImmutableList<DislodgedUnit> dislodged, ImmutableMap<Province, ImmutableList<Location>> retreatOptions,
        Position next, boolean paradoxFallback, ImmutableSet<Province> byConvoy) {
      return new MovementResult(position, results, dislodged, retreatOptions, next, paradoxFallback, byConvoy);
    }

    @Override
    public RetreatResult retreat(Position position, ImmutableList<OrderResult> results,
        ImmutableMap<Province, ImmutableList<Location>> retreatOptions, ImmutableList<Unit> retreated,
        ImmutableList<Unit> disbanded, Position next) {
      return new RetreatResult(position, results, retreatOptions, retreated, disbanded, next);
    }

    @Override
    public AdjustmentResult adjustment(Position position, ImmutableList<OrderResult> results,
        ImmutableList<Unit> built, ImmutableList<Unit> removed, ImmutableList<Unit> removedByCivilDisorder,
        ImmutableList<Unit> builtByCivilDisorder, Position next) {
      return new AdjustmentResult(position, results, built, removed, removedByCivilDisorder, builtByCivilDisorder,
          next);
    }

    @Override
    public TurnResult turn(Position position, ImmutableList<OrderResult> results, MovementResult movement,
        ImmutableList<Order> retreatOrders, RetreatResult retreat, ImmutableList<Order> adjustmentOrders,
        AdjustmentResult adjustment, ImmutableList<String> judgeNotes, Position next, long nextSeed) {
      return new TurnResult(position, results, movement, retreatOrders, retreat, adjustmentOrders, adjustment,
          judgeNotes, next, nextSeed);
    }
  }

  private Adjudicator(GameMap map, Rulebook rules) {
    this.map = map;
    this.rules = rules;
    this.tables = new MapTables(map);
  }

  /**
   * An adjudicator for positions on the given map under the given rulebook.
   *
   * @param map the map
   * @param rules the rulebook
   * @return an adjudicator for positions on the given map under the given rulebook
   */
  public static Adjudicator create(GameMap map, Rulebook rules) {
    return new Adjudicator(checkNotNull(map, "map"), checkNotNull(rules, "rules"));
  }

  private static final ThreadLocal<Adjudicator> PER_THREAD = new ThreadLocal<>();

  /**
   * An adjudicator owned by the calling thread, for this map and rulebook: reused while the caller keeps asking for
   * the same map and rulebook, replaced when they change.
   *
   * @param map the map
   * @param rules the rulebook
   * @return this thread's adjudicator
   */
  public static Adjudicator forCurrentThread(GameMap map, Rulebook rules) {
    checkNotNull(map, "map");
    checkNotNull(rules, "rules");
    Adjudicator a = PER_THREAD.get();
    if (a == null || a.map != map || !a.rules.equals(rules)) {
      a = create(map, rules);
      PER_THREAD.set(a);
    }
    return a;
  }

  /**
   * The map this adjudicator adjudicates positions of.
   *
   * @return the map this adjudicator adjudicates positions of
   */
  public GameMap map() {
    return map;
  }

  /**
   * The rulebook this adjudicator applies.
   *
   * @return the rulebook this adjudicator applies
   */
  public Rulebook rules() {
    return rules;
  }

  /**
   * Marks the calling thread as inside this adjudicator; returns whether this is the outermost call (which must
   * then call {@link #leave()}).
   *
   * @throws IllegalStateException if another thread is inside
   */
  boolean enter() {
    Thread me = Thread.currentThread();
    if (user == me) {
      return false;
    }
    if (!USER.compareAndSet(this, (Thread) null, me)) {
      throw new IllegalStateException("this Adjudicator is being used by another thread at the same time: an"
          + " adjudicator reuses its working arrays and serves one thread at a time; give each thread its own"
          + " (Adjudicator.create, or Adjudicator.forCurrentThread)");
    }
    return true;
  }

  /** Ends the outermost call of the calling thread. */
  void leave() {
    USER.setRelease(this, (Thread) null);
  }

  /**
   * Adjudicates the phase of the position, whatever its type.
   *
   * @param position the position, on this adjudicator's map
   * @param orders the orders given
   * @return the complete result of the phase
   * @throws IllegalArgumentException if the position is on another map, or an order names a location of another
   *     map
   * @throws IllegalStateException as {@link #adjustment(Position, Collection)}, for the last phase the library
   *     supports
   */
  public PhaseResult adjudicate(Position position, Collection<? extends Order> orders) {
    checkNotNull(position, "position");
    switch (position.phase().type()) {
      case MOVEMENT:
        return movement(position, orders);
      case RETREAT:
        return retreat(position, orders);
      default:
        return adjustment(position, orders);
    }
  }

  /**
   * Adjudicates a movement phase.
   *
   * @param position a position in a movement phase, on this adjudicator's map
   * @param orders the orders given, in the order given (it matters only for the rulebook's choices on duplicate
   *     orders, DATC 4.D.3); a random-access list is read in place, once, and not kept
   * @return the complete result
   * @throws IllegalArgumentException if the position is not a movement phase or is on another map, or an order
   *     names a location of another map
   * @throws NullPointerException if an order is null (the message names its index)
   */
  public MovementResult movement(Position position, Collection<? extends Order> orders) {
    boolean outer = enter();
    try {
      // Checked first: a refused call must not count as a use (it would make a prepared phase stale).
      List<? extends Order> list = movementOrders(position, orders);
      return movementAdjudicator().adjudicate(position, list, rules);
    } finally {
      if (outer) {
        leave();
      }
    }
  }

  /**
   * Compiles a movement phase for running its resolve step on its own (see {@link PreparedMovement}). The prepared
   * phase is valid until this adjudicator is used again.
   *
   * @param position the position, on this adjudicator's map
   * @param orders the orders given
   * @return the prepared phase
   * @throws IllegalArgumentException as {@link #movement(Position, Collection)}
   */
  public PreparedMovement prepare(Position position, Collection<? extends Order> orders) {
    boolean outer = enter();
    try {
      List<? extends Order> list = movementOrders(position, orders);
      MovementAdjudicator adjudicator = movementAdjudicator();
      return new PreparedMovement(this, adjudicator, position, list, rules, generation);
    } finally {
      if (outer) {
        leave();
      }
    }
  }

  /** The movement adjudicator, made on first use; a new use, so any prepared phase becomes stale. */
  private MovementAdjudicator movementAdjudicator() {
    generation++;
    if (movement == null) {
      movement = new MovementAdjudicator(tables);
    }
    return movement;
  }

  long generation() {
    return generation;
  }

  /**
   * Adjudicates a retreat phase. A dislodged unit without a valid order is disbanded. Retreat orders may be written
   * as retreats ({@code F nwy R ska}) or as moves ({@code F Norway - Skagerrak}).
   *
   * @param position the position, on this adjudicator's map
   * @param orders the orders given
   * @return the complete result
   * @throws IllegalArgumentException if the position is not a retreat phase or is on another map
   */
  public RetreatResult retreat(Position position, Collection<? extends Order> orders) {
    boolean outer = enter();
    try {
      ImmutableList<Order> list = check(position, orders, PhaseType.RETREAT);
      return retreatAdjudicator().adjudicate(position, list, rules);
    } finally {
      if (outer) {
        leave();
      }
    }
  }

  /**
   * Adjudicates an adjustment phase: builds, removals, waives, and civil disorder for powers that remove too few.
   *
   * @param position the position, on this adjudicator's map
   * @param orders the orders given
   * @return the complete result
   * @throws IllegalArgumentException if the position is not an adjustment phase or is on another map
   * @throws IllegalStateException if the position is in the last phase the library supports (no phase follows it:
   *     {@link io.github.dipjudge.position.Phase#isLast()})
   */
  public AdjustmentResult adjustment(Position position, Collection<? extends Order> orders) {
    boolean outer = enter();
    try {
      ImmutableList<Order> list = check(position, orders, PhaseType.ADJUSTMENT);
      return adjustmentAdjudicator().adjudicate(position, list, rules);
    } finally {
      if (outer) {
        leave();
      }
    }
  }

  /**
   * Adjudicates a whole turn in one call under rules that take retreats with the movement orders (the simplified-Chinese
   * house rules, {@link Rulebook#retreatsWithMovementOrders()}): the movement phase, the retreats ordered in advance as
   * priority lists and the judge's placements, and after a Fall the adjustments ordered in advance and the judge's
   * removals. The judge's random draws come from {@code seed}; {@link TurnResult#nextSeed()} is the seed of the
   * next turn, so that a game replays identically.
   *
   * @param position the position, on this adjudicator's map
   * @param orders the orders given
   * @param seed the state of the judge's random generator for the turn
   * @return the whole turn
   * @throws IllegalArgumentException if the position is not a movement phase or is on another map, or the
   *     rulebook does not take retreats with the movement orders
   * @throws IllegalStateException if the turn needs an adjustment phase after the last phase the library supports
   *     (the Fall of {@link io.github.dipjudge.position.Phase#MAX_YEAR})
   */
  public TurnResult turn(Position position, Collection<? extends Order> orders, long seed) {
    boolean outer = enter();
    try {
      ImmutableList<Order> list = check(position, orders, PhaseType.MOVEMENT);
      checkArgument(rules.retreatsWithMovementOrders(), "rulebook %s orders retreats in a phase of their own",
          rules.name());
      for (Order o : list) {
        OrderChecks.checkOnMap(o, map);
      }
      if (houseTurn == null) {
        houseTurn = new HouseTurn(tables);
      }
      return houseTurn.adjudicate(this, this::adjustment, position, list, rules, seed);
    } finally {
      if (outer) {
        leave();
      }
    }
  }

  /**
   * The position of the phase that follows, for a phase whose orders are given as compact codes of
   * {@link LegalOrders}: the position {@code adjudicate(position, orders).nextPosition()} gives when {@code orders}
   * are the orders the codes stand for, computed without an order value or a result built (a simulation's step).
   * The position is the only output; {@link #adjudicate(Position, int[], int, int)} gives the complete result.
   *
   * <p>A code stands for the order {@link LegalOrders#decode(Position, int)} gives for it, with the ordered unit's
   * own power and type, but a code need not be one the generator produces: any well-formed code is adjudicated as
   * its order would be, so a code whose order is illegal on the board (a move to a province the unit cannot reach)
   * gets the effect of an illegal order (the unit holds; in a retreat phase it is disbanded). Well-formed means: a
   * kind of the phase (hold to convoy in a movement phase, retreat and disband in a retreat phase, builds, waive and
   * disband in an adjustment phase), every field in range for the map and the fields the kind does not use 0, and a
   * unit in the province of the code's unit location (dislodged, in a retreat phase). The ordered unit, and a
   * supported or convoyed unit, are named by their province: a coast in the code's unit location is not read (the
   * order stands for the unit at its own location, as the decoded order does).
   *
   * @param position the position, on this adjudicator's map
   * @param codes the codes of the orders given (read from {@code from} to {@code to}, not kept), in the order given
   * @param from the index of the first code
   * @param to the index after the last code
   * @return the position of the next phase, as the value path gives it
   * @throws IllegalArgumentException if the position is on another map, or a code is not well-formed for it (the
   *     message names its index, its fields and why); nothing is adjudicated then
   * @throws IndexOutOfBoundsException if {@code from} and {@code to} are not a range of the array
   * @throws IllegalStateException as {@link #adjustment(Position, Collection)}, for the last phase the library
   *     supports
   */
  public Position nextPosition(Position position, int[] codes, int from, int to) {
    boolean outer = enter();
    try {
      checkNotNull(position, "position");
      PhaseType type = position.phase().type();
      checkPhase(position, type);
      // Checked first: a refused call must not count as a use (it would make a prepared phase stale).
      PhaseCodes.check(tables, position, codes, from, to);
      switch (type) {
        case MOVEMENT:
          return movementAdjudicator().nextPosition(position, codes, from, to, rules);
        case RETREAT:
          return retreatAdjudicator().nextPosition(position, codes, from, to, rules);
        default:
          return adjustmentAdjudicator().nextPosition(position, codes, from, to, rules);
      }
    } finally {
      if (outer) {
        leave();
      }
    }
  }

  /**
   * The complete result of a phase whose orders are given as compact codes of {@link LegalOrders}: each code read as
   * {@link #nextPosition(Position, int[], int, int)} says, decoded into its order, and the orders adjudicated as
   * {@link #adjudicate(Position, Collection)} does (for recording a simulated game, or reading why).
   *
   * @param position the position, on this adjudicator's map
   * @param codes the codes of the orders given, in the order given
   * @param from the index of the first code
   * @param to the index after the last code
   * @return the complete result, whose orders are the values the codes stand for
   * @throws IllegalArgumentException as {@link #nextPosition(Position, int[], int, int)}
   * @throws IndexOutOfBoundsException if {@code from} and {@code to} are not a range of the array
   * @throws IllegalStateException as {@link #adjustment(Position, Collection)}, for the last phase the library
   *     supports
   */
  public PhaseResult adjudicate(Position position, int[] codes, int from, int to) {
    boolean outer = enter();
    try {
      checkNotNull(position, "position");
      checkPhase(position, position.phase().type());
      return adjudicate(position, decode(position, codes, from, to));
    } finally {
      if (outer) {
        leave();
      }
    }
  }

  /**
   * A whole turn under rules that take retreats with the movement orders ({@link #turn(Position, Collection, long)}),
   * whose movement orders are given as compact codes of {@link LegalOrders}, read as
   * {@link #nextPosition(Position, int[], int, int)} says. The house turn reads its orders as values: the codes are
   * decoded into them, and no retreat or adjustment is ordered in advance (the judge places and removes).
   *
   * @param position the position, on this adjudicator's map, in a movement phase
   * @param codes the codes of the movement orders given, in the order given
   * @param from the index of the first code
   * @param to the index after the last code
   * @param seed the state of the judge's random generator for the turn
   * @return the whole turn, as {@link #turn(Position, Collection, long)} gives it for the orders the codes stand for
   * @throws IllegalArgumentException as {@link #turn(Position, Collection, long)}, or if a code is not well-formed
   *     (see {@link #nextPosition(Position, int[], int, int)})
   * @throws IndexOutOfBoundsException if {@code from} and {@code to} are not a range of the array
   * @throws IllegalStateException as {@link #turn(Position, Collection, long)}
   */
  public TurnResult turn(Position position, int[] codes, int from, int to, long seed) {
    boolean outer = enter();
    try {
      checkPhase(position, PhaseType.MOVEMENT);
      return turn(position, decode(position, codes, from, to), seed);
    } finally {
      if (outer) {
        leave();
      }
    }
  }

  /** The orders the codes stand for, after checking them well-formed for the position (on this map). */
  private ImmutableList<Order> decode(Position position, int[] codes, int from, int to) {
    PhaseCodes.check(tables, position, codes, from, to);
    if (decoder == null) {
      decoder = LegalOrders.create(map, rules);
    }
    Order[] orders = new Order[to - from];
    for (int i = from; i < to; i++) {
      orders[i - from] = decoder.decodeUnchecked(position, codes[i]);
    }
    return ImmutableList.copyOf(orders);
  }

  private RetreatAdjudicator retreatAdjudicator() {
    generation++;
    if (retreat == null) {
      retreat = new RetreatAdjudicator(tables);
    }
    return retreat;
  }

  private AdjustmentAdjudicator adjustmentAdjudicator() {
    generation++;
    if (adjustment == null) {
      adjustment = new AdjustmentAdjudicator(tables);
    }
    return adjustment;
  }

  /** An adjustment phase with the judge's random draws from the given generator. */
  AdjustmentResult adjustment(Position position, Collection<? extends Order> orders, JudgeRandom random) {
    boolean outer = enter();
    try {
      ImmutableList<Order> list = check(position, orders, PhaseType.ADJUSTMENT);
      return adjustmentAdjudicator().adjudicate(position, list, rules, random);
    } finally {
      if (outer) {
        leave();
      }
    }
  }

  /**
   * The orders of a movement phase as a list to read once, in order: a random-access list as it is (the movement
   * adjudicator reads each order once while compiling, checks it for null and for the map there, and keeps
   * nothing of the list), any other collection copied.
   */
  private List<? extends Order> movementOrders(Position position, Collection<? extends Order> orders) {
    checkNotNull(orders, "orders");
    if (orders instanceof List && orders instanceof RandomAccess) {
      checkPhase(position, PhaseType.MOVEMENT);
      return (List<? extends Order>) orders;
    }
    return check(position, orders, PhaseType.MOVEMENT);
  }

  private void checkPhase(Position position, PhaseType type) {
    checkNotNull(position, "position");
    if (position.map() != map) {
      throw new IllegalArgumentException(otherMap("position", position.map(), map));
    }
    if (position.phase().type() != type) {
      String name = type.displayName().toLowerCase(java.util.Locale.ROOT);
      throw new IllegalArgumentException("not " + (name.matches("[aeiou].*") ? "an " : "a ") + name + " phase: "
          + position.phase());
    }
  }

  /**
   * The message for a value on another map than this adjudicator's: the two ids, or, when they are the same, that
   * they are two map objects (loaded twice) and that a map is to be loaded once and shared.
   */
  static String otherMap(String what, GameMap theirs, GameMap ours) {
    if (theirs.id().equals(ours.id())) {
      return "the " + what + " is on another map object than the adjudicator, though both have the id \""
          + ours.id() + "\" (the map was loaded twice?): positions and adjudicators must share one GameMap"
          + " instance; load a map once and pass it around";
    }
    return "the " + what + " is on map \"" + theirs.id() + "\", the adjudicator on map \"" + ours.id() + "\"";
  }

  private ImmutableList<Order> check(Position position, Collection<? extends Order> orders, PhaseType type) {
    checkNotNull(orders, "orders");
    checkPhase(position, type);
    ImmutableList<Order> list = ImmutableList.copyOf(orders);
    if (type != PhaseType.MOVEMENT) {
      // The movement adjudicator checks while it compiles, which costs nothing extra on its hot path.
      for (Order o : list) {
        OrderChecks.checkOnMap(o, map);
      }
    }
    return list;
  }
}
