package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Loading a game without adjudicating it, and the append-friendly JSON Lines form. */
class GameLoadingTest {
  private static final GameMap MAP = GameMap.standard();

  @Provide
  Arbitrary<String> presets() {
    return Arbitraries.of(Rulebook.presetNames());
  }

  private static Game lines(byte[] bytes, DipjudgeFormat.Check check) throws Exception {
    return DipjudgeFormat.readLines(new ByteArrayInputStream(bytes), "game.jsonl", check);
  }

  @Property(tries = 40)
  void aLoadedGameIsTheGameWhicheverTheCheck(@ForAll("presets") String preset, @ForAll long seed) throws Exception {
    Rulebook rules = Rulebook.preset(preset);
    Game g = RandomGames.play(MAP, rules, seed, 1901 + new SplittableRandom(seed).nextInt(5), true);
    String json = DipjudgeFormat.toJson(g);
    Game fast = DipjudgeFormat.fromJson(json, "g.json", DipjudgeFormat.Check.POSITIONS);
    Game verified = DipjudgeFormat.fromJson(json, "g.json", DipjudgeFormat.Check.ADJUDICATION);
    assertThat(fast).isEqualTo(g);
    assertThat(verified).isEqualTo(g);
    assertThat(DipjudgeFormat.toJson(fast)).isEqualTo(json);
  }

  @Property(tries = 40)
  void jsonLinesReadBackEqualAndAppendingEqualsWritingWhole(@ForAll("presets") String preset, @ForAll long seed)
      throws Exception {
    Rulebook rules = Rulebook.preset(preset);
    SplittableRandom random = new SplittableRandom(seed);
    int until = 1901 + random.nextInt(4);
    Game first = RandomGames.play(MAP, rules, seed, until, true);
    Game later = first.isOver() ? first : RandomGames.playOn(first, new SplittableRandom(random.nextLong()),
        until + 1, true);
    ByteArrayOutputStream whole = new ByteArrayOutputStream();
    DipjudgeFormat.writeLines(later, whole);
    ByteArrayOutputStream appended = new ByteArrayOutputStream();
    DipjudgeFormat.writeLines(first, appended);
    DipjudgeFormat.appendLines(later, first.history().size(), appended);
    for (DipjudgeFormat.Check check : DipjudgeFormat.Check.values()) {
      assertThat(lines(whole.toByteArray(), check)).isEqualTo(later);
      assertThat(lines(appended.toByteArray(), check)).isEqualTo(later);
    }
    // One phase a line: the header, a record per phase, and a state record (two with the append).
    String text = whole.toString(StandardCharsets.UTF_8);
    assertThat(text.split("\n")).hasSize(later.history().size() + 2);
    assertThat(appended.toString(StandardCharsets.UTF_8).split("\n")).hasSize(later.history().size() + 3);
  }

  @Example
  void loadingAdjudicatesNoPhaseUntilOneIsAskedFor() throws Exception {
    Game g = RandomGames.play(MAP, Rulebook.datc(), 25, 1905, false);
    Game loaded = DipjudgeFormat.fromJson(DipjudgeFormat.toJson(g), "g.json");
    History h = loaded.historyRecord();
    assertThat(h.size()).isGreaterThan(10);
    for (int i = 0; i < h.size(); i++) {
      assertThat(h.adjudicated(i)).isFalse();
    }
    // What a server asks to take the next phase's orders needs no adjudication of the past.
    loaded.sheet();
    loaded.lastPlayed(); // adjudicates that one turn only
    loaded.isOver();
    assertThat(h.adjudicated(0)).isFalse();
    assertThat(loaded.history().get(3)).isEqualTo(g.history().get(3));
    assertThat(h.adjudicated(3)).isTrue();
    Game verified = DipjudgeFormat.fromJson(DipjudgeFormat.toJson(g), "g.json", DipjudgeFormat.Check.ADJUDICATION);
    assertThat(verified.historyRecord().adjudicated(0)).isTrue();
  }

  @Example
  void badLinesAreRefusedWithTheirLineNumber() throws Exception {
    Game g = Game.start(MAP, Rulebook.datc()).advance(List.of(OrderNotation.english(MAP).parse("France: A Par - Bur")));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    DipjudgeFormat.writeLines(g, out);
    String text = out.toString(StandardCharsets.UTF_8);
    String[] ls = text.split("\n");
    // Cut short after a phase record: the state is missing.
    String cut = String.join("\n", List.of(ls).subList(0, ls.length - 1)) + "\n";
    assertThatThrownBy(() -> lines(cut.getBytes(StandardCharsets.UTF_8), DipjudgeFormat.Check.POSITIONS))
        .isInstanceOf(GameFormatException.class).hasMessageContaining("game.jsonl: line " + (ls.length - 1))
        .hasMessageContaining("the last record is not a state record");
    String badName = text.replaceFirst("\"A par\"", "\"A xyz\"");
    assertThatThrownBy(() -> lines(badName.getBytes(StandardCharsets.UTF_8), DipjudgeFormat.Check.POSITIONS))
        .isInstanceOf(GameFormatException.class).hasMessageStartingWith("game.jsonl, line 2: /turn/position/units");
    assertThatThrownBy(() -> lines("{\"turn\": {}}\n".getBytes(StandardCharsets.UTF_8), DipjudgeFormat.Check.POSITIONS))
        .isInstanceOf(GameFormatException.class).hasMessageContaining("missing field \"format\"");
    assertThatThrownBy(() -> lines((ls[0] + "\n{\"turn\": {}, \"state\": {}}\n").getBytes(StandardCharsets.UTF_8),
        DipjudgeFormat.Check.POSITIONS)).isInstanceOf(GameFormatException.class)
        .hasMessageContaining("either \"turn\" or \"state\"");
    assertThatThrownBy(() -> DipjudgeFormat.appendLines(g, 5, new ByteArrayOutputStream()))
        .isInstanceOf(IllegalArgumentException.class);
    // The limit on values holds for all the lines together: a bound above every line's count but below their sum.
    int most = 0;
    int sum = 0;
    for (String l : ls) {
      int c = Json.parse(new java.io.StringReader(l), "l").valueCount();
      most = Math.max(most, c);
      sum += c;
    }
    assertThat(sum).isGreaterThan(most + 1);
    int bound = most + 1;
    assertThatThrownBy(() -> GameLines.read(new ByteArrayInputStream(out.toByteArray()), "game.jsonl", null,
        DipjudgeFormat.Check.POSITIONS, bound)).isInstanceOf(GameFormatException.class)
        .hasMessageContaining("JSON values, the limit for a game file");
    assertThat(GameLines.read(new ByteArrayInputStream(out.toByteArray()), "game.jsonl", null,
        DipjudgeFormat.Check.POSITIONS, sum)).isEqualTo(g);
  }
}
