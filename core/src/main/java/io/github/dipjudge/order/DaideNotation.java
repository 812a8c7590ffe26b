package io.github.dipjudge.order;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.Coast;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import java.util.Locale;
import java.util.Optional;

/**
 * Orders in the notation of DAIDE, the Diplomacy AI Development Environment (David Norman's message syntax, level 0),
 * in its text form: the orders bots send in {@code SUB} and servers report in {@code ORD}.
 *
 * <pre>
 *   ( ENG FLT LON ) HLD                                 hold
 *   ( ENG FLT LON ) MTO NTH                             move; ( ENG FLT NTH ) MTO ( STP NCS ) to a coast
 *   ( AUS AMY BUD ) SUP ( AUS AMY VIE )                 support to hold
 *   ( AUS AMY BUD ) SUP ( RUS AMY WAR ) MTO GAL         support to move
 *   ( ENG FLT NTH ) CVY ( ENG AMY LON ) CTO NWY         convoy
 *   ( ENG AMY LON ) CTO NWY VIA ( NTH )                 move by convoy, with its path
 *   ( TUR FLT CON ) RTO ( BUL SCS )                     retreat
 *   ( TUR FLT CON ) DSB                                 disband (retreats); REM in adjustments
 *   ( RUS FLT ( STP SCS ) ) BLD                         build
 *   RUS WVE                                             waive a build
 * </pre>
 *
 * <p>Words are three letters or digits, read in any case; brackets need no spaces around them. A province is named
 * as DAIDE names it: on the standard map as the DAIDE syntax document lists them (the map file tags the three that
 * are not the project's ids: {@code ECH}, {@code GOB}, {@code GOL}); on a variant by its id in upper case, as DAIDE's
 * variant practice does. Coasts are {@code NCS}, {@code SCS}, {@code ECS}, {@code WCS}; powers the first three
 * letters of their id ({@code AUS}, {@code ENG}; 1900's {@code BRI}). A name may be a DAIDE word or the name of
 * another kind (fleetrome's power and province {@code ENG}, modern's province {@code SVE}): its place in the order
 * says what it is. A map whose names are not three letters or digits, or not unique in their kind, has no DAIDE
 * notation: {@link #of} refuses it.
 *
 * <p>The project reads two things DAIDE does not say: {@code CTO} without {@code VIA} is a move by convoy with no
 * path given, and a supported move's destination may carry a coast ({@code MTO ( SPA NCS )}); it prints them only
 * for orders that carry them. A coast the province does not have ({@code ( BRE NCS )}) is an
 * {@link OrderFormatException} at the coast, as in every notation. {@code DSB} and {@code REM} both read as a {@link Disband}.
 *
 * <p>For every order {@code o} this notation prints, {@code parse(print(o))} equals {@code o}; it prints every
 * order but the priority lists, provided the power and type of every unit in it are given, as DAIDE requires.
 * Reading never throws anything but {@link OrderFormatException} (with the column) and {@link NullPointerException}
 * for a null text, and takes time linear in the text.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class DaideNotation {
  private final GameMap map;
  private final DaideNames names;
  private final DaidePrinter printer;

  private DaideNotation(GameMap map) {
    this.map = map;
    this.names = DaideNames.of(map);
    this.printer = new DaidePrinter(names);
  }

  /**
   * The DAIDE notation for orders on a map.
   *
   * @param map the map
   * @return the notation
   * @throws IllegalArgumentException if the map's DAIDE names would not be three letters or digits, or two of one kind
   *     would be the same; the message names the map and the name
   */
  public static DaideNotation of(GameMap map) {
    return new DaideNotation(checkNotNull(map, "map"));
  }

  /**
   * The map whose names this notation reads.
   *
   * @return the map
   */
  public GameMap map() {
    return map;
  }

  /**
   * Reads one order. Every order read carries its power, and every unit in it its power and type.
   *
   * @param text the order, e.g. {@code ( ENG FLT LON ) MTO NTH}
   * @return the order
   * @throws OrderFormatException if the text is not one DAIDE order on this map; it names the column and what was
   *     expected there
   */
  public Order parse(String text) {
    return new DaideParser(names, checkNotNull(text, "text")).parse();
  }

  /**
   * Prints an order, a {@link Disband} as a retreat phase's {@code DSB}.
   *
   * @param order the order
   * @return its text, which {@link #parse} reads back as the same order
   * @throws IllegalArgumentException for a priority list, which DAIDE has not, for an order without its power, a
   *     unit without its type or a supported or convoyed unit without its power, or a place not on this map
   */
  public String print(Order order) {
    return printer.print(checkNotNull(order, "order"), false);
  }

  /**
   * Prints an order as the adjustment phase says it: a {@link Disband} as {@code REM}; any other order as
   * {@link #print} does.
   *
   * @param order the order
   * @return its text, which {@link #parse} reads back as the same order
   * @throws IllegalArgumentException as {@link #print} throws it
   */
  public String printAdjustment(Order order) {
    return printer.print(checkNotNull(order, "order"), true);
  }

  /**
   * A province's DAIDE name.
   *
   * @param province a province of this map
   * @return its name, e.g. {@code LON}, {@code ECH}
   * @throws IllegalArgumentException if the province is not on this map
   */
  public String provinceName(Province province) {
    return names.province(checkNotNull(province, "province"));
  }

  /**
   * A power's DAIDE name.
   *
   * @param power a power of this map
   * @return its name, e.g. {@code ENG}
   * @throws IllegalArgumentException if the power is not on this map
   */
  public String powerName(Power power) {
    return names.power(checkNotNull(power, "power"));
  }

  /**
   * A coast's DAIDE name.
   *
   * @param coast a coast of this map
   * @return its name, e.g. {@code NCS}
   * @throws IllegalArgumentException if the coast is not on this map
   */
  public String coastName(Coast coast) {
    return names.coast(checkNotNull(coast, "coast"));
  }

  /**
   * A location as DAIDE writes it: the province's name, or for a coast {@code ( STP NCS )}.
   *
   * @param location a location of this map
   * @return its text
   * @throws IllegalArgumentException if the location is not on this map
   */
  public String placeName(Location location) {
    return names.location(checkNotNull(location, "location"));
  }

  /**
   * The province with a DAIDE name, in any case.
   *
   * @param name a name such as {@code lon} or {@code ECH}
   * @return the province, or empty when no province of this map is called so
   */
  public Optional<Province> findProvince(String name) {
    return names.findProvince(checkNotNull(name, "name").toUpperCase(Locale.ROOT));
  }

  /**
   * The power with a DAIDE name, in any case.
   *
   * @param name a name such as {@code ENG}
   * @return the power, or empty when no power of this map is called so
   */
  public Optional<Power> findPower(String name) {
    return names.findPower(checkNotNull(name, "name").toUpperCase(Locale.ROOT));
  }

  /**
   * The coast with a DAIDE name, in any case.
   *
   * @param name a name such as {@code NCS}
   * @return the coast, or empty when no coast of this map is called so
   */
  public Optional<Coast> findCoast(String name) {
    return names.findCoast(checkNotNull(name, "name").toUpperCase(Locale.ROOT));
  }

  @Override
  public String toString() {
    return "DaideNotation[" + map.id() + "]";
  }
}
