package io.github.dipjudge.adjudicate;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
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
import io.github.dipjudge.order.UnitRef;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * The adjudicator's properties on every shipped map, under every preset: random boards (a random share of the
 * provinces, each with a unit of a random power and a type it admits) and random orders, most of them legal
 * ({@link LegalOrders}, drawn uniformly per unit), the rest random moves, supports and convoys of any unit to any
 * place. The movement adjudication terminates with one result per order and a consistent board (every unit stays,
 * moves by a successful move or is dislodged by one; one unit per province; retreat options only for the dislodged,
 * into empty provinces that saw no standoff); its result does not depend on the order the orders are listed in, nor
 * on the adjudicator's earlier work; the retreat phase that follows, with random legal retreats, leaves one unit per
 * province and no dislodged unit. Every order {@link LegalOrders} generates is adjudicated legal. Adjustments on
 * random Winter boards leave no power with more units than centres, whatever the listing of the orders. The boards come from a seed, so a failure names the map, the preset and the seed.
 * {@code -Ddipjudge.variantTries=N} raises the tries.
 */
class VariantMovementPropertiesTest {
  private static final int TRIES = Integer.getInteger("dipjudge.variantTries", 1000);

  @Provide
  Arbitrary<String> maps() {
    return Arbitraries.of(GameMap.variants());
  }

  @Provide
  Arbitrary<String> presets() {
    return Arbitraries.of(Rulebook.presetNames());
  }

  /** Long-lived adjudicators and generators, one per map and rulebook, so that stale working state would show. */
  private static final Map<String, Adjudicator> ADJUDICATORS = new HashMap<>();
  private static final Map<String, LegalOrders> GENERATORS = new HashMap<>();

  private static synchronized Adjudicator shared(GameMap map, Rulebook rules) {
    return ADJUDICATORS.computeIfAbsent(map.id() + "/" + rules.name(), k -> Adjudicator.create(map, rules));
  }

  private static synchronized LegalOrders generator(GameMap map, Rulebook rules) {
    return GENERATORS.computeIfAbsent(map.id() + "/" + rules.name(), k -> LegalOrders.create(map, rules));
  }

  @Property(tries = 1000)
  void movementIsCompleteConsistentAndIndependentOfTheListing(@ForAll("maps") String id,
      @ForAll("presets") String preset, @ForAll long seed) {
    for (int round = 0; round < Math.max(1, TRIES / 1000); round++) {
      check(GameMap.variant(id), Rulebook.preset(preset), seed + round);
    }
  }

  /**
   * Adjustments on every map: random boards in Winter with random owners and mostly legal builds and removals; no
   * power ends with more units than centres, one unit per province, and the listing of the orders does not matter.
   */
  @Property(tries = 400)
  void adjustmentsLeaveNoPowerAboveItsCentresWhateverTheListing(@ForAll("maps") String id,
      @ForAll("presets") String preset, @ForAll long seed) {
    GameMap map = GameMap.variant(id);
    Rulebook rules = Rulebook.preset(preset);
    SplittableRandom random = new SplittableRandom(seed);
    Position pos = board(map, random).toBuilder().phase(CalendarPhases.on(map, Phase.adjustment(map.firstPhase().year())))
        .build();
    List<Order> orders = orders(pos, generator(map, rules), random);
    Adjudicator adjudicator = shared(map, rules);
    AdjustmentResult r = adjudicator.adjustment(pos, orders);
    Position next = r.nextPosition();
    checkOneUnitPerProvince(next);
    assertThat(r.results()).hasSize(orders.size());
    for (Power w : map.powers()) {
      assertThat(next.unitCount(w)).as("%s's units after the adjustments", w)
          .isLessThanOrEqualTo(Math.max(pos.centreCount(w), 0));
      if (pos.unitCount(w) > pos.centreCount(w)) {
        assertThat(next.unitCount(w)).as("%s removes down to its centres", w).isEqualTo(pos.centreCount(w));
      }
    }
    List<Order> shuffled = new ArrayList<>(orders);
    Collections.shuffle(shuffled, new Random(seed));
    AdjustmentResult s = adjudicator.adjustment(pos, shuffled);
    assertThat(s.nextPosition()).as("after shuffling the orders").isEqualTo(next);
    assertThat(byOrder(s.results())).isEqualTo(byOrder(r.results()));
    Statistics.label("built").collect(!r.built().isEmpty());
  }

