package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import io.github.dipjudge.rules.variant.BuildSiteRules;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

/**
 * The simulation path against the value path: random games played both ways, the one with codes through
 * {@link Simulation}, the other with the orders they stand for ({@link LegalOrders#decode}) through
 * {@link Game#advance(java.util.Collection, Adjudicator)}, under every preset, on the standard map and on shipped
 * variants (a third of the games with a victory within reach); after every phase the positions are equal, and so are
 * the outcome, the seed and the tie-break year; with history kept, the two games are equal ({@link Game#equals}: every
 * turn, every result).
 */
class SimulationPropertiesTest {
  @Provide
  Arbitrary<Rulebook> presets() {
    return Arbitraries.of(Rulebook.presetNames()).map(Rulebook::preset);
  }

  /** The standard map twice as often as the variants (pure and youngstown are the smallest and the largest). */
  @Provide
  Arbitrary<GameMap> maps() {
    return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(4, Arbitraries.just(GameMap.standard())),
        net.jqwik.api.Tuple.of(2, Arbitraries.of(GameMap.variants()).map(GameMap::variant)));
  }

  @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
  void aSimulatedGameIsTheValuePathsGame(@ForAll("maps") GameMap map, @ForAll("presets") Rulebook rules,
      @ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    if (random.nextInt(3) == 0) {
      // A victory within reach, so that the outcome is decided in some games (and the games are over).
      rules = rules.toBuilder().victoryCentres(map.supplyCentreCount() / 4 + random.nextInt(3)).build();
    }
    Game start = Game.start(map, rules).withSeed(random.nextLong());
    if (random.nextInt(4) == 0) {
      start = start.keepingSkippedPhases();
    }
    if (rules.victoryRule() != Rulebook.VictoryRule.CENTRES && map.powers().size() >= 4 && random.nextBoolean()) {
      start = start.withAlliances(List.of(List.of(map.powers().get(0), map.powers().get(1))));
    }
    boolean keep = random.nextInt(3) == 0;
    Simulation sim = Simulation.create(map, rules).restart(start, keep);
    Adjudicator adjudicator = Adjudicator.create(map, rules);
    LegalOrders gen = LegalOrders.create(map, rules);
    Game g = start;
    int until = start.position().phase().year() + 6 + random.nextInt(6);
    int phases = 0;
    while (!g.isOver() && g.position().phase().year() <= until) {
      int[] codes = codes(g.position(), gen, random);
      List<Order> orders = new ArrayList<>();
      for (int c : codes) {
        orders.add(gen.decode(g.position(), c));
      }
      g = g.advance(orders, adjudicator);
      sim.advance(codes, 0, codes.length);
      assertThat(sim.position()).as("after %s", g.history().isEmpty() ? "" : g.history().get(g.history().size() - 1))
          .isEqualTo(g.position());
      assertThat(sim.isOver()).isEqualTo(g.isOver());
      assertThat(sim.game().ending()).isEqualTo(g.ending());
      assertThat(sim.game().seed()).isEqualTo(g.seed());
      assertThat(sim.game().tieBreakYear()).isEqualTo(g.tieBreakYear());
      phases++;
    }
    if (keep) {
      assertThat(sim.game()).isEqualTo(g);
    } else {
      assertThat(sim.game().history()).isEqualTo(start.history());
    }
    Statistics.collect(rules.name(), keep, g.isOver() ? "over" : "played on");
    Statistics.label("phases").collect(phases >= 20 ? ">= 20" : "< 20");
    Statistics.label("map").collect(map.id());
  }

  /**
   * One random generated code per slot, now and then none (the unit holds, is disbanded, or its power is in civil
   * disorder); in an adjustment phase as many distinct ones as the power is due ({@link LegalOrders#draw}), now and
   * then one fewer.
   */
  static int[] codes(Position pos, LegalOrders gen, SplittableRandom random) {
    int[] due = new int[pos.map().powers().size()];
    BuildSiteRules.due(pos, due);
    for (Power p : pos.map().powers()) {
      assertThat(due[p.index()]).isEqualTo(pos.centreCount(p) + pos.pendingCentres(p) - pos.unitCount(p));
    }
    gen.generate(pos);
    int[] picks = new int[gen.count() + 1];
    List<Integer> out = new ArrayList<>();
    for (int slot = 0; slot < gen.slotCount(); slot++) {
      if (random.nextInt(25) == 0) {
        continue;
      }
      if (pos.phase().type() == PhaseType.ADJUSTMENT) {
        Power power = pos.map().powers().get(gen.slotOwner(slot));
        int delta = pos.centreCount(power) + pos.pendingCentres(power) - pos.unitCount(power);
        // A power with alternative home centres (zeus's U.S.A.) builds no more than BuildSiteRules.buildLimit.
        assertThat(gen.slotDue(slot)).isEqualTo(delta > 0 && power.hasAlternativeHomes()
            ? Math.min(delta, BuildSiteRules.buildLimit(pos, power, gen.rules())) : Math.abs(delta));
      } else {
        assertThat(gen.slotDue(slot)).isEqualTo(1);
      }
      int k = gen.draw(slot, random, picks, 0);
      if (pos.phase().type() == PhaseType.ADJUSTMENT && k > 0 && random.nextInt(6) == 0) {
        k--;
      }
      for (int i = 0; i < k; i++) {
        out.add(gen.slotCode(slot, picks[i]));
      }
    }
    return out.stream().mapToInt(Integer::intValue).toArray();
  }

  @Test
  void aSimulationRefusesWhatTheGameWould() {
    GameMap map = GameMap.standard();
    Simulation sim = Simulation.create(map, Rulebook.datc());
    assertThatThrownBy(() -> sim.restart(Game.start(GameMap.variant("pure"), Rulebook.datc()), false))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("map");
    assertThatThrownBy(() -> sim.restart(Game.start(map, Rulebook.preset("1971")), false))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("rulebook");
    // A code that is not well-formed changes nothing.
    Position before = sim.position();
    assertThatThrownBy(() -> sim.advance(new int[] {11}, 0, 1)).isInstanceOf(IllegalArgumentException.class);
    assertThat(sim.position()).isSameAs(before);
    // No orders at all: every unit holds, the empty phases are passed over.
    sim.advance(new int[0], 0, 0);
    assertThat(sim.position()).isEqualTo(Game.start(map, Rulebook.datc()).advance(List.of()).position());
    assertThat(sim.game().history()).isEmpty();
    // Over: refused, as by the game.
    Game over = Game.of(Position.builder(map).phase(sim.position().phase())
        .unit(io.github.dipjudge.position.Unit.of(map.powers().get(0), io.github.dipjudge.map.UnitType.ARMY,
            map.province("vie").location())).build(), Rulebook.datc());
    sim.restart(over, true);
    assertThat(sim.isOver()).isTrue();
    assertThatThrownBy(() -> sim.advance(new int[0], 0, 0)).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("over");
  }
}
