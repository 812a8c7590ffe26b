package io.github.dipjudge.benchmarks;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Order;
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

  /**
   * Random legal orders for a position: each slot's uniformly random choice by {@link LegalOrders#draw} (one order
   * per unit; a power's due builds or removals, distinct), the same draw {@code GameBenchmarks.randomGame} makes.
   */
  static List<Order> orders(Position pos, LegalOrders gen, SplittableRandom random) {
    if (gen.generate(pos) < 0) {
      throw new IllegalStateException();
    }
    int[] picks = new int[pos.map().provinces().size()];
    List<Order> orders = new ArrayList<>();
    for (int slot = 0; slot < gen.slotCount(); slot++) {
      for (int i = 0, k = gen.draw(slot, random, picks, 0); i < k; i++) {
        orders.add(gen.order(gen.slotStart(slot) + picks[i]));
      }
    }
    return orders;
  }
}
