package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A JSON Lines log cut short by a crash: refused saying so, or read up to its last complete record on request. */
class LinesRecoveryTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(MAP);

  private static Game first() {
    return Game.start(MAP, Rulebook.datc()).advance(List.of(EN.parse("France: A Par - Bur")));
  }

  private static Game second() {
    return first().advance(List.of(EN.parse("France: A Bur - Bel")));
  }

  /** A log saved at {@link #first()} and appended to at {@link #second()}. */
  private static String log() throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    DipjudgeFormat.writeLines(first(), out);
    DipjudgeFormat.appendLines(second(), first().history().size(), out);
    return out.toString(StandardCharsets.UTF_8);
  }

  private static Game read(String text) throws Exception {
    return DipjudgeFormat.readLines(bytes(text), "game.jsonl", DipjudgeFormat.Check.ADJUDICATION);
  }

  private static RecoveredGame recover(String text) throws Exception {
    return DipjudgeFormat.recoverLines(bytes(text), "game.jsonl", DipjudgeFormat.Check.ADJUDICATION);
  }

  private static ByteArrayInputStream bytes(String text) {
    return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void aWholeLogIsRecoveredWhole() throws Exception {
    RecoveredGame r = recover(log());
    assertThat(r.game()).isEqualTo(second());
    assertThat(r.isWhole()).isTrue();
    assertThat(r.dropped()).isEmpty();
    assertThat(read(log())).isEqualTo(second());
  }

  @Test
  void aLastLineCutShortIsRefusedSayingSoAndRecoveredOnRequest() throws Exception {
    String log = log();
    String[] lines = log.split("\n");
    int last = lines.length;
    // Cut in the middle of the last append's state record.
    String cut = log.substring(0, log.length() - lines[last - 1].length() / 2 - 1);
    assertThatThrownBy(() -> read(cut)).isInstanceOf(GameFormatException.class)
        .hasMessageStartingWith("game.jsonl: line " + last + ": the last line is cut short")
        .hasMessageContaining("DipjudgeFormat.recoverLines")
        .hasMessageNotContaining("line 1, column");
    RecoveredGame r = recover(cut);
    // The append's phase records are dropped with the cut state record: the game as first saved.
    assertThat(r.game()).isEqualTo(first());
    assertThat(r.isWhole()).isFalse();
    int appended = second().history().size() - first().history().size();
    assertThat(r.droppedLines()).hasSize(appended + 1).endsWith(last);
    assertThat(r.dropped()).contains(appended + " phase record").contains("line " + last + " (")
        .contains("cut short");
  }

  @Test
  void phaseRecordsAfterTheLastStateAreDroppedOnRequest() throws Exception {
    String log = log();
    String[] lines = log.split("\n");
    String cut = String.join("\n", List.of(lines).subList(0, lines.length - 1)) + "\n";
    assertThatThrownBy(() -> read(cut)).isInstanceOf(GameFormatException.class)
        .hasMessageContaining("the last record is not a state record");
    RecoveredGame r = recover(cut);
    assertThat(r.game()).isEqualTo(first());
    assertThat(r.dropped()).contains("after the last state record");
  }

  @Test
  void aMalformedLineThatANewlineEndsIsNotACutAndAnErrorNamesItsColumnOnce() throws Exception {
    String log = log();
    String broken = log.replaceFirst("\\{\"turn\"", "{\"turn\"}");
    for (ThrowingRead reading : List.<ThrowingRead>of(LinesRecoveryTest::read, LinesRecoveryTest::recover)) {
      assertThatThrownBy(() -> reading.read(broken)).isInstanceOf(GameFormatException.class)
          .hasMessageStartingWith("game.jsonl, line 2: column ")
          .hasMessageContaining("malformed JSON")
          .hasMessageNotContaining("line 1, column");
    }
    // A header cut short leaves nothing to recover.
    assertThatThrownBy(() -> recover(log.substring(0, 20))).isInstanceOf(GameFormatException.class)
        .hasMessageContaining("no header");
  }

  private interface ThrowingRead {
    Object read(String text) throws Exception;
  }
}
