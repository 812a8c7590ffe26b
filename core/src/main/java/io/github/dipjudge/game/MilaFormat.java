package io.github.dipjudge.game;

import static com.google.common.base.Preconditions.checkNotNull;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The MILA/dipcc saved-game format, both ways: the JSON that MILA's {@code diplomacy} package writes with
 * {@code to_saved_game_format} and reads with {@code from_saved_game_format}, that dipcc reads and writes, and that
 * the published bot data sets use ({@code .json}, or gzipped {@code .json.gz}).
 *
 * <pre>{@code
 * {"id": "...", "map": "standard", "rules": ["NO_PRESS", "POWER_CHOICE"],
 *  "phases": [{"name": "S1901M",
 *              "state": {"name": "S1901M", "units": {"ENGLAND": ["F EDI", "F LON", "A LVP"], ...},
 *                        "retreats": {"ENGLAND": {}, ...}, "centers": {...}, "homes": {...},
 *                        "builds": {"ENGLAND": {"count": 0, "homes": []}, ...}, ...},
 *              "orders": {"ENGLAND": ["F EDI - NTH", "F LON - ENG", "A LVP - YOR"], ...},
 *              "results": {"F EDI": [], "A VIE": ["bounce"], ...}, "messages": []}, ...],
 *  "dipjudge": {...}}
 * }</pre>
 *
 * <p>Writing ({@link #write}): one phase per adjudicated phase of the game, then the current phase (or, once the game
 * is over, MILA's {@code COMPLETED} marker holding the final position). Phases MILA does not record are left out: the
 * phases the game passed over, and a retreat phase without orders in which no dislodged unit has anywhere to go (its
 * units' {@code disband} goes into the Winter phase's results, as MILA does). Orders are in MILA's notation
 * ({@link #print}); results carry MILA's tokens ({@link #results}); a retreat phase lists its dislodged units as
 * {@code *F LON} with their retreat options under {@code retreats}; an adjustment phase its {@code builds}.
 * What MILA's format cannot say goes under one extension field, {@code "dipjudge"}, which MILA and dipcc ignore:
 * the rulebook with every setting, the judge's seeds, the skipping choice, declared alliances, the ending, and the
 * exact orders of a phase whose MILA list does not read back to them (a convoy path, an order without its power or
 * unit type, a nationality, house-rule priority lists, orders not grouped by power). So a game written and read
 * back is {@linkplain Game#equals equal} to the original under every rulebook, and a game under rules MILA plays
 * loads in MILA as it is.
 *
 * <p>What the file holds that this library does not interpret (MILA's press in {@code messages}, the {@code rules}
 * list, Cicero's {@code version}, {@code is_full_press}, {@code metadata}, {@code scoring_system}, any other field
 * at the top, in a phase or in a phase's state) is kept by {@link #readSaved} as JSON text in the {@link SavedGame}
 * ({@link SavedGame#extras()}) and written back by {@link #write(SavedGame, OutputStream)}; a file read that way and
 * written again holds the same JSON values. A {@link Game} has no press: {@link #read} returns the game alone, and
 * {@link #write(Game, OutputStream)} writes {@code "messages": []}.
 *
 * <p>Reading ({@link #read}, {@link #readSaved}): the first recorded phase is the game's start; each recorded phase
 * is adjudicated with its recorded orders under the extension's rulebook, or the one given for files without it,
 * or, when none is given, the rules of the engine that played it ({@link #engineRules()}: a file without this
 * library's extension was played by MILA's engine or by dipcc, which adjudicates as MILA's engine does);
 * phases the recording passes over are adjudicated as the game would (with no orders), also between the last
 * recorded phase and {@code COMPLETED} (a game that keeps its empty phases plays its Fall retreat phase before the
 * Winter in which it ends); the last phase (or the position in {@code COMPLETED}) is the current one. A retreat phase's dislodged units take their attackers'
 * origins and the standoffs from the adjudication of the movement phase before (MILA does not record them). Where
 * the recording disagrees with this library's adjudication (a recording error, or other rules), {@link #readSaved}
 * goes on from the recorded position and {@link SavedGame.RecordedPhase#difference()} says what differed, while
 * {@link #read} and {@link #fromJson}, which return the game alone, refuse the file with a {@link GameFormatException}
 * at the phase whose orders gave the disagreement ({@code /phases/3}: the last phase adjudicated before it whose
 * recorded results differ from this library's, else the last phase adjudicated), naming the recorded phase where it
 * shows; both name phases as MILA does ({@code S1906M},
 * {@code F1906R}, {@code W1906A}, {@code COMPLETED}): the recorded phase by its recorded name, this library's as
 * {@link io.github.dipjudge.position.Phase#code()} writes it. A last phase recorded twice (dipcc does this) is
 * read once. Errors (malformed JSON, a missing field, an unknown power, unit or order, a phase out of order, a
 * retreat phase whose dislodged units the movement before does not dislodge, an unknown extension version) are
 * {@link GameFormatException}s naming the source, the JSON path and the value; nothing half-built is returned. Reading
 * is linear in the file: one parse, one adjudication per phase.
 *
 * <p>Stateless and thread-safe.
 */
public final class MilaFormat {
  /** The name of this library's extension field. */
  public static final String EXTENSION = "dipjudge";

  private MilaFormat() {}

  /**
   * An order in MILA's notation, without its power (MILA lists orders under their power): {@code A PAR H},
   * {@code F NTH - BEL}, {@code A EDI - NWY VIA}, {@code A SER S F ALB - GRE}, {@code F SEV S A RUM},
   * {@code F NWG C A EDI - NWY}, {@code F NWY R SKA}, {@code A TRI D}, {@code A BUD B}, {@code F STP/NC B},
   * {@code WAIVE}. A written convoy path is printed as {@code VIA}, a nationality is left out, and an order without a
   * unit type is printed without it; {@link io.github.dipjudge.order.OrderNotation#english} reads all of these back.
   *
   * @param order the order
   * @return the order in MILA's notation
   * @throws IllegalArgumentException for a priority list (house rules), which MILA's notation cannot write
   */
  public static String print(Order order) {
    checkNotNull(order, "order");
    String s = MilaOrders.print(order, null);
    if (s == null) {
      throw new IllegalArgumentException("MILA's notation has no priority lists: " + order);
    }
    return s;
  }

  /**
   * A phase's results as MILA writes them: for each unit (MILA's key, {@code A PAR}, {@code F STP/SC}) its list of
   * tokens, {@code bounce}, {@code cut}, {@code void}, {@code no convoy}, {@code dislodged}, {@code disband} or
   * {@code ""}. Which token MILA writes when is told in the README ("The MILA format").
   *
   * @param result a phase's result
   * @return the tokens by unit, in province order
   */
  public static ImmutableMap<String, ImmutableList<String>> results(PhaseResult result) {
    checkNotNull(result, "result");
    return MilaTokens.of(result);
  }

  // ------------------------------------------------------------------------------------------ out

  /**
   * Writes a game as a MILA saved game: one line of JSON (UTF-8), as MILA's {@code to_saved_game_format} writes to
   * a {@code .jsonl} file, without the line break; the stream is flushed, not closed.
   *
   * @param game the game
   * @param out where to write
   * @throws IOException if the stream cannot be written
   * @throws IllegalArgumentException if the game is on a map whose positions MILA's format cannot hold: DPjudge's
   *     {@code RULE MOBILIZE} ({@code 1898}) or {@code NEWHOMES} ({@code 1897}), or a calendar other than the
   *     standard one ({@code hundred}, {@code dpjudge-classical}), for whose phases MILA has no names, or
   *     {@code VASSAL_DUMMIES} ({@code vassal}: MILA has no field for a vassal's controller); nothing is written then
   */
  public static void write(Game game, OutputStream out) throws IOException {
    checkNotNull(game, "game");
    checkNotNull(out, "out");
    writeTo(out, g -> MilaWriter.write(g, game));
  }

  /**
   * A game as the text of a MILA saved game.
   *
   * @param game the game
   * @return the text {@link #write(Game, OutputStream)} writes
   * @throws IllegalArgumentException as {@link #write(Game, OutputStream)}
   */
  public static String toJson(Game game) {
    checkNotNull(game, "game");
    return text(g -> MilaWriter.write(g, game));
  }

  /**
   * Writes a saved game read ({@link #readSaved}) back, with what its file holds that this library does not
   * interpret ({@link SavedGame#extras()}, {@link SavedGame.RecordedPhase#extras()},
   * {@link SavedGame.RecordedPhase#stateExtras()}): its game as {@link #write(Game, OutputStream)} writes it, the
   * top-level kept fields after {@code rules} (a kept {@code rules} list in place of MILA's default), each phase's
   * kept {@code messages} in place of the empty list and its other kept fields after them, each state's kept
   * {@code note} and {@code rules} in place of the defaults and its other kept fields at its end. A recorded phase's
   * fields go to the written phase of the same name. So a file read and written back holds the same JSON values,
   * press included (the order of fields within an object may change); the stream is flushed, not closed.
   *
   * @param saved the saved game
   * @param out where to write
   * @throws IOException if the stream cannot be written
   * @throws IllegalArgumentException if a recorded phase with kept fields is no phase of the written game (a phase
   *     the file records that the writer leaves out, as MILA does: a retreat phase in which no unit can retreat),
   *     checked before anything is written, so that nothing is dropped; or as {@link #write(Game, OutputStream)}
   */
  public static void write(SavedGame saved, OutputStream out) throws IOException {
    checkNotNull(saved, "saved");
    checkNotNull(out, "out");
    writeTo(out, g -> MilaWriter.write(g, saved));
  }

  /**
   * A saved game read, as the text {@link #write(SavedGame, OutputStream)} writes.
   *
   * @param saved the saved game
   * @return the text
   * @throws IllegalArgumentException as {@link #write(SavedGame, OutputStream)}
   */
  public static String toJson(SavedGame saved) {
    checkNotNull(saved, "saved");
    return text(g -> MilaWriter.write(g, saved));
  }

  /** What a writer writes, as text. */
  private interface Body {
    void write(JsonGenerator g) throws IOException;
  }

  /** Writes UTF-8 JSON to a stream, flushed and left open. */
  private static void writeTo(OutputStream out, Body body) throws IOException {
    try (JsonGenerator g = DipjudgeFormat.FACTORY.createGenerator(out, JsonEncoding.UTF8)) {
      g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
      body.write(g);
    }
  }

  private static String text(Body body) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      writeTo(out, body);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a ByteArrayOutputStream does not fail
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  // ------------------------------------------------------------------------------------------ in

  /**
   * The rulebook of the engines that write MILA's format, under which a file without this library's extension is
   * read when no rulebook is given: the {@code 2000} preset ({@link Rulebook#preset(String)}). MILA's engine moves
   * an army ordered {@code VIA} to an adjacent province by convoy only when fleets ordered to convoy it form a chain,
   * and over land otherwise (DATC issue 4.A.3: the 2000 rulebook's land fallback), where the default
   * rulebook ({@link Rulebook#datc()}, DATC v3.0's 2023 preference) lets such an army fail: games played by MILA's
   * engine with adjacent {@code VIA} moves agree with this library in every phase under {@code 2000} and disagree
   * under {@code datc}. dipcc, which adjudicates as MILA's engine does, writes the same format with the same
   * {@code rules} field ({@code ["NO_PRESS", "POWER_CHOICE"]}), so a file's content cannot tell the two engines
   * apart, and need not: the 24 recorded dipcc games of the project's reference data (308 {@code VIA} orders)
   * agree in the same phases under both presets.
   *
   * @return the {@code 2000} preset
   */
  public static Rulebook engineRules() {
    return Rulebook.preset("2000");
  }

  /**
   * Reads a MILA saved-game file ({@code .gz} files are gunzipped) into a game, under its extension's rulebook or,
   * without one, the rules of its engine ({@link #engineRules()}); otherwise as {@link #read(Path, Rulebook)}.
   *
   * @param file the file
   * @return the game
   * @throws IOException if the file cannot be read
   * @throws GameFormatException as {@link #read(Path, Rulebook)}
   */
  public static Game read(Path file) throws IOException, GameFormatException {
    return read(file, engineRules());
  }

  /**
   * Reads a MILA saved game from JSON text, under its extension's rulebook or, without one, the rules of its engine
   * ({@link #engineRules()}); otherwise as {@link #fromJson(String, String, Rulebook)}.
   *
   * @param json the text
   * @param source the name to give in errors
   * @return the game
   * @throws GameFormatException as {@link #fromJson(String, String, Rulebook)}
   */
  public static Game fromJson(String json, String source) throws GameFormatException {
    return fromJson(json, source, engineRules());
  }

  /**
   * Reads a MILA saved-game file with what it records beside the game, under its extension's rulebook or, without
   * one, the rules of its engine ({@link #engineRules()}); otherwise as {@link #readSaved(Path, Rulebook)}.
   *
   * @param file the file ({@code .gz} gunzipped)
   * @return the saved game
   * @throws IOException if the file cannot be read
   * @throws GameFormatException as {@link #readSaved(Path, Rulebook)}
   */
  public static SavedGame readSaved(Path file) throws IOException, GameFormatException {
    return readSaved(file, engineRules());
  }

  /**
   * Reads a MILA saved-game file ({@code .gz} files are gunzipped) into a game.
   *
   * @param file the file
   * @param rules the rulebook for a file without this library's extension (MILA's own games: {@link Rulebook#datc()}
   *     agrees with every phase of the recorded games but two recording errors, which this method refuses and
   *     {@link #readSaved(Path, Rulebook)} reads)
   * @return the game
   * @throws IOException if the file cannot be read
   * @throws GameFormatException if it is not a saved game, a phase cannot be read, or a recorded position disagrees
   *     with this library's adjudication of the phases before it (the message says how, as
   *     {@link SavedGame.RecordedPhase#difference()} does)
   */
  public static Game read(Path file, Rulebook rules) throws IOException, GameFormatException {
    checkNotNull(file, "file");
    try (InputStream in = SavedFiles.open(file)) {
      return read(in, file.toString(), rules);
    }
  }

  /**
   * Reads a MILA saved game from a stream into a game; the stream is not closed.
   *
   * @param in the JSON text
   * @param source the name to give in errors
   * @param rules the rulebook for a file without this library's extension
   * @return the game
   * @throws IOException if the stream cannot be read
   * @throws GameFormatException if it is not a saved game, a phase cannot be read, or a recorded position disagrees
   *     with this library's adjudication (as {@link #read(Path, Rulebook)})
   */
  public static Game read(InputStream in, String source, Rulebook rules) throws IOException, GameFormatException {
    checkNotNull(in, "in");
    checkNotNull(source, "source");
    checkNotNull(rules, "rules");
    return MilaReader.read(Json.parse(in, source), rules, true).game();
  }

  /**
   * Reads a MILA saved game from JSON text into a game.
   *
   * @param json the text
   * @param source the name to give in errors
   * @param rules the rulebook for a file without this library's extension
   * @return the game
   * @throws GameFormatException if it is not a saved game, a phase cannot be read, or a recorded position disagrees
   *     with this library's adjudication (as {@link #read(Path, Rulebook)})
   */
  public static Game fromJson(String json, String source, Rulebook rules) throws GameFormatException {
    checkNotNull(json, "json");
    checkNotNull(source, "source");
    checkNotNull(rules, "rules");
    try {
      return MilaReader.read(Json.parse(new StringReader(json), source), rules, true).game();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Reads a MILA saved-game file with what it records beside the game: each phase's recorded position, orders and
   * results against this library's, and what the file holds that this library does not interpret
   * ({@link SavedGame#extras()}). A recorded position that disagrees with this library's adjudication is no error
   * here: the game goes on from it, and {@link SavedGame.RecordedPhase#difference()} says what differed.
   *
   * @param file the file ({@code .gz} gunzipped)
   * @param rules the rulebook for a file without this library's extension
   * @return the saved game
   * @throws IOException if the file cannot be read
   * @throws GameFormatException if it is not a saved game, or a phase cannot be read
   */
  public static SavedGame readSaved(Path file, Rulebook rules) throws IOException, GameFormatException {
    checkNotNull(file, "file");
    try (InputStream in = SavedFiles.open(file)) {
      return readSaved(in, file.toString(), rules);
    }
  }

  /**
   * As {@link #readSaved(Path, Rulebook)}, from a stream (not closed).
   *
   * @param in the JSON text
   * @param source the name to give in errors
   * @param rules the rulebook for a file without this library's extension
   * @return the saved game
   * @throws IOException if the stream cannot be read
   * @throws GameFormatException if it is not a saved game, or a phase cannot be read
   */
  public static SavedGame readSaved(InputStream in, String source, Rulebook rules)
      throws IOException, GameFormatException {
    checkNotNull(in, "in");
    checkNotNull(source, "source");
    checkNotNull(rules, "rules");
    return MilaReader.read(Json.parse(in, source), rules, false);
  }

  /**
   * The map a MILA saved game's {@code map} field names, as the reader resolves it: MILA's names ({@code standard},
   * {@code pure}, {@code ancmed}, {@code standard_fleet_rome}, and {@code modern}, which is MILA's own modern map,
   * shipped as {@code mila-modern}), then the ids of the shipped maps ({@link GameMap#variants()}), then
   * {@code dpjudge_} and a shipped id (DPjudge's {@code modern} is written {@code dpjudge_modern}).
   *
   * @param name the {@code map} field, or a shipped map's id
   * @return the shipped map, or empty when there is none by that name
   */
  public static Optional<GameMap> knownMap(String name) {
    checkNotNull(name, "name");
    return Optional.ofNullable(MapIds.knownMila(name));
  }

  /**
   * The {@code map} field the writer gives a game on this map: MILA's name of the map where MILA has it
   * ({@code standard_fleet_rome} for {@code fleetrome}, {@code modern} for {@code mila-modern}), else the map's id
   * ({@code 1900}, {@code chaos}, a map loaded from a file), but {@code dpjudge_modern} for DPjudge's {@code modern},
   * whose id MILA gives its own modern map. {@link #knownMap} reads each back to the shipped map.
   *
   * @param map the map
   * @return the name written
   */
  public static String mapName(GameMap map) {
    checkNotNull(map, "map");
    return MapIds.milaName(map);
  }

  /**
   * Whether games on this map can be written in MILA's format: not on a map with DPjudge's {@code RULE MOBILIZE}
   * ({@code 1898}) or {@code NEWHOMES} ({@code 1897}), whose positions hold pending centres or home centres of their
   * own, for which MILA's format has no field (nor on a map with claimable home centres, {@code &SC}), nor on a map
   * whose calendar is not the standard one ({@code hundred},
   * {@code dpjudge-classical}), whose phases MILA has no names for (the writers refuse such a game; {@link DipjudgeFormat}
   * saves it), nor on a map with DPjudge's {@code VASSAL_DUMMIES} ({@code vassal}), whose positions say which power
   * controls which vassal ({@link io.github.dipjudge.position.Position#controller}).
   *
   * @param map the map
   * @return whether {@link #write(Game, OutputStream)} accepts games on it
   */
  public static boolean canWrite(GameMap map) {
    checkNotNull(map, "map");
    return !map.ruleFlags().contains("MOBILIZE") && map.newHomesYears().isEmpty() && map.calendar().isStandard()
        && !map.ruleFlags().contains("VASSAL_DUMMIES")
        && map.powers().stream().allMatch(p -> p.claimableHomes() == 0); // claimed homes: no field in MILA's
  }

  /** MILA's name of a power: its name in capitals ({@code ENGLAND}). */
  static String powerKey(Power p) {
    return p.name().toUpperCase(java.util.Locale.ROOT);
  }

  /** The rules list MILA's export writes for a game with its default rules. */
  static final ImmutableList<String> MILA_RULES = ImmutableList.of("NO_PRESS", "POWER_CHOICE");
}
