package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import org.junit.jupiter.api.Test;

/**
 * The {@code map} field of saved games on every shipped map: this library's format writes the id and reads it back;
 * MILA's format writes MILA's name where MILA has the map (and {@code dpjudge_modern} for DPjudge's modern, whose id
 * MILA gives its own), and reads every name back to the same map object.
 */
class MapIdsTest {
  @Test
  void milasNamesAreTheOnesTheMapsModuleResolves() {
    for (String name : MapIds.MILA_NAMES) {
      assertThat(MapIds.knownMila(name)).as(name).isSameAs(GameMap.forMilaName(name));
    }
    assertThat(MapIds.knownMila("modern")).isSameAs(GameMap.variant("mila-modern"));
    assertThat(MapIds.knownMila("standard_fleet_rome")).isSameAs(GameMap.variant("fleetrome"));
  }

  @Test
  void everyShippedMapIsWrittenByANameThatReadsBackToIt() {
    for (String id : GameMap.variants()) {
      GameMap map = GameMap.variant(id);
      assertThat(MapIds.known(MapIds.idOf(map))).as(id).isSameAs(map);
      assertThat(MapIds.knownMila(MapIds.milaName(map))).as(id).isSameAs(map);
      assertThat(MilaFormat.knownMap(MilaFormat.mapName(map))).as(id).containsSame(map);
    }
    assertThat(MapIds.milaName(GameMap.variant("fleetrome"))).isEqualTo("standard_fleet_rome");
    assertThat(MapIds.milaName(GameMap.variant("mila-modern"))).isEqualTo("modern");
    assertThat(MapIds.milaName(GameMap.variant("modern"))).isEqualTo("dpjudge_modern");
    assertThat(MapIds.milaName(GameMap.variant("chaos"))).isEqualTo("chaos");
    assertThat(MapIds.idOf(GameMap.variant("modern"))).isEqualTo("modern");
    assertThat(MapIds.known("modern")).isSameAs(GameMap.variant("modern"));
  }

  @Test
  void unknownNamesAreNoMap() throws Exception {
    assertThat(MapIds.known("atlantis")).isNull();
    assertThat(MapIds.knownMila("atlantis")).isNull();
    assertThat(MapIds.knownMila("dpjudge_atlantis")).isNull();
    assertThat(MapIds.known("x".repeat(100_000))).isNull();
    assertThat(MilaFormat.knownMap("STANDARD")).isEmpty();
    // GameMap.variant takes any case and godip's names; a file's map field is read exactly.
    assertThat(MapIds.known("Standard")).isNull();
    assertThat(MapIds.known("classical")).isNull();
    assertThat(MilaFormat.knownMap("Fleet Rome")).isEmpty();
    // A map loaded from a file is written by its id, which no reader knows without being given the map.
    GameMap own = GameMap.parse("own.map", "map own | Own\npower a | A | A\n  home\n  start\n"
        + "province x inland | X\n");
    assertThat(MapIds.milaName(own)).isEqualTo("own");
    assertThat(MapIds.knownMila("own")).isNull();
  }

  @Test
  void aMilaFileOnAnUnknownMapSaysWhichMapsAreKnown() {
    String text = "{\"id\": \"x\", \"map\": \"atlantis\", \"phases\": []}";
    assertThatThrownBy(() -> MilaFormat.fromJson(text, "x.json", Rulebook.datc()))
        .isInstanceOf(GameFormatException.class).hasMessageContainingAll("x.json", "/map", "unknown map \"atlantis\"",
            "standard_fleet_rome", "mila-modern");
  }
}
