package io.github.dipjudge.datc;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.render.MapRenderer;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The pictures of one adjudicated case ({@link CaseRunner.Trace}): before (the position with the orders), the result
 * (the orders styled by outcome) and after (the position after the case, with the units the case expects and that
 * are missing, and the units there that it does not expect, marked). One renderer per map; a map without a drawing
 * (a user's map file) has no pictures.
 */
final class CasePictures {
  private final Map<GameMap, Optional<MapRenderer>> renderers = new IdentityHashMap<>();

  /** The renderer of a map, or empty when it has no drawing. */
  Optional<MapRenderer> renderer(GameMap map) {
    return renderers.computeIfAbsent(map, m -> m.drawing().isPresent() ? Optional.of(MapRenderer.of(m))
        : Optional.empty());
  }

  /** The names of the pictures {@link #of} gives, in its order: {@code after} last. */
  static List<String> names(CaseRunner.Trace t) {
    return t.retreat() == null ? List.of("before", "result", "after")
        : List.of("before", "result", "retreat", "retreat-result", "after");
  }

  /**
   * The pictures named by {@link #names}: before, result, (with a retreat phase: the retreat position with its
   * orders and its result,) after; empty when the case's map has no drawing.
   */
  Optional<List<String>> of(CaseRunner.Trace t) {
    return renderer(t.before().map()).map(r -> {
      List<String> out = new ArrayList<>();
      out.add(r.orders(t.before(), t.orders()));
      out.add(r.result(t.before(), t.result()));
      if (t.retreat() != null) {
        out.add(r.orders(t.retreatBefore(), t.retreatOrders()));
        out.add(r.result(t.retreatBefore(), t.retreat()));
      }
      out.add(r.positionAgainst(t.after(), t.expected()));
      return out;
    });
  }
}
