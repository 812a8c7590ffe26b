package io.github.dipjudge.daide;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.game.OrderSheet;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.DaideNotation;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import net.jqwik.api.Example;

/** The THX notes and MIS of the DAIDE server, where a real bot found them wrong. */
class DaideNotesTest {
  static final GameMap MAP = GameMap.standard();
  static final DaideNotation DAIDE = DaideNotation.of(MAP);

  /**
   * Found with DumbBot (AUT 1907): a dislodged army with nowhere to go must be ordered to disband (NOW lists it with
   * {@code MRT ( )}, and DAIDE says the client must order it); the server did not wait for that order, so it came in
   * the next phase and was answered {@code NYU}. The phase now waits for it ({@code MIS} lists it), and an order for
   * a unit that is not dislodged is {@code NRN}, not {@code NYU}.
   */
  @Example
  void aDislodgedUnitWithoutRetreatsMayBeDisbanded() {
    Power france = MAP.power("france");
    Power austria = MAP.power("austria");
    Position pos = Position.builder(MAP).phase(new Phase(1907, Season.FALL, PhaseType.RETREAT))
        .unit(Unit.of(austria, UnitType.ARMY, MAP.province("bre").location()))
        .unit(Unit.of(austria, UnitType.ARMY, MAP.province("gas").location()))
        .unit(Unit.of(austria, UnitType.ARMY, MAP.province("par").location()))
        .unit(Unit.of(austria, UnitType.ARMY, MAP.province("pic").location()))
        .dislodged(new DislodgedUnit(Unit.of(france, UnitType.ARMY, MAP.province("bre").location()),
            MAP.province("par"), false))
        .build();
    OrderSheet sheet = OrderSheet.of(pos, Rulebook.datc());
    assertThat(DaideNotes.note(sheet, france, DAIDE.parse("( FRA AMY BRE ) DSB"))).isEqualTo("MBV");
    assertThat(DaideNotes.note(sheet, austria, DAIDE.parse("( FRA AMY BRE ) DSB"))).isEqualTo("NYU");
    assertThat(DaideNotes.note(sheet, austria, DAIDE.parse("( AUS AMY BRE ) DSB"))).isEqualTo("NRN");
    DaideTokens tokens = DaideTokens.of(MAP);
    assertThat(DaideNotes.missing(tokens, sheet, france, Rulebook.datc()).text(tokens))
        .isEqualTo("MIS ( FRA AMY BRE MRT ( ) )");
    assertThat(DaideNotes.missing(tokens, sheet.with(france, DAIDE.parse("( FRA AMY BRE ) DSB")), france,
        Rulebook.datc())).isNull();
    assertThat(DaideNotes.mustOrder(sheet)).contains(france);
  }

  /**
   * Found with DumbBot on ancmed: DAIDE counts the builds due as centres less units, and a client waives what it
   * cannot build (no free home centre); the server counted only the builds it had sites for, so it moved on
   * before the waive came ({@code NRS}) or refused it ({@code NMB}).
   */
  @Example
  void buildsDueAreCentresLessUnitsAndAreWaivedWhereNoSiteIsFree() {
    Power austria = MAP.power("austria");
    Position.Builder b = Position.builder(MAP).phase(new Phase(1901, Season.WINTER, PhaseType.ADJUSTMENT));
    for (String c : new String[] {"bud", "vie", "tri"}) {
      b.unit(Unit.of(austria, UnitType.ARMY, MAP.province(c).location())).owner(MAP.province(c), austria);
    }
    b.owner(MAP.province("ser"), austria);
    OrderSheet sheet = OrderSheet.of(b.build(), Rulebook.datc());
    DaideTokens tokens = DaideTokens.of(MAP);
    assertThat(DaideNotes.missing(tokens, sheet, austria, Rulebook.datc()).text(tokens)).isEqualTo("MIS ( -1 )");
    assertThat(DaideNotes.mustOrder(sheet)).contains(austria);
    assertThat(DaideNotes.note(sheet, austria, DAIDE.parse("AUS WVE"))).isEqualTo("MBV");
    OrderSheet waived = sheet.with(austria, DAIDE.parse("AUS WVE"));
    assertThat(DaideNotes.missing(tokens, waived, austria, Rulebook.datc())).isNull();
    assertThat(DaideNotes.note(waived, austria, DAIDE.parse("AUS WVE"))).isEqualTo("NMB");
  }
}
