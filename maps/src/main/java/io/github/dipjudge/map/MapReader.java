package io.github.dipjudge.map;

import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.map.MapAssembler.CoastDecl;
import io.github.dipjudge.map.MapAssembler.CoastLine;
import io.github.dipjudge.map.MapAssembler.PowerDecl;
import io.github.dipjudge.map.MapAssembler.ProvinceDecl;
import io.github.dipjudge.map.MapAssembler.Ref;
import io.github.dipjudge.map.MapAssembler.Where;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the project's map-file format documented in maps/README.md into a {@link MapAssembler}, which validates it.
 * Collects every problem before giving up, so that a broken file is reported in full and never yields a half-built
 * map.
 */
final class MapReader {
  private final String source;
  private final MapAssembler a = new MapAssembler();
  private boolean mapMissingReported;

  /** Stands for a rejected statement while parsing: the indented lines that continue it are skipped. */
  private static final Object SKIPPED = new Object();

  private static final Pattern MAP_ID = Pattern.compile("[a-z0-9][a-z0-9_-]*");
  /**
   * A province, coast or power id: lower-case letters and digits, the first a letter. No {@code _}: the name look-up
   * refuses it ({@link Names#invalidCharIndex}), so an id holding one could not be found by itself.
   */
  private static final Pattern ID = Pattern.compile("[a-z][a-z0-9]*");
  private static final Pattern FLAG = Pattern.compile("[A-Z][A-Z0-9_]*");
  private static final Pattern TAGGED = Pattern.compile("([a-z]{2,3}(?:-[A-Za-z]{2,8})?|daide)=(.+)");

  private MapReader(String source) {
    this.source = source;
    a.source(source);
  }

  static GameMap read(String source, String text) throws MapFormatException {
    MapReader r = new MapReader(source);
    r.parse(text);
    // Validate what was read even when some lines were rejected, so that every problem is reported at once.
    GameMap map = r.a.build(new Where(source, 0, ""));
    r.a.throwIfProblems();
    return map;
  }

  /**
   * Whether a file's text is in this format rather than DPjudge's: its first statement (the first line that is not
   * blank or a comment) contains {@code |}, or starts with the lower-case word {@code map} and is no DPjudge
   * {@code map <file>} line (one word after {@code map}). Every statement of this format has a {@code |} (a
   * {@code map} line lacks one only when it is broken); no DPjudge line has one. A file with no statement is taken
   * to be in this format.
   */
  static boolean isOwnFormat(String text) {
    int start = 0;
    while (start <= text.length()) {
      int end = text.indexOf('\n', start);
      if (end < 0) {
        end = text.length();
      }
      String line = text.substring(start, end);
      int hash = line.indexOf('#');
      String content = (hash >= 0 ? line.substring(0, hash) : line).replace("\uFEFF", "").strip();
      if (!content.isEmpty()) {
        if (content.indexOf('|') >= 0) {
          return true;
        }
        String[] words = content.split("\\s+");
        return words[0].equals("map") && words.length != 2;
      }
      start = end + 1;
    }
    return true;
  }

