package io.github.dipjudge.adjudicate;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A province open in some seasons only ({@link GameMap#openSeasons}): loeb9's Arctic Ocean, water in Spring and shut
 * otherwise, under its {@code HIBERNATE} rule. In Spring it is an ordinary sea; in Fall no unit moves, supports or
 * retreats into it ({@link Reason#PROVINCE_SHUT}), and a fleet standing there may only hold
 * ({@link Reason#UNIT_HIBERNATING}): it neither moves, supports nor convoys, and being out of reach it cannot be
 * dislodged. The legal-order generator agrees, by generation and by sampling.
 */
class SeasonalProvincesTest {
  private static final GameMap MAP = GameMap.variant("loeb9");
  private static final Rulebook DATC = Rulebook.datc();
  private static final OrderNotation EN = OrderNotation.english(MAP);
  private static final Power ENGLAND = MAP.power("England");
  private static final Power RUSSIA = MAP.power("Russia");

  private static Location at(String id) {
    return MAP.location(id);
  }

  private static Unit fleet(Power p, String loc) {
    return Unit.of(p, UnitType.FLEET, at(loc));
  }

  private static Unit army(Power p, String loc) {
    return Unit.of(p, UnitType.ARMY, at(loc));
  }

  private static Position.Builder board(Phase phase) {
    Position.Builder b = Position.builder(MAP).phase(phase);
    for (Power p : MAP.powers()) {
      p.initialCentres().forEach(c -> b.owner(c, p));
    }
    return b;
  }

  private static List<Reason> reasons(Position pos, String... orders) {
    List<Order> list = new java.util.ArrayList<>();
    for (String o : orders) {
      list.add(EN.parse(o));
    }
    return Adjudicator.create(MAP, DATC).movement(pos, list).results().stream().map(OrderResult::reason).toList();
  }

  @Test
  void theMapSaysTheArcticIsOpenInSpringOnly() {
    assertThat(MAP.ruleFlags()).contains("HIBERNATE");
    assertThat(MAP.openSeasons(MAP.province("arc"))).containsExactly(io.github.dipjudge.map.FirstPhase.Season.SPRING);
    assertThat(MAP.hasSeasonalProvinces()).isTrue();
    assertThat(GameMap.standard().hasSeasonalProvinces()).isFalse();
  }

  @Test
  void inSpringTheArcticIsASea() {
    Position pos = board(Phase.springMovement(1901)).unit(fleet(ENGLAND, "nwg")).unit(fleet(RUSSIA, "bar"))
        .unit(fleet(RUSSIA, "stp/nc")).build();
    assertThat(reasons(pos, "England: F nwg - arc", "Russia: F bar S F nwg - arc"))
        .containsExactly(Reason.MOVED, Reason.SUPPORT_GIVEN);
    assertThat(LegalOrders.create(MAP, DATC).orders(pos)).contains(EN.parse("England: F nwg - arc"),
        EN.parse("Russia: F bar - arc"));
  }

  @Test
  void inFallNothingEntersOrSupportsIntoTheArctic() {
    Position pos = board(Phase.fallMovement(1901)).unit(fleet(ENGLAND, "nwg")).unit(fleet(RUSSIA, "bar")).build();
    assertThat(reasons(pos, "England: F nwg - arc", "Russia: F bar S F nwg - arc"))
        .containsExactly(Reason.PROVINCE_SHUT, Reason.PROVINCE_SHUT);
    List<Order> legal = LegalOrders.create(MAP, DATC).orders(pos);
    assertThat(legal).doesNotContain(EN.parse("England: F nwg - arc"), EN.parse("Russia: F bar - arc"))
        .contains(EN.parse("England: F nwg - nao"), EN.parse("Russia: F bar - nwg"));
  }

  @Test
  void aFleetInTheArcticWhenItShutsMayOnlyHoldAndCannotBeDislodged() {
    Position fall = board(Phase.fallMovement(1901)).unit(fleet(ENGLAND, "arc")).unit(fleet(ENGLAND, "nwg"))
        .unit(fleet(RUSSIA, "bar")).unit(fleet(RUSSIA, "sib")).build();
    assertThat(reasons(fall, "England: F arc - nao", "England: F nwg S F arc", "Russia: F bar - arc",
        "Russia: F sib S F bar - arc")).containsExactly(Reason.UNIT_HIBERNATING, Reason.PROVINCE_SHUT,
            Reason.PROVINCE_SHUT, Reason.PROVINCE_SHUT);
    assertThat(reasons(fall, "England: F arc S F nwg", "England: F arc H"))
        .containsExactly(Reason.UNIT_HIBERNATING, Reason.HELD);
    MovementResult r = Adjudicator.create(MAP, DATC).movement(fall, List.of(EN.parse("Russia: F bar - arc")));
    assertThat(r.dislodged()).isEmpty();
    assertThat(r.nextPosition().unitAt(MAP.province("arc"))).contains(fleet(ENGLAND, "arc"));
    LegalOrders g = LegalOrders.create(MAP, DATC);
    assertThat(g.orders(fall, MAP.province("arc"))).containsExactly(EN.parse("England: F arc H"));
    // The next Spring it is free again.
    Position spring = fall.toBuilder().phase(Phase.springMovement(1902)).build();
    assertThat(reasons(spring, "England: F arc - nao")).containsExactly(Reason.MOVED);
    assertThat(g.orders(spring, MAP.province("arc"))).contains(EN.parse("England: F arc - nao"),
        EN.parse("England: F arc S F nwg"));
  }

  @Test
  void aFleetInTheArcticConvoysInSpringOnly() {
    Position.Builder b = board(Phase.springMovement(1901)).unit(army(RUSSIA, "sib")).unit(fleet(RUSSIA, "arc"))
        .unit(fleet(RUSSIA, "nwg"));
    String[] orders = {"Russia: A sib - osl", "Russia: F arc C A sib - osl", "Russia: F nwg C A sib - osl"};
    assertThat(reasons(b.build(), orders)).containsExactly(Reason.MOVED, Reason.CONVOYED, Reason.CONVOYED);
    Position fall = b.phase(Phase.fallMovement(1901)).build();
    assertThat(reasons(fall, orders)).containsExactly(Reason.NOT_ADJACENT, Reason.UNIT_HIBERNATING,
        Reason.CONVOY_NOT_NEEDED);
    assertThat(LegalOrders.create(MAP, DATC).orders(fall)).doesNotContain(EN.parse(orders[0]),
        EN.parse(orders[1]), EN.parse(orders[2]));
  }

  @Test
  void aRetreatIntoTheArcticInSpringOnly() {
    for (Phase phase : List.of(Phase.springMovement(1901), Phase.fallMovement(1901))) {
      Position pos = board(phase).unit(fleet(ENGLAND, "bar")).unit(fleet(RUSSIA, "stp/nc"))
          .unit(fleet(RUSSIA, "sib")).build();
      MovementResult r = Adjudicator.create(MAP, DATC).movement(pos,
          List.of(EN.parse("Russia: F stp/nc - bar"), EN.parse("Russia: F sib S F stp/nc - bar")));
      boolean spring = phase.season() == io.github.dipjudge.position.Season.SPRING;
      List<Location> options = r.retreatOptions().get(MAP.province("bar"));
      assertThat(options.contains(at("arc"))).isEqualTo(spring);
      assertThat(options).contains(at("nwg"), at("osl"));
      Position retreats = r.nextPosition();
      Order toArctic = EN.parse("England: F bar R arc");
      RetreatResult rr = Adjudicator.create(MAP, DATC).retreat(retreats, List.of(toArctic));
      assertThat(rr.results().get(0).reason()).isEqualTo(spring ? Reason.RETREATED : Reason.PROVINCE_SHUT);
      assertThat(rr.retreatOptions(MAP.province("bar"))).isEqualTo(options);
      assertThat(LegalOrders.create(MAP, DATC).orders(retreats).contains(toArctic)).isEqualTo(spring);
      if (spring) {
        // Retreated there in Spring, the fleet hibernates in the Fall.
        Position fall = rr.nextPosition();
        assertThat(fall.phase()).isEqualTo(Phase.fallMovement(1901));
        assertThat(reasons(fall, "England: F arc - nwg")).containsExactly(Reason.UNIT_HIBERNATING);
      }
    }
  }

  @Test
  void samplingDrawsOnlyWhatGenerationGives() {
    for (Phase phase : List.of(Phase.springMovement(1901), Phase.fallMovement(1901))) {
      Position pos = board(phase).unit(fleet(ENGLAND, "arc")).unit(fleet(ENGLAND, "nwg")).unit(army(RUSSIA, "sib"))
          .unit(fleet(RUSSIA, "bar")).unit(army(ENGLAND, "osl")).build();
      LegalOrders g = LegalOrders.create(MAP, DATC);
      int count = g.generate(pos);
      int[] generated = new int[count];
      for (int i = 0; i < count; i++) {
        generated[i] = g.code(i);
      }
      int slots = g.sample(pos);
      int k = 0;
      for (int s = 0; s < slots; s++) {
        for (int i = 0; i < g.slotSize(s); i++) {
          assertThat(g.slotCode(s, i)).isEqualTo(generated[k++]);
        }
      }
      assertThat(k).isEqualTo(count);
      // Every generated order is legal when adjudicated alone, codes and values alike.
      for (Order o : g.orders(pos)) {
        assertThat(Adjudicator.create(MAP, DATC).movement(pos, List.of(o)).results().get(0).reason().outcome())
            .as("%s in %s", o, phase).isNotEqualTo(Outcome.ILLEGAL);
      }
    }
  }
}
