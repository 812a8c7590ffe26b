package io.github.dipjudge.adjudicate.movement;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Convoy;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.Retreat;
import io.github.dipjudge.order.SupportHold;
import io.github.dipjudge.order.SupportMove;
import io.github.dipjudge.order.UnitOrder;

/** Checks that an order names only places and powers of the adjudicator's map, before anything is changed. */
public final class OrderChecks {
  private OrderChecks() {}

  public static void checkOnMap(Order o, GameMap map) {
    if (o.power().isPresent()) {
      power(o.power().get(), map);
    }
    if (o instanceof UnitOrder) {
      loc(((UnitOrder) o).location(), map);
    }
    if (o instanceof Move) {
      loc(((Move) o).destination(), map);
      for (Province p : ((Move) o).convoyPath()) {
        checkArgument(map.provinces().get(p.index()) == p, "province %s is not of map %s", p, map.id());
      }
    } else if (o instanceof SupportHold) {
      loc(((SupportHold) o).supported().location(), map);
    } else if (o instanceof SupportMove) {
      loc(((SupportMove) o).supported().location(), map);
      loc(((SupportMove) o).destination(), map);
    } else if (o instanceof Convoy) {
      loc(((Convoy) o).army().location(), map);
      loc(((Convoy) o).destination(), map);
    } else if (o instanceof Retreat) {
      loc(((Retreat) o).destination(), map);
    } else if (o instanceof io.github.dipjudge.order.RetreatPriority) {
      for (Location l : ((io.github.dipjudge.order.RetreatPriority) o).destinations()) {
        loc(l, map);
      }
    } else if (o instanceof io.github.dipjudge.order.BuildPriority) {
      for (io.github.dipjudge.order.Build b : ((io.github.dipjudge.order.BuildPriority) o).builds()) {
        checkOnMap(b, map);
      }
    } else if (o instanceof io.github.dipjudge.order.DisbandPriority) {
      for (io.github.dipjudge.order.Disband d : ((io.github.dipjudge.order.DisbandPriority) o).disbands()) {
        checkOnMap(d, map);
      }
    }
  }

  private static void loc(Location l, GameMap map) {
    checkArgument(l.index() < map.locations().size() && map.locations().get(l.index()) == l,
        "location %s is not of map %s", l, map.id());
  }

  private static void power(Power p, GameMap map) {
    checkArgument(p.index() < map.powers().size() && map.powers().get(p.index()) == p, "power %s is not of map %s",
        p, map.id());
  }
}
