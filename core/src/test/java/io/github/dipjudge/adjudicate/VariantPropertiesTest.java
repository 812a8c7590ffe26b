package io.github.dipjudge.adjudicate;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.LegalOrdersBoards.Board;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import io.github.dipjudge.rules.variant.DummyRules;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * The legal-order generator and the adjudicators on every shipped variant ({@link GameMap#variants()} but the standard
 * map, which the other properties cover) and on {@link CrossingRulesTest}'s map of straits: random positions of each map in the three phase types (fleets in ports
 * among the fleets that convoy), under the rulebooks that matter for legality and under builds on any owned centre.
 *
 * <ol>
 *   <li>every generated order is adjudicated without {@link Outcome#ILLEGAL} (all in one call, as on the standard
 *       map), no code or order is generated twice, and {@link LegalOrders#decode} and {@link LegalOrders#order} give
 *       back the generated value of every code;
 *   <li>on smaller positions, every canonical order the adjudicator accepts is generated (the brute-force candidates
 *       of {@link LegalOrdersBoards});
 *   <li>one random legal order per unit, adjudicated, gives only legal results, and so does the retreat phase after
 *       it with one random legal retreat order per dislodged unit;
 *   <li>with no orders, every power due removals loses exactly as many units (civil disorder, under each removal
 *       rule; chaos's 34 powers among the maps).
 * </ol>
 */
class VariantPropertiesTest {
  private static final List<GameMap> MAPS = variantMaps();

  private static List<GameMap> variantMaps() {
    List<GameMap> out = new ArrayList<>();
    for (String id : GameMap.variants()) {
      GameMap m = GameMap.variant(id);
      if (m != GameMap.standard()) {
        out.add(m);
      }
    }
    out.add(CrossingRulesTest.MAP); // straits and a Cape border on one small map
    return List.copyOf(out);
  }

  private static final List<Rulebook> RULEBOOKS = rulebookList();

  private static List<Rulebook> rulebookList() {
    Set<Rulebook> out = new LinkedHashSet<>(LegalOrdersBoards.RULEBOOKS);
    out.add(Rulebook.datc().toBuilder().buildSites(Rulebook.BuildSites.ANY_OWNED_CENTRE).name("any centre").build());
    out.add(Rulebook.datc().with("4.A.3", "EXPLICIT_VIA_LAND_WITHOUT_CHAIN"));
    return List.copyOf(out);
  }

  @Provide
  Arbitrary<Rulebook> rulebooks() {
    return Arbitraries.of(RULEBOOKS);
  }

  /**
   * The maps, 1900 and ancmed (ports, the Cape, three coasts, a partisan site) three times as often as the others.
   */
  private static Arbitrary<GameMap> maps() {
    List<net.jqwik.api.Tuple.Tuple2<Integer, GameMap>> weighted = new ArrayList<>();
    for (GameMap m : MAPS) {
      weighted.add(net.jqwik.api.Tuple.of(m.id().equals("1900") || m.id().equals("ancmed") ? 3 : 1, m));
    }
    return Arbitraries.frequency(weighted);
  }

  @Provide
  Arbitrary<Board> anyPhase() {
    return maps().flatMap(m -> {
      LegalOrdersBoards b = LegalOrdersBoards.of(m);
      return Arbitraries.oneOf(b.movementBoards(30, 14), b.retreatBoards(30), b.adjustmentBoards(40));
    });
  }

  @Provide
  Arbitrary<Board> smallAnyPhase() {
    return maps().flatMap(m -> {
      LegalOrdersBoards b = LegalOrdersBoards.of(m);
      return Arbitraries.oneOf(b.movementBoards(12, 6), b.retreatBoards(16), b.adjustmentBoards(20));
    });
  }

  @Provide
  Arbitrary<Board> movement() {
    return maps().flatMap(m -> LegalOrdersBoards.of(m).movementBoards(40, 14));
  }

  @Provide
  Arbitrary<Board> adjustment() {
    return maps().flatMap(m -> LegalOrdersBoards.of(m).adjustmentBoards(60));
  }

  // ============================================================================================ 1. generated => legal

  @Property(tries = 250, edgeCases = EdgeCasesMode.NONE)
  void generatedOrdersAreLegalOnceAndDecodeBack(@ForAll("anyPhase") Board b, @ForAll("rulebooks") Rulebook rules) {
    Position pos = b.position;
    GameMap map = pos.map();
    LegalOrdersBoards on = LegalOrdersBoards.of(map);
    LegalOrders lo = LegalOrders.create(map, rules);
    List<Order> values = lo.orders(pos);
    int count = lo.count();
    assertThat(values).hasSize(count);
    PhaseResult result = Adjudicator.create(map, rules).adjudicate(pos, values);
    List<String> bad = new ArrayList<>();
    for (OrderResult r : result.results()) {
      if (!LegalOrdersBoards.legal(r.reason())) {
        bad.add(on.printOn(r.order()) + ": " + r.reason());
      }
    }
    assertThat(bad).as("generated orders judged illegal on %s under %s in%s", map.id(), rules, b).isEmpty();
    Set<Integer> codes = new HashSet<>();
    Set<Order> orders = new HashSet<>();
    for (int i = 0; i < count; i++) {
      int code = lo.code(i);
      assertThat(codes.add(code)).as("code %s generated twice on %s in%s", Integer.toHexString(code), map.id(), b)
          .isTrue();
      assertThat(orders.add(values.get(i))).as("%s generated twice on %s in%s", on.printOn(values.get(i)), map.id(),
          b).isTrue();
      assertThat(lo.order(i)).isEqualTo(values.get(i));
      assertThat(lo.decode(pos, code)).as("decode of %s", on.printOn(values.get(i))).isEqualTo(values.get(i));
    }
    int covered = 0;
    for (int s = 0; s < lo.slotCount(); s++) {
      assertThat(lo.slotStart(s)).isEqualTo(covered);
      covered = lo.slotEnd(s);
    }
    assertThat(covered).isEqualTo(count);
    Statistics.label("map").collect(map.id());
    Statistics.label("phase").collect(pos.phase().type());
  }

  // ============================================================================================ 2. legal => generated

  @Property(tries = 150, edgeCases = EdgeCasesMode.NONE)
  void everyLegalCanonicalOrderIsGenerated(@ForAll("smallAnyPhase") Board b, @ForAll("rulebooks") Rulebook rules) {
    Position pos = b.position;
    GameMap map = pos.map();
    LegalOrdersBoards on = LegalOrdersBoards.of(map);
    Set<Order> generated = new LinkedHashSet<>(LegalOrders.create(map, rules).orders(pos));
    Set<Order> legal = LegalOrdersBoards.legalCandidates(pos, rules);
    List<String> missing = new ArrayList<>();
    for (Order o : legal) {
      if (!generated.contains(o)) {
        missing.add(on.printOn(o));
      }
    }
    List<String> extra = new ArrayList<>();
    for (Order o : generated) {
      if (!legal.contains(o)) {
        extra.add(on.printOn(o));
      }
    }
    assertThat(missing).as("legal but not generated on %s under %s in%s", map.id(), rules, b).isEmpty();
    assertThat(extra).as("generated but not a legal canonical order on %s under %s in%s", map.id(), rules, b)
        .isEmpty();
    Statistics.label("map").collect(map.id());
  }

  // ============================================================================================ 3. random play

  @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
  void randomLegalOrdersAdjudicateLegally(@ForAll("movement") Board b, @ForAll("rulebooks") Rulebook rules,
      @ForAll long seed) {
    if (rules.retreatOrdering() != Rulebook.RetreatOrdering.SEPARATE_PHASE) {
      return; // the house rules take a whole turn, with retreat lists: not this property
    }
    Position pos = b.position;
    GameMap map = pos.map();
    Random random = new Random(seed);
    Adjudicator adjudicator = Adjudicator.create(map, rules);
    LegalOrders lo = LegalOrders.create(map, rules);
    MovementResult mr = adjudicator.movement(pos, pickOnePerSlot(lo, pos, random));
    assertAllLegal(mr, map);
    Position next = mr.nextPosition();
    assertThat(next.phase().type()).isEqualTo(PhaseType.RETREAT);
    assertThat(next.unitCount() + mr.dislodged().size()).isEqualTo(pos.unitCount());
    if (!next.dislodged().isEmpty()) {
      RetreatResult rr = adjudicator.retreat(next, pickOnePerSlot(lo, next, random));
      assertAllLegal(rr, map);
      assertThat(rr.nextPosition().unitCount()).isEqualTo(next.unitCount() + rr.retreated().size());
    }
    Statistics.label("map").collect(map.id());
    Statistics.label("dislodged").collect(!mr.dislodged().isEmpty());
  }

  private static List<Order> pickOnePerSlot(LegalOrders lo, Position pos, Random random) {
    lo.generate(pos);
    List<Order> out = new ArrayList<>();
    for (int s = 0; s < lo.slotCount(); s++) {
      int from = lo.slotStart(s);
      int to = lo.slotEnd(s);
      out.add(lo.order(from + random.nextInt(to - from)));
    }
    return out;
  }

  private static void assertAllLegal(PhaseResult result, GameMap map) {
    LegalOrdersBoards on = LegalOrdersBoards.of(map);
    for (OrderResult r : result.results()) {
      assertThat(r.reason().isIllegal()).as("%s on %s: %s", on.printOn(r.order()), map.id(), r.reason()).isFalse();
    }
  }

  // ============================================================================================ 4. civil disorder

  @Property(tries = 150, edgeCases = EdgeCasesMode.NONE)
  void civilDisorderRemovesExactlyTheUnitsDue(@ForAll("adjustment") Board b,
      @ForAll("removalRules") Rulebook.CivilDisorderRemoval removal) {
    Position pos = b.position;
    GameMap map = pos.map();
    Rulebook rules = Rulebook.datc().with(removal);
    AdjustmentResult ar = Adjudicator.create(map, rules).adjustment(pos, List.of());
    Position next = ar.nextPosition();
    int due = 0;
    for (Power p : map.powers()) {
      int units = pos.unitCount(p);
      // Builds only for a power in civil disorder under CD_BUILDS (sengoku's dummy), within its builds due.
      int built = (int) ar.builtByCivilDisorder().stream().filter(u -> u.power() == p).count();
      assertThat(built).as("%s built on %s", p.name(), map.id())
          .isLessThanOrEqualTo(DummyRules.buildsInCivilDisorder(map, p) ? Math.max(0, pos.centreCount(p) - units) : 0);
      int expected = Math.min(units, pos.centreCount(p)) + built;
      assertThat(next.unitCount(p)).as("%s on %s under %s in%s", p.name(), map.id(), removal, b).isEqualTo(expected);
      due += units - Math.min(units, pos.centreCount(p));
      for (Unit u : next.units(p)) {
        if (!ar.builtByCivilDisorder().contains(u)) {
          assertThat(pos.unitAt(u.province())).contains(u); // only removals: nothing else built or moved
        }
      }
    }
    assertThat(ar.removedByCivilDisorder()).hasSize(due);
    Statistics.label("map").collect(map.id());
  }

  @Provide
  Arbitrary<Rulebook.CivilDisorderRemoval> removalRules() {
    return Arbitraries.of(Rulebook.CivilDisorderRemoval.class);
  }
}
