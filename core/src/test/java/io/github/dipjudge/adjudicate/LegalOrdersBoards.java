package io.github.dipjudge.adjudicate;

import com.google.common.collect.ImmutableList;
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
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.order.Retreat;
import io.github.dipjudge.order.SupportHold;
import io.github.dipjudge.order.SupportMove;
import io.github.dipjudge.order.UnitRef;
import io.github.dipjudge.order.Waive;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.RandomDistribution;

/**
 * Test support for {@link LegalOrders}: random positions of the standard map in the three phase types, the rulebooks
 * that matter for legality, the brute-force enumeration of canonical candidate orders, and the adjudicator's verdict
 * on a batch of orders.
 *
 * <p>Positions are decoded from small integer specs, so that jqwik shrinks a failing position by dropping units and
 * moving numbers towards 0.
 */
final class LegalOrdersBoards {
  static final GameMap MAP = GameMap.standard();
  static final OrderNotation ENGLISH = OrderNotation.english(MAP);
  /** The boards of the standard map, behind the static methods the standard-map tests call. */
  private static final LegalOrdersBoards STANDARD = new LegalOrdersBoards(MAP);
  private static final Map<GameMap, LegalOrdersBoards> BY_MAP = new java.util.concurrent.ConcurrentHashMap<>();

  private final GameMap map;
  private final OrderNotation english;
  private final List<Power> powers;
  private final List<Province> provinces;
  private final List<Location> locations;
  private final List<Province> centres;
  private final List<Province> seas; // where fleets convoy: seas and ports

  private LegalOrdersBoards(GameMap map) {
    this.map = map;
    this.english = OrderNotation.english(map);
    this.powers = map.powers();
    this.provinces = map.provinces();
    this.locations = map.locations();
    List<Province> c = new ArrayList<>();
    List<Province> w = new ArrayList<>();
    for (Province p : provinces) {
      if (p.isSupplyCentre()) {
        c.add(p);
      }
      if (p.terrain() == Terrain.SEA || p.isPort()) {
        w.add(p);
      }
    }
    this.centres = List.copyOf(c);
    this.seas = List.copyOf(w);
  }

  /** The boards, candidates and verdicts of any map (the static methods are those of the standard map). */
  static LegalOrdersBoards of(GameMap map) {
    return map == MAP ? STANDARD : BY_MAP.computeIfAbsent(map, LegalOrdersBoards::new);
  }

  GameMap map() {
    return map;
  }

  // ============================================================================================ rulebooks

  /**
   * The DATC preferences, every preset, and single-option changes that matter for legality: the omitted coast
   * (4.B.2), the impossible coast (4.B.3), fleet builds inland (4.C.4), missing nationality (4.C.5), waiving
   * (4.D.7), convoys to adjacent provinces (4.A.3), retreats after a convoyed attack (4.A.5).
   */
  static final List<Rulebook> RULEBOOKS = rulebooks();

  private static List<Rulebook> rulebooks() {
    Set<Rulebook> out = new LinkedHashSet<>();
    out.add(Rulebook.datc());
    for (String name : Rulebook.presetNames()) {
      out.add(Rulebook.preset(name));
    }
    Rulebook d = Rulebook.datc();
    out.add(d.with("4.B.2", "B_ILLEGAL"));
    out.add(d.with("4.B.3", "A_COAST_IGNORED"));
    out.add(d.with("4.B.2", "B_ILLEGAL").with("4.B.3", "A_COAST_IGNORED"));
    out.add(d.with("4.C.4", "B_BUILDS_ARMY"));
    out.add(d.with("4.C.5", "A_INVALID"));
    out.add(d.with("4.C.5", "C_VALID_UNLESS_OTHER_ORDER"));
    out.add(d.with("4.D.7", "B_NOT_ALLOWED"));
    out.add(d.with("4.A.3", "RULE_2000_FALLBACK"));
    out.add(d.with("4.A.3", "EXPLICIT_VIA"));
    out.add(d.with("4.A.5", "A_NEVER"));
    return List.copyOf(out);
  }

