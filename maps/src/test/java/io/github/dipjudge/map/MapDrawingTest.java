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
