package io.github.dipjudge.adjudicate.turn;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.adjudicate.movement.MapTables;
import io.github.dipjudge.internal.BoardCodes;
import io.github.dipjudge.internal.PositionAccess;
import io.github.dipjudge.internal.ResultAccess;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderKind;
import io.github.dipjudge.order.Retreat;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import io.github.dipjudge.rules.variant.DummyRules;
import io.github.dipjudge.rules.variant.VassalRules;
import java.util.ArrayList;
import java.util.List;

/**
 * A retreat phase: each dislodged unit retreats or is disbanded. A unit may not retreat to the province its attacker
 * came from (except, by DATC 4.A.5 b, after an attack by convoy), to a province left empty by a standoff, to an
 * occupied province, or where its type cannot go; coasts as in movement, no coastal crawl. Two or more units
 * retreating to one province are all disbanded, except that on a map with special borders a unit retreating across
 * one gives way to the others ({@link Reason#RETREAT_GAVE_WAY}; see {@code arrives}); a unit without a valid order
 * is disbanded. Supports, convoys and
 * holds are illegal in a retreat phase (DATC 6.H.1 to 6.H.4). A move order is read as a retreat.
 *
 * <p>Several legal orders for one unit (DATC 4.D.3): orders with the same effect (the same destination, or two
 * disbands) count as one and all get its result. Different ones: under option A the first listed counts, under B
 * the last listed, and the others are {@link Reason#SUPERSEDED}; under C (the default) none counts, every one is
 * {@link Reason#MULTIPLE_ORDERS} and the unit is disbanded, whatever the listing.
 */
public final class RetreatAdjudicator {
  private static final ResultAccess RESULTS = ResultAccess.get();
  private static final PositionAccess ACCESS = PositionAccess.get();
  /** The effect of a disband order, beside the location indices of retreats. */
  private static final int DISBAND = -2;
  /** No legal order for the unit. */
  private static final int NONE = -1;
  /** Two or more different legal orders under DATC 4.D.3 option C. */
  private static final int CONFLICT = -3;

  private final GameMap map;
  private final MapTables t;
  // Per order, grown as needed: why it is illegal (or null), its unit's province, its effect (a location or DISBAND).
  private Reason[] illegal = new Reason[8];
  private int[] prov = new int[8];
  private int[] dest = new int[8];
  // Per province, NONE / false / 0 between calls; a call clears the entries it wrote.
  private final int[] chosen; // the effect carried out for the unit (first legal one, then by 4.D.3), NONE, CONFLICT
  private final int[] lastDest;
  private final boolean[] different;
  private final int[] arrivals; // destination province -> retreats carried out into it
  private final int[] weight; // map with special borders: unit's province -> the weight of the border it retreats over
  private final int[][] byWeight; // map with special borders: destination -> retreats into it per weight class
  private final int[] centres; // the supply centres' provinces, in index order

  public RetreatAdjudicator(MapTables t) {
    this.t = t;
    this.map = t.map;
    int n = t.provinces;
    chosen = new int[n];
    java.util.Arrays.fill(chosen, NONE);
    lastDest = new int[n];
    different = new boolean[n];
    arrivals = new int[n];
    weight = t.crossings ? new int[n] : null;
    byWeight = t.crossings ? new int[3][n] : null;
    centres = java.util.stream.IntStream.range(0, n).filter(p -> t.provinceArray[p].isSupplyCentre()).toArray();
  }

  /** The legal retreats of one dislodged unit, in location order. */
  public static ImmutableList<Location> options(MapTables t, Position pos, DislodgedUnit d, Rulebook rules) {
    GameMap map = t.map;
    Unit u = d.unit();
    if (t.dummyRetreats && DummyRules.destroyedWhenDislodgedAt(pos, u.power())) {
      return ImmutableList.of(); // destroyed at once (DPjudge's Game.py lines 3795-3797)
    }
    boolean originAllowed = originAllowed(d, rules);
    ImmutableList.Builder<Location> b = ImmutableList.builder();
    for (Location l : map.neighbours(u.location(), u.type())) {
      Province p = l.province();
      if (pos.unitAt(p).isPresent() || pos.isStandoff(p)) {
        continue;
      }
      if (p == d.attackerOrigin() && !originAllowed) {
        continue;
      }
      if (t.ownerBorders && t.closed(u.location().index(), p.index(), u.power().index(), pos)) {
        continue; // a border open only to the owner of given centres (Game.py line 1450: retreats too)
      }
      if (t.seasonal && t.shutIn(pos.phase().season())[p.index()]) {
        continue; // a province shut this season (Map.abuts() refuses a SHUT place, Game.py line 1450 goes through it)
      }
      b.add(l);
    }
    return b.build();
  }

