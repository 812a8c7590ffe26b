package io.github.dipjudge.adjudicate.movement;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The polynomial method of {@link ConvoyChains} ({@code neededByPaths}, {@code neededPairsByPaths}: two
 * vertex-disjoint paths) against the exhaustive depth-first searches it stands in for past
 * {@link ConvoyChains#SEARCH_LIMIT}, run here without a bound: on random small boards of every shipped map, imperial
 * among them (up to twelve fleets at sea or in ports, up to eight armies on coastal provinces), every
 * (fleet, army, destination) question gets the same answer from both, and so does every army's table of needed
 * pairs.
 */
class ConvoyChainsPathsPropertiesTest {
  private static final List<GameMap> MAPS = GameMap.variants().stream().map(GameMap::variant).toList();

  @Provide
  Arbitrary<Integer> mapIndices() {
    return Arbitraries.integers().between(0, MAPS.size() - 1);
  }

  @Property(tries = 400, edgeCases = EdgeCasesMode.NONE)
  void thePolynomialMethodAnswersAsTheExhaustiveSearch(@ForAll("mapIndices") int mapIndex, @ForAll long seed) {
    GameMap map = MAPS.get(mapIndex);
    MapTables t = new MapTables(map);
    int n = t.provinces;
    SplittableRandom random = new SplittableRandom(seed);
    List<Integer> convoying = new ArrayList<>();
    List<Integer> coastal = new ArrayList<>();
    for (int p = 0; p < n; p++) {
      if (t.canConvoy[p]) {
        convoying.add(p);
      }
      if (t.isLand[p] && touchesWater(t, p)) {
        coastal.add(p);
      }
    }
    if (coastal.isEmpty()) {
      return; // no water (pure): no chains
    }
    // Fleets first (seas and ports), then armies on coastal provinces without a fleet.
    boolean[] fleet = new boolean[n];
    boolean[] taken = new boolean[n];
    int fleets = random.nextInt(13);
    for (int k = 0; k < fleets && !convoying.isEmpty(); k++) {
      int p = convoying.get(random.nextInt(convoying.size()));
      fleet[p] = true;
      taken[p] = true;
    }
    List<Integer> armies = new ArrayList<>();
    int armyCount = 1 + random.nextInt(8);
    for (int k = 0; k < armyCount; k++) {
      int p = coastal.get(random.nextInt(coastal.size()));
      if (!taken[p]) {
        taken[p] = true;
        armies.add(p);
      }
    }
    int[] units = new int[n];
    int unitCount = 0;
    for (int p = 0; p < n; p++) {
      if (taken[p]) {
        units[unitCount++] = p;
      }
    }
    ConvoyChains exhaustive = new ConvoyChains(t);
    exhaustive.searchLimit(Integer.MAX_VALUE);
    exhaustive.setBoard(units, unitCount, fleet);
    ConvoyChains paths = new ConvoyChains(t);
    paths.setBoard(units, unitCount, fleet);
    for (int a : armies) {
      long[] expected = new long[n * t.words];
      exhaustive.neededPairs(a, expected);
      assertThat(exhaustive.searchGaveUp()).isFalse();
      long[] actual = new long[n * t.words];
      paths.neededPairsByPaths(a, actual);
      for (int f = 0; f < n; f++) {
        if (!fleet[f]) {
          continue;
        }
        for (int d = 0; d < n; d++) {
          if (!t.isLand[d] || d == a) {
            continue;
          }
          String question = String.format("%s: F %s C A %s - %s", map.id(), map.provinces().get(f).id(),
              map.provinces().get(a).id(), map.provinces().get(d).id());
          boolean needed = exhaustive.convoyNeeded(f, a, d);
          assertThat(exhaustive.searchGaveUp()).isFalse();
          assertThat(paths.neededByPaths(f, a, d)).as(question).isEqualTo(needed);
          assertThat(MapTables.get(actual, f * t.words, d)).as("table: " + question).isEqualTo(needed);
          assertThat(MapTables.get(expected, f * t.words, d)).as("search's table: " + question).isEqualTo(needed);
        }
      }
    }
  }

  /** Whether a fleet's water touches the land province p (it is coastal: an army there could be convoyed). */
  private static boolean touchesWater(MapTables t, int p) {
    for (int q = 0; q < t.provinces; q++) {
      if (t.canConvoy[q] && MapTables.get(t.seaTouches[q], p)) {
        return true;
      }
    }
    return false;
  }
}
