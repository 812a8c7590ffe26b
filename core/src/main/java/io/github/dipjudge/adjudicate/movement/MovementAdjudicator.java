package io.github.dipjudge.adjudicate.movement;

import static com.google.common.base.Preconditions.checkNotNull;
import static io.github.dipjudge.adjudicate.movement.MovementResolver.CONVOY;
import static io.github.dipjudge.adjudicate.movement.MovementResolver.HOLD;
import static io.github.dipjudge.adjudicate.movement.MovementResolver.MOVE;
import static io.github.dipjudge.adjudicate.movement.MovementResolver.SUPPORT_HOLD;
import static io.github.dipjudge.adjudicate.movement.MovementResolver.SUPPORT_MOVE;

import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.internal.BoardCodes;
import io.github.dipjudge.internal.PositionAccess;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.Arrays;
import java.util.List;

/**
 * A movement phase from orders to a complete {@link MovementResult}, in stages, each in a file of its own: compile
 * ({@link MovementCompiler}: orders to indices, legality per DATC 4.E.1), choose ({@link OrderChoice}: one order per
 * unit, 4.D.3), load the resolver's arrays (here), match ({@link MovementMatcher}: supports, convoys, convoy intent),
 * resolve ({@link MovementResolver}), read out ({@link MovementReadOut}: outcomes with reasons, dislodgements,
 * standoffs, retreat options, the next position). Not thread-safe; every stage reuses its arrays between calls.
 */
public final class MovementAdjudicator {
  private static final PositionAccess ACCESS = PositionAccess.get();
  private final MapTables t;
  final MovementResolver r;
  private final ConvoyChains chains; // the compiler's, given the board's shut provinces here
  private final MovementCompiler compiler;
  private final OrderChoice choice;
  private final MovementMatcher matcher;
  private final MovementReadOut readOut;
  private final boolean[] ordered; // power index -> has any legal order (for 4.D.9)
  private CompiledOrder[] pool = new CompiledOrder[0];
  /**
   * The position whose units the resolver holds ({@link MovementResolver#units} and the unit arrays), or null. A
   * position is immutable, so when the next phase is of the same position object (a search expanding many order
   * sets from one position, a bot comparing its candidate orders) its board is already loaded and only the orders
   * are cleared and compiled anew: the board costs nothing then. Keeps the last position reachable.
   */
  private Position board;
  private int m;

  public MovementAdjudicator(MapTables t) {
    this.t = t;
    this.r = new MovementResolver(t);
    this.chains = new ConvoyChains(t);
    this.compiler = new MovementCompiler(t, r, chains);
    this.choice = new OrderChoice(t.provinces, t.map.powers().get(0));
    this.matcher = new MovementMatcher(t, r);
    this.readOut = new MovementReadOut(t, r);
    this.ordered = new boolean[t.map.powers().size()];
  }

  public MovementResult adjudicate(Position pos, List<? extends Order> orders, Rulebook rules) {
    prepare(pos, orders, rules);
    r.resolveAll();
    return readOut.result(pos, pool, m, choice.chosen);
  }

  /**
   * The next position of a phase whose orders are the codes {@code codes[from, to)}, already checked well-formed
   * ({@link PhaseCodes#check}): the position {@link #adjudicate} gives for the orders they stand for, without an
   * order value or a result built. The board is read from the position's arrays, not its list of units, so that a
   * new position costs no list either.
   */
  public Position nextPosition(Position pos, int[] codes, int from, int to, Rulebook rules) {
    loadBoard(pos, rules, true);
    m = to - from;
    CompiledOrder[] cs = pool(m);
    final int[] provinceOf = t.provinceOf;
    final int[] unitPower = r.unitPower;
    boolean holds = false;
    for (int i = 0; i < m; i++) {
      int code = codes[from + i];
      if (PhaseCodes.isHold(code)) {
        // A hold of a unit on the board (the check saw it there) is legal and asks nothing of the compiler, the
        // matcher or the linker: it is noted for the choice (a unit may have other orders too, DATC 4.D.3) and its
        // power as ordering (4.D.9), and of its compiled order only the kind is written (what the linker reads)
        // unless its unit has several orders (below). Compiling a hold code (clearing its compiled order's twelve
        // fields, the switch on the kind) was the largest part of compiling a phase of 22 holds (JFR).
        int p = provinceOf[code >>> PhaseCodes.UNIT_SHIFT];
        ordered[unitPower[p]] = true;
        choice.note(p, i);
        cs[i].kind = HOLD; // all the linker reads of it
        holds = true;
        continue;
      }
      CompiledOrder c = cs[i];
      compiler.compile(c, code, rules);
      if (c.illegal == null) {
        int p = c.province;
        ordered[unitPower[p]] = true;
        choice.note(p, i);
      }
    }
    if (holds && choice.several()) {
      compileHolds(codes, from, rules);
    }
    link(rules);
    r.resolveAll();
    return readOut.nextPosition(pos);
  }

  /**
   * Compiles the hold codes among {@code codes[from, from + m)}, which {@link #nextPosition} noted without compiling:
   * only the choice among a unit's several orders reads compiled orders of holds (it compares a unit's orders and
   * marks those not carried out), so in the rare phase that has one every hold is compiled as any code is. A method
   * of its own so that the hot loop stays small enough for the JIT to inline it whole.
   */
  private void compileHolds(int[] codes, int from, Rulebook rules) {
    for (int i = 0; i < m; i++) {
      int code = codes[from + i];
      if (PhaseCodes.isHold(code)) {
        compiler.compile(pool[i], code, rules);
      }
    }
  }

