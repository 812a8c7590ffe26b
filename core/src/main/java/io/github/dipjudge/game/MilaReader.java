package io.github.dipjudge.game;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads a MILA saved game into a {@link Game}; see {@link MilaFormat}. One pass over the recorded phases: each is
 * read, compared with where this library's adjudication of the phases before has brought the game, and adjudicated
 * with its orders (a retreat phase's attackers' origins come from the game's last movement result, so nothing is
 * adjudicated twice and nothing recurses).
 */
final class MilaReader {
  private MilaReader() {}

  /** One phase as the file records it. */
  private static final class Rec {
    final Json json;
    final GameMap map;
    final String name;
    final Phase phase; // null for COMPLETED
    final List<Unit> units = new ArrayList<>();
    final List<Unit> dislodged = new ArrayList<>();
    final Map<Province, Power> centres = new LinkedHashMap<>();
    ImmutableList<Order> orders = ImmutableList.of();
    /** The JSON of each order read from MILA's lists, parallel to {@link #orders}; empty for exact orders. */
    final List<Json> orderJson = new ArrayList<>();
    ImmutableMap<String, ImmutableList<String>> results = ImmutableMap.of();
    ImmutableMap<String, String> extras = ImmutableMap.of();
    ImmutableMap<String, String> stateExtras = ImmutableMap.of();
    /** The results this library's adjudication gave the phase, as MILA's tokens; set once adjudicated. */
    ImmutableMap<String, ImmutableList<String>> ours = ImmutableMap.of();

    Rec(Json json, GameMap map, String name, Phase phase) {
      this.json = json;
      this.map = map;
      this.name = name;
      this.phase = phase;
    }
  }

  /** The fields of each level that this library reads, or that the writer computes; the others are kept. */
  private static final Set<String> TOP = Set.of("id", "map", "phases", MilaFormat.EXTENSION);
  private static final Set<String> PHASE = Set.of("name", "state", "orders", "results");
  private static final Set<String> STATE = Set.of("name", "units", "retreats", "centers", "homes", "builds",
      "game_id", "map");

  /**
   * The {@code rules} list the writer writes where the file kept none (MILA's default, as compact JSON text): a file
   * holding exactly that list loses nothing when it is not kept, and a file written and read back then keeps what
   * the first read kept (a kept default would appear only in the second).
   */
  private static final String DEFAULT_RULES = MilaFormat.MILA_RULES.stream()
      .map(r -> "\"" + r + "\"").collect(java.util.stream.Collectors.joining(",", "[", "]"));

  /**
   * The fields of an object not among {@code known}, in file order, each as JSON text; a {@code rules} field equal to
   * the writer's default is not kept, the writer writing the same list again.
   */
  private static ImmutableMap<String, String> extras(Json object, Set<String> known) throws GameFormatException {
    ImmutableMap.Builder<String, String> b = ImmutableMap.builder();
    for (Map.Entry<String, Json> e : object.object().entrySet()) {
      if (!known.contains(e.getKey())) {
        String text = e.getValue().text();
        if (!(e.getKey().equals("rules") && text.equals(DEFAULT_RULES))) {
          b.put(e.getKey(), text);
        }
      }
    }
    return b.build();
  }

