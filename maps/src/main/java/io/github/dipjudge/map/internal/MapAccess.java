package io.github.dipjudge.map.internal;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;

/**
 * The rules' way into a province's fields past its public accessors, for hot loops that must not allocate: a
 * province's home power read as a nullable field instead of a new {@link java.util.Optional} a call (
 * {@code Province.homePower()}'s Optional, made for every province a position's home centres were read for, was 2.6%
 * of the simulation path's allocation).
 *
 * <p>Not API: the package is exported to {@code io.github.dipjudge.core} alone. {@link Province} installs the one
 * instance when it is initialised; {@link #get()} makes sure it has been.
 *
 * <p>Thread-safe: the instance is stateless and published by class initialisation.
 */
public abstract class MapAccess {
  private static MapAccess instance;

  /** For the class nested in {@link Province} alone ({@link #install} refuses any other). */
  protected MapAccess() {}

  /**
   * Installs the instance; {@link Province}'s class initialiser calls it once. Only a class nested in
   * {@link Province} (its nest host is {@code Province}, as the JVM verifies from both classes' files) is taken: the
   * method is public so that {@code Province}'s package can reach it, and this check keeps anyone else's instance
   * out, as {@code Province}'s own is installed when {@code Province} is initialised, before any caller can see it.
   *
   * @param access the instance
   * @throws NullPointerException if {@code access} is null
   * @throws IllegalArgumentException if {@code access} is not an instance of a class nested in {@link Province}
   * @throws IllegalStateException if an instance is installed already
   */
  public static synchronized void install(MapAccess access) {
    Class<?> type = access.getClass();
    if (type.getNestHost() != Province.class || type.getEnclosingClass() != Province.class) {
      throw new IllegalArgumentException("MapAccess.install takes Province's own instance alone, not a "
          + type.getName());
    }
    if (instance != null) {
      throw new IllegalStateException("MapAccess is installed already");
    }
    instance = access;
  }

  /**
   * The instance, {@link Province}'s class initialised first if it was not.
   *
   * @return the instance
   */
  public static MapAccess get() {
    MapAccess a = instance;
    if (a == null) {
      try {
        Class.forName(Province.class.getName(), true, Province.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(e);
      }
      synchronized (MapAccess.class) {
        a = instance;
      }
    }
    return a;
  }

  /**
   * The power whose home centre the province is on its map, or null: what {@link Province#homePower()} holds,
   * without the Optional.
   *
   * @param province a province
   * @return its home power, or null when it is nobody's home centre
   */
  public abstract Power homePowerOrNull(Province province);

  /**
   * The core module's tables kept with a map, or null before {@link #setCoreTables} first gave them.
   *
   * @param map the map
   * @return what was set last, or null
   */
  public abstract Object coreTables(GameMap map);

  /**
   * Keeps the core module's tables with a map, for as long as the map lives (a volatile field of the map: a racing
   * second call replaces an equal value).
   *
   * @param map the map
   * @param tables the tables
   */
  public abstract void setCoreTables(GameMap map, Object tables);
}
