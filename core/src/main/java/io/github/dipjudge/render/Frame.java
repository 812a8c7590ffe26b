package io.github.dipjudge.render;

import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.MapDrawing;
import io.github.dipjudge.map.Province;
import java.util.Collection;

/**
 * The part of the board a picture shows, in the board's user units: the whole board, or a box around some
 * provinces ({@link MapRenderer#around}).
 *
 * <p>The box: the smallest rectangle holding the drawing points of every location of the provinces (each coast of a
 * split province) and their centre dots, widened by a margin of six unit radii on every side (room for the rings of
 * dislodgements, dislodged units drawn apart and the labels), then to at least {@link #MIN_SHARE} of the board's width
 * and height, then to an aspect ratio (width to height) between {@link #TALLEST} and {@link #WIDEST}, growing about
 * its middle, then moved (or cut) to lie on the board. When it still covers more than {@link #WHOLE_SHARE} of the
 * board's area, the picture shows the whole board.
 *
 * @param x the left edge
 * @param y the top edge
 * @param width the width
 * @param height the height
 * @param whole whether this is the whole board
 */
record Frame(double x, double y, double width, double height, boolean whole) {
  /** The least share of the board's width (and height) a box spans: a closer view would show too little. */
  static final double MIN_SHARE = 0.35;
  /** The narrowest aspect ratio of a box (width over height). */
  static final double TALLEST = 0.8;
  /** The widest aspect ratio of a box (width over height). */
  static final double WIDEST = 2.0;
  /** A box that covers more than this share of the board's area becomes the whole board. */
  static final double WHOLE_SHARE = 0.6;

  static Frame whole(MapDrawing d) {
    return new Frame(0, 0, d.width(), d.height(), true);
  }

  /** The box around the provinces, or the whole board (when they are none, or spread over most of it). */
  static Frame around(MapDrawing d, Collection<Province> provinces, double unitRadius) {
    double minX = Double.POSITIVE_INFINITY;
    double minY = Double.POSITIVE_INFINITY;
    double maxX = Double.NEGATIVE_INFINITY;
    double maxY = Double.NEGATIVE_INFINITY;
    for (Province p : provinces) {
      for (int i = -1; i < p.coasts().size(); i++) {
        Location l = i < 0 ? p.location() : p.coasts().get(i);
        minX = Math.min(minX, d.x(l.index()));
        maxX = Math.max(maxX, d.x(l.index()));
        minY = Math.min(minY, d.y(l.index()));
        maxY = Math.max(maxY, d.y(l.index()));
      }
      if (p.isSupplyCentre()) {
        MapDrawing.Point c = d.centre(p);
        minX = Math.min(minX, c.x());
        maxX = Math.max(maxX, c.x());
        minY = Math.min(minY, c.y());
        maxY = Math.max(maxY, c.y());
      }
    }
    if (minX > maxX) {
      return whole(d);
    }
    double margin = 6 * unitRadius;
    double w = Math.max(maxX - minX + 2 * margin, MIN_SHARE * d.width());
    double h = Math.max(maxY - minY + 2 * margin, MIN_SHARE * d.height());
    if (w < TALLEST * h) {
      w = TALLEST * h;
    } else if (w > WIDEST * h) {
      h = w / WIDEST;
    }
    w = Math.min(w, d.width());
    h = Math.min(h, d.height());
    if (w * h > WHOLE_SHARE * d.width() * d.height()) {
      return whole(d);
    }
    double x = clamp((minX + maxX) / 2 - w / 2, d.width() - w);
    double y = clamp((minY + maxY) / 2 - h / 2, d.height() - h);
    return new Frame(x, y, w, h, false);
  }

  /** The rectangle cut to the board (the whole board when it covers it). */
  static Frame crop(MapDrawing d, double x, double y, double width, double height) {
    if (!Double.isFinite(x) || !Double.isFinite(y) || !Double.isFinite(width) || !Double.isFinite(height)
        || width <= 0 || height <= 0) {
      throw new IllegalArgumentException("cannot crop to " + x + " " + y + " " + width + " " + height
          + ": the numbers must be finite and the width and height positive");
    }
    double x0 = Math.max(0, x);
    double y0 = Math.max(0, y);
    double x1 = Math.min(d.width(), x + width);
    double y1 = Math.min(d.height(), y + height);
    if (x1 <= x0 || y1 <= y0) {
      throw new IllegalArgumentException("cannot crop to " + x + " " + y + " " + width + " " + height
          + ": the rectangle is off the board, which is " + d.width() + " by " + d.height());
    }
    if (x0 == 0 && y0 == 0 && x1 == d.width() && y1 == d.height()) {
      return whole(d);
    }
    return new Frame(x0, y0, x1 - x0, y1 - y0, false);
  }

  private static double clamp(double v, double max) {
    return Math.max(0, Math.min(v, max));
  }
}
