package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Draws and concessions end a game, and both saved-game formats keep them. */
class AgreedEndingsTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(MAP);
  private static final Power FRANCE = MAP.power("France");
  private static final Power GERMANY = MAP.power("Germany");
  private static final Power ENGLAND = MAP.power("England");

  private static Game played() {
    return Game.start(MAP, Rulebook.datc()).advance(List.of(EN.parse("France: A Par - Bur")))
        .advance(List.of(EN.parse("France: A Bur - Bel")));
  }

  @Test
  void anAgreedDrawEndsTheGame() {
    Game game = played();
    Game drawn = game.drawn(List.of(FRANCE, GERMANY));
    assertThat(drawn.isOver()).isTrue();
    assertThat(drawn.winner()).isEmpty();
    GameEnding o = drawn.ending().orElseThrow();
    assertThat(o.kind()).isEqualTo(GameEnding.Kind.AGREED_DRAW);
    assertThat(o.draw()).isTrue();
    assertThat(o.isAgreed()).isTrue();
    assertThat(o.winners()).containsExactly(FRANCE, GERMANY);
    assertThat(o.how()).isEqualTo("a draw agreed among France, Germany");
    assertThat(drawn.position()).isEqualTo(game.position());
    assertThat(drawn.history()).isEqualTo(game.history());
    assertThatThrownBy(drawn::sheet).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("a draw agreed among France, Germany");
    assertThatThrownBy(() -> drawn.advance(List.of())).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> drawn.concededTo(FRANCE)).isInstanceOf(IllegalStateException.class);
    assertThat(game.drawnAmongSurvivors().ending().orElseThrow().winners()).hasSize(7);
  }

  @Test
  void theSameDrawVotedInAnotherOrderIsTheSameGame() {
    Game game = played();
    Game one = game.drawn(List.of(FRANCE, ENGLAND, GERMANY));
    Game other = game.drawn(List.of(GERMANY, ENGLAND, FRANCE));
    assertThat(one).isEqualTo(other);
    assertThat(one.ending()).isEqualTo(other.ending());
    assertThat(other.ending().orElseThrow().how()).isEqualTo("a draw agreed among England, France, Germany");
    assertThat(DipjudgeFormat.toJson(one)).isEqualTo(DipjudgeFormat.toJson(other));
  }

  @Test
  void aConcessionEndsTheGameWithAWinner() {
    Game conceded = played().concededTo(FRANCE);
    assertThat(conceded.isOver()).isTrue();
    assertThat(conceded.winner()).contains(FRANCE);
    assertThat(conceded.ending().orElseThrow().kind()).isEqualTo(GameEnding.Kind.CONCESSION);
    assertThat(conceded.ending().orElseThrow().how()).isEqualTo("conceded to France");
  }

  @Test
  void onlySurvivorsDrawOrAreConcededTo() {
    Game alone = GameServerApiTest.aloneGame();
    assertThatThrownBy(alone::drawnAmongSurvivors).isInstanceOf(IllegalStateException.class);
    Game game = played();
    assertThatThrownBy(() -> game.drawn(List.of(FRANCE))).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("two or more");
    Game twoLeft = Game.of(GameServerApiTest.aloneGame().position().toBuilder()
        .unit(io.github.dipjudge.position.Unit.of(GERMANY, io.github.dipjudge.map.UnitType.ARMY,
            MAP.location("mun"))).build(), Rulebook.datc());
    assertThatThrownBy(() -> twoLeft.drawn(List.of(FRANCE, ENGLAND))).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("England cannot share a draw: it is eliminated");
    assertThatThrownBy(() -> twoLeft.concededTo(ENGLAND)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> game.concededTo(GameMap.variant("pure").power("France")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a power of map standard");
    assertThatThrownBy(() -> new GameEnding(com.google.common.collect.ImmutableSet.of(FRANCE), true, "x",
        GameEnding.Kind.VICTORY)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void bothFormatsKeepAnAgreedEnding() throws Exception {
    for (Game ended : List.of(played().drawn(List.of(FRANCE, GERMANY)), played().concededTo(ENGLAND))) {
      String json = DipjudgeFormat.toJson(ended);
      assertThat(json).contains("\"kind\"");
      assertThat(DipjudgeFormat.fromJson(json, "test")).isEqualTo(ended);
      String mila = MilaFormat.toJson(ended);
      assertThat(MilaFormat.fromJson(mila, "test", Rulebook.datc())).isEqualTo(ended);
    }
    // A board's outcome is written as before (no kind).
    assertThat(DipjudgeFormat.toJson(played())).doesNotContain("\"kind\"");
  }

  @Test
  void milasDrawIsReadFromItsNoteWithoutTheExtension() throws Exception {
    Game drawn = played().drawn(List.of(FRANCE, GERMANY));
    String mila = MilaFormat.toJson(drawn);
    // As MILA's draw() records it: the phase it ended in, not adjudicated, then COMPLETED with the note.
    assertThat(mila).contains("\"name\":\"W1901A\",\"state\"").contains("\"note\":\"Victory by: FRA, GER\"");
    String foreign = withoutExtension(mila);
    Game read = MilaFormat.fromJson(foreign, "mila", Rulebook.datc());
    assertThat(read.ending().orElseThrow().kind()).isEqualTo(GameEnding.Kind.AGREED_DRAW);
    assertThat(read.ending().orElseThrow().winners()).containsExactly(FRANCE, GERMANY);
    assertThat(read.position()).isEqualTo(drawn.position());
    Game conceded = MilaFormat.fromJson(withoutExtension(MilaFormat.toJson(played().concededTo(ENGLAND))), "mila",
        Rulebook.datc());
    assertThat(conceded.winner()).contains(ENGLAND);
    assertThatThrownBy(() -> MilaFormat.fromJson(foreign.replace("Victory by: FRA, GER", "Victory by: FRA, XYZ"),
        "mila", Rulebook.datc())).isInstanceOf(GameFormatException.class).hasMessageContaining("\"XYZ\"");
  }

  /** The file without this library's extension field, as MILA itself writes it. */
  private static String withoutExtension(String mila) {
    int at = mila.indexOf(",\"" + MilaFormat.EXTENSION + "\":");
    assertThat(at).isPositive();
    return mila.substring(0, at) + "}";
  }
}
