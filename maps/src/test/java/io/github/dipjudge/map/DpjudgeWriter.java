package io.github.dipjudge.map;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes a {@link GameMap} as DPjudge map files, for round-trip tests of the DPjudge reader: the geography (names and
 * terrain lines) in {@code <id>.geography}, which {@code <id>.map} USEs, with the powers, centres, units and the
 * first phase, victory and rules. It writes the case conventions DPjudge reads (lower case: no fleet; title case:
 * no army; a lower-case province whose fleets stand on its coasts) and the {@code *} and {@code ~} markers. What
 * DPjudge's format cannot say is not written: territories, and names tagged with a language (written as plain
 * aliases).
 *
 * <p>DPjudge cannot give an army edge to a place whose upper-case abbreviation equals its title case (a letter and
 * digits, such as {@code P1}): such a map is refused here.
 */
final class DpjudgeWriter {
  private DpjudgeWriter() {}

  /** The files, by name: {@code <id>.map} first, then {@code <id>.geography}. */
  static Map<String, String> write(GameMap m) {
    StringBuilder geo = new StringBuilder("# geography of " + m.id() + "\n");
    for (Province p : m.provinces()) {
      geo.append(nameLine(p.name(), p.id(), p.aliases()));
      for (Location c : p.coasts()) {
        geo.append(nameLine(p.name() + " (" + c.coast().orElseThrow().code() + ")", c.id(), List.of()));
      }
    }
    for (Province p : m.provinces()) {
      if (p.terrain() == Terrain.IMPASSABLE) {
        geo.append("SHUT ").append(up(p.id())).append('\n');
        continue;
      }
      for (Location c : p.coasts()) {
        geo.append("COAST ").append(up(c.id())).append(" ABUTS");
        for (Location n : m.neighbours(c, UnitType.FLEET)) {
          geo.append(' ').append(marker(m, c, n)).append(up(n.id())).append(owners(m, c, n));
        }
        geo.append('\n');
      }
      String type = p.terrain() == Terrain.SEA ? "WATER" : p.terrain() == Terrain.INLAND ? "LAND"
          : p.isPort() ? "PORT" : "COAST";
      String place = p.hasSplitCoasts() ? p.id() : up(p.id());
      if (m.openSeasons(p).size() < FirstPhase.Season.values().length) {
        // Shut but in its seasons, as loeb9 writes its Arctic: SHUT ARC ABUTS ..., IN SPRING: WATER ARC.
        for (FirstPhase.Season s : m.openSeasons(p)) {
          geo.append("IN ").append(s).append(": ").append(type).append(' ').append(place).append('\n');
        }
        type = "SHUT";
      }
      geo.append(type).append(' ').append(place).append(" ABUTS");
      for (String entry : entries(m, p)) {
        geo.append(' ').append(entry);
      }
      geo.append('\n');
    }

    StringBuilder main = new StringBuilder("# " + m.id() + ", written by DpjudgeWriter\nUSE " + m.id()
        + ".geography\n");
    if (!m.calendar().isStandard()) {
      FirstPhase f = m.firstPhase();
      for (String item : m.calendar().flow()) {
        main.append("FLOW ").append(item).append('\n');
      }
      main.append("BEGIN ").append(m.calendar().label(f.season()).toUpperCase(java.util.Locale.ROOT)).append(' ')
          .append(f.year()).append(' ').append(f.kind()).append('\n');
    } else if (!m.firstPhase().equals(FirstPhase.DEFAULT)) {
      FirstPhase f = m.firstPhase();
      main.append("BEGIN ").append(f.season()).append(' ').append(f.year()).append(' ').append(f.kind()).append('\n');
    }
    if (!m.victoryCentres().equals(List.of(m.supplyCentreCount() / 2 + 1))) {
      main.append("VICTORY");
      m.victoryCentres().forEach(v -> main.append(' ').append(v));
      main.append('\n');
    }
    for (String r : m.ruleFlags()) {
      main.append("RULE ").append(r).append('\n');
    }
    if (!m.newHomesYears().isEmpty()) {
      main.append("NEWHOMES");
      m.newHomesYears().forEach(y -> main.append(' ').append(y));
      main.append('\n');
    }
    java.util.Set<Province> listed = new java.util.HashSet<>();
    for (Power w : m.powers()) {
      // A power named as a keyword (sengoku's Neutral: NEUTRAL means UNOWNED) is written as DPjudge's files write
      // it, after an underscore, which the reader drops from the id.
      String name = up(w.id());
      boolean keyword = java.util.Set.of("UNOWNED", "NEUTRAL", "CENTERS", "OWNS", "HOME", "HOMES", "INHABITS",
          "UNITS", "UNPLAYED", "DUMMY", "DUMMIES", "DROP").contains(name);
      main.append(keyword ? "_" + name : name).append(" (").append(w.adjective().replace(' ', '+')).append(')');
      main.append(homes(w, w.alternativeHomes()));
      listed.addAll(w.homeCentres());
      for (Province s : w.partisanSites()) {
        main.append(" *").append(up(s.id()));
      }
      if (w.claimableHomes() > 0) {
        main.append(" &SC"); // DPjudge holds one claim a power at most (Map.addHomes)
      }
      main.append('\n');
      if (w.isDummy()) {
        main.append("DUMMY\n");
      }
      if (w.league().isPresent()) {
        main.append("LEAGUE ").append(w.league().get()).append('\n');
      }
      if (!w.initialCentres().equals(w.homeCentres())) {
        main.append("OWNS");
        for (Province c : w.initialCentres()) {
          main.append(' ').append(up(c.id()));
          listed.add(c);
        }
        main.append('\n');
      }
      for (StartingUnit u : m.startingUnits()) {
        if (u.power() == w) {
          main.append(u.type().letter()).append(' ').append(up(u.location().id())).append('\n');
        }
      }
    }
    StringBuilder unowned = new StringBuilder();
    for (Province p : m.provinces()) {
      if (p.isSupplyCentre() && !listed.contains(p)) {
        unowned.append(' ').append(up(p.id()));
      }
    }
    if (unowned.length() > 0) {
      main.append("UNOWNED").append(unowned).append('\n');
    }
    // An IN block runs to the end of its file: the blocks come last, each a power line and its home list.
    for (Power w : m.powers()) {
      for (Map.Entry<Integer, com.google.common.collect.ImmutableMap<Province,
          com.google.common.collect.ImmutableList<Province>>> e : w.yearAlternativeHomes().entrySet()) {
        main.append("IN W").append(e.getKey()).append("A\n").append(up(w.id())).append("\nHOMES")
            .append(homes(w, e.getValue()));
        for (Province s : w.partisanSites()) {
          main.append(" *").append(up(s.id()));
        }
        main.append('\n');
      }
    }
    Map<String, String> out = new LinkedHashMap<>();
    out.put(m.id() + ".map", main.toString());
    out.put(m.id() + ".geography", geo.toString());
    return out;
  }

