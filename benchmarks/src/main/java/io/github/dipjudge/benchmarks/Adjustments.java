package io.github.dipjudge.benchmarks;

import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import java.util.List;

/**
 * A Winter 1901 adjustment phase after a busy first year: ten builds over six powers (one build waived by Italy,
 * one left unused by Turkey) and one removal ordered by Austria, which lost Trieste and Serbia.
 */
final class Adjustments {
  private Adjustments() {}

  private static final String UNITS = """
      Austria: A Galicia
      Austria: A Bohemia
      Austria: F Albania
      England: F North Sea
      England: F Norway
      England: A Yorkshire
      France: A Picardy
      France: F Portugal
      France: A Spain
      Germany: F Denmark
      Germany: A Holland
      Germany: A Ruhr
      Italy: A Trieste
      Italy: F Tunis
      Italy: A Piedmont
      Russia: A Rumania
      Russia: F Sweden
      Russia: A Ukraine
      Russia: A Warsaw
      Turkey: A Bulgaria
      Turkey: F Aegean Sea
      Turkey: A Serbia
      """;

  /** Supply-centre owners: power, then its centres. Belgium and Greece stay neutral. */
  private static final String[][] OWNERS = {
    {"austria", "vie", "bud"},
    {"england", "lon", "edi", "lvp", "nwy"},
    {"france", "bre", "par", "mar", "spa", "por"},
    {"germany", "ber", "kie", "mun", "den", "hol"},
    {"italy", "nap", "rom", "ven", "tri", "tun"},
    {"russia", "mos", "sev", "stp", "war", "rum", "swe"},
    {"turkey", "ank", "con", "smy", "bul", "ser"},
  };

  static final List<String> ORDERS = List.of(
      "Austria: Remove A Gal",
      "England: Build F Edi",
      "France: Build A Par",
      "France: Build F Bre",
      "Germany: Build A Ber",
      "Germany: Build F Kie",
      "Italy: Build F Nap",
      "Italy: WAIVE",
      "Russia: Build A Mos",
      "Russia: Build F StP/nc",
      "Turkey: Build F Ank",
      "Turkey: Build A Smy");

  static Position position(GameMap map) {
    Position.Builder b = Position.builder(map).phase(Phase.adjustment(1901));
    Boards.units(OrderNotation.english(map), UNITS).forEach(b::unit);
    for (String[] row : OWNERS) {
      for (int i = 1; i < row.length; i++) {
        b.owner(map.province(row[i]), map.power(row[0]));
      }
    }
    return b.build();
  }

  static List<Order> orders(GameMap map) {
    return Boards.orders(OrderNotation.english(map), ORDERS);
  }

  /** Checks the result of the adjustment phase. */
  static void check(GameMap map, AdjustmentResult result) {
    OrderNotation english = OrderNotation.english(map);
    Boards.checkUnits("adjustment, built", Boards.units(english, """
        England: F Edinburgh
        France: A Paris
        France: F Brest
        Germany: A Berlin
        Germany: F Kiel
        Italy: F Naples
        Russia: A Moscow
        Russia: F St Petersburg(nc)
        Turkey: F Ankara
        Turkey: A Smyrna
        """), result.built());
    Boards.checkUnits("adjustment, removed", Boards.units(english, "Austria: A Galicia"), result.removed());
    Boards.check(result.removedByCivilDisorder().isEmpty(),
        "adjustment: civil disorder removed " + result.removedByCivilDisorder());
    Position next = result.nextPosition();
    Boards.check(next.phase().equals(Phase.springMovement(1902)), "adjustment: next phase " + next.phase());
    Boards.check(next.unitCount() == 31, "adjustment: " + next.unitCount() + " units after, expected 31");
  }
}
