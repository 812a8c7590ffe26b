package io.github.dipjudge.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.MapDrawing;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import java.awt.image.BufferedImage;
import java.io.StringReader;
import java.util.HashSet;
import java.util.Set;
import org.apache.batik.transcoder.TranscoderInput;
import org.apache.batik.transcoder.TranscoderOutput;
import org.apache.batik.transcoder.image.ImageTranscoder;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The pictures as a real SVG renderer (Apache Batik, test scope) draws them: on every shipped map, the pixel at
 * each unit's drawing point of the starting position has its power's colour, and the picture is not blank.
 */
class RasterTest {
  /** Batik's image transcoder, keeping the image. */
  private static final class Capture extends ImageTranscoder {
    BufferedImage image;

    @Override
    public BufferedImage createImage(int width, int height) {
      return new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
    }

    @Override
    public void writeImage(BufferedImage img, TranscoderOutput output) {
      image = img;
    }
  }

  static BufferedImage rasterise(String svg) throws Exception {
    Capture c = new Capture();
    c.transcode(new TranscoderInput(new StringReader(svg)), null);
    return c.image;
  }

  private static int rgb(String hex) {
    return Integer.parseInt(hex.substring(1), 16);
  }

  private static boolean close(int a, int b) {
    for (int shift = 0; shift <= 16; shift += 8) {
      if (Math.abs(((a >> shift) & 0xff) - ((b >> shift) & 0xff)) > 12) {
        return false;
      }
    }
    return true;
  }

  @Test
  void everyUnitOfEveryStartingPositionIsDrawnInItsPowersColour() throws Exception {
    for (String id : GameMap.variants()) {
      GameMap map = GameMap.variant(id);
      if (map.startingUnits().isEmpty()) {
        continue; // chaos begins with builds; its colours are checked after them below
      }
      check(MapRenderer.of(map), Position.initial(map));
    }
  }

  /**
   * The pixel at each unit's drawing point has its power's paint: the board is in the picture's root coordinates
   * translated by the map group (the whole board) or seen through the map's view box (a part), the picture scaled
   * to its {@code width}.
   */
  private static void unitsInTheirColours(MapRenderer r, Position pos, String svg, BufferedImage img)
      throws Exception {
    Document doc = Pictures.parse(svg);
    Element root = doc.getDocumentElement();
    Element mapGroup = Pictures.all(doc, "//*[@class='map']").get(0);
    double scale = img.getWidth() / Double.parseDouble(root.getAttribute("viewBox").split(" ")[2]);
    double dx;
    double dy;
    if (mapGroup.getTagName().equals("g")) {
      double[] t = Pictures.translate(mapGroup);
      dx = t[0];
      dy = t[1];
    } else {
      String[] box = mapGroup.getAttribute("viewBox").split(" ");
      dx = -Double.parseDouble(box[0]);
      dy = Double.parseDouble(mapGroup.getAttribute("y")) - Double.parseDouble(box[1]);
    }
    MapDrawing d = r.drawing();
    for (Unit u : pos.units()) {
      MapDrawing.Point p = d.point(u.location());
      int px = img.getRGB((int) Math.floor((p.x() + dx) * scale), (int) Math.floor((p.y() + dy) * scale)) & 0xffffff;
      int want = rgb(Palette.of(d).colours(u.power()).paint());
      assertThat(close(px, want)).as("%s %s: pixel %06x, power colour %06x", pos.map().id(), u,
          px, want).isTrue();
    }
  }

  /**
   * Inside each owned centre's region, away from its label, unit and dot, the pixel is the board's own pixel (the
   * same picture with the centre unowned) covered by the owner's tint at the regions' opacity; on the standard
   * opening and on youngstown's and ancmed's.
   */
  @Test
  void everyOwnedCentresRegionIsFilledInItsOwnersColour() throws Exception {
    for (String id : java.util.List.of("standard", "youngstown", "ancmed")) {
      GameMap map = GameMap.variant(id);
      MapRenderer r = MapRenderer.of(map);
      MapDrawing d = r.drawing();
      Palette palette = Palette.of(d);
      Position owned = Position.initial(map).toBuilder().clearUnits().build();
      Position unowned = owned.toBuilder().clearOwners().build();
      BufferedImage a = rasterise(r.position(owned));
      BufferedImage b = rasterise(r.position(unowned));
      double scale = a.getWidth() / d.width();
      double top = (a.getHeight() - d.height() * scale) / scale; // the title band, in board units
      int checked = 0;
      for (var e : owned.owners().entrySet()) {
        double[] inside = interior(d, e.getKey());
        if (inside == null) {
          continue;
        }
        int x = (int) Math.floor(inside[0] * scale);
        int y = (int) Math.floor((inside[1] + top) * scale);
        int board = b.getRGB(x, y) & 0xffffff;
        int want = Palette.mix(board, Palette.rgb(palette.tint(e.getValue())), 0.6);
        int got = a.getRGB(x, y) & 0xffffff;
        assertThat(close(got, want)).as("%s %s at %.1f %.1f: pixel %06x, expected %06x (board %06x)", id,
            e.getKey().id(), inside[0], inside[1], got, want, board).isTrue();
        checked++;
      }
      assertThat(checked).as(id).isGreaterThan(owned.owners().size() / 3);
    }
  }

