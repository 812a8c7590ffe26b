package io.github.dipjudge.render;

import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.MapDrawing;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * One picture being drawn: the title band, the board, the centres, the orders' lines, the board's labels above
 * them, the units above those (so that no arrow hides a unit or a label), then what happened and the marks that belong on top of a unit (crosses). Made and used by
 * one call of {@link MapRenderer}; not shared, so not thread-safe, and needs not be.
 *
 * <p>Layout: a title band of height {@code band} above the board; the board keeps its own coordinates, inside a
 * group translated down by the band (the whole board) or a nested {@code svg} whose view box is the part shown
 * ({@link Frame}). Performance: the board's layers and the regions' outlines are pieces of the document, joined into
 * it without passing through the builder ({@link Svg}); everything else is a few elements per unit, centre and
 * order, their constant parts formatted once a renderer ({@link Prepared}).
 */
final class Picture {
  final GameMap map;
  final MapDrawing drawing;
  final Svg svg;
  /** The marks drawn above the units (crosses of illegal orders, disbands and removals), written by {@link #marks}. */
  final Svg over = new Svg(2_048);
  final double radius;
  final Palette palette;
  /** The meanings marked so far, for the key. */
  final java.util.EnumSet<Mark> used = java.util.EnumSet.noneOf(Mark.class);
  /** Whether some order failed (drawn dashed), for the key. */
  boolean anyFailed;
  private final boolean key;
  private final Prepared prepared;
  private final Position position;
  private final Power viewer;
  private final OrderNotation notation;
  private final Frame frame;
  private final List<String> layers;
  private final double k;
  private double band;

  Picture(Prepared prepared, OrderNotation notation, Position position, Power viewer, Frame frame, boolean key) {
    this.prepared = prepared;
    this.layers = prepared.layers;
    this.palette = prepared.palette;
    this.key = key;
    this.map = prepared.drawing.map();
    this.drawing = prepared.drawing;
    this.notation = notation;
    this.position = position;
    this.viewer = viewer;
    this.frame = frame;
    this.radius = UnitSymbols.radius(drawing);
    // The title band's scale: its sizes were chosen for the standard board (628 units wide); a larger board scales
    // them up, and a part of a board scales them down with its width, so that the band keeps its share of the
    // picture (a part is shown as wide as the whole board).
    this.k = Math.max(1, drawing.width() / 628) * frame.width() / drawing.width();
    // The builder holds only the text written between the board's constant pieces (Svg#piece) and the cuts after the
    // centres: at most the orders, or the units and marks, about 400 characters a unit; a midgame result (34 units,
    // 34 orders: 13 kB) fits without the builder growing.
    this.svg = new Svg(2_048 + 400 * position.unitCount());
  }

  /**
   * The width, in CSS pixels, that a picture of this drawing is shown at (the root's {@code width}; a page may
   * scale it), chosen from the board's density: wide enough that its labels are at least
   * {@value #MIN_LABEL_PIXELS} pixels high (7-unit labels on the 628-unit standard board: 897 pixels; youngstown's
   * 7 on 1033: 1476; imperial's 5.6 on 2675: 4777), and at least {@value #MIN_DISPLAY_WIDTH}. A part of the board
   * ({@link Frame}) is shown as wide, so magnified.
   */
  static double displayWidth(MapDrawing drawing) {
    return Math.max(MIN_DISPLAY_WIDTH, Math.ceil(drawing.width() * MIN_LABEL_PIXELS / drawing.labelSize()));
  }

  /** The least height of a board label on the screen, in CSS pixels. */
  static final double MIN_LABEL_PIXELS = 10;

  /** The least width a picture is shown at, in CSS pixels. */
  static final double MIN_DISPLAY_WIDTH = 1000;

  double x(Location l) {
    return drawing.x(l.index());
  }

  double y(Location l) {
    return drawing.y(l.index());
  }

  Prepared prepared() {
    return prepared;
  }