  private static void check(GameMap map, Rulebook rules, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Position pos = board(map, random);
    List<Order> orders = orders(pos, generator(map, rules), random);
    Adjudicator adjudicator = shared(map, rules);
    // Every order the generator calls legal is legal (on its own, or together: only a unit's second order fails).
    for (OrderResult x : adjudicator.movement(pos, generator(map, rules).orders(pos)).results()) {
      assertThat(x.reason().isIllegal() && x.reason() != Reason.MULTIPLE_ORDERS && x.reason() != Reason.SUPERSEDED)
          .as("a generated order adjudicated illegal: %s", x).isFalse();
    }
    MovementResult r = adjudicator.movement(pos, orders);
    checkMovement(pos, orders, r);
    // The listing of the orders does not matter (4.D.3 option C, in every preset).
    List<Order> shuffled = new ArrayList<>(orders);
    Collections.shuffle(shuffled, new Random(seed));
    MovementResult s = adjudicator.movement(pos, shuffled);
    assertThat(s.nextPosition()).as("after shuffling the orders").isEqualTo(r.nextPosition());
    assertThat(s.dislodged()).isEqualTo(r.dislodged());
    assertThat(s.standoffs()).isEqualTo(r.standoffs());
    assertThat(s.retreatOptions()).isEqualTo(r.retreatOptions());
    assertThat(byOrder(s.results())).isEqualTo(byOrder(r.results()));
    // A fresh adjudicator gives the same result as the long-lived one.
    MovementResult fresh = Adjudicator.create(map, rules).movement(pos, orders);
    assertThat(fresh.results()).isEqualTo(r.results());
    assertThat(fresh.nextPosition()).isEqualTo(r.nextPosition());
    assertThat(fresh.retreatOptions()).isEqualTo(r.retreatOptions());
    // The retreats that follow.
    Position retreat = r.nextPosition();
    if (!rules.retreatsWithMovementOrders()) {
      List<Order> retreats = orders(retreat, generator(map, rules), random);
      RetreatResult rr = adjudicator.retreat(retreat, retreats);
      Position after = rr.nextPosition();
      assertThat(after.dislodged()).isEmpty();
      assertThat(after.unitCount()).isEqualTo(retreat.unitCount() + rr.retreated().size());
      assertThat(rr.retreated().size() + rr.disbanded().size()).isEqualTo(retreat.dislodged().size());
      checkOneUnitPerProvince(after);
    }
    Statistics.label("map").collect(map.id());
    Statistics.label("some unit dislodged").collect(!r.dislodged().isEmpty());
    Statistics.label("some support cut").collect(r.results().stream().anyMatch(x -> x.reason() == Reason.SUPPORT_CUT));
    Statistics.label("some convoy").collect(r.results().stream().anyMatch(x -> x.reason() == Reason.CONVOYED));
  }

  // ============================================================================================ scenarios

  /** A random board: each province holds a unit with probability 1 in 2 to 1 in 6, of a random power and type. */
  static Position board(GameMap map, SplittableRandom random) {
    Position.Builder b = Position.builder(map).phase(random.nextBoolean()
        ? CalendarPhases.on(map, Phase.springMovement(map.firstPhase().year()))
        : CalendarPhases.on(map, Phase.fallMovement(map.firstPhase().year())));
    int share = 2 + random.nextInt(5);
    List<Power> powers = map.powers();
    for (Province p : map.provinces()) {
      if (random.nextInt(share) != 0) {
        continue;
      }
      Power w = powers.get(random.nextInt(powers.size()));
      boolean army = p.location().admits(UnitType.ARMY);
      boolean fleet = p.location().admits(UnitType.FLEET) || p.hasSplitCoasts();
      if (!army && !fleet) {
        continue; // impassable
      }
      if (army && (!fleet || random.nextBoolean())) {
        b.unit(Unit.of(w, UnitType.ARMY, p.location()));
      } else {
        Location at = p.hasSplitCoasts() ? p.coasts().get(random.nextInt(p.coasts().size())) : p.location();
        b.unit(Unit.of(w, UnitType.FLEET, at));
      }
    }
    for (Province p : map.provinces()) {
      if (p.isSupplyCentre() && random.nextInt(3) != 0) {
        b.owner(p, powers.get(random.nextInt(powers.size())));
      }
    }
    return b.build();
  }

