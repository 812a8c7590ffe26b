package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import io.github.dipjudge.fuzz.Fuzz;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Provide;

/**
 * Recorded games edited at random, read with {@link DipjudgeFormat.Check#ADJUDICATION}: an edit that makes the file another
 * game no play gives (a unit added, removed or given to another power, a centre's owner changed, a phase renamed, a
 * phase after the first deleted, repeated or swapped with the next, a movement phase marked passed over, an outcome
 * the board does not give) is refused; an edit that leaves the game as it was (whitespace, the order of an object's
 * fields) reads back equal. What the check trusts (the first recorded position, seeds, the choice of survivors to
 * draw or concede to) is not edited.
 */
class RecordedGameEditsFuzzTest {
  private static final GameMap MAP = GameMap.standard();
  private static final List<Game> GAMES = new ArrayList<>();

  static {
    for (long seed = 1; seed <= 6; seed++) {
      Game g = RandomGames.play(MAP, Rulebook.datc(), seed, 1903, seed % 2 == 0);
      GAMES.add(seed == 3 && !g.isOver() ? g.drawnAmongSurvivors() : g);
    }
    // A game the board ended: played until a power owns the (lowered) victory count.
    for (long seed = 1; ; seed++) {
      Game g = RandomGames.play(MAP, Rulebook.datc().withVictoryCentres(6), seed, 1912, false);
      if (g.winner().isPresent()) {
        GAMES.add(g);
        break;
      }
    }
  }

  /** An edit: which game, which kind, and the random choices it makes. */
  record Edit(int game, int kind, long choices) {}

  @Provide
  Arbitrary<Edit> edits() {
    return net.jqwik.api.Combinators.combine(Arbitraries.integers().between(0, GAMES.size() - 1),
        Arbitraries.integers().between(0, 8), Arbitraries.longs()).as(Edit::new);
  }

  @Fuzz(ci = 300, full = 20_000)
  void anEditThatChangesTheGameIsRefusedAndOneThatDoesNotReadsEqual(@ForAll("edits") Edit edit)
      throws GameFormatException {
    Game game = GAMES.get(edit.game());
    Map<String, Object> tree = parse(DipjudgeFormat.toJson(game));
    Random random = new Random(edit.choices());
    String description = change(tree, edit.kind(), random, game);
    String text = write(tree, random);
    if (description == null) {
      // Nothing changed but the spacing and the order of the fields.
      assertThat(read(text)).as("a file written differently").isEqualTo(game);
      return;
    }
    assertThatThrownBy(() -> read(text)).as("an edited file: %s", description)
        .isInstanceOf(GameFormatException.class);
  }

  private static Game read(String text) throws GameFormatException {
    return DipjudgeFormat.fromJson(text, "edited.json", DipjudgeFormat.Check.ADJUDICATION);
  }

  // ------------------------------------------------------------------------------------------ edits

