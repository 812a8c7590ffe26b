package io.github.dipjudge.map;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Moves the drawing points of units off the board's labels, and the labels where a unit has no room, for
 * {@link DrawingConverter}: DPjudge puts a unit just above its province's label, and its own unit symbols are smaller
 * than a fleet drawn at a readable size, so a fleet in Edinburgh, Kiel or Naples covered the label's top. Each
 * location's point is moved, when its unit's box (the union of a fleet's and an army's as the renderer draws them,
 * with their outlines: 1.6 unit radii either side, 1.35 above and 0.8 below the point) overlaps a label's box (0.75 of
 * the font size a character wide, from 0.75 of the size above its baseline to just below it), to the first of these
 * candidates that overlaps no label and stays in the region the point was in: up by a quarter radius at a time, up to
 * two radii, then the same a radius sideways and up, then in sixteen directions (the nearest to straight up first) a
 * quarter radius at a time up to three radii, then in thirty-two directions up to eight radii.
 *
 * <p>A unit that no candidate clears takes the first spot (its own point first, then the sixteen directions up to
 * three radii, in its region) from which each label it covers can move clear: to the nearest point, a tenth of the
 * label's size at a time up to four sizes in sixteen directions (straight down first), where the label's point, its
 * box's centre and a point a quarter of its size above its baseline lie in the label's own province's region, and
 * whose box overlaps no unit and no other label. Failing that, the first such spot from which each label that cannot
 * move alone can move together with a unit of its own province ({@link #moveWithUnit}: youngstown's Liverpool label,
 * between the Liverpool and Yorkshire units). Failing that too, it takes the spot that covers the fewest labels, and
 * the labels that can move do. The board's {@code text} element of a moved label moves with it
 * ({@link #moveBoardLabels}). The units with no room and the labels left under a unit are listed in comments of the
 * drawing file.
 */
final class UnitPlacement {
  private UnitPlacement() {}

  /** The farthest candidate, in quarter radii. */
  private static final int WIDEST = 32;

  /**
   * The drawing text with its {@code location} lines moved off the labels, and the labels that a unit with no room
   * beside them would still cover moved clear of it.
   */
  static String apply(String drawing) {
    String[] lines = drawing.split("\n", -1);
    double unitScale = 0;
    double labelSize = 0;
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
    // Each label line's index and its box, kept in step with the line when the label moves.
    Map<Integer, double[]> labels = new LinkedHashMap<>();
    for (int i = 0; i < lines.length; i++) {
      String[] f = lines[i].split(" ");
      if (f[0].equals("label")) {
        labels.put(i, labelBox(Double.parseDouble(f[2]), Double.parseDouble(f[3]), labelSize, text(lines[i])));
      }
    }
    List<double[]> boxes = new ArrayList<>(labels.values());
    double r = 14 * unitScale;
    List<double[]> units = new ArrayList<>();
    List<Integer> kept = new ArrayList<>();
    // Each location's unit box by line, as the points move: a point further than three radii keeps clear of the units
    // of other provinces too.
    Map<Integer, double[]> placed = new LinkedHashMap<>();
    for (int i = 0; i < lines.length; i++) {
      String[] f = lines[i].split(" ");
      if (f[0].equals("location") && !(f[2].equals("0") && f[3].equals("0"))) {
        placed.put(i, unitBox(Double.parseDouble(f[2]), Double.parseDouble(f[3]), r));
      }
    }
    for (int i = 0; i < lines.length; i++) {
      String[] f = lines[i].split(" ");
      if (f[0].equals("location") && !(f[2].equals("0") && f[3].equals("0"))) {
        double x = Double.parseDouble(f[2]);
        double y = Double.parseDouble(f[3]);
        String province = f[1].split("/")[0];
        List<double[]> others = new ArrayList<>();
        for (Map.Entry<Integer, double[]> o : placed.entrySet()) {
          if (!lines[o.getKey()].split(" ")[1].split("/")[0].equals(province)) {
            others.add(o.getValue());
          }
        }
        double[] best = place(x, y, r, boxes, regions, regionOf(regions, x, y), others);
        if (best != null) {
          placed.put(i, unitBox(best[0], best[1], r));
        }
        if (best == null) {
          kept.add(i);
          best = new double[] {x, y};
        } else if (best[0] != x || best[1] != y) {
          lines[i] = "location " + f[1] + " " + PostScriptBoard.num(best[0]) + " " + PostScriptBoard.num(best[1]);
        }
        units.add(unitBox(best[0], best[1], r));
      }
    }
    // A unit with no room beside the labels: the first spot in its region (its own point first, then outwards) from
    // which every label it covers can move clear, to the nearest spot (down first: the unit stands above) in the
    // label's own province's region that overlaps no unit and no other label; else the spot covering the fewest labels,
    // moving those that can move.
    List<Integer> unitLines = new ArrayList<>();
    for (int i = 0; i < lines.length; i++) {
      String[] f = lines[i].split(" ");
      if (f[0].equals("location") && !(f[2].equals("0") && f[3].equals("0"))) {
        unitLines.add(i);
      }
    }
    List<String> keptIds = new ArrayList<>();
    for (int i : kept) {
      int slot = unitLines.indexOf(i);
      String[] f = lines[i].split(" ");
      double x = Double.parseDouble(f[2]);
      double y = Double.parseDouble(f[3]);
      String region = regionOf(regions, x, y);
      keptIds.add(f[1]);
      List<double[]> spots = new ArrayList<>();
      spots.add(new double[] {x, y});
      spots.addAll(rings(x, y, r, 12));
      spots.add(fewest(x, y, r, boxes, regions, region));
      // Three tries over the spots: each covered label moving alone; then a label that cannot may move together with
      // a unit of its own province (that unit to a nearby spot of its region clear of every label and unit, the label
      // into the room it leaves); then the spot covering the fewest labels, those that can move moving.
      for (int mode = 0; mode < 3; mode++) {
        boolean placedHere = false;
        for (int n = mode < 2 ? 0 : spots.size() - 1; n < (mode < 2 ? spots.size() - 1 : spots.size()); n++) {
          double[] at = spots.get(n);
          boolean last = mode == 2;
          if (n > 0 && !last && region != null && !region.equals(regionOf(regions, at[0], at[1]))) {
            continue;
          }
          units.set(slot, unitBox(at[0], at[1], r));
          Map<Integer, double[]> trial = new LinkedHashMap<>(labels);
          Map<Integer, String> moved = new HashMap<>();
          Map<Integer, double[]> movedUnits = new HashMap<>();
          boolean all = true;
          for (int l : new ArrayList<>(trial.keySet())) {
            if (!overlaps(units.get(slot), trial.get(l))) {
              continue;
            }
            String[] g = lines[l].split(" ");
            double[] to = moveLabel(Double.parseDouble(g[2]), Double.parseDouble(g[3]), labelSize, text(lines[l]),
                regions.get(g[1]), regions, g[1], units, trial, l);
            if (to == null && mode == 1) {
              to = moveWithUnit(lines, unitLines, slot, l, g, labelSize, r, regions, units, trial, movedUnits);
            }
            if (to == null) {
              all = false;
              if (!last) {
                break;
              }
              continue;
            }
            moved.put(l, "label " + g[1] + " " + PostScriptBoard.num(to[0]) + " " + PostScriptBoard.num(to[1]) + " "
                + g[4] + " " + text(lines[l]));
            trial.put(l, labelBox(to[0], to[1], labelSize, text(lines[l])));
          }
          if (all || last) {
            labels.putAll(trial);
            moved.forEach((l, line) -> lines[l] = line);
            for (Map.Entry<Integer, double[]> m : movedUnits.entrySet()) {
              int line = unitLines.get(m.getKey());
              lines[line] = "location " + lines[line].split(" ")[1] + " " + PostScriptBoard.num(m.getValue()[0]) + " "
                  + PostScriptBoard.num(m.getValue()[1]);
              units.set(m.getKey(), unitBox(m.getValue()[0], m.getValue()[1], r));
            }
            lines[i] = "location " + f[1] + " " + PostScriptBoard.num(at[0]) + " " + PostScriptBoard.num(at[1]);
            placedHere = true;
            break;
          }
          // undo the units a failed try moved
          for (Map.Entry<Integer, double[]> m : movedUnits.entrySet()) {
            String[] u = lines[unitLines.get(m.getKey())].split(" ");
            units.set(m.getKey(), unitBox(Double.parseDouble(u[2]), Double.parseDouble(u[3]), r));
          }
        }
        if (placedHere) {
          break;
        }
      }
    }
    List<String> covered = new ArrayList<>();
    for (Map.Entry<Integer, double[]> e : labels.entrySet()) {
      if (units.stream().anyMatch(u -> overlaps(u, e.getValue()))) {
        covered.add(lines[e.getKey()].split(" ")[1]);
      }
    }
    StringBuilder out = new StringBuilder(String.join("\n", lines));
    if (!kept.isEmpty()) {
      out.append("# units with no room beside a label (the label moves): ").append(String.join(" ", keptIds))
          .append('\n');
    }
    if (!covered.isEmpty()) {
      out.append("# labels that stay under a unit (no room in their province): ").append(String.join(" ", covered))
          .append('\n');
    }
    return out.toString();
  }

  /** A label line's text: what follows its colour. */
  private static String text(String labelLine) {
    int at = 0;
    for (int k = 0; k < 5; k++) {
      at = labelLine.indexOf(' ', at) + 1;
    }
    return labelLine.substring(at);
  }

  /** A label's box: 0.75 of the font size a character wide, from 0.75 of the size above its baseline to just below. */
  private static double[] labelBox(double x, double y, double size, String text) {
    double half = 0.75 * size * text.length() / 2;
    return new double[] {x - half, y - 0.75 * size, x + half, y + 0.1 * size};
  }

  /** A unit's box: the union of a fleet's and an army's with their outlines. */
  private static double[] unitBox(double x, double y, double r) {
    return new double[] {x - 1.6 * r, y - 1.35 * r, x + 1.6 * r, y + 0.8 * r};
  }

  private static boolean overlaps(double[] a, double[] b) {
    return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
  }

  /**
   * The nearest point, a tenth of the label's size at a time up to four sizes away in sixteen directions (straight
   * down first), where the label's point, its box's centre and a point a quarter of its size above its baseline lie in
   * its province's region and its box overlaps no unit and no other label; null when there is none.
   */
  private static double[] moveLabel(double x, double y, double size, String text, List<double[]> own,
      Map<String, List<double[]>> regions, String province, List<double[]> units, Map<Integer, double[]> labels,
      int self) {
    if (own == null) {
      return null;
    }
    double step = size / 10;
    for (int k = 1; k <= 40; k++) {
      for (int a = 0; a < 16; a++) {
        double angle = Math.PI / 2 + (a % 2 == 0 ? 1 : -1) * ((a + 1) / 2) * Math.PI / 8;
        double cx = Math.round((x + k * step * Math.cos(angle)) * 10) / 10.0;
        double cy = Math.round((y + k * step * Math.sin(angle)) * 10) / 10.0;
        double[] box = labelBox(cx, cy, size, text);
        if (units.stream().anyMatch(u -> overlaps(u, box))) {
          continue;
        }
        boolean free = true;
        for (Map.Entry<Integer, double[]> l : labels.entrySet()) {
          if (l.getKey() != self && overlaps(l.getValue(), box)) {
            free = false;
            break;
          }
        }
        if (free && inside(box, cx, cy, province, regions)) {
          return new double[] {cx, cy};
        }
      }
    }
    return null;
  }

  /**
   * A label that cannot move alone, moved together with a unit of its own province: that unit to the nearest spot of
   * the sixteen directions up to three radii (straight up first) in its region whose box overlaps no label (the moving
   * one aside) and no other unit, then the label as {@link #moveLabel} moves it. The unit's new box is written into
   * {@code units} and recorded in {@code movedUnits} by its slot; null, with {@code units} as it was, when no spot lets
   * the label move.
   */
  private static double[] moveWithUnit(String[] lines, List<Integer> unitLines, int self, int label, String[] g,
      double labelSize, double r, Map<String, List<double[]>> regions, List<double[]> units,
      Map<Integer, double[]> labels, Map<Integer, double[]> movedUnits) {
    List<double[]> others = new ArrayList<>();
    for (Map.Entry<Integer, double[]> e : labels.entrySet()) {
      if (e.getKey() != label) {
        others.add(e.getValue());
      }
    }
    for (int slot = 0; slot < unitLines.size(); slot++) {
      String[] u = lines[unitLines.get(slot)].split(" ");
      if (slot == self || !u[1].split("/")[0].equals(g[1])) {
        continue;
      }
      double ux = Double.parseDouble(u[2]);
      double uy = Double.parseDouble(u[3]);
      String region = regionOf(regions, ux, uy);
      double[] was = units.get(slot);
      for (double[] c : rings(ux, uy, r, 12)) {
        double[] box = unitBox(c[0], c[1], r);
        boolean free = clear(c[0], c[1], r, others) && (region == null || region.equals(regionOf(regions, c[0], c[1])));
        for (int o = 0; free && o < units.size(); o++) {
          free = o == slot || !overlaps(box, units.get(o));
        }
        if (!free) {
          continue;
        }
        units.set(slot, box);
        double[] to = moveLabel(Double.parseDouble(g[2]), Double.parseDouble(g[3]), labelSize, text(lines[label]),
            regions.get(g[1]), regions, g[1], units, labels, label);
        if (to != null) {
          movedUnits.put(slot, new double[] {c[0], c[1]});
          return to;
        }
        units.set(slot, was);
      }
    }
    return null;
  }

  private static boolean inside(double[] box, double x, double y, String province,
      Map<String, List<double[]>> regions) {
    double mx = (box[0] + box[2]) / 2;
    double my = (box[1] + box[3]) / 2;
    double[][] probes = {{x, y}, {mx, my}, {x, y - 0.3 * (box[3] - box[1])}};
    for (double[] p : probes) {
      if (!province.equals(regionOf(regions, p[0], p[1]))) {
        return false;
      }
    }
    return true;
  }

  /**
   * The board with the labels that {@code after} moved from where {@code before} had them: each moved label's
   * {@code text} element at its old point moved to the new one (a board that another map's drawing already moved
   * keeps it).
   */
  static String moveBoardLabels(String board, String before, String after, String name) {
    String[] b = before.split("\n", -1);
    List<String> was = new ArrayList<>();
    List<String> now = new ArrayList<>();
    for (String line : b) {
      if (line.startsWith("label ")) {
        was.add(line);
      }
    }
    for (String line : after.split("\n", -1)) {
      if (line.startsWith("label ")) {
        now.add(line);
      }
    }
    String out = board;
    for (int i = 0; i < was.size(); i++) {
      if (was.get(i).equals(now.get(i))) {
        continue;
      }
      String[] o = was.get(i).split(" ");
      String[] n = now.get(i).split(" ");
      String from = "<text x=\"" + o[2] + "\" y=\"" + o[3] + "\" fill=\"" + o[4] + "\">" + text(was.get(i)) + "</text>";
      String to = "<text x=\"" + n[2] + "\" y=\"" + n[3] + "\" fill=\"" + n[4] + "\">" + text(now.get(i)) + "</text>";
      if (out.contains(from)) {
        out = out.replace(from, to);
      } else if (!out.contains(to)) {
        throw new IllegalStateException(name + ": the board has no label " + from);
      }
    }
    return out;
  }

  private static double[] place(double x, double y, double r, List<double[]> boxes,
      Map<String, List<double[]>> regions, String region, List<double[]> others) {
    // Straight up first (DPjudge's units stand above their labels), then sideways and up; then every direction, the
    // nearest first, up to eight radii away (beyond three, clear of the other provinces' units too).
    double step = r / 4;
    for (int side = 0; side < 3; side++) {
      double dx = side == 0 ? 0 : side == 1 ? -r : r;
      for (int k = 0; k <= 8; k++) {
        double cx = Math.round((x + dx) * 10) / 10.0;
        double cy = Math.round((y - k * step) * 10) / 10.0;
        if (clear(cx, cy, r, boxes) && (region == null || region.equals(regionOf(regions, cx, cy)))) {
          return new double[] {cx, cy};
        }
      }
    }
    for (double[] c : rings(x, y, r, WIDEST)) {
      if (clear(c[0], c[1], r, boxes) && (c[2] <= 12 || clear(c[0], c[1], r, others))
          && (region == null || region.equals(regionOf(regions, c[0], c[1])))) {
        return new double[] {c[0], c[1]};
      }
    }
    return null;
  }

  /**
   * The points around {@code (x, y)}, a quarter radius apart, ring by ring up to {@code widest} quarter radii: sixteen
   * directions up to three radii, thirty-two beyond, the nearest to straight up first; each rounded to a tenth, with
   * its ring's number.
   */
  private static List<double[]> rings(double x, double y, double r, int widest) {
    List<double[]> out = new ArrayList<>();
    double step = r / 4;
    for (int k = 1; k <= widest; k++) {
      int directions = k <= 12 ? 16 : 32;
      for (int a = 0; a < directions; a++) {
        double angle = -Math.PI / 2 + (a % 2 == 0 ? 1 : -1) * ((a + 1) / 2) * 2 * Math.PI / directions;
        out.add(new double[] {Math.round((x + k * step * Math.cos(angle)) * 10) / 10.0,
            Math.round((y + k * step * Math.sin(angle)) * 10) / 10.0, k});
      }
    }
    return out;
  }

  /**
   * For a unit that no candidate clears: the candidate (in the order of {@link #place}, its own point first) that
   * covers the fewest labels, so that the fewest labels move.
   */
  private static double[] fewest(double x, double y, double r, List<double[]> boxes,
      Map<String, List<double[]>> regions, String region) {
    double[] best = {x, y};
    int least = covers(x, y, r, boxes);
    for (double[] c : rings(x, y, r, WIDEST)) {
      int n = covers(c[0], c[1], r, boxes);
      if (n < least && (region == null || region.equals(regionOf(regions, c[0], c[1])))) {
        least = n;
        best = new double[] {c[0], c[1]};
      }
    }
    return best;
  }

  private static int covers(double x, double y, double r, List<double[]> boxes) {
    double[] unit = unitBox(x, y, r);
    int n = 0;
    for (double[] b : boxes) {
      if (overlaps(unit, b)) {
        n++;
      }
    }
    return n;
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
