package io.github.dipjudge.position;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.internal.BoardCodes;
import io.github.dipjudge.internal.PositionAccess;
import io.github.dipjudge.map.FirstPhase;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.StartingUnit;
import io.github.dipjudge.map.internal.MapAccess;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;

/**
 * The state of a game at the start of a phase: the phase, the units on the board, the units dislodged and awaiting
 * retreat (retreat phases), the provinces left empty by a standoff in the movement phase before (retreat phases),
 * and supply-centre ownership; on two DPjudge variants also each power's pending centres ({@link #pendingCentres}:
 * {@code RULE MOBILIZE}, {@code 1898}) and the home centres when the game has reassigned them
 * ({@link #homeCentres(Power)}: {@code NEWHOMES}, {@code 1897}); on a map with DPjudge's {@code VASSAL_DUMMIES}
 * ({@code vassal}) the power that controls each vassal ({@link #controller(Power)}).
 *
 * <p>Guarantees: at most one unit per province on the board and at most one dislodged unit per province; every
 * province, location and power belongs to {@link #map()}; only supply centres have owners; dislodged units and
 * standoffs only in a retreat phase, and each dislodged unit's attacker origin a province its attacker can have come
 * from ({@link Builder#dislodged}). Units are kept in
 * province order, so two positions with the same content are {@link #equals equal} whatever order they were built
 * in.
 *
 * <p>Immutable and thread-safe. Built with {@link #builder(GameMap)}, {@link #toBuilder()} or
 * {@link #initial(GameMap)}; factories and the builder throw {@link NullPointerException} for nulls and
 * {@link IllegalArgumentException} for inconsistent content.
 *
 * <p>Performance note: the content lives in arrays indexed by province, shared copy-on-write with builders, so
 * that deriving the next position from this one copies only what changes; units and owners are kept as small codes,
 * a byte a province on every shipped map, and {@link Unit} and {@link Power} values are looked up in a table of the
 * map (each unit of a map is one shared value); the dislodged units are kept one entry each in province order
 * ({@link #dislodgedAt} a binary search among them); the list and map views are built on first use.
 */
public final class Position {
  // The map's codes (BoardCodes, which holds the map): units and owners are kept as codes, a byte per province on
  // every map of the library's own, and viewed as Unit and Power values through these tables (the arrays a
  // phase copies are a quarter of what references took).
  private final BoardCodes codes;
  private final Phase phase;
  private final byte[] units; // by province index (BoardCodes.get), 0 for an empty province
  // The dislodged units in province order, one entry each (not an entry a province: the array a movement phase with a
  // dislodgement made was 320 bytes on the standard map for, usually, one or two units); null when there is none.
  private final DislodgedUnit[] dislodged;
  // A bit per province index (bit i of word i >>> 6), null when there is none: 32 bytes on the standard map where a
  // boolean a province took 96, made for every phase with a bounce.
  private final long[] standoffs;
  private final byte[] owners; // by province index: 1 + the owner's power index, 0 for none
  private final int unitCount;
  private final int[] pending; // by power index; null when no power has a pending centre
  private final Power[] homes; // by province index, the home power; null when the map's home centres hold
  private final Power[] controllers; // by power index, a vassal's controller; null when no power is a vassal
  // By province index, a bit per power index: the home centres claimed (DPjudge's &SC); null when none is. A claimed
  // centre may be another power's home too, so it is kept apart from homes (one power a province).
  private final long[] claimed;
  // Views, built on first use (racy but idempotent: each thread computes an equal value).
  // One field for the four views, made when one is first asked: a position of a simulation, which nobody views,
  // is 64 bytes instead of 80. Outside a retreat phase the dislodged units and standoffs need none.
  private Views views;
  private int hash;

  // How a field is added (as pending and homes were): a private final field here, null or shared when it does not
  // apply (so equal positions hold the same form); the same field in the Builder (copied on write, as pending is);
  // the constructor below and Builder.build(); equals, hashCode and toString; PositionHash and the saved-game formats;
  // and the three Trusted paths (next, afterRetreats, afterAdjustments), which carry the previous position's value
  // over unless the adjudicator's read-out changes it (as controllers and claimed are carried).

  static {
    PositionAccess.install(new Trusted());
  }

  /**
   * The adjudicators' path past the builder ({@link PositionAccess}): the next position from the previous one's
   * arrays, the owners, pending centres and home centres shared with it.
   */
  private static final class Trusted extends PositionAccess {
    @Override
    public byte[] units(Position p) {
      return p.units;
    }

    @Override
    public BoardCodes codes(Position p) {
      return p.codes;
    }

    @Override
    public Position next(Position from, Phase phase, byte[] units, int unitCount, DislodgedUnit[] dislodged,
        long[] standoffs) {
      if (dislodged != null) {
        sortByProvince(dislodged);
      }
      return new Position(from.codes, phase, units, dislodged, standoffs, from.owners, unitCount, from.pending,
          from.homes, from.controllers, from.claimed);
    }

    @Override
    public DislodgedUnit[] dislodged(Position p) {
      return p.dislodged == null ? NO_DISLODGED : p.dislodged;
    }

    @Override
    public byte[] owners(Position p) {
      return p.owners;
    }

    @Override
    public Power[] homes(Position p) {
      return p.homes;
    }

    @Override
    public Position afterRetreats(Position from, Phase phase, byte[] units, int unitCount, byte[] owners,
        Power[] homes) {
      return new Position(from.codes, phase, units, null, null, owners, unitCount, from.pending, homes,
          from.controllers, from.claimed);
    }

    @Override
    public int[] pending(Position p) {
      return p.pending;
    }

