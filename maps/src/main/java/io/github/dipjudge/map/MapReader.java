package io.github.dipjudge.map;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Reads the map-file format documented in maps/README.md. Collects every problem before giving up, so that a
 * broken file is reported in full and never yields a half-built map.
 */
final class MapReader {
  private final String source;
  private final List<MapFormatException.Problem> problems = new ArrayList<>();

  private String mapId;
  private String mapName;
  private final Map<String, CoastDecl> coasts = new LinkedHashMap<>();
  private final Map<String, PowerDecl> powers = new LinkedHashMap<>();
  private final Map<String, ProvinceDecl> provinces = new LinkedHashMap<>();
  /** Ids of provinces whose statement was rejected: references to them are not reported again as unknown. */
  private final Set<String> rejected = new HashSet<>();
  private boolean mapMissingReported;

  /** Stands for a rejected statement while parsing: the indented lines that continue it are skipped. */
  private static final Object SKIPPED = new Object();

  private MapReader(String source) {
    this.source = source;
  }

  static GameMap read(String source, String text) throws MapFormatException {
    MapReader r = new MapReader(source);
    r.parse(text);
    // Validate what was read even when some lines were rejected, so that every problem is reported at once.
    GameMap map = r.build();
    if (!r.problems.isEmpty()) {
      List<MapFormatException.Problem> inFileOrder = new ArrayList<>(r.problems);
      inFileOrder.sort(Comparator.comparingInt(MapFormatException.Problem::line));
      throw new MapFormatException(ImmutableList.copyOf(inFileOrder));
    }
    return map;
  }

  // ---------------------------------------------------------------- declarations as written

  private static final class Ref {
    final String text;
    final int line;

    Ref(String text, int line) {
      this.text = text;
      this.line = line;
    }
  }

  private static final class CoastDecl {
    String code;
    String name;
    List<String> aliases;
    Map<String, String> localNames = new LinkedHashMap<>();
    int line;
  }

  private static final class PowerDecl {
    String id;
    String name;
    String adjective;
    List<String> aliases;
    Map<String, String> localNames = new LinkedHashMap<>();
    int line;
    String rawLine;
    List<Ref> home;
    List<Ref> territory;
    List<Ref> start;
    int homeLine;
    int territoryLine;
    int startLine;
  }

  private static final class CoastLine {
    String code;
    List<Ref> fleet = new ArrayList<>();
    int line;
    String raw;
  }

  private static final class ProvinceDecl {
    String id;
    Terrain terrain;
    boolean centre;
    String name;
    List<String> aliases;
    Map<String, String> localNames = new LinkedHashMap<>();
    int line;
    String rawLine;
    List<Ref> army;
    List<Ref> fleet;
    int armyLine;
    int fleetLine;
    String armyRaw;
    String fleetRaw;
    final List<CoastLine> coastLines = new ArrayList<>();
  }

  private void problem(int line, String text, String message) {
    problems.add(new MapFormatException.Problem(source, line, text.trim(), message));
  }

  // ---------------------------------------------------------------- parsing

