package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.Tuple.Tuple2;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The English notation on every shipped map: it reads what it prints for order values of every kind, and it reads
 * every place and power by the names the map file gives (the English name, each coast written after it, the ids,
 * the aliases), so that orders written as MILA writes them ({@code F THA - BER}, upper-case ids) and as a player
 * writes them ({@code Carthage: A Province of Carthage - Numidia}) both work.
 */
class VariantNotationPropertiesTest {
  static List<String> variants() {
    return GameMap.variants();
  }

  @Provide
  Arbitrary<Tuple2<GameMap, Order>> ordersOnEveryMap() {
    return Arbitraries.of(GameMap.variants()).map(GameMap::variant)
        .flatMap(m -> OrderValues.orders(m).map(o -> Tuple.of(m, o)));
  }

  @Property(tries = 3000)
  void englishReadsWhatItPrintsOnEveryMap(@ForAll("ordersOnEveryMap") Tuple2<GameMap, Order> t) {
    OrderNotation en = OrderNotation.english(t.get1());
    String printed = en.print(t.get2());
    assertThat(en.parse(printed)).as("%s: %s", t.get1().id(), printed).isEqualTo(t.get2());
  }

  /** Ambition's adjectives have a hyphen (British-Hanoverian, Polish-Saxon): read whole, not as a move. */
  @Test
  void aHyphenatedNationalityIsReadWhole() {
    GameMap ambition = GameMap.variant("ambition");
    OrderNotation en = OrderNotation.english(ambition);
    Power britain = ambition.power("Britain");
    Power saxony = ambition.power("Saxony");
    assertThat(en.parse("Britain: F lon S British-Hanoverian F edi")).isEqualTo(new SupportHold(Optional.of(britain),
        Optional.of(UnitType.FLEET), ambition.location("lon"), new UnitRef(Optional.of(britain),
            Optional.of(UnitType.FLEET), ambition.location("edi"))));
    assertThat(en.parse("Saxony: A dre S Polish-Saxon A war - boh")).isInstanceOf(SupportMove.class);
    // A move written with a dash is still a move.
    assertThat(en.parse("Saxony: A dre-boh")).isInstanceOf(Move.class);
    assertThat(en.print(en.parse("Saxony: A dre S Polish-Saxon A war - boh"))).contains("Polish-Saxon");
    assertThat(saxony.adjective()).isEqualTo("Polish-Saxon");
  }

  /**
   * On {@code chaos} every power is named after a province and Norway's adjective is an alias of the Norwegian Sea;
   * a nationality of several words (St Petersburger) is read whole.
   */
  @Test
  void aNationalityThatIsAlsoAPlaceIsReadByWhatFollowsIt() {
    GameMap chaos = GameMap.variant("chaos");
    OrderNotation en = OrderNotation.english(chaos);
    Power london = chaos.power("London");
    Location nth = chaos.location("nth");
    Location nwg = chaos.location("nwg");
    assertThat(en.parse("London: F nth S Norwegian F nwg")).isEqualTo(new SupportHold(Optional.of(london),
        Optional.of(UnitType.FLEET), nth, new UnitRef(Optional.of(chaos.power("Norway")), Optional.of(UnitType.FLEET),
            nwg)));
    assertThat(en.parse("London: F nth S Norwegian nwg")).isEqualTo(new SupportHold(Optional.of(london),
        Optional.of(UnitType.FLEET), nth, new UnitRef(Optional.of(chaos.power("Norway")), Optional.empty(), nwg)));
    assertThat(en.parse("London: F nth S Norwegian Sea")).isEqualTo(new SupportHold(Optional.of(london),
        Optional.of(UnitType.FLEET), nth, new UnitRef(Optional.empty(), Optional.empty(), nwg)));
    assertThat(en.parse("London: F nth S F Norwegian")).isEqualTo(new SupportHold(Optional.of(london),
        Optional.of(UnitType.FLEET), nth, new UnitRef(Optional.empty(), Optional.of(UnitType.FLEET), nwg)));
    assertThat(en.parse("London: F nth S St Petersburger A Norway - Sweden")).isEqualTo(new SupportMove(
        Optional.of(london), Optional.of(UnitType.FLEET), nth, new UnitRef(Optional.of(chaos.power("St Petersburg")),
            Optional.of(UnitType.ARMY), chaos.location("nwy")), chaos.location("swe")));
  }

  /** Youngstown's off-board boxes are named "Off Board A" to "Off Board L": letters that are also order words. */
  @Test
  void aNameEndingInAnOrderWordIsReadWhole() {
    GameMap y = GameMap.variant("youngstown");
    OrderNotation en = OrderNotation.english(y);
    Power p = y.powers().get(0);
    assertThat(en.parse(p.name() + ": F Off Board A H")).isEqualTo(new Hold(Optional.of(p),
        Optional.of(UnitType.FLEET), y.location("oba")));
    assertThat(en.parse(p.name() + ": F Off Board H - Off Board A")).isEqualTo(new Move(Optional.of(p),
        Optional.of(UnitType.FLEET), y.location("obh"), y.location("oba"), false,
        com.google.common.collect.ImmutableList.of()));
    assertThat(en.parse(p.name() + ": F oba S F Off Board B")).isEqualTo(new SupportHold(Optional.of(p),
        Optional.of(UnitType.FLEET), y.location("oba"), new UnitRef(Optional.empty(), Optional.of(UnitType.FLEET),
            y.location("obb"))));
  }

  @ParameterizedTest
  @MethodSource("variants")
  void everyPlaceAndPowerIsReadByItsNames(String id) {
    GameMap map = GameMap.variant(id);
    OrderNotation en = OrderNotation.english(map);
    Power power = map.powers().get(map.powers().size() - 1);
    for (Province p : map.provinces()) {
      UnitType type = p.location().admits(UnitType.ARMY) ? UnitType.ARMY : UnitType.FLEET;
      Hold expected = new Hold(Optional.of(power), Optional.of(type), p.location());
      for (String name : List.of(p.name(), p.id(), p.id().toUpperCase(java.util.Locale.ROOT))) {
        assertThat(en.parse(power.name() + ": " + type.letter() + " " + name + " H")).as("%s: %s", id, name)
            .isEqualTo(expected);
      }
      for (String alias : p.aliases()) {
        if (alias.chars().allMatch(c -> c < 128)) {
          assertThat(en.parse(power.name() + ": " + type.letter() + " " + alias + " H")).as("%s: %s", id, alias)
              .isEqualTo(expected);
        }
      }
      for (Location c : p.coasts()) {
        Hold onCoast = new Hold(Optional.of(power), Optional.of(UnitType.FLEET), c);
        String code = c.coast().get().code();
        for (String written : List.of(p.name() + " (" + code + ")", c.id(), c.id().toUpperCase(java.util.Locale.ROOT),
            p.name() + " (" + c.coast().get().name() + ")")) {
          assertThat(en.parse(power.name() + ": F " + written + " H")).as("%s: %s", id, written)
              .isEqualTo(onCoast);
        }
      }
    }
    for (Power w : map.powers()) {
      for (String name : List.of(w.name(), w.id(), w.name().toUpperCase(java.util.Locale.ROOT))) {
        assertThat(en.parse(name + ": Waive")).as("%s: %s", id, name).isEqualTo(new Waive(Optional.of(w)));
      }
    }
  }
}
