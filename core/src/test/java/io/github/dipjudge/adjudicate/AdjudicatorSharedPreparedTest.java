package io.github.dipjudge.adjudicate;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import net.jqwik.api.Example;

/**
 * A {@link PreparedMovement} resolved by one thread while another calls {@code movement()} on the same
 * adjudicator. Every call of either thread must either give the result a lone adjudicator gives, or throw
 * {@link IllegalStateException}; nothing else (no index out of bounds, no "two units in arm", no endless loop).
 *
 * <p>The two loops are bounded by counted iterations, not by time. The only time bound is the guard against a hang
 * (an adjudication that never ends, as happened before the fix): minutes, hundreds of times what the loops take
 * alone.
 */
class AdjudicatorSharedPreparedTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(MAP);
  private static final Position START = Position.initial(MAP);
  private static final int ITERATIONS = 20_000;
  private static final long HANG_GUARD_MINUTES = 5;

  private static List<Order> orders(String... texts) {
    List<Order> list = new ArrayList<>();
    for (String t : texts) {
      list.add(EN.parse(t));
    }
    return list;
  }

  /** Every unit of the opening ordered: moves, a bounce in Burgundy, supports and a convoy-free opening. */
  private static final List<Order> PREPARED = orders("France: A Par - Bur", "Germany: A Mun - Bur",
      "France: A Mar S A Par - Bur", "France: F Bre - Mao", "Germany: F Kie - Den", "Germany: A Ber - Kie",
      "England: F Lon - Nth", "England: F Edi - Nwg", "England: A Lvp - Yor", "Russia: A War - Gal",
      "Austria: A Vie - Gal", "Austria: F Tri - Alb", "Austria: A Bud - Ser", "Italy: A Ven - Tyr",
      "Italy: A Rom - Apu", "Italy: F Nap - Ion", "Turkey: F Ank - Bla", "Turkey: A Con - Bul",
      "Turkey: A Smy - Con", "Russia: F Sev - Bla", "Russia: A Mos - Ukr", "Russia: F Stp/sc - Bot");

  private static final List<Order> MOVEMENT = orders("France: A Par - Pic", "Germany: A Mun - Ruh",
      "Germany: A Ber S A Mun - Kie", "England: F Lon - Eng", "Russia: A War - Sil", "Turkey: A Con - Bul",
      "Austria: A Vie - Tyr", "Italy: A Ven - Tyr");

  private static final MovementResult PREPARED_ALONE = Adjudicator.create(MAP, Rulebook.datc()).movement(START,
      PREPARED);
  private static final MovementResult MOVEMENT_ALONE = Adjudicator.create(MAP, Rulebook.datc()).movement(START,
      MOVEMENT);

  /** What one thread saw: successes, refusals, and anything else (a failure). */
  private static final class Tally {
    final AtomicInteger right = new AtomicInteger();
    final AtomicInteger refused = new AtomicInteger();
    final ConcurrentLinkedQueue<String> wrong = new ConcurrentLinkedQueue<>();

    /** Runs one call and files its outcome; false when it went wrong (the loop then stops). */
    boolean call(Supplier<MovementResult> call, MovementResult expected) {
      MovementResult r;
      try {
        r = call.get();
      } catch (IllegalStateException e) {
        refused.incrementAndGet();
        return true;
      } catch (Throwable t) {
        wrong.add(t.toString());
        return false;
      }
      if (!r.results().equals(expected.results()) || !r.nextPosition().equals(expected.nextPosition())) {
        wrong.add("a wrong result: " + r.results());
        return false;
      }
      right.incrementAndGet();
      return true;
    }
  }

  @Example
  void aPreparedPhaseResolvedWhileAnotherThreadAdjudicatesIsRightOrRefused() throws Exception {
    Adjudicator shared = Adjudicator.create(MAP, Rulebook.datc());
    Tally prepared = new Tally();
    Tally movement = new Tally();
    AtomicBoolean stop = new AtomicBoolean();
    CyclicBarrier start = new CyclicBarrier(2);
    ExecutorService pool = Executors.newFixedThreadPool(2, r -> {
      Thread t = new Thread(r, "shared-adjudicator");
      t.setDaemon(true); // a thread caught in an endless adjudication must not keep the JVM alive
      return t;
    });
    try {
      Future<?> a = pool.submit(() -> {
        start.await();
        for (int i = 0; i < ITERATIONS && !stop.get(); i++) {
          boolean ok = prepared.call(() -> {
            PreparedMovement p = shared.prepare(START, PREPARED);
            p.resolve();
            p.resolve();
            return p.result();
          }, PREPARED_ALONE);
          stop.compareAndSet(false, !ok);
        }
        return null;
      });
      Future<?> b = pool.submit(() -> {
        start.await();
        for (int i = 0; i < ITERATIONS && !stop.get(); i++) {
          stop.compareAndSet(false, !movement.call(() -> shared.movement(START, MOVEMENT), MOVEMENT_ALONE));
        }
        return null;
      });
      a.get(HANG_GUARD_MINUTES, TimeUnit.MINUTES);
      b.get(HANG_GUARD_MINUTES, TimeUnit.MINUTES);
    } finally {
      pool.shutdownNow();
    }
    assertThat(prepared.wrong).as("prepare/resolve thread").isEmpty();
    assertThat(movement.wrong).as("movement thread").isEmpty();
    assertThat(prepared.right.get() + prepared.refused.get()).isEqualTo(ITERATIONS);
    assertThat(movement.right.get() + movement.refused.get()).isEqualTo(ITERATIONS);
    // How often each side got through depends on the scheduling; what must hold is that the guard is free again.
    assertThat(shared.prepare(START, PREPARED).result().results()).isEqualTo(PREPARED_ALONE.results());
    assertThat(shared.movement(START, MOVEMENT).results()).isEqualTo(MOVEMENT_ALONE.results());
  }
}
