package io.github.dipjudge.adjudicate;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.CrossingRule;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.MapFormatException;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The special borders of DPjudge's map format (map-file-syntax.txt, "Special Restrictions") on a small map of this
 * test's own, since no shipped map has a strait ({@code ~}): "Support cannot be offered across the adjacency. Movement
 * across the adjacency has no strength (except that given by any supporting units). This means that even if the
 * move is made with one valid support, a unit HOLDing at the destination will not be dislodged. This also means that
 * an unsupported move across the boundary will not cut any support being offered by a unit at the destination." The
 * map also has a Cape border ({@code *}) for the order in which retreats give way, and for head-to-head battles.
 *
 * <pre>
 *   p - q ~ r   p, r, s: centres      r ~ w, w - q
 *   p - r, p - s, q - s, r - s        r * t, t - u, r - u, s - u
 *   c1 ~ c2 (coastal, army and fleet edges), both on the sea z
 * </pre>
 */
class CrossingRulesTest {
  static final String MAP_TEXT = String.join("\n",
      "map crossings | Crossings",
      "",
      "power red | Red | Red",
      "  home p",
      "  start A p",
      "",
      "power blue | Blue | Blue",
      "  home r",
      "  start A r",
      "",
      "province p inland centre | Pea",
      "  army q r s",
      "province q inland | Queue",
      "  army p ~r s w",
      "province r inland centre | Are",
      "  army p ~q s *t u ~w",
      "province s inland centre | Ess",
      "  army p q r u",
      "province t inland | Tea",
      "  army *r u",
      "province u inland | You",
      "  army r s t",
      "province w inland | Double",
      "  army q ~r",
      "province c1 coastal centre | Sea One",
      "  army ~c2",
      "  fleet z ~c2",
      "province c2 coastal | Sea Two",
      "  army ~c1",
      "  fleet z ~c1",
      "province z sea | Zed",
      "  fleet c1 c2",
      "");

  static final GameMap MAP = map();

  private static GameMap map() {
    try {
      return GameMap.parse("crossings.map", MAP_TEXT);
    } catch (MapFormatException e) {
      throw new AssertionError(e);
    }
  }

  private static final OrderNotation EN = OrderNotation.english(MAP);
  private static final Rulebook RULES = Rulebook.datc();

  private static Position movement(String... units) {
    Position.Builder b = Position.builder(MAP).phase(Phase.springMovement(1901));
    for (String u : units) {
      b.unit(unit(u));
    }
    return b.build();
  }

  /** "Red A q" */
  private static Unit unit(String text) {
    String[] w = text.split(" ");
    return Unit.of(MAP.power(w[0]), w[1].equals("F") ? UnitType.FLEET : UnitType.ARMY, MAP.location(w[2]));
  }

  private static MovementResult move(Position pos, String... orders) {
    List<Order> os = new ArrayList<>();
    for (String o : orders) {
      os.add(EN.parse(o));
    }
    return Adjudicator.create(MAP, RULES).movement(pos, os);
  }

  private static Reason reason(PhaseResult r, int i) {
    return r.results().get(i).reason();
  }

  @Test
  void theMapCarriesTheMarkers() {
    assertThat(MAP.crossingRule(MAP.location("q"), MAP.location("r"))).isEqualTo(CrossingRule.NO_STRENGTH);
    assertThat(MAP.crossingRule(MAP.location("r"), MAP.location("t"))).isEqualTo(CrossingRule.HALF_STRENGTH);
    assertThat(MAP.crossingRule(MAP.location("p"), MAP.location("r"))).isEqualTo(CrossingRule.NONE);
  }

  @Test
  void anUnsupportedMoveAcrossAStraitEntersAnEmptyProvince() {
    MovementResult r = move(movement("Red A q"), "Red: A q - r");
    assertThat(reason(r, 0)).isEqualTo(Reason.MOVED);
  }

  @Test
  void withOneSupportAMoveAcrossAStraitDoesNotDislodgeAHoldingUnit() {
    MovementResult one = move(movement("Red A q", "Red A p", "Blue A r"),
        "Red: A q - r", "Red: A p S A q - r", "Blue: A r H");
    assertThat(reason(one, 0)).isEqualTo(Reason.FAILED_TO_DISLODGE);
    assertThat(one.dislodged()).isEmpty();
    // With two supports it does: 0 + 2 against 1.
    MovementResult two = move(movement("Red A q", "Red A p", "Red A s", "Blue A r"),
        "Red: A q - r", "Red: A p S A q - r", "Red: A s S A q - r", "Blue: A r H");
    assertThat(reason(two, 0)).isEqualTo(Reason.MOVED);
    assertThat(two.dislodged()).hasSize(1);
  }

