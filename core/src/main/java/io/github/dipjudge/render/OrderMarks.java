package io.github.dipjudge.render;

import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Outcome;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.MapDrawing;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Convoy;
import io.github.dipjudge.order.Disband;
import io.github.dipjudge.order.Hold;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.Retreat;
import io.github.dipjudge.order.SupportHold;
import io.github.dipjudge.order.SupportMove;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import java.util.List;

/**
 * Draws one order as a group carrying its identity ({@code data-order}, {@code data-power}) and, with a result, its
 * outcome ({@code data-outcome} the reason, {@code data-status} SUCCEEDED, FAILED or ILLEGAL): moves as arrows
 * (convoyed moves along their convoy), supports as lines to the supported move (on its last leg) or unit ending in a
 * ring, convoys as two arcs around the fleet where the convoyed move's arrow bends through it (else a line to the
 * convoyed move ending in a ring), holds as a ring, retreats as red arrows from the dislodged unit, disbands and
 * removals as a red cross, builds as a ring around the new unit (drawn faded; a failed build has a dashed ring and
 * no unit). A failed order is dashed; an illegal one red, dashed and crossed at its unit; a bounced move has a red
 * bar at its head.
 *
 * <p>Geometry: lines start at the edge of the ordering unit's symbol (radius r) and end short of the target. The
 * orders are drawn below the units ({@link Picture}), so a line that passes a unit (a convoyed move through its
 * fleets, a long move over a third unit) never hides it; the crosses of illegal orders and of disbands go above the
 * units, into {@link Picture#over}.
 */
final class OrderMarks {
  /** The colours of an order of no power. */
  private static final MapDrawing.Colours NO_POWER = new MapDrawing.Colours("#000000", "#ffffff");
  private final Picture p;
  private final double r;
  private String colour = "#000000";
  private boolean halo;
  /** The last arrow's tip and direction (x, y, dx, dy), for a bounce mark. */
  private double[] tip;
  /** The middle and direction of the last support line (x, y, dx, dy), for a cut mark. */
  private double[] lineMid;

  /** The two passes' line widths and the end of their groups' opening tags, formatted once a picture. */
  private final String haloWidth;
  private final String paintWidth;

  OrderMarks(Picture picture) {
    this.p = picture;
    this.r = picture.radius;
    this.haloWidth = new Svg(24).attr("stroke-width", r / 1.6).raw(">").toString();
    this.paintWidth = new Svg(24).attr("stroke-width", r / 3.5).raw(">").toString();
  }

  /** Draws the order; {@code result} may be null (orders not yet adjudicated). Returns false if it has no mark. */
  boolean draw(Order order, OrderResult result, List<? extends Order> all) {
    if (!(order instanceof UnitOrder u) || !hasMark(order)) {
      return false;
    }
    Svg svg = p.svg;
    tip = null;
    lineMid = null;
    MapDrawing.Colours colours = order.power().map(p.palette::colours).orElse(NO_POWER);
    svg.raw("<g").attr("data-order", p.orderText(order));
    order.power().ifPresent(pw -> svg.raw(" data-power=\"").raw(p.ids()[pw.index()]).raw('"'));
    if (result != null) {
      // enum constants' names: nothing to escape
      svg.raw(" data-outcome=\"").raw(result.reason().name()).raw("\" data-status=\"")
          .raw(result.outcome().name()).raw('"');
    }
    svg.raw(" fill=\"none\"");
    if (result != null && !result.succeeded()) {
      svg.attr("stroke-dasharray", dash());
      p.anyFailed = true;
    }
    p.fade(order.power().orElse(null));
    svg.raw(">");
    // Twice: a wider line in the power's contrast colour, then the line in its paint on it, so that an order reads
    // on land, sea and the region colours alike. Marks are made on the second pass only.
    // Performance: the two passes draw the same shapes but for the colour of arrowheads (and a build's unit, drawn
    // on the second pass only), so the second is the first's text copied with its colours overwritten in place
    // (both #rrggbb): an order's numbers are formatted once, not twice (about a tenth of a result picture).
    boolean copy = !(u instanceof Build) && isHex(colours.paint()) && isHex(colours.contrast());
    int from = 0;
    int to = 0;
    for (int pass = 0; pass < 2; pass++) {
      halo = pass == 0;
      colour = halo ? colours.contrast() : colours.paint();
      svg.raw("<g").attr("stroke", colour).raw(halo ? haloWidth : paintWidth);
      if (halo || !copy) {
        colours(0);
        from = svg.out.length();
        if (!copy || !cachedShape(u, all)) {
          shape(u, result, all);
        }
        to = svg.out.length();
      } else {
        int at = svg.out.length();
        svg.out.append(svg.out.substring(from, to)); // copied whole (appending a builder's range goes by char)
        for (int i = 0; i < colourCount; i++) {
          int o = at + colourAt[i] - from;
          svg.out.replace(o, o + colour.length(), colour);
        }
      }
      svg.raw("</g>");
    }
    svg.raw("</g>\n");
    if (result != null) {
      marks(u, result);
    }
    return true;
  }

