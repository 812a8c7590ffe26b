package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

/** Bad game and position files: each refused with the source, the JSON path and the offending value. */
class DipjudgeFormatErrorsTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(MAP);

  private static String game() {
    Game g = Game.start(MAP, Rulebook.datc()).advance(List.of(EN.parse("France: A Par - Bur"),
        EN.parse("Germany: A Mun - Bur"), EN.parse("England: F Lon - Nth")));
    return DipjudgeFormat.toJson(g);
  }

  private static void refused(String text, String path, String... words) {
    ThrowingCallable read = () -> DipjudgeFormat.fromJson(text, "bad.json");
    assertThatThrownBy(read).isInstanceOf(GameFormatException.class)
        .satisfies(e -> assertThat(((GameFormatException) e).path()).isEqualTo(path))
        .hasMessageStartingWith("bad.json: " + path + ": ")
        .hasMessageContainingAll(words);
  }

  @Test
  void aGoodFileReads() throws Exception {
    Game g = DipjudgeFormat.fromJson(game(), "good.json");
    assertThat(g.position().phase().code()).isEqualTo("F1901M");
    assertThat(g.history()).hasSize(2);
  }

  @Test
  void anotherVersionOrFormatIsRefused() {
    refused(game().replace("\"version\" : 1", "\"version\" : 2"), "/version", "format version 2 is not supported");
    refused(game().replace("\"dipjudge-game\"", "\"dipjudge-position\""), "/format",
        "not a dipjudge-game file", "\"dipjudge-position\"");
  }

  @Test
  void missingUnknownAndIllTypedFieldsAreRefused() {
    refused(game().replace("\"seed\" : 0,\n  \"keepSkippedPhases\"", "\"keepSkippedPhases\""), "/",
        "missing field \"seed\"");
    refused(game().replace("\"id\" : \"\"", "\"id\" : \"\", \"colour\" : 1"), "/", "unknown field \"colour\"");
    refused(game().replace("\"keepSkippedPhases\" : false", "\"keepSkippedPhases\" : \"no\""),
        "/keepSkippedPhases", "expected true or false", "\"no\"");
    refused(game().replace("\"id\" : \"\"", "\"id\" : \"\", \"id\" : \"x\""), "/", "\"id\" is given twice");
  }

  @Test
  void unknownNamesAreRefusedWhereTheyStand() {
    refused(game().replaceFirst("\"F lon\"", "\"X lon\""), "/history/0/position/units/England/1",
        "not a unit", "\"X lon\"");
    refused(game().replaceFirst("\"A par\"", "\"A nao\""), "/history/0/position/units/France/2",
        "an army cannot stand on");
    refused(game().replaceFirst("\"England\" : \\[", "\"Englund\" : ["), "/history/0/position/units/Englund",
        "Englund");
    refused(game().replace("\"map\" : \"standard\"", "\"map\" : \"atlantis\""), "/map", "unknown map \"atlantis\"",
        "ships the maps standard, pure");
    // A shipped map is known, but the game's powers are not on it.
    refused(game().replace("\"map\" : \"standard\"", "\"map\" : \"ancmed\""), "/history/0/position/units/Austria",
        "Austria");
    refused(game().replaceFirst("\"France: A par - bur\"", "\"France: A par - xyz\""), "/history/0/orders/0",
        "cannot read the order");
  }

  @Test
  void phasesOutOfOrderAreRefused() {
    refused(game().replaceFirst("\"phase\" : \"S1901R\"", "\"phase\" : \"S1900R\""),
        "/history/1/position/phase", "S1900R does not come after the phase before it, S1901M");
    refused(game().replaceFirst("\"phase\" : \"F1901M\"", "\"phase\" : \"S1901R\""), "/position/phase",
        "does not come after the last phase of the history");
  }

  private static void refusedWhenAdjudicated(String text, String path, String... words) {
    assertThatThrownBy(() -> DipjudgeFormat.fromJson(text, "bad.json", DipjudgeFormat.Check.ADJUDICATION))
        .isInstanceOf(GameFormatException.class)
        .satisfies(e -> assertThat(((GameFormatException) e).path()).isEqualTo(path))
        .hasMessageContainingAll(words);
  }

  /** Two years played: S1901M to F1902M with its retreats, and the Winter 1902 adjustments to come. */
  private static Game twoYears() {
    Game g = Game.start(MAP, Rulebook.datc());
    g = g.advance(List.of(EN.parse("England: F Lon - Nth"), EN.parse("France: A Par - Bur")));
    g = g.advance(List.of(EN.parse("England: F Nth - Nwy"), EN.parse("France: A Bur - Bel")));
    g = g.advance(List.of()); // the Winter 1901 builds waived
    g = g.advance(List.of(EN.parse("England: F Edi - Nwg")));
    return g.advance(List.of(EN.parse("England: F Nwg - Bar")));
  }

  @Test
  void editedPositionsAreRefusedWhenAdjudicationIsChecked() throws Exception {
    String json = DipjudgeFormat.toJson(twoYears());
    assertThat(DipjudgeFormat.fromJson(json, "good.json", DipjudgeFormat.Check.ADJUDICATION)).isEqualTo(twoYears());
    // The current phase jumps a year.
    refusedWhenAdjudicated(json.replace("\"phase\" : \"W1902A\"", "\"phase\" : \"W1903A\""), "/position",
        "the current position is not what this library's adjudication of the last phase, F1902R, gives",
        "the phase is W1903A, the adjudication of F1902R gives W1902A");
    // A recorded movement phase deleted: the Spring retreats are followed by the Fall of the next year.
    Game g = twoYears();
    List<Turn> h = new java.util.ArrayList<>(g.history());
    int fall = 0;
    while (!h.get(fall).position().phase().code().equals("F1901M")) {
      fall++;
    }
    h.remove(fall);
    h.remove(fall); // and its retreats
    refusedWhenAdjudicated(DipjudgeFormat.toJson(g.withHistory(h)), "/history/" + fall + "/position",
        "the position of W1901A is not what this library's adjudication of the phase before it, S1901R, gives",
        "the phase is W1901A, the adjudication of S1901R gives F1901M");
    // England's units lost from the current position.
    int current = json.lastIndexOf("\"position\" : {");
    String lost = json.substring(0, current)
        + json.substring(current).replaceFirst("\"England\" : \\[[^]]*\\]", "\"England\" : [ ]");
    assertThat(lost).isNotEqualTo(json);
    refusedWhenAdjudicated(lost, "/position", "the units of England are [], the adjudication of F1902R gives");
    // A played movement phase marked passed over: refused at both levels.
    String skipped = json.replaceFirst("\"skipped\" : false", "\"skipped\" : true");
    refusedWhenAdjudicated(skipped, "/history/0/orders", "phase S1901M is recorded as passed over", "carries 2");
    assertThatThrownBy(() -> DipjudgeFormat.fromJson(skipped, "bad.json")).isInstanceOf(GameFormatException.class)
        .hasMessageContaining("phase S1901M is recorded as passed over");
  }

  @Test
  void outcomesTheBoardDoesNotGiveAreRefused() throws Exception {
    String json = DipjudgeFormat.toJson(twoYears());
    // A solo for Austria, which owns 3 of the 18 centres it needs: refused at both levels.
    String solo = json.replace("\"outcome\" : null", "\"outcome\" : {\"winners\" : [\"Austria\"], \"draw\" : false,"
        + " \"how\" : \"Austria owns 18 supply centres\"}");
    for (DipjudgeFormat.Check check : DipjudgeFormat.Check.values()) {
      assertThatThrownBy(() -> DipjudgeFormat.fromJson(solo, "bad.json", check)).isInstanceOf(GameFormatException.class)
          .hasMessageContaining("/outcome")
          .hasMessageContaining("is not the board's: no Fall of the history ends the game (Austria owns 3 of the 18"
              + " supply centres a win needs)");
    }
    // A victory with two winners and no draw.
    refusedWhenAdjudicated(json.replace("\"outcome\" : null", "\"outcome\" : {\"winners\" : [\"Austria\","
        + " \"Turkey\"], \"draw\" : false, \"how\" : \"two\"}"), "/outcome", "a win has one winner");
    // A concession to an eliminated power, a draw shared by one.
    Game twoLeft = twoLeft();
    String gone = "Germany";
    String left = "France";
    String base = DipjudgeFormat.toJson(twoLeft);
    refusedWhenAdjudicated(base.replace("\"outcome\" : null", "\"outcome\" : {\"winners\" : [\"" + gone + "\"],"
        + " \"draw\" : false, \"how\" : \"c\", \"kind\" : \"concession\"}"), "/outcome",
        "the game is conceded to " + gone + ", which is eliminated");
    refusedWhenAdjudicated(base.replace("\"outcome\" : null", "\"outcome\" : {\"winners\" : [\"" + left + "\", \""
        + gone + "\"], \"draw\" : true, \"how\" : \"d\", \"kind\" : \"agreed_draw\"}"), "/outcome",
        "the draw is shared by " + gone + ", which is eliminated");
  }

  /** A game in which France and England are left, Germany and the others eliminated. */
  private static Game twoLeft() {
    io.github.dipjudge.position.Position.Builder b = io.github.dipjudge.position.Position.builder(MAP)
        .phase(io.github.dipjudge.position.Position.initial(MAP).phase())
        .unit(io.github.dipjudge.position.Unit.of(MAP.power("France"), io.github.dipjudge.map.UnitType.ARMY,
            MAP.location("par")))
        .unit(io.github.dipjudge.position.Unit.of(MAP.power("England"), io.github.dipjudge.map.UnitType.FLEET,
            MAP.location("lon")));
    b.owner(MAP.province("par"), MAP.power("France"));
    b.owner(MAP.province("lon"), MAP.power("England"));
    return Game.of(b.build(), Rulebook.datc());
  }

  @Test
  void resultsThisLibraryDoesNotGiveAreRefusedWhenAdjudicationIsChecked() throws Exception {
    String edited = game().replaceFirst("\"reason\" : \"BOUNCED\"", "\"reason\" : \"MOVED\"");
    assertThatThrownBy(() -> DipjudgeFormat.fromJson(edited, "bad.json", DipjudgeFormat.Check.ADJUDICATION))
        .isInstanceOf(GameFormatException.class)
        .satisfies(e -> assertThat(((GameFormatException) e).path()).isEqualTo("/history/0/results/0"))
        .hasMessageContaining("is not this library's adjudication of the phase");
    // Loaded without adjudicating (the default), the recorded results are not read: a turn's result is this
    // library's adjudication, computed when asked for.
    Game loaded = DipjudgeFormat.fromJson(edited, "bad.json");
    assertThat(loaded).isEqualTo(DipjudgeFormat.fromJson(game(), "good.json", DipjudgeFormat.Check.ADJUDICATION));
    assertThat(loaded.history().get(0).result().results().get(0).reason().name()).isEqualTo("BOUNCED");
  }

  @Test
  void malformedJsonIsRefusedWithItsLineAndColumn() {
    assertThatThrownBy(() -> DipjudgeFormat.fromJson("{\"format\": \"dipjudge-game\",\n \"version\": }", "m.json"))
        .isInstanceOf(GameFormatException.class).hasMessageStartingWith("m.json: line 2, column 13: malformed JSON");
    assertThatThrownBy(() -> DipjudgeFormat.fromJson(game() + " {}", "m.json"))
        .isInstanceOf(GameFormatException.class).hasMessageContaining("more than one JSON value");
    assertThatThrownBy(() -> DipjudgeFormat.fromJson("", "m.json"))
        .isInstanceOf(GameFormatException.class).hasMessageContaining("the input is empty");
    assertThatThrownBy(() -> DipjudgeFormat.fromJson("[".repeat(10_000), "deep.json"))
        .isInstanceOf(GameFormatException.class).hasMessageContaining("malformed JSON");
  }

  @Test
  void absurdValuesAreQuotedShort() {
    String longName = "x".repeat(100_000);
    refused(game().replaceFirst("\"F lon\"", "\"F " + longName + "\""), "/history/0/position/units/England/1",
        "not a unit", "xxx...");
    assertThatThrownBy(() -> DipjudgeFormat.fromJson(game().replaceFirst("\"F lon\"", "\"F " + longName + "\""), "b"))
        .satisfies(e -> assertThat(e.getMessage().length()).isLessThan(300));
  }

  @Test
  void badPositionFilesAreRefused() {
    String p = DipjudgeFormat.positionToJson(io.github.dipjudge.position.Position.initial(MAP));
    assertThatThrownBy(() -> DipjudgeFormat.positionFromJson(p.replace("\"lon\", \"lvp\"", "\"lon\", \"lon\""), "p.json"))
        .isInstanceOf(GameFormatException.class).hasMessageContaining("/centres/England/2")
        .hasMessageContaining("two owners");
    assertThatThrownBy(() -> DipjudgeFormat.positionFromJson(p.replace("\"bud\", \"tri\"", "\"bud\", \"boh\""), "p.json"))
        .isInstanceOf(GameFormatException.class).hasMessageContaining("/centres/Austria/1")
        .hasMessageContaining("no supply centre");
  }
}
