package io.github.dipjudge.datc;

import static io.github.dipjudge.datc.ProtocolJson.array;
import static io.github.dipjudge.datc.ProtocolJson.field;
import static io.github.dipjudge.datc.ProtocolJson.object;
import static io.github.dipjudge.datc.ProtocolJson.string;

import io.github.dipjudge.datc.ProtocolJson.BadLine;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiConsumer;

/**
 * Runs cases against an engine that speaks the engine protocol ({@code datc run --engine}): each case's position and
 * orders are read as {@link CaseRunner} reads them, sent as one {@code adjudicate} request (a movement case with
 * {@code RETREAT_ORDERS} as a batch of two phases, the second continuing from the first), and the answer is compared
 * with the case's expectations as {@link CaseRunner} compares the library's. An engine that answers {@code
 * unsupported}, refuses the request, crashes, does not answer within the time limit, or answers with something
 * that is not a valid answer for this case (malformed JSON, another request's id, a result count that is not the
 * order count, a unit on a place the map lacks) fails that case with a message saying so; the engine is started
 * again for the next case. Not thread-safe.
 */
final class EngineRunner implements AutoCloseable {
  /** A case's failure that is the engine's doing, not a difference of adjudication. */
  static final class EngineError extends Exception {
    private static final long serialVersionUID = 1L;

    EngineError(String message) {
      super(message);
    }
  }

  /** The default time limit of one case's answer, in milliseconds. */
  static final long DEFAULT_LIMIT_MS = 10_000;

  /** The time the engine has to start and answer hello: a virtual machine's start on a loaded machine. */
  static final long HELLO_LIMIT_MS = 120_000;

  private final EngineProcess engine;
  /** Whether requests state each case's rules; without them, the engine adjudicates by its own preferences. */
  boolean sendRules = true;
  private final GameMap defaultMap;
  private final Rulebook defaultRules;
  private final long limitMillis;
  private final Map<GameMap, CaseRunner> readers = new HashMap<>();
  private long nextId;
  /** Receives each case's trace for the report, when set; its result pictures are left out (result null). */
  BiConsumer<DatcCase, CaseRunner.Trace> tracer;

  EngineRunner(String command, GameMap defaultMap, Rulebook defaultRules, long limitMillis) {
    this.engine = new EngineProcess(command);
    this.defaultMap = defaultMap;
    this.defaultRules = defaultRules;
    this.limitMillis = limitMillis;
  }

  /** How many times the engine was started so far. */
  int starts() {
    return engine.starts();
  }

  /**
   * The engine's {@code hello}: its name, version, protocol and maps, as one line for a person.
   *
   * @throws EngineProcess.Failure if it does not answer in time, or answers something else
   */
  String hello(long millis) throws EngineProcess.Failure {
    String line = engine.ask("{\"type\":\"hello\",\"protocol\":" + EngineProtocol.VERSION + "}", millis);
    try {
      Map<String, Object> m = ProtocolJson.parseObject(line);
      if (!"hello".equals(m.get("type"))) {
        throw new BadLine("$.type: expected \"hello\", not " + ProtocolJson.describe(m.get("type")));
      }
      Object version = field(m, "protocol", "$");
      if (!EngineProtocol.speaks(version)) {
        throw new BadLine("$.protocol: this runner speaks versions 1 and " + EngineProtocol.VERSION + ", the engine "
            + ProtocolJson.describe(version));
      }
      return string(field(m, "engine", "$"), "$.engine") + " " + string(field(m, "version", "$"), "$.version")
          + ", protocol " + version + (m.containsKey("maps") ? ", maps " + array(m.get("maps"), "$.maps") : "");
    } catch (BadLine e) {
      engine.close();
      throw new EngineProcess.Failure("the engine's hello is not valid: " + e.getMessage() + " "
          + ProtocolJson.excerpt(line));
    }
  }

