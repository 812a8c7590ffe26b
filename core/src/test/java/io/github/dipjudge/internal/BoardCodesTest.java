package io.github.dipjudge.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.MapFormatException;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Hold;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link BoardCodes}: every unit that may stand on a map has one code in its province, which reads back as the same
 * unit, power, type and location; a unit array keeps each province's code apart from its neighbours' in every width
 * (one byte a province on every shipped map, two or three on maps with many powers and coasts), and positions kept
 * in the wide forms play as on the narrow one.
 */
class BoardCodesTest {

  @Test
  void everyUnitOfEveryShippedMapRoundTripsThroughItsCodeInOneByte() {
    List<String> ids = new ArrayList<>(GameMap.variants());
    int checked = 0;
    for (String id : ids) {
      GameMap map = GameMap.variant(id);
      BoardCodes codes = BoardCodes.of(map);
      assertThat(BoardCodes.of(map)).as("kept with the map").isSameAs(codes);
      assertThat(codes.stride()).as(id).isEqualTo(1);
      checked += checkEveryUnit(map, codes);
    }
    assertThat(checked).isGreaterThan(1000);
  }

  @Test
  void aMapOfAHundredPowersWithASplitCoastTakesTwoBytesAProvince() throws MapFormatException {
    GameMap map = GameMap.parse("wide.map", wideMap(GameMap.MAX_POWERS, 2));
    BoardCodes codes = BoardCodes.of(map);
    assertThat(codes.maxCode()).isEqualTo(400); // slots army, c0, c1 rounded up to 4, times 100 powers
    assertThat(codes.stride()).isEqualTo(2);
    checkEveryUnit(map, codes);
    playsAsItReads(map);
  }

  @Test
  void aMapOfAHundredPowersWithSevenHundredCoastsTakesThreeBytesAProvince() throws MapFormatException {
    GameMap map = GameMap.parse("wider.map", wideMap(GameMap.MAX_POWERS, 700));
    BoardCodes codes = BoardCodes.of(map);
    assertThat(codes.maxCode()).isEqualTo(100 * 1024);
    assertThat(codes.stride()).isEqualTo(3);
    checkEveryUnit(map, codes);
    playsAsItReads(map);
  }

  /** Every unit kind of every power on every location: code, decoding, the shared unit, and a unit array's entry. */
  private static int checkEveryUnit(GameMap map, BoardCodes codes) {
    int n = 0;
    byte[] units = codes.newUnits();
    assertThat(units).hasSize(map.provinces().size() * codes.stride());
    Set<Long> seen = new HashSet<>();
    for (Location l : map.locations()) {
      int p = l.province().index();
      for (UnitType type : UnitType.values()) {
        if (!l.admits(type)) {
          assertThat(codes.code(0, type == UnitType.FLEET, l.index())).as("%s %s", type, l).isZero();
          continue;
        }
        for (Power power : map.powers()) {
          boolean fleet = type == UnitType.FLEET;
          int c = codes.code(power.index(), fleet, l.index());
          assertThat(c).isBetween(1, codes.maxCode());
          assertThat(seen.add((long) p << 32 | c)).as("one code per unit of %s", l.province()).isTrue();
          Unit u = codes.unit(p, c);
          assertThat(u).isEqualTo(Unit.of(power, type, l));
          assertThat(codes.unit(p, c)).isSameAs(u);
          assertThat(codes.code(u)).isEqualTo(c);
          assertThat(codes.power(c)).isEqualTo(power.index());
          assertThat(codes.fleet(p, c)).isEqualTo(fleet);
          assertThat(codes.location(p, c)).isEqualTo(l.index());
          // Written between two neighbours holding the largest code, it reads back and leaves them as they were.
          int before = p > 0 ? p - 1 : -1;
          int after = p + 1 < map.provinces().size() ? p + 1 : -1;
          if (before >= 0) {
            codes.set(units, before, codes.maxCode());
          }
          if (after >= 0) {
            codes.set(units, after, codes.maxCode());
          }
          codes.set(units, p, c);
          assertThat(codes.get(units, p)).isEqualTo(c);
          if (before >= 0) {
            assertThat(codes.get(units, before)).isEqualTo(codes.maxCode());
          }
          if (after >= 0) {
            assertThat(codes.get(units, after)).isEqualTo(codes.maxCode());
          }
          codes.set(units, p, 0);
          assertThat(codes.get(units, p)).isZero();
          n++;
        }
      }
    }
    assertThat(codes.unit(0, 0)).isNull();
    return n;
  }

