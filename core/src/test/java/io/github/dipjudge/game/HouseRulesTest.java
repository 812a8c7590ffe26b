package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.adjudicate.TurnResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The simplified-Chinese house rules, a whole turn at a time. */
class HouseRulesTest {
  private final GameMap map = GameMap.standard();
  private final OrderNotation en = OrderNotation.english(map);
  private final Rulebook house = Rulebook.preset("house");

  private Position position(Phase phase, String... units) {
    Position.Builder b = Position.builder(map).phase(phase);
    for (String u : units) {
      String[] w = u.split(":? ");
      b.unit(Unit.of(map.power(w[0]), UnitType.ofLetter(w[1].charAt(0)), map.location(w[2])));
    }
    for (Power p : map.powers()) {
      p.homeCentres().forEach(c -> b.owner(c, p));
    }
    return b.build();
  }

  private List<Order> orders(String... lines) {
    List<Order> out = new ArrayList<>();
    for (String l : lines) {
      out.add(en.parse(l));
    }
    return out;
  }

  private TurnResult turn(Position pos, long seed, String... lines) {
    return Adjudicator.create(map, house).turn(pos, orders(lines), seed);
  }

  @Test
  void aListedUnitRetreatsToTheFirstLegalPlace() {
    // The house rules' example: F Spain(sc) retreats by priority to Portugal, Western Mediterranean, Marseilles.
    Position pos = position(Phase.springMovement(1901), "Italy: F spa/sc", "France: F lyo", "France: F wes",
        "France: A gas", "France: A por");
    TurnResult t = turn(pos, 1, "France: F lyo - spa/sc", "France: F wes S F lyo - spa/sc",
        "Italy: F spa/sc retreat priority: por, wes, mar", "France: A por H", "France: A gas H");
    // Portugal is occupied and the Western Mediterranean too; Marseilles is free.
    assertThat(t.retreatOrders()).extracting(en::print).containsExactly("Italy: F spa/sc R mar");
    assertThat(t.nextPosition().unitAt(map.province("mar")).map(Unit::power)).contains(map.power("Italy"));
    OrderResult r = t.results().get(2);
    assertThat(r.reason()).isEqualTo(Reason.RETREATED);
    assertThat(t.nextPosition().phase()).isEqualTo(Phase.fallMovement(1901));
  }

  @Test
  void theJudgePlacesUnitsWithoutAListByTheSeedsCriteria() {
    // Russian A War dislodged with no list: free neighbours are Livonia, Moscow (own centre), Ukraine, Silesia,
    // Galicia; the judge prefers an own supply centre: Moscow.
    Position pos = position(Phase.springMovement(1901), "Russia: A war", "Germany: A pru", "Germany: A sil",
        "Russia: F stp/sc");
    TurnResult t = turn(pos, 7, "Germany: A pru - war", "Germany: A sil S A pru - war");
    assertThat(t.retreatOrders()).extracting(en::print).containsExactly("Russia: A war R mos");
    assertThat(t.judgeNotes()).anyMatch(s -> s.contains("placed by the judge at mos"));
  }

  @Test
  void unitsWhoseOnlyRetreatIsTheSameProvinceAreBothDisbanded() {
    // The house rules, rule 2.3.1-5: the Austrian armies in Vienna and Budapest are dislodged and Galicia is the only legal
    // retreat of each; with no list, both are disbanded.
    Position pos = position(Phase.springMovement(1901), "Austria: A vie", "Austria: A bud", "Italy: A tyr",
        "Italy: A boh", "Italy: A tri", "Turkey: A ser", "Turkey: A rum");
    TurnResult t = turn(pos, 3, "Italy: A tyr - vie", "Italy: A boh S A tyr - vie", "Turkey: A ser - bud",
        "Turkey: A rum S A ser - bud", "Italy: A tri H");
    assertThat(t.movement().dislodged()).hasSize(2);
    assertThat(t.retreat().disbanded()).hasSize(2);
    assertThat(t.nextPosition().unitAt(map.province("gal"))).isEmpty();
  }

