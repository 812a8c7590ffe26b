package io.github.dipjudge.benchmarks;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.Simulation;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Legal-order generation and whole random games: average time per operation in microseconds, one thread. The
 * mid-game positions are those of {@code midgame} (recorded games of the reference folder; refuses to run
 * without it). Each state checks its answer once at set-up.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Fork(1)
@Threads(1)
public class GameBenchmarks {
  private static final GameMap MAP = GameMap.standard();

  /** The mid-game positions and a generator; at set-up every generated order is checked legal. */
  @State(Scope.Thread)
  public static class LegalState {
    LegalOrders generator;
    Position[] positions;
    int next;
    int[] buffer = new int[4096];
    int[] picks = new int[64];
    SplittableRandom random = new SplittableRandom(17);

    @Setup(Level.Trial)
    public void setUp() {
      generator = LegalOrders.create(MAP, Rulebook.datc());
      List<MidgamePhases.Chosen> chosen = MidgamePhases.load(MAP);
      positions = new Position[chosen.size()];
      Adjudicator adjudicator = Adjudicator.create(MAP, Rulebook.datc());
      long total = 0;
      for (int i = 0; i < positions.length; i++) {
        positions[i] = chosen.get(i).position();
        List<Order> all = generator.orders(positions[i]);
        total += all.size();
        for (OrderResult r : adjudicator.movement(positions[i], all).results()) {
          Reason reason = r.reason();
          if (reason.isIllegal() && reason != Reason.MULTIPLE_ORDERS && reason != Reason.SUPERSEDED) {
            throw new IllegalStateException("generated an illegal order: " + r);
          }
        }
      }
      System.err.printf("legalOrders: %d positions, %.1f legal orders each on average%n", positions.length,
          (double) total / positions.length);
    }
  }

  /** Every legal order of a mid-game position, compact form (int codes in a reused buffer). */
  @Benchmark
  public int legalOrders(LegalState s) {
    Position p = s.positions[s.next];
    s.next = s.next + 1 == s.positions.length ? 0 : s.next + 1;
    return s.generator.generate(p, s.buffer, 0);
  }

  /**
   * The starting position and a generator: the workload other engines publish as "move generation for all 22
   * units". At set-up the generated orders are checked to include the opening's 22 usual orders.
   */
  @State(Scope.Thread)
  public static class OpeningLegalState {
    LegalOrders generator;
    Position start;
    int[] buffer = new int[4096];

    @Setup(Level.Trial)
    public void setUp() {
      generator = LegalOrders.create(MAP, Rulebook.datc());
      start = Opening.position(MAP);
      List<Order> all = generator.orders(start);
      Boards.check(all.containsAll(Opening.orders(MAP)), "openingLegalOrders: the opening's orders are missing");
    }
  }

  /** Every legal order of the starting position (22 units), compact form (int codes in a reused buffer). */
  @Benchmark
  public int openingLegalOrders(OpeningLegalState s) {
    return s.generator.generate(s.start, s.buffer, 0);
  }

  /** Every legal order of the starting position as order values, as other engines' move generators return them. */
  @Benchmark
  public void openingLegalOrderValues(OpeningLegalState s, Blackhole bh) {
    bh.consume(s.generator.orders(s.start));
  }

  /**
   * One random legal order per unit of a mid-game position by the per-unit sampler ({@link LegalOrders#sample}: each
   * unit's orders counted, the one drawn found, no other written), its code into the buffer. Beside
   * {@link #legalOrders}, which writes every code.
   */
  @Benchmark
  public int legalOrdersSampled(LegalState s) {
    Position p = s.positions[s.next];
    s.next = s.next + 1 == s.positions.length ? 0 : s.next + 1;
    LegalOrders gen = s.generator;
    int slots = gen.sample(p);
    int[] picks = s.picks;
    for (int slot = 0; slot < slots; slot++) {
      gen.draw(slot, s.random, picks, 0);
      s.buffer[slot] = gen.slotCode(slot, picks[0]);
    }
    return slots;
  }

  /** Every legal order of a mid-game position, as order values. */
  @Benchmark
  public void legalOrderValues(LegalState s, Blackhole bh) {
    Position p = s.positions[s.next];
    s.next = s.next + 1 == s.positions.length ? 0 : s.next + 1;
    bh.consume(s.generator.orders(p));
  }

  /**
   * A game engine for random play, all reused: generator, adjudicator, simulation, random source, code buffers. At
   * set-up: a seeded random game replays identically and reaches 1920 or an end, and twenty games played both ways
   * (values and codes) end in equal positions after as many processed phases.
   */
  @State(Scope.Thread)
  public static class RandomGameState {
    LegalOrders generator;
    Adjudicator adjudicator;
    Simulation simulation;
    Game start;
    int[] picks = new int[256];
    int[] codes = new int[256];
    long seed;

