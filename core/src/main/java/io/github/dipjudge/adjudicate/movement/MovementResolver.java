package io.github.dipjudge.adjudicate.movement;

import io.github.dipjudge.rules.Rulebook.ConvoyParadoxRule;
import io.github.dipjudge.rules.Rulebook.ConvoyToAdjacentProvince;
import io.github.dipjudge.rules.Rulebook;
import java.util.Arrays;

/**
 * The resolve step of a movement phase: Kruijswijk's guess algorithm (DATC v3.0 section 5.F, final form with
 * {@code guess_based} and {@code recursion_hits}), run on dense int arrays.
 *
 * <p>One node per province that holds a unit with a move, support or convoy order; a node's resolution is the
 * success of that order (for a convoy: the fleet is not dislodged and still convoys). The algorithm is written as a
 * loop over an explicit stack instead of recursion, so that its depth does not depend on the JVM's thread stack: an
 * adjudicate step that needs the resolution of an unresolved node returns {@link #NEED} and is run again from the
 * start once that node is resolved. Adjudicate steps only read state (DATC 5.C: "the adjudicate function will not
 * update any administration"), so running one again gives the same answers for what it had already asked, and
 * the guesses are undone from the cycle stack, never by copying state.
 *
 * <p>DATC 5.D: the convoy step adjudicates the moves against the fleet directly instead of resolving them, so that
 * every cycle is a clean single cycle. The backup rule (5.B.9): a cycle with a convoy is a paradox, settled by the
 * Szykman rule (the convoys in the cycle fail); otherwise all moves in the cycle succeed.
 *
 * <p>Arrays are allocated once per instance and reused; the resolve step allocates nothing. Not thread-safe.
 */
final class MovementResolver {
  static final int NEED = -1;

  static final byte HOLD = 0;
  static final byte MOVE = 1;
  static final byte SUPPORT_HOLD = 2;
  static final byte SUPPORT_MOVE = 3;
  static final byte CONVOY = 4;

  final MapTables t;
  final int n;
  /**
   * Whether the map has special borders ({@link MapTables#crossings}). Every use of the crossing rules is behind this
   * final flag, so that on the standard map the resolver does what it did before, plus one predictable branch.
   */
  private final boolean crossings;

  // ---- board and compiled orders, by province (filled by MovementAdjudicator before resolve()).
  final int[] unitPower; // -1 when empty
  final boolean[] unitFleet;
  final int[] unitLoc;
  final byte[] kind;
  final int[] moveDest; // province
  final int[] moveDestLoc; // location (coast for fleets)
  /**
   * The weight of the move's own strength ({@link MapTables#FULL}, {@code HALF}, {@code NONE}): the border it crosses
   * over land, written with the move; 0 for a move by convoy on a map with special borders, whose weight is that of
   * the last step of its route ({@link #weight}). Read only when {@link #crossings}.
   */
  final int[] moveWeight;
  final boolean[] convoyIntent; // army move that goes by convoy (if the route holds)
  final boolean[] landFallback; // falls back to the land route when the convoy route fails
  final int[][] writtenPath; // binding convoy path (provinces), or null
  final int[] supTarget; // supported unit's province / convoyed army's province
  final int[] supDest; // supported move's destination / convoy destination; -1 for hold support
  final boolean[] valid; // support/convoy: legal and matched
  final boolean[] noPathOrdered; // convoyed move with no possible route (fails, no node work)
  final boolean[] necessary; // convoying fleet without which its army has no route (2000 paradox rule)
  // Linked lists without allocation: head by province, next by province.
  final int[] movesIntoHead;
  final int[] movesIntoNext;
  final int[] supportHead; // supported province -> first supporter (valid supports of its order)
  final int[] supportNext;
  final int[] convoyHead; // army province -> first fleet with a valid matching convoy order
  final int[] convoyNext;

  // ---- rules
  Rulebook rules;
  boolean oneRouteDisrupts;
  ConvoyParadoxRule paradoxRule;
  boolean cutByConvoyOnItself;
  boolean dislodgedNeverBouncesAttackerOrigin;
  /** House rule: a move convoyed only by fleets of a power has no attack strength against that power's units. */
  boolean noIndirectSelfDislodgement;

  // ---- guess algorithm state, by province
  final boolean[] resolved;
  /** Set once every node is resolved (read-out): paths are then cached. */
  boolean settled;
  final boolean[] pathKnown;
  final int[] pathValue;
  /** The provinces with a unit, in province order, and how many. */
  final int[] units;
  int unitCount;
  /**
   * The provinces whose unit is ordered to move, in province order, and how many: filled by the caller as it sets the
   * kinds, so that the passes about moves skip the other units without a test per unit.
   */
  final int[] moves;
  int moveCount;
  /** The same for the supports (to hold and to move, together) and for the convoys. */
  final int[] supports;
  int supportCount;
  final int[] convoys;
  int convoyCount;
  /**
   * The provinces of the three lists together, in province order, and how many: the nodes of the resolve step, filled
   * by the caller as it writes the kinds. {@link #resolveAll} takes its roots from here rather than from every unit,
   * whose resolved flags it would only read: a unit that holds is never a node, so a phase of holds loops over nothing
   * there (a phase costs what happens in it; the loop over every unit was 7% of a phase of 22 holds, JFR).
   */
  final int[] nodes;
  int nodeCount;
  final boolean[] visited;
  final boolean[] inCycle;
  final boolean[] resolution;
  final boolean[] paradoxHeld; // convoy set aside by the backup rule
  final int[] cycle;
  int cycleLen;
  boolean guessBased;
  int recursionHits;
  int needed;
  boolean paradoxFallbackUsed;
  // explicit stack
  final int[] fNode;
  final byte[] fPhase;
  final int[] fOldCycleLen;
  final boolean[] fOldGuess;
  final int[] fOldHits;
  final boolean[] fFirst;
  // scratch for convoy route search
  final int[] queue;
  final long[] seen;