  /**
   * Reads a saved game. Where a recorded position disagrees with this library's adjudication, a lenient read goes
   * on from the recorded position and reports the difference in the phase; a strict one (for the entry points that
   * return the game alone, and so could report nothing) refuses the file at that phase, with the same text.
   */
  static SavedGame read(Json root, Rulebook given, boolean strict) throws GameFormatException {
    GameMap map = root.optional("map") == null ? GameMap.standard() : MapIds.resolveMila(root.field("map"));
    if (!map.calendar().isStandard()) {
      throw root.field("map").error("map " + map.id() + " has a calendar MILA cannot say (" + map.calendar()
          + "): MILA's format holds no game on it");
    }
    if (!MilaFormat.canWrite(map)) {
      // The writer refuses these maps; a file naming one cannot hold its positions' pending centres or homes.
      throw root.field("map").error("a game on " + map.id() + " cannot be held in MILA's format (it has no field for"
          + " the pending centres of RULE MOBILIZE or the home centres of NEWHOMES); this library's format holds it");
    }
    OrderNotation english = OrderNotation.english(map);
    String id = root.optional("id") == null ? "" : root.field("id").string();
    Json ext = root.optional(MilaFormat.EXTENSION);
    Rulebook rules = given;
    List<Long> seeds = new ArrayList<>();
    Map<Integer, Json> exactOrders = new HashMap<>();
    if (ext != null) {
      DipjudgeFormat.checkFields(ext, Set.of("version", "rules", "seed", "seeds", "keepSkippedPhases", "alliances",
          "outcome", "tieBreakYear", "orders"));
      Json v = ext.field("version");
      if (v.longValue() != DipjudgeFormat.VERSION) {
        throw v.error("extension version " + v.show() + " is not supported: this library reads version "
            + DipjudgeFormat.VERSION);
      }
      rules = DipjudgeFormat.readRules(ext.field("rules"));
      for (Json s : ext.field("seeds").array()) {
        seeds.add(s.longValue());
      }
      for (Map.Entry<String, Json> e : ext.field("orders").object().entrySet()) {
        try {
          exactOrders.put(Integer.parseInt(e.getKey()), e.getValue());
        } catch (NumberFormatException ex) {
          throw e.getValue().error("not a phase index: \"" + Json.clip(e.getKey()) + "\"");
        }
      }
    }

    // The recorded phases, up to COMPLETED; a last phase recorded twice is read once.
    List<Json> all = root.field("phases").array();
    if (all.isEmpty()) {
      throw root.field("phases").error("a saved game records at least one phase");
    }
    List<Rec> recs = new ArrayList<>();
    Rec completed = null;
    for (int j = 0; j < all.size(); j++) {
      Json ph = all.get(j);
      Json nameField = ph.field("name");
      String name = nameField.string();
      if (name.equals("COMPLETED")) {
        if (j != all.size() - 1) {
          throw all.get(j + 1).error("a phase after COMPLETED");
        }
        completed = parse(ph, name, null, map, english, null);
        break;
      }
      Phase phase = JsonNames.phase(nameField);
      if (!recs.isEmpty()) {
        Phase before = recs.get(recs.size() - 1).phase;
        if (phase.equals(before) && j == all.size() - 1) {
          Rec copy = recs.remove(recs.size() - 1); // dipcc repeats its current phase: read the last copy
          Rec last = parse(ph, name, phase, map, english, exactOrders.get(recs.size()));
          List<String> differing = differing(copy, last);
          if (!differing.isEmpty()) {
            throw ph.error("the last phase, " + name + ", is recorded twice with different fields that this"
                + " library keeps but does not read (" + String.join(", ", differing) + "): one would be lost");
          }
          recs.add(last);
          continue;
        } else if (phase.compareTo(before) <= 0) {
          throw nameField.error("phase " + name + " does not come after the phase before it, " + before.code());
        }
      }
      recs.add(parse(ph, name, phase, map, english, exactOrders.get(recs.size())));
    }
    if (recs.isEmpty()) {
      throw root.field("phases").error("no phase before COMPLETED");
    }

    // The thread's adjudicator: a new one costs more than reading a one-phase game (MILA's set_state).
    Adjudicator adjudicator = Adjudicator.forCurrentThread(map, rules);
    List<SavedGame.RecordedPhase> out = new ArrayList<>();
    Rec first = recs.get(0);
    if (!first.dislodged.isEmpty()) {
      throw first.json.field("state").field("units").error("the first recorded phase has dislodged units, and"
          + " there is no movement phase before it to tell who dislodged them");
    }
    Game game = Game.of(build(first, List.of(), List.of()), rules).withId(id);
    if (ext != null) {
      if (ext.field("keepSkippedPhases").bool()) {
        game = game.keepingSkippedPhases();
      }
      List<List<Power>> alliances = new ArrayList<>();
      for (Json a : ext.field("alliances").array()) {
        List<Power> members = new ArrayList<>();
        for (Json p : a.array()) {
          members.add(JsonNames.power(map, p));
        }
        alliances.add(members);
      }
      try {
        game = game.withAlliances(alliances);
      } catch (IllegalArgumentException e) {
        throw ext.field("alliances").error(e.getMessage());
      }
    }
    // An ending the players agreed on (MILA's draw()): the last phase before COMPLETED was not adjudicated.
    GameEnding agreed = null;
    Rec lastRec = recs.get(recs.size() - 1);
    if (completed != null && MilaEnding.unadjudicated(!lastRec.units.isEmpty(), !lastRec.orders.isEmpty(),
        !lastRec.results.isEmpty())) {
      GameEnding stated = ext != null ? EndingJson.read(ext.optional("outcome"), map) : null;
      agreed = stated != null ? (stated.isAgreed() ? stated : null) : MilaEnding.fromNote(completed.json, map);
    }
    Replay replay = new Replay(game, adjudicator, seeds);
    // The phase a disagreement is laid to: the last phase adjudicated whose results differ from the recorded ones
    // (MILA's VIA on an adjacent move: "A EDI - YOR VIA" recorded as carried out, adjudicated "no convoy"), else
    // the last phase adjudicated. The disagreement shows in the recorded position of a later phase; the error names
    // the phase whose orders gave it.
    Rec cause = null;
    boolean causeSuspicious = false; // whether its results differ; a recorded position that agrees clears it
    for (int j = 0; j < recs.size(); j++) {
      Rec r = recs.get(j);
      Optional<String> difference = Optional.empty();
      Position recorded;
      if (j == 0) {
        recorded = replay.game.position();
        checkOwners(r, recorded);
      } else if (r.phase.compareTo(replay.game.position().phase()) < 0) {
        // A phase the game has passed already: under the house rules, a retreat or adjustment phase that the
        // movement phase's turn decided; otherwise one this library had nothing to decide in.
        int at = replay.turnAt(r.phase);
        Turn t = at < 0 ? null : replay.game.turn(at);
        if (t == null || !rules.retreatsWithMovementOrders() && !r.orders.isEmpty()) {
          throw r.json.field("name").error("the recording orders phase " + r.name + ", which this library's"
              + " adjudication passed over with nothing to decide");
        }
        recorded = build(r, t.position().dislodged(), ImmutableList.copyOf(t.position().standoffs()));
        checkOwners(r, recorded);
        difference = Differences.of(recorded, r.dislodged, t.position(), adjudicator);
        refuse(strict, r, difference, cause, rules);
        out.add(new SavedGame.RecordedPhase(r.name, recorded, r.orders, r.results,
            MilaWriter.tokens(replay.game, at), difference, r.extras, r.stateExtras));
        continue;
      } else {
        replay.bringTo(r.phase);
        Position ours = replay.game.position();
        recorded = buildAgainst(r, replay.game);
        checkOwners(r, recorded);
        difference = Differences.of(recorded, r.dislodged, ours, adjudicator);
        refuse(strict, r, difference, cause, rules);
        causeSuspicious &= difference.isPresent();
        if (difference.isEmpty()) {
          recorded = ours;
        } else {
          replay.game = replay.game.withPosition(recorded);
        }
      }
      ImmutableMap<String, ImmutableList<String>> ours = ImmutableMap.of();
      boolean last = j == recs.size() - 1;
      if (!last || completed != null && agreed == null) {
        if (replay.game.isOver()) {
          throw r.json.field("name").error("the recording goes on at " + r.name + " after this library's"
              + " adjudication has ended the game (" + replay.game.ending().map(GameEnding::how)
              .orElse("a single power is left") + ")");
        }
        int turn = replay.game.historySize();
        try {
          replay.advance(r.orders);
        } catch (IllegalArgumentException e) {
          throw r.json.error("cannot adjudicate phase " + r.name + ": " + e.getMessage());
        }
        ours = MilaWriter.tokens(replay.game, turn);
        r.ours = ours;
        boolean suspicious = r.phase.type() == PhaseType.MOVEMENT && !sameTokens(r.results, ours);
        if (cause == null || suspicious || !causeSuspicious) {
          cause = r;
          causeSuspicious = suspicious;
        }
      }
      out.add(new SavedGame.RecordedPhase(r.name, recorded, r.orders, r.results, ours, difference, r.extras,
          r.stateExtras));
    }
    if (completed != null) {
      if (agreed == null) {
        // The game ended after the last recorded phase: a game that keeps its empty phases may have played on
        // through a Fall retreat phase MILA leaves out, whose end decided the game.
        replay.bringToEnd();
      }
      // The final position, as the marker records it, at the phase the game has reached.
      Position ours = replay.game.position();
      Rec fin = new Rec(completed.json, completed.map, completed.name, ours.phase());
      fin.units.addAll(completed.units);
      fin.centres.putAll(completed.centres);
      Position recorded = build(fin, List.of(), List.of());
      Position oursWithoutDislodged = ours.toBuilder().clearDislodged().clearStandoffs().build();
      Optional<String> difference = Differences.of(recorded, List.of(), oursWithoutDislodged, adjudicator);
      refuse(strict, completed, difference, cause, rules);
      if (difference.isEmpty()) {
        recorded = ours;
      } else {
        replay.game = replay.game.withPosition(recorded);
      }
      out.add(new SavedGame.RecordedPhase(completed.name, recorded, completed.orders, completed.results,
          ImmutableMap.of(), difference, completed.extras, completed.stateExtras));
    }
    Game g = replay.game;
    if (agreed != null && ext == null) {
      g = g.withEnding(agreed, 0);
    }
    if (ext != null) {
      g = g.withSeed(ext.field("seed").longValue());
      GameEnding outcome = EndingJson.read(ext.optional("outcome"), map);
      g = g.withEnding(outcome, ext.field("tieBreakYear").intValue());
    }
    return new SavedGame(g, ImmutableList.copyOf(out), completed != null, extras(root, TOP));
  }

