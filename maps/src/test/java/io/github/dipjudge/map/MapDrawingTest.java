package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Every shipped map has a drawing that places every location, centre, power and label on its board. */
class MapDrawingTest {
  @Test
  void everyShippedMapHasADrawingPlacingEveryLocationAndCentreOnTheBoard() {
    for (String id : GameMap.variants()) {
      GameMap map = GameMap.variant(id);
      MapDrawing d = map.drawing().orElseThrow(() -> new AssertionError("no drawing for " + id));
      assertThat(MapDrawing.of(map)).containsSame(d);
      assertThat(d.map()).isSameAs(map);
      assertThat(d.boardSvg()).as(id).startsWith("<g class=\"board\">").contains("<path ").endsWith("</g>\n");
      for (Location l : map.locations()) {
        MapDrawing.Point p = d.point(l);
        assertThat(p.x()).as("%s %s x", id, l).isBetween(0.0, d.width());
        assertThat(p.y()).as("%s %s y", id, l).isBetween(0.0, d.height());
      }
      for (Province c : map.provinces()) {
        if (c.isSupplyCentre()) {
          MapDrawing.Point p = d.centre(c);
          assertThat(p.x()).as("%s centre %s", id, c).isBetween(0.0, d.width());
          assertThat(p.y()).as("%s centre %s", id, c).isBetween(0.0, d.height());
        }
      }
      for (Power p : map.powers()) {
        assertThat(d.colours(p).paint()).matches("#[0-9a-f]{6}");
      }
      assertThat(d.labels()).as(id).isNotEmpty();
      assertThat(d.unitScale()).isPositive();
    }
  }

  /**
   * On every shipped map, each label's point lies in its own province's region and in no other province's; every
   * province with a label has a region; and every region is closed loops of straight lines on the board.
   */
  @Test
  void everyLabelPointLiesInItsOwnProvincesRegionAndInNoOther() {
    for (String id : GameMap.variants()) {
      GameMap map = GameMap.variant(id);
      MapDrawing d = map.drawing().orElseThrow();
      java.util.Map<Province, java.util.List<double[]>> loops = new java.util.HashMap<>();
      for (Province p : map.provinces()) {
        d.region(p).ifPresent(path -> {
          assertThat(path).as("%s %s", id, p.id()).matches("(M[-0-9. ]+(L[-0-9. ]+)+Z)+");
          loops.put(p, ProvinceRegions.loops(path));
          for (double[] loop : ProvinceRegions.loops(path)) {
            for (int i = 0; i < loop.length; i += 2) {
              assertThat(loop[i]).as("%s %s x", id, p.id()).isBetween(-0.1, d.width() + 0.1);
              assertThat(loop[i + 1]).as("%s %s y", id, p.id()).isBetween(-0.1, d.height() + 0.1);
            }
          }
        });
      }
      for (MapDrawing.Label label : d.labels()) {
        double x = label.point().x();
        double y = label.point().y();
        assertThat(loops).as("%s: %s has a region", id, label.province().id()).containsKey(label.province());
        for (var e : loops.entrySet()) {
          assertThat(ProvinceRegions.contains(e.getValue(), x, y))
              .as("%s: the label %s at %s %s in the region of %s", id, label.text(), x, y, e.getKey().id())
              .isEqualTo(e.getKey() == label.province());
        }
      }
    }
  }

  @Test
  void theCoastsOfASplitProvinceHaveTheirOwnPoints() {
    GameMap map = GameMap.standard();
    MapDrawing d = map.drawing().orElseThrow();
    assertThat(d.point(map.location("stp/nc"))).isNotEqualTo(d.point(map.location("stp/sc")));
    assertThat(d.point(map.location("stp/nc")).y()).isLessThan(d.point(map.location("stp/sc")).y());
  }

  @Test
  void imperialsTwoPointsNamedWstAreTheWesterliesAndTheWesternMediterranean() {
    // imperial.ps calls both WST in VisitTerritories; its INFO block names the points wst and wes, as the labels do.
    GameMap map = GameMap.variant("imperial");
    MapDrawing d = map.drawing().orElseThrow();
    assertThat(d.point(map.location("wst")).x()).isEqualTo(2505.0);
    assertThat(d.point(map.location("wes")).x()).isEqualTo(1309.0);
    assertThat(d.labels()).filteredOn(l -> l.text().equals("WST")).singleElement()
        .extracting(l -> l.province().id()).isEqualTo("wst");
    assertThat(d.labels()).filteredOn(l -> l.text().equals("WES")).singleElement()
        .extracting(l -> l.province().id()).isEqualTo("wes");
    assertThat(d.boardSvg()).as("the outside of the world painted over, no clipPath").doesNotContain("url(")
        .contains("\" fill=\"#ffffff\" fill-rule=\"evenodd\"/>");
  }

  @Test
  void aMapOfTheUsersOwnHasNoDrawing() throws Exception {
    GameMap tiny = GameMap.parse("tiny.map", MapLoaderErrorsTest.TINY);
    assertThat(tiny.drawing()).isEmpty();
  }

  @Test
  void aLocationOfAnotherMapIsRefusedByName() {
    MapDrawing d = GameMap.standard().drawing().orElseThrow();
    Location ancmed = GameMap.variant("ancmed").locations().get(0);
    assertThatThrownBy(() -> d.point(ancmed)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not a location of the map standard");
  }
}
