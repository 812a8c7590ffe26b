package io.github.dipjudge.adjudicate;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.Terrain;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.BuildPriority;
import io.github.dipjudge.order.Disband;
import io.github.dipjudge.order.DisbandPriority;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderKind;
import io.github.dipjudge.order.Retreat;
import io.github.dipjudge.order.RetreatPriority;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A whole turn under the house rules of seed 000: the movement orders, the retreats ordered in advance as priority
 * lists, and in Fall the adjustments ordered in advance, adjudicated in one call.
 *
 * <p>Retreats (seed 000, section 2.3): a listed unit goes to the first listed place that is a legal retreat for it
 * (the list is checked for legality only; a collision does not move it down its list); listed units that collide
 * are all disbanded, as in the standard rules. Units with no list, or whose list has no legal place, are placed by
 * the judge after the listed ones: a unit with one legal retreat takes it (units whose only legal retreat is one and
 * the same province are then all disbanded, rule 2.3.1-5); otherwise the judge never picks a province another
 * retreat takes while the unit has another, and ranks the candidates by the seed's criteria in order: (1) a supply
 * centre the power owns, (2) nearer to its own country (fewest steps over any adjacency to its home territory), (3)
 * a supply centre it does not own, (4) for a fleet, a sea, (5) a random draw.
 *
 * <p>Adjustments (section 2.3.2): explicit builds and removals and the priority lists form one sequence in the order
 * written; as many are carried out as the centre count allows, skipping the impossible ones (DATC 4.D.4 and 4.D.6,
 * option b). A removal names the unit where it stood when the orders were written; the unit is followed through its
 * move or retreat. Too few removals: the judge's rule, {@link Rulebook.CivilDisorderRemoval#OVERSEAS_FIRST}.
 */
final class HouseTurn {
  private final MapTables t;
  private final GameMap map;

  HouseTurn(MapTables t) {
    this.t = t;
    this.map = t.map;
  }

