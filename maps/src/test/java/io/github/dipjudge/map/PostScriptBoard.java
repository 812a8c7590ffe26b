package io.github.dipjudge.map;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads the empty board out of one of DPjudge's PostScript drawings ({@code ../shared/data/maps/dpjudge/*.ps}) and
 * turns it into SVG elements, for {@link DrawingConverter}. It runs the few procedures that DPjudge's map form paints
 * ({@code MapForm}'s {@code PaintProc}: a background rectangle, then {@code Include...} procedures that set a line
 * width, a dash and a colour and call outline procedures of {@code m l c a p n} path operators), with a graphics
 * state of its own (transformation, colour, line width, dash, line cap, the current path, {@code gsave} stack).
 * Everything else in the file (units, arrows, reports) is not run. An operator or name outside that small language is
 * an error naming the file and the token, so that a new drawing that needs more is noticed, never half drawn.
 *
 * <p>Coordinates: the board's rectangle ({@code x0 y0 w h rectfill}) becomes the SVG viewport {@code 0 0 w h}, with
 * y turned downwards: {@code X = x - x0}, {@code Y = y0 + h - y}.
 */
final class PostScriptBoard {
  /** The procedures of the file, by name, as token lists. */
  private final Map<String, List<String>> procedures;
  private final Map<String, String> colours;
  private final String file;
  final double x0;
  final double y0;
  final double width;
  final double height;
  private final String background;
  private final List<String> includes;

  private PostScriptBoard(String file, Map<String, List<String>> procedures, Map<String, String> colours,
      double[] rect, String background, List<String> includes) {
    this.file = file;
    this.procedures = procedures;
    this.colours = colours;
    this.x0 = rect[0];
    this.y0 = rect[1];
    this.width = rect[2];
    this.height = rect[3];
    this.background = background;
    this.includes = includes;
  }

  /** Reads the board of the drawing {@code text} (from {@code file}, for errors). */
  static PostScriptBoard read(String file, String text) {
    Map<String, List<String>> procs = procedures(file, text);
    Map<String, String> colours = colours(file, procs);
    List<String> form = procs.get("MapForm.PaintProc");
    if (form == null) {
      throw new IllegalArgumentException(file + ": no /MapForm with a /PaintProc");
    }
    int concat = form.indexOf("concat");
    int fill = form.indexOf("rectfill");
    double[] rect = new double[4];
    if (concat >= 0 && form.size() > concat + 3 && form.get(concat + 2).equals("clippath")
        && form.get(concat + 3).equals("fill")) {
      // hundred.ps: "SeaBlue clippath fill" paints the form's whole /BBox, which the inverted /Matrix (concat
      // before it) maps onto the board: x0 = e + a * bx0, and so on.
      fill = concat + 3;
      double[] m = numbers(file, text, "/Matrix", 6);
      double[] box = numbers(file, text, "/BBox", 4);
      rect[0] = m[4] + m[0] * box[0];
      rect[1] = m[5] + m[3] * box[1];
      rect[2] = m[0] * (box[2] - box[0]);
      rect[3] = m[3] * (box[3] - box[1]);
    } else if (concat < 0 || fill != concat + 6) {
      throw new IllegalArgumentException(file + ": MapForm's PaintProc does not begin with a background rectfill");
    } else {
      for (int i = 0; i < 4; i++) {
        rect[i] = Double.parseDouble(form.get(concat + 2 + i));
      }
    }
    String bg = colours.get(form.get(concat + 1));
    if (bg == null) {
      throw new IllegalArgumentException(file + ": unknown colour " + form.get(concat + 1) + " in MapForm");
    }
    List<String> includes = new ArrayList<>();
    for (String t : form.subList(fill + 1, form.size())) {
      if (t.equals("r")) {
        break;
      }
      if (!procs.containsKey(t)) {
        throw new IllegalArgumentException(file + ": MapForm calls " + t + ", which the file does not define");
      }
      includes.add(t);
    }
    return new PostScriptBoard(file, procs, colours, rect, bg, includes);
  }