  /** Whether the unit may retreat to its attacker's province (after an attack by convoy, DATC 4.A.5 b). */
  private static boolean originAllowed(DislodgedUnit d, Rulebook rules) {
    return d.byConvoy() && rules.retreatAfterConvoyedAttack() == Rulebook.RetreatAfterConvoyedAttack.B_ALLOWED;
  }

  public RetreatResult adjudicate(Position pos, List<? extends Order> orders, Rulebook rules) {
    ImmutableMap.Builder<Province, ImmutableList<Location>> optionsBuilder = ImmutableMap.builder();
    for (DislodgedUnit d : ACCESS.dislodged(pos)) {
      optionsBuilder.put(d.unit().province(), options(t, pos, d, rules));
    }
    // Compile: reason for illegal orders, destination location for retreats, or DISBAND.
    int m = orders.size();
    room(m);
    for (int i = 0; i < m; i++) {
      compile(i, orders.get(i), pos, rules);
    }
    choose(pos, m, rules);
    ImmutableList.Builder<OrderResult> results = ImmutableList.builderWithExpectedSize(m);
    for (int i = 0; i < m; i++) {
      Order o = orders.get(i);
      int c = illegal[i] == null ? chosen[prov[i]] : NONE;
      if (illegal[i] != null) {
        results.add(new OrderResult(o, illegal[i], ImmutableList.of(), false));
      } else if (c == CONFLICT) {
        results.add(new OrderResult(o, Reason.MULTIPLE_ORDERS, ImmutableList.of(), false));
      } else if (dest[i] != c) {
        results.add(new OrderResult(o, Reason.SUPERSEDED, ImmutableList.of(), false));
      } else if (c == DISBAND) {
        results.add(new OrderResult(o, Reason.DISBANDED, ImmutableList.of(), false));
      } else {
        int to = t.provinceOf[c];
        if (!arrives(prov[i], to)) {
          List<Province> others = new ArrayList<>();
          for (DislodgedUnit d : ACCESS.dislodged(pos)) {
            int p = d.unit().province().index();
            if (p != prov[i] && chosen[p] >= 0 && t.provinceOf[chosen[p]] == to) {
              others.add(map.provinces().get(p));
            }
          }
          Reason why = weight != null && gaveWay(weight[prov[i]], byWeight, to) ? Reason.RETREAT_GAVE_WAY
              : Reason.RETREAT_BOUNCED;
          results.add(new OrderResult(o, why, ImmutableList.copyOf(others), false));
        } else {
          results.add(new OrderResult(o, Reason.RETREATED, ImmutableList.of(), false));
        }
      }
    }
    ImmutableList.Builder<Unit> retreated = ImmutableList.builder();
    ImmutableList.Builder<Unit> disbanded = ImmutableList.builder();
    Position nextPos = next(pos, retreated, disbanded);
    clear(pos, m);
    return RESULTS.retreat(pos, results.build(), optionsBuilder.build(), retreated.build(), disbanded.build(),
        nextPos);
  }

  /**
   * The next position of a retreat phase whose orders are the codes {@code codes[from, to)}, already checked
   * well-formed ({@link PhaseCodes#check}): the position {@link #adjudicate} gives for the orders they stand for,
   * with no order value or result built, and the ownership after a Fall set in the same builder.
   */
  public Position nextPosition(Position pos, int[] codes, int from, int to, Rulebook rules) {
    int m = to - from;
    room(m);
    for (int i = 0; i < m; i++) {
      compile(i, codes[from + i], pos, rules);
    }
    choose(pos, m, rules);
    Position next = next(pos, null, null);
    clear(pos, m);
    return next;
  }

