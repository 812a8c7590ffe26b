package io.github.dipjudge.datc;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Replays a recorded game in the MILA/dipcc saved-game JSON format: from each phase's recorded position and orders
 * it adjudicates the phase and compares the outcome with the next recorded phase (units, dislodged units, centre
 * ownership, the next phase's name). Phases the recording passes over are adjudicated with no orders, provided they
 * have nothing to decide. Per-unit result tokens are compared too; they decide only in strict mode.
 */
final class Replayer {
  /** A recorded game that cannot be read at all. */
  static final class BadGame extends Exception {
    private static final long serialVersionUID = 1L;

    BadGame(String message) {
      super(message);
    }
  }

  /** One phase that disagrees: its name and what differed. */
  record Disagreement(String phase, String difference) {}

  /** The report on one game. */
  record Report(int agreeing, int total, List<Disagreement> disagreements, List<String> notes) {}

  private final GameMap map;
  private final RecordedGames reader;
  private final Rulebook rules;
  private final boolean strict;

  Replayer(GameMap map, Rulebook rules, boolean strict) {
    this.map = map;
    this.reader = new RecordedGames(map);
    this.rules = rules;
    this.strict = strict;
  }

  Report replay(JsonNode game) throws BadGame {
    JsonNode phases = game.get("phases");
    if (phases == null || !phases.isArray()) {
      throw new BadGame("no \"phases\" array");
    }
    Adjudicator adj = Adjudicator.create(map, rules);
    int agreeing = 0;
    int total = 0;
    List<Disagreement> diffs = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    for (int i = 0; i + 1 < phases.size(); i++) {
      JsonNode cur = phases.get(i);
      String name = text(cur, "name");
      if (name.equals("COMPLETED") || name.equals(text(phases.get(i + 1), "name"))) {
        // No successor: the game is over, or the last phase is recorded again unadjudicated.
        break;
      }
      total++;
      try {
        String d = replayPhase(adj, phases, i, notes);
        if (d == null) {
          agreeing++;
        } else {
          diffs.add(new Disagreement(name, d));
        }
      } catch (BadGame e) {
        diffs.add(new Disagreement(name, e.getMessage()));
      }
    }
    return new Report(agreeing, total, diffs, notes);
  }

  private static String text(JsonNode n, String field) throws BadGame {
    try {
      return RecordedGames.text(n, field);
    } catch (RecordedGames.BadRecordException e) {
      throw new BadGame(e.getMessage());
    }
  }

  /** Adjudicates phase i and compares; returns null when it agrees, else what differs. */
  private String replayPhase(Adjudicator adj, JsonNode phases, int i, List<String> notes) throws BadGame {
    JsonNode cur = phases.get(i);
    JsonNode nxt = phases.get(i + 1);
    Position pos = position(phases, i, adj);
    List<Order> orders = orders(cur);
    PhaseResult result = adj.adjudicate(pos, orders);
    compareTokens(cur, result, notes);
    String nextName = text(nxt, "name");
    Position ours = result.nextPosition();
    List<String> diffs = new ArrayList<>();
    if (!nextName.equals("COMPLETED")) {
      Phase target;
      try {
        target = Phase.parseCode(nextName);
      } catch (IllegalArgumentException e) {
        throw new BadGame("unknown phase name \"" + nextName + "\"");
      }
      while (ours.phase().compareTo(target) < 0) {
        if (!skippable(ours, adj)) {
          return "the recording passes over " + ours.phase().code() + ", which has decisions to make";
        }
        ours = adj.adjudicate(ours, List.of()).nextPosition();
      }
      if (!ours.phase().equals(target)) {
        diffs.add("next phase " + ours.phase().code() + ", recorded " + nextName);
      }
    }
    JsonNode state = nxt.get("state");
    if (state == null) {
      throw new BadGame("phase " + nextName + " has no state");
    }
    TreeSet<String> recUnits = new TreeSet<>();
    TreeSet<String> recDislodged = new TreeSet<>();
    for (Map.Entry<String, JsonNode> e : fields(state.get("units"))) {
      for (JsonNode u : e.getValue()) {
        String s = u.asText();
        if (s.startsWith("*")) {
          recDislodged.add(e.getKey() + " " + s.substring(1));
        } else {
          recUnits.add(e.getKey() + " " + s);
        }
      }
    }
    TreeSet<String> ourUnits = new TreeSet<>();
    ours.units().forEach(u -> ourUnits.add(key(u)));
    TreeSet<String> ourDislodged = new TreeSet<>();
    TreeSet<String> ourRetreatable = new TreeSet<>();
    if (ours.phase().type() == PhaseType.RETREAT && !ours.dislodged().isEmpty()) {
      RetreatResult options = adj.retreat(ours, List.of());
      for (DislodgedUnit d : ours.dislodged()) {
        ourDislodged.add(key(d.unit()));
        if (!options.retreatOptions(d.unit().province()).isEmpty()) {
          ourRetreatable.add(key(d.unit()));
        }
      }
    }
    compare("units", recUnits, ourUnits, diffs);
    // A recording may leave out dislodged units that have nowhere to retreat (they are disbanded at once).
    // A recording may leave out dislodged units that have nowhere to retreat (they are disbanded at once): what it
    // lists must lie between the units that can retreat and all dislodged units.
    TreeSet<String> expectedDislodged = ourDislodged;
    if (ourDislodged.containsAll(recDislodged) && recDislodged.containsAll(ourRetreatable)) {
      expectedDislodged = recDislodged;
    }
    compare("dislodged", recDislodged, expectedDislodged, diffs);
    TreeSet<String> recCentres = new TreeSet<>();
    for (Map.Entry<String, JsonNode> e : fields(state.get("centers"))) {
      for (JsonNode c : e.getValue()) {
        recCentres.add(e.getKey() + " " + c.asText());
      }
    }
    TreeSet<String> ourCentres = new TreeSet<>();
    ours.owners().forEach((p, w) -> ourCentres.add(w.id().toUpperCase() + " " + p.id().toUpperCase()));
    compare("centres", recCentres, ourCentres, diffs);
    if (strict) {
      List<String> tokenDiffs = new ArrayList<>();
      compareTokens(cur, result, tokenDiffs);
      diffs.addAll(tokenDiffs);
    }
    return diffs.isEmpty() ? null : String.join("; ", diffs);
  }

  private boolean skippable(Position p, Adjudicator adj) {
    if (p.phase().type() == PhaseType.RETREAT) {
      // A retreat phase where no dislodged unit can go anywhere may be left out of a recording.
      RetreatResult rr = adj.retreat(p, List.of());
      for (DislodgedUnit d : p.dislodged()) {
        if (!rr.retreatOptions(d.unit().province()).isEmpty()) {
          return false;
        }
      }
      return true;
    }
    return Game.nothingToDecide(p);
  }

  private static Iterable<Map.Entry<String, JsonNode>> fields(JsonNode obj) throws BadGame {
    try {
      return RecordedGames.fields(obj);
    } catch (RecordedGames.BadRecordException e) {
      throw new BadGame(e.getMessage());
    }
  }

  private static void compare(String what, TreeSet<String> recorded, TreeSet<String> ours, List<String> diffs) {
    if (recorded.equals(ours)) {
      return;
    }
    TreeSet<String> missing = new TreeSet<>(recorded);
    missing.removeAll(ours);
    TreeSet<String> extra = new TreeSet<>(ours);
    extra.removeAll(recorded);
    StringBuilder sb = new StringBuilder(what).append(":");
    if (!missing.isEmpty()) {
      sb.append(" recorded but not adjudicated ").append(missing);
    }
    if (!extra.isEmpty()) {
      sb.append(" adjudicated but not recorded ").append(extra);
    }
    diffs.add(sb.toString());
  }

  private static String key(Unit u) {
    return RecordedGames.unitKey(u);
  }

  // ---------------------------------------------------------------------------------------------- reading
  // Reading a recorded phase is RecordedGames' job; its BadRecordException becomes this class's BadGame.

  private Position position(JsonNode phases, int i, Adjudicator adj) throws BadGame {
    try {
      return reader.position(phases, i, adj);
    } catch (RecordedGames.BadRecordException e) {
      throw new BadGame(e.getMessage());
    }
  }

  private List<Order> orders(JsonNode phase) throws BadGame {
    try {
      return reader.orders(phase);
    } catch (RecordedGames.BadRecordException e) {
      throw new BadGame(e.getMessage());
    }
  }

  /** Compares recorded per-unit result tokens with ours; differences go to {@code out}. */
  private void compareTokens(JsonNode phase, PhaseResult result, List<String> out) {
    JsonNode results = phase.get("results");
    if (results == null || !results.isObject() || !(result instanceof MovementResult)) {
      return;
    }
    MovementResult mr = (MovementResult) result;
    Iterator<Map.Entry<String, JsonNode>> it = results.fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      TreeSet<String> rec = new TreeSet<>();
      for (JsonNode t : e.getValue()) {
        if (!t.asText().isEmpty()) {
          rec.add(t.asText());
        }
      }
      Location loc;
      try {
        loc = map.location(e.getKey().substring(2));
      } catch (RuntimeException ex) {
        continue;
      }
      TreeSet<String> ours = new TreeSet<>();
      OrderResult r = mr.resultFor(loc.province()).orElse(null);
      if (r != null && r.order() instanceof UnitOrder) {
        ours.addAll(tokens(r));
      }
      for (DislodgedUnit d : mr.dislodged()) {
        if (d.unit().province() == loc.province()) {
          ours.add("dislodged");
        }
      }
      if (!rec.equals(ours)) {
        out.add(text(phase) + " " + e.getKey() + ": result tokens recorded " + rec + ", adjudicated " + ours);
      }
    }
  }

  private static String text(JsonNode phase) {
    JsonNode n = phase.get("name");
    return n == null ? "?" : n.asText();
  }

  private static List<String> tokens(OrderResult r) {
    Reason reason = r.reason();
    switch (reason) {
      case BOUNCED:
      case FAILED_TO_DISLODGE:
        return List.of("bounce");
      case SUPPORT_CUT:
        return List.of("cut");
      case SUPPORT_VOID:
      case CONVOY_VOID:
        return List.of("void");
      case NO_CONVOY_ROUTE:
      case CONVOY_DISRUPTED:
      case CONVOY_PARADOX:
        return List.of("no convoy");
      default:
        return reason.isIllegal() ? List.of("void") : List.of();
    }
  }
}
