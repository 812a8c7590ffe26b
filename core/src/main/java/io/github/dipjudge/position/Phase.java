package io.github.dipjudge.position;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.Calendar;
import io.github.dipjudge.map.FirstPhase;
import java.util.Optional;

/**
 * A phase of the game: year, season and type, on a calendar. On the standard calendar movement and retreat phases
 * happen in Spring and Fall, and the adjustment phase in Winter (after Fall).
 *
 * <p>A map may have another calendar ({@link Calendar}, {@link io.github.dipjudge.map.GameMap#calendar()}: DPjudge's
 * {@code FLOW}): {@code hundred} plays one movement season, {@code A.D.}, per five-year turn and adjusts in the turns
 * whose year divides by ten; {@code classical}'s years count down ({@code B.C. 273}, {@code B.C. 272}, ...) with
 * adjustments in the even years. Such a phase keeps its season in a slot of {@link Season}: the calendar's first
 * movement season in {@code SPRING}, a second one in {@code FALL}, its adjustment season in {@code WINTER}; the
 * calendar gives the label it is printed with ({@link #seasonName()}), the next phase ({@link #next()}) and whether
 * supply centres change owner after its retreats ({@link #beforeAdjustments()}). The constructor without a calendar,
 * and {@link #springMovement}, {@link #fallMovement} and {@link #adjustment}, make phases of the standard calendar.
 *
 * <p>The library supports the years {@value #MIN_YEAR} to {@value #MAX_YEAR}: enough for variants that start in
 * year 1 or with a Winter 1900 adjustment, and for games of thousands of years, while every year still prints in at
 * most four digits and no year arithmetic can overflow. A phase of another year is refused where it is made; the
 * last phase is the one after which the calendar's next phase would fall outside those years (the Winter adjustment
 * of {@value #MAX_YEAR} on the standard calendar; on {@code classical}, counting down, the retreats of year 1), and
 * {@link #next()} refuses to go past it.
 *
 * <p>Immutable and thread-safe. Phases of one calendar are ordered by time through {@link #compareTo}; two phases
 * are equal when year, season, type and calendar are.
 *
 * @param year the game year, {@value #MIN_YEAR} to {@value #MAX_YEAR} (1901 onwards on the standard map)
 * @param season the season, or on another calendar the slot of its season
 * @param type the kind of phase
 * @param calendar the calendar
 */
public record Phase(int year, Season season, PhaseType type, Calendar calendar) implements Comparable<Phase> {
  /** The first year the library supports. */
  public static final int MIN_YEAR = 1;

  /** The last year the library supports; its Winter adjustment is the standard calendar's last phase. */
  public static final int MAX_YEAR = 9999;

  /**
   * A phase on a calendar.
   *
   * @param year the game year, {@value #MIN_YEAR} to {@value #MAX_YEAR}
   * @param season the season (on another calendar than the standard one, the slot of its season)
   * @param type the kind of phase
   * @param calendar the calendar
   * @throws IllegalArgumentException if the year is outside {@value #MIN_YEAR} to {@value #MAX_YEAR}, the season
   *     does not fit the type (adjustments in Winter, movement and retreats in Spring and Fall), the calendar has no
   *     season in that slot, or the season does not happen in that year ({@link Calendar#occurs}: no adjustments
   *     in {@code hundred}'s 1425)
   * @throws NullPointerException if the season, the type or the calendar is null
   */
  public Phase {
    checkNotNull(season, "season");
    checkNotNull(type, "type");
    checkNotNull(calendar, "calendar");
    checkYear(year);
    checkArgument((season == Season.WINTER) == (type == PhaseType.ADJUSTMENT),
        "adjustments happen in Winter, movement and retreats in Spring and Fall: %s %s", season, type);
    if (calendar != STANDARD) {
      FirstPhase.Season slot = slot(season);
      checkArgument(calendar.has(slot), "the calendar %s has no season in slot %s", calendar, season);
      checkArgument(calendar.occurs(slot, year), "the calendar %s has no %s phase in %s", calendar,
          calendar.label(slot), year);
    }
  }

  /**
   * A phase of the standard calendar.
   *
   * @param year the game year, {@value #MIN_YEAR} to {@value #MAX_YEAR}
   * @param season the season
   * @param type the kind of phase
   * @throws IllegalArgumentException if the year is outside {@value #MIN_YEAR} to {@value #MAX_YEAR}, or the season
   *     does not fit the type (adjustments in Winter, movement and retreats in Spring and Fall)
   * @throws NullPointerException if the season or the type is null
   */
  public Phase(int year, Season season, PhaseType type) {
    this(year, season, type, STANDARD);
  }

