package io.github.dipjudge.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.Turn;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.MapDrawing;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The pictures are well-formed SVG in which every unit, centre and order is found by its attributes at its drawing
 * point; every phase type is drawn on every shipped map, from random legal games.
 */
class MapRendererTest {
  private static final GameMap STANDARD = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(STANDARD);

  private static List<Order> orders(String... lines) {
    return java.util.Arrays.stream(lines).map(EN::parse).toList();
  }

  /** Checks a picture of {@code position}: units, dislodged units and centres where the drawing puts them. */
  static Document checkPosition(MapRenderer renderer, Position position, String svg) throws Exception {
    Document doc = Pictures.parse(svg);
    MapDrawing d = renderer.drawing();
    List<Element> units = Pictures.all(doc, "//*[@class='units']/*[@data-unit and not(@data-dislodged)]");
    assertThat(units).hasSize(position.unitCount());
    for (Unit u : position.units()) {
      String id = (u.type().name().charAt(0)) + " " + u.location().id();
      List<Element> found = Pictures.all(doc, "//*[@class='units']/*[@data-unit='" + id
          + "' and not(@data-dislodged)]");
      assertThat(found).as("%s in %s", id, position.phase()).hasSize(1);
      assertThat(found.get(0).getAttribute("data-power")).isEqualTo(u.power().id());
      double[] xy = Pictures.translate(found.get(0));
      assertThat(xy[0]).isCloseTo(d.point(u.location()).x(), org.assertj.core.data.Offset.offset(0.051));
      assertThat(xy[1]).isCloseTo(d.point(u.location()).y(), org.assertj.core.data.Offset.offset(0.051));
    }
    assertThat(Pictures.all(doc, "//*[@data-dislodged='true']")).hasSize(position.dislodged().size());
    for (DislodgedUnit du : position.dislodged()) {
      String id = (du.unit().type().name().charAt(0)) + " " + du.unit().location().id();
      assertThat(Pictures.all(doc, "//*[@data-unit='" + id + "' and @data-dislodged='true']")).hasSize(1);
    }
    for (Province c : position.map().provinces()) {
      if (!c.isSupplyCentre()) {
        continue;
      }
      List<Element> found = Pictures.all(doc, "//*[@data-centre='" + c.id() + "']");
      assertThat(found).hasSize(1);
      assertThat(found.get(0).getAttribute("data-owner"))
          .isEqualTo(position.owner(c).map(p -> p.id()).orElse("none"));
      assertThat(Double.parseDouble(found.get(0).getAttribute("cx")))
          .isCloseTo(d.centre(c).x(), org.assertj.core.data.Offset.offset(0.051));
    }
    // Every province with a region is one element carrying its owner; every home centre is ringed.
    java.util.Map<String, String> owners = new java.util.HashMap<>();
    for (Element e : Pictures.all(doc, "//*[@class='regions']/*[@data-province]")) {
      assertThat(owners.put(e.getAttribute("data-province"), e.getAttribute("data-owner"))).isNull();
    }
    List<String> homes = Pictures.all(doc, "//*[@class='centres']/*[@data-home]").stream()
        .map(e -> e.getAttribute("data-home")).sorted().toList();
    List<String> expectedHomes = new java.util.ArrayList<>();
    for (Province p : position.map().provinces()) {
      assertThat(owners.get(p.id())).as("region %s", p.id())
          .isEqualTo(d.region(p).isPresent() ? position.owner(p).map(o -> o.id()).orElse("none") : null);
      if (p.isSupplyCentre()) {
        position.homePower(p).ifPresent(o -> expectedHomes.add(o.id()));
      }
    }
    assertThat(homes).isEqualTo(expectedHomes.stream().sorted().toList());
    assertThat(doc.getDocumentElement().getAttribute("data-phase")).isEqualTo(position.phase().code());
    assertThat(svg).doesNotContain("href").doesNotContain("url(");
    return doc;
  }

