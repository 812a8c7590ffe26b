package io.github.dipjudge.map;

import com.google.common.collect.ImmutableMap;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Converts DPjudge's PostScript drawings ({@code ../shared/data/maps/dpjudge/*.ps}) into the shipped drawing
 * resources ({@code maps/src/main/resources/io/github/dipjudge/map/drawings/}): for each drawing a board
 * ({@code <ps name>.svg}: the empty board and the province labels, a standalone SVG) and for each shipped map a
 * drawing file ({@code <map id>.drawing}: which board, the power colours, the drawing point of every location, every
 * supply-centre dot and every label), in the format {@link MapDrawing} reads. Each file names its source and keeps
 * DPjudge's MIT notice; the PostScript files themselves are not copied.
 *
 * <p>{@link DrawingFilesTest} re-converts every drawing and checks it equals the shipped file; run it with
 * {@code -Ddipjudge.writeDrawings=true} to write the files instead (maps/README.md, "Drawings").
 */
final class DrawingConverter {
  private DrawingConverter() {}

  /** The PostScript drawing of each shipped map (maps that say {@code MAP standard} use {@code standard.ps}). */
  static final ImmutableMap<String, String> SOURCES = ImmutableMap.<String, String>builder()
      .put("standard", "standard").put("pure", "pure").put("fleetrome", "standard").put("ancmed", "ancmed")
      .put("1900", "1900").put("modern", "modern").put("youngstown", "youngstown").put("chaos", "chaos")
      .put("mila-modern", "modern").put("void", "void").put("aberration", "aberration").put("1898", "standard")
      .put("1897", "standard").put("loeb9", "loeb9").put("hundred", "hundred")
      .put("sengoku", "sengoku").put("imperial", "imperial").put("zeus", "zeus")
      .put("vassal", "minorpower").put("ambition", "ambition").build();

  /** Every generated file, by its name in {@code drawings/}, boards first. */
  static Map<String, String> convertAll(Path dir) throws IOException {
    Map<String, String> out = new LinkedHashMap<>();
    Map<String, Source> sources = new HashMap<>();
    Map<String, String> boardOf = new HashMap<>();
    Map<String, String> bodies = new HashMap<>();
    for (String ps : new java.util.LinkedHashSet<>(SOURCES.values())) {
      Source s = Source.read(dir, ps);
      sources.put(ps, s);
      String svg = board(dir, s);
      String body = svg.substring(svg.indexOf("-->"));
      String same = bodies.putIfAbsent(body, ps);
      boardOf.put(ps, same == null ? ps : same); // chaos.ps draws standard.ps's board: ship it once
      if (same == null) {
        out.put(ps + ".svg", svg);
      }
    }
    // classical.ps is an older kind of drawing (OldStyleDrawing).
    OldStyleDrawing.Converted classical = OldStyleDrawing.convert(dir, "classical",
        GameMap.variant("dpjudge-classical"), "classical",
        notice(dir, "The board of DPjudge's classical.ps: land, sea, borders, bridges."),
        notice(dir, "The drawing of the map dpjudge-classical, from DPjudge's classical.ps (maps/README.md, "
            + "\"Drawings\")."));
    out.put("classical.svg", classical.svg());
    Map<String, List<String>> labelsOf = new HashMap<>();
    for (Map.Entry<String, String> e : SOURCES.entrySet()) {
      GameMap map = GameMap.variant(e.getKey());
      String board = boardOf.get(e.getValue());
      place(out, labelsOf, e.getKey(), board, ProvinceRegions.append(e.getKey() + ".drawing",
          drawing(dir, map, sources.get(e.getValue()), board), out.get(board + ".svg"), map));
    }
    place(out, labelsOf, "dpjudge-classical", "classical", ProvinceRegions.append("dpjudge-classical.drawing",
        classical.drawing(), classical.svg(), GameMap.variant("dpjudge-classical")));
    return out;
  }

