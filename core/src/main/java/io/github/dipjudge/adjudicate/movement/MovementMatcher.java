package io.github.dipjudge.adjudicate.movement;

import static io.github.dipjudge.adjudicate.movement.MovementResolver.CONVOY;
import static io.github.dipjudge.adjudicate.movement.MovementResolver.MOVE;
import static io.github.dipjudge.adjudicate.movement.MovementResolver.SUPPORT_HOLD;

import io.github.dipjudge.rules.Rulebook.ConvoyToAdjacentProvince;
import io.github.dipjudge.rules.Rulebook;
import java.util.Arrays;

/**
 * The third stage of a movement phase: matching, on the resolver's arrays once the orders carried out are in them.
 * Which army moves go by convoy (DATC 4.A.3, under the rulebook's option), which convoy orders match such a move,
 * whether a written convoy path holds (4.A.6), the fleets on some route of each army (4.A.1 a) and the fleets an
 * army cannot do without (the 2000 paradox rule), and which supports match the order of the unit they support
 * (4.B.4 for coasts, 4.D.9 for units in civil disorder). Reuses its scratch arrays; allocates only under 4.A.1 a.
 */
final class MovementMatcher {
  private final MapTables t;
  private final MovementResolver r;
  private final int n;
  private final int[] bfsQueue;
  private final boolean[] candidateScratch;
  private final int[] candidateHead; // army province -> first matching convoy order's fleet
  private final int[] candidateNext;
  private final int[] touchedArmies;
  private int touchedCount;
  private final long[] bitsA; // scratch bitsets of provinces
  private final long[] bitsB;
  private final long[] bitsC;
  private final long[] bitsD;

  MovementMatcher(MapTables t, MovementResolver r) {
    this.t = t;
    this.r = r;
    this.n = t.provinces;
    this.bfsQueue = new int[n];
    this.candidateScratch = new boolean[n];
    this.candidateHead = new int[n];
    Arrays.fill(candidateHead, -1);
    this.candidateNext = new int[n];
    this.touchedArmies = new int[n];
    this.bitsA = new long[t.words];
    this.bitsB = new long[t.words];
    this.bitsC = new long[t.words];
    this.bitsD = new long[t.words];
  }

  /** Clears the entries of the last phase's convoying fleets (the only ones written). */
  void clear(int[] convoys, int convoyCount) {
    for (int k = 0; k < convoyCount; k++) {
      candidateScratch[convoys[k]] = false;
    }
  }

  /**
   * Matches the supports and convoys of the phase against the orders carried out ({@code cs[chosen[p]]} for the unit
   * in p); {@code ordered[power]} says whether the power gave any legal order (DATC 4.D.9); {@code convoyAsked}
   * whether some army move was compiled that names no neighbour or says "via convoy".
   */
  void match(CompiledOrder[] cs, int[] chosen, boolean[] ordered, boolean convoyAsked, Rulebook rules) {
    if (convoyAsked || r.convoyCount > 0) {
      matchConvoys(cs, chosen, rules);
    }
    matchSupports(cs, chosen, ordered, rules);
  }