  private void room(int m) {
    if (illegal.length < m) {
      int size = Math.max(m, 2 * illegal.length);
      illegal = new Reason[size];
      prov = new int[size];
      dest = new int[size];
    }
  }

  /** Compiles order i, a value: its unit's province, and the reason it is illegal or its effect. */
  private void compile(int i, Order o, Position pos, Rulebook rules) {
    prov[i] = -1;
    dest[i] = -1;
    illegal[i] = null;
    if (!(o instanceof UnitOrder) || !(o.kind() == OrderKind.RETREAT || o.kind() == OrderKind.MOVE
        || o.kind() == OrderKind.DISBAND)) {
      illegal[i] = Reason.WRONG_PHASE;
      if (o instanceof UnitOrder) {
        prov[i] = ((UnitOrder) o).location().province().index();
      }
      return;
    }
    UnitOrder uo = (UnitOrder) o;
    Province p = uo.location().province();
    prov[i] = p.index();
    DislodgedUnit d = pos.dislodgedAt(p).orElse(null);
    if (d == null) {
      illegal[i] = pos.unitAt(p).isPresent() ? Reason.NOT_DISLODGED : Reason.NO_UNIT;
      return;
    }
    Unit u = d.unit();
    if (o.power().isPresent() && o.power().get() != u.power()) {
      illegal[i] = Reason.FOREIGN_UNIT;
      return;
    }
    Reason designation = designation(uo, u, rules);
    if (designation != null) {
      illegal[i] = designation;
      return;
    }
    Location to = o.kind() == OrderKind.DISBAND ? null
        : o.kind() == OrderKind.RETREAT ? ((Retreat) o).destination() : ((Move) o).destination();
    effect(i, d, uo.location(), to, pos, rules);
  }

  /**
   * Compiles order i, a code: a retreat or disband of the dislodged unit of its location's province, with the unit's
   * own power, type and location (a code names its unit by province, as its decoded order does), so only the place
   * it goes to is checked.
   */
  private void compile(int i, int code, Position pos, Rulebook rules) {
    Location loc = t.locationArray[LegalOrders.unitLocation(code)];
    prov[i] = loc.province().index();
    dest[i] = -1;
    illegal[i] = null;
    DislodgedUnit d = pos.dislodgedAt(loc.province()).orElseThrow();
    Location to = LegalOrders.kind(code) == LegalOrders.DISBAND ? null
        : t.locationArray[LegalOrders.target(code)];
    effect(i, d, d.unit().location(), to, pos, rules);
  }

  /** The coast the order names its unit by, then its effect: a disband ({@code to} null) or a retreat to {@code to}. */
  private void effect(int i, DislodgedUnit d, Location written, Location to, Position pos, Rulebook rules) {
    Reason coast = coastOfUnit(written, d.unit(), rules);
    if (coast != null) {
      illegal[i] = coast;
      return;
    }
    if (to == null) {
      dest[i] = DISBAND;
      return;
    }
    Object r = destination(d.unit(), to, d, pos, rules);
    if (r instanceof Reason) {
      illegal[i] = (Reason) r;
    } else {
      dest[i] = ((Location) r).index();
    }
  }

