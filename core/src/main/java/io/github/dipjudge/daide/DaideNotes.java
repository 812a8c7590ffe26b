package io.github.dipjudge.daide;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.game.OrderCheck;
import io.github.dipjudge.game.OrderSheet;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Disband;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.order.Waive;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.List;
import java.util.Set;

/**
 * What the server tells a client about its orders: the note of a {@code THX} (DAIDE's order notes, from the reason
 * the library's order check gives) and the {@code MIS} of what is still to order. Stateless.
 */
final class DaideNotes {
  private DaideNotes() {}

  /**
   * The note for one order of a power: {@code MBV} when the sheet takes it, else why not. An order for another
   * power's unit is {@code NYU}, whatever it says.
   */
  static String note(OrderSheet sheet, Power p, Order o) {
    if (o.power().isPresent() && o.power().get() != p) {
      return "NYU";
    }
    Position pos = sheet.position();
    if (pos.phase().type() == PhaseType.RETREAT && o instanceof UnitOrder u) {
      Province at = u.location().province();
      Optional<DislodgedUnit> d = pos.dislodgedAt(at);
      if (d.isEmpty() || d.get().unit().power() != p) {
        boolean own = pos.unitAt(at).filter(x -> x.power() == p).isPresent();
        return own ? "NRN" : d.isPresent() ? "NYU" : "NSU";
      }
    }
    OrderCheck check = sheet.check(p, o);
    if (check.isLegal()) {
      return countNote(sheet, p, o);
    }
    return note(check.illegal().get());
  }

  /** Builds and removals beyond what is due: {@code NMB}, {@code NMR}. */
  private static String countNote(OrderSheet sheet, Power p, Order o) {
    if (sheet.position().phase().type() != PhaseType.ADJUSTMENT) {
      return "MBV";
    }
    int due = buildsDue(sheet, p);
    int builds = 0;
    int removals = 0;
    for (Order e : sheet.orders(p)) {
      boolean same = e instanceof UnitOrder u && o instanceof UnitOrder v
          && u.location().province() == v.location().province();
      if (!same) {
        builds += e instanceof Build || e instanceof Waive ? 1 : 0;
        removals += e instanceof Disband ? 1 : 0;
      }
    }
    if ((o instanceof Build || o instanceof Waive) && builds >= Math.max(due, 0)) {
      return "NMB";
    }
    if (o instanceof Disband && removals >= Math.max(-due, 0)) {
      return "NMR";
    }
    return "MBV";
  }

  /**
   * The builds (&gt; 0) or removals (&lt; 0) a power has due as DAIDE counts them: its centres (and pending centres,
   * {@link Position#pendingCentres}) less its units, the
   * builds it has no free site for included (it waives them), in an adjustment phase; else 0.
   */
  static int buildsDue(OrderSheet sheet, Power p) {
    Position pos = sheet.position();
    return pos.phase().type() == PhaseType.ADJUSTMENT ? pos.centreCount(p) + pos.pendingCentres(p) - pos.unitCount(p)
        : 0;
  }

  /** DAIDE's order note for a reason of illegality. */
  static String note(Reason r) {
    switch (r) {
      case NO_UNIT:
      case WRONG_UNIT_TYPE:
      case WRONG_COAST_OF_UNIT:
      case SUPPORT_NO_UNIT:
      case MISSING_UNIT_TYPE:
        return "NSU";
      case FOREIGN_UNIT:
      case WRONG_NATIONALITY:
        return "NYU";
      case CONVOY_NOT_AT_SEA:
        return "NAS";
      case CONVOY_BY_ARMY:
        return "NSF";
      case CONVOY_NO_ARMY:
      case CONVOY_OF_FLEET:
        return "NSA";
      case NOT_DISLODGED:
        return "NRN";
      case RETREAT_TO_ATTACKER_ORIGIN:
      case RETREAT_TO_STANDOFF:
      case RETREAT_OCCUPIED:
        return "NVR";
      case NOT_HOME_CENTRE:
        return "HSC";
      case NOT_SUPPLY_CENTRE:
        return "NSC";
      case CENTRE_NOT_OWNED:
        return "YSC";
      case CENTRE_OCCUPIED:
        return "ESC";
      case BUILD_UNIT_TYPE_MISSING:
        return "CST";
      case NO_BUILDS_ALLOWED:
      case TOO_MANY_BUILDS:
      case WAIVE_NOT_ALLOWED:
        return "NMB";
      case NO_DISBANDS_DUE:
      case TOO_MANY_DISBANDS:
        return "NMR";
      case WRONG_PHASE:
        return "NRS";
      default:
        return "FAR";
    }
  }

