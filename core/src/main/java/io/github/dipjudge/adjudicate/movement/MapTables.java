package io.github.dipjudge.adjudicate.movement;

import io.github.dipjudge.map.CrossingRule;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.Terrain;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.rules.variant.DummyFire;
import io.github.dipjudge.rules.variant.DummyRules;
import io.github.dipjudge.rules.variant.LeagueRules;

/**
 * Dense int tables of one map, built once per adjudicator: the hot path reads these instead of the object graph.
 * Provinces and locations are their {@code index()}; a province's main location has the province's index.
 * Adjacency is kept as sorted int arrays (small degree) plus province bitsets for O(1) membership tests.
 */
public final class MapTables {
  public final GameMap map;
  public final int provinces;
  public final int locations;
  public final int words; // longs per province bitset
  public final int[] provinceOf; // location -> province
  final boolean[] isSea;
  public final boolean[] isLand; // coastal or inland: an army can stand there
  final boolean[] isCoastal;
  public final boolean[] splitCoasts;
  public final boolean[] fleetCanStand; // location
  /** Location -> whether it is a named coast of a split-coast province ({@link Location#isCoast()}). */
  final boolean[] namedCoast;
  public final int[][] armyAdj; // province -> provinces
  public final long[][] armyAdjBits; // province -> bitset of provinces
  public final int[][] fleetAdj; // location -> locations
  public final long[][] fleetAdjProvBits; // location -> bitset of provinces reachable by fleet (any coast)
  private final long[][] fleetAdjLocBits; // location -> bitset of the locations a fleet there moves to
  /**
   * {@code [fleet ? 1 : 0][location]}: the provinces a unit of that type there can move to (the army rows are those of
   * its province), so that the question needs no branch on the unit type.
   */
  private final long[][][] reachBits;
  /**
   * Where a fleet convoys: a sea, or a port (DPjudge's {@code PORT}, a coastal province with one coast whose fleet
   * convoys as if at sea: ancmed's Baleares, 1900's Gibraltar). All false but the seas on the standard map.
   */
  public final boolean[] canConvoy;
  /**
   * For convoys: convoying province (sea or port) -> bitset of provinces its water touches (seas and coastal
   * provinces); null for the others.
   */
  final long[][] seaTouches;
  /** Whether any border of the map has a special rule (DPjudge's {@code *} or {@code ~}); false on the standard map. */
  public final boolean crossings;
  /**
   * {@code [location][province]}: the weight ({@link #FULL}, {@link #HALF}, {@link #NONE}) of a move from the location
   * into the province; null when the map has no special borders, and a row is null when the location has none.
   * Read only behind {@link #crossings}, so the standard map never touches it.
   */
  private final byte[][] crossingWeight;
  /**
   * {@code [fleet ? 1 : 0][location]}: the provinces a unit there may support into (hold or move): those it can reach
   * without a special border ({@code *} and {@code ~}: "support cannot be offered across the adjacency",
   * map-file-syntax.txt). The very arrays of {@link #reachBits} on a map without special borders.
   */
  private final long[][][] supportBits;
  /**
   * Whether some border is open only to the owner of given supply centres ({@link GameMap#hasOwnerBorders()});
   * false on the standard map, where {@link #closed} is never called.
   */
  public final boolean ownerBorders;
  /**
   * {@code [location][province]}: the indices of the centres whose owner alone crosses from the location into the
   * province ({@link GameMap#borderOwners}); null when the map has none, a row null when the location has none, an
   * entry null for an open border.
   */
  private final int[][][] borderOwners;
  /**
   * Whether some province is open in some seasons only ({@link GameMap#hasSeasonalProvinces()}, loeb9's Arctic);
   * false on the standard map, where no phase's season is looked at and {@link #shutIn} is never called.
   */
  public final boolean seasonal;
  /**
   * {@code [season ordinal][province]}: whether the province is shut in that season ({@link GameMap#isOpen}); null
   * when the map has no seasonal province.
   */
  private final boolean[][] shut;
  /**
   * {@code [power index]}: whether the power's units may not move, a dummy's under the map's
   * {@code IMMOBILE_DUMMIES} flag ({@link DummyRules}); null when no power's are, as on the standard map.
   */
  public final boolean[] immobile;
  /**
   * {@code [power index]}: whether the power is subject to friendly fire, a dummy's under the map's
   * {@code DUMMY_FIRE} flag ({@link DummyFire}); null when no power is, as on the standard map.
   */
  final boolean[] fire;
  /** The limits leagues put on supports and convoys ({@link LeagueRules}); null when none, as on the standard map. */
  public final LeagueRules leagues;
  /**
   * Whether some power's dislodged units are destroyed without a retreat (a dummy's under {@code IMMOBILE_DUMMIES} or
   * {@code CD_DUMMIES}, {@link DummyRules#destroyedWhenDislodged}); false on the standard map.
   */
  public final boolean dummyRetreats;
  /** Whether the map has DPjudge's {@code CD_BUILDS} flag ({@link DummyRules#buildsInCivilDisorder}). */
  public final boolean cdBuilds;
  public final int[][] coastsOf; // province -> coast locations (empty if not split)
  public final Location[] locationArray;
  public final io.github.dipjudge.map.Power[] powerArray;
  public final Province[] provinceArray;
  /** Every unit that can stand on the map, shared: index {@code (power * 2 + (fleet ? 1 : 0)) * locations + loc}. */
  // The map's shared units: the positions' own table (BoardCodes), so that a unit the adjudicators make is the value a
  // position reads back.
  private final io.github.dipjudge.internal.BoardCodes codes;