  TurnResult adjudicate(Adjudicator adjudicator, Position pos, List<Order> orders, Rulebook rules, long seed) {
    JudgeRandom random = new JudgeRandom(seed);
    boolean fall = pos.phase().season() == Season.FALL;
    int m = orders.size();
    OrderResult[] results = new OrderResult[m];
    List<Order> movementOrders = new ArrayList<>();
    List<Integer> movementIndex = new ArrayList<>();
    for (int i = 0; i < m; i++) {
      Order o = orders.get(i);
      if (isAdjustment(o)) {
        if (!fall || rules.adjustmentOrdering() != Rulebook.AdjustmentOrdering.WITH_FALL_ORDERS) {
          results[i] = new OrderResult(o, Reason.WRONG_PHASE, ImmutableList.of(), false);
        }
      } else if (o.kind() != OrderKind.RETREAT_PRIORITY) {
        movementOrders.add(o);
        movementIndex.add(i);
      }
    }
    MovementResult mr = adjudicator.movement(pos, movementOrders);
    for (int k = 0; k < movementIndex.size(); k++) {
      results[movementIndex.get(k)] = mr.results().get(k);
    }

    // Retreats.
    Position retreatPos = mr.nextPosition();
    List<String> notes = new ArrayList<>();
    List<Order> retreatOrders = new ArrayList<>();
    Map<Province, Integer> priorityOf = new HashMap<>();
    for (int i = 0; i < m; i++) {
      Order o = orders.get(i);
      if (o.kind() != OrderKind.RETREAT_PRIORITY) {
        continue;
      }
      RetreatPriority rp = (RetreatPriority) o;
      Province p = rp.location().province();
      Optional<DislodgedUnit> d = retreatPos.dislodgedAt(p);
      if (d.isEmpty()) {
        results[i] = new OrderResult(o, Reason.NOT_NEEDED, ImmutableList.of(), false);
      } else if (rp.power().isPresent() && rp.power().get() != d.get().unit().power()) {
        results[i] = new OrderResult(o, Reason.FOREIGN_UNIT, ImmutableList.of(), true);
      } else if (priorityOf.containsKey(p)) {
        results[i] = new OrderResult(o, Reason.SUPERSEDED, ImmutableList.of(), true);
      } else {
        priorityOf.put(p, i);
      }
    }
    int n = t.provinces;
    int[] claims = new int[n];
    List<DislodgedUnit> toJudge = new ArrayList<>();
    Map<Province, Order> chosenRetreat = new HashMap<>();
    for (DislodgedUnit d : retreatPos.dislodged()) {
      Province p = d.unit().province();
      ImmutableList<Location> options = mr.retreatOptions().get(p);
      Integer i = priorityOf.get(p);
      if (i == null) {
        toJudge.add(d);
        continue;
      }
      RetreatPriority rp = (RetreatPriority) orders.get(i);
      Location first = null;
      for (Location l : rp.destinations()) {
        Location target = d.unit().type() == UnitType.ARMY ? l.province().location() : l;
        if (options.contains(target)) {
          first = target;
          break;
        }
      }
      if (first != null) {
        Order r = Retreat.of(d.unit().type(), d.unit().location(), first).withPower(d.unit().power());
        chosenRetreat.put(p, r);
        claims[first.province().index()]++;
      } else if (rp.thenDisband() || options.isEmpty()) {
        chosenRetreat.put(p, Disband.of(d.unit().type(), d.unit().location()).withPower(d.unit().power()));
      } else {
        toJudge.add(d);
      }
    }
    // The judge: units with one legal retreat take it; the others choose by the seed's criteria.
    List<DislodgedUnit> several = new ArrayList<>();
    for (DislodgedUnit d : toJudge) {
      ImmutableList<Location> options = mr.retreatOptions().get(d.unit().province());
      if (options.isEmpty()) {
        chosenRetreat.put(d.unit().province(), Disband.of(d.unit().type(), d.unit().location())
            .withPower(d.unit().power()));
        notes.add(describe(d.unit()) + ": no legal retreat, disbanded");
      } else if (options.size() == 1) {
        Location only = options.get(0);
        chosenRetreat.put(d.unit().province(), Retreat.of(d.unit().type(), d.unit().location(), only)
            .withPower(d.unit().power()));
        claims[only.province().index()]++;
        notes.add(describe(d.unit()) + ": placed by the judge at " + only.id() + " (its only legal retreat)");
      } else {
        several.add(d);
      }
    }
    for (DislodgedUnit d : several) {
      ImmutableList<Location> options = mr.retreatOptions().get(d.unit().province());
      List<Location> free = new ArrayList<>();
      for (Location l : options) {
        if (claims[l.province().index()] == 0) {
          free.add(l);
        }
      }
      List<Location> candidates = free.isEmpty() ? options : free;
      Location pick = judgeRetreat(d.unit(), candidates, retreatPos, random);
      chosenRetreat.put(d.unit().province(), Retreat.of(d.unit().type(), d.unit().location(), pick)
          .withPower(d.unit().power()));
      claims[pick.province().index()]++;
      notes.add(describe(d.unit()) + ": placed by the judge at " + pick.id());
    }
    for (DislodgedUnit d : retreatPos.dislodged()) {
      Order r = chosenRetreat.get(d.unit().province());
      if (r != null) {
        retreatOrders.add(r);
      }
    }
    RetreatResult rr = adjudicator.retreat(retreatPos, retreatOrders);
    for (int k = 0; k < retreatOrders.size(); k++) {
      Order given = retreatOrders.get(k);
      Province p = ((io.github.dipjudge.order.UnitOrder) given).location().province();
      Integer i = priorityOf.get(p);
      OrderResult r = rr.results().get(k);
      if (i != null && results[i] == null) {
        boolean judged = wasJudged(p, toJudge);
        Reason reason = !judged || r.reason() != Reason.RETREATED ? r.reason() : Reason.PLACED_BY_JUDGE;
        ImmutableList<Province> by = reason == Reason.PLACED_BY_JUDGE && given instanceof Retreat
            ? ImmutableList.of(((Retreat) given).destination().province()) : r.by();
        results[i] = new OrderResult(orders.get(i), reason, by, true);
      }
    }
    Position next = rr.nextPosition();

    // Adjustments, after a Fall.
    AdjustmentResult ar = null;
    List<Order> adjustmentOrders = new ArrayList<>();
    if (fall && rules.adjustmentOrdering() == Rulebook.AdjustmentOrdering.WITH_FALL_ORDERS) {
      Map<Province, Location> followed = follow(pos, mr, retreatOrders, rr);
      List<Integer> owner = new ArrayList<>();
      for (int i = 0; i < m; i++) {
        Order o = orders.get(i);
        if (!isAdjustment(o)) {
          continue;
        }
        for (Order item : expand(o)) {
          adjustmentOrders.add(relocate(item, followed));
          owner.add(i);
        }
      }
      ar = adjudicator.adjustment(next, adjustmentOrders, random);
      for (int k = 0; k < adjustmentOrders.size(); k++) {
        int i = owner.get(k);
        OrderResult r = ar.results().get(k);
        if (results[i] == null || (!results[i].succeeded() && r.succeeded())) {
          results[i] = new OrderResult(orders.get(i), r.reason(), r.by(), false);
        }
      }
      for (Unit u : ar.removedByCivilDisorder()) {
        notes.add(describe(u) + ": removed by the judge (too few removals ordered)");
      }
      next = ar.nextPosition();
    }
    for (int i = 0; i < m; i++) {
      if (results[i] == null) {
        // An adjustment list none of whose items applied.
        results[i] = new OrderResult(orders.get(i), Reason.NO_BUILDS_ALLOWED, ImmutableList.of(), false);
      }
    }
    return new TurnResult(pos, ImmutableList.copyOf(results), mr, ImmutableList.copyOf(retreatOrders), rr,
        ImmutableList.copyOf(adjustmentOrders), ar, ImmutableList.copyOf(notes), next, random.state());
  }

