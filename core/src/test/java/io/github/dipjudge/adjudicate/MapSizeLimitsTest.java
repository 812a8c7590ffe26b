package io.github.dipjudge.adjudicate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.MapFormatException;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Convoy;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * No fixed width left where a map may be larger than the standard one: a convoy chain longer than any table the
 * code once had (64 fleets), every shipped variant's sizes in the compact codes, and a clear refusal beyond what an
 * int code holds.
 */
class MapSizeLimitsTest {
  /** A corridor of {@code seas} seas in a line, a coastal province at each end. */
  static String corridor(int seas) {
    StringBuilder sb = new StringBuilder("map corridor | Corridor\n\n");
    sb.append("power west | West | Western\n  home a\n  start A a\n\n");
    sb.append("power east | East | Eastern\n  home b\n  start A b\n\n");
    sb.append("province a coastal centre | Alpha\n  fleet s0\n");
    sb.append("province b coastal centre | Beta\n  fleet s").append(seas - 1).append('\n');
    for (int i = 0; i < seas; i++) {
      sb.append("province s").append(i).append(" sea | Sea ").append(i).append("\n  fleet");
      if (i == 0) {
        sb.append(" a");
      }
      if (i > 0) {
        sb.append(" s").append(i - 1);
      }
      if (i < seas - 1) {
        sb.append(" s").append(i + 1);
      }
      if (i == seas - 1) {
        sb.append(" b");
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  @Test
  void aConvoyOfAHundredFleetsCarriesTheArmy() throws MapFormatException {
    int n = 100;
    GameMap map = GameMap.parse("corridor.map", corridor(n));
    Position.Builder b = Position.builder(map).phase(Phase.springMovement(1901));
    b.unit(Unit.of(map.power("west"), UnitType.ARMY, map.location("a")));
    List<Order> orders = new ArrayList<>();
    orders.add(Move.of(UnitType.ARMY, map.location("a"), map.location("b")).withPower(map.power("west")));
    for (int i = 0; i < n; i++) {
      b.unit(Unit.of(map.power("west"), UnitType.FLEET, map.location("s" + i)));
      orders.add(Convoy.of(map.location("s" + i), map.location("a"), map.location("b")).withPower(map.power("west")));
    }
    Position pos = b.build();
    MovementResult r = Adjudicator.create(map, Rulebook.datc()).movement(pos, orders);
    assertThat(r.results()).allSatisfy(x -> assertThat(x.reason()).isIn(Reason.MOVED, Reason.CONVOYED));
    // The generator offers every one of these convoy orders (each fleet is needed by the one chain).
    List<Order> legal = LegalOrders.create(map, Rulebook.datc()).orders(pos);
    assertThat(legal).containsAll(orders);
  }

  @Test
  void everyShippedMapFitsTheCompactCodes() {
    for (String id : GameMap.variants()) {
      GameMap map = GameMap.variant(id);
      assertThat(map.locations().size()).as(id).isLessThanOrEqualTo(LegalOrders.MAX_INDEX);
      LegalOrders lo = LegalOrders.create(map, Rulebook.datc());
      // The largest location and power indices survive a code.
      int last = map.locations().size() - 1;
      assertThat(LegalOrders.unitLocation(LegalOrders.HOLD | last << 4)).isEqualTo(last);
      assertThat(lo.map()).isSameAs(map);
    }
    assertThat(GameMap.variant("youngstown").locations()).hasSize(198);
    assertThat(GameMap.variant("chaos").powers()).hasSize(34);
  }

  @Test
  void aMapTooLargeForTheCodesIsRefusedByTheGeneratorOnly() throws MapFormatException {
    GameMap big = GameMap.parse("corridor.map", corridor(LegalOrders.MAX_INDEX));
    assertThat(big.locations()).hasSize(LegalOrders.MAX_INDEX + 2);
    assertThatThrownBy(() -> LegalOrders.create(big, Rulebook.datc())).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the compact order code holds at most 511 locations; map corridor has 513");
    // The adjudicator has no such limit.
    Position pos = Position.builder(big).phase(Phase.springMovement(1901))
        .unit(Unit.of(big.power("west"), UnitType.ARMY, big.location("a"))).build();
    MovementResult r = Adjudicator.create(big, Rulebook.datc()).movement(pos, List.of());
    assertThat(r.nextPosition().units()).hasSize(1);
  }
}
