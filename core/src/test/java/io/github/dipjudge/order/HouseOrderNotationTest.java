package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The English forms of the house-rule orders read and print back. */
class HouseOrderNotationTest {
  private static final OrderNotation EN = OrderNotation.english(GameMap.standard());

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "F Spain(sc) retreat priority: Portugal, Western Mediterranean, Marseilles | F spa/sc retreat priority: por, wes, mar",
      "France: F spa/sc retreat priority: por, disband | France: F spa/sc retreat priority: por, disband",
      "A Warsaw retreat priority: disband | A war retreat priority: disband",
      "Italy: Build priority: F Venice, A Rome, F Naples | Italy: Build priority: F ven, A rom, F nap",
      "Build priority: F stp/nc | Build priority: F stp/nc",
      "Germany: Disband priority: A Silesia, A Berlin, F Denmark | Germany: Disband priority: A sil, A ber, F den",
  })
  void readsAndPrintsBack(String text, String canonical) {
    Order o = EN.parse(text);
    assertThat(EN.print(o)).isEqualTo(canonical);
    assertThat(EN.parse(EN.print(o))).isEqualTo(o);
  }
}