  /**
   * Places a map's units and labels ({@link UnitPlacement}) and moves the labels it moves on its board too; the maps
   * that share a board must agree on where its labels are.
   */
  private static void place(Map<String, String> out, Map<String, List<String>> labelsOf, String id, String board,
      String drawing) {
    String placed = UnitPlacement.apply(drawing);
    List<String> labels = placed.lines().filter(l -> l.startsWith("label ")).toList();
    List<String> earlier = labelsOf.putIfAbsent(board, labels);
    if (earlier != null && !earlier.equals(labels)) {
      throw new IllegalStateException(id + ".drawing places the labels of " + board + ".svg otherwise than an "
          + "earlier map on that board");
    }
    out.put(id + ".drawing", placed);
    out.put(board + ".svg", UnitPlacement.moveBoardLabels(out.get(board + ".svg"), drawing, placed, board + ".svg"));
  }

  /** The directory of the shipped drawing files in the source tree, from the project root. */
  static Path resourceDir(Path root) {
    return root.resolve("maps/src/main/resources/io/github/dipjudge/map/drawings");
  }

  /**
   * One territory of {@code VisitTerritories} (or an off-board box of {@code VisitOffBoardBoxes}, youngstown's
   * wrap-around seas): its id as DPjudge writes it, its point, its kind ({@code box:k} for a box), and for a box the
   * second label line (the boxes it leads to).
   */
  record Territory(String id, double x, double y, String kind, String note) {}

  /**
   * What the converter reads from one PostScript file: the label's font size and its distance above the territory's
   * point, the unit's scale and its lift above the point, the centre dot's radius.
   */
  record Source(String name, PostScriptBoard board, List<Territory> territories, Map<String, double[]> supplies,
      Map<String, String> labelColours, double labelSize, double labelOffset, double unitScale, double unitLift,
      double centreRadius, Map<String, String[]> powers, Map<String, String> infoNames,
      Map<String, String[]> infoAt) {
    static Source read(Path dir, String name) throws IOException {
      String file = name + ".ps";
      String text = Files.readString(dir.resolve(file), StandardCharsets.ISO_8859_1);
      PostScriptBoard board = PostScriptBoard.read(file, text);
      List<Territory> territories = DrawingConverter.territories(file, board);
      Map<String, double[]> supplies = DrawingConverter.supplies(file, board);
      Map<String, String> labelColours = DrawingConverter.labelColours(file, board);
      if (board.world()) {
        return world(file, text, board, territories, supplies, labelColours);
      }
      double labelScale = scaleAfter(file, board, "DrawAlias", "t");
      double unitScale = scaleAfter(file, board, "PaintArmy", "begin");
      List<String> army = board.procedure("PaintArmy");
      int x = army.indexOf("x");
      if (!army.get(x + 1).equals("0") || !army.get(x + 3).equals("t")) {
        throw new IllegalArgumentException(file + ": PaintArmy does not lift the unit by \"0 N t\"");
      }
      double lift = Double.parseDouble(army.get(x + 2)) * unitScale;
      double centreScale = scaleAfter(file, board, "PaintSupply", "begin");
      return new Source(name, board, territories, supplies, labelColours, 14 * labelScale, 14 * labelScale,
          unitScale, lift, 6 * centreScale, DrawingConverter.powers(file, board), DrawingConverter.infoNames(text),
          Map.of());
    }

    /**
     * A world map's drawing (imperial.ps): labels and units are scaled by {@code MapUnitScale}, the label's size is
     * {@code MapNameFontSize} and its baseline {@code MapNameOffset} below the point, units are lifted by
     * {@code MapUnitOffset}, a centre is a dot of the radius {@code PaintSupply} draws, and the powers are
     * {@code AddCountry} lines.
     */
    private static Source world(String file, String text, PostScriptBoard board, List<Territory> territories,
        Map<String, double[]> supplies, Map<String, String> labelColours) {
      String name = file.substring(0, file.length() - 3);
      expect(file, board, "SingleDrawName", List.of("MapUnitScale", "dup", "scale"));
      expect(file, board, "SingleDrawName", List.of("MapNameOffset", "neg", "moveto"));
      expect(file, board, "PaintArmy", List.of("MapUnitScale", "dup", "scale", "0", "MapUnitOffset", "translate"));
      expect(file, board, "PaintSupply", List.of("newpath", "0", "0"));
      double scale = board.constant("MapUnitScale");
      List<String> supply = board.procedure("PaintSupply");
      int arc = java.util.Collections.indexOfSubList(supply, List.of("newpath", "0", "0")) + 3;
      if (!PostScriptBoard.isNumber(supply.get(arc)) || !supply.get(arc + 3).equals("arc")) {
        throw new IllegalArgumentException(file + ": PaintSupply draws no dot \"newpath 0 0 R 0 360 arc\"");
      }
      return new Source(name, board, territories, supplies, labelColours,
          board.constant("MapNameFontSize") * scale, board.constant("MapNameOffset") * scale, scale,
          board.constant("MapUnitOffset") * scale, Double.parseDouble(supply.get(arc)), countries(file, text, board),
          DrawingConverter.infoNames(text), DrawingConverter.infoAt(text));
    }
  }

