package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.dipjudge.map.MapFormatException.Problem;
import java.util.List;
import net.jqwik.api.Example;

/**
 * Unusual inputs that once broke the maps module, each as it was first met, in one place. Each also has
 * deeper tests: the name look-up's counted work in {@code NameWorkPropertiesTest}, junk in names in {@code
 * NameLookupTest.aCharacterThatIsNoPartOfANameMakesTheTextNoName}, aliases and empty maps in {@code
 * MapLoaderErrorsTest.AcceptedNoMore}; and the fuzz suite ({@code NameLookupFuzzTest}, {@code MapFileFuzzTest})
 * draws inputs like them at random.
 */
class UnusualMapInputsTest {
  private static final GameMap MAP = GameMap.standard();

  /** "GameMap.province(40,000 chars) 4.3 s": now work linear in the text, counted. */
  @Example
  void aProvinceNameOf40000CharactersIsRefusedInLinearWork() {
    String text = "x".repeat(40_000);
    long before = Names.WORK.sum();
    UnknownNameException e = catchThrowableOfType(UnknownNameException.class, () -> MAP.province(text));
    assertThat(e.getMessage()).startsWith("unknown province \"xxx");
    NameWorkPropertiesTest.allLookUpsAreLinear(text);
    assertThat(Names.WORK.sum() - before).isPositive();
  }

  /** "A map-file alias equal to a location id (| bul/ec on Livonia's line) is accepted". */
  @Example
  void anAliasEqualToALocationIdIsRefused() {
    String text = MapPropertiesTest.shippedText("standard");
    String livonia = "province lvn coastal | Livonia | LVO | LVA";
    assertThat(text).contains(livonia);
    String broken = text.replace(livonia, livonia + " | bul/ec");
    MapFormatException e = catchThrowableOfType(MapFormatException.class, () -> GameMap.parse("standard.map", broken));
    int line = List.of(broken.split("\n", -1)).indexOf(broken.lines().filter(l -> l.contains("| bul/ec"))
        .findFirst().orElseThrow()) + 1;
    assertThat(e.problems()).extracting(Problem::line).containsExactly(line);
    assertThat(e.getMessage()).contains("bul/ec");
  }

  /** "map x | X with no provinces and no powers is a map". */
  @Example
  void aMapWithNoProvinceAndNoPowerIsRefused() {
    MapFormatException e = catchThrowableOfType(MapFormatException.class, () -> GameMap.parse("x.map", "map x | X"));
    assertThat(e.getMessage()).contains("at least one province and one power");
  }

  /**
   * "The English notation ignores junk inside names: NUL and control characters, lone surrogates, line breaks, stray
   * symbols": the look-up the notations use refuses each, naming the character and its column.
   */
  @Example
  void junkInsideANameIsNoName() {
    for (String text : List.of("T\u0000urkey", "FRAN\r\nCE", "Engl＾and")) {
      assertThat(MAP.findPower(text)).as(text).isEmpty();
      UnknownNameException e = catchThrowableOfType(UnknownNameException.class, () -> MAP.power(text));
      assertThat(e.getMessage()).as(text).contains("is no part of a name")
          .contains("column " + (Names.invalidCharIndex(text) + 1));
    }
    assertThat(MAP.findProvince("ma\uDEB4o")).isEmpty();
    assertThat(catchThrowableOfType(UnknownNameException.class, () -> MAP.province("ma\uDEB4o")).getMessage())
        .contains("column 3");
    // Only spaces, '.', '-', ''' and their full-width forms are ignored.
    assertThat(MAP.province("St．Petersburg").id()).isEqualTo("stp");
    assertThat(MAP.province("Ｍｉｄ－Ａｔｌａｎｔｉｃ").id()).isEqualTo("mao");
  }
  // ------------------------------------------------------------------------------------------- found by the fuzz suite

  /**
   * Found by {@code MapFileFuzzTest}: ids could hold {@code _}, which the name look-up refuses, so a map loaded with
   * a power or province that {@code map.power(id)} could not find: a stray {@code BUILD_ANY} line at the end of a
   * DPjudge geography made the power {@code build_any}; {@code power p_q} and {@code province a_b} did the same in
   * this project's format. An id is now letters and digits, the first a letter.
   */
  @Example
  void anIdTheLookUpCannotFindIsRefused() {
    java.util.Map<String, String> files = new java.util.LinkedHashMap<>(DpjudgeWriter.write(GameMap.standard()));
    String geography = new java.util.ArrayList<>(files.keySet()).get(1);
    files.put(geography, files.get(geography) + "BUILD_ANY\n");
    MapFormatException dpjudge = catchThrowableOfType(MapFormatException.class, () -> MapFormatsTest.readDpjudge(files));
    assertThat(dpjudge.getMessage()).contains("build_any");
    String[][] cases = {
        {"map x | X\npower p_q | P | Pish\n  home\n  start\nprovince a sea | A\n", "2"},
        {"map x | X\npower p | P | Pish\n  home\n  start\nprovince a_b sea | A\n", "5"}};
    for (String[] c : cases) {
      MapFormatException e = catchThrowableOfType(MapFormatException.class, () -> GameMap.parse("x.map", c[0]));
      assertThat(e).as(c[0]).isNotNull();
      assertThat(e.problems()).extracting(Problem::line).as(c[0]).contains(Integer.parseInt(c[1]));
    }
  }
}