  /**
   * The text of an order's shapes as drawn in some colour, where it wrote that colour (offsets into the text, each
   * a {@code #rrggbb}), and the tip and line middle it left for the outcome's marks. Immutable once made (its arrays
   * are never written after), so shared between pictures and threads ({@link Prepared#shapes}).
   */
  record Shape(String text, int[] colourAt, double[] tip, double[] lineMid) {}

  /**
   * Writes the shapes of an order whose drawing depends only on locations (a hold, a support to hold, a move or a
   * support to a move drawn straight) from the renderer's cache, or draws them and caches them; returns false for
   * any other order, which the caller draws.
   *
   * <p>Performance: such an order's text is mostly numbers (up to a dozen, each rounded and formatted by hand);
   * the same orders recur from phase to phase and game to game (a unit holds, supports or moves to a neighbour), so
   * they are formatted once a renderer. Only the colours are written per picture, over the cached text in place.
   * The cache is bounded ({@link Prepared#MAX_SHAPES}): when full, orders are drawn as before, uncached.
   */
  private boolean cachedShape(UnitOrder u, List<? extends Order> all) {
    long key = shapeKey(u, all);
    if (key < 0) {
      return false;
    }
    StringBuilder out = p.svg.out;
    Prepared prepared = p.prepared();
    Shape cached = prepared.shapes.get(key);
    int at = out.length();
    if (cached == null) {
      shape(u, null, all);
      int[] offsets = new int[colourCount];
      for (int i = 0; i < colourCount; i++) {
        offsets[i] = colourAt[i] - at;
      }
      if (prepared.shapes.size() < Prepared.MAX_SHAPES) {
        prepared.shapes.putIfAbsent(key, new Shape(out.substring(at), offsets, tip, lineMid));
      }
      return true;
    }
    out.append(cached.text());
    int[] offsets = cached.colourAt();
    if (colourAt.length < offsets.length) {
      colourAt = new int[offsets.length];
    }
    for (int i = 0; i < offsets.length; i++) {
      int o = at + offsets[i];
      colourAt[i] = o;
      out.replace(o, o + colour.length(), colour);
    }
    colourCount = offsets.length;
    tip = cached.tip();
    lineMid = cached.lineMid();
    return true;
  }

  /**
   * The cache key of an order drawn from its locations alone: its kind and up to three location indices; -1 for an
   * order drawn otherwise (convoys, convoyed moves and supports to them, retreat-phase orders, disbands, builds).
   */
  private long shapeKey(UnitOrder u, List<? extends Order> all) {
    if (p.isRetreatPhase()) {
      return -1;
    }
    int a = u.location().index();
    if (u instanceof Hold) {
      return key(0, a, 0, 0);
    } else if (u instanceof SupportHold s) {
      return key(1, a, s.supported().location().index(), 0);
    } else if (u instanceof Move m) {
      return m.viaConvoy() || p.isConvoyed(m, all) ? -1 : key(2, a, m.destination().index(), 0);
    } else if (u instanceof SupportMove s) {
      // drawn towards the supported move as drawnPath finds it: from that move's location, or from the supported
      // unit's when the orders hold no such move
      Location start = s.supported().location();
      for (Order o : all) {
        if (o instanceof Move m && m.location().province() == start.province()
            && m.destination().province() == s.destination().province()) {
          if (m.viaConvoy() || p.isConvoyed(m, all)) {
            return -1;
          }
          start = m.location();
          break;
        }
      }
      return key(3, a, start.index(), s.destination().index());
    }
    return -1;
  }

  private long key(int kind, int a, int b, int c) {
    long n = p.map.locations().size();
    return ((kind * n + a) * n + b) * n + c;
  }

