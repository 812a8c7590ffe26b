package io.github.dipjudge.adjudicate.movement;

import static io.github.dipjudge.adjudicate.movement.MovementResolver.CONVOY;
import static io.github.dipjudge.adjudicate.movement.MovementResolver.MOVE;
import static io.github.dipjudge.adjudicate.movement.MovementResolver.SUPPORT_HOLD;
import static io.github.dipjudge.adjudicate.movement.MovementResolver.SUPPORT_MOVE;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.internal.BoardCodes;
import io.github.dipjudge.internal.PositionAccess;
import io.github.dipjudge.internal.ResultAccess;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import io.github.dipjudge.rules.variant.DummyRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The last stage of a movement phase, once the resolver has decided every order: the moves that succeeded and the
 * units they dislodge, the standoffs, the next position (assembled in the passes that find them), each dislodged
 * unit's retreats, and a result with its reason for every order. Its scratch arrays are all false or -1 between
 * calls; the entries a call writes are cleared at its end.
 */
final class MovementReadOut {
  private static final ResultAccess RESULTS = ResultAccess.get();
  private static final PositionAccess ACCESS = PositionAccess.get();
  private final GameMap map;
  private final MapTables t;
  private final MovementResolver r;
  private final boolean[] moved;
  private final int[] dislodgedBy;
  /**
   * Province -> a move arrives there. A province is occupied after the phase when a unit arrives or its own unit
   * stays ({@link #occupied}): computed where it is asked (for the destinations of moves, and the retreats of a
   * dislodged unit) rather than written for every unit, so that the read-out writes and clears entries of the moves
   * alone and a unit that holds costs it nothing (a phase costs what happens in it).
   */
  private final boolean[] arrived;
  private final boolean[] standoff;
  /** The units the next position alone dislodges, gathered: null between calls. */
  private final DislodgedUnit[] dislodgedScratch;

  MovementReadOut(MapTables t, MovementResolver r) {
    this.map = t.map;
    this.t = t;
    this.r = r;
    int n = t.provinces;
    this.moved = new boolean[n];
    this.dislodgedBy = new int[n];
    Arrays.fill(dislodgedBy, -1);
    this.arrived = new boolean[n];
    this.standoff = new boolean[n];
    this.dislodgedScratch = new DislodgedUnit[n];
  }

  /** The complete result of the phase compiled from {@code cs[0, m)} and resolved. */
  MovementResult result(Position pos, CompiledOrder[] cs, int m, int[] chosen) {
    return readOut(pos, cs, m, chosen);
  }

