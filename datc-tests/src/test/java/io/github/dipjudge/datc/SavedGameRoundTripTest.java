package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.DipjudgeFormat;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.game.SavedGame;
import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every recorded game of {@code ../shared/data/games} read into a game is written and read back equal, in this
 * library's format and in MILA's; and written again as a MILA saved game it holds the same content as the file, phase by phase: the phase names, the units (dislodged ones marked), the centres, the homes, the
 * retreat options, the builds, the orders of each adjudicated phase and their results; and the game id and map.
 * What the library does not model (timestamps, hashes, influence, civil-disorder flags, messages, any other field)
 * the game written leaves out, and the saved game written ({@code MilaFormat.toJson(SavedGame)}) gives back as
 * recorded. Left out on purpose: MILA's list order, the orders of the current, unadjudicated phase, and the first copy of a last
 * phase that dipcc records twice. The results differ where the recording is wrong
 * ({@code replay-known-differences.txt}), and nowhere else.
 *
 * <p>Two fields are compared for what they mean rather than as written, because the recording engines compute them
 * differently from the rules:
 * <ul>
 *   <li>{@code retreats}: the writer lists each dislodged unit's legal retreats. MILA's engine gives a unit dislodged
 *       by a convoyed attack every neighbouring place (in {@code _move_results} the test {@code not combat and
 *       where != attacker_site or via_convoy(attacker)} lacks brackets), and the regression files written by dipcc
 *       list occupied places too; so each written option must be among the recorded ones, and a dislodged unit
 *       written (it has a legal retreat) must be among those recorded, while the recording may list more (a unit
 *       whose only "retreats" are such places, which the writer leaves out with MILA's engine's own rule: a unit
 *       with nowhere to go is disbanded and not listed).
 *   <li>{@code homes}: MILA writes all of a power's home centres, dipcc those it still owns; the writer writes all,
 *       and the owned ones must agree.
 * </ul>
 */
class SavedGameRoundTripTest {
  private static final JsonFactory JSON = new JsonFactory();

  @TestFactory
  Stream<DynamicTest> everySharedGameWrittenAgainHoldsTheSameContent() throws Exception {
    Set<String> known = ReplayTest.known();
    List<DynamicTest> tests = new ArrayList<>();
    for (String relative : ReplayTest.expectedGames()) {
      String name = Path.of(relative).getFileName().toString();
      tests.add(DynamicTest.dynamicTest(name, () -> {
        Path file = SharedData.require("data/games/" + relative);
        SavedGame saved = MilaFormat.readSaved(file, Rulebook.datc());
        Game game = saved.game();
        // This library's own format keeps the game read, recording errors and all.
        assertThat(DipjudgeFormat.fromJson(DipjudgeFormat.toJson(game), name)).isEqualTo(game);
        assertThat(MilaFormat.readSaved(new java.io.ByteArrayInputStream(MilaFormat.toJson(game).getBytes(
            java.nio.charset.StandardCharsets.UTF_8)), name, Rulebook.datc()).game()).isEqualTo(game);
        Map<String, Object> original = read(Files.newInputStream(file), name.endsWith(".gz"));
        Map<String, Object> written = read(new java.io.ByteArrayInputStream(MilaFormat.toJson(game).getBytes(
            java.nio.charset.StandardCharsets.UTF_8)), false);
        keptFieldsComeBack(original, read(new java.io.ByteArrayInputStream(MilaFormat.toJson(saved).getBytes(
            java.nio.charset.StandardCharsets.UTF_8)), false), name);
        assertThat(written.get("id")).isEqualTo(original.get("id"));
        assertThat(written.get("map")).isEqualTo(original.get("map"));
        List<Map<String, Object>> a = phases(original);
        List<Map<String, Object>> b = phases(written);
        assertThat(names(b)).isEqualTo(names(a));
        for (int i = 0; i < a.size(); i++) {
          String phase = (String) a.get(i).get("name");
          Map<String, Object> sa = map(a.get(i).get("state"));
          Map<String, Object> sb = map(b.get(i).get("state"));
          String at = name + " " + phase;
          assertThat(sets(sb.get("centers"))).as("%s centers", at).isEqualTo(sets(sa.get("centers")));
          assertThat(onBoard(sets(sb.get("units")))).as("%s units", at).isEqualTo(onBoard(sets(sa.get("units"))));
          assertThat(ownedHomes(sb)).as("%s homes", at).isEqualTo(ownedHomes(sa));
          Map<String, Map<String, Set<Object>>> ra = retreats(sa);
          Map<String, Map<String, Set<Object>>> rb = retreats(sb);
          for (String power : rb.keySet()) {
            for (Map.Entry<String, Set<Object>> u : rb.get(power).entrySet()) {
              assertThat(ra.getOrDefault(power, Map.of())).as("%s retreats of %s", at, power).containsKey(u.getKey());
              assertThat(ra.get(power).get(u.getKey())).as("%s retreats of %s", at, u.getKey())
                  .containsAll(u.getValue());
              assertThat(sets(sa.get("units")).getOrDefault(power, Set.of())).as("%s dislodged", at)
                  .contains("*" + u.getKey());
            }
          }
          assertThat(builds(sb)).as("%s %s builds", name, phase).isEqualTo(builds(sa));
          if (i < a.size() - 1) {
            assertThat(sets(b.get(i).get("orders"))).as("%s %s orders", name, phase)
                .isEqualTo(sets(a.get(i).get("orders")));
            Object results = a.get(i).get("results");
            if (results != null && !map(results).isEmpty() && !known.contains(at)) {
              assertThat(b.get(i).get("results")).as("%s results", at).isEqualTo(results);
            }
          }
        }
      }));
    }
    return tests.stream();
  }

