package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A game played by MILA's engine with adjacent moves ordered {@code VIA} (mila-engine/README.md): read without a
 * rulebook under the rules of its engine, every phase agrees; under the default rulebook the error names the phase
 * whose orders gave the disagreement.
 */
class MilaEngineGameTest {
  private static String file() throws IOException {
    try (InputStream in = MilaEngineGameTest.class.getResourceAsStream("mila-engine/adjacent-via.json")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void aGameOfMilasEngineReadsUnderTheRulesOfItsEngine() throws Exception {
    assertThat(MilaFormat.engineRules()).isEqualTo(Rulebook.preset("2000"));
    Game g = MilaFormat.fromJson(file(), "adjacent-via.json");
    assertThat(g.rules()).isEqualTo(MilaFormat.engineRules());
    assertThat(g.position().phase().code()).isEqualTo("S1907M");
    SavedGame saved = MilaFormat.readSaved(new java.io.ByteArrayInputStream(file().getBytes(StandardCharsets.UTF_8)),
        "adjacent-via.json", MilaFormat.engineRules());
    assertThat(saved.phases()).allSatisfy(p -> assertThat(p.difference()).as(p.name()).isEmpty());
  }

  @Test
  void underTheDefaultRulebookTheErrorNamesThePhaseWhoseOrdersGaveTheDifference() throws Exception {
    String text = file();
    assertThatThrownBy(() -> MilaFormat.fromJson(text, "adjacent-via.json", Rulebook.datc()))
        .isInstanceOf(GameFormatException.class)
        .hasMessageContaining("the orders of phase S1904M, adjudicated under the rulebook datc, do not give the"
            + " recording's F1904M")
        .hasMessageContaining("its results differ first at A VEN")
        .hasMessageContaining("MilaFormat.engineRules()");
  }
}
