package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.Coast;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Properties of the two Chinese notations on the standard map: for random orders of every kind, reading the printed
 * order gives the order (in both notations, and across them), printing is stable, and reading any text throws
 * nothing but {@link OrderFormatException}, which says where.
 */
class ChineseNotationPropertiesTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation HANS = OrderNotation.simplifiedChinese(MAP);
  private static final OrderNotation HANT = OrderNotation.traditionalChinese(MAP);
  private static final ImmutableList<Province> PROVINCES = MAP.provinces();

  // ------------------------------------------------------------------------------------------- properties

  @Property(tries = 1500)
  void simplifiedReadsWhatItPrints(@ForAll("orders") Order o) {
    String printed = HANS.print(o);
    Statistics.label("kind").collect(o.kind());
    assertThat(HANS.parse(printed)).as(printed).isEqualTo(o);
  }

  @Property(tries = 1500)
  void traditionalReadsWhatItPrints(@ForAll("orders") Order o) {
    String printed = HANT.print(o);
    assertThat(HANT.parse(printed)).as(printed).isEqualTo(o);
  }

  @Property(tries = 1000)
  void eachReadsTheOthersScript(@ForAll("orders") Order o) {
    assertThat(HANS.parse(HANT.print(o))).as(HANT.print(o)).isEqualTo(o);
    assertThat(HANT.parse(HANS.print(o))).as(HANS.print(o)).isEqualTo(o);
  }

  @Property(tries = 1000)
  void spacesDoNotMatter(@ForAll("orders") Order o) {
    String printed = HANS.print(o);
    String squeezed = printed.replace(" ", "");
    String spread = String.join(" ", printed.split(""));
    assertThat(HANS.parse(squeezed)).as(squeezed).isEqualTo(o);
    assertThat(HANS.parse(spread)).as(spread).isEqualTo(o);
  }

  @Property(tries = 1000)
  void printingIsStable(@ForAll("orders") Order o) {
    for (OrderNotation n : List.of(HANS, HANT)) {
      String printed = n.print(o);
      assertThat(n.print(n.parse(printed))).isEqualTo(printed);
    }
  }

  @Property(tries = 3000)
  void arbitraryTextNeverThrowsAnythingButOrderFormatException(@ForAll("noise") String text) {
    readsOrRejects(HANS, text);
    readsOrRejects(HANT, text);
  }

  @Property(tries = 3000)
  void tokenSoupNeverThrowsAnythingButOrderFormatException(@ForAll("tokenSoup") String text) {
    readsOrRejects(HANS, text);
    readsOrRejects(HANT, text);
  }

  @Property(tries = 3000)
  void whateverReadsHasACanonicalFormThatReadsBack(@ForAll("orderLikeText") String text) {
    readsOrRejects(HANS, text);
    readsOrRejects(HANT, text);
  }

  private static void readsOrRejects(OrderNotation n, String text) {
    Order o;
    try {
      o = n.parse(text);
    } catch (OrderFormatException e) {
      Statistics.label("result").collect("rejected");
      assertThat(e.text()).isEqualTo(text);
      assertThat(e.column()).isBetween(1, text.length() + 1);
      assertThat(e.expected()).isNotBlank();
      return;
    }
    Statistics.label("result").collect("read");
    String printed = n.print(o);
    assertThat(n.parse(printed)).as("%s printed as %s", text, printed).isEqualTo(o);
  }

  // ------------------------------------------------------------------------------------------- orders

  @Provide
  Arbitrary<Order> orders() {
    return OrderValues.orders(MAP);
  }

  // ------------------------------------------------------------------------------------------- texts

  @Provide
  Arbitrary<String> noise() {
    return Arbitraries.strings()
        .withCharRange(' ', '~')
        .withCharRange('\u4e00', '\u9fff')
        .withChars("：（）、，。【】\u3000–—\t\n\u00a0/的岸陆军舰队軍隊艦隊移动到支援护送運輸经優先解散生产建造")
        .withChars("\ud83d\ude00\u0301\u0130\ufb01\u2460\ud800\udc00\u200b\ufeff")
        .ofMinLength(0).ofMaxLength(40);
  }

  static final ImmutableList<String> VOCABULARY = vocabulary();

  private static ImmutableList<String> vocabulary() {
    Set<String> v = new LinkedHashSet<>();
    for (Province p : PROVINCES) {
      v.addAll(p.aliases());
      v.add(p.name());
    }
    for (Coast c : MAP.coasts()) {
      v.addAll(c.aliases());
    }
    for (Power p : MAP.powers()) {
      v.addAll(p.aliases());
    }
    v.addAll(List.of("陆军", "陸軍", "军队", "軍隊", "舰队", "艦隊", "海军", "坚守", "堅守", "固守", "驻守", "控制", "移动", "移動",
        "进入", "到", "支援", "运输", "運輸", "护送", "護送", "经", "經", "海运", "优先", "優先", "撤退到", "优先撤退到", "解散",
        "生产", "生產", "建造", "优先建造", "优先生产", "优先解散", "放弃", "放棄建造", "的", "（", "）", "(", ")", "：", ":",
        "、", "，", ",", "。", "-", "--", "->", "/", "（<--護送）", "（北岸）", "（南岸）", "北岸", "?", "1", ""));
    return ImmutableList.copyOf(v);
  }

  private static Arbitrary<String> separator() {
    return Arbitraries.of("", "", " ", "  ", "、", "：", "-", "（", "）", "\u3000");
  }

  @Provide
  Arbitrary<String> tokenSoup() {
    return Combinators.combine(Arbitraries.of(VOCABULARY), separator()).as((w, s) -> w + s)
        .list().ofMaxSize(10).map(parts -> String.join("", parts));
  }

  /** Printed orders with a word inserted, deleted or replaced. */
  @Provide
  Arbitrary<String> orderLikeText() {
    Arbitrary<List<String>> words = Combinators.combine(orders(), Arbitraries.of(HANS, HANT))
        .as((o, n) -> splitWords(n.print(o)));
    return Combinators.combine(words, Arbitraries.integers().between(0, 20), Arbitraries.integers().between(0, 3),
        Arbitraries.of(VOCABULARY))
        .as((t, at, how, word) -> {
          List<String> parts = TextEdits.edited(t, at, how, word);
          return String.join("", parts);
        });
  }

  /** Splits printed text into pieces of one to three characters, so that edits fall inside words too. */
  private static List<String> splitWords(String s) {
    List<String> out = new ArrayList<>();
    int step = 1 + Math.floorMod(s.hashCode(), 3);
    for (int i = 0; i < s.length(); i += step) {
      out.add(s.substring(i, Math.min(s.length(), i + step)));
    }
    return out;
  }
}
