package io.github.dipjudge.adjudicate;

import static com.google.common.base.Preconditions.checkNotNull;
import static io.github.dipjudge.adjudicate.MovementResolver.CONVOY;
import static io.github.dipjudge.adjudicate.MovementResolver.HOLD;
import static io.github.dipjudge.adjudicate.MovementResolver.MOVE;
import static io.github.dipjudge.adjudicate.MovementResolver.SUPPORT_HOLD;
import static io.github.dipjudge.adjudicate.MovementResolver.SUPPORT_MOVE;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Convoy;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.SupportHold;
import io.github.dipjudge.order.SupportMove;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.order.UnitRef;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import io.github.dipjudge.rules.Rulebook.ConvoyToAdjacentProvince;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A movement phase from order values to a complete {@link MovementResult}: compile (orders to dense arrays,
 * legality per DATC 4.E.1, one order per unit per 4.D.3, matching of supports and convoys), resolve
 * ({@link MovementResolver}), read out (outcomes with reasons, dislodgements, standoffs, retreat options, the next
 * position). Not thread-safe; reuses its arrays between calls.
 */
final class MovementAdjudicator {
  private final GameMap map;
  private final MapTables t;
  final MovementResolver r;
  private final int n;

  // per-province scratch
  private final int[] chosen; // index of the order carried out for the unit, or -1
  private final Location[] writtenSupportDest;
  private final boolean[] ordered; // power index -> has any order (for 4.D.9)
  private final int[] bfsQueue;
  private final ConvoyChains chains;
  private final int[] orderCount;
  private final boolean[] candidateScratch;
  private final int[] candidateHead; // army province -> first matching convoy order's fleet
  private final int[] candidateNext;
  private final int[] touchedArmies;
  private int touchedCount;
  private final boolean[] moved;
  private final int[] dislodgedBy;
  private final boolean[] occupied;
  private final boolean[] standoff;
  private final long[] bitsA;

  MovementAdjudicator(MapTables t) {
    this.t = t;
    this.map = t.map;
    this.n = t.provinces;
    this.r = new MovementResolver(t);
    this.chosen = new int[n];
    Arrays.fill(chosen, -1);
    this.writtenSupportDest = new Location[n];
    this.ordered = new boolean[map.powers().size()];
    this.bfsQueue = new int[n];
    this.chains = new ConvoyChains(t);
    this.orderCount = new int[n];
    this.candidateScratch = new boolean[n];
    this.candidateHead = new int[n];
    Arrays.fill(candidateHead, -1);
    this.candidateNext = new int[n];
    this.touchedArmies = new int[n];
    this.moved = new boolean[n];
    this.dislodgedBy = new int[n];
    Arrays.fill(dislodgedBy, -1);
    this.occupied = new boolean[n];
    this.standoff = new boolean[n];
    this.bitsA = new long[t.words];
  }

  /** A compiled order: what it asks, or why it is illegal. */
  private static final class Compiled {
    Order order;
    Reason illegal;
    int province = -1;
    byte kind;
    int dest = -1;
    int destLoc = -1;
    int target = -1;
    boolean via;
    int[] path;
    boolean designationDoubt; // 4.C.x option C: valid unless another order is better written

    Compiled reset(Order order) {
      this.order = order;
      illegal = null;
      province = -1;
      kind = HOLD;
      dest = -1;
      destLoc = -1;
      target = -1;
      via = false;
      path = null;
      designationDoubt = false;
      return this;
    }
  }

  private Compiled[] pool = new Compiled[0];
  private int m;

  MovementResult adjudicate(Position pos, List<? extends Order> orders, Rulebook rules) {
    prepare(pos, orders, rules);
    r.resolveAll();
    return readOut(pos);
  }

