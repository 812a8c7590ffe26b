package io.github.dipjudge.map;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.ImmutableSortedSet;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The declarations of a map as a reader found them, and their validation into a {@link GameMap}. Both readers fill
 * one: {@link MapReader} from the project's format, {@link DpjudgeReader} from DPjudge's; every declaration carries
 * the file and line it came from, so that a problem is reported where it was written, whichever format and file.
 *
 * <p>Validation collects every problem before giving up, so that a broken file is reported in full and never
 * yields a half-built map. Every check is a hash look-up or a pass over a list: the work is linear in the number of
 * declarations and references.
 *
 * <p>Not thread-safe: one assembler per load.
 */
final class MapAssembler {
  /** The rule flags a map may carry: the DPjudge RULEs that change the game and that the project supports. */
  static final ImmutableSet<String> SUPPORTED_RULE_FLAGS = ImmutableSet.of("BUILD_ANY", "REMOTE_BUILDS",
      "HOME_BUILDS", "MOBILIZE", "HIBERNATE", "CD_DUMMIES", "CD_BUILDS", "IMMOBILE_DUMMIES", "VASSAL_DUMMIES",
      "DUMMY_FIRE");

  /** DPjudge's flag: the board starts empty and each power's first build goes on a home centre it chooses. */
  static final String MOBILIZE = "MOBILIZE";

  private final List<MapFormatException.Problem> problems = new ArrayList<>();
  private final Map<String, Integer> sourceOrder = new HashMap<>();
  private final Set<String> unsupported = new LinkedHashSet<>();

  String mapId;
  String mapName;
  FirstPhase begin;
  Where beginWhere;
  /** The words of a begin statement read against the standard calendar before the map's flow was known. */
  String[] beginWords;
  /** What a begin statement should be, for a problem found once the calendar is known. */
  String beginExpected;
  /** The FLOW items read (DPjudge's FLOW lines or the project's flow statement); null when there is none. */
  List<String> flow;
  Where flowWhere;
  List<Integer> victory;
  Where victoryWhere;
  final List<Ref> ruleFlags = new ArrayList<>();
  /** The years of DPjudge's NEWHOMES (home centres reassigned in their adjustment phase); null when none given. */
  List<Integer> newHomes;
  Where newHomesWhere;
  /** The borders open only to owners of given centres, by {@code from location * provinces + to province}. */
  private final Map<Long, Ref> ownerRefs = new HashMap<>();
  final Map<String, CoastDecl> coasts = new LinkedHashMap<>();
  final Map<String, PowerDecl> powers = new LinkedHashMap<>();
  final Map<String, ProvinceDecl> provinces = new LinkedHashMap<>();
  /** Ids of provinces whose statement was rejected: references to them are not reported again as unknown. */
  final Set<String> rejected = new HashSet<>();
  /** Declaration order, across files: names are added in this order, so a clash is reported at its second use. */
  private int sequence;

  // ---------------------------------------------------------------- declarations as written

  /** A place in a file: the source, the 1-based line (0: the whole file) and the text to quote. */
  static final class Where {
    final String source;
    final int line;
    final String text;

    Where(String source, int line, String text) {
      this.source = source;
      this.line = line;
      this.text = text;
    }
  }

  /**
   * A reference to an id as written, with where it was written; on adjacency, the border's rule and the supply
   * centres a unit's power must own to cross it (DPjudge's {@code AEG(CON)}; empty for an open border).
   */
  static final class Ref {
    final String text;
    final Where where;
    CrossingRule rule = CrossingRule.NONE;
    List<String> owners = List.of();

    Ref(String text, Where where) {
      this.text = text;
      this.where = where;
    }
  }

  static final class CoastDecl {
    String code;
    String name;
    List<String> aliases;
    Map<String, String> localNames = new LinkedHashMap<>();
    Where where;
    int order;
  }

  static final class PowerDecl {
    String id;
    String name;
    String adjective;
    List<String> aliases;
    Map<String, String> localNames = new LinkedHashMap<>();
    Where where;
    /** Required (possibly empty). */
    List<Ref> home;
    /** Optional: null for the home centres. */
    List<Ref> territory;
    /** Optional: null for the home centres. */
    List<Ref> owns;
    /** Optional: null for none. */
    List<Ref> partisan;
    /** Required (possibly empty). */
    List<Ref> start;
    /** Optional: where the power is declared a dummy, null when it is none. */
    Where dummy;
    /** The alternative home centres, possibly none. */
    List<AlternativeDecl> alternatives = new ArrayList<>();
    /** The alternative home centres of the adjustments of particular years, by year. */
    Map<Integer, List<AlternativeDecl>> yearAlternatives = new TreeMap<>();
    /** Optional: the words of the power's league line ({@link League#of}), null when it has none. */
    List<String> league;
    /** Where the league line is, when there is one. */
    Where leagueWhere;
    /** How many home centres the power may claim ({@link Power#claimableHomes()}); 0 for none. */
    int claims;
    /** Where the claims are declared, when there are some. */
    Where claimsWhere;
    int order;
  }

  /** An alternative home centre ({@code @CAL(NYO)}) and its limits, as written. */
  static final class AlternativeDecl {
    final Ref centre;
    final List<Ref> limits;

    AlternativeDecl(Ref centre, List<Ref> limits) {
      this.centre = centre;
      this.limits = limits;
    }
  }

  static final class CoastLine {
    String code;
    List<Ref> fleet = new ArrayList<>();
    Where where;
  }

