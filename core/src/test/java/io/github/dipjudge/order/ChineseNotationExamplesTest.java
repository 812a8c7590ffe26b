package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The examples of the two Chinese notations: the forms the Chinese rule texts use read to the right values, and print back in
 * each script's canonical form.
 */
class ChineseNotationExamplesTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation HANS = OrderNotation.simplifiedChinese(MAP);
  private static final OrderNotation HANT = OrderNotation.traditionalChinese(MAP);
  private static final Optional<UnitType> ARMY = Optional.of(UnitType.ARMY);
  private static final Optional<UnitType> FLEET = Optional.of(UnitType.FLEET);
  private static final Optional<UnitType> NO_TYPE = Optional.empty();
  private static final Optional<Power> NONE = Optional.empty();

  private static Location loc(String id) {
    return MAP.location(id);
  }

  private static Province prov(String id) {
    return MAP.province(id);
  }

  private static Power power(String id) {
    return MAP.power(id);
  }

  private static UnitRef army(String id) {
    return UnitRef.of(UnitType.ARMY, loc(id));
  }

  private static UnitRef fleet(String id) {
    return UnitRef.of(UnitType.FLEET, loc(id));
  }

  // ------------------------------------------------------------------------------------------- values

  static Stream<Arguments> simplified() {
    return Stream.of(
        Arguments.of("普鲁士陆军 移动 华沙", Move.of(UnitType.ARMY, loc("pru"), loc("war")), "普鲁士陆军 移动 华沙"),
        Arguments.of("普鲁士陆军移动华沙", Move.of(UnitType.ARMY, loc("pru"), loc("war")), "普鲁士陆军 移动 华沙"),
        Arguments.of("加利西亚陆军 支援 普鲁士陆军 移动 华沙",
            SupportMove.of(UnitType.ARMY, loc("gal"), army("pru"), loc("war")), "加利西亚陆军 支援 普鲁士陆军 移动 华沙"),
        Arguments.of("莫斯科陆军 支援 华沙陆军", SupportHold.of(UnitType.ARMY, loc("mos"), army("war")),
            "莫斯科陆军 支援 华沙陆军"),
        Arguments.of("马塞陆军 支援 中大西洋舰队 进入 西班牙（北岸）",
            SupportMove.of(UnitType.ARMY, loc("mar"), fleet("mao"), loc("spa/nc")),
            "马赛陆军 支援 中大西洋舰队 移动 西班牙（北岸）"),
        Arguments.of("西班牙舰队（北岸） 支援 伯干第陆军 移动 马塞",
            SupportMove.of(UnitType.FLEET, loc("spa/nc"), army("bur"), loc("mar")),
            "西班牙舰队（北岸） 支援 勃艮第陆军 移动 马赛"),
        Arguments.of("英吉利海峡舰队 运输 伦敦陆军 移动 布瑞斯特", Convoy.of(loc("eng"), loc("lon"), loc("bre")),
            "英吉利海峡舰队 运输 伦敦陆军 移动 布雷斯特"),
        Arguments.of("伦敦陆军 经 英吉利海峡 移动 布瑞斯特",
            new Move(NONE, ARMY, loc("lon"), loc("bre"), true, ImmutableList.of(prov("eng"))),
            "伦敦陆军 经 英吉利海峡 移动 布雷斯特"),
        Arguments.of("布瑞斯特陆军 经 中大西洋 经 西地中海 移动 突尼斯",
            new Move(NONE, ARMY, loc("bre"), loc("tun"), true, ImmutableList.of(prov("mao"), prov("wes"))),
            "布雷斯特陆军 经 中大西洋 经 西地中海 移动 突尼斯"),
        Arguments.of("伦敦陆军 经海运 移动 布雷斯特", Move.viaConvoy(UnitType.ARMY, loc("lon"), loc("bre")),
            "伦敦陆军 经 海运 移动 布雷斯特"),
        Arguments.of("西班牙（南岸）舰队优先撤退到葡萄牙、西地中海、马赛",
            new RetreatPriority(NONE, FLEET, loc("spa/sc"), ImmutableList.of(loc("por"), loc("wes"), loc("mar")), false),
            "西班牙舰队（南岸）优先撤退到葡萄牙、西地中海、马赛"),
        Arguments.of("西班牙（南岸）舰队优先撤退到葡萄牙、西地中海、马赛。",
            new RetreatPriority(NONE, FLEET, loc("spa/sc"), ImmutableList.of(loc("por"), loc("wes"), loc("mar")), false),
            "西班牙舰队（南岸）优先撤退到葡萄牙、西地中海、马赛"),
        Arguments.of("华沙陆军优先撤退到乌克兰、解散",
            new RetreatPriority(NONE, ARMY, loc("war"), ImmutableList.of(loc("ukr")), true), "华沙陆军优先撤退到乌克兰、解散"),
        Arguments.of("华沙陆军 撤退到 乌克兰", Retreat.of(UnitType.ARMY, loc("war"), loc("ukr")), "华沙陆军撤退到乌克兰"),
        Arguments.of("威尼斯生产舰队", Build.of(UnitType.FLEET, loc("ven")), "威尼斯生产舰队"),
        Arguments.of("罗马生产", new Build(NONE, NO_TYPE, loc("rom")), "罗马生产"),
        Arguments.of("圣彼得堡（北岸）生产舰队", Build.of(UnitType.FLEET, loc("stp/nc")), "圣彼得堡（北岸）生产舰队"),
        Arguments.of("圣彼得堡生产舰队（北岸）", Build.of(UnitType.FLEET, loc("stp/nc")), "圣彼得堡（北岸）生产舰队"),
        Arguments.of("柏林陆军解散", Disband.of(UnitType.ARMY, loc("ber")), "柏林陆军解散"),
        Arguments.of("优先建造：威尼斯舰队、罗马陆军、那不勒斯舰队",
            new BuildPriority(NONE, ImmutableList.of(Build.of(UnitType.FLEET, loc("ven")),
                Build.of(UnitType.ARMY, loc("rom")), Build.of(UnitType.FLEET, loc("nap")))),
            "优先建造：威尼斯舰队、罗马陆军、那不勒斯舰队"),
        Arguments.of("优先生产威尼斯舰队、罗马陆军、那不勒斯舰队",
            new BuildPriority(NONE, ImmutableList.of(Build.of(UnitType.FLEET, loc("ven")),
                Build.of(UnitType.ARMY, loc("rom")), Build.of(UnitType.FLEET, loc("nap")))),
            "优先建造：威尼斯舰队、罗马陆军、那不勒斯舰队"),
        Arguments.of("优先生产：威尼斯舰队、罗马陆军",
            new BuildPriority(NONE, ImmutableList.of(Build.of(UnitType.FLEET, loc("ven")),
                Build.of(UnitType.ARMY, loc("rom")))),
            "优先建造：威尼斯舰队、罗马陆军"),
        Arguments.of("优先解散：西利西亚陆军、柏林陆军、丹麦舰队",
            new DisbandPriority(NONE, ImmutableList.of(Disband.of(UnitType.ARMY, loc("sil")),
                Disband.of(UnitType.ARMY, loc("ber")), Disband.of(UnitType.FLEET, loc("den")))),
            "优先解散：西里西亚陆军、柏林陆军、丹麦舰队"),
        Arguments.of("华沙陆军 坚守", Hold.of(UnitType.ARMY, loc("war")), "华沙陆军 坚守"),
        Arguments.of("华沙陆军 固守", Hold.of(UnitType.ARMY, loc("war")), "华沙陆军 坚守"),
        Arguments.of("华沙陆军 驻守", Hold.of(UnitType.ARMY, loc("war")), "华沙陆军 坚守"),
        Arguments.of("华沙陆军坚守", Hold.of(UnitType.ARMY, loc("war")), "华沙陆军 坚守"),
        Arguments.of("俄国：华沙陆军 坚守", Hold.of(UnitType.ARMY, loc("war")).withPower(power("russia")),
            "俄国：华沙陆军 坚守"),
        Arguments.of("俄罗斯:华沙陆军 坚守", Hold.of(UnitType.ARMY, loc("war")).withPower(power("russia")),
            "俄国：华沙陆军 坚守"),
        Arguments.of("俄罗斯 : 普鲁士陆军移动华沙", Move.of(UnitType.ARMY, loc("pru"), loc("war"))
            .withPower(power("russia")), "俄国：普鲁士陆军 移动 华沙"),
        Arguments.of("加利西亚陆军 支援 德国的普鲁士陆军 移动 华沙",
            SupportMove.of(UnitType.ARMY, loc("gal"),
                new UnitRef(Optional.of(power("germany")), ARMY, loc("pru")), loc("war")),
            "加利西亚陆军 支援 德国的普鲁士陆军 移动 华沙"),
        Arguments.of("威尼斯陆军 支援 奥地利的的里雅斯特舰队",
            SupportHold.of(UnitType.ARMY, loc("ven"), new UnitRef(Optional.of(power("austria")), FLEET, loc("tri"))),
            "威尼斯陆军 支援 奥地利的的里雅斯特舰队"),
        Arguments.of("威尼斯陆军 支援 奥地利的里雅斯特舰队",
            SupportHold.of(UnitType.ARMY, loc("ven"), new UnitRef(Optional.of(power("austria")), FLEET, loc("tri"))),
            "威尼斯陆军 支援 奥地利的的里雅斯特舰队"),
        Arguments.of("放弃建造", new Waive(NONE), "放弃建造"),
        Arguments.of("英国：放弃", Waive.of(power("england")), "英国：放弃建造"),
        Arguments.of("普鲁士 移动 华沙", new Move(NONE, NO_TYPE, loc("pru"), loc("war"), false, ImmutableList.of()),
            "普鲁士 移动 华沙"),
        Arguments.of("  普鲁士 陆军  移动  华 沙  ", Move.of(UnitType.ARMY, loc("pru"), loc("war")), "普鲁士陆军 移动 华沙"),
        Arguments.of("葡萄牙舰队 移动 西班牙(北岸)", Move.of(UnitType.FLEET, loc("por"), loc("spa/nc")),
            "葡萄牙舰队 移动 西班牙（北岸）"),
        Arguments.of("葡萄牙舰队移动西班牙北岸", Move.of(UnitType.FLEET, loc("por"), loc("spa/nc")),
            "葡萄牙舰队 移动 西班牙（北岸）"),
        // ASCII punctuation in place of the full-width forms.
        Arguments.of("优先建造:威尼斯舰队,罗马陆军",
            new BuildPriority(NONE, ImmutableList.of(Build.of(UnitType.FLEET, loc("ven")),
                Build.of(UnitType.ARMY, loc("rom")))),
            "优先建造：威尼斯舰队、罗马陆军"),
        Arguments.of("优先解散:西利西亚陆军;柏林陆军.",
            new DisbandPriority(NONE, ImmutableList.of(Disband.of(UnitType.ARMY, loc("sil")),
                Disband.of(UnitType.ARMY, loc("ber")))),
            "优先解散：西里西亚陆军、柏林陆军"),
        Arguments.of("法国: 西班牙(南岸)舰队优先撤退到葡萄牙, 西地中海, 马赛.",
            new RetreatPriority(NONE, FLEET, loc("spa/sc"), ImmutableList.of(loc("por"), loc("wes"), loc("mar")), false)
                .withPower(power("france")),
            "法国：西班牙舰队（南岸）优先撤退到葡萄牙、西地中海、马赛"),
        Arguments.of("西班牙舰队（南岸）优先撤退到解散", new RetreatPriority(NONE, FLEET, loc("spa/sc"), ImmutableList.of(), true),
            "西班牙舰队（南岸）优先撤退到解散"),
        Arguments.of("ＦＲＡＮＣＥ：布雷斯特舰队 坚守", Hold.of(UnitType.FLEET, loc("bre")).withPower(power("france")),
            "法国：布雷斯特舰队 坚守"));
  }

  @ParameterizedTest
  @MethodSource("simplified")
  void simplifiedReadsAndPrints(String text, Order expected, String canonical) {
    Order o = HANS.parse(text);
    assertThat(o).as(text).isEqualTo(expected);
    assertThat(HANS.print(o)).isEqualTo(canonical);
    assertThat(HANS.parse(canonical)).isEqualTo(expected);
    // The traditional notation reads simplified script too.
    assertThat(HANT.parse(text)).isEqualTo(expected);
  }

  static Stream<Arguments> traditional() {
    return Stream.of(
        Arguments.of("羅馬軍隊到威尼斯", Move.of(UnitType.ARMY, loc("rom"), loc("ven")), "羅馬軍隊到威尼斯"),
        Arguments.of("軍隊羅馬堅守", Hold.of(UnitType.ARMY, loc("rom")), "羅馬軍隊堅守"),
        Arguments.of("義大利：軍隊羅馬堅守。", Hold.of(UnitType.ARMY, loc("rom")).withPower(power("italy")),
            "義大利：羅馬軍隊堅守"),
        Arguments.of("的裡雅斯特艦隊控制", Hold.of(UnitType.FLEET, loc("tri")), "特列斯特艦隊堅守"),
        Arguments.of("基爾艦隊支援魯爾軍隊到荷蘭", SupportMove.of(UnitType.FLEET, loc("kie"), army("ruh"), loc("hol")),
            "基爾艦隊支援魯爾軍隊到荷蘭"),
        Arguments.of("普魯士軍隊支援西里西亞軍隊", SupportHold.of(UnitType.ARMY, loc("pru"), army("sil")),
            "普魯士軍隊支援西里西亞軍隊"),
        Arguments.of("北海艦隊護送倫敦軍隊到荷蘭", Convoy.of(loc("nth"), loc("lon"), loc("hol")), "北海艦隊護送倫敦軍隊到荷蘭"),
        Arguments.of("北海艦隊護送倫敦軍隊到荷蘭（<--護送）", Convoy.of(loc("nth"), loc("lon"), loc("hol")),
            "北海艦隊護送倫敦軍隊到荷蘭"),
        Arguments.of("- 北海艦隊護送倫敦軍隊到荷蘭（<--護送）", Convoy.of(loc("nth"), loc("lon"), loc("hol")),
            "北海艦隊護送倫敦軍隊到荷蘭"),
        Arguments.of("約克郡陸軍到挪威", Move.of(UnitType.ARMY, loc("yor"), loc("nwy")), "約克夏軍隊到挪威"),
        Arguments.of("聖彼得堡（北岸）艦隊到挪威", Move.of(UnitType.FLEET, loc("stp/nc"), loc("nwy")), "聖彼得堡（北岸）艦隊到挪威"),
        Arguments.of("芬蘭軍隊支援聖彼得堡（北岸）艦隊到挪威",
            SupportMove.of(UnitType.ARMY, loc("fin"), fleet("stp/nc"), loc("nwy")), "芬蘭軍隊支援聖彼得堡（北岸）艦隊到挪威"),
        Arguments.of("--德國-- 魯爾軍隊到荷蘭", Move.of(UnitType.ARMY, loc("ruh"), loc("hol")).withPower(power("germany")),
            "德國：魯爾軍隊到荷蘭"),
        Arguments.of("- --德國-- 魯爾軍隊到荷蘭", Move.of(UnitType.ARMY, loc("ruh"), loc("hol")).withPower(power("germany")),
            "德國：魯爾軍隊到荷蘭"),
        Arguments.of("- 義大利 羅馬軍隊到威尼斯", Move.of(UnitType.ARMY, loc("rom"), loc("ven")).withPower(power("italy")),
            "義大利：羅馬軍隊到威尼斯"),
        Arguments.of("倫敦軍隊經英吉利海峽到佈雷斯特",
            new Move(NONE, ARMY, loc("lon"), loc("bre"), true, ImmutableList.of(prov("eng"))), "倫敦軍隊經英吉利海峽到布雷斯特"),
        Arguments.of("倫敦軍隊經海運到佈雷斯特", Move.viaConvoy(UnitType.ARMY, loc("lon"), loc("bre")), "倫敦軍隊經海運到布雷斯特"),
        Arguments.of("威尼斯建造艦隊", Build.of(UnitType.FLEET, loc("ven")), "威尼斯建造艦隊"),
        Arguments.of("柏林軍隊解散", Disband.of(UnitType.ARMY, loc("ber")), "柏林軍隊解散"),
        Arguments.of("優先建造：威尼斯艦隊、羅馬軍隊",
            new BuildPriority(NONE, ImmutableList.of(Build.of(UnitType.FLEET, loc("ven")),
                Build.of(UnitType.ARMY, loc("rom")))), "優先建造：威尼斯艦隊、羅馬軍隊"),
        Arguments.of("優先解散：柏林軍隊、丹麥艦隊",
            new DisbandPriority(NONE, ImmutableList.of(Disband.of(UnitType.ARMY, loc("ber")),
                Disband.of(UnitType.FLEET, loc("den")))), "優先解散：柏林軍隊、丹麥艦隊"),
        Arguments.of("西班牙（南岸）艦隊優先撤退到葡萄牙、西地中海、馬賽",
            new RetreatPriority(NONE, FLEET, loc("spa/sc"), ImmutableList.of(loc("por"), loc("wes"), loc("mar")), false),
            "西班牙（南岸）艦隊優先撤退到葡萄牙、西地中海、馬賽"),
        Arguments.of("塞瓦斯托波爾艦隊撤退到黑海", Retreat.of(UnitType.FLEET, loc("sev"), loc("bla")), "塞瓦斯托波爾艦隊撤退到黑海"),
        Arguments.of("奧匈帝國：放棄建造", Waive.of(power("austria")), "奧地利：放棄建造"));
  }

  @ParameterizedTest
  @MethodSource("traditional")
  void traditionalReadsAndPrints(String text, Order expected, String canonical) {
    Order o = HANT.parse(text);
    assertThat(o).as(text).isEqualTo(expected);
    assertThat(HANT.print(o)).isEqualTo(canonical);
    assertThat(HANT.parse(canonical)).isEqualTo(expected);
    assertThat(HANS.parse(text)).isEqualTo(expected);
  }

  @Test
  void theSameOrderInBothScripts() {
    Order o = SupportMove.of(UnitType.ARMY, loc("gal"), army("pru"), loc("war")).withPower(power("russia"));
    assertThat(HANS.print(o)).isEqualTo("俄国：加利西亚陆军 支援 普鲁士陆军 移动 华沙");
    assertThat(HANT.print(o)).isEqualTo("俄國：加里西亞軍隊支援普魯士軍隊到華沙");
    assertThat(HANS.parse(HANT.print(o))).isEqualTo(o);
    assertThat(HANT.parse(HANS.print(o))).isEqualTo(o);
  }

  @Test
  void forLanguageGivesTheNotations() {
    assertThat(OrderNotation.forLanguage(MAP, "zh-Hans").language()).isEqualTo(Language.SIMPLIFIED_CHINESE);
    assertThat(OrderNotation.forLanguage(MAP, "zh-Hant").language()).isEqualTo(Language.TRADITIONAL_CHINESE);
    assertThat(OrderNotation.forLanguage(MAP, "en").language()).isEqualTo(Language.ENGLISH);
    Order o = Move.of(UnitType.ARMY, loc("pru"), loc("war"));
    assertThat(OrderNotation.forLanguage(MAP, "zh-Hans").print(o)).isEqualTo("普鲁士陆军 移动 华沙");
    assertThat(OrderNotation.forLanguage(MAP, "zh-Hant").print(o)).isEqualTo("普魯士軍隊到華沙");
    assertThat(OrderNotation.forLanguage(MAP, "en").print(o)).isEqualTo("A pru - war");
    assertThatThrownBy(() -> OrderNotation.forLanguage(MAP, "ru")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> OrderNotation.forLanguage(MAP, "xx")).isInstanceOf(IllegalArgumentException.class);
  }

  // ------------------------------------------------------------------------------------------- errors

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "普鲁士陆军 移动 华砂 | 10 | unknown province",
      "普鲁士陆军 | 6 | after the unit",
      "普鲁士陆军 跳舞 华沙 | 7 | after the unit",
      "英吉利海峡舰队 运输 伦敦陆军 | 16 | destination of the convoyed army",
      "优先 华沙陆军 | 1 | 优先建造",
      "俄国： | 4 | an order after the power",
      "西班牙（北方岸）舰队 坚守 | 5 | unknown coast \"北方岸\" of 西班牙 (its coasts: 北岸 nc, 南岸 sc)",
      "华沙陆军 坚守 柏林 | 9 | end of the order",
  })
  void errorsSayWhereAndWhat(String text, int column, String what) {
    assertThatThrownBy(() -> HANS.parse(text))
        .isInstanceOfSatisfying(OrderFormatException.class, e -> {
          assertThat(e.column()).as(e.getMessage()).isEqualTo(column);
          assertThat(e.expected()).contains(what);
          assertThat(e.text()).isEqualTo(text);
        });
  }

  @Test
  void anEmptyTextIsNoOrder() {
    assertThatThrownBy(() -> HANS.parse("")).isInstanceOf(OrderFormatException.class);
    assertThatThrownBy(() -> HANT.parse("  -  ")).isInstanceOf(OrderFormatException.class);
  }
}