  @Test
  void anUnsupportedMoveAcrossAStraitDoesNotCutSupportButASupportedOneDoes() {
    MovementResult unsupported = move(movement("Red A q", "Blue A r", "Blue A s"),
        "Red: A q - r", "Blue: A r S A s");
    assertThat(reason(unsupported, 0)).isEqualTo(Reason.FAILED_TO_DISLODGE);
    assertThat(reason(unsupported, 1)).isEqualTo(Reason.SUPPORT_GIVEN);
    MovementResult supported = move(movement("Red A q", "Red A w", "Blue A r", "Blue A s"),
        "Red: A q - r", "Red: A w S A q - r", "Blue: A r S A s");
    assertThat(reason(supported, 1)).isEqualTo(Reason.SUPPORT_ACROSS_BORDER); // w borders r by a strait too
    MovementResult cut = move(movement("Red A q", "Red A p", "Blue A r", "Blue A s"),
        "Red: A q - r", "Red: A p S A q - r", "Blue: A r S A s");
    assertThat(reason(cut, 0)).isEqualTo(Reason.FAILED_TO_DISLODGE);
    assertThat(reason(cut, 2)).isEqualTo(Reason.SUPPORT_CUT);
  }

  @Test
  void noSupportAcrossAStraitOrTheCape() {
    MovementResult r = move(movement("Red A q", "Red A p", "Blue A r", "Red A t", "Red A u"),
        "Red: A q S A p - r", "Blue: A r S A p - q", "Red: A t S A u - r", "Red: A p - r", "Red: A u H");
    assertThat(reason(r, 0)).isEqualTo(Reason.SUPPORT_ACROSS_BORDER);
    assertThat(reason(r, 1)).isEqualTo(Reason.SUPPORT_ACROSS_BORDER);
    assertThat(reason(r, 2)).isEqualTo(Reason.SUPPORT_ACROSS_BORDER);
    // A hold support across the border is refused too.
    MovementResult hold = move(movement("Red A q", "Red A r"), "Red: A q S A r");
    assertThat(reason(hold, 0)).isEqualTo(Reason.SUPPORT_ACROSS_BORDER);
  }

  @Test
  void twoMovesAcrossStraitsIntoOneProvinceBounceAndAnOrdinaryMoveBeatsThem() {
    MovementResult both = move(movement("Red A q", "Blue A w"), "Red: A q - r", "Blue: A w - r");
    assertThat(reason(both, 0)).isEqualTo(Reason.BOUNCED);
    assertThat(reason(both, 1)).isEqualTo(Reason.BOUNCED);
    assertThat(both.nextPosition().isStandoff(MAP.province("r"))).isTrue();
    MovementResult ordinary = move(movement("Red A q", "Blue A p"), "Red: A q - r", "Blue: A p - r");
    assertThat(reason(ordinary, 0)).isEqualTo(Reason.BOUNCED);
    assertThat(reason(ordinary, 1)).isEqualTo(Reason.MOVED);
    // Half strength beats no strength.
    MovementResult half = move(movement("Red A q", "Blue A t"), "Red: A q - r", "Blue: A t - r");
    assertThat(reason(half, 0)).isEqualTo(Reason.BOUNCED);
    assertThat(reason(half, 1)).isEqualTo(Reason.MOVED);
  }

  @Test
  void aHeadToHeadAcrossTheCapeIsFoughtAtHalfStrengthBothWays() {
    MovementResult even = move(movement("Red A t", "Blue A r"), "Red: A t - r", "Blue: A r - t");
    assertThat(reason(even, 0)).isEqualTo(Reason.FAILED_TO_DISLODGE); // beaten head to head, as on ordinary borders
    assertThat(reason(even, 1)).isEqualTo(Reason.FAILED_TO_DISLODGE);
    // One support (from u, over ordinary borders) decides it: 1/2 + 1 against 1/2.
    MovementResult supported = move(movement("Red A t", "Red A u", "Blue A r"),
        "Red: A t - r", "Red: A u S A t - r", "Blue: A r - t");
    assertThat(reason(supported, 0)).isEqualTo(Reason.MOVED);
    assertThat(supported.dislodged()).extracting(d -> d.unit().province().id()).containsExactly("r");
  }

