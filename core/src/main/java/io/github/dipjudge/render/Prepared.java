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
 * <p>Performance: a picture of the standard map takes the board's two layers (28 kB) and the 75 regions' outlines
 * (24 kB) as they are, pieces of the document that are never copied but into the document itself
 * ({@link Svg#piece}), and adds only an owner's attributes (formatted here, per power) to each region; the centres'
 * and units' constant parts are formatted here too. Nothing here is parsed or formatted per picture. Immutable.
 */
final class Prepared {
  final MapDrawing drawing;
  final List<String> layers;
  final Palette palette;
  /** Per province index: {@code <path data-province="id" d="..."}, or null when it has no region. */
  final String[] regions;
  /**
   * Per province index: whether its label is written in a light colour (as the labels' layer draws it), so that its
   * region is filled with the owner's {@link Palette#shade} rather than its {@link Palette#tint}.
   */
  final boolean[] lightLabel;

  /**
   * Per location index: where a dislodged unit there is drawn, in unit radii from the location's point: up and to the
   * right, unless its disc (1.25 radii and its outline) would cover its province's label; then the first of the other
   * three corners that does not.
   */
  final double[][] dislodgedOffset;

  /** Per unit type (army, fleet) and location index: the unit's text, {@code A lon} or {@code F lon}. */
  final String[][] unitTexts;
  /** The same as an attribute: {@code  data-unit="A lon"}. */
  final String[][] unitAttributes;

  /**
   * The constant parts of a picture's units and centres, formatted once (a picture formats no constant coordinate):
   * per location index, {@code  transform="translate(x y)"} of its unit; per unit type (army, fleet) and power index,
   * the unit's shape ({@link UnitSymbols#shape} at full size); per province index, {@code  cx="x" cy="y"} of its
   * supply centre's dot (null for a province without one).
   */
  final String[] translate;
  final String[][] unitShape;
  final String[] centreAt;

  /**
   * The constant text of the regions and centres ({@link Picture#regions}, {@link Picture#centres}), formatted
   * once: the groups' opening tags; per whether it is faded (1: another power's in a one-power view) or not (0),
   * whether the label is light (1) or not (0) and power index, a region's {@code  data-owner="id" fill="colour"} and
   * its end (so that an owned region is two pieces of the document, nothing written between them); an unowned
   * region's attributes and end; per power index its id as an attribute value, a home ring's attributes after its
   * position, and an owned centre's dot attributes; per province index a centre's opening up to its owner's id; an
   * unowned centre's attributes and end.
   */
  final String regionsStart;
  final String[][][] ownerAttributes;
  /**
   * The shapes of orders drawn from their locations alone, by kind and locations ({@link OrderMarks#cachedShape}),
   * filled as pictures are drawn; concurrent, since a renderer is shared between threads. At most
   * {@link #MAX_SHAPES} entries: the orders of real games (holds, and moves and supports between neighbours) are a
   * few thousand on the standard map, and a bound keeps a renderer's memory fixed whatever it is asked to draw.
   */
  final java.util.concurrent.ConcurrentHashMap<Long, OrderMarks.Shape> shapes =
      new java.util.concurrent.ConcurrentHashMap<>();

  /** The most order shapes a renderer keeps (a few hundred bytes each). */
  static final int MAX_SHAPES = 8_192;

  static final String NO_OWNER = " data-owner=\"none\" fill=\"none\"/>\n";
  final String[] ids;
  final String centresStart;
  final String[] homeRing;
  final String[] centreDot;
  final String[] centreStart;
  final String neutralCentre;

  private static final double[][] DISLODGED_CORNERS = {{1.6, -1.5}, {-1.6, -1.5}, {1.6, 1.5}, {-1.6, 1.5}};

  /** The least contrast ratio (WCAG) of a sea's label on the sea. */
  static final double MIN_SEA_LABEL_CONTRAST = 3;

  private static final java.util.regex.Pattern TEXT = java.util.regex.Pattern.compile(
      "<text x=\"([^\"]*)\" y=\"([^\"]*)\" fill=\"(#[0-9a-f]{6})\">([^<]*)</text>");

  /**
   * The labels' layer with the label of every sea whose colour does not read on the paint under it (ancmed paints its
   * seas over a land-coloured background) written in black or white instead, whichever contrasts more.
   */
  static String readable(String layer, MapDrawing drawing, String board) {
    java.util.Map<String, MapDrawing.Label> seas = new java.util.HashMap<>();
    for (MapDrawing.Label l : drawing.labels()) {
      if (l.province().terrain() == io.github.dipjudge.map.Terrain.SEA) {
        seas.put(l.text(), l);
      }
    }
    java.util.regex.Matcher m = TEXT.matcher(layer);
    StringBuilder out = new StringBuilder(layer.length());
    while (m.find()) {
      int colour = Palette.rgb(m.group(3));
      String replacement = m.group();
      MapDrawing.Label l = seas.get(m.group(4));
      if (l != null) {
        int under = paintAt(board, l.point().x(), l.point().y() - 0.35 * drawing.labelSize());
        if (Palette.ratio(colour, under) < MIN_SEA_LABEL_CONTRAST) {
          String better = Palette.ratio(0xffffff, under) >= Palette.ratio(0, under) ? "#ffffff" : "#000000";
          replacement = replacement.replace("fill=\"" + m.group(3) + "\"", "fill=\"" + better + "\"");
        }
      }
      m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(replacement));
    }
    m.appendTail(out);
    return out.toString();
  }

  private static final java.util.regex.Pattern FILLED = java.util.regex.Pattern.compile(
      "<(?:path d=\"([^\"]*)\"|rect[^>]*) fill=\"(#[0-9a-f]{6})\"");

  /**
   * The board's paint at a point: the fill of the last filled shape (the background rectangle, or a path, its
   * curves taken by their end points, even-odd) that holds it. Once per sea label when a renderer is made.
   */
  static int paintAt(String board, double x, double y) {
    int paint = 0xffffff;
    java.util.regex.Matcher m = FILLED.matcher(board);
    while (m.find()) {
      if (m.group(1) == null || holds(m.group(1), x, y)) {
        paint = Palette.rgb(m.group(2));
      }
    }
    return paint;
  }

  private static boolean holds(String d, double x, double y) {
    boolean in = false;
    double sx = 0;
    double sy = 0;
    double px = 0;
    double py = 0;
    String[] t = d.replaceAll("([MLCZ])", " $1 ").trim().split("\\s+");
    char cmd = 'M';
    int i = 0;
    while (i < t.length) {
      char c = t[i].charAt(0);
      if (c == 'M' || c == 'L' || c == 'C' || c == 'Z') {
        cmd = c;
        i++;
        if (c == 'Z') {
          in ^= crosses(px, py, sx, sy, x, y);
          px = sx;
          py = sy;
        }
        continue;
      }
      int n = cmd == 'C' ? 6 : 2;
      double nx = Double.parseDouble(t[i + n - 2]);
      double ny = Double.parseDouble(t[i + n - 1]);
      if (cmd == 'M') {
        in ^= crosses(px, py, sx, sy, x, y);
        sx = nx;
        sy = ny;
        cmd = 'L';
      } else {
        in ^= crosses(px, py, nx, ny, x, y);
      }
      px = nx;
      py = ny;
      i += n;
    }
    return in ^ crosses(px, py, sx, sy, x, y);
  }

  private static boolean crosses(double ax, double ay, double bx, double by, double x, double y) {
    return (ay > y) != (by > y) && x < (bx - ax) * (y - ay) / (by - ay) + ax;
  }

  Prepared(MapDrawing drawing) {
    this.drawing = drawing;
    String board = drawing.boardSvg();
    int labels = board.indexOf("<g class=\"labels\"");
    this.layers = labels < 0 ? List.of(board, "")
        : List.of(board.substring(0, labels), readable(board.substring(labels), drawing, board));
    this.palette = Palette.of(drawing);
    this.translate = new String[drawing.map().locations().size()];
    for (io.github.dipjudge.map.Location l : drawing.map().locations()) {
      Svg t = new Svg(40);
      UnitSymbols.at(t, drawing.point(l).x(), drawing.point(l).y());
      translate[l.index()] = t.toString();
    }
    List<io.github.dipjudge.map.Power> powers = drawing.map().powers();
    this.unitShape = new String[2][powers.size()];
    double radius = UnitSymbols.radius(drawing);
    for (io.github.dipjudge.map.Power p : powers) {
      for (io.github.dipjudge.map.UnitType type : io.github.dipjudge.map.UnitType.values()) {
        Svg shape = new Svg(256);
        UnitSymbols.shape(shape, type, radius, palette.colours(p), 1);
        unitShape[type == io.github.dipjudge.map.UnitType.ARMY ? 0 : 1][p.index()] = shape.toString();
      }
    }
    this.centreAt = new String[drawing.map().provinces().size()];
    for (Province c : drawing.map().provinces()) {
      if (c.isSupplyCentre()) {
        centreAt[c.index()] = new Svg(32).attr("cx", drawing.centre(c).x()).attr("cy", drawing.centre(c).y())
            .toString();
      }
    }
    this.dislodgedOffset = dislodgedOffsets(drawing);
    List<io.github.dipjudge.map.Location> locations = drawing.map().locations();
    this.unitTexts = new String[2][locations.size()];
    this.unitAttributes = new String[2][locations.size()];
    for (io.github.dipjudge.map.Location l : locations) {
      unitTexts[0][l.index()] = "A " + l.id();
      unitTexts[1][l.index()] = "F " + l.id();
      for (int t = 0; t < 2; t++) {
        unitAttributes[t][l.index()] = new Svg(32).attr("data-unit", unitTexts[t][l.index()]).toString();
      }
    }
    this.lightLabel = lightLabels(drawing, layers.get(1));
    List<Province> provinces = drawing.map().provinces();
    this.regions = new String[provinces.size()];
    for (Province p : provinces) {
      drawing.region(p).ifPresent(d -> regions[p.index()] = new Svg(d.length() + 48).raw("<path")
          .attr("data-province", p.id()).attr("d", d).toString());
    }
    this.regionsStart = new Svg(64).raw("<g class=\"regions\" stroke=\"none\" fill-opacity=\"")
        .num(Palette.FILL_OPACITY).raw("\">\n").toString();
    double cr = drawing.centreRadius();
    this.centresStart = new Svg(64).raw("<g class=\"centres\"").attr("stroke", "#000000")
        .attr("stroke-width", cr / 4).raw(">\n").toString();
    this.neutralCentre = new Svg(64).attr("r", cr * 0.8).raw(" fill=\"#ffffff\"").attr("stroke-width", cr / 2.5)
        .raw("/>\n").toString();
    this.ownerAttributes = new String[2][2][powers.size()];
    this.ids = new String[powers.size()];
    this.homeRing = new String[powers.size()];
    this.centreDot = new String[powers.size()];
    for (io.github.dipjudge.map.Power p : powers) {
      int i = p.index();
      ids[i] = new Svg(16).text(p.id()).toString();
      for (int light = 0; light < 2; light++) {
        for (int faded = 0; faded < 2; faded++) {
          ownerAttributes[faded][light][i] = new Svg(64).attr("data-owner", p.id())
              .attr("fill", light == 1 ? palette.shade(p) : palette.tint(p))
              .raw(faded == 1 ? Picture.FADED : "").raw("/>\n").toString();
        }
      }
      homeRing[i] = new Svg(80).attr("r", cr * 1.75).attr("fill", "#ffffff")
          .attr("stroke", palette.colours(p).paint()).attr("stroke-width", cr * 0.55).toString();
      centreDot[i] = new Svg(32).attr("r", cr).attr("fill", palette.colours(p).paint()).toString();
    }
    this.centreStart = new String[provinces.size()];
    for (Province c : provinces) {
      if (c.isSupplyCentre()) {
        centreStart[c.index()] = new Svg(48).raw("<circle").attr("data-centre", c.id()).raw(" data-owner=\"")
            .toString();
      }
    }
  }

  private static double[][] dislodgedOffsets(MapDrawing drawing) {
    List<io.github.dipjudge.map.Location> locations = drawing.map().locations();
    double[][] out = new double[locations.size()][];
    double r = UnitSymbols.radius(drawing);
    double half = 1.25 * r + r / 8;
    for (io.github.dipjudge.map.Location l : locations) {
      MapDrawing.Point at = drawing.point(l);
      out[l.index()] = DISLODGED_CORNERS[0];
      for (double[] corner : DISLODGED_CORNERS) {
        double x = at.x() + corner[0] * r;
        double y = at.y() + corner[1] * r;
        boolean clear = true;
        for (MapDrawing.Label label : drawing.labels()) {
          if (label.province() == l.province() && overlapsLabel(drawing, label, x - half, y - half, x + half,
              y + half)) {
            clear = false;
          }
        }
        if (clear) {
          out[l.index()] = corner;
          break;
        }
      }
    }
    return out;
  }

  /**
   * Whether a box overlaps a label's capitals: 0.7 of the font size a character wide, centred on the label's point,
   * from 0.72 of the size above its baseline to the baseline.
   */
  static boolean overlapsLabel(MapDrawing drawing, MapDrawing.Label label, double x0, double y0, double x1,
      double y1) {
    double half = 0.7 * drawing.labelSize() * label.text().length() / 2;
    return x0 < label.point().x() + half && label.point().x() - half < x1
        && y0 < label.point().y() && label.point().y() - 0.72 * drawing.labelSize() < y1;
  }

  /** The labels' colours as the labels' layer writes them (after {@link #readable}), by province index. */
  private static boolean[] lightLabels(MapDrawing drawing, String layer) {
    java.util.Map<String, Province> byText = new java.util.HashMap<>();
    for (MapDrawing.Label l : drawing.labels()) {
      byText.put(l.text(), l.province());
    }
    boolean[] out = new boolean[drawing.map().provinces().size()];
    java.util.regex.Matcher m = TEXT.matcher(layer);
    while (m.find()) {
      Province p = byText.get(m.group(4));
      if (p != null && Palette.luminance(Palette.rgb(m.group(3))) >= Palette.LIGHT) {
        out[p.index()] = true;
      }
    }
    return out;
  }
}
