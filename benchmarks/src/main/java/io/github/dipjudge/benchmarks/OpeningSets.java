package io.github.dipjudge.benchmarks;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Hold;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;
import java.util.Set;

/**
 * The two order sets on Spring 1901, the ones another engine's published benchmarks use, so that the
 * figures compare: every unit holding (the fixed cost of a phase in which nothing happens), and the 22 usual spring
 * moves. Both are checked at set-up: the holds change nothing; of the moves, Vienna and Warsaw bounce in Galicia,
 * Sevastopol and Ankara in the Black Sea, and every other move succeeds (Trieste's fleet leaves for Albania as
 * Venice's army enters, Constantinople's army leaves for Bulgaria as Smyrna's enters).
 */
final class OpeningSets {
  private OpeningSets() {}

  /** The 22 usual spring moves (Austria A Vie-Gal, ... Turkey A Smy-Con), one per starting unit. */
  static final List<String> SPRING_MOVES = List.of(
      "Austria: A Vie - Gal", "Austria: A Bud - Ser", "Austria: F Tri - Alb",
      "England: F Lon - Nth", "England: F Edi - Nwg", "England: A Lvp - Yor",
      "France: F Bre - Mao", "France: A Par - Bur", "France: A Mar - Pie",
      "Germany: F Kie - Den", "Germany: A Ber - Kie", "Germany: A Mun - Ruh",
      "Italy: F Nap - Ion", "Italy: A Rom - Apu", "Italy: A Ven - Tri",
      "Russia: F StP/sc - Bot", "Russia: A Mos - Ukr", "Russia: A War - Gal", "Russia: F Sev - Bla",
      "Turkey: F Ank - Bla", "Turkey: A Con - Bul", "Turkey: A Smy - Con");

  /** The spring moves that bounce; all others succeed. */
  private static final Set<String> BOUNCING = Set.of("Austria: A Vie - Gal", "Russia: A War - Gal",
      "Russia: F Sev - Bla", "Turkey: F Ank - Bla");

  /** A hold order for every starting unit. */
  static List<Order> holds(GameMap map) {
    return Opening.position(map).units().stream()
        .<Order>map(u -> Hold.of(u.type(), u.location()).withPower(u.power()))
        .toList();
  }

  static List<Order> springMoves(GameMap map) {
    return Boards.orders(OrderNotation.english(map), SPRING_MOVES);
  }

  /**
   * Checks both sets on a fresh adjudicator: the expected reasons, and the next position from the codes equal to the
   * one from the values.
   */
  static void check(GameMap map, Rulebook rules, List<Order> orders, int[] codes, boolean holds) {
    Adjudicator adjudicator = Adjudicator.create(map, rules);
    Position start = Opening.position(map);
    MovementResult result = adjudicator.movement(start, orders);
    OrderNotation english = OrderNotation.english(map);
    List<OrderResult> results = result.results();
    Boards.check(results.size() == 22, "opening sets: " + results.size() + " results for 22 orders");
    for (OrderResult r : results) {
      String text = english.print(r.order());
      Reason expected = holds ? Reason.HELD
          : BOUNCING.stream().anyMatch(b -> english.parse(b).equals(r.order())) ? Reason.BOUNCED : Reason.MOVED;
      Boards.check(r.reason() == expected, "opening sets: " + text + " gave " + r.reason() + ", expected " + expected);
    }
    Boards.check(holds == result.nextPosition().units().equals(start.units()),
        "opening sets: the units after the " + (holds ? "holds changed" : "moves did not change"));
    Boards.check(adjudicator.nextPosition(start, codes, 0, codes.length).equals(result.nextPosition()),
        "opening sets: the next position from the codes differs from the one from the values");
    MovementResult fromCodes = (MovementResult) adjudicator.adjudicate(start, codes, 0, codes.length);
    Boards.check(fromCodes.results().equals(result.results())
            && fromCodes.nextPosition().equals(result.nextPosition()),
        "opening sets: the result from the codes differs from the one from the values");
  }
}
