package io.github.dipjudge.position;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.Terrain;
import io.github.dipjudge.map.UnitType;

/**
 * The rule a dislodged unit's attacker origin keeps, which {@link Position.Builder#dislodged} checks.
 *
 * <p>The adjudicator records as the origin the province the successful move into the unit's province came from,
 * and {@link DislodgedUnit#byConvoy()} when that move went by convoy in the end (its route held). A move not by
 * convoy is one step along an edge of the map for the moving unit's type, which the position does not record; so
 * such an origin must border the unit's province for an army (the army edge from the origin's province-level
 * location) or for a fleet (a fleet edge from one of the origin's fleet locations to any location of the unit's
 * province). A move by convoy is an army's, which stands on a coastal province and lands on one, so both provinces
 * must be coastal; they need not border. In every case the origin is another province than the unit's own.
 *
 * <p>Stateless and thread-safe.
 */
final class AttackerOrigin {
  private AttackerOrigin() {}

  /** Why the dislodged unit's attacker cannot have come from its origin on this map, or null when it can. */
  static String problem(GameMap map, DislodgedUnit d) {
    Province origin = d.attackerOrigin();
    Province at = d.unit().province();
    if (origin.index() >= map.provinces().size() || map.provinces().get(origin.index()) != origin) {
      return "the attacker origin " + origin + " is not of map " + map.id();
    }
    if (origin == at) {
      return "the attacker origin is the unit's own province";
    }
    if (d.byConvoy()) {
      return origin.terrain() == Terrain.COASTAL && at.terrain() == Terrain.COASTAL ? null
          : "an attack by convoy is an army's from a coastal province to a coastal one, and " + origin.id() + " to "
              + at.id() + " is not";
    }
    return borders(map, origin, at) ? null
        : "no army or fleet can move from " + origin.id() + " to " + at.id() + " in one step (not by convoy)";
  }

  /** Whether an army or a fleet can move from {@code from} into {@code to} in one step. */
  private static boolean borders(GameMap map, Province from, Province to) {
    if (map.neighbours(from.location(), UnitType.ARMY).contains(to.location())) {
      return true;
    }
    for (Location f : from.fleetLocations()) {
      for (Location l : map.neighbours(f, UnitType.FLEET)) {
        if (l.province() == to) {
          return true;
        }
      }
    }
    return false;
  }
}
