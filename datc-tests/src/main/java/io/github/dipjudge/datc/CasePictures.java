package io.github.dipjudge.datc;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.render.MapRenderer;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The pictures of one adjudicated case ({@link CaseRunner.Trace}): before (the position with the orders), the result
 * (the orders styled by outcome) and after (the position after the case, with the units the case expects and that
 * are missing, and the units there that it does not expect, marked), each showing the part of the board where the
 * case happens ({@link #provinces}, {@link MapRenderer#around}). One renderer per map; a map without a drawing (a
 * user's map file) has no pictures.
 */
final class CasePictures {
  private final Map<GameMap, Optional<MapRenderer>> renderers = new IdentityHashMap<>();
  /** {@code datc draw --crop}: the rectangle (x, y, width, height) every picture shows instead of its part, or null. */
  double[] crop;

  /** The renderer of a map, or empty when it has no drawing. */
  Optional<MapRenderer> renderer(GameMap map) {
    return renderers.computeIfAbsent(map, m -> m.drawing().isPresent() ? Optional.of(MapRenderer.of(m))
        : Optional.empty());
  }

  /** The names of the pictures {@link #of} gives, in its order: {@code after} last. */
  static List<String> names(CaseRunner.Trace t) {
    if (t.result() == null) {
      return List.of("before", "after"); // another engine's answer: its position after, no result to draw
    }
    return t.retreat() == null ? List.of("before", "result", "after")
        : List.of("before", "result", "retreat", "retreat-result", "after");
  }

  /**
   * The pictures named by {@link #names}: before, result, (with a retreat phase: the retreat position with its
   * orders and its result,) after; empty when the case's map has no drawing.
   */
  Optional<List<String>> of(CaseRunner.Trace t) {
    return renderer(t.before().map()).map(whole -> {
      MapRenderer r = crop == null ? whole.around(provinces(t)) : whole.crop(crop[0], crop[1], crop[2], crop[3]);
      List<String> out = new ArrayList<>();
      out.add(r.orders(t.before(), t.orders()));
      if (t.result() == null) {
        out.add(r.positionAgainst(t.after(), t.expected()));
        return out;
      }
      out.add(r.result(t.before(), t.result()));
      if (t.retreat() != null) {
        out.add(r.orders(t.retreatBefore(), t.retreatOrders()));
        out.add(r.result(t.retreatBefore(), t.retreat()));
      }
      out.add(r.positionAgainst(t.after(), t.expected()));
      return out;
    });
  }

  /**
   * The provinces a case's pictures are about: its units before, during its retreats and after, the units it
   * expects, and every province its orders name. The pictures show the part of the board around them (the whole
   * board when they spread over most of it), the same part in each picture of the case.
   */
  static Set<Province> provinces(CaseRunner.Trace t) {
    Set<Province> out = new LinkedHashSet<>();
    units(out, t.before());
    out.addAll(MapRenderer.provincesOf(t.orders()));
    if (t.retreat() != null) {
      units(out, t.retreatBefore());
      out.addAll(MapRenderer.provincesOf(t.retreatOrders()));
    }
    units(out, t.after());
    for (Unit u : t.expected()) {
      out.add(u.location().province());
    }
    return out;
  }

  private static void units(Set<Province> out, Position p) {
    for (Unit u : p.units()) {
      out.add(u.location().province());
    }
    for (DislodgedUnit d : p.dislodged()) {
      out.add(d.unit().location().province());
    }
  }
}