  /** Compiles the phase and links it for resolution; {@link #resolveAgain()} may then run the resolve step. */
  void prepare(Position pos, List<? extends Order> orders, Rulebook rules) {
    for (int k = 0; k < r.unitCount; k++) {
      int p = r.units[k];
      chosen[p] = -1;
      writtenSupportDest[p] = null;
      candidateScratch[p] = false;
      orderCount[p] = 0;
    }
    r.reset(rules);
    Arrays.fill(ordered, false);
    r.onRouteFlags = null;
    List<Unit> units = pos.units();
    for (int k = 0, size = units.size(); k < size; k++) {
      Unit u = units.get(k);
      r.addUnit(u.province().index(), u.power().index(), u.type() == UnitType.FLEET, u.location().index());
    }
    chains.setBoard(r.units, r.unitCount, r.unitFleet);
    m = orders.size();
    if (pool.length < m) {
      Compiled[] bigger = Arrays.copyOf(pool, Math.max(m, pool.length * 2));
      for (int i = pool.length; i < bigger.length; i++) {
        bigger[i] = new Compiled();
      }
      pool = bigger;
    }
    Compiled[] cs = pool;
    for (int i = 0; i < m; i++) {
      compile(cs[i], checkNotNull(orders.get(i), "order %s of %s is null", i, m), rules);
      if (cs[i].illegal == null && cs[i].province >= 0) {
        ordered[r.unitPower[cs[i].province]] = true;
      }
    }
    chooseOrders(cs, rules);
    for (int k = 0; k < r.unitCount; k++) {
      int p = r.units[k];
      int i = chosen[p];
      if (i < 0) {
        continue;
      }
      Compiled c = cs[i];
      r.kind[p] = c.kind;
      switch (c.kind) {
        case MOVE:
          r.moveDest[p] = c.dest;
          r.moveDestLoc[p] = c.destLoc;
          if (t.crossings) {
            // The border's weight; on a map without special borders the resolver never reads it, so the standard
            // map pays one predictable branch here and nothing more.
            r.moveWeight[p] = t.weight(r.unitLoc[p], c.dest);
          }
          r.moves[r.moveCount++] = p;
          break;
        case SUPPORT_HOLD:
          r.supTarget[p] = c.target;
          r.supports[r.supportCount++] = p;
          break;
        case SUPPORT_MOVE:
          r.supTarget[p] = c.target;
          r.supDest[p] = c.dest;
          writtenSupportDest[p] = ((SupportMove) c.order).destination();
          r.supports[r.supportCount++] = p;
          break;
        case CONVOY:
          r.supTarget[p] = c.target;
          r.supDest[p] = c.dest;
          r.convoys[r.convoyCount++] = p;
          break;
        default:
      }
    }
    match(cs, rules);
    r.link();
  }

  /** Reads out the result of the prepared and resolved phase. */
  MovementResult readOutResult(Position pos) {
    return readOut(pos);
  }

  /** Runs the resolve step again on the prepared phase (for benchmarks): clears the decisions and resolves. */
  void resolveAgain() {
    r.clearDecisions();
    r.resolveAll();
  }

  // ============================================================================================ compile

  /**
   * Compiles one order. Dispatches on the record class once, so that every accessor afterwards is a monomorphic call
   * on a final class (interface calls on five order kinds were the largest cost of this step).
   */
  private Compiled compile(Compiled c, Order o, Rulebook rules) {
    c.reset(o);
    if (o instanceof Move) {
      Move m = (Move) o;
      t.own(m.destination());
      for (Province p : m.convoyPath()) {
        t.own(p);
      }
      if (unitChecks(c, m.power(), m.unitType(), m.location(), rules)) {
        compileMove(m, c, rules);
      }
    } else if (o instanceof SupportMove) {
      SupportMove sm = (SupportMove) o;
      ownRef(sm.supported());
      t.own(sm.destination());
      if (unitChecks(c, sm.power(), sm.unitType(), sm.location(), rules)) {
        compileSupportMove(sm, c, rules);
      }
    } else if (o instanceof SupportHold) {
      SupportHold sh = (SupportHold) o;
      ownRef(sh.supported());
      if (unitChecks(c, sh.power(), sh.unitType(), sh.location(), rules)) {
        compileSupportHold(sh, c, rules);
      }
    } else if (o instanceof io.github.dipjudge.order.Hold) {
      io.github.dipjudge.order.Hold h = (io.github.dipjudge.order.Hold) o;
      if (unitChecks(c, h.power(), h.unitType(), h.location(), rules)) {
        c.kind = HOLD;
      }
    } else if (o instanceof Convoy) {
      Convoy cv = (Convoy) o;
      ownRef(cv.army());
      t.own(cv.destination());
      if (unitChecks(c, cv.power(), cv.unitType(), cv.location(), rules)) {
        compileConvoy(cv, c, rules);
      }
    } else {
      OrderChecks.checkOnMap(o, map);
      c.illegal = Reason.WRONG_PHASE;
      if (o instanceof UnitOrder) {
        c.province = ((UnitOrder) o).location().province().index();
      }
    }
    return c;
  }

  /**
   * The checks every order of a unit passes: the map owns what it names, a unit is there, of the issuing power, of the
   * written type (DATC 4.C.1, 4.C.2) and coast (4.B.5, 4.B.6). Returns whether the order may be compiled further.
   */
  private boolean unitChecks(Compiled c, Optional<Power> power, Optional<UnitType> type, Location loc,
      Rulebook rules) {
    int li = t.own(loc);
    if (power.isPresent()) {
      t.own(power.get());
    }
    int p = t.provinceOf[li];
    c.province = p;
    if (r.unitPower[p] < 0) {
      c.illegal = Reason.NO_UNIT;
      return false;
    }
    if (power.isPresent() && power.get().index() != r.unitPower[p]) {
      c.illegal = Reason.FOREIGN_UNIT;
      return false;
    }
    boolean fleet = r.unitFleet[p];
    Reason designation = checkDesignation(type, fleet, rules, c);
    if (designation != null) {
      c.illegal = designation;
      return false;
    }
    if (loc.isCoast() && li != r.unitLoc[p]) {
      if (fleet && rules.wrongCoastOfUnit() == Rulebook.WrongCoastOfOrderedUnit.A_ILLEGAL) {
        c.illegal = Reason.WRONG_COAST_OF_UNIT;
        return false;
      }
      if (!fleet && rules.unknownCoast() == Rulebook.UnknownOrIrrelevantCoast.A_ILLEGAL) {
        c.illegal = Reason.IRRELEVANT_COAST;
        return false;
      }
    }
    return true;
  }