  Position position() {
    return position;
  }

  boolean isRetreatPhase() {
    return position.phase().type() == PhaseType.RETREAT;
  }

  /**
   * Where a dislodged unit at this location is drawn: above and right of the unit that took its place, clear of the
   * province's label (below the drawing point on every shipped board).
   */
  double[] dislodgedPoint(Location l) {
    double[] offset = prepared.dislodgedOffset[l.index()];
    return new double[] {x(l) + offset[0] * radius, y(l) + offset[1] * radius};
  }

  String orderText(Order order) {
    String s = notation.print(order);
    int colon = order.power().isPresent() ? s.indexOf(": ") : -1;
    return colon < 0 ? s : s.substring(colon + 2);
  }

  String unitText(UnitType type, Location l) {
    return prepared.unitTexts[type == UnitType.ARMY ? 0 : 1][l.index()];
  }

  /** The powers' ids as attribute values, by power index. */
  String[] ids() {
    return prepared.ids;
  }

  /** In a one-power view, the attribute that fades what belongs to another power. */
  void fade(Power owner) {
    fade(svg, owner);
  }

  /** The same, written into {@code out}. */
  void fade(Svg out, Power owner) {
    if (viewer != null && owner != viewer) {
      out.raw(FADED);
    }
  }

  static final String FADED = " opacity=\"0.4\"";

  boolean isConvoyed(Move m, List<? extends Order> all) {
    return OrderMarks.convoyedBy(m, all);
  }

  // ---- the parts -------------------------------------------------------------------------------------------------

