package io.github.dipjudge.map;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Derives each province's region from a converted board, for {@link DrawingConverter}: DPjudge draws borders and
 * coasts as lines, not as one polygon per province, so the regions are found once, at conversion, and stored in the
 * drawing file ({@code region} lines, which {@link MapDrawing#region} reads).
 *
 * <p>How: every line of the board (each {@code d} of its {@code <g class="board">}, coasts and borders alike,
 * {@code M L C Z} commands) is rasterised as a wall {@value #WALL} units thick on a grid of about
 * {@value #MAX_PIXELS} cells, with each cell's paint (impassable grey that holds no label is nobody's); each paint is
 * land's or sea's by the kind of most provinces whose unit's point lies on it. Every province's label points (else its
 * unit's point) are seeds, but a label written off its province's kind of paint: its spot ({@value #LABEL_SPOT} units)
 * becomes nobody's and the province is seeded at the cell of its kind nearest its unit's point. The seeds grow
 * together, breadth first, through the cells of one paint between walls (so that a gap in a border splits the leaking
 * area between the two provinces at the middle rather than giving it to one), then into the walls next to them, only
 * as deep as a wall is thick and never into an area of nobody, so that neighbouring regions meet on the line; the
 * cells of its kind within {@value #LABEL_SPOT} units of a label are its province's. An area no seed reaches (an
 * unnamed island, an impassable block) belongs to no province. Each province's cells are traced back into closed
 * loops along the cell edges (outer loops clockwise, holes anticlockwise on the screen, so either fill rule fills the
 * region) and simplified (Douglas-Peucker, {@value #TOLERANCE} units, at least {@value #MIN_TOLERANCE} cells).
 *
 * <p>Each label point is checked to lie in no other province's simplified region, and in its own unless it is
 * written off its kind; a failure is an error naming the drawing and the province.
 */
final class ProvinceRegions {
  /** The wall's thickness, in board units: closes the small gaps DPjudge's borders leave at the coasts. */
  static final double WALL = 1.0;
  /** The most cells of the grid (its resolution is the finest, up to 4 cells a unit, that stays below this). */
  static final double MAX_PIXELS = 6e6;
  /** The simplification's tolerance, in board units. */
  static final double TOLERANCE = 0.5;
  /** The radius of the spot of nobody's around a label written off its province's kind of paint, in board units. */
  static final double LABEL_SPOT = 1.5;
  /** How far from a label written off its coast the province's own kind of paint is looked for, in board units. */
  static final double NEAREST = 30;
  /** The least tolerance, in cells: a cell's staircase is not kept. */
  static final double MIN_TOLERANCE = 1.5;

  private static final Pattern ELEMENT = Pattern.compile("<path d=\"([^\"]*)\" fill=\"([^\"]*)\"");
  /** DPjudge's grey of impassable land (Switzerland): an area of no province, unless a label lies in it. */
  private static final String IMPASSABLE = "#808080";
  private static final Pattern TOKEN = Pattern.compile("[MLCZ]|-?[0-9]+(\\.[0-9]+)?");

  private ProvinceRegions() {}

  /**
   * The drawing text with a {@code region} line for every province that has one appended.
   *
   * @param name the drawing's name, for errors
   * @param drawing the drawing file's text ({@code location} and {@code label} lines)
   * @param board the board's SVG text
   */
  static String append(String name, String drawing, String board, GameMap map) {
    double[] size = size(drawing);
    Map<String, List<double[]>> labels = labels(drawing);
    Map<String, double[]> units = units(drawing);
    List<Seeded> provinces = new ArrayList<>();
    for (Province p : map.provinces()) {
      double[] u = units.get(p.location().id());
      if (p.terrain() != Terrain.IMPASSABLE && (labels.containsKey(p.id()) || u != null && (u[0] != 0 || u[1] != 0))) {
        provinces.add(new Seeded(p.id(), kind(p), labels.getOrDefault(p.id(), List.of()),
            u == null || u[0] == 0 && u[1] == 0 ? null : u));
      }
    }
    Map<String, String> regions = derive(name, size[0], size[1], boardLines(board), provinces);
    StringBuilder sb = new StringBuilder(drawing);
    for (Province p : map.provinces()) {
      String d = regions.get(p.id());
      if (d != null) {
        sb.append("region ").append(p.id()).append(' ').append(d).append('\n');
      }
    }
    return sb.toString();
  }

  /**
   * A province to find the region of: its kind ({@code TRUE} sea, {@code FALSE} land, null either), its label points
   * (in board units) and its unit's point, or null.
   */
  record Seeded(String id, Boolean sea, List<double[]> labels, double[] unit) {}

  /**
   * The kind of paint a province is drawn on: sea, land, or either for a port (DPjudge draws zeus's Okinawa and
   * ancmed's Baleares as a stretch of sea with islands in it).
   */
  static Boolean kind(Province p) {
    return p.isPort() ? null : p.terrain() == Terrain.SEA;
  }

  /** The drawing's width and height, from its {@code drawing} line. */
  static double[] size(String drawing) {
    for (String line : drawing.split("\n")) {
      String[] f = line.split(" ");
      if (f[0].equals("drawing")) {
        return new double[] {Double.parseDouble(f[5]), Double.parseDouble(f[6])};
      }
    }
    throw new IllegalArgumentException("no drawing line");
  }

  /** The label points of each province, by province id. */
  static Map<String, List<double[]>> labels(String drawing) {
    Map<String, List<double[]>> out = new LinkedHashMap<>();
    for (String line : drawing.split("\n")) {
      String[] f = line.split(" ");
      if (f[0].equals("label")) {
        out.computeIfAbsent(f[1], k -> new ArrayList<>())
            .add(new double[] {Double.parseDouble(f[2]), Double.parseDouble(f[3])});
      }
    }
    return out;
  }

  /** The drawing point of each location, by location id. */
  static Map<String, double[]> units(String drawing) {
    Map<String, double[]> out = new HashMap<>();
    for (String line : drawing.split("\n")) {
      String[] f = line.split(" ");
      if (f[0].equals("location")) {
        out.put(f[1], new double[] {Double.parseDouble(f[2]), Double.parseDouble(f[3])});
      }
    }
    return out;
  }

  /** The part of a board's SVG that draws its lines and areas (not its labels). */
  static String boardLines(String board) {
    int start = board.indexOf("<g class=\"board\">");
    int end = board.indexOf("<g class=\"labels\"");
    return board.substring(Math.max(0, start), end < 0 ? board.length() : end);
  }

  /** The grid's scale, in cells a board unit, for a board of this size. */
  static double scale(double width, double height) {
    return Math.min(4, Math.sqrt(MAX_PIXELS / (width * height)));
  }

  /**
   * The board rasterised: each cell's paint (an index of its fill colour in painting order, the last fill over a
   * cell winning; 0 the background, -1 impassable grey that holds no label point) and whether a line crosses it.
   */
  record Raster(double scale, int width, int height, int[] paint, boolean[] wall) {
    int cell(double x, double y) {
      int cx = (int) Math.min(width - 1, Math.max(0, Math.floor(x * scale)));
      int cy = (int) Math.min(height - 1, Math.max(0, Math.floor(y * scale)));
      return cy * width + cx;
    }
  }

  /** Rasterises the board's lines and fills at the given scale; {@code points} tell labelled grey from impassable. */
  static Raster raster(double width, double height, double s, String lines, List<double[]> points) {
    int w = (int) Math.ceil(width * s) + 1;
    int h = (int) Math.ceil(height * s) + 1;
    boolean[] wall = new boolean[w * h];
    // The board's fills in painting order: a cell last painted impassable grey (by a shape that holds no label) is
    // nobody's (imperial paints the world's frame grey and its oceans over it; a gap in a coast must not lead a
    // region into the frame).
    int[] paint = new int[w * h];
    Map<String, Integer> paints = new HashMap<>();
    paints.put(IMPASSABLE + " no label", -1);
    Matcher m = ELEMENT.matcher(lines);
    while (m.find()) {
      List<double[]> polylines = walls(m.group(1), s, w, h, wall);
      if (!m.group(2).equals("none")) {
        String key = m.group(2).equals(IMPASSABLE) && !holdsPoint(polylines, points, s) ? IMPASSABLE + " no label"
            : m.group(2);
        fill(polylines, w, h, paint, paints.computeIfAbsent(key, k -> paints.size()));
      }
    }
    for (int i = 0; i < w * h; i++) {
      wall[i] |= paint[i] == -1;
    }
    return new Raster(s, w, h, paint, wall);
  }

  /**
   * Whether each paint is sea's ({@code TRUE}), land's ({@code FALSE}) or neither's (absent): the kind of most of the
   * provinces whose point (their unit's, else their first label's) lies on it.
   */
  static Map<Integer, Boolean> kinds(Raster r, List<Seeded> provinces) {
    Map<Integer, int[]> votes = new HashMap<>();
    for (Seeded p : provinces) {
      if (p.sea() == null) {
        continue;
      }
      double[] pt = p.unit() != null ? p.unit() : p.labels().get(0);
      votes.computeIfAbsent(r.paint()[r.cell(pt[0], pt[1])], k -> new int[2])[p.sea() ? 1 : 0]++;
    }
    Map<Integer, Boolean> out = new HashMap<>();
    votes.forEach((paint, v) -> {
      if (v[0] != v[1]) {
        out.put(paint, v[1] > v[0]);
      }
    });
    return out;
  }

  /** Whether a point lies on a paint of the other kind than its province's (a label written off its coast). */
  static boolean offItsKind(Raster r, Map<Integer, Boolean> kinds, Seeded p, double[] pt) {
    Boolean kind = kinds.get(r.paint()[r.cell(pt[0], pt[1])]);
    return kind != null && p.sea() != null && !kind.equals(p.sea());
  }

  /** The region of each seeded province, as SVG path data, by province id. */
  static Map<String, String> derive(String name, double width, double height, String lines,
      List<Seeded> provinces) {
    double s = scale(width, height);
    List<double[]> points = new ArrayList<>();
    for (Seeded p : provinces) {
      if (p.labels().isEmpty()) {
        points.add(p.unit());
      } else {
        points.addAll(p.labels());
      }
    }
    Raster raster = raster(width, height, s, lines, points);
    int w = raster.width();
    int h = raster.height();
    boolean[] wall = raster.wall();
    int[] paint = raster.paint();
    // A province grows from its label points that lie on a paint of its kind (land or sea). DPjudge writes a few
    // labels off their coast (youngstown's Naples, Saigon, Mogadishu): grown from there, the province took the sea
    // beside its label. Such a label's spot (a disc of LABEL_SPOT) belongs to nobody.
    Map<Integer, Boolean> kinds = kinds(raster, provinces);
    // Where a province has labels only off its kind, it grows from the cell of its kind nearest to its unit's point
    // (if that is on its kind; else to its first label);
    // where there is none (an island drawn as a line in the sea), from its labels as they are.
    Map<Integer, Integer> moved = new HashMap<>();
    Set<Integer> anyKind = new java.util.HashSet<>();
    Set<double[]> off = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    for (Seeded p : provinces) {
      p.labels().stream().filter(pt -> offItsKind(raster, kinds, p, pt)).forEach(off::add);
    }
    int spot = (int) Math.ceil(Math.max(LABEL_SPOT * s, 3));
    int[] paintBefore = paint.clone();
    boolean[] wallBefore = wall.clone();
    for (double[] pt : off) {
      spot(pt, s, spot, w, h, (x, y) -> {
        paint[y * w + x] = -1;
        wall[y * w + x] = true;
      });
    }
    for (int k = 0; k < provinces.size(); k++) {
      Seeded p = provinces.get(k);
      if (!p.labels().isEmpty() && off.containsAll(p.labels())) {
        double[] pt = p.unit() != null && !offItsKind(raster, kinds, p, p.unit()) ? p.unit() : p.labels().get(0);
        int cell = nearestOfKind(raster, kinds, p.sea(), (int) Math.round(pt[0] * s), (int) Math.round(pt[1] * s),
            (int) Math.ceil(NEAREST * s));
        if (cell >= 0) {
          moved.put(k, cell);
        } else {
          anyKind.add(k);
        }
      }
    }
    for (int k : anyKind) {
      for (double[] pt : provinces.get(k).labels()) {
        off.remove(pt);
        spot(pt, s, spot, w, h, (x, y) -> {
          paint[y * w + x] = paintBefore[y * w + x];
          wall[y * w + x] = wallBefore[y * w + x];
        });
      }
    }
    int[] owner = new int[w * h];
    int[] queue = new int[w * h];
    int tail = 0;
    for (int k = 0; k < provinces.size(); k++) {
      Seeded p = provinces.get(k);
      List<Integer> cells = new ArrayList<>();
      if (moved.containsKey(k)) {
        cells.add(moved.get(k));
      } else if (p.labels().isEmpty()) {
        double[] u = p.unit();
        cells.add(free(raster, kinds, p.sea(), u));
      } else {
        for (double[] pt : p.labels()) {
          if (!off.contains(pt)) {
            cells.add(free(raster, anyKind.contains(k) ? Map.of() : kinds, p.sea(), pt));
          }
        }
      }
      for (int cell : cells) {
        if (cell < 0) {
          throw new IllegalArgumentException(name + ": the label point of " + p.id() + " is inside the lines");
        }
        if (owner[cell] == 0) {
          owner[cell] = k + 1;
          queue[tail++] = cell;
        }
      }
    }
    // A province seeded on a line (an island too small to hold a cell outside its coast) grows through the lines of
    // its paint too.
    boolean[] onLines = new boolean[provinces.size() + 1];
    for (int i = 0; i < tail; i++) {
      onLines[owner[queue[i]]] |= wall[queue[i]];
    }
    tail = grow(owner, queue, 0, tail, wall, paint, w, h, false, Integer.MAX_VALUE, onLines);
    // Then into the lines next to the regions, so that neighbours meet on their border's line; only as deep as a line
    // is thick (a region that crept along every line it touched drew strips into the areas of nobody: imperial's
    // polar frame), and never into an area of nobody.
    int[] next = new int[w * h];
    int n = 0;
    for (int i = 0; i < w * h; i++) {
      if (owner[i] != 0) {
        next[n++] = i;
      }
    }
    grow(owner, next, 0, n, wall, paint, w, h, true, (int) Math.ceil(WALL * s) + 1, onLines);
    // A label written on a line (Apulia's on youngstown, on its border with Naples) keeps its point in its own
    // province: the cells of its kind within LABEL_SPOT of a label point are its province's.
    for (int k = 0; k < provinces.size(); k++) {
      Seeded p = provinces.get(k);
      int kk = k + 1;
      for (double[] pt : p.labels()) {
        if (!off.contains(pt)) {
          spot(pt, s, spot, w, h, (x, y) -> {
            if (ofKind(raster, kinds, p.sea(), y * w + x)) {
              owner[y * w + x] = kk;
            }
          });
        }
      }
    }
    Map<String, String> out = new HashMap<>();
    List<List<int[]>> loops = trace(owner, w, h, provinces.size());
    for (int k = 0; k < provinces.size(); k++) {
      StringBuilder d = new StringBuilder();
      for (int[] loop : loops.get(k)) {
        double[] simple = simplify(loop, w, Math.max(TOLERANCE * s, MIN_TOLERANCE));
        if (simple.length < 6) {
          continue;
        }
        for (int i = 0; i < simple.length; i += 2) {
          d.append(i == 0 ? "M" : "L").append(num(Math.min(width, simple[i] / s))).append(' ')
              .append(num(Math.min(height, simple[i + 1] / s)));
        }
        d.append('Z');
      }
      if (d.length() > 0) {
        out.put(provinces.get(k).id(), d.toString());
      }
    }
    check(name, provinces, off, out);
    return out;
  }

  /**
   * The nearest cell to a point, within a few units, that is outside the lines and on a paint of the province's kind
   * (else of no known kind); else the point's own cell when it has such a paint (a label on an island too small to
   * hold a cell outside its coast); else -1.
   */
  private static int free(Raster r, Map<Integer, Boolean> kinds, Boolean sea, double[] pt) {
    int at = r.cell(pt[0], pt[1]);
    int x = at % r.width();
    int y = at / r.width();
    int c = nearest(r, x, y, 23, k -> !r.wall()[k] && ofKind(r, kinds, sea, k)
        && (sea == null || sea.equals(kinds.get(r.paint()[k]))));
    if (c < 0) {
      c = nearest(r, x, y, 23, k -> !r.wall()[k] && ofKind(r, kinds, sea, k));
    }
    return c >= 0 ? c : ofKind(r, kinds, sea, at) ? at : -1;
  }

  /** The first cell, ring by ring (square rings) out from (x, y) up to {@code radius} cells, that is {@code ok}. */
  private static int nearest(Raster r, int x, int y, int radius, java.util.function.IntPredicate ok) {
    int w = r.width();
    for (int d = 0; d <= radius; d++) {
      for (int dy = -d; dy <= d; dy++) {
        for (int dx = -d; dx <= d; dx++) {
          int cx = x + dx;
          int cy = y + dy;
          if (Math.max(Math.abs(dx), Math.abs(dy)) == d && cx >= 0 && cy >= 0 && cx < w && cy < r.height()
              && ok.test(cy * w + cx)) {
            return cy * w + cx;
          }
        }
      }
    }
    return -1;
  }

  /** Calls {@code cell} on each cell within {@code radius} cells of the point (in board units). */
  private static void spot(double[] pt, double s, int radius, int w, int h,
      java.util.function.BiConsumer<Integer, Integer> cell) {
    int cx = (int) Math.round(pt[0] * s);
    int cy = (int) Math.round(pt[1] * s);
    for (int y = Math.max(0, cy - radius); y <= Math.min(h - 1, cy + radius); y++) {
      for (int x = Math.max(0, cx - radius); x <= Math.min(w - 1, cx + radius); x++) {
        if ((x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius) {
          cell.accept(x, y);
        }
      }
    }
  }

  /** Whether a cell has a paint of the given kind or of no kind (not an area of nobody). */
  private static boolean ofKind(Raster r, Map<Integer, Boolean> kinds, Boolean sea, int cell) {
    Boolean kind = kinds.get(r.paint()[cell]);
    return r.paint()[cell] != -1 && (kind == null || sea == null || kind.equals(sea));
  }

  /**
   * Breadth-first growth from the queued cells, through free cells of the same paint ({@code intoWalls}: through
   * line cells, never into an area of nobody), at most {@code depth} steps from where it starts; an owner marked
   * {@code onLines} grows through the lines of its paint as through free cells.
   */
  private static int grow(int[] owner, int[] queue, int head, int tail, boolean[] wall, int[] paint, int w, int h,
      boolean intoWalls, int depth, boolean[] onLines) {
    for (int level = 0; level < depth && head < tail; level++) {
      int end = tail;
      while (head < end) {
        int c = queue[head++];
        int x = c % w;
        int y = c / w;
        for (int dir = 0; dir < 4; dir++) {
          int nx = x + (dir == 0 ? 1 : dir == 1 ? -1 : 0);
          int ny = y + (dir == 2 ? 1 : dir == 3 ? -1 : 0);
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) {
            continue;
          }
          int nc = ny * w + nx;
          if (owner[nc] == 0 && (wall[nc] == intoWalls || !intoWalls && onLines[owner[c]])
              && (intoWalls ? paint[nc] != -1 : paint[nc] == paint[c])) {
            owner[nc] = owner[c];
            queue[tail++] = nc;
          }
        }
      }
    }
    return tail;
  }

  /**
   * The cell nearest to (x, y) on a paint of the given kind (or of no kind) within {@code radius} cells: outside the
   * lines if there is one, else on them (an island too small to hold a cell outside its coast); -1 if none.
   */
  private static int nearestOfKind(Raster r, Map<Integer, Boolean> kinds, boolean sea, int x, int y, int radius) {
    int c = nearest(r, x, y, radius, k -> !r.wall()[k] && ofKind(r, kinds, sea, k));
    return c >= 0 ? c : nearest(r, x, y, radius, k -> ofKind(r, kinds, sea, k));
  }

  /** Rasterises one path's lines as walls; returns its subpaths, flattened, in cells (x, y pairs). */
  private static List<double[]> walls(String d, double s, int w, int h, boolean[] wall) {
    List<double[]> polylines = new ArrayList<>();
    List<Double> current = new ArrayList<>();
    Matcher t = TOKEN.matcher(d);
    List<String> tokens = new ArrayList<>();
    while (t.find()) {
      tokens.add(t.group());
    }
    double half = WALL / 2 * s;
    double x = 0;
    double y = 0;
    double sx = 0;
    double sy = 0;
    char cmd = 'M';
    int i = 0;
    while (i < tokens.size()) {
      String tok = tokens.get(i);
      if (Character.isLetter(tok.charAt(0))) {
        cmd = tok.charAt(0);
        i++;
        if (cmd == 'Z') {
          segment(x, y, sx, sy, half, w, h, wall);
          x = sx;
          y = sy;
        }
        continue;
      }
      if (cmd == 'M') {
        flush(current, polylines);
        x = sx = Double.parseDouble(tokens.get(i)) * s;
        y = sy = Double.parseDouble(tokens.get(i + 1)) * s;
        current.add(x);
        current.add(y);
        i += 2;
        cmd = 'L';
      } else if (cmd == 'L') {
        double nx = Double.parseDouble(tokens.get(i)) * s;
        double ny = Double.parseDouble(tokens.get(i + 1)) * s;
        segment(x, y, nx, ny, half, w, h, wall);
        x = nx;
        y = ny;
        current.add(x);
        current.add(y);
        i += 2;
      } else if (cmd == 'C') {
        double[] c = new double[6];
        for (int j = 0; j < 6; j++) {
          c[j] = Double.parseDouble(tokens.get(i + j)) * s;
        }
        double px = x;
        double py = y;
        for (int step = 1; step <= 12; step++) {
          double u = step / 12.0;
          double v = 1 - u;
          double qx = v * v * v * x + 3 * v * v * u * c[0] + 3 * v * u * u * c[2] + u * u * u * c[4];
          double qy = v * v * v * y + 3 * v * v * u * c[1] + 3 * v * u * u * c[3] + u * u * u * c[5];
          segment(px, py, qx, qy, half, w, h, wall);
          px = qx;
          py = qy;
          current.add(qx);
          current.add(qy);
        }
        x = c[4];
        y = c[5];
        i += 6;
      } else {
        throw new IllegalArgumentException("path command " + cmd);
      }
    }
    flush(current, polylines);
    return polylines;
  }

  private static void flush(List<Double> current, List<double[]> out) {
    if (current.size() >= 6) {
      double[] a = new double[current.size()];
      for (int i = 0; i < a.length; i++) {
        a[i] = current.get(i);
      }
      out.add(a);
    }
    current.clear();
  }

  /** Whether a point lies inside the closed polylines (in cells). */
  private static boolean holdsPoint(List<double[]> polylines, List<double[]> points, double s) {
    for (double[] pt : points) {
      if (contains(polylines, pt[0] * s, pt[1] * s)) {
        return true;
      }
    }
    return false;
  }

  /** Sets the inside of the closed polylines (even-odd) to {@code value}, row by row. */
  static void fill(List<double[]> polylines, int w, int h, int[] wall, int value) {
    double top = Double.MAX_VALUE;
    double bottom = -Double.MAX_VALUE;
    for (double[] a : polylines) {
      for (int i = 1; i < a.length; i += 2) {
        top = Math.min(top, a[i]);
        bottom = Math.max(bottom, a[i]);
      }
    }
    for (int y = Math.max(0, (int) Math.floor(top)); y < h && y <= bottom; y++) {
      double cy = y + 0.5;
      List<Double> xs = new ArrayList<>();
      for (double[] a : polylines) {
        int n = a.length / 2;
        for (int i = 0, j = n - 1; i < n; j = i++) {
          double yi = a[2 * i + 1];
          double yj = a[2 * j + 1];
          if ((yi > cy) != (yj > cy)) {
            xs.add(a[2 * i] + (a[2 * j] - a[2 * i]) * (cy - yi) / (yj - yi));
          }
        }
      }
      java.util.Collections.sort(xs);
      for (int k = 0; k + 1 < xs.size(); k += 2) {
        for (int x = Math.max(0, (int) Math.ceil(xs.get(k) - 0.5)); x < w && x + 0.5 <= xs.get(k + 1); x++) {
          wall[y * w + x] = value;
        }
      }
    }
  }

  /** A thick segment: discs of radius {@code half} stamped every half cell along it. */
  private static void segment(double ax, double ay, double bx, double by, double half, int w, int h,
      boolean[] wall) {
    double len = Math.hypot(bx - ax, by - ay);
    int steps = Math.max(1, (int) Math.ceil(len * 2));
    int r = (int) Math.ceil(half);
    for (int i = 0; i <= steps; i++) {
      double cx = ax + (bx - ax) * i / steps;
      double cy = ay + (by - ay) * i / steps;
      int x0 = (int) Math.floor(cx - r);
      int y0 = (int) Math.floor(cy - r);
      for (int y = y0; y <= y0 + 2 * r + 1; y++) {
        for (int x = x0; x <= x0 + 2 * r + 1; x++) {
          if (x >= 0 && y >= 0 && x < w && y < h) {
            double dx = x + 0.5 - cx;
            double dy = y + 0.5 - cy;
            if (dx * dx + dy * dy <= half * half) {
              wall[y * w + x] = true;
            }
          }
        }
      }
    }
  }

  /**
   * The boundary loops of each owner's cells, as vertex indices ({@code y * (w + 1) + x}): each edge between a cell
   * of the owner and a cell of another (or the grid's edge), directed so that the owner's cell is on its right
   * (clockwise on the screen around the region), chained end to start.
   */
  private static List<List<int[]>> trace(int[] owner, int w, int h, int owners) {
    int vw = w + 1;
    List<Map<Integer, int[]>> out = new ArrayList<>();
    for (int k = 0; k < owners; k++) {
      out.add(new HashMap<>());
    }
    // outgoing edges by start vertex; a vertex has at most two outgoing edges of one owner (a checkerboard touch)
    for (int y = 0; y < h; y++) {
      for (int x = 0; x < w; x++) {
        int k = owner[y * w + x];
        if (k == 0) {
          continue;
        }
        Map<Integer, int[]> edges = out.get(k - 1);
        int tl = y * vw + x;
        int tr = tl + 1;
        int bl = tl + vw;
        int br = bl + 1;
        if (y == 0 || owner[(y - 1) * w + x] != k) {
          add(edges, tl, tr);
        }
        if (x == w - 1 || owner[y * w + x + 1] != k) {
          add(edges, tr, br);
        }
        if (y == h - 1 || owner[(y + 1) * w + x] != k) {
          add(edges, br, bl);
        }
        if (x == 0 || owner[y * w + x - 1] != k) {
          add(edges, bl, tl);
        }
      }
    }
    List<List<int[]>> loops = new ArrayList<>();
    for (int k = 0; k < owners; k++) {
      Map<Integer, int[]> edges = out.get(k);
      List<int[]> mine = new ArrayList<>();
      List<Integer> starts = new ArrayList<>(edges.keySet());
      java.util.Collections.sort(starts);
      for (int startVertex : starts) {
        while (edges.containsKey(startVertex)) {
          List<Integer> loop = new ArrayList<>();
          int v = startVertex;
          int prev = -1;
          do {
            loop.add(v);
            int nextV = take(edges, v, prev, vw);
            prev = v;
            v = nextV;
          } while (v != startVertex);
          int[] arr = new int[loop.size()];
          for (int i = 0; i < arr.length; i++) {
            arr[i] = loop.get(i);
          }
          mine.add(arr);
        }
      }
      loops.add(mine);
    }
    return loops;
  }

  private static void add(Map<Integer, int[]> edges, int from, int to) {
    int[] e = edges.get(from);
    if (e == null) {
      edges.put(from, new int[] {to, -1});
    } else {
      e[1] = to;
    }
  }

  /**
   * Removes and returns the end of an edge leaving {@code v}; of two (cells touching at a corner), the one that
   * turns right from the way we came, so that touching loops are kept apart.
   */
  private static int take(Map<Integer, int[]> edges, int v, int prev, int vw) {
    int[] e = edges.get(v);
    int pick = 0;
    if (e[1] >= 0 && prev >= 0) {
      int dx = v % vw - prev % vw;
      int dy = v / vw - prev / vw;
      // right turn on the screen (y down): (dx, dy) -> (-dy, dx)
      int rx = v % vw - dy;
      int ry = v / vw + dx;
      pick = e[0] == ry * vw + rx ? 0 : e[1] == ry * vw + rx ? 1 : 0;
    }
    int to = e[pick];
    if (e[1] < 0) {
      edges.remove(v);
    } else {
      e[pick] = e[1 - pick];
      e[1] = -1;
    }
    return to;
  }

  /** The loop's corners (x, y pairs, in cells), simplified within {@code tol}. */
  private static double[] simplify(int[] loop, int w, double tol) {
    int vw = w + 1;
    int n = loop.length;
    double[] xs = new double[n + 1];
    double[] ys = new double[n + 1];
    for (int i = 0; i <= n; i++) {
      xs[i] = loop[i % n] % vw;
      ys[i] = loop[i % n] / vw;
    }
    // split the closed loop at its start and the corner farthest from it
    int far = 0;
    double best = -1;
    for (int i = 0; i < n; i++) {
      double dd = Math.hypot(xs[i] - xs[0], ys[i] - ys[0]);
      if (dd > best) {
        best = dd;
        far = i;
      }
    }
    boolean[] keep = new boolean[n + 1];
    keep[0] = keep[far] = keep[n] = true;
    dp(xs, ys, 0, far, tol, keep);
    dp(xs, ys, far, n, tol, keep);
    List<Double> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (keep[i]) {
        out.add(xs[i]);
        out.add(ys[i]);
      }
    }
    double[] a = new double[out.size()];
    for (int i = 0; i < a.length; i++) {
      a[i] = out.get(i);
    }
    return a;
  }

  private static void dp(double[] xs, double[] ys, int a, int b, double tol, boolean[] keep) {
    // an explicit stack: a loop may be thousands of cells long
    java.util.ArrayDeque<int[]> stack = new java.util.ArrayDeque<>();
    stack.push(new int[] {a, b});
    while (!stack.isEmpty()) {
      int[] seg = stack.pop();
      int i0 = seg[0];
      int i1 = seg[1];
      double dx = xs[i1] - xs[i0];
      double dy = ys[i1] - ys[i0];
      double len = Math.hypot(dx, dy);
      int worst = -1;
      double max = tol;
      for (int i = i0 + 1; i < i1; i++) {
        double dist = len < 1e-9 ? Math.hypot(xs[i] - xs[i0], ys[i] - ys[i0])
            : Math.abs(dx * (ys[i0] - ys[i]) - dy * (xs[i0] - xs[i])) / len;
        if (dist > max) {
          max = dist;
          worst = i;
        }
      }
      if (worst >= 0) {
        keep[worst] = true;
        stack.push(new int[] {i0, worst});
        stack.push(new int[] {worst, i1});
      }
    }
  }

  /**
   * Each label point lies in no other province's region, and in its own unless it is written off its province's
   * kind of paint.
   */
  private static void check(String name, List<Seeded> provinces, Set<double[]> off, Map<String, String> regions) {
    Map<String, List<double[]>> polys = new HashMap<>();
    for (Map.Entry<String, String> e : regions.entrySet()) {
      polys.put(e.getKey(), loops(e.getValue()));
    }
    for (Seeded p : provinces) {
      for (double[] pt : p.labels()) {
        boolean mayBeOutside = off.contains(pt);
        for (Map.Entry<String, List<double[]>> e : polys.entrySet()) {
          boolean in = contains(e.getValue(), pt[0], pt[1]);
          boolean own = e.getKey().equals(p.id());
          if (in ? !own : own && !mayBeOutside) {
            throw new IllegalArgumentException(name + ": the label point "
                + num(pt[0]) + " " + num(pt[1]) + " of " + p.id()
                + (in ? " lies in the region of " + e.getKey() : " lies outside its region"));
          }
        }
      }
    }
  }

  /** The loops of path data {@code M x y L x y ... Z ...}, each as x, y pairs. */
  static List<double[]> loops(String d) {
    List<double[]> out = new ArrayList<>();
    for (String part : d.split("Z")) {
      if (part.isBlank()) {
        continue;
      }
      String[] f = part.replace('M', ' ').replace('L', ' ').trim().split(" +");
      double[] a = new double[f.length];
      for (int i = 0; i < f.length; i++) {
        a[i] = Double.parseDouble(f[i]);
      }
      out.add(a);
    }
    return out;
  }

  /** Even-odd point-in-polygon over every loop. */
  static boolean contains(List<double[]> loops, double x, double y) {
    boolean in = false;
    for (double[] a : loops) {
      int n = a.length / 2;
      for (int i = 0, j = n - 1; i < n; j = i++) {
        double xi = a[2 * i];
        double yi = a[2 * i + 1];
        double xj = a[2 * j];
        double yj = a[2 * j + 1];
        if ((yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi) {
          in = !in;
        }
      }
    }
    return in;
  }

  private static String num(double v) {
    long tenths = Math.round(v * 10);
    String sign = tenths < 0 ? "-" : "";
    tenths = Math.abs(tenths);
    return sign + (tenths / 10) + (tenths % 10 == 0 ? "" : "." + tenths % 10);
  }
}
