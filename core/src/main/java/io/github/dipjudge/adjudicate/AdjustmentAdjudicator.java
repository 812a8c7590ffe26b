package io.github.dipjudge.adjudicate;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.Terrain;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Disband;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderKind;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import io.github.dipjudge.rules.Rulebook.TwoBuildsInOneProvince;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * An adjustment phase. A power with more centres than units builds up to the difference, one unit per vacant build
 * site ({@link BuildSiteRules}: an owned home centre, any owned centre under {@code BUILD_ANY}, an open partisan site;
 * fleets only on coasts, naming the coast where there are several); a power with fewer centres removes the
 * difference. Too many builds or removals: DATC 4.D.4 to 4.D.6; missing unit type: 4.C.3; fleet inland: 4.C.4;
 * waive: 4.D.7. Too few removals: the civil disorder rule of 4.D.8.
 */
final class AdjustmentAdjudicator {
  private final GameMap map;
  private final MapTables t;

  AdjustmentAdjudicator(MapTables t) {
    this.t = t;
    this.map = t.map;
  }

  /** An order after checking: the reason it fails, or what it does. */
  private static final class Item {
    final Order order;
    Reason reason;
    Power power;
    Location location; // build site or removed unit's location
    UnitType type;
    boolean counts; // a legal build, waive or removal that competes for the power's allowance
    Item twinOf; // a removal of the same unit as this one, which competes in its place

    Item(Order order) {
      this.order = order;
    }
  }

  AdjustmentResult adjudicate(Position pos, List<? extends Order> orders, Rulebook rules) {
    return adjudicate(pos, orders, rules, new JudgeRandom(pos.phase().year() * 31L + pos.hashCode()));
  }

  /** As above, with the judge's random draws (civil disorder under the house rule) from {@code random}. */
  AdjustmentResult adjudicate(Position pos, List<? extends Order> orders, Rulebook rules, JudgeRandom random) {
    int powers = map.powers().size();
    int[] delta = new int[powers];
    for (Power p : map.powers()) {
      delta[p.index()] = pos.centreCount(p) - pos.units(p).size();
    }
    List<Item> items = new ArrayList<>(orders.size());
    for (Order o : orders) {
      Item it = new Item(o);
      check(it, pos, delta, rules);
      items.add(it);
    }
    // Per power, choose which of the legal orders are carried out.
    Position.Builder next = pos.toBuilder().phase(pos.phase().next());
    ImmutableList.Builder<Unit> built = ImmutableList.builder();
    ImmutableList.Builder<Unit> removed = ImmutableList.builder();
    ImmutableList.Builder<Unit> civil = ImmutableList.builder();
    for (Power p : map.powers()) {
      int d = delta[p.index()];
      List<Item> mine = new ArrayList<>();
      for (Item it : items) {
        if (it.counts && it.power == p) {
          mine.add(it);
        }
      }
      if (d > 0) {
        chooseBuilds(mine, d, rules);
      } else if (d < 0) {
        chooseRemovals(mine, -d, rules);
      }
      int removedCount = 0;
      for (Item it : mine) {
        if (it.reason != null) {
          continue;
        }
        switch (it.order.kind()) {
          case BUILD: {
            it.reason = Reason.BUILT;
            Unit u = Unit.of(p, it.type, it.location);
            next.unit(u);
            built.add(u);
            break;
          }
          case DISBAND: {
            it.reason = Reason.REMOVED;
            Unit u = pos.unitAt(it.location.province()).get();
            next.removeUnit(u.province());
            removed.add(u);
            removedCount++;
            break;
          }
          default:
            it.reason = Reason.WAIVED;
        }
      }
      if (d < 0 && removedCount < -d) {
        for (Unit u : civilDisorder(pos, p, -d - removedCount, rules, mine, random)) {
          next.removeUnit(u.province());
          removed.add(u);
          civil.add(u);
        }
      }
    }
    ImmutableList.Builder<OrderResult> results = ImmutableList.builderWithExpectedSize(items.size());
    for (Item it : items) {
      results.add(new OrderResult(it.order, it.reason, ImmutableList.of(), false));
    }
    return new AdjustmentResult(pos, results.build(), built.build(), removed.build(), civil.build(), next.build());
  }