    @Setup(Level.Trial)
    public void setUp() {
      generator = LegalOrders.create(MAP, Rulebook.datc());
      adjudicator = Adjudicator.create(MAP, Rulebook.datc());
      simulation = Simulation.create(MAP, Rulebook.datc());
      start = Game.start(MAP, Rulebook.datc());
      PhaseCounter counter = new PhaseCounter();
      Game a = play(this, 1, counter);
      Game b = play(this, 1, counter);
      if (!a.position().equals(b.position()) || a.history().size() != b.history().size()) {
        throw new IllegalStateException("a seeded random game does not replay identically");
      }
      if (a.position().phase().year() <= 1920 && !a.isOver()) {
        throw new IllegalStateException("the random game stopped early at " + a.position().phase());
      }
      long phases = 0;
      long all = 0;
      for (int i = 0; i < 20; i++) {
        PhaseCounter byValues = new PhaseCounter();
        PhaseCounter byCodes = new PhaseCounter();
        Game g = play(this, 100 + i, byValues);
        Position p = simulate(this, 100 + i, byCodes);
        if (!p.equals(g.position()) || byValues.phases != byCodes.phases) {
          throw new IllegalStateException("random game " + (100 + i) + ": the simulation ends at " + p.phase()
              + " after " + byCodes.phases + " phases, the game at " + g.position().phase() + " after "
              + byValues.phases);
        }
        phases += byValues.phases;
        all += g.history().size();
      }
      System.err.printf("randomGame: %.1f processed phases per game on average, %.1f with those passed over"
          + " (1901 to 1920)%n", phases / 20.0, all / 20.0);
    }
  }

  /**
   * Counts the processed phases (each adjudicated with the orders chosen; the phases passed over as having nothing to
   * decide are not counted): JMH reports the time per phase beside the time per game.
   */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class PhaseCounter {
    public long phases;
  }

  /**
   * A random game by the public value path, as a careful user plays it: every legal order generated, the random
   * choice of each slot ({@link LegalOrders#draw}: one order per unit; in an adjustment phase as many distinct ones as
   * the power is due) turned into orders by {@link LegalOrders#order(int)} (no look-up), {@link Game#advance} with a
   * reused adjudicator, the whole history kept.
   */
  static Game play(RandomGameState s, long seed, PhaseCounter counter) {
    SplittableRandom random = new SplittableRandom(seed);
    Game g = s.start;
    LegalOrders gen = s.generator;
    int[] picks = s.picks;
    while (!g.isOver() && g.position().phase().year() <= 1920) {
      gen.generate(g.position());
      List<Order> orders = new ArrayList<>(gen.slotCount());
      for (int slot = 0; slot < gen.slotCount(); slot++) {
        for (int i = 0, k = gen.draw(slot, random, picks, 0); i < k; i++) {
          orders.add(gen.order(gen.slotStart(slot) + picks[i]));
        }
      }
      g = g.advance(orders, s.adjudicator);
      counter.phases++;
    }
    return g;
  }

  /**
   * The same random game by the simulation path: the same draws from the same random numbers, the orders of each slot
   * found by the per-unit sampler ({@link LegalOrders#sample}, which gives the order of the same index as the full
   * generation without generating every order), their codes to the next position alone, no history.
   */
  static Position simulate(RandomGameState s, long seed, PhaseCounter counter) {
    SplittableRandom random = new SplittableRandom(seed);
    Simulation sim = s.simulation.restart(s.start, false);
    LegalOrders gen = s.generator;
    int[] picks = s.picks;
    int[] codes = s.codes;
    while (!sim.isOver() && sim.position().phase().year() <= 1920) {
      int n = 0;
      for (int slot = 0, slots = gen.sample(sim.position()); slot < slots; slot++) {
        for (int i = 0, k = gen.draw(slot, random, picks, 0); i < k; i++) {
          codes[n++] = gen.slotCode(slot, picks[i]);
        }
      }
      sim.advance(codes, 0, n);
      counter.phases++;
    }
    return sim.position();
  }

  /**
   * A whole game from Spring 1901 to the end of 1920 with uniformly random legal orders (one per unit), by the public
   * value path. Warmed up for 10 s (see the class comment).
   */
  @Benchmark
  @Warmup(iterations = 10, time = 1, timeUnit = TimeUnit.SECONDS)
  public void randomGame(RandomGameState s, PhaseCounter counter, Blackhole bh) {
    bh.consume(play(s, s.seed++, counter));
  }

  /** {@link #randomGame}'s games, the same choices, by the simulation path. Warmed up for 10 s. */
  @Benchmark
  @Warmup(iterations = 10, time = 1, timeUnit = TimeUnit.SECONDS)
  public void randomGameSimulation(RandomGameState s, PhaseCounter counter, Blackhole bh) {
    bh.consume(simulate(s, s.seed++, counter));
  }
  /**
   * Whole games by the simulation path ({@link #randomGameSimulation}'s), games per second on one thread: the
   * reference for {@link #randomGameSimulationTwoThreads}. Each thread has its own state (its simulation, generator
   * and seeds), as a user's worker threads would.
   */
  @Benchmark
  @BenchmarkMode(Mode.Throughput)
  @OutputTimeUnit(TimeUnit.SECONDS)
  @Threads(1)
  @Warmup(iterations = 10, time = 1, timeUnit = TimeUnit.SECONDS)
  public void randomGameSimulationThroughput(RandomGameState s, PhaseCounter counter, Blackhole bh) {
    bh.consume(simulate(s, s.seed++, counter));
  }

  /**
   * As {@link #randomGameSimulationThroughput} on two threads, games per second in all: on a two-core machine the
   * ratio of the two is how far the simulation path scales (no shared mutable state; the collector and the JIT
   * compiler share the cores).
   */
  @Benchmark
  @BenchmarkMode(Mode.Throughput)
  @OutputTimeUnit(TimeUnit.SECONDS)
  @Threads(2)
  @Warmup(iterations = 10, time = 1, timeUnit = TimeUnit.SECONDS)
  public void randomGameSimulationTwoThreads(RandomGameState s, PhaseCounter counter, Blackhole bh) {
    bh.consume(simulate(s, s.seed++, counter));
  }
}