  /** Where the current pass wrote its colour inside the shapes (offsets into the builder), for the second pass. */
  private int[] colourAt = new int[4];
  private int colourCount;

  private void colours(int n) {
    colourCount = n;
  }

  /** {@code  fill="colour"} of the current pass, its place remembered. */
  private void fill(Svg svg) {
    svg.raw(" fill=\"");
    if (colourCount == colourAt.length) {
      colourAt = java.util.Arrays.copyOf(colourAt, colourCount * 2);
    }
    colourAt[colourCount++] = svg.out.length();
    svg.raw(colour).raw('"');
  }

  private static boolean isHex(String colour) {
    if (colour.length() != 7 || colour.charAt(0) != '#') {
      return false;
    }
    for (int i = 1; i < 7; i++) {
      if (Character.digit(colour.charAt(i), 16) < 0) {
        return false;
      }
    }
    return true;
  }

  /** The marks of an order's outcome: illegal, void, cut, bounced. */
  private void marks(UnitOrder u, OrderResult result) {
    Location l = u.location();
    String unit = unitText(u);
    double[] at = p.isRetreatPhase() && (u instanceof Retreat || u instanceof Move || u instanceof Disband)
        ? p.dislodgedPoint(l) : new double[] {p.x(l), p.y(l)};
    Power power = u.power().orElse(null);
    if (result.outcome() == Outcome.ILLEGAL) {
      p.mark(Mark.ILLEGAL, unit, null, at[0], at[1], 1, 0, power);
    } else if (result.reason() == Reason.SUPPORT_VOID || result.reason() == Reason.CONVOY_VOID) {
      p.mark(Mark.VOID, unit, null, at[0], at[1], 1, 0, power);
    } else if (result.reason() == Reason.SUPPORT_CUT && lineMid != null) {
      p.mark(Mark.CUT, unit, null, lineMid[0], lineMid[1], lineMid[2], lineMid[3], power);
    } else if ((result.reason() == Reason.BOUNCED || result.reason() == Reason.RETREAT_BOUNCED) && tip != null) {
      Location dest = u instanceof Move m ? m.destination() : u instanceof Retreat t ? t.destination() : l;
      p.mark(Mark.BOUNCE, unit, dest.province().id(), tip[0], tip[1], tip[2], tip[3], power);
    }
  }

  private String unitText(UnitOrder u) {
    Unit unit = p.isRetreatPhase() ? null : unitOf(p.position(), u);
    if (unit != null) {
      return p.unitText(unit.type(), unit.location());
    }
    return p.unitText(u.unitType().orElse(UnitType.ARMY), u.location());
  }

  /** Whether the order is drawn on the board (else it is listed as text in the title band). */
  static boolean hasMark(Order u) {
    return u instanceof Move || u instanceof SupportHold || u instanceof SupportMove || u instanceof Convoy
        || u instanceof Hold || u instanceof Retreat || u instanceof Disband || u instanceof Build;
  }

  /** The dash pattern of a failed order's line, formatted once a picture. */
  private String dash;

  private String dash() {
    if (dash == null) {
      dash = new Svg(16).num(r * 0.8).raw(" ").num(r * 0.5).toString();
    }
    return dash;
  }

  private void shape(UnitOrder u, OrderResult result, List<? extends Order> all) {
    double ax = p.x(u.location());
    double ay = p.y(u.location());
    if (u instanceof Move m && p.isRetreatPhase()) {
      double[] from = p.dislodgedPoint(u.location()); // a move written in a retreat phase is a retreat
      arrow(new double[] {from[0], from[1], p.x(m.destination()), p.y(m.destination())}, r * 1.2);
    } else if (u instanceof Move m) {
      move(m, ax, ay, result, all);
    } else if (u instanceof Hold) {
      ring(ax, ay, r * 1.5);
    } else if (u instanceof SupportHold s) {
      Location target = s.supported().location();
      double tx = p.x(target);
      double ty = p.y(target);
      line(ax, ay, r * 1.1, tx, ty, r * 1.5);
      ring(tx, ty, r * 1.5);
    } else if (u instanceof SupportMove s) {
      double[] path = drawnPath(s.supported().location(), s.destination(), all);
      towardsMove(ax, ay, path, 0.45, r * 0.45);
    } else if (u instanceof Convoy c) {
      double[] path = drawnPath(c.army().location(), c.destination(), all);
      Location fleet = c.location().province().location(); // where a convoyed move bends at this fleet
      if (!alongPath(p.x(fleet), p.y(fleet), path)) {
        towardsMove(ax, ay, path, 0.5, r * 0.7);
      }
    } else if (u instanceof Retreat t) {
      double[] from = p.dislodgedPoint(u.location());
      arrow(new double[] {from[0], from[1], p.x(t.destination()), p.y(t.destination())}, r * 1.2);
    } else if (u instanceof Disband d) {
      // the order, before adjudication; with a result, the outcome's mark (destroyed) says it
      if (result == null) {
        double[] at = p.isRetreatPhase() ? p.dislodgedPoint(d.location()) : new double[] {ax, ay};
        cross(at[0], at[1], r * 1.1);
      }
    } else if (u instanceof Build b) {
      build(b, ax, ay, result == null || result.succeeded());
    }
  }

