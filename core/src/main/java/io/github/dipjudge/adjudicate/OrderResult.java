package io.github.dipjudge.adjudicate;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Order;

/**
 * The result of one order: its outcome, the reason, and the provinces of the units involved ({@code by}): whom a
 * move bounced with, whose defence it failed against, which fleets' dislodgement disrupted a convoy, who cut a
 * support, where a dislodging attack came from.
 *
 * <p>Immutable and thread-safe.
 *
 * @param order the order as given
 * @param reason why it had its outcome
 * @param by the provinces of the units that caused the reason, in province order; may be empty
 * @param unitDislodged whether the ordered unit was dislodged in this phase (movement phases)
 */
public record OrderResult(Order order, Reason reason, ImmutableList<Province> by, boolean unitDislodged) {
  /**
   * A result.
   *
   * @param order the order as given
   * @param reason why it had its outcome
   * @param by the provinces of the units that caused the reason, in province order; may be empty
   * @param unitDislodged whether the ordered unit was dislodged in this phase (movement phases)
   * @throws NullPointerException if the order, the reason or the provinces are null
   */
  public OrderResult {
    checkNotNull(order, "order");
    checkNotNull(reason, "reason");
    checkNotNull(by, "by");
  }

  /**
   * The outcome, as the reason implies.
   *
   * @return the outcome, as the reason implies
   */
  public Outcome outcome() {
    return reason.outcome();
  }

  /**
   * Whether the order succeeded.
   *
   * @return whether the order succeeded
   */
  public boolean succeeded() {
    return reason.outcome() == Outcome.SUCCEEDED;
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(order.toString()).append(": ").append(reason);
    if (!by.isEmpty()) {
      sb.append(" by ").append(by);
    }
    if (unitDislodged) {
      sb.append(", dislodged");
    }
    return sb.toString();
  }
}
