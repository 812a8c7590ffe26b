package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Case text that cannot be read is an input error: the case's FAIL line says {@code cannot read case: FILE:LINE},
 * and {@code datc run} exits 2. Each of these was once reported as an adjudication failure (an
 * exception's name instead of the line) or silently accepted, and {@code run} exited 1 or 0.
 */
class CaseFileErrorsTest {
  @TempDir
  Path dir;

  private DatcCommand.Run cases(String... lines) throws Exception {
    return DatcCommand.runCases(dir, "broken.txt", lines);
  }

  /** A one-case file whose case has the given extra lines after its CASE line, and a plain position. */
  private DatcCommand.Run oneCase(String... head) throws Exception {
    String[] lines = new String[head.length + 7];
    lines[0] = "CASE x A case";
    System.arraycopy(head, 0, lines, 1, head.length);
    String[] tail = {"PRESTATE", "England: F North Sea", "ORDERS", "England: F North Sea H", "POSTSTATE_SAME", "END"};
    System.arraycopy(tail, 0, lines, head.length + 1, tail.length);
    return cases(lines);
  }

  private static void unreadableAt(DatcCommand.Run r, int line, String why) {
    assertThat(r.code()).as(r.out() + r.err()).isEqualTo(2);
    assertThat(r.out()).contains("FAIL x: cannot read case: ").contains("broken.txt:" + line + ": ").contains(why)
        .doesNotContain("adjudication threw").doesNotContain("Exception");
    assertThat(r.lastLine()).isEqualTo("0 passed, 1 failed");
    assertThat(r.err()).contains("1 case cannot be read");
  }

  @Test
  void aYearTooLargeForANumber() throws Exception {
    unreadableAt(oneCase("PRESTATE_SETPHASE Spring 99999999999, Movement"), 2, "99999999999");
  }

  @Test
  void aYearThePhaseRefuses() throws Exception {
    unreadableAt(oneCase("PRESTATE_SETPHASE Spring 0, Movement"), 2, "year");
  }

  @Test
  void aSeedTooLargeForANumber() throws Exception {
    unreadableAt(oneCase("SEED 99999999999999999999"), 2, "seed");
  }

  @Test
  void anIssueGivenTwice() throws Exception {
    unreadableAt(oneCase("RULES datc 4.D.3=A 4.D.3=B"), 2, "DATC 4.D.3 is given twice");
  }

  @Test
  void aCaseAfterTheNewHomesYearWithoutItsHomeCentres() throws Exception {
    // 1897's homes after the adjustments of 1899 are the game's own: the case must give them.
    DatcCommand.Run r = cases(
        "VARIANT_ALL 1897",
        "CASE x Builds in 1900",
        "PRESTATE_SETPHASE Winter 1900, Adjustment",
        "PRESTATE",
        "Russia: A Warsaw",
        "ORDERS",
        "Russia: Waive",
        "POSTSTATE_SAME",
        "END");
    unreadableAt(r, 3, "give them in PRESTATE_HOME_CENTERS");
  }

  @Test
  void homeCentresOnAMapWhoseHomesNeverChange() throws Exception {
    unreadableAt(oneCase("PRESTATE_HOME_CENTERS", "England: A London"), 2,
        "PRESTATE_HOME_CENTERS needs a map whose home centres change");
  }

  @Test
  void anEmptyRetreatOptionsSectionInACaseThatIsNoMovement() throws Exception {
    DatcCommand.Run r = cases(
        "CASE x Retreat options of an adjustment phase",
        "PRESTATE_SETPHASE Fall 1901, Adjustment",
        "PRESTATE",
        "England: F North Sea",
        "ORDERS",
        "England: Waive",
        "POSTSTATE_SAME",
        "RETREAT_OPTIONS",
        "END");
    unreadableAt(r, 8, "RETREAT_OPTIONS needs a movement-phase case");
  }

  @Test
  void anEmptyRetreatOptionsSectionOfAMovementSaysNoUnitIsDislodged() throws Exception {
    DatcCommand.Run r = cases(
        "CASE x Nothing dislodged",
        "PRESTATE",
        "England: F North Sea",
        "ORDERS",
        "England: F North Sea H",
        "POSTSTATE_SAME",
        "RETREAT_OPTIONS",
        "END");
    assertThat(r.code()).isZero();
    assertThat(r.out()).contains("PASS x\n");
  }

  @Test
  void anUnknownProvinceExitsTwo() throws Exception {
    DatcCommand.Run r = cases(
        "CASE x An unknown province",
        "PRESTATE",
        "England: A Atlantis",
        "ORDERS",
        "England: A Atlantis H",
        "POSTSTATE_SAME",
        "END");
    unreadableAt(r, 3, "unknown province \"Atlantis\"");
  }

  @Test
  void aFileWithNoCaseIsAnInputError() throws Exception {
    DatcCommand.Run empty = cases("");
    assertThat(empty.code()).isEqualTo(2);
    assertThat(empty.err()).contains("broken.txt:1: no case in the file");
    assertThat(empty.out()).isEmpty();
    DatcCommand.Run comments = cases("# only a comment", "VARIANT_ALL Standard");
    assertThat(comments.code()).isEqualTo(2);
    assertThat(comments.out()).isEmpty();
  }

  @Test
  void anUnknownVariantIsAnInputErrorForTheWholeFile() throws Exception {
    DatcCommand.Run r = cases(
        "VARIANT_ALL Atlantis",
        "CASE a Would run on the standard map",
        "PRESTATE",
        "England: F North Sea",
        "ORDERS",
        "England: F North Sea H",
        "POSTSTATE_SAME",
        "END");
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("broken.txt:1: unknown variant \"Atlantis\"");
    assertThat(r.out()).as("no case is run").isEmpty();
  }

  @Test
  void aLongLineOfSpacesIsReadInLinearTime() throws Exception {
    // The phase pattern once backtracked over runs of spaces; possessive quantifiers read it in one pass.
    unreadableAt(oneCase("PRESTATE_SETPHASE Spring 1901" + " ".repeat(200_000) + "x"), 2, "expected a phase");
  }

  @Test
  void aLongUnitLineIsReadInLinearTime() throws Exception {
    // A unit line without a colon is tried as "power, unit letter, place" for its first words only.
    DatcCommand.Run r = cases(
        "CASE x A unit line of 200,000 characters",
        "PRESTATE",
        "England " + "A x ".repeat(50_000),
        "ORDERS",
        "England: F North Sea H",
        "POSTSTATE_SAME",
        "END");
    unreadableAt(r, 3, "unknown province");
  }
}
