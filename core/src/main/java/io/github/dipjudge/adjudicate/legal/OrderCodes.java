package io.github.dipjudge.adjudicate.legal;

/**
 * The compact order code of the legal-order generator: four fields packed in an int, and the constants that name a
 * code's kind. Bits 0–3 the kind, then three fields of {@value #FIELD_BITS} bits: bits 4–12 the ordered unit's
 * location index (for a waive: the power index; for a build: the build location), 13–21 the target location (a
 * move's destination; a supported or convoyed unit's location; for builds, the build location), 22–30 the
 * destination of a supported or convoyed move (for builds: the building power's index). The widths are constants,
 * not sized per map, because the field accessors are static; the shifts and masks cost the same as with narrower
 * fields, so the standard map pays nothing for the room. {@code io.github.dipjudge.adjudicate.LegalOrders} publishes
 * the same constants and accessors.
 *
 * <p>Stateless and thread-safe.
 */
public final class OrderCodes {
  private OrderCodes() {}

  /** Hold. */
  public static final int HOLD = 0;
  /** Move, without "via convoy". */
  public static final int MOVE = 1;
  /** Move "via convoy". */
  public static final int MOVE_VIA_CONVOY = 2;
  /** Support to hold. */
  public static final int SUPPORT_HOLD = 3;
  /** Support to move. */
  public static final int SUPPORT_MOVE = 4;
  /** Convoy. */
  public static final int CONVOY = 5;
  /** Retreat (retreat phases). */
  public static final int RETREAT = 6;
  /** Disband (retreat phases) or remove (adjustment phases). */
  public static final int DISBAND = 7;
  /** Build an army. */
  public static final int BUILD_ARMY = 8;
  /** Build a fleet. */
  public static final int BUILD_FLEET = 9;
  /** Waive a build. */
  public static final int WAIVE = 10;
  /** The width of each of the three index fields of a code. */
  public static final int FIELD_BITS = 9;
  /** The largest number of locations, and of powers, a map may have for the compact codes: 511. */
  public static final int MAX_INDEX = (1 << FIELD_BITS) - 1;
  static final int MASK = MAX_INDEX;
  static final int UNIT_SHIFT = 4;
  static final int TARGET_SHIFT = UNIT_SHIFT + FIELD_BITS;
  static final int DEST_SHIFT = TARGET_SHIFT + FIELD_BITS;
  /** The target field in place: the mover's location in a support entry, compared with the supporter's own. */
  static final int TARGET_FIELD = MASK << TARGET_SHIFT;

  /**
   * The kind of a code: {@link #HOLD} to {@link #WAIVE}.
   *
   * @param code a code, as the generator makes them
   * @return the kind of a code: {@link #HOLD} to {@link #WAIVE}
   */
  public static int kind(int code) {
    return code & 0xF;
  }

  /**
   * The ordered unit's location index (for a waive, the power index).
   *
   * @param code a code, as the generator makes them
   * @return the ordered unit's location index (for a waive, the power index)
   */
  public static int unitLocation(int code) {
    return (code >>> UNIT_SHIFT) & MASK;
  }

  /**
   * A move's or retreat's destination, a supported or convoyed unit's location, or a build location (index).
   *
   * @param code a code, as the generator makes them
   * @return the target location index
   */
  public static int target(int code) {
    return (code >>> TARGET_SHIFT) & MASK;
  }

  /**
   * The destination of a supported or convoyed move (location index).
   *
   * @param code a code, as the generator makes them
   * @return the destination of a supported or convoyed move (location index)
   */
  public static int destination(int code) {
    return (code >>> DEST_SHIFT) & MASK;
  }

  /**
   * The code of the given fields.
   *
   * @param kind the kind, {@link #HOLD} to {@link #WAIVE}
   * @param unit the ordered unit's location index (a waive's power index, a build's location)
   * @param target the target location index, or 0
   * @param dest the destination location index (a build's power index), or 0
   * @return the code
   */
  public static int code(int kind, int unit, int target, int dest) {
    return kind | unit << UNIT_SHIFT | target << TARGET_SHIFT | dest << DEST_SHIFT;
  }
}