  /**
   * The numbers of the array after the first {@code key} of the {@code /MapForm} dictionary ({@code /Matrix [a b c d
   * e f]}, {@code /BBox [x0 y0 x1 y1]}); the matrix must be a scale and a translation.
   */
  private static double[] numbers(String file, String text, String key, int count) {
    List<String> t = tokens(text.substring(Math.max(0, text.indexOf("/MapForm"))));
    int k = t.indexOf(key);
    if (k < 0 || k + count + 2 >= t.size() || !t.get(k + 1).equals("[") || !t.get(k + count + 2).equals("]")) {
      throw new IllegalArgumentException(file + ": MapForm has no " + key + " of " + count + " numbers");
    }
    double[] out = new double[count];
    for (int i = 0; i < count; i++) {
      out[i] = Double.parseDouble(t.get(k + 2 + i));
    }
    if (count == 6 && (out[1] != 0 || out[2] != 0)) {
      throw new IllegalArgumentException(file + ": MapForm's /Matrix rotates or skews");
    }
    return out;
  }

  /** The colours of {@code VisitColors}, by name, as {@code #rrggbb}. */
  Map<String, String> colours() {
    return colours;
  }

  /** A procedure's tokens, or null. */
  List<String> procedure(String name) {
    return procedures.get(name);
  }

  /**
   * The SVG elements of the board, one per line: the background, then every fill and stroke in painting order, then
   * those of {@code after} (a program of this file's procedures, run after the map form).
   */
  List<String> svgElements(List<String> after) {
    List<String> out = new ArrayList<>();
    out.add("<rect width=\"" + num(width) + "\" height=\"" + num(height) + "\" fill=\"" + background + "\"/>");
    Painter painter = new Painter(out);
    for (String include : includes) {
      painter.run(procedures.get(include));
    }
    painter.run(after);
    painter.flush();
    return out;
  }

  // ---- reading the file ------------------------------------------------------------------------------------------

  /**
   * Every {@code /Name { ... } bd|def} at the start of a line, and the {@code PaintProc} of {@code /MapForm} (as
   * {@code MapForm.PaintProc}), as token lists (comments removed, nested braces kept as tokens).
   */
  private static Map<String, List<String>> procedures(String file, String text) {
    List<String> tokens = tokens(text);
    Map<String, List<String>> out = new HashMap<>();
    for (int i = 0; i + 1 < tokens.size(); i++) {
      String t = tokens.get(i);
      if (t.startsWith("/") && tokens.get(i + 1).equals("{")) {
        int end = matching(file, tokens, i + 1);
        String name = t.substring(1);
        if (name.equals("PaintProc") && !out.containsKey("MapForm.PaintProc")) {
          name = "MapForm.PaintProc";
        }
        out.putIfAbsent(name, List.copyOf(tokens.subList(i + 2, end)));
      }
    }
    return out;
  }

  private static int matching(String file, List<String> tokens, int open) {
    int depth = 0;
    for (int j = open; j < tokens.size(); j++) {
      if (tokens.get(j).equals("{")) {
        depth++;
      } else if (tokens.get(j).equals("}")) {
        depth--;
        if (depth == 0) {
          return j;
        }
      }
    }
    throw new IllegalArgumentException(file + ": unbalanced { at token " + open);
  }

  /** PostScript tokens: names, numbers, {@code /names}, braces and brackets, strings as {@code (text)}. */
  static List<String> tokens(String text) {
    List<String> out = new ArrayList<>();
    int i = 0;
    int n = text.length();
    while (i < n) {
      char ch = text.charAt(i);
      if (ch == '%') {
        while (i < n && text.charAt(i) != '\n') {
          i++;
        }
      } else if (Character.isWhitespace(ch)) {
        i++;
      } else if (ch == '{' || ch == '}' || ch == '[' || ch == ']') {
        out.add(String.valueOf(ch));
        i++;
      } else if (ch == '(') {
        int depth = 0;
        int start = i;
        do {
          char c = text.charAt(i);
          if (c == '\\') {
            i++;
          } else if (c == '(') {
            depth++;
          } else if (c == ')') {
            depth--;
          }
          i++;
        } while (depth > 0 && i < n);
        out.add(text.substring(start, i));
      } else if (ch == '<' || ch == '>') {
        int start = i;
        while (i < n && text.charAt(i) == ch) {
          i++;
        }
        out.add(text.substring(start, i));
      } else {
        int start = i;
        i++;
        while (i < n && !Character.isWhitespace(text.charAt(i)) && "{}[]()<>%/".indexOf(text.charAt(i)) < 0) {
          i++;
        }
        out.add(text.substring(start, i));
      }
    }
    return out;
  }

