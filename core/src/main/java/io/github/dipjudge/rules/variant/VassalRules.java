package io.github.dipjudge.rules.variant;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.internal.PositionAccess;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;

/**
 * DPjudge's {@code RULE VASSAL_DUMMIES} ({@code vassal}): a dummy power ({@link Power#isDummy()}) becomes the vassal of
 * the great power that holds all its home centres as an adjustment phase begins, and that power controls it
 * ({@link Position#controller(Power)}). rules.txt (section 1.8) states the rule; DPjudge's code (commit 280e366)
 * decides what it leaves open, and maps/README.md names the lines:
 *
 * <ul>
 *   <li>When: as the centres change hands before an adjustment phase (Game.captureCenters, Game.py lines 3490-3533,
 *       called as the adjustment phase begins, line 3450): after the retreats of a Fall, here
 *       ({@link #afterFall}).
 *   <li>Which centres change hands: a unit takes the centre it stands on, except a controller's unit on its vassal's
 *       centre, a vassal's unit on its controller's centre, and a vassal's unit on the centre of another vassal of
 *       the same controller (lines 3511-3519).
 *   <li>Who becomes a vassal (Game.vassalship, lines 3564-3583): for each dummy, each of its home centres that some
 *       power owns after those captures names that power's controller, or the power itself when it has none; when
 *       there is at least one such centre, all name one power, and that power is not the dummy itself, the dummy is
 *       that power's vassal from now on; but when that power is a dummy (one no power controls), the dummy is free
 *       instead. So "occupied" means owned once the units have taken their centres: an empty home keeps its owner,
 *       which still names the dummy (or its controller), and a home held by another power's vassal names that
 *       vassal's controller. A vassal stays one until all its homes name another power.
 *   <li>The centres (lines 3584-3599): every owned home centre of a dummy goes back to the dummy (a dummy never loses
 *       its homes, and no power keeps a dummy's home), then every home centre of a controller that its vassal owns
 *       goes to the controller.
 *   <li>Orders: the controller gives its vassal's orders (Power.controls, Power.py lines 279-281; Game.py line 4409
 *       refuses others with "NO CONTROL OVER"): {@link #controls}, {@link Reason#NO_CONTROL}.
 *   <li>Victory ({@code TEAM_VICTORY}, which {@code VASSAL_DUMMIES} brings: Game.calculateVictoryScore, lines
 *       3475-3488): a power counts its centres and its vassals'; a vassal counts none ({@link #victoryCentres}).
 *   <li>A power that lost every centre and unit stays in the game while it has a vassal that is not eliminated
 *       (Power.isEliminated, Power.py lines 295-298; rules.txt: it "may continue in the game, still controlling the
 *       vassals"): {@link #keepsInGame}.
 * </ul>
 *
 * <p>Stateless and thread-safe. Methods throw {@link NullPointerException} for null arguments.
 */
public final class VassalRules {
  private static final PositionAccess ACCESS = PositionAccess.get();

  private VassalRules() {}

  /** DPjudge's flag: dummies become the vassals of the powers that hold their home centres. */
  public static final String VASSAL_DUMMIES = "VASSAL_DUMMIES";

  /**
   * Whether the map plays DPjudge's {@code VASSAL_DUMMIES}.
   *
   * @param map a map
   * @return true on a map with the flag ({@code vassal})
   */
  public static boolean applies(GameMap map) {
    checkNotNull(map, "map");
    return map.ruleFlags().contains(VASSAL_DUMMIES);
  }

  /**
   * Whether one power gives the orders of another's units: its own, and those of its vassals.
   *
   * @param pos the position played
   * @param giver the power giving the orders
   * @param ordered the power whose units are ordered
   * @return true when {@code giver} is {@code ordered} or controls it
   * @throws IllegalArgumentException if a power is of another map
   */
  public static boolean controls(Position pos, Power giver, Power ordered) {
    checkNotNull(pos, "pos");
    check(pos.map(), giver);
    check(pos.map(), ordered);
    return giver == ordered || pos.hasVassals() && pos.controller(ordered).orElse(null) == giver;
  }

  /**
   * The centres that count toward a power's victory: its own and its vassals' ({@code TEAM_VICTORY}); none for a
   * vassal. On a map without vassals in the position, the power's centres.
   *
   * @param pos the position played
   * @param power a power of its map
   * @return the number of centres it counts
   * @throws IllegalArgumentException if the power is of another map
   */
  public static int victoryCentres(Position pos, Power power) {
    checkNotNull(pos, "pos");
    check(pos.map(), power);
    if (!pos.hasVassals()) {
      return pos.centreCount(power);
    }
    if (pos.controller(power).isPresent()) {
      return 0;
    }
    int n = pos.centreCount(power);
    for (Power v : pos.vassals(power)) {
      n += pos.centreCount(v);
    }
    return n;
  }

  /**
   * The centres that count toward each power's victory ({@link #victoryCentres(Position, Power)}), all at once: one
   * pass over the position's owners (a game asks this after every Fall, for every power), then each vassal's centres
   * moved to its controller.
   *
   * @param pos the position played
   * @return a new array, by power index
   */
  public static int[] victoryCentres(Position pos) {
    return victoryCentres(pos, (int[]) null);
  }

