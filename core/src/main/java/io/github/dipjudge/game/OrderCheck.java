package io.github.dipjudge.game;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.adjudicate.Outcome;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.order.Order;
import java.util.Optional;

/**
 * The verdict on one order checked before adjudication ({@link OrderSheet#check}): the order as it will be
 * adjudicated (with the sheet's power filled in) and, when adjudication would report it {@link Outcome#ILLEGAL},
 * the reason it would give.
 *
 * <p>Immutable and thread-safe.
 *
 * @param order the order as it would be adjudicated
 * @param illegal the reason it is illegal, empty when it is legal
 */
public record OrderCheck(Order order, Optional<Reason> illegal) {
  /**
   * Checks that {@code illegal} holds only reasons whose outcome is {@link Outcome#ILLEGAL}.
   *
   * @param order the order as it would be adjudicated
   * @param illegal the reason it is illegal, empty when it is legal
   */
  public OrderCheck {
    checkNotNull(order, "order");
    checkNotNull(illegal, "illegal");
    checkArgument(illegal.isEmpty() || illegal.get().isIllegal(), "not a reason of illegality: %s", illegal);
  }

  /**
   * Whether adjudication would carry the order out (or try to: a legal move may still bounce).
   *
   * @return true when the order is legal
   */
  public boolean isLegal() {
    return illegal.isEmpty();
  }

  /**
   * The order and, when it is illegal, why.
   *
   * @return for example {@code England: F lon - mun: ILLEGAL FLEET_TO_LAND}
   */
  @Override
  public String toString() {
    return order + (illegal.isEmpty() ? ": legal" : ": ILLEGAL " + illegal.get());
  }
}