  private void ownRef(UnitRef ref) {
    t.own(ref.location());
    if (ref.nationality().isPresent()) {
      t.own(ref.nationality().get());
    }
  }

  /** 4.C.1 and 4.C.2 for a named unit type against the actual one; null when acceptable. */
  private static Reason checkDesignation(Optional<UnitType> written, boolean fleet, Rulebook rules,
      Compiled c) {
    if (written.isEmpty()) {
      Rulebook.MissingUnitType o = rules.missingUnitType();
      return designationRule(o == Rulebook.MissingUnitType.A_INVALID,
          o == Rulebook.MissingUnitType.C_VALID_UNLESS_OTHER_ORDER, Reason.MISSING_UNIT_TYPE, c);
    }
    if ((written.get() == UnitType.FLEET) != fleet) {
      Rulebook.WrongUnitType o = rules.wrongUnitType();
      return designationRule(o == Rulebook.WrongUnitType.A_INVALID,
          o == Rulebook.WrongUnitType.C_VALID_UNLESS_OTHER_ORDER, Reason.WRONG_UNIT_TYPE, c);
    }
    return null;
  }

  /** 4.C.5 and 4.C.6 for the nationality written in a support or convoy; null when acceptable. */
  private Reason checkNationality(UnitRef ref, int target, int orderer, Rulebook rules, Compiled c) {
    int actual = r.unitPower[target];
    if (ref.nationality().isEmpty()) {
      if (actual == orderer) {
        return null;
      }
      Rulebook.MissingNationality o = rules.missingNationality();
      return designationRule(o == Rulebook.MissingNationality.A_INVALID,
          o == Rulebook.MissingNationality.C_VALID_UNLESS_OTHER_ORDER, Reason.MISSING_NATIONALITY, c);
    }
    if (ref.nationality().get().index() != actual) {
      Rulebook.WrongNationality o = rules.wrongNationality();
      return designationRule(o == Rulebook.WrongNationality.A_INVALID,
          o == Rulebook.WrongNationality.C_VALID_UNLESS_OTHER_ORDER, Reason.WRONG_NATIONALITY, c);
    }
    return null;
  }

  /**
   * The common shape of 4.C.1, 4.C.2, 4.C.5 and 4.C.6: option a makes the order invalid; option c keeps it valid
   * unless the unit has another order (marked on the compiled order); option b keeps it valid.
   */
  private static Reason designationRule(boolean invalid, boolean validUnlessOtherOrder, Reason reason, Compiled c) {
    if (invalid) {
      return reason;
    }
    if (validUnlessOtherOrder) {
      c.designationDoubt = true;
    }
    return null;
  }

  private void compileMove(Move o, Compiled c, Rulebook rules) {
    int p = c.province;
    Location dl = o.destination();
    int d = dl.province().index();
    c.kind = MOVE;
    c.dest = d;
    c.via = o.viaConvoy();
    if (d == p) {
      c.illegal = Reason.MOVE_TO_OWN_PROVINCE;
      return;
    }
    if (r.unitFleet[p]) {
      if (c.via) {
        c.illegal = Reason.CONVOY_OF_FLEET;
        return;
      }
      if (!t.isSea[d] && !t.isCoastal[d]) {
        c.illegal = Reason.FLEET_TO_LAND;
        return;
      }
      int loc = r.unitLoc[p];
      if (t.splitCoasts[d]) {
        int reachable = 0;
        int only = -1;
        for (int cl : t.coastsOf[d]) {
          if (t.fleetAdjacentLoc(loc, cl)) {
            reachable++;
            only = cl;
          }
        }
        if (dl.isCoast()) {
          if (t.fleetAdjacentLoc(loc, dl.index())) {
            c.destLoc = dl.index();
          } else if (reachable == 0) {
            c.illegal = Reason.NOT_ADJACENT;
          } else if (rules.impossibleCoast() == Rulebook.ImpossibleCoast.A_COAST_IGNORED && reachable == 1) {
            c.destLoc = only;
          } else {
            c.illegal = Reason.IMPOSSIBLE_COAST;
          }
        } else if (reachable == 0) {
          c.illegal = Reason.NOT_ADJACENT;
        } else if (reachable == 1
            && rules.omittedCoastOneCoast() == Rulebook.OmittedCoastOneCoastPossible.A_MOVE_TO_THAT_COAST) {
          c.destLoc = only;
        } else {
          c.illegal = Reason.MISSING_COAST;
        }
      } else if (t.fleetAdjacentLoc(loc, d)) {
        c.destLoc = d;
      } else {
        c.illegal = Reason.NOT_ADJACENT;
      }
      return;
    }
    // Army.
    if (t.isSea[d]) {
      c.illegal = Reason.ARMY_TO_SEA;
      return;
    }
    if (!t.isLand[d]) {
      c.illegal = Reason.NOT_ADJACENT;
      return;
    }
    if (dl.isCoast() && rules.unknownCoast() == Rulebook.UnknownOrIrrelevantCoast.A_ILLEGAL) {
      c.illegal = Reason.IRRELEVANT_COAST;
      return;
    }
    c.destLoc = d;
    boolean adjacent = t.armyAdjacent(p, d);
    if (!adjacent || c.via) {
      if (!chains.chainExists(p, d, -1)) {
        if (!adjacent) {
          c.illegal = Reason.NOT_ADJACENT;
          return;
        }
        // "Via convoy" without any possible chain can never be valid, unless the rulebook falls back to the land
        // route (2000 as seed 002 reads it; webDiplomacy when no convoy orders chain) or ignores the words (1971).
        ConvoyToAdjacentProvince rule = rules.convoyToAdjacent();
        if (rule != ConvoyToAdjacentProvince.RULE_2000_FALLBACK && rule != ConvoyToAdjacentProvince.RULE_1971
            && rule != ConvoyToAdjacentProvince.EXPLICIT_VIA_LAND_WITHOUT_CHAIN) {
          c.illegal = Reason.NO_CONVOY_CHAIN;
          return;
        }
      }
    }
    if (!o.convoyPath().isEmpty() && rules.convoyPath() != Rulebook.ConvoyPathSpecification.A_IGNORED) {
      int[] path = new int[o.convoyPath().size()];
      for (int i = 0; i < path.length; i++) {
        path[i] = o.convoyPath().get(i).index();
      }
      c.path = path;
    }
  }

