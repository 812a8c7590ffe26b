package io.github.dipjudge.datc;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Plays a game with uniformly random legal orders ({@link LegalOrders}), for {@code datc play}: in a movement or
 * retreat phase one order per unit, drawn uniformly from the unit's legal orders; in an adjustment phase each power
 * draws as many of its legal builds or removals as it has due, without repeats. Under the house rules the retreats
 * are left to the judge, whose draws come from the game's seed. The same seed gives the same game.
 */
final class RandomPlayer {
  private RandomPlayer() {}

  /**
   * The game from the map's start, played to the end of {@code untilYear} (or its end); on a calendar whose years
   * count down (classical) down to the end of that year.
   */
  static Game play(GameMap map, Rulebook rules, long seed, int untilYear, String id) {
    SplittableRandom random = new SplittableRandom(seed);
    LegalOrders legal = LegalOrders.create(map, rules);
    Adjudicator adjudicator = Adjudicator.create(map, rules);
    Game g = Game.start(map, rules).withId(id).withSeed(seed);
    boolean down = map.calendar().yearStep() < 0;
    while (!g.isOver() && (down ? g.position().phase().year() >= untilYear
        : g.position().phase().year() <= untilYear)) {
      g = g.advance(orders(g.position(), legal, random), adjudicator);
    }
    return g;
  }

  private static List<Order> orders(Position pos, LegalOrders legal, SplittableRandom random) {
    legal.generate(pos);
    List<Order> out = new ArrayList<>();
    for (int slot = 0; slot < legal.slotCount(); slot++) {
      int from = legal.slotStart(slot);
      int n = legal.slotEnd(slot) - from;
      if (n == 0) {
        continue;
      }
      if (pos.phase().type() != PhaseType.ADJUSTMENT) {
        out.add(legal.decode(pos, legal.code(from + random.nextInt(n))));
        continue;
      }
      Power power = pos.map().powers().get(legal.slotOwner(slot));
      int due = Math.min(n, Math.abs(pos.centreCount(power) + pos.pendingCentres(power) - pos.unitCount(power)));
      int[] pick = new int[n];
      for (int i = 0; i < n; i++) {
        pick[i] = from + i;
      }
      for (int i = 0; i < due; i++) { // the first draws of a Fisher-Yates shuffle
        int j = i + random.nextInt(n - i);
        int t = pick[j];
        pick[j] = pick[i];
        out.add(legal.decode(pos, legal.code(t)));
      }
    }
    return out;
  }
}
