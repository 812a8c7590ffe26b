package io.github.dipjudge.adjudicate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.adjudicate.LegalOrdersBoards.Board;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * The per-unit sampler ({@link LegalOrders#sample}) against the full generation, as a bijection: for every slot of
 * every position, the sampler's slots, owners and dues are the generation's, each slot has as many orders, and the
 * order with index i in the slot is the generation's order with index i (its code), whichever order the slots and
 * indices are asked in; so for the same random number ({@link LegalOrders#draw}) the sampler picks the order with the
 * same index in the full list. Positions: random boards of every phase type on the standard map and the shipped
 * variants (fleets at sea and in ports, long convoy chains, supporters a chain needs: DATC 6.D.31), and the positions
 * of random games.
 */
class LegalOrdersSamplerPropertiesTest {
  private static final List<GameMap> MAPS = CodePhasesPropertiesTest.MAPS;

  @Provide
  Arbitrary<Rulebook> rulebooks() {
    return LegalOrdersBoards.rulebookArbitrary();
  }

  @Provide
  Arbitrary<Board> boards() {
    Arbitrary<Board> standard = Arbitraries.oneOf(LegalOrdersBoards.movementBoards(),
        LegalOrdersBoards.movementBoards(), LegalOrdersBoards.retreatBoards(), LegalOrdersBoards.adjustmentBoards());
    Arbitrary<Board> variants = Arbitraries.of(MAPS).flatMap(m -> {
      LegalOrdersBoards b = LegalOrdersBoards.of(m);
      return Arbitraries.oneOf(b.movementBoards(30, 14), b.retreatBoards(30), b.adjustmentBoards(40));
    });
    return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(3, standard), net.jqwik.api.Tuple.of(2, variants));
  }

  @Property(tries = 400, edgeCases = EdgeCasesMode.NONE)
  void theSamplerGivesEachSlotsOrdersByTheirIndexInTheFullList(@ForAll("boards") Board b,
      @ForAll("rulebooks") Rulebook rules, @ForAll long seed) {
    LegalOrders full = LegalOrders.create(b.position.map(), rules);
    LegalOrders sampler = LegalOrders.create(b.position.map(), rules);
    sameOrders(b.position, full, sampler, new Random(seed));
    Statistics.collect(b.position.phase().type());
  }

  @Property(tries = 60, edgeCases = EdgeCasesMode.NONE)
  void theSamplerAgreesAlongRandomGames(@ForAll("rulebooks") Rulebook rules, @ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    GameMap map = random.nextInt(3) == 0 ? MAPS.get(random.nextInt(MAPS.size())) : GameMap.standard();
    LegalOrders full = LegalOrders.create(map, rules);
    LegalOrders sampler = LegalOrders.create(map, rules);
    Adjudicator adjudicator = Adjudicator.create(map, rules);
    Position pos = Position.initial(map);
    int[] picks = new int[64];
    int[] codes = new int[256];
    for (int phase = 0; phase < 40 && !pos.phase().isLast(); phase++) {
      sameOrders(pos, full, sampler, new Random(random.nextLong()));
      // The same draws from the same random state, after generating and after sampling.
      long state = random.nextLong();
      SplittableRandom a = new SplittableRandom(state);
      SplittableRandom c = new SplittableRandom(state);
      full.generate(pos);
      sampler.sample(pos);
      int n = 0;
      for (int slot = 0; slot < full.slotCount(); slot++) {
        int k = full.draw(slot, a, picks, 0);
        assertThat(sampler.draw(slot, c, picks, k)).isEqualTo(k);
        assertThat(k).isEqualTo(Math.min(full.slotDue(slot), full.slotSize(slot)));
        for (int i = 0; i < k; i++) {
          assertThat(picks[k + i]).isEqualTo(picks[i]);
          assertThat(sampler.slotCode(slot, picks[i])).isEqualTo(full.code(full.slotStart(slot) + picks[i]));
          codes[n++] = sampler.slotCode(slot, picks[i]);
        }
      }
      pos = adjudicator.nextPosition(pos, codes, 0, n);
    }
  }

  /**
   * A sampler and a generator kept for a whole game give each position the orders a new generator gives it: they keep
   * each army's search of the fleets its chains need from one position to the next while the fleets its chains could
   * use are the same, which a stale search would break. Along random games, where units often stay put, on the
   * standard map and the variants (fleets in ports among them); each position is checked by a generator made for it
   * alone.
   */
  @Property(tries = 40, edgeCases = EdgeCasesMode.NONE)
  void aSamplerKeptForAWholeGameGivesWhatANewOneGives(@ForAll("rulebooks") Rulebook rules, @ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    GameMap map = random.nextInt(3) == 0 ? MAPS.get(random.nextInt(MAPS.size())) : GameMap.standard();
    LegalOrders kept = LegalOrders.create(map, rules);
    LegalOrders keptFull = LegalOrders.create(map, rules);
    Adjudicator adjudicator = Adjudicator.create(map, rules);
    Position pos = Position.initial(map);
    int[] picks = new int[64];
    int[] codes = new int[256];
    int movements = 0;
    for (int phase = 0; phase < 40 && !pos.phase().isLast(); phase++) {
      LegalOrders fresh = LegalOrders.create(map, rules);
      sameOrders(pos, fresh, kept, new Random(random.nextLong()));
      assertThat(keptFull.generate(pos)).isEqualTo(fresh.count());
      for (int i = 0; i < fresh.count(); i++) {
        assertThat(keptFull.code(i)).as("code %s", i).isEqualTo(fresh.code(i));
      }
      movements += pos.phase().type() == PhaseType.MOVEMENT ? 1 : 0;
      int n = 0;
      for (int slot = 0; slot < fresh.slotCount(); slot++) {
        for (int i = 0, k = fresh.draw(slot, random, picks, 0); i < k; i++) {
          codes[n++] = fresh.slotCode(slot, picks[i]);
        }
      }
      pos = adjudicator.nextPosition(pos, codes, 0, n);
    }
    Statistics.collect(map.id(), movements >= 10 ? ">= 10 movement phases" : "< 10");
  }

  /**
   * As above over random boards in a row, where the fleets and armies change from one position to the next, now and
   * then back to an earlier board's: a kept sampler agrees with a new one on each.
   */
  @Property(tries = 30, edgeCases = EdgeCasesMode.NONE)
  void aSamplerKeptOverRandomBoardsGivesWhatANewOneGives(@ForAll("movementRows") List<Board> row,
      @ForAll("rulebooks") Rulebook rules, @ForAll long seed) {
    Random random = new Random(seed);
    GameMap map = row.get(0).position.map();
    LegalOrders kept = LegalOrders.create(map, rules);
    for (int i = 0; i < 3 * row.size(); i++) {
      Board b = row.get(i < row.size() ? i : random.nextInt(row.size()));
      sameOrders(b.position, LegalOrders.create(map, rules), kept, random);
    }
  }

  @Provide
  Arbitrary<List<Board>> movementRows() {
    return LegalOrdersBoards.movementBoards().list().ofMinSize(2).ofMaxSize(6);
  }

  /** The bijection on one position, the sampler's slots and indices asked in a random order. */
  private static void sameOrders(Position pos, LegalOrders full, LegalOrders sampler, Random random) {
    full.generate(pos);
    int slots = sampler.sample(pos);
    assertThat(slots).isEqualTo(full.slotCount());
    List<int[]> asked = new ArrayList<>();
    for (int slot = 0; slot < slots; slot++) {
      assertThat(sampler.slotOwner(slot)).isEqualTo(full.slotOwner(slot));
      assertThat(sampler.slotDue(slot)).isEqualTo(full.slotDue(slot));
      assertThat(full.slotSize(slot)).isEqualTo(full.slotEnd(slot) - full.slotStart(slot));
      for (int i = 0; i < full.slotSize(slot); i++) {
        asked.add(new int[] {slot, i});
      }
    }
    Collections.shuffle(asked, random);
    for (int[] q : asked) {
      int slot = q[0];
      assertThat(sampler.slotSize(slot)).as("size of slot %s", slot).isEqualTo(full.slotSize(slot));
      assertThat(sampler.slotCode(slot, q[1])).as("slot %s, order %s of %s", slot, q[1], full.slotSize(slot))
          .isEqualTo(full.code(full.slotStart(slot) + q[1]));
      assertThat(full.slotCode(slot, q[1])).isEqualTo(full.code(full.slotStart(slot) + q[1]));
    }
    if (pos.phase().type() == PhaseType.MOVEMENT || slots > 0) {
      assertThatThrownBy(sampler::count).isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("sample");
    }
    assertThatThrownBy(() -> sampler.slotCode(0, Integer.MAX_VALUE)).isInstanceOf(IndexOutOfBoundsException.class);
  }
}
