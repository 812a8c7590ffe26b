package io.github.dipjudge.render;

import io.github.dipjudge.map.MapDrawing;
import io.github.dipjudge.map.Province;
import java.util.List;

/**
 * What a renderer computes once per map, so that a picture only appends it: the board's two layers (without its
 * labels, and the labels), the power colours ({@link Palette}), and each province's region as the opening of its
 * {@code <path>} element ({@code data-province} and the path data, from {@link MapDrawing#region}), to which a
 * picture adds only the owner and the fill.
 *
 * <p>Performance: a picture of the standard map appends 75 precomputed region strings (about 24 kB) after the
 * board's 30 kB; nothing here is parsed or formatted per picture. Immutable.
 */
final class Prepared {
  final MapDrawing drawing;
  final List<String> layers;
  final Palette palette;
  /** Per province index: {@code <path data-province="id" d="..."}, or null when it has no region. */
  final String[] regions;

  Prepared(MapDrawing drawing) {
    this.drawing = drawing;
    String board = drawing.boardSvg();
    int labels = board.indexOf("<g class=\"labels\"");
    this.layers = labels < 0 ? List.of(board, "") : List.of(board.substring(0, labels), board.substring(labels));
    this.palette = Palette.of(drawing);
    List<Province> provinces = drawing.map().provinces();
    this.regions = new String[provinces.size()];
    for (Province p : provinces) {
      drawing.region(p).ifPresent(d -> regions[p.index()] = new Svg(d.length() + 48).raw("<path")
          .attr("data-province", p.id()).attr("d", d).toString());
    }
  }
}
