package io.github.dipjudge.datc;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.map.UnknownNameException;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.order.OrderParseException;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.zip.GZIPInputStream;

/**
 * Reads recorded games in the MILA/dipcc saved-game JSON format (a {@code .json} file, or a gzipped
 * {@code .json.gz}): for each recorded phase its name ({@code S1901M}), its {@link Position} and the orders given in
 * it.
 *
 * <p>Contract: a phase's position holds the recorded units, supply-centre owners and phase. A retreat phase records
 * its dislodged units ({@code "*F LON"}) but not where their attackers came from nor the standoffs, which the retreat
 * rules need; they are taken from the movement phase just before it, adjudicated again under the given rulebook
 * (the dislodged unit's {@link DislodgedUnit} as that adjudication gives it, and its standoffs). An army recorded on a
 * coast is put on its province. Orders are read with {@link OrderNotation#english(GameMap)} (which reads the MILA
 * notation) and carry the power they are recorded under. The final {@code COMPLETED} pseudo-phase is not a phase:
 * {@link #read(Path, Rulebook)} stops before it. A recording may repeat its last phase unadjudicated; both copies
 * are returned (callers pairing a phase with its successor should skip equal names).
 *
 * <p>Errors: a file that cannot be read throws {@link IOException}; content that is not a saved game, or a phase that
 * cannot be read (an unknown power, province or phase name, an unreadable order, a dislodged unit that the movement
 * phase before does not dislodge) throws {@link BadRecordException} naming what is wrong. Nothing is returned in
 * part: {@link #read(Path, Rulebook)} reads every phase or throws. The per-phase methods ({@link #position},
 * {@link #orders}) let a caller such as the replayer treat each phase's failure on its own.
 *
 * <p>Thread safety: an instance holds only its map and notation and is immutable; it may be shared between threads.
 * {@link #read(Path, Rulebook)} uses an adjudicator of its own; {@link #position(JsonNode, int, Adjudicator)} uses
 * the one it is given, which must not be in use by another thread at the same time. The returned values
 * ({@link RecordedPhase}, positions, orders) are immutable.
 */
public final class RecordedGames {
  /** A recorded game, or a phase of one, that cannot be read; the message says what is wrong. */
  public static final class BadRecordException extends Exception {
    private static final long serialVersionUID = 1L;

    public BadRecordException(String message) {
      super(message);
    }
  }

  /**
   * One recorded phase.
   *
   * @param name the recorded phase name, such as {@code F1903R}
   * @param position the position at the start of the phase (for a retreat phase with its dislodged units, their
   *     attackers' origins and the standoffs)
   * @param orders the orders recorded for the phase, each with its power, in the recorded order (immutable)
   */
  public record RecordedPhase(String name, Position position, List<Order> orders) {
    public RecordedPhase {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(position, "position");
      orders = List.copyOf(orders);
    }
  }

  private final GameMap map;
  private final OrderNotation notation;

  /** A reader of games played on the given map. */
  public RecordedGames(GameMap map) {
    this.map = Objects.requireNonNull(map, "map");
    this.notation = OrderNotation.english(map);
  }

  /** The map the games are read on. */
  public GameMap map() {
    return map;
  }

  /**
   * Reads every phase of a recorded game file, up to its {@code COMPLETED} marker or its end.
   *
   * @param file a {@code .json} file, or a gzipped one whose name ends in {@code .gz}
   * @param rules the rulebook under which the movement phase before each retreat phase is adjudicated again to find
   *     the attackers' origins of the dislodged units
   * @throws IOException if the file cannot be read or is not JSON
   * @throws BadRecordException if it is not a saved game or a phase cannot be read (the message names the phase)
   */
  public List<RecordedPhase> read(Path file, Rulebook rules) throws IOException, BadRecordException {
    Objects.requireNonNull(rules, "rules");
    JsonNode phases = phases(readTree(file));
    Adjudicator adjudicator = Adjudicator.create(map, rules);
    List<RecordedPhase> out = new ArrayList<>();
    for (int i = 0; i < phases.size(); i++) {
      String name = name(phases.get(i));
      if (name.equals("COMPLETED")) {
        break;
      }
      try {
        out.add(new RecordedPhase(name, position(phases, i, adjudicator), orders(phases.get(i))));
      } catch (BadRecordException e) {
        throw new BadRecordException(file.getFileName() + " " + name + ": " + e.getMessage());
      }
    }
    return List.copyOf(out);
  }

