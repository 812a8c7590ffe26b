package io.github.dipjudge.internal;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.map.internal.MapAccess;
import io.github.dipjudge.position.Unit;

/**
 * A map's compact codes for what stands on a province, the form in which a {@link io.github.dipjudge.position.Position}
 * keeps its units and owners: a unit is a small number per province, an owner a byte per province, and the
 * {@link Unit} and {@link Power} values are looked up here when the public API asks for them.
 *
 * <p>Why: the position of a phase in which a unit moves, retreats, is built or removed is a copy of the previous one's
 * unit array with a few entries changed. As references (76 on the standard map, 320 bytes) that copy and the
 * {@code Position} were most of the simulation path's allocation and much of a read-out's time; as a byte per province
 * the copy is 96 bytes, and so is the owner array copied after a Fall in which a centre changes hands.
 *
 * <p>The codes. A province's <em>slots</em> are the unit kinds that may stand on it, in location order: an army on
 * its main location when the location admits armies, a fleet on each of its locations that admits fleets (a coastal
 * province has two slots, a sea one, a split-coast province an army and one fleet per coast). With {@code K} the
 * largest slot count of any province rounded up to a power of two, a unit's code is {@code 1 + (power << shift) +
 * slot}, and 0 is an empty province: decoding is a shift and a mask, no division, and the code does not depend on
 * the province beyond the slot's meaning. On the standard map K = 4 (St Petersburg's army and two coasts) and the
 * largest code 28. A map whose largest code exceeds 255 (over 63 powers with a split coast, for instance) stores two
 * or three bytes a province, high byte first ({@link #stride()}); the accessors {@link #get} and {@link #set} hide the
 * difference, and every map of the library's own stores one.
 *
 * <p>An owner is {@code 1 + power index} (at most 100 powers, {@link GameMap#MAX_POWERS}), 0 for none.
 *
 * <p>Not API: the package is not exported. Thread-safe: immutable; on a map too large for a flat table of its units
 * (none of the library's own) the {@link Unit} values are made on first use (racy but idempotent: a {@code Unit} is a
 * record of final fields, so two threads at worst make two equal ones).
 */
public final class BoardCodes {
  private final GameMap map;
  private final Power[] powers;
  private final Power[] owners; // by owner code: null, then the powers (a load, no test, per owner read)
  private final int provinces;
  private final int shift; // log2 of the slots a power, K
  private final int mask; // K - 1
  private final int maxCode;
  private final int stride; // bytes a province in a unit array: 1, 2 or 3
  private final int[] armySlot; // by location index: the slot of an army standing there, or -1
  private final int[] fleetSlot; // by location index: the slot of a fleet standing there, or -1
  // By (province << shift) + slot: the location index of the unit kind, complemented (~loc, below 0) for a fleet;
  // Integer.MIN_VALUE for a slot the province does not have.
  private final int[] slotKinds;
  // The shared units by (province << codeBits) | code, made with the codes: one load a look-up, no test, as the
  // position's unitAtIndex was an array load before the codes (a lazily made table, a null test per row and
  // per entry, made the simulation path 3% slower than the references it replaced). 2,432 entries on the standard
  // map. Null on a map whose table would exceed FLAT_LIMIT entries; lazyUnits serves it then.
  private final int codeBits;
  private final Unit[] flat;
  private final Unit[][] lazyUnits; // by province, by code, made on first use (rows and entries); null with flat
  // For counts per power packed eight bits a power in a long, on a map of at most eight powers whose codes fit a byte
  // (BuildSiteRules.due): by unit code, 1 << 8 * its power (0 for no unit); by owner code the same for the owner.
  // One load a province where the count computed each term from the code (twice the operations); null elsewhere.
  private final long[] unitTally;
  private final long[] ownerTally;
  /** The most entries of a flat table (4 MB of references): every map of the library's own is far below it. */
  private static final int FLAT_LIMIT = 1 << 20;

