package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The English forms of the house-rule orders read and print back; an empty priority list is no order: no notation
 * reads one, and the records refuse one, so that every value prints as text that reads back as that value.
 */
class HouseOrderNotationTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(MAP);

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "F Spain(sc) retreat priority: Portugal, Western Mediterranean, Marseilles"
          + " | F spa/sc retreat priority: por, wes, mar",
      "France: F spa/sc retreat priority: por, disband | France: F spa/sc retreat priority: por, disband",
      "A Warsaw retreat priority: disband | A war retreat priority: disband",
      "Italy: Build priority: F Venice, A Rome, F Naples | Italy: Build priority: F ven, A rom, F nap",
      "Build priority: F stp/nc | Build priority: F stp/nc",
      "Germany: Disband priority: A Silesia, A Berlin, F Denmark | Germany: Disband priority: A sil, A ber, F den",
  })
  void readsAndPrintsBack(String text, String canonical) {
    Order o = EN.parse(text);
    assertThat(EN.print(o)).isEqualTo(canonical);
    assertThat(EN.parse(EN.print(o))).isEqualTo(o);
  }

  @ParameterizedTest
  @ValueSource(strings = {"Build priority:", "Build priority", "Disband priority:", "Italy: Build priority:",
      "A lon retreat priority:", "F spa/sc retreat priority:"})
  void theEnglishNotationReadsNoEmptyList(String text) {
    assertThatThrownBy(() -> EN.parse(text)).isInstanceOf(OrderFormatException.class);
  }

  @ParameterizedTest
  @ValueSource(strings = {"优先建造", "優先建造：", "优先生产：", "优先解散", "優先解散：", "伦敦陆军优先撤退到",
      "倫敦軍隊優先撤退到：", "意大利：优先建造"})
  void theChineseNotationsReadNoEmptyList(String text) {
    for (OrderNotation n : List.of(OrderNotation.simplifiedChinese(MAP), OrderNotation.traditionalChinese(MAP))) {
      assertThatThrownBy(() -> n.parse(text)).isInstanceOf(OrderFormatException.class)
          .hasMessageContaining("priority list").hasMessageContaining("names no");
    }
  }

  @Test
  void theRecordsRefuseAnEmptyList() {
    Optional<Power> none = Optional.empty();
    assertThatThrownBy(() -> new BuildPriority(none, ImmutableList.of()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least one");
    assertThatThrownBy(() -> new DisbandPriority(none, ImmutableList.of()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least one");
    assertThatThrownBy(() -> new RetreatPriority(none, Optional.of(UnitType.ARMY), MAP.location("lon"),
        ImmutableList.of(), false))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least one");
    // With no place but "disband", a retreat list is an order: disband if dislodged.
    RetreatPriority disband = new RetreatPriority(none, Optional.of(UnitType.ARMY), MAP.location("lon"),
        ImmutableList.of(), true);
    assertThat(EN.parse(EN.print(disband))).isEqualTo(disband);
  }

  @Test
  void theItemsOfAListNameTheListsPower() {
    Power italy = MAP.power("italy");
    Build rome = Build.of(UnitType.ARMY, MAP.location("rom"));
    Disband naples = Disband.of(UnitType.FLEET, MAP.location("nap"));
    assertThatThrownBy(() -> new BuildPriority(Optional.empty(), ImmutableList.of(rome.withPower(italy))))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("another power");
    assertThatThrownBy(() -> new BuildPriority(Optional.of(italy), ImmutableList.of(rome)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("another power");
    assertThatThrownBy(() -> new DisbandPriority(Optional.of(italy),
        ImmutableList.of(naples.withPower(MAP.power("france")))))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("another power");
    BuildPriority list = new BuildPriority(Optional.empty(), ImmutableList.of(rome)).withPower(italy);
    assertThat(list.builds()).containsExactly(rome.withPower(italy));
    assertThat(EN.parse(EN.print(list))).isEqualTo(list);
  }
}
