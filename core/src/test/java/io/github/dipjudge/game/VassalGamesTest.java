package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import io.github.dipjudge.rules.variant.VassalRules;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Random games on {@code vassal} (twelve dummies under {@code VASSAL_DUMMIES}) under every rulebook preset, played as
 * a server would: every order goes on the phase's sheet from the power that gives it, a vassal's from its controller;
 * an uncontrolled dummy orders nothing (civil disorder), and now and then a power tries to order another's vassal or
 * an uncontrolled dummy, which the sheet refuses ({@link Reason#NO_CONTROL}). In every phase: each vassal is a dummy
 * controlled by a great power; every owned home centre of a dummy is the dummy's, and no vassal owns a home
 * centre of its controller. Every game keeps {@link VariantGamesTest}'s invariants and replays from this library's
 * format. Over all the games the rule must have had work to do: vassals made, a vassal changing hands or freed, orders
 * given for vassals. {@code -Ddipjudge.vassalGames=N} plays N games per preset (default 4); the counts are printed
 * per preset.
 */
class VassalGamesTest {
  private static final int GAMES = Integer.getInteger("dipjudge.vassalGames", 4);
  private static final int YEARS = 20;

  @Test
  void vassalsFollowTheirHomesUnderEveryPreset() throws Exception {
    GameMap map = GameMap.variant("vassal");
    long made = 0;
    long changed = 0;
    long vassalOrders = 0;
    long refused = 0;
    for (String preset : Rulebook.presetNames()) {
      Rulebook rules = Rulebook.preset(preset);
      long[] counts = new long[5]; // games, vassals made, vassals changing hands or freed, vassal orders, refused
      for (int i = 0; i < GAMES; i++) {
        SplittableRandom random = new SplittableRandom(preset.hashCode() * 31L + i);
        Game g = Game.start(map, rules).withSeed(random.nextLong()).withId("vassal-" + preset + "-" + i);
        LegalOrders gen = LegalOrders.create(map, rules);
        int lastYear = map.firstPhase().year() + YEARS - 1;
        Position before = g.position();
        while (!g.isOver() && g.position().phase().year() <= lastYear) {
          Position pos = g.position();
          OrderSheet sheet = g.sheet();
          for (Order o : RandomGames.orders(pos, rules, gen, random, false)) {
            Power owner = o.power().orElseThrow();
            Power giver = VassalRules.side(pos, owner);
            if (owner.isDummy() && giver == owner) {
              if (random.nextInt(8) == 0) {
                Power other = map.powers().get(random.nextInt(7)); // a great power
                assertThat(sheet.check(other, o).illegal()).as("%s given by %s", o, other)
                    .contains(Reason.NO_CONTROL);
                counts[4]++;
              }
              continue; // an uncontrolled dummy is in civil disorder
            }
            if (giver != owner) {
              counts[3]++;
              Power other = map.powers().get(random.nextInt(7));
              if (other != giver && random.nextInt(8) == 0) {
                assertThat(sheet.check(other, o).illegal()).as("%s given by %s", o, other)
                    .contains(Reason.NO_CONTROL);
                counts[4]++;
              }
            }
            sheet = sheet.with(giver, o);
          }
          g = g.advance(sheet);
          Position now = g.position();
          checkVassals(now);
          for (Power p : map.powers()) {
            Power was = before.controller(p).orElse(null);
            Power is = now.controller(p).orElse(null);
            if (was == null && is != null) {
              counts[1]++;
            } else if (was != null && was != is) {
              counts[2]++;
            }
          }
          before = now;
        }
        VariantGamesTest.checkGame(g);
        assertThat(DipjudgeFormat.fromJson(DipjudgeFormat.toJson(g), "vassal.json")).as("read back").isEqualTo(g);
        counts[0]++;
      }
      System.out.printf("vassal under %s: %d games, %d vassals made, %d changing hands or freed, %d vassal orders"
          + " given by their controllers, %d orders refused for a power that does not control the unit's%n", preset,
          counts[0], counts[1], counts[2], counts[3], counts[4]);
      made += counts[1];
      changed += counts[2];
      vassalOrders += counts[3];
      refused += counts[4];
    }
    assertThat(made).as("vassals made").isPositive();
    assertThat(changed).as("vassals changing hands or freed").isPositive();
    assertThat(vassalOrders).as("vassal orders given by controllers").isPositive();
    assertThat(refused).as("orders refused").isPositive();
  }

  /** The vassals and the centres, which change only as an adjustment phase begins. */
  private static void checkVassals(Position p) {
    GameMap map = p.map();
    // The count of every power at once (Game's victory test) is the count power by power.
    int[] centres = io.github.dipjudge.rules.variant.VassalRules.victoryCentres(p);
    for (Power d : map.powers()) {
      assertThat(centres[d.index()]).as("%s's victory centres at %s", d, p.phase())
          .isEqualTo(io.github.dipjudge.rules.variant.VassalRules.victoryCentres(p, d));
    }
    for (Power d : map.powers()) {
      Power boss = p.controller(d).orElse(null);
      if (boss != null) {
        assertThat(d.isDummy()).as("%s, a vassal at %s", d, p.phase()).isTrue();
        assertThat(boss.isDummy()).as("%s, controlling %s at %s", boss, d, p.phase()).isFalse();
        for (Province h : boss.homeCentres()) {
          assertThat(p.owner(h)).as("%s, home of %s, at %s", h, boss, p.phase())
              .isNotEqualTo(java.util.Optional.of(d));
        }
      }
      if (d.isDummy()) {
        for (Province h : d.homeCentres()) {
          p.owner(h).ifPresent(o -> assertThat(o).as("the owner of %s at %s", h, p.phase()).isSameAs(d));
        }
      }
    }
  }
}
