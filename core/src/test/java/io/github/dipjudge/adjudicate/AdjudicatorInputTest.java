package io.github.dipjudge.adjudicate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The forms of order collections the movement adjudicator takes: a random-access list is read in place (no copy),
 * any other collection is copied; either way the result is the same, a null order is refused with its index, and a
 * refused call leaves the adjudicator as good as new.
 */
class AdjudicatorInputTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(MAP);
  private static final Position START = Position.initial(MAP);

  private static List<Order> orders(String... texts) {
    List<Order> out = new ArrayList<>();
    for (String t : texts) {
      out.add(EN.parse(t));
    }
    return out;
  }

  @Test
  void listsAndOtherCollectionsGiveTheSameResult() {
    Adjudicator adjudicator = Adjudicator.create(MAP, Rulebook.datc());
    List<Order> list = orders("A Par - Bur", "A Mar - Bur", "F Bre - Mao", "A Mun - Bur");
    MovementResult fromList = adjudicator.movement(START, list);
    MovementResult fromSet = adjudicator.movement(START, new LinkedHashSet<>(list));
    assertThat(fromSet.results()).isEqualTo(fromList.results());
    assertThat(fromSet.nextPosition()).isEqualTo(fromList.nextPosition());
    assertThat(fromList.results()).extracting(OrderResult::reason)
        .containsExactly(Reason.BOUNCED, Reason.BOUNCED, Reason.MOVED, Reason.BOUNCED);
  }

  @Test
  void aListChangedAfterTheCallDoesNotChangeTheResult() {
    Adjudicator adjudicator = Adjudicator.create(MAP, Rulebook.datc());
    List<Order> list = orders("A Par - Bur", "F Bre - Mao");
    MovementResult result = adjudicator.movement(START, list);
    list.set(0, EN.parse("A Par - Pic"));
    list.add(EN.parse("A Mar - Bur"));
    assertThat(result.results()).hasSize(2);
    assertThat(result.results().get(0).order()).isEqualTo(EN.parse("A Par - Bur"));
    assertThat(result.nextPosition().unitAt(MAP.province("bur")).isPresent()).isTrue();
  }

  @Test
  void aNullOrderIsRefusedWithItsIndexAndTheAdjudicatorStaysUsable() {
    Adjudicator adjudicator = Adjudicator.create(MAP, Rulebook.datc());
    List<Order> withNull = orders("A Par - Bur", "A Mar - Bur");
    withNull.add(1, null);
    assertThatThrownBy(() -> adjudicator.movement(START, withNull))
        .isInstanceOf(NullPointerException.class).hasMessageContaining("order 1 of 3 is null");
    assertThatThrownBy(() -> adjudicator.movement(START, new LinkedHashSet<>(withNull)))
        .isInstanceOf(NullPointerException.class);
    MovementResult after = adjudicator.movement(START, orders("A Par - Bur", "A Mar - Bur"));
    assertThat(after.results()).extracting(OrderResult::reason).containsExactly(Reason.BOUNCED, Reason.BOUNCED);
    assertThat(after.nextPosition().unitCount()).isEqualTo(22);
  }

  @Test
  void aRefusedCallLeavesAPreparedPhaseValidAndAnAdjudicationMakesItStale() {
    Adjudicator adjudicator = Adjudicator.create(MAP, Rulebook.datc());
    List<Order> list = orders("A Par - Bur", "A Mar - Bur");
    PreparedMovement prepared = adjudicator.prepare(START, list);
    Position retreatPhase = START.toBuilder().phase(START.phase().next()).build();
    assertThatThrownBy(() -> adjudicator.movement(retreatPhase, list)).isInstanceOf(IllegalArgumentException.class);
    assertThat(prepared.result().results()).extracting(OrderResult::reason)
        .containsExactly(Reason.BOUNCED, Reason.BOUNCED);
    adjudicator.movement(START, list);
    assertThatThrownBy(prepared::result).isInstanceOf(IllegalStateException.class);
  }
}