  /**
   * The next position alone (that of {@link #result}), for a simulation: no result per order, no retreat options,
   * nothing allocated but the position and its dislodged units.
   */
  Position nextPosition(Position pos) {
    final int[] moves = r.moves;
    final int moveCount = r.moveCount;
    final int[] moveDest = r.moveDest;
    final boolean[] resolution = r.resolution;
    final int[] unitPower = r.unitPower;
    final int[] movesIntoHead = r.movesIntoHead;
    final int[] movesIntoNext = r.movesIntoNext;
    // One pass over the moves, reading the resolver's own arrays (a move succeeded when its resolution is true), and
    // no scratch flag written or cleared: the fate of a province is asked of the moves into it (their list, nearly
    // always empty or of one move). The read-out of the complete result keeps its flags (moved, arrived, standoff)
    // for the retreat options and reasons it computes; this one needs none of them. The three passes over the moves
    // that wrote the flags, and the fourth that cleared them, were a quarter of a phase of 22 spring moves, codes to
    // next position (JFR). The unit array is copied once, at the first move that succeeds; when nothing moves, the
    // next position shares it (and always the owners).
    final BoardCodes codes = ACCESS.codes(pos);
    final byte[] before = ACCESS.units(pos);
    byte[] after = before;
    int nextCount = pos.unitCount();
    // The dislodged units gathered in the scratch array, then copied to one of their count (the position keeps them
    // so, in province order, which Position sorts them into).
    final DislodgedUnit[] dislodgedScratch = this.dislodgedScratch;
    int dislodgedCount = 0;
    long[] standoffArray = null; // null when there is no standoff
    for (int k = 0; k < moveCount; k++) {
      int q = moves[k];
      int d = moveDest[q];
      if (resolution[q]) {
        if (after == before) {
          after = before.clone();
        }
        // Leaves q, unless a move into q succeeded (written before or after this one: its arrival overwrites).
        if (!arrives(movesIntoHead[q])) {
          codes.set(after, q, 0);
        }
        if (unitPower[d] >= 0 && !moves(d)) {
          // The unit that stayed in d is dislodged by q, the one move into d that succeeded.
          dislodgedScratch[dislodgedCount++] =
              new DislodgedUnit(pos.unitAtIndex(d), t.provinceArray[q], r.byConvoy(q) == 1);
          nextCount--;
        }
        boolean fleet = r.unitFleet[q];
        int code = codes.code(unitPower[q], fleet, fleet ? r.moveDestLoc[q] : d);
        if (movesIntoHead[d] != q || movesIntoNext[q] >= 0) {
          checkOneArrival(codes, d, code);
        }
        codes.set(after, d, code);
        continue;
      }
      // A standoff: a province empty after the phase, with two or more failed moves into it that had strength to
      // prevent; asked once a province, at the first move of its list, and only when that list has another move.
      if (movesIntoHead[d] != q || movesIntoNext[q] < 0 || unitPower[d] >= 0 && !moves(d)) {
        continue;
      }
      int failed = 0;
      boolean arrived = false;
      for (int x = q; x >= 0; x = movesIntoNext[x]) {
        if (resolution[x]) {
          arrived = true;
          break;
        }
        if (r.prevents(x)) {
          failed++;
        }
      }
      if (!arrived && failed >= 2) {
        if (standoffArray == null) {
          standoffArray = new long[t.words]; // a bit per province, as the position keeps them
        }
        standoffArray[d >>> 6] |= 1L << d;
      }
    }
    DislodgedUnit[] dislodgedArray = null; // null, as the builder leaves it, when none is dislodged
    if (dislodgedCount > 0) {
      dislodgedArray = Arrays.copyOf(dislodgedScratch, dislodgedCount);
      Arrays.fill(dislodgedScratch, 0, dislodgedCount, null);
    }
    Phase nextPhase = nextPhase(pos.phase());
    if ((dislodgedArray != null || standoffArray != null) && nextPhase.type() != PhaseType.RETREAT) {
      // What Position.Builder.build() refused: retreat content outside a retreat phase.
      throw new IllegalArgumentException(nextPhase + " is no retreat phase, yet the phase dislodged units or left"
          + " standoffs");
    }
    return ACCESS.next(pos, nextPhase, after, nextCount, dislodgedArray, standoffArray);
  }

  /** Whether a move of the list starting at x (a {@link MovementResolver#movesIntoHead} entry) succeeded. */
  private boolean arrives(int x) {
    for (; x >= 0; x = r.movesIntoNext[x]) {
      if (r.resolution[x]) {
        return true;
      }
    }
    return false;
  }

  /** Whether the unit in p (there is one) moves away: ordered to move, and the move succeeded. */
  private boolean moves(int p) {
    return r.kind[p] == MOVE && r.resolution[p];
  }

  /**
   * The builder's one check kept, for a province that more than one move tried to enter: a resolver that let two
   * units into one province fails here as it did in Position.Builder.unit, not with a unit silently lost.
   */
  private void checkOneArrival(BoardCodes codes, int d, int code) {
    int arrivals = 0;
    int other = 0;
    for (int x = r.movesIntoHead[d]; x >= 0; x = r.movesIntoNext[x]) {
      if (r.resolution[x]) {
        arrivals++;
        boolean fleet = r.unitFleet[x];
        int c = codes.code(r.unitPower[x], fleet, fleet ? r.moveDestLoc[x] : d);
        if (c != code) {
          other = c;
        }
      }
    }
    if (arrivals > 1) {
      throw new IllegalArgumentException("two units in " + t.provinceArray[d] + ": " + codes.unit(d, other == 0
          ? code : other) + " and " + codes.unit(d, code));
    }
  }

