package io.github.dipjudge.adjudicate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.adjudicate.movement.PhaseCodes;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

/**
 * Orders given as compact codes ({@link Adjudicator#nextPosition(Position, int[], int, int)} and
 * {@link Adjudicator#adjudicate(Position, int[], int, int)}) against orders given as values, phase by phase through
 * random games on the standard map and every shipped variant, under every preset and the options that change what
 * a code means (coasts, nationality, several orders for one unit, builds):
 *
 * <ol>
 *   <li>the next position from the codes equals the next position of the value path for the orders they stand for,
 *       in every phase type, with one generated code per unit (or per due adjustment), and with codes that are
 *       well-formed but need not be generated (illegal on the board, several for one unit, repeated);
 *   <li>a generated code stands for the order {@link LegalOrders#decode} gives;
 *   <li>a code that is not well-formed is refused, naming its index, before anything is adjudicated.
 * </ol>
 */
class CodePhasesPropertiesTest {
  /** Every shipped map and the small map of straits. */
  static final List<GameMap> MAPS = maps();

  private static List<GameMap> maps() {
    List<GameMap> out = new ArrayList<>();
    for (String id : GameMap.variants()) {
      out.add(GameMap.variant(id));
    }
    out.add(CrossingRulesTest.MAP);
    return List.copyOf(out);
  }

  private static final List<Rulebook> RULEBOOKS = rulebookList();

  private static List<Rulebook> rulebookList() {
    Set<Rulebook> out = new LinkedHashSet<>(LegalOrdersBoards.RULEBOOKS);
    Rulebook d = Rulebook.datc();
    out.add(d.with("4.D.3", "A_FIRST"));
    out.add(d.with("4.D.3", "B_LAST"));
    out.add(d.with("4.D.4", "A_ALL_INVALID").with("4.D.5", "A_BOTH_FAIL"));
    out.add(d.with("4.D.6", "C_LAST_LEGAL").with("4.B.5", "A_ILLEGAL").with("4.B.6", "A_ILLEGAL"));
    out.add(d.toBuilder().buildSites(Rulebook.BuildSites.ANY_OWNED_CENTRE).name("any centre").build());
    return List.copyOf(out);
  }

  @Provide
  Arbitrary<Rulebook> rulebooks() {
    return Arbitraries.of(RULEBOOKS);
  }

  /** The maps, the standard map and the two with ports, a Cape border and three coasts three times as often. */
  @Provide
  Arbitrary<GameMap> gameMaps() {
    List<net.jqwik.api.Tuple.Tuple2<Integer, GameMap>> weighted = new ArrayList<>();
    for (GameMap m : MAPS) {
      boolean often = m == GameMap.standard() || m.id().equals("1900") || m.id().equals("ancmed");
      weighted.add(net.jqwik.api.Tuple.of(often ? 3 : 1, m));
    }
    return Arbitraries.frequency(weighted);
  }

  // ============================================================================================ 1 and 2

  @Property(tries = 120, edgeCases = EdgeCasesMode.NONE)
  void codesGiveTheValuePathsNextPosition(@ForAll("gameMaps") GameMap map, @ForAll("rulebooks") Rulebook rules,
      @ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    boolean odd = random.nextBoolean(); // half the games also give codes that need not be generated
    Adjudicator adjudicator = Adjudicator.create(map, rules);
    LegalOrders gen = LegalOrders.create(map, rules);
    Position pos = Position.initial(map);
    int phases = 0;
    while (phases < 30 && !pos.phase().isLast()) {
      int[] codes = codes(pos, gen, random, odd);
      Position fast = adjudicator.nextPosition(pos, codes, 0, codes.length);
      PhaseResult full = adjudicator.adjudicate(pos, codes, 0, codes.length);
      assertThat(fast).as("%s, %s, codes %s", pos, rules.name(), describe(map, codes))
          .isEqualTo(full.nextPosition());
      assertThat(fast.toString()).isEqualTo(full.nextPosition().toString());
      for (int i = 0; i < codes.length; i++) {
        Order o = full.results().get(i).order();
        if (generated(gen, pos, codes[i])) {
          assertThat(o).isEqualTo(gen.decode(pos, codes[i]));
        }
      }
      // The result of the codes is the value path's for the orders they stand for.
      List<Order> values = new ArrayList<>();
      full.results().forEach(r -> values.add(r.order()));
      assertThat(adjudicator.adjudicate(pos, values).results()).isEqualTo(full.results());
      Statistics.collect(pos.phase().type(), odd);
      pos = fast;
      phases++;
    }
  }

  private static boolean generated(LegalOrders gen, Position pos, int code) {
    gen.generate(pos);
    for (int i = 0; i < gen.count(); i++) {
      if (gen.code(i) == code) {
        return true;
      }
    }
    return false;
  }

  /**
   * One random generated code per slot (per due adjustment of a power, {@link LegalOrders#draw}), and in odd games
   * now and then a slot left without an order, a second or repeated code for a unit, and random well-formed codes.
   */
  static int[] codes(Position pos, LegalOrders gen, SplittableRandom random, boolean odd) {
    gen.sample(pos);
    int[] picks = new int[64];
    List<Integer> out = new ArrayList<>();
    for (int slot = 0; slot < gen.slotCount(); slot++) {
      if (odd && random.nextInt(15) == 0) {
        continue;
      }
      for (int i = 0, k = gen.draw(slot, random, picks, 0); i < k; i++) {
        out.add(gen.slotCode(slot, picks[i]));
      }
      if (odd && gen.slotSize(slot) > 0 && pos.phase().type() != PhaseType.ADJUSTMENT && random.nextInt(8) == 0) {
        out.add(gen.slotCode(slot, random.nextInt(gen.slotSize(slot)))); // a second order, perhaps the same
      }
    }
    if (odd) {
      for (int k = random.nextInt(4); k > 0; k--) {
        int code = wellFormed(pos, random);
        if (code >= 0) {
          out.add(random.nextInt(out.size() + 1), code);
        }
      }
    }
    return out.stream().mapToInt(Integer::intValue).toArray();
  }