  private void check(Item it, Position pos, int[] delta, Rulebook rules) {
    Order o = it.order;
    if (o.kind() == OrderKind.WAIVE) {
      if (o.power().isEmpty()) {
        it.reason = Reason.NO_UNIT;
        return;
      }
      it.power = o.power().get();
      if (rules.waivingBuilds() == Rulebook.WaivingBuilds.B_NOT_ALLOWED) {
        it.reason = Reason.WAIVE_NOT_ALLOWED;
      } else if (delta[it.power.index()] <= 0) {
        it.reason = Reason.NO_BUILDS_ALLOWED;
      } else {
        it.counts = true;
      }
      return;
    }
    if (o.kind() == OrderKind.BUILD) {
      checkBuild(it, (Build) o, pos, delta, rules);
      return;
    }
    if (o.kind() == OrderKind.DISBAND) {
      Disband d = (Disband) o;
      Unit u = pos.unitAt(d.location().province()).orElse(null);
      if (u == null) {
        it.reason = Reason.NO_UNIT;
        return;
      }
      if (o.power().isPresent() && o.power().get() != u.power()) {
        it.reason = Reason.FOREIGN_UNIT;
        return;
      }
      if (d.unitType().isPresent() && d.unitType().get() != u.type()
          && rules.wrongUnitType() == Rulebook.WrongUnitType.A_INVALID) {
        it.reason = Reason.WRONG_UNIT_TYPE;
        return;
      }
      Reason coast = RetreatAdjudicator.coastOfUnit(d.location(), u, rules);
      if (coast != null) {
        it.reason = coast;
        return;
      }
      it.power = u.power();
      it.location = u.location();
      if (delta[u.power().index()] >= 0) {
        it.reason = Reason.NO_DISBANDS_DUE;
        return;
      }
      it.counts = true;
      return;
    }
    it.reason = Reason.WRONG_PHASE;
  }

  private void checkBuild(Item it, Build b, Position pos, int[] delta, Rulebook rules) {
    Province prov = b.location().province();
    boolean anyOwned = rules.buildSitesOn(map) == Rulebook.BuildSites.ANY_OWNED_CENTRE;
    Power power = b.power().orElse(BuildSiteRules.builderOf(pos, prov, anyOwned));
    if (power == null) {
      it.reason = anyOwned && !prov.isSupplyCentre() ? Reason.NOT_SUPPLY_CENTRE : Reason.NOT_HOME_CENTRE;
      return;
    }
    it.power = power;
    Reason refused = BuildSiteRules.refusal(pos, power, prov, anyOwned).orElse(null);
    if (refused != null) {
      it.reason = refused;
      return;
    }
    if (pos.unitAt(prov).isPresent()) {
      it.reason = Reason.CENTRE_OCCUPIED;
      return;
    }
    if (delta[power.index()] <= 0) {
      it.reason = Reason.NO_BUILDS_ALLOWED;
      return;
    }
    UnitType type = b.unitType().orElse(null);
    Location loc = b.location();
    if (type == null) {
      switch (rules.buildWithoutUnitType()) {
        case A_FAILS:
          it.reason = Reason.BUILD_UNIT_TYPE_MISSING;
          return;
        case B_ARMY_ON_LAND:
          if (prov.terrain() != Terrain.INLAND) {
            it.reason = Reason.BUILD_UNIT_TYPE_MISSING;
            return;
          }
          type = UnitType.ARMY;
          break;
        default:
          if (prov.terrain() == Terrain.INLAND) {
            type = UnitType.ARMY;
          } else if (loc.isCoast()) {
            type = UnitType.FLEET;
          } else {
            it.reason = Reason.BUILD_UNIT_TYPE_MISSING;
            return;
          }
      }
    }
    if (type == UnitType.FLEET && !prov.terrain().admits(UnitType.FLEET)) {
      if (rules.fleetBuildInland() == Rulebook.FleetBuildInland.B_BUILDS_ARMY) {
        type = UnitType.ARMY;
      } else {
        it.reason = Reason.FLEET_TO_LAND;
        return;
      }
    }
    if (type == UnitType.FLEET) {
      if (prov.hasSplitCoasts() && !loc.isCoast()) {
        it.reason = Reason.MISSING_COAST;
        return;
      }
    } else {
      if (loc.isCoast() && rules.unknownCoast() == Rulebook.UnknownOrIrrelevantCoast.A_ILLEGAL) {
        it.reason = Reason.IRRELEVANT_COAST;
        return;
      }
      loc = prov.location();
    }
    it.type = type;
    it.location = loc;
    it.counts = true;
  }

