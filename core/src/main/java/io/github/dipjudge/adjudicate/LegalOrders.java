package io.github.dipjudge.adjudicate;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.legal.OrderCodes;
import io.github.dipjudge.adjudicate.legal.OrderSampler;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.random.RandomGenerator;
/**
 * Every legal order of a position, in the sense of DATC 4.E.1: each could be valid given some orders of the other
 * units, exactly as the {@link Adjudicator} with the same rulebook judges legality (it does not report it
 * {@link Outcome#ILLEGAL}). Convoy orders follow DATC 6.G.19: a fleet that no chain of fleets needs gets none.
 *
 * <p>The orders are the canonical ones: the unit named with its true type and location; a fleet moving to a
 * split-coast province names the coast (and, where the rulebook accepts the omitted coast, DATC 4.B.2, the order
 * without it is listed too); a support of a fleet into a split-coast province is listed with each coast the fleet
 * reaches and without a coast (DATC 4.B.4: a support that omits the coast is legal, though it may be void under
 * some rulebooks); an army's destination names no coast; a support or convoy names
 * the true type of the unit it refers to, and its nationality when the rulebook requires it (DATC 4.C.5); no
 * convoy path is written.
 *
 * <p>Two forms. The compact form, for simulations that sample orders: {@link #generate(Position)} fills a reused
 * int buffer, one code per order, grouped in slots (one slot per unit on the board in a movement phase, per
 * dislodged unit in a retreat phase, per power that adjusts in an adjustment phase); {@link #kind(int)},
 * {@link #unitLocation(int)}, {@link #target(int)} and {@link #destination(int)} take a code apart,
 * {@link #order(int)} turns the i-th code of the last generation into an {@link Order}, and
 * {@link #decode(Position, int)} turns any code into one, refusing a code the generator does not produce for the
 * position. The value form, for user interfaces:
 * {@link #orders(Position)} and friends. For a random choice of orders without generating every order of every
 * unit: {@link #sample(Position)}, then per slot {@link #slotSize(int)}, {@link #slotCode(int, int)} and
 * {@link #draw(int, RandomGenerator, int[], int)}, which give the very codes of the generation by their index in
 * the slot.
 *
 * <p>Compact codes pack four fields in an int: bits 0–3 the kind, then three fields of {@value #FIELD_BITS} bits:
 * bits 4–12 the ordered unit's location index (for a waive: the power index; for a build: the build location),
 * 13–21 the target location (a move's destination; a supported or convoyed unit's location; for builds, the build
 * location), 22–30 the destination of a supported or convoyed move (for builds: the building power's index, since
 * a build site need not be a home centre). So maps of up to {@value #MAX_INDEX} locations and as many powers are
 * supported ({@link #create} throws beyond): youngstown's 198 locations and chaos's 34 powers fit. The widths are
 * constants, not sized per map, because the field accessors are static; the shifts and masks cost the same as with
 * narrower fields, so the standard map pays nothing for the room.
 *
 * <p>Not thread-safe: an instance reuses its buffers; the compact results of one call are valid until the next.
 * Create one per thread.
 */
public final class LegalOrders {
  /** Hold. */
  public static final int HOLD = OrderCodes.HOLD;
  /** Move, without "via convoy". */
  public static final int MOVE = OrderCodes.MOVE;
  /** Move "via convoy". */
  public static final int MOVE_VIA_CONVOY = OrderCodes.MOVE_VIA_CONVOY;
  /** Support to hold. */
  public static final int SUPPORT_HOLD = OrderCodes.SUPPORT_HOLD;
  /** Support to move. */
  public static final int SUPPORT_MOVE = OrderCodes.SUPPORT_MOVE;
  /** Convoy. */
  public static final int CONVOY = OrderCodes.CONVOY;
  /** Retreat (retreat phases). */
  public static final int RETREAT = OrderCodes.RETREAT;
  /** Disband (retreat phases) or remove (adjustment phases). */
  public static final int DISBAND = OrderCodes.DISBAND;
  /** Build an army. */
  public static final int BUILD_ARMY = OrderCodes.BUILD_ARMY;
  /** Build a fleet. */
  public static final int BUILD_FLEET = OrderCodes.BUILD_FLEET;
  /** Waive a build. */
  public static final int WAIVE = OrderCodes.WAIVE;
  /** The width of each of the three index fields of a code. */
  public static final int FIELD_BITS = OrderCodes.FIELD_BITS;
  /** The largest number of locations, and of powers, a map may have for the compact codes: 511. */
  public static final int MAX_INDEX = OrderCodes.MAX_INDEX;

