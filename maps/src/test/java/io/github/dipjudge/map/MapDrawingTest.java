package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
   * On every shipped map, each label's point lies in no other province's region (and in its own: the next test);
   * every province with a label has a region; and every region is closed loops of straight lines on the board.
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
        assertThat(loops.containsKey(label.province())).as("%s: %s has a region", id, label.province().id()).isTrue();
        for (var e : loops.entrySet()) {
          if (e.getKey() != label.province()) {
            assertThat(ProvinceRegions.contains(e.getValue(), x, y))
                .as("%s: the label %s at %s %s in the region of %s", id, label.text(), x, y, e.getKey().id())
                .isFalse();
          }
        }
      }
    }
  }

  /**
   * On every shipped map, each region lies on the board where its province is drawn: rasterised over the board (at up
   * to two cells a unit), a land province's region has (but for a twentieth of its cells, the simplified edge) no
   * cell off the board's lines on a sea paint, a sea's none on a land paint (a port may lie on either), none lies in
   * an area of nobody (impassable grey without a label), and every cell of a region lies within two units of one of
   * its cells off the lines (no strip crept along a line); each label point lies in its own province's region unless
   * DPjudge writes it off its province's kind of paint (Naples in the sea). A paint's kind is that of most provinces
   * whose unit's point lies on it. Youngstown's Naples, Saigon and Mogadishu once took the sea beside their
   * labels, and imperial's regions crept along lines into its polar frame and over its impassable land.
   */
  @Test
  void everyRegionLiesOnTheBoardsPaintOfItsKindWithoutStripsAlongTheLines() {
    List<String> bad = new ArrayList<>();
    for (String id : GameMap.variants()) {
      GameMap map = GameMap.variant(id);
      MapDrawing d = map.drawing().orElseThrow();
      double s = Math.min(2, ProvinceRegions.scale(d.width(), d.height()));
      List<ProvinceRegions.Seeded> provinces = new ArrayList<>();
      List<double[]> labelPoints = new ArrayList<>();
      for (Province p : map.provinces()) {
        List<double[]> labels = d.labels().stream().filter(l -> l.province() == p)
            .map(l -> new double[] {l.point().x(), l.point().y()}).toList();
        labelPoints.addAll(labels);
        MapDrawing.Point u = d.point(p.location());
        if (d.region(p).isPresent()) {
          provinces.add(new ProvinceRegions.Seeded(p.id(), ProvinceRegions.kind(p), labels,
              new double[] {u.x(), u.y()}));
        }
      }
      ProvinceRegions.Raster r = ProvinceRegions.raster(d.width(), d.height(), s,
          ProvinceRegions.boardLines(d.boardSvg()), labelPoints);
      Map<Integer, Boolean> kinds = ProvinceRegions.kinds(r, provinces);
      int[] mark = new int[r.paint().length];
      int[] queue = new int[mark.length];
      int[] depth = new int[mark.length];
      for (int k = 0; k < provinces.size(); k++) {
        ProvinceRegions.Seeded p = provinces.get(k);
        List<double[]> cells = new ArrayList<>();
        for (double[] loop : ProvinceRegions.loops(d.region(map.province(p.id())).orElseThrow())) {
          double[] c = new double[loop.length];
          for (int i = 0; i < loop.length; i++) {
            c[i] = loop[i] * s;
          }
          cells.add(c);
        }
        ProvinceRegions.fill(cells, r.width(), r.height(), mark, k + 1);
        int size = 0;
        int wrong = 0;
        int tail = 0;
        for (int i = 0; i < mark.length; i++) {
          if (mark[i] != k + 1) {
            continue;
          }
          size++;
          if (r.paint()[i] == -1) {
            wrong++;
          } else if (!r.wall()[i]) {
            Boolean kind = kinds.get(r.paint()[i]);
            wrong += kind != null && p.sea() != null && !kind.equals(p.sea()) ? 1 : 0;
            depth[i] = 1;
            queue[tail++] = i;
          }
        }
        // breadth first from the cells off the lines, through the region's cells, two units deep
        int reach = (int) Math.ceil(2 * s);
        for (int head = 0; head < tail; head++) {
          int c = queue[head];
          if (depth[c] > reach) {
            continue;
          }
          int x = c % r.width();
          for (int n : new int[] {c - 1, c + 1, c - r.width(), c + r.width()}) {
            if (n >= 0 && n < mark.length && Math.abs(n % r.width() - x) <= 1 && mark[n] == k + 1 && depth[n] == 0) {
              depth[n] = depth[c] + 1;
              queue[tail++] = n;
            }
          }
        }
        int strip = 0;
        for (int i = 0; i < mark.length; i++) {
          if (mark[i] == k + 1) {
            strip += depth[i] == 0 ? 1 : 0;
            depth[i] = 0;
            mark[i] = 0;
          }
        }
        if (wrong > 4 + size / 20 || strip > 4) {
          bad.add(id + " " + p.id() + ": " + wrong + " of " + size + " cells off its kind, " + strip + " in strips");
        }
        List<double[]> own = ProvinceRegions.loops(d.region(map.province(p.id())).orElseThrow());
        for (double[] pt : p.labels()) {
          if (!ProvinceRegions.contains(own, pt[0], pt[1]) && !ProvinceRegions.offItsKind(r, kinds, p, pt)) {
            bad.add(id + " " + p.id() + ": its label point " + pt[0] + " " + pt[1] + " lies outside its region");
          }
        }
      }
    }
    assertThat(bad).isEmpty();
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
