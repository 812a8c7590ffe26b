package io.github.dipjudge.fuzz;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * A jqwik property of the fuzz suite, run {@link #ci()} times in the ordinary build and {@link #full()}
 * times by the long command ({@code mvn -B -Pfuzz verify}, which sets the system property {@code dipjudge.fuzz} to
 * {@code long}; see the README's "Reliability"). Use it in place of {@code @Property}: it is one, and its hook
 * ({@link FuzzTries}) sets the number of tries and prints, for each property, the tries and checks it ran.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Property
@AddLifecycleHook(FuzzTries.class)
public @interface Fuzz {
  /**
   * The tries in the ordinary build ({@code mvn -B verify}), sized so that the whole suite adds about a minute.
   *
   * @return the number of tries
   */
  int ci();

  /**
   * The tries of the long command: at least 1,000,000 for a parser, 100,000 for an adjudicator's phase kind.
   *
   * @return the number of tries
   */
  int full();
}
