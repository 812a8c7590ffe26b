package io.github.dipjudge.order;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.Power;
import java.util.Optional;

/**
 * Builds ordered in advance, with the Fall orders, as a priority list: as many are carried out, in this order, as the
 * power may build, skipping the impossible ones. The simplified-Chinese house rules (section 2.3.2) write it
 * {@code 优先建造：威尼斯舰队、罗马陆军、那不勒斯舰队} (also {@code 优先生产}).
 *
 * <p>The list is never empty, and each build names the list's power (or none when the list names none), so that
 * every value prints as an order the notations read back as that value.
 *
 * <p>Immutable and thread-safe.
 *
 * @param power the issuing power, if written
 * @param builds the builds, best first
 */
public record BuildPriority(Optional<Power> power, ImmutableList<Build> builds) implements Order {
  /**
   * Checks the list.
   *
   * @param power the issuing power, if written
   * @param builds the builds, best first
   * @throws IllegalArgumentException if the list is empty, or a build names another power than the list
   */
  public BuildPriority {
    checkNotNull(power, "power");
    checkNotNull(builds, "builds");
    checkArgument(!builds.isEmpty(), "a build priority list names at least one build");
    for (Build b : builds) {
      checkArgument(b.power().equals(power), "build %s names another power than its list (%s)", b, power);
    }
  }

  @Override
  public OrderKind kind() {
    return OrderKind.BUILD_PRIORITY;
  }

  @Override
  public BuildPriority withPower(Power power) {
    checkNotNull(power, "power");
    ImmutableList.Builder<Build> b = ImmutableList.builder();
    builds.forEach(x -> b.add(x.withPower(power)));
    return new BuildPriority(Optional.of(power), b.build());
  }

  /**
   * The order in the canonical English notation of {@link OrderNotation#english}, which reads it back as an equal
   * order: {@code Italy: Build priority: F ven, A rom}.
   */
  @Override
  public String toString() {
    return EnglishPrinter.print(this);
  }
}