  /**
   * A strict read refuses a recorded position that disagrees with this library's adjudication, naming the phase
   * whose orders gave the disagreement ({@code cause}: see where it is set) and the recorded phase where it shows.
   */
  private static void refuse(boolean strict, Rec r, Optional<String> difference, Rec cause, Rulebook rules)
      throws GameFormatException {
    if (!strict || difference.isEmpty()) {
      return;
    }
    if (cause == null) {
      throw r.json.error("the recording's phase " + r.name + " disagrees with this library's adjudication of the"
          + " phases before it: " + difference.get() + " (MilaFormat.readSaved reads such a file on from the"
          + " recorded position and reports each difference)");
    }
    String results = "";
    for (String unit : new TreeSet<>(union(cause.results.keySet(), cause.ours.keySet()))) {
      List<String> a = cause.results.getOrDefault(unit, ImmutableList.of());
      List<String> b = cause.ours.getOrDefault(unit, ImmutableList.of());
      if (!a.equals(b)) {
        results = "; its results differ first at " + unit + ": recorded " + a + ", adjudicated " + b;
        break;
      }
    }
    throw cause.json.error("the orders of phase " + cause.name + ", adjudicated under the rulebook " + rules.name()
        + ", do not give the recording's " + r.name + ": " + difference.get() + results + " (a game of MILA's"
        + " engine is read under the rules of its engine when no rulebook is given, MilaFormat.engineRules();"
        + " MilaFormat.readSaved reads such a file on from the recorded position and reports each difference)");
  }

