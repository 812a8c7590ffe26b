package io.github.dipjudge.adjudicate;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.MovementScenarios.Scenario;
import io.github.dipjudge.fuzz.Fuzz;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * The fuzz suite of the three phase adjudicators: movement, retreat and adjustment phases under every
 * rulebook preset and under random combinations of every DATC option, on the random positions of
 * {@link MovementScenarios} and {@link PhaseScenarios} with their random, often illegal, duplicate and conflicting
 * orders, to which each try adds a random choice of the position's legal orders ({@link LegalOrders}). Each
 * adjudication must return (no exception; a movement within the timeout of {@link MovementPropertiesTest}) with:
 *
 * <ul>
 *   <li>one result per order, in the order given, and the board invariants of {@link MovementPropertiesTest} and
 *       {@link RetreatAdjustmentPropertiesTest} (units kept, moved, retreated, built, removed or disbanded as the
 *       results say; per-order results agreeing with the lists);
 *   <li>one unit per province, and no unit left dislodged after a retreat or adjustment phase;
 *   <li>the supply centres conserved: ownership unchanged by a movement, an adjustment and a Spring retreat, and after
 *       a Fall retreat each centre owned by the power whose unit stands on it, else by its owner before;
 *   <li>determinism: a fresh adjudicator gives an equal result;
 *   <li>where the rulebook's DATC 4.D.3 is option C, independence of the listing (for adjustments, the listing the
 *       rules let vary, {@link RetreatAdjustmentPropertiesTest#admissibleShuffle}, and only where no option of 4.D.4
 *       to 4.D.6 makes the last of several orders count).
 * </ul>
 */
class PhaseFuzzTest {
  private static final GameMap MAP = MovementScenarios.MAP;

  @Provide
  Arbitrary<Rulebook> rulebooks() {
    Arbitrary<Rulebook> presets = Arbitraries.of(Rulebook.presetNames()).map(Rulebook::preset);
    return Arbitraries.frequencyOf(Tuple.of(3, presets), Tuple.of(1, new MovementPropertiesTest().anyRulebook()));
  }

  @Provide
  Arbitrary<Scenario> movements() {
    return MovementScenarios.scenarios();
  }

  @Provide
  Arbitrary<Scenario> retreats() {
    return PhaseScenarios.retreats();
  }

  @Provide
  Arbitrary<Scenario> adjustments() {
    return PhaseScenarios.adjustments();
  }

  // ============================================================================================ the phases

  @Fuzz(ci = 2_000, full = 250_000)
  void movement(@ForAll("rulebooks") Rulebook rules, @ForAll("movements") Scenario random, @ForAll long seed) {
    Scenario s = withLegalOrders(random, rules, seed);
    MovementResult r = MovementPropertiesTest.adjudicate(adjudicator(rules), s.position, s.orders);
    MovementPropertiesTest.checkResult(s, r, rules);
    if (Rulebook.presetNames().contains(rules.name()) && rules.equals(Rulebook.preset(rules.name()))) {
      MovementPropertiesTest.checkExplanations(s, r, rules);
    }
    onePerProvince(r.nextPosition());
    assertThat(r.nextPosition().owners()).as("a movement changes no owner").isEqualTo(s.position.owners());
    MovementResult fresh = MovementPropertiesTest.adjudicate(Adjudicator.create(MAP, rules), s.position, s.orders);
    assertThat(MovementPropertiesTest.fingerprint(fresh)).as("a fresh adjudicator under %s", rules)
        .isEqualTo(MovementPropertiesTest.fingerprint(r));
    if (rules.multipleOrders() == Rulebook.MultipleOrdersForOneUnit.C_HOLD) {
      List<Order> shuffled = shuffled(s.orders, seed);
      MovementResult other = MovementPropertiesTest.adjudicate(adjudicator(rules), s.position, shuffled);
      assertThat(other.nextPosition()).as("listed as %s", MovementPropertiesTest.printAll(shuffled))
          .isEqualTo(r.nextPosition());
      assertThat(MovementPropertiesTest.byOrder(other.results())).isEqualTo(MovementPropertiesTest.byOrder(r.results()));
    }
    Statistics.label("dislodged").collect(!r.dislodged().isEmpty());
  }

