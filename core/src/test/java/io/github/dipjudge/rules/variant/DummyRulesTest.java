package io.github.dipjudge.rules.variant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.OrderSheet;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.rules.Rulebook;
import org.junit.jupiter.api.Test;

/**
 * {@link DummyRules} on {@code sengoku} (a dummy under {@code CD_DUMMIES}, {@code CD_BUILDS} and
 * {@code IMMOBILE_DUMMIES}) and on the standard map (none), and what an order sheet makes of them.
 */
class DummyRulesTest {
  private final GameMap sengoku = GameMap.variant("sengoku");
  private final Power neutral = sengoku.power("Neutral");
  private final Power oda = sengoku.power("Oda");

  @Test
  void theFlagsOfSengoku() {
    assertThat(DummyRules.isImmobile(sengoku, neutral)).isTrue();
    assertThat(DummyRules.needsNoOrders(sengoku, neutral)).isTrue();
    assertThat(DummyRules.destroyedWhenDislodged(sengoku, neutral)).isTrue();
    assertThat(DummyRules.buildsInCivilDisorder(sengoku, neutral)).isTrue();
    assertThat(DummyRules.isImmobile(sengoku, oda)).isFalse();
    assertThat(DummyRules.needsNoOrders(sengoku, oda)).isFalse();
    assertThat(DummyRules.destroyedWhenDislodged(sengoku, oda)).isFalse();
    // DPjudge gives every power without adjustment orders the civil-disorder defaults when it processes the phase.
    assertThat(DummyRules.buildsInCivilDisorder(sengoku, oda)).isTrue();
  }

  @Test
  void nothingOnTheStandardMap() {
    GameMap standard = GameMap.standard();
    for (Power p : standard.powers()) {
      assertThat(p.isDummy()).isFalse();
      assertThat(DummyRules.isImmobile(standard, p)).isFalse();
      assertThat(DummyRules.needsNoOrders(standard, p)).isFalse();
      assertThat(DummyRules.destroyedWhenDislodged(standard, p)).isFalse();
      assertThat(DummyRules.buildsInCivilDisorder(standard, p)).isFalse();
    }
  }

  @Test
  void aPowerOfAnotherMapIsRefused() {
    Power france = GameMap.standard().power("France");
    assertThatThrownBy(() -> DummyRules.isImmobile(sengoku, france)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("sengoku");
    assertThatThrownBy(() -> DummyRules.needsNoOrders(null, neutral)).isInstanceOf(NullPointerException.class);
  }

  @Test
  void theSheetWaitsForEveryoneButTheDummyAndRefusesItsMove() {
    OrderSheet sheet = Game.start(sengoku, Rulebook.datc()).sheet();
    assertThat(sheet.powersToOrder()).contains(neutral);
    assertThat(sheet.waitingFor()).doesNotContain(neutral).hasSize(sengoku.powers().size() - 1);
    OrderNotation english = OrderNotation.english(sengoku);
    assertThat(sheet.check(neutral, english.parse("A Mino - Hida")).illegal()).contains(Reason.IMMOBILE_DUMMY);
    assertThat(sheet.check(neutral, english.parse("A Mino H")).illegal()).isEmpty();
    assertThat(sheet.check(oda, english.parse("A Owari - Mino")).illegal()).isEmpty();
  }
}
