package io.github.dipjudge.map;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The drawing of a map: the empty board as SVG (land, sea, impassable areas, borders, province labels), the drawing
 * point of every location (where a unit there is drawn; each coast of a split province has its own), the dot of
 * every supply centre, the labels and each power's colours. The shipped maps have drawings converted from DPjudge's
 * PostScript drawings (resources {@code drawings/}, maps/README.md "Drawings"); a map of the user's own has none.
 *
 * <p>Coordinates are SVG user units of the board: x to the right, y downwards, the board filling
 * {@code 0 0 width height}.
 *
 * <p>Immutable and thread-safe.
 */
public final class MapDrawing {
  private static final Map<String, Parsed> PARSED = new ConcurrentHashMap<>();
  private static final Map<String, String> BOARDS = new ConcurrentHashMap<>();
  private static final Map<String, MapDrawing> SHIPPED = new ConcurrentHashMap<>();

  private final GameMap map;
  private final Parsed parsed;
  private final String board;
  private final double[] xs;
  private final double[] ys;
  private final double[] centreXs;
  private final double[] centreYs;
  private final Colours[] colours;
  private final ImmutableList<Label> labels;
  private final String[] regions;

  /**
   * A point of the board.
   *
   * @param x to the right
   * @param y downwards
   */
  public record Point(double x, double y) {}

  /**
   * A power's colours, as {@code #rrggbb}.
   *
   * @param paint the colour of its units and centres
   * @param contrast the colour of their outlines and letters
   */
  public record Colours(String paint, String contrast) {
    /**
     * Colours.
     *
     * @param paint the colour of its units and centres
     * @param contrast the colour of their outlines and letters
     * @throws NullPointerException if a colour is null
     */
    public Colours {
      Objects.requireNonNull(paint, "paint");
      Objects.requireNonNull(contrast, "contrast");
    }
  }

  /**
   * A label of the board, as the board's SVG draws it (centred on its point, the point on its baseline).
   *
   * @param province the province it names
   * @param point where it is drawn
   * @param colour its colour, {@code #rrggbb}
   * @param text the text
   */
  public record Label(Province province, Point point, String colour, String text) {}

  private MapDrawing(GameMap map, Parsed parsed, String board, double[][] points, Colours[] colours,
      ImmutableList<Label> labels, String[] regions) {
    this.map = map;
    this.regions = regions;
    this.parsed = parsed;
    this.board = board;
    this.xs = points[0];
    this.ys = points[1];
    this.centreXs = points[2];
    this.centreYs = points[3];
    this.colours = colours;
    this.labels = labels;
  }

  /**
   * The drawing of a map, if the library has one: the shipped drawing of the map's id, when it gives a point for
   * every location, a dot for every supply centre and colours for every power of this map (so a map of the user's
   * own that keeps a shipped map's id and places is drawn on that board; any other has no drawing). Every shipped
   * map has one (maps/README.md, "Drawings").
   *
   * @param map the map
   * @return its drawing, or empty when the library has none for it
   * @throws NullPointerException if the map is null
   */
  public static Optional<MapDrawing> of(GameMap map) {
    Objects.requireNonNull(map, "map");
    MapDrawing cached = SHIPPED.get(map.id());
    if (cached != null && cached.map == map) {
      return Optional.of(cached);
    }
    if (!Variants.IDS.contains(map.id())) {
      return Optional.empty();
    }
    Parsed p = PARSED.computeIfAbsent(map.id(), MapDrawing::parse);
    Optional<MapDrawing> d = bind(map, p);
    if (d.isPresent() && map == GameMap.variant(map.id())) {
      SHIPPED.put(map.id(), d.get());
    }
    return d;
  }

  /**
   * The map this drawing is of.
   *
   * @return the map
   */
  public GameMap map() {
    return map;
  }

  /**
   * The board's width.
   *
   * @return the width, in SVG user units
   */
  public double width() {
    return parsed.width;
  }

  /**
   * The board's height.
   *
   * @return the height, in SVG user units
   */
  public double height() {
    return parsed.height;
  }

  /**
   * The scale of a unit's symbol: 1 for DPjudge's largest (a unit about 50 units wide), 0.5 on the standard map.
   *
   * @return the scale of unit symbols
   */
  public double unitScale() {
    return parsed.unitScale;
  }