  @Fuzz(ci = 2_000, full = 250_000)
  void retreat(@ForAll("rulebooks") Rulebook rules, @ForAll("retreats") Scenario random, @ForAll long seed) {
    Scenario s = withLegalOrders(random, rules, seed);
    RetreatResult r = adjudicator(rules).retreat(s.position, s.orders);
    RetreatAdjustmentPropertiesTest.checkRetreat(s, r);
    Position next = r.nextPosition();
    onePerProvince(next);
    assertThat(next.phase()).isEqualTo(s.position.phase().next());
    Map<Province, Power> owners = new HashMap<>(s.position.owners());
    if (s.position.phase().season() == Season.FALL) {
      for (Unit u : next.units()) {
        if (u.province().isSupplyCentre()) {
          owners.put(u.province(), u.power());
        }
      }
    }
    assertThat(next.owners()).as("the centres after a %s retreat", s.position.phase().season()).isEqualTo(owners);
    RetreatResult fresh = Adjudicator.create(MAP, rules).retreat(s.position, s.orders);
    assertThat(List.of(fresh.results(), fresh.retreated(), fresh.disbanded(), fresh.nextPosition()))
        .as("a fresh adjudicator under %s", rules)
        .isEqualTo(List.of(r.results(), r.retreated(), r.disbanded(), r.nextPosition()));
    if (rules.multipleOrders() == Rulebook.MultipleOrdersForOneUnit.C_HOLD) {
      List<Order> shuffled = shuffled(s.orders, seed);
      RetreatResult other = adjudicator(rules).retreat(s.position, shuffled);
      assertThat(other.nextPosition()).as("listed as %s", MovementPropertiesTest.printAll(shuffled))
          .isEqualTo(next);
      assertThat(new HashSet<>(other.disbanded())).isEqualTo(new HashSet<>(r.disbanded()));
      assertThat(MovementPropertiesTest.byOrder(other.results())).isEqualTo(MovementPropertiesTest.byOrder(r.results()));
    }
    Statistics.label("retreated").collect(!r.retreated().isEmpty());
  }

  @Fuzz(ci = 2_000, full = 250_000)
  void adjustment(@ForAll("rulebooks") Rulebook rules, @ForAll("adjustments") Scenario random, @ForAll long seed) {
    Scenario s = withLegalOrders(random, rules, seed);
    Position pos = s.position;
    AdjustmentResult r = adjudicator(rules).adjustment(pos, s.orders);
    Position next = r.nextPosition();
    assertThat(r.results()).hasSize(s.orders.size());
    for (int i = 0; i < s.orders.size(); i++) {
      assertThat(r.results().get(i).order()).isEqualTo(s.orders.get(i));
    }
    onePerProvince(next);
    assertThat(next.phase()).isEqualTo(pos.phase().next());
    assertThat(next.owners()).as("an adjustment changes no owner").isEqualTo(pos.owners());
    Set<Unit> expected = new HashSet<>(pos.units());
    r.removed().forEach(u -> assertThat(expected.remove(u)).as("removed %s, which was not there", u).isTrue());
    for (Unit u : r.built()) {
      assertThat(pos.unitAt(u.province())).as("built %s on an occupied province", u).isEmpty();
      expected.add(u);
    }
    assertThat(new HashSet<>(next.units())).as("the units after the adjustments").isEqualTo(expected);
    for (Power p : MAP.powers()) {
      int centres = pos.centreCount(p);
      assertThat(next.unitCount(p)).as("units of %s", p).isLessThanOrEqualTo(Math.max(centres, pos.unitCount(p)));
      if (pos.unitCount(p) > centres) {
        assertThat(next.unitCount(p)).as("units of %s, which had to remove", p).isEqualTo(centres);
      }
    }
    AdjustmentResult fresh = Adjudicator.create(MAP, rules).adjustment(pos, s.orders);
    assertThat(List.of(fresh.results(), fresh.built(), fresh.removed(), fresh.nextPosition()))
        .as("a fresh adjudicator under %s", rules)
        .isEqualTo(List.of(r.results(), r.built(), r.removed(), r.nextPosition()));
    if (listingMayVary(rules)) {
      List<Order> shuffled = RetreatAdjustmentPropertiesTest.admissibleShuffle(s, new Random(seed));
      AdjustmentResult other = adjudicator(rules).adjustment(pos, shuffled);
      assertThat(other.nextPosition()).as("listed as %s", MovementPropertiesTest.printAll(shuffled))
          .isEqualTo(next);
      assertThat(MovementPropertiesTest.byOrder(other.results())).isEqualTo(MovementPropertiesTest.byOrder(r.results()));
    }
    Statistics.label("built").collect(!r.built().isEmpty());
  }

