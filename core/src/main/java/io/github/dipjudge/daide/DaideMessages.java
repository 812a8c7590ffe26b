package io.github.dipjudge.daide;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.Terrain;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderFormatException;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * DAIDE's level-0 messages about the board, written from the library's values and read back: the map description
 * ({@code MDF}), the position ({@code NOW}, with {@code MRT} retreat options), the centres ({@code SCO}), the results
 * ({@code ORD} with {@code SUC}, {@code BNC}, {@code CUT}, {@code DSR}, {@code NSO} and {@code RET}) and the orders of
 * a {@code SUB}. The forms are the DAIDE message syntax document's (level 0, sections (i) to (iv)).
 *
 * <p>Stateless and thread-safe.
 */
public final class DaideMessages {
  private DaideMessages() {}

  /**
   * The season word of a phase: {@code SPR}, {@code SUM} (spring retreats), {@code FAL}, {@code AUT} (fall retreats)
   * or {@code WIN}.
   *
   * @param phase a phase
   * @return its word
   * @throws IllegalArgumentException if the phase is of another calendar than the standard one (a map's FLOW, such
   *     as {@code hundred}'s {@code A.D.}): DAIDE's turn names only Spring, Summer, Fall, Autumn and Winter
   */
  public static String season(Phase phase) {
    checkNotNull(phase, "phase");
    if (!phase.calendar().isStandard()) {
      throw new IllegalArgumentException("DAIDE has no season word for " + phase + ": its turns are SPR, SUM, FAL, "
          + "AUT and WIN of the standard calendar, and this map's calendar is " + phase.calendar());
    }
    if (phase.type() == PhaseType.ADJUSTMENT || phase.season() == Season.WINTER) {
      return "WIN";
    }
    boolean spring = phase.season() == Season.SPRING;
    if (phase.type() == PhaseType.RETREAT) {
      return spring ? "SUM" : "AUT";
    }
    return spring ? "SPR" : "FAL";
  }

  /**
   * Reads a turn, the inside of {@code ( SPR 1901 )}.
   *
   * @param turn the two tokens
   * @return the phase
   * @throws IllegalArgumentException if they are no season word and year
   */
  public static Phase turn(DaideMessage turn) {
    if (turn.size() != 2 || !Tokens.isNumber(turn.token(1))) {
      throw new IllegalArgumentException("a turn is a season and a year");
    }
    int year = Tokens.number(turn.token(1));
    if (year < Phase.MIN_YEAR) {
      throw new IllegalArgumentException("no year " + year);
    }
    String s = Tokens.BY_VALUE.getOrDefault(turn.token(0), "");
    switch (s) {
      case "SPR":
        return new Phase(year, Season.SPRING, PhaseType.MOVEMENT);
      case "SUM":
        return new Phase(year, Season.SPRING, PhaseType.RETREAT);
      case "FAL":
        return new Phase(year, Season.FALL, PhaseType.MOVEMENT);
      case "AUT":
        return new Phase(year, Season.FALL, PhaseType.RETREAT);
      case "WIN":
        return new Phase(year, Season.WINTER, PhaseType.ADJUSTMENT);
      default:
        throw new IllegalArgumentException("a turn starts with SPR, SUM, FAL, AUT or WIN");
    }
  }

  /**
   * {@code MAP ( 'name' )}.
   *
   * @param names the map's tokens
   * @return the message
   */
  public static DaideMessage map(DaideTokens names) {
    return DaideMessage.builder(names).word("MAP").open().text(names.map().id().replace('-', '_')).close().build();
  }

  /**
   * The map description: {@code MDF ( powers ) ( ( centres ) ( non-centres ) ) ( adjacencies )}, the centres grouped
   * by the power whose home they are ({@code UNO} for none), the adjacencies per province with {@code AMY},
   * {@code FLT} or, per coast, {@code ( FLT NCS )} lists. Impassable provinces are left out.
   *
   * @param names the map's tokens
   * @return the message
   */
  public static DaideMessage mdf(DaideTokens names) {
    GameMap map = names.map();
    DaideMessage.Builder b = DaideMessage.builder(names).word("MDF").open();
    for (Power p : map.powers()) {
      b.power(p);
    }
    b.close().open().open();
    Map<Optional<Power>, List<Province>> homes = new LinkedHashMap<>();
    for (Power p : map.powers()) {
      homes.put(Optional.of(p), new ArrayList<>());
    }
    homes.put(Optional.empty(), new ArrayList<>());
    List<Province> others = new ArrayList<>();
    for (Province p : names.provinces()) {
      if (p.isSupplyCentre()) {
        homes.get(p.homePower()).add(p);
      } else {
        others.add(p);
      }
    }
    homes.forEach((power, centres) -> {
      b.open();
      power.ifPresentOrElse(b::power, () -> b.word("UNO"));
      centres.forEach(b::province);
      b.close();
    });
    b.close().open();
    others.forEach(b::province);
    b.close().close().open();
    for (Province p : names.provinces()) {
      adjacencies(b, names, p);
    }
    return b.close().build();
  }

