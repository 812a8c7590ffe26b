package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Example;

/**
 * The years end with {@link Phase#MAX_YEAR}, and a game whose current phase could only be adjudicated into
 * a phase after the Winter adjustment of that year is over, with an outcome that says so, instead of an
 * {@code advance} that always throws while {@code isOver()} is false; {@code advance} is then refused with an
 * {@link IllegalStateException} that says why. The same holds for {@link Simulation} and for games read from files.
 */
class CalendarEndTest {
  private static final GameMap MAP = GameMap.standard();
  private static final Rulebook DATC = Rulebook.datc();

  private static Position at(Phase phase) {
    return Position.initial(MAP, Phase.MAX_YEAR).toBuilder().phase(phase).build();
  }

  private static void endedByTheCalendar(Game g) {
    assertThat(g.isOver()).as("%s is over", g).isTrue();
    assertThat(g.ending()).isPresent();
    assertThat(g.ending().get().how()).contains("calendar ends");
    assertThat(g.ending().get().draw()).isTrue();
    assertThat(g.ending().get().winners()).hasSize(7);
    assertThatThrownBy(() -> g.advance(List.of())).isInstanceOf(IllegalStateException.class)
        .hasMessageContainingAll("the game is over", g.position().phase().toString(), "calendar ends");
  }

  @Example
  void aGameAtTheLastWinterIsOverFromTheStart() {
    endedByTheCalendar(Game.of(at(Phase.adjustment(Phase.MAX_YEAR)), DATC));
  }

  @Example
  void aGameOfTheLastYearIsPlayedToItsWinterAndEndsThere() {
    Game g = Game.of(at(Phase.springMovement(Phase.MAX_YEAR)), DATC);
    assertThat(g.isOver()).isFalse();
    g = g.advance(List.of());
    assertThat(g.position().phase()).isEqualTo(Phase.fallMovement(Phase.MAX_YEAR));
    assertThat(g.isOver()).isFalse();
    g = g.advance(List.of());
    assertThat(g.position().phase()).isEqualTo(Phase.adjustment(Phase.MAX_YEAR));
    endedByTheCalendar(g);
  }

  @Example
  void keepingSkippedPhasesEndsAtTheSameWinter() {
    Game g = Game.of(at(Phase.fallMovement(Phase.MAX_YEAR)), DATC).keepingSkippedPhases().advance(List.of());
    assertThat(g.position().phase().type()).isEqualTo(io.github.dipjudge.position.PhaseType.RETREAT);
    g = g.advance(List.of());
    assertThat(g.position().phase()).isEqualTo(Phase.adjustment(Phase.MAX_YEAR));
    endedByTheCalendar(g);
  }

  @Example
  void underTheHouseRulesTheLastFallMovementCannotBePlayed() {
    // Its turn would adjudicate the Winter adjustments too, into a Spring after the calendar.
    Rulebook house = Rulebook.house(Phase.MAX_YEAR);
    Game g = Game.of(at(Phase.springMovement(Phase.MAX_YEAR)), house).advance(List.of());
    assertThat(g.position().phase()).isEqualTo(Phase.fallMovement(Phase.MAX_YEAR));
    endedByTheCalendar(g);
  }

  @Example
  void aSimulationEndsAtTheSameWinter() {
    Simulation sim = Simulation.create(MAP, DATC).restart(Game.of(at(Phase.springMovement(Phase.MAX_YEAR)), DATC),
        true);
    int phases = 0;
    while (!sim.isOver()) {
      sim.advance(new int[0], 0, 0);
      assertThat(++phases).as("phases played").isLessThan(10);
    }
    assertThat(sim.position().phase()).isEqualTo(Phase.adjustment(Phase.MAX_YEAR));
    endedByTheCalendar(sim.game());
    assertThat(sim.game()).isEqualTo(Game.of(at(Phase.springMovement(Phase.MAX_YEAR)), DATC).advance(List.of())
        .advance(List.of()));
    assertThatThrownBy(() -> sim.advance(new int[0], 0, 0)).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("calendar ends");
    Simulation fast = Simulation.create(MAP, DATC).restart(Game.of(at(Phase.springMovement(Phase.MAX_YEAR)), DATC),
        false);
    fast.advance(new int[0], 0, 0);
    fast.advance(new int[0], 0, 0);
    assertThat(fast.isOver()).isTrue();
    endedByTheCalendar(fast.game());
  }

  @Example
  void aGameEndedByTheCalendarIsSavedAndReadBackOver() throws GameFormatException {
    Game g = Game.of(at(Phase.fallMovement(Phase.MAX_YEAR)), DATC).advance(List.of());
    Game back = DipjudgeFormat.fromJson(DipjudgeFormat.toJson(g), "end.json");
    assertThat(back).isEqualTo(g);
    endedByTheCalendar(back);
    Game mila = MilaFormat.fromJson(MilaFormat.toJson(g), "end-mila.json", DATC);
    assertThat(mila).isEqualTo(g);
    endedByTheCalendar(mila);
  }
  @Example
  void aFileWhoseHistoryHoldsThePhaseAfterWhichNoneCanFollowIsRefusedWhicheverTheCheck() throws Exception {
    // An edited file: the last Winter, where the game ended, recorded as a phase of the history too.
    Game g = Game.of(at(Phase.fallMovement(Phase.MAX_YEAR)), DATC).advance(List.of());
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    DipjudgeFormat.writeLines(g, out);
    List<String> lines = new java.util.ArrayList<>(List.of(out.toString(StandardCharsets.UTF_8).split("\n")));
    String state = lines.get(lines.size() - 1);
    String position = state.substring(state.indexOf("\"position\":") + "\"position\":".length(), state.length() - 2);
    lines.add(lines.size() - 1, "{\"turn\":{\"position\":" + position
        + ",\"orders\":[],\"skipped\":false,\"seed\":0,\"results\":[]}}");
    byte[] edited = (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
    int line = lines.size() - 1;
    assertThatThrownBy(() -> DipjudgeFormat.readLines(new java.io.ByteArrayInputStream(edited), "end.jsonl",
        DipjudgeFormat.Check.POSITIONS)).isInstanceOf(GameFormatException.class)
        .hasMessageContaining("the current phase W" + Phase.MAX_YEAR + "A does not come after the last phase");
    assertThatThrownBy(() -> DipjudgeFormat.readLines(new java.io.ByteArrayInputStream(edited), "end.jsonl",
        DipjudgeFormat.Check.ADJUDICATION)).isInstanceOf(GameFormatException.class)
        .hasMessageContaining("end.jsonl, line " + line).hasMessageContaining("cannot adjudicate this phase");
  }
}
