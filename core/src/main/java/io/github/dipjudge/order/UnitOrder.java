package io.github.dipjudge.order;

import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.UnitType;
import java.util.Optional;

/**
 * An order that names a unit (or, for a build, the place of a new unit): every order but {@link Waive}.
 *
 * <p>Immutable and thread-safe, as every {@link Order}.
 */
public sealed interface UnitOrder extends Order
    permits Hold, Move, SupportHold, SupportMove, Convoy, Retreat, Disband, Build, RetreatPriority {
  /**
   * The unit type as written.
   *
   * @return the type; empty when the order omits it (DATC 4.C.1 and 4.C.3 say what that means)
   */
  Optional<UnitType> unitType();

  /**
   * Where the ordered unit stands (for a build: where it is to be built), as written; whether a unit is there is
   * for the adjudicator to check.
   *
   * @return the location, with its coast when one was written
   */
  Location location();
}