  private void compileSupportHold(SupportHold o, Compiled c, Rulebook rules) {
    int s = c.province;
    c.kind = SUPPORT_HOLD;
    int x = o.supported().location().province().index();
    c.target = x;
    if (!supportedUnitChecks(c, s, x, x == s, o.supported(), rules)) {
      return;
    }
    if (!t.canReach(r.unitFleet[s], r.unitLoc[s], x)) {
      c.illegal = Reason.SUPPORT_UNREACHABLE;
    } else if (t.crossings && !t.canSupport(r.unitFleet[s], r.unitLoc[s], x)) {
      c.illegal = Reason.SUPPORT_ACROSS_BORDER;
    }
  }

  /**
   * The checks both kinds of support pass: not of the supporter's own province, a unit there, of the written type and
   * nationality (DATC 4.C.1, 4.C.2, 4.C.5, 4.C.6). Returns whether the support may be compiled further.
   */
  private boolean supportedUnitChecks(Compiled c, int s, int x, boolean ownProvince, UnitRef supported,
      Rulebook rules) {
    if (ownProvince) {
      c.illegal = Reason.SUPPORT_OWN_PROVINCE;
      return false;
    }
    if (r.unitPower[x] < 0) {
      c.illegal = Reason.SUPPORT_NO_UNIT;
      return false;
    }
    Reason ref = checkDesignation(supported.type(), r.unitFleet[x], rules, c);
    if (ref == null) {
      ref = checkNationality(supported, x, r.unitPower[s], rules, c);
    }
    if (ref != null) {
      c.illegal = ref;
      return false;
    }
    return true;
  }

  private void compileSupportMove(SupportMove o, Compiled c, Rulebook rules) {
    int s = c.province;
    c.kind = SUPPORT_MOVE;
    int x = o.supported().location().province().index();
    int y = o.destination().province().index();
    c.target = x;
    c.dest = y;
    if (!supportedUnitChecks(c, s, x, x == s || y == s, o.supported(), rules)) {
      return;
    }
    if (!t.canReach(r.unitFleet[s], r.unitLoc[s], y)) {
      c.illegal = Reason.SUPPORT_UNREACHABLE;
      return;
    }
    if (t.crossings && !t.canSupport(r.unitFleet[s], r.unitLoc[s], y)) {
      c.illegal = Reason.SUPPORT_ACROSS_BORDER;
      return;
    }
    if (x == y || !movePossible(x, o.destination(), s)) {
      c.illegal = Reason.SUPPORT_IMPOSSIBLE_MOVE;
    }
  }

  /** Whether the unit in x could legally move to the written destination, without the unit in {@code exclude}. */
  private boolean movePossible(int x, Location dl, int exclude) {
    int y = dl.province().index();
    if (r.unitFleet[x]) {
      if (!t.isSea[y] && !t.isCoastal[y]) {
        return false;
      }
      int loc = r.unitLoc[x];
      if (dl.isCoast()) {
        return t.fleetAdjacentLoc(loc, dl.index());
      }
      return t.fleetReachesProvince(loc, y);
    }
    if (!t.isLand[y]) {
      return false;
    }
    return t.armyAdjacent(x, y) || chains.chainExists(x, y, exclude);
  }