  /** Fails, naming the file, unless the procedure {@code proc} holds the tokens {@code part}. */
  private static void expect(String file, PostScriptBoard board, String proc, List<String> part) {
    List<String> body = board.procedure(proc);
    if (body == null || java.util.Collections.indexOfSubList(body, part) < 0) {
      throw new IllegalArgumentException(file + ": /" + proc + " does not hold \"" + String.join(" ", part) + "\"");
    }
  }

  /** {@code /AUSTRIA (A) /Red /Black AddCountry} lines: the power's letter, paint and contrast colour. */
  private static Map<String, String[]> countries(String file, String text, PostScriptBoard board) {
    List<String> tokens = PostScriptBoard.tokens(text);
    Map<String, String[]> out = new LinkedHashMap<>();
    for (int i = 4; i < tokens.size(); i++) {
      if (tokens.get(i).equals("AddCountry") && tokens.get(i - 4).startsWith("/")
          && tokens.get(i - 3).startsWith("(")) {
        out.put(tokens.get(i - 4).substring(1), power(file, board, tokens.subList(i - 4, i)));
      }
    }
    return out;
  }

  private static String[] power(String file, PostScriptBoard board, List<String> t) {
    String paint = board.colours().get(t.get(2).substring(1));
    String contrast = board.colours().get(t.get(3).substring(1));
    if (paint == null || contrast == null) {
      throw new IllegalArgumentException(file + ": unknown colour of power " + t.get(0));
    }
    return new String[] {t.get(1).substring(1, t.get(1).length() - 1), paint, contrast};
  }

  private static double scaleAfter(String file, PostScriptBoard board, String proc, String after) {
    List<String> body = board.procedure(proc);
    if (body == null) {
      throw new IllegalArgumentException(file + ": no /" + proc);
    }
    int i = body.indexOf(after) + 1;
    if (i == 0 || !body.get(i + 2).equals("x") || !body.get(i).equals(body.get(i + 1))) {
      throw new IllegalArgumentException(file + ": /" + proc + " has no uniform scale \"S S x\" after " + after);
    }
    return Double.parseDouble(body.get(i));
  }

  /** The {@code % INFO} block: {@code %  x  y ID  Name}, the name by the id. */
  private static Map<String, String> infoNames(String text) {
    Map<String, String> out = new HashMap<>();
    boolean in = false;
    for (String line : text.split("\n")) {
      if (line.startsWith("% INFO")) {
        in = true;
      } else if (line.startsWith("% MAP") || in && !line.startsWith("%")) {
        break;
      } else if (in) {
        String[] f = line.substring(1).trim().split("\\s+", 4);
        if (f.length == 4) {
          out.put(f[2], f[3].trim());
        }
      }
    }
    return out;
  }

