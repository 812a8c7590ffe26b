package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Retreat-phase cases in the plain jDip/godip form: attacker origins (by convoy or not) and standoffs come from
 * PRESTATE_RESULTS. The file holds cases where each derivation decides the outcome.
 */
class RetreatCaseFormatTest {
  @Test
  void retreatCasesDeriveOriginsAndStandoffsFromThePrestateResults() throws Exception {
    String text;
    try (InputStream in = getClass().getResourceAsStream("/retreat-format.txt")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    List<DatcCase> cases = CaseFileReader.read("retreat-format.txt", text);
    assertThat(cases).hasSize(5);
    CaseRunner runner = new CaseRunner(GameMap.standard(), Rulebook.datc());
    for (DatcCase c : cases) {
      CaseRunner.Verdict v = runner.run(c);
      assertThat(v.passed()).as("%s: %s", c.id, v.message()).isTrue();
    }
  }
}