  private void parse(String text) {
    String[] lines = text.split("\r\n|\n|\r", -1);
    Object current = null; // the PowerDecl or ProvinceDecl that indented lines continue
    for (int i = 0; i < lines.length; i++) {
      int lineNo = i + 1;
      String raw = lines[i];
      if (lineNo == 1 && raw.startsWith("\uFEFF")) {
        raw = raw.substring(1);
      }
      int hash = raw.indexOf('#');
      String content = hash >= 0 ? raw.substring(0, hash) : raw;
      if (content.isBlank()) {
        continue;
      }
      boolean indented = Character.isWhitespace(content.charAt(0));
      String line = content.strip();
      // Problems quote the line as written, without its comment.
      String keyword = firstWord(line);
      String rest = line.substring(keyword.length()).trim();
      if (indented) {
        if (current instanceof PowerDecl) {
          powerLine((PowerDecl) current, keyword, rest, lineNo, line);
        } else if (current instanceof ProvinceDecl) {
          provinceLine((ProvinceDecl) current, keyword, rest, lineNo, line);
        } else if (current != SKIPPED) {
          problem(lineNo, line, "indented line continues no power or province statement");
        }
        continue;
      }
      current = null;
      switch (keyword) {
        case "map":
          mapLine(rest, lineNo, line);
          break;
        case "coast":
          coastDecl(rest, lineNo, line);
          break;
        case "power":
          current = powerDecl(rest, lineNo, line);
          break;
        case "province":
          current = provinceDecl(rest, lineNo, line);
          break;
        default:
          problem(lineNo, line, "unknown statement \"" + keyword + "\" (expected map, coast, power or province)");
          current = SKIPPED;
      }
      if (current == null && (keyword.equals("power") || keyword.equals("province"))) {
        current = SKIPPED;
      }
      if (mapId == null && !keyword.equals("map") && !mapMissingReported) {
        problem(lineNo, line, "the file must start with a map statement");
        mapMissingReported = true;
      }
    }
    if (mapId == null && !mapMissingReported) {
      problem(0, "", "no map statement");
    }
  }

  private static String firstWord(String s) {
    int i = 0;
    while (i < s.length() && !Character.isWhitespace(s.charAt(i)) && s.charAt(i) != '|') {
      i++;
    }
    return s.substring(0, i);
  }

  private static List<String> nameList(String s) {
    List<String> out = new ArrayList<>();
    for (String part : s.split("\\|", -1)) {
      out.add(part.strip());
    }
    return out;
  }

  private static boolean isId(String s) {
    return s.matches("[a-z][a-z0-9_]*");
  }

  private void mapLine(String rest, int lineNo, String raw) {
    if (mapId != null) {
      problem(lineNo, raw, "repeated map statement");
      return;
    }
    List<String> parts = nameList(rest);
    if (parts.size() != 2 || !isId(parts.get(0)) || Names.normalize(parts.get(1)).isEmpty()) {
      problem(lineNo, raw, "expected: map <id> | <name>");
      mapId = "?";
      return;
    }
    mapId = parts.get(0);
    mapName = parts.get(1);
  }

  private void coastDecl(String rest, int lineNo, String raw) {
    List<String> parts = nameList(rest);
    if (parts.size() < 2 || !isId(parts.get(0)) || Names.normalize(parts.get(1)).isEmpty()) {
      problem(lineNo, raw, "expected: coast <code> | <English name> | <aliases>...");
      return;
    }
    CoastDecl c = new CoastDecl();
    c.code = parts.get(0);
    c.name = parts.get(1);
    c.aliases = localNames(withoutEmpty(parts.subList(2, parts.size()), lineNo, raw), c.localNames, lineNo, raw);
    c.line = lineNo;
    if (coasts.containsKey(c.code)) {
      problem(lineNo, raw, "duplicate coast id \"" + c.code + "\" (first declared on line " + coasts.get(c.code).line + ")");
      return;
    }
    coasts.put(c.code, c);
  }

  private static final java.util.regex.Pattern TAGGED =
      java.util.regex.Pattern.compile("([a-z]{2,3}(?:-[A-Za-z]{2,8})?)=(.+)");

  /**
   * Splits names tagged with a language ({@code zh-Hans=伦敦}): the name goes to the aliases and, as the name to
   * print in that language, to {@code local}. A language tagged twice is a problem.
   */
  private List<String> localNames(List<String> names, Map<String, String> local, int lineNo, String raw) {
    List<String> out = new ArrayList<>();
    for (String n : names) {
      java.util.regex.Matcher m = TAGGED.matcher(n);
      if (m.matches()) {
        String lang = m.group(1);
        String name = m.group(2).trim();
        if (local.containsKey(lang)) {
          problem(lineNo, raw, "two names for language " + lang + ": \"" + local.get(lang) + "\" and \"" + name + "\"");
        } else {
          local.put(lang, name);
        }
        out.add(name);
      } else {
        out.add(n);
      }
    }
    return out;
  }

