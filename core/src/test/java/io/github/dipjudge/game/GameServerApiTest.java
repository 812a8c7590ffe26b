package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.BoardChange;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Game servers: ended games, sheets of other games, other powers' orders. */
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

  @Test
  void theHistorySaysWhichPhasesWerePlayedAndWhichPassedOver() {
    Game game = Game.start(MAP, Rulebook.datc());
    assertThat(game.lastPlayed()).isEmpty();
    assertThat(game.playedTurns()).isEmpty();
    Game after = game.advance(List.of(EN.parse("France: A Par - Bur")));
    // The empty Spring retreat phase was passed over: it ends the history, but the last phase played is the movement.
    assertThat(after.history()).hasSize(2);
    assertThat(after.history().get(1).skipped()).isTrue();
    assertThat(after.history().get(1).position().phase().toString()).isEqualTo("Spring 1901 Retreat");
    assertThat(after.playedTurns()).containsExactly(after.history().get(0));
    assertThat(after.lastPlayed().orElseThrow().position().phase()).isEqualTo(Phase.springMovement(1901));
    assertThat(after.lastPlayed().orElseThrow().orders()).containsExactly(EN.parse("France: A Par - Bur"));
  }

  private static PhaseResult adjudicate(Position pos, String... orders) {
    return Adjudicator.forCurrentThread(MAP, Rulebook.datc()).adjudicate(pos,
        java.util.Arrays.stream(orders).map(EN::parse).toList());
  }

  private static List<String> changes(PhaseResult r) {
    return r.changes().stream().map(BoardChange::toString).toList();
  }

  @Test
  void everyChangeOfTheBoardIsInTheResultWhateverThePhase() {
    Power germany = MAP.power("Germany");
    // Movement: a move, and a unit dislodged.
    Position spring = Position.builder(MAP).phase(Phase.springMovement(1901))
        .unit(Unit.of(FRANCE, UnitType.ARMY, MAP.location("par")))
        .unit(Unit.of(FRANCE, UnitType.ARMY, MAP.location("bur")))
        .unit(Unit.of(FRANCE, UnitType.ARMY, MAP.location("ruh")))
        .unit(Unit.of(germany, UnitType.ARMY, MAP.location("mun"))).build();
    assertThat(changes(adjudicate(spring, "France: A Bur - Mun", "France: A Ruh S A Bur - Mun",
        "France: A Par - Pic"))).containsExactly("France: A bur MOVED to mun", "France: A par MOVED to pic",
        "Germany: A mun DISLODGED");
    // Retreat: a dislodged unit without an order is disbanded by the rules; one ordered retreats.
    Position retreat = Position.builder(MAP).phase(Phase.springMovement(1901).next())
        .dislodged(new DislodgedUnit(Unit.of(germany, UnitType.ARMY, MAP.location("mun")), MAP.province("bur"),
            false))
        .dislodged(new DislodgedUnit(Unit.of(FRANCE, UnitType.ARMY, MAP.location("bre")), MAP.province("pic"),
            false))
        .unit(Unit.of(FRANCE, UnitType.ARMY, MAP.location("mun")))
        .unit(Unit.of(germany, UnitType.ARMY, MAP.location("bre"))).build();
    PhaseResult r = adjudicate(retreat, "France: A Bre R Gas");
    assertThat(r.results()).hasSize(1); // the disbanded German army has no result: it had no order
    assertThat(changes(r)).containsExactly("France: A bre RETREATED to gas",
        "Germany: A mun DISBANDED (civil disorder)");
    // Adjustment: Germany owns one centre and has three units, orders no removal: two removed by civil disorder.
    Position winter = Position.builder(MAP).phase(Phase.adjustment(1901))
        .unit(Unit.of(germany, UnitType.ARMY, MAP.location("ber")))
        .unit(Unit.of(germany, UnitType.ARMY, MAP.location("sil")))
        .unit(Unit.of(germany, UnitType.ARMY, MAP.location("pru")))
        .unit(Unit.of(FRANCE, UnitType.ARMY, MAP.location("bur")))
        .owner(MAP.province("ber"), germany).owner(MAP.province("par"), FRANCE)
        .owner(MAP.province("mar"), FRANCE).build();
    PhaseResult a = adjudicate(winter, "France: Build A Par");
    assertThat(changes(a)).hasSize(3).first().hasToString("France: A par BUILT");
    assertThat(a.changes().subList(1, 3)).allSatisfy(c -> {
      assertThat(c.kind()).isEqualTo(BoardChange.Kind.REMOVED);
      assertThat(c.civilDisorder()).isTrue();
      assertThat(c.unit().power()).isEqualTo(germany);
    });
  }
}