  /**
   * Starts an engine and reads its hello (reported on {@code err}); an engine that does not say hello is a usage
   * error of the command.
   */
  static EngineRunner start(String command, GameMap defaultMap, Rulebook rules, long limit, java.io.PrintStream err)
      throws Main.UsageException {
    EngineRunner r = new EngineRunner(command, defaultMap, rules, limit);
    try {
      err.println("engine: " + r.hello(Math.max(limit, HELLO_LIMIT_MS)));
    } catch (EngineProcess.Failure e) {
      r.close();
      throw new Main.UsageException("the engine \"" + command + "\" did not say hello: " + e.getMessage());
    }
    return r;
  }

  CaseRunner.Verdict run(DatcCase c) {
    if (c.broken != null) {
      return new CaseRunner.Verdict(c.id, false, true, "cannot read case: " + c.broken, List.of());
    }
    GameMap map = c.map != null ? c.map : defaultMap;
    CaseRunner reader = readers.computeIfAbsent(map, m -> new CaseRunner(m, defaultRules));
    try {
      int[] unknown = new int[1];
      List<String> diffs = check(c, map, reader, unknown);
      // An outcome the engine does not know is not compared: the case is judged by the position, and says so.
      String note = unknown[0] == 0 ? "" : unknown[0] + (unknown[0] == 1 ? " outcome" : " outcomes")
          + " unknown to the engine, judged by the position only";
      String message = String.join("; ", diffs);
      message = note.isEmpty() ? message : message.isEmpty() ? note : message + "; " + note;
      return new CaseRunner.Verdict(c.id, diffs.isEmpty(), false, message, List.of());
    } catch (CaseRunner.BadCaseException e) {
      return new CaseRunner.Verdict(c.id, false, true, "cannot read case: " + e.getMessage(), List.of());
    } catch (EngineError e) {
      return new CaseRunner.Verdict(c.id, false, false, e.getMessage(), List.of());
    }
  }

  /** The outcome word of an order whose outcome the engine does not know (protocol version 2). */
  static final String UNKNOWN = "UNKNOWN";

  /**
   * One answered phase: each order's outcome word (SUCCESS, FAILURE, ILLEGAL or {@link #UNKNOWN}), the position
   * after, its tree.
   */
  record Answered(List<String> outcomes, List<String> reasons, Position position, Map<String, Object> tree,
      Object dislodged) {}

