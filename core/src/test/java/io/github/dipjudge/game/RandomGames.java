package io.github.dipjudge.game;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.BuildPriority;
import io.github.dipjudge.order.Disband;
import io.github.dipjudge.order.DisbandPriority;
import io.github.dipjudge.order.Hold;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.RetreatPriority;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Random games for properties: uniformly random legal orders (one per unit, or per due adjustment), and, when
 * asked, the orders that make games interesting to save: orders without a unit type, illegal moves, missing
 * orders, and under the house rules retreat, build and removal priority lists written in advance.
 */
final class RandomGames {
  private RandomGames() {}

  /**
   * Whether a position's year is not past {@code untilYear} in its calendar's direction (classical's years count
   * down).
   */
  static boolean within(Position pos, int untilYear) {
    int y = pos.phase().year();
    return pos.phase().calendar().yearStep() < 0 ? y >= untilYear : y <= untilYear;
  }

  /**
   * The year {@code years} calendar years after a map's first (five apiece on hundred, counting down on classical),
   * kept within the library's years.
   */
  static int lastYear(GameMap map, int years) {
    long y = map.firstPhase().year() + (long) (years - 1) * map.calendar().yearStep();
    return (int) Math.max(1, Math.min(9_998, y));
  }

  /** Plays from the start to the end of {@code untilYear} (or the game's end). */
  static Game play(GameMap map, Rulebook rules, long seed, int untilYear, boolean odd) {
    SplittableRandom random = new SplittableRandom(seed);
    Game g = Game.start(map, rules).withSeed(random.nextLong()).withId("random-" + seed);
    if (random.nextInt(4) == 0) {
      g = g.keepingSkippedPhases();
    }
    return playOn(g, random, untilYear, odd);
  }

  static Game playOn(Game g, SplittableRandom random, int untilYear, boolean odd) {
    LegalOrders gen = LegalOrders.create(g.map(), g.rules());
    while (!g.isOver() && within(g.position(), untilYear)) {
      g = g.advance(orders(g.position(), g.rules(), gen, random, odd));
    }
    return g;
  }

  /**
   * Plays from the start to the end of {@code untilYear} as a game server would: each power's random legal orders
   * put on the phase's order sheet, which is then adjudicated.
   */
  static Game playBySheet(GameMap map, Rulebook rules, long seed, int untilYear) {
    SplittableRandom random = new SplittableRandom(seed);
    Game g = Game.start(map, rules).withSeed(random.nextLong()).withId("sheet-" + seed);
    LegalOrders gen = LegalOrders.create(map, rules);
    while (!g.isOver() && within(g.position(), untilYear)) {
      OrderSheet sheet = g.sheet();
      for (Order o : orders(g.position(), rules, gen, random, false)) {
        sheet = sheet.with(o.power().orElseThrow(), o);
      }
      g = g.advance(sheet);
    }
    return g;
  }

  static List<Order> orders(Position pos, Rulebook rules, LegalOrders gen, SplittableRandom random, boolean odd) {
    GameMap map = pos.map();
    gen.generate(pos);
    List<Order> orders = new ArrayList<>();
    for (int slot = 0; slot < gen.slotCount(); slot++) {
      int start = gen.slotStart(slot);
      int end = gen.slotEnd(slot);
      if (end == start || odd && random.nextInt(20) == 0) {
        continue; // no order: the unit holds, is disbanded, or the power is in civil disorder
      }
      if (pos.phase().type() != PhaseType.ADJUSTMENT) {
        Order o = gen.decode(pos, gen.code(start + random.nextInt(end - start)));
        orders.add(odd ? oddly(o, map, random) : o);
      } else {
        Power power = map.powers().get(gen.slotOwner(slot));
        int need = Math.abs(pos.centreCount(power) + pos.pendingCentres(power) - pos.unitCount(power));
        int size = end - start;
        int[] idx = new int[size];
        for (int i = 0; i < size; i++) {
          idx[i] = start + i;
        }
        for (int i = 0; i < Math.min(need, size); i++) {
          int j = i + random.nextInt(size - i);
          int t = idx[i];
          idx[i] = idx[j];
          idx[j] = t;
          orders.add(gen.decode(pos, gen.code(idx[i])));
        }
      }
    }
    if (odd && rules.retreatsWithMovementOrders() && pos.phase().type() == PhaseType.MOVEMENT) {
      housePriorities(pos, rules, random, orders);
    }
    return orders;
  }

