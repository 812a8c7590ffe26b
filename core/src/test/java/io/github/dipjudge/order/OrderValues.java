package io.github.dipjudge.order;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Random order values of every kind on a map, the house-rule priority lists included, with and without a power:
 * any location for any unit, types sometimes left out, lists of one to four items. Every value the order records
 * admit can come out (an empty priority list is no value: the records refuse it).
 */
final class OrderValues {
  private OrderValues() {}

  /** Orders of every kind, half of them with a power. */
  static Arbitrary<Order> orders(GameMap map) {
    ImmutableList<Location> locations = map.locations();
    ImmutableList<Province> provinces = map.provinces();
    Arbitrary<Optional<UnitType>> type = Arbitraries.of(UnitType.class).optional(0.85);
    Arbitrary<Location> at = Arbitraries.of(locations);
    Arbitrary<UnitRef> ref = Combinators.combine(Arbitraries.of(map.powers()).optional(0.2), type, at)
        .as(UnitRef::new);
    Arbitrary<ImmutableList<Province>> path = Arbitraries.frequencyOf(
        Tuple.of(3, Arbitraries.just(ImmutableList.<Province>of())),
        Tuple.of(1, Arbitraries.of(provinces).list().ofMinSize(1).ofMaxSize(4).map(ImmutableList::copyOf)));
    Arbitrary<Build> build = Combinators.combine(type, at).as((t, l) -> new Build(Optional.empty(), t, l));
    Arbitrary<Disband> disband = Combinators.combine(type, at).as((t, l) -> new Disband(Optional.empty(), t, l));
    Arbitrary<Order> unpowered = Arbitraries.frequencyOf(
        Tuple.of(2, Combinators.combine(type, at).as((t, l) -> new Hold(Optional.empty(), t, l))),
        Tuple.of(4, Combinators.combine(type, at, at, Arbitraries.of(true, false), path)
            .as((t, from, to, via, p) -> new Move(Optional.empty(), t, from, to, via, p))),
        Tuple.of(3, Combinators.combine(type, at, ref).as((t, l, r) -> new SupportHold(Optional.empty(), t, l, r))),
        Tuple.of(3, Combinators.combine(type, at, ref, at)
            .as((t, l, r, to) -> new SupportMove(Optional.empty(), t, l, r, to))),
        Tuple.of(3, Combinators.combine(type, at, ref, at)
            .as((t, l, r, to) -> new Convoy(Optional.empty(), t, l, r, to))),
        Tuple.of(2, Combinators.combine(type, at, at).as((t, l, to) -> new Retreat(Optional.empty(), t, l, to))),
        // A retreat priority list names a place, or none and then "disband".
        Tuple.of(2, Combinators.combine(type, at, at.list().ofMaxSize(4), Arbitraries.of(true, false))
            .as((t, l, to, d) -> new RetreatPriority(Optional.empty(), t, l, ImmutableList.copyOf(to),
                d || to.isEmpty()))),
        Tuple.of(2, disband.map(d -> (Order) d)),
        Tuple.of(2, build.map(b -> (Order) b)),
        Tuple.of(2, build.list().ofMinSize(1).ofMaxSize(4)
            .map(l -> new BuildPriority(Optional.empty(), ImmutableList.copyOf(l)))),
        Tuple.of(2, disband.list().ofMinSize(1).ofMaxSize(4)
            .map(l -> new DisbandPriority(Optional.empty(), ImmutableList.copyOf(l)))),
        Tuple.of(1, Arbitraries.just(new Waive(Optional.empty()))));
    Arbitrary<Optional<Power>> power = Arbitraries.of(map.powers()).optional(0.5);
    return Combinators.combine(unpowered, power).as((o, p) -> p.isPresent() ? o.withPower(p.get()) : o);
  }
}
