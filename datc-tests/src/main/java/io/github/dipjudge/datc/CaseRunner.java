package io.github.dipjudge.datc;

import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.adjudicate.TurnResult;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Outcome;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.map.UnknownNameException;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.order.OrderParseException;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Runs one {@link DatcCase}: builds the position, adjudicates, compares with the expectations. */
final class CaseRunner {
  /** The verdict on one case: passed, or failed with what differed. */
  record Verdict(String id, boolean passed, String message) {}

  private final GameMap map;
  private final OrderNotation notation;
  private final OrderNotation simplified;
  private final OrderNotation traditional;
  private final Rulebook defaultRules;

  CaseRunner(GameMap map, Rulebook defaultRules) {
    this.map = map;
    this.notation = OrderNotation.english(map);
    this.simplified = OrderNotation.simplifiedChinese(map);
    this.traditional = OrderNotation.traditionalChinese(map);
    this.defaultRules = defaultRules;
  }

  /** A problem with the case itself (not with the adjudication), naming its line. */
  static final class BadCase extends Exception {
    private static final long serialVersionUID = 1L;

    BadCase(DatcCase c, int line, String text, String message) {
      super(c.source + ":" + line + ": " + message + (text == null ? "" : " [" + text + "]"));
    }
  }

  Verdict run(DatcCase c) {
    if (c.broken != null) {
      return new Verdict(c.id, false, "cannot read case: " + c.broken);
    }
    try {
      List<String> diffs = check(c);
      return new Verdict(c.id, diffs.isEmpty(), String.join("; ", diffs));
    } catch (BadCase e) {
      return new Verdict(c.id, false, "cannot read case: " + e.getMessage());
    } catch (RuntimeException e) {
      return new Verdict(c.id, false, "adjudication threw " + e);
    }
  }

  // ---------------------------------------------------------------------------------------------- set-up

  Rulebook rulebook(DatcCase c) throws BadCase {
    if (c.rules == null) {
      return defaultRules;
    }
    String[] parts = c.rules.trim().split("\\s+");
    Rulebook rb;
    try {
      rb = Rulebook.preset(parts[0]);
      for (int i = 1; i < parts.length; i++) {
        String[] kv = parts[i].split("=", 2);
        if (kv.length != 2) {
          throw new BadCase(c, c.rulesLine, parts[i], "expected <DATC issue>=<OPTION>");
        }
        rb = rb.with(kv[0], kv[1]);
      }
    } catch (IllegalArgumentException e) {
      throw new BadCase(c, c.rulesLine, c.rules, e.getMessage());
    }
    return rb;
  }

  private static final Pattern PHASE =
      Pattern.compile("(?i)(spring|fall|autumn|winter)\\s+(\\d+)\\s*,?\\s*(movement|retreat|retreats|adjustment|adjustments|build|builds)");

  Phase phase(DatcCase c) throws BadCase {
    if (c.phase == null) {
      return Phase.springMovement(1901);
    }
    Matcher m = PHASE.matcher(c.phase.trim());
    if (!m.matches()) {
      throw new BadCase(c, c.phaseLine, c.phase, "expected a phase such as \"Spring 1901, Movement\"");
    }
    String season = m.group(1).toLowerCase(Locale.ROOT);
    int year = Integer.parseInt(m.group(2));
    String type = m.group(3).toLowerCase(Locale.ROOT);
    if (type.startsWith("adjust") || type.startsWith("build") || season.equals("winter")) {
      return Phase.adjustment(year);
    }
    Season s = season.equals("spring") ? Season.SPRING : Season.FALL;
    return new Phase(year, s, type.startsWith("retreat") ? PhaseType.RETREAT : PhaseType.MOVEMENT);
  }

  private static final Pattern UNIT = Pattern.compile("(?:(.+?)\\s*:\\s*)?([AaFf])\\s+(.+)");

