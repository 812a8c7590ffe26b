package io.github.dipjudge.datc;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.game.SavedGame;
import io.github.dipjudge.game.SavedGame.RecordedPhase;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Replays a recorded game read by {@link io.github.dipjudge.game.MilaFormat#readSaved}: each recorded phase that has
 * a successor is counted, and agrees when this library's adjudication of it (and of the phases the recording passes
 * over) reaches the successor as recorded: units, dislodged units, centre ownership and the phase itself
 * ({@link RecordedPhase#difference()} of the successor). The per-unit result tokens of each phase are compared too
 * (recorded against {@link RecordedPhase#adjudicatedResults()}); they decide only in strict mode, and are notes
 * otherwise.
 */
final class Replayer {
  /** One phase that disagrees: its name and what differed. */
  record Disagreement(String phase, String difference) {}

  /** The report on one game. */
  record Report(int agreeing, int total, List<Disagreement> disagreements, List<String> notes) {}

  private final boolean strict;

  Replayer(boolean strict) {
    this.strict = strict;
  }

  Report replay(SavedGame game) {
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

  private static String show(Map<String, ImmutableList<String>> m, String k) {
    return m.containsKey(k) ? m.get(k).toString() : "(none)";
  }
}