  @Test
  void fleetsCrossAStraitLikeArmies() {
    MovementResult alone = move(movement("Red F c1"), "Red: F c1 - c2");
    assertThat(reason(alone, 0)).isEqualTo(Reason.MOVED);
    MovementResult held = move(movement("Red F c1", "Red F z", "Blue A c2"),
        "Red: F c1 - c2", "Red: F z S F c1 - c2", "Blue: A c2 H");
    assertThat(reason(held, 0)).isEqualTo(Reason.FAILED_TO_DISLODGE);
  }

  // ============================================================================================ retreats

  /** A retreat phase with the given dislodged units, each ordered to retreat to r, and the reasons in order. */
  private static List<Reason> retreatToR(String... dislodged) {
    Position.Builder b = Position.builder(MAP).phase(new Phase(1901, Season.SPRING, PhaseType.RETREAT));
    List<Order> orders = new ArrayList<>();
    for (String d : dislodged) {
      Unit u = unit(d);
      // Attacked from s, which every one of them borders but t and w: the origin plays no part here.
      b.dislodged(new DislodgedUnit(u, MAP.province(d.endsWith("t") ? "u" : d.endsWith("w") ? "q" : "s"), false));
      orders.add(EN.parse(u.power().name() + ": A " + u.location().id() + " - r"));
    }
    RetreatResult r = Adjudicator.create(MAP, RULES).retreat(b.build(), orders);
    List<Reason> out = new ArrayList<>();
    r.results().forEach(x -> out.add(x.reason()));
    return out;
  }

  @Test
  void aRetreatAcrossAStraitGivesWayToAnyOther() {
    assertThat(retreatToR("Red A q", "Blue A t")).containsExactly(Reason.RETREAT_GAVE_WAY, Reason.RETREATED);
    assertThat(retreatToR("Red A q", "Blue A u")).containsExactly(Reason.RETREAT_GAVE_WAY, Reason.RETREATED);
  }

  @Test
  void aRetreatAcrossTheCapeGivesWayToAnOrdinaryOne() {
    assertThat(retreatToR("Red A t", "Blue A u")).containsExactly(Reason.RETREAT_GAVE_WAY, Reason.RETREATED);
    assertThat(retreatToR("Red A q", "Red A t", "Blue A u"))
        .containsExactly(Reason.RETREAT_GAVE_WAY, Reason.RETREAT_GAVE_WAY, Reason.RETREATED);
  }

  @Test
  void retreatsAcrossBordersOfOneKindBounceAsOrdinaryOnesDo() {
    assertThat(retreatToR("Red A q", "Blue A w")).containsExactly(Reason.RETREAT_BOUNCED, Reason.RETREAT_BOUNCED);
    assertThat(retreatToR("Red A p", "Blue A u")).containsExactly(Reason.RETREAT_BOUNCED, Reason.RETREAT_BOUNCED);
    // Two ordinary retreats and one across the Cape: the ordinary ones bounce, the Cape one gives way.
    assertThat(retreatToR("Red A p", "Blue A u", "Red A t"))
        .containsExactly(Reason.RETREAT_BOUNCED, Reason.RETREAT_BOUNCED, Reason.RETREAT_GAVE_WAY);
    // Alone, a retreat across a strait arrives.
    assertThat(retreatToR("Red A q")).containsExactly(Reason.RETREATED);
  }

  // ============================================================================================ legal orders

  @Test
  void theGeneratorOffersNoSupportAcrossTheBordersAndAllItOffersIsLegal() {
    Position pos = movement("Red A q", "Red A p", "Blue A r", "Red A t", "Red A u", "Blue F c1", "Red A c2");
    LegalOrders lo = LegalOrders.create(MAP, RULES);
    List<Order> orders = lo.orders(pos);
    assertThat(orders).extracting(EN::print).contains("Red: A q - r", "Red: A p S A q - r")
        .doesNotContain("Red: A q S A p - r", "Blue: A r S A p - q", "Red: A t S A u - r", "Red: A q S A r");
    PhaseResult r = Adjudicator.create(MAP, RULES).adjudicate(pos, orders);
    for (OrderResult x : r.results()) {
      assertThat(LegalOrdersBoards.legal(x.reason())).as(EN.print(x.order())).isTrue();
    }
    assertThat(new java.util.HashSet<>(orders)).isEqualTo(LegalOrdersBoards.legalCandidates(pos, RULES));
  }
}
