package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Reading is one pass: a saved game of 20,000 phases, half of them retreat phases (each needing the movement
 * before it for its dislodged unit's attacker), reads on the default thread stack, each phase adjudicated once
 * (the old reader recursed once per earlier phase with dislodged units, and overflowed the stack; 2,000
 * phases took 7.7 s). The work is counted, not timed: the game read back has exactly one turn per phase. Building
 * the game is linear too: advancing a game appends to a history shared with the game before it.
 */
class MilaFormatLongGameTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(MAP);

  private static List<Order> orders(String... lines) {
    return java.util.Arrays.stream(lines).map(EN::parse).toList();
  }

  /**
   * Every year Germany dislodges the French army in Burgundy in Spring, and France dislodges the German one in
   * Fall; each retreats; no centre changes hands, so no adjustment phase is played.
   */
  @Test
  void aTwentyThousandPhaseGameReadsInOnePass() throws Exception {
    Position.Builder b = Position.builder(MAP).phase(Phase.springMovement(1))
        .unit(Unit.of(MAP.power("Germany"), UnitType.ARMY, MAP.location("ruh")))
        .unit(Unit.of(MAP.power("Germany"), UnitType.ARMY, MAP.location("pic")))
        .unit(Unit.of(MAP.power("France"), UnitType.ARMY, MAP.location("bur")))
        .unit(Unit.of(MAP.power("France"), UnitType.ARMY, MAP.location("gas")))
        .owner(MAP.province("kie"), MAP.power("Germany")).owner(MAP.province("ber"), MAP.power("Germany"))
        .owner(MAP.province("bre"), MAP.power("France")).owner(MAP.province("mar"), MAP.power("France"));
    Game g = Game.of(b.build(), Rulebook.datc()).withId("long");
    List<Order> spring = orders("Germany: A ruh - bur", "Germany: A pic S A ruh - bur");
    List<Order> springRetreat = orders("France: A bur R par");
    List<Order> fall = orders("France: A par - bur", "France: A gas S A par - bur");
    List<Order> fallRetreat = orders("Germany: A bur R ruh");
    int years = 5_000;
    for (int y = 0; y < years; y++) {
      g = g.advance(spring).advance(springRetreat).advance(fall).advance(fallRetreat);
    }
    assertThat(g.position().phase()).isEqualTo(Phase.springMovement(years + 1));
    String text = MilaFormat.toJson(g);
    SavedGame saved = MilaFormat.readSaved(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
        "long.json", Rulebook.datc());
    assertThat(saved.phases()).hasSize(4 * years + 1);
    assertThat(saved.phases().stream().filter(p -> p.position().phase().type() == PhaseType.RETREAT).count())
        .isEqualTo(2L * years);
    assertThat(saved.agreeingPhases()).isEqualTo(4 * years);
    assertThat(saved.game()).isEqualTo(g);
    // Each recorded phase was adjudicated once: one turn per phase, no more (W phases passed over: 5,000 more).
    assertThat(saved.game().history()).hasSize(5 * years);
  }
}
