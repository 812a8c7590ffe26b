package io.github.dipjudge.adjudicate.movement;

import static io.github.dipjudge.adjudicate.movement.MovementResolver.CONVOY;
import static io.github.dipjudge.adjudicate.movement.MovementResolver.HOLD;
import static io.github.dipjudge.adjudicate.movement.MovementResolver.MOVE;
import static io.github.dipjudge.adjudicate.movement.MovementResolver.SUPPORT_HOLD;
import static io.github.dipjudge.adjudicate.movement.MovementResolver.SUPPORT_MOVE;

import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Convoy;
import io.github.dipjudge.order.Hold;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.SupportHold;
import io.github.dipjudge.order.SupportMove;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.order.UnitRef;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook.ConvoyToAdjacentProvince;
import io.github.dipjudge.rules.Rulebook;
import java.util.Optional;

/**
 * The first stage of a movement phase: each order, on the board the resolver holds, to a {@link CompiledOrder} that
 * says in indices what it asks, or why it is illegal (DATC 4.E.1; the unit's designation, 4.C.1, 4.C.2, 4.C.5,
 * 4.C.6; coasts, 4.B). Orders come as values or as the compact codes of {@link LegalOrders}; both go through the same
 * checks on indices, so that a code gives the outcome of the order it stands for. Checks that the map owns what an
 * order names, throwing {@link IllegalArgumentException} otherwise. Allocates nothing but a written convoy path.
 */
final class MovementCompiler {
  private final GameMap map;
  private final MapTables t;
  private final MovementResolver r;
  private final ConvoyChains chains;
  /** The position compiled for: its owners decide borders open to the owner of given centres ({@link #closed}). */
  Position position;
  /**
   * The provinces shut in the position's season ({@link MapTables#shutIn}), or null on a map without seasonal
   * provinces (the standard map), where the checks below cost one null test.
   */
  boolean[] shut;
  /**
   * Whether {@link #chains} holds the board of this phase. The chains are asked only about an army's move or
   * support that needs a convoy and about a convoy order, so the board is handed to them on the first question
   * ({@link #chains()}), not for every phase: a phase of holds and moves between neighbours never pays for it.
   */
  boolean chainsReady;
  /**
   * Whether some army move compiled in this phase asks about a convoy (its destination is no neighbour, or it says
   * "via convoy"); cleared with the board of each phase. Without one, and without convoy orders, no move of the phase
   * goes by convoy, and the matcher passes over the moves without looking at any ({@link MovementMatcher#match}).
   */
  boolean convoyAsked;

  MovementCompiler(MapTables t, MovementResolver r, ConvoyChains chains) {
    this.map = t.map;
    this.t = t;
    this.r = r;
    this.chains = chains;
  }

  /** The convoy chains, given this phase's board on first use (see {@link #chainsReady}). */
  private ConvoyChains chains() {
    if (!chainsReady) {
      chains.setBoard(r.units, r.unitCount, r.unitFleet);
      chainsReady = true;
    }
    return chains;
  }

  // ============================================================================================ order values