  /**
   * A world map's {@code % INFO} block, by the point {@code "x y"}: the id and name of each line {@code % x y id Name}
   * or {@code % # x y |id|---|Name|} (imperial.ps's ids in VisitTerritories differ from its map's in places:
   * {@code WST} is both the Westerlies and the Western Mediterranean, {@code wes}; the block names each point).
   */
  private static Map<String, String[]> infoAt(String text) {
    Map<String, String[]> out = new HashMap<>();
    boolean in = false;
    for (String line : text.split("\n")) {
      if (line.startsWith("% INFO")) {
        in = true;
      } else if (in && !line.startsWith("%")) {
        break;
      } else if (in) {
        String body = line.substring(1).trim();
        if (body.startsWith("#")) {
          String[] f = body.substring(1).trim().split("\\s+", 3);
          String[] bars = f.length == 3 ? f[2].split("\\|") : new String[0];
          if (bars.length >= 4) {
            out.putIfAbsent(f[0] + " " + f[1], new String[] {bars[1], bars[3]});
          }
        } else {
          String[] f = body.split("\\s+", 4);
          if (f.length == 4 && PostScriptBoard.isNumber(f[0]) && PostScriptBoard.isNumber(f[1])) {
            out.putIfAbsent(f[0] + " " + f[1], new String[] {f[2], f[3].trim()});
          }
        }
      }
    }
    return out;
  }

  /**
   * For a world map: the location the {@code % INFO} line at the territory's point names, by its id or else its name;
   * {@code "Name N"} (imperial.ps's second and third points of the Great Lakes and the Rocky Mountains) counts as
   * {@code Name} and is reported by {@code extra}. Null when there is no such line.
   */
  private static Location locateByPoint(GameMap map, Source s, Territory t, boolean[] extra) {
    String[] info = s.infoAt().get(PostScriptBoard.num(t.x()) + " " + PostScriptBoard.num(t.y()));
    if (info == null) {
      return null;
    }
    String id = info[0].toLowerCase(Locale.ROOT);
    for (Location l : map.locations()) {
      if (l.id().equals(id)) {
        return l;
      }
    }
    java.util.regex.Matcher numbered = java.util.regex.Pattern.compile("(.*\\S)\\s+[2-9]").matcher(info[1]);
    String name = info[1];
    if (numbered.matches()) {
      extra[0] = true;
      name = numbered.group(1);
    }
    return byName(map, name);
  }

  private static Location byName(GameMap map, String name) {
    return map.findPlaceName(name).map(p -> p.coast().isEmpty() ? p.province().location()
        : p.province().coasts().stream().filter(c -> c.coast().equals(p.coast())).findFirst().orElse(null))
        .orElse(null);
  }

  /**
   * The location a DPjudge id names: the location with that id, else the location the {@code % INFO} block's name
   * for it names (modern.ps writes {@code AND} for Andalusia, whose id is {@code adl}; {@code and?} is an ambiguous
   * alias in modern.map, which the project's names leave out).
   */
  private static Location locate(GameMap map, Source s, String psId) {
    String id = psId.toLowerCase(Locale.ROOT);
    for (Location l : map.locations()) {
      if (l.id().equals(id)) {
        return l;
      }
    }
    String name = s.infoNames().get(psId);
    if (name == null) {
      return null;
    }
    return byName(map, name);
  }

  /** {@code N dict begin /k xd ... (ID) x y k ... end}. */
  private static List<Territory> territories(String file, PostScriptBoard board) {
    List<String> body = board.procedure("VisitTerritories");
    List<Territory> out = new ArrayList<>();
    for (int i = 0; i + 3 < body.size(); i++) {
      String t = body.get(i);
      if (t.startsWith("(") && PostScriptBoard.isNumber(body.get(i + 1))) {
        out.add(new Territory(t.substring(1, t.length() - 1), Double.parseDouble(body.get(i + 1)),
            Double.parseDouble(body.get(i + 2)), body.get(i + 3), null));
        i += 3;
      }
    }
    List<String> boxes = board.procedure("VisitOffBoardBoxes");
    for (int i = 0; boxes != null && i + 4 < boxes.size(); i++) {
      String t = boxes.get(i);
      if (t.startsWith("(") && boxes.get(i + 1).startsWith("(") && PostScriptBoard.isNumber(boxes.get(i + 2))) {
        String note = boxes.get(i + 1);
        out.add(new Territory(t.substring(1, t.length() - 1), Double.parseDouble(boxes.get(i + 2)),
            Double.parseDouble(boxes.get(i + 3)), "box:" + boxes.get(i + 4), note.substring(1, note.length() - 1)));
        i += 4;
      }
    }
    if (out.isEmpty()) {
      throw new IllegalArgumentException(file + ": VisitTerritories lists no territory");
    }
    return out;
  }

