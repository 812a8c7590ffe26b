package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.rules.Rulebook;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The saved-game formats' rulebook settings ({@link RulebookSettings}): any rulebook (a preset with random options
 * changed, through every option setting the rulebook names in {@link Rulebook#settings()}) is written and read back
 * equal, with its name.
 */
class RulebookSettingsPropertiesTest {

  @Provide
  Arbitrary<Rulebook> rulebooks() {
    Rulebook datc = Rulebook.datc();
    List<Arbitrary<String[]>> changes = new ArrayList<>();
    for (String key : datc.settings().keySet()) {
      if (key.startsWith("victory centres") || key.equals("victory year")) {
        continue;
      }
      // The options of a setting, found by asking the rulebook: the type of its current value.
      Enum<?> current = key.startsWith("4.") ? datc.option(key) : optionOf(datc, key);
      changes.add(Arbitraries.of(current.getDeclaringClass().getEnumConstants())
          .map(c -> new String[] {key, c.name()}).injectNull(0.5));
    }
    return Combinators.combine(Arbitraries.of(Rulebook.presetNames()),
        Combinators.combine(changes).as(ArrayList::new),
        Arbitraries.integers().between(0, 40), Arbitraries.integers().between(1901, 1999))
        .as((preset, options, centres, year) -> {
          Rulebook r = Rulebook.preset(preset);
          for (String[] o : options) {
            if (o != null) {
              r = r.with(o[0], o[1]);
            }
          }
          return r.withVictoryCentres(centres).toBuilder().victoryYear(year).build();
        });
  }

  private static Enum<?> optionOf(Rulebook r, String key) {
    switch (key) {
      case "victory rule":
        return r.victoryRule();
      case "retreats":
        return r.retreatOrdering();
      case "adjustments":
        return r.adjustmentOrdering();
      case "self-dislodgement":
        return r.selfDislodgement();
      case "build sites":
        return r.buildSites();
      default:
        throw new AssertionError("a setting this test does not know: " + key);
    }
  }

  @Property(tries = 200)
  void theSettingsRoundTrip(@ForAll("rulebooks") Rulebook r) throws Exception {
    Map<String, String> written = RulebookSettings.of(r);
    assertThat(written.keySet()).containsExactlyElementsOf(r.settings().keySet());
    StringBuilder json = new StringBuilder("{");
    for (Map.Entry<String, String> e : written.entrySet()) {
      json.append(json.length() == 1 ? "" : ",").append('"').append(e.getKey()).append("\":\"")
          .append(e.getValue()).append('"');
    }
    Json settings = Json.parse(new StringReader(json.append('}').toString()), "settings.json");
    Rulebook read = RulebookSettings.read(r.name(), settings);
    assertThat(read).isEqualTo(r);
    assertThat(read.name()).isEqualTo(r.name());
    assertThat(read.settings()).isEqualTo(r.settings());
  }
}
