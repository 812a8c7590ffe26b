package io.github.dipjudge.order;

import static io.github.dipjudge.order.OrderTexts.ENGLISH;
import static io.github.dipjudge.order.OrderTexts.HANS;
import static io.github.dipjudge.order.OrderTexts.HANT;
import static io.github.dipjudge.order.OrderTexts.MAP;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.fuzz.Fuzz;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * The fuzz suite of the three order notations (MILA's, which the English notation reads, is
 * {@link MilaNotationFuzzTest}). For any text of {@link OrderTexts}: {@code parse} and {@code parseAll} return orders
 * or throw {@link OrderFormatException} (never anything else), whose text, column and expectation say where; an
 * order read prints in the canonical form and reads back as itself; and the parser's counted work is linear in the
 * text, with the bounds of {@link EnglishParserWorkPropertiesTest} and {@link ChineseNotationHardeningTest}. For any
 * order value of every kind, {@code parse(print(o)) == o} in each notation.
 */
class OrderNotationFuzzTest {
  @Provide
  Arbitrary<String> texts() {
    return OrderTexts.texts();
  }

  @Provide
  Arbitrary<Order> orders() {
    return OrderValues.orders(MAP);
  }

  // ------------------------------------------------------------------------------------------- any text

  @Fuzz(ci = 3_000, full = 1_000_000)
  void englishReadsOrRefusesAnyTextInLinearWork(@ForAll("texts") String text) {
    EnglishParser p = new EnglishParser(MAP, text);
    try {
      readsBack(ENGLISH, p.parseLine(), text);
    } catch (OrderFormatException e) {
      refusedAt(e, text, text);
    }
    assertThat(p.work()).as("work for %s characters", text.length())
        .isLessThanOrEqualTo(EnglishParserWorkPropertiesTest.PER_CHAR * (text.length() + 1));
    readsAllOrRefuses(ENGLISH, text);
  }

  @Fuzz(ci = 2_500, full = 1_000_000)
  void simplifiedChineseReadsOrRefusesAnyTextInLinearWork(@ForAll("texts") String text) {
    chineseReadsOrRefuses(HANS, text);
  }

  @Fuzz(ci = 2_500, full = 1_000_000)
  void traditionalChineseReadsOrRefusesAnyTextInLinearWork(@ForAll("texts") String text) {
    chineseReadsOrRefuses(HANT, text);
  }

  private static void chineseReadsOrRefuses(OrderNotation n, String text) {
    // The two Chinese notations share one parser, which reads both scripts: the notation decides the printing.
    ChineseParser one = new ChineseParser(MAP, text);
    try {
      readsBack(n, one.parseLine(), text);
    } catch (OrderFormatException e) {
      refusedAt(e, text, text);
    }
    ChineseParser all = new ChineseParser(MAP, text);
    try {
      for (Order o : all.parseAll()) {
        readsBack(n, o, text);
      }
    } catch (OrderFormatException e) {
      refusedAt(e, e.text(), text);
    }
    long bound = ChineseNotationHardeningTest.bound(text);
    assertThat(one.work()).as("parse: work for %s characters", text.length()).isLessThanOrEqualTo(bound);
    assertThat(all.work()).as("parseAll: work for %s characters", text.length()).isLessThanOrEqualTo(bound);
    readsAllOrRefuses(n, text);
  }

  /** {@code parseAll}, line by line: orders that read back, or an OrderFormatException naming a line of the text. */
  static void readsAllOrRefuses(OrderNotation n, String text) {
    try {
      for (Order o : n.parseAll(text)) {
        readsBack(n, o, text);
      }
    } catch (OrderFormatException e) {
      refusedAt(e, e.text(), text);
      assertThat(text).as("the refused line is a line of the text").contains(e.text());
    }
  }

  /** An order read prints canonically and reads back as itself. */
  static void readsBack(OrderNotation n, Order o, String text) {
    Statistics.label("result").collect("read");
    String printed = n.print(o);
    assertThat(n.parse(printed)).as("%s read as %s", text, printed).isEqualTo(o);
  }

  /** A refusal says which text, where in it (1 to length + 1) and what was expected. */
  static void refusedAt(OrderFormatException e, String refused, String text) {
    Statistics.label("result").collect("refused");
    assertThat(e.text()).as("the text of the error for %s", text).isEqualTo(refused);
    assertThat(e.column()).as("the column of %s in %s", e.getMessage(), text).isBetween(1, refused.length() + 1);
    assertThat(e.expected()).as("what was expected, for %s", text).isNotBlank();
    assertThat(e.getMessage()).isNotBlank();
  }

  // ------------------------------------------------------------------------------------------- round trips

  @Fuzz(ci = 2_000, full = 1_000_000)
  void englishReadsEveryOrderAsPrinted(@ForAll("orders") Order o) {
    Statistics.label("kind").collect(o.kind());
    assertThat(ENGLISH.parse(ENGLISH.print(o))).as(ENGLISH.print(o)).isEqualTo(o);
  }

  @Fuzz(ci = 1_500, full = 1_000_000)
  void simplifiedChineseReadsEveryOrderAsPrinted(@ForAll("orders") Order o) {
    assertThat(HANS.parse(HANS.print(o))).as(HANS.print(o)).isEqualTo(o);
  }

  @Fuzz(ci = 1_500, full = 1_000_000)
  void traditionalChineseReadsEveryOrderAsPrinted(@ForAll("orders") Order o) {
    assertThat(HANT.parse(HANT.print(o))).as(HANT.print(o)).isEqualTo(o);
  }

  /** Orders as sentences: several printed orders in one Chinese sentence read back as the list. */
  @Fuzz(ci = 500, full = 1_000_000)
  void chineseSentencesReadBackAsTheirOrders(@ForAll("sentences") List<Order> orders,
      @ForAll("chinese") OrderNotation n) {
    StringBuilder s = new StringBuilder();
    for (Order o : orders) {
      s.append(s.length() == 0 ? "" : "；").append(n.print(o));
    }
    assertThat(n.parseAll(s.toString())).as(s.toString()).isEqualTo(orders);
  }

  @Provide
  Arbitrary<List<Order>> sentences() {
    // A priority list's items are separated by 、 and end at ；, so any kind may follow any other. Each order names
    // its power: in a sentence a power named applies to the orders after it that name none.
    return net.jqwik.api.Combinators.combine(OrderValues.orders(MAP), Arbitraries.of(MAP.powers()))
        .as((o, p) -> o.power().isPresent() ? o : o.withPower(p)).list().ofMinSize(1).ofMaxSize(5);
  }

  @Provide
  Arbitrary<OrderNotation> chinese() {
    return Arbitraries.of(HANS, HANT);
  }
}