  /**
   * The engine: generation, the codes turned into values, and sampling ({@code OrderSampler}, which extends
   * {@code OrderGenerator}). Every method of this class is a call of the engine's method of the same name, or of
   * {@code OrderCodes}'s for the static ones: a final field of a final class, which the compiler inlines.
   */
  private final OrderSampler engine;

  private LegalOrders(OrderSampler engine) {
    this.engine = engine;
  }

  /**
   * A generator for positions on the given map under the given rulebook.
   *
   * @param map the map
   * @param rules the rulebook
   * @return a generator
   * @throws IllegalArgumentException if the map has more than {@value #MAX_INDEX} locations or powers (the compact
   *     code has {@value #FIELD_BITS} bits for each index)
   */
  public static LegalOrders create(GameMap map, Rulebook rules) {
    checkNotNull(map, "map");
    checkNotNull(rules, "rules");
    checkArgument(map.locations().size() <= MAX_INDEX,
        "the compact order code holds at most %s locations; map %s has %s", MAX_INDEX, map.id(),
        map.locations().size());
    checkArgument(map.powers().size() <= MAX_INDEX, "the compact order code holds at most %s powers; map %s has %s",
        MAX_INDEX, map.id(), map.powers().size());
    return new LegalOrders(new OrderSampler(map, rules));
  }

  /**
   * The kind of a code: {@link #HOLD} to {@link #WAIVE}.
   *
   * @param code a code, as {@link #generate(Position)} makes them
   * @return the kind of a code: {@link #HOLD} to {@link #WAIVE}
   */
  public static int kind(int code) {
    return OrderCodes.kind(code);
  }

  /**
   * The ordered unit's location index (for a waive, the power index).
   *
   * @param code a code, as {@link #generate(Position)} makes them
   * @return the ordered unit's location index (for a waive, the power index)
   */
  public static int unitLocation(int code) {
    return OrderCodes.unitLocation(code);
  }

  /**
   * A move's or retreat's destination, a supported or convoyed unit's location, or a build location (index).
   *
   * @param code a code, as {@link #generate(Position)} makes them
   * @return the target location index
   */
  public static int target(int code) {
    return OrderCodes.target(code);
  }

  /**
   * The destination of a supported or convoyed move (location index).
   *
   * @param code a code, as {@link #generate(Position)} makes them
   * @return the destination of a supported or convoyed move (location index)
   */
  public static int destination(int code) {
    return OrderCodes.destination(code);
  }

  /**
   * Generates every legal order of the position into this generator's buffer; returns how many. The codes are
   * {@link #code(int)}; they stay valid until the next call.
   *
   * @param pos the position, on this generator's map
   * @return how many codes were generated
   * @throws IllegalArgumentException if the position is on another map
   */
  public int generate(Position pos) {
    return engine.generate(pos);
  }

  /**
   * As {@link #generate(Position)}, copying the codes into {@code out} from {@code offset}; returns how many.
   *
   * @param pos the position, on this generator's map
   * @param out the buffer to copy into
   * @param offset where in the buffer the first code goes
   * @return how many codes were generated and copied
   */
  public int generate(Position pos, int[] out, int offset) {
    return engine.generate(pos, out, offset);
  }

  /**
   * The number of codes of the last {@link #generate(Position)}.
   *
   * @return the number of codes of the last {@link #generate(Position)}
   */
  public int count() {
    return engine.count();
  }

  /**
   * The i-th code of the last {@link #generate(Position)}.
   *
   * @param i the index of the code, below {@link #count()}
   * @return the i-th code of the last {@link #generate(Position)}
   */
  public int code(int i) {
    return engine.code(i);
  }

  /**
   * The number of slots of the last generation: units (movement, retreat) or powers (adjustment).
   *
   * @return the number of slots of the last generation: units (movement, retreat) or powers (adjustment)
   */
  public int slotCount() {
    return engine.slotCount();
  }

  /**
   * The index of the first code of a slot.
   *
   * @param slot a slot of the last generation, below {@link #slotCount()}
   * @return the index of the first code of a slot
   */
  public int slotStart(int slot) {
    return engine.slotStart(slot);
  }

  /**
   * The index after the last code of a slot.
   *
   * @param slot a slot of the last generation, below {@link #slotCount()}
   * @return the index after the last code of a slot
   */
  public int slotEnd(int slot) {
    return engine.slotEnd(slot);
  }

  /**
   * The owner of a slot: the unit's location index (movement and retreat phases) or the power index (adjustment
   * phases). {@link #slotPower(int)} gives the power whose orders the slot holds, in every phase.
   *
   * @param slot a slot of the last generation, below {@link #slotCount()}
   * @return the owner of the slot
   */
  public int slotOwner(int slot) {
    return engine.slotOwner(slot);
  }