  private void move(Move m, double ax, double ay, OrderResult result, List<? extends Order> all) {
    double[] pts = path(m, all);
    pts[0] = ax;
    pts[1] = ay;
    arrow(pts, r * 1.5); // the head stops at the edge of a unit standing there
  }

  /** The points (x, y pairs) a move is drawn through: its unit, its convoy's fleets if convoyed, its destination. */
  private double[] path(Move m, List<? extends Order> all) {
    List<Province> route = m.viaConvoy() || p.isConvoyed(m, all) ? ConvoyRoute.of(p.map, m, all) : List.of();
    double[] pts = new double[4 + 2 * route.size()];
    pts[0] = p.x(m.location());
    pts[1] = p.y(m.location());
    for (int i = 0; i < route.size(); i++) {
      pts[2 + 2 * i] = p.x(route.get(i).location());
      pts[3 + 2 * i] = p.y(route.get(i).location());
    }
    pts[pts.length - 2] = p.x(m.destination());
    pts[pts.length - 1] = p.y(m.destination());
    return pts;
  }

  /**
   * The points of the move from {@code unit} to {@code dest} as it is drawn: along its convoy when the orders hold
   * that move and it is drawn convoyed, else straight.
   */
  private double[] drawnPath(Location unit, Location dest, List<? extends Order> all) {
    for (Order o : all) {
      if (o instanceof Move m && m.location().province() == unit.province()
          && m.destination().province() == dest.province()) {
        double[] pts = path(m, all);
        pts[pts.length - 2] = p.x(dest); // the coast the supporting or convoying order names
        pts[pts.length - 1] = p.y(dest);
        return pts;
      }
    }
    return new double[] {p.x(unit), p.y(unit), p.x(dest), p.y(dest)};
  }

  /**
   * A convoying fleet on the path its convoyed move is drawn along: two arcs around the fleet, open where the path
   * enters and leaves it, so that the fleet is seen to carry the move. Returns false (nothing drawn) when the fleet
   * is not one of the path's bends.
   */
  private boolean alongPath(double fx, double fy, double[] path) {
    int n = path.length / 2;
    for (int i = 1; i < n - 1; i++) {
      if (Math.abs(path[2 * i] - fx) < 1e-6 && Math.abs(path[2 * i + 1] - fy) < 1e-6) {
        double in = Math.atan2(path[2 * i - 1] - fy, path[2 * i - 2] - fx);
        double out = Math.atan2(path[2 * i + 3] - fy, path[2 * i + 2] - fx);
        double ring = r * 2.3; // outside a dislodgement's red ring (1.9 r)
        double gap = 0.45; // radians left open on each side of the path
        Svg svg = p.svg;
        svg.raw("<path data-convoy-bend=\"true\" d=\"");
        arc(svg, fx, fy, ring, in + gap, out - gap);
        arc(svg, fx, fy, ring, out + gap, in - gap);
        svg.raw("\"/>");
        return true;
      }
    }
    return false;
  }

  /** An arc of the circle around (cx, cy), clockwise on the screen from angle {@code a} to {@code b}. */
  private static void arc(Svg svg, double cx, double cy, double radius, double a, double b) {
    double span = b - a;
    while (span <= 0) {
      span += 2 * Math.PI;
    }
    while (span > 2 * Math.PI) {
      span -= 2 * Math.PI;
    }
    if (span > 2 * Math.PI - 0.2) {
      return; // the path enters and leaves on the same side: the gaps have eaten that arc
    }
    double bx = cx + radius * Math.cos(a + span);
    double by = cy + radius * Math.sin(a + span);
    svg.raw("M").num(cx + radius * Math.cos(a)).raw(' ').num(cy + radius * Math.sin(a)).raw("A").num(radius)
        .raw(' ').num(radius).raw(" 0 ").raw(span > Math.PI ? "1" : "0").raw(" 1 ").num(bx).raw(' ').num(by);
  }

