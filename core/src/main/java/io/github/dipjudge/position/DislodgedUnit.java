package io.github.dipjudge.position;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.Province;

/**
 * A unit dislodged in a movement phase, awaiting its retreat.
 *
 * <p>A position accepts it ({@link Position.Builder#dislodged}) only when the attacker can have come from its origin:
 * the origin is another province than the unit's, and borders it for an army or a fleet (the position does not
 * record the attacker's type); or, when the attack came by convoy, it needs not border, but both provinces are
 * coastal (a convoyed army leaves a coast and lands on one). This is how the adjudicator records an attack: the
 * province the successful move came from, and whether it went by convoy in the end.
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
