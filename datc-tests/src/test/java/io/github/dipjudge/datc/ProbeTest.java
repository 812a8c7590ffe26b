package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.rules.Rulebook;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code datc probe} infers the options {@code datc serve} follows, under the DATC's preferences and under 1971. */
class ProbeTest {
  /** The probe's table: issue to its line's columns (consistent options, options asked). */
  private static Map<String, String[]> probe(String preset) {
    DatcCommand.Run run = DatcCommand.run("probe", "--engine", EngineRunnerTest.SERVE + " --rules " + preset,
        "--time-limit", "60000");
    assertThat(run.code()).as(run.err()).isZero();
    String[] lines = run.out().split("\n");
    assertThat(lines[0]).isEqualTo("issue\tconsistent\toptions asked (+ all passed, - some failed)");
    Map<String, String[]> table = new LinkedHashMap<>();
    for (int i = 1; i < lines.length; i++) {
      String[] cols = lines[i].split("\t");
      assertThat(cols).hasSize(3);
      table.put(cols[0], new String[] {cols[1], cols[2]});
    }
    return table;
  }

  private static void followsEachOptionAsked(Map<String, String[]> table, Rulebook rules) {
    assertThat(table).isNotEmpty();
    table.forEach((issue, cols) -> {
      String option = rules.option(issue).name();
      if (cols[1].contains("+" + option) || cols[1].contains("-" + option)) {
        assertThat(cols[0].split(",")).as(issue).containsExactly(option);
      }
    });
  }

  @Test
  void underTheDatcPreferencesEveryIssueAskedFollowsThem() {
    Map<String, String[]> table = probe("datc");
    followsEachOptionAsked(table, Rulebook.datc());
    assertThat(table.get("4.A.2")[0]).isEqualTo(Rulebook.datc().option("4.A.2").name());
    assertThat(table.get("4.D.8")[0]).isEqualTo(Rulebook.datc().option("4.D.8").name());
  }

  @Test
  void under1971TheConvoyIssuesFollow1971() {
    Map<String, String[]> table = probe("1971");
    assertThat(table.get("4.A.2")[0]).isEqualTo("RULE_1971");
    assertThat(table.get("4.A.3")[0]).isEqualTo("RULE_1971");
    Rulebook r1971 = Rulebook.preset("1971");
    table.forEach((issue, cols) -> {
      if (!cols[0].equals("none")) {
        assertThat(cols[0].split(",")).as(issue).contains(r1971.option(issue).name());
      }
    });
  }
}
