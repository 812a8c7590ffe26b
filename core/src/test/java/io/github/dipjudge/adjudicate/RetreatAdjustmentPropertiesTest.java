package io.github.dipjudge.adjudicate;

import static io.github.dipjudge.adjudicate.MovementPropertiesTest.byOrder;
import static io.github.dipjudge.adjudicate.MovementPropertiesTest.print;
import static io.github.dipjudge.adjudicate.MovementPropertiesTest.printAll;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.MovementScenarios.Scenario;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.Retreat;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Properties of the retreat and adjustment adjudicators on random phases ({@link PhaseScenarios}), with duplicate
 * and conflicting orders made on purpose (the per-order results of a retreat phase depended on the listing
 * and could say RETREATED for a unit that was disbanded).
 *
 * <ul>
 *   <li>Under every preset whose DATC 4.D.3 is option C, a retreat phase's results (per order, the units retreated
 *       and disbanded, the next position) do not depend on how the orders are listed.
 *   <li>Under every preset whose 4.D.3 is C, an adjustment phase's results do not depend on the listing either, as
 *       far as the rules let them: 4.D.4 to 4.D.6 option b ("the first legal orders") make the order of one power's
 *       different orders matter, so the shuffle keeps the order in which each power's different orders first
 *       appear; it interleaves the powers freely and moves every repeated order anywhere after its first copy.
 *   <li>Under every option of 4.D.3 to 4.D.7 (and every preset), the per-order results agree with the lists: a
 *       RETREATED order's unit is among the units retreated, where the order sends it; a unit not retreated is
 *       disbanded; a BUILT order's unit is built, a REMOVED or ALREADY_REMOVED order's unit removed, and every unit
 *       built or removed by order has such a result; identical orders of a retreat phase have identical results.
 * </ul>
 */
class RetreatAdjustmentPropertiesTest {
  private static final GameMap MAP = PhaseScenarios.MAP;

  // ============================================================================================ arbitraries

  @Provide
  Arbitrary<Scenario> retreats() {
    return PhaseScenarios.retreats();
  }

  @Provide
  Arbitrary<Scenario> adjustments() {
    return PhaseScenarios.adjustments();
  }

  /** Every preset whose DATC 4.D.3 is option C (today: all of them). */
  @Provide
  Arbitrary<Rulebook> presetsWithUnitHolding() {
    List<Rulebook> out = new ArrayList<>();
    for (String name : Rulebook.presetNames()) {
      Rulebook r = Rulebook.preset(name);
      if (r.multipleOrders() == Rulebook.MultipleOrdersForOneUnit.C_HOLD) {
        out.add(r);
      }
    }
    return Arbitraries.of(out);
  }

  /** A preset with any option of the issues about several orders, builds and removals (4.D.3 to 4.D.7). */
  @Provide
  Arbitrary<Rulebook> anyOrderRules() {
    List<Class<? extends Enum<?>>> issues = List.of(Rulebook.MultipleOrdersForOneUnit.class,
        Rulebook.TooManyBuilds.class, Rulebook.TwoBuildsInOneProvince.class, Rulebook.TooManyDisbands.class,
        Rulebook.WaivingBuilds.class);
    return Arbitraries.integers().between(0, 5).list().ofSize(issues.size() + 1).map(choices -> {
      List<String> names = Rulebook.presetNames();
      Rulebook r = Rulebook.preset(names.get(choices.get(0) % names.size()));
      for (int i = 0; i < issues.size(); i++) {
        Enum<?>[] options = issues.get(i).getEnumConstants();
        r = r.with(options[choices.get(i + 1) % options.length]);
      }
      return r;
    });
  }

  // ============================================================================================ retreats

