package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.dipjudge.map.GameMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A text that is not an order is rejected with an {@link OrderParseException} that carries the text, the 1-based
 * column where reading failed and what was expected there.
 */
class NotationErrorsTest {
  private static final OrderNotation NOTATION = OrderNotation.english(GameMap.standard());

  private static OrderParseException reject(String text) {
    OrderParseException e = catchThrowableOfType(OrderParseException.class, () -> NOTATION.parse(text));
    assertThat(e).as("parse(\"%s\") should throw OrderParseException", text).isNotNull();
    assertThat(e.text()).isEqualTo(text);
    assertThat(e.column()).isBetween(1, text.length() + 1);
    assertThat(e.getMessage()).contains("\"" + text + "\"").contains("column " + e.column())
        .contains(e.expected());
    return e;
  }

  @ParameterizedTest(name = "[{0}] column {1}: {2}")
  @CsvSource(delimiter = '|', quoteCharacter = '\'', value = {
      "''                                    | 1  | expected an order",
      "'   '                                 | 1  | expected an order",
      "A                                     | 2  | expected a province",
      "F                                     | 2  | expected a province",
      "A - Bur                               | 3  | expected a province, found \"-\"",
      "England: A                            | 11 | expected a province, found end of text",
      "A Par -                               | 8  | expected a province, found end of text",
      "A Par                                 | 6  | expected H, -, S, C, R, D or B after the unit",
      "A Xyz - Bur                           | 3  | unknown province \"Xyz\"",
      "A Par - Xyz                           | 9  | unknown province \"Xyz\"",
      "England: A Par Q Bur                  | 16 | expected H, -, S, C, R, D or B after the unit, found \"Q\"",
      "Prussia: A Ber H                      | 1  | unknown power \"Prussia\"",
      "F Spain(nc) -                         | 14 | expected a province, found end of text",
      "'F Spain(nc) - '                      | 15 | expected a province, found end of text",
      ": A Par H                             | 1  | expected a power name before ':'",
      "A Par H H                             | 9  | expected the end of the order, found \"H\"",
      "F Nth C A Lon                         | 14 | expected '-' and the destination of the convoyed army",
      "A Lon - Bel by                        | 15 | expected \"convoy\" after \"by\"",
      "A Bud S                               | 8  | expected a province",
      "Build                                 | 6  | expected a province",
      "A Rhur - Belgium                      | 3  | unknown province \"Rhur\"; did you mean \"Ruhr\"?",
  })
  void rejectsWithColumnAndExpectation(String text, int column, String expected) {
    OrderParseException e = reject(text);
    assertThat(e.column()).as("column of %s", e.getMessage()).isEqualTo(column);
    assertThat(e.expected()).as("message").startsWith(expected);
  }
}
