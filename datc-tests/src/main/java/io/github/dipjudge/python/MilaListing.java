package io.github.dipjudge.python;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;

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
 * <p>A listing touches about a thousand entries a mid-game phase, each at a random place of a table of tens of
 * thousands, and a program calls it between long stretches of its own work: the cost is the memory read, not the
 * arithmetic. So a look-up reads one cache line: the table keeps each key beside its entry's packed value (where the
 * text's bytes are in a pool of all texts, their length, and the flags the listing tests), and the texts are copied
 * from the pool without reading the entry object, which only the rare cases need ({@link #entryOf}).
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
  private final String[] provinceNames;
  private final byte[][] provinceNameBytes;
  private final Bytes scratch = new Bytes();
  private final int[] provinceOf;
  private final int provinces;
  private final boolean[] touching;
  /**
   * MILA's location keys of the map ({@code STP}, {@code STP/NC}), each once, with their UTF-8 bytes: a listing names
   * a key by its index here. A unit's own location has key {@link #ownKey}; a unit on a coast is listed under its
   * province's key too ({@link #provinceKey}, -1 for a location without a coast).
   */
  private final String[] keys;
  private final byte[][] keyBytes;
  private final Map<String, Integer> keyIds = new HashMap<>();
  private final int[] ownKey;
  private final int[] provinceKey;
  private final EntryTable table = new EntryTable();
  /**
   * Every entry's text in UTF-8, one after another, each after its entry's index (four bytes, big-endian): a packed
   * value's offset points at the text. Only appended to, so a listing's offsets stay valid as it grows.
   */
  private byte[] pool = new byte[1 << 16];
  private int poolSize;
  /** The entries by index (the index written before each text in the pool). */
  private Entry[] byId = new Entry[1024];
  private int entryCount;
  /** {@link #WAIVE}'s packed value in this instance's pool. */
  private final long waive;
  private final Map<String, Entry> byText = new HashMap<>();
  /** Counts the slots listed, so that an entry's stamp says whether the current slot lists its text already. */
  private long stamp;
  /** The listing's picks (place, entry), in the generator's order, before they are grouped by place: reused. */
  private int[] pickPlace = new int[2048];
  private long[] pickValue = new long[2048];
  /** The generation's codes, copied once a listing (the generator's accessor checks its index each call): reused. */
  private int[] codes = new int[2048];

  private MilaListing(GameMap map, Rulebook rules) {
    this.map = map;
    this.legal = LegalOrders.create(map, rules);
    this.reader = notation(map);
    this.locations = map.locations().toArray(new Location[0]);
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
    List<String> names = new ArrayList<>();
    this.ownKey = new int[locations.length];
    this.provinceKey = new int[locations.length];
    for (Location l : locations) {
      ownKey[l.index()] = keyId(names, MilaGameHandle.loc(l));
      provinceKey[l.index()] = l.coast().isEmpty() ? -1 : keyId(names, provinceNames[l.province().index()]);
    }
    this.keys = names.toArray(new String[0]);
    this.keyBytes = new byte[keys.length][];
    for (int k = 0; k < keys.length; k++) {
      keyBytes[k] = keys[k].getBytes(StandardCharsets.UTF_8);
    }
    this.waive = register(WAIVE) & ~SLOW; // listed for a check by itself, not among the slow texts
  }

  // A packed value: the text's offset in the pool (bits 32-63), its length in bytes (bits 0-11) and four flags. It
  // is never 0, the table's "none": an entry without text has a flag, one with text a length.
  private static final long LENGTH = 0xFFF;
  /** Not MILA's: no text. */
  private static final long NO_TEXT = 1L << 12;
  /** Another entry has the same text ({@link Entry#shared}). */
  private static final long SHARED = 1L << 13;
  /** Not kept as listed ({@link Entry#asListed} false). */
  private static final long SLOW = 1L << 14;
  /** The text's length in code points differs from its length in bytes. */
  private static final long WIDE = 1L << 15;

  /** Gives an entry its index and its text a place in the pool; returns its packed value (the caller keeps it). */
  private long register(Entry e) {
    if (entryCount == byId.length) {
      byId = java.util.Arrays.copyOf(byId, 2 * entryCount);
    }
    int id = entryCount++;
    byId[id] = e;
    if (e.text == null) {
      return NO_TEXT;
    }
    byte[] bytes = e.text.getBytes(StandardCharsets.UTF_8);
    checkState(bytes.length <= LENGTH, "an order's text of %s bytes: %s", bytes.length, e.text);
    checkState(poolSize <= Integer.MAX_VALUE - 8 - bytes.length, "the texts of map %s fill 2 GB", map.id());
    if (poolSize + 4 + bytes.length > pool.length) {
      pool = java.util.Arrays.copyOf(pool, (int) Math.min(Integer.MAX_VALUE - 8,
          Math.max(2L * pool.length, poolSize + 4L + bytes.length)));
    }
    pool[poolSize] = (byte) (id >>> 24);
    pool[poolSize + 1] = (byte) (id >>> 16);
    pool[poolSize + 2] = (byte) (id >>> 8);
    pool[poolSize + 3] = (byte) id;
    int offset = poolSize + 4;
    System.arraycopy(bytes, 0, pool, offset, bytes.length);
    poolSize = offset + bytes.length;
    return (long) offset << 32 | (e.shared ? SHARED : 0) | (e.asListed ? 0 : SLOW)
        | (e.chars != bytes.length ? WIDE : 0) | bytes.length;
  }

  /** The entry of a packed value with text. */
  Entry entryOf(long packed) {
    int at = (int) (packed >>> 32) - 4;
    byte[] p = pool;
    return byId[(p[at] & 0xFF) << 24 | (p[at + 1] & 0xFF) << 16 | (p[at + 2] & 0xFF) << 8 | (p[at + 3] & 0xFF)];
  }

  /** Every text's bytes, at the offsets of the packed values (a new array once it grows: ask again after a listing). */
  byte[] pool() {
    return pool;
  }

  /** The length in bytes of a packed value's text. */
  static int length(long packed) {
    return (int) (packed & LENGTH);
  }

  /** The offset in the pool of a packed value's text. */
  static int offset(long packed) {
    return (int) (packed >>> 32);
  }

  private int keyId(List<String> names, String key) {
    return keyIds.computeIfAbsent(key, k -> {
      names.add(k);
      return names.size() - 1;
    });
  }

  /** The index of one of MILA's location keys ({@code STP/NC}), or -1 for a text that is none. */
  int keyId(String key) {
    Integer k = keyIds.get(key);
    return k == null ? -1 : k;
  }

  /** A key's text, by its index. */
  String key(int id) {
    return keys[id];
  }

  /** A key's UTF-8 bytes, by its index. */
  byte[] keyBytes(int id) {
    return keyBytes[id];
  }

  /** MILA's name of a province (upper case), kept. */
  String name(Province p) {
    return provinceNames[p.index()];
  }

  /** MILA's name of a province in UTF-8, kept. */
  byte[] nameBytes(Province p) {
    return provinceNameBytes[p.index()];
  }

  /** The calling thread's scratch bytes for writing a table's head, emptied. */
  Bytes scratch() {
    scratch.size = 0;
    return scratch;
  }

  /** A growing array of bytes, written in place (no string, no encoding). */
  static final class Bytes {
    byte[] bytes = new byte[1024];
    int size;

    private void room(int more) {
      if (size + more > bytes.length) {
        bytes = java.util.Arrays.copyOf(bytes, Math.max(2 * bytes.length, size + more));
      }
    }

    void add(byte b) {
      room(1);
      bytes[size++] = b;
    }

    void add(byte[] b) {
      add(b, 0, b.length);
    }

    void add(byte[] b, int from, int length) {
      room(length);
      System.arraycopy(b, from, bytes, size, length);
      size += length;
    }

    /** A number at least 0, in decimal. */
    void addNumber(int n) {
      int digits = 1;
      for (int x = n; x >= 10; x /= 10) {
        digits++;
      }
      room(digits);
      for (int i = size + digits - 1, x = n; i >= size; i--, x /= 10) {
        bytes[i] = (byte) ('0' + x % 10);
      }
      size += digits;
    }
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
    /** Where its text is in its listing's pool, and its flags ({@link MilaListing#register}). */
    long packed;
    /** The text's length in code points (as Python counts a string's length). */
    final int chars;
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
    /** The entry's key in the table (code and unit types, as {@link MilaListing#list} packs them); -1 for none. */
    long key = -1;
    private Order order;
    /** The order given by each power (by index), made when first given: the same few units are ordered often. */
    private Order[] byPower;

    Entry(String text, int kind, boolean asListed) {
      this.text = text;
      this.chars = text == null ? 0 : text.codePointCount(0, text.length());
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

    /** The order as given by a power. */
    Order order(OrderNotation reader, Power p) {
      Order[] orders = byPower;
      if (orders == null) {
        orders = byPower = new Order[p.index() + 1 > 8 ? p.index() + 1 : 8];
      } else if (orders.length <= p.index()) {
        orders = byPower = java.util.Arrays.copyOf(orders, p.index() + 1);
      }
      Order o = orders[p.index()];
      if (o == null) {
        o = orders[p.index()] = order(reader).withPower(p);
      }
      return o;
    }
  }

  /**
   * A position's listing: MILA's location keys ("places", in the order first met), each with its power and its
   * entries' packed values, in flat arrays (place {@code k}'s are {@code values[start[k]]} to {@code values[start[k
   * + 1] - 1]}), so that the order table is written from it in one pass over the pool's texts.
   */
  static final class Listing {
    final Position position;
    final MilaListing names;
    /** How many places. */
    final int places;
    /** Per place: the key's index ({@link MilaListing#key}). */
    final int[] keyOf;
    /** Per place: the power whose unit (or build site) it is. */
    final Power[] owner;
    final int[] start;
    /** The entries' packed values ({@link MilaListing#entryOf}, {@link MilaListing#pool}). */
    final long[] values;
    /** Per place: the length in code points of its orders, each after a tab ({@link MilaGameHandle#orderTable}). */
    final int[] chars;
    /** The length in bytes of all the entries' texts, each with one byte more (a tab). */
    final int bytes;
    /** The entries not {@link Entry#asListed} (but {@link #WAIVE}): the order table lists them for a check. */
    final List<Entry> slow;
    /** Per key index: its place, or -1. */
    private final int[] placeOfKey;

    Listing(Position position, MilaListing names, int places, int[] keyOf, Power[] owner, int[] start,
        long[] values, int[] chars, int bytes, List<Entry> slow) {
      this.chars = chars;
      this.bytes = bytes;
      this.slow = slow;
      this.position = position;
      this.names = names;
      this.places = places;
      this.keyOf = keyOf;
      this.owner = owner;
      this.start = start;
      this.values = values;
      this.placeOfKey = new int[names.keys.length];
      java.util.Arrays.fill(placeOfKey, -1);
      for (int k = 0; k < places; k++) {
        placeOfKey[keyOf[k]] = k;
      }
    }

    /** The place of a key (MILA's text, {@code STP/NC}), or -1 when nothing is listed there. */
    int place(String key) {
      int id = names.keyId(key);
      return id < 0 ? -1 : placeOfKey[id];
    }

    /** The entry listed at a place with this text, or null. */
    Entry find(int place, String text) {
      for (int i = start[place], end = start[place + 1]; i < end; i++) {
        Entry e = names.entryOf(values[i]);
        if (e.text.equals(text)) {
          return e;
        }
      }
      return null;
    }

    /** The texts listed at a key, empty when none. */
    List<String> texts(String key) {
      int k = place(key);
      if (k < 0) {
        return List.of();
      }
      List<String> out = new ArrayList<>(start[k + 1] - start[k]);
      for (int i = start[k]; i < start[k + 1]; i++) {
        out.add(names.entryOf(values[i]).text);
      }
      return out;
    }
  }

  /** The listing of a position (nothing for a position of a game that is over: pass {@code over}). */
  Listing list(Position pos, boolean over) {
    if (over) {
      return new Listing(pos, this, 0, new int[0], new Power[0], new int[1], new long[0], new int[0], 0, List.of());
    }
    PhaseType type = pos.phase().type();
    int n = legal.generate(pos);
    if (codes.length < n) {
      codes = new int[Math.max(n, 2 * codes.length)];
    }
    for (int i = 0; i < n; i++) {
      codes[i] = legal.code(i);
    }
    ConvoyRule convoyRule = convoyRule(codes, n);
    // The unit types by province, read once: most codes are supports, each naming a second unit.
    byte[] types = type == PhaseType.ADJUSTMENT || type == PhaseType.MOVEMENT ? boardTypes(pos) : null;
    if (pickPlace.length < 2 * n + keys.length) {
      pickPlace = new int[2 * n + keys.length];
      pickValue = new long[pickPlace.length];
    }
    int[] placeOfKey = new int[keys.length];
    java.util.Arrays.fill(placeOfKey, -1);
    int[] keyOf = new int[keys.length];
    Power[] owners = new Power[keys.length];
    int[] count = new int[keys.length + 1];
    boolean[] retreats = type == PhaseType.RETREAT ? new boolean[keys.length] : null;
    boolean[] buildSite = type == PhaseType.ADJUSTMENT ? new boolean[keys.length] : null;
    int places = 0;
    int picks = 0;
    for (int slot = 0, slots = legal.slotCount(); slot < slots; slot++) {
      Power owner = legal.slotPower(slot);
      stamp++;
      int slotFirst = picks;
      int unitType = 0;
      if (type != PhaseType.ADJUSTMENT) {
        unitType = types == null ? typeOf(pos, legal.slotOwner(slot)) : types[provinceOf[legal.slotOwner(slot)]];
      }
      for (int i = legal.slotStart(slot), end = legal.slotEnd(slot); i < end; i++) {
        int code = codes[i];
        int kind = LegalOrders.kind(code);
        if (kind == LegalOrders.WAIVE) {
          continue; // listed at each of the power's build sites, below
        }
        if (kind == LegalOrders.CONVOY || kind == LegalOrders.MOVE_VIA_CONVOY) {
          if (convoyRule == null || !convoyRule.lists(i)) { // no convoy order: no chain
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
        long value = table.get(key);
        boolean made = false;
        if (value == 0) {
          Entry e = entry(i, kind);
          e.key = key;
          value = e.packed;
          table.put(key, value);
          made = true;
        }
        if ((value & NO_TEXT) != 0) {
          continue; // not MILA's
        }
        int loc = LegalOrders.unitLocation(code);
        int own = ownKey[loc];
        if ((value & SHARED) != 0) {
          Entry canon = entryOf(value).canon;
          if (canon.stamp == stamp || made && listedSince(slotFirst, picks, placeOfKey[own], canon)) {
            continue; // listed already under another code (a move to a far province, with "VIA" or not)
          }
          canon.stamp = stamp;
        }
        for (int k = own; k >= 0; k = k == own ? provinceKey[loc] : -1) {
          int place = placeOfKey[k];
          if (place < 0) {
            place = placeOfKey[k] = places++;
            keyOf[place] = k;
            owners[place] = owner;
          }
          count[place]++;
          pickPlace[picks] = place;
          pickValue[picks++] = value;
          if (retreats != null && kind == LegalOrders.RETREAT) {
            retreats[place] = true;
          }
          if (buildSite != null && (kind == LegalOrders.BUILD_ARMY || kind == LegalOrders.BUILD_FLEET)) {
            buildSite[place] = true;
          }
        }
      }
    }
    if (buildSite != null) {
      for (int place = 0; place < places; place++) {
        if (buildSite[place]) { // MILA's WAIVE at every build site, after its builds
          count[place]++;
          pickPlace[picks] = place;
          pickValue[picks++] = waive;
        }
      }
    }
    // Grouped by place, in the order met (a counting sort, stable); in a retreat phase a dislodged unit with nowhere
    // to go is disbanded at once by MILA: its place is dropped.
    int[] renumber = new int[places];
    int kept = 0;
    int[] start = new int[places + 1];
    for (int place = 0; place < places; place++) {
      if (retreats != null && !retreats[place]) {
        renumber[place] = -1;
        continue;
      }
      renumber[place] = kept;
      keyOf[kept] = keyOf[place];
      owners[kept] = owners[place];
      start[kept + 1] = start[kept] + count[place];
      kept++;
    }
    int[] at = java.util.Arrays.copyOf(start, kept + 1);
    long[] values = new long[start[kept]];
    int[] chars = new int[kept];
    int bytes = 0;
    List<Entry> slow = null;
    for (int i = 0; i < picks; i++) {
      int place = renumber[pickPlace[i]];
      long value = pickValue[i];
      if (place >= 0) {
        values[at[place]++] = value;
        int length = length(value);
        chars[place] += 1 + ((value & WIDE) == 0 ? length : entryOf(value).chars);
        bytes += 1 + length;
        if ((value & SLOW) != 0) {
          if (slow == null) {
            slow = new ArrayList<>();
          }
          slow.add(entryOf(value));
        }
      }
    }
    return new Listing(pos, this, kept, java.util.Arrays.copyOf(keyOf, kept), java.util.Arrays.copyOf(owners, kept),
        java.util.Arrays.copyOf(start, kept + 1), values, chars, bytes, slow == null ? List.of() : slow);
  }

  /**
   * The legal orders of a movement position, kept so that an order given in the very words MILA lists can be
   * checked without the position's listing ({@link #probe}).
   */
  Probe probe(Position pos) {
    return new Probe(pos);
  }

  /**
   * A movement position's generated codes, copied (the generator's buffer serves the next generation), to tell
   * whether a text is one the position's listing would list, without making the listing.
   *
   * <p>Performance: a program that gives the orders it chose, never asking for the possible orders, pays one
   * generation per phase and a look-up per order (the text's table entry, then its code among its unit's few codes),
   * not the listing of every order of the board and its texts. The answer is only ever yes or "don't know": a text
   * whose entry is not in the table yet, shares its text with another entry, is kept otherwise than listed, or names
   * the unit by another key, is left to the listing, so that an order accepted here is one the listing accepts.
   *
   * <p>Used by the thread of the listing that made it.
   */
  final class Probe {
    final Position position;
    private final int[] codes;
    /** Per location: the first and the end index of its unit's codes; -1 for a location without a unit. */
    private final int[] first;
    private final int[] end;
    private final Power[] power;
    private final byte[] types;
    private ConvoyRule convoyRule;
    private boolean convoysRead;

    private Probe(Position pos) {
      this.position = pos;
      int n = legal.generate(pos);
      this.codes = new int[n];
      for (int i = 0; i < n; i++) {
        codes[i] = legal.code(i);
      }
      this.first = new int[locations.length];
      this.end = new int[locations.length];
      this.power = new Power[locations.length];
      java.util.Arrays.fill(first, -1);
      for (int slot = 0, slots = legal.slotCount(); slot < slots; slot++) {
        int loc = legal.slotOwner(slot);
        first[loc] = legal.slotStart(slot);
        end[loc] = legal.slotEnd(slot);
        power[loc] = legal.slotPower(slot);
      }
      this.types = boardTypes(pos);
    }

    /**
     * The entry of an order that power {@code p} gives in these very words, if the position's listing lists it at
     * the location the text names for a unit of {@code p}, with nothing for a check to see ({@link Entry#asListed});
     * null when that is not known here.
     */
    Entry listed(Power p, String text) {
      Entry e = byText.get(text);
      if (e == null || e.shared || !e.asListed || e.key < 0 || e.text == null) {
        return null;
      }
      int code = (int) e.key;
      int kind = e.kind;
      if (kind != LegalOrders.HOLD && kind != LegalOrders.MOVE && kind != LegalOrders.SUPPORT_HOLD
          && kind != LegalOrders.SUPPORT_MOVE && kind != LegalOrders.CONVOY && kind != LegalOrders.MOVE_VIA_CONVOY) {
        return null;
      }
      int loc = LegalOrders.unitLocation(code);
      if (first[loc] < 0 || power[loc] != p || types[provinceOf[loc]] != (int) (e.key >>> 32 & 3)) {
        return null;
      }
      if ((kind == LegalOrders.SUPPORT_HOLD || kind == LegalOrders.SUPPORT_MOVE || kind == LegalOrders.CONVOY)
          && types[provinceOf[LegalOrders.target(code)]] != (int) (e.key >>> 34 & 3)) {
        return null;
      }
      int s1 = text.indexOf(' ');
      int s2 = s1 < 0 ? -1 : text.indexOf(' ', s1 + 1);
      if (s2 < 0) {
        return null;
      }
      Integer k = keyIds.get(text.substring(s1 + 1, s2));
      if (k == null || k != ownKey[loc] && k != provinceKey[loc]) {
        return null;
      }
      int at = -1;
      for (int i = first[loc], stop = end[loc]; i < stop && at < 0; i++) {
        at = codes[i] == code ? i : -1;
      }
      if (at < 0) {
        return null;
      }
      if (kind == LegalOrders.CONVOY || kind == LegalOrders.MOVE_VIA_CONVOY) {
        if (!convoysRead) {
          convoysRead = true;
          convoyRule = convoyRule(codes, codes.length);
        }
        if (convoyRule == null || !convoyRule.lists(at)) {
          return null;
        }
      }
      return e;
    }
  }

  /**
   * Whether the current slot lists an entry at a place already: asked only when an entry is made whose text an
   * earlier entry has, which may have been listed before it was known to share its text (and so without a stamp).
   */
  private boolean listedSince(int from, int to, int place, Entry e) {
    for (int i = from; i < to; i++) {
      if (pickPlace[i] == place && offset(pickValue[i]) == offset(e.packed)) {
        return true;
      }
    }
    return false;
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
      Entry e = new Entry(null, kind, false);
      e.packed = register(e);
      return e;
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
      if (!same.shared) {
        same.shared = true;
        same.packed |= SHARED;
        if (same.key >= 0) {
          table.put(same.key, same.packed); // its look-ups must see the flag too
        }
      }
    }
    e.packed = register(e);
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

  /** The convoy rules of a generation's first {@code n} codes (kept by the rule), or null when none is a convoy. */
  private ConvoyRule convoyRule(int[] codes, int n) {
    int count = 0;
    for (int i = 0; i < n; i++) {
      count += LegalOrders.kind(codes[i]) == LegalOrders.CONVOY ? 1 : 0;
    }
    return count == 0 ? null : new ConvoyRule(codes, n, count);
  }

  /**
   * MILA's two convoy rules, on the codes: a move "via convoy" is listed only where some fleet has a convoy order
   * for it (MILA's engine accepts {@code VIA} only then); a convoy only for a fleet on some chain from the army to the
   * destination that no shorter chain of its own fleets makes superfluous (an induced path: no fleet of it touches
   * the army's province but the first, the destination but the last, or another fleet of it but its neighbours on
   * the path).
   *
   * <p>Performance: a mid-game position has a hundred convoy codes and as many moves "via convoy", in a few dozen
   * army-destination pairs of one to four fleets each; the convoys are sorted once as packed longs (army,
   * destination, fleet, index among the codes: no boxing), the pairs kept in a matrix of provinces, each convoy's
   * verdict by its index (a listing asks by index, with no search), and the walk reads the map's province-touches
   * matrix.
   */
  private final class ConvoyRule {
    private final int[] codes;
    /** Whether some fleet may convoy from an army's province to a destination: {@code army * provinces + dest}. */
    private final boolean[] chained = new boolean[provinces * provinces];
    /** By index in the codes: whether the convoy there is on a chain without a superfluous fleet. */
    private final boolean[] listed;

    private ConvoyRule(int[] codes, int n, int count) {
      this.codes = codes;
      this.listed = new boolean[n];
      // Each convoy as army province, destination province, fleet province and its index, sorted: the pairs come
      // together, and in a pair each fleet's convoys (one per coast of the destination) together.
      long[] keys = new long[count];
      int k0 = 0;
      for (int i = 0; i < n; i++) {
        int code = codes[i];
        if (LegalOrders.kind(code) == LegalOrders.CONVOY) {
          keys[k0++] = ((pair(LegalOrders.target(code), LegalOrders.destination(code)) << 10
              | provinceOf[LegalOrders.unitLocation(code)]) << 24) | i;
        }
      }
      java.util.Arrays.sort(keys);
      int[] fleets = new int[count];
      int[] path = new int[count];
      boolean[] on = new boolean[count];
      int[] marked = new int[1];
      for (int i = 0; i < count; ) {
        long pair = keys[i] >>> 34;
        int from = i;
        int k = 0;
        for (; i < count && keys[i] >>> 34 == pair; i++) {
          int fleet = (int) (keys[i] >>> 24) & 1023;
          if (k == 0 || fleets[k - 1] != fleet) {
            fleets[k++] = fleet;
          }
        }
        chained[(int) (pair >>> 10) * provinces + (int) (pair & 1023)] = true;
        java.util.Arrays.fill(on, 0, k, false);
        marked[0] = 0;
        walk((int) (pair >>> 10), (int) (pair & 1023), fleets, k, path, 0, on, marked);
        for (int j = from, f = -1, fleet = -1; j < i; j++) {
          int here = (int) (keys[j] >>> 24) & 1023;
          if (here != fleet) {
            fleet = here;
            f++;
          }
          listed[(int) (keys[j] & 0xFFFFFF)] = on[f];
        }
      }
    }

    private long pair(int armyLoc, int destLoc) {
      return ((long) provinceOf[armyLoc] << 10) | provinceOf[destLoc];
    }

    /** Whether MILA lists the convoy or the move "via convoy" at this index of the codes. */
    boolean lists(int i) {
      int code = codes[i];
      if (LegalOrders.kind(code) == LegalOrders.MOVE_VIA_CONVOY) {
        return chained[provinceOf[LegalOrders.unitLocation(code)] * provinces
            + provinceOf[LegalOrders.target(code)]];
      }
      return listed[i];
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

  /**
   * Packed values by a long key: open addressing, linear probing, no boxing. A slot is two longs side by side, the
   * key and its value, so that a look-up reads one cache line (a key and a value in two arrays were two misses a
   * look-up on a table the rest of the program had pushed out of the caches); a value of 0 marks an empty slot.
   */
  private static final class EntryTable {
    private long[] slots = new long[2 * 4096];
    /** 64 minus the number of bits of a slot index: {@link #index} keeps the product's high bits. */
    private int shift = 64 - 12;
    private int size;

    /** The key's value, or 0 for none. */
    long get(long key) {
      long[] s = slots;
      int mask = (s.length >>> 1) - 1;
      for (int i = index(key, shift); ; i = (i + 1) & mask) {
        long v = s[2 * i + 1];
        if (v == 0 || s[2 * i] == key) {
          return v;
        }
      }
    }

    /** Sets the key's value (not 0). */
    void put(long key, long value) {
      if (2 * (size + 1) > slots.length >>> 1) {
        long[] old = slots;
        slots = new long[old.length * 2];
        shift--;
        size = 0;
        for (int i = 0; i < old.length; i += 2) {
          if (old[i + 1] != 0) {
            put(old[i], old[i + 1]);
          }
        }
      }
      long[] s = slots;
      int mask = (s.length >>> 1) - 1;
      int i = index(key, shift);
      while (s[2 * i + 1] != 0 && s[2 * i] != key) {
        i = (i + 1) & mask;
      }
      if (s[2 * i + 1] == 0) {
        size++;
      }
      s[2 * i] = key;
      s[2 * i + 1] = value;
    }

    /**
     * Fibonacci hashing: the key times 2^64 over the golden ratio, its high bits. The keys differ in a few packed
     * fields (kind, locations, unit types), which one multiplication carries into the high bits; one multiplication
     * where a finaliser of two was a fifth of a listing's time.
     */
    private static int index(long key, int shift) {
      return (int) ((key * 0x9E3779B97F4A7C15L) >>> shift);
    }
  }
}
