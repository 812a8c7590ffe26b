package io.github.dipjudge.adjudicate;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkElementIndex;
import static com.google.common.base.Preconditions.checkNotNull;
import static com.google.common.base.Preconditions.checkPositionIndexes;
import static com.google.common.base.Preconditions.checkState;

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
import java.util.random.RandomGenerator;

/**
 * Every legal order of a position, in the sense of DATC 4.E.1: each could be valid given some orders of the other
 * units, exactly as the {@link Adjudicator} with the same rulebook judges legality (it does not report it
 * {@link Outcome#ILLEGAL}). Convoy orders follow DATC 6.G.19: a fleet that no chain of fleets needs gets none.
 *
 * <p>The orders are the canonical ones: the unit named with its true type and location; a fleet moving to a
 * split-coast province names the coast (and, where the rulebook accepts the omitted coast, DATC 4.B.2, the order
 * without it is listed too); a support of a fleet into a split-coast province is listed with each coast the fleet
 * reaches and without a coast (DATC 4.B.4: a support that omits the coast is legal, though it may be void under
 * some rulebooks); an army's destination names no coast; a support or convoy names
 * the true type of the unit it refers to, and its nationality when the rulebook requires it (DATC 4.C.5); no
 * convoy path is written.
 *
 * <p>Two forms. The compact form, for simulations that sample orders: {@link #generate(Position)} fills a reused
 * int buffer, one code per order, grouped in slots (one slot per unit on the board in a movement phase, per
 * dislodged unit in a retreat phase, per power that adjusts in an adjustment phase); {@link #kind(int)},
 * {@link #unitLocation(int)}, {@link #target(int)} and {@link #destination(int)} take a code apart,
 * {@link #order(int)} turns the i-th code of the last generation into an {@link Order}, and
 * {@link #decode(Position, int)} turns any code into one, refusing a code the generator does not produce for the
 * position. The value form, for user interfaces:
 * {@link #orders(Position)} and friends. For a random choice of orders without generating every order of every
 * unit: {@link #sample(Position)}, then per slot {@link #slotSize(int)}, {@link #slotCode(int, int)} and
 * {@link #draw(int, RandomGenerator, int[], int)}, which give the very codes of the generation by their index in
 * the slot.
 *
 * <p>Compact codes pack four fields in an int: bits 0–3 the kind, then three fields of {@value #FIELD_BITS} bits:
 * bits 4–12 the ordered unit's location index (for a waive: the power index; for a build: the build location),
 * 13–21 the target location (a move's destination; a supported or convoyed unit's location; for builds, the build
 * location), 22–30 the destination of a supported or convoyed move (for builds: the building power's index, since
 * a build site need not be a home centre). So maps of up to {@value #MAX_INDEX} locations and as many powers are
 * supported ({@link #create} throws beyond): youngstown's 198 locations and chaos's 34 powers fit. The widths are
 * constants, not sized per map, because the field accessors are static; the shifts and masks cost the same as with
 * narrower fields, so the standard map pays nothing for the room.
 *
 * <p>Not thread-safe: an instance reuses its buffers; the compact results of one call are valid until the next.
 * Create one per thread.
 */
public final class LegalOrders {
  private static final PositionAccess ACCESS = PositionAccess.get();
  /** Hold. */
  public static final int HOLD = 0;
  /** Move, without "via convoy". */
  public static final int MOVE = 1;
  /** Move "via convoy". */
  public static final int MOVE_VIA_CONVOY = 2;
  /** Support to hold. */
  public static final int SUPPORT_HOLD = 3;
  /** Support to move. */
  public static final int SUPPORT_MOVE = 4;
  /** Convoy. */
  public static final int CONVOY = 5;
  /** Retreat (retreat phases). */
  public static final int RETREAT = 6;
  /** Disband (retreat phases) or remove (adjustment phases). */
  public static final int DISBAND = 7;
  /** Build an army. */
  public static final int BUILD_ARMY = 8;
  /** Build a fleet. */
  public static final int BUILD_FLEET = 9;
  /** Waive a build. */
  public static final int WAIVE = 10;
  /** The width of each of the three index fields of a code. */
  public static final int FIELD_BITS = 9;
  /** The largest number of locations, and of powers, a map may have for the compact codes: 511. */
  public static final int MAX_INDEX = (1 << FIELD_BITS) - 1;
  private static final int MASK = MAX_INDEX;
  private static final int UNIT_SHIFT = 4;
  private static final int TARGET_SHIFT = UNIT_SHIFT + FIELD_BITS;
  private static final int DEST_SHIFT = TARGET_SHIFT + FIELD_BITS;
  /** The target field in place: the mover's location in a support entry, compared with the supporter's own. */
  private static final int TARGET_FIELD = MASK << TARGET_SHIFT;
  /** A fleet tail packs the place (a province) and the destination (a location) in 16 bits each. */
  private static final int TAIL_SHIFT = 16;
  private static final int TAIL_MASK = 0xFFFF;

