package io.github.dipjudge.benchmarks;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A Fall 1901 retreat phase with four dislodged units, built by adjudicating a constructed Fall 1901 movement phase
 * (so the dislodged units carry their attackers' origins as the adjudicator gives them): Germany takes Burgundy from
 * France with support from Ruhr, Russia takes Galicia from Austria and Prussia from Germany with support, Turkey
 * takes the Ionian Sea from Italy with support from Greece. Retreats: France to Picardy, Italy to Tunis (which
 * Italy then owns), Austria and Germany both to Silesia (they bounce, both are disbanded).
 */
final class Retreats {
  private Retreats() {}

  private static final String UNITS = """
      Austria: A Galicia
      Austria: A Vienna
      Austria: F Trieste
      England: F North Sea
      England: F Norwegian Sea
      England: A Yorkshire
      France: A Burgundy
      France: F Mid-Atlantic Ocean
      France: A Gascony
      Germany: A Munich
      Germany: A Ruhr
      Germany: A Prussia
      Germany: F Kiel
      Germany: A Berlin
      Italy: F Ionian Sea
      Italy: A Venice
      Italy: F Naples
      Russia: A Warsaw
      Russia: A Ukraine
      Russia: A Livonia
      Russia: F Baltic Sea
      Russia: F Sevastopol
      Turkey: F Aegean Sea
      Turkey: F Greece
      Turkey: A Bulgaria
      Turkey: A Smyrna
      """;

  private static final List<String> MOVES = List.of(
      "Austria: F Tri - Alb",
      "Germany: A Mun - Bur",
      "Germany: A Ruh S A Mun - Bur",
      "Russia: A War - Gal",
      "Russia: A Ukr S A War - Gal",
      "Russia: A Lvn - Pru",
      "Russia: F Bal S A Lvn - Pru",
      "Turkey: F Aeg - Ion",
      "Turkey: F Gre S F Aeg - Ion");

  /** The retreat orders, in MILA notation with the power written first. */
  static final List<String> RETREATS = List.of(
      "France: A BUR R PIC",
      "Italy: F ION R TUN",
      "Austria: A GAL R SIL",
      "Germany: A PRU R SIL");

  /** The retreat phase (Fall 1901), from the movement phase before it, checked on the way. */
  static Position position(GameMap map) {
    OrderNotation english = OrderNotation.english(map);
    Position.Builder b = Position.builder(map).phase(Phase.fallMovement(1901));
    Boards.units(english, UNITS).forEach(b::unit);
    for (Power p : map.powers()) {
      for (Province c : p.homeCentres()) {
        b.owner(c, p);
      }
    }
    Position movement = b.build();
    MovementResult moved = Adjudicator.create(map, Rulebook.datc())
        .movement(movement, Boards.orders(english, MOVES));
    List<Unit> dislodged = new ArrayList<>();
    for (DislodgedUnit d : moved.dislodged()) {
      dislodged.add(d.unit());
    }
    Boards.checkUnits("retreat set-up, dislodged", Boards.units(english, """
        France: A Burgundy
        Austria: A Galicia
        Germany: A Prussia
        Italy: F Ionian Sea
        """), dislodged);
    return moved.nextPosition();
  }

  static List<Order> orders(GameMap map) {
    return Boards.orders(OrderNotation.english(map), RETREATS);
  }

  /** Checks the result of the retreat phase. */
  static void check(GameMap map, RetreatResult result) {
    OrderNotation english = OrderNotation.english(map);
    Boards.checkUnits("retreat, retreated", Boards.units(english, """
        France: A Picardy
        Italy: F Tunis
        """), result.retreated());
    Boards.checkUnits("retreat, disbanded", Boards.units(english, """
        Austria: A Galicia
        Germany: A Prussia
        """), result.disbanded());
    Position next = result.nextPosition();
    Boards.check(next.phase().equals(Phase.adjustment(1901)), "retreat: next phase " + next.phase());
    Boards.check(next.unitCount() == 24, "retreat: " + next.unitCount() + " units after, expected 24");
    Boards.check(next.dislodged().isEmpty(), "retreat: dislodged units left " + next.dislodged());
    Boards.check(next.owner(map.province("tun")).equals(Optional.of(map.power("italy"))),
        "retreat: Tunis owned by " + next.owner(map.province("tun")) + ", expected Italy");
    Boards.check(next.owner(map.province("gre")).equals(Optional.of(map.power("turkey"))),
        "retreat: Greece owned by " + next.owner(map.province("gre")) + ", expected Turkey");
    Boards.check(next.owner(map.province("bul")).equals(Optional.of(map.power("turkey"))),
        "retreat: Bulgaria owned by " + next.owner(map.province("bul")) + ", expected Turkey");
  }
}