  static Arbitrary<Rulebook> rulebookArbitrary() {
    return Arbitraries.of(RULEBOOKS);
  }

  // ============================================================================================ positions

  /** A position with a readable description (units, dislodged units, standoffs, owners) for failure reports. */
  static final class Board {
    final Position position;

    Board(Position position) {
      this.position = position;
    }

    @Override
    public String toString() {
      return describe(position);
    }
  }

  static String describe(Position pos) {
    StringBuilder sb = new StringBuilder("\n    phase: ").append(pos.phase());
    sb.append("\n    units: ");
    List<String> us = new ArrayList<>();
    for (Unit u : pos.units()) {
      us.add(u.power().name() + " " + u.type().letter() + " " + u.location().id());
    }
    sb.append(String.join(", ", us));
    if (!pos.dislodged().isEmpty()) {
      List<String> ds = new ArrayList<>();
      for (DislodgedUnit d : pos.dislodged()) {
        ds.add(d.unit().power().name() + " " + d.unit().type().letter() + " " + d.unit().location().id()
            + " (attacker from " + d.attackerOrigin().id() + (d.byConvoy() ? ", by convoy" : "") + ")");
      }
      sb.append("\n    dislodged: ").append(String.join(", ", ds));
    }
    if (!pos.standoffs().isEmpty()) {
      List<String> ss = new ArrayList<>();
      pos.standoffs().forEach(p -> ss.add(p.id()));
      sb.append("\n    standoffs: ").append(String.join(", ", ss));
    }
    if (pos.phase().type() == PhaseType.ADJUSTMENT) {
      Map<String, List<String>> by = new LinkedHashMap<>();
      pos.owners().forEach((c, p) -> by.computeIfAbsent(p.name(), k -> new ArrayList<>()).add(c.id()));
      sb.append("\n    owners: ").append(by);
      List<String> deltas = new ArrayList<>();
      for (Power p : pos.map().powers()) {
        deltas.add(p.name() + " " + (pos.centreCount(p) - pos.unitCount(p)));
      }
      sb.append("\n    centres - units: ").append(String.join(", ", deltas));
    }
    return sb.append('\n').toString();
  }

  /** A unit to place: province index, power index, fleet wish (coastal provinces), coast choice (split coasts). */
  record UnitSpec(int province, int power, boolean fleet, int coast) {}

  /**
   * A dislodged unit to place: the unit, a choice among the provinces next to it for the attacker's origin, whether
   * the attack came by convoy, and whether the attacker stands in the unit's province.
   */
  record DislodgedSpec(UnitSpec unit, int origin, boolean byConvoy, boolean attackerThere) {}

  private static Arbitrary<Integer> uniform(int min, int max) {
    return Arbitraries.integers().between(min, max).withDistribution(RandomDistribution.uniform());
  }

  private Arbitrary<UnitSpec> unitSpec() {
    return Combinators.combine(uniform(0, provinces.size() - 1), uniform(0, powers.size() - 1),
        Arbitraries.of(false, true), Arbitraries.integers().between(0, 2)).as(UnitSpec::new);
  }

  private Arbitrary<List<UnitSpec>> unitSpecs(int max) {
    return unitSpec().list().ofMaxSize(max).withSizeDistribution(RandomDistribution.uniform());
  }

  /**
   * Movement phases: up to 40 random units of random powers, and up to 19 more fleets at sea (so that long and
   * branching convoy chains, and fleets that support and could convoy, are common).
   */
  static Arbitrary<Board> movementBoards() {
    return STANDARD.movementBoards(40, 19);
  }

