package io.github.dipjudge.map;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.map.MapAssembler.CoastDecl;
import io.github.dipjudge.map.MapAssembler.CoastLine;
import io.github.dipjudge.map.MapAssembler.PowerDecl;
import io.github.dipjudge.map.MapAssembler.ProvinceDecl;
import io.github.dipjudge.map.MapAssembler.Ref;
import io.github.dipjudge.map.MapAssembler.Where;
import java.io.IOException;
import java.util.ArrayDeque;
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
import java.util.regex.Pattern;

/**
 * Reads DPjudge's {@code .map} format (../shared/reference/dpjudge/map-file-syntax.txt) into a {@link MapAssembler},
 * which validates it as it validates the project's own files.
 *
 * <p>DPjudge reads a map file as a sequence of edits to a mutable map (a later line may redefine, amend, rename or
 * drop what an earlier one, or an included file, defined), so this reader keeps the same kind of state and turns
 * it into declarations only at the end. Every place name is interned as a {@link Sym}: references hold the symbol,
 * not the text, so that renaming a place is one table update and dropping it one flag, whatever refers to it. Every
 * line is handled in time proportional to its length (hash look-ups; removals go through an index), so a file is
 * read in time linear in its length.
 *
 * <p>Supported, ignored and refused directives are listed in maps/README.md; a refused one is recorded as an
 * unsupported feature under its name there, and the file then yields those problems only.
 *
 * <p>Not thread-safe: one reader per load.
 */
final class DpjudgeReader {
  /**
   * RULE flags about press, deadlines and drawing: they do not change the adjudication or the board, and are read
   * and ignored (maps/README.md). From rules.txt sections 1.2 (press), 1.9 (deadlines) and 1.10 (draws and
   * end-of-game statements).
   */
  static final ImmutableSet<String> IGNORED_RULES = ImmutableSet.of(
      // 1.2 press
      "NO_PRESS", "PUBLIC_PRESS", "NO_PARTIAL", "MUST_ORDER", "LATE_SEND", "NO_LATE_RECEIVE", "FTF_PRESS",
      "GREY_PRESS", "YELLOW_PRESS", "WHITE_GREY", "FAKE_PRESS", "MUTE_OBSERVERS", "TOUCH_PRESS", "REMOTE_PRESS",
      "BACKSEAT_PRESS", "EAVESDROP", "PRESS_MASTER",
      // 1.9 deadlines
      "NO_DEADLINE", "JUMP_OFF_DAYS", "NO_LATE_CHANGES", "LATE_CHANGES", "REAL_TIME", "NO_MINOR_WAIT",
      "ALWAYS_WAIT", "PLAYER_DEADLINES", "SILENT_ABSENCES", "HIDE_ABSENTEES", "NO_ABSENCES", "PREVIEW",
      // 1.10 drawing and end-of-game press
      "NO_DRAW", "PROPOSE_DIAS", "HIDE_PROPOSER", "NO_DIAS", "NO_EOG");

  /** Directives about graphics and e-mail: read and ignored ({@code FLAG} only when the line is no name line). */
  static final ImmutableSet<String> IGNORED_DIRECTIVES = ImmutableSet.of("NOTIFY", "FLAGS", "FLAG", "TEXTONLY");

  /**
   * Directives refused as unsupported features, by the name maps/README.md lists them under. DPjudge tests the
   * first ones before it takes a line with {@code =} for a name line, the others after.
   */
  static final ImmutableMap<String, String> UNSUPPORTED_BEFORE_NAMES = ImmutableMap.of("FROM", "FROM", "ROTATE",
      "ROTATE");

  static final ImmutableMap<String, String> UNSUPPORTED_AFTER_NAMES = ImmutableMap.<String, String>builder()
      .put("CONTROL", "CONTROL").put("TEAM", "TEAM")
      .put("TEAMS", "TEAM").put("RESERVES", "RESERVES").put("MILITIA", "MILITIA").build();

  private static final ImmutableSet<String> TERRAINS = ImmutableSet.of("WATER", "LAND", "COAST", "PORT", "SHUT",
      "AMEND");

  private static final ImmutableMap<String, String> COAST_NAMES = ImmutableMap.of("NC", "North Coast",
      "SC", "South Coast", "EC", "East Coast", "WC", "West Coast");

  private static final Pattern PLACE = Pattern.compile("[A-Za-z0-9]+(/[A-Za-z0-9]+)?");

  private final MapAssembler a = new MapAssembler();
  private final MapIncludes includes;
  private final Set<String> filesUsed = new HashSet<>();
  private boolean rootMapSeen;

  // ---------------------------------------------------------------- the state DPjudge keeps

  /**
   * A place name, interned. Renaming changes {@link #name}; references keep the symbol. Renaming a place to a name
   * that was already referenced (renaissance's {@code UNOWNED ... HAN} before {@code KIE -> Hannover = han}) merges
   * the two symbols, union-find style: every reference is read through {@link #find}, and every map keyed by
   * symbols is re-keyed through {@link #keyedIn}, the smaller side moving, so that the merges of a file cost
   * O(n log n) in all.
   */
  private static final class Sym {
    String name;
    Place place;
    NameLine names;
    boolean dropped;
    /** For a coast ({@code BUL/EC}): the symbol of its province ({@code BUL}); read it through find. */
    Sym province;
    /** For a province: its coasts' symbols, in the order they were first named; read them through find. */
    final Set<Sym> coasts = new LinkedHashSet<>();
    /** The symbol this one was merged into; null for a live symbol. */
    Sym parent;
    /** The maps that hold this symbol as a key, to re-key when it is merged. */
    final List<Map<Sym, ?>> keyedIn = new ArrayList<>();

    Sym(String name) {
      this.name = name;
    }

    boolean isCoast() {
      return name.indexOf('/') >= 0;
    }
  }

  /** A terrain line's data: the terrain, whether written in lower case, and the neighbours. */
  private static final class Place {
    String type;
    boolean lower;
    Where where;
    int order;
    List<Entry> abuts = new ArrayList<>();
    /** The live entries per neighbour symbol, for removals in constant time. */
    Map<Sym, List<Entry>> index = new HashMap<>();
  }

  /** One neighbour as written to the right of ABUTS. */
  private static final class Entry {
    final Sym sym;
    final String written;
    final CrossingRule rule;
    final Where where;
    /** The centres whose owner alone may cross ({@code AEG(CON)}); read them through find. Empty when open. */
    List<Sym> owners = List.of();
    boolean removed;

    Entry(Sym sym, String written, CrossingRule rule, Where where) {
      this.sym = sym;
      this.written = written;
      this.rule = rule;
      this.where = where;
    }
  }

  private static final class NameLine {
    String placeName;
    List<String> aliases;
    Where where;
  }

  private static final class PowerState {
    /** Changed only by a rename ({@code old -> new}), which keeps everything else the power holds. */
    String key;
    String written;
    String ownWord;
    final Where where;
    final Map<Sym, Where> homes = new LinkedHashMap<>();
    final Map<Sym, Where> partisans = new LinkedHashMap<>();
    Map<Sym, Where> owns;
    final Map<Sym, Boolean> unitProvinces = new LinkedHashMap<>();
    boolean removed;
    /** Where the power was made a dummy; null while it is none. */
    Where dummy;
    /** The alternative home centres ({@code @CAL(NYO)}), each with its limits. */
    final Map<Sym, Alternative> alternatives = new LinkedHashMap<>();
    /** Where its claimable home centre (&SC) is written; null while it has none. */
    Where claim;
    /** The words of its LEAGUE line after the keyword; null while it has none. */
    List<String> league;
    Where leagueWhere;

    PowerState(String key, String written, Where where) {
      this.key = key;
      this.written = written;
      this.where = where;
    }
  }

  /** An alternative home centre's limits (home centres, read through find) and where it was written. */
  private static final class Alternative {
    final List<Sym> limits;
    final Where where;

    Alternative(List<Sym> limits, Where where) {
      this.limits = limits;
      this.where = where;
    }
  }

  /**
   * A multi-line {@code IN W1939A} block (map-file-syntax.txt, "Dynamic Directives"): its lines, applied by DPjudge
   * in that phase only (Map.py lines 413-424 keep them, Map.validate() lines 77-79 loads them in the phase whose
   * abbreviation begins with the text). Read here for the adjustment phase of a year: a power line and its home list.
   */
  private static final class PhaseBlock {
    final int year;
    final Where where;
    final List<Map.Entry<String[], Where>> lines = new ArrayList<>();

    PhaseBlock(int year, Where where) {
      this.year = year;
      this.where = where;
    }
  }

  /** The {@code IN} blocks read, in the files' order. */
  private final List<PhaseBlock> phaseBlocks = new ArrayList<>();

  /** The {@code IN} block the current file's lines go to (till the end of the file); null outside one. */
  private PhaseBlock phaseBlock;

  private static final Pattern ADJUSTMENT_PHASE = Pattern.compile("W(\\d{1,4})A");

  private static final class UnitDecl {
    final PowerState owner;
    final String type;
    /** Read it through find. */
    final Sym location;
    final Where where;

    UnitDecl(PowerState owner, String type, Sym location, Where where) {
      this.owner = owner;
      this.type = type;
      this.location = location;
      this.where = where;
    }
  }

  private final Map<String, Sym> table = new HashMap<>();
  private final Map<String, PowerState> powers = new LinkedHashMap<>();
  private final Map<Sym, Where> unowned = new LinkedHashMap<>();
  /** The starting units by province symbol, in the order they were (last) given. */
  private final Map<Sym, UnitDecl> units = new LinkedHashMap<>();
  private final Set<String> rulesOn = new LinkedHashSet<>();
  /** The {@code IN <season>: <terrain> <place>} lines, in the order read. */
  private final List<SeasonTerrain> seasonTerrains = new ArrayList<>();

