package io.github.dipjudge.adjudicate;

import java.util.Arrays;

/**
 * Chains of fleets on the board, for the legality of convoyed moves and convoy orders (DATC 4.E.1, 6.G.19): which
 * provinces an army could be convoyed to over the fleets at sea, and whether a fleet is needed by some chain. Shared
 * by the movement adjudicator and the legal-order generator, so that both judge legality the same way.
 *
 * <p>A fleet in a port (a coastal province whose fleet convoys as if at sea: ancmed's Baleares, 1900's Gibraltar)
 * counts as a fleet at sea here. Being on land, a port is also a destination: a chain never passes through the
 * province it leads to, so a port's own fleet is no part of a chain into that port.
 *
 * <p>Works on the fleets-at-sea list of the board given to {@link #setBoard}; reuses its arrays. Not thread-safe.
 */
final class ConvoyChains {
  private final MapTables t;
  private final int n;
  private final int[] seaFleets; // provinces of the fleets at sea (and in ports)
  private int seaFleetCount;
  private final int[] portFleets; // the provinces among them that are ports (none on the standard map)
  private int portFleetCount;
  private final boolean[] fleetAtSea;
  private final long[] onChain;
  private final long[] landMask;
  private final long[] fleetBits;
  private final int words;
  private final int[] chain; // the chain being searched: at most every convoying province once
  private int chainLen;
  private final long[] subEnds; // per chain depth: the ends of every chain below (see extend)
  // Connected groups of fleets at sea (fleets whose waters touch), computed on first use after setBoard.
  private boolean groupsReady;
  private int groupCount;
  private final long[] groupFleets; // group g at g * words
  private final long[] groupTouches; // provinces the water of some fleet of group g touches, at g * words
  private int excludedGroupCount; // the groups without the fleet of the last exclude(f): how many
  private final long[] excludedTouches; // and the provinces their waters touch
  private final long[] left; // fleets not yet grouped (split)
  private final long[] bfsSeen; // chainAvoiding
  private final int[] bfsQueue;
  private int excludedFleet = -1; // the fleet of the last exclude(f)
  private final long[] front; // the fleets a group grew by last (split)
  /**
   * The provinces shut in the board's season, whose fleets convoy nothing (DPjudge's HIBERNATE: they may only hold),
   * or null on a map without seasonal provinces. Set before {@link #setBoard}.
   */
  boolean[] shut;

  ConvoyChains(MapTables t) {
    this.t = t;
    this.n = t.provinces;
    this.seaFleets = new int[n];
    this.portFleets = new int[n];
    this.chain = new int[n + 1];
    this.fleetAtSea = new boolean[n];
    this.onChain = new long[t.words];
    this.landMask = new long[t.words];
    this.fleetBits = new long[t.words];
    this.words = t.words;
    this.subEnds = new long[(chain.length + 1) * t.words];
    this.groupFleets = new long[n * t.words];
    this.groupTouches = new long[n * t.words];
    this.left = new long[t.words];
    this.bfsSeen = new long[t.words];
    this.bfsQueue = new int[n];
    this.front = new long[t.words];
    this.excludedTouches = new long[n * t.words];
    for (int p = 0; p < n; p++) {
      if (t.isLand[p]) {
        MapTables.set(landMask, p);
      }
    }
  }

  /** Takes the fleets at sea from the board: the unit provinces (and how many) and fleet flags by province. */
  void setBoard(int[] units, int unitCount, boolean[] unitFleet) {
    for (int i = 0; i < seaFleetCount; i++) {
      fleetAtSea[seaFleets[i]] = false;
    }
    Arrays.fill(fleetBits, 0L);
    seaFleetCount = 0;
    portFleetCount = 0;
    for (int k = 0; k < unitCount; k++) {
      int p = units[k];
      if (unitFleet[p] && t.canConvoy[p] && (shut == null || !shut[p])) {
        fleetAtSea[p] = true;
        fleetBits[p >>> 6] |= 1L << p;
        seaFleets[seaFleetCount++] = p;
        if (t.isLand[p]) {
          portFleets[portFleetCount++] = p;
        }
      }
    }
    groupsReady = false;
  }

  /**
   * Splits the fleets at sea into groups connected over touching waters. The chains from an army use exactly the
   * groups with a fleet whose water touches the army, so one pass per board answers every question that leaves out no
   * fleet.
   */
  private void groups() {
    if (groupsReady) {
      return;
    }
    System.arraycopy(fleetBits, 0, left, 0, words);
    groupCount = split(left, groupFleets, groupTouches, 0);
    groupsReady = true;
  }

