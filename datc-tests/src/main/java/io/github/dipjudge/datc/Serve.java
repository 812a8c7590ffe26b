package io.github.dipjudge.datc;

import static io.github.dipjudge.datc.ProtocolJson.array;
import static io.github.dipjudge.datc.ProtocolJson.field;
import static io.github.dipjudge.datc.ProtocolJson.object;
import static io.github.dipjudge.datc.ProtocolJson.string;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.adjudicate.TurnResult;
import io.github.dipjudge.datc.ProtocolJson.BadLine;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.game.OrderCheck;
import io.github.dipjudge.game.OrderSheet;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.order.OrderFormatException;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code datc serve}: this library speaking the engine protocol on stdin and stdout, one JSON object a line each
 * way (datc-tests/README.md, "Conformance for any engine"). Every request gets exactly one answer line, in order; a
 * line that cannot be read gets an {@code error} answer naming its line number and what is wrong, and the next line
 * is read (nothing of a refused request is applied). Ends at the end of its input, exit code 0.
 *
 * <p>Single-threaded; memory per request is linear in its line, bounded by {@link #MAX_LINE} characters.
 */
final class Serve {
  private Serve() {}

  /** The longest request line read: the largest batch of the bundled suites is a few kilobytes. */
  static final int MAX_LINE = 16 << 20;

  /** The most phases in one request (each answered with a whole position). */
  static final int MAX_PHASES = 100_000;

  static final String USAGE = "       java -jar datc.jar serve [--rules PRESET]";

  static final String HELP = String.join("\n",
      "serve   this library as an engine: the engine protocol (JSON Lines) on stdin/stdout, one answer line",
      "        per request line (hello, adjudicate; see datc-tests/README.md). --rules PRESET: adjudicate every",
      "        request under PRESET whatever its rules say (an engine with rules of its own).");

  static int run(String[] args, InputStream in, PrintStream out, PrintStream err) throws Main.UsageException {
    Rulebook fixed = null;
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--rules") && fixed == null && i + 1 < args.length) {
        try {
          fixed = Rulebook.preset(args[++i]);
        } catch (IllegalArgumentException e) {
          throw new Main.UsageException(e.getMessage());
        }
      } else {
        throw new Main.UsageException("serve takes only --rules PRESET, once; not " + args[i]);
      }
    }
    Engine engine = new Engine(fixed);
    // The client waits for each answer, so every system call on the pipes is a hand-over between two processes:
    // a request is read in chunks of up to 1 MiB (not the decoder's 8 KiB), and an answer line is written whole,
    // its line break included, in one write. Printed as text and then its line break, an answer took two writes
    // (a client's readline woke twice) and an answer of 100 phases (135 KB) 17 writes of 8 KiB; its request came
    // in as 17 reads. That, not the adjudication, kept batches from lowering the cost per phase: in one process,
    // one phase a request and 100 a request cost the same per phase.
    Reader r = new java.io.BufferedReader(new InputStreamReader(new java.io.BufferedInputStream(in, 1 << 20),
        StandardCharsets.UTF_8), 1 << 16);
    StringBuilder line = new StringBuilder();
    long number = 0;
    try {
      while (true) {
        line.setLength(0);
        boolean tooLong = false;
        int ch;
        while ((ch = r.read()) >= 0 && ch != '\n') {
          if (line.length() < MAX_LINE) {
            line.append((char) ch);
          } else {
            tooLong = true; // read on to the line's end, keeping nothing more
          }
        }
        if (ch < 0 && line.length() == 0 && !tooLong) {
          return 0;
        }
        number++;
        String answer = tooLong
            ? error(null, number, "the line is longer than " + MAX_LINE + " characters")
            : engine.answer(line.toString().strip(), number);
        byte[] bytes = (answer + "\n").getBytes(StandardCharsets.UTF_8);
        out.write(bytes, 0, bytes.length); // the command's stdout is unbuffered: one system call a line
        out.flush();
        if (ch < 0) {
          return 0;
        }
      }
    } catch (IOException e) {
      err.println("datc serve: cannot read the input: " + e.getMessage());
      return 2;
    }
  }

  static String error(Object id, long line, String message) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("type", "error");
    if (id != null) {
      m.put("id", id);
    }
    m.put("line", line);
    m.put("message", "line " + line + ": " + message);
    return ProtocolJson.write(m);
  }

  /** The state kept while one client is served: the adjudicators made so far, by map and rules. */
  static final class Engine {
    private final Rulebook fixed;
    private final Map<GameMap, Map<Rulebook, Adjudicator>> adjudicators = new HashMap<>();
    private final Map<GameMap, OrderNotation> notations = new HashMap<>();

    Engine(Rulebook fixed) {
      this.fixed = fixed;
    }

    /** The answer to one request line (without its line break). */
    String answer(String line, long number) {
      Map<String, Object> request;
      try {
        request = ProtocolJson.parseObject(line);
      } catch (BadLine e) {
        return error(null, number, e.getMessage());
      }
      Object id = request.get("id");
      try {
        if (id != null && !(id instanceof String) && !(id instanceof Long)) {
          throw new BadLine("$.id: expected a string or a whole number, not " + ProtocolJson.describe(id));
        }
        String type = string(field(request, "type", "$"), "$.type");
        if (request.containsKey("protocol") && !EngineProtocol.speaks(request.get("protocol"))) {
          throw new BadLine("$.protocol: this engine speaks protocol versions 1 and " + EngineProtocol.VERSION + ", not "
              + ProtocolJson.describe(request.get("protocol")));
        }
        switch (type) {
          case "hello":
            return ProtocolJson.write(hello(id));
          case "adjudicate":
            return adjudicate(id, request);
          default:
            throw new BadLine("$.type: expected \"hello\" or \"adjudicate\", not " + ProtocolJson.excerpt(type));
        }
      } catch (BadLine e) {
        return error(id, number, e.getMessage());
      }
    }

    private Map<String, Object> hello(Object id) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("type", "hello");
      if (id != null) {
        m.put("id", id);
      }
      m.put("engine", "dipjudge");
      String version = Serve.class.getPackage().getImplementationVersion();
      m.put("version", version == null ? "development" : version);
      m.put("protocol", (long) EngineProtocol.VERSION);
      m.put("maps", new ArrayList<Object>(GameMap.variants()));
      m.put("rules", fixed == null ? "request" : fixed.name());
      return m;
    }

    private String adjudicate(Object id, Map<String, Object> request) throws BadLine {
      String mapName = string(field(request, "map", "$"), "$.map");
      GameMap map;
      if (GameMap.variants().contains(mapName)) {
        map = GameMap.variant(mapName);
      } else if (MilaFormat.knownMap(mapName).isPresent()) {
        map = MilaFormat.knownMap(mapName).get();
      } else {
        return unsupported(id, "unknown map " + ProtocolJson.excerpt(mapName));
      }
      Rulebook rules = fixed != null ? fixed : EngineProtocol.readRules(request.get("rules"), "$.rules");
      long seed = request.containsKey("seed") ? ProtocolJson.integer(request.get("seed"), "$.seed") : 0L;
      List<Object> phases = array(field(request, "phases", "$"), "$.phases");
      if (phases.isEmpty() || phases.size() > MAX_PHASES) {
        throw new BadLine("$.phases: expected 1 to " + MAX_PHASES + " phases, not " + phases.size());
      }
      Adjudicator adj = adjudicators.computeIfAbsent(map, m -> new HashMap<>())
          .computeIfAbsent(rules, r -> Adjudicator.create(map, r));
      OrderNotation english = notations.computeIfAbsent(map, OrderNotation::english);
      List<Object> answers = new ArrayList<>();
      Position previous = null;
      for (int i = 0; i < phases.size(); i++) {
        String path = "$.phases[" + i + "]";
        Map<String, Object> ph = object(phases.get(i), path);
        Position pos;
        if (ph.containsKey("position")) {
          pos = EngineProtocol.readPosition(map, ph.get("position"), path + ".position");
        } else if (Boolean.TRUE.equals(ph.get("continue")) && previous != null) {
          pos = previous;
        } else {
          throw new BadLine(path + ": expected \"position\", or \"continue\": true after another phase");
        }
        if (pos.phase().isLast()) {
          return unsupported(id, path + ": no phase follows " + pos.phase().code());
        }
        List<Object> given = array(field(ph, "orders", path), path + ".orders");
        List<Order> orders = new ArrayList<>(given.size());
        for (int k = 0; k < given.size(); k++) {
          orders.add(order(map, english, given.get(k), path + ".orders[" + k + "]"));
        }
        Map<Power, Power> givers = new HashMap<>();
        if (ph.containsKey("orders_given_by")) {
          for (Map.Entry<String, Object> e : object(ph.get("orders_given_by"), path + ".orders_given_by").entrySet()) {
            String p = path + ".orders_given_by." + e.getKey();
            givers.put(EngineProtocol.readPower(map, e.getKey(), p), EngineProtocol.readPower(map, e.getValue(), p));
          }
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        try {
          previous = adjudicatePhase(adj, rules, pos, orders, givers, seed, answer);
        } catch (IllegalArgumentException | IllegalStateException e) {
          return unsupported(id, path + ": " + e.getMessage());
        }
        answers.add(answer);
      }
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("type", "adjudicated");
      if (id != null) {
        m.put("id", id);
      }
      m.put("phases", answers);
      return ProtocolJson.write(m);
    }

    private static Order order(GameMap map, OrderNotation english, Object v, String path) throws BadLine {
      Map<String, Object> o = object(v, path);
      Power power = EngineProtocol.readPower(map, field(o, "power", path), path + ".power");
      String text = string(field(o, "order", path), path + ".order");
      Order parsed;
      try {
        parsed = english.parse(text);
      } catch (OrderFormatException e) {
        throw new BadLine(path + ".order: " + e.getMessage());
      }
      if (parsed.power().isPresent() && parsed.power().get() != power) {
        throw new BadLine(path + ".order: the order names " + parsed.power().get().name() + ", not " + power.name());
      }
      return parsed.withPower(power);
    }

    /**
     * Adjudicates one phase into {@code answer} (its results, aligned with the orders, and the position after);
     * returns that position. An order refused for the power giving it ({@code orders_given_by}) is left out of the
     * adjudication and answered illegal, as the case runner does.
     */
    private static Position adjudicatePhase(Adjudicator adj, Rulebook rules, Position pos, List<Order> orders,
        Map<Power, Power> givers, long seed, Map<String, Object> answer) {
      OrderResult[] refused = new OrderResult[orders.size()];
      List<Order> kept = new ArrayList<>();
      if (!givers.isEmpty()) {
        OrderSheet sheet = OrderSheet.of(pos, rules);
        for (int k = 0; k < orders.size(); k++) {
          Order o = orders.get(k);
          Power giver = givers.get(o.power().orElseThrow());
          if (giver != null) {
            OrderCheck verdict = sheet.check(giver, o);
            Reason why = verdict.illegal().orElse(null);
            if (why == Reason.NO_CONTROL || why == Reason.FOREIGN_UNIT) {
              refused[k] = new OrderResult(o, why, com.google.common.collect.ImmutableList.of(), false);
              continue;
            }
          }
          kept.add(o);
        }
      } else {
        kept.addAll(orders);
      }
      List<OrderResult> results;
      Position next;
      Map<Province, ? extends List<Location>> retreats = Map.of();
      if (pos.phase().type() == PhaseType.MOVEMENT && rules.retreatsWithMovementOrders()) {
        TurnResult turn = adj.turn(pos, kept, seed);
        results = turn.results();
        next = turn.nextPosition();
        // The whole turn in one: the units its movement dislodged, and where each might have retreated.
        MovementResult mr = turn.movement();
        answer.put("dislodged", EngineProtocol.position(mr.nextPosition(), mr.retreatOptions()).get("dislodged"));
      } else {
        PhaseResult r = adj.adjudicate(pos, kept);
        if (r instanceof MovementResult) {
          retreats = ((MovementResult) r).retreatOptions();
        }
        results = r.results();
        next = r.nextPosition();
      }
      List<Object> out = new ArrayList<>();
      int at = 0;
      for (int k = 0; k < orders.size(); k++) {
        OrderResult r = refused[k] != null ? refused[k] : results.get(at++);
        Map<String, Object> rm = new LinkedHashMap<>();
        rm.put("outcome", r.outcome().name().toLowerCase(Locale.ROOT));
        rm.put("reason", r.reason().name().toLowerCase(Locale.ROOT));
        out.add(rm);
      }
      answer.put("results", out);
      answer.put("position", EngineProtocol.position(next, retreats));
      return next;
    }

    private static String unsupported(Object id, String reason) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("type", "unsupported");
      if (id != null) {
        m.put("id", id);
      }
      m.put("reason", reason);
      return ProtocolJson.write(m);
    }
  }
}
