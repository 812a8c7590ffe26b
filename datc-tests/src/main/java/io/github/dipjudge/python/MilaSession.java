package io.github.dipjudge.python;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.GameFormatException;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.game.OrderCheck;
import io.github.dipjudge.game.OrderSheet;
import io.github.dipjudge.game.Turn;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Convoy;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.order.OrderFormatException;
import io.github.dipjudge.order.Retreat;
import io.github.dipjudge.order.SupportHold;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.order.Waive;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.PositionHash;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.render.MapRenderer;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A game between Python calls, named as MILA's {@code diplomacy} package names things: powers {@code FRANCE},
 * locations {@code STP/SC}, phases {@code S1901M} or {@code COMPLETED}, orders in MILA's notation
 * ({@link MilaFormat#print}). It holds the immutable {@link Game} and the {@link OrderSheet} being filled;
 * {@link #process()} advances the one with the other.
 *
 * <p>MILA's possible orders: the legal orders of {@link LegalOrders} printed in MILA's notation, keyed by the
 * unit's location and, for a unit on a coast, by its province too, as MILA keys them; a move "via convoy" is listed
 * only where a chain of fleets on the board reaches the destination (some fleet has a legal convoy order for it), as
 * MILA's engine accepts {@code VIA} only then. They are computed once per position.
 *
 * <p>Not thread-safe: one session serves one Python thread.
 */
public final class MilaSession {
  private final GameMap map;
  private final Rulebook rules;
  private final OrderNotation reader;
  private Game game;
  private OrderSheet sheet;
  /** Per power index: the orders given this phase, by MILA key of the ordered place, in the order given. */
  private List<Map<String, Order>> given;
  /** The orders set as written, for those MILA keeps as written (see {@link #add}). */
  private final Map<Order, String> asWritten = new java.util.IdentityHashMap<>();
  private Position possibleFor;
  private Map<String, List<String>> possible;

  /**
   * The generators of the calling thread, one per map and rulebook. A session is made for every state set and every
   * game of a batch handed to Python; a new generator fills its tables on first use, which costs more than the
   * generation itself, so sessions share them. Per thread, because a generator is not thread-safe; a session
   * takes its thread's generator at each call and keeps none of its compact results between calls.
   */
  private static final ThreadLocal<Map<List<Object>, LegalOrders>> GENERATORS =
      ThreadLocal.withInitial(HashMap::new);
  /** The notations, one per map: immutable, shared by all threads. */
  private static final Map<GameMap, OrderNotation> NOTATIONS = new ConcurrentHashMap<>();
  /** The answers of {@link #touches}, one table per map, shared by all threads. */
  private static final Map<GameMap, Map<Long, Boolean>> TOUCHING = new ConcurrentHashMap<>();

  private LegalOrders legal() {
    return GENERATORS.get().computeIfAbsent(List.of(map, rules), k -> LegalOrders.create(map, rules));
  }

  private MilaSession(Game game) {
    this.game = game;
    this.map = game.map();
    this.rules = game.rules();
    this.reader = NOTATIONS.computeIfAbsent(map, OrderNotation::anyNotation);
    this.touching = TOUCHING.computeIfAbsent(map, m -> new ConcurrentHashMap<>());
    newPhase();
  }

  /**
   * A new game.
   *
   * @param mapName MILA's name of the map ({@code standard}) or the id of a shipped variant
   * @param rules the rulebook
   * @return the session at the map's first phase
   * @throws IllegalArgumentException if no map has the name
   */
  public static MilaSession start(String mapName, Rulebook rules) {
    checkNotNull(mapName, "mapName");
    GameMap map = MilaFormat.knownMap(mapName).orElse(null);
    if (map == null) {
      if (!GameMap.variants().contains(mapName)) {
        throw new IllegalArgumentException("unknown map \"" + mapName + "\"; the maps: standard, "
            + String.join(", ", GameMap.variants()));
      }
      map = GameMap.variant(mapName);
    }
    return new MilaSession(Game.start(map, rules));
  }

  /**
   * A session on a game as it stands.
   *
   * @param game the game
   * @return the session at the game's current phase
   */
  public static MilaSession of(Game game) {
    return new MilaSession(checkNotNull(game, "game"));
  }

  /**
   * A session on a game read from MILA's saved-game JSON.
   *
   * @param json the file's text
   * @param source the name used in error messages
   * @param rules the rulebook, unless the file's extension names one
   * @return the session at the game's current phase
   * @throws GameFormatException if the text is no such game
   */
  public static MilaSession read(String json, String source, Rulebook rules) throws GameFormatException {
    return new MilaSession(MilaFormat.fromJson(json, source, rules));
  }

  /**
   * A session whose current position is a MILA state (MILA's {@code set_state}): the state is read as the one phase
   * of a saved game.
   *
   * @param mapName MILA's name of the map
   * @param phase the phase name ({@code S1901M})
   * @param stateJson the state object as JSON text
   * @param rules the rulebook
   * @return the session at that position, with no history
   * @throws GameFormatException if the state does not describe a position of the map
   */
  public static MilaSession fromState(String mapName, String phase, String stateJson, Rulebook rules)
      throws GameFormatException {
    String file = "{\"id\":\"state\",\"map\":" + quote(mapName) + ",\"rules\":[],\"phases\":[{\"name\":"
        + quote(phase) + ",\"state\":" + stateJson + ",\"orders\":{},\"results\":{},\"messages\":[]}]}";
    try {
      return new MilaSession(MilaFormat.readSaved(
          new ByteArrayInputStream(file.getBytes(StandardCharsets.UTF_8)), "state " + phase, rules).game());
    } catch (IOException e) {
      throw new IllegalStateException(e); // a byte array does not fail to read
    }
  }

  private static String quote(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\') {
        b.append('\\');
      }
      if (c < 0x20) {
        b.append(String.format("\\u%04x", (int) c));
      } else {
        b.append(c);
      }
    }
    return b.append('"').toString();
  }

  private void newPhase() {
    asWritten.clear();
    sheet = game.isOver() ? null : game.sheet(); // an ended game has no sheet; every use checks isOver first
    given = new ArrayList<>();
    for (int i = 0; i < map.powers().size(); i++) {
      given.add(new LinkedHashMap<>());
    }
  }

  /**
   * Returns the game as it stands (immutable).
   *
   * @return the game as it stands (immutable)
   */
  public Game game() {
    return game;
  }

  /**
   * Returns MILA's name of the current phase, {@code COMPLETED} once the game is over.
   *
   * @return MILA's name of the current phase, {@code COMPLETED} once the game is over
   */
  public String phase() {
    return game.isOver() ? "COMPLETED" : game.position().phase().code();
  }

  /**
   * Returns MILA's map name ({@code standard}), or the variant's id.
   *
   * @return MILA's map name ({@code standard}), or the variant's id
   */
  public String mapName() {
    return MilaFormat.canWrite(map) ? MilaFormat.mapName(map) : map.id();
  }

  /**
   * Returns the powers' names, upper case, in the map's order.
   *
   * @return the powers' names, upper case, in the map's order
   */
  public String[] powers() {
    String[] out = new String[map.powers().size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = name(map.powers().get(i));
    }
    return out;
  }

  static String name(Power p) {
    return p.name().toUpperCase(Locale.ROOT);
  }

  static String loc(Location l) {
    return l.id().toUpperCase(Locale.ROOT);
  }

  static String loc(Province p) {
    return p.id().toUpperCase(Locale.ROOT);
  }

  private Power power(String name) {
    checkNotNull(name, "power");
    for (Power p : map.powers()) {
      if (name(p).equals(name.toUpperCase(Locale.ROOT))) {
        return p;
      }
    }
    throw new IllegalArgumentException("unknown power \"" + name + "\"; the powers: " + String.join(", ", powers()));
  }

  /**
   * A power's units on the board as MILA writes them ({@code A PAR}, {@code F STP/SC}).
   *
   * @param power the power's name
   * @return the units, in province order
   */
  public String[] units(String power) {
    Power p = power(power);
    List<String> out = new ArrayList<>();
    for (Unit u : game.position().units(p)) {
      out.add(unit(u));
    }
    return out.toArray(new String[0]);
  }

  static String unit(Unit u) {
    return u.type().letter() + " " + loc(u.location());
  }

  /**
   * A power's dislodged units and where each may retreat: pairs of unit ({@code F NTH}) and a space-separated list
   * of locations (empty when it has none).
   *
   * @param power the power's name
   * @return unit, retreats, unit, retreats, ...
   */
  public String[] retreats(String power) {
    Power p = power(power);
    List<String> out = new ArrayList<>();
    for (DislodgedUnit d : keptDislodged()) {
      if (d.unit().power() == p) {
        out.add(unit(d.unit()));
        out.add(String.join(" ", milaRetreats(d)));
      }
    }
    return out.toArray(new String[0]);
  }

  /**
   * The places a dislodged unit may retreat to: the destinations of its legal retreat orders, MILA's spelling. (MILA's
   * own state lists more places, some that its order check then refuses: see the Python package's README.)
   */
  private List<String> milaRetreats(DislodgedUnit d) {
    List<String> out = new ArrayList<>();
    String key = unit(d.unit()) + " R ";
    for (String o : legalRetreatOrders().getOrDefault(loc(d.unit().location()), List.of())) {
      if (o.startsWith(key)) {
        out.add(o.substring(key.length()));
      }
    }
    return out;
  }

  /**
   * The units of every power as MILA's state lists them: on the board, then the dislodged units that MILA keeps
   * (those with somewhere to go, {@link #milaRetreats}) with a star; each power's entry is a line of units
   * separated by tabs, in the map's order of powers.
   *
   * @return one line per power
   */
  public String[] stateUnits() {
    String[] out = new String[map.powers().size()];
    for (Power p : map.powers()) {
      List<String> units = new ArrayList<>();
      for (Unit u : game.position().units(p)) {
        units.add(unit(u));
      }
      for (DislodgedUnit d : keptDislodged()) {
        if (d.unit().power() == p) {
          units.add("*" + unit(d.unit()));
        }
      }
      out[p.index()] = String.join("\t", units);
    }
    return out;
  }

  /**
   * The retreats of every power as MILA's state lists them: per power a line of {@code unit:place place ...}
   * entries separated by tabs, in the map's order of powers.
   *
   * @return one line per power
   */
  public String[] stateRetreats() {
    String[] out = new String[map.powers().size()];
    Arrays.fill(out, "");
    for (DislodgedUnit d : keptDislodged()) {
      int i = d.unit().power().index();
      out[i] += (out[i].isEmpty() ? "" : "\t") + unit(d.unit()) + ":" + String.join(" ", milaRetreats(d));
    }
    return out;
  }

  /** The dislodged units MILA keeps for its retreat phase: those with somewhere to go ({@link #milaRetreats}). */
  private List<DislodgedUnit> keptDislodged() {
    List<DislodgedUnit> out = new ArrayList<>();
    if (!game.isOver() && game.position().phase().type() == PhaseType.RETREAT) {
      for (DislodgedUnit d : game.position().dislodged()) {
        if (!milaRetreats(d).isEmpty()) {
          out.add(d);
        }
      }
    }
    return out;
  }

  /**
   * Returns the supply centres it owns, upper case.
   *
   * @param power the power's name
   * @return the supply centres it owns, upper case
   */
  public String[] centers(String power) {
    List<String> out = new ArrayList<>();
    for (Province c : game.position().centres(power(power))) {
      out.add(loc(c));
    }
    return out.toArray(new String[0]);
  }

  /**
   * Returns its home centres, upper case.
   *
   * @param power the power's name
   * @return its home centres, upper case
   */
  public String[] homes(String power) {
    List<String> out = new ArrayList<>();
    for (Province c : game.position().homeCentres(power(power))) {
      out.add(loc(c));
    }
    return out.toArray(new String[0]);
  }

  /**
   * MILA's orderable locations of a power: the provinces of the units it must order, or where it may build.
   *
   * @param power the power's name
   * @return the locations, upper case, without coasts
   */
  public String[] orderableLocations(String power) {
    Power p = power(power);
    if (game.isOver()) {
      return new String[0];
    }
    List<String> out = new ArrayList<>();
    for (Location l : sheet.dueLocations(p)) {
      out.add(loc(l.province()));
    }
    return out.toArray(new String[0]);
  }

  /**
   * MILA's possible orders of the current phase as one text (one string crosses the bridge, not one per order):
   * a line per location that has any, the location then its orders, separated by tabs (see the class comment).
   *
   * @return the lines, separated by newlines; empty when there is nothing to order
   */
  public String possibleOrdersText() {
    StringBuilder b = new StringBuilder(8192);
    for (Map.Entry<String, List<String>> e : possibleOrders().entrySet()) {
      if (b.length() > 0) {
        b.append('\n');
      }
      b.append(e.getKey());
      for (String o : e.getValue()) {
        b.append('\t').append(o);
      }
    }
    return b.toString();
  }

  /**
   * Every location of the map in MILA's spelling, upper case, coasts included ({@code STP}, {@code STP/NC}).
   *
   * @return the locations, in the map's order
   */
  public String[] locations() {
    return map.locations().stream().map(MilaSession::loc).toArray(String[]::new);
  }

  /**
   * An order of the generator as MILA lists it among the possible orders, or null when MILA does not list it.
   *
   * @param chained the army-destination pairs ({@code LVP>CLY}) that some fleet may convoy
   * @param minimal per such pair, the fleets on a chain without a superfluous fleet
   */
  private String milaText(Order o, Set<String> chained, Map<String, Set<Province>> minimal) {
    if (o instanceof Convoy c && !minimal.get(loc(c.army().location().province()) + ">"
        + loc(c.destination().province())).contains(c.location().province())) {
      return null; // MILA offers a convoy only to a fleet that some chain without a superfluous fleet needs
    }
    if (o instanceof Move m && m.viaConvoy()
        && !chained.contains(loc(m.location().province()) + ">" + loc(m.destination().province()))) {
      return null; // a move "via convoy" is MILA's only where a chain of fleets reaches
    }
    if (o instanceof Move m && m.unitType().orElse(null) == UnitType.FLEET && m.destination().coast().isEmpty()
        && m.destination().province().hasSplitCoasts()) {
      return null; // MILA lists a fleet's move to a split-coast province with the coast only
    }
    if (o instanceof Retreat r && r.unitType().orElse(null) == UnitType.FLEET
        && r.destination().coast().isEmpty() && r.destination().province().hasSplitCoasts()) {
      return null; // and its retreat likewise
    }
    String text = MilaFormat.print(o);
    if (o instanceof Move m && !m.viaConvoy() && m.unitType().orElse(null) == UnitType.ARMY
        && !map.isAdjacent(m.location(), m.destination(), UnitType.ARMY)) {
      text += " VIA"; // MILA writes every convoyed move so; without it the move to a far province is MILA's error
    }
    return text;
  }

  private static Set<String> chainedPairs(List<? extends Order> orders) {
    Set<String> chained = new HashSet<>();
    for (Order o : orders) {
      if (o instanceof Convoy c) {
        chained.add(loc(c.army().location().province()) + ">" + loc(c.destination().province()));
      }
    }
    return chained;
  }

  /**
   * MILA's possible orders of one place in a movement phase, without computing every unit's: what
   * {@link #setOrders} checks an order against. Only the convoy orders of the other units are decoded (the VIA
   * and convoy rules need them); everything else of the generation stays in compact codes.
   */
  private List<String> possibleAt(Location at) {
    Position pos = game.position();
    if (possibleFor == pos || pos.phase().type() != PhaseType.MOVEMENT) {
      return possibleOrders().getOrDefault(loc(at), List.of());
    }
    if (unitsFor != pos) {
      unitsFor = pos;
      byUnit.clear();
      LegalOrders l = legal();
      List<Order> convoys = new ArrayList<>();
      for (int i = 0, n = l.generate(pos); i < n; i++) {
        if (LegalOrders.kind(l.code(i)) == LegalOrders.CONVOY) {
          convoys.add(l.order(i));
        }
      }
      unitChained = chainedPairs(convoys);
      unitMinimal = minimalConvoyers(convoys);
    }
    return byUnit.computeIfAbsent(loc(at.province()), k -> {
      List<String> out = new ArrayList<>();
      for (Order o : legal().orders(pos, at.province())) {
        String text = milaText(o, unitChained, unitMinimal);
        if (text != null && !out.contains(text)) {
          out.add(text);
        }
      }
      return out;
    });
  }

  private Position unitsFor;
  private final Map<String, List<String>> byUnit = new HashMap<>();
  private Set<String> unitChained;
  private Map<String, Set<Province>> unitMinimal;

  /** The possible orders of a retreat phase: its legal retreats and disbands. */
  private Map<String, List<String>> legalRetreatOrders() {
    return possibleOrders();
  }

  private Map<String, List<String>> possibleOrders() {
    Position pos = game.position();
    if (possibleFor == pos) {
      return possible;
    }
    Map<String, List<String>> byLoc = new LinkedHashMap<>();
    Map<Power, List<Location>> sites = new LinkedHashMap<>();
    if (!game.isOver()) {
      List<Order> orders = legal().orders(pos);
      Set<String> chained = chainedPairs(orders);
      Map<String, Set<Province>> minimal = minimalConvoyers(orders);
      Set<String> seen = new HashSet<>();
      for (Order o : orders) {
        String text = milaText(o, chained, minimal);
        if (text == null || !seen.add(text)) {
          continue;
        }
        Location at = placeOf(o);
        if (at == null) {
          continue; // a waive: listed at each of the power's build sites, below
        }
        if (o instanceof Build) {
          sites.computeIfAbsent(o.power().orElseThrow(), k -> new ArrayList<>()).add(at);
        }
        byLoc.computeIfAbsent(loc(at), k -> new ArrayList<>()).add(text);
        if (at.coast().isPresent()) {
          byLoc.computeIfAbsent(loc(at.province()), k -> new ArrayList<>()).add(text);
        }
      }
    }
    // MILA offers WAIVE at every build site of a power that builds.
    for (Map.Entry<Power, List<Location>> e : sites.entrySet()) {
      {
        for (Location at : e.getValue()) {
          for (String key : at.coast().isPresent() ? List.of(loc(at), loc(at.province())) : List.of(loc(at))) {
            List<String> there = byLoc.get(key);
            if (!there.contains("WAIVE")) {
              there.add("WAIVE");
            }
          }
        }
      }
    }
    // A dislodged unit with nowhere to go is disbanded at once by MILA: it has no orders.
    if (pos.phase().type() == PhaseType.RETREAT && !game.isOver()) {
      byLoc.values().removeIf(list -> list.stream().noneMatch(o -> o.contains(" R ")));
    }
    possibleFor = pos;
    possible = byLoc;
    return byLoc;
  }

  /**
   * For each army and destination that fleets may convoy, the fleets on some chain from the one to the other that no
   * shorter chain of its own fleets makes superfluous: an induced path (no fleet of it touches the army's province
   * but the first, the destination but the last, or another fleet of it but its neighbours on the path). The
   * fleets considered are those the generator gave a convoy order; the chains are few and short, so a depth-first
   * walk over them is cheap.
   */
  private Map<String, Set<Province>> minimalConvoyers(List<? extends Order> orders) {
    Map<String, Set<Province>> fleetsFor = new LinkedHashMap<>();
    Map<String, Convoy> sample = new LinkedHashMap<>();
    for (Order o : orders) {
      if (o instanceof Convoy c) {
        String key = loc(c.army().location().province()) + ">" + loc(c.destination().province());
        fleetsFor.computeIfAbsent(key, k -> new HashSet<>()).add(c.location().province());
        sample.putIfAbsent(key, c);
      }
    }
    Map<String, Set<Province>> out = new LinkedHashMap<>();
    for (Map.Entry<String, Convoy> e : sample.entrySet()) {
      Convoy c = e.getValue();
      List<Province> fleets = new ArrayList<>(fleetsFor.get(e.getKey()));
      Set<Province> found = new HashSet<>();
      walk(c.army().location().province(), c.destination().province(), fleets, new ArrayList<>(), found);
      out.put(e.getKey(), found);
    }
    return out;
  }

  private void walk(Province from, Province to, List<Province> fleets, List<Province> path, Set<Province> found) {
    for (Province f : fleets) {
      if (found.size() == fleets.size()) {
        return; // every fleet is on some such chain already
      }
      if (path.contains(f)) {
        continue;
      }
      boolean first = path.isEmpty();
      if (first ? !touches(f, from) : !touches(f, path.get(path.size() - 1)) || touches(f, from)) {
        continue;
      }
      boolean chordless = true;
      for (int i = 0; i < path.size() - 1 && chordless; i++) {
        chordless = !touches(f, path.get(i));
      }
      if (!chordless) {
        continue;
      }
      path.add(f);
      if (touches(f, to)) {
        found.addAll(path);
      } else {
        walk(from, to, fleets, path, found);
      }
      path.remove(path.size() - 1);
    }
  }

  /**
   * Whether a fleet in province {@code a} could move to some location of province {@code b}; memoised per map
   * (the walk asks the same pairs many times, and each answer costs a few adjacency look-ups per coast).
   */
  private boolean touches(Province a, Province b) {
    long key = ((long) a.index() << 32) | b.index();
    Boolean known = touching.get(key);
    if (known == null) {
      known = touchesUncached(a, b);
      touching.put(key, known);
    }
    return known;
  }

  private final Map<Long, Boolean> touching;

  private boolean touchesUncached(Province a, Province b) {
    for (Location x : a.fleetLocations()) {
      for (Location y : b.fleetLocations()) {
        if (map.isAdjacent(x, y, UnitType.FLEET)) {
          return true;
        }
      }
    }
    return false;
  }

  private static Location placeOf(Order o) {
    if (o instanceof UnitOrder u) {
      return u.location();
    }
    if (o instanceof Build b) {
      return b.location();
    }
    return null;
  }

  /**
   * Sets orders of a power as MILA's {@code set_orders} does: each order replaces the power's earlier order for the
   * same place; an order MILA would refuse is not set, and its text with the reason is returned.
   *
   * @param power the power's name
   * @param texts the orders, in MILA's notation or any this library reads, one a line
   * @param replaceAll whether the power's earlier orders are cleared first
   * @return the refused orders, each {@code text: reason}
   * @throws IllegalArgumentException if the power is unknown
   */
  public String[] setOrders(String power, String texts, boolean replaceAll) {
    Power p = power(power);
    Map<String, Order> mine = given.get(p.index());
    if (replaceAll) {
      mine.clear();
    }
    List<String> refused = new ArrayList<>();
    for (String text : texts.split("\n", -1)) {
      if (text.isBlank() && texts.isBlank()) {
        continue;
      }
      String why = add(p, mine, text);
      if (why != null) {
        refused.add(text + ": " + why);
      }
    }
    if (!game.isOver()) {
      sheet = sheet.withOrders(p, new ArrayList<>(mine.values()));
    }
    return refused.toArray(new String[0]);
  }

  private String add(Power p, Map<String, Order> mine, String text) {
    if (game.isOver()) {
      return "the game is over";
    }
    String trimmed = text.strip();
    if (trimmed.isEmpty()) {
      return "empty order";
    }
    Order order;
    try {
      order = reader.parse(trimmed);
    } catch (OrderFormatException e) {
      return e.getMessage();
    }
    if (order.power().isPresent() && order.power().get() != p) {
      return "an order of " + name(order.power().get()) + ", not of " + name(p);
    }
    if (order instanceof Waive) {
      if (game.position().phase().type() != PhaseType.ADJUSTMENT || sheet.buildsDue(p) <= 0) {
        return "no builds due";
      }
      mine.put("WAIVE" + mine.size(), order);
      return null;
    }
    Location at = placeOf(order);
    String text1 = MilaFormat.print(order);
    List<String> there = possibleAt(at);
    boolean listed = there.contains(text1)
        || (order instanceof Move m && !m.viaConvoy() && there.contains(text1 + " VIA"));
    boolean unlisted = false;
    if (!listed && ownedBy(p, at) && !(order instanceof Move m2 && m2.viaConvoy())) {
      // MILA's engine accepts some legal orders its list of possible orders leaves out (a support of a fleet on a
      // coast written with the coast, ...): a legal order of the power's own unit is set, and kept as written.
      listed = sheet.check(p, order).isLegal();
      unlisted = listed;
    }
    if (!listed || !ownedBy(p, at)) {
      OrderCheck check = sheet.check(p, order);
      String reason = check.illegal().map(r -> r.name() + " (" + r.description() + ")")
          .orElse("not among the possible orders of " + loc(at));
      return !ownedBy(p, at) && check.isLegal() ? "no unit of " + name(p) + " to order at " + loc(at) : reason;
    }
    mine.put(loc(at.province()), order);
    String written = String.join(" ", trimmed.toUpperCase(Locale.ROOT).split("\\s+"));
    if (order instanceof SupportHold sh) {
      // MILA writes the supported fleet's coast, given or not (F SPA/NC).
      Unit held = game.position().unitAt(sh.supported().location().province()).orElse(null);
      if (held != null && held.location().coast().isPresent() && written.endsWith(" " + loc(held.province()))) {
        written = written.substring(0, written.length() - 3) + loc(held.location());
        unlisted = true;
      }
    }
    if (unlisted || (!written.equals(text1) && inMilaNotation(written))) {
      asWritten.put(order, written); // MILA keeps an order as written in its notation (a coast in a support, ...)
    }
    return null;
  }

  private static final Set<String> MILA_WORDS = Set.of("A", "F", "-", "S", "C", "H", "R", "B", "D", "VIA", "WAIVE");

  /** Whether every word of an upper-case text is a word of MILA's notation or a location of the map. */
  private boolean inMilaNotation(String text) {
    if (milaLocations == null) {
      milaLocations = new HashSet<>(Arrays.asList(locations()));
    }
    for (String w : text.split(" ")) {
      if (!MILA_WORDS.contains(w) && !milaLocations.contains(w)) {
        return false;
      }
    }
    return true;
  }

  private Set<String> milaLocations;

  private boolean ownedBy(Power p, Location at) {
    Position pos = game.position();
    switch (pos.phase().type()) {
      case RETREAT:
        return pos.dislodgedAt(at.province()).map(d -> d.unit().power() == p).orElse(false);
      case ADJUSTMENT:
        return pos.unitAt(at.province()).map(u -> u.power() == p).orElse(false)
            || sheet.buildSites(p).contains(at.province());
      default:
        return pos.unitAt(at.province()).map(u -> u.power() == p).orElse(false);
    }
  }

  /**
   * Returns its orders set this phase, in MILA's notation.
   *
   * @param power the power's name
   * @return its orders set this phase, in MILA's notation
   */
  public String[] orders(String power) {
    List<String> out = new ArrayList<>();
    for (Order o : given.get(power(power).index()).values()) {
      out.add(asWritten.getOrDefault(o, MilaFormat.print(o)));
    }
    return out.toArray(new String[0]);
  }

  /**
   * Clears a power's orders of this phase.
   *
   * @param power the power's name
   */
  public void clearOrders(String power) {
    Power p = power(power);
    given.get(p.index()).clear();
    if (!game.isOver()) {
      sheet = sheet.cleared(p);
    }
  }

  /**
   * Adjudicates the phase with the orders set (powers without orders are in civil disorder) and moves to the next
   * phase with something to decide.
   *
   * @throws IllegalStateException if the game is over
   */
  public void process() {
    if (game.isOver()) {
      throw new IllegalStateException("the game is over");
    }
    game = game.advance(sheet);
    // MILA disbands at once the dislodged units that cannot retreat, and has no retreat phase when none can.
    while (!game.isOver() && game.position().phase().type() == PhaseType.RETREAT && keptDislodged().isEmpty()) {
      game = game.advance(game.sheet());
    }
    newPhase();
  }

  /**
   * Ends the game in a draw among the powers that still have centres (MILA's {@code draw()}).
   */
  public void draw() {
    if (!game.isOver()) {
      game = game.drawnAmongSurvivors();
      newPhase();
    }
  }

  /**
   * The outcome, MILA's way: the winners' names (for a draw, every power in it), empty while the game goes on.
   *
   * @return the winners
   */
  public String[] winners() {
    return game.ending().map(o -> o.winners().stream().map(MilaSession::name).toArray(String[]::new))
        .orElse(new String[0]);
  }

  /**
   * Returns the game in MILA's saved-game JSON.
   *
   * @return the game in MILA's saved-game JSON
   */
  public String toMilaJson() {
    return MilaFormat.toJson(game);
  }

  /**
   * The results of the last adjudicated phase, one row per order: the order in MILA's notation, the outcome, the
   * reason, and the provinces the reason names, space-separated.
   *
   * @return order, outcome, reason, by; order, outcome, reason, by; ...
   */
  public String[] lastResults() {
    List<String> out = new ArrayList<>();
    if (game.lastPlayed().isEmpty()) {
      return new String[0];
    }
    Turn turn = game.lastPlayed().get();
    PhaseResult result = turn.result();
    for (OrderResult r : result.results()) {
      out.add(MilaFormat.print(r.order()));
      out.add(r.outcome().name());
      out.add(r.reason().name());
      StringBuilder by = new StringBuilder();
      for (Province p : r.by()) {
        by.append(by.length() == 0 ? "" : " ").append(loc(p));
      }
      out.add(by.toString());
    }
    return out.toArray(new String[0]);
  }

  /**
   * The phase MILA's outcome names: for a game its players ended, the phase it ended in; for a victory, the phase
   * whose adjudication decided it.
   *
   * @return the phase's code, empty while the game goes on
   */
  public String endPhase() {
    if (game.ending().isEmpty()) {
      return "";
    }
    if (game.ending().get().isAgreed() || game.lastPlayed().isEmpty()) {
      return game.position().phase().code();
    }
    return game.lastPlayed().get().position().phase().code();
  }

  /**
   * What a text written by a person means: the legal order in MILA's notation, or why it is none.
   *
   * @param power the power's name
   * @param text the order as written
   * @return {@code {"ok", order}} or {@code {"error", reason}}
   */
  public String[] normalize(String power, String text) {
    Power p = power(power);
    if (game.isOver()) {
      return new String[] {"error", "the game is over"};
    }
    Order order;
    try {
      order = reader.parse(text.strip());
    } catch (OrderFormatException e) {
      return new String[] {"error", e.getMessage()};
    }
    OrderCheck check = sheet.check(p, order);
    if (check.illegal().isPresent()) {
      return new String[] {"error", MilaFormat.print(check.order()) + ": " + check.illegal().get().name() + " ("
          + check.illegal().get().description() + ")"};
    }
    return new String[] {"ok", MilaFormat.print(check.order())};
  }

  /**
   * Returns the current position drawn as an SVG document.
   *
   * @return the current position drawn as an SVG document
   */
  public String render() {
    return MapRenderer.of(map).position(game.position());
  }

  /**
   * Returns the current position's Zobrist hash ({@link PositionHash}).
   *
   * @return the current position's Zobrist hash ({@link PositionHash})
   */
  public long positionHash() {
    return PositionHash.of(map).hash(game.position());
  }
}
