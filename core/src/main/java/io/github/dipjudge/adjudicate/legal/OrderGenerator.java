package io.github.dipjudge.adjudicate.legal;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkElementIndex;
import static com.google.common.base.Preconditions.checkNotNull;
import static com.google.common.base.Preconditions.checkState;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.BUILD_ARMY;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.BUILD_FLEET;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.CONVOY;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.DEST_SHIFT;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.DISBAND;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.HOLD;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.MASK;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.MOVE;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.MOVE_VIA_CONVOY;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.RETREAT;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.SUPPORT_HOLD;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.SUPPORT_MOVE;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.TARGET_FIELD;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.TARGET_SHIFT;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.UNIT_SHIFT;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.WAIVE;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.destination;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.kind;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.target;
import static io.github.dipjudge.adjudicate.legal.OrderCodes.unitLocation;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.movement.ConvoyChains;
import io.github.dipjudge.adjudicate.movement.MapTables;
import io.github.dipjudge.adjudicate.movement.PhaseCodes;
import io.github.dipjudge.adjudicate.turn.RetreatAdjudicator;
import io.github.dipjudge.internal.BoardCodes;
import io.github.dipjudge.internal.PositionAccess;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.Terrain;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Convoy;
import io.github.dipjudge.order.Disband;
import io.github.dipjudge.order.Hold;
import io.github.dipjudge.order.Move;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.Retreat;
import io.github.dipjudge.order.SupportHold;
import io.github.dipjudge.order.SupportMove;
import io.github.dipjudge.order.UnitRef;
import io.github.dipjudge.order.Waive;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook.ConvoyToAdjacentProvince;
import io.github.dipjudge.rules.Rulebook;
import io.github.dipjudge.rules.variant.BuildSiteRules;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The legal-order generator's engine: every legal order of a position as compact codes ({@link OrderCodes}), slot by
 * slot, in the sense {@code io.github.dipjudge.adjudicate.LegalOrders} documents, and the codes turned back into order
 * values. It builds the map's tables once (the orders of each unit alone on the board, the fleets' support tails, the
 * room of each place's support entries) and, per position, the board, the convoy chains and the support entries;
 * {@link OrderSampler} adds the drawing of orders slot by slot without generating them all.
 *
 * <p>Not thread-safe: an instance reuses its buffers; the codes of one call are valid until the next.
 */
public class OrderGenerator {
  private static final PositionAccess ACCESS = PositionAccess.get();
  /** A fleet tail packs the place (a province) and the destination (a location) in 16 bits each. */
  static final int TAIL_SHIFT = 16;
  static final int TAIL_MASK = 0xFFFF;

  final GameMap map;
  private final Rulebook rules;
  private final boolean writeNationality; // a support or convoy of a foreign unit names its nationality (4.C.5)
  final MapTables t;
  private final ConvoyChains chains;
  final int n;

  // board
  final boolean[] unitFleet;
  final int[] unitLoc;
  // scratch
  final long[][] convoyDest; // army province -> reachable convoy destinations
  final long[][] reached; // army province -> fleets its chains can use
  final int[][] fleetTails; // fleet location -> (place | destination location << 16), see supportEntries
  final int[][] fleetOrders; // fleet location -> codes of its hold and map-given moves
  final int[][] armyOrders; // army location (= province) -> codes of its hold and moves over land
  final boolean viaWithoutChain; // "via convoy" may stand without a chain (2000 fallback, 1971, webDiplomacy)
  /**
   * {@code [(fleet ? locations : 0) + location]}: the first index in {@link #moverTails} of the support tails of a
   * unit there (the next index's value ends them); fixed by the map.
   */
  final int[] moverStart;
  /**
   * Every unit location's support tails, fixed by the map, in one array: for an army each neighbour over land, for a
   * fleet its {@link #fleetTails}; each the entry {@link #supportEntries} writes (the mover's location and the
   * destination, as a support code holds them) with the place in the low bits, {@link #PLACE_BITS}, which an entry
   * leaves empty (a code's kind and unit). One array read in order, where the tails in an array per location and an
   * entry made from each cost a pointer and a few operations a tail (the scatter was a fifth of sampling's work).
   */
  final int[] moverTails;
  /** The low bits of a {@link #moverTails} value: the place (below 512, the codes' bound on locations). */
  static final int PLACE_BITS = (1 << TARGET_SHIFT) - 1;
  final int[] entries; // support tails by place (see supportEntries)
  final int[] entryBase; // place -> its first entry; room for every unit that could ever move there
  final int[] entryLen; // place -> entries this position
  static final int CONVOY_ONLY = 1 << 31;
  final long[] unitBits; // the provinces with a unit
  /**
   * Army province -> the places it may be convoyed to that could be lost to a supporter at sea (DATC 6.D.31): those
   * it reaches by convoy alone, and of those, when no fleet is in a port, only the ones a single group of fleets
   * reaches ({@code ConvoyChains.reach}: a place two groups reach keeps a chain without any one fleet).
   */
  final long[][] mayBeLost;
  /**
   * Army location * words -> the places where the supporter at sea of the last {@link #excluded} may not support
   * the army's move, as every chain carrying it there runs through the supporter; valid where {@link #lostStamp} is
   * the current stamp (indexed by location: the branch-free check in {@link #supports} reads fleets' entries too).
   */
  final long[] lostOver;
  final int[] lostStamp; // army location -> the stamp its lostOver row was written for
  final long[] lostAny; // the union of the current lostOver rows: the places where some support is lost
  int lostCount; // the number of bits of the current lostOver rows: the move supports the supporter loses
  int stamp;
  final int[] convoyArmies; // armies some fleet at sea can carry
  /**
   * Unit province -> its moves by convoy this position (0 for a fleet): an army's "via convoy" orders, two to a place
   * reached by convoy alone, one to a neighbour a chain reaches too (none where "via convoy" stands without a chain).
   */
  final int[] convoyMoves;
  final long[] carrying; // the fleets at sea some army's chains can use
  int convoyArmyCount;
  final int[] unitList; // provinces with a unit, in order
  int unitCount;
  private final int[] splitProvinces;
  private final int[][] fleetLocationsOf; // province -> the locations a fleet is built on (Province.fleetLocations)
  private final int[] powerDelta; // adjustment: power -> centres less units
  private final Province[] siteBuffer; // adjustment: one power's build sites
  private static final Optional<UnitType> ARMY = Optional.of(UnitType.ARMY);
  private static final Optional<UnitType> FLEET = Optional.of(UnitType.FLEET);
  private final Optional<Power>[] powerOptional;
  // The references to the units of the position the last values were made for (refsFor): the same for every order
  // naming the unit, so made once per position.
  // province * 2 -> reference without nationality; province * 2 + 1 -> the reference a foreign unit gets (with its
  // nationality, when the rulebook wants it written)
  private final UnitRef[] refs;
  private final int[] refPower; // province -> the unit's power index
  private Position refsFor;
  // output
  int[] codes = new int[1024];
  int count;
  int[] slotStart = new int[64];
  int[] slotOwner = new int[64]; // location index (units) or power index (adjustments)
  int[] slotDue = new int[64]; // how many of the slot's orders are due: 1, or a power's builds or removals
  int slots;
  PhaseType lastType;
  Position generatedFor; // the position of the last generation
  Position slotsFor; // the position of the last generation or sampling, whose slots slotPower names
  private final int[] slotOfOwner; // slot owner (location or power index) -> its slot, for the last generation
  private OrderGenerator checker; // a second generator: decode's check for positions other than the last generated one

