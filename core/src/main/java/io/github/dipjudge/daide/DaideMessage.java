package io.github.dipjudge.daide;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.position.Phase;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One DAIDE message: a sequence of 16-bit tokens, as the body of a diplomacy message (DM) carries them, two bytes
 * each, big endian. {@link #parts()} reads its bracket structure; {@link #text(DaideTokens)} writes it as text
 * ({@code NOW ( SPR 1901 ) ( AUS FLT TRI ) ...}). Messages are built by a {@link Builder}, typed token by token, so
 * that a name that is both a power and a province (fleetrome's {@code ENG}) is always the right token.
 *
 * <p>Immutable and thread-safe.
 */
public final class DaideMessage {
  private final int[] tokens;

  private DaideMessage(int[] tokens) {
    this.tokens = tokens;
  }

  /**
   * A message of the given tokens.
   *
   * @param tokens the tokens, each 0 to 0xFFFF
   * @return the message
   * @throws IllegalArgumentException if a token is out of range
   */
  public static DaideMessage of(int... tokens) {
    for (int t : tokens) {
      if (t < 0 || t > 0xFFFF) {
        throw new IllegalArgumentException("a DAIDE token is 16 bits, not " + t);
      }
    }
    return new DaideMessage(tokens.clone());
  }

  /**
   * Reads the body of a diplomacy message.
   *
   * @param body the bytes, two per token, big endian
   * @return the message
   * @throws IllegalArgumentException if the body has an odd number of bytes
   */
  public static DaideMessage decode(byte[] body) {
    checkNotNull(body, "body");
    if (body.length % 2 != 0) {
      throw new IllegalArgumentException("a DAIDE message body has two bytes per token, not " + body.length
          + " bytes");
    }
    int[] t = new int[body.length / 2];
    for (int i = 0; i < t.length; i++) {
      t[i] = ((body[2 * i] & 0xFF) << 8) | (body[2 * i + 1] & 0xFF);
    }
    return new DaideMessage(t);
  }

  /**
   * The body of a diplomacy message carrying this message.
   *
   * @return two bytes per token, big endian
   */
  public byte[] encode() {
    byte[] b = new byte[tokens.length * 2];
    for (int i = 0; i < tokens.length; i++) {
      b[2 * i] = (byte) (tokens[i] >> 8);
      b[2 * i + 1] = (byte) tokens[i];
    }
    return b;
  }

  /**
   * The number of tokens.
   *
   * @return the length
   */
  public int size() {
    return tokens.length;
  }

  /**
   * One token.
   *
   * @param index from 0
   * @return the token
   * @throws IndexOutOfBoundsException if there is no such token
   */
  public int token(int index) {
    return tokens[index];
  }

  /**
   * Whether the first token is the given word.
   *
   * @param word a fixed DAIDE word such as {@code SUB}
   * @return whether the message starts with it
   * @throws IllegalArgumentException if the word is no DAIDE word
   */
  public boolean startsWith(String word) {
    return tokens.length > 0 && tokens[0] == Tokens.of(word);
  }

  /**
   * Whether every bracket is closed and no bracket closes before it opens.
   *
   * @return whether the brackets match
   */
  public boolean bracketsMatch() {
    int depth = 0;
    for (int t : tokens) {
      depth += t == Tokens.OPEN ? 1 : t == Tokens.CLOSE ? -1 : 0;
      if (depth < 0) {
        return false;
      }
    }
    return depth == 0;
  }

  /**
   * The top-level parts: each single token as a message of one token, and each bracketed group as the message of
   * what is inside its brackets. {@code NOW ( SPR 1901 ) ( AUS FLT TRI )} has three parts: {@code NOW},
   * {@code SPR 1901} and {@code AUS FLT TRI}.
   *
   * @return the parts
   * @throws IllegalArgumentException if the brackets do not match
   */
  public ImmutableList<Part> parts() {
    if (!bracketsMatch()) {
      throw new IllegalArgumentException("the brackets of the message do not match");
    }
    ImmutableList.Builder<Part> out = ImmutableList.builder();
    int i = 0;
    while (i < tokens.length) {
      if (tokens[i] != Tokens.OPEN) {
        out.add(new Part(false, new DaideMessage(new int[] {tokens[i]})));
        i++;
        continue;
      }
      int depth = 0;
      int j = i;
      do {
        depth += tokens[j] == Tokens.OPEN ? 1 : tokens[j] == Tokens.CLOSE ? -1 : 0;
        j++;
      } while (depth > 0);
      out.add(new Part(true, new DaideMessage(Arrays.copyOfRange(tokens, i + 1, j - 1))));
      i = j;
    }
    return out.build();
  }

  /**
   * One top-level part of a message: a token, or a bracketed group.
   *
   * @param bracketed whether the part was in brackets
   * @param message the token, or what was inside the brackets
   */
  public record Part(boolean bracketed, DaideMessage message) {
    /**
     * A part.
     *
     * @param bracketed whether the part was in brackets
     * @param message the token, or what was inside the brackets
     * @throws NullPointerException if the message is null
     */
    public Part {
      checkNotNull(message, "message");
    }

    /**
     * Whether the part is the single, unbracketed token.
     *
     * @param token a token
     * @return whether it is
     */
    public boolean is(int token) {
      return !bracketed && message.size() == 1 && message.token(0) == token;
    }
  }

  /**
   * The message as text: words and brackets separated by single spaces, numbers in decimal, text in single quotes
   * ({@code NME ( 'bot' ) ( '1.0' )}).
   *
   * @param names the tokens of the game's map
   * @return the text
   */
  public String text(DaideTokens names) {
    checkNotNull(names, "names");
    StringBuilder sb = new StringBuilder(tokens.length * 4);
    boolean inText = false;
    for (int t : tokens) {
      boolean isText = (t >> 8) == Tokens.TEXT;
      if (isText) {
        if (!inText) {
          space(sb).append('\'');
        }
        sb.append((char) (t & 0xFF));
      } else {
        if (inText) {
          sb.append('\'');
        }
        space(sb).append(names.text(t));
      }
      inText = isText;
    }
    if (inText) {
      sb.append('\'');
    }
    return sb.toString();
  }

  private static StringBuilder space(StringBuilder sb) {
    return sb.length() == 0 ? sb : sb.append(' ');
  }

  /**
   * A new builder of messages on a map.
   *
   * @param names the tokens of the map
   * @return the builder
   */
  public static Builder builder(DaideTokens names) {
    return new Builder(checkNotNull(names, "names"));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DaideMessage m && Arrays.equals(tokens, m.tokens);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(tokens);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("DaideMessage[");
    for (int t : tokens) {
      sb.append(String.format("%04X ", t));
    }
    return sb.append(']').toString();
  }

  /** Builds a message token by token. Not thread-safe. */
  public static final class Builder {
    private final DaideTokens names;
    private final List<Integer> out = new ArrayList<>();

    private Builder(DaideTokens names) {
      this.names = names;
    }

    /**
     * Appends fixed words, separated by spaces; {@code (} and {@code )} are brackets.
     *
     * @param words such as {@code "YES ( MAP"}
     * @return this builder
     * @throws IllegalArgumentException for a word that is no fixed DAIDE word
     */
    public Builder word(String words) {
      for (String w : checkNotNull(words, "words").trim().split(" +")) {
        out.add(w.equals("(") ? Tokens.OPEN : w.equals(")") ? Tokens.CLOSE : Tokens.of(w));
      }
      return this;
    }

    /**
     * Appends an opening bracket.
     *
     * @return this builder
     */
    public Builder open() {
      out.add(Tokens.OPEN);
      return this;
    }

    /**
     * Appends a closing bracket.
     *
     * @return this builder
     */
    public Builder close() {
      out.add(Tokens.CLOSE);
      return this;
    }

    /**
     * Appends a power.
     *
     * @param power a power of the map
     * @return this builder
     */
    public Builder power(Power power) {
      out.add(names.power(power));
      return this;
    }

    /**
     * Appends a province.
     *
     * @param province a passable province of the map
     * @return this builder
     */
    public Builder province(Province province) {
      out.add(names.province(province));
      return this;
    }

    /**
     * Appends a location: its province, or for a coast {@code ( province coast )}.
     *
     * @param location a location of the map
     * @return this builder
     */
    public Builder location(Location location) {
      if (location.coast().isEmpty()) {
        return province(location.province());
      }
      open().province(location.province());
      out.add(names.coast(location.coast().get()));
      return close();
    }

    /**
     * Appends a unit, {@code ( power type location )}.
     *
     * @param power its power
     * @param type its type
     * @param location where it stands
     * @return this builder
     */
    public Builder unit(Power power, UnitType type, Location location) {
      open().power(power).word(type == UnitType.ARMY ? "AMY" : "FLT").location(location);
      return close();
    }

    /**
     * Appends a number.
     *
     * @param n from -8192 to 8191
     * @return this builder
     * @throws IllegalArgumentException for a number out of range
     */
    public Builder number(int n) {
      if (n < -8192 || n > 8191) {
        throw new IllegalArgumentException("a DAIDE number is from -8192 to 8191, not " + n);
      }
      out.add(n & 0x3FFF);
      return this;
    }

    /**
     * Appends text, one token per character.
     *
     * @param text printable ASCII text
     * @return this builder
     * @throws IllegalArgumentException for a character that is not printable ASCII
     */
    public Builder text(String text) {
      for (char c : checkNotNull(text, "text").toCharArray()) {
        if (c < 0x20 || c > 0x7E) {
          throw new IllegalArgumentException("DAIDE text is printable ASCII, not U+" + Integer.toHexString(c));
        }
        out.add((Tokens.TEXT << 8) | c);
      }
      return this;
    }

    /**
     * Appends a turn, {@code ( SPR 1901 )}: SPR, SUM, FAL, AUT or WIN for the phase's season and kind.
     *
     * @param phase the phase
     * @return this builder
     */
    public Builder turn(Phase phase) {
      return open().word(DaideMessages.season(phase)).number(phase.year()).close();
    }

    /**
     * Appends a whole message's tokens.
     *
     * @param message the message
     * @return this builder
     */
    public Builder append(DaideMessage message) {
      for (int t : message.tokens) {
        out.add(t);
      }
      return this;
    }

    /**
     * The message built.
     *
     * @return the message
     */
    public DaideMessage build() {
      int[] t = new int[out.size()];
      for (int i = 0; i < t.length; i++) {
        t[i] = out.get(i);
      }
      return new DaideMessage(t);
    }
  }
}