  private void compileConvoy(Convoy o, Compiled c, Rulebook rules) {
    int f = c.province;
    c.kind = CONVOY;
    int a = o.army().location().province().index();
    int d = o.destination().province().index();
    c.target = a;
    c.dest = d;
    if (!r.unitFleet[f]) {
      c.illegal = Reason.CONVOY_BY_ARMY;
      return;
    }
    if (!t.canConvoy[f]) {
      c.illegal = Reason.CONVOY_NOT_AT_SEA;
      return;
    }
    if (r.unitPower[a] < 0) {
      c.illegal = Reason.CONVOY_NO_ARMY;
      return;
    }
    if (r.unitFleet[a]) {
      c.illegal = Reason.CONVOY_OF_FLEET;
      return;
    }
    Reason ref = checkDesignation(o.army().type(), false, rules, c);
    if (ref == null) {
      ref = checkNationality(o.army(), a, r.unitPower[f], rules, c);
    }
    if (ref != null) {
      c.illegal = ref;
      return;
    }
    if (!t.isLand[d] || d == a) {
      c.illegal = Reason.CONVOY_IMPOSSIBLE_DESTINATION;
      return;
    }
    if (!chains.convoyNeeded(f, a, d)) {
      c.illegal = Reason.CONVOY_NOT_NEEDED;
    }
  }

  // ============================================================================================ one order per unit

  private void chooseOrders(Compiled[] cs, Rulebook rules) {
    // Group the legal orders per province in given order; apply 4.C.x option C and 4.D.3.
    int[] count = orderCount;
    for (int i = 0; i < m; i++) {
      Compiled c = cs[i];
      if (c.illegal == null) {
        count[c.province]++;
      }
    }
    for (int i = 0; i < m; i++) {
      Compiled c = cs[i];
      if (c.illegal != null) {
        continue;
      }
      int p = c.province;
      if (count[p] == 1) {
        chosen[p] = i;
        continue;
      }
      if (chosen[p] != -1 || count[p] < 0) {
        continue; // already decided for this province
      }
      List<Integer> list = new ArrayList<>();
      for (int j = i; j < m; j++) {
        if (cs[j].illegal == null && cs[j].province == p) {
          list.add(j);
        }
      }
      // Identical orders count as one.
      List<Integer> distinct = new ArrayList<>();
      for (int j : list) {
        boolean dup = false;
        for (int k : distinct) {
          if (sameOrder(cs[j].order, cs[k].order)) {
            dup = true;
            break;
          }
        }
        if (!dup) {
          distinct.add(j);
        }
      }
      // 4.C.x option C: an order with a doubtful designation gives way to a well-written one.
      boolean anyClear = false;
      for (int j : distinct) {
        anyClear |= !cs[j].designationDoubt;
      }
      if (anyClear) {
        List<Integer> clear = new ArrayList<>();
        for (int j : distinct) {
          if (cs[j].designationDoubt) {
            // With its repeats: identical orders count as one, and get one result whatever the listing.
            for (int k : list) {
              if (k == j || cs[k].illegal == null && sameOrder(cs[k].order, cs[j].order)) {
                cs[k].illegal = Reason.SUPERSEDED;
              }
            }
          } else {
            clear.add(j);
          }
        }
        distinct = clear;
      }
      int pick;
      if (distinct.size() == 1) {
        pick = distinct.get(0);
      } else {
        switch (rules.multipleOrders()) {
          case A_FIRST:
            pick = distinct.get(0);
            break;
          case B_LAST:
            // The last order listed, not the last of the distinct ones: with X, Y, X the unit carries out X, as
            // the retreat and adjustment phases read "the last order is used".
            pick = -1;
            for (int q = list.size() - 1; q >= 0 && pick == -1; q--) {
              if (cs[list.get(q)].illegal == null) {
                pick = list.get(q);
              }
            }
            break;
          default:
            pick = -1;
        }
      }
      for (int j : list) {
        if (cs[j].illegal != null) {
          continue;
        }
        if (pick == -1) {
          cs[j].illegal = Reason.MULTIPLE_ORDERS;
        } else if (!sameOrder(cs[j].order, cs[pick].order)) {
          cs[j].illegal = Reason.SUPERSEDED;
        }
      }
      chosen[p] = pick == -1 ? -2 : pick;
      count[p] = -1;
    }
    for (int k = 0; k < r.unitCount; k++) {
      int p = r.units[k];
      if (chosen[p] == -2) {
        chosen[p] = -1;
      }
    }
  }

  /** Whether two orders ask the same thing (the issuing power aside). */
  private boolean sameOrder(Order a, Order b) {
    if (a.equals(b)) {
      return true;
    }
    Power any = map.powers().get(0);
    return a.withPower(any).equals(b.withPower(any));
  }

  // ============================================================================================ matching