  /**
   * The last power's fleet on the hub's last coast and an army of the first power beside it: the position reads them
   * back, a move of the fleet to the sea and back plays, and the positions equal those the builder makes.
   */
  private static void playsAsItReads(GameMap map) {
    Power first = map.powers().get(0);
    Power last = map.powers().get(map.powers().size() - 1);
    Province hub = map.province("hub");
    Province sea = map.province("sea");
    Location lastCoast = map.locations().get(map.locations().size() - 1);
    assertThat(lastCoast.province()).isEqualTo(hub);
    Phase spring = Phase.springMovement(1901);
    Position pos = Position.builder(map).phase(spring)
        .unit(Unit.of(last, UnitType.FLEET, lastCoast))
        .unit(Unit.of(first, UnitType.ARMY, map.province("r0").location()))
        .build();
    assertThat(pos.unitAt(hub)).contains(Unit.of(last, UnitType.FLEET, lastCoast));
    assertThat(pos.units()).hasSize(2);
    assertThat(pos.units(last)).containsExactly(Unit.of(last, UnitType.FLEET, lastCoast));
    Adjudicator adjudicator = Adjudicator.create(map, Rulebook.datc());
    Unit fleet = Unit.of(last, UnitType.FLEET, lastCoast);
    List<Order> out = List.of(Move.of(UnitType.FLEET, lastCoast, sea.location()),
        Hold.of(UnitType.ARMY, map.province("r0").location()));
    Position retreats = adjudicator.adjudicate(pos, out).nextPosition(); // the Spring retreats, empty
    Unit atSea = Unit.of(last, UnitType.FLEET, sea.location());
    assertThat(retreats.unitAt(sea)).contains(atSea);
    assertThat(retreats.unitAt(hub)).isEmpty();
    assertThat(retreats).isEqualTo(Position.builder(map).phase(retreats.phase()).unit(atSea)
        .unit(pos.units(first).get(0)).build());
    Position fallMoves = adjudicator.adjudicate(retreats, List.of()).nextPosition();
    Position back = adjudicator.adjudicate(fallMoves, List.of(Move.of(UnitType.FLEET, sea.location(), lastCoast)))
        .nextPosition();
    assertThat(back.unitAt(hub)).contains(fleet);
    assertThat(back.units()).hasSize(2);
  }

  /**
   * A map of {@code powers} powers, each with an inland home on a ring, and a hub province beside the first of them
   * whose {@code coasts} coasts all border one sea.
   */
  private static String wideMap(int powers, int coasts) {
    StringBuilder sb = new StringBuilder("map wide | Wide\n\n");
    for (int c = 0; c < coasts; c++) {
      sb.append("coast c").append(c).append(" | Coast ").append(c).append('\n');
    }
    sb.append('\n');
    for (int p = 0; p < powers; p++) {
      sb.append("power p").append(p).append(" | P").append(p).append(" | P").append(p).append("ish\n  home r")
          .append(p).append("\n  start A r").append(p).append("\n\n");
    }
    for (int i = 0; i < powers; i++) {
      sb.append("province r").append(i).append(" inland centre | Ring ").append(i).append("\n  army r")
          .append((i + powers - 1) % powers).append(" r").append((i + 1) % powers).append(i == 0 ? " hub" : "")
          .append('\n');
    }
    sb.append("province hub coastal | Hub\n  army r0\n");
    for (int c = 0; c < coasts; c++) {
      sb.append("  coast c").append(c).append(" fleet sea\n");
    }
    sb.append("province sea sea | Sea\n  fleet");
    for (int c = 0; c < coasts; c++) {
      sb.append(" hub/c").append(c);
    }
    return sb.append('\n').toString();
  }
}
