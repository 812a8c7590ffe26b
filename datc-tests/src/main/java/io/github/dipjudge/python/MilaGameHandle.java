package io.github.dipjudge.python;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.adjudicate.Reason;
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
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A game between Python calls, named as MILA's {@code diplomacy} package names things: powers {@code FRANCE},
 * locations {@code STP/SC}, phases {@code S1901M} or {@code COMPLETED}, orders in MILA's notation
 * ({@link MilaFormat#print}). It holds the immutable {@link Game}; the caller (the Python package) keeps the orders
 * given this phase and hands them all over in one call, {@link #advance}.
 *
 * <p>MILA's possible orders ({@link #orderTable}): the legal orders of {@link LegalOrders} printed in MILA's
 * notation, keyed by the unit's location and, for a unit on a coast, by its province too, as MILA keys them; a move
 * "via convoy" is listed only where a chain of fleets on the board reaches the destination (some fleet has a legal
 * convoy order for it), as MILA's engine accepts {@code VIA} only then ({@link MilaListing}). They are computed once
 * per position.
 *
 * <p>Performance: a phase played from Python costs a crossing of the bridge per power that orders and one for
 * {@link #advance}, whatever the number of orders: the orders written as MILA lists them are checked a power at a
 * time ({@link #checkListed}, which makes no listing), or, once the program has asked for the possible orders, on
 * the Python side against the table ({@link #orderTable}); only other texts cost a call each ({@link #check}).
 *
 * <p>Not thread-safe: one handle serves one Python thread.
 */
public final class MilaGameHandle {
  private final GameMap map;
  private final Rulebook rules;
  private final OrderNotation reader;
  /**
   * The map's powers by MILA's name ({@code FRANCE}): {@link #advance} names a power on every order line, and
   * upper-casing every power's name for every line was a fifth of its time.
   */
  private final Map<String, Power> powersByName = new HashMap<>();
  private Game game;
  /** The current phase's empty order sheet (made when first asked): what powers must order, and order checks. */
  private OrderSheet sheet;
  /** The orders the check read from other notations or kept otherwise than listed, this phase ({@link #check}). */
  private final List<Order> checked = new ArrayList<>();
  private MilaListing.Listing listing;
  /** The current position's legal orders for {@link #checkListed}, when it was asked before any listing. */
  private MilaListing.Probe probe;
  /** The game after each phase {@link #advance} played, in turn: what the Python side exports when asked. */
  private final List<Game> advanced = new ArrayList<>();

  private MilaGameHandle(Game game) {
    this.game = game;
    this.map = game.map();
    this.rules = game.rules();
    this.reader = MilaListing.notation(map);
    for (Power p : map.powers()) {
      powersByName.put(name(p), p);
    }
  }

  /**
   * A new game.
   *
   * @param mapName MILA's name of the map ({@code standard}) or the id of a shipped variant
   * @param rules the rulebook
   * @return the handle at the map's first phase
   * @throws IllegalArgumentException if no map has the name
   */
  public static MilaGameHandle start(String mapName, Rulebook rules) {
    checkNotNull(mapName, "mapName");
    GameMap map = MilaFormat.knownMap(mapName).orElse(null);
    if (map == null) {
      if (!GameMap.variants().contains(mapName)) {
        throw new IllegalArgumentException("unknown map \"" + mapName + "\"; the maps: standard, "
            + String.join(", ", GameMap.variants()));
      }
      map = GameMap.variant(mapName);
    }
    return new MilaGameHandle(Game.start(map, rules));
  }

  /**
   * A handle on a game as it stands.
   *
   * @param game the game
   * @return the handle at the game's current phase
   */
  public static MilaGameHandle of(Game game) {
    return new MilaGameHandle(checkNotNull(game, "game"));
  }

  /**
   * A handle on a game read from MILA's saved-game JSON.
   *
   * @param json the file's text
   * @param source the name used in error messages
   * @param rules the rulebook, unless the file's extension names one
   * @return the handle at the game's current phase
   * @throws GameFormatException if the text is no such game
   */
  public static MilaGameHandle read(String json, String source, Rulebook rules) throws GameFormatException {
    return new MilaGameHandle(MilaFormat.fromJson(json, source, rules));
  }

  /**
   * A handle whose current position is a MILA state (MILA's {@code set_state}): the state is read as the one phase
   * of a saved game.
   *
   * @param mapName MILA's name of the map
   * @param phase the phase name ({@code S1901M})
   * @param stateJson the state object as JSON text
   * @param rules the rulebook
   * @return the handle at that position, with no history
   * @throws GameFormatException if the state does not describe a position of the map
   */
  public static MilaGameHandle fromState(String mapName, String phase, String stateJson, Rulebook rules)
      throws GameFormatException {
    String file = "{\"id\":\"state\",\"map\":" + quote(mapName) + ",\"rules\":[],\"phases\":[{\"name\":"
        + quote(phase) + ",\"state\":" + stateJson + ",\"orders\":{},\"results\":{},\"messages\":[]}]}";
    try {
      return new MilaGameHandle(MilaFormat.readSaved(
          new ByteArrayInputStream(file.getBytes(StandardCharsets.UTF_8)), "state " + phase, rules).game());
    } catch (IOException e) {
      throw new IllegalStateException(e); // a byte array does not fail to read
    }
  }

  /**
   * A handle on a retreat phase given as MILA's state (MILA's {@code set_state} of a phase ending in {@code R}).
   * MILA's state lists each dislodged unit with the places it may retreat to, but not where its attacker came from
   * nor which provinces a standoff left empty, which the retreat rules need: they are chosen so that the unit's legal
   * retreats are MILA's list: of its adjacent unoccupied places that the list leaves out, the first from which the
   * unit now in its province could have come is the attacker's origin (first a place another unit's list names,
   * which cannot be a standoff, then by the map's order), the others are standoffs; when there is none, the attacker
   * came from a neighbour another unit holds now, or else by convoy (DATC 4.A.5), which closes nothing.
   *
   * @param mapName MILA's name of the map
   * @param phase the phase name ({@code F1903R})
   * @param stateJson the state without its dislodged units (no starred unit, empty retreats)
   * @param rules the rulebook
   * @param dislodged a line per dislodged unit: its power, the unit ({@code A VIE}) and the places it may retreat
   *     to separated by spaces, the three separated by tabs
   * @return the handle at that position, with no history
   * @throws GameFormatException if the state does not describe a position of the map
   * @throws IllegalArgumentException if a dislodged unit's line names no unit of the map, or the unit has no
   *     neighbour it could have been dislodged from
   */
  public static MilaGameHandle fromRetreatState(String mapName, String phase, String stateJson, Rulebook rules,
      String dislodged) throws GameFormatException {
    checkNotNull(dislodged, "dislodged");
    Game game = fromState(mapName, phase, stateJson, rules).game();
    GameMap map = game.map();
    Position pos = game.position();
    Position.Builder b = pos.toBuilder();
    Set<Province> standoffs = new LinkedHashSet<>();
    // A place some unit may retreat to is no standoff: where another unit's list leaves it out, it is the origin of
    // that unit's attacker.
    Set<Province> open = new HashSet<>();
    for (String line : dislodged.split("\n")) {
      String[] f = line.split("\t", -1);
      for (String place : f.length == 3 ? f[2].split(" ") : new String[0]) {
        if (!place.isEmpty()) {
          open.add(map.location(place.toLowerCase(Locale.ROOT)).province());
        }
      }
    }
    for (String line : dislodged.split("\n")) {
      if (line.isBlank()) {
        continue;
      }
      String[] f = line.split("\t", -1);
      checkArgument(f.length == 3 && f[1].length() > 2, "not a dislodged unit: \"%s\"", line);
      Power power = null;
      for (Power p : map.powers()) {
        if (name(p).equals(f[0])) {
          power = p;
        }
      }
      checkArgument(power != null, "unknown power in \"%s\"", line);
      UnitType type = UnitType.ofLetter(f[1].charAt(0));
      Unit u = Unit.of(power, type, map.location(f[1].substring(2).trim().toLowerCase(Locale.ROOT)));
      Set<Province> allowed = new HashSet<>();
      for (String place : f[2].split(" ")) {
        if (!place.isEmpty()) {
          allowed.add(map.location(place.toLowerCase(Locale.ROOT)).province());
        }
      }
      Unit attacker = pos.unitAt(u.province()).orElse(null);
      List<Province> closed = new ArrayList<>();
      List<Province> occupied = new ArrayList<>();
      for (Location l : map.locations()) {
        Province p = l.province();
        if (!map.isAdjacent(u.location(), l, type) || closed.contains(p) || occupied.contains(p)) {
          continue;
        }
        (pos.unitAt(p).isPresent() ? occupied : closed).add(p);
      }
      closed.removeIf(allowed::contains);
      closed.sort(java.util.Comparator.comparing(p -> !open.contains(p))); // stable: the map's order otherwise
      DislodgedUnit d = null;
      for (Province p : closed) { // the attacker came from a place the list leaves out; the others: standoffs
        if (d == null && couldCome(map, attacker, p)) {
          d = new DislodgedUnit(u, p, false);
        } else {
          standoffs.add(p);
        }
      }
      for (Province p : occupied) { // or from a place another unit has taken since
        if (d == null && couldCome(map, attacker, p)) {
          d = new DislodgedUnit(u, p, false);
        }
      }
      for (Province p : map.provinces()) { // or by convoy, from afar
        if (d == null && p != u.province()) {
          try {
            DislodgedUnit c = new DislodgedUnit(u, p, true);
            pos.toBuilder().dislodged(c);
            d = c;
          } catch (IllegalArgumentException e) {
            continue; // not a convoy's origin
          }
        }
      }
      checkArgument(d != null, "%s: no place its attacker could have come from", line);
      b.dislodged(d);
    }
    for (Province p : standoffs) {
      b.standoff(p);
    }
    return new MilaGameHandle(Game.of(b.build(), rules));
  }

  /** Whether the unit could have moved from some location of a province to where it stands. */
  private static boolean couldCome(GameMap map, Unit attacker, Province from) {
    if (attacker == null) {
      return true;
    }
    for (Location l : map.locations()) {
      if (l.province() == from && map.isAdjacent(l, attacker.location(), attacker.type())) {
        return true;
      }
    }
    return false;
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
    sheet = null;
    checked.clear();
  }

  /** The current phase's empty sheet; only asked while the game goes on. */
  private OrderSheet sheet() {
    if (sheet == null) {
      sheet = game.sheet();
    }
    return sheet;
  }

  /** MILA's possible orders of the current position, made once per position. */
  private MilaListing.Listing listing() {
    if (listing == null || listing.position != game.position()) {
      listing = MilaListing.forThread(map, rules).list(game.position(), game.isOver());
    }
    return listing;
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
    Power p = powersByName.get(name);
    if (p == null) {
      p = powersByName.get(name.toUpperCase(Locale.ROOT));
    }
    if (p != null) {
      return p;
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
    for (String o : listing().texts(loc(d.unit().location()))) {
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
    for (Location l : sheet().dueLocations(p)) {
      out.add(loc(l.province()));
    }
    return out.toArray(new String[0]);
  }

  /**
   * The current phase as one text in UTF-8, so that a Python call crosses the bridge once a phase: a line per power
   * (in the map's order) with its orderable locations ({@link #orderableLocations}) separated by spaces; a line of
   * the listed orders that a check must see although listed ({@code #} then the orders, tab-separated: a support of
   * a fleet on a coast named without the coast, which MILA keeps with the coast); a line of MILA's location keys
   * that have possible orders, separated by spaces; a line of where each key's orders end in the rest of the text
   * (offsets in code points, separated by spaces; each key's start where the one before it ends, the first at 0);
   * then, with no line break, each key's possible orders in turn, each order between tabs ({@code \tA PAR H\tA PAR
   * - BUR\t}: a text is listed at a key when its stretch holds the text with a tab on either side). A unit on a
   * coast has its coast's key and its province's. The orders listed at a key are those of the power that may order
   * there (its orderable locations name the key's province). Nothing but the power lines, {@code #} and two empty
   * lines once the game is over.
   *
   * <p>Performance: written in one pass from the position's listing ({@link MilaListing}: the generator's codes
   * and a per-map table of their texts' bytes), once per position; the text is one array of bytes (one crossing,
   * which JPype copies as a block; a Java string of the same length costs several times more to turn into
   * Python's), about 20,000 bytes for a mid-game phase of the standard map. The offsets spare the Python side a scan
   * of the whole text for line breaks (a character at a time, the longest part of reading it): it splits the short
   * head, and finds an order or cuts a key's list within its stretch.
   *
   * @return the text, UTF-8
   */
  public byte[] orderTable() {
    MilaListing names = MilaListing.forThread(map, rules);
    MilaListing.Listing l = listing();
    // The head is written as bytes into the thread's scratch array, names and numbers from bytes kept per map: a
    // string builder's appends and the head's encoding were a sixth of the call.
    MilaListing.Bytes head = names.scratch();
    for (Power p : map.powers()) {
      if (!game.isOver()) {
        boolean first = true;
        for (Location loc : sheet().dueLocations(p)) {
          if (!first) {
            head.add((byte) ' ');
          }
          head.add(names.nameBytes(loc.province()));
          first = false;
        }
      }
      head.add((byte) '\n');
    }
    head.add((byte) '#');
    byte[] pool = names.pool(); // the texts, by the packed values' offsets: no entry object is read
    for (MilaListing.Entry e : l.slow) {
      head.add((byte) '\t');
      head.add(pool, MilaListing.offset(e.packed), MilaListing.length(e.packed));
    }
    head.add((byte) '\n');
    for (int k = 0; k < l.places; k++) {
      if (k > 0) {
        head.add((byte) ' ');
      }
      head.add(names.keyBytes(l.keyOf[k]));
    }
    head.add((byte) '\n');
    int end = 0;
    for (int k = 0; k < l.places; k++) {
      end += l.chars[k] + 1; // the orders, each after a tab, and the last tab
      if (k > 0) {
        head.add((byte) ' ');
      }
      head.addNumber(end);
    }
    head.add((byte) '\n');
    byte[] out = new byte[head.size + l.bytes + l.places];
    System.arraycopy(head.bytes, 0, out, 0, head.size);
    int at = head.size;
    long[] values = l.values;
    for (int k = 0; k < l.places; k++) {
      for (int i = l.start[k], stop = l.start[k + 1]; i < stop; i++) {
        long v = values[i];
        int length = MilaListing.length(v);
        out[at++] = '\t';
        System.arraycopy(pool, MilaListing.offset(v), out, at, length);
        at += length;
      }
      out[at++] = '\t';
    }
    return out;
  }

  /**
   * Every location of the map in MILA's spelling, upper case, coasts included ({@code STP}, {@code STP/NC}).
   *
   * @return the locations, in the map's order
   */
  public String[] locations() {
    return map.locations().stream().map(MilaGameHandle::loc).toArray(String[]::new);
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
   * Checks an order as MILA's {@code set_orders} does, for a text the caller did not find as listed: what MILA
   * would refuse is refused with the reason; an order accepted is kept by this handle until the phase ends, under
   * the number returned, for {@link #advance}. The caller keeps the power's orders: an order replaces the power's
   * earlier one under the same key.
   *
   * @param power the power's name
   * @param text the order, in MILA's notation or any this library reads
   * @return {@code {key, text to keep, number}} for an order accepted (the key is the ordered unit's province, or
   *     {@code WAIVE}; the text is MILA's notation or, where MILA keeps it so, the order as written), or
   *     {@code {reason}} for one refused
   * @throws IllegalArgumentException if the power is unknown
   */
  public String[] check(String power, String text) {
    Power p = power(power);
    checkNotNull(text, "text");
    if (game.isOver()) {
      return new String[] {"the game is over"};
    }
    String trimmed = text.strip();
    if (trimmed.isEmpty()) {
      return new String[] {"empty order"};
    }
    Order order;
    try {
      order = reader.parse(trimmed);
    } catch (OrderFormatException e) {
      return new String[] {e.getMessage()};
    }
    if (order.power().isPresent() && order.power().get() != p) {
      return new String[] {"an order of " + name(order.power().get()) + ", not of " + name(p)};
    }
    if (order instanceof Waive) {
      if (game.position().phase().type() != PhaseType.ADJUSTMENT || sheet().buildsDue(p) <= 0) {
        return new String[] {"no builds due"};
      }
      return keep("WAIVE", MilaFormat.print(order), order.withPower(p));
    }
    Location at = placeOf(order);
    String text1 = MilaFormat.print(order);
    List<String> there = listing().texts(loc(at));
    boolean listed = there.contains(text1)
        || (order instanceof Move m && !m.viaConvoy() && there.contains(text1 + " VIA"));
    boolean unlisted = false;
    if (!listed && ownedBy(p, at) && !(order instanceof Move m2 && m2.viaConvoy())) {
      // MILA's engine accepts some legal orders its list of possible orders leaves out (a support of a fleet on a
      // coast written with the coast, ...): a legal order of the power's own unit is set, and kept as written.
      listed = sheet().check(p, order).isLegal();
      unlisted = listed;
    }
    if (!listed || !ownedBy(p, at)) {
      OrderCheck check = sheet().check(p, order);
      String reason = check.illegal().map(r -> r.name() + " (" + r.description() + ")")
          .orElse("not among the possible orders of " + loc(at));
      return new String[] {!ownedBy(p, at) && check.isLegal() ? "no unit of " + name(p) + " to order at " + loc(at)
          : reason};
    }
    String written = String.join(" ", trimmed.toUpperCase(Locale.ROOT).split("\\s+"));
    if (order instanceof SupportHold sh) {
      // MILA writes the supported fleet's coast, given or not (F SPA/NC).
      Unit held = game.position().unitAt(sh.supported().location().province()).orElse(null);
      if (held != null && held.location().coast().isPresent() && written.endsWith(" " + loc(held.province()))) {
        written = written.substring(0, written.length() - 3) + loc(held.location());
        unlisted = true;
      }
    }
    boolean asWritten = unlisted || (!written.equals(text1) && inMilaNotation(written));
    return keep(loc(at.province()), asWritten ? written : text1, order.power().isEmpty() ? order.withPower(p) : order);
  }

  /**
   * Checks a power's orders given in the very words MILA lists them, all in one call, for a caller that has not
   * asked for the phase's possible orders: each text found listed for one of the power's units is accepted as
   * {@link #check} accepts it (kept under a number, for {@link #advance}); of the others nothing is decided here
   * (the caller checks them as before: against {@link #orderTable}, or by {@link #check}).
   *
   * <p>Performance: the phase's listing is not made ({@link MilaListing.Probe}: one generation of the legal orders
   * per phase, then a table look-up per order), so a phase played by a program that never asks for the possible
   * orders costs a call per power and the adjudication.
   *
   * @param power the power's name
   * @param texts the orders, one a line
   * @return per line, in turn and separated by spaces, the number the order is kept under, or {@code -1} when it
   *     was not decided here
   * @throws IllegalArgumentException if the power is unknown
   */
  public String checkListed(String power, String texts) {
    Power p = power(power);
    checkNotNull(texts, "texts");
    boolean movement = !game.isOver() && game.position().phase().type() == PhaseType.MOVEMENT;
    if (movement && (probe == null || probe.position != game.position())) {
      probe = MilaListing.forThread(map, rules).probe(game.position());
    }
    StringBuilder out = new StringBuilder(texts.length() / 4);
    int from = 0;
    while (true) {
      int end = texts.indexOf('\n', from);
      if (end < 0) {
        end = texts.length();
      }
      MilaListing.Entry e = movement ? probe.listed(p, texts.substring(from, end)) : null;
      if (from > 0) {
        out.append(' ');
      }
      if (e == null) {
        out.append("-1");
      } else {
        checked.add(e.order(reader, p));
        out.append(checked.size() - 1);
      }
      if (end == texts.length()) {
        return out.toString();
      }
      from = end + 1;
    }
  }

  private String[] keep(String key, String text, Order order) {
    checked.add(order);
    return new String[] {key, text, Integer.toString(checked.size() - 1)};
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
            || sheet().buildSites(p).contains(at.province());
      default:
        return pos.unitAt(at.province()).map(u -> u.power() == p).orElse(false);
    }
  }

  /**
   * Adjudicates the phase with the orders given (powers without orders are in civil disorder) and moves to the next
   * phase with something to decide, as MILA does: a retreat phase in which no dislodged unit has anywhere to go is
   * passed over (MILA disbands those units at once).
   *
   * <p>The orders are one text, a line an order, each {@code POWER<tab>KEY<tab>TEXT} for an order listed at MILA's
   * location key {@code KEY} in {@link #orderTable} with that very text, or {@code POWER<tab><tab>N} for the N-th
   * order accepted by {@link #check} or {@link #checkListed} this phase; power by power in the map's order, each
   * power's in the order given (that is the order of the phase's record). Performance: a listed order is found among
   * its location's few texts and read once per map ({@link MilaListing.Entry}), so a phase costs the adjudication and no parsing.
   *
   * @param orders the orders, as above
   * @return MILA's name of the phase now current ({@code COMPLETED} once the game is over)
   * @throws IllegalStateException if the game is over
   * @throws IllegalArgumentException if a line is not as above (an unknown power, key or number, or a text not
   *     listed there); nothing is changed then
   */
  public String advance(String orders) {
    checkNotNull(orders, "orders");
    if (game.isOver()) {
      throw new IllegalStateException("the game is over");
    }
    List<Order> given = new ArrayList<>();
    MilaListing.Listing l = null; // made when a line names a listed order: the checked ones need none
    int from = 0;
    while (from < orders.length()) {
      int end = orders.indexOf('\n', from);
      if (end < 0) {
        end = orders.length();
      }
      int tab1 = orders.indexOf('\t', from);
      int tab2 = tab1 < 0 || tab1 > end ? -1 : orders.indexOf('\t', tab1 + 1);
      checkArgument(tab2 >= 0 && tab2 < end, "not an order line: \"%s\"", orders.substring(from, end));
      Power p = power(orders.substring(from, tab1));
      if (tab2 == tab1 + 1) {
        String n = orders.substring(tab2 + 1, end);
        int i;
        try {
          i = Integer.parseInt(n);
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException("no order checked under \"" + n + "\"");
        }
        checkArgument(i >= 0 && i < checked.size(), "no order checked under %s", i);
        given.add(checked.get(i));
      } else {
        String key = orders.substring(tab1 + 1, tab2);
        String text = orders.substring(tab2 + 1, end);
        if (l == null) {
          l = listing();
        }
        int place = l.place(key);
        MilaListing.Entry e = place < 0 ? null : l.find(place, text);
        checkArgument(e != null && e.asListed && l.owner[place] == p, "\"%s\" is not listed for %s at %s", text,
            name(p), key);
        given.add(e.order(reader, p));
      }
      from = end + 1;
    }
    game = game.advance(given);
    // MILA disbands at once the dislodged units that cannot retreat, and has no retreat phase when none can.
    while (!game.isOver() && game.position().phase().type() == PhaseType.RETREAT && keptDislodged().isEmpty()) {
      game = game.advance(List.of());
    }
    advanced.add(game);
    newPhase();
    return phase();
  }

  /**
   * The game as it was right after a phase played by {@link #advance}.
   *
   * @param index which of the phases played through this handle, from 0
   * @return the game then (immutable)
   * @throws IndexOutOfBoundsException if fewer phases were played
   */
  public Game advanced(int index) {
    return advanced.get(index);
  }

  /**
   * Ends the game as MILA's {@code draw(winners)} does: a draw among the powers named, or with none named among the
   * powers that still have units on the board (MILA's choice); a single power named wins the game (the others
   * concede to it, {@link Game#concededTo}). Nothing happens to a game that is over.
   *
   * @param winners the powers' names; empty for MILA's default
   * @throws IllegalArgumentException if a name is unknown or given twice, or a power named has no unit and no
   *     centre left (the library's draws are among survivors), or no power has a unit when none is named
   */
  public void draw(String... winners) {
    checkNotNull(winners, "winners");
    if (game.isOver()) {
      return;
    }
    Set<Power> in = new LinkedHashSet<>();
    if (winners.length == 0) {
      for (Power p : map.powers()) {
        if (game.position().unitCount(p) > 0) {
          in.add(p);
        }
      }
      checkArgument(!in.isEmpty(), "no power has a unit to share a draw");
    }
    for (String w : winners) {
      checkArgument(in.add(power(w)), "%s is named twice among the winners", w);
    }
    game = in.size() == 1 ? game.concededTo(in.iterator().next()) : game.drawn(in);
    newPhase();
  }

  /**
   * The outcome, MILA's way: the winners' names (for a draw, every power in it), empty while the game goes on.
   *
   * @return the winners
   */
  public String[] winners() {
    return game.ending().map(o -> o.winners().stream().map(MilaGameHandle::name).toArray(String[]::new))
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
   * reason, and the provinces the reason names, space-separated. Then, as MILA's results name every unit, a row for
   * each unit that had no order (a power in civil disorder, or a unit left out): in a movement phase its hold
   * ({@code HELD}, or {@code DISLODGED} by the attacker's province), in a retreat phase its disbanding
   * ({@code DISBANDED}); an adjustment phase's removals chosen for a power are results of the adjudicator already.
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
    Set<Province> ordered = new HashSet<>();
    for (OrderResult r : result.results()) {
      row(out, MilaFormat.print(r.order()), r.outcome().name(), r.reason().name(), r.by());
      if (r.order() instanceof UnitOrder u) {
        ordered.add(u.location().province());
      }
    }
    // The units nobody ordered (a power in civil disorder, or a unit forgotten), as MILA's results list every unit:
    // in a movement phase each held, and was dislodged or not; in a retreat phase each was disbanded.
    Position before = turn.position();
    Position after = result.nextPosition();
    if (before.phase().type() == PhaseType.MOVEMENT) {
      for (Unit u : before.units()) {
        if (!ordered.contains(u.province())) {
          DislodgedUnit d = after.dislodgedAt(u.province()).filter(x -> x.unit().equals(u)).orElse(null);
          row(out, unit(u) + " H", d == null ? "SUCCEEDED" : "FAILED", d == null ? "HELD" : "DISLODGED",
              d == null ? List.of() : List.of(d.attackerOrigin()));
        }
      }
    } else if (before.phase().type() == PhaseType.RETREAT) {
      for (DislodgedUnit d : before.dislodged()) {
        if (!ordered.contains(d.unit().province())) {
          row(out, unit(d.unit()) + " D", "SUCCEEDED", "DISBANDED", List.of());
        }
      }
    }
    return out.toArray(new String[0]);
  }

  private static void row(List<String> out, String order, String outcome, String reason, List<Province> by) {
    out.add(order);
    out.add(outcome);
    out.add(reason);
    StringBuilder b = new StringBuilder();
    for (Province p : by) {
      b.append(b.length() == 0 ? "" : " ").append(loc(p));
    }
    out.add(b.toString());
  }

  /**
   * MILA's influence of each power: the provinces its units were the last to stand in. It starts from the given
   * lists (MILA's state, when the game was set from one) or from the units of the first position, and follows the
   * phases of the history: a unit that moved or retreated gives the province it reached to its power (MILA appends
   * it to the power's list and takes it from the others'); builds and removals change nothing, as in MILA. MILA
   * writes a retreat's coast into the list ({@code STP/NC}) and leaves the province to the power that had it; here a
   * province is always named without its coast, and has one power.
   *
   * @param base a line per power, in the map's order, of its provinces separated by spaces; empty to start from the
   *     first position's units
   * @return a line per power, in the map's order, of its provinces separated by spaces
   */
  public String[] influence(String base) {
    checkNotNull(base, "base");
    List<List<String>> lists = new ArrayList<>();
    for (int i = 0; i < map.powers().size(); i++) {
      lists.add(new ArrayList<>());
    }
    if (base.isEmpty()) {
      Position first = game.history().isEmpty() ? game.position() : game.history().get(0).position();
      for (Unit u : first.units()) {
        lists.get(u.power().index()).add(loc(u.province()));
      }
    } else {
      String[] lines = base.split("\n", -1);
      for (int i = 0; i < lists.size() && i < lines.length; i++) {
        for (String w : lines[i].split(" ")) {
          if (!w.isEmpty()) {
            lists.get(i).add(w);
          }
        }
      }
    }
    for (Turn t : game.history()) {
      if (t.skipped()) {
        continue;
      }
      for (OrderResult r : t.result().results()) {
        Location to = r.reason() == Reason.MOVED && r.order() instanceof Move m ? m.destination()
            : r.reason() == Reason.RETREATED && r.order() instanceof Retreat rt ? rt.destination() : null;
        if (to != null && r.order().power().isPresent()) {
          String name = loc(to.province());
          for (List<String> l : lists) {
            l.remove(name);
          }
          lists.get(r.order().power().get().index()).add(name);
        }
      }
    }
    return lists.stream().map(l -> String.join(" ", l)).toArray(String[]::new);
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
    OrderCheck check = sheet().check(p, order);
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
