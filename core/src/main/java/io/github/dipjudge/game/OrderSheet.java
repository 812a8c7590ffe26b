package io.github.dipjudge.game;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderKind;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.order.OrderFormatException;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import io.github.dipjudge.rules.variant.BuildSiteRules;
import io.github.dipjudge.rules.variant.DummyRules;
import io.github.dipjudge.rules.variant.VassalRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The orders of one phase, collected power by power, as a game server takes them between deadlines: orders are
 * added ({@link #with(Power, Order)}), replaced (a new order for a unit replaces the power's earlier one for it;
 * {@link #withOrders} replaces all of a power's orders) and cleared ({@link #cleared}); the sheet tells what each
 * power must order ({@link #dueLocations}, {@link #buildsDue}, {@link #buildSites}) and who has not ordered yet
 * ({@link #waitingFor()}); and it checks one order now, with the reason adjudication would give
 * ({@link #check(Power, Order)}). {@link Game#advance(OrderSheet)} adjudicates it; a power that put nothing on the
 * sheet is in civil disorder as the rulebook says.
 *
 * <pre>{@code
 * OrderSheet sheet = game.sheet();
 * sheet = sheet.with(france, english.parse("A Par - Bur"));   // the sheet's power is taken
 * sheet.check(england, english.parse("F Lon - Mun"));          // ILLEGAL, FLEET_TO_LAND
 * sheet.waitingFor();                                          // every power but France
 * game = game.advance(sheet);
 * }</pre>
 *
 * <p>Every order on the sheet carries its power. A power has "ordered" once it put an order on the sheet or was
 * given a list, even an empty one ({@link #withOrders(Power, Collection) withOrders(power, List.of())}: its units
 * hold); {@link #cleared} takes that back.
 *
 * <p>An order of another power than the one giving it ({@code England: F Lon - Nth} given by France) is refused
 * by the methods that change the sheet ({@link #with(Power, Order)}, {@link #withOrders}: an
 * {@link IllegalArgumentException} naming both powers) and is reported by {@link #check(Power, Order)}, which never
 * throws for an order: it says {@link io.github.dipjudge.adjudicate.Reason#FOREIGN_UNIT}. A server checks an order
 * first and puts it on the sheet once it is legal.
 *
 * <p>On a map with DPjudge's {@code VASSAL_DUMMIES} ({@code vassal}) a power also gives the orders of its vassals
 * ({@link Position#controller(Power)}, {@code VassalRules.controls}): {@code Belgium: A Bel - Hol} given by France,
 * Belgium's controller, goes on the sheet as Belgium's order; given by any other power it is refused as above, and
 * {@link #check(Power, Order)} says {@link io.github.dipjudge.adjudicate.Reason#NO_CONTROL} when the order names a
 * dummy power.
 *
 * <p>Immutable and thread-safe: every change returns a new sheet. Methods throw {@link NullPointerException} for
 * null arguments and {@link IllegalArgumentException} for a power of another map or an order of another power.
 */
public final class OrderSheet {
  private final Position position;
  private final Rulebook rules;
  private final ImmutableList<Order>[] byPower; // null: the power has not ordered

  private OrderSheet(Position position, Rulebook rules, ImmutableList<Order>[] byPower) {
    this.position = position;
    this.rules = rules;
    this.byPower = byPower;
  }

  /**
   * An empty sheet for a phase.
   *
   * @param position the position of the phase to order
   * @param rules the rulebook it is adjudicated under
   * @return a sheet on which no power has ordered
   */
  @SuppressWarnings({"unchecked", "rawtypes"}) // a generic array, filled only with ImmutableList<Order>
  public static OrderSheet of(Position position, Rulebook rules) {
    checkNotNull(position, "position");
    checkNotNull(rules, "rules");
    return new OrderSheet(position, rules, new ImmutableList[position.map().powers().size()]);
  }

  /**
   * The position the orders are for.
   *
   * @return the position
   */
  public Position position() {
    return position;
  }

  /**
   * The rulebook the orders are adjudicated under.
   *
   * @return the rulebook
   */
  public Rulebook rules() {
    return rules;
  }

  private GameMap map() {
    return position.map();
  }

  private int index(Power power) {
    checkNotNull(power, "power");
    checkArgument(power.index() < map().powers().size() && map().powers().get(power.index()) == power,
        "power %s is not of map %s", power, map().id());
    return power.index();
  }

  private Order owned(Power power, Order order) {
    checkNotNull(order, "order");
    if (order.power().isEmpty()) {
      return order.withPower(power);
    }
    checkArgument(VassalRules.controls(position, power, order.power().get()),
        "the order \"%s\" is %s's, not %s's%s", order, order.power().get().name(), power.name(),
        VassalRules.applies(map()) ? " nor of a vassal " + power.name() + " controls" : "");
    return order;
  }

  /**
   * This sheet with one more order of a power: an order without a power is given it; an order for a unit (or a
   * build site, a priority list) the power has already ordered replaces the earlier one; a waive is added.
   *
   * @param power the power giving the order
   * @param order the order, with no power or with this one
   * @return the new sheet
   * @throws IllegalArgumentException if the power is not of the sheet's map, or the order names another power
   *     ({@link #check(Power, Order)} reports that as {@link io.github.dipjudge.adjudicate.Reason#FOREIGN_UNIT})
   */
  public OrderSheet with(Power power, Order order) {
    index(power);
    Order o = owned(power, order);
    int i = o.power().get().index(); // the power's own, or a vassal's it controls
    ImmutableList.Builder<Order> b = ImmutableList.builder();
    if (byPower[i] != null) {
      String key = key(o);
      for (Order earlier : byPower[i]) {
        if (key == null || !key.equals(key(earlier))) {
          b.add(earlier);
        }
      }
    }
    return changed(i, b.add(o).build());
  }

  /**
   * This sheet with one more order, which names its power; as {@link #with(Power, Order)}.
   *
   * @param order an order that names its power
   * @return the new sheet
   * @throws IllegalArgumentException if the order names no power, or a power of another map
   */
  public OrderSheet with(Order order) {
    checkNotNull(order, "order");
    checkArgument(order.power().isPresent(), "the order \"%s\" names no power: use with(power, order)", order);
    return with(order.power().get(), order);
  }

  /**
   * This sheet with all of a power's orders replaced by the given ones (possibly none: then the power has ordered
   * nothing on purpose, and its units hold); orders among them for a vassal the power controls ({@code
   * VASSAL_DUMMIES}) replace that vassal's. The orders are taken as given, duplicates included: the rulebook
   * decides about two orders for one unit (DATC 4.D.3).
   *
   * @param power the power
   * @param orders its orders, each with no power or with this one
   * @return the new sheet
   * @throws IllegalArgumentException if the power is not of the sheet's map, or an order names another power;
   *     nothing is changed
   */
  public OrderSheet withOrders(Power power, Collection<? extends Order> orders) {
    int i = index(power);
    checkNotNull(orders, "orders");
    ImmutableList.Builder<Order> b = ImmutableList.builder();
    java.util.Map<Integer, ImmutableList.Builder<Order>> vassals = null; // orders for the power's vassals
    for (Order o : orders) {
      Order own = owned(power, o);
      int at = own.power().get().index();
      if (at == i) {
        b.add(own);
      } else {
        if (vassals == null) {
          vassals = new java.util.TreeMap<>();
        }
        vassals.computeIfAbsent(at, k -> ImmutableList.builder()).add(own);
      }
    }
    OrderSheet out = changed(i, b.build());
    if (vassals != null) {
      for (java.util.Map.Entry<Integer, ImmutableList.Builder<Order>> e : vassals.entrySet()) {
        out = out.changed(e.getKey(), e.getValue().build());
      }
    }
    return out;
  }

  /**
   * This sheet without any order of a power: it has not ordered (again).
   *
   * @param power the power
   * @return the new sheet
   */
  public OrderSheet cleared(Power power) {
    return changed(index(power), null);
  }

  private OrderSheet changed(int i, ImmutableList<Order> orders) {
    ImmutableList<Order>[] copy = Arrays.copyOf(byPower, byPower.length);
    copy[i] = orders;
    return new OrderSheet(position, rules, copy);
  }

  /**
   * What an order replaces: the same key. Null for a waive, which replaces nothing. A unit's order in its phase is
   * keyed by the unit's province; under rules that take retreats and adjustments with the movement orders, a retreat
   * priority list, a build and a removal have keys of their own.
   */
  private String key(Order o) {
    OrderKind k = o.kind();
    switch (k) {
      case WAIVE:
        return null;
      case BUILD_PRIORITY:
      case DISBAND_PRIORITY:
        return k.name();
      case RETREAT_PRIORITY:
        return k.name() + " " + ((UnitOrder) o).location().province().id();
      case BUILD:
      case DISBAND:
        // In a movement phase (house rules: ordered in advance) these are adjustments, not the unit's order.
        return (position.phase().type() == PhaseType.MOVEMENT ? "ADJUST " : "")
            + ((UnitOrder) o).location().province().id();
      default:
        return ((UnitOrder) o).location().province().id();
    }
  }

  /**
   * A power's orders on the sheet.
   *
   * @param power the power
   * @return its orders in the order given; empty when it has not ordered or ordered nothing
   */
  public ImmutableList<Order> orders(Power power) {
    ImmutableList<Order> l = byPower[index(power)];
    return l == null ? ImmutableList.of() : l;
  }

  /**
   * Every order on the sheet.
   *
   * @return the orders, power by power in map order, each power's in the order given
   */
  public ImmutableList<Order> orders() {
    ImmutableList.Builder<Order> b = ImmutableList.builder();
    for (ImmutableList<Order> l : byPower) {
      if (l != null) {
        b.addAll(l);
      }
    }
    return b.build();
  }

  /**
   * Whether a power has ordered (put an order on the sheet, or been given a list, even an empty one).
   *
   * @param power the power
   * @return true when it has ordered
   */
  public boolean hasOrdered(Power power) {
    return byPower[index(power)] != null;
  }

  /**
   * The locations a power must order, as MILA lists a power's orderable locations: in a movement phase its units;
   * in a retreat phase its dislodged units that have somewhere to retreat (one with nowhere is disbanded whatever
   * is ordered); in an adjustment phase its build sites while it has builds due ({@link #buildsDue} &gt; 0), its
   * units while it must remove some. Under rules that take retreats and adjustments with the movement orders
   * (house rules) a movement phase lists the units only: what is due later is not known yet.
   *
   * @param power the power
   * @return the locations, in province order; empty when the power has nothing to order
   */
  public ImmutableList<Location> dueLocations(Power power) {
    index(power);
    ImmutableList.Builder<Location> b = ImmutableList.builder();
    switch (position.phase().type()) {
      case MOVEMENT:
        for (Unit u : position.units(power)) {
          b.add(u.location());
        }
        break;
      case RETREAT: {
        RetreatResult options = null;
        for (DislodgedUnit d : position.dislodged()) {
          if (d.unit().power() == power) {
            if (options == null) {
              options = Adjudicator.forCurrentThread(map(), rules).retreat(position, List.of());
            }
            if (!options.retreatOptions(d.unit().province()).isEmpty()) {
              b.add(d.unit().location());
            }
          }
        }
        break;
      }
      default: {
        int due = buildsDue(power);
        if (due > 0) {
          for (Province p : buildSites(power)) {
            b.add(p.location());
          }
        } else if (due < 0) {
          for (Unit u : position.units(power)) {
            b.add(u.location());
          }
        }
      }
    }
    return b.build();
  }

  /**
   * The builds or removals a power has due in an adjustment phase: as many builds as it owns more centres (counting
   * its pending centres, {@link Position#pendingCentres}) than it has units, but no more than it has build sites
   * (less those that are alternative home centres, {@code BuildSiteRules.buildLimit}, on a map with DPjudge's
   * {@code @} such as {@code zeus}); as many removals (a negative number) as it has more units than centres.
   *
   * @param power the power
   * @return builds (&gt; 0), removals (&lt; 0), or 0 (also outside adjustment phases)
   */
  public int buildsDue(Power power) {
    index(power);
    if (position.phase().type() != PhaseType.ADJUSTMENT) {
      return 0;
    }
    int delta = position.centreCount(power) + position.pendingCentres(power) - position.unitCount(power);
    return delta > 0 ? Math.min(delta, BuildSiteRules.buildLimit(position, power, rules)) : delta;
  }

  /**
   * Where a power may build now: the vacant supply centres it owns among its home centres, or among all its
   * centres where the rulebook builds on any owned centre ({@link Rulebook#buildSitesOn(GameMap)}: the rulebook's
   * option, or a map whose {@link GameMap#ruleFlags()} carry {@code BUILD_ANY}, as {@code chaos} and
   * {@code mila-modern}); then its vacant partisan sites ({@link Power#partisanSites()}) while it owns at least one
   * but not all of its home centres; a limited alternative home centre ({@link Power#alternativeHomes(int)}) only
   * while one of its limits is a site. The adjudicator decides builds by the same rule
   * ({@code BuildSiteRules.sites}).
   *
   * @param power the power
   * @return the build sites: the power's home centres in the map's order of them, then the other owned centres and
   *     the open partisan sites, in province order
   */
  public ImmutableList<Province> buildSites(Power power) {
    return BuildSiteRules.sites(position, power, rules);
  }

  /**
   * The powers that have something to order in this phase ({@link #dueLocations} not empty).
   *
   * @return those powers, in map order
   */
  public ImmutableSet<Power> powersToOrder() {
    ImmutableSet.Builder<Power> b = ImmutableSet.builder();
    for (Power p : map().powers()) {
      if (!dueLocations(p).isEmpty()) {
        b.add(p);
      }
    }
    return b.build();
  }

  /**
   * The powers that have something to order and have not ordered yet: those the phase waits for. A dummy power on a
   * map with {@code CD_DUMMIES} ({@code DummyRules.needsNoOrders}) is never waited for: it is always in civil
   * disorder, though orders may be put on the sheet for it.
   *
   * @return those powers, in map order
   */
  public ImmutableSet<Power> waitingFor() {
    ImmutableSet.Builder<Power> b = ImmutableSet.builder();
    for (Power p : powersToOrder()) {
      if (!hasOrdered(p) && !DummyRules.needsNoOrdersAt(position, p)) {
        b.add(p);
      }
    }
    return b.build();
  }

  /**
   * Checks one order of a power now, before adjudication: the order is given the power if it names none, then
   * adjudicated on its own in this phase (under rules that take retreats with the movement orders, as a whole
   * turn); the verdict is illegal with the reason adjudication gives when that reason is one of illegality
   * ({@link io.github.dipjudge.adjudicate.Outcome#ILLEGAL}), legal otherwise. Leniency is the rulebook's: an order
   * without a unit type is legal where DATC 4.C.1 allows it, and so on. What depends on the other orders (two orders
   * for one unit, DATC 4.D.3; 4.C.1 option C) is decided when the sheet is adjudicated.
   *
   * <p>An order that names another power than {@code power} is not adjudicated: the verdict is the order as
   * given, illegal with {@link io.github.dipjudge.adjudicate.Reason#FOREIGN_UNIT} (a power orders only its own
   * units), where {@link #with(Power, Order)} would throw; on a {@code VASSAL_DUMMIES} map an order for a vassal is
   * adjudicated when its controller gives it, and an order for a dummy that {@code power} does not control is illegal
   * with {@link io.github.dipjudge.adjudicate.Reason#NO_CONTROL}.
   *
   * @param power the power giving the order
   * @param order the order, with no power or with this one
   * @return the verdict
   * @throws IllegalArgumentException if the power is not of the sheet's map
   */
  public OrderCheck check(Power power, Order order) {
    index(power);
    checkNotNull(order, "order");
    if (order.power().isPresent() && !VassalRules.controls(position, power, order.power().get())) {
      boolean vassal = VassalRules.applies(map()) && order.power().get().isDummy();
      return new OrderCheck(order, Optional.of(vassal ? Reason.NO_CONTROL : Reason.FOREIGN_UNIT));
    }
    Order o = owned(power, order);
    Adjudicator adjudicator = Adjudicator.forCurrentThread(map(), rules);
    List<Order> one = List.of(o);
    List<OrderResult> results;
    if (rules.retreatsWithMovementOrders() && position.phase().type() == PhaseType.MOVEMENT) {
      results = adjudicator.turn(position, one, 0L).results();
    } else {
      results = adjudicator.adjudicate(position, one).results();
    }
    OrderResult r = results.get(0);
    return new OrderCheck(o, r.reason().isIllegal() ? Optional.of(r.reason()) : Optional.empty());
  }

  /**
   * Reads an order in a notation and checks it ({@link #check(Power, Order)}).
   *
   * @param power the power giving the order
   * @param text the order as written
   * @param notation the notation to read it in (English, MILA, Chinese)
   * @return the verdict
   * @throws OrderFormatException if the text is no order
   */
  public OrderCheck check(Power power, String text, OrderNotation notation) {
    checkNotNull(text, "text");
    checkNotNull(notation, "notation");
    checkArgument(notation.map() == map(), "the notation is for another map object than the sheet's");
    return check(power, notation.parse(text));
  }

  /**
   * The phase, and for each power that has something to order whether it has ordered.
   *
   * @return for example {@code OrderSheet[Spring 1901 Movement, waiting for Austria, England]}
   */
  @Override
  public String toString() {
    List<String> waiting = new ArrayList<>();
    for (Power p : waitingFor()) {
      waiting.add(p.name());
    }
    return "OrderSheet[" + position.phase() + (waiting.isEmpty() ? ", every power has ordered"
        : ", waiting for " + String.join(", ", waiting)) + "]";
  }
}