  /** A unit line: {@code England: F North Sea}. */
  Unit unit(DatcCase c, DatcCase.Line l) throws BadCase {
    Matcher m = UNIT.matcher(l.text());
    if (!m.matches() || m.group(1) == null) {
      throw new BadCase(c, l.number(), l.text(), "expected a unit such as \"England: F North Sea\"");
    }
    Power power;
    try {
      power = map.power(m.group(1));
    } catch (UnknownNameException e) {
      throw new BadCase(c, l.number(), l.text(), e.getMessage());
    }
    UnitType type = UnitType.ofLetter(m.group(2).charAt(0));
    Location loc;
    try {
      loc = map.location(m.group(3));
    } catch (UnknownNameException e) {
      throw new BadCase(c, l.number(), l.text(), e.getMessage());
    }
    if (type == UnitType.ARMY && loc.isCoast()) {
      loc = loc.province().location();
    }
    if (!loc.admits(type)) {
      throw new BadCase(c, l.number(), l.text(), (type == UnitType.ARMY ? "an army" : "a fleet")
          + " cannot stand on " + loc.id() + (loc.province().hasSplitCoasts() ? " (name the coast)" : ""));
    }
    return Unit.of(power, type, loc);
  }

  /** An ownership line written like a unit: {@code Russia: A war} means Russia owns Warsaw. */
  private Map.Entry<Province, Power> owner(DatcCase c, DatcCase.Line l) throws BadCase {
    Matcher m = UNIT.matcher(l.text());
    String power;
    String place;
    if (m.matches() && m.group(1) != null) {
      power = m.group(1);
      place = m.group(3);
    } else {
      String[] kv = l.text().split(":", 2);
      if (kv.length != 2) {
        throw new BadCase(c, l.number(), l.text(), "expected an owned centre such as \"Russia: A war\"");
      }
      power = kv[0];
      place = kv[1].trim();
    }
    try {
      Province p = map.placeName(place).province();
      if (!p.isSupplyCentre()) {
        throw new BadCase(c, l.number(), l.text(), p.name() + " is no supply centre");
      }
      return Map.entry(p, map.power(power));
    } catch (UnknownNameException e) {
      throw new BadCase(c, l.number(), l.text(), e.getMessage());
    }
  }

  Position position(DatcCase c, Phase phase) throws BadCase {
    Position.Builder b = Position.builder(map).phase(phase);
    for (DatcCase.Line l : c.lines(DatcCase.Section.PRESTATE)) {
      Unit u = unit(c, l);
      try {
        b.unit(u);
      } catch (IllegalArgumentException e) {
        throw new BadCase(c, l.number(), l.text(), e.getMessage());
      }
    }
    if (c.has(DatcCase.Section.PRESTATE_SUPPLYCENTER_OWNERS)) {
      for (DatcCase.Line l : c.lines(DatcCase.Section.PRESTATE_SUPPLYCENTER_OWNERS)) {
        Map.Entry<Province, Power> e = owner(c, l);
        b.owner(e.getKey(), e.getValue());
      }
    } else {
      for (Power p : map.powers()) {
        for (Province h : p.homeCentres()) {
          b.owner(h, p);
        }
      }
    }
    return b.build();
  }

  List<Order> orders(DatcCase c, DatcCase.Section s) throws BadCase {
    List<Order> out = new ArrayList<>();
    for (DatcCase.Line l : c.lines(s)) {
      out.add(order(c, l, l.text()));
    }
    return out;
  }

  private Order order(DatcCase c, DatcCase.Line l, String text) throws BadCase {
    try {
      Order o = parseAnyLanguage(text);
      if (o.power().isEmpty()) {
        throw new BadCase(c, l.number(), l.text(), "an order in a case file starts with its power (\"England: ...\")");
      }
      return o;
    } catch (OrderParseException e) {
      throw new BadCase(c, l.number(), l.text(), e.getMessage());
    }
  }

