package io.github.dipjudge.datc;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.SavedGame;
import io.github.dipjudge.game.SavedGame.RecordedPhase;
import io.github.dipjudge.game.Turn;
import io.github.dipjudge.position.Position;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

/**
 * Replays a recorded game read by {@link io.github.dipjudge.game.MilaFormat#readSaved}: each recorded phase that has
 * a successor is counted, and agrees when this library's adjudication of it (and of the phases the recording passes
 * over) reaches the successor as recorded: units, dislodged units, centre ownership and the phase itself
 * ({@link RecordedPhase#difference()} of the successor). The per-unit result tokens of each phase are compared too
 * (recorded against {@link RecordedPhase#adjudicatedResults()}); they decide only in strict mode, and are notes
 * otherwise.
 *
 * <p>A game in this library's own format ({@link io.github.dipjudge.game.DipjudgeFormat}) is replayed the same way
 * ({@link #replay(Game)}): its reader has already recomputed each phase's results and refused a file whose recorded
 * results differ, so what remains to compare is each phase's adjudicated next position against the position the
 * file records next.
 *
 * <p>From Java: {@link #lenient()} or {@link #strict()}, then {@link #replay(SavedGame)} or {@link #replay(Game)},
 * as {@code datc replay} does. A replayer holds no state: immutable and thread-safe. Methods throw
 * {@link NullPointerException} for null arguments.
 */
public final class Replayer {
  /**
   * One phase that disagrees: its name and what differed. Immutable.
   *
   * @param phase the phase's name as the recording gives it ({@code S1901M})
   * @param difference what differed, one item after another separated by {@code "; "}
   */
  public record Disagreement(String phase, String difference) {
    /**
     * A disagreement.
     *
     * @param phase the phase's name
     * @param difference what differed
     * @throws NullPointerException if an argument is null
     */
    public Disagreement {
      Objects.requireNonNull(phase, "phase");
      Objects.requireNonNull(difference, "difference");
    }
  }

  /**
   * The report on one game. Immutable.
   *
   * @param agreeing the phases that agree
   * @param total the phases compared (every phase that has a successor)
   * @param disagreements the phases that disagree, in game order; an unmodifiable list
   * @param notes differences that did not decide (result tokens, when not strict); an unmodifiable list
   */
  public record Report(int agreeing, int total, List<Disagreement> disagreements, List<String> notes) {
    /**
     * A report; the lists are copied.
     *
     * @param agreeing the phases that agree
     * @param total the phases compared
     * @param disagreements the phases that disagree
     * @param notes differences that did not decide
     * @throws NullPointerException if a list or an element is null
     */
    public Report {
      disagreements = List.copyOf(disagreements);
      notes = List.copyOf(notes);
    }
  }

  private static final Replayer LENIENT = new Replayer(false);
  private static final Replayer STRICT = new Replayer(true);

  private final boolean strict;

  Replayer(boolean strict) {
    this.strict = strict;
  }

  /**
   * The replayer whose comparison of recorded result tokens only notes differences ({@code datc replay}).
   *
   * @return the lenient replayer
   */
  public static Replayer lenient() {
    return LENIENT;
  }

  /**
   * The replayer for which a recorded result token that differs from this library's makes its phase disagree
   * ({@code datc replay --strict-results}).
   *
   * @return the strict replayer
   */
  public static Replayer strict() {
    return STRICT;
  }

  /**
   * Replays a recorded game read by {@link io.github.dipjudge.game.MilaFormat#readSaved}.
   *
   * @param game the recorded game
   * @return the report
   * @throws NullPointerException if {@code game} is null
   */
  public Report replay(SavedGame game) {
    Objects.requireNonNull(game, "game");
    ImmutableList<RecordedPhase> phases = game.phases();
    int agreeing = 0;
    List<Disagreement> diffs = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    for (int i = 0; i + 1 < phases.size(); i++) {
      RecordedPhase cur = phases.get(i);
      List<String> d = new ArrayList<>();
      phases.get(i + 1).difference().ifPresent(d::add);
      List<String> tokens = tokenDifferences(cur);
      if (strict) {
        d.addAll(tokens);
      } else {
        for (String t : tokens) {
          notes.add(cur.name() + " " + t);
        }
      }
      if (d.isEmpty()) {
        agreeing++;
      } else {
        diffs.add(new Disagreement(cur.name(), String.join("; ", d)));
      }
    }
    return new Report(agreeing, phases.size() - 1, diffs, notes);
  }

