package io.github.dipjudge.benchmarks;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random play for the benchmarks: a game from its map's start with uniformly random legal orders, one per unit (in
 * an adjustment phase each power draws its due builds or removals from its legal ones), through the given generator
 * and adjudicator, which the caller reuses. The same seed gives the same game.
 */
final class RandomPlay {
  private RandomPlay() {}

  /** The game from the map's start to the end of {@code lastYear}, or its end. */
  static Game play(GameMap map, LegalOrders gen, Adjudicator adjudicator, long seed, int lastYear) {
    SplittableRandom random = new SplittableRandom(seed);
    Game g = Game.start(map, adjudicator.rules());
    while (!g.isOver() && g.position().phase().year() <= lastYear) {
      g = g.advance(orders(g.position(), gen, random), adjudicator);
    }
    return g;
  }

  /** Random legal orders for a position. */
  static List<Order> orders(Position pos, LegalOrders gen, SplittableRandom random) {
    int count = gen.generate(pos);
    if (count < 0) {
      throw new IllegalStateException();
    }
    List<Order> orders = new ArrayList<>();
    for (int slot = 0; slot < gen.slotCount(); slot++) {
      int start = gen.slotStart(slot);
      int end = gen.slotEnd(slot);
      if (end == start) {
        continue;
      }
      if (pos.phase().type() != PhaseType.ADJUSTMENT) {
        orders.add(gen.decode(pos, gen.code(start + random.nextInt(end - start))));
      } else {
        Power power = pos.map().powers().get(gen.slotOwner(slot));
        int need = Math.abs(pos.centreCount(power) - pos.unitCount(power));
        int size = end - start;
        int[] idx = new int[size];
        for (int i = 0; i < size; i++) {
          idx[i] = start + i;
        }
        for (int i = 0; i < Math.min(need, size); i++) {
          int j = i + random.nextInt(size - i);
          int t = idx[i];
          idx[i] = idx[j];
          idx[j] = t;
          orders.add(gen.decode(pos, gen.code(idx[i])));
        }
      }
    }
    return orders;
  }
}
