package io.github.dipjudge.order;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.Power;
import java.util.Optional;

/**
 * Waive: the power declines one build it is entitled to.
 *
 * <p>Immutable and thread-safe.
 *
 * @param power the issuing power, if written
 */
public record Waive(Optional<Power> power) implements Order {
  /**
   * A waive order.
   *
   * @param power the issuing power, or empty
   * @throws NullPointerException if {@code power} is null
   */
  public Waive {
    checkNotNull(power, "power");
  }

  /**
   * A waive by the given power.
   *
   * @param power the power that declines a build
   * @return the order
   * @throws NullPointerException if {@code power} is null
   */
  public static Waive of(Power power) {
    return new Waive(Optional.of(checkNotNull(power, "power")));
  }

  @Override
  public OrderKind kind() {
    return OrderKind.WAIVE;
  }

  @Override
  public Waive withPower(Power power) {
    return new Waive(Optional.of(checkNotNull(power, "power")));
  }

  /**
   * The order in the canonical English notation of {@link OrderNotation#english}, which reads it back as an equal
   * order: {@code England: Waive}.
   */
  @Override
  public String toString() {
    return EnglishPrinter.print(this);
  }
}
