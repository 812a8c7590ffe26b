package io.github.dipjudge.adjudicate;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.BoardChange.Kind;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The board changes of a phase result ({@link PhaseResult#changes()}), read from the result's lists and its two
 * positions. Computed on each call, in time linear in the phase's orders and units: a server asks once per phase,
 * and the adjudicators stay free of a list nobody in a bot's search loop reads.
 */
final class BoardChanges {
  private BoardChanges() {}

  static ImmutableList<BoardChange> of(MovementResult r) {
    ImmutableList.Builder<BoardChange> b = ImmutableList.builder();
    Position before = r.position();
    Position after = r.nextPosition();
    for (OrderResult o : r.results()) {
      if (o.reason() == Reason.MOVED && o.order() instanceof Move m) {
        Unit from = before.unitAt(m.location().province()).orElseThrow();
        Unit there = after.unitAt(m.destination().province()).orElseThrow();
        b.add(new BoardChange(Kind.MOVED, from, Optional.of(there.location()), false));
      }
    }
    for (DislodgedUnit d : r.dislodged()) {
      b.add(new BoardChange(Kind.DISLODGED, d.unit(), Optional.empty(), false));
    }
    return b.build();
  }

  static ImmutableList<BoardChange> of(RetreatResult r) {
    ImmutableList.Builder<BoardChange> b = ImmutableList.builder();
    Set<Province> validlyOrdered = validlyOrdered(r.results());
    // The adjudicator lists the retreated units in the order of the dislodged ones, leaving out the disbanded: the
    // two lists pair up in one walk.
    int next = 0;
    List<Unit> retreated = r.retreated();
    Set<Unit> disbanded = new HashSet<>(r.disbanded());
    for (DislodgedUnit d : r.position().dislodged()) {
      Unit u = d.unit();
      if (disbanded.contains(u)) {
        b.add(new BoardChange(Kind.DISBANDED, u, Optional.empty(), !validlyOrdered.contains(u.province())));
      } else {
        b.add(new BoardChange(Kind.RETREATED, u, Optional.of(retreated.get(next++).location()), false));
      }
    }
    return b.build();
  }

  static ImmutableList<BoardChange> of(AdjustmentResult r) {
    ImmutableList.Builder<BoardChange> b = ImmutableList.builder();
    Set<Unit> cdBuilt = r.builtByCivilDisorder().isEmpty() ? Set.of() : new HashSet<>(r.builtByCivilDisorder());
    for (Unit u : r.built()) {
      b.add(new BoardChange(Kind.BUILT, u, Optional.empty(), cdBuilt.contains(u)));
    }
    Set<Unit> civil = new HashSet<>(r.removedByCivilDisorder());
    for (Unit u : r.removed()) {
      b.add(new BoardChange(Kind.REMOVED, u, Optional.empty(), civil.contains(u)));
    }
    return b.build();
  }

  /** The provinces of the units with an order that is not illegal. */
  private static Set<Province> validlyOrdered(List<OrderResult> results) {
    Set<Province> out = new HashSet<>();
    for (OrderResult o : results) {
      if (o.order() instanceof UnitOrder u && !o.reason().isIllegal()) {
        out.add(u.location().province());
      }
    }
    return out;
  }
}
