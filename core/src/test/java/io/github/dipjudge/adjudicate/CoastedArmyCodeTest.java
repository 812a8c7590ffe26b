package io.github.dipjudge.adjudicate;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;
import net.jqwik.api.Example;

/**
 * A code names its unit by province: a code whose unit location is a coast the unit is not on (an army's "spa/nc")
 * stands for the order at the unit's own location, on the code path as in its decoded order. Found by
 * {@code CodePhasesPropertiesTest.codesGiveTheValuePathsNextPosition} (jqwik seed 3391470245216778184): under DATC
 * 4.B.6 option a the code path refused "A spa/nc H" as an irrelevant coast while the decoded order "A spa H" held,
 * so with a second order for the army the two paths carried out different orders.
 */
class CoastedArmyCodeTest {
  private static final GameMap MAP = GameMap.standard();

  private static final List<Rulebook> RULEBOOKS = List.of(Rulebook.datc(),
      Rulebook.datc().with("4.D.3", "A_FIRST"), Rulebook.datc().with("4.D.3", "B_LAST"),
      Rulebook.datc().with("4.D.6", "C_LAST_LEGAL").with("4.B.5", "A_ILLEGAL").with("4.B.6", "A_ILLEGAL"),
      Rulebook.datc().with("4.B.5", "A_ILLEGAL").with("4.B.6", "A_ILLEGAL").with("4.D.3", "A_FIRST"));

  private static int loc(String id) {
    return MAP.location(id).index();
  }

  private static void sameOnBothPaths(Position pos, int[] codes) {
    for (Rulebook rules : RULEBOOKS) {
      Adjudicator a = Adjudicator.create(MAP, rules);
      PhaseResult full = a.adjudicate(pos, codes, 0, codes.length);
      assertThat(a.nextPosition(pos, codes, 0, codes.length)).as("%s", rules.settings())
          .isEqualTo(full.nextPosition());
      assertThat(Adjudicator.create(MAP, rules).adjudicate(pos,
          full.results().stream().map(OrderResult::order).toList()).nextPosition()).isEqualTo(full.nextPosition());
    }
  }

  @Example
  void anArmyOrderedAtACoastOfItsProvinceIsTheArmyAtItsProvince() {
    Position pos = Position.builder(MAP).phase(Phase.springMovement(1902))
        .unit(Unit.of(MAP.power("France"), UnitType.ARMY, MAP.location("spa")))
        .unit(Unit.of(MAP.power("France"), UnitType.ARMY, MAP.location("mar")))
        .build();
    sameOnBothPaths(pos, new int[] {
        CodePhasesPropertiesTest.code(LegalOrders.HOLD, loc("spa/nc"), 0, 0),
        CodePhasesPropertiesTest.code(LegalOrders.MOVE, loc("mar"), loc("bur"), 0),
        CodePhasesPropertiesTest.code(LegalOrders.MOVE, loc("spa"), loc("mar"), 0)});
  }

  @Example
  void aFleetOrderedAtTheOtherCoastIsTheFleetAtItsOwnCoast() {
    Position pos = Position.builder(MAP).phase(Phase.springMovement(1902))
        .unit(Unit.of(MAP.power("France"), UnitType.FLEET, MAP.location("spa/sc")))
        .build();
    sameOnBothPaths(pos, new int[] {
        CodePhasesPropertiesTest.code(LegalOrders.HOLD, loc("spa/nc"), 0, 0),
        CodePhasesPropertiesTest.code(LegalOrders.MOVE, loc("spa/sc"), loc("wes"), 0)});
  }
}