  public OrderGenerator(GameMap map, Rulebook rules) {
    this.map = map;
    this.rules = rules;
    this.writeNationality = rules.missingNationality() != Rulebook.MissingNationality.B_VALID;
    this.t = new MapTables(map);
    this.chains = new ConvoyChains(t);
    this.n = t.provinces;
    slotOfOwner = new int[Math.max(t.locations, map.powers().size())];
    unitFleet = new boolean[n];
    unitLoc = new int[n];
    convoyDest = new long[n][t.words];
    reached = new long[n][t.words];
    neededCache = new long[n][];
    neededReady = new boolean[n];
    neededFor = new long[n][];
    neededKept = new boolean[n];
    ConvoyToAdjacentProvince adjacentRule = rules.convoyToAdjacent();
    viaWithoutChain = adjacentRule == ConvoyToAdjacentProvince.RULE_2000_FALLBACK
        || adjacentRule == ConvoyToAdjacentProvince.RULE_1971
        || adjacentRule == ConvoyToAdjacentProvince.EXPLICIT_VIA_LAND_WITHOUT_CHAIN;
    boolean omittedCoastOk =
        rules.omittedCoastOneCoast() == Rulebook.OmittedCoastOneCoastPossible.A_MOVE_TO_THAT_COAST;
    boolean impossibleCoastIgnored = rules.impossibleCoast() == Rulebook.ImpossibleCoast.A_COAST_IGNORED;
    fleetOrders = new int[t.locations][];
    armyOrders = new int[t.locations][];
    fleetTails = new int[t.locations][];
    int[] room = new int[n];
    for (int loc = 0; loc < t.locations; loc++) {
      fleetTails[loc] = fleetTails(loc);
    }
    for (int x = 0; x < n; x++) {
      int[] fleetRoom = new int[n];
      for (int loc = 0; loc < t.locations; loc++) {
        if (t.provinceOf[loc] == x) {
          int[] perPlace = new int[n];
          for (int tail : fleetTails[loc]) {
            perPlace[tail & TAIL_MASK]++;
          }
          for (int y = 0; y < n; y++) {
            fleetRoom[y] = Math.max(fleetRoom[y], perPlace[y]);
          }
        }
      }
      for (int y = 0; y < n; y++) {
        int army = t.isLand[x] && t.isLand[y] && x != y ? 1 : 0;
        room[y] += Math.max(army, fleetRoom[y]);
      }
    }
    moverStart = new int[2 * t.locations + 1];
    int tails = 0;
    for (int loc = 0; loc < t.locations; loc++) {
      tails += fleetTails[loc].length + (loc < n ? t.armyAdj[loc].length : 0);
    }
    moverTails = new int[tails];
    int m = 0;
    for (int kind = 0; kind < 2; kind++) {
      for (int loc = 0; loc < t.locations; loc++) {
        moverStart[kind * t.locations + loc] = m;
        if (kind == 1) {
          for (int tail : fleetTails[loc]) {
            moverTails[m++] = loc << TARGET_SHIFT | (tail >>> TAIL_SHIFT) << DEST_SHIFT | tail & TAIL_MASK;
          }
        } else if (loc < n) { // an army stands on its province's main location, whose index is the province's
          for (int y : t.armyAdj[loc]) {
            moverTails[m++] = loc << TARGET_SHIFT | y << DEST_SHIFT | y;
          }
        }
      }
    }
    moverStart[2 * t.locations] = m;
    entryBase = new int[n];
    entryLen = new int[n];
    int total = 0;
    for (int y = 0; y < n; y++) {
      entryBase[y] = total;
      total += room[y];
    }
    entries = new int[total + 8]; // eight more: the fixed-length copy in supports reads past the last row
    unitBits = new long[t.words];
    lostAny = new long[t.words];
    convoyArmies = new int[n];
    convoyMoves = new int[n];
    carrying = new long[t.words];
    lostOver = new long[t.locations * t.words];
    lostStamp = new int[t.locations];
    mayBeLost = new long[n][t.words];
    unitList = new int[n];
    int splits = 0;
    for (int p = 0; p < n; p++) {
      if (t.splitCoasts[p]) {
        splits++;
      }
    }
    splitProvinces = new int[splits];
    fleetLocationsOf = new int[n][];
    for (Province h : map.provinces()) {
      fleetLocationsOf[h.index()] = h.fleetLocations().stream().mapToInt(Location::index).toArray();
    }
    powerDelta = new int[map.powers().size()];
    siteBuffer = new Province[n];
    @SuppressWarnings("unchecked")
    Optional<Power>[] opts = (Optional<Power>[]) new Optional<?>[map.powers().size()];
    for (Power pw : map.powers()) {
      opts[pw.index()] = Optional.of(pw);
    }
    powerOptional = opts;
    refs = new UnitRef[2 * n];
    refPower = new int[n];
    for (int p = 0, k = 0; p < n; p++) {
      if (t.splitCoasts[p]) {
        splitProvinces[k++] = p;
      }
    }
    for (int loc = 0; loc < t.locations; loc++) {
      if (t.fleetCanStand[loc]) {
        fleetOrders[loc] = fleetOrders(loc, omittedCoastOk, impossibleCoastIgnored);
      }
      if (loc < n && t.isLand[loc]) {
        armyOrders[loc] = armyOrders(loc, viaWithoutChain);
      }
    }
  }

  /** The last call was {@link #sample}: the slots are known, the codes of {@link #generate} are not. */
  boolean sampled;
  /** The fleet at sea whose losses ({@link #excluded}) {@link #lostOver} holds now, or -1. */
  int excludedFor = -1;
  private void checkGenerated() {
    checkState(!sampled, "the last call was sample(position): slotSize, slotCode and draw give its orders; count, code,"
        + " slotStart, slotEnd and order refer to generate(position)");
  }

  private void emit(int kind, int unit, int target, int dest) {
    if (count == codes.length) {
      codes = Arrays.copyOf(codes, codes.length * 2);
    }
    codes[count++] = OrderCodes.code(kind, unit, target, dest);
  }

  void openSlot(int owner) {
    if (slots == slotStart.length) {
      slotStart = Arrays.copyOf(slotStart, slots * 2);
      slotOwner = Arrays.copyOf(slotOwner, slots * 2);
      slotDue = Arrays.copyOf(slotDue, slots * 2);
    }
    slotStart[slots] = count;
    slotOwner[slots] = owner;
    slotDue[slots] = 1;
    slotOfOwner[owner] = slots; // one store per slot: decode's check finds a code's slot without a search
    slots++;
  }

  // ============================================================================================ compact form