  /**
   * Reads the JSON of a saved-game file, gunzipping it when the name ends in {@code .gz}.
   *
   * @throws IOException if the file cannot be read or is not JSON
   * @throws BadRecordException if the content is not a JSON object
   */
  public static JsonNode readTree(Path file) throws IOException, BadRecordException {
    try (InputStream raw = Files.newInputStream(file);
        InputStream in = file.toString().endsWith(".gz") ? new GZIPInputStream(raw) : raw) {
      JsonNode node = new ObjectMapper().readTree(in);
      if (node == null || !node.isObject()) {
        throw new BadRecordException("not a saved game (no JSON object): " + file);
      }
      return node;
    }
  }

  /**
   * The array of phases of a saved game.
   *
   * @throws BadRecordException if the game has no {@code "phases"} array
   */
  public static JsonNode phases(JsonNode game) throws BadRecordException {
    JsonNode phases = game.get("phases");
    if (phases == null || !phases.isArray()) {
      throw new BadRecordException("no \"phases\" array");
    }
    return phases;
  }

  /**
   * The recorded name of a phase ({@code S1901M}, or {@code COMPLETED}).
   *
   * @throws BadRecordException if the phase has no name
   */
  public static String name(JsonNode phase) throws BadRecordException {
    return text(phase, "name");
  }

  /**
   * The position at the start of phase {@code i} of a game's phases array. For a retreat phase, the movement phase
   * before it ({@code i - 1}) is read and adjudicated with the given adjudicator to find who dislodged each recorded
   * dislodged unit, and the standoffs.
   *
   * @throws BadRecordException if the phase, or the movement phase before a retreat phase, cannot be read, or a
   *     recorded dislodged unit is not dislodged by that movement phase
   */
  public Position position(JsonNode phases, int i, Adjudicator adjudicator) throws BadRecordException {
    JsonNode cur = phases.get(i);
    String name = name(cur);
    Phase phase;
    try {
      phase = Phase.parseCode(name);
    } catch (IllegalArgumentException e) {
      throw new BadRecordException("unknown phase name \"" + name + "\"");
    }
    JsonNode state = cur.get("state");
    if (state == null) {
      throw new BadRecordException("no state");
    }
    Position.Builder b = Position.builder(map).phase(phase);
    List<Unit> dislodged = new ArrayList<>();
    for (Map.Entry<String, JsonNode> e : fields(state.get("units"))) {
      Power p = power(e.getKey());
      for (JsonNode u : e.getValue()) {
        String s = u.asText();
        try {
          if (s.startsWith("*")) {
            dislodged.add(unit(p, s.substring(1)));
          } else {
            b.unit(unit(p, s));
          }
        } catch (IllegalArgumentException ex) {
          throw new BadRecordException("bad unit \"" + s + "\": " + ex.getMessage());
        }
      }
    }
    for (Map.Entry<String, JsonNode> e : fields(state.get("centers"))) {
      Power p = power(e.getKey());
      for (JsonNode c : e.getValue()) {
        try {
          b.owner(map.province(c.asText()), p);
        } catch (IllegalArgumentException ex) {
          throw new BadRecordException("bad centre \"" + c.asText() + "\": " + ex.getMessage());
        }
      }
    }
    if (!dislodged.isEmpty()) {
      MovementResult before = null;
      if (i > 0) {
        Position prev = position(phases, i - 1, adjudicator);
        if (prev.phase().type() == PhaseType.MOVEMENT) {
          before = adjudicator.movement(prev, orders(phases.get(i - 1)));
        }
      }
      for (Unit u : dislodged) {
        DislodgedUnit found = null;
        if (before != null) {
          for (DislodgedUnit d : before.dislodged()) {
            if (d.unit().equals(u)) {
              found = d;
            }
          }
        }
        if (found == null) {
          throw new BadRecordException(
              "cannot tell who dislodged " + unitKey(u) + ": the movement phase before does not dislodge it");
        }
        b.dislodged(found);
      }
      for (Province s : before.standoffs()) {
        b.standoff(s);
      }
    }
    try {
      return b.build();
    } catch (IllegalArgumentException e) {
      throw new BadRecordException("inconsistent position: " + e.getMessage());
    }
  }