  /**
   * A line to the point {@code at} (a fraction) along the last leg of a move drawn through {@code path}, ending in
   * a ring: on the move's arrow, straight or convoyed.
   */
  private void towardsMove(double ax, double ay, double[] path, double at, double ring) {
    int n = path.length;
    double ux = path[n - 4];
    double uy = path[n - 3];
    double mx = ux + (path[n - 2] - ux) * at;
    double my = uy + (path[n - 1] - uy) * at;
    line(ax, ay, r * 1.1, mx, my, ring);
    ring(mx, my, ring);
  }

  /** A ring around the build site (dashed when it failed, as every failed order), and the new unit unless it failed. */
  private void build(Build b, double x, double y, boolean built) {
    Svg svg = p.svg;
    svg.raw("<circle").attr("cx", x).attr("cy", y).attr("r", r * 1.7).raw("/>");
    if (!halo && built && b.unitType().isPresent() && b.power().isPresent()) {
      svg.raw("<g opacity=\"0.8\"").attr("data-build", p.unitText(b.unitType().get(), b.location()));
      UnitSymbols.at(svg, x, y);
      svg.raw(">");
      UnitSymbols.shape(svg, b.unitType().get(), r, p.palette.colours(b.power().get()), 1);
      svg.raw("</g>");
    }
  }

  private void ring(double x, double y, double radius) {
    p.svg.raw("<circle").attr("cx", x).attr("cy", y).attr("r", radius).raw("/>");
  }

  /** A line from (ax, ay) to (bx, by), shortened by {@code cutA} and {@code cutB}. */
  private void line(double ax, double ay, double cutA, double bx, double by, double cutB) {
    double len = Math.hypot(bx - ax, by - ay);
    if (len < 1e-6) {
      return;
    }
    if (cutA + cutB > 0.7 * len) { // neighbours drawn close together: keep a visible line between them
      double f = 0.7 * len / (cutA + cutB);
      cutA *= f;
      cutB *= f;
    }
    double dx = (bx - ax) / len;
    double dy = (by - ay) / len;
    double mid = (cutA + len - cutB) / 2;
    lineMid = new double[] {ax + dx * mid, ay + dy * mid, dx, dy};
    p.svg.raw("<path d=\"M").num(ax + dx * cutA).raw(' ').num(ay + dy * cutA).raw("L").num(bx - dx * cutB)
        .raw(' ').num(by - dy * cutB).raw("\"/>");
  }

  /** A polyline through {@code pts} (x, y pairs) with an arrowhead at its end, starting at the first unit's edge. */
  private void arrow(double[] pts, double endCut) {
    int n = pts.length / 2;
    double[] q = pts.clone();
    double ex = q[2 * n - 2];
    double ey = q[2 * n - 1];
    double px = q[2 * n - 4];
    double py = q[2 * n - 3];
    double len = Math.hypot(ex - px, ey - py);
    if (len < 1e-6) {
      return;
    }
    if (n == 2 && len < SHORT * r) {
      curved(q[0], q[1], ex, ey, len, endCut);
      return;
    }
    // Between neighbours drawn close together the cuts and the head shrink with the distance, so that a short
    // arrow is still an arrow between the two units rather than a head on top of one of them.
    double first = Math.hypot(q[2] - q[0], q[3] - q[1]);
    cutStart(q, Math.min(r * 1.1, 0.25 * first));
    if (n == 2) {
      len = Math.hypot(ex - q[0], ey - q[1]);
    }
    endCut = Math.min(endCut, 0.25 * len);
    double dx = (ex - q[2 * n - 4]) / len;
    double dy = (ey - q[2 * n - 3]) / len;
    double tipX = ex - dx * endCut;
    double tipY = ey - dy * endCut;
    double head = Math.min(r * 1.3, 0.35 * len);
    q[2 * n - 2] = tipX - dx * head;
    q[2 * n - 1] = tipY - dy * head;
    Svg svg = p.svg;
    svg.raw("<path d=\"M").num(q[0]).raw(' ').num(q[1]);
    for (int i = 1; i < n; i++) {
      svg.raw("L").num(q[2 * i]).raw(' ').num(q[2 * i + 1]);
    }
    svg.raw("\"/>");
    double w = Math.min(r * 0.65, head * 0.55);
    svg.raw("<path stroke=\"none\"");
    fill(svg);
    svg.raw(" d=\"M").num(tipX).raw(' ').num(tipY)
        .raw("L").num(q[2 * n - 2] - dy * w).raw(' ').num(q[2 * n - 1] + dx * w)
        .raw("L").num(q[2 * n - 2] + dy * w).raw(' ').num(q[2 * n - 1] - dx * w).raw("Z\"/>");
    tip = new double[] {tipX, tipY, dx, dy};
  }