  /**
   * Reads an order in English or, failing that, in simplified or traditional Chinese (as seeds 000 and 002 write
   * them). The error reported is that of English for Latin text and that of Chinese for text with CJK characters.
   */
  private Order parseAnyLanguage(String text) {
    try {
      return notation.parse(text);
    } catch (OrderParseException english) {
      if (!text.codePoints().anyMatch(cp -> Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN)) {
        throw english;
      }
      try {
        return simplified.parse(text);
      } catch (OrderParseException zhHans) {
        try {
          return traditional.parse(text);
        } catch (OrderParseException zhHant) {
          throw zhHans;
        }
      }
    }
  }

  // ---------------------------------------------------------------------------------------------- checking

  private List<String> check(DatcCase c) throws BadCase {
    Rulebook rules = rulebook(c);
    Phase phase = phase(c);
    Position start = position(c, phase);
    Adjudicator adj = Adjudicator.create(map, rules);
    List<String> diffs = new ArrayList<>();
    List<Order> allOrders = new ArrayList<>();
    List<OrderResult> results = new ArrayList<>();
    Position after;
    MovementResult mr = null;
    RetreatResult rr = null;
    if (phase.type() == PhaseType.MOVEMENT && rules.retreatsWithMovementOrders()) {
      // House rules: the whole turn in one call.
      List<Order> orders = orders(c, DatcCase.Section.ORDERS);
      long seed = c.seed == null ? 0L : Long.parseLong(c.seed);
      TurnResult turn = adj.turn(start, orders, seed);
      mr = turn.movement();
      rr = turn.retreat();
      allOrders.addAll(orders);
      results.addAll(turn.results());
      after = turn.nextPosition();
    } else if (phase.type() == PhaseType.MOVEMENT) {
      List<Order> orders = orders(c, DatcCase.Section.ORDERS);
      mr = adj.movement(start, orders);
      allOrders.addAll(orders);
      results.addAll(mr.results());
      after = mr.nextPosition();
      if (c.has(DatcCase.Section.RETREAT_ORDERS)) {
        List<Order> retreats = orders(c, DatcCase.Section.RETREAT_ORDERS);
        rr = adj.retreat(after, retreats);
        allOrders.addAll(retreats);
        results.addAll(rr.results());
        after = rr.nextPosition();
      }
    } else if (phase.type() == PhaseType.RETREAT) {
      Position withDislodged = retreatPosition(c, start);
      List<Order> orders = orders(c, DatcCase.Section.ORDERS);
      rr = adj.retreat(withDislodged, orders);
      allOrders.addAll(orders);
      results.addAll(rr.results());
      after = rr.nextPosition();
    } else {
      List<Order> orders = orders(c, DatcCase.Section.ORDERS);
      AdjustmentResult ar = adj.adjustment(start, orders);
      allOrders.addAll(orders);
      results.addAll(ar.results());
      after = ar.nextPosition();
    }
    // Units after the phase.
    TreeSet<String> expected = new TreeSet<>();
    if (c.poststateSame) {
      start.units().forEach(u -> expected.add(key(u)));
    } else {
      for (DatcCase.Line l : c.lines(DatcCase.Section.POSTSTATE)) {
        expected.add(key(unit(c, l)));
      }
    }
    TreeSet<String> actual = new TreeSet<>();
    after.units().forEach(u -> actual.add(key(u)));
    compareSets("POSTSTATE", expected, actual, diffs);
    // Dislodged units that can retreat.
    TreeSet<String> expDis = new TreeSet<>();
    for (DatcCase.Line l : c.lines(DatcCase.Section.POSTSTATE_DISLODGED)) {
      expDis.add(key(unit(c, l)));
    }
    TreeSet<String> actDis = new TreeSet<>();
    if (mr != null && rr == null) {
      for (DislodgedUnit d : after.dislodged()) {
        if (!mr.retreatOptions().get(d.unit().province()).isEmpty()) {
          actDis.add(key(d.unit()));
        }
      }
    }
    compareSets("POSTSTATE_DISLODGED", expDis, actDis, diffs);
    compareResults(c, allOrders, results, diffs);
    if (c.has(DatcCase.Section.RETREAT_OPTIONS)) {
      if (mr == null) {
        throw new BadCase(c, c.lines(DatcCase.Section.RETREAT_OPTIONS).get(0).number(), null,
            "RETREAT_OPTIONS needs a movement-phase case");
      }
      compareRetreatOptions(c, mr, diffs);
    }
    if (c.has(DatcCase.Section.POSTSTATE_SUPPLYCENTER_OWNERS)) {
      TreeSet<String> expOwners = new TreeSet<>();
      for (DatcCase.Line l : c.lines(DatcCase.Section.POSTSTATE_SUPPLYCENTER_OWNERS)) {
        Map.Entry<Province, Power> e = owner(c, l);
        expOwners.add(e.getValue().name() + " " + e.getKey().id());
      }
      TreeSet<String> actOwners = new TreeSet<>();
      after.owners().forEach((prov, pw) -> actOwners.add(pw.name() + " " + prov.id()));
      compareSets("POSTSTATE_SUPPLYCENTER_OWNERS", expOwners, actOwners, diffs);
    }
    return diffs;
  }