  /**
   * Splits the fleets in {@code left} (empty on return) into groups connected over touching waters, written into the
   * flat arrays from group index {@code first} on ({@code fleetsOut} may be null); returns the index after the last
   * group. A group grows by whole fronts, the fleets of {@code left} that the waters of the group touch, so the
   * work is a few word operations per fleet.
   */
  private int split(long[] left, long[] fleetsOut, long[] touchesOut, int first) {
    final int words = this.words;
    final long[] front = this.front;
    int g = first;
    for (int w0 = 0; w0 < words; w0++) {
      while (left[w0] != 0) {
        int seed = (w0 << 6) + Long.numberOfTrailingZeros(left[w0]);
        int gb = g++ * words;
        Arrays.fill(touchesOut, gb, gb + words, 0L);
        if (fleetsOut != null) {
          Arrays.fill(fleetsOut, gb, gb + words, 0L);
        }
        Arrays.fill(front, 0L);
        front[w0] = 1L << seed;
        left[w0] &= ~front[w0];
        boolean growing = true;
        while (growing) {
          for (int w = 0; w < words; w++) {
            long bits = front[w];
            if (fleetsOut != null) {
              fleetsOut[gb + w] |= bits;
            }
            while (bits != 0) {
              long[] touches = t.seaTouches[(w << 6) + Long.numberOfTrailingZeros(bits)];
              bits &= bits - 1;
              for (int x = 0; x < words; x++) {
                touchesOut[gb + x] |= touches[x];
              }
            }
          }
          growing = false;
          for (int w = 0; w < words; w++) {
            front[w] = touchesOut[gb + w] & left[w];
            left[w] &= ~front[w];
            growing |= front[w] != 0;
          }
        }
      }
    }
    return g;
  }

  /**
   * Prepares {@link #chainExistsWithoutExcluded} for questions that leave out the fleet in {@code exclude}: the
   * groups of the other fleets, once for any number of questions. Only the group of the excluded fleet changes; it
   * alone is split again.
   */
  void exclude(int exclude) {
    exclude(exclude, -1);
  }

  /**
   * As {@link #exclude(int)}, leaving out two fleets ({@code second} may be -1, or a province without a fleet at
   * sea): the supporter's fleet and a port's fleet at the destination. The groups of either are split again.
   */
  private void exclude(int exclude, int second) {
    groups();
    excludedFleet = exclude;
    final int words = this.words;
    int count = 0;
    boolean split = false;
    Arrays.fill(left, 0L);
    for (int g = 0; g < groupCount; g++) {
      int gb = g * words;
      if (MapTables.get(groupFleets, gb, exclude) || second >= 0 && MapTables.get(groupFleets, gb, second)) {
        for (int w = 0; w < words; w++) {
          left[w] |= groupFleets[gb + w];
        }
        split = true;
      } else {
        System.arraycopy(groupTouches, gb, excludedTouches, count++ * words, words);
      }
    }
    if (split) {
      left[exclude >>> 6] &= ~(1L << exclude);
      if (second >= 0) {
        left[second >>> 6] &= ~(1L << second);
      }
      excludedGroupCount = split(left, null, excludedTouches, count);
    } else {
      excludedGroupCount = count;
    }
  }

  /**
   * The provinces a chain of fleets at sea leads to from a without the fleet given to the last {@link #exclude}, as a
   * bitset written into {@code out} from {@code offset} (unfiltered: seas and the army's own province may be among
   * them).
   */
  void destinationsWithoutExcluded(int a, long[] out, int offset) {
    Arrays.fill(out, offset, offset + words, 0L);
    final int aw = a >>> 6;
    for (int g = 0; g < excludedGroupCount; g++) {
      int gb = g * words;
      long touchesA = -((excludedTouches[gb + aw] >>> a) & 1L); // all ones when the group touches a
      for (int w = 0; w < words; w++) {
        out[offset + w] |= excludedTouches[gb + w] & touchesA;
      }
    }
    // A port holding a fleet: reached only by a chain without that fleet too (none on the standard map).
    for (int i = 0; i < portFleetCount; i++) {
      int q = portFleets[i];
      if (q != excludedFleet && MapTables.get(out, offset, q) && !chainAvoiding(a, q, excludedFleet, q)) {
        out[offset + (q >>> 6)] &= ~(1L << q);
      }
    }
  }

  /** Whether a chain of fleets at sea leads from a to d without the fleet given to the last {@link #exclude}. */
  boolean chainExistsWithoutExcluded(int a, int d) {
    return someGroupTouches(excludedTouches, excludedGroupCount, a, d);
  }

  /** Whether the water of some group among the first {@code count} of {@code touches} touches both a and d. */
  private boolean someGroupTouches(long[] touches, int count, int a, int d) {
    for (int g = 0; g < count; g++) {
      int gb = g * words;
      if (MapTables.get(touches, gb, a) && MapTables.get(touches, gb, d)) {
        return true;
      }
    }
    return false;
  }

