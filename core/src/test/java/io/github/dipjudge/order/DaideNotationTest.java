package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.fuzz.Fuzz;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.Tuple.Tuple2;
import net.jqwik.api.statistics.Statistics;

/**
 * DAIDE's order notation: the syntax document's examples both ways, its names on the standard map (checked against
 * the shared name table when it is present), the variants, the round trip on every map that has DAIDE names, and the
 * fuzz suite (printed orders broken by edits are read back or refused with a column, in bounded work).
 */
class DaideNotationTest {
  static final GameMap MAP = GameMap.standard();
  static final DaideNotation DAIDE = DaideNotation.of(MAP);
  static final OrderNotation ENGLISH = OrderNotation.english(MAP);

  private static Order english(String text) {
    return ENGLISH.parse(text);
  }

  @Example
  void theDocumentsOrdersReadAsTheirEnglishMeaning() {
    assertThat(DAIDE.parse("( ENG FLT LON ) MTO NTH")).isEqualTo(english("England: F lon - nth"));
    assertThat(DAIDE.parse("(ENG FLT LON) HLD")).isEqualTo(english("England: F lon H"));
    assertThat(DAIDE.parse("( AUS AMY BUD ) SUP ( RUS AMY WAR ) MTO GAL"))
        .isEqualTo(english("Austria: A bud S Russian A war - gal"));
    assertThat(DAIDE.parse("( AUS AMY BUD ) SUP ( AUS AMY VIE )")).isEqualTo(english("Austria: A bud S Austrian A vie"));
    assertThat(DAIDE.parse("( ENG FLT NTH ) CVY ( ENG AMY LON ) CTO NWY"))
        .isEqualTo(english("England: F nth C English A lon - nwy"));
    assertThat(DAIDE.parse("( ENG AMY LON ) CTO NWY VIA ( NTH )")).isEqualTo(english("England: A lon - nth - nwy"));
    assertThat(DAIDE.parse("( FRA FLT MAO ) MTO ( SPA NCS )")).isEqualTo(english("France: F mao - spa/nc"));
    assertThat(DAIDE.parse("( TUR FLT CON ) RTO ( BUL SCS )")).isEqualTo(english("Turkey: F con R bul/sc"));
    assertThat(DAIDE.parse("( TUR FLT CON ) DSB")).isEqualTo(english("Turkey: Disband F con"));
    assertThat(DAIDE.parse("( TUR FLT CON ) REM")).isEqualTo(english("Turkey: Disband F con"));
    assertThat(DAIDE.parse("( RUS FLT ( STP SCS ) ) BLD")).isEqualTo(english("Russia: Build F stp/sc"));
    assertThat(DAIDE.parse("RUS WVE")).isEqualTo(english("Russia: Waive"));
    assertThat(DAIDE.parse("( fra flt eCh ) mto bre")).isEqualTo(english("France: F eng - bre"));
  }

  @Example
  void printsTheDocumentsForms() {
    assertThat(DAIDE.print(english("England: A lon - nth - nwy"))).isEqualTo("( ENG AMY LON ) CTO NWY VIA ( NTH )");
    assertThat(DAIDE.print(english("Russia: Build F stp/sc"))).isEqualTo("( RUS FLT ( STP SCS ) ) BLD");
    assertThat(DAIDE.print(english("Turkey: Disband F con"))).isEqualTo("( TUR FLT CON ) DSB");
    assertThat(DAIDE.printAdjustment(english("Turkey: Disband F con"))).isEqualTo("( TUR FLT CON ) REM");
    assertThat(DAIDE.print(english("France: F lyo - tys"))).isEqualTo("( FRA FLT GOL ) MTO TYS");
    assertThat(DAIDE.print(english("Russia: Waive"))).isEqualTo("RUS WVE");
  }

  @Example
  void ordersWithoutPowerOrTypeOrAPriorityListCannotBePrinted() {
    assertThatThrownBy(() -> DAIDE.print(english("F lon - nth"))).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("power");
    assertThatThrownBy(() -> DAIDE.print(english("England: lon - nth"))).hasMessageContaining("type");
    assertThatThrownBy(() -> DAIDE.print(english("England: F nth S A lon - bel"))).hasMessageContaining("power");
    assertThatThrownBy(() -> DAIDE.print(english("England: Build priority: F lon, A lvp")))
        .hasMessageContaining("priority");
  }

