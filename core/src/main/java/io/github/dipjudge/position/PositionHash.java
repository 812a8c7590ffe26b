package io.github.dipjudge.position;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * A 64-bit Zobrist hash of positions, for transposition tables and duplicate detection in bot labs: the exclusive
 * or of one key per feature of the position, so that a program that changes a position can update its hash by
 * xoring the keys of what left and what came ({@link #unit}, {@link #dislodged}, {@link #owner},
 * {@link #standoff}, {@link #phase}) instead of hashing it again.
 *
 * <p>The features are the units on the board, the dislodged units (with their attackers' origins and whether they
 * were dislodged by convoy), the owners of the supply centres, the provinces left empty by a standoff, and the
 * phase, and the pending centres and reassigned home centres of two variants: everything {@link Position#equals}
 * compares but the map. So equal positions hash equal; different
 * positions collide with probability about 2<sup>-64</sup> per pair.
 *
 * <p>Stable: a key depends only on the feature's name, never on an index or on a run. The key of a feature is
 * {@code mix(fnv(name) ^ 0x6469706A75646765)}, where {@code fnv} is 64-bit FNV-1a over the name's UTF-8 bytes,
 * {@code mix} is the SplitMix64 finaliser ({@code z = (z ^ z >>> 30) * 0xBF58476D1CE4E5B9L;
 * z = (z ^ z >>> 27) * 0x94D049BB133111EBL; z ^ z >>> 31}) and the names are {@code "unit France A par"},
 * {@code "dislodged France A par from bur"} (then {@code " by convoy"} when so), {@code "owner par France"},
 * {@code "standoff bur"}, and for the phase {@code "phase SPRING MOVEMENT"} xored with the key of
 * {@code "year 1901"}; on the two DPjudge variants that need them also {@code "pending France 1"} for a power's
 * pending centres ({@link Position#pendingCentres}, when not 0) and, when the position's home centres are its own
 * ({@link Position#homesReassigned()}), {@code "homes reassigned"} and {@code "home par France"} for each; on a
 * {@code VASSAL_DUMMIES} map ({@code vassal}) {@code "vassal Belgium of France"} for each vassal
 * ({@link Position#controller(Power)}) (power names as the map gives them, {@link Location#id()} and {@link Province#id()}). So a
 * position hashes the same in every run and JVM, and on every version of a map that keeps the names of its powers,
 * provinces and coasts (a map whose provinces are reordered, or that gains a province, hashes its old positions
 * alike). Changing this derivation would break that promise; it is pinned by a test.
 *
 * <p>The keys of units, owners and standoffs are computed once per map, in tables indexed by power, unit type and
 * location: hashing a position is one pass over its provinces with no allocation, and an update is a table read.
 *
 * <p>Immutable and thread-safe; {@link #of(GameMap)} gives one instance per map.
 */
public final class PositionHash {
  private static final long SEED = 0x6469706A75646765L; // "dipjudge" in ASCII
  private static final Map<GameMap, PositionHash> BY_MAP = Collections.synchronizedMap(new WeakHashMap<>());

  private final GameMap map;
  private final long[] unitKeys; // [(power * 2 + type) * locations + location]
  private final long[] ownerKeys; // [province * powers + power]
  private final long[] standoffKeys; // [province]
  private final long[] seasonTypeKeys; // [season * 3 + type]

  private PositionHash(GameMap map) {
    this.map = map;
    int powers = map.powers().size();
    int locations = map.locations().size();
    int provinces = map.provinces().size();
    unitKeys = new long[powers * 2 * locations];
    for (Power p : map.powers()) {
      for (UnitType t : UnitType.values()) {
        for (Location l : map.locations()) {
          unitKeys[(p.index() * 2 + t.ordinal()) * locations + l.index()] =
              key("unit " + p.name() + " " + t.letter() + " " + l.id());
        }
      }
    }
    ownerKeys = new long[provinces * powers];
    standoffKeys = new long[provinces];
    for (Province c : map.provinces()) {
      standoffKeys[c.index()] = key("standoff " + c.id());
      for (Power p : map.powers()) {
        ownerKeys[c.index() * powers + p.index()] = key("owner " + c.id() + " " + p.name());
      }
    }
    seasonTypeKeys = new long[Season.values().length * PhaseType.values().length];
    for (Season s : Season.values()) {
      for (PhaseType t : PhaseType.values()) {
        seasonTypeKeys[s.ordinal() * PhaseType.values().length + t.ordinal()] = key("phase " + s.name() + " "
            + t.name());
      }
    }
  }

  /**
   * The hash of a map's positions.
   *
   * @param map the map
   * @return the hash, made once per map (its tables take time linear in powers × locations) and kept while the map
   *     is in use
   */
  public static PositionHash of(GameMap map) {
    checkNotNull(map, "map");
    return BY_MAP.computeIfAbsent(map, PositionHash::new);
  }

  /**
   * The hash of a position: the exclusive or of the keys of all its features (see the class comment).
   *
   * @param pos a position on this hash's map
   * @return the hash
   * @throws IllegalArgumentException if the position is on another map
   */
  public long hash(Position pos) {
    checkNotNull(pos, "pos");
    checkArgument(pos.map() == map, "the position is on map %s, the hash is for %s", pos.map().id(), map.id());
    long h = phase(pos.phase());
    int powers = map.powers().size();
    for (int p = 0, n = map.provinces().size(); p < n; p++) {
      Unit u = pos.unitAtIndex(p);
      if (u != null) {
        h ^= unitKey(u);
      }
      Power owner = pos.ownerAtIndex(p);
      if (owner != null) {
        h ^= ownerKeys[p * powers + owner.index()];
      }
    }
    // Dislodged units and standoffs exist in retreat phases only; both lists are cached by the position.
    for (DislodgedUnit d : pos.dislodged()) {
      h ^= dislodged(d);
    }
    for (Province s : pos.standoffs()) {
      h ^= standoffKeys[s.index()];
    }
    if (pos.hasPendingCentres()) {
      for (Power p : map.powers()) {
        int n = pos.pendingCentres(p);
        if (n > 0) {
          h ^= pending(p, n);
        }
      }
    }
    if (pos.hasClaimedHomes()) {
      for (Power p : map.powers()) {
        for (Province c : pos.claimedHomes(p)) {
          h ^= key("claimed " + c.id() + " " + p.name());
        }
      }
    }
    if (pos.homesReassigned()) {
      h ^= HOMES_REASSIGNED;
      for (int p = 0, n = map.provinces().size(); p < n; p++) {
        Power home = pos.homePowerAtIndex(p);
        if (home != null) {
          h ^= home(map.provinces().get(p), home);
        }
      }
    }
    if (pos.hasVassals()) {
      for (Power p : map.powers()) {
        Power c = pos.controller(p).orElse(null);
        if (c != null) {
          h ^= vassal(p, c);
        }
      }
    }
    return h;
  }

  private static final long HOMES_REASSIGNED = key("homes reassigned");

  /**
   * The key of a power's pending centres ({@link Position#pendingCentres}), computed from its name.
   *
   * @param power a power of this hash's map
   * @param count how many, 1 or more
   * @return its key
   */
  public long pending(Power power, int count) {
    checkNotNull(power, "power");
    checkArgument(count > 0, "pending centres: %s, below 1", count);
    return key("pending " + power.name() + " " + count);
  }

  /**
   * The key of a vassal and its controller ({@link Position#controller(Power)}), computed from their names.
   *
   * @param vassal a power of this hash's map
   * @param controller the power that controls it
   * @return its key
   */
  public long vassal(Power vassal, Power controller) {
    checkNotNull(vassal, "vassal");
    checkNotNull(controller, "controller");
    return key("vassal " + vassal.name() + " of " + controller.name());
  }

  /**
   * The key of a home centre in a position whose home centres are its own ({@link Position#homesReassigned()}; the
   * key of {@code "homes reassigned"} is xored in once for such a position), computed from its name.
   *
   * @param centre a province of this hash's map
   * @param power the power whose home centre it is
   * @return its key
   */
  public long home(Province centre, Power power) {
    checkNotNull(centre, "centre");
    checkNotNull(power, "power");
    return key("home " + centre.id() + " " + power.name());
  }

  /**
   * The key of a unit on the board.
   *
   * @param unit a unit on this hash's map
   * @return its key
   */
  public long unit(Unit unit) {
    checkNotNull(unit, "unit");
    return unitKey(unit);
  }

  private long unitKey(Unit u) {
    return unitKeys[(u.power().index() * 2 + u.type().ordinal()) * map.locations().size() + u.location().index()];
  }

  /**
   * The key of a dislodged unit, computed from its name (dislodged units are few, and live one phase).
   *
   * @param d a dislodged unit on this hash's map
   * @return its key
   */
  public long dislodged(DislodgedUnit d) {
    checkNotNull(d, "d");
    Unit u = d.unit();
    return key("dislodged " + u.power().name() + " " + u.type().letter() + " " + u.location().id() + " from "
        + d.attackerOrigin().id() + (d.byConvoy() ? " by convoy" : ""));
  }

  /**
   * The key of a supply centre's owner.
   *
   * @param centre a province of this hash's map
   * @param power the power owning it
   * @return its key
   */
  public long owner(Province centre, Power power) {
    checkNotNull(centre, "centre");
    checkNotNull(power, "power");
    return ownerKeys[centre.index() * map.powers().size() + power.index()];
  }

  /**
   * The key of a province left empty by a standoff.
   *
   * @param province a province of this hash's map
   * @return its key
   */
  public long standoff(Province province) {
    checkNotNull(province, "province");
    return standoffKeys[province.index()];
  }

  /**
   * The key of a phase: its season and type's key xored with its year's.
   *
   * @param phase the phase
   * @return its key
   */
  public long phase(Phase phase) {
    checkNotNull(phase, "phase");
    return seasonTypeKeys[phase.season().ordinal() * PhaseType.values().length + phase.type().ordinal()]
        ^ yearKey(phase.year());
  }

  private static final long FNV_BASIS = 0xCBF29CE484222325L;
  private static final long FNV_PRIME = 0x100000001B3L;
  private static final long YEAR_PREFIX = fnv(FNV_BASIS, "year ");

  /**
   * The key of a year, the key of its name {@code "year 1901"}: the FNV state after {@code "year "} is a constant,
   * and the digits (years are 1 to 9999, {@link Phase#MAX_YEAR}) are fed from the number, so that hashing a
   * position allocates nothing.
   */
  static long yearKey(int year) {
    long h = YEAR_PREFIX;
    int digits = 1;
    for (int y = year; y >= 10; y /= 10) {
      digits *= 10;
    }
    for (int d = digits; d > 0; d /= 10) {
      h = (h ^ ('0' + year / d % 10)) * FNV_PRIME;
    }
    return mix(h);
  }

  /** The key of a feature's name: SplitMix64's finaliser over 64-bit FNV-1a of its UTF-8 bytes, with the seed. */
  static long key(String name) {
    return mix(fnv(FNV_BASIS, name));
  }

  private static long fnv(long h, String s) {
    for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
      h = (h ^ (b & 0xFF)) * FNV_PRIME;
    }
    return h;
  }

  private static long mix(long fnv) {
    long z = fnv ^ SEED;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
