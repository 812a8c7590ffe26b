package io.github.dipjudge.rules.variant;

import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.League;
import io.github.dipjudge.map.Power;
import java.util.ArrayList;
import java.util.List;

/**
 * Leagues in play (DPjudge's {@code LEAGUE}, {@link League}; {@code ambition}): which supports and convoys a power of
 * a {@code STRICT} or {@code BENIGN} league may not give, as DPjudge's Game.checkLeague (commit 280e366, Game.py lines
 * 459-487) decides when an order is entered (called from validOrder, lines 351-358, after every other check of a
 * support or convoy):
 *
 * <ul>
 *   <li>a power with no league, or a plain member ({@code LEAGUE CATHOLIC}), is not limited (line 471);
 *   <li>{@code STRICT}: the helped unit (the supported unit, or the convoyed army) must belong to a power whose league
 *       is the helper's own (lines 476-479), else {@link Reason#STRICT_LEAGUE};
 *   <li>{@code BENIGN}: a support of a move or a convoy is refused when the helped unit's power is outside the
 *       helper's friendly leagues (its own and the ones listed after {@code BENIGN}; a power of no league is outside)
 *       while a unit of a power of a friendly league stands in the destination province (lines 480-485): {@link
 *       Reason#LEAGUE_FORBIDS}. A support to hold is never refused.
 * </ul>
 *
 * <p>The tables are built once per map ({@link MapTables}); a check is a few array reads, and on a map without a
 * limited power the tables are null and nothing is checked. Immutable once built and thread-safe.
 */
public final class LeagueRules {
  private static final byte MEMBER = 0;
  private static final byte STRICT = 1;
  private static final byte BENIGN = 2;

  /** {@code [power]}: the index of its league's name, -1 for none. */
  private final int[] league;
  /** {@code [power]}: MEMBER (also for no league), STRICT or BENIGN. */
  private final byte[] behaviour;
  /** {@code [power][league index]}: whether that league is friendly to the power (its own or listed). */
  private final boolean[][] friendly;

  private LeagueRules(int[] league, byte[] behaviour, boolean[][] friendly) {
    this.league = league;
    this.behaviour = behaviour;
    this.friendly = friendly;
  }

  /** The map's rules, or null when no power's supports and convoys are limited (no STRICT or BENIGN league). */
  public static LeagueRules of(GameMap map) {
    boolean limited = false;
    List<String> names = new ArrayList<>();
    for (Power p : map.powers()) {
      if (p.league().isPresent()) {
        League l = p.league().get();
        limited |= l.behaviour() != League.Behaviour.MEMBER;
        if (!names.contains(l.name())) {
          names.add(l.name());
        }
      }
    }
    if (!limited) {
      return null;
    }
    int n = map.powers().size();
    int[] league = new int[n];
    byte[] behaviour = new byte[n];
    boolean[][] friendly = new boolean[n][names.size()];
    for (Power p : map.powers()) {
      int i = p.index();
      league[i] = -1;
      if (p.league().isEmpty()) {
        continue;
      }
      League l = p.league().get();
      league[i] = names.indexOf(l.name());
      behaviour[i] = switch (l.behaviour()) {
        case MEMBER -> MEMBER;
        case STRICT -> STRICT;
        case BENIGN -> BENIGN;
      };
      for (int k = 0; k < names.size(); k++) {
        friendly[i][k] = l.isFriendly(names.get(k));
      }
    }
    return new LeagueRules(league, behaviour, friendly);
  }

  /**
   * Why a support or convoy is refused under the leagues, or null when it is not.
   *
   * @param helper the power of the supporting or convoying unit
   * @param helped the power of the supported unit or convoyed army
   * @param victim the power of the unit in the destination province of a supported move or a convoy; -1 when the
   *     province is empty or the order is a support to hold
   */
  public Reason refusal(int helper, int helped, int victim) {
    byte b = behaviour[helper];
    if (b == MEMBER) {
      return null;
    }
    int his = league[helped];
    if (b == STRICT) {
      return his == league[helper] ? null : Reason.STRICT_LEAGUE;
    }
    if (victim < 0 || his >= 0 && friendly[helper][his]) {
      return null;
    }
    int v = league[victim];
    return v >= 0 && friendly[helper][v] ? Reason.LEAGUE_FORBIDS : null;
  }
}