  /**
   * The position of a retreat-phase case: PRESTATE_DISLODGED gives the dislodged units; PRESTATE_RESULTS the moves
   * of the movement phase before, from which each dislodged unit's attacker origin (and whether it came by convoy)
   * and the standoffs are derived: a province is left by a standoff when it is empty and two or more moves into it
   * failed.
   */
  private Position retreatPosition(DatcCase c, Position start) throws BadCase {
    Position.Builder b = start.toBuilder();
    List<Move> succeeded = new ArrayList<>();
    Map<Province, Integer> failedInto = new LinkedHashMap<>();
    for (DatcCase.Line l : c.lines(DatcCase.Section.PRESTATE_RESULTS)) {
      String[] kv = l.text().split(":", 2);
      String word = kv[0].trim().toUpperCase(Locale.ROOT);
      if (kv.length != 2 || !(word.equals("SUCCESS") || word.equals("FAILURE"))) {
        throw new BadCase(c, l.number(), l.text(), "expected SUCCESS: or FAILURE: and an order");
      }
      Order o = order(c, l, kv[1].trim());
      if (!(o instanceof Move)) {
        continue;
      }
      Move m = (Move) o;
      if (word.equals("SUCCESS")) {
        succeeded.add(m);
      } else {
        failedInto.merge(m.destination().province(), 1, Integer::sum);
      }
    }
    for (DatcCase.Line l : c.lines(DatcCase.Section.PRESTATE_DISLODGED)) {
      Unit u = unit(c, l);
      Move attacker = null;
      for (Move m : succeeded) {
        if (m.destination().province() == u.province()) {
          attacker = m;
        }
      }
      if (attacker == null) {
        throw new BadCase(c, l.number(), l.text(), "no successful move into " + u.province().name()
            + " in PRESTATE_RESULTS, so the attacker's origin is unknown");
      }
      Province origin = attacker.location().province();
      boolean byConvoy = attacker.viaConvoy()
          || !map.isAdjacent(origin.location(), u.province().location(), UnitType.ARMY)
              && attacker.unitType().orElse(UnitType.ARMY) == UnitType.ARMY;
      try {
        b.dislodged(new DislodgedUnit(u, origin, byConvoy));
      } catch (IllegalArgumentException e) {
        throw new BadCase(c, l.number(), l.text(), e.getMessage());
      }
    }
    for (Map.Entry<Province, Integer> e : failedInto.entrySet()) {
      if (e.getValue() >= 2 && start.unitAt(e.getKey()).isEmpty()) {
        b.standoff(e.getKey());
      }
    }
    return b.build();
  }

  private static String key(Unit u) {
    return u.power().name() + " " + u.type().letter() + " " + u.location().id();
  }

