package io.github.dipjudge.adjudicate;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.Retreat;
import io.github.dipjudge.order.SupportMove;
import io.github.dipjudge.order.UnitRef;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A border open only to the owner of given centres ({@link GameMap#borderOwners}): the shipped imperial's straits between the
 * Black Sea and the Aegean, open to the owner of Constantinople. The adjudicator refuses a move, a support and a
 * retreat across it by another power's unit ({@link Reason#BORDER_CLOSED}), and the legal-order generator leaves them
 * out, by generation and by sampling alike; a change of owner opens it to the new one.
 */
class OwnerBordersTest {
  private static final GameMap MAP = GameMap.variant("imperial");
  private static final Rulebook DATC = Rulebook.datc();
  private static final Power RUSSIA = MAP.power("Russia");
  private static final Power TURKEY = MAP.power("Turkey");

  private static Location at(String id) {
    return MAP.location(id);
  }

  private static Unit fleet(Power p, String loc) {
    return Unit.of(p, UnitType.FLEET, at(loc));
  }

  /** The initial ownership (Turkey owns Constantinople), no unit, in the Spring of 1861. */
  private static Position.Builder spring() {
    Position.Builder b = Position.builder(MAP).phase(Phase.springMovement(1861));
    for (Power p : MAP.powers()) {
      p.initialCentres().forEach(c -> b.owner(c, p));
    }
    return b;
  }

  private static Move move(Power p, String from, String to) {
    return new Move(Optional.of(p), Optional.of(UnitType.FLEET), at(from), at(to), false,
        com.google.common.collect.ImmutableList.of());
  }

  @Test
  void theMapSaysWhoMayCross() {
    assertThat(MAP.hasOwnerBorders()).isTrue();
    assertThat(MAP.borderOwners(at("bla"), at("aeg"))).containsExactly(MAP.province("con"));
    assertThat(MAP.borderOwners(at("aeg"), at("bla"))).containsExactly(MAP.province("con"));
    assertThat(MAP.borderOwners(at("bla"), at("sev"))).isEmpty();
    assertThat(GameMap.standard().hasOwnerBorders()).isFalse();
  }

  @Test
  void onlyTheOwnersFleetMovesAndSupportsAcross() {
    Position pos = spring().unit(fleet(RUSSIA, "bla")).unit(fleet(TURKEY, "aeg")).unit(fleet(RUSSIA, "con"))
        .build();
    Move russian = move(RUSSIA, "bla", "aeg");
    SupportMove support = new SupportMove(Optional.of(RUSSIA), Optional.of(UnitType.FLEET), at("con"),
        new UnitRef(Optional.of(RUSSIA), Optional.of(UnitType.FLEET), at("bla")), at("aeg"));
    MovementResult r = Adjudicator.create(MAP, DATC).movement(pos, List.of(russian, support));
    assertThat(r.results()).extracting(OrderResult::reason)
        .containsExactly(Reason.BORDER_CLOSED, Reason.SUPPORT_IMPOSSIBLE_MOVE);
    List<Order> legal = LegalOrders.create(MAP, DATC).orders(pos);
    assertThat(legal).doesNotContain(russian).contains(move(TURKEY, "aeg", "ion"));
    // The owner's fleet in the Aegean may attack the Black Sea.
    assertThat(legal).contains(move(TURKEY, "aeg", "bla"));
    // Russia owning Constantinople: the same move is legal, generated and made.
    Position russian1862 = pos.toBuilder().owner(MAP.province("con"), RUSSIA).build();
    MovementResult moved = Adjudicator.create(MAP, DATC).movement(russian1862.toBuilder()
        .removeUnit(MAP.province("aeg")).build(), List.of(russian));
    assertThat(moved.results().get(0).reason()).isEqualTo(Reason.MOVED);
    assertThat(LegalOrders.create(MAP, DATC).orders(russian1862)).contains(russian);
  }

  @Test
  void samplingDrawsOnlyWhatGenerationGives() {
    Position pos = spring().unit(fleet(RUSSIA, "bla")).unit(fleet(TURKEY, "aeg")).build();
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
  }

  @Test
  void aRetreatAcrossIsClosedToAnotherPower() {
    // A Russian fleet dislodged from the Black Sea by a Turkish attack from Constantinople may not retreat to the
    // Aegean while Turkey owns Constantinople.
    Position pos = spring().unit(fleet(RUSSIA, "bla")).unit(fleet(TURKEY, "con"))
        .unit(fleet(TURKEY, "ang/nc")).build();
    Move attack = move(TURKEY, "con", "bla");
    SupportMove support = new SupportMove(Optional.of(TURKEY), Optional.of(UnitType.FLEET), at("ang/nc"),
        new UnitRef(Optional.of(TURKEY), Optional.of(UnitType.FLEET), at("con")), at("bla"));
    MovementResult r = Adjudicator.create(MAP, DATC).movement(pos, List.of(attack, support));
    assertThat(r.dislodged()).extracting(DislodgedUnit::unit).containsExactly(fleet(RUSSIA, "bla"));
    assertThat(r.retreatOptions().get(MAP.province("bla"))).contains(at("sev"), at("rum")).doesNotContain(at("aeg"));
    Position retreat = r.nextPosition();
    Retreat toAegean = new Retreat(Optional.of(RUSSIA), Optional.of(UnitType.FLEET), at("bla"), at("aeg"));
    RetreatResult rr = Adjudicator.create(MAP, DATC).retreat(retreat, List.of(toAegean));
    assertThat(rr.results().get(0).reason()).isEqualTo(Reason.BORDER_CLOSED);
    assertThat(rr.retreatOptions(MAP.province("bla"))).isEqualTo(r.retreatOptions().get(MAP.province("bla")));
    assertThat(LegalOrders.create(MAP, DATC).orders(retreat)).doesNotContain(toAegean)
        .contains(new Retreat(Optional.of(RUSSIA), Optional.of(UnitType.FLEET), at("bla"), at("sev")));
  }
}
