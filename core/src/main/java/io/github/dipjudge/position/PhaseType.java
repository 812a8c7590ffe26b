package io.github.dipjudge.position;

/**
 * The three kinds of phase, in the order a game year runs them ({@link Phase}).
 *
 * <p>Thread safety: an enum, immutable.
 */
public enum PhaseType {
  /** Orders to every unit on the board: hold, move, support, convoy (Spring and Fall). */
  MOVEMENT,
  /** Orders to the units dislodged in the movement phase before: retreat or disband (Spring and Fall). */
  RETREAT,
  /**
   * Builds, removals and waives (Winter): a power with more supply centres than units may build, one with fewer
   * must remove units.
   */
  ADJUSTMENT;

  /**
   * The name as {@link Phase#toString()} prints it.
   *
   * @return {@code Movement}, {@code Retreat} or {@code Adjustment}
   */
  public String displayName() {
    return name().charAt(0) + name().substring(1).toLowerCase(java.util.Locale.ROOT);
  }
}
