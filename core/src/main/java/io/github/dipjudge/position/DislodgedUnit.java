package io.github.dipjudge.position;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.Province;

/**
 * A unit dislodged in a movement phase, awaiting its retreat.
 *
 * <p>Immutable and thread-safe.
 *
 * @param unit the unit, where it stood when dislodged
 * @param attackerOrigin the province the dislodging unit came from
 * @param byConvoy whether the dislodging unit came by convoy (DATC 4.A.5: then, by default, the dislodged unit may
 *     retreat to {@code attackerOrigin})
 */
public record DislodgedUnit(Unit unit, Province attackerOrigin, boolean byConvoy) {
  /**
   * A dislodged unit.
   *
   * @param unit the unit, where it stood when dislodged
   * @param attackerOrigin the province the dislodging unit came from
   * @param byConvoy whether the dislodging unit came by convoy
   * @throws NullPointerException if {@code unit} or {@code attackerOrigin} is null
   */
  public DislodgedUnit {
    checkNotNull(unit, "unit");
    checkNotNull(attackerOrigin, "attackerOrigin");
  }

  /** The unit and where its attacker came from: {@code Austria: A ser (dislodged from bul)}. */
  @Override
  public String toString() {
    return unit + " (dislodged from " + attackerOrigin.id() + (byConvoy ? " by convoy" : "") + ")";
  }
}
