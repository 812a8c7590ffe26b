package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code datc} command on unusual input, each test an input it once mishandled: repeated options, years before
 * the game's start, play to the game's end, invalid UTF-8 with file, line and byte offset.
 */
class CommandInputsTest {
  @Test
  void aRepeatedOptionIsRefusedByEverySubcommand(@TempDir Path dir) throws Exception {
    String f = dir.resolve("x.json").toString();
    DatcCommand.Run r = DatcCommand.run("play", "--seed", "1", "--seed", "2", "--until", "1901", f);
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("--seed is given twice");
    assertThat(Files.exists(dir.resolve("x.json"))).isFalse();
    assertThat(DatcCommand.run("play", "--seed", "1", "--until", "1901", "--until", "1902", f).err())
        .contains("--until is given twice");
    assertThat(DatcCommand.run("play", "--seed", "1", "--rules", "datc", "--rules", "1971", f).err())
        .contains("--rules is given twice");
    assertThat(DatcCommand.run("play", "--seed", "1", "--map", "pure", "--map", "standard", f).err())
        .contains("--map is given twice");
    assertThat(DatcCommand.run("run", "--rules", "datc", "--rules", "datc").err()).contains("--rules is given twice");
    assertThat(DatcCommand.run("run", "--suite", "datc", "--suite", "seeds").err()).contains("--suite is given twice");
    DatcCommand.Run replay = DatcCommand.run("replay", "--strict-results", "--strict-results", f);
    assertThat(replay.code()).isEqualTo(2);
    assertThat(replay.err()).contains("--strict-results is given twice");
    assertThat(DatcCommand.run("replay", "--rules", "datc", "--rules", "2000", f).err())
        .contains("--rules is given twice");
  }