  /** A random code well-formed for the position (see {@link Adjudicator#nextPosition}), or -1 when none can be. */
  static int wellFormed(Position pos, SplittableRandom random) {
    GameMap map = pos.map();
    int locations = map.locations().size();
    List<Location> units = new ArrayList<>();
    PhaseType type = pos.phase().type();
    if (type == PhaseType.RETREAT) {
      for (DislodgedUnit d : pos.dislodged()) {
        units.add(d.unit().location());
      }
    } else {
      for (Unit u : pos.units()) {
        units.add(u.location());
      }
    }
    if (units.isEmpty() && type != PhaseType.ADJUSTMENT) {
      return -1;
    }
    int target = random.nextInt(locations);
    int dest = random.nextInt(locations);
    switch (type) {
      case MOVEMENT: {
        int kind = random.nextInt(LegalOrders.CONVOY + 1);
        int unit = unitLocation(units, random);
        return code(kind, unit, kind == LegalOrders.HOLD ? 0 : target,
            kind == LegalOrders.SUPPORT_MOVE || kind == LegalOrders.CONVOY ? dest : 0);
      }
      case RETREAT: {
        boolean retreat = random.nextInt(4) > 0;
        return code(retreat ? LegalOrders.RETREAT : LegalOrders.DISBAND, unitLocation(units, random),
            retreat ? target : 0, 0);
      }
      default: {
        int roll = random.nextInt(4);
        int power = random.nextInt(map.powers().size());
        if (roll == 0 && !units.isEmpty()) {
          return code(LegalOrders.DISBAND, unitLocation(units, random), 0, 0);
        }
        if (roll == 1) {
          return code(LegalOrders.WAIVE, power, 0, 0);
        }
        return code(random.nextBoolean() ? LegalOrders.BUILD_ARMY : LegalOrders.BUILD_FLEET, target, target, power);
      }
    }
  }

  /** A unit's location, or now and then another location of its province (a coast it is not on). */
  private static int unitLocation(List<Location> units, SplittableRandom random) {
    Location l = units.get(random.nextInt(units.size()));
    Province p = l.province();
    if (random.nextInt(6) == 0) {
      List<Location> all = new ArrayList<>(p.coasts());
      all.add(p.location());
      return all.get(random.nextInt(all.size())).index();
    }
    return l.index();
  }

  static int code(int kind, int unit, int target, int dest) {
    return kind | unit << 4 | target << (4 + LegalOrders.FIELD_BITS) | dest << (4 + 2 * LegalOrders.FIELD_BITS);
  }

  private static List<String> describe(GameMap map, int[] codes) {
    List<String> out = new ArrayList<>();
    for (int c : codes) {
      out.add(PhaseCodes.describe(map, c));
    }
    return out;
  }

  // ============================================================================================ 3. refused

  @Test
  void aCodeThatIsNotWellFormedIsRefusedBeforeAnythingIsAdjudicated() {
    GameMap map = GameMap.standard();
    Adjudicator adjudicator = Adjudicator.create(map, Rulebook.datc());
    Position pos = Position.initial(map);
    int par = map.province("par").location().index();
    int bur = map.province("bur").location().index();
    int nth = map.province("nth").location().index();
    int hold = code(LegalOrders.HOLD, par, 0, 0);
    int[][] refused = {
        {hold, code(LegalOrders.HOLD, nth, 0, 0)}, // no unit in the North Sea
        {hold, code(LegalOrders.HOLD, par, bur, 0)}, // a field the kind does not use
        {hold, code(LegalOrders.RETREAT, par, bur, 0)}, // not a movement order
        {hold, code(LegalOrders.MOVE, 500, bur, 0)}, // no location of the map
        {hold, code(LegalOrders.MOVE, par, bur, 0) | 1 << 31}, // the high bit
        {hold, 11}, // no kind
    };
    String[] why = {"no unit in nth", "a field the kind does not use", "not an order of a movement phase",
        "no location of the map", "the high bit is set", "not an order of a movement phase"};
    for (int k = 0; k < refused.length; k++) {
      int[] codes = refused[k];
      assertThatThrownBy(() -> adjudicator.nextPosition(pos, codes, 0, codes.length))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("codes[1]")
          .hasMessageContaining(why[k]);
      assertThatThrownBy(() -> adjudicator.adjudicate(pos, codes, 0, codes.length))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(why[k]);
    }
    assertThatThrownBy(() -> adjudicator.nextPosition(pos, new int[] {hold}, 0, 2))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> adjudicator.nextPosition(Position.initial(GameMap.variant("pure")), new int[0], 0, 0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("map");
    // A prepared phase stays valid after a refused call, as after a refused call of the value path.
    PreparedMovement prepared = adjudicator.prepare(pos, List.of());
    assertThatThrownBy(() -> adjudicator.nextPosition(pos, refused[0], 0, 2)).isInstanceOf(
        IllegalArgumentException.class);
    assertThat(prepared.result().nextPosition().units()).isEqualTo(pos.units());
    // Range: only the codes from..to are read.
    int[] padded = {11, hold, 11};
    assertThat(adjudicator.nextPosition(pos, padded, 1, 2))
        .isEqualTo(adjudicator.adjudicate(pos, List.of()).nextPosition());
  }
}
