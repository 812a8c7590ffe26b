package io.github.dipjudge.order;

import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import java.util.Optional;

/**
 * Prints orders in Chinese, in the canonical form of one script. Stateless.
 *
 * <p>Simplified script follows the simplified-Chinese house rules: words separated by spaces in movement orders
 * ({@code 普鲁士陆军 移动 华沙}, {@code 加利西亚陆军 支援 普鲁士陆军 移动 华沙},
 * {@code 英吉利海峡舰队 运输 伦敦陆军 移动 布雷斯特}, {@code 伦敦陆军 经 英吉利海峡 移动 布雷斯特},
 * {@code 华沙陆军 坚守}), written together in the others ({@code 西班牙舰队（南岸）优先撤退到葡萄牙、西地中海、马赛},
 * {@code 威尼斯生产舰队}, {@code 柏林陆军解散}, {@code 优先建造：威尼斯舰队、罗马陆军}); a fleet's coast follows the unit
 * word ({@code 西班牙舰队（北岸）}), as the house rules write it.
 *
 * <p>Traditional script follows the traditional-Chinese rules: no spaces, {@code 到} for a move, {@code 護送} for a convoy
 * ({@code 羅馬軍隊到威尼斯}, {@code 基爾艦隊支援魯爾軍隊到荷蘭}, {@code 北海艦隊護送倫敦軍隊到荷蘭}, {@code 羅馬軍隊堅守}),
 * the coast before the unit word ({@code 聖彼得堡（北岸）艦隊到挪威}).
 *
 * <p>Both: the issuing power first with a full-width colon ({@code 俄国：}), a unit's nationality as
 * {@code 俄国的华沙陆军}, a move said to go by convoy without a route as {@code 经 海运}, a waived build as
 * {@code 放弃建造}.
 */
final class ChinesePrinter {
  private ChinesePrinter() {}

  /** The words of one script. */
  private static final class Words {
    final Language language;
    final boolean spaced;
    final boolean coastAfterUnit;
    final String move;
    final String support;
    final String convoy;
    final String hold;
    final String via;
    final String sea;
    final String retreat;
    final String retreatPriority;
    final String build;
    final String disband;
    final String buildPriority;
    final String disbandPriority;
    final String waive;

    Words(Language language, boolean spaced, boolean coastAfterUnit, String move, String support, String convoy,
        String hold, String via, String sea, String retreat, String retreatPriority, String build, String disband,
        String buildPriority, String disbandPriority, String waive) {
      this.language = language;
      this.spaced = spaced;
      this.coastAfterUnit = coastAfterUnit;
      this.move = move;
      this.support = support;
      this.convoy = convoy;
      this.hold = hold;
      this.via = via;
      this.sea = sea;
      this.retreat = retreat;
      this.retreatPriority = retreatPriority;
      this.build = build;
      this.disband = disband;
      this.buildPriority = buildPriority;
      this.disbandPriority = disbandPriority;
      this.waive = waive;
    }
  }

  private static final Words HANS = new Words(Language.SIMPLIFIED_CHINESE, true, true, "移动", "支援", "运输", "坚守",
      "经", "海运", "撤退到", "优先撤退到", "生产", "解散", "优先建造", "优先解散", "放弃建造");
  private static final Words HANT = new Words(Language.TRADITIONAL_CHINESE, false, false, "到", "支援", "護送", "堅守",
      "經", "海運", "撤退到", "優先撤退到", "建造", "解散", "優先建造", "優先解散", "放棄建造");

