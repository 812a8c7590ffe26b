package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Convoy;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.rules.Rulebook;
import java.io.StringReader;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The MILA writer writes {@code VIA} on an army's move to an adjacent province only where MILA reads the
 * order as the library resolved it. MILA's rule (diplomacy/diplomacy, {@code engine/game.py}): {@code A X - Y VIA} is
 * valid only when fleets on the board (of any power, whatever their orders) form a chain from X to Y, otherwise it
 * is refused and the army holds; when valid, the army goes by convoy, with no land route if the convoy fails, when
 * the fleets ordered to convoy it form a chain, and otherwise by land.
 */
class MilaViaTest {
  private static final GameMap MAP = GameMap.standard();

  private static Move viaConvoy(String power, String from, String to) {
    Power p = MAP.powers().stream().filter(x -> x.name().equals(power)).findFirst().orElseThrow();
    return new Move(Optional.of(p), Optional.of(UnitType.ARMY), MAP.location(from), MAP.location(to), true,
        ImmutableList.of());
  }

  /** Under the 2000 preset {@code A PAR - BUR VIA} moves by land; MILA would hold it. */
  @Example
  void aMoveByLandIsWrittenWithoutVia() throws Exception {
    Game g = Game.start(MAP, Rulebook.preset("2000")).advance(List.of(viaConvoy("France", "par", "bur")));
    assertThat(g.position().unitAt(MAP.province("bur"))).isPresent();
    String text = MilaFormat.toJson(g);
    assertThat(text).contains("\"A PAR - BUR\"").doesNotContain("VIA\"");
    assertThat(MilaFormat.fromJson(text, "via.json", Rulebook.datc())).isEqualTo(g);
  }

  /** Under the DATC preset the same order is illegal and the army holds; MILA refuses it too: {@code VIA} stays. */
  @Example
  void anIllegalViaIsWrittenAsItIs() throws Exception {
    Game g = Game.start(MAP, Rulebook.datc()).advance(List.of(viaConvoy("France", "par", "bur")));
    assertThat(g.position().unitAt(MAP.province("par"))).isPresent();
    String text = MilaFormat.toJson(g);
    assertThat(text).contains("\"A PAR - BUR VIA\"");
    assertThat(MilaFormat.fromJson(text, "via.json", Rulebook.datc())).isEqualTo(g);
  }

  /** Under the 2000 preset, no written {@code VIA} on an adjacent move unless MILA, too, convoys it. */
  @Property(tries = 40)
  void noViaWhereMilaWouldNotConvoy(@ForAll long seed) throws Exception {
    Game g = RandomGames.play(MAP, Rulebook.preset("2000"), seed, 1905, false);
    Json phases = Json.parse(new StringReader(MilaFormat.toJson(g)), "random.json").field("phases");
    int written = 0;
    for (Turn t : g.history()) {
      if (MilaWriter.omitted(t)) {
        continue;
      }
      Json orders = phases.array().get(written++).field("orders");
      if (!(t.result() instanceof MovementResult)) {
        continue;
      }
      for (Json list : orders.object().values()) {
        for (Json o : list.array()) {
          String s = o.string();
          if (s.endsWith(" VIA")) {
            String[] w = s.split(" ");
            Province from = MAP.province(w[1].toLowerCase());
            Province to = MAP.province(w[3].toLowerCase());
            if (adjacentByLand(from, to)) {
              assertThat(convoyedByOrderedFleets(from, to, (MovementResult) t.result()))
                  .as("%s in %s", s, t.position().phase()).isTrue();
            }
          }
        }
      }
    }
  }

  private static boolean adjacentByLand(Province from, Province to) {
    return MAP.neighbours(from.location(), UnitType.ARMY).stream().anyMatch(l -> l.province() == to);
  }

  /** Whether the fleets whose orders to convoy this army here held (not dislodged) form a chain from X to Y. */
  private static boolean convoyedByOrderedFleets(Province from, Province to, MovementResult mr) {
    Set<Province> fleets = new HashSet<>();
    for (OrderResult r : mr.results()) {
      Order o = r.order();
      if (o instanceof Convoy c && r.reason() == Reason.CONVOYED && c.army().location().province() == from
          && c.destination().province() == to) {
        fleets.add(c.location().province());
      }
    }
    Deque<Province> open = new ArrayDeque<>();
    Set<Province> seen = new HashSet<>();
    for (Province f : fleets) {
      if (touches(f, from)) {
        open.add(f);
        seen.add(f);
      }
    }
    while (!open.isEmpty()) {
      Province f = open.poll();
      if (touches(f, to)) {
        return true;
      }
      for (Province n : fleets) {
        if (!seen.contains(n) && touches(f, n)) {
          seen.add(n);
          open.add(n);
        }
      }
    }
    return false;
  }

  private static boolean touches(Province sea, Province p) {
    for (Location l : MAP.neighbours(sea.location(), UnitType.FLEET)) {
      if (l.province() == p) {
        return true;
      }
    }
    return false;
  }
}
