package io.github.dipjudge.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Compares two maps by ids, edge for edge: provinces (terrain, centre, port, coasts), the army and fleet adjacency
 * with each edge's crossing rule, the powers (home centres, territory, centres owned at the start, partisan sites),
 * the starting units, the first phase, the calendar, the victory counts and the rule flags; optionally the names. Orders do not
 * count (DPjudge sorts powers and this project's maps list provinces alphabetically). Each difference is one line,
 * saying what differs, the first map's value first.
 */
final class MapComparison {
  private MapComparison() {}

  /** What differs between {@code a} and {@code b}, names and territory included. */
  static List<String> differences(GameMap a, GameMap b) {
    return differences(a, b, true, true);
  }

  static List<String> differences(GameMap a, GameMap b, boolean names, boolean territory) {
    List<String> out = new ArrayList<>();
    both(out, "provinces", ids(a.provinces()), ids(b.provinces()));
    for (Province p : a.provinces()) {
      Province q = b.findProvince(p.id()).filter(x -> x.id().equals(p.id())).orElse(null);
      if (q == null) {
        continue;
      }
      same(out, "terrain of " + p.id(), p.terrain(), q.terrain());
      same(out, "supply centre " + p.id(), p.isSupplyCentre(), q.isSupplyCentre());
      same(out, "port " + p.id(), p.isPort(), q.isPort());
      same(out, "open seasons of " + p.id(), a.openSeasons(p), b.openSeasons(q));
      same(out, "coasts of " + p.id(), locIds(p.coasts()), locIds(q.coasts()));
      if (names) {
        same(out, "name of " + p.id(), p.name(), q.name());
        same(out, "aliases of " + p.id(), p.aliases(), q.aliases());
        same(out, "local names of " + p.id(), p.localNames(), q.localNames());
      }
    }
    for (UnitType t : UnitType.values()) {
      both(out, t.name().toLowerCase(java.util.Locale.ROOT) + " edges", edges(a, t), edges(b, t));
    }
    same(out, "powers", powerIds(a), powerIds(b));
    for (Power w : a.powers()) {
      Power v = b.findPower(w.id()).filter(x -> x.id().equals(w.id())).orElse(null);
      if (v == null) {
        continue;
      }
      same(out, "home centres of " + w.id(), ids(w.homeCentres()), ids(v.homeCentres()));
      same(out, "initial centres of " + w.id(), ids(w.initialCentres()), ids(v.initialCentres()));
      same(out, "partisan sites of " + w.id(), ids(w.partisanSites()), ids(v.partisanSites()));
      same(out, "dummy " + w.id(), String.valueOf(w.isDummy()), String.valueOf(v.isDummy()));
      same(out, "alternative home centres of " + w.id(), String.valueOf(w.alternativeHomes()),
          String.valueOf(v.alternativeHomes()));
      same(out, "alternative home centres by year of " + w.id(), String.valueOf(w.yearAlternativeHomes()),
          String.valueOf(v.yearAlternativeHomes()));
      same(out, "claims " + w.id(), w.claimableHomes(), v.claimableHomes());
      same(out, "league " + w.id(), String.valueOf(w.league()), String.valueOf(v.league()));
      if (territory) {
        same(out, "territory of " + w.id(), ids(w.territory()), ids(v.territory()));
      }
      if (names) {
        same(out, "name of " + w.id(), w.name(), v.name());
        same(out, "adjective of " + w.id(), w.adjective(), v.adjective());
        same(out, "aliases of " + w.id(), w.aliases(), v.aliases());
      }
    }
    both(out, "starting units", units(a), units(b));
    same(out, "first phase", a.firstPhase(), b.firstPhase());
    same(out, "calendar", a.calendar(), b.calendar());
    same(out, "victory", a.victoryCentres(), b.victoryCentres());
    same(out, "rule flags", a.ruleFlags(), b.ruleFlags());
    same(out, "newhomes years", a.newHomesYears(), b.newHomesYears());
    if (names) {
      same(out, "coast kinds", coastNames(a), coastNames(b));
    }
    return out;
  }

  private static void same(List<String> out, String what, Object x, Object y) {
    if (!x.equals(y)) {
      out.add(what + ": " + x + " / " + y);
    }
  }

  private static void both(List<String> out, String what, Set<String> x, Set<String> y) {
    Set<String> onlyX = new TreeSet<>(x);
    onlyX.removeAll(y);
    Set<String> onlyY = new TreeSet<>(y);
    onlyY.removeAll(x);
    if (!onlyX.isEmpty()) {
      out.add(what + " only in the first: " + onlyX);
    }
    if (!onlyY.isEmpty()) {
      out.add(what + " only in the second: " + onlyY);
    }
  }

  private static Set<String> ids(List<Province> ps) {
    Set<String> out = new TreeSet<>();
    ps.forEach(p -> out.add(p.id()));
    return out;
  }

  private static List<String> locIds(List<Location> ls) {
    List<String> out = new ArrayList<>();
    ls.forEach(l -> out.add(l.id()));
    return out;
  }

  private static Set<String> powerIds(GameMap m) {
    Set<String> out = new TreeSet<>();
    m.powers().forEach(w -> out.add(w.id()));
    return out;
  }

  private static List<String> coastNames(GameMap m) {
    List<String> out = new ArrayList<>();
    m.coasts().forEach(c -> out.add(c.code() + "=" + c.name() + c.aliases()));
    return out;
  }

  /** Every directed edge as {@code from-to}, with its crossing rule's marker before {@code to}. */
  static Set<String> edges(GameMap m, UnitType t) {
    Set<String> out = new TreeSet<>();
    for (Location l : m.locations()) {
      for (Location n : m.neighbours(l, t)) {
        CrossingRule r = m.crossingRule(l, n);
        out.add(l.id() + "-" + (r == CrossingRule.NONE ? "" : String.valueOf(r.marker())) + n.id()
            + (m.borderOwners(l, n).isEmpty() ? "" : m.borderOwners(l, n).toString()));
      }
    }
    return out;
  }

  private static Set<String> units(GameMap m) {
    Set<String> out = new TreeSet<>();
    m.startingUnits().forEach(u -> out.add(u.power().id() + ": " + u.type().letter() + " " + u.location().id()));
    return out;
  }
}