  private static final byte START = 0;
  private static final byte FIRST = 1;
  private static final byte SECOND = 2;

  MovementResolver(MapTables t) {
    this.t = t;
    this.n = t.provinces;
    unitPower = new int[n];
    unitFleet = new boolean[n];
    unitLoc = new int[n];
    kind = new byte[n];
    moveDest = new int[n];
    moveDestLoc = new int[n];
    moveWeight = new int[n];
    crossings = t.crossings;
    convoyIntent = new boolean[n];
    landFallback = new boolean[n];
    writtenPath = new int[n][];
    supTarget = new int[n];
    supDest = new int[n];
    valid = new boolean[n];
    noPathOrdered = new boolean[n];
    necessary = new boolean[n];
    movesIntoHead = new int[n];
    movesIntoNext = new int[n];
    supportHead = new int[n];
    supportNext = new int[n];
    convoyHead = new int[n];
    convoyNext = new int[n];
    resolved = new boolean[n];
    pathKnown = new boolean[n];
    pathValue = new int[n];
    units = new int[n];
    moves = new int[n];
    supports = new int[n];
    convoys = new int[n];
    nodes = new int[n];
    visited = new boolean[n];
    inCycle = new boolean[n];
    resolution = new boolean[n];
    paradoxHeld = new boolean[n];
    cycle = new int[n + 1];
    fNode = new int[n + 1];
    fPhase = new byte[n + 1];
    fOldCycleLen = new int[n + 1];
    fOldGuess = new boolean[n + 1];
    fOldHits = new int[n + 1];
    fFirst = new boolean[n + 1];
    queue = new int[n];
    seen = new long[t.words];
    Arrays.fill(unitPower, -1);
    Arrays.fill(moveDest, -1);
    Arrays.fill(moveDestLoc, -1);
    Arrays.fill(supTarget, -1);
    Arrays.fill(supDest, -1);
    Arrays.fill(movesIntoHead, -1);
    Arrays.fill(supportHead, -1);
    Arrays.fill(convoyHead, -1);
  }

  /**
   * Clears the order arrays before a new phase is compiled in (the board, when it changes, by {@link #clearBoard}).
   * Only the entries of the previous phase's ordered units (and its moves' destinations and its supported and
   * convoyed units) were written, so only those are cleared: every other entry still holds its default.
   *
   * <p>Cleared by what the unit was ordered to do, not field by field for every unit: a unit that held was given its
   * resolved flag and nothing else (no node of the resolve step, never in a cycle, no path), so it costs nothing
   * here, and a move, a support or a convoy clears the fields of its kind from its list. That {@code kind} is not
   * {@link #HOLD} exactly for the units of the three lists (the caller fills them as it writes the kinds) is what
   * makes the lists enough. Clearing about twenty arrays for every unit was 38% of the time of a phase of 22 holds,
   * codes to next position (JFR, benchmarks/README.md).
   */
  void reset(Rulebook rules) {
    if (rules != this.rules) {
      // The rulebook's options, read once per rulebook: an adjudicator keeps its rulebook from phase to phase.
      this.rules = rules;
      oneRouteDisrupts =
          rules.multiRouteConvoyDisruption() == Rulebook.MultiRouteConvoyDisruption.A_ONE_ROUTE_DISRUPTED;
      paradoxRule = rules.convoyParadox();
      cutByConvoyOnItself = rules.supportCutByConvoyedAttack() == Rulebook.SupportCutByConvoyedAttackOnItself.B_CUT;
      dislodgedNeverBouncesAttackerOrigin =
          rules.dislodgedUnitBounce() == Rulebook.DislodgedUnitBounce.A_NO_EFFECT_ON_ATTACKER_ORIGIN;
      noIndirectSelfDislodgement = rules.selfDislodgement() == Rulebook.SelfDislodgement.NOT_EVEN_BY_CONVOY;
    }
    for (int k = 0; k < moveCount; k++) {
      int p = moves[k];
      // The move lists hang only from move destinations.
      movesIntoHead[moveDest[p]] = -1;
      kind[p] = HOLD;
      moveDest[p] = -1;
      moveDestLoc[p] = -1;
      if (convoyIntent[p]) {
        // Only a move that meant to go by convoy had a fallback, a path or its absence written (the matcher writes
        // them behind the intent, the read-out caches a path only for such a move).
        convoyIntent[p] = false;
        landFallback[p] = false;
        writtenPath[p] = null;
        noPathOrdered[p] = false;
        pathKnown[p] = false;
      }
      clearNode(p);
    }
    for (int k = 0; k < supportCount; k++) {
      int p = supports[k];
      // A support's list hangs from the supported unit's province (its target), only a valid support's.
      supportHead[supTarget[p]] = -1;
      kind[p] = HOLD;
      supTarget[p] = -1;
      supDest[p] = -1;
      valid[p] = false;
      clearNode(p);
    }
    for (int k = 0; k < convoyCount; k++) {
      int p = convoys[k];
      convoyHead[supTarget[p]] = -1;
      kind[p] = HOLD;
      supTarget[p] = -1;
      supDest[p] = -1;
      valid[p] = false;
      necessary[p] = false;
      paradoxHeld[p] = false;
      clearNode(p);
    }
    moveCount = 0;
    supportCount = 0;
    convoyCount = 0;
    nodeCount = 0;
    settled = false;
    cycleLen = 0;
    guessBased = false;
    recursionHits = 0;
    paradoxFallbackUsed = false;
  }

