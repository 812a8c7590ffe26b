package io.github.dipjudge.rules.variant;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.position.Position;

/**
 * What DPjudge's rule flags for dummy powers ({@link Power#isDummy()}: a power no player takes, as {@code sengoku}'s
 * neutral armies) mean in play, one rule for the adjudicators, the legal-order generator, order sheets and games. The
 * flags are the map's ({@link GameMap#ruleFlags()}); DPjudge's code (commit 280e366) decides what its documents
 * leave open, and maps/README.md names the lines.
 *
 * <ul>
 *   <li>{@code CD_DUMMIES}: a dummy is always in civil disorder (Power.isCD): no phase waits for its orders
 *       ({@link #needsNoOrders}); whatever is ordered for it (DPjudge's Master may) is adjudicated as any power's,
 *       and what is not ordered is as for any power in civil disorder: units hold, removals are chosen for it, builds
 *       are waived unless {@code CD_BUILDS} says otherwise.
 *   <li>{@code IMMOBILE_DUMMIES}: a dummy's units may not move (Game.validOrder: "IMMOBILE UNIT CANNOT MOVE"); they
 *       may hold, support and convoy ({@link #isImmobile}, {@link Reason#IMMOBILE_DUMMY}).
 *   <li>A dummy's dislodged unit is destroyed at once, with no retreat, under {@code IMMOBILE_DUMMIES} or
 *       {@code CD_DUMMIES} (Game.py lines 3795-3797, for a dummy no other power controls, which every dummy here is):
 *       {@link #destroyedWhenDislodged}.
 *   <li>{@code CD_BUILDS}: a power in civil disorder in an adjustment phase builds where it may rather than waive its
 *       builds (rules.txt; Game.py lines 3907-3941 choose the sites and unit types at random). When the phase is
 *       processed DPjudge gives these defaults to every power whose adjustment orders are empty (Game.py line 3879),
 *       dummy or not, and so does this library: any power that ordered nothing ({@link #buildsInCivilDisorder}).
 * </ul>
 *
 * <p>DPjudge's {@code VASSAL_DUMMIES} ({@code vassal}) brings {@code CD_DUMMIES} and {@code CD_BUILDS} with it (its
 * Rules page, {@code RULE VASSAL_DUMMIES +CD_DUMMIES +CD_BUILDS +TEAM_VICTORY}, which Game.py lines 1405-1409 apply), so
 * both hold on such a map; a vassal ({@link VassalRules}) is played by its controller and is then no dummy in civil
 * disorder: it is waited for and its dislodged units retreat (Power.isCD; Game.py lines 3795-3797, {@code not
 * power.ceo}).
 *
 * <p>Victory counts every power alike: a dummy's centres count, and a dummy that had the count and the lead would win
 * (DPjudge's Game.determineWin looks at every power).
 *
 * <p>Stateless and thread-safe. Methods throw {@link NullPointerException} for null arguments and
 * {@link IllegalArgumentException} for a power of another map.
 */
public final class DummyRules {
  private DummyRules() {}

  /** DPjudge's flag: dummies are always in civil disorder. */
  public static final String CD_DUMMIES = "CD_DUMMIES";

  /** DPjudge's flag: a power in civil disorder builds rather than waives. */
  public static final String CD_BUILDS = "CD_BUILDS";

  /** DPjudge's flag: a dummy's units may not move. */
  public static final String IMMOBILE_DUMMIES = "IMMOBILE_DUMMIES";

  /** Whether the map has the flag, or has it by {@code VASSAL_DUMMIES} ({@code CD_DUMMIES}, {@code CD_BUILDS}). */
  public static boolean has(GameMap map, String flag) {
    return map.ruleFlags().contains(flag) || (flag.equals(CD_DUMMIES) || flag.equals(CD_BUILDS))
        && map.ruleFlags().contains(VassalRules.VASSAL_DUMMIES);
  }

  private static void check(GameMap map, Power power) {
    checkNotNull(map, "map");
    checkNotNull(power, "power");
    checkArgument(power.index() < map.powers().size() && map.powers().get(power.index()) == power,
        "power %s is not of map %s", power, map.id());
  }

