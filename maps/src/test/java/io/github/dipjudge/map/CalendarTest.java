package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** DPjudge's FLOW as a map's calendar, and the map files that declare one. */
class CalendarTest {
  private static final FirstPhase.Season S = FirstPhase.Season.SPRING;
  private static final FirstPhase.Season F = FirstPhase.Season.FALL;
  private static final FirstPhase.Season W = FirstPhase.Season.WINTER;

  @Test
  void theStandardCalendarIsOneFlow() {
    Calendar c = Calendar.standard();
    assertThat(c.flow()).containsExactly("SPRING:MOVEMENT,RETREATS", "FALL:MOVEMENT,RETREATS", "WINTER:ADJUSTMENTS");
    assertThat(c.yearStep()).isEqualTo(1);
    assertThat(c.label(S)).isEqualTo("Spring");
    assertThat(c.label(F)).isEqualTo("Fall");
    assertThat(c.label(W)).isEqualTo("Winter");
    assertThat(c.occurs(W, 1901)).isTrue();
    // Written otherwise (lower case, an explicit NEWYEAR of one), the same calendar.
    Calendar same = Calendar.fromFlow(List.of("NEWYEAR", "spring:movement,retreats", "Fall:MOVEMENT,RETREATS",
        "WINTER:adjustments"));
    assertThat(same).isEqualTo(c);
    assertThat(same.isStandard()).isTrue();
  }

  @Test
  void hundredAndClassicalFlows() {
    Calendar h = Calendar.fromFlow(List.of("NEWYEAR:5", "A.D.:MOVEMENT,RETREATS", "IFYEARDIV:10", "A.D.:ADJUSTMENTS"));
    assertThat(h.isStandard()).isFalse();
    assertThat(h.has(F)).isFalse();
    assertThat(h.occurs(S, 1425)).isTrue();
    assertThat(h.occurs(W, 1425)).isFalse();
    assertThat(h.occurs(W, 1430)).isTrue();
    assertThat(h.slot("a.d.", false)).contains(S);
    assertThat(h.slot("A.D.", true)).contains(W);
    assertThat(h.slot('a', true)).contains(W);
    assertThat(h.slot("Spring", false)).isEmpty();
    assertThat(h).hasToString("NEWYEAR:5 A.D.:MOVEMENT,RETREATS IFYEARDIV:10 A.D.:ADJUSTMENTS");
    // A remainder, and DPjudge's (Python's) remainder of negative years.
    Calendar odd = Calendar.fromFlow(List.of("NEWYEAR:-1", "B.C.:MOVEMENT,RETREATS", "IFYEARDIV:2=1",
        "B.C.:ADJUSTMENTS"));
    assertThat(odd.occurs(W, 273)).isTrue();
    assertThat(odd.occurs(W, 272)).isFalse();
    assertThat(odd.occurs(W, -1)).isTrue();
    assertThat(odd.yearStep()).isEqualTo(-1);
    // IFYEARDIV before a second movement season: that season and the adjustments are conditional.
    Calendar two = Calendar.fromFlow(List.of("SPRING:MOVEMENT,RETREATS", "IFYEARDIV:3", "HARVEST:MOVEMENT,RETREATS",
        "WINTER:ADJUSTMENTS"));
    assertThat(two.occurs(F, 1901)).isFalse();
    assertThat(two.occurs(F, 1902)).isTrue();
    assertThat(two.occurs(W, 1901)).isFalse();
    assertThat(two.label(F)).isEqualTo("Harvest");
  }