  /** {@code VisitColors}: lines {@code /Name v g}, {@code /Name r g b r}, {@code /Name c m y k c}. */
  private static Map<String, String> colours(String file, Map<String, List<String>> procs) {
    List<String> body = procs.get("VisitColors");
    if (body == null) {
      throw new IllegalArgumentException(file + ": no /VisitColors");
    }
    Map<String, String> out = new HashMap<>();
    int i = body.indexOf("begin") + 1;
    while (i + 1 < body.size() && !(body.get(i).startsWith("/") && isNumber(body.get(i + 1)))) {
      i++;
    }
    while (i < body.size() && !body.get(i).equals("end")) {
      String name = body.get(i);
      if (!name.startsWith("/")) {
        throw new IllegalArgumentException(file + ": VisitColors: expected a /Name, found " + name);
      }
      List<Double> values = new ArrayList<>();
      i++;
      while (isNumber(body.get(i))) {
        values.add(Double.parseDouble(body.get(i)));
        i++;
      }
      String kind = body.get(i);
      i++;
      out.put(name.substring(1), colour(file, name, kind, values));
    }
    return out;
  }

  private static String colour(String file, String name, String kind, List<Double> v) {
    double r;
    double g;
    double b;
    if (kind.equals("g") && v.size() == 1) {
      r = g = b = v.get(0);
    } else if (kind.equals("r") && v.size() == 3) {
      r = v.get(0);
      g = v.get(1);
      b = v.get(2);
    } else if (kind.equals("c") && v.size() == 4) {
      double k = v.get(3);
      r = (1 - v.get(0)) * (1 - k);
      g = (1 - v.get(1)) * (1 - k);
      b = (1 - v.get(2)) * (1 - k);
    } else {
      throw new IllegalArgumentException(file + ": VisitColors: cannot read the colour " + name + " " + v + " "
          + kind);
    }
    return String.format(Locale.ROOT, "#%02x%02x%02x", channel(r), channel(g), channel(b));
  }

  private static int channel(double v) {
    return (int) Math.round(Math.max(0, Math.min(1, v)) * 255);
  }