  private static void checkOrders(Document doc, List<? extends Order> orders, List<OrderResult> results,
      MapRenderer renderer) throws Exception {
    for (int i = 0; i < orders.size(); i++) {
      Order o = orders.get(i);
      String text = OrderNotation.english(renderer.drawing().map()).print(o);
      if (o.power().isPresent()) {
        text = text.substring(text.indexOf(": ") + 2);
      }
      List<Element> found = Pictures.all(doc, "//*[@data-order=\"" + text + "\"]");
      assertThat(found).as("order %s", text).isNotEmpty();
      if (results != null && OrderMarks.hasMark(o)) {
        assertThat(found).extracting(e -> e.getAttribute("data-outcome")).as(text)
            .contains(results.get(i).reason().name());
      }
    }
  }

  @Test
  void theOpeningWithOrdersAndItsResult() throws Exception {
    MapRenderer r = MapRenderer.of(STANDARD);
    Position start = Position.initial(STANDARD);
    List<Order> orders = orders("Germany: A mun - bur", "France: A par - bur", "France: A mar S A par - bur",
        "England: F lon - wal", "England: F edi H", "Russia: F sev - bla", "Turkey: F ank - bla",
        "Italy: A ven - pie", "Austria: A vie S A bud - gal", "Austria: A bud - gal",
        "England: F lon - mun");
    String picture = r.orders(start, orders);
    Document doc = checkPosition(r, start, picture);
    checkOrders(doc, orders, null, r);
    assertThat(Pictures.all(doc, "//*[@data-order='A par - bur' and @data-power='france']")).hasSize(1);

    MovementResult result = Adjudicator.create(STANDARD, Rulebook.datc()).movement(start, orders);
    String after = r.result(start, result);
    Document d2 = checkPosition(r, start, after);
    checkOrders(d2, orders, result.results(), r);
    assertThat(Pictures.all(d2, "//*[@data-order='A mun - bur']").get(0).getAttribute("data-outcome"))
        .isEqualTo("BOUNCED");
    assertThat(Pictures.all(d2, "//*[@data-order='F lon - mun']").get(0).getAttribute("data-status"))
        .isEqualTo("ILLEGAL");
    assertThat(Pictures.all(d2, "//*[@data-mark='bounce' and @data-province='bla']")).hasSize(2);
    assertThat(Pictures.all(d2, "//*[@data-mark='bounce']")).extracting(e -> e.getAttribute("data-unit"))
        .containsExactlyInAnyOrder("A mun", "F sev", "F ank");
    assertThat(r.result(start, result)).as("deterministic").isEqualTo(after);
    assertThat(after.chars().allMatch(ch -> ch < 0x80)).as("ASCII: the title's dash is a character reference")
        .isTrue();
    assertThat(after).contains("Spring 1901 Movement &#8212; results");
  }

  @Test
  void aConvoyedMoveIsDrawnAlongItsConvoy() throws Exception {
    MapRenderer r = MapRenderer.of(STANDARD);
    Position pos = Position.initial(STANDARD).toBuilder().clearUnits()
        .unit(Unit.of(STANDARD.power("england"), io.github.dipjudge.map.UnitType.ARMY, STANDARD.location("lon")))
        .unit(Unit.of(STANDARD.power("england"), io.github.dipjudge.map.UnitType.FLEET, STANDARD.location("eng")))
        .unit(Unit.of(STANDARD.power("england"), io.github.dipjudge.map.UnitType.FLEET, STANDARD.location("mao")))
        .build();
    List<Order> orders = orders("England: A lon - por", "England: F eng C A lon - por",
        "England: F mao C A lon - por");
    Document doc = checkPosition(r, pos, r.orders(pos, orders));
    Element move = Pictures.all(doc, "//*[@data-order='A lon - por']").get(0);
    String d = ((Element) move.getElementsByTagName("path").item(0)).getAttribute("d");
    assertThat(d.split("L")).as("the arrow bends at both fleets: %s", d).hasSize(4);
  }

