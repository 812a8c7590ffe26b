package io.github.dipjudge.map;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

/**
 * A random small map that is valid by construction, written as map-file text (see maps/README.md), together with
 * what it means, so that a test can compare the loaded map with it.
 *
 * <p>Provinces {@code p0, p1, ...} get a random terrain; some coastal ones get two to four named coasts. Adjacency
 * is random but obeys the terrain rules and is written from both ends. One to three powers {@code w0, w1, ...} get
 * disjoint home centres, a territory that contains them and starting units on some of them. The text is written
 * with random but legal layout: statement order after the map line, indentation with spaces or tabs, commas or
 * spaces between ids, comments, blank lines, Windows line ends and a byte order mark.
 */
final class RandomMapText {
  static final String[] COAST_CODES = {"nc", "sc", "ec", "wc"};
  private static final String[] COAST_NAMES = {"North Coast", "South Coast", "East Coast", "West Coast"};
  private static final String[] COAST_WORDS = {"north", "south", "east", "west"};

  /** The file text. */
  final String text;
  /** Province id to terrain, in id order. */
  final Map<String, Terrain> terrain = new LinkedHashMap<>();
  /** Province id to its coast codes, for split-coast provinces only. */
  final Map<String, List<String>> coasts = new LinkedHashMap<>();
  /** The supply centres. */
  final Set<String> centres = new TreeSet<>();
  /** Undirected army borders, each as "a b" with a before b. */
  final Set<String> armyEdges = new TreeSet<>();
  /** Undirected fleet borders between location ids, each as "a b" with a before b. */
  final Set<String> fleetEdges = new TreeSet<>();
  /** Power id to home centre ids. */
  final Map<String, List<String>> homes = new LinkedHashMap<>();
  /** Power id to territory province ids. */
  final Map<String, List<String>> territories = new LinkedHashMap<>();
  /** Starting units as {@code "w0: A p3"} (the form of {@link StartingUnit#toString()} with the power's id). */
  final Set<String> startingUnits = new TreeSet<>();
  /** Province id to every name the text gives it. */
  final Map<String, List<String>> names = new LinkedHashMap<>();

  private RandomMapText(String text) {
    this.text = text;
  }

  /** The number of lines of the text. */
  int lineCount() {
    return text.split("\r\n|\n", -1).length;
  }

  @Override
  public String toString() {
    return text;
  }

  static RandomMapText generate(int provinceCount, int powerCount, long seed) {
    return generate(provinceCount, powerCount, seed, "p");
  }

  /**
   * As {@link #generate(int, int, long)}, with province ids {@code <prefix>0, <prefix>1, ...}: DPjudge's format
   * needs ids whose upper case differs from their title case ({@code PP1}, not {@code P1}) to carry army edges.
   */
  static RandomMapText generate(int provinceCount, int powerCount, long seed, String prefix) {
    Random r = new Random(seed);
    Builder b = new Builder(r, prefix);
    return b.build(provinceCount, powerCount);
  }

  private static final class Builder {
    private final Random r;
    private final List<String> ids = new ArrayList<>();
    private final Map<String, Terrain> terrain = new LinkedHashMap<>();
    private final Map<String, List<String>> coasts = new LinkedHashMap<>();
    private final Set<String> centres = new TreeSet<>();
    private final Map<String, List<String>> army = new LinkedHashMap<>();
    /** Location id to fleet neighbours. */
    private final Map<String, List<String>> fleet = new LinkedHashMap<>();
    private final String indent;
    private final boolean commas;
    private final String prefix;

    Builder(Random r, String prefix) {
      this.r = r;
      this.prefix = prefix;
      this.indent = new String[] {" ", "  ", "    ", "\t", " \t"}[r.nextInt(5)];
      this.commas = r.nextInt(4) == 0;
    }

