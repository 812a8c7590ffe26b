package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23, the command: each test failed before its fix. Repeated options, years before the game's start, play
 * to the game's end, invalid UTF-8 with file, line and byte offset.
 */
class Issue23CommandTest {
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
    assertThat(r.err()).contains(f + ":3: invalid UTF-8 at byte offset " + head.length + " (byte 22 of the line)")
        .doesNotContain("Input length");
    assertThat(r.out()).isEmpty();
  }
}
