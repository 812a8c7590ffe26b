package io.github.dipjudge.game;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The turns of a game, in an append-only array shared by a game and the games advanced from it, so that advancing
 * a game copies nothing of its history (a 20,000-phase game is built and read in linear time, not quadratic).
 *
 * <p>How sharing stays safe: a history is a prefix ({@code size}) of its array. The array's {@code claimed} counter
 * says how many slots some history has taken; appending to a history whose size is the claimed count takes the next
 * slots by a compare-and-set and writes them (growing into a larger copy when the array is full), so the prefixes
 * of the older histories never change. Appending to any other history (an older game advanced a second way, or two
 * threads advancing the same game) copies its prefix into a new array. The array slots are written before the new
 * history (and the game holding it, in final fields) is published, so the turns are visible to every thread that
 * sees the new game. The list view is built on first use.
 *
 * <p>A loaded game's history may hold {@link Pending} phases, not adjudicated yet: {@link #get} adjudicates one
 * (under the house rules, its whole turn: {@link PendingHouseTurn}) the first time it is asked for and puts the turn in its slot (a race between two threads writes two equal turns;
 * a turn's fields are final, so either is safely seen). {@link #position} and {@link #skipped} answer without
 * adjudicating.
 *
 * <p>Immutable in what it shows; thread-safe.
 */
final class History {
  private static final History EMPTY = new History(new Object[0], 0, new AtomicInteger());

  private final Object[] turns; // each a Turn or a Pending
  private final int size;
  private final AtomicInteger claimed; // shared by the histories on this array lineage
  private ImmutableList<Turn> view; // racy but idempotent cache

  private History(Object[] turns, int size, AtomicInteger claimed) {
    this.turns = turns;
    this.size = size;
    this.claimed = claimed;
  }

  static History empty() {
    return EMPTY;
  }

  /** A history of turns and pending phases ({@link Pending}), oldest first. */
  static History of(List<?> turns) {
    Object[] a = turns.toArray();
    for (Object o : a) {
      if (!(o instanceof Turn) && !(o instanceof Pending)) {
        throw new IllegalArgumentException("not a turn: " + o);
      }
    }
    return new History(a, a.length, new AtomicInteger(a.length));
  }

  int size() {
    return size;
  }

  Turn get(int i) {
    Object e = entry(i);
    if (e instanceof Turn t) {
      return t;
    }
    Turn t = ((Pending) e).adjudicate();
    turns[i] = t;
    return t;
  }

  private Object entry(int i) {
    if (i < 0 || i >= size) {
      throw new IndexOutOfBoundsException("turn " + i + " of " + size);
    }
    return turns[i];
  }

  /** The position of turn i, without adjudicating it. */
  io.github.dipjudge.position.Position position(int i) {
    Object e = entry(i);
    return e instanceof Turn t ? t.position() : ((Pending) e).position();
  }

  /** Whether turn i was passed over, without adjudicating it. */
  boolean skipped(int i) {
    Object e = entry(i);
    return e instanceof Turn t ? t.skipped() : ((Pending) e).skipped();
  }

  /** Whether turn i has been adjudicated (is no {@link Pending} phase any more): for tests. */
  boolean adjudicated(int i) {
    return entry(i) instanceof Turn;
  }

  Turn last() {
    return size == 0 ? null : get(size - 1);
  }

  /** This history with more turns at its end. */
  History append(List<Turn> more) {
    int k = more.size();
    if (k == 0) {
      return this;
    }
    if (claimed.compareAndSet(size, size + k)) {
      Object[] a = turns;
      if (a.length < size + k) {
        a = Arrays.copyOf(turns, Math.max(16, Math.max(2 * turns.length, size + k)));
      }
      for (int i = 0; i < k; i++) {
        a[size + i] = more.get(i);
      }
      return new History(a, size + k, claimed);
    }
    Object[] a = Arrays.copyOf(turns, Math.max(16, size + k + size / 2));
    for (int i = 0; i < k; i++) {
      a[size + i] = more.get(i);
    }
    return new History(a, size + k, new AtomicInteger(size + k));
  }

  ImmutableList<Turn> list() {
    ImmutableList<Turn> v = view;
    if (v == null) {
      Turn[] all = new Turn[size];
      for (int i = 0; i < size; i++) {
        all[i] = get(i);
      }
      view = v = ImmutableList.copyOf(all);
    }
    return v;
  }

  boolean sameTurns(History o) {
    if (size != o.size) {
      return false;
    }
    for (int i = 0; i < size; i++) {
      if (!get(i).equals(o.get(i))) {
        return false;
      }
    }
    return true;
  }
}
