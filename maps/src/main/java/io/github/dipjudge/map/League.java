package io.github.dipjudge.map;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A power's league (DPjudge's {@code LEAGUE} line, as on {@code ambition}: {@code LEAGUE CATHOLIC},
 * {@code LEAGUE CATHOLIC STRICT}, {@code LEAGUE CATHOLIC BENIGN CHRISTIAN}): the league it belongs to and how it
 * behaves toward the powers of other leagues. DPjudge's Map.py (commit 280e366, lines 610-619) reads the line and
 * Game.checkLeague (Game.py lines 459-487) applies it to supports and convoys; core applies it the same way
 * (core/README.md, "Leagues"):
 *
 * <ul>
 *   <li>{@link Behaviour#MEMBER} ({@code LEAGUE CATHOLIC}): no limit; the league only names whom other powers
 *       treat as friends.
 *   <li>{@link Behaviour#STRICT} ({@code LEAGUE CATHOLIC STRICT}): the power supports and convoys only units of
 *       powers of its own league.
 *   <li>{@link Behaviour#BENIGN} ({@code LEAGUE CATHOLIC BENIGN CHRISTIAN}): the power does not support or convoy a
 *       move of a unit of a power outside its friendly leagues (its own and those listed, {@link #friends()}) into a
 *       province where a unit of a power of a friendly league stands.
 * </ul>
 *
 * <p>League names are upper case, as DPjudge reads them. Immutable and thread-safe; equal when their words are.
 */
public final class League {
  /** How a power treats powers of other leagues. */
  public enum Behaviour {
    /** No limit on its supports and convoys. */
    MEMBER,
    /** Supports and convoys only its own league's units. */
    STRICT,
    /** Never helps an outsider's move against a friendly league's unit. */
    BENIGN
  }

  private final String name;
  private final Behaviour behaviour;
  private final ImmutableList<String> friends;

  private League(String name, Behaviour behaviour, ImmutableList<String> friends) {
    this.name = name;
    this.behaviour = behaviour;
    this.friends = friends;
  }

  /**
   * A league from the words of DPjudge's {@code LEAGUE} line after the keyword, read in any case: a league name,
   * then optionally {@code STRICT} alone or {@code BENIGN} followed by the names of other friendly leagues.
   *
   * @param words the words, such as {@code ["CATHOLIC", "BENIGN", "CHRISTIAN"]}
   * @return the league
   * @throws IllegalArgumentException if there is no word, a behaviour other than {@code STRICT} or {@code BENIGN}
   *     (DPjudge's "BAD LEAGUE BEHAVIOR"), a word after {@code STRICT} ("BAD STRICT LEAGUE"), or a word that is not a
   *     name (letters, digits, {@code _} and {@code -})
   * @throws NullPointerException if the list or a word is null
   */
  public static League of(List<String> words) {
    checkNotNull(words, "words");
    checkArgument(!words.isEmpty(), "a LEAGUE line names a league: LEAGUE <name> [STRICT | BENIGN <league>...]");
    List<String> up = new ArrayList<>();
    for (String w : words) {
      checkNotNull(w, "word");
      checkArgument(w.matches("[A-Za-z0-9_-]{1,40}"), "\"%s\" is no league name or behaviour", w);
      up.add(w.toUpperCase(Locale.ROOT));
    }
    if (up.size() == 1) {
      return new League(up.get(0), Behaviour.MEMBER, ImmutableList.of());
    }
    String act = up.get(1);
    if (act.equals("STRICT")) {
      checkArgument(up.size() == 2, "a STRICT league lists no other league (DPjudge: BAD STRICT LEAGUE): %s",
          String.join(" ", words));
      return new League(up.get(0), Behaviour.STRICT, ImmutableList.of());
    }
    checkArgument(act.equals("BENIGN"), "a league's behaviour is STRICT or BENIGN, not \"%s\" (DPjudge: BAD LEAGUE "
        + "BEHAVIOR)", words.get(1));
    return new League(up.get(0), Behaviour.BENIGN, ImmutableList.copyOf(up.subList(2, up.size())));
  }

  /**
   * The league's name.
   *
   * @return the name, upper case: {@code CATHOLIC}
   */
  public String name() {
    return name;
  }

  /**
   * How the power behaves toward other leagues.
   *
   * @return the behaviour
   */
  public Behaviour behaviour() {
    return behaviour;
  }

  /**
   * The other leagues a {@link Behaviour#BENIGN} power treats as friends, besides its own.
   *
   * @return their names, upper case, as listed; empty for the other behaviours
   */
  public ImmutableList<String> friends() {
    return friends;
  }

  /**
   * Whether a league name is friendly to this league's power: its own or one of its {@link #friends()}.
   *
   * @param league a league name, in any case
   * @return whether it is friendly
   * @throws NullPointerException if the name is null
   */
  public boolean isFriendly(String league) {
    checkNotNull(league, "league");
    String up = league.toUpperCase(Locale.ROOT);
    return up.equals(name) || friends.contains(up);
  }

  /**
   * The words of the league as a {@code LEAGUE} line lists them.
   *
   * @return the words: {@code [CATHOLIC, BENIGN, CHRISTIAN]}
   */
  public ImmutableList<String> words() {
    ImmutableList.Builder<String> b = ImmutableList.<String>builder().add(name);
    if (behaviour != Behaviour.MEMBER) {
      b.add(behaviour.name());
    }
    return b.addAll(friends).build();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof League && ((League) o).words().equals(words());
  }

  @Override
  public int hashCode() {
    return words().hashCode();
  }

  /** The words separated by spaces: {@code CATHOLIC BENIGN CHRISTIAN}. */
  @Override
  public String toString() {
    return String.join(" ", words());
  }
}