  /** England convoys A lon to por through eng and mao; France's F iri and F bre, beside the route, attack mao. */
  static Position convoyPosition() {
    return Position.initial(STANDARD).toBuilder().clearUnits()
        .unit(Unit.of(STANDARD.power("england"), io.github.dipjudge.map.UnitType.ARMY, STANDARD.location("lon")))
        .unit(Unit.of(STANDARD.power("england"), io.github.dipjudge.map.UnitType.FLEET, STANDARD.location("eng")))
        .unit(Unit.of(STANDARD.power("england"), io.github.dipjudge.map.UnitType.FLEET, STANDARD.location("mao")))
        .unit(Unit.of(STANDARD.power("france"), io.github.dipjudge.map.UnitType.FLEET, STANDARD.location("iri")))
        .unit(Unit.of(STANDARD.power("france"), io.github.dipjudge.map.UnitType.FLEET, STANDARD.location("bre")))
        .build();
  }

  static List<Order> convoyOrders() {
    return orders("England: A lon - por", "England: F eng C A lon - por", "England: F mao C A lon - por",
        "France: F iri - mao", "France: F bre S F iri - mao");
  }

  @Test
  void theUnitsAreDrawnAboveEveryOrderLineAndTheCrossesAboveTheUnits() throws Exception {
    MapRenderer r = MapRenderer.of(STANDARD);
    Position pos = convoyPosition();
    List<Order> orders = convoyOrders();
    MovementResult result = Adjudicator.create(STANDARD, Rulebook.datc()).movement(pos, orders);
    List<String> pictures = List.of(r.orders(pos, orders), r.result(pos, result));
    for (String svg : pictures) {
      Document doc = checkPosition(r, pos, svg);
      List<String> names = Pictures.all(doc, "//*[@class='map']/*[@class]").stream()
          .map(e -> e.getAttribute("class")).toList();
      // The board's labels above the orders' lines (no arrow or ring crosses their text), below the units.
      assertThat(names).as("layers").containsSubsequence("board", "centres", "orders", "labels", "units");
      assertThat(names).as("layers").containsOnlyOnce("labels");
      // In document order every element of an order comes before the first unit: no order line is drawn over a
      // unit (the convoyed move passes through the fleets in eng and mao, near F iri and A bre).
      assertThat(svg.lastIndexOf("data-order=")).as("the last order before the first unit")
          .isLessThan(svg.indexOf("data-unit="));
    }
  }

  @Test
  void anIllegalOrderIsCrossedAboveItsUnit() throws Exception {
    MapRenderer r = MapRenderer.of(STANDARD);
    Position start = Position.initial(STANDARD);
    List<Order> orders = orders("England: F lon - mun");
    String svg = r.result(start, Adjudicator.create(STANDARD, Rulebook.datc()).movement(start, orders));
    Document doc = Pictures.parse(svg);
    assertThat(Pictures.all(doc, "//*[@class='marks']/*[@data-mark='illegal' and @data-unit='F lon']")).hasSize(1);
    List<String> names = Pictures.all(doc, "//*[@class='map']/*[@class]").stream()
        .map(e -> e.getAttribute("class")).toList();
    assertThat(names).containsSubsequence("orders", "units", "marks");
    assertThat(svg.indexOf("data-mark=")).isGreaterThan(svg.indexOf("<g class=\"units\""));
  }

  @Test
  void aConvoyIsDrawnAroundItsFleetOnTheConvoyedArrowAndSupportsAimAtTheDrawnLeg() throws Exception {
    MapRenderer r = MapRenderer.of(STANDARD);
    Position pos = convoyPosition();
    List<Order> orders = new java.util.ArrayList<>(convoyOrders());
    orders.add(EN.parse("France: F iri S A lon - por"));
    orders.removeIf(o -> EN.print(o).equals("France: F iri - mao"));
    Document doc = checkPosition(r, pos, r.orders(pos, orders));
    // each drawn twice: its outline in the power's contrast colour, then its paint
    assertThat(Pictures.all(doc, "//*[@data-order='F eng C A lon - por']/*/*[@data-convoy-bend]")).hasSize(2);
    assertThat(Pictures.all(doc, "//*[@data-order='F mao C A lon - por']/*/*[@data-convoy-bend]")).hasSize(2);
    // The support's ring is on the move's last leg (mao to por), not on the straight line from lon to por.
    Element ring = Pictures.all(doc, "//*[@data-order='F iri S A lon - por']/*/*[local-name()='circle']").get(0);
    double cx = Double.parseDouble(ring.getAttribute("cx"));
    double cy = Double.parseDouble(ring.getAttribute("cy"));
    MapDrawing d = r.drawing();
    MapDrawing.Point mao = d.point(STANDARD.location("mao"));
    MapDrawing.Point por = d.point(STANDARD.location("por"));
    double cross = (por.x() - mao.x()) * (cy - mao.y()) - (por.y() - mao.y()) * (cx - mao.x());
    double leg = Math.hypot(por.x() - mao.x(), por.y() - mao.y());
    assertThat(Math.abs(cross) / leg).as("distance of the ring from the leg mao-por").isLessThan(0.2);
  }