  /** One {@code IN <season>: <terrain> <place>} line: the place's terrain in that season's phases. */
  private static final class SeasonTerrain {
    final FirstPhase.Season season;
    final String type;
    final String written;
    final Where where;

    SeasonTerrain(FirstPhase.Season season, String type, String written, Where where) {
      this.season = season;
      this.type = type;
      this.written = written;
      this.where = where;
    }
  }
  private final Map<String, Where> ruleWhere = new HashMap<>();
  private final Set<String> rulesOff = new HashSet<>();
  private int placeOrder;
  private PowerState current;
  /** Inside a DIRECTIVES stanza (till its END or the end of the file): null outside, else how its lines are taken. */
  private Stanza stanza;

  /** What is done with the lines of a DIRECTIVES stanza. */
  private enum Stanza {
    /**
     * A stanza for every game or DPjudge's standard variant, the one played here: its {@code RULE} lines are read as
     * the map's own (DPjudge files a map's RULE lines among the directives for every game too, Map.py lines
     * 474-480, and a game adds both as rules, Game.py lines 618-622 and 881-893); any other status line in it is
     * refused as DIRECTIVES.
     */
    EVERY_GAME,
    /** A stanza for another of DPjudge's rules variants (Payola, ...), which no game here plays: skipped. */
    OTHER_VARIANT
  }

  /**
   * DPjudge's rules variants other than the standard one, the folders of DPjudge/variants at commit 280e366; a
   * {@code VARIANT DIRECTIVES} stanza naming one applies only to games of that variant (Map.py lines 398-408,
   * Game.py lines 618-622), and this library plays only the standard one.
   */
  static final ImmutableSet<String> OTHER_VARIANTS = ImmutableSet.of("DPPD", "PAYOLA", "SOLITAIRE", "XTALBALL");
  /** Powers whose home centres an INHABITS or HOMES line set: their next power line starts them afresh. */
  private final Set<PowerState> inhabits = new HashSet<>();

  private DpjudgeReader(MapIncludes includes) {
    this.includes = includes;
  }

  static GameMap read(String source, String text, MapIncludes includes) throws MapFormatException {
    DpjudgeReader r = new DpjudgeReader(includes);
    String base = baseName(source);
    r.filesUsed.add(base.indexOf('.') >= 0 ? base : base + ".map");
    r.a.source(source);
    r.a.mapId = mapId(base);
    r.a.mapName = base.indexOf('.') >= 0 ? base.substring(0, base.lastIndexOf('.')) : base;
    r.file(source, text);
    if (r.tooManyPlaces) {
      r.a.throwIfProblems(); // reading stopped: what was read is no map, and validating it would report noise
    }
    if (!r.a.hasUnsupported()) {
      r.declare(new Where(source, 0, ""));
    }
    // Validate what was read even when some lines were rejected, so that every problem is reported at once.
    GameMap map = r.a.hasUnsupported() ? null : r.a.build(new Where(source, 0, ""));
    r.a.throwIfProblems();
    return map;
  }

  private static String baseName(String source) {
    String s = source.replace('\\', '/');
    return s.substring(s.lastIndexOf('/') + 1);
  }

