package io.github.dipjudge.position;

/** The three kinds of phase. Thread safety: an enum, immutable. */
public enum PhaseType {
  MOVEMENT,
  RETREAT,
  ADJUSTMENT;

  /** {@code Movement}, {@code Retreat}, {@code Adjustment}. */
  public String displayName() {
    return name().charAt(0) + name().substring(1).toLowerCase(java.util.Locale.ROOT);
  }
}
