package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import org.junit.jupiter.api.Test;

/** Every order prints itself in the canonical English notation, as {@link OrderNotation#english} prints it. */
class OrderToStringTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(MAP);

  @Test
  void toStringIsTheCanonicalNotation() {
    String[] lines = {
      "France: A par - bur", "A par H", "England: F nth S A yor - nwy", "F nth S A yor", "F nth C A yor - nwy",
      "A lon - nth - bel", "A yor - nwy via convoy", "F stp/sc R bot", "Disband A par", "Russia: Build F stp/nc",
      "Waive", "F spa/sc retreat priority: por, wes", "Build priority: F ven, A rom", "Disband priority: A sil"
    };
    for (String line : lines) {
      Order o = EN.parse(line);
      assertThat(o.toString()).isEqualTo(EN.print(o)).isEqualTo(line);
    }
  }
}
