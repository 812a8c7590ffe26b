package io.github.dipjudge.adjudicate;

import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;

/** Supply-centre ownership at the end of a year's Fall: a centre belongs to the power whose unit stands on it. */
final class Ownership {
  private Ownership() {}

  /** The position with ownership updated; an empty centre keeps its owner. */
  static Position afterFall(Position pos) {
    Position.Builder b = pos.toBuilder();
    for (Unit u : pos.units()) {
      if (u.province().isSupplyCentre()) {
        b.owner(u.province(), u.power());
      }
    }
    return b.build();
  }
}