  private List<String> check(DatcCase c, GameMap map, CaseRunner reader, int[] unknown)
      throws CaseRunner.BadCaseException, EngineError {
    Rulebook rules = reader.rulebook(c);
    long seed = CaseRunner.seed(c);
    Phase phase = reader.phase(c);
    boolean turn = phase.type() == PhaseType.MOVEMENT && rules.retreatsWithMovementOrders();
    if (phase.isLast() || turn && (phase.next().isLast() || phase.beforeAdjustments() && phase.next().next().isLast())) {
      throw new CaseRunner.BadCaseException(c, c.phaseLine, c.phase, "the case needs a phase after the last phase the"
          + " library supports");
    }
    Position start = reader.position(c, phase);
    Position first = phase.type() == PhaseType.RETREAT ? reader.retreatPosition(c, start) : start;
    List<Order> orders = reader.orders(c, DatcCase.Section.ORDERS, first);
    boolean withRetreats = phase.type() == PhaseType.MOVEMENT && !turn && c.has(DatcCase.Section.RETREAT_ORDERS);
    List<Order> retreatOrders = withRetreats ? reader.orders(c, DatcCase.Section.RETREAT_ORDERS, first)
        : List.of();
    OrderNotation english = OrderNotation.english(map);
    List<Object> phases = new ArrayList<>();
    Map<String, Object> p0 = new LinkedHashMap<>();
    p0.put("position", EngineProtocol.position(first, null));
    p0.put("orders", orderList(orders, english));
    if (c.has(DatcCase.Section.ORDERS_GIVEN_BY)) {
      Map<String, Object> givers = new LinkedHashMap<>();
      reader.powerPairs(c, DatcCase.Section.ORDERS_GIVEN_BY).forEach((v, g) -> givers.put(EngineProtocol.power(v),
          EngineProtocol.power(g)));
      p0.put("orders_given_by", givers);
    }
    phases.add(p0);
    if (withRetreats) {
      Map<String, Object> p1 = new LinkedHashMap<>();
      p1.put("continue", true);
      p1.put("orders", orderList(retreatOrders, english));
      phases.add(p1);
    }
    List<Answered> answers = ask(map, rules, seed, phases, withRetreats ? List.of(orders.size(),
        retreatOrders.size()) : List.of(orders.size()));
    Answered last = answers.get(answers.size() - 1);
    Position after = last.position();
    List<String> diffs = new ArrayList<>();
    TreeSet<String> expected = new TreeSet<>();
    List<Unit> expectedUnits = new ArrayList<>();
    if (c.poststateSame) {
      expectedUnits.addAll(start.units());
    } else {
      for (DatcCase.Line l : c.lines(DatcCase.Section.POSTSTATE)) {
        expectedUnits.add(reader.unit(c, l));
      }
    }
    expectedUnits.forEach(u -> expected.add(CaseRunner.key(u)));
    if (tracer != null) {
      tracer.accept(c, new CaseRunner.Trace(first, orders, null, withRetreats ? answers.get(0).position() : null,
          withRetreats ? retreatOrders : null, null, after, expectedUnits));
    }
    TreeSet<String> actual = new TreeSet<>();
    after.units().forEach(u -> actual.add(CaseRunner.key(u)));
    CaseRunner.compareSets("POSTSTATE", expected, actual, diffs);
    TreeSet<String> expDis = new TreeSet<>();
    for (DatcCase.Line l : c.lines(DatcCase.Section.POSTSTATE_DISLODGED)) {
      expDis.add(CaseRunner.key(reader.unit(c, l)));
    }
    Map<String, TreeSet<String>> options;
    try {
      options = retreats(map, answers.get(0));
    } catch (BadLine e) {
      throw new IllegalStateException("checked when the answer was read", e);
    }
    TreeSet<String> actDis = new TreeSet<>();
    if (phase.type() == PhaseType.MOVEMENT && !turn && !withRetreats) {
      options.forEach((unit, opts) -> {
        if (!opts.isEmpty()) {
          actDis.add(unit);
        }
      });
    }
    CaseRunner.compareSets("POSTSTATE_DISLODGED", expDis, actDis, diffs);
    unknown[0] = compareResults(c, reader, orders, retreatOrders, answers, diffs, first, answers.get(0).position());
    if (c.has(DatcCase.Section.RETREAT_OPTIONS)) {
      compareRetreatOptions(c, reader, map, options, diffs);
    }
    if (c.nextPhase != null) {
      Phase expectedNext = reader.phase(c, c.nextPhase, c.nextPhaseLine);
      if (!after.phase().equals(expectedNext)) {
        diffs.add("POSTSTATE_PHASE: expected " + expectedNext + ", got " + after.phase());
      }
    }
    boolean ownersAsked = c.has(DatcCase.Section.POSTSTATE_SUPPLYCENTER_OWNERS)
        || c.has(DatcCase.Section.POSTSTATE_HOME_CENTERS) || c.has(DatcCase.Section.POSTSTATE_VASSALS);
    Position owned = after;
    if (ownersAsked && phase.type() == PhaseType.MOVEMENT && !turn && !withRetreats
        && after.phase().type() == PhaseType.RETREAT) {
      // Owners change after a Fall's retreats: ask for the retreat phase with no orders (as CaseRunner does).
      Map<String, Object> empty = new LinkedHashMap<>();
      empty.put("position", last.tree());
      empty.put("orders", List.of());
      owned = ask(map, rules, seed, List.of(empty), List.of(0)).get(0).position();
    }
    if (c.has(DatcCase.Section.POSTSTATE_SUPPLYCENTER_OWNERS)) {
      TreeSet<String> exp = new TreeSet<>();
      for (DatcCase.Line l : c.lines(DatcCase.Section.POSTSTATE_SUPPLYCENTER_OWNERS)) {
        Map.Entry<Province, Power> e = reader.owner(c, l);
        exp.add(e.getValue().name() + " " + e.getKey().id());
      }
      TreeSet<String> act = new TreeSet<>();
      owned.owners().forEach((prov, pw) -> act.add(pw.name() + " " + prov.id()));
      CaseRunner.compareSets("POSTSTATE_SUPPLYCENTER_OWNERS", exp, act, diffs);
    }
    if (c.has(DatcCase.Section.POSTSTATE_HOME_CENTERS)) {
      TreeSet<String> exp = new TreeSet<>();
      reader.homeCentres(c, DatcCase.Section.POSTSTATE_HOME_CENTERS).forEach((prov, pw) -> exp.add(pw.name() + " "
          + prov.id()));
      TreeSet<String> act = new TreeSet<>();
      for (Power pw : map.powers()) {
        owned.homeCentres(pw).forEach(prov -> act.add(pw.name() + " " + prov.id()));
      }
      CaseRunner.compareSets("POSTSTATE_HOME_CENTERS", exp, act, diffs);
    }
    if (c.has(DatcCase.Section.POSTSTATE_VASSALS)) {
      TreeSet<String> exp = new TreeSet<>();
      reader.powerPairs(c, DatcCase.Section.POSTSTATE_VASSALS).forEach((v, boss) -> exp.add(v.name() + " of "
          + boss.name()));
      TreeSet<String> act = new TreeSet<>();
      for (Power pw : map.powers()) {
        Position o = owned;
        o.controller(pw).ifPresent(boss -> act.add(pw.name() + " of " + boss.name()));
      }
      CaseRunner.compareSets("POSTSTATE_VASSALS", exp, act, diffs);
    }
    return diffs;
  }