  @Test
  void flowsDpjudgeRefusesOrThisLibraryDoesNotSupport() {
    String[][] bad = {
        {"NEWYEAR:0", "cannot be 0"},
        {"NEWYEAR:x", "whole number"},
        {"IFYEARDIV:0", "greater than 0"},
        {"IFYEARDIV:2=2", "remainder"},
        {"A.D.", "expected <season>:<phases>"},
        {"A:B:C", "expected <season>:<phases>"},
        {"SPRING:MOVEMENT,INCOME,RETREATS", "only seasons of MOVEMENT,RETREATS, INCOME,MOVEMENT,RETREATS or "
            + "ADJUSTMENTS"},
        {"FALL:INCOME", "only seasons of"},
        {"SPRING:MOVEMENT", "only seasons of"},
        {"1ST:MOVEMENT,RETREATS", "label"}};
    for (String[] b : bad) {
      List<String> items = b[0].startsWith("NEWYEAR") ? List.of(b[0], "SPRING:MOVEMENT,RETREATS", "WINTER:ADJUSTMENTS")
          : List.of("SPRING:MOVEMENT,RETREATS", b[0], "WINTER:ADJUSTMENTS");
      assertThatThrownBy(() -> Calendar.fromFlow(items))
          .as(b[0]).isInstanceOf(IllegalArgumentException.class).hasMessageContaining(b[0])
          .hasMessageContaining(b[1]);
    }
    assertThatThrownBy(() -> Calendar.fromFlow(List.of("SPRING:MOVEMENT,RETREATS", "NEWYEAR")))
        .hasMessageContaining("NEWYEAR after a season");
    assertThatThrownBy(() -> Calendar.fromFlow(List.of("NEWYEAR:2", "NEWYEAR:3", "S:MOVEMENT,RETREATS")))
        .hasMessageContaining("a second NEWYEAR");
    assertThatThrownBy(() -> Calendar.fromFlow(List.of("IFYEARDIV:2", "S:MOVEMENT,RETREATS", "W:ADJUSTMENTS")))
        .hasMessageContaining("before every season");
    assertThatThrownBy(() -> Calendar.fromFlow(List.of("SPRING:MOVEMENT,RETREATS", "SUMMER:MOVEMENT,RETREATS",
        "WINTER:ADJUSTMENTS"))).hasMessageContaining("same letter");
    assertThatThrownBy(() -> Calendar.fromFlow(List.of("A:MOVEMENT,RETREATS", "B:MOVEMENT,RETREATS",
        "C:MOVEMENT,RETREATS", "W:ADJUSTMENTS"))).hasMessageContaining("more than two movement seasons");
    assertThatThrownBy(() -> Calendar.fromFlow(List.of("W:ADJUSTMENTS", "S:MOVEMENT,RETREATS")))
        .hasMessageContaining("after the adjustment season");
    assertThatThrownBy(() -> Calendar.fromFlow(List.of("S:MOVEMENT,RETREATS")))
        .hasMessageContaining("needs an adjustment season");
    assertThatThrownBy(() -> Calendar.fromFlow(List.of("W:ADJUSTMENTS"))).hasMessageContaining("movement season");
    Calendar h = Calendar.fromFlow(List.of("A:MOVEMENT,RETREATS", "A:ADJUSTMENTS"));
    assertThatThrownBy(() -> h.label(F)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("FALL");
  }

  @Test
  void anIncomePhaseBeforeAMovementIsKeptInTheFlowAndChangesNoSeason() {
    // ambition's flow: DPjudge's standard game resolves its INCOME phases with no orders and no change.
    Calendar a = Calendar.fromFlow(List.of("SPRING:INCOME,MOVEMENT,RETREATS", "fall:income,movement,retreats",
        "WINTER:ADJUSTMENTS"));
    assertThat(a.flow()).containsExactly("SPRING:INCOME,MOVEMENT,RETREATS", "FALL:INCOME,MOVEMENT,RETREATS",
        "WINTER:ADJUSTMENTS");
    assertThat(a.hasIncome(S)).isTrue();
    assertThat(a.hasIncome(F)).isTrue();
    assertThat(a.hasIncome(W)).isFalse();
    assertThat(Calendar.standard().hasIncome(S)).isFalse();
    // Its seasons, labels, step and years are the standard calendar's; the calendar itself is another.
    for (FirstPhase.Season slot : FirstPhase.Season.values()) {
      assertThat(a.label(slot)).isEqualTo(Calendar.standard().label(slot));
      assertThat(a.occurs(slot, 1763)).isTrue();
    }
    assertThat(a.yearStep()).isEqualTo(1);
    assertThat(a.isStandard()).isFalse();
    assertThat(a).isNotEqualTo(Calendar.standard())
        .hasToString("SPRING:INCOME,MOVEMENT,RETREATS FALL:INCOME,MOVEMENT,RETREATS WINTER:ADJUSTMENTS");
    // One season with an income phase, the other without.
    Calendar one = Calendar.fromFlow(List.of("SPRING:MOVEMENT,RETREATS", "FALL:INCOME,MOVEMENT,RETREATS",
        "WINTER:ADJUSTMENTS"));
    assertThat(one.hasIncome(S)).isFalse();
    assertThat(one.hasIncome(F)).isTrue();
  }

  @Test
  void ambitionsFlowLinesReadFromDpjudgesFormat() throws MapFormatException {
    String geo = "Aaa = aaa\nBbb = bbb\nLAND AAA ABUTS BBB\nLAND BBB ABUTS AAA\n";
    String main = "RED (RED) AAA\nA AAA\nBLUE (BLUE) BBB\nA BBB\nBEGIN SPRING 1763 MOVEMENT\n"
        + "FLOW SPRING:INCOME,MOVEMENT,RETREATS\nFLOW FALL:INCOME,MOVEMENT,RETREATS\nFLOW WINTER:ADJUSTMENTS\n" + geo;
    GameMap m = GameMap.parseDpjudge("tiny.map", main, name -> "");
    assertThat(m.calendar().hasIncome(S)).isTrue();
    assertThat(m.calendar().hasIncome(F)).isTrue();
    assertThat(m.firstPhase()).isEqualTo(new FirstPhase(S, 1763, FirstPhase.Kind.MOVEMENT));
    // The project's format writes and reads it back.
    GameMap back = GameMap.parse("tiny.map", MapWriter.write(m));
    assertThat(back.calendar()).isEqualTo(m.calendar());
  }

  private static final String TINY = String.join("\n",
      "map tiny | Tiny",
      "%s",
      "power red | Red | Red",
      "  home aaa",
      "  start A aaa",
      "power blue | Blue | Blue",
      "  home bbb",
      "  start A bbb",
      "province aaa inland centre | Aaa",
      "  army bbb",
      "province bbb inland centre | Bbb",
      "  army aaa",
      "");

  @Test
  void theProjectsFormatHasAFlowStatement() throws MapFormatException {
    GameMap m = GameMap.parse("tiny.map", String.format(TINY,
        "flow newyear:-1 B.C.:movement,retreats ifyeardiv:2 B.C.:adjustments\nbegin b.c. 273 movement"));
    assertThat(m.calendar().yearStep()).isEqualTo(-1);
    assertThat(m.firstPhase()).isEqualTo(new FirstPhase(S, 273, FirstPhase.Kind.MOVEMENT));
    assertThat(m.calendar().label(S)).isEqualTo("B.C.");
    // The begin statement may come first; the calendar decides what it means.
    GameMap m2 = GameMap.parse("tiny.map", String.format(TINY,
        "begin B.C. 272 adjustments\nflow newyear:-1 B.C.:movement,retreats ifyeardiv:2 B.C.:adjustments"));
    assertThat(m2.firstPhase()).isEqualTo(new FirstPhase(W, 272, FirstPhase.Kind.ADJUSTMENTS));
  }

  @Test
  void aBadFlowOrABeginNoSeasonOfItIsAProblemAtItsLine() {
    assertProblem(String.format(TINY, "flow newyear:0 A.D.:movement,retreats A.D.:adjustments\nbegin A.D. 1 movement"),
        2, "NEWYEAR cannot be 0");
    assertProblem(String.format(TINY, "flow A.D.:movement,retreats A.D.:adjustments\nbegin spring 1901 movement"),
        3, "seasons A.D. (movement), A.D. (adjustments)");
    assertProblem(String.format(TINY, "flow newyear:5 A.D.:movement,retreats ifyeardiv:10 A.D.:adjustments\n"
        + "begin A.D. 1425 adjustments"), 3, "expected: begin");
    assertProblem(String.format(TINY, "flow A.D.:movement,retreats A.D.:adjustments"), 2, "names its first phase");
    assertProblem(String.format(TINY, "flow A.D.:movement,retreats A.D.:adjustments\nflow A.D.:movement,retreats"),
        3, "repeated flow statement");
  }

  @Test
  void dpjudgesFlowLinesAddUpAndABareFlowResets() throws MapFormatException {
    String geo = "Aaa = aaa\nBbb = bbb\nLAND AAA ABUTS BBB\nLAND BBB ABUTS AAA\n";
    String main = "RED (RED) AAA\nA AAA\nBLUE (BLUE) BBB\nA BBB\nBEGIN A.D. 1425 MOVEMENT\nFLOW NEWYEAR:5\n"
        + "FLOW A.D.:MOVEMENT,RETREATS\nFLOW IFYEARDIV:10 A.D.:ADJUSTMENTS\n" + geo;
    GameMap m = GameMap.parseDpjudge("tiny.map", main, name -> "");
    assertThat(m.calendar().flow()).containsExactly("NEWYEAR:5", "A.D.:MOVEMENT,RETREATS", "IFYEARDIV:10",
        "A.D.:ADJUSTMENTS");
    assertThat(m.firstPhase().year()).isEqualTo(1425);
    // DPjudge's Map.py lines 460-462: a bare FLOW forgets the flow so far; none after it is the standard one.
    GameMap reset = GameMap.parseDpjudge("tiny.map", main.replace("BEGIN A.D. 1425 MOVEMENT", "BEGIN SPRING 1901 "
        + "MOVEMENT") + "FLOW\n", name -> "");
    assertThat(reset.calendar()).isSameAs(Calendar.standard());
  }

  private static void assertProblem(String text, int line, String message) {
    assertThatThrownBy(() -> GameMap.parse("tiny.map", text)).isInstanceOf(MapFormatException.class)
        .satisfies(e -> assertThat(((MapFormatException) e).problems()).anySatisfy(p -> {
          assertThat(p.line()).isEqualTo(line);
          assertThat(p.message()).contains(message);
        }));
  }
}
