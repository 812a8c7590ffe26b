package io.github.dipjudge.adjudicate;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Language;
import io.github.dipjudge.order.OrderNotation;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * The result of an order as text in the language of a notation: the order as the notation prints it, the outcome,
 * the reason, the provinces named in {@link OrderResult#by()} and whether the unit was dislodged. For example:
 *
 * <pre>
 *   A pru - war — failed: the move bounced against Silesia
 *   普鲁士陆军 移动 华沙 —— 失败：移动与其他单位对峙，被弹回（涉及：西里西亚）
 *   羅馬軍隊到威尼斯——失敗：兵力不足以驅逐目標省份的單位（涉及：威尼斯）
 * </pre>
 *
 * <p>English has a sentence a player reads, the {@code by} provinces woven in ("the support was cut by the attacks
 * from Livonia and Ukraine"; {@link Reason#description()} where a reason has none of its own); each Chinese script
 * has its own short sentence for every reason,
 * in the words of its seed (000: 击退, 对峙, 运输, 资源点; 002: 驅逐, 僵持, 護送, 補給中心). A reason added later without
 * a translation is described in English until one is written ({@link #translation} tells).
 *
 * <p>Stateless and thread-safe.
 */
public final class ResultText {
  private static final Map<Reason, String> HANS = new EnumMap<>(Reason.class);
  private static final Map<Reason, String> HANT = new EnumMap<>(Reason.class);
  /** English for a player: the reason alone, and with its {@code by} provinces ({@code %s}: their names). */
  private static final Map<Reason, String> EN = new EnumMap<>(Reason.class);
  private static final Map<Reason, String> EN_BY = new EnumMap<>(Reason.class);

  private ResultText() {}

  private static void put(Reason r, String hans, String hant) {
    HANS.put(r, hans);
    HANT.put(r, hant);
  }

  private static void english(Reason r, String alone, String withBy) {
    EN.put(r, alone);
    if (withBy != null) {
      EN_BY.put(r, withBy);
    }
  }

  static {
    english(Reason.MOVED, "the unit moved", null);
    english(Reason.HELD, "the unit held its ground", null);
    english(Reason.SUPPORT_GIVEN, "the support was given", null);
    english(Reason.CONVOYED, "the fleet convoyed the army", null);
    english(Reason.BOUNCED, "the move bounced", "the move bounced against %s");
    english(Reason.FAILED_TO_DISLODGE, "the move was too weak to dislodge the unit in its way",
        "the move was too weak to dislodge the unit in %s");
    english(Reason.NO_CONVOY_ROUTE, "no chain of convoying fleets reached the destination", null);
    english(Reason.CONVOY_DISRUPTED, "the convoy was disrupted", "the convoy was disrupted: the fleet in %s was"
        + " dislodged");
    english(Reason.CONVOY_PARADOX, "the convoy failed: the rulebook's paradox rule settled it so", null);
    english(Reason.DISLODGED, "the unit was dislodged", "the unit was dislodged by the attack from %s");
    english(Reason.SUPPORT_CUT, "the support was cut", "the support was cut by the attack from %s");
    english(Reason.SUPPORT_VOID, "the support did not match what the supported unit did", null);
    english(Reason.CONVOY_VOID, "the convoy did not match the army's move", null);
    english(Reason.RETREAT_BOUNCED, "the retreat met another one in the same province, and both units were"
        + " disbanded", "the retreat met the one from %s in the same province, and the units were disbanded");
    english(Reason.PLACED_BY_JUDGE, "no place on the list was a legal retreat, so the judge disbanded the unit",
        "no place on the list was a legal retreat, so the judge moved the unit to %s");
    english(Reason.NOT_NEEDED, "the unit was not dislodged, so its retreat orders did not apply", null);
    english(Reason.NOT_DISLODGED, "the unit was not dislodged, so it has no retreat to make", null);

    put(Reason.MOVED, "单位已移动", "單位已移動");
    put(Reason.HELD, "单位守住了所在的区块", "單位守住了所在的省份");
    put(Reason.SUPPORT_GIVEN, "支援成功", "支援成功");
    put(Reason.CONVOYED, "舰队完成了运输（未被击退）", "艦隊完成了護送（未被驅逐）");
    put(Reason.BOUNCED, "移动与其他单位对峙，被弹回", "移動與其他單位僵持，被彈回");
    put(Reason.FAILED_TO_DISLODGE, "兵力不足以击退目的地的单位", "兵力不足以驅逐目標省份的單位");
    put(Reason.NO_CONVOY_ROUTE, "没有一串运输舰队通往目的地", "沒有一串護送艦隊通往目標省份");
    put(Reason.CONVOY_DISRUPTED, "运输被切断：有运输舰队被击退", "護送被切斷：有護送艦隊被驅逐");
    put(Reason.CONVOY_PARADOX, "运输悖论按规则书处理：运输失败", "護送悖論按規則處理：護送失敗");
    put(Reason.DISLODGED, "单位被击退", "單位被驅逐");
    put(Reason.SUPPORT_CUT, "支援被切断", "支援被切斷");
    put(Reason.SUPPORT_VOID, "支援与被支援单位的命令不符", "支援與被支援單位的指令不符");
    put(Reason.CONVOY_VOID, "运输与该陆军的移动命令不符", "護送與該軍隊的移動指令不符");

    put(Reason.NO_UNIT, "该地区没有单位", "該區域沒有單位");
    put(Reason.FOREIGN_UNIT, "该单位属于别国", "該單位屬於其他勢力");
    put(Reason.WRONG_UNIT_TYPE, "命令写错了单位种类", "指令寫錯了單位種類");
    put(Reason.MISSING_UNIT_TYPE, "命令没有写明是陆军还是舰队", "指令沒有寫明是軍隊還是艦隊");
    put(Reason.WRONG_COAST_OF_UNIT, "命令写的海岸不是舰队所在的海岸", "指令寫的海岸不是艦隊所在的海岸");
    put(Reason.IRRELEVANT_COAST, "在没有分裂海岸线的地方写了海岸", "在沒有多個海岸的地方寫了海岸");
    put(Reason.NO_CONVOY_CHAIN, "命令要求海上运输，但图上没有舰队能把陆军运到那里",
        "指令要求海運，但地圖上沒有艦隊能把軍隊護送到那裡");
    put(Reason.NOT_ADJACENT, "目的地不相邻，图上也没有舰队能运输到那里", "目標省份不相鄰，地圖上也沒有艦隊能護送到那裡");
    put(Reason.ARMY_TO_SEA, "陆军不能进入海域", "軍隊不能進入海域");
    put(Reason.FLEET_TO_LAND, "舰队不能进入内陆省份", "艦隊不能進入內陸省份");
    put(Reason.MOVE_TO_OWN_PROVINCE, "单位不能移动到自己所在的区块", "單位不能移動到自己所在的省份");
    put(Reason.MISSING_COAST, "目的地有分裂的海岸线，命令没有标明可到达的一岸", "目標省份有多個海岸，指令沒有寫明可到達的海岸");
    put(Reason.IMPOSSIBLE_COAST, "舰队到不了所写的海岸", "艦隊到不了所寫的海岸");
    put(Reason.SUPPORT_OWN_PROVINCE, "单位不能支援进入或固守自己所在的区块", "單位不能支援進入或控制自己所在的省份");
    put(Reason.SUPPORT_UNREACHABLE, "支援单位自己不能进入冲突发生地", "支援單位自己不能移動到被支援的目標省份");
    put(Reason.SUPPORT_IMPOSSIBLE_MOVE, "被支援的移动不可能成立", "被支援的移動不可能成立");
    put(Reason.SUPPORT_NO_UNIT, "被支援的地区没有单位", "被支援的區域沒有單位");
    put(Reason.CONVOY_NOT_AT_SEA, "只有海域上（或港口中）的舰队才能运输", "只有海域上（或港口中）的艦隊才能護送");
    put(Reason.SUPPORT_ACROSS_BORDER, "不能跨越特殊边界（海峡或好望角）提供支援", "不能跨越特殊邊界（海峽或好望角）提供支援");
    put(Reason.CONVOY_BY_ARMY, "陆军不能运输", "軍隊不能護送");
    put(Reason.CONVOY_OF_FLEET, "只有陆军可以被运输", "只有軍隊可以被護送");
    put(Reason.CONVOY_NO_ARMY, "被运输的陆军所在地没有单位", "被護送的軍隊所在區域沒有單位");
    put(Reason.CONVOY_NOT_NEEDED, "从陆军到目的地的舰队链都用不到这支舰队", "從軍隊到目標省份的艦隊鏈都用不到這支艦隊");
    put(Reason.CONVOY_IMPOSSIBLE_DESTINATION, "运输的目的地不是陆军能被运到的省份", "護送的目標不是軍隊能被護送到的省份");
    put(Reason.MISSING_NATIONALITY, "命令没有写明所指单位的国籍", "指令沒有寫明所指單位屬於哪個勢力");
    put(Reason.WRONG_NATIONALITY, "命令写错了所指单位的国籍", "指令寫錯了所指單位屬於的勢力");
    put(Reason.MULTIPLE_ORDERS, "该单位有两条以上不同的命令，按坚守处理", "該單位有兩條以上不同的指令，按堅守處理");
    put(Reason.SUPERSEDED, "该单位另有命令，执行的是那一条", "該單位另有指令，執行的是那一條");
    put(Reason.WRONG_PHASE, "这种命令不属于本阶段", "這種指令不屬於本階段");

    put(Reason.RETREATED, "单位已撤退", "單位已撤退");
    put(Reason.RETREAT_BOUNCED, "两个以上单位撤往同一区块，全部解散", "兩個以上單位撤退到同一省份，全部解散");
    put(Reason.RETREAT_GAVE_WAY, "跨越特殊边界撤退的单位让位于撤往同一区块的其他单位，被解散",
        "跨越特殊邊界撤退的單位讓位於撤退到同一省份的其他單位，被解散");
    put(Reason.DISBANDED, "单位已解散", "單位已解散");
    put(Reason.NOT_NEEDED, "该单位没有被击退，预先下达的撤退命令不适用", "該單位沒有被驅逐，預先下達的撤退指令不適用");
    put(Reason.PLACED_BY_JUDGE, "所列区块都不能撤入，由天神决定撤退方向", "所列省份都不能撤退，由仲裁員安置該單位");
    put(Reason.NOT_DISLODGED, "该单位没有被击退，不能撤退", "該單位沒有被驅逐，不能撤退");
    put(Reason.RETREAT_TO_ATTACKER_ORIGIN, "不可以撤入对它发动攻击的区块", "不能撤退到驅逐單位出發的省份");
    put(Reason.RETREAT_TO_STANDOFF, "不得撤入本回合因对峙而空出来的区块", "不能撤退到本回合因僵持而空置的省份");
    put(Reason.RETREAT_OCCUPIED, "不可以撤入有其他单位的区块", "不能撤退到有其他單位的省份");

    put(Reason.BUILT, "新单位已生产", "新單位已建造");
    put(Reason.REMOVED, "单位已解散", "單位已解散");
    put(Reason.WAIVED, "放弃了一次生产", "放棄了一次建造");
    put(Reason.NOT_HOME_CENTRE, "新单位只能生产在母国资源点上", "新單位只能在家鄉補給中心建造");
    put(Reason.CENTRE_NOT_OWNED, "该资源点不属于生产的国家", "該補給中心不屬於建造的勢力");
    put(Reason.NOT_SUPPLY_CENTRE, "新单位只能生产在资源点上", "新單位只能在補給中心建造");
    put(Reason.PARTISAN_SITE_CLOSED, "只有拥有部分而非全部母国资源点时，才能在游击据点生产",
        "只有擁有部分而非全部家鄉補給中心時，才能在游擊據點建造");
    put(Reason.NO_HOME_CENTRE_OWNED, "该国已失去全部母国资源点，不能生产新单位", "該勢力已失去全部家鄉補給中心，不能建造新單位");
    put(Reason.UNIT_HIBERNATING, "该单位所在地区本季节关闭，只能驻守", "該單位所在地區本季節關閉，只能駐守");
    put(Reason.PROVINCE_SHUT, "该地区本季节关闭", "該地區本季節關閉");
    put(Reason.IMMOBILE_DUMMY, "无人操控国家的单位不能移动或撤退", "無人操控勢力的單位不能移動或撤退");
    put(Reason.NO_CONTROL, "下令的国家不控制该国", "下令的勢力不控制該勢力");
    put(Reason.STRICT_LEAGUE, "严格同盟的国家只能支援或运输本同盟的单位", "嚴格同盟的勢力只能支援或運輸本同盟的單位");
    put(Reason.LEAGUE_FORBIDS, "友善同盟的国家不能帮助外盟单位攻击友方同盟的单位", "友善同盟的勢力不能幫助外盟單位攻擊友方同盟的單位");
    put(Reason.BORDER_CLOSED, "只有拥有指定资源点的国家才能通过这条边界", "只有擁有指定補給中心的勢力才能通過這條邊界");
    put(Reason.CENTRE_OCCUPIED, "该资源点上已有单位", "該補給中心上已有單位");
    put(Reason.NO_BUILDS_ALLOWED, "该国不能生产新单位", "該勢力不能建造新單位");
    put(Reason.NO_DISBANDS_DUE, "该国不需要解散单位", "該勢力不需要解散單位");
    put(Reason.BUILD_UNIT_TYPE_MISSING, "生产命令没有写明陆军还是舰队", "建造指令沒有寫明軍隊還是艦隊");
    put(Reason.EXCESS_CLAIM, "该国可宣布的新母国资源点已用完", "該勢力可宣告的新家鄉補給中心已用完");
    put(Reason.TOO_MANY_BUILDS, "该国可生产的单位数已用完", "該勢力可建造的單位數已用完");
    put(Reason.TOO_MANY_DISBANDS, "该国已解散了应解散的单位数", "該勢力已解散了應解散的單位數");
    put(Reason.ALTERNATIVE_SITES, "不能在一组备选母国资源点的全部空闲位置上生产", "不能在一組備選家鄉補給中心的全部空閒位置上建造");
    put(Reason.ALREADY_BUILT_THERE, "该省份已有另一条生产命令", "該省份已有另一條建造指令");
    put(Reason.ALREADY_REMOVED, "该单位已由另一条相同的命令解散", "該單位已由另一條相同的指令解散");
    put(Reason.WAIVE_NOT_ALLOWED, "规则书不允许放弃生产", "規則不允許放棄建造");
  }

  /**
   * The result as text in the notation's language: the printed order, the outcome and the reason, the {@code by}
   * provinces by their names in that language, and whether the unit was dislodged (when the reason does not
   * already say so).
   *
   * @param result the result of one order
   * @param notation the notation whose language (and names) the text is in
   * @return the text, one line
   */
  public static String describe(OrderResult result, OrderNotation notation) {
    checkNotNull(result, "result");
    checkNotNull(notation, "notation");
    Language lang = notation.language();
    String order = notation.print(result.order());
    boolean dislodgedToo = result.unitDislodged() && result.reason() != Reason.DISLODGED;
    StringBuilder sb = new StringBuilder(64);
    switch (lang) {
      case SIMPLIFIED_CHINESE:
      case TRADITIONAL_CHINESE: {
        boolean hans = lang == Language.SIMPLIFIED_CHINESE;
        sb.append(order).append(hans ? " —— " : "——").append(outcome(result.outcome(), lang)).append('：')
            .append(reasonText(result.reason(), lang));
        if (!result.by().isEmpty()) {
          sb.append("（涉及：");
          appendNames(sb, result, lang, "、");
          sb.append('）');
        }
        if (dislodgedToo) {
          sb.append(hans ? "；该单位被击退" : "；該單位被驅逐");
        }
        break;
      }
      default: {
        sb.append(order).append(" — ").append(outcome(result.outcome(), Language.ENGLISH)).append(": ")
            .append(englishSentence(result));
        if (dislodgedToo) {
          sb.append("; the unit was dislodged");
        }
      }
    }
    return sb.toString();
  }

  /**
   * The English sentence of a result: the reason, with the names of its {@code by} provinces woven in ("the
   * support was cut by the attacks from Livonia and Ukraine").
   */
  private static String englishSentence(OrderResult r) {
    String template = EN_BY.get(r.reason());
    if (r.by().isEmpty() || template == null) {
      String alone = EN.getOrDefault(r.reason(), r.reason().description());
      if (r.by().isEmpty()) {
        return alone;
      }
      StringBuilder sb = new StringBuilder(alone).append(" (");
      appendNames(sb, r, Language.ENGLISH, ", ");
      return sb.append(')').toString();
    }
    StringBuilder names = new StringBuilder();
    int n = r.by().size();
    for (int i = 0; i < n; i++) {
      names.append(i == 0 ? "" : i == n - 1 ? " and " : ", ").append(Language.ENGLISH.provinceName(r.by().get(i)));
    }
    String text = String.format(java.util.Locale.ROOT, template, names);
    if (n > 1) {
      text = text.replace("the attack from", "the attacks from").replace("the fleet in", "the fleets in")
          .replace(" was dislodged", " were dislodged").replace("the unit in", "the units in");
    }
    return text;
  }

  private static void appendNames(StringBuilder sb, OrderResult r, Language lang, String sep) {
    String s = "";
    for (Province p : r.by()) {
      sb.append(s).append(lang.provinceName(p));
      s = sep;
    }
  }

  /**
   * The outcome in a language: {@code succeeded}, {@code 成功}, {@code 失败}, {@code 無效}, …
   *
   * @param outcome the outcome
   * @param language the language
   * @return the word or words for it
   */
  public static String outcome(Outcome outcome, Language language) {
    checkNotNull(outcome, "outcome");
    checkNotNull(language, "language");
    switch (language) {
      case SIMPLIFIED_CHINESE:
        return outcome == Outcome.SUCCEEDED ? "成功" : outcome == Outcome.FAILED ? "失败" : "无效";
      case TRADITIONAL_CHINESE:
        return outcome == Outcome.SUCCEEDED ? "成功" : outcome == Outcome.FAILED ? "失敗" : "無效";
      case RUSSIAN:
        return outcome == Outcome.SUCCEEDED ? "выполнен" : outcome == Outcome.FAILED ? "не выполнен" : "недопустим";
      default:
        return outcome == Outcome.SUCCEEDED ? "succeeded" : outcome == Outcome.FAILED ? "failed" : "illegal";
    }
  }

  /**
   * The reason in a language: a short English sentence a player reads ("the support was cut"), or the
   * translation for a Chinese script (English when there is none yet, and for Russian).
   *
   * @param reason the reason
   * @param language the language
   * @return the text
   */
  public static String reasonText(Reason reason, Language language) {
    return translation(reason, language).orElse(reason.description());
  }

  /**
   * The reason's text written for a language: the English sentence (for a reason without one of its own,
   * {@link Reason#description()}), the translation for a Chinese script; empty when none is written (always for
   * Russian).
   *
   * @param reason the reason
   * @param language the language
   * @return the text, or empty
   */
  public static Optional<String> translation(Reason reason, Language language) {
    checkNotNull(reason, "reason");
    checkNotNull(language, "language");
    switch (language) {
      case ENGLISH:
        return Optional.of(EN.getOrDefault(reason, reason.description()));
      case SIMPLIFIED_CHINESE:
        return Optional.ofNullable(HANS.get(reason));
      case TRADITIONAL_CHINESE:
        return Optional.ofNullable(HANT.get(reason));
      default:
        return Optional.empty();
    }
  }
}
