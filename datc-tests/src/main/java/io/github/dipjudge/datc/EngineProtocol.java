package io.github.dipjudge.datc;

import static io.github.dipjudge.datc.ProtocolJson.array;
import static io.github.dipjudge.datc.ProtocolJson.bool;
import static io.github.dipjudge.datc.ProtocolJson.field;
import static io.github.dipjudge.datc.ProtocolJson.object;
import static io.github.dipjudge.datc.ProtocolJson.string;

import io.github.dipjudge.datc.ProtocolJson.BadLine;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The engine protocol's vocabulary (datc-tests/README.md, "Conformance for any engine"): positions, rules and orders
 * as JSON trees, in MILA's notation (powers {@code FRANCE}, units {@code A PAR}, {@code F STP/SC}, provinces
 * {@code BUR}, phases {@code S1901M}), written by the runner and read by {@code datc serve}, and back.
 */
final class EngineProtocol {
  private EngineProtocol() {}

  /**
   * The protocol's version. Version 2 adds the outcome {@code unknown} (an engine that cannot tell an order's
   * outcome; the runner judges that case by the position only); a version-1 engine never sends it, so both are
   * spoken: a request or hello naming any other version is refused.
   */
  static final int VERSION = 2;

  /** Whether {@code v} (a JSON value) names a version this side speaks: 1 or {@link #VERSION}. */
  static boolean speaks(Object v) {
    return Long.valueOf(1).equals(v) || Long.valueOf(VERSION).equals(v);
  }

  // ------------------------------------------------------------------------------------------ names

  static String power(Power p) {
    return p.name().toUpperCase(Locale.ROOT);
  }

  static String loc(Location l) {
    return l.id().toUpperCase(Locale.ROOT);
  }

  static String unit(Unit u) {
    return u.type().letter() + " " + loc(u.location());
  }

  /**
   * An order in MILA's notation; an order that MILA's notation cannot write whole (a written convoy path, a
   * nationality in a support, a priority list of house rules) in this library's English notation, which says it.
   */
  static String order(Order o, OrderNotation english) {
    try {
      String mila = MilaFormat.print(o);
      if (english.parse(mila).withPower(o.power().orElseThrow()).equals(o)) {
        return mila;
      }
    } catch (IllegalArgumentException e) {
      // not MILA's: English below
    }
    return english.print(o);
  }

  /** The name of the preset a rulebook was made from ({@code datc} for {@code datc (modified)}). */
  static String presetName(Rulebook rules) {
    String name = rules.name();
    int paren = name.indexOf(" (");
    return paren < 0 ? name : name.substring(0, paren);
  }

  static Power readPower(GameMap map, Object v, String path) throws BadLine {
    String s = string(v, path);
    try {
      return map.power(s);
    } catch (IllegalArgumentException e) {
      throw new BadLine(path + ": unknown power " + ProtocolJson.excerpt(s) + " on map " + map.id());
    }
  }

  static Location readLocation(GameMap map, Object v, String path) throws BadLine {
    String s = string(v, path);
    try {
      return map.location(s);
    } catch (IllegalArgumentException e) {
      throw new BadLine(path + ": unknown place " + ProtocolJson.excerpt(s) + " on map " + map.id());
    }
  }

  static Unit readUnit(GameMap map, Power power, Object v, String path) throws BadLine {
    String s = string(v, path).trim();
    if (s.length() < 3 || "AF".indexOf(s.charAt(0)) < 0 || s.charAt(1) != ' ') {
      throw new BadLine(path + ": expected a unit such as \"A PAR\" or \"F STP/SC\", not " + ProtocolJson.excerpt(s));
    }
    Location l = readLocation(map, s.substring(2).trim(), path);
    UnitType type = s.charAt(0) == 'A' ? UnitType.ARMY : UnitType.FLEET;
    try {
      return Unit.of(power, type, type == UnitType.ARMY ? l.province().location() : l);
    } catch (IllegalArgumentException e) {
      throw new BadLine(path + ": " + e.getMessage() + " " + ProtocolJson.excerpt(s));
    }
  }