  /** Changes the tree as {@code kind} says and describes the change, or returns null for a layout-only edit. */
  @SuppressWarnings("unchecked")
  private static String change(Map<String, Object> root, int kind, Random random, Game game) {
    List<Object> history = (List<Object>) root.get("history");
    // Any position but the first recorded one, which a game may start from.
    List<Map<String, Object>> positions = new ArrayList<>();
    for (int i = 1; i < history.size(); i++) {
      positions.add((Map<String, Object>) ((Map<String, Object>) history.get(i)).get("position"));
    }
    positions.add((Map<String, Object>) root.get("position"));
    Map<String, Object> pos = positions.get(random.nextInt(positions.size()));
    Map<String, List<Object>> units = (Map<String, List<Object>>) pos.get("units");
    Map<String, List<Object>> centres = (Map<String, List<Object>>) pos.get("centres");
    List<String> powers = new ArrayList<>(units.keySet());
    switch (kind) {
      case 0: { // a unit removed
        List<String> with = powers.stream().filter(p -> !units.get(p).isEmpty()).toList();
        if (with.isEmpty()) {
          return null;
        }
        String p = with.get(random.nextInt(with.size()));
        Object u = units.get(p).remove(random.nextInt(units.get(p).size()));
        return u + " of " + p + " removed at " + pos.get("phase");
      }
      case 1: { // a unit given to another power
        List<String> with = powers.stream().filter(p -> !units.get(p).isEmpty()).toList();
        if (with.isEmpty()) {
          return null;
        }
        String from = with.get(random.nextInt(with.size()));
        String to = other(powers, from, random);
        Object u = units.get(from).remove(random.nextInt(units.get(from).size()));
        units.get(to).add(u);
        return u + " of " + from + " given to " + to + " at " + pos.get("phase");
      }
      case 2: { // an army added in an empty land province
        List<String> occupied = new ArrayList<>();
        units.values().forEach(l -> l.forEach(u -> occupied.add(((String) u).substring(2).replaceAll("/.*", ""))));
        List<Province> empty = MAP.provinces().stream()
            .filter(p -> p.terrain().admits(UnitType.ARMY) && !occupied.contains(p.id())).toList();
        String p = powers.get(random.nextInt(powers.size()));
        String u = "A " + empty.get(random.nextInt(empty.size())).id();
        units.get(p).add(u);
        return u + " added for " + p + " at " + pos.get("phase");
      }
      case 3: { // a centre's owner changed: to another power, or to none
        List<String> owned = new ArrayList<>();
        centres.forEach((p, l) -> l.forEach(c -> owned.add(p + " " + c)));
        String[] pc = owned.get(random.nextInt(owned.size())).split(" ");
        centres.get(pc[0]).remove(pc[1]);
        if (random.nextBoolean()) {
          String to = other(powers, pc[0], random);
          centres.get(to).add(pc[1]);
          return pc[1] + " of " + pc[0] + " given to " + to + " at " + pos.get("phase");
        }
        return pc[1] + " of " + pc[0] + " left unowned at " + pos.get("phase");
      }
      case 4: { // a phase renamed: another year, or the next phase's name
        String was = (String) pos.get("phase");
        String now = random.nextBoolean()
            ? was.substring(0, 1) + (Integer.parseInt(was.substring(1, 5)) + (random.nextBoolean() ? 1 : -1))
                + was.substring(5)
            : io.github.dipjudge.position.Phase.parseCode(was, MAP.calendar()).next().code();
        pos.put("phase", now);
        return "phase " + was + " renamed " + now;
      }
      case 5: { // a phase after the first deleted, repeated, or swapped with the next
        if (history.size() < 2) {
          return null;
        }
        int i = 1 + random.nextInt(history.size() - 1);
        switch (random.nextInt(3)) {
          case 0:
            history.remove(i);
            return "phase " + i + " deleted";
          case 1:
            history.add(i, history.get(i));
            return "phase " + i + " repeated";
          default:
            Collections.swap(history, i - 1, i);
            return "phases " + (i - 1) + " and " + i + " swapped";
        }
      }
      case 6: { // a movement phase marked passed over
        List<Map<String, Object>> moves = new ArrayList<>();
        for (Object t : history) {
          Map<String, Object> turn = (Map<String, Object>) t;
          if (((String) ((Map<String, Object>) turn.get("position")).get("phase")).endsWith("M")) {
            moves.add(turn);
          }
        }
        if (moves.isEmpty()) {
          return null;
        }
        Map<String, Object> turn = moves.get(random.nextInt(moves.size()));
        turn.put("skipped", true);
        if (random.nextBoolean()) {
          ((List<Object>) turn.get("orders")).clear();
          ((List<Object>) turn.get("results")).clear();
        }
        return "movement phase " + ((Map<String, Object>) turn.get("position")).get("phase") + " marked skipped";
      }
      case 7: // an outcome the board does not give
        return badOutcome(root, random, game);
      default:
        return null; // layout only
    }
  }