  private BoardCodes(GameMap map) {
    this.map = map;
    this.powers = map.powers().toArray(new Power[0]);
    this.owners = new Power[powers.length + 1];
    System.arraycopy(powers, 0, owners, 1, powers.length);
    this.provinces = map.provinces().size();
    int locations = map.locations().size();
    armySlot = new int[locations];
    fleetSlot = new int[locations];
    int[] slotCount = new int[provinces];
    for (int l = 0; l < locations; l++) {
      // Locations in index order: a province's main location (whose index is the province's) comes before its coasts.
      Location loc = map.locations().get(l);
      int p = loc.province().index();
      armySlot[l] = loc.admits(UnitType.ARMY) ? slotCount[p]++ : -1;
      fleetSlot[l] = loc.admits(UnitType.FLEET) ? slotCount[p]++ : -1;
    }
    int k = 1;
    for (int c : slotCount) {
      k = Math.max(k, c);
    }
    int s = 32 - Integer.numberOfLeadingZeros(k - 1); // K rounded up to a power of two, as a shift
    this.shift = s;
    this.mask = (1 << s) - 1;
    this.maxCode = (powers.length << s);
    this.stride = maxCode <= 0xFF ? 1 : maxCode <= 0xFFFF ? 2 : 3;
    slotKinds = new int[provinces << s];
    java.util.Arrays.fill(slotKinds, Integer.MIN_VALUE);
    for (int l = 0; l < locations; l++) {
      int p = map.locations().get(l).province().index();
      if (armySlot[l] >= 0) {
        slotKinds[(p << s) + armySlot[l]] = l;
      }
      if (fleetSlot[l] >= 0) {
        slotKinds[(p << s) + fleetSlot[l]] = ~l;
      }
    }
    if (powers.length <= 8 && stride == 1) {
      unitTally = new long[256];
      for (int c = 1; c <= maxCode; c++) {
        unitTally[c] = 1L << (power(c) << 3);
      }
      ownerTally = new long[256];
      for (int o = 1; o <= powers.length; o++) {
        ownerTally[o] = 1L << ((o - 1) << 3);
      }
    } else {
      unitTally = null;
      ownerTally = null;
    }
    this.codeBits = 32 - Integer.numberOfLeadingZeros(maxCode);
    if ((long) provinces << codeBits <= FLAT_LIMIT) {
      flat = new Unit[provinces << codeBits];
      for (int l = 0; l < locations; l++) {
        Location loc = map.locations().get(l);
        int p = loc.province().index();
        for (Power power : powers) {
          if (armySlot[l] >= 0) {
            flat[p << codeBits | code(power.index(), false, l)] = Unit.of(power, UnitType.ARMY, loc);
          }
          if (fleetSlot[l] >= 0) {
            flat[p << codeBits | code(power.index(), true, l)] = Unit.of(power, UnitType.FLEET, loc);
          }
        }
      }
      lazyUnits = null;
    } else {
      flat = null;
      lazyUnits = new Unit[provinces][];
    }
  }

  /**
   * The codes of a map, made on its first use and kept with the map.
   *
   * @param map the map
   * @return its codes
   */
  public static BoardCodes of(GameMap map) {
    MapAccess access = MapAccess.get();
    Object kept = access.coreTables(map);
    if (kept instanceof BoardCodes) {
      return (BoardCodes) kept;
    }
    BoardCodes codes = new BoardCodes(map);
    access.setCoreTables(map, codes);
    return codes;
  }

  /**
   * The map.
   *
   * @return the map the codes are of
   */
  public GameMap map() {
    return map;
  }

  /**
   * The bytes a province takes in a unit array: 1 on every map whose largest code is at most 255.
   *
   * @return 1, 2 or 3
   */
  public int stride() {
    return stride;
  }

  /**
   * The largest unit code of the map.
   *
   * @return the largest code, at least 1
   */
  public int maxCode() {
    return maxCode;
  }

  /**
   * A new empty unit array (every province 0).
   *
   * @return an array of {@code provinces * stride()} zero bytes
   */
  public byte[] newUnits() {
    return new byte[provinces * stride];
  }

  /**
   * The unit code of a province in a unit array.
   *
   * @param units a unit array of this map
   * @param province a province index
   * @return its code, 0 when the province is empty
   */
  public int get(byte[] units, int province) {
    if (stride == 1) {
      return units[province] & 0xFF;
    }
    int c = 0;
    for (int i = province * stride, end = i + stride; i < end; i++) {
      c = c << 8 | units[i] & 0xFF;
    }
    return c;
  }

