package io.github.dipjudge.game;

import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Convoy;
import io.github.dipjudge.order.Disband;
import io.github.dipjudge.order.Hold;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.Retreat;
import io.github.dipjudge.order.SupportHold;
import io.github.dipjudge.order.SupportMove;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.order.UnitRef;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import java.util.Locale;
import java.util.Optional;

/**
 * Orders in MILA's notation, as its saved games list them under each power: {@code A PAR H}, {@code F NTH - BEL},
 * {@code A EDI - NWY VIA}, {@code A SER S F ALB - GRE}, {@code F SEV S A RUM}, {@code F NWG C A EDI - NWY},
 * {@code F NWY R SKA}, {@code A TRI D}, {@code A BUD B}, {@code F STP/NC B}, {@code WAIVE}. The power is not
 * written. MILA's notation has no convoy path, no nationality in a support and no priority list: a convoy path is
 * printed as {@code VIA}, a nationality is left out, and a priority list cannot be printed at all.
 */
final class MilaOrders {
  private MilaOrders() {}

  static String loc(Location l) {
    return l.id().toUpperCase(Locale.ROOT);
  }

  /**
   * The unit part of an order: type letter and location; when the order omits the type, the type of the unit
   * standing there in {@code pos} (MILA always writes it), or none when there is no unit (or no position).
   */
  static String unitPart(Optional<UnitType> type, Location l, Position pos) {
    Optional<UnitType> t = type;
    if (t.isEmpty() && pos != null) {
      Unit u = pos.unitAt(l.province()).orElse(null);
      if (u == null) {
        u = pos.dislodgedAt(l.province()).map(d -> d.unit()).orElse(null);
      }
      t = u == null ? Optional.empty() : Optional.of(u.type());
      if (u != null && u.type() == UnitType.FLEET && !l.isCoast()) {
        l = u.location();
      }
    }
    return t.map(x -> x.letter() + " ").orElse("") + loc(l);
  }

  private static String ref(UnitRef r, Position pos) {
    return unitPart(r.type(), r.location(), pos);
  }

  /**
   * The order in MILA's notation, its unit type filled in from {@code pos} where the order omits it; null for an
   * order MILA cannot write (a priority list).
   */
  static String print(Order o, Position pos) {
    switch (o.kind()) {
      case HOLD:
        return unitPart(((Hold) o).unitType(), ((Hold) o).location(), pos) + " H";
      case MOVE: {
        Move m = (Move) o;
        return unitPart(m.unitType(), m.location(), pos) + " - " + loc(m.destination()) + (m.viaConvoy() ? " VIA"
            : "");
      }
      case SUPPORT_HOLD: {
        SupportHold s = (SupportHold) o;
        return unitPart(s.unitType(), s.location(), pos) + " S " + ref(s.supported(), pos);
      }
      case SUPPORT_MOVE: {
        SupportMove s = (SupportMove) o;
        return unitPart(s.unitType(), s.location(), pos) + " S " + ref(s.supported(), pos) + " - "
            + loc(s.destination());
      }
      case CONVOY: {
        Convoy c = (Convoy) o;
        return unitPart(c.unitType(), c.location(), pos) + " C " + ref(c.army(), pos) + " - " + loc(c.destination());
      }
      case RETREAT: {
        Retreat r = (Retreat) o;
        return unitPart(r.unitType(), r.location(), pos) + " R " + loc(r.destination());
      }
      case DISBAND:
        return unitPart(((Disband) o).unitType(), ((Disband) o).location(), pos) + " D";
      case BUILD:
        return unitPart(((Build) o).unitType(), ((Build) o).location(), null) + " B";
      case WAIVE:
        return "WAIVE";
      default:
        return null;
    }
  }

  /** Whether an order is a unit's (for MILA's grouping it needs a power: the order's, else the unit's owner). */
  static boolean isUnitOrder(Order o) {
    return o instanceof UnitOrder;
  }
}