  @Test
  void aPartOfTheBoardAroundSomeProvinces() throws Exception {
    MapRenderer whole = MapRenderer.of(STANDARD);
    Position pos = convoyPosition();
    List<Order> orders = convoyOrders();
    Set<Province> provinces = new java.util.LinkedHashSet<>(MapRenderer.provincesOf(orders));
    assertThat(provinces).extracting(Province::id).containsExactly("lon", "por", "eng", "mao", "iri", "bre");
    MapRenderer r = whole.around(provinces);
    assertThat(r.isPart()).isTrue();
    String svg = r.orders(pos, orders);
    Document doc = checkPosition(r, pos, svg);
    Element map = Pictures.all(doc, "//*[@class='map']").get(0);
    assertThat(map.getTagName()).isEqualTo("svg");
    double[] box = java.util.Arrays.stream(map.getAttribute("viewBox").split(" ")).mapToDouble(Double::parseDouble)
        .toArray();
    MapDrawing d = r.drawing();
    assertThat(box[2] * box[3]).as("smaller than the board").isLessThan(0.6 * d.width() * d.height());
    double ratio = box[2] / box[3];
    assertThat(ratio).isBetween(0.79, 2.01);
    for (Province p : provinces) {
      MapDrawing.Point pt = d.point(p.location());
      assertThat(pt.x()).as(p.id()).isBetween(box[0] + 3 * UnitSymbols.radius(d), box[0] + box[2]);
      assertThat(pt.y()).as(p.id()).isBetween(box[1] + 3 * UnitSymbols.radius(d), box[1] + box[3]);
    }
    // Shown as wide as the whole board, so magnified; the root's view box is the part and the title band.
    Element root = doc.getDocumentElement();
    assertThat(Double.parseDouble(root.getAttribute("width"))).isEqualTo(Picture.displayWidth(d));
    assertThat(root.getAttribute("viewBox")).startsWith("0 0 " + map.getAttribute("width") + " ");
    assertThat(r.orders(pos, orders)).as("deterministic").isEqualTo(svg);

    // Spread over the board: the whole board; none: the whole board.
    Set<Province> spread = new java.util.HashSet<>();
    Position.initial(STANDARD).units().forEach(u -> spread.add(u.location().province()));
    assertThat(whole.around(spread).isPart()).isFalse();
    assertThat(whole.around(Set.of()).isPart()).isFalse();
    assertThat(r.whole().isPart()).isFalse();
    Document full = Pictures.parse(whole.around(spread).position(Position.initial(STANDARD)));
    assertThat(Pictures.all(full, "//*[@class='map']").get(0).getTagName()).isEqualTo("g");
    assertThatThrownBy(() -> whole.around(Set.of(GameMap.variant("ancmed").provinces().get(70))))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a province of the map standard");
  }

  @Test
  void dislodgedUnitsStayClearOfTheProvinceLabelsOnEveryShippedMap() throws Exception {
    for (String id : GameMap.variants()) {
      GameMap map = GameMap.variant(id);
      MapRenderer r = MapRenderer.of(map);
      MapDrawing d = r.drawing();
      double radius = UnitSymbols.radius(d);
      // A dislodged unit (its white disc of 1.25 radii) is drawn clear of its own province's label. One picture
      // serves every province (preparing a board's layers and regions is the costly part, done once a renderer).
      Picture pic = new Picture(new Prepared(d), OrderNotation.english(map), Position.initial(map), null,
          Frame.whole(d), true);
      for (Province p : map.provinces()) {
        MapDrawing.Label label = d.labels().stream().filter(l -> l.province() == p).findFirst().orElse(null);
        if (label == null) {
          continue;
        }
        double[] at = pic.dislodgedPoint(p.location());
        double half = 1.25 * radius + radius / 8;
        assertThat(Prepared.overlapsLabel(d, label, at[0] - half, at[1] - half, at[0] + half, at[1] + half))
            .as("%s: dislodged unit in %s over its label", id, p.id()).isFalse();
      }
    }
  }