  private static void adjacencies(DaideMessage.Builder b, DaideTokens names, Province p) {
    GameMap map = names.map();
    b.open().province(p);
    if (p.terrain() != Terrain.SEA) {
      b.open().word("AMY");
      map.neighbours(p.location(), UnitType.ARMY).forEach(b::location);
      b.close();
    }
    if (p.terrain() != Terrain.INLAND) {
      if (p.hasSplitCoasts()) {
        for (Location coast : p.coasts()) {
          b.open().open().word("FLT").word(names.notation().coastName(coast.coast().orElseThrow())).close();
          map.neighbours(coast, UnitType.FLEET).forEach(b::location);
          b.close();
        }
      } else {
        b.open().word("FLT");
        map.neighbours(p.location(), UnitType.FLEET).forEach(b::location);
        b.close();
      }
    }
    b.close();
  }

  /**
   * The position: {@code NOW ( turn ) ( unit ) ...}, and in a retreat phase each dislodged unit as
   * {@code ( power type location MRT ( options ) )}.
   *
   * @param names the map's tokens
   * @param position the position
   * @param rules the rulebook, which decides the retreat options
   * @return the message
   */
  public static DaideMessage now(DaideTokens names, Position position, Rulebook rules) {
    DaideMessage.Builder b = DaideMessage.builder(names).word("NOW").turn(position.phase());
    for (Unit u : position.units()) {
      b.unit(u.power(), u.type(), u.location());
    }
    if (!position.dislodged().isEmpty()) {
      RetreatResult options = Adjudicator.forCurrentThread(position.map(), rules).retreat(position, List.of());
      for (DislodgedUnit d : position.dislodged()) {
        Unit u = d.unit();
        b.open().power(u.power()).word(u.type() == UnitType.ARMY ? "AMY" : "FLT").location(u.location());
        b.word("MRT").open();
        options.retreatOptions(u.province()).forEach(b::location);
        b.close().close();
      }
    }
    return b.build();
  }

  /**
   * The centres: {@code SCO ( power centre ... ) ... ( UNO centre ... )}, each power that owns any.
   *
   * @param names the map's tokens
   * @param position the position
   * @return the message
   */
  public static DaideMessage sco(DaideTokens names, Position position) {
    DaideMessage.Builder b = DaideMessage.builder(names).word("SCO");
    for (Power p : position.map().powers()) {
      ImmutableList<Province> centres = position.centres(p);
      if (!centres.isEmpty()) {
        b.open().power(p);
        centres.forEach(b::province);
        b.close();
      }
    }
    List<Province> unowned = new ArrayList<>();
    for (Province p : names.provinces()) {
      if (p.isSupplyCentre() && position.owner(p).isEmpty()) {
        unowned.add(p);
      }
    }
    if (!unowned.isEmpty()) {
      b.open().word("UNO");
      unowned.forEach(b::province);
      b.close();
    }
    return b.build();
  }

  /**
   * One result: {@code ORD ( turn ) ( order ) ( result )}. The order is completed from the position (its power and
   * unit types, the nationality of a supported or convoyed unit) where it leaves them out. The result is {@code SUC}
   * for a success; for a failure {@code BNC} (a move or retreat that did not move), {@code CUT}, {@code DSR} (a
   * disrupted convoy) or {@code NSO} (a support or convoy that matched nothing, or an illegal order); with
   * {@code RET} after it when the unit was dislodged, or alone for a dislodged unit that held or convoyed.
   *
   * @param names the map's tokens
   * @param position the position the phase was played in
   * @param result the order's result
   * @return the message
   * @throws IllegalArgumentException if the order is a priority list, or its power cannot be found
   */
  public static DaideMessage ord(DaideTokens names, Position position, OrderResult result) {
    Order o = OrderTokens.complete(result.order(), position);
    DaideMessage.Builder b = DaideMessage.builder(names).word("ORD").turn(position.phase()).open();
    OrderTokens.write(b, o, position.phase().type() == PhaseType.ADJUSTMENT);
    b.close().open();
    String word = resultWord(result);
    if (!word.isEmpty()) {
      b.word(word);
    }
    if (result.unitDislodged()) {
      b.word("RET");
    }
    return b.close().build();
  }

