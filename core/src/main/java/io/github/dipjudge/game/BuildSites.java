package io.github.dipjudge.game;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.position.Position;

/**
 * Where a power may build: its home supply centres that it owns and that are vacant. This one function is shared
 * by the order sheet, the skipping of empty adjustment phases and the MILA writer's {@code builds}, so that the
 * build-anywhere rule of some variants (build in any owned centre; MILA's {@code BUILD_ANY}) slots in here once the
 * rulebook has that option: iterate {@code pos.centres(power)} instead of the home centres.
 */
final class BuildSites {
  private BuildSites() {}

  static ImmutableList<Province> of(Position pos, Power power) {
    ImmutableList.Builder<Province> b = ImmutableList.builder();
    for (Province h : power.homeCentres()) {
      if (isSite(pos, power, h)) {
        b.add(h);
      }
    }
    return b.build();
  }

  /** Whether the power has a build site, as {@code !of(pos, power).isEmpty()}: no list, no iterator, no Optional. */
  static boolean any(Position pos, Power power) {
    ImmutableList<Province> home = power.homeCentres();
    for (int i = 0, size = home.size(); i < size; i++) {
      if (isSite(pos, power, home.get(i))) {
        return true;
      }
    }
    return false;
  }

  private static boolean isSite(Position pos, Power power, Province home) {
    return pos.ownerAtIndex(home.index()) == power && pos.unitAtIndex(home.index()) == null;
  }
}