  /**
   * On every shipped map, the unit a location can hold, drawn as {@link UnitSymbols} draws it (its outline included),
   * overlaps no province's label (its capitals: 0.7 of the font size a character wide, centred, from 0.72 of the size
   * above the baseline to the baseline). Where a unit has no room beside the labels the converter moves the labels it
   * covers, alone or together with a unit of the label's own province (youngstown's Liverpool, between the
   * Yorkshire and Liverpool units).
   */
  @Test
  void noUnitCoversALabelOnEveryShippedMap() throws Exception {
    java.util.Map<String, Set<String>> found = new java.util.TreeMap<>();
    for (String id : GameMap.variants()) {
      GameMap map = GameMap.variant(id);
      MapDrawing d = map.drawing().orElseThrow();
      double r = UnitSymbols.radius(d);
      double stroke = Math.max(0.5, r / 7) / 2;
      Set<String> covering = new java.util.TreeSet<>();
      for (io.github.dipjudge.map.Location l : map.locations()) {
        MapDrawing.Point at = d.point(l);
        if (at.x() == 0 && at.y() == 0 || l.province().terrain() == io.github.dipjudge.map.Terrain.IMPASSABLE) {
          continue;
        }
        List<double[]> boxes = new java.util.ArrayList<>();
        if (l.admits(io.github.dipjudge.map.UnitType.FLEET)) {
          boxes.add(new double[] {-1.5 * r - stroke, -1.25 * r - stroke, 1.5 * r + stroke, 0.65 * r + stroke});
        }
        if (l.admits(io.github.dipjudge.map.UnitType.ARMY)) {
          boxes.add(new double[] {-0.875 * r - stroke, -r / 6 - 0.875 * r - stroke, 0.875 * r + stroke,
              -r / 6 + 0.875 * r + stroke});
        }
        for (MapDrawing.Label label : d.labels()) {
          double half = 0.7 * d.labelSize() * label.text().length() / 2;
          double lx0 = label.point().x() - half;
          double lx1 = label.point().x() + half;
          double ly0 = label.point().y() - 0.72 * d.labelSize();
          double ly1 = label.point().y();
          for (double[] b : boxes) {
            if (at.x() + b[0] < lx1 && lx0 < at.x() + b[2] && at.y() + b[1] < ly1 && ly0 < at.y() + b[3]) {
              covering.add(l.id());
            }
          }
        }
      }
      if (!covering.isEmpty()) {
        found.put(id, covering);
      }
    }
    assertThat(found).as("the locations whose unit covers a label, by map").isEmpty();
  }

  @Test
  void theTitleBandsPowerEntriesDoNotOverlapOnEveryShippedMap() throws Exception {
    for (String id : GameMap.variants()) {
      GameMap map = GameMap.variant(id);
      Document doc = Pictures.parse(MapRenderer.of(map).position(Position.initial(map)));
      List<Element> entries = Pictures.all(doc, "//*[@class='title']/*[@data-centres]");
      assertThat(entries).hasSize(map.powers().size());
      for (int i = 0; i + 1 < entries.size(); i++) {
        Element rect = (Element) entries.get(i).getElementsByTagName("rect").item(0);
        Element text = (Element) entries.get(i).getElementsByTagName("text").item(0);
        Element next = (Element) entries.get(i + 1).getElementsByTagName("rect").item(0);
        if (!next.getAttribute("y").equals(rect.getAttribute("y"))) {
          continue; // the next entry begins a row
        }
        // The text's width, at most 0.6 of its size a character in a sans-serif font.
        double end = Double.parseDouble(text.getAttribute("x")) + 0.6 * Double.parseDouble(
            text.getAttribute("font-size")) * text.getTextContent().length();
        assertThat(Double.parseDouble(next.getAttribute("x"))).as("%s: %s and the next entry", id,
            text.getTextContent()).isGreaterThan(end);
      }
    }
  }