  @Example
  void errorsNameTheColumnAndWhatWasExpected() {
    assertError("( ENG FLT LON ) MTO XYZ", 21, "a province, not \"XYZ\"");
    assertError("( ENG FLT LON ) GO NTH", 17, "HLD, MTO");
    assertError("( ENG TNK LON ) HLD", 7, "AMY or FLT");
    assertError("( ENG FLT LON HLD", 15, "\")\"");
    assertError("( ENG FLT LON ) MTO NTH NTH", 25, "the end of the order");
    assertError("( ENG FLT LON ) MTO", 20, "a province");
    assertError("", 1, "a power");
    assertError("( ENG FLT LON ) MTO NTH;", 24, "U+003B");
    assertError("( ENG FLT ( STP XCS ) ) HLD", 17, "a coast");
    assertError("ENG", 4, "WVE");
  }

  private static void assertError(String text, int column, String expected) {
    assertThatThrownBy(() -> DAIDE.parse(text)).as(text).isInstanceOfSatisfying(OrderFormatException.class, e -> {
      assertThat(e.column()).as(e.getMessage()).isEqualTo(column);
      assertThat(e.expected()).contains(expected);
    });
  }

  /** As in every notation: dropping the coast could give the order another meaning. */
  @Example
  void aCoastTheProvinceHasNotIsRefusedAtItsColumn() {
    assertError("( FRA FLT MAO ) MTO ( BRE NCS )", 27, "a coast of BRE");
    assertError("( TUR FLT BLA ) MTO ( BUL NCS )", 27, "a coast of BUL (ECS, SCS)");
    assertThat(DAIDE.parse("( FRA AMY GAS ) MTO ( SPA NCS )")).isEqualTo(english("France: A gas - spa/nc"));
  }