  // ============================================================================================ helpers

  /** Long-lived adjudicators, one per rulebook, so that stale state in their working arrays would show. */
  // Bounded: one try in four draws a random combination of options, nearly always new, and a long run's 250,000
  // tries per phase kind would otherwise keep an adjudicator and a generator for each (the first long run ran out of
  // heap so). The presets stay in; the random ones come and go.
  private static final Map<Rulebook, Adjudicator> ADJUDICATORS = lru(32);

  private static Adjudicator adjudicator(Rulebook rules) {
    return ADJUDICATORS.computeIfAbsent(rules, r -> Adjudicator.create(MAP, r));
  }

  private static final Map<Rulebook, LegalOrders> GENERATORS = lru(32);

  private static <V> Map<Rulebook, V> lru(int size) {
    return new java.util.LinkedHashMap<>(2 * size, 0.75f, true) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<Rulebook, V> eldest) {
        return size() > size;
      }
    };
  }

  /**
   * The scenario's orders and, inserted among them at random, some of the position's legal orders: for each unit (or,
   * in an adjustment phase, each power) none, one or two of its legal orders.
   */
  static Scenario withLegalOrders(Scenario s, Rulebook rules, long seed) {
    Random random = new Random(seed);
    LegalOrders legal = GENERATORS.computeIfAbsent(rules, r -> LegalOrders.create(MAP, r));
    legal.generate(s.position);
    List<Order> orders = new ArrayList<>(s.orders);
    for (int slot = 0; slot < legal.slotCount(); slot++) {
      int from = legal.slotStart(slot);
      int n = legal.slotEnd(slot) - from;
      int picks = n == 0 ? 0 : random.nextInt(5) / 2; // 0, 0, 1, 1, 2
      for (int k = 0; k < picks; k++) {
        orders.add(random.nextInt(orders.size() + 1), legal.order(from + random.nextInt(n)));
      }
    }
    return new Scenario(s.position, orders);
  }

  /**
   * Whether an adjustment phase's result may not depend on the listing, as far as {@link
   * RetreatAdjustmentPropertiesTest#admissibleShuffle} varies it (it keeps the order in which each power's different
   * orders first appear): 4.D.3 option C, and no option of 4.D.4 to 4.D.6 that makes the last of several orders
   * count.
   */
  private static boolean listingMayVary(Rulebook rules) {
    return rules.multipleOrders() == Rulebook.MultipleOrdersForOneUnit.C_HOLD
        && rules.tooManyBuilds() != Rulebook.TooManyBuilds.C_LAST_LEGAL
        && rules.twoBuildsInOneProvince() != Rulebook.TwoBuildsInOneProvince.C_LAST
        && rules.tooManyDisbands() != Rulebook.TooManyDisbands.C_LAST_LEGAL;
  }

  private static List<Order> shuffled(List<Order> orders, long seed) {
    List<Order> out = new ArrayList<>(orders);
    Collections.shuffle(out, new Random(~seed));
    return out;
  }

  private static void onePerProvince(Position p) {
    Set<Province> seen = new HashSet<>();
    for (Unit u : p.units()) {
      assertThat(seen.add(u.province())).as("two units in %s", u.province()).isTrue();
      assertThat(p.unitAt(u.province())).contains(u);
    }
    assertThat(p.unitCount()).isEqualTo(seen.size());
  }
}