  private static boolean wasJudged(Province p, List<DislodgedUnit> judged) {
    for (DislodgedUnit d : judged) {
      if (d.unit().province() == p) {
        return true;
      }
    }
    return false;
  }

  private static boolean isAdjustment(Order o) {
    switch (o.kind()) {
      case BUILD:
      case DISBAND:
      case WAIVE:
      case BUILD_PRIORITY:
      case DISBAND_PRIORITY:
        return true;
      default:
        return false;
    }
  }

  private static List<Order> expand(Order o) {
    List<Order> out = new ArrayList<>();
    if (o instanceof BuildPriority) {
      BuildPriority bp = (BuildPriority) o;
      for (Build b : bp.builds()) {
        out.add(bp.power().isPresent() ? b.withPower(bp.power().get()) : b);
      }
    } else if (o instanceof DisbandPriority) {
      DisbandPriority dp = (DisbandPriority) o;
      for (Disband d : dp.disbands()) {
        out.add(dp.power().isPresent() ? d.withPower(dp.power().get()) : d);
      }
    } else {
      out.add(o);
    }
    return out;
  }

  /** Where each unit of the turn's start ended: its province at the start to its location now (absent if gone). */
  private static Map<Province, Location> follow(Position start, MovementResult mr, List<Order> retreatOrders,
      RetreatResult rr) {
    Map<Province, Location> out = new HashMap<>();
    Position afterMoves = mr.nextPosition();
    for (Unit u : start.units()) {
      Province p = u.province();
      Optional<OrderResult> res = mr.resultFor(p);
      Location now = null;
      if (res.isPresent() && res.get().reason() == Reason.MOVED) {
        Province dest = ((io.github.dipjudge.order.Move) res.get().order()).destination().province();
        now = afterMoves.unitAt(dest).map(Unit::location).orElse(null);
      } else if (afterMoves.dislodgedAt(p).isPresent()) {
        for (int k = 0; k < retreatOrders.size(); k++) {
          Order r = retreatOrders.get(k);
          if (r instanceof Retreat && ((Retreat) r).location().province() == p
              && rr.results().get(k).reason() == Reason.RETREATED) {
            Location to = ((Retreat) r).destination();
            now = u.type() == UnitType.ARMY ? to.province().location() : to;
          }
        }
      } else {
        now = u.location();
      }
      if (now != null) {
        out.put(p, now);
      }
    }
    return out;
  }

  private static Order relocate(Order o, Map<Province, Location> followed) {
    if (!(o instanceof Disband)) {
      return o;
    }
    Disband d = (Disband) o;
    Location now = followed.get(d.location().province());
    if (now == null || now == d.location()) {
      return o;
    }
    return new Disband(d.power(), d.unitType(), now);
  }

  /** The seed's criteria, in order, with a random draw among the equal. */
  private Location judgeRetreat(Unit u, List<Location> candidates, Position pos, JudgeRandom random) {
    Power p = u.power();
    boolean[] home = new boolean[t.provinces];
    for (Province h : p.territory()) {
      home[h.index()] = true;
    }
    int[] distance = t.distancesFrom(home);
    long bestKey = Long.MAX_VALUE;
    List<Location> best = new ArrayList<>();
    for (Location l : candidates) {
      Province q = l.province();
      boolean ownCentre = q.isSupplyCentre() && pos.ownerAtIndex(q.index()) == p;
      boolean otherCentre = q.isSupplyCentre() && !ownCentre;
      boolean sea = q.terrain() == Terrain.SEA;
      long key = (ownCentre ? 0L : 1L) << 40 | (long) Math.min(distance[q.index()], 0xFFFFFF) << 8
          | (otherCentre ? 0L : 1L) << 1 | (u.type() == UnitType.FLEET && !sea ? 1L : 0L);
      if (key < bestKey) {
        bestKey = key;
        best.clear();
      }
      if (key == bestKey) {
        best.add(l);
      }
    }
    return best.get(random.nextInt(best.size()));
  }

  private static String describe(Unit u) {
    return u.power().name() + " " + u.type().letter() + " " + u.location().id();
  }
}
