package io.github.dipjudge.adjudicate;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
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
import io.github.dipjudge.position.Season;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
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
final class RetreatAdjudicator {
  /** The effect of a disband order, beside the location indices of retreats. */
  private static final int DISBAND = -2;
  /** No legal order for the unit. */
  private static final int NONE = -1;
  /** Two or more different legal orders under DATC 4.D.3 option C. */
  private static final int CONFLICT = -3;

  private final GameMap map;
  private final MapTables t;

  RetreatAdjudicator(MapTables t) {
    this.t = t;
    this.map = t.map;
  }

  /** The legal retreats of one dislodged unit, in location order. */
  static ImmutableList<Location> options(MapTables t, Position pos, DislodgedUnit d, Rulebook rules) {
    GameMap map = t.map;
    Unit u = d.unit();
    boolean originAllowed =
        d.byConvoy() && rules.retreatAfterConvoyedAttack() == Rulebook.RetreatAfterConvoyedAttack.B_ALLOWED;
    ImmutableList.Builder<Location> b = ImmutableList.builder();
    for (Location l : map.neighbours(u.location(), u.type())) {
      Province p = l.province();
      if (pos.unitAt(p).isPresent() || pos.isStandoff(p)) {
        continue;
      }
      if (p == d.attackerOrigin() && !originAllowed) {
        continue;
      }
      b.add(l);
    }
    return b.build();
  }