  /**
   * Generates every legal order of the position into this generator's buffer; returns how many. The codes are
   * {@link #code(int)}; they stay valid until the next call.
   *
   * @param pos the position, on this generator's map
   * @return how many codes were generated
   * @throws IllegalArgumentException if the position is on another map
   */
  public int generate(Position pos) {
    checkNotNull(pos, "pos");
    checkArgument(pos.map() == map, "the position is on map %s, the generator on %s", pos.map().id(), map.id());
    count = 0;
    slots = 0;
    sampled = false;
    lastType = pos.phase().type();
    generatedFor = pos;
    slotsFor = pos;
    switch (lastType) {
      case MOVEMENT:
        movement(pos);
        break;
      case RETREAT:
        retreat(pos);
        break;
      default:
        adjustment(pos);
    }
    return count;
  }

  /**
   * As {@link #generate(Position)}, copying the codes into {@code out} from {@code offset}; returns how many.
   *
   * @param pos the position, on this generator's map
   * @param out the buffer to copy into
   * @param offset where in the buffer the first code goes
   * @return how many codes were generated and copied
   */
  public int generate(Position pos, int[] out, int offset) {
    int c = generate(pos);
    checkArgument(offset >= 0 && out.length - offset >= c, "the buffer holds %s codes from offset %s; %s needed",
        out.length - offset, offset, c);
    System.arraycopy(codes, 0, out, offset, c);
    return c;
  }

  /**
   * The number of codes of the last {@link #generate(Position)}.
   *
   * @return the number of codes of the last {@link #generate(Position)}
   */
  public int count() {
    checkGenerated();
    return count;
  }

  /**
   * The i-th code of the last {@link #generate(Position)}.
   *
   * @param i the index of the code, below {@link #count()}
   * @return the i-th code of the last {@link #generate(Position)}
   */
  public int code(int i) {
    checkGenerated();
    checkElementIndex(i, count);
    return codes[i];
  }

  /**
   * The number of slots of the last generation: units (movement, retreat) or powers (adjustment).
   *
   * @return the number of slots of the last generation: units (movement, retreat) or powers (adjustment)
   */
  public int slotCount() {
    return slots;
  }

  /**
   * The index of the first code of a slot.
   *
   * @param slot a slot of the last generation, below {@link #slotCount()}
   * @return the index of the first code of a slot
   */
  public int slotStart(int slot) {
    checkGenerated();
    checkElementIndex(slot, slots);
    return slotStart[slot];
  }

  /**
   * The index after the last code of a slot.
   *
   * @param slot a slot of the last generation, below {@link #slotCount()}
   * @return the index after the last code of a slot
   */
  public int slotEnd(int slot) {
    checkGenerated();
    checkElementIndex(slot, slots);
    return slot + 1 < slots ? slotStart[slot + 1] : count;
  }

  /**
   * The owner of a slot: the unit's location index (movement and retreat phases) or the power index (adjustment
   * phases). {@link #slotPower(int)} gives the power whose orders the slot holds, in every phase.
   *
   * @param slot a slot of the last generation, below {@link #slotCount()}
   * @return the owner of the slot
   */
  public int slotOwner(int slot) {
    checkElementIndex(slot, slots);
    return slotOwner[slot];
  }

  /**
   * The power whose orders a slot holds: the power of the slot's unit (movement: on the board; retreat:
   * dislodged), or in an adjustment phase the power adjusting. A bot playing one power keeps the slots this gives
   * it without looking the unit up itself.
   *
   * @param slot a slot of the last generation or sampling, below {@link #slotCount()}
   * @return the power
   * @throws IndexOutOfBoundsException if the slot is out of range
   */
  public Power slotPower(int slot) {
    checkElementIndex(slot, slots);
    int owner = slotOwner[slot];
    if (lastType == PhaseType.ADJUSTMENT) {
      return map.powers().get(owner);
    }
    Province province = t.locationArray[owner].province();
    Unit u = lastType == PhaseType.MOVEMENT ? slotsFor.unitAtIndex(province.index())
        : slotsFor.dislodgedAt(province).orElseThrow().unit();
    return u.power();
  }

  /**
   * How many orders of a slot the phase wants: 1 for a unit (movement, retreat), and for a power in an adjustment
   * phase the number of builds it is due (its supply centres less its units) or of removals (its units less its
   * centres). Builds due are not limited by the sites it has: the slot may hold fewer orders; but for a power with
   * alternative home centres ({@link io.github.dipjudge.map.Power#hasAlternativeHomes()}, {@code zeus}'s U.S.A.)
   * they are capped at {@code BuildSiteRules.buildLimit}.
   *
   * @param slot a slot of the last generation, below {@link #slotCount()}
   * @return how many orders of the slot are due
   */
  public int slotDue(int slot) {
    checkElementIndex(slot, slots);
    return slotDue[slot];
  }

  // ============================================================================================ movement

  /**
   * Loads the units of the position, in province order, from its array by province: a position met once (a
   * simulation's) would otherwise build its list of units for this alone.
   */
  private void loadBoard(Position pos) {
    Arrays.fill(unitBits, 0L);
    int k = 0;
    // Straight from the position's unit codes (BoardCodes): a byte a province and a table look-up for the unit's
    // type and location, no Unit value read. Without a branch: whether a province holds a unit follows no pattern a
    // predictor learns, so every province is written and counted in only when it holds one; the type and location
    // written for an empty province are never read (every reader takes its provinces from unitList or unitBits).
    final BoardCodes board = ACCESS.codes(pos);
    final byte[] units = ACCESS.units(pos);
    for (int p = 0; p < n; p++) {
      int c = board.get(units, p);
      int held = -c >>> 31; // 1 when a unit stands there (a code is never negative)
      unitList[k] = p;
      k += held;
      unitBits[p >>> 6] |= (long) held << p;
      unitFleet[p] = board.fleet(p, c);
      unitLoc[p] = board.location(p, c);
    }
    unitCount = k;
    shut = t.seasonal ? t.shutIn(pos.phase().season()) : null;
    chains.shut = shut;
    chains.setBoard(unitList, unitCount, unitFleet);
  }

  private void movement(Position pos) {
    movementTables(pos);
    for (int k = 0; k < unitCount; k++) {
      int p = unitList[k];
      int loc = unitLoc[p];
      openSlot(loc);
      // The hold and the moves the map alone allows: copied from the table of the unit's location.
      int[] fixed = unitFleet[p] ? fleetOrders[loc] : armyOrders[loc];
      if (count + fixed.length + 2 * n > codes.length) {
        codes = Arrays.copyOf(codes, Math.max(codes.length * 2, count + fixed.length + 2 * n));
      }
      System.arraycopy(fixed, 0, codes, count, fixed.length);
      count += fixed.length;
      if (convoyMoves[p] != 0) {
        // Moves by convoy (an army some chain carries; the rows of the others are not written for this position):
        // to a place the army could also walk to, only "via convoy" is new (unless the table has it already);
        // elsewhere both forms.
        long[] adj = t.armyAdjBits[p];
        long[] chain = convoyDest[p];
        for (int w = 0; w < t.words; w++) {
          long bits = chain[w];
          while (bits != 0) {
            int y = (w << 6) + Long.numberOfTrailingZeros(bits);
            bits &= bits - 1;
            if ((adj[w] & (1L << y)) == 0) {
              codes[count++] = OrderCodes.code(MOVE, loc, y, 0);
              codes[count++] = OrderCodes.code(MOVE_VIA_CONVOY, loc, y, 0);
            } else if (!viaWithoutChain) {
              codes[count++] = OrderCodes.code(MOVE_VIA_CONVOY, loc, y, 0);
            }
          }
        }
      }
      // Supports.
      supports(p, loc);
      // Convoys.
      if (unitFleet[p] && t.canConvoy[p]) {
        int words = t.words;
        for (int j = 0; j < convoyArmyCount; j++) {
          int a = convoyArmies[j];
          if (!MapTables.get(reached[a], p)) {
            continue;
          }
          long[] needed = neededByArmy(a);
          int base = p * words;
          for (int w = 0; w < words; w++) {
            long bits = needed[base + w];
            while (bits != 0) {
              int d = (w << 6) + Long.numberOfTrailingZeros(bits);
              bits &= bits - 1;
              emit(CONVOY, loc, a, d);
            }
          }
        }
      }
    }
    if (filtered()) {
      dropClosed(pos);
    }
  }