  /** As {@link #movementBoards()} on this map: up to {@code units} random units and {@code fleets} fleets at sea. */
  Arbitrary<Board> movementBoards(int units, int fleets) {
    Arbitrary<List<UnitSpec>> seaFleets = Arbitraries.just(List.of()); // a map without seas (pure)
    if (!seas.isEmpty()) {
      Arbitrary<UnitSpec> seaFleet = Combinators.combine(uniform(0, seas.size() - 1), uniform(0, powers.size() - 1))
          .as((s, p) -> new UnitSpec(seas.get(s).index(), p, true, 0));
      seaFleets =
          seaFleet.list().ofMaxSize(Math.min(fleets, seas.size())).withSizeDistribution(RandomDistribution.uniform());
    }
    return Combinators.combine(unitSpecs(units), seaFleets, Arbitraries.of(false, true)).as((us, fs, fall) -> {
      Position.Builder b = Position.builder(map).phase(CalendarPhases.on(map,
          fall ? Phase.fallMovement(1903) : Phase.springMovement(1902)));
      List<UnitSpec> all = new ArrayList<>(us);
      all.addAll(fs);
      place(b, all);
      return new Board(b.build());
    });
  }

  /**
   * Retreat phases: up to 34 units on the board, up to 8 dislodged units (each with an attacker origin next to it,
   * a random by-convoy flag, and usually a unit standing where it was dislodged), up to 6 standoff provinces.
   */
  static Arbitrary<Board> retreatBoards() {
    return STANDARD.retreatBoards(34);
  }

  /** As {@link #retreatBoards()} on this map, with up to {@code units} units on the board. */
  Arbitrary<Board> retreatBoards(int units) {
    Arbitrary<DislodgedSpec> d = Combinators.combine(unitSpec(), uniform(0, 99), Arbitraries.of(false, true),
        Arbitraries.integers().between(0, 3)).as((u, o, c, a) -> new DislodgedSpec(u, o, c, a != 0));
    Arbitrary<List<DislodgedSpec>> ds = d.list().ofMinSize(1).ofMaxSize(8);
    Arbitrary<List<Integer>> standoffs = uniform(0, provinces.size() - 1).list().ofMaxSize(6);
    return Combinators.combine(unitSpecs(units), ds, standoffs, Arbitraries.of(false, true))
        .as(this::retreatBoard);
  }

  private Board retreatBoard(List<UnitSpec> units, List<DislodgedSpec> dislodged, List<Integer> standoffs,
      boolean fall) {
    Position.Builder b = Position.builder(map)
        .phase(CalendarPhases.on(map, new Phase(fall ? 1903 : 1902, fall ? Season.FALL : Season.SPRING,
            PhaseType.RETREAT)));
    boolean[] taken = place(b, units);
    boolean[] dislodgedTaken = new boolean[provinces.size()];
    for (DislodgedSpec s : dislodged) {
      Unit u = unitOf(s.unit());
      if (u == null || dislodgedTaken[u.province().index()]) {
        continue;
      }
      dislodgedTaken[u.province().index()] = true;
      List<Province> near = neighbourProvinces(u.province());
      Province origin = near.get(s.origin() % near.size());
      // By convoy only where a convoyed army could have come: coast to coast (the rule of a position).
      boolean byConvoy = s.byConvoy() && origin.terrain() == Terrain.COASTAL
          && u.province().terrain() == Terrain.COASTAL;
      b.dislodged(new DislodgedUnit(u, origin, byConvoy));
      if (s.attackerThere() && !taken[u.province().index()]) {
        // The attacker, of another power, now stands where the unit was dislodged.
        Power other = powers.get((u.power().index() + 1) % powers.size());
        b.unit(Unit.of(other, u.type(), u.location()));
        taken[u.province().index()] = true;
      }
    }
    for (int p : standoffs) {
      Province sp = provinces.get(p);
      if (sp.terrain() != Terrain.IMPASSABLE) {
        b.standoff(sp);
      }
    }
    return new Board(b.build());
  }

