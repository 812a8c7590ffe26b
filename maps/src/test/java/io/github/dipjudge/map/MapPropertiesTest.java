package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.MapFormatException.Problem;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Properties of loaded maps, over the standard map and over random valid maps written as text
 * ({@link RandomMapText}), and of the loader over corrupted and nonsensical text.
 */
class MapPropertiesTest {

  // ------------------------------------------------------------------------------------------- generators

  @Provide
  Arbitrary<RandomMapText> randomMaps() {
    return Combinators.combine(
            Arbitraries.integers().between(1, 14),
            Arbitraries.integers().between(1, 3),
            Arbitraries.longs())
        .as(RandomMapText::generate);
  }

  /** One way to break one line of a valid file. */
  enum Corruption {
    DELETE, DUPLICATE, CHANGE_ID, SWAP_WITH_NEXT, TOGGLE_INDENT, TRUNCATE
  }

  private static final Pattern ID = Pattern.compile("(?<![\\p{L}\\p{N}_/])[a-z][a-z0-9_]*(/[a-z]+)?");

  /** Replacements for an id: other ids of the random maps and of the standard map, coasts, keywords, nonsense. */
  private static final List<String> OTHER_IDS = List.of("p0", "p1", "p2", "p7", "p13", "p1/nc", "p2/sc", "w0", "w1",
      "w2", "nc", "sc", "ec", "wc", "zz9", "lon", "stp", "stp/nc", "spa/sc", "bul", "swi", "england", "russia",
      "army", "fleet", "coast", "power", "province", "map", "home", "territory", "start", "sea", "coastal",
      "inland", "impassable", "centre", "A", "F", "X", "", "|", "/", "#");

  /** Applies a corruption to one line of {@code text}; the choices pick the line, the token and the replacement. */
  static String corrupt(String text, Corruption c, int lineChoice, int tokenChoice) {
    List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
    int i = Math.floorMod(lineChoice, lines.size());
    String line = lines.get(i);
    switch (c) {
      case DELETE:
        lines.remove(i);
        break;
      case DUPLICATE:
        lines.add(i, line);
        break;
      case CHANGE_ID: {
        List<int[]> spans = new ArrayList<>();
        Matcher m = ID.matcher(line);
        while (m.find()) {
          spans.add(new int[] {m.start(), m.end()});
        }
        if (!spans.isEmpty()) {
          int[] s = spans.get(Math.floorMod(tokenChoice, spans.size()));
          String by = OTHER_IDS.get(Math.floorMod(tokenChoice / 7, OTHER_IDS.size()));
          lines.set(i, line.substring(0, s[0]) + by + line.substring(s[1]));
        }
        break;
      }
      case SWAP_WITH_NEXT:
        if (i + 1 < lines.size()) {
          lines.set(i, lines.get(i + 1));
          lines.set(i + 1, line);
        }
        break;
      case TOGGLE_INDENT:
        lines.set(i, !line.isEmpty() && Character.isWhitespace(line.charAt(0)) ? line.strip() : "  " + line);
        break;
      case TRUNCATE:
        lines.set(i, line.substring(0, Math.floorMod(tokenChoice, line.length() + 1)));
        break;
      default:
        throw new AssertionError(c);
    }
    return String.join("\n", lines);
  }