  private static void chooseBuilds(List<Item> mine, int allowed, Rulebook rules) {
    // Two or more builds in one province (4.D.5): under A all fail, under B all but the first, under C all but the
    // last. The same build given twice is two builds there (DATC 6.I.7: "The second build should fail").
    for (int i = 0; i < mine.size(); i++) {
      Item a = mine.get(i);
      if (a.order.kind() != OrderKind.BUILD || a.reason != null) {
        continue;
      }
      int lastThere = i;
      boolean several = false;
      for (int j = i + 1; j < mine.size(); j++) {
        Item b = mine.get(j);
        if (b.order.kind() == OrderKind.BUILD && b.reason == null && b.location.province() == a.location.province()) {
          several = true;
          lastThere = j;
        }
      }
      if (!several) {
        continue;
      }
      TwoBuildsInOneProvince rule = rules.twoBuildsInOneProvince();
      for (int j = i; j < mine.size(); j++) {
        Item b = mine.get(j);
        if (b.order.kind() != OrderKind.BUILD || b.reason != null || b.location.province() != a.location.province()) {
          continue;
        }
        boolean kept = rule == TwoBuildsInOneProvince.B_FIRST && j == i
            || rule == TwoBuildsInOneProvince.C_LAST && j == lastThere;
        if (!kept) {
          b.reason = Reason.ALREADY_BUILT_THERE;
        }
      }
    }
    List<Item> legal = new ArrayList<>();
    for (Item it : mine) {
      if (it.reason == null) {
        legal.add(it);
      }
    }
    if (legal.size() <= allowed) {
      return;
    }
    switch (rules.tooManyBuilds()) {
      case A_ALL_INVALID:
        legal.forEach(it -> it.reason = Reason.TOO_MANY_BUILDS);
        break;
      case C_LAST_LEGAL:
        for (int i = 0; i < legal.size() - allowed; i++) {
          legal.get(i).reason = Reason.TOO_MANY_BUILDS;
        }
        break;
      default:
        for (int i = allowed; i < legal.size(); i++) {
          legal.get(i).reason = Reason.TOO_MANY_BUILDS;
        }
    }
  }

  /**
   * The removals carried out, by DATC 4.D.6. Two removals of one unit are one order given twice: the occurrence that
   * competes is the first under options A and B, the last under C ("the last legal disband orders"), and the other
   * occurrences get {@link Reason#ALREADY_REMOVED} when the unit is removed, or else the competing one's reason, so
   * that no result says a unit was removed that stays.
   */
  private static void chooseRemovals(List<Item> mine, int due, Rulebook rules) {
    boolean last = rules.tooManyDisbands() == Rulebook.TooManyDisbands.C_LAST_LEGAL;
    List<Item> legal = new ArrayList<>();
    List<Item> twins = new ArrayList<>(); // the other occurrences, each with the competing one in twinOf
    for (int k = 0; k < mine.size(); k++) {
      Item it = mine.get(last ? mine.size() - 1 - k : k);
      if (it.reason != null) {
        continue;
      }
      Item same = null;
      for (Item other : legal) {
        if (other.location.province() == it.location.province()) {
          same = other;
        }
      }
      if (same == null) {
        legal.add(it);
      } else {
        it.twinOf = same;
        twins.add(it);
      }
    }
    if (last) {
      java.util.Collections.reverse(legal);
    }
    if (legal.size() > due) {
      switch (rules.tooManyDisbands()) {
        case A_CIVIL_DISORDER:
          legal.forEach(it -> it.reason = Reason.TOO_MANY_DISBANDS);
          break;
        case C_LAST_LEGAL:
          for (int i = 0; i < legal.size() - due; i++) {
            legal.get(i).reason = Reason.TOO_MANY_DISBANDS;
          }
          break;
        default:
          for (int i = due; i < legal.size(); i++) {
            legal.get(i).reason = Reason.TOO_MANY_DISBANDS;
          }
      }
    }
    for (Item it : twins) {
      it.reason = it.twinOf.reason == null ? Reason.ALREADY_REMOVED : it.twinOf.reason;
    }
  }

