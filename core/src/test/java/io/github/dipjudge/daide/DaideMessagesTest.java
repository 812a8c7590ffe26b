package io.github.dipjudge.daide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * DAIDE's tokens and level-0 board messages: the standard map's token numbers are the protocol document's, the
 * messages read as the syntax document writes them, and what is written reads back.
 */
class DaideMessagesTest {
  static final GameMap MAP = GameMap.standard();
  static final DaideTokens T = DaideTokens.of(MAP);

  @Example
  void standardTokensAreTheProtocolDocumentsNumbers() {
    assertThat(T.province(MAP.province("boh"))).isEqualTo(0x5000);
    assertThat(T.province(MAP.province("ukr"))).isEqualTo(0x5006);
    assertThat(T.province(MAP.province("bud"))).isEqualTo(0x5107);
    assertThat(T.province(MAP.province("adr"))).isEqualTo(0x520E);
    assertThat(T.province(MAP.province("eng"))).isEqualTo(0x5214);
    assertThat(T.province(MAP.province("lyo"))).isEqualTo(0x5216);
    assertThat(T.province(MAP.province("wes"))).isEqualTo(0x5220);
    assertThat(T.province(MAP.province("alb"))).isEqualTo(0x5421);
    assertThat(T.province(MAP.province("ank"))).isEqualTo(0x5530);
    assertThat(T.province(MAP.province("ven"))).isEqualTo(0x5547);
    assertThat(T.province(MAP.province("bul"))).isEqualTo(0x5748);
    assertThat(T.province(MAP.province("stp"))).isEqualTo(0x574A);
    assertThat(T.power(MAP.power("austria"))).isEqualTo(0x4100);
    assertThat(T.power(MAP.power("turkey"))).isEqualTo(0x4106);
    assertThat(T.coast(MAP.coasts().get(0))).isEqualTo(0x4600);
    assertThat(T.provinces()).hasSize(75);
    assertThat(T.representation()).isEmpty();
    assertThat(DaideMessage.builder(T).word("SUB HLO NOW MDF YES REJ SMR").build().text(T))
        .isEqualTo("SUB HLO NOW MDF YES REJ SMR");
    assertThat(DaideMessage.builder(T).word("SUB").build().token(0)).isEqualTo(0x4818);
    assertThat(DaideMessage.builder(T).word("MRT NSU RET WIN").build().encode())
        .containsExactly(0x49, 0x04, 0x44, 0x10, 0x45, 0x06, 0x47, 0x04);
  }

  @Example
  void theStartingPositionIsWrittenAsTheSyntaxDocumentWritesIt() {
    Position start = Position.initial(MAP);
    String now = DaideMessages.now(T, start, Rulebook.datc()).text(T);
    assertThat(now).startsWith("NOW ( SPR 1901 ) ").contains("( AUS FLT TRI )", "( RUS FLT ( STP SCS ) )",
        "( ENG FLT LON )").hasSize(now.length());
    assertThat(now.split("\\( [A-Z]{3} (AMY|FLT) ", -1)).hasSize(23);
    String sco = DaideMessages.sco(T, start).text(T);
    assertThat(sco).startsWith("SCO ( AUS ").contains("( ENG EDI LON LVP )")
        .containsPattern("\\( UNO( [A-Z]{3}){12} \\)$");
    String mdf = DaideMessages.mdf(T).text(T);
    assertThat(mdf).startsWith("MDF ( AUS ENG FRA GER ITA RUS TUR ) ( ( ( AUS BUD VIE TRI ) ( ENG ")
        .contains("( BUL ( AMY CON GRE RUM SER ) ( ( FLT ECS ) BLA CON RUM ) ( ( FLT SCS ) AEG CON GRE ) )",
            "( CON ( AMY ANK BUL SMY ) ( FLT AEG ANK BLA ( BUL ECS ) ( BUL SCS ) SMY ) )",
            "( ADR ( FLT ALB APU ION TRI VEN ) )", "( BOH ( AMY GAL MUN SIL TYR VIE ) )")
        .doesNotContain("SWI");
    assertThat(DaideMessage.decode(DaideMessages.mdf(T).encode())).isEqualTo(DaideMessages.mdf(T));
    assertThat(DaideMessages.map(T).text(T)).isEqualTo("MAP ( 'standard' )");
  }