  /** Replaces the outcome by one the board does not give, or drops the board's victory. */
  private static String badOutcome(Map<String, Object> root, Random random, Game game) {
    List<String> powers = MAP.powers().stream().map(Power::name).toList();
    List<String> eliminated = game.eliminated().stream().map(Power::name).toList();
    Map<String, Object> o = new LinkedHashMap<>();
    boolean won = game.ending().isPresent() && !game.ending().get().isAgreed();
    switch (random.nextInt(won ? 5 : 4)) {
      case 0: { // a solo for a power that does not hold the victory centres
        String p = powers.get(random.nextInt(powers.size()));
        if (won && game.winner().map(Power::name).orElse("").equals(p)) {
          p = other(powers, p, random);
        }
        o.put("winners", new ArrayList<>(List.of(p)));
        o.put("draw", false);
        o.put("how", p + " owns 18 supply centres");
        break;
      }
      case 1: { // a victory with two winners and no draw
        String p = powers.get(random.nextInt(powers.size()));
        o.put("winners", new ArrayList<>(List.of(p, other(powers, p, random))));
        o.put("draw", false);
        o.put("how", "two winners");
        break;
      }
      case 2: // a concession to an eliminated power
      case 3: { // a draw shared by an eliminated power
        if (eliminated.isEmpty() || won) {
          o.put("winners", new ArrayList<>(powers));
          o.put("draw", true);
          o.put("how", "a draw the board did not decide");
          break;
        }
        String gone = eliminated.get(random.nextInt(eliminated.size()));
        boolean concession = random.nextBoolean();
        List<Object> winners = new ArrayList<>(List.of(gone));
        if (!concession) {
          winners.add(other(powers, gone, random));
        }
        o.put("winners", winners);
        o.put("draw", !concession);
        o.put("how", "agreed");
        o.put("kind", concession ? "concession" : "agreed_draw");
        break;
      }
      default:
        root.put("outcome", null);
        return "the board's victory dropped";
    }
    root.put("outcome", o);
    return "outcome " + o;
  }

  private static String other(List<String> powers, String p, Random random) {
    String q;
    do {
      q = powers.get(random.nextInt(powers.size()));
    } while (q.equals(p));
    return q;
  }

  // ------------------------------------------------------------------------------------------ a JSON tree

  private static Map<String, Object> parse(String json) {
    try (JsonParser p = DipjudgeFormat.FACTORY.createParser(json)) {
      p.nextToken();
      @SuppressWarnings("unchecked")
      Map<String, Object> root = (Map<String, Object>) value(p);
      return root;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Object value(JsonParser p) throws IOException {
    JsonToken t = p.currentToken();
    switch (t) {
      case START_OBJECT: {
        Map<String, Object> m = new LinkedHashMap<>();
        while (p.nextToken() != JsonToken.END_OBJECT) {
          String k = p.currentName();
          p.nextToken();
          m.put(k, value(p));
        }
        return m;
      }
      case START_ARRAY: {
        List<Object> l = new ArrayList<>();
        while (p.nextToken() != JsonToken.END_ARRAY) {
          l.add(value(p));
        }
        return l;
      }
      case VALUE_STRING:
        return p.getText();
      case VALUE_NUMBER_INT:
        return p.getLongValue();
      case VALUE_TRUE:
        return true;
      case VALUE_FALSE:
        return false;
      case VALUE_NULL:
        return null;
      default:
        throw new IllegalStateException("not in a game file: " + t);
    }
  }

  /** The tree as JSON text, each object's fields in a random order, with random whitespace between tokens. */
  private static String write(Object v, Random random) {
    StringBuilder sb = new StringBuilder();
    write(v, random, sb);
    return sb.toString();
  }

  private static void write(Object v, Random random, StringBuilder sb) {
    space(random, sb);
    if (v instanceof Map<?, ?> m) {
      List<Map.Entry<?, ?>> fields = new ArrayList<>(m.entrySet());
      Collections.shuffle(fields, random);
      sb.append('{');
      String sep = "";
      for (Map.Entry<?, ?> e : fields) {
        sb.append(sep);
        space(random, sb);
        sb.append('"').append(JsonStringEncoder.getInstance().quoteAsString((String) e.getKey())).append('"');
        space(random, sb);
        sb.append(':');
        write(e.getValue(), random, sb);
        sep = ",";
      }
      space(random, sb);
      sb.append('}');
    } else if (v instanceof List<?> l) {
      sb.append('[');
      String sep = "";
      for (Object x : l) {
        sb.append(sep);
        write(x, random, sb);
        sep = ",";
      }
      space(random, sb);
      sb.append(']');
    } else if (v instanceof String s) {
      sb.append('"').append(JsonStringEncoder.getInstance().quoteAsString(s)).append('"');
    } else {
      sb.append(v); // numbers, booleans, null
    }
    space(random, sb);
  }

  private static void space(Random random, StringBuilder sb) {
    int n = random.nextInt(4) == 0 ? random.nextInt(3) : 0;
    for (int i = 0; i < n; i++) {
      sb.append(" \n\t\r".charAt(random.nextInt(4)));
    }
  }
}
