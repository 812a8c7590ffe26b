package io.github.dipjudge.benchmarks;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.datc.RecordedGames;
import io.github.dipjudge.datc.RecordedGames.RecordedPhase;
import io.github.dipjudge.game.GameFormatException;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Convoy;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.SupportHold;
import io.github.dipjudge.order.SupportMove;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The midgame movement phases, taken from the recorded games in {@code <shared>/data/games/}.
 *
 * <p>How they are picked: every movement phase of every recorded game (files in path order) that has a recorded
 * successor phase (not the {@code COMPLETED} marker nor a repeat of itself) and 25 to 34 units on the board is a
 * candidate. Candidates are ranked: those with at least one convoy order first, then by supports plus twice the
 * convoys (more first), then by file and phase. The first {@value #COUNT} are taken and put back in file and phase
 * order, which is the round-robin order of the benchmark. With the 24 recorded games there are several hundred
 * candidates and some 250 with convoys, so all {@value #COUNT} chosen phases have both convoys and supports.
 *
 * <p>At set-up each chosen phase is adjudicated once and its next position's units compared with the units recorded
 * in the next phase; any difference stops the benchmark.
 */
final class MidgamePhases {
  private MidgamePhases() {}

  /** How many phases the benchmark cycles through. */
  static final int COUNT = 64;

  /** At least this many must qualify, or the benchmark refuses to run. */
  static final int MINIMUM = 50;

  /** A chosen phase: where it comes from, its position and orders, and the units recorded after it. */
  record Chosen(String label, Position position, List<Order> orders, Position recordedNext, int supports,
      int convoys) {}

  private record Candidate(Chosen phase, int fileIndex, int phaseIndex) {}

  /** The chosen phases, each checked against its recording. */
  static List<Chosen> load(GameMap map) {
    List<Path> files = SharedData.gameFiles();
    List<Candidate> candidates = new ArrayList<>();
    for (int f = 0; f < files.size(); f++) {
      Path file = files.get(f);
      List<RecordedPhase> phases;
      try {
        phases = RecordedGames.read(file, Rulebook.datc());
      } catch (IOException | GameFormatException e) {
        throw new IllegalStateException("cannot read recorded game " + file + ": " + e.getMessage(), e);
      }
      for (int i = 0; i + 1 < phases.size(); i++) {
        RecordedPhase cur = phases.get(i);
        RecordedPhase next = phases.get(i + 1);
        int units = cur.position().unitCount();
        if (cur.position().phase().type() != PhaseType.MOVEMENT || cur.name().equals(next.name())
            || units < 25 || units > 34) {
          continue;
        }
        int supports = 0;
        int convoys = 0;
        for (Order o : cur.orders()) {
          if (o instanceof SupportHold || o instanceof SupportMove) {
            supports++;
          } else if (o instanceof Convoy) {
            convoys++;
          }
        }
        String label = file.getFileName() + " " + cur.name();
        candidates.add(new Candidate(
            new Chosen(label, cur.position(), cur.orders(), next.position(), supports, convoys), f, i));
      }
    }
    candidates.sort(Comparator.comparing((Candidate c) -> c.phase().convoys() > 0 ? 0 : 1)
        .thenComparing(c -> -(c.phase().supports() + 2 * c.phase().convoys()))
        .thenComparingInt(Candidate::fileIndex)
        .thenComparingInt(Candidate::phaseIndex));
    if (candidates.size() < MINIMUM) {
      throw new IllegalStateException("only " + candidates.size() + " recorded movement phases with 25-34 units in "
          + SharedData.gamesFolder() + "; the midgame benchmark needs at least " + MINIMUM);
    }
    List<Candidate> taken = new ArrayList<>(candidates.subList(0, Math.min(COUNT, candidates.size())));
    taken.sort(Comparator.comparingInt(Candidate::fileIndex).thenComparingInt(Candidate::phaseIndex));
    List<Chosen> out = new ArrayList<>();
    for (Candidate c : taken) {
      out.add(c.phase());
    }
    check(map, out);
    long withConvoys = candidates.stream().filter(c -> c.phase().convoys() > 0).count();
    System.out.printf("midgame: %d phases chosen from %d candidates (%d with convoys) in %d games; supports %d-%d,"
        + " convoys %d-%d, units %d-%d per phase%n", out.size(), candidates.size(), withConvoys, files.size(),
        out.stream().mapToInt(Chosen::supports).min().orElse(0), out.stream().mapToInt(Chosen::supports).max().orElse(0),
        out.stream().mapToInt(Chosen::convoys).min().orElse(0), out.stream().mapToInt(Chosen::convoys).max().orElse(0),
        out.stream().mapToInt(c -> c.position().unitCount()).min().orElse(0),
        out.stream().mapToInt(c -> c.position().unitCount()).max().orElse(0));
    return List.copyOf(out);
  }

  /** Adjudicates each phase once and compares the units after it with the recording. */
  private static void check(GameMap map, List<Chosen> phases) {
    Adjudicator adjudicator = Adjudicator.create(map, Rulebook.datc());
    for (Chosen c : phases) {
      MovementResult r = adjudicator.movement(c.position(), c.orders());
      Boards.checkUnits("midgame " + c.label() + " against its recording", c.recordedNext().units(),
          r.nextPosition().units());
    }
  }
}
