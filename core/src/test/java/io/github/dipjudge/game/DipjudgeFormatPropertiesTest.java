package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * This library's own game file keeps everything: for random games under every preset (with orders missing, without
 * unit types, illegal, and under the house rules priority lists and the judge's draws), {@code read(write(g))}
 * equals {@code g}, writing it again gives the same text, and the two games play on identically.
 */
class DipjudgeFormatPropertiesTest {
  private static final GameMap MAP = GameMap.standard();

  @Provide
  Arbitrary<String> presets() {
    return Arbitraries.of(Rulebook.presetNames());
  }

  @Property(tries = 60)
  void aGameReadBackIsEqualAndPlaysOnIdentically(@ForAll("presets") String preset, @ForAll long seed)
      throws Exception {
    Rulebook rules = Rulebook.preset(preset);
    SplittableRandom random = new SplittableRandom(seed);
    int until = 1901 + random.nextInt(6);
    Game g = RandomGames.play(MAP, rules, seed, until, random.nextBoolean());
    String text = DipjudgeFormat.toJson(g);
    Game back = DipjudgeFormat.fromJson(text, "random.json");
    assertThat(back).isEqualTo(g);
    assertThat(back.hashCode()).isEqualTo(g.hashCode());
    assertThat(DipjudgeFormat.toJson(back)).isEqualTo(text);
    if (!g.isOver()) {
      long next = random.nextLong();
      Game a = RandomGames.playOn(g, new SplittableRandom(next), until + 1, true);
      Game b = RandomGames.playOn(back, new SplittableRandom(next), until + 1, true);
      assertThat(b).isEqualTo(a);
    }
  }

  @Property(tries = 200)
  void aPositionReadBackIsEqual(@ForAll("presets") String preset, @ForAll long seed) throws Exception {
    Rulebook rules = Rulebook.preset(preset);
    Game g = RandomGames.play(MAP, rules, seed, 1901 + new SplittableRandom(seed).nextInt(3), true);
    for (Turn t : g.history()) {
      Position p = t.position();
      assertThat(DipjudgeFormat.positionFromJson(DipjudgeFormat.positionToJson(p), "p.json")).isEqualTo(p);
    }
    LegalOrders.create(MAP, rules); // the generator accepts every position read back (a map object check)
  }
}
