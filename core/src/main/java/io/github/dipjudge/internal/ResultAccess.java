package io.github.dipjudge.internal;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.adjudicate.TurnResult;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;

/**
 * The adjudicators' way to the result types' constructors: the results are public values of the exported package
 * {@code io.github.dipjudge.adjudicate} whose constructors a user must not call (a result is whatever an adjudicator
 * computed, never assembled by hand), while the phases are computed in the packages beside it (the movement pipeline,
 * the retreat and adjustment phases, the house turn), which build them. Each method is the constructor of one result
 * type, taking exactly its fields, and checks nothing (the adjudicator wrote them).
 *
 * <p>Not API: the package is not exported by the module {@code io.github.dipjudge.core}, and on the class path only
 * the library calls it. {@link Adjudicator} installs the one instance when it is initialised; {@link #get()} makes
 * sure it has been. One result per phase goes through it: a virtual call against the phase's microseconds.
 *
 * <p>Thread-safe: the instance is stateless and published by class initialisation.
 */
public abstract class ResultAccess {
  private static ResultAccess instance;

  /** For the subclass in {@link Adjudicator} alone. */
  protected ResultAccess() {}

  /**
   * Installs the instance; {@link Adjudicator}'s class initialiser calls it once. Only a class nested in
   * {@link Adjudicator} is taken (as {@link PositionAccess#install} takes {@code Position}'s alone): the method is
   * public so that the adjudicator's package can reach it.
   *
   * @param access the instance
   * @throws NullPointerException if {@code access} is null
   * @throws IllegalArgumentException if {@code access} is not an instance of a class nested in {@link Adjudicator}
   * @throws IllegalStateException if an instance is installed already
   */
  public static synchronized void install(ResultAccess access) {
    Class<?> type = access.getClass();
    if (type.getNestHost() != Adjudicator.class || type.getEnclosingClass() != Adjudicator.class) {
      throw new IllegalArgumentException("ResultAccess.install takes Adjudicator's own instance alone, not a "
          + type.getName());
    }
    if (instance != null) {
      throw new IllegalStateException("ResultAccess is installed already");
    }
    instance = access;
  }

  /**
   * The instance, {@link Adjudicator}'s class initialised first if it was not.
   *
   * @return the instance
   */
  public static ResultAccess get() {
    ResultAccess a = instance;
    if (a == null) {
      try {
        Class.forName(Adjudicator.class.getName(), true, Adjudicator.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(e);
      }
      synchronized (ResultAccess.class) {
        a = instance;
      }
    }
    return a;
  }

  /**
   * A movement phase's result.
   *
   * @param position the position the orders were given in
   * @param results one result per order, in the order given
   * @param dislodged the units dislodged
   * @param retreatOptions each dislodged unit's retreats, by its province
   * @param next the position of the phase that follows
   * @param paradoxFallback whether the rulebook's paradox rule settled a convoy paradox
   * @param byConvoy the provinces of the armies that moved by convoy
   * @return the result
   */
  public abstract MovementResult movement(Position position, ImmutableList<OrderResult> results,
      ImmutableList<DislodgedUnit> dislodged, ImmutableMap<Province, ImmutableList<Location>> retreatOptions,
      Position next, boolean paradoxFallback, ImmutableSet<Province> byConvoy);

  /**
   * A retreat phase's result.
   *
   * @param position the position the orders were given in
   * @param results one result per order, in the order given
   * @param retreatOptions each dislodged unit's retreats, by its province
   * @param retreated the units that retreated, where they stand after
   * @param disbanded the units disbanded
   * @param next the position of the phase that follows
   * @return the result
   */
  public abstract RetreatResult retreat(Position position, ImmutableList<OrderResult> results,
      ImmutableMap<Province, ImmutableList<Location>> retreatOptions, ImmutableList<Unit> retreated,
      ImmutableList<Unit> disbanded, Position next);

  /**
   * An adjustment phase's result.
   *
   * @param position the position the orders were given in
   * @param results one result per order, in the order given
   * @param built the units built
   * @param removed the units removed by order
   * @param removedByCivilDisorder the units removed in civil disorder
   * @param builtByCivilDisorder the units built in civil disorder
   * @param next the position of the phase that follows
   * @return the result
   */
  public abstract AdjustmentResult adjustment(Position position, ImmutableList<OrderResult> results,
      ImmutableList<Unit> built, ImmutableList<Unit> removed, ImmutableList<Unit> removedByCivilDisorder,
      ImmutableList<Unit> builtByCivilDisorder, Position next);

  /**
   * A whole turn's result under the house rules.
   *
   * @param position the position of the movement phase
   * @param results one result per order given, in the order given
   * @param movement the movement phase's result
   * @param retreatOrders the retreats carried out
   * @param retreat the retreat phase's result, or null
   * @param adjustmentOrders the adjustments carried out
   * @param adjustment the adjustment phase's result, or null
   * @param judgeNotes the judge's notes
   * @param next the position of the next turn
   * @param nextSeed the judge's random state for the next turn
   * @return the result
   */
  public abstract TurnResult turn(Position position, ImmutableList<OrderResult> results, MovementResult movement,
      ImmutableList<Order> retreatOrders, RetreatResult retreat, ImmutableList<Order> adjustmentOrders,
      AdjustmentResult adjustment, ImmutableList<String> judgeNotes, Position next, long nextSeed);
}