  private final GameMap map;
  private final Rulebook rules;
  private final boolean writeNationality; // a support or convoy of a foreign unit names its nationality (4.C.5)
  private final MapTables t;
  private final ConvoyChains chains;
  private final int n;

  // board
  private final boolean[] unitFleet;
  private final int[] unitLoc;
  // scratch
  private final long[][] convoyDest; // army province -> reachable convoy destinations
  private final long[][] reached; // army province -> fleets its chains can use
  private final int[][] fleetTails; // fleet location -> (place | destination location << 16), see supportEntries
  private final int[][] fleetOrders; // fleet location -> codes of its hold and map-given moves
  private final int[][] armyOrders; // army location (= province) -> codes of its hold and moves over land
  private final boolean viaWithoutChain; // "via convoy" may stand without a chain (2000 fallback, 1971, webDiplomacy)
  private final int[] entries; // support tails by place (see supportEntries)
  private final int[] entryBase; // place -> its first entry; room for every unit that could ever move there
  private final int[] entryLen; // place -> entries this position
  private static final int CONVOY_ONLY = 1 << 31;
  private final long[] unitBits; // the provinces with a unit
  private final long[] withoutSupporter; // army * words -> places a chain without the supporter still carries it to
  private final int[] withoutStamp; // army -> the stamp its withoutSupporter row was written for
  private int stamp;
  private final int[] convoyArmies; // armies some fleet at sea can carry
  private final long[] carrying; // the fleets at sea some army's chains can use
  private int convoyArmyCount;
  private final int[] unitList; // provinces with a unit, in order
  private int unitCount;
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
  private int[] codes = new int[1024];
  private int count;
  private int[] slotStart = new int[64];
  private int[] slotOwner = new int[64]; // location index (units) or power index (adjustments)
  private int[] slotDue = new int[64]; // how many of the slot's orders are due: 1, or a power's builds or removals
  private int slots;
  private PhaseType lastType;
  private Position generatedFor; // the position of the last generation
  private Position slotsFor; // the position of the last generation or sampling, whose slots slotPower names
  private final int[] slotOfOwner; // slot owner (location or power index) -> its slot, for the last generation
  private LegalOrders checker; // a second generator: decode's check for positions other than the last generated one

