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

  /** The least contrast ratio (WCAG) of a sea's label on the sea. */
  static final double MIN_SEA_LABEL_CONTRAST = 3;

  private static final java.util.regex.Pattern TEXT = java.util.regex.Pattern.compile(
      "<text x=\"([^\"]*)\" y=\"([^\"]*)\" fill=\"(#[0-9a-f]{6})\">([^<]*)</text>");

  /**
   * The labels' layer with the label of every sea whose colour does not read on the board's sea colour (the
   * background rectangle's: ancmed's black on dark blue) written in black or white instead, whichever contrasts
   * more.
   */
  static String readable(String layer, MapDrawing drawing, String board) {
    int rect = board.indexOf("<rect");
    int fill = rect < 0 ? -1 : board.indexOf("fill=\"#", rect);
    if (fill < 0) {
      return layer;
    }
    int sea = Palette.rgb(board.substring(fill + 6, fill + 13));
    java.util.Set<String> seas = new java.util.HashSet<>();
    for (MapDrawing.Label l : drawing.labels()) {
      if (l.province().terrain() == io.github.dipjudge.map.Terrain.SEA) {
        seas.add(l.text());
      }
    }
    java.util.regex.Matcher m = TEXT.matcher(layer);
    StringBuilder out = new StringBuilder(layer.length());
    while (m.find()) {
      int colour = Palette.rgb(m.group(3));
      String replacement = m.group();
      if (seas.contains(m.group(4)) && Palette.ratio(colour, sea) < MIN_SEA_LABEL_CONTRAST) {
        String better = Palette.ratio(0xffffff, sea) >= Palette.ratio(0, sea) ? "#ffffff" : "#000000";
        replacement = replacement.replace("fill=\"" + m.group(3) + "\"", "fill=\"" + better + "\"");
      }
      m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(replacement));
    }
    m.appendTail(out);
    return out.toString();
  }

  Prepared(MapDrawing drawing) {
    this.drawing = drawing;
    String board = drawing.boardSvg();
    int labels = board.indexOf("<g class=\"labels\"");
    this.layers = labels < 0 ? List.of(board, "")
        : List.of(board.substring(0, labels), readable(board.substring(labels), drawing, board));
    this.palette = Palette.of(drawing);
    List<Province> provinces = drawing.map().provinces();
    this.regions = new String[provinces.size()];
    for (Province p : provinces) {
      drawing.region(p).ifPresent(d -> regions[p.index()] = new Svg(d.length() + 48).raw("<path")
          .attr("data-province", p.id()).attr("d", d).toString());
    }
  }
}
