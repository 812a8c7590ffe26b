package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.rules.variant.BuildSiteRules;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * On {@code 1897} (RULE MOBILIZE and NEWHOMES 1899) a power still waiting for its first build when the homes are
 * reassigned, in the adjustments of 1899, is given as homes the centres it owns, none: it has no build site, as in
 * DPjudge (Game.checkPhase gives each power its centres as homes, a waiting power's being only its pending markers,
 * and Game.buildSites then offers no province).
 */
class MobilizeNewHomesYearTest {
  private static final GameMap M1897 = GameMap.variant("1897");
  private static final Rulebook DATC = Rulebook.datc();

  @Test
  void aPowerStillWaitingForItsFirstBuildIn1899HasNoBuildSite() {
    Power russia = M1897.power("russia");
    Power germany = M1897.power("germany");
    // Fall 1899: Russia holds Warsaw and Rumania; Germany never built (its pending centre still waits).
    Position fall = Position.builder(M1897).phase(Phase.fallMovement(1899)).homes(Map.of())
        .pendingCentres(germany, 1)
        .owner(M1897.province("war"), russia).owner(M1897.province("rum"), russia)
        .unit(Unit.of(russia, UnitType.ARMY, M1897.location("war")))
        .unit(Unit.of(russia, UnitType.ARMY, M1897.location("rum"))).build();
    // With nothing else to adjust the Winter would be passed over (Germany may build nowhere); kept to look at it.
    assertThat(Game.of(fall, DATC).advance(List.of()).position().phase()).isEqualTo(Phase.springMovement(1900));
    Game game = Game.of(fall, DATC).keepingSkippedPhases().advance(List.of()).advance(List.of()); // and its retreats
    Position winter = game.position();
    assertThat(winter.phase()).isEqualTo(Phase.adjustment(1899));
    assertThat(winter.pendingCentres(germany)).isEqualTo(1);
    assertThat(winter.homeCentres(germany)).isEmpty();
    assertThat(BuildSiteRules.sites(winter, germany, DATC)).isEmpty();
    // Its build on the map's home of Berlin is refused; the pending centre stays.
    OrderNotation en = OrderNotation.english(M1897);
    Game after = game.advance(List.of(en.parse("Germany: Build A Berlin")));
    assertThat(after.position().unitAt(M1897.province("ber"))).isEmpty();
    assertThat(after.position().centres(germany)).extracting(Province::id).isEmpty();
    assertThat(after.position().pendingCentres(germany)).isEqualTo(1);
    assertThat(after.lastPlayed().orElseThrow().result().results().get(0).reason().isIllegal()).isTrue();
  }
}