  /**
   * One order for most units (or dislodged units): three in four legal, the rest anything; then, in a movement phase,
   * a few attacks on occupied provinces with every unit that can support them supporting them (three in four), so
   * that dislodgements, cut supports and standoffs are common.
   */
  static List<Order> orders(Position pos, LegalOrders gen, SplittableRandom random) {
    GameMap map = pos.map();
    gen.generate(pos);
    List<List<Order>> legal = new ArrayList<>();
    for (int slot = 0; slot < gen.slotCount(); slot++) {
      List<Order> mine = new ArrayList<>();
      for (int i = gen.slotStart(slot); i < gen.slotEnd(slot); i++) {
        mine.add(gen.decode(pos, gen.code(i)));
      }
      legal.add(mine);
    }
    List<Unit> units = new ArrayList<>(pos.units());
    Order[] chosen = new Order[legal.size()];
    for (int slot = 0; slot < legal.size(); slot++) {
      List<Order> mine = legal.get(slot);
      if (mine.isEmpty() || random.nextInt(10) == 0) {
        continue;
      }
      Order o = mine.get(random.nextInt(mine.size()));
      chosen[slot] = random.nextInt(4) != 0 || units.isEmpty() ? o : anything(map, units, o, random);
    }
    if (pos.phase().type() == io.github.dipjudge.position.PhaseType.MOVEMENT) {
      for (int plan = 0; plan < 1 + units.size() / 8; plan++) {
        attack(pos, legal, chosen, random);
      }
      convoy(legal, chosen, random);
    }
    List<Order> out = new ArrayList<>();
    for (Order o : chosen) {
      if (o != null) {
        out.add(o);
      }
    }
    return out;
  }

  /** An army's move by convoy, convoyed by every fleet that can (three in four). */
  private static void convoy(List<List<Order>> legal, Order[] chosen, SplittableRandom random) {
    List<Integer> slots = new ArrayList<>();
    for (int slot = 0; slot < legal.size(); slot++) {
      for (Order o : legal.get(slot)) {
        if (o instanceof Move && ((Move) o).viaConvoy()) {
          slots.add(slot);
          break;
        }
      }
    }
    if (slots.isEmpty()) {
      return;
    }
    int slot = slots.get(random.nextInt(slots.size()));
    List<Move> moves = new ArrayList<>();
    for (Order o : legal.get(slot)) {
      if (o instanceof Move && ((Move) o).viaConvoy()) {
        moves.add((Move) o);
      }
    }
    Move m = moves.get(random.nextInt(moves.size()));
    chosen[slot] = m;
    for (int other = 0; other < legal.size(); other++) {
      if (other == slot || random.nextInt(4) == 0) {
        continue;
      }
      for (Order o : legal.get(other)) {
        if (o instanceof Convoy && ((Convoy) o).army().location().province() == m.location().province()
            && ((Convoy) o).destination().province() == m.destination().province()) {
          chosen[other] = o;
          break;
        }
      }
    }
  }

  /** One unit's move into a province held by another power, supported by the units that can. */
  private static void attack(Position pos, List<List<Order>> legal, Order[] chosen, SplittableRandom random) {
    if (legal.isEmpty()) {
      return;
    }
    int slot = random.nextInt(legal.size());
    List<Move> attacks = new ArrayList<>();
    for (Order o : legal.get(slot)) {
      if (o instanceof Move) {
        Move m = (Move) o;
        Optional<Unit> there = pos.unitAt(m.destination().province());
        if (there.isPresent() && there.get().power() != pos.unitAt(m.location().province()).get().power()) {
          attacks.add(m);
        }
      }
    }
    if (attacks.isEmpty()) {
      return;
    }
    Move m = attacks.get(random.nextInt(attacks.size()));
    chosen[slot] = m;
    for (int other = 0; other < legal.size(); other++) {
      if (other == slot || random.nextInt(4) == 0) {
        continue;
      }
      for (Order o : legal.get(other)) {
        if (o instanceof SupportMove && ((SupportMove) o).supported().location().province() == m.location()
            .province() && ((SupportMove) o).destination().province() == m.destination().province()) {
          chosen[other] = o;
          break;
        }
      }
    }
  }

