package io.github.dipjudge.datc;

import static io.github.dipjudge.datc.DaideScriptClient.closeAll;
import static io.github.dipjudge.datc.DaideScriptClient.everyoneGoes;
import static io.github.dipjudge.datc.DaideScriptClient.started;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.daide.DaideMessages;
import io.github.dipjudge.daide.DaideTokens;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.DipjudgeFormat;
import io.github.dipjudge.game.GameEnding;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * That a DAIDE game is not lost, over real TCP sockets on 127.0.0.1: a save file that cannot be written is refused
 * before the game (exit 2 naming it); the game is journalled as each phase is played; a shutdown tells every client
 * {@code OFF} and saves the game unfinished, and {@code --resume} continues it with the clients taking their powers
 * back by {@code IAM}; a game that reaches the last year (DAIDE's calendar ends at 8191; a near year stands for it
 * here) ends as a draw, saved as the clients were told, with {@code SMR} and {@code OFF}.
 */
class DaideDurabilityTest {
  final List<String> log = Collections.synchronizedList(new ArrayList<>());
  final GameMap map = GameMap.standard();
  final DaideTokens tokens = DaideTokens.of(map);

  private DaideServer.Options options(int until, Path save) {
    return new DaideServer.Options(map, Rulebook.datc(), InetAddress.getLoopbackAddress(), 0, 0, until, save, false);
  }

  private static int datc(PrintStream out, PrintStream err, String... args) {
    return Main.run(args, out, err);
  }