  static String print(Order o, Language language) {
    Words w = language == Language.TRADITIONAL_CHINESE ? HANT : HANS;
    String sp = w.spaced ? " " : "";
    StringBuilder sb = new StringBuilder(32);
    o.power().ifPresent(p -> sb.append(w.language.powerName(p)).append('：'));
    switch (o.kind()) {
      case HOLD: {
        Hold h = (Hold) o;
        unit(sb, w, h.unitType(), h.location()).append(sp).append(w.hold);
        break;
      }
      case MOVE: {
        Move m = (Move) o;
        unit(sb, w, m.unitType(), m.location());
        for (Province p : m.convoyPath()) {
          sb.append(sp).append(w.via).append(sp).append(w.language.provinceName(p));
        }
        if (m.viaConvoy() && m.convoyPath().isEmpty()) {
          sb.append(sp).append(w.via).append(sp).append(w.sea);
        }
        sb.append(sp).append(w.move).append(sp).append(w.language.placeName(m.destination()));
        break;
      }
      case SUPPORT_HOLD: {
        SupportHold s = (SupportHold) o;
        unit(sb, w, s.unitType(), s.location()).append(sp).append(w.support).append(sp);
        ref(sb, w, s.supported());
        break;
      }
      case SUPPORT_MOVE: {
        SupportMove s = (SupportMove) o;
        unit(sb, w, s.unitType(), s.location()).append(sp).append(w.support).append(sp);
        ref(sb, w, s.supported()).append(sp).append(w.move).append(sp)
            .append(w.language.placeName(s.destination()));
        break;
      }
      case CONVOY: {
        Convoy c = (Convoy) o;
        unit(sb, w, c.unitType(), c.location()).append(sp).append(w.convoy).append(sp);
        ref(sb, w, c.army()).append(sp).append(w.move).append(sp).append(w.language.placeName(c.destination()));
        break;
      }
      case RETREAT: {
        Retreat r = (Retreat) o;
        unit(sb, w, r.unitType(), r.location()).append(w.retreat).append(w.language.placeName(r.destination()));
        break;
      }
      case RETREAT_PRIORITY: {
        RetreatPriority rp = (RetreatPriority) o;
        unit(sb, w, rp.unitType(), rp.location()).append(w.retreatPriority);
        String sep = "";
        for (Location l : rp.destinations()) {
          sb.append(sep).append(w.language.placeName(l));
          sep = "、";
        }
        if (rp.thenDisband()) {
          sb.append(sep).append(w.disband);
        }
        break;
      }
      case DISBAND: {
        Disband d = (Disband) o;
        unit(sb, w, d.unitType(), d.location()).append(w.disband);
        break;
      }
      case BUILD: {
        Build b = (Build) o;
        sb.append(w.language.placeName(b.location())).append(w.build);
        b.unitType().ifPresent(t -> sb.append(w.language.unitName(t)));
        break;
      }
      case BUILD_PRIORITY: {
        sb.append(w.buildPriority).append('：');
        String sep = "";
        for (Build b : ((BuildPriority) o).builds()) {
          unit(sb.append(sep), w, b.unitType(), b.location());
          sep = "、";
        }
        break;
      }
      case DISBAND_PRIORITY: {
        sb.append(w.disbandPriority).append('：');
        String sep = "";
        for (Disband d : ((DisbandPriority) o).disbands()) {
          unit(sb.append(sep), w, d.unitType(), d.location());
          sep = "、";
        }
        break;
      }
      default:
        sb.append(w.waive);
    }
    return sb.toString();
  }

  /** A unit: {@code 西班牙舰队（南岸）} (simplified), {@code 聖彼得堡（北岸）艦隊} (traditional), {@code 罗马}. */
  private static StringBuilder unit(StringBuilder sb, Words w, Optional<UnitType> type, Location l) {
    if (type.isEmpty()) {
      return sb.append(w.language.placeName(l));
    }
    String u = w.language.unitName(type.get());
    if (w.coastAfterUnit && l.coast().isPresent()) {
      return sb.append(w.language.provinceName(l.province())).append(u).append('（')
          .append(w.language.coastName(l.coast().get())).append('）');
    }
    return sb.append(w.language.placeName(l)).append(u);
  }

  private static StringBuilder ref(StringBuilder sb, Words w, UnitRef r) {
    r.nationality().ifPresent(p -> sb.append(w.language.powerName(p)).append('的'));
    return unit(sb, w, r.type(), r.location());
  }
}
