package io.github.dipjudge.map;

/**
 * The two kinds of unit. Adjacency is defined per unit type, so the type lives with the map.
 *
 * <p>Thread safety: an enum, immutable.
 */
public enum UnitType {
  /** An army, {@code A}: moves over land and may be convoyed across water. */
  ARMY('A'),
  /** A fleet, {@code F}: moves over water and along coasts, and may convoy armies from the water. */
  FLEET('F');

  private final char letter;

  UnitType(char letter) {
    this.letter = letter;
  }

  /**
   * The one-letter English abbreviation.
   *
   * @return {@code 'A'} or {@code 'F'}, upper case
   */
  public char letter() {
    return letter;
  }

  /**
   * The unit type for an English letter, either case.
   *
   * @param c {@code A} or {@code F}, upper or lower case
   * @return the unit type
   * @throws IllegalArgumentException if the letter is neither A nor F; the message shows it
   */
  public static UnitType ofLetter(char c) {
    switch (Character.toUpperCase(c)) {
      case 'A':
        return ARMY;
      case 'F':
        return FLEET;
      default:
        throw new IllegalArgumentException("not a unit letter: '" + c + "' (expected A or F)");
    }
  }
}
