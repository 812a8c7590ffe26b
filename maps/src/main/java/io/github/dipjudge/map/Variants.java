package io.github.dipjudge.map;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The maps shipped with the library: the standard map and the variants in {@code variants/}, each a resource in the
 * project's format, loaded once on first use.
 *
 * <p>Thread-safe: the cache is a concurrent map, and a map is immutable.
 */
final class Variants {
  private Variants() {}

  /** Every shipped map, the standard map first, then the DPjudge conversions, then MILA's modern. */
  static final ImmutableList<String> IDS = ImmutableList.of("standard", "pure", "fleetrome", "ancmed", "1900",
      "modern", "youngstown", "chaos", "void", "aberration", "1898", "1897", "loeb9", "imperial",
      "hundred", "dpjudge-classical", "sengoku", "zeus", "vassal", "ambition", "mila-modern");

  /**
   * MILA's names (its saved games' {@code map} field) for shipped maps. MILA's {@code ancmed}, {@code pure} and
   * {@code standard_fleet_rome} have DPjudge's geography, centres, homes and starting units; its {@code modern}
   * differs from DPjudge's and is shipped as {@code mila-modern}.
   */
  static final ImmutableMap<String, String> MILA = ImmutableMap.of("standard", "standard", "pure", "pure",
      "ancmed", "ancmed", "standard_fleet_rome", "fleetrome", "modern", "mila-modern");

  /**
   * Other names {@link GameMap#variant} accepts, in lower case: MILA's names where they mean the same map as
   * DPjudge's (MILA's {@code modern} is not here: its map differs from DPjudge's {@code modern}, see
   * {@link #MILA}), and godip's variant names ({@code Name} of its {@code common.Variant}) for the maps it shares:
   * {@code Classical}, {@code Fleet Rome}, {@code Pure}, {@code Ancient Mediterranean} ({@code Chaos} is already
   * an id). godip's {@code Youngstown Redux} and {@code Modern} are different maps and have no alias.
   */
  static final ImmutableMap<String, String> ALIASES = ImmutableMap.of("standard_fleet_rome", "fleetrome",
      "classical", "standard", "fleet rome", "fleetrome", "ancient mediterranean", "ancmed");

  private static final Map<String, GameMap> LOADED = new ConcurrentHashMap<>();

  static GameMap get(String id) {
    // Names are compared in lower case (Locale.ROOT, so that no default locale turns "I" into a dotless i).
    String lower = id.toLowerCase(Locale.ROOT);
    String real = ALIASES.getOrDefault(lower, lower);
    checkArgument(IDS.contains(real), "no shipped map \"%s\" (shipped: %s; also, in any case: %s)", id, String.join(", ", IDS),
        String.join(", ", ALIASES.keySet()));
    if (real.equals("standard")) {
      return GameMap.standard();
    }
    return LOADED.computeIfAbsent(real, Variants::load);
  }

  static GameMap forMila(String milaName) {
    String id = MILA.get(milaName); // exact: a saved game's field as MILA writes it
    checkArgument(id != null, "no shipped map for MILA's map \"%s\" (known: %s)", milaName,
        String.join(", ", MILA.keySet()));
    return get(id);
  }

  private static GameMap load(String id) {
    String resource = "variants/" + id + ".map";
    try (InputStream in = Variants.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("the bundled resource " + resource + " is missing");
      }
      GameMap m = GameMap.parse(id + ".map", new String(in.readAllBytes(), StandardCharsets.UTF_8));
      if (!m.id().equals(id)) {
        throw new IllegalStateException("the bundled resource " + resource + " is map " + m.id());
      }
      return m;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (MapFormatException e) {
      throw new IllegalStateException("the bundled map " + id + " is broken: " + e.getMessage(), e);
    }
  }
}
