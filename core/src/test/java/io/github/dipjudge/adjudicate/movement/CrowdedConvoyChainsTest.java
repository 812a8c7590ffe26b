package io.github.dipjudge.adjudicate.movement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Convoy;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.UnitRef;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Imperial's crowded board: a fleet on each of its 110 seas and ports, an army on every other province. The simple
 * chains of fleets on it are beyond counting, so the exhaustive depth-first searches of {@link ConvoyChains} (which
 * spent over 8 minutes in one convoy order's legality on a random board of imperial) give up past
 * {@link ConvoyChains#SEARCH_LIMIT} chains and the polynomial method answers: within a bound of counted work, not of
 * time. The question asked is the fleet in the Antarctic Ocean convoying the army in Abyssinia to Aden: no chain needs
 * it (Abyssinia touches one water, the Red Sea, whose only other fleet neighbour is the Horn of Africa, and Aden
 * touches those two alone, so every chain is the Red Sea, perhaps with the Horn of Africa), yet the exhaustive search
 * goes on through every chain that leaves by them and never comes back.
 */
class CrowdedConvoyChainsTest {
  private static final GameMap MAP = GameMap.variant("imperial");
  /**
   * Only against a hang: the adjudication takes well under a second; with the search unbounded (as before the bound)
   * it had not ended after these two minutes.
   */
  private static final Duration HANG_GUARD = Duration.ofMinutes(2);

  private static int index(String id) {
    return MAP.province(id).index();
  }

  /** The crowded board's chains, its fleets at sea in province order as the adjudicators pass them. */
  private static ConvoyChains crowded(MapTables t) {
    int n = t.provinces;
    int[] units = new int[n];
    boolean[] fleet = new boolean[n];
    int count = 0;
    for (int p = 0; p < n; p++) {
      if (t.canConvoy[p]) {
        fleet[p] = true;
        units[count++] = p;
      } else if (t.isLand[p]) {
        units[count++] = p;
      }
    }
    ConvoyChains chains = new ConvoyChains(t);
    chains.setBoard(units, count, fleet);
    return chains;
  }

  @Test
  void theBoardIsCrowdedAndTheExhaustiveSearchDoesNotEnd() {
    MapTables t = new MapTables(MAP);
    int fleets = 0;
    for (int p = 0; p < t.provinces; p++) {
      fleets += t.canConvoy[p] ? 1 : 0;
    }
    assertThat(fleets).isEqualTo(110);
    ConvoyChains exhaustive = crowded(t);
    exhaustive.searchLimit(20 * ConvoyChains.SEARCH_LIMIT);
    exhaustive.convoyNeeded(index("aat"), index("aby"), index("ade"));
    assertThat(exhaustive.searchGaveUp()).as("twenty times the bound of chains, and no answer").isTrue();
    exhaustive.neededPairs(index("aby"), new long[t.provinces * t.words]);
    assertThat(exhaustive.searchGaveUp()).isTrue();
  }

  @Test
  void aConvoyOrdersLegalityIsAnsweredWithinBoundedWork() {
    MapTables t = new MapTables(MAP);
    ConvoyChains chains = crowded(t);
    long before = chains.work();
    assertThat(chains.convoyNeeded(index("aat"), index("aby"), index("ade"))).isFalse();
    assertThat(chains.searchGaveUp()).isTrue();
    long work = chains.work() - before;
    assertThat(work).isLessThan(ConvoyChains.SEARCH_LIMIT + 20_000L);
    // A fleet a chain does need, over the same board: the Red Sea, touching both.
    assertThat(chains.convoyNeeded(index("rse"), index("aby"), index("ade"))).isTrue();
    // The Horn of Africa: the chain Abyssinia, Red Sea, Horn of Africa, Aden can drop it (the Red Sea touches Aden).
    assertThat(chains.convoyNeeded(index("hoa"), index("aby"), index("ade"))).isFalse();
  }

  @Test
  void anArmysTableOfNeededFleetsIsFoundWithinBoundedWorkAndAgreesWithTheSingleQuestions() {
    MapTables t = new MapTables(MAP);
    ConvoyChains chains = crowded(t);
    int a = index("aby");
    long[] rows = new long[t.provinces * t.words];
    long before = chains.work();
    chains.neededPairs(a, rows);
    assertThat(chains.searchGaveUp()).isTrue();
    assertThat(chains.work() - before).as("counted work").isLessThan(20_000_000L);
    int needed = 0;
    for (int f = 0; f < t.provinces; f++) {
      if (!t.canConvoy[f]) {
        continue;
      }
      for (int d = 0; d < t.provinces; d++) {
        if (t.isLand[d] && d != a) {
          boolean single = chains.neededByPaths(f, a, d);
          assertThat(MapTables.get(rows, f * t.words, d)).as("%s for %s", MAP.provinces().get(f).id(),
              MAP.provinces().get(d).id()).isEqualTo(single);
          needed += single ? 1 : 0;
        }
      }
    }
    assertThat(needed).isPositive();
    assertThat(MapTables.get(rows, index("aat") * t.words, index("ade"))).isFalse();
  }

  @Test
  void theAdjudicatorRefusesTheConvoyOrder() {
    Power power = MAP.powers().get(0);
    Position.Builder b = Position.builder(MAP).phase(Phase.springMovement(MAP.firstPhase().year()));
    for (Province p : MAP.provinces()) {
      if (p.isPort() || !p.location().admits(UnitType.ARMY) && p.location().admits(UnitType.FLEET)) {
        b.unit(Unit.of(power, UnitType.FLEET, p.location()));
      } else if (p.location().admits(UnitType.ARMY)) {
        b.unit(Unit.of(power, UnitType.ARMY, p.location()));
      }
    }
    Position pos = b.build();
    Order convoy = new Convoy(Optional.of(power), Optional.of(UnitType.FLEET), MAP.province("aat").location(),
        UnitRef.of(UnitType.ARMY, MAP.province("aby").location()), MAP.province("ade").location());
    Order move = new Move(Optional.of(power), Optional.of(UnitType.ARMY), MAP.province("aby").location(),
        MAP.province("ade").location(), true, com.google.common.collect.ImmutableList.of());
    Adjudicator adjudicator = Adjudicator.create(MAP, Rulebook.datc());
    MovementResult r = assertTimeoutPreemptively(HANG_GUARD, () -> adjudicator.movement(pos, List.of(convoy, move)),
        () -> "the adjudication did not end within " + HANG_GUARD.toSeconds() + " s (a hang)");
    assertThat(r.results().get(0).reason()).isEqualTo(Reason.CONVOY_NOT_NEEDED);
  }
}
