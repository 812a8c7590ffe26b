package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Example;

/**
 * Unusual inputs that once broke the case files and the {@code datc} command, each as it was first met, in one
 * place: read by {@link CaseFileReader} and run by {@link CaseRunner}, and given to {@code datc run}, which
 * exits 2 for them. The same inputs are JUnit tests in {@link CaseFileErrorsTest}; the case of the retreat phase is
 * data in the suite {@code datc-options} ({@code dup.1} and its variants, file {@code 4D.txt}); {@code
 * CaseFileFuzzTest} breaks the bundled cases at random.
 */
class UnusualCaseFilesTest {
  private static final String SOURCE = "unusual.txt";
  private static final CaseRunner RUNNER = new CaseRunner(GameMap.standard(), Rulebook.datc());

  /** A case whose text has the given lines after its CASE line, then a plain position and order. */
  private static String oneCase(String... head) {
    List<String> lines = new ArrayList<>(List.of("CASE x A case"));
    lines.addAll(List.of(head));
    lines.addAll(List.of("PRESTATE", "England: F North Sea", "ORDERS", "England: F North Sea H", "POSTSTATE_SAME",
        "END"));
    return String.join("\n", lines) + "\n";
  }

  /** The text's one case cannot be read: its verdict names the file and the line, and {@code datc run} exits 2. */
  private static void unreadableAt(String text, int line, String why) throws Exception {
    List<DatcCase> cases = CaseFileReader.readLenient(SOURCE, text);
    assertThat(cases).hasSize(1);
    CaseRunner.Verdict v = RUNNER.run(cases.get(0));
    assertThat(v.unreadable()).as(v.message()).isTrue();
    assertThat(v.message()).startsWith("cannot read case: " + SOURCE + ":" + line + ": ").contains(why);
    DatcCommand.Run run = run(text);
    assertThat(run.code()).as(run.out() + run.err()).isEqualTo(2);
    assertThat(run.out()).contains("FAIL x: cannot read case: ").doesNotContain("adjudication threw");
  }

  private static DatcCommand.Run run(String text) throws IOException {
    Path dir = Files.createTempDirectory("unusual");
    try {
      return DatcCommand.runCases(dir, SOURCE, text);
    } finally {
      try (var files = Files.list(dir)) {
        for (Path p : files.toList()) {
          Files.delete(p);
        }
      }
      Files.delete(dir);
    }
  }

  @Example
  void aYearTooLargeForANumber() throws Exception {
    unreadableAt(oneCase("PRESTATE_SETPHASE Spring 99999999999, Movement"), 2, "99999999999");
  }

  @Example
  void yearZero() throws Exception {
    unreadableAt(oneCase("PRESTATE_SETPHASE Spring 0, Movement"), 2, "year");
  }

  @Example
  void aSeedTooLargeForANumber() throws Exception {
    unreadableAt(oneCase("SEED 99999999999999999999"), 2, "seed");
  }

  @Example
  void anEmptyRetreatOptionsSection() throws Exception {
    // Once an IndexOutOfBoundsException at CaseRunner:327: RETREAT_OPTIONS with nothing after it.
    unreadableAt(String.join("\n", "CASE x Retreat options of an adjustment phase",
        "PRESTATE_SETPHASE Fall 1901, Adjustment", "PRESTATE", "England: F North Sea", "ORDERS", "England: Waive",
        "POSTSTATE_SAME", "RETREAT_OPTIONS", "END"), 8, "RETREAT_OPTIONS");
  }

  @Example
  void anIssueGivenTwice() throws Exception {
    unreadableAt(oneCase("RULES datc 4.D.3=A 4.D.3=B"), 2, "DATC 4.D.3 is given twice");
  }

  @Example
  void anEmptyFileIsAnInputError() throws Exception {
    DatcCommand.Run r = run("");
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.out()).isEmpty();
    assertThat(r.err()).contains(SOURCE + ":1: no case in the file");
  }

  @Example
  void anUnknownVariantIsAnInputErrorForTheWholeFile() throws Exception {
    DatcCommand.Run r = run("VARIANT_ALL Atlantis\n" + oneCase() + oneCase().replace("CASE x", "CASE y"));
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.out()).as("no case is run").isEmpty();
    assertThat(r.err()).contains(SOURCE + ":1: unknown variant \"Atlantis\"");
  }

  /**
   * The case {@code dup.1}, with the per-order results that must hold (4.D.3 C: two different orders,
   * every order fails, the unit is disbanded), in both listings.
   */
  @Example
  void aRetreatOrderedTwiceBesideAnotherPassesOnItsPerOrderResults() throws Exception {
    String head = String.join("\n", "PRESTATE_SETPHASE Fall 1901, Retreat", "PRESTATE", "Germany: A Kiel",
        "PRESTATE_DISLODGED", "Austria: A Kiel", "PRESTATE_RESULTS", "SUCCESS: Germany: A Holland - Kiel", "ORDERS");
    String tail = String.join("\n", "POSTSTATE", "Germany: A Kiel", "RESULTS", "ILLEGAL: Austria: A Kiel - Denmark",
        "ILLEGAL: Austria: A Kiel - Denmark", "ILLEGAL: Austria: A Kiel - Munich", "END");
    for (String orders : List.of(
        "Austria: A Kiel - Denmark\nAustria: A Kiel - Denmark\nAustria: A Kiel - Munich",
        "Austria: A Kiel - Munich\nAustria: A Kiel - Denmark\nAustria: A Kiel - Denmark")) {
      String text = "CASE dup.1 One retreat ordered twice and another\n" + head + "\n" + orders + "\n" + tail + "\n";
      CaseRunner.Verdict v = RUNNER.run(CaseFileReader.readLenient(SOURCE, text).get(0));
      assertThat(v.passed()).as(v.message()).isTrue();
      DatcCommand.Run r = run(text);
      assertThat(r.code()).as(r.out() + r.err()).isZero();
      assertThat(r.out()).contains("PASS dup.1");
    }
  }
  /**
   * Found by {@code CaseFileFuzzTest}: a case in the last phase the library supports, or a house-rules turn that
   * needs the phase after it, was reported as {@code adjudication threw java.lang.IllegalStateException: no phase
   * follows Winter 9999 Adjustment}; it is case text that cannot be run, an input error with its line.
   */
  @Example
  void aCaseThatNeedsAPhaseAfterTheLastIsAnInputError() throws Exception {
    unreadableAt(oneCase("PRESTATE_SETPHASE Fall 9999, Adjustment"), 2, "after Winter 9999 Adjustment");
    unreadableAt(oneCase("RULES house", "PRESTATE_SETPHASE Fall 9999, Movement"), 3, "after Winter 9999 Adjustment");
    // The Fall of 9999 itself runs under the other rulebooks, and its retreats too.
    CaseRunner.Verdict v = RUNNER.run(CaseFileReader.readLenient(SOURCE,
        oneCase("PRESTATE_SETPHASE Fall 9999, Movement")).get(0));
    assertThat(v.passed()).as(v.message()).isTrue();
  }
}