  private void match(Compiled[] cs, Rulebook rules) {
    ConvoyToAdjacentProvince adjacentRule = rules.convoyToAdjacent();
    // Convoy orders that match a move (before deciding whether the move goes by convoy).
    boolean[] candidate = candidateScratch;
    boolean candidatesFound = false;
    for (int i = 0; i < touchedCount; i++) {
      candidateHead[touchedArmies[i]] = -1;
    }
    touchedCount = 0;
    for (int kf = 0; kf < r.convoyCount; kf++) {
      int f = r.convoys[kf];
      int a = r.supTarget[f];
      candidate[f] = r.kind[a] == MOVE && r.moveDest[a] == r.supDest[f] && !r.unitFleet[a];
      if (candidate[f]) {
        candidatesFound = true;
        candidateNext[f] = candidateHead[a];
        candidateHead[a] = f;
        touchedArmies[touchedCount++] = a;
      }
    }
    // Which army moves go by convoy (DATC 4.A.3).
    for (int km = 0; km < r.moveCount; km++) {
      int p = r.moves[km];
      if (r.unitFleet[p]) {
        continue;
      }
      int d = r.moveDest[p];
      Compiled c = cs[chosen[p]];
      boolean needs = !t.armyAdjacent(p, d);
      boolean intent;
      boolean fallback = false;
      if (needs) {
        intent = true;
      } else {
        boolean own = false;
        boolean any = false;
        if (candidatesFound) {
          for (int f = candidateHead[p]; f >= 0; f = candidateNext[f]) {
            any = true;
            own |= r.unitPower[f] == r.unitPower[p];
          }
        }
        switch (adjacentRule) {
          case RULE_2023:
            intent = c.via || own;
            break;
          case RULE_2000_FALLBACK:
            intent = c.via || own;
            fallback = true;
            break;
          case RULE_1982:
            intent = c.via || own;
            break;
          case RULE_1971:
            intent = any && r.unitPower[d] >= 0 && r.kind[d] == MOVE && r.moveDest[d] == p;
            fallback = true;
            break;
          case EXPLICIT_VIA_LAND_WITHOUT_CHAIN:
            // webDiplomacy (loadConvoyChains.php): without a chain of matching convoy orders, by land.
            intent = c.via && any && convoyOrdersChain(p, d);
            break;
          default:
            intent = c.via;
        }
      }
      r.convoyIntent[p] = intent;
      r.landFallback[p] = intent && fallback && !needs;
      if (intent && t.crossings) {
        r.moveWeight[p] = 0; // by convoy: the weight of its route's last step, known only as the fleets are
      }
      if (intent && needs && c.path == null
          && rules.convoyPath() == Rulebook.ConvoyPathSpecification.C_REQUIRED) {
        r.noPathOrdered[p] = true;
      }
    }
    // Valid convoys: matching a move that goes by convoy.
    for (int kf = 0; kf < r.convoyCount; kf++) {
      int f = r.convoys[kf];
      r.valid[f] = candidate[f] && r.convoyIntent[r.supTarget[f]];
    }
    // Written convoy paths (4.A.6 b, c): each named sea must hold a valid convoying fleet, in a chain.
    for (int km = 0; km < r.moveCount; km++) {
      int p = r.moves[km];
      if (!r.convoyIntent[p]) {
        continue;
      }
      int[] path = cs[chosen[p]].path;
      if (path == null) {
        continue;
      }
      boolean ok = true;
      for (int f : path) {
        ok &= t.canConvoy[f];
      }
      ok = ok && MapTables.get(t.seaTouches[path[0]], p)
          && MapTables.get(t.seaTouches[path[path.length - 1]], r.moveDest[p]);
      for (int i = 0; ok && i < path.length; i++) {
        int f = path[i];
        ok = r.kind[f] == CONVOY && r.valid[f] && r.supTarget[f] == p
            && (i == 0 || MapTables.get(t.seaTouches[path[i - 1]], f));
      }
      if (ok) {
        r.writtenPath[p] = path;
      } else {
        r.noPathOrdered[p] = true;
      }
    }
    // 4.A.1 a: the fleets that lie on some route of each army.
    if (r.convoyCount > 0
        && rules.multiRouteConvoyDisruption() == Rulebook.MultiRouteConvoyDisruption.A_ONE_ROUTE_DISRUPTED) {
      boolean[] onRoute = new boolean[n];
      for (int ka = 0; ka < r.moveCount; ka++) {
        int a = r.moves[ka];
        if (!r.convoyIntent[a]) {
          continue;
        }
        long[] fromA = componentOf(a, a);
        long[] fromD = componentOf(a, r.moveDest[a]);
        for (int kf = 0; kf < r.convoyCount; kf++) {
          int f = r.convoys[kf];
          if (r.valid[f] && r.supTarget[f] == a && MapTables.get(fromA, f)
              && MapTables.get(fromD, f)) {
            onRoute[f] = true;
          }
        }
      }
      r.onRouteFlags = onRoute;
    }
    // 2000 paradox rule: the fleets each army cannot do without.
    if (r.convoyCount > 0 && rules.convoyParadox() == Rulebook.ConvoyParadoxRule.RULE_2000) {
      for (int kf = 0; kf < r.convoyCount; kf++) {
        int f = r.convoys[kf];
        if (r.valid[f]) {
          r.necessary[f] = !routeWithout(r.supTarget[f], f);
        }
      }
    }
    // Supports: valid when they match.
    for (int ks = 0; ks < r.supportCount; ks++) {
      int s = r.supports[ks];
      if (r.kind[s] == SUPPORT_HOLD) {
        int x = r.supTarget[s];
        boolean ok = r.kind[x] != MOVE;
        if (ok && rules.holdSupportInCivilDisorder() == Rulebook.HoldSupportInCivilDisorder.A_FAILS
            && !ordered[r.unitPower[x]] && r.unitPower[x] != r.unitPower[s]) {
          ok = false;
        }
        r.valid[s] = ok;
      } else {
        int x = r.supTarget[s];
        boolean ok = r.kind[x] == MOVE && r.moveDest[x] == r.supDest[s];
        if (ok && r.unitFleet[x] && t.splitCoasts[r.supDest[s]]) {
          Location written = writtenSupportDest[s];
          if (written.isCoast()) {
            ok = written.index() == r.moveDestLoc[x];
          } else {
            switch (rules.supportCoast()) {
              case OMIT_ALLOWED_OWN_UNIT:
                ok = r.unitPower[x] == r.unitPower[s];
                break;
              case REQUIRED:
                ok = false;
                break;
              default:
            }
          }
        }
        r.valid[s] = ok;
      }
    }
  }

