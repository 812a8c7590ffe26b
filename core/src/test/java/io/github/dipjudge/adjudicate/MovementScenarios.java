package io.github.dipjudge.adjudicate;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.Terrain;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Convoy;
import io.github.dipjudge.order.Disband;
import io.github.dipjudge.order.Hold;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.order.Retreat;
import io.github.dipjudge.order.SupportHold;
import io.github.dipjudge.order.SupportMove;
import io.github.dipjudge.order.UnitRef;
import io.github.dipjudge.order.Waive;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;

/**
 * Random movement-phase scenarios on the standard map for property tests: a random board (a random set of
 * provinces, each with a unit of a random power and a type it may be, fleets on a named coast where the coasts are
 * split) and a random list of orders.
 *
 * <p>Everything is decoded from small integer "specs" so that jqwik shrinks a failing scenario by dropping units and
 * orders and by moving each number towards 0; spec 0 everywhere is the plainest thing (a hold, written cleanly).
 * The orders mix the sensible (moves to neighbours, attacks on occupied neighbours, supports of moves already
 * ordered, supports to hold of neighbours, convoys along real chains of fleets, attacks on convoying fleets supported
 * from the convoy's destination, the classic paradox set-up) with the nonsensical (random destinations anywhere,
 * supports and convoys of random units to random places, wrong unit types, missing or wrong nationalities, wrong
 * powers, wrong or missing coasts, orders for empty provinces, duplicates, orders of other phases, via-convoy flags
 * and written convoy paths).
 */
final class MovementScenarios {
  static final GameMap MAP = GameMap.standard();
  static final OrderNotation ENGLISH = OrderNotation.english(MAP);
  private static final List<Power> POWERS = MAP.powers();
  private static final List<Province> PROVINCES = MAP.provinces();
  private static final List<Location> LOCATIONS = MAP.locations();

  private MovementScenarios() {}

  /** A unit to place: province index, power index, fleet wish (coastal provinces only), coast choice. */
  record UnitSpec(int province, int power, boolean fleet, int coast) {}

  /** An order to write: the kind (0..99, in weighted bands), three choice numbers, and the noise flags. */
  record OrderSpec(int kind, int a, int b, int c, int flags) {}

  /** A position and the orders given in it (a movement phase here; a retreat or adjustment phase in {@link PhaseScenarios}). */
  static final class Scenario {
    final Position position;
    final ImmutableList<Order> orders;

