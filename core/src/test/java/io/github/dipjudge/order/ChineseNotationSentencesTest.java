package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.dipjudge.map.GameMap;
import java.util.ArrayList;
import java.util.List;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Several orders in one sentence, as the simplified-Chinese house rules write them ("例：柏林陆军 移动 普鲁士，华沙陆军 移动 普鲁士，基尔陆军 移动
 * 柏林。"): {@code parseAll} reads {@code ，}, {@code ；} and {@code 、} as separators of orders, except that in a
 * priority list {@code 、} separates its items; the power named first applies to every order of the sentence; and
 * {@code parse} of such a sentence says how many orders it holds.
 */
class ChineseNotationSentencesTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(MAP);
  private static final OrderNotation HANS = OrderNotation.simplifiedChinese(MAP);
  private static final OrderNotation HANT = OrderNotation.traditionalChinese(MAP);

  private static List<Order> english(String orders) {
    List<Order> out = new ArrayList<>();
    for (String o : orders.split(" / ")) {
      out.add(EN.parse(o));
    }
    return out;
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      // The house rules, 2.2.1 and 2.2.3, as they write them.
      "德国：柏林陆军 移动 普鲁士，华沙陆军 移动 普鲁士 | Germany: A ber - pru / Germany: A war - pru",
      "柏林陆军 移动 普鲁士，华沙陆军 移动 普鲁士，基尔陆军 移动 柏林。 | A ber - pru / A war - pru / A kie - ber",
      "普鲁士陆军 移动 华沙，西利希亚陆军 支援 普鲁士陆军 移动 华沙， | A pru - war / A sil S A pru - war",
      // Each separator, full-width or ASCII.
      "柏林陆军 移动 普鲁士；华沙陆军 移动 普鲁士 | A ber - pru / A war - pru",
      "柏林陆军 移动 普鲁士、华沙陆军 移动 普鲁士 | A ber - pru / A war - pru",
      "柏林陆军 移动 普鲁士, 华沙陆军 移动 普鲁士; 基尔舰队 坚守 | A ber - pru / A war - pru / F kie H",
      "羅馬軍隊到威尼斯，那不勒斯艦隊到第勒尼安海 | A rom - ven / F nap - tys",
      // The power applies to every order after it, until another power is named.
      "德国：柏林陆军 移动 普鲁士，俄国：华沙陆军 移动 普鲁士，莫斯科陆军 坚守 | Germany: A ber - pru / Russia: A war - pru"
          + " / Russia: A mos H",
      "--德國-- 魯爾軍隊到荷蘭；基爾艦隊支援魯爾軍隊到荷蘭 | Germany: A ruh - hol / Germany: F kie S A ruh - hol",
      // In a priority list 、 separates the items, up to the next ， or ；.
      "俄国：华沙陆军优先撤退到普鲁士、利沃尼亚，莫斯科陆军 坚守 | Russia: A war retreat priority: pru, lvn"
          + " / Russia: A mos H",
      "意大利：优先建造：威尼斯舰队、罗马陆军；优先解散：那不勒斯舰队、罗马陆军 | Italy: Build priority: F ven, A rom"
          + " / Italy: Disband priority: F nap, A rom",
      "优先生产威尼斯舰队、罗马陆军、那不勒斯舰队 | Build priority: F ven, A rom, F nap",
      "優先解散：西里西亞軍隊、柏林軍隊、丹麥艦隊。 | Disband priority: A sil, A ber, F den",
      "华沙陆军优先撤退到乌克兰、解散，柏林陆军 坚守 | A war retreat priority: ukr, disband / A ber H",
      // ASCII , and ; count as 、: inside a list they separate its items.
      "优先建造:威尼斯舰队,罗马陆军，柏林陆军 坚守 | Build priority: F ven, A rom / A ber H",
      // Nothing between separators is nothing.
      "，，柏林陆军 移动 普鲁士，，、 | A ber - pru",
  })
  void parseAllReadsEveryOrderOfTheSentence(String text, String orders) {
    assertThat(HANS.parseAll(text)).as(text).containsExactlyElementsOf(english(orders));
    assertThat(HANT.parseAll(text)).as(text).containsExactlyElementsOf(english(orders));
  }

  @Test
  void aHeaderLineGivesItsPowerToEveryOrderOfTheSentencesUnderIt() {
    String text = "--德國--\n魯爾軍隊到荷蘭，基爾艦隊支援魯爾軍隊到荷蘭\n- 英國\n倫敦軍隊到荷蘭；法國：佈雷斯特艦隊控制，巴黎軍隊支援佈雷斯特艦隊";
    assertThat(HANT.parseAll(text)).containsExactlyElementsOf(english("Germany: A ruh - hol"
        + " / Germany: F kie S A ruh - hol / England: A lon - hol / France: F bre H / France: A par S F bre"));
  }

  /** The exception reading {@code text} throws: at {@code column}, saying {@code message}. */
  static OrderFormatException rejection(ThrowingCallable read, String text, int column, String message) {
    OrderFormatException e = catchThrowableOfType(OrderFormatException.class, read);
    assertThat(e).as(text).isNotNull();
    assertThat(e.column()).as(e.getMessage()).isEqualTo(column);
    assertThat(e.expected()).contains(message);
    assertThat(e.text()).isEqualTo(text);
    return e;
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "德国：柏林陆军 移动 普鲁士，华沙陆军 移动 普鲁士 | 15 | the text holds 2 orders",
      "柏林陆军 移动 普鲁士，华沙陆军 移动 普鲁士，基尔陆军 移动 柏林。 | 12 | the text holds 3 orders",
      "柏林陆军 移动 普鲁士、华沙陆军 移动 普鲁士 | 12 | the text holds 2 orders",
      "优先建造：威尼斯舰队、罗马陆军；柏林陆军 坚守 | 16 | the text holds 2 orders",
  })
  void parseOfASentenceOfSeveralOrdersSaysHowMany(String text, int column, String message) {
    for (OrderNotation n : List.of(HANS, HANT)) {
      assertThat(rejection(() -> n.parse(text), text, column, message).expected()).contains("parseAll");
    }
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      // The error of a later order has its column in the whole sentence.
      "柏林陆军 移动 普鲁士，华沙陆军 跳舞 | 18 | after the unit, found \"跳舞\"",
      "德国：柏林陆军 移动 普鲁士，华沙陆军 | 20 | after the unit",
      // In a list, 、 goes on with the list.
      "优先建造：威尼斯舰队、柏林陆军 移动 普鲁士 | 17 | expected the end of the order, found \"移动\"",
      // A separator inside brackets separates nothing.
      "皮卡第陆军 移动 比利时（海运，经北海） | 13 | unknown annotation \"（海运，经北海）\"",
      // Only separators.
      "，；、 | 1 | expected an order, found only \"，；、\"",
  })
  void aSentenceThatIsNotAllOrdersIsAnError(String text, int column, String message) {
    for (OrderNotation n : List.of(HANS, HANT)) {
      rejection(() -> n.parseAll(text), text, column, message);
    }
  }

  @Test
  void aPriorityListIsOneOrder() {
    assertThat(HANS.parse("俄国：华沙陆军优先撤退到普鲁士、利沃尼亚、解散"))
        .isEqualTo(EN.parse("Russia: A war retreat priority: pru, lvn, disband"));
    assertThat(HANT.parse("優先建造：威尼斯艦隊、羅馬軍隊")).isEqualTo(EN.parse("Build priority: F ven, A rom"));
  }
}
