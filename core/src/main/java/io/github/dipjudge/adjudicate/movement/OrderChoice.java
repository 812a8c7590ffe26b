package io.github.dipjudge.adjudicate.movement;

import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;

/**
 * The second stage of a movement phase: one order per unit. Among the legal orders of a unit, identical ones count as
 * one; an order with a doubtful designation gives way to a well-written one (DATC 4.C.x option C); of different
 * orders the rulebook's option of DATC 4.D.3 picks one (the first or the last listed) or none. The others are marked
 * {@link Reason#SUPERSEDED} or {@link Reason#MULTIPLE_ORDERS}. A unit with one legal order (every unit, in nearly
 * every phase) costs two array writes; the lists are built only for units with several.
 */
final class OrderChoice {
  /**
   * Province -> the index of the order carried out for its unit, or -1 (no order, or none chosen); while the orders
   * are noted ({@link #note}), {@link #MANY} for a unit with several legal orders.
   */
  final int[] chosen;
  private static final int MANY = -3;
  /**
   * The provinces of the units with several legal orders, and how many: only these need choosing. A unit's first
   * legal order is noted as its choice at once, so that a phase of one order per unit (nearly every phase) chooses
   * without a pass of its own over the orders or the units.
   */
  private final int[] many;
  private int manyCount;
  private final Power anyPower;

  OrderChoice(int provinces, Power anyPower) {
    this.chosen = new int[provinces];
    java.util.Arrays.fill(chosen, -1);
    this.many = new int[provinces];
    this.anyPower = anyPower;
  }

  /** Clears the entries of the last phase's units (the only ones written). */
  void clear(int[] units, int unitCount) {
    for (int k = 0; k < unitCount; k++) {
      chosen[units[k]] = -1;
    }
    manyCount = 0;
  }

  /**
   * Notes the legal order {@code cs[i]} of the unit in province p; call for each legal order, in the order given,
   * before {@link #choose}.
   */
  void note(int p, int i) {
    int c = chosen[p];
    if (c == -1) {
      chosen[p] = i;
    } else if (c != MANY) {
      chosen[p] = MANY;
      many[manyCount++] = p;
    }
  }

  /** Whether some unit has several legal orders noted, so that {@link #choose} has a choice to make. */
  boolean several() {
    return manyCount > 0;
  }

  /**
   * Chooses the order carried out for each unit with several legal orders among the compiled orders
   * {@code cs[0, m)}, all noted ({@link #note}); a unit with one has it chosen already.
   */
  void choose(CompiledOrder[] cs, int m, Rulebook rules) {
    // Apply 4.C.x option C and 4.D.3 to each unit with several legal orders (each decided on its own orders alone).
    for (int k = 0; k < manyCount; k++) {
      int p = many[k];
      int first = 0;
      while (cs[first].illegal != null || cs[first].province != p) {
        first++;
      }
      int pick = chooseAmong(cs, m, first, p, rules);
      chosen[p] = pick == -2 ? -1 : pick;
    }
  }

  /** The order carried out for the unit in p, whose first legal order is {@code cs[i]}; -2 for none. */
  private int chooseAmong(CompiledOrder[] cs, int m, int i, int p, Rulebook rules) {
    List<Integer> list = new ArrayList<>();
    for (int j = i; j < m; j++) {
      if (cs[j].illegal == null && cs[j].province == p) {
        list.add(j);
      }
    }
    // Identical orders count as one.
    List<Integer> distinct = new ArrayList<>();
    for (int j : list) {
      boolean dup = false;
      for (int k : distinct) {
        if (cs[j].sameAs(cs[k], anyPower)) {
          dup = true;
          break;
        }
      }
      if (!dup) {
        distinct.add(j);
      }
    }
    // 4.C.x option C: an order with a doubtful designation gives way to a well-written one.
    boolean anyClear = false;
    for (int j : distinct) {
      anyClear |= !cs[j].designationDoubt;
    }
    if (anyClear) {
      List<Integer> clear = new ArrayList<>();
      for (int j : distinct) {
        if (cs[j].designationDoubt) {
          // With its repeats: identical orders count as one, and get one result whatever the listing.
          for (int k : list) {
            if (k == j || cs[k].illegal == null && cs[k].sameAs(cs[j], anyPower)) {
              cs[k].illegal = Reason.SUPERSEDED;
            }
          }
        } else {
          clear.add(j);
        }
      }
      distinct = clear;
    }
    int pick;
    if (distinct.size() == 1) {
      pick = distinct.get(0);
    } else {
      switch (rules.multipleOrders()) {
        case A_FIRST:
          pick = distinct.get(0);
          break;
        case B_LAST:
          // The last order listed, not the last of the distinct ones: with X, Y, X the unit carries out X, as
          // the retreat and adjustment phases read "the last order is used".
          pick = -1;
          for (int q = list.size() - 1; q >= 0 && pick == -1; q--) {
            if (cs[list.get(q)].illegal == null) {
              pick = list.get(q);
            }
          }
          break;
        default:
          pick = -1;
      }
    }
    for (int j : list) {
      if (cs[j].illegal != null) {
        continue;
      }
      if (pick == -1) {
        cs[j].illegal = Reason.MULTIPLE_ORDERS;
      } else if (!cs[j].sameAs(cs[pick], anyPower)) {
        cs[j].illegal = Reason.SUPERSEDED;
      }
    }
    return pick == -1 ? -2 : pick;
  }
}
