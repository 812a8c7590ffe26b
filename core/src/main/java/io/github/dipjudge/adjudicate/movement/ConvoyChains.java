package io.github.dipjudge.adjudicate.movement;

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
 * <p>Whether a fleet is needed by some chain is a question over simple chains, exponential in the fleets: depth-first
 * searches answer it within {@link #SEARCH_LIMIT} chains (always on the standard map), two vertex-disjoint paths in
 * polynomial time beyond ({@link #neededByPaths}), so that no board of a map with many seas (imperial) hangs.
 *
 * <p>Works on the fleets-at-sea list of the board given to {@link #setBoard}; reuses its arrays. Not thread-safe.
 */
public final class ConvoyChains {
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
  private final long[] anyGroupTouches; // the provinces the water of some group touches: their union
  // The last exclude(f): the board's groups but those holding the left-out fleets (at most two, -1 for none), and
  // the groups their other fleets split into (how many, and the provinces their waters touch).
  private int excludedGroup = -1;
  private int excludedGroup2 = -1;
  private int splitGroupCount;
  private final long[] splitTouches;
  private final long[] left; // fleets not yet grouped (split)
  private final long[] bfsSeen; // chainAvoiding
  private final int[] bfsQueue;
  private int excludedFleet = -1; // the fleet of the last exclude(f)
  private final long[] open; // split: the fleets of the growing group whose water is not yet added
  private final long[] twice; // the places two groups touching the army reach (reach)
  /**
   * The provinces shut in the board's season, whose fleets convoy nothing (DPjudge's HIBERNATE: they may only hold),
   * or null on a map without seasonal provinces. Set before {@link #setBoard}.
   */
  public boolean[] shut;
  // The bound on the depth-first searches (see SEARCH_LIMIT) and the counted work of every search.
  private int searchNodes;
  private int searchLimit = SEARCH_LIMIT;
  private boolean searchAborted;
  private long work;
  // The two-disjoint-paths networks of the polynomial method (neededByPaths): nodes 2i (in) and 2i + 1 (out) for
  // the local vertex i (0 the army, 1 the destination, then fleets), then the source and the sink.
  private final int[] localOf; // province -> local vertex, -1 outside the network
  private final int[] provinceOfLocal;
  private final int[] candidates; // f's neighbours in the network, as local vertices
  private final int[] sinkEdge; // local vertex -> its edge to the sink (capacity 0 unless it is one of the pair)
  private final int[] internalEdge; // local vertex -> its edge from in to out (armyNetwork)
  private int[] head;
  private int[] edgeTo = new int[256];
  private int[] edgeNext = new int[256];
  private int[] capacity = new int[256];
  private int[] baseCapacity = new int[256];
  private int edgeCount;
  private int[] parentEdge;
  private int[] queue;
  private final long[] reachFleets; // neededPairsByPaths
  private final long[] reachEnds;

  public ConvoyChains(MapTables t) {
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
    this.anyGroupTouches = new long[t.words];
    this.left = new long[t.words];
    this.bfsSeen = new long[t.words];
    this.bfsQueue = new int[n];
    this.open = new long[t.words];
    this.twice = new long[t.words];
    this.splitTouches = new long[n * t.words];
    this.localOf = new int[n];
    Arrays.fill(localOf, -1);
    this.provinceOfLocal = new int[n + 2];
    this.candidates = new int[n + 2];
    this.sinkEdge = new int[n + 2];
    this.internalEdge = new int[n + 2];
    this.head = new int[2 * n + 6];
    this.parentEdge = new int[2 * n + 6];
    this.queue = new int[2 * n + 6];
    this.reachFleets = new long[t.words];
    this.reachEnds = new long[t.words];
    for (int p = 0; p < n; p++) {
      if (t.isLand[p]) {
        MapTables.set(landMask, p);
      }
    }
  }

  /** Takes the fleets at sea from the board: the unit provinces (and how many) and fleet flags by province. */
  public void setBoard(int[] units, int unitCount, boolean[] unitFleet) {
    for (int i = 0; i < seaFleetCount; i++) {
      fleetAtSea[seaFleets[i]] = false;
    }
    Arrays.fill(fleetBits, 0L);
    seaFleetCount = 0;
    portFleetCount = 0;
    // Without a branch on the fleets at sea (a third of the units, in no order a predictor learns): each unit is
    // written into the list and counted in only when it is one; ports are rare and tested apart.
    for (int k = 0; k < unitCount; k++) {
      int p = units[k];
      boolean atSea = unitFleet[p] & t.canConvoy[p] & (shut == null || !shut[p]);
      int one = atSea ? 1 : 0;
      fleetAtSea[p] = atSea;
      fleetBits[p >>> 6] |= (long) one << p;
      seaFleets[seaFleetCount] = p;
      seaFleetCount += one;
      if (atSea & t.isLand[p]) {
        portFleets[portFleetCount++] = p;
      }
    }
    groupsReady = false;
  }

  /**
   * Whether the board holds a fleet in a port (a coastal province whose fleet convoys as if at sea): then which ports
   * a chain leads into depends on fleets outside the chain too. None on the standard map.
   */
  public boolean hasPortFleets() {
    return portFleetCount > 0;
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
    Arrays.fill(anyGroupTouches, 0L);
    for (int g = 0; g < groupCount; g++) {
      for (int w = 0; w < words; w++) {
        anyGroupTouches[w] |= groupTouches[g * words + w];
      }
    }
    groupsReady = true;
  }

  /**
   * Splits the fleets in {@code left} (empty on return) into groups connected over touching waters, written into the
   * flat arrays from group index {@code first} on ({@code fleetsOut} may be null); returns the index after the last
   * group. A group grows one fleet at a time: the fleet's water is added to the group's and the fleets of
   * {@code left} it touches join the fleets still to take (a few word operations a fleet, and one pass over the
   * group's words to clear it, where growing by whole fronts passed over every word of the front once a wave).
   */
  private int split(long[] left, long[] fleetsOut, long[] touchesOut, int first) {
    final int words = this.words;
    final long[] open = this.open;
    int g = first;
    for (int w0 = 0; w0 < words; w0++) {
      while (left[w0] != 0) {
        int gb = g++ * words;
        for (int w = 0; w < words; w++) {
          touchesOut[gb + w] = 0L;
          open[w] = 0L;
        }
        open[w0] = left[w0] & -left[w0];
        left[w0] &= ~open[w0];
        if (fleetsOut != null) {
          Arrays.fill(fleetsOut, gb, gb + words, 0L);
        }
        // The lowest word with an open fleet: a fleet that joins in a lower word sends the scan back to it.
        for (int w = w0; w < words; ) {
          long bits = open[w];
          if (bits == 0) {
            w++;
            continue;
          }
          long low = bits & -bits;
          open[w] = bits & ~low;
          if (fleetsOut != null) {
            fleetsOut[gb + w] |= low;
          }
          long[] touches = t.seaTouches[(w << 6) + Long.numberOfTrailingZeros(low)];
          int next = w;
          for (int x = 0; x < words; x++) {
            touchesOut[gb + x] |= touches[x];
            long joined = touches[x] & left[x];
            left[x] &= ~joined;
            open[x] |= joined;
            next = joined != 0 && x < next ? x : next;
          }
          w = next;
        }
      }
    }
    return g;
  }

  /**
   * Prepares {@link #chainExistsWithoutExcluded} for questions that leave out the fleet in {@code exclude}: the
   * groups of the other fleets, once for any number of questions. Only the group of the excluded fleet changes; it
   * alone is split again, and the board's other groups are read where they are (a sampled movement phase asks this
   * of every fleet at sea on some army's chains: copying the unchanged groups was most of the work).
   */
  public void exclude(int exclude) {
    exclude(exclude, -1);
  }

  /**
   * As {@link #exclude(int)}, leaving out two fleets ({@code second} may be -1, or a province without a fleet at
   * sea): the supporter's fleet and a port's fleet at the destination. The groups of either are split again.
   */
  private void exclude(int exclude, int second) {
    groups();
    excludedFleet = exclude;
    excludedGroup = -1;
    excludedGroup2 = -1;
    final int words = this.words;
    Arrays.fill(left, 0L);
    for (int g = 0; g < groupCount; g++) {
      int gb = g * words;
      boolean first = MapTables.get(groupFleets, gb, exclude);
      if (first || second >= 0 && MapTables.get(groupFleets, gb, second)) {
        if (excludedGroup < 0) {
          excludedGroup = g;
        } else {
          excludedGroup2 = g;
        }
        for (int w = 0; w < words; w++) {
          left[w] |= groupFleets[gb + w];
        }
      }
    }
    left[exclude >>> 6] &= ~(1L << exclude);
    if (second >= 0) {
      left[second >>> 6] &= ~(1L << second);
    }
    splitGroupCount = split(left, null, splitTouches, 0);
  }

  /**
   * The provinces a chain of fleets at sea leads to from a without the fleet given to the last {@link #exclude}, as a
   * bitset written into {@code out} from {@code offset} (unfiltered: seas and the army's own province may be among
   * them).
   */
  public void destinationsWithoutExcluded(int a, long[] out, int offset) {
    Arrays.fill(out, offset, offset + words, 0L);
    orTouching(groupTouches, groupCount, excludedGroup, excludedGroup2, a, out, offset);
    orTouching(splitTouches, splitGroupCount, -1, -1, a, out, offset);
    // A port holding a fleet: reached only by a chain without that fleet too (none on the standard map).
    for (int i = 0; i < portFleetCount; i++) {
      int q = portFleets[i];
      if (q != excludedFleet && MapTables.get(out, offset, q) && !chainAvoiding(a, q, excludedFleet, q)) {
        out[offset + (q >>> 6)] &= ~(1L << q);
      }
    }
  }

  /**
   * As {@link #destinationsWithoutExcluded}, for the places that the group of the fleet given to the last
   * {@link #exclude(int)} alone reaches from a (the one-group places of {@link #reach}, on a board without a fleet in
   * a port): those the groups of its other fleets reach from a, read from them alone (the board's other groups reach
   * none of those places). The bits of other places mean nothing.
   */
  public void destinationsOverSplitGroup(int a, long[] out, int offset) {
    Arrays.fill(out, offset, offset + words, 0L);
    orTouching(splitTouches, splitGroupCount, -1, -1, a, out, offset);
  }

  /** Ors into {@code out} the touches of each of the first {@code count} groups but x1 and x2 that touch a. */
  private void orTouching(long[] touches, int count, int x1, int x2, int a, long[] out, int offset) {
    final int aw = a >>> 6;
    for (int g = 0; g < count; g++) {
      int gb = g * words;
      // All ones when the group touches a and is not left out; no branch on either.
      long keep = -((touches[gb + aw] >>> a) & 1L) & ~(-(long) (g == x1 | g == x2 ? 1 : 0));
      for (int w = 0; w < words; w++) {
        out[offset + w] |= touches[gb + w] & keep;
      }
    }
  }

  /** Whether a chain of fleets at sea leads from a to d without the fleet given to the last {@link #exclude}. */
  boolean chainExistsWithoutExcluded(int a, int d) {
    return someGroupTouches(groupTouches, groupCount, excludedGroup, excludedGroup2, a, d)
        || someGroupTouches(splitTouches, splitGroupCount, -1, -1, a, d);
  }

  /** Whether the water of some group among the first {@code count} of {@code touches} (but x1, x2) touches a and d. */
  private boolean someGroupTouches(long[] touches, int count, int x1, int x2, int a, int d) {
    for (int g = 0; g < count; g++) {
      int gb = g * words;
      if (g != x1 && g != x2 && MapTables.get(touches, gb, a) && MapTables.get(touches, gb, d)) {
        return true;
      }
    }
    return false;
  }

  /**
   * For the army in a, with no fleet excluded: the fleets at sea a chain from a can use into {@code fleetsOut}, the
   * land provinces (other than a) a chain reaches into {@code destOut}, and those among them that the chains of one
   * group of fleets alone reach into {@code oneGroupOut} (a place two groups reach keeps a chain whatever single fleet
   * is left out; with a fleet in a port, which {@link #hasPortFleets} tells, this is only a superset); all three are
   * overwritten.
   */
  public void reach(int a, long[] fleetsOut, long[] destOut, long[] oneGroupOut) {
    groups();
    final int words = this.words;
    int aw = a >>> 6;
    long ab = 1L << a;
    if ((anyGroupTouches[aw] & ab) == 0) {
      // Most armies touch no fleet's water: nothing to look for (the movement tables ask this of every army).
      for (int w = 0; w < words; w++) {
        fleetsOut[w] = 0L;
        destOut[w] = 0L;
        oneGroupOut[w] = 0L;
      }
      return;
    }
    Arrays.fill(fleetsOut, 0, words, 0L);
    Arrays.fill(destOut, 0, words, 0L);
    final long[] twice = this.twice;
    Arrays.fill(twice, 0L);
    for (int g = 0; g < groupCount; g++) {
      int gb = g * words;
      if ((groupTouches[gb + aw] & ab) == 0) {
        continue;
      }
      for (int w = 0; w < words; w++) {
        fleetsOut[w] |= groupFleets[gb + w];
        twice[w] |= destOut[w] & groupTouches[gb + w];
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
    for (int w = 0; w < words; w++) {
      oneGroupOut[w] = destOut[w] & ~twice[w];
    }
  }

  /**
   * Whether the water of some fleet at sea touches a: whether {@link #reach} finds any fleet from a.
   *
   * @param a a province
   * @return true when some chain of fleets could start at a
   */
  public boolean touchesSomeGroup(int a) {
    groups();
    return MapTables.get(anyGroupTouches, a);
  }

  /**
   * Whether the fleet at sea in f is the only fleet of its group (no other fleet's water touches its own, directly
   * or over others): leaving it out then removes its group's chains and splits nothing. False for a province without
   * a fleet at sea.
   */
  public boolean aloneInGroup(int f) {
    groups();
    for (int g = 0; g < groupCount; g++) {
      int gb = g * words;
      if (MapTables.get(groupFleets, gb, f)) {
        int fleets = 0;
        for (int w = 0; w < words; w++) {
          fleets += Long.bitCount(groupFleets[gb + w]);
        }
        return fleets == 1;
      }
    }
    return false;
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
    return someGroupTouches(groupTouches, groupCount, -1, -1, a, d);
  }

  /**
   * The number of chains a depth-first search of {@link #neededPairs} or {@link #convoyNeeded} visits before it gives
   * up and the answer comes from the polynomial method ({@link #neededByPaths}). The simple chains of fleets are
   * exponential in the number of fleets: on the standard map a search visits at most a few thousand, but a crowded
   * board of a map with many seas (DPjudge's imperial) has more chains than any search could visit. The bound counts
   * work, not time, so the answer never depends on the machine; a search within it costs tens of microseconds.
   */
  static final int SEARCH_LIMIT = 20_000;

  /**
   * The work counted since this object was made: one per chain a depth-first search visits and one per network edge
   * the polynomial method builds or scans. For tests that a question on a crowded board stays polynomial.
   */
  long work() {
    return work;
  }

  /**
   * Sets the bound of the depth-first searches, {@link #SEARCH_LIMIT} unless set: for tests, which compare the
   * polynomial method with the searches unbounded ({@code Integer.MAX_VALUE}) and force it ({@code 0}).
   */
  void searchLimit(int limit) {
    searchLimit = limit;
  }

  /** Whether the last {@link #neededPairs} or {@link #convoyNeeded} gave up its search for the polynomial method. */
  boolean searchGaveUp() {
    return searchAborted;
  }

  /**
   * For the army in a, every pair (fleet f, destination d) such that some chain from a to d needs f (the definition
   * of {@link #convoyNeeded}): {@code neededDests[f]} receives the bitset of such d. One depth-first search over the
   * simple chains from a serves every fleet and destination at once; past {@link #SEARCH_LIMIT} chains the pairs come
   * from {@link #neededByPaths} instead, one question per fleet and destination that a chain from a reaches.
   * {@code neededDests} holds one row of {@code words} longs per province (row f at {@code f * words}); the rows of
   * the fleets at sea are overwritten, the others left as they are.
   *
   * <p>Each search node is a chain ending at its fleet v. Its ends are the land v's water touches; v is needed for
   * those of them its predecessor in the chain does not touch (all of them when v is first: a chain of no fleets is
   * no convoy). A fleet inside a chain is needed for every end of every chain that continues through its successor,
   * when its predecessor (the army, for the first fleet) does not touch that successor: the search returns, per node,
   * the union of the ends below it, so each node costs a few word operations whatever its depth.
   */
  public void neededPairs(int a, long[] neededDests) {
    clearRows(neededDests);
    Arrays.fill(onChain, 0L);
    chainLen = 0;
    searchNodes = 0;
    searchAborted = false;
    for (int i = 0; i < seaFleetCount && !searchAborted; i++) {
      int f = seaFleets[i];
      if (MapTables.get(t.seaTouches[f], a)) {
        chain[chainLen++] = f;
        MapTables.set(onChain, f);
        extend(a, neededDests);
        chainLen--;
        onChain[f >>> 6] &= ~(1L << f);
      }
    }
    work += searchNodes;
    if (searchAborted) {
      Arrays.fill(onChain, 0L);
      chainLen = 0;
      neededPairsByPaths(a, neededDests);
    }
  }

  private void clearRows(long[] neededDests) {
    for (int i = 0; i < seaFleetCount; i++) {
      int base = seaFleets[i] * words;
      Arrays.fill(neededDests, base, base + words, 0L);
    }
  }

  /**
   * {@link #neededPairs} by the polynomial method alone, every destination of a fleet at once. For the fleet f and a
   * pair {p, s} of its neighbours that do not touch (the army, or fleets), a chain a..p, f, s..t, d (or a..s, f,
   * p..t, d) exists for the destination d if and only if two vertex-disjoint paths link {a, t} to {p, s} in the
   * network of {@link #neededByPaths} without d, for some fleet t whose water touches d. With one path from a found,
   * a second from t exists exactly when t reaches the sink in that flow's residual network (the augmenting path
   * theorem: a's path is a flow of the most a alone can carry), so one breadth-first search back from the sink finds
   * every such t at once. The chains whose last fleet is f itself (f touches d) need a path from a to a neighbour of f
   * that does not touch d. A port holding a fleet is no end of a chain through that fleet, which these searches do
   * not see: a port they mark is asked again by {@link #neededByPaths}. Each fleet costs a few searches per pair of
   * its neighbours, each linear in the network's edges.
   */
  void neededPairsByPaths(int a, long[] neededDests) {
    clearRows(neededDests);
    groups();
    Arrays.fill(reachFleets, 0L);
    Arrays.fill(reachEnds, 0L);
    for (int g = 0; g < groupCount; g++) {
      int gb = g * words;
      if (MapTables.get(groupTouches, gb, a)) {
        for (int w = 0; w < words; w++) {
          reachFleets[w] |= groupFleets[gb + w];
          reachEnds[w] |= groupTouches[gb + w] & landMask[w];
        }
      }
    }
    reachEnds[a >>> 6] &= ~(1L << a);
    int vertices = armyNetwork(a);
    for (int i = 1; i < vertices; i++) {
      int f = provinceOfLocal[i];
      if (MapTables.get(reachFleets, f)) {
        neededDestsByPaths(a, i, vertices, neededDests, f * words);
      }
    }
    for (int i = 0; i < vertices; i++) {
      localOf[provinceOfLocal[i]] = -1;
    }
    // A port holding a fleet: a chain through that fleet does not lead into it.
    for (int i = 0; i < portFleetCount; i++) {
      int d = portFleets[i];
      for (int k = 0; k < seaFleetCount; k++) {
        int f = seaFleets[k];
        if (MapTables.get(neededDests, f * words, d) && !neededByPaths(f, a, d)) {
          neededDests[f * words + (d >>> 6)] &= ~(1L << d);
        }
      }
    }
  }

  /**
   * Builds the network of the army in a and every fleet at sea: local vertex 0 the army, the fleets from 1, each with
   * an edge to the sink of capacity 0 ({@code sinkEdge}) and its own edge ({@code internalEdge}); the source feeds
   * the army alone. Returns the number of vertices; the base capacities are in {@code baseCapacity}.
   */
  private int armyNetwork(int a) {
    int vertices = 0;
    provinceOfLocal[vertices] = a;
    localOf[a] = vertices++;
    for (int i = 0; i < seaFleetCount; i++) {
      int v = seaFleets[i];
      if (v != a) {
        provinceOfLocal[vertices] = v;
        localOf[v] = vertices++;
      }
    }
    int source = 2 * vertices;
    int sink = source + 1;
    Arrays.fill(head, 0, sink + 1, -1);
    edgeCount = 0;
    addEdge(source, 0, 1);
    for (int i = 0; i < vertices; i++) {
      internalEdge[i] = edgeCount;
      addEdge(2 * i, 2 * i + 1, 1);
      sinkEdge[i] = edgeCount;
      addEdge(2 * i + 1, sink, 0);
      if (i == 0) {
        for (int j = 1; j < vertices; j++) {
          if (MapTables.get(t.seaTouches[provinceOfLocal[j]], a)) {
            addEdge(1, 2 * j, 1);
          }
        }
      } else {
        addFleetEdges(i, 1);
      }
    }
    work += edgeCount;
    System.arraycopy(capacity, 0, baseCapacity, 0, edgeCount);
    return vertices;
  }

  /** Adds the edges from the fleet of local vertex i to every fleet of a local vertex from {@code firstFleet} on. */
  private void addFleetEdges(int i, int firstFleet) {
    long[] touches = t.seaTouches[provinceOfLocal[i]];
    for (int w = 0; w < words; w++) {
      long next = touches[w] & fleetBits[w];
      while (next != 0) {
        int q = (w << 6) + Long.numberOfTrailingZeros(next);
        next &= next - 1;
        int j = localOf[q];
        if (j >= firstFleet) {
          addEdge(2 * i + 1, 2 * j, 1);
        }
      }
    }
  }

  /**
   * In the network of {@link #armyNetwork}: the destinations the fleet of local vertex fi is needed for, into
   * {@code out} from {@code row} (ports holding a fleet possibly too many: see {@link #neededPairsByPaths}).
   */
  private void neededDestsByPaths(int a, int fi, int vertices, long[] out, int row) {
    final int f = provinceOfLocal[fi];
    final long[] fTouches = t.seaTouches[f];
    final int source = 2 * vertices;
    final int sink = source + 1;
    baseCapacity[internalEdge[fi]] = 0; // f is no part of the paths
    // The fleets a reaches without f, and f's neighbours among the vertices.
    System.arraycopy(baseCapacity, 0, capacity, 0, edgeCount);
    residualSearch(source, sink, false);
    int candidateCount = 0;
    for (int i = 0; i < vertices; i++) {
      if (i != fi && MapTables.get(fTouches, provinceOfLocal[i])) {
        candidates[candidateCount++] = i;
      }
    }
    // Chains ending with f: from a to a neighbour p of f that does not touch d (a itself when f touches a).
    boolean touchesArmy = MapTables.get(fTouches, a);
    for (int w = 0; w < words; w++) {
      long ends = fTouches[w] & reachEnds[w];
      long mine = touchesArmy ? ends : 0L;
      for (int k = 0; k < candidateCount && mine != ends; k++) {
        int p = candidates[k];
        if (p > 0 && parentEdge[2 * p + 1] != -1) {
          mine |= ends & ~t.seaTouches[provinceOfLocal[p]][w];
        }
      }
      out[row + w] |= mine;
    }
    // Chains going on after f: a pair of neighbours that do not touch, a path from a to one of them and one from the
    // destination's last fleet t to the other.
    for (int x = 0; x < candidateCount && !covers(out, row); x++) {
      for (int y = x + 1; y < candidateCount && !covers(out, row); y++) {
        int p = candidates[x];
        int s = candidates[y];
        if (p == 0 ? MapTables.get(t.seaTouches[provinceOfLocal[s]], a)
            : MapTables.get(t.seaTouches[provinceOfLocal[p]], provinceOfLocal[s])) {
          continue;
        }
        System.arraycopy(baseCapacity, 0, capacity, 0, edgeCount);
        capacity[sinkEdge[p]] = 1;
        capacity[sinkEdge[s]] = 1;
        if (!augment(source, sink)) {
          continue; // a reaches neither
        }
        residualSearch(sink, sink, true);
        for (int i = 1; i < vertices; i++) {
          if (i != fi && parentEdge[2 * i] != -1) {
            long[] touches = t.seaTouches[provinceOfLocal[i]];
            for (int w = 0; w < words; w++) {
              out[row + w] |= touches[w] & reachEnds[w];
            }
          }
        }
      }
    }
    baseCapacity[internalEdge[fi]] = 1;
  }

  /** Whether the row of {@code out} from {@code row} holds every end of the army's chains. */
  private boolean covers(long[] out, int row) {
    for (int w = 0; w < words; w++) {
      if ((reachEnds[w] & ~out[row + w]) != 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Marks in {@code parentEdge} (not -1) every node of the network up to {@code sink} that {@code start} reaches over
   * edges with capacity left, forward (from the source) or backward (to the sink: along an edge's partner, the edge
   * u -> v being the partner {@code e ^ 1} of v -> u).
   */
  private void residualSearch(int start, int sink, boolean backward) {
    Arrays.fill(parentEdge, 0, sink + 1, -1);
    int qHead = 0;
    int qTail = 0;
    queue[qTail++] = start;
    parentEdge[start] = -2;
    while (qHead < qTail) {
      int u = queue[qHead++];
      for (int e = head[u]; e >= 0; e = edgeNext[e]) {
        work++;
        int v = edgeTo[e];
        if (capacity[backward ? e ^ 1 : e] > 0 && parentEdge[v] == -1) {
          parentEdge[v] = e;
          queue[qTail++] = v;
        }
      }
    }
  }

  /**
   * The chain {@code chain[0..chainLen)} has just been extended by its last fleet v: marks what v is needed for and
   * searches the chains through v; leaves in row {@code chainLen - 1} of {@link #subEnds} the ends of every chain
   * from here on. Gives up (setting {@code searchAborted}) past {@link #SEARCH_LIMIT} nodes.
   */
  private void extend(int a, long[] neededDests) {
    if (++searchNodes > searchLimit) {
      searchAborted = true;
      return;
    }
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
        if (searchAborted) {
          return;
        }
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
   * chains from the army, which the seas of most maps keep small; past {@link #SEARCH_LIMIT} chains by
   * {@link #neededByPaths}.
   */
  boolean convoyNeeded(int f, int a, int d) {
    long[] touches = t.seaTouches[f];
    if (MapTables.get(touches, a) && MapTables.get(touches, d)) {
      return true;
    }
    Arrays.fill(onChain, 0L);
    chainLen = 0;
    searchNodes = 0;
    searchAborted = false;
    boolean needed = neededSearch(f, a, d);
    work += searchNodes;
    if (searchAborted) {
      Arrays.fill(onChain, 0L);
      chainLen = 0;
      return neededByPaths(f, a, d);
    }
    return needed;
  }

  private boolean neededSearch(int f, int a, int d) {
    if (++searchNodes > searchLimit) {
      searchAborted = true;
      return false;
    }
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
      if (searchAborted) {
        return false;
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

  // ------------------------------------------------------------------------------------ the polynomial method

  /**
   * {@link #convoyNeeded} in polynomial time, by two vertex-disjoint paths. Let G be the graph of the army a, the
   * destination d and the fleets at sea other than f and d's own fleet (a port's), with an edge where a fleet's water
   * touches the other vertex (a and d are no neighbours here). A chain through f whose neighbours p and s (a or a
   * fleet before f, a fleet or d after it) do not touch is exactly a path a..p in G, then f, then a path s..d in G,
   * the two paths disjoint, every vertex on them but a and d a fleet. So f is needed if and only if for some pair
   * {p, s} of f's neighbours in G that do not touch (a and d never touch), two vertex-disjoint paths link {a, d} to
   * {p, s} (either way round: touching is symmetric, so a..s, f, p..d is such a chain too); a path may be a single
   * vertex (p = a). Two disjoint paths are a flow of two in G with unit vertex capacities, found by at most two
   * breadth-first augmentations, each linear in G's edges; there are at most quadratically many pairs.
   */
  boolean neededByPaths(int f, int a, int d) {
    long[] fTouches = t.seaTouches[f];
    if (MapTables.get(fTouches, a) && MapTables.get(fTouches, d)) {
      return true;
    }
    if (f == d || f == a || !fleetAtSea[f]) {
      return false; // f is on no chain into d: no fleet, or d's own (a chain never passes through its end)
    }
    // The network: vertices 0 (a), 1 (d), then the fleets; only a and d take flow from the source.
    int vertices = 0;
    provinceOfLocal[vertices] = a;
    localOf[a] = vertices++;
    provinceOfLocal[vertices] = d;
    localOf[d] = vertices++;
    for (int i = 0; i < seaFleetCount; i++) {
      int v = seaFleets[i];
      if (v != f && v != d && v != a) {
        provinceOfLocal[vertices] = v;
        localOf[v] = vertices++;
      }
    }
    int source = 2 * vertices;
    int sink = source + 1;
    Arrays.fill(head, 0, sink + 1, -1);
    edgeCount = 0;
    addEdge(source, 0, 1);
    addEdge(source, 2, 1);
    int candidateCount = 0;
    for (int i = 0; i < vertices; i++) {
      int p = provinceOfLocal[i];
      addEdge(2 * i, 2 * i + 1, 1);
      if (MapTables.get(fTouches, p)) {
        candidates[candidateCount++] = i;
        sinkEdge[i] = edgeCount;
        addEdge(2 * i + 1, sink, 0);
      }
      if (i < 2) {
        // The army's and the destination's edges lead to the fleets whose waters touch them (a path starts there).
        for (int j = 2; j < vertices; j++) {
          if (MapTables.get(t.seaTouches[provinceOfLocal[j]], p)) {
            addEdge(2 * i + 1, 2 * j, 1);
          }
        }
      } else {
        addFleetEdges(i, 2);
      }
    }
    work += edgeCount;
    System.arraycopy(capacity, 0, baseCapacity, 0, edgeCount);
    boolean needed = false;
    // First every neighbour of f a sink: without two disjoint paths to them all, no pair has them.
    for (int k = 0; k < candidateCount; k++) {
      capacity[sinkEdge[candidates[k]]] = 1;
    }
    if (flowOfTwo(source, sink)) {
      // The two paths end at two neighbours of f: if those do not touch, that is the chain.
      int first = -1;
      int second = -1;
      for (int k = 0; k < candidateCount; k++) {
        int c = candidates[k];
        if (capacity[sinkEdge[c]] == 0) {
          if (first < 0) {
            first = c;
          } else {
            second = c;
          }
        }
      }
      needed = !touch(first, second);
      for (int x = 0; x < candidateCount && !needed; x++) {
        for (int y = x + 1; y < candidateCount && !needed; y++) {
          int p = candidates[x];
          int s = candidates[y];
          if (touch(p, s)) {
            continue;
          }
          System.arraycopy(baseCapacity, 0, capacity, 0, edgeCount);
          capacity[sinkEdge[p]] = 1;
          capacity[sinkEdge[s]] = 1;
          needed = flowOfTwo(source, sink);
        }
      }
    }
    for (int i = 0; i < vertices; i++) {
      localOf[provinceOfLocal[i]] = -1;
    }
    return needed;
  }

  /** Whether the local vertices i and j (i before j; 0 the army, 1 the destination) touch in G. */
  private boolean touch(int i, int j) {
    if (i == 0 && j == 1) {
      return false;
    }
    return MapTables.get(t.seaTouches[provinceOfLocal[j]], provinceOfLocal[i]);
  }

  private void addEdge(int from, int to, int cap) {
    if (edgeCount + 2 > edgeTo.length) {
      int size = edgeTo.length * 2;
      edgeTo = Arrays.copyOf(edgeTo, size);
      edgeNext = Arrays.copyOf(edgeNext, size);
      capacity = Arrays.copyOf(capacity, size);
      baseCapacity = new int[size];
    }
    edgeTo[edgeCount] = to;
    capacity[edgeCount] = cap;
    edgeNext[edgeCount] = head[from];
    head[from] = edgeCount++;
    edgeTo[edgeCount] = from; // the reverse edge, index ^ 1
    capacity[edgeCount] = 0;
    edgeNext[edgeCount] = head[to];
    head[to] = edgeCount++;
  }

  /** Whether the network carries a flow of two from the source to the sink: two breadth-first augmentations. */
  private boolean flowOfTwo(int source, int sink) {
    return augment(source, sink) && augment(source, sink);
  }

  private boolean augment(int source, int sink) {
    Arrays.fill(parentEdge, 0, sink + 1, -1);
    int qHead = 0;
    int qTail = 0;
    queue[qTail++] = source;
    parentEdge[source] = -2;
    while (qHead < qTail && parentEdge[sink] == -1) {
      int u = queue[qHead++];
      for (int e = head[u]; e >= 0; e = edgeNext[e]) {
        work++;
        int v = edgeTo[e];
        if (capacity[e] > 0 && parentEdge[v] == -1) {
          parentEdge[v] = e;
          queue[qTail++] = v;
        }
      }
    }
    if (parentEdge[sink] == -1) {
      return false;
    }
    for (int v = sink; v != source; v = edgeTo[parentEdge[v] ^ 1]) {
      int e = parentEdge[v];
      capacity[e]--;
      capacity[e ^ 1]++;
    }
    return true;
  }
}