  /**
   * Clears the resolve step's state of a node (a move, support or convoy: a hold is never one), and marks it decided,
   * as every unit is between phases: the linker marks undecided only the nodes of the next phase, so that a unit that
   * holds is not written there at all (see {@link #addUnit}).
   */
  private void clearNode(int p) {
    resolved[p] = true;
    visited[p] = false;
    inCycle[p] = false;
    resolution[p] = false;
  }

  /**
   * Takes the units off the board, before the units of another position are added ({@link #addUnit}); the orders
   * are cleared by {@link #reset}, the board only when it changes. Every unit's resolved flag is written as its order
   * is linked, so that of a province left empty is what needs clearing.
   */
  void clearBoard() {
    for (int k = 0; k < unitCount; k++) {
      int p = units[k];
      unitPower[p] = -1;
      resolved[p] = false;
    }
    unitCount = 0;
  }

  /**
   * Adds a unit of the new phase (in province order), decided: every unit on the board is marked resolved between
   * phases ({@link #reset} marks the last phase's nodes so again), and the linker marks undecided the units with a
   * move, support or convoy alone. A unit that holds is then never written by the linker, whatever the board holds
   * (the linker's pass over every unit to write its flag was most of its time in a phase of holds).
   */
  void addUnit(int p, int power, boolean fleet, int loc) {
    units[unitCount++] = p;
    resolved[p] = true;
    unitPower[p] = power;
    unitFleet[p] = fleet;
    unitLoc[p] = loc;
  }

  /**
   * As {@link #addUnit} for every province of the board in province order, whether a unit stands there or not:
   * writes the province as empty (no power, no fleet) when {@code held} is false, where the power, type and
   * location given mean nothing, and lists it only when it holds a unit. No branch on {@code held}.
   */
  void addUnitOrNone(int p, boolean held, int power, boolean fleet, int loc) {
    int one = held ? 1 : 0;
    units[unitCount] = p;
    unitCount += one;
    resolved[p] = held;
    unitPower[p] = power | (one - 1); // -1 for an empty province
    unitFleet[p] = held & fleet;
    unitLoc[p] = held ? loc : p; // the province's main location for an empty one, as for an army
  }

  /** Clears every decision back to the state right after {@link #link()}, for running the resolve step again. */
  void clearDecisions() {
    for (int k = 0; k < unitCount; k++) {
      int p = units[k];
      // Decided from the start, as link() leaves it: a hold, and a support or convoy that does not match.
      resolved[p] = kind[p] == HOLD || kind[p] != MOVE && !valid[p];
      visited[p] = false;
      inCycle[p] = false;
      resolution[p] = false;
      paradoxHeld[p] = false;
      pathKnown[p] = false;
    }
    settled = false;
    cycleLen = 0;
    guessBased = false;
    recursionHits = 0;
    paradoxFallbackUsed = false;
    settleUncontested();
  }

  /**
   * Links the compiled orders into the per-province lists, each in province order; call after the order arrays, the
   * lists of moves, supports, convoys and nodes and {@link #resolved} are filled (every unit is resolved between
   * phases; the caller marks its nodes unresolved as it writes their kinds). A support or convoy that does not
   * match is decided from the start here.
   */
  void link() {
    for (int k = moveCount - 1; k >= 0; k--) {
      int p = moves[k];
      movesIntoNext[p] = movesIntoHead[moveDest[p]];
      movesIntoHead[moveDest[p]] = p;
    }
    linkToTargets(supports, supportCount, supportHead, supportNext);
    linkToTargets(convoys, convoyCount, convoyHead, convoyNext);
    settleUncontested();
  }

  /**
   * Decides, before the resolve step, the moves whose outcome no other order can change, so that the resolve step
   * skips them as it skips a hold. All are moves over land (no convoy meant) on a map without special borders, whose
   * attack strength is then {@link MapTables#FULL} plus their valid supports:
   * <ul>
   *   <li>the only move into a province that is empty at the start of the phase, or whose unit's move was decided
   *       here as successful (taken in the order of the moves, so a chain is decided as far as its order allows):
   *       it succeeds, since the province's hold strength is 0 and nothing prevents;
   *   <li>a move into an empty province that other moves try to enter too, none of them with a valid support or a
   *       convoy: it fails, since each attack of {@code FULL} meets another's prevent strength of {@code FULL}.
   * </ul>
   * Each result is what the guess algorithm decides: it never depends on a guess (it is the same under every
   * resolution of the nodes it reads). The first case is the holds path's idea for moves (a phase costs what
   * interacts in it): the usual opening's 22 moves left 7 to the resolve step with it alone, which was a fifth of
   * that phase, codes to next position (JFR), and with the second 1.
   */
  private void settleUncontested() {
    if (crossings) {
      return; // a move's weight may be nought there (a ~ border): none is decided early
    }
    for (int k = 0; k < moveCount; k++) {
      int p = moves[k];
      if (convoyIntent[p]) {
        continue;
      }
      int d = moveDest[p];
      boolean empty = unitPower[d] < 0;
      if (!empty && !(kind[d] == MOVE && resolved[d] && resolution[d])) {
        continue;
      }
      int first = movesIntoHead[d];
      if (first == p && movesIntoNext[p] < 0) {
        resolution[p] = true;
        resolved[p] = true;
        continue;
      }
      if (!empty) {
        continue;
      }
      boolean plain = true;
      for (int x = first; x >= 0; x = movesIntoNext[x]) {
        if (supportHead[x] >= 0 || convoyIntent[x]) {
          plain = false;
          break;
        }
      }
      if (plain) {
        resolution[p] = false;
        resolved[p] = true;
      }
    }
  }