  private static String resultWord(OrderResult r) {
    Reason reason = r.reason();
    switch (r.outcome()) {
      case SUCCEEDED:
        return "SUC";
      case FAILED:
        switch (reason) {
          case SUPPORT_CUT:
            return "CUT";
          case CONVOY_DISRUPTED:
            return "DSR";
          case SUPPORT_VOID:
          case CONVOY_VOID:
            return "NSO";
          case DISLODGED:
            return r.unitDislodged() ? "" : "SUC";
          default:
            return "BNC";
        }
      default:
        return "NSO";
    }
  }

  /**
   * The message of one order: {@code ( ENG FLT LON ) MTO NTH}, without brackets around it.
   *
   * @param names the map's tokens
   * @param order an order with its power and unit types (as {@link io.github.dipjudge.order.DaideNotation} prints)
   * @param adjustment whether to write a disband as {@code REM} (adjustments) rather than {@code DSB}
   * @return the tokens
   * @throws IllegalArgumentException if DAIDE cannot write the order
   */
  public static DaideMessage order(DaideTokens names, Order order, boolean adjustment) {
    DaideMessage.Builder b = DaideMessage.builder(names);
    OrderTokens.write(b, checkNotNull(order, "order"), adjustment);
    return b.build();
  }

  /**
   * Reads one order from its tokens, such as one bracketed part of a {@code SUB}.
   *
   * @param names the map's tokens
   * @param order the order's tokens, without the brackets around it
   * @return the order
   * @throws OrderFormatException if the tokens are not one order on this map; its text is the tokens' text
   */
  public static Order readOrder(DaideTokens names, DaideMessage order) {
    return names.notation().parse(order.text(names));
  }

  /**
   * What a {@code NOW} message says: the turn, the units, and for a dislodged unit its retreat options.
   *
   * @param phase the turn
   * @param units the units that are not dislodged
   * @param dislodged the dislodged units with the places they may retreat to
   */
  public record Now(Phase phase, ImmutableList<Unit> units, ImmutableMap<Unit, ImmutableList<Location>> dislodged) {
    /**
     * A position as {@code NOW} says it.
     *
     * @param phase the turn
     * @param units the units that are not dislodged
     * @param dislodged the dislodged units with the places they may retreat to
     * @throws NullPointerException if an argument is null
     */
    public Now {
      checkNotNull(phase, "phase");
      checkNotNull(units, "units");
      checkNotNull(dislodged, "dislodged");
    }
  }

  /**
   * Reads a {@code NOW} message.
   *
   * @param names the map's tokens
   * @param now the message
   * @return what it says
   * @throws IllegalArgumentException if the message is no {@code NOW} on this map
   */
  public static Now readNow(DaideTokens names, DaideMessage now) {
    ImmutableList<DaideMessage.Part> parts = now.parts();
    if (parts.size() < 2 || !parts.get(0).is(Tokens.of("NOW")) || !parts.get(1).bracketed()) {
      throw new IllegalArgumentException("not a NOW message: " + now.text(names));
    }
    Phase phase = turn(parts.get(1).message());
    ImmutableList.Builder<Unit> units = ImmutableList.builder();
    ImmutableMap.Builder<Unit, ImmutableList<Location>> dislodged = ImmutableMap.builder();
    for (DaideMessage.Part part : parts.subList(2, parts.size())) {
      ImmutableList<DaideMessage.Part> u = part.message().parts();
      if (u.size() != 3 && u.size() != 5) {
        throw new IllegalArgumentException("not a unit: " + part.message().text(names));
      }
      Power power = names.powerOf(u.get(0).message().token(0)).orElseThrow(
          () -> new IllegalArgumentException("no power: " + part.message().text(names)));
      UnitType type = u.get(1).is(Tokens.of("AMY")) ? UnitType.ARMY : UnitType.FLEET;
      Unit unit = Unit.of(power, type, place(names, u.get(2)));
      if (u.size() == 5 && u.get(3).is(Tokens.of("MRT"))) {
        ImmutableList.Builder<Location> options = ImmutableList.builder();
        for (DaideMessage.Part o : u.get(4).message().parts()) {
          options.add(place(names, o));
        }
        dislodged.put(unit, options.build());
      } else {
        units.add(unit);
      }
    }
    return new Now(phase, units.build(), dislodged.build());
  }

  private static Location place(DaideTokens names, DaideMessage.Part p) {
    if (!p.bracketed()) {
      return names.provinceOf(p.message().token(0)).orElseThrow(
          () -> new IllegalArgumentException("no province")).location();
    }
    Province province = names.provinceOf(p.message().token(0)).orElseThrow(
        () -> new IllegalArgumentException("no province"));
    String coast = names.text(p.message().token(1));
    for (Location l : province.coasts()) {
      if (names.notation().coastName(l.coast().orElseThrow()).equals(coast)) {
        return l;
      }
    }
    return province.location();
  }
}