  /** The provinces next to p for an army or for a fleet on any of p's locations. */
  List<Province> neighbourProvinces(Province p) {
    Set<Province> out = new LinkedHashSet<>();
    for (Location l : map.neighbours(p.location(), UnitType.ARMY)) {
      out.add(l.province());
    }
    List<Location> fleetLocs = p.hasSplitCoasts() ? p.coasts() : List.of(p.location());
    for (Location from : fleetLocs) {
      for (Location l : map.neighbours(from, UnitType.FLEET)) {
        out.add(l.province());
      }
    }
    return new ArrayList<>(out);
  }

  /**
   * Adjustment phases: up to 34 random units; each supply centre owned by its home power (or unowned, for a
   * neutral one) for owner choices 0 to 3, by the power numbered choice - 4 for choices 4 to 10, unowned above; so
   * that in most positions some powers build into vacant owned home centres and some must remove units.
   */
  static Arbitrary<Board> adjustmentBoards() {
    return STANDARD.adjustmentBoards(34);
  }

  /** As {@link #adjustmentBoards()} on this map, with up to {@code units} units. */
  Arbitrary<Board> adjustmentBoards(int units) {
    Arbitrary<List<Integer>> owners = uniform(0, 8 + powers.size()).list().ofSize(centres.size());
    return Combinators.combine(unitSpecs(units), owners).as((us, own) -> {
      Position.Builder b = Position.builder(map).phase(CalendarPhases.on(map, Phase.adjustment(1903)));
      place(b, us);
      for (int i = 0; i < centres.size(); i++) {
        Province c = centres.get(i);
        int o = own.get(i);
        Power p = o < 4 ? c.homePower().orElse(null) : o - 4 < powers.size() ? powers.get(o - 4) : null;
        if (p != null) {
          b.owner(c, p);
        }
      }
      return new Board(b.build());
    });
  }

  private Unit unitOf(UnitSpec s) {
    Province p = provinces.get(s.province());
    if (p.terrain() == Terrain.IMPASSABLE) {
      return null;
    }
    UnitType type = p.terrain() == Terrain.SEA ? UnitType.FLEET
        : p.terrain() == Terrain.INLAND ? UnitType.ARMY : s.fleet() ? UnitType.FLEET : UnitType.ARMY;
    Location loc = type == UnitType.FLEET && p.hasSplitCoasts()
        ? p.coasts().get(s.coast() % p.coasts().size()) : p.location();
    return Unit.of(powers.get(s.power()), type, loc);
  }

  private boolean[] place(Position.Builder b, List<UnitSpec> specs) {
    boolean[] taken = new boolean[provinces.size()];
    for (UnitSpec s : specs) {
      Unit u = unitOf(s);
      if (u == null || taken[u.province().index()]) {
        continue;
      }
      taken[u.province().index()] = true;
      b.unit(u);
    }
    return taken;
  }

  // ============================================================================================ candidates

  /**
   * The brute-force enumeration of canonical candidate orders naming units on the board (LegalOrders class
   * comment): every unit named with its power, true type and location.
   */
  static List<Order> candidates(Position pos, Rulebook rules) {
    LegalOrdersBoards on = of(pos.map());
    switch (pos.phase().type()) {
      case MOVEMENT:
        return on.movementCandidates(pos, rules);
      case RETREAT:
        return on.retreatCandidates(pos);
      default:
        return on.adjustmentCandidates(pos);
    }
  }

  /** The canonical reference to unit x in an order of unit u: nationality written iff foreign and required. */
  static UnitRef ref(Unit u, Unit x, Rulebook rules) {
    boolean nat = x.power() != u.power() && rules.missingNationality() != Rulebook.MissingNationality.B_VALID;
    return new UnitRef(nat ? Optional.of(x.power()) : Optional.empty(), Optional.of(x.type()), x.location());
  }

  /** Locations a unit of the type may be named moving to, or supported to: armies province-level only. */
  static boolean canonicalDestination(UnitType type, Location l) {
    return type == UnitType.FLEET || !l.isCoast();
  }