  private static final Calendar STANDARD = Calendar.standard();
  private static final FirstPhase.Season[] SLOTS = FirstPhase.Season.values();
  private static final Season[] SEASONS = Season.values();

  private static FirstPhase.Season slot(Season s) {
    return SLOTS[s.ordinal()];
  }

  private static void checkYear(long year) {
    // The test first, the message's boxing only on failure: checkArgument's three-argument form boxes the year (a
    // Long beyond the small values' cache) on every call unless the compiler eliminates the box.
    if (year < MIN_YEAR || year > MAX_YEAR) {
      throw new IllegalArgumentException("year " + year + " is outside the years the library supports, " + MIN_YEAR
          + " to " + MAX_YEAR);
    }
  }

  /** The first year whose standard-calendar phases {@link #following()} keeps. */
  private static final int CACHE_FIRST_YEAR = 1800;
  /** The years kept: a game on the standard calendar from 1800 to 2299 asks no new phase object for its next phase. */
  private static final int CACHE_YEARS = 500;
  /**
   * The phases of the standard calendar, by {@code (year - CACHE_FIRST_YEAR) * 5 + kind} (Spring movement, Spring
   * retreat, Fall movement, Fall retreat, Winter adjustment), made on first use. A phase is immutable with final
   * fields, so a racy write publishes it safely and two threads at worst make two equal phases. It spares every phase
   * adjudicated one object (32 bytes of the allocation per phase; 10 kB held).
   */
  private static final Phase[] STANDARD_PHASES = new Phase[CACHE_YEARS * 5];

