package io.github.dipjudge.internal;

import io.github.dipjudge.map.Power;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;

/**
 * The adjudicators' way into a {@link Position}'s arrays, past the public builder: the read-out of a phase builds the
 * next position from the previous one's arrays (copying the unit array once when a unit moves, sharing every array
 * that does not change) without the builder's checks, which it needs not, as the adjudicator wrote the content from
 * a position that passed them (the builder's checks and calls were a fifth of a phase in which units move).
 *
 * <p>Not API: the package is not exported by the module {@code io.github.dipjudge.core}, and on the class path only
 * the library calls it. {@link Position} installs the one instance when it is initialised; {@link #get()} makes sure
 * it has been. The arrays it hands out are the position's own: callers never write them.
 *
 * <p>Thread-safe: the instance is stateless and published by class initialisation.
 */
public abstract class PositionAccess {
  private static PositionAccess instance;

  /** For the subclass in {@link Position} alone. */
  protected PositionAccess() {}

  /**
   * Installs the instance; {@link Position}'s class initialiser calls it once. Only a class nested in
   * {@link Position} (its nest host is {@code Position}, as the JVM verifies from both classes' files) is taken: the
   * method is public so that {@code Position}'s package can reach it, and this check keeps anyone else's instance
   * out, as {@code Position}'s own is installed when {@code Position} is initialised, before any caller can see it.
   *
   * @param access the instance
   * @throws NullPointerException if {@code access} is null
   * @throws IllegalArgumentException if {@code access} is not an instance of a class nested in {@link Position}
   * @throws IllegalStateException if an instance is installed already
   */
  public static synchronized void install(PositionAccess access) {
    Class<?> type = access.getClass();
    if (type.getNestHost() != Position.class || type.getEnclosingClass() != Position.class) {
      throw new IllegalArgumentException("PositionAccess.install takes Position's own instance alone, not a "
          + type.getName());
    }
    if (instance != null) {
      throw new IllegalStateException("PositionAccess is installed already");
    }
    instance = access;
  }

  /**
   * The instance, {@link Position}'s class initialised first if it was not.
   *
   * @return the instance
   */
  public static PositionAccess get() {
    PositionAccess a = instance;
    if (a == null) {
      try {
        Class.forName(Position.class.getName(), true, Position.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(e);
      }
      synchronized (PositionAccess.class) {
        a = instance;
      }
    }
    return a;
  }

  /**
   * The position's units by province index, as the codes of {@link #codes} (0 where there is none): its own array,
   * never to be written.
   *
   * @param p a position
   * @return its unit array
   */
  public abstract byte[] units(Position p);

  /**
   * The codes of the position's map, by which its unit and owner arrays are read and written.
   *
   * @param p a position
   * @return its map's codes
   */
  public abstract BoardCodes codes(Position p);

  /**
   * The position's supply-centre owners by province index, each {@code 1 + power index} (0 where there is none): its
   * own array, never to be written.
   *
   * @param p a position
   * @return its owner array
   */
  public abstract byte[] owners(Position p);

  /**
   * The position's home powers by province index, or null when the map's home centres hold: its own array, never to
   * be written.
   *
   * @param p a position
   * @return its home array, or null
   */
  public abstract Power[] homes(Position p);

  /**
   * A position after the retreats of {@code from}: the given phase, units, owners and home centres, no dislodged unit
   * and no standoff, the pending centres of {@code from}. Nothing is checked: the caller guarantees what
   * {@link Position.Builder} would have checked (units of the map in their provinces' entries, owners of supply centres
   * alone, the phase on the map's calendar and no retreat phase) and that the arrays are never written again.
   *
   * @param from the retreat position
   * @param phase the phase after it
   * @param units unit codes by province ({@link BoardCodes#get}), 0 where there is none; {@code unitCount} of them
   * @param unitCount the number of units
   * @param owners owners by province index, each {@code 1 + power index} or 0
   * @param homes the home power by province index, or null when the map's home centres hold
   * @return the position
   */
  public abstract Position afterRetreats(Position from, Phase phase, byte[] units, int unitCount, byte[] owners,
      Power[] homes);

  /**
   * A position after {@code from}: the given phase, units, dislodged units and standoffs, with the owners, pending
   * centres and home centres of {@code from}. Nothing is checked: the caller guarantees what {@link Position.Builder}
   * would have checked (units and dislodged units of the map, in their provinces' entries; dislodged units and
   * standoffs only in a retreat phase; the phase on the map's calendar) and that the arrays are never written again.
   *
   * @param from the position before
   * @param phase the phase
   * @param units unit codes by province ({@link BoardCodes#get}), 0 where there is none; {@code unitCount} of them
   * @param unitCount the number of units
   * @param dislodged the dislodged units, one entry each (no null), or null when there is none (never an empty
   *     array: equal positions hold the same form); sorted by province here, in place
   * @param standoffs the standoff marks, a bit per province index (bit i of word i / 64), or null when there is none
   *     (never an array of zeros)
   * @return the position
   */
  public abstract Position next(Position from, Phase phase, byte[] units, int unitCount, DislodgedUnit[] dislodged,
      long[] standoffs);

  /**
   * The position's dislodged units in province order, one entry each: its own array (an empty one when there is
   * none), never to be written. The retreat phase's readers walk it instead of the list view.
   *
   * @param p a position
   * @return its dislodged units
   */
  public abstract DislodgedUnit[] dislodged(Position p);

  /**
   * The position's pending centres by power index, or null when no power has one: its own array, never to be
   * written.
   *
   * @param p a position
   * @return its pending array, or null
   */
  public abstract int[] pending(Position p);

  /**
   * A position after the adjustments of {@code from}: the given phase, units, owners and pending centres, no
   * dislodged unit and no standoff, the home centres of {@code from}. Nothing is checked: the caller guarantees what
   * {@link Position.Builder} would have checked (units of the map in their provinces' entries, one a province, owners
   * of supply centres alone, the phase on the map's calendar and no retreat phase) and that the arrays are never
   * written again.
   *
   * @param from the adjustment position
   * @param phase the phase after it
   * @param units unit codes by province ({@link BoardCodes#get}), 0 where there is none; {@code unitCount} of them
   * @param unitCount the number of units
   * @param owners owners by province index, each {@code 1 + power index} or 0
   * @param pending pending centres by power index, or null when no power has one (never an array of zeros: equal
   *     positions hold the same form)
   * @return the position
   */
  public abstract Position afterAdjustments(Position from, Phase phase, byte[] units, int unitCount, byte[] owners,
      int[] pending);
}