  /**
   * The power whose orders a slot holds: the power of the slot's unit (movement: on the board; retreat:
   * dislodged), or in an adjustment phase the power adjusting. A bot playing one power keeps the slots this gives
   * it without looking the unit up itself.
   *
   * @param slot a slot of the last generation or sampling, below {@link #slotCount()}
   * @return the power
   * @throws IndexOutOfBoundsException if the slot is out of range
   */
  public Power slotPower(int slot) {
    return engine.slotPower(slot);
  }

  /**
   * How many orders of a slot the phase wants: 1 for a unit (movement, retreat), and for a power in an adjustment
   * phase the number of builds it is due (its supply centres less its units) or of removals (its units less its
   * centres). Builds due are not limited by the sites it has: the slot may hold fewer orders; but for a power with
   * alternative home centres ({@link io.github.dipjudge.map.Power#hasAlternativeHomes()}, {@code zeus}'s U.S.A.)
   * they are capped at {@code BuildSiteRules.buildLimit}.
   *
   * @param slot a slot of the last generation, below {@link #slotCount()}
   * @return how many orders of the slot are due
   */
  public int slotDue(int slot) {
    return engine.slotDue(slot);
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
    return engine.sample(pos);
  }

  /**
   * The number of orders of a slot: after {@link #generate(Position)} {@code slotEnd(slot) - slotStart(slot)}, after
   * {@link #sample(Position)} the same, counted on first asking.
   *
   * @param slot a slot of the last generation or sampling, below {@link #slotCount()}
   * @return the number of orders of the slot
   */
  public int slotSize(int slot) {
    return engine.slotSize(slot);
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
    return engine.slotCode(slot, i);
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
    return engine.draw(slot, random, out, at);
  }

  /**
   * The order a code stands for, issued by the unit's power (a build or waive: by the power it is for), in the given
   * position. Only a code that {@link #generate(Position)} produces for that position is accepted: any other (a kind
   * or field out of range, a field the kind does not use that is not 0, no unit where it says, an order that is not
   * legal there) is refused. The check looks the code up among the codes of its unit's slot (its power's slot in an
   * adjustment phase): from the last generation when the position is its position (or an equal one), otherwise
   * from a generation of that position in a second buffer of this generator, made once per position, so that the
   * codes of the last {@link #generate(Position)} stay valid.
   *
   * @param pos the position, on this generator's map
   * @param code a code of {@link #generate(Position)} for that position
   * @return the order
   * @throws IllegalArgumentException if the position is on another map, or the code is not one the generator
   *     produces for the position; the message names the code and its fields
   */
  public Order decode(Position pos, int code) {
    return engine.decode(pos, code);
  }

  /**
   * The order of the i-th code of the last {@link #generate(Position)}, in its position: as
   * {@link #decode(Position, int)} without the look-up.
   *
   * @param i the index of the code, below {@link #count()}
   * @return the order
   * @throws IndexOutOfBoundsException if {@code i} is not below {@link #count()}
   */
  public Order order(int i) {
    return engine.order(i);
  }

  /**
   * Every legal order of the position, as values, slot by slot (see the class comment).
   *
   * @param pos the position, on this generator's map
   * @return every legal order of the position
   */
  public ImmutableList<Order> orders(Position pos) {
    return engine.orders(pos);
  }

  /**
   * The legal orders of one unit (movement: a unit on the board; retreat: a dislodged unit; adjustment: a unit that
   * may be removed), as values.
   *
   * @param pos the position, on this generator's map
   * @param unit the province of the unit
   * @return the unit's legal orders
   */
  public ImmutableList<Order> orders(Position pos, Province unit) {
    return engine.orders(pos, unit);
  }

  /**
   * The legal orders of one power, as values.
   *
   * @param pos the position, on this generator's map
   * @param power the power
   * @return the legal orders of one power, as values
   */
  public ImmutableList<Order> orders(Position pos, Power power) {
    return engine.orders(pos, power);
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
    return engine.sampleOrders(pos, power, random);
  }

  /**
   * The map this generator is for.
   *
   * @return the map
   */
  public GameMap map() {
    return engine.map();
  }

  /**
   * The rulebook whose legality this generator follows.
   *
   * @return the rulebook
   */
  public Rulebook rules() {
    return engine.rules();
  }

  /**
   * The order a code well-formed for the position stands for, whether or not the generator produces it: for
   * {@link Adjudicator}'s phases given as codes ({@code OrderGenerator.decodeUnchecked}).
   */
  Order decodeUnchecked(Position pos, int code) {
    return engine.decodeUnchecked(pos, code);
  }
}
