package io.github.dipjudge.map;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Moves the drawing points of units off the board's labels, for {@link DrawingConverter}: DPjudge puts a unit just
 * above its province's label, and its own unit symbols are smaller than a fleet drawn at a readable size, so a fleet
 * in Edinburgh, Kiel or Naples covered the label's top. Each location's point is moved, when its unit's box (the
 * union of a fleet's and an army's as the renderer draws them, with their outlines: 1.6 unit radii either side, 1.35
 * above and 0.8 below the point) overlaps a label's box (0.75 of the font size a character wide, from 0.75 of the size
 * above its baseline to just below it), to the first of these candidates that overlaps no label and stays in the
 * region the point was in: up by a quarter radius at a time, up to two radii, then the same a radius sideways and up,
 * then in sixteen directions (the nearest to straight up first) a quarter radius at a time up to three radii. A point
 * that no candidate clears is kept (and reported in a comment of the drawing file).
 */
final class UnitPlacement {
  private UnitPlacement() {}

  /** The drawing text with its {@code location} lines moved off the labels. */
  static String apply(String drawing) {
    String[] lines = drawing.split("\n", -1);
    double unitScale = 0;
    double labelSize = 0;
    List<double[]> boxes = new ArrayList<>();
    Map<String, List<double[]>> regions = new HashMap<>();
    for (String line : lines) {
      String[] f = line.split(" ");
      if (f[0].equals("drawing")) {
        unitScale = Double.parseDouble(f[8]);
        labelSize = Double.parseDouble(f[12]);
      } else if (f[0].equals("region")) {
        regions.put(f[1], ProvinceRegions.loops(line.substring(line.indexOf(' ', 7) + 1)));
      }
    }
    for (String line : lines) {
      String[] f = line.split(" ");
      if (f[0].equals("label")) {
        double x = Double.parseDouble(f[2]);
        double y = Double.parseDouble(f[3]);
        double half = 0.75 * labelSize * f[5].length() / 2;
        boxes.add(new double[] {x - half, y - 0.75 * labelSize, x + half, y + 0.1 * labelSize});
      }
    }
    double r = 14 * unitScale;
    StringBuilder out = new StringBuilder();
    List<String> kept = new ArrayList<>();
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      String[] f = line.split(" ");
      if (f[0].equals("location") && !(f[2].equals("0") && f[3].equals("0"))) {
        double x = Double.parseDouble(f[2]);
        double y = Double.parseDouble(f[3]);
        String region = regionOf(regions, x, y);
        double[] best = place(x, y, r, boxes, regions, region);
        if (best == null) {
          kept.add(f[1]);
        } else if (best[0] != x || best[1] != y) {
          line = "location " + f[1] + " " + PostScriptBoard.num(best[0]) + " " + PostScriptBoard.num(best[1]);
        }
      }
      out.append(line);
      if (i + 1 < lines.length) {
        out.append('\n');
      }
    }
    if (!kept.isEmpty()) {
      out.append("# units that stay over a label (no room beside it): ").append(String.join(" ", kept)).append('\n');
    }
    return out.toString();
  }

  private static double[] place(double x, double y, double r, List<double[]> boxes,
      Map<String, List<double[]>> regions, String region) {
    // Straight up first (DPjudge's units stand above their labels), then sideways and up; then every direction, the
    // nearest first, up to three radii away.
    double step = r / 4;
    for (int side = 0; side < 3; side++) {
      double dx = side == 0 ? 0 : side == 1 ? -r : r;
      for (int k = 0; k <= 8; k++) {
        double cx = x + dx;
        double cy = y - k * step;
        if (clear(cx, cy, r, boxes) && (region == null || region.equals(regionOf(regions, cx, cy)))) {
          return new double[] {Math.round(cx * 10) / 10.0, Math.round(cy * 10) / 10.0};
        }
      }
    }
    for (int k = 1; k <= 12; k++) {
      for (int a = 0; a < 16; a++) {
        double angle = -Math.PI / 2 + (a % 2 == 0 ? 1 : -1) * ((a + 1) / 2) * Math.PI / 8;
        double cx = x + k * step * Math.cos(angle);
        double cy = y + k * step * Math.sin(angle);
        if (clear(cx, cy, r, boxes) && (region == null || region.equals(regionOf(regions, cx, cy)))) {
          return new double[] {Math.round(cx * 10) / 10.0, Math.round(cy * 10) / 10.0};
        }
      }
    }
    return null;
  }

  private static boolean clear(double x, double y, double r, List<double[]> boxes) {
    double x0 = x - 1.6 * r;
    double x1 = x + 1.6 * r;
    double y0 = y - 1.35 * r;
    double y1 = y + 0.8 * r;
    for (double[] b : boxes) {
      if (x0 < b[2] && b[0] < x1 && y0 < b[3] && b[1] < y1) {
        return false;
      }
    }
    return true;
  }

  private static String regionOf(Map<String, List<double[]>> regions, double x, double y) {
    for (Map.Entry<String, List<double[]>> e : regions.entrySet()) {
      if (ProvinceRegions.contains(e.getValue(), x, y)) {
        return e.getKey();
      }
    }
    return null;
  }
}
