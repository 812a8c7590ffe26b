package io.github.dipjudge.order;

/** The kinds of order, for dispatch where speed matters. Thread safety: an enum, immutable. */
public enum OrderKind {
  HOLD,
  MOVE,
  SUPPORT_HOLD,
  SUPPORT_MOVE,
  CONVOY,
  RETREAT,
  DISBAND,
  BUILD,
  WAIVE,
  /** A retreat ordered in advance, with the movement orders, as a priority list (house rules). */
  RETREAT_PRIORITY,
  /** Builds ordered in advance as a priority list (house rules). */
  BUILD_PRIORITY,
  /** Removals ordered in advance as a priority list (house rules). */
  DISBAND_PRIORITY
}
