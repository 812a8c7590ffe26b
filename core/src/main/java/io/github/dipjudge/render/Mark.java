package io.github.dipjudge.render;

/**
 * What a picture marks on the board, one glyph per meaning, each drawn above the units in a group carrying
 * {@code data-mark} (the {@link #attribute}) and the unit ({@code data-unit}) or province ({@code data-province})
 * it marks; the picture's key shows the glyph and the {@link #words} of each meaning it uses.
 *
 * <p>The glyphs ({@link #draw}), on a white halo so that they read on any unit or land colour, sized by the unit's
 * radius {@code r}:
 * <ul>
 *   <li>bounce: an orange-red bar across the head of a move that bounced;
 *   <li>dislodged: a red ring around the unit;
 *   <li>destroyed: a black cross over the unit (no retreat, a failed retreat, a disband or removal ordered);
 *   <li>removed by civil disorder: a purple cross over the unit;
 *   <li>built: a green badge with a plus at the unit's upper right;
 *   <li>built by civil disorder: a purple badge with a plus;
 *   <li>illegal: a red "no entry" sign (a circle and a bar) at the unit's upper left;
 *   <li>void: the same sign in grey (a support or convoy that matched no order);
 *   <li>cut: a red zigzag across a support's line.
 * </ul>
 */
enum Mark {
  BOUNCE("bounce", "move bounced"),
  DISLODGED("dislodged", "dislodged"),
  DESTROYED("destroyed", "destroyed or disbanded"),
  CIVIL_DISORDER_REMOVAL("civil-disorder-removal", "removed in civil disorder"),
  BUILT("built", "built"),
  CIVIL_DISORDER_BUILD("civil-disorder-build", "built in civil disorder"),
  ILLEGAL("illegal", "illegal order"),
  VOID("void", "void order"),
  CUT("cut", "support cut");

  static final String PURPLE = "#8a2be2";
  final String attribute;
  final String words;

  Mark(String attribute, String words) {
    this.attribute = attribute;
    this.words = words;
  }

  /**
   * Writes the glyph's shapes (no group, no identity) for a unit of radius {@code r} at (x, y); {@code dx, dy} is
   * the unit direction of the line a bounce or cut mark lies across.
   */
  void draw(Svg svg, double x, double y, double r, double dx, double dy) {
    switch (this) {
      case BOUNCE -> bar(svg, x, y, -dy * r * 1.1, dx * r * 1.1, "#ff4500", r);
      case DISLODGED -> svg.raw("<circle fill=\"none\" stroke=\"#ffffff\"").attr("stroke-width", r / 2.2)
          .attr("cx", x).attr("cy", y).attr("r", r * 1.9).raw("/><circle fill=\"none\" stroke=\"#e00000\"")
          .attr("stroke-width", r / 4).attr("cx", x).attr("cy", y).attr("r", r * 1.9).raw("/>");
      case DESTROYED -> cross(svg, x, y, r * 1.05, "#000000", r);
      case CIVIL_DISORDER_REMOVAL -> cross(svg, x, y, r * 1.05, PURPLE, r);
      case BUILT -> badge(svg, x + r * 1.15, y - r * 1.05, r, "#008000");
      case CIVIL_DISORDER_BUILD -> badge(svg, x + r * 1.15, y - r * 1.05, r, PURPLE);
      case ILLEGAL -> noEntry(svg, x - r * 1.15, y - r * 1.05, r, "#e00000");
      case VOID -> noEntry(svg, x - r * 1.15, y - r * 1.05, r, "#7f7f7f");
      case CUT -> {
        double s = r * 0.55;
        double nx = -dy;
        double ny = dx;
        Svg d = new Svg(96);
        d.raw("M").num(x + nx * s * 1.6 - dx * s * 0.5).raw(' ').num(y + ny * s * 1.6 - dy * s * 0.5)
            .raw("L").num(x + nx * s * 0.3 + dx * s * 0.6).raw(' ').num(y + ny * s * 0.3 + dy * s * 0.6)
            .raw("L").num(x - nx * s * 0.3 - dx * s * 0.6).raw(' ').num(y - ny * s * 0.3 - dy * s * 0.6)
            .raw("L").num(x - nx * s * 1.6 + dx * s * 0.5).raw(' ').num(y - ny * s * 1.6 + dy * s * 0.5);
        for (int i = 0; i < 2; i++) {
          svg.raw("<path fill=\"none\" stroke-linejoin=\"round\" stroke-linecap=\"round\"")
              .attr("stroke", i == 0 ? "#ffffff" : "#e00000").attr("stroke-width", i == 0 ? r / 1.7 : r / 3.5)
              .attr("d", d.toString()).raw("/>");
        }
      }
      default -> throw new AssertionError(this);
    }
  }

  private static void bar(Svg svg, double x, double y, double hx, double hy, String colour, double r) {
    for (int i = 0; i < 2; i++) {
      svg.raw("<path stroke-linecap=\"round\"").attr("stroke", i == 0 ? "#ffffff" : colour)
          .attr("stroke-width", i == 0 ? r / 1.5 : r / 2.8).raw(" d=\"M").num(x - hx).raw(' ').num(y - hy)
          .raw("L").num(x + hx).raw(' ').num(y + hy).raw("\"/>");
    }
  }

  private static void cross(Svg svg, double x, double y, double s, String colour, double r) {
    for (int i = 0; i < 2; i++) {
      svg.raw("<path fill=\"none\" stroke-linecap=\"round\"").attr("stroke", i == 0 ? "#ffffff" : colour)
          .attr("stroke-width", i == 0 ? r / 1.4 : r / 3).raw(" d=\"M").num(x - s).raw(' ').num(y - s).raw("L")
          .num(x + s).raw(' ').num(y + s).raw("M").num(x - s).raw(' ').num(y + s).raw("L").num(x + s).raw(' ')
          .num(y - s).raw("\"/>");
    }
  }

  private static void badge(Svg svg, double x, double y, double r, String colour) {
    double b = r * 0.6;
    svg.raw("<circle stroke=\"#ffffff\"").attr("stroke-width", r / 6).attr("fill", colour).attr("cx", x)
        .attr("cy", y).attr("r", b).raw("/><path stroke=\"#ffffff\"").attr("stroke-width", r / 5).raw(" d=\"M")
        .num(x - b * 0.6).raw(' ').num(y).raw("H").num(x + b * 0.6).raw("M").num(x).raw(' ').num(y - b * 0.6)
        .raw("V").num(y + b * 0.6).raw("\"/>");
  }

  private static void noEntry(Svg svg, double x, double y, double r, String colour) {
    double b = r * 0.6;
    double k = b * 0.7071;
    svg.raw("<circle fill=\"#ffffff\"").attr("stroke", colour).attr("stroke-width", r / 4.5).attr("cx", x)
        .attr("cy", y).attr("r", b).raw("/><path").attr("stroke", colour).attr("stroke-width", r / 4.5)
        .raw(" d=\"M").num(x - k).raw(' ').num(y + k).raw("L").num(x + k).raw(' ').num(y - k).raw("\"/>");
  }
}