  /**
   * Compiles one order value. Dispatches on the record class once, so that every accessor afterwards is a monomorphic
   * call on a final class (interface calls on five order kinds were the largest cost of this step).
   */
  void compile(CompiledOrder c, Order o, Rulebook rules) {
    c.reset(o, 0);
    if (o instanceof Move) {
      Move m = (Move) o;
      int destLoc = t.own(m.destination());
      for (Province p : m.convoyPath()) {
        t.own(p);
      }
      if (unitChecks(c, m.power(), m.unitType(), m.location(), rules)) {
        compileMove(c, destLoc, m.destination().province().index(), m.destination().isCoast(), m.viaConvoy(), rules);
        if (c.illegal == null && !r.unitFleet[c.province] && !m.convoyPath().isEmpty()
            && rules.convoyPath() != Rulebook.ConvoyPathSpecification.A_IGNORED) {
          int[] path = new int[m.convoyPath().size()];
          for (int i = 0; i < path.length; i++) {
            path[i] = m.convoyPath().get(i).index();
          }
          c.path = path;
        }
      }
    } else if (o instanceof SupportMove) {
      SupportMove sm = (SupportMove) o;
      ownRef(sm.supported());
      int destLoc = t.own(sm.destination());
      if (unitChecks(c, sm.power(), sm.unitType(), sm.location(), rules)) {
        compileSupportMove(c, sm.supported().location().province().index(), destLoc, sm.supported(), rules);
      }
    } else if (o instanceof SupportHold) {
      SupportHold sh = (SupportHold) o;
      ownRef(sh.supported());
      if (unitChecks(c, sh.power(), sh.unitType(), sh.location(), rules)) {
        compileSupportHold(c, sh.supported().location().province().index(), sh.supported(), rules);
      }
    } else if (o instanceof Hold) {
      Hold h = (Hold) o;
      if (unitChecks(c, h.power(), h.unitType(), h.location(), rules)) {
        c.kind = HOLD;
      }
    } else if (o instanceof Convoy) {
      Convoy cv = (Convoy) o;
      ownRef(cv.army());
      int destLoc = t.own(cv.destination());
      if (unitChecks(c, cv.power(), cv.unitType(), cv.location(), rules)) {
        compileConvoy(c, cv.army().location().province().index(), t.provinceOf[destLoc], cv.army(), rules);
      }
    } else {
      OrderChecks.checkOnMap(o, map);
      c.illegal = Reason.WRONG_PHASE;
      if (o instanceof UnitOrder) {
        c.province = ((UnitOrder) o).location().province().index();
      }
    }
  }

  /**
   * The checks every order value of a unit passes: the map owns what it names, a unit is there, of the issuing power,
   * of the written type (DATC 4.C.1, 4.C.2) and coast (4.B.5, 4.B.6). Returns whether the order may be compiled
   * further.
   */
  private boolean unitChecks(CompiledOrder c, Optional<Power> power, Optional<UnitType> type, Location loc,
      Rulebook rules) {
    int li = t.own(loc);
    if (power.isPresent()) {
      t.own(power.get());
    }
    int p = loc.province().index();
    c.province = p;
    if (r.unitPower[p] < 0) {
      c.illegal = Reason.NO_UNIT;
      return false;
    }
    if (power.isPresent() && power.get().index() != r.unitPower[p]) {
      c.illegal = Reason.FOREIGN_UNIT;
      return false;
    }
    Reason designation = checkDesignation(type, r.unitFleet[p], rules, c);
    if (designation != null) {
      c.illegal = designation;
      return false;
    }
    return coastOfUnit(c, li, loc.isCoast(), p, rules);
  }

