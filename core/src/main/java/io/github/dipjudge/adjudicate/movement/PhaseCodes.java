package io.github.dipjudge.adjudicate.movement;

import static com.google.common.base.Preconditions.checkNotNull;
import static com.google.common.base.Preconditions.checkPositionIndexes;
import static io.github.dipjudge.adjudicate.LegalOrders.BUILD_ARMY;
import static io.github.dipjudge.adjudicate.LegalOrders.BUILD_FLEET;
import static io.github.dipjudge.adjudicate.LegalOrders.CONVOY;
import static io.github.dipjudge.adjudicate.LegalOrders.DISBAND;
import static io.github.dipjudge.adjudicate.LegalOrders.HOLD;
import static io.github.dipjudge.adjudicate.LegalOrders.MOVE;
import static io.github.dipjudge.adjudicate.LegalOrders.RETREAT;
import static io.github.dipjudge.adjudicate.LegalOrders.SUPPORT_HOLD;
import static io.github.dipjudge.adjudicate.LegalOrders.SUPPORT_MOVE;
import static io.github.dipjudge.adjudicate.LegalOrders.WAIVE;

import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.internal.BoardCodes;
import io.github.dipjudge.internal.PositionAccess;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;

/**
 * The compact codes of {@link LegalOrders} as the orders of a phase, and the check that a code is well-formed for a
 * position before anything of the phase is adjudicated: a kind the phase takes (hold to convoy in a movement phase,
 * retreat and disband in a retreat phase, builds, waive and disband in an adjustment phase), fields in range for the
 * map, the fields the kind does not use 0, and the ordered unit there (on the board; dislodged, in a retreat phase).
 * A well-formed code stands for the order {@link LegalOrders#decode} gives for it (the unit's own power and type);
 * whether that order is legal on the board is the adjudicator's business, as for an order value.
 */
public final class PhaseCodes {
  private static final PositionAccess ACCESS = PositionAccess.get();

  private PhaseCodes() {}

  /** Where a code's unit location starts: above the kind's four bits ({@link LegalOrders#kind}). */
  public static final int UNIT_SHIFT = 4;
  /** A code's unit location field in place. */
  private static final int UNIT_FIELD = LegalOrders.MAX_INDEX << UNIT_SHIFT;

  /**
   * Whether a code is a hold's: of kind {@link LegalOrders#HOLD} (0) with every bit outside the unit location 0 (the
   * high bit, the target and the destination), so that {@code code >>> UNIT_SHIFT} is its unit location. One test,
   * so that a phase of holds (a search's or a bot's baseline orders) costs reading its codes and little else (issue
   * 27). A code that fails it may still be well-formed.
   */
  public static boolean isHold(int code) {
    return (code & ~UNIT_FIELD) == 0;
  }

  /**
   * Checks {@code codes[from, to)} for the position's phase.
   *
   * @throws IllegalArgumentException naming the first code that is not well-formed, its index and why
   * @throws IndexOutOfBoundsException if the range is not within the array
   */
  public static void check(MapTables t, Position pos, int[] codes, int from, int to) {
    checkNotNull(codes, "codes");
    checkPositionIndexes(from, to, codes.length);
    PhaseType type = pos.phase().type();
    if (type == PhaseType.MOVEMENT) {
      // The simulation's usual case, on its own: a movement code is well-formed when one combined test passes, and
      // only a code that fails it is looked at again for the message. The general check below (a switch on the
      // phase, a string per code) was a fifth of a phase of 22 holds (JFR).
      int locations = t.locations;
      int[] provinceOf = t.provinceOf;
      // Whether a unit is there, read from the position's unit codes (BoardCodes): no Unit value looked up.
      final BoardCodes board = ACCESS.codes(pos);
      final byte[] units = ACCESS.units(pos);
      int i = from;
      // A hold passes by one test (isHold, then its unit location in range), the other kinds by the combined test:
      // the four fields taken apart for each hold were half of this check in a phase of 22 holds (its hold test was
      // worth 15% of that phase, Interleave, benchmarks/README.md).
      while (i < to && (isHold(codes[i]) ? codes[i] >>> UNIT_SHIFT < locations : wellFormedMove(codes[i], locations))
          && board.get(units, provinceOf[LegalOrders.unitLocation(codes[i])]) != 0) {
        i++;
      }
      if (i == to) {
        return;
      }
    }
    for (int i = from; i < to; i++) {
      String problem = problem(t, pos, type, codes[i]);
      if (problem != null) {
        throw new IllegalArgumentException("codes[" + i + "] is no order of this position (" + pos.phase() + "): "
            + problem + ": " + describe(t.map, codes[i]));
      }
    }
  }

  /**
   * Whether a code is of a movement phase with every field in range and the unused ones 0, the unit aside: a kind
   * from hold to convoy (0 to 5, the high bit clear); the unit location below the locations; the target as well,
   * for every kind but a hold (whose target is 0); the destination for a support to move and a convoy (else 0).
   */
  private static boolean wellFormedMove(int code, int locations) {
    int kind = code & 0xF;
    int unit = LegalOrders.unitLocation(code);
    int target = LegalOrders.target(code);
    int dest = LegalOrders.destination(code);
    int targetBound = kind == HOLD ? 1 : locations;
    int destBound = kind == SUPPORT_MOVE || kind == CONVOY ? locations : 1;
    return code >= 0 && kind <= CONVOY && unit < locations && target < targetBound && dest < destBound;
  }

