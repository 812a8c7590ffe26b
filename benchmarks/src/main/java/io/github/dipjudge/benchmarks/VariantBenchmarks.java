package io.github.dipjudge.benchmarks;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.Turn;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.PhaseType;
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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The cost per phase against the number of units: {@link GameBenchmarks}' {@code randomGame} and
 * {@code legalOrders} on shipped maps of different sizes, the map a JMH parameter ({@code -p map=chaos}):
 * {@code standard} (22 units at the start, 34 centres), {@code modern} (38 units, 64 centres, 143 locations) and
 * {@code chaos} (34 powers, 0 units at the start, one build each, 34 centres). They need no reference data: the
 * positions are those of seeded random games, so every run measures the same work. Each state prints at set-up what
 * one operation holds (phases and units per game, positions and orders), and checks its answer once.
 *
 * <p>Average time per operation in microseconds, one thread. The {@code units} counter of {@code randomGame} counts
 * the units on the board summed over the phases adjudicated, so that its time divided by it (or by {@code phases})
 * is the cost per unit-phase (or per phase) to compare across maps.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Fork(1)
@Threads(1)
public class VariantBenchmarks {
  /** Game years played per random game: twenty from the map's first phase (1901 to 1920 on the standard map). */
  static final int YEARS = 20;

  /** The map, a generator and an adjudicator for it. */
  @State(Scope.Thread)
  public static class MapState {
    @Param({"standard", "modern", "chaos"})
    public String map;

    GameMap gameMap;
    LegalOrders generator;
    Adjudicator adjudicator;

    void load() {
      gameMap = GameMap.variant(map);
      generator = LegalOrders.create(gameMap, Rulebook.datc());
      adjudicator = Adjudicator.create(gameMap, Rulebook.datc());
    }

    int lastYear() {
      return gameMap.firstPhase().year() + YEARS - 1;
    }
  }

  /** Random games on the map: at set-up, two with one seed must be equal and reach the last year or an end. */
  @State(Scope.Thread)
  public static class RandomGameState extends MapState {
    long seed;

    @Setup(Level.Trial)
    public void setUp() {
      load();
      Game a = RandomPlay.play(gameMap, generator, adjudicator, 1, lastYear());
      Game b = RandomPlay.play(gameMap, generator, adjudicator, 1, lastYear());
      if (!a.equals(b)) {
        throw new IllegalStateException("a seeded random game on " + map + " does not replay identically");
      }
      if (a.position().phase().year() <= lastYear() && !a.isOver()) {
        throw new IllegalStateException("the random game on " + map + " stopped early at " + a.position().phase());
      }
      long phases = 0;
      long units = 0;
      for (int i = 0; i < 20; i++) {
        Game g = RandomPlay.play(gameMap, generator, adjudicator, 100 + i, lastYear());
        phases += g.history().size();
        units += unitPhases(g);
      }
      System.err.printf("randomGame on %s: %.1f phases and %.1f units per phase per game on average (%d years)%n",
          map, phases / 20.0, (double) units / phases, YEARS);
    }
  }

  /** Counts the phases played and the units on the board summed over them. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.EVENTS)
  public static class Counters {
    public long phases;
    public long units;
  }

  static long unitPhases(Game g) {
    long n = 0;
    for (Turn t : g.history()) {
      n += t.position().unitCount();
    }
    return n;
  }

  /** A whole game of twenty years from the map's first phase with uniformly random legal orders. */
  @Benchmark
  public void randomGame(RandomGameState s, Counters counters, Blackhole bh) {
    Game g = RandomPlay.play(s.gameMap, s.generator, s.adjudicator, s.seed++, s.lastYear());
    counters.phases += g.history().size();
    counters.units += unitPhases(g);
    bh.consume(g);
  }

  /**
   * Movement positions of the map from seeded random games (every fourth movement phase from the third year on); at
   * set-up every generated order is checked legal.
   */
  @State(Scope.Thread)
  public static class LegalState extends MapState {
    Position[] positions;
    int next;
    int[] buffer;

    @Setup(Level.Trial)
    public void setUp() {
      load();
      List<Position> chosen = new ArrayList<>();
      for (int seed = 0; chosen.size() < 40 && seed < 400; seed++) {
        Game g = RandomPlay.play(gameMap, generator, adjudicator, seed, lastYear());
        int k = 0;
        for (Turn t : g.history()) {
          Position p = t.position();
          if (p.phase().type() == PhaseType.MOVEMENT && p.phase().year() >= gameMap.firstPhase().year() + 2
              && k++ % 4 == 0 && chosen.size() < 40) {
            chosen.add(p);
          }
        }
      }
      positions = chosen.toArray(new Position[0]);
      long total = 0;
      long units = 0;
      int most = 0;
      for (Position p : positions) {
        List<Order> all = generator.orders(p);
        total += all.size();
        units += p.unitCount();
        most = Math.max(most, all.size());
        for (OrderResult r : adjudicator.movement(p, all).results()) {
          Reason reason = r.reason();
          if (reason.isIllegal() && reason != Reason.MULTIPLE_ORDERS && reason != Reason.SUPERSEDED) {
            throw new IllegalStateException("generated an illegal order on " + map + ": " + r);
          }
        }
      }
      buffer = new int[most];
      System.err.printf("legalOrders on %s: %d positions, %.1f units and %.1f legal orders each on average%n", map,
          positions.length, (double) units / positions.length, (double) total / positions.length);
    }
  }

  /** Every legal order of a movement position of the map, compact form (int codes in a reused buffer). */
  @Benchmark
  public int legalOrders(LegalState s) {
    Position p = s.positions[s.next];
    s.next = s.next + 1 == s.positions.length ? 0 : s.next + 1;
    return s.generator.generate(p, s.buffer, 0);
  }

  /** Movement positions of the map with uniformly random legal orders, as in the random games. */
  @State(Scope.Thread)
  public static class MovementState extends MapState {
    Position[] positions;
    List<List<Order>> orders;
    int next;

    @Setup(Level.Trial)
    public void setUp() {
      load();
      LegalState legal = new LegalState();
      legal.map = map;
      legal.setUp();
      positions = legal.positions;
      orders = new ArrayList<>();
      SplittableRandom random = new SplittableRandom(7);
      for (Position p : positions) {
        orders.add(RandomPlay.orders(p, generator, random));
      }
    }
  }

  /** One movement phase of the map: a position and its random legal orders. */
  @Benchmark
  public Object movement(MovementState s) {
    int i = s.next;
    s.next = i + 1 == s.positions.length ? 0 : i + 1;
    return s.adjudicator.movement(s.positions[i], s.orders.get(i));
  }
}