  @Test
  void twoDifferentRetreatOrdersForOneUnitCountForNeitherAndTheJudgePlacesIt() {
    // DATC 4.D.3 option C (the house preset's) for the retreats ordered in advance: a list and a disband order for
    // the dislodged Russian army in Warsaw differ, so neither counts and the judge places the army (Moscow, an own
    // centre), whichever is listed first.
    Position pos = position(Phase.springMovement(1901), "Russia: A war", "Germany: A pru", "Germany: A sil");
    for (boolean disbandFirst : new boolean[] {false, true}) {
      String list = "Russia: A war retreat priority: lvn";
      String disband = "Russia: Disband A war";
      TurnResult t = turn(pos, 7, "Germany: A pru - war", "Germany: A sil S A pru - war",
          disbandFirst ? disband : list, disbandFirst ? list : disband);
      assertThat(t.results().get(2).reason()).isEqualTo(Reason.MULTIPLE_ORDERS);
      assertThat(t.results().get(3).reason()).isEqualTo(Reason.MULTIPLE_ORDERS);
      assertThat(t.retreatOrders()).extracting(en::print).containsExactly("Russia: A war R mos");
    }
    // Under option A the first counts.
    TurnResult a = Adjudicator.create(map, house.with("4.D.3", "A")).turn(pos, orders("Germany: A pru - war",
        "Germany: A sil S A pru - war", "Russia: A war retreat priority: lvn", "Russia: Disband A war"), 7);
    assertThat(a.retreatOrders()).extracting(en::print).containsExactly("Russia: A war R lvn");
    assertThat(a.results().get(3).reason()).isEqualTo(Reason.SUPERSEDED);
  }

  @Test
  void repeatedRetreatOrdersCountOnceAndShareTheResult() {
    // The same list twice, and a disband order beside a list holding only "disband" (the same order).
    Position pos = position(Phase.springMovement(1901), "Russia: A war", "Germany: A pru", "Germany: A sil");
    TurnResult t = turn(pos, 7, "Germany: A pru - war", "Germany: A sil S A pru - war",
        "Russia: A war retreat priority: lvn, ukr", "Russia: A war retreat priority: lvn, ukr");
    assertThat(t.results().get(2).reason()).isEqualTo(Reason.RETREATED);
    assertThat(t.results().get(3)).isEqualTo(t.results().get(2));
    TurnResult d = turn(pos, 7, "Germany: A pru - war", "Germany: A sil S A pru - war",
        "Russia: Disband A war", "Russia: A war retreat priority: disband");
    assertThat(d.results().get(2).reason()).isEqualTo(Reason.DISBANDED);
    assertThat(d.results().get(3).reason()).isEqualTo(Reason.DISBANDED);
    assertThat(d.nextPosition().units(map.power("Russia"))).isEmpty();
  }

  @Test
  void aRemovalNamingNoUnitOfTheTurnsStartIsRefusedAndHitsNoNewcomer() {
    // Germany names "A mun" for removal though no unit stood there when the orders were written; its army from
    // Berlin moves to Munich this Fall. The removal does not fall on it: NO_UNIT, and the judge removes by its rule.
    Position pos = position(Phase.fallMovement(1901), "Germany: A ber", "Germany: A ruh", "Germany: A boh",
        "France: A bur", "France: A bel");
    TurnResult t = turn(pos, 5, "Germany: A ber - mun", "France: A bur - ruh", "France: A bel S A bur - ruh",
        "Germany: Disband A mun");
    assertThat(t.results().get(3).reason()).isEqualTo(Reason.NO_UNIT);
    assertThat(t.adjustmentOrders()).isEmpty();
  }