  @Example
  void standardNamesAreTheSharedTablesDaideColumn() throws IOException {
    Path csv = Path.of("../../shared/data/maps/standard/standard_provinces.csv");
    if (!Files.exists(csv)) {
      csv = Path.of("../shared/data/maps/standard/standard_provinces.csv");
    }
    if (!Files.exists(csv)) {
      csv = Path.of("/work/shared/data/maps/standard/standard_provinces.csv");
    }
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(csv), "../shared is absent");
    List<String> lines = Files.readAllLines(csv);
    List<String> header = List.of(lines.get(0).split(","));
    int abbr = header.indexOf("abbr");
    int daide = header.indexOf("daide_abbr");
    int checked = 0;
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",", -1);
      assertThat(DAIDE.provinceName(MAP.province(f[abbr]))).as(f[abbr]).isEqualTo(f[daide]);
      checked++;
    }
    assertThat(checked).isEqualTo(MAP.provinces().size() - 1); // all but Switzerland, which DAIDE leaves out
  }

  @Example
  void everyShippedMapHasDaideNames() {
    for (String id : GameMap.variants()) {
      GameMap m = GameMap.variant(id);
      DaideNotation n = DaideNotation.of(m);
      assertThat(n.findProvince(m.provinces().get(0).id())).contains(m.provinces().get(0));
    }
    DaideNotation fleetrome = DaideNotation.of(GameMap.variant("fleetrome"));
    assertThat(fleetrome.parse("( ENG FLT ENG ) MTO LON").toString()).isEqualTo("England: F eng - lon");
    assertThat(DaideNotation.of(GameMap.variant("1900")).powerName(GameMap.variant("1900").power("britain")))
        .isEqualTo("BRI");
  }

  // ------------------------------------------------------------------------------------------- properties

  /** An order with every power and type DAIDE needs filled in, or empty for a priority list. */
  static Optional<Order> complete(Order o, Power p, UnitType t) {
    Optional<UnitType> ot = Optional.of(t);
    Optional<Power> op = Optional.of(o.power().orElse(p));
    switch (o.kind()) {
      case HOLD:
        return Optional.of(new Hold(op, ((Hold) o).unitType().or(() -> ot), ((Hold) o).location()));
      case MOVE: {
        Move m = (Move) o;
        return Optional.of(new Move(op, m.unitType().or(() -> ot), m.location(), m.destination(), m.viaConvoy(),
            m.convoyPath()));
      }
      case SUPPORT_HOLD: {
        SupportHold s = (SupportHold) o;
        return Optional.of(new SupportHold(op, s.unitType().or(() -> ot), s.location(), ref(s.supported(), p, t)));
      }
      case SUPPORT_MOVE: {
        SupportMove s = (SupportMove) o;
        return Optional.of(new SupportMove(op, s.unitType().or(() -> ot), s.location(), ref(s.supported(), p, t),
            s.destination()));
      }
      case CONVOY: {
        Convoy c = (Convoy) o;
        return Optional.of(new Convoy(op, c.unitType().or(() -> ot), c.location(), ref(c.army(), p, t),
            c.destination()));
      }
      case RETREAT: {
        Retreat r = (Retreat) o;
        return Optional.of(new Retreat(op, r.unitType().or(() -> ot), r.location(), r.destination()));
      }
      case DISBAND:
        return Optional.of(new Disband(op, ((Disband) o).unitType().or(() -> ot), ((Disband) o).location()));
      case BUILD:
        return Optional.of(new Build(op, ((Build) o).unitType().or(() -> ot), ((Build) o).location()));
      case WAIVE:
        return Optional.of(new Waive(op));
      default:
        return Optional.empty();
    }
  }

  private static UnitRef ref(UnitRef r, Power p, UnitType t) {
    return new UnitRef(Optional.of(r.nationality().orElse(p)), Optional.of(r.type().orElse(t)), r.location());
  }

  static Arbitrary<Order> daideOrders(GameMap map) {
    return Combinators.combine(OrderValues.orders(map), Arbitraries.of(map.powers()), Arbitraries.of(UnitType.class))
        .as(DaideNotationTest::complete).filter(Optional::isPresent).map(Optional::get);
  }

  @Provide
  Arbitrary<Tuple2<DaideNotation, Order>> ordersOnEveryDaideMap() {
    return Arbitraries.of(ImmutableList.<String>builder().add("standard").addAll(GameMap.variants()).build())
        .map(id -> DaideNotation.of(id.equals("standard") ? MAP : GameMap.variant(id)))
        .flatMap(n -> daideOrders(n.map()).map(o -> Tuple.of(n, o)));
  }

  @Fuzz(ci = 2_000, full = 1_000_000)
  void readsEveryOrderAsPrintedOnEveryMap(@ForAll("ordersOnEveryDaideMap") Tuple2<DaideNotation, Order> t) {
    Statistics.label("kind").collect(t.get2().kind());
    DaideNotation n = t.get1();
    String printed = n.print(t.get2());
    assertThat(n.parse(printed)).as(printed).isEqualTo(t.get2());
    assertThat(n.parse(n.printAdjustment(t.get2()))).isEqualTo(t.get2());
    assertThat(n.parse(printed.replace("( ", "(").replace(" )", ")").toLowerCase(java.util.Locale.ROOT))).as(printed)
        .isEqualTo(t.get2());
  }

  /** Printed DAIDE orders, mostly broken by one to three edits; and the other notations' texts. */
  @Provide
  Arbitrary<String> daideTexts() {
    Arbitrary<String> printed = daideOrders(MAP).map(DAIDE::print);
    Arbitrary<String> broken = OrderTexts.broken(printed);
    return Arbitraries.frequencyOf(Tuple.of(6, broken), Tuple.of(1, printed), Tuple.of(3, OrderTexts.texts()));
  }

  @Fuzz(ci = 3_000, full = 1_000_000)
  void anyTextIsReadBackOrRefusedWithItsColumn(@ForAll("daideTexts") String text) {
    Order o;
    try {
      o = DAIDE.parse(text);
    } catch (OrderFormatException e) {
      OrderNotationFuzzTest.refusedAt(e, text, text);
      return;
    }
    Statistics.label("result").collect("read");
    assertThat(DAIDE.parse(DAIDE.print(o))).as(text).isEqualTo(o);
  }
}
