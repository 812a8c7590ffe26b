package io.github.dipjudge.adjudicate;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.MovementScenarios.Scenario;
import io.github.dipjudge.adjudicate.MovementScenarios.UnitSpec;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.Terrain;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Disband;
import io.github.dipjudge.order.Hold;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.Retreat;
import io.github.dipjudge.order.Waive;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.position.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.RandomDistribution;

/**
 * Random retreat-phase and adjustment-phase scenarios on the standard map for property tests, decoded from small
 * integer specs as {@link MovementScenarios} does (so that jqwik shrinks by dropping units and orders).
 *
 * <p>Retreat phases: a random board, dislodged units of other powers in occupied provinces (attacked from a
 * neighbour or, by convoy, from any coastal province), provinces left empty by standoffs, and orders that mix legal
 * retreats, retreats anywhere, disbands, exact duplicates of earlier orders (made on purpose, often), orders for
 * units that are not dislodged and orders of other phases, with the power omitted, wrong or given.
 *
 * <p>Adjustment phases: a random board with random owners of the centres, so that powers build and remove, and
 * builds (in home centres, owned or not, occupied or not, of either type or none, coasts named or not, in other
 * centres), removals of units (own and foreign), waives, exact duplicates and orders of other phases.
 */
final class PhaseScenarios {
  static final GameMap MAP = MovementScenarios.MAP;
  private static final List<Power> POWERS = MAP.powers();
  private static final List<Province> PROVINCES = MAP.provinces();

  private PhaseScenarios() {}

  /** A dislodged unit: which board unit it lies under, its power, its coast, its attacker's origin, by convoy. */
  record DislodgedSpec(int unit, int power, int coast, int origin, boolean byConvoy) {}

  /** An order: its kind (0..99 in weighted bands), two choice numbers and the noise flags. */
  record PhaseOrderSpec(int kind, int a, int b, int flags) {}

  // ============================================================================================ arbitraries

  static Arbitrary<Scenario> retreats() {
    Arbitrary<DislodgedSpec> d = Combinators.combine(choice(), choice(), choice(), choice(), Arbitraries.of(false, true))
        .as(DislodgedSpec::new);
    Arbitrary<List<DislodgedSpec>> dislodged = d.list().ofMinSize(1).ofMaxSize(8);
    Arbitrary<List<Integer>> standoffs = choice().list().ofMaxSize(6);
    Arbitrary<Boolean> fall = Arbitraries.of(false, true);
    return Combinators.combine(MovementScenarios.unitSpecs(), dislodged, standoffs, orderSpecs(), fall)
        .as(PhaseScenarios::decodeRetreat).withoutEdgeCases();
  }

  static Arbitrary<Scenario> adjustments() {
    // One owner choice per supply centre: a power, or (8, 9) nobody.
    Arbitrary<List<Integer>> owners = Arbitraries.integers().between(0, 9).list().ofSize(MAP.supplyCentreCount());
    return Combinators.combine(MovementScenarios.unitSpecs(), owners, orderSpecs())
        .as(PhaseScenarios::decodeAdjustment).withoutEdgeCases();
  }

