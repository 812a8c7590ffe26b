package io.github.dipjudge.adjudicate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * An adjudicator used from two threads at once refuses the second call at once, deterministically: a list of orders
 * whose first read blocks holds one thread inside a call while the other calls.
 */
class AdjudicatorThreadsTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(MAP);
  private static final Position START = Position.initial(MAP);

  /** A random-access list of orders that, on its first read, says it is being read and waits to be released. */
  private static final class HoldingOrders extends AbstractList<Order> implements RandomAccess {
    final CountDownLatch inside = new CountDownLatch(1);
    final CountDownLatch release = new CountDownLatch(1);
    private final List<Order> orders;

    HoldingOrders(List<Order> orders) {
      this.orders = orders;
    }

    @Override
    public Order get(int i) {
      inside.countDown();
      try {
        release.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return orders.get(i);
    }

    @Override
    public int size() {
      return orders.size();
    }
  }

  @Test
  void aCallWhileAnotherThreadIsInsideThrowsAtOnceAndChangesNothing() throws Exception {
    Adjudicator shared = Adjudicator.create(MAP, Rulebook.datc());
    List<Order> orders = List.of(EN.parse("France: A Par - Bur"), EN.parse("Germany: A Mun - Bur"));
    HoldingOrders holding = new HoldingOrders(orders);
    ExecutorService other = Executors.newSingleThreadExecutor();
    try {
      Future<MovementResult> first = other.submit(() -> shared.movement(START, holding));
      assertThat(holding.inside.await(30, TimeUnit.SECONDS)).isTrue();
      for (Runnable call : List.<Runnable>of(
          () -> shared.movement(START, orders),
          () -> shared.adjudicate(START, orders),
          () -> shared.prepare(START, orders),
          () -> shared.retreat(START.toBuilder().phase(START.phase().next()).build(), List.of()))) {
        assertThatThrownBy(call::run).isInstanceOf(IllegalStateException.class)
            .hasMessageContaining("another thread at the same time")
            .hasMessageContaining("give each thread its own");
      }
      holding.release.countDown();
      MovementResult held = first.get(30, TimeUnit.SECONDS);
      // The refused calls changed nothing: the first call's result is the one a lone adjudicator gives.
      MovementResult alone = Adjudicator.create(MAP, Rulebook.datc()).movement(START, orders);
      assertThat(held.results()).isEqualTo(alone.results());
      assertThat(held.nextPosition()).isEqualTo(alone.nextPosition());
    } finally {
      holding.release.countDown();
      other.shutdownNow();
    }
    // Once the other thread is out, this thread may use the adjudicator.
    assertThat(shared.movement(START, orders).results()).extracting(OrderResult::reason)
        .containsExactly(Reason.BOUNCED, Reason.BOUNCED);
  }

  @Test
  void handingAnAdjudicatorFromThreadToThreadBetweenCallsIsFine() throws Exception {
    Adjudicator shared = Adjudicator.create(MAP, Rulebook.datc());
    List<Order> orders = List.of(EN.parse("France: A Par - Bur"));
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      for (int i = 0; i < 20; i++) {
        MovementResult r = pool.submit(() -> shared.movement(START, orders)).get(30, TimeUnit.SECONDS);
        assertThat(r.results().get(0).reason()).isEqualTo(Reason.MOVED);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aCallThatIsRefusedForItsArgumentsLeavesTheAdjudicatorFree() {
    Adjudicator a = Adjudicator.create(MAP, Rulebook.datc());
    assertThatThrownBy(() -> a.adjustment(START, List.of())).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("not an adjustment phase");
    assertThat(a.movement(START, List.of()).results()).isEmpty();
  }

  @Test
  void aPositionOnASecondCopyOfTheMapIsNamedAsSuch() throws Exception {
    byte[] text;
    try (java.io.InputStream in = GameMap.class.getResourceAsStream("standard.map")) {
      text = in.readAllBytes();
    }
    GameMap copy = GameMap.parse("copy", new String(text, java.nio.charset.StandardCharsets.UTF_8));
    Adjudicator a = Adjudicator.create(MAP, Rulebook.datc());
    assertThatThrownBy(() -> a.movement(Position.initial(copy), List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("another map object than the adjudicator, though both have the id \"standard\"");
  }
}
