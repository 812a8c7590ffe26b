package io.github.dipjudge.adjudicate.legal;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkElementIndex;
import static com.google.common.base.Preconditions.checkNotNull;
import static com.google.common.base.Preconditions.checkPositionIndexes;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.CONVOY;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.MASK;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.MOVE;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.MOVE_VIA_CONVOY;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.SUPPORT_HOLD;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.SUPPORT_MOVE;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.TARGET_FIELD;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.TARGET_SHIFT;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.UNIT_SHIFT;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.movement.MapTables;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * The legal-order generator's sampling: after {@link #sample(Position)}, the orders of one slot at a time, counted and
 * found from the position's tables without writing the slot's other codes (a random game's step draws one order per
 * unit at a fraction of the cost of generating them all), and random draws among them. The codes are those
 * {@link OrderGenerator#generate(Position)} writes, by their index in the slot.
 *
 * <p>Not thread-safe, as the generator it extends.
 */
public final class OrderSampler extends OrderGenerator {
  // ============================================================================================ sampling

  /** After {@link #sample}: each slot's number of orders, or -1 until counted. */
  private int[] slotSizes = new int[64];
  /**
   * {@code [(fleet ? locations : 0) + location]}: the entries of its own moves a supporter there finds among the rows
   * of the places it supports into (its province aside), which are not supports: the sum of its {@link #placeOwn}.
   * Fixed by the map.
   */
  private final int[] ownEntries;
  private int[] drawScratch = new int[64];
  /**
   * {@code [(fleet ? locations : 0) + location]}: the places a unit there supports into (its province aside), in
   * province order, and beside each the entries of its own moves there ({@link #placeOwn}), fixed by the map; null
   * where such a unit may not stand.
   */
  private final int[][] placeList;
  /** Parallel to {@link #placeList}: the entries of the unit's own moves at each place (its tails for a fleet). */
  private final int[][] placeOwn;
  /** {@code [(fleet ? locations : 0) + location]}: the number of a unit's hold and map-given moves there. */
  private final int[] fixedLen;
  /**
   * After {@link #sample}: each counted movement slot's index of its first move support, the hold, the moves and the
   * hold supports before it, so that a draw among the move supports (most of a unit's orders) starts there.
   */
  private int[] slotRowsFrom = new int[64];

  /**
   * A sampler for positions on the given map under the given rulebook.
   *
   * @param map the map
   * @param rules the rulebook
   */
  public OrderSampler(GameMap map, Rulebook rules) {
    super(map, rules);
    ownEntries = new int[2 * t.locations];
    placeList = new int[2 * t.locations][];
    fixedLen = new int[2 * t.locations];
    placeOwn = new int[2 * t.locations][];
    for (int loc = 0; loc < t.locations; loc++) {
      int p = t.provinceOf[loc];
      for (int kind = 0; kind < 2; kind++) {
        boolean fleet = kind == 1;
        if (fleet ? !t.fleetCanStand[loc] : loc >= n || !t.isLand[loc]) {
          continue;
        }
        fixedLen[kind * t.locations + loc] = (fleet ? fleetOrders[loc] : armyOrders[loc]).length;
        long[] reach = t.supportReach(fleet, loc);
        int[] places = new int[n];
        int[] own = new int[n];
        int k = 0;
        for (int y = 0; y < n; y++) {
          if (y == p || !MapTables.get(reach, y)) {
            continue;
          }
          if (fleet) {
            for (int tail : fleetTails[loc]) {
              own[k] += (tail & TAIL_MASK) == y ? 1 : 0;
            }
          } else {
            own[k] = 1; // an army supports only where it moves over land (MapTables), and has one entry there
          }
          ownEntries[kind * t.locations + loc] += own[k];
          places[k++] = y;
        }
        placeList[kind * t.locations + loc] = Arrays.copyOf(places, k);
        placeOwn[kind * t.locations + loc] = Arrays.copyOf(own, k);
      }
    }
  }

  /**
   * Prepares the position for drawing orders slot by slot without generating every order of every unit: the slots
   * ({@link #slotCount()}, {@link #slotOwner(int)}, {@link #slotDue(int)}) are those of {@link #generate(Position)},
   * and {@link #slotSize(int)} and {@link #slotCode(int, int)} give each slot's orders, in generation's order, as
   * they are asked for (in a movement phase a slot's orders are counted from the position's tables and the one asked
   * is found by walking them, without writing the others; retreat and adjustment phases, which have few orders, are
   * generated). For a random choice of one order per unit this costs a fraction of generating them all; the codes
   * are the same: {@code slotCode(slot, i)} after {@code sample(pos)} is {@code code(slotStart(slot) + i)} after
   * {@code generate(pos)}. Afterwards {@link #count()}, {@link #code(int)}, {@link #slotStart(int)},
   * {@link #slotEnd(int)} and {@link #order(int)}, which refer to a generation, throw {@link IllegalStateException}
   * until the next {@code generate}; {@link #decode(Position, int)} still checks codes (in its second buffer).
   *
   * @param pos the position, on this generator's map
   * @return the number of slots
   * @throws IllegalArgumentException if the position is on another map
   */
  public int sample(Position pos) {
    checkNotNull(pos, "pos");
    checkArgument(pos.map() == map, "the position is on map %s, the generator on %s", pos.map().id(), map.id());
    if (pos.phase().type() != PhaseType.MOVEMENT || filtered()) {
      generate(pos);
      slotSizes = slotSizes.length >= slots ? slotSizes : new int[Math.max(slots, 2 * slotSizes.length)];
      for (int k = 0; k < slots; k++) {
        slotSizes[k] = (k + 1 < slots ? slotStart[k + 1] : count) - slotStart[k];
      }
    } else {
      count = 0;
      slots = 0;
      lastType = PhaseType.MOVEMENT;
      movementTables(pos);
      for (int k = 0; k < unitCount; k++) {
        openSlot(unitLoc[unitList[k]]);
      }
      if (slotSizes.length < slots) {
        slotSizes = new int[Math.max(slots, 2 * slotSizes.length)];
        slotRowsFrom = new int[slotSizes.length];
      }
      Arrays.fill(slotSizes, 0, slots, -1);
    }
    generatedFor = null; // decode's check cannot look in this buffer
    slotsFor = pos;
    sampled = true;
    return slots;
  }

  /**
   * The number of orders of a slot: after {@link #generate(Position)} {@code slotEnd(slot) - slotStart(slot)}, after
   * {@link #sample(Position)} the same, counted on first asking.
   *
   * @param slot a slot of the last generation or sampling, below {@link #slotCount()}
   * @return the number of orders of the slot
   */
  public int slotSize(int slot) {
    checkElementIndex(slot, slots);
    if (!sampled) {
      return (slot + 1 < slots ? slotStart[slot + 1] : count) - slotStart[slot];
    }
    int size = slotSizes[slot];
    if (size < 0) {
      size = slotSizes[slot] = countMovementSlot(slot);
    }
    return size;
  }

  /**
   * The code of the i-th order of a slot, in generation's order: after {@link #generate(Position)}
   * {@code code(slotStart(slot) + i)}, after {@link #sample(Position)} the same code, found without writing the
   * slot's other codes.
   *
   * @param slot a slot of the last generation or sampling, below {@link #slotCount()}
   * @param i the index of the order in the slot, below {@link #slotSize(int)}
   * @return the code
   * @throws IndexOutOfBoundsException if the slot or the index is out of range
   */
  public int slotCode(int slot, int i) {
    checkElementIndex(i, slotSize(slot));
    if (!sampled || lastType != PhaseType.MOVEMENT || filtered()) {
      return codes[slotStart[slot] + i];
    }
    return movementSlotCode(slot, i);
  }

  /**
   * A uniformly random choice among a slot's orders, the indices in the slot ({@code 0 .. slotSize(slot) - 1}) going
   * to {@code out} from {@code at}; returns how many. For a unit one order, {@code random.nextInt(slotSize(slot))};
   * for a power in an adjustment phase as many distinct orders as it is due ({@link #slotDue(int)}, or all the slot
   * holds when that is fewer): the first draws of a Fisher-Yates shuffle of the indices, the i-th draw
   * {@code i + random.nextInt(size - i)}. An empty slot draws nothing. The same random state gives the same indices
   * after {@link #generate(Position)} and after {@link #sample(Position)}.
   *
   * @param slot a slot of the last generation or sampling, below {@link #slotCount()}
   * @param random the source of the draws
   * @param out where the indices go
   * @param at the index in {@code out} of the first
   * @return how many indices were written
   * @throws IndexOutOfBoundsException if the slot is out of range or {@code out} has no room for the indices
   */
  public int draw(int slot, RandomGenerator random, int[] out, int at) {
    checkNotNull(random, "random");
    checkNotNull(out, "out");
    int size = slotSize(slot);
    int due = Math.min(slotDue[slot], size);
    checkPositionIndexes(at, at + due, out.length);
    if (due == 0) {
      return 0;
    }
    if (lastType != PhaseType.ADJUSTMENT) {
      out[at] = random.nextInt(size);
      return 1;
    }
    if (drawScratch.length < size) {
      drawScratch = new int[Math.max(size, 2 * drawScratch.length)];
    }
    int[] idx = drawScratch;
    for (int i = 0; i < size; i++) {
      idx[i] = i;
    }
    for (int i = 0; i < due; i++) {
      int j = i + random.nextInt(size - i);
      int swap = idx[i];
      idx[i] = idx[j];
      idx[j] = swap;
      out[at + i] = idx[i];
    }
    return due;
  }

  /**
   * The number of orders of a unit's slot after {@link #sample}, from the position's tables: the same parts as
   * {@link #movement} writes, each counted without writing it. Its hold and map-given moves ({@link #fixedLen}); an
   * army's moves by convoy ({@link #convoyMoves}); its hold supports (the units where it reaches); its move supports
   * (the entries of the places it reaches, less its own moves there and, for a fleet at sea, less the moves only a
   * chain through it would carry, DATC 6.D.31); a fleet's convoys (the destinations it is needed for, per army). The
   * index of its first move support goes to {@link #slotRowsFrom}, where a draw among them starts.
   */
  private int countMovementSlot(int slot) {
    final int words = t.words;
    int loc = slotOwner[slot];
    int p = t.provinceOf[loc];
    boolean fleet = unitFleet[p];
    int size = fixedLen[(fleet ? t.locations : 0) + loc] + convoyMoves[p]; // no branch on the unit's type
    long[] reach = t.supportReach(fleet, loc);
    int pw = p >>> 6;
    long notP = ~(1L << p);
    int rows = 0;
    for (int w = 0; w < words; w++) {
      size += Long.bitCount(reach[w] & (w == pw ? notP : -1L) & unitBits[w]);
    }
    for (int y : placeList[(fleet ? t.locations : 0) + loc]) {
      rows += entryLen[y];
    }
    slotRowsFrom[slot] = size;
    size += rows - ownEntries[(fleet ? t.locations : 0) + loc];
    if (fleet && t.canConvoy[p]) {
      size -= lostSupports(p);
      for (int j = 0; j < convoyArmyCount; j++) {
        int a = convoyArmies[j];
        if (MapTables.get(reached[a], p)) {
          long[] needed = neededByArmy(a);
          for (int w = 0, base = p * words; w < words; w++) {
            size += Long.bitCount(needed[base + w]);
          }
        }
      }
    }
    return size;
  }

  /**
   * The move supports the fleet at sea (or in a port) in s may not give because every chain carrying the army there
   * runs through s (DATC 6.D.31): the entries {@link #supports} drops as lost, counted by {@link #excluded}.
   */
  private int lostSupports(int s) {
    if (excludedFor != s) {
      excluded(s);
    }
    return lostCount;
  }

  /**
   * The i-th code of a unit's slot after {@link #sample}: the parts of {@link #countMovementSlot} in generation's
   * order. A draw among the move supports (most of a unit's orders) starts at their first index, which the count
   * wrote ({@link #slotRowsFrom}), and passes over whole places by their rows, the place's entries less the unit's
   * own ({@link #placeOwn}, fixed by the map), reading the entries of one place alone: a walk with one unpredictable
   * branch a place, where testing each place's coasts and the unit's own entry was the largest part of sampling a
   * random order per unit. A fleet at sea on some army's chains may lose the supports of armies that reach a place
   * only by convoy (DATC 6.D.31): the places with such an entry are walked entry by entry, with the test of
   * {@link #supports}.
   */
  private int movementSlotCode(int slot, int i) {
    final int words = t.words;
    int loc = slotOwner[slot];
    int p = t.provinceOf[loc];
    boolean fleet = unitFleet[p];
    int rowsFrom = slotRowsFrom[slot]; // written by the count, which slotCode asks first
    if (i >= rowsFrom) {
      i -= rowsFrom;
      int[] places = placeList[(fleet ? t.locations : 0) + loc];
      int[] own = placeOwn[(fleet ? t.locations : 0) + loc];
      final int head = SUPPORT_MOVE | loc << UNIT_SHIFT;
      final int self = loc << TARGET_SHIFT;
      final boolean mayLose = fleet && t.canConvoy[p] && MapTables.get(carrying, p); // as excluded(p)
      if (mayLose && excludedFor != p) {
        excluded(p);
      }
      for (int k = 0; k < places.length; k++) {
        int y = places[k];
        final long yb = 1L << y;
        if (mayLose && (lostAny[y >>> 6] & yb) != 0) {
          for (int e0 = entryBase[y], e1 = e0 + entryLen[y]; e0 < e1; e0++) {
            int e = entries[e0];
            int x = (e >>> TARGET_SHIFT) & MASK;
            boolean lost = e < 0 && lostStamp[x] == stamp && (lostOver[x * words + (y >>> 6)] & yb) != 0;
            if ((e & TARGET_FIELD) != self && !lost) {
              if (i == 0) {
                return head | (e & ~CONVOY_ONLY);
              }
              i--;
            }
          }
          continue;
        }
        int rows = entryLen[y] - own[k];
        if (i >= rows) {
          i -= rows;
          continue;
        }
        for (int e0 = entryBase[y]; ; e0++) {
          int e = entries[e0];
          if ((e & TARGET_FIELD) != self) {
            if (i == 0) {
              return head | (e & ~CONVOY_ONLY);
            }
            i--;
          }
        }
      }
      return convoyCode(loc, p, i, slot);
    }
    int[] fixed = fleet ? fleetOrders[loc] : armyOrders[loc];
    if (i < fixed.length) {
      return fixed[i];
    }
    i -= fixed.length;
    if (i < convoyMoves[p]) { // an army's move by convoy (a fleet has none)
      long[] adj = t.armyAdjBits[p];
      long[] chain = convoyDest[p];
      for (int w = 0; w < words; w++) {
        for (long bits = chain[w]; bits != 0; bits &= bits - 1) {
          int y = (w << 6) + Long.numberOfTrailingZeros(bits);
          if ((adj[w] & (1L << y)) == 0) {
            if (i < 2) {
              return OrderCodes.code(i == 0 ? MOVE : MOVE_VIA_CONVOY, loc, y, 0);
            }
            i -= 2;
          } else if (!viaWithoutChain) {
            if (i == 0) {
              return OrderCodes.code(MOVE_VIA_CONVOY, loc, y, 0);
            }
            i--;
          }
        }
      }
      throw new IllegalStateException("slot " + slot + " has fewer moves by convoy than counted"); // cannot happen
    }
    i -= convoyMoves[p];
    long[] reach = t.supportReach(fleet, loc);
    for (int w = 0; w < words; w++) {
      for (long bits = reach[w] & unitBits[w]; bits != 0; bits &= bits - 1) {
        int x = (w << 6) + Long.numberOfTrailingZeros(bits);
        if (x != p) {
          if (i == 0) {
            return OrderCodes.code(SUPPORT_HOLD, loc, unitLoc[x], 0);
          }
          i--;
        }
      }
    }
    throw new IllegalStateException("slot " + slot + " has fewer hold supports than counted"); // cannot happen
  }

  /** The i-th convoy order of the fleet on loc (in province p), after its other orders: the last part of a slot. */
  private int convoyCode(int loc, int p, int i, int slot) {
    final int words = t.words;
    for (int j = 0; j < convoyArmyCount; j++) {
      int a = convoyArmies[j];
      if (!MapTables.get(reached[a], p)) {
        continue;
      }
      long[] needed = neededByArmy(a);
      for (int w = 0, base = p * words; w < words; w++) {
        for (long bits = needed[base + w]; bits != 0; bits &= bits - 1) {
          if (i == 0) {
            return OrderCodes.code(CONVOY, loc, a, (w << 6) + Long.numberOfTrailingZeros(bits));
          }
          i--;
        }
      }
    }
    throw new IllegalStateException("slot " + slot + " has fewer orders than counted"); // cannot happen
  }

  /**
   * A random choice of orders for one power, as values: in a movement phase one order per unit of the power, in a
   * retreat phase one per dislodged unit, in an adjustment phase as many distinct builds or removals as the power is
   * due (or all it has when fewer), each drawn uniformly among the slot's legal orders as
   * {@link #draw(int, RandomGenerator, int[], int)} draws them, after {@link #sample(Position)} (so the other
   * powers' orders are never generated). The same random state gives the same orders.
   *
   * @param pos the position, on this generator's map
   * @param power the power to order for
   * @param random the source of the draws
   * @return the orders, in slot order; empty when the power has nothing to order
   * @throws IllegalArgumentException if the position is on another map or the power is not of this map
   */
  public ImmutableList<Order> sampleOrders(Position pos, Power power, RandomGenerator random) {
    checkNotNull(power, "power");
    checkNotNull(random, "random");
    checkArgument(power.index() < map.powers().size() && map.powers().get(power.index()) == power,
        "power %s is not of map %s", power, map.id());
    int n = sample(pos);
    ImmutableList.Builder<Order> b = ImmutableList.builder();
    for (int slot = 0; slot < n; slot++) {
      if (slotPower(slot) != power) {
        continue;
      }
      // A value API: a small array per slot is nothing beside the orders it builds (draw shuffles in drawScratch).
      int[] picked = new int[Math.min(slotDue[slot], slotSize(slot))];
      int drawn = draw(slot, random, picked, 0);
      for (int i = 0; i < drawn; i++) {
        b.add(decodeGenerated(pos, slotCode(slot, picked[i])));
      }
    }
    return b.build();
  }
}
