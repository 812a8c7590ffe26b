package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.daide.DaideMessages;
import io.github.dipjudge.map.Calendar;
import io.github.dipjudge.map.FirstPhase;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.PositionHash;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.render.MapRenderer;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Games on maps with another calendar (DPjudge's FLOW): {@code hundred}, one movement season per five
 * years with adjustments in the years that divide by ten, and {@code dpjudge-classical}, whose years count down with
 * adjustments in the even years. The phase sequence is DPjudge's Map.findNextPhase (commit 280e366, Map.py lines
 * 1326-1347).
 */
class FlowCalendarTest {
  private static final GameMap HUNDRED = GameMap.variant("hundred");
  private static final GameMap CLASSICAL = GameMap.variant("dpjudge-classical");

  private static List<String> sequence(Phase first, int n) {
    List<String> out = new ArrayList<>();
    Phase p = first;
    for (int i = 0; i < n; i++) {
      out.add(p.code());
      p = p.next();
    }
    return out;
  }

  @Test
  void hundredsPhases() {
    Phase first = Position.initial(HUNDRED).phase();
    assertThat(first).hasToString("A.D. 1425 Movement");
    assertThat(first.seasonName()).isEqualTo("A.D.");
    assertThat(first.calendar()).isSameAs(HUNDRED.calendar());
    assertThat(sequence(first, 9)).containsExactly("A1425M", "A1425R", "A1430M", "A1430R", "A1430A", "A1435M",
        "A1435R", "A1440M", "A1440R");
    assertThat(first.beforeAdjustments()).isFalse();
    Phase m1430 = first.next().next();
    assertThat(m1430.beforeAdjustments()).isTrue();
    assertThat(m1430.next().beforeAdjustments()).isTrue();
    assertThat(m1430.next().next()).hasToString("A.D. 1430 Adjustment");
    assertThat(first.compareTo(m1430)).isNegative();
    assertThat(Phase.parseCode("A1430A", HUNDRED.calendar())).isEqualTo(m1430.next().next());
    assertThatThrownBy(() -> Phase.parseCode("A1425A", HUNDRED.calendar())).isInstanceOf(
        IllegalArgumentException.class).hasMessageContaining("no A.D. phase in 1425");
    assertThatThrownBy(() -> Phase.parseCode("S1425M", HUNDRED.calendar())).hasMessageContaining("no such season");
    assertThatThrownBy(() -> new Phase(1430, Season.FALL, PhaseType.MOVEMENT, HUNDRED.calendar()))
        .hasMessageContaining("no season in slot FALL");
    // The last phase: the retreats of 9995, after which 10000 would come.
    Phase r9995 = new Phase(9995, Season.SPRING, PhaseType.RETREAT, HUNDRED.calendar());
    assertThat(r9995.isLast()).isTrue();
    assertThatThrownBy(r9995::next).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void classicalsYearsCountDown() {
    Phase first = Position.initial(CLASSICAL).phase();
    assertThat(first).hasToString("B.C. 273 Movement");
    assertThat(sequence(first, 8)).containsExactly("B273M", "B273R", "B272M", "B272R", "B272A", "B271M", "B271R",
        "B270M");
    Phase later = first.next().next();
    assertThat(first.compareTo(later)).as("273 comes before 272").isNegative();
    assertThat(later.compareTo(first)).isPositive();
    // Year 1 is odd: its retreats are the last phase; year 2's adjustments go on to year 1.
    assertThat(new Phase(1, Season.SPRING, PhaseType.RETREAT, CLASSICAL.calendar()).isLast()).isTrue();
    assertThat(new Phase(2, Season.WINTER, PhaseType.ADJUSTMENT, CLASSICAL.calendar()).next())
        .hasToString("B.C. 1 Movement");
  }

  @Test
  void theStandardCalendarIsUnchanged() {
    Phase s = Phase.springMovement(1901);
    assertThat(s.calendar()).isSameAs(Calendar.standard());
    assertThat(s).isEqualTo(new Phase(1901, Season.SPRING, PhaseType.MOVEMENT, Calendar.standard()));
    assertThat(sequence(s, 6)).containsExactly("S1901M", "S1901R", "F1901M", "F1901R", "W1901A", "S1902M");
    assertThat(s.seasonName()).isEqualTo("Spring");
    assertThat(Phase.fallMovement(1901).beforeAdjustments()).isTrue();
    assertThat(s.beforeAdjustments()).isFalse();
    assertThat(Phase.adjustment(9999).isLast()).isTrue();
    assertThat(Phase.parseCode("W1901A", Calendar.standard())).isEqualTo(Phase.adjustment(1901));
  }

  @Test
  void aPositionTakesPhasesOfItsMapsCalendarOnly() {
    assertThatThrownBy(() -> Position.builder(HUNDRED).phase(Phase.springMovement(1425)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("map hundred's is NEWYEAR:5");
    assertThatThrownBy(() -> Position.builder(GameMap.standard()).phase(Position.initial(HUNDRED).phase()))
        .isInstanceOf(IllegalArgumentException.class);
  }

  /** Centres change owner only when an adjustment phase follows: in 1430, not in 1425. */
  @Test
  void aGameOnHundredCapturesCentresOnlyBeforeItsAdjustments() {
    Game g = Game.start(HUNDRED, Rulebook.datc());
    OrderNotation en = OrderNotation.english(HUNDRED);
    Power england = HUNDRED.power("england");
    g = g.advance(List.of(en.parse("England: A Normandy - Brittany")));
    assertThat(g.position().phase()).hasToString("A.D. 1430 Movement");
    assertThat(g.position().owner(HUNDRED.province("brt"))).isEmpty();
    assertThat(g.history()).extracting(t -> t.position().phase().code()).containsExactly("A1425M", "A1425R");
    g = g.advance(List.of());
    assertThat(g.position().owner(HUNDRED.province("brt"))).contains(england);
    assertThat(g.position().phase().year()).isIn(1430, 1435);
    assertThat(g.history()).extracting(t -> t.position().phase().code()).startsWith("A1425M", "A1425R", "A1430M",
        "A1430R");
    // England builds in 1430 (six centres, five units): the game stops there.
    assertThat(g.position().phase()).hasToString("A.D. 1430 Adjustment");
    assertThat(g.sheet().buildsDue(england)).isEqualTo(1);
    assertThat(g.victoryCentres(1430)).isEqualTo(9);
  }

  /** The standard map with ambition's flow: an INCOME phase before each movement (maps/README.md, Calendars). */
  private static GameMap standardWithIncome() throws Exception {
    String text;
    try (java.io.InputStream in = GameMap.class.getResourceAsStream("standard.map")) {
      text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
    return GameMap.parse("income.map", text.replace("map standard | Standard\n", "map income | Income\n"
        + "flow SPRING:INCOME,MOVEMENT,RETREATS FALL:INCOME,MOVEMENT,RETREATS WINTER:ADJUSTMENTS\nbegin spring 1901 "
        + "movement\n"));
  }

  @Test
  void incomePhasesArePassedOverAndTheGameIsTheStandardCalendarsGame() throws Exception {
    GameMap income = standardWithIncome();
    assertThat(income.calendar().hasIncome(FirstPhase.Season.SPRING)).isTrue();
    assertThat(income.calendar().isStandard()).isFalse();
    Phase first = Position.initial(income).phase();
    assertThat(sequence(first, 6)).containsExactly("S1901M", "S1901R", "F1901M", "F1901R", "W1901A", "S1902M");
    // The same random game on either calendar: the same orders, the same positions phase by phase.
    Game g = RandomGames.play(income, Rulebook.datc(), 5, 1904, false);
    Game s = RandomGames.play(GameMap.standard(), Rulebook.datc(), 5, 1904, false);
    assertThat(g.history()).hasSameSizeAs(s.history());
    for (int i = 0; i < g.history().size(); i++) {
      assertThat(g.history().get(i).position().phase().code()).isEqualTo(s.history().get(i).position().phase().code());
      assertThat(g.history().get(i).orders().toString()).isEqualTo(s.history().get(i).orders().toString());
    }
    // Saved and read back on its map.
    Game back = DipjudgeFormat.read(new java.io.ByteArrayInputStream(DipjudgeFormat.toJson(g).getBytes(
        java.nio.charset.StandardCharsets.UTF_8)), "income.json", income);
    assertThat(back).isEqualTo(g);
  }

  @Test
  void gamesOnOtherCalendarsAreSavedInThisLibrarysFormatAndRefusedInMilas() throws Exception {
    for (GameMap map : List.of(HUNDRED, CLASSICAL)) {
      Game g = RandomGames.play(map, Rulebook.datc(), 28, RandomGames.lastYear(map, 4), false);
      assertThat(DipjudgeFormat.fromJson(DipjudgeFormat.toJson(g), "flow.json")).isEqualTo(g);
      assertThat(DipjudgeFormat.toJson(g)).containsPattern("\"phase\" *: *\"" + g.position().phase().code() + "\"");
      assertThatThrownBy(() -> MilaFormat.toJson(g)).isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("MILA's format cannot write a game on map " + map.id())
          .hasMessageContaining("save the game with DipjudgeFormat");
    }
    String json = "{\"id\":\"x\",\"map\":\"hundred\",\"rules\":[],\"phases\":[]}";
    assertThatThrownBy(() -> MilaFormat.read(new java.io.ByteArrayInputStream(json.getBytes(
        java.nio.charset.StandardCharsets.UTF_8)), "x.json", Rulebook.datc())).isInstanceOf(GameFormatException.class)
        .hasMessageContaining("calendar MILA cannot say");
  }

  @Test
  void classicalEndsWithTheRetreatsOfYearOne() {
    Game g = Game.of(Position.initial(CLASSICAL, 1), Rulebook.datc());
    assertThat(g.isOver()).isFalse();
    g = g.advance(List.of());
    assertThat(g.position().phase()).hasToString("B.C. 1 Retreat");
    assertThat(g.isOver()).isTrue();
    assertThat(g.ending().orElseThrow().how()).contains("the calendar ends");
  }

  @Test
  void daideRefusesRendererAndHashUseTheLabels() {
    Position p = Position.initial(HUNDRED);
    assertThatThrownBy(() -> DaideMessages.season(p.phase())).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("DAIDE has no season word for A.D. 1425 Movement");
    assertThat(MapRenderer.of(HUNDRED).position(p)).contains("A.D. 1425 Movement");
    PositionHash hash = PositionHash.of(HUNDRED);
    Position later = p.toBuilder().phase(p.phase().next().next()).build();
    assertThat(hash.hash(later)).isNotEqualTo(hash.hash(p));
  }
}