  /**
   * For the army in a, with no fleet excluded: the fleets at sea a chain from a can use into {@code fleetsOut} and
   * the land provinces (other than a) a chain reaches into {@code destOut}; both are overwritten.
   */
  void reach(int a, long[] fleetsOut, long[] destOut) {
    groups();
    final int words = this.words;
    Arrays.fill(fleetsOut, 0, words, 0L);
    Arrays.fill(destOut, 0, words, 0L);
    int aw = a >>> 6;
    long ab = 1L << a;
    for (int g = 0; g < groupCount; g++) {
      int gb = g * words;
      if ((groupTouches[gb + aw] & ab) == 0) {
        continue;
      }
      for (int w = 0; w < words; w++) {
        fleetsOut[w] |= groupFleets[gb + w];
        destOut[w] |= groupTouches[gb + w];
      }
    }
    for (int w = 0; w < words; w++) {
      destOut[w] &= landMask[w];
    }
    destOut[aw] &= ~ab;
    // A port whose own fleet is in the groups is reached only if a chain without that fleet leads there (no port
    // holds a fleet on the standard map, so this loop is empty there).
    for (int i = 0; i < portFleetCount; i++) {
      int q = portFleets[i];
      if (MapTables.get(destOut, q) && !chainAvoiding(a, q, q, -1)) {
        destOut[q >>> 6] &= ~(1L << q);
      }
    }
  }

  /**
   * Whether a chain of fleets at sea leads from a to d without the fleets in {@code x1} and {@code x2} (either may be
   * -1): a breadth-first search over the board's fleets, for the rare question about a port holding a fleet, so
   * that it leaves the groups and the excluded groups as they are.
   */
  private boolean chainAvoiding(int a, int d, int x1, int x2) {
    Arrays.fill(bfsSeen, 0L);
    int head = 0;
    int tail = 0;
    for (int i = 0; i < seaFleetCount; i++) {
      int v = seaFleets[i];
      if (v != x1 && v != x2 && MapTables.get(t.seaTouches[v], a)) {
        MapTables.set(bfsSeen, v);
        bfsQueue[tail++] = v;
      }
    }
    while (head < tail) {
      int f = bfsQueue[head++];
      if (MapTables.get(t.seaTouches[f], d)) {
        return true;
      }
      for (int i = 0; i < seaFleetCount; i++) {
        int g = seaFleets[i];
        if (g != x1 && g != x2 && !MapTables.get(bfsSeen, g) && MapTables.get(t.seaTouches[f], g)) {
          MapTables.set(bfsSeen, g);
          bfsQueue[tail++] = g;
        }
      }
    }
    return false;
  }

  /**
   * Whether a chain of fleets at sea (any power, any order) leads from a to d, avoiding the fleet in
   * {@code exclude} (-1, or a province without a fleet at sea, for none: then the board's groups answer).
   */
  boolean chainExists(int a, int d, int exclude) {
    boolean dFleet = fleetAtSea[d] && t.isLand[d]; // a port holding its fleet: no part of a chain into it
    if (exclude >= 0 && fleetAtSea[exclude] || dFleet) {
      if (exclude >= 0 && fleetAtSea[exclude]) {
        exclude(exclude, dFleet ? d : -1);
      } else {
        exclude(d, -1);
      }
      return chainExistsWithoutExcluded(a, d);
    }
    groups();
    return someGroupTouches(groupTouches, groupCount, a, d);
  }

  /**
   * For the army in a, every pair (fleet f, destination d) such that some chain from a to d needs f (the definition
   * of {@link #convoyNeeded}): {@code neededDests[f]} receives the bitset of such d. One depth-first search over the
   * simple chains from a serves every fleet and destination at once. {@code neededDests} holds one row of
   * {@code words} longs per province (row f at {@code f * words}); the rows of the fleets at sea are overwritten, the
   * others left as they are.
   *
   * <p>Each search node is a chain ending at its fleet v. Its ends are the land v's water touches; v is needed for
   * those of them its predecessor in the chain does not touch (all of them when v is first: a chain of no fleets is
   * no convoy). A fleet inside a chain is needed for every end of every chain that continues through its successor,
   * when its predecessor (the army, for the first fleet) does not touch that successor: the search returns, per node,
   * the union of the ends below it, so each node costs a few word operations whatever its depth.
   */
  void neededPairs(int a, long[] neededDests) {
    for (int i = 0; i < seaFleetCount; i++) {
      int base = seaFleets[i] * words;
      Arrays.fill(neededDests, base, base + words, 0L);
    }
    Arrays.fill(onChain, 0L);
    chainLen = 0;
    for (int i = 0; i < seaFleetCount; i++) {
      int f = seaFleets[i];
      if (MapTables.get(t.seaTouches[f], a)) {
        chain[chainLen++] = f;
        MapTables.set(onChain, f);
        extend(a, neededDests);
        chainLen--;
        onChain[f >>> 6] &= ~(1L << f);
      }
    }
  }