  /**
   * The neighbours of a province's main place, each written so that DPjudge's first-entry-decides reading gives
   * exactly the map's army and fleet edges.
   */
  private static List<String> entries(GameMap m, Province p) {
    Location from = p.location();
    List<Location> army = m.neighbours(from, UnitType.ARMY);
    List<Location> fleet = p.hasSplitCoasts() ? List.of() : m.neighbours(from, UnitType.FLEET);
    Map<Province, List<Location>> fleetInto = new LinkedHashMap<>();
    for (Location l : fleet) {
      fleetInto.computeIfAbsent(l.province(), k -> new ArrayList<>()).add(l);
    }
    List<Province> targets = new ArrayList<>();
    army.forEach(l -> targets.add(l.province()));
    fleetInto.keySet().stream().filter(q -> !targets.contains(q)).forEach(targets::add);
    List<String> out = new ArrayList<>();
    for (Province q : targets) {
      boolean a = army.contains(q.location());
      List<Location> f = fleetInto.getOrDefault(q, List.of());
      String mark = marker(m, from, q.location());
      if (a && up(q.id()).equals(DpjudgeReader.pythonTitle(up(q.id())))) {
        throw new IllegalArgumentException("DPjudge cannot give an army edge into " + q.id());
      }
      if (f.isEmpty()) {
        out.add(mark + q.id() + owners(m, from, q.location())); // lower case: armies only
      } else {
        for (Location l : f) {
          out.add(mark + (a || !q.terrain().admits(UnitType.ARMY) || !p.terrain().admits(UnitType.ARMY)
              ? up(l.id()) : DpjudgeReader.pythonTitle(up(l.id()))) + owners(m, from, l)); // title case: no army
        }
      }
    }
    return out;
  }

  /** DPjudge's center ownership restriction, {@code (CON,SMY)}; empty for an open border. */
  private static String owners(GameMap m, Location from, Location to) {
    List<String> ids = new ArrayList<>();
    m.borderOwners(from, to).forEach(c -> ids.add(up(c.id())));
    return ids.isEmpty() ? "" : "(" + String.join(",", ids) + ")";
  }

  private static String marker(GameMap m, Location from, Location to) {
    CrossingRule r = m.crossingRule(from, to);
    return r == CrossingRule.NONE ? "" : String.valueOf(r.marker());
  }

  /** A power's home centres as DPjudge writes them, each alternative with {@code @} and its limits. */
  private static String homes(Power w, Map<Province, ? extends List<Province>> alternatives) {
    StringBuilder sb = new StringBuilder();
    for (Province h : w.homeCentres()) {
      List<Province> limits = alternatives.get(h);
      sb.append(' ').append(limits == null ? "" : "@").append(up(h.id()));
      if (limits != null && !limits.isEmpty()) {
        List<String> ids = new ArrayList<>();
        limits.forEach(l -> ids.add(up(l.id())));
        sb.append('(').append(String.join(",", ids)).append(')');
      }
    }
    return sb.toString();
  }

  private static String up(String id) {
    return id.toUpperCase(Locale.ROOT);
  }

  private static String nameLine(String name, String abbr, List<String> aliases) {
    StringBuilder sb = new StringBuilder(name.replace("=", " ")).append(" = ").append(abbr);
    for (String a : aliases) {
      if (a.indexOf('+') >= 0 || a.endsWith("?") || a.indexOf('=') >= 0) {
        throw new IllegalArgumentException("alias \"" + a + "\" cannot be written in DPjudge's format");
      }
      sb.append(' ').append(a.trim().replaceAll("\\s+", "+"));
    }
    return sb.append('\n').toString();
  }
}