  /**
   * Which moves go by convoy, and the convoys that match them. Only asked when some army move names no neighbour or
   * says "via convoy", or some fleet is ordered to convoy: otherwise no rule makes a move go by convoy (each needs
   * "via", a convoy order or a destination beyond the neighbours), every flag it would write is false already, and
   * its two passes over the moves (most of the matcher's time in a phase of 22 spring moves, JFR) are not made.
   */
  private void matchConvoys(CompiledOrder[] cs, int[] chosen, Rulebook rules) {
    ConvoyToAdjacentProvince adjacentRule = rules.convoyToAdjacent();
    // Convoy orders that match a move (before deciding whether the move goes by convoy).
    boolean[] candidate = candidateScratch;
    boolean candidatesFound = false;
    for (int i = 0; i < touchedCount; i++) {
      candidateHead[touchedArmies[i]] = -1;
    }
    touchedCount = 0;
    for (int kf = 0; kf < r.convoyCount; kf++) {
      int f = r.convoys[kf];
      int a = r.supTarget[f];
      candidate[f] = r.kind[a] == MOVE && r.moveDest[a] == r.supDest[f] && !r.unitFleet[a];
      if (candidate[f]) {
        candidatesFound = true;
        candidateNext[f] = candidateHead[a];
        candidateHead[a] = f;
        touchedArmies[touchedCount++] = a;
      }
    }
    // Which army moves go by convoy (DATC 4.A.3).
    for (int km = 0; km < r.moveCount; km++) {
      int p = r.moves[km];
      if (r.unitFleet[p]) {
        continue;
      }
      CompiledOrder c = cs[chosen[p]];
      boolean needs = !c.adjacent;
      if (!needs && !c.via && !candidatesFound) {
        // An army moving to a neighbour, not "via convoy", with no convoy order for it: no rule makes it go by
        // convoy (each needs "via" or a matching convoy order), and its flags are all false already (the resolver's
        // reset clears them behind the intent). The usual army move costs this one test (the matcher was
        // 7% of the 22 spring moves, most of it this loop's adjacency and rule switch for every army).
        continue;
      }
      int d = r.moveDest[p];
      boolean intent;
      boolean fallback = false;
      if (needs) {
        intent = true;
      } else {
        boolean own = false;
        boolean any = false;
        if (candidatesFound) {
          for (int f = candidateHead[p]; f >= 0; f = candidateNext[f]) {
            any = true;
            own |= r.unitPower[f] == r.unitPower[p];
          }
        }
        switch (adjacentRule) {
          case RULE_2023:
            intent = c.via || own;
            break;
          case RULE_2000_FALLBACK:
            intent = c.via || own;
            fallback = true;
            break;
          case RULE_1982:
            intent = c.via || own;
            break;
          case RULE_1971:
            intent = any && r.unitPower[d] >= 0 && r.kind[d] == MOVE && r.moveDest[d] == p;
            fallback = true;
            break;
          case EXPLICIT_VIA_LAND_WITHOUT_CHAIN:
            // webDiplomacy (loadConvoyChains.php): without a chain of matching convoy orders, by land.
            intent = c.via && any && convoyOrdersChain(p, d);
            break;
          default:
            intent = c.via;
        }
      }
      r.convoyIntent[p] = intent;
      r.landFallback[p] = intent && fallback && !needs;
      if (intent && t.crossings) {
        r.moveWeight[p] = 0; // by convoy: the weight of its route's last step, known only as the fleets are
      }
      if (intent && needs && c.path == null
          && rules.convoyPath() == Rulebook.ConvoyPathSpecification.C_REQUIRED) {
        r.noPathOrdered[p] = true;
      }
    }
    // Valid convoys: matching a move that goes by convoy.
    for (int kf = 0; kf < r.convoyCount; kf++) {
      int f = r.convoys[kf];
      r.valid[f] = candidate[f] && r.convoyIntent[r.supTarget[f]];
    }
    // Written convoy paths (4.A.6 b, c): each named sea must hold a valid convoying fleet, in a chain.
    for (int km = 0; km < r.moveCount; km++) {
      int p = r.moves[km];
      if (!r.convoyIntent[p]) {
        continue;
      }
      int[] path = cs[chosen[p]].path;
      if (path == null) {
        continue;
      }
      boolean ok = true;
      for (int f : path) {
        ok &= t.canConvoy[f];
      }
      ok = ok && MapTables.get(t.seaTouches[path[0]], p)
          && MapTables.get(t.seaTouches[path[path.length - 1]], r.moveDest[p]);
      for (int i = 0; ok && i < path.length; i++) {
        int f = path[i];
        ok = r.kind[f] == CONVOY && r.valid[f] && r.supTarget[f] == p
            && (i == 0 || MapTables.get(t.seaTouches[path[i - 1]], f));
      }
      if (ok) {
        r.writtenPath[p] = path;
      } else {
        r.noPathOrdered[p] = true;
      }
    }
    // 4.A.1 a: the fleets that lie on some route of each army.
    if (r.convoyCount > 0
        && rules.multiRouteConvoyDisruption() == Rulebook.MultiRouteConvoyDisruption.A_ONE_ROUTE_DISRUPTED) {
      boolean[] onRoute = new boolean[n];
      for (int ka = 0; ka < r.moveCount; ka++) {
        int a = r.moves[ka];
        if (!r.convoyIntent[a]) {
          continue;
        }
        long[] fromA = componentOf(a, a, bitsC);
        long[] fromD = componentOf(a, r.moveDest[a], bitsD);
        for (int kf = 0; kf < r.convoyCount; kf++) {
          int f = r.convoys[kf];
          if (r.valid[f] && r.supTarget[f] == a && MapTables.get(fromA, f)
              && MapTables.get(fromD, f)) {
            onRoute[f] = true;
          }
        }
      }
      r.onRouteFlags = onRoute;
    }
    // 2000 paradox rule: the fleets each army cannot do without.
    if (r.convoyCount > 0 && rules.convoyParadox() == Rulebook.ConvoyParadoxRule.RULE_2000) {
      for (int kf = 0; kf < r.convoyCount; kf++) {
        int f = r.convoys[kf];
        if (r.valid[f]) {
          r.necessary[f] = !routeWithout(r.supTarget[f], f);
        }
      }
    }
  }

