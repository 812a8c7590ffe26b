package io.github.dipjudge.adjudicate;

import static io.github.dipjudge.adjudicate.LegalOrdersBoards.MAP;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.adjudicate.LegalOrdersBoards.Board;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * {@link LegalOrders#decode(Position, int)} accepts exactly the codes the generator produces for the position (issue
 * 13: a location past the map and a waive with a bad power index threw ArrayIndexOutOfBoundsException, and a build
 * on an occupied centre was decoded): over random positions of every phase and random codes (wholly random, and
 * generated codes with one field changed), a code is decoded to the order {@link LegalOrders#orders(Position)} gives
 * for it when the generator produced it, and refused with an IllegalArgumentException naming it otherwise; either
 * way the codes of the generator's last generation stay as they were.
 */
class LegalOrdersDecodePropertiesTest {

  @Provide
  Arbitrary<Board> anyPhase() {
    return Arbitraries.oneOf(LegalOrdersBoards.movementBoards(), LegalOrdersBoards.retreatBoards(),
        LegalOrdersBoards.adjustmentBoards());
  }

  @Provide
  Arbitrary<Rulebook> rulebooks() {
    return LegalOrdersBoards.rulebookArbitrary();
  }

  /** Codes: any int, or small fields (kind 0..15, locations near the map's size), with the high bits mostly clear. */
  @Provide
  Arbitrary<List<Integer>> codes() {
    Arbitrary<Integer> fields = net.jqwik.api.Combinators.combine(Arbitraries.integers().between(0, 15),
        Arbitraries.integers().between(0, 255), Arbitraries.integers().between(0, 255),
        Arbitraries.integers().between(0, 255), Arbitraries.integers().between(0, 15))
        .as((k, u, t, d, high) -> k | u << 4 | t << 13 | d << 22 | (high < 14 ? 0 : 1) << 31);
    return Arbitraries.oneOf(Arbitraries.integers(), fields).list().ofMinSize(1).ofMaxSize(40);
  }

  @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
  void decodeAcceptsExactlyTheGeneratedCodes(@ForAll("anyPhase") Board b, @ForAll("rulebooks") Rulebook rules,
      @ForAll("codes") List<Integer> random, @ForAll("anyPhase") Board other) {
    Position pos = b.position;
    LegalOrders lo = LegalOrders.create(MAP, rules);
    List<Order> values = lo.orders(pos);
    int count = lo.count();
    int[] generated = new int[count];
    Map<Integer, Order> byCode = new HashMap<>();
    for (int i = 0; i < count; i++) {
      generated[i] = lo.code(i);
      byCode.put(generated[i], values.get(i));
    }
    // Every generated code decodes to its value, directly and by index.
    for (int i = 0; i < count; i++) {
      assertThat(lo.decode(pos, generated[i])).isEqualTo(values.get(i));
      assertThat(lo.order(i)).isEqualTo(values.get(i));
    }
    // Random codes, and generated codes with one field changed (or one bit flipped).
    int accepted = 0;
    int refused = 0;
    for (int k = 0; k < random.size(); k++) {
      int r = random.get(k);
      int code = count > 0 && (r & 1) == 0 ? mutate(generated[(r >>> 1) % count], r) : r;
      if (byCode.containsKey(code)) {
        assertThat(lo.decode(pos, code)).isEqualTo(byCode.get(code));
        accepted++;
      } else {
        assertThatThrownBy(() -> lo.decode(pos, code)).isInstanceOf(IllegalArgumentException.class)
            .hasMessageContaining(String.format("code 0x%08X", code));
        refused++;
      }
    }
    // Decoding against another position checks against that position, and leaves this generation alone.
    if (count > 0) {
      int code = generated[Math.floorMod(random.get(0), count)];
      LegalOrders fresh = LegalOrders.create(MAP, rules);
      fresh.generate(other.position);
      boolean there = false;
      for (int i = 0; i < fresh.count(); i++) {
        there |= fresh.code(i) == code;
      }
      if (there) {
        assertThat(lo.decode(other.position, code)).isEqualTo(fresh.decode(other.position, code));
      } else {
        assertThatThrownBy(() -> lo.decode(other.position, code)).isInstanceOf(IllegalArgumentException.class);
      }
      assertThat(lo.count()).isEqualTo(count);
      for (int i = 0; i < count; i++) {
        assertThat(lo.code(i)).isEqualTo(generated[i]);
      }
    }
    Statistics.label("random codes accepted").collect(accepted > 0);
    Statistics.label("random codes refused").collect(refused > 0);
  }

  /** One field of a code replaced by a nearby or random value, or one bit flipped. */
  private static int mutate(int code, int r) {
    int how = (r >>> 8) & 7;
    int value = (r >>> 11) & 0x1FF;
    switch (how) {
      case 0:
        return code & ~0xF | value & 0xF;
      case 1:
        return code & ~(0x1FF << 4) | value << 4;
      case 2:
        return code & ~(0x1FF << 13) | value << 13;
      case 3:
        return code & ~(0x1FF << 22) | value << 22;
      case 4:
        return code ^ 1 << (value & 31);
      case 5:
        return code + (1 << 13); // the next target location
      default:
        return code ^ 1 << 31;
    }
  }

  // ============================================================================================ unusual inputs

  @Example
  void aLocationPastTheMapIsRefused() {
    LegalOrders lo = LegalOrders.create(MAP, Rulebook.datc());
    Position start = Position.initial(MAP);
    int code = LegalOrders.HOLD | 250 << 4;
    assertThatThrownBy(() -> lo.decode(start, code)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("not a legal order of this position (Spring 1901 Movement): code 0x00000FA0 (HOLD, unit #250)");
  }

  @Example
  void aWaiveWithABadPowerIndexIsRefused() {
    LegalOrders lo = LegalOrders.create(MAP, Rulebook.datc());
    Position winter = Position.initial(MAP).toBuilder().phase(Phase.adjustment(1901))
        .removeUnit(MAP.province("par")).build();
    int code = LegalOrders.WAIVE | 200 << 4;
    assertThatThrownBy(() -> lo.decode(winter, code)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("(WAIVE, power #200)");
    // France may build one: its waive is accepted.
    int france = LegalOrders.WAIVE | MAP.power("France").index() << 4;
    assertThat(lo.decode(winter, france)).isEqualTo(io.github.dipjudge.order.Waive.of(MAP.power("France")));
  }

  @Example
  void aBuildOnAnOccupiedCentreIsRefused() {
    LegalOrders lo = LegalOrders.create(MAP, Rulebook.datc());
    Province paris = MAP.province("par");
    Province marseilles = MAP.province("mar");
    // France may build one (Paris is empty), but Marseilles is occupied.
    Position winter = Position.initial(MAP).toBuilder().phase(Phase.adjustment(1901)).removeUnit(paris).build();
    assertThat(winter.unitAt(marseilles).map(Unit::power)).contains(MAP.power("France"));
    int france = MAP.power("France").index();
    int occupied = LegalOrders.BUILD_ARMY | marseilles.index() << 4 | marseilles.index() << 13 | france << 22;
    assertThatThrownBy(() -> lo.decode(winter, occupied)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("(BUILD_ARMY, unit mar, target mar, power France)");
    int free = LegalOrders.BUILD_ARMY | paris.index() << 4 | paris.index() << 13 | france << 22;
    assertThat(lo.decode(winter, free).toString()).contains("par");
  }
}