  @Property(tries = 1500)
  void retreatResultsDoNotDependOnTheListing(@ForAll("presetsWithUnitHolding") Rulebook rules,
      @ForAll("retreats") Scenario s, @ForAll long seed) {
    List<Order> shuffled = new ArrayList<>(s.orders);
    Collections.shuffle(shuffled, new Random(seed));
    Adjudicator a = Adjudicator.create(MAP, rules);
    RetreatResult r1 = a.retreat(s.position, s.orders);
    RetreatResult r2 = a.retreat(s.position, shuffled);
    assertThat(r2.nextPosition()).as("next position; shuffled: %s", printAll(shuffled)).isEqualTo(r1.nextPosition());
    assertThat(new HashSet<>(r2.retreated())).isEqualTo(new HashSet<>(r1.retreated()));
    assertThat(new HashSet<>(r2.disbanded())).isEqualTo(new HashSet<>(r1.disbanded()));
    assertThat(byOrder(r2.results())).as("results by order; shuffled: %s", printAll(shuffled))
        .isEqualTo(byOrder(r1.results()));
    collectRetreatStatistics(s, r1);
  }

  @Property(tries = 1500)
  void retreatResultsAgreeWithTheLists(@ForAll("anyOrderRules") Rulebook rules, @ForAll("retreats") Scenario s) {
    RetreatResult r = Adjudicator.create(MAP, rules).retreat(s.position, s.orders);
    checkRetreat(s, r);
  }

  static void checkRetreat(Scenario s, RetreatResult r) {
    Position pos = s.position;
    assertThat(r.results()).hasSize(s.orders.size());
    Map<Order, OrderResult> seen = new HashMap<>();
    for (int i = 0; i < s.orders.size(); i++) {
      OrderResult x = r.results().get(i);
      assertThat(x.order()).isEqualTo(s.orders.get(i));
      OrderResult before = seen.putIfAbsent(x.order(), x);
      if (before != null) {
        assertThat(x).as("identical orders, identical results: %s", print(x.order())).isEqualTo(before);
      }
    }
    assertThat(r.retreated().size() + r.disbanded().size()).as("every dislodged unit retreats or is disbanded")
        .isEqualTo(pos.dislodged().size());
    Set<Unit> retreated = new HashSet<>(r.retreated());
    Set<Unit> disbanded = new HashSet<>(r.disbanded());
    for (DislodgedUnit d : pos.dislodged()) {
      Province p = d.unit().province();
      Province to = null;
      boolean carriedOut = false;
      for (OrderResult x : r.results()) {
        if (!(x.order() instanceof UnitOrder) || ((UnitOrder) x.order()).location().province() != p) {
          continue;
        }
        String what = print(x.order()) + ": " + x.reason();
        if (x.reason() == Reason.RETREATED) {
          Location dest = destination(x.order());
          assertThat(to == null || to == dest.province()).as("two destinations carried out: " + what).isTrue();
          to = dest.province();
          assertThat(r.retreatOptions(p).stream().anyMatch(l -> l.province() == dest.province()))
              .as("a retreat carried out is among the unit's options: " + what).isTrue();
        }
        carriedOut |= x.reason() == Reason.RETREATED || x.reason() == Reason.DISBANDED;
        if (x.reason() == Reason.MULTIPLE_ORDERS) {
          assertThat(carriedOut).as("an order carried out beside MULTIPLE_ORDERS: " + what).isFalse();
        }
      }
      Unit u = d.unit();
      if (to != null) {
        Province dest = to;
        Unit there = r.nextPosition().unitAt(dest).orElse(null);
        assertThat(there).as("%s retreated to %s", u, dest).isNotNull();
        assertThat(there.power()).isEqualTo(u.power());
        assertThat(there.type()).isEqualTo(u.type());
        assertThat(retreated).as("the retreated units list %s", there).contains(there);
        assertThat(disbanded).as("%s retreated, yet listed as disbanded", u).doesNotContain(u);
        for (OrderResult x : r.results()) {
          if (x.order() instanceof UnitOrder && ((UnitOrder) x.order()).location().province() == p) {
            assertThat(x.reason()).as("%s retreated, yet %s", u, print(x.order()))
                .isNotIn(Reason.DISBANDED, Reason.RETREAT_BOUNCED, Reason.MULTIPLE_ORDERS);
          }
        }
      } else {
        assertThat(disbanded).as("%s did not retreat: disbanded", u).contains(u);
      }
    }
    Position next = r.nextPosition();
    assertThat(next.dislodged()).isEmpty();
    assertThat(next.standoffs()).isEmpty();
    assertThat(next.unitCount()).isEqualTo(pos.unitCount() + r.retreated().size());
  }

