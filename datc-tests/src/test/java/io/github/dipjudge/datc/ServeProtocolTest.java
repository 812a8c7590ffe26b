package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.datc.ProtocolJson.BadLine;
import io.github.dipjudge.fuzz.Fuzz;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.Turn;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.order.OrderFormatException;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/**
 * {@code datc serve}'s answers ({@link Serve.Engine}, what the command runs per line) against the library's own:
 * for positions and orders of random games on every shipped map, with orders for units that are not there mixed
 * in, each answer's outcomes, position and retreats are the adjudicator's. Malformed lines get an error naming
 * their line; an answer line that is not a valid answer is refused by the runner naming the JSON path.
 */
class ServeProtocolTest {
  private static final List<String> MAPS = GameMap.variants();

  @Provide
  Arbitrary<String> maps() {
    return Arbitraries.of(MAPS);
  }

  /** A request for one position of a random game on the map, with a few orders that need not be legal. */
  private static Object[] phaseOf(GameMap map, Rulebook rules, long seed, int pick) {
    Game game = RandomPlayer.play(map, rules, seed, map.firstPhase().year() + map.calendar().yearStep(), "p");
    List<Turn> turns = game.history();
    Turn turn = turns.get(Math.floorMod(pick, turns.size()));
    List<Order> orders = new ArrayList<>(turn.orders());
    SplittableRandom random = new SplittableRandom(seed ^ pick);
    OrderNotation english = OrderNotation.english(map);
    List<Location> places = map.locations();
    for (int i = 0; i < 3; i++) {
      Location a = places.get(random.nextInt(places.size()));
      Location b = places.get(random.nextInt(places.size()));
      Power p = map.powers().get(random.nextInt(map.powers().size()));
      try {
        orders.add(english.parse((random.nextBoolean() ? "A " : "F ") + a.id() + " - " + b.id()).withPower(p));
      } catch (OrderFormatException e) {
        // a fleet on a place it cannot stand: not an order the notation reads
      }
    }
    return new Object[] {turn.position(), orders};
  }

  @Property(tries = 200)
  void serveAnswersAsTheLibraryOnEveryMap(@ForAll("maps") String mapId, @ForAll @LongRange(min = 0, max = 1000) long seed,
      @ForAll @IntRange(min = 0, max = 40) int pick) throws BadLine {
    GameMap map = GameMap.variant(mapId);
    Rulebook rules = Rulebook.datc();
    Object[] phase = phaseOf(map, rules, seed, pick);
    Position position = (Position) phase[0];
    @SuppressWarnings("unchecked")
    List<Order> orders = (List<Order>) phase[1];
    Statistics.label("phase").collect(position.phase().type());
    Map<String, Object> p0 = new LinkedHashMap<>();
    p0.put("position", EngineProtocol.position(position, null));
    List<Object> given = new ArrayList<>();
    OrderNotation english = OrderNotation.english(map);
    for (Order o : orders) {
      given.add(Map.of("power", EngineProtocol.power(o.power().orElseThrow()), "order", EngineProtocol.order(o,
          english)));
    }
    p0.put("orders", given);
    Map<String, Object> request = new LinkedHashMap<>();
    request.put("type", "adjudicate");
    request.put("id", 1L);
    request.put("map", mapId);
    request.put("rules", EngineProtocol.rules(rules));
    request.put("phases", List.of(p0));
    String answer = new Serve.Engine(null).answer(ProtocolJson.write(request), 1);
    List<EngineRunner.Answered> answered;
    try {
      answered = EngineRunner.answers(map, answer, 1, List.of(orders.size()));
    } catch (EngineRunner.EngineError e) {
      throw new AssertionError(e.getMessage() + " for " + ProtocolJson.write(request), e);
    }
    PhaseResult library = Adjudicator.create(map, rules).adjudicate(position, orders);
    List<String> outcomes = new ArrayList<>();
    for (OrderResult r : library.results()) {
      outcomes.add(r.outcome().name());
    }
    List<String> served = new ArrayList<>();
    for (String w : answered.get(0).outcomes()) {
      served.add(w.equals("SUCCESS") ? "SUCCEEDED" : w.equals("FAILURE") ? "FAILED" : "ILLEGAL");
    }
    assertThat(served).isEqualTo(outcomes);
    assertThat(answered.get(0).position()).isEqualTo(library.nextPosition());
    if (library instanceof MovementResult) {
      Map<String, Object> expected = EngineProtocol.position(library.nextPosition(),
          ((MovementResult) library).retreatOptions());
      assertThat(answered.get(0).tree().get("dislodged")).isEqualTo(expected.get("dislodged"));
    }
  }

