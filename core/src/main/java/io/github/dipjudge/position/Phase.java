package io.github.dipjudge.position;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A phase of the game: year, season and type. Movement and retreat phases happen in Spring and Fall; the adjustment
 * phase happens in Winter (after Fall).
 *
 * <p>Immutable and thread-safe. Ordered by time through {@link #compareTo}.
 *
 * @param year the game year (1901 onwards on the standard map; any positive year is accepted)
 * @param season the season
 * @param type the kind of phase
 */
public record Phase(int year, Season season, PhaseType type) implements Comparable<Phase> {
  public Phase {
    checkNotNull(season, "season");
    checkNotNull(type, "type");
    checkArgument(year > 0, "year must be positive: %s", year);
    checkArgument((season == Season.WINTER) == (type == PhaseType.ADJUSTMENT),
        "adjustments happen in Winter, movement and retreats in Spring and Fall: %s %s", season, type);
  }

  /** Spring movement of the given year. */
  public static Phase springMovement(int year) {
    return new Phase(year, Season.SPRING, PhaseType.MOVEMENT);
  }

  /** Fall movement of the given year. */
  public static Phase fallMovement(int year) {
    return new Phase(year, Season.FALL, PhaseType.MOVEMENT);
  }

  /** The Winter adjustment phase of the given year. */
  public static Phase adjustment(int year) {
    return new Phase(year, Season.WINTER, PhaseType.ADJUSTMENT);
  }

  /** The phase that follows this one in the full sequence (no phase skipped). */
  public Phase next() {
    switch (type) {
      case MOVEMENT:
        return new Phase(year, season, PhaseType.RETREAT);
      case RETREAT:
        return season == Season.SPRING ? fallMovement(year) : adjustment(year);
      default:
        return springMovement(year + 1);
    }
  }

  /** The short code MILA/dipcc uses: {@code S1901M}, {@code F1901R}, {@code W1901A}. */
  public String code() {
    return "" + season.name().charAt(0) + year + type.name().charAt(0);
  }

  /**
   * Parses {@link #code()} form ({@code S1901M}).
   *
   * @throws IllegalArgumentException if the text is not such a code
   */
  public static Phase parseCode(String code) {
    checkNotNull(code, "code");
    checkArgument(code.matches("[SFWsfw][0-9]+[MRAmra]"), "not a phase code: \"%s\" (expected e.g. S1901M)", code);
    Season s = Season.valueOf(seasonOf(Character.toUpperCase(code.charAt(0))));
    PhaseType t = typeOf(Character.toUpperCase(code.charAt(code.length() - 1)));
    return new Phase(Integer.parseInt(code.substring(1, code.length() - 1)), s, t);
  }

  private static String seasonOf(char c) {
    return c == 'S' ? "SPRING" : c == 'F' ? "FALL" : "WINTER";
  }

  private static PhaseType typeOf(char c) {
    return c == 'M' ? PhaseType.MOVEMENT : c == 'R' ? PhaseType.RETREAT : PhaseType.ADJUSTMENT;
  }

  @Override
  public int compareTo(Phase o) {
    if (year != o.year) {
      return Integer.compare(year, o.year);
    }
    return Integer.compare(ordinal(), o.ordinal());
  }

  private int ordinal() {
    return season.ordinal() * 3 + type.ordinal();
  }

  /** {@code Spring 1901 Movement}. */
  @Override
  public String toString() {
    return season.displayName() + " " + year + " " + type.displayName();
  }
}
