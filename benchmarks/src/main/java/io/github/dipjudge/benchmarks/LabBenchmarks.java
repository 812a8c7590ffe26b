package io.github.dipjudge.benchmarks;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.Turn;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.PositionHash;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
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

/**
 * What a bot lab calls in its search loop: the position hash of a whole position, and one power's random
 * legal orders as values. Average time per operation in nanoseconds, one thread. The positions are those of a
 * random game on the standard map (seed 25, to the end of 1910: every kind of phase, dislodged units and
 * standoffs); each call takes the next one. Needs no reference data.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Fork(1)
@Threads(1)
public class LabBenchmarks {
  private static final GameMap MAP = GameMap.standard();

  /** The positions of the random game, a hash and a generator. */
  @State(Scope.Thread)
  public static class Positions {
    Position[] positions;
    int next;
    PositionHash hash;
    LegalOrders generator;
    SplittableRandom random = new SplittableRandom(25);
    Power france = MAP.power("France");

    @Setup(Level.Trial)
    public void setUp() {
      Rulebook rules = Rulebook.datc();
      generator = LegalOrders.create(MAP, rules);
      Game g = RandomPlay.play(MAP, generator, Adjudicator.create(MAP, rules), 25, 1910);
      List<Position> all = new ArrayList<>();
      for (Turn t : g.history()) {
        all.add(t.position());
      }
      positions = all.toArray(new Position[0]);
      hash = PositionHash.of(MAP);
      // A check of the answer: a rebuilt position hashes as its original.
      for (Position p : positions) {
        Boards.check(hash.hash(p.toBuilder().build()) == hash.hash(p), "the hash of a rebuilt position");
      }
    }

    Position nextPosition() {
      Position p = positions[next];
      next = next + 1 == positions.length ? 0 : next + 1;
      return p;
    }
  }

  /** The Zobrist hash of a whole position (one pass over the provinces). */
  @Benchmark
  public long positionHash(Positions s) {
    return s.hash.hash(s.nextPosition());
  }

  /** One power's random legal orders, as values ({@link LegalOrders#sampleOrders}). */
  @Benchmark
  public List<Order> sampleOrdersOfOnePower(Positions s) {
    return s.generator.sampleOrders(s.nextPosition(), s.france, s.random);
  }
}
