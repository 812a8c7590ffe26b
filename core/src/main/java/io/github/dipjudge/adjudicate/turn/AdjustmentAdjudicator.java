package io.github.dipjudge.adjudicate.turn;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.adjudicate.movement.MapTables;
import io.github.dipjudge.internal.BoardCodes;
import io.github.dipjudge.internal.PositionAccess;
import io.github.dipjudge.internal.ResultAccess;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.Terrain;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Disband;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderKind;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook.TwoBuildsInOneProvince;
import io.github.dipjudge.rules.Rulebook;
import io.github.dipjudge.rules.variant.BuildSiteRules;
import io.github.dipjudge.rules.variant.DummyRules;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * An adjustment phase. A power with more centres than units builds up to the difference, one unit per vacant build
 * site ({@link BuildSiteRules}: an owned home centre, any owned centre under {@code BUILD_ANY}, an open partisan site;
 * fleets only on coasts, naming the coast where there are several); a power with fewer centres removes the
 * difference. Too many builds or removals: DATC 4.D.4 to 4.D.6; missing unit type: 4.C.3; fleet inland: 4.C.4;
 * waive: 4.D.7. Too few removals: the civil disorder rule of 4.D.8. A build on a home centre that nobody owns, by a
 * power with pending centres ({@link Position#pendingCentres}, DPjudge's {@code RULE MOBILIZE}), uses one of them and
 * makes the power the centre's owner; a power claims no more centres so than it has pending (a further such build
 * fails as {@link Reason#CENTRE_NOT_OWNED}).
 */
public final class AdjustmentAdjudicator {
  private static final ResultAccess RESULTS = ResultAccess.get();
  private static final PositionAccess ACCESS = PositionAccess.get();
  private final GameMap map;
  private final MapTables t;
  // Scratch, reused from call to call: the orders as items, per power the centres and units it has and the items that
  // compete for its allowance, and the lists the choice of builds and removals works on.
  private Item[] items = new Item[0];
  private final int[] delta;
  private final List<Item> mine = new ArrayList<>();
  private final List<Item> legal = new ArrayList<>();
  private final List<Item> twins = new ArrayList<>();
  /** The units built by civil disorder ({@code CD_BUILDS}) in the phase being adjudicated. */
  private final List<Unit> cdBuilt = new ArrayList<>();

  public AdjustmentAdjudicator(MapTables t) {
    this.t = t;
    this.map = t.map;
    this.delta = new int[map.powers().size()];
  }

  /** An order after checking: the reason it fails, or what it does. Reused from call to call. */
  private static final class Item {
    Order order; // null for an order given as a code
    OrderKind kind;
    Reason reason;
    Power power;
    Location location; // build site or removed unit's location
    UnitType type;
    boolean counts; // a legal build, waive or removal that competes for the power's allowance
    Item twinOf; // a removal of the same unit as this one, which competes in its place

    Item reset(Order order, OrderKind kind) {
      this.order = order;
      this.kind = kind;
      reason = null;
      power = null;
      location = null;
      type = null;
      counts = false;
      twinOf = null;
      return this;
    }
  }

  public AdjustmentResult adjudicate(Position pos, List<? extends Order> orders, Rulebook rules) {
    return adjudicate(pos, orders, rules, null);
  }

  /**
   * As above, with the judge's random draws (civil disorder under the house rule) from {@code random}; null for a
   * generator seeded from the position, made only when a draw is needed.
   */
  public AdjustmentResult adjudicate(Position pos, List<? extends Order> orders, Rulebook rules, JudgeRandom random) {
    int m = orders.size();
    Item[] items = room(m);
    BuildSiteRules.due(pos, delta);
    for (int i = 0; i < m; i++) {
      Order o = orders.get(i);
      check(items[i].reset(o, o.kind()), pos, rules);
    }
    ImmutableList.Builder<Unit> built = ImmutableList.builder();
    ImmutableList.Builder<Unit> removed = ImmutableList.builder();
    ImmutableList.Builder<Unit> civil = ImmutableList.builder();
    cdBuilt.clear();
    Position next = carryOut(pos, m, rules, random, built, removed, civil);
    ImmutableList.Builder<OrderResult> results = ImmutableList.builderWithExpectedSize(m);
    for (int i = 0; i < m; i++) {
      results.add(new OrderResult(items[i].order, items[i].reason, ImmutableList.of(), false));
      items[i].reset(null, null);
    }
    AdjustmentResult result = RESULTS.adjustment(pos, results.build(), built.build(), removed.build(),
        civil.build(), ImmutableList.copyOf(cdBuilt), next);
    cdBuilt.clear();
    return result;
  }

  /**
   * The next position of an adjustment phase whose orders are the codes {@code codes[from, to)}, already checked
   * well-formed ({@link PhaseCodes#check}): the position {@link #adjudicate} gives for the orders they stand for,
   * with no order value or result built.
   */
  public Position nextPosition(Position pos, int[] codes, int from, int to, Rulebook rules) {
    int m = to - from;
    Item[] items = room(m);
    BuildSiteRules.due(pos, delta);
    for (int i = 0; i < m; i++) {
      int code = codes[from + i];
      Item it = items[i];
      switch (LegalOrders.kind(code)) {
        case LegalOrders.WAIVE:
          checkWaive(it.reset(null, OrderKind.WAIVE), t.powerArray[LegalOrders.unitLocation(code)], rules);
          break;
        case LegalOrders.DISBAND:
          // A code names its unit by province, as its decoded order does: the unit's own location, no coast check.
          checkDisband(it.reset(null, OrderKind.DISBAND), null, null,
              unitLocation(pos, t.locationArray[LegalOrders.unitLocation(code)]), pos, rules);
          break;
        default:
          checkBuild(it.reset(null, OrderKind.BUILD), t.powerArray[LegalOrders.destination(code)],
              LegalOrders.kind(code) == LegalOrders.BUILD_ARMY ? UnitType.ARMY : UnitType.FLEET,
              t.locationArray[LegalOrders.unitLocation(code)], pos, rules);
      }
    }
    Position next = carryOut(pos, m, rules, null, null, null, null);
    for (int i = 0; i < m; i++) {
      items[i].reset(null, null);
    }
    return next;
  }

  private Item[] room(int m) {
    if (items.length < m) {
      Item[] bigger = java.util.Arrays.copyOf(items, Math.max(m, 2 * items.length));
      for (int i = items.length; i < bigger.length; i++) {
        bigger[i] = new Item();
      }
      items = bigger;
    }
    return items;
  }

  /**
   * Per power, chooses which of the legal orders of {@code items[0, m)} are carried out, and carries them out: the
   * next position (the next Spring), and into the lists when they are not null, the units built, removed, and
   * removed by the civil disorder rule.
   */
  private Position carryOut(Position pos, int m, Rulebook rules, JudgeRandom random, ImmutableList.Builder<Unit> built,
      ImmutableList.Builder<Unit> removed, ImmutableList.Builder<Unit> civil) {
    // Written into arrays and made by PositionAccess, past the public builder and its checks per call (the
    // simulation path pays this every adjustment phase): each array copied at its first write, shared with pos when
    // nothing changes it. The builder's one check that content can fail here, two units in one province, is kept.
    // Units and owners are codes (BoardCodes): a unit array a byte a province, an owner 1 + its power's index.
    final BoardCodes codes = ACCESS.codes(pos);
    final byte[] unitsBefore = ACCESS.units(pos);
    final byte[] ownersBefore = ACCESS.owners(pos);
    final int[] pendingBefore = ACCESS.pending(pos);
    byte[] units = unitsBefore;
    byte[] owners = ownersBefore;
    int[] pendingAfter = pendingBefore;
    int unitCount = pos.unitCount();
    List<Map.Entry<Power, Province>> claimed = null; // the home centres claimed (ambition's &SC); rare
    JudgeRandom draws = random; // made on the first draw: the seed costs a hash of the whole position
    for (Power p : t.powerArray) {
      int d = delta[p.index()];
      if (d == 0) {
        continue; // no order of a power with nothing due counts
      }
      int pending = pos.hasPendingCentres() ? pos.pendingCentres(p) : 0;
      // Claimable home centres (DPjudge's &SC): a build on an owned centre that is none of the power's homes claims
      // it for good while a claim is left (Game.py lines 4009-4011); a further such ordered build is refused (line
      // 4725, there the whole order list).
      int claims = p.claimableHomes() > 0 ? pos.claimsLeft(p) : 0;
      ImmutableList<Province> homesNow = claims > 0 ? pos.homeCentres(p) : null;
      mine.clear();
      for (int i = 0; i < m; i++) {
        if (items[i].counts && items[i].power == p) {
          mine.add(items[i]);
        }
      }
      boolean orderedNothing = mine.isEmpty();
      int allowed = d;
      if (d > 0 && p.hasAlternativeHomes()) { // false on every map without @: no look-up there
        allowed = Math.min(d, BuildSiteRules.buildLimit(pos, p, rules));
        ImmutableList<Province> sites = BuildSiteRules.sites(pos, p, rules);
        alternativeSites(mine, sites, BuildSiteRules.alternativeGroups(pos, p, sites),
            p.alternativeHomes(pos.phase().year()));
      }
      if (d > 0) {
        chooseBuilds(mine, allowed, rules, legal);
      } else {
        chooseRemovals(mine, -d, rules, legal, twins);
      }
      int removedCount = 0;
      for (Item it : mine) {
        if (it.reason != null) {
          continue;
        }
        switch (it.kind) {
          case BUILD: {
            boolean claim = pending > 0 || pos.hasPendingCentres() && pos.pendingCentres(p) > 0;
            if (claim && pos.ownerAtIndex(it.location.province().index()) == null) {
              if (pending == 0) {
                it.reason = Reason.CENTRE_NOT_OWNED; // every pending centre is claimed already
                break;
              }
              pending--;
              if (!it.location.province().isSupplyCentre()) {
                // The builder's check kept: only a supply centre has an owner.
                throw new IllegalArgumentException(it.location.province() + " is no supply centre");
              }
              if (owners == ownersBefore) {
                owners = ownersBefore.clone();
              }
              owners[it.location.province().index()] = (byte) (p.index() + 1);
              if (pendingAfter == pendingBefore) {
                pendingAfter = pendingBefore.clone(); // not null: pending > 0 came from it
              }
              pendingAfter[p.index()] = pending;
            }
            if (homesNow != null && !homesNow.contains(it.location.province())) {
              if (claims == 0) {
                it.reason = Reason.EXCESS_CLAIM;
                break;
              }
              claims--;
              claimed = claim(claimed, p, it.location.province());
            }
            it.reason = Reason.BUILT;
            Unit u = t.unit(p.index(), it.type == UnitType.FLEET, it.location.index()); // shared, as Unit.of's
            if (u == null) {
              u = Unit.of(p, it.type, it.location); // refuses the location as the value path did
            }
            if (units == unitsBefore) {
              units = unitsBefore.clone();
            }
            unitCount += place(codes, units, u);
            if (built != null) {
              built.add(u);
            }
            break;
          }
          case DISBAND: {
            it.reason = Reason.REMOVED;
            Unit u = pos.unitAtIndex(it.location.province().index());
            if (units == unitsBefore) {
              units = unitsBefore.clone();
            }
            unitCount -= remove(codes, units, u.province().index());
            if (removed != null) {
              removed.add(u);
            }
            removedCount++;
            break;
          }
          default:
            it.reason = Reason.WAIVED;
        }
      }
      if (d > 0 && orderedNothing && t.cdBuilds && DummyRules.buildsInCivilDisorder(map, p)) {
        if (draws == null) {
          draws = positionDraws(pos);
        }
        for (Unit u : civilDisorderBuilds(pos, p, allowed, rules, draws)) {
          if (homesNow != null && claims > 0 && !homesNow.contains(u.province())) {
            claims--; // DPjudge claims in the order of the builds while a claim is left, whoever chose them
            claimed = claim(claimed, p, u.province());
          }
          if (units == unitsBefore) {
            units = unitsBefore.clone();
          }
          unitCount += place(codes, units, u);
          if (built != null) {
            built.add(u);
            cdBuilt.add(u);
          }
        }
      }
      if (d < 0 && removedCount < -d) {
        if (draws == null) {
          draws = positionDraws(pos);
        }
        for (Unit u : civilDisorder(pos, p, -d - removedCount, rules, mine, draws)) {
          if (units == unitsBefore) {
            units = unitsBefore.clone();
          }
          unitCount -= remove(codes, units, u.province().index());
          if (removed != null) {
            removed.add(u);
            civil.add(u);
          }
        }
      }
      mine.clear();
    }
    if (pendingAfter != pendingBefore) {
      boolean any = false;
      for (int c : pendingAfter) {
        any |= c > 0;
      }
      if (!any) {
        pendingAfter = null; // as the builder: no array when no power has a pending centre, so equal positions compare
      }
    }
    Position next = ACCESS.afterAdjustments(pos, pos.phase().next(), units, unitCount, owners, pendingAfter);
    if (claimed != null) { // only on a map with claimable home centres: the builder's path is cheap enough there
      Position.Builder b = next.toBuilder();
      claimed.forEach(c -> b.claimHome(c.getKey(), c.getValue()));
      next = b.build();
    }
    return next;
  }

  /** Notes a claimed home centre (DPjudge's {@code &SC}) in {@code claimed}, made on the first; returns the list. */
  private static List<Map.Entry<Power, Province>> claim(List<Map.Entry<Power, Province>> claimed, Power p,
      Province centre) {
    List<Map.Entry<Power, Province>> out = claimed == null ? new ArrayList<>() : claimed;
    out.add(Map.entry(p, centre));
    return out;
  }

  /** Places a unit in its province's entry, which must be empty, as Position.Builder.unit checks: 1, the count. */
  private static int place(BoardCodes codes, byte[] units, Unit u) {
    int i = u.province().index();
    int there = codes.get(units, i);
    if (there != 0) {
      throw new IllegalArgumentException("two units in " + u.province() + ": " + codes.unit(i, there) + " and " + u);
    }
    codes.set(units, i, codes.code(u));
    return 1;
  }

  /** Clears a province's entry, as Position.Builder.removeUnit: 1 when it held a unit, else 0. */
  private static int remove(BoardCodes codes, byte[] units, int province) {
    if (codes.get(units, province) == 0) {
      return 0;
    }
    codes.set(units, province, 0);
    return 1;
  }

  /**
   * The judge's draws seeded from the position: from its {@link io.github.dipjudge.position.PositionHash}, which is
   * the same in every run and JVM. (Position.hashCode mixes in the identity hash codes of its powers and units, which
   * differ with what ran before in the JVM: a game drawn from it did not replay the same in another run.)
   */
  private static JudgeRandom positionDraws(Position pos) {
    return new JudgeRandom(pos.phase().year() * 31L
        + io.github.dipjudge.position.PositionHash.of(pos.map()).hash(pos));
  }

  /**
   * The builds of a power in civil disorder under {@code CD_BUILDS} ({@link DummyRules#buildsInCivilDisorder}): up to
   * {@code count} units, each drawn uniformly from every unit that may be built on a build site not yet used (an
   * army, a fleet, a fleet on each coast of a split-coast province), as DPjudge's Game.py lines 3907-3941 draw them;
   * the draws are the judge's ({@code random}, seeded from the position), so the same position builds the same.
   */
  private static List<Unit> civilDisorderBuilds(Position pos, Power p, int count, Rulebook rules,
      JudgeRandom random) {
    List<Unit> options = new ArrayList<>();
    ImmutableList<Province> sites = BuildSiteRules.sites(pos, p, rules);
    // The groups of alternative sites (zeus's U.S.A.), as lists that lose a site as it is built on; empty elsewhere.
    List<List<Province>> groups = new ArrayList<>();
    for (ImmutableList<Province> g : BuildSiteRules.alternativeGroups(pos, p, sites)) {
      groups.add(new ArrayList<>(g));
    }
    for (Province site : sites) {
      if (site.terrain().admits(UnitType.ARMY)) {
        options.add(Unit.of(p, UnitType.ARMY, site.location()));
      }
      if (site.hasSplitCoasts()) {
        for (Location c : site.coasts()) {
          options.add(Unit.of(p, UnitType.FLEET, c));
        }
      } else if (site.terrain().admits(UnitType.FLEET)) {
        options.add(Unit.of(p, UnitType.FLEET, site.location()));
      }
    }
    List<Unit> out = new ArrayList<>();
    while (out.size() < count && !options.isEmpty()) {
      Unit u = options.get(random.nextInt(options.size()));
      out.add(u);
      // A site built on leaves every group it is in; a group left with one site closes that site too, which may
      // leave its other groups in turn (DPjudge's Game.py lines 3927-3941).
      ArrayDeque<Province> closed = new ArrayDeque<>();
      closed.add(u.province());
      while (!closed.isEmpty()) {
        Province site = closed.poll();
        options.removeIf(o -> o.province() == site);
        for (java.util.Iterator<List<Province>> it = groups.iterator(); it.hasNext(); ) {
          List<Province> g = it.next();
          if (g.remove(site) && g.size() == 1) {
            closed.add(g.get(0));
            it.remove();
          }
        }
      }
    }
    return out;
  }

  /**
   * The alternative home centres' rule, order by order (DPjudge's Game.py lines 4713-4719): each build of
   * {@code mine} still legal, in the order given, on a site of a group ({@link BuildSiteRules#alternativeGroups})
   * whose other sites the earlier such builds took, fails as {@link Reason#ALTERNATIVE_SITES}; so does a build on an
   * alternative home centre that is no build site (a limited one none of whose limits is open, which
   * {@link BuildSiteRules#sites} leaves out).
   */
  private static void alternativeSites(List<Item> mine, List<Province> sites, List<ImmutableList<Province>> groups,
      com.google.common.collect.ImmutableMap<Province, ImmutableList<Province>> alternatives) {
    List<Province> places = new ArrayList<>();
    for (Item it : mine) {
      if (it.kind != OrderKind.BUILD || it.reason != null) {
        continue;
      }
      Province site = it.location.province();
      boolean fills = alternatives.containsKey(site) && !sites.contains(site);
      for (int g = 0; !fills && g < groups.size(); g++) {
        ImmutableList<Province> group = groups.get(g);
        if (!group.contains(site) || places.contains(site)) {
          continue;
        }
        boolean othersTaken = true;
        for (Province q : group) {
          othersTaken &= q == site || places.contains(q);
        }
        fills = othersTaken;
      }
      if (fills) {
        it.reason = Reason.ALTERNATIVE_SITES;
      } else {
        places.add(site);
      }
    }
  }

  /** Checks an order value, as the class comment says; a code goes to the check of its kind directly. */
  private void check(Item it, Position pos, Rulebook rules) {
    Order o = it.order;
    if (o.kind() == OrderKind.WAIVE) {
      if (o.power().isEmpty()) {
        it.reason = Reason.NO_UNIT;
        return;
      }
      checkWaive(it, o.power().get(), rules);
      return;
    }
    if (o.kind() == OrderKind.BUILD) {
      Build b = (Build) o;
      checkBuild(it, b.power().orElse(null), b.unitType().orElse(null), b.location(), pos, rules);
      return;
    }
    if (o.kind() == OrderKind.DISBAND) {
      Disband d = (Disband) o;
      checkDisband(it, d.power().orElse(null), d.unitType().orElse(null), d.location(), pos, rules);
      return;
    }
    it.reason = Reason.WRONG_PHASE;
  }

  private void checkWaive(Item it, Power power, Rulebook rules) {
    it.power = power;
    if (rules.waivingBuilds() == Rulebook.WaivingBuilds.B_NOT_ALLOWED) {
      it.reason = Reason.WAIVE_NOT_ALLOWED;
    } else if (delta[power.index()] <= 0) {
      it.reason = Reason.NO_BUILDS_ALLOWED;
    } else {
      it.counts = true;
    }
  }

  /** The location of the unit in the province of {@code loc}, or {@code loc} when there is none. */
  private static Location unitLocation(Position pos, Location loc) {
    Unit u = pos.unitAtIndex(loc.province().index());
    return u == null ? loc : u.location();
  }

  /** A removal of the unit on {@code loc}, by the written power and type (null: not written). */
  private void checkDisband(Item it, Power power, UnitType type, Location loc, Position pos, Rulebook rules) {
    Unit u = pos.unitAtIndex(loc.province().index());
    if (u == null) {
      it.reason = Reason.NO_UNIT;
      return;
    }
    if (power != null && power != u.power()) {
      it.reason = Reason.FOREIGN_UNIT;
      return;
    }
    if (type != null && type != u.type() && rules.wrongUnitType() == Rulebook.WrongUnitType.A_INVALID) {
      it.reason = Reason.WRONG_UNIT_TYPE;
      return;
    }
    Reason coast = RetreatAdjudicator.coastOfUnit(loc, u, rules);
    if (coast != null) {
      it.reason = coast;
      return;
    }
    it.power = u.power();
    it.location = u.location();
    if (delta[u.power().index()] >= 0) {
      it.reason = Reason.NO_DISBANDS_DUE;
      return;
    }
    it.counts = true;
  }

  /** A build on {@code loc}, by the written power and of the written type (null: not written). */
  private void checkBuild(Item it, Power written, UnitType type, Location loc, Position pos, Rulebook rules) {
    Province prov = loc.province();
    boolean anyOwned = rules.buildSitesOn(map) == Rulebook.BuildSites.ANY_OWNED_CENTRE;
    Power power = written != null ? written : BuildSiteRules.builderOf(pos, prov, anyOwned);
    if (power == null) {
      it.reason = anyOwned && !prov.isSupplyCentre() ? Reason.NOT_SUPPLY_CENTRE : Reason.NOT_HOME_CENTRE;
      return;
    }
    it.power = power;
    Reason refused = BuildSiteRules.refusal(pos, power, prov, anyOwned).orElse(null);
    if (refused != null) {
      it.reason = refused;
      return;
    }
    if (pos.unitAtIndex(prov.index()) != null) {
      it.reason = Reason.CENTRE_OCCUPIED;
      return;
    }
    if (delta[power.index()] <= 0) {
      it.reason = Reason.NO_BUILDS_ALLOWED;
      return;
    }
    if (type == null) {
      switch (rules.buildWithoutUnitType()) {
        case A_FAILS:
          it.reason = Reason.BUILD_UNIT_TYPE_MISSING;
          return;
        case B_ARMY_ON_LAND:
          if (prov.terrain() != Terrain.INLAND) {
            it.reason = Reason.BUILD_UNIT_TYPE_MISSING;
            return;
          }
          type = UnitType.ARMY;
          break;
        default:
          if (prov.terrain() == Terrain.INLAND) {
            type = UnitType.ARMY;
          } else if (loc.isCoast()) {
            type = UnitType.FLEET;
          } else {
            it.reason = Reason.BUILD_UNIT_TYPE_MISSING;
            return;
          }
      }
    }
    if (type == UnitType.FLEET && !prov.terrain().admits(UnitType.FLEET)) {
      if (rules.fleetBuildInland() == Rulebook.FleetBuildInland.B_BUILDS_ARMY) {
        type = UnitType.ARMY;
      } else {
        it.reason = Reason.FLEET_TO_LAND;
        return;
      }
    }
    if (type == UnitType.FLEET) {
      if (prov.hasSplitCoasts() && !loc.isCoast()) {
        it.reason = Reason.MISSING_COAST;
        return;
      }
    } else {
      if (loc.isCoast() && rules.unknownCoast() == Rulebook.UnknownOrIrrelevantCoast.A_ILLEGAL) {
        it.reason = Reason.IRRELEVANT_COAST;
        return;
      }
      loc = prov.location();
    }
    it.type = type;
    it.location = loc;
    it.counts = true;
  }

  /** The builds carried out (the others get their reason); {@code legal} is an empty scratch list, left empty. */
  private static void chooseBuilds(List<Item> mine, int allowed, Rulebook rules, List<Item> legal) {
    // Two or more builds in one province (4.D.5): under A all fail, under B all but the first, under C all but the
    // last. The same build given twice is two builds there (DATC 6.I.7: "The second build should fail").
    for (int i = 0; i < mine.size(); i++) {
      Item a = mine.get(i);
      if (a.kind != OrderKind.BUILD || a.reason != null) {
        continue;
      }
      int lastThere = i;
      boolean several = false;
      for (int j = i + 1; j < mine.size(); j++) {
        Item b = mine.get(j);
        if (b.kind == OrderKind.BUILD && b.reason == null && b.location.province() == a.location.province()) {
          several = true;
          lastThere = j;
        }
      }
      if (!several) {
        continue;
      }
      TwoBuildsInOneProvince rule = rules.twoBuildsInOneProvince();
      for (int j = i; j < mine.size(); j++) {
        Item b = mine.get(j);
        if (b.kind != OrderKind.BUILD || b.reason != null || b.location.province() != a.location.province()) {
          continue;
        }
        boolean kept = rule == TwoBuildsInOneProvince.B_FIRST && j == i
            || rule == TwoBuildsInOneProvince.C_LAST && j == lastThere;
        if (!kept) {
          b.reason = Reason.ALREADY_BUILT_THERE;
        }
      }
    }
    for (Item it : mine) {
      if (it.reason == null) {
        legal.add(it);
      }
    }
    if (legal.size() <= allowed) {
      legal.clear();
      return;
    }
    switch (rules.tooManyBuilds()) {
      case A_ALL_INVALID:
        legal.forEach(it -> it.reason = Reason.TOO_MANY_BUILDS);
        break;
      case C_LAST_LEGAL:
        for (int i = 0; i < legal.size() - allowed; i++) {
          legal.get(i).reason = Reason.TOO_MANY_BUILDS;
        }
        break;
      default:
        for (int i = allowed; i < legal.size(); i++) {
          legal.get(i).reason = Reason.TOO_MANY_BUILDS;
        }
    }
    legal.clear();
  }

  /**
   * The removals carried out, by DATC 4.D.6. Two removals of one unit are one order given twice: the occurrence that
   * competes is the first under options A and B, the last under C ("the last legal disband orders"), and the other
   * occurrences get {@link Reason#ALREADY_REMOVED} when the unit is removed, or else the competing one's reason, so
   * that no result says a unit was removed that stays.
   */
  private static void chooseRemovals(List<Item> mine, int due, Rulebook rules, List<Item> legal, List<Item> twins) {
    // legal and twins: empty scratch lists, left empty; twins gets the other occurrences, each with the competing one
    // in twinOf.
    boolean last = rules.tooManyDisbands() == Rulebook.TooManyDisbands.C_LAST_LEGAL;
    for (int k = 0; k < mine.size(); k++) {
      Item it = mine.get(last ? mine.size() - 1 - k : k);
      if (it.reason != null) {
        continue;
      }
      Item same = null;
      for (Item other : legal) {
        if (other.location.province() == it.location.province()) {
          same = other;
        }
      }
      if (same == null) {
        legal.add(it);
      } else {
        it.twinOf = same;
        twins.add(it);
      }
    }
    if (last) {
      java.util.Collections.reverse(legal);
    }
    if (legal.size() > due) {
      switch (rules.tooManyDisbands()) {
        case A_CIVIL_DISORDER:
          legal.forEach(it -> it.reason = Reason.TOO_MANY_DISBANDS);
          break;
        case C_LAST_LEGAL:
          for (int i = 0; i < legal.size() - due; i++) {
            legal.get(i).reason = Reason.TOO_MANY_DISBANDS;
          }
          break;
        default:
          for (int i = due; i < legal.size(); i++) {
            legal.get(i).reason = Reason.TOO_MANY_DISBANDS;
          }
      }
    }
    for (Item it : twins) {
      it.reason = it.twinOf.reason == null ? Reason.ALREADY_REMOVED : it.twinOf.reason;
    }
    legal.clear();
    twins.clear();
  }

  /**
   * DATC 4.D.8: the units a power loses when it ordered too few removals, farthest first; at equal distance fleets
   * before armies, then alphabetically by English province name.
   */
  private List<Unit> civilDisorder(Position pos, Power p, int count, Rulebook rules, List<Item> mine,
      JudgeRandom random) {
    List<Unit> candidates = new ArrayList<>();
    for (Unit u : pos.units(p)) {
      boolean already = false;
      for (Item it : mine) {
        if (it.reason == Reason.REMOVED && it.location.province() == u.province()) {
          already = true;
        }
      }
      if (!already) {
        candidates.add(u);
      }
    }
    if (rules.civilDisorderRemoval() == Rulebook.CivilDisorderRemoval.OVERSEAS_FIRST) {
      return overseasFirst(candidates, p, count, random);
    }
    boolean homeRule = rules.civilDisorderRemoval() == Rulebook.CivilDisorderRemoval.HOME_CENTRES;
    boolean[] target = new boolean[t.provinces];
    if (homeRule) {
      for (Province h : pos.homeCentres(p)) {
        target[h.index()] = true;
      }
    } else {
      for (Province c : pos.centres(p)) {
        target[c.index()] = true;
      }
    }
    int[] anyDistance = distances(target, null);
    int[] fleetDistance = homeRule ? fleetDistances(target) : null;
    int[] dist = new int[candidates.size()];
    for (int i = 0; i < candidates.size(); i++) {
      Unit u = candidates.get(i);
      dist[i] = homeRule && u.type() == UnitType.FLEET ? fleetDistance[u.location().index()]
          : anyDistance[u.province().index()];
    }
    Integer[] order = new Integer[candidates.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Arrays.sort(order, Comparator.<Integer>comparingInt(i -> -dist[i])
        .thenComparingInt(i -> candidates.get(i).type() == UnitType.FLEET ? 0 : 1)
        .thenComparing(i -> candidates.get(i).province().name()));
    List<Unit> out = new ArrayList<>();
    for (int i = 0; i < Math.min(count, order.length); i++) {
      out.add(candidates.get(order[i]));
    }
    return out;
  }

  /**
   * The simplified-Chinese house rule: units outside the power's home territory first (海外的部队), then units not on a supply
   * centre, then a random draw among the equal.
   */
  private static List<Unit> overseasFirst(List<Unit> candidates, Power p, int count, JudgeRandom random) {
    List<Unit> pool = new ArrayList<>(candidates);
    List<Unit> out = new ArrayList<>();
    while (out.size() < count && !pool.isEmpty()) {
      int bestRank = Integer.MAX_VALUE;
      for (Unit u : pool) {
        bestRank = Math.min(bestRank, rank(u, p));
      }
      List<Unit> best = new ArrayList<>();
      for (Unit u : pool) {
        if (rank(u, p) == bestRank) {
          best.add(u);
        }
      }
      Unit pick = best.get(random.nextInt(best.size()));
      out.add(pick);
      pool.remove(pick);
    }
    return out;
  }

  private static int rank(Unit u, Power p) {
    boolean overseas = !p.territory().contains(u.province());
    boolean offCentre = !u.province().isSupplyCentre();
    return (overseas ? 0 : 2) + (offCentre ? 0 : 1);
  }

  /** Steps from each province to the nearest target over any adjacency (land or sea, army or fleet edges). */
  private int[] distances(boolean[] target, Object unused) {
    int n = t.provinces;
    int[] d = new int[n];
    Arrays.fill(d, Integer.MAX_VALUE / 2);
    ArrayDeque<Integer> q = new ArrayDeque<>();
    for (int i = 0; i < n; i++) {
      if (target[i]) {
        d[i] = 0;
        q.add(i);
      }
    }
    while (!q.isEmpty()) {
      int x = q.poll();
      for (int y : t.armyAdj[x]) {
        if (d[y] > d[x] + 1) {
          d[y] = d[x] + 1;
          q.add(y);
        }
      }
      for (int loc = 0; loc < t.locations; loc++) {
        if (t.provinceOf[loc] != x) {
          continue;
        }
        for (int yl : t.fleetAdj[loc]) {
          int y = t.provinceOf[yl];
          if (d[y] > d[x] + 1) {
            d[y] = d[x] + 1;
            q.add(y);
          }
        }
      }
    }
    return d;
  }

  /** Steps a fleet needs from each location to reach a target province, moving as a fleet. */
  private int[] fleetDistances(boolean[] target) {
    int l = t.locations;
    int[] d = new int[l];
    Arrays.fill(d, Integer.MAX_VALUE / 2);
    ArrayDeque<Integer> q = new ArrayDeque<>();
    for (int i = 0; i < l; i++) {
      if (target[t.provinceOf[i]] && t.fleetCanStand[i]) {
        d[i] = 0;
        q.add(i);
      }
    }
    while (!q.isEmpty()) {
      int x = q.poll();
      for (int y : t.fleetAdj[x]) {
        if (d[y] > d[x] + 1) {
          d[y] = d[x] + 1;
          q.add(y);
        }
      }
    }
    return d;
  }
}
