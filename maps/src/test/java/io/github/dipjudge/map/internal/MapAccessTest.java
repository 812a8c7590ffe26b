package io.github.dipjudge.map.internal;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import org.junit.jupiter.api.Test;

/** {@link MapAccess}: Province's own instance alone, and the home power it reads is the public accessor's. */
class MapAccessTest {

  /** An instance of a class that is not nested in Province. */
  private static final class Impostor extends MapAccess {
    @Override
    public Power homePowerOrNull(Province province) {
      return null;
    }

    @Override
    public Object coreTables(GameMap map) {
      return null;
    }

    @Override
    public void setCoreTables(GameMap map, Object tables) {}
  }

  @Test
  void anInstanceNotNestedInProvinceIsRefusedAndTheInstalledOneStays() {
    MapAccess installed = MapAccess.get();
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> MapAccess.install(new Impostor()));
    assertTrue(e.getMessage().contains(Impostor.class.getName()), e.getMessage());
    assertThrows(IllegalStateException.class, () -> MapAccess.install(installed));
    assertThrows(NullPointerException.class, () -> MapAccess.install(null));
    assertSame(installed, MapAccess.get());
    assertSame(Province.class, installed.getClass().getNestHost());
  }

  @Test
  void theHomePowerIsThePublicAccessorsOnEveryShippedMap() {
    int homes = 0;
    for (String id : GameMap.variants()) {
      for (Province p : GameMap.variant(id).provinces()) {
        assertSame(p.homePower().orElse(null), MapAccess.get().homePowerOrNull(p), id + " " + p.id());
        homes += p.homePower().isPresent() ? 1 : 0;
      }
    }
    assertTrue(homes > 22, "home centres read: " + homes);
  }

  @Test
  void theCoreTablesAreKeptWithTheirMapAlone() {
    GameMap a = GameMap.variant(GameMap.variants().get(0));
    GameMap b = GameMap.variant(GameMap.variants().get(1));
    Object tables = new Object();
    Object before = MapAccess.get().coreTables(a);
    MapAccess.get().setCoreTables(a, tables);
    try {
      assertSame(tables, MapAccess.get().coreTables(a));
      assertTrue(MapAccess.get().coreTables(b) != tables);
    } finally {
      MapAccess.get().setCoreTables(a, before);
    }
  }
}