  /**
   * {@code MIS} for what a power has still to order, or null when nothing: its unordered units in a movement phase,
   * its unordered dislodged units with their options in a retreat phase, and in adjustments the number of removals
   * (positive) or builds (negative) still due.
   */
  static DaideMessage missing(DaideTokens tokens, OrderSheet sheet, Power p, Rulebook rules) {
    Position pos = sheet.position();
    Set<Province> ordered = new HashSet<>();
    int builds = 0;
    int removals = 0;
    for (Order o : sheet.orders(p)) {
      if (o instanceof UnitOrder u) {
        ordered.add(u.location().province());
      }
      builds += o instanceof Build || o instanceof Waive ? 1 : 0;
      removals += o instanceof Disband ? 1 : 0;
    }
    DaideMessage.Builder b = DaideMessage.builder(tokens).word("MIS");
    switch (pos.phase().type()) {
      case MOVEMENT: {
        boolean any = false;
        for (Unit u : pos.units(p)) {
          if (!ordered.contains(u.province())) {
            b.unit(u.power(), u.type(), u.location());
            any = true;
          }
        }
        return any ? b.build() : null;
      }
      case RETREAT:
        return retreats(b, sheet, p, rules, ordered);
      default: {
        int due = buildsDue(sheet, p);
        int left = due > 0 ? -(due - builds) : due < 0 ? -due - removals : 0;
        if ((due > 0 && left >= 0) || (due < 0 && left <= 0) || due == 0) {
          return null;
        }
        return b.open().number(left).close().build();
      }
    }
  }

  /**
   * The powers a phase waits for: those with something to order ({@link OrderSheet#powersToOrder}); in a retreat
   * phase those with a dislodged unit that has nowhere to go, which DAIDE's client must order to disband; in
   * adjustments those with builds due and no free site, which it must waive.
   */
  static Set<Power> mustOrder(OrderSheet sheet) {
    Set<Power> out = new LinkedHashSet<>(sheet.powersToOrder());
    for (DislodgedUnit d : sheet.position().dislodged()) {
      out.add(d.unit().power());
    }
    for (Power p : sheet.position().map().powers()) {
      if (buildsDue(sheet, p) != 0) {
        out.add(p);
      }
    }
    return out;
  }

  /** Every dislodged unit of the power that has no order yet, with its options (none: it must disband). */
  private static DaideMessage retreats(DaideMessage.Builder b, OrderSheet sheet, Power p, Rulebook rules,
      Set<Province> ordered) {
    boolean any = false;
    RetreatResult options = null;
    for (DislodgedUnit d : sheet.position().dislodged()) {
      Unit u = d.unit();
      if (u.power() == p && !ordered.contains(u.province())) {
        if (options == null) {
          options = Adjudicator.forCurrentThread(sheet.position().map(), rules).retreat(sheet.position(), List.of());
        }
        any = true;
        b.open().power(p).word(u.type() == UnitType.ARMY ? "AMY" : "FLT").location(u.location()).word("MRT").open();
        options.retreatOptions(u.province()).forEach(b::location);
        b.close().close();
      }
    }
    return any ? b.build() : null;
  }
}
