package io.github.dipjudge.python;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderFormatException;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.order.Retreat;
import io.github.dipjudge.order.SupportHold;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * MILA's possible orders of a position, made from the generator's compact codes ({@link LegalOrders#generate}).
 *
 * <p>Performance: MILA's text of an order is a function of its code and the types of the units it names, apart from
 * two rules that look at the rest of the board (a convoy is listed only for a fleet some chain without a superfluous
 * fleet needs; a move "via convoy" only where some fleet may convoy it), which concern the few convoy codes. So the
 * text, and the order it reads as, are made once per (code, unit types) and kept in a table per map and rulebook;
 * a position's listing is then a walk over its codes with one table look-up each and no order value made. The
 * first phases of a map fill the table (each new entry prints its order and reads the text back once); the table is
 * bounded, one entry per order the map allows a unit of each type.
 *
 * <p>Not thread-safe: one instance per thread ({@link #forThread}); a {@link Listing} it returns is immutable but for
 * its entries' lazily parsed orders, and is used by the thread that made it.
 */
final class MilaListing {
  private static final ThreadLocal<Map<List<Object>, MilaListing>> BY_THREAD = ThreadLocal.withInitial(HashMap::new);
  /** The notations, one per map: immutable, shared by all threads. */
  private static final Map<GameMap, OrderNotation> NOTATIONS = new ConcurrentHashMap<>();

  /** MILA's {@code WAIVE}, listed at every build site of a power that builds; read by the order check. */
  static final Entry WAIVE = new Entry("WAIVE", LegalOrders.WAIVE, false);

  private final GameMap map;
  private final LegalOrders legal;
  private final OrderNotation reader;
  private final Location[] locations;
  private final String[] names;
  private final byte[][] nameBytes;
  private final String[] provinceNames;
  private final byte[][] provinceNameBytes;
  private final int[] provinceOf;
  private final int provinces;
  private final boolean[] touching;
  private final EntryTable table = new EntryTable();
  private final Map<String, Entry> byText = new HashMap<>();
  /** Counts the slots listed, so that an entry's stamp says whether the current slot lists its text already. */
  private long stamp;

  private MilaListing(GameMap map, Rulebook rules) {
    this.map = map;
    this.legal = LegalOrders.create(map, rules);
    this.reader = notation(map);
    this.locations = map.locations().toArray(new Location[0]);
    this.names = new String[locations.length];
    this.nameBytes = new byte[locations.length][];
    for (Location l : locations) {
      names[l.index()] = MilaGameHandle.loc(l);
      nameBytes[l.index()] = names[l.index()].getBytes(StandardCharsets.UTF_8);
    }
    this.provinceNames = new String[map.provinces().size()];
    this.provinceNameBytes = new byte[provinceNames.length][];
    for (Province p : map.provinces()) {
      provinceNames[p.index()] = MilaGameHandle.loc(p);
      provinceNameBytes[p.index()] = provinceNames[p.index()].getBytes(StandardCharsets.UTF_8);
    }
    this.provinceOf = new int[locations.length];
    for (Location l : locations) {
      provinceOf[l.index()] = l.province().index();
    }
    this.provinces = map.provinces().size();
    checkArgument(provinces < 1024, "map %s: %s provinces, more than the convoy rule's 1023", map.id(), provinces);
    this.touching = touchMatrix(map);
  }

  /** MILA's name of a province (upper case), kept. */
  String name(Province p) {
    return provinceNames[p.index()];
  }

  /** The calling thread's instance for a map and rulebook (a new generator fills its tables on first use). */
  static MilaListing forThread(GameMap map, Rulebook rules) {
    return BY_THREAD.get().computeIfAbsent(List.of(map, rules), k -> new MilaListing(map, rules));
  }

  /** The map's order reader, any notation ({@link OrderNotation#anyNotation}). */
  static OrderNotation notation(GameMap map) {
    return NOTATIONS.computeIfAbsent(map, OrderNotation::anyNotation);
  }

  /** One order as MILA lists it: its text, and the order the text reads as (read on first use). */
  static final class Entry {
    final String text;
    /** The text in UTF-8, as the order table copies it. */
    final byte[] bytes;
    final int kind;
    /**
     * Whether the order is kept as listed when given in these very words: false where MILA keeps a text of its own
     * (a support of a fleet on a coast named without the coast) or for {@code WAIVE} (due only with builds due).
     */
    final boolean asListed;
    /** The first entry made with this text: it carries the stamp by which a slot lists a text once. */
    Entry canon = this;
    /**
     * Whether another entry has the same text (a move to a far province, with "VIA" and without): only those look
     * at the stamp, so that listing writes to few entries.
     */
    boolean shared;
    /** The slot that last listed this text ({@link #canon}'s), from {@link MilaListing#stamp}. */
    long stamp = -1;
    private Order order;

    Entry(String text, int kind, boolean asListed) {
      this.text = text;
      this.bytes = text == null ? null : text.getBytes(StandardCharsets.UTF_8);
      this.kind = kind;
      this.asListed = asListed;
    }

    Order order(OrderNotation reader) {
      if (order == null) {
        try {
          order = reader.parse(text);
        } catch (OrderFormatException e) {
          throw new IllegalStateException("MILA's listed order \"" + text + "\" does not read back", e);
        }
      }
      return order;
    }
  }

  /** The orders listed at one of MILA's locations (a unit on a coast has its coast's and its province's). */
  static final class Place {
    final String key;
    /** The key in UTF-8. */
    final byte[] keyBytes;
    final Power owner;
    final List<Entry> entries = new ArrayList<>();
    boolean retreats;

    Place(String key, byte[] keyBytes, Power owner) {
      this.key = key;
      this.keyBytes = keyBytes;
      this.owner = owner;
    }

    void add(Entry e) {
      entries.add(e);
      retreats |= e.kind == LegalOrders.RETREAT;
    }

    /** The entry listed with this text, or null. */
    Entry find(String text) {
      for (Entry e : entries) {
        if (e.text.equals(text)) {
          return e;
        }
      }
      return null;
    }
  }

  /** A position's listing: MILA's location key to the place, in the order first met. */
  static final class Listing {
    final Position position;
    final Map<String, Place> places;

    Listing(Position position, Map<String, Place> places) {
      this.position = position;
      this.places = places;
    }

    /** The texts listed at a key, empty when none. */
    List<String> texts(String key) {
      Place p = places.get(key);
      if (p == null) {
        return List.of();
      }
      List<String> out = new ArrayList<>(p.entries.size());
      for (Entry e : p.entries) {
        out.add(e.text);
      }
      return out;
    }
  }

  /** The listing of a position (nothing for a position of a game that is over: pass {@code over}). */
  Listing list(Position pos, boolean over) {
    Map<String, Place> places = new LinkedHashMap<>();
    if (over) {
      return new Listing(pos, places);
    }
    PhaseType type = pos.phase().type();
    int n = legal.generate(pos);
    long[] convoys = null;
    int convoyCount = 0;
    for (int i = 0; i < n; i++) {
      int code = legal.code(i);
      if (LegalOrders.kind(code) == LegalOrders.CONVOY) {
        if (convoys == null) {
          convoys = new long[16];
        } else if (convoyCount == convoys.length) {
          convoys = java.util.Arrays.copyOf(convoys, convoyCount * 2);
        }
        convoys[convoyCount++] = code & 0xFFFFFFFFL;
      }
    }
    ConvoyRule convoyRule = convoyCount == 0 ? null : new ConvoyRule(convoys, convoyCount);
    // The unit types by province, read once: most codes are supports, each naming a second unit.
    byte[] types = type == PhaseType.ADJUSTMENT || type == PhaseType.MOVEMENT ? boardTypes(pos) : null;
    Map<Power, List<Place[]>> sites = null;
    for (int slot = 0, slots = legal.slotCount(); slot < slots; slot++) {
      Power owner = legal.slotPower(slot);
      stamp++;
      int lastLoc = -1;
      Place[] at = null;
      int unitType = 0;
      if (type != PhaseType.ADJUSTMENT) {
        unitType = types == null ? typeOf(pos, legal.slotOwner(slot)) : types[provinceOf[legal.slotOwner(slot)]];
      }
      for (int i = legal.slotStart(slot), end = legal.slotEnd(slot); i < end; i++) {
        int code = legal.code(i);
        int kind = LegalOrders.kind(code);
        if (kind == LegalOrders.WAIVE) {
          continue; // listed at each of the power's build sites, below
        }
        if (kind == LegalOrders.CONVOY || kind == LegalOrders.MOVE_VIA_CONVOY) {
          if (convoyRule == null || !convoyRule.lists(code)) { // no convoy order: no chain
            continue;
          }
        }
        int ut = unitType;
        if (type == PhaseType.ADJUSTMENT && kind == LegalOrders.DISBAND) {
          ut = types[provinceOf[LegalOrders.unitLocation(code)]];
        }
        int tt = 0;
        if (kind == LegalOrders.SUPPORT_HOLD || kind == LegalOrders.SUPPORT_MOVE || kind == LegalOrders.CONVOY) {
          tt = types[provinceOf[LegalOrders.target(code)]];
        }
        long key = (code & 0xFFFFFFFFL) | ((long) ut << 32) | ((long) tt << 34);
        Entry e = table.get(key);
        boolean made = false;
        if (e == null) {
          e = entry(i, kind);
          table.put(key, e);
          made = true;
        }
        if (e.text == null) {
          continue; // not MILA's
        }
        if (e.shared) {
          if (e.canon.stamp == stamp || made && listedIn(at, lastLoc == LegalOrders.unitLocation(code), e.canon)) {
            continue; // listed already under another code (a move to a far province, with "VIA" or not)
          }
          e.canon.stamp = stamp;
        }
        int loc = LegalOrders.unitLocation(code);
        if (loc != lastLoc) {
          lastLoc = loc;
          at = placesAt(places, loc, owner);
          if (kind == LegalOrders.BUILD_ARMY || kind == LegalOrders.BUILD_FLEET) {
            if (sites == null) {
              sites = new LinkedHashMap<>();
            }
            sites.computeIfAbsent(owner, k -> new ArrayList<>()).add(at);
          }
        }
        for (Place p : at) {
          p.add(e);
        }
      }
    }
    if (sites != null) {
      for (List<Place[]> powerSites : sites.values()) {
        for (Place[] site : powerSites) {
          for (Place p : site) {
            if (!p.entries.contains(WAIVE)) {
              p.entries.add(WAIVE);
            }
          }
        }
      }
    }
    if (type == PhaseType.RETREAT) {
      // A dislodged unit with nowhere to go is disbanded at once by MILA: it has no orders.
      places.values().removeIf(p -> !p.retreats);
    }
    return new Listing(pos, places);
  }

  /**
   * Whether the current slot's places list an entry already: asked only when an entry is made whose text an earlier
   * entry has, which may have been listed before it was known to share its text (and so without a stamp).
   */
  private static boolean listedIn(Place[] at, boolean sameLocation, Entry e) {
    if (at == null || !sameLocation) {
      return false;
    }
    for (Place p : at) {
      if (p.entries.contains(e)) {
        return true;
      }
    }
    return false;
  }

  /** The places of a location: its own, and for a coast its province's too. */
  private Place[] placesAt(Map<String, Place> places, int loc, Power owner) {
    Location l = locations[loc];
    Place own = places.computeIfAbsent(names[loc], k -> new Place(k, nameBytes[loc], owner));
    if (l.coast().isEmpty()) {
      return new Place[] {own};
    }
    return new Place[] {own, places.computeIfAbsent(provinceNames[l.province().index()],
        k -> new Place(k, provinceNameBytes[l.province().index()], owner))};
  }

  /** Per province index: 1 for an army on the board there, 2 for a fleet, 0 for none. */
  private byte[] boardTypes(Position pos) {
    byte[] out = new byte[provinces];
    for (Unit u : pos.units()) {
      out[u.province().index()] = (byte) (u.type() == UnitType.ARMY ? 1 : 2);
    }
    return out;
  }

  /** 1 for an army, 2 for a fleet dislodged at the location's province; 0 for none. */
  private int typeOf(Position pos, int loc) {
    Unit u = pos.dislodgedAt(locations[loc].province()).map(DislodgedUnit::unit).orElse(null);
    return u == null ? 0 : u.type() == UnitType.ARMY ? 1 : 2;
  }

  /** A new table entry for the i-th code of the generation. */
  private Entry entry(int i, int kind) {
    Order o = legal.order(i);
    String text = staticText(o);
    if (text == null) {
      return new Entry(null, kind, false);
    }
    boolean asListed;
    try {
      asListed = MilaFormat.print(reader.parse(text)).equals(text);
    } catch (OrderFormatException e) {
      asListed = false;
    }
    if (o instanceof SupportHold sh && sh.supported().type().orElse(UnitType.FLEET) == UnitType.FLEET
        && sh.supported().location().province().hasSplitCoasts()
        && text.endsWith(" " + MilaGameHandle.loc(sh.supported().location().province()))) {
      asListed = false; // MILA writes the supported fleet's coast: the order check keeps that text
    }
    Entry e = new Entry(text, kind, asListed);
    Entry same = byText.putIfAbsent(text, e);
    if (same != null) {
      e.canon = same;
      e.shared = true;
      same.shared = true;
    }
    return e;
  }

  /**
   * The text MILA lists for an order, apart from the convoy rules; null when MILA does not list the order.
   */
  private String staticText(Order o) {
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

  /**
   * MILA's two convoy rules, on the codes: a move "via convoy" is listed only where some fleet has a convoy order
   * for it (MILA's engine accepts {@code VIA} only then); a convoy only for a fleet on some chain from the army to the
   * destination that no shorter chain of its own fleets makes superfluous (an induced path: no fleet of it touches
   * the army's province but the first, the destination but the last, or another fleet of it but its neighbours on
   * the path).
   *
   * <p>Performance: a mid-game position has a hundred convoy codes and as many moves "via convoy", in a few dozen
   * army-destination pairs of one to four fleets each; the pairs are kept in a matrix of provinces, the fleets found
   * in a sorted array of packed province indices (binary search, no boxing), and the walk reads the map's
   * province-touches matrix.
   */
  private final class ConvoyRule {
    /** Whether some fleet may convoy from an army's province to a destination: {@code army * provinces + dest}. */
    private final boolean[] chained = new boolean[provinces * provinces];
    /** {@code army << 20 | destination << 10 | fleet} of the fleets on a chain without a superfluous fleet, sorted. */
    private final long[] minimal;

    ConvoyRule(long[] convoys, int count) {
      long[] keys = new long[count];
      for (int i = 0; i < count; i++) {
        int code = (int) convoys[i];
        keys[i] = (pair(LegalOrders.target(code), LegalOrders.destination(code)) << 10)
            | provinceOf[LegalOrders.unitLocation(code)];
      }
      java.util.Arrays.sort(keys);
      long[] found = new long[count];
      int foundCount = 0;
      int[] fleets = new int[count];
      int[] path = new int[count];
      boolean[] on = new boolean[count];
      for (int i = 0; i < count; ) {
        long pair = keys[i] >>> 10;
        int k = 0;
        for (; i < count && keys[i] >>> 10 == pair; i++) {
          if (k == 0 || fleets[k - 1] != (int) (keys[i] & 1023)) {
            fleets[k++] = (int) (keys[i] & 1023);
          }
        }
        chained[(int) (pair >>> 10) * provinces + (int) (pair & 1023)] = true;
        java.util.Arrays.fill(on, 0, k, false);
        walk((int) (pair >>> 10), (int) (pair & 1023), fleets, k, path, 0, on, new int[] {0});
        for (int f = 0; f < k; f++) {
          if (on[f]) {
            found[foundCount++] = (pair << 10) | fleets[f];
          }
        }
      }
      minimal = java.util.Arrays.copyOf(found, foundCount); // sorted: the pairs and their fleets came in order
    }

    private long pair(int armyLoc, int destLoc) {
      return ((long) provinceOf[armyLoc] << 10) | provinceOf[destLoc];
    }

    boolean lists(int code) {
      if (LegalOrders.kind(code) == LegalOrders.MOVE_VIA_CONVOY) {
        return chained[provinceOf[LegalOrders.unitLocation(code)] * provinces
            + provinceOf[LegalOrders.target(code)]];
      }
      return java.util.Arrays.binarySearch(minimal, (pair(LegalOrders.target(code), LegalOrders.destination(code))
          << 10) | provinceOf[LegalOrders.unitLocation(code)]) >= 0;
    }

    /**
     * Extends an induced path of fleets from the army's province towards the destination, marking in {@code on} the
     * fleets of every such path that reaches it; {@code marked[0]} counts them, to stop once all are.
     */
    private void walk(int from, int to, int[] fleets, int k, int[] path, int depth, boolean[] on, int[] marked) {
      for (int fi = 0; fi < k; fi++) {
        if (marked[0] == k) {
          return; // every fleet is on some such chain already
        }
        int f = fleets[fi];
        boolean inPath = false;
        for (int j = 0; j < depth && !inPath; j++) {
          inPath = fleets[path[j]] == f;
        }
        if (inPath) {
          continue;
        }
        if (depth == 0 ? !touches(f, from) : !touches(f, fleets[path[depth - 1]]) || touches(f, from)) {
          continue;
        }
        boolean chordless = true;
        for (int j = 0; j < depth - 1 && chordless; j++) {
          chordless = !touches(f, fleets[path[j]]);
        }
        if (!chordless) {
          continue;
        }
        path[depth] = fi;
        if (touches(f, to)) {
          for (int j = 0; j <= depth; j++) {
            if (!on[path[j]]) {
              on[path[j]] = true;
              marked[0]++;
            }
          }
        } else {
          walk(from, to, fleets, k, path, depth + 1, on, marked);
        }
      }
    }
  }

  /** Whether a fleet in province {@code a} could move to some location of province {@code b}. */
  private boolean touches(int a, int b) {
    return touching[a * provinces + b];
  }

  /** The matrix of {@link #touches}, made once per map and thread: a few adjacency look-ups per pair of coasts. */
  private static boolean[] touchMatrix(GameMap map) {
    int n = map.provinces().size();
    boolean[] out = new boolean[n * n];
    for (Province a : map.provinces()) {
      for (Province b : map.provinces()) {
        boolean t = false;
        for (Location x : a.fleetLocations()) {
          for (Location y : b.fleetLocations()) {
            t |= map.isAdjacent(x, y, UnitType.FLEET);
          }
        }
        out[a.index() * n + b.index()] = t;
      }
    }
    return out;
  }

  /** Entries by a long key: open addressing, linear probing, no boxing. */
  private static final class EntryTable {
    private long[] keys = new long[4096];
    private Entry[] values = new Entry[4096];
    private int size;

    Entry get(long key) {
      int mask = keys.length - 1;
      for (int i = hash(key) & mask; ; i = (i + 1) & mask) {
        Entry v = values[i];
        if (v == null) {
          return null;
        }
        if (keys[i] == key) {
          return v;
        }
      }
    }

    void put(long key, Entry value) {
      if (2 * (size + 1) > keys.length) {
        long[] oldKeys = keys;
        Entry[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new Entry[oldKeys.length * 2];
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
          if (oldValues[i] != null) {
            put(oldKeys[i], oldValues[i]);
          }
        }
      }
      int mask = keys.length - 1;
      int i = hash(key) & mask;
      while (values[i] != null && keys[i] != key) {
        i = (i + 1) & mask;
      }
      if (values[i] == null) {
        size++;
      }
      keys[i] = key;
      values[i] = value;
    }

    /** MurmurHash3's 64-bit finaliser: the codes differ in a few fields, which it spreads over every bit. */
    private static int hash(long key) {
      long h = key;
      h ^= h >>> 33;
      h *= 0xff51afd7ed558ccdL;
      h ^= h >>> 33;
      h *= 0xc4ceb9fe1a85ec53L;
      h ^= h >>> 33;
      return (int) h;
    }
  }
}