  /**
   * The provinces shut in the position's season ({@code MapTables.shutIn}), or null on a map without seasonal
   * provinces: set by {@link #loadBoard}.
   */
  private boolean[] shut;

  /**
   * Whether the code involves a province shut this season, as the compiler refuses it: any order but a hold of a
   * unit standing there (DPjudge's HIBERNATE), a move or a support into it, a support of its unit's move, a convoy
   * of an army there or to it.
   */
  private boolean touchesShut(int code) {
    int kind = kind(code);
    if (kind == HOLD) {
      return false;
    }
    if (shut[t.provinceOf[unitLocation(code)]] || shut[t.provinceOf[target(code)]]) {
      return true;
    }
    return (kind == SUPPORT_MOVE || kind == CONVOY) && shut[t.provinceOf[destination(code)]];
  }

  /**
   * Whether movement codes are filtered after generation: on a map with borders open only to the owner of given
   * centres, with provinces shut in some seasons ({@link #touchesShut}), with units
   * that may not move (a dummy's under {@code IMMOBILE_DUMMIES}, {@code DummyRules}), or with leagues that forbid some
   * supports and convoys ({@code LeagueRules}).
   */
  boolean filtered() {
    return t.ownerBorders || t.seasonal || t.immobile != null || t.leagues != null;
  }

  /**
   * Removes the codes that cross a border closed to their unit's power (open only to the owner of given centres,
   * {@code MapTables.closed}), as the compiler refuses them: a move, a support into the province, and a support of a
   * move across such a border by the supported unit; those that involve a province shut this season
   * ({@link #touchesShut}); and the moves of a unit that may not move (a dummy's under {@code IMMOBILE_DUMMIES},
   * refused as {@link Reason#IMMOBILE_DUMMY}). Only on a map with such borders ({@code imperial}), seasonal provinces
   * ({@code loeb9}) or such units ({@code sengoku}), after the generation the standard map uses unchanged;
   * {@link #sample} generates on such a map instead of counting.
   */
  private void dropClosed(Position pos) {
    int w = 0;
    int slot = 0;
    for (int i = 0; i < count; i++) {
      while (slot < slots && slotStart[slot] == i) {
        slotStart[slot++] = w;
      }
      if (!crossesClosed(pos, codes[i]) && !(shut != null && touchesShut(codes[i]))) {
        codes[w++] = codes[i];
      }
    }
    while (slot < slots) {
      slotStart[slot++] = w;
    }
    count = w;
  }

  /** Whether a support or convoy code is one a league forbids ({@code LeagueRules}), as the compiler refuses it. */
  private boolean refusedByLeague(Position pos, int code, int kind, int power) {
    if (kind != SUPPORT_HOLD && kind != SUPPORT_MOVE && kind != CONVOY) {
      return false;
    }
    int helped = pos.unitAtIndex(t.provinceOf[target(code)]).power().index();
    int victim = -1;
    if (kind != SUPPORT_HOLD) {
      io.github.dipjudge.position.Unit v = pos.unitAtIndex(t.provinceOf[destination(code)]);
      victim = v == null ? -1 : v.power().index();
    }
    return t.leagues.refusal(power, helped, victim) != null;
  }

  private boolean crossesClosed(Position pos, int code) {
    int kind = kind(code);
    int loc = unitLocation(code);
    io.github.dipjudge.position.Unit unit = pos.unitAtIndex(t.provinceOf[loc]);
    int power = unit.power().index();
    if (t.immobile != null && t.immobile[power] && (kind == MOVE || kind == MOVE_VIA_CONVOY)) {
      return true;
    }
    if (t.leagues != null && refusedByLeague(pos, code, kind, power)) {
      return true;
    }
    if (!t.ownerBorders) {
      return false;
    }
    int target = target(code);
    // Only fleets cross such a border (the map refuses one on an army's path): an army's move code to that province
    // is a move by convoy, which the border does not concern.
    switch (kind) {
      case MOVE:
        return unit.type() == UnitType.FLEET && t.closed(loc, t.provinceOf[target], power, pos);
      case SUPPORT_HOLD:
        return t.closed(loc, t.provinceOf[target], power, pos);
      case SUPPORT_MOVE:
        int y = t.provinceOf[destination(code)];
        io.github.dipjudge.position.Unit supported = pos.unitAtIndex(t.provinceOf[target]);
        return t.closed(loc, y, power, pos) || supported.type() == UnitType.FLEET
            && t.closed(supported.location().index(), y, supported.power().index(), pos);
      default:
        return false;
    }
  }

  /**
   * The tables of a movement position that every unit's orders are read from: the board, the convoy reach of every
   * army and the fleets some army's chains can use, the support tails by place; the needed-fleet searches are made
   * per army on first use.
   */
  void movementTables(Position pos) {
    loadBoard(pos);
    excludedFor = -1;
    Arrays.fill(neededReady, false);
    // Convoy reach of every army.
    convoyArmyCount = 0;
    Arrays.fill(carrying, 0L);
    boolean ports = chains.hasPortFleets(); // then a port's chains are no group's alone: all may be lost
    for (int k = 0; k < unitCount; k++) {
      int a = unitList[k];
      convoyMoves[a] = 0;
      // Only an army beside some fleet's water has convoy rows written for this position: every reader of the rows
      // takes its armies from convoyArmies or convoyMoves, and most armies are beside none.
      if (!unitFleet[a] && chains.touchesSomeGroup(a)) {
        chains.reach(a, reached[a], convoyDest[a], mayBeLost[a]);
        convoyArmies[convoyArmyCount++] = a;
        long[] adj = t.armyAdjBits[a];
        long[] chain = convoyDest[a];
        int moves = 0;
        long[] lose = mayBeLost[a];
        for (int w = 0; w < t.words; w++) {
          carrying[w] |= reached[a][w];
          moves += 2 * Long.bitCount(chain[w] & ~adj[w]) + (viaWithoutChain ? 0 : Long.bitCount(chain[w] & adj[w]));
          lose[w] = (ports ? chain[w] : lose[w]) & ~adj[w];
        }
        convoyMoves[a] = moves;
      }
    }
    supportEntries();
  }