  /** The standard calendar's phase, kept when its year is in the cache's. */
  private static Phase standard(int year, Season season, PhaseType type) {
    int y = year - CACHE_FIRST_YEAR;
    if (y < 0 || y >= CACHE_YEARS) {
      return new Phase(year, season, type, STANDARD);
    }
    int i = y * 5 + (season == Season.SPRING ? 0 : season == Season.FALL ? 2 : 4)
        + (type == PhaseType.RETREAT ? 1 : 0);
    Phase p = STANDARD_PHASES[i];
    if (p == null) {
      STANDARD_PHASES[i] = p = new Phase(year, season, type, STANDARD);
    }
    return p;
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
   * Whether this is the last phase the library supports: its calendar's next phase would fall outside the years
   * {@value #MIN_YEAR} to {@value #MAX_YEAR}.
   *
   * @return whether no phase follows (the Winter adjustment of {@value #MAX_YEAR} on the standard calendar)
   */
  public boolean isLast() {
    return following() == null;
  }

  /**
   * The phase that follows this one in the full sequence of its calendar (no phase skipped): a movement phase's
   * retreats, then the next season that happens ({@link Calendar#occurs}) in this year, else the first season of
   * the next calendar year ({@link Calendar#yearStep()} on), as DPjudge's Map.findNextPhase (commit 280e366, Map.py
   * lines 1326-1347) runs a FLOW.
   *
   * @return the next phase
   * @throws IllegalStateException if this is the last phase the library supports ({@link #isLast()}); the message
   *     says so
   */
  public Phase next() {
    Phase n = following();
    if (n == null) {
      throw new IllegalStateException("no phase follows " + this + ": the library supports the years " + MIN_YEAR
          + " to " + MAX_YEAR);
    }
    return n;
  }

  /** The next phase, or null when its year is outside the library's. */
  private Phase following() {
    if (type == PhaseType.MOVEMENT) {
      return make(year, season, PhaseType.RETREAT);
    }
    Season later = laterSeason();
    if (later != null) {
      return make(year, later, later == Season.WINTER ? PhaseType.ADJUSTMENT : PhaseType.MOVEMENT);
    }
    long y = (long) year + calendar.yearStep();
    if (y < MIN_YEAR || y > MAX_YEAR) {
      return null;
    }
    // The first season of a calendar year is a movement season and always happens (Calendar.fromFlow).
    return make((int) y, Season.SPRING, PhaseType.MOVEMENT);
  }

  /** A phase on this phase's calendar: the kept one on the standard calendar ({@link #standard}). */
  private Phase make(int y, Season s, PhaseType t) {
    return calendar == STANDARD ? standard(y, s, t) : new Phase(y, s, t, calendar);
  }

  /** The next season of this calendar year that happens in it, or null when this one is its last. */
  private Season laterSeason() {
    for (int s = season.ordinal() + 1; s < SEASONS.length; s++) {
      if (calendar.occurs(SLOTS[s], year)) {
        return SEASONS[s];
      }
    }
    return null;
  }

  /**
   * Whether supply centres change owner after this season: a movement or retreat phase whose season is followed, in
   * its year, by an adjustment phase (the Fall on the standard calendar; on {@code hundred} the turns whose year
   * divides by ten). The retreat phase of such a season hands each centre to the power whose unit stands on it, as
   * DPjudge captures centres when an adjustment phase begins (Game.py, commit 280e366, lines 3449-3450).
   *
   * @return whether the adjustment phase follows this season
   */
  public boolean beforeAdjustments() {
    return type != PhaseType.ADJUSTMENT && laterSeason() == Season.WINTER;
  }

  /**
   * The season's label as the calendar prints it: {@code Spring}, {@code Fall}, {@code Winter} on the standard
   * calendar, {@code A.D.} on {@code hundred}, {@code B.C.} on {@code classical}.
   *
   * @return the label
   */
  public String seasonName() {
    return calendar == STANDARD ? season.displayName() : calendar.label(slot(season));
  }

  /**
   * The short code MILA/dipcc uses, and DPjudge's phase abbreviation on other calendars (Map.phaseAbbr: the label's
   * first letter, the year, the type's first letter).
   *
   * @return {@code S1901M}, {@code F1901R}, {@code W1901A} and so on; {@code A1425M} on {@code hundred},
   *     {@code B272A} on {@code classical}
   */
  public String code() {
    return "" + Character.toUpperCase(seasonName().charAt(0)) + year + type.name().charAt(0);
  }

  /**
   * Parses {@link #code()} form on a calendar: {@code S1901M} on the standard one, {@code A1425M} on
   * {@code hundred}'s.
   *
   * @param code the code
   * @param calendar the calendar whose season labels the first letter names
   * @return the phase
   * @throws IllegalArgumentException if the text is not such a code, its letter names no season of the calendar
   *     holding phases of its type, its year is outside {@value #MIN_YEAR} to {@value #MAX_YEAR}, or the season
   *     does not happen in that year
   */
  public static Phase parseCode(String code, Calendar calendar) {
    checkNotNull(code, "code");
    checkNotNull(calendar, "calendar");
    if (calendar == STANDARD) {
      return parseCode(code);
    }
    checkArgument(code.matches("[A-Za-z][0-9]+[MRAmra]"), "not a phase code: \"%s\" (expected a season's first "
        + "letter, a year and M, R or A, such as %s)", code, calendar.label(FirstPhase.Season.SPRING).charAt(0)
        + "1901M");
    PhaseType t = typeOf(Character.toUpperCase(code.charAt(code.length() - 1)));
    Optional<FirstPhase.Season> slot = calendar.slot(code.charAt(0), t == PhaseType.ADJUSTMENT);
    checkArgument(slot.isPresent(), "phase code \"%s\": the calendar %s has no such season", code, calendar);
    String digits = code.substring(1, code.length() - 1);
    checkArgument(digits.length() <= 9, "year %s of phase code \"%s\" is outside the years the library supports, %s "
        + "to %s", digits, code, MIN_YEAR, MAX_YEAR);
    return new Phase(Integer.parseInt(digits), SEASONS[slot.get().ordinal()], t, calendar);
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

  /**
   * Orders phases by time: by year (later years first when the calendar counts down), then by season and type.
   * Phases of different calendars are ordered as if on this one's.
   */
  @Override
  public int compareTo(Phase o) {
    if (year != o.year) {
      return calendar.yearStep() < 0 ? Integer.compare(o.year, year) : Integer.compare(year, o.year);
    }
    return Integer.compare(ordinal(), o.ordinal());
  }

  private int ordinal() {
    return season.ordinal() * 3 + type.ordinal();
  }

  /** {@code Spring 1901 Movement}; on other calendars with their labels: {@code A.D. 1425 Movement}. */
  @Override
  public String toString() {
    return seasonName() + " " + year + " " + type.displayName();
  }
}
