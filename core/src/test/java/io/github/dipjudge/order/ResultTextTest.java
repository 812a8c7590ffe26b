package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Outcome;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.adjudicate.ResultText;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.UnitType;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** {@link ResultText}: results in English and both Chinese scripts; every reason is translated. */
class ResultTextTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(MAP);
  private static final OrderNotation HANS = OrderNotation.simplifiedChinese(MAP);
  private static final OrderNotation HANT = OrderNotation.traditionalChinese(MAP);

  @ParameterizedTest
  @EnumSource(Reason.class)
  void everyReasonHasATextInBothChineseScripts(Reason r) {
    for (Language l : new Language[] {Language.SIMPLIFIED_CHINESE, Language.TRADITIONAL_CHINESE}) {
      assertThat(ResultText.translation(r, l)).as("%s in %s", r, l).isPresent();
      String text = ResultText.translation(r, l).get();
      assertThat(text).isNotBlank();
      // Chinese, not an English sentence left in place.
      assertThat(text.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN))
          .as(text).isTrue();
      assertThat(ResultText.reasonText(r, l)).isEqualTo(text);
    }
    // English reads as a sentence to a player: no Javadoc-like talk of "by".
    assertThat(ResultText.reasonText(r, Language.ENGLISH)).doesNotContain("\"by\"").doesNotContain("\"")
        .isEqualTo(ResultText.translation(r, Language.ENGLISH).orElseThrow());
  }

  @Test
  void theTranslationsAreDistinctWhereTheReasonsDiffer() {
    // REMOVED (adjustments) and DISBANDED (retreats) may share a text; every other pair differs.
    for (Language l : new Language[] {Language.SIMPLIFIED_CHINESE, Language.TRADITIONAL_CHINESE}) {
      Set<String> seen = new HashSet<>();
      for (Reason r : Reason.values()) {
        if (r != Reason.REMOVED) {
          assertThat(seen.add(ResultText.reasonText(r, l))).as("%s in %s", r, l).isTrue();
        }
      }
    }
  }

  @Test
  void describesAResultInTheNotationsLanguage() {
    OrderResult bounced = new OrderResult(Move.of(UnitType.ARMY, MAP.location("pru"), MAP.location("war")),
        Reason.BOUNCED, ImmutableList.of(MAP.province("sil")), false);
    assertThat(ResultText.describe(bounced, EN)).isEqualTo("A pru - war — failed: the move bounced against Silesia");
    assertThat(ResultText.describe(bounced, HANS)).isEqualTo("普鲁士陆军 移动 华沙 —— 失败：移动与其他单位对峙，被弹回（涉及：西里西亚）");
    assertThat(ResultText.describe(bounced, HANT)).isEqualTo("普魯士軍隊到華沙——失敗：移動與其他單位僵持，被彈回（涉及：西里西亞）");

    OrderResult weak = new OrderResult(Move.of(UnitType.ARMY, MAP.location("rom"), MAP.location("ven")),
        Reason.FAILED_TO_DISLODGE, ImmutableList.of(MAP.province("ven")), false);
    assertThat(ResultText.describe(weak, HANT)).isEqualTo("羅馬軍隊到威尼斯——失敗：兵力不足以驅逐目標省份的單位（涉及：威尼斯）");
  }

  @Test
  void saysWhenTheUnitWasDislodgedToo() {
    OrderResult cut = new OrderResult(
        SupportHold.of(UnitType.ARMY, MAP.location("mos"), UnitRef.of(UnitType.ARMY, MAP.location("war"))),
        Reason.SUPPORT_CUT, ImmutableList.of(MAP.province("lvn"), MAP.province("ukr")), true);
    assertThat(ResultText.describe(cut, EN)).isEqualTo("A mos S A war — failed: the support was cut by the attacks from"
        + " Livonia and Ukraine; the unit was dislodged");
    assertThat(ResultText.describe(cut, HANS)).isEqualTo("莫斯科陆军 支援 华沙陆军 —— 失败：支援被切断（涉及：利沃尼亚、乌克兰）；该单位被击退");
    assertThat(ResultText.describe(cut, HANT)).isEqualTo("莫斯科軍隊支援華沙軍隊——失敗：支援被切斷（涉及：利沃尼亞、烏克蘭）；該單位被驅逐");

    OrderResult dislodged = new OrderResult(Hold.of(UnitType.ARMY, MAP.location("war")), Reason.DISLODGED,
        ImmutableList.of(MAP.province("pru")), true);
    assertThat(ResultText.describe(dislodged, HANS)).isEqualTo("华沙陆军 坚守 —— 失败：单位被击退（涉及：普鲁士）");
    assertThat(ResultText.describe(dislodged, EN)).isEqualTo("A war H — failed: the unit was dislodged by the attack"
        + " from Prussia");
    OrderResult disrupted = new OrderResult(Move.of(UnitType.ARMY, MAP.location("lon"), MAP.location("bel")),
        Reason.CONVOY_DISRUPTED, ImmutableList.of(MAP.province("eng"), MAP.province("nth")), false);
    assertThat(ResultText.describe(disrupted, EN)).isEqualTo("A lon - bel — failed: the convoy was disrupted: the"
        + " fleets in English Channel and North Sea were dislodged");
  }

  @Test
  void successAndIllegalOrders() {
    OrderResult built = new OrderResult(Build.of(UnitType.FLEET, MAP.location("ven")).withPower(MAP.power("italy")),
        Reason.BUILT, ImmutableList.of(), false);
    assertThat(ResultText.describe(built, HANS)).isEqualTo("意大利：威尼斯生产舰队 —— 成功：新单位已生产");
    assertThat(ResultText.describe(built, HANT)).isEqualTo("義大利：威尼斯建造艦隊——成功：新單位已建造");
    assertThat(ResultText.describe(built, EN)).isEqualTo("Italy: Build F ven — succeeded: the unit was built");
    OrderResult illegal = new OrderResult(Move.of(UnitType.ARMY, MAP.location("lon"), MAP.location("nth")),
        Reason.ARMY_TO_SEA, ImmutableList.of(), false);
    assertThat(ResultText.describe(illegal, HANS)).isEqualTo("伦敦陆军 移动 北海 —— 无效：陆军不能进入海域");
    assertThat(ResultText.outcome(Outcome.ILLEGAL, Language.TRADITIONAL_CHINESE)).isEqualTo("無效");
  }
}
