package io.github.dipjudge.adjudicate;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * One adjudicator given the same position object again with other orders, and other positions in between, answers
 * as a fresh adjudicator does. The movement adjudicator keeps the board of the last position it loaded and, for the
 * same position object, clears and compiles the orders alone; what a phase wrote must then be cleared
 * from its orders, whatever they were (moves, supports, convoys, several orders for a unit, illegal ones), and the
 * board loaded afresh for any other position.
 */
class RepeatedPositionPropertiesTest {

  private final CodePhasesPropertiesTest codeProperties = new CodePhasesPropertiesTest();

  @Provide
  Arbitrary<GameMap> gameMaps() {
    return codeProperties.gameMaps();
  }

  @Provide
  Arbitrary<Rulebook> rulebooks() {
    return codeProperties.rulebooks();
  }

  @Property(tries = 30, edgeCases = EdgeCasesMode.NONE)
  void aPositionMetAgainGivesWhatAFreshAdjudicatorGives(@ForAll("gameMaps") GameMap map,
      @ForAll("rulebooks") Rulebook rules, @ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Adjudicator shared = Adjudicator.create(map, rules);
    LegalOrders gen = LegalOrders.create(map, rules);
    Position pos = Position.initial(map);
    Position previous = pos;
    int movements = 0;
    for (int phases = 0; phases < 40 && movements < 12 && !pos.phase().isLast(); phases++) {
      if (pos.phase().type() == PhaseType.MOVEMENT) {
        movements++;
        // Three order sets on this position, one on the last movement position, then this one again, as codes and
        // as values, each against a new adjudicator.
        for (int round = 0; round < 3; round++) {
          checkCodes(shared, pos, CodePhasesPropertiesTest.codes(pos, gen, random, random.nextBoolean()), map, rules);
        }
        checkCodes(shared, previous, CodePhasesPropertiesTest.codes(previous, gen, random, true), map, rules);
        int[] codes = CodePhasesPropertiesTest.codes(pos, gen, random, true);
        checkCodes(shared, pos, codes, map, rules);
        List<Order> values = new ArrayList<>();
        Adjudicator.create(map, rules).adjudicate(pos, codes, 0, codes.length).results()
            .forEach(r -> values.add(r.order()));
        MovementResult again = shared.movement(pos, values);
        MovementResult fresh = Adjudicator.create(map, rules).movement(pos, values);
        assertThat(again.results()).as("%s, %s: the value path again", pos.phase(), rules.name())
            .isEqualTo(fresh.results());
        assertThat(again.nextPosition()).isEqualTo(fresh.nextPosition());
        previous = pos;
      }
      int[] codes = CodePhasesPropertiesTest.codes(pos, gen, random, false);
      pos = shared.nextPosition(pos, codes, 0, codes.length);
    }
  }

  private static void checkCodes(Adjudicator shared, Position pos, int[] codes, GameMap map, Rulebook rules) {
    Position next = shared.nextPosition(pos, codes, 0, codes.length);
    assertThat(next).as("%s, %s, codes %s", pos.phase(), rules.name(), codes.length)
        .isEqualTo(Adjudicator.create(map, rules).nextPosition(pos, codes, 0, codes.length));
    PhaseResult again = shared.adjudicate(pos, codes, 0, codes.length);
    PhaseResult fresh = Adjudicator.create(map, rules).adjudicate(pos, codes, 0, codes.length);
    assertThat(again.results()).as("%s, %s: the complete result", pos.phase(), rules.name())
        .isEqualTo(fresh.results());
    assertThat(again.nextPosition()).isEqualTo(fresh.nextPosition());
  }
}
