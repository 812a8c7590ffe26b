package io.github.dipjudge.map;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;

/**
 * Writes a {@link GameMap} in the project's own format (maps/README.md), so that reading the text back gives an
 * equal map: the converter of the shipped variants ({@link VariantConverter}) and the round-trip tests use it.
 * Lines appear in the map's order (powers, then provinces by index, neighbours as the map lists them); a
 * {@code territory} or {@code owns} line only where it differs from the home centres, {@code begin},
 * {@code victory} and {@code rules} only where they differ from the defaults, and {@code flow} (with {@code begin})
 * for a calendar other than the standard one.
 */
final class MapWriter {
  private MapWriter() {}

  /** What to write instead of the map's own values; every field may be null for "as the map has it". */
  record Overrides(String id, String name, List<String> header, FirstPhase firstPhase, List<String> ruleFlags,
      Map<String, UnitType> unitTypes) {
    static final Overrides NONE = new Overrides(null, null, List.of(), null, null, Map.of());
  }

  static String write(GameMap m) {
    return write(m, Overrides.NONE);
  }

  static String write(GameMap m, Overrides o) {
    StringBuilder sb = new StringBuilder();
    for (String h : o.header()) {
      sb.append(h.isEmpty() ? "#" : "# " + h).append('\n');
    }
    if (!o.header().isEmpty()) {
      sb.append('\n');
    }
    sb.append("map ").append(o.id() != null ? o.id() : m.id()).append(" | ")
        .append(name(o.name() != null ? o.name() : m.name())).append('\n');
    FirstPhase first = o.firstPhase() != null ? o.firstPhase() : m.firstPhase();
    boolean preamble = false;
    Calendar calendar = m.calendar();
    if (!calendar.isStandard()) {
      // A flow, and the first phase with its season's label: begin A.D. 1425 movement.
      sb.append("flow ").append(calendar).append('\n');
      sb.append("begin ").append(calendar.label(first.season())).append(' ').append(first.year()).append(' ')
          .append(first.kind().name().toLowerCase(java.util.Locale.ROOT)).append('\n');
      preamble = true;
    } else if (!first.equals(FirstPhase.DEFAULT)) {
      sb.append("begin ").append(first).append('\n');
      preamble = true;
    }
    if (!m.victoryCentres().equals(List.of(m.supplyCentreCount() / 2 + 1))) {
      sb.append("victory");
      m.victoryCentres().forEach(v -> sb.append(' ').append(v));
      sb.append('\n');
      preamble = true;
    }
    List<String> flags = o.ruleFlags() != null ? o.ruleFlags() : new ArrayList<>(m.ruleFlags());
    if (!flags.isEmpty()) {
      sb.append("rules ").append(String.join(" ", flags)).append('\n');
      preamble = true;
    }
    if (!m.newHomesYears().isEmpty()) {
      sb.append("newhomes");
      m.newHomesYears().forEach(y -> sb.append(' ').append(y));
      sb.append('\n');
      preamble = true;
    }
    if (preamble) {
      sb.append('\n');
    }
    for (Coast c : m.coasts()) {
      sb.append("coast ").append(c.code()).append(" | ").append(name(c.name()));
      names(sb, c.aliases(), c.localNames());
      sb.append('\n');
    }
    if (!m.coasts().isEmpty()) {
      sb.append('\n');
    }
    for (Power w : m.powers()) {
      sb.append("power ").append(w.id()).append(" | ").append(name(w.name())).append(" | ")
          .append(name(w.adjective()));
      names(sb, w.aliases(), w.localNames());
      sb.append('\n');
      sb.append("  home").append(ids(w.homeCentres())).append('\n');
      if (!w.territory().equals(w.homeCentres())) {
        sb.append("  territory").append(ids(w.territory())).append('\n');
      }
      if (!w.initialCentres().equals(w.homeCentres())) {
        sb.append("  owns").append(ids(w.initialCentres())).append('\n');
      }
      if (!w.partisanSites().isEmpty()) {
        sb.append("  partisan").append(ids(w.partisanSites())).append('\n');
      }
      if (w.isDummy()) {
        sb.append("  dummy\n");
      }
      if (!w.alternativeHomes().isEmpty()) {
        sb.append("  alternative").append(alternatives(w.alternativeHomes())).append('\n');
      }
      w.yearAlternativeHomes().forEach((year, alts) -> sb.append("  alternative ").append(year).append(':')
          .append(alternatives(alts)).append('\n'));
      if (w.claimableHomes() > 0) {
        sb.append("  claims ").append(w.claimableHomes()).append('\n');
      }
      if (w.league().isPresent()) {
        sb.append("  league ").append(w.league().get()).append('\n');
      }
      List<String> units = new ArrayList<>();
      for (StartingUnit u : m.startingUnits()) {
        if (u.power() == w) {
          UnitType t = o.unitTypes().getOrDefault(u.location().id(), u.type());
          units.add(t.letter() + " " + u.location().id());
        }
      }
      sb.append("  start").append(units.isEmpty() ? "" : " " + String.join(", ", units)).append("\n\n");
    }
    for (Province p : m.provinces()) {
      sb.append("province ").append(p.id()).append(' ').append(p.terrain().name().toLowerCase(java.util.Locale.ROOT));
      if (p.isSupplyCentre()) {
        sb.append(" centre");
      }
      if (p.isPort()) {
        sb.append(" port");
      }
      if (p.terrain() != Terrain.IMPASSABLE && m.openSeasons(p).size() < FirstPhase.Season.values().length) {
        StringJoiner seasons = new StringJoiner("+", " open:", "");
        for (FirstPhase.Season s : m.openSeasons(p)) {
          seasons.add(s.name().toLowerCase(java.util.Locale.ROOT));
        }
        sb.append(seasons);
      }
      sb.append(" | ").append(name(p.name()));
      names(sb, p.aliases(), p.localNames());
      sb.append('\n');
      List<Location> army = m.neighbours(p.location(), UnitType.ARMY);
      if (!army.isEmpty()) {
        sb.append("  army").append(neighbours(m, p.location(), army)).append('\n');
      }
      if (p.hasSplitCoasts()) {
        for (Location c : p.coasts()) {
          sb.append("  coast ").append(c.coast().orElseThrow().code()).append(" fleet")
              .append(neighbours(m, c, m.neighbours(c, UnitType.FLEET))).append('\n');
        }
      } else {
        List<Location> fleet = m.neighbours(p.location(), UnitType.FLEET);
        if (!fleet.isEmpty()) {
          sb.append("  fleet").append(neighbours(m, p.location(), fleet)).append('\n');
        }
      }
      sb.append('\n');
    }
    return sb.toString().replaceAll("\n+$", "\n");
  }