  /**
   * The read-out of the complete result: the next position as {@link #nextPosition} gives it (the equivalence of the
   * two is a tested property), by the flags the reasons and retreat options need.
   */
  private MovementResult readOut(Position pos, CompiledOrder[] cs, int m, int[] chosen) {
    final boolean[] moved = this.moved;
    final int[] dislodgedBy = this.dislodgedBy;
    final boolean[] arrived = this.arrived;
    final boolean[] standoff = this.standoff;
    final int[] moveDest = r.moveDest;
    final int[] movesIntoHead = r.movesIntoHead;
    final int[] movesIntoNext = r.movesIntoNext;
    // These arrays are all false / -1 between calls; the entries written here are cleared by clear().
    final int[] units = r.units;
    final int unitCount = r.unitCount;
    final boolean[] resolution = r.resolution;
    final int[] moves = r.moves;
    final int moveCount = r.moveCount;
    int dislodgedCount = 0;
    for (int k = 0; k < moveCount; k++) {
      int p = moves[k];
      if (resolution[p]) {
        moved[p] = true;
        arrived[moveDest[p]] = true;
      }
    }
    // The next position, written straight into arrays and made by PositionAccess rather than by the public
    // builder: the builder's checks per call (the unit of this map, the province free) were a fifth of a phase with
    // moves (the profile), and the resolver has guaranteed all of them. The unit array (a code a province,
    // BoardCodes) is copied once, at the first move that succeeds; when nothing moves, the next position shares it
    // (and always the owners).
    final BoardCodes codes = ACCESS.codes(pos);
    final byte[] before = ACCESS.units(pos);
    byte[] after = before;
    int nextCount = pos.unitCount();
    // Moved and dislodged units leave their provinces first; a unit that stays is dislodged by the move into its
    // province that succeeded (there is at most one).
    for (int k = 0; k < moveCount; k++) {
      int q = moves[k];
      if (moved[q]) {
        if (after == before) {
          after = before.clone();
        }
        codes.set(after, q, 0);
        nextCount--;
        int d = moveDest[q];
        if (r.unitPower[d] >= 0 && !moved[d]) {
          dislodgedBy[d] = q;
          dislodgedCount++;
          codes.set(after, d, 0);
          nextCount--;
        }
      }
    }
    // Moved units arrive; standoffs: empty provinces with two or more failed moves that had strength to prevent.
    int standoffCount = 0;
    for (int k = 0; k < moveCount; k++) {
      int mover = moves[k];
      if (moved[mover]) {
        boolean fleet = r.unitFleet[mover];
        int d = moveDest[mover];
        int code = codes.code(r.unitPower[mover], fleet, fleet ? r.moveDestLoc[mover] : d);
        int there = codes.get(after, d);
        if (there != 0) {
          // The builder's one check kept (a zero test a move): a resolver that let two units into one province
          // fails here as it did in Position.Builder.unit, not with a unit silently lost.
          throw new IllegalArgumentException("two units in " + t.provinceArray[d] + ": " + codes.unit(d, there)
              + " and " + codes.unit(d, code));
        }
        codes.set(after, d, code);
        nextCount++;
        continue;
      }
      int d = moveDest[mover];
      if (arrived[d] || standoff[d] || movesIntoHead[d] != mover || r.unitPower[d] >= 0 && !moved[d]) {
        continue; // each destination once: from the first move in its list
      }
      int failed = 0;
      for (int q = movesIntoHead[d]; q >= 0; q = movesIntoNext[q]) {
        if (!moved[q] && r.prevents(q)) {
          failed++;
        }
      }
      if (failed >= 2) {
        standoff[d] = true;
        standoffCount++;
      }
    }
    ImmutableList<OrderResult> results = results(cs, m, chosen);
    ImmutableList<DislodgedUnit> dislodgedUnits = ImmutableList.of();
    ImmutableMap<Province, ImmutableList<Location>> options = ImmutableMap.of();
    DislodgedUnit[] dislodgedArray = null; // null, as the builder leaves it, when none is dislodged
    if (dislodgedCount > 0) {
      dislodgedArray = new DislodgedUnit[dislodgedCount];
      int dislodgedAt = 0;
      boolean convoyedAttackerOriginAllowed =
          r.rules.retreatAfterConvoyedAttack() == Rulebook.RetreatAfterConvoyedAttack.B_ALLOWED;
      ImmutableList.Builder<DislodgedUnit> du = ImmutableList.builder();
      ImmutableMap.Builder<Province, ImmutableList<Location>> ob = ImmutableMap.builder();
      for (int k = 0; k < unitCount; k++) {
        int p = units[k];
        if (dislodgedBy[p] < 0) {
          continue;
        }
        DislodgedUnit d = dislodgedUnit(pos, p);
        dislodgedArray[dislodgedAt++] = d;
        du.add(d);
        ob.put(d.unit().province(), retreatOptions(pos, d, p, d.byConvoy() && convoyedAttackerOriginAllowed));
      }
      dislodgedUnits = du.build();
      options = ob.build();
    }
    long[] standoffArray = null; // null, as the builder leaves it, when there is no standoff
    if (standoffCount > 0) {
      standoffArray = new long[t.words]; // a bit per province, as the position keeps them
      for (int k = 0; k < moveCount; k++) {
        int d = moveDest[moves[k]];
        if (standoff[d]) {
          standoffArray[d >>> 6] |= 1L << d;
        }
      }
    }
    Phase nextPhase = nextPhase(pos.phase());
    if ((dislodgedArray != null || standoffArray != null) && nextPhase.type() != PhaseType.RETREAT) {
      // What Position.Builder.build() refused: retreat content outside a retreat phase.
      throw new IllegalArgumentException(nextPhase + " is no retreat phase, yet the phase dislodged units or left"
          + " standoffs");
    }
    Position next = ACCESS.next(pos, nextPhase, after, nextCount, dislodgedArray, standoffArray);
    ImmutableSet<Province> byConvoy = movesByConvoy();
    clear();
    return RESULTS.movement(pos, results, dislodgedUnits, options, next, r.paradoxFallbackUsed, byConvoy);
  }

