package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Reading an English order costs time linear in its text, for any text up to 100,000 characters: the parser's work
 * ({@code EnglishParser.work()}: characters scanned, plus the length of every text it passes to a name look-up of
 * the map, each of which is linear in its text by {@code NameWorkPropertiesTest} in the maps module) is at most
 * {@code 64 n}. Counted, not timed. Before, {@code parse("x".repeat(80_000))} took 10 to 24 s: each of up to ten
 * growing runs of tokens was looked up as raw text, and each look-up tried every cut of the text into a province and
 * a coast, and computed full edit-distance tables.
 */
class EnglishParserWorkPropertiesTest {
  private static final GameMap MAP = GameMap.standard();
  static final long PER_CHAR = 64;

  private static final List<String> PIECES = List.of("x", "x ", "a ", "A ", "St ", "-", " - ", "swe-", "stp/", "(nc)",
      "( ", ")", ", ", "A par, ", "mun ", "North Sea ", "S ", "C ", "via ", ".", ":", "England: ", "Build priority: ",
      "Mid-Atlantic-", "伦敦", "\u0000", "^", "Rhur ", "→", "spa/nc ", "H ", "nor ");

  @Provide
  Arbitrary<String> longText() {
    Arbitrary<String> prefix = Arbitraries.of("", "A ", "England: A mun - ", "F nth C A lon - ", "A mun S A ",
        "Build priority: ", "F spa/sc retreat priority: ", "Germany ");
    Arbitrary<String> repeated = Combinators.combine(prefix, Arbitraries.of(PIECES), Arbitraries.of(PIECES),
        Arbitraries.integers().between(1, 100_000)).as((p, a, b, n) -> {
          String unit = a + b;
          String s = p + unit.repeat(Math.max(1, n / unit.length()));
          return s.length() > 100_000 ? s.substring(0, 100_000) : s;
        });
    Arbitrary<String> random = Arbitraries.strings().all().ofMinLength(1).ofMaxLength(3_000);
    return Arbitraries.oneOf(repeated, repeated, random);
  }

  @Property(tries = 200)
  void readingIsLinearInTheText(@ForAll("longText") String text) {
    Statistics.label("length").collect(text.length() < 1_000 ? "<1k" : text.length() < 30_000 ? "<30k" : ">=30k");
    assertLinear(text);
  }

  @Example
  void hugeWordsAndLongListsAreReadInLinearWork() {
    for (String text : List.of("x".repeat(80_000), "x".repeat(100_000), "A " + "x ".repeat(49_000),
        "Build priority: " + "A par, ".repeat(14_000) + "A par", "A mun - " + "bur - ".repeat(16_000) + "bur")) {
      assertLinear(text);
    }
  }

  private static void assertLinear(String text) {
    EnglishParser p = new EnglishParser(MAP, text);
    try {
      p.parseLine();
    } catch (OrderFormatException e) {
      assertThat(e.text()).isEqualTo(text);
    }
    assertThat(p.work()).as("work for %s chars", text.length()).isLessThanOrEqualTo(PER_CHAR * (text.length() + 1));
  }
}