  /**
   * The saved game read and written back ({@code MilaFormat.toJson(SavedGame)}) gives back every field the
   * library does not interpret, as recorded: at the top ({@code rules}, ...), in each phase ({@code messages}, ...)
   * and in each state ({@code timestamp}, {@code zobrist_hash}, {@code influence}, {@code civil_disorder},
   * {@code note}, {@code rules}, ...).
   */
  private static void keptFieldsComeBack(Map<String, Object> original, Map<String, Object> back, String name) {
    Set<String> top = Set.of("id", "map", "phases", "dipjudge");
    Set<String> phase = Set.of("name", "state", "orders", "results");
    Set<String> state = Set.of("name", "units", "retreats", "centers", "homes", "builds", "game_id", "map");
    original.forEach((k, v) -> {
      if (!top.contains(k)) {
        assertThat(back.get(k)).as("%s %s", name, k).isEqualTo(v);
      }
    });
    List<Map<String, Object>> a = phases(original);
    List<Map<String, Object>> b = phases(back);
    assertThat(names(b)).isEqualTo(names(a));
    for (int i = 0; i < a.size(); i++) {
      String at = name + " " + a.get(i).get("name");
      Map<String, Object> pb = b.get(i);
      a.get(i).forEach((k, v) -> {
        if (!phase.contains(k)) {
          assertThat(pb.get(k)).as("%s %s", at, k).isEqualTo(v);
        }
      });
      Map<String, Object> sb = map(pb.get("state"));
      map(a.get(i).get("state")).forEach((k, v) -> {
        if (!state.contains(k)) {
          assertThat(sb.get(k)).as("%s state %s", at, k).isEqualTo(v);
        }
      });
    }
  }

  private static List<String> names(List<Map<String, Object>> phases) {
    List<String> out = new ArrayList<>();
    phases.forEach(p -> out.add((String) p.get("name")));
    return out;
  }

  /** The phases, the first copy of a last phase recorded twice left out. */
  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> phases(Map<String, Object> game) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (Object o : (List<Object>) game.get("phases")) {
      out.add((Map<String, Object>) o);
    }
    int n = out.size();
    if (n >= 2 && out.get(n - 1).get("name").equals(out.get(n - 2).get("name"))) {
      out.remove(n - 2);
    }
    return out;
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> map(Object o) {
    return o == null ? Map.of() : (Map<String, Object>) o;
  }