  private Where at(int line, String text) {
    return new Where(source, line, text);
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
      // Problems quote the line as written, without its comment.
      String line = content.strip();
      String keyword = firstWord(line);
      String rest = line.substring(keyword.length()).trim();
      Where w = at(lineNo, line);
      if (indented) {
        if (current instanceof PowerDecl) {
          powerLine((PowerDecl) current, keyword, rest, w);
        } else if (current instanceof ProvinceDecl) {
          provinceLine((ProvinceDecl) current, keyword, rest, w);
        } else if (current != SKIPPED) {
          a.problem(w, "indented line continues no power or province statement");
        }
        continue;
      }
      current = null;
      switch (keyword) {
        case "map":
          mapLine(rest, w);
          break;
        case "begin":
          beginLine(rest, w);
          break;
        case "flow":
          flowLine(rest, w);
          break;
        case "victory":
          victoryLine(rest, w);
          break;
        case "rules":
          rulesLine(rest, w);
          break;
        case "newhomes":
          newHomesLine(rest, w);
          break;
        case "coast":
          coastDecl(rest, w);
          break;
        case "power":
          current = powerDecl(rest, w);
          break;
        case "province":
          current = provinceDecl(rest, w);
          break;
        default:
          a.problem(w, "unknown statement \"" + keyword
              + "\" (expected map, begin, victory, rules, newhomes, coast, power or province)");
          current = SKIPPED;
      }
      if (current == null && (keyword.equals("power") || keyword.equals("province"))) {
        current = SKIPPED;
      }
      if (a.mapId == null && !keyword.equals("map") && !mapMissingReported) {
        a.problem(w, "the file must start with a map statement");
        mapMissingReported = true;
      }
    }
    if (a.mapId == null && !mapMissingReported) {
      a.problem(at(0, ""), "no map statement");
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

  static boolean isId(String s) {
    return ID.matcher(s).matches();
  }

  private void mapLine(String rest, Where w) {
    if (a.mapId != null) {
      a.problem(w, "repeated map statement");
      return;
    }
    List<String> parts = nameList(rest);
    if (parts.size() != 2 || !MAP_ID.matcher(parts.get(0)).matches() || Names.normalize(parts.get(1)).isEmpty()) {
      a.problem(w, "expected: map <id> | <name> (the id lower-case letters, digits, _ and -; a DPjudge map file"
          + " writes MAP in upper case)");
      a.mapId = "?";
      return;
    }
    a.mapId = parts.get(0);
    a.mapName = parts.get(1);
  }

  private void beginLine(String rest, Where w) {
    if (a.beginWhere != null) {
      a.problem(w, "repeated begin statement (first on line " + a.beginWhere.line + ")");
      return;
    }
    a.beginWhere = w;
    String[] words = rest.split("\\s+");
    FirstPhase p = parsePhase(words, Calendar.standard());
    String expected = "expected: begin <spring|fall> <year> movement, or begin winter <year> adjustments (a year from "
        + FirstPhase.MIN_YEAR + " to " + FirstPhase.MAX_YEAR + ")";
    a.begin = p;
    // Read against the map's calendar once it is known (a flow statement may follow).
    a.beginWords = words;
    a.beginExpected = expected;
  }

  /**
   * {@code flow <item>...}: the map's calendar as DPjudge's FLOW items ({@link Calendar#fromFlow}); at most once.
   * The items are checked when the map is built, with the begin statement read against them.
   */
  private void flowLine(String rest, Where w) {
    if (a.flowWhere != null) {
      a.problem(w, "repeated flow statement (first on line " + a.flowWhere.line + ")");
      return;
    }
    a.flowWhere = w;
    a.flow = rest.isEmpty() ? List.of() : List.of(rest.split("\\s+"));
  }

  /**
   * A first phase from its three words (season, year, kind; either case) on a calendar: the season one of the
   * calendar's labels ({@code spring}, {@code A.D.}) holding phases of that kind, in a year the season happens in;
   * null when they are no such phase. The DPjudge reader uses the same words.
   */
  static FirstPhase parsePhase(String[] w, Calendar calendar) {
    if (w.length != 3 || !w[1].matches("[0-9]{1,4}")) {
      return null;
    }
    FirstPhase.Kind kind;
    try {
      kind = FirstPhase.Kind.valueOf(w[2].toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      return null;
    }
    java.util.Optional<FirstPhase.Season> season = calendar.slot(w[0], kind == FirstPhase.Kind.ADJUSTMENTS);
    int year = Integer.parseInt(w[1]);
    if (season.isEmpty() || year < FirstPhase.MIN_YEAR || !calendar.occurs(season.get(), year)) {
      return null;
    }
    return new FirstPhase(season.get(), year, kind);
  }

  private void victoryLine(String rest, Where w) {
    if (a.victoryWhere != null) {
      a.problem(w, "repeated victory statement (first on line " + a.victoryWhere.line + ")");
      return;
    }
    a.victoryWhere = w;
    a.victory = parseVictory(rest.isEmpty() ? new String[0] : rest.split("\\s+"));
    if (a.victory == null) {
      a.problem(w, "expected: victory <centres>... (whole numbers from 1, one per game year, the last for every"
          + " year after)");
    }
  }

  /** Victory counts from their words, or null unless each is a whole number from 1 (at most 6 digits). */
  static List<Integer> parseVictory(String[] words) {
    if (words.length == 0) {
      return null;
    }
    List<Integer> out = new ArrayList<>();
    for (String s : words) {
      if (!s.matches("[0-9]{1,6}") || Integer.parseInt(s) < 1) {
        return null;
      }
      out.add(Integer.parseInt(s));
    }
    return out;
  }

  private void newHomesLine(String rest, Where w) {
    if (a.newHomesWhere != null) {
      a.problem(w, "repeated newhomes statement (first on line " + a.newHomesWhere.line + ")");
      return;
    }
    a.newHomesWhere = w;
    a.newHomes = parseYears(rest.isEmpty() ? new String[0] : rest.split("\\s+"));
    if (a.newHomes == null || a.newHomes.isEmpty()) {
      a.newHomes = null;
      a.problem(w, "expected: newhomes <year>... (the years whose adjustment phase makes the centres each power owns"
          + " its home centres; years from " + FirstPhase.MIN_YEAR + " to " + FirstPhase.MAX_YEAR + ")");
    }
  }

  /** Years from their words, or null unless each is a year a first phase may have. The DPjudge reader uses it. */
  static List<Integer> parseYears(String[] words) {
    List<Integer> out = new ArrayList<>();
    for (String s : words) {
      if (!s.matches("[0-9]{1,4}") || Integer.parseInt(s) < FirstPhase.MIN_YEAR
          || Integer.parseInt(s) > FirstPhase.MAX_YEAR) {
        return null;
      }
      out.add(Integer.parseInt(s));
    }
    return out;
  }

  private void rulesLine(String rest, Where w) {
    if (!a.ruleFlags.isEmpty() || rest.isEmpty()) {
      a.problem(w, rest.isEmpty() ? "expected: rules <FLAG>..." : "repeated rules statement");
      return;
    }
    for (String f : rest.split("\\s+")) {
      if (!FLAG.matcher(f).matches()) {
        a.problem(w, "rule flag \"" + f + "\" must be written in upper case, as DPjudge names it (BUILD_ANY)");
      } else {
        a.ruleFlags.add(new Ref(f, new Where(source, w.line, f)));
      }
    }
  }

  private void coastDecl(String rest, Where w) {
    List<String> parts = nameList(rest);
    if (parts.size() < 2 || !isId(parts.get(0)) || Names.normalize(parts.get(1)).isEmpty()) {
      a.problem(w, "expected: coast <code> | <English name> | <aliases>...");
      return;
    }
    CoastDecl c = new CoastDecl();
    c.code = parts.get(0);
    c.name = parts.get(1);
    c.aliases = localNames(withoutEmpty(parts.subList(2, parts.size()), w), c.localNames, w);
    c.where = w;
    c.order = a.nextOrder();
    if (a.coasts.containsKey(c.code)) {
      a.problem(w, "duplicate coast id \"" + c.code + "\" (first declared on line " + a.coasts.get(c.code).where.line
          + ")");
      return;
    }
    a.coasts.put(c.code, c);
  }

  /**
   * Splits names tagged with a language ({@code zh-Hans=伦敦}): the name goes to the aliases and, as the name to
   * print in that language, to {@code local}. A language tagged twice is a problem.
   */
  private List<String> localNames(List<String> names, Map<String, String> local, Where w) {
    List<String> out = new ArrayList<>();
    for (String n : names) {
      Matcher m = TAGGED.matcher(n);
      if (m.matches()) {
        String lang = m.group(1);
        String name = m.group(2).trim();
        if (local.containsKey(lang)) {
          a.problem(w, "two names for language " + lang + ": \"" + local.get(lang) + "\" and \"" + name + "\"");
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

  private List<String> withoutEmpty(List<String> names, Where w) {
    List<String> out = new ArrayList<>();
    for (String n : names) {
      if (n.isEmpty() || Names.normalize(n).isEmpty()) {
        a.problem(w, "empty name in the name list");
      } else {
        out.add(n);
      }
    }
    return out;
  }

  private PowerDecl powerDecl(String rest, Where w) {
    List<String> parts = nameList(rest);
    if (parts.size() < 3 || !isId(parts.get(0)) || Names.normalize(parts.get(1)).isEmpty()
        || Names.normalize(parts.get(2)).isEmpty()) {
      a.problem(w, "expected: power <id> | <Name> | <Adjective> | <aliases>...");
      return null;
    }
    PowerDecl p = new PowerDecl();
    p.id = parts.get(0);
    p.name = parts.get(1);
    p.adjective = parts.get(2);
    p.aliases = localNames(withoutEmpty(parts.subList(3, parts.size()), w), p.localNames, w);
    p.where = w;
    p.order = a.nextOrder();
    if (a.powers.containsKey(p.id)) {
      a.problem(w, "duplicate power id \"" + p.id + "\" (first declared on line " + a.powers.get(p.id).where.line
          + ")");
      return null;
    }
    a.powers.put(p.id, p);
    return p;
  }

  /** The ids of a list, each with its rule marker ({@code *mao}, {@code ~ska}) when {@code markers} allows one. */
  private List<Ref> refs(String s, Where w, boolean markers) {
    List<Ref> out = new ArrayList<>();
    for (String t : s.trim().split("[\\s,]+")) {
      if (t.isEmpty()) {
        continue;
      }
      List<String> owners = List.of();
      String written = t;
      int open = t.indexOf('(');
      if (markers && open > 0 && t.endsWith(")")) {
        owners = List.of(t.substring(open + 1, t.length() - 1).split("\\+", -1));
        t = t.substring(0, open);
      }
      CrossingRule rule = CrossingRule.ofMarker(t.charAt(0));
      Ref r;
      if (rule != null && markers) {
        if (t.length() == 1) {
          a.problem(new Where(source, w.line, written), "a border marker " + t + " must be followed by an id");
          continue;
        }
        r = new Ref(t.substring(1), new Where(source, w.line, written));
        r.rule = rule;
      } else {
        r = new Ref(t, new Where(source, w.line, written));
      }
      r.owners = owners;
      out.add(r);
    }
    return out;
  }

  private void powerLine(PowerDecl p, String keyword, String rest, Where w) {
    switch (keyword) {
      case "home":
        if (p.home != null) {
          a.problem(w, "repeated home line for power " + p.id);
        } else {
          p.home = refs(rest, w, false);
        }
        break;
      case "territory":
        if (p.territory != null) {
          a.problem(w, "repeated territory line for power " + p.id);
        } else {
          p.territory = refs(rest, w, false);
        }
        break;
      case "owns":
        if (p.owns != null) {
          a.problem(w, "repeated owns line for power " + p.id);
        } else {
          p.owns = refs(rest, w, false);
        }
        break;
      case "partisan":
        if (p.partisan != null) {
          a.problem(w, "repeated partisan line for power " + p.id);
        } else {
          p.partisan = refs(rest, w, false);
        }
        break;
      case "start":
        if (p.start != null) {
          a.problem(w, "repeated start line for power " + p.id);
        } else {
          p.start = new ArrayList<>();
          for (String u : rest.split(",")) {
            if (!u.isBlank()) {
              p.start.add(new Ref(u.trim(), new Where(source, w.line, u.trim())));
            }
          }
        }
        break;
      case "dummy":
        if (!rest.isBlank()) {
          a.problem(w, "a dummy line takes nothing after the keyword");
        } else if (p.dummy != null) {
          a.problem(w, "repeated dummy line for power " + p.id);
        } else {
          p.dummy = w;
        }
        break;
      case "alternative":
        alternativeLine(p, rest, w);
        break;
      case "claims":
        if (p.claimsWhere != null) {
          a.problem(w, "repeated claims line for power " + p.id);
        } else if (!rest.trim().matches("[1-9]")) {
          a.problem(w, "a claims line gives the number of claimable home centres, from 1 to 9");
        } else {
          p.claims = Integer.parseInt(rest.trim());
          p.claimsWhere = w;
        }
        break;
      case "league":
        if (p.league != null) {
          a.problem(w, "repeated league line for power " + p.id);
        } else {
          p.league = rest.isBlank() ? List.of() : List.of(rest.trim().split("\\s+"));
          p.leagueWhere = w;
        }
        break;
      default:
        a.problem(w, "unknown power line \"" + keyword
            + "\" (expected home, territory, owns, partisan, start, dummy, alternative, league or claims)");
    }
  }

  private static final Pattern ALTERNATIVE_YEAR = Pattern.compile("\\s*(\\d{1,4})\\s*:(.*)");
  private static final Pattern ALTERNATIVE = Pattern.compile("([a-z0-9_]+)(?:\\(([a-z0-9_]+(?:\\+[a-z0-9_]+)*)\\))?");

  /**
   * {@code alternative cal ore(nyo+was)}: the power's alternative home centres, each with its limits; {@code
   * alternative 1939: cal(nyo)}: those of the adjustments of 1939 only (possibly none).
   */
  private void alternativeLine(PowerDecl p, String rest, Where w) {
    Matcher year = ALTERNATIVE_YEAR.matcher(rest);
    List<MapAssembler.AlternativeDecl> into;
    String list = rest;
    if (year.matches()) {
      int y = Integer.parseInt(year.group(1));
      list = year.group(2);
      if (y < FirstPhase.MIN_YEAR || p.yearAlternatives.containsKey(y)) {
        a.problem(w, y < FirstPhase.MIN_YEAR ? "year " + y + " out of range in an alternative line"
            : "repeated alternative line for power " + p.id + " in " + y);
        return;
      }
      into = new ArrayList<>();
      p.yearAlternatives.put(y, into);
    } else {
      if (!p.alternatives.isEmpty() || rest.isBlank()) {
        a.problem(w, rest.isBlank() ? "an alternative line needs one or more centres: alternative <id>[(<id>+...)]"
            : "repeated alternative line for power " + p.id);
        return;
      }
      into = p.alternatives;
    }
    for (String t : list.trim().split("\\s+")) {
      if (t.isEmpty()) {
        continue;
      }
      Matcher m = ALTERNATIVE.matcher(t);
      Where at = new Where(source, w.line, t);
      if (!m.matches()) {
        a.problem(at, "expected an alternative home centre such as cal or cal(nyo+was)");
        continue;
      }
      List<Ref> limits = new ArrayList<>();
      if (m.group(2) != null) {
        for (String l : m.group(2).split("\\+")) {
          limits.add(new Ref(l, at));
        }
      }
      into.add(new MapAssembler.AlternativeDecl(new Ref(m.group(1), at), limits));
    }
  }

  private static final ImmutableSet<String> PROVINCE_ATTRIBUTES = ImmutableSet.of("centre", "center", "port");

  /**
   * {@code open:spring} or {@code open:spring+fall}: the seasons a province is open in, when only some (DPjudge's
   * {@code IN SPRING: WATER ARC}).
   */
  private void openSeasons(ProvinceDecl d, String attr, Where w) {
    if (d.openSeasons != null) {
      a.problem(w, "repeated province attribute \"open:\"");
      return;
    }
    java.util.EnumSet<FirstPhase.Season> seasons = java.util.EnumSet.noneOf(FirstPhase.Season.class);
    for (String name : attr.substring("open:".length()).split("\\+", -1)) {
      FirstPhase.Season season = null;
      for (FirstPhase.Season s : FirstPhase.Season.values()) {
        if (s.name().toLowerCase(Locale.ROOT).equals(name)) {
          season = s;
        }
      }
      if (season == null || !seasons.add(season)) {
        a.problem(w, (season == null ? "unknown season \"" : "repeated season \"") + name + "\" in \"" + attr
            + "\" (expected open:<season>+<season>..., the seasons spring, fall and winter)");
        return;
      }
    }
    d.openSeasons = seasons;
    d.openWhere = w;
  }

  private ProvinceDecl provinceDecl(String rest, Where w) {
    List<String> parts = nameList(rest);
    String[] head = parts.get(0).split("\\s+");
    if (parts.size() < 2 || head.length < 2 || head.length > 5 || Names.normalize(parts.get(1)).isEmpty()) {
      a.rejectId(head[0]);
      a.problem(w, "expected: province <id> <sea|coastal|inland|impassable> [centre] [port] [open:<seasons>]"
          + " | <English name>"
          + " | <aliases>...");
      return null;
    }
    ProvinceDecl d = new ProvinceDecl();
    d.id = head[0];
    if (!isId(d.id)) {
      a.problem(w, "province id \"" + d.id + "\" must be lower-case letters and digits");
      return null;
    }
    try {
      d.terrain = Terrain.valueOf(head[1].toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      a.rejectId(d.id);
      a.problem(w, "unknown terrain \"" + head[1] + "\" (expected sea, coastal, inland or impassable)");
      return null;
    }
    for (int i = 2; i < head.length; i++) {
      String attr = head[i];
      if (attr.startsWith("open:")) {
        openSeasons(d, attr, w);
      } else if (!PROVINCE_ATTRIBUTES.contains(attr)) {
        a.problem(w, "unknown province attribute \"" + attr + "\" (expected centre, port or open:<seasons>)");
      } else if (attr.equals("port") ? d.port : d.centre) {
        a.problem(w, "repeated province attribute \"" + attr + "\"");
      } else if (attr.equals("port")) {
        d.port = true;
      } else {
        d.centre = true;
      }
    }
    d.name = parts.get(1);
    d.aliases = localNames(withoutEmpty(parts.subList(2, parts.size()), w), d.localNames, w);
    d.where = w;
    d.order = a.nextOrder();
    if (a.provinces.containsKey(d.id)) {
      a.problem(w, "duplicate province id \"" + d.id + "\" (first declared on line "
          + a.provinces.get(d.id).where.line + ")");
      return null;
    }
    a.provinces.put(d.id, d);
    return d;
  }

  private void provinceLine(ProvinceDecl d, String keyword, String rest, Where w) {
    switch (keyword) {
      case "army":
        if (d.army != null) {
          a.problem(w, "repeated army line for province " + d.id);
        } else {
          d.army = refs(rest, w, true);
          d.armyWhere = w;
        }
        break;
      case "fleet":
        if (d.fleet != null) {
          a.problem(w, "repeated fleet line for province " + d.id);
        } else {
          d.fleet = refs(rest, w, true);
          d.fleetWhere = w;
        }
        break;
      case "coast": {
        String[] words = rest.split("\\s+", 3);
        if (words.length < 2 || !words[1].equals("fleet")) {
          a.problem(w, "expected: coast <code> fleet <neighbours>...");
          return;
        }
        CoastLine c = new CoastLine();
        c.code = words[0];
        c.where = w;
        c.fleet = refs(words.length > 2 ? words[2] : "", w, true);
        if (!d.coastCodes.add(c.code)) {
          a.problem(w, "duplicate coast \"" + c.code + "\" for province " + d.id);
          return;
        }
        d.coastLines.add(c);
        break;
      }
      default:
        a.problem(w, "unknown province line \"" + keyword + "\" (expected army, fleet or coast)");
    }
  }
}
