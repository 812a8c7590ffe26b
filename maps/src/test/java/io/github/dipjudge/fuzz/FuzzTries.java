package io.github.dipjudge.fuzz;

import java.util.Locale;
import java.util.concurrent.atomic.LongAdder;
import net.jqwik.api.lifecycle.AroundPropertyHook;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyExecutor;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;

/**
 * The hook of {@link Fuzz}: sets the property's tries to {@code ci} or, when the system property {@code
 * dipjudge.fuzz} is {@code long}, to {@code full}, then prints one line to stdout, {@code FUZZ <class>:<property>
 * tries=N checks=M inputs=K SUCCESSFUL} (or the failure), which is how the long command's counts are recorded: the
 * inputs are the tries, or what the property counted with {@link #inputs(long)} when one try reads several. Any
 * other value of {@code dipjudge.fuzz} is an error, so that a misspelt long run cannot pass as a short one.
 * Properties run one at a time (jqwik's default), which the count relies on.
 */
public final class FuzzTries implements AroundPropertyHook {
  /** The system property that chooses the count; the parent POM passes it on ({@code ci} unless told). */
  public static final String MODE = "dipjudge.fuzz";

  private static final LongAdder INPUTS = new LongAdder();

  /**
   * Counts inputs read by the running property, for a property whose tries read several each (a try that decodes
   * forty codes counts forty).
   *
   * @param n the inputs read
   */
  public static void inputs(long n) {
    INPUTS.add(n);
  }

  /**
   * Whether this run is the long one.
   *
   * @return true when {@code dipjudge.fuzz} is {@code long}, false when it is absent or {@code ci}
   * @throws IllegalStateException for any other value
   */
  public static boolean isLong() {
    String mode = System.getProperty(MODE, "ci").trim().toLowerCase(Locale.ROOT);
    switch (mode) {
      case "":
      case "ci":
        return false;
      case "long":
        return true;
      default:
        throw new IllegalStateException("-D" + MODE + "=" + mode + ": expected ci or long");
    }
  }

  @Override
  public PropertyExecutionResult aroundProperty(PropertyLifecycleContext context, PropertyExecutor property) {
    Fuzz fuzz = context.findAnnotation(Fuzz.class).orElseThrow(
        () -> new IllegalStateException(context.extendedLabel() + ": FuzzTries without @Fuzz"));
    context.attributes().setTries(isLong() ? fuzz.full() : fuzz.ci());
    INPUTS.reset();
    PropertyExecutionResult result = property.execute();
    long inputs = INPUTS.sum();
    System.out.printf(Locale.ROOT, "FUZZ %s tries=%d checks=%d inputs=%d %s%n", context.extendedLabel(),
        result.countTries(), result.countChecks(), inputs == 0 ? result.countTries() : inputs, result.status());
    return result;
  }
}
