package io.github.dipjudge.rules.variant;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;

/**
 * DPjudge's {@code DUMMY_FIRE} flag (rules.txt: "all DUMMY powers (but only the DUMMY powers) will be subject to the
 * FRIENDLY_FIRE rule"): for a dummy power ({@link Power#isDummy()}) the rulebook's three exceptions that protect a
 * power from itself are lifted, as DPjudge's code (commit 280e366) lifts them:
 *
 * <ul>
 *   <li>a dummy's support for another power's move against a dummy unit of the same dummy counts toward dislodging
 *       it (Game.py lines 3125-3129, where such a supporter would otherwise be listed among those not counted);
 *   <li>a dummy's move may dislodge its own unit (Game.py lines 2969-2976, the self-dislodgement bounce skipped);
 *   <li>a dummy's move cuts a support given by its own unit (Game.py lines 2998-3000, cutSupport's exception A
 *       lifted).
 * </ul>
 *
 * <p>Under {@code IMMOBILE_DUMMIES} a dummy never moves, so only the first point shows in play (ambition's case
 * {@code ambition.fire.*}); the other two apply on a map whose dummies move. Powers that are no dummy keep the
 * rulebook's rules whatever the flag.
 *
 * <p>Stateless and thread-safe. Methods throw {@link NullPointerException} for null arguments and
 * {@link IllegalArgumentException} for a power of another map.
 */
public final class DummyFire {
  private DummyFire() {}

  /** DPjudge's flag: dummy powers are subject to friendly fire. */
  public static final String DUMMY_FIRE = "DUMMY_FIRE";

  /**
   * Whether the power is subject to friendly fire: a dummy on a map with {@code DUMMY_FIRE}.
   *
   * @param map the map played
   * @param power a power of the map
   * @return true when the power may dislodge its own units, and support another's move against them
   */
  public static boolean firesOnItself(GameMap map, Power power) {
    checkNotNull(map, "map");
    checkNotNull(power, "power");
    checkArgument(power.index() < map.powers().size() && map.powers().get(power.index()) == power,
        "power %s is not of map %s", power, map.id());
    return power.isDummy() && map.ruleFlags().contains(DUMMY_FIRE);
  }

  /**
   * {@code [power index]}: whether the power is subject to friendly fire; null when none is, as on every map without
   * the flag, so that the resolver's power comparisons cost one null test there.
   */
  public static boolean[] firePowers(GameMap map) {
    return DummyRules.dummiesUnder(map, DUMMY_FIRE);
  }
}