  private static Set<String> union(Set<String> a, Set<String> b) {
    Set<String> u = new LinkedHashSet<>(a);
    u.addAll(b);
    return u;
  }

  /** Whether two phases' results are the same tokens unit by unit (a unit with no token may be left out). */
  private static boolean sameTokens(Map<String, ImmutableList<String>> a, Map<String, ImmutableList<String>> b) {
    for (String unit : union(a.keySet(), b.keySet())) {
      if (!a.getOrDefault(unit, ImmutableList.of()).equals(b.getOrDefault(unit, ImmutableList.of()))) {
        return false;
      }
    }
    return true;
  }

  /** The game being replayed, turn by turn, with the seeds the extension records. */
  private static final class Replay {
    Game game;
    final Adjudicator adjudicator;
    final List<Long> seeds;

    Replay(Game game, Adjudicator adjudicator, List<Long> seeds) {
      this.game = game;
      this.adjudicator = adjudicator;
      this.seeds = seeds;
    }

    private void seed() {
      int k = game.historySize();
      if (k < seeds.size()) {
        game = game.withSeed(seeds.get(k));
      }
    }

    /** Adjudicates the current phase with the given orders, then passes over what has nothing to decide. */
    void advance(List<Order> orders) {
      seed();
      game = game.advanceOne(orders, adjudicator);
      skipEmpty();
    }

