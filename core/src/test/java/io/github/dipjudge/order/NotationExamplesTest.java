package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The examples of the notation contract ({@link OrderNotation}): every style the English notation reads, the
 * canonical form it prints, and the values it reads.
 */
class NotationExamplesTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation NOTATION = OrderNotation.english(MAP);
  private static final Optional<UnitType> ARMY = Optional.of(UnitType.ARMY);
  private static final Optional<UnitType> FLEET = Optional.of(UnitType.FLEET);
  private static final Optional<Power> NONE = Optional.empty();

  private static Location loc(String id) {
    return MAP.location(id);
  }

  private static Optional<Power> power(String name) {
    return Optional.of(MAP.power(name));
  }

  static Stream<Arguments> examples() {
    return Stream.of(
        // DATC chapter 6
        Arguments.of("F North Sea - Picardy", "F nth - pic"),
        Arguments.of("A Liverpool - Irish Sea", "A lvp - iri"),
        Arguments.of("F Spain(nc) - Gulf of Lyon", "F spa/nc - lyo"),
        Arguments.of("F Gulf of Lyon - Spain(sc)", "F lyo - spa/sc"),
        Arguments.of("F North Sea Convoys A London - Norway", "F nth C A lon - nwy"),
        Arguments.of("A Venice Supports A Tyrolia - Trieste", "A ven S A tyr - tri"),
        Arguments.of("Germany: A Holland Supports Kiel", "Germany: A hol S kie"),
        Arguments.of("F Gulf of Lyon Hold", "F lyo H"),
        Arguments.of("F Mid-Atlantic Ocean Supports F Spain(sc) - Portugal", "F mao S F spa/sc - por"),
        Arguments.of("A Picardy - Belgium via Convoy", "A pic - bel via convoy"),
        Arguments.of("Build A St Petersburg(nc)", "Build A stp/nc"),
        Arguments.of("Remove F Gulf of Lyon", "Disband F lyo"),
        // short forms
        Arguments.of("A Bud S A War-Gal", "A bud S A war - gal"),
        Arguments.of("F Bla C A Sev-Ank", "F bla C A sev - ank"),
        Arguments.of("A Mos H", "A mos H"),
        Arguments.of("A Lon-Bel via convoy", "A lon - bel via convoy"),
        Arguments.of("F stp/sc - bot", "F stp/sc - bot"),
        Arguments.of("Build F stp/nc", "Build F stp/nc"),
        Arguments.of("Remove A war", "Disband A war"),
        Arguments.of("A par R bur", "A par R bur"),
        // MILA / dipcc
        Arguments.of("A EDI - NWY VIA", "A edi - nwy via convoy"),
        Arguments.of("F NWY R SKA", "F nwy R ska"),
        Arguments.of("A BUD B", "Build A bud"),
        Arguments.of("F BRE D", "Disband F bre"),
        Arguments.of("WAIVE", "Waive"),
        Arguments.of("F STP/SC - BOT", "F stp/sc - bot"),
        Arguments.of("F NWG C A EDI - NWY", "F nwg C A edi - nwy"),
        Arguments.of("F STP/NC B", "Build F stp/nc"),
        // power prefix
        Arguments.of("England: F nth-pic", "England: F nth - pic"),
        Arguments.of("ENGLAND: F NTH - PIC", "England: F nth - pic"),
        Arguments.of("Russia: Waive", "Russia: Waive"),
        Arguments.of("France: Build A par", "France: Build A par"),
        Arguments.of("Turkey: F bla C A sev - ank", "Turkey: F bla C A sev - ank"),
        // a coast followed by an order letter: "nc S" is not the coast "NCS" (regression)
        Arguments.of("F spa/nc S F mar - lyo", "F spa/nc S F mar - lyo"),
        Arguments.of("F Spain(nc) Supports F Mid-Atlantic Ocean", "F spa/nc S F mao"),
        Arguments.of("F bul/ec S A con", "F bul/ec S A con"),
        Arguments.of("F stp/sc S F bot - fin", "F stp/sc S F bot - fin"),
        Arguments.of("F spa sc S F mar - lyo", "F spa/sc S F mar - lyo"),
        Arguments.of("F St Petersburg (north coast) - Barents Sea", "F stp/nc - bar"),
        // no-break spaces, as in orders copied from web pages (regression)
        Arguments.of("A\u00a0Par\u00a0-\u00a0Bur", "A par - bur"));
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @MethodSource("examples")
  void parsesAndPrintsCanonically(String text, String canonical) {
    Order o = NOTATION.parse(text);
    assertThat(NOTATION.print(o)).isEqualTo(canonical);
    // The canonical form reads back as the same order and prints the same.
    assertThat(NOTATION.parse(canonical)).isEqualTo(o);
    assertThat(NOTATION.print(NOTATION.parse(canonical))).isEqualTo(canonical);
  }

  // ------------------------------------------------------------------------------------------- DATC style

  @Test
  void datcMove() {
    assertThat(NOTATION.parse("F North Sea - Picardy"))
        .isEqualTo(new Move(NONE, FLEET, loc("nth"), loc("pic"), false, ImmutableList.of()));
    assertThat(NOTATION.parse("A Liverpool - Irish Sea"))
        .isEqualTo(new Move(NONE, ARMY, loc("lvp"), loc("iri"), false, ImmutableList.of()));
  }

  @Test
  void datcCoastInParentheses() {
    Move m = (Move) NOTATION.parse("F Spain(nc) - Gulf of Lyon");
    assertThat(m.location()).isSameAs(loc("spa/nc"));
    assertThat(m.location().isCoast()).isTrue();
    assertThat(m.destination()).isSameAs(loc("lyo"));
    assertThat(m.unitType()).isEqualTo(FLEET);
    assertThat(m.viaConvoy()).isFalse();

    Move m2 = (Move) NOTATION.parse("F Black Sea - Bulgaria(ec)");
    assertThat(m2.destination()).isSameAs(loc("bul/ec"));
  }

  @Test
  void datcConvoy() {
    Convoy c = (Convoy) NOTATION.parse("F North Sea Convoys A London - Norway");
    assertThat(c.kind()).isEqualTo(OrderKind.CONVOY);
    assertThat(c.power()).isEmpty();
    assertThat(c.unitType()).isEqualTo(FLEET);
    assertThat(c.location()).isSameAs(loc("nth"));
    assertThat(c.army()).isEqualTo(UnitRef.of(UnitType.ARMY, loc("lon")));
    assertThat(c.destination()).isSameAs(loc("nwy"));
  }

  @Test
  void datcSupportMove() {
    SupportMove s = (SupportMove) NOTATION.parse("A Venice Supports A Tyrolia - Trieste");
    assertThat(s).isEqualTo(SupportMove.of(UnitType.ARMY, loc("ven"), UnitRef.of(UnitType.ARMY, loc("tyr")),
        loc("tri")));
  }

  @Test
  void datcSupportHoldWithoutUnitTypeAndWithPower() {
    SupportHold s = (SupportHold) NOTATION.parse("Germany: A Holland Supports Kiel");
    assertThat(s.power()).isEqualTo(power("germany"));
    assertThat(s.unitType()).isEqualTo(ARMY);
    assertThat(s.location()).isSameAs(loc("hol"));
    assertThat(s.supported()).isEqualTo(UnitRef.at(loc("kie")));
    assertThat(s.supported().type()).isEmpty();
  }

  @Test
  void datcSupportOfFleetOnCoast() {
    SupportMove s = (SupportMove) NOTATION.parse("F Spain(nc) Supports F Marseilles - Gulf of Lyon");
    assertThat(s.location()).isSameAs(loc("spa/nc"));
    assertThat(s.supported()).isEqualTo(UnitRef.of(UnitType.FLEET, loc("mar")));
    assertThat(s.destination()).isSameAs(loc("lyo"));
  }

  @Test
  void coastFollowedByOrderLetter() {
    // Names ignore spaces, so "spa/nc S" once read as Spain with the coast "NCS"; an order word ends a name.
    SupportHold s = (SupportHold) NOTATION.parse("F Spain(nc) Supports F Mid-Atlantic Ocean");
    assertThat(s).isEqualTo(SupportHold.of(UnitType.FLEET, loc("spa/nc"), UnitRef.of(UnitType.FLEET, loc("mao"))));
    assertThat(NOTATION.parse(NOTATION.print(s))).isEqualTo(s);
    assertThat(NOTATION.parse("F bul/ec S adr")).isEqualTo(SupportHold.of(UnitType.FLEET, loc("bul/ec"),
        UnitRef.at(loc("adr"))));
  }

  @Test
  void datcBuildsAndRemoves() {
    assertThat(NOTATION.parse("Build A Warsaw")).isEqualTo(Build.of(UnitType.ARMY, loc("war")));
    assertThat(NOTATION.parse("Build F St Petersburg")).isEqualTo(Build.of(UnitType.FLEET, loc("stp")));
    assertThat(NOTATION.parse("Remove F Gulf of Lyon")).isEqualTo(Disband.of(UnitType.FLEET, loc("lyo")));
    // A coast written for an army is kept as written; the adjudicator decides what it means (DATC 6.I.4).
    assertThat(((Build) NOTATION.parse("Build A St Petersburg(nc)")).location()).isSameAs(loc("stp/nc"));
  }

  // ------------------------------------------------------------------------------------------- short forms

  @Test
  void shortSupportMove() {
    assertThat(NOTATION.parse("A Bud S A War-Gal"))
        .isEqualTo(SupportMove.of(UnitType.ARMY, loc("bud"), UnitRef.of(UnitType.ARMY, loc("war")), loc("gal")));
  }

  @Test
  void shortConvoy() {
    assertThat(NOTATION.parse("F Bla C A Sev-Ank")).isEqualTo(Convoy.of(loc("bla"), loc("sev"), loc("ank")));
  }

  @Test
  void shortHold() {
    assertThat(NOTATION.parse("A Mos H")).isEqualTo(Hold.of(UnitType.ARMY, loc("mos")));
  }

  @Test
  void shortViaConvoy() {
    Move m = (Move) NOTATION.parse("A Lon-Bel via convoy");
    assertThat(m).isEqualTo(Move.viaConvoy(UnitType.ARMY, loc("lon"), loc("bel")));
    assertThat(m.viaConvoy()).isTrue();
    assertThat(m.convoyPath()).isEmpty();
  }

  @Test
  void shortCoastWithSlash() {
    Move m = (Move) NOTATION.parse("F stp/sc - bot");
    assertThat(m).isEqualTo(Move.of(UnitType.FLEET, loc("stp/sc"), loc("bot")));
    assertThat(m.location().coast().get().code()).isEqualTo("sc");
  }

  @Test
  void shortBuildWithCoast() {
    Build b = (Build) NOTATION.parse("Build F stp/nc");
    assertThat(b).isEqualTo(Build.of(UnitType.FLEET, loc("stp/nc")));
    assertThat(b.location().coast().get().code()).isEqualTo("nc");
  }

  @Test
  void shortRemove() {
    assertThat(NOTATION.parse("Remove A war")).isEqualTo(Disband.of(UnitType.ARMY, loc("war")));
  }

  @Test
  void shortRetreat() {
    assertThat(NOTATION.parse("A par R bur")).isEqualTo(Retreat.of(UnitType.ARMY, loc("par"), loc("bur")));
  }

  // ------------------------------------------------------------------------------------------- MILA / dipcc

  @Test
  void milaVia() {
    assertThat(NOTATION.parse("A EDI - NWY VIA")).isEqualTo(Move.viaConvoy(UnitType.ARMY, loc("edi"), loc("nwy")));
  }

  @Test
  void milaRetreat() {
    assertThat(NOTATION.parse("F NWY R SKA")).isEqualTo(Retreat.of(UnitType.FLEET, loc("nwy"), loc("ska")));
  }

  @Test
  void milaBuildAndDisband() {
    assertThat(NOTATION.parse("A BUD B")).isEqualTo(Build.of(UnitType.ARMY, loc("bud")));
    assertThat(NOTATION.parse("F STP/NC B")).isEqualTo(Build.of(UnitType.FLEET, loc("stp/nc")));
    assertThat(NOTATION.parse("F BRE D")).isEqualTo(Disband.of(UnitType.FLEET, loc("bre")));
    assertThat(NOTATION.parse("A TRI D")).isEqualTo(Disband.of(UnitType.ARMY, loc("tri")));
  }

  @Test
  void milaWaive() {
    assertThat(NOTATION.parse("WAIVE")).isEqualTo(new Waive(NONE));
    assertThat(NOTATION.parse("WAIVE").kind()).isEqualTo(OrderKind.WAIVE);
  }

  @Test
  void milaCoastUpperCase() {
    assertThat(NOTATION.parse("F STP/SC - BOT")).isEqualTo(Move.of(UnitType.FLEET, loc("stp/sc"), loc("bot")));
  }

  // ------------------------------------------------------------------------------------------- power prefix

  @Test
  void powerPrefix() {
    Order expected = Move.of(UnitType.FLEET, loc("nth"), loc("pic")).withPower(MAP.power("england"));
    assertThat(NOTATION.parse("England: F nth-pic")).isEqualTo(expected);
    assertThat(NOTATION.parse("ENGLAND: F NTH - PIC")).isEqualTo(expected);
    assertThat(NOTATION.parse("england:F nth - pic")).isEqualTo(expected);
    assertThat(NOTATION.parse("England: F nth-pic").power()).isEqualTo(power("england"));
    assertThat(NOTATION.parse("Russia: WAIVE")).isEqualTo(Waive.of(MAP.power("russia")));
  }

  @Test
  void noPowerPrefixMeansNoPower() {
    assertThat(NOTATION.parse("F nth - pic").power()).isEmpty();
  }

  // ------------------------------------------------------------------------------------------- printing

  @Test
  void printsNationalityOfSupportedUnit() {
    UnitRef ref = new UnitRef(power("russia"), ARMY, loc("war"));
    SupportMove s = SupportMove.of(UnitType.ARMY, loc("bud"), ref, loc("gal"));
    assertThat(NOTATION.print(s)).isEqualTo("A bud S Russian A war - gal");
    assertThat(NOTATION.parse("A bud S Russian A war - gal")).isEqualTo(s);
  }

  @Test
  void printsWrittenConvoyPath() {
    Move m = new Move(NONE, ARMY, loc("lon"), loc("nwy"), false,
        ImmutableList.of(MAP.province("nth")));
    assertThat(m.viaConvoy()).isTrue();
    assertThat(NOTATION.print(m)).isEqualTo("A lon - nth - nwy");
    assertThat(NOTATION.parse("A lon - nth - nwy")).isEqualTo(m);
  }

  @Test
  void printsOrdersWithoutUnitType() {
    assertThat(NOTATION.print(new Hold(NONE, Optional.empty(), loc("lon")))).isEqualTo("lon H");
    assertThat(NOTATION.print(new Build(NONE, Optional.empty(), loc("lon")))).isEqualTo("Build lon");
    assertThat(NOTATION.parse("lon H")).isEqualTo(new Hold(NONE, Optional.empty(), loc("lon")));
    assertThat(NOTATION.parse("Build lon")).isEqualTo(new Build(NONE, Optional.empty(), loc("lon")));
  }

  @Test
  void refusesCoastTheProvinceDoesNotHave() {
    // Brest has no north coast; the coast is an error at its column, not dropped (WrittenCoastTest).
    assertThatThrownBy(() -> NOTATION.parse("F Brest(nc) - English Channel"))
        .isInstanceOf(OrderFormatException.class).hasMessageContaining("at column 9");
  }

  @Test
  void nullTextIsANullPointerException() {
    assertThatThrownBy(() -> NOTATION.parse(null)).isInstanceOf(NullPointerException.class);
  }

  /** 鲁尔区, a common Chinese name of the Ruhr, reads in every notation. */
  @Test
  void theRuhrAreaReadsInEveryNotation() {
    Order expected = NOTATION.parse("Germany: A ruh - bel");
    assertThat(NOTATION.parse("Germany: A 鲁尔区 - bel")).isEqualTo(expected);
    assertThat(OrderNotation.simplifiedChinese(MAP).parse("德国：鲁尔区陆军 移动 比利时")).isEqualTo(expected);
    assertThat(OrderNotation.traditionalChinese(MAP).parse("德國：魯爾區軍隊到比利時")).isEqualTo(expected);
  }
}