  RetreatResult adjudicate(Position pos, List<? extends Order> orders, Rulebook rules) {
    int n = t.provinces;
    ImmutableMap.Builder<Province, ImmutableList<Location>> optionsBuilder = ImmutableMap.builder();
    List<ImmutableList<Location>> optionsByProvince = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      optionsByProvince.add(null);
    }
    for (DislodgedUnit d : pos.dislodged()) {
      ImmutableList<Location> opts = options(t, pos, d, rules);
      optionsBuilder.put(d.unit().province(), opts);
      optionsByProvince.set(d.unit().province().index(), opts);
    }
    // Compile: reason for illegal orders, destination location for retreats, or DISBAND.
    int m = orders.size();
    Reason[] illegal = new Reason[m];
    int[] dest = new int[m];
    int[] prov = new int[m];
    for (int i = 0; i < m; i++) {
      Order o = orders.get(i);
      prov[i] = -1;
      dest[i] = -1;
      if (!(o instanceof UnitOrder) || !(o.kind() == OrderKind.RETREAT || o.kind() == OrderKind.MOVE
          || o.kind() == OrderKind.DISBAND)) {
        illegal[i] = Reason.WRONG_PHASE;
        if (o instanceof UnitOrder) {
          prov[i] = ((UnitOrder) o).location().province().index();
        }
        continue;
      }
      UnitOrder uo = (UnitOrder) o;
      Province p = uo.location().province();
      prov[i] = p.index();
      DislodgedUnit d = pos.dislodgedAt(p).orElse(null);
      if (d == null) {
        illegal[i] = pos.unitAt(p).isPresent() ? Reason.NOT_DISLODGED : Reason.NO_UNIT;
        continue;
      }
      Unit u = d.unit();
      if (o.power().isPresent() && o.power().get() != u.power()) {
        illegal[i] = Reason.FOREIGN_UNIT;
        continue;
      }
      Reason designation = designation(uo, u, rules);
      if (designation != null) {
        illegal[i] = designation;
        continue;
      }
      Reason coast = coastOfUnit(uo.location(), u, rules);
      if (coast != null) {
        illegal[i] = coast;
        continue;
      }
      if (o.kind() == OrderKind.DISBAND) {
        dest[i] = DISBAND;
        continue;
      }
      Location to = o.kind() == OrderKind.RETREAT ? ((Retreat) o).destination() : ((Move) o).destination();
      Object r = destination(u, to, d, pos, rules, optionsByProvince.get(p.index()));
      if (r instanceof Reason) {
        illegal[i] = (Reason) r;
      } else {
        dest[i] = ((Location) r).index();
      }
    }
    // One order per unit (DATC 4.D.3). Orders with the same effect (the same destination, or both disbands) are one
    // order given twice: they share its result. Among different ones, option A takes the first listed, B the last
    // listed; C takes none, and the unit, having no valid order, is disbanded. The choice depends only on which
    // effects were ordered and, under A and B, on the first and last of them: not on how the rest are listed.
    int[] firstDest = new int[n];
    int[] lastDest = new int[n];
    java.util.Arrays.fill(firstDest, NONE);
    boolean[] different = new boolean[n];
    for (int i = 0; i < m; i++) {
      if (illegal[i] != null) {
        continue;
      }
      int p = prov[i];
      if (firstDest[p] == NONE) {
        firstDest[p] = dest[i];
      } else if (dest[i] != firstDest[p]) {
        different[p] = true;
      }
      lastDest[p] = dest[i];
    }
    int[] chosen = firstDest; // reused: the effect carried out per province, NONE or CONFLICT
    for (int p = 0; p < n; p++) {
      if (different[p]) {
        switch (rules.multipleOrders()) {
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
    // Retreats to the same province bounce; on a map with special borders, those that cross one give way first.
    int[] arrivals = new int[n];
    for (int p = 0; p < n; p++) {
      if (chosen[p] >= 0) {
        arrivals[t.provinceOf[chosen[p]]]++;
      }
    }
    int[] weight = null; // by dislodged unit's province: the weight of the border its retreat crosses
    int[][] byWeight = null; // destination -> how many retreats arrive across borders of each weight
    if (t.crossings) {
      weight = new int[n];
      byWeight = new int[3][n];
      for (DislodgedUnit d : pos.dislodged()) {
        int p = d.unit().province().index();
        if (chosen[p] >= 0) {
          weight[p] = t.weight(d.unit().location().index(), t.provinceOf[chosen[p]]);
          byWeight[weightClass(weight[p])][t.provinceOf[chosen[p]]]++;
        }
      }
    }
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
        if (!arrives(prov[i], to, arrivals, weight, byWeight)) {
          List<Province> others = new ArrayList<>();
          for (int p = 0; p < n; p++) {
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
    // The next position.
    Position.Builder next = pos.toBuilder().clearDislodged().clearStandoffs().phase(pos.phase().next());
    ImmutableList.Builder<Unit> retreated = ImmutableList.builder();
    ImmutableList.Builder<Unit> disbanded = ImmutableList.builder();
    for (DislodgedUnit d : pos.dislodged()) {
      int p = d.unit().province().index();
      int c = chosen[p];
      if (c >= 0 && arrives(p, t.provinceOf[c], arrivals, weight, byWeight)) {
        Location to = map.locations().get(c);
        if (d.unit().type() == UnitType.ARMY) {
          to = to.province().location();
        }
        Unit u = Unit.of(d.unit().power(), d.unit().type(), to);
        next.unit(u);
        retreated.add(u);
      } else {
        disbanded.add(d.unit());
      }
    }
    Position nextPos = next.build();
    if (pos.phase().season() == Season.FALL) {
      nextPos = Ownership.afterFall(nextPos);
    }
    return new RetreatResult(pos, results.build(), optionsBuilder.build(), retreated.build(), disbanded.build(),
        nextPos);
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
  private Object destination(Unit u, Location to, DislodgedUnit d, Position pos, Rulebook rules,
      ImmutableList<Location> options) {
    Province tp = to.province();
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
    if (options.contains(target)) {
      return target;
    }
    if (pos.unitAt(tp).isPresent()) {
      return Reason.RETREAT_OCCUPIED;
    }
    if (pos.isStandoff(tp)) {
      return Reason.RETREAT_TO_STANDOFF;
    }
    return Reason.RETREAT_TO_ATTACKER_ORIGIN;
  }
}