  private List<String> withoutEmpty(List<String> names, int lineNo, String raw) {
    List<String> out = new ArrayList<>();
    for (String n : names) {
      if (n.isEmpty() || Names.normalize(n).isEmpty()) {
        problem(lineNo, raw, "empty name in the name list");
      } else {
        out.add(n);
      }
    }
    return out;
  }

  private PowerDecl powerDecl(String rest, int lineNo, String raw) {
    List<String> parts = nameList(rest);
    if (parts.size() < 3 || !isId(parts.get(0)) || Names.normalize(parts.get(1)).isEmpty()
        || Names.normalize(parts.get(2)).isEmpty()) {
      problem(lineNo, raw, "expected: power <id> | <Name> | <Adjective> | <aliases>...");
      return null;
    }
    PowerDecl p = new PowerDecl();
    p.id = parts.get(0);
    p.name = parts.get(1);
    p.adjective = parts.get(2);
    p.aliases = localNames(withoutEmpty(parts.subList(3, parts.size()), lineNo, raw), p.localNames, lineNo, raw);
    p.line = lineNo;
    p.rawLine = raw;
    if (powers.containsKey(p.id)) {
      problem(lineNo, raw, "duplicate power id \"" + p.id + "\" (first declared on line " + powers.get(p.id).line + ")");
      return null;
    }
    powers.put(p.id, p);
    return p;
  }

  private static List<Ref> refs(String s, int lineNo) {
    List<Ref> out = new ArrayList<>();
    for (String t : s.trim().split("[\\s,]+")) {
      if (!t.isEmpty()) {
        out.add(new Ref(t, lineNo));
      }
    }
    return out;
  }

  private void powerLine(PowerDecl p, String keyword, String rest, int lineNo, String raw) {
    switch (keyword) {
      case "home":
        if (p.home != null) {
          problem(lineNo, raw, "repeated home line for power " + p.id);
        } else {
          p.home = refs(rest, lineNo);
          p.homeLine = lineNo;
        }
        break;
      case "territory":
        if (p.territory != null) {
          problem(lineNo, raw, "repeated territory line for power " + p.id);
        } else {
          p.territory = refs(rest, lineNo);
          p.territoryLine = lineNo;
        }
        break;
      case "start":
        if (p.start != null) {
          problem(lineNo, raw, "repeated start line for power " + p.id);
        } else {
          p.start = new ArrayList<>();
          for (String u : rest.split(",")) {
            if (!u.isBlank()) {
              p.start.add(new Ref(u.trim(), lineNo));
            }
          }
          p.startLine = lineNo;
        }
        break;
      default:
        problem(lineNo, raw, "unknown power line \"" + keyword + "\" (expected home, territory or start)");
    }
  }