  static final class ProvinceDecl {
    String id;
    Terrain terrain;
    boolean centre;
    boolean port;
    /**
     * The seasons the province is open in, when only some (DPjudge's {@code IN SPRING: WATER ARC}); null for an
     * ordinary province.
     */
    java.util.EnumSet<FirstPhase.Season> openSeasons;
    /** Where {@link #openSeasons} was given. */
    Where openWhere;
    String name;
    List<String> aliases;
    Map<String, String> localNames = new LinkedHashMap<>();
    Where where;
    /** Where the names were given, when not on {@link #where} (a DPjudge name line). */
    Where namesWhere;
    List<Ref> army;
    List<Ref> fleet;
    Where armyWhere;
    Where fleetWhere;
    final List<CoastLine> coastLines = new ArrayList<>();
    /** The codes of {@link #coastLines}, to find a repeated one in constant time. */
    final Set<String> coastCodes = new HashSet<>();
    int order;
  }

  int nextOrder() {
    return sequence++;
  }

  // ---------------------------------------------------------------- problems

  void problem(Where w, String message) {
    problem(w.source, w.line, w.text, message);
  }

  /** A problem of a reference, quoting it as written (its token, or a DPjudge unit line). */
  void problem(Ref r, String message) {
    problem(r.where.source, r.where.line, r.where.text, message);
  }

  void problem(String source, int line, String text, String message) {
    sourceOrder.putIfAbsent(source, sourceOrder.size());
    problems.add(new MapFormatException.Problem(source, line, text.trim(), message));
  }

  /** Records a DPjudge feature the loader does not support, by its name in maps/README.md, where it is used. */
  void unsupported(Where w, String feature) {
    if (unsupported.add(feature)) {
      problem(w, "unsupported DPjudge feature \"" + feature + "\" (maps/README.md lists what is supported)");
    }
  }

  boolean hasUnsupported() {
    return !unsupported.isEmpty();
  }

  boolean hasProblems() {
    return !problems.isEmpty();
  }

  /** Registers a source file, so that its problems sort after those of the files read before it. */
  void source(String source) {
    sourceOrder.putIfAbsent(source, sourceOrder.size());
  }

  /**
   * Throws every problem found, in file order (files in the order they were first read), if there is any. When
   * unsupported features were found only they are reported: the other problems of such a file follow from lines
   * the loader could not read.
   */
  void throwIfProblems() throws MapFormatException {
    if (problems.isEmpty()) {
      return;
    }
    List<MapFormatException.Problem> out = new ArrayList<>();
    for (MapFormatException.Problem p : problems) {
      if (unsupported.isEmpty() || p.message().startsWith("unsupported DPjudge feature")) {
        out.add(p);
      }
    }
    out.sort(Comparator.comparingInt((MapFormatException.Problem p) -> sourceOrder.get(p.source()))
        .thenComparingInt(MapFormatException.Problem::line));
    throw new MapFormatException(ImmutableList.copyOf(out), ImmutableSet.copyOf(unsupported));
  }

  /** Marks an id whose statement was rejected, so that references to it are not reported again. */
  void rejectId(String id) {
    if (MapReader.isId(id) && !provinces.containsKey(id)) {
      rejected.add(id);
    }
  }

  private boolean refersToRejected(String ref) {
    int slash = ref.indexOf('/');
    return rejected.contains(slash < 0 ? ref : ref.substring(0, slash));
  }

  // ---------------------------------------------------------------- building and validating

  /**
   * Whether the map is larger than the limits on provinces, locations or powers ({@link GameMap#MAX_PROVINCES} and
   * the others), each reported as a problem of the whole file. Checked before anything is built: the adjudicator's
   * tables grow with the square of these counts, and a map over them is refused at load instead of running out of
   * memory at its first phase.
   */
  private boolean overSizeLimits(Where whole) {
    int locations = 0;
    for (ProvinceDecl d : provinces.values()) {
      locations += 1 + d.coastLines.size();
    }
    boolean over = overLimit(whole, provinces.size(), GameMap.MAX_PROVINCES, "provinces", "MAX_PROVINCES");
    over |= overLimit(whole, locations, GameMap.MAX_LOCATIONS, "locations (provinces and coasts)", "MAX_LOCATIONS");
    return over | overLimit(whole, powers.size(), GameMap.MAX_POWERS, "powers", "MAX_POWERS");
  }

  private boolean overLimit(Where whole, int count, int limit, String what, String constant) {
    if (count <= limit) {
      return false;
    }
    problem(whole, String.format(Locale.ROOT, "the map has %,d %s, more than the limit of %,d (GameMap.%s;"
        + " maps/README.md, Limits)", count, what, limit, constant));
    return true;
  }

  /**
   * The map's calendar from its flow (the standard one without), and its first phase read against it: a problem of
   * the flow or of the begin statement is reported at its line (the standard calendar stands in after a bad flow).
   */
  private Calendar calendar() {
    Calendar calendar = Calendar.standard();
    if (flow != null && !flow.isEmpty()) {
      try {
        calendar = Calendar.fromFlow(flow);
      } catch (IllegalArgumentException e) {
        problem(flowWhere, e.getMessage());
        return calendar;
      }
    }
    if (beginWords != null) {
      begin = MapReader.parsePhase(beginWords, calendar);
      if (begin == null) {
        problem(beginWhere, beginExpected + (calendar.isStandard() ? "" : "; the map's FLOW has the seasons "
            + seasons(calendar)));
      }
    } else if (begin == null && !calendar.isStandard()) {
      problem(flowWhere, "a map with a FLOW names its first phase: BEGIN <season> <year> <MOVEMENT|ADJUSTMENTS> "
          + "(seasons " + seasons(calendar) + ")");
    }
    return calendar;
  }