  /**
   * As {@link #victoryCentres(Position)}, counted into {@code room} when it is not null and the map has no vassal
   * (the simulation path asks this every Fall and allocates nothing): the array returned is {@code room} then.
   *
   * @param pos a position
   * @param room room for a count per power, or null
   * @return the counts by power index
   */
  public static int[] victoryCentres(Position pos, int[] room) {
    checkNotNull(pos, "pos");
    ImmutableList<Power> powers = pos.map().powers();
    int[] out = room;
    if (out == null) {
      out = new int[powers.size()];
    } else {
      java.util.Arrays.fill(out, 0, powers.size(), 0);
    }
    byte[] owners = ACCESS.owners(pos); // 1 + the owner's power index, 0 for none
    for (byte o : owners) {
      if (o != 0) {
        out[(o & 0xFF) - 1]++;
      }
    }
    if (!pos.hasVassals()) {
      return out;
    }
    // As victoryCentres(pos, power) counts: a vassal's centres go to its controller unless that is a vassal too.
    int[] own = out;
    out = new int[own.length];
    for (Power p : powers) {
      Power controller = pos.controller(p).orElse(null);
      if (controller == null) {
        out[p.index()] += own[p.index()];
      } else if (pos.controller(controller).isEmpty()) {
        out[controller.index()] += own[p.index()];
      }
    }
    return out;
  }

  /**
   * Whether a power is kept in the game by a vassal with a unit or a centre, whatever it holds itself.
   *
   * @param pos the position played
   * @param power a power of its map
   * @return true when one of its vassals has a unit (on the board or dislodged) or a centre
   * @throws IllegalArgumentException if the power is of another map
   */
  public static boolean keepsInGame(Position pos, Power power) {
    checkNotNull(pos, "pos");
    check(pos.map(), power);
    if (!pos.hasVassals()) {
      return false;
    }
    for (Power v : pos.vassals(power)) {
      if (pos.unitCount(v) > 0 || pos.centreCount(v) > 0) {
        return true;
      }
      for (io.github.dipjudge.position.DislodgedUnit d : pos.dislodged()) {
        if (d.unit().power() == v) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * The side a power plays on: its controller when it is a vassal, else itself.
   *
   * @param pos the position played
   * @param power a power of its map
   * @return the power that gives its orders
   */
  public static Power side(Position pos, Power power) {
    checkNotNull(pos, "pos");
    checkNotNull(power, "power");
    return pos.hasVassals() ? pos.controller(power).orElse(power) : power;
  }

  /**
   * The position after the centres change hands before an adjustment phase, on a {@code VASSAL_DUMMIES} map: from
   * {@code after}, in which every unit on a centre has taken it, the captures DPjudge does not make are undone, the
   * vassals are settled and the dummies' and controllers' home centres returned (see the class comment). On any
   * other map {@code after} itself.
   *
   * <p>Performance: one pass over the provinces per dummy at most; only a {@code VASSAL_DUMMIES} map pays it, once a
   * year.
   *
   * @param before the position whose retreats (or movement) were adjudicated: its vassals are those in force
   * @param after the position of the adjustment phase, each centre owned by the unit on it
   * @return the position with DPjudge's ownership and vassals
   */
  public static Position afterFall(Position before, Position after) {
    GameMap map = after.map();
    if (!applies(map)) {
      return after;
    }
    Position.Builder b = after.toBuilder();
    // Captures: a unit takes its centre unless it is on its own side's centre (Game.py lines 3505-3519).
    for (Province c : map.provinces()) {
      if (!c.isSupplyCentre()) {
        continue;
      }
      Power was = before.ownerAtIndex(c.index());
      Unit u = after.unitAtIndex(c.index());
      if (was != null && u != null && u.power() != was && !captures(before, was, u.power())) {
        b.owner(c, was);
      }
    }
    Position owned = b.build();
    // Vassals (Game.vassalship, lines 3564-3583): each dummy's owned homes name a side, under the vassals in force.
    for (Power d : map.powers()) {
      if (!d.isDummy()) {
        continue;
      }
      Power runner = null;
      boolean one = true;
      for (Province h : owned.homeCentres(d)) {
        Power o = owned.ownerAtIndex(h.index());
        if (o == null) {
          continue;
        }
        Power side = before.hasVassals() ? before.controller(o).orElse(o) : o;
        if (runner == null) {
          runner = side;
        } else if (runner != side) {
          one = false;
        }
      }
      if (runner != null && one && runner != d) {
        if (runner.isDummy()) {
          b.clearController(d);
        } else {
          b.controller(d, runner);
        }
      }
    }
    Position ruled = b.build();
    // The centres (lines 3584-3599): a dummy's homes go back to it, then a controller's homes back from its vassal.
    for (Power d : map.powers()) {
      if (!d.isDummy()) {
        continue;
      }
      for (Province h : ruled.homeCentres(d)) {
        if (ruled.ownerAtIndex(h.index()) != null) {
          b.owner(h, d);
        }
      }
      Power boss = ruled.controller(d).orElse(null);
      if (boss != null) {
        for (Province h : ruled.homeCentres(boss)) {
          Power o = ruled.ownerAtIndex(h.index());
          if (o == d) {
            b.owner(h, boss);
          }
        }
      }
    }
    return b.build();
  }

  /**
   * Whether a unit of {@code by} takes a centre {@code was} owns (DPjudge's Game.captureCenters, lines 3513-3518):
   * not when the two are a vassal and its controller, or two vassals of one controller.
   */
  private static boolean captures(Position before, Power was, Power by) {
    if (!before.hasVassals()) {
      return true;
    }
    Power wasBoss = before.controller(was).orElse(null);
    Power byBoss = before.controller(by).orElse(null);
    if (wasBoss != null) {
      return byBoss != wasBoss && wasBoss != by;
    }
    return byBoss != was;
  }

  private static void check(GameMap map, Power power) {
    checkNotNull(power, "power");
    checkArgument(power.index() < map.powers().size() && map.powers().get(power.index()) == power,
        "power %s is not of map %s", power, map.id());
  }
}