  /**
   * {@code /SEV 491 229 s} in {@code VisitSupplies}, or in a world map's {@code VisitCenters}, where {@code s} marks
   * a centre and {@code h} a home centre.
   */
  private static Map<String, double[]> supplies(String file, PostScriptBoard board) {
    List<String> body = board.procedure(board.world() ? "VisitCenters" : "VisitSupplies");
    if (body == null) {
      throw new IllegalArgumentException(file + ": no /VisitSupplies or /VisitCenters");
    }
    List<String> marks = board.world() ? List.of("s", "h") : List.of("s");
    Map<String, double[]> out = new LinkedHashMap<>();
    for (int i = 0; i + 3 < body.size(); i++) {
      if (body.get(i).startsWith("/") && PostScriptBoard.isNumber(body.get(i + 1))
          && marks.contains(body.get(i + 3))) {
        out.put(body.get(i).substring(1), new double[] {Double.parseDouble(body.get(i + 1)),
            Double.parseDouble(body.get(i + 2))});
        i += 3;
      }
    }
    if (out.isEmpty()) {
      throw new IllegalArgumentException(file + ": VisitSupplies lists no centre");
    }
    return out;
  }

  /**
   * The colour each kind of territory is labelled in, or no entry when that kind is not labelled: the procedures
   * {@code NameTerritories} pushes, matched to the names {@code VisitTerritories} binds them to (last pushed, first
   * bound).
   */
  private static Map<String, String> labelColours(String file, PostScriptBoard board) {
    Map<String, String> out = labelColours(file, board, "VisitTerritories",
        board.world() ? "DrawNames" : "NameTerritories", "");
    if (board.procedure("VisitOffBoardBoxes") != null) {
      out.putAll(labelColours(file, board, "VisitOffBoardBoxes", "NameOffBoardBoxes", "box:"));
    }
    return out;
  }

  private static Map<String, String> labelColours(String file, PostScriptBoard board, String visitName,
      String nameName, String prefix) {
    List<String> visit = board.procedure(visitName);
    List<String> kinds = new ArrayList<>();
    for (int i = 0; i + 1 < visit.size(); i++) {
      if (visit.get(i).startsWith("/") && visit.get(i + 1).equals("xd")) {
        kinds.add(0, prefix + visit.get(i).substring(1));
      }
    }
    List<String> name = board.procedure(nameName);
    List<List<String>> procs = new ArrayList<>();
    for (int i = 0; i < name.size(); i++) {
      if (name.get(i).equals("{")) {
        int end = i + name.subList(i, name.size()).indexOf("}");
        procs.add(name.subList(i + 1, end));
        i = end;
      }
    }
    if (procs.size() != kinds.size()) {
      throw new IllegalArgumentException(file + ": NameTerritories has " + procs.size() + " procedures for "
          + kinds.size() + " kinds of territory");
    }
    Map<String, String> out = new HashMap<>();
    for (int i = 0; i < kinds.size(); i++) {
      List<String> p = procs.get(i);
      if (p.contains("DrawName")) {
        out.put(kinds.get(i), nameColour(file, board));
      } else if (p.contains("DrawAlias")) {
        String colour = board.colours().get(p.get(0));
        if (colour == null) {
          throw new IllegalArgumentException(file + ": unknown label colour " + p.get(0));
        }
        out.put(kinds.get(i), colour);
      } else if (!p.equals(List.of("pop", "pop", "pop"))) {
        throw new IllegalArgumentException(file + ": cannot read the NameTerritories procedure " + p);
      }
    }
    return out;
  }

