package io.github.dipjudge.rules.variant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link DummyFire} ({@code DUMMY_FIRE}) on sengoku's board, with and without the flag, with immobile dummies (as on
 * ambition) and with dummies that move: the three exceptions it lifts, for dummies only.
 */
class DummyFireTest {
  /** Sengoku with the given rule flags in place of its own. */
  private static GameMap sengokuWith(String flags) throws Exception {
    String text;
    try (InputStream in = GameMap.class.getResourceAsStream("variants/sengoku.map")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    String rules = "rules BUILD_ANY CD_DUMMIES CD_BUILDS IMMOBILE_DUMMIES\n";
    assertThat(text).contains(rules);
    return GameMap.parse("fire.map", text.replace(rules, "rules BUILD_ANY CD_DUMMIES " + flags + "\n"));
  }

  private static List<String> dislodged(GameMap map, String... unitsThenOrders) {
    int split = Arrays.asList(unitsThenOrders).indexOf("|");
    Position.Builder b = Position.builder(map).phase(Phase.springMovement(1570));
    for (int i = 0; i < split; i++) {
      String[] w = unitsThenOrders[i].split(" ");
      b.unit(Unit.of(map.power(w[0]), w[1].equals("A") ? UnitType.ARMY : UnitType.FLEET, map.location(w[2])));
    }
    OrderNotation english = OrderNotation.english(map);
    List<Order> orders = Arrays.stream(unitsThenOrders, split + 1, unitsThenOrders.length).map(english::parse)
        .toList();
    return Adjudicator.create(map, Rulebook.datc()).movement(b.build(), orders).dislodged().stream()
        .map(DislodgedUnit::unit).map(u -> u.power().name() + " " + u.location().id()).toList();
  }

  /** Takeda attacks the dummy's Mino with the dummy's own support from Omi (Game.py lines 3125-3129). */
  private static final String[] SUPPORTED_AGAINST_ITSELF = {"Neutral A min", "Neutral A omi", "Takeda A ssh", "|",
      "Neutral: A Mino H", "Neutral: A Omi S A South Shinano - Mino", "Takeda: A South Shinano - Mino"};

  @Test
  void aDummysSupportAgainstItsOwnUnitCountsUnderTheFlag() throws Exception {
    assertThat(dislodged(sengokuWith("IMMOBILE_DUMMIES DUMMY_FIRE"), SUPPORTED_AGAINST_ITSELF))
        .containsExactly("Neutral min");
    assertThat(dislodged(sengokuWith("IMMOBILE_DUMMIES"), SUPPORTED_AGAINST_ITSELF)).isEmpty();
  }

  @Test
  void anotherPowersSupportAgainstItsOwnUnitStillDoesNotCount() throws Exception {
    // Oda is no dummy: the flag does not touch it, even against a dummy's attack.
    String[] odaSupportsAgainstOda = {"Oda A min", "Oda A omi", "Takeda A ssh", "|", "Oda: A Mino H",
        "Oda: A Omi S A South Shinano - Mino", "Takeda: A South Shinano - Mino"};
    assertThat(dislodged(sengokuWith("IMMOBILE_DUMMIES DUMMY_FIRE"), odaSupportsAgainstOda)).isEmpty();
  }

  @Test
  void aMovingDummyMayDislodgeItsOwnUnit() throws Exception {
    // Game.py lines 2969-2976: no self-dislodgement bounce for a dummy under the flag.
    String[] selfAttack = {"Neutral A min", "Neutral A omi", "Neutral A ise", "|", "Neutral: A Mino H",
        "Neutral: A Omi - Mino", "Neutral: A Ise S A Omi - Mino"};
    assertThat(dislodged(sengokuWith("DUMMY_FIRE"), selfAttack)).containsExactly("Neutral min");
    assertThat(dislodged(sengokuWith(""), selfAttack)).isEmpty();
  }

  @Test
  void aMovingDummyCutsItsOwnSupport() throws Exception {
    // Game.py lines 2998-3000: the dummy's failed move from Hida into Mino cuts Mino's support for Omi's hold, so
    // Takeda's attack on Omi from Ise, supported from Yamashiro, is two against one and dislodges it.
    String[] cut = {"Neutral A min", "Neutral A omi", "Neutral A hid", "Takeda A ise", "Takeda A yas", "|",
        "Neutral: A Mino S A Omi H", "Neutral: A Omi H", "Neutral: A Hida - Mino", "Takeda: A Ise - Omi",
        "Takeda: A Yamashiro S A Ise - Omi"};
    assertThat(dislodged(sengokuWith("DUMMY_FIRE"), cut)).containsExactly("Neutral omi");
    assertThat(dislodged(sengokuWith(""), cut)).isEmpty();
  }

  @Test
  void thePredicate() throws Exception {
    GameMap map = sengokuWith("IMMOBILE_DUMMIES DUMMY_FIRE");
    assertThat(DummyFire.firesOnItself(map, map.power("Neutral"))).isTrue();
    assertThat(DummyFire.firesOnItself(map, map.power("Oda"))).isFalse();
    GameMap sengoku = GameMap.variant("sengoku");
    assertThat(DummyFire.firesOnItself(sengoku, sengoku.power("Neutral"))).isFalse();
    Power france = GameMap.standard().power("France");
    assertThatThrownBy(() -> DummyFire.firesOnItself(map, france)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> DummyFire.firesOnItself(null, france)).isInstanceOf(NullPointerException.class);
  }
}
