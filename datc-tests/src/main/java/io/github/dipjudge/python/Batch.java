package io.github.dipjudge.python;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkElementIndex;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.game.Simulation;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Many games played inside the JVM, so that a Python caller pays the bridge's cost per batch and not per phase.
 * Each game has its own random stream ({@code seed} and its index), so its record does not depend on the number of
 * threads. {@link #playRandom} advances every game that goes on by uniformly random legal orders (the
 * {@link Simulation} path: {@link LegalOrders#sample} and {@link Simulation#advance}); between two calls a caller
 * may take a game ({@link #handle}), order it by any means and give it back ({@link #resume}).
 *
 * <p>The record of a game: the compact order codes of every phase played ({@link LegalOrders}' codes, phase after
 * phase; {@link #phaseStarts} says where each phase's codes begin), the number of phases, and the outcome.
 *
 * <p>Not thread-safe: one caller at a time; {@link #playRandom} runs its own threads and returns when they are done.
 */
public final class Batch {
  private final GameMap map;
  private final Rulebook rules;
  private final int lastYear;
  private final Game[] games;
  private final SplittableRandom[] randoms;
  private final int[][] codes;
  private final int[] codeCount;
  private final int[][] starts;
  private final int[] phases;

  private Batch(GameMap map, Rulebook rules, int count, long seed, int lastYear) {
    this.map = map;
    this.rules = rules;
    this.lastYear = lastYear;
    games = new Game[count];
    randoms = new SplittableRandom[count];
    codes = new int[count][];
    codeCount = new int[count];
    starts = new int[count][];
    phases = new int[count];
    SplittableRandom root = new SplittableRandom(seed);
    Game start = Game.start(map, rules);
    for (int g = 0; g < count; g++) {
      games[g] = start;
      randoms[g] = root.split();
      codes[g] = new int[1024];
      starts[g] = new int[64];
    }
  }

  /**
   * A batch of games at the map's first phase.
   *
   * @param mapName MILA's map name or a shipped variant's id
   * @param rules the rulebook
   * @param count how many games, at least 1
   * @param seed the seed of the games' random streams
   * @param lastYear the last year played: a game whose phase is past it stops
   * @return the batch
   * @throws IllegalArgumentException if the map is unknown or the count is not positive
   */
  public static Batch start(String mapName, Rulebook rules, int count, long seed, int lastYear) {
    checkNotNull(rules, "rules");
    checkArgument(count > 0 && count <= 10_000_000, "count %s: from 1 to 10,000,000 games", count);
    return new Batch(MilaGameHandle.start(mapName, rules).game().map(), rules, count, seed, lastYear);
  }

  /**
   * Returns how many games.
   *
   * @return how many games
   */
  public int size() {
    return games.length;
  }

  /**
   * Returns whether it has stopped: over, or past the last year.
   *
   * @param game the game's index
   * @return whether it has stopped: over, or past the last year
   */
  public boolean stopped(int game) {
    Game g = games[game];
    return g.isOver() || g.position().phase().year() > lastYear;
  }

  /**
   * Advances every game that goes on by up to {@code count} phases of uniformly random legal orders.
   *
   * @param count the most phases per game
   * @param threads how many threads, at least 1
   * @return the phases played, summed over the games
   * @throws IllegalArgumentException if a count is not positive
   * @throws InterruptedException if the calling thread is interrupted while the worker threads play
   */
  public long playRandom(int count, int threads) throws InterruptedException {
    checkArgument(count > 0 && threads > 0, "count %s and threads %s must be positive", count, threads);
    if (threads == 1) {
      return work(0, 1, count);
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<Long>> parts = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int first = t;
        parts.add(pool.submit(() -> work(first, threads, count)));
      }
      long total = 0;
      for (Future<Long> f : parts) {
        total += f.get();
      }
      return total;
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      throw cause instanceof RuntimeException r ? r : new IllegalStateException(cause);
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * The simulation and generator of each thread, per map and rulebook: making them builds the adjudicator's and the
   * generator's tables, which costs as much as a few games, so a thread that plays several batches (the Python
   * caller's, with one thread) makes them once.
   */
  private static final ThreadLocal<Map<List<Object>, Object[]>> TOOLS = ThreadLocal.withInitial(HashMap::new);

  /** Plays the games first, first + step, ... on the calling thread, with its own simulation and generator. */
  private long work(int first, int step, int count) {
    Object[] tools = TOOLS.get().computeIfAbsent(List.of(map, rules),
        k -> new Object[] {Simulation.create(map, rules), LegalOrders.create(map, rules)});
    Simulation sim = (Simulation) tools[0];
    LegalOrders legal = (LegalOrders) tools[1];
    int[] picks = new int[64];
    long played = 0;
    for (int g = first; g < games.length; g += step) {
      if (stopped(g)) {
        continue;
      }
      sim.restart(games[g], false);
      SplittableRandom random = randoms[g];
      for (int k = 0; k < count && !sim.isOver() && sim.position().phase().year() <= lastYear; k++) {
        int from = codeCount[g];
        mark(g, from);
        for (int slot = 0, slots = legal.sample(sim.position()); slot < slots; slot++) {
          int due = Math.min(legal.slotDue(slot), legal.slotSize(slot));
          if (picks.length < due) {
            picks = new int[due];
          }
          ensure(g, codeCount[g] + due);
          for (int i = 0, n = legal.draw(slot, random, picks, 0); i < n; i++) {
            codes[g][codeCount[g]++] = legal.slotCode(slot, picks[i]);
          }
        }
        sim.advance(codes[g], from, codeCount[g]);
        played++;
      }
      games[g] = sim.game();
    }
    return played;
  }

  private void mark(int g, int from) {
    if (phases[g] == starts[g].length) {
      starts[g] = Arrays.copyOf(starts[g], phases[g] * 2);
    }
    starts[g][phases[g]++] = from;
  }

  private void ensure(int g, int size) {
    if (codes[g].length < size) {
      codes[g] = Arrays.copyOf(codes[g], Math.max(size, codes[g].length * 2));
    }
  }

  /**
   * A game to order by other means: a handle on its current phase. Give it back with {@link #resume} once it
   * has processed its phase.
   *
   * @param game the game's index
   * @return a new handle on the game
   */
  public MilaGameHandle handle(int game) {
    checkElementIndex(game, games.length, "game");
    return MilaGameHandle.of(games[game]);
  }

  /**
   * Takes a game back from a handle after it processed phases: the orders of each phase it processed are
   * recorded as codes (an order the generator does not list, such as a civil-disorder removal, is left out), and
   * the batch goes on from the handle's game.
   *
   * @param game the game's index
   * @param handle the handle, made by {@link #handle} of this game
   * @throws IllegalArgumentException if the handle's game does not continue this game
   */
  public void resume(int game, MilaGameHandle handle) {
    checkElementIndex(game, games.length, "game");
    Game now = handle.game();
    int before = games[game].history().size();
    checkArgument(now.history().size() >= before && now.map() == map, "the handle does not continue game %s", game);
    LegalOrders legal = LegalOrders.create(map, rules);
    for (int i = before; i < now.history().size(); i++) {
      var turn = now.history().get(i);
      if (turn.skipped()) {
        continue;
      }
      mark(game, codeCount[game]);
      Map<String, Integer> byText = new HashMap<>();
      for (int c = 0, n = legal.generate(turn.position()); c < n; c++) {
        byText.putIfAbsent(MilaFormat.print(legal.order(c)), legal.code(c));
      }
      for (Order o : turn.orders()) {
        Integer code = byText.get(MilaFormat.print(o));
        if (code != null) {
          ensure(game, codeCount[game] + 1);
          codes[game][codeCount[game]++] = code;
        }
      }
    }
    games[game] = now;
  }

  /**
   * The powers' names, upper case, in the map's order (the order of {@link #centres}).
   *
   * @return the names
   */
  public String[] powers() {
    return map.powers().stream().map(MilaGameHandle::name).toArray(String[]::new);
  }

  /**
   * Every game's codes one after the other, so that a caller takes the whole batch in one call: game {@code g}'s
   * codes are {@code [offsets[g], offsets[g + 1])} of the result, {@code offsets} being {@link #codeOffsets}.
   *
   * @return the codes of all games
   */
  public int[] allCodes() {
    int[] out = new int[codeOffsets()[games.length]];
    for (int g = 0, at = 0; g < games.length; at += codeCount[g], g++) {
      System.arraycopy(codes[g], 0, out, at, codeCount[g]);
    }
    return out;
  }

  /**
   * Where each game's codes begin in {@link #allCodes}, and at the end their total.
   *
   * @return {@link #size()} + 1 offsets
   */
  public int[] codeOffsets() {
    int[] out = new int[games.length + 1];
    for (int g = 0; g < games.length; g++) {
      out[g + 1] = out[g] + codeCount[g];
    }
    return out;
  }

  /**
   * Every game's phase starts ({@link #phaseStarts}) one after the other: game {@code g}'s are
   * {@code [offsets[g], offsets[g + 1])} of the result, where {@code offsets[g]} is the number of phases of the games
   * before it.
   *
   * @return the phase starts of all games, each relative to its own game's codes
   */
  public int[] allPhaseStarts() {
    int total = 0;
    for (int g = 0; g < games.length; g++) {
      total += phases[g];
    }
    int[] out = new int[total];
    for (int g = 0, at = 0; g < games.length; at += phases[g], g++) {
      System.arraycopy(starts[g], 0, out, at, phases[g]);
    }
    return out;
  }

  /**
   * Every game's outcome as one text, a line per game: its phase ({@link #phase}), its winners separated by spaces
   * ({@link #winners}), its phase count, and its supply-centre counts separated by spaces ({@link #centres}), the
   * four fields separated by tabs.
   *
   * @return the lines, separated by newlines
   */
  public String summary() {
    StringBuilder b = new StringBuilder(games.length * 48);
    for (int g = 0; g < games.length; g++) {
      b.append(g == 0 ? "" : "\n").append(phase(g)).append('\t').append(String.join(" ", winners(g))).append('\t')
          .append(phases[g]).append('\t');
      int[] c = centres(g);
      for (int i = 0; i < c.length; i++) {
        b.append(i == 0 ? "" : " ").append(c[i]);
      }
    }
    return b.toString();
  }

  /**
   * Returns the codes of every phase played, phase after phase.
   *
   * @param game the game's index
   * @return the codes of every phase played, phase after phase
   */
  public int[] codes(int game) {
    return Arrays.copyOf(codes[game], codeCount[game]);
  }

  /**
   * Returns where each phase's codes begin in {@link #codes}.
   *
   * @param game the game's index
   * @return where each phase's codes begin in {@link #codes}
   */
  public int[] phaseStarts(int game) {
    return Arrays.copyOf(starts[game], phases[game]);
  }

  /**
   * Returns MILA's name of the game's current phase ({@code COMPLETED} when over).
   *
   * @param game the game's index
   * @return MILA's name of the game's current phase ({@code COMPLETED} when over)
   */
  public String phase(int game) {
    Game g = games[game];
    return g.isOver() ? "COMPLETED" : g.position().phase().code();
  }

  /**
   * Returns the winners' names, upper case; several for a draw; none while it goes on.
   *
   * @param game the game's index
   * @return the winners' names, upper case; several for a draw; none while it goes on
   */
  public String[] winners(int game) {
    return games[game].ending().map(o -> o.winners().stream().map(MilaGameHandle::name).toArray(String[]::new))
        .orElse(new String[0]);
  }

  /**
   * Returns each power's supply-centre count, in the map's order of powers.
   *
   * @param game the game's index
   * @return each power's supply-centre count, in the map's order of powers
   */
  public int[] centres(int game) {
    int[] out = new int[map.powers().size()];
    for (Power p : map.powers()) {
      out[p.index()] = games[game].position().centreCount(p);
    }
    return out;
  }

  /**
   * One game of the batch as it stands, for the MILA export.
   *
   * @param game the game's index, from 0
   * @return the game itself
   */
  public Game game(int game) {
    return games[game];
  }
}
