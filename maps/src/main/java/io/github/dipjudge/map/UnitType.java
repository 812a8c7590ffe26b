package io.github.dipjudge.map;

/**
 * The two kinds of unit. Adjacency is defined per unit type, so the type lives with the map.
 *
 * <p>Thread safety: an enum, immutable.
 */
public enum UnitType {
  ARMY('A'),
  FLEET('F');

  private final char letter;

  UnitType(char letter) {
    this.letter = letter;
  }

  /** The one-letter English abbreviation, {@code A} or {@code F}. */
  public char letter() {
    return letter;
  }

  /**
   * The unit type for an English letter, either case.
   *
   * @throws IllegalArgumentException if the letter is neither A nor F
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
