package io.github.dipjudge.adjudicate;

import static io.github.dipjudge.adjudicate.CodePhasesPropertiesTest.code;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.movement.PhaseCodes;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Example;

/**
 * Hold codes on the code path, which skips the compiler, the matcher and the linker for a unit that holds (issue
 * 27): the cases where a wrong skip would show. Each phase is checked against the value path of the orders the codes
 * stand for, on a fresh adjudicator, and its outcome is asserted.
 */
class HeldUnitCodeTest {
  private static final GameMap MAP = GameMap.standard();
  private static final Rulebook CIVIL_DISORDER_FAILS = Rulebook.datc().with("4.D.9", "A_FAILS");

  private static int loc(String id) {
    return MAP.location(id).index();
  }

  private static int hold(String unit) {
    return code(LegalOrders.HOLD, loc(unit), 0, 0);
  }

  private static int move(String unit, String to) {
    return code(LegalOrders.MOVE, loc(unit), loc(to), 0);
  }

  private static Unit army(String power, String at) {
    return Unit.of(MAP.power(power), UnitType.ARMY, MAP.location(at));
  }

  private static Unit fleet(String power, String at) {
    return Unit.of(MAP.power(power), UnitType.FLEET, MAP.location(at));
  }

  private static Position spring(Unit... units) {
    Position.Builder b = Position.builder(MAP).phase(Phase.springMovement(1902));
    for (Unit u : units) {
      b.unit(u);
    }
    return b.build();
  }

  /** The code path's next position, checked equal to the value path's on a fresh adjudicator. */
  private static Position next(Adjudicator a, Rulebook rules, Position pos, int... codes) {
    LegalOrders decoder = LegalOrders.create(MAP, rules);
    List<Order> values = new ArrayList<>();
    for (int c : codes) {
      values.add(decoder.decode(pos, c));
    }
    Position next = a.nextPosition(pos, codes, 0, codes.length);
    assertThat(next).as("%s", values).isEqualTo(Adjudicator.create(MAP, rules).movement(pos, values).nextPosition());
    return next;
  }

  /** A German army in Munich, supported to hold by Austria, attacked by France with one support. */
  private static final Position MUNICH = spring(army("Germany", "mun"), army("Austria", "tyr"),
      army("France", "bur"), army("France", "ruh"));
  private static final int AUSTRIA_SUPPORTS = code(LegalOrders.SUPPORT_HOLD, loc("tyr"), loc("mun"), 0);
  private static final int FRENCH_SUPPORT = code(LegalOrders.SUPPORT_MOVE, loc("ruh"), loc("bur"), loc("mun"));

  @Example
  void isHoldIsAHoldCodeOfAnyUnitLocation() {
    java.util.SplittableRandom random = new java.util.SplittableRandom(27);
    for (int k = 0; k < 200_000; k++) {
      // Codes near holds (a few bits set besides the unit) and codes at random.
      int code = k % 2 == 0 ? random.nextInt() : code(LegalOrders.HOLD, random.nextInt(LegalOrders.MAX_INDEX + 1), 0, 0)
          | (random.nextInt(4) == 0 ? 1 << random.nextInt(32) : 0);
      boolean hold = code >= 0 && LegalOrders.kind(code) == LegalOrders.HOLD && LegalOrders.target(code) == 0
          && LegalOrders.destination(code) == 0;
      assertThat(PhaseCodes.isHold(code)).as("%x", code).isEqualTo(hold);
      if (hold) {
        assertThat(code >>> PhaseCodes.UNIT_SHIFT).isEqualTo(LegalOrders.unitLocation(code));
      }
    }
  }

  @Example
  void aPowerThatOrdersHoldsAloneIsNotInCivilDisorder() {
    // DATC 4.D.9 option a: a hold support of a power that gave no order fails. Germany's one order is a hold, so the
    // Austrian support counts and the attack of strength 2 is held.
    Adjudicator a = Adjudicator.create(MAP, CIVIL_DISORDER_FAILS);
    Position next = next(a, CIVIL_DISORDER_FAILS, MUNICH,
        hold("mun"), AUSTRIA_SUPPORTS, move("bur", "mun"), FRENCH_SUPPORT);
    assertThat(next.unitAtIndex(MAP.province("mun").index())).isEqualTo(army("Germany", "mun"));
    assertThat(next.dislodged()).isEmpty();
    // Without Germany's hold the support fails and the army is dislodged: the case does turn on the hold.
    Position disorder = next(a, CIVIL_DISORDER_FAILS, MUNICH, AUSTRIA_SUPPORTS, move("bur", "mun"), FRENCH_SUPPORT);
    assertThat(disorder.unitAtIndex(MAP.province("mun").index())).isEqualTo(army("France", "mun"));
    assertThat(disorder.dislodged()).hasSize(1);
  }

