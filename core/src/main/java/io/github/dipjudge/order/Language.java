package io.github.dipjudge.order;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.Coast;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import java.util.Locale;
import java.util.Optional;

/**
 * The languages the project names provinces, powers and units in. Each has the tag the map file uses for its names
 * ({@code zh-Hans=伦敦}), and knows the words for army and fleet and how to write a province with a coast.
 *
 * <ul>
 *   <li>{@link #ENGLISH} ({@code en}): {@code Army}, {@code Fleet}, {@code Spain (South Coast)}.
 *   <li>{@link #SIMPLIFIED_CHINESE} ({@code zh-Hans}): {@code 陆军}, {@code 舰队}, {@code 西班牙（南岸）}, as the
 *       simplified-Chinese house rules write them.
 *   <li>{@link #TRADITIONAL_CHINESE} ({@code zh-Hant}): {@code 軍隊}, {@code 艦隊}, {@code 聖彼得堡（北岸）}, as the
 *       traditional-Chinese rules write them (they also say {@code 陸軍} for army; readers accept both).
 *   <li>{@link #RUSSIAN} ({@code ru}): {@code армия}, {@code флот}, {@code Испания (южное побережье)}. Only names:
 *       the project has no Russian order syntax.
 * </ul>
 *
 * <p>Thread safety: an enum, immutable.
 */
public enum Language {
  /** English, {@code en}. */
  ENGLISH("en", "Army", "Fleet"),
  /** Simplified Chinese, {@code zh-Hans} (as the simplified-Chinese house rules write it). */
  SIMPLIFIED_CHINESE("zh-Hans", "陆军", "舰队"),
  /** Traditional Chinese, {@code zh-Hant} (as the traditional-Chinese rules write it). */
  TRADITIONAL_CHINESE("zh-Hant", "軍隊", "艦隊"),
  /** Russian, {@code ru}: names only. */
  RUSSIAN("ru", "армия", "флот");

  private final String tag;
  private final String army;
  private final String fleet;

  Language(String tag, String army, String fleet) {
    this.tag = tag;
    this.army = army;
    this.fleet = fleet;
  }

  /**
   * The language tag, as the map file tags names.
   *
   * @return {@code en}, {@code zh-Hans}, {@code zh-Hant} or {@code ru}
   */
  public String tag() {
    return tag;
  }

  /**
   * The language with this tag, ignoring case and surrounding spaces and accepting {@code _} for {@code -}; also
   * {@code eng} and {@code english}, {@code rus} and {@code russian}, {@code zh}, {@code zh-CN} and {@code zh-SG} for
   * simplified and {@code zh-TW}, {@code zh-HK} and {@code zh-MO} for traditional Chinese.
   *
   * @param tag a language tag
   * @return the language, or empty for a tag of none of them
   */
  public static Optional<Language> find(String tag) {
    checkNotNull(tag, "tag");
    String t = tag.trim().replace('_', '-').toLowerCase(Locale.ROOT);
    switch (t) {
      case "en":
      case "eng":
      case "english":
        return Optional.of(ENGLISH);
      case "zh-hans":
      case "zh-cn":
      case "zh-sg":
      case "zh":
        return Optional.of(SIMPLIFIED_CHINESE);
      case "zh-hant":
      case "zh-tw":
      case "zh-hk":
      case "zh-mo":
        return Optional.of(TRADITIONAL_CHINESE);
      case "ru":
      case "rus":
      case "russian":
        return Optional.of(RUSSIAN);
      default:
        return Optional.empty();
    }
  }

  /**
   * The language with this tag ({@link #find}).
   *
   * @param tag a language tag
   * @return the language
   * @throws IllegalArgumentException if the tag is none of them
   */
  public static Language of(String tag) {
    return find(tag).orElseThrow(
        () -> new IllegalArgumentException("unknown language \"" + tag + "\" (expected en, zh-Hans, zh-Hant or ru)"));
  }

  /**
   * The word for a unit type.
   *
   * @param type army or fleet
   * @return {@code Army}, {@code 陆军}, {@code 軍隊}, {@code армия}, …
   */
  public String unitName(UnitType type) {
    checkNotNull(type, "type");
    return type == UnitType.ARMY ? army : fleet;
  }

  /**
   * A province's name in this language.
   *
   * @param province a province
   * @return its name in this language, or its English name when the map gives none for it
   */
  public String provinceName(Province province) {
    checkNotNull(province, "province");
    return this == ENGLISH ? province.name() : province.name(tag);
  }

  /**
   * A coast's name in this language.
   *
   * @param coast a coast
   * @return {@code South Coast}, {@code 南岸}, {@code южное побережье}, …
   */
  public String coastName(Coast coast) {
    checkNotNull(coast, "coast");
    return this == ENGLISH ? coast.name() : coast.name(tag);
  }

  /**
   * A power's name in this language.
   *
   * @param power a power
   * @return {@code Russia}, {@code 俄国}, {@code 俄國}, {@code Россия}, …
   */
  public String powerName(Power power) {
    checkNotNull(power, "power");
    return this == ENGLISH ? power.name() : power.name(tag);
  }

  /**
   * A location's name in this language: the province's name, and for a coast location the coast in brackets:
   * {@code Spain (South Coast)}, {@code 西班牙（南岸）}, {@code 西班牙（南岸）}, {@code Испания (южное побережье)}.
   *
   * @param location a location
   * @return its name in this language, with its coast if it has one
   */
  public String placeName(Location location) {
    checkNotNull(location, "location");
    String p = provinceName(location.province());
    if (location.coast().isEmpty()) {
      return p;
    }
    String c = coastName(location.coast().get());
    return isChinese() ? p + "（" + c + "）" : p + " (" + c + ")";
  }

  /** Whether this is one of the two Chinese scripts. */
  boolean isChinese() {
    return this == SIMPLIFIED_CHINESE || this == TRADITIONAL_CHINESE;
  }
}