  /**
   * One order per unit (DATC 4.D.3), then the arrivals. Orders with the same effect (the same destination, or both
   * disbands) are one order given twice: they share its result. Among different ones, option A takes the first
   * listed, B the last listed; C takes none, and the unit, having no valid order, is disbanded. The choice depends
   * only on which effects were ordered and, under A and B, on the first and last of them: not on how the rest are
   * listed. Retreats to the same province bounce; on a map with special borders, those that cross one give way first.
   */
  private void choose(Position pos, int m, Rulebook rules) {
    for (int i = 0; i < m; i++) {
      if (illegal[i] != null) {
        continue;
      }
      int p = prov[i];
      if (chosen[p] == NONE) {
        chosen[p] = dest[i];
      } else if (dest[i] != chosen[p]) {
        different[p] = true;
      }
      lastDest[p] = dest[i];
    }
    Rulebook.MultipleOrdersForOneUnit rule = rules.multipleOrders();
    for (int i = 0; i < m; i++) {
      int p = prov[i];
      if (illegal[i] == null && different[p]) {
        different[p] = false; // settled once per unit
        switch (rule) {
          case A_FIRST:
            break;
          case B_LAST:
            chosen[p] = lastDest[p];
            break;
          default:
            chosen[p] = CONFLICT;
        }
      }
    }
    for (DislodgedUnit d : ACCESS.dislodged(pos)) {
      int p = d.unit().province().index();
      if (chosen[p] >= 0) {
        int to = t.provinceOf[chosen[p]];
        arrivals[to]++;
        if (weight != null) {
          weight[p] = t.weight(d.unit().location().index(), to);
          byWeight[weightClass(weight[p])][to]++;
        }
      }
    }
  }

  /**
   * The position after the retreats: the units that arrive placed, the dislodged units and standoffs gone, and after
   * a Fall each supply centre owned by the power whose unit stands on it (an empty centre keeps its owner), and after
   * the Fall of a {@code NEWHOMES} year ({@link io.github.dipjudge.map.GameMap#newHomesYears()}) each power's home
   * centres the centres it now owns (DPjudge reassigns them as the adjustment phase of that year begins, after the
   * centres change hands: Game.checkPhase(), commit 280e366, lines 3450-3454), all in one builder; on a
   * {@code VASSAL_DUMMIES} map the captures, vassals and returned centres of {@link VassalRules#afterFall}. The units that retreat and those disbanded go to the two lists when they are not null.
   */
  private Position next(Position pos, ImmutableList.Builder<Unit> retreated, ImmutableList.Builder<Unit> disbanded) {
    // Written into arrays and made by PositionAccess, past the public builder and its checks per call (the
    // simulation path pays this every retreat phase): the unit array copied at the first retreat that arrives, the
    // owner array at the first centre that changes hands; what does not change is shared with pos.
    // Units and owners are codes (BoardCodes): a unit array a byte a province, an owner 1 + its power's index.
    final BoardCodes codes = ACCESS.codes(pos);
    final byte[] before = ACCESS.units(pos);
    final byte[] ownersBefore = ACCESS.owners(pos);
    byte[] units = before;
    byte[] owners = ownersBefore;
    int unitCount = pos.unitCount();
    boolean fall = pos.phase().beforeAdjustments();
    if (fall) {
      // The units on the board stay where they are in a retreat phase. Over the centres alone, the owner a unit
      // makes chosen without a branch: the one branch left, a change of hands, is rare and well predicted (a test
      // for a unit in every province, taken or not with no pattern a predictor learns, made this method 2% of the
      // simulation path's profile: it passes over a retreat phase after every Fall).
      for (int p : centres) {
        int c = codes.get(before, p);
        int owner = c != 0 ? (byte) (codes.power(c) + 1) : owners[p];
        if (owners[p] != owner) {
          if (owners == ownersBefore) {
            owners = ownersBefore.clone();
          }
          owners[p] = (byte) owner;
        }
      }
    }
    for (DislodgedUnit d : ACCESS.dislodged(pos)) {
      Unit from = d.unit();
      int p = from.province().index();
      int c = chosen[p];
      if (c >= 0 && arrives(p, t.provinceOf[c])) {
        boolean fleet = from.type() == UnitType.FLEET;
        // An army stands on its province's main location, whose index is the province's.
        Unit u = t.unit(from.power().index(), fleet, fleet ? c : t.provinceOf[c]);
        int to = t.provinceOf[c];
        if (units == before) {
          units = before.clone();
        }
        int there = codes.get(units, to);
        if (there != 0) {
          // The builder's check kept: two units in one province fail as they did in Position.Builder.unit.
          throw new IllegalArgumentException("two units in " + u.province() + ": " + codes.unit(to, there) + " and "
              + u);
        }
        codes.set(units, to, codes.code(u));
        unitCount++;
        byte owner = (byte) (u.power().index() + 1);
        if (fall && owners[to] != owner && u.province().isSupplyCentre()) {
          if (owners == ownersBefore) {
            owners = ownersBefore.clone();
          }
          owners[to] = owner;
        }
        if (retreated != null) {
          retreated.add(u);
        }
      } else if (disbanded != null) {
        disbanded.add(from);
      }
    }
    Power[] homes = ACCESS.homes(pos);
    if (fall && !t.map.newHomesYears().isEmpty() && t.map.newHomesYears().contains(pos.phase().year())) {
      homes = codes.ownerPowers(owners); // NEWHOMES: the centres each power owns as the adjustments begin are its homes
    }
    Position after = ACCESS.afterRetreats(pos, pos.phase().next(), units, unitCount, owners, homes);
    return fall ? VassalRules.afterFall(pos, after) : after; // VASSAL_DUMMIES: who owns, who controls
  }

