package io.github.dipjudge.game;

import static com.google.common.base.Preconditions.checkArgument;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.rules.Rulebook;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The JSON Lines form of a game ({@link DipjudgeFormat#writeLines}): one JSON object a line, so that saving one more
 * phase appends lines instead of rewriting the game.
 *
 * <ol>
 *   <li>A header: {@code {"format": "dipjudge-game-lines", "version": 1, "map": ..., "id": ..., "rules": ...}}.
 *   <li>Then any number of phase records {@code {"turn": {...}}}, each one phase of the history as in a game file
 *       ({@code position}, {@code orders}, {@code skipped}, {@code seed}, {@code results}), and state records
 *       {@code {"state": {...}}} with what changes as a game is played: {@code seed}, {@code keepSkippedPhases},
 *       {@code alliances}, {@code outcome}, {@code tieBreakYear} and the current {@code position}.
 *   <li>The last record is a state record; it is the game's state, and the earlier ones are superseded (each is
 *       still checked to be a state record).
 * </ol>
 *
 * <p>{@link DipjudgeFormat#appendLines} writes the phases a game has added since a known count and a state record. Reading
 * checks as {@link DipjudgeFormat#read} does ({@link DipjudgeFormat.Check}), within the limits of a game file counted over all
 * the lines ({@link DipjudgeFormat#MAX_INPUT_BYTES} of text, {@link DipjudgeFormat#MAX_INPUT_VALUES} values); errors name the
 * line ({@code game.jsonl, line 7}) and the JSON path within it. Blank lines are skipped.
 */
final class GameLines {
  private GameLines() {}

  static final String FORMAT = "dipjudge-game-lines";

  static void write(Game game, OutputStream out) throws IOException {
    try (JsonGenerator g = line(out)) {
      g.writeStartObject();
      g.writeStringField("format", FORMAT);
      g.writeNumberField("version", DipjudgeFormat.VERSION);
      g.writeStringField("map", MapIds.idOf(game.map()));
      g.writeStringField("id", game.id());
      DipjudgeFormat.writeRules(g, game.rules());
      g.writeEndObject();
    }
    out.write('\n');
    append(game, 0, out);
  }

  static void append(Game game, int knownTurns, OutputStream out) throws IOException {
    checkArgument(knownTurns >= 0 && knownTurns <= game.historySize(), "the game has %s phases, not %s",
        game.historySize(), knownTurns);
    OrderNotation english = OrderNotation.english(game.map());
    for (int i = knownTurns; i < game.historySize(); i++) {
      try (JsonGenerator g = line(out)) {
        g.writeStartObject();
        g.writeFieldName("turn");
        DipjudgeFormat.writeTurn(g, game.turn(i), english);
        g.writeEndObject();
      }
      out.write('\n');
    }
    try (JsonGenerator g = line(out)) {
      g.writeStartObject();
      g.writeObjectFieldStart("state");
      g.writeNumberField("seed", game.seed());
      DipjudgeFormat.writeStateFields(g, game);
      g.writeFieldName("position");
      DipjudgeFormat.writePositionFields(g, game.position(), false);
      g.writeEndObject();
      g.writeEndObject();
    }
    out.write('\n');
    out.flush();
  }

  /** A generator for one line: compact, leaving the stream open. */
  private static JsonGenerator line(OutputStream out) throws IOException {
    JsonGenerator g = DipjudgeFormat.FACTORY.createGenerator(out, JsonEncoding.UTF8);
    g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    return g;
  }

  static Game read(InputStream in, String source, GameMap given, DipjudgeFormat.Check check)
      throws IOException, GameFormatException {
    return read(in, source, given, check, DipjudgeFormat.MAX_INPUT_VALUES);
  }

  /** As {@link #read(InputStream, String, GameMap, DipjudgeFormat.Check)}, with another bound on the values (tests). */
  static Game read(InputStream in, String source, GameMap given, DipjudgeFormat.Check check, int maxValues)
      throws IOException, GameFormatException {
    BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    Json header = null;
    List<Json> turns = new ArrayList<>();
    Json state = null;
    int n = 0;
    // The limits of a game file hold for the whole of the lines, not line by line: the text read and the values
    // of the trees kept.
    long chars = 0;
    int values = 0;
    for (String text = r.readLine(); text != null; text = r.readLine()) {
      n++;
      chars += text.length() + 1;
      if (chars > DipjudgeFormat.MAX_INPUT_BYTES) {
        throw new GameFormatException(source, "line " + n, "the input is larger than the limit of "
            + DipjudgeFormat.MAX_INPUT_BYTES + " characters (" + (DipjudgeFormat.MAX_INPUT_BYTES >> 20) + " Mi) of JSON text");
      }
      if (text.isBlank()) {
        continue;
      }
      Json record = Json.parse(new StringReader(text), source + ", line " + n, maxValues - values,
          DipjudgeFormat.skipped(check));
      values += record.valueCount();
      if (header == null) {
        DipjudgeFormat.checkFormat(record, FORMAT);
        DipjudgeFormat.checkFields(record, Set.of("format", "version", "map", "id", "rules"));
        header = record;
        continue;
      }
      DipjudgeFormat.checkFields(record, Set.of("turn", "state"));
      if (record.object().size() != 1) {
        throw record.error("a record holds either \"turn\" or \"state\"");
      }
      Json t = record.optional("turn");
      if (t != null) {
        turns.add(t);
        state = null;
      } else {
        state = record.field("state");
        DipjudgeFormat.checkFields(state, Set.of("seed", "keepSkippedPhases", "alliances", "outcome", "tieBreakYear",
            "position"));
      }
    }
    if (header == null) {
      throw new GameFormatException(source, "line 1", "no header: the input is empty");
    }
    if (state == null) {
      throw new GameFormatException(source, "line " + n, "the last record is not a state record (a write cut"
          + " short?): the game's current position is missing");
    }
    GameMap map = MapIds.resolve(header.field("map"), given);
    Rulebook rules = DipjudgeFormat.readRules(header.field("rules"));
    List<?> history = DipjudgeFormat.readHistory(turns, map, rules, OrderNotation.english(map), check);
    return DipjudgeFormat.assemble(map, header.field("id").string(), rules, state, history);
  }
}