  @Test
  void everyPhaseTypeIsDrawnOnEveryShippedMap() throws Exception {
    for (String id : GameMap.variants()) {
      GameMap map = GameMap.variant(id);
      MapRenderer r = MapRenderer.of(map);
      Set<PhaseType> drawn = EnumSet.noneOf(PhaseType.class);
      SplittableRandom random = new SplittableRandom(id.hashCode());
      LegalOrders gen = LegalOrders.create(map, Rulebook.datc());
      // Several games where one is not enough: on a map of few powers far apart (void) a random game can pass 200
      // phases, or end, without a retreat.
      for (int game = 0; game < 5 && drawn.size() < 3; game++) {
        Game g = Game.start(map, Rulebook.datc()).withSeed(7 + game);
        for (int step = 0; step < 200 && drawn.size() < 3 && !g.isOver(); step++) {
          List<Order> orders = Pictures.randomOrders(g.position(), gen, random);
          g = g.advance(orders);
          for (Turn t : g.history().subList(Math.max(0, g.history().size() - 3), g.history().size())) {
            if (t.skipped() || t.orders().isEmpty() || drawn.contains(t.position().phase().type())) {
              continue;
            }
            checkPosition(r, t.position(), r.position(t.position()));
            checkOrders(checkPosition(r, t.position(), r.orders(t.position(), t.orders())), t.orders(), null, r);
            checkOrders(checkPosition(r, t.position(), r.result(t.position(), t.result())), t.result().results()
                .stream().map(OrderResult::order).toList(), t.result().results(), r);
            drawn.add(t.position().phase().type());
          }
        }
      }
      assertThat(drawn).as(id).containsExactlyInAnyOrder(PhaseType.values());
    }
  }

  @Test
  void aPictureIsTheSameWhateverTheRendererDrewBefore() throws Exception {
    // A renderer keeps the shapes of the orders it drew; a picture must not depend on which it kept (another
    // power's colours, another phase's outcome): each phase of a random game, drawn by one renderer after all the
    // phases before it, equals the same picture from a new renderer.
    MapRenderer kept = MapRenderer.of(STANDARD);
    SplittableRandom random = new SplittableRandom(11);
    LegalOrders gen = LegalOrders.create(STANDARD, Rulebook.datc());
    Game g = Game.start(STANDARD, Rulebook.datc()).withSeed(3);
    int drawn = 0;
    for (int step = 0; step < 40 && !g.isOver(); step++) {
      g = g.advance(Pictures.randomOrders(g.position(), gen, random));
    }
    for (Turn t : g.history()) {
      if (t.skipped() || t.orders().isEmpty()) {
        continue;
      }
      MapRenderer fresh = MapRenderer.of(STANDARD);
      assertThat(kept.result(t.position(), t.result())).as("%s", t.position().phase())
          .isEqualTo(fresh.result(t.position(), t.result()));
      assertThat(kept.orders(t.position(), t.orders())).as("%s", t.position().phase())
          .isEqualTo(MapRenderer.of(STANDARD).orders(t.position(), t.orders()));
      drawn++;
    }
    assertThat(drawn).isGreaterThan(20);
  }

  @Test
  void whatDiffersFromAnExpectationIsMarked() throws Exception {
    Position start = Position.initial(STANDARD);
    Unit par = start.unitAt(STANDARD.province("par")).orElseThrow();
    List<Unit> expected = new java.util.ArrayList<>(start.units());
    expected.remove(par);
    expected.add(Unit.of(par.power(), par.type(), STANDARD.location("bur")));
    Document doc = checkPosition(MapRenderer.of(STANDARD), start,
        MapRenderer.of(STANDARD).positionAgainst(start, expected));
    assertThat(Pictures.all(doc, "//*[@data-missing='A bur']")).hasSize(1);
    assertThat(Pictures.all(doc, "//*[@data-unexpected='A par']")).hasSize(1);
    assertThat(Pictures.all(doc, "//*[@data-missing or @data-unexpected]")).hasSize(2);
  }

