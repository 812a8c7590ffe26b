package io.github.dipjudge.daide;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.rules.Rulebook;
import java.util.Map;
import java.util.Optional;

/**
 * What a {@link DaideGame} plays: the map and rulebook, the time of each kind of phase, the last year, a game to go
 * on with and its passcodes, when to start without every power, and how long a client given a power before the start
 * has to accept the map. An immutable value: {@link #of} and the {@code with} methods make new ones, each checked.
 *
 * @param map the map; its calendar must be the standard one (DAIDE names its seasons only)
 * @param rules the rulebook
 * @param moveSeconds the time of a movement phase, 0 for none (at most 8191)
 * @param retreatSeconds the time of a retreat phase, 0 for none (at most 8191)
 * @param buildSeconds the time of an adjustment phase, 0 for none (at most 8191)
 * @param until the last year played (the game then ends as a draw), 0 for none
 * @param resumed the game to go on with, empty for a new game
 * @param passcodes each power's passcode (1 to 8191), empty to draw new ones
 * @param startAfterSeconds after how long the game starts with the powers that have a player (the others in civil
 *     disorder), 0 to wait for every power
 * @param dsd whether the deadline stops while a power's client is disconnected (DAIDE's {@code DSD})
 * @param joinMillis how long a client given a power before the start has to accept the map; past it the seat is
 *     free again
 * @param lastYear the last year DAIDE can name for this game: {@link #LAST_DAIDE_YEAR}, or an earlier one (tests)
 */