  /**
   * The radius of a supply centre's dot.
   *
   * @return the radius
   */
  public double centreRadius() {
    return parsed.centreRadius;
  }

  /**
   * The font size of the labels.
   *
   * @return the font size
   */
  public double labelSize() {
    return parsed.labelSize;
  }

  /**
   * The board as SVG elements (no XML declaration, no {@code <svg>} root), in the board's coordinates: to be placed
   * inside an {@code <svg>} element of the caller's. A constant string: appending it costs a copy.
   *
   * @return the board's SVG elements
   */
  public String boardSvg() {
    return board;
  }

  /**
   * Where a unit at this location is drawn: the centre of its symbol.
   *
   * @param location a location of this map
   * @return its drawing point
   * @throws IllegalArgumentException if the location is not of this map
   */
  public Point point(Location location) {
    checkArgument(map.locations().get(location.index()) == location, "%s is not a location of the map %s",
        location, map.id());
    return new Point(xs[location.index()], ys[location.index()]);
  }

  /**
   * The x of a location's drawing point, without allocating (renderers).
   *
   * @param locationIndex the location's index in {@link GameMap#locations()}
   * @return the x
   */
  public double x(int locationIndex) {
    return xs[locationIndex];
  }

  /**
   * The y of a location's drawing point, without allocating (renderers).
   *
   * @param locationIndex the location's index in {@link GameMap#locations()}
   * @return the y
   */
  public double y(int locationIndex) {
    return ys[locationIndex];
  }

  /**
   * The centre of a supply centre's dot.
   *
   * @param centre a supply centre of this map
   * @return the dot's centre
   * @throws IllegalArgumentException if the province is not a supply centre of this map
   */
  public Point centre(Province centre) {
    checkArgument(map.provinces().get(centre.index()) == centre && centre.isSupplyCentre(),
        "%s is not a supply centre of the map %s", centre, map.id());
    return new Point(centreXs[centre.index()], centreYs[centre.index()]);
  }

  /**
   * A power's colours: DPjudge's for the power.
   *
   * @param power a power of this map
   * @return its colours
   * @throws IllegalArgumentException if the power is not of this map
   */
  public Colours colours(Power power) {
    checkArgument(map.powers().get(power.index()) == power, "%s is not a power of the map %s", power, map.id());
    return colours[power.index()];
  }

  /**
   * The colours of a centre that no power owns.
   *
   * @return the colours of unowned centres
   */
  public Colours unownedColours() {
    return parsed.unowned;
  }

  /**
   * The labels of the board, as {@link #boardSvg()} draws them.
   *
   * @return the labels
   */
  public ImmutableList<Label> labels() {
    return labels;
  }

  /**
   * A province's region on the board, as SVG path data: closed loops of absolute {@code M x y L x y ... Z}
   * commands, outer loops clockwise and holes anticlockwise on the screen (so the nonzero and even-odd fill rules
   * fill the same area). Derived once from the board's lines when the drawing was converted (maps/README.md,
   * "Drawings"): each label point of the province lies in its region and in no other province's. Neighbouring regions
   * meet on the border's line, within a third of a unit.
   *
   * @param province a province of this map
   * @return its region, or empty for a province the board gives none (impassable land drawn without a label)
   * @throws IllegalArgumentException if the province is not of this map
   */
  public Optional<String> region(Province province) {
    checkArgument(map.provinces().get(province.index()) == province, "%s is not a province of the map %s",
        province, map.id());
    return Optional.ofNullable(regions[province.index()]);
  }

  @Override
  public String toString() {
    return "MapDrawing[" + map.id() + ", " + parsed.boardName + "]";
  }

  // ---- the resources -------------------------------------------------------------------------------------------

  /** A drawing file as read, by ids. */
  private static final class Parsed {
    String boardName;
    double width;
    double height;
    double unitScale;
    double centreRadius;
    double labelSize;
    Colours unowned;
    final Map<String, Colours> powers = new HashMap<>();
    final Map<String, double[]> locations = new HashMap<>();
    final Map<String, double[]> centres = new HashMap<>();
    final List<String[]> labels = new ArrayList<>();
    final Map<String, String> regions = new HashMap<>();
  }

