package io.github.dipjudge.position;

/**
 * The seasons of a game year, in order. On a map with another calendar ({@link Phase#calendar()}, DPjudge's FLOW)
 * these are the slots of its seasons: its first movement season in {@code SPRING} ({@code A.D.} on {@code hundred}),
 * a second one in {@code FALL}, its adjustment season in {@code WINTER}; {@link Phase#seasonName()} gives the label.
 *
 * <p>Thread safety: an enum, immutable.
 */
public enum Season {
  /** The first season: a movement phase, then its retreats. */
  SPRING,
  /**
   * The second season: a movement phase, then its retreats, after which each supply centre belongs to the power
   * whose unit stands on it.
   */
  FALL,
  /** The end of the year: the adjustment phase. */
  WINTER;

  /**
   * The name as {@link Phase#toString()} prints it.
   *
   * @return {@code Spring}, {@code Fall} or {@code Winter}
   */
  public String displayName() {
    return name().charAt(0) + name().substring(1).toLowerCase(java.util.Locale.ROOT);
  }
}