    private void skipEmpty() {
      while (!game.keepsSkippedPhases() && Game.passedOver(game.position(), game.rules())) {
        seed();
        game = game.skipOne(adjudicator);
      }
    }

    /**
     * Adjudicates the phases a MILA recording leaves out before {@code phase}: a retreat phase in which no
     * dislodged unit has anywhere to go (with no orders: its units are disbanded). Stops at the first other phase.
     */
    void bringTo(Phase phase) {
      while (game.position().phase().compareTo(phase) < 0 && !game.isOver()) {
        Position p = game.position();
        if (p.phase().type() != PhaseType.RETREAT || !noRetreats(p)) {
          return;
        }
        advance(List.of());
      }
    }

    /**
     * Adjudicates the phases a MILA recording leaves out after its last phase, up to the game's end: as
     * {@link #bringTo}, with no phase to stop at.
     */
    void bringToEnd() {
      while (!game.isOver() && game.position().phase().type() == PhaseType.RETREAT && noRetreats(game.position())) {
        advance(List.of());
      }
    }

    private boolean noRetreats(Position p) {
      RetreatResult rr = adjudicator.retreat(p, List.of());
      for (DislodgedUnit d : p.dislodged()) {
        if (!rr.retreatOptions(d.unit().province()).isEmpty()) {
          return false;
        }
      }
      return true;
    }

    /** The index of the turn of the history at a phase, searching from the end; -1 if there is none. */
    int turnAt(Phase phase) {
      for (int i = game.historySize() - 1; i >= 0; i--) {
        if (game.turn(i).position().phase().equals(phase)) {
          return i;
        }
      }
      return -1;
    }
  }

  /**
   * The recorded position of a phase; for a retreat phase the dislodged units take their attackers' origins and the
   * standoffs from the game's last movement result, which must dislodge every unit the recording lists.
   */
  private static Position buildAgainst(Rec r, Game game) throws GameFormatException {
    if (r.dislodged.isEmpty()) {
      return build(r, List.of(), List.of());
    }
    MovementResult before = game.lastMovement().orElse(null);
    if (before == null || !before.nextPosition().phase().equals(r.phase)) {
      throw r.json.field("state").field("units").error("phase " + r.name + " has dislodged units, but the phase"
          + " before it is no movement phase of the same season that could tell who dislodged them");
    }
    return build(r, before.dislodged(), ImmutableList.copyOf(before.standoffs()));
  }

  private static Position build(Rec r, List<DislodgedUnit> known, List<Province> standoffs)
      throws GameFormatException {
    Position.Builder b = Position.builder(r.map).phase(r.phase);
    for (Unit u : r.units) {
      try {
        b.unit(u);
      } catch (IllegalArgumentException e) {
        throw r.json.field("state").field("units").error(e.getMessage());
      }
    }
    for (Unit u : r.dislodged) {
      DislodgedUnit found = null;
      for (DislodgedUnit d : known) {
        if (d.unit().equals(u)) {
          found = d;
        }
      }
      if (found == null) {
        throw r.json.field("state").field("units").error("cannot tell who dislodged " + MilaFormat.powerKey(
            u.power()) + " " + MilaTokens.key(u) + ": the movement phase before does not dislodge it");
      }
      try {
        b.dislodged(found);
      } catch (IllegalArgumentException e) {
        throw r.json.field("state").field("units").error(e.getMessage());
      }
    }
    if (!r.dislodged.isEmpty()) {
      for (Province s : standoffs) {
        b.standoff(s);
      }
    }
    for (Map.Entry<Province, Power> e : r.centres.entrySet()) {
      b.owner(e.getKey(), e.getValue());
    }
    // The builder's checks (dislodged units and standoffs only in a retreat phase) at the phase's state.
    try {
      return b.build();
    } catch (IllegalArgumentException e) {
      throw r.json.field("state").error("inconsistent position: " + e.getMessage());
    }
  }

