package io.github.dipjudge.render;

import io.github.dipjudge.map.MapDrawing;
import io.github.dipjudge.map.UnitType;

/**
 * The symbols of units: an army is a disc, a fleet a hull with a sail, both filled with the power's paint and
 * outlined in its contrast colour, centred on (an army a little above) the location's drawing point (which the
 * symbol's body covers, so a pixel there has the power's colour), clear of the province's label below it. Sizes
 * follow the drawing's unit scale (DPjudge's).
 */
final class UnitSymbols {
  private UnitSymbols() {}

  /** The radius of a unit symbol on a drawing: 7 units on the standard board (unit scale 0.5). */
  static double radius(MapDrawing drawing) {
    return 14 * drawing.unitScale();
  }

  /**
   * Writes the symbol's shape element, centred on the origin (the caller's group translates it to the drawing
   * point), without identity attributes.
   *
   * @param scale 1 for a unit in place, less for a dislodged unit drawn apart
   */
  static void shape(Svg svg, UnitType type, double r, MapDrawing.Colours colours, double scale) {
    double s = r * scale;
    if (type == UnitType.ARMY) {
      // A little smaller than the fleet's half-length and lifted by a sixth of its radius, so that its lower edge
      // stays above the province's label (whose capitals begin about 0.8 r below the drawing point on the shipped
      // boards), while it still covers the drawing point.
      svg.raw("<circle").attr("cy", -s / 6).attr("r", s * 0.875);
    } else {
      svg.raw("<path d=\"M").num(-1.5 * s).raw(' ').num(-0.35 * s)
          .raw("H").num(1.5 * s)
          .raw("L").num(1.05 * s).raw(' ').num(0.65 * s)
          .raw("H").num(-1.05 * s)
          .raw("ZM").num(-0.15 * s).raw(' ').num(-0.35 * s)
          .raw("V").num(-1.25 * s)
          .raw("L").num(0.85 * s).raw(' ').num(-0.35 * s)
          .raw("Z\"");
    }
    svg.attr("fill", colours.paint()).attr("stroke", colours.contrast()).attr("stroke-width", Math.max(0.5, s / 7))
        .raw("/>");
  }

  /** {@code  transform="translate(x y)"}. */
  static void at(Svg svg, double x, double y) {
    svg.raw(" transform=\"translate(").num(x).raw(' ').num(y).raw(")\"");
  }
}
