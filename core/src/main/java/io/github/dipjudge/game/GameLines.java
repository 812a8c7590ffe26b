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
import java.io.Reader;
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
    return read(in, source, given, check, maxValues, false).game();
  }

  /**
   * Reads the lines; with {@code recover}, a last line cut short (unfinished JSON and no newline after it) and the
   * phase records after the last state record are dropped and reported instead of refused.
   */
  static RecoveredGame read(InputStream in, String source, GameMap given, DipjudgeFormat.Check check, int maxValues,
      boolean recover) throws IOException, GameFormatException {
    Reader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    Json header = null;
    List<Json> turns = new ArrayList<>();
    List<Integer> turnLines = new ArrayList<>();
    Json state = null; // the last state record read
    int turnsAtState = 0; // the phase records read before it
    int n = 0;
    String cut = null; // what was wrong with a last line cut short, when recovering
    // The limits of a game file hold for the whole of the lines, not line by line: the text read and the values
    // of the trees kept.
    long chars = 0;
    int values = 0;
    StringBuilder line = new StringBuilder();
    char[] buf = new char[8192]; // read in blocks: one call a block, not a synchronized read() a character
    int len = 0;
    int at = 0;
    for (boolean more = true; more; ) {
      // One line, and whether a newline ends it: a writer ends every record with one, so a last line without it
      // was cut short (a crash in the middle of an append).
      line.setLength(0);
      more = false;
      while (true) {
        if (at == len) {
          len = Math.max(0, r.read(buf, 0, buf.length));
          at = 0;
          if (len == 0) {
            break;
          }
        }
        char ch = buf[at++];
        if (ch == '\n') {
          more = true;
          break;
        }
        line.append(ch);
        if (chars + line.length() > DipjudgeFormat.MAX_INPUT_BYTES) {
          throw new GameFormatException(source, "line " + (n + 1), "the input is larger than the limit of "
              + DipjudgeFormat.MAX_INPUT_BYTES + " characters (" + (DipjudgeFormat.MAX_INPUT_BYTES >> 20) + " Mi) of JSON text");
        }
      }
      if (!more && line.length() == 0) {
        break;
      }
      n++;
      chars += line.length() + 1;
      if (line.length() > 0 && line.charAt(line.length() - 1) == '\r') {
        line.setLength(line.length() - 1);
      }
      String text = line.toString();
      if (text.isBlank()) {
        continue;
      }
      Json record;
      try {
        record = Json.parse(new StringReader(text), source + ", line " + n, maxValues - values,
            DipjudgeFormat.skipped(check));
      } catch (GameFormatException e) {
        GameFormatException inLine = withinLine(e);
        if (more || !e.problem().startsWith("malformed JSON")) {
          throw inLine;
        }
        if (!recover) {
          throw new GameFormatException(source, "line " + n, "the last line is cut short: no newline ends it and its"
              + " record is unfinished (" + inLine.path() + ": " + inLine.problem() + "), as a write cut short"
              + " leaves it; DipjudgeFormat.recoverLines reads the game up to the last complete record");
        }
        cut = "line " + n + " (" + text.length() + " characters, cut short: " + inLine.path() + ": "
            + inLine.problem() + ")";
        break;
      }
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
        turnLines.add(n);
      } else {
        state = record.field("state");
        DipjudgeFormat.checkFields(state, Set.of("seed", "keepSkippedPhases", "alliances", "outcome", "tieBreakYear",
            "position"));
        turnsAtState = turns.size();
      }
    }
    if (header == null) {
      throw new GameFormatException(source, "line 1", "no header: the input is "
          + (cut == null ? "empty" : "cut short in its first line"));
    }
    List<Integer> dropped = new ArrayList<>(turnLines.subList(turnsAtState, turnLines.size()));
    if (state == null || turnsAtState < turns.size()) {
      if (!recover || state == null) {
        throw new GameFormatException(source, "line " + n, "the last record is not a state record (a write cut"
            + " short?): the game's current position is missing" + (state == null ? ""
            : "; DipjudgeFormat.recoverLines reads the game as the last state record, before line " + dropped.get(0)
            + ", saved it"));
      }
    }
    StringBuilder what = new StringBuilder();
    if (!dropped.isEmpty()) {
      what.append(dropped.size()).append(" phase record").append(dropped.size() == 1 ? "" : "s").append(" after the"
          + " last state record (line").append(dropped.size() == 1 ? " " : "s ").append(dropped.get(0))
          .append(dropped.size() == 1 ? "" : "-" + dropped.get(dropped.size() - 1)).append(")");
    }
    if (cut != null) {
      dropped.add(n);
      what.append(what.length() == 0 ? "" : "; ").append("the last ").append(cut);
    }
    GameMap map = MapIds.resolve(header.field("map"), given);
    Rulebook rules = DipjudgeFormat.readRules(header.field("rules"));
    List<?> history = DipjudgeFormat.readHistory(turns.subList(0, turnsAtState), map, rules, OrderNotation.english(map),
        check);
    Game game = DipjudgeFormat.assemble(map, header.field("id").string(), rules, state, history, check);
    return new RecoveredGame(game, com.google.common.collect.ImmutableList.copyOf(dropped), what.toString());
  }

  /**
   * An error of the parser within one line, whose source already names the line: its position is given as the
   * column alone ("game.jsonl, line 781: column 866"), not as the parser's "line 1, column 866".
   */
  private static GameFormatException withinLine(GameFormatException e) {
    String path = e.path();
    return path.startsWith("line 1, column ")
        ? new GameFormatException(e.source(), path.substring("line 1, ".length()), e.problem()) : e;
  }
}
