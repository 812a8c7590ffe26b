package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The leniencies of the case reader that let the jDip and godip suite files run unchanged (datc-tests/README.md,
 * "What the reader tolerates"), each with lines written for this test, and the limits of each: what stays an input
 * error. Each case once failed to read, when the jDip abbreviations, the power without a colon, the first word of
 * a name and the misspelt power were all refused.
 */
class LenientCaseReadingTest {
  @TempDir
  Path dir;

  private DatcCommand.Run cases(String... lines) throws Exception {
    return DatcCommand.runCases(dir, "lenient.txt", lines);
  }

  @Test
  void jdipsAbbreviationsAreNames() throws Exception {
    DatcCommand.Run r = cases(
        "CASE abbr jDip's short names",
        "PRESTATE",
        "Russia: F nor",
        "Turkey: F eme",
        "Italy: F tyh",
        "France: F wme",
        "Germany: A rhe",
        "ORDERS",
        "Russia: F nor - nrd",
        "Turkey: F eme - aeg",
        "Italy: F tyh - gulfofl",
        "France: F wme - NorA",
        "Germany: A rhe - bel",
        "POSTSTATE",
        "Russia: F North Sea",
        "Turkey: F Aegean Sea",
        "Italy: F Gulf of Lyon",
        "France: F North Africa",
        "Germany: A Belgium",
        "END");
    assertThat(r.out()).contains("PASS abbr\n");
    assertThat(r.code()).isZero();
    assertThat(r.err()).doesNotContain("warning");
  }

  @Test
  void aUnitLineMayLeaveOutTheColonAfterThePower() throws Exception {
    DatcCommand.Run r = cases(
        "CASE nocolon A unit line without a colon",
        "PRESTATE",
        "Italy F Gulf of Lyon",
        "Austria Hungary A Vienna",
        "ORDERS",
        "Italy: F Gulf of Lyon - Tyrrhenian Sea",
        "Austria: A Vienna H",
        "POSTSTATE",
        "Italy F tys",
        "Austria A vie",
        "END");
    assertThat(r.out()).contains("PASS nocolon\n");
    assertThat(r.code()).isZero();
  }

  @Test
  void anOrderLineMayNot() throws Exception {
    DatcCommand.Run r = cases(
        "CASE order An order without the colon",
        "PRESTATE",
        "Italy: F Gulf of Lyon",
        "ORDERS",
        "Italy F Gulf of Lyon - Tyrrhenian Sea",
        "POSTSTATE_SAME",
        "END");
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.out()).contains("FAIL order: cannot read case: ").contains("lenient.txt:5: ")
        .contains("expected ':' after the power \"Italy\"");
  }

  @Test
  void aPlaceMayBeTheFirstWordsOfOneProvincesNameWithAWarning() throws Exception {
    DatcCommand.Run r = cases(
        "CASE prefix The first word of a name",
        "PRESTATE",
        "Russia: F Norwegian",
        "England: F Irish",
        "ORDERS",
        "Russia: F Norwegian Sea H",
        "England: F Irish Sea H",
        "POSTSTATE",
        "Russia: F Norwegian",
        "England: F iri",
        "END");
    assertThat(r.out()).contains("PASS prefix\n");
    assertThat(r.code()).isZero();
    assertThat(r.err()).contains("warning: ").contains("lenient.txt:3: read \"Norwegian\" as Norwegian Sea")
        .contains("lenient.txt:4: read \"Irish\" as Irish Sea").contains("lenient.txt:9: read \"Norwegian\"");
  }

  @Test
  void butNotAPartOfAWordNorTheFirstWordOfSeveralNames() throws Exception {
    DatcCommand.Run part = cases(
        "CASE part Part of a word",
        "PRESTATE",
        "Russia: F Norweg",
        "ORDERS",
        "Russia: F Norwegian Sea H",
        "POSTSTATE_SAME",
        "END");
    assertThat(part.code()).isEqualTo(2);
    assertThat(part.out()).contains("FAIL part: cannot read case: ").contains("lenient.txt:3:");
    DatcCommand.Run several = cases(
        "CASE several Several names begin so",
        "PRESTATE",
        "England: F North",
        "ORDERS",
        "England: F North Sea H",
        "POSTSTATE_SAME",
        "END");
    assertThat(several.code()).isEqualTo(2);
    assertThat(several.out()).contains("FAIL several: cannot read case: ").contains("lenient.txt:3:");
  }

  @Test
  void aMisspeltPowerIsThePowerOfTheUnitOrderedWithAWarning() throws Exception {
    DatcCommand.Run r = cases(
        "CASE misspelt The power misspelt, its unit on the board",
        "PRESTATE",
        "England: F London",
        "Germany: A Wales",
        "ORDERS",
        "England: F London - Yorkshire",
        "Germnay: A Wales Supports F London - Yorkshire",
        "POSTSTATE",
        "England: F Yorkshire",
        "Germany: A Wales",
        "RESULTS",
        "SUCCESS: Germnay: A Wales Supports F London - Yorkshire",
        "END");
    assertThat(r.out()).contains("PASS misspelt\n");
    assertThat(r.code()).isZero();
    assertThat(r.err()).contains("warning: ").contains("lenient.txt:7: unknown power \"Germnay\" read as Germany")
        .contains("lenient.txt:12: unknown power \"Germnay\" read as Germany");
  }

  @Test
  void butNotWhenTheNameIsNotCloseToTheUnitsPowerOrNoUnitStandsThere() throws Exception {
    DatcCommand.Run other = cases(
        "CASE other The name is close to another power",
        "PRESTATE",
        "Germany: A Wales",
        "ORDERS",
        "Frnace: A Wales H",
        "POSTSTATE_SAME",
        "END");
    assertThat(other.code()).isEqualTo(2);
    assertThat(other.out()).contains("FAIL other: cannot read case: ").contains("unknown power \"Frnace\"");
    DatcCommand.Run empty = cases(
        "CASE empty No unit where the order says",
        "PRESTATE",
        "Germany: A Wales",
        "ORDERS",
        "Germnay: A Kiel H",
        "POSTSTATE_SAME",
        "END");
    assertThat(empty.code()).isEqualTo(2);
    assertThat(empty.out()).contains("FAIL empty: cannot read case: ").contains("unknown power \"Germnay\"");
  }

  @Test
  void poststatePhasePassesOverAnAdjustmentPhaseWithNothingToAdjust() throws Exception {
    // England owns London alone and keeps its fleet: the Winter 1901 adjustments have nothing to decide, and a
    // game (as DPjudge) goes on to Spring 1902. With a build due, the Winter waits for orders.
    for (String[] owners : new String[][] {{"England: London"}, {"England: London", "England: Edinburgh"}}) {
      List<String> lines = new java.util.ArrayList<>(List.of(
          "CASE winter Fall 1901, its retreats, then the Winter",
          "PRESTATE_SETPHASE Fall 1901, Movement",
          "PRESTATE_SUPPLYCENTER_OWNERS"));
      lines.addAll(List.of(owners));
      lines.addAll(List.of("PRESTATE", "England: F London", "ORDERS", "England: F London H", "RETREAT_ORDERS",
          "POSTSTATE_SAME", "POSTSTATE_PHASE " + (owners.length == 1 ? "Spring 1902, Movement" : "Winter 1901, Adjustment"),
          "END"));
      DatcCommand.Run r = cases(lines.toArray(new String[0]));
      assertThat(r.out()).as(r.err()).contains("PASS winter\n");
    }
  }
}