  public MapTables(GameMap map) {
    this.map = map;
    this.provinces = map.provinces().size();
    this.locations = map.locations().size();
    this.words = (provinces + 63) >>> 6;
    locationArray = map.locations().toArray(new Location[0]);
    powerArray = map.powers().toArray(new io.github.dipjudge.map.Power[0]);
    provinceArray = map.provinces().toArray(new Province[0]);
    provinceOf = new int[locations];
    fleetCanStand = new boolean[locations];
    namedCoast = new boolean[locations];
    for (Location l : map.locations()) {
      provinceOf[l.index()] = l.province().index();
      fleetCanStand[l.index()] = l.admits(UnitType.FLEET);
      namedCoast[l.index()] = l.isCoast();
    }
    isSea = new boolean[provinces];
    isLand = new boolean[provinces];
    isCoastal = new boolean[provinces];
    splitCoasts = new boolean[provinces];
    armyAdj = new int[provinces][];
    armyAdjBits = new long[provinces][words];
    coastsOf = new int[provinces][];
    for (Province p : map.provinces()) {
      int i = p.index();
      isSea[i] = p.terrain() == Terrain.SEA;
      isLand[i] = p.terrain() == Terrain.COASTAL || p.terrain() == Terrain.INLAND;
      isCoastal[i] = p.terrain() == Terrain.COASTAL;
      splitCoasts[i] = p.hasSplitCoasts();
      var n = map.neighbours(p.location(), UnitType.ARMY);
      armyAdj[i] = new int[n.size()];
      for (int k = 0; k < n.size(); k++) {
        armyAdj[i][k] = n.get(k).province().index();
        set(armyAdjBits[i], armyAdj[i][k]);
      }
      coastsOf[i] = new int[p.coasts().size()];
      for (int k = 0; k < p.coasts().size(); k++) {
        coastsOf[i][k] = p.coasts().get(k).index();
      }
    }
    fleetAdj = new int[locations][];
    fleetAdjProvBits = new long[locations][words];
    fleetAdjLocBits = new long[locations][(locations + 63) >>> 6];
    for (Location l : map.locations()) {
      var n = map.neighbours(l, UnitType.FLEET);
      fleetAdj[l.index()] = new int[n.size()];
      for (int k = 0; k < n.size(); k++) {
        fleetAdj[l.index()][k] = n.get(k).index();
        set(fleetAdjProvBits[l.index()], n.get(k).province().index());
        set(fleetAdjLocBits[l.index()], n.get(k).index());
      }
    }
    reachBits = new long[2][locations][];
    for (int loc = 0; loc < locations; loc++) {
      reachBits[0][loc] = armyAdjBits[provinceOf[loc]];
      reachBits[1][loc] = fleetAdjProvBits[loc];
    }
    codes = io.github.dipjudge.internal.BoardCodes.of(map);
    canConvoy = new boolean[provinces];
    seaTouches = new long[provinces][];
    for (Province p : map.provinces()) {
      int i = p.index();
      // A port has one coast: its location is the province's, so its fleet row is the province's.
      canConvoy[i] = isSea[i] || p.isPort();
      if (canConvoy[i]) {
        seaTouches[i] = fleetAdjProvBits[i];
      }
    }
    ownerBorders = map.hasOwnerBorders();
    seasonal = map.hasSeasonalProvinces();
    shut = seasonal ? shut(map) : null;
    immobile = DummyRules.immobilePowers(map);
    fire = DummyFire.firePowers(map);
    leagues = LeagueRules.of(map);
    boolean destroyed = false;
    for (io.github.dipjudge.map.Power p : map.powers()) {
      destroyed |= DummyRules.destroyedWhenDislodged(map, p);
    }
    dummyRetreats = destroyed;
    cdBuilds = DummyRules.has(map, DummyRules.CD_BUILDS);
    borderOwners = ownerBorders ? borderOwners(map) : null;
    crossings = map.hasCrossingRules();
    supportBits = new long[2][][];
    if (!crossings) {
      crossingWeight = null;
      supportBits[0] = reachBits[0];
      supportBits[1] = reachBits[1];
      return;
    }
    crossingWeight = new byte[locations][];
    supportBits[0] = new long[locations][];
    supportBits[1] = new long[locations][];
    for (Location l : map.locations()) {
      int loc = l.index();
      long[] army = reachBits[0][loc];
      long[] fleet = reachBits[1][loc];
      for (Province q : map.provinces()) {
        CrossingRule rule = map.crossingRule(l, q.location());
        if (rule == CrossingRule.NONE) {
          continue;
        }
        if (crossingWeight[loc] == null) {
          crossingWeight[loc] = new byte[provinces];
          java.util.Arrays.fill(crossingWeight[loc], (byte) FULL);
          army = army.clone();
          fleet = fleet.clone();
        }
        crossingWeight[loc][q.index()] = (byte) (rule == CrossingRule.HALF_STRENGTH ? HALF : NONE);
        army[q.index() >>> 6] &= ~(1L << q.index());
        fleet[q.index() >>> 6] &= ~(1L << q.index());
      }
      supportBits[0][loc] = army;
      supportBits[1][loc] = fleet;
    }
  }

