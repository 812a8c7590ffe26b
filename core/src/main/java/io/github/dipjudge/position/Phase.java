package io.github.dipjudge.position;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A phase of the game: year, season and type. Movement and retreat phases happen in Spring and Fall; the adjustment
 * phase happens in Winter (after Fall).
 *
 * <p>The library supports the years {@value #MIN_YEAR} to {@value #MAX_YEAR}: enough for variants that start in
 * year 1 or with a Winter 1900 adjustment, and for games of thousands of years, while every year still prints in at
 * most four digits and no year arithmetic can overflow. A phase of another year is refused where it is made; the
 * Winter adjustment of {@value #MAX_YEAR} is the last phase, and {@link #next()} refuses to go past it.
 *
 * <p>Immutable and thread-safe. Ordered by time through {@link #compareTo}.
 *
 * @param year the game year, {@value #MIN_YEAR} to {@value #MAX_YEAR} (1901 onwards on the standard map)
 * @param season the season
 * @param type the kind of phase
 */
public record Phase(int year, Season season, PhaseType type) implements Comparable<Phase> {
  /** The first year the library supports. */
  public static final int MIN_YEAR = 1;

  /** The last year the library supports; its Winter adjustment is the last phase. */
  public static final int MAX_YEAR = 9999;

  /**
   * A phase.
   *
   * @param year the game year, {@value #MIN_YEAR} to {@value #MAX_YEAR}
   * @param season the season
   * @param type the kind of phase
   * @throws IllegalArgumentException if the year is outside {@value #MIN_YEAR} to {@value #MAX_YEAR}, or the season
   *     does not fit the type (adjustments in Winter, movement and retreats in Spring and Fall)
   * @throws NullPointerException if the season or the type is null
   */
  public Phase {
    checkNotNull(season, "season");
    checkNotNull(type, "type");
    checkYear(year);
    checkArgument((season == Season.WINTER) == (type == PhaseType.ADJUSTMENT),
        "adjustments happen in Winter, movement and retreats in Spring and Fall: %s %s", season, type);
  }

  private static void checkYear(long year) {
    checkArgument(year >= MIN_YEAR && year <= MAX_YEAR, "year %s is outside the years the library supports, %s to %s",
        year, MIN_YEAR, MAX_YEAR);
  }

  /**
   * Spring movement of the given year.
   *
   * @param year the year, {@value #MIN_YEAR} to {@value #MAX_YEAR}
   * @return the phase
   * @throws IllegalArgumentException if the year is outside {@value #MIN_YEAR} to {@value #MAX_YEAR}
   */
  public static Phase springMovement(int year) {
    return new Phase(year, Season.SPRING, PhaseType.MOVEMENT);
  }

  /**
   * Fall movement of the given year.
   *
   * @param year the year, {@value #MIN_YEAR} to {@value #MAX_YEAR}
   * @return the phase
   * @throws IllegalArgumentException if the year is outside {@value #MIN_YEAR} to {@value #MAX_YEAR}
   */
  public static Phase fallMovement(int year) {
    return new Phase(year, Season.FALL, PhaseType.MOVEMENT);
  }

  /**
   * The Winter adjustment phase of the given year.
   *
   * @param year the year, {@value #MIN_YEAR} to {@value #MAX_YEAR}
   * @return the phase
   * @throws IllegalArgumentException if the year is outside {@value #MIN_YEAR} to {@value #MAX_YEAR}
   */
  public static Phase adjustment(int year) {
    return new Phase(year, Season.WINTER, PhaseType.ADJUSTMENT);
  }

  /**
   * Whether this is the last phase the library supports.
   *
   * @return whether this is the Winter adjustment of {@value #MAX_YEAR}
   */
  public boolean isLast() {
    return year == MAX_YEAR && type == PhaseType.ADJUSTMENT;
  }

  /**
   * The phase that follows this one in the full sequence (no phase skipped).
   *
   * @return the next phase
   * @throws IllegalStateException if this is the last phase the library supports ({@link #isLast()}); the message
   *     says so
   */
  public Phase next() {
    if (isLast()) {
      throw new IllegalStateException("no phase follows " + this + ": the library supports the years " + MIN_YEAR
          + " to " + MAX_YEAR);
    }
    switch (type) {
      case MOVEMENT:
        return new Phase(year, season, PhaseType.RETREAT);
      case RETREAT:
        return season == Season.SPRING ? fallMovement(year) : adjustment(year);
      default:
        return springMovement(year + 1);
    }
  }

  /**
   * The short code MILA/dipcc uses.
   *
   * @return {@code S1901M}, {@code F1901R}, {@code W1901A} and so on
   */
  public String code() {
    return "" + season.name().charAt(0) + year + type.name().charAt(0);
  }

  /**
   * Parses {@link #code()} form ({@code S1901M}).
   *
   * @param code the code
   * @return the phase
   * @throws IllegalArgumentException if the text is not such a code, or its year is outside {@value #MIN_YEAR} to
   *     {@value #MAX_YEAR}, or its season does not fit its type
   */
  public static Phase parseCode(String code) {
    checkNotNull(code, "code");
    checkArgument(code.matches("[SFWsfw][0-9]+[MRAmra]"), "not a phase code: \"%s\" (expected e.g. S1901M)", code);
    Season s = Season.valueOf(seasonOf(Character.toUpperCase(code.charAt(0))));
    PhaseType t = typeOf(Character.toUpperCase(code.charAt(code.length() - 1)));
    String digits = code.substring(1, code.length() - 1);
    // More than nine digits would overflow int: such a year is out of range anyway.
    checkArgument(digits.length() <= 9, "year %s of phase code \"%s\" is outside the years the library supports, %s "
        + "to %s", digits, code, MIN_YEAR, MAX_YEAR);
    return new Phase(Integer.parseInt(digits), s, t);
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
