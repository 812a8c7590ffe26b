package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.map.GameMap;
import java.util.List;
import net.jqwik.api.Example;

/** One entry point for every notation, and English lines holding several orders. */
class TypedOrdersTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation ANY = OrderNotation.anyNotation(MAP);
  private static final OrderNotation EN = OrderNotation.english(MAP);
  private static final OrderNotation ZH = OrderNotation.simplifiedChinese(MAP);
  private static final OrderNotation ZHT = OrderNotation.traditionalChinese(MAP);

  @Example
  void everyNotationIsReadByOneEntryPoint() {
    Order move = EN.parse("Germany: A Ber - Pru");
    assertThat(ANY.parse("Germany: A Berlin -> Prussia")).isEqualTo(move);
    assertThat(ANY.parse("德国：柏林陆军 移动 普鲁士")).isEqualTo(ZH.parse("德国：柏林陆军 移动 普鲁士")).isEqualTo(move);
    assertThat(ANY.parse("德國：柏林軍隊到普魯士")).isEqualTo(ZHT.parse("德國：柏林軍隊到普魯士")).isEqualTo(move);
    assertThat(ANY.parse("A EDI - NWY VIA")).isEqualTo(EN.parse("A Edi - Nwy via convoy"));
    assertThat(ANY.parse("F BRE D")).isEqualTo(EN.parse("Disband F Bre"));
    assertThat(ANY.language()).isEqualTo(Language.ENGLISH);
    assertThat(ANY.print(move)).isEqualTo(EN.print(move));
  }

  @Example
  void daideOrdersAreReadByTheSameEntryPoint() {
    DaideNotation daide = DaideNotation.of(MAP);
    assertThat(ANY.parse("( GER AMY BER ) MTO PRU")).isEqualTo(daide.parse("( GER AMY BER ) MTO PRU"))
        .isEqualTo(EN.parse("Germany: A Ber - Pru"));
    assertThat(ANY.parseAll("( ENG FLT LON ) MTO NTH\nFrance: A Par - Bur; A Mar - Spa\n  ( RUS FLT ( STP SCS ) ) HLD"))
        .containsExactly(EN.parse("England: F lon - nth"), EN.parse("France: A par - bur"),
            EN.parse("France: A mar - spa"), EN.parse("Russia: F stp/sc H"));
    assertThatThrownBy(() -> ANY.parse("( GER AMY BER ) MTO XYZ")).isInstanceOf(OrderFormatException.class)
        .hasMessage(catchParse(daide::parse, "( GER AMY BER ) MTO XYZ").getMessage());
  }

  @Example
  void theReaderIsChosenByTheScriptAndItsErrorIsThatNotations() {
    assertThatThrownBy(() -> ANY.parse("A Rhur - Bel")).isInstanceOf(OrderFormatException.class)
        .hasMessageContaining("\"Ruhr\"");
    assertThatThrownBy(() -> ANY.parse("柏林陆军 移动 火星")).isInstanceOf(OrderFormatException.class)
        .hasMessage(catchParse(ZH::parse, "柏林陆军 移动 火星").getMessage());
  }

  /** The exception a notation's reader throws for a text (any notation's {@code parse}). */
  private static OrderFormatException catchParse(java.util.function.Function<String, Order> reader, String text) {
    try {
      reader.apply(text);
    } catch (OrderFormatException e) {
      return e;
    }
    throw new AssertionError("read: " + text);
  }

  @Example
  void parseAllMixesNotationsLineByLine() {
    List<Order> orders = ANY.parseAll("England: F Lon - Nth; F Edi - Nrg\n德国：柏林陆军 移动 普鲁士，慕尼黑陆军 移动 鲁尔\n"
        + "FRANCE:\nA PAR - BUR\n");
    assertThat(orders).containsExactly(EN.parse("England: F lon - nth"), EN.parse("England: F edi - nrg"),
        EN.parse("Germany: A ber - pru"), EN.parse("Germany: A mun - ruh"), EN.parse("France: A par - bur"));
  }

  @Example
  void englishParseAllSplitsAtSemicolonsOutsidePriorityLists() {
    assertThat(EN.parseAll("A Par - Bur; A Mar - Spa;\n\nF Bre - Mao")).containsExactly(EN.parse("A Par - Bur"),
        EN.parse("A Mar - Spa"), EN.parse("F Bre - Mao"));
    // A power named first applies to the orders after it on the line, until another is named.
    assertThat(EN.parseAll("France: A Par - Bur; A Mar - Spa; Germany: A Mun - Ruh; A Ber - Kie"))
        .containsExactly(EN.parse("France: A Par - Bur"), EN.parse("France: A Mar - Spa"),
            EN.parse("Germany: A Mun - Ruh"), EN.parse("Germany: A Ber - Kie"));
    // Inside a priority list ; separates items, as , does.
    assertThat(EN.parseAll("Italy: Build priority: F ven; A rom")).containsExactly(
        EN.parse("Italy: Build priority: F ven, A rom"));
    // An error names the order it is in.
    assertThatThrownBy(() -> EN.parseAll("A Par - Bur; A Rhur - Bel")).isInstanceOf(OrderFormatException.class)
        .hasMessageContaining("cannot read \" A Rhur - Bel\"");
  }
}