  static Phase readPhase(GameMap map, Object v, String path) throws BadLine {
    String s = string(v, path);
    try {
      return Phase.parseCode(s, map.calendar());
    } catch (IllegalArgumentException e) {
      throw new BadLine(path + ": not a phase of map " + map.id() + " (such as S1901M, F1901R, W1901A): "
          + ProtocolJson.excerpt(s));
    }
  }

  // ------------------------------------------------------------------------------------------ rules

  /** A rulebook as the protocol states it: its name and its option for every DATC chapter-4 issue. */
  static Map<String, Object> rules(Rulebook rules) {
    Map<String, Object> options = new LinkedHashMap<>();
    for (String issue : Rulebook.issues().keySet()) {
      options.put(issue, rules.option(issue).name());
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("name", presetName(rules));
    m.put("options", options);
    return m;
  }

  /** The rulebook a request states: the preset {@code name} (default datc) with {@code options} applied. */
  static Rulebook readRules(Object v, String path) throws BadLine {
    if (v == null) {
      return Rulebook.datc();
    }
    Map<String, Object> m = object(v, path);
    Rulebook rb;
    String name = m.containsKey("name") ? string(m.get("name"), path + ".name") : "datc";
    try {
      rb = Rulebook.preset(name);
    } catch (IllegalArgumentException e) {
      throw new BadLine(path + ".name: " + e.getMessage());
    }
    if (m.containsKey("options")) {
      for (Map.Entry<String, Object> e : object(m.get("options"), path + ".options").entrySet()) {
        String p = path + ".options." + e.getKey();
        try {
          rb = rb.with(e.getKey(), string(e.getValue(), p));
        } catch (IllegalArgumentException x) {
          throw new BadLine(p + ": " + x.getMessage());
        }
      }
    }
    return rb;
  }

  // ------------------------------------------------------------------------------------------ positions

  /**
   * A position as the protocol writes it. {@code retreats} gives each dislodged unit's retreats (a position that an
   * answer states), or is null (a position that a request states: the engine finds them).
   */
  static Map<String, Object> position(Position p, Map<Province, ? extends List<Location>> retreats) {
    GameMap map = p.map();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("phase", p.phase().code());
    Map<String, Object> units = new LinkedHashMap<>();
    Map<String, Object> centres = new LinkedHashMap<>();
    for (Power pw : map.powers()) {
      List<Object> us = new ArrayList<>();
      p.units(pw).forEach(u -> us.add(unit(u)));
      units.put(power(pw), us);
      List<Object> cs = new ArrayList<>();
      p.centres(pw).forEach(c -> cs.add(loc(c.location())));
      centres.put(power(pw), cs);
    }
    m.put("units", units);
    m.put("centers", centres);
    List<Object> dislodged = new ArrayList<>();
    for (DislodgedUnit d : p.dislodged()) {
      Map<String, Object> dm = new LinkedHashMap<>();
      dm.put("power", power(d.unit().power()));
      dm.put("unit", unit(d.unit()));
      dm.put("attacker_from", loc(d.attackerOrigin().location()));
      dm.put("by_convoy", d.byConvoy());
      if (retreats != null) {
        List<Object> rs = new ArrayList<>();
        List<Location> options = retreats.get(d.unit().province());
        if (options != null) {
          options.forEach(l -> rs.add(loc(l)));
        }
        dm.put("retreats", rs);
      }
      dislodged.add(dm);
    }
    m.put("dislodged", dislodged);
    List<Object> standoffs = new ArrayList<>();
    p.standoffs().forEach(s -> standoffs.add(loc(s.location())));
    m.put("standoffs", standoffs);
    if (p.homesReassigned()) {
      Map<String, Object> homes = new LinkedHashMap<>();
      for (Power pw : map.powers()) {
        List<Object> hs = new ArrayList<>();
        p.homeCentres(pw).forEach(h -> hs.add(loc(h.location())));
        homes.put(power(pw), hs);
      }
      m.put("homes", homes);
    }
    if (p.hasVassals()) {
      Map<String, Object> vassals = new LinkedHashMap<>();
      for (Power pw : map.powers()) {
        p.controller(pw).ifPresent(boss -> vassals.put(power(pw), power(boss)));
      }
      m.put("vassals", vassals);
    }
    if (p.hasPendingCentres()) {
      Map<String, Object> pending = new LinkedHashMap<>();
      for (Power pw : map.powers()) {
        if (p.pendingCentres(pw) > 0) {
          pending.put(power(pw), (long) p.pendingCentres(pw));
        }
      }
      m.put("pending_centers", pending);
    }
    return m;
  }

  /** Reads a position a request states; every name is checked on the map, and the position's own checks apply. */
  static Position readPosition(GameMap map, Object v, String path) throws BadLine {
    Map<String, Object> m = object(v, path);
    Position.Builder b = Position.builder(map).phase(readPhase(map, field(m, "phase", path), path + ".phase"));
    try {
      for (Map.Entry<String, Object> e : object(field(m, "units", path), path + ".units").entrySet()) {
        String p = path + ".units." + e.getKey();
        Power pw = readPower(map, e.getKey(), p);
        List<Object> us = array(e.getValue(), p);
        for (int i = 0; i < us.size(); i++) {
          Unit u = readUnit(map, pw, us.get(i), p + "[" + i + "]");
          try {
            b.unit(u);
          } catch (IllegalArgumentException x) {
            throw new BadLine(p + "[" + i + "]: " + x.getMessage());
          }
        }
      }
      for (Map.Entry<String, Object> e : object(field(m, "centers", path), path + ".centers").entrySet()) {
        String p = path + ".centers." + e.getKey();
        Power pw = readPower(map, e.getKey(), p);
        List<Object> cs = array(e.getValue(), p);
        for (int i = 0; i < cs.size(); i++) {
          b.owner(readLocation(map, cs.get(i), p + "[" + i + "]").province(), pw);
        }
      }
      List<Object> dislodged = m.containsKey("dislodged") ? array(m.get("dislodged"), path + ".dislodged") : List.of();
      for (int i = 0; i < dislodged.size(); i++) {
        String p = path + ".dislodged[" + i + "]";
        Map<String, Object> d = object(dislodged.get(i), p);
        Power pw = readPower(map, field(d, "power", p), p + ".power");
        Unit u = readUnit(map, pw, field(d, "unit", p), p + ".unit");
        Province from = readLocation(map, field(d, "attacker_from", p), p + ".attacker_from").province();
        boolean convoy = d.containsKey("by_convoy") && bool(d.get("by_convoy"), p + ".by_convoy");
        try {
          b.dislodged(new DislodgedUnit(u, from, convoy));
        } catch (IllegalArgumentException e) {
          throw new BadLine(p + ": " + e.getMessage());
        }
      }
      List<Object> standoffs = m.containsKey("standoffs") ? array(m.get("standoffs"), path + ".standoffs") : List.of();
      for (int i = 0; i < standoffs.size(); i++) {
        b.standoff(readLocation(map, standoffs.get(i), path + ".standoffs[" + i + "]").province());
      }
      if (m.containsKey("homes")) {
        Map<Province, Power> homes = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : object(m.get("homes"), path + ".homes").entrySet()) {
          String p = path + ".homes." + e.getKey();
          Power pw = readPower(map, e.getKey(), p);
          List<Object> hs = array(e.getValue(), p);
          for (int i = 0; i < hs.size(); i++) {
            homes.put(readLocation(map, hs.get(i), p + "[" + i + "]").province(), pw);
          }
        }
        b.homes(homes);
      }
      if (m.containsKey("vassals")) {
        for (Map.Entry<String, Object> e : object(m.get("vassals"), path + ".vassals").entrySet()) {
          String p = path + ".vassals." + e.getKey();
          b.controller(readPower(map, e.getKey(), p), readPower(map, e.getValue(), p));
        }
      }
      if (m.containsKey("pending_centers")) {
        for (Map.Entry<String, Object> e : object(m.get("pending_centers"), path + ".pending_centers").entrySet()) {
          String p = path + ".pending_centers." + e.getKey();
          long n = ProtocolJson.integer(e.getValue(), p);
          if (n < 0 || n > 1000) {
            throw new BadLine(p + ": expected a count from 0 to 1000, not " + n);
          }
          b.pendingCentres(readPower(map, e.getKey(), p), (int) n);
        }
      }
      return b.build();
    } catch (IllegalArgumentException | IllegalStateException e) {
      throw new BadLine(path + ": not a valid position: " + e.getMessage());
    }
  }
}
