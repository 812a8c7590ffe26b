package io.github.dipjudge.order;

/**
 * The kinds of order, one per {@link Order} record, for dispatch where speed matters ({@link Order#kind()}).
 *
 * <p>Thread safety: an enum, immutable.
 */
public enum OrderKind {
  /** A {@link Hold}. */
  HOLD,
  /** A {@link Move}, also when given in a retreat phase. */
  MOVE,
  /** A {@link SupportHold}. */
  SUPPORT_HOLD,
  /** A {@link SupportMove}. */
  SUPPORT_MOVE,
  /** A {@link Convoy}. */
  CONVOY,
  /** A {@link Retreat}. */
  RETREAT,
  /** A {@link Disband}: of a dislodged unit in a retreat phase, or a removal in an adjustment phase. */
  DISBAND,
  /** A {@link Build}. */
  BUILD,
  /** A {@link Waive}. */
  WAIVE,
  /** A {@link RetreatPriority}: a retreat ordered in advance, with the movement orders (house rules). */
  RETREAT_PRIORITY,
  /** A {@link BuildPriority}: builds ordered in advance as a priority list (house rules). */
  BUILD_PRIORITY,
  /** A {@link DisbandPriority}: removals ordered in advance as a priority list (house rules). */
  DISBAND_PRIORITY
}
