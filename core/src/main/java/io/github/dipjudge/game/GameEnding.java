package io.github.dipjudge.game;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.map.Power;
import java.util.ArrayList;
import java.util.List;

/**
 * How a game ended: the winners (one power, or the members of a winning alliance), or a draw among several; and
 * whether the board decided it ({@link Kind#VICTORY}, {@link Kind#DRAW}) or the players agreed on it
 * ({@link Kind#AGREED_DRAW}, {@link Kind#CONCESSION}: {@link Game#drawn}, {@link Game#concededTo}).
 *
 * <p>Immutable and thread-safe.
 *
 * @param winners the powers that won, or that share the draw
 * @param draw whether the game ended in a draw among {@code winners}
 * @param how a short English sentence saying how the game ended
 * @param kind what ended it; {@link Kind#isDraw()} agrees with {@code draw}
 */
public record GameEnding(ImmutableSet<Power> winners, boolean draw, String how, Kind kind) {
  /** What ended a game. */
  public enum Kind {
    /** The victory rule: a power (or an alliance, under the house rule) reached the victory count. */
    VICTORY(false),
    /** A draw the rules decided: the house rule's tie still standing after the extra year. */
    DRAW(true),
    /** A draw the surviving powers agreed on (all of them, or the ones the server's rules let draw). */
    AGREED_DRAW(true),
    /** The other powers conceded the game to one power. */
    CONCESSION(false);

    private final boolean draw;

    Kind(boolean draw) {
      this.draw = draw;
    }

    /**
     * Whether an ending of this kind is a draw.
     *
     * @return true for {@link #DRAW} and {@link #AGREED_DRAW}
     */
    public boolean isDraw() {
      return draw;
    }
  }

  /**
   * Checks the components.
   *
   * @param winners the powers that won, or that share the draw; not empty, one power for a concession, two or more
   *     for an agreed draw
   * @param draw whether the game ended in a draw among {@code winners}
   * @param how a short English sentence saying how the game ended
   * @param kind what ended it
   * @throws IllegalArgumentException if the components disagree as above
   */
  public GameEnding {
    checkNotNull(winners, "winners");
    checkNotNull(how, "how");
    checkNotNull(kind, "kind");
    checkArgument(!winners.isEmpty(), "a game ending names at least one power");
    checkArgument(draw == kind.isDraw(), "an ending of kind %s %s a draw", kind, kind.isDraw() ? "is" : "is not");
    checkArgument(kind != Kind.CONCESSION || winners.size() == 1, "a game is conceded to one power, not %s",
        winners);
    checkArgument(kind != Kind.AGREED_DRAW || winners.size() >= 2, "a draw is agreed among two or more powers,"
        + " not %s", winners);
  }

  /**
   * An ending decided by the board: {@link Kind#DRAW} when {@code draw}, else {@link Kind#VICTORY}.
   *
   * @param winners the powers that won, or that share the draw; not empty
   * @param draw whether the game ended in a draw among {@code winners}
   * @param how a short English sentence saying how the game ended
   */
  public GameEnding(ImmutableSet<Power> winners, boolean draw, String how) {
    this(winners, draw, how, draw ? Kind.DRAW : Kind.VICTORY);
  }

  /**
   * A draw agreed among powers. The powers are kept in map order ({@link Power#index()}), whatever the order of
   * the votes, so that the same draw is one value: its winners and its sentence.
   *
   * @param powers the powers sharing the draw, two or more, of one map
   * @return the outcome, with a sentence naming them in map order
   * @throws IllegalArgumentException if fewer than two powers are given
   */
  public static GameEnding agreedDraw(ImmutableSet<Power> powers) {
    checkNotNull(powers, "powers");
    ImmutableSet<Power> inMapOrder = ImmutableSet.copyOf(
        powers.stream().sorted(java.util.Comparator.comparingInt(Power::index)).toList());
    return new GameEnding(inMapOrder, true, "a draw agreed among " + names(inMapOrder), Kind.AGREED_DRAW);
  }

  /**
   * A concession of the game to one power.
   *
   * @param winner the power the others conceded to
   * @return the ending, with a sentence naming it
   */
  public static GameEnding concession(Power winner) {
    checkNotNull(winner, "winner");
    return new GameEnding(ImmutableSet.of(winner), false, "conceded to " + winner.name(), Kind.CONCESSION);
  }

  /**
   * Whether the players ended the game rather than the board.
   *
   * @return true for {@link Kind#AGREED_DRAW} and {@link Kind#CONCESSION}
   */
  public boolean isAgreed() {
    return kind == Kind.AGREED_DRAW || kind == Kind.CONCESSION;
  }

  private static String names(ImmutableSet<Power> powers) {
    List<String> names = new ArrayList<>();
    powers.forEach(p -> names.add(p.name()));
    return String.join(", ", names);
  }
}