  /**
   * Whether the convoy orders matching army a's move to d (the candidates, of any power, whatever becomes of them)
   * form a chain of fleets from a to d: a breadth-first search over the candidates, on the reused scratch.
   */
  private boolean convoyOrdersChain(int a, int d) {
    long[] seen = bitsA;
    Arrays.fill(seen, 0L);
    int head = 0;
    int tail = 0;
    for (int f = candidateHead[a]; f >= 0; f = candidateNext[f]) {
      if (MapTables.get(t.seaTouches[f], a)) {
        MapTables.set(seen, f);
        bfsQueue[tail++] = f;
      }
    }
    while (head < tail) {
      int f = bfsQueue[head++];
      if (MapTables.get(t.seaTouches[f], d)) {
        return true;
      }
      for (int g = candidateHead[a]; g >= 0; g = candidateNext[g]) {
        if (!MapTables.get(seen, g) && MapTables.get(t.seaTouches[f], g)) {
          MapTables.set(seen, g);
          bfsQueue[tail++] = g;
        }
      }
    }
    return false;
  }

  /** Whether the valid convoying fleets of army a, without the one in {@code without}, form a route. */
  private boolean routeWithout(int a, int without) {
    long[] seen = bitsA;
    Arrays.fill(seen, 0L);
    int d = r.moveDest[a];
    int head = 0;
    int tail = 0;
    for (int kf = 0; kf < r.convoyCount; kf++) {
      int f = r.convoys[kf];
      if (f != without && r.valid[f] && r.supTarget[f] == a
          && MapTables.get(t.seaTouches[f], a)) {
        MapTables.set(seen, f);
        bfsQueue[tail++] = f;
      }
    }
    while (head < tail) {
      int f = bfsQueue[head++];
      if (MapTables.get(t.seaTouches[f], d)) {
        return true;
      }
      for (int kg = 0; kg < r.convoyCount; kg++) {
        int g = r.convoys[kg];
        if (g != without && r.valid[g] && r.supTarget[g] == a && !MapTables.get(seen, g)
            && MapTables.get(t.seaTouches[f], g)) {
          MapTables.set(seen, g);
          bfsQueue[tail++] = g;
        }
      }
    }
    return false;
  }

  /** The valid convoying fleets of army a connected (through each other) to the water touching {@code end}. */
  private long[] componentOf(int a, int end) {
    long[] out = new long[t.words];
    int head = 0;
    int tail = 0;
    for (int kf = 0; kf < r.convoyCount; kf++) {
      int f = r.convoys[kf];
      if (r.valid[f] && r.supTarget[f] == a && MapTables.get(t.seaTouches[f], end)) {
        MapTables.set(out, f);
        bfsQueue[tail++] = f;
      }
    }
    while (head < tail) {
      int f = bfsQueue[head++];
      for (int kg = 0; kg < r.convoyCount; kg++) {
        int g = r.convoys[kg];
        if (r.valid[g] && r.supTarget[g] == a && !MapTables.get(out, g)
            && MapTables.get(t.seaTouches[f], g)) {
          MapTables.set(out, g);
          bfsQueue[tail++] = g;
        }
      }
    }
    return out;
  }

  // ============================================================================================ read-out