  /**
   * The weights of a move's own strength, as the resolver counts strengths: a unit's strength is its weight plus
   * {@link #SUPPORT} per support, and nothing at all is 0. An ordinary move weighs {@link #FULL}, one across a Cape of
   * Good Hope border ({@code *}) {@link #HALF}, one across a strait ({@code ~}) {@link #NONE}. In units of strength s:
   * 1, 1/2 or 0, plus 1 per support, as DPjudge counts them (its Game.strengths() adds 0.5, or 0, to the count of
   * supports); here 4s + 1, integers (5, 3 or 1, plus 4 per support), the + 1 so that a move with no strength of its
   * own still exceeds "nothing" (0: an empty province's hold strength, a move that cannot arrive), as in DPjudge a weak
   * move alone into an empty province is made. On the standard map every weight is FULL and every strength is
   * 4(1 + supports) + 1 or 0: a strictly increasing map of the old 1 + supports or 0, so every comparison the resolver
   * makes comes out as before, at the cost of a shift and an add.
   */
  static final int FULL = 5;
  /** See {@link #FULL}: a move across a {@code *} border, half strength. */
  public static final int HALF = 3;
  /** See {@link #FULL}: a move across a {@code ~} border, no strength of its own. */
  public static final int NONE = 1;
  /** See {@link #FULL}: what one support adds. */
  static final int SUPPORT = 4;

  private static boolean[][] shut(GameMap map) {
    Season[] seasons = Season.values();
    boolean[][] out = new boolean[seasons.length][map.provinces().size()];
    for (Season s : seasons) {
      io.github.dipjudge.map.FirstPhase.Season season = io.github.dipjudge.map.FirstPhase.Season.valueOf(s.name());
      for (Province p : map.provinces()) {
        out[s.ordinal()][p.index()] = p.terrain() != Terrain.IMPASSABLE && !map.isOpen(p, season);
      }
    }
    return out;
  }

  /**
   * The provinces shut in the season, by province index (not to be written): a province open in other seasons only
   * ({@link GameMap#openSeasons}), where no unit moves, retreats or supports, and whose unit may only hold
   * (DPjudge's HIBERNATE rule). Call it only when {@link #seasonal}.
   */
  public boolean[] shutIn(Season season) {
    return shut[season.ordinal()];
  }

  private static int[][][] borderOwners(GameMap map) {
    int[][][] out = new int[map.locations().size()][][];
    for (Location l : map.locations()) {
      for (Province q : map.provinces()) {
        com.google.common.collect.ImmutableSet<Province> centres = map.borderOwners(l, q.location());
        if (centres.isEmpty()) {
          continue;
        }
        if (out[l.index()] == null) {
          out[l.index()] = new int[map.provinces().size()][];
        }
        out[l.index()][q.index()] = centres.stream().mapToInt(Province::index).toArray();
      }
    }
    return out;
  }

