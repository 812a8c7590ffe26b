package io.github.dipjudge.benchmarks;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;
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

  /** Every legal order of a mid-game position, as order values. */
  @Benchmark
  public void legalOrderValues(LegalState s, Blackhole bh) {
    Position p = s.positions[s.next];
    s.next = s.next + 1 == s.positions.length ? 0 : s.next + 1;
    bh.consume(s.generator.orders(p));
  }

  /** A game engine for random play: generator, adjudicator and random source, all reused. */
  @State(Scope.Thread)
  public static class RandomGameState {
    LegalOrders generator;
    Adjudicator adjudicator;
    long seed;

    @Setup(Level.Trial)
    public void setUp() {
      generator = LegalOrders.create(MAP, Rulebook.datc());
      adjudicator = Adjudicator.create(MAP, Rulebook.datc());
      // Check: a random game replays identically and reaches 1920 or an end, with every phase adjudicated.
      Game a = play(this, 1);
      Game b = play(this, 1);
      if (!a.position().equals(b.position()) || a.history().size() != b.history().size()) {
        throw new IllegalStateException("a seeded random game does not replay identically");
      }
      if (a.position().phase().year() <= 1920 && !a.isOver()) {
        throw new IllegalStateException("the random game stopped early at " + a.position().phase());
      }
      long phases = 0;
      for (int i = 0; i < 20; i++) {
        phases += play(this, 100 + i).history().size();
      }
      System.err.printf("randomGame: %.1f phases per game on average (1901 to 1920)%n", phases / 20.0);
    }
  }

  /** Counts the phases played, for phases per second. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.EVENTS)
  public static class PhaseCounter {
    public long phases;
  }

  static Game play(RandomGameState s, long seed) {
    return RandomPlay.play(MAP, s.generator, s.adjudicator, seed, 1920);
  }

  /** A whole game from Spring 1901 to the end of 1920 with uniformly random legal orders (one per unit). */
  @Benchmark
  public void randomGame(RandomGameState s, PhaseCounter counter, Blackhole bh) {
    Game g = play(s, s.seed++);
    counter.phases += g.history().size();
    bh.consume(g);
  }
}
