package io.github.dipjudge.game;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;

/**
 * A game read from a JSON Lines log with recovery ({@link DipjudgeFormat#recoverLines}): the game as the log's last
 * complete state record saved it, and what was dropped after that record: the phase records an append wrote
 * before it was cut short, and a last line cut short in the middle of its record (unfinished JSON with no newline
 * after it, as a crash in the middle of a write leaves it). A server that finds lines dropped can truncate the log
 * to the lines kept, or rewrite it with {@link DipjudgeFormat#writeLines}, before appending again.
 *
 * <p>Immutable and thread-safe.
 *
 * @param game the game up to the last complete state record
 * @param droppedLines the numbers (from 1) of the lines dropped, ascending; empty when the log was whole
 * @param dropped what was dropped, in words (the lines and why); empty when nothing was
 */
public record RecoveredGame(Game game, ImmutableList<Integer> droppedLines, String dropped) {
  /**
   * Checks the components.
   *
   * @param game the game up to the last complete state record
   * @param droppedLines the numbers (from 1) of the lines dropped, ascending
   * @param dropped what was dropped, in words
   * @throws NullPointerException if one is null
   */
  public RecoveredGame {
    checkNotNull(game, "game");
    checkNotNull(droppedLines, "droppedLines");
    checkNotNull(dropped, "dropped");
  }

  /**
   * Whether nothing was dropped: the log ended with a complete state record.
   *
   * @return true when {@link #droppedLines()} is empty
   */
  public boolean isWhole() {
    return droppedLines.isEmpty();
  }
}
