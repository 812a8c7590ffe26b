package io.github.dipjudge.adjudicate;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Position;
import java.util.Optional;

/**
 * The complete result of a movement phase: a result per order (in the order given), the dislodged units with their
 * attackers' origins and their legal retreats, the provinces left empty by a standoff, and the position of the
 * retreat phase that follows.
 *
 * <p>Immutable and thread-safe.
 */
public final class MovementResult implements PhaseResult {
  private final Position position;
  private final ImmutableList<OrderResult> results;
  private final ImmutableList<DislodgedUnit> dislodged;
  private final ImmutableMap<Province, ImmutableList<Location>> retreatOptions;
  private final Position next;
  private final boolean paradoxFallback;
  private final ImmutableSet<Province> byConvoy;

  MovementResult(Position position, ImmutableList<OrderResult> results, ImmutableList<DislodgedUnit> dislodged,
      ImmutableMap<Province, ImmutableList<Location>> retreatOptions, Position next, boolean paradoxFallback,
      ImmutableSet<Province> byConvoy) {
    this.position = position;
    this.results = results;
    this.dislodged = dislodged;
    this.retreatOptions = retreatOptions;
    this.next = next;
    this.paradoxFallback = paradoxFallback;
    this.byConvoy = byConvoy;
  }

  /** The position the orders were given in. */
  @Override
  public Position position() {
    return position;
  }

  /** One result per order given, in the order given. */
  @Override
  public ImmutableList<OrderResult> results() {
    return results;
  }

  /**
   * The result of the order that was carried out for the unit in a province (or, when all its orders were illegal or
   * conflicting, of the first of them); empty when the unit had no order.
   *
   * @param unitProvince the province the unit stood in when the orders were given
   * @return the result, or empty
   */
  public Optional<OrderResult> resultFor(Province unitProvince) {
    checkNotNull(unitProvince, "unitProvince");
    OrderResult first = null;
    for (OrderResult r : results) {
      if (r.order() instanceof io.github.dipjudge.order.UnitOrder
          && ((io.github.dipjudge.order.UnitOrder) r.order()).location().province() == unitProvince) {
        if (!r.reason().isIllegal()) {
          return Optional.of(r);
        }
        if (first == null) {
          first = r;
        }
      }
    }
    return Optional.ofNullable(first);
  }

  /**
   * The units dislodged, in province order, each with its attacker's origin.
   *
   * @return the units dislodged, in province order, each with its attacker's origin
   */
  public ImmutableList<DislodgedUnit> dislodged() {
    return dislodged;
  }

  /**
   * For each dislodged unit's province, the locations it may retreat to (possibly none), in location order.
   *
   * @return for each dislodged unit's province, the locations it may retreat to (possibly none), in location order
   */
  public ImmutableMap<Province, ImmutableList<Location>> retreatOptions() {
    return retreatOptions;
  }

  /**
   * The provinces left empty by a standoff: empty after the moves, with two or more failed moves into them.
   *
   * @return the provinces left empty by a standoff: empty after the moves, with two or more failed moves into them
   */
  public ImmutableSet<Province> standoffs() {
    return next.standoffs();
  }

  /**
   * The position of the retreat phase that follows: the units where they ended, the dislodged units awaiting
   * retreat, the standoffs. Ownership is unchanged (it changes after the Fall retreats).
   */
  @Override
  public Position nextPosition() {
    return next;
  }

  @Override
  public ImmutableList<BoardChange> changes() {
    return BoardChanges.of(this);
  }

  /**
   * Whether a convoy paradox arose that the rulebook's paradox rule does not settle (the 1971 and 2000 rules on DATC
   * 6.F.18 and 6.F.22 to 6.F.24), so that the Szykman rule decided it.
   *
   * @return whether the Szykman rule settled a paradox the rulebook's own rule left open
   */
  public boolean paradoxSettledBySzykmanFallback() {
    return paradoxFallback;
  }

  /**
   * Whether the army in a province was adjudicated as moving by convoy (DATC 4.A.3 as the rulebook reads it): its
   * move went by a chain of convoying fleets, whether it arrived or failed for want of a route with no land route to
   * fall back on. False for a move over land, including a move whose convoy failed and that the rulebook then sent
   * by land (the 2000 fallback), for a move whose "via convoy" the rulebook ignores, and for a unit that did not
   * move or whose move was illegal. What a writer of MILA's notation needs to know whether {@code VIA} says the same.
   *
   * @param unitProvince the province the army stood in when the orders were given
   * @return whether its move was adjudicated as a move by convoy
   */
  public boolean byConvoy(Province unitProvince) {
    checkNotNull(unitProvince, "unitProvince");
    return byConvoy.contains(unitProvince);
  }

  @Override
  public String toString() {
    return "MovementResult[" + position.phase() + ", " + results.size() + " orders, " + dislodged.size()
        + " dislodged]";
  }
}