  private final long[][] neededCache;
  private final boolean[] neededReady;
  /** Army province -> the fleets its chains could use ({@link #reached}) when its row of neededCache was searched. */
  private final long[][] neededFor;
  /** Army province -> whether its row of neededCache may serve another position with the same neededFor. */
  private final boolean[] neededKept;

  /**
   * For the army in a, the destinations each fleet at sea is needed for (row f at {@code f * words}, read only for
   * the fleets in {@code reached[a]}): one search per army and position, and kept for the next position while the
   * fleets its chains could use are the same. The rows of those fleets depend on nothing else: the search of
   * {@code ConvoyChains.neededPairs} starts at the fleets whose water touches a and goes on over touching fleets, all
   * in {@code reached[a]}, and its ends are the land their waters touch. An army that stays put beside fleets that
   * stay put (three asks in four in random games) is not searched again; a board with a fleet in a port (whose
   * province a chain through that fleet does not enter, which the polynomial method asks of every port holding a
   * fleet) is always searched.
   */
  long[] neededByArmy(int a) {
    long[] rows = neededCache[a];
    if (rows == null) {
      rows = neededCache[a] = new long[n * t.words];
      neededFor[a] = new long[t.words];
    }
    if (!neededReady[a]) {
      long[] key = neededFor[a];
      if (!neededKept[a] || !Arrays.equals(key, reached[a])) {
        chains.neededPairs(a, rows);
        System.arraycopy(reached[a], 0, key, 0, t.words);
        neededKept[a] = !chains.hasPortFleets();
      }
      neededReady[a] = true;
    }
    return rows;
  }

  /**
   * The hold and the moves a fleet on the location may be ordered, fixed by the map and the rulebook: each fleet
   * neighbour; for a split-coast province with exactly one reachable coast, the order without coast (4.B.2 a) and
   * the order naming the other coast when the rulebook ignores an impossible coast (4.B.3 a).
   */
  int[] fleetOrders(int loc, boolean omittedCoastOk, boolean impossibleCoastIgnored) {
    int p = t.provinceOf[loc];
    int extra = 0; // per split-coast province at most the coastless order and one per other coast
    for (int y : splitProvinces) {
      extra += t.coastsOf[y].length;
    }
    int[] out = new int[1 + t.fleetAdj[loc].length + extra];
    int k = 0;
    out[k++] = OrderCodes.code(HOLD, loc, 0, 0);
    for (int to : t.fleetAdj[loc]) {
      out[k++] = OrderCodes.code(MOVE, loc, to, 0);
    }
    for (int y : splitProvinces) {
      if (y == p) {
        continue;
      }
      int reachable = 0;
      for (int c : t.coastsOf[y]) {
        if (t.fleetAdjacentLoc(loc, c)) {
          reachable++;
        }
      }
      if (reachable != 1) {
        continue;
      }
      if (omittedCoastOk) {
        out[k++] = OrderCodes.code(MOVE, loc, y, 0);
      }
      if (impossibleCoastIgnored) {
        for (int c : t.coastsOf[y]) {
          if (!t.fleetAdjacentLoc(loc, c)) {
            out[k++] = OrderCodes.code(MOVE, loc, c, 0);
          }
        }
      }
    }
    return Arrays.copyOf(out, k);
  }

  /**
   * The hold and the moves an army in the province may be ordered over land, fixed by the map and the rulebook: each
   * neighbour, and "via convoy" to it as well where the rulebook lets such an order stand without a chain of fleets
   * (2000 with the land route as fallback, 1971, webDiplomacy's land move when no convoy orders chain).
   */
  int[] armyOrders(int p, boolean viaWithoutChain) {
    int[] out = new int[1 + 2 * t.armyAdj[p].length];
    int k = 0;
    out[k++] = OrderCodes.code(HOLD, p, 0, 0);
    for (int y : t.armyAdj[p]) {
      out[k++] = OrderCodes.code(MOVE, p, y, 0);
      if (viaWithoutChain) {
        out[k++] = OrderCodes.code(MOVE_VIA_CONVOY, p, y, 0);
      }
    }
    return Arrays.copyOf(out, k);
  }

  /**
   * For each place, the tails of the supports to move into it: one entry per unit that could move there (and per
   * coast a fleet reaches, plus the coastless form, for split-coast provinces), in unit order, holding the mover's
   * location and the destination as a support code holds them. The sign bit marks an army that gets there only by
   * convoy, for the DATC 6.D.31 check of supporters at sea. Each place has room, fixed by the map, for every unit that
   * could ever move there, so the entries are written in one pass. The supports of any supporter are then copies of
   * the entries of the places it reaches: one step per order emitted.
   */
  private void supportEntries() {
    final int words = t.words;
    final int[] entries = this.entries;
    final int[] base = entryBase;
    final int[] len = entryLen;
    Arrays.fill(len, 0);
    final int[] tails = moverTails;
    final int[] start = moverStart;
    final int fleetBase = t.locations;
    for (int k = 0; k < unitCount; k++) {
      int x = unitList[k];
      // No branch on the unit's type (random from one unit to the next): both kinds' tails are rows of one table.
      int at = (unitFleet[x] ? fleetBase : 0) + unitLoc[x];
      for (int i = start[at], end = start[at + 1]; i < end; i++) {
        int tail = tails[i];
        int y = tail & PLACE_BITS;
        entries[base[y] + len[y]++] = tail & ~PLACE_BITS;
      }
      if (convoyMoves[x] != 0) { // an army some chain carries (movementTables): its places reached by convoy alone
        int xl = unitLoc[x] << TARGET_SHIFT;
        long[] adj = t.armyAdjBits[x];
        long[] chain = convoyDest[x];
        for (int w = 0; w < words; w++) {
          long bits = chain[w] & ~adj[w];
          while (bits != 0) {
            int y = (w << 6) + Long.numberOfTrailingZeros(bits);
            bits &= bits - 1;
            entries[base[y] + len[y]++] = xl | y << DEST_SHIFT | CONVOY_ONLY;
          }
        }
      }
    }
  }

  /**
   * A fleet's support tails, fixed by the map: for each province it reaches, in province order, each coast it
   * reaches there (split-coast provinces) and then the province itself, as {@code place | destination << 16}.
   */
  int[] fleetTails(int loc) {
    int[] out = new int[64];
    int k = 0;
    long[] reach = t.fleetAdjProvBits[loc];
    for (int y = 0; y < n; y++) {
      if (!MapTables.get(reach, y)) {
        continue;
      }
      if (t.splitCoasts[y]) {
        for (int c : t.coastsOf[y]) {
          if (t.fleetAdjacentLoc(loc, c)) {
            out = k + 2 > out.length ? Arrays.copyOf(out, out.length * 2) : out;
            out[k++] = y | c << TAIL_SHIFT;
          }
        }
      }
      out = k + 1 > out.length ? Arrays.copyOf(out, out.length * 2) : out;
      out[k++] = y | y << TAIL_SHIFT;
    }
    return Arrays.copyOf(out, k);
  }

