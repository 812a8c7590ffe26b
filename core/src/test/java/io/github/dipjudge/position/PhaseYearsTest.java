package io.github.dipjudge.position;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The years the library supports (a valid position in the year {@code Integer.MAX_VALUE} crashed from deep
 * inside when the game moved on): 1 to 9999, refused where a phase is made, and no phase after Winter 9999.
 */
class PhaseYearsTest {
  private final GameMap map = GameMap.standard();

  @Test
  void theRangeAdmitsYearOneAndAWinter1900Start() {
    assertThat(Phase.springMovement(1).next().next()).isEqualTo(Phase.fallMovement(1));
    assertThat(Phase.adjustment(1900).next()).isEqualTo(Phase.springMovement(1901));
    assertThat(Phase.adjustment(9998).next()).isEqualTo(Phase.springMovement(9999));
    assertThat(Phase.fallMovement(9999).next().next()).isEqualTo(Phase.adjustment(9999));
    assertThat(Phase.MIN_YEAR).isEqualTo(1);
    assertThat(Phase.MAX_YEAR).isEqualTo(9999);
  }

  @Test
  void yearsOutsideTheRangeAreRefusedWhereAPhaseIsMade() {
    for (int year : new int[] {Integer.MIN_VALUE, -1, 0, 10_000, Integer.MAX_VALUE}) {
      assertThatThrownBy(() -> Phase.springMovement(year)).isInstanceOf(IllegalArgumentException.class)
          .hasMessage("year " + year + " is outside the years the library supports, 1 to 9999");
      assertThatThrownBy(() -> new Phase(year, Season.FALL, PhaseType.RETREAT))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("outside the years");
      assertThatThrownBy(() -> Phase.adjustment(year)).isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> Position.initial(map, year)).isInstanceOf(IllegalArgumentException.class);
    }
  }

  @Test
  void phaseCodesOutsideTheRangeAreRefusedWithoutOverflow() {
    assertThat(Phase.parseCode("W9999A")).isEqualTo(Phase.adjustment(9999));
    assertThatThrownBy(() -> Phase.parseCode("S10000M")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("year 10000 is outside");
    assertThatThrownBy(() -> Phase.parseCode("S0M")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("year 0 is outside");
    // Past int: before, NumberFormatException.
    assertThatThrownBy(() -> Phase.parseCode("S99999999999M")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("year 99999999999 of phase code \"S99999999999M\" is outside");
  }

  @Test
  void nothingFollowsTheLastPhase() {
    assertThat(Phase.adjustment(9999).isLast()).isTrue();
    assertThat(Phase.fallMovement(9999).isLast()).isFalse();
    assertThat(Phase.adjustment(9998).isLast()).isFalse();
    assertThatThrownBy(() -> Phase.adjustment(9999).next()).isInstanceOf(IllegalStateException.class)
        .hasMessage("no phase follows Winter 9999 Adjustment: the library supports the years 1 to 9999");
  }

  @Test
  void aGameRefusesToMovePastTheLastYear() {
    Position lastFall = Position.initial(map, 9999).toBuilder().phase(Phase.fallMovement(9999)).build();
    Game g = Game.of(lastFall, Rulebook.datc()).keepingSkippedPhases();
    g = g.advance(List.of());
    g = g.advance(List.of());
    assertThat(g.position().phase()).isEqualTo(Phase.adjustment(9999));
    Game last = g;
    // The calendar ends the game there (CalendarEndTest), and advance says so.
    assertThat(last.isOver()).isTrue();
    assertThatThrownBy(() -> last.advance(List.of())).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("no phase can follow Winter 9999 Adjustment");
    // Without kept phases the Fall's empty retreat phase is passed over, and the game stops at the Winter.
    Game skipping = Game.of(lastFall, Rulebook.datc()).advance(List.of());
    assertThat(skipping.position().phase()).isEqualTo(Phase.adjustment(9999));
    assertThat(skipping.isOver()).isTrue();
    Adjudicator a = Adjudicator.create(map, Rulebook.datc());
    assertThatThrownBy(() -> a.adjustment(last.position(), List.of())).isInstanceOf(IllegalStateException.class);
    // The house rules' whole turn in the Fall of 9999 needs the Winter that follows.
    Adjudicator house = Adjudicator.create(map, Rulebook.preset("house"));
    assertThatThrownBy(() -> house.turn(lastFall, List.of(), 1L)).isInstanceOf(IllegalStateException.class);
  }
}