  /**
   * The provinces of the armies whose moves went by convoy in the end. Only the complete result asks, and a convoy is
   * rare: one pass over the moves, and no set built for the usual phase without one.
   */
  private ImmutableSet<Province> movesByConvoy() {
    ImmutableSet.Builder<Province> b = null;
    for (int k = 0, moveCount = r.moveCount; k < moveCount; k++) {
      int p = r.moves[k];
      if (r.convoyIntent[p] && r.byConvoy(p) == 1) {
        if (b == null) {
          b = ImmutableSet.builder();
        }
        b.add(t.provinceArray[p]);
      }
    }
    return b == null ? ImmutableSet.of() : b.build();
  }

  /** A result per order, in the order given. */
  private ImmutableList<OrderResult> results(CompiledOrder[] cs, int m, int[] chosen) {
    final int[] dislodgedBy = this.dislodgedBy;
    ImmutableList<Province> none = ImmutableList.of();
    // A builder of the exact size hands its array to the list: no copy.
    ImmutableList.Builder<OrderResult> results = ImmutableList.builderWithExpectedSize(m);
    for (int i = 0; i < m; i++) {
      CompiledOrder c = cs[i];
      boolean dislodged = c.province >= 0 && r.unitPower[c.province] >= 0 && dislodgedBy[c.province] >= 0;
      if (c.illegal != null) {
        results.add(new OrderResult(c.order, c.illegal, none, dislodged));
      } else if (chosen[c.province] < 0) {
        results.add(new OrderResult(c.order, Reason.MULTIPLE_ORDERS, none, dislodged));
      } else {
        results.add(explain(c.order, c.province, dislodged, dislodgedBy));
      }
    }
    return results.build();
  }

  /** The locations the unit dislodged in p may retreat to, in location order. */
  private ImmutableList<Location> retreatOptions(Position pos, DislodgedUnit d, int p, boolean originAllowed) {
    Unit u = d.unit();
    if (t.dummyRetreats && DummyRules.destroyedWhenDislodgedAt(pos, u.power())) {
      return ImmutableList.of(); // a dummy's unit, destroyed without a retreat (DPjudge's Game.py lines 3795-3797)
    }
    int a = dislodgedBy[p];
    ImmutableList.Builder<Location> opts = ImmutableList.builder();
    // A province shut this season takes no retreat (loeb9's Arctic outside Spring); null on the standard map.
    boolean[] shut = t.seasonal ? t.shutIn(pos.phase().season()) : null;
    if (u.type() == UnitType.FLEET) {
      int loc = u.location().index();
      for (int to : t.fleetAdj[loc]) {
        if (retreatable(t.provinceOf[to], a, originAllowed)
            && !(t.ownerBorders && t.closed(loc, t.provinceOf[to], u.power().index(), pos))
            && !(shut != null && shut[t.provinceOf[to]])) {
          opts.add(map.locations().get(to));
        }
      }
    } else {
      for (int tp : t.armyAdj[p]) {
        if (retreatable(tp, a, originAllowed) && !(shut != null && shut[tp])) {
          opts.add(map.provinces().get(tp).location());
        }
      }
    }
    return opts.build();
  }

  /** The unit dislodged in p, with its attacker's origin and whether that attack came by convoy. */
  private DislodgedUnit dislodgedUnit(Position pos, int p) {
    int a = dislodgedBy[p];
    return new DislodgedUnit(pos.unitAtIndex(p), t.provinceArray[a], r.byConvoy(a) == 1);
  }