  /**
   * Whether the power's units may not move: a dummy on a map with {@code IMMOBILE_DUMMIES}.
   *
   * @param map the map played
   * @param power a power of the map
   * @return true when a move of its units is illegal ({@link Reason#IMMOBILE_DUMMY})
   */
  public static boolean isImmobile(GameMap map, Power power) {
    check(map, power);
    return power.isDummy() && map.ruleFlags().contains(IMMOBILE_DUMMIES);
  }

  /**
   * Whether no phase waits for the power: a dummy on a map with {@code CD_DUMMIES}, always in civil disorder.
   *
   * @param map the map played
   * @param power a power of the map
   * @return true when the power is never waited for
   */
  public static boolean needsNoOrders(GameMap map, Power power) {
    check(map, power);
    return power.isDummy() && has(map, CD_DUMMIES);
  }

  /**
   * Whether no phase waits for the power in this position: as {@link #needsNoOrders(GameMap, Power)}, except for a
   * vassal ({@link Position#controller(Power)}), which its controller orders and the phase waits for.
   *
   * @param pos the position played
   * @param power a power of its map
   * @return true when the power is never waited for there
   */
  public static boolean needsNoOrdersAt(Position pos, Power power) {
    checkNotNull(pos, "pos");
    return needsNoOrders(pos.map(), power) && (!pos.hasVassals() || pos.controller(power).isEmpty());
  }

  /**
   * Whether the power's dislodged units are destroyed at once, without a retreat: a dummy on a map with
   * {@code IMMOBILE_DUMMIES} or {@code CD_DUMMIES}.
   *
   * @param map the map played
   * @param power a power of the map
   * @return true when its dislodged units have no retreat
   */
  public static boolean destroyedWhenDislodged(GameMap map, Power power) {
    check(map, power);
    return power.isDummy()
        && (map.ruleFlags().contains(IMMOBILE_DUMMIES) || has(map, CD_DUMMIES));
  }

  /**
   * Whether the power's dislodged units are destroyed at once in this position: as
   * {@link #destroyedWhenDislodged(GameMap, Power)}, except for a vassal ({@link Position#controller(Power)}), whose
   * units retreat (DPjudge's Game.py lines 3795-3797 destroy only an uncontrolled dummy's).
   *
   * @param pos the position played
   * @param power a power of its map
   * @return true when its dislodged units have no retreat there
   */
  public static boolean destroyedWhenDislodgedAt(Position pos, Power power) {
    checkNotNull(pos, "pos");
    return destroyedWhenDislodged(pos.map(), power) && (!pos.hasVassals() || pos.controller(power).isEmpty());
  }

  /**
   * Whether the power, when it orders nothing in an adjustment phase, builds where it may rather than waive: any
   * power on a map with {@code CD_BUILDS} (DPjudge's Game.py line 3879 gives the civil-disorder defaults to every
   * power without adjustment orders when the phase is processed).
   *
   * @param map the map played
   * @param power a power of the map
   * @return true when its builds are made for it in civil disorder
   */
  public static boolean buildsInCivilDisorder(GameMap map, Power power) {
    check(map, power);
    return has(map, CD_BUILDS);
  }

  /** {@code [power index]}: whether its units may not move; null when no power's are (no look-up on such maps). */
  public static boolean[] immobilePowers(GameMap map) {
    return dummiesUnder(map, IMMOBILE_DUMMIES);
  }

  /**
   * {@code [power index]}: whether the power is a dummy, on a map with the flag; null without the flag or without a
   * dummy, so that the adjudicator's tables cost one null test on every other map.
   */
  static boolean[] dummiesUnder(GameMap map, String flag) {
    if (!map.ruleFlags().contains(flag)) {
      return null;
    }
    boolean[] out = new boolean[map.powers().size()];
    boolean any = false;
    for (Power p : map.powers()) {
      out[p.index()] = p.isDummy();
      any |= p.isDummy();
    }
    return any ? out : null;
  }
}
