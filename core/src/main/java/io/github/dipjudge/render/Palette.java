package io.github.dipjudge.render;

import io.github.dipjudge.map.MapDrawing;
import io.github.dipjudge.map.Power;
import java.util.List;
import java.util.Locale;

/**
 * The colours pictures use for each power: the drawing's own ({@link MapDrawing#colours}), except where two powers'
 * paints are too close to tell apart, and each with a contrast colour that reads on its paint.
 *
 * <p>Distinct: the powers are taken in the map's order; a paint closer than {@link #MIN_DISTANCE} (CIE76, the
 * Euclidean distance in CIELAB) to the paint of an earlier power is replaced by the first of a fixed sequence of
 * hues and lightnesses (the golden angle round the hue circle, three lightnesses) that is at least that far from
 * every earlier power's paint; when none is, the one farthest from them. So the first of two powers that share a
 * colour keeps it, and the same map always gets the same colours.
 *
 * <p>Contrast: the contrast colour (outlines and letters on a unit) is the drawing's when its WCAG contrast ratio
 * against the paint is at least {@link #MIN_CONTRAST}, else black or white, whichever contrasts more.
 *
 * <p>Fills: an owned province is filled with the power's {@link #tint} (or, under a light label, its {@link #shade}),
 * which the map's labels read on at {@link #MIN_LABEL_CONTRAST} at least.
 *
 * <p>Performance: computed once per renderer, in time quadratic in the number of powers (34 on chaos).
 */
final class Palette {
  /** Paints closer than this (CIE76) are told apart. About the difference between two distinct named colours. */
  static final double MIN_DISTANCE = 20;
  /** The least contrast ratio (WCAG) of a contrast colour on its paint. */
  static final double MIN_CONTRAST = 3;

  /**
   * The least contrast ratio (WCAG) of a province's label on the fill of an owned province: 3, the ratio WCAG asks of
   * large or bold text (the labels are bold capitals).
   */
  static final double MIN_LABEL_CONTRAST = 3;
  /** A label colour at least this luminous is light (a sea's white), else dark (a land's green or black). */
  static final double LIGHT = 0.5;

  private final MapDrawing.Colours[] colours;
  private final String[] tints;
  private final String[] shades;
  private final boolean[] changed;

  private Palette(MapDrawing.Colours[] colours, String[] tints, String[] shades, boolean[] changed) {
    this.colours = colours;
    this.tints = tints;
    this.shades = shades;
    this.changed = changed;
  }

  static Palette of(MapDrawing drawing) {
    List<Power> powers = drawing.map().powers();
    int n = powers.size();
    MapDrawing.Colours[] out = new MapDrawing.Colours[n];
    String[] tints = new String[n];
    boolean[] changed = new boolean[n];
    double[][] labs = new double[n][];
    String[] shades = new String[n];
    // Each label colour with the board's paints under labels of that colour (sampled: up to 12 labels a colour,
    // spread over the list; DPjudge's boards paint their land, and their sea, in one or two colours).
    java.util.Map<Integer, java.util.Set<Integer>> dark = new java.util.TreeMap<>();
    java.util.Map<Integer, java.util.Set<Integer>> light = new java.util.TreeMap<>();
    java.util.Map<Integer, List<MapDrawing.Label>> byColour = new java.util.TreeMap<>();
    for (MapDrawing.Label l : drawing.labels()) {
      byColour.computeIfAbsent(rgb(l.colour()), c -> new java.util.ArrayList<>()).add(l);
    }
    String board = drawing.boardSvg();
    byColour.forEach((c, labels) -> {
      java.util.Set<Integer> under = (luminance(c) >= LIGHT ? light : dark).computeIfAbsent(c,
          k -> new java.util.TreeSet<>());
      int step = Math.max(1, labels.size() / 12);
      for (int j = 0; j < labels.size(); j += step) {
        MapDrawing.Label l = labels.get(j);
        under.add(Prepared.paintAt(board, l.point().x(), l.point().y() - 0.35 * drawing.labelSize()));
      }
    });
    for (int i = 0; i < n; i++) {
      MapDrawing.Colours c = drawing.colours(powers.get(i));
      int paint = rgb(c.paint());
      if (nearest(lab(paint), labs, i) < MIN_DISTANCE) {
        paint = separate(labs, i);
        changed[i] = true;
      }
      labs[i] = lab(paint);
      String hex = hex(paint);
      String contrast = c.contrast();
      if (ratio(paint, rgb(contrast)) < MIN_CONTRAST) {
        contrast = ratio(paint, 0) >= ratio(paint, 0xffffff) ? "#000000" : "#ffffff";
      }
      out[i] = new MapDrawing.Colours(hex, contrast);
      tints[i] = hex(readableMix(paint, 0xffffff, 0.3, dark));
      shades[i] = hex(readableMix(paint, 0, 0.3, light));
    }
    return new Palette(out, tints, shades, changed);
  }

  /** The opacity of a region's fill over the board (borders and coasts show through). */
  static final double FILL_OPACITY = 0.6;

