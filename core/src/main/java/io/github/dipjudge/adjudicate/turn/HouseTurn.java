package io.github.dipjudge.adjudicate.turn;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.adjudicate.TurnResult;
import io.github.dipjudge.adjudicate.movement.MapTables;
import io.github.dipjudge.internal.ResultAccess;
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
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A whole turn under the simplified-Chinese house rules: the movement orders, the retreats ordered in advance as priority
 * lists (and disband orders), and in Fall the adjustments ordered in advance, adjudicated in one call.
 *
 * <p>Retreats ordered in advance (the house rules, section 2.3): a priority list, or a disband order ("[地区][单位]解散";
 * 2.3.1 四 "你也可以自行选择解散部队"), for a unit that is dislodged. A disband order for a dislodged unit disbands it
 * instead of retreating it, in Spring and in Fall; the same as a list that holds only 解散. A retreat list or disband
 * order for a unit that is not dislodged does not apply ({@link Reason#NOT_NEEDED}), except that in Fall a disband
 * order for such a unit is the removal of the adjustment (and when the power has no removal due, it is
 * {@link Reason#NO_DISBANDS_DUE} and the unit stays). Several such orders for one unit follow DATC 4.D.3 as in a
 * retreat phase (identical ones count once; option C, the house preset's: none counts and the judge places the unit).
 *
 * <p>Where the units go. The lists mean what the house rules' example says: "如果不能撤入葡萄牙，则撤入西地中海" — if the unit
 * cannot go to a place, it goes to the next. This library reads "cannot go" as: the place is no legal retreat for the
 * unit, or another retreating unit goes there, so that two listed units never meet while one of them has somewhere
 * else to go; and section 2.3.1 五 ("如果两个单位都只能撤入同一个区块，则两者必须都解散") disbands units only when
 * each of them can only retreat to that one province. In order:
 * <ol>
 *   <li>A unit that chose to disband is disbanded; a unit without a legal retreat is disbanded.
 *   <li>A unit with exactly one legal retreat goes there (unless its list, ending in 解散, leaves that place out):
 *       it "can only retreat" there. Two or more such units with the same only place are all disbanded, and that
 *       place is closed to every other unit.
 *   <li>The other listed units walk their lists together, in rounds: each takes the first place of its list that is
 *       a legal retreat and not closed; a place two or more of them take in a round is closed (none of them "can go"
 *       there), and they move on in the next round; when no place is taken twice, each unit goes to its place. A
 *       unit whose list runs out is disbanded if the list ends in 解散, else placed by the judge. The order in which
 *       the orders are listed plays no part.
 *   <li>The judge places the units without a usable list, one after another in the order of their provinces on the
 *       map: only in a legal retreat that no other unit takes (a unit with none left is disbanded), ranked by the
 *       house rules' criteria: (1) a supply centre the power owns, (2) nearer to its own country (fewest steps over any
 *       adjacency to its home territory), (3) a supply centre it does not own, (4) for a fleet, a sea, (5) a random
 *       draw.
 * </ol>
 *
 * <p>Adjustments (section 2.3.2): explicit builds and removals and the priority lists form one sequence in the order
 * written; as many are carried out as the centre count allows, skipping the impossible ones (DATC 4.D.4 and 4.D.6,
 * option b). A removal names the unit where it stood when the orders were written; the unit is followed through its
 * move or retreat (a removal naming no unit of the turn's start is {@link Reason#NO_UNIT}; one whose unit was lost in
 * the turn no longer applies). Too few removals: the judge's rule, {@link Rulebook.CivilDisorderRemoval#OVERSEAS_FIRST}.
 */
public final class HouseTurn {
  private static final ResultAccess RESULTS = ResultAccess.get();
  private final MapTables t;
  private final GameMap map;

  /**
   * The adjudicator's adjustment phase with the judge's random draws, which the house turn runs after a Fall: the
   * adjudicator's own method, which is not public.
   */
  @FunctionalInterface
  public interface Adjustments {
    /**
     * Adjudicates the adjustment phase of {@code pos}, the judge's civil disorder drawn from {@code random}.
     *
     * @param pos a position in an adjustment phase
     * @param orders the adjustments ordered in advance
     * @param random the judge's random draws
     * @return the phase's result
     */
    AdjustmentResult adjudicate(Position pos, List<Order> orders, JudgeRandom random);
  }

  public HouseTurn(MapTables t) {
    this.t = t;
    this.map = t.map;
  }

  public TurnResult adjudicate(Adjudicator adjudicator, Adjustments adjustments, Position pos, List<Order> orders,
      Rulebook rules, long seed) {
    JudgeRandom random = new JudgeRandom(seed);
    boolean fall = pos.phase().beforeAdjustments();
    boolean adjustmentsNow = fall && rules.adjustmentOrdering() == Rulebook.AdjustmentOrdering.WITH_FALL_ORDERS;
    int m = orders.size();
    OrderResult[] results = new OrderResult[m];
    List<Order> movementOrders = new ArrayList<>();
    List<Integer> movementIndex = new ArrayList<>();
    for (int i = 0; i < m; i++) {
      Order o = orders.get(i);
      if (o.kind() == OrderKind.DISBAND || o.kind() == OrderKind.RETREAT_PRIORITY) {
        continue; // decided after the movement: a retreat ordered in advance, or (Fall) a removal
      }
      if (isAdjustment(o)) {
        if (!adjustmentsNow) {
          results[i] = new OrderResult(o, Reason.WRONG_PHASE, ImmutableList.of(), false);
        }
      } else {
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
    boolean[] removal = new boolean[m]; // a disband order for a unit not dislodged: in Fall, the adjustment's removal
    Map<Province, List<Integer>> advance = advanceOrders(pos, retreatPos, orders, results, removal, adjustmentsNow);
    Map<Province, List<Integer>> sharing = new HashMap<>();
    Map<Province, Order> chosen = chooseAdvanceOrders(orders, advance, results, rules, sharing);
    Set<Province> judged = new HashSet<>();
    List<Order> retreatOrders = placeRetreats(retreatPos, mr, chosen, judged, notes, random);
    RetreatResult rr = adjudicator.retreat(retreatPos, retreatOrders);
    for (int k = 0; k < retreatOrders.size(); k++) {
      Order given = retreatOrders.get(k);
      Province p = ((UnitOrder) given).location().province();
      OrderResult r = rr.results().get(k);
      boolean byJudge = judged.contains(p);
      Reason reason = !byJudge || r.reason() != Reason.RETREATED ? r.reason() : Reason.PLACED_BY_JUDGE;
      ImmutableList<Province> by = reason == Reason.PLACED_BY_JUDGE && given instanceof Retreat
          ? ImmutableList.of(((Retreat) given).destination().province()) : r.by();
      for (int i : sharing.getOrDefault(p, List.of())) {
        results[i] = new OrderResult(orders.get(i), reason, by, true);
      }
    }
    Position next = rr.nextPosition();

    // Adjustments, after a Fall.
    AdjustmentResult ar = null;
    List<Order> adjustmentOrders = new ArrayList<>();
    Reason[] none = new Reason[m]; // the result of an adjustment order none of whose items went to the adjustment
    if (adjustmentsNow) {
      Map<Province, Location> followed = follow(pos, mr, retreatOrders, rr);
      List<Integer> owner = new ArrayList<>();
      for (int i = 0; i < m; i++) {
        Order o = orders.get(i);
        if (!(isAdjustment(o) && o.kind() != OrderKind.DISBAND || removal[i])) {
          continue;
        }
        for (Order item : expand(o)) {
          if (item instanceof Disband) {
            Province p = ((Disband) item).location().province();
            if (pos.unitAt(p).isEmpty()) {
              none[i] = Reason.NO_UNIT; // names no unit of the turn's start
              continue;
            }
            Location now = followed.get(p);
            if (now == null) {
              continue; // the unit was lost in the turn: it counts as gone already (2.3.2 六)
            }
            if (now != ((Disband) item).location()) {
              item = new Disband(((Disband) item).power(), ((Disband) item).unitType(), now);
            }
          }
          adjustmentOrders.add(item);
          owner.add(i);
        }
      }
      ar = adjustments.adjudicate(next, adjustmentOrders, random);
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
        Reason r = none[i] != null ? none[i]
            : orders.get(i).kind() == OrderKind.BUILD_PRIORITY ? Reason.NO_BUILDS_ALLOWED : Reason.NO_DISBANDS_DUE;
        results[i] = new OrderResult(orders.get(i), r, ImmutableList.of(), false);
      }
    }
    return RESULTS.turn(pos, ImmutableList.copyOf(results), mr, ImmutableList.copyOf(retreatOrders), rr,
        ImmutableList.copyOf(adjustmentOrders), ar, ImmutableList.copyOf(notes), next, random.state());
  }

  /**
   * The retreat lists and disband orders given for each dislodged unit (by its province, in the order given). The
   * others get their result here, except the disband orders for units not dislodged in a Fall with adjustments,
   * which are marked in {@code removal}.
   */
  private static Map<Province, List<Integer>> advanceOrders(Position pos, Position retreatPos, List<Order> orders,
      OrderResult[] results, boolean[] removal, boolean adjustmentsNow) {
    Map<Province, List<Integer>> advance = new LinkedHashMap<>();
    for (int i = 0; i < orders.size(); i++) {
      Order o = orders.get(i);
      if (o.kind() != OrderKind.RETREAT_PRIORITY && o.kind() != OrderKind.DISBAND) {
        continue;
      }
      Province p = ((UnitOrder) o).location().province();
      Optional<DislodgedUnit> d = retreatPos.dislodgedAt(p);
      if (d.isPresent()) {
        if (o.power().isPresent() && o.power().get() != d.get().unit().power()) {
          results[i] = new OrderResult(o, Reason.FOREIGN_UNIT, ImmutableList.of(), true);
        } else {
          advance.computeIfAbsent(p, k -> new ArrayList<>()).add(i);
        }
      } else if (o.kind() == OrderKind.DISBAND && adjustmentsNow) {
        removal[i] = true;
      } else {
        Optional<Unit> u = pos.unitAt(p);
        Reason r = u.isEmpty() ? Reason.NO_UNIT
            : o.power().isPresent() && o.power().get() != u.get().power() ? Reason.FOREIGN_UNIT : Reason.NOT_NEEDED;
        results[i] = new OrderResult(o, r, ImmutableList.of(), false);
      }
    }
    return advance;
  }

  /**
   * DATC 4.D.3 for the retreats ordered in advance: per dislodged unit the order that counts (absent under option C
   * when they differ: the judge places the unit), and in {@code sharing} the orders that share its result (it and
   * its repeats). The others get {@link Reason#SUPERSEDED} or {@link Reason#MULTIPLE_ORDERS} here.
   */
  private static Map<Province, Order> chooseAdvanceOrders(List<Order> orders, Map<Province, List<Integer>> advance,
      OrderResult[] results, Rulebook rules, Map<Province, List<Integer>> sharing) {
    Map<Province, Order> chosen = new HashMap<>();
    advance.forEach((p, given) -> {
      boolean different = false;
      for (int i : given) {
        different |= !sameEffect(orders.get(i), orders.get(given.get(0)));
      }
      Integer pick;
      if (!different || rules.multipleOrders() == Rulebook.MultipleOrdersForOneUnit.A_FIRST) {
        pick = given.get(0);
      } else if (rules.multipleOrders() == Rulebook.MultipleOrdersForOneUnit.B_LAST) {
        pick = given.get(given.size() - 1);
      } else {
        pick = null;
      }
      List<Integer> same = new ArrayList<>();
      for (int i : given) {
        Order o = orders.get(i);
        if (pick == null) {
          results[i] = new OrderResult(o, Reason.MULTIPLE_ORDERS, ImmutableList.of(), true);
        } else if (!sameEffect(o, orders.get(pick))) {
          results[i] = new OrderResult(o, Reason.SUPERSEDED, ImmutableList.of(), true);
        } else {
          same.add(i);
        }
      }
      if (pick != null) {
        chosen.put(p, orders.get(pick));
        sharing.put(p, same);
      }
    });
    return chosen;
  }

  /**
   * Whether two retreats ordered in advance ask the same: the same places as written, in order (a coast omitted is
   * another place than the coast given: under DATC 4.B.1 option b it is illegal, so the two lists may end
   * differently), and a disband or not after.
   */
  private static boolean sameEffect(Order a, Order b) {
    return places(a).equals(places(b)) && thenDisband(a) == thenDisband(b);
  }

  private static List<Location> places(Order o) {
    return o instanceof RetreatPriority ? ((RetreatPriority) o).destinations() : List.of();
  }

  private static boolean thenDisband(Order o) {
    return !(o instanceof RetreatPriority) || ((RetreatPriority) o).thenDisband();
  }

  /** Whether the order is a list that ends in 解散 (disband when no listed place can be taken). */
  private static boolean listEndsInDisband(Order o) {
    return o instanceof RetreatPriority && ((RetreatPriority) o).thenDisband();
  }

  /**
   * The retreat orders of the turn, one per dislodged unit (see the class comment for the steps); the provinces of
   * the units the judge placed go to {@code judged}.
   */
  private List<Order> placeRetreats(Position retreatPos, MovementResult mr, Map<Province, Order> chosen,
      Set<Province> judged, List<String> notes, JudgeRandom random) {
    List<DislodgedUnit> dislodged = retreatPos.dislodged();
    int k = dislodged.size();
    Location[] target = new Location[k]; // where each unit goes; null: disbanded
    List<List<Location>> lists = new ArrayList<>(); // each listed unit's legal places, in its order
    int[] claims = new int[t.provinces];
    boolean[] closed = new boolean[t.provinces];
    List<Integer> listed = new ArrayList<>();
    List<Integer> toJudge = new ArrayList<>();
    for (int u = 0; u < k; u++) {
      DislodgedUnit d = dislodged.get(u);
      ImmutableList<Location> options = mr.retreatOptions().get(d.unit().province());
      Order given = chosen.get(d.unit().province());
      List<Location> legal = new ArrayList<>();
      if (given instanceof RetreatPriority) {
        for (Location l : ((RetreatPriority) given).destinations()) {
          Location place = d.unit().type() == UnitType.ARMY ? l.province().location() : l;
          if (options.contains(place) && !legal.contains(place)) {
            legal.add(place);
          }
        }
      }
      lists.add(legal);
      if (given instanceof Disband) {
        continue; // the player's choice: disbanded
      }
      if (options.isEmpty()) {
        if (given == null) {
          notes.add(describe(d.unit()) + ": no legal retreat, disbanded");
        }
      } else if (options.size() == 1 && (!legal.isEmpty() || !listEndsInDisband(given))) {
        // Step 2: it can only retreat there.
        target[u] = options.get(0);
        claims[options.get(0).province().index()]++;
        if (legal.isEmpty()) {
          judged.add(d.unit().province());
          notes.add(describe(d.unit()) + ": placed by the judge at " + options.get(0).id()
              + " (its only legal retreat)");
        }
      } else if (given != null) {
        listed.add(u);
      } else {
        toJudge.add(u);
      }
    }
    for (int p = 0; p < t.provinces; p++) {
      closed[p] = claims[p] > 0;
    }
    // Step 3: the listed units, in rounds.
    int[] at = new int[k];
    int[] taken = new int[t.provinces];
    while (!listed.isEmpty()) {
      boolean clash = false;
      List<Integer> still = new ArrayList<>();
      for (int u : listed) {
        List<Location> legal = lists.get(u);
        while (at[u] < legal.size() && closed[legal.get(at[u]).province().index()]) {
          at[u]++;
        }
        if (at[u] == legal.size()) {
          if (!listEndsInDisband(chosen.get(dislodged.get(u).unit().province()))) {
            toJudge.add(u); // else disbanded, as its list says
          }
          continue;
        }
        still.add(u);
        clash |= ++taken[legal.get(at[u]).province().index()] > 1;
      }
      for (int u : still) {
        int p = lists.get(u).get(at[u]).province().index();
        closed[p] |= taken[p] > 1;
      }
      if (!clash) {
        for (int u : still) {
          target[u] = lists.get(u).get(at[u]);
          claims[target[u].province().index()]++;
        }
        break;
      }
      for (int u : still) {
        taken[lists.get(u).get(at[u]).province().index()] = 0;
      }
      listed = still;
    }
    // Step 4: the judge, in the order of the units' provinces.
    java.util.Collections.sort(toJudge);
    for (int u : toJudge) {
      DislodgedUnit d = dislodged.get(u);
      List<Location> free = new ArrayList<>();
      for (Location l : mr.retreatOptions().get(d.unit().province())) {
        if (claims[l.province().index()] == 0) {
          free.add(l);
        }
      }
      judged.add(d.unit().province());
      if (free.isEmpty()) {
        notes.add(describe(d.unit()) + ": every legal retreat taken by other units, disbanded");
        continue;
      }
      Location pick = judgeRetreat(d.unit(), free, retreatPos, random);
      target[u] = pick;
      claims[pick.province().index()]++;
      notes.add(describe(d.unit()) + ": placed by the judge at " + pick.id());
    }
    List<Order> out = new ArrayList<>(k);
    for (int u = 0; u < k; u++) {
      Unit unit = dislodged.get(u).unit();
      out.add(target[u] != null ? Retreat.of(unit.type(), unit.location(), target[u]).withPower(unit.power())
          : Disband.of(unit.type(), unit.location()).withPower(unit.power()));
    }
    return out;
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

  /** The house rules' criteria, in order, with a random draw among the equal. */
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
