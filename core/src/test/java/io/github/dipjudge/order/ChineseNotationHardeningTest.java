package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;

/**
 * The Chinese notations on odd input: Latin text run together and corrupted coasts are errors naming the offending
 * text; empty priority lists are refused, naming them; error messages name the whole offending token; and any
 * text, 100,000 characters of it, NUL, lone surrogates, nothing but punctuation, is read or refused with an
 * {@link OrderFormatException} (never anything else) after work linear in its length. The work is counted by the
 * parser ({@code ChineseParser.work()}: characters scanned, name lengths tried, words compared, edit-distance cells
 * asked for), not timed.
 */
class ChineseNotationHardeningTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation HANS = OrderNotation.simplifiedChinese(MAP);
  private static final OrderNotation HANT = OrderNotation.traditionalChinese(MAP);
  private static final List<OrderNotation> CHINESE = List.of(HANS, HANT);
  /**
   * Steps per character of text. The most any family below takes is about 515, for words of one character between
   * spaces ({@code "x x x ..."}, {@code "的 的 ..."}): each word starts the look-ups of a province, a coast and a power,
   * each of which reads up to the longest name's 40 characters ahead. (It was 400 while the most measured was 210,
   * for words of Latin letters, until a run of anyRepeatedTextTakesLinearWork drew "的 " repeated.)
   */
  private static final int WORK_PER_CHAR = 600;
  /**
   * Steps of one closest-name suggestion: an edit-distance table for a name of at most 43 characters against each
   * province's names, at most 40 characters long (43 · 40 · 76 cells). It is asked for at most once, so reading
   * {@code n} characters takes at most {@code WORK_PER_CHAR · n + SUGGESTION_WORK} steps.
   */
  private static final long SUGGESTION_WORK = 43L * 40 * 76;

  private static void rejects(String text, int column, String message) {
    for (OrderNotation n : CHINESE) {
      ThrowingCallable read = () -> n.parse(text);
      ChineseNotationSentencesTest.rejection(read, text, column, message);
    }
  }

  // ------------------------------------------------------------------------------------------- Latin text

  @Example
  void latinTextRunTogetherIsAnErrorNamingIt() {
    rejects("Germar - pic", 1, "unknown province \"Germar\"");
    rejects("RussiaRumania 建造", 1, "unknown province \"RussiaRumania\"");
    rejects("德国：Kielmun陆军 坚守", 4, "unknown province \"Kielmun\"");
    rejects("柏林陆军 移动 Prussiaa", 9, "unknown province \"Prussiaa\"");
    rejects("Spainsc舰队 坚守", 1, "unknown province \"Spainsc\"");
  }

  @Example
  void latinNamesAsWholeWordsRead() {
    OrderNotation en = OrderNotation.english(MAP);
    for (OrderNotation n : CHINESE) {
      assertThat(n.parse("Germany: mar - pic")).isEqualTo(en.parse("Germany: mar - pic"));
      assertThat(n.parse("Russia Rumania 建造")).isEqualTo(en.parse("Russia: Build rum"));
      assertThat(n.parse("Russia：Rumania陆军 坚守")).isEqualTo(en.parse("Russia: A rum H"));
      assertThat(n.parse("St. Petersburg陆军 移动 芬兰")).isEqualTo(en.parse("A stp - fin"));
      assertThat(n.parse("St.Petersburg陆军 移动 Finland")).isEqualTo(en.parse("A stp - fin"));
      assertThat(n.parse("Spain sc舰队 坚守")).isEqualTo(en.parse("F spa/sc H"));
      assertThat(n.parse("Spain (sc)舰队 坚守")).isEqualTo(en.parse("F spa/sc H"));
      assertThat(n.parse("Варшава陆军 坚守")).isEqualTo(en.parse("A war H"));
    }
  }

  @Example
  void aCorruptedCoastInBracketsIsAnErrorNamingIt() {
    rejects("保加利亞（南岸㷋）艦隊到黑海", 6, "unknown coast \"南岸㷋\" of 保加利亚 (its coasts: 东岸 ec, 南岸 sc)");
    rejects("黑海艦隊到保加利亞（南岸㷋）", 11, "unknown coast \"南岸㷋\" of 保加利亚");
    rejects("黑海艦隊到保加利亞（南岸）（㷋）", 14, "unknown annotation \"（㷋）\"");
    rejects("黑海舰队 移动 保加利亚(scx)", 14, "unknown coast \"scx\" of 保加利亚");
    rejects("黑海舰队 移动 保加利亚(south coastx)", 14, "unknown coast \"south coastx\" of 保加利亚");
    rejects("黑海舰队 移动 罗马尼亚（北岸岸）", 14, "unknown coast \"北岸岸\" of 罗马尼亚 (it has no separate coasts)");
  }

  // ------------------------------------------------------------------------------------------- empty lists

  @Example
  void anEmptyPriorityListIsRefusedNamingIt() {
    rejects("优先建造", 5, "the build priority list \"优先建造\" names no unit");
    rejects("優先建造：", 6, "the build priority list \"優先建造：\" names no unit");
    rejects("優先解散：", 6, "the disband priority list \"優先解散：\" names no unit");
    rejects("德国：优先解散。", 8, "the disband priority list \"优先解散\" names no unit");
    rejects("伦敦陆军优先撤退到", 10, "the retreat priority list \"伦敦陆军优先撤退到\" names no place");
    rejects("英国：伦敦陆军优先撤退到：", 14, "the retreat priority list \"伦敦陆军优先撤退到：\" names no place");
    rejects("伦敦陆军优先撤退到（海运）", 10, "names no place");
    // In a sentence, the list ends at ，.
    rejects("优先建造，伦敦陆军 坚守", 5, "the build priority list \"优先建造\" names no unit");
  }

  // ------------------------------------------------------------------------------------------- whole tokens

  @Example
  void anErrorNamesTheWholeOffendingToken() {
    rejects("Build priority: F Ven", 1, "unknown province \"Build priority\"");
    rejects("Disband priority: A Ber", 1, "unknown province \"Disband priority\"");
    rejects("隨便什麼到比利時", 1, "unknown province \"隨便什麼\"");
    rejects("伦敦陆军 移动 北冰洋大西洋海", 9, "unknown province \"北冰洋大西洋海\"");
    String longName = "abcdefghij".repeat(6);
    rejects("伦敦陆军 移动 " + longName, 9, "unknown province \"" + longName + "\"");
    rejects("伦敦陆军 跳舞跳舞跳舞跳舞 北海", 6, "found \"跳舞跳舞跳舞跳舞\"");
    rejects("伦敦陆军 移动 北海 ？？？？？？？？？", 12, "found \"？？？？？？？？？\"");
  }

  // ------------------------------------------------------------------------------------------- odd input

  private static void readsOrRejects(String text) {
    for (OrderNotation n : CHINESE) {
      for (boolean all : new boolean[] {false, true}) {
        try {
          if (all) {
            n.parseAll(text);
          } else {
            n.parse(text);
          }
          Statistics.label("result").collect("read");
        } catch (OrderFormatException e) {
          Statistics.label("result").collect("rejected");
          assertThat(e.text()).isEqualTo(all ? e.text() : text);
          assertThat(e.column()).isBetween(1, text.length() + 1);
          assertThat(e.expected()).isNotBlank();
        }
      }
    }
  }

  @Example
  void oddInputIsReadOrRefusedWithOrderFormatException() {
    readsOrRejects("\u0000");
    readsOrRejects("伦敦\u0000陆军 移动 北海");
    readsOrRejects("伦敦陆军 移动 北海\u0000");
    readsOrRejects("\ud800");
    readsOrRejects("\udc00伦敦陆军 移动 北海");
    readsOrRejects("伦敦陆军 移动 北\ud83d海");
    readsOrRejects("伦敦陆军 移动 北海（\udfff）");
    readsOrRejects("：（）、，。【】-->*•");
    readsOrRejects("（".repeat(100_000));
    readsOrRejects("）".repeat(100_000));
    readsOrRejects("，".repeat(100_000));
    readsOrRejects("伦".repeat(100_000));
    readsOrRejects("x".repeat(100_000));
    readsOrRejects("伦敦陆军 移动 北海" + "（海运）".repeat(25_000));
    readsOrRejects("a" + "\u0301".repeat(100_000));
    readsOrRejects("\ufeff伦敦陆军 移动 北海\u200b");
    readsOrRejects("T\u0000urkey：伦敦陆军 坚守");
  }

  @Example
  void junkInsideANameIsAnError() {
    rejects("T\u0000urkey：伦敦陆军 坚守", 1, "unknown province \"T\"");
    rejects("伦敦\u0000陆军 移动 北海", 3, "after the unit");
    rejects("伦敦陆军 移动 北\ud83d海", 9, "unknown province \"北\"");
  }

  /** Printed orders with odd characters put in anywhere: read, or refused with an OrderFormatException. */
  @Property(tries = 1000)
  void oddCharactersInOrdersAreReadOrRefused(@ForAll("ordersWithOddCharacters") String text) {
    readsOrRejects(text);
  }

  @Provide
  Arbitrary<String> ordersWithOddCharacters() {
    Arbitrary<String> printed = Combinators.combine(OrderValues.orders(MAP), Arbitraries.of(CHINESE))
        .as((o, n) -> n.print(o));
    Arbitrary<String> odd = Arbitraries.of("\u0000", "\u0007", "\ud800", "\udfff", "\ud83d\ude00", "\u0301", "\u200b",
        "\ufeff", "\r\n", "\t", "＾", "（", "）", "，", "、", "；", "。", "<", "--", "?", "x", "Germany", "的", "岸", "（海运）",
        "（<--護送）", "（北岸）", "优先");
    return Combinators.combine(printed, odd.list().ofMinSize(1).ofMaxSize(3),
        Arbitraries.integers().between(0, 1000).list().ofSize(3))
        .as((p, inserts, at) -> {
          StringBuilder sb = new StringBuilder(p);
          for (int i = 0; i < inserts.size(); i++) {
            sb.insert(at.get(i) % (sb.length() + 1), inserts.get(i));
          }
          return sb.toString();
        });
  }

  // ------------------------------------------------------------------------------------------- linear work

  /** Texts that took quadratic work, or could: one family each, of about {@code n} characters. */
  private static Map<String, IntFunction<String>> families() {
    Map<String, IntFunction<String>> f = new LinkedHashMap<>();
    f.put("one Latin word", n -> "x".repeat(n));
    f.put("one Chinese word", n -> "隨".repeat(n));
    f.put("a long convoy route", n -> "伦敦陆军" + "经北海".repeat(n / 3) + "移动挪威");
    f.put("an unfinished convoy route", n -> "伦敦陆军" + "经北海".repeat(n / 3));
    f.put("combining marks", n -> "a" + "\u0301\u0316".repeat(n / 2));
    f.put("open brackets", n -> "伦敦陆军 移动 北海" + "（".repeat(n));
    f.put("annotations", n -> "伦敦陆军 移动 北海" + "（海运）".repeat(n / 4));
    f.put("a long retreat list", n -> "伦敦陆军优先撤退到" + "北海、".repeat(n / 3));
    f.put("a long build list", n -> "优先建造：" + "伦敦陆军、".repeat(n / 5));
    f.put("many orders", n -> "伦敦陆军 移动 北海，".repeat(n / 10));
    f.put("powers", n -> "德国".repeat(n / 2));
    f.put("nationalities", n -> "伦敦陆军 支援 " + "德国的".repeat(n / 3));
    f.put("separators", n -> "，".repeat(n));
    f.put("lone surrogates", n -> "\ud800".repeat(n));
    f.put("NUL", n -> "\u0000".repeat(n));
    f.put("brackets after places", n -> "伦敦陆军" + "经北海（）".repeat(n / 5) + "移动挪威");
    f.put("Latin words", n -> "Germar ".repeat(n / 7));
    f.put("full stops in Latin names", n -> "St. ".repeat(n / 4));
    f.put("a long unknown name", n -> "伦敦陆军 移动 " + "abcdefghij".repeat(n / 10));
    f.put("one-character words", n -> "x ".repeat(n / 2));
    f.put("one-character Chinese words", n -> "的 ".repeat(n / 2));
    return f;
  }

  static long bound(String text) {
    return (long) WORK_PER_CHAR * text.length() + SUGGESTION_WORK;
  }

  private static long work(String text, boolean all) {
    ChineseParser p = new ChineseParser(MAP, text);
    try {
      if (all) {
        p.parseAll();
      } else {
        p.parseLine();
      }
    } catch (OrderFormatException e) {
      // refused: the work counts all the same
    }
    return p.work();
  }

  @Example
  void readingTakesWorkLinearInTheLengthUpTo100000Characters() {
    List<String> over = new ArrayList<>();
    for (Map.Entry<String, IntFunction<String>> family : families().entrySet()) {
      for (int n : new int[] {1_000, 100_000}) {
        String text = family.getValue().apply(n);
        // parse reads as parseAll does, then counts the orders; both at 1,000 characters, parseAll at 100,000.
        for (boolean all : n > 1_000 ? new boolean[] {true} : new boolean[] {false, true}) {
          long w = work(text, all);
          if (w > bound(text)) {
            over.add(family.getKey() + " (" + text.length() + " chars): " + w + " steps");
          }
        }
      }
    }
    assertThat(over).isEmpty();
  }

  /** A unit of text from the notation's vocabulary, repeated to any length up to 100,000 characters. */
  @Property(tries = 60)
  void anyRepeatedTextTakesLinearWork(@ForAll("units") String unit, @ForAll @IntRange(min = 1, max = 100_000) int n) {
    String text = unit.repeat(Math.max(1, n / Math.max(1, unit.length())));
    assertThat(work(text, true)).as(text).isLessThanOrEqualTo(bound(text));
    assertThat(work(text, false)).as(text).isLessThanOrEqualTo(bound(text));
  }

  @Provide
  Arbitrary<String> units() {
    Arbitrary<String> word = Arbitraries.of("伦敦", "陆军", "舰队", "移动", "经", "北海", "海运", "支援", "德国", "的", "优先",
        "撤退到", "建造", "解散", "（", "）", "、", "，", "：", "-", "/", "。", " ", "x", "St.", "Germany", "北岸", "<--",
        "\u0301", "\ud800", "\u0000", "隨");
    return word.list().ofMinSize(1).ofMaxSize(5).map(l -> String.join("", l));
  }
}
