package io.github.dipjudge.map;

/**
 * A special rule on one directed border between a location and a neighbouring province, as DPjudge's map format
 * marks it on an adjacency ({@code ~} or {@code *}, map-file-syntax.txt "Special Restrictions"). The map only
 * records which rule a border carries ({@link GameMap#crossingRule}); {@code core} applies it.
 *
 * <p>Thread safety: an enum, immutable.
 */
public enum CrossingRule {
  /** An ordinary border: no special rule. */
  NONE('\0'),
  /**
   * {@code ~}, "weak movement across straits": support cannot be given across the border; a move across it has no
   * strength of its own (only its supports count), so that even with one support it does not dislodge a unit holding
   * at the destination, and unsupported it does not cut support given by the unit at the destination; a unit
   * retreating across it is destroyed in favour of any other unit retreating to the same province (before units
   * crossing {@link #HALF_STRENGTH} borders).
   */
  NO_STRENGTH('~'),
  /**
   * {@code *}, the Cape of Good Hope rule of the 1900 variant: a move across the border, convoyed moves whose last
   * step crosses it included, has half strength; support cannot be given across it; a move across it does not cut
   * support given by the unit at the destination (unless it dislodges that unit); a unit retreating across it is
   * destroyed in favour of any other unit retreating to the same province.
   */
  HALF_STRENGTH('*');

  private final char marker;

  CrossingRule(char marker) {
    this.marker = marker;
  }

  /**
   * The character that marks a neighbour with this rule in a map file.
   *
   * @return {@code ~} or {@code *}; {@code '\0'} for {@link #NONE}
   */
  public char marker() {
    return marker;
  }

  /** The rule a marker character stands for, or null when it stands for none. */
  static CrossingRule ofMarker(char c) {
    return c == '~' ? NO_STRENGTH : c == '*' ? HALF_STRENGTH : null;
  }
}
