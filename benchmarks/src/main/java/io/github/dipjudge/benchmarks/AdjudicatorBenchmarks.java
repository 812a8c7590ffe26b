package io.github.dipjudge.benchmarks;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.PreparedMovement;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * The adjudicator's benchmarks: average time per operation in microseconds, one thread, except the two throughput
 * benchmarks that compare one thread with two. Every state checks its answer once at set-up (and throws when it is
 * wrong), so that a fast wrong answer cannot be measured. Adjudicators are not thread-safe: each thread has its own
 * ({@link Scope#Thread}).
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar -l                     # the list
 * java -jar benchmarks/target/benchmarks.jar opening resolve -prof gc
 * </pre>
 *
 * <p>{@code midgame}, {@code midgameThroughput}, {@code midgameTwoThreads} and {@code parse} read the recorded games
 * of the reference folder {@code shared} (system property {@code dipjudge.shared}, else {@code ../shared} from the
 * working directory, else {@code shared} beside the checkout) and refuse to run without it.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Fork(1)
@Threads(1)
public class AdjudicatorBenchmarks {
  private static final GameMap MAP = GameMap.standard();

  // ------------------------------------------------------------------------------------------------- states

  /**
   * Spring 1901, all 22 units ordered; the orders are parsed once here, and found among the legal orders' codes. The
   * next position from the codes is checked equal to the one from the values.
   */
  @State(Scope.Thread)
  public static class OpeningState {
    Adjudicator adjudicator;
    Position position;
    List<Order> orders;
    int[] codes;

    @Setup(Level.Trial)
    public void setUp() {
      adjudicator = Adjudicator.create(MAP, Rulebook.datc());
      position = Opening.position(MAP);
      orders = Opening.orders(MAP);
      codes = Opening.codes(MAP, Rulebook.datc());
      MovementResult result = adjudicator.movement(position, orders);
      Opening.check(MAP, result);
      Boards.check(adjudicator.nextPosition(position, codes, 0, codes.length).equals(result.nextPosition()),
          "opening: the next position from the codes differs from the one from the values");
    }
  }

  /** The two order sets on Spring 1901 as codes: every unit holding, and the 22 usual spring moves. */
  @State(Scope.Thread)
  public static class OpeningSetsState {
    Adjudicator adjudicator;
    Position position;
    int[] holds;
    int[] springMoves;

    @Setup(Level.Trial)
    public void setUp() {
      adjudicator = Adjudicator.create(MAP, Rulebook.datc());
      position = Opening.position(MAP);
      List<Order> holdOrders = OpeningSets.holds(MAP);
      List<Order> moveOrders = OpeningSets.springMoves(MAP);
      holds = Opening.codes(MAP, Rulebook.datc(), holdOrders);
      springMoves = Opening.codes(MAP, Rulebook.datc(), moveOrders);
      OpeningSets.check(MAP, Rulebook.datc(), holdOrders, holds, true);
      OpeningSets.check(MAP, Rulebook.datc(), moveOrders, springMoves, false);
    }
  }

  /** The opening compiled once; only its resolve step is run. The adjudicator is used for nothing else. */
  @State(Scope.Thread)
  public static class ResolveState {
    PreparedMovement prepared;

    @Setup(Level.Trial)
    public void setUp() {
      Adjudicator adjudicator = Adjudicator.create(MAP, Rulebook.datc());
      prepared = adjudicator.prepare(Opening.position(MAP), Opening.orders(MAP));
      prepared.resolve();
      Opening.check(MAP, prepared.result());
    }
  }

  /** The recorded midgame phases (see {@link MidgamePhases}), read and checked once for all threads. */
  @State(Scope.Benchmark)
  public static class MidgameData {
    MidgamePhases.Chosen[] phases;

    @Setup(Level.Trial)
    public void setUp() {
      phases = MidgamePhases.load(MAP).toArray(new MidgamePhases.Chosen[0]);
    }
  }

  /** One thread's adjudicator and its place in the round robin over the midgame phases. */
  @State(Scope.Thread)
  public static class MidgameState {
    Adjudicator adjudicator;
    MidgamePhases.Chosen[] phases;
    int next;

    @Setup(Level.Trial)
    public void setUp(MidgameData data) {
      adjudicator = Adjudicator.create(MAP, Rulebook.datc());
      phases = data.phases;
      next = 0;
    }

    MidgamePhases.Chosen take() {
      MidgamePhases.Chosen c = phases[next];
      next = next + 1 == phases.length ? 0 : next + 1;
      return c;
    }
  }

  /** DATC 6.F.14 to 6.F.24 and 6.C.1 to 6.C.3, in round robin. */
  @State(Scope.Thread)
  public static class ParadoxState {
    Adjudicator adjudicator;
    ParadoxCases.Case[] cases;
    int next;

    @Setup(Level.Trial)
    public void setUp() {
      adjudicator = Adjudicator.create(MAP, Rulebook.datc());
      cases = ParadoxCases.all(MAP).toArray(new ParadoxCases.Case[0]);
      for (ParadoxCases.Case c : cases) {
        c.check(adjudicator.movement(c.position(), c.orders()));
      }
    }
  }

  /** A Fall 1901 retreat phase with four dislodged units (see {@link Retreats}). */
  @State(Scope.Thread)
  public static class RetreatState {
    Adjudicator adjudicator;
    Position position;
    List<Order> orders;

    @Setup(Level.Trial)
    public void setUp() {
      adjudicator = Adjudicator.create(MAP, Rulebook.datc());
      position = Retreats.position(MAP);
      orders = Retreats.orders(MAP);
      Retreats.check(MAP, adjudicator.retreat(position, orders));
    }
  }

  /** A Winter 1901 adjustment phase with ten builds, a waive and a removal (see {@link Adjustments}). */
  @State(Scope.Thread)
  public static class AdjustmentState {
    Adjudicator adjudicator;
    Position position;
    List<Order> orders;

    @Setup(Level.Trial)
    public void setUp() {
      adjudicator = Adjudicator.create(MAP, Rulebook.datc());
      position = Adjustments.position(MAP);
      orders = Adjustments.orders(MAP);
      Adjustments.check(MAP, adjudicator.adjustment(position, orders));
    }
  }

  /** The 1,000 order texts of {@link ParseCorpus}. */
  @State(Scope.Thread)
  public static class ParseState {
    OrderNotation english;
    String[] texts;

    @Setup(Level.Trial)
    public void setUp() {
      english = OrderNotation.english(MAP);
      texts = ParseCorpus.load(MAP).toArray(new String[0]);
    }
  }

  // --------------------------------------------------------------------------------------------- benchmarks

  /**
   * Spring 1901: from the order values and the position to the complete result and the next position, every order's
   * result read (its reason and the provinces it names).
   */
  @Benchmark
  public void opening(OpeningState s, Blackhole bh) {
    MovementResult r = s.adjudicator.movement(s.position, s.orders);
    List<OrderResult> results = r.results();
    for (int i = 0, size = results.size(); i < size; i++) {
      OrderResult o = results.get(i);
      bh.consume(o.reason());
      bh.consume(o.by());
    }
    bh.consume(r.nextPosition());
  }

  /** Spring 1901, the simulation path: from the orders' compact codes and the position to the next position alone. */
  @Benchmark
  public Position openingPosition(OpeningState s) {
    return s.adjudicator.nextPosition(s.position, s.codes, 0, s.codes.length);
  }

  /** Spring 1901, every unit holding: from the codes to the next position alone (the fixed cost of a phase). */
  @Benchmark
  public Position openingHoldsPosition(OpeningSetsState s) {
    return s.adjudicator.nextPosition(s.position, s.holds, 0, s.holds.length);
  }

  /** Spring 1901, the 22 usual spring moves: from the codes to the next position alone. */
  @Benchmark
  public Position openingMovesPosition(OpeningSetsState s) {
    return s.adjudicator.nextPosition(s.position, s.springMoves, 0, s.springMoves.length);
  }

  /** Spring 1901, every unit holding: from the codes to the complete result, every reason read. */
  @Benchmark
  public void openingHoldsResult(OpeningSetsState s, Blackhole bh) {
    readAll((MovementResult) s.adjudicator.adjudicate(s.position, s.holds, 0, s.holds.length), bh);
  }

  /** Spring 1901, the 22 usual spring moves: from the codes to the complete result, every reason read. */
  @Benchmark
  public void openingMovesResult(OpeningSetsState s, Blackhole bh) {
    readAll((MovementResult) s.adjudicator.adjudicate(s.position, s.springMoves, 0, s.springMoves.length), bh);
  }

  private static void readAll(MovementResult r, Blackhole bh) {
    List<OrderResult> results = r.results();
    for (int i = 0, size = results.size(); i < size; i++) {
      OrderResult o = results.get(i);
      bh.consume(o.reason());
      bh.consume(o.by());
    }
    bh.consume(r.nextPosition());
  }

  /** Spring 1901: the resolve step alone, on the phase compiled at set-up. */
  @Benchmark
  public void resolve(ResolveState s) {
    s.prepared.resolve();
  }

  /**
   * One recorded midgame movement phase per operation (25-34 units, supports and convoys), in round robin. Warmed up
   * for 10 s: the compiled code of the whole phase arrives after 5-8 s on two cores (in a whole-suite run the 5 s of
   * the class default left the first measured iteration at 1.5 times the steady time, and the warm-up iterations at 3).
   */
  @Benchmark
  @Warmup(iterations = 10, time = 1, timeUnit = TimeUnit.SECONDS)
  public void midgame(MidgameState s, Blackhole bh) {
    adjudicateMidgame(s, bh);
  }

  /**
   * {@link #midgame} as throughput with one thread: phases per microsecond. Warmed up as long as the two-thread run,
   * so that the two are compared in the same state.
   */
  @Benchmark
  @BenchmarkMode(Mode.Throughput)
  @Threads(1)
  @Warmup(iterations = 15, time = 1, timeUnit = TimeUnit.SECONDS)
  public void midgameThroughput(MidgameState s, Blackhole bh) {
    adjudicateMidgame(s, bh);
  }

  /**
   * {@link #midgame} as throughput with two threads, each with its own adjudicator: phases per microsecond. On a
   * two-core machine the JIT compiler's thread competes with the two benchmark threads, so the compiled code arrives
   * late: after 3 warm-up seconds the iterations still ran at a quarter of the steady rate. Hence 15.
   */
  @Benchmark
  @BenchmarkMode(Mode.Throughput)
  @Threads(2)
  @Warmup(iterations = 15, time = 1, timeUnit = TimeUnit.SECONDS)
  public void midgameTwoThreads(MidgameState s, Blackhole bh) {
    adjudicateMidgame(s, bh);
  }

  private static void adjudicateMidgame(MidgameState s, Blackhole bh) {
    MidgamePhases.Chosen c = s.take();
    MovementResult r = s.adjudicator.movement(c.position(), c.orders());
    bh.consume(r);
    bh.consume(r.nextPosition());
  }

  /** One DATC paradox or circular-movement case per operation, in round robin. */
  @Benchmark
  public void paradox(ParadoxState s, Blackhole bh) {
    ParadoxCases.Case c = s.cases[s.next];
    s.next = s.next + 1 == s.cases.length ? 0 : s.next + 1;
    MovementResult r = s.adjudicator.movement(c.position(), c.orders());
    bh.consume(r);
    bh.consume(r.nextPosition());
  }

  /** A retreat phase: from the order values to the complete result and the next position. */
  @Benchmark
  public void retreat(RetreatState s, Blackhole bh) {
    RetreatResult r = s.adjudicator.retreat(s.position, s.orders);
    bh.consume(r);
    bh.consume(r.nextPosition());
  }

  /** An adjustment phase: from the order values to the complete result and the next position. */
  @Benchmark
  public void adjustment(AdjustmentState s, Blackhole bh) {
    AdjustmentResult r = s.adjudicator.adjustment(s.position, s.orders);
    bh.consume(r);
    bh.consume(r.nextPosition());
  }

  /** Reading the 1,000 order texts; one operation reads all of them. */
  @Benchmark
  public void parse(ParseState s, Blackhole bh) {
    OrderNotation english = s.english;
    for (String t : s.texts) {
      bh.consume(english.parse(t));
    }
  }
}