  /**
   * The document's start, the title band and the board; {@code notes} are orders listed as text in the band. The
   * whole board is a group translated below the band; a part of it is a nested {@code svg} element whose view box
   * is that part, so that the rest of the board is clipped away.
   */
  void begin(String title, List<String[]> notes) {
    List<Power> powers = map.powers();
    double width = frame.width();
    double column = columnWidth(powers) * k;
    int columns = Math.max(1, (int) (width / column));
    int rows = (powers.size() + columns - 1) / columns;
    band = k * (24 + 14 * rows + 14 * notes.size() + 4);
    double height = frame.height() + band;
    double shown = displayWidth(drawing);
    svg.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"")
        .raw(" viewBox=\"0 0 ").num(width).raw(' ').num(height).raw('"')
        .attr("width", shown).attr("height", height * shown / width).attr("font-family", "sans-serif")
        .attr("data-map", map.id()).attr("data-phase", position.phase().code());
    if (viewer != null) {
      svg.attr("data-view", viewer.id());
    }
    svg.raw(">\n<title>").text(title).raw("</title>\n");
    svg.raw("<g class=\"title\"><rect").attr("width", width).attr("height", band)
        .raw(" fill=\"#ffffff\"/>\n<text").attr("x", 6 * k).attr("y", 17 * k).attr("font-size", 15 * k)
        .raw(" font-weight=\"bold\">").text(title).raw("</text>\n");
    for (int i = 0; i < powers.size(); i++) {
      powerEntry(powers.get(i), 6 * k + (i % columns) * column, k * (24 + 14 * (i / columns)));
    }
    for (int i = 0; i < notes.size(); i++) {
      svg.raw("<text").attr("x", 6 * k).attr("y", k * (24 + 14 * rows + 14 * i + 10)).attr("font-size", 10 * k)
          .attr("data-order", notes.get(i)[0]);
      if (notes.get(i)[1] != null) {
        svg.attr("data-power", notes.get(i)[1]);
      }
      svg.raw(">").text(notes.get(i)[2]).raw("</text>\n");
    }
    if (frame.whole()) {
      svg.raw("</g>\n<g class=\"map\" transform=\"translate(0 ").num(band).raw(")\">\n");
    } else {
      svg.raw("</g>\n<svg class=\"map\" x=\"0\"").attr("y", band).attr("width", width)
          .attr("height", frame.height()).raw(" viewBox=\"").num(frame.x()).raw(' ').num(frame.y()).raw(' ')
          .num(width).raw(' ').num(frame.height()).raw("\">\n");
    }
    svg.piece(layers.get(0));
    regions();
  }

  /** The board's province labels ({@link MapRenderer#boardLayers}), above the orders' lines and below the units. */
  void labels() {
    svg.piece(layers.get(1));
  }

  /**
   * The width of a column of the title band's power entries, in band units: 96, or more for long names (a swatch,
   * then the name and the centre count in 10-unit text, about 6 units a character).
   */
  private double columnWidth(List<Power> powers) {
    int longest = 0;
    for (Power p : powers) {
      longest = Math.max(longest, p.name().length() + 1 + Integer.toString(position.centreCount(p)).length());
    }
    return Math.max(96, 24 + 6 * longest);
  }

  private void powerEntry(Power p, double x, double y) {
    MapDrawing.Colours c = palette.colours(p);
    int centres = position.centreCount(p);
    svg.raw("<g").attr("data-power", p.id()).attr("data-centres", centres)
        .attr("data-units", position.unitCount(p));
    fade(p);
    svg.raw("><rect").attr("x", x).attr("y", y).attr("width", 10 * k).attr("height", 10 * k)
        .attr("fill", c.paint()).attr("stroke", "#000000").attr("stroke-width", 0.5 * k).raw("/><text")
        .attr("x", x + 14 * k).attr("y", y + 9 * k).attr("font-size", 10 * k).raw(">").text(p.name()).raw(' ')
        .raw(Integer.toString(centres)).raw("</text></g>\n");
  }

  /**
   * Every province's region ({@link MapDrawing#region}), filled lightly in its owner's colour (a supply centre's
   * owner; a province without a centre, or unowned, is not filled), each a {@code path} carrying
   * {@code data-province} and {@code data-owner} (the owner's id, or {@code none}). Drawn over the board's land and
   * sea, translucent, so that the borders and coasts show through.
   */
  void regions() {
    svg.raw(prepared.regionsStart);
    String[] regions = prepared.regions;
    for (int i = 0; i < regions.length; i++) {
      if (regions[i] == null) {
        continue;
      }
      // the outline and the owner's attributes, each formatted once a renderer, appended as pieces: nothing of a
      // region is copied or formatted per picture
      Power owner = position.ownerAtIndex(i);
      svg.piece(regions[i]);
      if (owner == null) {
        svg.piece(Prepared.NO_OWNER);
      } else {
        int faded = viewer != null && owner != viewer ? 1 : 0;
        svg.piece(prepared.ownerAttributes[faded][prepared.lightLabel[i] ? 1 : 0][owner.index()]);
      }
    }
    svg.raw("</g>\n");
  }

  /**
   * The supply centres: an owned centre a dot in its owner's paint, an unowned one a hollow black ring (neutral,
   * visible on land and sea alike); a home centre ringed in its home power's paint ({@code data-home}).
   */
  void centres() {
    svg.raw(prepared.centresStart);
    for (Province c : map.provinces()) {
      if (!c.isSupplyCentre()) {
        continue;
      }
      int i = c.index();
      Power owner = position.ownerAtIndex(i);
      Power home = position.homePowerAtIndex(i);
      if (home != null) {
        svg.raw("<circle").attr("data-home", home.id()).raw(prepared.centreAt[i]).raw(prepared.homeRing[home.index()]);
        fade(home);
        svg.raw("/>\n");
      }
      svg.raw(prepared.centreStart[i]).raw(owner == null ? "none" : prepared.ids[owner.index()]).raw('"')
          .raw(prepared.centreAt[i]);
      if (owner == null) {
        svg.raw(prepared.neutralCentre);
      } else {
        svg.raw(prepared.centreDot[owner.index()]);
        fade(owner);
        svg.raw("/>\n");
      }
    }
    svg.raw("</g>\n").cut();
  }

  void units() {
    svg.raw("<g class=\"units\">\n");
    for (Unit u : position.units()) {
      unit(u, x(u.location()), y(u.location()), 1, false);
    }
    for (DislodgedUnit d : position.dislodged()) {
      double[] at = dislodgedPoint(d.unit().location());
      unit(d.unit(), at[0], at[1], 0.8, true);
    }
    svg.raw("</g>\n");
  }

  private void unit(Unit u, double x, double y, double scale, boolean dislodged) {
    svg.raw("<g").raw(prepared.unitAttributes[u.type() == UnitType.ARMY ? 0 : 1][u.location().index()])
        .raw(" data-power=\"").raw(prepared.ids[u.power().index()]).raw('"');
    if (dislodged) {
      svg.raw(" data-dislodged=\"true\"");
    }
    fade(u.power());
    if (!dislodged && scale == 1) {
      // in place: its position and shape as the renderer formatted them once
      svg.raw(prepared.translate[u.location().index()]).raw(">")
          .raw(prepared.unitShape[u.type() == UnitType.ARMY ? 0 : 1][u.power().index()]).raw("</g>\n");
      return;
    }
    UnitSymbols.at(svg, x, y);
    svg.raw(">");
    if (dislodged) {
      svg.raw("<circle").attr("r", radius * 1.25).raw(" fill=\"#ffffff\" stroke=\"#ff0000\"")
          .attr("stroke-width", radius / 4).raw("/>");
    }
    UnitSymbols.shape(svg, u.type(), radius, palette.colours(u.power()), scale);
    svg.raw("</g>\n");
  }

  /** The orders, each with its result when given ({@code results} parallel to {@code orders}, or null). */
  void orders(List<? extends Order> orders, List<OrderResult> results) {
    OrderMarks marks = new OrderMarks(this);
    svg.raw("<g class=\"orders\" stroke-linecap=\"round\">\n");
    for (int i = 0; i < orders.size(); i++) {
      marks.draw(orders.get(i), results == null ? null : results.get(i), orders);
    }
    svg.raw("</g>\n");
  }

  /**
   * A movement's outcome: each dislodged unit ringed ({@link Mark#DISLODGED}), and crossed as destroyed when it has
   * nowhere to retreat ({@link Mark#DESTROYED}).
   */
  void movementOutcome(MovementResult result) {
    for (DislodgedUnit d : result.dislodged()) {
      Location l = d.unit().location();
      String unit = unitText(d.unit().type(), l);
      mark(Mark.DISLODGED, unit, null, x(l), y(l), 1, 0, d.unit().power());
      java.util.List<Location> options = result.retreatOptions().get(l.province());
      if (options == null || options.isEmpty()) {
        mark(Mark.DESTROYED, unit, null, x(l), y(l), 1, 0, d.unit().power());
      }
    }
  }

  /** A retreat's outcome: each dislodged unit disbanded (ordered to, bounced, or with no valid order) crossed. */
  void retreatOutcome(RetreatResult result) {
    for (Unit u : result.disbanded()) {
      double[] at = dislodgedPoint(u.location());
      mark(Mark.DESTROYED, unitText(u.type(), u.location()), null, at[0], at[1], 1, 0, u.power());
    }
  }

  /**
   * An adjustment's outcome: units removed (by order: destroyed; by the civil disorder rule: its own cross), units
   * built (by order: a badge on the unit the build order draws; by civil disorder: the unit, faded, and its badge).
   */
  void adjustmentOutcome(AdjustmentResult result) {
    java.util.Set<Unit> cdRemoved = new java.util.HashSet<>(result.removedByCivilDisorder());
    for (Unit u : result.removed()) {
      mark(cdRemoved.contains(u) ? Mark.CIVIL_DISORDER_REMOVAL : Mark.DESTROYED, unitText(u.type(), u.location()),
          null, x(u.location()), y(u.location()), 1, 0, u.power());
    }
    java.util.Set<Unit> cdBuilt = new java.util.HashSet<>(result.builtByCivilDisorder());
    for (Unit u : result.built()) {
      if (cdBuilt.contains(u)) {
        svg.raw("<g opacity=\"0.8\"").attr("data-build", unitText(u.type(), u.location()))
            .attr("data-power", u.power().id());
        UnitSymbols.at(svg, x(u.location()), y(u.location()));
        svg.raw(">");
        UnitSymbols.shape(svg, u.type(), radius, palette.colours(u.power()), 1);
        svg.raw("</g>\n");
      }
      mark(cdBuilt.contains(u) ? Mark.CIVIL_DISORDER_BUILD : Mark.BUILT, unitText(u.type(), u.location()), null,
          x(u.location()), y(u.location()), 1, 0, u.power());
    }
  }

  /**
   * One mark, above the units ({@link #over}): a group carrying {@code data-mark} and the unit
   * ({@code data-unit}) or province ({@code data-province}) it marks, faded in another power's view.
   */
  void mark(Mark mark, String unit, String province, double x, double y, double dx, double dy, Power power) {
    used.add(mark);
    over.raw("<g").attr("data-mark", mark.attribute);
    if (unit != null) {
      over.attr("data-unit", unit);
    }
    if (province != null) {
      over.attr("data-province", province);
    }
    if (power != null) {
      fade(over, power);
    }
    over.raw(">");
    mark.draw(over, x, y, radius, dx, dy);
    over.raw("</g>\n");
  }

  /** Units expected and missing (a dashed ring) and units present but not expected (a magenta ring). */
  void differences(List<Unit> missing, List<Unit> unexpected) {
    svg.raw("<g class=\"differences\" fill=\"none\"").attr("stroke-width", radius / 3).raw(">\n");
    for (Unit u : missing) {
      svg.raw("<g").attr("data-missing", unitText(u.type(), u.location())).attr("data-power", u.power().id())
          .raw(" opacity=\"0.7\"");
      UnitSymbols.at(svg, x(u.location()), y(u.location()));
      svg.raw(">");
      UnitSymbols.shape(svg, u.type(), radius, palette.colours(u.power()), 0.8);
      svg.raw("<circle").attr("r", radius * 2)
          .raw(" stroke=\"#ff00ff\" stroke-dasharray=\"3 2\"/></g>\n");
    }
    for (Unit u : unexpected) {
      svg.raw("<circle").attr("data-unexpected", unitText(u.type(), u.location()))
          .attr("cx", x(u.location())).attr("cy", y(u.location())).attr("r", radius * 2)
          .raw(" stroke=\"#ff00ff\"/>\n");
    }
    svg.raw("</g>\n");
  }

  /** The marks drawn above the units, collected while the orders and outcomes were drawn, and the key. */
  void marks() {
    if (over.out.length() > 0) {
      svg.raw("<g class=\"marks\">\n");
      svg.out.append(over.out);
      svg.raw("</g>\n");
    }
    if (key && (!used.isEmpty() || anyFailed)) {
      key();
    }
  }

  /**
   * The key: a box at the lower left of the part shown, one row for each meaning marked in this picture (its glyph
   * and its words), and one for the dashed line of a failed order when there is one. Its text is as large as the
   * board's labels, at least a unit's radius. In a part of the board, which is shown as wide as the whole board, the
   * key is scaled down with the part's width, so that it keeps the size it has on the whole board and does not cover
   * the part it explains.
   */
  private void key() {
    double size = Math.max(radius * 1.1, drawing.labelSize());
    double row = Math.max(size * 1.45, radius * 2.4);
    int rows = used.size() + (anyFailed ? 1 : 0);
    int longest = anyFailed ? 12 : 0;
    for (Mark m : used) {
      longest = Math.max(longest, m.words.length());
    }
    double w = row * 1.6 + size * 0.62 * longest;
    double h = rows * row + row * 0.4;
    double f = Math.round(Math.min(1, frame.width() / drawing.width()) * 10_000) / 10_000.0; // 4 digits
    double x0 = frame.x() + radius;
    double y0 = frame.y() + frame.height() - h - radius;
    svg.raw("<g class=\"key\"");
    if (f < 1) {
      // drawn at the origin in the board's units, then scaled and moved to the part's lower left corner
      svg.raw(" transform=\"translate(").num(frame.x() + radius * f).raw(' ')
          .num(frame.y() + frame.height() - (h + radius) * f).raw(") scale(").raw(Double.toString(f)).raw(")\"");
      x0 = 0;
      y0 = 0;
    }
    svg.raw(" font-size=\"").num(size).raw("\">\n<rect").attr("x", x0).attr("y", y0)
        .attr("width", w).attr("height", h).attr("rx", radius / 2)
        .raw(" fill=\"#ffffff\" fill-opacity=\"0.9\" stroke=\"#000000\"").attr("stroke-width", radius / 8)
        .raw("/>\n");
    double y = y0 + row * 0.2;
    for (Mark m : used) {
      double gx = x0 + row * 0.8;
      double gy = y + row / 2;
      // the glyph, centred in its cell (the badges and signs sit beside a unit: moved back onto the cell)
      double ox = m == Mark.BUILT || m == Mark.CIVIL_DISORDER_BUILD ? -radius * 1.15
          : m == Mark.ILLEGAL || m == Mark.VOID ? radius * 1.15 : 0;
      double oy = m == Mark.BUILT || m == Mark.CIVIL_DISORDER_BUILD || m == Mark.ILLEGAL || m == Mark.VOID
          ? radius * 1.05 : 0;
      double scale = m == Mark.DISLODGED ? 0.55 : m == Mark.DESTROYED || m == Mark.CIVIL_DISORDER_REMOVAL ? 0.6
          : 1;
      svg.raw("<g").attr("data-key", m.attribute).raw(" fill=\"none\">");
      if (scale != 1) {
        svg.raw("<g transform=\"translate(").num(gx).raw(' ').num(gy).raw(") scale(").raw(Double.toString(scale))
            .raw(")\">");
        m.draw(svg, 0, 0, radius, 1, 0);
        svg.raw("</g>");
      } else {
        m.draw(svg, gx + ox, gy + oy, radius, 1, 0);
      }
      svg.raw("<text fill=\"#000000\"").attr("x", x0 + row * 1.6).attr("y", gy + size * 0.35).raw(">")
          .text(m.words).raw("</text></g>\n");
      y += row;
    }
    if (anyFailed) {
      double gy = y + row / 2;
      svg.raw("<g data-key=\"failed\"><path stroke=\"#000000\" fill=\"none\"").attr("stroke-width", radius / 3.5)
          .raw(" stroke-dasharray=\"").num(radius * 0.8).raw(' ').num(radius * 0.5).raw("\" d=\"M")
          .num(x0 + row * 0.2).raw(' ').num(gy).raw("H").num(x0 + row * 1.4).raw("\"/><text fill=\"#000000\"")
          .attr("x", x0 + row * 1.6).attr("y", gy + size * 0.35).raw(">order failed</text></g>\n");
    }
    svg.raw("</g>\n");
  }

  String end() {
    svg.raw(frame.whole() ? "</g>\n</svg>\n" : "</svg>\n</svg>\n");
    return svg.toString();
  }

  /** The orders that have no mark on the board (waives, priority lists), as {data-order, power id, text}. */
  List<String[]> notes(List<? extends Order> orders) {
    List<String[]> out = new ArrayList<>();
    for (Order o : orders) {
      if (!OrderMarks.hasMark(o)) {
        out.add(new String[] {orderText(o), o.power().map(Power::id).orElse(null), notation.print(o)});
      }
    }
    return out;
  }
}
