package io.github.dipjudge.position;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import net.jqwik.api.Example;

/**
 * A position's dislodged units and standoffs belong to a retreat phase, and a dislodged unit's attacker can
 * have come from its origin (another province, bordering it for an army or a fleet, or coastal to coastal by convoy);
 * {@link Position.Builder} refuses anything else with an {@link IllegalArgumentException}. (The game files' paths:
 * {@code io.github.dipjudge.game.PositionFileChecksTest}.)
 */
class RetreatContentTest {
  private static final GameMap MAP = GameMap.standard();

  private static Province p(String id) {
    return MAP.province(id);
  }

  private static DislodgedUnit dislodged(String power, UnitType type, String at, String from, boolean byConvoy) {
    return new DislodgedUnit(Unit.of(MAP.power(power), type, MAP.location(at)), p(from), byConvoy);
  }

  private static Position.Builder in(Phase phase) {
    return Position.builder(MAP).phase(phase);
  }

  private static final Phase RETREAT = new Phase(1901, Season.FALL, PhaseType.RETREAT);

  @Example
  void dislodgedUnitsOutsideARetreatPhaseAreRefused() {
    DislodgedUnit d = dislodged("Germany", UnitType.ARMY, "kie", "hol", false);
    for (Phase phase : new Phase[] {Phase.springMovement(1901), Phase.fallMovement(1901), Phase.adjustment(1901)}) {
      assertThatThrownBy(() -> in(phase).dislodged(d).build()).isInstanceOf(IllegalArgumentException.class)
          .hasMessageContainingAll(phase.toString(), "A kie", "retreat phase");
    }
    assertThat(in(RETREAT).dislodged(d).build().dislodged()).containsExactly(d);
  }

  @Example
  void standoffsOutsideARetreatPhaseAreRefused() {
    for (Phase phase : new Phase[] {Phase.springMovement(1901), Phase.adjustment(1901)}) {
      assertThatThrownBy(() -> in(phase).standoff(p("bur")).build()).isInstanceOf(IllegalArgumentException.class)
          .hasMessageContainingAll(phase.toString(), "bur", "standoff");
    }
    assertThat(in(RETREAT).standoff(p("bur")).build().standoffs()).containsExactly(p("bur"));
  }

  @Example
  void leavingARetreatPhaseThroughTheBuilderNeedsBothCleared() {
    Position retreat = in(RETREAT).dislodged(dislodged("Germany", UnitType.ARMY, "kie", "hol", false))
        .standoff(p("bur")).build();
    assertThatThrownBy(() -> retreat.toBuilder().phase(Phase.adjustment(1901)).build())
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(retreat.toBuilder().phase(Phase.adjustment(1901)).clearDislodged().clearStandoffs().build()
        .dislodged()).isEmpty();
  }

  @Example
  void anAttackerFromTheUnitsOwnProvinceIsRefused() {
    assertThatThrownBy(() -> in(RETREAT).dislodged(dislodged("Germany", UnitType.ARMY, "kie", "kie", false)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContainingAll("A kie", "own province");
    assertThatThrownBy(() -> in(RETREAT).dislodged(dislodged("Russia", UnitType.FLEET, "stp/nc", "stp", true)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("own province");
  }

  @Example
  void anAttackerNotByConvoyMustBorderTheProvinceForAnArmyOrAFleet() {
    assertThatThrownBy(() -> in(RETREAT).dislodged(dislodged("Germany", UnitType.ARMY, "kie", "mos", false)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContainingAll("mos", "kie", "one step");
    // Across water without a convoy: London does not border Belgium.
    assertThatThrownBy(() -> in(RETREAT).dislodged(dislodged("France", UnitType.ARMY, "bel", "lon", false)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("one step");
    // An army edge, a fleet edge only (North Sea to Norway), a fleet edge to a split coast.
    in(RETREAT).dislodged(dislodged("France", UnitType.ARMY, "bur", "par", false))
        .dislodged(dislodged("Russia", UnitType.ARMY, "nwy", "nth", false))
        .dislodged(dislodged("Turkey", UnitType.FLEET, "bul/sc", "aeg", false)).build();
  }

  @Example
  void anAttackByConvoyGoesFromACoastToACoast() {
    in(RETREAT).dislodged(dislodged("France", UnitType.ARMY, "bel", "lon", true))
        .dislodged(dislodged("Turkey", UnitType.ARMY, "tun", "syr", true)).build();
    assertThatThrownBy(() -> in(RETREAT).dislodged(dislodged("Germany", UnitType.ARMY, "mun", "lon", true)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContainingAll("convoy", "mun");
    assertThatThrownBy(() -> in(RETREAT).dislodged(dislodged("England", UnitType.FLEET, "nth", "lon", true)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContainingAll("convoy", "nth");
  }
}