  @Example
  void aHeldUnitAttackedWithSupportIsDislodged() {
    Adjudicator a = Adjudicator.create(MAP, Rulebook.datc());
    Position next = next(a, Rulebook.datc(), MUNICH,
        hold("mun"), hold("tyr"), move("bur", "mun"), FRENCH_SUPPORT);
    assertThat(next.unitAtIndex(MAP.province("mun").index())).isEqualTo(army("France", "mun"));
    assertThat(next.dislodged()).extracting(d -> d.unit()).containsExactly(army("Germany", "mun"));
  }

  @Example
  void aHoldAndAMoveOfOneUnitAreChosenBetweenByTheRulebook() {
    // DATC 4.D.3: the first order (A_FIRST), the last (B_LAST), or none (the default: the unit holds).
    Position pos = spring(army("Germany", "mun"));
    int mun = MAP.province("mun").index();
    int boh = MAP.province("boh").index();
    for (String option : List.of("A_FIRST", "B_LAST", "C_HOLD")) {
      Rulebook rules = Rulebook.datc().with("4.D.3", option);
      Adjudicator a = Adjudicator.create(MAP, rules);
      Position holdFirst = next(a, rules, pos, hold("mun"), move("mun", "boh"));
      Position moveFirst = next(a, rules, pos, move("mun", "boh"), hold("mun"));
      Position twice = next(a, rules, pos, hold("mun"), hold("mun"), move("mun", "boh"), hold("mun"));
      switch (option) {
        case "A_FIRST":
          assertThat(holdFirst.unitAtIndex(mun)).isNotNull();
          assertThat(moveFirst.unitAtIndex(boh)).isNotNull();
          assertThat(twice.unitAtIndex(mun)).isNotNull();
          break;
        case "B_LAST":
          assertThat(holdFirst.unitAtIndex(boh)).isNotNull();
          assertThat(moveFirst.unitAtIndex(mun)).isNotNull();
          assertThat(twice.unitAtIndex(mun)).isNotNull();
          break;
        default:
          assertThat(holdFirst.unitAtIndex(mun)).isNotNull();
          assertThat(moveFirst.unitAtIndex(mun)).isNotNull();
          assertThat(twice.unitAtIndex(mun)).isNotNull();
      }
    }
  }

  @Example
  void aHoldingFleetConvoysNoArmy() {
    Position pos = spring(army("England", "yor"), fleet("England", "nth"));
    Adjudicator a = Adjudicator.create(MAP, Rulebook.datc());
    Position next = next(a, Rulebook.datc(), pos, code(LegalOrders.MOVE_VIA_CONVOY, loc("yor"), loc("nwy"), 0),
        hold("nth"));
    assertThat(next.unitAtIndex(MAP.province("yor").index())).isEqualTo(army("England", "yor"));
    // The same position at once with the convoy ordered (the board kept): the army lands.
    Position convoyed = next(a, Rulebook.datc(), pos, code(LegalOrders.MOVE_VIA_CONVOY, loc("yor"), loc("nwy"), 0),
        code(LegalOrders.CONVOY, loc("nth"), loc("yor"), loc("nwy")));
    assertThat(convoyed.unitAtIndex(MAP.province("nwy").index())).isEqualTo(army("England", "nwy"));
    // And holds again: the last phase's move and convoy leave nothing behind.
    assertThat(next(a, Rulebook.datc(), pos, hold("yor"), hold("nth")).units()).isEqualTo(pos.units());
  }

  @Example
  void movesThenHoldsOfTheSamePositionLeaveNothingBehind() {
    // The board kept from phase to phase: every unit a node in the first phase, none in the second, then again.
    Adjudicator a = Adjudicator.create(MAP, Rulebook.datc());
    Position after = next(a, Rulebook.datc(), MUNICH, move("mun", "boh"), move("tyr", "vie"), move("bur", "mun"),
        FRENCH_SUPPORT);
    assertThat(after.unitAtIndex(MAP.province("mun").index())).isEqualTo(army("France", "mun"));
    assertThat(next(a, Rulebook.datc(), MUNICH, hold("mun"), hold("tyr"), hold("bur"), hold("ruh")).units())
        .isEqualTo(MUNICH.units());
    assertThat(next(a, Rulebook.datc(), MUNICH).units()).isEqualTo(MUNICH.units());
    assertThat(next(a, Rulebook.datc(), MUNICH, move("mun", "boh"), move("tyr", "vie"), move("bur", "mun"),
        FRENCH_SUPPORT)).isEqualTo(after);
  }
}