  /**
   * Links each valid order of the list (supports or convoys) into the per-target list of its unit's target, in
   * province order; an order that does not match is decided from the start.
   */
  private void linkToTargets(int[] list, int count, int[] head, int[] next) {
    for (int k = count - 1; k >= 0; k--) {
      int p = list[k];
      if (valid[p]) {
        next[p] = head[supTarget[p]];
        head[supTarget[p]] = p;
      } else {
        resolved[p] = true;
      }
    }
  }

  // ============================================================================================ driver

  /**
   * Resolves every node: the supports first, since most moves depend on them and a node whose dependency is open is
   * adjudicated again once it is decided (in the recorded midgame phases 9.5 such repeats per phase in unit order, 2.9
   * with the supports first). The algorithm's decisions are meant not to depend on the order of the roots (guesses
   * are tried both ways and paradoxes settled by rule); with either order the DATC, option, seed and replay suites
   * give the same results.
   */
  void resolveAll() {
    for (int k = 0; k < supportCount; k++) {
      int p = supports[k];
      if (!resolved[p]) {
        resolveRoot(p);
      }
    }
    // Then the other nodes in province order, as a pass over every unit would meet them: a unit not in the list
    // holds and is resolved from the start, and every support is resolved by now.
    for (int k = 0; k < nodeCount; k++) {
      int p = nodes[k];
      if (!resolved[p]) {
        resolveRoot(p);
      }
    }
    settled = true;
  }

  /**
   * Whether a failed move into d still has prevent strength (for standoffs): the prevent strength without counting
   * its supports, which only add to a strength already at least one. Only after resolution.
   */
  boolean prevents(int r) {
    return preventStrengthBase(r) > 0;
  }

  /** The resolution of a node as seen from inside an adjudicate step, or {@link #NEED} (with {@link #needed}). */
  private int res(int q) {
    if (resolved[q]) {
      return resolution[q] ? 1 : 0;
    }
    if (inCycle[q]) {
      guessBased = true;
      return resolution[q] ? 1 : 0;
    }
    if (visited[q]) {
      cycle[cycleLen++] = q;
      inCycle[q] = true;
      guessBased = true;
      recursionHits++;
      return resolution[q] ? 1 : 0;
    }
    needed = q;
    return NEED;
  }

  private void truncateCycle(int len) {
    while (cycleLen > len) {
      inCycle[cycle[--cycleLen]] = false;
    }
  }

  private void resolveRoot(int root) {
    int sp = 0;
    fNode[sp] = root;
    fPhase[sp] = START;
    sp++;
    while (sp > 0) {
      int f = sp - 1;
      int node = fNode[f];
      if (fPhase[f] == START) {
        if (resolved[node]) {
          sp--;
          continue;
        }
        visited[node] = true;
        fOldCycleLen[f] = cycleLen;
        fOldGuess[f] = guessBased;
        guessBased = false;
        fOldHits[f] = recursionHits;
        resolution[node] = false;
        fPhase[f] = FIRST;
      }
      int r = adjudicate(node);
      if (r == NEED) {
        fNode[sp] = needed;
        fPhase[sp] = START;
        sp++;
        continue;
      }
      boolean result = r == 1;
      if (fPhase[f] == FIRST) {
        if (!guessBased) {
          guessBased = fOldGuess[f];
          resolution[node] = result;
          resolved[node] = true;
          sp--;
          continue;
        }
        if (inCycle[node]) {
          recursionHits--;
        }
        if (recursionHits == fOldHits[f]) {
          // This node is the ancestor of the whole cycle: try the other guess.
          truncateCycle(fOldCycleLen[f]);
          resolution[node] = true;
          fFirst[f] = result;
          fPhase[f] = SECOND;
          continue;
        }
        // Part of a cycle that started deeper up the stack: remember the result, retreat further.
        if (!inCycle[node]) {
          cycle[cycleLen++] = node;
          inCycle[node] = true;
        }
        resolution[node] = result;
        visited[node] = false;
        sp--;
        continue;
      }
      // SECOND guess done.
      if (result == fFirst[f]) {
        truncateCycle(fOldCycleLen[f]);
        guessBased = fOldGuess[f];
        resolution[node] = result;
        resolved[node] = true;
        sp--;
        continue;
      }
      backupRule(fOldCycleLen[f]);
      truncateCycle(fOldCycleLen[f]);
      guessBased = fOldGuess[f];
      visited[node] = false;
      fPhase[f] = START;
    }
  }

