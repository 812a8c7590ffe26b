package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.StartingUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every order line of the simplified-Chinese house rules (sections 2.1–2.4) and of the traditional-Chinese rules'
 * worked examples, as the texts write them, reads as the order its English short form says; so every province spelling
 * the texts use resolves to the right province.
 */
class ChineseRuleTextOrdersTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation HANS = OrderNotation.simplifiedChinese(MAP);
  private static final OrderNotation HANT = OrderNotation.traditionalChinese(MAP);
  private static final OrderNotation EN = OrderNotation.english(MAP);

  private static void readsAs(OrderNotation n, String text, String english) {
    Order o = n.parse(text);
    assertThat(o).as(text).isEqualTo(EN.parse(english));
    assertThat(n.parse(n.print(o))).as(n.print(o)).isEqualTo(o);
  }

  /** The house rules, sections 2.1 to 2.4: the text names no power for these examples. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      // 2.1.3 special areas
      "葡萄牙舰队 移动 西班牙（北岸） | F por - spa/nc",
      "葡萄牙舰队 移动 西班牙（南岸） | F por - spa/sc",
      "海果兰海舰队 移动 基尔 | F hel - kie",
      "基尔舰队 移动 波罗的海 | F kie - bal",
      "黑海舰队 移动 君士坦丁堡 | F bla - con",
      "君士坦丁堡舰队 移动 爱琴海 | F con - aeg",
      "安卡拉陆军 移动 君士坦丁堡 | A ank - con",
      "君士坦丁堡陆军 移动 保加利亚 | A con - bul",
      "丹麦陆军 移动 瑞典 | A den - swe",
      "瑞典舰队 移动 丹麦 | F swe - den",
      "波罗的海舰队 移动 瑞典 | F bal - swe",
      "瑞典舰队 移动 挪威 | F swe - nwy",
      // 2.2.1 standoffs
      "柏林陆军 移动 普鲁士 | A ber - pru",
      "华沙陆军 移动 普鲁士 | A war - pru",
      "基尔陆军 移动 柏林 | A kie - ber",
      // 2.2.2 support
      "普鲁士陆军 移动 华沙 | A pru - war",
      "加利西亚陆军 支援 普鲁士陆军 移动 华沙 | A gal S A pru - war",
      "莫斯科陆军 支援 华沙陆军 | A mos S A war",
      "布瑞斯特陆军 支援 英吉利海峡舰队 移动 中大西洋 | A bre S F eng - mao",
      "基尔舰队 支援 柏林陆军 移动 慕尼黑 | F kie S A ber - mun",
      "英吉利舰队 支援 鲁尔陆军 移动 比利时 | F eng S A ruh - bel",
      "巴黎陆军 支援 中大西洋舰队 移动 布瑞斯特 | A par S F mao - bre",
      "西班牙舰队（北岸） 支援 伯干第陆军 移动 马塞 | F spa/nc S A bur - mar",
      "马塞陆军 支援 中大西洋舰队 进入 西班牙（北岸） | A mar S F mao - spa/nc",
      "莫斯科陆军 移动 华沙 | A mos - war",
      "乌克兰陆军 支援 莫斯科陆军 移动 华沙 | A ukr S A mos - war",
      // 2.2.3 cutting support
      "柏林陆军 移动 西利希亚 | A ber - sil",
      "波希米亚陆军 支援 柏林陆军 移动 西利希亚 | A boh S A ber - sil",
      "维也纳陆军 移动 波希米亚 | A vie - boh",
      "西利希亚陆军 移动 波希米亚 | A sil - boh",
      // 2.3 retreats, 2.3.1
      "西班牙（南岸）舰队优先撤退到葡萄牙、西地中海、马赛。 | F spa/sc retreat priority: por, wes, mar",
      "西利希亚陆军 支援 普鲁士陆军 移动 华沙 | A sil S A pru - war",
      // 2.3.2 builds and removals
      "优先生产威尼斯舰队、罗马陆军、那不勒斯舰队 | Build priority: F ven, A rom, F nap",
      "优先解散：西利西亚陆军、柏林陆军、丹麦舰队。 | Disband priority: A sil, A ber, F den",
      // 2.4 convoys
      "伦敦陆军 经 英吉利海峡 移动 布瑞斯特 | A lon - eng - bre",
      "英吉利海峡舰队 运输 伦敦陆军 移动 布瑞斯特 | F eng C A lon - bre",
      "布瑞斯特陆军 经 中大西洋 经 西地中海 移动 突尼斯 | A bre - mao - wes - tun",
      "中大西洋舰队 运输 布瑞斯特陆军 移动 突尼斯 | F mao C A bre - tun",
      "西地中海舰队 运输 布瑞斯特陆军 移动 突尼斯 | F wes C A bre - tun",
      "中大西洋舰队 支援 伦敦陆军 移动 布瑞斯特 | F mao S A lon - bre",
      "加斯康尼陆军 支援 伦敦陆军 移动 布瑞斯特 | A gas S A lon - bre",
      "中大西洋舰队 支援 英吉利海峡舰队 | F mao S F eng",
  })
  void houseRulesOrdersRead(String text, String english) {
    readsAs(HANS, text, english);
    readsAs(HANT, text, english);
  }

  /** The house rules, 2.1: the starting units, one line per power, are the map's starting units. */
  @Test
  void houseRulesStartingUnitsAreTheMapsStartingUnits() {
    List<String> lines = List.of(
        "英 国：伦敦舰队，爱丁堡舰队，利物浦陆军",
        "法 国：布瑞斯特舰队，巴黎陆军，马塞陆军",
        "德 国：基尔舰队，慕尼黑陆军，柏林陆军",
        "意大利：那布勒斯舰队，罗马陆军，威尼斯陆军",
        "奥 匈：粹斯特舰队，布达佩斯陆军，维也纳陆军",
        "俄罗斯：圣彼得堡舰队（南岸），史瓦施托普舰队，莫斯科陆军，华沙陆军",
        "土耳其：安卡拉舰队，史密尔纳陆军，君士坦丁堡陆军");
    Set<StartingUnit> read = new HashSet<>();
    for (String line : lines) {
      String[] parts = line.split("：");
      Power p = MAP.power(parts[0]);
      for (String unit : parts[1].split("，")) {
        Hold h = (Hold) HANS.parse(unit + "坚守");
        read.add(new StartingUnit(p, h.unitType().get(), h.location()));
      }
    }
    assertThat(read).containsExactlyInAnyOrderElementsOf(MAP.startingUnits());
  }

  /** The house rules' other province spellings, in its prose (2.1.3 and the map notes). */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "荷兰 | hol", "比利时 | bel", "瑞士 | swi", "东地中海 | eas", "艾奥尼安海 | ion", "圣彼得堡 | stp",
      "叙利亚 | syr", "北非 | naf", "西班牙 | spa", "马塞 | mar", "马赛 | mar", "西地中海 | wes", "伯干第 | bur",
      "西利西亚 | sil", "西利希亚 | sil", "那不勒斯 | nap", "那布勒斯 | nap", "粹斯特 | tri", "史瓦施托普 | sev",
      "史密尔纳 | smy", "海果兰海 | hel", "英吉利 | eng", "英吉利海峡 | eng", "加斯康尼 | gas", "布瑞斯特 | bre",
      "乌克兰 | ukr", "波希米亚 | boh", "突尼斯 | tun",
  })
  void houseRulesSpellingsResolve(String name, String id) {
    assertThat(MAP.findProvince(name)).as(name).contains(MAP.province(id));
  }

  /** The traditional-Chinese rules' examples of the hold and move orders, each with the power it gives. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "義大利：軍隊羅馬堅守。 | Italy: A rom H",
      "義大利：羅馬軍隊到威尼斯 | Italy: A rom - ven",
      "法國：佈雷斯特艦隊到英吉利海峽 | France: F bre - eng",
      "奧匈帝國：的裡雅斯特艦隊控制 | Austria: F tri H",
      "義大利：威尼斯軍隊到的裡雅斯特 | Italy: A ven - tri",
      "德國：慕尼黑軍隊到蒂羅爾 | Germany: A mun - tyr",
      "義大利：威尼斯軍隊到蒂羅爾 | Italy: A ven - tyr",
      "英國：約克郡陸軍到挪威 | England: A yor - nwy",
      "英國：北海艦隊護送約克郡陸軍到挪威 | England: F nth C A yor - nwy",
      "英國：約克郡陸軍坚守 | England: A yor H",
      "英國：北海艦隊堅守 | England: F nth H",
      "英國：英吉利海峽艦隊堅守 | England: F eng H",
  })
  void traditionalRulesExamplesRead(String text, String english) {
    readsAs(HANT, text, english);
    readsAs(HANS, text, english);
  }

  /**
   * The traditional-Chinese rules' abbreviations ("大多數省份的縮寫使用名稱的前三個字母 … 第勒尼安海的縮寫為 TyS 或 Tyh，以避免與蒂羅爾（Tyr）發生衝突"):
   * each names its province, in the Chinese notations (Latin text amid Chinese) and in the English one.
   */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "Bal | bal", "Lon | lon", "Nth | nth", "NAt | nao", "NAO | nao", "NAf | naf", "Nwg | nwg", "Nwy | nwy",
      "TyS | tys", "Tyh | tys", "Tyr | tyr",
  })
  void traditionalRulesAbbreviationsNameTheirProvinces(String abbreviation, String id) {
    assertThat(MAP.findProvince(abbreviation)).as(abbreviation).contains(MAP.province(id));
  }

  /** The traditional-Chinese rules' second abbreviation of the Tyrrhenian Sea, Tyh, in orders. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "義大利：Tyh艦隊到伊奧尼亞海 | Italy: F tys - ion",
      "義大利：羅馬軍隊支援那不勒斯艦隊到Tyh | Italy: A rom S F nap - tys",
      "法國：突尼斯軍隊到 Tyh | France: A tun - tys",
  })
  void traditionalRulesTyhReadsAsTheTyrrhenianSea(String text, String english) {
    readsAs(HANT, text, english);
    readsAs(HANS, text, english);
    assertThat(EN.parse("Italy: F Tyh - Ion")).isEqualTo(EN.parse("Italy: F tys - ion"));
  }

  /** The traditional-Chinese rules' examples as it lays them out: a power on a line of its own, then that power's orders. */
  private static final String TRADITIONAL_EXAMPLES = String.join("\n",
      "- 義大利",
      "羅馬軍隊到威尼斯",
      "- 法國",
      "佈雷斯特艦隊到英吉利海峽",
      "- 奧匈帝國",
      "的裡雅斯特艦隊控制",
      "- 義大利",
      "威尼斯軍隊到的裡雅斯特",
      "- 德國",
      "慕尼黑軍隊到蒂羅爾",
      "- 義大利",
      "威尼斯軍隊到蒂羅爾");

  /** The traditional-Chinese rules' full Fall 1907 order set, with its headers, bullets and annotation as the text writes them. */
  private static final String TRADITIONAL_FALL_1907 = String.join("\n",
      "- --德國--",
      "- 魯爾軍隊到荷蘭",
      "- 基爾艦隊支援魯爾軍隊到荷蘭",
      "- 慕尼黑軍隊支援魯爾軍隊到荷蘭",
      "- 普魯士軍隊支援西里西亞軍隊",
      "- 西里西亞軍隊支援普魯士軍隊",
      "- --英國--",
      "- 倫敦軍隊到荷蘭",
      "- 北海艦隊護送倫敦軍隊到荷蘭（<--護送）",
      "- 黑爾戈蘭灣艦隊支援倫敦軍隊到荷蘭",
      "- 丹麥軍隊到基爾",
      "- 皮卡第軍隊到佈雷斯特",
      "- 中大西洋艦隊支援皮卡第軍隊到佈雷斯特",
      "- 英吉利海峽艦隊支援皮卡第軍隊到佈雷斯特",
      "--法國--",
      "- 加斯科涅艦隊到中大西洋",
      "- 愛爾蘭海艦隊到英吉利海峽",
      "- 佈雷斯特艦隊控制",
      "- 巴黎軍隊支援佈雷斯特艦隊",
      "- 勃艮第軍隊到魯爾",
      "--俄羅斯--",
      "塞瓦斯托波爾艦隊控制",
      "莫斯科軍隊支援塞瓦斯托波爾艦隊",
      "聖彼得堡（北岸）艦隊到挪威",
      "芬蘭軍隊支援聖彼得堡（北岸）艦隊到挪威",
      "利沃尼亞軍隊到普魯士",
      "--奧匈帝國--",
      "烏克蘭軍隊支援塞瓦斯托波爾艦隊",
      "的裡雅斯特艦隊控制",
      "布達佩斯軍隊支援的裡雅斯特艦隊",
      "維也納軍隊支援的裡雅斯特艦隊",
      "--土耳其--",
      "加利西亞軍隊到烏克蘭",
      "黑海艦隊到塞瓦斯托波爾",
      "亞美尼亞軍隊支援黑海艦隊到塞瓦斯托波爾",
      "羅馬尼亞軍隊支援黑海艦隊到塞瓦斯托波爾",
      "--義大利--",
      "阿普利亞軍隊到的裡雅斯特",
      "亞得里亞海艦隊護送阿普利亞軍隊到的裡雅斯特",
      "威尼斯軍隊支援阿普利亞軍隊到的裡雅斯特",
      "阿爾巴尼亞艦隊支援阿普利亞軍隊到的裡雅斯特");

  private static List<Order> english(String... lines) {
    List<Order> out = new ArrayList<>();
    for (String l : lines) {
      out.add(EN.parse(l));
    }
    return out;
  }

  @Test
  void traditionalRulesExamplesReadUnderTheirHeaders() {
    assertThat(HANT.parseAll(TRADITIONAL_EXAMPLES)).containsExactlyElementsOf(english(
        "Italy: A rom - ven", "France: F bre - eng", "Austria: F tri H", "Italy: A ven - tri", "Germany: A mun - tyr",
        "Italy: A ven - tyr"));
  }

  @Test
  void traditionalRulesFall1907ReadsUnderItsHeaders() {
    ImmutableList<Order> read = HANT.parseAll(TRADITIONAL_FALL_1907);
    assertThat(read).containsExactlyElementsOf(english(
        "Germany: A ruh - hol", "Germany: F kie S A ruh - hol", "Germany: A mun S A ruh - hol",
        "Germany: A pru S A sil", "Germany: A sil S A pru",
        "England: A lon - hol", "England: F nth C A lon - hol", "England: F hel S A lon - hol",
        "England: A den - kie", "England: A pic - bre", "England: F mao S A pic - bre", "England: F eng S A pic - bre",
        "France: F gas - mao", "France: F iri - eng", "France: F bre H", "France: A par S F bre",
        "France: A bur - ruh",
        "Russia: F sev H", "Russia: A mos S F sev", "Russia: F stp/nc - nwy", "Russia: A fin S F stp/nc - nwy",
        "Russia: A lvn - pru",
        "Austria: A ukr S F sev", "Austria: F tri H", "Austria: A bud S F tri", "Austria: A vie S F tri",
        "Turkey: A gal - ukr", "Turkey: F bla - sev", "Turkey: A arm S F bla - sev", "Turkey: A rum S F bla - sev",
        "Italy: A apu - tri", "Italy: F adr C A apu - tri", "Italy: A ven S A apu - tri",
        "Italy: F alb S A apu - tri"));
    // The simplified notation reads the traditional text too, and each notation reads back what it prints.
    assertThat(HANS.parseAll(TRADITIONAL_FALL_1907)).isEqualTo(read);
    for (Order o : read) {
      assertThat(HANT.parse(HANT.print(o))).isEqualTo(o);
      assertThat(HANS.parse(HANS.print(o))).isEqualTo(o);
    }
  }

  @Test
  void printsTheFall1907OrdersInTheTraditionalRulesStyle() {
    ImmutableList<Order> read = HANT.parseAll(TRADITIONAL_FALL_1907);
    assertThat(HANT.print(read.get(1))).isEqualTo("德國：基爾艦隊支援魯爾軍隊到荷蘭");
    assertThat(HANT.print(read.get(6))).isEqualTo("英國：北海艦隊護送倫敦軍隊到荷蘭");
    assertThat(HANT.print(read.get(19))).isEqualTo("俄國：聖彼得堡（北岸）艦隊到挪威");
    assertThat(HANS.print(read.get(19))).isEqualTo("俄国：圣彼得堡舰队（北岸） 移动 挪威");
  }
}
