package io.github.dipjudge.adjudicate.movement;

import static io.github.dipjudge.adjudicate.movement.MovementResolver.HOLD;

import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.order.Order;

/**
 * One order of a movement phase as {@link MovementCompiler} reads it: what it asks, in province and location indices,
 * or why it is illegal (DATC 4.E.1). The adjudicator keeps a pool of these and reuses them from call to call, so
 * that compiling a phase allocates nothing.
 */
final class CompiledOrder {
  /** The order as given; null when the order was given as a compact code ({@link #code}). */
  Order order;
  /** The compact code of {@link LegalOrders} the order was given as, when {@link #order} is null. */
  int code;
  /** Why the order is illegal, or null. */
  Reason illegal;
  /** The ordered unit's province, or -1 when the order names none. */
  int province = -1;
  /** {@link MovementResolver#HOLD} to {@link MovementResolver#CONVOY}. */
  byte kind;
  /** A move's destination province; a supported move's or a convoy's destination province. */
  int dest = -1;
  /** A move's destination location (its coast, for a fleet into a split-coast province). */
  int destLoc = -1;
  /** The supported or convoyed unit's province. */
  int target = -1;
  /** A support to move: the destination location as written (whether it names a coast matters, DATC 4.B.4). */
  int writtenDest = -1;
  /**
   * An army's move: whether the destination borders the army's province. Written for every legal army move (and
   * read for no other order), so that the matcher does not look the adjacency up again; {@link #reset} leaves it.
   */
  boolean adjacent;
  /** A move that says "via convoy". */
  boolean via;
  /** A move's written convoy path (provinces), when the rulebook reads it (DATC 4.A.6); else null. */
  int[] path;
  /** DATC 4.C.x option C: valid unless another order of the unit is written better. */
  boolean designationDoubt;

  /** Clears the fields for a new order, given as a value or (order null) as a code. */
  CompiledOrder reset(Order order, int code) {
    this.order = order;
    this.code = code;
    illegal = null;
    province = -1;
    kind = HOLD;
    dest = -1;
    destLoc = -1;
    target = -1;
    writtenDest = -1;
    via = false;
    path = null;
    designationDoubt = false;
    return this;
  }

  /** Whether this order asks the same as another of the same unit (the issuing power aside): see OrderChoice. */
  boolean sameAs(CompiledOrder o, io.github.dipjudge.map.Power anyPower) {
    if (order == null || o.order == null) {
      // A code names the unit's own power and type: two codes ask the same exactly when they are equal.
      return order == null && o.order == null && code == o.code;
    }
    return order.equals(o.order) || order.withPower(anyPower).equals(o.order.withPower(anyPower));
  }
}
