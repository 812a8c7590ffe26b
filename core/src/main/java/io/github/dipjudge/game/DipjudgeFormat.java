package io.github.dipjudge.game;

import static com.google.common.base.Preconditions.checkNotNull;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.adjudicate.TurnResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * This library's own JSON form of a {@link Game} and of a {@link Position}: everything a game holds, so that
 * {@code read(write(g))} {@linkplain Game#equals equals} {@code g} and plays on identically. The schema is in the
 * README ("This library's format"); in short, a game file is
 *
 * <pre>{@code
 * {"format": "dipjudge-game", "version": 1, "map": "standard", "id": "", "rules": {"preset": "datc",
 *  "settings": {"4.A.1": "B_ALL_ROUTES_DISRUPTED", ...}}, "seed": 0, "keepSkippedPhases": false,
 *  "alliances": [], "outcome": null, "tieBreakYear": 0,
 *  "history": [{"position": {...}, "orders": ["England: F lon - nth", ...], "skipped": false, "seed": 0,
 *               "results": [{"order": "England: F lon - nth", "reason": "MOVED", "by": [], "dislodged": false}]}],
 *  "position": {"phase": "F1901M", "units": {"England": ["F nth", ...]}, "dislodged": [], "standoffs": [],
 *               "centres": {"England": ["edi", "lon", "lvp"], ...}}}
 * }</pre>
 *
 * <p>A position on the two DPjudge variants that need more has one or two more fields, written only when the
 * position has them: {@code "claimed": {"Saxony": ["vie"]}} ({@link Position#claimedHomes}, {@code ambition}),
 * {@code "pending": {"France": 1}} ({@link Position#pendingCentres}, {@code 1898}) and
 * {@code "homes": {"Austria": ["bud", "ser"], ...}} ({@link Position#homesReassigned()}, {@code 1897}); on a
 * {@code VASSAL_DUMMIES} map ({@code vassal}) {@code "vassals": {"Belgium": "France"}} (each vassal's controller,
 * {@link Position#controller(Power)}), written only when some power is a vassal.
 *
 * and a position file is a position object with {@code "format": "dipjudge-position"}, {@code "version"} and
 * {@code "map"} added. Orders are written in the canonical English notation ({@link OrderNotation#english}), whose
 * {@code parse(print(o))} equals {@code o}.
 *
 * <p>Reading checks the format and version (a file of another version is refused), every field (a missing,
 * unknown or ill-typed field is an error), every name, every position against the map, and that the phases of the
 * history follow one another in time. How far it checks the recorded results is the caller's choice
 * ({@link Check}): by default ({@link Check#POSITIONS}) a game is loaded without adjudicating anything, each
 * phase's result being this library's adjudication of its position and orders, computed the first time that turn
 * is asked for (a server that loads a game to take one more phase's orders pays for no phase it does not look at);
 * {@link Check#ADJUDICATION} adjudicates every phase while reading and refuses a file whose recorded results differ
 * (written by another version, or edited) rather than silently rewriting them. The same holds under the house rules
 * ({@link Rulebook#retreatsWithMovementOrders()}), where a movement phase's orders and seed decide the whole turn:
 * the turn's retreat phase and (after a Fall) adjustment phase are read as the file records them, checked to be the
 * phases that follow, and adjudicated with their turn when one of its phases is first asked for
 * ({@link Check#POSITIONS}); {@link Check#ADJUDICATION} adjudicates each turn while reading and also refuses a
 * recorded retreat or adjustment phase that is not what its turn derives. Errors are {@link GameFormatException}s
 * naming the source, the JSON path and the offending value; nothing half-built is returned. Reading is linear in the
 * input: one pass of the streaming parser (and with {@link Check#ADJUDICATION} one adjudication per recorded
 * phase).
 *
 * <p>An append-friendly form, one JSON record a line, is written and read by {@link #writeLines},
 * {@link #appendLines} and {@link #readLines}: a server saving one more phase appends two lines instead of
 * rewriting the game.
 *
 * <p>The {@code map} field is resolved by id: {@code standard} is {@link GameMap#standard()}; the methods that take
 * a {@link GameMap} read games on any map whose id the file names.
 *
 * <p>Stateless and thread-safe.
 */
public final class DipjudgeFormat {
  /**
   * How far reading a game checks what it records (see the class comment). Both levels check the file's form, every
   * name and every position against the map; they differ in whether the recorded positions and results are taken
   * on trust or adjudicated.
   */
  public enum Check {
    /**
     * Checks: the form, the names, each recorded position against the map, that each phase comes after the one
     * before it in time (the current phase after the last of the history), that a phase recorded as passed over
     * ({@code "skipped": true}) carries no orders and has nothing to decide ({@link Game#nothingToDecide}), and that
     * the outcome agrees with the board as the recorded positions show it: a concession names a survivor, a draw
     * names survivors, and under the standard victory rule a victory or board-decided draw is what the recorded
     * position after the last Fall gives (one winner owning the victory centres and more than any other power) or
     * the end of the calendar's, and no Fall before the last ended the game.
     *
     * <p>Trusts, without adjudicating anything while reading: that each recorded position is what the adjudication
     * of the one before gives and that the current position follows the last phase (an edited file can move units,
     * owners or phases so long as the phases still go forward in time), and the recorded results, which are not
     * even read: each turn's result is computed from its recorded position and orders when first asked for (under
     * the house rules, a whole turn's from its movement phase's position, orders and seed). A server that only
     * loads files it wrote itself pays for no phase it does not look at.
     */
    POSITIONS,
    /**
     * As {@link #POSITIONS}, and every phase is adjudicated while reading: each recorded position must be what this
     * library's adjudication of the phase before it gives (its phase, units, dislodged units, standoffs, owners and
     * the rest of the position), the current position what the adjudication of the last phase gives, and each
     * phase's recorded results those of its adjudication (under the house rules also the recorded retreat and
     * adjustment phases those the turn derives). A file that differs in any of these is refused, the error naming
     * the phase and the first difference, rather than the game going on from an edited board.
     *
     * <p>Still trusted: the first recorded position (a game may start from any position, {@link Game#of}), the
     * judge's seeds and, under the house victory rule, the declared alliances and the tie-break year (a game may
     * change them between phases), and which powers agreed to a draw among survivors.
     */
    ADJUDICATION
  }

  /** The format name of a game file. */
  public static final String GAME_FORMAT = "dipjudge-game";

  /** The format name of a position file. */
  public static final String POSITION_FORMAT = "dipjudge-position";

  /** The version of the formats this class writes, and the only one it reads. */
  public static final int VERSION = 1;

  /**
   * The most JSON text the readers of this class and of {@link MilaFormat} read from a stream or file: 64 MiB,
   * counted after decompression (a {@code .gz} file's inflated text), checked while reading. Longer input is a
   * {@link GameFormatException} naming the source and the limit, raised once the limit is passed, whatever the
   * input's full length (an endless stream, a gzip bomb). The largest recorded game known is about 0.4 MB.
   */
  public static final long MAX_INPUT_BYTES = 64L << 20;

  /**
   * The most JSON values (objects, arrays, strings, numbers, booleans, nulls) those readers read: 4,000,000, checked
   * while reading, so that the memory of the tree read stays bounded (measured: 80 to 160 bytes a value, so at most
   * about 650 MB) whatever the input within {@link #MAX_INPUT_BYTES} ({@code [{},{},...]} is 3 bytes a value).
   * Recorded games hold about 110,000 values a megabyte: the limit admits about 36 MB of a real game's text, 90
   * times the largest recorded game known. More values are a {@link GameFormatException} naming the source and the
   * limit.
   */
  public static final int MAX_INPUT_VALUES = 4_000_000;

  static final JsonFactory FACTORY = new JsonFactory();

  private DipjudgeFormat() {}

  // ------------------------------------------------------------------------------------------ games out

  /**
   * Writes a game as JSON (UTF-8, indented); the stream is flushed, not closed.
   *
   * @param game the game
   * @param out where to write
   * @throws IOException if the stream cannot be written
   */
  public static void write(Game game, OutputStream out) throws IOException {
    checkNotNull(game, "game");
    checkNotNull(out, "out");
    try (JsonGenerator g = FACTORY.createGenerator(out, JsonEncoding.UTF8)) {
      g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
      g.useDefaultPrettyPrinter();
      writeGame(g, game);
    }
  }

  /**
   * A game as JSON text.
   *
   * @param game the game
   * @return the text {@link #write} writes
   */
  public static String toJson(Game game) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      write(game, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  private static void writeGame(JsonGenerator g, Game game) throws IOException {
    OrderNotation english = OrderNotation.english(game.map());
    g.writeStartObject();
    g.writeStringField("format", GAME_FORMAT);
    g.writeNumberField("version", VERSION);
    g.writeStringField("map", MapIds.idOf(game.map()));
    g.writeStringField("id", game.id());
    writeRules(g, game.rules());
    g.writeNumberField("seed", game.seed());
    writeStateFields(g, game);
    g.writeArrayFieldStart("history");
    for (Turn t : game.history()) {
      writeTurn(g, t, english);
    }
    g.writeEndArray();
    g.writeFieldName("position");
    writePositionFields(g, game.position(), false);
    g.writeEndObject();
  }

  /** The fields of a game that change as it is played, but for its history and position. */
  static void writeStateFields(JsonGenerator g, Game game) throws IOException {
    g.writeBooleanField("keepSkippedPhases", game.keepsSkippedPhases());
    g.writeArrayFieldStart("alliances");
    for (ImmutableSet<Power> a : game.alliances()) {
      g.writeStartArray();
      for (Power p : a) {
        g.writeString(p.name());
      }
      g.writeEndArray();
    }
    g.writeEndArray();
    g.writeFieldName("outcome");
    EndingJson.write(g, game.ending().orElse(null));
    g.writeNumberField("tieBreakYear", game.tieBreakYear());
  }

  /** One phase of the history, as an object. */
  static void writeTurn(JsonGenerator g, Turn t, OrderNotation english) throws IOException {
    g.writeStartObject();
    g.writeFieldName("position");
    writePositionFields(g, t.position(), false);
    g.writeArrayFieldStart("orders");
    for (Order o : t.orders()) {
      g.writeString(english.print(o));
    }
    g.writeEndArray();
    g.writeBooleanField("skipped", t.skipped());
    g.writeNumberField("seed", t.seed());
    writeResults(g, t.result(), english);
    g.writeEndObject();
  }

  static void writeRules(JsonGenerator g, Rulebook rules) throws IOException {
    g.writeObjectFieldStart("rules");
    g.writeStringField("preset", rules.name());
    g.writeObjectFieldStart("settings");
    for (Map.Entry<String, String> e : RulebookSettings.of(rules).entrySet()) {
      g.writeStringField(e.getKey(), e.getValue());
    }
    g.writeEndObject();
    g.writeEndObject();
  }

  private static void writeResults(JsonGenerator g, PhaseResult result, OrderNotation english) throws IOException {
    g.writeArrayFieldStart("results");
    for (OrderResult r : result.results()) {
      g.writeStartObject();
      g.writeStringField("order", english.print(r.order()));
      g.writeStringField("reason", r.reason().name());
      g.writeArrayFieldStart("by");
      for (Province p : r.by()) {
        g.writeString(p.id());
      }
      g.writeEndArray();
      g.writeBooleanField("dislodged", r.unitDislodged());
      g.writeEndObject();
    }
    g.writeEndArray();
  }

  // ------------------------------------------------------------------------------------------ positions out

  /**
   * Writes a position as a position file (UTF-8, indented); the stream is flushed, not closed.
   *
   * @param position the position
   * @param out where to write
   * @throws IOException if the stream cannot be written
   */
  public static void writePosition(Position position, OutputStream out) throws IOException {
    checkNotNull(position, "position");
    checkNotNull(out, "out");
    try (JsonGenerator g = FACTORY.createGenerator(out, JsonEncoding.UTF8)) {
      g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
      g.useDefaultPrettyPrinter();
      writePositionFields(g, position, true);
    }
  }

  /**
   * A position as the text of a position file.
   *
   * @param position the position
   * @return the text {@link #writePosition} writes
   */
  public static String positionToJson(Position position) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      writePosition(position, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  static void writePositionFields(JsonGenerator g, Position p, boolean standalone) throws IOException {
    g.writeStartObject();
    if (standalone) {
      g.writeStringField("format", POSITION_FORMAT);
      g.writeNumberField("version", VERSION);
      g.writeStringField("map", MapIds.idOf(p.map()));
    }
    g.writeStringField("phase", p.phase().code());
    g.writeObjectFieldStart("units");
    for (Power power : p.map().powers()) {
      g.writeArrayFieldStart(power.name());
      for (Unit u : p.units(power)) {
        g.writeString(u.type().letter() + " " + u.location().id());
      }
      g.writeEndArray();
    }
    g.writeEndObject();
    g.writeArrayFieldStart("dislodged");
    for (DislodgedUnit d : p.dislodged()) {
      g.writeStartObject();
      g.writeStringField("power", d.unit().power().name());
      g.writeStringField("unit", d.unit().type().letter() + " " + d.unit().location().id());
      g.writeStringField("attackerOrigin", d.attackerOrigin().id());
      g.writeBooleanField("byConvoy", d.byConvoy());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeArrayFieldStart("standoffs");
    for (Province s : p.standoffs()) {
      g.writeString(s.id());
    }
    g.writeEndArray();
    g.writeObjectFieldStart("centres");
    for (Power power : p.map().powers()) {
      g.writeArrayFieldStart(power.name());
      for (Province c : p.centres(power)) {
        g.writeString(c.id());
      }
      g.writeEndArray();
    }
    g.writeEndObject();
    if (p.hasPendingCentres()) {
      g.writeObjectFieldStart("pending");
      for (Power power : p.map().powers()) {
        if (p.pendingCentres(power) > 0) {
          g.writeNumberField(power.name(), p.pendingCentres(power));
        }
      }
      g.writeEndObject();
    }
    if (p.hasClaimedHomes()) {
      g.writeObjectFieldStart("claimed");
      for (Power power : p.map().powers()) {
        if (!p.claimedHomes(power).isEmpty()) {
          g.writeArrayFieldStart(power.name());
          for (Province c : p.claimedHomes(power)) {
            g.writeString(c.id());
          }
          g.writeEndArray();
        }
      }
      g.writeEndObject();
    }
    if (p.homesReassigned()) {
      g.writeObjectFieldStart("homes");
      for (Power power : p.map().powers()) {
        g.writeArrayFieldStart(power.name());
        for (Province c : p.homeCentres(power)) {
          g.writeString(c.id());
        }
        g.writeEndArray();
      }
      g.writeEndObject();
    }
    if (p.hasVassals()) {
      g.writeObjectFieldStart("vassals");
      for (Power power : p.map().powers()) {
        Power c = p.controller(power).orElse(null);
        if (c != null) {
          g.writeStringField(power.name(), c.name());
        }
      }
      g.writeEndObject();
    }
    g.writeEndObject();
  }

  // ------------------------------------------------------------------------------------------ games in

  /**
   * Reads a game file ({@code .gz} files are gunzipped), resolving its map by id.
   *
   * @param file the file
   * @return the game
   * @throws IOException if the file cannot be read
   * @throws GameFormatException if it is not a game file of this version, or its content is wrong
   */
  public static Game read(Path file) throws IOException, GameFormatException {
    return read(file, Check.POSITIONS);
  }

  /**
   * Reads a game file ({@code .gz} files are gunzipped), resolving its map by id, checking as asked.
   *
   * @param file the file
   * @param check how far to check the recorded results
   * @return the game
   * @throws IOException if the file cannot be read
   * @throws GameFormatException if it is not a game file of this version, or its content is wrong (with
   *     {@link Check#ADJUDICATION}: also if a recorded result is not this library's adjudication)
   */
  public static Game read(Path file, Check check) throws IOException, GameFormatException {
    checkNotNull(file, "file");
    checkNotNull(check, "check");
    try (InputStream in = SavedFiles.open(file)) {
      return readGame(Json.parse(in, file.toString(), MAX_INPUT_VALUES, skipped(check)), null, check);
    }
  }

  /**
   * Reads a game from a stream, resolving its map by id; the stream is not closed.
   *
   * @param in the JSON text, UTF-8
   * @param source the name to give in errors (a file name)
   * @return the game
   * @throws IOException if the stream cannot be read
   * @throws GameFormatException if it is not a game of this version, or its content is wrong
   */
  public static Game read(InputStream in, String source) throws IOException, GameFormatException {
    checkNotNull(in, "in");
    checkNotNull(source, "source");
    return readGame(Json.parse(in, source, MAX_INPUT_VALUES, skipped(Check.POSITIONS)), null, Check.POSITIONS);
  }

  /**
   * Reads a game on a given map from a stream (the file's {@code map} field must be that map's id); the stream is
   * not closed.
   *
   * @param in the JSON text, UTF-8
   * @param source the name to give in errors
   * @param map the map the game is on
   * @return the game
   * @throws IOException if the stream cannot be read
   * @throws GameFormatException if it is not a game of this version on that map, or its content is wrong
   */
  public static Game read(InputStream in, String source, GameMap map) throws IOException, GameFormatException {
    checkNotNull(in, "in");
    checkNotNull(source, "source");
    checkNotNull(map, "map");
    return readGame(Json.parse(in, source, MAX_INPUT_VALUES, skipped(Check.POSITIONS)), map, Check.POSITIONS);
  }

  /**
   * Reads a game from JSON text, resolving its map by id.
   *
   * @param json the text
   * @param source the name to give in errors
   * @return the game
   * @throws GameFormatException if it is not a game of this version, or its content is wrong
   */
  public static Game fromJson(String json, String source) throws GameFormatException {
    return fromJson(json, source, Check.POSITIONS);
  }

  /**
   * Reads a game from JSON text, resolving its map by id, checking as asked.
   *
   * @param json the text
   * @param source the name to give in errors
   * @param check how far to check the recorded results
   * @return the game
   * @throws GameFormatException if it is not a game of this version, or its content is wrong (with
   *     {@link Check#ADJUDICATION}: also if a recorded result is not this library's adjudication)
   */
  public static Game fromJson(String json, String source, Check check) throws GameFormatException {
    checkNotNull(json, "json");
    checkNotNull(source, "source");
    checkNotNull(check, "check");
    try {
      return readGame(Json.parse(new StringReader(json), source, MAX_INPUT_VALUES, skipped(check)), null, check);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The fields whose arrays reading passes over: without adjudication the recorded results are not compared, so no
   * tree is built for them (about half of a game file's values).
   */
  static Set<String> skipped(Check check) {
    return check == Check.POSITIONS ? Set.of("results") : Set.of();
  }

  static void checkFormat(Json root, String format) throws GameFormatException {
    Json f = root.field("format");
    if (!f.string().equals(format)) {
      throw f.error("not a " + format + " file: the format is " + f.show());
    }
    Json v = root.field("version");
    if (v.longValue() != VERSION) {
      throw v.error("format version " + v.show() + " is not supported: this library reads version " + VERSION);
    }
  }

  private static final Set<String> GAME_FIELDS = Set.of("format", "version", "map", "id", "rules", "seed",
      "keepSkippedPhases", "alliances", "outcome", "tieBreakYear", "history", "position");
  static final Set<String> TURN_FIELDS = Set.of("position", "orders", "skipped", "seed", "results");
  static final Set<String> POSITION_FIELDS = Set.of("phase", "units", "dislodged", "standoffs", "centres",
      "pending", "homes", "vassals", "claimed");
  private static final Set<String> POSITION_FILE_FIELDS = Set.of("format", "version", "map", "phase", "units",
      "dislodged", "standoffs", "centres", "pending", "homes", "vassals", "claimed");

  static void checkFields(Json object, Set<String> known) throws GameFormatException {
    for (String k : object.object().keySet()) {
      if (!known.contains(k)) {
        throw object.error("unknown field \"" + Json.clip(k) + "\"; the fields are " + String.join(", ",
            new java.util.TreeSet<>(known)));
      }
    }
  }

  private static Game readGame(Json root, GameMap given, Check check) throws GameFormatException {
    checkFormat(root, GAME_FORMAT);
    checkFields(root, GAME_FIELDS);
    GameMap map = MapIds.resolve(root.field("map"), given);
    Rulebook rules = readRules(root.field("rules"));
    List<?> history = readHistory(root.field("history").array(), map, rules, OrderNotation.english(map), check);
    return assemble(map, root.field("id").string(), rules, root, history, check);
  }

  /**
   * The game of a history and the fields of {@code state} that change as a game is played ({@code seed},
   * {@code keepSkippedPhases}, {@code alliances}, {@code outcome}, {@code tieBreakYear}, {@code position}).
   */
  static Game assemble(GameMap map, String id, Rulebook rules, Json state, List<?> history, Check check)
      throws GameFormatException {
    long seed = state.field("seed").longValue();
    boolean keepSkipped = state.field("keepSkippedPhases").bool();
    List<List<Power>> alliances = new ArrayList<>();
    for (Json a : state.field("alliances").array()) {
      List<Power> members = new ArrayList<>();
      for (Json p : a.array()) {
        members.add(JsonNames.power(map, p));
      }
      alliances.add(members);
    }
    GameEnding outcome = EndingJson.read(state.optional("outcome"), map);
    Json tie = state.field("tieBreakYear");
    int tieBreakYear = tie.intValue();
    if (tieBreakYear < 0) {
      throw tie.error("a year cannot be negative: " + tie.show());
    }
    Json current = state.field("position");
    Position position = readPosition(current, map, POSITION_FIELDS);
    Position lastPhase = history.isEmpty() ? null : positionOf(history.get(history.size() - 1));
    if (lastPhase != null && position.phase().compareTo(lastPhase.phase()) <= 0) {
      throw current.field("phase").error("the current phase " + position.phase().code()
          + " does not come after the last phase of the history, " + lastPhase.phase().code());
    }
    if (check == Check.ADJUDICATION && !history.isEmpty()) {
      Turn last = (Turn) history.get(history.size() - 1);
      String difference = positionDifference(position, last.result().nextPosition(), "the adjudication of "
          + last.position().phase().code() + " gives");
      if (difference != null) {
        throw current.error("the current position is not what this library's adjudication of the last phase, "
            + last.position().phase().code() + ", gives: " + difference);
      }
    }
    Game g = Game.of(position, rules).withId(id).withSeed(seed);
    if (keepSkipped) {
      g = g.keepingSkippedPhases();
    }
    try {
      g = g.withAlliances(alliances);
    } catch (IllegalArgumentException e) {
      throw state.field("alliances").error(e.getMessage());
    }
    g = g.withHistory(history).withEnding(outcome, tieBreakYear);
    List<Position> recorded = new ArrayList<>(history.size());
    for (Object t : history) {
      recorded.add(positionOf(t));
    }
    String disagreement = BoardOutcome.disagreement(g, recorded);
    if (disagreement != null) {
      Json o = state.optional("outcome");
      throw (o != null ? o : tie).error(disagreement);
    }
    return g;
  }

  static Rulebook readRules(Json rules) throws GameFormatException {
    checkFields(rules, Set.of("preset", "settings"));
    return RulebookSettings.read(rules.field("preset").string(), rules.field("settings"));
  }

  /** One recorded phase, read. */
  private record Recorded(Json json, Position position, ImmutableList<Order> orders, boolean skipped, long seed) {}

  private static Recorded recorded(Json t, GameMap map, OrderNotation english) throws GameFormatException {
    checkFields(t, TURN_FIELDS);
    Position p = readPosition(t.field("position"), map, POSITION_FIELDS);
    ImmutableList.Builder<Order> orders = ImmutableList.builder();
    for (Json o : t.field("orders").array()) {
      orders.add(JsonNames.order(english, o));
    }
    return new Recorded(t, p, orders.build(), t.field("skipped").bool(), t.field("seed").longValue());
  }

  private static Position positionOf(Object turn) {
    return turn instanceof Turn t ? t.position() : ((Pending) turn).position();
  }

  /**
   * The history without adjudicating: each phase a {@link PendingTurn}, and under the house rules each turn of a
   * movement phase played a {@link PendingHouseTurn} of its recorded phases; the results are only checked to be a
   * list.
   */
  private static List<Pending> pendingHistory(List<Json> entries, GameMap map, Rulebook rules,
      OrderNotation english) throws GameFormatException {
    List<Pending> out = new ArrayList<>();
    Position last = null;
    for (int i = 0; i < entries.size(); ) {
      Json entry = entries.get(i);
      Recorded r = recorded(entry, map, english);
      checkFollows(entry, r.position, last);
      entry.field("results").array();
      PendingTurn p = new PendingTurn(r.position, r.orders, r.skipped, r.seed, rules);
      if (!isHouseTurn(r, rules)) {
        checkSkipped(r, rules);
        out.add(p);
        last = r.position;
        i++;
        continue;
      }
      // House rules: the turn's retreat phase and, after a Fall with adjustments ordered with the movement orders,
      // its adjustment phase follow, as the file records them; they are read, and adjudicated with the turn.
      List<PendingTurn> phases = new ArrayList<>(List.of(p));
      Phase expected = r.position.phase().next();
      int size = houseTurnSize(r.position.phase(), rules);
      for (int k = 1; k < size; k++, expected = expected.next()) {
        if (i + k >= entries.size()) {
          throw entry.error("the house-rule turn of " + r.position.phase().code() + " ends early: its "
              + expected.code() + " phase is missing");
        }
        Json e = entries.get(i + k);
        Recorded d = recorded(e, map, english);
        if (!d.position.phase().equals(expected)) {
          throw e.field("position").field("phase").error("the house-rule turn of " + r.position.phase().code()
              + " goes on with its " + expected.code() + " phase, not " + d.position.phase().code());
        }
        e.field("results").array();
        phases.add(new PendingTurn(d.position, d.orders, d.skipped, d.seed, rules));
        last = d.position;
      }
      out.addAll(new PendingHouseTurn(phases, rules).members());
      i += size;
    }
    return out;
  }

  /** A phase must come after the one before it in time. */
  private static void checkFollows(Json entry, Position p, Position last) throws GameFormatException {
    if (last != null && p.phase().compareTo(last.phase()) <= 0) {
      throw entry.field("position").field("phase").error("phase " + p.phase().code()
          + " does not come after the phase before it, " + last.phase().code());
    }
  }

  /**
   * A phase recorded as passed over ({@code "skipped": true}) must be one a game passes over: no orders, and nothing
   * to decide ({@link Game#nothingToDecide}); a played phase marked skipped would hide its orders from
   * {@link Game#playedTurns()}.
   */
  private static void checkSkipped(Recorded r, Rulebook rules) throws GameFormatException {
    if (!r.skipped) {
      return;
    }
    if (!r.orders.isEmpty()) {
      throw r.json.field("orders").error("phase " + r.position.phase().code() + " is recorded as passed over"
          + " (\"skipped\": true) but carries " + r.orders.size() + " order(s)");
    }
    if (!Game.nothingToDecide(r.position, rules)) {
      throw r.json.field("skipped").error("phase " + r.position.phase().code() + " is recorded as passed over"
          + " (\"skipped\": true) but has something to decide: "
          + (r.position.phase().type() == PhaseType.MOVEMENT ? "it is a movement phase"
          : r.position.phase().type() == PhaseType.RETREAT ? "a unit is dislodged" : "a power builds or removes"));
    }
  }

  /** Whether a recorded phase is a movement phase whose orders decide a whole house-rule turn. */
  private static boolean isHouseTurn(Recorded r, Rulebook rules) {
    return rules.retreatsWithMovementOrders() && r.position.phase().type() == PhaseType.MOVEMENT && !r.skipped;
  }

  /**
   * The number of phases a house-rule turn from movement phase {@code p} records ({@link Game#houseTurns}): the
   * movement and retreat phases, and after a season an adjustment phase follows (the Fall on the standard calendar),
   * when adjustments are ordered with its movement orders, the adjustment phase.
   */
  private static int houseTurnSize(Phase p, Rulebook rules) {
    return p.beforeAdjustments() && rules.adjustmentOrdering() == Rulebook.AdjustmentOrdering.WITH_FALL_ORDERS
        ? 3 : 2;
  }

  /** The history of the recorded phases {@code entries} (each a turn object), read with the check asked. */
  static List<?> readHistory(List<Json> entries, GameMap map, Rulebook rules, OrderNotation english,
      Check check) throws GameFormatException {
    if (check == Check.POSITIONS) {
      return pendingHistory(entries, map, rules, english);
    }
    Adjudicator adjudicator = Adjudicator.create(map, rules);
    ImmutableList.Builder<Turn> out = ImmutableList.builder();
    Turn last = null;
    for (int i = 0; i < entries.size(); ) {
      Recorded r = recorded(entries.get(i), map, english);
      checkFollows(entries.get(i), r.position, last == null ? null : last.position());
      if (last != null) {
        // The first recorded position is the game's start, taken as it is; every later one must be what the
        // adjudication of the phase before it gives.
        String difference = positionDifference(r.position, last.result().nextPosition(), "the adjudication of "
            + last.position().phase().code() + " gives");
        if (difference != null) {
          throw entries.get(i).field("position").error("the position of " + r.position.phase().code()
              + " is not what this library's adjudication of the phase before it, " + last.position().phase().code()
              + ", gives: " + difference);
        }
      }
      if (!isHouseTurn(r, rules)) {
        checkSkipped(r, rules);
      }
      List<Turn> turns;
      try {
        if (isHouseTurn(r, rules)) {
          // House rules: the movement phase's orders decide the whole turn; its retreat and adjustment phases
          // follow in the file, derived, and must be what the turn derives.
          TurnResult turn = adjudicator.turn(r.position, r.orders, r.seed);
          turns = Game.houseTurns(r.position, r.orders, turn, r.seed, rules);
        } else {
          PhaseResult result = adjudicator.adjudicate(r.position, r.orders);
          turns = List.of(new Turn(r.position, r.orders, result, r.skipped, r.seed));
        }
      } catch (IllegalArgumentException | IllegalStateException e) {
        // IllegalStateException: a phase no phase can follow (the Winter of the last year), in an edited file.
        throw entries.get(i).error("cannot adjudicate this phase: " + e.getMessage());
      }
      for (int k = 0; k < turns.size(); k++) {
        if (i + k >= entries.size()) {
          throw entries.get(i).error("the house-rule turn of " + r.position.phase().code() + " ends early: its "
              + turns.get(k).position().phase().code() + " phase is missing");
        }
        Recorded derived = k == 0 ? r : recorded(entries.get(i + k), map, english);
        Turn t = turns.get(k);
        String difference = k == 0 ? null : difference(derived, t, english);
        if (difference != null) {
          throw entries.get(i + k).error("this phase is not what the house-rule turn of "
              + r.position.phase().code() + " derives: " + difference);
        }
        checkResults(entries.get(i + k).field("results"), t.result(), english);
        out.add(t);
        last = t;
      }
      i += turns.size();
    }
    return out.build();
  }

  /**
   * What differs between a recorded phase and the phase a house-rule turn derives, in words (the first difference
   * found), or null when they are the same.
   */
  private static String difference(Recorded r, Turn t, OrderNotation english) {
    String position = positionDifference(r.position, t.position(), "the turn derives");
    if (position != null) {
      return position;
    }
    if (!r.orders.equals(t.orders())) {
      return "the orders are " + orders(r.orders, english) + ", the turn derives " + orders(t.orders(), english);
    }
    if (r.skipped != t.skipped()) {
      return "\"skipped\" is " + r.skipped + ", the turn derives " + t.skipped();
    }
    if (r.seed != t.seed()) {
      return "the seed is " + r.seed + ", the turn's is " + t.seed();
    }
    return null;
  }

  /**
   * What differs between a recorded position {@code a} and the position {@code b} that {@code source} gives ("the
   * turn derives"), in words (the first difference found), or null when they are equal.
   */
  private static String positionDifference(Position a, Position b, String source) {
    if (!a.phase().equals(b.phase())) {
      return "the phase is " + a.phase().code() + ", " + source + " " + b.phase().code();
    }
    for (Power p : a.map().powers()) {
      if (!a.units(p).equals(b.units(p))) {
        return "the units of " + p.name() + " are " + units(a.units(p)) + ", " + source + " " + units(b.units(p));
      }
    }
    if (!a.dislodged().equals(b.dislodged())) {
      return "the dislodged units are " + dislodged(a.dislodged()) + ", " + source + " " + dislodged(b.dislodged());
    }
    if (!a.standoffs().equals(b.standoffs())) {
      return "the standoffs are " + provinces(a.standoffs()) + ", " + source + " " + provinces(b.standoffs());
    }
    for (Power p : a.map().powers()) {
      if (!a.centres(p).equals(b.centres(p))) {
        return "the centres of " + p.name() + " are " + provinces(a.centres(p)) + ", " + source + " "
            + provinces(b.centres(p));
      }
    }
    if (!a.equals(b)) {
      return "the position differs from the one " + source + " (its pending centres, home centres, claimed homes"
          + " or vassals)";
    }
    return null;
  }

  private static String units(List<Unit> units) {
    List<String> out = new ArrayList<>();
    for (Unit u : units) {
      out.add(u.type().letter() + " " + u.location().id());
    }
    return out.toString();
  }

  private static String dislodged(List<DislodgedUnit> units) {
    List<String> out = new ArrayList<>();
    for (DislodgedUnit d : units) {
      out.add(d.unit().power().name() + " " + d.unit().type().letter() + " " + d.unit().location().id());
    }
    return out.toString();
  }

  private static String provinces(java.util.Collection<Province> provinces) {
    List<String> out = new ArrayList<>();
    for (Province p : provinces) {
      out.add(p.id());
    }
    return out.toString();
  }

  private static String orders(List<Order> orders, OrderNotation english) {
    List<String> out = new ArrayList<>();
    for (Order o : orders) {
      out.add(english.print(o));
    }
    return out.toString();
  }

  /** The recorded results must be those of the adjudication, one for one. */
  private static void checkResults(Json recorded, PhaseResult result, OrderNotation english)
      throws GameFormatException {
    List<Json> rec = recorded.array();
    ImmutableList<OrderResult> ours = result.results();
    for (int i = 0; i < Math.max(rec.size(), ours.size()); i++) {
      if (i >= rec.size()) {
        throw recorded.error("a result is missing: this library's adjudication gives " + describe(ours.get(i),
            english));
      }
      Json r = rec.get(i);
      if (i >= ours.size()) {
        throw r.error("this result is not among those of this library's adjudication of the phase");
      }
      checkFields(r, Set.of("order", "reason", "by", "dislodged"));
      StringBuilder given = new StringBuilder(r.field("order").string()).append(": ")
          .append(r.field("reason").string()).append(" by [");
      String sep = "";
      for (Json b : r.field("by").array()) {
        given.append(sep).append(b.string());
        sep = ", ";
      }
      given.append("]").append(r.field("dislodged").bool() ? ", dislodged" : "");
      String expected = describe(ours.get(i), english);
      if (!given.toString().equals(expected)) {
        throw r.error("the recorded result \"" + Json.clip(given.toString()) + "\" is not this library's"
            + " adjudication of the phase, \"" + expected + "\"");
      }
    }
  }

  private static String describe(OrderResult r, OrderNotation english) {
    StringBuilder sb = new StringBuilder(english.print(r.order())).append(": ").append(r.reason().name())
        .append(" by [");
    String sep = "";
    for (Province p : r.by()) {
      sb.append(sep).append(p.id());
      sep = ", ";
    }
    return sb.append("]").append(r.unitDislodged() ? ", dislodged" : "").toString();
  }

  // ------------------------------------------------------------------------------------------ JSON Lines

  /** The format name of the first line of a game in JSON Lines ({@link #writeLines}). */
  public static final String LINES_FORMAT = GameLines.FORMAT;

  /**
   * Writes a game in JSON Lines, one compact JSON object a line (UTF-8): a header ({@code format}
   * {@value #LINES_FORMAT}, {@code version}, {@code map}, {@code id}, {@code rules}), one {@code {"turn": ...}} record
   * per phase of the history (as the objects of a game file's {@code history}), then a {@code {"state": ...}}
   * record ({@code seed}, {@code keepSkippedPhases}, {@code alliances}, {@code outcome}, {@code tieBreakYear},
   * {@code position}). The stream is flushed, not closed. {@link #readLines} reads it back equal to the game.
   *
   * @param game the game
   * @param out where to write
   * @throws IOException if the stream cannot be written
   */
  public static void writeLines(Game game, OutputStream out) throws IOException {
    checkNotNull(game, "game");
    checkNotNull(out, "out");
    GameLines.write(game, out);
  }

  /**
   * Appends to a game's JSON Lines what it added since it had {@code knownTurns} phases in its history: one
   * {@code turn} record per new phase and a {@code state} record, which supersedes the earlier ones. A server that
   * saved a game with {@link #writeLines} and advanced it appends with the history size it saved at; the file is
   * never rewritten. The stream is flushed, not closed.
   *
   * @param game the game, whose history extends the saved one
   * @param knownTurns the number of phases of its history the file already holds
   * @param out where to append
   * @throws IOException if the stream cannot be written
   * @throws IllegalArgumentException if {@code knownTurns} is negative or more than the game's history
   */
  public static void appendLines(Game game, int knownTurns, OutputStream out) throws IOException {
    checkNotNull(game, "game");
    checkNotNull(out, "out");
    GameLines.append(game, knownTurns, out);
  }

  /**
   * Reads a game in JSON Lines ({@link #writeLines}), resolving its map by id, checking as asked; the stream is not
   * closed. The last record must be a state record: a file cut short in the middle of an append is refused, the
   * error saying so (a last line cut short: no newline ends it and its JSON is unfinished); {@link #recoverLines}
   * reads such a file up to its last complete record.
   *
   * @param in the lines, UTF-8
   * @param source the name to give in errors, which add the line number
   * @param check how far to check the recorded results ({@link Check})
   * @return the game
   * @throws IOException if the stream cannot be read
   * @throws GameFormatException if a line is not a record of this format and version, or its content is wrong
   */
  public static Game readLines(InputStream in, String source, Check check) throws IOException, GameFormatException {
    checkNotNull(in, "in");
    checkNotNull(source, "source");
    checkNotNull(check, "check");
    return GameLines.read(in, source, null, check);
  }

  /**
   * Reads a game file in JSON Lines ({@code .gz} files are gunzipped), as {@link #readLines(InputStream, String,
   * Check)}.
   *
   * @param file the file
   * @param check how far to check the recorded results
   * @return the game
   * @throws IOException if the file cannot be read
   * @throws GameFormatException if a line is not a record of this format and version, or its content is wrong
   */
  public static Game readLines(Path file, Check check) throws IOException, GameFormatException {
    checkNotNull(file, "file");
    checkNotNull(check, "check");
    try (InputStream in = SavedFiles.open(file)) {
      return GameLines.read(in, file.toString(), null, check);
    }
  }

  /**
   * Reads a game in JSON Lines as {@link #readLines(InputStream, String, Check)} does, but recovers what a write cut
   * short (a crash in the middle of an append) leaves: a last line cut short in the middle of its record (unfinished
   * JSON, no newline after it) and phase records after the last state record are dropped, and the game is the one
   * the last complete state record saved, with what was dropped reported ({@link RecoveredGame}). Anything else
   * wrong is refused as {@code readLines} refuses it: a malformed line that a newline ends, a bad record anywhere,
   * a log with no complete state record. The stream is not closed.
   *
   * @param in the lines, UTF-8
   * @param source the name to give in errors, which add the line number
   * @param check how far to check the recorded results ({@link Check}) of the records kept
   * @return the game up to the last complete state record, and what was dropped after it
   * @throws IOException if the stream cannot be read
   * @throws GameFormatException if a line other than a last one cut short is not a record of this format and
   *     version, or its content is wrong, or no complete state record is left
   */
  public static RecoveredGame recoverLines(InputStream in, String source, Check check)
      throws IOException, GameFormatException {
    checkNotNull(in, "in");
    checkNotNull(source, "source");
    checkNotNull(check, "check");
    return GameLines.read(in, source, null, check, MAX_INPUT_VALUES, true);
  }

  /**
   * Reads a game file in JSON Lines ({@code .gz} files are gunzipped) with recovery, as
   * {@link #recoverLines(InputStream, String, Check)}.
   *
   * @param file the file
   * @param check how far to check the recorded results of the records kept
   * @return the game up to the last complete state record, and what was dropped after it
   * @throws IOException if the file cannot be read
   * @throws GameFormatException as {@link #recoverLines(InputStream, String, Check)}
   */
  public static RecoveredGame recoverLines(Path file, Check check) throws IOException, GameFormatException {
    checkNotNull(file, "file");
    checkNotNull(check, "check");
    try (InputStream in = SavedFiles.open(file)) {
      return GameLines.read(in, file.toString(), null, check, MAX_INPUT_VALUES, true);
    }
  }

  // ------------------------------------------------------------------------------------------ positions in

  /**
   * Reads a position file from a stream, resolving its map by id; the stream is not closed.
   *
   * @param in the JSON text, UTF-8
   * @param source the name to give in errors
   * @return the position
   * @throws IOException if the stream cannot be read
   * @throws GameFormatException if it is not a position file of this version, or its content is wrong
   */
  public static Position readPosition(InputStream in, String source) throws IOException, GameFormatException {
    checkNotNull(in, "in");
    checkNotNull(source, "source");
    return readPositionFile(Json.parse(in, source), null);
  }

  /**
   * Reads a position file on a given map from a stream; the stream is not closed.
   *
   * @param in the JSON text, UTF-8
   * @param source the name to give in errors
   * @param map the map (the file's {@code map} field must be its id)
   * @return the position
   * @throws IOException if the stream cannot be read
   * @throws GameFormatException if it is not a position file of this version on that map, or its content is wrong
   */
  public static Position readPosition(InputStream in, String source, GameMap map)
      throws IOException, GameFormatException {
    checkNotNull(in, "in");
    checkNotNull(source, "source");
    checkNotNull(map, "map");
    return readPositionFile(Json.parse(in, source), map);
  }

  /**
   * Reads a position from the text of a position file, resolving its map by id.
   *
   * @param json the text
   * @param source the name to give in errors
   * @return the position
   * @throws GameFormatException if it is not a position file of this version, or its content is wrong
   */
  public static Position positionFromJson(String json, String source) throws GameFormatException {
    checkNotNull(json, "json");
    checkNotNull(source, "source");
    try {
      return readPositionFile(Json.parse(new StringReader(json), source), null);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Position readPositionFile(Json root, GameMap given) throws GameFormatException {
    checkFormat(root, POSITION_FORMAT);
    GameMap map = MapIds.resolve(root.field("map"), given);
    return readPosition(root, map, POSITION_FILE_FIELDS);
  }

  /**
   * The optional fields of the two DPjudge variants that need them: {@code "pending"} (each power's pending centres,
   * {@link Position#pendingCentres}, powers with none left out) and {@code "homes"} (the home centres of a position
   * that reassigns them, {@link Position#homesReassigned()}, every power's list) and {@code "vassals"} (each
   * vassal's controller, {@link Position#controller(Power)}, {@code VASSAL_DUMMIES}).
   */
  private static void readPendingAndHomes(Json p, GameMap map, Position.Builder b) throws GameFormatException {
    Json pending = p.optional("pending");
    if (pending != null) {
      for (Map.Entry<String, Json> e : pending.object().entrySet()) {
        Power power = JsonNames.power(map, e.getKey(), e.getValue());
        int n = e.getValue().intValue();
        if (n < 1) {
          throw e.getValue().error("pending centres of " + power.name() + ": " + n + " (a power with none is left"
              + " out)");
        }
        b.pendingCentres(power, n);
      }
    }
    Json homes = p.optional("homes");
    if (homes != null) {
      Map<Province, Power> h = new java.util.LinkedHashMap<>();
      for (Map.Entry<String, Json> e : homes.object().entrySet()) {
        Power power = JsonNames.power(map, e.getKey(), e.getValue());
        for (Json c : e.getValue().array()) {
          Province centre = JsonNames.province(map, c);
          if (!centre.isSupplyCentre()) {
            throw c.error("home centre " + centre.id() + " is no supply centre");
          }
          if (h.putIfAbsent(centre, power) != null) {
            throw c.error("the centre " + centre.id() + " is the home of two powers");
          }
        }
      }
      b.homes(h);
    }
    Json vassals = p.optional("vassals");
    if (vassals != null) {
      for (Map.Entry<String, Json> e : vassals.object().entrySet()) {
        Power vassal = JsonNames.power(map, e.getKey(), e.getValue());
        Power controller = JsonNames.power(map, e.getValue());
        if (controller == vassal) {
          throw e.getValue().error(vassal.name() + " cannot be its own vassal");
        }
        b.controller(vassal, controller);
      }
    }
    Json claimed = p.optional("claimed");
    if (claimed != null) {
      for (Map.Entry<String, Json> e : claimed.object().entrySet()) {
        Power power = JsonNames.power(map, e.getKey(), e.getValue());
        List<Json> list = e.getValue().array();
        if (list.isEmpty() || list.size() > power.claimableHomes()) {
          throw e.getValue().error(power.name() + " claims " + list.size() + " home centres; it may claim "
              + power.claimableHomes() + " (a power with none is left out)");
        }
        for (Json c : list) {
          Province centre = JsonNames.province(map, c);
          if (!centre.isSupplyCentre()) {
            throw c.error("claimed home centre " + centre.id() + " is no supply centre");
          }
          b.claimHome(power, centre);
        }
      }
    }
  }

  static Position readPosition(Json p, GameMap map, Set<String> fields) throws GameFormatException {
    checkFields(p, fields);
    Phase phase = JsonNames.phase(p.field("phase"), map.calendar());
    Position.Builder b = Position.builder(map).phase(phase);
    for (Map.Entry<String, Json> e : p.field("units").object().entrySet()) {
      Power power = JsonNames.power(map, e.getKey(), e.getValue());
      for (Json u : e.getValue().array()) {
        Unit unit = JsonNames.unit(power, map, u.string(), u, false);
        try {
          b.unit(unit);
        } catch (IllegalArgumentException ex) {
          throw u.error(ex.getMessage());
        }
      }
    }
    boolean retreat = phase.type() == PhaseType.RETREAT;
    for (Json d : p.field("dislodged").array()) {
      if (!retreat) {
        throw d.error("a dislodged unit in " + phase + ": dislodged units await retreat only in a retreat phase");
      }
      checkFields(d, Set.of("power", "unit", "attackerOrigin", "byConvoy"));
      Power power = JsonNames.power(map, d.field("power"));
      Json u = d.field("unit");
      Unit unit = JsonNames.unit(power, map, u.string(), u, false);
      try {
        b.dislodged(new DislodgedUnit(unit, JsonNames.province(map, d.field("attackerOrigin")),
            d.field("byConvoy").bool()));
      } catch (IllegalArgumentException ex) {
        throw d.error(ex.getMessage());
      }
    }
    for (Json s : p.field("standoffs").array()) {
      if (!retreat) {
        throw s.error("a standoff in " + phase + ": standoffs belong only to a retreat phase");
      }
      b.standoff(JsonNames.province(map, s));
    }
    Set<Province> owned = new java.util.HashSet<>();
    for (Map.Entry<String, Json> e : p.field("centres").object().entrySet()) {
      Power power = JsonNames.power(map, e.getKey(), e.getValue());
      for (Json c : e.getValue().array()) {
        Province centre = JsonNames.province(map, c);
        if (!owned.add(centre)) {
          throw c.error("the centre " + centre.id() + " has two owners");
        }
        try {
          b.owner(centre, power);
        } catch (IllegalArgumentException ex) {
          throw c.error(ex.getMessage());
        }
      }
    }
    readPendingAndHomes(p, map, b);
    try {
      return b.build();
    } catch (IllegalArgumentException | IllegalStateException ex) {
      throw p.error("inconsistent position: " + ex.getMessage());
    }
  }
}
