package io.github.dipjudge.game;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.order.OrderFormatException;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Unit;
import java.util.regex.Pattern;

/**
 * Names in saved games, read from JSON values: powers, provinces, locations, units, phases and orders, each error
 * at the value's path. A name longer than {@link #LONGEST} characters is refused before any look-up, so that the
 * closest-name suggestions of the map never run on absurd input.
 */
final class JsonNames {
  /** No name in a map is this long; the look-up's suggestions cost time in the length of the name. */
  static final int LONGEST = 64;
  /**
   * An empty coast in brackets at the end of a location, {@code spa()}, once the spaces are gone: compiled once, as a
   * saved game names a location for every unit and centre of every phase (asked only of a name with a bracket).
   */
  private static final Pattern EMPTY_COAST = Pattern.compile(".*[(（][)）]$");
  private static final Pattern SPACES = Pattern.compile("[\\s\u3000]");

  /** No order is this long (a house-rule priority list of every province of a map fits well within). */
  static final int LONGEST_ORDER = 2_000;

  private JsonNames() {}

  private static String name(Json v, String what) throws GameFormatException {
    String s = v.string();
    if (s.length() > LONGEST) {
      throw v.error("not a " + what + ": " + v.show());
    }
    return s;
  }

  static Power power(GameMap map, Json v) throws GameFormatException {
    return power(map, name(v, "power"), v);
  }

  /** A power by a name that is not itself a JSON string value (an object's key); errors at {@code where}. */
  static Power power(GameMap map, String name, Json where) throws GameFormatException {
    if (name.length() > LONGEST) {
      throw where.error("unknown power \"" + Json.clip(name) + "\"");
    }
    try {
      return map.power(name);
    } catch (IllegalArgumentException e) {
      throw where.error(e.getMessage());
    }
  }

  static Province province(GameMap map, Json v) throws GameFormatException {
    String s = name(v, "province");
    try {
      return map.province(s);
    } catch (IllegalArgumentException e) {
      throw v.error(e.getMessage());
    }
  }

  static Location location(GameMap map, String s, Json where) throws GameFormatException {
    if (s.length() > LONGEST) {
      throw where.error("not a location: \"" + Json.clip(s) + "\"");
    }
    // Names ignore the coast separators, so "spa/" would read as Spain: an empty coast is refused, as in orders.
    String t = s.strip();
    if (t.endsWith("/") || t.endsWith("／") || (t.indexOf('(') >= 0 || t.indexOf('（') >= 0)
        && EMPTY_COAST.matcher(SPACES.matcher(t).replaceAll("")).matches()) {
      throw where.error("expected a coast after the separator in the location \"" + Json.clip(s) + "\"");
    }
    try {
      return map.location(s);
    } catch (IllegalArgumentException e) {
      throw where.error(e.getMessage());
    }
  }

  /**
   * A unit written {@code A bud}, {@code F stp/sc} (this library) or {@code A BUD}, {@code F STP/SC} (MILA): the
   * type letter, one space, the location. An army written on a coast ({@code A STP/SC}) is refused unless
   * {@code armyOnCoast} allows it, when it stands on the province.
   */
  static Unit unit(Power power, GameMap map, String text, Json where, boolean armyOnCoast) throws GameFormatException {
    if (text.length() < 3 || text.length() > LONGEST || text.charAt(1) != ' '
        || text.charAt(0) != 'A' && text.charAt(0) != 'F') {
      throw where.error("not a unit (a type letter A or F, a space, a location): \"" + Json.clip(text) + "\"");
    }
    UnitType type = UnitType.ofLetter(text.charAt(0));
    Location l = location(map, text.substring(2), where);
    if (type == UnitType.ARMY && l.isCoast() && armyOnCoast) {
      l = l.province().location();
    }
    try {
      return Unit.of(power, type, l);
    } catch (IllegalArgumentException e) {
      throw where.error("not a unit: \"" + Json.clip(text) + "\": " + e.getMessage());
    }
  }

  static Phase phase(Json v) throws GameFormatException {
    return phase(v, io.github.dipjudge.map.Calendar.standard());
  }

  /** A phase code on a map's calendar ({@code S1901M}; {@code A1425M} on {@code hundred}). */
  static Phase phase(Json v, io.github.dipjudge.map.Calendar calendar) throws GameFormatException {
    String s = v.string();
    try {
      if (s.length() > 12) {
        throw new IllegalArgumentException("too long");
      }
      return Phase.parseCode(s, calendar);
    } catch (IllegalArgumentException e) {
      throw v.error(calendar.isStandard() ? "not a phase (such as S1901M, F1901R, W1901A): " + v.show()
          : "not a phase of the calendar " + calendar + ": " + v.show() + " (" + e.getMessage() + ")");
    }
  }

  static Order order(OrderNotation notation, Json v) throws GameFormatException {
    String s = v.string();
    if (s.length() > LONGEST_ORDER) {
      throw v.error("too long to be an order (" + s.length() + " characters): " + v.show());
    }
    try {
      return notation.parse(s);
    } catch (OrderFormatException e) {
      throw v.error("cannot read the order " + v.show() + ": " + e.getMessage());
    }
  }
}