  private static Location destination(Order o) {
    return o instanceof Retreat ? ((Retreat) o).destination() : ((Move) o).destination();
  }

  private static void collectRetreatStatistics(Scenario s, RetreatResult r) {
    Set<Reason> reasons = new HashSet<>();
    r.results().forEach(x -> reasons.add(x.reason()));
    Statistics.label("some unit retreated").collect(!r.retreated().isEmpty());
    Statistics.label("some order MULTIPLE_ORDERS").collect(reasons.contains(Reason.MULTIPLE_ORDERS));
    Statistics.label("some retreat bounced").collect(reasons.contains(Reason.RETREAT_BOUNCED));
    Statistics.label("some order repeated").collect(new HashSet<>(s.orders).size() < s.orders.size());
  }

  // ============================================================================================ adjustments

  @Property(tries = 1500)
  void adjustmentResultsDoNotDependOnTheListing(@ForAll("presetsWithUnitHolding") Rulebook rules,
      @ForAll("adjustments") Scenario s, @ForAll long seed) {
    List<Order> shuffled = admissibleShuffle(s, new Random(seed));
    Adjudicator a = Adjudicator.create(MAP, rules);
    AdjustmentResult r1 = a.adjustment(s.position, s.orders);
    AdjustmentResult r2 = a.adjustment(s.position, shuffled);
    assertThat(r2.nextPosition()).as("next position; shuffled: %s", printAll(shuffled)).isEqualTo(r1.nextPosition());
    assertThat(new HashSet<>(r2.built())).isEqualTo(new HashSet<>(r1.built()));
    assertThat(new HashSet<>(r2.removed())).isEqualTo(new HashSet<>(r1.removed()));
    assertThat(new HashSet<>(r2.removedByCivilDisorder())).isEqualTo(new HashSet<>(r1.removedByCivilDisorder()));
    assertThat(byOrder(r2.results())).as("results by order; shuffled: %s", printAll(shuffled))
        .isEqualTo(byOrder(r1.results()));
    Set<Reason> reasons = new HashSet<>();
    r1.results().forEach(x -> reasons.add(x.reason()));
    Statistics.label("some unit built").collect(!r1.built().isEmpty());
    Statistics.label("some unit removed by order").collect(reasons.contains(Reason.REMOVED));
    Statistics.label("some civil disorder").collect(!r1.removedByCivilDisorder().isEmpty());
    Statistics.label("some duplicate build or removal")
        .collect(reasons.contains(Reason.ALREADY_BUILT_THERE) || reasons.contains(Reason.ALREADY_REMOVED));
  }