  /** A world map's label colour: the grey {@code SingleDrawName} sets. */
  private static String nameColour(String file, PostScriptBoard board) {
    List<String> body = board.procedure("SingleDrawName");
    int gray = body == null ? -1 : body.indexOf("setgray");
    if (gray < 1 || !PostScriptBoard.isNumber(body.get(gray - 1))) {
      throw new IllegalArgumentException(file + ": SingleDrawName sets no grey \"N setgray\"");
    }
    int v = (int) Math.round(Math.max(0, Math.min(1, Double.parseDouble(body.get(gray - 1)))) * 255);
    return String.format(Locale.ROOT, "#%02x%02x%02x", v, v, v);
  }

  /** {@code /AUSTRIA (A) /Red /Black p}: the power's letter, paint and contrast colour. */
  private static Map<String, String[]> powers(String file, PostScriptBoard board) {
    List<String> body = board.procedure("VisitPowers");
    Map<String, String[]> out = new LinkedHashMap<>();
    for (int i = 0; i + 3 < body.size(); i++) {
      String t = body.get(i);
      if (t.startsWith("/") && body.get(i + 1).startsWith("(") && body.get(i + 2).startsWith("/")) {
        String paint = board.colours().get(body.get(i + 2).substring(1));
        String contrast = board.colours().get(body.get(i + 3).substring(1));
        if (paint == null || contrast == null) {
          throw new IllegalArgumentException(file + ": unknown colour of power " + t);
        }
        String letter = body.get(i + 1).substring(1, body.get(i + 1).length() - 1);
        out.put(t.substring(1), new String[] {letter, paint, contrast});
        i += 3;
      }
    }
    return out;
  }

  // ---- output ------------------------------------------------------------------------------------------------

  private static List<String> notice(Path dir, String what) throws IOException {
    List<String> header = new ArrayList<>();
    header.add(what);
    header.add("Source: DPjudge's PostScript drawing, serrasqueiro/dpjudge DPjudge/maps/, commit "
        + VariantConverter.DPJUDGE_COMMIT + ".");
    header.add("Generated by maps/src/test/java/io/github/dipjudge/map/DrawingConverter.java; do not edit: change");
    header.add("the converter and regenerate (maps/README.md, \"Drawings\").");
    header.add("");
    header.add("The DPjudge files are under this licence:");
    header.add("");
    for (String line : Files.readAllLines(dir.resolve("LICENSE"), StandardCharsets.UTF_8)) {
      header.addAll(VariantConverter.wrap(line, 114));
    }
    while (header.get(header.size() - 1).isEmpty()) {
      header.remove(header.size() - 1);
    }
    return header;
  }

