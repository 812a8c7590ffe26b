package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.dipjudge.map.GameMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A text that is not an order is rejected with an {@link OrderFormatException} that carries the text, the 1-based
 * column where reading failed and what was expected there.
 */
class NotationErrorsTest {
  private static final OrderNotation NOTATION = OrderNotation.english(GameMap.standard());

  private static OrderFormatException reject(String text) {
    OrderFormatException e = catchThrowableOfType(OrderFormatException.class, () -> NOTATION.parse(text));
    assertThat(e).as("parse(\"%s\") should throw OrderFormatException", text).isNotNull();
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
      // A power without its colon was "unknown province "Germany"", and the arrow was read into the name.
      "Germany A Mun - Bur                   | 8  | expected ':' after the power \"Germany\"",
      "england F lon H                       | 8  | expected ':' after the power \"england\"",
      "Austria Hungary A vie H               | 16 | expected ':' after the power \"Austria Hungary\"",
      "Germany                               | 8  | expected an order after the power \"Germany\"",
      "A Mun → Xyz                           | 9  | unknown province \"Xyz\"",
      "A Xyz → Bur                           | 3  | unknown province \"Xyz\"",
      "Germnay: A Mun - Bur                  | 1  | unknown power \"Germnay\"; did you mean \"Germany\"?",
  })
  void rejectsWithColumnAndExpectation(String text, int column, String expected) {
    OrderFormatException e = reject(text);
    assertThat(e.column()).as("column of %s", e.getMessage()).isEqualTo(column);
    assertThat(e.expected()).as("message").startsWith(expected);
  }

  /**
   * Inside a name only spaces, dots, hyphens, apostrophes and their full-width forms are ignored; any other
   * character that is no letter or digit is an error at its column (these once read as Turkey, the
   * Mid-Atlantic, France and England).
   */
  @ParameterizedTest(name = "[{0}] column {1}")
  @CsvSource(delimiter = '|', quoteCharacter = '\'', value = {
      "'F ma\uDEB4o - bre'           | 5  | unexpected character U+DEB4 (a lone surrogate)",
      "'FRAN\r\nCE: A par H'         | 5  | a line break inside an order",
      "'Engl＾and: F lon H'          | 5  | unexpected character '＾' (U+FF3E)",
      "'A Mun - Bur!'               | 12 | unexpected character '!' (U+0021)",
      "'A Mun\u0007 - Bur'          | 6  | unexpected control character U+0007",
      "'A Mun ⇒ Bur'                | 7  | unexpected character '⇒' (U+21D2)",
      "'F N\u200Bth - hel'           | 4  | unexpected character U+200B",
      "'A \"Mun\" - Bur'              | 3  | unexpected character '\"' (U+0022)",
  })
  void aCharacterThatIsNoPartOfANameIsAnErrorAtItsColumn(String text, int column, String expected) {
    OrderFormatException e = reject(text);
    assertThat(e.column()).as("column of %s", e.getMessage()).isEqualTo(column);
    assertThat(e.expected()).as("message").startsWith(expected);
  }

  /** A NUL (which the CSV source above cannot carry). */
  @Test
  void aNulInsideANameIsAnErrorAtItsColumn() {
    OrderFormatException e = reject("T\u0000urkey: F ank H");
    assertThat(e.column()).isEqualTo(2);
    assertThat(e.expected()).isEqualTo("unexpected control character U+0000");
  }

  /** What a name may contain besides letters and digits: spaces, dots, hyphens, apostrophes, full-width forms. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '\'', value = {
      "F St．Petersburg(sc) - bot        | F stp/sc - bot",
      "F Ｍｉｄ－Ａｔｌａｎｔｉｃ - bre         | F mao - bre",
      "F North　Sea - hel                | F nth - hel",
      "F North\u00A0Sea - hel           | F nth - hel",
      "'F St\' Petersburg(nc) - bar'     | F stp/nc - bar",
      "F St’ Petersburg(nc) - bar        | F stp/nc - bar",
      "ＥＮＧＬＡＮＤ： Ｆ ＬＯＮ － ＮＴＨ        | England: F lon - nth",
      "'\tA\tMun\t-\tBur\t'              | A mun - bur",
      "'A Mun - Bur\n'                   | A mun - bur",
  })
  void namesIgnoreOnlySpacesDotsHyphensApostrophesAndTheirFullWidthForms(String text, String printed) {
    assertThat(NOTATION.print(NOTATION.parse(text))).isEqualTo(printed);
  }
}
