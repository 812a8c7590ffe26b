package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Orders power by power: adding, replacing, clearing, what is due, who is awaited, and checking one order now. */
class OrderSheetTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(MAP);
  private static final Power FRANCE = MAP.power("France");
  private static final Power ENGLAND = MAP.power("England");
  private static final Power GERMANY = MAP.power("Germany");

  private static List<String> ids(List<Location> ls) {
    return ls.stream().map(Location::id).toList();
  }

  @Test
  void ordersAreAddedReplacedAndClearedPowerByPower() {
    Game game = Game.start(MAP, Rulebook.datc());
    OrderSheet sheet = game.sheet();
    assertThat(sheet.waitingFor()).hasSize(7);
    assertThat(ids(sheet.dueLocations(FRANCE))).containsExactly("bre", "mar", "par");
    sheet = sheet.with(FRANCE, EN.parse("A Par - Bur")).with(FRANCE, EN.parse("A Mar - Spa"));
    assertThat(sheet.orders(FRANCE)).containsExactly(EN.parse("France: A Par - Bur"), EN.parse("France: A Mar - Spa"));
    // A new order for a unit replaces the power's earlier one.
    sheet = sheet.with(FRANCE, EN.parse("A Par - Pic"));
    assertThat(sheet.orders(FRANCE)).containsExactly(EN.parse("France: A Mar - Spa"), EN.parse("France: A Par - Pic"));
    assertThat(sheet.hasOrdered(FRANCE)).isTrue();
    assertThat(sheet.waitingFor()).doesNotContain(FRANCE).hasSize(6);
    // An empty list is an order to hold everything; clearing takes it back.
    sheet = sheet.withOrders(ENGLAND, List.of());
    assertThat(sheet.waitingFor()).doesNotContain(ENGLAND).hasSize(5);
    sheet = sheet.cleared(ENGLAND).cleared(FRANCE);
    assertThat(sheet.waitingFor()).hasSize(7);
    assertThat(sheet.orders()).isEmpty();
    assertThatThrownBy(() -> game.sheet().with(ENGLAND, EN.parse("France: A Par - Bur")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is France's, not England's");
    assertThat(game.sheet().toString()).isEqualTo("OrderSheet[Spring 1901 Movement, waiting for Austria, England,"
        + " France, Germany, Italy, Russia, Turkey]");
  }

  @Test
  void advancingBySheetIsAdvancingByItsOrdersAndSilentPowersHold() {
    Game game = Game.start(MAP, Rulebook.datc());
    OrderSheet sheet = game.sheet().with(GERMANY, EN.parse("A Mun - Bur"))
        .with(FRANCE, EN.parse("A Par - Bur")).with(FRANCE, EN.parse("A Mar S A Par - Bur"));
    Game bySheet = game.advance(sheet);
    Game byList = game.advance(List.of(EN.parse("France: A Par - Bur"), EN.parse("France: A Mar S A Par - Bur"),
        EN.parse("Germany: A Mun - Bur")));
    assertThat(bySheet).isEqualTo(byList);
    assertThat(bySheet.position().unitAt(MAP.province("bur")).orElseThrow().power()).isEqualTo(FRANCE);
    assertThat(bySheet.position().units(ENGLAND)).hasSize(3); // England ordered nothing: its units held
    assertThatThrownBy(() -> bySheet.advance(sheet)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("the sheet is for Spring 1901 Movement, the game is at Fall 1901 Movement");
  }

  @Test
  void anOrderIsCheckedNowWithTheReasonAdjudicationWouldGive() {
    OrderSheet sheet = Game.start(MAP, Rulebook.datc()).sheet();
    // Without the power: the sheet's is taken (legalOrders(...).contains(order) says false here).
    OrderCheck c = sheet.check(FRANCE, EN.parse("A Par - Bur"));
    assertThat(c.isLegal()).isTrue();
    assertThat(c.order()).isEqualTo(EN.parse("France: A Par - Bur"));
    assertThat(sheet.check(ENGLAND, EN.parse("F Lon - Mun")).illegal()).contains(Reason.FLEET_TO_LAND);
    assertThat(sheet.check(ENGLAND, "F London - Munich", EN).toString())
        .isEqualTo("England: F lon - mun: ILLEGAL FLEET_TO_LAND");
    assertThat(sheet.check(ENGLAND, EN.parse("A Par - Bur")).illegal()).contains(Reason.FOREIGN_UNIT);
    // The wrong unit type (DATC 4.C.2): legal under the default option B, illegal under A.
    assertThat(sheet.check(ENGLAND, EN.parse("A Lon - Wal")).isLegal()).isTrue();
    assertThat(OrderSheet.of(Position.initial(MAP), Rulebook.datc().with("4.C.2", "A"))
        .check(ENGLAND, EN.parse("A Lon - Wal")).illegal()).contains(Reason.WRONG_UNIT_TYPE);
    // Without a unit type (DATC 4.C.1): legal under the default option B, illegal under A.
    assertThat(sheet.check(FRANCE, EN.parse("Par - Bur")).isLegal()).isTrue();
    OrderSheet strict = OrderSheet.of(Position.initial(MAP), Rulebook.datc().with("4.C.1", "A"));
    assertThat(strict.check(FRANCE, EN.parse("Par - Bur")).illegal()).contains(Reason.MISSING_UNIT_TYPE);
    // In another notation.
    OrderNotation zh = OrderNotation.simplifiedChinese(MAP);
    assertThat(sheet.check(FRANCE, "巴黎陆军 移动 勃艮第", zh).isLegal()).isTrue();
  }

  @Test
  void retreatPhasesAskForTheUnitsThatCanRetreat() {
    Position retreat = Position.builder(MAP).phase(Phase.springMovement(1901).next())
        .dislodged(new io.github.dipjudge.position.DislodgedUnit(Unit.of(FRANCE, UnitType.ARMY,
            MAP.location("bur")), MAP.province("mun"), false))
        .unit(Unit.of(GERMANY, UnitType.ARMY, MAP.location("bur")))
        .build();
    OrderSheet sheet = OrderSheet.of(retreat, Rulebook.datc());
    assertThat(ids(sheet.dueLocations(FRANCE))).containsExactly("bur");
    assertThat(sheet.waitingFor()).containsExactly(FRANCE);
    assertThat(sheet.check(FRANCE, EN.parse("A Bur R Mun")).illegal()).contains(Reason.RETREAT_TO_ATTACKER_ORIGIN);
    assertThat(sheet.check(FRANCE, EN.parse("A Bur R Par")).isLegal()).isTrue();
  }

  @Test
  void adjustmentPhasesCountBuildsOnVacantOwnedHomeCentres() {
    Position.Builder b = Position.builder(MAP).phase(Phase.adjustment(1901))
        .unit(Unit.of(FRANCE, UnitType.ARMY, MAP.location("par")))
        .unit(Unit.of(ENGLAND, UnitType.FLEET, MAP.location("bre")))
        .unit(Unit.of(GERMANY, UnitType.ARMY, MAP.location("bur")))
        .unit(Unit.of(GERMANY, UnitType.ARMY, MAP.location("ruh")))
        .unit(Unit.of(GERMANY, UnitType.ARMY, MAP.location("hol")));
    for (String c : List.of("par", "mar", "bre", "spa", "bel", "por")) {
      b.owner(MAP.province(c), FRANCE);
    }
    b.owner(MAP.province("ber"), GERMANY);
    OrderSheet sheet = OrderSheet.of(b.build(), Rulebook.datc());
    // France owns six centres and has one unit, but only Marseilles is a vacant owned home centre (Paris holds a
    // unit, Brest an English fleet).
    assertThat(sheet.buildSites(FRANCE)).extracting(p -> p.id()).containsExactly("mar");
    assertThat(sheet.buildsDue(FRANCE)).isEqualTo(1);
    assertThat(ids(sheet.dueLocations(FRANCE))).containsExactly("mar");
    assertThat(sheet.buildsDue(GERMANY)).isEqualTo(-2);
    assertThat(ids(sheet.dueLocations(GERMANY))).containsExactly("bur", "hol", "ruh");
    assertThat(sheet.buildsDue(ENGLAND)).isEqualTo(-1);
    assertThat(sheet.waitingFor()).containsExactly(ENGLAND, FRANCE, GERMANY);
    assertThat(sheet.check(FRANCE, EN.parse("Build A Bre")).illegal()).contains(Reason.CENTRE_OCCUPIED);
    assertThat(sheet.check(FRANCE, EN.parse("Build F Mar")).isLegal()).isTrue();
    OrderSheet built = sheet.with(FRANCE, EN.parse("Build A Mar")).with(FRANCE, EN.parse("Build F Mar"));
    assertThat(built.orders(FRANCE)).containsExactly(EN.parse("France: Build F Mar"));
  }
}
