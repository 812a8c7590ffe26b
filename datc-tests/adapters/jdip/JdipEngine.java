// jDip (github rgo/jDip) behind dipjudge's engine protocol 2 (datc-tests/README.md): a JSON request a line on stdin,
// an answer a line on stdout. Each phase becomes a jDip TurnState on the standard map, adjudicated by StdAdjudicator;
// each order's outcome is jDip's own OrderResult for it. JSON through Gson (on the class path beside jDip).
import com.google.gson.*;
import dip.order.*;
import dip.order.result.OrderResult;
import dip.order.result.OrderResult.ResultType;
import dip.process.*;
import dip.world.*;
import dip.world.Phase.PhaseType;
import dip.world.Unit.Type;
import dip.world.variant.VariantManager;
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
public final class JdipEngine {
  static final class Unsupported extends Exception { Unsupported(String m) { super(m); } }
  private final World world;
  private final TurnState template; // the standard map's opening: its provinces and home centres
  JdipEngine(File variants) throws Exception {
    VariantManager.init(new File[] {variants}, false);
    world = WorldFactory.getInstance().createWorld(VariantManager.getVariant("Standard",
        VariantManager.VERSION_NEWEST));
    template = world.getLastTurnState();
  }
  private Location loc(String s) { // MILA's STP/SC is jDip's stp-sc
    Location l = world.getMap().parseLocation(s.toLowerCase(Locale.ROOT).replace('/', '-'));
    return java.util.Objects.requireNonNull(l, () -> "no place " + s);
  }
  private Power power(String name) { return world.getMap().getPower(name); }
  private Unit unit(Power p, String s) {
    Unit u = new Unit(p, s.startsWith("F") ? Type.FLEET : Type.ARMY);
    Coast c = loc(s.substring(2)).getCoast();
    u.setCoast(c != Coast.UNDEFINED ? c : u.getType() == Type.ARMY ? Coast.NONE : Coast.SINGLE);
    return u;
  }
  private static String name(Province p, Coast c) {
    String s = p.getShortName().toUpperCase(Locale.ROOT);
    boolean side = c == Coast.NORTH || c == Coast.SOUTH || c == Coast.EAST || c == Coast.WEST;
    return side ? s + "/" + c.getAbbreviation().toUpperCase(Locale.ROOT) : s;
  }
  private static String name(Type t, Province p, Coast c) { return (t == Type.FLEET ? "F " : "A ") + name(p, c); }
  private static int rank(ResultType t) { // jDip's results for an order: illegal over failed over succeeded
    return t == ResultType.VALIDATION_FAILURE || t == ResultType.SUBSTITUTED ? 3
        : t == ResultType.FAILURE || t == ResultType.DISLODGED ? 2 : t == ResultType.SUCCESS ? 1 : 0;
  }
  private static Order parse(String text, Power power, TurnState ts) {
    try { // jDip's reader wants the power named
      return OrderParser.getInstance().parse(OrderFactory.getDefault(), power.getName() + ": " + text, power, ts, false,
          false);
    } catch (Exception e) {
      System.err.println("jDip cannot read " + text + ": " + e.getMessage());
      return null;
    }
  }

