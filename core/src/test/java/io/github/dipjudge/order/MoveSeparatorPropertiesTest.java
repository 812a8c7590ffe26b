package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.GenerationMode;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The move sign between two places, however it is written, never merges the two names into one: for every army and
 * fleet edge of the standard map, {@code X a-b}, {@code X a - b}, {@code X a->b}, {@code X a→b} and the full names
 * joined by a hyphen read as the move from a to b. Before the names' word breaks counted, {@code A swe-den} read as
 * {@code A Sweden} (the letters "sweden") and was refused.
 */
class MoveSeparatorPropertiesTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation NOTATION = OrderNotation.english(MAP);

  /** A directed edge of the map for a unit type. */
  record Edge(UnitType type, Location from, Location to) {}

  /** How the two places are written and joined. */
  enum Form {
    IDS_HYPHEN("%s-%s", false),
    IDS_SPACED("%s - %s", false),
    IDS_SPACE_BEFORE("%s -%s", false),
    IDS_SPACE_AFTER("%s- %s", false),
    IDS_ARROW("%s->%s", false),
    IDS_UNICODE_ARROW("%s→%s", false),
    IDS_UNICODE_ARROW_SPACED("%s → %s", false),
    NAMES_HYPHEN("%s-%s", true),
    NAMES_SPACED("%s - %s", true),
    NAMES_ARROW("%s->%s", true);

    final String pattern;
    final boolean fullNames;

    Form(String pattern, boolean fullNames) {
      this.pattern = pattern;
      this.fullNames = fullNames;
    }

    String write(Location a, Location b) {
      return String.format(pattern, name(a), name(b));
    }

    private String name(Location l) {
      return fullNames ? OrderNotation.placeName(l, "en") : l.id();
    }
  }

  private static List<Edge> edges() {
    List<Edge> out = new ArrayList<>();
    for (UnitType t : UnitType.values()) {
      for (Location from : MAP.locations()) {
        for (Location to : MAP.neighbours(from, t)) {
          out.add(new Edge(t, from, to));
        }
      }
    }
    return out;
  }

  @Provide
  Arbitrary<Edge> edge() {
    return Arbitraries.of(edges());
  }

  @Provide
  Arbitrary<Optional<Power>> power() {
    List<Optional<Power>> all = new ArrayList<>();
    all.add(Optional.empty());
    all.add(Optional.of(MAP.power("england")));
    return Arbitraries.of(all);
  }

  @Property(generation = GenerationMode.EXHAUSTIVE)
  void everyEdgeReadsAsItsMoveHoweverTheSignIsWritten(@ForAll("edge") Edge e, @ForAll Form form,
      @ForAll("power") Optional<Power> power) {
    String text = power.map(p -> p.name() + ": ").orElse("") + e.type().letter() + " " + form.write(e.from(), e.to());
    Order o = NOTATION.parse(text);
    Move expected = new Move(Optional.empty(), Optional.of(e.type()), e.from(), e.to(), false, ImmutableList.of());
    assertThat(o).as(text).isEqualTo(power.isPresent() ? expected.withPower(power.get()) : expected);
  }

  @Example
  void aLowerCaseMoveWithoutSpacesAroundTheDashReads() {
    Move swe = new Move(Optional.empty(), Optional.of(UnitType.ARMY), MAP.location("swe"), MAP.location("den"), false,
        ImmutableList.of());
    assertThat(NOTATION.parse("England: A swe-den")).isEqualTo(swe.withPower(MAP.power("england")));
    assertThat(NOTATION.print(NOTATION.parse("F swe-den"))).isEqualTo("F swe - den");
    assertThat(NOTATION.print(NOTATION.parse("F bal C A swe-den"))).isEqualTo("F bal C A swe - den");
    assertThat(NOTATION.print(NOTATION.parse("A ber S A swe-den"))).isEqualTo("A ber S A swe - den");
    assertThat(NOTATION.print(NOTATION.parse("A Sweden-Denmark"))).isEqualTo("A swe - den");
    assertThat(NOTATION.print(NOTATION.parse("F St Petersburg (South Coast)-Gulf of Bothnia")))
        .isEqualTo("F stp/sc - bot");
    // A hyphen inside a name still joins its words.
    assertThat(NOTATION.print(NOTATION.parse("F Mid-Atlantic Ocean-Brest"))).isEqualTo("F mao - bre");
    assertThat(NOTATION.print(NOTATION.parse("F North-Sea - Mid-Atlantic"))).isEqualTo("F nth - mao");
  }
}
