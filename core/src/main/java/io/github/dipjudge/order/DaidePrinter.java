package io.github.dipjudge.order;

import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import java.util.Optional;

/**
 * Prints orders in DAIDE's notation, one space between words and brackets. DAIDE names every unit with its power
 * and type, so an order that leaves either out (for its own unit, or the unit it supports or convoys) cannot be
 * printed. Stateless apart from the map's names.
 */
final class DaidePrinter {
  private final DaideNames names;

  DaidePrinter(DaideNames names) {
    this.names = names;
  }

  String print(Order o, boolean removal) {
    StringBuilder sb = new StringBuilder(48);
    switch (o.kind()) {
      case WAIVE:
        return sb.append(power(o.power(), o)).append(" WVE").toString();
      case HOLD:
        return unit(sb, (UnitOrder) o).append(" HLD").toString();
      case MOVE:
        return move(sb, (Move) o);
      case SUPPORT_HOLD: {
        SupportHold s = (SupportHold) o;
        return ref(unit(sb, s).append(" SUP "), s.supported(), o).toString();
      }
      case SUPPORT_MOVE: {
        SupportMove s = (SupportMove) o;
        ref(unit(sb, s).append(" SUP "), s.supported(), o).append(" MTO ");
        return sb.append(names.location(s.destination())).toString();
      }
      case CONVOY: {
        Convoy c = (Convoy) o;
        ref(unit(sb, c).append(" CVY "), c.army(), o).append(" CTO ");
        return sb.append(names.location(c.destination())).toString();
      }
      case RETREAT: {
        Retreat r = (Retreat) o;
        return unit(sb, r).append(" RTO ").append(names.location(r.destination())).toString();
      }
      case DISBAND:
        return unit(sb, (UnitOrder) o).append(removal ? " REM" : " DSB").toString();
      case BUILD:
        return unit(sb, (UnitOrder) o).append(" BLD").toString();
      default:
        throw new IllegalArgumentException("DAIDE has no priority lists: cannot print " + o);
    }
  }

  private String move(StringBuilder sb, Move m) {
    unit(sb, m);
    if (!m.viaConvoy()) {
      return sb.append(" MTO ").append(names.location(m.destination())).toString();
    }
    sb.append(" CTO ").append(names.location(m.destination()));
    if (!m.convoyPath().isEmpty()) {
      sb.append(" VIA (");
      for (Province p : m.convoyPath()) {
        sb.append(' ').append(names.province(p));
      }
      sb.append(" )");
    }
    return sb.toString();
  }

  private StringBuilder unit(StringBuilder sb, UnitOrder o) {
    return unit(sb, o.power(), o.unitType(), o.location(), o);
  }

  private StringBuilder ref(StringBuilder sb, UnitRef r, Order o) {
    return unit(sb, r.nationality(), r.type(), r.location(), o);
  }

  private StringBuilder unit(StringBuilder sb, Optional<Power> p, Optional<UnitType> t, Location l, Order o) {
    String type = t.map(x -> x == UnitType.ARMY ? "AMY" : "FLT").orElseThrow(
        () -> new IllegalArgumentException("DAIDE names every unit's type: cannot print " + o));
    return sb.append("( ").append(power(p, o)).append(' ').append(type).append(' ').append(names.location(l))
        .append(" )");
  }

  private String power(Optional<Power> p, Order o) {
    return names.power(p.orElseThrow(
        () -> new IllegalArgumentException("DAIDE names every unit's power: cannot print " + o)));
  }
}