  private ProvinceDecl provinceDecl(String rest, int lineNo, String raw) {
    List<String> parts = nameList(rest);
    String[] head = parts.get(0).split("\\s+");
    if (parts.size() < 2 || head.length < 2 || head.length > 3 || Names.normalize(parts.get(1)).isEmpty()) {
      rejectId(head[0]);
      problem(lineNo, raw, "expected: province <id> <sea|coastal|inland|impassable> [centre] | <English name> | <aliases>...");
      return null;
    }
    ProvinceDecl d = new ProvinceDecl();
    d.id = head[0];
    if (!isId(d.id)) {
      problem(lineNo, raw, "province id \"" + d.id + "\" must be lower-case letters and digits");
      return null;
    }
    try {
      d.terrain = Terrain.valueOf(head[1].toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      rejectId(d.id);
      problem(lineNo, raw, "unknown terrain \"" + head[1] + "\" (expected sea, coastal, inland or impassable)");
      return null;
    }
    if (head.length == 3) {
      if (head[2].equals("centre") || head[2].equals("center")) {
        d.centre = true;
      } else {
        problem(lineNo, raw, "unknown province attribute \"" + head[2] + "\" (expected centre)");
      }
    }
    d.name = parts.get(1);
    d.aliases = localNames(withoutEmpty(parts.subList(2, parts.size()), lineNo, raw), d.localNames, lineNo, raw);
    d.line = lineNo;
    d.rawLine = raw;
    if (provinces.containsKey(d.id)) {
      problem(lineNo, raw, "duplicate province id \"" + d.id + "\" (first declared on line " + provinces.get(d.id).line + ")");
      return null;
    }
    provinces.put(d.id, d);
    return d;
  }

  private void rejectId(String id) {
    if (isId(id) && !provinces.containsKey(id)) {
      rejected.add(id);
    }
  }

  /** Whether a reference names a province whose statement was rejected (and so was reported already). */
  private boolean refersToRejected(String ref) {
    int slash = ref.indexOf('/');
    return rejected.contains(slash < 0 ? ref : ref.substring(0, slash));
  }

  private void provinceLine(ProvinceDecl d, String keyword, String rest, int lineNo, String raw) {
    switch (keyword) {
      case "army":
        if (d.army != null) {
          problem(lineNo, raw, "repeated army line for province " + d.id);
        } else {
          d.army = refs(rest, lineNo);
          d.armyLine = lineNo;
          d.armyRaw = raw;
        }
        break;
      case "fleet":
        if (d.fleet != null) {
          problem(lineNo, raw, "repeated fleet line for province " + d.id);
        } else {
          d.fleet = refs(rest, lineNo);
          d.fleetLine = lineNo;
          d.fleetRaw = raw;
        }
        break;
      case "coast": {
        String[] w = rest.split("\\s+", 3);
        if (w.length < 2 || !w[1].equals("fleet")) {
          problem(lineNo, raw, "expected: coast <code> fleet <neighbours>...");
          return;
        }
        CoastLine c = new CoastLine();
        c.code = w[0];
        c.line = lineNo;
        c.raw = raw;
        c.fleet = refs(w.length > 2 ? w[2] : "", lineNo);
        for (CoastLine other : d.coastLines) {
          if (other.code.equals(c.code)) {
            problem(lineNo, raw, "duplicate coast \"" + c.code + "\" for province " + d.id);
            return;
          }
        }
        d.coastLines.add(c);
        break;
      }
      default:
        problem(lineNo, raw, "unknown province line \"" + keyword + "\" (expected army, fleet or coast)");
    }
  }

  // ---------------------------------------------------------------- building and validating

  private GameMap build() {
    // Coasts.
    Map<String, Coast> coastById = new LinkedHashMap<>();
    for (CoastDecl c : coasts.values()) {
      coastById.put(c.code, new Coast(c.code, c.name, ImmutableList.copyOf(c.aliases), ImmutableMap.copyOf(c.localNames)));
    }
    // Provinces and their locations.
    List<Province> provinceList = new ArrayList<>();
    Map<String, Province> provinceById = new HashMap<>();
    for (ProvinceDecl d : provinces.values()) {
      Province p = new Province(provinceList.size(), d.id, d.terrain, d.centre, d.name, ImmutableList.copyOf(d.aliases),
          ImmutableMap.copyOf(d.localNames));
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
      if (d.coastLines.isEmpty()) {
        continue;
      }
      if (d.terrain != Terrain.COASTAL) {
        problem(d.coastLines.get(0).line, d.coastLines.get(0).raw, "coast lines on province " + d.id + ", which is not coastal");
        continue;
      }
      if (d.coastLines.size() < 2) {
        problem(d.coastLines.get(0).line, d.coastLines.get(0).raw,
            "province " + d.id + " has a single coast: a province without split coasts uses a plain fleet line");
      }
      if (d.fleet != null) {
        problem(d.fleetLine, d.fleetRaw, "province " + d.id + " has split coasts and a plain fleet line");
      }
      List<Location> cs = new ArrayList<>();
      for (CoastLine cl : d.coastLines) {
        Coast coast = coastById.get(cl.code);
        if (coast == null) {
          problem(cl.line, cl.raw, "unknown coast \"" + cl.code + "\" (declare it with a coast statement)");
          continue;
        }
        Location l = new Location(-1, p, coast);
        cs.add(l);
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

    // Adjacency.
    int n = locationList.size();
    List<List<Location>> army = new ArrayList<>();
    List<List<Location>> fleet = new ArrayList<>();
    List<List<Ref>> armyLines = new ArrayList<>();
    List<List<Ref>> fleetLines = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      army.add(new ArrayList<>());
      fleet.add(new ArrayList<>());
      armyLines.add(new ArrayList<>());
      fleetLines.add(new ArrayList<>());
    }
    for (ProvinceDecl d : provinces.values()) {
      Province p = provinceById.get(d.id);
      if (d.army != null) {
        if (!p.terrain().admits(UnitType.ARMY)) {
          problem(d.armyLine, d.armyRaw, "army line on " + terrainName(d.terrain) + " province " + d.id);
        } else {
          for (Ref r : d.army) {
            Location to = resolveRef(r, locationById, "army");
            if (to == null) {
              continue;
            }
            if (to.isCoast()) {
              problem(r.line, r.text, "army neighbour " + r.text + " of " + d.id + " names a coast; armies use the province");
              continue;
            }
            if (!to.province().terrain().admits(UnitType.ARMY)) {
              problem(r.line, r.text, "army edge " + d.id + "-" + r.text + " into "
                  + withArticle(terrainName(to.province().terrain())) + " province");
              continue;
            }
            addEdge(army, armyLines, p.location(), to, r, "army");
          }
        }
      }
      if (d.fleet != null && d.coastLines.isEmpty()) {
        if (!p.terrain().admits(UnitType.FLEET)) {
          problem(d.fleetLine, d.fleetRaw, "fleet line on " + terrainName(d.terrain) + " province " + d.id);
        } else {
          for (Ref r : d.fleet) {
            fleetEdge(fleet, fleetLines, p.location(), r, locationById);
          }
        }
      }
      for (CoastLine cl : d.coastLines) {
        Location from = locationById.get(d.id + "/" + cl.code);
        if (from == null) {
          continue;
        }
        for (Ref r : cl.fleet) {
          fleetEdge(fleet, fleetLines, from, r, locationById);
        }
      }
    }
    checkSymmetry(army, armyLines, locationList, "army");
    checkSymmetry(fleet, fleetLines, locationList, "fleet");

    // Powers.
    List<Power> powerList = new ArrayList<>();
    List<StartingUnit> start = new ArrayList<>();
    Set<Province> homeTaken = new HashSet<>();
    for (PowerDecl d : powers.values()) {
      Power power = new Power(powerList.size(), d.id, d.name, d.adjective, ImmutableList.copyOf(d.aliases),
          ImmutableMap.copyOf(d.localNames));
      powerList.add(power);
      if (d.home == null || d.territory == null || d.start == null) {
        List<String> missing = new ArrayList<>();
        if (d.home == null) {
          missing.add("home");
        }
        if (d.territory == null) {
          missing.add("territory");
        }
        if (d.start == null) {
          missing.add("start");
        }
        problem(d.line, d.rawLine, "power " + d.id + " needs one home, one territory and one start line (missing: "
            + String.join(", ", missing) + ")");
      }
      List<Province> territory = new ArrayList<>();
      for (Ref r : d.territory == null ? List.<Ref>of() : d.territory) {
        Province p = provinceById.get(r.text);
        if (p == null) {
          if (!refersToRejected(r.text)) {
            problem(r.line, r.text, "unknown province id \"" + r.text + "\" in the territory of " + d.id);
          }
        } else if (territory.contains(p)) {
          problem(r.line, r.text, "province " + r.text + " listed twice in the territory of " + d.id);
        } else {
          territory.add(p);
        }
      }
      List<Province> home = new ArrayList<>();
      for (Ref r : d.home == null ? List.<Ref>of() : d.home) {
        Province p = provinceById.get(r.text);
        if (p == null) {
          if (!refersToRejected(r.text)) {
            problem(r.line, r.text, "unknown province id \"" + r.text + "\" in the home centres of " + d.id);
          }
          continue;
        }
        if (home.contains(p)) {
          problem(r.line, r.text, "home centre " + r.text + " listed twice for " + d.id);
          continue;
        }
        if (!p.isSupplyCentre()) {
          problem(r.line, r.text, "home centre " + r.text + " of " + d.id + " is no supply centre");
          continue;
        }
        if (!homeTaken.add(p)) {
          problem(r.line, r.text, "province " + r.text + " is already the home centre of another power");
          continue;
        }
        if (!territory.contains(p)) {
          problem(r.line, r.text, "home centre " + r.text + " of " + d.id + " is not in its territory");
        }
        home.add(p);
        p.homePower = power;
      }
      power.homeCentres = ImmutableList.copyOf(home);
      power.territory = ImmutableList.copyOf(territory);
      for (Ref r : d.start == null ? List.<Ref>of() : d.start) {
        String[] w = r.text.split("\\s+");
        if (w.length != 2 || w[0].length() != 1 || "AaFf".indexOf(w[0].charAt(0)) < 0) {
          problem(r.line, r.text, "expected a starting unit such as \"A par\" or \"F stp/sc\"");
          continue;
        }
        UnitType type = UnitType.ofLetter(w[0].charAt(0));
        Location l = locationById.get(w[1]);
        if (l == null) {
          if (refersToRejected(w[1])) {
            continue;
          }
          problem(r.line, r.text, "unknown location id \"" + w[1] + "\" in the starting units of " + d.id);
          continue;
        }
        if (!l.admits(type)) {
          problem(r.line, r.text, (type == UnitType.ARMY ? "an army" : "a fleet") + " cannot stand on " + l.id()
              + (l.province().hasSplitCoasts() && type == UnitType.FLEET ? " (name the coast)" : ""));
          continue;
        }
        if (!home.contains(l.province())) {
          problem(r.line, r.text, "starting unit " + r.text + " of " + d.id + " is not on one of its home centres");
          continue;
        }
        for (StartingUnit u : start) {
          if (u.location().province() == l.province()) {
            problem(r.line, r.text, "two starting units in " + l.province().id());
          }
        }
        start.add(new StartingUnit(power, type, l));
      }
    }

    // Names: provinces and coasts share one name space; powers have their own. Names are added in file order, so
    // that a name meaning two things is reported on the line that gives it its second meaning.
    NameIndex.Builder<Object> places = new NameIndex.Builder<>("province");
    Map<Integer, Runnable> namesByLine = new TreeMap<>();
    for (ProvinceDecl d : provinces.values()) {
      Province p = provinceById.get(d.id);
      namesByLine.put(d.line, () -> addNames(places, p, d.line, p.id(), p.name(), p.aliases()));
    }
    for (CoastDecl c : coasts.values()) {
      Coast coast = coastById.get(c.code);
      namesByLine.put(c.line, () -> addNames(places, coast, c.line, c.code, c.name, c.aliases));
    }
    namesByLine.values().forEach(Runnable::run);
    NameIndex.Builder<Power> powerNames = new NameIndex.Builder<>("power");
    for (PowerDecl d : powers.values()) {
      Power power = powerList.get(new ArrayList<>(powers.keySet()).indexOf(d.id));
      List<String> all = new ArrayList<>();
      all.add(d.id);
      all.add(d.name);
      all.add(d.adjective);
      all.addAll(d.aliases);
      for (String name : all) {
        powerNames.preferred(power, d.name);
        powerNames.add(name, power, (nm, a, b) -> problem(d.line, nm,
            "power name \"" + nm + "\" means both " + a + " and " + b));
      }
    }
    if (!problems.isEmpty()) {
      return null;
    }
    List<ImmutableList<Location>> armyAdj = new ArrayList<>();
    List<ImmutableList<Location>> fleetAdj = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      armyAdj.add(ImmutableList.copyOf(army.get(i)));
      fleetAdj.add(ImmutableList.copyOf(fleet.get(i)));
    }
    NameIndex<Object> placeIndex = places.build();
    return new GameMap(mapId, mapName, ImmutableList.copyOf(provinceList), ImmutableList.copyOf(locationList),
        ImmutableList.copyOf(coastById.values()), ImmutableList.copyOf(powerList), ImmutableList.copyOf(start),
        ImmutableList.copyOf(armyAdj), ImmutableList.copyOf(fleetAdj), placeIndex, powerNames.build());
  }

  private void addNames(NameIndex.Builder<Object> index, Object value, int line, String id, String name,
      List<String> aliases) {
    index.preferred(value, name);
    List<String> all = new ArrayList<>();
    all.add(id);
    all.add(name);
    all.addAll(aliases);
    for (String nm : all) {
      index.add(nm, value, (n, a, b) -> problem(line, n, "name \"" + n + "\" means both " + describe(a) + " and " + describe(b)));
    }
  }

  private static String describe(Object o) {
    if (o instanceof Province) {
      return "province " + ((Province) o).id();
    }
    return "coast " + o;
  }

  private static String terrainName(Terrain t) {
    return t.name().toLowerCase(Locale.ROOT);
  }

  private static String withArticle(String word) {
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
        problem(r.line, r.text, "coast " + r.text + " on province " + prov + ", which has no split coasts");
      } else {
        problem(r.line, r.text, "province " + prov + " has no coast \"" + r.text.substring(slash + 1) + "\"");
      }
      return null;
    }
    problem(r.line, r.text, "unknown id \"" + r.text + "\" in " + kind + " adjacency");
    return null;
  }

  private void fleetEdge(List<List<Location>> fleet, List<List<Ref>> lines, Location from, Ref r,
      Map<String, Location> locationById) {
    Location to = resolveRef(r, locationById, "fleet");
    if (to == null) {
      return;
    }
    Province tp = to.province();
    if (!tp.terrain().admits(UnitType.FLEET)) {
      problem(r.line, r.text, "fleet edge " + from.id() + "-" + r.text + " into "
          + withArticle(terrainName(tp.terrain())) + " province");
      return;
    }
    if (tp.hasSplitCoasts() && !to.isCoast()) {
      problem(r.line, r.text, "fleet edge " + from.id() + "-" + r.text + " to a split-coast province must name the coast");
      return;
    }
    addEdge(fleet, lines, from, to, r, "fleet");
  }

  private void addEdge(List<List<Location>> adj, List<List<Ref>> refs, Location from, Location to, Ref r,
      String kind) {
    if (from.province() == to.province()) {
      problem(r.line, r.text, kind + " edge from " + from.id() + " to its own province");
      return;
    }
    if (adj.get(from.index()).contains(to)) {
      problem(r.line, r.text, kind + " neighbour " + to.id() + " of " + from.id() + " listed twice");
      return;
    }
    adj.get(from.index()).add(to);
    refs.get(from.index()).add(r);
  }

  private void checkSymmetry(List<List<Location>> adj, List<List<Ref>> refs, List<Location> locations, String kind) {
    for (int i = 0; i < adj.size(); i++) {
      Location from = locations.get(i);
      for (int k = 0; k < adj.get(i).size(); k++) {
        Location to = adj.get(i).get(k);
        if (!adj.get(to.index()).contains(from)) {
          Ref r = refs.get(i).get(k);
          problem(r.line, r.text, kind + " adjacency is not symmetric: " + from.id()
              + " lists " + to.id() + " but " + to.id() + " does not list " + from.id());
        }
      }
    }
  }

  static ImmutableSet<String> keywords() {
    return ImmutableSet.of("map", "coast", "power", "province");
  }
}
