package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.fuzz.Fuzz;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * The fuzz suite of the game-file readers: files written by this library, of random games under every
 * preset ({@link RandomGames}, with missing, untyped and illegal orders, and the house rules' priority lists), broken
 * by one to three edits of their JSON tokens ({@link JsonMutations}), are read or refused with a
 * {@link GameFormatException} and nothing else. The exception names the source, where (a JSON Pointer, a line and
 * column for malformed JSON, or nothing for an empty file) and the problem, quoted short. What reads is whole: a game
 * read is written and read back equal, a position read is equal to itself written and read back.
 */
class GameFileFuzzTest {
  private static final GameMap MAP = GameMap.standard();
  private static final String AGAIN = "again.json";
  /** Where: nothing (an empty file), a JSON Pointer (whose field names may hold any character), a line and column. */
  private static final Pattern WHERE = Pattern.compile("|/.*|line \\d+, column \\d+", Pattern.DOTALL);

  /** A file to break and its tokens. */
  record Sample(String name, String text, List<int[]> tokens) {
    @Override
    public String toString() {
      return name;
    }
  }

  private static final List<Sample> GAMES = new ArrayList<>();
  private static final List<Sample> MILA = new ArrayList<>();
  private static final List<Sample> POSITIONS = new ArrayList<>();

  static {
    // Two short games per preset: to 1901 (with a retreat now and then) and to 1902 (an adjustment phase).
    for (String preset : Rulebook.presetNames()) {
      for (int until = 1901; until <= 1902; until++) {
        Game g = RandomGames.play(MAP, Rulebook.preset(preset), preset.hashCode() + until, until, true);
        String name = preset + "-" + until;
        add(GAMES, name + ".json", DipjudgeFormat.toJson(g));
        add(MILA, name + "-mila.json", MilaFormat.toJson(g));
        add(POSITIONS, name + "-position.json", DipjudgeFormat.positionToJson(g.history().get(g.history().size() - 1)
            .position()));
      }
    }
  }

  private static void add(List<Sample> to, String name, String text) {
    to.add(new Sample(name, text, JsonMutations.tokens(text)));
  }

  /** A sample broken by one to three edits. */
  private static Arbitrary<String[]> broken(List<Sample> samples) {
    Arbitrary<int[]> edit = Arbitraries.integers().between(0, Integer.MAX_VALUE).array(int[].class).ofSize(4);
    return net.jqwik.api.Combinators.combine(Arbitraries.of(samples), edit.list().ofMinSize(1).ofMaxSize(3))
        .as((s, edits) -> {
          String text = s.text();
          List<int[]> tokens = s.tokens();
          for (int[] e : edits) {
            text = JsonMutations.mutate(text, tokens, e[0], e[1], e[2], e[3]);
            tokens = JsonMutations.tokens(text);
          }
          return new String[] {s.name(), text};
        });
  }

  @Provide
  Arbitrary<String[]> games() {
    return broken(GAMES);
  }

  @Provide
  Arbitrary<String[]> milaGames() {
    return broken(MILA);
  }

  @Provide
  Arbitrary<String[]> positions() {
    return broken(POSITIONS);
  }

  @Fuzz(ci = 500, full = 100_000)
  void aBrokenGameFileReadsWholeOrIsRefused(@ForAll("games") String[] file) throws Exception {
    readsWholeOrIsRefused(file, DipjudgeFormat::fromJson, DipjudgeFormat::toJson);
  }

  @Fuzz(ci = 500, full = 100_000)
  void aBrokenMilaFileReadsWholeOrIsRefused(@ForAll("milaGames") String[] file) throws Exception {
    readsWholeOrIsRefused(file, GameFileFuzzTest::readMila, MilaFormat::toJson);
  }

  /**
   * A broken MILA file that reads, written back as the saved game it was read into, gives back what the
   * library does not interpret (any field a broken file may hold, at any level), and reads again to the same text;
   * or the writer refuses, before writing, kept fields whose phase it would leave out.
   */
  @Fuzz(ci = 300, full = 50_000)
  void aBrokenMilaFileWrittenAsReadKeepsWhatItDoesNotRead(@ForAll("milaGames") String[] file) throws Exception {
    SavedGame saved;
    try {
      saved = MilaFormat.readSaved(new ByteArrayInputStream(file[1].getBytes(StandardCharsets.UTF_8)), file[0],
          Rulebook.datc());
    } catch (GameFormatException e) {
      refused(e, file[0]);
      return;
    }
    String text;
    try {
      text = MilaFormat.toJson(saved);
    } catch (IllegalArgumentException e) {
      Statistics.label("result").collect("kept fields of a phase left out: refused");
      assertThat(e).hasMessageContaining("would lose them");
      return;
    }
    Statistics.label("result").collect("read");
    SavedGame again = MilaFormat.readSaved(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), AGAIN,
        Rulebook.datc());
    assertThat(again.extras()).isEqualTo(saved.extras());
    assertThat(MilaFormat.toJson(again)).as("what was read, written and read back").isEqualTo(text);
  }

  @Fuzz(ci = 2_000, full = 200_000)
  void aBrokenPositionFileReadsOrIsRefused(@ForAll("positions") String[] file) throws Exception {
    readsWholeOrIsRefused(file, DipjudgeFormat::positionFromJson, DipjudgeFormat::positionToJson);
  }

  /** A reader of one of the formats. */
  interface Reader<T> {
    T read(String text, String source) throws GameFormatException, IOException;
  }

  /** MILA's format read as the replay reads it, with each phase's recorded results and differences. */
  private static Game readMila(String text, String source) throws GameFormatException, IOException {
    SavedGame saved = MilaFormat.readSaved(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), source,
        Rulebook.datc());
    if (!source.equals(AGAIN)) {
      Statistics.label("recorded phases differ").collect(
          !saved.phases().stream().allMatch(p -> p.difference().isEmpty()));
    }
    return saved.game();
  }

  /** The file reads as something that is written and read back equal, or is refused as {@link #refused} says. */
  private static <T> void readsWholeOrIsRefused(String[] file, Reader<T> reader, Function<T, String> writer)
      throws GameFormatException, IOException {
    T value;
    try {
      value = reader.read(file[1], file[0]);
    } catch (GameFormatException e) {
      refused(e, file[0]);
      return;
    }
    Statistics.label("result").collect("read");
    assertThat(reader.read(writer.apply(value), AGAIN)).as("what was read, written and read back")
        .isEqualTo(value);
  }

  private static void refused(GameFormatException e, String source) {
    Statistics.label("result").collect("refused");
    assertThat(e.source()).isEqualTo(source);
    assertThat(e.path()).as("where: %s", e.getMessage()).matches(WHERE);
    assertThat(e.problem()).as(e.getMessage()).isNotBlank();
    assertThat(e.getMessage()).as("the message quotes short").hasSizeLessThan(1_000)
        .startsWith(source + ": " + (e.path().isEmpty() ? "" : e.path() + ": "));
  }
}