  /** Alternative home centres as the project's format writes them: {@code cal(nyo+was)}. */
  private static String alternatives(Map<Province, ? extends List<Province>> alts) {
    StringBuilder sb = new StringBuilder();
    alts.forEach((c, limits) -> {
      sb.append(' ').append(c.id());
      if (!limits.isEmpty()) {
        List<String> ids = new ArrayList<>();
        limits.forEach(l -> ids.add(l.id()));
        sb.append('(').append(String.join("+", ids)).append(')');
      }
    });
    return sb.toString();
  }

  private static String ids(List<Province> ps) {
    StringBuilder sb = new StringBuilder();
    ps.forEach(p -> sb.append(' ').append(p.id()));
    return sb.toString();
  }

  private static String neighbours(GameMap m, Location from, List<Location> to) {
    StringBuilder sb = new StringBuilder();
    for (Location l : to) {
      CrossingRule r = m.crossingRule(from, l);
      sb.append(' ');
      if (r != CrossingRule.NONE) {
        sb.append(r.marker());
      }
      sb.append(l.id());
      StringJoiner owners = new StringJoiner("+", "(", ")");
      m.borderOwners(from, l).forEach(c -> owners.add(c.id()));
      if (owners.length() > 2) {
        sb.append(owners);
      }
    }
    return sb.toString();
  }

  /** The aliases, each tagged with its language where it is the name the map prints in that language. */
  private static void names(StringBuilder sb, List<String> aliases, Map<String, String> local) {
    Set<String> tagged = new HashSet<>();
    for (String a : aliases) {
      String lang = null;
      for (Map.Entry<String, String> e : local.entrySet()) {
        if (e.getValue().equals(a) && !tagged.contains(e.getKey())) {
          lang = e.getKey();
          break;
        }
      }
      sb.append(" | ");
      if (lang != null) {
        tagged.add(lang);
        sb.append(lang).append('=');
      }
      sb.append(name(a));
    }
  }

  /** A name as the format can hold it: no comment sign, no separator, no line break, not a language tag. */
  private static String name(String n) {
    if (n.indexOf('#') >= 0 || n.indexOf('|') >= 0 || n.indexOf('\n') >= 0 || n.indexOf('\r') >= 0
        || n.matches("[a-z]{2,3}(-[A-Za-z]{2,8})?=.*")) {
      throw new IllegalArgumentException("name \"" + n + "\" cannot be written in the map format");
    }
    return n;
  }
}