  /**
   * The chain {@code chain[0..chainLen)} has just been extended by its last fleet v: marks what v is needed for and
   * searches the chains through v; leaves in row {@code chainLen - 1} of {@link #subEnds} the ends of every chain
   * from here on.
   */
  private void extend(int a, long[] neededDests) {
    final int words = this.words;
    final int depth = chainLen - 1;
    final int v = chain[depth];
    final int out = depth * words;
    final int row = v * words;
    final long[] touches = t.seaTouches[v];
    final long[] pred = depth == 0 ? null : t.seaTouches[chain[depth - 1]];
    for (int x = 0; x < words; x++) {
      // A chain does not lead into a province of its own fleets (a port): only ports are both. One AND per word and
      // node: on a map without ports onChain holds only seas, which landMask has already dropped.
      long ends = touches[x] & landMask[x] & ~onChain[x];
      subEnds[out + x] = ends;
      neededDests[row + x] |= pred == null ? ends : ends & ~pred[x];
    }
    neededDests[row + (a >>> 6)] &= ~(1L << a);
    if (chainLen >= chain.length) {
      return;
    }
    final int below = out + words;
    for (int w = 0; w < words; w++) {
      long next = touches[w] & fleetBits[w] & ~onChain[w];
      while (next != 0) {
        int s = (w << 6) + Long.numberOfTrailingZeros(next);
        next &= next - 1;
        chain[chainLen++] = s;
        onChain[s >>> 6] |= 1L << s;
        extend(a, neededDests);
        chainLen--;
        onChain[s >>> 6] &= ~(1L << s);
        boolean predTouchesSuccessor = pred == null ? MapTables.get(t.seaTouches[s], a) : MapTables.get(pred, s);
        for (int x = 0; x < words; x++) {
          long e = subEnds[below + x];
          subEnds[out + x] |= e;
          if (!predTouchesSuccessor) {
            neededDests[row + x] |= e;
          }
        }
        neededDests[row + (a >>> 6)] &= ~(1L << a);
      }
    }
  }

  /**
   * Whether some chain of fleets on the board from the army in a to d needs the fleet in f (DATC 6.G.19): a chain
   * (a simple path of fleets at sea, the first touching a, the last touching d) through f that is no chain without
   * it, because the fleets (or the army, or the destination) on either side of f in it do not touch. A chain of no
   * fleets is no convoy, so a fleet touching both a and d is always needed. Found by depth-first search over simple
   * chains from the army; the seas of a map are few.
   */
  boolean convoyNeeded(int f, int a, int d) {
    long[] touches = t.seaTouches[f];
    if (MapTables.get(touches, a) && MapTables.get(touches, d)) {
      return true;
    }
    Arrays.fill(onChain, 0L);
    chainLen = 0;
    return neededSearch(f, a, d);
  }

  private boolean neededSearch(int f, int a, int d) {
    int last = chainLen == 0 ? -1 : chain[chainLen - 1];
    if (chainLen >= chain.length) {
      return false;
    }
    for (int i = 0; i < seaFleetCount; i++) {
      int v = seaFleets[i];
      if (v == d || MapTables.get(onChain, v)) {
        continue; // a port's fleet is no part of a chain into that port
      }
      boolean adjacent = last < 0 ? MapTables.get(t.seaTouches[v], a) : MapTables.get(t.seaTouches[last], v);
      if (!adjacent) {
        continue;
      }
      chain[chainLen++] = v;
      MapTables.set(onChain, v);
      if (MapTables.get(t.seaTouches[v], d) && needsIn(f, a, d)) {
        return true;
      }
      if (neededSearch(f, a, d)) {
        return true;
      }
      chainLen--;
      onChain[v >>> 6] &= ~(1L << v);
    }
    return false;
  }

  /** Whether the complete chain {@code chain[0..chainLen)} contains f and f cannot be dropped from it. */
  private boolean needsIn(int f, int a, int d) {
    for (int i = 0; i < chainLen; i++) {
      if (chain[i] != f) {
        continue;
      }
      boolean predIsArmy = i == 0;
      boolean succIsDest = i == chainLen - 1;
      if (predIsArmy && succIsDest) {
        return true;
      }
      if (predIsArmy) {
        return !MapTables.get(t.seaTouches[chain[i + 1]], a);
      }
      if (succIsDest) {
        return !MapTables.get(t.seaTouches[chain[i - 1]], d);
      }
      return !MapTables.get(t.seaTouches[chain[i - 1]], chain[i + 1]);
    }
    return false;
  }
}
