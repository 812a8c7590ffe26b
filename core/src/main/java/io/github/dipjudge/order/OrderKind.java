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
  WAIVE
}