  /** Compiles the phase and links it for resolution; {@link #resolveAgain()} may then run the resolve step. */
  public void prepare(Position pos, List<? extends Order> orders, Rulebook rules) {
    loadBoard(pos, rules, false);
    m = orders.size();
    CompiledOrder[] cs = pool(m);
    for (int i = 0; i < m; i++) {
      CompiledOrder c = cs[i];
      compiler.compile(c, checkNotNull(orders.get(i), "order %s of %s is null", i, m), rules);
      if (c.illegal == null && c.province >= 0) {
        ordered[r.unitPower[c.province]] = true;
        choice.note(c.province, i);
      }
    }
    link(rules);
  }

  /**
   * Clears what the last phase wrote and puts the position's units on the resolver's board: from the position's list
   * of units, or (scan) from its array by province, which builds no list (a position's list is made on first use and
   * kept, so the list is the faster way for a position met again, the scan for one met once).
   */
  private void loadBoard(Position pos, Rulebook rules, boolean scan) {
    choice.clear(r.units, r.unitCount);
    matcher.clear(r.convoys, r.convoyCount);
    r.reset(rules);
    Arrays.fill(ordered, false);
    r.onRouteFlags = null;
    compiler.position = pos;
    compiler.convoyAsked = false;
    boolean[] shut = t.seasonal ? t.shutIn(pos.phase().season()) : null;
    compiler.shut = shut;
    chains.shut = shut;
    if (pos == board) {
      return; // the same units, still on the resolver's board; the chains keep theirs too
    }
    board = null; // while loading: a throw below must not leave a half-loaded board taken for this position
    r.clearBoard();
    compiler.chainsReady = false; // the chains take this board when first asked
    if (scan) {
      // Straight from the position's unit codes (BoardCodes): a byte a province, the power a shift of the code, the
      // type and location a table look-up; no Unit value read. Every province is written, without a branch on
      // whether a unit stands there (it follows no pattern a predictor learns from one board to the next).
      final BoardCodes codes = ACCESS.codes(pos);
      final byte[] units = ACCESS.units(pos);
      for (int p = 0, n = t.provinces; p < n; p++) {
        int c = codes.get(units, p);
        r.addUnitOrNone(p, c != 0, codes.power(c), codes.fleet(p, c), codes.location(p, c));
      }
    } else {
      List<Unit> units = pos.units();
      for (int k = 0, size = units.size(); k < size; k++) {
        Unit u = units.get(k);
        r.addUnit(u.province().index(), u.power().index(), u.type() == UnitType.FLEET, u.location().index());
      }
    }
    board = pos;
  }

  /** The pool of compiled orders, with room for m. */
  private CompiledOrder[] pool(int m) {
    if (pool.length < m) {
      CompiledOrder[] bigger = Arrays.copyOf(pool, Math.max(m, pool.length * 2));
      for (int i = pool.length; i < bigger.length; i++) {
        bigger[i] = new CompiledOrder();
      }
      pool = bigger;
    }
    return pool;
  }

  /**
   * Chooses one order per unit, puts the orders carried out in the resolver's arrays (and its lists of moves,
   * supports, convoys and nodes), matches and links them.
   */
  private void link(Rulebook rules) {
    CompiledOrder[] cs = pool;
    int[] chosen = choice.chosen;
    choice.choose(cs, m, rules);
    // One pass over the units, in province order, writes the order of each unit that does not hold into the
    // resolver and marks it undecided. A unit that holds (or has no order carried out) is read and skipped: its kind
    // is HOLD and it is resolved already (MovementResolver.addUnit, reset), and it is never a node of the resolve
    // step. Writing every unit's kind and resolved flag here was 17% of a phase of 22 holds (JFR). Flags
    // of the units with other orders, walked instead of the units, made 22 holds 15% faster again but the phases
    // with moves slower (the opening by 6%, Interleave, benchmarks/README.md): not kept.
    final boolean[] resolved = r.resolved;
    final int[] units = r.units;
    for (int k = 0, unitCount = r.unitCount; k < unitCount; k++) {
      int p = units[k];
      int i = chosen[p];
      if (i < 0) {
        continue; // no order, or none chosen among several (DATC 4.D.3)
      }
      CompiledOrder c = cs[i];
      if (c.kind == HOLD) {
        continue;
      }
      r.kind[p] = c.kind;
      resolved[p] = false;
      r.nodes[r.nodeCount++] = p;
      switch (c.kind) {
        case MOVE:
          r.moveDest[p] = c.dest;
          r.moveDestLoc[p] = c.destLoc;
          if (t.crossings) {
            // The border's weight; on a map without special borders the resolver never reads it, so the standard
            // map pays one predictable branch here and nothing more.
            r.moveWeight[p] = t.weight(r.unitLoc[p], c.dest);
          }
          r.moves[r.moveCount++] = p;
          break;
        case SUPPORT_HOLD:
          r.supTarget[p] = c.target;
          r.supports[r.supportCount++] = p;
          break;
        case SUPPORT_MOVE:
          r.supTarget[p] = c.target;
          r.supDest[p] = c.dest;
          r.supports[r.supportCount++] = p;
          break;
        case CONVOY:
          r.supTarget[p] = c.target;
          r.supDest[p] = c.dest;
          r.convoys[r.convoyCount++] = p;
          break;
        default:
      }
    }
    matcher.match(cs, chosen, ordered, compiler.convoyAsked, rules);
    r.link();
  }

  /** Reads out the result of the prepared and resolved phase. */
  public MovementResult readOutResult(Position pos) {
    return readOut.result(pos, pool, m, choice.chosen);
  }

  /** Runs the resolve step again on the prepared phase (for benchmarks): clears the decisions and resolves. */
  public void resolveAgain() {
    r.clearDecisions();
    r.resolveAll();
  }
}
