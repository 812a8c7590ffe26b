package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The turn sequence: skipped phases, ownership after Fall, history, elimination and victory. */
class GameTest {
  private final GameMap map = GameMap.standard();
  private final OrderNotation en = OrderNotation.english(map);

  private List<Order> orders(String... lines) {
    List<Order> out = new ArrayList<>();
    for (String l : lines) {
      out.add(en.parse(l));
    }
    return out;
  }

  @Test
  void aQuietYearSkipsEmptyRetreatsAndAdjustments() {
    Game g = Game.start(map, Rulebook.datc());
    assertThat(g.position().phase()).isEqualTo(Phase.springMovement(1901));
    g = g.advance(List.of());
    // No dislodgement: the Spring retreat phase is passed over.
    assertThat(g.position().phase()).isEqualTo(Phase.fallMovement(1901));
    assertThat(g.history()).hasSize(2);
    assertThat(g.history().get(0).result()).isInstanceOf(MovementResult.class);
    assertThat(g.history().get(1).skipped()).isTrue();
    assertThat(g.history().get(1).result()).isInstanceOf(RetreatResult.class);
    g = g.advance(List.of());
    // Nobody gained or lost a centre: Fall retreats and Winter adjustments are passed over.
    assertThat(g.position().phase()).isEqualTo(Phase.springMovement(1902));
    assertThat(g.history()).hasSize(5);
    assertThat(g.history().get(4).result()).isInstanceOf(AdjustmentResult.class);
    assertThat(g.history().get(4).skipped()).isTrue();
  }

  @Test
  void skippedPhasesCanBeKept() {
    Game g = Game.start(map, Rulebook.datc()).keepingSkippedPhases();
    g = g.advance(List.of());
    assertThat(g.position().phase()).isEqualTo(new Phase(1901, Season.SPRING, PhaseType.RETREAT));
    g = g.advance(List.of());
    assertThat(g.position().phase()).isEqualTo(Phase.fallMovement(1901));
  }

  @Test
  void fallOwnershipFollowsTheUnitsAndBuildsFollow() {
    Game g = Game.start(map, Rulebook.datc());
    g = g.advance(orders("Germany: F Kie - Den", "Germany: A Ber - Kie", "Russia: A War - Gal"));
    g = g.advance(orders("Germany: F Den H"));
    // Germany now owns Denmark: one build; Winter is not skipped.
    assertThat(g.position().phase()).isEqualTo(Phase.adjustment(1901));
    Power germany = map.power("Germany");
    assertThat(g.position().owner(map.province("den"))).contains(germany);
    assertThat(g.position().centreCount(germany)).isEqualTo(4);
    // Galicia is no centre; Warsaw stays Russian though empty.
    assertThat(g.position().owner(map.province("war"))).contains(map.power("Russia"));
    g = g.advance(orders("Germany: Build A Ber"));
    assertThat(g.position().phase()).isEqualTo(Phase.springMovement(1902));
    assertThat(g.position().unitAt(map.province("ber"))).map(Unit::power).contains(germany);
    AdjustmentResult built = (AdjustmentResult) g.history().get(g.history().size() - 1).result();
    assertThat(built.built()).hasSize(1);
  }

  @Test
  void aDislodgementStopsAtTheRetreatPhase() {
    Position pos = Position.builder(map).phase(Phase.springMovement(1901))
        .unit(Unit.of(map.power("Austria"), io.github.dipjudge.map.UnitType.ARMY, map.location("ser")))
        .unit(Unit.of(map.power("Turkey"), io.github.dipjudge.map.UnitType.ARMY, map.location("bul")))
        .unit(Unit.of(map.power("Turkey"), io.github.dipjudge.map.UnitType.ARMY, map.location("gre")))
        .build();
    Game g = Game.of(pos, Rulebook.datc())
        .advance(orders("Turkey: A Bul - Ser", "Turkey: A Gre S A Bul - Ser"));
    assertThat(g.position().phase().type()).isEqualTo(PhaseType.RETREAT);
    assertThat(g.position().dislodged()).hasSize(1);
    g = g.advance(orders("Austria: A Ser R Bud"));
    assertThat(g.position().phase()).isEqualTo(Phase.fallMovement(1901));
    assertThat(g.position().unitAt(map.province("bud"))).isPresent();
  }

