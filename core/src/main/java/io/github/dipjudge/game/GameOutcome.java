package io.github.dipjudge.game;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.map.Power;

/**
 * How a game ended: the winners (one power, or the members of a winning alliance), or a draw among several.
 *
 * <p>Immutable and thread-safe.
 *
 * @param winners the powers that won, or that share the draw
 * @param draw whether the game ended in a draw among {@code winners}
 * @param how a short English sentence saying how the game ended
 */
public record GameOutcome(ImmutableSet<Power> winners, boolean draw, String how) {
  /**
   * Checks the components.
   *
   * @param winners the powers that won, or that share the draw; not empty
   * @param draw whether the game ended in a draw among {@code winners}
   * @param how a short English sentence saying how the game ended
   */
  public GameOutcome {
    checkNotNull(winners, "winners");
    checkNotNull(how, "how");
    checkArgument(!winners.isEmpty(), "a game outcome names at least one power");
  }
}
