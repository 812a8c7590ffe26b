package io.github.dipjudge.adjudicate;

import io.github.dipjudge.map.Calendar;
import io.github.dipjudge.map.FirstPhase;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Season;

/**
 * A phase of the standard calendar carried onto a map's own calendar, for tests that build boards on every shipped
 * map: the same season where the calendar has it (a Fall on a calendar with one movement season becomes that season
 * in a year an adjustment phase follows, so that centres change owner after it, as after a Fall), the same type, in
 * the first year from the phase's own in which that season happens (hundred's adjustments: a year that divides by
 * ten).
 */
final class CalendarPhases {
  private CalendarPhases() {}

  static Phase on(GameMap map, Phase p) {
    Calendar c = map.calendar();
    if (c.equals(p.calendar())) {
      return p;
    }
    Season s = p.season();
    boolean fallRole = s == Season.FALL && !c.has(FirstPhase.Season.FALL);
    if (fallRole) {
      s = Season.SPRING;
    }
    FirstPhase.Season slot = FirstPhase.Season.values()[s.ordinal()];
    for (int y = p.year(); y < p.year() + 1000 && y <= Phase.MAX_YEAR; y++) {
      if (c.occurs(slot, y) && (!fallRole || c.occurs(FirstPhase.Season.WINTER, y))) {
        return new Phase(y, s, p.type(), c);
      }
    }
    throw new IllegalArgumentException("no " + s + " " + p.type() + " on " + c + " from " + p.year());
  }
}
