package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Text in brackets at the end of a Chinese order is an annotation with a meaning, or an error: "by convoy" in its
 * natural forms in both scripts and in either kind of bracket makes a move a move by convoy; the traditional-Chinese rules'
 * {@code （<--護送）} marks a convoy order; anything else is refused with its column and its text.
 */
class ChineseNotationAnnotationsTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(MAP);
  private static final List<OrderNotation> CHINESE = List.of(OrderNotation.simplifiedChinese(MAP),
      OrderNotation.traditionalChinese(MAP));

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "法國：皮卡第軍隊到比利時（海運） | France: A pic - bel via convoy",
      "法国：皮卡第陆军 移动 比利时（海运） | France: A pic - bel via convoy",
      "皮卡第軍隊到比利時（經海運） | A pic - bel via convoy",
      "皮卡第陆军 移动 比利时（经海运） | A pic - bel via convoy",
      "皮卡第陆军 移动 比利时（经由海运） | A pic - bel via convoy",
      "皮卡第軍隊到比利時（經由海運） | A pic - bel via convoy",
      "皮卡第陆军 移动 比利时（通过海运） | A pic - bel via convoy",
      "皮卡第軍隊到比利時（通過海運） | A pic - bel via convoy",
      "皮卡第陆军 移动 比利时（走海路） | A pic - bel via convoy",
      "皮卡第陆军 移动 比利时（经海路） | A pic - bel via convoy",
      "皮卡第陆军 移动 比利时（海上运输） | A pic - bel via convoy",
      "皮卡第軍隊到比利時（經由海上運輸） | A pic - bel via convoy",
      "皮卡第陆军 移动 比利时 （ 经 海运 ） | A pic - bel via convoy",
      "皮卡第陆军 移动 比利时(海运) | A pic - bel via convoy",
      "皮卡第陆军 移动 比利时 (经由海运)。 | A pic - bel via convoy",
      "皮卡第陆军 移动 比利时。（海运） | A pic - bel via convoy",
      "皮卡第陆军 移动 比利时【海运】 | A pic - bel via convoy",
      "倫敦軍隊到荷蘭（被護送） | A lon - hol via convoy",
      "伦敦陆军 移动 荷兰（被运输） | A lon - hol via convoy",
      // The traditional-Chinese rules: the army's move order names "海運" (軍隊所有者在軍隊行軍指令中指定了“海運”), also after the destination.
      "倫敦軍隊到荷蘭“海運” | A lon - hol via convoy",
      "倫敦軍隊到荷蘭 經海運 | A lon - hol via convoy",
      "伦敦陆军 移动 荷兰 经由海运。 | A lon - hol via convoy",
      "倫敦軍隊海運到荷蘭 | A lon - hol via convoy",
      // Said twice, inline and in brackets: the same.
      "伦敦陆军 经 海运 移动 布雷斯特（海运） | A lon - bre via convoy",
      "伦敦陆军 经 英吉利海峡 移动 布雷斯特（经海运） | A lon - eng - bre",
      // The traditional-Chinese rules' mark of a convoy order, with or without its arrow, in either script and bracket.
      "北海艦隊護送倫敦軍隊到荷蘭（<--護送） | F nth C A lon - hol",
      "北海艦隊護送倫敦軍隊到荷蘭(<--護送) | F nth C A lon - hol",
      "北海艦隊護送倫敦軍隊到荷蘭（護送） | F nth C A lon - hol",
      "北海舰队 运输 伦敦陆军 移动 荷兰（<-运输） | F nth C A lon - hol",
      "北海舰队 运输 伦敦陆军 移动 荷兰（←护送） | F nth C A lon - hol",
  })
  void aKnownAnnotationHasItsMeaning(String text, String english) {
    for (OrderNotation n : CHINESE) {
      Order o = n.parse(text);
      assertThat(o).as(text).isEqualTo(EN.parse(english));
      assertThat(n.parse(n.print(o))).isEqualTo(o);
    }
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "皮卡第軍隊到比利時（隨便什麼） | 10 | unknown annotation \"（隨便什麼）\"",
      "法國：皮卡第軍隊到比利時（隨便什麼） | 13 | unknown annotation \"（隨便什麼）\"",
      "皮卡第陆军 移动 比利时 (whatever) | 14 | unknown annotation \"(whatever)\"",
      "皮卡第陆军 移动 比利时（海运）（随便） | 17 | unknown annotation \"（随便）\"",
      "皮卡第陆军 移动 比利时（） | 13 | unknown annotation \"（）\"",
      "皮卡第陆军 移动 比利时（海运 | 13 | the bracket \"（\" is not closed",
      "皮卡第陆军 移动 比利时（海运（海运） | 13 | unknown annotation \"（海运（海运）\"",
      // An annotation that does not fit the order.
      "北海艦隊護送倫敦軍隊到荷蘭（海運） | 14 | says the unit moves by convoy, but this order is no move",
      "巴黎陆军 坚守（海运） | 8 | says the unit moves by convoy, but this order is no move",
      "巴黎陆军 支援 皮卡第陆军 移动 比利时（被护送） | 21 | says the unit moves by convoy, but this order is no move",
      "巴黎陆军 坚守 海运 | 9 | expected the end of the order, found \"海运\"",
      "倫敦軍隊到荷蘭（<--護送） | 8 | marks a convoy order, but this order is no convoy",
      // Anywhere but at the end.
      "皮卡第軍隊（海運）到比利時 | 6 | the annotation \"（海運）\" goes at the end of the order",
      "皮卡第軍隊（隨便什麼）到比利時 | 7 | unknown coast \"隨便什麼\" of 皮卡第 (it has no separate coasts)",
  })
  void anyOtherBracketedTextIsAnErrorNamingIt(String text, int column, String message) {
    for (OrderNotation n : CHINESE) {
      ChineseNotationSentencesTest.rejection(() -> n.parse(text), text, column, message);
    }
  }
}
