package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * For every order value, of every kind (the house-rule priority lists included) and with or without a power,
 * {@code parse(print(o))} equals {@code o} in every notation: English, simplified and traditional Chinese. (The
 * English properties of {@code NotationPropertiesTest} draw the standard orders; this one draws every kind.)
 */
class EveryNotationRoundTripTest {
  private static final GameMap MAP = GameMap.standard();
  private static final List<OrderNotation> NOTATIONS = List.of(OrderNotation.english(MAP),
      OrderNotation.simplifiedChinese(MAP), OrderNotation.traditionalChinese(MAP));

  @Property(tries = 3000)
  void everyNotationReadsWhatItPrints(@ForAll("orders") Order o, @ForAll("notations") OrderNotation n) {
    Statistics.label("kind").collect(o.kind());
    String printed = n.print(o);
    assertThat(n.parse(printed)).as("%s: %s", n.language(), printed).isEqualTo(o);
  }

  @Provide
  Arbitrary<Order> orders() {
    return OrderValues.orders(MAP);
  }

  @Provide
  Arbitrary<OrderNotation> notations() {
    return Arbitraries.of(NOTATIONS);
  }
}
