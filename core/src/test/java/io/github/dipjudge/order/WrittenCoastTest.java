package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.UnitType;
import net.jqwik.api.Example;

/**
 * A coast the province lacks, or an empty coast after {@code /}, is an {@link OrderFormatException} at the
 * coast's column in every notation (English, MILA's, which the English notation reads, and both Chinese ones), never
 * a coast dropped; a coast the province has, or one that exists but means nothing for the unit, is still read.
 */
class WrittenCoastTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation ENGLISH = OrderNotation.english(MAP);
  private static final OrderNotation HANS = OrderNotation.simplifiedChinese(MAP);
  private static final OrderNotation HANT = OrderNotation.traditionalChinese(MAP);

  /** The error for {@code text}, whose column is that of the first occurrence of {@code at} after {@code after}. */
  private static OrderFormatException refused(OrderNotation n, String text, String after, String at) {
    OrderFormatException e = catchThrowableOfType(OrderFormatException.class, () -> n.parse(text));
    assertThat(e).as("%s is refused", text).isNotNull();
    int from = text.indexOf(after) + after.length();
    int column = at.isEmpty() ? from + 1 : text.indexOf(at, from) + 1;
    assertThat(e.column()).as("%s: %s", text, e.getMessage()).isEqualTo(column);
    assertThat(e.expected()).contains("coast");
    return e;
  }

  @Example
  void englishRefusesACoastTheProvinceLacks() {
    assertThat(refused(ENGLISH, "Russia: F Bla - Bul/nc", "Bul/", "nc").expected())
        .contains("Bulgaria").contains("bul/ec").contains("bul/sc");
    refused(ENGLISH, "F Mao - Spa/ec", "Spa/", "ec");
    refused(ENGLISH, "F Brest(nc) - English Channel", "Brest(", "nc");
    refused(ENGLISH, "F Mid-Atlantic Ocean - Spain (East Coast)", "Spain (", "East");
    refused(ENGLISH, "F Bre nc H", "Bre ", "nc");
    refused(ENGLISH, "A Par S F Bre/sc - Eng", "Bre/", "sc");
    refused(ENGLISH, "F Spa/sc retreat priority: Por, Gas/sc", "Gas/", "sc");
    refused(ENGLISH, "Build F Bre/wc", "Bre/", "wc");
  }

  @Example
  void englishRefusesAnEmptyCoast() {
    refused(ENGLISH, "F Mao - Spa/", "Spa/", "");
    refused(ENGLISH, "F Mao - Spa/ H", "Spa/", "");
    refused(ENGLISH, "F Mao - Spa / - Por", "Spa /", "");
    refused(ENGLISH, "F Spa() - Mao", "Spa(", ")");
  }

  @Example
  void milaNotationRefusesACoastTheProvinceLacks() {
    refused(ENGLISH, "F BLA - BUL/NC", "BUL/", "NC");
    refused(ENGLISH, "F MAO - SPA/EC", "SPA/", "EC");
    refused(ENGLISH, "F MAO - SPA/", "SPA/", "");
    refused(ENGLISH, "F BRE/NC R MAO", "BRE/", "NC");
  }

  @Example
  void chineseRefusesACoastTheProvinceLacks() {
    for (OrderNotation n : new OrderNotation[] {HANS, HANT}) {
      refused(n, "黑海舰队 移动 保加利亚（北岸）", "保加利亚（", "北岸");
      refused(n, "英吉利海峡舰队 移动 布雷斯特（北岸）", "布雷斯特（", "北岸");
      refused(n, "黑海舰队 移动 保加利亚/nc", "保加利亚/", "nc");
      refused(n, "黑海舰队 移动 保加利亚北岸", "保加利亚", "北岸");
      refused(n, "黑海艦隊到保加利亞（北岸）", "保加利亞（", "北岸");
      refused(n, "中大西洋舰队 移动 西班牙/", "西班牙/", "");
    }
  }

  @Example
  void coastsTheProvinceHasAreRead() {
    assertThat(ENGLISH.parse("Russia: F Bla - Bul/ec"))
        .isEqualTo(Move.of(UnitType.FLEET, MAP.location("bla"), MAP.location("bul/ec"))
            .withPower(MAP.power("russia")));
    // A coast that exists but means nothing for the unit is read; the rulebook's 4.B.6 setting judges it.
    assertThat(ENGLISH.parse("A Gas - Spa/nc")).isEqualTo(Move.of(UnitType.ARMY, MAP.location("gas"),
        MAP.location("spa/nc")));
    assertThat(HANS.parse("黑海舰队 移动 保加利亚（东岸）")).isEqualTo(Move.of(UnitType.FLEET, MAP.location("bla"),
        MAP.location("bul/ec")));
  }
}