  /** Which supports match the order of the unit they support (DATC 4.B.4 for coasts, 4.D.9 for civil disorder). */
  private void matchSupports(CompiledOrder[] cs, int[] chosen, boolean[] ordered, Rulebook rules) {
    for (int ks = 0; ks < r.supportCount; ks++) {
      int s = r.supports[ks];
      if (r.kind[s] == SUPPORT_HOLD) {
        int x = r.supTarget[s];
        boolean ok = r.kind[x] != MOVE;
        if (ok && rules.holdSupportInCivilDisorder() == Rulebook.HoldSupportInCivilDisorder.A_FAILS
            && !ordered[r.unitPower[x]] && r.unitPower[x] != r.unitPower[s]) {
          ok = false;
        }
        r.valid[s] = ok;
      } else {
        int x = r.supTarget[s];
        boolean ok = r.kind[x] == MOVE && r.moveDest[x] == r.supDest[s];
        if (ok && r.unitFleet[x] && t.splitCoasts[r.supDest[s]]) {
          int written = cs[chosen[s]].writtenDest;
          if (t.namedCoast[written]) {
            ok = written == r.moveDestLoc[x];
          } else {
            switch (rules.supportCoast()) {
              case OMIT_ALLOWED_OWN_UNIT:
                ok = r.unitPower[x] == r.unitPower[s];
                break;
              case REQUIRED:
                ok = false;
                break;
              default:
            }
          }
        }
        r.valid[s] = ok;
      }
    }
  }

  /**
   * Whether the convoy orders matching army a's move to d (the candidates, of any power, whatever becomes of them)
   * form a chain of fleets from a to d.
   */
  private boolean convoyOrdersChain(int a, int d) {
    long[] fleets = bitsB;
    Arrays.fill(fleets, 0L);
    for (int f = candidateHead[a]; f >= 0; f = candidateNext[f]) {
      MapTables.set(fleets, f);
    }
    return connect(fleets, a, d, bitsA);
  }

  /** Whether the valid convoying fleets of army a, without the one in {@code without}, form a route. */
  private boolean routeWithout(int a, int without) {
    return connect(validConvoysOf(a, without), a, r.moveDest[a], bitsA);
  }

  /** The valid convoying fleets of army a connected (through each other) to the water touching {@code end}. */
  private long[] componentOf(int a, int end, long[] out) {
    connect(validConvoysOf(a, -1), end, -1, out);
    return out;
  }

  /** The fleets with a valid convoy order for army a, but the one in {@code without} (-1 for none), as a bitset. */
  private long[] validConvoysOf(int a, int without) {
    long[] fleets = bitsB;
    Arrays.fill(fleets, 0L);
    for (int kf = 0; kf < r.convoyCount; kf++) {
      int f = r.convoys[kf];
      if (f != without && r.valid[f] && r.supTarget[f] == a) {
        MapTables.set(fleets, f);
      }
    }
    return fleets;
  }

  /**
   * A breadth-first search over the fleets of the bitset {@code fleets}, from those whose water touches {@code from}
   * through fleets whose waters touch: writes the fleets reached into {@code reached}; with {@code to} at least 0,
   * stops and returns true as soon as a fleet reached touches {@code to} (false when none does).
   */
  private boolean connect(long[] fleets, int from, int to, long[] reached) {
    Arrays.fill(reached, 0L);
    int head = 0;
    int tail = 0;
    for (int w = 0; w < fleets.length; w++) {
      for (long bits = fleets[w]; bits != 0; bits &= bits - 1) {
        int f = (w << 6) + Long.numberOfTrailingZeros(bits);
        if (MapTables.get(t.seaTouches[f], from)) {
          MapTables.set(reached, f);
          bfsQueue[tail++] = f;
        }
      }
    }
    while (head < tail) {
      int f = bfsQueue[head++];
      if (to >= 0 && MapTables.get(t.seaTouches[f], to)) {
        return true;
      }
      long[] touches = t.seaTouches[f];
      for (int w = 0; w < fleets.length; w++) {
        for (long bits = fleets[w] & touches[w] & ~reached[w]; bits != 0; bits &= bits - 1) {
          int g = (w << 6) + Long.numberOfTrailingZeros(bits);
          reached[w] |= 1L << g;
          bfsQueue[tail++] = g;
        }
      }
    }
    return false;
  }
}