  private static void compareSets(String what, TreeSet<String> expected, TreeSet<String> actual, List<String> diffs) {
    TreeSet<String> missing = new TreeSet<>(expected);
    missing.removeAll(actual);
    TreeSet<String> extra = new TreeSet<>(actual);
    extra.removeAll(expected);
    if (!missing.isEmpty() || !extra.isEmpty()) {
      StringBuilder sb = new StringBuilder(what).append(":");
      if (!missing.isEmpty()) {
        sb.append(" expected but missing ").append(missing);
      }
      if (!extra.isEmpty()) {
        sb.append(" not expected ").append(extra);
      }
      diffs.add(sb.toString());
    }
  }

  private void compareResults(DatcCase c, List<Order> orders, List<OrderResult> results, List<String> diffs)
      throws BadCase {
    boolean[] used = new boolean[orders.size()];
    for (DatcCase.Line l : c.lines(DatcCase.Section.RESULTS)) {
      String[] kv = l.text().split(":", 2);
      String word = kv[0].trim().toUpperCase(Locale.ROOT);
      if (kv.length != 2 || !(word.equals("SUCCESS") || word.equals("FAILURE") || word.equals("ILLEGAL"))) {
        throw new BadCase(c, l.number(), l.text(), "expected SUCCESS:, FAILURE: or ILLEGAL: and an order");
      }
      Order o = order(c, l, kv[1].trim());
      int found = -1;
      for (int i = 0; i < orders.size(); i++) {
        if (!used[i] && orders.get(i).equals(o)) {
          found = i;
          break;
        }
      }
      if (found < 0) {
        throw new BadCase(c, l.number(), l.text(), "this order is not among the case's orders");
      }
      used[found] = true;
      OrderResult r = results.get(found);
      String actual = r.outcome() == Outcome.SUCCEEDED ? "SUCCESS" : r.outcome() == Outcome.FAILED ? "FAILURE" : "ILLEGAL";
      if (!actual.equals(word)) {
        diffs.add("RESULTS: " + notation.print(o) + " expected " + word + ", was " + actual + " (" + r.reason()
            + (r.by().isEmpty() ? "" : " by " + r.by()) + ")");
      }
    }
  }

  private void compareRetreatOptions(DatcCase c, MovementResult mr, List<String> diffs) throws BadCase {
    if (!c.has(DatcCase.Section.RETREAT_OPTIONS)) {
      return;
    }
    Map<String, TreeSet<String>> expected = new LinkedHashMap<>();
    for (DatcCase.Line l : c.lines(DatcCase.Section.RETREAT_OPTIONS)) {
      String[] kv = l.text().split("=>", 2);
      if (kv.length != 2) {
        throw new BadCase(c, l.number(), l.text(), "expected \"<unit> => <provinces>\" or \"<unit> => none\"");
      }
      Unit u = unit(c, new DatcCase.Line(l.number(), kv[0].trim()));
      TreeSet<String> opts = new TreeSet<>();
      String list = kv[1].trim();
      if (!list.equalsIgnoreCase("none")) {
        for (String s : list.split(",")) {
          try {
            Location loc = map.location(s.trim());
            if (u.type() == UnitType.ARMY) {
              loc = loc.province().location();
            }
            opts.add(loc.id());
          } catch (UnknownNameException e) {
            throw new BadCase(c, l.number(), l.text(), e.getMessage());
          }
        }
      }
      expected.put(key(u), opts);
    }
    Map<String, TreeSet<String>> actual = new LinkedHashMap<>();
    for (DislodgedUnit d : mr.dislodged()) {
      TreeSet<String> opts = new TreeSet<>();
      mr.retreatOptions().get(d.unit().province()).forEach(l -> opts.add(l.id()));
      actual.put(key(d.unit()), opts);
    }
    if (!expected.equals(actual)) {
      diffs.add("RETREAT_OPTIONS: expected " + expected + ", was " + actual);
    }
  }
}
