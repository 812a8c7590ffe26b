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
      int want = rgb(d.colours(u.power()).paint());
      assertThat(close(px, want)).as("%s %s: pixel %06x, power colour %06x", pos.map().id(), u,
          px, want).isTrue();
    }
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