  @Test
  void aOnePowerViewFadesTheOthers() throws Exception {
    MapRenderer r = MapRenderer.of(STANDARD).viewedBy(STANDARD.power("france"));
    Document doc = Pictures.parse(r.position(Position.initial(STANDARD)));
    assertThat(doc.getDocumentElement().getAttribute("data-view")).isEqualTo("france");
    assertThat(Pictures.all(doc, "//*[@data-unit and @data-power='france' and @opacity]")).isEmpty();
    assertThat(Pictures.all(doc, "//*[@data-unit and @data-power='england' and @opacity]")).hasSize(3);
  }

  /**
   * Sengoku's adjustments: Asakura's ordered build is marked {@code built}; the dummy Neutral, ordering nothing,
   * builds in civil disorder ({@code CD_BUILDS}), marked {@code civil-disorder-build} on each unit it built; the key
   * names both.
   */
  @Test
  void anOrderedBuildAndACivilDisorderBuildHaveEachTheirMark() throws Exception {
    GameMap sengoku = GameMap.variant("sengoku");
    Position pos = Position.initial(sengoku).toBuilder().phase(io.github.dipjudge.position.Phase.adjustment(1601))
        .removeUnit(sengoku.province("omi")).removeUnit(sengoku.province("hiz")).build();
    io.github.dipjudge.adjudicate.AdjustmentResult r = (io.github.dipjudge.adjudicate.AdjustmentResult) Adjudicator
        .create(sengoku, Rulebook.datc()).adjudicate(pos, List.of(OrderNotation.english(sengoku)
            .parse("Asakura: Build A omi")));
    assertThat(r.builtByCivilDisorder()).isNotEmpty();
    MapRenderer renderer = MapRenderer.of(sengoku);
    Document doc = checkPosition(renderer, pos, renderer.result(pos, r));
    List<Element> built = Pictures.all(doc, "//*[@class='marks']/*[@data-mark='built']");
    assertThat(built).extracting(e -> e.getAttribute("data-unit")).containsExactly("A omi");
    assertThat(Pictures.all(doc, "//*[@class='marks']/*[@data-mark='civil-disorder-build']"))
        .extracting(e -> e.getAttribute("data-unit")).containsExactlyInAnyOrderElementsOf(r.builtByCivilDisorder()
            .stream().map(u -> (u.type().name().charAt(0)) + " " + u.location().id()).toList());
    assertThat(Pictures.all(doc, "//*[@class='key']/*[@data-key]")).extracting(e -> e.getAttribute("data-key"))
        .contains("built", "civil-disorder-build");
    // the two badges differ in colour
    assertThat(((Element) built.get(0).getElementsByTagName("circle").item(0)).getAttribute("fill"))
        .isNotEqualTo(((Element) Pictures.all(doc, "//*[@data-mark='civil-disorder-build']").get(0)
            .getElementsByTagName("circle").item(0)).getAttribute("fill"));
  }

  /**
   * A part of the board is shown as wide as the whole board: its key is scaled down with the part, so that it takes
   * the same share of the picture as on the whole board and lies inside the part.
   */
  @Test
  void aCroppedPictureKeepsItsKeyAtTheWholeBoardsSize() throws Exception {
    Position start = Position.initial(STANDARD);
    MovementResult result = Adjudicator.create(STANDARD, Rulebook.datc()).movement(start,
        orders("France: A par - bur", "Germany: A mun - bur"));
    MapRenderer whole = MapRenderer.of(STANDARD);
    double width = whole.drawing().width() / 4;
    double height = whole.drawing().height() / 4;
    Element wholeKey = keyBox(Pictures.parse(whole.result(start, result)));
    Document doc = Pictures.parse(whole.crop(200, 250, width, height).result(start, result));
    Element key = Pictures.all(doc, "//*[@class='key']").get(0);
    String transform = key.getAttribute("transform");
    assertThat(transform).matches("translate\\(\\S+ \\S+\\) scale\\(\\S+\\)");
    String[] numbers = transform.replaceAll("[^0-9. ]", " ").trim().split("\\s+");
    double x = Double.parseDouble(numbers[0]);
    double y = Double.parseDouble(numbers[1]);
    double scale = Double.parseDouble(numbers[2]);
    assertThat(scale).isCloseTo(0.25, org.assertj.core.data.Offset.offset(1e-4));
    Element box = keyBox(doc);
    double w = Double.parseDouble(box.getAttribute("width"));
    double h = Double.parseDouble(box.getAttribute("height"));
    assertThat(w).isEqualTo(Double.parseDouble(wholeKey.getAttribute("width")));
    assertThat(x).isBetween(200.0, 200 + width - w * scale);
    assertThat(y).isBetween(250.0, 250 + height - h * scale);
  }

