package io.github.dipjudge.map;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The phase a map's games begin with: {@code Spring 1901 Movement} on the standard map, {@code Spring 1 Movement}
 * on {@code ancmed}, {@code Winter 1900 Adjustments} on {@code chaos}.
 *
 * <p>{@code maps} knows nothing of the game sequence; this is the map file's statement of where a game starts, in
 * values of its own, for {@code core} to turn into its phase. A first phase is a Spring or Fall movement phase or a
 * Winter adjustment phase (a game cannot begin with retreats, having dislodged no unit), in a year from
 * {@value #MIN_YEAR} to {@value #MAX_YEAR}.
 *
 * <p>On a map with another calendar ({@link GameMap#calendar()}, DPjudge's {@code FLOW}) the season is the slot of
 * the calendar's season ({@link Calendar}): {@code hundred}'s {@code BEGIN A.D. 1425 MOVEMENT} is
 * {@code SPRING 1425 MOVEMENT}, the slot of its movement season, whose label is {@code A.D.}.
 *
 * <p>Immutable and thread-safe.
 *
 * @param season the season
 * @param year the game year, {@value #MIN_YEAR} to {@value #MAX_YEAR}
 * @param kind movement (Spring or Fall) or adjustments (Winter)
 */
public record FirstPhase(FirstPhase.Season season, int year, FirstPhase.Kind kind) {
  /** The earliest year a map may begin in. */
  public static final int MIN_YEAR = 1;
  /** The latest year a map may begin in. */
  public static final int MAX_YEAR = 9999;

  /** The first phase of a map that names none: Spring 1901, movement. */
  public static final FirstPhase DEFAULT = new FirstPhase(Season.SPRING, 1901, Kind.MOVEMENT);

  /**
   * Checks the values.
   *
   * @param season the season
   * @param year the game year, {@value #MIN_YEAR} to {@value #MAX_YEAR}
   * @param kind movement (Spring or Fall) or adjustments (Winter)
   * @throws NullPointerException if {@code season} or {@code kind} is null
   * @throws IllegalArgumentException if the year is out of range, or the kind does not belong to the season
   *     (adjustments in Winter, movement in Spring and Fall)
   */
  public FirstPhase {
    checkNotNull(season, "season");
    checkNotNull(kind, "kind");
    checkArgument(year >= MIN_YEAR && year <= MAX_YEAR, "year %s out of range %s..%s", year, MIN_YEAR, MAX_YEAR);
    checkArgument((season == Season.WINTER) == (kind == Kind.ADJUSTMENTS),
        "a game begins with movement in Spring or Fall, or with adjustments in Winter: %s %s", season, kind);
  }

  /** The seasons a map may begin in. Thread safety: an enum, immutable. */
  public enum Season {
    /** The first season of a year: movement, then retreats. */
    SPRING,
    /** The second season: movement, then retreats. */
    FALL,
    /** The end of a year: adjustments (builds and disbands). */
    WINTER
  }

  /** The kinds of phase a map may begin with. Thread safety: an enum, immutable. */
  public enum Kind {
    /** Orders to the units on the board. */
    MOVEMENT,
    /** Builds and disbands. */
    ADJUSTMENTS
  }

  /** As the project's map files write it: {@code spring 1901 movement}. */
  @Override
  public String toString() {
    return season.name().toLowerCase(java.util.Locale.ROOT) + " " + year + " "
        + kind.name().toLowerCase(java.util.Locale.ROOT);
  }
}
