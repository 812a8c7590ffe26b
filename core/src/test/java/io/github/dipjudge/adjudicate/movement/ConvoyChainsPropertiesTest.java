package io.github.dipjudge.adjudicate.movement;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.Terrain;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The fast paths of {@link ConvoyChains} against its definitions, over random boards of the standard map with up to
 * twelve fleets at sea (more chains than games produce): the groups of fleets give the same reach and chains as an
 * independent breadth-first search, with and without each fleet left out (and the places one group alone reaches,
 * and the fleets alone in their group, agree with the groups that search finds), and the one-search-per-army
 * {@code neededPairs} marks exactly the (fleet, destination) pairs that the per-pair search {@code convoyNeeded}
 * (DATC 6.G.19) accepts.
 */
class ConvoyChainsPropertiesTest {
  private static final GameMap MAP = GameMap.standard();
  private static final MapTables T = new MapTables(MAP);
  private static final List<Integer> SEAS = MAP.provinces().stream()
      .filter(p -> p.terrain() == Terrain.SEA).map(Province::index).toList();
  private static final List<Integer> LANDS = MAP.provinces().stream()
      .filter(p -> p.terrain() == Terrain.COASTAL).map(Province::index).toList();

  @Provide
  Arbitrary<Set<Integer>> fleets() {
    return Arbitraries.of(SEAS).set().ofMinSize(0).ofMaxSize(12);
  }

  @Provide
  Arbitrary<Set<Integer>> armies() {
    return Arbitraries.of(LANDS).set().ofMinSize(1).ofMaxSize(12);
  }

  @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
  void groupsAndSearchesAgreeWithTheDefinitions(@ForAll("fleets") Set<Integer> fleets,
      @ForAll("armies") Set<Integer> armies) {
    int n = T.provinces;
    int words = T.words;
    ConvoyChains chains = board(fleets, armies);
    for (int a : armies) {
      long[] fleetsFast = new long[words];
      long[] destFast = new long[words];
      long[] oneGroup = new long[words];
      chains.reach(a, fleetsFast, destFast, oneGroup);
      long[] fleetsFlood = new long[words];
      long[] destFlood = new long[words];
      flood(a, fleets, fleetsFlood, destFlood);
      assertThat(fleetsFast).as("fleets reached from %s", a).containsExactly(fleetsFlood);
      assertThat(destFast).as("destinations from %s", a).containsExactly(destFlood);
      for (int d = 0; d < n; d++) {
        // A destination of one group: the fleets of a's chains whose water touches it are all of one group. Any
        // other keeps a chain whatever single fleet is left out.
        Set<Integer> groupsThere = new java.util.HashSet<>();
        for (int f : fleets) {
          if (MapTables.get(fleetsFlood, f) && MapTables.get(T.seaTouches[f], d)) {
            groupsThere.add(group(f, fleets).stream().mapToInt(Integer::intValue).min().orElseThrow());
          }
        }
        assertThat(MapTables.get(oneGroup, d)).as("%s -> %s over one group alone", a, d)
            .isEqualTo(MapTables.get(destFlood, d) && groupsThere.size() == 1);
      }

      long[] rows = new long[n * words];
      chains.neededPairs(a, rows);
      for (int d = 0; d < n; d++) {
        boolean expected = false;
        for (int f : fleets) {
          expected |= MapTables.get(fleetsFlood, f) && MapTables.get(T.seaTouches[f], d);
        }
        assertThat(chains.chainExists(a, d, -1)).as("chain %s -> %s", a, d).isEqualTo(expected);
        assertThat(chains.chainExists(a, d, a)).as("chain %s -> %s leaving out a province without a fleet", a, d)
            .isEqualTo(expected);
        if (!T.isLand[d] || d == a) {
          continue;
        }
        for (int f : fleets) {
          boolean fast = MapTables.get(rows, f * words, d);
          assertThat(fast).as("fleet %s needed for %s -> %s", f, a, d).isEqualTo(chains.convoyNeeded(f, a, d));
        }
      }
    }
  }