  private static Element keyBox(Document doc) throws Exception {
    return Pictures.all(doc, "//*[@class='key']/*[local-name()='rect']").get(0);
  }

  /**
   * In France's view of a result, every other power's region fill, centre dot, home ring, unit, order and mark is
   * faded ({@code opacity}), and nothing of France's.
   */
  @Test
  void aOnePowerViewFadesTheOtherPowersCentresAndMarks() throws Exception {
    Position start = Position.initial(STANDARD);
    List<Order> orders = orders("France: A par - bur", "Germany: A mun - bur", "England: F lon - eng",
        "France: F bre - eng", "Italy: A ven - tri", "Austria: F tri H");
    MovementResult result = Adjudicator.create(STANDARD, Rulebook.datc()).movement(start, orders);
    MapRenderer r = MapRenderer.of(STANDARD).viewedBy(STANDARD.power("france"));
    Document doc = checkPosition(r, start, r.result(start, result));
    List<Element> marks = Pictures.all(doc, "//*[@class='marks']/*[@data-mark='bounce']");
    assertThat(marks).extracting(e -> e.getAttribute("data-unit"))
        .containsExactlyInAnyOrder("A par", "A mun", "F lon", "F bre");
    for (Element m : marks) {
      boolean french = m.getAttribute("data-unit").equals("A par") || m.getAttribute("data-unit").equals("F bre");
      assertThat(m.hasAttribute("opacity")).as("the mark on %s faded", m.getAttribute("data-unit"))
          .isEqualTo(!french);
    }
    for (Element c : Pictures.all(doc, "//*[@class='centres']/*[@data-centre]")) {
      String owner = c.getAttribute("data-owner");
      assertThat(c.hasAttribute("opacity")).as("centre %s of %s faded", c.getAttribute("data-centre"), owner)
          .isEqualTo(!owner.equals("france") && !owner.equals("none"));
    }
    for (Element c : Pictures.all(doc, "//*[@class='centres']/*[@data-home]")) {
      assertThat(c.hasAttribute("opacity")).isEqualTo(!c.getAttribute("data-home").equals("france"));
    }
    for (Element c : Pictures.all(doc, "//*[@class='regions']/*[@data-owner!='none']")) {
      assertThat(c.hasAttribute("opacity")).as("region %s", c.getAttribute("data-province"))
          .isEqualTo(!c.getAttribute("data-owner").equals("france"));
    }
    assertThat(Pictures.all(doc, "//*[@data-order and @opacity]")).isNotEmpty()
        .allSatisfy(e -> assertThat(e.getAttribute("data-order")).doesNotStartWith("A par")
            .doesNotStartWith("F bre"));
  }

  @Test
  void aMapWithoutADrawingIsRefusedByName() throws Exception {
    GameMap tiny = GameMap.parse("tiny.map", String.join("\n", "map tiny | Tiny",
        "power red | Red | Red", "  home aaa", "  start A aaa", "power blue | Blue | Blue", "  home bbb", "  start A bbb",
        "province aaa inland centre | Alpha", "  army bbb", "province bbb inland centre | Beta", "  army aaa"));
    assertThatThrownBy(() -> MapRenderer.of(tiny)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("the map \"tiny\" has no drawing");
  }

  @Test
  void aPositionOfAnotherMapIsRefused() {
    MapRenderer r = MapRenderer.of(STANDARD);
    assertThatThrownBy(() -> r.position(Position.initial(GameMap.variant("pure"))))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("of the map pure");
  }
}