  /** Supports by the unit in s: hold supports of the units it reaches, copies of the move entries of its places. */
  private void supports(int s, int sLoc) {
    final int words = t.words;
    boolean sFleet = unitFleet[s];
    // Where it may support: where it reaches, less the special borders of a variant (the same array elsewhere).
    long[] reach = t.supportReach(sFleet, sLoc);
    boolean seaFleet = sFleet && t.canConvoy[s]; // a port's fleet convoys as if at sea
    // Hold supports: the units in the places the supporter reaches.
    for (int w = 0; w < words; w++) {
      long bits = reach[w] & unitBits[w];
      while (bits != 0) {
        int x = (w << 6) + Long.numberOfTrailingZeros(bits);
        bits &= bits - 1;
        if (x != s) {
          emit(SUPPORT_HOLD, sLoc, unitLoc[x], 0);
        }
      }
    }
    // Move supports: every mover into every place the supporter reaches (not its own), the supporter excepted.
    if (seaFleet) {
      excluded(s);
    }
    final int head = SUPPORT_MOVE | sLoc << UNIT_SHIFT;
    final int self = sLoc << TARGET_SHIFT;
    final int[] entries = this.entries;
    for (int w = 0; w < words; w++) {
      long places = reach[w];
      while (places != 0) {
        int y = (w << 6) + Long.numberOfTrailingZeros(places);
        places &= places - 1;
        if (y == s) {
          continue;
        }
        int from = entryBase[y];
        int to = from + entryLen[y];
        if (count + (to - from) + 8 > codes.length) {
          codes = Arrays.copyOf(codes, Math.max(codes.length * 2, count + (to - from) + 8));
        }
        int[] out = codes;
        int c = count;
        if (!seaFleet) {
          // Branch-free: write every entry, keep it unless it is the supporter's own move. Up to eight entries in
          // one fixed-length step (the rest of the row is read but not kept), so that the loop's exit cannot be
          // mispredicted.
          int len = to - from;
          if (len <= 8) {
            for (int i = 0; i < 8; i++) {
              int e = entries[from + i] & ~CONVOY_ONLY;
              out[c] = head | e;
              int notSelf = ((e & TARGET_FIELD) ^ self);
              c += ((i - len) >>> 31) & ((notSelf | -notSelf) >>> 31);
            }
          } else {
            for (int i = from; i < to; i++) {
              int e = entries[i] & ~CONVOY_ONLY;
              out[c] = head | e;
              c += (e & TARGET_FIELD) == self ? 0 : 1;
            }
          }
        } else {
          // Branch-free as well: an army that gets to y only by convoy is dropped when every chain to y needs the
          // supporter (the supporter may not also be the convoy, DATC 6.D.31).
          final int yw = y >>> 6;
          final long yb = 1L << y;
          for (int i = from; i < to; i++) {
            int e = entries[i];
            int x = (e >>> TARGET_SHIFT) & MASK; // an army stands on its province's main location
            boolean lost = (e < 0) & (lostStamp[x] == stamp) & ((lostOver[x * words + yw] & yb) != 0);
            out[c] = head | (e & ~CONVOY_ONLY);
            c += ((e & TARGET_FIELD) == self) | lost ? 0 : 1;
          }
        }
        count = c;
      }
    }
  }

  /**
   * For the fleet at sea in s as a supporter: for every army a chain could carry over s, the places it reaches only
   * over s, where s may not support its move ({@link #lostOver}, valid where {@link #lostStamp} is the current stamp;
   * their union {@link #lostAny} and their number {@link #lostCount}). A place one group alone reaches
   * ({@link #mayBeLost}) is lost when s is that group's only fleet (half the fleets at sea asked in random games:
   * nothing to search), and otherwise when none of the groups that the rest of its group splits into without s
   * reaches it (only those: the board's other groups do not reach such a place).
   */
  void excluded(int s) {
    final int words = t.words;
    excludedFor = s;
    stamp++;
    lostCount = 0;
    Arrays.fill(lostAny, 0L);
    if (!MapTables.get(carrying, s)) {
      return; // no army's chain uses s: nothing to check
    }
    // Where s supports into: without a fleet in a port, s is at sea, and these are places its water touches, so a
    // place of mayBeLost there is reached by the group of s alone.
    long[] reach = t.supportReach(true, unitLoc[s]);
    boolean ports = chains.hasPortFleets(); // then mayBeLost holds every place reached by convoy alone
    boolean alone = !ports && chains.aloneInGroup(s);
    if (!alone) {
      chains.exclude(s);
    }
    for (int j = 0; j < convoyArmyCount; j++) {
      int a = convoyArmies[j];
      if (!MapTables.get(reached[a], s)) {
        continue;
      }
      long[] lose = mayBeLost[a];
      int base = a * words;
      if (ports) {
        chains.destinationsWithoutExcluded(a, lostOver, base); // the places a chain without s still reaches
      } else if (!alone) {
        chains.destinationsOverSplitGroup(a, lostOver, base); // the same, for the places of mayBeLost
      }
      for (int w = 0; w < words; w++) {
        long lost = lose[w] & reach[w] & (alone ? -1L : ~lostOver[base + w]);
        lostOver[base + w] = lost;
        lostAny[w] |= lost;
        lostCount += Long.bitCount(lost);
      }
      lostStamp[a] = stamp;
    }
  }

  // ============================================================================================ retreat

  private void retreat(Position pos) {
    boolean omittedCoastOk =
        rules.omittedCoastOneCoast() == Rulebook.OmittedCoastOneCoastPossible.A_MOVE_TO_THAT_COAST;
    boolean impossibleCoastIgnored = rules.impossibleCoast() == Rulebook.ImpossibleCoast.A_COAST_IGNORED;
    for (DislodgedUnit d : ACCESS.dislodged(pos)) {
      int loc = d.unit().location().index();
      openSlot(loc);
      ImmutableList<Location> options = RetreatAdjudicator.options(t, pos, d, rules);
      for (Location l : options) {
        emit(RETREAT, loc, l.index(), 0);
      }
      if (d.unit().type() == UnitType.FLEET) {
        for (int y = 0; y < n; y++) {
          if (!t.splitCoasts[y]) {
            continue;
          }
          int only = -1;
          int reachable = 0;
          for (int c : t.coastsOf[y]) {
            if (t.fleetAdjacentLoc(loc, c)) {
              reachable++;
              only = c;
            }
          }
          if (reachable != 1 || !options.contains(map.locations().get(only))) {
            continue;
          }
          if (omittedCoastOk) {
            emit(RETREAT, loc, y, 0);
          }
          if (impossibleCoastIgnored) {
            for (int c : t.coastsOf[y]) {
              if (c != only) {
                emit(RETREAT, loc, c, 0);
              }
            }
          }
        }
      }
      emit(DISBAND, loc, 0, 0);
    }
  }

  // ============================================================================================ adjustment