  /**
   * The units whose recorded result tokens differ from this library's, one line each, in key order; nothing when
   * the phase records no results at all.
   */
  static List<String> tokenDifferences(RecordedPhase p) {
    ImmutableMap<String, ImmutableList<String>> rec = p.results();
    ImmutableMap<String, ImmutableList<String>> ours = p.adjudicatedResults();
    List<String> out = new ArrayList<>();
    if (rec.isEmpty()) {
      return out; // a recording without results (dipcc writes none) says nothing about them
    }
    TreeSet<String> keys = new TreeSet<>(rec.keySet());
    keys.addAll(ours.keySet());
    for (String k : keys) {
      List<String> r = rec.getOrDefault(k, ImmutableList.of());
      List<String> o = ours.getOrDefault(k, ImmutableList.of());
      if (!r.equals(o)) {
        out.add(k + ": result tokens recorded " + show(rec, k) + ", adjudicated " + show(ours, k));
      }
    }
    return out;
  }

  /**
   * A game read from this library's format: each turn of its history is counted, and agrees when this library's
   * adjudication of it ({@link Turn#result()}, recomputed by the reader) reaches the position the file records
   * next (the next turn's, or the current position after the last turn).
   *
   * @param game the game
   * @return the report
   * @throws NullPointerException if {@code game} is null
   */
  public Report replay(Game game) {
    Objects.requireNonNull(game, "game");
    ImmutableList<Turn> history = game.history();
    int agreeing = 0;
    List<Disagreement> diffs = new ArrayList<>();
    for (int i = 0; i < history.size(); i++) {
      Position ours = history.get(i).result().nextPosition();
      Position recorded = i + 1 < history.size() ? history.get(i + 1).position() : game.position();
      List<String> d = positionDifferences(ours, recorded);
      if (d.isEmpty()) {
        agreeing++;
      } else {
        diffs.add(new Disagreement(history.get(i).position().phase().code(), String.join("; ", d)));
      }
    }
    return new Report(agreeing, history.size(), diffs, List.of());
  }

  /** How a recorded position differs from the adjudicated one: phase, units, dislodged units, standoffs, owners. */
  private static List<String> positionDifferences(Position ours, Position recorded) {
    List<String> out = new ArrayList<>();
    if (!ours.phase().equals(recorded.phase())) {
      out.add("phase: adjudicated " + ours.phase().code() + ", recorded " + recorded.phase().code());
    }
    compare("units", ours.units(), recorded.units(), out);
    compare("dislodged", ours.dislodged(), recorded.dislodged(), out);
    compare("standoffs", ours.standoffs(), recorded.standoffs(), out);
    compare("owners", ours.owners().entrySet(), recorded.owners().entrySet(), out);
    return out;
  }

  private static void compare(String what, Collection<?> ours, Collection<?> recorded, List<String> out) {
    TreeSet<String> onlyOurs = strings(ours);
    TreeSet<String> onlyRecorded = strings(recorded);
    TreeSet<String> both = new TreeSet<>(onlyOurs);
    both.retainAll(onlyRecorded);
    onlyOurs.removeAll(both);
    onlyRecorded.removeAll(both);
    if (!onlyOurs.isEmpty() || !onlyRecorded.isEmpty()) {
      out.add(what + ": adjudicated but not recorded " + onlyOurs + ", recorded but not adjudicated " + onlyRecorded);
    }
  }

  private static TreeSet<String> strings(Collection<?> items) {
    TreeSet<String> out = new TreeSet<>();
    for (Object o : items) {
      out.add(String.valueOf(o));
    }
    return out;
  }

  private static String show(Map<String, ImmutableList<String>> m, String k) {
    return m.containsKey(k) ? m.get(k).toString() : "(none)";
  }
}
