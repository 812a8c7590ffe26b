package io.github.dipjudge.map;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.map.internal.MapAccess;
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

  static {
    MapAccess.install(new Trusted());
  }

  /** The rules' way to the home power without an Optional ({@link MapAccess}). */
  private static final class Trusted extends MapAccess {
    @Override
    public Power homePowerOrNull(Province province) {
      return province.homePower;
    }

    @Override
    public Object coreTables(GameMap map) {
      return map.coreTables;
    }

    @Override
    public void setCoreTables(GameMap map, Object tables) {
      map.coreTables = tables;
    }
  }

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

  /**
   * The dense index of this province.
   *
   * @return its position in {@link GameMap#provinces()}, {@code 0 .. map.provinces().size() - 1}; also the index of
   *     its province-level {@link #location()}
   */
  public int index() {
    return index;
  }

  /**
   * The canonical id.
   *
   * @return the id, lower case and unique among the map's provinces: {@code lon}
   */
  public String id() {
    return id;
  }

  /**
   * What the province is made of, which decides the unit types that may stand in it.
   *
   * @return the terrain
   */
  public Terrain terrain() {
    return terrain;
  }

  /**
   * Whether this province is a supply centre.
   *
   * @return true for a supply centre
   */
  public boolean isSupplyCentre() {
    return supplyCentre;
  }

  /**
   * The English name.
   *
   * @return the name: {@code London}
   */
  public String name() {
    return name;
  }

  /**
   * Every other name the map file gives this province (abbreviations, other spellings, other languages); each is
   * accepted by {@link GameMap#province(String)}.
   *
   * @return the aliases, in the file's order; possibly empty
   */
  public ImmutableList<String> aliases() {
    return aliases;
  }

  /**
   * Whether this is a port: a coastal province (with one coast) whose fleet may convoy armies as if it were at sea,
   * as DPjudge's {@code PORT} terrain gives it (Baleares on {@code ancmed}, Gibraltar on {@code 1900}). Armies reach
   * a port only where the map gives them an army edge; a port that has none from a neighbour is reached from there
   * by convoy only.
   *
   * @return true for a port; false for every province of the standard map
   */
  public boolean isPort() {
    return port;
  }

  /**
   * The province-level location: where an army stands, and a fleet unless the coasts are split.
   *
   * @return the location, whose {@link Location#index()} is this province's index
   */
  public Location location() {
    return location;
  }

  /**
   * The coast locations of a split-coast province.
   *
   * @return the coast locations, in the file's order; empty for a province without split coasts
   */
  public ImmutableList<Location> coasts() {
    return coasts;
  }

  /**
   * Whether fleets stand on named coasts here.
   *
   * @return true when the province has coast locations ({@link #coasts()} is not empty)
   */
  public boolean hasSplitCoasts() {
    return !coasts.isEmpty();
  }

  /**
   * The power this province is a home centre of: the first in the map's order of powers when it is the home of two or
   * more (DPjudge lets two powers list one home centre, each building there when it owns it: {@code ambition}'s
   * Crimea, Russia's and the Muslim dummy's); {@link Power#homeCentres()} lists it for each.
   *
   * @return the power, or empty when this province is no power's home centre
   */
  public Optional<Power> homePower() {
    return Optional.ofNullable(homePower);
  }

  /**
   * The locations a fleet may stand on in this province.
   *
   * @return the coast locations of a split-coast province; the province-level location of a sea or other coastal
   *     province; empty for an inland or impassable one
   */
  public ImmutableList<Location> fleetLocations() {
    if (hasSplitCoasts()) {
      return coasts;
    }
    return terrain.admits(UnitType.FLEET) ? ImmutableList.of(location) : ImmutableList.of();
  }

  /**
   * The name to print in a language.
   *
   * @param language a language tag as the map file tags names: {@code "zh-Hans"}, {@code "zh-Hant"}, {@code "ru"};
   *     matched exactly
   * @return the name the map gives in that language, or the English name {@link #name()} when it gives none
   * @throws NullPointerException if {@code language} is null
   */
  public String name(String language) {
    checkNotNull(language, "language");
    return localNames.getOrDefault(language, name);
  }

  /**
   * The names per language that the map file tags.
   *
   * @return the names by language tag; empty when the map file tags none
   */
  public ImmutableMap<String, String> localNames() {
    return localNames;
  }

  /** The id, {@link #id()}. */
  @Override
  public String toString() {
    return id;
  }
}