  /** DATC 5.B.9: settles the cycle {@code cycle[from..cycleLen)} that has no or two consistent resolutions. */
  private void backupRule(int from) {
    boolean convoys = false;
    boolean onlyMoves = true;
    for (int i = from; i < cycleLen; i++) {
      int c = cycle[i];
      if (kind[c] == CONVOY) {
        convoys = true;
      }
      if (kind[c] != MOVE) {
        onlyMoves = false;
      }
    }
    for (int i = from; i < cycleLen; i++) {
      int c = cycle[i];
      visited[c] = false;
      if (convoys) {
        if (kind[c] == CONVOY) {
          // Szykman: the convoying fleets of the paradox hold; their convoy orders fail.
          paradoxHeld[c] = true;
          resolution[c] = false;
          resolved[c] = true;
        }
      } else if (kind[c] == MOVE) {
        // Circular movement: all moves of the cycle succeed.
        resolution[c] = true;
        resolved[c] = true;
      } else if (!onlyMoves) {
        resolution[c] = false;
        resolved[c] = true;
      }
    }
    if (convoys && paradoxRule != ConvoyParadoxRule.SZYKMAN) {
      paradoxFallbackUsed = true;
    }
  }

  // ============================================================================================ adjudicate

  private int adjudicate(int p) {
    switch (kind[p]) {
      case MOVE:
        return adjudicateMove(p);
      case SUPPORT_HOLD:
      case SUPPORT_MOVE:
        return adjudicateSupport(p);
      case CONVOY:
        return adjudicateConvoy(p);
      default:
        return 0;
    }
  }

  /**
   * Whether the move from p goes by convoy in the end: 1 yes, 0 no (land route, or no convoy at all), NEED. A move
   * with land fallback goes by convoy only while its route holds.
   */
  int byConvoy(int p) {
    if (!convoyIntent[p]) {
      return 0;
    }
    if (!landFallback[p]) {
      return 1;
    }
    int path = path(p);
    return path;
  }

  /**
   * PATH (DATC 5.B.4) of a move: 1 when it can arrive (directly, or by an undisrupted chain of convoying fleets),
   * 0 when not, NEED.
   */
  int path(int p) {
    if (!convoyIntent[p]) {
      return 1;
    }
    if (settled) {
      // After resolution every path is fixed: compute it once for the read-out.
      if (pathKnown[p]) {
        return pathValue[p];
      }
      int v = computePath(p);
      pathKnown[p] = true;
      pathValue[p] = v;
      return v;
    }
    return computePath(p);
  }

  private int computePath(int p) {
    if (noPathOrdered[p]) {
      return 0;
    }
    if (writtenPath[p] != null) {
      return writtenPathHolds(p);
    }
    if (oneRouteDisrupts) {
      return allRouteFleetsHold(p);
    }
    // Breadth-first search over the fleets convoying this army that have not failed.
    int from = p;
    int dest = moveDest[p];
    long[] seenBits = seen;
    Arrays.fill(seenBits, 0L);
    int head = 0;
    int tail = 0;
    for (int f = convoyHead[from]; f >= 0; f = convoyNext[f]) {
      if (MapTables.get(t.seaTouches[f], from)) {
        MapTables.set(seenBits, f);
        queue[tail++] = f;
      }
    }
    boolean needSeen = false;
    int needNode = -1;
    while (head < tail) {
      int f = queue[head++];
      int r = res(f);
      if (r == NEED) {
        // Explore the others first: a route that needs no unresolved fleet settles the question.
        if (!needSeen) {
          needSeen = true;
          needNode = needed;
        }
        continue;
      }
      if (r == 0) {
        continue;
      }
      if (MapTables.get(t.seaTouches[f], dest)) {
        return 1;
      }
      for (int g = convoyHead[from]; g >= 0; g = convoyNext[g]) {
        if (!MapTables.get(seenBits, g) && MapTables.get(t.seaTouches[f], g)) {
          MapTables.set(seenBits, g);
          queue[tail++] = g;
        }
      }
    }
    if (needSeen) {
      needed = needNode;
      return NEED;
    }
    return 0;
  }

  private int writtenPathHolds(int p) {
    int[] path = writtenPath[p];
    for (int i = 0; i < path.length; i++) {
      int f = path[i];
      int r = res(f);
      if (r != 1) {
        return r;
      }
    }
    return 1;
  }

  /** DATC 4.A.1 a: the convoy fails when any fleet on any route fails. The route fleets are precomputed. */
  private int allRouteFleetsHold(int p) {
    boolean any = false;
    for (int f = convoyHead[p]; f >= 0; f = convoyNext[f]) {
      if (!onRoute(f)) {
        continue;
      }
      any = true;
      int r = res(f);
      if (r != 1) {
        return r;
      }
    }
    return any ? 1 : 0;
  }

  /** Marks fleets of {@link #convoyHead} lists that lie on some route; set by the compiler for option 4.A.1 a. */
  boolean[] onRouteFlags;

  private boolean onRoute(int f) {
    return onRouteFlags == null || onRouteFlags[f];
  }

  /** Whether p and the unit at its destination move into each other's province without convoy: 1, 0, NEED. */
  int headToHead(int p, int q) {
    if (q < 0 || kind[q] != MOVE || moveDest[q] != p) {
      return 0;
    }
    int a = byConvoy(p);
    if (a != 0) {
      return a == 1 ? 0 : a;
    }
    int b = byConvoy(q);
    if (b != 0) {
      return b == 1 ? 0 : b;
    }
    return 1;
  }

