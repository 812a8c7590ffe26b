package io.github.dipjudge.rules.variant;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.internal.BoardCodes;
import io.github.dipjudge.internal.PositionAccess;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook.BuildSites;
import io.github.dipjudge.rules.Rulebook;
import java.util.Optional;

/**
 * Where a power may build, one rule for the adjustment adjudicator, the legal-order generator and any caller that
 * lists build sites (order sheets, a saved game's builds): a vacant province that is
 *
 * <ul>
 *   <li>a home centre of the power that it owns, or, where {@link Rulebook#buildSitesOn(GameMap)} is
 *       {@link BuildSites#ANY_OWNED_CENTRE} (the rulebook's setting, or the map's {@code BUILD_ANY} or
 *       {@code REMOTE_BUILDS} flag), any supply centre the power owns, or, on a map with DPjudge's
 *       {@code HOME_BUILDS} flag ({@code imperial}), any supply centre it owns that is a home centre of some power
 *       (rules.txt: "any owned center that was an original home center for any of the powers"); or
 *   <li>a partisan site of the power ({@link Power#partisanSites()}) while the power owns at least one but not all of
 *       its home centres (DPjudge's map-file-syntax.txt, "Conditional Building in Non-Supply Centers": "the power will
 *       be eligible to build there if and only if the power owns at least one, but not all of his original home
 *       supply centers").
 * </ul>
 *
 * <p>On a map with DPjudge's {@code REMOTE_BUILDS} flag ({@code aberration}) a power that owns none of its home
 * centres has no build site at all (rules.txt: "a power must still own at least one of its original home centers to
 * be eligible to build"). Where the two flags meet, DPjudge's Game.buildSites() (commit 280e366, lines 1680-1686)
 * decides: {@code BUILD_ANY} or {@code REMOTE_BUILDS} makes every owned centre a site before {@code HOME_BUILDS} is
 * looked at, so {@code HOME_BUILDS} narrows neither, and {@code REMOTE_BUILDS}'s condition holds whatever else is
 * set. A map without these flags pays one emptiness test of its flag set per call.
 *
 * <p>Home centres are the position's ({@link Position#homeCentres(Power)}): the map's, except on a map with DPjudge's
 * {@code NEWHOMES} years ({@code 1897}), where the game reassigns them. Before the first of those years no power has
 * a home centre, and then every owned centre is a build site, as DPjudge's Game.buildSites() (commit 280e366, lines
 * 1679-1683) makes a power's centres its sites when no power has homes on such a map.
 *
 * <p>A power with pending centres ({@link Position#pendingCentres}, DPjudge's {@code RULE MOBILIZE}: {@code 1898},
 * {@code 1897}) builds on its home centres only (Game.buildSites(), lines 1674-1678; before the first
 * {@code NEWHOMES} year, the map's), vacant and owned by it or by nobody: a build on one that nobody owns uses a
 * pending centre and makes the power its owner ({@link AdjustmentAdjudicator}; DPjudge's Game.py lines 4004-4007,
 * which would also let it build on one another power owns and then count the centre twice: here that centre is no
 * site). No other power builds on the home centres of a power with pending centres (Game.buildSites(), lines
 * 1687-1690).
 *
 * <p>Alternative home centres (DPjudge's {@code @}, {@link Power#alternativeHomes(int)}: {@code zeus}'s California,
 * of New York only in the Winter 1939 adjustments): a limited alternative none of whose limits is a site is no site
 * (Game.buildSites(), lines 1691-1694); a power with alternatives builds no more units than it has sites that are no
 * alternatives ({@link #buildLimit}); and it may not build on every site of a group ({@link #alternativeGroups}),
 * which the adjustment adjudicator checks order by order ({@link Reason#ALTERNATIVE_SITES}). A power without
 * alternatives pays one field test.
 *
 * <p>A partisan site is a build site and nothing more: it adds no centre to the count of builds due. (DPjudge's code
 * also counts each open partisan site as a centre, Game.ownership(); its map documentation says only where the power
 * may build, and that is what this library follows.)
 *
 * <p>Stateless and thread-safe. Methods throw {@link NullPointerException} for null arguments.
 */