  private void adjustment(Position pos) {
    boolean fleetInlandBuildsArmy = rules.fleetBuildInland() == Rulebook.FleetBuildInland.B_BUILDS_ARMY;
    boolean waive = rules.waivingBuilds() == Rulebook.WaivingBuilds.A_ALLOWED;
    int[] delta = powerDelta;
    BuildSiteRules.due(pos, delta);
    for (Power p : t.powerArray) {
      int pi = p.index();
      if (delta[pi] == 0) {
        continue;
      }
      openSlot(pi);
      slotDue[slots - 1] = Math.abs(delta[pi]);
      if (delta[pi] > 0 && p.hasAlternativeHomes()) {
        // zeus's U.S.A.: its builds are capped at its sites that are no alternative home centres (DPjudge's
        // Game.buildLimit); one field test on every other map.
        slotDue[slots - 1] = Math.min(delta[pi], BuildSiteRules.buildLimit(pos, p, rules));
      }
      if (delta[pi] > 0) {
        // The build sites of BuildSiteRules: the owned home centres in the map's order (all a power has on the
        // standard map), then any other owned centre under BUILD_ANY and the open partisan sites.
        int sites = BuildSiteRules.sites(pos, p, rules, siteBuffer);
        for (int i = 0; i < sites; i++) {
          Province h = siteBuffer[i];
          if (h.terrain().admits(UnitType.ARMY)) {
            emit(BUILD_ARMY, h.index(), h.index(), pi);
          }
          for (int l : fleetLocationsOf[h.index()]) {
            emit(BUILD_FLEET, l, l, pi);
          }
          if (h.terrain() == Terrain.INLAND && fleetInlandBuildsArmy) {
            emit(BUILD_FLEET, h.index(), h.index(), pi);
          }
        }
        if (waive) {
          emit(WAIVE, pi, 0, 0);
        }
      } else {
        // The power's units, from the position's codes (BoardCodes): no Unit value read.
        final BoardCodes board = ACCESS.codes(pos);
        final byte[] units = ACCESS.units(pos);
        for (int q = 0; q < n; q++) {
          int c = board.get(units, q);
          if (c != 0 && board.power(c) == pi) {
            emit(DISBAND, board.location(q, c), 0, 0);
          }
        }
      }
    }
  }

  // ============================================================================================ values

  /**
   * The order a code stands for, issued by the unit's power (a build or waive: by the power it is for), in the given
   * position. Only a code that {@link #generate(Position)} produces for that position is accepted: any other (a kind
   * or field out of range, a field the kind does not use that is not 0, no unit where it says, an order that is not
   * legal there) is refused. The check looks the code up among the codes of its unit's slot (its power's slot in an
   * adjustment phase): from the last generation when the position is its position (or an equal one), otherwise
   * from a generation of that position in a second buffer of this generator, made once per position, so that the
   * codes of the last {@link #generate(Position)} stay valid.
   *
   * @param pos the position, on this generator's map
   * @param code a code of {@link #generate(Position)} for that position
   * @return the order
   * @throws IllegalArgumentException if the position is on another map, or the code is not one the generator
   *     produces for the position; the message names the code and its fields
   */
  public Order decode(Position pos, int code) {
    checkNotNull(pos, "pos");
    checkArgument(pos.map() == map, "the position is on map %s, the generator on %s", pos.map().id(), map.id());
    OrderGenerator g = this;
    if (pos != generatedFor && !pos.equals(generatedFor)) {
      if (checker == null) {
        checker = new OrderGenerator(map, rules);
      }
      g = checker;
      if (pos != g.generatedFor && !pos.equals(g.generatedFor)) {
        g.generate(pos);
      }
    }
    if (!g.produced(pos, code)) {
      throw new IllegalArgumentException("not a legal order of this position (" + pos.phase() + "): " + describe(code));
    }
    return decodeGenerated(pos, code);
  }

  /**
   * The order of the i-th code of the last {@link #generate(Position)}, in its position: as
   * {@link #decode(Position, int)} without the look-up.
   *
   * @param i the index of the code, below {@link #count()}
   * @return the order
   * @throws IndexOutOfBoundsException if {@code i} is not below {@link #count()}
   */
  public Order order(int i) {
    checkGenerated();
    checkElementIndex(i, count);
    return decodeGenerated(generatedFor, codes[i]);
  }

  /** Whether the last generation, for pos, produced the code: a look-up in the slot the code belongs to. */
  private boolean produced(Position pos, int code) {
    int owner = slotOwnerOf(pos, code);
    if (owner < 0) {
      return false;
    }
    int slot = slotOfOwner[owner];
    if (slot >= slots || slotOwner[slot] != owner) {
      return false; // no slot for that unit or power this generation (the entry is stale)
    }
    int end = slot + 1 < slots ? slotStart[slot + 1] : count;
    for (int i = slotStart[slot]; i < end; i++) {
      if (codes[i] == code) {
        return true;
      }
    }
    return false;
  }

  /** The slot owner a code belongs to (see {@link #slotOwner(int)}), or -1 when its fields cannot name one. */
  private int slotOwnerOf(Position pos, int code) {
    int kind = kind(code);
    int unit = unitLocation(code);
    if (lastType != PhaseType.ADJUSTMENT) {
      return kind <= DISBAND && unit < t.locations ? unit : -1;
    }
    switch (kind) {
      case WAIVE:
        return unit < map.powers().size() ? unit : -1;
      case BUILD_ARMY:
      case BUILD_FLEET:
        return destination(code) < map.powers().size() ? destination(code) : -1; // the building power
      case DISBAND:
        if (unit >= t.locations) {
          return -1;
        }
        Unit u = pos.unitAtIndex(t.provinceOf[unit]);
        return u == null ? -1 : u.power().index();
      default:
        return -1;
    }
  }

  /** A code and its fields, as an error message names them. */
  private String describe(int code) {
    return PhaseCodes.describe(map, code);
  }

  /**
   * The order a code well-formed for the position stands for ({@code PhaseCodes.check}), whether or not the generator
   * produces it: as {@link #decodeGenerated}, except that a support or convoy of a province without a unit names
   * the location written, with no unit type.
   */
  public Order decodeUnchecked(Position pos, int code) {
    int kind = kind(code);
    if ((kind == SUPPORT_HOLD || kind == SUPPORT_MOVE || kind == CONVOY)
        && pos.unitAtIndex(t.provinceOf[target(code)]) == null) {
      Unit u = pos.unitAtIndex(t.provinceOf[unitLocation(code)]);
      Optional<Power> power = powerOptional[u.power().index()];
      Optional<UnitType> type = u.type() == UnitType.ARMY ? ARMY : FLEET;
      Location loc = t.locationArray[unitLocation(code)];
      UnitRef nobody = new UnitRef(Optional.empty(), Optional.empty(), t.locationArray[target(code)]);
      Location dest = t.locationArray[destination(code)];
      return kind == SUPPORT_HOLD ? new SupportHold(power, type, loc, nobody)
          : kind == SUPPORT_MOVE ? new SupportMove(power, type, loc, nobody, dest)
          : new Convoy(power, type, loc, nobody, dest);
    }
    return decodeGenerated(pos, code);
  }