  /** Why the code is not well-formed for the position, or null when it is. */
  private static String problem(MapTables t, Position pos, PhaseType type, int code) {
    if (code < 0) {
      return "the high bit is set";
    }
    int kind = LegalOrders.kind(code);
    int unit = LegalOrders.unitLocation(code);
    int target = LegalOrders.target(code);
    int dest = LegalOrders.destination(code);
    int locations = t.locations;
    switch (type) {
      case MOVEMENT: {
        if (kind > CONVOY) {
          return "not an order of a movement phase";
        }
        String fields = fields(kind != HOLD, kind == SUPPORT_MOVE || kind == CONVOY, unit, target, dest, locations);
        if (fields != null) {
          return fields;
        }
        return pos.unitAtIndex(t.provinceOf[unit]) == null ? "no unit in " + t.locationArray[unit].province().id()
            : null;
      }
      case RETREAT: {
        if (kind != RETREAT && kind != DISBAND) {
          return "not an order of a retreat phase";
        }
        String fields = fields(kind == RETREAT, false, unit, target, dest, locations);
        if (fields != null) {
          return fields;
        }
        return pos.dislodgedAt(t.provinceArray[t.provinceOf[unit]]).isEmpty()
            ? "no dislodged unit in " + t.locationArray[unit].province().id() : null;
      }
      default: {
        int powers = t.powerArray.length;
        switch (kind) {
          case BUILD_ARMY:
          case BUILD_FLEET:
            if (unit >= locations || target != unit) {
              return "a build names its location twice, the same";
            }
            return dest >= powers ? "no power of the map" : null;
          case WAIVE:
            if (unit >= powers) {
              return "no power of the map";
            }
            return target != 0 || dest != 0 ? "a field the kind does not use is not 0" : null;
          case DISBAND: {
            String fields = fields(false, false, unit, target, dest, locations);
            if (fields != null) {
              return fields;
            }
            return pos.unitAtIndex(t.provinceOf[unit]) == null
                ? "no unit in " + t.locationArray[unit].province().id() : null;
          }
          default:
            return "not an order of an adjustment phase";
        }
      }
    }
  }

  /** The location fields: in range where the kind uses them, 0 where it does not. */
  private static String fields(boolean usesTarget, boolean usesDest, int unit, int target, int dest,
      int locations) {
    if (unit >= locations || usesTarget && target >= locations || usesDest && dest >= locations) {
      return "no location of the map";
    }
    if (!usesTarget && target != 0 || !usesDest && dest != 0) {
      return "a field the kind does not use is not 0";
    }
    return null;
  }

  private static final String[] KIND_NAMES = {"HOLD", "MOVE", "MOVE_VIA_CONVOY", "SUPPORT_HOLD", "SUPPORT_MOVE",
      "CONVOY", "RETREAT", "DISBAND", "BUILD_ARMY", "BUILD_FLEET", "WAIVE"};

  /**
   * A code and its fields, as an error message names them, with the names of the map's locations and powers.
   *
   * @param map the map the code is read on
   * @param code any int
   * @return the code in hexadecimal, its kind and its fields by name
   */
  public static String describe(GameMap map, int code) {
    int kind = LegalOrders.kind(code);
    StringBuilder sb = new StringBuilder(String.format("code 0x%08X (", code));
    sb.append(kind < KIND_NAMES.length ? KIND_NAMES[kind] : "kind " + kind);
    if (kind == WAIVE) {
      int p = LegalOrders.unitLocation(code);
      sb.append(", power ").append(p < map.powers().size() ? map.powers().get(p).name() : "#" + p);
    } else {
      sb.append(", unit ").append(locationName(map, LegalOrders.unitLocation(code)));
    }
    // The fields the kind uses, and any other that is not 0.
    boolean usesTarget = kind >= MOVE && kind <= RETREAT || kind == BUILD_ARMY || kind == BUILD_FLEET;
    boolean usesDestination = kind == SUPPORT_MOVE || kind == CONVOY;
    if (usesTarget || LegalOrders.target(code) != 0) {
      sb.append(", target ").append(locationName(map, LegalOrders.target(code)));
    }
    if (kind == BUILD_ARMY || kind == BUILD_FLEET) {
      int p = LegalOrders.destination(code);
      sb.append(", power ").append(p < map.powers().size() ? map.powers().get(p).name() : "#" + p);
    } else if (usesDestination || LegalOrders.destination(code) != 0) {
      sb.append(", destination ").append(locationName(map, LegalOrders.destination(code)));
    }
    if ((code >>> 31) != 0) {
      sb.append(", high bit set");
    }
    return sb.append(')').toString();
  }

  private static String locationName(GameMap map, int index) {
    return index < map.locations().size() ? map.locations().get(index).id() : "#" + index;
  }
}