  @Property(tries = 1500)
  void adjustmentResultsAgreeWithTheLists(@ForAll("anyOrderRules") Rulebook rules,
      @ForAll("adjustments") Scenario s) {
    AdjustmentResult r = Adjudicator.create(MAP, rules).adjustment(s.position, s.orders);
    Position pos = s.position;
    assertThat(r.results()).hasSize(s.orders.size());
    Set<Unit> built = new HashSet<>(r.built());
    Set<Unit> removed = new HashSet<>(r.removed());
    Set<Unit> civil = new HashSet<>(r.removedByCivilDisorder());
    Set<Province> builtByOrder = new HashSet<>();
    Set<Unit> removedByOrder = new HashSet<>();
    for (int i = 0; i < s.orders.size(); i++) {
      OrderResult x = r.results().get(i);
      assertThat(x.order()).isEqualTo(s.orders.get(i));
      String what = print(x.order()) + ": " + x.reason();
      switch (x.reason()) {
        case BUILT: {
          Province p = ((Build) x.order()).location().province();
          assertThat(r.built().stream().anyMatch(u -> u.province() == p)).as(what).isTrue();
          builtByOrder.add(p);
          break;
        }
        case REMOVED:
        case ALREADY_REMOVED: {
          Unit u = pos.unitAt(((UnitOrder) x.order()).location().province()).orElseThrow();
          assertThat(removed).as(what).contains(u);
          assertThat(civil).as(what).doesNotContain(u);
          if (x.reason() == Reason.REMOVED) {
            removedByOrder.add(u);
          }
          break;
        }
        default:
      }
    }
    for (Unit u : built) {
      assertThat(builtByOrder).as("%s built without a BUILT result", u).contains(u.province());
      assertThat(pos.unitAt(u.province())).as("built on an occupied province: %s", u).isEmpty();
      assertThat(pos.owner(u.province())).contains(u.power());
      assertThat(u.province().homePower()).contains(u.power());
    }
    for (Unit u : removed) {
      assertThat(pos.unitAt(u.province())).contains(u);
      if (!civil.contains(u)) {
        assertThat(removedByOrder).as("%s removed without a REMOVED result", u).contains(u);
      }
    }
    assertThat(built.size()).as("no province built twice").isEqualTo(r.built().size());
    assertThat(removed.size()).as("no unit removed twice").isEqualTo(r.removed().size());
    for (Power p : MAP.powers()) {
      int excess = pos.unitCount(p) - pos.centreCount(p);
      long builds = r.built().stream().filter(u -> u.power() == p).count();
      long removals = r.removed().stream().filter(u -> u.power() == p).count();
      assertThat(builds).as("builds of %s", p).isLessThanOrEqualTo(Math.max(0, -excess));
      assertThat(removals).as("removals of %s", p).isEqualTo(Math.max(0, excess));
    }
    assertThat(r.nextPosition().unitCount()).isEqualTo(pos.unitCount() - removed.size() + built.size());
  }

  /**
   * A shuffle that keeps, for each power (the power an order is for: as written, or the home power of a build's
   * centre, or the power of the unit a removal names), the order in which its different orders first appear; the
   * powers are interleaved at random and every repeat of an order goes anywhere after its first copy (except waives:
   * each waive is one more waived build, not a repeat).
   */
  static List<Order> admissibleShuffle(Scenario s, Random random) {
    Map<Integer, List<Order>> firstsByPower = new LinkedHashMap<>();
    List<Order> repeats = new ArrayList<>();
    Set<Order> seen = new HashSet<>();
    for (Order o : s.orders) {
      // A waive given twice waives two builds: each one keeps its place among its power's orders.
      if (o instanceof io.github.dipjudge.order.Waive || seen.add(o)) {
        firstsByPower.computeIfAbsent(powerOf(o, s.position), k -> new ArrayList<>()).add(o);
      } else {
        repeats.add(o);
      }
    }
    List<List<Order>> queues = new ArrayList<>(firstsByPower.values());
    int[] next = new int[queues.size()];
    List<Order> out = new ArrayList<>();
    int left = s.orders.size() - repeats.size();
    while (left > 0) {
      int q = random.nextInt(queues.size());
      if (next[q] < queues.get(q).size()) {
        out.add(queues.get(q).get(next[q]++));
        left--;
      }
    }
    for (Order o : repeats) {
      int first = out.indexOf(o);
      out.add(first + 1 + random.nextInt(out.size() - first), o);
    }
    return out;
  }

  private static int powerOf(Order o, Position pos) {
    if (o.power().isPresent()) {
      return o.power().get().index();
    }
    if (o instanceof Build) {
      return ((Build) o).location().province().homePower().map(Power::index).orElse(-1);
    }
    if (o instanceof UnitOrder) {
      return pos.unitAt(((UnitOrder) o).location().province()).map(u -> u.power().index()).orElse(-1);
    }
    return -1;
  }
}
