package io.github.dipjudge.render;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Convoy;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The route a convoyed move is drawn along: the path the order writes, else the shortest chain, in fleet steps from
 * the army's province to its destination, through the provinces of the fleets ordered to convoy that move. Empty
 * when there is none (the move is then drawn straight).
 *
 * <p>Performance: a breadth-first search over the few convoying fleets of one move (at most the fleets on the
 * board), each step a look-up in the map's neighbour lists.
 */
final class ConvoyRoute {
  private ConvoyRoute() {}

  static List<Province> of(GameMap map, Move move, List<? extends Order> orders) {
    if (!move.convoyPath().isEmpty()) {
      return move.convoyPath();
    }
    Province from = move.location().province();
    Province to = move.destination().province();
    Set<Province> fleets = new LinkedHashSet<>();
    for (Order o : orders) {
      if (o instanceof Convoy c && c.army().location().province() == from
          && c.destination().province() == to) {
        fleets.add(c.location().province());
      }
    }
    if (fleets.isEmpty()) {
      return List.of();
    }
    Map<Province, Province> previous = new HashMap<>();
    Deque<Province> queue = new ArrayDeque<>();
    queue.add(from);
    previous.put(from, from);
    while (!queue.isEmpty()) {
      Province p = queue.poll();
      if (p != from && adjacent(map, p, to)) {
        List<Province> route = new ArrayList<>();
        for (Province q = p; q != from; q = previous.get(q)) {
          route.add(0, q);
        }
        return route;
      }
      for (Province f : fleets) {
        if (!previous.containsKey(f) && adjacent(map, p, f)) {
          previous.put(f, p);
          queue.add(f);
        }
      }
    }
    return List.of();
  }

  /** Whether a fleet could step from {@code a} into {@code b} (from any of a's coasts). */
  private static boolean adjacent(GameMap map, Province a, Province b) {
    for (Location l : a.fleetLocations()) {
      for (Location n : map.neighbours(l, UnitType.FLEET)) {
        if (n.province() == b) {
          return true;
        }
      }
    }
    return false;
  }
}
