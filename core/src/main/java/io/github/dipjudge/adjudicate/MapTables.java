package io.github.dipjudge.adjudicate;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.Terrain;
import io.github.dipjudge.map.UnitType;

/**
 * Dense int tables of one map, built once per adjudicator: the hot path reads these instead of the object graph.
 * Provinces and locations are their {@code index()}; a province's main location has the province's index.
 * Adjacency is kept as sorted int arrays (small degree) plus province bitsets for O(1) membership tests.
 */
final class MapTables {
  final GameMap map;
  final int provinces;
  final int locations;
  final int words; // longs per province bitset
  final int[] provinceOf; // location -> province
  final boolean[] isSea;
  final boolean[] isLand; // coastal or inland: an army can stand there
  final boolean[] isCoastal;
  final boolean[] splitCoasts;
  final boolean[] fleetCanStand; // location
  final int[][] armyAdj; // province -> provinces
  final long[][] armyAdjBits; // province -> bitset of provinces
  final int[][] fleetAdj; // location -> locations
  final long[][] fleetAdjProvBits; // location -> bitset of provinces reachable by fleet (any coast)
  private final long[][] fleetAdjLocBits; // location -> bitset of the locations a fleet there moves to
  /**
   * {@code [fleet ? 1 : 0][location]}: the provinces a unit of that type there can move to (the army rows are those of
   * its province), so that the question needs no branch on the unit type.
   */
  private final long[][][] reachBits;
  /** For convoys: sea province -> bitset of provinces its water touches (seas and coastal provinces). */
  final long[][] seaTouches;
  final int[][] coastsOf; // province -> coast locations (empty if not split)
  final Location[] locationArray;
  final io.github.dipjudge.map.Power[] powerArray;
  final Province[] provinceArray;
  /** Every unit that can stand on the map, shared: index {@code (power * 2 + (fleet ? 1 : 0)) * locations + loc}. */
  private final io.github.dipjudge.position.Unit[] unitCache;

  MapTables(GameMap map) {
    this.map = map;
    this.provinces = map.provinces().size();
    this.locations = map.locations().size();
    this.words = (provinces + 63) >>> 6;
    locationArray = map.locations().toArray(new Location[0]);
    powerArray = map.powers().toArray(new io.github.dipjudge.map.Power[0]);
    provinceArray = map.provinces().toArray(new Province[0]);
    provinceOf = new int[locations];
    fleetCanStand = new boolean[locations];
    for (Location l : map.locations()) {
      provinceOf[l.index()] = l.province().index();
      fleetCanStand[l.index()] = l.admits(UnitType.FLEET);
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
    unitCache = new io.github.dipjudge.position.Unit[powerArray.length * 2 * locations];
    for (io.github.dipjudge.map.Power pw : powerArray) {
      for (Location l : locationArray) {
        for (UnitType type : UnitType.values()) {
          if (l.admits(type)) {
            unitCache[(pw.index() * 2 + (type == UnitType.FLEET ? 1 : 0)) * locations + l.index()] =
                io.github.dipjudge.position.Unit.of(pw, type, l);
          }
        }
      }
    }
    seaTouches = new long[provinces][];
    for (int p = 0; p < provinces; p++) {
      if (isSea[p]) {
        seaTouches[p] = fleetAdjProvBits[p];
      }
    }
  }

  /** The shared unit of the power and type on the location (the location must admit the type). */
  io.github.dipjudge.position.Unit unit(int power, boolean fleet, int loc) {
    return unitCache[(power * 2 + (fleet ? 1 : 0)) * locations + loc];
  }

  /** Steps from each province to the nearest target province over any adjacency (army or fleet, land or sea). */
  int[] distancesFrom(boolean[] target) {
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

  static boolean get(long[] bits, int i) {
    return (bits[i >>> 6] & (1L << i)) != 0;
  }

  /** Bit i of the bitset that starts at {@code base} in a flat array of bitsets. */
  static boolean get(long[] flat, int base, int i) {
    return (flat[base + (i >>> 6)] & (1L << i)) != 0;
  }

  boolean armyAdjacent(int from, int to) {
    return get(armyAdjBits[from], to);
  }

  boolean fleetAdjacentLoc(int fromLoc, int toLoc) {
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
