package io.github.dipjudge.game;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;

/**
 * Whether MILA's {@code VIA} goes on an army's move to an adjacent province, so that MILA reads the order as this
 * library resolved it. MILA's rule (its engine, {@code diplomacy/engine/game.py}): {@code A X - Y VIA} is valid only
 * when fleets on the board, of any power and whatever their orders, form a chain from X to Y, and an invalid order
 * is refused (the army holds); a valid one goes by convoy, with no land route if the convoy fails, when the fleets
 * ordered to convoy it form a chain, and over land otherwise. Without {@code VIA} an adjacent move goes over land,
 * or by convoy when a fleet of the army's own power on a chain is ordered to convoy it, then back to the land route
 * if the convoy fails. So the writer keeps {@code VIA} where the library sent the army by convoy (it arrived, or
 * failed with no land route) and where the order is illegal (MILA refuses it too, and the army holds), and leaves it
 * out where the library moved the army over land (the 2000 rulebook's fallback, webDiplomacy's land route without
 * a chain, the 1971 rule), which MILA without {@code VIA} does as well. Moves to provinces that are not adjacent
 * need a convoy either way and are written as they are.
 */
final class MilaVia {
  private MilaVia() {}

  /** The order as MILA's list writes it: a move by land without its "via convoy" (and path), else the order. */
  static Order asWritten(Order o, Position pos, PhaseResult result) {
    if (!(o instanceof Move m) || !m.viaConvoy() && m.convoyPath().isEmpty()
        || !(result instanceof MovementResult mr)) {
      return o;
    }
    Province from = m.location().province();
    Unit u = pos.unitAt(from).orElse(null);
    if (u == null || u.type() != UnitType.ARMY || !adjacentByLand(pos, u, m.destination().province())
        || mr.byConvoy(from) || !carriedOut(o, mr)) {
      return o;
    }
    return new Move(m.power(), m.unitType(), m.location(), m.destination(), false, ImmutableList.of());
  }

  private static boolean adjacentByLand(Position pos, Unit army, Province to) {
    for (Location l : pos.map().neighbours(army.location(), UnitType.ARMY)) {
      if (l.province() == to) {
        return true;
      }
    }
    return false;
  }

  /** Whether the order was the unit's order the library carried out (not illegal, not one of several). */
  private static boolean carriedOut(Order o, MovementResult mr) {
    OrderResult r = mr.resultFor(((Move) o).location().province()).orElse(null);
    return r != null && r.order().equals(o) && !r.reason().isIllegal();
  }
}
