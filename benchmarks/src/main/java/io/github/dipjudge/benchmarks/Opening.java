package io.github.dipjudge.benchmarks;

import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;
import java.util.Set;

/**
 * Spring 1901 with a common set of opening orders for all 22 units, and its known outcome: Austria and Russia bounce
 * in Galicia, Russia and Turkey bounce in the Black Sea (both left empty by a standoff), every other move succeeds
 * and Italy's hold in Venice stands.
 */
final class Opening {
  private Opening() {}

  /** The 22 orders, one per starting unit. */
  static final List<String> ORDERS = List.of(
      "Austria: A Vie - Gal",
      "Austria: A Bud - Ser",
      "Austria: F Tri - Alb",
      "England: F Lon - Nth",
      "England: F Edi - Nwg",
      "England: A Lvp - Yor",
      "France: A Par - Bur",
      "France: A Mar - Spa",
      "France: F Bre - Mao",
      "Germany: F Kie - Den",
      "Germany: A Ber - Kie",
      "Germany: A Mun - Ruh",
      "Italy: A Ven H",
      "Italy: A Rom - Apu",
      "Italy: F Nap - Ion",
      "Russia: A War - Gal",
      "Russia: A Mos - Ukr",
      "Russia: F Sev - Bla",
      "Russia: F StP/sc - Bot",
      "Turkey: F Ank - Bla",
      "Turkey: A Con - Bul",
      "Turkey: A Smy - Arm");

  /** The index of the one hold order (Italy's A Ven H). */
  private static final int HOLD = ORDERS.indexOf("Italy: A Ven H");

  /** The orders expected to bounce; all others succeed. */
  private static final Set<String> FAILING = Set.of("Austria: A Vie - Gal", "Russia: A War - Gal",
      "Russia: F Sev - Bla", "Turkey: F Ank - Bla");

  /** The units after the moves. */
  private static final String AFTER = """
      Austria: A Vie
      Austria: A Ser
      Austria: F Alb
      England: F Nth
      England: F Nwg
      England: A Yor
      France: A Bur
      France: A Spa
      France: F Mao
      Germany: F Den
      Germany: A Kie
      Germany: A Ruh
      Italy: A Ven
      Italy: A Apu
      Italy: F Ion
      Russia: A War
      Russia: A Ukr
      Russia: F Sev
      Russia: F Bot
      Turkey: F Ank
      Turkey: A Bul
      Turkey: A Arm
      """;

  static Position position(GameMap map) {
    return Position.initial(map);
  }

  static List<Order> orders(GameMap map) {
    return Boards.orders(OrderNotation.english(map), ORDERS);
  }

  /**
   * The 22 orders as the compact codes of {@link LegalOrders}, found among the codes generated for the position
   * (each must be there: the opening's orders are legal).
   */
  static int[] codes(GameMap map, Rulebook rules) {
    return codes(map, rules, orders(map));
  }

  /** Any legal orders of the starting position as the compact codes of {@link LegalOrders}, in their order. */
  static int[] codes(GameMap map, Rulebook rules, List<Order> orders) {
    LegalOrders legal = LegalOrders.create(map, rules);
    Position pos = position(map);
    int count = legal.generate(pos);
    int[] out = new int[orders.size()];
    for (int k = 0; k < out.length; k++) {
      int found = -1;
      for (int i = 0; i < count && found < 0; i++) {
        if (legal.order(i).equals(orders.get(k))) {
          found = legal.code(i);
        }
      }
      Boards.check(found >= 0, "opening: no legal code for " + orders.get(k));
      out[k] = found;
    }
    return out;
  }

  /** Checks a result of the opening against its known outcome. */
  static void check(GameMap map, MovementResult result) {
    OrderNotation english = OrderNotation.english(map);
    List<OrderResult> results = result.results();
    Boards.check(results.size() == ORDERS.size(), "opening: " + results.size() + " results for 22 orders");
    for (int i = 0; i < ORDERS.size(); i++) {
      boolean shouldSucceed = !FAILING.contains(ORDERS.get(i));
      Reason expected = shouldSucceed ? (i == HOLD ? Reason.HELD : Reason.MOVED) : Reason.BOUNCED;
      Boards.check(results.get(i).reason() == expected,
          "opening: " + ORDERS.get(i) + " gave " + results.get(i) + ", expected " + expected);
    }
    Boards.check(result.dislodged().isEmpty(), "opening: dislodged " + result.dislodged());
    Boards.check(result.standoffs().equals(Set.of(map.province("gal"), map.province("bla"))),
        "opening: standoffs " + result.standoffs() + ", expected Galicia and the Black Sea");
    Position next = result.nextPosition();
    Boards.check(next.phase().equals(Phase.springMovement(1901).next()),
        "opening: next phase " + next.phase());
    List<Unit> after = Boards.units(english, AFTER);
    Boards.checkUnits("opening, next position", after, next.units());
    Boards.check(next.owners().equals(result.position().owners()), "opening: ownership changed in Spring");
  }
}
