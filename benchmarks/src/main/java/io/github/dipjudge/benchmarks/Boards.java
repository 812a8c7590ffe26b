package io.github.dipjudge.benchmarks;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Hold;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** Small helpers for building the benchmark positions from English text and for checking answers at set-up. */
final class Boards {
  private Boards() {}

  /** A unit written as in the DATC ({@code England: F London}): read as that unit's hold order. */
  static Unit unit(OrderNotation english, String text) {
    Order o = english.parse(text.trim() + " Hold");
    if (!(o instanceof Hold)) {
      throw new IllegalStateException("not a unit: " + text);
    }
    Hold h = (Hold) o;
    return Unit.of(h.power().orElseThrow(() -> new IllegalStateException("no power: " + text)),
        h.unitType().orElseThrow(() -> new IllegalStateException("no unit type: " + text)), h.location());
  }

  /** The units of a text with one unit a line (blank lines ignored). */
  static List<Unit> units(OrderNotation english, String lines) {
    List<Unit> out = new ArrayList<>();
    for (String line : lines.split("\n")) {
      if (!line.isBlank()) {
        out.add(unit(english, line));
      }
    }
    return out;
  }

  /** A position in the given phase holding the given units, without owners. */
  static Position position(GameMap map, Phase phase, List<Unit> units) {
    Position.Builder b = Position.builder(map).phase(phase);
    units.forEach(b::unit);
    return b.build();
  }

  /** The orders of a list of English order texts. */
  static List<Order> orders(OrderNotation english, List<String> texts) {
    List<Order> out = new ArrayList<>();
    for (String t : texts) {
      out.add(english.parse(t));
    }
    return List.copyOf(out);
  }

  /** The units as sortable text, for comparing sets and for messages. */
  static Set<String> keys(List<Unit> units) {
    Set<String> out = new TreeSet<>();
    for (Unit u : units) {
      out.add(u.power().id() + " " + u.type().letter() + " " + u.location().id());
    }
    return out;
  }

  /** Throws when the benchmark's answer is wrong, so that a fast wrong answer cannot be measured. */
  static void check(boolean ok, String what) {
    if (!ok) {
      throw new IllegalStateException("wrong answer at set-up: " + what);
    }
  }

  /** Checks that two unit lists hold the same units. */
  static void checkUnits(String what, List<Unit> expected, List<Unit> actual) {
    Set<String> e = keys(expected);
    Set<String> a = keys(actual);
    if (!e.equals(a)) {
      Set<String> missing = new TreeSet<>(e);
      missing.removeAll(a);
      Set<String> extra = new TreeSet<>(a);
      extra.removeAll(e);
      check(false, what + ": expected units missing " + missing + ", unexpected " + extra);
    }
  }
}
