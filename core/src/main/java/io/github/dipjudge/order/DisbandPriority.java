package io.github.dipjudge.order;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.Power;
import java.util.Optional;

/**
 * Removals ordered in advance, with the Fall orders, as a priority list: if the power must remove units after the
 * Fall, they are taken in this order. A unit is named where it stood when the orders were written and is followed
 * through its move or retreat. The simplified-Chinese house rules (section 2.3.2) write it
 * {@code 优先解散：西利西亚陆军、柏林陆军、丹麦舰队}.
 *
 * <p>The list is never empty, and each removal names the list's power (or none when the list names none), so that
 * every value prints as an order the notations read back as that value.
 *
 * <p>Immutable and thread-safe.
 *
 * @param power the issuing power, if written
 * @param disbands the units to remove, first first
 */
public record DisbandPriority(Optional<Power> power, ImmutableList<Disband> disbands) implements Order {
  /**
   * Checks the list.
   *
   * @param power the issuing power, if written
   * @param disbands the units to remove, first first
   * @throws IllegalArgumentException if the list is empty, or a removal names another power than the list
   */
  public DisbandPriority {
    checkNotNull(power, "power");
    checkNotNull(disbands, "disbands");
    checkArgument(!disbands.isEmpty(), "a disband priority list names at least one unit");
    for (Disband d : disbands) {
      checkArgument(d.power().equals(power), "removal %s names another power than its list (%s)", d, power);
    }
  }

  @Override
  public OrderKind kind() {
    return OrderKind.DISBAND_PRIORITY;
  }

  @Override
  public DisbandPriority withPower(Power power) {
    checkNotNull(power, "power");
    ImmutableList.Builder<Disband> b = ImmutableList.builder();
    disbands.forEach(x -> b.add(x.withPower(power)));
    return new DisbandPriority(Optional.of(power), b.build());
  }

  /**
   * The order in the canonical English notation of {@link OrderNotation#english}, which reads it back as an equal
   * order: {@code Germany: Disband priority: A sil, A ber}.
   */
  @Override
  public String toString() {
    return EnglishPrinter.print(this);
  }
}