  /** The order a code the generator produced for pos stands for (no check that it did). */
  Order decodeGenerated(Position pos, int code) {
    int kind = kind(code);
    if (kind == WAIVE) {
      return Waive.of(map.powers().get(unitLocation(code)));
    }
    Location loc = map.locations().get(unitLocation(code));
    if (kind == BUILD_ARMY || kind == BUILD_FLEET) {
      Power p = map.powers().get(destination(code));
      return new Build(Optional.of(p), Optional.of(kind == BUILD_ARMY ? UnitType.ARMY : UnitType.FLEET), loc);
    }
    Unit u = unitFor(pos, loc, kind);
    // One-element buffers kept by the instance: decodeUnitOrders is too large to inline, so arrays made here would
    // escape into it and cost two allocations per order of a random game's value path.
    oneCode[0] = code;
    decodeUnitOrders(pos, oneCode, 0, 1, u, oneOrder, 0);
    Order o = oneOrder[0];
    oneOrder[0] = null;
    return o;
  }

  private final int[] oneCode = new int[1];
  private final Order[] oneOrder = new Order[1];

  /**
   * The orders of the codes {@code in[from, to)}, all of the unit u (the codes of one slot), into {@code out} from
   * {@code at}. The loop is inside so that the decoding of a whole slot is compiled as one piece.
   */
  private void decodeUnitOrders(Position pos, int[] in, int from, int to, Unit u, Order[] out, int at) {
    Location loc = u.location();
    Location[] locations = t.locationArray;
    // Shared immutable parts: one Optional per power and type, so that each order value is one allocation.
    int powerIndex = u.power().index();
    Optional<Power> power = powerOptional[powerIndex];
    Optional<UnitType> type = u.type() == UnitType.ARMY ? ARMY : FLEET;
    ImmutableList<Province> noPath = ImmutableList.of();
    for (int i = from; i < to; i++) {
      int code = in[i];
      Order o;
      switch (kind(code)) {
        case HOLD:
          o = new Hold(power, type, loc);
          break;
        case MOVE:
          o = new Move(power, type, loc, locations[target(code)], false, noPath);
          break;
        case MOVE_VIA_CONVOY:
          o = new Move(power, type, loc, locations[target(code)], true, noPath);
          break;
        case SUPPORT_HOLD:
          o = new SupportHold(power, type, loc, ref(pos, powerIndex, target(code)));
          break;
        case SUPPORT_MOVE:
          o = new SupportMove(power, type, loc, ref(pos, powerIndex, target(code)), locations[destination(code)]);
          break;
        case CONVOY:
          o = new Convoy(power, type, loc, ref(pos, powerIndex, target(code)), locations[destination(code)]);
          break;
        case RETREAT:
          o = new Retreat(power, type, loc, locations[target(code)]);
          break;
        case DISBAND:
          o = new Disband(power, type, loc);
          break;
        default:
          throw new IllegalArgumentException("not an order code: " + code);
      }
      out[at++] = o;
    }
  }

  private Unit unitFor(Position pos, Location loc, int kind) {
    Unit u;
    if (kind == RETREAT || (kind == DISBAND && pos.phase().type() == PhaseType.RETREAT)) {
      u = pos.dislodgedAt(loc.province()).map(DislodgedUnit::unit).orElse(null);
    } else {
      u = pos.unitAtIndex(loc.province().index());
    }
    checkArgument(u != null, "no unit at %s", loc);
    return u;
  }

  /**
   * The reference a support or convoy by a unit of the given power makes to the unit on the location: with the unit's
   * nationality when it is foreign and the rulebook wants it written. The position's references are made once
   * ({@link #refsFor}); the caller has checked that a unit is there.
   */
  private UnitRef ref(Position pos, int ordererPower, int locIndex) {
    if (refsFor != pos) {
      makeRefs(pos);
    }
    int x = t.provinceOf[locIndex];
    // Without a branch: whether the unit is foreign is as likely one way as the other, order after order.
    int diff = refPower[x] ^ ordererPower;
    return refs[2 * x + ((diff | -diff) >>> 31)];
  }

  private void makeRefs(Position pos) {
    List<Unit> units = pos.units();
    for (int k = 0, size = units.size(); k < size; k++) {
      Unit x = units.get(k);
      int p = x.province().index();
      Optional<UnitType> type = x.type() == UnitType.ARMY ? ARMY : FLEET;
      UnitRef plain = new UnitRef(Optional.empty(), type, x.location());
      refs[2 * p] = plain;
      refs[2 * p + 1] = writeNationality ? new UnitRef(powerOptional[x.power().index()], type, x.location()) : plain;
      refPower[p] = x.power().index();
    }
    refsFor = pos;
  }

  /**
   * Every legal order of the position, as values, slot by slot (see the class comment).
   *
   * @param pos the position, on this generator's map
   * @return every legal order of the position
   */
  public ImmutableList<Order> orders(Position pos) {
    generate(pos);
    return values(pos);
  }

  /**
   * The codes of the last generation as values. A method of its own: compiled inside {@code orders} together with the
   * whole generator, the decoding loop ran out of the compiler's inlining budget and called out for every order.
   */
  private ImmutableList<Order> values(Position pos) {
    Order[] all = new Order[count];
    boolean unitSlots = lastType != PhaseType.ADJUSTMENT;
    for (int slot = 0; slot < slots; slot++) {
      int from = slotStart[slot];
      int to = slot + 1 < slots ? slotStart[slot + 1] : count;
      if (unitSlots && to > from) {
        // One unit per slot: looked up once.
        Unit u = unitFor(pos, t.locationArray[slotOwner[slot]], kind(codes[from]));
        decodeUnitOrders(pos, codes, from, to, u, all, from);
      } else {
        for (int i = from; i < to; i++) {
          all[i] = decodeGenerated(pos, codes[i]);
        }
      }
    }
    return ImmutableList.copyOf(all);
  }

  /**
   * The legal orders of one unit (movement: a unit on the board; retreat: a dislodged unit; adjustment: a unit that
   * may be removed), as values.
   *
   * @param pos the position, on this generator's map
   * @param unit the province of the unit
   * @return the unit's legal orders
   */
  public ImmutableList<Order> orders(Position pos, Province unit) {
    checkNotNull(unit, "unit");
    int c = generate(pos);
    ImmutableList.Builder<Order> b = ImmutableList.builder();
    for (int i = 0; i < c; i++) {
      int code = codes[i];
      int k = kind(code);
      if (k != WAIVE && k != BUILD_ARMY && k != BUILD_FLEET
          && map.locations().get(unitLocation(code)).province() == unit) {
        b.add(decodeGenerated(pos, code));
      }
    }
    return b.build();
  }

  /**
   * The legal orders of one power, as values.
   *
   * @param pos the position, on this generator's map
   * @param power the power
   * @return the legal orders of one power, as values
   */
  public ImmutableList<Order> orders(Position pos, Power power) {
    checkNotNull(power, "power");
    ImmutableList<Order> all = orders(pos);
    ImmutableList.Builder<Order> b = ImmutableList.builder();
    for (Order o : all) {
      if (o.power().orElse(null) == power) {
        b.add(o);
      }
    }
    return b.build();
  }

  /**
   * The map this generator is for.
   *
   * @return the map
   */
  public GameMap map() {
    return map;
  }

  /**
   * The rulebook whose legality this generator follows.
   *
   * @return the rulebook
   */
  public Rulebook rules() {
    return rules;
  }
}
