package io.github.dipjudge.render;

import java.util.ArrayList;
import java.util.List;

/** Test helpers: a region's path data ({@code MapDrawing.region}) as loops, and geometry on them. */
final class Regions {
  private Regions() {}

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

  /** Even-odd point in polygon over every loop. */
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

  /** {minX, minY, maxX, maxY}. */
  static double[] bounds(List<double[]> loops) {
    double[] b = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
    for (double[] a : loops) {
      for (int i = 0; i < a.length; i += 2) {
        b[0] = Math.min(b[0], a[i]);
        b[1] = Math.min(b[1], a[i + 1]);
        b[2] = Math.max(b[2], a[i]);
        b[3] = Math.max(b[3], a[i + 1]);
      }
    }
    return b;
  }

  static double distanceToEdge(List<double[]> loops, double x, double y) {
    double best = Double.MAX_VALUE;
    for (double[] a : loops) {
      int n = a.length / 2;
      for (int i = 0, j = n - 1; i < n; j = i++) {
        double ax = a[2 * j];
        double ay = a[2 * j + 1];
        double bx = a[2 * i];
        double by = a[2 * i + 1];
        double len2 = (bx - ax) * (bx - ax) + (by - ay) * (by - ay);
        double t = len2 == 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / len2));
        best = Math.min(best, Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)));
      }
    }
    return best;
  }
}
