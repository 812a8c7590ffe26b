package io.github.dipjudge.order;

import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import java.util.Optional;

/** Prints orders in the canonical English form. Stateless. */
final class EnglishPrinter {
  private EnglishPrinter() {}

  static String print(Order o) {
    StringBuilder sb = new StringBuilder(32);
    o.power().ifPresent(p -> sb.append(p.name()).append(": "));
    switch (o.kind()) {
      case HOLD:
        unit(sb, ((Hold) o).unitType(), ((Hold) o).location()).append(" H");
        break;
      case MOVE: {
        Move m = (Move) o;
        unit(sb, m.unitType(), m.location());
        for (Province p : m.convoyPath()) {
          sb.append(" - ").append(p.id());
        }
        sb.append(" - ").append(m.destination().id());
        if (m.viaConvoy() && m.convoyPath().isEmpty()) {
          sb.append(" via convoy");
        }
        break;
      }
      case SUPPORT_HOLD: {
        SupportHold s = (SupportHold) o;
        unit(sb, s.unitType(), s.location()).append(" S ");
        ref(sb, s.supported());
        break;
      }
      case SUPPORT_MOVE: {
        SupportMove s = (SupportMove) o;
        unit(sb, s.unitType(), s.location()).append(" S ");
        ref(sb, s.supported()).append(" - ").append(s.destination().id());
        break;
      }
      case CONVOY: {
        Convoy c = (Convoy) o;
        unit(sb, c.unitType(), c.location()).append(" C ");
        ref(sb, c.army()).append(" - ").append(c.destination().id());
        break;
      }
      case RETREAT: {
        Retreat r = (Retreat) o;
        unit(sb, r.unitType(), r.location()).append(" R ").append(r.destination().id());
        break;
      }
      case DISBAND:
        unit(sb.append("Disband "), ((Disband) o).unitType(), ((Disband) o).location());
        break;
      case BUILD:
        unit(sb.append("Build "), ((Build) o).unitType(), ((Build) o).location());
        break;
      case RETREAT_PRIORITY: {
        RetreatPriority rp = (RetreatPriority) o;
        unit(sb, rp.unitType(), rp.location()).append(" retreat priority:");
        String sep = " ";
        for (Location l : rp.destinations()) {
          sb.append(sep).append(l.id());
          sep = ", ";
        }
        if (rp.thenDisband()) {
          sb.append(sep).append("disband");
        }
        break;
      }
      case BUILD_PRIORITY: {
        sb.append("Build priority:");
        String sep = " ";
        for (Build b : ((BuildPriority) o).builds()) {
          unit(sb.append(sep), b.unitType(), b.location());
          sep = ", ";
        }
        break;
      }
      case DISBAND_PRIORITY: {
        sb.append("Disband priority:");
        String sep = " ";
        for (Disband d : ((DisbandPriority) o).disbands()) {
          unit(sb.append(sep), d.unitType(), d.location());
          sep = ", ";
        }
        break;
      }
      default:
        sb.append("Waive");
    }
    return sb.toString();
  }

  private static StringBuilder unit(StringBuilder sb, Optional<UnitType> type, Location l) {
    type.ifPresent(t -> sb.append(t.letter()).append(' '));
    return sb.append(l.id());
  }

  private static StringBuilder ref(StringBuilder sb, UnitRef r) {
    r.nationality().ifPresent(p -> sb.append(p.adjective()).append(' '));
    return unit(sb, r.type(), r.location());
  }
}