public final class BuildSiteRules {
  private static final PositionAccess ACCESS = PositionAccess.get();

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
    Province[] out = new Province[map.provinces().size()];
    int k = sites(pos, power, rules, out);
    return ImmutableList.copyOf(java.util.Arrays.asList(out).subList(0, k));
  }

  /**
   * How many build sites the power has in the position: the size of {@link #sites(Position, Power, Rulebook)}, with
   * no list made (a game loop asks this of every power due builds in every Winter: the list and its array
   * were a tenth of the simulation path's allocation).
   *
   * @param pos a position (any phase)
   * @param power a power of the position's map
   * @param rules the rulebook played
   * @return the number of build sites, 0 or more
   * @throws IllegalArgumentException if the power is of another map
   */
  public static int siteCount(Position pos, Power power, Rulebook rules) {
    checkNotNull(pos, "pos");
    checkNotNull(power, "power");
    checkNotNull(rules, "rules");
    GameMap map = pos.map();
    checkArgument(power.index() < map.powers().size() && map.powers().get(power.index()) == power,
        "power %s is not of map %s", power, map.id());
    return sites(pos, power, rules, null);
  }

  /**
   * As {@link #sites(Position, Power, Rulebook)}, into {@code out} (room for every province), or when {@code out} is
   * null counted alone; returns how many. No list or iterator is made: the legal-order generator asks this for every
   * power in every adjustment phase.
   */
  public static int sites(Position pos, Power power, Rulebook rules, Province[] out) {
    GameMap map = pos.map();
    if (out == null && power.hasAlternativeHomes()) {
      out = new Province[map.provinces().size()]; // the alternatives are dropped by looking at the other sites
    }
    boolean homeless = pos.homesReassigned() && noHomes(pos);
    if (pos.hasPendingCentres() && pos.pendingCentres(power) > 0) {
      return pendingSites(pos, power, homeless, out);
    }
    // A power with a claim left (DPjudge's &SC) builds on any centre it owns (Game.buildSites, line 1682).
    boolean claiming = power.claimableHomes() > 0 && pos.claimsLeft(power) > 0;
    boolean any = homeless || claiming || rules.buildSitesOn(map) == BuildSites.ANY_OWNED_CENTRE;
    boolean flagged = !map.ruleFlags().isEmpty(); // false on the standard map: no other look-up there
    if (flagged && remoteBuildsClosed(pos, power)) {
      return 0;
    }
    boolean anyHome = flagged && !any && map.ruleFlags().contains(HOME_BUILDS);
    boolean mobilizing = pos.hasPendingCentres();
    int k = 0;
    ImmutableList<Province> home = pos.homeCentres(power);
    for (int i = 0, size = home.size(); i < size; i++) {
      Province h = home.get(i);
      if (pos.ownerAtIndex(h.index()) == power && pos.unitAtIndex(h.index()) == null) {
        if (out != null) {
          out[k] = h;
        }
        k++;
      }
    }
    boolean partisans = !power.partisanSites().isEmpty() && partisanSitesOpen(pos, power);
    if (any || anyHome || partisans) {
      ImmutableList<Province> provinces = map.provinces();
      for (int i = 0, size = provinces.size(); i < size; i++) {
        Province q = provinces.get(i);
        Power homeOf = pos.homePowerAtIndex(q.index());
        // home.contains(q): a home listed above (one of two powers' homes, a claimed one), not the province's homeOf
        if (pos.unitAtIndex(q.index()) != null || homeOf == power || home.contains(q)
            || mobilizing && homeOf != null && pos.pendingCentres(homeOf) > 0) {
          continue;
        }
        boolean centreSite = any || anyHome && homeOf != null;
        if (q.isSupplyCentre() ? centreSite && pos.ownerAtIndex(q.index()) == power
            : partisans && power.partisanSites().contains(q)) {
          if (out != null) {
            out[k] = q;
          }
          k++;
        }
      }
    }
    if (power.hasAlternativeHomes()) { // false on every map without @: one field test
      k = dropClosedAlternatives(power.alternativeHomes(pos.phase().year()), out, k);
    }
    return k;
  }

  /**
   * Drops from {@code out[0, k)} each limited alternative home centre none of whose limits is a site there
   * (DPjudge's Game.buildSites(), commit 280e366, lines 1691-1694). An unlimited one stays: there DPjudge tests the
   * power's home centres, among which the alternative itself is a site (its builds are capped all the same,
   * {@link #buildLimit}). Returns the new count.
   */
  private static int dropClosedAlternatives(ImmutableMap<Province, ImmutableList<Province>> alternatives,
      Province[] out, int k) {
    int kept = 0;
    for (int i = 0; i < k; i++) {
      ImmutableList<Province> limits = alternatives.get(out[i]);
      boolean open = limits == null || limits.isEmpty();
      for (int j = 0; !open && j < limits.size(); j++) {
        for (int x = 0; x < k; x++) {
          open |= out[x] == limits.get(j);
        }
      }
      if (open) {
        out[kept++] = out[i];
      }
    }
    return kept;
  }

  /**
   * How many units the power may build at most in the position: its build sites ({@link #sites}), less those that
   * are alternative home centres in the phase's year ({@link Power#alternativeHomes(int)}) when it has any (DPjudge's
   * Game.buildLimit(), commit 280e366, lines 1700-1705: {@code zeus}'s U.S.A. with California, Hawaii, New York and
   * Washington open may build three). The builds it is due are the lesser of this and its centres less its units.
   *
   * @param pos a position (any phase)
   * @param power a power of the position's map
   * @param rules the rulebook played
   * @return the most builds, 0 or more
   * @throws IllegalArgumentException if the power is of another map
   */
  public static int buildLimit(Position pos, Power power, Rulebook rules) {
    if (!power.hasAlternativeHomes()) {
      return siteCount(pos, power, rules); // counted, no list: asked of every power due builds in every Winter
    }
    ImmutableList<Province> sites = sites(pos, power, rules);
    ImmutableMap<Province, ImmutableList<Province>> alternatives = power.alternativeHomes(pos.phase().year());
    int n = 0;
    for (Province p : sites) {
      n += alternatives.containsKey(p) ? 0 : 1;
    }
    return n;
  }

  /**
   * The groups of build sites of which the power may not build on every one in the phase (DPjudge's
   * Game.buildAlternatives(), commit 280e366, lines 1707-1719): for each alternative home centre in force that is a
   * build site, the alternative and its limits that are sites, or, when it has no limits, the power's home centres
   * that are sites and no alternatives; a group of one is no group (DPjudge's check, lines 4713-4719, refuses the
   * build that would fill a group, so a group of one would refuse its only site; such an alternative, unlimited, is
   * capped by {@link #buildLimit} instead).
   *
   * @param pos a position (any phase)
   * @param power a power of the position's map
   * @param sites the power's build sites in the position ({@link #sites})
   * @return the groups, each the alternative first; empty for a power without alternative home centres
   */
  public static ImmutableList<ImmutableList<Province>> alternativeGroups(Position pos, Power power,
      java.util.List<Province> sites) {
    checkNotNull(pos, "pos");
    checkNotNull(power, "power");
    checkNotNull(sites, "sites");
    if (!power.hasAlternativeHomes()) {
      return ImmutableList.of();
    }
    ImmutableMap<Province, ImmutableList<Province>> alternatives = power.alternativeHomes(pos.phase().year());
    ImmutableList.Builder<ImmutableList<Province>> out = ImmutableList.builder();
    for (java.util.Map.Entry<Province, ImmutableList<Province>> e : alternatives.entrySet()) {
      if (!sites.contains(e.getKey())) {
        continue;
      }
      java.util.List<Province> group = new java.util.ArrayList<>();
      group.add(e.getKey());
      if (e.getValue().isEmpty()) {
        for (Province h : pos.homeCentres(power)) {
          if (sites.contains(h) && !alternatives.containsKey(h)) {
            group.add(h);
          }
        }
      } else {
        for (Province l : e.getValue()) {
          if (sites.contains(l)) {
            group.add(l);
          }
        }
      }
      if (group.size() > 1) {
        out.add(ImmutableList.copyOf(group));
      }
    }
    return out.build();
  }

  /**
   * The sites of a power with pending centres: its home centres (the map's when no power has any), vacant and owned by
   * it or by nobody.
   */
  private static int pendingSites(Position pos, Power power, boolean homeless, Province[] out) {
    ImmutableList<Province> home = homeless ? power.homeCentres() : pos.homeCentres(power);
    int k = 0;
    for (int i = 0, size = home.size(); i < size; i++) {
      Province h = home.get(i);
      Power owner = pos.ownerAtIndex(h.index());
      if ((owner == null || owner == power) && pos.unitAtIndex(h.index()) == null) {
        if (out != null) {
          out[k] = h;
        }
        k++;
      }
    }
    return k;
  }

  /** Whether no power has a home centre in the position (a {@code NEWHOMES} map before its first year). */
  static boolean noHomes(Position pos) {
    for (int i = 0, n = pos.map().provinces().size(); i < n; i++) {
      if (pos.homePowerAtIndex(i) != null) {
        return false;
      }
    }
    return true;
  }

  /**
   * The adjustments each power is due: for each power index, its supply centres and pending centres
   * ({@link Position#pendingCentres}) less its units on the board (builds when positive, removals when negative), counted in one pass over the provinces into {@code out}, which nothing
   * else is written to; nothing is allocated.
   *
   * @param pos a position (any phase)
   * @param out room for a count per power of the position's map
   * @throws IndexOutOfBoundsException if {@code out} has no room for every power
   */
  public static void due(Position pos, int[] out) {
    checkNotNull(pos, "pos");
    checkNotNull(out, "out");
    int powers = pos.map().powers().size();
    java.util.Objects.checkFromIndexSize(0, powers, out.length);
    java.util.Arrays.fill(out, 0, powers, 0);
    // From the position's codes (BoardCodes): an owner is 1 + its power's index, a unit's power a shift of its code;
    // no Unit or Power value is read (the simulation path counts this every phase).
    final BoardCodes codes = ACCESS.codes(pos);
    final byte[] units = ACCESS.units(pos);
    final byte[] owners = ACCESS.owners(pos);
    final int n = owners.length;
    if (powers <= 8 && n <= 255 && codes.tallies()) {
      // Two counters packed eight bits a power in a long each (a power has at most n <= 255 centres or units), added
      // branch-free (an empty province or one without owner adds 0): the count by province with a counter per power
      // in out (countDue) tests each province for an owner and a unit, branches no predictor learns from one board to
      // the next, and was three times slower over a random game's Winters (about 680 ns against 220 on the standard
      // map). A simulation counts this three times a Winter: passed over or not, the generator's slots, the
      // adjudicator. Each term is a table's (BoardCodes' tallies), where computing it from the code took twice the
      // operations.
      long centres = 0L;
      long held = 0L;
      for (int q = 0; q < n; q++) {
        centres += codes.ownerTally(owners[q] & 0xFF);
        held += codes.unitTally(units[q] & 0xFF);
      }
      for (int i = 0; i < powers; i++) {
        out[i] = (int) (centres >>> (i << 3) & 0xFF) - (int) (held >>> (i << 3) & 0xFF);
      }
    } else {
      countDue(codes, units, owners, out);
    }
    if (pos.hasPendingCentres()) {
      for (Power p : pos.map().powers()) {
        out[p.index()] += pos.pendingCentres(p);
      }
    }
  }

  /** {@link #due}'s count by province, with a counter per power in {@code out} (zeroed): for any map. */
  private static void countDue(BoardCodes codes, byte[] units, byte[] owners, int[] out) {
    for (int q = 0, n = owners.length; q < n; q++) {
      int owner = owners[q] & 0xFF;
      if (owner != 0) {
        out[owner - 1]++;
      }
      int c = codes.get(units, q);
      if (c != 0) {
        out[codes.power(c)]--;
      }
    }
  }

  /** DPjudge's flag: build on any owned centre that is some power's home centre. */
  static final String HOME_BUILDS = "HOME_BUILDS";

  /** DPjudge's flag: build on any owned centre while owning at least one of one's home centres. */
  static final String REMOTE_BUILDS = "REMOTE_BUILDS";

  /**
   * Whether the map's {@code REMOTE_BUILDS} flag closes every build site of the power: it owns none of its home
   * centres (none at all when it has none, as in DPjudge's Game.buildSites(), line 1686).
   *
   * @param pos a position
   * @param power a power of its map
   * @return whether the power may not build anywhere now because of {@code REMOTE_BUILDS}
   */
  static boolean remoteBuildsClosed(Position pos, Power power) {
    if (!pos.map().ruleFlags().contains(REMOTE_BUILDS)) {
      return false;
    }
    for (Province h : pos.homeCentres(power)) {
      if (pos.ownerAtIndex(h.index()) == power) {
        return false;
      }
    }
    return true;
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
    ImmutableList<Province> home = pos.homeCentres(power);
    for (Province h : home) {
      if (pos.ownerAtIndex(h.index()) == power) {
        owned++;
      }
    }
    return owned > 0 && owned < home.size();
  }

  /**
   * Why the power may not build in the province, ignoring whether it is vacant and whether builds are due; empty when
   * it may (the rule of the class comment).
   */
  public static Optional<Reason> refusal(Position pos, Power power, Province prov, boolean anyOwnedCentre) {
    boolean homeless = pos.homesReassigned() && noHomes(pos);
    if (pos.hasPendingCentres() && pos.pendingCentres(power) > 0) {
      boolean home = (homeless ? power.homeCentres() : pos.homeCentres(power)).contains(prov);
      Power owner = pos.ownerAtIndex(prov.index());
      return !home ? Optional.of(Reason.NOT_HOME_CENTRE)
          : owner == null || owner == power ? Optional.empty() : Optional.of(Reason.CENTRE_NOT_OWNED);
    }
    anyOwnedCentre |= homeless || power.claimableHomes() > 0 && pos.claimsLeft(power) > 0;
    if (remoteBuildsClosed(pos, power)) {
      return Optional.of(Reason.NO_HOME_CENTRE_OWNED);
    }
    if (prov.isSupplyCentre()) {
      Power home = pos.homePowerAtIndex(prov.index());
      if (pos.hasPendingCentres() && home != null && home != power && pos.pendingCentres(home) > 0) {
        return Optional.of(Reason.NOT_HOME_CENTRE); // the home of a power yet to mobilize (lines 1687-1690)
      }
      boolean anyHome = home != null && pos.map().ruleFlags().contains(HOME_BUILDS);
      boolean own = home == power || pos.homeCentres(power).contains(prov); // claimed, or a home of two powers
      if (!anyOwnedCentre && !own && !anyHome) {
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
   * The power a build order without a power builds for: on a {@code HOME_BUILDS} map an owned centre's owner; else
   * the province's home power, else (under {@link BuildSites#ANY_OWNED_CENTRE}) its owner, else the power whose
   * partisan site it is; null when none.
   */
  public static Power builderOf(Position pos, Province prov, boolean anyOwnedCentre) {
    Power owner = pos.ownerAtIndex(prov.index());
    if (owner != null && prov.isSupplyCentre() && pos.map().ruleFlags().contains(HOME_BUILDS)) {
      return owner; // any power's home centre is its owner's build site
    }
    if (owner != null && prov.isSupplyCentre() && (pos.homeCentres(owner).contains(prov)
        || owner.claimableHomes() > 0 && pos.claimsLeft(owner) > 0)) {
      return owner; // its owner's home (of two powers, or claimed), or a centre the owner may claim (DPjudge's &SC)
    }
    if (pos.homesReassigned() && noHomes(pos)) {
      // Before the first NEWHOMES year: a centre's owner builds on it; a power yet to mobilize on the map's homes.
      Power mapHome = prov.homePower().orElse(null);
      return owner != null || mapHome == null || pos.pendingCentres(mapHome) == 0 ? owner : mapHome;
    }
    Power home = pos.homePowerAtIndex(prov.index()); // nullable: no Optional a province
    if (home != null) {
      return home;
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
