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
  /** The programs the map form runs, in order: the {@code Include...} procedures, or the world form's own. */
  private final List<List<String>> programs;
  /** The top-level numeric definitions ({@code /Name 1.5 def}, or sums and products of such), by name. */
  private final Map<String, Double> constants;
  private final boolean world;

  private PostScriptBoard(String file, Map<String, List<String>> procedures, Map<String, String> colours,
      double[] rect, String background, List<List<String>> programs, Map<String, Double> constants,
      boolean world) {
    this.file = file;
    this.procedures = procedures;
    this.colours = colours;
    this.constants = constants;
    this.world = world;
    this.x0 = rect[0];
    this.y0 = rect[1];
    this.width = rect[2];
    this.height = rect[3];
    this.background = background;
    this.programs = programs;
  }

  /** Reads the board of the drawing {@code text} (from {@code file}, for errors). */
  static PostScriptBoard read(String file, String text) {
    Map<String, List<String>> procs = procedures(file, text);
    List<String> form = procs.get("MapForm.PaintProc");
    if (form == null) {
      throw new IllegalArgumentException(file + ": no /MapForm with a /PaintProc");
    }
    if (form.contains("ClipCircumference")) {
      return readWorld(file, text, procs, form);
    }
    Map<String, String> colours = colours(file, procs);
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
    List<List<String>> includes = new ArrayList<>();
    for (String t : form.subList(fill + 1, form.size())) {
      if (t.equals("r")) {
        break;
      }
      if (!procs.containsKey(t)) {
        throw new IllegalArgumentException(file + ": MapForm calls " + t + ", which the file does not define");
      }
      includes.add(procs.get(t));
    }
    return new PostScriptBoard(file, procs, colours, rect, bg, includes, Map.of(), false);
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

  /** The tokens with which the world form (imperial.ps) sets the font of its territory numbers, never drawn. */
  private static final List<String> NUMBER_FONT = List.of("MapNumberFont", "MapNumberFontSize", "scalefont",
      "setfont");

  /**
   * A world map's drawing (imperial.ps): no {@code VisitColors} and no background rectangle; the map form clips to
   * the world's outline ({@code ClipCircumference}), fills it with the sea, and paints layers of outline objects
   * ({@code m l c} paths each ended by {@code S}, which each layer redefines; the first layer's {@code S} numbers its
   * objects and fills those listed in {@code Seas} with the sea's colour, the others with the land's). Its colours are
   * the procedures {@code { g setgray }} and {@code { r g b setrgbcolor }}; the board is the rectangle
   * {@code llx lly urx ury /BBury xd /BBurx xd /BBlly xd /BBllx xd}; outside the world the paper is white.
   */
  private static PostScriptBoard readWorld(String file, String text, Map<String, List<String>> procs,
      List<String> form) {
    List<String> tokens = tokens(text);
    Map<String, String> colours = new HashMap<>();
    for (Map.Entry<String, List<String>> e : procs.entrySet()) {
      List<String> b = e.getValue();
      if (b.size() == 2 && b.get(1).equals("setgray") && isNumber(b.get(0))) {
        colours.put(e.getKey(), colour(file, e.getKey(), "g", List.of(Double.parseDouble(b.get(0)))));
      } else if (b.size() == 4 && b.get(3).equals("setrgbcolor") && b.subList(0, 3).stream()
          .allMatch(PostScriptBoard::isNumber)) {
        colours.put(e.getKey(), colour(file, e.getKey(), "r", b.subList(0, 3).stream().map(Double::parseDouble)
            .toList()));
      }
    }
    int ury = tokens.indexOf("/BBury");
    if (ury < 4 || !tokens.subList(ury, ury + 8).equals(List.of("/BBury", "xd", "/BBurx", "xd", "/BBlly", "xd",
        "/BBllx", "xd")) || !tokens.subList(ury - 4, ury).stream().allMatch(PostScriptBoard::isNumber)) {
      throw new IllegalArgumentException(file + ": no board rectangle \"llx lly urx ury /BBury xd /BBurx xd /BBlly xd"
          + " /BBllx xd\"");
    }
    double[] corners = new double[4];
    for (int i = 0; i < 4; i++) {
      corners[i] = Double.parseDouble(tokens.get(ury - 4 + i));
    }
    double[] rect = {corners[0], corners[1], corners[2] - corners[0], corners[3] - corners[1]};
    if (form.size() < 4 || !form.subList(0, 3).equals(List.of("/MapDict", "get", "begin"))
        || !form.get(form.size() - 1).equals("end")) {
      throw new IllegalArgumentException(file + ": the world form's PaintProc is not \"/MapDict get begin ... end\"");
    }
    List<String> program = new ArrayList<>(form.subList(3, form.size() - 1));
    int font = java.util.Collections.indexOfSubList(program, NUMBER_FONT);
    if (font >= 0) {
      program.subList(font, font + NUMBER_FONT.size()).clear();
    }
    return new PostScriptBoard(file, procs, colours, rect, "#ffffff", List.of(List.copyOf(program)),
        constants(tokens), true);
  }

  /**
   * Every top-level {@code /Name ... def} whose value is a number, or numbers and earlier such names combined by
   * {@code add sub mul div}: imperial.ps's sizes and its world's centres and radii. The first definition of a name
   * counts.
   */
  private static Map<String, Double> constants(List<String> tokens) {
    Map<String, Double> out = new HashMap<>();
    for (int i = 0; i < tokens.size(); i++) {
      String t = tokens.get(i);
      if (!t.startsWith("/") || t.length() < 2 || out.containsKey(t.substring(1))) {
        continue;
      }
      Deque<Double> stack = new ArrayDeque<>();
      int j = i + 1;
      for (; j < tokens.size() && j < i + 12; j++) {
        String v = tokens.get(j);
        if (isNumber(v)) {
          stack.push(Double.parseDouble(v));
        } else if (out.containsKey(v)) {
          stack.push(out.get(v));
        } else if (stack.size() >= 2 && List.of("add", "sub", "mul", "div").contains(v)) {
          double b = stack.pop();
          double a = stack.pop();
          stack.push(switch (v) {
            case "add" -> a + b;
            case "sub" -> a - b;
            case "mul" -> a * b;
            default -> a / b;
          });
        } else {
          break;
        }
      }
      if (j < tokens.size() && tokens.get(j).equals("def") && stack.size() == 1) {
        out.put(t.substring(1), stack.pop());
      }
    }
    return out;
  }

  /** Whether this is a world map's drawing ({@link #readWorld}). */
  boolean world() {
    return world;
  }

  /** A top-level numeric definition of a world map's drawing, or an error naming it. */
  double constant(String name) {
    Double v = constants.get(name);
    if (v == null) {
      throw new IllegalArgumentException(file + ": no numeric definition /" + name);
    }
    return v;
  }

  /**
   * The colours, by name, as {@code #rrggbb}: those of {@code VisitColors}, or for a world map's drawing its colour
   * procedures.
   */
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
    for (List<String> program : programs) {
      painter.run(program);
    }
    painter.run(after);
    painter.finish();
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

  /**
   * The graphics state: transformation {@code [a b c d e f]}, colour, line width, dash, cap, the path, and the clip
   * (in SVG coordinates; null when none).
   */
  private static final class State {
    double[] m = {1, 0, 0, 1, 0, 0};
    String colour = "#000000";
    double lineWidth = 1;
    double[] dash = {};
    double dashOffset;
    int cap;
    /** PostScript's line join: 0 miter (SVG's default), 1 round, 2 bevel (ambition.ps rounds its coastlines). */
    int join;
    StringBuilder path = new StringBuilder();
    double cx;
    double cy;
    boolean hasPoint;
    double sx;
    double sy;
    String clip;

    State copy() {
      State s = new State();
      s.m = m.clone();
      s.colour = colour;
      s.lineWidth = lineWidth;
      s.dash = dash.clone();
      s.dashOffset = dashOffset;
      s.cap = cap;
      s.join = join;
      s.path = new StringBuilder(path);
      s.cx = cx;
      s.cy = cy;
      s.hasPoint = hasPoint;
      s.sx = sx;
      s.sy = sy;
      s.clip = clip;
      return s;
    }

    double scale() {
      return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
    }
  }

  /** The name of a variable: a literal {@code /name} on the operand stack. */
  private record Name(String name) {}

  /**
   * Runs procedures; paints into SVG lines. A fill followed by a stroke of the same path is one element. Besides the
   * one-letter path and state operators of DPjudge's drawings it knows the small part of PostScript that imperial.ps's
   * map form and its connection arrows use: numbers, booleans, arrays of numbers, procedures and names on the
   * operand stack, dictionaries of variables ({@code dict begin end def}), arithmetic, comparisons, {@code if} and
   * {@code ifelse}, and one clipping path set before anything is painted: the pictures of {@code MapRenderer} refer to
   * nothing, not even by an id inside the document, so instead of an SVG {@code clipPath} what lies outside the clip is
   * painted over, when the clip ends, in the paper's colour (the board's background).
   */
  private final class Painter {
    private final List<String> out;
    private final Deque<Object> stack = new ArrayDeque<>();
    private final Deque<State> saved = new ArrayDeque<>();
    private final Map<String, List<String>> local = new HashMap<>();
    private final Deque<Map<String, Object>> scopes = new ArrayDeque<>();
    private State g = new State();
    private String pendingFillPath;
    private String pendingFillColour;
    private int depth;
    /** The clip whose outside is to be painted over when it ends, or null. */
    private String openClip;

    Painter(List<String> out) {
      this.out = out;
      scopes.push(new HashMap<>());
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
        } else if (t.startsWith("/")) {
          stack.push(new Name(t.substring(1)));
        } else if (t.equals("{")) {
          int end = matching(file, body, i);
          stack.push(body.subList(i + 1, end));
          i = end;
        } else if (t.equals("[")) {
          i = array(body, i);
        } else {
          operator(t);
        }
      }
      depth--;
    }

    /** {@code [ numbers ]}, pushed as a {@code double[]}. */
    private int array(List<String> body, int open) {
      List<Double> values = new ArrayList<>();
      int i = open + 1;
      while (i < body.size() && !body.get(i).equals("]")) {
        if (!isNumber(body.get(i))) {
          throw new IllegalArgumentException(file + ": an array holds only numbers here, not " + body.get(i));
        }
        values.add(Double.parseDouble(body.get(i)));
        i++;
      }
      stack.push(values.stream().mapToDouble(Double::doubleValue).toArray());
      return i;
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
      return popAs(Double.class, "a number");
    }

    private <T> T popAs(Class<T> type, String what) {
      if (stack.isEmpty()) {
        throw new IllegalArgumentException(file + ": operand stack empty");
      }
      Object o = stack.pop();
      if (!type.isInstance(o)) {
        throw new IllegalArgumentException(file + ": expected " + what + " on the operand stack, found " + o);
      }
      return type.cast(o);
    }

    @SuppressWarnings("unchecked")
    private List<String> popProcedure() {
      return popAs(List.class, "a procedure");
    }

    private Object lookup(String name) {
      for (Map<String, Object> scope : scopes) {
        if (scope.containsKey(name)) {
          return scope.get(name);
        }
      }
      return null;
    }

    private void operator(String t) {
      Object variable = lookup(t);
      if (variable != null) {
        stack.push(variable);
        return;
      }
      switch (t) {
        case "s", "gsave" -> saved.push(g.copy());
        case "r", "grestore" -> grestore();
        case "x", "scale" -> {
          double[] v = pop(2);
          concat(new double[] {v[0], 0, 0, v[1], 0, 0});
        }
        case "t", "translate" -> {
          double[] v = pop(2);
          concat(new double[] {1, 0, 0, 1, v[0], v[1]});
        }
        case "o", "rotate" -> {
          double a = Math.toRadians(pop());
          concat(new double[] {Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0});
        }
        case "w", "setlinewidth" -> g.lineWidth = pop();
        case "currentlinewidth" -> stack.push(g.lineWidth);
        case "setlinecap" -> g.cap = (int) pop();
        case "setlinejoin" -> g.join = (int) pop();
        case "d", "setdash" -> {
          g.dashOffset = pop();
          g.dash = popAs(double[].class, "a dash array").clone();
        }
        case "m", "moveto" -> {
          double[] v = pop(2);
          moveTo(v[0], v[1]);
        }
        case "l", "lineto" -> {
          double[] v = pop(2);
          lineTo(v[0], v[1]);
        }
        case "c", "curveto" -> {
          double[] v = pop(6);
          curveTo(v[0], v[1], v[2], v[3], v[4], v[5]);
        }
        case "a", "arc" -> {
          double[] v = pop(5);
          arc(v[0], v[1], v[2], v[3], v[4]);
        }
        case "p", "closepath" -> {
          if (g.hasPoint) {
            g.path.append('Z');
            g.cx = g.sx;
            g.cy = g.sy;
          }
        }
        case "n", "newpath" -> {
          g.path.setLength(0);
          g.hasPoint = false;
        }
        case "f", "fill" -> fill();
        case "k", "stroke" -> stroke();
        case "setgray" -> g.colour = colour(file, "setgray", "g", List.of(pop()));
        case "setrgbcolor" -> {
          double[] v = pop(3);
          g.colour = colour(file, "setrgbcolor", "r", List.of(v[0], v[1], v[2]));
        }
        case "matrix" -> stack.push(new double[] {1, 0, 0, 1, 0, 0});
        case "currentmatrix" -> {
          popAs(double[].class, "a matrix");
          stack.push(g.m.clone());
        }
        case "setmatrix" -> g.m = popAs(double[].class, "a matrix").clone();
        case "clip" -> clip();
        case "clippath" -> {
          if (g.clip == null) {
            throw new IllegalArgumentException(file + ": clippath without a clip");
          }
          g.path.setLength(0);
          g.path.append(g.clip);
          g.hasPoint = true;
        }
        case "dict" -> {
          pop();
          stack.push(new HashMap<String, Object>());
        }
        case "begin" -> {
          @SuppressWarnings("unchecked")
          Map<String, Object> dict = popAs(Map.class, "a dictionary");
          scopes.push(dict);
        }
        case "end" -> {
          if (scopes.size() < 2) {
            throw new IllegalArgumentException(file + ": end without begin");
          }
          scopes.pop();
        }
        case "def" -> {
          Object value = stack.pop();
          scopes.peek().put(popAs(Name.class, "a /name").name(), value);
        }
        case "xd" -> {
          Name name = popAs(Name.class, "a /name");
          scopes.peek().put(name.name(), stack.pop());
        }
        case "exch" -> {
          Object b = stack.pop();
          Object a = stack.pop();
          stack.push(b);
          stack.push(a);
        }
        case "dup" -> stack.push(stack.peek());
        case "pop" -> stack.pop();
        case "copy" -> {
          int n = (int) pop();
          List<Object> top = new ArrayList<>(stack).subList(0, n);
          for (int i = n - 1; i >= 0; i--) {
            stack.push(top.get(i));
          }
        }
        case "index" -> {
          int n = (int) pop();
          stack.push(new ArrayList<>(stack).get(n));
        }
        case "roll" -> roll();
        case "add", "sub", "mul", "div", "atan" -> {
          double[] v = pop(2);
          stack.push(switch (t) {
            case "add" -> v[0] + v[1];
            case "sub" -> v[0] - v[1];
            case "mul" -> v[0] * v[1];
            case "div" -> v[0] / v[1];
            default -> {
              double deg = Math.toDegrees(Math.atan2(v[0], v[1]));
              yield deg < 0 ? deg + 360 : deg;
            }
          });
        }
        case "neg" -> stack.push(-pop());
        case "sqrt" -> stack.push(Math.sqrt(pop()));
        case "gt", "ge", "lt", "le" -> {
          double[] v = pop(2);
          stack.push(switch (t) {
            case "gt" -> v[0] > v[1];
            case "ge" -> v[0] >= v[1];
            case "lt" -> v[0] < v[1];
            default -> v[0] <= v[1];
          });
        }
        case "eq" -> {
          Object b = stack.pop();
          Object a = stack.pop();
          stack.push(a.equals(b));
        }
        case "and" -> {
          boolean b = popAs(Boolean.class, "a boolean");
          boolean a = popAs(Boolean.class, "a boolean");
          stack.push(a && b);
        }
        case "true" -> stack.push(true);
        case "false" -> stack.push(false);
        case "if" -> {
          List<String> then = popProcedure();
          if (popAs(Boolean.class, "a boolean")) {
            run(then);
          }
        }
        case "ifelse" -> {
          List<String> otherwise = popProcedure();
          List<String> then = popProcedure();
          run(popAs(Boolean.class, "a boolean") ? then : otherwise);
        }
        case "bind" -> { }
        default -> call(t);
      }
    }

    /** {@code n j roll}: the top n operands turned j places (towards the top). */
    private void roll() {
      int j = (int) pop();
      int n = (int) pop();
      List<Object> top = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        top.add(0, stack.pop());
      }
      for (int i = 0; i < n; i++) {
        stack.push(top.get(Math.floorMod(i - j, n)));
      }
    }

    private void call(String t) {
      List<String> proc = local.get(t);
      if (proc == null) {
        proc = procedures.get(t);
      }
      if (proc != null && proc.contains("ObjectNr")) {
        numberedObject(proc);
      } else if (proc != null) {
        run(proc);
      } else if (colours.containsKey(t)) {
        g.colour = colours.get(t);
      } else if (constants.containsKey(t)) {
        stack.push(constants.get(t));
      } else {
        throw new IllegalArgumentException(file + ": the board uses \"" + t + "\", which this reader does not know");
      }
    }

    /**
     * imperial.ps's first-layer {@code S}: fills the path with the colour of the first colour procedure it names
     * (the sea's) when the object's number {@code ObjectNr} is the first of {@code Seas}, which it then drops, else
     * with that of the second (the land's), strokes it, and counts the object.
     */
    private void numberedObject(List<String> body) {
      List<String> named = body.stream().filter(colours::containsKey).distinct().toList();
      if (named.size() != 2) {
        throw new IllegalArgumentException(file + ": a numbered S names the colours " + named + ", not two");
      }
      if (!(lookup("ObjectNr") instanceof Double number) || !(lookup("Seas") instanceof double[] seas)) {
        throw new IllegalArgumentException(file + ": a numbered S without the variables ObjectNr and Seas");
      }
      boolean sea = seas.length > 0 && seas[0] == number;
      if (sea) {
        scopes.peek().put("Seas", java.util.Arrays.copyOfRange(seas, 1, seas.length));
      }
      saved.push(g.copy());
      g.colour = colours.get(named.get(sea ? 0 : 1));
      fill();
      g = saved.pop();
      stroke();
      scopes.peek().put("ObjectNr", number + 1);
    }

    private void grestore() {
      if (saved.isEmpty()) {
        throw new IllegalArgumentException(file + ": grestore without gsave");
      }
      State back = saved.pop();
      if (openClip != null && back.clip == null) {
        endClip();
      }
      g = back;
    }

    /** The current path becomes the clip; only before anything but the background is painted. */
    private void clip() {
      if (g.clip != null || out.size() > 1 || pendingFillPath != null) {
        throw new IllegalArgumentException(file + ": a clip after painting or within a clip, which this reader"
            + " cannot draw (it paints over the outside of the one clip at its end)");
      }
      String d = g.path.toString();
      g.clip = d;
      openClip = d;
    }

    /** Paints over what lies outside the clip: the board's rectangle less the clip, in the paper's colour. */
    private void endClip() {
      flush();
      out.add("<path d=\"M0 0L" + num(width) + " 0L" + num(width) + " " + num(height) + "L0 " + num(height) + "Z"
          + openClip + "\" fill=\"" + background + "\" fill-rule=\"evenodd\"/>");
      openClip = null;
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
      if (g.join == 1) {
        sb.append(" stroke-linejoin=\"round\"");
      } else if (g.join == 2) {
        sb.append(" stroke-linejoin=\"bevel\"");
      }
      sb.append("/>");
      if (d.length() > 0) {
        out.add(sb.toString());
      }
      g.path.setLength(0);
      g.hasPoint = false;
    }

    /** Ends the painting: the last fill, and the outside of a clip still open painted over. */
    void finish() {
      flush();
      if (openClip != null) {
        endClip();
      }
    }

    void flush() {
      if (pendingFillPath != null) {
        out.add("<path d=\"" + pendingFillPath + "\" fill=\"" + pendingFillColour + "\"/>");
        pendingFillPath = null;
      }
    }
  }
}