  private MovementResult readOut(Position pos) {
    Compiled[] cs = pool;
    final boolean[] moved = this.moved;
    final int[] dislodgedBy = this.dislodgedBy;
    final boolean[] occupied = this.occupied;
    final boolean[] standoff = this.standoff;
    final int[] moveDest = r.moveDest;
    final int[] movesIntoHead = r.movesIntoHead;
    final int[] movesIntoNext = r.movesIntoNext;
    // These arrays are all false / -1 between calls; the entries written here are cleared at the end.
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
        occupied[moveDest[p]] = true;
      }
    }
    // The next position: moved and dislodged units leave their provinces first.
    Position.Builder next = pos.toBuilder().phase(nextPhase(pos.phase())).clearDislodged().clearStandoffs();
    // A unit that stays is dislodged by the move into its province that succeeded (there is at most one).
    for (int k = 0; k < moveCount; k++) {
      int q = moves[k];
      if (moved[q]) {
        next.removeUnit(t.provinceArray[q]);
        int d = moveDest[q];
        if (r.unitPower[d] >= 0 && !moved[d]) {
          dislodgedBy[d] = q;
          dislodgedCount++;
          next.removeUnit(t.provinceArray[d]);
        }
      }
    }
    for (int k = 0; k < unitCount; k++) {
      int p = units[k];
      occupied[p] |= !moved[p];
    }
    // Moved units arrive; standoffs: empty provinces with two or more failed moves that had strength to prevent.
    int standoffCount = 0;
    for (int k = 0; k < moveCount; k++) {
      int mover = moves[k];
      if (moved[mover]) {
        boolean fleet = r.unitFleet[mover];
        next.unit(t.unit(r.unitPower[mover], fleet, fleet ? r.moveDestLoc[mover] : moveDest[mover]));
        continue;
      }
      int d = moveDest[mover];
      if (occupied[d] || standoff[d] || movesIntoHead[d] != mover) {
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
    // Results per order.
    ImmutableList<Province> none = ImmutableList.of();
    // A builder of the exact size hands its array to the list: no copy.
    ImmutableList.Builder<OrderResult> results = ImmutableList.builderWithExpectedSize(m);
    for (int i = 0; i < m; i++) {
      Compiled c = cs[i];
      boolean dislodged = c.province >= 0 && r.unitPower[c.province] >= 0 && dislodgedBy[c.province] >= 0;
      if (c.illegal != null) {
        results.add(new OrderResult(c.order, c.illegal, none, dislodged));
      } else if (chosen[c.province] < 0) {
        results.add(new OrderResult(c.order, Reason.MULTIPLE_ORDERS, none, dislodged));
      } else {
        results.add(explain(c.order, c.province, dislodged, dislodgedBy));
      }
    }
    ImmutableList<DislodgedUnit> dislodgedUnits = ImmutableList.of();
    ImmutableMap<Province, ImmutableList<Location>> options = ImmutableMap.of();
    if (dislodgedCount > 0) {
      boolean convoyedAttackerOriginAllowed =
          r.rules.retreatAfterConvoyedAttack() == Rulebook.RetreatAfterConvoyedAttack.B_ALLOWED;
      ImmutableList.Builder<DislodgedUnit> du = ImmutableList.builder();
      ImmutableMap.Builder<Province, ImmutableList<Location>> ob = ImmutableMap.builder();
      for (int k = 0; k < unitCount; k++) {
        int p = units[k];
        if (dislodgedBy[p] < 0) {
          continue;
        }
        Unit u = pos.unitAtIndex(p);
        int a = dislodgedBy[p];
        boolean byConvoy = r.byConvoy(a) == 1;
        DislodgedUnit d = new DislodgedUnit(u, map.provinces().get(a), byConvoy);
        du.add(d);
        next.dislodged(d);
        boolean originAllowed = byConvoy && convoyedAttackerOriginAllowed;
        ImmutableList.Builder<Location> opts = ImmutableList.builder();
        if (u.type() == UnitType.FLEET) {
          for (int to : t.fleetAdj[u.location().index()]) {
            if (retreatable(t.provinceOf[to], a, originAllowed, occupied, standoff)) {
              opts.add(map.locations().get(to));
            }
          }
        } else {
          for (int tp : t.armyAdj[p]) {
            if (retreatable(tp, a, originAllowed, occupied, standoff)) {
              opts.add(map.provinces().get(tp).location());
            }
          }
        }
        ob.put(u.province(), opts.build());
      }
      dislodgedUnits = du.build();
      options = ob.build();
    }
    if (standoffCount > 0) {
      for (int k = 0; k < moveCount; k++) {
        int mover = moves[k];
        if (standoff[moveDest[mover]]) {
          next.standoff(t.provinceArray[moveDest[mover]]);
        }
      }
    }
    // Clear what was written, for the next call.
    for (int k = 0; k < unitCount; k++) {
      int p = units[k];
      moved[p] = false;
      dislodgedBy[p] = -1;
      occupied[p] = false;
    }
    for (int k = 0; k < moveCount; k++) {
      int d = moveDest[moves[k]];
      occupied[d] = false;
      standoff[d] = false;
    }
    return new MovementResult(pos, results.build(), dislodgedUnits, options, next.build(),
        r.paradoxFallbackUsed);
  }

  private static Phase nextPhase(Phase phase) {
    return phase.type() == PhaseType.MOVEMENT ? phase.next() : phase;
  }

  private static boolean retreatable(int to, int attacker, boolean attackerAllowed, boolean[] occupied,
      boolean[] standoff) {
    if (occupied[to] || standoff[to]) {
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