  /**
   * Whether the border from the location into the province is closed to the power's units in the position: it is
   * open only to the owner of given centres ({@link GameMap#borderOwners}) and the power does not own them all
   * (DPjudge's Game.abuts(), commit 280e366, lines 4190-4210, checks the unit's owner's centres the same way). Call
   * it only when {@link #ownerBorders}.
   */
  public boolean closed(int fromLoc, int toProvince, int power, io.github.dipjudge.position.Position pos) {
    int[][] row = borderOwners[fromLoc];
    int[] centres = row == null ? null : row[toProvince];
    if (centres == null) {
      return false;
    }
    for (int c : centres) {
      io.github.dipjudge.map.Power owner = pos.ownerAtIndex(c);
      if (owner == null || owner.index() != power) {
        return true;
      }
    }
    return false;
  }

  /** The weight of a move from the location into the province: {@link #FULL}, {@link #HALF} or {@link #NONE}. */
  public int weight(int fromLoc, int toProvince) {
    if (!crossings) {
      return FULL;
    }
    byte[] row = crossingWeight[fromLoc];
    return row == null ? FULL : row[toProvince];
  }

  /** Whether a unit of the type on the location may support into the province (reach, and no special border). */
  boolean canSupport(boolean fleet, int fromLoc, int toProvince) {
    return get(supportBits[fleet ? 1 : 0][fromLoc], toProvince);
  }

  /** The provinces a unit of the type on the location may support into, as a bitset (not to be written). */
  public long[] supportReach(boolean fleet, int fromLoc) {
    return supportBits[fleet ? 1 : 0][fromLoc];
  }

  /** The shared unit of the power and type on the location (the location must admit the type). */
  public io.github.dipjudge.position.Unit unit(int power, boolean fleet, int loc) {
    return codes.unit(provinceOf[loc], codes.code(power, fleet, loc)); // null, for code 0, where the type may not stand
  }

  /** Steps from each province to the nearest target province over any adjacency (army or fleet, land or sea). */
  public int[] distancesFrom(boolean[] target) {
    int[] d = new int[provinces];
    java.util.Arrays.fill(d, Integer.MAX_VALUE / 2);
    int[] queue = new int[provinces];
    int head = 0;
    int tail = 0;
    for (int i = 0; i < provinces; i++) {
      if (target[i]) {
        d[i] = 0;
        queue[tail++] = i;
      }
    }
    while (head < tail) {
      int x = queue[head++];
      for (int y : armyAdj[x]) {
        if (d[y] > d[x] + 1) {
          d[y] = d[x] + 1;
          queue[tail++] = y;
        }
      }
      for (int loc = 0; loc < locations; loc++) {
        if (provinceOf[loc] != x) {
          continue;
        }
        for (int yl : fleetAdj[loc]) {
          int y = provinceOf[yl];
          if (d[y] > d[x] + 1) {
            d[y] = d[x] + 1;
            queue[tail++] = y;
          }
        }
      }
    }
    return d;
  }

  /** The location's index, after checking that it is of this map. */
  int own(Location l) {
    int i = l.index();
    if (i >= locationArray.length || locationArray[i] != l) {
      throw new IllegalArgumentException("location " + l + " is not of map " + map.id());
    }
    return i;
  }

  /** The province's index, after checking that it is of this map. */
  int own(Province p) {
    int i = p.index();
    if (i >= provinceArray.length || provinceArray[i] != p) {
      throw new IllegalArgumentException("province " + p + " is not of map " + map.id());
    }
    return i;
  }

  /** The power's index, after checking that it is of this map. */
  int own(io.github.dipjudge.map.Power p) {
    int i = p.index();
    if (i >= powerArray.length || powerArray[i] != p) {
      throw new IllegalArgumentException("power " + p + " is not of map " + map.id());
    }
    return i;
  }

  static void set(long[] bits, int i) {
    bits[i >>> 6] |= 1L << i;
  }

  public static boolean get(long[] bits, int i) {
    return (bits[i >>> 6] & (1L << i)) != 0;
  }

  /** Bit i of the bitset that starts at {@code base} in a flat array of bitsets. */
  public static boolean get(long[] flat, int base, int i) {
    return (flat[base + (i >>> 6)] & (1L << i)) != 0;
  }

  boolean armyAdjacent(int from, int to) {
    return get(armyAdjBits[from], to);
  }

  public boolean fleetAdjacentLoc(int fromLoc, int toLoc) {
    return get(fleetAdjLocBits[fromLoc], toLoc);
  }

  /** Whether a fleet on {@code fromLoc} can reach some location of province {@code to}. */
  boolean fleetReachesProvince(int fromLoc, int to) {
    return get(fleetAdjProvBits[fromLoc], to);
  }

  /** Whether a unit of the type on the location can move to some location of the province. */
  boolean canReach(boolean fleet, int fromLoc, int toProvince) {
    return get(reachBits[fleet ? 1 : 0][fromLoc], toProvince);
  }
}