  static boolean isNumber(String t) {
    if (t.isEmpty()) {
      return false;
    }
    char c = t.charAt(0);
    if (!(Character.isDigit(c) || c == '-' || c == '.' || c == '+')) {
      return false;
    }
    try {
      Double.parseDouble(t);
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  /** A coordinate or width in the output: at most two decimals, no trailing zeros, no {@code -0}. */
  static String num(double v) {
    long hundredths = Math.round(v * 100);
    if (hundredths == 0) {
      return "0";
    }
    StringBuilder sb = new StringBuilder();
    if (hundredths < 0) {
      sb.append('-');
      hundredths = -hundredths;
    }
    sb.append(hundredths / 100);
    long frac = hundredths % 100;
    if (frac != 0) {
      sb.append('.').append(frac / 10);
      if (frac % 10 != 0) {
        sb.append(frac % 10);
      }
    }
    return sb.toString();
  }

  // ---- painting ------------------------------------------------------------------------------------------------

  /** The graphics state: transformation {@code [a b c d e f]}, colour, line width, dash, cap, and the path. */
  private static final class State {
    double[] m = {1, 0, 0, 1, 0, 0};
    String colour = "#000000";
    double lineWidth = 1;
    double[] dash = {};
    double dashOffset;
    int cap;
    StringBuilder path = new StringBuilder();
    double cx;
    double cy;
    boolean hasPoint;
    double sx;
    double sy;

    State copy() {
      State s = new State();
      s.m = m.clone();
      s.colour = colour;
      s.lineWidth = lineWidth;
      s.dash = dash.clone();
      s.dashOffset = dashOffset;
      s.cap = cap;
      s.path = new StringBuilder(path);
      s.cx = cx;
      s.cy = cy;
      s.hasPoint = hasPoint;
      s.sx = sx;
      s.sy = sy;
      return s;
    }

    double scale() {
      return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
    }
  }

  /** Runs procedures; paints into SVG lines. A fill followed by a stroke of the same path is one element. */
  private final class Painter {
    private final List<String> out;
    private final Deque<Double> stack = new ArrayDeque<>();
    private final Deque<State> saved = new ArrayDeque<>();
    private final Map<String, List<String>> local = new HashMap<>();
    private State g = new State();
    private String pendingFillPath;
    private String pendingFillColour;
    private int depth;

    Painter(List<String> out) {
      this.out = out;
    }

    void run(List<String> body) {
      if (++depth > 50) {
        throw new IllegalArgumentException(file + ": procedures nested too deep");
      }
      for (int i = 0; i < body.size(); i++) {
        String t = body.get(i);
        if (isNumber(t)) {
          stack.push(Double.parseDouble(t));
        } else if (t.startsWith("/") && i + 1 < body.size() && body.get(i + 1).equals("{")) {
          int end = matching(file, body, i + 1);
          local.put(t.substring(1), body.subList(i + 2, end));
          i = end + 1; // the bd or def after the closing brace
          if (i >= body.size() || !(body.get(i).equals("bd") || body.get(i).equals("def"))) {
            throw new IllegalArgumentException(file + ": expected bd or def after the procedure " + t);
          }
        } else if (t.equals("[")) {
          i = dash(body, i);
        } else {
          operator(t);
        }
      }
      depth--;
    }

    /** {@code [ a b ] offset d}. */
    private int dash(List<String> body, int open) {
      List<Double> values = new ArrayList<>();
      int i = open + 1;
      while (!body.get(i).equals("]")) {
        values.add(Double.parseDouble(body.get(i)));
        i++;
      }
      if (!body.get(i + 2).equals("d")) {
        throw new IllegalArgumentException(file + ": an array is only read as a dash ([ ... ] offset d)");
      }
      g.dash = values.stream().mapToDouble(Double::doubleValue).toArray();
      g.dashOffset = Double.parseDouble(body.get(i + 1));
      return i + 2;
    }

    /** The top {@code n} operands, in the order they were pushed. */
    private double[] pop(int n) {
      double[] v = new double[n];
      for (int i = n - 1; i >= 0; i--) {
        v[i] = pop();
      }
      return v;
    }

    private double pop() {
      if (stack.isEmpty()) {
        throw new IllegalArgumentException(file + ": operand stack empty");
      }
      return stack.pop();
    }

    private void operator(String t) {
      switch (t) {
        case "s" -> saved.push(g.copy());
        case "r" -> g = saved.pop();
        case "x" -> {
          double[] v = pop(2);
          concat(new double[] {v[0], 0, 0, v[1], 0, 0});
        }
        case "t" -> {
          double[] v = pop(2);
          concat(new double[] {1, 0, 0, 1, v[0], v[1]});
        }
        case "o" -> {
          double a = Math.toRadians(pop());
          concat(new double[] {Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0});
        }
        case "w" -> g.lineWidth = pop();
        case "setlinecap" -> g.cap = (int) pop();
        case "m" -> {
          double[] v = pop(2);
          moveTo(v[0], v[1]);
        }
        case "l" -> {
          double[] v = pop(2);
          lineTo(v[0], v[1]);
        }
        case "c" -> {
          double[] v = pop(6);
          curveTo(v[0], v[1], v[2], v[3], v[4], v[5]);
        }
        case "a" -> {
          double[] v = pop(5);
          arc(v[0], v[1], v[2], v[3], v[4]);
        }
        case "p" -> {
          if (g.hasPoint) {
            g.path.append('Z');
            g.cx = g.sx;
            g.cy = g.sy;
          }
        }
        case "n" -> {
          g.path.setLength(0);
          g.hasPoint = false;
        }
        case "f" -> fill();
        case "k" -> stroke();
        case "bind" -> { }
        default -> call(t);
      }
    }

    private void call(String t) {
      List<String> proc = local.get(t);
      if (proc == null) {
        proc = procedures.get(t);
      }
      if (proc != null) {
        run(proc);
      } else if (colours.containsKey(t)) {
        g.colour = colours.get(t);
      } else {
        throw new IllegalArgumentException(file + ": the board uses \"" + t + "\", which this reader does not know");
      }
    }

    private void concat(double[] n) {
      double[] m = g.m;
      g.m = new double[] {
          n[0] * m[0] + n[1] * m[2], n[0] * m[1] + n[1] * m[3],
          n[2] * m[0] + n[3] * m[2], n[2] * m[1] + n[3] * m[3],
          n[4] * m[0] + n[5] * m[2] + m[4], n[4] * m[1] + n[5] * m[3] + m[5]};
    }

    private void point(StringBuilder sb, double x, double y) {
      double[] m = g.m;
      double dx = m[0] * x + m[2] * y + m[4];
      double dy = m[1] * x + m[3] * y + m[5];
      sb.append(num(dx - x0)).append(' ').append(num(y0 + height - dy));
    }

    private void moveTo(double x, double y) {
      g.path.append('M');
      point(g.path, x, y);
      g.cx = g.sx = x;
      g.cy = g.sy = y;
      g.hasPoint = true;
    }

    private void lineTo(double x, double y) {
      if (!g.hasPoint) {
        throw new IllegalArgumentException(file + ": lineto without a current point");
      }
      g.path.append('L');
      point(g.path, x, y);
      g.cx = x;
      g.cy = y;
    }

    private void curveTo(double x1, double y1, double x2, double y2, double x3, double y3) {
      if (!g.hasPoint) {
        throw new IllegalArgumentException(file + ": curveto without a current point");
      }
      g.path.append('C');
      point(g.path, x1, y1);
      g.path.append(' ');
      point(g.path, x2, y2);
      g.path.append(' ');
      point(g.path, x3, y3);
      g.cx = x3;
      g.cy = y3;
    }

    /** PostScript's {@code arc}: counter-clockwise from a1 to a2, as cubic curves of at most 90 degrees each. */
    private void arc(double x, double y, double rad, double a1, double a2) {
      while (a2 < a1) {
        a2 += 360;
      }
      double sx = x + rad * Math.cos(Math.toRadians(a1));
      double sy = y + rad * Math.sin(Math.toRadians(a1));
      if (g.hasPoint) {
        lineTo(sx, sy);
      } else {
        moveTo(sx, sy);
      }
      int pieces = Math.max(1, (int) Math.ceil((a2 - a1) / 90 - 1e-9));
      double step = Math.toRadians((a2 - a1) / pieces);
      double k = 4.0 / 3 * Math.tan(step / 4) * rad;
      double a = Math.toRadians(a1);
      for (int i = 0; i < pieces; i++) {
        double b = a + step;
        curveTo(x + rad * Math.cos(a) - k * Math.sin(a), y + rad * Math.sin(a) + k * Math.cos(a),
            x + rad * Math.cos(b) + k * Math.sin(b), y + rad * Math.sin(b) - k * Math.cos(b),
            x + rad * Math.cos(b), y + rad * Math.sin(b));
        a = b;
      }
    }

    private void fill() {
      flush();
      if (g.path.length() > 0) {
        pendingFillPath = g.path.toString();
        pendingFillColour = g.colour;
      }
      g.path.setLength(0);
      g.hasPoint = false;
    }

    private void stroke() {
      String d = g.path.toString();
      StringBuilder sb = new StringBuilder("<path d=\"").append(d).append('"');
      if (d.equals(pendingFillPath)) {
        sb.append(" fill=\"").append(pendingFillColour).append('"');
        pendingFillPath = null;
      } else {
        flush();
        sb.append(" fill=\"none\"");
      }
      double s = g.scale();
      sb.append(" stroke=\"").append(g.colour).append("\" stroke-width=\"").append(num(g.lineWidth * s)).append('"');
      if (g.dash.length > 0) {
        sb.append(" stroke-dasharray=\"");
        for (int i = 0; i < g.dash.length; i++) {
          sb.append(i == 0 ? "" : " ").append(num(g.dash[i] * s));
        }
        sb.append("\" stroke-dashoffset=\"").append(num(g.dashOffset * s)).append('"');
      }
      if (g.cap == 1) {
        sb.append(" stroke-linecap=\"round\"");
      } else if (g.cap == 2) {
        sb.append(" stroke-linecap=\"square\"");
      }
      sb.append("/>");
      if (d.length() > 0) {
        out.add(sb.toString());
      }
      g.path.setLength(0);
      g.hasPoint = false;
    }

    void flush() {
      if (pendingFillPath != null) {
        out.add("<path d=\"" + pendingFillPath + "\" fill=\"" + pendingFillColour + "\"/>");
        pendingFillPath = null;
      }
    }
  }
}
