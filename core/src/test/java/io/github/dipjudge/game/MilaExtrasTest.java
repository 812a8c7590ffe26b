package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * What a MILA saved game holds that this library does not interpret (press, Cicero's {@code version},
 * {@code is_full_press}, {@code metadata}, {@code scoring_system}, any other field at the top, in a phase or in its
 * state) is kept by {@link MilaFormat#readSaved} and given back by {@link MilaFormat#toJson(SavedGame)}: the file
 * read and written again holds the same JSON values.
 */
class MilaExtrasTest {
  private static final GameMap MAP = GameMap.standard();
  private static final JsonFactory FACTORY = new JsonFactory();

  /** The phases' opening as the writer gives it: where a phase's and its state's extra fields go. */
  private static final Pattern PHASE_START = Pattern.compile("\\{\"name\":\"([A-Z0-9]+)\",\"state\":\\{\"note\":\"\"");
  private static final String MILA_RULES = "[\"NO_PRESS\",\"POWER_CHOICE\"]";
  private static final List<String> NAMES = List.of("version", "is_full_press", "metadata", "scoring_system",
      "timestamp", "zobrist_hash", "influence", "civil_disorder", "logs", "x", "über \"quoted\"", "a/b~c", "");

  @Example
  void aCiceroLikeFileWithPressIsWrittenBackWithItsPress() throws Exception {
    Game g = RandomGames.play(MAP, Rulebook.datc(), 23, 1902, false);
    String text = MilaFormat.toJson(g)
        .replaceFirst("\\{", "{\"version\":\"1.0\",\"is_full_press\":true,\"scoring_system\":0,"
            + "\"metadata\":{\"phase_minutes\":\"5\",\"anon\":\"yes\",\"powers\":{\"ENGLAND\":\"player\"}},")
        .replace("\"rules\":" + MILA_RULES + ",\"phases\"", "\"rules\":[\"POWER_CHOICE\"],\"phases\"")
        .replaceFirst("\"messages\":\\[\\]", "\"messages\":[{\"sender\":\"ENGLAND\",\"recipient\":\"FRANCE\","
            + "\"time_sent\":1595006949719744,\"phase\":\"S1901M\",\"message\":\"DMZ in the Channel? \\\\u00e9\\\\n\"},"
            + "{\"sender\":\"FRANCE\",\"recipient\":\"ENGLAND\",\"time_sent\":1595006950000001,\"phase\":\"S1901M\","
            + "\"message\":\"Agreed.\"}]");
    SavedGame saved = read(text);
    assertThat(saved.game()).isEqualTo(g);
    assertThat(saved.extras()).containsOnlyKeys("version", "is_full_press", "scoring_system", "metadata", "rules");
    assertThat(saved.extras().get("rules")).isEqualTo("[\"POWER_CHOICE\"]");
    assertThat(saved.phases().get(0).extras().get("messages")).contains("DMZ in the Channel? é\\n");
    String back = MilaFormat.toJson(saved);
    assertThat(tree(back)).isEqualTo(tree(text));
    assertThat(back).contains("\"message\":\"Agreed.\"").contains("\"rules\":[\"POWER_CHOICE\"],\"version\":\"1.0\"");
    // The game alone has no press to write.
    assertThat(MilaFormat.toJson(saved.game())).doesNotContain("Agreed.");
  }

  /**
   * GameFileFuzzTest found it: a file without a {@code rules} list is written with MILA's default one, which a second
   * read then kept, so the file written as read did not read back as it was read.
   */
  @Example
  void aFileWithoutRulesReadsBackAsItWasReadOnceWritten() throws Exception {
    Game g = RandomGames.play(MAP, Rulebook.datc(), 5, 1901, false);
    String text = MilaFormat.toJson(g).replace("\"rules\":" + MILA_RULES + ",", "");
    assertThat(text).doesNotContain("\"rules\":" + MILA_RULES + ",\"phases\"");
    SavedGame saved = read(text);
    assertThat(saved.extras()).doesNotContainKey("rules");
    SavedGame again = read(MilaFormat.toJson(saved));
    assertThat(again.extras()).isEqualTo(saved.extras());
    assertThat(MilaFormat.toJson(again)).isEqualTo(MilaFormat.toJson(saved));
  }

  /**
   * GameFileFuzzTest found it (seed 6931239366323923026): a kept field whose string holds a lone surrogate
   * ({@code "\\ud800"}, which JSON allows) was kept as text holding the bare character, which the writer could not
   * write ("Incomplete surrogate pair").
   */
  @Example
  void aKeptStringWithALoneSurrogateIsWrittenBack() throws Exception {
    Game g = RandomGames.play(MAP, Rulebook.datc(), 5, 1901, false);
    String text = MilaFormat.toJson(g).replaceFirst("\"rules\":\\[\"NO_PRESS\"", "\"rules\":[\"\\\\ud800\"");
    assertThat(text).contains("\\ud800");
    SavedGame saved = read(text);
    String written = MilaFormat.toJson(saved);
    assertThat(written).contains("\\ud800");
    assertThat(read(written).extras()).isEqualTo(saved.extras());
  }

  @Property(tries = 40)
  void aFileWithPressAndUnknownFieldsReadsAndWritesBackTheSame(@ForAll long seed) throws Exception {
    SplittableRandom random = new SplittableRandom(seed);
    Game g = RandomGames.play(MAP, Rulebook.preset(Rulebook.presetNames().get(random.nextInt(
        Rulebook.presetNames().size()))), seed, 1901 + random.nextInt(3), random.nextBoolean());
    String text = decorate(MilaFormat.toJson(g), random);
    SavedGame saved = read(text);
    assertThat(saved.game()).isEqualTo(g);
    String back = MilaFormat.toJson(saved);
    assertThat(tree(back)).isEqualTo(tree(text));
    assertThat(MilaFormat.toJson(read(back))).isEqualTo(back);
  }

  @Example
  void aLastPhaseRecordedTwiceWithDifferentPressIsRefused() {
    Game g = RandomGames.play(MAP, Rulebook.datc(), 5, 1901, false);
    String text = MilaFormat.toJson(g);
    int end = text.lastIndexOf("],\"dipjudge\"");
    int last = text.lastIndexOf("{\"name\":\"", end);
    String phase = text.substring(last, end);
    String twice = text.substring(0, end) + "," + phase.replace("\"messages\":[]", "\"messages\":[\"hi\"]")
        + text.substring(end);
    assertThatThrownBy(() -> read(twice)).isInstanceOf(GameFormatException.class)
        .hasMessageContainingAll("recorded twice", "messages");
  }

  /**
   * A recorded phase the writer leaves out (a retreat phase in which the dislodged unit has nowhere to go, as MILA
   * leaves it out) carrying press: writing it back would lose the press, so it is refused before anything is written.
   */
  @Example
  void pressOfARecordedPhaseTheWriterLeavesOutIsNotDroppedSilently() throws Exception {
    Position.Builder b = Position.builder(MAP).phase(Phase.springMovement(1901));
    for (String s : List.of("Germany A mun", "Germany A kie", "Germany A ber", "Germany A ruh", "Germany A sil",
        "France A bur", "Austria A boh", "Austria A tyr")) {
      String[] w = s.split(" ");
      Power p = MAP.powers().stream().filter(x -> x.name().equals(w[0])).findFirst().orElseThrow();
      b.unit(Unit.of(p, UnitType.ARMY, MAP.location(w[2])));
    }
    OrderNotation en = OrderNotation.english(MAP);
    Game g = Game.of(b.build(), Rulebook.datc()).advance(List.of(en.parse("Austria: A Boh - Mun"),
        en.parse("Austria: A Tyr S A Boh - Mun"))).advance(List.of());
    assertThat(g.position().phase()).isEqualTo(Phase.fallMovement(1901));
    String text = MilaFormat.toJson(g);
    assertThat(text).doesNotContain("S1901R");
    int at = text.indexOf("{\"name\":\"F1901M\"");
    String retreat = text.substring(at, text.indexOf("],\"dipjudge\"")).replace("F1901M", "S1901R")
        .replace("\"messages\":[]", "\"messages\":[{\"message\":\"too late\"}]");
    String recorded = text.substring(0, at) + retreat + "," + text.substring(at);
    SavedGame saved = read(recorded);
    assertThat(saved.phases()).extracting(SavedGame.RecordedPhase::name).contains("S1901R");
    assertThatThrownBy(() -> MilaFormat.toJson(saved)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContainingAll("S1901R", "messages");
  }

  // ------------------------------------------------------------------------------------------ files

  private static SavedGame read(String text) throws Exception {
    return MilaFormat.readSaved(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "extras.json",
        Rulebook.datc());
  }

  /** The writer's text with random extra fields at the top, in each phase and state, and random press. */
  private static String decorate(String text, SplittableRandom random) {
    String rules = random.nextBoolean() ? MILA_RULES : value(random, 2);
    String s = "{" + fields(random, Set.of("id", "map", "phases", "dipjudge", "rules")) + text.substring(1);
    s = s.replace("\"rules\":" + MILA_RULES + ",\"phases\"", "\"rules\":" + rules + ",\"phases\"");
    s = s.replace("\"rules\":" + MILA_RULES + "}", "\"rules\":" + rules + "}");
    Matcher m = PHASE_START.matcher(s);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      String phase = "{\"name\":\"" + m.group(1) + "\","
          + fields(random, Set.of("name", "state", "orders", "results", "messages"))
          + "\"state\":{" + fields(random, Set.of("name", "units", "retreats", "centers", "homes", "builds",
              "game_id", "map", "note", "rules"))
          + "\"note\":" + (random.nextBoolean() ? "\"\"" : value(random, 0));
      m.appendReplacement(sb, Matcher.quoteReplacement(phase));
    }
    m.appendTail(sb);
    s = sb.toString();
    StringBuilder out = new StringBuilder();
    int from = 0;
    for (int at = s.indexOf("\"messages\":[]"); at >= 0; at = s.indexOf("\"messages\":[]", from)) {
      out.append(s, from, at).append("\"messages\":").append(messages(random));
      from = at + "\"messages\":[]".length();
    }
    return out.append(s.substring(from)).toString();
  }

  /** Up to three fields with names not in {@code known}, each followed by a comma. */
  private static String fields(SplittableRandom random, Set<String> known) {
    StringBuilder sb = new StringBuilder();
    List<String> used = new ArrayList<>();
    for (int i = random.nextInt(4); i > 0; i--) {
      String name = NAMES.get(random.nextInt(NAMES.size()));
      if (known.contains(name) || used.contains(name)) {
        continue;
      }
      used.add(name);
      sb.append(string(name)).append(':').append(value(random, 3)).append(',');
    }
    return sb.toString();
  }

  private static String messages(SplittableRandom random) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = random.nextInt(3); i > 0; i--) {
      sb.append("{\"sender\":\"ENGLAND\",\"recipient\":\"GLOBAL\",\"time_sent\":").append(random.nextLong())
          .append(",\"message\":").append(string(text(random))).append('}').append(i > 1 ? "," : "");
    }
    return sb.append(']').toString();
  }

  /** A random JSON value, nested up to {@code depth} levels. */
  private static String value(SplittableRandom random, int depth) {
    switch (random.nextInt(depth > 0 ? 8 : 6)) {
      case 0:
        return string(text(random));
      case 1:
        return Long.toString(random.nextLong());
      case 2:
        return List.of("1.5e10", "-0.0", "2.50", "1E-7", "0").get(random.nextInt(5));
      case 3:
        return random.nextBoolean() ? "true" : "false";
      case 4:
        return "null";
      case 5:
        return "[]";
      case 6: {
        StringBuilder sb = new StringBuilder("[");
        for (int i = random.nextInt(3); i > 0; i--) {
          sb.append(value(random, depth - 1)).append(i > 1 ? "," : "");
        }
        return sb.append(']').toString();
      }
      default: {
        StringBuilder sb = new StringBuilder("{");
        int n = random.nextInt(3);
        for (int i = 0; i < n; i++) {
          sb.append(string("k" + i + text(random))).append(':').append(value(random, depth - 1))
              .append(i < n - 1 ? "," : "");
        }
        return sb.append('}').toString();
      }
    }
  }

  private static String text(SplittableRandom random) {
    String[] parts = {"a", "Ω", "\"", "\\", "\n", "\u0001", "😀", "/", " ", "é", "\u2028"};
    StringBuilder sb = new StringBuilder();
    for (int i = random.nextInt(6); i > 0; i--) {
      sb.append(parts[random.nextInt(parts.length)]);
    }
    return sb.toString();
  }

  private static String string(String s) {
    StringWriter w = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(w)) {
      g.writeString(s);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return w.toString();
  }

  /** A JSON text as plain values: objects as maps (the order of fields not counted), numbers by their digits. */
  static Object tree(String text) throws Exception {
    return plain(Json.parse(new StringReader(text), "tree"));
  }

  private static Object plain(Json v) throws GameFormatException {
    switch (v.kind) {
      case OBJECT: {
        Map<String, Object> m = new HashMap<>();
        for (Map.Entry<String, Json> e : v.object().entrySet()) {
          m.put(e.getKey(), plain(e.getValue()));
        }
        return m;
      }
      case ARRAY: {
        List<Object> l = new ArrayList<>();
        for (Json item : v.array()) {
          l.add(plain(item));
        }
        return l;
      }
      case STRING:
        return "s:" + v.string();
      case NUMBER:
        return "n:" + v.text();
      case BOOLEAN:
        return v.bool();
      default:
        return "null";
    }
  }
}