  /**
   * Power by power, the values as a set (MILA's list order is not content); a null or empty list and a missing power
   * (dipcc leaves out a power without centres) are all "none".
   */
  private static Map<String, Set<Object>> sets(Object o) {
    Map<String, Set<Object>> out = new TreeMap<>();
    for (Map.Entry<String, Object> e : map(o).entrySet()) {
      if (e.getValue() instanceof List && !((List<?>) e.getValue()).isEmpty()) {
        out.put(e.getKey(), new TreeSet<>((List<?>) e.getValue()));
      }
    }
    return out;
  }

  /** The units on the board, dislodged ones (written {@code *A BEL}) left out. */
  private static Map<String, Set<Object>> onBoard(Map<String, Set<Object>> units) {
    Map<String, Set<Object>> out = new TreeMap<>();
    units.forEach((p, s) -> {
      Set<Object> kept = new TreeSet<>();
      s.forEach(u -> {
        if (!((String) u).startsWith("*")) {
          kept.add(u);
        }
      });
      if (!kept.isEmpty()) {
        out.put(p, kept);
      }
    });
    return out;
  }

  /** Each power's home centres that it owns. */
  private static Map<String, Set<Object>> ownedHomes(Map<String, Object> state) {
    Map<String, Set<Object>> homes = sets(state.get("homes"));
    Map<String, Set<Object>> centres = sets(state.get("centers"));
    Map<String, Set<Object>> out = new TreeMap<>();
    homes.forEach((p, s) -> {
      Set<Object> owned = new TreeSet<>(s);
      owned.retainAll(centres.getOrDefault(p, Set.of()));
      if (!owned.isEmpty()) {
        out.put(p, owned);
      }
    });
    return out;
  }

  private static Map<String, Map<String, Set<Object>>> retreats(Map<String, Object> state) {
    Map<String, Map<String, Set<Object>>> out = new TreeMap<>();
    for (Map.Entry<String, Object> e : map(state.get("retreats")).entrySet()) {
      out.put(e.getKey(), sets(e.getValue()));
    }
    return out;
  }

  private static Map<String, Object> builds(Map<String, Object> state) {
    Map<String, Object> out = new TreeMap<>();
    for (Map.Entry<String, Object> e : map(state.get("builds")).entrySet()) {
      Map<String, Object> b = map(e.getValue());
      long count = (Long) b.get("count");
      // The build sites, while builds are due (dipcc also lists home centres when removals are due).
      out.put(e.getKey(), List.of(count, count > 0 ? new TreeSet<>((List<?>) b.get("homes")) : Set.of()));
    }
    return out;
  }

  /** Reads JSON into maps, lists, strings, numbers (as longs), booleans and nulls, with Jackson's streaming parser. */
  static Map<String, Object> read(InputStream raw, boolean gzipped) throws IOException {
    try (InputStream in = gzipped ? new GZIPInputStream(raw) : raw; JsonParser p = JSON.createParser(in)) {
      Deque<Object> open = new ArrayDeque<>();
      Deque<String> names = new ArrayDeque<>();
      Object root = null;
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        Object value;
        switch (t) {
          case FIELD_NAME:
            names.push(p.currentName());
            continue;
          case START_OBJECT:
            value = new LinkedHashMap<String, Object>();
            break;
          case START_ARRAY:
            value = new ArrayList<Object>();
            break;
          case END_OBJECT:
          case END_ARRAY:
            open.pop();
            continue;
          case VALUE_STRING:
            value = p.getText();
            break;
          case VALUE_NUMBER_INT:
            value = p.getLongValue();
            break;
          case VALUE_TRUE:
          case VALUE_FALSE:
            value = t == JsonToken.VALUE_TRUE;
            break;
          case VALUE_NULL:
            value = null;
            break;
          default:
            value = p.getText();
        }
        add(open, names, value);
        if (root == null) {
          root = value;
        }
        if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
          open.push(value);
        }
      }
      @SuppressWarnings("unchecked")
      Map<String, Object> m = (Map<String, Object>) root;
      return m;
    }
  }

  @SuppressWarnings("unchecked")
  private static void add(Deque<Object> open, Deque<String> names, Object value) {
    Object top = open.peek();
    if (top instanceof Map) {
      ((Map<String, Object>) top).put(names.pop(), value);
    } else if (top instanceof List) {
      ((List<Object>) top).add(value);
    }
  }
}