  /**
   * A point deep inside the province's region (a unit radius from its edge, two from its label, dot and
   * drawing points), found on a grid; null if there is none.
   */
  static double[] interior(MapDrawing d, io.github.dipjudge.map.Province p) {
    String path = d.region(p).orElse(null);
    if (path == null) {
      return null;
    }
    java.util.List<double[]> loops = Regions.loops(path);
    double r = UnitSymbols.radius(d);
    double[] box = Regions.bounds(loops);
    for (double y = box[1]; y <= box[3]; y += r / 2) {
      for (double x = box[0]; x <= box[2]; x += r / 2) {
        if (Regions.contains(loops, x, y) && Regions.distanceToEdge(loops, x, y) > r
            && far(d, p, x, y, 2 * r)) {
          return new double[] {x, y};
        }
      }
    }
    return null;
  }

  private static boolean far(MapDrawing d, io.github.dipjudge.map.Province p, double x, double y, double min) {
    for (MapDrawing.Label l : d.labels()) {
      if (Math.hypot(l.point().x() - x, l.point().y() - 0.3 * d.labelSize() - y) < min) {
        return false;
      }
    }
    for (var l : d.map().locations()) {
      if (Math.hypot(d.x(l.index()) - x, d.y(l.index()) - y) < min) {
        return false;
      }
    }
    if (p.isSupplyCentre()) {
      MapDrawing.Point c = d.centre(p);
      return Math.hypot(c.x() - x, c.y() - y) >= min;
    }
    return true;
  }

  @Test
  void fleetsOnAConvoyedMovesPathAndUnitsBesideItKeepTheirColours() throws Exception {
    GameMap map = GameMap.standard();
    Position pos = MapRendererTest.convoyPosition();
    var orders = MapRendererTest.convoyOrders();
    var result = io.github.dipjudge.adjudicate.Adjudicator.create(map, Pictures.rules()).movement(pos, orders);
    MapRenderer whole = MapRenderer.of(map);
    MapRenderer part = whole.around(MapRenderer.provincesOf(orders));
    for (MapRenderer r : java.util.List.of(whole, part)) {
      for (String svg : java.util.List.of(r.orders(pos, orders), r.result(pos, result))) {
        unitsInTheirColours(r, pos, svg, rasterise(svg));
      }
    }
  }

  @Test
  void chaosUnitsAfterTheirBuildsHaveTheirPowersColours() throws Exception {
    GameMap chaos = GameMap.variant("chaos");
    Position.Builder b = Position.initial(chaos).toBuilder();
    for (var power : chaos.powers()) {
      var home = power.homeCentres().get(0).location();
      b.unit(Unit.of(power, io.github.dipjudge.map.UnitType.ARMY, home));
    }
    check(MapRenderer.of(chaos), b.build());
  }

  private static void check(MapRenderer r, Position pos) throws Exception {
    String svg = r.position(pos);
    BufferedImage img = rasterise(svg);
    MapDrawing d = r.drawing();
    assertThat(img.getWidth()).isEqualTo((int) Math.round(Picture.displayWidth(d)));
    unitsInTheirColours(r, pos, svg, img);
    Set<Integer> colours = new HashSet<>();
    for (int y = 0; y < img.getHeight(); y += 7) {
      for (int x = 0; x < img.getWidth(); x += 7) {
        colours.add(img.getRGB(x, y));
      }
    }
    assertThat(colours).as("%s is not blank", pos.map().id()).hasSizeGreaterThan(5);
  }
}
