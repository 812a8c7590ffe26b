package io.github.dipjudge.benchmarks;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.GameFormatException;
import io.github.dipjudge.game.DipjudgeFormat;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
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
 * What a game server does on every request: load a saved game of 500 phases, without adjudicating it
 * ({@link DipjudgeFormat.Check#POSITIONS}, the default) and, for comparison, adjudicating every phase as loading did before
 * ({@link DipjudgeFormat.Check#ADJUDICATION}); the same from JSON Lines; and append one phase to a JSON Lines file.
 * Average time per operation in milliseconds, one thread. The game is a random game on the standard map (the first
 * seed from 500 whose game lasts 500 phases), made at set-up. Needs no reference data.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Fork(1)
@Threads(1)
public class ServerBenchmarks {
  private static final GameMap MAP = GameMap.standard();
  /** The length of the saved game, in phases of its history (a long game of 500 turns). */
  static final int PHASES = 500;

  /** A 500-phase game in both forms. */
  @State(Scope.Benchmark)
  public static class Saved {
    Game game;
    String json;
    byte[] lines;

    @Setup(Level.Trial)
    public void setUp() throws IOException, GameFormatException {
      Rulebook rules = Rulebook.datc();
      LegalOrders gen = LegalOrders.create(MAP, rules);
      Adjudicator adjudicator = Adjudicator.create(MAP, rules);
      for (long seed = 500; game == null || game.history().size() < PHASES; seed++) {
        game = RandomPlay.play(MAP, gen, adjudicator, seed, 1901 + PHASES / 4);
      }
      json = DipjudgeFormat.toJson(game);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      DipjudgeFormat.writeLines(game, out);
      lines = out.toByteArray();
      // Checks of the answer: both forms read back to the game, whichever the check.
      Boards.check(DipjudgeFormat.fromJson(json, "saved.json").equals(game), "the game read back");
      Boards.check(DipjudgeFormat.fromJson(json, "saved.json", DipjudgeFormat.Check.ADJUDICATION).equals(game),
          "the game read back, adjudicated");
      Boards.check(DipjudgeFormat.readLines(new ByteArrayInputStream(lines), "saved.jsonl", DipjudgeFormat.Check.POSITIONS)
          .equals(game), "the game read back from JSON Lines");
    }
  }

  /** Loading without adjudicating (the default). */
  @Benchmark
  public Game loadJson(Saved s) throws GameFormatException {
    return DipjudgeFormat.fromJson(s.json, "saved.json");
  }

  /** Loading and adjudicating every phase, comparing the recorded results (the former loading). */
  @Benchmark
  public Game loadJsonAdjudicated(Saved s) throws GameFormatException {
    return DipjudgeFormat.fromJson(s.json, "saved.json", DipjudgeFormat.Check.ADJUDICATION);
  }

  /** Loading JSON Lines without adjudicating. */
  @Benchmark
  public Game loadLines(Saved s) throws IOException, GameFormatException {
    return DipjudgeFormat.readLines(new ByteArrayInputStream(s.lines), "saved.jsonl", DipjudgeFormat.Check.POSITIONS);
  }

  /** Saving the last phase by appending it (and the state) to JSON Lines, into a sink. */
  @Benchmark
  public int appendLastPhase(Saved s) throws IOException {
    Counting out = new Counting();
    DipjudgeFormat.appendLines(s.game, s.game.history().size() - 1, out);
    return out.count;
  }

  /** An output stream that counts bytes, so that the benchmark measures writing, not a buffer's growth. */
  static final class Counting extends OutputStream {
    int count;

    @Override
    public void write(int b) {
      count++;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      count += len;
    }
  }
}
