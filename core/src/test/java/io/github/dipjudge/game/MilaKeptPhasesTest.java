package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A game that keeps its empty phases ({@link Game#keepingSkippedPhases()}) and is won at the end of a Fall with no
 * retreat: the Fall retreat phase is played (with nothing to decide) and the game ends at the Winter adjustment.
 * MILA's format leaves that retreat phase out, so its file goes from the Fall movement phase to {@code COMPLETED};
 * read back, the game must play that phase too and end where it ended, not at the Fall retreat phase (found by
 * {@code VariantGamesTest} with {@code -Ddipjudge.variantGames=4}: on {@code pure} under {@code 2000}, its second game).
 */
class MilaKeptPhasesTest {
  private static void assertRoundTrips(Game g) throws Exception {
    String mila = MilaFormat.toJson(g);
    Game strict = MilaFormat.fromJson(mila, "kept.json", Rulebook.datc());
    assertThat(strict.position().phase()).isEqualTo(g.position().phase());
    assertThat(strict).isEqualTo(g);
    SavedGame saved = MilaFormat.readSaved(new ByteArrayInputStream(mila.getBytes(StandardCharsets.UTF_8)),
        "kept.json", Rulebook.datc());
    assertThat(saved.game()).isEqualTo(g);
    for (SavedGame.RecordedPhase p : saved.phases()) {
      assertThat(p.difference()).as("phase %s", p.name()).isEmpty();
    }
    assertThat(MilaFormat.toJson(saved.game())).isEqualTo(mila);
  }

  @Test
  void aGameWonAfterAKeptEmptyFallRetreatEndsAtItsWinterPhaseReadBack() throws Exception {
    GameMap map = GameMap.standard();
    Power england = map.power("England");
    Power russia = map.power("Russia");
    // England owns 17 centres and takes Holland, its 18th, with no unit dislodged.
    Position.Builder b = Position.builder(map).phase(Phase.fallMovement(1901));
    for (String c : List.of("lon", "edi", "lvp", "bre", "par", "mar", "spa", "por", "bel", "kie", "mun", "ber",
        "den", "nwy", "swe", "stp", "mos")) {
      b.owner(map.province(c), england);
    }
    b.owner(map.province("war"), russia);
    b.unit(new Unit(england, UnitType.ARMY, map.location("ruh")));
    b.unit(new Unit(russia, UnitType.ARMY, map.location("war")));
    Game g = Game.of(b.build(), Rulebook.datc()).keepingSkippedPhases()
        .advance(List.of(OrderNotation.english(map).parse("England: A ruh - hol")));
    assertThat(g.position().phase()).isEqualTo(Phase.fallMovement(1901).next());
    g = g.advance(List.of());
    assertThat(g.isOver()).isTrue();
    assertThat(g.position().phase()).isEqualTo(Phase.adjustment(1901));
    assertThat(g.ending().orElseThrow().winners()).containsExactly(england);
    assertThat(MilaFormat.toJson(g)).doesNotContain("\"F1901R\"").contains("\"COMPLETED\"");
    assertRoundTrips(g);
  }

  @Test
  void theRandomGameOnPureThatFoundItReadsBackEqual() throws Exception {
    // VariantGamesTest's game 1 on pure under 2000 (its seed as that test makes it), which ends so.
    String id = "pure";
    String preset = "2000";
    long seed = (long) id.hashCode() * 31 + preset.hashCode() + 1;
    GameMap map = GameMap.variant(id);
    Game g = RandomGames.play(map, Rulebook.preset(preset), seed, map.firstPhase().year() + VariantGamesTest.YEARS - 1,
        false);
    assertThat(g.keepsSkippedPhases()).isTrue();
    assertThat(g.isOver()).isTrue();
    assertThat(g.position().phase()).isEqualTo(Phase.adjustment(1909));
    assertRoundTrips(g);
  }
}
