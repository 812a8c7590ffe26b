package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.fuzz.Fuzz;
import io.github.dipjudge.fuzz.FuzzTries;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * The fuzz suite of the map's name look-up, which every notation and file reader goes through: for any
 * text (names of every map, broken by an edit; names run together; junk characters; any Unicode text; one text in a
 * hundred up to 100,000 characters) every look-up of {@link GameMap} answers or throws {@link UnknownNameException},
 * after work linear in the text ({@link NameWorkPropertiesTest#allLookUpsAreLinear}), and the look-ups agree: a name
 * {@code findProvince} finds, {@code province} returns, and a power {@code findPower} finds, {@code power} returns.
 */
class NameLookupFuzzTest {
  private static final List<GameMap> MAPS = shippedMaps();

  private static List<GameMap> shippedMaps() {
    List<GameMap> out = new ArrayList<>();
    for (String id : GameMap.variants()) {
      out.add(GameMap.variant(id));
    }
    return out;
  }

  private static final List<String> NAMES = names();

  private static List<String> names() {
    List<String> out = new ArrayList<>();
    for (GameMap m : MAPS) {
      for (Province p : m.provinces()) {
        out.add(p.id());
        out.add(p.name());
        out.addAll(p.aliases());
      }
      for (Location l : m.locations()) {
        out.add(l.id());
      }
      for (Coast c : m.coasts()) {
        out.add(c.name());
        out.addAll(c.aliases());
      }
      for (Power w : m.powers()) {
        out.add(w.name());
        out.add(w.adjective());
        out.addAll(w.aliases());
      }
    }
    return out;
  }

  private static final List<String> ODD = List.of("\u0000", "\u0007", "\r\n", "\n", "\t", "\ud800", "\udeb4",
      "\ud83d\ude00", "\u0301", "\u200b", "\ufeff", "\u00a0", "\u3000", "＾", "^", "．", "-", "－", "'", "＇", ".", " ",
      "  ", "/", "(", ")", "（", "）", "北岸", "nc", "(nc)", "/sc", "x", "St", "ё", "İ", "ß", "9");

  @Provide
  Arbitrary<String> texts() {
    Arbitrary<String> odd = Arbitraries.of(ODD);
    Arbitrary<String> name = Arbitraries.of(NAMES);
    Arbitrary<String> edited = Combinators.combine(name, odd, Arbitraries.integers().between(0, 64),
        Arbitraries.integers().between(0, 3)).as((n, o, at, how) -> {
          int i = Math.min(at, n.length());
          switch (how) {
            case 0:
              return n.substring(0, i) + o + n.substring(i);
            case 1:
              return i < n.length() ? n.substring(0, i) + n.substring(i + 1) : n + o;
            case 2:
              return n.toUpperCase(Locale.ROOT);
            default:
              return n + o + n;
          }
        });
    Arbitrary<String> runTogether = Combinators.combine(name, Arbitraries.of("", " ", "/", " (", "-"), name)
        .as((a, sep, b) -> a + sep + b);
    Arbitrary<String> huge = Combinators.combine(Arbitraries.oneOf(name, odd), Arbitraries.oneOf(name, odd),
        Arbitraries.integers().between(1_000, 100_000)).as((a, b, n) -> {
          String unit = a + b;
          String s = unit.repeat(Math.max(1, n / Math.max(1, unit.length())));
          return s.length() > 100_000 ? s.substring(0, 100_000) : s;
        });
    return Arbitraries.frequencyOf(Tuple.of(30, edited), Tuple.of(15, name), Tuple.of(20, runTogether),
        Tuple.of(20, Arbitraries.strings().all().ofMaxLength(40)),
        Tuple.of(14, Arbitraries.strings().withChars("abcdeNSWEoat ().-/'（）．").ofMaxLength(24)),
        Tuple.of(1, huge));
  }

  @Fuzz(ci = 700, full = 300_000)
  void everyLookUpAnswersOrThrowsUnknownNameInLinearWork(@ForAll("texts") String text) {
    FuzzTries.inputs(9); // the nine look-ups of allLookUpsAreLinear
    NameWorkPropertiesTest.allLookUpsAreLinear(text);
  }

  @Fuzz(ci = 500, full = 100_000)
  void theLookUpsAgreeOnEveryMap(@ForAll("texts") String text, @ForAll("maps") GameMap m) {
    FuzzTries.inputs(6);
    Optional<Province> found = m.findProvince(text);
    if (found.isPresent()) {
      assertThat(m.province(text)).as(text).isSameAs(found.get());
    } else {
      unknown(() -> m.province(text), text);
    }
    Optional<Power> power = m.findPower(text);
    if (power.isPresent()) {
      assertThat(m.power(text)).as(text).isSameAs(power.get());
    } else {
      unknown(() -> m.power(text), text);
    }
    Optional<GameMap.PlaceName> place = m.findPlaceName(text);
    try {
      Location l = m.location(text);
      assertThat(place).as("location(%s) is %s", text, l).isPresent();
    } catch (UnknownNameException e) {
      assertThat(e.getMessage()).isNotBlank();
    }
  }

  private static void unknown(Runnable lookUp, String text) {
    try {
      lookUp.run();
      throw new AssertionError("found by one look-up, not by the other: " + text);
    } catch (UnknownNameException e) {
      assertThat(e.getMessage()).as(text).isNotBlank();
    }
  }

  @Provide
  Arbitrary<GameMap> maps() {
    return Arbitraries.of(MAPS);
  }
}