    Scenario(Position position, List<Order> orders) {
      this.position = position;
      this.orders = ImmutableList.copyOf(orders);
    }

    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder("\n  position: ").append(position).append("\n  orders:");
      for (Order o : orders) {
        sb.append("\n    ").append(ENGLISH.print(o));
      }
      return sb.append('\n').toString();
    }
  }

  // ============================================================================================ arbitraries

  static Arbitrary<Scenario> scenarios() {
    Arbitrary<List<UnitSpec>> units = unitSpecs();
    Arbitrary<Integer> choice = uniform(0, 9999);
    @SuppressWarnings("unchecked")
    Arbitrary<Integer> flags = Arbitraries.frequencyOf(
        Tuple.of(8, Arbitraries.just(0)),
        Tuple.of(2, uniform(0, (1 << 20) - 1)));
    Arbitrary<OrderSpec> order = Combinators.combine(uniform(0, 99), choice, choice, choice,
        flags).as(OrderSpec::new);
    Arbitrary<List<OrderSpec>> orders = order.list().ofMaxSize(48).withSizeDistribution(RandomDistribution.uniform());
    Arbitrary<Boolean> fall = Arbitraries.of(false, true);
    // No edge cases: their combinations (empty boards, all-zero specs) would take a sixth of the tries.
    return Combinators.combine(units, orders, fall).as(MovementScenarios::decode).withoutEdgeCases();
  }

  /** Up to 72 units to place ({@link #board}). */
  static Arbitrary<List<UnitSpec>> unitSpecs() {
    Arbitrary<UnitSpec> unit = Combinators.combine(
        uniform(0, PROVINCES.size() - 1),
        uniform(0, POWERS.size() - 1),
        Arbitraries.of(false, true),
        Arbitraries.integers().between(0, 1)).as(UnitSpec::new);
    return unit.list().ofMaxSize(72).withSizeDistribution(RandomDistribution.uniform());
  }

  static Arbitrary<Integer> uniform(int min, int max) {
    return Arbitraries.integers().between(min, max).withDistribution(RandomDistribution.uniform());
  }

  // ============================================================================================ stable choices

  /**
   * The item whose key comes first at or after {@code choice % modulus}, cyclically. Unlike an index into the list,
   * this choice stays the same when other items come or go, so that shrinking (which drops units and orders) keeps
   * the rest of a scenario as it was.
   */
  static <T> T pick(List<T> items, java.util.function.ToIntFunction<T> key, int choice, int modulus) {
    int target = choice % modulus;
    T atOrAfter = null;
    T lowest = null;
    for (T t : items) {
      int k = key.applyAsInt(t);
      if (k >= target && (atOrAfter == null || k < key.applyAsInt(atOrAfter))) {
        atOrAfter = t;
      }
      if (lowest == null || k < key.applyAsInt(lowest)) {
        lowest = t;
      }
    }
    return atOrAfter != null ? atOrAfter : lowest;
  }

  static Unit pickUnit(List<Unit> units, int choice) {
    return pick(units, u -> u.province().index(), choice, PROVINCES.size());
  }

  static Location pickLocation(List<Location> locations, int choice) {
    return pick(locations, Location::index, choice, LOCATIONS.size());
  }

  // ============================================================================================ decoding

  static Scenario decode(List<UnitSpec> unitSpecs, List<OrderSpec> orderSpecs, boolean fall) {
    Position pos = board(unitSpecs, fall ? Phase.fallMovement(1903) : Phase.springMovement(1902)).build();
    Decoder d = new Decoder(pos);
    for (OrderSpec s : orderSpecs) {
      d.decode(s);
    }
    return new Scenario(pos, d.out);
  }

  /** A board in the given phase with a unit for each spec whose province is passable and still free. */
  static Position.Builder board(List<UnitSpec> unitSpecs, Phase phase) {
    Position.Builder b = Position.builder(MAP).phase(phase);
    boolean[] taken = new boolean[PROVINCES.size()];
    for (UnitSpec s : unitSpecs) {
      Province p = PROVINCES.get(s.province());
      if (p.terrain() == Terrain.IMPASSABLE || taken[p.index()]) {
        continue;
      }
      taken[p.index()] = true;
      UnitType type = p.terrain() == Terrain.SEA ? UnitType.FLEET
          : p.terrain() == Terrain.INLAND ? UnitType.ARMY : s.fleet() ? UnitType.FLEET : UnitType.ARMY;
      Location loc = type == UnitType.FLEET && p.hasSplitCoasts()
          ? p.coasts().get(s.coast() % p.coasts().size()) : p.location();
      b.unit(Unit.of(POWERS.get(s.power()), type, loc));
    }
    return b;
  }

  private static final class Decoder {
    final Position pos;
    final List<Unit> units;
    final List<Order> out = new ArrayList<>();
    final List<Move> moves = new ArrayList<>();
    final List<Convoy> convoys = new ArrayList<>();
    final boolean[] ordered = new boolean[PROVINCES.size()];

    Decoder(Position pos) {
      this.pos = pos;
      this.units = pos.units();
    }

    void emit(Order o) {
      out.add(o);
      if (o instanceof io.github.dipjudge.order.UnitOrder) {
        ordered[((io.github.dipjudge.order.UnitOrder) o).location().province().index()] = true;
      }
      if (o instanceof Move) {
        moves.add((Move) o);
      } else if (o instanceof Convoy) {
        convoys.add((Convoy) o);
      }
    }

    /** Some unit, no matter whether it has an order. */
    Unit unit(int choice) {
      return pickUnit(units, choice);
    }

    /** A unit that has no order yet, if any (most units get one order); with noise, any unit. */
    Unit fresh(int choice, int flags) {
      if (flags == 0) {
        List<Unit> free = unordered();
        if (!free.isEmpty()) {
          return pickUnit(free, choice);
        }
      }
      return unit(choice);
    }

    /** Of the given units, those without an order yet; all of them if each has one. */
    List<Unit> preferUnordered(List<Unit> candidates) {
      List<Unit> free = new ArrayList<>();
      for (Unit u : candidates) {
        if (!ordered[u.province().index()]) {
          free.add(u);
        }
      }
      return free.isEmpty() ? candidates : free;
    }

    List<Unit> unordered() {
      List<Unit> free = new ArrayList<>();
      for (Unit u : units) {
        if (!ordered[u.province().index()]) {
          free.add(u);
        }
      }
      return free;
    }

    Optional<Unit> at(Province p) {
      return pos.unitAt(p);
    }

    void decode(OrderSpec s) {
      int k = s.kind();
      if (units.isEmpty() && k < 93) {
        k = 93 + k % 7; // nothing to order but nonsense
      }
      if (k < 5) {
        hold(s);
      } else if (k < 19) {
        moveToNeighbour(s, false);
      } else if (k < 26) {
        moveToNeighbour(s, true);
      } else if (k < 34) {
        supportedAttack(s);
      } else if (k < 39) {
        moveAnywhere(s);
      } else if (k < 55) {
        supportEarlierMove(s);
      } else if (k < 60) {
        supportHoldNeighbour(s);
      } else if (k < 63) {
        supportAnything(s);
      } else if (k < 73) {
        convoyChain(s);
      } else if (k < 78) {
        attackConvoyingFleet(s);
      } else if (k < 84) {
        paradoxScene(s);
      } else if (k < 86) {
        convoyAnything(s);
      } else if (k < 90) {
        duplicate(s);
      } else if (k < 93) {
        supportEarlierHold(s);
      } else if (k < 96) {
        emptyProvinceOrder(s);
      } else if (k < 97) {
        otherPhase(s);
      } else {
        nonsense(s);
      }
    }

    // ---------------------------------------------------------------- sensible

    void hold(OrderSpec s) {
      Unit u = fresh(s.a(), s.flags());
      emit(new Hold(power(u, s.flags()), type(u.type(), s.flags() >> 2), ownLocation(u, s.flags())));
    }

    void moveToNeighbour(OrderSpec s, boolean attackOnly) {
      Unit u = fresh(s.a(), s.flags());
      List<Location> ns = new ArrayList<>();
      for (Location l : MAP.neighbours(u.location(), u.type())) {
        if (!attackOnly || at(l.province()).isPresent()) {
          ns.add(l);
        }
      }
      if (ns.isEmpty()) {
        hold(s);
        return;
      }
      Location dest = coastNoise(pickLocation(ns, s.b()), s.flags() >> 14);
      boolean via = u.type() == UnitType.ARMY && (s.c() % 16 == 0);
      emit(new Move(power(u, s.flags()), type(u.type(), s.flags() >> 2), ownLocation(u, s.flags()), dest, via,
          ImmutableList.of()));
    }

    /** A move into an occupied neighbour with the support of another unit that can reach it. */
    void supportedAttack(OrderSpec s) {
      Unit u = fresh(s.a(), s.flags());
      List<Location> ns = new ArrayList<>();
      for (Location l : MAP.neighbours(u.location(), u.type())) {
        if (at(l.province()).isPresent()) {
          ns.add(l);
        }
      }
      if (ns.isEmpty()) {
        moveToNeighbour(s, false);
        return;
      }
      Location dest = pickLocation(ns, s.b());
      emit(new Move(power(u, s.flags()), type(u.type(), s.flags() >> 2), ownLocation(u, s.flags()), dest, false,
          ImmutableList.of()));
      supportEarlierMove(new OrderSpec(s.kind(), s.a(), moves.size() - 1, s.c(), s.flags()));
    }

    void supportEarlierMove(OrderSpec s) {
      if (moves.isEmpty()) {
        moveToNeighbour(s, false);
        return;
      }
      Move m = moves.get(s.b() % moves.size());
      Province from = m.location().province();
      Province to = m.destination().province();
      List<Unit> can = new ArrayList<>();
      for (Unit v : units) {
        if (v.province() != from && v.province() != to && reaches(v, to)) {
          can.add(v);
        }
      }
      can = preferUnordered(can);
      Unit supporter = can.isEmpty() ? fresh(s.a(), s.flags()) : pickUnit(can, s.c());
      Unit mover = at(from).orElse(null);
      UnitRef ref = mover != null ? ref(mover, s.flags())
          : new UnitRef(Optional.empty(), m.unitType(), m.location());
      Location dest = (s.flags() >> 15 & 1) == 1 ? to.location() : m.destination();
      emit(new SupportMove(power(supporter, s.flags()), type(supporter.type(), s.flags() >> 2),
          ownLocation(supporter, s.flags()), ref, dest));
    }

    void supportHoldNeighbour(OrderSpec s) {
      Unit u = fresh(s.a(), s.flags());
      List<Unit> targets = new ArrayList<>();
      for (Location l : MAP.neighbours(u.location(), u.type())) {
        at(l.province()).filter(v -> !targets.contains(v)).ifPresent(targets::add);
      }
      Unit v = targets.isEmpty() ? unit(s.b()) : pickUnit(targets, s.b());
      emit(new SupportHold(power(u, s.flags()), type(u.type(), s.flags() >> 2), ownLocation(u, s.flags()),
          ref(v, s.flags())));
    }

    /** Supports to hold the unit of an earlier order (often a convoying fleet or a supporter) from a neighbour. */
    void supportEarlierHold(OrderSpec s) {
      if (out.isEmpty()) {
        supportHoldNeighbour(s);
        return;
      }
      Order o = out.get(s.b() % out.size());
      if (!(o instanceof io.github.dipjudge.order.UnitOrder)) {
        supportHoldNeighbour(s);
        return;
      }
      Province p = ((io.github.dipjudge.order.UnitOrder) o).location().province();
      Optional<Unit> target = at(p);
      if (target.isEmpty()) {
        supportHoldNeighbour(s);
        return;
      }
      List<Unit> can = new ArrayList<>();
      for (Unit v : units) {
        if (v.province() != p && reaches(v, p)) {
          can.add(v);
        }
      }
      if (can.isEmpty()) {
        supportHoldNeighbour(s);
        return;
      }
      can = preferUnordered(can);
      Unit u = pickUnit(can, s.c());
      emit(new SupportHold(power(u, s.flags()), type(u.type(), s.flags() >> 2), ownLocation(u, s.flags()),
          ref(target.get(), s.flags())));
    }

    /** The armies on a coast with a fleet at sea next to them, those without an order first. */
    List<Unit> convoyableArmies() {
      List<Unit> armies = new ArrayList<>();
      for (Unit u : units) {
        if (u.type() == UnitType.ARMY && u.province().terrain() == Terrain.COASTAL
            && !seasWithFleetsTouching(u.province()).isEmpty()) {
          armies.add(u);
        }
      }
      return preferUnordered(armies);
    }

    /**
     * For each coast a chain of fleets at sea leads to from the army, one shortest such chain (breadth-first over
     * the seas holding fleets), in the order found; and, under the key null, every fleet reached.
     */
    Map<Province, List<Province>> chains(Unit army) {
      Map<Province, Province> parent = new HashMap<>();
      ArrayDeque<Province> queue = new ArrayDeque<>();
      for (Province f : seasWithFleetsTouching(army.province())) {
        parent.put(f, null);
        queue.add(f);
      }
      Map<Province, List<Province>> out = new LinkedHashMap<>();
      while (!queue.isEmpty()) {
        Province f = queue.poll();
        for (Location l : MAP.neighbours(f.location(), UnitType.FLEET)) {
          Province q = l.province();
          if (q.terrain() == Terrain.SEA) {
            if (!parent.containsKey(q) && at(q).isPresent()) {
              parent.put(q, f);
              queue.add(q);
            }
          } else if (q != army.province() && !out.containsKey(q)) {
            List<Province> path = new ArrayList<>();
            for (Province g = f; g != null; g = parent.get(g)) {
              path.add(0, g);
            }
            out.put(q, path);
          }
        }
      }
      List<Province> all = new ArrayList<>(parent.keySet());
      all.sort((x, y) -> Integer.compare(x.index(), y.index()));
      out.put(null, all);
      return out;
    }

    /** An army on a coast and a real chain of fleets at sea to some other coast: the move and the convoys. */
    void convoyChain(OrderSpec s) {
      List<Unit> armies = convoyableArmies();
      if (armies.isEmpty()) {
        moveToNeighbour(s, false);
        return;
      }
      Unit army = pickUnit(armies, s.a());
      Map<Province, List<Province>> chains = chains(army);
      List<Province> all = chains.remove(null);
      if (chains.isEmpty()) {
        moveToNeighbour(s, false);
        return;
      }
      List<Province> dests = new ArrayList<>(chains.keySet());
      Province dest = pick(dests, Province::index, s.b(), PROVINCES.size());
      emitConvoy(army, dest, chains.get(dest), (s.c() & 8) == 8 ? all : chains.get(dest), s.c(), s.flags());
    }

    /** The army's move (via convoy, with the path written, as the bits say) and the fleets' convoy orders. */
    void emitConvoy(Unit army, Province dest, List<Province> path, List<Province> convoying, int bits, int flags) {
      boolean via = (bits & 1) == 1;
      boolean writePath = (bits & 6) == 6;
      emit(new Move(power(army, flags), type(UnitType.ARMY, flags >> 2), ownLocation(army, flags),
          dest.location(), via, writePath ? ImmutableList.copyOf(path) : ImmutableList.of()));
      int i = 0;
      for (Province f : convoying) {
        Unit fleet = at(f).orElseThrow();
        int fl = (flags >>> (i++ % 4)) & 0x3ff; // vary the noise a little between the fleets
        emit(new Convoy(power(fleet, fl), type(UnitType.FLEET, fl >> 2), f.location(), ref(army, fl),
            dest.location()));
      }
    }

    /**
     * The convoy paradox set-up (DATC 6.F.14 and friends): an army convoyed to a coast where a fleet stands that
     * supports an attack on one of the convoying fleets. Falls back to a plain convoy when the board has no such
     * configuration.
     */
    void paradoxScene(OrderSpec s) {
      record Scene(Unit army, Province dest, List<Province> path, Unit supporter, Province target, Unit attacker) {}
      List<Scene> scenes = new ArrayList<>();
      for (Unit army : convoyableArmies()) {
        Map<Province, List<Province>> chains = chains(army);
        chains.remove(null);
        chains.forEach((dest, path) -> {
          Unit supporter = at(dest).orElse(null);
          if (supporter == null || supporter.type() != UnitType.FLEET) {
            return;
          }
          for (Province target : path) {
            if (!reaches(supporter, target)) {
              continue;
            }
            for (Unit attacker : units) {
              if (attacker != supporter && attacker != army && !path.contains(attacker.province())
                  && reaches(attacker, target)) {
                scenes.add(new Scene(army, dest, path, supporter, target, attacker));
              }
            }
          }
        });
      }
      if (scenes.isEmpty()) {
        convoyChain(s);
        return;
      }
      Scene sc = scenes.get(s.a() % scenes.size());
      emitConvoy(sc.army(), sc.dest(), sc.path(), sc.path(), s.b(), s.flags());
      Unit x = sc.attacker();
      emit(new Move(power(x, s.flags()), type(x.type(), s.flags() >> 2), ownLocation(x, s.flags()),
          sc.target().location(), false, ImmutableList.of()));
      Unit sup = sc.supporter();
      emit(new SupportMove(power(sup, s.flags()), type(sup.type(), s.flags() >> 2), ownLocation(sup, s.flags()),
          ref(x, s.flags()), sc.target().location()));
    }

    /**
     * An attack on a fleet of an earlier convoy order, supported by a unit standing in the convoy's destination
     * when it can (the paradox set-up of DATC 6.F.14 and friends), else by any unit that can.
     */
    void attackConvoyingFleet(OrderSpec s) {
      if (convoys.isEmpty()) {
        convoyChain(s);
        return;
      }
      Convoy c = convoys.get(s.a() % convoys.size());
      Province fleet = c.location().province();
      Province dest = c.destination().province();
      List<Unit> attackers = new ArrayList<>();
      for (Unit v : units) {
        if (v.province() != fleet && reaches(v, fleet)) {
          attackers.add(v);
        }
      }
      if (attackers.isEmpty()) {
        hold(s);
        return;
      }
      attackers = preferUnordered(attackers);
      Unit attacker = pickUnit(attackers, s.b());
      emit(new Move(power(attacker, s.flags()), type(attacker.type(), s.flags() >> 2),
          ownLocation(attacker, s.flags()), fleet.location(), false, ImmutableList.of()));
      Unit supporter = at(dest).filter(v -> v != attacker && reaches(v, fleet)).orElse(null);
      if (supporter == null) {
        List<Unit> can = new ArrayList<>();
        for (Unit v : units) {
          if (v != attacker && v.province() != fleet && reaches(v, fleet)) {
            can.add(v);
          }
        }
        if (can.isEmpty() || s.c() % 3 == 0) {
          return;
        }
        can = preferUnordered(can);
        supporter = pickUnit(can, s.c());
      }
      emit(new SupportMove(power(supporter, s.flags() >> 1), type(supporter.type(), s.flags() >> 3),
          ownLocation(supporter, s.flags()), ref(attacker, s.flags()), fleet.location()));
    }

    void duplicate(OrderSpec s) {
      if (out.isEmpty()) {
        hold(s);
        return;
      }
      Order o = out.get(s.b() % out.size());
      switch (s.c() % 4) {
        case 0:
        case 1:
          emit(o);
          break;
        case 2:
          emit(o.withPower(POWERS.get(s.a() % POWERS.size())));
          break;
        default:
          // A different order for the same unit: a hold, or a move to a neighbour.
          if (o instanceof io.github.dipjudge.order.UnitOrder) {
            Location l = ((io.github.dipjudge.order.UnitOrder) o).location();
            Optional<Unit> u = at(l.province());
            if (u.isPresent()) {
              List<Location> ns = MAP.neighbours(u.get().location(), u.get().type());
              emit(ns.isEmpty() || s.a() % 2 == 0 ? new Hold(o.power(), Optional.of(u.get().type()), l)
                  : new Move(o.power(), Optional.of(u.get().type()), l, ns.get(s.a() % ns.size()), false,
                      ImmutableList.of()));
              break;
            }
          }
          emit(o);
      }
    }

    // ---------------------------------------------------------------- nonsense

    void moveAnywhere(OrderSpec s) {
      Unit u = unit(s.a());
      Location dest = LOCATIONS.get(s.b() % LOCATIONS.size());
      boolean via = (s.c() & 1) == 1;
      ImmutableList<Province> path = (s.c() & 6) == 6
          ? ImmutableList.of(PROVINCES.get(s.c() % PROVINCES.size())) : ImmutableList.of();
      emit(new Move(power(u, s.flags()), type(u.type(), s.flags() >> 2), ownLocation(u, s.flags()), dest, via,
          path));
    }

    void supportAnything(OrderSpec s) {
      Unit u = unit(s.a());
      UnitRef ref = (s.b() & 1) == 0 ? ref(unit(s.b() / 2), s.flags())
          : new UnitRef(Optional.empty(), type(UnitType.ARMY, s.b() >> 1), LOCATIONS.get(s.b() % LOCATIONS.size()));
      Order o = (s.c() & 1) == 0
          ? new SupportHold(power(u, s.flags()), type(u.type(), s.flags() >> 2), ownLocation(u, s.flags()), ref)
          : new SupportMove(power(u, s.flags()), type(u.type(), s.flags() >> 2), ownLocation(u, s.flags()), ref,
              LOCATIONS.get((s.c() / 2) % LOCATIONS.size()));
      emit(o);
    }

    void convoyAnything(OrderSpec s) {
      Unit u = unit(s.a());
      Unit v = unit(s.b());
      Location dest = LOCATIONS.get(s.c() % LOCATIONS.size());
      emit(new Convoy(power(u, s.flags()), type(UnitType.FLEET, s.flags() >> 2), ownLocation(u, s.flags()),
          ref(v, s.flags()), dest));
    }

    void emptyProvinceOrder(OrderSpec s) {
      List<Province> empty = new ArrayList<>();
      for (Province p : PROVINCES) {
        if (at(p).isEmpty()) {
          empty.add(p);
        }
      }
      Province p = empty.get(s.a() % empty.size());
      Location l = p.location();
      UnitType t = (s.b() & 1) == 0 ? UnitType.ARMY : UnitType.FLEET;
      Optional<Power> pw = (s.flags() & 1) == 0 ? Optional.empty() : Optional.of(POWERS.get(s.b() % POWERS.size()));
      List<Location> ns = MAP.neighbours(l, t);
      switch (s.c() % 3) {
        case 0:
          emit(new Hold(pw, Optional.of(t), l));
          break;
        case 1:
          emit(new Move(pw, Optional.of(t), l, ns.isEmpty() ? LOCATIONS.get(s.b() % LOCATIONS.size())
              : ns.get(s.b() % ns.size()), false, ImmutableList.of()));
          break;
        default:
          emit(new SupportHold(pw, Optional.of(t), l, ref(units.isEmpty() ? null : unit(s.b()), s.flags())));
      }
    }

    void otherPhase(OrderSpec s) {
      Location l = units.isEmpty() ? LOCATIONS.get(s.a() % LOCATIONS.size()) : unit(s.a()).location();
      Optional<Power> pw = Optional.of(POWERS.get(s.b() % POWERS.size()));
      switch (s.c() % 4) {
        case 0:
          emit(new Retreat(pw, Optional.of(UnitType.ARMY), l, LOCATIONS.get(s.b() % LOCATIONS.size())));
          break;
        case 1:
          emit(new Build(pw, Optional.of(UnitType.FLEET), l));
          break;
        case 2:
          emit(new Disband(pw, Optional.empty(), l));
          break;
        default:
          emit(new Waive(pw));
      }
    }

    void nonsense(OrderSpec s) {
      Location l = LOCATIONS.get(s.a() % LOCATIONS.size());
      Location x = LOCATIONS.get(s.b() % LOCATIONS.size());
      Location y = LOCATIONS.get(s.c() % LOCATIONS.size());
      Optional<Power> pw = (s.flags() & 1) == 0 ? Optional.empty()
          : Optional.of(POWERS.get(s.flags() % POWERS.size()));
      Optional<UnitType> t = type(UnitType.ARMY, s.flags() >> 1);
      UnitRef ref = new UnitRef(Optional.empty(), type(UnitType.FLEET, s.flags() >> 4), x);
      switch ((s.a() + s.b() + s.c()) % 5) {
        case 0:
          emit(new Hold(pw, t, l));
          break;
        case 1:
          emit(new Move(pw, t, l, x, (s.c() & 1) == 1, ImmutableList.of()));
          break;
        case 2:
          emit(new SupportHold(pw, t, l, ref));
          break;
        case 3:
          emit(new SupportMove(pw, t, l, ref, y));
          break;
        default:
          emit(new Convoy(pw, t, l, ref, y));
      }
    }

    // ---------------------------------------------------------------- decorations

    /** Flags bits 0-1: no power (0), the unit's power (1, 2), a random power, usually another (3). */
    Optional<Power> power(Unit u, int flags) {
      switch (flags & 3) {
        case 0:
          return Optional.empty();
        case 3:
          return Optional.of(POWERS.get((u.power().index() + 1 + (flags >>> 16) % POWERS.size()) % POWERS.size()));
        default:
          return Optional.of(u.power());
      }
    }

    /** Low 3 bits: the actual type (0-5), the other type (6), none (7). */
    static Optional<UnitType> type(UnitType actual, int sel) {
      switch (sel & 7) {
        case 6:
          return Optional.of(actual == UnitType.ARMY ? UnitType.FLEET : UnitType.ARMY);
        case 7:
          return Optional.empty();
        default:
          return Optional.of(actual);
      }
    }

    /** Flags bits 11-12: the unit's own location (0, 1, 2), or a wrong/omitted coast (3). */
    Location ownLocation(Unit u, int flags) {
      if ((flags >> 11 & 3) != 3) {
        return u.location();
      }
      Province p = u.province();
      if (!p.hasSplitCoasts()) {
        return u.location();
      }
      if (u.location().isCoast()) {
        // The other coast, or none.
        for (Location c : p.coasts()) {
          if (c != u.location() && (flags >> 13 & 1) == 0) {
            return c;
          }
        }
        return p.location();
      }
      return p.coasts().get(flags >> 13 & 1); // an army with a coast written
    }

    /** A unit reference: nationality from bits 5-7, type from bits 8-10, coast noise from bit 13. */
    UnitRef ref(Unit v, int flags) {
      if (v == null) {
        return UnitRef.at(LOCATIONS.get(flags % LOCATIONS.size()));
      }
      Optional<Power> nat;
      switch (flags >> 5 & 7) {
        case 5:
          nat = Optional.of(v.power());
          break;
        case 6:
          nat = Optional.of(POWERS.get((v.power().index() + 1) % POWERS.size()));
          break;
        case 7:
          nat = Optional.of(POWERS.get((flags >>> 17) % POWERS.size()));
          break;
        default:
          nat = Optional.empty();
      }
      Location l = v.location().isCoast() && (flags >> 13 & 1) == 1 ? v.province().location() : v.location();
      return new UnitRef(nat, type(v.type(), flags >> 8), l);
    }

    /** Two bits: the destination as is (0, 1, 2), or with its coast dropped or swapped (3). */
    static Location coastNoise(Location dest, int bits) {
      if ((bits & 3) != 3) {
        return dest;
      }
      Province p = dest.province();
      if (dest.isCoast()) {
        return p.location();
      }
      if (p.hasSplitCoasts()) {
        return p.coasts().get(0);
      }
      return dest;
    }

    boolean reaches(Unit v, Province to) {
      for (Location l : MAP.neighbours(v.location(), v.type())) {
        if (l.province() == to) {
          return true;
        }
      }
      return false;
    }

    /** The sea provinces holding a fleet whose water touches the province, in province order. */
    List<Province> seasWithFleetsTouching(Province p) {
      List<Province> seas = new ArrayList<>();
      for (Province f : PROVINCES) {
        if (f.terrain() != Terrain.SEA || at(f).isEmpty()) {
          continue;
        }
        for (Location l : MAP.neighbours(f.location(), UnitType.FLEET)) {
          if (l.province() == p) {
            seas.add(f);
            break;
          }
        }
      }
      return seas;
    }
  }
}