  private static String board(Path dir, Source s) throws IOException {
    PostScriptBoard b = s.board();
    StringBuilder sb = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!--\n");
    for (String line : notice(dir, "The board of DPjudge's " + s.name() + ".ps: land, sea, borders, labels.")) {
      sb.append(line.replace("--", "- -")).append('\n');
    }
    String w = PostScriptBoard.num(b.width);
    String h = PostScriptBoard.num(b.height);
    sb.append("-->\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(w).append(' ').append(h)
        .append("\" width=\"").append(w).append("\" height=\"").append(h).append("\">\n");
    sb.append("<g class=\"board\">\n");
    List<String> boxes = new ArrayList<>();
    for (Territory t : s.territories()) {
      if (t.note() != null) {
        boxes.addAll(List.of(PostScriptBoard.num(t.x()), PostScriptBoard.num(t.y()), "DrawOffBoard"));
      }
    }
    for (String e : b.svgElements(boxes)) {
      sb.append(e).append('\n');
    }
    sb.append("</g>\n");
    sb.append("<g class=\"labels\" font-family=\"sans-serif\" font-weight=\"bold\" font-size=\"")
        .append(PostScriptBoard.num(s.labelSize())).append("\" text-anchor=\"middle\">\n");
    for (Territory t : s.territories()) {
      String colour = s.labelColours().get(t.kind());
      if (colour != null) {
        double[] p = svg(b, t.x(), t.y() - s.labelOffset());
        sb.append("<text x=\"").append(PostScriptBoard.num(p[0])).append("\" y=\"").append(PostScriptBoard.num(p[1]))
            .append("\" fill=\"").append(colour).append("\">").append(labelText(s, t)).append("</text>\n");
        if (t.note() != null) {
          sb.append("<text x=\"").append(PostScriptBoard.num(p[0])).append("\" y=\"")
              .append(PostScriptBoard.num(p[1] + 7)).append("\" fill=\"").append(colour).append("\">")
              .append(t.note()).append("</text>\n");
        }
      }
    }
    sb.append("</g>\n</svg>\n");
    return sb.toString();
  }

  /**
   * A label's text: the DPjudge id, or for a world map the id its {@code % INFO} block gives the point (imperial.ps
   * labels the Western Mediterranean {@code WST} like the Westerlies, the Skagerrak {@code SKG}; the map's names are
   * {@code wes} and {@code ska}).
   */
  private static String labelText(Source s, Territory t) {
    String[] info = s.infoAt().get(PostScriptBoard.num(t.x()) + " " + PostScriptBoard.num(t.y()));
    return info == null ? t.id() : info[0].toUpperCase(Locale.ROOT);
  }

  private static double[] svg(PostScriptBoard b, double x, double y) {
    return new double[] {x - b.x0, b.y0 + b.height - y};
  }

  private static String powerKey(String name) {
    return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
  }

  private static String drawing(Path dir, GameMap map, Source s, String boardName) throws IOException {
    PostScriptBoard b = s.board();
    List<String> problems = new ArrayList<>();
    StringBuilder sb = new StringBuilder();
    for (String line : notice(dir, "The drawing of the map " + map.id() + ", from DPjudge's " + s.name()
        + ".ps (maps/README.md, \"Drawings\").")) {
      sb.append(line.isEmpty() ? "#" : "# " + line).append('\n');
    }
    sb.append("drawing ").append(map.id()).append(" board ").append(boardName).append(".svg size ")
        .append(PostScriptBoard.num(b.width)).append(' ').append(PostScriptBoard.num(b.height)).append(" unit ")
        .append(PostScriptBoard.num(s.unitScale())).append(" centre ")
        .append(PostScriptBoard.num(s.centreRadius())).append(" label ")
        .append(PostScriptBoard.num(s.labelSize())).append('\n');
    Map<String, String[]> powers = new HashMap<>();
    String[] unowned = null;
    for (Map.Entry<String, String[]> e : s.powers().entrySet()) {
      if (e.getKey().equals("UNOWNED")) {
        unowned = e.getValue();
      } else {
        powers.put(powerKey(e.getKey()), e.getValue());
      }
    }
    for (Power p : map.powers()) {
      String[] c = powers.get(p.id());
      if (c == null) {
        problems.add("no colours for the power " + p.id());
        continue;
      }
      sb.append("power ").append(p.id()).append(' ').append(c[1]).append(' ').append(c[2]).append(' ')
          .append(c[0]).append('\n');
    }
    if (unowned == null) {
      problems.add("no colour for unowned centres");
    } else {
      sb.append("unowned ").append(unowned[1]).append(' ').append(unowned[2]).append('\n');
    }
    Map<Location, Territory> byLocation = new HashMap<>();
    Map<Province, String> psIds = new HashMap<>();
    List<String> unplaced = new ArrayList<>();
    List<Territory> extras = new ArrayList<>();
    Map<Territory, Location> located = new HashMap<>();
    for (Territory t : s.territories()) {
      boolean[] extra = {false};
      Location l = s.infoAt().isEmpty() ? null : locateByPoint(map, s, t, extra);
      if (extra[0] && l != null) {
        extras.add(t);
        located.put(t, l);
        continue;
      }
      if (l == null) {
        l = locate(map, s, t.id());
      }
      if (l == null || byLocation.containsKey(l)) {
        unplaced.add(t.id());
      } else {
        byLocation.put(l, t);
        located.put(t, l);
        psIds.putIfAbsent(l.province(), t.id());
      }
    }
    for (Territory t : extras) {
      if (!byLocation.containsKey(located.get(t))) {
        unplaced.add(t.id()); // a second point of an area without a first
      }
    }
    for (Location l : map.locations()) {
      Territory t = byLocation.get(l);
      double[] dot = l.isCoast() || !l.province().isSupplyCentre() ? null
          : s.supplies().get(l.province().id().toUpperCase(Locale.ROOT));
      if (t == null && dot != null) {
        // loeb9.ps names Ireland in VisitSupplies only (no VisitTerritories point, no label, no INFO line): its
        // unit is drawn at its supply-centre dot, as a unit anchored there would be.
        sb.append("# ").append(s.name()).append(".ps gives ").append(l.id())
            .append(" no drawing point: its unit is drawn at its supply-centre dot\n");
        t = new Territory(l.id().toUpperCase(Locale.ROOT), dot[0], dot[1], null, null);
      }
      if (t == null && l.province().terrain() == Terrain.IMPASSABLE) {
        // zeus.ps draws Africa and South America (SHUT) as plain land with no point or label: no unit ever stands
        // there, so the point is never drawn; it is put at the board's origin.
        sb.append("# ").append(s.name()).append(".ps gives ").append(l.id())
            .append(" no drawing point: impassable, where no unit stands; its point is the board's origin\n");
        sb.append("location ").append(l.id()).append(" 0 0\n");
        continue;
      }
      if (t == null) {
        problems.add("no drawing point for the location " + l.id());
        continue;
      }
      double[] p = svg(b, t.x(), t.y() + s.unitLift());
      sb.append("location ").append(l.id()).append(' ').append(PostScriptBoard.num(p[0])).append(' ')
          .append(PostScriptBoard.num(p[1])).append('\n');
    }
    for (Province p : map.provinces()) {
      if (!p.isSupplyCentre()) {
        continue;
      }
      double[] c = s.supplies().get(psIds.getOrDefault(p, p.id().toUpperCase(Locale.ROOT)));
      if (c == null) {
        problems.add("no supply-centre dot for " + p.id());
        continue;
      }
      double[] q = svg(b, c[0], c[1]);
      sb.append("centre ").append(p.id()).append(' ').append(PostScriptBoard.num(q[0])).append(' ')
          .append(PostScriptBoard.num(q[1])).append('\n');
    }
    for (Territory t : s.territories()) {
      String colour = s.labelColours().get(t.kind());
      Location at = located.get(t);
      if (colour != null && at != null && !extras.contains(t)) {
        double[] p = svg(b, t.x(), t.y() - s.labelOffset());
        sb.append("label ").append(at.province().id()).append(' ').append(PostScriptBoard.num(p[0]))
            .append(' ').append(PostScriptBoard.num(p[1])).append(' ').append(colour).append(' ').append(labelText(s, t))
            .append('\n');
      }
    }
    if (!unplaced.isEmpty()) {
      problems.add("drawing points of no location of the map: " + unplaced);
    }
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(s.name() + ".ps for the map " + map.id() + ": " + problems);
    }
    return sb.toString();
  }

  /**
   * Writes every drawing file.
   *
   * @param args the shared folder ({@code ../shared}) and the project root
   */
  public static void main(String[] args) throws Exception {
    Path shared = Path.of(args.length > 0 ? args[0] : "../shared");
    Path root = Path.of(args.length > 1 ? args[1] : ".");
    write(VariantConverter.sharedMaps(shared), resourceDir(root));
  }

  static void write(Path dir, Path out) throws IOException {
    Files.createDirectories(out);
    for (Map.Entry<String, String> e : convertAll(dir).entrySet()) {
      Files.writeString(out.resolve(e.getKey()), e.getValue(), StandardCharsets.UTF_8);
    }
  }
}
