package io.github.dipjudge.adjudicate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.MapFormatException;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.SupportMove;
import io.github.dipjudge.order.UnitRef;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Movement phases far larger than any real game, on a generated map: a ring of {@value #N} inland provinces (each
 * adjacent to the next), with a spur {@code end - end2} off the last ring province and two provinces {@code x0},
 * {@code x1} of a rival power next to the first. Circular movement round the whole ring, a chain of {@value #N}
 * moves into an empty province, the same chain with its head bounced, and the ring broken by one supported attack.
 * The resolver's dependency chains are then {@value #N} deep; it keeps its own stack, so everything runs with the
 * default thread stack size. {@code N} is the largest ring the map size limit allows ({@link GameMap#MAX_PROVINCES}
 * with the four other provinces), so that no map that loads has deeper chains than these.
 *
 * <p>No test here depends on the machine's speed: an adjudication runs on a worker thread (default stack size) only
 * so that one that never ends fails instead of hanging the build, after {@link #HANG_GUARD}: over 100 times what
 * the slowest of them takes on a loaded machine (2.4 s at a load average of 22 on two cores), far more on an idle
 * one. (It was an {@code assertTimeout} of 30 s, which never stopped a hang, as it waits for the end, and could fail
 * a slow but correct run.)
 */
class LargeMapTest {
  static final int N = GameMap.MAX_PROVINCES - 4;
  private static final Duration HANG_GUARD = Duration.ofMinutes(5);

  private static GameMap map;
  private static Power ringland;
  private static Power rival;
  private static Province[] ring;
  private static Province end;
  private static Province end2;
  private static Province x0;
  private static Province x1;

  @BeforeAll
  static void loadMap() throws MapFormatException {
    map = GameMap.parse("ring.map", ringMapText(N));
    ringland = map.power("ringland");
    rival = map.power("rival");
    ring = new Province[N];
    for (int i = 0; i < N; i++) {
      ring[i] = map.province("r" + i);
    }
    end = map.province("end");
    end2 = map.province("end2");
    x0 = map.province("x0");
    x1 = map.province("x1");
  }

  /** The map text (maps/README.md format): one home centre and one starting unit per power. */
  static String ringMapText(int n) {
    StringBuilder sb = new StringBuilder(64 * n);
    sb.append("map ring | Ring of ").append(n).append("\n\n");
    sb.append("power ringland | Ringland | Ringlandish\n  home r0\n  territory r0\n  start A r0\n\n");
    sb.append("power rival | Rival | Rivalish\n  home x0\n  territory x0\n  start A x0\n\n");
    for (int i = 0; i < n; i++) {
      sb.append("province r").append(i).append(" inland").append(i == 0 ? " centre" : "").append(" | Ring ")
          .append(i).append('\n');
      sb.append("  army r").append((i + n - 1) % n).append(" r").append((i + 1) % n);
      if (i == 0) {
        sb.append(" x0 x1");
      }
      if (i == n - 1) {
        sb.append(" end");
      }
      sb.append('\n');
    }
    sb.append("province x0 inland centre | Rival Keep\n  army r0 x1\n");
    sb.append("province x1 inland | Rival Field\n  army r0 x0\n");
    sb.append("province end inland | Ring End\n  army r").append(n - 1).append(" end2\n");
    sb.append("province end2 inland | Ring Beyond\n  army end\n");
    return sb.toString();
  }

  private static Unit army(Power p, Province at) {
    return Unit.of(p, UnitType.ARMY, at.location());
  }

  private static Move move(Province from, Province to) {
    return Move.of(UnitType.ARMY, from.location(), to.location());
  }

  /** Ringland armies on every ring province. */
  private static Position.Builder fullRing() {
    Position.Builder b = Position.builder(map).phase(Phase.springMovement(1901));
    for (Province p : ring) {
      b.unit(army(ringland, p));
    }
    return b;
  }

  private static MovementResult adjudicate(Position pos, List<Order> orders) {
    Adjudicator a = Adjudicator.create(map, Rulebook.datc());
    return assertTimeoutPreemptively(HANG_GUARD, () -> a.movement(pos, orders),
        () -> "the adjudication did not end within " + HANG_GUARD.toSeconds() + " s (a hang)");
  }

  @Test
  void mapHasTheRing() {
    assertThat(map.provinces()).hasSize(N + 4).hasSize(GameMap.MAX_PROVINCES);
    assertThat(map.isAdjacent(ring[N - 1].location(), ring[0].location(), UnitType.ARMY)).isTrue();
    assertThat(Position.initial(map).units()).hasSize(2);
  }

  /** (a) Every army moves on round the ring: circular movement, all succeed. */
  @Test
  void circularMovementRoundTheWholeRing() {
    Position pos = fullRing().build();
    List<Order> orders = new ArrayList<>();
    for (int i = 0; i < N; i++) {
      orders.add(move(ring[i], ring[(i + 1) % N]));
    }
    MovementResult r = adjudicate(pos, orders);
    assertThat(r.results()).hasSize(N).allSatisfy(x -> assertThat(x.reason()).isEqualTo(Reason.MOVED));
    assertThat(r.dislodged()).isEmpty();
    assertThat(r.standoffs()).isEmpty();
    assertThat(r.nextPosition().units()).hasSize(N);
    for (Province p : ring) {
      assertThat(r.nextPosition().unitAt(p)).contains(army(ringland, p));
    }
  }

  /** (b) A chain of N armies, each moving into the next one's province, the head into an empty one: all succeed. */
  @Test
  void chainIntoAnEmptyProvinceAllSucceed() {
    Position pos = fullRing().build();
    List<Order> orders = new ArrayList<>();
    for (int i = 0; i < N - 1; i++) {
      orders.add(move(ring[i], ring[i + 1]));
    }
    orders.add(move(ring[N - 1], end));
    MovementResult r = adjudicate(pos, orders);
    assertThat(r.results()).hasSize(N).allSatisfy(x -> assertThat(x.reason()).isEqualTo(Reason.MOVED));
    assertThat(r.dislodged()).isEmpty();
    Position next = r.nextPosition();
    assertThat(next.units()).hasSize(N);
    assertThat(next.unitAt(ring[0])).isEmpty();
    assertThat(next.unitAt(end)).contains(army(ringland, end));
    for (int i = 1; i < N; i++) {
      assertThat(next.unitAt(ring[i])).contains(army(ringland, ring[i]));
    }
  }

  /** (b') The same chain running the other way round (the head has the lowest province index). */
  @Test
  void reversedChainIntoAnEmptyProvinceAllSucceed() {
    Position pos = fullRing().build();
    List<Order> orders = new ArrayList<>();
    orders.add(move(ring[0], x1));
    for (int i = 1; i < N; i++) {
      orders.add(move(ring[i], ring[i - 1]));
    }
    MovementResult r = adjudicate(pos, orders);
    assertThat(r.results()).hasSize(N).allSatisfy(x -> assertThat(x.reason()).isEqualTo(Reason.MOVED));
    assertThat(r.nextPosition().unitAt(ring[N - 1])).isEmpty();
    assertThat(r.nextPosition().unitAt(x1)).contains(army(ringland, x1));
  }

  /** (c) The same chain, its head bounced by a unit moving into the same province: every move fails. */
  @Test
  void chainWithBouncedHeadAllFail() {
    Position pos = fullRing().unit(army(ringland, end2)).build();
    List<Order> orders = new ArrayList<>();
    for (int i = 0; i < N - 1; i++) {
      orders.add(move(ring[i], ring[i + 1]));
    }
    orders.add(move(ring[N - 1], end));
    orders.add(move(end2, end));
    MovementResult r = adjudicate(pos, orders);
    assertThat(r.results()).hasSize(N + 1).allSatisfy(x -> assertThat(x.outcome()).isEqualTo(Outcome.FAILED));
    for (int i = 0; i < N - 1; i++) {
      assertThat(r.results().get(i).reason()).isEqualTo(Reason.FAILED_TO_DISLODGE);
      assertThat(r.results().get(i).by()).containsExactly(ring[i + 1]);
    }
    assertThat(r.results().get(N - 1).reason()).isEqualTo(Reason.BOUNCED);
    assertThat(r.results().get(N - 1).by()).containsExactly(end2);
    assertThat(r.results().get(N).reason()).isEqualTo(Reason.BOUNCED);
    assertThat(r.results().get(N).by()).containsExactly(ring[N - 1]);
    assertThat(r.standoffs()).containsExactly(end);
    assertThat(r.dislodged()).isEmpty();
    assertThat(r.nextPosition().units()).isEqualTo(pos.units());
  }

  /**
   * (d) Circular movement round the ring, and a rival army attacks r0 with support: the attack bounces the ring's
   * move into r0, so the whole ring stands still (N moves fail in a chain N deep) and r0 is dislodged.
   */
  @Test
  void ringBrokenByOneSupportedAttack() {
    Position pos = fullRing().unit(army(rival, x0)).unit(army(rival, x1)).build();
    List<Order> orders = new ArrayList<>();
    for (int i = 0; i < N; i++) {
      orders.add(move(ring[i], ring[(i + 1) % N]));
    }
    orders.add(move(x0, ring[0]));
    orders.add(SupportMove.of(UnitType.ARMY, x1.location(), UnitRef.of(UnitType.ARMY, x0.location()),
        ring[0].location()));
    MovementResult r = adjudicate(pos, orders);
    assertThat(r.results()).hasSize(N + 2);
    assertThat(r.results().get(N).reason()).isEqualTo(Reason.MOVED);
    assertThat(r.results().get(N + 1).reason()).isEqualTo(Reason.SUPPORT_GIVEN);
    assertThat(r.results().get(N - 1).reason()).isEqualTo(Reason.BOUNCED);
    assertThat(r.results().get(N - 1).by()).containsExactly(x0);
    for (int i = 0; i < N - 1; i++) {
      assertThat(r.results().get(i).reason()).as("move r%s - r%s", i, i + 1).isEqualTo(Reason.FAILED_TO_DISLODGE);
      assertThat(r.results().get(i).unitDislodged()).isEqualTo(i == 0);
    }
    assertThat(r.dislodged()).containsExactly(new DislodgedUnit(army(ringland, ring[0]), x0, false));
    assertThat(r.retreatOptions().get(ring[0])).isEmpty();
    Position next = r.nextPosition();
    assertThat(next.unitAt(ring[0])).contains(army(rival, ring[0]));
    assertThat(next.unitAt(x0)).isEmpty();
    for (int i = 1; i < N; i++) {
      assertThat(next.unitAt(ring[i])).contains(army(ringland, ring[i]));
    }
  }
}
