package io.github.dipjudge.rules.variant;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.adjudicate.Outcome;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link LeagueRules} on the standard board with leagues as ambition's: France {@code CATHOLIC STRICT} (as the
 * Papacy), Austria {@code CATHOLIC BENIGN CHRISTIAN} (as the Catholic dummy), Italy {@code CATHOLIC}, Germany
 * {@code CHRISTIAN}, Russia {@code MUSLIM BENIGN} (as the Muslim dummy), England and Turkey in no league. Each rule of
 * DPjudge's Game.checkLeague (Game.py lines 459-487) held and refused, the generator leaving out what is refused.
 */
class LeagueRulesTest {
  private static final GameMap MAP = leagues();

  private static GameMap leagues() {
    String text;
    try (InputStream in = GameMap.class.getResourceAsStream("standard.map")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    text = text.replace("map standard | Standard\n", "map leagues | Leagues\n")
        .replace("  home vie bud tri\n", "  home vie bud tri\n  league CATHOLIC BENIGN CHRISTIAN\n")
        .replace("  home bre par mar\n", "  home bre par mar\n  league CATHOLIC STRICT\n")
        .replace("  home kie ber mun\n", "  home kie ber mun\n  league CHRISTIAN\n")
        .replace("  home ven rom nap\n", "  home ven rom nap\n  league catholic\n")
        .replace("  home stp mos war sev\n", "  home stp mos war sev\n  league MUSLIM BENIGN\n");
    try {
      return GameMap.parse("leagues.map", text);
    } catch (io.github.dipjudge.map.MapFormatException e) {
      throw new AssertionError(e);
    }
  }

  /** The board: units as "Power A loc"; the order checked is the first given. */
  private static Reason reason(String order, String... units) {
    Position.Builder b = Position.builder(MAP).phase(Phase.springMovement(1901));
    for (String u : units) {
      String[] w = u.split(" ");
      b.unit(Unit.of(MAP.power(w[0]), w[1].equals("A") ? UnitType.ARMY : UnitType.FLEET, MAP.location(w[2])));
    }
    Position pos = b.build();
    Order o = OrderNotation.english(MAP).parse(order);
    Reason r = Adjudicator.create(MAP, Rulebook.datc()).movement(pos, List.of(o)).results().get(0).reason();
    boolean generated = LegalOrders.create(MAP, Rulebook.datc()).orders(pos).contains(o);
    assertThat(generated).as("the generator offers %s exactly when it is legal (%s)", order, r)
        .isEqualTo(r.outcome() != Outcome.ILLEGAL);
    return r;
  }

  @Test
  void aStrictPowerHelpsOnlyItsOwnLeague() {
    // Italy is Catholic: France may support and convoy it.
    assertThat(reason("France: A Burgundy S A Piedmont - Marseilles", "France A bur", "Italy A pie"))
        .isNotIn(Reason.STRICT_LEAGUE, Reason.LEAGUE_FORBIDS).extracting(Reason::outcome)
        .isNotEqualTo(Outcome.ILLEGAL);
    assertThat(reason("France: F Gulf of Lyon C A Tuscany - Marseilles", "France F gol", "Italy A tus").outcome())
        .isNotEqualTo(Outcome.ILLEGAL);
    // Its own units too.
    assertThat(reason("France: A Burgundy S A Marseilles", "France A bur", "France A mar").outcome())
        .isNotEqualTo(Outcome.ILLEGAL);
    // Germany is Christian, England of no league, Austria Catholic but BENIGN is still Catholic: allowed.
    assertThat(reason("France: A Burgundy S A Munich", "France A bur", "Germany A mun"))
        .isEqualTo(Reason.STRICT_LEAGUE);
    assertThat(reason("France: F English Channel C A London - Brest", "France F eng", "England A lon"))
        .isEqualTo(Reason.STRICT_LEAGUE);
    assertThat(reason("France: A Burgundy S A Munich - Ruhr", "France A bur", "Austria A mun").outcome())
        .isNotEqualTo(Outcome.ILLEGAL);
  }

  @Test
  void aBenignPowerDoesNotHelpAnOutsiderAttackAFriend() {
    // Austria (Catholic, friendly to Christians) will not help Turkey (no league) or Russia (Muslim) against
    // Italy (Catholic) or Germany (Christian)...
    assertThat(reason("Austria: A Trieste S A Tyrolia - Venice", "Austria A tri", "Turkey A tyr", "Italy A ven"))
        .isEqualTo(Reason.LEAGUE_FORBIDS);
    assertThat(reason("Austria: A Bohemia S A Silesia - Munich", "Austria A boh", "Russia A sil", "Germany A mun"))
        .isEqualTo(Reason.LEAGUE_FORBIDS);
    // ... nor against its own unit.
    assertThat(reason("Austria: A Budapest S A Galicia - Vienna", "Austria A bud", "Turkey A gal", "Austria A vie"))
        .isEqualTo(Reason.LEAGUE_FORBIDS);
    // A convoy alike.
    assertThat(reason("Austria: F Adriatic Sea C A Albania - Venice", "Austria F adr", "Turkey A alb",
        "Italy A ven")).isEqualTo(Reason.LEAGUE_FORBIDS);
    // Into an empty province, against a power of no friendly league, or to hold: allowed.
    assertThat(reason("Austria: A Trieste S A Tyrolia - Venice", "Austria A tri", "Turkey A tyr").outcome())
        .isNotEqualTo(Outcome.ILLEGAL);
    assertThat(reason("Austria: A Trieste S A Tyrolia - Venice", "Austria A tri", "Turkey A tyr", "England A ven")
        .outcome()).isNotEqualTo(Outcome.ILLEGAL);
    assertThat(reason("Austria: A Trieste S A Albania", "Austria A tri", "Turkey A alb", "Italy A ven").outcome())
        .isNotEqualTo(Outcome.ILLEGAL);
    // A friend's move against a friend: allowed (Germany is Christian, a friendly league).
    assertThat(reason("Austria: A Bohemia S A Munich - Tyrolia", "Austria A boh", "Germany A mun", "Italy A tyr")
        .outcome()).isNotEqualTo(Outcome.ILLEGAL);
  }

  @Test
  void aBenignPowerWithoutFriendsAndPlainMembers() {
    // Russia: MUSLIM BENIGN, no other friendly league; no power but itself is Muslim.
    assertThat(reason("Russia: A Ukraine S A Rumania - Sevastopol", "Russia A ukr", "Turkey A rum",
        "Russia A sev")).isEqualTo(Reason.LEAGUE_FORBIDS);
    assertThat(reason("Russia: A Ukraine S A Rumania - Galicia", "Russia A ukr", "Turkey A rum", "Austria A gal")
        .outcome()).isNotEqualTo(Outcome.ILLEGAL);
    // Italy and Germany are plain members, England of no league: no limit.
    assertThat(reason("Italy: A Venice S A Trieste - Tyrolia", "Italy A ven", "Turkey A tri", "Austria A tyr")
        .outcome()).isNotEqualTo(Outcome.ILLEGAL);
    assertThat(reason("England: A Wales S A London - Yorkshire", "England A wal", "Germany A lon", "England A yor")
        .outcome()).isNotEqualTo(Outcome.ILLEGAL);
  }

  @Test
  void noLimitWithoutALeagueBehaviour() {
    assertThat(LeagueRules.of(GameMap.standard())).isNull();
    assertThat(LeagueRules.of(MAP)).isNotNull();
  }
}
