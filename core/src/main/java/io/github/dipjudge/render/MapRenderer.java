package io.github.dipjudge.render;

import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.MapDrawing;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Convoy;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.order.Retreat;
import io.github.dipjudge.order.SupportHold;
import io.github.dipjudge.order.SupportMove;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Draws positions, orders and results of a map as standalone SVG documents (UTF-8, no external references, the
 * generic font family {@code sans-serif}), on the map's drawing ({@link MapDrawing}, DPjudge's boards).
 *
 * <p>What is drawn: a title band with the phase and each power's centre count (and the orders that have no place on
 * the board: waives, priority lists); the board; every supply centre in its owner's colour; every unit in its power's
 * colours (an army a disc, a fleet a hull with a sail; a fleet on a split coast at that coast), a dislodged unit of a
 * retreat phase smaller, ringed in red, above and right of the unit that took its place; orders as
 * {@code OrderMarks} describes (moves as arrows, convoyed moves along their convoy, supports, convoys, holds,
 * retreats, disbands, builds); with results, failed orders dashed, illegal ones red and crossed, bounces barred,
 * dislodged units ringed in red and standoffs crossed. Layers, bottom to top: the board, the centres, the orders'
 * lines and arrows, the board's province labels ({@link #boardLayers}: no line crosses their text), the units (so
 * that no arrow hides a unit, even where a convoyed move passes its fleets), what
 * happened (dislodgements, standoffs), and the crosses of illegal orders, disbands and removals
 * ({@code <g class="marks">}, each cross carrying {@code data-cross} with its order). {@link #around} shows a part of
 * the board.
 *
 * <p>Every element that stands for a game object carries its identity: {@code data-unit="A par"} and
 * {@code data-power} on units, {@code data-centre} and {@code data-owner} on centres, {@code data-order} (the order
 * in English notation, without its power), {@code data-power}, {@code data-outcome} (the {@code Reason}) and
 * {@code data-status} (the {@code Outcome}) on orders, {@code data-dislodged} and {@code data-standoff} on outcomes.
 *
 * <p>Deterministic: the same input gives the same bytes (numbers are written with one decimal, in the order of the
 * position's units and the orders' list). Immutable and thread-safe: every call draws into its own buffer.
 */
public final class MapRenderer {
  private final MapDrawing drawing;
  private final OrderNotation notation;
  private final Power viewer;
  private final Frame frame;
  /** The board's layers, colours and regions, computed once for the map. */
  private final Prepared prepared;
  private final boolean key;

  private MapRenderer(MapDrawing drawing, OrderNotation notation, Power viewer, Frame frame, Prepared prepared,
      boolean key) {
    this.drawing = drawing;
    this.notation = notation;
    this.viewer = viewer;
    this.frame = frame;
    this.prepared = prepared;
    this.key = key;
  }

  /**
   * A renderer for a map that has a drawing (every shipped map has one).
   *
   * @param map the map
   * @return its renderer
   * @throws NullPointerException if the map is null
   * @throws IllegalArgumentException if the map has no drawing (a map of the user's own), naming the map
   */
  public static MapRenderer of(GameMap map) {
    Objects.requireNonNull(map, "map");
    MapDrawing d = map.drawing().orElseThrow(() -> new IllegalArgumentException("the map \"" + map.id()
        + "\" has no drawing, so it cannot be drawn: the maps with drawings are " + String.join(", ",
        GameMap.variants().stream().filter(id -> GameMap.variant(id).drawing().isPresent()).toList())));
    return new MapRenderer(d, OrderNotation.english(map), null, Frame.whole(d), new Prepared(d), true);
  }

  /**
   * The same renderer seen by one power: other powers' units, orders and title entries are faded, and the root
   * element carries {@code data-view} with the power's id.
   *
   * @param power the power whose view it is
   * @return the renderer for that view
   * @throws NullPointerException if the power is null
   * @throws IllegalArgumentException if the power is not of this map
   */
  public MapRenderer viewedBy(Power power) {
    Objects.requireNonNull(power, "power");
    if (drawing.map().powers().get(power.index()) != power) {
      throw new IllegalArgumentException(power + " is not a power of the map " + drawing.map().id());
    }
    return new MapRenderer(drawing, notation, power, frame, prepared, key);
  }

  /**
   * The same renderer showing only the part of the board around some provinces (a closer look at a local action,
   * as in a conformance report): the smallest box holding the drawing points of every location of the provinces and
   * their centre dots, with a margin of six unit radii on every side, widened to at least 35 % of the board's width
   * and height and to an aspect ratio (width to height) between 4:5 and 2:1, and kept on the board. The whole board
   * when the provinces are none or the box would cover more than 60 % of the board's area. A part is shown as wide as
   * the whole board would be (the root's {@code width}), so it is a magnified view; the title band keeps its share of
   * the picture. The board is then a nested {@code <svg class="map">} whose {@code viewBox} is that part, in the
   * board's coordinates (drawing points are unchanged); everything outside it is clipped.
   *
   * @param provinces the provinces to show, of this renderer's map (for instance the provinces of a position's
   *     units and {@link #provincesOf} its orders)
   * @return the renderer showing that part
   * @throws NullPointerException if the collection or a province in it is null
   * @throws IllegalArgumentException if a province is not of this renderer's map
   */
  public MapRenderer around(Collection<Province> provinces) {
    Objects.requireNonNull(provinces, "provinces");
    GameMap map = drawing.map();
    for (Province p : provinces) {
      Objects.requireNonNull(p, "province");
      if (p.index() >= map.provinces().size() || map.provinces().get(p.index()) != p) {
        throw new IllegalArgumentException(p + " is not a province of the map " + map.id());
      }
    }
    return new MapRenderer(drawing, notation, viewer, Frame.around(drawing, provinces,
        UnitSymbols.radius(drawing)), prepared, key);
  }

  /**
   * The same renderer showing the whole board (the default, undoing {@link #around}).
   *
   * @return the renderer showing the whole board
   */
  public MapRenderer whole() {
    return new MapRenderer(drawing, notation, viewer, Frame.whole(drawing), prepared, key);
  }

  /**
   * The same renderer showing one rectangle of the board, in the board's coordinates ({@link MapDrawing#width()},
   * {@link MapDrawing#height()}; a big board such as imperial's read a region at a time). The rectangle is cut to
   * the board; it is shown as wide as the whole board would be, so magnified, as {@link #around} shows its part.
   *
   * @param x the left edge
   * @param y the top edge
   * @param width the width
   * @param height the height
   * @return the renderer showing that rectangle (the whole board when it covers the whole board)
   * @throws IllegalArgumentException if a number is not finite, the width or height is not positive, or the
   *     rectangle does not overlap the board, naming the rectangle and the board's size
   */
  public MapRenderer crop(double x, double y, double width, double height) {
    return new MapRenderer(drawing, notation, viewer, Frame.crop(drawing, x, y, width, height), prepared, key);
  }

  /**
   * The same renderer with or without the key: a box at the lower left of the picture that shows each mark used in
   * it (bounce, dislodged, destroyed, removed or built in civil disorder, built, illegal, void, cut support) and the
   * dashed line of a failed order, with their meanings. On by default; drawn on pictures of orders and results when
   * they carry a mark or a failed order.
   *
   * @param on whether to draw the key
   * @return the renderer
   */
  public MapRenderer withKey(boolean on) {
    return new MapRenderer(drawing, notation, viewer, frame, prepared, on);
  }

  /**
   * Whether this renderer's pictures show only a part of the board ({@link #around}).
   *
   * @return true if they show a part, false if the whole board
   */
  public boolean isPart() {
    return !frame.whole();
  }

  /**
   * The provinces that the marks of these orders touch: each order's unit, the destination of a move or retreat,
   * the supported or convoyed unit and its destination, the convoy path a move writes, a build's or disband's
   * province. For {@link #around}.
   *
   * @param orders orders of any phase kind (orders without a place on the board, such as waives, add nothing)
   * @return the provinces, in the orders' order, each once
   * @throws NullPointerException if the list or an order in it is null
   */
  public static Set<Province> provincesOf(Collection<? extends Order> orders) {
    Set<Province> out = new LinkedHashSet<>();
    for (Order o : orders) {
      Objects.requireNonNull(o, "order");
      if (!(o instanceof UnitOrder u)) {
        continue;
      }
      out.add(u.location().province());
      if (o instanceof Move m) {
        out.addAll(m.convoyPath());
        out.add(m.destination().province());
      } else if (o instanceof Retreat r) {
        out.add(r.destination().province());
      } else if (o instanceof SupportHold sh) {
        out.add(sh.supported().location().province());
      } else if (o instanceof SupportMove sm) {
        out.add(sm.supported().location().province());
        out.add(sm.destination().province());
      } else if (o instanceof Convoy c) {
        out.add(c.army().location().province());
        out.add(c.destination().province());
      }
    }
    return Collections.unmodifiableSet(out);
  }

  /**
   * The board's text as every picture of this renderer carries it, verbatim, in two layers: the board without its
   * province labels (drawn first), and the labels' group (drawn above the orders' lines and below the units, so that
   * no arrow or ring crosses a label's text); the second is empty for a board without labels. A page that shows
   * many pictures of a map may write each layer once and replace it in the pictures by a reference (as
   * {@code datc run --report} does).
   *
   * @return the two layers, in drawing order
   */
  public List<String> boardLayers() {
    return prepared.layers;
  }

  /**
   * The power this renderer's view is for, if any.
   *
   * @return the viewing power, or empty for everyone's view
   */
  public Optional<Power> viewer() {
    return Optional.ofNullable(viewer);
  }

  /**
   * The drawing this renderer draws on.
   *
   * @return the drawing
   */
  public MapDrawing drawing() {
    return drawing;
  }

  /**
   * A position alone: its centres and units (and, in a retreat phase, its dislodged units).
   *
   * @param position a position of this renderer's map
   * @return the SVG document
   * @throws NullPointerException if the position is null
   * @throws IllegalArgumentException if the position is of another map
   */
  public String position(Position position) {
    Picture p = picture(position);
    p.begin(title(position, ""), List.of());
    p.centres();
    p.labels();
    p.units();
    return p.end();
  }

  /**
   * A position with the orders of its phase, before adjudication.
   *
   * @param position a position of this renderer's map
   * @param orders the orders (of any phase kind; an order naming no unit on the board is drawn from its location)
   * @return the SVG document
   * @throws NullPointerException if an argument or an order is null
   * @throws IllegalArgumentException if the position is of another map
   */
  public String orders(Position position, List<? extends Order> orders) {
    List<Order> list = List.copyOf(orders);
    Picture p = picture(position);
    p.begin(title(position, " \u2014 orders"), p.notes(list));
    p.centres();
    p.orders(list, null);
    p.labels();
    p.units();
    p.marks();
    return p.end();
  }

  /**
   * A phase's result: the position before it, every order styled by its outcome, and for a movement the dislodged
   * units and standoffs.
   *
   * @param position the position the phase was adjudicated from
   * @param result its result
   * @return the SVG document
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the position is of another map
   */
  public String result(Position position, PhaseResult result) {
    Objects.requireNonNull(result, "result");
    return results(position, result);
  }

  /**
   * A position with what differs from an expectation marked: units expected that are not in the position (drawn
   * faded in a dashed magenta ring, {@code data-missing}), and units in it that were not expected (ringed in magenta,
   * {@code data-unexpected}). For conformance reports: the position after a phase against the units a test case
   * expects.
   *
   * @param position a position of this renderer's map
   * @param expectedUnits the units expected in it
   * @return the SVG document
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the position is of another map
   */
  public String positionAgainst(Position position, List<Unit> expectedUnits) {
    Set<Unit> actual = new HashSet<>(position.units());
    Set<Unit> expected = new HashSet<>(expectedUnits);
    List<Unit> missing = new ArrayList<>();
    for (Unit u : expectedUnits) {
      if (!actual.contains(u)) {
        missing.add(u);
      }
    }
    List<Unit> unexpected = new ArrayList<>();
    for (Unit u : position.units()) {
      if (!expected.contains(u)) {
        unexpected.add(u);
      }
    }
    Picture p = picture(position);
    p.begin(title(position, missing.isEmpty() && unexpected.isEmpty() ? "" : " \u2014 differences marked"),
        List.of());
    p.centres();
    p.labels();
    p.units();
    if (!missing.isEmpty() || !unexpected.isEmpty()) {
      p.differences(missing, unexpected);
    }
    return p.end();
  }

  private String results(Position position, PhaseResult result) {
    List<OrderResult> results = result.results();
    List<Order> orders = new ArrayList<>(results.size());
    for (OrderResult r : results) {
      orders.add(r.order());
    }
    Picture p = picture(position);
    p.begin(title(position, " \u2014 results"), p.notes(orders));
    p.centres();
    p.orders(orders, results);
    p.labels();
    p.units();
    if (result instanceof MovementResult m) {
      p.movementOutcome(m);
    } else if (result instanceof RetreatResult t) {
      p.retreatOutcome(t);
    } else if (result instanceof AdjustmentResult a) {
      p.adjustmentOutcome(a);
    }
    p.marks();
    return p.end();
  }

  private Picture picture(Position position) {
    Objects.requireNonNull(position, "position");
    if (position.map() != drawing.map()) {
      throw new IllegalArgumentException("the position is of the map " + position.map().id()
          + ", not of this renderer's map " + drawing.map().id());
    }
    return new Picture(prepared, notation, position, viewer, frame, key);
  }

  private String title(Position position, String what) {
    return position.phase() + what + (viewer == null ? "" : " \u2014 " + viewer.name() + "'s view");
  }
}