  private static Rec parse(Json ph, String name, Phase phase, GameMap map, OrderNotation english, Json exact)
      throws GameFormatException {
    Rec r = new Rec(ph, map, name, phase);
    Json state = ph.field("state");
    r.extras = extras(ph, PHASE);
    r.stateExtras = extras(state, STATE);
    for (Map.Entry<String, Json> e : state.field("units").object().entrySet()) {
      if (e.getValue().isNull()) {
        continue;
      }
      Power p = JsonNames.power(map, e.getKey(), e.getValue());
      for (Json u : e.getValue().array()) {
        String s = u.string();
        boolean dislodged = s.startsWith("*");
        Unit unit = JsonNames.unit(p, map, dislodged ? s.substring(1) : s, u, true);
        (dislodged ? r.dislodged : r.units).add(unit);
      }
    }
    for (Map.Entry<String, Json> e : state.field("centers").object().entrySet()) {
      if (e.getValue().isNull()) {
        continue;
      }
      Power p = JsonNames.power(map, e.getKey(), e.getValue());
      for (Json c : e.getValue().array()) {
        Province centre = JsonNames.province(map, c);
        if (!centre.isSupplyCentre()) {
          throw c.error(centre.id() + " is no supply centre");
        }
        if (r.centres.put(centre, p) != null) {
          throw c.error("the centre " + centre.id() + " has two owners");
        }
      }
    }
    checkRetreats(state, r);
    ImmutableList.Builder<Order> orders = ImmutableList.builder();
    if (exact != null) {
      for (Json o : exact.array()) {
        orders.add(JsonNames.order(english, o));
      }
    } else {
      Json given = ph.optional("orders");
      if (given != null) {
        for (Map.Entry<String, Json> e : given.object().entrySet()) {
          if (e.getValue().isNull()) {
            continue;
          }
          Power p = JsonNames.power(map, e.getKey(), e.getValue());
          for (Json o : e.getValue().array()) {
            orders.add(JsonNames.order(english, o).withPower(p));
            r.orderJson.add(o);
          }
        }
      }
    }
    r.orders = orders.build();
    Json results = ph.optional("results");
    if (results != null) {
      ImmutableMap.Builder<String, ImmutableList<String>> rb = ImmutableMap.builder();
      for (Map.Entry<String, Json> e : results.object().entrySet()) {
        ImmutableList.Builder<String> tokens = ImmutableList.builder();
        for (Json t : e.getValue().array()) {
          tokens.add(t.string());
        }
        rb.put(e.getKey(), tokens.build());
      }
      r.results = rb.build();
    }
    return r;
  }

  /** The kept fields on which two records of one phase differ, by level and name. */
  private static List<String> differing(Rec a, Rec b) {
    List<String> names = new ArrayList<>();
    Set<String> all = new LinkedHashSet<>(a.extras.keySet());
    all.addAll(b.extras.keySet());
    for (String k : all) {
      if (!Objects.equals(a.extras.get(k), b.extras.get(k))) {
        names.add(Json.clip(k));
      }
    }
    Set<String> inState = new LinkedHashSet<>(a.stateExtras.keySet());
    inState.addAll(b.stateExtras.keySet());
    for (String k : inState) {
      if (!Objects.equals(a.stateExtras.get(k), b.stateExtras.get(k))) {
        names.add("state/" + Json.clip(k));
      }
    }
    return names;
  }

  /**
   * MILA's {@code retreats}: only a retreat phase has them, and only for the units it lists as dislodged
   * ({@code *A BUR}) under the same power. The options themselves are the adjudication's to say, not the file's.
   */
  private static void checkRetreats(Json state, Rec r) throws GameFormatException {
    Json retreats = state.optional("retreats");
    if (retreats == null) {
      return;
    }
    for (Map.Entry<String, Json> e : retreats.object().entrySet()) {
      if (e.getValue().isNull()) {
        continue;
      }
      Power p = JsonNames.power(r.map, e.getKey(), e.getValue());
      for (Map.Entry<String, Json> u : e.getValue().object().entrySet()) {
        Json at = u.getValue();
        String shown = "\"" + Json.clip(u.getKey()) + "\"";
        if (r.phase == null || r.phase.type() != PhaseType.RETREAT) {
          throw at.error("retreat options for " + shown + ", but " + r.name + " is no retreat phase");
        }
        Unit unit = JsonNames.unit(p, r.map, u.getKey(), at, true);
        if (!r.dislodged.contains(unit)) {
          throw at.error("retreat options for " + shown + ", but the phase lists no dislodged unit "
              + MilaFormat.powerKey(p) + " " + MilaTokens.key(unit));
        }
      }
    }
  }