  /** Number of successful supports for p's order, optionally excluding supporters of one power; or NEED. */
  private int supportCount(int p, int excludePower) {
    int count = 0;
    for (int s = supportHead[p]; s >= 0; s = supportNext[s]) {
      if (unitPower[s] == excludePower) {
        continue;
      }
      int r = res(s);
      if (r == NEED) {
        return NEED;
      }
      count += r;
    }
    return count;
  }

  int attackStrength(int p) {
    int path = path(p);
    if (path == NEED) {
      return NEED;
    }
    if (path == 0 && !landFallback[p]) {
      return 0;
    }
    int w = crossings ? weight(p) : MapTables.FULL;
    if (w == NEED) {
      return NEED;
    }
    int d = moveDest[p];
    int q = unitPower[d] >= 0 ? d : -1;
    if (q < 0) {
      int s = supportCount(p, -1);
      return s == NEED ? NEED : w + MapTables.SUPPORT * s;
    }
    int h2h = headToHead(p, q);
    if (h2h == NEED) {
      return NEED;
    }
    if (h2h == 0 && kind[q] == MOVE) {
      int r = res(q);
      if (r == NEED) {
        return NEED;
      }
      if (r == 1) {
        int s = supportCount(p, -1);
        return s == NEED ? NEED : w + MapTables.SUPPORT * s;
      }
    }
    boolean fire = t.fire != null && t.fire[unitPower[q]];
    if (unitPower[q] == unitPower[p] && !fire) {
      return 0;
    }
    if (noIndirectSelfDislodgement) {
      int helped = convoyedWithFleetOf(p, unitPower[q]);
      if (helped == NEED) {
        return NEED;
      }
      if (helped == 1) {
        return 0;
      }
    }
    // DUMMY_FIRE (DummyFire): a dummy's own supporters count against its unit.
    int s = supportCount(p, fire ? -1 : unitPower[q]);
    return s == NEED ? NEED : w + MapTables.SUPPORT * s;
  }

  /**
   * The simplified-Chinese house rule ("不能支援或运输别国的单位攻击自己的单位"): whether p's move goes by a
   * convoy one of whose fleets belongs to the given power and was not dislodged (1), not (0), or NEED. A fleet belongs
   * to the convoy as it does for disruption: the written path when one binds (4.A.6), every fleet on a route under
   * 4.A.1 a (where all of them must hold for the convoy to succeed), and under 4.A.1 b every fleet of a group of
   * undislodged convoying fleets that reaches from the army to its destination. Called only once the move's path is
   * known to hold (attackStrength); allocates nothing (the search reuses the resolver's scratch arrays).
   */
  private int convoyedWithFleetOf(int p, int power) {
    int bc = byConvoy(p);
    if (bc != 1) {
      return bc == NEED ? NEED : 0;
    }
    int[] path = writtenPath[p];
    if (path != null) {
      // The written path held (path(p) is 1): all its fleets stand.
      for (int i = 0; i < path.length; i++) {
        if (unitPower[path[i]] == power) {
          return 1;
        }
      }
      return 0;
    }
    if (oneRouteDisrupts) {
      // The convoy held (path(p) is 1): every fleet on a route stands.
      for (int f = convoyHead[p]; f >= 0; f = convoyNext[f]) {
        if (onRoute(f) && unitPower[f] == power) {
          return 1;
        }
      }
      return 0;
    }
    // 4.A.1 b: one breadth-first search per group of undislodged fleets touching the army's province.
    int dest = moveDest[p];
    Arrays.fill(seen, 0L);
    for (int s0 = convoyHead[p]; s0 >= 0; s0 = convoyNext[s0]) {
      if (MapTables.get(seen, s0) || !MapTables.get(t.seaTouches[s0], p)) {
        continue;
      }
      MapTables.set(seen, s0);
      int r0 = res(s0);
      if (r0 != 1) {
        if (r0 == NEED) {
          return NEED;
        }
        continue;
      }
      int head = 0;
      int tail = 0;
      queue[tail++] = s0;
      boolean reachesDest = false;
      boolean hasFleetOfPower = false;
      while (head < tail) {
        int f = queue[head++];
        reachesDest |= MapTables.get(t.seaTouches[f], dest);
        hasFleetOfPower |= unitPower[f] == power;
        for (int g = convoyHead[p]; g >= 0; g = convoyNext[g]) {
          if (!MapTables.get(seen, g) && MapTables.get(t.seaTouches[f], g)) {
            int r = res(g);
            if (r == NEED) {
              return NEED;
            }
            MapTables.set(seen, g);
            if (r == 1) {
              queue[tail++] = g;
            }
          }
        }
      }
      if (reachesDest && hasFleetOfPower) {
        return 1;
      }
    }
    return 0;
  }

  /**
   * Strengths are counted as {@link MapTables#FULL} explains: a unit's own weight plus {@link MapTables#SUPPORT} per
   * support, 0 for none; a unit staying weighs FULL.
   */
  int holdStrength(int d) {
    if (unitPower[d] < 0) {
      return 0;
    }
    if (kind[d] == MOVE) {
      int r = res(d);
      return r == NEED ? NEED : (r == 1 ? 0 : MapTables.FULL);
    }
    int s = supportCount(d, -1);
    return s == NEED ? NEED : MapTables.FULL + MapTables.SUPPORT * s;
  }