  /**
   * DATC 4.D.8: the units a power loses when it ordered too few removals, farthest first; at equal distance fleets
   * before armies, then alphabetically by English province name.
   */
  private List<Unit> civilDisorder(Position pos, Power p, int count, Rulebook rules, List<Item> mine,
      JudgeRandom random) {
    List<Unit> candidates = new ArrayList<>();
    for (Unit u : pos.units(p)) {
      boolean already = false;
      for (Item it : mine) {
        if (it.reason == Reason.REMOVED && it.location.province() == u.province()) {
          already = true;
        }
      }
      if (!already) {
        candidates.add(u);
      }
    }
    if (rules.civilDisorderRemoval() == Rulebook.CivilDisorderRemoval.OVERSEAS_FIRST) {
      return overseasFirst(candidates, p, count, random);
    }
    boolean homeRule = rules.civilDisorderRemoval() == Rulebook.CivilDisorderRemoval.HOME_CENTRES;
    boolean[] target = new boolean[t.provinces];
    if (homeRule) {
      for (Province h : p.homeCentres()) {
        target[h.index()] = true;
      }
    } else {
      for (Province c : pos.centres(p)) {
        target[c.index()] = true;
      }
    }
    int[] anyDistance = distances(target, null);
    int[] fleetDistance = homeRule ? fleetDistances(target) : null;
    int[] dist = new int[candidates.size()];
    for (int i = 0; i < candidates.size(); i++) {
      Unit u = candidates.get(i);
      dist[i] = homeRule && u.type() == UnitType.FLEET ? fleetDistance[u.location().index()]
          : anyDistance[u.province().index()];
    }
    Integer[] order = new Integer[candidates.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Arrays.sort(order, Comparator.<Integer>comparingInt(i -> -dist[i])
        .thenComparingInt(i -> candidates.get(i).type() == UnitType.FLEET ? 0 : 1)
        .thenComparing(i -> candidates.get(i).province().name()));
    List<Unit> out = new ArrayList<>();
    for (int i = 0; i < Math.min(count, order.length); i++) {
      out.add(candidates.get(order[i]));
    }
    return out;
  }

  /**
   * The house rule of seed 000: units outside the power's home territory first (海外的部队), then units not on a supply
   * centre, then a random draw among the equal.
   */
  private static List<Unit> overseasFirst(List<Unit> candidates, Power p, int count, JudgeRandom random) {
    List<Unit> pool = new ArrayList<>(candidates);
    List<Unit> out = new ArrayList<>();
    while (out.size() < count && !pool.isEmpty()) {
      int bestRank = Integer.MAX_VALUE;
      for (Unit u : pool) {
        bestRank = Math.min(bestRank, rank(u, p));
      }
      List<Unit> best = new ArrayList<>();
      for (Unit u : pool) {
        if (rank(u, p) == bestRank) {
          best.add(u);
        }
      }
      Unit pick = best.get(random.nextInt(best.size()));
      out.add(pick);
      pool.remove(pick);
    }
    return out;
  }

  private static int rank(Unit u, Power p) {
    boolean overseas = !p.territory().contains(u.province());
    boolean offCentre = !u.province().isSupplyCentre();
    return (overseas ? 0 : 2) + (offCentre ? 0 : 1);
  }

  /** Steps from each province to the nearest target over any adjacency (land or sea, army or fleet edges). */
  private int[] distances(boolean[] target, Object unused) {
    int n = t.provinces;
    int[] d = new int[n];
    Arrays.fill(d, Integer.MAX_VALUE / 2);
    ArrayDeque<Integer> q = new ArrayDeque<>();
    for (int i = 0; i < n; i++) {
      if (target[i]) {
        d[i] = 0;
        q.add(i);
      }
    }
    while (!q.isEmpty()) {
      int x = q.poll();
      for (int y : t.armyAdj[x]) {
        if (d[y] > d[x] + 1) {
          d[y] = d[x] + 1;
          q.add(y);
        }
      }
      for (int loc = 0; loc < t.locations; loc++) {
        if (t.provinceOf[loc] != x) {
          continue;
        }
        for (int yl : t.fleetAdj[loc]) {
          int y = t.provinceOf[yl];
          if (d[y] > d[x] + 1) {
            d[y] = d[x] + 1;
            q.add(y);
          }
        }
      }
    }
    return d;
  }

  /** Steps a fleet needs from each location to reach a target province, moving as a fleet. */
  private int[] fleetDistances(boolean[] target) {
    int l = t.locations;
    int[] d = new int[l];
    Arrays.fill(d, Integer.MAX_VALUE / 2);
    ArrayDeque<Integer> q = new ArrayDeque<>();
    for (int i = 0; i < l; i++) {
      if (target[t.provinceOf[i]] && t.fleetCanStand[i]) {
        d[i] = 0;
        q.add(i);
      }
    }
    while (!q.isEmpty()) {
      int x = q.poll();
      for (int y : t.fleetAdj[x]) {
        if (d[y] > d[x] + 1) {
          d[y] = d[x] + 1;
          q.add(y);
        }
      }
    }
    return d;
  }
}