  /** Clears what {@link #readOut} wrote (entries of the moves and their destinations only), for the next call. */
  private void clear() {
    final int[] moves = r.moves;
    final int[] moveDest = r.moveDest;
    for (int k = 0, moveCount = r.moveCount; k < moveCount; k++) {
      int p = moves[k];
      int d = moveDest[p];
      moved[p] = false;
      dislodgedBy[d] = -1;
      arrived[d] = false;
      standoff[d] = false;
    }
  }

  private static Phase nextPhase(Phase phase) {
    return phase.type() == PhaseType.MOVEMENT ? phase.next() : phase;
  }

  /** Whether a unit stands in the province after the phase: one arrived, or its own unit stayed. */
  private boolean occupied(int p) {
    return arrived[p] || r.unitPower[p] >= 0 && !moved[p];
  }

  private boolean retreatable(int to, int attacker, boolean attackerAllowed) {
    if (occupied(to) || standoff[to]) {
      return false;
    }
    return to != attacker || attackerAllowed;
  }

  private OrderResult explain(Order order, int p, boolean dislodged, int[] dislodgedBy) {
    ImmutableList<Province> none = ImmutableList.of();
    switch (r.kind[p]) {
      case MOVE: {
        if (r.resolution[p]) {
          return new OrderResult(order, Reason.MOVED, none, false);
        }
        if (r.convoyIntent[p] && r.path(p) == 0 && !r.landFallback[p]) {
          List<Province> disrupted = new ArrayList<>();
          boolean paradox = false;
          for (int f = r.convoyHead[p]; f >= 0; f = r.convoyNext[f]) {
            if (r.paradoxHeld[f]) {
              paradox = true;
            } else if (dislodgedBy[f] >= 0) {
              disrupted.add(map.provinces().get(f));
            }
          }
          if (paradox) {
            return new OrderResult(order, Reason.CONVOY_PARADOX, none, dislodged);
          }
          if (!disrupted.isEmpty()) {
            return new OrderResult(order, Reason.CONVOY_DISRUPTED, ImmutableList.copyOf(disrupted), dislodged);
          }
          return new OrderResult(order, Reason.NO_CONVOY_ROUTE, none, dislodged);
        }
        int attack = r.attackStrength(p);
        int d = r.moveDest[p];
        // Usually one bouncer: no list is built for it.
        Province firstBouncer = null;
        ImmutableList.Builder<Province> bouncers = null;
        for (int q = r.movesIntoHead[d]; q >= 0; q = r.movesIntoNext[q]) {
          if (q != p && r.preventStrength(q) >= attack) {
            Province b = t.provinceArray[q];
            if (firstBouncer == null) {
              firstBouncer = b;
            } else {
              if (bouncers == null) {
                bouncers = ImmutableList.<Province>builder().add(firstBouncer);
              }
              bouncers.add(b);
            }
          }
        }
        if (firstBouncer != null) {
          return new OrderResult(order, Reason.BOUNCED,
              bouncers == null ? ImmutableList.of(firstBouncer) : bouncers.build(), dislodged);
        }
        return new OrderResult(order, Reason.FAILED_TO_DISLODGE, ImmutableList.of(map.provinces().get(d)),
            dislodged);
      }
      case SUPPORT_HOLD:
      case SUPPORT_MOVE: {
        if (!r.valid[p]) {
          return new OrderResult(order, Reason.SUPPORT_VOID, none, dislodged);
        }
        if (r.resolution[p]) {
          return new OrderResult(order, Reason.SUPPORT_GIVEN, none, dislodged);
        }
        List<Province> cutters = new ArrayList<>();
        for (int q = r.movesIntoHead[p]; q >= 0; q = r.movesIntoNext[q]) {
          if (r.cuts(q, p) == 1) {
            cutters.add(map.provinces().get(q));
          }
        }
        return new OrderResult(order, Reason.SUPPORT_CUT, ImmutableList.copyOf(cutters), dislodged);
      }
      case CONVOY: {
        if (!r.valid[p]) {
          return new OrderResult(order, Reason.CONVOY_VOID, none, dislodged);
        }
        if (r.paradoxHeld[p]) {
          return new OrderResult(order, Reason.CONVOY_PARADOX, none, dislodged);
        }
        if (dislodged) {
          return new OrderResult(order, Reason.DISLODGED, ImmutableList.of(map.provinces().get(dislodgedBy[p])), true);
        }
        return new OrderResult(order, Reason.CONVOYED, none, false);
      }
      default:
        if (dislodged) {
          return new OrderResult(order, Reason.DISLODGED, ImmutableList.of(map.provinces().get(dislodgedBy[p])), true);
        }
        return new OrderResult(order, Reason.HELD, none, false);
    }
  }
}
