package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.DipjudgeFormat;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code datc replay} and {@code datc draw} read this library's JSON Lines logs ({@code replay --recover} one cut
 * short by a crash), and every command that writes checks its output path before any work.
 */
class LogsAndOutputsCommandTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(MAP);

  /** A log saved after Spring 1901 and appended to after Fall 1901. */
  private static String log() throws Exception {
    Game spring = Game.start(MAP, Rulebook.datc()).advance(List.of(EN.parse("France: A Par - Bur")));
    Game fall = spring.advance(List.of(EN.parse("France: A Bur - Bel")));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    DipjudgeFormat.writeLines(spring, out);
    DipjudgeFormat.appendLines(fall, spring.history().size(), out);
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void replayAndDrawReadAJsonLinesLog(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("game.jsonl");
    Files.writeString(log, log(), StandardCharsets.UTF_8);
    DatcCommand.Run replay = DatcCommand.run("replay", log.toString());
    assertThat(replay.code()).as(replay.err()).isZero();
    assertThat(replay.out()).contains(log + ": 4/4 phases").contains("4 passed, 0 failed");
    DatcCommand.Run draw = DatcCommand.run("draw", "--out", dir.resolve("pictures").toString(), log.toString());
    assertThat(draw.code()).as(draw.err()).isZero();
    assertThat(dir.resolve("pictures/F1901M.svg")).exists();
    assertThat(dir.resolve("pictures/W1901A.svg")).exists();
  }

  @Test
  void aLogCutShortIsRefusedSayingSoAndReplayedUpToItsLastCompleteRecordWithRecover(@TempDir Path dir)
      throws Exception {
    String text = log();
    Path log = dir.resolve("cut.jsonl");
    Files.writeString(log, text.substring(0, text.length() - 40), StandardCharsets.UTF_8);
    DatcCommand.Run refused = DatcCommand.run("replay", log.toString());
    assertThat(refused.code()).isEqualTo(2);
    assertThat(refused.err()).contains(log.toString()).contains("the last line is cut short")
        .doesNotContain("line 1, column");
    DatcCommand.Run recovered = DatcCommand.run("replay", "--recover", log.toString());
    assertThat(recovered.code()).as(recovered.err()).isZero();
    assertThat(recovered.out()).contains(log + ": 2/2 phases");
    assertThat(recovered.err()).contains("recovered up to the last complete record").contains("phase records")
        .contains("cut short");
  }

  @Test
  void anOutputPathThatCannotBeWrittenExitsTwoBeforeAnyWork(@TempDir Path dir) throws Exception {
    Path nowhere = dir.resolve("no-such-folder").resolve("report.html");
    DatcCommand.Run run = DatcCommand.run("run", "--report", nowhere.toString());
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err()).contains(nowhere.toString()).contains("no such folder");
    assertThat(run.out()).doesNotContain("PASS"); // no case was run
    assertThat(run.err()).doesNotContain("running");
    DatcCommand.Run play = DatcCommand.run("play", "--seed", "1", dir.toString());
    assertThat(play.code()).isEqualTo(2);
    assertThat(play.err()).contains("cannot write " + dir + ": it is a folder");
    Path file = dir.resolve("a-file");
    Files.writeString(file, "x");
    Path log = dir.resolve("game.jsonl");
    Files.writeString(log, log(), StandardCharsets.UTF_8);
    DatcCommand.Run draw = DatcCommand.run("draw", "--out", file.resolve("pictures").toString(), log.toString());
    assertThat(draw.code()).isEqualTo(2);
    assertThat(draw.err()).contains(file + " is a file");
    DatcCommand.Run one = DatcCommand.run("draw", "--phase", "S1901M", "--out", nowhere.toString(), log.toString());
    assertThat(one.code()).isEqualTo(2);
    assertThat(one.err()).contains(nowhere.toString());
  }

  /** A game played by MILA's engine with adjacent VIA moves (core's test data, mila-engine/README.md). */
  private static final Path MILA_ENGINE_GAME =
      Path.of("../core/src/test/resources/io/github/dipjudge/game/mila-engine/adjacent-via.json");

  @Test
  void aGameOfMilasEngineReplaysWithNoRulesGiven() {
    DatcCommand.Run replay = DatcCommand.run("replay", MILA_ENGINE_GAME.toString());
    assertThat(replay.code()).as(replay.out() + replay.err()).isZero();
    assertThat(replay.out()).contains(": 16/16 phases").contains("16 passed, 0 failed");
    DatcCommand.Run datc = DatcCommand.run("replay", "--rules", "datc", MILA_ENGINE_GAME.toString());
    assertThat(datc.code()).isEqualTo(1);
    assertThat(datc.out()).contains(": 12/16 phases");
    assertThat(DatcCommand.run("replay", "--help").out()).contains("the rules of their engine, 2000");
  }
}
