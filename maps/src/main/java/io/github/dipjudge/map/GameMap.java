package io.github.dipjudge.map;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.ImmutableSortedSet;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * An immutable Diplomacy map: provinces, locations, coasts, adjacency per unit type, powers, the starting units and
 * every name a province, coast or power goes by.
 *
 * <p>Maps are loaded from the plain-text format described in {@code maps/README.md}, or from DPjudge's {@code .map}
 * format: {@link #standard()} gives the bundled standard map, {@link #variant(String)} the shipped variants,
 * {@link #load(Path)} and {@link #parse(String, String)} read others. Loading validates the whole file and either
 * returns a complete map or throws {@link MapFormatException} listing every problem.
 *
 * <p>Beyond geography a map carries, as data for {@code core} to turn into rules, its first phase, victory counts,
 * rule flags, ports, special borders, partisan sites and the centres each power owns at the start.
 *
 * <p>Look-up by name ({@link #province(String)}, {@link #location(String)}, {@link #power(String)}) is
 * case-insensitive and ignores spaces, dots, hyphens and apostrophes (and their full-width forms), but a space or
 * hyphen must fall between two words of the name, and any other character that is no letter or digit makes the
 * text no name (see {@link Names}); an unknown name throws {@link UnknownNameException}, which suggests the closest
 * names. Every look-up costs time linear in the length of the text.
 *
 * <p>Immutable and thread-safe. Every method throws {@link NullPointerException} for a null argument and
 * {@link IllegalArgumentException} for a province, location or power of another map.
 */
public final class GameMap {
  /**
   * The largest map text the loader reads: 4 MiB (4,194,304 bytes) of UTF-8, a DPjudge map's included files
   * counted in; the largest real map file is under 20 KB. {@link #load(Path)} checks it while reading (it reads at
   * most one byte past it), {@link #parse(String, String)} before reading; a larger text is a
   * {@link MapFormatException} naming the file and the limit (maps/README.md, "Limits").
   */
  public static final int MAX_TEXT_BYTES = 4 << 20;

  /**
   * The most provinces a map may have: 5,000 (the largest shipped map has 184). An adjudicator's working tables
   * grow with the square of the provinces (bitsets of provinces per province: about 28 MB per adjudicator at the
   * limit); a map with more is a {@link MapFormatException} (maps/README.md, "Limits").
   */
  public static final int MAX_PROVINCES = 5_000;

  /**
   * The most locations (provinces and the coasts of split-coast provinces) a map may have: 10,000, twice
   * {@link #MAX_PROVINCES} (the standard map has 82 for 76 provinces); tables of locations by locations grow with
   * its square. A map with more is a {@link MapFormatException}.
   */
  public static final int MAX_LOCATIONS = 10_000;

  /**
   * The most powers a map may have: 100 (the largest shipped, chaos, has 34). The adjudicator keeps every unit that
   * can stand on the map, by power and location; a map with more is a {@link MapFormatException}.
   */
  public static final int MAX_POWERS = 100;

  private static final String STANDARD_RESOURCE = "standard.map";
  private static volatile GameMap standard;

  private final String id;
  private final String name;
  private final ImmutableList<Province> provinces;
  private final ImmutableList<Location> locations;
  private final ImmutableList<Coast> coasts;
  private final ImmutableList<Power> powers;
  private final ImmutableList<StartingUnit> startingUnits;
  private final ImmutableList<ImmutableList<Location>> armyAdjacency;
  private final ImmutableList<ImmutableList<Location>> fleetAdjacency;
  private final NameIndex<Object> placeNames;
  private final NameIndex<Power> powerNames;
  private final int supplyCentreCount;
  private final Extras extras;
  private final ImmutableList<Integer> victoryCentres;
  private final ImmutableList<Province> unownedCentres;
  // The core module's per-map tables (its unit and owner codes), made on first use and kept with the map so that they
  // live as long as it does; read and set through MapAccess alone. Racy but idempotent: equal tables either way.
  volatile Object coreTables;

  /**
   * What a map carries beyond geography, powers and names, for {@code core} to turn into rules: the first phase,
   * the victory counts (null for the default), the rule flags, and the special borders as a sparse table (per
   * location index, the sorted indices of the provinces across a special border and their rules; both null when the
   * map has none), and the borders open only to the owner of given centres (by {@code from location index *
   * provinces + to province index}; empty when the map has none), the years of DPjudge's NEWHOMES, and the provinces
   * passable in some seasons only with those seasons (empty when the map has none).
   */
  record Extras(FirstPhase firstPhase, Calendar calendar, ImmutableList<Integer> victory,
      ImmutableSet<String> ruleFlags, int[][] crossingTo, CrossingRule[][] crossingRule,
      ImmutableMap<Long, ImmutableSet<Province>> ownerBorders, ImmutableSortedSet<Integer> newHomesYears,
      ImmutableMap<Province, ImmutableSet<FirstPhase.Season>> openSeasons) {}

  GameMap(String id, String name, ImmutableList<Province> provinces, ImmutableList<Location> locations,
      ImmutableList<Coast> coasts, ImmutableList<Power> powers, ImmutableList<StartingUnit> startingUnits,
      ImmutableList<ImmutableList<Location>> armyAdjacency, ImmutableList<ImmutableList<Location>> fleetAdjacency,
      NameIndex<Object> placeNames, NameIndex<Power> powerNames, Extras extras) {
    this.id = id;
    this.name = name;
    this.provinces = provinces;
    this.locations = locations;
    this.coasts = coasts;
    this.powers = powers;
    this.startingUnits = startingUnits;
    this.armyAdjacency = armyAdjacency;
    this.fleetAdjacency = fleetAdjacency;
    this.placeNames = placeNames;
    this.powerNames = powerNames;
    int sc = 0;
    for (Province p : provinces) {
      if (p.isSupplyCentre()) {
        sc++;
      }
    }
    this.supplyCentreCount = sc;
    this.extras = extras;
    this.victoryCentres = extras.victory() != null ? extras.victory() : ImmutableList.of(sc / 2 + 1);
    java.util.Set<Province> owned = new java.util.HashSet<>();
    for (Power w : powers) {
      owned.addAll(w.initialCentres());
    }
    ImmutableList.Builder<Province> unowned = ImmutableList.builder();
    for (Province p : provinces) {
      if (p.isSupplyCentre() && !owned.contains(p)) {
        unowned.add(p);
      }
    }
    this.unownedCentres = unowned.build();
  }

  // ------------------------------------------------------------------------------------------- loading

  /**
   * The standard map of Diplomacy: 76 provinces (impassable Switzerland among them), 34 supply centres, seven
   * powers, games from Spring 1901. Loaded from the bundled resource on first use, once, whatever the number of
   * threads asking.
   *
   * @return the standard map, the same instance on every call (and the one {@code variant("standard")} gives)
   * @throws IllegalStateException if the bundled resource is missing or broken (a broken build, never bad input)
   * @throws java.io.UncheckedIOException if the bundled resource cannot be read
   */
  public static GameMap standard() {
    GameMap m = standard;
    if (m == null) {
      synchronized (GameMap.class) {
        m = standard;
        if (m == null) {
          try (InputStream in = GameMap.class.getResourceAsStream(STANDARD_RESOURCE)) {
            if (in == null) {
              throw new IllegalStateException("the bundled resource " + STANDARD_RESOURCE + " is missing");
            }
            m = parse("standard.map", new String(in.readAllBytes(), StandardCharsets.UTF_8));
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          } catch (MapFormatException e) {
            throw new IllegalStateException("the bundled standard map is broken: " + e.getMessage(), e);
          }
          standard = m;
        }
      }
    }
    return m;
  }

  /**
   * Loads a map file (UTF-8) in either format: the project's (maps/README.md) or DPjudge's {@code .map} format. The
   * format is told by the first statement: the project's when it contains {@code |} or starts with the lower-case
   * word {@code map}, DPjudge's otherwise. A DPjudge file's {@code USE} and {@code MAP} lines are resolved in the
   * file's directory; its map id is the file name without its extension, in lower case.
   *
   * @param file the map file
   * @return the map
   * @throws IOException if the file itself cannot be read, or is not valid UTF-8 (an include that cannot be read
   *     is a problem of the including line, reported as a {@link MapFormatException})
   * @throws MapFormatException if the file is not a valid map, is larger than {@link #MAX_TEXT_BYTES} (with the
   *     files it includes; checked while reading), or the map has more provinces, locations or powers than
   *     {@link #MAX_PROVINCES}, {@link #MAX_LOCATIONS}, {@link #MAX_POWERS}; it lists every problem with file and
   *     line
   */
  public static GameMap load(Path file) throws IOException, MapFormatException {
    checkNotNull(file, "file");
    Path dir = file.toAbsolutePath().getParent();
    String text;
    try {
      text = MapText.read(file, MAX_TEXT_BYTES);
    } catch (MapText.TooLargeException e) {
      throw MapText.tooLargeException(file.toString(), "the file");
    }
    return parse(file.toString(), text, MapIncludes.directory(dir));
  }

  /**
   * Parses map-file text in either format, as {@link #load(Path)} tells them apart; a DPjudge file here may include
   * nothing (use {@link #parse(String, String, MapIncludes)}).
   *
   * @param source the name to report in errors (a file name); a DPjudge map's id is its base name
   * @param text the whole file
   * @return the map
   * @throws MapFormatException if the text is not a valid map, is larger than {@link #MAX_TEXT_BYTES} (with the
   *     files it includes), or the map has more provinces, locations or powers than {@link #MAX_PROVINCES},
   *     {@link #MAX_LOCATIONS}, {@link #MAX_POWERS}; it lists every problem with source and line
   */
  public static GameMap parse(String source, String text) throws MapFormatException {
    return parse(source, text, MapIncludes.none());
  }

  /**
   * Parses map-file text in either format, as {@link #load(Path)} tells them apart, resolving a DPjudge file's
   * {@code USE} and {@code MAP} lines through {@code includes}.
   *
   * @param source the name to report in errors (a file name); a DPjudge map's id is its base name without the
   *     extension, in lower case, with any character other than a letter, digit, {@code _} or {@code -} made a
   *     {@code -}
   * @param text the whole file
   * @param includes where included DPjudge files are read
   * @return the map
   * @throws MapFormatException if the text is not a valid map, is larger than {@link #MAX_TEXT_BYTES} (with the
   *     files it includes), or the map has more provinces, locations or powers than {@link #MAX_PROVINCES},
   *     {@link #MAX_LOCATIONS}, {@link #MAX_POWERS}; it lists every problem with source and line
   */
  public static GameMap parse(String source, String text, MapIncludes includes) throws MapFormatException {
    checkNotNull(source, "source");
    checkNotNull(text, "text");
    checkNotNull(includes, "includes");
    checkSize(source, text);
    return MapReader.isOwnFormat(text) ? MapReader.read(source, text) : DpjudgeReader.read(source, text, includes);
  }

  /**
   * Parses text in DPjudge's {@code .map} format, whatever its first statement (map-file-syntax.txt; what is
   * supported, ignored and refused is listed in maps/README.md).
   *
   * @param source the name to report in errors; the map's id is derived from it as in
   *     {@link #parse(String, String, MapIncludes)}
   * @param text the whole file
   * @param includes where included files are read
   * @return the map
   * @throws MapFormatException if the text is not a valid map, is over a size limit (as
   *     {@link #parse(String, String, MapIncludes)} says), or uses a feature the loader does not support
   *     ({@link MapFormatException#unsupportedFeatures()})
   */
  public static GameMap parseDpjudge(String source, String text, MapIncludes includes) throws MapFormatException {
    checkNotNull(source, "source");
    checkNotNull(text, "text");
    checkNotNull(includes, "includes");
    checkSize(source, text);
    return DpjudgeReader.read(source, text, includes);
  }

  /** Refuses a text larger than {@link #MAX_TEXT_BYTES} before anything is read from it. */
  private static void checkSize(String source, String text) throws MapFormatException {
    if (MapText.utf8Length(text) > MAX_TEXT_BYTES) {
      throw MapText.tooLargeException(source, "the text");
    }
  }

  // ------------------------------------------------------------------------------------------- shipped variants

  /**
   * A map shipped with the library, by its id: {@code standard} and the variants converted from DPjudge's maps
   * ({@code pure}, {@code fleetrome}, {@code ancmed}, {@code 1900}, {@code modern}, {@code youngstown},
   * {@code chaos}, {@code void}, {@code aberration}, {@code 1898}, {@code 1897}, {@code loeb9}, {@code imperial}, {@code sengoku}, {@code zeus}), MILA's version of the modern map ({@code mila-modern}), or
   * another engine's name for one of them: MILA's {@code standard_fleet_rome} is {@code fleetrome}; godip's variant names {@code Classical},
   * {@code Fleet Rome}, {@code Pure}, {@code Ancient Mediterranean} and {@code Chaos} are {@code standard},
   * {@code fleetrome}, {@code pure}, {@code ancmed} and {@code chaos}. Names are matched in any case
   * ({@code "Standard"}, {@code "FLEETROME"}). {@code "modern"} is DPjudge's modern map; MILA's map of that name is
   * {@code mila-modern} (see {@link #forMilaName(String)}). Each map is loaded once, on first use.
   *
   * @param id the map's id or one of the other names above, in any case
   * @return the map, the same instance on every call
   * @throws IllegalArgumentException if no shipped map has this id; the message lists them
   */
  public static GameMap variant(String id) {
    checkNotNull(id, "id");
    return Variants.get(id);
  }

  /**
   * The ids of the shipped maps.
   *
   * @return the ids, {@code standard} first; each is accepted by {@link #variant(String)}
   */
  public static ImmutableList<String> variants() {
    return Variants.IDS;
  }

  /**
   * The shipped map a MILA saved game's {@code map} field names: {@code standard}, {@code pure}, {@code ancmed},
   * {@code standard_fleet_rome} (DPjudge's {@code fleetrome}) and {@code modern}, which is MILA's own version
   * ({@code mila-modern}: it begins in Spring 1994, builds anywhere, and Russia starts with a fleet in Murmansk).
   *
   * @param milaName the {@code map} field of a MILA saved game, exactly as MILA writes it (lower case;
   *     {@link #variant(String)} takes any case)
   * @return the shipped map, as {@link #variant(String)} gives it
   * @throws IllegalArgumentException if the name is none of these; the message lists them
   */
  public static GameMap forMilaName(String milaName) {
    checkNotNull(milaName, "milaName");
    return Variants.forMila(milaName);
  }

  // ------------------------------------------------------------------------------------------- contents

  /**
   * The map's id: the project's map files name it; a DPjudge map's is derived from its file name.
   *
   * @return the id, such as {@code standard}
   */
  public String id() {
    return id;
  }

  /**
   * The map's display name.
   *
   * @return the name, such as {@code Standard}
   */
  public String name() {
    return name;
  }

  /**
   * Every province of the map.
   *
   * @return the provinces, the one at index {@code i} having {@link Province#index()} {@code i}
   */
  public ImmutableList<Province> provinces() {
    return provinces;
  }

  /**
   * Every location of the map: first the province-level location of each province (same index as the province),
   * then the coast locations of split-coast provinces.
   *
   * @return the locations, the one at index {@code i} having {@link Location#index()} {@code i}
   */
  public ImmutableList<Location> locations() {
    return locations;
  }

  /**
   * The coast kinds the map declares.
   *
   * @return the coasts, in the map file's order; possibly empty
   */
  public ImmutableList<Coast> coasts() {
    return coasts;
  }

  /**
   * The powers of the map.
   *
   * @return the powers, in the map file's order, the one at index {@code i} having {@link Power#index()} {@code i}
   */
  public ImmutableList<Power> powers() {
    return powers;
  }

  /**
   * The units of the starting position: at most one per province, each on a location that admits its type.
   *
   * @return the starting units, in the map file's order
   */
  public ImmutableList<StartingUnit> startingUnits() {
    return startingUnits;
  }

  /**
   * The number of supply centres.
   *
   * @return how many provinces are supply centres (34 on the standard map)
   */
  public int supplyCentreCount() {
    return supplyCentreCount;
  }

  // ------------------------------------------------------------------------------------------- data for rules

  /**
   * The phase games on this map begin with.
   *
   * @return the first phase: {@link FirstPhase#DEFAULT} (Spring 1901 Movement) unless the map file says otherwise
   */
  public FirstPhase firstPhase() {
    return extras.firstPhase();
  }

  /**
   * The map's calendar: the seasons of a game year and how the year advances ({@link Calendar}); the standard one
   * unless the map file has a {@code FLOW} ({@code hundred}: a five-year turn of one movement season, adjustments in
   * the turns whose year divides by ten; {@code classical}: years counting down). The first phase
   * ({@link #firstPhase()}) names one of its seasons by slot.
   *
   * @return the calendar
   */
  public Calendar calendar() {
    return extras.calendar();
  }

  /**
   * The supply centres a power needs to win, per game year: the first count applies in the first phase's year, each
   * next one in the year after, and the last one in every later year. Never empty, each count at least 1 and at
   * most {@link #supplyCentreCount()}. Without a victory statement in the map file: one count, one more than half
   * the supply centres (18 on the standard map). The map says nothing about ties; that is a rule.
   *
   * @return the counts, per year from the first phase's year
   */
  public ImmutableList<Integer> victoryCentres() {
    return victoryCentres;
  }

  /**
   * The supply centres a power needs to win in the given game year (see {@link #victoryCentres()}); a year before
   * the first phase's year counts as the first. On a calendar whose year changes by more than one
   * ({@link Calendar#yearStep()}) the counts are per calendar year (per five years on {@code hundred}), as
   * DPjudge's Game.py (commit 280e366) line 1816 divides by the {@code NEWYEAR} step; on one that counts down
   * ({@code classical}) the years before the first are the later ones.
   *
   * @param year a game year
   * @return the count for that year
   */
  public int victoryCentres(int year) {
    long index = ((long) year - firstPhase().year()) / calendar().yearStep();
    return victoryCentres.get((int) Math.max(0, Math.min(index, victoryCentres.size() - 1)));
  }

  /**
   * The DPjudge RULE flags the map file sets, upper case, in the file's order: only flags that change the game and
   * that the project supports are accepted ({@code BUILD_ANY}: builds on any owned supply centre, as on
   * {@code chaos}; {@code REMOTE_BUILDS}: the same, while the power owns at least one of its home centres, as on
   * {@code aberration}; {@code HOME_BUILDS}: builds on any owned centre that is a home centre of some power, as on
   * {@code imperial}; {@code MOBILIZE}: the board starts empty, in an adjustment phase, and each power's first build
   * goes on a home centre it chooses, which it then owns, as on {@code 1898}: such a map has no starting unit and no
   * centre owned at the start; {@code HIBERNATE}: a unit on a province when it shuts for the season stays there and may
   * only hold, as on {@code loeb9}, see {@link #openSeasons}; and for dummy powers ({@link Power#isDummy()}, as on {@code sengoku})
   * {@code CD_DUMMIES}: a dummy is always in civil disorder, so no phase waits for it; {@code CD_BUILDS}: a power in
   * civil disorder builds rather than waives; {@code IMMOBILE_DUMMIES}: a dummy's units neither move nor retreat); a
   * file setting another is refused.
   *
   * @return the flags, upper case, in the file's order; empty on the standard map
   */
  public ImmutableSet<String> ruleFlags() {
    return extras.ruleFlags();
  }

  /**
   * The years in whose adjustment phase the home centres are reassigned, DPjudge's {@code NEWHOMES} (map-file-syntax.txt:
   * "Each power's home SC's will be all of the centers he owns at the time"), as on {@code 1897}. On a map with such
   * years no power has a home centre until the first of them (DPjudge's Power.initialize(), commit 280e366, line 83);
   * {@code core}'s {@code Position.homeCentres} holds each position's home centres.
   *
   * @return the years, ascending; empty on a map whose home centres never change (every map but {@code 1897})
   */
  public ImmutableSortedSet<Integer> newHomesYears() {
    return extras.newHomesYears();
  }

  /**
   * The supply centres no power owns when the game begins: those in no power's {@link Power#initialCentres()}.
   *
   * @return the unowned centres, in province order (the standard map's twelve neutral centres)
   */
  public ImmutableList<Province> unownedCentres() {
    return unownedCentres;
  }

  /**
   * The special rule of the border a unit on {@code from} crosses to reach any location of {@code to}'s province:
   * for a move, a convoyed move's last step, a support and a retreat alike. {@link CrossingRule#NONE} for an ordinary
   * border, and when {@code from} has no edge into that province. Borders are directed: the rule from A to B may
   * differ from the rule from B to A (on {@code 1900} both directions of the Cape borders are marked). Allocates
   * nothing.
   *
   * @param from where the unit stands
   * @param to any location of the province it moves, supports, convoys or retreats into
   * @return the border's rule
   * @throws IllegalArgumentException if a location is not of this map
   */
  public CrossingRule crossingRule(Location from, Location to) {
    checkOwn(from);
    checkOwn(to);
    int[][] targets = extras.crossingTo();
    if (targets == null || targets[from.index()] == null) {
      return CrossingRule.NONE;
    }
    int i = java.util.Arrays.binarySearch(targets[from.index()], to.province().index());
    return i < 0 ? CrossingRule.NONE : extras.crossingRule()[from.index()][i];
  }

  /**
   * The supply centres a power must own, all of them, for its unit on {@code from} to cross the border into
   * {@code to}'s province (DPjudge's center ownership restriction, {@code BLA ABUTS AEG(CON)}: "a unit in the Black
   * Sea is adjacent to the Aegean Sea if and only if the power that owns the unit also owns" Constantinople;
   * map-file-syntax.txt). It restricts a move, a support into the province and a retreat alike, and only a border
   * that fleets cross (a map restricting an army's path is refused). Empty for an open border, and when {@code from}
   * has no edge into that province. Borders are directed, as for {@link #crossingRule}.
   *
   * @param from where the unit stands
   * @param to any location of the province it moves, supports or retreats into
   * @return the centres to own, empty when the border is open to every power
   * @throws IllegalArgumentException if a location is not of this map
   */
  public ImmutableSet<Province> borderOwners(Location from, Location to) {
    checkOwn(from);
    checkOwn(to);
    ImmutableMap<Long, ImmutableSet<Province>> borders = extras.ownerBorders();
    if (borders.isEmpty()) {
      return ImmutableSet.of();
    }
    ImmutableSet<Province> centres = borders.get((long) from.index() * provinces.size() + to.province().index());
    return centres == null ? ImmutableSet.of() : centres;
  }

  /**
   * Whether some border of this map is open only to the owner of given centres ({@link #borderOwners}).
   *
   * @return true when some border is so restricted; false on the standard map
   */
  public boolean hasOwnerBorders() {
    return !extras.ownerBorders().isEmpty();
  }

  /**
   * The seasons in which units may stand on, enter and act from the province. Every season for an ordinary
   * province, none for an impassable one; for a province passable in some seasons only (DPjudge's {@code IN SPRING:
   * WATER ARC} on {@code loeb9}: the Arctic Ocean is water in Spring and shut otherwise), those seasons. A season
   * holds its movement and retreat phases alike (DPjudge applies an {@code IN SPRING} line in every phase whose name
   * begins with Spring). Outside them the province is impassable: no unit moves, retreats or supports into it, and a
   * unit standing there when it shuts stays there and may only hold (the map's {@code HIBERNATE} rule flag, which a
   * map with such a province must set) until the province opens again. The province's {@link Province#terrain()}
   * and adjacency are those it has while open.
   *
   * @param province a province of this map
   * @return the seasons it is open in, in season order
   * @throws IllegalArgumentException if the province is not of this map
   */
  public ImmutableSet<FirstPhase.Season> openSeasons(Province province) {
    checkOwn(province);
    if (province.terrain() == Terrain.IMPASSABLE) {
      return ImmutableSet.of();
    }
    ImmutableSet<FirstPhase.Season> seasons = extras.openSeasons().get(province);
    return seasons == null ? ALL_SEASONS : seasons;
  }

  private static final ImmutableSet<FirstPhase.Season> ALL_SEASONS =
      ImmutableSet.copyOf(FirstPhase.Season.values());

  /**
   * Whether units may stand on, enter and act from the province in the season ({@link #openSeasons}).
   *
   * @param province a province of this map
   * @param season the season of the phase
   * @return whether the province is open in that season: false for an impassable province, true for an ordinary one
   * @throws IllegalArgumentException if the province is not of this map
   */
  public boolean isOpen(Province province, FirstPhase.Season season) {
    checkNotNull(season, "season");
    return openSeasons(province).contains(season);
  }

  /**
   * Whether some province of this map is passable in some seasons only ({@link #openSeasons}); the adjudicator
   * looks at seasons only on such a map.
   *
   * @return true when some province is open in some seasons only; false on the standard map
   */
  public boolean hasSeasonalProvinces() {
    return !extras.openSeasons().isEmpty();
  }

  /**
   * Whether any border of this map has a special rule ({@link #crossingRule}).
   *
   * @return true when some border's rule is not {@link CrossingRule#NONE}; false on the standard map
   */
  public boolean hasCrossingRules() {
    return extras.crossingTo() != null;
  }

  /**
   * The locations a unit of the given type standing on {@code from} may move to in one step. For an army, the
   * province-level locations of adjacent provinces it may enter; for a fleet, the adjacent fleet locations (coasts
   * named).
   *
   * @param from where the unit stands
   * @param type the unit's type
   * @return the neighbours, without repeats; empty when a unit of that type cannot stand
   *     on {@code from}
   * @throws IllegalArgumentException if {@code from} is not of this map
   */
  public ImmutableList<Location> neighbours(Location from, UnitType type) {
    checkOwn(from);
    checkNotNull(type, "type");
    if (!from.admits(type)) {
      return ImmutableList.of();
    }
    return (type == UnitType.ARMY ? armyAdjacency : fleetAdjacency).get(from.index());
  }

  /**
   * The neighbours of {@link #neighbours(Location, UnitType)} in force in a season: those of provinces open in it
   * ({@link #openSeasons}), and none when {@code from}'s own province is shut in it (its unit may only hold). The
   * same list as {@code neighbours(from, type)} on a map without seasonal provinces, where it allocates nothing.
   *
   * @param from where the unit stands
   * @param type the unit's type
   * @param season the season of the phase
   * @return the neighbours open in that season, in the order of {@code neighbours(from, type)}
   * @throws IllegalArgumentException if {@code from} is not of this map
   */
  public ImmutableList<Location> neighbours(Location from, UnitType type, FirstPhase.Season season) {
    checkNotNull(season, "season");
    ImmutableList<Location> all = neighbours(from, type);
    if (!hasSeasonalProvinces()) {
      return all;
    }
    if (!isOpen(from.province(), season)) {
      return ImmutableList.of();
    }
    ImmutableList.Builder<Location> open = ImmutableList.builder();
    for (Location l : all) {
      if (isOpen(l.province(), season)) {
        open.add(l);
      }
    }
    return open.build();
  }

  /**
   * Whether a unit of the given type on {@code from} may move to {@code to} in one step, that is whether {@code to}
   * is among {@link #neighbours(Location, UnitType) neighbours(from, type)}. A fleet must name the coast: a fleet
   * on {@code mid} reaches {@code spa/nc}, not {@code spa}.
   *
   * @param from where the unit stands
   * @param to where it would move
   * @param type the unit's type
   * @return whether the move is one step along an edge of the map for that type
   * @throws IllegalArgumentException if a location is not of this map
   */
  public boolean isAdjacent(Location from, Location to, UnitType type) {
    checkOwn(to);
    return neighbours(from, type).contains(to);
  }

  // ------------------------------------------------------------------------------------------- names

  /**
   * The province with this name (id, English name or alias), as {@link #findProvince(String)} reads it.
   *
   * @param name the name as written
   * @return the province
   * @throws UnknownNameException if no province has this name; its message suggests the closest ones, or says
   *     which character (and at which column) can be no part of a name
   */
  public Province province(String name) {
    return findProvince(name).orElseThrow(() -> placeNames.unknown("province", name, v -> v instanceof Province));
  }

  /**
   * The province with this name, if any. The look-up is case-insensitive and ignores spaces, dots, hyphens,
   * apostrophes and their full-width forms, except that a space or a hyphen must fall where a word of the name
   * ends ({@code north-sea} and {@code NorthSea} are the North Sea, {@code swe-den} is not Sweden); text with
   * any other character that is not a letter or digit is no name (see {@link Names}).
   *
   * @param name the name as written
   * @return the province, or empty
   */
  public Optional<Province> findProvince(String name) {
    checkNotNull(name, "name");
    Object o = placeNames.get(Names.read(name));
    return o instanceof Province ? Optional.of((Province) o) : Optional.empty();
  }

  /**
   * The coast kind with this name ({@code nc}, {@code north coast}, {@code NCS}, {@code 北岸}, …), if any, read as
   * {@link #findProvince(String)} reads names.
   *
   * @param name the name as written
   * @return the coast, or empty
   */
  public Optional<Coast> findCoast(String name) {
    checkNotNull(name, "name");
    Object o = placeNames.get(Names.read(name));
    return o instanceof Coast ? Optional.of((Coast) o) : Optional.empty();
  }

  /**
   * A province, possibly followed by a coast, as written: {@code stp}, {@code stp/nc}, {@code Spain(sc)},
   * {@code spa sc}, {@code St Petersburg (north coast)}, {@code 西班牙（南岸）}. The coast is returned as written
   * even when the province has no such coast, so that callers can apply their own rule for it.
   *
   * @param text the place as written
   * @return the province and the coast written, if any
   * @throws UnknownNameException if the text is no province, with or without a coast; the message says which
   *     character can be no part of a name, or which coast is unknown, or suggests the closest provinces
   */
  public PlaceName placeName(String text) {
    Optional<PlaceName> found = findPlaceName(text);
    if (found.isPresent()) {
      return found.get();
    }
    Names.Written w = Names.read(text);
    if (w.invalidAt < 0) {
      // A known province, then a word break, then something that is no coast: say that the coast is unknown.
      int len = w.letters.length();
      int max = placeNames.maxNameLength();
      for (int cut = Math.min(len - 1, max); cut > 0; cut--) {
        if (!w.breaks.get(cut)) {
          continue; // "Nort Sea" is no Norway ("nor") with a coast "tsea"
        }
        Object p = placeNames.get(w, 0, cut);
        if (p instanceof Province) {
          String coastText = coastAsWritten(text);
          return throwUnknownCoast((Province) p, coastText == null ? w.letters.substring(cut) : coastText);
        }
      }
    }
    throw placeNames.unknown("province", provinceAsWritten(text), v -> v instanceof Province);
  }

  /** The coast part of a place as written, {@code nc} in {@code stp/nc} or {@code Spain (nc)}; null if none. */
  private static String coastAsWritten(String text) {
    int open = firstCoastSeparator(text);
    if (open < 0) {
      return null;
    }
    int end = text.length();
    while (end > open + 1 && (Character.isWhitespace(text.charAt(end - 1)) || text.charAt(end - 1) == ')'
        || text.charAt(end - 1) == '）')) {
      end--;
    }
    String coast = text.substring(open + 1, end).trim();
    return coast.isEmpty() ? null : coast;
  }

  /** The province part of a place as written: the text before a coast separator, or the whole text. */
  private static String provinceAsWritten(String text) {
    int open = firstCoastSeparator(text);
    String bare = (open < 0 ? text : text.substring(0, open)).trim();
    return bare.isEmpty() ? text : bare;
  }

  private static int firstCoastSeparator(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '/' || c == '(' || c == '（' || c == '／') {
        return i;
      }
    }
    return -1;
  }

  private PlaceName throwUnknownCoast(Province prov, String coastText) {
    StringBuilder msg = new StringBuilder("unknown coast \"").append(NameIndex.printable(coastText))
        .append("\" of ").append(prov.name());
    if (prov.hasSplitCoasts()) {
      msg.append(" (its coasts: ").append(coastList(prov)).append(')');
    } else {
      msg.append(" (it has no separate coasts)");
    }
    throw new UnknownNameException("coast", coastText, ImmutableList.of(), msg.toString());
  }

  /**
   * As {@link #placeName(String)}, but empty instead of throwing when the text is no place.
   *
   * @param text the place as written
   * @return the province and the coast written, or empty
   */
  public Optional<PlaceName> findPlaceName(String text) {
    checkNotNull(text, "text");
    Names.Written w = Names.read(text);
    if (w.invalidAt >= 0) {
      return Optional.empty();
    }
    int len = w.letters.length();
    Object whole = placeNames.get(w, 0, len);
    if (whole instanceof Province) {
      return Optional.of(new PlaceName((Province) whole, Optional.empty()));
    }
    // Try every split into a province prefix and a coast suffix, longest province first. Both parts are names, so
    // only splits with both parts at most the longest name long are tried: O(longest name) look-ups, each O(its
    // length), whatever the length of the text.
    int max = placeNames.maxNameLength();
    for (int cut = Math.min(len - 1, max); cut > 0 && len - cut <= max; cut--) {
      Object p = placeNames.get(w, 0, cut);
      if (p instanceof Province) {
        Object c = placeNames.get(w, cut, len);
        if (c instanceof Coast) {
          return Optional.of(new PlaceName((Province) p, Optional.of((Coast) c)));
        }
      }
    }
    return Optional.empty();
  }

  /**
   * The location with this name: a province name gives its province-level location, a province with a coast its
   * coast location ({@code stp/nc}, {@code Spain(sc)}).
   *
   * @param text the place as written
   * @return the location
   * @throws UnknownNameException if there is no such province, or the province has no such coast
   */
  public Location location(String text) {
    PlaceName pn = placeName(text);
    Optional<Location> l = pn.location();
    if (l.isEmpty()) {
      throw new UnknownNameException("location", text, ImmutableList.of(),
          "province " + pn.province().id() + " has no coast \"" + pn.coast().get().code() + "\""
              + (pn.province().hasSplitCoasts() ? " (its coasts: " + coastList(pn.province()) + ")" : ""));
    }
    return l.get();
  }

  private static String coastList(Province p) {
    StringBuilder sb = new StringBuilder();
    for (Location c : p.coasts()) {
      if (sb.length() > 0) {
        sb.append(", ");
      }
      sb.append(c.id());
    }
    return sb.toString();
  }

  /**
   * The power with this name (id, name, adjective or alias), read as {@link #findProvince(String)} reads names.
   *
   * @param name the name as written
   * @return the power
   * @throws UnknownNameException if no power has this name; its message suggests the closest ones
   */
  public Power power(String name) {
    checkNotNull(name, "name");
    return powerNames.get(name);
  }

  /**
   * The power with this name, if any, read as {@link #findProvince(String)} reads names.
   *
   * @param name the name as written
   * @return the power, or empty
   */
  public Optional<Power> findPower(String name) {
    checkNotNull(name, "name");
    return powerNames.find(name);
  }

  /**
   * The one province that has a name beginning with these whole words, if exactly one does: {@code Norwegian} for
   * the Norwegian Sea, {@code Tyrrhenian} for the Tyrrhenian Sea; empty for {@code North} (several provinces) and
   * for {@code Norw} (not a whole word). A lenient reading for files written by hand, such as old DATC case files;
   * orders do not use it. A text that is itself a province name gives that province.
   *
   * @param words the first words of a name, as written
   * @return the province, or empty
   */
  public Optional<Province> findProvinceByFirstWords(String words) {
    checkNotNull(words, "words");
    Names.Written w = Names.read(words);
    if (w.invalidAt >= 0 || w.letters.isEmpty()) {
      return Optional.empty();
    }
    Object exact = placeNames.get(w);
    if (exact != null) {
      return exact instanceof Province ? Optional.of((Province) exact) : Optional.empty();
    }
    Object only = placeNames.onlyValueStartingWith(w, v -> v instanceof Province);
    return only instanceof Province ? Optional.of((Province) only) : Optional.empty();
  }

  /**
   * The longest province or coast name that starts {@code normalized} at {@code from}, as its length in chars,
   * or 0 when none does. For parsers of languages written without spaces; {@code normalized} must already be
   * {@linkplain Names#normalize normalised}. Costs O(L²) for the longest name length L of the map, whatever the
   * length of the text.
   *
   * @param normalized normalised text
   * @param from where the name starts
   * @return the length of the longest name there, or 0
   * @throws IllegalArgumentException if {@code from} is outside the text
   */
  public int longestPlaceNameAt(String normalized, int from) {
    checkNotNull(normalized, "normalized");
    checkArgument(from >= 0 && from <= normalized.length(), "from out of range: %s", from);
    int max = Math.min(normalized.length() - from, placeNames.maxNameLength());
    for (int len = max; len > 0; len--) {
      if (placeNames.getNormalized(normalized.substring(from, from + len)) != null) {
        return len;
      }
    }
    return 0;
  }

  /**
   * The length in chars of the longest normalised province or coast name of this map. No text whose normalised
   * form is longer than twice this (a province and a coast) names a place; parsers use it to bound their work.
   *
   * @return the length of the longest place name
   */
  public int longestPlaceNameLength() {
    return placeNames.maxNameLength();
  }

  /**
   * The closest province names to a name that is not one, best first (at most three): by edit distance on code
   * points, so in every script, shown by their English names, or for text in another script by their names in
   * that script. Costs time linear in the length of the name.
   *
   * @param name the name as written
   * @return the suggestions, possibly empty
   */
  public ImmutableList<String> suggestProvinces(String name) {
    checkNotNull(name, "name");
    return placeNames.suggest(name, v -> v instanceof Province);
  }

  private void checkOwn(Location l) {
    checkNotNull(l, "location");
    checkArgument(l.index() < locations.size() && locations.get(l.index()) == l, "location %s is not of map %s", l, id);
  }

  private void checkOwn(Province p) {
    checkNotNull(p, "province");
    checkArgument(p.index() < provinces.size() && provinces.get(p.index()) == p, "province %s is not of map %s", p, id);
  }

  /**
   * The drawing of this map, if the library has one: the shipped maps have one, except {@code imperial}, whose
   * DPjudge drawing the library does not convert yet ({@link MapDrawing#of}).
   *
   * @return the drawing, or empty when the library has none for this map
   */
  public Optional<MapDrawing> drawing() {
    return MapDrawing.of(this);
  }

  @Override
  public String toString() {
    return "GameMap[" + id + ": " + provinces.size() + " provinces, " + powers.size() + " powers]";
  }

  /**
   * A province with an optional coast, as written in an order or a case file; see {@link #placeName(String)}.
   *
   * @param province the province
   * @param coast the coast as written, which the province may not have
   */
  public record PlaceName(Province province, Optional<Coast> coast) {
    /**
     * A province and the coast written after it.
     *
     * @param province the province
     * @param coast the coast as written, which the province may not have
     * @throws NullPointerException if an argument is null
     */
    public PlaceName {
      checkNotNull(province, "province");
      checkNotNull(coast, "coast");
    }

    /**
     * The location meant: the coast location when a coast is written and the province has it, the province-level
     * location when no coast is written; empty when the province has no such coast.
     *
     * @return the location, or empty
     */
    public Optional<Location> location() {
      if (coast.isEmpty()) {
        return Optional.of(province.location());
      }
      for (Location l : province.coasts()) {
        if (l.coast().get() == coast.get()) {
          return Optional.of(l);
        }
      }
      return Optional.empty();
    }
  }
}
