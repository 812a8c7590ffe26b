package io.github.dipjudge.game;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Convoy;
import io.github.dipjudge.order.Disband;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.SupportHold;
import io.github.dipjudge.order.SupportMove;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.order.Waive;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A phase's results as MILA's {@code diplomacy} engine writes them in a saved game ({@code "results"}): for each unit
 * a list of tokens, derived from this library's adjudication. The facts, from MILA's engine
 * ({@code diplomacy/engine/game.py}, read for its behaviour only) and checked against the 2,394 recorded phases of
 * {@code ../shared/data/games}:
 *
 * <ul>
 *   <li>Movement: every unit on the board at the start of the phase has an entry (a unit without an order holds).
 *       A move that fails against other units: {@code bounce}; a convoyed move whose convoy fails: {@code no convoy}
 *       (and the supports it was given, and the fleets that were to convoy it and are not dislodged, also get
 *       {@code no convoy}, unless they already have a token); a cut support: {@code cut}; a support or convoy that
 *       matches no order: {@code void} (a support of an army that has no convoy route at all is void too); a
 *       dislodged unit: {@code dislodged}, after its other token (a dislodged convoying fleet has that one only).
 *       MILA also writes {@code void} for a valid support whose power owns the unit in the province the supported
 *       move goes to, when that unit stays there (it holds, or its own move fails) and the supported move is the
 *       strongest there (counting every support) — so that it bounces on the self-dislodgement rule or dislodges the
 *       unit without that support — and for such a support of a move against a unit moving the opposite way
 *       (a head-to-head battle), whatever its outcome; but not when the supported move is written with
 *       {@code VIA} (MILA looks for the attacked unit under the move's last word, which is then {@code VIA}). An order this library finds illegal is {@code void}.
 *   <li>Retreat: every unit dislodged in the movement before has an entry: nothing when it retreated;
 *       {@code bounce, disband} when it bounced with another retreat; {@code disband} when it was disbanded (ordered
 *       to, or without an order, or with nowhere to go); an illegal order adds {@code void} first.
 *   <li>Adjustment: each unit built or removed (by order or by civil disorder) has the token {@code ""} (MILA's
 *       "OK"); a build or removal that is not carried out has {@code void}. Waives are keyed {@code WAIVE}, with
 *       one {@code void} each (MILA's engine matches a waive neither as a build nor as a removal). Units that were
 *       dislodged in the Fall with nowhere to go, when their retreat phase was passed over, get {@code disband} in
 *       the Winter phase's results (the writer adds them).
 * </ul>
 */
final class MilaTokens {
  static final String BOUNCE = "bounce";
  static final String CUT = "cut";
  static final String VOID = "void";
  static final String NO_CONVOY = "no convoy";
  static final String DISLODGED = "dislodged";
  static final String DISBAND = "disband";
  static final String OK = "";

  private MilaTokens() {}

  /** The tokens of a phase's results, by MILA's unit key ({@code A PAR}, {@code F STP/SC}), in province order. */
  static ImmutableMap<String, ImmutableList<String>> of(PhaseResult result) {
    if (result instanceof MovementResult) {
      return movement((MovementResult) result);
    }
    if (result instanceof RetreatResult) {
      return retreat((RetreatResult) result);
    }
    return adjustment((AdjustmentResult) result);
  }

  /** MILA's key of a unit: its type letter and location, upper case. */
  static String key(Unit u) {
    return u.type().letter() + " " + MilaOrders.loc(u.location());
  }

  // ------------------------------------------------------------------------------------------ movement

  private static final class Board {
    final Position pos;
    final OrderResult[] carried; // by province: the result of the order carried out for the unit there
    final boolean[] dislodged;
    final int[] holdSupports; // by province of the supported unit: supports given
    final int[] moveSupports; // by province of the supported unit: supports given that match its move

    Board(MovementResult mr) {
      pos = mr.position();
      int n = pos.map().provinces().size();
      carried = new OrderResult[n];
      for (OrderResult r : mr.results()) {
        if (r.order() instanceof UnitOrder) {
          int p = ((UnitOrder) r.order()).location().province().index();
          if (pos.unitAtIndex(p) != null && (carried[p] == null || carried[p].reason().isIllegal()
              && !r.reason().isIllegal())) {
            carried[p] = r;
          }
        }
      }
      dislodged = new boolean[n];
      for (DislodgedUnit d : mr.dislodged()) {
        dislodged[d.unit().province().index()] = true;
      }
      holdSupports = new int[n];
      moveSupports = new int[n];
      for (OrderResult r : carried) {
        if (r == null || r.reason() != Reason.SUPPORT_GIVEN) {
          continue;
        }
        if (r.order() instanceof SupportHold) {
          holdSupports[((SupportHold) r.order()).supported().location().province().index()]++;
        } else if (r.order() instanceof SupportMove) {
          SupportMove s = (SupportMove) r.order();
          int x = s.supported().location().province().index();
          Move m = move(x);
          if (m != null && m.destination().province() == s.destination().province()) {
            moveSupports[x]++;
          }
        }
      }
    }

    /** The move carried out by the unit in province {@code p}, if its order is a legal move. */
    Move move(int p) {
      OrderResult r = carried[p];
      return r != null && !r.reason().isIllegal() && r.order() instanceof Move ? (Move) r.order() : null;
    }

    Reason reason(int p) {
      return carried[p] == null ? null : carried[p].reason();
    }

    /** Whether the army in {@code p} moves by convoy: some fleet's legal convoy order carries it to its goal. */
    boolean convoyed(int p) {
      Move m = move(p);
      if (m == null) {
        return false;
      }
      for (OrderResult r : carried) {
        if (r != null && !r.reason().isIllegal() && r.order() instanceof Convoy) {
          Convoy c = (Convoy) r.order();
          if (c.army().location().province().index() == p && c.destination().province() == m.destination()
              .province()) {
            return true;
          }
        }
      }
      return false;
    }
  }

  private static boolean convoyFailed(Reason r) {
    return r == Reason.CONVOY_DISRUPTED || r == Reason.CONVOY_PARADOX || r == Reason.NO_CONVOY_ROUTE;
  }

  private static ImmutableMap<String, ImmutableList<String>> movement(MovementResult mr) {
    Board b = new Board(mr);
    Map<String, ImmutableList<String>> out = new LinkedHashMap<>();
    for (Unit u : b.pos.units()) {
      int p = u.province().index();
      List<String> tokens = new ArrayList<>(2);
      OrderResult r = b.carried[p];
      boolean dislodged = b.dislodged[p];
      if (r != null && r.reason().isIllegal()) {
        tokens.add(VOID);
      } else if (r != null) {
        Order o = r.order();
        if (o instanceof Move) {
          if (r.reason() == Reason.BOUNCED || r.reason() == Reason.FAILED_TO_DISLODGE) {
            tokens.add(BOUNCE);
          } else if (convoyFailed(r.reason())) {
            tokens.add(NO_CONVOY);
          }
        } else if (o instanceof SupportHold || o instanceof SupportMove) {
          support(b, u, r, tokens);
        } else if (o instanceof Convoy && !dislodged) {
          if (r.reason() == Reason.CONVOY_VOID) {
            tokens.add(VOID);
          } else {
            int army = ((Convoy) o).army().location().province().index();
            if (b.move(army) != null && convoyFailed(b.reason(army))) {
              tokens.add(NO_CONVOY);
            }
          }
        }
      }
      if (dislodged) {
        tokens.add(DISLODGED);
      }
      out.put(key(u), ImmutableList.copyOf(tokens));
    }
    return ImmutableMap.copyOf(out);
  }

  private static void support(Board b, Unit supporter, OrderResult r, List<String> tokens) {
    switch (r.reason()) {
      case SUPPORT_CUT:
      case DISLODGED:
        tokens.add(CUT);
        return;
      case SUPPORT_VOID:
        tokens.add(VOID);
        return;
      default:
        break;
    }
    if (!(r.order() instanceof SupportMove)) {
      return;
    }
    int x = ((SupportMove) r.order()).supported().location().province().index();
    Move m = b.move(x);
    if (m == null) {
      return;
    }
    Reason moved = b.reason(x);
    if (moved == Reason.NO_CONVOY_ROUTE) {
      tokens.add(VOID); // MILA: the army has no convoy route at all, so the support is void from the start
    } else if (convoyFailed(moved)) {
      tokens.add(NO_CONVOY);
    } else if (selfDislodgementVoid(b, supporter, x, m)) {
      tokens.add(VOID);
    }
  }

  /**
   * MILA's void of a support by the power that owns the unit in the supported move's destination (see the class
   * comment): a head-to-head battle, or that unit stays and the move is the strongest in its destination.
   */
  private static boolean selfDislodgementVoid(Board b, Unit supporter, int x, Move m) {
    if (m.viaConvoy()) {
      // MILA finds the owner of the unit attacked by the last word of the move, which for "A BEL - NWY VIA" is
      // "VIA": no unit, so such a support is never set aside (game TUR.1257, S1919M: F BAR S A BEL - NWY).
      return false;
    }
    int d = m.destination().province().index();
    Unit target = b.pos.unitAtIndex(d);
    if (target == null || target.power() != supporter.power()) {
      return false;
    }
    Move away = b.move(d);
    if (away != null && away.destination().province().index() == x && !b.convoyed(x) && !b.convoyed(d)) {
      return true;
    }
    if (away != null && b.reason(d) == Reason.MOVED) {
      return false; // the unit left: the move enters an empty province, nobody is dislodged
    }
    int strength = 1 + b.moveSupports[x];
    int strongestOther = away == null ? 1 + b.holdSupports[d] : 1;
    for (Unit u : b.pos.units()) {
      int p = u.province().index();
      Move other = b.move(p);
      if (p != x && other != null && other.destination().province().index() == d && !convoyFailed(b.reason(p))) {
        strongestOther = Math.max(strongestOther, 1 + b.moveSupports[p]);
      }
    }
    return strength > strongestOther;
  }

  // ------------------------------------------------------------------------------------------ retreat

  private static ImmutableMap<String, ImmutableList<String>> retreat(RetreatResult rr) {
    Map<String, ImmutableList<String>> out = new LinkedHashMap<>();
    for (DislodgedUnit d : rr.position().dislodged()) {
      Unit u = d.unit();
      List<String> tokens = new ArrayList<>(2);
      boolean illegal = false;
      boolean bounced = false;
      for (OrderResult r : rr.results()) {
        if (r.order() instanceof UnitOrder && ((UnitOrder) r.order()).location().province() == u.province()) {
          illegal |= r.reason().isIllegal();
          bounced |= r.reason() == Reason.RETREAT_BOUNCED;
        }
      }
      boolean retreated = !rr.disbanded().contains(u);
      if (illegal && !retreated) {
        tokens.add(VOID);
      }
      if (bounced) {
        tokens.add(BOUNCE);
      }
      if (!retreated) {
        tokens.add(DISBAND);
      }
      out.put(key(u), ImmutableList.copyOf(tokens));
    }
    return ImmutableMap.copyOf(out);
  }

  // ------------------------------------------------------------------------------------------ adjustment

  private static ImmutableMap<String, ImmutableList<String>> adjustment(AdjustmentResult ar) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (OrderResult r : ar.results()) {
      Order o = r.order();
      if (o instanceof Waive) {
        // MILA keys a waive by its text and, as it matches neither a build nor a removal, voids it.
        out.computeIfAbsent("WAIVE", k -> new ArrayList<>()).add(VOID);
        continue;
      }
      if (!(o instanceof Build) && !(o instanceof Disband)) {
        continue;
      }
      UnitOrder uo = (UnitOrder) o;
      String key = MilaOrders.unitPart(uo.unitType(), uo.location(), ar.position());
      boolean done = r.reason() == Reason.BUILT || r.reason() == Reason.REMOVED;
      out.computeIfAbsent(key, k -> new ArrayList<>()).add(done ? OK : VOID);
    }
    for (Unit u : ar.removedByCivilDisorder()) {
      out.computeIfAbsent(key(u), k -> new ArrayList<>()).add(OK);
    }
    for (Unit u : ar.builtByCivilDisorder()) {
      out.computeIfAbsent(key(u), k -> new ArrayList<>()).add(OK);
    }
    ImmutableMap.Builder<String, ImmutableList<String>> b = ImmutableMap.builder();
    out.forEach((k, v) -> b.put(k, ImmutableList.copyOf(v)));
    return b.buildKeepingLast();
  }
}
