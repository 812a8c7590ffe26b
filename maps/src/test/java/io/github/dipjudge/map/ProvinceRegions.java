package io.github.dipjudge.map;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Derives each province's region from a converted board, for {@link DrawingConverter}: DPjudge draws borders and
 * coasts as lines, not as one polygon per province, so the regions are found once, at conversion, and stored in the
 * drawing file ({@code region} lines, which {@link MapDrawing#region} reads).
 *
 * <p>How: every line of the board (each {@code d} of its {@code <g class="board">}, coasts and borders alike,
 * {@code M L C Z} commands) is rasterised as a wall {@value #WALL} units thick on a grid of about
 * {@value #MAX_PIXELS} cells; every province's label points (else its unit's drawing point) are seeds; the seeds
 * grow together, breadth first, through the cells between walls (so that a gap in a border splits the leaking area
 * between the two provinces at the middle rather than giving it to one), then into the walls next to them, so that
 * neighbouring regions meet on the line; an area no seed reaches (an unnamed island, an impassable block) belongs to
 * no province. Each province's cells are traced back into closed loops along the cell edges (outer loops clockwise,
 * holes anticlockwise on the screen, so either fill rule fills the region) and simplified (Douglas-Peucker,
 * {@value #TOLERANCE} units, at least {@value #MIN_TOLERANCE} cells).
 *
 * <p>Each label point is checked to lie in its own province's simplified region and in no other; a failure is an
 * error naming the drawing and the province.
 */
final class ProvinceRegions {
  /** The wall's thickness, in board units: closes the small gaps DPjudge's borders leave at the coasts. */
  static final double WALL = 1.0;
  /** The most cells of the grid (its resolution is the finest, up to 4 cells a unit, that stays below this). */
  static final double MAX_PIXELS = 6e6;
  /** The simplification's tolerance, in board units. */
  static final double TOLERANCE = 0.5;
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
    double width = 0;
    double height = 0;
    Map<String, List<double[]>> seeds = new LinkedHashMap<>();
    Map<String, double[]> units = new HashMap<>();
    for (String line : drawing.split("\n")) {
      String[] f = line.split(" ");
      if (f[0].equals("drawing")) {
        width = Double.parseDouble(f[5]);
        height = Double.parseDouble(f[6]);
      } else if (f[0].equals("label")) {
        seeds.computeIfAbsent(f[1], k -> new ArrayList<>())
            .add(new double[] {Double.parseDouble(f[2]), Double.parseDouble(f[3])});
      } else if (f[0].equals("location")) {
        units.put(f[1], new double[] {Double.parseDouble(f[2]), Double.parseDouble(f[3])});
      }
    }
    for (Province p : map.provinces()) {
      double[] u = units.get(p.location().id());
      if (!seeds.containsKey(p.id()) && u != null && p.terrain() != Terrain.IMPASSABLE && (u[0] != 0 || u[1] != 0)) {
        seeds.put(p.id(), List.of(u));
      }
    }
    int start = board.indexOf("<g class=\"board\">");
    int end = board.indexOf("<g class=\"labels\"");
    String lines = board.substring(Math.max(0, start), end < 0 ? board.length() : end);
    Map<String, String> regions = derive(name, width, height, lines, seeds);
    StringBuilder sb = new StringBuilder(drawing);
    for (Province p : map.provinces()) {
      String d = regions.get(p.id());
      if (d != null) {
        sb.append("region ").append(p.id()).append(' ').append(d).append('\n');
      }
    }
    return sb.toString();
  }

  /** The region of each seeded province, as SVG path data, by province id. */
  static Map<String, String> derive(String name, double width, double height, String lines,
      Map<String, List<double[]>> seeds) {
    double s = Math.min(4, Math.sqrt(MAX_PIXELS / (width * height)));
    int w = (int) Math.ceil(width * s) + 1;
    int h = (int) Math.ceil(height * s) + 1;
    boolean[] wall = new boolean[w * h];
    List<String> ids = new ArrayList<>(seeds.keySet());
    // The board's fills in painting order: a cell last painted impassable grey (by a shape holding no label) is
    // nobody's (imperial paints the world's frame grey and its oceans over it; a gap in a coast must not lead a
    // region into the frame).
    // Each cell's paint (an index of its fill colour, 0 the background) is kept too: a region grows only through
    // cells of one paint, so that a gap in a coast does not take land into the sea or the sea into land.
    int[] paint = new int[w * h];
    Map<String, Integer> paints = new HashMap<>();
    paints.put(IMPASSABLE + " no label", -1);
    Matcher m = ELEMENT.matcher(lines);
    while (m.find()) {
      List<double[]> polylines = walls(m.group(1), s, w, h, wall);
      if (!m.group(2).equals("none")) {
        String key = m.group(2).equals(IMPASSABLE) && !holdsSeed(polylines, seeds, s) ? IMPASSABLE + " no label"
            : m.group(2);
        fill(polylines, w, h, paint, paints.computeIfAbsent(key, k -> paints.size()));
      }
    }
    for (int i = 0; i < w * h; i++) {
      wall[i] |= paint[i] == -1;
    }
    int[] owner = new int[w * h];
    int[] queue = new int[w * h];
    int tail = 0;
    for (int k = 0; k < ids.size(); k++) {
      for (double[] pt : seeds.get(ids.get(k))) {
        int cell = free(wall, w, h, (int) Math.round(pt[0] * s), (int) Math.round(pt[1] * s));
        if (cell < 0) {
          throw new IllegalArgumentException(name + ": the label point of " + ids.get(k) + " is inside the lines");
        }
        if (owner[cell] == 0) {
          owner[cell] = k + 1;
          queue[tail++] = cell;
        }
      }
    }
    tail = grow(owner, queue, 0, tail, wall, paint, w, h, false);
    // Then into the walls next to the regions, so that neighbours meet on their border's line.
    int head = 0;
    int[] next = new int[w * h];
    int n = 0;
    for (int i = 0; i < w * h; i++) {
      if (owner[i] != 0) {
        next[n++] = i;
      }
    }
    grow(owner, next, head, n, wall, paint, w, h, true);
    Map<String, String> out = new HashMap<>();
    List<List<int[]>> loops = trace(owner, w, h, ids.size());
    for (int k = 0; k < ids.size(); k++) {
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
        out.put(ids.get(k), d.toString());
      }
    }
    check(name, ids, seeds, out);
    return out;
  }

  /** The nearest cell outside the walls to (x, y), within a few units, or -1. */
  private static int free(boolean[] wall, int w, int h, int x, int y) {
    for (int r = 0; r < 24; r++) {
      for (int dy = -r; dy <= r; dy++) {
        for (int dx = -r; dx <= r; dx++) {
          if (Math.max(Math.abs(dx), Math.abs(dy)) != r) {
            continue;
          }
          int cx = x + dx;
          int cy = y + dy;
          if (cx >= 0 && cy >= 0 && cx < w && cy < h && !wall[cy * w + cx]) {
            return cy * w + cx;
          }
        }
      }
    }
    return -1;
  }

  /** Breadth-first growth from the queued cells, through free cells ({@code intoWalls}: through wall cells). */
  private static int grow(int[] owner, int[] queue, int head, int tail, boolean[] wall, int[] paint, int w, int h,
      boolean intoWalls) {
    while (head < tail) {
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
        if (owner[nc] == 0 && wall[nc] == intoWalls && (intoWalls || paint[nc] == paint[c])) {
          owner[nc] = owner[c];
          queue[tail++] = nc;
        }
      }
    }
    return tail;
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

  /** Whether a seed lies inside the closed polylines (in cells). */
  private static boolean holdsSeed(List<double[]> polylines, Map<String, List<double[]>> seeds, double s) {
    for (List<double[]> points : seeds.values()) {
      for (double[] pt : points) {
        if (contains(polylines, pt[0] * s, pt[1] * s)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Sets the inside of the closed polylines (even-odd) to {@code value}, row by row. */
  private static void fill(List<double[]> polylines, int w, int h, int[] wall, int value) {
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

  /** Each label point lies in its own province's region and in no other. */
  private static void check(String name, List<String> ids, Map<String, List<double[]>> seeds,
      Map<String, String> regions) {
    Map<String, List<double[]>> polys = new HashMap<>();
    for (Map.Entry<String, String> e : regions.entrySet()) {
      polys.put(e.getKey(), loops(e.getValue()));
    }
    for (String id : ids) {
      for (double[] pt : seeds.get(id)) {
        for (Map.Entry<String, List<double[]>> e : polys.entrySet()) {
          boolean in = contains(e.getValue(), pt[0], pt[1]);
          if (in != e.getKey().equals(id)) {
            throw new IllegalArgumentException(name + ": the label point " + num(pt[0]) + " " + num(pt[1]) + " of "
                + id + (in ? " lies in the region of " + e.getKey() : " lies outside its region"));
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