  /**
   * An order MILA lists under a power must order that power's unit: in a retreat phase the dislodged unit at its
   * location, else the unit there. An order for no unit at all is read (it is illegal, an outcome, not an error).
   */
  private static void checkOwners(Rec r, Position recorded) throws GameFormatException {
    for (int i = 0; i < r.orderJson.size(); i++) {
      Order o = r.orders.get(i);
      if (!(o instanceof UnitOrder) || o instanceof Build) {
        continue;
      }
      Province at = ((UnitOrder) o).location().province();
      Unit u = recorded.phase().type() == PhaseType.RETREAT
          ? recorded.dislodgedAt(at).map(DislodgedUnit::unit).orElse(null) : recorded.unitAt(at).orElse(null);
      Power listed = o.power().orElseThrow();
      if (u != null && u.power() != listed) {
        throw r.orderJson.get(i).error(r.orderJson.get(i).show() + " is listed under " + MilaFormat.powerKey(listed)
            + ", but the unit in " + MilaOrders.loc(at.location()) + " is " + MilaFormat.powerKey(u.power()) + "'s");
      }
    }
  }

  /** How a recorded position differs from this library's, as the replay reports it. */
  static final class Differences {
    private Differences() {}

    static Optional<String> of(Position recorded, List<Unit> recordedDislodged, Position ours,
        Adjudicator adjudicator) {
      List<String> diffs = new ArrayList<>();
      if (!recorded.phase().equals(ours.phase())) {
        diffs.add("next phase " + ours.phase().code() + ", recorded " + recorded.phase().code());
      }
      TreeSet<String> recUnits = new TreeSet<>();
      recorded.units().forEach(u -> recUnits.add(key(u)));
      TreeSet<String> ourUnits = new TreeSet<>();
      ours.units().forEach(u -> ourUnits.add(key(u)));
      compare("units", recUnits, ourUnits, diffs);
      TreeSet<String> recDislodged = new TreeSet<>();
      recordedDislodged.forEach(u -> recDislodged.add(key(u)));
      TreeSet<String> ourDislodged = new TreeSet<>();
      ours.dislodged().forEach(d -> ourDislodged.add(key(d.unit())));
      // A recording leaves out dislodged units that have nowhere to retreat: what it lists must lie between the
      // units that can retreat and all dislodged units.
      TreeSet<String> expected = ourDislodged;
      if (!ours.dislodged().isEmpty() && ourDislodged.containsAll(recDislodged)) {
        RetreatResult options = adjudicator.retreat(ours, List.of());
        TreeSet<String> retreatable = new TreeSet<>();
        for (DislodgedUnit d : ours.dislodged()) {
          if (!options.retreatOptions(d.unit().province()).isEmpty()) {
            retreatable.add(key(d.unit()));
          }
        }
        if (recDislodged.containsAll(retreatable)) {
          expected = recDislodged;
        }
      }
      compare("dislodged", recDislodged, expected, diffs);
      TreeSet<String> recCentres = new TreeSet<>();
      recorded.owners().forEach((c, p) -> recCentres.add(MilaFormat.powerKey(p) + " " + MilaOrders.loc(c
          .location())));
      TreeSet<String> ourCentres = new TreeSet<>();
      ours.owners().forEach((c, p) -> ourCentres.add(MilaFormat.powerKey(p) + " " + MilaOrders.loc(c
          .location())));
      compare("centres", recCentres, ourCentres, diffs);
      return diffs.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", diffs));
    }

    private static String key(Unit u) {
      return MilaFormat.powerKey(u.power()) + " " + MilaTokens.key(u);
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
  }
}
