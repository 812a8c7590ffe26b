package io.github.dipjudge.rules.variant;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.game.DipjudgeFormat;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.PositionHash;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Claimable home centres (DPjudge's {@code &SC}, {@code ambition}; map-file-syntax.txt "Claiming New Home Centers";
 * Game.buildSites line 1682, Game.py lines 4009-4011 and 4725) on the standard board where Germany may claim one home
 * centre: a claim made, held the next year, its edge (a second claim refused, a centre that is another power's home,
 * civil-disorder builds), saved and hashed.
 */
class ClaimableHomesTest {
  private static final Rulebook DATC = Rulebook.datc();

  private static GameMap map(String rules) {
    String text;
    try (InputStream in = GameMap.class.getResourceAsStream("standard.map")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    text = text.replace("map standard | Standard\n", "map claims | Claims\n" + rules)
        .replace("  home kie ber mun\n", "  home kie ber mun\n  claims 1\n");
    try {
      return GameMap.parse("claims.map", text);
    } catch (io.github.dipjudge.map.MapFormatException e) {
      throw new AssertionError(e);
    }
  }

  private static final GameMap MAP = map("");

  /** A Winter 1901 position: Germany owns its homes and the centres given, with units on its homes. */
  private static Position.Builder winter(GameMap map, String... centres) {
    Power germany = map.power("Germany");
    Position.Builder b = Position.builder(map).phase(Phase.adjustment(1901));
    for (String h : List.of("kie", "ber", "mun")) {
      b.owner(map.province(h), germany).unit(Unit.of(germany, UnitType.ARMY, map.location(h)));
    }
    for (String c : centres) {
      b.owner(map.province(c), germany);
    }
    return b;
  }

  private static AdjustmentResult adjust(GameMap map, Position pos, String... orders) {
    OrderNotation en = OrderNotation.english(map);
    List<Order> os = Arrays.stream(orders).map(en::parse).toList();
    return Adjudicator.create(map, DATC).adjustment(pos, os);
  }

  private static List<String> ids(List<Province> ps) {
    return ps.stream().map(Province::id).toList();
  }

  @Test
  void aBuildOnAnOwnedCentreClaimsItForGood() {
    Power germany = MAP.power("Germany");
    Position pos = winter(MAP, "hol").build();
    assertThat(pos.claimsLeft(germany)).isEqualTo(1);
    assertThat(ids(BuildSiteRules.sites(pos, germany, DATC))).containsExactly("hol");
    AdjustmentResult r = adjust(MAP, pos, "Germany: Build A Holland");
    assertThat(r.results()).extracting(OrderResult::reason).containsExactly(Reason.BUILT);
    Position next = r.nextPosition();
    assertThat(ids(next.claimedHomes(germany))).containsExactly("hol");
    assertThat(ids(next.homeCentres(germany))).containsExactly("kie", "ber", "mun", "hol");
    assertThat(next.claimsLeft(germany)).isZero();
    // The next Winter: Holland is a home (a build there stands), Belgium is not (no claim left).
    Position later = next.toBuilder().phase(Phase.adjustment(1902)).removeUnit(MAP.province("hol"))
        .owner(MAP.province("bel"), germany).build();
    assertThat(ids(BuildSiteRules.sites(later, germany, DATC))).containsExactly("hol");
    assertThat(adjust(MAP, later, "Germany: Build A Holland", "Germany: Build A Belgium").results())
        .extracting(OrderResult::reason).containsExactly(Reason.BUILT, Reason.NOT_HOME_CENTRE);
    // Without a claim, the map's homes only: a power with none builds as on the standard map.
    Power france = MAP.power("France");
    assertThat(france.claimableHomes()).isZero();
    assertThat(later.claimsLeft(france)).isZero();
  }

  @Test
  void aSecondClaimInOnePhaseIsRefused() {
    Position pos = winter(MAP, "hol", "bel").build();
    assertThat(adjust(MAP, pos, "Germany: Build A Holland", "Germany: Build A Belgium").results())
        .extracting(OrderResult::reason).containsExactly(Reason.BUILT, Reason.EXCESS_CLAIM);
    // A build at home besides one claim: both stand, the home build claims nothing.
    Position home = winter(MAP, "hol", "bel").removeUnit(MAP.province("kie")).build();
    AdjustmentResult r = adjust(MAP, home, "Germany: Build F Kiel", "Germany: Build A Belgium");
    assertThat(r.results()).extracting(OrderResult::reason).containsExactly(Reason.BUILT, Reason.BUILT);
    assertThat(ids(r.nextPosition().claimedHomes(MAP.power("Germany")))).containsExactly("bel");
  }

  @Test
  void anotherPowersHomeMayBeClaimedAndStaysItsHome() {
    Power germany = MAP.power("Germany");
    Power russia = MAP.power("Russia");
    Position pos = winter(MAP, "war").build();
    Position next = adjust(MAP, pos, "Germany: Build A Warsaw").nextPosition();
    assertThat(ids(next.claimedHomes(germany))).containsExactly("war");
    assertThat(next.homeCentres(russia)).extracting(Province::id).contains("war");
    assertThat(next.homeCentres(germany)).extracting(Province::id).contains("war");
    // Russia, owning it again later, builds there; so does Germany while it owns it.
    Position russian = next.toBuilder().phase(Phase.adjustment(1902)).removeUnit(MAP.province("war"))
        .owner(MAP.province("war"), russia).build();
    assertThat(BuildSiteRules.sites(russian, russia, DATC)).extracting(Province::id).contains("war");
    assertThat(BuildSiteRules.sites(russian, germany, DATC)).isEmpty();
  }

  @Test
  void aHomeOfTwoPowersIsASiteOfWhicheverOwnsIt() {
    // As ambition's Crimea (Russia's and the Muslim dummy's): Sevastopol a home of Russia and of Turkey.
    String text;
    try (InputStream in = GameMap.class.getResourceAsStream("standard.map")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    GameMap two;
    try {
      two = GameMap.parse("two.map", text.replace("map standard | Standard\n", "map two | Two\n")
          .replace("  home ank con smy\n", "  home ank con smy sev\n  owns ank con smy\n")
          .replace("  territory ank con smy arm syr\n", "  territory ank con smy arm syr sev\n"));
    } catch (io.github.dipjudge.map.MapFormatException e) {
      throw new AssertionError(e);
    }
    Power russia = two.power("Russia");
    Power turkey = two.power("Turkey");
    Province sev = two.province("sev");
    assertThat(russia.homeCentres()).contains(sev);
    assertThat(turkey.homeCentres()).contains(sev);
    assertThat(sev.homePower()).contains(russia); // the first in the map's order
    for (Power owner : List.of(russia, turkey)) {
      Position pos = Position.builder(two).phase(Phase.adjustment(1901)).owner(sev, owner).build();
      Power other = owner == russia ? turkey : russia;
      assertThat(BuildSiteRules.sites(pos, owner, DATC)).containsExactly(sev);
      assertThat(BuildSiteRules.sites(pos, other, DATC)).isEmpty();
      AdjustmentResult r = adjust(two, pos, "Build A Sevastopol"); // no power written: the owner builds
      assertThat(r.results()).extracting(OrderResult::reason).containsExactly(Reason.BUILT);
      assertThat(r.built()).extracting(Unit::power).containsExactly(owner);
      assertThat(adjust(two, pos, other.name() + ": Build A Sevastopol").results()).extracting(OrderResult::reason)
          .containsExactly(Reason.CENTRE_NOT_OWNED);
    }
  }

  @Test
  void civilDisorderBuildsClaimWhileAClaimIsLeft() {
    // CD_BUILDS: Germany, ordering nothing, builds on Holland and Belgium (its homes are occupied); DPjudge claims
    // the first build's centre only (Game.py lines 4009-4011) and keeps the second unit.
    GameMap cd = map("rules CD_BUILDS\n");
    Power germany = cd.power("Germany");
    AdjustmentResult r = adjust(cd, winter(cd, "hol", "bel").build());
    assertThat(r.builtByCivilDisorder()).hasSize(2);
    assertThat(r.nextPosition().claimedHomes(germany)).hasSize(1);
    assertThat(r.nextPosition().claimedHomes(germany).get(0)).isEqualTo(r.builtByCivilDisorder().get(0).province());
  }

  @Test
  void claimsAreSavedHashedAndRefusedByMila() throws Exception {
    Position next = adjust(MAP, winter(MAP, "hol").build(), "Germany: Build A Holland").nextPosition();
    String json = DipjudgeFormat.positionToJson(next);
    assertThat(json).contains("\"claimed\"");
    Position back = DipjudgeFormat.readPosition(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "c.json",
        MAP);
    assertThat(back).isEqualTo(next);
    assertThat(next.toString()).contains("claimed: Germany: hol");
    Position same = winter(MAP, "hol").build().toBuilder().phase(Phase.springMovement(1902))
        .unit(Unit.of(MAP.power("Germany"), UnitType.ARMY, MAP.location("hol"))).build();
    assertThat(same).isNotEqualTo(next);
    PositionHash hash = PositionHash.of(MAP);
    assertThat(hash.hash(same)).isNotEqualTo(hash.hash(next));
    assertThat(MilaFormat.canWrite(MAP)).isFalse();
  }
}