  private static Arbitrary<List<PhaseOrderSpec>> orderSpecs() {
    Arbitrary<Integer> flags = Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(6, Arbitraries.just(0)),
        net.jqwik.api.Tuple.of(4, MovementScenarios.uniform(0, (1 << 12) - 1)));
    return Combinators.combine(MovementScenarios.uniform(0, 99), choice(), choice(), flags).as(PhaseOrderSpec::new)
        .list().ofMaxSize(30).withSizeDistribution(RandomDistribution.uniform());
  }

  private static Arbitrary<Integer> choice() {
    return MovementScenarios.uniform(0, 9999);
  }

  // ============================================================================================ retreats

  static Scenario decodeRetreat(List<UnitSpec> units, List<DislodgedSpec> dislodgedSpecs, List<Integer> standoffs,
      List<PhaseOrderSpec> orderSpecs, boolean fall) {
    Position.Builder b = MovementScenarios.board(units, new Phase(1903, fall ? Season.FALL : Season.SPRING,
        PhaseType.RETREAT));
    Position board = b.build();
    List<Unit> onBoard = board.units();
    List<DislodgedUnit> dislodged = new ArrayList<>();
    boolean[] taken = new boolean[PROVINCES.size()];
    for (DislodgedSpec s : dislodgedSpecs) {
      if (onBoard.isEmpty()) {
        break;
      }
      Unit winner = MovementScenarios.pickUnit(onBoard, s.unit());
      Province p = winner.province();
      if (taken[p.index()]) {
        continue;
      }
      taken[p.index()] = true;
      Power power = POWERS.get((winner.power().index() + 1 + s.power() % (POWERS.size() - 1)) % POWERS.size());
      UnitType type = p.terrain() == Terrain.SEA ? UnitType.FLEET
          : p.terrain() == Terrain.INLAND || s.coast() % 3 == 0 ? UnitType.ARMY : UnitType.FLEET;
      Location loc = type == UnitType.FLEET && p.hasSplitCoasts() ? p.coasts().get(s.coast() % p.coasts().size())
          : p.location();
      Province origin = origin(p, loc, type, s);
      // By convoy only when origin() chose among coastal provinces (the rule of a position).
      DislodgedUnit d = new DislodgedUnit(Unit.of(power, type, loc), origin, s.byConvoy() && origin != null
          && p.terrain() == Terrain.COASTAL);
      if (origin == null) {
        continue;
      }
      b.dislodged(d);
      dislodged.add(d);
    }
    for (int c : standoffs) {
      Province p = PROVINCES.get(c % PROVINCES.size());
      if (p.terrain() != Terrain.IMPASSABLE && board.unitAt(p).isEmpty()) {
        b.standoff(p);
      }
    }
    Position pos = b.build();
    List<Order> out = new ArrayList<>();
    for (PhaseOrderSpec s : orderSpecs) {
      retreatOrder(s, pos, dislodged, out);
    }
    return new Scenario(pos, out);
  }

  /** Where the attacker came from: a neighbour (army or fleet), or by convoy any coastal province. */
  private static Province origin(Province p, Location loc, UnitType type, DislodgedSpec s) {
    List<Province> candidates = new ArrayList<>();
    if (s.byConvoy() && p.terrain() == Terrain.COASTAL) {
      for (Province q : PROVINCES) {
        if (q.terrain() == Terrain.COASTAL && q != p) {
          candidates.add(q);
        }
      }
    } else {
      for (UnitType t : UnitType.values()) {
        for (Location l : MAP.neighbours(t == type ? loc : p.location(), t)) {
          if (!candidates.contains(l.province())) {
            candidates.add(l.province());
          }
        }
      }
    }
    return candidates.isEmpty() ? null : MovementScenarios.pick(candidates, Province::index, s.origin(),
        PROVINCES.size());
  }

  private static void retreatOrder(PhaseOrderSpec s, Position pos, List<DislodgedUnit> dislodged, List<Order> out) {
    int k = s.kind();
    if (dislodged.isEmpty() && k < 70) {
      otherPhase(s, pos, out);
    } else if (k < 25) {
      // A retreat (or a move, read as one) to a neighbour of a dislodged unit, legal or not.
      Unit u = dislodgedUnit(dislodged, s.a());
      List<Location> ns = MAP.neighbours(u.location(), u.type());
      if (ns.isEmpty()) {
        out.add(disband(u, s.flags()));
        return;
      }
      Location to = MovementScenarios.pickLocation(ns, s.b());
      out.add(retreat(u, to, s.flags()));
    } else if (k < 35) {
      Unit u = dislodgedUnit(dislodged, s.a());
      out.add(disband(u, s.flags()));
    } else if (k < 60) {
      duplicate(s, out);
    } else if (k < 70) {
      // A retreat anywhere.
      Unit u = dislodgedUnit(dislodged, s.a());
      out.add(retreat(u, MAP.locations().get(s.b() % MAP.locations().size()), s.flags()));
    } else if (k < 80) {
      // An order for a unit that is not dislodged.
      if (pos.units().isEmpty()) {
        return;
      }
      Unit u = MovementScenarios.pickUnit(pos.units(), s.a());
      if (pos.dislodgedAt(u.province()).isPresent()) {
        return;
      }
      List<Location> ns = MAP.neighbours(u.location(), u.type());
      if (ns.isEmpty() || s.b() % 3 == 0) {
        out.add(disband(u, s.flags()));
      } else {
        out.add(retreat(u, MovementScenarios.pickLocation(ns, s.b()), s.flags()));
      }
    } else {
      otherPhase(s, pos, out);
    }
  }

  private static Unit dislodgedUnit(List<DislodgedUnit> dislodged, int choice) {
    return dislodged.get(choice % dislodged.size()).unit();
  }

  private static Order retreat(Unit u, Location to, int flags) {
    Optional<Power> power = power(u.power(), flags);
    Optional<UnitType> type = (flags & 8) != 0 ? Optional.empty() : Optional.of(u.type());
    if ((flags & 16) != 0) {
      return new Move(power, type, u.location(), to, false, ImmutableList.of());
    }
    return new Retreat(power, type, u.location(), to);
  }

  private static Order disband(Unit u, int flags) {
    return new Disband(power(u.power(), flags), (flags & 8) != 0 ? Optional.empty() : Optional.of(u.type()),
        u.location());
  }

  /** The power as given: mostly right, sometimes omitted (flag 1), sometimes another power (flags 2 and 4). */
  private static Optional<Power> power(Power p, int flags) {
    if ((flags & 1) != 0) {
      return Optional.empty();
    }
    if ((flags & 6) == 6) {
      return Optional.of(POWERS.get((p.index() + 1 + (flags >> 6) % (POWERS.size() - 1)) % POWERS.size()));
    }
    return Optional.of(p);
  }

  private static void duplicate(PhaseOrderSpec s, List<Order> out) {
    if (!out.isEmpty()) {
      out.add(out.get(s.a() % out.size()));
    }
  }

  /** A hold of some unit, or an adjustment order in a retreat phase / a retreat in an adjustment phase. */
  private static void otherPhase(PhaseOrderSpec s, Position pos, List<Order> out) {
    if (pos.units().isEmpty()) {
      out.add(Waive.of(POWERS.get(s.a() % POWERS.size())));
      return;
    }
    Unit u = MovementScenarios.pickUnit(pos.units(), s.a());
    if (pos.phase().type() == PhaseType.ADJUSTMENT) {
      List<Location> ns = MAP.neighbours(u.location(), u.type());
      out.add(s.b() % 2 == 0 || ns.isEmpty() ? Hold.of(u.type(), u.location()).withPower(u.power())
          : Retreat.of(u.type(), u.location(), MovementScenarios.pickLocation(ns, s.b())).withPower(u.power()));
    } else {
      out.add(s.b() % 2 == 0 ? Hold.of(u.type(), u.location()).withPower(u.power())
          : Waive.of(u.power()));
    }
  }

  // ============================================================================================ adjustments

  static Scenario decodeAdjustment(List<UnitSpec> units, List<Integer> owners, List<PhaseOrderSpec> orderSpecs) {
    Position.Builder b = MovementScenarios.board(units, Phase.adjustment(1903));
    int k = 0;
    for (Province p : PROVINCES) {
      if (p.isSupplyCentre()) {
        int o = owners.get(k++);
        if (o < POWERS.size()) {
          b.owner(p, POWERS.get(o));
        }
      }
    }
    Position pos = b.build();
    List<Order> out = new ArrayList<>();
    for (PhaseOrderSpec s : orderSpecs) {
      adjustmentOrder(s, pos, out);
    }
    return new Scenario(pos, out);
  }

  private static void adjustmentOrder(PhaseOrderSpec s, Position pos, List<Order> out) {
    int k = s.kind();
    if (k < 35) {
      // A build in a home centre: of the power's own or, with noise, of any power.
      Power p = POWERS.get(s.a() % POWERS.size());
      List<Province> homes = p.homeCentres();
      Province c = homes.get(s.b() % homes.size());
      Optional<UnitType> type = (s.flags() & 8) != 0 ? Optional.empty()
          : Optional.of((s.b() >> 3) % 2 == 0 || c.terrain() == Terrain.INLAND ? UnitType.ARMY : UnitType.FLEET);
      Location loc = c.hasSplitCoasts() && (s.flags() & 16) == 0 ? c.coasts().get((s.b() >> 4) % c.coasts().size())
          : c.location();
      out.add(new Build(power(p, s.flags()), type, loc));
    } else if (k < 40) {
      // A build anywhere.
      Location loc = MAP.locations().get(s.b() % MAP.locations().size());
      out.add(new Build(power(POWERS.get(s.a() % POWERS.size()), s.flags()),
          Optional.of(s.flags() % 2 == 0 ? UnitType.ARMY : UnitType.FLEET), loc));
    } else if (k < 60) {
      if (pos.units().isEmpty()) {
        out.add(Waive.of(POWERS.get(s.a() % POWERS.size())));
        return;
      }
      out.add(disband(MovementScenarios.pickUnit(pos.units(), s.a()), s.flags()));
    } else if (k < 67) {
      out.add(new Waive(power(POWERS.get(s.a() % POWERS.size()), s.flags() & ~1)));
    } else if (k < 92) {
      duplicate(s, out);
    } else {
      otherPhase(s, pos, out);
    }
  }
}