  /** The stated position as a turn state and its past: in a retreat phase, the dislodging moves, succeeded. */
  private TurnState[] state(JsonObject p) throws Unsupported {
    if (p.has("homes") || p.has("vassals") || p.has("pending_centers")) throw new Unsupported("no homes or vassals");
    if (p.has("standoffs") && p.getAsJsonArray("standoffs").size() > 0)
      throw new Unsupported("jDip finds standoffs in the previous phase's orders, not stated ones");
    Phase phase = Phase.parse(p.get("phase").getAsString().replaceFirst("W(....)A", "F$1B")); // jDip's: Fall's
    TurnState ts = new TurnState(phase), past = new TurnState(phase.getPrevious());
    past.setPosition(template.getPosition().cloneExceptUnits());
    ts.setPosition(template.getPosition().cloneExceptUnits());
    past.setWorld(world);
    ts.setWorld(world);
    Position pos = ts.getPosition();
    for (Province prov : pos.getProvinces()) if (pos.hasSupplyCenterOwner(prov)) pos.setSupplyCenterOwner(prov, null);
    for (var e : p.getAsJsonObject("units").entrySet())
      for (JsonElement u : e.getValue().getAsJsonArray())
        pos.setUnit(loc(u.getAsString().substring(2)).getProvince(), unit(power(e.getKey()), u.getAsString()));
    for (var e : p.getAsJsonObject("centers").entrySet())
      for (JsonElement c : e.getValue().getAsJsonArray())
        pos.setSupplyCenterOwner(loc(c.getAsString()).getProvince(), power(e.getKey()));
    List<Object> before = new ArrayList<>();
    if (p.has("dislodged") && phase.getPhaseType() == PhaseType.RETREAT)
      for (JsonElement d : p.getAsJsonArray("dislodged")) {
        JsonObject o = d.getAsJsonObject();
        String u = o.get("unit").getAsString(), by = o.get("attacker_from").getAsString();
        pos.setDislodgedUnit(loc(u.substring(2)).getProvince(), unit(power(o.get("power").getAsString()), u));
        Unit in = pos.getUnit(loc(u.substring(2)).getProvince());
        String move = (in.getType() == Type.FLEET ? "F " : "A ") + by + " - " + u.substring(2, 5)
            + (o.has("by_convoy") && o.get("by_convoy").getAsBoolean() ? " VIA" : "");
        before.add(new OrderResult(parse(move, in.getPower(), past), ResultType.SUCCESS, ""));
      }
    past.setResultList(before);
    return new TurnState[] {ts, past};
  }
  /** A phase's answer: the outcomes, the position after, each unit dislodged (with those jDip disbanded at once). */
  private Map<String, Object> describe(TurnState next, List<OrderResult> results, List<Object> outcomes) {
    List<Object> every = new ArrayList<>();
    Map<String, Object> units = new LinkedHashMap<>(), centers = new LinkedHashMap<>();
    Position pos = next.getPosition();
    for (Power pw : world.getMap().getPowers()) {
      List<String> us = new ArrayList<>(), cs = new ArrayList<>();
      for (Province prov : pos.getUnitProvinces(pw)) {
        us.add(name(pos.getUnit(prov).getType(), prov, pos.getUnit(prov).getCoast()));
      }
      for (Province prov : pos.getOwnedSupplyCenters(pw)) cs.add(name(prov, Coast.NONE));
      units.put(pw.getName().toUpperCase(Locale.ROOT), us);
      centers.put(pw.getName().toUpperCase(Locale.ROOT), cs);
    }
    RetreatChecker rc = next.getPhase().getPhaseType() == PhaseType.RETREAT ? new RetreatChecker(next, results) : null;
    for (OrderResult r : results) {
      if (r.getResultType() != ResultType.DISLODGED) continue;
      Orderable o = r.getOrder();
      Location at = o.getSource();
      Unit still = rc == null ? null : pos.getDislodgedUnit(at.getProvince()); // null: jDip disbanded it at once
      List<String> retreats = new ArrayList<>();
      if (still != null) for (Location l : rc.getValidLocations(new Location(at.getProvince(), still.getCoast())))
        retreats.add(name(l.getProvince(), l.getCoast()));
      Orderable move = null; // the dislodging move (the one that succeeded into its place), and whether convoyed
      boolean convoy = false;
      for (OrderResult x : results)
        if (x.getOrder() instanceof Move && x.getResultType() == ResultType.SUCCESS
            && ((Move) x.getOrder()).getDest().getProvince() == at.getProvince()) move = x.getOrder();
      for (OrderResult x : results) convoy |= x.getOrder() == move && x.getResultType() == ResultType.CONVOY_PATH_TAKEN;
      every.add(Map.of("power", o.getPower().getName().toUpperCase(Locale.ROOT), "unit",
          name(o.getSourceUnitType(), at.getProvince(), at.getCoast()), "attacker_from",
          move == null ? "" : name(move.getSource().getProvince(), Coast.NONE), "by_convoy", convoy, "retreats",
          retreats));
    }
    String code = next.getPhase().getBriefName().replaceFirst("F(....)B", "W$1A"); // jDip's adjustments are Fall's
    return Map.of("results", outcomes, "dislodged", every, "position", Map.of("phase", code, "units", units, "centers",
        centers, "dislodged", every.stream().filter(d -> !((Map<?, ?>) d).get("retreats").equals(List.of())).toList()));
  }
  Map<String, Object> answer(JsonObject req) throws Exception {
    String type = req.has("type") ? req.get("type").getAsString() : "";
    if (type.equals("hello"))
      return Map.of("type", "hello", "engine", "jdip", "version", "1.6.8", "protocol", 2, "maps", List.of("standard"),
          "rules", "own");
    if (!type.equals("adjudicate")) throw new IllegalArgumentException("$.type: expected hello or adjudicate");
    if (!"standard".equals(req.get("map").getAsString())) throw new Unsupported("jDip runs the standard map only here");
    List<Object> phases = new ArrayList<>();
    TurnState[] current = null; // the turn state to adjudicate, and the one before it
    for (JsonElement pe : req.getAsJsonArray("phases")) {
      JsonObject ph = pe.getAsJsonObject();
      if (ph.has("orders_given_by")) throw new Unsupported("jDip has no orders given by another power");
      if (ph.has("position")) current = state(ph.getAsJsonObject("position"));
      else if (current == null) throw new IllegalArgumentException("$.phases: a position, or continue after a phase");
      TurnState ts = current[0];
      world.removeAllTurnStates(); // jDip finds the previous phase (a retreat's dislodging moves) in the world
      world.setTurnState(current[1]);
      world.setTurnState(ts);
      List<Order> given = new ArrayList<>();
      for (JsonElement oe : ph.getAsJsonArray("orders")) {
        String text = oe.getAsJsonObject().get("order").getAsString();
        if (text.contains(":")) throw new Unsupported("an order in English notation: " + text);
        Power power = power(oe.getAsJsonObject().get("power").getAsString());
        boolean adjusting = ts.getPhase().getPhaseType() == PhaseType.ADJUSTMENT;
        if (text.endsWith(" B") || text.endsWith(" D")) // MILA's "A PAR B" is jDip's "build A PAR"
          text = (text.endsWith(" B") ? "build " : adjusting ? "remove " : "disband ")
              + text.substring(0, text.length() - 2);
        Order order = parse(text.equals("WAIVE") ? "waive" : text, power, ts);
        given.add(order);
        if (order != null) ts.getOrders(power).add(order);
      }
      StdAdjudicator judge = new StdAdjudicator(OrderFactory.getDefault(), ts);
      judge.process();
      List<OrderResult> results = new ArrayList<>();
      for (Object r : judge.getTurnState().getResultList()) if (r instanceof OrderResult) results.add((OrderResult) r);
      List<Object> outcomes = new ArrayList<>();
      for (Order order : given) { // jDip's results for the order: illegal over failed over succeeded
        int rank = order == null ? 3 : 0;
        for (OrderResult r : results)
          if (order != null && r.getOrder() == order) rank = Math.max(rank, rank(r.getResultType()));
        outcomes.add(Map.of("outcome", List.of("unknown", "succeeded", "failed", "illegal").get(rank), "reason", ""));
      }
      TurnState next = judge.getNextTurnState();
      if (next == null) throw new Unsupported("jDip ended the game");
      phases.add(describe(next, results, outcomes));
      current = new TurnState[] {next, ts};
    }
    return Map.of("type", "adjudicated", "phases", phases);
  }
  public static void main(String[] args) throws Exception {
    JdipEngine engine = new JdipEngine(new File(args[0]));
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    for (long number = 1; (line = in.readLine()) != null; number++) {
      JsonObject request = null;
      Map<String, Object> reply;
      try {
        request = JsonParser.parseString(line).getAsJsonObject();
        reply = new LinkedHashMap<>(engine.answer(request));
      } catch (Unsupported e) {
        reply = new LinkedHashMap<>(Map.of("type", "unsupported", "reason", e.getMessage()));
      } catch (Exception e) { // what jDip cannot take is refused, naming the line; the next is read
        reply = new LinkedHashMap<>(Map.of("type", "error", "line", number, "message", "line " + number + ": " + e));
      }
      if (request != null && request.has("id")) reply.put("id", request.get("id"));
      System.out.println(new Gson().toJson(reply)); // System.out flushes a line
    }
  }
}
