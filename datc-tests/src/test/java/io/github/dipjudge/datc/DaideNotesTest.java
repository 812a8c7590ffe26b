package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.daide.DaideTokens;
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
}
