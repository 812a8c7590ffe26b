package io.github.dipjudge.game;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.position.Position;

/**
 * Where a power may build: the vacant supply centres it owns among its home centres, or among all its centres on a
 * map with DPjudge's {@code BUILD_ANY} flag ({@code chaos}, {@code mila-modern}); and its vacant partisan sites
 * ({@link Power#partisanSites()}, Siberia for Russia on {@code 1900}) while it owns at least one but not all of its
 * home centres (map-file-syntax.txt, "Conditional Building in Non-Supply Centers"). This one function is shared by
 * the order sheet, the skipping of empty adjustment phases and the MILA writer's {@code builds}.
 *
 * <p>The map's flag is read here directly; a rulebook option that builds anywhere on any map is the adjudicator's
 * to define, and joins this test when it exists.
 */
final class BuildSites {
  /** The DPjudge RULE flag of building on any owned centre. */
  static final String BUILD_ANY = "BUILD_ANY";

  private BuildSites() {}

  static ImmutableList<Province> of(Position pos, Power power) {
    ImmutableList.Builder<Province> b = ImmutableList.builder();
    boolean anywhere = pos.map().ruleFlags().contains(BUILD_ANY);
    int homesOwned = 0;
    for (Province h : power.homeCentres()) {
      if (pos.owner(h).orElse(null) == power) {
        homesOwned++;
        if (!anywhere && pos.unitAt(h).isEmpty()) {
          b.add(h);
        }
      }
    }
    if (anywhere) {
      for (Province c : pos.centres(power)) {
        if (pos.unitAt(c).isEmpty()) {
          b.add(c);
        }
      }
    }
    if (homesOwned > 0 && homesOwned < power.homeCentres().size()) {
      for (Province s : power.partisanSites()) {
        if (pos.unitAt(s).isEmpty()) {
          b.add(s);
        }
      }
    }
    return b.build();
  }
}
