package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Names in Russian, and in the other languages, through {@link OrderNotation}'s static name helpers and
 * {@link Language}: every province, power and unit type has its own name in every language.
 */
class RussianNamesTest {
  private static final GameMap MAP = GameMap.standard();

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "en | Army | Fleet",
      "zh-Hans | 陆军 | 舰队",
      "zh-Hant | 軍隊 | 艦隊",
      "ru | армия | флот",
  })
  void unitNames(String language, String army, String fleet) {
    assertThat(OrderNotation.unitName(UnitType.ARMY, language)).isEqualTo(army);
    assertThat(OrderNotation.unitName(UnitType.FLEET, language)).isEqualTo(fleet);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "war | ru | Варшава",
      "sev | ru | Севастополь",
      "stp/nc | ru | Санкт-Петербург (северное побережье)",
      "spa/sc | ru | Испания (южное побережье)",
      "bul/ec | ru | Болгария (восточное побережье)",
      "spa/sc | zh-Hans | 西班牙（南岸）",
      "stp/nc | zh-Hant | 聖彼得堡（北岸）",
      "bre | zh-Hans | 布雷斯特",
      "spa/nc | en | Spain (North Coast)",
      "lon | en | London",
  })
  void placeNames(String location, String language, String name) {
    assertThat(OrderNotation.placeName(MAP.location(location), language)).isEqualTo(name);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "russia | ru | Россия",
      "england | ru | Англия",
      "austria | ru | Австрия",
      "russia | zh-Hans | 俄国",
      "italy | zh-Hant | 義大利",
      "turkey | en | Turkey",
  })
  void powerNames(String power, String language, String name) {
    assertThat(OrderNotation.powerName(MAP.power(power), language)).isEqualTo(name);
  }

  @Test
  void everyProvinceAndPowerHasItsOwnRussianName() {
    Set<String> seen = new HashSet<>();
    for (Province p : MAP.provinces()) {
      String ru = OrderNotation.provinceName(p, "ru");
      assertThat(ru).as(p.id()).isNotEqualTo(p.name()).matches(".*\\p{IsCyrillic}.*");
      assertThat(seen.add(ru)).as(ru).isTrue();
      // The Russian name is also a name the map reads.
      assertThat(MAP.findProvince(ru)).contains(p);
    }
    for (Power p : MAP.powers()) {
      assertThat(OrderNotation.powerName(p, "ru")).as(p.id()).matches(".*\\p{IsCyrillic}.*");
      assertThat(MAP.findPower(OrderNotation.powerName(p, "ru"))).contains(p);
    }
    for (Location l : MAP.locations()) {
      if (l.isCoast()) {
        assertThat(MAP.findPlaceName(OrderNotation.placeName(l, "ru")).flatMap(GameMap.PlaceName::location))
            .contains(l);
      }
    }
  }

  @Test
  void everyProvinceHasAChineseNameInBothScripts() {
    for (String lang : new String[] {"zh-Hans", "zh-Hant"}) {
      Set<String> seen = new HashSet<>();
      for (Province p : MAP.provinces()) {
        String n = OrderNotation.provinceName(p, lang);
        assertThat(n).as(p.id()).matches(".*\\p{IsHan}.*");
        assertThat(seen.add(n)).as(n).isTrue();
      }
    }
  }

  @Test
  void languages() {
    assertThat(Language.of("zh-CN")).isEqualTo(Language.SIMPLIFIED_CHINESE);
    assertThat(Language.of("zh_TW")).isEqualTo(Language.TRADITIONAL_CHINESE);
    assertThat(Language.of("RU")).isEqualTo(Language.RUSSIAN);
    assertThat(Language.find("fr")).isEmpty();
    assertThatThrownBy(() -> OrderNotation.unitName(UnitType.ARMY, "fr"))
        .isInstanceOf(IllegalArgumentException.class);
    for (Language l : Language.values()) {
      assertThat(Language.of(l.tag())).isEqualTo(l);
    }
  }
}