  private static String seasons(Calendar c) {
    List<String> out = new ArrayList<>();
    for (FirstPhase.Season s : FirstPhase.Season.values()) {
      if (c.has(s)) {
        out.add(c.label(s) + (s == FirstPhase.Season.WINTER ? " (adjustments)" : " (movement)"));
      }
    }
    return String.join(", ", out);
  }

  /** Validates the declarations; the map, or null when any problem was found (then {@link #throwIfProblems}). */
  GameMap build(Where whole) {
    if (mapId == null) {
      return null;
    }
    if (provinces.isEmpty() || powers.isEmpty()) {
      problem(whole, "a map needs at least one province and one power (this one has " + provinces.size()
          + (provinces.size() == 1 ? " province" : " provinces") + " and " + powers.size()
          + (powers.size() == 1 ? " power)" : " powers)"));
    }
    if (overSizeLimits(whole)) {
      return null;
    }
    Calendar calendar = calendar();
    // Coasts.
    Map<String, Coast> coastById = new LinkedHashMap<>();
    for (CoastDecl c : coasts.values()) {
      coastById.put(c.code, new Coast(c.code, c.name, ImmutableList.copyOf(c.aliases),
          ImmutableMap.copyOf(c.localNames)));
    }
    // Provinces and their locations.
    List<Province> provinceList = new ArrayList<>();
    Map<String, Province> provinceById = new HashMap<>();
    for (ProvinceDecl d : provinces.values()) {
      Province p = new Province(provinceList.size(), d.id, d.terrain, d.centre, d.name,
          ImmutableList.copyOf(d.aliases), ImmutableMap.copyOf(d.localNames));
      provinceList.add(p);
      provinceById.put(d.id, p);
    }
    List<Location> locationList = new ArrayList<>();
    Map<String, Location> locationById = new HashMap<>();
    for (Province p : provinceList) {
      p.location = new Location(p.index(), p, null);
      locationList.add(p.location);
      locationById.put(p.id(), p.location);
    }
    for (ProvinceDecl d : provinces.values()) {
      Province p = provinceById.get(d.id);
      if (d.port) {
        if (d.terrain != Terrain.COASTAL) {
          problem(d.where, "province " + d.id + " is a port but not coastal");
        } else if (!d.coastLines.isEmpty()) {
          problem(d.where, "province " + d.id + " is a port and has split coasts: a port has one coast");
        } else {
          p.port = true;
        }
      }
      if (d.coastLines.isEmpty()) {
        continue;
      }
      if (d.terrain != Terrain.COASTAL) {
        problem(d.coastLines.get(0).where, "coast lines on province " + d.id + ", which is not coastal");
        continue;
      }
      if (d.coastLines.size() < 2) {
        problem(d.coastLines.get(0).where,
            "province " + d.id + " has a single coast: a province without split coasts uses a plain fleet line");
      }
      if (d.fleet != null) {
        problem(d.fleetWhere, "province " + d.id + " has split coasts and a plain fleet line");
      }
      List<Location> cs = new ArrayList<>();
      for (CoastLine cl : d.coastLines) {
        Coast coast = coastById.get(cl.code);
        if (coast == null) {
          problem(cl.where, "unknown coast \"" + cl.code + "\" (declare it with a coast statement)");
          continue;
        }
        cs.add(new Location(-1, p, coast));
      }
      p.coasts = ImmutableList.copyOf(cs);
    }
    // Coast locations get indices after all province-level ones.
    List<Location> withIndex = new ArrayList<>();
    for (Province p : provinceList) {
      List<Location> cs = new ArrayList<>();
      for (Location l : p.coasts) {
        Location indexed = new Location(locationList.size() + withIndex.size(), p, l.coast().get());
        withIndex.add(indexed);
        cs.add(indexed);
        locationById.put(indexed.id(), indexed);
      }
      p.coasts = ImmutableList.copyOf(cs);
    }
    locationList.addAll(withIndex);

    // Adjacency, each list with a set beside it so that duplicates and symmetry are checked in constant time.
    int n = locationList.size();
    Adjacency army = new Adjacency(n);
    Adjacency fleet = new Adjacency(n);
    Map<Long, CrossingRule> rules = new HashMap<>();
    Map<Long, Ref> ruleRefs = new HashMap<>();
    ownerRefs.clear();
    for (ProvinceDecl d : provinces.values()) {
      Province p = provinceById.get(d.id);
      if (d.army != null) {
        if (!p.terrain().admits(UnitType.ARMY)) {
          problem(d.armyWhere, "army line on " + terrainName(d.terrain) + " province " + d.id);
        } else {
          for (Ref r : d.army) {
            Location to = resolveRef(r, locationById, "army");
            if (to == null) {
              continue;
            }
            if (to.isCoast()) {
              problem(r, "army neighbour " + r.text + " of " + d.id + " names a coast; armies use the province");
              continue;
            }
            if (!to.province().terrain().admits(UnitType.ARMY)) {
              problem(r, "army edge " + d.id + "-" + r.text + " into "
                  + withArticle(terrainName(to.province().terrain())) + " province");
              continue;
            }
            if (addEdge(army, p.location(), to, r, "army")) {
              crossing(rules, ruleRefs, p.location(), to, r, provinceList.size());
              if (!r.owners.isEmpty()) {
                unsupported(r.where, "ownership-restricted border on an army's path (XXX(SC))");
              }
            }
          }
        }
      }
      if (d.fleet != null && d.coastLines.isEmpty()) {
        if (!p.terrain().admits(UnitType.FLEET)) {
          problem(d.fleetWhere, "fleet line on " + terrainName(d.terrain) + " province " + d.id);
        } else {
          for (Ref r : d.fleet) {
            fleetEdge(fleet, p.location(), r, locationById, rules, ruleRefs, provinceList.size());
          }
        }
      }
      for (CoastLine cl : d.coastLines) {
        Location from = locationById.get(d.id + "/" + cl.code);
        if (from == null) {
          continue;
        }
        for (Ref r : cl.fleet) {
          fleetEdge(fleet, from, r, locationById, rules, ruleRefs, provinceList.size());
        }
      }
    }
    army.checkSymmetry(locationList, "army");
    fleet.checkSymmetry(locationList, "fleet");

    // Powers.
    List<Power> powerList = new ArrayList<>();
    List<StartingUnit> start = new ArrayList<>();
    Set<Province> homeTaken = new HashSet<>();
    Map<Province, Power> ownedAtStart = new HashMap<>();
    Map<Province, Power> partisanTaken = new HashMap<>();
    Map<Province, StartingUnit> unitAt = new HashMap<>();
    for (PowerDecl d : powers.values()) {
      Power power = new Power(powerList.size(), d.id, d.name, d.adjective, ImmutableList.copyOf(d.aliases),
          ImmutableMap.copyOf(d.localNames));
      powerList.add(power);
      if (d.home == null || d.start == null) {
        List<String> missing = new ArrayList<>();
        if (d.home == null) {
          missing.add("home");
        }
        if (d.start == null) {
          missing.add("start");
        }
        problem(d.where, "power " + d.id + " needs one home and one start line (missing: "
            + String.join(", ", missing) + ")");
      }
      List<Province> territory = provinceList(d.territory, provinceById, "the territory of " + d.id);
      Set<Province> territorySet = new HashSet<>(territory);
      List<Province> home = new ArrayList<>();
      Set<Province> homeSet = new HashSet<>();
      for (Ref r : d.home == null ? List.<Ref>of() : d.home) {
        Province p = province(r, provinceById, "the home centres of " + d.id);
        if (p == null) {
          continue;
        }
        if (!homeSet.add(p)) {
          problem(r, "home centre " + r.text + " listed twice for " + d.id);
          continue;
        }
        if (!p.isSupplyCentre()) {
          problem(r, "home centre " + r.text + " of " + d.id + " is no supply centre");
          continue;
        }
        if (d.territory != null && !territorySet.contains(p)) {
          problem(r, "home centre " + r.text + " of " + d.id + " is not in its territory");
        }
        home.add(p);
        if (homeTaken.add(p)) {
          p.homePower = power; // a home of two powers (DPjudge allows it: ambition's Crimea) names the first
        }
      }
      power.homeCentres = ImmutableList.copyOf(home);
      power.territory = d.territory == null ? power.homeCentres : ImmutableList.copyOf(territory);
      List<Province> owns = d.owns == null ? home : new ArrayList<>();
      if (d.owns != null) {
        Set<Province> seen = new HashSet<>();
        for (Ref r : d.owns) {
          Province p = province(r, provinceById, "the centres " + d.id + " owns");
          if (p == null) {
            continue;
          }
          if (!seen.add(p)) {
            problem(r, "centre " + r.text + " listed twice in the centres " + d.id + " owns");
          } else if (!p.isSupplyCentre()) {
            problem(r, "province " + r.text + " that " + d.id + " owns is no supply centre");
          } else {
            owns.add(p);
          }
        }
      }
      for (Province p : owns) {
        Power other = ownedAtStart.putIfAbsent(p, power);
        if (other != null) {
          Ref r = refTo(d.owns != null ? d.owns : d.home, p);
          problem(r, "centre " + p.id() + " is owned at the start by both " + other.id() + " and " + d.id
              + (d.owns == null ? " (a power owns its home centres unless an owns line says otherwise)" : ""));
        }
      }
      power.initialCentres = ImmutableList.copyOf(owns);
      List<Province> partisan = new ArrayList<>();
      for (Ref r : d.partisan == null ? List.<Ref>of() : d.partisan) {
        Province p = province(r, provinceById, "the partisan sites of " + d.id);
        if (p == null) {
          continue;
        }
        if (p.isSupplyCentre()) {
          problem(r, "partisan site " + r.text + " of " + d.id + " is a supply centre (a partisan site is none)");
        } else if (p.terrain() == Terrain.SEA || p.terrain() == Terrain.IMPASSABLE) {
          problem(r, "partisan site " + r.text + " of " + d.id + " is " + withArticle(terrainName(p.terrain()))
              + " province, where nothing is built");
        } else if (partisanTaken.putIfAbsent(p, power) != null) {
          problem(r, "province " + r.text + " is already a partisan site"
              + (partisanTaken.get(p) == power ? " of " + d.id : " of another power"));
        } else {
          partisan.add(p);
        }
      }
      power.partisanSites = ImmutableList.copyOf(partisan);
      power.dummy = d.dummy != null;
      power.alternativeHomes = alternatives(d, d.alternatives, provinceById, power);
      ImmutableMap.Builder<Integer, ImmutableMap<Province, ImmutableList<Province>>> byYear = ImmutableMap.builder();
      for (Map.Entry<Integer, List<AlternativeDecl>> e : d.yearAlternatives.entrySet()) {
        byYear.put(e.getKey(), alternatives(d, e.getValue(), provinceById, power));
      }
      power.yearAlternativeHomes = byYear.build();
      if (d.claims > 0) {
        if (power.index() >= 64) {
          problem(d.claimsWhere, "claimable home centres are supported for the first 64 powers of a map only");
        } else if (newHomes != null && !newHomes.isEmpty()) {
          // DPjudge's NEWHOMES sets a power's homes to its centres, which drops its &SC (Game.py lines 3452-3454).
          problem(d.claimsWhere, "claimable home centres on a map with NEWHOMES years are not supported");
        } else {
          power.claims = d.claims;
        }
      }
      if (d.league != null) {
        try {
          power.league = League.of(d.league);
        } catch (IllegalArgumentException e) {
          problem(d.leagueWhere, e.getMessage());
        }
      }
      for (Ref r : d.start == null ? List.<Ref>of() : d.start) {
        String[] w = r.text.split("\\s+");
        if (w.length != 2 || w[0].length() != 1 || "AaFf".indexOf(w[0].charAt(0)) < 0) {
          problem(r, "expected a starting unit such as \"A par\" or \"F stp/sc\"");
          continue;
        }
        UnitType type = UnitType.ofLetter(w[0].charAt(0));
        Location l = locationById.get(w[1]);
        if (l == null) {
          if (!refersToRejected(w[1])) {
            problem(r, "unknown location id \"" + w[1] + "\" in the starting units of " + d.id);
          }
          continue;
        }
        if (!l.admits(type)) {
          problem(r, (type == UnitType.ARMY ? "an army" : "a fleet") + " cannot stand on " + l.id()
              + (l.province().hasSplitCoasts() && type == UnitType.FLEET ? " (name the coast)" : ""));
          continue;
        }
        StartingUnit u = new StartingUnit(power, type, l);
        if (unitAt.putIfAbsent(l.province(), u) != null) {
          problem(r, "two starting units in " + l.province().id());
          continue;
        }
        start.add(u);
      }
    }
    if (victory != null) {
      int centres = 0;
      for (Province p : provinceList) {
        centres += p.isSupplyCentre() ? 1 : 0;
      }
      for (int v : victory) {
        if (v > centres) {
          problem(victoryWhere, "victory needs " + v + " supply centres, but the map has " + centres);
          break;
        }
      }
    }
    Set<String> flags = new LinkedHashSet<>();
    for (Ref r : ruleFlags) {
      if (!SUPPORTED_RULE_FLAGS.contains(r.text)) {
        problem(r, "unsupported rule flag \"" + r.text + "\" (supported: " + String.join(", ", SUPPORTED_RULE_FLAGS)
            + ")");
      } else if (!flags.add(r.text)) {
        problem(r, "rule flag " + r.text + " given twice");
      }
    }
    if (flags.contains(MOBILIZE)) {
      checkMobilize(ruleFlags.stream().filter(r -> r.text.equals(MOBILIZE)).findFirst().get(), start, powerList);
    }

    ImmutableMap<Province, ImmutableSet<FirstPhase.Season>> openSeasons =
        openSeasons(provinceById, start, flags, begin == null ? FirstPhase.DEFAULT : begin);

    // Names: provinces and coasts share one name space; powers have their own.
    NameIndex.Builder<Object> places = names(provinceById, coastById, locationList);
    NameIndex.Builder<Power> powerNames = new NameIndex.Builder<>("power");
    int pi = 0;
    for (PowerDecl d : powers.values()) {
      Power power = powerList.get(pi++);
      List<String> all = new ArrayList<>();
      all.add(d.id);
      all.add(d.name);
      all.add(d.adjective);
      all.addAll(d.aliases);
      powerNames.preferred(power, d.name);
      for (String name : all) {
        powerNames.add(name, power, (nm, a, b) -> problem(d.where.source, d.where.line, nm,
            "power name \"" + nm + "\" means both " + a + " and " + b));
      }
    }
    if (!problems.isEmpty()) {
      return null;
    }
    List<ImmutableList<Location>> armyAdj = new ArrayList<>();
    List<ImmutableList<Location>> fleetAdj = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      armyAdj.add(ImmutableList.copyOf(army.lists.get(i)));
      fleetAdj.add(ImmutableList.copyOf(fleet.lists.get(i)));
    }
    // Per location, the provinces across a special border, sorted, and their rules: a sparse table that a look-up
    // searches without allocating; null when the map has no special border (the standard map).
    int[][] crossingTo = null;
    CrossingRule[][] crossingRule = null;
    if (!rules.isEmpty()) {
      int provinceCount = provinceList.size();
      Map<Integer, List<long[]>> byLocation = new HashMap<>();
      for (Map.Entry<Long, CrossingRule> e : rules.entrySet()) {
        long key = e.getKey();
        byLocation.computeIfAbsent((int) (key / provinceCount), k -> new ArrayList<>())
            .add(new long[] {key % provinceCount, e.getValue().ordinal()});
      }
      crossingTo = new int[n][];
      crossingRule = new CrossingRule[n][];
      for (Map.Entry<Integer, List<long[]>> e : byLocation.entrySet()) {
        List<long[]> l = e.getValue();
        l.sort(Comparator.comparingLong(a -> a[0]));
        int[] to = new int[l.size()];
        CrossingRule[] r = new CrossingRule[l.size()];
        for (int i = 0; i < l.size(); i++) {
          to[i] = (int) l.get(i)[0];
          r[i] = CrossingRule.values()[(int) l.get(i)[1]];
        }
        crossingTo[e.getKey()] = to;
        crossingRule[e.getKey()] = r;
      }
    }
    ImmutableMap<Long, ImmutableSet<Province>> ownerBorders = ownerBorders(provinceById);
    if (ownerBorders == null) {
      return null;
    }
    GameMap.Extras extras = new GameMap.Extras(begin == null ? FirstPhase.DEFAULT : begin, calendar,
        victory == null ? null : ImmutableList.copyOf(victory), ImmutableSet.copyOf(flags), crossingTo, crossingRule,
        ownerBorders, newHomes == null ? ImmutableSortedSet.of() : ImmutableSortedSet.copyOf(newHomes), openSeasons);
    return new GameMap(mapId, mapName, ImmutableList.copyOf(provinceList), ImmutableList.copyOf(locationList),
        ImmutableList.copyOf(coastById.values()), ImmutableList.copyOf(powerList), ImmutableList.copyOf(start),
        ImmutableList.copyOf(armyAdj), ImmutableList.copyOf(fleetAdj), places.build(), powerNames.build(),
        extras);
  }

  /**
   * A {@code MOBILIZE} map's board is empty when the game begins, in an adjustment phase (rules.txt, MOBILIZE: "all
   * players will begin with no units on the board"; the game begins with an adjustment phase): no starting unit, no
   * centre owned at the start.
   */
  private void checkMobilize(Ref flag, List<StartingUnit> start, List<Power> powerList) {
    if (!start.isEmpty()) {
      problem(flag, "a MOBILIZE map starts with an empty board, but it has starting units (" + start.get(0).power()
          .id() + "'s " + start.get(0).location().id() + " first)");
    }
    for (Power p : powerList) {
      if (p.initialCentres != null && !p.initialCentres.isEmpty()) {
        problem(flag, "a MOBILIZE map starts with no centre owned, but " + p.id() + " owns "
            + p.initialCentres.get(0).id() + " (write an empty owns line)");
        break;
      }
    }
    FirstPhase first = begin == null ? FirstPhase.DEFAULT : begin;
    if (first.season() != FirstPhase.Season.WINTER) {
      String msg = "a MOBILIZE map begins with its first builds: begin winter <year> adjustments";
      if (beginWhere != null) {
        problem(beginWhere, msg);
      } else {
        problem(flag, msg);
      }
    }
  }

  /**
   * The alternative home centres of a power, checked as DPjudge's Map.validate() (commit 280e366, lines 147-160)
   * checks them: each is a home centre of the power, named once; each limit a home centre of the power that is no
   * alternative itself.
   */
  private ImmutableMap<Province, ImmutableList<Province>> alternatives(PowerDecl d, List<AlternativeDecl> decls,
      Map<String, Province> provinceById, Power power) {
    Set<Province> alts = new HashSet<>();
    for (AlternativeDecl a : decls) {
      Province p = provinceById.get(a.centre.text);
      if (p != null) {
        alts.add(p);
      }
    }
    ImmutableMap.Builder<Province, ImmutableList<Province>> out = ImmutableMap.builder();
    Set<Province> seen = new HashSet<>();
    for (AlternativeDecl a : decls) {
      Province p = province(a.centre, provinceById, "the alternative home centres of " + d.id);
      if (p == null) {
        continue;
      }
      if (!power.homeCentres.contains(p)) {
        problem(a.centre, "alternative home centre " + a.centre.text + " of " + d.id + " is no home centre of "
            + d.id);
        continue;
      }
      if (!seen.add(p)) {
        problem(a.centre, "alternative home centre " + a.centre.text + " listed twice for " + d.id);
        continue;
      }
      List<Province> limits = new ArrayList<>();
      for (Ref r : a.limits) {
        Province q = province(r, provinceById, "the limits of alternative home centre " + a.centre.text);
        if (q == null) {
          continue;
        }
        if (!power.homeCentres.contains(q)) {
          problem(r, "limit " + r.text + " of alternative home centre " + a.centre.text + " of " + d.id
              + " is no home centre of " + d.id);
        } else if (alts.contains(q)) {
          problem(r, "limit " + r.text + " of alternative home centre " + a.centre.text + " of " + d.id
              + " is itself an alternative home centre");
        } else if (limits.contains(q)) {
          problem(r, "limit " + r.text + " of alternative home centre " + a.centre.text + " listed twice");
        } else {
          limits.add(q);
        }
      }
      out.put(p, ImmutableList.copyOf(limits));
    }
    return out.build();
  }

  /**
   * The provinces open in some seasons only, with their seasons. Such a province may be no supply centre and not
   * impassable, no unit may start on it when it is shut in the first phase's season, and the map must set
   * {@code HIBERNATE}: a unit on the province when it shuts then stays and may only hold (DPjudge's rules.txt,
   * HIBERNATE). Without the flag DPjudge destroys such a unit when the phase begins (Game.py morphMap, commit 280e366,
   * lines 3332-3364), which this library does not do, so the map is refused.
   */
  private ImmutableMap<Province, ImmutableSet<FirstPhase.Season>> openSeasons(Map<String, Province> provinceById,
      List<StartingUnit> start, Set<String> flags, FirstPhase first) {
    ImmutableMap.Builder<Province, ImmutableSet<FirstPhase.Season>> out = ImmutableMap.builder();
    Where needsFlag = null;
    for (ProvinceDecl d : provinces.values()) {
      if (d.openSeasons == null || d.openSeasons.size() == FirstPhase.Season.values().length) {
        continue;
      }
      Province p = provinceById.get(d.id);
      if (d.terrain == Terrain.IMPASSABLE) {
        problem(d.openWhere, "province " + d.id + " is impassable in every season; open seasons are for a province"
            + " of another terrain");
        continue;
      }
      if (d.openSeasons.isEmpty()) {
        problem(d.openWhere, "province " + d.id + " is open in no season (write it impassable)");
        continue;
      }
      if (d.centre) {
        problem(d.openWhere, "supply centre " + d.id + " is shut in some seasons: a centre shut in some seasons is"
            + " not supported");
        continue;
      }
      for (StartingUnit u : start) {
        if (u.location().province() == p && !d.openSeasons.contains(first.season())) {
          problem(d.openWhere, "a unit starts on " + d.id + ", which is shut in the first phase's season ("
              + first + ")");
        }
      }
      needsFlag = needsFlag == null ? d.openWhere : needsFlag;
      out.put(p, ImmutableSet.copyOf(d.openSeasons));
    }
    if (needsFlag != null && !flags.contains("HIBERNATE")) {
      problem(needsFlag, "a province shut in some seasons needs RULE HIBERNATE (a unit there when it shuts stays and"
          + " holds); without it DPjudge destroys such units, which is not supported");
    }
    return out.build();
  }

  /**
   * The borders open only to the owner of given supply centres, by {@code from location * provinces + to province};
   * null (after a problem) when a centre named is unknown or no supply centre.
   */
  private ImmutableMap<Long, ImmutableSet<Province>> ownerBorders(Map<String, Province> provinceById) {
    ImmutableMap.Builder<Long, ImmutableSet<Province>> out = ImmutableMap.builder();
    boolean ok = true;
    for (Map.Entry<Long, Ref> e : new TreeMap<>(ownerRefs).entrySet()) {
      ImmutableSet.Builder<Province> centres = ImmutableSet.builder();
      for (String id : e.getValue().owners) {
        Province c = provinceById.get(id);
        if (c == null || !c.isSupplyCentre()) {
          problem(e.getValue(), (c == null ? "unknown province \"" : "no supply centre \"") + id
              + "\" in the owners of the border to " + e.getValue().text);
          ok = false;
        } else {
          centres.add(c);
        }
      }
      out.put(e.getKey(), centres.build());
    }
    return ok ? out.build() : null;
  }

  /** The first reference in {@code refs} to province {@code p} (there is one: the list named it). */
  private static Ref refTo(List<Ref> refs, Province p) {
    for (Ref r : refs) {
      if (r.text.equals(p.id())) {
        return r;
      }
    }
    throw new IllegalStateException("no reference to " + p.id());
  }

  private Province province(Ref r, Map<String, Province> byId, String what) {
    Province p = byId.get(r.text);
    if (p == null && !refersToRejected(r.text)) {
      problem(r, "unknown province id \"" + r.text + "\" in " + what);
    }
    return p;
  }

  private List<Province> provinceList(List<Ref> refs, Map<String, Province> byId, String what) {
    List<Province> out = new ArrayList<>();
    Set<Province> seen = new HashSet<>();
    for (Ref r : refs == null ? List.<Ref>of() : refs) {
      Province p = province(r, byId, what);
      if (p == null) {
        continue;
      }
      if (!seen.add(p)) {
        problem(r, "province " + r.text + " listed twice in " + what);
      } else {
        out.add(p);
      }
    }
    return out;
  }

  /**
   * Every name of every province and coast, added in declaration order so that a name meaning two things is
   * reported where it gets its second meaning. A name may not be the id of another location, nor of a coast
   * location of its own province ({@code bul/ec} on Livonia's line would make {@code bul/ec} mean Livonia).
   */
  private NameIndex.Builder<Object> names(Map<String, Province> provinceById, Map<String, Coast> coastById,
      List<Location> locations) {
    Map<String, Location> locationByNormalId = new HashMap<>();
    for (Location l : locations) {
      locationByNormalId.put(Names.normalize(l.id()), l);
    }
    NameIndex.Builder<Object> places = new NameIndex.Builder<>("province");
    List<Object[]> inOrder = new ArrayList<>();
    for (ProvinceDecl d : provinces.values()) {
      inOrder.add(new Object[] {d.order, d});
    }
    for (CoastDecl c : coasts.values()) {
      inOrder.add(new Object[] {c.order, c});
    }
    inOrder.sort(Comparator.comparingInt(o -> (Integer) o[0]));
    for (Object[] o : inOrder) {
      if (o[1] instanceof ProvinceDecl) {
        ProvinceDecl d = (ProvinceDecl) o[1];
        Province p = provinceById.get(d.id);
        addNames(places, p, d.namesWhere != null ? d.namesWhere : d.where, p.id(), p.name(), p.aliases(),
            locationByNormalId, p.location());
      } else {
        CoastDecl c = (CoastDecl) o[1];
        addNames(places, coastById.get(c.code), c.where, c.code, c.name, c.aliases, locationByNormalId, null);
      }
    }
    return places;
  }

  private void addNames(NameIndex.Builder<Object> index, Object value, Where where, String id, String name,
      List<String> aliases, Map<String, Location> locationByNormalId, Location own) {
    index.preferred(value, name);
    List<String> all = new ArrayList<>();
    all.add(id);
    all.add(name);
    all.addAll(aliases);
    for (String nm : all) {
      Location named = locationByNormalId.get(Names.normalize(nm));
      if (named != null && named != own) {
        problem(where.source, where.line, nm, "name \"" + nm + "\" of " + describe(value)
            + " is the id of location " + named.id() + ": a name may not be another location's id");
        continue;
      }
      index.add(nm, value, (x, a, b) -> problem(where.source, where.line, x,
          "name \"" + x + "\" means both " + describe(a) + " and " + describe(b)));
    }
  }

  private static String describe(Object o) {
    if (o instanceof Province) {
      return "province " + ((Province) o).id();
    }
    return "coast " + o;
  }

  static String terrainName(Terrain t) {
    return t.name().toLowerCase(Locale.ROOT);
  }

  static String withArticle(String word) {
    return ("aeiou".indexOf(word.charAt(0)) >= 0 ? "an " : "a ") + word;
  }

  private Location resolveRef(Ref r, Map<String, Location> locationById, String kind) {
    Location l = locationById.get(r.text);
    if (l != null || refersToRejected(r.text)) {
      return l;
    }
    int slash = r.text.indexOf('/');
    if (slash > 0 && provinces.containsKey(r.text.substring(0, slash))) {
      String prov = r.text.substring(0, slash);
      if (provinces.get(prov).coastLines.isEmpty()) {
        problem(r, "coast " + r.text + " on province " + prov + ", which has no split coasts");
      } else {
        problem(r, "province " + prov + " has no coast \"" + r.text.substring(slash + 1) + "\"");
      }
      return null;
    }
    problem(r, "unknown id \"" + r.text + "\" in " + kind + " adjacency");
    return null;
  }

  private void fleetEdge(Adjacency fleet, Location from, Ref r, Map<String, Location> locationById,
      Map<Long, CrossingRule> rules, Map<Long, Ref> ruleRefs, int provinceCount) {
    Location to = resolveRef(r, locationById, "fleet");
    if (to == null) {
      return;
    }
    Province tp = to.province();
    if (!tp.terrain().admits(UnitType.FLEET)) {
      problem(r, "fleet edge " + from.id() + "-" + r.text + " into "
          + withArticle(terrainName(tp.terrain())) + " province");
      return;
    }
    if (tp.hasSplitCoasts() && !to.isCoast()) {
      problem(r, "fleet edge " + from.id() + "-" + r.text + " to a split-coast province must name the coast");
      return;
    }
    if (addEdge(fleet, from, to, r, "fleet")) {
      crossing(rules, ruleRefs, from, to, r, provinceCount);
    }
  }

  /**
   * Records the rule of the border from {@code from} into {@code to}'s province. A location reaches a province
   * through at most one border, so the army and the fleet edge that cross it must carry the same rule.
   */
  private void crossing(Map<Long, CrossingRule> rules, Map<Long, Ref> refs, Location from, Location to, Ref r,
      int provinceCount) {
    long key = (long) from.index() * provinceCount + to.province().index();
    Ref first = refs.putIfAbsent(key, r);
    if (first == null) {
      if (r.rule != CrossingRule.NONE) {
        rules.put(key, r.rule);
      }
      if (!r.owners.isEmpty()) {
        ownerRefs.put(key, r);
      }
    } else if (!first.owners.equals(r.owners)) {
      problem(r, "the border " + from.id() + "-" + to.province().id() + " is open to the owner of " + r.owners
          + " here but of " + first.owners + " on line " + first.where.line + ": one border has one restriction");
    } else if (first.rule != r.rule) {
      problem(r, "the border " + from.id() + "-" + to.province().id() + " is "
          + (r.rule == CrossingRule.NONE ? "unmarked" : "marked " + r.rule.marker()) + " here but "
          + (first.rule == CrossingRule.NONE ? "unmarked" : "marked " + first.rule.marker())
          + " on line " + first.where.line + ": one border has one rule");
    }
  }

  /** Adds an edge; false (and a problem) when it is within one province or repeated. */
  private boolean addEdge(Adjacency adj, Location from, Location to, Ref r, String kind) {
    if (from.province() == to.province()) {
      problem(r, kind + " edge from " + from.id() + " to its own province");
      return false;
    }
    if (!adj.sets.get(from.index()).add(to)) {
      problem(r, kind + " neighbour " + to.id() + " of " + from.id() + " listed twice");
      return false;
    }
    adj.lists.get(from.index()).add(to);
    adj.refs.get(from.index()).add(r);
    return true;
  }

  /** One unit type's adjacency while it is being read: per location, the list, a set of it, and the references. */
  private final class Adjacency {
    final List<List<Location>> lists = new ArrayList<>();
    final List<Set<Location>> sets = new ArrayList<>();
    final List<List<Ref>> refs = new ArrayList<>();

    Adjacency(int n) {
      for (int i = 0; i < n; i++) {
        lists.add(new ArrayList<>());
        sets.add(new HashSet<>());
        refs.add(new ArrayList<>());
      }
    }

    void checkSymmetry(List<Location> locations, String kind) {
      for (int i = 0; i < lists.size(); i++) {
        Location from = locations.get(i);
        for (int k = 0; k < lists.get(i).size(); k++) {
          Location to = lists.get(i).get(k);
          if (!sets.get(to.index()).contains(from)) {
            problem(refs.get(i).get(k), kind + " adjacency is not symmetric: " + from.id()
                + " lists " + to.id() + " but " + to.id() + " does not list " + from.id());
          }
        }
      }
    }
  }
}