  @Test
  void aRemovalOfAUnitLostInTheTurnNoLongerApplies() {
    // Germany keeps Berlin only (France holds Kiel and Munich) and three units after the turn: two removals. Its
    // list names the army in Ruhr first, which is dislodged with no legal retreat and disbanded: the list's next two
    // units are removed (before, the first item was passed on, naming the French army now in Ruhr).
    Position pos = position(Phase.fallMovement(1901), "Germany: A ruh", "Germany: A boh", "Germany: A tyr",
        "Germany: A ber", "France: A bur", "France: A bel", "France: A hol", "France: A kie", "France: A mun");
    TurnResult t = turn(pos, 5, "France: A bur - ruh", "France: A bel S A bur - ruh", "France: A hol H",
        "France: A kie H", "France: A mun H", "Germany: Disband priority: A ruh, A boh, A tyr");
    assertThat(t.retreat().disbanded()).extracting(u -> u.province().id()).containsExactly("ruh");
    assertThat(t.adjustmentOrders()).extracting(en::print).containsExactly("Germany: Disband A boh",
        "Germany: Disband A tyr");
    assertThat(t.adjustment().orElseThrow().removed()).extracting(u -> u.province().id())
        .containsExactly("boh", "tyr");
  }

  @Test
  void fallAdjustmentsOrderedInAdvanceFollowTheUnits() {
    // Germany takes Denmark and Holland, builds by priority; Russia loses Sweden? Simple: Germany gains two centres.
    Position pos = position(Phase.fallMovement(1901), "Germany: F den", "Germany: A hol", "Germany: A ber",
        "Germany: A mun", "Germany: F kie", "England: F nth");
    TurnResult t = turn(pos, 11, "Germany: F kie - bal", "Germany: A ber - pru", "Germany: A mun - sil",
        "Germany: Build priority: F kie, A mun, A ber", "England: Build A lon");
    assertThat(t.adjustment()).isPresent();
    // Germany owns 5 centres (ber, kie, mun, den, hol) with 5 units: no build; England has 3 centres, 1 unit: builds.
    assertThat(t.nextPosition().phase()).isEqualTo(Phase.springMovement(1902));
    assertThat(t.nextPosition().unitAt(map.province("lon"))).isPresent();
    assertThat(t.nextPosition().unitAt(map.province("kie"))).isEmpty();
  }

  @Test
  void aRemovalNamesTheUnitWhereItStoodAndFollowsItsMove() {
    // Austria has 3 units and 2 centres after the Fall (Trieste taken); it orders the removal of A Vie, which moves
    // to Galicia this Fall: the army in Galicia is removed.
    Position pos = position(Phase.fallMovement(1901), "Austria: A vie", "Austria: A bud", "Austria: F alb",
        "Italy: A ven", "Italy: A tyr");
    TurnResult t = turn(pos, 5, "Austria: A vie - gal", "Austria: F alb - gre", "Italy: A ven - tri",
        "Austria: Disband A vie");
    assertThat(t.nextPosition().centreCount(map.power("Austria"))).isEqualTo(3); // vie bud + gre
    // Austria owns vie, bud, gre (3) and has 3 units: the removal is not needed.
    assertThat(t.adjustmentOrders()).extracting(en::print).containsExactly("Austria: Disband A gal");
    assertThat(t.nextPosition().unitAt(map.province("gal"))).isPresent();
  }

  @Test
  void judgeRemovalsPreferOverseasUnits() {
    // Italy ends the Fall with 3 centres and 4 units, orders no removal: the army outside Italy goes.
    Position pos = position(Phase.fallMovement(1901), "Italy: A ven", "Italy: A rom", "Italy: F nap",
        "Italy: A pie", "Austria: A tyr", "Austria: A tri");
    Position.Builder b = pos.toBuilder();
    // Italy loses Venice.
    TurnResult t = Adjudicator.create(map, house).turn(b.build(), orders("Italy: A ven - tus",
        "Austria: A tyr - ven", "Austria: A tri S A tyr - ven", "Italy: A pie H", "Italy: A rom H", "Italy: F nap H"),
        99);
    assertThat(t.nextPosition().centreCount(map.power("Italy"))).isEqualTo(2);
    assertThat(t.nextPosition().units(map.power("Italy"))).hasSize(2);
    // Both units outside the home centres but inside Italy's territory are Tuscany and Piedmont (no centres);
    // they are removed before the centre units.
    assertThat(t.nextPosition().unitAt(map.province("rom"))).isPresent();
    assertThat(t.nextPosition().unitAt(map.province("nap"))).isPresent();
  }

