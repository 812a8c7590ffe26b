package io.github.dipjudge.adjudicate;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;

/**
 * The complete result of an adjustment phase: a result per order, the units built, the units removed (by order or
 * by the civil disorder rule), and the position of the next Spring.
 *
 * <p>Immutable and thread-safe.
 */
public final class AdjustmentResult implements PhaseResult {
  private final Position position;
  private final ImmutableList<OrderResult> results;
  private final ImmutableList<Unit> built;
  private final ImmutableList<Unit> removed;
  private final ImmutableList<Unit> removedByCivilDisorder;
  private final ImmutableList<Unit> builtByCivilDisorder;
  private final Position next;

  AdjustmentResult(Position position, ImmutableList<OrderResult> results, ImmutableList<Unit> built,
      ImmutableList<Unit> removed, ImmutableList<Unit> removedByCivilDisorder, ImmutableList<Unit> builtByCivilDisorder,
      Position next) {
    this.position = position;
    this.results = results;
    this.built = built;
    this.removed = removed;
    this.removedByCivilDisorder = removedByCivilDisorder;
    this.builtByCivilDisorder = builtByCivilDisorder;
    this.next = next;
  }

  @Override
  public Position position() {
    return position;
  }

  @Override
  public ImmutableList<OrderResult> results() {
    return results;
  }

  /**
   * The units built: by order, then by civil disorder ({@link #builtByCivilDisorder()}).
   *
   * @return the units built
   */
  public ImmutableList<Unit> built() {
    return built;
  }

  /**
   * Every unit removed: by order, then by the civil disorder rule.
   *
   * @return every unit removed: by order, then by the civil disorder rule
   */
  public ImmutableList<Unit> removed() {
    return removed;
  }

  /**
   * The units removed by the civil disorder rule (DATC 4.D.8) because too few removals were ordered.
   *
   * @return the units removed by the civil disorder rule (DATC 4.D.8) because too few removals were ordered
   */
  public ImmutableList<Unit> removedByCivilDisorder() {
    return removedByCivilDisorder;
  }

  /**
   * The units built for a power in civil disorder under DPjudge's {@code CD_BUILDS} flag (a dummy that ordered
   * nothing, as on {@code sengoku}: {@code DummyRules.buildsInCivilDisorder}); also in {@link #built()}.
   *
   * @return those units; empty on a map without {@code CD_BUILDS}
   */
  public ImmutableList<Unit> builtByCivilDisorder() {
    return builtByCivilDisorder;
  }

  @Override
  public Position nextPosition() {
    return next;
  }

  @Override
  public ImmutableList<BoardChange> changes() {
    return BoardChanges.of(this);
  }

  @Override
  public String toString() {
    return "AdjustmentResult[" + position.phase() + ", " + built.size() + " built, " + removed.size() + " removed]";
  }
}
