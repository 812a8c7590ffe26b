package consumer;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;

public class Example {
  public static void main(String[] args) {
    GameMap map = GameMap.standard();
    Position start = Position.initial(map); // Spring 1901, the standard units and home centres
    OrderNotation english = OrderNotation.english(map);

    Order order = english.parse("Germany: A Mun-Bur");
    System.out.println(english.print(order));

    Adjudicator adjudicator = Adjudicator.create(map, Rulebook.datc());
    MovementResult result = adjudicator.movement(start, List.of(order,
        english.parse("France: A Paris - Burgundy"),
        english.parse("France: A Mar S A Par - Bur"),
        english.parse("England: F London - Wales")));
    for (OrderResult r : result.results()) {
      System.out.println(english.print(r.order()) + ": " + r.reason() + " " + r.by());
    }
    System.out.println(result.nextPosition().phase() + ", " + result.dislodged().size() + " dislodged");
  }
}