  /** Now and then an order without its unit type, or a move to a random location (legal or not). */
  private static Order oddly(Order o, GameMap map, SplittableRandom random) {
    int roll = random.nextInt(12);
    if (roll == 0 && o instanceof Move) {
      Move m = (Move) o;
      return new Move(m.power(), Optional.empty(), m.location(), m.destination(), m.viaConvoy(), m.convoyPath());
    }
    if (roll == 1 && o instanceof Move) {
      Move m = (Move) o;
      Location to = map.locations().get(random.nextInt(map.locations().size()));
      return new Move(m.power(), m.unitType(), m.location(), to, false, ImmutableList.of());
    }
    if (roll == 2 && o instanceof Move) {
      Move m = (Move) o;
      return new Hold(m.power(), Optional.empty(), m.location());
    }
    return o;
  }

  /** House rules: retreat priority lists for some units, and in Fall build or removal lists for some powers. */
  private static void housePriorities(Position pos, Rulebook rules, SplittableRandom random, List<Order> orders) {
    GameMap map = pos.map();
    for (Unit u : pos.units()) {
      if (random.nextInt(3) != 0) {
        continue;
      }
      ImmutableList.Builder<Location> dest = ImmutableList.builder();
      List<Location> near = map.neighbours(u.location(), u.type());
      if (near.isEmpty()) {
        continue; // an army on an island reached by convoy only (loeb9's Ireland, Iceland, Corsica): no list
      }
      for (int i = 0; i < Math.min(3, near.size()); i++) {
        dest.add(near.get(random.nextInt(near.size())));
      }
      // An army on an island (ancmed's Crete, youngstown's Java, ...) has no neighbour of its type: its list ends with
      // disband.
      boolean thenDisband = random.nextBoolean() || near.isEmpty();
      orders.add(new RetreatPriority(Optional.of(u.power()), Optional.of(u.type()), u.location(), dest.build(),
          thenDisband));
    }
    if (pos.phase().season() != Season.FALL) {
      return;
    }
    for (Power p : map.powers()) {
      int roll = random.nextInt(3);
      if (roll == 0) {
        ImmutableList.Builder<Build> builds = ImmutableList.builder();
        for (Province h : p.homeCentres()) {
          if (random.nextBoolean()) {
            UnitType t = h.location().admits(UnitType.FLEET) && random.nextBoolean() ? UnitType.FLEET
                : UnitType.ARMY;
            Location at = t == UnitType.FLEET && h.hasSplitCoasts() ? h.coasts().get(0) : h.location();
            builds.add(new Build(Optional.of(p), Optional.of(t), at));
          }
        }
        ImmutableList<Build> b = builds.build();
        if (!b.isEmpty()) {
          orders.add(new BuildPriority(Optional.of(p), b));
        }
      } else if (roll == 1 && !pos.units(p).isEmpty()) {
        ImmutableList.Builder<Disband> disbands = ImmutableList.builder();
        for (Unit u : pos.units(p)) {
          if (random.nextBoolean()) {
            disbands.add(new Disband(Optional.of(p), Optional.of(u.type()), u.location()));
          }
        }
        ImmutableList<Disband> d = disbands.build();
        if (!d.isEmpty()) {
          orders.add(new DisbandPriority(Optional.of(p), d));
        }
      }
    }
  }
}