  /**
   * DATC 4.B.5 and 4.B.6: the location an order names its unit by, when it names a coast the unit is not on.
   * {@code coast} is whether li names a coast: the front end passes what it holds (the {@code Location}'s own field,
   * or the table for a code), as for {@link #compileMove}.
   */
  private boolean coastOfUnit(CompiledOrder c, int li, boolean coast, int p, Rulebook rules) {
    if (coast && li != r.unitLoc[p]) {
      boolean fleet = r.unitFleet[p];
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
      CompiledOrder c) {
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
  private Reason checkNationality(UnitRef ref, int target, int orderer, Rulebook rules, CompiledOrder c) {
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
  private static Reason designationRule(boolean invalid, boolean validUnlessOtherOrder, Reason reason,
      CompiledOrder c) {
    if (invalid) {
      return reason;
    }
    if (validUnlessOtherOrder) {
      c.designationDoubt = true;
    }
    return null;
  }

  /**
   * The reference a support or convoy makes to its unit (DATC 4.C.1, 4.C.2, 4.C.5, 4.C.6), for an order value; null
   * for a code, whose references are the units' own (nothing to check). Returns the reason it fails, or null.
   */
  private Reason checkReference(UnitRef ref, int x, int orderer, boolean fleet, Rulebook rules, CompiledOrder c) {
    if (ref == null) {
      return null;
    }
    Reason reason = checkDesignation(ref.type(), fleet, rules, c);
    return reason != null ? reason : checkNationality(ref, x, orderer, rules, c);
  }

  // ============================================================================================ compact codes

  /**
   * Compiles one compact code of {@link LegalOrders}, already checked well-formed for the position
   * ({@link PhaseCodes#check}): its unit is on the board, and the order is the one {@link LegalOrders#decode} would
   * give, with the unit's own power and type, so that only the checks on places remain.
   */
  void compile(CompiledOrder c, int code, Rulebook rules) {
    c.reset(null, code);
    // A code names its unit by province: the order it stands for (LegalOrders' decoding) names the unit by its own
    // location, so a coast in the code's unit location is not read and no coast check of the unit applies (the value
    // path judged "A spa/nc H" under 4.B.6 while the decoded order was "A spa H").
    int p = t.provinceOf[LegalOrders.unitLocation(code)];
    c.province = p;
    int target = LegalOrders.target(code);
    switch (LegalOrders.kind(code)) {
      case LegalOrders.MOVE:
        compileMove(c, target, t.provinceOf[target], t.namedCoast[target], false, rules);
        break;
      case LegalOrders.MOVE_VIA_CONVOY:
        compileMove(c, target, t.provinceOf[target], t.namedCoast[target], true, rules);
        break;
      case LegalOrders.SUPPORT_HOLD:
        compileSupportHold(c, t.provinceOf[target], null, rules);
        break;
      case LegalOrders.SUPPORT_MOVE:
        compileSupportMove(c, t.provinceOf[target], LegalOrders.destination(code), null, rules);
        break;
      case LegalOrders.CONVOY:
        compileConvoy(c, t.provinceOf[target], t.provinceOf[LegalOrders.destination(code)], null, rules);
        break;
      default:
        c.kind = HOLD;
    }
  }

  // ============================================================================================ the orders, on indices

  /**
   * A move of the unit in {@code c.province} to the location {@code destLoc}, in province d, a named coast when
   * {@code coast}. The province and the coast flag come from the front end: the value path reads them from the
   * {@code Location} it holds, the code path from the tables. Looking them up here for both cost the value path
   * about 3 ns an order (two dependent table reads each, where the Location's fields are already in cache): the
   * opening's prepare stage measured 1.065 against the one-class version, 1.031 with them passed in, and `opening`
   * 1.027 and 1.009 (benchmarks/README.md, Interleave rounds).
   */
  private void compileMove(CompiledOrder c, int destLoc, int d, boolean coast, boolean via, Rulebook rules) {
    int p = c.province;
    c.kind = MOVE;
    c.dest = d;
    c.via = via;
    if (t.immobile != null && t.immobile[r.unitPower[p]]) {
      c.illegal = Reason.IMMOBILE_DUMMY; // IMMOBILE_DUMMIES: DPjudge's Game.validOrder refuses it first (line 364)
      return;
    }
    if (d == p) {
      c.illegal = Reason.MOVE_TO_OWN_PROVINCE;
      return;
    }
    if (shut != null && (shut[p] || shut[d])) {
      c.illegal = shut[p] ? Reason.UNIT_HIBERNATING : Reason.PROVINCE_SHUT;
      return;
    }
    // The two unit types in methods of their own, and their rare branches (a split-coast destination, a chain of
    // convoys) in further ones: the whole check in one method was 624 bytes of bytecode, past what the JIT inlines
    // into a hot loop (325), so that each move of a phase paid a call (JIT inlining log); these stay below it.
    if (r.unitFleet[p]) {
      compileFleetMove(c, p, destLoc, d, coast, via, rules);
    } else {
      compileArmyMove(c, p, d, coast, via, rules);
    }
  }

  /** {@link #compileMove} for a fleet in p. */
  private void compileFleetMove(CompiledOrder c, int p, int destLoc, int d, boolean coast, boolean via,
      Rulebook rules) {
    if (via) {
      c.illegal = Reason.CONVOY_OF_FLEET;
      return;
    }
    if (!t.isSea[d] && !t.isCoastal[d]) {
      c.illegal = Reason.FLEET_TO_LAND;
      return;
    }
    int loc = r.unitLoc[p];
    if (t.splitCoasts[d]) {
      toSplitCoasts(c, loc, destLoc, d, coast, rules);
    } else if (t.fleetAdjacentLoc(loc, d)) {
      c.destLoc = d;
    } else {
      c.illegal = Reason.NOT_ADJACENT;
    }
    if (c.illegal == null && closed(loc, d, p)) {
      c.illegal = Reason.BORDER_CLOSED;
    }
  }

  /** The coast a fleet on loc moves to in the split-coast province d (DATC 4.B.1 to 4.B.3), or why it cannot. */
  private void toSplitCoasts(CompiledOrder c, int loc, int destLoc, int d, boolean coast, Rulebook rules) {
    int reachable = 0;
    int only = -1;
    for (int cl : t.coastsOf[d]) {
      if (t.fleetAdjacentLoc(loc, cl)) {
        reachable++;
        only = cl;
      }
    }
    if (coast) {
      if (t.fleetAdjacentLoc(loc, destLoc)) {
        c.destLoc = destLoc;
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
  }

  /** {@link #compileMove} for an army in p. */
  private void compileArmyMove(CompiledOrder c, int p, int d, boolean coast, boolean via, Rulebook rules) {
    if (t.isSea[d]) {
      c.illegal = Reason.ARMY_TO_SEA;
      return;
    }
    if (!t.isLand[d]) {
      c.illegal = Reason.NOT_ADJACENT;
      return;
    }
    if (coast && rules.unknownCoast() == Rulebook.UnknownOrIrrelevantCoast.A_ILLEGAL) {
      c.illegal = Reason.IRRELEVANT_COAST;
      return;
    }
    c.destLoc = d;
    boolean adjacent = t.armyAdjacent(p, d);
    c.adjacent = adjacent;
    if (!adjacent || via) {
      convoyAsked = true;
      byConvoy(c, p, d, adjacent, rules);
    }
  }

  /** An army's move from p to d that names no neighbour or says "via convoy": whether a chain of fleets allows it. */
  private void byConvoy(CompiledOrder c, int p, int d, boolean adjacent, Rulebook rules) {
    if (!chains().chainExists(p, d, -1)) {
      if (!adjacent) {
        c.illegal = Reason.NOT_ADJACENT;
        return;
      }
      // "Via convoy" without any possible chain can never be valid, unless the rulebook falls back to the land
      // route (2000 as the traditional-Chinese rules read it; webDiplomacy when no convoy orders chain) or ignores the words (1971).
      ConvoyToAdjacentProvince rule = rules.convoyToAdjacent();
      if (rule != ConvoyToAdjacentProvince.RULE_2000_FALLBACK && rule != ConvoyToAdjacentProvince.RULE_1971
          && rule != ConvoyToAdjacentProvince.EXPLICIT_VIA_LAND_WITHOUT_CHAIN) {
        c.illegal = Reason.NO_CONVOY_CHAIN;
      }
    }
  }

  /** A support by the unit in {@code c.province} for the unit in province x to hold. */
  private void compileSupportHold(CompiledOrder c, int x, UnitRef ref, Rulebook rules) {
    int s = c.province;
    c.kind = SUPPORT_HOLD;
    c.target = x;
    if (!supportedUnitChecks(c, s, x, x == s, ref, rules)) {
      return;
    }
    if (shut != null && (shut[s] || shut[x])) {
      c.illegal = shut[s] ? Reason.UNIT_HIBERNATING : Reason.PROVINCE_SHUT;
      return;
    }
    if (!t.canReach(r.unitFleet[s], r.unitLoc[s], x)) {
      c.illegal = Reason.SUPPORT_UNREACHABLE;
    } else if (t.crossings && !t.canSupport(r.unitFleet[s], r.unitLoc[s], x)) {
      c.illegal = Reason.SUPPORT_ACROSS_BORDER;
    } else if (closed(r.unitLoc[s], x, s)) {
      c.illegal = Reason.BORDER_CLOSED;
    } else if (t.leagues != null) {
      c.illegal = t.leagues.refusal(r.unitPower[s], r.unitPower[x], -1); // LEAGUE: after every other check
    }
  }

  /**
   * Whether the border from the location into province y is closed to the power of the unit in province p (a border
   * open only to the owner of given centres, {@link MapTables#closed}); false at once on a map without such borders.
   * DPjudge's Game.abuts() applies it to moves, supports and the supported unit's move alike (validOrder, lines
   * 300-345 and 399).
   */
  private boolean closed(int loc, int y, int p) {
    return t.ownerBorders && t.closed(loc, y, r.unitPower[p], position);
  }

  /**
   * The checks both kinds of support pass: not of the supporter's own province, a unit there, of the written type and
   * nationality (DATC 4.C.1, 4.C.2, 4.C.5, 4.C.6; {@code ref} null for a code). Returns whether the support may be
   * compiled further.
   */
  private boolean supportedUnitChecks(CompiledOrder c, int s, int x, boolean ownProvince, UnitRef ref,
      Rulebook rules) {
    if (ownProvince) {
      c.illegal = Reason.SUPPORT_OWN_PROVINCE;
      return false;
    }
    if (r.unitPower[x] < 0) {
      c.illegal = Reason.SUPPORT_NO_UNIT;
      return false;
    }
    Reason reason = checkReference(ref, x, r.unitPower[s], r.unitFleet[x], rules, c);
    if (reason != null) {
      c.illegal = reason;
      return false;
    }
    return true;
  }

  /** A support by the unit in {@code c.province} for the unit in province x to move to the location destLoc. */
  private void compileSupportMove(CompiledOrder c, int x, int destLoc, UnitRef ref, Rulebook rules) {
    int s = c.province;
    int y = t.provinceOf[destLoc];
    c.kind = SUPPORT_MOVE;
    c.target = x;
    c.dest = y;
    c.writtenDest = destLoc;
    if (!supportedUnitChecks(c, s, x, x == s || y == s, ref, rules)) {
      return;
    }
    if (shut != null && (shut[s] || shut[y])) {
      c.illegal = shut[s] ? Reason.UNIT_HIBERNATING : Reason.PROVINCE_SHUT;
      return;
    }
    if (shut != null && shut[x]) {
      c.illegal = Reason.SUPPORT_IMPOSSIBLE_MOVE; // the supported unit may only hold
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
    if (closed(r.unitLoc[s], y, s)) {
      c.illegal = Reason.BORDER_CLOSED;
      return;
    }
    if (x == y || !movePossible(x, destLoc, s)) {
      c.illegal = Reason.SUPPORT_IMPOSSIBLE_MOVE;
    } else if (t.leagues != null) {
      c.illegal = t.leagues.refusal(r.unitPower[s], r.unitPower[x], r.unitPower[y]); // after every other check
    }
  }

  /** Whether the unit in x could legally move to the written destination, without the unit in {@code exclude}. */
  private boolean movePossible(int x, int destLoc, int exclude) {
    int y = t.provinceOf[destLoc];
    if (r.unitFleet[x]) {
      if (!t.isSea[y] && !t.isCoastal[y]) {
        return false;
      }
      int loc = r.unitLoc[x];
      if (closed(loc, y, x)) {
        return false;
      }
      if (t.namedCoast[destLoc]) {
        return t.fleetAdjacentLoc(loc, destLoc);
      }
      return t.fleetReachesProvince(loc, y);
    }
    if (!t.isLand[y]) {
      return false;
    }
    return t.armyAdjacent(x, y) || chains().chainExists(x, y, exclude);
  }

  /** A convoy by the unit in {@code c.province} of the army in province a to province d. */
  private void compileConvoy(CompiledOrder c, int a, int d, UnitRef ref, Rulebook rules) {
    int f = c.province;
    c.kind = CONVOY;
    c.target = a;
    c.dest = d;
    if (!r.unitFleet[f]) {
      c.illegal = Reason.CONVOY_BY_ARMY;
      return;
    }
    if (shut != null && shut[f]) {
      c.illegal = Reason.UNIT_HIBERNATING;
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
    Reason reason = checkReference(ref, a, r.unitPower[f], false, rules, c);
    if (reason != null) {
      c.illegal = reason;
      return;
    }
    if (!t.isLand[d] || d == a || shut != null && (shut[a] || shut[d])) {
      c.illegal = Reason.CONVOY_IMPOSSIBLE_DESTINATION;
      return;
    }
    if (!chains().convoyNeeded(f, a, d)) {
      c.illegal = Reason.CONVOY_NOT_NEEDED;
    } else if (t.leagues != null) {
      c.illegal = t.leagues.refusal(r.unitPower[f], r.unitPower[a], r.unitPower[d]); // after every other check
    }
  }
}
