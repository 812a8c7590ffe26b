package io.github.dipjudge.adjudicate;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.Location;
import io.github.dipjudge.position.Unit;
import java.util.Optional;

/**
 * One change a phase made to the board, as a server shows it: a unit moved, was dislodged, retreated, was
 * disbanded, built or removed. {@link PhaseResult#changes()} lists them for any phase, without casting to the
 * result's type, including what no order asked for: a dislodged unit disbanded for want of a valid order and a unit
 * removed by the civil disorder rule (DATC 4.D.8), which have no entry in {@link PhaseResult#results()}.
 *
 * <p>Immutable and thread-safe.
 *
 * @param kind what happened
 * @param unit the unit where it stood before the change (a built unit: where it was built)
 * @param to where it went, for {@link Kind#MOVED} and {@link Kind#RETREATED}; empty otherwise
 * @param civilDisorder whether the rules made the change for its power because it gave no valid order for it: a
 *     dislodged unit disbanded with no valid retreat or disband order (none given, or only illegal ones), a unit
 *     removed by the civil disorder rule, a unit built for a power in civil disorder under DPjudge's {@code CD_BUILDS}
 *     ({@code DummyRules}); false for every change an order brought about
 */
public record BoardChange(Kind kind, Unit unit, Optional<Location> to, boolean civilDisorder) {
  /** What happened to a unit. */
  public enum Kind {
    /** The unit moved (movement phase). */
    MOVED,
    /** The unit was dislodged and awaits its retreat (movement phase). */
    DISLODGED,
    /** The dislodged unit retreated (retreat phase). */
    RETREATED,
    /** The dislodged unit was disbanded (retreat phase): ordered to, bounced, or without a valid order. */
    DISBANDED,
    /** The unit was built (adjustment phase). */
    BUILT,
    /** The unit was removed (adjustment phase): by order or by the civil disorder rule. */
    REMOVED
  }

  /**
   * Checks the components: a destination exactly for moves and retreats, civil disorder only for disbands, removals
   * and builds.
   *
   * @param kind what happened
   * @param unit the unit where it stood before the change
   * @param to where it went, for moves and retreats
   * @param civilDisorder whether the rules made the change for want of a valid order
   */
  public BoardChange {
    checkNotNull(kind, "kind");
    checkNotNull(unit, "unit");
    checkNotNull(to, "to");
    boolean goes = kind == Kind.MOVED || kind == Kind.RETREATED;
    checkArgument(to.isPresent() == goes, "a %s change %s a destination", kind, goes ? "needs" : "has no");
    checkArgument(!civilDisorder || kind == Kind.DISBANDED || kind == Kind.REMOVED || kind == Kind.BUILT,
        "only a disband, a removal or a build is made by civil disorder, not %s", kind);
  }

  /**
   * The change in a line.
   *
   * @return for example {@code France: A par MOVED to bur}, {@code Germany: F kie REMOVED (civil disorder)}
   */
  @Override
  public String toString() {
    return unit + " " + kind + to.map(l -> " to " + l.id()).orElse("") + (civilDisorder ? " (civil disorder)" : "");
  }
}
