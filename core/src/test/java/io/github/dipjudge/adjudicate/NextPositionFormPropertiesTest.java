package io.github.dipjudge.adjudicate;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.PositionHash;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import io.github.dipjudge.rules.variant.BuildSiteRules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The next position the movement read-out makes from the previous one's arrays (past the public builder)
 * is the position the public {@link Position.Builder} makes of the same content: equal, with the same hash code, text
 * and {@link PositionHash}, on every shipped map and preset, through whole random games (so with dislodged units,
 * standoffs, pending and reassigned home centres where the maps have them); and it is the position the builder makes
 * from the result's own account of the phase (the moves that succeeded, the dislodged units, the standoffs). The
 * retreat adjudicator's next position is made the same way and checked alike, and so is the adjustment
 * adjudicator's, also against the builder's from its result (units built and removed, pending centres claimed). In
 * every adjustment phase, each power's {@link BuildSiteRules#siteCount} is the size of its
 * {@link BuildSiteRules#sites} list.
 */
class NextPositionFormPropertiesTest {

  private final CodePhasesPropertiesTest codeProperties = new CodePhasesPropertiesTest();

  @Provide
  Arbitrary<GameMap> gameMaps() {
    return codeProperties.gameMaps();
  }

  @Provide
  Arbitrary<Rulebook> rulebooks() {
    return codeProperties.rulebooks();
  }

  @Property(tries = 40, edgeCases = EdgeCasesMode.NONE)
  void theReadOutsPositionIsTheBuildersPosition(@ForAll("gameMaps") GameMap map, @ForAll("rulebooks") Rulebook rules,
      @ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Adjudicator adjudicator = Adjudicator.create(map, rules);
    LegalOrders gen = LegalOrders.create(map, rules);
    PositionHash hashes = PositionHash.of(map);
    Position pos = Position.initial(map);
    for (int phases = 0; phases < 30 && !pos.phase().isLast(); phases++) {
      int[] codes = CodePhasesPropertiesTest.codes(pos, gen, random, random.nextInt(4) == 0);
      PhaseResult full = adjudicator.adjudicate(pos, codes, 0, codes.length);
      Position next = adjudicator.nextPosition(pos, codes, 0, codes.length);
      String where = map.id() + ", " + rules.name() + ", " + pos.phase();
      assertThat(next).as(where).isEqualTo(full.nextPosition());
      assertSameForm(next, rebuilt(next), hashes, where + ": rebuilt");
      if (pos.phase().type() == PhaseType.ADJUSTMENT) {
        for (Power power : map.powers()) {
          assertThat(BuildSiteRules.siteCount(pos, power, rules)).as(where + ": " + power)
              .isEqualTo(BuildSiteRules.sites(pos, power, rules).size());
        }
      }
      if (full instanceof MovementResult) {
        assertSameForm(next, fromResult(pos, (MovementResult) full), hashes, where + ": from the result");
      }
      if (full instanceof AdjustmentResult) {
        assertSameForm(next, fromAdjustments(pos, (AdjustmentResult) full), hashes, where + ": from the adjustments");
      }
      pos = next;
    }
  }

  /** Dislodged units and a standoff, on the standard map: the arrays the read-out makes for them. */
  @Test
  void aDislodgementAndAStandoffComeOutAsTheBuilderMakesThem() {
    GameMap map = GameMap.standard();
    Adjudicator adjudicator = Adjudicator.create(map, Rulebook.datc());
    Position pos = Position.builder(map).phase(Phase.springMovement(1901))
        .unit(unit(map, "Austria", UnitType.ARMY, "vie")).unit(unit(map, "Austria", UnitType.ARMY, "tyr"))
        .unit(unit(map, "Germany", UnitType.ARMY, "boh")).unit(unit(map, "Russia", UnitType.ARMY, "war"))
        .unit(unit(map, "Turkey", UnitType.ARMY, "rum")).owner(map.province("vie"), map.power("Austria")).build();
    OrderNotation english = OrderNotation.english(map);
    List<Order> orders = new ArrayList<>();
    for (String line : List.of("Austria: A vie - boh", "Austria: A tyr S A vie - boh", "Germany: A boh H",
        "Russia: A war - ukr", "Turkey: A rum - ukr")) {
      orders.add(english.parse(line));
    }
    MovementResult r = adjudicator.movement(pos, orders);
    Position next = r.nextPosition();
    assertThat(next.phase().type()).isEqualTo(PhaseType.RETREAT);
    assertThat(next.dislodged()).extracting(d -> d.unit().province().id()).containsExactly("boh");
    assertThat(next.standoffs()).extracting(Province::id).containsExactly("ukr");
    assertSameForm(next, rebuilt(next), PositionHash.of(map), "standoff");
  }

  private static Unit unit(GameMap map, String power, UnitType type, String province) {
    return Unit.of(map.power(power), type, map.province(province).location());
  }

  private static void assertSameForm(Position actual, Position expected, PositionHash hashes, String where) {
    assertThat(actual).as(where).isEqualTo(expected);
    assertThat(expected).as(where).isEqualTo(actual);
    assertThat(actual.hashCode()).as(where).isEqualTo(expected.hashCode());
    assertThat(actual.toString()).as(where).isEqualTo(expected.toString());
    assertThat(actual.unitCount()).as(where).isEqualTo(expected.unitCount());
    assertThat(hashes.hash(actual)).as(where).isEqualTo(hashes.hash(expected));
  }

  /** The position's public content put through a new builder. */
  static Position rebuilt(Position p) {
    GameMap map = p.map();
    Position.Builder b = Position.builder(map).phase(p.phase());
    p.units().forEach(b::unit);
    p.dislodged().forEach(b::dislodged);
    p.standoffs().forEach(b::standoff);
    p.owners().forEach(b::owner);
    for (Power power : map.powers()) {
      b.pendingCentres(power, p.pendingCentres(power));
      p.controller(power).ifPresent(c -> b.controller(power, c)); // vassal's VASSAL_DUMMIES
      p.claimedHomes(power).forEach(c -> b.claimHome(power, c)); // ambition's &SC
    }
    if (p.homesReassigned()) {
      Map<Province, Power> homes = new LinkedHashMap<>();
      for (Power power : map.powers()) {
        p.homeCentres(power).forEach(c -> homes.put(c, power));
      }
      b.homes(homes);
    }
    return b.build();
  }

  /**
   * The next position as the builder makes it from an adjustment result: the units removed, the units built, and for
   * a build written by a power with pending centres on a centre nobody owns, the centre owned and one pending centre
   * used (builds by civil disorder claim none).
   */
  private static Position fromAdjustments(Position pos, AdjustmentResult r) {
    Position.Builder b = pos.toBuilder().phase(pos.phase().next());
    r.removed().forEach(u -> b.removeUnit(u.province()));
    Map<Power, Integer> pending = new LinkedHashMap<>();
    Map<Power, Integer> claims = new LinkedHashMap<>();
    for (Unit u : r.built()) {
      b.unit(u);
      Power p = u.power();
      // A build on a centre that is none of the power's homes claims it while a claim is left (ambition's &SC).
      int claimsLeft = claims.computeIfAbsent(p, x -> x.claimableHomes() > 0 ? pos.claimsLeft(x) : 0);
      if (claimsLeft > 0 && !pos.homeCentres(p).contains(u.province())) {
        b.claimHome(p, u.province());
        claims.put(p, claimsLeft - 1);
      }
      int left = pending.computeIfAbsent(p, pos::pendingCentres);
      if (!r.builtByCivilDisorder().contains(u) && left > 0 && pos.ownerAtIndex(u.province().index()) == null) {
        b.owner(u.province(), p).pendingCentres(p, left - 1);
        pending.put(p, left - 1);
      }
    }
    return b.build();
  }

  /** The next position as the builder makes it from the result: the moves that succeeded, dislodgements, standoffs. */
  private static Position fromResult(Position pos, MovementResult r) {
    Position.Builder b = pos.toBuilder().phase(pos.phase().next()).clearDislodged().clearStandoffs();
    for (OrderResult o : r.results()) {
      if (o.reason() == Reason.MOVED) {
        b.removeUnit(((Move) o.order()).location().province());
      }
    }
    for (DislodgedUnit d : r.dislodged()) {
      b.removeUnit(d.unit().province()).dislodged(d);
    }
    java.util.Set<Province> arrived = new java.util.HashSet<>();
    for (OrderResult o : r.results()) {
      // The same order given twice reads MOVED twice: the unit arrives once.
      if (o.reason() == Reason.MOVED && arrived.add(((Move) o.order()).location().province())) {
        Move m = (Move) o.order();
        Unit u = pos.unitAt(m.location().province()).orElseThrow();
        Location to = m.destination().province().location();
        if (u.type() == UnitType.FLEET && !to.province().coasts().isEmpty()) {
          // A fleet's move into a split province may leave its coast to the adjudicator (the one it can reach): the
          // coast is read from the next position, its unit's power and type from this one.
          to = r.nextPosition().unitAt(to.province()).orElseThrow().location();
        } else if (u.type() == UnitType.FLEET) {
          to = m.destination();
        }
        b.unit(Unit.of(u.power(), u.type(), to));
      }
    }
    r.standoffs().forEach(b::standoff);
    return b.build();
  }
}