public record DaideGameOptions(GameMap map, Rulebook rules, int moveSeconds, int retreatSeconds, int buildSeconds,
    int until, Optional<Game> resumed, ImmutableMap<Power, Integer> passcodes, int startAfterSeconds, boolean dsd,
    int joinMillis, int lastYear) {

  /** The last year DAIDE can name: its numbers are 14-bit, -8192 to 8191. */
  public static final int LAST_DAIDE_YEAR = 8191;

  /**
   * Checks the options.
   *
   * @param map the map
   * @param rules the rulebook
   * @param moveSeconds the time of a movement phase, 0 for none
   * @param retreatSeconds the time of a retreat phase, 0 for none
   * @param buildSeconds the time of an adjustment phase, 0 for none
   * @param until the last year played, 0 for none
   * @param resumed the game to go on with, empty for a new game
   * @param passcodes each power's passcode, empty to draw new ones
   * @param startAfterSeconds after how long the game starts with the powers that have a player, 0 for never
   * @param dsd whether the deadline stops while a power's client is disconnected
   * @param joinMillis how long a client given a power before the start has to accept the map
   * @param lastYear the last year DAIDE can name for this game
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if a time is below 0 or above 8191, {@code until} is not 0 and is before the
   *     game's (first or resumed) year or after {@code lastYear}, {@code lastYear} is after {@link #LAST_DAIDE_YEAR}
   *     or before the game's year, the map's calendar is not the standard one, the resumed game is over or of another
   *     map, the passcodes are not one per power
   *     from 1 to 8191, {@code startAfterSeconds} is negative, or {@code joinMillis} is not positive
   */
  public DaideGameOptions {
    checkNotNull(map, "map");
    checkNotNull(rules, "rules");
    checkNotNull(resumed, "resumed");
    checkNotNull(passcodes, "passcodes");
    checkArgument(map.calendar().isStandard(), "DAIDE cannot play map %s: its turns are SPR, SUM, FAL, AUT and WIN"
        + " of the standard calendar, and this map's calendar is %s", map.id(), map.calendar());
    for (int t : new int[] {moveSeconds, retreatSeconds, buildSeconds}) {
      checkArgument(t >= 0 && t <= 8191, "a phase's time is 0 (none) to 8191 seconds, not %s", t);
    }
    int year = resumed.isPresent() ? resumed.get().position().phase().year() : map.firstPhase().year();
    checkArgument(lastYear <= LAST_DAIDE_YEAR && lastYear >= year, "the last year is from %s to %s, not %s", year,
        LAST_DAIDE_YEAR, lastYear);
    checkArgument(until == 0 || (until >= year && until <= lastYear),
        "--until needs a year from %s (the game's %s year) to %s (the last year DAIDE can name), not %s", year,
        resumed.isPresent() ? "current" : "first", lastYear, until);
    if (resumed.isPresent()) {
      Game g = resumed.get();
      checkArgument(g.map().equals(map), "the game to resume is on map %s, not %s", g.map().id(), map.id());
      checkArgument(!g.isOver(), "the game to resume is over (%s)",
          g.ending().map(o -> o.how()).orElse("no phase to play"));
    }
    if (!passcodes.isEmpty()) {
      for (Power p : map.powers()) {
        Integer code = passcodes.get(p);
        checkArgument(code != null && code >= 1 && code <= 8191, "the passcode of %s is 1 to 8191, not %s", p, code);
      }
      checkArgument(passcodes.size() == map.powers().size(), "passcodes are for the map's powers only");
    }
    checkArgument(startAfterSeconds >= 0, "the wait before a start is 0 or more seconds, not %s", startAfterSeconds);
    checkArgument(joinMillis > 0, "the time to accept the map is positive, not %s ms", joinMillis);
  }

  /**
   * A new game on the map under the rulebook: no deadline, no last year but DAIDE's, new passcodes, every power
   * waited for, a minute to accept the map.
   *
   * @param map the map
   * @param rules the rulebook
   * @return the options
   * @throws NullPointerException if an argument is null
   */
  public static DaideGameOptions of(GameMap map, Rulebook rules) {
    return new DaideGameOptions(map, rules, 0, 0, 0, 0, Optional.empty(), ImmutableMap.of(), 0, false, 60_000,
        LAST_DAIDE_YEAR);
  }

  /**
   * These options with the times of each kind of phase.
   *
   * @param move the time of a movement phase in seconds, 0 for none
   * @param retreat the time of a retreat phase, 0 for none
   * @param build the time of an adjustment phase, 0 for none
   * @return the new options
   * @throws IllegalArgumentException if a time is below 0 or above 8191
   */
  public DaideGameOptions withTimes(int move, int retreat, int build) {
    return new DaideGameOptions(map, rules, move, retreat, build, until, resumed, passcodes, startAfterSeconds, dsd,
        joinMillis, lastYear);
  }

  /**
   * These options with a last year to play.
   *
   * @param year the year, 0 for none
   * @return the new options
   * @throws IllegalArgumentException if the year is before the game's or after the last year DAIDE can name
   */
  public DaideGameOptions withUntil(int year) {
    return new DaideGameOptions(map, rules, moveSeconds, retreatSeconds, buildSeconds, year, resumed, passcodes,
        startAfterSeconds, dsd, joinMillis, lastYear);
  }

  /**
   * These options going on with a saved game, its powers' passcodes kept.
   *
   * @param game the game, on these options' map, not over
   * @param codes each power's passcode, or an empty map for new ones
   * @return the new options
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the game is over or on another map, or the codes are not one per power
   */
  public DaideGameOptions withResumed(Game game, Map<Power, Integer> codes) {
    return new DaideGameOptions(map, rules, moveSeconds, retreatSeconds, buildSeconds, until,
        Optional.of(checkNotNull(game, "game")), ImmutableMap.copyOf(codes), startAfterSeconds, dsd, joinMillis,
        lastYear);
  }

  /**
   * These options with the given passcodes.
   *
   * @param codes each power's passcode, or an empty map for new ones
   * @return the new options
   * @throws IllegalArgumentException if the codes are not one per power from 1 to 8191
   */
  public DaideGameOptions withPasscodes(Map<Power, Integer> codes) {
    return new DaideGameOptions(map, rules, moveSeconds, retreatSeconds, buildSeconds, until, resumed,
        ImmutableMap.copyOf(codes), startAfterSeconds, dsd, joinMillis, lastYear);
  }

  /**
   * These options with a start that does not wait for every power.
   *
   * @param seconds how long after the game is made it starts with the powers that have a player, 0 to wait for all
   * @return the new options
   * @throws IllegalArgumentException if the time is negative
   */
  public DaideGameOptions withStartAfter(int seconds) {
    return new DaideGameOptions(map, rules, moveSeconds, retreatSeconds, buildSeconds, until, resumed, passcodes,
        seconds, dsd, joinMillis, lastYear);
  }

  /**
   * These options with DAIDE's {@code DSD} on or off.
   *
   * @param on whether the deadline stops while a power's client is disconnected
   * @return the new options
   */
  public DaideGameOptions withDsd(boolean on) {
    return new DaideGameOptions(map, rules, moveSeconds, retreatSeconds, buildSeconds, until, resumed, passcodes,
        startAfterSeconds, on, joinMillis, lastYear);
  }

  /**
   * These options with another time to accept the map.
   *
   * @param millis the time, positive
   * @return the new options
   * @throws IllegalArgumentException if the time is not positive
   */
  public DaideGameOptions withJoinMillis(int millis) {
    return new DaideGameOptions(map, rules, moveSeconds, retreatSeconds, buildSeconds, until, resumed, passcodes,
        startAfterSeconds, dsd, millis, lastYear);
  }

  /**
   * These options with an earlier last year than DAIDE's (a test of the calendar's end without 6,000 years).
   *
   * @param year the last year, from the game's year to {@link #LAST_DAIDE_YEAR}
   * @return the new options
   * @throws IllegalArgumentException if the year is out of that range, or before {@code until}
   */
  public DaideGameOptions withLastYear(int year) {
    return new DaideGameOptions(map, rules, moveSeconds, retreatSeconds, buildSeconds, until, resumed, passcodes,
        startAfterSeconds, dsd, joinMillis, year);
  }

  /**
   * The time of a phase of the type.
   *
   * @param type the phase type
   * @return the seconds, 0 for none
   */
  public int seconds(PhaseType type) {
    return switch (checkNotNull(type, "type")) {
      case MOVEMENT -> moveSeconds;
      case RETREAT -> retreatSeconds;
      default -> buildSeconds;
    };
  }

  /**
   * The longest of the three times.
   *
   * @return the seconds, 0 when no phase has a time
   */
  public int longestSeconds() {
    return Math.max(moveSeconds, Math.max(retreatSeconds, buildSeconds));
  }
}