  /** The map id a DPjudge file's name gives: its base name without extension, lower case, odd characters as -. */
  static String mapId(String base) {
    String stem = base.indexOf('.') > 0 ? base.substring(0, base.lastIndexOf('.')) : base;
    StringBuilder sb = new StringBuilder();
    for (char c : stem.toLowerCase(Locale.ROOT).toCharArray()) {
      sb.append((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-' ? c : '-');
    }
    if (sb.length() == 0 || sb.charAt(0) == '-' || sb.charAt(0) == '_') {
      sb.insert(0, "map");
    }
    return sb.toString();
  }

  // ---------------------------------------------------------------- lines

  /**
   * A file being read: its lines, the next line to read, and the {@code USE} line whose files are being included (each
   * read wholly before the next, and before the rest of this file). The open files form an explicit stack in
   * {@link #open} instead of a recursion, so that a chain of thousands of included files needs no thread stack (it
   * overflowed at about 2,000); what such a chain costs is bounded by the size limit on the text read.
   */
  private static final class OpenFile {
    final String source;
    final String[] lines;
    int next;
    /** The words of the USE or MAP line being worked through, or null. */
    String[] useWords;
    Where useWhere;
    /** The index in {@link #useWords} of the next file to include. */
    int useNext;

    OpenFile(String source, String text) {
      this.source = source;
      this.lines = text.split("\r\n|\n|\r", -1);
    }
  }

  /** The bytes (of UTF-8) of the text read so far, the main file's and its includes', against the size limit. */
  private long textBytes;

  /** The files being read, the innermost on top. */
  private final ArrayDeque<OpenFile> open = new ArrayDeque<>();

  private void file(String source, String text) {
    textBytes = MapText.utf8Length(text);
    open.push(new OpenFile(source, text));
    while (!open.isEmpty()) {
      OpenFile f = open.peek();
      if (f.useWords != null) {
        includeNext(f);
      } else if (f.next == f.lines.length) {
        open.pop();
        // A stanza ends with its file (Map.py keeps it in load()'s local variable); a USE is never in one, so the
        // including file goes on outside any stanza.
        stanza = null;
        phaseBlock = null; // so does an IN block (load()'s local variable phase)
      } else {
        lineOf(f, f.next++);
        if (table.size() > MAX_PLACE_NAMES) {
          tooManyPlaces(f);
        }
      }
    }
  }

  /**
   * The most place names a file may mention: twice {@link GameMap#MAX_LOCATIONS}, room for every location of a map
   * at the limit and as many names that come to nothing (dropped or renamed places). Each costs a few hundred
   * bytes of this reader's state (a 4 MiB file of name lines would hold some 350,000, over 256 MB), so reading stops
   * here rather than at the end of the file.
   */
  static final int MAX_PLACE_NAMES = 2 * GameMap.MAX_LOCATIONS;

  private boolean tooManyPlaces;

  /** Stops reading at the line of {@code f} just read, which named one place too many. */
  private void tooManyPlaces(OpenFile f) {
    String line = f.lines[f.next - 1].trim();
    a.problem(f.source, f.next, line.length() > 80 ? line.substring(0, 80) + "..." : line, String.format(
        Locale.ROOT, "the map names more than %,d places, twice the limit of %,d locations (GameMap.MAX_LOCATIONS;"
            + " maps/README.md, Limits); reading stopped here", MAX_PLACE_NAMES, GameMap.MAX_LOCATIONS));
    tooManyPlaces = true;
    open.clear();
  }

  private void lineOf(OpenFile f, int i) {
    String raw = f.lines[i];
    if (i == 0 && raw.startsWith("\uFEFF")) {
      raw = raw.substring(1);
    }
    String[] word = raw.trim().isEmpty() ? new String[0] : raw.trim().split("\\s+");
    if (word.length == 0 || word[0].charAt(0) == '#') {
      return;
    }
    line(word, new Where(f.source, i + 1, raw.trim()));
  }

  private void line(String[] word, Where w) {
    String up = word[0].toUpperCase(Locale.ROOT);
    String last = word[word.length - 1].toUpperCase(Locale.ROOT);
    if (last.equals("DIRECTIVE") || last.equals("DIRECTIVES")) {
      directivesLine(up, word, w);
      return;
    }
    if (stanza == Stanza.EVERY_GAME && (up.equals("RULE") || up.equals("RULES"))) {
      rules(word, w);
      return;
    }
    if (stanza == Stanza.EVERY_GAME) {
      a.unsupported(w, "DIRECTIVES"); // a status line other than RULE: the game's, not the map's
      return;
    }
    if (stanza != null) {
      return; // status-file lines of a variant not played here
    }
    if (phaseBlock != null && !up.equals("IN") && !up.equals("FROM")) {
      phaseBlock.lines.add(Map.entry(word, w));
      return;
    }
    if (UNSUPPORTED_BEFORE_NAMES.containsKey(up)) {
      a.unsupported(w, UNSUPPORTED_BEFORE_NAMES.get(up));
      return;
    }
    switch (up) {
      case "IN":
        inLine(word, w);
        return;
      case "TEXTONLY":
      case "FLAGS":
      case "NOTIFY":
        return;
      case "VICTORY":
        victory(word, w);
        return;
      case "USE":
      case "USES":
      case "MAP":
        use(up, word, w);
        return;
      case "BEGIN":
        begin(word, w);
        return;
      case "FLOW":
        flow(word, w);
        return;
      case "RULE":
      case "RULES":
        rules(word, w);
        return;
      case "NEWHOMES":
        newHomes(word, w);
        return;
      default:
        break;
    }
    if (w.text.indexOf('=') >= 0) {
      nameLine(w.text, w);
      return;
    }
    if (UNSUPPORTED_AFTER_NAMES.containsKey(up)) {
      a.unsupported(w, UNSUPPORTED_AFTER_NAMES.get(up));
      return;
    }
    switch (up) {
      case "FLAG":
        return;
      case "OWNS":
      case "CENTERS":
        owns(up, word, w);
        return;
      case "INHABITS":
      case "HOME":
      case "HOMES":
        homesLine(up, word, w);
        return;
      case "UNITS":
        if (current == null) {
          a.problem(w, "UNITS before any power line");
        } else {
          for (Sym s : current.unitProvinces.keySet()) {
            units.remove(s);
          }
          current.unitProvinces.clear();
        }
        return;
      case "A":
      case "F":
        unit(word, w);
        return;
      case "DROP":
        for (int i = 1; i < word.length; i++) {
          drop(word[i].toUpperCase(Locale.ROOT), new Where(w.source, w.line, word[i]));
        }
        return;
      case "UNPLAYED":
        unplayed(word, w);
        return;
      case "DUMMY":
      case "DUMMIES":
        dummies(up, word, w);
        return;
      case "LEAGUE":
        league(word, w);
        return;
      default:
        break;
    }
    if (TERRAINS.contains(up)) {
      if (word.length < 2) {
        a.problem(w, up + " needs a place: " + up + " <place> [ABUTS <neighbours>...]");
      } else {
        terrain(up, word, w);
      }
      return;
    }
    powerLine(word, w);
  }

  /**
   * {@code IN SPRING: WATER ARC}: a terrain line applied in the phases of one season (map-file-syntax.txt, "Dynamic
   * Directives": in every phase whose name begins with the text; DPjudge's Map.validate(), commit 280e366, lines
   * 77-79, tests the phase name with startswith). Read here in that one-line form, for a whole season's name and a
   * terrain line without neighbours; the multi-line form, a phase abbreviation or a year, and any other directive
   * stay refused as {@code IN}. What the lines make of a province is decided in {@link #seasonalTerrains}.
   */
  private void inLine(String[] word, Where w) {
    StringBuilder rest = new StringBuilder();
    for (int i = 1; i < word.length; i++) {
      rest.append(i > 1 ? " " : "").append(word[i]);
    }
    String[] data = rest.toString().split(":", -1);
    phaseBlock = null;
    java.util.regex.Matcher block = ADJUSTMENT_PHASE.matcher(data[0].trim().toUpperCase(Locale.ROOT));
    if (data.length == 1 && block.matches() && Integer.parseInt(block.group(1)) >= FirstPhase.MIN_YEAR) {
      phaseBlock = new PhaseBlock(Integer.parseInt(block.group(1)), w);
      phaseBlocks.add(phaseBlock);
      return;
    }
    if (data.length != 2) {
      a.unsupported(w, "IN");
      return;
    }
    String phase = data[0].trim().toUpperCase(Locale.ROOT);
    String[] directive = data[1].trim().split("\\s+");
    FirstPhase.Season season = null;
    for (FirstPhase.Season s : FirstPhase.Season.values()) {
      if (s.name().equals(phase)) {
        season = s;
      }
    }
    String type = directive[0].toUpperCase(Locale.ROOT);
    if (season == null || directive.length != 2 || !TERRAINS.contains(type) || type.equals("AMEND")) {
      a.unsupported(w, "IN");
      return;
    }
    if (!validPlace(directive[1], w, "place")) {
      return;
    }
    seasonTerrains.add(new SeasonTerrain(season, type, directive[1], w));
  }

  /**
   * Applies the {@code IN} lines: a province whose terrain is {@code SHUT} in some seasons and one other terrain in
   * the others is given that terrain (and its neighbours, kept while shut as DPjudge keeps them) and the seasons it
   * is open in. A place changing between two terrains that are not {@code SHUT}, or named in another case than its
   * terrain line, is refused as {@code IN}. Returns the open seasons and the line that gave them, by symbol.
   */
  private Map<Sym, Map.Entry<java.util.EnumSet<FirstPhase.Season>, Where>> seasonalTerrains() {
    Map<Sym, java.util.EnumMap<FirstPhase.Season, SeasonTerrain>> bySym = new LinkedHashMap<>();
    for (SeasonTerrain st : seasonTerrains) {
      Sym s = find(sym(st.written.toUpperCase(Locale.ROOT)));
      if (!live(s)) {
        a.problem(st.where.source, st.where.line, st.written, "unknown place " + st.written + " in an IN line (no"
            + " terrain line)");
        continue;
      }
      if (s.isCoast() || s.place.lower != !st.written.equals(st.written.toUpperCase(Locale.ROOT))) {
        a.unsupported(st.where, "IN");
        continue;
      }
      bySym.computeIfAbsent(s, k -> new java.util.EnumMap<>(FirstPhase.Season.class)).put(st.season, st);
    }
    Map<Sym, Map.Entry<java.util.EnumSet<FirstPhase.Season>, Where>> out = new HashMap<>();
    for (Map.Entry<Sym, java.util.EnumMap<FirstPhase.Season, SeasonTerrain>> e : bySym.entrySet()) {
      Sym s = e.getKey();
      java.util.EnumSet<FirstPhase.Season> open = java.util.EnumSet.noneOf(FirstPhase.Season.class);
      Set<String> openTypes = new LinkedHashSet<>();
      Where where = null;
      for (FirstPhase.Season season : FirstPhase.Season.values()) {
        SeasonTerrain st = e.getValue().get(season);
        String type = st == null ? s.place.type : st.type;
        where = where == null && st != null ? st.where : where;
        if (!type.equals("SHUT")) {
          open.add(season);
          openTypes.add(type);
        }
      }
      if (openTypes.size() > 1) {
        a.unsupported(where, "IN");
        continue;
      }
      if (open.isEmpty()) {
        s.place.type = "SHUT";
        continue;
      }
      s.place.type = openTypes.iterator().next();
      if (open.size() < FirstPhase.Season.values().length) {
        out.put(s, Map.entry(open, where));
      }
    }
    return out;
  }

  private void victory(String[] word, Where w) {
    if (word.length == 1) {
      a.victory = null; // DPjudge: an empty VICTORY line restores the default
      a.victoryWhere = null;
      return;
    }
    String[] counts = new String[word.length - 1];
    System.arraycopy(word, 1, counts, 0, counts.length);
    List<Integer> v = MapReader.parseVictory(counts);
    if (v == null) {
      a.problem(w, "expected: VICTORY <centres>... (whole numbers from 1)");
      return;
    }
    a.victory = v; // the last VICTORY line counts
    a.victoryWhere = w;
  }

  /**
   * {@code NEWHOMES year...}: the years whose adjustment phase reassigns the home centres; the last line counts, as
   * DPjudge's Map.py (commit 280e366, line 492) sets its list from each line; a line without years sets none.
   */
  private void newHomes(String[] word, Where w) {
    String[] years = new String[word.length - 1];
    System.arraycopy(word, 1, years, 0, years.length);
    List<Integer> y = MapReader.parseYears(years);
    if (y == null) {
      a.problem(w, "expected: NEWHOMES <year>... (years from " + FirstPhase.MIN_YEAR + " to " + FirstPhase.MAX_YEAR
          + ")");
      return;
    }
    a.newHomes = y.isEmpty() ? null : y;
    a.newHomesWhere = w;
  }

  private void begin(String[] word, Where w) {
    String[] rest = new String[word.length - 1];
    System.arraycopy(word, 1, rest, 0, rest.length);
    // The last BEGIN line counts; it is read against the map's FLOW when the map is built (FLOW lines may follow).
    a.begin = MapReader.parsePhase(rest, Calendar.standard());
    a.beginWords = rest;
    a.beginWhere = w;
    a.beginExpected = "expected: BEGIN <SPRING|FALL> <year> MOVEMENT or BEGIN WINTER <year> ADJUSTMENTS (a year from "
        + FirstPhase.MIN_YEAR + " to " + FirstPhase.MAX_YEAR + "), or a season of the map's FLOW";
  }

  /**
   * {@code FLOW [item...]}: the items are added to the map's flow, and a bare {@code FLOW} resets it (DPjudge's
   * Map.py, commit 280e366, lines 460-462); the calendar is made from them when the map is built
   * ({@link Calendar#fromFlow}). A phase type other than movement, retreats and adjustments is the unsupported
   * feature {@code FLOW}, but for ambition's {@code <season>:INCOME,MOVEMENT,RETREATS}, an empty income phase
   * before a movement ({@link Calendar#hasIncome}).
   */
  private void flow(String[] word, Where w) {
    if (a.flow == null || word.length == 1) {
      a.flow = new ArrayList<>();
    }
    a.flowWhere = w;
    for (int i = 1; i < word.length; i++) {
      String item = word[i].toUpperCase(Locale.ROOT);
      int colon = item.indexOf(':');
      if (colon > 0 && !item.startsWith("NEWYEAR:") && !item.startsWith("IFYEARDIV:")
          && !item.endsWith(":INCOME,MOVEMENT,RETREATS")) {
        for (String phase : item.substring(colon + 1).split(",", -1)) {
          if (!phase.equals("MOVEMENT") && !phase.equals("RETREATS") && !phase.equals("ADJUSTMENTS")) {
            a.unsupported(w, "FLOW");
            return;
          }
        }
      }
      a.flow.add(word[i]);
    }
  }

  private void rules(String[] word, Where w) {
    for (int i = 1; i < word.length; i++) {
      String flag = word[i].toUpperCase(Locale.ROOT);
      boolean off = flag.startsWith("!");
      String name = off ? flag.substring(1) : flag;
      if (off) {
        rulesOff.add(name); // DPjudge turns these off after all other RULEs
      } else if (IGNORED_RULES.contains(name.endsWith("!") ? name.substring(0, name.length() - 1) : name)) {
        continue; // EAVESDROP! is EAVESDROP made public
      } else if (!MapAssembler.SUPPORTED_RULE_FLAGS.contains(name)) {
        a.unsupported(w, "RULE " + name);
      } else {
        rulesOn.add(name);
        ruleWhere.putIfAbsent(name, new Where(w.source, w.line, word[i]));
      }
    }
  }

  /**
   * A line ending in DIRECTIVE(S): {@code DIRECTIVES} alone opens a stanza for every game, {@code VARIANT
   * DIRECTIVES} one for a rules variant, {@code END DIRECTIVES} closes it (DPjudge's Map.py lines 398-407; more
   * than two words or an unknown variant are errors there too).
   */
  private void directivesLine(String up, String[] word, Where w) {
    if (word.length > 2) {
      a.problem(w, "a DIRECTIVES line has at most two words (VARIANT DIRECTIVES or END DIRECTIVES)");
    } else if (word.length == 2 && up.equals("END")) {
      stanza = null;
    } else if (word.length == 2 && OTHER_VARIANTS.contains(up)) {
      stanza = Stanza.OTHER_VARIANT;
    } else if (word.length == 1 || up.equals("STANDARD")) {
      stanza = Stanza.EVERY_GAME;
    } else {
      a.problem(w, "unknown rules variant \"" + word[0] + "\" in a DIRECTIVES line; DPjudge's are STANDARD, "
          + String.join(", ", OTHER_VARIANTS));
    }
  }

  private void use(String up, String[] word, Where w) {
    if (up.equals("MAP")) {
      if (word.length != 2) {
        a.problem(w, "expected: MAP <map name>");
        return;
      }
      if (rootMapSeen) {
        a.problem(w, "a second MAP line (a map has one root map)");
        return;
      }
      rootMapSeen = true;
    }
    if (word.length == 1) {
      a.problem(w, "expected: " + up + " <file>...");
    }
    // The files are included by the reading loop (file), one by one, each before the rest of this file.
    OpenFile f = open.peek();
    f.useWords = word;
    f.useWhere = w;
    f.useNext = 1;
  }

  /** Includes the next file named by the USE line of {@code f}, or ends that line when none is left. */
  private void includeNext(OpenFile f) {
    String[] word = f.useWords;
    Where w = f.useWhere;
    if (f.useNext == word.length) {
      f.useWords = null;
      return;
    }
    int i = f.useNext++;
    String name = word[i].indexOf('.') >= 0 ? word[i] : word[i] + ".map";
    if (name.indexOf('/') >= 0 || name.indexOf('\\') >= 0 || name.startsWith(".")) {
      a.problem(w.source, w.line, word[i], "an included file is named by a plain file name, not a path");
      return;
    }
    String odd = oddFileNameCharacter(name);
    if (odd != null) {
      a.problem(w.source, w.line, word[i], "an included file's name holds " + odd + ", which no file name may hold");
      return;
    }
    if (!filesUsed.add(name)) {
      a.problem(w.source, w.line, word[i], "file " + name + " is used twice");
      return;
    }
    String text;
    try {
      text = includes.read(name);
    } catch (IOException e) {
      a.problem(w.source, w.line, word[i], "cannot read included file " + name + ": " + e.getMessage());
      return;
    }
    textBytes += MapText.utf8Length(text);
    if (textBytes > GameMap.MAX_TEXT_BYTES) {
      a.problem(w.source, w.line, word[i], MapText.tooLarge("the map's text with " + name));
      f.useWords = null; // nothing more is included: the limit is reached
      return;
    }
    a.source(name);
    open.push(new OpenFile(name, text));
  }

  /**
   * The first character of a file name that no file system takes (a control character such as NUL, or half of a
   * surrogate pair standing alone), described with its code, or null when there is none. Such a name would make
   * {@code Path.resolve} throw an unchecked {@code InvalidPathException} instead of a problem of the USE line.
   */
  static String oddFileNameCharacter(String name) {
    for (int i = 0; i < name.length(); ) {
      int c = name.codePointAt(i);
      if (Character.isISOControl(c) || Character.getType(c) == Character.SURROGATE) {
        return String.format(Locale.ROOT, "the character U+%04X at column %d", c, i + 1);
      }
      i += Character.charCount(c);
    }
    return null;
  }

  // ---------------------------------------------------------------- places

  private Sym sym(String upperName) {
    Sym s = table.get(upperName);
    if (s == null) {
      s = new Sym(upperName);
      int slash = upperName.indexOf('/');
      if (slash > 0) {
        s.province = sym(upperName.substring(0, slash));
        s.province.coasts.add(s);
      }
      table.put(upperName, s);
    }
    return s;
  }

  /** The live symbol a reference means. */
  private static Sym find(Sym s) {
    Sym root = s;
    while (root.parent != null) {
      root = root.parent;
    }
    while (s.parent != null && s.parent != root) {
      Sym next = s.parent;
      s.parent = root;
      s = next;
    }
    return root;
  }

  private static <V> void put(Map<Sym, V> m, Sym s, V v) {
    Sym r = find(s);
    if (!m.containsKey(r)) {
      r.keyedIn.add(m);
    }
    m.put(r, v);
  }

  private static <V> V get(Map<Sym, V> m, Sym s) {
    return m.get(find(s));
  }

  private static <V> V remove(Map<Sym, V> m, Sym s) {
    return m.remove(find(s));
  }

  /** Merges symbol {@code gone} into {@code kept} (both live): every map keyed by {@code gone} is re-keyed. */
  private static void merge(Sym gone, Sym kept) {
    for (Map<Sym, ?> m : gone.keyedIn) {
      migrate(m, gone, kept);
    }
    gone.keyedIn.clear();
    gone.parent = kept;
    kept.coasts.addAll(gone.coasts);
  }

  @SuppressWarnings("unchecked")
  private static <V> void migrate(Map<Sym, V> m, Sym gone, Sym kept) {
    if (!m.containsKey(gone)) {
      return;
    }
    V v = m.remove(gone);
    V old = m.get(kept);
    if (old == null) {
      m.put(kept, v);
      kept.keyedIn.add(m);
    } else if (old instanceof List) {
      ((List<Object>) old).addAll((List<?>) v); // entries of one neighbour list
    }
  }

  private boolean validPlace(String text, Where w, String what) {
    if (!PLACE.matcher(text).matches()) {
      a.problem(w.source, w.line, text, "invalid " + what + " \"" + text
          + "\" (an abbreviation such as ADR, or a coast such as BUL/EC)");
      return false;
    }
    return true;
  }

  private void terrain(String type, String[] word, Where w) {
    String written = word[1];
    if (!validPlace(written, w, "place")) {
      return;
    }
    String upper = written.toUpperCase(Locale.ROOT);
    boolean lower = !written.equals(upper);
    if (lower && !written.equals(written.toLowerCase(Locale.ROOT))) {
      a.problem(w.source, w.line, written, "place " + written + " must be written in upper case, or in lower case"
          + " for a province whose fleets stand on its coasts");
      return;
    }
    Sym s = sym(upper);
    Place p = s.place;
    if (type.equals("AMEND")) {
      if (p == null) {
        a.problem(w, "nothing to AMEND for " + written + " (no earlier terrain line)");
        return;
      }
    } else {
      if (p == null) {
        p = new Place();
        p.order = placeOrder++;
        s.place = p;
      } else if (word.length > 2) {
        p.abuts = new ArrayList<>();
        p.index = new HashMap<>();
      }
      p.type = type;
      p.where = w;
    }
    if (p.lower && !lower && hasLiveCoasts(s)) {
      a.unsupported(w, "making a split-coast province single-coast");
      return;
    }
    p.lower = lower;
    if (word.length > 2 && !word[2].equalsIgnoreCase("ABUTS")) {
      a.problem(w, "expected ABUTS after " + written);
      return;
    }
    for (int i = 3; i < word.length; i++) {
      abut(p, word[i], new Where(w.source, w.line, word[i]), w);
    }
  }

  private static boolean hasLiveCoasts(Sym s) {
    for (Sym c : s.coasts) {
      if (live(c)) {
        return true;
      }
    }
    return false;
  }

  private void abut(Place p, String token, Where at, Where line) {
    if (token.startsWith("-")) {
      String gone = token.substring(1).toUpperCase(Locale.ROOT);
      if (!validPlace(gone, at, "place to remove")) {
        return;
      }
      Sym s = table.get(gone);
      if (s != null) {
        removeEntries(p, s);
        for (Sym c : find(s).coasts) {
          removeEntries(p, c);
        }
      }
      return;
    }
    if (token.indexOf(':') >= 0) {
      a.unsupported(line, "power-restricted border (P:XXX)");
      return;
    }
    List<Sym> owners = List.of();
    if (token.endsWith(")") && token.indexOf('(') > 0) {
      // Map.py lines 748-754: AEG(CON,SMY) opens the border to the owner of every centre listed only.
      owners = new ArrayList<>();
      for (String c : token.substring(token.indexOf('(') + 1, token.length() - 1).split(",", -1)) {
        if (!validPlace(c, at, "centre of an ownership-restricted border")) {
          return;
        }
        owners.add(sym(c.toUpperCase(Locale.ROOT)));
      }
      token = token.substring(0, token.indexOf('('));
    }
    String dest = token;
    CrossingRule rule = CrossingRule.NONE;
    while (!dest.isEmpty() && !Character.isLetterOrDigit(dest.charAt(0))) {
      rule = marker(rule, dest.charAt(0), at);
      dest = dest.substring(1);
    }
    while (!dest.isEmpty() && !Character.isLetterOrDigit(dest.charAt(dest.length() - 1))) {
      rule = marker(rule, dest.charAt(dest.length() - 1), at);
      dest = dest.substring(0, dest.length() - 1);
    }
    if (rule == null || !validPlace(dest, at, "neighbour")) {
      return;
    }
    Entry e = new Entry(sym(dest.toUpperCase(Locale.ROOT)), dest, rule, at);
    e.owners = owners;
    p.abuts.add(e);
    List<Entry> same = get(p.index, e.sym);
    if (same == null) {
      same = new ArrayList<>();
      put(p.index, e.sym, same);
    }
    same.add(e);
  }

  /** The rule a marker character adds to {@code rule}; null (after a problem) for an unknown or a second one. */
  private CrossingRule marker(CrossingRule rule, char c, Where at) {
    if (rule == null) {
      return null;
    }
    CrossingRule r = CrossingRule.ofMarker(c);
    if (r == null) {
      a.problem(at, "unknown border marker '" + c + "' (DPjudge knows ~ and *)");
      return null;
    }
    if (rule != CrossingRule.NONE && rule != r) {
      a.problem(at, "a border marked both ~ and *");
      return null;
    }
    return r;
  }

  private static void removeEntries(Place p, Sym s) {
    List<Entry> es = remove(p.index, s);
    if (es != null) {
      for (Entry e : es) {
        e.removed = true;
      }
    }
  }

  private void drop(String name, Where w) {
    if (!validPlace(name, w, "place to drop")) {
      return;
    }
    Sym s = table.remove(name);
    if (s == null) {
      return;
    }
    s = find(s);
    s.dropped = true;
    for (Sym c : s.coasts) {
      c = find(c);
      c.dropped = true;
      if (table.get(c.name) == c) {
        table.remove(c.name);
      }
    }
  }

  private void nameLine(String line, Where w) {
    String[] token = line.split("=", -1);
    if (token.length != 2) {
      a.problem(w, "a name line has one =: <place name> = <abbreviation> <aliases>...");
      return;
    }
    String name = token[0].trim();
    String[] word = token[1].trim().isEmpty() ? new String[0] : token[1].trim().split("\\s+");
    if (word.length == 0) {
      a.problem(w, "no abbreviation after = (expected: <place name> = <abbreviation> <aliases>...)");
      return;
    }
    String oldName = null;
    String[] parts = name.split("->", -1);
    if (parts.length == 2) {
      oldName = parts[0].trim().toUpperCase(Locale.ROOT);
      name = parts[1].trim();
    } else if (parts.length > 2) {
      a.problem(w, "a rename has one ->: <old abbreviation> -> <place name> = <abbreviation> <aliases>...");
      return;
    }
    if (name.isEmpty() || Names.normalize(name).isEmpty()) {
      a.problem(w, "no place name before =");
      return;
    }
    if (!validPlace(word[0], w, "abbreviation")) {
      return;
    }
    String abbr = word[0].toUpperCase(Locale.ROOT);
    Sym s;
    if (oldName != null) {
      s = rename(oldName, abbr, w);
      if (s == null) {
        return;
      }
    } else {
      s = sym(abbr);
      if (s.names != null) {
        a.problem(w, "a second name line for " + abbr + " (first on " + s.names.where.source + " line "
            + s.names.where.line + "; to rename a place write " + abbr + " -> <new name> = ...)");
        return;
      }
    }
    NameLine n = new NameLine();
    n.placeName = name;
    n.aliases = new ArrayList<>();
    for (int i = 1; i < word.length; i++) {
      n.aliases.add(word[i]);
    }
    n.where = w;
    s.names = n;
  }

  /** Renames a named place; the symbol, now under its new name, or null after a problem. */
  private Sym rename(String oldName, String newName, Where w) {
    Sym s = table.get(oldName);
    if (s == null || s.names == null) {
      a.problem(w, "cannot rename " + oldName + ": no place of that abbreviation has a name line");
      return null;
    }
    if (oldName.equals(newName)) {
      return s;
    }
    Sym t = table.get(newName);
    if (t != null && (t.place != null || t.names != null)) {
      a.problem(w, "cannot rename " + oldName + " to " + newName + ": " + newName + " is already a place");
      return null;
    }
    if (s.isCoast() != (newName.indexOf('/') >= 0)) {
      a.problem(w, "cannot rename " + oldName + " to " + newName + ": a coast is renamed to a coast, a province"
          + " to a province");
      return null;
    }
    table.remove(oldName);
    if (s.isCoast()) {
      Sym old = s;
      find(s.province).coasts.removeIf(c -> find(c) == old);
    }
    Sym kept = s;
    if (t != null) {
      // The new name was referenced already: those references mean this place from now on.
      kept = s.keyedIn.size() >= t.keyedIn.size() ? s : t;
      Sym gone = kept == s ? t : s;
      kept.place = s.place;
      kept.names = s.names;
      merge(gone, kept);
    }
    kept.name = newName;
    table.put(newName, kept);
    if (kept.isCoast()) {
      kept.province = sym(newName.substring(0, newName.indexOf('/')));
      find(kept.province).coasts.add(kept);
    }
    return kept;
  }

  // ---------------------------------------------------------------- powers

  /** DPjudge's key for a power name: upper case, without dots, colons, dashes, pluses, commas and spaces. */
  private static String powerKey(String written) {
    StringBuilder sb = new StringBuilder();
    for (char c : written.toUpperCase(Locale.ROOT).toCharArray()) {
      if (".:-+,".indexOf(c) < 0 && !Character.isWhitespace(c)) {
        sb.append(c);
      }
    }
    return sb.toString();
  }

  private void powerLine(String[] word, Where w) {
    String up = word[0].toUpperCase(Locale.ROOT);
    if (word.length > 1 && word[1].equals("->")) {
      if (!renamePower(word, w)) {
        return;
      }
      word = java.util.Arrays.copyOfRange(word, 2, word.length);
      up = word[0].toUpperCase(Locale.ROOT);
    }
    int first = 1;
    if (up.equals("UNOWNED") || up.equals("NEUTRAL")) {
      current = null;
      addHomes(null, word, first, false, w);
      return;
    }
    String key = powerKey(up);
    if (key.isEmpty()) {
      a.problem(w, "a power line needs a power name");
      return;
    }
    PowerState p = powers.get(key);
    if (p == null || p.removed) {
      p = new PowerState(key, up, w);
      p.ownWord = up;
      powers.put(key, p);
    }
    if (word.length > 1 && word[1].startsWith("(")) {
      if (!word[1].endsWith(")")) {
        a.problem(w.source, w.line, word[1], "expected (<ownership word>[:<letter>]) after the power name");
        return;
      }
      String own = word[1].substring(1, word[1].length() - 1);
      int colon = own.indexOf(':');
      if (colon >= 0) {
        String letter = own.substring(colon + 1);
        own = own.substring(0, colon);
        if (letter.isEmpty() || "Mm?".indexOf(letter.charAt(0)) >= 0) {
          a.problem(w.source, w.line, word[1], "illegal power abbreviation (M and ? are reserved)");
        }
      }
      p.ownWord = own.isEmpty() ? key : own;
      first = 2;
    }
    current = p;
    addHomes(p, word, first, inhabits.remove(p), w);
  }

  /**
   * A power renamed ({@code old -> new [(ownWord)] [centres...]}, map-file-syntax.txt "Political Directives"): as
   * DPjudge's Map.renamePower (Map.py, commit 280e366, lines 826-836 and 969-989), the power keeps its home centres,
   * units, owned centres and dummy status under the new name, loses its ownership word (the rest of the line gives
   * the new one, or the new name does), and the line goes on as a power line of the new name. False, with a problem
   * reported, when the line cannot be read that way.
   */
  private boolean renamePower(String[] word, Where w) {
    if (word.length < 3) {
      a.problem(w, "a power rename needs a new name: <old power> -> <new power> [(<ownership word>)] [centres]");
      return false;
    }
    String oldKey = powerKey(word[0].toUpperCase(Locale.ROOT));
    String newUp = word[2].toUpperCase(Locale.ROOT);
    String newKey = powerKey(newUp);
    for (String k : List.of(oldKey, newKey)) {
      if (k.equals("UNOWNED") || k.equals("NEUTRAL") || k.equals("CENTERS") || k.isEmpty()) {
        a.problem(w, "renaming the unowned centres (" + k + ") is not allowed (DPjudge: RENAMING UNOWNED DIRECTIVE"
            + " NOT ALLOWED)");
        return false;
      }
    }
    PowerState p = powers.get(oldKey);
    if (p == null || p.removed) {
      a.problem(w, "cannot rename " + word[0] + ": no such power (DPjudge: RENAMING UNDEFINED POWER)");
      return false;
    }
    PowerState other = powers.get(newKey);
    if (other != null && other != p && !other.removed) {
      a.problem(w, "cannot rename " + word[0] + " to " + word[2] + ": " + word[2] + " is already a power");
      return false;
    }
    powers.remove(oldKey);
    p.key = newKey;
    p.written = newUp;
    p.ownWord = newUp;
    powers.put(newKey, p);
    return true;
  }

  /** Adds home centres (DPjudge's addHomes): to a power, or to the unowned centres when {@code p} is null. */
  private void addHomes(PowerState p, String[] word, int from, boolean reinit, Where w) {
    if (reinit) {
      p.homes.clear();
      p.partisans.clear();
      p.alternatives.clear();
      p.claim = null;
    }
    for (int i = from; i < word.length; i++) {
      String home = word[i].toUpperCase(Locale.ROOT);
      Where at = new Where(w.source, w.line, word[i]);
      boolean remove = false;
      boolean partisan = false;
      boolean alternative = false;
      while (!home.isEmpty() && "-*+~@".indexOf(home.charAt(0)) >= 0) {
        char c = home.charAt(0);
        if (c == '-') {
          remove = true;
        } else if (c == '*') {
          partisan = true;
        } else if (c == '+') {
          a.unsupported(w, "factory site (+SC)");
          return;
        } else if (c == '@') {
          alternative = true;
        }
        // '~', a hidden build site: a unit built there is shown only after the next movement (map-file-syntax.txt,
        // "Hiding Builds"). That changes what players see, not the board: the centre is read as written without it.
        home = home.substring(1);
      }
      if (home.isEmpty()) {
        continue;
      }
      if (home.equals("&SC")) {
        // A claimable home centre (map-file-syntax.txt, "Claiming New Home Centers"). DPjudge's Map.addHomes (lines
        // 884-922) removes an entry before adding it again, so a power holds at most one &SC however often its lines
        // write it, and -&SC removes it.
        if (p == null) {
          a.problem(at, "an unowned centre cannot be claimed: &SC belongs to a power's home list");
        } else if (partisan) {
          a.problem(at, "&SC is a claimable home centre, not a partisan site");
        } else {
          p.claim = remove ? null : at;
        }
        continue;
      }
      List<Sym> limits = new ArrayList<>();
      int open = home.indexOf('(');
      if (open >= 0) {
        // @CAL(NYO,WAS): the limits of an alternative home centre (Map.py addHomes, lines 897-900)
        if (!alternative || !home.endsWith(")") || open == 0) {
          a.problem(at, alternative ? "expected an alternative home centre such as @CAL or @CAL(NYO,WAS)"
              : "limits in parentheses follow an alternative home centre only (@" + home + ")");
          continue;
        }
        for (String l : home.substring(open + 1, home.length() - 1).split(",", -1)) {
          if (validPlace(l, at, "limit")) {
            limits.add(sym(l));
          }
        }
        home = home.substring(0, open);
      }
      if (!validPlace(home, at, "centre")) {
        continue;
      }
      if (alternative && (p == null || partisan)) {
        a.problem(at, p == null ? "an unowned centre cannot be an alternative home centre"
            : "a partisan site cannot be an alternative home centre");
        continue;
      }
      Sym s = sym(home);
      if (p != null) {
        remove(p.alternatives, s); // Map.py lines 902-904: a home named again loses its limits
      }
      Map<Sym, Where> homes = p == null ? unowned : p.homes;
      if (p != null && remove(p.partisans, s) != null) {
        // an existing partisan site, replaced below or removed
      } else if (remove(homes, s) != null && p != null) {
        put(unowned, s, at);
      }
      if (remove) {
        continue;
      }
      if (partisan) {
        if (p == null) {
          a.problem(at, "an unowned centre cannot be a partisan site");
        } else {
          put(p.partisans, s, at);
        }
      } else {
        put(homes, s, at);
        if (alternative) {
          put(p.alternatives, s, new Alternative(limits, at));
        }
      }
    }
  }

  private void owns(String up, String[] word, Where w) {
    if (current == null) {
      a.problem(w, up + " before any power line");
      return;
    }
    if (up.equals("CENTERS") || current.owns == null) {
      current.owns = new LinkedHashMap<>();
    }
    for (int i = 1; i < word.length; i++) {
      String c = word[i].toUpperCase(Locale.ROOT);
      if (c.equals("SC!") || c.equals("SC?")) {
        a.unsupported(w, "build on any vacant home centre (SC! / SC?)");
        return;
      }
      Where at = new Where(w.source, w.line, word[i]);
      if (validPlace(c, at, "centre") && get(current.owns, sym(c)) == null) {
        put(current.owns, sym(c), at);
      }
    }
  }

  private void homesLine(String up, String[] word, Where w) {
    if (current == null) {
      a.problem(w, up + " before any power line");
      return;
    }
    boolean reinit = !up.equals("INHABITS") || !inhabits.contains(current);
    inhabits.add(current);
    addHomes(current, word, 1, reinit, w);
  }

  private void unit(String[] word, Where w) {
    if (current == null) {
      a.problem(w, "a unit before any power line");
      return;
    }
    if (word.length != 2) {
      a.problem(w, "expected a unit such as A BUD or F STP/SC");
      return;
    }
    if (!validPlace(word[1], w, "unit location")) {
      return;
    }
    String loc = word[1].toUpperCase(Locale.ROOT);
    Sym location = sym(loc);
    Sym province = location.province != null ? location.province : location;
    UnitDecl old = remove(units, province);
    if (old != null) {
      remove(old.owner.unitProvinces, province);
    }
    put(units, province, new UnitDecl(current, word[0].toUpperCase(Locale.ROOT), location, w));
    put(current.unitProvinces, province, Boolean.TRUE);
  }

  private void unplayed(String[] word, Where w) {
    List<PowerState> goners = new ArrayList<>();
    if (word.length == 1) {
      if (current == null) {
        a.problem(w, "UNPLAYED before any power line");
      } else {
        goners.add(current);
      }
    } else if (word[1].equalsIgnoreCase("ALL")) {
      Set<String> except = new HashSet<>();
      if (word.length > 2) {
        if (!word[2].equalsIgnoreCase("EXCEPT") || word.length == 3) {
          a.problem(w, "expected: UNPLAYED ALL EXCEPT <power>...");
          return;
        }
        for (int i = 3; i < word.length; i++) {
          except.add(powerKey(word[i]));
        }
      }
      for (PowerState p : powers.values()) {
        if (!p.removed && !except.contains(p.key)) {
          goners.add(p);
        }
      }
    } else {
      for (int i = 1; i < word.length; i++) {
        PowerState p = powers.get(powerKey(word[i]));
        if (p == null || p.removed) {
          a.problem(w.source, w.line, word[i], "no power " + word[i] + " to remove");
        } else {
          goners.add(p);
        }
      }
    }
    for (PowerState p : goners) {
      p.removed = true;
      powers.remove(p.key); // so that the next UNPLAYED ALL does not pass over it again
      for (Sym s : p.unitProvinces.keySet()) {
        units.remove(s);
      }
    }
    current = null;
  }

  /**
   * {@code DUMMY} (the current power), {@code DUMMY|DUMMIES power...}, {@code DUMMY|DUMMIES ALL} and {@code ALL
   * EXCEPT power...}, as DPjudge's Map.py (commit 280e366) lines 634-650 read them: a list forgets the current power;
   * {@code ALL} makes every power declared so far a dummy and no other; a power removed later ({@code UNPLAYED}) is
   * no dummy.
   */
  private void dummies(String up, String[] word, Where w) {
    if (word.length == 1) {
      if (up.equals("DUMMIES")) {
        a.problem(w, "DUMMIES needs a list of powers (DUMMY alone makes the current power a dummy)");
      } else if (current == null) {
        a.problem(w, "DUMMY before any power line");
      } else if (current.dummy == null) {
        current.dummy = w;
      }
      return;
    }
    current = null;
    if (!word[1].equalsIgnoreCase("ALL")) {
      for (int i = 1; i < word.length; i++) {
        PowerState p = powers.get(powerKey(word[i]));
        if (p == null || p.removed) {
          a.problem(w.source, w.line, word[i], "no power " + word[i] + " to make a dummy");
        } else if (p.dummy == null) {
          p.dummy = new Where(w.source, w.line, word[i]);
        }
      }
      return;
    }
    Set<String> except = new HashSet<>();
    if (word.length > 2) {
      if (!word[2].equalsIgnoreCase("EXCEPT") || word.length == 3) {
        a.problem(w, "expected: " + up + " ALL EXCEPT <power>...");
        return;
      }
      for (int i = 3; i < word.length; i++) {
        except.add(powerKey(word[i]));
      }
    }
    for (PowerState p : powers.values()) {
      p.dummy = p.removed || except.contains(p.key) ? null : w;
    }
  }

  /**
   * {@code LEAGUE <name> [STRICT | BENIGN <league>...]}: the current power's league, as DPjudge's Map.py (commit
   * 280e366) lines 610-619 reads it: before any power line, or a second line for the power, is an error there too
   * ("LEAGUE BEFORE POWER", "POWER IN MULTIPLE LEAGUES"); the words are checked when the map is built
   * ({@link League#of}).
   */
  private void league(String[] word, Where w) {
    if (current == null) {
      a.problem(w, "LEAGUE before any power line");
    } else if (current.league != null) {
      a.problem(w, "a second LEAGUE line for power " + current.written + " (DPjudge: POWER IN MULTIPLE LEAGUES)");
    } else {
      current.league = List.of(word).subList(1, word.length);
      current.leagueWhere = w;
    }
  }

  // ---------------------------------------------------------------- declarations

  private static Terrain terrainOf(String type) {
    switch (type) {
      case "WATER":
        return Terrain.SEA;
      case "LAND":
        return Terrain.INLAND;
      case "SHUT":
        return Terrain.IMPASSABLE;
      default:
        return Terrain.COASTAL;
    }
  }

  private static boolean live(Sym s) {
    Sym r = find(s);
    return !r.dropped && r.place != null;
  }

  /** Turns the state into the assembler's declarations. */
  private void declare(Where whole) {
    Map<Sym, Map.Entry<java.util.EnumSet<FirstPhase.Season>, Where>> seasonal = seasonalTerrains();
    // Supply centres: every home and unowned centre, and every centre a power owns at the start.
    Map<Sym, Where> centres = new LinkedHashMap<>();
    List<PowerState> livePowers = new ArrayList<>();
    for (PowerState p : powers.values()) {
      if (!p.removed) {
        livePowers.add(p);
      }
    }
    livePowers.sort(Comparator.comparing(p -> p.key));
    for (PowerState p : livePowers) {
      p.homes.forEach((k, v) -> centres.putIfAbsent(find(k), v));
      if (p.owns != null) {
        p.owns.forEach((k, v) -> centres.putIfAbsent(find(k), v));
      }
    }
    unowned.forEach((k, v) -> centres.putIfAbsent(find(k), v));
    for (Map.Entry<Sym, Where> e : centres.entrySet()) {
      Sym s = e.getKey();
      if (s.dropped) {
        continue;
      }
      if (s.place == null) {
        a.problem(e.getValue(), "unknown place " + s.name + " (no terrain line) listed as a supply centre");
      } else if (s.isCoast()) {
        a.problem(e.getValue(), "supply centre " + s.name + " is a coast; a centre is a province");
      }
    }

    // Provinces, alphabetically, each with its coasts in the order of their terrain lines.
    TreeMap<String, Sym> provinceSyms = new TreeMap<>();
    List<Sym> coastSyms = new ArrayList<>();
    for (Sym s : table.values()) {
      if (!live(s)) {
        if (s.names != null && !s.dropped && s.place == null && !isPowerName(s.name)) {
          a.problem(s.names.where, "named place " + s.name + " is not on the map (no terrain line)");
        }
        continue;
      }
      if (s.isCoast()) {
        coastSyms.add(s);
      } else {
        provinceSyms.put(s.name.toLowerCase(Locale.ROOT), s);
      }
    }
    Map<Sym, List<Sym>> coastsOf = new HashMap<>();
    coastSyms.sort(Comparator.comparingInt(s -> s.place.order));
    Map<String, Where> coastCodes = new LinkedHashMap<>();
    for (Sym c : coastSyms) {
      Sym prov = find(c.province);
      if (!live(prov)) {
        a.problem(c.place.where, "coast " + c.name + " of no province (no terrain line for " + prov.name + ")");
        continue;
      }
      if (!c.place.type.equals("COAST")) {
        a.problem(c.place.where, "coast " + c.name + " must be a COAST line, not " + c.place.type);
        continue;
      }
      if (!prov.place.lower || !prov.place.type.equals("COAST")) {
        a.problem(prov.place.where, "province " + prov.name + " has coasts (" + c.name + "), so it must be a COAST"
            + " line written in lower case, " + prov.name.toLowerCase(Locale.ROOT) + ", where fleets cannot stand");
        continue;
      }
      coastsOf.computeIfAbsent(prov, k -> new ArrayList<>()).add(c);
      coastCodes.putIfAbsent(c.name.substring(c.name.indexOf('/') + 1), c.place.where);
    }
    // A coast is named North Coast and so on, unless a province goes by that name (empire's Eastern Seaboard is
    // also "eastcoast"): then by its code, as DPjudge itself reads "east coast" as the province there.
    Set<String> provinceNames = new HashSet<>();
    for (Sym p : provinceSyms.values()) {
      if (p.names != null) {
        provinceNames.add(Names.normalize(p.names.placeName));
        for (String alias : p.names.aliases) {
          provinceNames.add(Names.normalize(alias.replace('+', ' ')));
        }
      }
    }
    for (Map.Entry<String, Where> ce : coastCodes.entrySet()) {
      String code = ce.getKey();
      CoastDecl d = new CoastDecl();
      d.code = code.toLowerCase(Locale.ROOT);
      d.name = COAST_NAMES.getOrDefault(code, code + " Coast");
      if (provinceNames.contains(Names.normalize(d.name))) {
        d.name = code;
      }
      d.aliases = List.of();
      d.where = ce.getValue();
      d.order = a.nextOrder();
      if (!MapReader.isId(d.code)) {
        a.problem(d.where, "coast code " + code + " must be letters and digits, the first a letter");
        continue;
      }
      a.coasts.put(d.code, d);
    }
    for (Sym s : provinceSyms.values()) {
      declareProvince(s, coastsOf.getOrDefault(s, List.of()), centres);
      Map.Entry<java.util.EnumSet<FirstPhase.Season>, Where> open = seasonal.get(s);
      ProvinceDecl d = a.provinces.get(s.name.toLowerCase(Locale.ROOT));
      if (open != null && d != null) {
        d.openSeasons = open.getKey();
        d.openWhere = open.getValue();
      }
    }
    // Coasts need names, as DPjudge requires of every place.
    for (Sym c : coastSyms) {
      if (c.names == null && live(find(c.province))) {
        a.problem(c.place.where, "place " + c.name + " has no name line (<place name> = " + c.name + " ...)");
      }
    }

    // Powers, in DPjudge's order: sorted by name.
    Map<String, PowerState> byId = new HashMap<>();
    if (livePowers.size() < 2) {
      a.problem(whole, "a DPjudge map needs at least two powers (this one has " + livePowers.size() + ")");
    }
    List<UnitDecl> allUnits = new ArrayList<>(units.values());
    Map<PowerState, Map<Integer, Map<Sym, Alternative>>> yearAlternatives = phaseBlocks();
    for (PowerState p : livePowers) {
      PowerDecl d = new PowerDecl();
      String bare = p.written.replaceFirst("^_+", "");
      d.id = powerKey(bare).toLowerCase(Locale.ROOT);
      if (!MapReader.isId(d.id)) {
        a.problem(p.where, "power name " + p.written + " gives no usable id (" + d.id + "): it must be letters"
            + " and digits, the first a letter");
        continue;
      }
      PowerState clash = byId.putIfAbsent(d.id, p);
      if (clash != null) {
        a.problem(p.where, "powers " + clash.written + " and " + p.written + " would both have the id " + d.id);
        continue;
      }
      d.name = displayName(bare);
      d.adjective = title(p.ownWord.replace('+', ' ').replaceFirst("^_+", ""));
      d.aliases = List.of();
      d.where = p.where;
      d.order = a.nextOrder();
      d.home = refs(p.homes);
      d.partisan = refs(p.partisans);
      d.dummy = p.dummy;
      d.alternatives = alternativeDecls(p.alternatives);
      for (Map.Entry<Integer, Map<Sym, Alternative>> e : yearAlternatives.getOrDefault(p, Map.of()).entrySet()) {
        d.yearAlternatives.put(e.getKey(), alternativeDecls(e.getValue()));
      }
      d.league = p.league;
      d.claims = p.claim == null ? 0 : 1;
      d.claimsWhere = p.claim;
      d.leagueWhere = p.leagueWhere;
      d.owns = p.owns == null ? null : refs(p.owns);
      d.start = new ArrayList<>();
      for (UnitDecl u : allUnits) {
        Sym at = find(u.location);
        if (u.owner == p && !at.dropped) {
          d.start.add(new Ref(u.type + " " + at.name.toLowerCase(Locale.ROOT), u.where));
        }
      }
      a.powers.put(d.id, d);
    }

    // Begin, victory, rules.
    for (String r : rulesOn) {
      if (!rulesOff.contains(r)) {
        Where rw = ruleWhere.get(r);
        a.ruleFlags.add(new Ref(r, rw));
      }
    }
    if (rulesOn.contains(MapAssembler.MOBILIZE) && !rulesOff.contains(MapAssembler.MOBILIZE)) {
      mobilize(whole);
    }
  }

  /**
   * RULE MOBILIZE, as DPjudge starts such a game: each power owns no centre and has no unit (Power.initialize(),
   * commit 280e366, lines 85-87: its centres are one undetermined home centre, its units none), and the game begins
   * with the adjustment phase before the map's first phase when that is no adjustment phase (Game.findStartPhase(),
   * lines 3382-3387; rules.txt, MOBILIZE).
   */
  private void mobilize(Where whole) {
    for (PowerDecl d : a.powers.values()) {
      d.owns = new ArrayList<>();
      d.start = new ArrayList<>();
    }
    FirstPhase first = a.begin == null ? FirstPhase.DEFAULT : a.begin;
    if (first.season() != FirstPhase.Season.WINTER) {
      int year = first.year() - 1;
      if (year < FirstPhase.MIN_YEAR) {
        a.problem(a.beginWhere != null ? a.beginWhere : whole, "RULE MOBILIZE begins the game with the adjustment phase"
            + " of the year before " + first.year() + ", which is before year " + FirstPhase.MIN_YEAR);
      } else {
        a.begin = new FirstPhase(FirstPhase.Season.WINTER, year, FirstPhase.Kind.ADJUSTMENTS);
        a.beginWords = null; // decided here: not read again against the map's FLOW
      }
    }
  }

  private boolean isPowerName(String name) {
    PowerState p = powers.get(powerKey(name));
    return p != null && !p.removed;
  }

  /**
   * Applies the {@code IN W<year>A} blocks: each a power line followed by its home list ({@code zeus}: {@code U+S+A}
   * and {@code HOMES ~@CAL(NYO) HAW ~NYO WAS}), read as DPjudge's addHomes reads it on top of the whole map
   * (Map.validate(), lines 77-79, loads the block after the map). Supported when the list names the power's home
   * centres and partisan sites as the map does, changing only which are alternatives and their limits; anything
   * else in a block, a list that changes the home centres, or a block on a map with {@code FLOW} (whose phases
   * DPjudge abbreviates otherwise) is refused as {@code IN}. Returns the alternatives by power and year.
   */
  private Map<PowerState, Map<Integer, Map<Sym, Alternative>>> phaseBlocks() {
    Map<PowerState, Map<Integer, Map<Sym, Alternative>>> out = new HashMap<>();
    for (PhaseBlock b : phaseBlocks) {
      if (a.flow != null) {
        a.unsupported(b.where, "IN");
        continue;
      }
      PowerState power = null;
      for (Map.Entry<String[], Where> line : b.lines) {
        String[] word = line.getKey();
        String up = word[0].toUpperCase(Locale.ROOT);
        if (word.length == 1 && isPowerName(word[0])) {
          power = powers.get(powerKey(word[0]));
          continue;
        }
        if (power == null || !(up.equals("HOME") || up.equals("HOMES"))) {
          a.unsupported(line.getValue(), "IN");
          break;
        }
        PowerState copy = new PowerState(power.key, power.written, power.where);
        copy.homes.putAll(power.homes);
        copy.partisans.putAll(power.partisans);
        addHomes(copy, word, 1, true, line.getValue());
        if (!sameSyms(copy.homes.keySet(), power.homes.keySet())
            || !sameSyms(copy.partisans.keySet(), power.partisans.keySet())) {
          a.unsupported(line.getValue(), "IN");
          break;
        }
        out.computeIfAbsent(power, k -> new TreeMap<>()).put(b.year, copy.alternatives);
      }
    }
    return out;
  }

  private static boolean sameSyms(Set<Sym> x, Set<Sym> y) {
    Set<Sym> fx = new HashSet<>();
    for (Sym s : x) {
      fx.add(find(s));
    }
    Set<Sym> fy = new HashSet<>();
    for (Sym s : y) {
      fy.add(find(s));
    }
    return fx.equals(fy);
  }

  private static List<MapAssembler.AlternativeDecl> alternativeDecls(Map<Sym, Alternative> alternatives) {
    List<MapAssembler.AlternativeDecl> out = new ArrayList<>();
    for (Map.Entry<Sym, Alternative> e : alternatives.entrySet()) {
      Sym s = find(e.getKey());
      if (s.dropped) {
        continue;
      }
      List<Ref> limits = new ArrayList<>();
      for (Sym l : e.getValue().limits) {
        Sym f = find(l);
        if (!f.dropped) {
          limits.add(new Ref(f.name.toLowerCase(Locale.ROOT), e.getValue().where));
        }
      }
      out.add(new MapAssembler.AlternativeDecl(new Ref(s.name.toLowerCase(Locale.ROOT), e.getValue().where),
          limits));
    }
    return out;
  }

  private static List<Ref> refs(Map<Sym, Where> sites) {
    List<Ref> out = new ArrayList<>();
    for (Map.Entry<Sym, Where> e : sites.entrySet()) {
      Sym s = find(e.getKey());
      if (!s.dropped) {
        out.add(new Ref(s.name.toLowerCase(Locale.ROOT), e.getValue()));
      }
    }
    return out;
  }

  private void declareProvince(Sym s, List<Sym> coasts, Map<Sym, Where> centres) {
    Place p = s.place;
    ProvinceDecl d = new ProvinceDecl();
    d.id = s.name.toLowerCase(Locale.ROOT);
    if (!MapReader.isId(d.id)) {
      a.problem(p.where, "place " + s.name + " must be letters and digits, the first a letter, to be a province id");
      return;
    }
    d.terrain = terrainOf(p.type);
    d.centre = centres.containsKey(s);
    d.port = p.type.equals("PORT");
    d.where = p.where;
    d.order = a.nextOrder();
    if (s.names == null) {
      a.problem(p.where, "place " + s.name + " has no name line (<place name> = " + s.name + " ...)");
      a.rejectId(d.id);
      return;
    }
    d.namesWhere = s.names.where;
    // '+' is a space in a place's name as in its aliases (imperial's "Washington D+C"): an order names it in words.
    d.name = s.names.placeName.replace('+', ' ');
    d.aliases = new ArrayList<>();
    for (String alias : s.names.aliases) {
      if (alias.endsWith("?")) {
        continue; // DPjudge's ambiguous aliases are no name of the place
      }
      Sym named = table.get(alias.toUpperCase(Locale.ROOT));
      if (named != null && live(named) && find(named) != find(s) && !find(named).isCoast()
          && find(named).name.equals(alias.toUpperCase(Locale.ROOT))) {
        // Another province's abbreviation (zeus's Libya "ben", the Bay of Bengal's): the province keeps it as its id, and
        // an alias cannot take it away from it here (maps/README.md, "DPjudge's format"). DPjudge's Map.alias(),
        // lines 1064-1068, would read BEN in an order as Libya, whose alias it is, and then never as the bay.
        continue;
      }
      String spaced = alias.replace('+', ' ').trim();
      if (Names.normalize(spaced).isEmpty()) {
        a.problem(s.names.where.source, s.names.where.line, alias, "alias " + alias + " has no letter or digit");
      } else {
        d.aliases.add(spaced);
      }
    }
    if (p.lower && coasts.isEmpty() && !p.type.equals("LAND") && !p.type.equals("SHUT")) {
      a.problem(p.where, "place " + p.where.text.split("\\s+")[1] + " is written in lower case (fleets cannot stand"
          + " there) but has no coasts");
      a.rejectId(d.id);
      return;
    }
    if (d.terrain == Terrain.SEA && p.lower) {
      a.problem(p.where, "a WATER place must be written in upper case");
    }
    if (d.terrain != Terrain.IMPASSABLE) {
      if (d.terrain.admits(UnitType.ARMY)) {
        d.army = armyRefs(s);
        d.armyWhere = p.where;
      }
      if (coasts.isEmpty()) {
        if (d.terrain.admits(UnitType.FLEET)) {
          d.fleet = fleetRefs(p, s, !d.terrain.admits(UnitType.ARMY));
          d.fleetWhere = p.where;
        }
      } else {
        for (Sym c : coasts) {
          CoastLine cl = new CoastLine();
          cl.code = c.name.substring(c.name.indexOf('/') + 1).toLowerCase(Locale.ROOT);
          cl.where = c.place.where;
          cl.fleet = fleetRefs(c.place, c, true);
          d.coastLines.add(cl);
        }
      }
    }
    a.provinces.put(d.id, d);
  }

  /**
   * The army neighbours of a province as DPjudge's {@code abuts} finds them: for each neighbouring province, the
   * first entry naming it or one of its coasts decides, and gives an army edge unless it is written in title case
   * ({@code Tar}: by convoy only) or the neighbour is water or impassable. A border's rule is that of any entry
   * into the province that carries one.
   */
  private List<Ref> armyRefs(Sym s) {
    List<Ref> out = new ArrayList<>();
    Map<Sym, Ref> byProvince = new HashMap<>();
    Set<Sym> decided = new HashSet<>();
    checkDuplicates(s.place, s.name);
    for (Entry e : s.place.abuts) {
      Sym to = find(e.sym);
      if (e.removed || to.dropped) {
        continue;
      }
      Sym target = to.province != null ? find(to.province) : to;
      if (!live(target) || !live(to)) {
        a.problem(e.where, "unknown place " + to.name + " in the neighbours of " + s.name);
        continue;
      }
      if (target == s) {
        continue; // a place listing itself (empire's NEW and HAV) gives no edge
      }
      Ref r = byProvince.get(target);
      if (r != null && e.rule != CrossingRule.NONE) {
        r.rule = e.rule;
      }
      if (r != null && !e.owners.isEmpty()) {
        r.owners = ownerIds(e);
      }
      if (!decided.add(target)) {
        continue;
      }
      String t = target.place.type;
      if (t.equals("WATER") || t.equals("SHUT") || e.written.equals(pythonTitle(e.written))) {
        continue;
      }
      r = new Ref(target.name.toLowerCase(Locale.ROOT), e.where);
      r.rule = e.rule;
      r.owners = ownerIds(e);
      byProvince.put(target, r);
      out.add(r);
    }
    return out;
  }

  /**
   * The fleet neighbours of a location: each entry naming a place a fleet may stand on (water, a coast or port
   * province written in upper case, or a coast) gives a fleet edge unless it is written starting in lower case.
   */
  private List<Ref> fleetRefs(Place p, Sym from, boolean reportUnknown) {
    List<Ref> out = new ArrayList<>();
    checkDuplicates(p, from.name);
    Sym fromProvince = from.province != null ? find(from.province) : from;
    for (Entry e : p.abuts) {
      Sym to = find(e.sym);
      if (e.removed || to.dropped) {
        continue;
      }
      if (!live(to)) {
        if (reportUnknown) {
          a.problem(e.where, "unknown place " + to.name + " in the neighbours of " + from.name);
        }
        continue; // reported with the army neighbours otherwise
      }
      Place t = to.place;
      Sym toProvince = to.province != null ? find(to.province) : to;
      if (toProvince == fromProvince || t.type.equals("LAND") || t.type.equals("SHUT") || t.lower
          || Character.isLowerCase(e.written.charAt(0))) {
        continue;
      }
      Ref r = new Ref(to.name.toLowerCase(Locale.ROOT), e.where);
      r.rule = e.rule;
      r.owners = ownerIds(e);
      out.add(r);
    }
    return out;
  }

  /** The ids of the centres an entry's border is open to the owner of, as they are named now (after renames). */
  private List<String> ownerIds(Entry e) {
    if (e.owners.isEmpty()) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    for (Sym s : e.owners) {
      out.add(find(s).name.toLowerCase(Locale.ROOT));
    }
    return out;
  }

  private final Set<Place> checked = new HashSet<>();

  /** DPjudge's "sites abut twice": one neighbour written twice in one list. */
  private void checkDuplicates(Place p, String from) {
    if (!checked.add(p)) {
      return;
    }
    Set<Sym> seen = new HashSet<>();
    for (Entry e : p.abuts) {
      Sym to = find(e.sym);
      if (!e.removed && !to.dropped && !seen.add(to)) {
        a.problem(e.where, to.name + " is listed twice in the neighbours of " + from);
      }
    }
  }

  /** Python's {@code str.title()}, which DPjudge compares with to find an army-only-by-convoy neighbour. */
  static String pythonTitle(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    boolean prevCased = false;
    for (char c : s.toCharArray()) {
      boolean cased = Character.isUpperCase(c) || Character.isLowerCase(c);
      sb.append(cased ? (prevCased ? Character.toLowerCase(c) : Character.toUpperCase(c)) : c);
      prevCased = cased;
    }
    return sb.toString();
  }

  /** Python's {@code str.title()} on a whole phrase, for ownership words: {@code ST PETERSBURGER} to Title Case. */
  private static String title(String s) {
    return pythonTitle(s.toLowerCase(Locale.ROOT));
  }

  /**
   * A power name as DPjudge displays it: each word capitalised, the rest lower case; a {@code +} is dropped and
   * capitalises the next letter ({@code ST+PETERSBURG} is {@code StPetersburg}), as do {@code .} and {@code -}.
   */
  static String displayName(String upper) {
    StringBuilder sb = new StringBuilder();
    boolean up = true;
    boolean paren = false;
    for (int i = 0; i < upper.length(); i++) {
      char ch = upper.charAt(i);
      if (ch == '(') {
        paren = true;
      } else if (up && !paren) {
        up = false;
        if (upper.startsWith("OF ", i)) {
          ch = 'o';
        }
      } else if (ch == '+' || ch == '.' || ch == '-' || (ch == ' ' && !paren)) {
        up = true;
      } else {
        ch = Character.toLowerCase(ch);
      }
      if (ch != '+') {
        sb.append(ch);
      }
    }
    return sb.toString();
  }
}