  // ------------------------------------------------------------------------------------------ fuzz

  private static final String VALID = "{\"type\":\"adjudicate\",\"id\":7,\"map\":\"standard\",\"phases\":[{\"position\":"
      + "{\"phase\":\"F1901M\",\"units\":{\"FRANCE\":[\"A PAR\",\"F BRE\"],\"GERMANY\":[\"A MUN\"]},\"centers\":"
      + "{\"FRANCE\":[\"PAR\"]},\"dislodged\":[],\"standoffs\":[]},\"orders\":[{\"power\":\"FRANCE\",\"order\":"
      + "\"A PAR - BUR\"},{\"power\":\"GERMANY\",\"order\":\"A MUN - BUR\"}]},{\"continue\":true,\"orders\":[]}]}";

  @Provide
  Arbitrary<String> brokenLines() {
    Arbitrary<String> noise = Arbitraries.strings().ofMaxLength(80);
    Arbitrary<String> mutated = Arbitraries.integers().between(0, VALID.length()).flatMap(at ->
        Arbitraries.integers().between(0, 20).flatMap(cut ->
            Arbitraries.strings().withChars("{}[]\":,0123456789 -AFaz\\\u0000\u00e9").ofMaxLength(4).map(ins ->
                VALID.substring(0, at) + ins + VALID.substring(Math.min(VALID.length(), at + cut)))));
    Arbitrary<String> deep = Arbitraries.integers().between(1, 5000).map(n -> "[".repeat(n) + "]".repeat(n));
    return Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(1, noise), net.jqwik.api.Tuple.of(8, mutated), net.jqwik.api.Tuple.of(1, deep));
  }

  @Fuzz(ci = 2_000, full = 1_000_000)
  void aMalformedRequestGetsOneLineNamingItsLine(@ForAll("brokenLines") String line,
      @ForAll @IntRange(min = 1, max = 1_000_000) int number) throws BadLine {
    String answer = new Serve.Engine(null).answer(line, number);
    assertThat(answer).doesNotContain("\n");
    Map<String, Object> m = ProtocolJson.parseObject(answer);
    String type = (String) m.get("type");
    Statistics.label("answer").collect(type);
    assertThat(type).isIn("adjudicated", "unsupported", "error");
    if (type.equals("error")) {
      assertThat(m.get("line")).isEqualTo((long) number);
      assertThat((String) m.get("message")).startsWith("line " + number + ": ");
    }
  }

  @Provide
  Arbitrary<String> brokenAnswers() {
    String valid = new Serve.Engine(null).answer(VALID, 1);
    return Arbitraries.integers().between(0, valid.length()).flatMap(at ->
        Arbitraries.integers().between(0, 30).flatMap(cut ->
            Arbitraries.strings().withChars("{}[]\":,0123456789 -ABFXYZ\\").ofMaxLength(5).map(ins ->
                valid.substring(0, at) + ins + valid.substring(Math.min(valid.length(), at + cut)))));
  }

  @Fuzz(ci = 2_000, full = 1_000_000)
  void aMalformedAnswerIsRefusedNamingWhere(@ForAll("brokenAnswers") String line) {
    try {
      List<EngineRunner.Answered> a = EngineRunner.answers(GameMap.standard(), line, 7, List.of(2, 0));
      Statistics.label("answer").collect("read");
      assertThat(a).hasSize(2);
    } catch (BadLine e) {
      Statistics.label("answer").collect("refused");
      assertThat(e.getMessage()).matches("(?s)(\\$[.\\[:]|not JSON|expected a JSON object|text after|an empty line).*");
    } catch (EngineRunner.EngineError e) {
      Statistics.label("answer").collect("unsupported or error");
    }
  }

  @Property(tries = 20)
  void aLineLongerThanTheLimitIsAnErrorAndTheNextLineIsRead(@ForAll @IntRange(min = 1, max = 3) int extra) {
    String hello = "{\"type\":\"hello\"}";
    String input = "x".repeat(Serve.MAX_LINE + extra) + "\n" + hello + "\n";
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    int code;
    try {
      code = Serve.run(new String[0], new java.io.ByteArrayInputStream(input.getBytes(
          java.nio.charset.StandardCharsets.UTF_8)), new java.io.PrintStream(out, true,
          java.nio.charset.StandardCharsets.UTF_8), System.err);
    } catch (Main.UsageException e) {
      throw new AssertionError(e);
    }
    String[] lines = out.toString(java.nio.charset.StandardCharsets.UTF_8).split("\n");
    assertThat(code).isZero();
    assertThat(lines).hasSize(2);
    assertThat(lines[0]).contains("\"line\":1", "longer than");
    assertThat(lines[1]).contains("\"type\":\"hello\"", "\"protocol\":" + EngineProtocol.VERSION);
  }

  /**
   * Each answer line, its line break included, reaches the output in one write, however long (a client waiting for
   * it wakes once): batches of 1 to 300 phases, whose answers run from about 1 KB to well past 64 KiB.
   */
  @Property(tries = 6)
  void eachAnswerLineIsOneWrite(@ForAll @IntRange(min = 1, max = 300) int phases) {
    String phase = "{\"position\":{\"phase\":\"S1901M\",\"units\":{\"FRANCE\":[\"A PAR\",\"F BRE\"],\"GERMANY\":"
        + "[\"A MUN\"]},\"centers\":{}},\"orders\":[{\"power\":\"FRANCE\",\"order\":\"A PAR - BUR\"},"
        + "{\"power\":\"GERMANY\",\"order\":\"A MUN - BUR\"}]}";
    String batch = "{\"type\":\"adjudicate\",\"id\":1,\"map\":\"standard\",\"phases\":["
        + String.join(",", java.util.Collections.nCopies(phases, phase)) + "]}";
    String input = "{\"type\":\"hello\"}\n" + batch + "\n" + batch + "\n";
    List<byte[]> writes = new ArrayList<>();
    java.io.OutputStream counting = new java.io.OutputStream() {
      @Override
      public void write(int b) {
        writes.add(new byte[] {(byte) b});
      }

      @Override
      public void write(byte[] b, int off, int len) {
        writes.add(java.util.Arrays.copyOfRange(b, off, off + len));
      }
    };
    int code;
    try {
      code = Serve.run(new String[0], new java.io.ByteArrayInputStream(input.getBytes(
          java.nio.charset.StandardCharsets.UTF_8)), new java.io.PrintStream(counting, false,
          java.nio.charset.StandardCharsets.UTF_8), System.err);
    } catch (Main.UsageException e) {
      throw new AssertionError(e);
    }
    assertThat(code).isZero();
    assertThat(writes).hasSize(3);
    for (byte[] w : writes) {
      String line = new String(w, java.nio.charset.StandardCharsets.UTF_8);
      assertThat(line).endsWith("}\n").doesNotContain("\"type\":\"error\"");
      assertThat(line.indexOf('\n')).isEqualTo(line.length() - 1);
    }
    assertThat(writes.get(2).length).isGreaterThan(phases * 200);
  }

  @Property(tries = 1)
  void powersAndPlacesAreWrittenAsMilaWritesThem() throws BadLine {
    GameMap map = GameMap.standard();
    String line = ProtocolJson.write(EngineProtocol.position(Position.initial(map), null));
    assertThat(line).contains("\"FRANCE\":[", "\"A PAR\"", "\"RUSSIA\":[", "\"F STP/SC\"", "\"phase\":\"S1901M\"",
        "\"centers\":{\"AUSTRIA\":[");
    assertThat(EngineProtocol.readPosition(map, ProtocolJson.parseObject(line), "$"))
        .isEqualTo(Position.initial(map));
  }
}
