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
