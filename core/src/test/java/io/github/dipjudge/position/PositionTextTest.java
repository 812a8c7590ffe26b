package io.github.dipjudge.position;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.UnitType;
import org.junit.jupiter.api.Test;

/** What a position says of itself, and a builder without a phase. */
class PositionTextTest {
  private static final GameMap MAP = GameMap.standard();

  @Test
  void toStringKeepsTheCentreOwners() {
    Position p = Position.initial(MAP).toBuilder().clearOwner(MAP.province("par"))
        .owner(MAP.province("bel"), MAP.power("France")).build();
    String s = p.toString();
    assertThat(s).startsWith("Spring 1901 Movement; units: Turkey: F ank, Germany: A ber, ")
        .contains("; centres: Austria: bud, tri, vie; England: edi, lon, lvp; France: bel, bre, mar;")
        .doesNotContain("dislodged").doesNotContain("standoffs");
    Position none = Position.builder(MAP).phase(Phase.springMovement(1901)).build();
    assertThat(none.toString()).isEqualTo("Spring 1901 Movement; units: ; centres: Austria: none; England: none;"
        + " France: none; Germany: none; Italy: none; Russia: none; Turkey: none");
  }

  @Test
  void toStringShowsDislodgedUnitsAndStandoffs() {
    Position p = Position.builder(MAP).phase(new Phase(1901, Season.FALL, PhaseType.RETREAT))
        .dislodged(new DislodgedUnit(Unit.of(MAP.power("Germany"), UnitType.ARMY, MAP.location("kie")),
            MAP.province("hol"), false))
        .standoff(MAP.province("bur")).build();
    assertThat(p.toString()).contains("; dislodged: Germany: A kie (dislodged from hol); standoffs: bur; centres:");
  }

  @Test
  void aBuilderWithoutAPhaseSaysSo() {
    assertThatThrownBy(() -> Position.builder(MAP).build()).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("the position has no phase: call phase(...)");
  }
}
