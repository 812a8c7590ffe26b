package io.github.dipjudge.adjudicate;

import static com.google.common.base.Preconditions.checkState;

import io.github.dipjudge.adjudicate.movement.MovementAdjudicator;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;

/**
 * A movement phase compiled into its adjudicator's working arrays, so that the resolve step can be run on its own:
 * for measuring it, and for programs that want to separate the two. {@link #resolve()} runs the resolve step
 * (Kruijswijk's algorithm) and allocates nothing; {@link #result()} reads out the complete result.
 *
 * <p>A prepared phase lives in its adjudicator's arrays: it is valid until that adjudicator adjudicates or prepares
 * anything else, after which its methods throw {@link IllegalStateException}. Not thread-safe: its methods take the
 * adjudicator's guard as the adjudicator's own methods do, so a call made while another thread is inside a call of
 * the same adjudicator (or of a phase it prepared) throws {@link IllegalStateException} at once and changes
 * nothing.
 */
public final class PreparedMovement {
  private final Adjudicator owner;
  private final MovementAdjudicator engine;
  private final Position position;
  private final long generation;
  private boolean resolved;

  PreparedMovement(Adjudicator owner, MovementAdjudicator engine, Position position, List<? extends Order> orders,
      Rulebook rules, long generation) {
    this.owner = owner;
    this.engine = engine;
    this.position = position;
    this.generation = generation;
    engine.prepare(position, orders, rules);
  }

  /**
   * Runs the resolve step (again); every decision is made afresh.
   *
   * @throws IllegalStateException if the adjudicator has been used since this phase was prepared, or another thread
   *     is inside a call of the adjudicator
   */
  public void resolve() {
    // The guard is the adjudicator's (one CAS and one release store, see Adjudicator.user): the resolve step writes
    // the same working arrays as movement(), so the two must not run at once.
    boolean outer = owner.enter();
    try {
      checkState(owner.generation() == generation, "the adjudicator has been used since this phase was prepared");
      engine.resolveAgain();
      resolved = true;
    } finally {
      if (outer) {
        owner.leave();
      }
    }
  }

  /**
   * The complete result; runs the resolve step first if it has not run.
   *
   * @return the complete result; runs the resolve step first if it has not run
   * @throws IllegalStateException if the adjudicator has been used since this phase was prepared, or another thread
   *     is inside a call of the adjudicator
   */
  public MovementResult result() {
    boolean outer = owner.enter();
    try {
      if (!resolved) {
        resolve();
      }
      checkState(owner.generation() == generation, "the adjudicator has been used since this phase was prepared");
      return engine.readOutResult(position);
    } finally {
      if (outer) {
        owner.leave();
      }
    }
  }
}
