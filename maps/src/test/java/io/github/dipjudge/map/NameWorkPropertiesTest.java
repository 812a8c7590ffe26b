package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;

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
 * Every name look-up of {@link GameMap} costs time linear in the length of its text, for any text up to 100,000
 * characters: the work it does ({@link Names#WORK}: characters read, look-up keys built, edit-distance cells
 * computed) is at most {@code 4 n} per call (the text is read at most four times) plus a fixed budget of one pass
 * over the map's names for the suggestions. Counted,
 * not timed. Before the bound, {@code GameMap.province} of 40,000 characters computed a full 40,000 x L edit-distance
 * table against each of the map's names (4.3 s), and {@code placeName} built a substring at each of n cuts.
 */
class NameWorkPropertiesTest {
  private static final GameMap MAP = GameMap.standard();
  private static final long PER_CHAR = 4;
  /** One suggestion pass: each name costs at most 7 band cells per letter, one prefix comparison, a few probes. */
  private static final long PER_CALL = 16 * allNamesLength();

  private static long allNamesLength() {
    long total = 0;
    for (Province p : MAP.provinces()) {
      total += p.id().length() + p.name().length() + 2;
      for (String a : p.aliases()) {
        total += a.length() + 1;
      }
    }
    for (Coast c : MAP.coasts()) {
      total += c.code().length() + c.name().length() + 2;
      for (String a : c.aliases()) {
        total += a.length() + 1;
      }
    }
    for (Power w : MAP.powers()) {
      total += w.id().length() + w.name().length() + w.adjective().length() + 3;
      for (String a : w.aliases()) {
        total += a.length() + 1;
      }
    }
    return total;
  }

  /** Pieces that exercise every path: names, coasts, breaks, junk, scripts, a near miss. */
  private static final List<String> PIECES = List.of("x", "a b ", "St ", "-", "swe-", "stp/", "(nc)", " ", ".", "伦敦",
      "Рур", "North Sea", "nor", "\u0000", "^", "Rhur", "sp", "/", "（", "ё", "\uD83D\uDE00", "\uDEB4", "Norwegian ");

  @Provide
  Arbitrary<String> longText() {
    Arbitrary<String> repeated = Combinators.combine(Arbitraries.of(PIECES), Arbitraries.of(PIECES),
        Arbitraries.integers().between(1, 100_000)).as((a, b, n) -> {
          String unit = a + b;
          String s = unit.repeat(Math.max(1, n / unit.length()));
          return s.length() > 100_000 ? s.substring(0, 100_000) : s;
        });
    Arbitrary<String> random = Arbitraries.strings().all().ofMinLength(1).ofMaxLength(3_000);
    Arbitrary<String> prefixed = Combinators.combine(Arbitraries.of(PIECES), Arbitraries.integers().between(1, 50_000))
        .as((p, n) -> "North Sea " + p.repeat(Math.max(1, n / Math.max(1, p.length()))));
    return Arbitraries.oneOf(repeated, random, prefixed);
  }

  @Property(tries = 150)
  void everyLookUpIsLinearInItsText(@ForAll("longText") String text) {
    Statistics.label("length").collect(text.length() < 1_000 ? "<1k" : text.length() < 30_000 ? "<30k" : ">=30k");
    allLookUpsAreLinear(text);
  }

  @Example
  void hugeNamesAndLongRunsOfSpacesAreLinear() {
    for (String text : List.of("x".repeat(40_000), "x".repeat(100_000), "Sea ".repeat(25_000), " ".repeat(100_000))) {
      allLookUpsAreLinear(text);
    }
  }

  static void allLookUpsAreLinear(String text) {
    List<Runnable> lookUps = List.of(
        () -> MAP.findProvince(text),
        () -> MAP.findCoast(text),
        () -> MAP.findPlaceName(text),
        () -> MAP.findPower(text),
        () -> MAP.findProvinceByFirstWords(text),
        () -> MAP.suggestProvinces(text),
        () -> expectUnknown(() -> MAP.province(text)),
        () -> expectUnknown(() -> MAP.location(text)),
        () -> expectUnknown(() -> MAP.power(text)));
    for (int i = 0; i < lookUps.size(); i++) {
      long before = Names.WORK.sum();
      lookUps.get(i).run();
      long work = Names.WORK.sum() - before;
      assertThat(work).as("work of look-up %s for %s chars", i, text.length())
          .isLessThanOrEqualTo(PER_CHAR * (text.length() + 1) + PER_CALL);
    }
  }

  private static void expectUnknown(Runnable r) {
    try {
      r.run();
    } catch (UnknownNameException e) {
      assertThat(e.getMessage()).isNotEmpty();
    }
  }
}
