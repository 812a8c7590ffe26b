package io.github.dipjudge.order;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import java.util.List;
import java.util.Optional;

/**
 * Reads and prints orders as text, in one language.
 *
 * <p>{@link #english(GameMap)} reads English orders in every common style: DATC chapter 6
 * ({@code F North Sea Convoys A London - Norway}, {@code F Spain(nc)}), short forms ({@code A Bud S A War-Gal},
 * {@code F Bla C A Sev-Ank}, {@code A Mos H}, {@code A Lon-Bel via convoy}, {@code F stp/sc - bot},
 * {@code Build F stp/nc}, {@code Remove A war}, {@code A par R bur}), MILA/dipcc ({@code A EDI - NWY VIA},
 * {@code F NWY R SKA}, {@code A BUD B}, {@code F BRE D}, {@code WAIVE}), each with an optional power prefix
 * ({@code England: F nth-pic}), with {@code ->} or {@code →} for the move sign too; and the orders of the house
 * rules ({@code F spa/sc retreat priority: por, wes, mar}, {@code Build priority: F ven, A rom},
 * {@code Disband priority: A sil, A ber}). It prints one canonical form: {@code England: F nth - pic}, with province
 * ids, {@code S}, {@code C}, {@code H}, {@code R}, {@code via convoy}, {@code Build}, {@code Disband} and
 * {@code Waive}.
 *
 * <p>{@link #simplifiedChinese(GameMap)} and {@link #traditionalChinese(GameMap)} read orders written in Chinese as
 * the Chinese rule texts write them, in either script and with or without spaces: the house rules' {@code 普鲁士陆军 移动 华沙},
 * {@code 加利西亚陆军 支援 普鲁士陆军 移动 华沙}, {@code 英吉利海峡舰队 运输 伦敦陆军 移动 布瑞斯特},
 * {@code 布瑞斯特陆军 经 中大西洋 经 西地中海 移动 突尼斯}, {@code 西班牙（南岸）舰队优先撤退到葡萄牙、西地中海、马赛},
 * {@code 威尼斯生产舰队}, {@code 柏林陆军解散}, {@code 优先建造：威尼斯舰队、罗马陆军}, {@code 优先解散：西利西亚陆军、柏林陆军},
 * and the traditional-Chinese rules' {@code 羅馬軍隊到威尼斯}, {@code 軍隊羅馬堅守}, {@code 的裡雅斯特艦隊控制},
 * {@code 北海艦隊護送倫敦軍隊到荷蘭}, with a power first ({@code 俄国：}, {@code --德國--}). An annotation in brackets
 * at the end has its meaning: {@code （海运）}, {@code （经海运）}, {@code （經由海運）}, {@code （被護送）} and the like
 * say that a move goes by convoy (so does {@code 經海運} unbracketed after the destination), and the traditional-Chinese rules'
 * {@code （<--護送）} marks a convoy order; any other bracketed text that is no coast is an error. Names in Latin
 * letters are read too ({@code Tyh艦隊到伊奧尼亞海}), each a whole word: {@code Germar} is no "Ger" and "mar". One
 * line may hold several orders, as the house rules write them ({@code 德国：柏林陆军 移动 普鲁士，华沙陆军 移动 普鲁士}): see
 * {@link #parseAll}. They print province, power and coast names in their script ({@link Province#name(String)}) and
 * the texts' words: {@code 普鲁士陆军 移动 华沙}, {@code 羅馬軍隊到威尼斯}.
 * In a retreat priority list, a last item {@code 解散} ({@code 葡萄牙、解散}) sets
 * {@link RetreatPriority#thenDisband()}: that is this library's reading, for the house rules only say (2.3.1) that a
 * dislodged unit may choose to disband, not how to write it. (The full grammar is written out in the source of
 * the package's Chinese reader, which is not public API.)
 *
 * <p>Names are read as {@link GameMap#findProvince} reads them: case-insensitive, and inside a name only spaces,
 * {@code .}, {@code -}, apostrophes and their full-width forms are ignored (a space or hyphen between two words of
 * the name); in English orders any other character that is not a letter or digit, and not a sign of the notation
 * ({@code :}, {@code ( )}, {@code ,}, {@code ;}, the move signs {@code -}, {@code ->}, {@code →}, {@code –}), is an
 * error at its column, as is a line break inside the text. So {@code A swe-den} is a move, and {@code Engl＾and}, or
 * {@code Turkey} with a NUL or a line break inside it, no power.
 *
 * <p>For every order {@code o} a notation prints, {@code parse(print(o))} equals {@code o}. Parsing never throws
 * anything but {@link OrderFormatException} (and {@link NullPointerException} for a null text). A coast the province
 * does not have ({@code Bul/nc}, {@code Brest(nc)}, {@code 布雷斯特（北岸）}) and an empty coast ({@code Spa/},
 * {@code Spa()}) are an {@link OrderFormatException} at the coast's column, in every notation: dropping the coast, as
 * DATC 4.B.6 would allow, could give the order another meaning than the one written ({@code F Bla - Bul/nc} would
 * move to the east coast). A coast the province has but which means nothing for the unit ({@code A Gas - Spa/nc})
 * is read, and the rulebook's 4.B.6 setting judges it.
 *
 * <p>The static {@link #unitName}, {@link #placeName}, {@link #provinceName} and {@link #powerName} give names in
 * English, both Chinese scripts and Russian (for which there is no order syntax).
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class OrderNotation {
  private final GameMap map;
  private final Language language;
  private final boolean anyInput; // reads every notation, by the script of the text (anyNotation)

  private OrderNotation(GameMap map, Language language) {
    this(map, language, false);
  }

  private OrderNotation(GameMap map, Language language, boolean anyInput) {
    this.map = map;
    this.language = language;
    this.anyInput = anyInput;
  }

  /**
   * Orders as people type them: a notation that reads every notation of the library and prints English. Each text
   * is read by the reader its script calls for, not by trying one after another: a text with a Han character in
   * either Chinese notation (both scripts), a text opening with a bracket in DAIDE's ({@code ( ENG FLT LON ) MTO
   * NTH}, one order a line), any other in English, which reads MILA's notation too ({@code A EDI - NWY VIA},
   * {@code F BRE D}). {@link #parseAll} chooses line by line, so a message may mix them;
   * English lines split at {@code ;} as the Chinese ones split at theirs. Accepted wherever a notation is
   * ({@code OrderSheet.check(power, text, notation)}).
   *
   * @param map the map whose names the orders use
   * @return the notation; its {@link #language()} is English, which it prints
   */
  public static OrderNotation anyNotation(GameMap map) {
    return new OrderNotation(checkNotNull(map, "map"), Language.ENGLISH, true);
  }

  /**
   * The English notation for orders on the given map.
   *
   * @param map the map whose names the orders use
   * @return the notation
   */
  public static OrderNotation english(GameMap map) {
    return new OrderNotation(checkNotNull(map, "map"), Language.ENGLISH);
  }

  /**
   * The simplified-Chinese notation (as the simplified-Chinese house rules write orders) for orders on the given map; it reads traditional script too.
   *
   * @param map the map whose names the orders use
   * @return the notation
   */
  public static OrderNotation simplifiedChinese(GameMap map) {
    return new OrderNotation(checkNotNull(map, "map"), Language.SIMPLIFIED_CHINESE);
  }

  /**
   * The traditional-Chinese notation (as the traditional-Chinese rules write it) for orders on the given map; it reads simplified script too.
   *
   * @param map the map whose names the orders use
   * @return the notation
   */
  public static OrderNotation traditionalChinese(GameMap map) {
    return new OrderNotation(checkNotNull(map, "map"), Language.TRADITIONAL_CHINESE);
  }

  /**
   * The notation for a language tag: {@code en}, {@code zh-Hans} or {@code zh-Hant} (see {@link Language#find}).
   *
   * @param map the map whose names the orders use
   * @param language the language tag
   * @return the notation
   * @throws IllegalArgumentException for any other language, Russian included: it has names but no order syntax
   */
  public static OrderNotation forLanguage(GameMap map, String language) {
    checkNotNull(map, "map");
    Language l = Language.of(checkNotNull(language, "language"));
    if (l == Language.RUSSIAN) {
      throw new IllegalArgumentException("there is no Russian order notation; OrderNotation.placeName, unitName and"
          + " powerName give Russian names");
    }
    return new OrderNotation(map, l);
  }

  /**
   * The map whose names this notation reads.
   *
   * @return the map
   */
  public GameMap map() {
    return map;
  }

  /**
   * The language this notation prints.
   *
   * @return the language
   */
  public Language language() {
    return language;
  }

  /**
   * Reads one order. English is read in time linear in the text, however long.
   *
   * @param text the order
   * @return the order read
   * @throws OrderFormatException if the text is not an order; it names the column and what was expected. In the
   *     Chinese notations also if the text holds several orders ({@link #parseAll} reads them), which the message
   *     says with their number
   */
  public Order parse(String text) {
    checkNotNull(text, "text");
    if (anyInput) {
      return TypedOrders.parse(map, text);
    }
    if (language == Language.ENGLISH) {
      return new EnglishParser(map, text).parseLine();
    }
    return new ChineseParser(map, text).parseLine();
  }

  /**
   * Reads several orders, one a line. Blank lines are skipped. A line that is only a power's name, however
   * decorated ({@code --德國--}, {@code - 義大利}, {@code 義大利：}, {@code England:}), is a header: the orders
   * after it that name no power are given that power.
   *
   * <p>In the Chinese notations a line may hold several orders, as the house rules write them: outside brackets
   * {@code ，}, {@code ；} and {@code 、} separate orders ({@code 德国：柏林陆军 移动 普鲁士，华沙陆军 移动 普鲁士}), except
   * that in a priority list ({@code 优先撤退到}, {@code 优先建造：}, {@code 优先解散：}, up to the next {@code ，} or
   * {@code ；}) {@code 、} separates its items; the ASCII {@code ,} and {@code ;} count as {@code 、}. A power named
   * before an order applies to it and to the orders after it on the line, until another is named. Nothing between
   * two separators, or after the last, is skipped.
   *
   * <p>In English a line may hold several orders separated by {@code ;} ({@code England: F lon - nth; F edi - nrg}),
   * except inside a priority list (from the word {@code priority} to the end of the line), where {@code ;} separates
   * items as {@code ,} does. A power named before an order applies to the orders after it on the line, as in
   * Chinese. Each English order is read on its own: an error's text and column are that order's.
   *
   * @param text the lines
   * @return the orders, in the order of the lines
   * @throws OrderFormatException for the first line that is no order, or holds one that is not; its text is that line
   *     (in English: that order)
   */
  public ImmutableList<Order> parseAll(String text) {
    checkNotNull(text, "text");
    ImmutableList.Builder<Order> out = ImmutableList.builder();
    Optional<Power> current = Optional.empty();
    for (String line : text.split("\\R")) {
      if (line.isBlank()) {
        continue;
      }
      Optional<Power> header = map.findPower(headerName(line));
      if (header.isPresent()) {
        current = header;
        continue;
      }
      List<Order> orders = anyInput ? TypedOrders.line(map, line)
          : language == Language.ENGLISH ? TypedOrders.englishLine(map, line)
          : new ChineseParser(map, line).parseAll();
      for (Order o : orders) {
        out.add(o.power().isEmpty() && current.isPresent() ? o.withPower(current.get()) : o);
      }
    }
    return out.build();
  }

  /** A header line without its decoration: the text between its first and last letter or digit. */
  private static String headerName(String line) {
    int from = 0;
    int to = line.length();
    while (from < to && !Character.isLetterOrDigit(line.codePointAt(from))) {
      from += Character.charCount(line.codePointAt(from));
    }
    while (to > from && !Character.isLetterOrDigit(line.codePointBefore(to))) {
      to -= Character.charCount(line.codePointBefore(to));
    }
    return line.substring(from, to);
  }

  /**
   * Prints an order in this notation's canonical form.
   *
   * @param order the order
   * @return its text, which {@link #parse} reads back as the same order
   */
  public String print(Order order) {
    checkNotNull(order, "order");
    if (language == Language.ENGLISH) {
      return EnglishPrinter.print(order);
    }
    return ChinesePrinter.print(order, language);
  }

  // ------------------------------------------------------------------------------------------- names

  /**
   * The word for a unit type in a language ({@code en}, {@code zh-Hans}, {@code zh-Hant}, {@code ru}):
   * {@code Army}/{@code Fleet}, {@code 陆军}/{@code 舰队}, {@code 軍隊}/{@code 艦隊}, {@code армия}/{@code флот}.
   *
   * @param type the unit type
   * @param language the language tag
   * @return the word
   * @throws IllegalArgumentException for an unknown language
   */
  public static String unitName(UnitType type, String language) {
    return Language.of(checkNotNull(language, "language")).unitName(type);
  }

  /**
   * A location's name in a language, with its coast: {@code Spain (South Coast)}, {@code 西班牙（南岸）},
   * {@code Испания (южное побережье)}.
   *
   * @param location the location
   * @param language the language tag
   * @return the name
   * @throws IllegalArgumentException for an unknown language
   */
  public static String placeName(Location location, String language) {
    return Language.of(checkNotNull(language, "language")).placeName(location);
  }

  /**
   * A province's name in a language: {@code Warsaw}, {@code 华沙}, {@code 華沙}, {@code Варшава}.
   *
   * @param province the province
   * @param language the language tag
   * @return the name
   * @throws IllegalArgumentException for an unknown language
   */
  public static String provinceName(Province province, String language) {
    return Language.of(checkNotNull(language, "language")).provinceName(province);
  }

  /**
   * A power's name in a language: {@code Russia}, {@code 俄国}, {@code 俄國}, {@code Россия}.
   *
   * @param power the power
   * @param language the language tag
   * @return the name
   * @throws IllegalArgumentException for an unknown language
   */
  public static String powerName(Power power, String language) {
    return Language.of(checkNotNull(language, "language")).powerName(power);
  }
}
