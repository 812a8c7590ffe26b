package io.github.dipjudge.game;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.TurnResult;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;

/**
 * A house-rule turn of a loaded game ({@link Rulebook#retreatsWithMovementOrders()}) whose results are not computed
 * yet: the recorded phases of the turn, its movement phase first, then the retreat phase and, after a Fall with the
 * adjustments ordered with the movement orders, the adjustment phase, each as the file states it. The first time any
 * of its phases is asked for, the whole turn is adjudicated from the movement phase's position, orders and seed (the
 * judge's draws of the retreats and the removals come from one generator through the turn), as
 * {@link Game#advance} made it.
 *
 * <p>A recorded phase is the turn's phase when it is what the turn derives (the same position, orders, skipping and
 * seed), which holds for every file this library wrote. A recorded derived phase that differs (an edited file, which
 * {@link DipjudgeFormat.Check#ADJUDICATION} refuses) keeps what the file states and is adjudicated by itself, as a phase
 * of the other rulebooks is ({@link PendingTurn}): a loaded phase's result is always the adjudication of its own
 * position and orders.
 *
 * <p>Thread-safe: the computed turns are published through a volatile field; two threads racing compute equal ones.
 */
final class PendingHouseTurn {
  private final ImmutableList<PendingTurn> recorded;
  private final Rulebook rules;
  private volatile ImmutableList<Turn> turns;

  /**
   * A turn of the recorded phases given, the movement phase first (two or three phases, as the reader checked from
   * their phases).
   */
  PendingHouseTurn(List<PendingTurn> recorded, Rulebook rules) {
    this.recorded = ImmutableList.copyOf(recorded);
    this.rules = rules;
  }

  /** The phases of this turn as history entries, in order. */
  ImmutableList<Member> members() {
    ImmutableList.Builder<Member> b = ImmutableList.builder();
    for (int i = 0; i < recorded.size(); i++) {
      b.add(new Member(this, i));
    }
    return b.build();
  }

  /** The turn of phase {@code i}, the whole turn adjudicated on first use. */
  Turn turn(int i) {
    ImmutableList<Turn> t = turns;
    if (t == null) {
      turns = t = adjudicate();
    }
    return t.get(i);
  }

  private ImmutableList<Turn> adjudicate() {
    PendingTurn movement = recorded.get(0);
    Position pos = movement.position();
    TurnResult result = Adjudicator.forCurrentThread(pos.map(), rules).turn(pos, movement.orders(), movement.seed());
    List<Turn> derived = Game.houseTurns(pos, movement.orders(), result, movement.seed(), rules);
    ImmutableList.Builder<Turn> b = ImmutableList.builder();
    for (int i = 0; i < recorded.size(); i++) {
      PendingTurn r = recorded.get(i);
      Turn d = i < derived.size() ? derived.get(i) : null;
      boolean same = d != null && d.position().equals(r.position()) && d.orders().equals(r.orders())
          && d.skipped() == r.skipped() && d.seed() == r.seed();
      b.add(same ? d : r.adjudicate());
    }
    return b.build();
  }

  /**
   * Phase {@code index} of a pending house-rule turn, as a history holds it.
   *
   * @param turn the turn
   * @param index the phase's place in the turn (0 for the movement phase)
   */
  record Member(PendingHouseTurn turn, int index) implements Pending {
    @Override
    public Position position() {
      return turn.recorded.get(index).position();
    }

    @Override
    public boolean skipped() {
      return turn.recorded.get(index).skipped();
    }

    @Override
    public Turn adjudicate() {
      return turn.turn(index);
    }
  }
}
