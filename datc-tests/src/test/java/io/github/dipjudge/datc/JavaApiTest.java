package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.game.SavedGame;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The module's public face as a Java program uses it, without the command: {@link CaseRunner} on the text of a case
 * file (a case that passes, one whose expectation is wrong, one that cannot be read, a file that cannot be read as a
 * whole) and {@link Replayer} on a recorded game in both of its forms.
 */
class JavaApiTest {
  private static final String CASES = String.join("\n",
      "CASE a.1 An illegal move fails",
      "PRESTATE_SETPHASE Spring 1901, Movement",
      "PRESTATE",
      "England: F North Sea",
      "ORDERS",
      "England: F North Sea - Picardy",
      "POSTSTATE_SAME",
      "RESULTS",
      "ILLEGAL: England: F North Sea - Picardy",
      "END",
      "",
      "CASE a.2 The same, expected to succeed (wrong on purpose)",
      "PRESTATE_SETPHASE Spring 1901, Movement",
      "PRESTATE",
      "England: F North Sea",
      "ORDERS",
      "England: F North Sea - Picardy",
      "POSTSTATE",
      "England: F Picardy",
      "RESULTS",
      "SUCCESS: England: F North Sea - Picardy",
      "END",
      "",
      "CASE a.3 A unit on a province the map does not have",
      "PRESTATE_SETPHASE Spring 1901, Movement",
      "PRESTATE",
      "England: F Atlantis",
      "ORDERS",
      "England: F Atlantis H",
      "POSTSTATE_SAME",
      "END",
      "");

  @Test
  void aCaseRunnerRunsTheCasesOfAFileAndReportsEach() throws Exception {
    CaseRunner runner = CaseRunner.create(GameMap.standard(), Rulebook.datc());
    List<CaseRunner.Verdict> verdicts = runner.runCases("cases.txt", CASES);
    assertThat(verdicts).extracting(CaseRunner.Verdict::id).containsExactly("a.1", "a.2", "a.3");
    assertThat(verdicts.get(0).passed()).as(verdicts.get(0).message()).isTrue();
    assertThat(verdicts.get(0).message()).isEmpty();
    assertThat(verdicts.get(1).passed()).isFalse();
    assertThat(verdicts.get(1).unreadable()).as(verdicts.get(1).message()).isFalse();
    assertThat(verdicts.get(1).message()).contains("expected SUCCESS, was ILLEGAL").contains("F pic");
    assertThat(verdicts.get(2).passed()).isFalse();
    assertThat(verdicts.get(2).unreadable()).isTrue();
    assertThat(verdicts.get(2).message()).contains("cases.txt:").contains("Atlantis");
    assertThatThrownBy(() -> verdicts.get(0).warnings().add("x")).isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void aFileThatCannotBeReadAsAWholeThrowsNamingItsLine() throws Exception {
    CaseRunner runner = CaseRunner.create(GameMap.standard(), Rulebook.datc());
    String elsewhere = "# cases\nVARIANT_ALL Atlantis\n" + CASES;
    assertThatThrownBy(() -> runner.runCases("elsewhere.txt", elsewhere)).isInstanceOf(CaseFormatException.class)
        .hasMessageContaining("elsewhere.txt:2").hasMessageContaining("Atlantis")
        .satisfies(e -> assertThat(((CaseFormatException) e).source()).isEqualTo("elsewhere.txt"))
        .satisfies(e -> assertThat(((CaseFormatException) e).line()).isEqualTo(2));
    // A case id given twice is a case that cannot be read, not a file: the other cases still run.
    List<CaseRunner.Verdict> twice = runner.runCases("twice.txt", CASES + CASES);
    assertThat(twice).hasSize(6);
    assertThat(twice.get(3).unreadable()).isTrue();
    assertThat(twice.get(3).message()).contains("twice.txt:").contains("a.1");
    assertThatThrownBy(() -> CaseRunner.create(null, Rulebook.datc())).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> runner.runCases("x", null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  void aReplayerReplaysARecordedGameInEitherForm(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("played.json");
    assertThat(DatcCommand.run("play", "--seed", "3", "--until", "1903", file.toString()).code()).isZero();
    SavedGame saved = MilaFormat.readSaved(file, Rulebook.datc());
    Replayer.Report report = Replayer.strict().replay(saved);
    assertThat(report.total()).isEqualTo(saved.phases().size() - 1).isGreaterThan(5);
    assertThat(report.agreeing()).isEqualTo(report.total());
    assertThat(report.disagreements()).isEmpty();
    assertThat(Replayer.lenient().replay(saved)).isEqualTo(report);

    Game game = MilaFormat.read(file, Rulebook.datc());
    Replayer.Report own = Replayer.lenient().replay(game);
    assertThat(own.total()).isEqualTo(game.history().size());
    assertThat(own.agreeing()).isEqualTo(own.total());
    assertThatThrownBy(() -> Replayer.lenient().replay((Game) null)).isInstanceOf(NullPointerException.class);
  }
}