  /** Clears the per-province entries the call wrote. */
  private void clear(Position pos, int m) {
    for (DislodgedUnit d : ACCESS.dislodged(pos)) {
      int p = d.unit().province().index();
      if (chosen[p] >= 0) {
        int to = t.provinceOf[chosen[p]];
        arrivals[to] = 0;
        if (byWeight != null) {
          byWeight[0][to] = 0;
          byWeight[1][to] = 0;
          byWeight[2][to] = 0;
        }
      }
    }
    for (int i = 0; i < m; i++) {
      int p = prov[i];
      if (p >= 0) {
        chosen[p] = NONE;
        different[p] = false;
      }
    }
  }

  /** Whether the retreat of the unit dislodged in p reaches {@code to}: see {@link #arrives(int, int, int[], int[], int[][])}. */
  private boolean arrives(int p, int to) {
    return arrives(p, to, arrivals, weight, byWeight);
  }

  private static int weightClass(int weight) {
    return weight == MapTables.NONE ? 0 : weight == MapTables.HALF ? 1 : 2;
  }

  /**
   * Whether the retreat of the unit dislodged in p reaches {@code to}. Alone it does; with others, the special
   * borders decide as DPjudge's map-file-syntax.txt gives them: "Any unit attempting to retreat across the adjacency
   * is destroyed if any other retreating unit attempts a retreat to the destination space (the other unit succeeds
   * in its retreat attempt)", units crossing a strait ({@code ~}) giving way before those crossing a Cape border
   * ({@code *}), as DPjudge's Game.otherResults() takes them (first the {@code ~} retreats while two or more units
   * are left, then the {@code *} ones while two or more are left). The one unit left then retreats; two or more left
   * are all disbanded. Without special borders ({@code weight} null): only a retreat alone arrives.
   */
  private static boolean arrives(int p, int to, int[] arrivals, int[] weight, int[][] byWeight) {
    if (arrivals[to] == 1) {
      return true;
    }
    if (weight == null) {
      return false;
    }
    int cls = weightClass(weight[p]);
    if (cls == 0) {
      return false; // two or more retreat there: a strait crosser gives way
    }
    int halfOrFull = byWeight[1][to] + byWeight[2][to];
    if (halfOrFull == 1) {
      return true;
    }
    return cls == 2 && byWeight[2][to] == 1;
  }

  /** Whether a retreat across a border of this weight that does not arrive gave way to a stronger one. */
  private static boolean gaveWay(int weight, int[][] byWeight, int to) {
    int strongest = byWeight[2][to] > 0 ? 2 : byWeight[1][to] > 0 ? 1 : 0;
    return weightClass(weight) < strongest;
  }

  /** DATC 4.B.5 and 4.B.6 for the location an order names its unit by; null when acceptable. */
  static Reason coastOfUnit(Location written, Unit u, Rulebook rules) {
    if (!written.isCoast() || written == u.location()) {
      return null;
    }
    if (u.type() == UnitType.FLEET) {
      return rules.wrongCoastOfUnit() == Rulebook.WrongCoastOfOrderedUnit.A_ILLEGAL ? Reason.WRONG_COAST_OF_UNIT : null;
    }
    return rules.unknownCoast() == Rulebook.UnknownOrIrrelevantCoast.A_ILLEGAL ? Reason.IRRELEVANT_COAST : null;
  }

