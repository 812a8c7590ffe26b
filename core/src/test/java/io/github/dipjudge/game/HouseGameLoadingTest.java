package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * A game under the house rules (retreats and adjustments ordered with the movement orders) loads as the
 * games of the other rulebooks do: {@link DipjudgeFormat.Check#POSITIONS} reads the recorded phases of each turn without
 * adjudicating, {@link DipjudgeFormat.Check#ADJUDICATION} adjudicates every turn and refuses a file that is not what the
 * turns derive.
 */
class HouseGameLoadingTest {
  private static final GameMap MAP = GameMap.standard();
  private static final Rulebook HOUSE = Rulebook.preset("house");

  private static Game lines(Game g, DipjudgeFormat.Check check) throws Exception {
    return DipjudgeFormat.readLines(new ByteArrayInputStream(linesOf(g)), "game.jsonl", check);
  }

  private static byte[] linesOf(Game g) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    DipjudgeFormat.writeLines(g, out);
    return out.toByteArray();
  }

  /** A house game of a few years with the priority lists and the judge's draws (RandomGames' odd orders). */
  private static Game houseGame(long seed) {
    return RandomGames.play(MAP, HOUSE, seed, 1904, true);
  }

  private static void assertNothingAdjudicated(Game loaded) {
    History h = loaded.historyRecord();
    assertThat(h.size()).isGreaterThan(6);
    for (int i = 0; i < h.size(); i++) {
      assertThat(h.adjudicated(i)).as("phase %s adjudicated while loading", i).isFalse();
    }
  }

  @Example
  void aHouseGameLoadsWithoutAdjudicatingUntilAPhaseIsAskedFor() throws Exception {
    Game g = houseGame(7);
    String json = DipjudgeFormat.toJson(g);
    for (Game loaded : List.of(DipjudgeFormat.fromJson(json, "g.json", DipjudgeFormat.Check.POSITIONS),
        lines(g, DipjudgeFormat.Check.POSITIONS))) {
      assertNothingAdjudicated(loaded);
      History h = loaded.historyRecord();
      // A Fall retreat phase, asked for alone, is its turn's, judged with the movement phase's seed.
      int fallRetreat = firstPhase(g, Season.FALL, PhaseType.RETREAT);
      assertThat(loaded.turn(0)).isEqualTo(g.turn(0));
      assertThat(h.adjudicated(fallRetreat)).isFalse();
      assertThat(loaded.turn(fallRetreat)).isEqualTo(g.history().get(fallRetreat));
      assertThat(loaded.turn(fallRetreat + 1)).isEqualTo(g.history().get(fallRetreat + 1));
      assertThat(loaded).isEqualTo(g);
      assertThat(DipjudgeFormat.toJson(loaded)).isEqualTo(json);
    }
    for (Game verified : List.of(DipjudgeFormat.fromJson(json, "g.json", DipjudgeFormat.Check.ADJUDICATION),
        lines(g, DipjudgeFormat.Check.ADJUDICATION))) {
      for (int i = 0; i < verified.historySize(); i++) {
        assertThat(verified.historyRecord().adjudicated(i)).isTrue();
      }
      assertThat(verified).isEqualTo(g);
    }
  }

  @Property(tries = 15)
  void houseGamesReadBackEqualWhicheverTheCheckAndTheForm(@ForAll long seed) throws Exception {
    Game g = RandomGames.play(MAP, HOUSE, seed, 1902 + (int) Math.floorMod(seed, 4L), true);
    String json = DipjudgeFormat.toJson(g);
    for (DipjudgeFormat.Check check : DipjudgeFormat.Check.values()) {
      assertThat(DipjudgeFormat.fromJson(json, "g.json", check)).isEqualTo(g);
      assertThat(lines(g, check)).isEqualTo(g);
    }
  }

  private static int firstPhase(Game g, Season season, PhaseType type) {
    for (int i = 0; i < g.historySize(); i++) {
      if (g.turn(i).position().phase().season() == season && g.turn(i).position().phase().type() == type) {
        return i;
      }
    }
    throw new AssertionError("no " + season + " " + type + " phase in " + g.history());
  }

  /** The game with turn {@code i} of its history replaced. */
  private static Game withTurn(Game g, int i, Turn t) {
    List<Turn> h = new ArrayList<>(g.history());
    h.set(i, t);
    return g.withHistory(h);
  }

  @Example
  void aDerivedPhaseEditedIsReadAsRecordedAndRefusedOnlyWhenAdjudicating() throws Exception {
    Game g = houseGame(11);
    int k = firstPhase(g, Season.FALL, PhaseType.RETREAT);
    Turn t = g.history().get(k);
    // The recorded retreat phase says the turn's seed was another: not what the Fall turn derives.
    Game edited = withTurn(g, k, new Turn(t.position(), t.orders(), t.result(), t.skipped(), t.seed() + 1));
    String json = DipjudgeFormat.toJson(edited);
    Game loaded = DipjudgeFormat.fromJson(json, "g.json", DipjudgeFormat.Check.POSITIONS);
    assertNothingAdjudicated(loaded);
    // The edited phase is what the file states, its result the adjudication of its own position and orders.
    assertThat(loaded.turn(k)).isEqualTo(edited.turn(k));
    assertThat(loaded).isEqualTo(edited);
    assertThat(lines(edited, DipjudgeFormat.Check.POSITIONS)).isEqualTo(edited);
    String why = "this phase is not what the house-rule turn of " + g.turn(k - 1).position().phase().code()
        + " derives: the seed is " + (t.seed() + 1) + ", the turn's is " + t.seed();
    assertThatThrownBy(() -> DipjudgeFormat.fromJson(json, "g.json", DipjudgeFormat.Check.ADJUDICATION))
        .isInstanceOf(GameFormatException.class).hasMessageStartingWith("g.json: /history/" + k + ":")
        .hasMessageContaining(why);
    assertThatThrownBy(() -> lines(edited, DipjudgeFormat.Check.ADJUDICATION))
        .isInstanceOf(GameFormatException.class).hasMessageContaining("game.jsonl, line " + (k + 2))
        .hasMessageContaining(why);
  }

  @Example
  void aDerivedPhaseWhoseOrdersWereEditedIsAdjudicatedAlone() throws Exception {
    Game g = houseGame(11);
    // A retreat or adjustment phase of a turn with orders (derived from the lists given with the movement orders).
    int k = 1;
    while (k < g.historySize() && (g.turn(k).position().phase().type() == PhaseType.MOVEMENT
        || g.turn(k).orders().isEmpty())) {
      k++;
    }
    assertThat(k).as("a derived phase with orders in %s", g.history()).isLessThan(g.historySize());
    Turn t = g.turn(k);
    Game edited = withTurn(g, k, new Turn(t.position(), ImmutableList.of(),
        Adjudicator.create(MAP, HOUSE).adjudicate(t.position(), List.of()), t.skipped(), t.seed()));
    String json = DipjudgeFormat.toJson(edited);
    Game loaded = DipjudgeFormat.fromJson(json, "g.json", DipjudgeFormat.Check.POSITIONS);
    assertThat(loaded.turn(k).orders()).isEmpty();
    assertThat(loaded.turn(k)).isEqualTo(edited.turn(k));
    assertThat(loaded.turn(k - 1)).isEqualTo(g.turn(k - 1));
    assertThat(loaded).isEqualTo(edited);
    int at = k;
    assertThatThrownBy(() -> DipjudgeFormat.fromJson(json, "g.json", DipjudgeFormat.Check.ADJUDICATION))
        .isInstanceOf(GameFormatException.class).hasMessageContaining("/history/" + at + ":")
        .hasMessageContaining("derives: the orders are [], the turn derives [");
  }

  @Example
  void anEditedResultIsPassedOverByPositionsAndRefusedByAdjudication() throws Exception {
    Game g = houseGame(7);
    String json = DipjudgeFormat.toJson(g);
    String edited = json.replaceFirst("\"reason\" : \"MOVED\"", "\"reason\" : \"BOUNCED\"");
    assertThat(edited).isNotEqualTo(json);
    assertThat(DipjudgeFormat.fromJson(edited, "g.json", DipjudgeFormat.Check.POSITIONS)).isEqualTo(g);
    assertThatThrownBy(() -> DipjudgeFormat.fromJson(edited, "g.json", DipjudgeFormat.Check.ADJUDICATION))
        .isInstanceOf(GameFormatException.class).hasMessageContaining("/results/")
        .hasMessageContaining(": BOUNCED by [")
        .hasMessageContaining("is not this library's adjudication of the phase");
  }

  @Example
  void aTurnWithoutItsRetreatPhaseIsRefusedWhicheverTheCheck() throws Exception {
    Game g = houseGame(7);
    List<Turn> h = new ArrayList<>(g.history());
    h.remove(1); // Spring 1901's retreat phase
    String json = DipjudgeFormat.toJson(g.withHistory(h));
    assertThatThrownBy(() -> DipjudgeFormat.fromJson(json, "g.json", DipjudgeFormat.Check.POSITIONS))
        .isInstanceOf(GameFormatException.class).hasMessageContaining("/history/1/position/phase")
        .hasMessageContaining("the house-rule turn of S1901M goes on with its S1901R phase, not F1901M");
    assertThatThrownBy(() -> DipjudgeFormat.fromJson(json, "g.json", DipjudgeFormat.Check.ADJUDICATION))
        .isInstanceOf(GameFormatException.class).hasMessageContaining("/history/1")
        .hasMessageContaining("this phase is not what the house-rule turn of S1901M derives: the phase is F1901M");
    // Cut after a Fall movement phase: its retreat and adjustment phases are missing.
    int fall = firstPhase(g, Season.FALL, PhaseType.MOVEMENT);
    Game cut = g.withHistory(g.history().subList(0, fall + 1));
    for (DipjudgeFormat.Check check : DipjudgeFormat.Check.values()) {
      assertThatThrownBy(() -> DipjudgeFormat.fromJson(DipjudgeFormat.toJson(cut), "g.json", check))
          .isInstanceOf(GameFormatException.class).hasMessageContaining("/history/" + fall)
          .hasMessageContaining("the house-rule turn of F1901M ends early: its F1901R phase is missing");
    }
  }
}