  @Test
  void aYearBeforeTheGamesStartIsRefused(@TempDir Path dir) {
    Path f = dir.resolve("x.json");
    DatcCommand.Run r = DatcCommand.run("play", "--seed", "1", "--until", "1800", f.toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("--until 1800 is before the game's first year, 1901");
    assertThat(Files.exists(f)).isFalse();
    // The start year is the map's: ancmed starts in year 1.
    assertThat(DatcCommand.run("play", "--map", "ancmed", "--seed", "1", "--until", "1", f.toString()).code())
        .isZero();
    assertThat(DatcCommand.run("play", "--seed", "1", "--until", "1901", f.toString()).code()).isZero();
  }

  @Test
  void playWithoutUntilPlaysToTheEndOrTheDefaultBound(@TempDir Path dir) {
    assertThat(Main.USAGE).contains("without --until");
    Path f = dir.resolve("x.json");
    DatcCommand.Run r = DatcCommand.run("play", "--seed", "3", f.toString());
    assertThat(r.code()).as(r.err()).isZero();
    // Either the game ended (a solo or a draw) or it stopped after the last year of the default bound.
    assertThat(r.out()).matches("(?s).*phases adjudicated, (.*, .*|S" + (1901 + Main.DEFAULT_YEARS) + "M)\n");
  }

  @Test
  void invalidUtf8NamesTheFileTheLineAndTheByteOffset(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("cases.txt");
    byte[] head = "CASE a\nPRESTATE\nEngland: F North Sea ".getBytes(StandardCharsets.UTF_8);
    byte[] bad = {(byte) 0xE2, (byte) 0x82, '\n'};
    byte[] tail = "ORDERS\nEngland: F North Sea H\nPOSTSTATE_SAME\nEND\n".getBytes(StandardCharsets.UTF_8);
    byte[] all = new byte[head.length + bad.length + tail.length];
    System.arraycopy(head, 0, all, 0, head.length);
    System.arraycopy(bad, 0, all, head.length, bad.length);
    System.arraycopy(tail, 0, all, head.length + bad.length, tail.length);
    Files.write(f, all);
    DatcCommand.Run r = DatcCommand.run("run", f.toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains(f + ":3: invalid UTF-8 at byte offset " + head.length
        + " (byte 22 of the line): e2 82 (see datc --help)")
        .doesNotContain("Input length");
    assertThat(r.out()).isEmpty();
  }

  @Test
  void aCaseIdGivenTwiceIsAWarningNamingBothLinesAndAnErrorWhenStrict(@TempDir Path dir) throws Exception {
    String[] one = {"PRESTATE", "England: F North Sea", "ORDERS", "England: F North Sea H", "POSTSTATE_SAME", "END"};
    java.util.List<String> lines = new java.util.ArrayList<>();
    for (String id : new String[] {"a", "b", "a"}) {
      lines.add("CASE " + id + " A case");
      lines.addAll(java.util.List.of(one));
    }
    // As jDip's and godip's suites have 6.F.14 twice: both cases run, reported apart by id and line.
    DatcCommand.Run r = DatcCommand.runCases(dir, "dup.txt", lines.toArray(new String[0]));
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("PASS a (line 1)\n", "PASS b\n", "PASS a (line 15)\n");
    assertThat(r.err()).contains("warning: " + dir.resolve("dup.txt") + ":15: the case id \"a\" is given twice,"
        + " at lines 1 and 15");
    assertThat(r.lastLine()).isEqualTo("3 passed, 0 failed");
    DatcCommand.Run strict = DatcCommand.run("run", "--strict", dir.resolve("dup.txt").toString());
    assertThat(strict.code()).isEqualTo(2);
    assertThat(strict.out()).contains("PASS a\n", "PASS b\n")
        .contains("FAIL a: cannot read case: " + dir.resolve("dup.txt") + ":15: the case id \"a\" is given twice,"
            + " at lines 1 and 15");
    assertThat(strict.lastLine()).isEqualTo("2 passed, 1 failed");
    assertThat(CaseFileReaderAccess.strictError(String.join("\n", lines)))
        .contains("t.txt:15: the case id \"a\" is given twice, at lines 1 and 15");
  }

  /** The strict reader's message for a text, or null when it reads. */
  private static final class CaseFileReaderAccess {
    static String strictError(String text) {
      try {
        CaseFileReader.read("t.txt", text);
        return null;
      } catch (CaseFormatException e) {
        return e.getMessage();
      }
    }
  }

  @Test
  void aFallMovementCaseChecksTheOwnersAfterTheFallWithoutRetreatOrders(@TempDir Path dir) throws Exception {
    DatcCommand.Run r = DatcCommand.runCases(dir, "owners.txt",
        "CASE plain England takes Norway",
        "PRESTATE_SETPHASE Fall 1901, Movement",
        "PRESTATE_SUPPLYCENTER_OWNERS",
        "England: F London",
        "PRESTATE",
        "England: F North Sea",
        "ORDERS",
        "England: F North Sea - Norway",
        "POSTSTATE",
        "England: F Norway",
        "POSTSTATE_SUPPLYCENTER_OWNERS",
        "England: F London",
        "England: F Norway",
        "END",
        "CASE dislodged Germany dislodged from Holland, retreats left empty",
        "PRESTATE_SETPHASE Fall 1901, Movement",
        "PRESTATE_SUPPLYCENTER_OWNERS",
        "Germany: A Holland",
        "France: A Belgium",
        "PRESTATE",
        "Germany: A Holland",
        "France: A Belgium",
        "France: A Ruhr",
        "ORDERS",
        "France: A Belgium - Holland",
        "France: A Ruhr S A Belgium - Holland",
        "Germany: A Holland H",
        "POSTSTATE",
        "France: A Holland",
        "France: A Ruhr",
        "POSTSTATE_DISLODGED",
        "Germany: A Holland",
        "POSTSTATE_SUPPLYCENTER_OWNERS",
        "France: A Belgium",
        "France: A Holland",
        "END");
    assertThat(r.out()).contains("PASS plain\n", "PASS dislodged\n");
    assertThat(r.code()).as(r.out()).isZero();
  }

  @Test
  void invalidUtf8InAMapFileNamesTheLineAndTheByteOffset(@TempDir Path dir) throws Exception {
    Path map = dir.resolve("bad.map");
    byte[] text = "# a map\n# caf\u00e9\n".getBytes(StandardCharsets.UTF_8);
    text[text.length - 2] = (byte) 0xe9; // Latin-1's e acute, where UTF-8's second byte was
    text[text.length - 3] = (byte) 'e';
    Files.write(map, text);
    DatcCommand.Run r = DatcCommand.run("run", "--map", map.toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("cannot read the map " + map + ":2: invalid UTF-8 at byte offset 14 (byte 7 of the"
        + " line): e9").doesNotContain("Input length");
  }
}