  @Test
  void aSeededGameReplaysIdentically() {
    Game a = Game.start(map, house).withSeed(42);
    Game b = Game.start(map, house).withSeed(42);
    for (int i = 0; i < 6 && !a.isOver(); i++) {
      a = a.advance(List.of());
      b = b.advance(List.of());
      assertThat(a.position()).isEqualTo(b.position());
      assertThat(a.seed()).isEqualTo(b.seed());
    }
    assertThat(a.position().phase().year()).isGreaterThanOrEqualTo(1903);
  }

  @Test
  void noSelfDislodgementByConvoy() {
    // England convoys a French army from Picardy? Classic: an English fleet convoys a German army to London,
    // attacking the English army there with support: under the house rule it has no attack strength against England.
    Position pos = position(Phase.springMovement(1901), "England: A lon", "England: F nth", "Germany: A bel",
        "Germany: F eng");
    List<Order> orders = orders("Germany: A bel - lon via convoy", "England: F nth C A bel - lon",
        "Germany: F eng S A bel - lon", "England: A lon H");
    var house = Adjudicator.create(map, this.house).movement(pos, orders);
    var datc = Adjudicator.create(map, Rulebook.datc()).movement(pos, orders);
    assertThat(datc.dislodged()).hasSize(1);
    assertThat(house.dislodged()).isEmpty();
  }

  @Test
  void mostCentresAfterTheLastYearWinsAndATieIsExtended() {
    Power france = map.power("France");
    Power germany = map.power("Germany");
    Position.Builder b = Position.builder(map).phase(Phase.fallMovement(1908));
    b.unit(Unit.of(france, UnitType.ARMY, map.location("par")));
    b.unit(Unit.of(germany, UnitType.ARMY, map.location("ber")));
    b.owner(map.province("par"), france).owner(map.province("bre"), france).owner(map.province("ber"), germany);
    Game g = Game.of(b.build(), house).advance(List.of());
    assertThat(g.ending()).isPresent();
    assertThat(g.winner()).contains(france);

    Position.Builder tie = Position.builder(map).phase(Phase.fallMovement(1908));
    tie.unit(Unit.of(france, UnitType.ARMY, map.location("par")));
    tie.unit(Unit.of(germany, UnitType.ARMY, map.location("ber")));
    tie.owner(map.province("par"), france).owner(map.province("ber"), germany);
    Game t = Game.of(tie.build(), house).advance(List.of());
    assertThat(t.ending()).isEmpty(); // a tie: one more year
    t = t.advance(List.of()).advance(List.of());
    assertThat(t.ending()).isPresent();
    assertThat(t.ending().get().draw()).isTrue();
    assertThat(t.ending().get().winners()).containsExactlyInAnyOrder(france, germany);
  }

  @Test
  void anAllianceCompetesWithTheSumOfItsCentres() {
    Power france = map.power("France");
    Power england = map.power("England");
    Power germany = map.power("Germany");
    Position.Builder b = Position.builder(map).phase(Phase.fallMovement(1908));
    b.unit(Unit.of(france, UnitType.ARMY, map.location("par")));
    b.unit(Unit.of(germany, UnitType.ARMY, map.location("ber")));
    b.owner(map.province("par"), france).owner(map.province("lon"), england)
        .owner(map.province("ber"), germany).owner(map.province("mun"), germany);
    Game g = Game.of(b.build(), house).withAlliances(List.of(List.of(france, england))).advance(List.of());
    // France + England own 2, Germany 2: a tie, extended.
    assertThat(g.ending()).isEmpty();
  }
}
