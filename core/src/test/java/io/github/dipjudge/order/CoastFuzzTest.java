package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.dipjudge.fuzz.Fuzz;
import io.github.dipjudge.map.Coast;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Province;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * The fuzz suite's property of written coasts: for every province of every shipped map that declares
 * coasts, every coast word a notation knows (each coast's code, English name and aliases; in the Chinese notations
 * its name in that script; in MILA's the upper-case code) and every way of writing it after the province
 * ({@code P/w}, {@code P(w)}, {@code P (w)}, {@code P w}, {@code P（w）}), as the ordered unit's place or as a move's
 * destination, in English, MILA's notation (read by the English one) and both Chinese ones: a coast the province has
 * is read as that coast location, and one it lacks is an {@link OrderFormatException} at the column where the coast
 * word begins. An empty coast ({@code P/}) is refused at the column after the slash.
 */
class CoastFuzzTest {
  /** A notation, by how orders are written in it. */
  enum Style {
    ENGLISH, MILA, SIMPLIFIED, TRADITIONAL;

    OrderNotation notation(GameMap map) {
      switch (this) {
        case SIMPLIFIED:
          return OrderNotation.simplifiedChinese(map);
        case TRADITIONAL:
          return OrderNotation.traditionalChinese(map);
        default:
          return OrderNotation.english(map); // MILA's saved games are read by the English notation
      }
    }

    String tag() {
      return this == SIMPLIFIED ? "zh-Hans" : "zh-Hant";
    }

    boolean chinese() {
      return this == SIMPLIFIED || this == TRADITIONAL;
    }
  }

  /** One text: a province written with a coast word (null: nothing after the slash), in a notation. */
  record Case(GameMap map, Province province, Coast coast, String word, Style style, int brackets,
      boolean destination) {
    String place() {
      if (style == Style.MILA) {
        return province.id().toUpperCase(Locale.ROOT);
      }
      // The Chinese notations read a Latin name whole only without hyphens (a hyphen is their move sign): a
      // province the map gives no Chinese name is written by its id.
      if (style.chinese()) {
        return province.localNames().containsKey(style.tag()) ? province.name(style.tag()) : province.id();
      }
      return province.name();
    }

    /** What goes between the province and the coast word, and after it. */
    String[] around() {
      if (word == null) {
        return new String[] {"/", ""};
      }
      switch (style == Style.MILA ? 0 : brackets) {
        case 0:
          return new String[] {"/", ""};
        case 1:
          return new String[] {"(", ")"};
        case 2:
          return new String[] {style.chinese() ? "（" : " (", style.chinese() ? "）" : ")"};
        default:
          return new String[] {" ", ""};
      }
    }

    /** The order's text, and where the coast word starts in it (0-based). */
    String text() {
      String[] a = around();
      String written = place() + a[0] + (word == null ? "" : word) + a[1];
      if (style.chinese()) {
        return destination ? place() + "舰队 移动 " + written : written + "舰队 坚守";
      }
      return destination ? "F " + place() + " - " + written : "F " + written + " H";
    }

    int coastAt() {
      String[] a = around();
      String before = place() + a[0];
      if (style.chinese()) {
        return destination ? (place() + "舰队 移动 ").length() + before.length() : before.length();
      }
      return (destination ? "F " + place() + " - " : "F ").length() + before.length();
    }

    @Override
    public String toString() {
      return map.id() + " " + style + ": " + text();
    }
  }

  @Provide
  Arbitrary<Case> cases() {
    List<GameMap> maps = new ArrayList<>();
    for (String id : GameMap.variants()) {
      GameMap m = GameMap.variant(id);
      if (!m.coasts().isEmpty()) {
        maps.add(m);
      }
    }
    return Arbitraries.of(maps).flatMap(m -> Combinators.combine(Arbitraries.of(m.provinces()),
        Arbitraries.of(m.coasts()), Arbitraries.of(Style.values()), Arbitraries.integers().between(0, 3),
        Arbitraries.of(true, false), Arbitraries.integers().between(0, 99))
        .flatAs((p, c, s, b, d, empty) -> Arbitraries.of(words(c, s))
            .map(w -> new Case(m, p, c, empty == 0 ? null : w, s, b, d))));
  }

  /** The words a notation knows for a coast. */
  static List<String> words(Coast c, Style style) {
    Set<String> w = new LinkedHashSet<>();
    if (style == Style.MILA) {
      w.add(c.code().toUpperCase(Locale.ROOT));
      return List.copyOf(w);
    }
    w.add(c.code());
    w.add(c.name());
    if (style.chinese()) {
      w.add(c.name(style.tag()));
    } else {
      w.addAll(c.aliases());
      w.addAll(c.localNames().values());
    }
    return List.copyOf(w);
  }

  @Fuzz(ci = 2_000, full = 1_000_000)
  void aCoastIsReadWhenTheProvinceHasItAndRefusedAtItsColumnWhenNot(@ForAll("cases") Case c) {
    String text = c.text();
    Optional<Location> has = c.word() == null ? Optional.empty() : WrittenCoast.of(c.province(), c.coast());
    OrderNotation n = c.style().notation(c.map());
    if (has.isPresent()) {
      Statistics.label("result").collect("read");
      Order o = n.parse(text);
      Location read = c.destination() ? ((Move) o).destination() : ((Hold) o).location();
      assertThat(read).as(c.toString()).isEqualTo(has.get());
      return;
    }
    Statistics.label("result").collect(c.word() == null ? "empty" : "refused");
    OrderFormatException e = catchThrowableOfType(OrderFormatException.class, () -> n.parse(text));
    assertThat(e).as("%s is refused", c).isNotNull();
    assertThat(e.column()).as("%s: %s", c, e.getMessage()).isEqualTo(c.coastAt() + 1);
    assertThat(e.expected()).as(c.toString()).containsIgnoringCase("coast");
  }
}
