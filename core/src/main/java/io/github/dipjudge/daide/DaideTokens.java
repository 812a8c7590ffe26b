package io.github.dipjudge.daide;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.map.Coast;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.Terrain;
import io.github.dipjudge.order.DaideNotation;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The DAIDE tokens of one map: the fixed words of the language, and the map's powers and provinces numbered as the
 * client-server protocol document numbers the standard map's. Powers are 0x41nn in the order of their DAIDE names;
 * a province's category is 0x50 plus 1 for a supply centre, 2 for a sea, 4 for a coast with one coast, 6 for one
 * with several, and provinces are numbered from 0, by category and then name, across categories (so the standard
 * map's tokens are exactly the document's: {@code BOH} 0x5000, {@code STP} 0x574A). Impassable provinces (Switzerland)
 * have no token: DAIDE's maps leave them out.
 *
 * <p>Immutable and thread-safe.
 */
public final class DaideTokens {
  private final GameMap map;
  private final DaideNotation notation;
  private final ImmutableMap<Power, Integer> powerTokens;
  private final ImmutableMap<Province, Integer> provinceTokens;
  private final ImmutableMap<Integer, Object> byValue;

  private DaideTokens(GameMap map) {
    this.map = map;
    this.notation = DaideNotation.of(map);
    Map<Integer, Object> values = new HashMap<>();
    ImmutableMap.Builder<Power, Integer> pw = ImmutableMap.builder();
    List<Power> powers = new ArrayList<>(map.powers());
    powers.sort(Comparator.comparing(notation::powerName));
    for (int i = 0; i < powers.size(); i++) {
      pw.put(powers.get(i), (Tokens.POWER << 8) | i);
      values.put((Tokens.POWER << 8) | i, powers.get(i));
    }
    List<Province> provinces = new ArrayList<>();
    for (Province p : map.provinces()) {
      if (p.terrain() != Terrain.IMPASSABLE) {
        provinces.add(p);
      }
    }
    if (provinces.size() > 256) {
      throw new IllegalArgumentException("map " + map.id() + " has more than 256 provinces, DAIDE's limit");
    }
    provinces.sort(Comparator.comparingInt(DaideTokens::category).thenComparing(notation::provinceName));
    ImmutableMap.Builder<Province, Integer> pr = ImmutableMap.builder();
    for (int i = 0; i < provinces.size(); i++) {
      int token = (category(provinces.get(i)) << 8) | i;
      pr.put(provinces.get(i), token);
      values.put(token, provinces.get(i));
    }
    powerTokens = pw.build();
    provinceTokens = pr.build();
    byValue = ImmutableMap.copyOf(values);
  }

  /** The province's token category: 0x50 + 1 (supply centre) + 2 (sea) / 4 (one coast) / 6 (split coasts). */
  private static int category(Province p) {
    int c = 0x50 + (p.isSupplyCentre() ? 1 : 0);
    if (p.terrain() == Terrain.SEA) {
      return c + 2;
    }
    if (p.terrain() == Terrain.COASTAL) {
      return c + (p.hasSplitCoasts() ? 6 : 4);
    }
    return c;
  }

  /**
   * The tokens of a map.
   *
   * @param map the map
   * @return its tokens
   * @throws IllegalArgumentException if the map has no DAIDE names ({@link DaideNotation#of}) or more than 256
   *     passable provinces
   */
  public static DaideTokens of(GameMap map) {
    return new DaideTokens(checkNotNull(map, "map"));
  }

  /**
   * The map.
   *
   * @return the map
   */
  public GameMap map() {
    return map;
  }

  /**
   * The map's DAIDE names and order notation.
   *
   * @return the notation
   */
  public DaideNotation notation() {
    return notation;
  }

  /**
   * A power's token.
   *
   * @param power a power of the map
   * @return its token
   * @throws IllegalArgumentException if the power is not on the map
   */
  public int power(Power power) {
    Integer t = powerTokens.get(checkNotNull(power, "power"));
    if (t == null) {
      throw new IllegalArgumentException(power + " is not on map " + map.id());
    }
    return t;
  }

  /**
   * A province's token.
   *
   * @param province a passable province of the map
   * @return its token
   * @throws IllegalArgumentException if the province is not on the map or is impassable
   */
  public int province(Province province) {
    Integer t = provinceTokens.get(checkNotNull(province, "province"));
    if (t == null) {
      throw new IllegalArgumentException(province + " has no DAIDE token on map " + map.id());
    }
    return t;
  }

  /**
   * A coast's token.
   *
   * @param coast a coast of the map
   * @return its token
   */
  public int coast(Coast coast) {
    return Tokens.of(notation.coastName(checkNotNull(coast, "coast")));
  }

  /**
   * The power a token stands for.
   *
   * @param token a token
   * @return the power, or empty when the token is no power of this map
   */
  public Optional<Power> powerOf(int token) {
    return byValue.get(token) instanceof Power p ? Optional.of(p) : Optional.empty();
  }

  /**
   * The province a token stands for.
   *
   * @param token a token
   * @return the province, or empty when the token is no province of this map
   */
  public Optional<Province> provinceOf(int token) {
    return byValue.get(token) instanceof Province p ? Optional.of(p) : Optional.empty();
  }

  /**
   * The passable provinces in token order.
   *
   * @return the provinces
   */
  public ImmutableList<Province> provinces() {
    return provinceTokens.keySet().asList();
  }

  /**
   * A token's text: its three-letter word, a number in decimal, a text character, or {@code ?xxxx} (hex) for a
   * token that is none of these on this map.
   *
   * @param token a token, 0 to 0xFFFF
   * @return its text
   */
  public String text(int token) {
    if (Tokens.isNumber(token)) {
      return Integer.toString(Tokens.number(token));
    }
    Object o = byValue.get(token);
    if (o instanceof Power p) {
      return notation.powerName(p);
    }
    if (o instanceof Province p) {
      return notation.provinceName(p);
    }
    String w = Tokens.BY_VALUE.get(token);
    if (w != null) {
      return w;
    }
    if (token == Tokens.OPEN) {
      return "(";
    }
    if (token == Tokens.CLOSE) {
      return ")";
    }
    return String.format("?%04X", token);
  }

  /**
   * Whether a token means something on this map: a number, a bracket, a fixed word, a text character, or one of the
   * map's powers and provinces.
   *
   * @param token a token, 0 to 0xFFFF
   * @return whether it is known
   */
  public boolean knows(int token) {
    return Tokens.isNumber(token) || token == Tokens.OPEN || token == Tokens.CLOSE
        || Tokens.BY_VALUE.containsKey(token) || byValue.containsKey(token)
        || ((token >> 8) == Tokens.TEXT && (token & 0xFF) >= 0x20 && (token & 0xFF) < 0x7F);
  }

  /**
   * The body of the representation message (RM) for this map: six bytes per power and province, the token (big
   * endian) and its three-letter name with a NUL. Empty for the standard map, whose tokens every client knows.
   *
   * @return the body
   */
  public byte[] representation() {
    if (map.id().equals("standard")) {
      return new byte[0];
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    powerTokens.forEach((p, t) -> entry(out, t, notation.powerName(p)));
    provinceTokens.forEach((p, t) -> entry(out, t, notation.provinceName(p)));
    return out.toByteArray();
  }

  private static void entry(ByteArrayOutputStream out, int token, String name) {
    out.write(token >> 8);
    out.write(token & 0xFF);
    out.writeBytes(name.getBytes(StandardCharsets.US_ASCII));
    out.write(0);
  }

  @Override
  public String toString() {
    return "DaideTokens[" + map.id() + "]";
  }
}
