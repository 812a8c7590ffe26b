package io.github.dipjudge.adjudicate;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.movement.PhaseCodes;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
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

/**
 * Phases in which most units hold, the case the movement phase skips work for (a hold code is not compiled
 * unless its unit has several orders, a unit that holds is not written by the linker, the resolve step's roots are
 * its nodes alone): on every shipped map and preset, and under 4.D.9's option that makes a hold support of a power in
 * civil disorder fail (so that a power ordering holds alone must count as ordering), with powers giving holds alone,
 * powers giving nothing, holds among moves, supports and convoys (a held unit attacked, supported, convoyed past),
 * and a hold with another order of the same unit, before or after it (DATC 4.D.3):
 *
 * <ol>
 *   <li>the next position from the codes is the value path's for the orders they stand for, on a fresh adjudicator;
 *   <li>the same adjudicator given another set of orders for the same position (its board kept, the last phase's
 *       moves, supports and convoys now holds, or the other way round) gives the fresh adjudicator's position and,
 *       by the value path, its results.
 * </ol>
 */
class HoldsAmongOrdersPropertiesTest {

  private final CodePhasesPropertiesTest codeProperties = new CodePhasesPropertiesTest();

  private static final List<Rulebook> RULEBOOKS = rulebookList();

  private static List<Rulebook> rulebookList() {
    Set<Rulebook> out = new LinkedHashSet<>();
    Rulebook d = Rulebook.datc();
    out.add(d);
    out.add(d.with("4.D.9", "A_FAILS"));
    out.add(d.with("4.D.3", "A_FIRST"));
    out.add(d.with("4.D.3", "B_LAST").with("4.D.9", "A_FAILS"));
    out.addAll(LegalOrdersBoards.RULEBOOKS);
    return List.copyOf(out);
  }

  @Provide
  Arbitrary<Rulebook> rulebooks() {
    return Arbitraries.of(RULEBOOKS);
  }

  @Provide
  Arbitrary<GameMap> gameMaps() {
    return codeProperties.gameMaps();
  }

  @Property(tries = 150, edgeCases = EdgeCasesMode.NONE)
  void holdsAmongOtherOrdersGiveTheValuePathsPhase(@ForAll("gameMaps") GameMap map,
      @ForAll("rulebooks") Rulebook rules, @ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Adjudicator shared = Adjudicator.create(map, rules);
    LegalOrders gen = LegalOrders.create(map, rules);
    Position pos = Position.initial(map);
    for (int phases = 0; phases < 24 && !pos.phase().isLast(); phases++) {
      if (pos.phase().type() != PhaseType.MOVEMENT) {
        int[] codes = CodePhasesPropertiesTest.codes(pos, gen, random, false);
        pos = shared.nextPosition(pos, codes, 0, codes.length);
        continue;
      }
      int[] first = holdHeavy(pos, gen, random);
      int[] second = holdHeavy(pos, gen, random);
      String where = map.id() + ", " + rules.name() + ", " + pos.phase();
      MovementResult expectFirst = fresh(map, rules, gen, pos, first);
      MovementResult expectSecond = fresh(map, rules, gen, pos, second);
      Position next = shared.nextPosition(pos, first, 0, first.length);
      assertThat(next).as("%s, codes %s", where, describe(map, first)).isEqualTo(expectFirst.nextPosition());
      // The board kept: the same position again, with other orders, by the code path and by the value path.
      assertThat(shared.nextPosition(pos, second, 0, second.length)).as("%s, again, codes %s", where,
          describe(map, second)).isEqualTo(expectSecond.nextPosition());
      assertThat(((MovementResult) shared.adjudicate(pos, first, 0, first.length)).results())
          .as("%s, results, codes %s", where, describe(map, first)).isEqualTo(expectFirst.results());
      assertThat(shared.nextPosition(pos, first, 0, first.length)).as(where).isEqualTo(next);
      Statistics.collect(holdShare(first));
      pos = random.nextBoolean() ? next : expectSecond.nextPosition();
    }
  }

  /** The share of holds among the codes, in tenths, for the statistics. */
  private static String holdShare(int[] codes) {
    int holds = 0;
    for (int c : codes) {
      holds += PhaseCodes.isHold(c) ? 1 : 0;
    }
    return "holds " + (codes.length == 0 ? "-" : (10 * holds / codes.length) + "/10");
  }

  /** The phase by the value path, on an adjudicator that has seen no other phase. */
  private static MovementResult fresh(GameMap map, Rulebook rules, LegalOrders gen, Position pos, int[] codes) {
    List<Order> values = new ArrayList<>();
    for (int c : codes) {
      values.add(gen.decode(pos, c));
    }
    return Adjudicator.create(map, rules).movement(pos, values);
  }

  /**
   * Codes of a movement phase, most of them holds: each power holds alone (a quarter of them), gives no order at all
   * (an eighth: civil disorder, DATC 4.D.9), or gives each unit a hold (three in five) or one of its legal orders at
   * random; now and then a unit gets a second order (a hold or another), put before or after its first.
   */
  static int[] holdHeavy(Position pos, LegalOrders gen, SplittableRandom random) {
    gen.sample(pos);
    int powers = pos.map().powers().size();
    int[] mode = new int[powers];
    for (int k = 0; k < powers; k++) {
      int roll = random.nextInt(8);
      mode[k] = roll == 0 ? 0 : roll <= 2 ? 1 : 2; // none, holds alone, mixed
    }
    List<Integer> out = new ArrayList<>();
    for (int slot = 0; slot < gen.slotCount(); slot++) {
      int unit = gen.slotOwner(slot);
      int power = gen.slotPower(slot).index();
      int hold = CodePhasesPropertiesTest.code(LegalOrders.HOLD, unit, 0, 0);
      int code;
      if (mode[power] == 0) {
        continue;
      } else if (mode[power] == 1 || random.nextInt(5) < 3) {
        code = hold;
      } else {
        code = gen.slotCode(slot, random.nextInt(gen.slotSize(slot)));
      }
      out.add(code);
      if (random.nextInt(10) == 0) {
        int other = random.nextBoolean() ? hold : gen.slotCode(slot, random.nextInt(gen.slotSize(slot)));
        out.add(random.nextBoolean() ? out.size() : out.size() - 1, other);
      }
    }
    return out.stream().mapToInt(Integer::intValue).toArray();
  }

  private static List<String> describe(GameMap map, int[] codes) {
    List<String> out = new ArrayList<>();
    for (int c : codes) {
      out.add(PhaseCodes.describe(map, c));
    }
    return out;
  }
}