  /** The defend strength of q's move in a head-to-head battle: its weight (no convoy: the border it crosses). */
  int defendStrength(int q) {
    int w = crossings ? weight(q) : MapTables.FULL;
    if (w == NEED) {
      return NEED;
    }
    int s = supportCount(q, -1);
    return s == NEED ? NEED : w + MapTables.SUPPORT * s;
  }

  int preventStrength(int r) {
    int base = preventStrengthBase(r);
    if (base <= 0) {
      return base;
    }
    int w = crossings ? weight(r) : MapTables.FULL;
    if (w == NEED) {
      return NEED;
    }
    int s = supportCount(r, -1);
    return s == NEED ? NEED : w + MapTables.SUPPORT * s;
  }

  /**
   * The weight of p's move ({@link MapTables#FULL}, {@code HALF}, {@code NONE}) or NEED: the border it crosses, for a
   * move over land (a land-fallback move whose convoy fails included); for a move by convoy, the last step of its
   * route, from the last convoying fleet into the destination (map-file-syntax.txt: half strength "includes convoyed
   * movement whose final step is the crossing of the adjacency"). A convoy may hold by more than one route; the move
   * then has the strongest last step among the routes that hold (a written binding path has one). Only called on maps
   * with special borders, once the move's path is known to hold or fall back; allocates nothing.
   */
  private int weight(int p) {
    int w = moveWeight[p];
    if (w > 0) {
      return w;
    }
    int bc = byConvoy(p);
    if (bc == NEED) {
      return NEED;
    }
    int dest = moveDest[p];
    if (bc == 0) {
      return t.weight(unitLoc[p], dest);
    }
    // A convoying province (sea or port) has one location, of its own index.
    int[] path = writtenPath[p];
    if (path != null) {
      return t.weight(path[path.length - 1], dest);
    }
    int best = 0;
    if (oneRouteDisrupts) {
      // 4.A.1 a: the convoy held, so every fleet on a route stands.
      for (int f = convoyHead[p]; f >= 0; f = convoyNext[f]) {
        if (onRoute(f) && MapTables.get(t.seaTouches[f], dest)) {
          best = Math.max(best, t.weight(f, dest));
        }
      }
      return best;
    }
    // 4.A.1 b: the fleets that stand and reach from the army, as computePath searches them. A search of its own, not
    // a flag on computePath's: that one is on every convoy's hot path and stops at the first fleet touching the
    // destination, which this one may not.
    Arrays.fill(seen, 0L);
    int head = 0;
    int tail = 0;
    for (int f = convoyHead[p]; f >= 0; f = convoyNext[f]) {
      if (MapTables.get(t.seaTouches[f], p)) {
        MapTables.set(seen, f);
        queue[tail++] = f;
      }
    }
    int needNode = -1;
    while (head < tail) {
      int f = queue[head++];
      int r = res(f);
      if (r == NEED) {
        if (needNode < 0) {
          needNode = needed;
        }
        continue;
      }
      if (r == 0) {
        continue;
      }
      if (MapTables.get(t.seaTouches[f], dest)) {
        best = Math.max(best, t.weight(f, dest));
        if (best == MapTables.FULL) {
          return best;
        }
      }
      for (int g = convoyHead[p]; g >= 0; g = convoyNext[g]) {
        if (!MapTables.get(seen, g) && MapTables.get(t.seaTouches[f], g)) {
          MapTables.set(seen, g);
          queue[tail++] = g;
        }
      }
    }
    if (needNode >= 0) {
      // An open fleet could give a stronger last step.
      needed = needNode;
      return NEED;
    }
    return best;
  }

  /** The prevent strength's conditions: 0 when it is nought, NEED, or 1 when it is one plus the supports. */
  private int preventStrengthBase(int r) {
    int path = path(r);
    if (path == NEED) {
      return NEED;
    }
    if (path == 0 && !landFallback[r]) {
      return 0;
    }
    int d = moveDest[r];
    if (unitPower[d] >= 0 && kind[d] == MOVE && moveDest[d] == r) {
      int h2h = headToHead(r, d);
      if (h2h == NEED) {
        return NEED;
      }
      if (h2h == 1 || dislodgedNeverBouncesAttackerOrigin) {
        int m = res(d);
        if (m == NEED) {
          return NEED;
        }
        if (m == 1) {
          if (h2h == 1) {
            return 0;
          }
          // DATC 4.A.7 a: a unit dislodged by the unit from its destination has no effect there; it is dislodged
          // only if its own move failed (in a swap by convoy both moves may succeed).
          int own = res(r);
          if (own == NEED) {
            return NEED;
          }
          if (own == 0) {
            return 0;
          }
        }
      }
    }
    return 1;
  }

  int adjudicateMove(int p) {
    int attack = attackStrength(p);
    if (attack == NEED) {
      return NEED;
    }
    if (attack == 0) {
      return 0;
    }
    int d = moveDest[p];
    int q = unitPower[d] >= 0 ? d : -1;
    int h2h = headToHead(p, q);
    if (h2h == NEED) {
      return NEED;
    }
    if (h2h == 1) {
      int def = defendStrength(q);
      if (def == NEED) {
        return NEED;
      }
      if (attack <= def) {
        return 0;
      }
    } else {
      int hold = holdStrength(d);
      if (hold == NEED) {
        return NEED;
      }
      if (attack <= hold) {
        return 0;
      }
    }
    for (int r = movesIntoHead[d]; r >= 0; r = movesIntoNext[r]) {
      if (r == p) {
        continue;
      }
      int prevent = preventStrength(r);
      if (prevent == NEED) {
        return NEED;
      }
      if (attack <= prevent) {
        return 0;
      }
    }
    return 1;
  }

