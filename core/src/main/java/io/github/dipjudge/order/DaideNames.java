package io.github.dipjudge.order;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.map.Coast;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The DAIDE names of one map's provinces, coasts and powers, both ways. A province's or coast's name is its
 * {@code daide=} name in the map file, else its id in upper case ({@code LON}; the standard map tags {@code ECH},
 * {@code GOB}, {@code GOL}); a coast's else its code and {@code S} ({@code NCS}), one of DAIDE's eight; a power's its {@code daide=} name,
 * else the first three letters of its id ({@code AUS}). Each must be three letters or digits and unique in its kind.
 * A name may also be a DAIDE word or another kind's name (modern's province {@code SVE}, fleetrome's power and
 * province {@code ENG}): the place of a word in an order says what it is, and DAIDE's binary tokens differ by kind.
 *
 * <p>Immutable and thread-safe.
 */
final class DaideNames {
  /** DAIDE's eight coasts. */
  static final ImmutableSet<String> COASTS = ImmutableSet.of("NCS", "NEC", "ECS", "SEC", "SCS", "SWC", "WCS", "NWC");

  private final ImmutableMap<Province, String> provinceNames;
  private final ImmutableMap<String, Province> provinces;
  private final ImmutableMap<Coast, String> coastNames;
  private final ImmutableMap<String, Coast> coasts;
  private final ImmutableMap<Power, String> powerNames;
  private final ImmutableMap<String, Power> powers;

  private DaideNames(GameMap map) {
    Map<String, Province> p = new HashMap<>();
    ImmutableMap.Builder<Province, String> pn = ImmutableMap.builder();
    for (Province province : map.provinces()) {
      String n = checked(map, province.localNames().getOrDefault("daide", province.id()), "province " + province.id());
      unique(map, p.put(n, province), n);
      pn.put(province, n);
    }
    Map<String, Coast> c = new HashMap<>();
    ImmutableMap.Builder<Coast, String> cn = ImmutableMap.builder();
    for (Coast coast : map.coasts()) {
      String n = coast.localNames().getOrDefault("daide", coast.code() + "s").toUpperCase(Locale.ROOT);
      if (!COASTS.contains(n)) {
        throw new IllegalArgumentException("map " + map.id() + " has no DAIDE names: coast " + coast.code()
            + " would be called \"" + n + "\", which is none of DAIDE's coasts " + COASTS);
      }
      unique(map, c.put(n, coast), n);
      cn.put(coast, n);
    }
    Map<String, Power> w = new HashMap<>();
    ImmutableMap.Builder<Power, String> wn = ImmutableMap.builder();
    for (Power power : map.powers()) {
      String id = power.id();
      String daide = power.localNames().get("daide");
      String n = checked(map, daide != null ? daide : powerName(id, w.keySet()), "power " + id);
      unique(map, w.put(n, power), n);
      wn.put(power, n);
    }
    provinceNames = pn.build();
    provinces = ImmutableMap.copyOf(p);
    coastNames = cn.build();
    coasts = ImmutableMap.copyOf(c);
    powerNames = wn.build();
    powers = ImmutableMap.copyOf(w);
  }

  /**
   * The DAIDE names of a map.
   *
   * @throws IllegalArgumentException if a name is not three letters or digits, is a DAIDE word, or is not unique
   */
  static DaideNames of(GameMap map) {
    return new DaideNames(map);
  }

  /**
   * A power's DAIDE name where the map gives none: the first three letters of its id, in upper case; where an earlier
   * power (in the map's order) has that name, the id's first letter and the first two later letters, in the id's
   * order, that make a name no earlier power has (void's Gulf of Bothnia is GUL, its Gulf of Lyon GUF). Stable: it
   * depends on the ids and their order alone.
   */
  private static String powerName(String id, java.util.Set<String> taken) {
    String u = id.toUpperCase(Locale.ROOT);
    String first = u.substring(0, Math.min(3, u.length()));
    if (!taken.contains(first) || u.length() < 3) {
      return first;
    }
    for (int i = 1; i < u.length(); i++) {
      for (int j = i + 1; j < u.length(); j++) {
        String n = "" + u.charAt(0) + u.charAt(i) + u.charAt(j);
        if (!taken.contains(n)) {
          return n;
        }
      }
    }
    return first; // every name taken: refused as not unique
  }

  private static String checked(GameMap map, String name, String what) {
    String n = name.toUpperCase(Locale.ROOT);
    if (!n.matches("[A-Z0-9]{3}")) {
      throw new IllegalArgumentException("map " + map.id() + " has no DAIDE names: " + what + " would be called \""
          + n + "\", which is not three letters or digits");
    }
    return n;
  }

  private static void unique(GameMap map, Object previous, String name) {
    if (previous != null) {
      throw new IllegalArgumentException("map " + map.id() + " has no DAIDE names: two of its places or powers are"
          + " called " + name);
    }
  }

  String province(Province p) {
    return known(provinceNames.get(p), p);
  }

  String coast(Coast c) {
    return known(coastNames.get(c), c);
  }

  String power(Power p) {
    return known(powerNames.get(p), p);
  }

  private static String known(String name, Object what) {
    if (name == null) {
      throw new IllegalArgumentException(what + " is not on this map");
    }
    return name;
  }

  /** A location as DAIDE writes it: {@code LON}, or {@code ( STP NCS )} for a coast. */
  String location(Location l) {
    String p = province(l.province());
    return l.coast().map(c -> "( " + p + " " + coast(c) + " )").orElse(p);
  }

  Optional<Province> findProvince(String upper) {
    return Optional.ofNullable(provinces.get(upper));
  }

  Optional<Coast> findCoast(String upper) {
    return Optional.ofNullable(coasts.get(upper));
  }

  Optional<Power> findPower(String upper) {
    return Optional.ofNullable(powers.get(upper));
  }
}
