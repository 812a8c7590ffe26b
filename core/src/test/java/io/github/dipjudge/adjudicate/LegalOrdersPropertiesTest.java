package io.github.dipjudge.adjudicate;

import static io.github.dipjudge.adjudicate.LegalOrdersBoards.MAP;
import static io.github.dipjudge.adjudicate.LegalOrdersBoards.print;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.LegalOrdersBoards.Board;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Convoy;
import io.github.dipjudge.order.Disband;
import io.github.dipjudge.order.Hold;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.Retreat;
import io.github.dipjudge.order.SupportHold;
import io.github.dipjudge.order.SupportMove;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.order.Waive;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Properties of {@link LegalOrders} on random positions of the standard map, in movement, retreat and adjustment
 * phases, under the DATC preferences, every preset and single-option changes that matter for legality
 * ({@link LegalOrdersBoards#RULEBOOKS}):
 *
 * <ol>
 *   <li>every generated order is judged legal by the {@link Adjudicator} (all adjudicated in one call; a conflict
 *       with another order of the same unit, {@link Reason#MULTIPLE_ORDERS} or {@link Reason#SUPERSEDED}, counts
 *       as legal, and so do failed adjustments such as {@link Reason#TOO_MANY_BUILDS});
 *   <li>every canonical order the adjudicator judges legal is generated: the set of brute-force canonical
 *       candidates judged legal equals the set of generated orders;
 *   <li>no order or code is generated twice;
 *   <li>the compact form and the value form agree, the slots partition the codes and name their owners, and a
 *       generator used before gives what a fresh one gives.
 * </ol>
 *
 * <p>A failure prints the shrunk position and the differing orders in English notation.
 */
class LegalOrdersPropertiesTest {
  private static final int LIMIT = 25;

  /** Long-lived generators, one per rulebook, to catch state carried from one position to the next. */
  private static final Map<Rulebook, LegalOrders> LONG_LIVED = new HashMap<>();

  private static LegalOrders longLived(Rulebook rules) {
    return LONG_LIVED.computeIfAbsent(rules, r -> LegalOrders.create(MAP, r));
  }

  // ============================================================================================ arbitraries

  @Provide
  Arbitrary<Rulebook> rulebooks() {
    return LegalOrdersBoards.rulebookArbitrary();
  }

  @Provide
  Arbitrary<Board> movement() {
    return LegalOrdersBoards.movementBoards();
  }

  @Provide
  Arbitrary<Board> retreat() {
    return LegalOrdersBoards.retreatBoards();
  }

  @Provide
  Arbitrary<Board> adjustment() {
    return LegalOrdersBoards.adjustmentBoards();
  }

  @Provide
  Arbitrary<Board> anyPhase() {
    return Arbitraries.oneOf(LegalOrdersBoards.movementBoards(), LegalOrdersBoards.retreatBoards(),
        LegalOrdersBoards.adjustmentBoards());
  }

  // ============================================================================================ 1. generated => legal

  @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
  void movementGeneratedOrdersAreLegal(@ForAll("movement") Board b, @ForAll("rulebooks") Rulebook rules) {
    checkGeneratedAreLegal(b.position, rules);
  }

  @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
  void retreatGeneratedOrdersAreLegal(@ForAll("retreat") Board b, @ForAll("rulebooks") Rulebook rules) {
    checkGeneratedAreLegal(b.position, rules);
  }

  @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
  void adjustmentGeneratedOrdersAreLegal(@ForAll("adjustment") Board b, @ForAll("rulebooks") Rulebook rules) {
    checkGeneratedAreLegal(b.position, rules);
  }

  static void checkGeneratedAreLegal(Position pos, Rulebook rules) {
    ImmutableList<Order> generated = LegalOrders.create(MAP, rules).orders(pos);
    PhaseResult result = Adjudicator.create(MAP, rules).adjudicate(pos, generated);
    assertThat(result.results()).hasSize(generated.size());
    List<String> bad = new ArrayList<>();
    for (OrderResult r : result.results()) {
      if (!LegalOrdersBoards.legal(r.reason())) {
        bad.add(print(r.order()) + "  -> " + r.reason());
      }
    }
    Statistics.label("orders").collect(bucket(generated.size()));
    assertThat(bad).as("generated orders the adjudicator judges illegal, under %s, in%s", rules,
        LegalOrdersBoards.describe(pos)).isEmpty();
  }

  // ============================================================================================ 2. legal => generated

  @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
  void movementLegalCandidatesAreGenerated(@ForAll("movement") Board b, @ForAll("rulebooks") Rulebook rules) {
    checkLegalCandidatesAreGenerated(b.position, rules);
  }

  @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
  void retreatLegalCandidatesAreGenerated(@ForAll("retreat") Board b, @ForAll("rulebooks") Rulebook rules) {
    checkLegalCandidatesAreGenerated(b.position, rules);
  }

  @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
  void adjustmentLegalCandidatesAreGenerated(@ForAll("adjustment") Board b, @ForAll("rulebooks") Rulebook rules) {
    Position pos = b.position;
    boolean builds = false;
    boolean removals = false;
    for (Power p : MAP.powers()) {
      int delta = pos.centreCount(p) - pos.unitCount(p);
      builds |= delta > 0;
      removals |= delta < 0;
    }
    Statistics.label("some power builds").collect(builds);
    Statistics.label("some power removes").collect(removals);
    checkLegalCandidatesAreGenerated(pos, rules);
  }

  static void checkLegalCandidatesAreGenerated(Position pos, Rulebook rules) {
    checkLegalCandidatesAreGenerated(pos, rules, rules);
  }

  /** As above, the generator under one rulebook, the adjudicator under another (to see the check fail). */
  static void checkLegalCandidatesAreGenerated(Position pos, Rulebook rules, Rulebook adjudicatorRules) {
    List<Order> candidates = LegalOrdersBoards.candidates(pos, adjudicatorRules);
    Map<Order, Reason> verdicts = LegalOrdersBoards.verdicts(pos, candidates, adjudicatorRules);
    Set<Order> legal = new LinkedHashSet<>();
    verdicts.forEach((o, r) -> {
      if (LegalOrdersBoards.legal(r)) {
        legal.add(o);
      }
    });
    Set<Order> generated = new LinkedHashSet<>(LegalOrders.create(MAP, rules).orders(pos));
    List<String> missing = new ArrayList<>();
    for (Order o : legal) {
      if (!generated.contains(o) && missing.size() < LIMIT) {
        missing.add(print(o) + "  (adjudicator: " + verdicts.get(o) + ", a legal order)");
      }
    }
    List<String> extra = new ArrayList<>();
    for (Order o : generated) {
      if (!legal.contains(o) && extra.size() < LIMIT) {
        Reason r = verdicts.get(o);
        extra.add(print(o) + "  (adjudicator: " + (r == null ? "not among the canonical candidates" : r) + ")");
      }
    }
    Statistics.label("legal candidates").collect(bucket(legal.size()));
    assertThat(missing).as("canonical orders the adjudicator judges legal that are not generated, under %s, in%s",
        rules, LegalOrdersBoards.describe(pos)).isEmpty();
    assertThat(extra).as("generated orders that are no legal canonical candidate, under %s, in%s", rules,
        LegalOrdersBoards.describe(pos)).isEmpty();
  }

  // ============================================================================================ 3. no duplicates

  @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
  void noOrderIsGeneratedTwice(@ForAll("anyPhase") Board b, @ForAll("rulebooks") Rulebook rules) {
    Position pos = b.position;
    LegalOrders lo = LegalOrders.create(MAP, rules);
    int c = lo.generate(pos);
    Set<Integer> codes = new HashSet<>();
    List<String> dupCodes = new ArrayList<>();
    for (int i = 0; i < c; i++) {
      if (!codes.add(lo.code(i))) {
        dupCodes.add(Integer.toHexString(lo.code(i)) + " = " + print(lo.decode(pos, lo.code(i))));
      }
    }
    assertThat(dupCodes).as("codes generated twice under %s in%s", rules, LegalOrdersBoards.describe(pos))
        .isEmpty();
    Set<Order> orders = new HashSet<>();
    List<String> dupOrders = new ArrayList<>();
    for (Order o : lo.orders(pos)) {
      if (!orders.add(o)) {
        dupOrders.add(print(o));
      }
    }
    assertThat(dupOrders).as("orders generated twice under %s in%s", rules, LegalOrdersBoards.describe(pos))
        .isEmpty();
    Statistics.label("phase").collect(pos.phase().type());
  }

  // ============================================================================================ 4. compact vs values

  @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
  void compactAndValueFormsAgree(@ForAll("anyPhase") Board b, @ForAll("rulebooks") Rulebook rules) {
    Position pos = b.position;
    LegalOrders lo = LegalOrders.create(MAP, rules);
    ImmutableList<Order> values = lo.orders(pos);
    int c = lo.generate(pos);
    assertThat(lo.count()).isEqualTo(c);
    assertThat(c).as("codes vs values").isEqualTo(values.size());
    int[] codes = new int[c];
    for (int i = 0; i < c; i++) {
      codes[i] = lo.code(i);
    }
    // The buffer copy, at an offset.
    int[] out = new int[c + 3];
    assertThat(lo.generate(pos, out, 3)).isEqualTo(c);
    for (int i = 0; i < c; i++) {
      assertThat(out[3 + i]).isEqualTo(codes[i]);
    }
    for (int i = 0; i < c; i++) {
      Order o = lo.decode(pos, codes[i]);
      assertThat(o).as("decode(code %s) vs orders(pos).get(%s)", i, i).isEqualTo(values.get(i));
      checkFields(pos, codes[i], o);
    }
    // Slots partition the codes.
    int slots = lo.slotCount();
    int next = 0;
    Set<Integer> owners = new HashSet<>();
    for (int s = 0; s < slots; s++) {
      assertThat(lo.slotStart(s)).as("slot %s starts where slot %s ended", s, s - 1).isEqualTo(next);
      assertThat(lo.slotEnd(s)).as("slot %s end", s).isGreaterThanOrEqualTo(lo.slotStart(s));
      next = lo.slotEnd(s);
      int owner = lo.slotOwner(s);
      assertThat(owners.add(owner)).as("slot owner %s appears twice", owner).isTrue();
      for (int i = lo.slotStart(s); i < lo.slotEnd(s); i++) {
        Order o = values.get(i);
        if (pos.phase().type() == PhaseType.ADJUSTMENT) {
          assertThat(o.power()).as("power of %s in slot of power %s", print(o), owner)
              .contains(MAP.powers().get(owner));
        } else {
          assertThat(LegalOrders.unitLocation(codes[i])).as("unit of %s in slot %s", print(o), s).isEqualTo(owner);
          assertThat(((UnitOrder) o).location().index()).isEqualTo(owner);
        }
      }
    }
    assertThat(next).as("the slots cover every code").isEqualTo(c);
    // One slot per unit (movement), per dislodged unit (retreat), per power that adjusts (adjustment).
    Set<Integer> expected = new HashSet<>();
    switch (pos.phase().type()) {
      case MOVEMENT:
        pos.units().forEach(u -> expected.add(u.location().index()));
        break;
      case RETREAT:
        pos.dislodged().forEach(d -> expected.add(d.unit().location().index()));
        break;
      default:
        for (Power p : MAP.powers()) {
          if (pos.centreCount(p) != pos.unitCount(p)) {
            expected.add(p.index());
          }
        }
    }
    assertThat(owners).as("slot owners").isEqualTo(expected);
    // The per-unit and per-power views agree with the whole list.
    if (pos.phase().type() != PhaseType.ADJUSTMENT) {
      Set<Province> provinces = new LinkedHashSet<>();
      for (Order o : values) {
        provinces.add(((UnitOrder) o).location().province());
      }
      for (Province p : provinces) {
        List<Order> mine = new ArrayList<>();
        for (Order o : values) {
          if (((UnitOrder) o).location().province() == p) {
            mine.add(o);
          }
        }
        assertThat(lo.orders(pos, p)).as("orders(pos, %s)", p).isEqualTo(mine);
      }
    }
    for (Power p : MAP.powers()) {
      List<Order> mine = new ArrayList<>();
      for (Order o : values) {
        if (o.power().orElse(null) == p) {
          mine.add(o);
        }
      }
      assertThat(lo.orders(pos, p)).as("orders(pos, %s)", p.name()).isEqualTo(mine);
    }
    // A generator used on other positions before gives the same codes as a fresh one.
    LegalOrders old = longLived(rules);
    int oc = old.generate(pos);
    assertThat(oc).as("long-lived generator count").isEqualTo(c);
    for (int i = 0; i < c; i++) {
      assertThat(old.code(i)).as("long-lived generator code %s", i).isEqualTo(codes[i]);
    }
    // And the same values: the references to supported and convoyed units it made for earlier positions (a province
    // held by another unit there) are not reused for this one.
    for (int i = 0; i < c; i++) {
      assertThat(old.order(i)).as("long-lived generator value %s", i).isEqualTo(values.get(i));
    }
    Statistics.label("phase").collect(pos.phase().type());
  }

  /** The fields of a code name what the decoded order says. */
  private static void checkFields(Position pos, int code, Order o) {
    int kind = LegalOrders.kind(code);
    List<Location> locs = MAP.locations();
    String what = print(o);
    switch (kind) {
      case LegalOrders.HOLD:
        assertThat(o).as(what).isInstanceOf(Hold.class);
        break;
      case LegalOrders.MOVE:
      case LegalOrders.MOVE_VIA_CONVOY: {
        assertThat(o).as(what).isInstanceOf(Move.class);
        Move m = (Move) o;
        assertThat(m.viaConvoy()).as(what).isEqualTo(kind == LegalOrders.MOVE_VIA_CONVOY);
        assertThat(m.destination()).as(what).isEqualTo(locs.get(LegalOrders.target(code)));
        assertThat(m.convoyPath()).as(what).isEmpty();
        break;
      }
      case LegalOrders.SUPPORT_HOLD:
        assertThat(o).as(what).isInstanceOf(SupportHold.class);
        assertThat(((SupportHold) o).supported().location()).as(what).isEqualTo(locs.get(LegalOrders.target(code)));
        break;
      case LegalOrders.SUPPORT_MOVE: {
        assertThat(o).as(what).isInstanceOf(SupportMove.class);
        SupportMove s = (SupportMove) o;
        assertThat(s.supported().location()).as(what).isEqualTo(locs.get(LegalOrders.target(code)));
        assertThat(s.destination()).as(what).isEqualTo(locs.get(LegalOrders.destination(code)));
        break;
      }
      case LegalOrders.CONVOY: {
        assertThat(o).as(what).isInstanceOf(Convoy.class);
        Convoy cv = (Convoy) o;
        assertThat(cv.army().location()).as(what).isEqualTo(locs.get(LegalOrders.target(code)));
        assertThat(cv.destination()).as(what).isEqualTo(locs.get(LegalOrders.destination(code)));
        break;
      }
      case LegalOrders.RETREAT:
        assertThat(o).as(what).isInstanceOf(Retreat.class);
        assertThat(((Retreat) o).destination()).as(what).isEqualTo(locs.get(LegalOrders.target(code)));
        break;
      case LegalOrders.DISBAND:
        assertThat(o).as(what).isInstanceOf(Disband.class);
        break;
      case LegalOrders.BUILD_ARMY:
      case LegalOrders.BUILD_FLEET:
        assertThat(o).as(what).isInstanceOf(Build.class);
        assertThat(((Build) o).location()).as(what).isEqualTo(locs.get(LegalOrders.target(code)));
        break;
      case LegalOrders.WAIVE:
        assertThat(o).as(what).isInstanceOf(Waive.class);
        assertThat(o.power()).as(what).contains(MAP.powers().get(LegalOrders.unitLocation(code)));
        break;
      default:
        throw new AssertionError("unknown kind " + kind + " in code " + Integer.toHexString(code));
    }
    if (o instanceof UnitOrder && !(o instanceof Build)) {
      UnitOrder uo = (UnitOrder) o;
      assertThat(uo.location()).as(what).isEqualTo(locs.get(LegalOrders.unitLocation(code)));
      Unit u = pos.phase().type() == PhaseType.RETREAT
          ? pos.dislodgedAt(uo.location().province()).map(DislodgedUnit::unit).orElse(null)
          : pos.unitAt(uo.location().province()).orElse(null);
      assertThat(u).as("the unit of %s", what).isNotNull();
      assertThat(uo.power()).as(what).contains(u.power());
      assertThat(uo.unitType()).as(what).contains(u.type());
    }
  }

  private static String bucket(int n) {
    if (n == 0) {
      return "0";
    }
    int lo = Integer.highestOneBit(n);
    return lo + ".." + (2 * lo - 1);
  }
}
