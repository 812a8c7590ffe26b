package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class StandardMapTest {
  private final GameMap map = GameMap.standard();

  private Location loc(String id) {
    return map.location(id);
  }

  private boolean army(String a, String b) {
    return map.isAdjacent(loc(a), loc(b), UnitType.ARMY);
  }

  private boolean fleet(String a, String b) {
    return map.isAdjacent(loc(a), loc(b), UnitType.FLEET);
  }

  @Test
  void counts() {
    long sea = map.provinces().stream().filter(p -> p.terrain() == Terrain.SEA).count();
    long coastal = map.provinces().stream().filter(p -> p.terrain() == Terrain.COASTAL).count();
    long inland = map.provinces().stream().filter(p -> p.terrain() == Terrain.INLAND).count();
    assertThat(sea).isEqualTo(19);
    assertThat(coastal).isEqualTo(42);
    assertThat(inland).isEqualTo(14);
    assertThat(map.provinces().stream().filter(p -> p.terrain() != Terrain.IMPASSABLE)).hasSize(75);
    assertThat(map.locations().stream().filter(Location::isCoast)).hasSize(6);
    assertThat(map.supplyCentreCount()).isEqualTo(34);
    assertThat(map.provinces().stream().filter(p -> p.homePower().isPresent())).hasSize(22);
    assertThat(armyEdges()).hasSize(111);
    assertThat(fleetEdges()).hasSize(141);
    assertThat(map.powers()).hasSize(7);
    assertThat(map.startingUnits()).hasSize(22);
  }

  private Set<String> armyEdges() {
    Set<String> edges = new TreeSet<>();
    for (Location l : map.locations()) {
      for (Location n : map.neighbours(l, UnitType.ARMY)) {
        edges.add(l.id().compareTo(n.id()) < 0 ? l.id() + "," + n.id() : n.id() + "," + l.id());
      }
    }
    return edges;
  }

  private Set<String> fleetEdges() {
    Set<String> edges = new TreeSet<>();
    for (Location l : map.locations()) {
      for (Location n : map.neighbours(l, UnitType.FLEET)) {
        edges.add(l.id().compareTo(n.id()) < 0 ? l.id() + "," + n.id() : n.id() + "," + l.id());
      }
    }
    return edges;
  }

  @Test
  void equalsTheSharedOracleEdgeForEdge() throws IOException {
    Path csv = SharedData.require("data/maps/standard/standard_adjacency.csv");
    Set<String> army = new TreeSet<>();
    Set<String> fleet = new TreeSet<>();
    List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
    for (String line : lines.subList(1, lines.size())) {
      if (line.isBlank()) {
        continue;
      }
      String[] f = line.split(",");
      String key = f[0].compareTo(f[1]) < 0 ? f[0] + "," + f[1] : f[1] + "," + f[0];
      (f[2].equals("army") ? army : fleet).add(key);
    }
    assertThat(armyEdges()).isEqualTo(army);
    assertThat(fleetEdges()).isEqualTo(fleet);

    Path provinces = SharedData.require("data/maps/standard/standard_provinces.csv");
    List<String> rows = Files.readAllLines(provinces, StandardCharsets.UTF_8);
    for (String row : rows.subList(1, rows.size())) {
      String[] f = row.split(",", -1);
      Province p = map.province(f[0]);
      assertThat(p.id()).isEqualTo(f[0]);
      assertThat(p.name()).isEqualTo(f[1]);
      String terrain = f[2].equals("coast") ? "coastal" : f[2].equals("land") ? "inland" : f[2];
      assertThat(p.terrain().name().toLowerCase()).as(f[0]).isEqualTo(terrain);
      assertThat(p.isSupplyCentre()).as(f[0]).isEqualTo(f[3].equals("Y"));
      String home = f[4].isEmpty() ? null : f[4];
      assertThat(p.homePower().map(w -> w.id().substring(0, 3)).orElse(null)).as(f[0]).isEqualTo(home);
      for (int i = 6; i < 9; i++) {
        if (!f[i].isEmpty()) {
          assertThat(map.province(f[i])).as(f[i]).isSameAs(p);
        }
      }
    }
  }

  @Test
  void factsTheSeedRulebooksSpellOut() {
    assertThat(fleet("kie", "bal")).isTrue();
    assertThat(fleet("eas", "ion")).isTrue();
    assertThat(army("stp", "nwy")).isTrue();
    assertThat(fleet("stp/nc", "nwy")).isTrue();
    assertThat(army("syr", "mos")).isFalse();
    assertThat(army("spa", "naf")).isFalse();
    assertThat(fleet("spa/sc", "naf")).isFalse();
    // the canals: Kiel and Constantinople
    assertThat(fleet("hel", "kie") && fleet("kie", "bal")).isTrue();
    assertThat(fleet("bla", "con") && fleet("con", "aeg")).isTrue();
    assertThat(army("kie", "den") && army("hol", "kie") && army("ber", "kie")).isTrue();
    assertThat(army("con", "ank") && army("con", "bul") && army("con", "smy")).isTrue();
    // Denmark and Sweden, directly, both unit types; Sweden has one coast
    assertThat(army("den", "swe") && fleet("den", "swe")).isTrue();
    assertThat(map.province("swe").hasSplitCoasts()).isFalse();
    // Spain's north coast does not reach Marseilles or the Western Mediterranean
    assertThat(fleet("spa/nc", "mar")).isFalse();
    assertThat(fleet("spa/nc", "wes")).isFalse();
    assertThat(fleet("spa/sc", "mar") && fleet("spa/sc", "wes")).isTrue();
    // Switzerland is impassable
    Province swi = map.province("Switzerland");
    assertThat(swi.terrain()).isEqualTo(Terrain.IMPASSABLE);
    assertThat(map.neighbours(swi.location(), UnitType.ARMY)).isEmpty();
    assertThat(map.neighbours(swi.location(), UnitType.FLEET)).isEmpty();
    for (Location l : map.locations()) {
      assertThat(map.neighbours(l, UnitType.ARMY)).doesNotContain(swi.location());
    }
  }

  @Test
  void homeTerritoryAndStartingUnits() {
    assertThat(ids(map.power("England").territory())).containsExactlyInAnyOrder("cly", "edi", "lvp", "yor", "wal", "lon");
    assertThat(ids(map.power("France").territory())).containsExactlyInAnyOrder("bre", "par", "mar", "pic", "bur", "gas");
    assertThat(ids(map.power("Germany").territory())).containsExactlyInAnyOrder("kie", "ber", "mun", "ruh", "pru", "sil");
    assertThat(ids(map.power("Italy").territory())).containsExactlyInAnyOrder("ven", "rom", "nap", "pie", "tus", "apu");
    assertThat(ids(map.power("Austria").territory())).containsExactlyInAnyOrder("vie", "bud", "tri", "boh", "gal", "tyr");
    assertThat(ids(map.power("Russia").territory())).containsExactlyInAnyOrder("stp", "mos", "war", "sev", "fin", "lvn", "ukr");
    assertThat(ids(map.power("Turkey").territory())).containsExactlyInAnyOrder("ank", "con", "smy", "arm", "syr");
    List<String> start = new ArrayList<>();
    map.startingUnits().forEach(u -> start.add(u.toString()));
    assertThat(start).contains("Russia: F stp/sc", "England: F lon", "England: F edi", "England: A lvp",
        "Turkey: A con", "Italy: A ven");
    assertThat(map.power("ENG")).isSameAs(map.power("england"));
    assertThat(map.province("ENG").name()).isEqualTo("English Channel");
  }

  private static List<String> ids(List<Province> ps) {
    List<String> out = new ArrayList<>();
    ps.forEach(p -> out.add(p.id()));
    return out;
  }

  @Test
  void aliasesInEveryStyle() {
    assertThat(map.province("nat").id()).isEqualTo("nao");
    assertThat(map.province("nrg").id()).isEqualTo("nwg");
    assertThat(map.province("mid").id()).isEqualTo("mao");
    assertThat(map.province("gol").id()).isEqualTo("lyo");
    assertThat(map.province("ECH").id()).isEqualTo("eng");
    assertThat(map.province("GOB").id()).isEqualTo("bot");
    assertThat(map.province("St. Petersburg").id()).isEqualTo("stp");
    assertThat(map.province("north  sea").id()).isEqualTo("nth");
    assertThat(map.location("stp/nc").id()).isEqualTo("stp/nc");
    assertThat(map.location("Spain(sc)").id()).isEqualTo("spa/sc");
    assertThat(map.location("spa sc").id()).isEqualTo("spa/sc");
    assertThat(map.location("STP/NCS").id()).isEqualTo("stp/nc");
    assertThat(map.location("St Petersburg (north coast)").id()).isEqualTo("stp/nc");
    assertThat(map.location("西班牙（南岸）").id()).isEqualTo("spa/sc");
    assertThat(map.province("布瑞斯特").id()).isEqualTo("bre");
    assertThat(map.province("的裡雅斯特").id()).isEqualTo("tri");
    assertThat(map.province("Лондон").id()).isEqualTo("lon");
    assertThat(map.power("奥地利")).isSameAs(map.power("Austria"));
  }

  @Test
  void namesToPrintInEachLanguage() {
    assertThat(map.province("lon").name("zh-Hans")).isEqualTo("伦敦");
    assertThat(map.province("lon").name("zh-Hant")).isEqualTo("倫敦");
    assertThat(map.province("lon").name("ru")).isEqualTo("Лондон");
    assertThat(map.province("lon").name("fr")).isEqualTo("London");
    assertThat(map.power("russia").name("zh-Hans")).isEqualTo("俄国");
    assertThat(map.coasts().get(0).name("zh-Hant")).isEqualTo("北岸");
    for (Province p : map.provinces()) {
      assertThat(p.localNames().keySet()).as(p.id()).contains("zh-Hans", "zh-Hant", "ru")
          .isSubsetOf("zh-Hans", "zh-Hant", "ru", "daide");
    }
  }

  @Test
  void unknownNamesSuggestTheClosest() {
    assertThatThrownBy(() -> map.province("Rhur"))
        .isInstanceOf(UnknownNameException.class)
        .hasMessageContaining("unknown province \"Rhur\"")
        .hasMessageContaining("Ruhr");
    assertThatThrownBy(() -> map.location("Bulgaria(nc)"))
        .isInstanceOf(UnknownNameException.class)
        .hasMessageContaining("no coast \"nc\"");
    assertThatThrownBy(() -> map.power("Prussia")).isInstanceOf(UnknownNameException.class);
  }
}