  @Example
  void resultsAndRetreatsAreWrittenFromTheGame() {
    OrderNotation en = OrderNotation.english(MAP);
    Game g = Game.start(MAP, Rulebook.datc());
    g = g.advance(List.of(en.parse("Germany: A mun - bur"), en.parse("France: A par - bur"),
        en.parse("England: F lon - eng"), en.parse("France: A mar S French A par - bur")));
    assertThat(g.history().get(0).result().results()).hasSize(4);
    Position spring = g.history().get(0).position();
    StringBuilder all = new StringBuilder();
    for (OrderResult r : g.history().get(0).result().results()) {
      all.append(DaideMessages.ord(T, spring, r).text(T)).append('\n');
    }
    assertThat(all.toString()).contains("ORD ( SPR 1901 ) ( ( GER AMY MUN ) MTO BUR ) ( BNC )",
        "ORD ( SPR 1901 ) ( ( FRA AMY PAR ) MTO BUR ) ( SUC )", "ORD ( SPR 1901 ) ( ( ENG FLT LON ) MTO ECH ) ( SUC )",
        "ORD ( SPR 1901 ) ( ( FRA AMY MAR ) SUP ( FRA AMY PAR ) MTO BUR ) ( SUC )");
    DaideMessages.Now now = DaideMessages.readNow(T, DaideMessages.now(T, g.position(), Rulebook.datc()));
    assertThat(now.phase()).isEqualTo(g.position().phase());
    assertThat(now.units()).containsExactlyInAnyOrderElementsOf(g.position().units());
  }

  @Example
  void aDislodgedUnitIsListedWithItsRetreats() {
    OrderNotation en = OrderNotation.english(MAP);
    Game g = Game.start(MAP, Rulebook.datc());
    g = g.advance(List.of(en.parse("A mun - bur"), en.parse("A par - pic")));
    g = g.advance(List.of(en.parse("A bur - par"), en.parse("A ber - mun"), en.parse("A mun S A bur - par"),
        en.parse("A pic H")));
    g = g.advance(List.of(en.parse("A bur - par"), en.parse("A mun S A bur - par")));
    // Paris held by France in spring of 1902 is not attacked with support yet; dislodge it now.
    String text = DaideMessages.now(T, g.position(), Rulebook.datc()).text(T);
    assertThat(text).startsWith("NOW ( ");
    DaideMessages.Now now = DaideMessages.readNow(T, DaideMessages.now(T, g.position(), Rulebook.datc()));
    assertThat(now.dislodged().size()).isEqualTo(g.position().dislodged().size());
  }

  @Property(tries = 200)
  void numbersAndTextReadBack(@ForAll @IntRange(min = -8192, max = 8191) int n) {
    DaideMessage m = DaideMessage.builder(T).word("TME").open().number(n).close().text("ab").build();
    assertThat(m.text(T)).isEqualTo("TME ( " + n + " ) 'ab'");
    assertThat(DaideMessage.decode(m.encode())).isEqualTo(m);
    assertThat(m.parts()).hasSize(4); // each text character is a token
  }

  @Example
  void badBodiesAndBracketsAreRefused() {
    assertThatThrownBy(() -> DaideMessage.decode(new byte[3])).isInstanceOf(IllegalArgumentException.class);
    DaideMessage m = DaideMessage.builder(T).word("SUB ( ) )").build();
    assertThat(m.bracketsMatch()).isFalse();
    assertThatThrownBy(m::parts).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> DaideMessage.builder(T).number(9000)).isInstanceOf(IllegalArgumentException.class);
  }

  @Example
  void everyShippedVariantHasTokensAndAMapDescription() {
    for (String id : GameMap.variants()) {
      if (GameMap.variant(id).provinces().size() > 256) {
        // imperial's 356 provinces: DAIDE's tokens number at most 256, and the map is refused by name.
        assertThatThrownBy(() -> DaideTokens.of(GameMap.variant(id))).as(id)
            .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("map " + id + " has more than 256");
        continue;
      }
      DaideTokens t = DaideTokens.of(GameMap.variant(id));
      DaideMessage mdf = DaideMessages.mdf(t);
      assertThat(mdf.bracketsMatch()).as(id).isTrue();
      assertThat(t.representation().length).as(id)
          .isEqualTo(id.equals("standard") ? 0 : 6 * (t.provinces().size() + t.map().powers().size()));
    }
  }
}