    RandomMapText build(int provinceCount, int powerCount) {
      // Geography.
      for (int i = 0; i < provinceCount; i++) {
        String id = prefix + i;
        ids.add(id);
        int roll = r.nextInt(100);
        Terrain t = roll < 25 ? Terrain.SEA : roll < 65 ? Terrain.COASTAL : roll < 90 ? Terrain.INLAND
            : Terrain.IMPASSABLE;
        terrain.put(id, t);
        if (t == Terrain.COASTAL && r.nextInt(4) == 0) {
          List<String> codes = new ArrayList<>(List.of(COAST_CODES));
          Collections.shuffle(codes, r);
          coasts.put(id, new ArrayList<>(codes.subList(0, 2 + r.nextInt(3))));
        }
        if ((t == Terrain.COASTAL || t == Terrain.INLAND) && r.nextInt(5) < 2) {
          centres.add(id);
        }
        army.put(id, new ArrayList<>());
        for (String l : fleetLocations(id)) {
          fleet.put(l, new ArrayList<>());
        }
      }
      for (int i = 0; i < provinceCount; i++) {
        for (int j = i + 1; j < provinceCount; j++) {
          String a = ids.get(i);
          String c = ids.get(j);
          if (admitsArmy(a) && admitsArmy(c) && r.nextInt(100) < 40) {
            army.get(a).add(c);
            army.get(c).add(a);
          }
          for (String la : fleetLocations(a)) {
            for (String lc : fleetLocations(c)) {
              if (r.nextInt(100) < 30) {
                fleet.get(la).add(lc);
                fleet.get(lc).add(la);
              }
            }
          }
        }
      }

      // Powers.
      List<String> freeCentres = new ArrayList<>(centres);
      Collections.shuffle(freeCentres, r);
      Set<String> inSomeTerritory = new TreeSet<>();
      Map<String, List<String>> homes = new LinkedHashMap<>();
      Map<String, List<String>> territories = new LinkedHashMap<>();
      Map<String, List<String>> starts = new LinkedHashMap<>();
      for (int w = 0; w < powerCount; w++) {
        if (w > 0 && freeCentres.isEmpty()) {
          break;
        }
        String pw = "w" + w;
        List<String> home = new ArrayList<>();
        int want = 1 + r.nextInt(3);
        while (home.size() < want && !freeCentres.isEmpty()) {
          home.add(freeCentres.remove(freeCentres.size() - 1));
        }
        homes.put(pw, home);
        inSomeTerritory.addAll(home);
      }
      for (Map.Entry<String, List<String>> e : homes.entrySet()) {
        List<String> territory = new ArrayList<>(e.getValue());
        for (String id : ids) {
          if (admitsArmy(id) && !inSomeTerritory.contains(id) && r.nextInt(5) == 0) {
            territory.add(id);
            inSomeTerritory.add(id);
          }
        }
        Collections.shuffle(territory, r);
        territories.put(e.getKey(), territory);
        List<String> start = new ArrayList<>();
        for (String h : e.getValue()) {
          if (r.nextInt(5) == 0) {
            continue;
          }
          if (coasts.containsKey(h)) {
            List<String> cs = coasts.get(h);
            start.add(r.nextBoolean() ? "A " + h : "F " + h + "/" + cs.get(r.nextInt(cs.size())));
          } else if (terrain.get(h) == Terrain.COASTAL && r.nextBoolean()) {
            start.add("F " + h);
          } else {
            start.add("A " + h);
          }
        }
        starts.put(e.getKey(), start);
      }

      // Text: the map line first, then every other statement in random order.
      List<List<String>> blocks = new ArrayList<>();
      for (int k = 0; k < COAST_CODES.length; k++) {
        blocks.add(List.of("coast " + COAST_CODES[k] + " | " + COAST_NAMES[k] + " | " + COAST_CODES[k].toUpperCase(Locale.ROOT)
            + "S | " + COAST_WORDS[k]));
      }
      for (String pw : homes.keySet()) {
        int n = Integer.parseInt(pw.substring(1));
        List<String> block = new ArrayList<>();
        block.add("power " + pw + " | Power " + n + " | Power " + n + " ish | W-" + n + " | Держава " + n);
        List<String> lines = new ArrayList<>(List.of(
            indent + "home " + join(homes.get(pw)),
            indent + "territory " + join(territories.get(pw)),
            indent + "start " + String.join(", ", starts.get(pw))));
        Collections.shuffle(lines, r);
        block.addAll(lines);
        blocks.add(block);
      }
      Map<String, List<String>> provinceNames = new LinkedHashMap<>();
      for (String id : ids) {
        int n = Integer.parseInt(id.substring(prefix.length()));
        List<String> block = new ArrayList<>();
        Terrain t = terrain.get(id);
        String centre = centres.contains(id) ? (r.nextBoolean() ? " centre" : " center") : "";
        List<String> nm = List.of(id, "Land " + n, "L-" + n + ".", "Земля " + n);
        provinceNames.put(id, nm);
        block.add("province " + id + " " + t.name().toLowerCase(Locale.ROOT) + centre + " | " + String.join(" | ", nm.subList(1,
            nm.size())));
        if (admitsArmy(id) && (!army.get(id).isEmpty() || r.nextInt(4) == 0)) {
          block.add(indent + "army " + join(shuffled(army.get(id))));
        }
        if (coasts.containsKey(id)) {
          for (String c : coasts.get(id)) {
            block.add(indent + "coast " + c + " fleet " + join(shuffled(fleet.get(id + "/" + c))));
          }
        } else if (fleet.containsKey(id) && (!fleet.get(id).isEmpty() || r.nextInt(4) == 0)) {
          block.add(indent + "fleet " + join(shuffled(fleet.get(id))));
        }
        if (r.nextInt(6) == 0 && block.size() > 2) {
          // The continuation lines may come in any order.
          List<String> rest = new ArrayList<>(block.subList(1, block.size()));
          Collections.shuffle(rest, r);
          block = new ArrayList<>(block.subList(0, 1));
          block.addAll(rest);
        }
        blocks.add(block);
      }
      Collections.shuffle(blocks, r);

      List<String> out = new ArrayList<>();
      if (r.nextBoolean()) {
        out.add("# a random map, seed-made");
      }
      out.add(r.nextBoolean() ? "map rnd | Random Map" : "map rnd|Random Map");
      for (List<String> block : blocks) {
        if (r.nextInt(3) == 0) {
          out.add("");
        }
        if (r.nextInt(8) == 0) {
          out.add(r.nextBoolean() ? "# a comment" : indent + "# an indented comment");
        }
        for (String line : block) {
          out.add(r.nextInt(10) == 0 ? line + "   # trailing | comment" : line);
        }
      }
      String eol = r.nextInt(4) == 0 ? "\r\n" : "\n";
      String text = (r.nextInt(8) == 0 ? "\uFEFF" : "") + String.join(eol, out) + (r.nextBoolean() ? eol : "");

      RandomMapText m = new RandomMapText(text);
      m.terrain.putAll(terrain);
      m.coasts.putAll(coasts);
      m.centres.addAll(centres);
      army.forEach((a, ns) -> ns.forEach(c -> m.armyEdges.add(edge(a, c))));
      fleet.forEach((a, ns) -> ns.forEach(c -> m.fleetEdges.add(edge(a, c))));
      m.homes.putAll(homes);
      m.territories.putAll(territories);
      starts.forEach((pw, us) -> us.forEach(u -> m.startingUnits.add(pw + ": " + u)));
      m.names.putAll(provinceNames);
      return m;
    }

    private boolean admitsArmy(String id) {
      return terrain.get(id).admits(UnitType.ARMY);
    }

    private List<String> fleetLocations(String id) {
      if (coasts.containsKey(id)) {
        List<String> out = new ArrayList<>();
        for (String c : coasts.get(id)) {
          out.add(id + "/" + c);
        }
        return out;
      }
      return terrain.get(id).admits(UnitType.FLEET) ? List.of(id) : List.of();
    }

    private List<String> shuffled(List<String> xs) {
      List<String> out = new ArrayList<>(xs);
      Collections.shuffle(out, r);
      return out;
    }

    private String join(List<String> xs) {
      return String.join(commas ? ", " : (r.nextBoolean() ? " " : "  "), xs);
    }
  }

  /** An undirected edge key: the two ids in order, separated by a space. */
  static String edge(String a, String b) {
    return a.compareTo(b) < 0 ? a + " " + b : b + " " + a;
  }
}