    @Override
    public Position afterAdjustments(Position from, Phase phase, byte[] units, int unitCount, byte[] owners,
        int[] pending) {
      return new Position(from.codes, phase, units, null, null, owners, unitCount, pending, from.homes,
          from.controllers, from.claimed);
    }
  }

  private static final DislodgedUnit[] NO_DISLODGED = {};

  /** Sorts a few dislodged units by province index, in place (insertion: a phase dislodges a handful). */
  private static void sortByProvince(DislodgedUnit[] ds) {
    for (int i = 1; i < ds.length; i++) {
      DislodgedUnit d = ds[i];
      int key = d.unit().province().index();
      int j = i - 1;
      for (; j >= 0 && ds[j].unit().province().index() > key; j--) {
        ds[j + 1] = ds[j];
      }
      ds[j + 1] = d;
    }
  }

  /** The index in {@link #dislodged} of the unit dislodged in the province, or -1 (a binary search). */
  private int dislodgedIndex(int province) {
    DislodgedUnit[] ds = dislodged;
    if (ds == null) {
      return -1;
    }
    int lo = 0;
    int hi = ds.length - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      int at = ds[mid].unit().province().index();
      if (at < province) {
        lo = mid + 1;
      } else if (at > province) {
        hi = mid - 1;
      } else {
        return mid;
      }
    }
    return -1;
  }

  private Position(BoardCodes codes, Phase phase, byte[] units, DislodgedUnit[] dislodged, long[] standoffs,
      byte[] owners, int unitCount, int[] pending, Power[] homes, Power[] controllers,
      long[] claimed) {
    this.controllers = controllers;
    this.pending = pending;
    this.claimed = claimed;
    this.homes = homes;
    this.codes = codes;
    this.phase = phase;
    this.units = units;
    this.dislodged = dislodged;
    this.standoffs = standoffs;
    this.owners = owners;
    this.unitCount = unitCount;
  }

  /**
   * A new builder for a position on the given map, with no units and no owners; its phase must be set before
   * {@link Builder#build()} (there is no default phase).
   *
   * @param map the map
   * @return a builder with no units, no owners and no phase
   */
  public static Builder builder(GameMap map) {
    return new Builder(checkNotNull(map, "map"));
  }

  /**
   * A builder holding this position's content.
   *
   * @return a new builder, whose changes leave this position as it is
   */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /**
   * The starting position of a map: its first phase ({@link GameMap#firstPhase()}: Spring 1901 Movement on the
   * standard map, Spring 1 on {@code ancmed}, the Winter 1900 adjustments on {@code chaos}), its starting units
   * (which may stand off the home centres, as on {@code 1900}), and each centre a power owns at the start
   * ({@link Power#initialCentres()}: its home centres unless the map says otherwise); the other supply centres
   * ({@link GameMap#unownedCentres()}) have no owner. On a map with DPjudge's {@code MOBILIZE} flag ({@code 1898})
   * each power has one pending centre ({@link #pendingCentres}; DPjudge's Power.initialize(), commit 280e366, lines
   * 85-87), on an empty board; on a map with {@code NEWHOMES} years ({@code 1897}) no power has a home centre
   * ({@link #homeCentres(Power)}; Power.initialize(), line 83) until the adjustment phase of the first of those years,
   * or, when the game begins with the adjustment phase of such a year, each owns the centres it owns as homes.
   *
   * @param map the map
   * @return the starting position
   */
  public static Position initial(GameMap map) {
    checkNotNull(map, "map");
    return initial(map, map.firstPhase().year());
  }

  /**
   * The starting position of a map ({@link #initial(GameMap)}), with its first phase moved to the given year: the
   * same season and kind of phase (Spring movement on the standard map, a Winter adjustment on {@code chaos}), the
   * same units and owners.
   *
   * @param map the map
   * @param year the year of the first phase
   * @return the starting position in that year
   * @throws IllegalArgumentException if the year is outside the years the library supports ({@link Phase})
   */
  public static Position initial(GameMap map, int year) {
    checkNotNull(map, "map");
    Builder b = builder(map).phase(firstPhase(map, map.firstPhase(), year));
    for (StartingUnit s : map.startingUnits()) {
      b.unit(Unit.of(s.power(), s.type(), s.location()));
    }
    for (Power p : map.powers()) {
      for (Province c : p.initialCentres()) {
        b.owner(c, p);
      }
      if (map.ruleFlags().contains(MOBILIZE)) {
        b.pendingCentres(p, 1);
      }
    }
    if (!map.newHomesYears().isEmpty()) {
      b.homes(ImmutableMap.of());
      Phase first = b.phase;
      if (first.type() == PhaseType.ADJUSTMENT && map.newHomesYears().contains(first.year())) {
        b.homesFromOwners();
      }
    }
    return b.build();
  }

  /** DPjudge's flag: the board starts empty and each power has one pending centre for its first build. */
  private static final String MOBILIZE = "MOBILIZE";

  /** The phase a map's first phase names, in the given year, on the map's calendar. */
  private static Phase firstPhase(GameMap map, FirstPhase first, int year) {
    Season s = Season.values()[first.season().ordinal()];
    return new Phase(year, s, s == Season.WINTER ? PhaseType.ADJUSTMENT : PhaseType.MOVEMENT, map.calendar());
  }

  /**
   * The map.
   *
   * @return the map every province, location and power of this position belongs to
   */
  public GameMap map() {
    return codes.map();
  }

  /**
   * The phase.
   *
   * @return the phase this position is at the start of
   */
  public Phase phase() {
    return phase;
  }

  /**
   * The units on the board, in province order. Dislodged units are not among them.
   *
   * @return the units on the board, in province order. Dislodged units are not among them
   */
  public ImmutableList<Unit> units() {
    Views v = views();
    ImmutableList<Unit> l = v.units;
    if (l == null) {
      ImmutableList.Builder<Unit> b = ImmutableList.builderWithExpectedSize(unitCount);
      for (int p = 0, n = provinceCount(); p < n; p++) {
        int c = codes.get(units, p);
        if (c != 0) {
          b.add(codes.unit(p, c));
        }
      }
      v.units = l = b.build();
    }
    return l;
  }

  /**
   * The number of units on the board.
   *
   * @return the number of units on the board
   */
  public int unitCount() {
    return unitCount;
  }

  /**
   * The units of one power on the board, in province order.
   *
   * @param power the power
   * @return the units of one power on the board, in province order
   */
  public ImmutableList<Unit> units(Power power) {
    checkNotNull(power, "power");
    ImmutableList.Builder<Unit> b = ImmutableList.builder();
    for (int p = 0, n = provinceCount(); p < n; p++) {
      int c = codes.get(units, p);
      if (c != 0 && codes.power(c) == power.index()) {
        b.add(codes.unit(p, c));
      }
    }
    return b.build();
  }

  /**
   * The number of units of one power on the board.
   *
   * @param power the power
   * @return the number of units of one power on the board
   */
  public int unitCount(Power power) {
    checkNotNull(power, "power");
    int n = 0;
    for (int p = 0, count = provinceCount(); p < count; p++) {
      int c = codes.get(units, p);
      if (c != 0 && codes.power(c) == power.index()) {
        n++;
      }
    }
    return n;
  }

  /**
   * The unit in a province, if any (not counting a dislodged one).
   *
   * @param province the province
   * @return the unit in a province, if any (not counting a dislodged one)
   */
  public Optional<Unit> unitAt(Province province) {
    checkNotNull(province, "province");
    return Optional.ofNullable(unitAtIndex(province.index()));
  }

  /**
   * The unit in the province with this index, or null: for hot loops that must not allocate.
   *
   * @param provinceIndex the index of a province of this map
   * @return the unit in the province with this index, or null: for hot loops that must not allocate
   */
  public Unit unitAtIndex(int provinceIndex) {
    return codes.unit(provinceIndex, codes.get(units, provinceIndex));
  }

  /**
   * The dislodged units awaiting retreat, in province order; empty outside retreat phases.
   *
   * @return the dislodged units awaiting retreat, in province order; empty outside retreat phases
   */
  public ImmutableList<DislodgedUnit> dislodged() {
    if (dislodged == null) {
      return ImmutableList.of();
    }
    Views v = views();
    ImmutableList<DislodgedUnit> l = v.dislodged;
    if (l == null) {
      v.dislodged = l = ImmutableList.copyOf(dislodged);
    }
    return l;
  }

  /**
   * The dislodged unit in a province, if any.
   *
   * @param province the province
   * @return the dislodged unit in a province, if any
   */
  public Optional<DislodgedUnit> dislodgedAt(Province province) {
    checkNotNull(province, "province");
    int i = dislodgedIndex(province.index());
    return i < 0 ? Optional.empty() : Optional.of(dislodged[i]);
  }

  /**
   * The provinces left empty by a standoff in the movement phase before this retreat phase.
   *
   * @return the provinces left empty by a standoff in the movement phase before this retreat phase
   */
  public ImmutableSet<Province> standoffs() {
    if (standoffs == null) {
      return ImmutableSet.of();
    }
    Views v = views();
    ImmutableSet<Province> s = v.standoffs;
    if (s == null) {
      ImmutableSet.Builder<Province> b = ImmutableSet.builder();
      for (int i = 0, n = provinceCount(); i < n; i++) {
        if ((standoffs[i >>> 6] & 1L << i) != 0) {
          b.add(map().provinces().get(i));
        }
      }
      v.standoffs = s = b.build();
    }
    return s;
  }

  /**
   * Whether a province was left empty by a standoff in the movement phase before this retreat phase.
   *
   * @param province the province
   * @return whether a province was left empty by a standoff in the movement phase before this retreat phase
   */
  public boolean isStandoff(Province province) {
    checkNotNull(province, "province");
    int i = province.index();
    return standoffs != null && (standoffs[i >>> 6] & 1L << i) != 0;
  }

  /**
   * The owner of each owned supply centre, in province order.
   *
   * @return the owner of each owned supply centre, in province order
   */
  public ImmutableMap<Province, Power> owners() {
    Views v = views();
    ImmutableMap<Province, Power> m = v.owners;
    if (m == null) {
      ImmutableMap.Builder<Province, Power> b = ImmutableMap.builder();
      for (int i = 0; i < owners.length; i++) {
        if (owners[i] != 0) {
          b.put(map().provinces().get(i), codes.owner(owners[i] & 0xFF));
        }
      }
      v.owners = m = b.build();
    }
    return m;
  }

  /**
   * The owner of a supply centre, if it has one.
   *
   * @param province the province
   * @return the owner of a supply centre, if it has one
   */
  public Optional<Power> owner(Province province) {
    checkNotNull(province, "province");
    return Optional.ofNullable(ownerAtIndex(province.index()));
  }

  /**
   * The owner of the province with this index, or null: for hot loops that must not allocate.
   *
   * @param provinceIndex the index of a province of this map
   * @return the owner of the province with this index, or null: for hot loops that must not allocate
   */
  public Power ownerAtIndex(int provinceIndex) {
    return codes.owner(owners[provinceIndex] & 0xFF);
  }

  /**
   * How many supply centres a power owns.
   *
   * @param power the power
   * @return how many supply centres a power owns
   */
  public int centreCount(Power power) {
    checkNotNull(power, "power");
    int n = 0;
    byte code = (byte) (power.index() + 1);
    for (byte o : owners) {
      if (o == code) {
        n++;
      }
    }
    return n;
  }

  /**
   * The supply centres a power owns, in province order.
   *
   * @param power the power
   * @return the supply centres a power owns, in province order
   */
  public ImmutableList<Province> centres(Power power) {
    checkNotNull(power, "power");
    ImmutableList.Builder<Province> b = ImmutableList.builder();
    byte code = (byte) (power.index() + 1);
    for (int i = 0; i < owners.length; i++) {
      if (owners[i] == code) {
        b.add(map().provinces().get(i));
      }
    }
    return b.build();
  }

  /**
   * The pending centres of a power, DPjudge's undetermined home supply centres ({@code SC!}) of {@code RULE
   * MOBILIZE}: each counts as a supply centre in the builds the power is due, and while it has one the power may also
   * build on any of its vacant home centres that no power owns; such a build uses one and makes the power the
   * centre's owner (DPjudge's Game.py, commit 280e366, lines 4004-4007). On a {@code MOBILIZE} map ({@code 1898})
   * each power starts with one, on an empty board; everywhere else none.
   *
   * @param power a power of the map
   * @return the number of pending centres, 0 or more
   */
  public int pendingCentres(Power power) {
    checkNotNull(power, "power");
    return pending == null ? 0 : pending[power.index()];
  }

  /**
   * Whether some power has a pending centre ({@link #pendingCentres}).
   *
   * @return whether some power has a pending centre
   */
  public boolean hasPendingCentres() {
    return pending != null;
  }

  /**
   * Whether the home centres are this position's own rather than the map's: on a map with DPjudge's
   * {@code NEWHOMES} years ({@link GameMap#newHomesYears()}, {@code 1897}), where the home centres are reassigned in
   * the adjustment phase of each of those years (map-file-syntax.txt: "Each power's home SC's will be all of the
   * centers he owns at the time") and none are held before the first.
   *
   * @return true when {@link #homeCentres(Power)} may differ from the map's {@link Power#homeCentres()}
   */
  public boolean homesReassigned() {
    return homes != null;
  }

  /**
   * The home centres of a power in this position: the map's ({@link Power#homeCentres()}, in the map's order), unless
   * the game reassigns them ({@link #homesReassigned()}), then those of this position, in province order.
   *
   * @param power a power of the map
   * @return the power's home centres; possibly empty
   */
  public ImmutableList<Province> homeCentres(Power power) {
    checkNotNull(power, "power");
    ImmutableList<Province> base;
    if (homes == null) {
      base = power.homeCentres();
    } else {
      ImmutableList.Builder<Province> b = ImmutableList.builder();
      for (int i = 0; i < homes.length; i++) {
        if (homes[i] == power) {
          b.add(map().provinces().get(i));
        }
      }
      base = b.build();
    }
    if (claimed == null) {
      return base;
    }
    ImmutableList.Builder<Province> b = ImmutableList.<Province>builder().addAll(base);
    for (Province c : claimedHomes(power)) {
      if (!base.contains(c)) {
        b.add(c);
      }
    }
    return b.build();
  }

  /**
   * The home centres the power has claimed (DPjudge's {@code &SC}, {@link Power#claimableHomes()}: a build on an owned
   * centre that is none of its homes makes it one for good; {@code ambition}), in province order. They are among
   * {@link #homeCentres(Power)}, after the others; a claimed centre may be another power's home too.
   *
   * @param power a power of the map
   * @return the claimed home centres; empty on every map without claimable home centres
   */
  public ImmutableList<Province> claimedHomes(Power power) {
    checkNotNull(power, "power");
    if (claimed == null) {
      return ImmutableList.of();
    }
    ImmutableList.Builder<Province> b = ImmutableList.builder();
    long bit = 1L << power.index();
    for (int i = 0; i < claimed.length; i++) {
      if ((claimed[i] & bit) != 0) {
        b.add(map().provinces().get(i));
      }
    }
    return b.build();
  }

  /**
   * Whether some power has claimed a home centre ({@link #claimedHomes}).
   *
   * @return whether some claim was made
   */
  public boolean hasClaimedHomes() {
    return claimed != null;
  }

  /**
   * How many home centres the power may still claim: the map's {@link Power#claimableHomes()} less those claimed in
   * this position ({@link #claimedHomes}). While it is above 0 the power may build on any centre it owns.
   *
   * @param power a power of the map
   * @return the claims left, 0 or more
   */
  public int claimsLeft(Power power) {
    checkNotNull(power, "power");
    int n = power.claimableHomes();
    if (n == 0 || claimed == null) {
      return n;
    }
    long bit = 1L << power.index();
    for (long c : claimed) {
      n -= (c & bit) != 0 ? 1 : 0;
    }
    return Math.max(0, n);
  }

  /**
   * The power whose home centre a province is in this position ({@link #homeCentres(Power)}).
   *
   * @param province a province of the map
   * @return its home power, if it is a home centre
   */
  public Optional<Power> homePower(Province province) {
    checkNotNull(province, "province");
    return Optional.ofNullable(homePowerAtIndex(province.index()));
  }

  /**
   * The power whose home centre the province with this index is, or null: for hot loops that must not allocate.
   *
   * @param provinceIndex the index of a province of this map
   * @return the home power, or null
   */
  public Power homePowerAtIndex(int provinceIndex) {
    // The map's field read through MapAccess: Province.homePower() made an Optional a call.
    return homes == null ? MapAccess.get().homePowerOrNull(map().provinces().get(provinceIndex)) : homes[provinceIndex];
  }

  /**
   * The power that controls a vassal ({@code VASSAL_DUMMIES}, {@code vassal}: a dummy power whose home centres one
   * power occupied as an adjustment phase began), which gives the vassal's orders; empty for every power that is no
   * vassal, and on every other map.
   *
   * @param power a power of the map
   * @return its controller, if it is a vassal
   */
  public Optional<Power> controller(Power power) {
    checkNotNull(power, "power");
    return Optional.ofNullable(controllers == null ? null : controllers[power.index()]);
  }

  /**
   * The vassals of a power ({@link #controller(Power)}).
   *
   * @param power a power of the map
   * @return the powers it controls, in map order; possibly empty
   */
  public ImmutableList<Power> vassals(Power power) {
    checkNotNull(power, "power");
    if (controllers == null) {
      return ImmutableList.of();
    }
    ImmutableList.Builder<Power> b = ImmutableList.builder();
    for (int i = 0; i < controllers.length; i++) {
      if (controllers[i] == power) {
        b.add(map().powers().get(i));
      }
    }
    return b.build();
  }

  /**
   * Whether some power is a vassal ({@link #controller(Power)}).
   *
   * @return whether some power controls another
   */
  public boolean hasVassals() {
    return controllers != null;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Position)) {
      return false;
    }
    Position p = (Position) o;
    return codes == p.codes && phase.equals(p.phase) && Arrays.equals(units, p.units)
        && Arrays.equals(dislodgedOrEmpty(), p.dislodgedOrEmpty()) && Arrays.equals(standoffsOrEmpty(),
            p.standoffsOrEmpty()) && Arrays.equals(owners, p.owners) && Arrays.equals(pending, p.pending)
        && Arrays.equals(homes, p.homes) && Arrays.equals(controllers, p.controllers)
        && Arrays.equals(claimed, p.claimed);
  }

  /**
   * The views of the position as lists, a set and a map, each made on first use (racy but idempotent: each thread
   * makes an equal value, and Guava's immutable collections are safely published by their final fields).
   */
  private static final class Views {
    ImmutableList<Unit> units;
    ImmutableList<DislodgedUnit> dislodged;
    ImmutableSet<Province> standoffs;
    ImmutableMap<Province, Power> owners;
  }

  private Views views() {
    Views v = views;
    if (v == null) {
      views = v = new Views();
    }
    return v;
  }

  /** The number of provinces of the map: the length of the owner array, a byte each. */
  private int provinceCount() {
    return owners.length;
  }

  private DislodgedUnit[] dislodgedOrEmpty() {
    return dislodged == null ? NO_DISLODGED : dislodged;
  }

  private long[] standoffsOrEmpty() {
    return standoffs == null ? new long[(provinceCount() + 63) >>> 6] : standoffs;
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = phase.hashCode() * 31 + Arrays.hashCode(units);
      h = h * 31 + Arrays.hashCode(owners);
      h = h * 31 + dislodged().hashCode();
      h = h * 31 + standoffs().hashCode();
      h = h * 31 + Arrays.hashCode(pending) * 17 + Arrays.hashCode(homes);
      h = h * 31 + Arrays.hashCode(controllers);
      if (claimed != null) {
        h = h * 31 + Arrays.hashCode(claimed);
      }
      hash = h == 0 ? 1 : h;
    }
    return h;
  }

  /**
   * The whole content in one line: the phase, the units on the board, the dislodged units (with their attackers'
   * origins), the standoffs and the owner of every owned supply centre, e.g. {@code Spring 1901 Movement; units:
   * Austria: A bud, ...; centres: Austria: bud, tri, vie; England: ...}. The sections for dislodged units and
   * standoffs appear only when there are some, and so do those for pending centres ({@code pending: France 1})
   * and reassigned home centres ({@code homes: Austria: ber, vie; ...}) and vassals ({@code vassals: Belgium of
   * France}).
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(512).append(phase).append("; units: ");
    String sep = "";
    for (Unit u : units()) {
      sb.append(sep).append(u);
      sep = ", ";
    }
    if (!dislodged().isEmpty()) {
      sb.append("; dislodged: ");
      sep = "";
      for (DislodgedUnit d : dislodged()) {
        sb.append(sep).append(d);
        sep = ", ";
      }
    }
    if (!standoffs().isEmpty()) {
      sb.append("; standoffs: ");
      sep = "";
      for (Province p : standoffs()) {
        sb.append(sep).append(p.id());
        sep = ", ";
      }
    }
    sb.append("; centres: ");
    String powerSep = "";
    for (Power power : map().powers()) {
      sb.append(powerSep).append(power.name()).append(':');
      boolean any = false;
      for (int i = 0; i < owners.length; i++) {
        if (owners[i] == power.index() + 1) {
          sb.append(any ? ", " : " ").append(map().provinces().get(i).id());
          any = true;
        }
      }
      if (!any) {
        sb.append(" none");
      }
      powerSep = "; ";
    }
    if (pending != null) {
      sb.append("; pending: ");
      sep = "";
      for (Power power : map().powers()) {
        if (pending[power.index()] > 0) {
          sb.append(sep).append(power.name()).append(' ').append(pending[power.index()]);
          sep = ", ";
        }
      }
    }
    if (claimed != null) {
      sb.append("; claimed: ");
      sep = "";
      for (Power power : map().powers()) {
        ImmutableList<Province> c = claimedHomes(power);
        if (!c.isEmpty()) {
          sb.append(sep).append(power.name()).append(':');
          for (Province q : c) {
            sb.append(' ').append(q.id());
          }
          sep = "; ";
        }
      }
    }
    if (homes != null) {
      sb.append("; homes: ");
      powerSep = "";
      for (Power power : map().powers()) {
        sb.append(powerSep).append(power.name()).append(':');
        boolean any = false;
        for (int i = 0; i < homes.length; i++) {
          if (homes[i] == power) {
            sb.append(any ? ", " : " ").append(map().provinces().get(i).id());
            any = true;
          }
        }
        if (!any) {
          sb.append(" none");
        }
        powerSep = "; ";
      }
    }
    if (controllers != null) {
      sb.append("; vassals: ");
      sep = "";
      for (Power power : map().powers()) {
        Power c = controllers[power.index()];
        if (c != null) {
          sb.append(sep).append(power.name()).append(" of ").append(c.name());
          sep = ", ";
        }
      }
    }
    return sb.toString();
  }

  /**
   * Builds a {@link Position}. Not thread-safe; {@link #build()} checks the content and may be called repeatedly.
   * The arrays are shared copy-on-write with the positions built from and by it.
   */
  public static final class Builder {
    private final GameMap map;
    private final BoardCodes codes;
    private final int provinces;
    private Phase phase;
    private byte[] units; // codes, as the position's
    private DislodgedUnit[] dislodged;
    private long[] standoffs; // a bit per province, as the position's
    private byte[] owners; // 1 + power index, as the position's
    private boolean unitsShared;
    private boolean dislodgedShared;
    private boolean standoffsShared;
    private boolean ownersShared;
    private int unitCount; // non-null entries of units, kept as they change
    private int[] pending; // null when none; copied on write
    private Power[] homes; // null for the map's; replaced, never written in place
    private Power[] controllers; // null when no power is a vassal; replaced, never written in place
    private long[] claimed; // null when none; replaced, never written in place
    private boolean pendingShared;

    private Builder(GameMap map) {
      this.map = map;
      this.codes = BoardCodes.of(map);
      this.provinces = map.provinces().size();
      this.units = codes.newUnits();
      this.owners = new byte[provinces];
    }

    private Builder(Position p) {
      this.codes = p.codes;
      this.map = p.codes.map();
      this.provinces = p.owners.length;
      this.phase = p.phase;
      this.units = p.units;
      if (p.dislodged != null) { // by province index in the builder
        this.dislodged = new DislodgedUnit[provinces];
        for (DislodgedUnit d : p.dislodged) {
          this.dislodged[d.unit().province().index()] = d;
        }
      }
      this.standoffs = p.standoffs;
      this.owners = p.owners;
      this.unitCount = p.unitCount;
      this.pending = p.pending;
      this.homes = p.homes;
      this.controllers = p.controllers;
      this.claimed = p.claimed;
      unitsShared = dislodgedShared = standoffsShared = ownersShared = pendingShared = true;
    }

    /**
     * Sets the phase.
     *
     * @param phase the phase, on the map's calendar ({@link GameMap#calendar()}: the standard one unless the map
     *     has a FLOW)
     * @return this builder
     * @throws IllegalArgumentException if the phase is of another calendar than the map's
     */
    public Builder phase(Phase phase) {
      checkNotNull(phase, "phase");
      checkArgument(phase.calendar() == map.calendar() || phase.calendar().equals(map.calendar()),
          "the phase %s is on the calendar %s, map %s's is %s (make it with new Phase(year, season, type, "
          + "map.calendar()))", phase, phase.calendar(), map.id(), map.calendar());
      this.phase = phase;
      return this;
    }

    private byte[] units() {
      if (unitsShared) {
        units = units.clone();
        unitsShared = false;
      }
      return units;
    }

    private byte[] owners() {
      if (ownersShared) {
        owners = owners.clone();
        ownersShared = false;
      }
      return owners;
    }

    private DislodgedUnit[] dislodged() {
      if (dislodged == null) {
        dislodged = new DislodgedUnit[provinces];
        dislodgedShared = false;
      } else if (dislodgedShared) {
        dislodged = dislodged.clone();
        dislodgedShared = false;
      }
      return dislodged;
    }

    private long[] standoffs() {
      if (standoffs == null) {
        standoffs = new long[(provinces + 63) >>> 6];
        standoffsShared = false;
      } else if (standoffsShared) {
        standoffs = standoffs.clone();
        standoffsShared = false;
      }
      return standoffs;
    }

    /**
     * Adds a unit.
     *
     * @param unit the unit
     * @return this builder
     * @throws IllegalArgumentException if its province already holds a unit, or it is of another map
     */
    public Builder unit(Unit unit) {
      checkNotNull(unit, "unit");
      checkOwn(unit);
      int i = unit.province().index();
      checkArgument(codes.get(units, i) == 0, "two units in %s: %s and %s", unit.province(),
          codes.unit(i, codes.get(units, i)), unit);
      codes.set(units(), i, codes.code(unit));
      unitCount++;
      return this;
    }

    /**
     * Removes the unit in a province, if there is one.
     *
     * @param province the province
     * @return this builder
     * @throws IllegalArgumentException if the province is of another map
     */
    public Builder removeUnit(Province province) {
      checkNotNull(province, "province");
      checkArgument(map.provinces().get(province.index()) == province, "province %s is not of map %s", province,
          map.id());
      if (codes.get(units, province.index()) != 0) {
        codes.set(units(), province.index(), 0);
        unitCount--;
      }
      return this;
    }

    /**
     * Removes every unit from the board.
     *
     * @return this builder
     */
    public Builder clearUnits() {
      units = codes.newUnits();
      unitsShared = false;
      unitCount = 0;
      return this;
    }

    /**
     * Adds a dislodged unit awaiting retreat. Its attacker must have been able to come from its origin: another
     * province, which borders the unit's for an army or a fleet, or, when the attack came by convoy, a coastal
     * province when the unit's is coastal too (see {@link DislodgedUnit}). Only a retreat phase has dislodged units,
     * which {@link #build()} checks.
     *
     * @param d the dislodged unit
     * @return this builder
     * @throws IllegalArgumentException if its province already has a dislodged unit, it is of another map, or its
     *     attacker cannot have come from its origin; the message names the unit and why
     */
    public Builder dislodged(DislodgedUnit d) {
      checkNotNull(d, "dislodged");
      checkOwn(d.unit());
      String problem = AttackerOrigin.problem(map, d);
      if (problem != null) {
        throw new IllegalArgumentException(d + ": " + problem);
      }
      int i = d.unit().province().index();
      checkArgument(dislodged == null || dislodged[i] == null, "two dislodged units in %s", d.unit().province());
      dislodged()[i] = d;
      return this;
    }

    /**
     * Removes every dislodged unit.
     *
     * @return this builder
     */
    public Builder clearDislodged() {
      dislodged = null;
      dislodgedShared = false;
      return this;
    }

    /**
     * Marks a province as left empty by a standoff in the movement phase before this retreat phase.
     *
     * @param p the province
     * @return this builder
     */
    public Builder standoff(Province p) {
      checkNotNull(p, "province");
      checkArgument(map.provinces().get(p.index()) == p, "province %s is not of map %s", p, map.id());
      standoffs()[p.index() >>> 6] |= 1L << p.index();
      return this;
    }

    /**
     * Removes every standoff mark.
     *
     * @return this builder
     */
    public Builder clearStandoffs() {
      standoffs = null;
      standoffsShared = false;
      return this;
    }

    /**
     * Sets the owner of a supply centre.
     *
     * @param centre a supply centre
     * @param power the power
     * @return this builder
     * @throws IllegalArgumentException if the province is no supply centre
     */
    public Builder owner(Province centre, Power power) {
      checkNotNull(centre, "centre");
      checkNotNull(power, "power");
      checkArgument(map.provinces().get(centre.index()) == centre, "province %s is not of map %s", centre, map.id());
      checkArgument(map.powers().get(power.index()) == power, "power %s is not of map %s", power, map.id());
      checkArgument(centre.isSupplyCentre(), "%s is no supply centre", centre);
      if (owners[centre.index()] != power.index() + 1) {
        owners()[centre.index()] = (byte) (power.index() + 1);
      }
      return this;
    }

    /**
     * Makes a supply centre unowned.
     *
     * @param centre a supply centre
     * @return this builder
     * @throws IllegalArgumentException if the province is of another map
     */
    public Builder clearOwner(Province centre) {
      checkNotNull(centre, "centre");
      checkArgument(map.provinces().get(centre.index()) == centre, "province %s is not of map %s", centre, map.id());
      if (owners[centre.index()] != 0) {
        owners()[centre.index()] = 0;
      }
      return this;
    }

    /**
     * Makes every supply centre unowned.
     *
     * @return this builder
     */
    public Builder clearOwners() {
      owners = new byte[provinces];
      ownersShared = false;
      return this;
    }

    /**
     * Sets a power's pending centres ({@link Position#pendingCentres}).
     *
     * @param power a power of the map
     * @param count how many, 0 or more
     * @return this builder
     * @throws IllegalArgumentException if the count is negative or the power is of another map
     */
    public Builder pendingCentres(Power power, int count) {
      checkNotNull(power, "power");
      checkArgument(map.powers().get(power.index()) == power, "power %s is not of map %s", power, map.id());
      checkArgument(count >= 0, "%s's pending centres: %s, below 0", power, count);
      int now = pending == null ? 0 : pending[power.index()];
      if (now != count) {
        if (pending == null) {
          pending = new int[map.powers().size()];
        } else if (pendingShared) {
          pending = pending.clone();
        }
        pendingShared = false;
        pending[power.index()] = count;
        boolean any = false;
        for (int c : pending) {
          any |= c > 0;
        }
        if (!any) {
          pending = null; // a position without pending centres holds no array, so equal positions compare equal
        }
      }
      return this;
    }

    /**
     * Reassigns the home centres ({@link Position#homeCentres(Power)}): the given centres become the homes of the
     * given powers and no other province is anybody's home.
     *
     * @param homes each home centre's power; empty for a position in which no power has a home centre
     * @return this builder
     * @throws IllegalArgumentException if a province is no supply centre, or a province or power is of another map
     */
    public Builder homes(Map<Province, Power> homes) {
      checkNotNull(homes, "homes");
      Power[] h = new Power[provinces];
      for (Map.Entry<Province, Power> e : homes.entrySet()) {
        Province c = checkNotNull(e.getKey(), "province");
        Power p = checkNotNull(e.getValue(), "power");
        checkArgument(map.provinces().get(c.index()) == c, "province %s is not of map %s", c, map.id());
        checkArgument(map.powers().get(p.index()) == p, "power %s is not of map %s", p, map.id());
        checkArgument(c.isSupplyCentre(), "home centre %s is no supply centre", c);
        h[c.index()] = p;
      }
      this.homes = h;
      return this;
    }

    /**
     * Reassigns the home centres as DPjudge's {@code NEWHOMES} does (Game.py, commit 280e366, lines 3452-3454): each
     * power's home centres become the centres it owns now, in this builder.
     *
     * @return this builder
     */
    public Builder homesFromOwners() {
      homes = codes.ownerPowers(owners);
      return this;
    }

    /**
     * Makes a power the vassal of another ({@link Position#controller(Power)}), replacing any controller it had.
     *
     * @param vassal a power of the map
     * @param controller the power that controls it from now on
     * @return this builder
     * @throws IllegalArgumentException if a power is of another map, or the two are the same power
     */
    public Builder controller(Power vassal, Power controller) {
      checkNotNull(vassal, "vassal");
      checkNotNull(controller, "controller");
      checkArgument(map.powers().get(vassal.index()) == vassal, "power %s is not of map %s", vassal, map.id());
      checkArgument(map.powers().get(controller.index()) == controller, "power %s is not of map %s", controller,
          map.id());
      checkArgument(vassal != controller, "%s cannot be its own vassal", vassal);
      if (controllers == null || controllers[vassal.index()] != controller) {
        Power[] c = controllers == null ? new Power[map.powers().size()] : controllers.clone();
        c[vassal.index()] = controller;
        controllers = c;
      }
      return this;
    }

    /**
     * Frees a vassal: it controls itself from now on ({@link Position#controller(Power)} empty).
     *
     * @param vassal a power of the map
     * @return this builder
     * @throws IllegalArgumentException if the power is of another map
     */
    public Builder clearController(Power vassal) {
      checkNotNull(vassal, "vassal");
      checkArgument(map.powers().get(vassal.index()) == vassal, "power %s is not of map %s", vassal, map.id());
      if (controllers != null && controllers[vassal.index()] != null) {
        Power[] c = controllers.clone();
        c[vassal.index()] = null;
        boolean any = false;
        for (Power x : c) {
          any |= x != null;
        }
        controllers = any ? c : null; // no vassal, no array: equal positions compare equal
      }
      return this;
    }

    /**
     * Makes a centre a claimed home centre of the power ({@link Position#claimedHomes}; DPjudge's {@code &SC}, Game.py
     * lines 4009-4011). The claims left are not checked here (an adjudicator does that).
     *
     * @param power a power of the map with claimable home centres, of index below 64
     * @param centre a supply centre of the map
     * @return this builder
     * @throws IllegalArgumentException if the power has no claimable home centre, or the power or centre is of another
     *     map, or the centre is no supply centre
     */
    public Builder claimHome(Power power, Province centre) {
      checkNotNull(power, "power");
      checkNotNull(centre, "centre");
      checkArgument(map.powers().get(power.index()) == power, "power %s is not of map %s", power, map.id());
      checkArgument(map.provinces().get(centre.index()) == centre, "province %s is not of map %s", centre,
          map.id());
      checkArgument(power.claimableHomes() > 0 && power.index() < 64, "%s has no claimable home centre", power);
      checkArgument(centre.isSupplyCentre(), "claimed home centre %s is no supply centre", centre);
      long[] c = claimed == null ? new long[provinces] : claimed.clone();
      c[centre.index()] |= 1L << power.index();
      claimed = c;
      return this;
    }

    /**
     * Gives the home centres back to the map ({@link Power#homeCentres()}), undoing {@link #homes}.
     *
     * @return this builder
     */
    public Builder mapHomes() {
      homes = null;
      return this;
    }

    /** The builder's dislodged units (by province index) in the position's form: one entry each, or null. */
    private DislodgedUnit[] compactDislodged() {
      if (dislodged == null) {
        return null;
      }
      int n = 0;
      for (DislodgedUnit d : dislodged) {
        n += d != null ? 1 : 0;
      }
      if (n == 0) {
        return null;
      }
      DislodgedUnit[] out = new DislodgedUnit[n];
      n = 0;
      for (DislodgedUnit d : dislodged) {
        if (d != null) {
          out[n++] = d;
        }
      }
      return out;
    }

    /**
     * Outside a retreat phase: no dislodged unit, no standoff. Costs a pass over the provinces only when the arrays
     * exist; the adjudicators clear both (to null) when they leave a retreat phase, so the usual cost is nothing.
     */
    private void checkNoRetreatContent() {
      if (dislodged != null) {
        for (DislodgedUnit d : dislodged) {
          checkArgument(d == null, "%s is no retreat phase, yet %s is dislodged: dislodged units await retreat only in"
              + " a retreat phase", phase, d);
        }
      }
      if (standoffs != null) {
        for (int i = 0; i < provinces; i++) {
          checkArgument((standoffs[i >>> 6] & 1L << i) == 0, "%s is no retreat phase, yet %s is marked as left empty by a standoff:"
              + " standoffs belong only to a retreat phase", phase, map.provinces().get(i).id());
        }
      }
    }

    private void checkOwn(Unit u) {
      checkArgument(u.location().index() < map.locations().size()
          && map.locations().get(u.location().index()) == u.location(), "location %s is not of map %s",
          u.location(), map.id());
      checkArgument(map.powers().get(u.power().index()) == u.power(), "power %s is not of map %s", u.power(),
          map.id());
    }

    /**
     * The position.
     *
     * @return a position holding this builder's content
     * @throws IllegalStateException if no phase was set ({@link #phase(Phase)})
     * @throws IllegalArgumentException if the phase is no retreat phase and there are dislodged units or standoffs
     *     (they belong to the retreat phase after a movement: elsewhere a dislodged unit would vanish, or be carried
     *     into the next year); the message names the first of them
     */
    public Position build() {
      if (phase == null) {
        throw new IllegalStateException("the position has no phase: call phase(...) on the builder before build()"
            + " (for example phase(Phase.springMovement(1901)))");
      }
      if (phase.type() != PhaseType.RETREAT) {
        checkNoRetreatContent();
      }
      unitsShared = dislodgedShared = standoffsShared = ownersShared = pendingShared = true;
      return new Position(codes, phase, units, compactDislodged(), standoffs, owners, unitCount, pending, homes,
          controllers,
          claimed);
    }
  }
}