  @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
  void chainsWithoutAFleetAgreeWithTheDefinition(@ForAll("fleets") Set<Integer> fleets,
      @ForAll("armies") Set<Integer> armies) {
    int n = T.provinces;
    ConvoyChains chains = board(fleets, armies);
    for (int f : fleets) {
      assertThat(chains.aloneInGroup(f)).as("%s alone in its group", f).isEqualTo(group(f, fleets).size() == 1);
      Set<Integer> others = new java.util.HashSet<>(fleets);
      others.remove(f);
      for (int a : armies) {
        long[] reached = new long[T.words];
        flood(a, others, reached, new long[T.words]);
        for (int d = 0; d < n; d++) {
          boolean expected = false;
          for (int g : others) {
            expected |= MapTables.get(reached, g) && MapTables.get(T.seaTouches[g], d);
          }
          chains.exclude(f);
          assertThat(chains.chainExistsWithoutExcluded(a, d)).as("chain %s -> %s without %s", a, d, f)
              .isEqualTo(expected);
          long[] oneGroup = new long[T.words];
          long[] fleetsFromA = new long[T.words];
          chains.reach(a, fleetsFromA, new long[T.words], oneGroup);
          final int place = d;
          boolean groupOfF = group(f, fleets).stream().anyMatch(g -> MapTables.get(T.seaTouches[g], place));
          if (MapTables.get(fleetsFromA, f) && MapTables.get(oneGroup, d) && groupOfF) {
            long[] over = new long[T.words];
            chains.exclude(f);
            chains.destinationsOverSplitGroup(a, over, 0);
            assertThat(MapTables.get(over, d)).as("chain %s -> %s without %s, over its group", a, d, f)
                .isEqualTo(expected);
          }
          assertThat(chains.chainExists(a, d, f)).as("chain %s -> %s without %s", a, d, f).isEqualTo(expected);
        }
      }
    }
  }

  /**
   * One instance for every try, board after board, as the adjudicators and the generator use it: what it keeps of a
   * board (groups, first-fleet searches) must not outlive it.
   */
  private static final ConvoyChains SHARED = new ConvoyChains(T);

  /** A board with the fleets at sea and the armies given (as the adjudicators pass it: units in province order). */
  private static ConvoyChains board(Set<Integer> fleets, Set<Integer> armies) {
    boolean[] fleet = new boolean[T.provinces];
    int[] units = java.util.stream.Stream.concat(fleets.stream(), armies.stream()).mapToInt(Integer::intValue)
        .sorted().toArray();
    for (int f : fleets) {
      fleet[f] = true;
    }
    SHARED.setBoard(units, units.length, fleet);
    return SHARED;
  }

  /** The fleets connected to f over touching waters, f among them: a breadth-first search. */
  private static Set<Integer> group(int f, Set<Integer> fleets) {
    Set<Integer> seen = new java.util.HashSet<>(Set.of(f));
    java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>(seen);
    while (!queue.isEmpty()) {
      int g = queue.poll();
      for (int h : fleets) {
        if (!seen.contains(h) && MapTables.get(T.seaTouches[g], h)) {
          seen.add(h);
          queue.add(h);
        }
      }
    }
    return seen;
  }

  /**
   * The definition, independently: a breadth-first search over the fleets at sea from those whose water touches a;
   * the destinations are the land their waters touch, a excepted.
   */
  private static void flood(int a, Set<Integer> fleets, long[] fleetsOut, long[] destOut) {
    java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
    for (int f : fleets) {
      if (MapTables.get(T.seaTouches[f], a)) {
        MapTables.set(fleetsOut, f);
        queue.add(f);
      }
    }
    while (!queue.isEmpty()) {
      int f = queue.poll();
      for (int g : fleets) {
        if (!MapTables.get(fleetsOut, g) && MapTables.get(T.seaTouches[f], g)) {
          MapTables.set(fleetsOut, g);
          queue.add(g);
        }
      }
      for (int d = 0; d < T.provinces; d++) {
        if (d != a && T.isLand[d] && MapTables.get(T.seaTouches[f], d)) {
          MapTables.set(destOut, d);
        }
      }
    }
  }
}
