package io.github.dipjudge.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The rulebook's table of settings ({@link RuleSetting}) and its presets ({@link RulePreset}) against the public
 * face: for every setting of any rulebook (a preset with random options changed), the getter named in the table,
 * {@link Rulebook#option(String)}, {@link Rulebook#settings()}, {@link Rulebook#with(String, String)},
 * {@link Rulebook#with(Enum)}, the builder's setter and {@link Rulebook#toBuilder()} agree; every option enum of the
 * rulebook has a row; every preset is the DATC preferences changed at exactly its table's choices.
 */
class RulebookTablePropertiesTest {

  @Provide
  Arbitrary<Rulebook> rulebooks() {
    Arbitrary<String> preset = Arbitraries.of(Rulebook.presetNames());
    List<Arbitrary<Enum<?>>> perSetting = new ArrayList<>();
    for (RuleSetting s : RuleSetting.all()) {
      List<Enum<?>> constants = List.of(s.type.getEnumConstants());
      perSetting.add(Arbitraries.of(constants).injectNull(0.5));
    }
    Arbitrary<List<Enum<?>>> changes = Combinators.combine(perSetting).as(ArrayList::new);
    return Combinators.combine(preset, changes, Arbitraries.integers().between(0, 40).injectNull(0.5),
        Arbitraries.integers().between(1901, 2000).injectNull(0.5)).as((name, options, centres, year) -> {
          Rulebook r = Rulebook.preset(name);
          for (Enum<?> o : options) {
            if (o != null) {
              r = r.with(o);
            }
          }
          if (centres != null) {
            r = r.withVictoryCentres(centres);
          }
          return year == null ? r : r.toBuilder().victoryYear(year).build();
        });
  }

  @Property(tries = 200)
  void everySettingReadsAndWritesAlikeThroughEveryDoor(@ForAll("rulebooks") Rulebook r) throws Exception {
    Map<String, String> settings = r.settings();
    for (RuleSetting s : RuleSetting.all()) {
      Enum<?> got = (Enum<?>) Rulebook.class.getMethod(s.property).invoke(r);
      assertThat(got).as(s.key).isInstanceOf(s.type);
      assertThat(settings.get(s.key)).as(s.key).isEqualTo(got.name());
      if (s.isDatcIssue()) {
        assertThat(r.option(s.key)).as(s.key).isSameAs(got);
      } else {
        assertThatThrownBy(() -> r.option(s.key)).isInstanceOf(IllegalArgumentException.class);
      }
      Method setter = Rulebook.Builder.class.getMethod(s.property, s.type);
      for (Enum<?> c : s.type.getEnumConstants()) {
        Rulebook byValue = r.with(c);
        Rulebook byName = r.with(s.key, c.name().toLowerCase(java.util.Locale.ROOT));
        Rulebook bySetter = ((Rulebook.Builder) setter.invoke(r.toBuilder(), c)).build();
        assertThat(Rulebook.class.getMethod(s.property).invoke(byValue)).as("%s %s", s.key, c).isSameAs(c);
        assertThat(byName).isEqualTo(byValue).isEqualTo(bySetter);
        assertThat(byValue.name()).endsWith(" (modified)");
        if (c.name().matches("[A-Z]_.*")) {
          assertThat(r.with(s.key, c.name().substring(0, 1))).isEqualTo(byValue);
        }
        // Only this setting changed.
        Map<String, String> expected = new LinkedHashMap<>(settings);
        expected.put(s.key, c.name());
        if (s == RuleSetting.VICTORY_RULE) {
          expected.put("victory year",
              c == Rulebook.VictoryRule.MOST_CENTRES_AFTER_YEAR ? Integer.toString(r.victoryYear()) : "-");
        }
        assertThat(byValue.settings()).as("%s %s", s.key, c).isEqualTo(expected);
      }
    }
    Rulebook copy = r.toBuilder().build();
    assertThat(copy).isEqualTo(r).hasSameHashCodeAs(r);
    assertThat(copy.name()).isEqualTo(r.name());
    assertThat(copy.settings()).isEqualTo(settings);
    assertThat(settings.keySet()).containsExactlyElementsOf(Rulebook.datc().settings().keySet());
  }

  @Property(tries = 200)
  void theSettingsRebuildTheRulebook(@ForAll("rulebooks") Rulebook r) {
    Rulebook rebuilt = Rulebook.datc();
    for (Map.Entry<String, String> e : r.settings().entrySet()) {
      switch (e.getKey()) {
        case "victory centres":
          rebuilt = rebuilt.withVictoryCentres(
              e.getValue().equals("MORE_THAN_HALF") ? 0 : Integer.parseInt(e.getValue()));
          break;
        case "victory year":
          if (!e.getValue().equals("-")) {
            rebuilt = rebuilt.toBuilder().victoryYear(Integer.parseInt(e.getValue())).build();
          }
          break;
        default:
          rebuilt = rebuilt.with(e.getKey(), e.getValue());
      }
    }
    assertThat(rebuilt.settings()).isEqualTo(r.settings());
    if (r.victoryRule() == Rulebook.VictoryRule.MOST_CENTRES_AFTER_YEAR) {
      assertThat(rebuilt).isEqualTo(r);
    }
  }

  @Example
  void theTableHasARowForEveryOptionTypeAndTheDatcPreferencesAsDefaults() throws Exception {
    Set<Class<?>> optionTypes = new LinkedHashSet<>();
    for (Class<?> c : Rulebook.class.getDeclaredClasses()) {
      if (c.isEnum() && Modifier.isPublic(c.getModifiers())) {
        optionTypes.add(c);
      }
    }
    Set<Class<?>> rows = new LinkedHashSet<>();
    Map<String, Class<? extends Enum<?>>> issues = new LinkedHashMap<>();
    for (RuleSetting s : RuleSetting.all()) {
      rows.add(s.type);
      if (s.isDatcIssue()) {
        issues.put(s.key, s.type);
      }
      assertThat(Rulebook.class.getMethod(s.property).invoke(Rulebook.datc())).as(s.key).isSameAs(s.datc);
      assertThat(Rulebook.builder().build().option(s.isDatcIssue() ? s.key : "4.A.1")).isNotNull();
    }
    assertThat(rows).hasSize(RuleSetting.all().length).isEqualTo(optionTypes);
    assertThat(Rulebook.issues()).containsExactlyEntriesOf(issues);
    assertThat(Rulebook.datc().settings().keySet()).containsAll(issues.keySet());
  }

  @Example
  void everyPresetIsTheDatcPreferencesChangedAtItsChoices() throws Exception {
    assertThat(Rulebook.presetNames()).hasSize(RulePreset.values().length);
    for (RulePreset p : RulePreset.values()) {
      Rulebook r = Rulebook.preset(p.name);
      assertThat(r.name()).isEqualTo(p.name);
      assertThat(Rulebook.presetSummaries()).containsEntry(p.name, p.summary);
      assertThat(Rulebook.preset(p.name.toUpperCase(java.util.Locale.ROOT))).isEqualTo(r);
      Set<RuleSetting> chosen = new LinkedHashSet<>();
      for (Enum<?> c : p.choices) {
        assertThat(chosen.add(RuleSetting.of(c))).as("%s sets %s once", p.name, c.getDeclaringClass()).isTrue();
      }
      for (RuleSetting s : RuleSetting.all()) {
        Object got = Rulebook.class.getMethod(s.property).invoke(r);
        if (chosen.contains(s)) {
          assertThat(p.choices).as("%s %s", p.name, s.key).contains((Enum<?>) got);
          assertThat(got).as("%s %s differs from the DATC", p.name, s.key).isNotSameAs(s.datc);
        } else {
          assertThat(got).as("%s %s", p.name, s.key).isSameAs(s.datc);
        }
      }
      assertThat(r.victoryCentres()).isEqualTo(p.victoryCentres);
    }
    assertThat(Rulebook.preset("house")).isEqualTo(Rulebook.house(1908));
    assertThat(Rulebook.house(1910).victoryYear()).isEqualTo(1910);
    assertThat(Rulebook.house(1910).name()).isEqualTo("house1910");
    assertThat(Rulebook.house(1910).toBuilder().victoryYear(1908).build()).isEqualTo(Rulebook.preset("house"));
  }

  @Example
  void unknownNamesAreRefusedWithTheKnownOnes() {
    assertThatThrownBy(() -> Rulebook.datc().with("4.Z.9", "A")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("4.A.1").hasMessageContaining("retreats");
    assertThatThrownBy(() -> Rulebook.datc().with("retreats", "SOMETIMES"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("WITH_MOVEMENT_ORDERS");
    assertThatThrownBy(() -> Rulebook.datc().option("retreats")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("4.D.9");
    assertThatThrownBy(() -> Rulebook.preset("2001")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("webdiplomacy");
    assertThatThrownBy(() -> Rulebook.datc().with((Enum<?>) java.time.DayOfWeek.MONDAY))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Rulebook.builder().convoyParadox(null)).isInstanceOf(NullPointerException.class)
        .hasMessageContaining("convoyParadox");
  }
}
