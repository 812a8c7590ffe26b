package io.github.dipjudge.adjudicate;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import io.github.dipjudge.rules.Rulebook.BuildSites;
import java.util.Optional;

/**
 * Where a power may build, one rule for the adjustment adjudicator, the legal-order generator and any caller that
 * lists build sites (order sheets, a saved game's builds): a vacant province that is
 *
 * <ul>
 *   <li>a home centre of the power that it owns, or, where {@link Rulebook#buildSitesOn(GameMap)} is
 *       {@link BuildSites#ANY_OWNED_CENTRE} (the rulebook's setting, or the map's {@code BUILD_ANY} flag), any
 *       supply centre the power owns; or
 *   <li>a partisan site of the power ({@link Power#partisanSites()}) while the power owns at least one but not all of
 *       its home centres (DPjudge's map-file-syntax.txt, "Conditional Building in Non-Supply Centers": "the power will
 *       be eligible to build there if and only if the power owns at least one, but not all of his original home
 *       supply centers").
 * </ul>
 *
 * <p>A partisan site is a build site and nothing more: it adds no centre to the count of builds due. (DPjudge's code
 * also counts each open partisan site as a centre, Game.ownership(); its map documentation says only where the power
 * may build, and that is what this library follows.)
 *
 * <p>Stateless and thread-safe. Methods throw {@link NullPointerException} for null arguments.
 */
public final class BuildSiteRules {
  private BuildSiteRules() {}

  /**
   * The provinces where the power may build in the position (the checks above, and vacant): its home centres in the
   * map's order of them, then the other owned centres (under {@link BuildSites#ANY_OWNED_CENTRE}) and the open
   * partisan sites, in province order. The count of builds the power is due is not considered.
   *
   * @param pos a position (any phase)
   * @param power a power of the position's map
   * @param rules the rulebook played
   * @return the build sites, each once
   * @throws IllegalArgumentException if the power is of another map
   */
  public static ImmutableList<Province> sites(Position pos, Power power, Rulebook rules) {
    checkNotNull(pos, "pos");
    checkNotNull(power, "power");
    checkNotNull(rules, "rules");
    GameMap map = pos.map();
    checkArgument(power.index() < map.powers().size() && map.powers().get(power.index()) == power,
        "power %s is not of map %s", power, map.id());
    boolean any = rules.buildSitesOn(map) == BuildSites.ANY_OWNED_CENTRE;
    ImmutableList.Builder<Province> b = ImmutableList.builder();
    for (Province h : power.homeCentres()) {
      if (pos.ownerAtIndex(h.index()) == power && pos.unitAtIndex(h.index()) == null) {
        b.add(h);
      }
    }
    boolean partisans = !power.partisanSites().isEmpty() && partisanSitesOpen(pos, power);
    if (any || partisans) {
      for (Province q : map.provinces()) {
        if (pos.unitAtIndex(q.index()) != null || q.homePower().orElse(null) == power) {
          continue;
        }
        if (q.isSupplyCentre() ? any && pos.ownerAtIndex(q.index()) == power
            : partisans && power.partisanSites().contains(q)) {
          b.add(q);
        }
      }
    }
    return b.build();
  }

  /**
   * Whether the power's partisan sites are open: it owns at least one, but not all, of its home centres.
   *
   * @param pos a position
   * @param power a power of its map
   * @return whether the power may build on its partisan sites now
   */
  public static boolean partisanSitesOpen(Position pos, Power power) {
    checkNotNull(pos, "pos");
    checkNotNull(power, "power");
    int owned = 0;
    for (Province h : power.homeCentres()) {
      if (pos.ownerAtIndex(h.index()) == power) {
        owned++;
      }
    }
    return owned > 0 && owned < power.homeCentres().size();
  }

  /**
   * Why the power may not build in the province, ignoring whether it is vacant and whether builds are due; empty when
   * it may (the rule of the class comment).
   */
  static Optional<Reason> refusal(Position pos, Power power, Province prov, boolean anyOwnedCentre) {
    if (prov.isSupplyCentre()) {
      if (!anyOwnedCentre && prov.homePower().orElse(null) != power) {
        return Optional.of(Reason.NOT_HOME_CENTRE);
      }
      return pos.ownerAtIndex(prov.index()) == power ? Optional.empty() : Optional.of(Reason.CENTRE_NOT_OWNED);
    }
    if (power.partisanSites().contains(prov)) {
      return partisanSitesOpen(pos, power) ? Optional.empty() : Optional.of(Reason.PARTISAN_SITE_CLOSED);
    }
    return Optional.of(anyOwnedCentre ? Reason.NOT_SUPPLY_CENTRE : Reason.NOT_HOME_CENTRE);
  }

  /**
   * The power a build order without a power builds for: the province's home power, else (under
   * {@link BuildSites#ANY_OWNED_CENTRE}) its owner, else the power whose partisan site it is; null when none.
   */
  static Power builderOf(Position pos, Province prov, boolean anyOwnedCentre) {
    Optional<Power> home = prov.homePower();
    if (home.isPresent()) {
      return home.get();
    }
    if (prov.isSupplyCentre()) {
      return anyOwnedCentre ? pos.ownerAtIndex(prov.index()) : null;
    }
    for (Power p : pos.map().powers()) {
      if (p.partisanSites().contains(prov)) {
        return p;
      }
    }
    return null;
  }
}