  int adjudicateSupport(int s) {
    for (int r = movesIntoHead[s]; r >= 0; r = movesIntoNext[r]) {
      int cut = cuts(r, s);
      if (cut != 0) {
        return cut == 1 ? 0 : cut;
      }
    }
    return 1;
  }

  /**
   * Whether the move from r cuts the support given from s (DATC 5.B.2): 1 yes, 0 no, NEED. A move of another power
   * cuts when it can arrive (a land-fallback move arrives over land when its convoy fails), unless it comes from
   * the province the support is directed at; from there it cuts only by dislodging the supporter (or, under DATC
   * 4.A.4 b, by arriving through a convoy). The paradox rules of 1971, 1982 and 2000 exempt some convoyed armies.
   */
  int cuts(int r, int s) {
    if (unitPower[r] == unitPower[s] && (t.fire == null || !t.fire[unitPower[r]])) {
      return 0; // a power does not cut its own support, unless subject to DUMMY_FIRE (DummyFire)
    }
    int exempt = paradoxExempt(r, s);
    if (exempt != 0) {
      return exempt == 1 ? 0 : exempt;
    }
    if (crossings) {
      int across = cutsAcross(r);
      if (across != 1) {
        return across == 0 ? res(r) : across == 2 ? 0 : NEED;
      }
    }
    int dest = kind[s] == SUPPORT_MOVE ? supDest[s] : -1;
    if (r != dest) {
      int path = path(r);
      if (path == NEED) {
        return NEED;
      }
      return path == 1 || landFallback[r] ? 1 : 0;
    }
    if (cutByConvoyOnItself) {
      int bc = byConvoy(r);
      if (bc == NEED) {
        return NEED;
      }
      if (bc == 1) {
        int path = path(r);
        if (path != 0) {
          return path;
        }
      }
    }
    return res(r);
  }

  /**
   * The special borders' rule on cutting support (map-file-syntax.txt): a move across a {@code *} border "does not cut
   * any support being offered by a unit at the destination (unless the move dislodges the supporting unit)"; an
   * unsupported move across a {@code ~} border "will not cut any support being offered by a unit at the destination".
   * Returns 1 when the ordinary rules decide, 0 when only dislodging the supporter cuts, 2 when the move does not cut,
   * or NEED. A move that cannot arrive is left to the ordinary rules (it does not cut).
   */
  private int cutsAcross(int r) {
    int path = path(r);
    if (path == NEED) {
      return NEED;
    }
    if (path == 0 && !landFallback[r]) {
      return 1;
    }
    int w = weight(r);
    if (w == NEED) {
      return NEED;
    }
    if (w == MapTables.HALF) {
      return 0;
    }
    if (w == MapTables.NONE) {
      int s = supportCount(r, -1);
      return s == NEED ? NEED : s == 0 ? 2 : 1;
    }
    return 1;
  }

  /**
   * The paradox rules of 1971, 1982 and 2000 (DATC 4.A.2): whether the convoyed army moving from r neither cuts nor
   * (by dislodging) breaks the support of s. 1 exempt, 0 not, NEED.
   */
  private int paradoxExempt(int r, int s) {
    if (paradoxRule == ConvoyParadoxRule.SZYKMAN || !convoyIntent[r]) {
      return 0;
    }
    int bc = byConvoy(r);
    if (bc != 1) {
      return bc == NEED ? NEED : 0;
    }
    switch (paradoxRule) {
      case RULE_2000: {
        // A unit supporting an attack against one of the fleets necessary for the army's convoy.
        if (kind[s] != SUPPORT_MOVE) {
          return 0;
        }
        int target = supDest[s];
        return isConvoyingFleetOf(target, r) && necessary[target] ? 1 : 0;
      }
      case RULE_1971: {
        // A fleet supporting a fleet that attacks one of the convoying fleets.
        if (kind[s] != SUPPORT_MOVE || !unitFleet[s] || !unitFleet[supTarget[s]]) {
          return 0;
        }
        return isConvoyingFleetOf(supDest[s], r) ? 1 : 0;
      }
      case RULE_1982: {
        // A fleet supporting an action in a body of water that contains a convoying fleet (a port counts as one).
        if (!unitFleet[s]) {
          return 0;
        }
        int area = kind[s] == SUPPORT_MOVE ? supDest[s] : supTarget[s];
        if (!t.canConvoy[area] || unitPower[area] < 0 || kind[area] != CONVOY || !valid[area]) {
          return 0;
        }
        return 1;
      }
      default:
        return 0;
    }
  }

  private boolean isConvoyingFleetOf(int province, int army) {
    for (int f = convoyHead[army]; f >= 0; f = convoyNext[f]) {
      if (f == province && onRoute(f)) {
        return true;
      }
    }
    return false;
  }

  int adjudicateConvoy(int f) {
    // DATC 5.D: adjudicate the attacks on the fleet directly, not through resolve, so that cycles stay clean.
    for (int r = movesIntoHead[f]; r >= 0; r = movesIntoNext[r]) {
      int m = adjudicateMove(r);
      if (m == NEED) {
        return NEED;
      }
      if (m == 1) {
        return 0;
      }
    }
    return 1;
  }

  // ============================================================================================ read-out

  boolean succeeded(int p) {
    return resolution[p];
  }
}
