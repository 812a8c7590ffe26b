package io.github.dipjudge.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.MapDrawing;
import io.github.dipjudge.map.Power;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The colours of the powers as pictures draw them: distinct, and their letters and outlines readable on them. */
class PaletteTest {
  @Test
  void everyTwoPowersOfEveryShippedMapHaveDistinctPaints() {
    for (String id : GameMap.variants()) {
      GameMap map = GameMap.variant(id);
      Palette palette = Palette.of(map.drawing().orElseThrow());
      List<Power> powers = map.powers();
      for (int i = 0; i < powers.size(); i++) {
        for (int j = 0; j < i; j++) {
          double d = Palette.distance(Palette.lab(Palette.rgb(palette.colours(powers.get(i)).paint())),
              Palette.lab(Palette.rgb(palette.colours(powers.get(j)).paint())));
          assertThat(d).as("%s: %s and %s", id, powers.get(i).id(), powers.get(j).id())
              .isGreaterThanOrEqualTo(map.powers().size() > 20 ? 10 : Palette.MIN_DISTANCE);
        }
      }
    }
  }

  @Test
  void aPowerKeepsTheDrawingsColourUnlessAnEarlierPowerHasOneTooClose() {
    GameMap standard = GameMap.standard();
    MapDrawing d = standard.drawing().orElseThrow();
    Palette palette = Palette.of(d);
    for (Power p : standard.powers()) {
      assertThat(palette.colours(p).paint()).as(p.id()).isEqualTo(d.colours(p).paint());
      assertThat(palette.changed(p)).isFalse();
    }
    // ambition: three powers share #32cd32 in DPjudge's drawing; the first keeps it, the others are moved.
    GameMap ambition = GameMap.variant("ambition");
    MapDrawing a = ambition.drawing().orElseThrow();
    Palette pa = Palette.of(a);
    List<Power> same = ambition.powers().stream().filter(p -> a.colours(p).paint().equals("#32cd32")).toList();
    assertThat(same).hasSizeGreaterThanOrEqualTo(2);
    assertThat(pa.colours(same.get(0)).paint()).isEqualTo("#32cd32");
    for (Power p : same.subList(1, same.size())) {
      assertThat(pa.changed(p)).as(p.id()).isTrue();
      assertThat(pa.colours(p).paint()).as(p.id()).isNotEqualTo("#32cd32");
    }
  }

  @Test
  void theContrastColourOfEveryPowerReadsOnItsPaint() {
    for (String id : GameMap.variants()) {
      GameMap map = GameMap.variant(id);
      Palette palette = Palette.of(map.drawing().orElseThrow());
      for (Power p : map.powers()) {
        MapDrawing.Colours c = palette.colours(p);
        assertThat(Palette.ratio(Palette.rgb(c.paint()), Palette.rgb(c.contrast()))).as("%s %s", id, p.id())
            .isGreaterThanOrEqualTo(Palette.MIN_CONTRAST);
      }
    }
  }

  /** Every sea's label, as the pictures draw it, reads on the board's sea colour. */
  @Test
  void theLabelOfEverySeaReadsOnTheSea() throws Exception {
    int total = 0;
    for (String id : GameMap.variants()) {
      GameMap map = GameMap.variant(id);
      MapRenderer r = MapRenderer.of(map);
      MapDrawing d = r.drawing();
      String board = d.boardSvg();
      java.util.Map<String, MapDrawing.Label> seas = new java.util.HashMap<>();
      d.labels().stream().filter(l -> l.province().terrain() == io.github.dipjudge.map.Terrain.SEA)
          .forEach(l -> seas.put(l.text(), l));
      var doc = Pictures.parse("<svg>" + r.boardLayers().get(1) + "</svg>");
      int checked = 0;
      for (var text : Pictures.all(doc, "//text")) {
        MapDrawing.Label l = seas.get(text.getTextContent());
        if (l != null) {
          int sea = Prepared.paintAt(board, l.point().x(), l.point().y() - 0.35 * d.labelSize());
          assertThat(Palette.ratio(Palette.rgb(text.getAttribute("fill")), sea))
              .as("%s: %s on the sea", id, text.getTextContent())
              .isGreaterThanOrEqualTo(Prepared.MIN_SEA_LABEL_CONTRAST);
          checked++;
        }
      }
      total += checked;
    }
    assertThat(total).as("sea labels checked").isGreaterThan(200);
  }

