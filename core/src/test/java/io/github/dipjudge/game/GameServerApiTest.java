package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 25, game servers: ended games, sheets of other games, other powers' orders. */
class GameServerApiTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(MAP);
  private static final Power FRANCE = MAP.power("France");
  private static final Power ENGLAND = MAP.power("England");

  /** A game in which France alone is left: over. */
  static Game aloneGame() {
    Position.Builder b = Position.builder(MAP).phase(Position.initial(MAP).phase())
        .unit(io.github.dipjudge.position.Unit.of(FRANCE, UnitType.ARMY, MAP.location("par")));
    b.owner(MAP.province("par"), FRANCE);
    return Game.of(b.build(), Rulebook.datc());
  }

  @Test
  void anEndedGameHasNoSheetAndDoesNotAdvance() {
    Game over = aloneGame();
    assertThat(over.isOver()).isTrue();
    assertThatThrownBy(over::sheet).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("the game is over").hasMessageContaining("no phase waits for orders");
    assertThatThrownBy(() -> over.advance(List.of())).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("the game is over");
    OrderSheet sheet = OrderSheet.of(over.position(), over.rules());
    assertThatThrownBy(() -> over.advance(sheet)).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void aSheetOfAnotherGameSaysWhatDiffers() {
    Game game = Game.start(MAP, Rulebook.datc());
    Game other = Game.of(Position.initial(MAP).toBuilder().removeUnit(MAP.province("par")).build(), Rulebook.datc());
    assertThatThrownBy(() -> game.advance(other.sheet())).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("another position of Spring 1901 Movement")
        .hasMessageContaining("in Paris the sheet has none, the game France: A par")
        .hasMessageNotContaining("the game is at Spring 1901 Movement");
    Game pure = Game.start(GameMap.variant("pure"), Rulebook.datc());
    assertThatThrownBy(() -> game.advance(pure.sheet())).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the sheet is for map pure, the game is on map standard");
  }

  @Test
  void checkReportsAnotherPowersOrderWhereWithThrows() {
    OrderSheet sheet = Game.start(MAP, Rulebook.datc()).sheet();
    OrderCheck c = sheet.check(FRANCE, EN.parse("England: F Lon - Nth"));
    assertThat(c.illegal()).contains(Reason.FOREIGN_UNIT);
    assertThat(c.order()).isEqualTo(EN.parse("England: F Lon - Nth"));
    assertThatThrownBy(() -> sheet.with(FRANCE, EN.parse("England: F Lon - Nth")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is England's, not France's");
    assertThatThrownBy(() -> sheet.withOrders(FRANCE, List.of(EN.parse("England: F Lon - Nth"))))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(sheet.check(ENGLAND, EN.parse("England: F Lon - Nth")).isLegal()).isTrue();
  }
}
