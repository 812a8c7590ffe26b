package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.adjudicate.BoardChange;
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import io.github.dipjudge.rules.variant.DummyRules;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Random games on {@code sengoku}, the shipped map with a dummy power (Neutral, under {@code CD_DUMMIES},
 * {@code CD_BUILDS} and {@code IMMOBILE_DUMMIES}), under every rulebook preset: half the games leave the dummy
 * without orders (civil disorder, as it is played), half give it random legal orders and now and then odd ones (a
 * move, which is refused). In every phase a dummy's unit never moves or retreats, no order sheet waits for the
 * dummy, and builds by civil disorder happen only under {@code CD_BUILDS}; every game keeps {@link VariantGamesTest}'s invariants and
 * replays from both saved formats. Over all the games the rules must have had work to do: dummy units dislodged
 * (and destroyed), civil-disorder builds, moves of a dummy refused. {@code -Ddipjudge.dummyGames=N} plays N games
 * per preset (default 4); the counts are printed per preset.
 */
class DummyGamesTest {
  private static final int GAMES = Integer.getInteger("dipjudge.dummyGames", 4);
  private static final int YEARS = 20;

  @Test
  void dummiesNeverMoveNorBlockAPhaseUnderEveryPreset() throws Exception {
    GameMap map = GameMap.variant("sengoku");
    Power neutral = map.power("Neutral");
    assertThat(neutral.isDummy()).isTrue();
    long dislodged = 0;
    long cdBuilt = 0;
    long refused = 0;
    for (String preset : Rulebook.presetNames()) {
      Rulebook rules = Rulebook.preset(preset);
      long[] counts = new long[4]; // games, dummy units dislodged, built by civil disorder, dummy moves refused
      for (int i = 0; i < GAMES; i++) {
        SplittableRandom random = new SplittableRandom(preset.hashCode() * 31L + i);
        boolean civilDisorder = i % 2 == 0;
        Game g = Game.start(map, rules).withSeed(random.nextLong()).withId("dummy-" + preset + "-" + i);
        LegalOrders gen = LegalOrders.create(map, rules);
        OrderNotation english = OrderNotation.english(map);
        int lastYear = map.firstPhase().year() + YEARS - 1;
        while (!g.isOver() && g.position().phase().year() <= lastYear) {
          assertThat(g.sheet().waitingFor()).as("the sheet of %s", g.position().phase()).doesNotContain(neutral);
          List<Order> orders = new ArrayList<>();
          for (Order o : RandomGames.orders(g.position(), rules, gen, random, !civilDisorder)) {
            if (!civilDisorder || o.power().orElseThrow() != neutral) {
              orders.add(o);
            }
          }
          if (!civilDisorder && g.position().phase().type() == PhaseType.MOVEMENT) {
            // Now and then a dummy's unit is ordered to move to a neighbour instead: the order is refused.
            for (Unit u : g.position().units(neutral)) {
              if (random.nextInt(4) == 0) {
                List<Location> to = map.neighbours(u.location(), u.type());
                orders.removeIf(o -> o instanceof UnitOrder uo && uo.location().province() == u.province());
                orders.add(english.parse("Neutral: " + u.type().letter() + " " + u.location().id() + " - "
                    + to.get(random.nextInt(to.size())).id()));
              }
            }
          }
          g = g.advance(orders);
        }
        VariantGamesTest.checkGame(g);
        VariantGamesTest.checkSavedGames(g);
        counts[0]++;
        for (Turn t : g.history()) {
          for (BoardChange c : t.result().changes()) {
            boolean dummy = c.unit().power().isDummy();
            switch (c.kind()) {
              case MOVED, RETREATED -> assertThat(dummy).as("%s in %s", c, t.position().phase()).isFalse();
              case DISLODGED -> counts[1] += dummy ? 1 : 0;
              case BUILT -> assertThat(!c.civilDisorder() || DummyRules.buildsInCivilDisorder(map, c.unit().power()))
                  .as("%s", c).isTrue();
              default -> { }
            }
          }
          if (t.result() instanceof AdjustmentResult ar) {
            counts[2] += ar.builtByCivilDisorder().size();
          }
          for (OrderResult r : t.result().results()) {
            counts[3] += r.reason() == Reason.IMMOBILE_DUMMY ? 1 : 0;
          }
        }
      }
      System.out.printf("sengoku under %s: %d games, %d dummy units dislodged (destroyed), %d units built by civil"
          + " disorder, %d dummy moves refused%n", preset, counts[0], counts[1], counts[2], counts[3]);
      dislodged += counts[1];
      cdBuilt += counts[2];
      refused += counts[3];
    }
    assertThat(dislodged).as("dummy units dislodged").isPositive();
    assertThat(cdBuilt).as("units built by civil disorder").isPositive();
    assertThat(refused).as("dummy moves refused").isPositive();
  }
}