  private static Reason designation(UnitOrder o, Unit u, Rulebook rules) {
    if (o.unitType().isEmpty()) {
      return rules.missingUnitType() == Rulebook.MissingUnitType.A_INVALID ? Reason.MISSING_UNIT_TYPE : null;
    }
    if (o.unitType().get() != u.type()) {
      return rules.wrongUnitType() == Rulebook.WrongUnitType.A_INVALID ? Reason.WRONG_UNIT_TYPE : null;
    }
    return null;
  }

  /** The location retreated to, or the reason the retreat is illegal. */
  private Object destination(Unit u, Location to, DislodgedUnit d, Position pos, Rulebook rules) {
    Province tp = to.province();
    if (t.dummyRetreats && DummyRules.destroyedWhenDislodgedAt(pos, u.power())) {
      return Reason.IMMOBILE_DUMMY;
    }
    if (tp == u.province()) {
      return Reason.MOVE_TO_OWN_PROVINCE;
    }
    Location target;
    if (u.type() == UnitType.ARMY) {
      if (!tp.terrain().admits(UnitType.ARMY)) {
        return tp.terrain() == io.github.dipjudge.map.Terrain.SEA ? Reason.ARMY_TO_SEA : Reason.NOT_ADJACENT;
      }
      if (to.isCoast() && rules.unknownCoast() == Rulebook.UnknownOrIrrelevantCoast.A_ILLEGAL) {
        return Reason.IRRELEVANT_COAST;
      }
      target = tp.location();
      if (!map.isAdjacent(u.location(), target, UnitType.ARMY)) {
        return Reason.NOT_ADJACENT;
      }
    } else {
      if (!tp.terrain().admits(UnitType.FLEET)) {
        return Reason.FLEET_TO_LAND;
      }
      if (tp.hasSplitCoasts()) {
        List<Location> reachable = new ArrayList<>();
        for (Location c : tp.coasts()) {
          if (map.isAdjacent(u.location(), c, UnitType.FLEET)) {
            reachable.add(c);
          }
        }
        if (to.isCoast()) {
          if (reachable.contains(to)) {
            target = to;
          } else if (reachable.isEmpty()) {
            return Reason.NOT_ADJACENT;
          } else if (reachable.size() == 1 && rules.impossibleCoast() == Rulebook.ImpossibleCoast.A_COAST_IGNORED) {
            target = reachable.get(0);
          } else {
            return Reason.IMPOSSIBLE_COAST;
          }
        } else if (reachable.isEmpty()) {
          return Reason.NOT_ADJACENT;
        } else if (reachable.size() == 1
            && rules.omittedCoastOneCoast() == Rulebook.OmittedCoastOneCoastPossible.A_MOVE_TO_THAT_COAST) {
          target = reachable.get(0);
        } else {
          return Reason.MISSING_COAST;
        }
      } else {
        target = tp.location();
        if (!map.isAdjacent(u.location(), target, UnitType.FLEET)) {
          return Reason.NOT_ADJACENT;
        }
      }
    }
    // The target is a neighbour (checked above): one of the unit's options unless one of these rules it out.
    if (t.ownerBorders && t.closed(u.location().index(), tp.index(), u.power().index(), pos)) {
      return Reason.BORDER_CLOSED;
    }
    if (t.seasonal && t.shutIn(pos.phase().season())[tp.index()]) {
      return Reason.PROVINCE_SHUT;
    }
    if (pos.unitAtIndex(tp.index()) != null) {
      return Reason.RETREAT_OCCUPIED;
    }
    if (pos.isStandoff(tp)) {
      return Reason.RETREAT_TO_STANDOFF;
    }
    if (tp == d.attackerOrigin() && !originAllowed(d, rules)) {
      return Reason.RETREAT_TO_ATTACKER_ORIGIN;
    }
    return target;
  }
}