  @Test
  void aSaveFileThatCannotBeWrittenIsRefusedBeforeTheGame(@TempDir Path dir) throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
    PrintStream o = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    assertThat(datc(o, e, "daide", "--port", "0", "--save", dir.toString())).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains(dir + " is a directory");
    err.reset();
    Path nowhere = dir.resolve("no-such-dir").resolve("game.json");
    assertThat(datc(o, e, "daide", "--port", "0", "--save", nowhere.toString())).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains(nowhere.toString());
    err.reset();
    assertThat(datc(o, e, "daide", "--port", "0", "--until", "1800")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("--until needs a year from 1901");
    err.reset();
    assertThat(datc(o, e, "daide", "--port", "0", "--until", "8192")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("--until needs a number from -8192 to 8191");
    assertThatThrownBy(() -> new DaideServer(options(1905, null).withLastYear(1904), log::add))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("to 1904 (the last year DAIDE can name)");
  }

  @Test
  void everyCommandAnswersHelpWithItsUsage() {
    for (String command : List.of("run", "replay", "play", "draw", "rules", "daide")) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      int code = datc(new PrintStream(out, true, StandardCharsets.UTF_8),
          new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), command, "--help");
      assertThat(code).as(command).isZero();
      assertThat(out.toString(StandardCharsets.UTF_8)).as(command).contains("java -jar datc.jar " + command);
    }
  }

  @Test
  void theGameIsJournalledAsItGoesAndAShutdownGameResumesWithItsPlayersTakingTheirPowersBack(@TempDir Path dir)
      throws Exception {
    Path save = dir.resolve("game.json");
    Path codes = dir.resolve("game.json.passcodes");
    List<DaideScriptClient> opened = new ArrayList<>();
    Map<Power, Integer> passcodes = new LinkedHashMap<>();
    try (DaideServer s = new DaideServer(options(1902, save).withPasscodes(codes), log::add)) {
      int port = s.start();
      for (int i = 0; i < 7; i++) {
        DaideScriptClient c = new DaideScriptClient(port, tokens);
        opened.add(c);
        c.join("bot" + i);
      }
      Map<String, DaideScriptClient> c = started(opened);
      everyoneGoes(c); // S1901M
      everyoneGoes(c); // F1901M (and the adjustments, if nothing is to be built: GOF goes on)
      // The journal holds what was played, while the game goes on.
      Game journalled = DaideJournal.read(DaideJournal.journalOf(save), log::add);
      assertThat(journalled.playedTurns()).hasSizeGreaterThanOrEqualTo(2);
      assertThat(journalled.ending()).isEmpty();
      for (DaideScriptClient x : opened) {
        passcodes.put(x.power, x.passcode);
      }
      s.shutdown(DaideServerTest.GUARD_MS);
      for (DaideScriptClient x : opened) {
        assertThat(x.until("OFF")).isEqualTo("OFF");
      }
      assertThat(s.outcome()).startsWith("stopped at ");
    } finally {
      closeAll(opened);
    }
    Game saved = DipjudgeFormat.read(save);
    assertThat(saved.ending()).isEmpty();
    assertThat(DaidePasscodes.read(codes, map)).isEqualTo(passcodes);

    // Resumed from the journal: the players take their powers back with IAM and the game goes on to --until.
    log.clear();
    Game resumed = DaideJournal.read(DaideJournal.journalOf(save), log::add);
    assertThat(resumed.position()).isEqualTo(saved.position());
    opened.clear();
    try (DaideServer s = new DaideServer(options(1902, save).withPasscodes(codes)
        .withResumed(resumed, DaidePasscodes.read(codes, map)), log::add)) {
      int port = s.start();
      DaideScriptClient stranger = new DaideScriptClient(port, tokens);
      opened.add(stranger);
      stranger.send("IAM ( AUS ) ( " + (passcodes.get(map.power("austria")) % 8191 + 1) + " )");
      assertThat(stranger.next()).startsWith("REJ ( IAM");
      for (Map.Entry<Power, Integer> e : passcodes.entrySet()) {
        DaideScriptClient x = new DaideScriptClient(port, tokens);
        opened.add(x);
        String name = tokens.text(tokens.power(e.getKey()));
        x.send("IAM ( " + name + " ) ( " + e.getValue() + " )");
        assertThat(x.next()).isEqualTo("YES ( IAM ( " + name + " ) ( " + e.getValue() + " ) )");
      }
      Map<String, DaideScriptClient> c = started(opened.subList(1, opened.size()));
      assertThat(c.get("AUS").lastText())
          .isEqualTo(DaideMessages.now(tokens, saved.position(), Rulebook.datc()).text(tokens));
      for (int i = 0; i < 20 && !c.get("AUS").received.contains("OFF"); i++) {
        everyoneGoes(c);
      }
      Game g = s.awaitEnd(DaideServerTest.GUARD_MS);
      assertThat(g).as(String.join("\n", log)).isNotNull();
      assertThat(s.outcome()).startsWith("draw");
    } finally {
      closeAll(opened);
    }
    Game end = DipjudgeFormat.read(save);
    assertThat(end.ending()).map(GameEnding::kind).contains(GameEnding.Kind.AGREED_DRAW);
    assertThat(end.history().subList(0, saved.history().size())).isEqualTo(saved.history());
    assertThat(DaideJournal.read(DaideJournal.journalOf(save), log::add).ending()).isEqualTo(end.ending());
  }

  @Test
  void aJournalCutShortInAnAppendResumesFromItsLastCompleteState(@TempDir Path dir) throws Exception {
    Game g = RandomPlayer.play(map, Rulebook.datc(), 7, 1903, "cut");
    Path journal = dir.resolve("game.json.jsonl");
    try (var o = Files.newOutputStream(journal)) {
      DipjudgeFormat.writeLines(g, o);
    }
    String whole = Files.readString(journal, StandardCharsets.UTF_8);
    String[] lines = whole.split("\n");
    assertThat(lines[1]).startsWith("{\"turn\"");
    // A phase record written after the last state record, and half a line: an append cut short, dropped.
    Files.writeString(journal, whole + lines[1] + "\n" + lines[1].substring(0, 30), StandardCharsets.UTF_8);
    Game read = DaideJournal.read(journal, log::add);
    assertThat(read.position()).isEqualTo(g.position());
    assertThat(read.history()).hasSameSizeAs(g.history());
    assertThat(log).anyMatch(l -> l.contains("bytes after the last complete state record dropped"));
  }

  @Test
  void aGameThatReachesTheLastYearEndsAsADrawSavedAsTheClientsWereTold(@TempDir Path dir) throws Exception {
    Path save = dir.resolve("game.json");
    try (DaideServer s = new DaideServer(options(0, save).withLastYear(1902), log::add)) {
      int port = s.start();
      List<DaideTestBot> bots = new ArrayList<>();
      for (int i = 0; i < 7; i++) {
        DaideTestBot b = new DaideTestBot(port, map, 500 + i, DaideTestBot.Mischief.NONE);
        bots.add(b);
        Thread t = new Thread(b, "bot-" + i);
        t.setDaemon(true);
        t.start();
      }
      Game g = s.awaitEnd(DaideServerTest.GUARD_MS);
      assertThat(g).as(String.join("\n", log)).isNotNull();
      assertThat(g.position().phase().year()).isEqualTo(1903);
      assertThat(s.outcome()).startsWith("draw (the last year DAIDE can name, 1902, was played)");
      for (DaideTestBot b : bots) {
        for (int i = 0; i < 2_000 && !b.off; i++) {
          Thread.sleep(10);
        }
        assertThat(b.received).contains("DRW", "OFF");
        assertThat(b.received).anyMatch(t -> t.startsWith("SMR ( SPR 1903 )"));
      }
      Game read = DipjudgeFormat.read(save);
      assertThat(read.ending()).map(GameEnding::kind).contains(GameEnding.Kind.AGREED_DRAW);
      assertThat(read.ending().get().winners()).isEqualTo(g.survivors());
    }
  }
}