  /**
   * Writes the unit code of a province into a unit array.
   *
   * @param units a unit array of this map
   * @param province a province index
   * @param code its code, 0 to empty it
   */
  public void set(byte[] units, int province, int code) {
    if (stride == 1) {
      units[province] = (byte) code;
      return;
    }
    for (int i = province * stride + stride - 1, c = code; i >= province * stride; i--, c >>>= 8) {
      units[i] = (byte) c;
    }
  }

  /**
   * The code of a unit of the power and type on the location.
   *
   * @param power a power index
   * @param fleet whether it is a fleet
   * @param location a location index
   * @return its code, or 0 when the location does not admit the type
   */
  public int code(int power, boolean fleet, int location) {
    int slot = fleet ? fleetSlot[location] : armySlot[location];
    return slot < 0 ? 0 : 1 + (power << shift) + slot;
  }

  /**
   * The code of a unit, which must be of this map (its power and location among the map's).
   *
   * @param unit the unit
   * @return its code, at least 1
   */
  public int code(Unit unit) {
    return code(unit.power().index(), unit.type() == UnitType.FLEET, unit.location().index());
  }

  /**
   * Whether {@link #unitTally} and {@link #ownerTally} serve this map: at most eight powers, a byte a province.
   *
   * @return true when the tallies may be asked
   */
  public boolean tallies() {
    return unitTally != null;
  }

  /**
   * A unit's term in a count per power packed eight bits a power in a long: {@code 1 << 8 * power} for a unit code,
   * 0 for none. Only where {@link #tallies()}.
   *
   * @param code a unit code, 0 to 255
   * @return the term
   */
  public long unitTally(int code) {
    return unitTally[code];
  }

  /**
   * An owner's term in a count per power packed as {@link #unitTally}: {@code 1 << 8 * power} for an owner code
   * (1 + power index), 0 for none. Only where {@link #tallies()}.
   *
   * @param owner an owner code, 0 to 255
   * @return the term
   */
  public long ownerTally(int owner) {
    return ownerTally[owner];
  }

  /**
   * The power index of a unit code.
   *
   * @param code a code, at least 1
   * @return the index of the unit's power
   */
  public int power(int code) {
    return (code - 1) >>> shift;
  }

  /**
   * Whether the unit of a code in a province is a fleet. For code 0 (no unit) the answer means nothing, but nothing
   * is thrown: a scan without branches asks it of every province.
   *
   * @param province a province index
   * @param code a code of a unit there, at least 1, or 0
   * @return whether it is a fleet
   */
  public boolean fleet(int province, int code) {
    return slotKinds[(province << shift) + ((code - 1) & mask)] < 0;
  }

  /**
   * The location index of the unit of a code in a province. For code 0 (no unit) the answer means nothing, but
   * nothing is thrown, as {@link #fleet}.
   *
   * @param province a province index
   * @param code a code of a unit there, at least 1, or 0
   * @return the index of the location it stands on
   */
  public int location(int province, int code) {
    int k = slotKinds[(province << shift) + ((code - 1) & mask)];
    return k < 0 ? ~k : k;
  }

  /**
   * The unit of a code in a province, one shared value per unit.
   *
   * @param province a province index
   * @param code a code of a unit there, or 0
   * @return the unit, or null for 0
   */
  public Unit unit(int province, int code) {
    if (flat != null) {
      return flat[province << codeBits | code];
    }
    if (code == 0) {
      return null;
    }
    Unit[] row = lazyUnits[province];
    if (row == null) {
      lazyUnits[province] = row = new Unit[maxCode + 1];
    }
    Unit u = row[code];
    if (u == null) {
      int k = slotKinds[(province << shift) + ((code - 1) & mask)];
      u = Unit.of(powers[power(code)], k < 0 ? UnitType.FLEET : UnitType.ARMY, map.locations().get(k < 0 ? ~k : k));
      row[code] = u;
    }
    return u;
  }

  /**
   * The power of an owner code.
   *
   * @param owner an owner code, {@code 1 + power index}, or 0
   * @return the power, or null for 0
   */
  public Power owner(int owner) {
    return owners[owner];
  }

  /**
   * The powers of an owner array, as a power array by province.
   *
   * @param owners an owner array of this map
   * @return a new array: each province's owner, or null
   */
  public Power[] ownerPowers(byte[] owners) {
    Power[] out = new Power[owners.length];
    for (int i = 0; i < owners.length; i++) {
      out[i] = owner(owners[i] & 0xFF);
    }
    return out;
  }
}
