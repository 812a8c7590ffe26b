package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.PositionHash;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;

/** Bot labs: the position hash, one power's random legal orders as values, the powers of slots. */
class BotLabApiTest {
  private static final GameMap MAP = GameMap.standard();
  private static final Rulebook RULES = Rulebook.datc();

  /** Every position of a random game (all kinds of phase, dislodged units, standoffs) and its current one. */
  private static List<Position> positions(GameMap map, long seed, int untilYear) {
    Game g = RandomGames.play(map, RULES, seed, untilYear, false);
    List<Position> out = new ArrayList<>();
    g.history().forEach(t -> out.add(t.position()));
    out.add(g.position());
    return out;
  }

  @Property(tries = 30)
  void equalPositionsHashEqual(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) throws Exception {
    PositionHash hash = PositionHash.of(MAP);
    for (Position pos : positions(MAP, seed, 1904)) {
      Position rebuilt = pos.toBuilder().build();
      Position reread = DipjudgeFormat.positionFromJson(DipjudgeFormat.positionToJson(pos), "test");
      assertThat(rebuilt).isEqualTo(pos);
      assertThat(reread).isEqualTo(pos);
      assertThat(hash.hash(rebuilt)).isEqualTo(hash.hash(pos));
      assertThat(hash.hash(reread)).isEqualTo(hash.hash(pos));
    }
  }

  /** A sanity check, not a proof: the distinct positions of many random games give as many distinct hashes. */
  @Example
  void differentPositionsRarelyCollide() {
    PositionHash hash = PositionHash.of(MAP);
    Map<Long, Position> seen = new HashMap<>();
    Set<Position> distinct = new HashSet<>();
    for (long seed = 0; seed < 40; seed++) {
      for (Position pos : positions(MAP, seed, 1906)) {
        distinct.add(pos);
        Position before = seen.putIfAbsent(hash.hash(pos), pos);
        assertThat(before == null || before.equals(pos)).as("a collision: %s and %s", before, pos).isTrue();
      }
    }
    assertThat(distinct).hasSizeGreaterThan(500);
  }

  @Example
  void theHashIsUpdatedByXoringKeys() {
    PositionHash hash = PositionHash.of(MAP);
    Position start = Position.initial(MAP);
    Power france = MAP.power("France");
    Unit par = Unit.of(france, UnitType.ARMY, MAP.location("par"));
    Unit bur = Unit.of(france, UnitType.ARMY, MAP.location("bur"));
    Position moved = start.toBuilder().removeUnit(MAP.province("par")).unit(bur).phase(Phase.fallMovement(1901))
        .owner(MAP.province("bel"), france).build();
    long updated = hash.hash(start) ^ hash.unit(par) ^ hash.unit(bur) ^ hash.phase(start.phase())
        ^ hash.phase(Phase.fallMovement(1901)) ^ hash.owner(MAP.province("bel"), france);
    assertThat(updated).isEqualTo(hash.hash(moved));
  }

  /**
   * Stable across runs, JVMs and versions: pinned values. A change here breaks every stored hash; the derivation is
   * documented in PositionHash.
   */
  @Example
  void theHashIsPinned() throws Exception {
    assertThat(PositionHash.of(MAP).hash(Position.initial(MAP))).isEqualTo(STANDARD_INITIAL);
    // Another map object with the same names (the standard map parsed again) hashes its positions alike.
    String text;
    try (InputStream in = GameMap.class.getResourceAsStream("standard.map")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    GameMap copy = GameMap.parse("standard.map", text);
    assertThat(copy).isNotSameAs(MAP);
    assertThat(PositionHash.of(copy).hash(Position.initial(copy))).isEqualTo(STANDARD_INITIAL);
    assertThat(PositionHash.of(GameMap.variant("fleetrome")).hash(Position.initial(GameMap.variant("fleetrome"))))
        .isNotEqualTo(STANDARD_INITIAL);
  }

  /**
   * The standard map's initial position: computed from the class comment's derivation by an independent
   * implementation (a few lines of Python over the names), not read off this one.
   */
  private static final long STANDARD_INITIAL = -1250150107920989721L;

  @Property(tries = 20)
  void sampleOrdersGivesOneLegalOrderPerUnitOfThePower(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
    LegalOrders gen = LegalOrders.create(MAP, RULES);
    SplittableRandom random = new SplittableRandom(seed);
    for (Position pos : positions(MAP, seed, 1903)) {
      for (Power p : MAP.powers()) {
        List<Order> orders = gen.sampleOrders(pos, p, random);
        List<Order> legal = gen.orders(pos, p);
        assertThat(legal).containsAll(orders);
        assertThat(orders).allSatisfy(o -> assertThat(o.power()).contains(p));
        int expected = switch (pos.phase().type()) {
          case MOVEMENT -> pos.units(p).size();
          case RETREAT -> (int) pos.dislodged().stream().filter(d -> d.unit().power() == p).count();
          case ADJUSTMENT -> Math.min(Math.abs(pos.centreCount(p) + pos.pendingCentres(p) - pos.unitCount(p)),
              legal.size());
        };
        if (pos.phase().type() != PhaseType.ADJUSTMENT || pos.centreCount(p) < pos.unitCount(p)) {
          assertThat(orders).hasSize(expected);
        } else {
          assertThat(orders).hasSizeLessThanOrEqualTo(expected);
        }
      }
    }
  }

  @Property(tries = 20)
  void slotPowerIsThePowerOfTheSlotsOrders(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
    LegalOrders gen = LegalOrders.create(MAP, RULES);
    for (Position pos : positions(MAP, seed, 1903)) {
      gen.generate(pos);
      for (int slot = 0; slot < gen.slotCount(); slot++) {
        for (int i = gen.slotStart(slot); i < gen.slotEnd(slot); i++) {
          assertThat(gen.order(i).power()).contains(gen.slotPower(slot));
        }
      }
      int n = gen.sample(pos);
      for (int slot = 0; slot < n; slot++) {
        if (gen.slotSize(slot) > 0) {
          assertThat(gen.decode(pos, gen.slotCode(slot, 0)).power()).contains(gen.slotPower(slot));
        }
      }
    }
  }
}
