package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.Coast;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * Properties of the English notation on the standard map: printing then reading gives the same order, printing is
 * stable, and reading any text throws nothing but {@link OrderFormatException}.
 *
 * <p>(Named {@code ...Test} so that Surefire's default includes run it with the rest of the build.)
 */
class NotationPropertiesTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation NOTATION = OrderNotation.english(MAP);

  // ------------------------------------------------------------------------------------------- properties

  @Property(tries = 2000)
  void parsingThePrintedOrderGivesTheOrder(@ForAll("orders") Order o) {
    String printed = NOTATION.print(o);
    Statistics.label("kind").collect(o.kind());
    assertThat(NOTATION.parse(printed)).as(printed).isEqualTo(o);
  }

  @Property(tries = 2000)
  void printingIsStable(@ForAll("orders") Order o) {
    String printed = NOTATION.print(o);
    assertThat(NOTATION.print(NOTATION.parse(printed))).isEqualTo(printed);
  }

  @Property(tries = 3000)
  void arbitraryTextNeverThrowsAnythingButOrderFormatException(@ForAll("noise") String text) {
    readsOrRejects(text);
  }

  @Property(tries = 3000)
  void tokenSoupNeverThrowsAnythingButOrderFormatException(@ForAll("tokenSoup") String text) {
    readsOrRejects(text);
  }

  @Property(tries = 3000)
  void whateverReadsHasACanonicalFormThatReadsBack(@ForAll("orderLikeText") String text) {
    readsOrRejects(text);
  }

  /**
   * Reads a text: it is an order, whose canonical form reads back as the same order, or it is rejected with an
   * {@link OrderFormatException} that says where; any other throwable fails the property.
   */
  private static void readsOrRejects(String text) {
    Order o;
    try {
      o = NOTATION.parse(text);
    } catch (OrderFormatException e) {
      Statistics.label("result").collect("rejected");
      assertThat(e.text()).isEqualTo(text);
      assertThat(e.column()).isBetween(1, text.length() + 1);
      assertThat(e.expected()).isNotBlank();
      return;
    }
    Statistics.label("result").collect("read");
    String printed = NOTATION.print(o);
    assertThat(NOTATION.parse(printed)).as("%s printed as %s", text, printed).isEqualTo(o);
  }

  // ------------------------------------------------------------------------------------------- orders

  private static final ImmutableList<Location> LOCATIONS = MAP.locations();
  private static final ImmutableList<Province> PROVINCES = MAP.provinces();

  private static ImmutableList<Location> admitting(Optional<UnitType> type) {
    ImmutableList.Builder<Location> b = ImmutableList.builder();
    for (Location l : LOCATIONS) {
      if (type.isPresent() ? l.admits(type.get()) : l.admits(UnitType.ARMY) || l.admits(UnitType.FLEET)) {
        b.add(l);
      }
    }
    return b.build();
  }

  private static Arbitrary<Optional<Power>> power() {
    return Arbitraries.of(MAP.powers()).optional(0.5);
  }

  /** A unit type, mostly written. */
  private static Arbitrary<Optional<UnitType>> unitType() {
    return Arbitraries.of(UnitType.class).optional(0.85);
  }

  /** A place for a unit of the type (any location when the type is not written). */
  private static Arbitrary<Location> standing(Optional<UnitType> type) {
    return Arbitraries.of(admitting(type));
  }

  /** A place to go from {@code from}: mostly a neighbour, sometimes any location of the map. */
  private static Arbitrary<Location> destination(Optional<UnitType> type, Location from) {
    List<Location> near = new ArrayList<>();
    for (UnitType t : type.isPresent() ? List.of(type.get()) : List.of(UnitType.values())) {
      near.addAll(MAP.neighbours(from, t));
    }
    Arbitrary<Location> any = Arbitraries.of(LOCATIONS);
    if (near.isEmpty()) {
      return any;
    }
    return Arbitraries.frequencyOf(
        Tuple.of(4, Arbitraries.of(near)), Tuple.of(1, any));
  }

  /** A unit named inside a support or convoy: nationality sometimes, type mostly. */
  private static Arbitrary<UnitRef> unitRef(Arbitrary<Optional<UnitType>> types) {
    return Combinators.combine(Arbitraries.of(MAP.powers()).optional(0.2), types)
        .flatAs((nat, t) -> standing(t).map(l -> new UnitRef(nat, t, l)));
  }

  private static Arbitrary<Order> hold() {
    return unitType().flatMap(t -> standing(t).map(l -> (Order) new Hold(Optional.empty(), t, l)));
  }

  private static Arbitrary<Order> move() {
    Arbitrary<ImmutableList<Province>> path = Arbitraries.of(PROVINCES).list().ofMaxSize(3)
        .map(ImmutableList::copyOf);
    Arbitrary<ImmutableList<Province>> maybePath = Arbitraries.frequencyOf(
        Tuple.of(4, Arbitraries.just(ImmutableList.<Province>of())), Tuple.of(1, path));
    return unitType().flatMap(t -> standing(t).flatMap(from ->
        Combinators.combine(destination(t, from), Arbitraries.of(true, false), maybePath)
            .as((to, via, p) -> (Order) new Move(Optional.empty(), t, from, to, via, p))));
  }

  private static Arbitrary<Order> supportHold() {
    return unitType().flatMap(t -> Combinators.combine(standing(t), unitRef(unitType()))
        .as((l, ref) -> (Order) new SupportHold(Optional.empty(), t, l, ref)));
  }

  private static Arbitrary<Order> supportMove() {
    return unitType().flatMap(t -> Combinators.combine(standing(t), unitRef(unitType()))
        .flatAs((l, ref) -> destination(ref.type(), ref.location())
            .map(to -> (Order) new SupportMove(Optional.empty(), t, l, ref, to))));
  }

  private static Arbitrary<Order> convoy() {
    // Mostly a fleet convoying an army, as written; sometimes the types are left out or wrong.
    Arbitrary<Optional<UnitType>> fleetType = Arbitraries.frequencyOf(
        Tuple.of(8, Arbitraries.just(Optional.of(UnitType.FLEET))),
        Tuple.of(1, Arbitraries.just(Optional.<UnitType>empty())),
        Tuple.of(1, Arbitraries.just(Optional.of(UnitType.ARMY))));
    Arbitrary<Optional<UnitType>> armyType = Arbitraries.frequencyOf(
        Tuple.of(8, Arbitraries.just(Optional.of(UnitType.ARMY))),
        Tuple.of(1, Arbitraries.just(Optional.<UnitType>empty())),
        Tuple.of(1, Arbitraries.just(Optional.of(UnitType.FLEET))));
    return fleetType.flatMap(t -> Combinators.combine(standing(t), unitRef(armyType), Arbitraries.of(LOCATIONS))
        .as((l, army, to) -> (Order) new Convoy(Optional.empty(), t, l, army, to)));
  }

  private static Arbitrary<Order> retreat() {
    return unitType().flatMap(t -> standing(t).flatMap(from -> destination(t, from)
        .map(to -> (Order) new Retreat(Optional.empty(), t, from, to))));
  }

  private static Arbitrary<Order> disband() {
    return unitType().flatMap(t -> standing(t).map(l -> (Order) new Disband(Optional.empty(), t, l)));
  }

  private static Arbitrary<Order> build() {
    // Builds on any location, coasts included (stp/nc), to cover what the adjudicator must judge.
    return Combinators.combine(unitType(), Arbitraries.of(LOCATIONS))
        .as((t, l) -> (Order) new Build(Optional.empty(), t, l));
  }

  @Provide
  Arbitrary<Order> orders() {
    Arbitrary<Order> unpowered = Arbitraries.frequencyOf(
        Tuple.of(2, hold()),
        Tuple.of(4, move()),
        Tuple.of(3, supportHold()),
        Tuple.of(3, supportMove()),
        Tuple.of(3, convoy()),
        Tuple.of(2, retreat()),
        Tuple.of(2, disband()),
        Tuple.of(2, build()),
        Tuple.of(1, Arbitraries.just(new Waive(Optional.empty()))));
    return Combinators.combine(unpowered, power()).as((o, p) -> p.isPresent() ? o.withPower(p.get()) : o);
  }

  // ------------------------------------------------------------------------------------------- texts

  /** Any text of ASCII, digits, punctuation, full-width punctuation, CJK and Cyrillic. */
  @Provide
  Arbitrary<String> noise() {
    return Arbitraries.strings()
        .withCharRange(' ', '~')
        .withCharRange('\u4e00', '\u9fff')
        .withCharRange('\u0400', '\u04ff')
        .withChars("：（）\u3000–—\t\n\u00a0ё/")
        .ofMinLength(0).ofMaxLength(40);
  }

  /** Every name of a province, coast or power, each keyword in two cases, and the symbols of the notation. */
  static final ImmutableList<String> VOCABULARY = vocabulary();

  private static ImmutableList<String> vocabulary() {
    Set<String> v = new LinkedHashSet<>();
    for (Province p : PROVINCES) {
      v.add(p.id());
      v.add(p.id().toUpperCase(Locale.ROOT));
      v.add(p.name());
      v.addAll(p.aliases());
    }
    for (Location l : LOCATIONS) {
      v.add(l.id());
    }
    for (Coast c : MAP.coasts()) {
      v.add(c.code());
      v.add(c.name());
      v.addAll(c.aliases());
    }
    for (Power p : MAP.powers()) {
      v.add(p.id());
      v.add(p.name());
      v.add(p.adjective());
      v.addAll(p.aliases());
    }
    for (String k : List.of("a", "f", "army", "fleet", "h", "hold", "holds", "stand", "m", "move", "moves", "to",
        "attack", "s", "support", "supports", "c", "convoy", "convoys", "r", "retreat", "retreats", "d", "disband",
        "remove", "b", "build", "builds", "via", "by", "waive", "waives")) {
      v.add(k);
      v.add(k.toUpperCase(Locale.ROOT));
    }
    v.addAll(List.of("-", "->", "–", "—", ">", "(", ")", "（", "）", ":", "：", "/", ",", ";", ".", "'", "\"",
        "nc", "(nc)", "/sc", "(", "Xyz", "Rhur", "Prussia", "St", "of", "Gulf", "Sea", "Ocean", "Q", "1", ""));
    return ImmutableList.copyOf(v);
  }

  private static Arbitrary<String> separator() {
    return Arbitraries.of(" ", " ", " ", "", "  ", "-", " - ", "/", ":", "\t", "\u3000");
  }

  /** Random tokens of the vocabulary, joined by random separators. */
  @Provide
  Arbitrary<String> tokenSoup() {
    return Combinators.combine(Arbitraries.of(VOCABULARY), separator()).as((w, s) -> w + s)
        .list().ofMaxSize(10).map(parts -> String.join("", parts));
  }

  /** Texts close to orders: printed orders with a token inserted, deleted or replaced, in any case. */
  @Provide
  Arbitrary<String> orderLikeText() {
    Arbitrary<List<String>> tokens = orders().map(o -> new ArrayList<>(List.of(NOTATION.print(o).split(" "))));
    return Combinators.combine(tokens, Arbitraries.integers().between(0, 12), Arbitraries.integers().between(0, 3),
        Arbitraries.of(VOCABULARY), Arbitraries.of(true, false))
        .as((t, at, how, word, upper) -> {
          List<String> parts = TextEdits.edited(t, at, how, word);
          String s = String.join(" ", parts);
          return upper ? s.toUpperCase(Locale.ROOT) : s;
        });
  }
}