  /**
   * The paint moved towards {@code towards} by {@code least}, or further, by twentieths, until every one of the label
   * colours reads on it as the picture shows it: at {@link #FILL_OPACITY} over each board paint under such labels.
   */
  private static int readableMix(int paint, int towards, double least,
      java.util.Map<Integer, java.util.Set<Integer>> labels) {
    for (int k = (int) Math.round(least * 20); k < 20; k++) {
      int mixed = mix(paint, towards, k / 20.0);
      boolean readable = true;
      for (var e : labels.entrySet()) {
        for (int under : e.getValue()) {
          readable &= ratio(mix(under, mixed, FILL_OPACITY), e.getKey()) >= MIN_LABEL_CONTRAST;
        }
      }
      if (readable) {
        return mixed;
      }
    }
    return towards;
  }

  MapDrawing.Colours colours(Power p) {
    return colours[p.index()];
  }

  /**
   * The lighter colour a province owned by the power is filled with where its label is dark: the paint at least 30%
   * of the way to white, and as much further as the map's dark label colours need to read on it.
   */
  String tint(Power p) {
    return tints[p.index()];
  }

  /**
   * The darker colour a province owned by the power is filled with where its label is light (a sea's white label on
   * a port drawn as sea): the paint at least 30% of the way to black, and as much further as the map's light label
   * colours need.
   */
  String shade(Power p) {
    return shades[p.index()];
  }

  /** Whether the power's paint was replaced because it was too close to an earlier power's. */
  boolean changed(Power p) {
    return changed[p.index()];
  }

  private static double nearest(double[] lab, double[][] labs, int count) {
    double best = Double.POSITIVE_INFINITY;
    for (int j = 0; j < count; j++) {
      best = Math.min(best, distance(lab, labs[j]));
    }
    return best;
  }

  /** The first candidate far enough from the first {@code count} paints, else the farthest. */
  private static int separate(double[][] labs, int count) {
    int best = 0;
    double bestDistance = -1;
    for (int k = 0; k < 3 * 40; k++) {
      double hue = (k * 137.508) % 360;
      double light = new double[] {0.5, 0.35, 0.7}[k % 3];
      int candidate = hsl(hue, 0.85, light);
      double d = nearest(lab(candidate), labs, count);
      if (d >= MIN_DISTANCE) {
        return candidate;
      }
      if (d > bestDistance) {
        bestDistance = d;
        best = candidate;
      }
    }
    return best;
  }

  static double distance(double[] a, double[] b) {
    return Math.sqrt((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) + (a[2] - b[2]) * (a[2] - b[2]));
  }

  /** CIELAB (D65) of an sRGB colour. */
  static double[] lab(int rgb) {
    double r = linear((rgb >> 16) & 0xff);
    double g = linear((rgb >> 8) & 0xff);
    double b = linear(rgb & 0xff);
    double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    double fx = f(x);
    double fy = f(y);
    double fz = f(z);
    return new double[] {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
  }

  private static double f(double t) {
    return t > 216.0 / 24389 ? Math.cbrt(t) : (24389.0 / 27 * t + 16) / 116;
  }

  private static double linear(int c) {
    double v = c / 255.0;
    return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
  }

  /** The WCAG contrast ratio of two sRGB colours. */
  static double ratio(int a, int b) {
    double la = luminance(a);
    double lb = luminance(b);
    return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
  }

  static double luminance(int rgb) {
    return 0.2126 * linear((rgb >> 16) & 0xff) + 0.7152 * linear((rgb >> 8) & 0xff) + 0.0722 * linear(rgb & 0xff);
  }

  static int rgb(String hex) {
    return Integer.parseInt(hex.substring(1), 16);
  }

  static String hex(int rgb) {
    return String.format(Locale.ROOT, "#%06x", rgb & 0xffffff);
  }

  /** {@code a} moved towards {@code b} by {@code t}. */
  static int mix(int a, int b, double t) {
    int out = 0;
    for (int shift = 16; shift >= 0; shift -= 8) {
      int ca = (a >> shift) & 0xff;
      int cb = (b >> shift) & 0xff;
      out |= (int) Math.round(ca + (cb - ca) * t) << shift;
    }
    return out;
  }

  private static int hsl(double h, double s, double l) {
    double c = (1 - Math.abs(2 * l - 1)) * s;
    double hp = h / 60;
    double x = c * (1 - Math.abs(hp % 2 - 1));
    double[] rgb = hp < 1 ? new double[] {c, x, 0} : hp < 2 ? new double[] {x, c, 0} : hp < 3
        ? new double[] {0, c, x} : hp < 4 ? new double[] {0, x, c} : hp < 5 ? new double[] {x, 0, c}
        : new double[] {c, 0, x};
    double m = l - c / 2;
    int out = 0;
    for (int i = 0; i < 3; i++) {
      out = out << 8 | (int) Math.round((rgb[i] + m) * 255);
    }
    return out;
  }
}