  /**
   * The orders recorded for a phase, each issued by the power it is recorded under, in the recorded order; empty
   * when the phase records none. The list is immutable.
   *
   * @throws BadRecordException if an order or a power cannot be read
   */
  public List<Order> orders(JsonNode phase) throws BadRecordException {
    List<Order> out = new ArrayList<>();
    JsonNode orders = phase.get("orders");
    if (orders == null || orders.isNull()) {
      return List.of();
    }
    if (!orders.isObject()) {
      throw new BadRecordException("\"orders\" is not an object");
    }
    for (Map.Entry<String, JsonNode> e : orders.properties()) {
      if (e.getValue() == null || e.getValue().isNull()) {
        continue;
      }
      Power p = power(e.getKey());
      for (JsonNode o : e.getValue()) {
        try {
          out.add(notation.parse(o.asText()).withPower(p));
        } catch (OrderParseException ex) {
          throw new BadRecordException(ex.getMessage());
        }
      }
    }
    return List.copyOf(out);
  }

  // ------------------------------------------------------------------------------------ shared with Replayer

  /** A text field of a JSON object. */
  static String text(JsonNode n, String field) throws BadRecordException {
    JsonNode v = n.get(field);
    if (v == null || !v.isTextual()) {
      throw new BadRecordException("phase without \"" + field + "\"");
    }
    return v.asText();
  }

  /** The array-valued fields of a state's object of units or centres, by power name. */
  static List<Map.Entry<String, JsonNode>> fields(JsonNode obj) throws BadRecordException {
    if (obj == null || !obj.isObject()) {
      throw new BadRecordException("a state lacks an object of units or centres");
    }
    List<Map.Entry<String, JsonNode>> out = new ArrayList<>();
    for (Map.Entry<String, JsonNode> e : obj.properties()) {
      if (e.getValue() != null && e.getValue().isArray()) {
        out.add(e);
      }
    }
    return out;
  }

  /** A unit the way the recordings write it, with its power: {@code ENGLAND F LON}. */
  static String unitKey(Unit u) {
    return u.power().id().toUpperCase() + " " + u.type().letter() + " " + u.location().id().toUpperCase();
  }

  private Power power(String name) throws BadRecordException {
    try {
      return map.power(name);
    } catch (UnknownNameException e) {
      throw new BadRecordException(e.getMessage());
    }
  }

  private Unit unit(Power p, String text) throws BadRecordException {
    String s = text.trim();
    if (s.length() < 3 || (s.charAt(0) != 'A' && s.charAt(0) != 'F') || s.charAt(1) != ' ') {
      throw new BadRecordException("cannot read unit \"" + text + "\"");
    }
    try {
      Location l = map.location(s.substring(2));
      UnitType t = UnitType.ofLetter(s.charAt(0));
      if (t == UnitType.ARMY && l.isCoast()) {
        l = l.province().location();
      }
      return Unit.of(p, t, l);
    } catch (IllegalArgumentException e) {
      throw new BadRecordException("cannot read unit \"" + text + "\": " + e.getMessage());
    }
  }
}
