package io.github.dipjudge.daide;

import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
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
import io.github.dipjudge.order.Waive;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import java.util.Optional;

/**
 * Orders as DAIDE tokens, written kind by kind into a message builder (typed, so that a name shared by a power and
 * a province is the right token), and orders completed from a position with what DAIDE requires them to say.
 * Stateless.
 */
final class OrderTokens {
  private OrderTokens() {}

  static void write(DaideMessage.Builder b, Order o, boolean adjustment) {
    if (o instanceof Waive w) {
      b.power(w.power().orElseThrow(() -> incomplete(o))).word("WVE");
      return;
    }
    if (!(o instanceof UnitOrder u)) {
      throw new IllegalArgumentException("DAIDE has no priority lists: cannot write " + o);
    }
    unit(b, u.power(), u.unitType(), u.location(), o);
    if (o instanceof Hold) {
      b.word("HLD");
    } else if (o instanceof Move m) {
      move(b, m);
    } else if (o instanceof SupportHold s) {
      ref(b.word("SUP"), s.supported(), o);
    } else if (o instanceof SupportMove s) {
      ref(b.word("SUP"), s.supported(), o).word("MTO").location(s.destination());
    } else if (o instanceof Convoy c) {
      ref(b.word("CVY"), c.army(), o).word("CTO").location(c.destination());
    } else if (o instanceof Retreat r) {
      b.word("RTO").location(r.destination());
    } else if (o instanceof Disband) {
      b.word(adjustment ? "REM" : "DSB");
    } else if (o instanceof Build) {
      b.word("BLD");
    } else {
      throw new IllegalArgumentException("DAIDE has no priority lists: cannot write " + o);
    }
  }

  private static void move(DaideMessage.Builder b, Move m) {
    if (!m.viaConvoy()) {
      b.word("MTO").location(m.destination());
      return;
    }
    b.word("CTO").location(m.destination());
    if (!m.convoyPath().isEmpty()) {
      b.word("VIA").open();
      m.convoyPath().forEach(b::province);
      b.close();
    }
  }

  private static DaideMessage.Builder ref(DaideMessage.Builder b, UnitRef r, Order o) {
    return unit(b, r.nationality(), r.type(), r.location(), o);
  }

  private static DaideMessage.Builder unit(DaideMessage.Builder b, Optional<Power> p, Optional<UnitType> t,
      Location l, Order o) {
    return b.unit(p.orElseThrow(() -> incomplete(o)), t.orElseThrow(() -> incomplete(o)), l);
  }

  private static IllegalArgumentException incomplete(Order o) {
    return new IllegalArgumentException("DAIDE names every unit with its power and type: cannot write " + o);
  }

  /**
   * The order with what it leaves out filled in from the units of the position (dislodged ones included): its
   * power and unit type, and the nationality and type of the unit it supports or convoys. What the position cannot
   * say stays out.
   */
  static Order complete(Order o, Position pos) {
    if (!(o instanceof UnitOrder u)) {
      return o;
    }
    Optional<Unit> here = unitAt(pos, u.location());
    Optional<Power> p = u.power().or(() -> here.map(Unit::power));
    Optional<UnitType> t = u.unitType().or(() -> here.map(Unit::type));
    Location l = here.filter(x -> !u.location().isCoast()).map(Unit::location).orElse(u.location());
    if (o instanceof Hold) {
      return new Hold(p, t, l);
    } else if (o instanceof Move m) {
      return new Move(p, t, l, m.destination(), m.viaConvoy(), m.convoyPath());
    } else if (o instanceof SupportHold s) {
      return new SupportHold(p, t, l, ref(s.supported(), pos));
    } else if (o instanceof SupportMove s) {
      return new SupportMove(p, t, l, ref(s.supported(), pos), s.destination());
    } else if (o instanceof Convoy c) {
      return new Convoy(p, t, l, ref(c.army(), pos), c.destination());
    } else if (o instanceof Retreat r) {
      return new Retreat(p, t, l, r.destination());
    } else if (o instanceof Disband) {
      return new Disband(p, t, l);
    } else if (o instanceof Build) {
      return new Build(p, t, l);
    }
    return o;
  }

  private static UnitRef ref(UnitRef r, Position pos) {
    Optional<Unit> u = unitAt(pos, r.location());
    Location l = u.filter(x -> !r.location().isCoast()).map(Unit::location).orElse(r.location());
    return new UnitRef(r.nationality().or(() -> u.map(Unit::power)), r.type().or(() -> u.map(Unit::type)), l);
  }

  private static Optional<Unit> unitAt(Position pos, Location l) {
    Province p = l.province();
    Optional<Unit> u = pos.dislodgedAt(p).map(d -> d.unit());
    return u.isPresent() ? u : pos.unitAt(p);
  }
}