  /** A random order for the unit a legal order is for: a move, support or convoy of any unit to any place. */
  private static Order anything(GameMap map, List<Unit> units, Order legal, SplittableRandom random) {
    if (!(legal instanceof io.github.dipjudge.order.UnitOrder)) {
      return legal;
    }
    io.github.dipjudge.order.UnitOrder uo = (io.github.dipjudge.order.UnitOrder) legal;
    Optional<Power> power = legal.power();
    Location at = uo.location();
    Optional<UnitType> type = uo.unitType();
    Location anywhere = map.locations().get(random.nextInt(map.locations().size()));
    Unit other = units.get(random.nextInt(units.size()));
    UnitRef ref = new UnitRef(Optional.empty(), Optional.of(other.type()), other.location());
    switch (random.nextInt(5)) {
      case 0:
        return new Move(power, type, at, anywhere, random.nextBoolean(), ImmutableList.of());
      case 1:
        return new SupportHold(power, type, at, ref);
      case 2:
        return new SupportMove(power, type, at, ref, anywhere);
      case 3:
        return new Convoy(power, type, at, ref, anywhere);
      default:
        return new Hold(power, type, at);
    }
  }

  // ============================================================================================ checks

  static void checkMovement(Position pos, List<Order> orders, MovementResult r) {
    Position next = r.nextPosition();
    assertThat(r.results()).as("one result per order").hasSize(orders.size());
    for (int i = 0; i < orders.size(); i++) {
      assertThat(r.results().get(i).order()).isEqualTo(orders.get(i));
    }
    assertThat(next.phase()).isEqualTo(pos.phase().next());
    assertThat(next.owners()).isEqualTo(pos.owners());
    assertThat(next.dislodged()).isEqualTo(r.dislodged());
    assertThat(next.unitCount() + r.dislodged().size()).as("units on the board + dislodged = units before")
        .isEqualTo(pos.unitCount());
    checkOneUnitPerProvince(next);
    Map<Province, DislodgedUnit> dislodged = new HashMap<>();
    for (DislodgedUnit d : r.dislodged()) {
      dislodged.put(d.unit().province(), d);
      assertThat(pos.unitAt(d.unit().province())).contains(d.unit());
      Optional<OrderResult> attack = r.resultFor(d.attackerOrigin());
      assertThat(attack.map(OrderResult::reason)).as("the attack on %s", d.unit()).contains(Reason.MOVED);
      assertThat(next.unitAt(d.unit().province()).map(Unit::power)).isEqualTo(pos.unitAt(d.attackerOrigin())
          .map(Unit::power));
    }
    assertThat(r.retreatOptions().keySet()).isEqualTo(dislodged.keySet());
    Set<Province> entered = new HashSet<>();
    for (Unit u : pos.units()) {
      Optional<OrderResult> own = r.resultFor(u.province());
      if (own.isPresent() && own.get().reason() == Reason.MOVED) {
        Province to = ((Move) own.get().order()).destination().province();
        assertThat(entered.add(to)).as("two units moved into %s", to).isTrue();
        Unit there = next.unitAt(to).orElseThrow();
        assertThat(there.power()).isEqualTo(u.power());
        assertThat(there.type()).isEqualTo(u.type());
      } else if (!dislodged.containsKey(u.province())) {
        assertThat(next.unitAt(u.province())).as("the unit in %s stays", u.province()).contains(u);
      }
    }
    r.retreatOptions().forEach((p, options) -> {
      for (Location l : options) {
        assertThat(next.unitAt(l.province())).as("a retreat of %s into %s, occupied", p, l).isEmpty();
        assertThat(r.standoffs()).doesNotContain(l.province());
        assertThat(l.province()).isNotEqualTo(p);
      }
    });
  }

  static void checkOneUnitPerProvince(Position p) {
    Set<Province> seen = new HashSet<>();
    for (Unit u : p.units()) {
      assertThat(seen.add(u.province())).as("two units in %s", u.province()).isTrue();
      assertThat(u.location().admits(u.type())).as("%s", u).isTrue();
    }
  }

  private static Map<String, List<String>> byOrder(List<OrderResult> results) {
    Map<String, List<String>> m = new TreeMap<>();
    for (OrderResult x : results) {
      m.computeIfAbsent(x.order().toString(), k -> new ArrayList<>()).add(x.reason() + " " + x.by() + " "
          + x.unitDislodged());
    }
    m.values().forEach(Collections::sort);
    return m;
  }
}
