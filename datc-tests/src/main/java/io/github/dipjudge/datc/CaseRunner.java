package io.github.dipjudge.datc;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Outcome;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.adjudicate.TurnResult;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.OrderCheck;
import io.github.dipjudge.game.OrderSheet;
import io.github.dipjudge.map.Calendar;
import io.github.dipjudge.map.FirstPhase;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.map.UnknownNameException;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.order.OrderFormatException;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs one {@link DatcCase}: builds the position, adjudicates, compares with the expectations. Names are read on the
 * case's map; without {@code PRESTATE_SETPHASE} a case is in the map's first phase (Spring 1901 on the standard map,
 * Winter 1900 on {@code chaos}), and without {@code PRESTATE_SUPPLYCENTER_OWNERS} each power owns the centres it
 * owns at the start ({@link io.github.dipjudge.map.Power#initialCentres()}: its home centres unless the map says
 * otherwise).
 *
 * <p>From Java: {@link #create(GameMap, Rulebook)}, then {@link #runCases(String, String)} on the text of a case
 * file (the jDip/godip DATC format with this library's extensions, datc-tests/README.md), as {@code datc run}
 * does. A runner keeps state between cases and is not thread-safe: use one per thread. Methods throw
 * {@link NullPointerException} for null arguments.
 */
public final class CaseRunner {
  /**
   * The verdict on one case: passed, or failed with what differed; {@code unreadable} when the case's text cannot
   * be read (an input error, {@code message} naming the file, line and text). Immutable.
   *
   * @param id the case's id ({@code 6.A.1})
   * @param passed whether the adjudication gave every result and position the case expects
   * @param unreadable whether the case could not be read (then it did not pass)
   * @param message what differed, or why the case could not be read; when it passed, empty or a note on how it was
   *     judged (outcomes an engine did not know)
   * @param warnings the lines read leniently, each with its file and line (datc-tests/README.md, "What the reader
   *     tolerates"); an unmodifiable list
   */
  public record Verdict(String id, boolean passed, boolean unreadable, String message, List<String> warnings) {
    /**
     * A verdict; the warnings are copied.
     *
     * @param id the case's id
     * @param passed whether the case passed
     * @param unreadable whether the case could not be read
     * @param message what differed, or why the case could not be read; when it passed, empty or a note on how it was
   *     judged (outcomes an engine did not know)
     * @param warnings the lines read leniently
     * @throws NullPointerException if an argument or a warning is null
     */
    public Verdict {
      Objects.requireNonNull(id, "id");
      Objects.requireNonNull(message, "message");
      warnings = List.copyOf(warnings);
    }
  }

  /**
   * What a case's adjudication saw, for pictures ({@link Pictures}): the position of its first phase (with the
   * dislodged units of a retreat case), that phase's orders and result, the retreat phase that a movement case's
   * RETREAT_ORDERS add (its position, orders and result; null without), the position after the case and the units
   * the case expects there.
   */
  record Trace(Position before, List<Order> orders, PhaseResult result, Position retreatBefore,
      List<Order> retreatOrders, PhaseResult retreat, Position after, List<Unit> expected) {}

  /** Receives each adjudicated case's trace when set (datc draw, datc run --report); null otherwise. */
  java.util.function.BiConsumer<DatcCase, Trace> tracer;

  private final GameMap map;
  private final OrderNotation notation;
  private final OrderNotation simplified;
  private final OrderNotation traditional;
  private final Rulebook defaultRules;
  /** The warnings of the case being run. */
  private final List<String> warnings = new ArrayList<>();
  /** The runners of the cases on other maps, made on first use. */
  private final Map<GameMap, CaseRunner> others = new HashMap<>();

  /**
   * A runner for cases on the given map (a case file may name another shipped map with {@code VARIANT_ALL}), under
   * the given rulebook where a case has no {@code RULES} line.
   *
   * @param map the map of the cases that name none
   * @param defaultRules the rulebook of the cases without a {@code RULES} line
   * @return a new runner
   * @throws NullPointerException if an argument is null
   */
  public static CaseRunner create(GameMap map, Rulebook defaultRules) {
    return new CaseRunner(Objects.requireNonNull(map, "map"),
        Objects.requireNonNull(defaultRules, "defaultRules"));
  }

  /**
   * Reads the text of a case file, leniently as {@code datc run} does, and runs each of its cases in file order.
   * A case that cannot be read is an {@linkplain Verdict#unreadable() unreadable} verdict; two cases of one id both
   * run, each reported by its id and line, with a warning; a file that cannot be read as a whole (a {@code VARIANT_ALL} line that names no map, or two
   * that name different maps) throws.
   *
   * @param source the file's name, for messages
   * @param text the file's text
   * @return one verdict per case, in file order
   * @throws CaseFormatException if the file cannot be read as a whole; the message names the source, the line and
   *     the offending text
   * @throws NullPointerException if an argument is null
   */
  public List<Verdict> runCases(String source, String text) throws CaseFormatException {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(text, "text");
    List<Verdict> out = new ArrayList<>();
    for (DatcCase c : CaseFileReader.readLenient(source, text, CaseMaps.withUserMap(map))) {
      out.add(run(c));
    }
    return List.copyOf(out);
  }

  CaseRunner(GameMap map, Rulebook defaultRules) {
    this.map = map;
    this.notation = OrderNotation.english(map);
    this.simplified = OrderNotation.simplifiedChinese(map);
    this.traditional = OrderNotation.traditionalChinese(map);
    this.defaultRules = defaultRules;
  }

  /** A problem with the case itself (not with the adjudication), naming its line. */
  static final class BadCaseException extends Exception {
    private static final long serialVersionUID = 1L;

    BadCaseException(DatcCase c, int line, String text, String message) {
      super(c.source + ":" + line + ": " + message + (text == null ? "" : " [" + text + "]"));
    }
  }

  /**
   * Runs a case on its map ({@link DatcCase#map}, set from its file's {@code VARIANT_ALL}; this runner's map when
   * none is set), under its rulebook or this runner's default.
   */
  Verdict run(DatcCase c) {
    if (c.map != null && c.map != map) {
      CaseRunner other = others.computeIfAbsent(c.map, m -> new CaseRunner(m, defaultRules));
      other.tracer = tracer; // the pictures of a variant case too
      return other.run(c);
    }
    warnings.clear();
    if (c.broken != null) {
      return new Verdict(c.reportedId(), false, true, "cannot read case: " + c.broken, List.of());
    }
    if (c.repeatedId != null) {
      warnings.add(c.repeatedId);
    }
    String id = c.reportedId();
    try {
      List<String> diffs = check(c);
      return new Verdict(id, diffs.isEmpty(), false, String.join("; ", diffs), List.copyOf(warnings));
    } catch (BadCaseException e) {
      return new Verdict(id, false, true, "cannot read case: " + e.getMessage(), List.copyOf(warnings));
    } catch (RuntimeException e) {
      return new Verdict(id, false, false, "adjudication threw " + e, List.copyOf(warnings));
    }
  }

  private void warn(DatcCase c, DatcCase.Line l, String message) {
    warnings.add(c.source + ":" + l.number() + ": " + message + " [" + l.text() + "]");
  }

  // ---------------------------------------------------------------------------------------------- set-up

  Rulebook rulebook(DatcCase c) throws BadCaseException {
    if (c.rules == null) {
      return defaultRules;
    }
    String[] parts = c.rules.trim().split("\\s+");
    Rulebook rb;
    Set<String> issues = new HashSet<>();
    try {
      rb = Rulebook.preset(parts[0]);
      for (int i = 1; i < parts.length; i++) {
        String[] kv = parts[i].split("=", 2);
        if (kv.length != 2) {
          throw new BadCaseException(c, c.rulesLine, parts[i], "expected <DATC issue>=<OPTION>");
        }
        if (!issues.add(kv[0])) {
          throw new BadCaseException(c, c.rulesLine, c.rules, "DATC " + kv[0] + " is given twice");
        }
        rb = rb.with(kv[0], kv[1]);
      }
    } catch (IllegalArgumentException e) {
      throw new BadCaseException(c, c.rulesLine, c.rules, e.getMessage());
    }
    return rb;
  }

  private static final Pattern PHASE =
      // Possessive quantifiers: a line of many spaces must not make the matcher backtrack quadratically.
      Pattern.compile("(?i)(spring|fall|autumn|winter)\\s++(\\d++)\\s*+,?\\s*+(movement|retreat|retreats|adjustment|adjustments|build|builds)");

  /** A phase on a map with another calendar: a season's label ({@code A.D.}), the year and the kind. */
  private static final Pattern CALENDAR_PHASE =
      Pattern.compile("(?i)([a-z][a-z0-9.]{0,19}+)\\s++(\\d++)\\s*+,?\\s*+(movement|retreat|retreats|adjustment|adjustments|build|builds)");

  Phase phase(DatcCase c) throws BadCaseException {
    if (c.phase == null) {
      return Position.initial(map).phase();
    }
    return phase(c, c.phase, c.phaseLine);
  }

  /** A phase as a case writes it, on the case's map's calendar. */
  Phase phase(DatcCase c, String text, int line) throws BadCaseException {
    if (!map.calendar().isStandard()) {
      return calendarPhase(c, text, line);
    }
    Matcher m = PHASE.matcher(text.trim());
    if (!m.matches()) {
      throw new BadCaseException(c, line, text, "expected a phase such as \"Spring 1901, Movement\"");
    }
    String season = m.group(1).toLowerCase(Locale.ROOT);
    int year;
    try {
      year = Integer.parseInt(m.group(2));
    } catch (NumberFormatException e) {
      throw new BadCaseException(c, c.phaseLine, c.phase, "the year " + m.group(2) + " is out of range");
    }
    String type = m.group(3).toLowerCase(Locale.ROOT);
    try {
      if (type.startsWith("adjust") || type.startsWith("build") || season.equals("winter")) {
        return Phase.adjustment(year);
      }
      Season s = season.equals("spring") ? Season.SPRING : Season.FALL;
      return new Phase(year, s, type.startsWith("retreat") ? PhaseType.RETREAT : PhaseType.MOVEMENT);
    } catch (IllegalArgumentException e) {
      throw new BadCaseException(c, line, text, e.getMessage());
    }
  }

  /** A phase written with a season of the map's calendar: {@code A.D. 1430, Adjustment} on hundred. */
  private Phase calendarPhase(DatcCase c, String text, int line) throws BadCaseException {
    Calendar cal = map.calendar();
    Matcher m = CALENDAR_PHASE.matcher(text.trim());
    if (!m.matches() || m.group(2).length() > 4) {
      throw new BadCaseException(c, line, text, "expected a phase of map " + map.id() + "'s calendar (" + cal + "), such as \""
          + cal.label(FirstPhase.Season.SPRING) + " " + map.firstPhase().year() + ", Movement\"");
    }
    String type = m.group(3).toLowerCase(Locale.ROOT);
    boolean adjustment = type.startsWith("adjust") || type.startsWith("build");
    Optional<FirstPhase.Season> slot = cal.slot(m.group(1), adjustment);
    if (slot.isEmpty()) {
      throw new BadCaseException(c, line, text, "map " + map.id() + "'s calendar (" + cal + ") has no season " + m.group(1)
          + " with " + (adjustment ? "adjustments" : "movement"));
    }
    try {
      return new Phase(Integer.parseInt(m.group(2)), Season.values()[slot.get().ordinal()], adjustment
          ? PhaseType.ADJUSTMENT : type.startsWith("retreat") ? PhaseType.RETREAT : PhaseType.MOVEMENT, cal);
    } catch (IllegalArgumentException e) {
      throw new BadCaseException(c, line, text, e.getMessage());
    }
  }

  /** The judge's seed of a case (0 without a SEED line). */
  static long seed(DatcCase c) throws BadCaseException {
    if (c.seed == null) {
      return 0L;
    }
    try {
      return Long.parseLong(c.seed);
    } catch (NumberFormatException e) {
      throw new BadCaseException(c, c.seedLine, "SEED " + c.seed, "the seed is out of range (a 64-bit whole number)");
    }
  }

  /** A unit as a line writes it: the power's name, the unit letter and the place, each as written. */
  private record UnitText(String power, char letter, String place) {}

  /**
   * Splits a unit line: {@code England: F North Sea}, or, as jDip's files sometimes write it, without the colon
   * ({@code Italy F gol}: a power's name of up to three words, then a lone A or F). Null when the line is neither.
   * Linear in the line.
   */
  private UnitText unitText(String text) {
    String power;
    String rest;
    int colon = text.indexOf(':');
    if (colon >= 0) {
      power = text.substring(0, colon).trim();
      rest = text.substring(colon + 1).trim();
    } else {
      power = null;
      rest = null;
      // The ends of the first four words: a power's name has at most three, then comes the unit letter.
      int[] starts = new int[4];
      int[] ends = new int[4];
      int words = 0;
      int i = 0;
      while (words < 4 && i < text.length()) {
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
          i++;
        }
        int s = i;
        while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
          i++;
        }
        if (i > s) {
          starts[words] = s;
          ends[words] = i;
          words++;
        }
      }
      for (int k = 1; k < words && power == null; k++) {
        char u = text.charAt(starts[k]);
        if (ends[k] - starts[k] == 1 && "AaFf".indexOf(u) >= 0
            && map.findPower(text.substring(starts[0], ends[k - 1])).isPresent()) {
          power = text.substring(starts[0], ends[k - 1]);
          rest = text.substring(starts[k]).trim();
        }
      }
      if (power == null) {
        return null;
      }
    }
    if (power.isEmpty() || rest.length() < 3 || "AaFf".indexOf(rest.charAt(0)) < 0
        || !Character.isWhitespace(rest.charAt(1))) {
      return null;
    }
    return new UnitText(power, rest.charAt(0), rest.substring(2).trim());
  }

  /** A unit line: {@code England: F North Sea} (also {@code Italy F gol}, and a unique first word of a name). */
  Unit unit(DatcCase c, DatcCase.Line l) throws BadCaseException {
    UnitText t = unitText(l.text());
    if (t == null) {
      throw new BadCaseException(c, l.number(), l.text(), "expected a unit such as \"England: F North Sea\"");
    }
    Power power;
    try {
      power = map.power(t.power());
    } catch (UnknownNameException e) {
      throw new BadCaseException(c, l.number(), l.text(), e.getMessage());
    }
    UnitType type = UnitType.ofLetter(t.letter());
    Location loc = place(c, l, t.place());
    if (type == UnitType.ARMY && loc.isCoast()) {
      loc = loc.province().location();
    }
    if (!loc.admits(type)) {
      throw new BadCaseException(c, l.number(), l.text(), (type == UnitType.ARMY ? "an army" : "a fleet")
          + " cannot stand on " + loc.id() + (loc.province().hasSplitCoasts() ? " (name the coast)" : ""));
    }
    return Unit.of(power, type, loc);
  }

  /**
   * A place in a unit, ownership or retreat-options line: a location, or else the first whole words of exactly one
   * province's name ({@code Norwegian}), read with a warning.
   */
  private Location place(DatcCase c, DatcCase.Line l, String text) throws BadCaseException {
    try {
      return map.location(text);
    } catch (UnknownNameException e) {
      Optional<Province> p = map.findProvinceByFirstWords(text);
      if (p.isPresent()) {
        warn(c, l, "read \"" + text + "\" as " + p.get().name() + ", the only province whose name begins so");
        return p.get().location();
      }
      throw new BadCaseException(c, l.number(), l.text(), e.getMessage());
    }
  }

  /** An ownership line written like a unit: {@code Russia: A war} means Russia owns Warsaw. */
  Map.Entry<Province, Power> owner(DatcCase c, DatcCase.Line l) throws BadCaseException {
    UnitText t = unitText(l.text());
    String power;
    String place;
    if (t != null) {
      power = t.power();
      place = t.place();
    } else {
      String[] kv = l.text().split(":", 2);
      if (kv.length != 2) {
        throw new BadCaseException(c, l.number(), l.text(), "expected an owned centre such as \"Russia: A war\"");
      }
      power = kv[0];
      place = kv[1].trim();
    }
    Province p = place(c, l, place).province();
    if (!p.isSupplyCentre()) {
      throw new BadCaseException(c, l.number(), l.text(), p.name() + " is no supply centre");
    }
    try {
      return Map.entry(p, map.power(power.trim()));
    } catch (UnknownNameException e) {
      throw new BadCaseException(c, l.number(), l.text(), e.getMessage());
    }
  }

  Position position(DatcCase c, Phase phase) throws BadCaseException {
    Position.Builder b = Position.builder(map).phase(phase);
    for (DatcCase.Line l : c.lines(DatcCase.Section.PRESTATE)) {
      Unit u = unit(c, l);
      try {
        b.unit(u);
      } catch (IllegalArgumentException e) {
        throw new BadCaseException(c, l.number(), l.text(), e.getMessage());
      }
    }
    if (c.has(DatcCase.Section.PRESTATE_SUPPLYCENTER_OWNERS)) {
      for (DatcCase.Line l : c.lines(DatcCase.Section.PRESTATE_SUPPLYCENTER_OWNERS)) {
        Map.Entry<Province, Power> e = owner(c, l);
        try {
          b.owner(e.getKey(), e.getValue());
        } catch (IllegalArgumentException x) {
          throw new BadCaseException(c, l.number(), l.text(), x.getMessage());
        }
      }
    } else {
      for (Power p : map.powers()) {
        for (Province h : p.initialCentres()) {
          b.owner(h, p);
        }
      }
    }
    Position pos;
    try {
      pos = b.build();
    } catch (IllegalArgumentException | IllegalStateException e) {
      throw new BadCaseException(c, c.line, null, "the case's position is not valid: " + e.getMessage());
    }
    return mobilizeAndHomes(c, pos);
  }

  /**
   * The pending centres and home centres of a case's position (datc-tests/README.md): on a {@code MOBILIZE} map each
   * power with no unit and no centre has one pending centre (it has not built yet); on a {@code NEWHOMES} map the
   * home centres are {@code PRESTATE_HOME_CENTERS}'s, else none before the adjustments of the first year named, else,
   * in the adjustment phase of a year named, the centres each power owns; a later case must give them.
   */
  private Position mobilizeAndHomes(DatcCase c, Position pos) throws BadCaseException {
    Position.Builder b = pos.toBuilder();
    if (map.ruleFlags().contains("MOBILIZE")) {
      for (Power p : map.powers()) {
        if (pos.unitCount(p) == 0 && pos.centreCount(p) == 0) {
          b.pendingCentres(p, 1);
        }
      }
    }
    Phase phase = pos.phase();
    if (c.has(DatcCase.Section.PRESTATE_HOME_CENTERS)) {
      if (map.newHomesYears().isEmpty()) {
        throw new BadCaseException(c, c.sectionLine(DatcCase.Section.PRESTATE_HOME_CENTERS), "PRESTATE_HOME_CENTERS",
            "PRESTATE_HOME_CENTERS needs a map whose home centres change (NEWHOMES); " + map.id() + " has none");
      }
      b.homes(homeCentres(c, DatcCase.Section.PRESTATE_HOME_CENTERS));
    } else if (!map.newHomesYears().isEmpty()) {
      int first = map.newHomesYears().first();
      if (phase.year() < first || phase.year() == first && phase.type() != PhaseType.ADJUSTMENT) {
        b.homes(Map.of());
      } else if (phase.type() == PhaseType.ADJUSTMENT && map.newHomesYears().contains(phase.year())) {
        b.homesFromOwners();
      } else {
        throw new BadCaseException(c, c.phaseLine, c.phase, "on " + map.id() + " the home centres after the adjustments of "
            + first + " are the game's own: give them in PRESTATE_HOME_CENTERS");
      }
    }
    if (c.has(DatcCase.Section.PRESTATE_VASSALS)) {
      if (!map.ruleFlags().contains("VASSAL_DUMMIES")) {
        throw new BadCaseException(c, c.sectionLine(DatcCase.Section.PRESTATE_VASSALS), "PRESTATE_VASSALS",
            "PRESTATE_VASSALS needs a map with VASSAL_DUMMIES; " + map.id() + " has none");
      }
      for (Map.Entry<Power, Power> e : powerPairs(c, DatcCase.Section.PRESTATE_VASSALS).entrySet()) {
        b.controller(e.getKey(), e.getValue());
      }
    }
    return b.build();
  }

  /**
   * The lines of a section that pairs powers, {@code "Belgium: France"} (a vassal and its controller; a power and
   * the power giving its orders), by the first power.
   */
  Map<Power, Power> powerPairs(DatcCase c, DatcCase.Section s) throws BadCaseException {
    Map<Power, Power> out = new LinkedHashMap<>();
    for (DatcCase.Line l : c.lines(s)) {
      String[] kv = l.text().split(":", 2);
      if (kv.length != 2) {
        throw new BadCaseException(c, l.number(), l.text(), "expected two powers such as \"Belgium: France\"");
      }
      Power first;
      Power second;
      try {
        first = map.power(kv[0].trim());
        second = map.power(kv[1].trim());
      } catch (IllegalArgumentException e) {
        throw new BadCaseException(c, l.number(), l.text(), e.getMessage());
      }
      if (first == second) {
        throw new BadCaseException(c, l.number(), l.text(), "two different powers are needed");
      }
      if (out.putIfAbsent(first, second) != null) {
        throw new BadCaseException(c, l.number(), l.text(), first.name() + " is listed twice");
      }
    }
    return out;
  }

  /**
   * The orders of a phase that are adjudicated: those whose power {@code ORDERS_GIVEN_BY} says another power gives
   * ({@code "Belgium: France"}) are checked as that power's ({@link OrderSheet#check}); one refused for the power
   * giving it ({@code NO_CONTROL}, {@code FOREIGN_UNIT}) is left out, and its result added to {@code refused}.
   */
  private List<Order> givenOrders(DatcCase c, Position pos, Rulebook rules, List<Order> orders,
      List<OrderResult> refused) throws BadCaseException {
    if (!c.has(DatcCase.Section.ORDERS_GIVEN_BY)) {
      return orders;
    }
    Map<Power, Power> givers = powerPairs(c, DatcCase.Section.ORDERS_GIVEN_BY);
    OrderSheet sheet = OrderSheet.of(pos, rules);
    List<Order> out = new ArrayList<>();
    for (Order o : orders) {
      Power giver = givers.get(o.power().orElseThrow());
      if (giver != null) {
        OrderCheck verdict = sheet.check(giver, o);
        Reason why = verdict.illegal().orElse(null);
        if (why == Reason.NO_CONTROL || why == Reason.FOREIGN_UNIT) {
          refused.add(new OrderResult(o, why, com.google.common.collect.ImmutableList.of(), false));
          continue;
        }
      }
      out.add(o);
    }
    return out;
  }

  /** The home centres a section lists, written as owned centres ("Russia: A Rumania"). */
  Map<Province, Power> homeCentres(DatcCase c, DatcCase.Section s) throws BadCaseException {
    Map<Province, Power> out = new LinkedHashMap<>();
    for (DatcCase.Line l : c.lines(s)) {
      Map.Entry<Province, Power> e = owner(c, l);
      if (out.putIfAbsent(e.getKey(), e.getValue()) != null) {
        throw new BadCaseException(c, l.number(), l.text(), e.getKey().name() + " is listed twice");
      }
    }
    return out;
  }

  /** The orders of a section; {@code boards} hold the units they may order (for a misspelt power). */
  List<Order> orders(DatcCase c, DatcCase.Section s, Position... boards) throws BadCaseException {
    List<Order> out = new ArrayList<>();
    for (DatcCase.Line l : c.lines(s)) {
      out.add(order(c, l, l.text(), boards));
    }
    return out;
  }

  Order order(DatcCase c, DatcCase.Line l, String text, Position... boards) throws BadCaseException {
    Order o;
    try {
      o = parseAnyLanguage(text);
    } catch (OrderFormatException e) {
      o = withMisspeltPower(c, l, text, boards);
      if (o == null) {
        throw new BadCaseException(c, l.number(), l.text(), e.getMessage());
      }
    }
    if (o.power().isEmpty()) {
      throw new BadCaseException(c, l.number(), l.text(), "an order in a case file starts with its power (\"England: ...\")");
    }
    return o;
  }

  /**
   * An order whose power is misspelt ({@code Germnay: A Wales S F London - Yorkshire}) read as the order of the
   * power whose unit it orders, with a warning, when that power is among the names closest to the misspelling;
   * null otherwise.
   */
  private Order withMisspeltPower(DatcCase c, DatcCase.Line l, String text, Position... boards) {
    int colon = text.indexOf(':');
    if (colon <= 0 || boards.length == 0) {
      return null;
    }
    String name = text.substring(0, colon).trim();
    List<String> closest;
    try {
      map.power(name);
      return null; // the power is known: the order itself is unreadable
    } catch (UnknownNameException e) {
      closest = e.suggestions();
    }
    Order o;
    try {
      o = parseAnyLanguage(text.substring(colon + 1));
    } catch (OrderFormatException e) {
      return null;
    }
    if (!(o instanceof UnitOrder) || o.power().isPresent()) {
      return null;
    }
    Province at = ((UnitOrder) o).location().province();
    for (Position board : boards) {
      Optional<Unit> u = board.unitAt(at);
      if (u.isEmpty()) {
        u = board.dislodgedAt(at).map(DislodgedUnit::unit);
      }
      if (u.isPresent()) {
        Power owner = u.get().power();
        if (!closest.contains(owner.name())) {
          return null;
        }
        warn(c, l, "unknown power \"" + name + "\" read as " + owner.name() + ", whose unit stands in " + at.name());
        return o.withPower(owner);
      }
    }
    return null;
  }

  /**
   * Reads an order in English or, failing that, in simplified or traditional Chinese (as the Chinese rule texts write
   * them). The error reported is that of English for Latin text and that of Chinese for text with CJK characters.
   */
  private Order parseAnyLanguage(String text) {
    try {
      return notation.parse(text);
    } catch (OrderFormatException english) {
      if (!text.codePoints().anyMatch(cp -> Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN)) {
        throw english;
      }
      try {
        return simplified.parse(text);
      } catch (OrderFormatException zhHans) {
        try {
          return traditional.parse(text);
        } catch (OrderFormatException zhHant) {
          throw zhHans;
        }
      }
    }
  }

  // ---------------------------------------------------------------------------------------------- checking

  private List<String> check(DatcCase c) throws BadCaseException {
    Rulebook rules = rulebook(c);
    long seed = seed(c);
    Phase phase = phase(c);
    // The adjudicators refuse a phase with no phase after it (IllegalStateException): text, not a failure.
    if (phase.isLast() || phase.type() == PhaseType.MOVEMENT && rules.retreatsWithMovementOrders()
        && (phase.next().isLast() || phase.beforeAdjustments() && phase.next().next().isLast())) {
      throw new BadCaseException(c, c.phaseLine, c.phase, "the case needs a phase after " + (phase.calendar().isStandard()
          ? "Winter " + Phase.MAX_YEAR + " Adjustment" : "the last phase of map " + map.id() + "'s calendar")
          + ", the last phase the library supports");
    }
    Position start = position(c, phase);
    Adjudicator adj = Adjudicator.create(map, rules);
    List<String> diffs = new ArrayList<>();
    List<Order> allOrders = new ArrayList<>();
    List<OrderResult> results = new ArrayList<>();
    List<OrderResult> refused = new ArrayList<>(); // orders refused for the power giving them (ORDERS_GIVEN_BY)
    Position after;
    MovementResult mr = null;
    RetreatResult rr = null;
    Trace first;
    // The boards whose units the orders may name (to read an order whose power is misspelt).
    List<Position> boards = new ArrayList<>();
    boards.add(start);
    if (phase.type() == PhaseType.MOVEMENT && rules.retreatsWithMovementOrders()) {
      // House rules: the whole turn in one call.
      List<Order> orders = givenOrders(c, start, rules, orders(c, DatcCase.Section.ORDERS, start), refused);
      TurnResult turn = adj.turn(start, orders, seed);
      mr = turn.movement();
      first = new Trace(start, orders, mr, null, null, null, null, null);
      rr = turn.retreat();
      allOrders.addAll(orders);
      results.addAll(turn.results());
      after = turn.nextPosition();
    } else if (phase.type() == PhaseType.MOVEMENT) {
      List<Order> orders = givenOrders(c, start, rules, orders(c, DatcCase.Section.ORDERS, start), refused);
      mr = adj.movement(start, orders);
      first = new Trace(start, orders, mr, null, null, null, null, null);
      allOrders.addAll(orders);
      results.addAll(mr.results());
      after = mr.nextPosition();
      boards.add(after);
      if (c.has(DatcCase.Section.RETREAT_ORDERS)) {
        List<Order> retreats = orders(c, DatcCase.Section.RETREAT_ORDERS, after);
        rr = adj.retreat(after, retreats);
        first = new Trace(start, orders, mr, after, retreats, rr, null, null);
        allOrders.addAll(retreats);
        results.addAll(rr.results());
        after = rr.nextPosition();
      }
    } else if (phase.type() == PhaseType.RETREAT) {
      Position withDislodged = retreatPosition(c, start);
      boards.add(0, withDislodged);
      List<Order> orders = givenOrders(c, withDislodged, rules, orders(c, DatcCase.Section.ORDERS, withDislodged),
          refused);
      rr = adj.retreat(withDislodged, orders);
      first = new Trace(withDislodged, orders, rr, null, null, null, null, null);
      allOrders.addAll(orders);
      results.addAll(rr.results());
      after = rr.nextPosition();
    } else {
      List<Order> orders = givenOrders(c, start, rules, orders(c, DatcCase.Section.ORDERS, start), refused);
      AdjustmentResult ar = adj.adjustment(start, orders);
      first = new Trace(start, orders, ar, null, null, null, null, null);
      allOrders.addAll(orders);
      results.addAll(ar.results());
      after = ar.nextPosition();
    }
    // Units after the phase.
    TreeSet<String> expected = new TreeSet<>();
    List<Unit> expectedUnits = new ArrayList<>();
    if (c.poststateSame) {
      start.units().forEach(u -> expected.add(key(u)));
      expectedUnits.addAll(start.units());
    } else {
      for (DatcCase.Line l : c.lines(DatcCase.Section.POSTSTATE)) {
        Unit u = unit(c, l);
        expected.add(key(u));
        expectedUnits.add(u);
      }
    }
    if (tracer != null) {
      tracer.accept(c, new Trace(first.before(), first.orders(), first.result(), first.retreatBefore(),
          first.retreatOrders(), first.retreat(), after, expectedUnits));
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
    for (OrderResult r : refused) {
      allOrders.add(r.order());
      results.add(r);
    }
    compareResults(c, allOrders, results, diffs, boards.toArray(new Position[0]));
    if (c.has(DatcCase.Section.RETREAT_OPTIONS)) {
      if (mr == null) {
        throw new BadCaseException(c, c.sectionLine(DatcCase.Section.RETREAT_OPTIONS), "RETREAT_OPTIONS",
            "RETREAT_OPTIONS needs a movement-phase case");
      }
      compareRetreatOptions(c, mr, diffs);
    }
    if (c.nextPhase != null) {
      // The phase after the case's last phase (on a calendar with a FLOW, where the year goes next).
      // Phases with nothing to decide (an empty retreat phase, an adjustment phase with nothing to adjust) are
      // passed over as a game passes over them (Game.nothingToDecide; DPjudge does the same): the phase that waits
      // for orders next. At most a retreat and an adjustment phase follow one another, so the loop is bounded.
      Phase expectedNext = phase(c, c.nextPhase, c.nextPhaseLine);
      Position next = after;
      for (int k = 0; k < 3 && !next.phase().isLast() && Game.nothingToDecide(next, rules); k++) {
        next = adj.adjudicate(next, List.of()).nextPosition();
      }
      if (!next.phase().equals(expectedNext)) {
        diffs.add("POSTSTATE_PHASE: expected " + expectedNext + ", got " + next.phase());
      }
    }
    if (c.has(DatcCase.Section.POSTSTATE_SUPPLYCENTER_OWNERS)) {
      TreeSet<String> expOwners = new TreeSet<>();
      for (DatcCase.Line l : c.lines(DatcCase.Section.POSTSTATE_SUPPLYCENTER_OWNERS)) {
        Map.Entry<Province, Power> e = owner(c, l);
        expOwners.add(e.getValue().name() + " " + e.getKey().id());
      }
      TreeSet<String> actOwners = new TreeSet<>();
      Position owned = mr != null && rr == null ? afterEmptyRetreats(adj, after) : after;
      owned.owners().forEach((prov, pw) -> actOwners.add(pw.name() + " " + prov.id()));
      compareSets("POSTSTATE_SUPPLYCENTER_OWNERS", expOwners, actOwners, diffs);
    }
    if (c.has(DatcCase.Section.POSTSTATE_HOME_CENTERS)) {
      TreeSet<String> expHomes = new TreeSet<>();
      homeCentres(c, DatcCase.Section.POSTSTATE_HOME_CENTERS).forEach((prov, pw) -> expHomes.add(pw.name() + " "
          + prov.id()));
      TreeSet<String> actHomes = new TreeSet<>();
      Position homed = mr != null && rr == null ? afterEmptyRetreats(adj, after) : after;
      for (Power pw : map.powers()) {
        homed.homeCentres(pw).forEach(prov -> actHomes.add(pw.name() + " " + prov.id()));
      }
      compareSets("POSTSTATE_HOME_CENTERS", expHomes, actHomes, diffs);
    }
    if (c.has(DatcCase.Section.POSTSTATE_VASSALS)) {
      TreeSet<String> expVassals = new TreeSet<>();
      powerPairs(c, DatcCase.Section.POSTSTATE_VASSALS).forEach((v, boss) -> expVassals.add(v.name() + " of "
          + boss.name()));
      TreeSet<String> actVassals = new TreeSet<>();
      Position ruled = mr != null && rr == null ? afterEmptyRetreats(adj, after) : after;
      for (Power pw : map.powers()) {
        ruled.controller(pw).ifPresent(boss -> actVassals.add(pw.name() + " of " + boss.name()));
      }
      compareSets("POSTSTATE_VASSALS", expVassals, actVassals, diffs);
    }
    return diffs;
  }

  /**
   * The board after the retreat phase that follows a movement phase, with no retreat orders (the dislodged units
   * disbanded): a movement-phase case without {@code RETREAT_ORDERS} states the centre owners there, since after a
   * Fall ownership changes only once its retreats are done (datc-tests/README.md). After a Spring the owners are
   * those of the movement phase's board.
   */
  private static Position afterEmptyRetreats(Adjudicator adj, Position afterMovement) {
    if (afterMovement.phase().type() != PhaseType.RETREAT) {
      return afterMovement;
    }
    return adj.retreat(afterMovement, List.of()).nextPosition();
  }

  /**
   * The position of a retreat-phase case: PRESTATE_DISLODGED gives the dislodged units; PRESTATE_RESULTS the moves
   * of the movement phase before, from which each dislodged unit's attacker origin (and whether it came by convoy)
   * and the standoffs are derived: a province is left by a standoff when it is empty and two or more moves into it
   * failed.
   */
  Position retreatPosition(DatcCase c, Position start) throws BadCaseException {
    Position.Builder b = start.toBuilder();
    List<Move> succeeded = new ArrayList<>();
    Map<Province, Integer> failedInto = new LinkedHashMap<>();
    for (DatcCase.Line l : c.lines(DatcCase.Section.PRESTATE_RESULTS)) {
      String[] kv = l.text().split(":", 2);
      String word = kv[0].trim().toUpperCase(Locale.ROOT);
      if (kv.length != 2 || !(word.equals("SUCCESS") || word.equals("FAILURE"))) {
        throw new BadCaseException(c, l.number(), l.text(), "expected SUCCESS: or FAILURE: and an order");
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
        throw new BadCaseException(c, l.number(), l.text(), "no successful move into " + u.province().name()
            + " in PRESTATE_RESULTS, so the attacker's origin is unknown");
      }
      Province origin = attacker.location().province();
      boolean byConvoy = attacker.viaConvoy()
          || !map.isAdjacent(origin.location(), u.province().location(), UnitType.ARMY)
              && attacker.unitType().orElse(UnitType.ARMY) == UnitType.ARMY;
      try {
        b.dislodged(new DislodgedUnit(u, origin, byConvoy));
      } catch (IllegalArgumentException e) {
        throw new BadCaseException(c, l.number(), l.text(), e.getMessage());
      }
    }
    for (Map.Entry<Province, Integer> e : failedInto.entrySet()) {
      if (e.getValue() >= 2 && start.unitAt(e.getKey()).isEmpty()) {
        b.standoff(e.getKey());
      }
    }
    return b.build();
  }

  static String key(Unit u) {
    return u.power().name() + " " + u.type().letter() + " " + u.location().id();
  }

  static void compareSets(String what, TreeSet<String> expected, TreeSet<String> actual, List<String> diffs) {
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

  private void compareResults(DatcCase c, List<Order> orders, List<OrderResult> results, List<String> diffs,
      Position... boards) throws BadCaseException {
    // Each order's positions in the list, so that a RESULTS line finds its order in constant time.
    Map<Order, ArrayDeque<Integer>> unused = new HashMap<>();
    for (int i = 0; i < orders.size(); i++) {
      unused.computeIfAbsent(orders.get(i), k -> new ArrayDeque<>()).add(i);
    }
    for (DatcCase.Line l : c.lines(DatcCase.Section.RESULTS)) {
      String[] kv = l.text().split(":", 2);
      String word = kv[0].trim().toUpperCase(Locale.ROOT);
      if (kv.length != 2 || !(word.equals("SUCCESS") || word.equals("FAILURE") || word.equals("ILLEGAL"))) {
        throw new BadCaseException(c, l.number(), l.text(), "expected SUCCESS:, FAILURE: or ILLEGAL: and an order");
      }
      Order o = order(c, l, kv[1].trim(), boards);
      ArrayDeque<Integer> at = unused.get(o);
      if (at == null || at.isEmpty()) {
        throw new BadCaseException(c, l.number(), l.text(), "this order is not among the case's orders");
      }
      int found = at.poll();
      OrderResult r = results.get(found);
      String actual = r.outcome() == Outcome.SUCCEEDED ? "SUCCESS" : r.outcome() == Outcome.FAILED ? "FAILURE" : "ILLEGAL";
      if (!actual.equals(word)) {
        diffs.add("RESULTS: " + notation.print(o) + " expected " + word + ", was " + actual + " (" + r.reason()
            + (r.by().isEmpty() ? "" : " by " + r.by()) + ")");
      }
    }
  }

  private void compareRetreatOptions(DatcCase c, MovementResult mr, List<String> diffs) throws BadCaseException {
    if (!c.has(DatcCase.Section.RETREAT_OPTIONS)) {
      return;
    }
    Map<String, TreeSet<String>> expected = new LinkedHashMap<>();
    for (DatcCase.Line l : c.lines(DatcCase.Section.RETREAT_OPTIONS)) {
      String[] kv = l.text().split("=>", 2);
      if (kv.length != 2) {
        throw new BadCaseException(c, l.number(), l.text(), "expected \"<unit> => <provinces>\" or \"<unit> => none\"");
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
            throw new BadCaseException(c, l.number(), l.text(), e.getMessage());
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