  private List<Order> movementCandidates(Position pos, Rulebook rules) {
    List<Order> out = new ArrayList<>();
    List<Unit> units = pos.units();
    for (Unit u : units) {
      Optional<Power> pw = Optional.of(u.power());
      Optional<UnitType> t = Optional.of(u.type());
      Location at = u.location();
      out.add(new Hold(pw, t, at));
      for (Location d : locations) {
        if (canonicalDestination(u.type(), d)) {
          out.add(new Move(pw, t, at, d, false, ImmutableList.of()));
          out.add(new Move(pw, t, at, d, true, ImmutableList.of()));
        }
      }
      for (Unit x : units) {
        if (x == u) {
          continue;
        }
        UnitRef r = ref(u, x, rules);
        out.add(new SupportHold(pw, t, at, r));
        for (Location d : locations) {
          if (canonicalDestination(x.type(), d)) {
            out.add(new SupportMove(pw, t, at, r, d));
          }
        }
        if (x.type() == UnitType.ARMY) {
          for (Province q : provinces) {
            if (q.terrain() == Terrain.COASTAL || q.terrain() == Terrain.INLAND) {
              out.add(new Convoy(pw, t, at, r, q.location()));
            }
          }
        }
      }
    }
    return out;
  }

  private List<Order> retreatCandidates(Position pos) {
    List<Order> out = new ArrayList<>();
    for (DislodgedUnit d : pos.dislodged()) {
      Unit u = d.unit();
      Optional<Power> pw = Optional.of(u.power());
      Optional<UnitType> t = Optional.of(u.type());
      for (Location l : locations) {
        if (canonicalDestination(u.type(), l)) {
          out.add(new Retreat(pw, t, u.location(), l));
        }
      }
      out.add(new Disband(pw, t, u.location()));
    }
    return out;
  }

  private List<Order> adjustmentCandidates(Position pos) {
    List<Order> out = new ArrayList<>();
    for (Location l : locations) {
      for (Power p : powers) {
        if (!l.isCoast()) {
          out.add(new Build(Optional.of(p), Optional.of(UnitType.ARMY), l));
        }
        out.add(new Build(Optional.of(p), Optional.of(UnitType.FLEET), l));
      }
    }
    for (Unit u : pos.units()) {
      out.add(new Disband(Optional.of(u.power()), Optional.of(u.type()), u.location()));
    }
    for (Power p : powers) {
      out.add(Waive.of(p));
    }
    return out;
  }

  // ============================================================================================ verdicts

  /** Whether the adjudicator found the order legal: a reason that is not illegal, or a conflict with another order. */
  static boolean legal(Reason r) {
    return !r.isIllegal() || r == Reason.MULTIPLE_ORDERS || r == Reason.SUPERSEDED;
  }

  /** The adjudicator's reason for each order, all adjudicated in one call (keyed by order value; first wins). */
  static Map<Order, Reason> verdicts(Position pos, List<Order> orders, Rulebook rules) {
    PhaseResult result = Adjudicator.create(pos.map(), rules).adjudicate(pos, orders);
    Map<Order, Reason> out = new LinkedHashMap<>();
    for (OrderResult r : result.results()) {
      out.putIfAbsent(r.order(), r.reason());
    }
    return out;
  }

  /** The set of candidate orders the adjudicator judges legal. */
  static Set<Order> legalCandidates(Position pos, Rulebook rules) {
    Set<Order> out = new LinkedHashSet<>();
    verdicts(pos, candidates(pos, rules), rules).forEach((o, r) -> {
      if (legal(r)) {
        out.add(o);
      }
    });
    return out;
  }

  static String print(Order o) {
    return ENGLISH.print(o);
  }

  /** An order in English, with this map's names. */
  String printOn(Order o) {
    return english.print(o);
  }
}