  @Test
  void victoryAtEighteenCentresAfterFall() {
    Power france = map.power("France");
    Position.Builder b = Position.builder(map).phase(Phase.fallMovement(1910));
    int owned = 0;
    for (var p : map.provinces()) {
      if (p.isSupplyCentre() && owned < 17) {
        b.owner(p, france);
        owned++;
      }
    }
    // A French army next to an unowned centre takes the eighteenth.
    var target = map.provinces().stream().filter(p -> p.isSupplyCentre()).skip(17).findFirst().get();
    var from = map.neighbours(target.location(), io.github.dipjudge.map.UnitType.ARMY).get(0);
    b.unit(Unit.of(france, io.github.dipjudge.map.UnitType.ARMY, from));
    b.unit(Unit.of(map.power("Turkey"), io.github.dipjudge.map.UnitType.ARMY, map.location("arm")));
    Game g = Game.of(b.build(), Rulebook.datc());
    assertThat(g.winner()).isEmpty();
    g = g.advance(List.of(io.github.dipjudge.order.Move.of(io.github.dipjudge.map.UnitType.ARMY, from,
        target.location())));
    assertThat(g.position().centreCount(france)).isEqualTo(18);
    assertThat(g.winner()).contains(france);
    assertThat(g.isOver()).isTrue();
    Game over = g;
    assertThatThrownBy(() -> over.advance(List.of())).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void eliminationAndTheVictoryThresholdIsARulebookValue() {
    Game g = Game.start(map, Rulebook.datc().withVictoryCentres(4));
    assertThat(g.eliminated()).isEmpty();
    assertThat(g.victoryCentres(1901)).isEqualTo(4);
    g = g.advance(orders("Germany: F Kie - Den", "Germany: A Mun - Ruh"));
    g = g.advance(orders("Germany: A Ruh - Hol"));
    // Five centres, more than any other power: Germany wins.
    assertThat(g.winner()).contains(map.power("Germany"));
    // A power with no units and no centres is eliminated.
    Position lonely = Position.builder(map).phase(Phase.springMovement(1901))
        .unit(Unit.of(map.power("England"), io.github.dipjudge.map.UnitType.FLEET, map.location("nth"))).build();
    Game solo = Game.of(lonely, Rulebook.datc());
    assertThat(solo.eliminated()).hasSize(6);
    assertThat(solo.survivors()).containsExactly(map.power("England"));
    assertThat(solo.isOver()).isTrue();
  }

  @Test
  void powersTiedForTheMostCentresDoNotWinAndTheGameGoesOn() {
    Game g = Game.start(map, Rulebook.datc().withVictoryCentres(4));
    g = g.advance(orders("Germany: F Kie - Den"));
    g = g.advance(List.of());
    // Germany has the count, but so has Russia (its four home centres): the game goes on.
    assertThat(g.position().centreCount(map.power("Germany"))).isEqualTo(4);
    assertThat(g.position().centreCount(map.power("Russia"))).isEqualTo(4);
    assertThat(g.ending()).isEmpty();
    assertThat(g.isOver()).isFalse();
    assertThat(g.victoryCentres(1901)).isEqualTo(4);
    assertThat(Game.start(map, Rulebook.datc()).victoryCentres(1901)).isEqualTo(18);
  }

  @Test
  void historyIsImmutableAndAdvancingLeavesTheOldGameAsItWas() {
    Game g0 = Game.start(map, Rulebook.datc());
    Game g1 = g0.advance(List.of());
    assertThat(g0.history()).isEmpty();
    assertThat(g0.position().phase()).isEqualTo(Phase.springMovement(1901));
    assertThat(g1.history()).isNotEmpty();
  }
}