  private LegalOrders(GameMap map, Rulebook rules) {
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
    entryBase = new int[n];
    entryLen = new int[n];
    int total = 0;
    for (int y = 0; y < n; y++) {
      entryBase[y] = total;
      total += room[y];
    }
    entries = new int[total + 8]; // eight more: the fixed-length copy in supports reads past the last row
    ownEntries = new int[2 * t.locations];
    for (int loc = 0; loc < t.locations; loc++) {
      int p = t.provinceOf[loc];
      if (loc < n && t.isLand[loc]) {
        long[] reach = t.supportReach(false, loc); // an army has one entry at each place it reaches
        for (int y = 0; y < n; y++) {
          ownEntries[loc] += y != p && MapTables.get(reach, y) ? 1 : 0;
        }
      }
      if (t.fleetCanStand[loc]) {
        long[] reach = t.supportReach(true, loc);
        for (int tail : fleetTails[loc]) {
          int y = tail & TAIL_MASK;
          ownEntries[t.locations + loc] += y != p && MapTables.get(reach, y) ? 1 : 0;
        }
      }
    }
    unitBits = new long[t.words];
    convoyArmies = new int[n];
    carrying = new long[t.words];
    withoutSupporter = new long[t.locations * t.words]; // by location: the branch-free check reads fleets too
    withoutStamp = new int[t.locations];
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

  /**
   * A generator for positions on the given map under the given rulebook.
   *
   * @param map the map
   * @param rules the rulebook
   * @return a generator
   * @throws IllegalArgumentException if the map has more than {@value #MAX_INDEX} locations or powers (the compact
   *     code has {@value #FIELD_BITS} bits for each index)
   */
  public static LegalOrders create(GameMap map, Rulebook rules) {
    checkNotNull(map, "map");
    checkNotNull(rules, "rules");
    checkArgument(map.locations().size() <= MAX_INDEX,
        "the compact order code holds at most %s locations; map %s has %s", MAX_INDEX, map.id(),
        map.locations().size());
    checkArgument(map.powers().size() <= MAX_INDEX, "the compact order code holds at most %s powers; map %s has %s",
        MAX_INDEX, map.id(), map.powers().size());
    return new LegalOrders(map, rules);
  }

  // ============================================================================================ codes

  /**
   * The kind of a code: {@link #HOLD} to {@link #WAIVE}.
   *
   * @param code a code, as {@link #generate(Position)} makes them
   * @return the kind of a code: {@link #HOLD} to {@link #WAIVE}
   */
  public static int kind(int code) {
    return code & 0xF;
  }

  /**
   * The ordered unit's location index (for a waive, the power index).
   *
   * @param code a code, as {@link #generate(Position)} makes them
   * @return the ordered unit's location index (for a waive, the power index)
   */
  public static int unitLocation(int code) {
    return (code >>> UNIT_SHIFT) & MASK;
  }

  /**
   * A move's or retreat's destination, a supported or convoyed unit's location, or a build location (index).
   *
   * @param code a code, as {@link #generate(Position)} makes them
   * @return the target location index
   */
  public static int target(int code) {
    return (code >>> TARGET_SHIFT) & MASK;
  }

  /**
   * The destination of a supported or convoyed move (location index).
   *
   * @param code a code, as {@link #generate(Position)} makes them
   * @return the destination of a supported or convoyed move (location index)
   */
  public static int destination(int code) {
    return (code >>> DEST_SHIFT) & MASK;
  }

  private static int code(int kind, int unit, int target, int dest) {
    return kind | unit << UNIT_SHIFT | target << TARGET_SHIFT | dest << DEST_SHIFT;
  }

  private void emit(int kind, int unit, int target, int dest) {
    if (count == codes.length) {
      codes = Arrays.copyOf(codes, codes.length * 2);
    }
    codes[count++] = code(kind, unit, target, dest);
  }

  private void openSlot(int owner) {
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

  // ============================================================================================ sampling

  /** The last call was {@link #sample}: the slots are known, the codes of {@link #generate} are not. */
  private boolean sampled;
  /** After {@link #sample}: each slot's number of orders, or -1 until counted. */
  private int[] slotSizes = new int[64];
  /** The fleet at sea whose exclusion ({@link #excluded}) {@link #withoutSupporter} holds now, or -1. */
  private int excludedFor = -1;
  /**
   * {@code [(fleet ? locations : 0) + location]}: the entries of its own moves a supporter there finds among the rows
   * of the places it supports into (its province aside), which are not supports: one per place for an army, one per
   * tail for a fleet. Fixed by the map.
   */
  private final int[] ownEntries;
  private int[] drawScratch = new int[64];

  private void checkGenerated() {
    checkState(!sampled, "the last call was sample(position): slotSize, slotCode and draw give its orders; count, code,"
        + " slotStart, slotEnd and order refer to generate(position)");
  }

  /**
   * Prepares the position for drawing orders slot by slot without generating every order of every unit: the slots
   * ({@link #slotCount()}, {@link #slotOwner(int)}, {@link #slotDue(int)}) are those of {@link #generate(Position)},
   * and {@link #slotSize(int)} and {@link #slotCode(int, int)} give each slot's orders, in generation's order, as
   * they are asked for (in a movement phase a slot's orders are counted from the position's tables and the one asked
   * is found by walking them, without writing the others; retreat and adjustment phases, which have few orders, are
   * generated). For a random choice of one order per unit this costs a fraction of generating them all; the codes
   * are the same: {@code slotCode(slot, i)} after {@code sample(pos)} is {@code code(slotStart(slot) + i)} after
   * {@code generate(pos)}. Afterwards {@link #count()}, {@link #code(int)}, {@link #slotStart(int)},
   * {@link #slotEnd(int)} and {@link #order(int)}, which refer to a generation, throw {@link IllegalStateException}
   * until the next {@code generate}; {@link #decode(Position, int)} still checks codes (in its second buffer).
   *
   * @param pos the position, on this generator's map
   * @return the number of slots
   * @throws IllegalArgumentException if the position is on another map
   */
  public int sample(Position pos) {
    checkNotNull(pos, "pos");
    checkArgument(pos.map() == map, "the position is on map %s, the generator on %s", pos.map().id(), map.id());
    if (pos.phase().type() != PhaseType.MOVEMENT || filtered()) {
      generate(pos);
      slotSizes = slotSizes.length >= slots ? slotSizes : new int[Math.max(slots, 2 * slotSizes.length)];
      for (int k = 0; k < slots; k++) {
        slotSizes[k] = (k + 1 < slots ? slotStart[k + 1] : count) - slotStart[k];
      }
    } else {
      count = 0;
      slots = 0;
      lastType = PhaseType.MOVEMENT;
      movementTables(pos);
      for (int k = 0; k < unitCount; k++) {
        openSlot(unitLoc[unitList[k]]);
      }
      slotSizes = slotSizes.length >= slots ? slotSizes : new int[Math.max(slots, 2 * slotSizes.length)];
      Arrays.fill(slotSizes, 0, slots, -1);
    }
    generatedFor = null; // decode's check cannot look in this buffer
    slotsFor = pos;
    sampled = true;
    return slots;
  }

  /**
   * The number of orders of a slot: after {@link #generate(Position)} {@code slotEnd(slot) - slotStart(slot)}, after
   * {@link #sample(Position)} the same, counted on first asking.
   *
   * @param slot a slot of the last generation or sampling, below {@link #slotCount()}
   * @return the number of orders of the slot
   */
  public int slotSize(int slot) {
    checkElementIndex(slot, slots);
    if (!sampled) {
      return (slot + 1 < slots ? slotStart[slot + 1] : count) - slotStart[slot];
    }
    int size = slotSizes[slot];
    if (size < 0) {
      size = slotSizes[slot] = countMovementSlot(slot);
    }
    return size;
  }

  /**
   * The code of the i-th order of a slot, in generation's order: after {@link #generate(Position)}
   * {@code code(slotStart(slot) + i)}, after {@link #sample(Position)} the same code, found without writing the
   * slot's other codes.
   *
   * @param slot a slot of the last generation or sampling, below {@link #slotCount()}
   * @param i the index of the order in the slot, below {@link #slotSize(int)}
   * @return the code
   * @throws IndexOutOfBoundsException if the slot or the index is out of range
   */
  public int slotCode(int slot, int i) {
    checkElementIndex(i, slotSize(slot));
    if (!sampled || lastType != PhaseType.MOVEMENT || filtered()) {
      return codes[slotStart[slot] + i];
    }
    return movementSlotCode(slot, i);
  }

  /**
   * A uniformly random choice among a slot's orders, the indices in the slot ({@code 0 .. slotSize(slot) - 1}) going
   * to {@code out} from {@code at}; returns how many. For a unit one order, {@code random.nextInt(slotSize(slot))};
   * for a power in an adjustment phase as many distinct orders as it is due ({@link #slotDue(int)}, or all the slot
   * holds when that is fewer): the first draws of a Fisher-Yates shuffle of the indices, the i-th draw
   * {@code i + random.nextInt(size - i)}. An empty slot draws nothing. The same random state gives the same indices
   * after {@link #generate(Position)} and after {@link #sample(Position)}.
   *
   * @param slot a slot of the last generation or sampling, below {@link #slotCount()}
   * @param random the source of the draws
   * @param out where the indices go
   * @param at the index in {@code out} of the first
   * @return how many indices were written
   * @throws IndexOutOfBoundsException if the slot is out of range or {@code out} has no room for the indices
   */
  public int draw(int slot, RandomGenerator random, int[] out, int at) {
    checkNotNull(random, "random");
    checkNotNull(out, "out");
    int size = slotSize(slot);
    int due = Math.min(slotDue[slot], size);
    checkPositionIndexes(at, at + due, out.length);
    if (due == 0) {
      return 0;
    }
    if (lastType != PhaseType.ADJUSTMENT) {
      out[at] = random.nextInt(size);
      return 1;
    }
    if (drawScratch.length < size) {
      drawScratch = new int[Math.max(size, 2 * drawScratch.length)];
    }
    int[] idx = drawScratch;
    for (int i = 0; i < size; i++) {
      idx[i] = i;
    }
    for (int i = 0; i < due; i++) {
      int j = i + random.nextInt(size - i);
      int swap = idx[i];
      idx[i] = idx[j];
      idx[j] = swap;
      out[at + i] = idx[i];
    }
    return due;
  }

  /**
   * The number of orders of a unit's slot after {@link #sample}, from the position's tables: the same parts as
   * {@link #movement} writes, each counted with bit counts. Its hold and map-given moves (the table's length); an
   * army's moves by convoy; its hold supports (the units where it reaches); its move supports (the entries of the
   * places it reaches, less its own moves there and, for a fleet at sea, less the moves only a chain through it
   * would carry, DATC 6.D.31); a fleet's convoys (the destinations it is needed for, per army).
   */
  private int countMovementSlot(int slot) {
    final int words = t.words;
    int loc = slotOwner[slot];
    int p = t.provinceOf[loc];
    boolean fleet = unitFleet[p];
    int size = (fleet ? fleetOrders[loc] : armyOrders[loc]).length;
    if (!fleet) {
      long[] adj = t.armyAdjBits[p];
      long[] chain = convoyDest[p];
      for (int w = 0; w < words; w++) {
        size += 2 * Long.bitCount(chain[w] & ~adj[w]) + (viaWithoutChain ? 0 : Long.bitCount(chain[w] & adj[w]));
      }
    }
    long[] reach = t.supportReach(fleet, loc);
    int pw = p >>> 6;
    long notP = ~(1L << p);
    int rows = 0;
    for (int w = 0; w < words; w++) {
      long places = reach[w] & (w == pw ? notP : -1L);
      size += Long.bitCount(places & unitBits[w]);
      for (; places != 0; places &= places - 1) {
        rows += entryLen[(w << 6) + Long.numberOfTrailingZeros(places)];
      }
    }
    size += rows - ownEntries[(fleet ? t.locations : 0) + loc];
    if (fleet && t.canConvoy[p]) {
      size -= lostSupports(p, reach);
      for (int j = 0; j < convoyArmyCount; j++) {
        int a = convoyArmies[j];
        if (MapTables.get(reached[a], p)) {
          long[] needed = neededByArmy(a);
          for (int w = 0, base = p * words; w < words; w++) {
            size += Long.bitCount(needed[base + w]);
          }
        }
      }
    }
    return size;
  }

  /**
   * The move supports the fleet at sea (or in a port) in s may not give because every chain carrying the army there
   * runs through s (DATC 6.D.31): per army whose chains use s, its places reached only by convoy, where s supports
   * into, that no chain without s reaches. These are the entries {@link #supports} drops as lost.
   */
  private int lostSupports(int s, long[] reach) {
    if (excludedFor != s) {
      excluded(s);
    }
    final int words = t.words;
    int lost = 0;
    for (int j = 0; j < convoyArmyCount; j++) {
      int a = convoyArmies[j];
      if (withoutStamp[a] != stamp) {
        continue;
      }
      long[] adj = t.armyAdjBits[a];
      long[] chain = convoyDest[a];
      for (int w = 0, base = a * words; w < words; w++) {
        lost += Long.bitCount(chain[w] & ~adj[w] & reach[w] & ~withoutSupporter[base + w]);
      }
    }
    return lost;
  }

  /**
   * The i-th code of a unit's slot after {@link #sample}: the parts of {@link #countMovementSlot} walked in
   * generation's order until the i-th order, the support rows with the same test as {@link #supports}.
   */
  private int movementSlotCode(int slot, int i) {
    final int words = t.words;
    int loc = slotOwner[slot];
    int p = t.provinceOf[loc];
    boolean fleet = unitFleet[p];
    int[] fixed = fleet ? fleetOrders[loc] : armyOrders[loc];
    if (i < fixed.length) {
      return fixed[i];
    }
    i -= fixed.length;
    if (!fleet) {
      long[] adj = t.armyAdjBits[p];
      long[] chain = convoyDest[p];
      for (int w = 0; w < words; w++) {
        for (long bits = chain[w]; bits != 0; bits &= bits - 1) {
          int y = (w << 6) + Long.numberOfTrailingZeros(bits);
          if ((adj[w] & (1L << y)) == 0) {
            if (i < 2) {
              return code(i == 0 ? MOVE : MOVE_VIA_CONVOY, loc, y, 0);
            }
            i -= 2;
          } else if (!viaWithoutChain) {
            if (i == 0) {
              return code(MOVE_VIA_CONVOY, loc, y, 0);
            }
            i--;
          }
        }
      }
    }
    long[] reach = t.supportReach(fleet, loc);
    for (int w = 0; w < words; w++) {
      for (long bits = reach[w] & unitBits[w]; bits != 0; bits &= bits - 1) {
        int x = (w << 6) + Long.numberOfTrailingZeros(bits);
        if (x != p) {
          if (i == 0) {
            return code(SUPPORT_HOLD, loc, unitLoc[x], 0);
          }
          i--;
        }
      }
    }
    boolean seaFleet = fleet && t.canConvoy[p];
    if (seaFleet && excludedFor != p) {
      excluded(p);
    }
    final int head = SUPPORT_MOVE | loc << UNIT_SHIFT;
    final int self = loc << TARGET_SHIFT;
    // A unit's support rows at a place are the place's entries less its own, when none is lost (DATC 6.D.31 concerns
    // fleets at sea that some army's chain may use alone): supportEntries writes one entry for each place an army
    // reaches, over land or by convoy alone, and one for each place without split coasts a fleet reaches. A place
    // whose rows all come before the i-th is passed over by its count instead of entry by entry (this walk
    // was the largest part of sampling a random order per unit); a fleet at sea on some army's chains, and a fleet's
    // split-coast place (a tail per coast), are walked.
    boolean mayLose = seaFleet && MapTables.get(carrying, p); // as excluded(p): no chain over p, no loss
    final long[] own = fleet ? (mayLose ? null : t.fleetAdjProvBits[loc]) : t.armyAdjBits[p];
    final long[] ownByConvoy = fleet ? null : convoyDest[p];
    for (int w = 0; w < words; w++) {
      for (long places = reach[w]; places != 0; places &= places - 1) {
        int y = (w << 6) + Long.numberOfTrailingZeros(places);
        if (y == p) {
          continue;
        }
        final long yb = 1L << y;
        if (own != null && (ownByConvoy != null || !t.splitCoasts[y])) {
          int rows = entryLen[y] - (((own[w] | (ownByConvoy == null ? 0L : ownByConvoy[w])) & yb) != 0 ? 1 : 0);
          if (i >= rows) {
            i -= rows;
            continue;
          }
        }
        for (int e0 = entryBase[y], e1 = e0 + entryLen[y]; e0 < e1; e0++) {
          int e = entries[e0];
          int x = (e >>> TARGET_SHIFT) & MASK;
          boolean lost = seaFleet && e < 0 && withoutStamp[x] == stamp
              && (withoutSupporter[x * words + (y >>> 6)] & yb) == 0;
          if ((e & TARGET_FIELD) != self && !lost) {
            if (i == 0) {
              return head | (e & ~CONVOY_ONLY);
            }
            i--;
          }
        }
      }
    }
    for (int j = 0; j < convoyArmyCount; j++) {
      int a = convoyArmies[j];
      if (!MapTables.get(reached[a], p)) {
        continue;
      }
      long[] needed = neededByArmy(a);
      for (int w = 0, base = p * words; w < words; w++) {
        for (long bits = needed[base + w]; bits != 0; bits &= bits - 1) {
          if (i == 0) {
            return code(CONVOY, loc, a, (w << 6) + Long.numberOfTrailingZeros(bits));
          }
          i--;
        }
      }
    }
    throw new IllegalStateException("slot " + slot + " has fewer orders than counted"); // cannot happen
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
    // type and location, no Unit value read.
    final BoardCodes board = ACCESS.codes(pos);
    final byte[] units = ACCESS.units(pos);
    for (int p = 0; p < n; p++) {
      int c = board.get(units, p);
      if (c != 0) {
        unitList[k++] = p;
        unitBits[p >>> 6] |= 1L << p;
        unitFleet[p] = board.fleet(p, c);
        unitLoc[p] = board.location(p, c);
      }
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
      if (!unitFleet[p]) {
        // Moves by convoy: to a place the army could also walk to, only "via convoy" is new (unless the table has
        // it already); elsewhere both forms.
        long[] adj = t.armyAdjBits[p];
        long[] chain = convoyDest[p];
        for (int w = 0; w < t.words; w++) {
          long bits = chain[w];
          while (bits != 0) {
            int y = (w << 6) + Long.numberOfTrailingZeros(bits);
            bits &= bits - 1;
            if ((adj[w] & (1L << y)) == 0) {
              codes[count++] = code(MOVE, loc, y, 0);
              codes[count++] = code(MOVE_VIA_CONVOY, loc, y, 0);
            } else if (!viaWithoutChain) {
              codes[count++] = code(MOVE_VIA_CONVOY, loc, y, 0);
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
  private boolean filtered() {
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
  private void movementTables(Position pos) {
    loadBoard(pos);
    excludedFor = -1;
    Arrays.fill(neededReady, false);
    // Convoy reach of every army.
    convoyArmyCount = 0;
    Arrays.fill(carrying, 0L);
    for (int k = 0; k < unitCount; k++) {
      int a = unitList[k];
      if (!unitFleet[a]) {
        chains.reach(a, reached[a], convoyDest[a]);
        long any = 0;
        for (int w = 0; w < t.words; w++) {
          any |= reached[a][w];
        }
        if (any != 0) {
          convoyArmies[convoyArmyCount++] = a;
          for (int w = 0; w < t.words; w++) {
            carrying[w] |= reached[a][w];
          }
        }
      }
    }
    supportEntries();
  }

  private final long[][] neededCache;
  private final boolean[] neededReady;

  /**
   * For the army in a, the destinations each fleet at sea is needed for (row f at {@code f * words}): one search per
   * army and position, cached until the next generation.
   */
  private long[] neededByArmy(int a) {
    long[] rows = neededCache[a];
    if (rows == null) {
      rows = neededCache[a] = new long[n * t.words];
    }
    if (!neededReady[a]) {
      chains.neededPairs(a, rows);
      neededReady[a] = true;
    }
    return rows;
  }

  /**
   * The hold and the moves a fleet on the location may be ordered, fixed by the map and the rulebook: each fleet
   * neighbour; for a split-coast province with exactly one reachable coast, the order without coast (4.B.2 a) and
   * the order naming the other coast when the rulebook ignores an impossible coast (4.B.3 a).
   */
  private int[] fleetOrders(int loc, boolean omittedCoastOk, boolean impossibleCoastIgnored) {
    int p = t.provinceOf[loc];
    int extra = 0; // per split-coast province at most the coastless order and one per other coast
    for (int y : splitProvinces) {
      extra += t.coastsOf[y].length;
    }
    int[] out = new int[1 + t.fleetAdj[loc].length + extra];
    int k = 0;
    out[k++] = code(HOLD, loc, 0, 0);
    for (int to : t.fleetAdj[loc]) {
      out[k++] = code(MOVE, loc, to, 0);
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
        out[k++] = code(MOVE, loc, y, 0);
      }
      if (impossibleCoastIgnored) {
        for (int c : t.coastsOf[y]) {
          if (!t.fleetAdjacentLoc(loc, c)) {
            out[k++] = code(MOVE, loc, c, 0);
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
  private int[] armyOrders(int p, boolean viaWithoutChain) {
    int[] out = new int[1 + 2 * t.armyAdj[p].length];
    int k = 0;
    out[k++] = code(HOLD, p, 0, 0);
    for (int y : t.armyAdj[p]) {
      out[k++] = code(MOVE, p, y, 0);
      if (viaWithoutChain) {
        out[k++] = code(MOVE_VIA_CONVOY, p, y, 0);
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
    for (int k = 0; k < unitCount; k++) {
      int x = unitList[k];
      int xl = unitLoc[x] << TARGET_SHIFT;
      if (unitFleet[x]) {
        for (int tail : fleetTails[unitLoc[x]]) {
          int y = tail & TAIL_MASK;
          entries[base[y] + len[y]++] = xl | (tail >>> TAIL_SHIFT) << DEST_SHIFT;
        }
      } else {
        for (int y : t.armyAdj[x]) {
          entries[base[y] + len[y]++] = xl | y << DEST_SHIFT;
        }
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
  private int[] fleetTails(int loc) {
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
            boolean lost = (e < 0) & (withoutStamp[x] == stamp) & ((withoutSupporter[x * words + yw] & yb) == 0);
            out[c] = head | (e & ~CONVOY_ONLY);
            c += ((e & TARGET_FIELD) == self) | lost ? 0 : 1;
          }
        }
        count = c;
      }
    }
  }

  /**
   * For the fleet at sea in s as a supporter: for every army a chain could carry over s, the places a chain without s
   * still carries it to ({@link #withoutSupporter}, valid where {@link #withoutStamp} is the current stamp).
   */
  private void excluded(int s) {
    excludedFor = s;
    stamp++;
    if (!MapTables.get(carrying, s)) {
      return; // no army's chain uses s: nothing to check
    }
    chains.exclude(s);
    for (int j = 0; j < convoyArmyCount; j++) {
      int a = convoyArmies[j];
      if (MapTables.get(reached[a], s)) {
        chains.destinationsWithoutExcluded(a, withoutSupporter, a * t.words);
        withoutStamp[a] = stamp;
      }
    }
  }

  // ============================================================================================ retreat

  private void retreat(Position pos) {
    boolean omittedCoastOk =
        rules.omittedCoastOneCoast() == Rulebook.OmittedCoastOneCoastPossible.A_MOVE_TO_THAT_COAST;
    boolean impossibleCoastIgnored = rules.impossibleCoast() == Rulebook.ImpossibleCoast.A_COAST_IGNORED;
    for (DislodgedUnit d : pos.dislodged()) {
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
        for (int q = 0; q < n; q++) {
          Unit u = pos.unitAtIndex(q);
          if (u != null && u.power() == p) {
            emit(DISBAND, u.location().index(), 0, 0);
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
    LegalOrders g = this;
    if (pos != generatedFor && !pos.equals(generatedFor)) {
      if (checker == null) {
        checker = new LegalOrders(map, rules);
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
  Order decodeUnchecked(Position pos, int code) {
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
  private Order decodeGenerated(Position pos, int code) {
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
   * A random choice of orders for one power, as values: in a movement phase one order per unit of the power, in a
   * retreat phase one per dislodged unit, in an adjustment phase as many distinct builds or removals as the power is
   * due (or all it has when fewer), each drawn uniformly among the slot's legal orders as
   * {@link #draw(int, RandomGenerator, int[], int)} draws them, after {@link #sample(Position)} (so the other
   * powers' orders are never generated). The same random state gives the same orders.
   *
   * @param pos the position, on this generator's map
   * @param power the power to order for
   * @param random the source of the draws
   * @return the orders, in slot order; empty when the power has nothing to order
   * @throws IllegalArgumentException if the position is on another map or the power is not of this map
   */
  public ImmutableList<Order> sampleOrders(Position pos, Power power, RandomGenerator random) {
    checkNotNull(power, "power");
    checkNotNull(random, "random");
    checkArgument(power.index() < map.powers().size() && map.powers().get(power.index()) == power,
        "power %s is not of map %s", power, map.id());
    int n = sample(pos);
    ImmutableList.Builder<Order> b = ImmutableList.builder();
    for (int slot = 0; slot < n; slot++) {
      if (slotPower(slot) != power) {
        continue;
      }
      // A value API: a small array per slot is nothing beside the orders it builds (draw shuffles in drawScratch).
      int[] picked = new int[Math.min(slotDue[slot], slotSize(slot))];
      int drawn = draw(slot, random, picked, 0);
      for (int i = 0; i < drawn; i++) {
        b.add(decodeGenerated(pos, slotCode(slot, picked[i])));
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