  /** A move shorter than this many unit radii is drawn curved ({@link #curved}). */
  static final double SHORT = 5;

  /**
   * A short move (neighbours drawn close together, such as lvp to yor): a curve that bulges to the left of the
   * straight line by at least 1.8 unit radii, so that its shaft and head lie beside the two units rather than
   * under them, the head a full size one at the edge of the destination's unit.
   */
  private void curved(double ax, double ay, double ex, double ey, double len, double endCut) {
    double dx = (ex - ax) / len;
    double dy = (ey - ay) / len;
    double bulge = Math.max(1.8 * r, 0.5 * len);
    // a quadratic curve's apex lies halfway to its control point
    double cx = (ax + ex) / 2 + dy * 2 * bulge;
    double cy = (ay + ey) / 2 - dx * 2 * bulge;
    double sl = Math.hypot(cx - ax, cy - ay);
    double sx = ax + (cx - ax) / sl * r * 1.1;
    double sy = ay + (cy - ay) / sl * r * 1.1;
    double el = Math.hypot(cx - ex, cy - ey);
    double cut = Math.max(endCut, r * 1.2);
    double tipX = ex + (cx - ex) / el * cut;
    double tipY = ey + (cy - ey) / el * cut;
    double hx = (tipX - cx) / Math.hypot(tipX - cx, tipY - cy);
    double hy = (tipY - cy) / Math.hypot(tipX - cx, tipY - cy);
    double head = r * 1.1;
    double bx = tipX - hx * head;
    double by = tipY - hy * head;
    double w = r * 0.6;
    Svg svg = p.svg;
    svg.raw("<path d=\"M").num(sx).raw(' ').num(sy).raw("Q").num(cx).raw(' ').num(cy).raw(' ').num(bx).raw(' ')
        .num(by).raw("\"/>");
    svg.raw("<path stroke=\"none\"");
    fill(svg);
    svg.raw(" d=\"M").num(tipX).raw(' ').num(tipY)
        .raw("L").num(bx - hy * w).raw(' ').num(by + hx * w).raw("L").num(bx + hy * w).raw(' ').num(by - hx * w)
        .raw("Z\"/>");
    tip = new double[] {tipX, tipY, hx, hy};
  }

  private static void cutStart(double[] q, double cut) {
    double len = Math.hypot(q[2] - q[0], q[3] - q[1]);
    if (len > cut * 2) {
      q[0] += (q[2] - q[0]) / len * cut;
      q[1] += (q[3] - q[1]) / len * cut;
    }
  }

  /** A cross in the order's colour (a disband or removal ordered). */
  private void cross(double x, double y, double s) {
    p.svg.raw("<path d=\"M").num(x - s).raw(' ').num(y - s).raw("L").num(x + s).raw(' ').num(y + s).raw("M")
        .num(x - s).raw(' ').num(y + s).raw("L").num(x + s).raw(' ').num(y - s).raw("\"/>");
  }

  /** Whether a move is drawn along a convoy: some fleet is ordered to convoy exactly it. */
  static boolean convoyedBy(Move m, List<? extends Order> all) {
    for (Order o : all) {
      if (o instanceof Convoy c && c.army().location().province() == m.location().province()
          && c.destination().province() == m.destination().province()) {
        return m.unitType().orElse(UnitType.ARMY) == UnitType.ARMY;
      }
    }
    return false;
  }

  /** The unit an order is for, in the position, if it is there. */
  static Unit unitOf(Position position, UnitOrder u) {
    return position.unitAt(u.location().province()).orElse(null);
  }
}
