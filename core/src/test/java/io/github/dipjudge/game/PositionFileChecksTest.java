package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.position.Unit;
import net.jqwik.api.Example;

/**
 * A position file with dislodged units or standoffs outside a retreat phase, or a dislodged unit whose
 * attacker cannot have come from its origin, is a {@link GameFormatException} at the JSON path of the offending entry.
 */
class PositionFileChecksTest {
  private static final GameMap MAP = GameMap.standard();

  /** Fall 1901 retreats: Germany's army in Kiel dislodged from Holland, a standoff in Burgundy. */
  private static String retreatFile() {
    Position p = Position.builder(MAP).phase(new Phase(1901, Season.FALL, PhaseType.RETREAT))
        .unit(Unit.of(MAP.power("France"), UnitType.ARMY, MAP.location("kie")))
        .dislodged(new DislodgedUnit(Unit.of(MAP.power("Germany"), UnitType.ARMY, MAP.location("kie")),
            MAP.province("hol"), false))
        .standoff(MAP.province("bur")).build();
    return DipjudgeFormat.positionToJson(p);
  }

  /** The JSON with the first match of a regular expression replaced; it must match. */
  private static String edit(String json, String regex, String to) {
    String out = json.replaceFirst(regex, to);
    assertThat(out).as("%s in %s", regex, json).isNotEqualTo(json);
    return out;
  }

  private static void refused(String json, String path, String... words) {
    assertThatThrownBy(() -> DipjudgeFormat.positionFromJson(json, "p.json")).isInstanceOf(GameFormatException.class)
        .satisfies(e -> assertThat(((GameFormatException) e).path()).isEqualTo(path))
        .hasMessageContainingAll(words);
  }

  @Example
  void theRetreatPositionReads() throws GameFormatException {
    assertThat(DipjudgeFormat.positionFromJson(retreatFile(), "p.json").dislodged()).hasSize(1);
  }

  @Example
  void dislodgedUnitsOutsideARetreatPhaseAreRefusedAtTheirPath() {
    refused(edit(retreatFile(), "\"F1901R\"", "\"F1901M\""), "/dislodged/0", "retreat phase");
    refused(edit(retreatFile(), "\"F1901R\"", "\"W1901A\""), "/dislodged/0", "retreat phase");
  }

  @Example
  void standoffsOutsideARetreatPhaseAreRefusedAtTheirPath() {
    String noDislodged = retreatFile().replaceAll("\"dislodged\"\\s*:\\s*\\[[^\\]]*\\]", "\"dislodged\":[]");
    refused(edit(noDislodged, "\"F1901R\"", "\"S1902M\""), "/standoffs/0", "standoff");
  }

  /** A location with an empty coast ({@code kie/}) was read as the province: it is refused like Bul/nc in an order. */
  @Example
  void anEmptyCoastInAUnitIsRefusedAtItsPath() {
    refused(edit(retreatFile(), "\"A kie\"", "\"A kie/\""), "/units/France/0", "coast");
    refused(edit(retreatFile(), "\"A kie\"", "\"A kie()\""), "/units/France/0", "coast");
  }

  @Example
  void anImpossibleAttackerOriginIsRefusedAtItsPath() {
    refused(edit(retreatFile(), "\"attackerOrigin\"\\s*:\\s*\"hol\"", "\"attackerOrigin\": \"kie\""), "/dislodged/0",
        "own province");
    refused(edit(retreatFile(), "\"attackerOrigin\"\\s*:\\s*\"hol\"", "\"attackerOrigin\": \"mos\""), "/dislodged/0",
        "one step");
  }
}
