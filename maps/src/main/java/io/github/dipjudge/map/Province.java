package io.github.dipjudge.map;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Optional;

/**
 * A province of a map: its id, terrain, whether it is a supply centre, whose home centre it is, its names and its
 * locations.
 *
 * <p>A province has one {@link #location() main location}, where armies stand (and fleets too, unless the province
 * has split coasts). A province with split coasts (St Petersburg, Spain, Bulgaria on the standard map) also has one
 * location per coast, where fleets stand.
 *
 * <p>Immutable and thread-safe. Instances belong to one {@link GameMap}, which creates them; two provinces are equal
 * only when they are the same object. {@link #index()} is dense: {@code 0 .. map.provinces().size() - 1}.
 */
public final class Province {
  private final int index;
  private final String id;
  private final Terrain terrain;
  private final boolean supplyCentre;
  private final String name;
  private final ImmutableList<String> aliases;
  private final ImmutableMap<String, String> localNames;
  // Set once by the loader while the map is being built, before the map is published.
  Location location;
  ImmutableList<Location> coasts = ImmutableList.of();
  Power homePower;
  boolean port;

  Province(int index, String id, Terrain terrain, boolean supplyCentre, String name, ImmutableList<String> aliases,
      ImmutableMap<String, String> localNames) {
    this.index = index;
    this.id = id;
    this.terrain = terrain;
    this.supplyCentre = supplyCentre;
    this.name = name;
    this.aliases = aliases;
    this.localNames = localNames;
  }

  /** The dense index of this province in {@link GameMap#provinces()}. */
  public int index() {
    return index;
  }

  /** The canonical id, lower case: {@code lon}. */
  public String id() {
    return id;
  }

  /** What the province is made of, which decides the unit types that may stand in it. */
  public Terrain terrain() {
    return terrain;
  }

  /** Whether this province is a supply centre. */
  public boolean isSupplyCentre() {
    return supplyCentre;
  }

  /** The English name: {@code London}. */
  public String name() {
    return name;
  }

  /** Every other name the map file gives this province, in the file's order. */
  public ImmutableList<String> aliases() {
    return aliases;
  }

  /**
   * Whether this is a port: a coastal province (with one coast) whose fleet may convoy armies as if it were at sea,
   * as DPjudge's {@code PORT} terrain gives it (Baleares on {@code ancmed}, Gibraltar on {@code 1900}). Armies reach
   * a port only where the map gives them an army edge; a port that has none from a neighbour is reached from there
   * by convoy only. False on the standard map.
   */
  public boolean isPort() {
    return port;
  }

  /** The province-level location: where an army stands, and a fleet unless the coasts are split. */
  public Location location() {
    return location;
  }

  /** The coast locations of a split-coast province, in the file's order; empty for any other province. */
  public ImmutableList<Location> coasts() {
    return coasts;
  }

  /** Whether fleets stand on named coasts here (the province has two or more coast locations). */
  public boolean hasSplitCoasts() {
    return !coasts.isEmpty();
  }

  /** The power this province is a home centre of, if it is one. */
  public Optional<Power> homePower() {
    return Optional.ofNullable(homePower);
  }

  /** The locations a fleet may stand on in this province: its coasts, or the province itself; empty inland. */
  public ImmutableList<Location> fleetLocations() {
    if (hasSplitCoasts()) {
      return coasts;
    }
    return terrain.admits(UnitType.FLEET) ? ImmutableList.of(location) : ImmutableList.of();
  }

  /**
   * The name to print in a language ({@code "zh-Hans"}, {@code "zh-Hant"}, {@code "ru"}, as the map file tags it),
   * or the English name when the map gives none for that language.
   */
  public String name(String language) {
    checkNotNull(language, "language");
    return localNames.getOrDefault(language, name);
  }

  /** The names per language the map file tags, by language tag. */
  public ImmutableMap<String, String> localNames() {
    return localNames;
  }

  @Override
  public String toString() {
    return id;
  }
}