  private static List<Object> orderList(List<Order> orders, OrderNotation english) {
    List<Object> out = new ArrayList<>();
    for (Order o : orders) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("power", EngineProtocol.power(o.power().orElseThrow()));
      m.put("order", EngineProtocol.order(o, english));
      out.add(m);
    }
    return out;
  }

  /** Sends one request and reads its answer; anything but a valid answer for it is an {@link EngineError}. */
  private List<Answered> ask(GameMap map, Rulebook rules, long seed, List<Object> phases, List<Integer> counts)
      throws EngineError {
    long id = ++nextId;
    Map<String, Object> request = new LinkedHashMap<>();
    request.put("type", "adjudicate");
    request.put("id", id);
    request.put("protocol", (long) EngineProtocol.VERSION);
    request.put("map", map.id());
    if (sendRules) {
      request.put("rules", EngineProtocol.rules(rules));
    }
    request.put("seed", seed);
    request.put("phases", phases);
    if (!engine.running() && engine.starts() > 0) {
      try {
        hello(HELLO_LIMIT_MS); // started again after a failure: it may take a virtual machine's start
      } catch (EngineProcess.Failure e) {
        throw new EngineError("engine failed: started again, " + e.getMessage());
      }
    }
    String line;
    try {
      line = engine.ask(ProtocolJson.write(request), limitMillis);
    } catch (EngineProcess.Failure e) {
      throw new EngineError("engine failed: " + e.getMessage());
    }
    try {
      return answers(map, line, id, counts);
    } catch (BadLine e) {
      engine.close(); // out of step, or broken: start it again for the next case
      throw new EngineError("engine answered garbage: " + e.getMessage() + " " + ProtocolJson.excerpt(line));
    }
  }

  /**
   * Reads the answer line to request {@code id}, whose phases have {@code counts} orders each.
   *
   * @throws EngineError when the engine answered {@code unsupported} or {@code error}
   * @throws BadLine when the line is no valid answer to that request (names the JSON path)
   */
  static List<Answered> answers(GameMap map, String line, long id, List<Integer> counts)
      throws EngineError, BadLine {
    Map<String, Object> m = ProtocolJson.parseObject(line);
    if (!Long.valueOf(id).equals(m.get("id"))) {
      throw new BadLine("$.id: expected " + id + ", not " + ProtocolJson.describe(m.get("id")));
    }
    String type = string(field(m, "type", "$"), "$.type");
    if (type.equals("unsupported")) {
      throw new EngineError("unsupported by the engine: " + ProtocolJson.describe(m.get("reason")));
    }
    if (type.equals("error")) {
      throw new EngineError("the engine refused the request: " + ProtocolJson.describe(m.get("message")));
    }
    if (!type.equals("adjudicated")) {
      throw new BadLine("$.type: expected adjudicated, unsupported or error, not " + ProtocolJson.excerpt(type));
    }
    List<Object> ps = array(field(m, "phases", "$"), "$.phases");
    if (ps.size() != counts.size()) {
      throw new BadLine("$.phases: " + ps.size() + " answered for " + counts.size() + " asked");
    }
    List<Answered> out = new ArrayList<>();
    for (int i = 0; i < ps.size(); i++) {
      String path = "$.phases[" + i + "]";
      Map<String, Object> a = object(ps.get(i), path);
      List<Object> rs = array(field(a, "results", path), path + ".results");
      if (rs.size() != counts.get(i)) {
        throw new BadLine(path + ".results: " + rs.size() + " results for " + counts.get(i) + " orders");
      }
      List<String> outcomes = new ArrayList<>();
      List<String> reasons = new ArrayList<>();
      for (int k = 0; k < rs.size(); k++) {
        Map<String, Object> r = object(rs.get(k), path + ".results[" + k + "]");
        String o = string(field(r, "outcome", path + ".results[" + k + "]"), path + ".results[" + k + "].outcome");
        String word = o.equals("succeeded") ? "SUCCESS" : o.equals("failed") ? "FAILURE" : o.equals("illegal")
            ? "ILLEGAL" : o.equals("unknown") ? UNKNOWN : null;
        if (word == null) {
          throw new BadLine(path + ".results[" + k + "].outcome: expected succeeded, failed, illegal or unknown, not "
              + ProtocolJson.excerpt(o));
        }
        outcomes.add(word);
        reasons.add(r.get("reason") instanceof String ? (String) r.get("reason") : "");
      }
      Map<String, Object> tree = object(field(a, "position", path), path + ".position");
      Answered answered = new Answered(outcomes, reasons, EngineProtocol.readPosition(map, tree, path + ".position"),
          tree, a.get("dislodged"));
      retreats(map, answered); // checks the names of the dislodged units and their retreats
      out.add(answered);
    }
    return out;
  }

  /** Each dislodged unit of an answered position (by its key) with the places it may retreat to. */
  private static Map<String, TreeSet<String>> retreats(GameMap map, Answered a) throws BadLine {
    Map<String, TreeSet<String>> out = new TreeMap<>();
    Map<String, Object> t = a.dislodged() != null ? Map.of("dislodged", a.dislodged()) : a.tree();
    List<Object> ds = t.containsKey("dislodged") ? array(t.get("dislodged"), "$.dislodged") : List.of();
    for (int i = 0; i < ds.size(); i++) {
      String path = "dislodged[" + i + "]";
      Map<String, Object> d = object(ds.get(i), path);
      Power pw = EngineProtocol.readPower(map, field(d, "power", path), path + ".power");
      Unit u = EngineProtocol.readUnit(map, pw, field(d, "unit", path), path + ".unit");
      TreeSet<String> opts = new TreeSet<>();
      List<Object> rs = d.containsKey("retreats") ? array(d.get("retreats"), path + ".retreats") : List.of();
      for (int k = 0; k < rs.size(); k++) {
        Location l = EngineProtocol.readLocation(map, rs.get(k), path + ".retreats[" + k + "]");
        opts.add((u.type() == UnitType.ARMY ? l.province().location() : l).id());
      }
      out.put(CaseRunner.key(u), opts);
    }
    return out;
  }

  /** Compares the case's RESULTS with the outcomes; returns how many of those outcomes the engine did not know. */
  private static int compareResults(DatcCase c, CaseRunner reader, List<Order> orders, List<Order> retreatOrders,
      List<Answered> answers, List<String> diffs, Position... boards) throws CaseRunner.BadCaseException {
    int unknown = 0;
    List<Order> all = new ArrayList<>(orders);
    all.addAll(retreatOrders);
    List<String> outcomes = new ArrayList<>();
    List<String> reasons = new ArrayList<>();
    answers.forEach(a -> {
      outcomes.addAll(a.outcomes());
      reasons.addAll(a.reasons());
    });
    Map<Order, ArrayDeque<Integer>> unused = new HashMap<>();
    for (int i = 0; i < all.size(); i++) {
      unused.computeIfAbsent(all.get(i), k -> new ArrayDeque<>()).add(i);
    }
    for (DatcCase.Line l : c.lines(DatcCase.Section.RESULTS)) {
      String[] kv = l.text().split(":", 2);
      String word = kv[0].trim().toUpperCase(Locale.ROOT);
      if (kv.length != 2 || !(word.equals("SUCCESS") || word.equals("FAILURE") || word.equals("ILLEGAL"))) {
        throw new CaseRunner.BadCaseException(c, l.number(), l.text(), "expected SUCCESS:, FAILURE: or ILLEGAL: and an order");
      }
      Order o = reader.order(c, l, kv[1].trim(), boards);
      ArrayDeque<Integer> at = unused.get(o);
      if (at == null || at.isEmpty()) {
        throw new CaseRunner.BadCaseException(c, l.number(), l.text(), "this order is not among the case's orders");
      }
      int found = at.poll();
      if (outcomes.get(found).equals(UNKNOWN)) {
        unknown++;
      } else if (!outcomes.get(found).equals(word)) {
        diffs.add("RESULTS: " + kv[1].trim() + " expected " + word + ", was " + outcomes.get(found)
            + (reasons.get(found).isEmpty() ? "" : " (" + reasons.get(found) + ")"));
      }
    }
    return unknown;
  }

  private static void compareRetreatOptions(DatcCase c, CaseRunner reader, GameMap map,
      Map<String, TreeSet<String>> actual, List<String> diffs) throws CaseRunner.BadCaseException {
    Map<String, TreeSet<String>> expected = new TreeMap<>();
    for (DatcCase.Line l : c.lines(DatcCase.Section.RETREAT_OPTIONS)) {
      String[] kv = l.text().split("=>", 2);
      if (kv.length != 2) {
        throw new CaseRunner.BadCaseException(c, l.number(), l.text(), "expected \"<unit> => <provinces>\" or \"<unit> =>"
            + " none\"");
      }
      Unit u = reader.unit(c, new DatcCase.Line(l.number(), kv[0].trim()));
      TreeSet<String> opts = new TreeSet<>();
      String list = kv[1].trim();
      if (!list.equalsIgnoreCase("none")) {
        for (String s : list.split(",")) {
          try {
            Location loc = map.location(s.trim());
            opts.add((u.type() == UnitType.ARMY ? loc.province().location() : loc).id());
          } catch (IllegalArgumentException e) {
            throw new CaseRunner.BadCaseException(c, l.number(), l.text(), e.getMessage());
          }
        }
      }
      expected.put(CaseRunner.key(u), opts);
    }
    if (!expected.equals(actual)) {
      diffs.add("RETREAT_OPTIONS: expected " + expected + ", was " + actual);
    }
  }

  @Override
  public void close() {
    engine.close();
  }
}
