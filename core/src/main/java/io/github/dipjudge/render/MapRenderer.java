package io.github.dipjudge.render;

import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.MapDrawing;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import java.util.ArrayList;
import java.util.HashSet;
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
 * retreat phase smaller, ringed in red, below and right of the unit that took its place; orders as
 * {@code OrderMarks} describes (moves as arrows, convoyed moves along their convoy, supports, convoys, holds,
 * retreats, disbands, builds); with results, failed orders dashed, illegal ones red and crossed, bounces barred,
 * dislodged units ringed in red and standoffs crossed.
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

  private MapRenderer(MapDrawing drawing, OrderNotation notation, Power viewer) {
    this.drawing = drawing;
    this.notation = notation;
    this.viewer = viewer;
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
        + "\" has no drawing, so it cannot be drawn: only the shipped maps (" + String.join(", ",
        GameMap.variants()) + ") have drawings"));
    return new MapRenderer(d, OrderNotation.english(map), null);
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
    return new MapRenderer(drawing, notation, power);
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
    p.units();
    p.orders(list, null);
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
    return results(position, result.results(), result instanceof MovementResult m ? m : null);
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
    p.units();
    if (!missing.isEmpty() || !unexpected.isEmpty()) {
      p.differences(missing, unexpected);
    }
    return p.end();
  }

  private String results(Position position, List<OrderResult> results, MovementResult movement) {
    List<Order> orders = new ArrayList<>(results.size());
    for (OrderResult r : results) {
      orders.add(r.order());
    }
    Picture p = picture(position);
    p.begin(title(position, " \u2014 results"), p.notes(orders));
    p.centres();
    p.units();
    if (movement != null) {
      p.movementOutcome(movement);
    }
    p.orders(orders, results);
    return p.end();
  }

  private Picture picture(Position position) {
    Objects.requireNonNull(position, "position");
    if (position.map() != drawing.map()) {
      throw new IllegalArgumentException("the position is of the map " + position.map().id()
          + ", not of this renderer's map " + drawing.map().id());
    }
    return new Picture(drawing, notation, position, viewer);
  }

  private String title(Position position, String what) {
    return position.phase() + what + (viewer == null ? "" : " \u2014 " + viewer.name() + "'s view");
  }
}