  private static String read(String resource) {
    try (InputStream in = MapDrawing.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("the bundled resource " + resource + " is missing");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Parsed parse(String id) {
    String resource = "drawings/" + id + ".drawing";
    Parsed p = new Parsed();
    String[] lines = read(resource).split("\n");
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      try {
        if (line.startsWith("region ")) {
          int space = line.indexOf(' ', 7);
          p.regions.put(line.substring(7, space), line.substring(space + 1));
          continue;
        }
        parseLine(p, line.split(" "));
      } catch (RuntimeException e) {
        throw new IllegalStateException("the bundled drawing " + resource + " is broken at line " + (i + 1)
            + ": \"" + line + "\"", e);
      }
    }
    return p;
  }

  private static void parseLine(Parsed p, String[] f) {
    switch (f[0]) {
      case "drawing" -> {
        p.boardName = f[3];
        p.width = Double.parseDouble(f[5]);
        p.height = Double.parseDouble(f[6]);
        p.unitScale = Double.parseDouble(f[8]);
        p.centreRadius = Double.parseDouble(f[10]);
        p.labelSize = Double.parseDouble(f[12]);
      }
      case "power" -> p.powers.put(f[1], new Colours(f[2], f[3]));
      case "unowned" -> p.unowned = new Colours(f[1], f[2]);
      case "location" -> p.locations.put(f[1], new double[] {Double.parseDouble(f[2]), Double.parseDouble(f[3])});
      case "centre" -> p.centres.put(f[1], new double[] {Double.parseDouble(f[2]), Double.parseDouble(f[3])});
      case "label" -> p.labels.add(f);
      default -> throw new IllegalArgumentException("unknown statement " + f[0]);
    }
  }

  /** The board's elements: the text between the {@code <svg ...>} line and {@code </svg>}. */
  private static String board(String name) {
    String svg = read("drawings/" + name);
    int start = svg.indexOf('>', svg.indexOf("<svg ")) + 1;
    int end = svg.lastIndexOf("</svg>");
    if (start <= 0 || end < start) {
      throw new IllegalStateException("the bundled board drawings/" + name + " has no <svg> root");
    }
    return svg.substring(start, end).strip() + "\n";
  }

  private static Optional<MapDrawing> bind(GameMap map, Parsed p) {
    int n = map.locations().size();
    double[][] points = new double[4][];
    points[0] = new double[n];
    points[1] = new double[n];
    points[2] = new double[map.provinces().size()];
    points[3] = new double[map.provinces().size()];
    Arrays.fill(points[2], Double.NaN);
    Arrays.fill(points[3], Double.NaN);
    for (Location l : map.locations()) {
      double[] xy = p.locations.get(l.id());
      if (xy == null) {
        return Optional.empty();
      }
      points[0][l.index()] = xy[0];
      points[1][l.index()] = xy[1];
    }
    for (Province c : map.provinces()) {
      if (c.isSupplyCentre()) {
        double[] xy = p.centres.get(c.id());
        if (xy == null) {
          return Optional.empty();
        }
        points[2][c.index()] = xy[0];
        points[3][c.index()] = xy[1];
      }
    }
    Colours[] colours = new Colours[map.powers().size()];
    for (Power power : map.powers()) {
      colours[power.index()] = p.powers.get(power.id());
      if (colours[power.index()] == null) {
        return Optional.empty();
      }
    }
    ImmutableList.Builder<Label> labels = ImmutableList.builder();
    for (String[] f : p.labels) {
      Optional<Province> province = map.findProvince(f[1]);
      if (province.isEmpty()) {
        return Optional.empty();
      }
      labels.add(new Label(province.get(), new Point(Double.parseDouble(f[2]), Double.parseDouble(f[3])), f[4],
          f[5]));
    }
    String[] regions = new String[map.provinces().size()];
    for (Province province : map.provinces()) {
      regions[province.index()] = p.regions.get(province.id());
    }
    String board = BOARDS.computeIfAbsent(p.boardName, MapDrawing::board);
    return Optional.of(new MapDrawing(map, p, board, points, colours, labels.build(), regions));
  }
}
