package io.github.dipjudge.benchmarks;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.render.MapRenderer;
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

/**
 * Drawing pictures ({@link MapRenderer}): the first of the recorded midgame movement phases of
 * {@link MidgamePhases} (25 to 34 units, supports and convoys), drawn with its orders and their results, and its
 * position alone. Average time per picture in microseconds, one thread; run with {@code -prof gc} for the
 * allocation per picture (most of it is the output string, which holds the board's 30 kB).
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar RenderBenchmarks -prof gc
 * </pre>
 *
 * <p>Reads the recorded games of {@code shared} (as {@link AdjudicatorBenchmarks}' {@code midgame} does) and refuses
 * to run without them.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Fork(1)
@Threads(1)
public class RenderBenchmarks {
  /** A recorded midgame movement phase, adjudicated once; the renderer of the standard map. */
  @State(Scope.Benchmark)
  public static class MidgamePicture {
    MapRenderer renderer;
    Position position;
    MovementResult result;

    @Setup(Level.Trial)
    public void setUp() {
      GameMap map = GameMap.standard();
      List<MidgamePhases.Chosen> phases = MidgamePhases.load(map);
      MidgamePhases.Chosen chosen = phases.get(0);
      position = chosen.position();
      result = Adjudicator.create(map, Rulebook.datc()).movement(position, chosen.orders());
      renderer = MapRenderer.of(map);
      String a = renderer.result(position, result);
      Boards.check(a.equals(renderer.result(position, result)), "render: the same input drew different bytes");
      Boards.check(a.contains("data-outcome="), "render: the picture holds no outcome");
    }
  }

  /** A movement phase's result: the position, every order styled by its outcome, dislodgements, standoffs. */
  @Benchmark
  public String midgameResult(MidgamePicture s) {
    return s.renderer.result(s.position, s.result);
  }

  /** The same position alone: board, centres, units. */
  @Benchmark
  public String midgamePosition(MidgamePicture s) {
    return s.renderer.position(s.position);
  }
}
