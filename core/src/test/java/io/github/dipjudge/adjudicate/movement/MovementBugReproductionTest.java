package io.github.dipjudge.adjudicate.movement;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.map.GameMap;
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

/**
 * Minimal reproductions of the counterexamples {@link MovementPropertiesTest} found (shrunk by jqwik, then by hand).
 * Both bugs are fixed; these keep them fixed.
 */
class MovementBugReproductionTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation ENGLISH = OrderNotation.english(MAP);

  /** Units as {@code "Turkey: F bla"}. */
  private static Position position(String... units) {
    Position.Builder b = Position.builder(MAP).phase(Phase.springMovement(1901));
    for (String u : units) {
      String[] p = u.split(":? ");
      b.unit(Unit.of(MAP.power(p[0]), p[1].equals("A") ? UnitType.ARMY : UnitType.FLEET, MAP.location(p[2])));
    }
    return b.build();
  }

  private static List<Order> orders(String... lines) {
    List<Order> out = new ArrayList<>();
    for (String l : lines) {
      out.add(ENGLISH.parse(l));
    }
    return out;
  }

  /**
   * Found by {@code anyRulebookTerminatesWithAConsistentBoard}. Under 4.A.7 option A the armies in Bulgaria and
   * Rumania swap places (Bulgaria's by convoy), and Serbia also moves to Bulgaria. Neither swapping army is
   * dislodged, so option A changes nothing: Rumania (strength 2) takes Bulgaria and Serbia bounces, as under the
   * default option B. Instead {@code MovementResolver.preventStrength} gives Rumania's move no prevent strength
   * because the move from Bulgaria into Rumania succeeded (the option-A branch does not ask whether Rumania's unit
   * was dislodged, that is whether its own move failed), so Serbia's move succeeds too and the adjudication throws
   * {@code IllegalArgumentException: two units in bul} from {@code Position.Builder} in {@code readOut}.
   */
  @Test
  void dislodgedUnitBounceOptionAWithASwapByConvoy() {
    Rulebook rules = Rulebook.datc().with("4.A.7", "A_NO_EFFECT_ON_ATTACKER_ORIGIN");
    Position pos = position("Turkey: F bla", "Turkey: A bul", "Russia: A con", "Russia: A rum", "Austria: A ser");
    List<Order> orders = orders(
        "Austria: A ser - bul",
        "Turkey: A bul - rum via convoy",
        "Turkey: F bla C A bul - rum",
        "Russia: A rum - bul",
        "Russia: A con S A rum - bul");
    MovementResult r = Adjudicator.create(MAP, rules).movement(pos, orders);
    assertThat(r.results()).extracting(OrderResult::reason).containsExactly(Reason.BOUNCED, Reason.MOVED,
        Reason.CONVOYED, Reason.MOVED, Reason.SUPPORT_GIVEN);
    assertThat(r.nextPosition().unitAt(MAP.province("bul")).map(Unit::power)).contains(MAP.power("russia"));
    assertThat(r.nextPosition().unitAt(MAP.province("rum")).map(Unit::power)).contains(MAP.power("turkey"));
  }

  /**
   * Found by {@code everyPresetExplainsEachOutcome}. Under the 2000 preset (4.A.3 with land fallback) an army
   * ordered via convoy with no convoy falls back to its land route and cuts the support of the unit it attacks; the
   * support's result is SUPPORT_CUT but its {@code by} is empty. {@code MovementAdjudicator.explain} lists as
   * cutters only moves whose path holds or that succeeded, not a land-fallback move whose convoy failed (which
   * {@code MovementResolver.adjudicateSupport} does count as cutting).
   */
  @Test
  void supportCutByALandFallbackMoveNamesTheCutter() {
    Position pos = position("Austria: F adr", "Austria: F ven", "England: A apu");
    List<Order> orders = orders("England: A apu - ven via convoy", "Austria: F ven S F adr");
    MovementResult r = Adjudicator.create(MAP, Rulebook.preset("2000")).movement(pos, orders);
    assertThat(r.results().get(0).reason()).isEqualTo(Reason.FAILED_TO_DISLODGE);
    assertThat(r.results().get(1).reason()).isEqualTo(Reason.SUPPORT_CUT);
    assertThat(r.results().get(1).by()).containsExactly(MAP.province("apu"));
  }
}