  private static String standardText() {
    try (InputStream in = GameMap.class.getResourceAsStream("standard.map")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static final String STANDARD_TEXT = standardText();

  // ------------------------------------------------------------------------------------------- invariants

  /** Everything a loaded map must satisfy, whatever file it came from. */
  static void checkInvariants(GameMap m) {
    // Plain checks rather than AssertJ in the loops: this runs for thousands of maps.
    for (int i = 0; i < m.provinces().size(); i++) {
      Province p = m.provinces().get(i);
      check(p.index() == i, "index of province %s", p);
      check(p.location().province() == p && p.location().index() == i && !p.location().isCoast(),
          "province-level location of %s", p);
      if (p.hasSplitCoasts()) {
        check(p.coasts().size() >= 2, "split-coast province %s has coasts %s", p, p.coasts());
        check(p.terrain() == Terrain.COASTAL, "split-coast province %s is %s", p, p.terrain());
        check(p.fleetLocations().equals(p.coasts()), "fleet locations of %s", p);
      }
      for (Location c : p.coasts()) {
        check(c.isCoast() && c.province() == p && m.locations().get(c.index()) == c, "coast location %s", c);
        check(c.id().equals(p.id() + "/" + c.coast().orElseThrow().code()), "id of coast location %s", c);
      }
      check(m.province(p.id()) == p, "look-up of %s by id", p);
    }
    for (int i = 0; i < m.locations().size(); i++) {
      check(m.locations().get(i).index() == i, "index of location %s", m.locations().get(i));
    }
    for (Location l : m.locations()) {
      for (UnitType t : UnitType.values()) {
        List<Location> ns = m.neighbours(l, t);
        check(l.admits(t) || ns.isEmpty(), "%s neighbours %s of %s, where no %s can stand", t, ns, l, t);
        check(new HashSet<>(ns).size() == ns.size(), "%s neighbours of %s repeat: %s", t, l, ns);
        for (Location n : ns) {
          check(n.admits(t), "%s edge %s-%s ends where no %s can stand", t, l, n, t);
          check(m.neighbours(n, t).contains(l), "%s adjacency %s-%s is not symmetric", t, l, n);
          check(n.province() != l.province(), "%s edge %s-%s within one province", t, l, n);
          check(m.isAdjacent(l, n, t), "isAdjacent(%s, %s, %s) disagrees with neighbours()", l, n, t);
          for (Location end : List.of(l, n)) {
            Terrain terrain = end.province().terrain();
            if (t == UnitType.ARMY) {
              check(!end.isCoast() && (terrain == Terrain.COASTAL || terrain == Terrain.INLAND),
                  "army edge %s-%s touches %s (%s)", l, n, end, terrain);
            } else {
              check(terrain == Terrain.SEA || terrain == Terrain.COASTAL, "fleet edge %s-%s touches %s (%s)", l, n,
                  end, terrain);
              check(end.isCoast() == end.province().hasSplitCoasts(),
                  "fleet edge %s-%s: a split-coast province is reached by its coasts, any other by itself", l, n);
            }
          }
        }
      }
    }
    for (Power w : m.powers()) {
      check(w.territory().containsAll(w.homeCentres()), "home centres of %s lie in its territory", w);
      for (Province h : w.homeCentres()) {
        // A home of two powers (ambition's Crimea) names the first of them in the map's order as its homePower.
        Power first = h.homePower().orElse(null);
        check(h.isSupplyCentre() && first != null && (first == w
            || first.index() < w.index() && first.homeCentres().contains(h)), "home centre %s of %s", h, w);
      }
      check(m.power(w.id()) == w, "look-up of power %s by id", w);
    }
    Set<Province> occupied = new HashSet<>();
    for (StartingUnit u : m.startingUnits()) {
      check(u.location().admits(u.type()), "starting unit %s cannot stand there", u);
      check(occupied.add(u.location().province()), "two starting units in %s", u.location().province());
    }
    int centres = 0;
    for (Province p : m.provinces()) {
      centres += p.isSupplyCentre() ? 1 : 0;
      check(!p.isPort() || (p.terrain() == Terrain.COASTAL && !p.hasSplitCoasts()), "port %s is %s", p,
          p.terrain());
    }
    check(m.supplyCentreCount() == centres, "supply centre count %s, counted %s", m.supplyCentreCount(), centres);
    // Ownership at the start: centres only, no centre owned twice, the rest unowned.
    Set<Province> owned = new HashSet<>();
    Set<Province> partisan = new HashSet<>();
    for (Power w : m.powers()) {
      for (Province c : w.initialCentres()) {
        check(c.isSupplyCentre(), "%s owns %s, no supply centre", w, c);
        check(owned.add(c), "%s is owned by two powers", c);
      }
      for (Province s : w.partisanSites()) {
        check(!s.isSupplyCentre() && s.terrain().admits(UnitType.ARMY), "partisan site %s of %s", s, w);
        check(partisan.add(s), "partisan site %s of two powers", s);
      }
    }
    for (Province c : m.unownedCentres()) {
      check(c.isSupplyCentre() && !owned.contains(c), "unowned centre %s", c);
    }
    check(owned.size() + m.unownedCentres().size() == centres, "owned %s + unowned %s != %s centres", owned.size(),
        m.unownedCentres().size(), centres);
    // Victory: counts a power can reach; the year look-up clamps to the list.
    check(!m.victoryCentres().isEmpty(), "no victory count");
    for (int v : m.victoryCentres()) {
      check(v >= 1 && v <= Math.max(1, centres), "victory count %s of %s centres", v, centres);
    }
    int first = m.firstPhase().year();
    check(m.victoryCentres(first) == m.victoryCentres().get(0), "victory in the first year");
    check(m.victoryCentres(first + 1000) == m.victoryCentres().get(m.victoryCentres().size() - 1),
        "victory in a late year");
    // Special borders lie on edges only.
    if (m.hasCrossingRules()) {
      for (Location l : m.locations()) {
        Set<Province> reached = new HashSet<>();
        for (UnitType t : UnitType.values()) {
          m.neighbours(l, t).forEach(n -> reached.add(n.province()));
        }
        for (Province p : m.provinces()) {
          check(reached.contains(p) || m.crossingRule(l, p.location()) == CrossingRule.NONE,
              "a crossing rule from %s to %s, which it does not reach", l, p);
        }
      }
    }
  }

  private static void check(boolean ok, String format, Object... args) {
    if (!ok) {
      throw new AssertionError(String.format(format, args));
    }
  }

  /** Everything a failed load must satisfy. */
  static void checkProblems(MapFormatException e, String source, String text) {
    int lines = text.split("\r\n|\n|\r", -1).length;
    assertThat(e.problems()).isNotEmpty();
    assertThat(e.problems()).extracting(Problem::line).isSorted();
    for (Problem p : e.problems()) {
      assertThat(p.source()).isEqualTo(source);
      assertThat(p.line()).isBetween(0, lines);
      assertThat(p.message()).isNotBlank();
      assertThat(e.getMessage()).contains(p.toString());
    }
  }

  /** Loads text that may be broken: it must give a map that keeps every invariant, or a MapFormatException. */
  static void loadsOrReports(String source, String text) {
    GameMap m;
    try {
      m = GameMap.parse(source, text);
    } catch (MapFormatException e) {
      checkProblems(e, source, text);
      return;
    }
    checkInvariants(m);
  }

  // ------------------------------------------------------------------------------------------- the standard map

  @Example
  void theStandardMapKeepsEveryInvariant() {
    checkInvariants(GameMap.standard());
  }

  @Example
  void theStandardTextLoadsAsTheStandardMap() throws MapFormatException {
    GameMap m = GameMap.parse("standard.map", STANDARD_TEXT);
    checkInvariants(m);
    assertThat(m.locations()).hasSameSizeAs(GameMap.standard().locations());
  }

  @Property(tries = 300)
  void neighboursOfTheStandardMapAreSymmetric(@ForAll @IntRange(min = 0, max = 81) int index,
      @ForAll UnitType type) {
    GameMap m = GameMap.standard();
    Location l = m.locations().get(index);
    for (Location n : m.neighbours(l, type)) {
      assertThat(m.isAdjacent(n, l, type)).isTrue();
    }
    if (!l.admits(type)) {
      assertThat(m.neighbours(l, type)).isEmpty();
    }
  }

  @Property(tries = 400)
  void aCorruptedStandardMapLoadsOrIsReported(@ForAll Corruption c, @ForAll int lineChoice,
      @ForAll int tokenChoice) {
    loadsOrReports("standard.map", corrupt(STANDARD_TEXT, c, lineChoice, tokenChoice));
  }

  // ------------------------------------------------------------------------------------------- shipped maps

  @Provide
  Arbitrary<String> shippedIds() {
    return Arbitraries.of(GameMap.variants());
  }

  @Example
  void everyShippedMapKeepsEveryInvariant() {
    for (String id : GameMap.variants()) {
      checkInvariants(GameMap.variant(id));
    }
  }

  @Property(tries = 400)
  void neighboursOfEveryShippedMapAreSymmetric(@ForAll("shippedIds") String id, @ForAll int index,
      @ForAll UnitType type) {
    GameMap m = GameMap.variant(id);
    Location l = m.locations().get(Math.floorMod(index, m.locations().size()));
    for (Location n : m.neighbours(l, type)) {
      assertThat(m.isAdjacent(n, l, type)).isTrue();
    }
    if (!l.admits(type)) {
      assertThat(m.neighbours(l, type)).isEmpty();
    }
  }

  @Property(tries = 300)
  void aCorruptedShippedMapLoadsOrIsReported(@ForAll("shippedIds") String id, @ForAll Corruption c,
      @ForAll int lineChoice, @ForAll int tokenChoice) {
    String text = id.equals("standard") ? STANDARD_TEXT : shippedText(id);
    loadsOrReports(id + ".map", corrupt(text, c, lineChoice, tokenChoice));
  }

  /** The text of a shipped map (the standard map, or a variant's file). */
  static String shippedText(String id) {
    if (id.equals("standard")) {
      return STANDARD_TEXT;
    }
    try (InputStream in = GameMap.class.getResourceAsStream("variants/" + id + ".map")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // ------------------------------------------------------------------------------------------- random maps

  @Property
  void aRandomValidMapLoadsAsWritten(@ForAll("randomMaps") RandomMapText spec) throws MapFormatException {
    GameMap m = GameMap.parse("random.map", spec.text);
    checkInvariants(m);
    assertThat(m.id()).isEqualTo("rnd");
    assertThat(m.provinces()).hasSize(spec.terrain.size());
    for (Province p : m.provinces()) {
      assertThat(p.terrain()).as(p.id()).isEqualTo(spec.terrain.get(p.id()));
      assertThat(p.isSupplyCentre()).as(p.id()).isEqualTo(spec.centres.contains(p.id()));
      List<String> codes = new ArrayList<>();
      p.coasts().forEach(c -> codes.add(c.coast().orElseThrow().code()));
      // Coasts come in the file's order, and the generator may shuffle a province's continuation lines.
      assertThat(codes).as(p.id()).containsExactlyInAnyOrderElementsOf(spec.coasts.getOrDefault(p.id(), List.of()));
    }
    assertThat(edges(m, UnitType.ARMY)).isEqualTo(spec.armyEdges);
    assertThat(edges(m, UnitType.FLEET)).isEqualTo(spec.fleetEdges);
    assertThat(m.powers()).hasSize(spec.homes.size());
    for (Power w : m.powers()) {
      assertThat(ids(w.homeCentres())).containsExactlyInAnyOrderElementsOf(spec.homes.get(w.id()));
      assertThat(ids(w.territory())).containsExactlyInAnyOrderElementsOf(spec.territories.get(w.id()));
    }
    Set<String> units = new TreeSet<>();
    m.startingUnits().forEach(u -> units.add(u.power().id() + ": " + u.type().letter() + " " + u.location().id()));
    assertThat(units).isEqualTo(spec.startingUnits);
  }

  @Property
  void everyNameOfARandomMapFindsItsPlace(@ForAll("randomMaps") RandomMapText spec) throws MapFormatException {
    GameMap m = GameMap.parse("random.map", spec.text);
    for (Map.Entry<String, List<String>> e : spec.names.entrySet()) {
      Province p = m.province(e.getKey());
      for (String name : e.getValue()) {
        assertThat(m.province(name)).as(name).isSameAs(p);
        assertThat(m.province(name.toUpperCase(java.util.Locale.ROOT))).as(name).isSameAs(p);
        assertThat(m.location(name)).as(name).isSameAs(p.location());
      }
      for (Location c : p.coasts()) {
        Coast coast = c.coast().orElseThrow();
        assertThat(m.location(c.id())).isSameAs(c);
        assertThat(m.location(e.getValue().get(1) + " (" + coast.name() + ")")).isSameAs(c);
        assertThat(m.location(e.getValue().get(3) + "/" + coast.aliases().get(0))).isSameAs(c);
      }
    }
    for (Power w : m.powers()) {
      assertThat(m.power(w.name())).isSameAs(w);
      assertThat(m.power(w.adjective())).isSameAs(w);
    }
  }

  @Property
  void aCorruptedRandomMapLoadsOrIsReported(@ForAll("randomMaps") RandomMapText spec, @ForAll Corruption c,
      @ForAll int lineChoice, @ForAll int tokenChoice) {
    loadsOrReports("random.map", corrupt(spec.text, c, lineChoice, tokenChoice));
  }

  @Property
  void aDeletedStatementLineIsReportedOrHarmless(@ForAll("randomMaps") RandomMapText spec,
      @ForAll int lineChoice) {
    // Deleting one line of a valid file never gives an exception other than MapFormatException, and deleting the
    // map line is always reported.
    String text = corrupt(spec.text, Corruption.DELETE, lineChoice, 0);
    boolean mapLineGone = !text.contains("map rnd");
    try {
      GameMap m = GameMap.parse("random.map", text);
      assertThat(mapLineGone).as("a file without its map line loaded").isFalse();
      checkInvariants(m);
    } catch (MapFormatException e) {
      checkProblems(e, "random.map", text);
    }
  }

  // ------------------------------------------------------------------------------------------- nonsense

  @Provide
  Arbitrary<String> nonsense() {
    Arbitrary<String> word = Arbitraries.oneOf(
        Arbitraries.of("map", "coast", "power", "province", "army", "fleet", "home", "territory", "start", "sea",
            "coastal", "inland", "impassable", "centre", "A", "F", "|", ",", "/", "#", "nc", "sc", "a", "b", "c",
            "a/nc", "b/sc", "x", "Alpha", "St.", "北岸", "\t", "", "(", "（"),
        Arbitraries.strings().ofMaxLength(6));
    Arbitrary<String> line = Combinators.combine(
            Arbitraries.of("", " ", "  ", "\t"),
            word.list().ofMaxSize(8))
        .as((indent, words) -> indent + String.join(" ", words));
    return line.list().ofMaxSize(25).map(ls -> String.join("\n", ls));
  }

  @Property
  void nonsenseLoadsOrIsReported(@ForAll("nonsense") String text) {
    loadsOrReports("nonsense.map", text);
  }

  @Property(tries = 300)
  void nonsenseAfterAMapLineLoadsOrIsReported(@ForAll("nonsense") String text) {
    loadsOrReports("nonsense.map", "map x | X\ncoast nc | North\nprovince a coastal centre | A\n" + text);
  }

  // ------------------------------------------------------------------------------------------- helpers

  private static Set<String> edges(GameMap m, UnitType t) {
    Set<String> out = new TreeSet<>();
    for (Location l : m.locations()) {
      for (Location n : m.neighbours(l, t)) {
        out.add(RandomMapText.edge(l.id(), n.id()));
      }
    }
    return out;
  }

  private static List<String> ids(List<Province> ps) {
    List<String> out = new ArrayList<>();
    ps.forEach(p -> out.add(p.id()));
    return out;
  }
}
