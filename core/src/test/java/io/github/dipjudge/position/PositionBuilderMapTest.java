package io.github.dipjudge.position;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Province;
import org.junit.jupiter.api.Test;

/**
 * The builder refuses a province of another map wherever it takes one: with units and owners kept as codes by province
 * index, a province of another map with an index in range would otherwise change this map's province of that index.
 */
class PositionBuilderMapTest {
  private static final GameMap STANDARD = GameMap.standard();
  private static final GameMap OTHER = GameMap.variant("ancmed");

  @Test
  void removingTheUnitOfAnotherMapsProvinceIsRefusedAndChangesNothing() {
    Position start = Position.initial(STANDARD);
    Province foreign = OTHER.provinces().get(0);
    Position.Builder b = start.toBuilder();
    assertThatThrownBy(() -> b.removeUnit(foreign)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(foreign.toString()).hasMessageContaining("is not of map standard");
    assertThat(b.build()).isEqualTo(start);
  }

  @Test
  void clearingTheOwnerOfAnotherMapsProvinceIsRefusedAndChangesNothing() {
    Position start = Position.initial(STANDARD);
    Province foreign = OTHER.provinces().get(0);
    Position.Builder b = start.toBuilder();
    assertThatThrownBy(() -> b.clearOwner(foreign)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("is not of map standard");
    assertThat(b.build()).isEqualTo(start);
  }

  @Test
  void theOwnProvincesAreRemovedAndCleared() {
    Position start = Position.initial(STANDARD);
    Province par = STANDARD.province("par");
    Position after = start.toBuilder().removeUnit(par).clearOwner(par).build();
    assertThat(after.unitAt(par)).isEmpty();
    assertThat(after.owner(par)).isEmpty();
    assertThat(after.unitCount()).isEqualTo(start.unitCount() - 1);
    assertThat(after.centreCount(STANDARD.powers().get(2))).isEqualTo(start.centreCount(STANDARD.powers().get(2)) - 1);
  }
}
