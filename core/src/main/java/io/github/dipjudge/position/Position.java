package io.github.dipjudge.position;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.StartingUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The state of a game at the start of a phase: the phase, the units on the board, the units dislodged and awaiting
 * retreat (retreat phases), the provinces left empty by a standoff in the movement phase before (retreat phases),
 * and supply-centre ownership.
 *
 * <p>Guarantees: at most one unit per province on the board and at most one dislodged unit per province; every
 * province, location and power belongs to {@link #map()}; only supply centres have owners. Units are kept in
 * province order, so two positions with the same content are {@link #equals equal} whatever order they were built
 * in.
 *
 * <p>Immutable and thread-safe. Built with {@link #builder(GameMap)} or {@link #initial(GameMap)}; factories and the
 * builder throw {@link NullPointerException} for nulls and {@link IllegalArgumentException} for inconsistent content.
 */
public final class Position {
  private final GameMap map;
  private final Phase phase;
  private final ImmutableList<Unit> units;
  private final ImmutableList<DislodgedUnit> dislodged;
  private final ImmutableSet<Province> standoffs;
  private final ImmutableMap<Province, Power> owners;
  private final Unit[] byProvince;
  private final DislodgedUnit[] dislodgedByProvince;

  private Position(Builder b) {
    this.map = b.map;
    this.phase = checkNotNull(b.phase, "phase");
    int n = map.provinces().size();
    this.byProvince = new Unit[n];
    this.dislodgedByProvince = new DislodgedUnit[n];
    for (Unit u : b.units.values()) {
      byProvince[u.province().index()] = u;
    }
    for (DislodgedUnit d : b.dislodged.values()) {
      dislodgedByProvince[d.unit().province().index()] = d;
    }
    ImmutableList.Builder<Unit> us = ImmutableList.builder();
    ImmutableList.Builder<DislodgedUnit> ds = ImmutableList.builder();
    for (int i = 0; i < n; i++) {
      if (byProvince[i] != null) {
        us.add(byProvince[i]);
      }
      if (dislodgedByProvince[i] != null) {
        ds.add(dislodgedByProvince[i]);
      }
    }
    this.units = us.build();
    this.dislodged = ds.build();
    TreeMap<Integer, Province> so = new TreeMap<>();
    b.standoffs.forEach(p -> so.put(p.index(), p));
    this.standoffs = ImmutableSet.copyOf(so.values());
    TreeMap<Integer, Map.Entry<Province, Power>> ow = new TreeMap<>();
    b.owners.forEach((p, w) -> ow.put(p.index(), Map.entry(p, w)));
    ImmutableMap.Builder<Province, Power> ob = ImmutableMap.builder();
    ow.values().forEach(e -> ob.put(e.getKey(), e.getValue()));
    this.owners = ob.build();
  }

  /** A new builder for a position on the given map; its phase must be set. */
  public static Builder builder(GameMap map) {
    return new Builder(checkNotNull(map, "map"));
  }

  /** A builder holding this position's content. */
  public Builder toBuilder() {
    Builder b = new Builder(map).phase(phase);
    units.forEach(b::unit);
    dislodged.forEach(b::dislodged);
    standoffs.forEach(b::standoff);
    owners.forEach(b::owner);
    return b;
  }

  /**
   * The starting position of a map in Spring 1901: its starting units, and each home centre owned by its power.
   */
  public static Position initial(GameMap map) {
    return initial(map, 1901);
  }

  /** The starting position of a map in Spring of the given year. */
  public static Position initial(GameMap map, int year) {
    Builder b = builder(map).phase(Phase.springMovement(year));
    for (StartingUnit s : map.startingUnits()) {
      b.unit(Unit.of(s.power(), s.type(), s.location()));
    }
    for (Power p : map.powers()) {
      for (Province c : p.homeCentres()) {
        b.owner(c, p);
      }
    }
    return b.build();
  }

  public GameMap map() {
    return map;
  }

  public Phase phase() {
    return phase;
  }

  /** The units on the board, in province order. Dislodged units are not among them. */
  public ImmutableList<Unit> units() {
    return units;
  }

  /** The units of one power on the board, in province order. */
  public ImmutableList<Unit> units(Power power) {
    checkNotNull(power, "power");
    ImmutableList.Builder<Unit> b = ImmutableList.builder();
    for (Unit u : units) {
      if (u.power() == power) {
        b.add(u);
      }
    }
    return b.build();
  }

  /** The unit in a province, if any (not counting a dislodged one). */
  public Optional<Unit> unitAt(Province province) {
    checkNotNull(province, "province");
    return Optional.ofNullable(byProvince[province.index()]);
  }

  /** The dislodged units awaiting retreat, in province order; empty outside retreat phases. */
  public ImmutableList<DislodgedUnit> dislodged() {
    return dislodged;
  }

  /** The dislodged unit in a province, if any. */
  public Optional<DislodgedUnit> dislodgedAt(Province province) {
    checkNotNull(province, "province");
    return Optional.ofNullable(dislodgedByProvince[province.index()]);
  }

  /** The provinces left empty by a standoff in the movement phase before this retreat phase. */
  public ImmutableSet<Province> standoffs() {
    return standoffs;
  }

  /** The owner of each owned supply centre, in province order. */
  public ImmutableMap<Province, Power> owners() {
    return owners;
  }

  /** The owner of a supply centre, if it has one. */
  public Optional<Power> owner(Province province) {
    checkNotNull(province, "province");
    return Optional.ofNullable(owners.get(province));
  }

  /** How many supply centres a power owns. */
  public int centreCount(Power power) {
    checkNotNull(power, "power");
    int n = 0;
    for (Power p : owners.values()) {
      if (p == power) {
        n++;
      }
    }
    return n;
  }

  /** The supply centres a power owns, in province order. */
  public ImmutableList<Province> centres(Power power) {
    checkNotNull(power, "power");
    ImmutableList.Builder<Province> b = ImmutableList.builder();
    owners.forEach((c, p) -> {
      if (p == power) {
        b.add(c);
      }
    });
    return b.build();
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
    return map == p.map && phase.equals(p.phase) && units.equals(p.units) && dislodged.equals(p.dislodged)
        && standoffs.equals(p.standoffs) && owners.equals(p.owners);
  }

  @Override
  public int hashCode() {
    return Objects.hash(phase, units, dislodged, standoffs, owners);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(phase.toString()).append(": ");
    List<String> parts = new ArrayList<>();
    units.forEach(u -> parts.add(u.toString()));
    dislodged.forEach(d -> parts.add("*" + d.unit()));
    sb.append(String.join(", ", parts));
    return sb.toString();
  }

  /**
   * Builds a {@link Position}. Not thread-safe; {@link #build()} checks the content and may be called repeatedly.
   */
  public static final class Builder {
    private final GameMap map;
    private Phase phase;
    private final Map<Province, Unit> units = new LinkedHashMap<>();
    private final Map<Province, DislodgedUnit> dislodged = new LinkedHashMap<>();
    private final List<Province> standoffs = new ArrayList<>();
    private final Map<Province, Power> owners = new LinkedHashMap<>();

    private Builder(GameMap map) {
      this.map = map;
    }

    public Builder phase(Phase phase) {
      this.phase = checkNotNull(phase, "phase");
      return this;
    }

    /**
     * Adds a unit.
     *
     * @throws IllegalArgumentException if its province already holds a unit, or it is of another map
     */
    public Builder unit(Unit unit) {
      checkNotNull(unit, "unit");
      checkOwn(unit);
      checkArgument(!units.containsKey(unit.province()), "two units in %s: %s and %s", unit.province(),
          units.get(unit.province()), unit);
      units.put(unit.province(), unit);
      return this;
    }

    /** Removes the unit in a province, if there is one. */
    public Builder removeUnit(Province province) {
      units.remove(checkNotNull(province, "province"));
      return this;
    }

    /**
     * Adds a dislodged unit awaiting retreat.
     *
     * @throws IllegalArgumentException if its province already has a dislodged unit
     */
    public Builder dislodged(DislodgedUnit d) {
      checkNotNull(d, "dislodged");
      checkOwn(d.unit());
      checkArgument(!dislodged.containsKey(d.unit().province()), "two dislodged units in %s", d.unit().province());
      dislodged.put(d.unit().province(), d);
      return this;
    }

    /** Removes every dislodged unit. */
    public Builder clearDislodged() {
      dislodged.clear();
      return this;
    }

    /** Marks a province as left empty by a standoff in the movement phase before this retreat phase. */
    public Builder standoff(Province p) {
      checkNotNull(p, "province");
      checkArgument(map.provinces().get(p.index()) == p, "province %s is not of map %s", p, map.id());
      if (!standoffs.contains(p)) {
        standoffs.add(p);
      }
      return this;
    }

    /** Removes every standoff mark. */
    public Builder clearStandoffs() {
      standoffs.clear();
      return this;
    }

    /**
     * Sets the owner of a supply centre.
     *
     * @throws IllegalArgumentException if the province is no supply centre
     */
    public Builder owner(Province centre, Power power) {
      checkNotNull(centre, "centre");
      checkNotNull(power, "power");
      checkArgument(map.provinces().get(centre.index()) == centre, "province %s is not of map %s", centre, map.id());
      checkArgument(map.powers().get(power.index()) == power, "power %s is not of map %s", power, map.id());
      checkArgument(centre.isSupplyCentre(), "%s is no supply centre", centre);
      owners.put(centre, power);
      return this;
    }

    /** Makes a supply centre unowned. */
    public Builder clearOwner(Province centre) {
      owners.remove(checkNotNull(centre, "centre"));
      return this;
    }

    /** Makes every supply centre unowned. */
    public Builder clearOwners() {
      owners.clear();
      return this;
    }

    private void checkOwn(Unit u) {
      checkArgument(map.locations().get(u.location().index()) == u.location(), "location %s is not of map %s",
          u.location(), map.id());
      checkArgument(map.powers().get(u.power().index()) == u.power(), "power %s is not of map %s", u.power(),
          map.id());
    }

    /**
     * The position.
     *
     * @throws NullPointerException if no phase was set
     */
    public Position build() {
      return new Position(this);
    }
  }
}