  /**
   * On every shipped map, each province's label, as the pictures draw it, reads on the fill of its region owned by
   * any power ({@link Palette#MIN_LABEL_CONTRAST}): every power is made the owner of every province in turn, in a
   * picture, and each label's colour is measured against its region's fill there, as shown over the board's paint
   * under the label (the fill's opacity). (Germany's near-black paint, lightened
   * only 30%, once gave the standard map's dark green labels a ratio of 1.3.)
   */
  @Test
  void everyLabelReadsOnItsProvinceFilledInAnyPowersColour() throws Exception {
    int checked = 0;
    for (String id : GameMap.variants()) {
      GameMap map = GameMap.variant(id);
      MapRenderer r = MapRenderer.of(map);
      MapDrawing d = r.drawing();
      java.util.Map<String, MapDrawing.Label> byText = new java.util.HashMap<>();
      d.labels().forEach(l -> byText.put(l.text(), l));
      java.util.Map<io.github.dipjudge.map.Province, String> colour = new java.util.HashMap<>();
      for (var text : Pictures.all(Pictures.parse("<svg>" + r.boardLayers().get(1) + "</svg>"), "//text")) {
        MapDrawing.Label l = byText.get(text.getTextContent());
        if (l != null) {
          colour.put(l.province(), text.getAttribute("fill"));
        }
      }
      for (io.github.dipjudge.map.Power power : map.powers()) {
        io.github.dipjudge.position.Position.Builder b = io.github.dipjudge.position.Position.initial(map)
            .toBuilder().clearUnits();
        for (io.github.dipjudge.map.Province p : map.provinces()) {
          if (p.isSupplyCentre()) {
            b.owner(p, power);
          }
        }
        var doc = Pictures.parse(r.position(b.build()));
        double opacity = Double.parseDouble(Pictures.all(doc, "//*[@class='regions']").get(0)
            .getAttribute("fill-opacity"));
        String board = d.boardSvg();
        for (var region : Pictures.all(doc, "//*[@class='regions']/*[@data-owner='" + power.id() + "']")) {
          io.github.dipjudge.map.Province p = map.province(region.getAttribute("data-province"));
          String label = colour.get(p);
          if (label == null) {
            continue;
          }
          MapDrawing.Label l = d.labels().stream().filter(x -> x.province() == p).findFirst().orElseThrow();
          if (!Regions.contains(Regions.loops(region.getAttribute("d")), l.point().x(),
              l.point().y() - 0.35 * d.labelSize())) {
            continue; // a label written off its province (1900's Edinburgh in the Firth): not on the fill
          }
          int under = Prepared.paintAt(board, l.point().x(), l.point().y() - 0.35 * d.labelSize());
          if (Palette.ratio(Palette.rgb(label), under) < Palette.MIN_LABEL_CONTRAST) {
            continue; // a land label DPjudge writes over the sea (youngstown's Formosa): unreadable on the board
          }
          int shown = Palette.mix(under, Palette.rgb(region.getAttribute("fill")), opacity);
          assertThat(Palette.ratio(Palette.rgb(label), shown))
              .as("%s: the label of %s (%s) on %s's fill %s over %06x", id, p.id(), label, power.id(),
                  region.getAttribute("fill"), under)
              .isGreaterThanOrEqualTo(Palette.MIN_LABEL_CONTRAST);
          checked++;
        }
      }
    }
    assertThat(checked).as("labels checked on owned fills").isGreaterThan(1000);
  }
}
