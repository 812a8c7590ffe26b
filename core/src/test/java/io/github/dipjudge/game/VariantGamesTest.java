package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import io.github.dipjudge.rules.variant.BuildSiteRules;
import io.github.dipjudge.rules.variant.VassalRules;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random games on every shipped map under every rulebook preset: twenty game years from the map's first phase (to
 * 1920 on the standard map; years 1 to 20 on {@code ancmed}; twenty calendar years of its FLOW on {@code hundred},
 * 1425 to 1520, and on {@code dpjudge-classical}, B.C. 273 down to 254), with uniformly random legal orders, now and then odd
 * ones (no order, no unit type, an illegal move; under the house rules priority lists written in advance), played
 * without an exception, and written and read back equal in both formats (on {@code 1898} and {@code 1897}, whose
 * positions MILA's format cannot hold, in this library's format, MILA's writer refusing them by name). Every phase of every game keeps the invariants: one unit per province, every supply centre
 * owned by at most one power and the owned and unowned centres adding up to the map's; after an adjustment no power
 * has more units than centres; an eliminated power stays eliminated. {@code -Ddipjudge.variantGames=N} plays N
 * games per map and preset (default 1), {@code -Ddipjudge.variantGamesMaps=ID,...} on those maps only.
 */
class VariantGamesTest {
  static final int YEARS = 20;
  private static final int GAMES = Integer.getInteger("dipjudge.variantGames", 1);
  /** {@code -Ddipjudge.variantGamesMaps=1898,1897}: only these maps (default: every shipped map). */
  private static final List<String> ONLY = List.of(System.getProperty("dipjudge.variantGamesMaps", "").split(","))
      .stream().filter(x -> !x.isBlank()).toList();

  static Stream<Arguments> mapsAndPresets() {
    List<Arguments> out = new ArrayList<>();
    for (String id : GameMap.variants()) {
      if (!ONLY.isEmpty() && !ONLY.contains(id)) {
        continue;
      }
      for (String preset : Rulebook.presetNames()) {
        out.add(Arguments.of(id, preset));
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0} under {1}")
  @MethodSource("mapsAndPresets")
  void randomGamesKeepTheInvariants(String id, String preset) throws Exception {
    GameMap map = GameMap.variant(id);
    Rulebook rules = Rulebook.preset(preset);
    int lastYear = RandomGames.lastYear(map, YEARS);
    for (int i = 0; i < GAMES; i++) {
      long seed = (long) id.hashCode() * 31 + preset.hashCode() + i;
      // Half the games, alternating over the presets, with odd orders.
      boolean odd = (i + Rulebook.presetNames().indexOf(preset)) % 2 == 1;
      Game g = RandomGames.play(map, rules, seed, lastYear, odd);
      assertThat(g.history()).as("phases played").isNotEmpty();
      assertThat(g.history().get(0).position()).isEqualTo(Position.initial(map));
      if (map.ruleFlags().contains("MOBILIZE")) {
        // The empty board fills: the random players make their first builds (they once counted no pending centre).
        assertThat(g.history().stream().anyMatch(t -> t.position().unitCount() > 0)).as("some unit built").isTrue();
      }
      checkGame(g);
      checkSavedGames(g);
      assertThat(g.isOver() || !RandomGames.within(g.position(), lastYear)).as("played to the end of %s", lastYear)
          .isTrue();
    }
  }

  /**
   * zeus's random games build on alternative groups but for one site, so that {@link #checkAlternativeBuilds} is not
   * vacuous (with the adjudicator's rule switched off, games under the presets fill California and New York in
   * Winter 1939 and fail it).
   */
  @org.junit.jupiter.api.Test
  void zeusRandomGamesBuildOnAlternativeGroups() {
    GameMap map = GameMap.variant("zeus");
    int nearlyFilled = 0;
    for (int seed = 0; seed < 5; seed++) {
      Game g = RandomGames.play(map, Rulebook.datc(), seed, 1941, false);
      nearlyFilled += checkGame(g);
    }
    assertThat(nearlyFilled).as("alternative groups built on but for one site in 5 games").isPositive();
  }

  /**
   * On every map a game played as a server plays it (each power's orders put on the phase's order sheet) is written
   * in MILA's notation alone: every order reads back from MILA's lists, and the extension holds none of its own.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("maps")
  void aGamePlayedBySheetTravelsInMilasNotation(String id) throws Exception {
    GameMap map = GameMap.variant(id);
    Game g = RandomGames.playBySheet(map, Rulebook.datc(), id.hashCode(), RandomGames.lastYear(map, YEARS));
    checkGame(g);
    checkSavedGames(g);
    if (!MilaFormat.canWrite(map)) {
      return; // 1898 and 1897 are not written in MILA's format (checkSavedGames)
    }
    assertThat(MilaFormat.toJson(g)).as("MILA's lists hold every order").contains("\"orders\":{}}}");
  }

  /**
   * loeb9's random games do reach what its rules are about: some fleet stands in the Arctic Ocean in a Fall or
   * Winter phase (it entered or retreated there in Spring and hibernates), so the check that nothing enters a shut
   * province ({@link #checkShutProvinces}) is not vacuous; the games keep every invariant and replay.
   */
  @org.junit.jupiter.api.Test
  void loeb9GamesHaveFleetsHibernatingInTheArctic() throws Exception {
    GameMap map = GameMap.variant("loeb9");
    Province arc = map.province("arc");
    int hibernating = 0;
    for (int i = 0; i < 4; i++) {
      Game g = RandomGames.play(map, Rulebook.datc(), 28_000L + i, map.firstPhase().year() + YEARS - 1, i % 2 == 1);
      checkGame(g);
      checkSavedGames(g);
      for (Turn t : g.history()) {
        if (!map.isOpen(arc, season(t.position())) && t.position().unitAt(arc).isPresent()) {
          hibernating++;
        }
      }
    }
    assertThat(hibernating).as("Fall and Winter phases with a fleet in the shut Arctic").isPositive();
  }

  static List<String> maps() {
    return GameMap.variants();
  }

  /**
   * The game written and read back in both formats is equal to it; read back from MILA's format, every recorded
   * phase agrees with this library's adjudication, result tokens included.
   */
  static void checkSavedGames(Game g) throws Exception {
    assertThat(DipjudgeFormat.fromJson(DipjudgeFormat.toJson(g), "random.json")).as("read back from this library's format")
        .isEqualTo(g);
    if (!MilaFormat.canWrite(g.map())) {
      // 1898 and 1897: MILA's format has no field for pending centres or new homes, and its writer says so.
      assertThatThrownBy(() -> MilaFormat.toJson(g)).isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(g.map().id());
      return;
    }
    String mila = MilaFormat.toJson(g);
    SavedGame saved = MilaFormat.readSaved(new ByteArrayInputStream(mila.getBytes(StandardCharsets.UTF_8)),
        "random.json", Rulebook.datc());
    assertThat(saved.game()).as("read back from MILA's format").isEqualTo(g);
    assertThat(MilaFormat.toJson(saved.game())).isEqualTo(mila);
    for (SavedGame.RecordedPhase p : saved.phases()) {
      assertThat(p.difference()).as("phase %s", p.name()).isEmpty();
      if (!p.adjudicatedResults().isEmpty() || !p.results().isEmpty()) {
        assertThat(p.adjudicatedResults()).as("results of %s", p.name()).isEqualTo(p.results());
      }
    }
    assertThat(DipjudgeFormat.fromJson(DipjudgeFormat.toJson(g), "random.json")).as("read back from this library's format")
        .isEqualTo(g);
  }

  /**
   * The invariants of every position of a game, and between each phase and the next; returns how many alternative
   * groups were built on but for one site ({@link #checkAlternativeBuilds}).
   */
  static int checkGame(Game g) {
    int nearlyFilled = 0;
    Set<Power> eliminated = new HashSet<>();
    List<Position> positions = new ArrayList<>();
    g.history().forEach(t -> positions.add(t.position()));
    positions.add(g.position());
    Position before = null;
    for (Position p : positions) {
      checkPosition(p);
      checkMobilizeAndNewHomes(p);
      for (Power w : eliminated) {
        assertThat(p.unitCount(w) + p.centreCount(w)).as("%s, eliminated, at %s", w, p.phase()).isZero();
      }
      for (Power w : p.map().powers()) {
        if (p.unitCount(w) == 0 && p.centreCount(w) == 0 && p.pendingCentres(w) == 0 && p.dislodged().stream()
            .noneMatch(d -> d.unit().power() == w) && !VassalRules.keepsInGame(p, w)) { // a vassal keeps it in
          eliminated.add(w);
        }
      }
      if (before != null && p.map().hasSeasonalProvinces()) {
        checkShutProvinces(before, p);
      }
      if (before != null && before.phase().type() == PhaseType.ADJUSTMENT && !before.phase().equals(p.phase())) {
        nearlyFilled += checkAlternativeBuilds(before, p, g.rules());
        for (Power w : p.map().powers()) {
          assertThat(p.unitCount(w)).as("%s's units after the adjustments of %s", w, before.phase())
              .isLessThanOrEqualTo(p.centreCount(w));
        }
      }
      before = p;
    }
    return nearlyFilled;
  }

  /**
   * Alternative home centres (zeus's California): the units a power with any built in an adjustment phase stand on its
   * build sites there, number no more than {@link BuildSiteRules#buildLimit}, and fill no group of
   * {@link BuildSiteRules#alternativeGroups}. Returns how many groups were built on but for one site (the check is
   * not vacuous when some are).
   */
  static int checkAlternativeBuilds(Position before, Position after, Rulebook rules) {
    int nearlyFilled = 0;
    for (Power w : before.map().powers()) {
      if (!w.hasAlternativeHomes()) {
        continue;
      }
      Set<Province> built = new HashSet<>();
      for (Unit u : after.units(w)) {
        if (!before.unitAt(u.province()).filter(v -> v.equals(u)).isPresent()) {
          built.add(u.province());
        }
      }
      List<Province> sites = BuildSiteRules.sites(before, w, rules);
      assertThat(sites).as("%s's sites at %s", w, before.phase()).containsAll(built);
      assertThat(built.size()).as("%s's builds at %s", w, before.phase())
          .isLessThanOrEqualTo(BuildSiteRules.buildLimit(before, w, rules));
      for (List<Province> group : BuildSiteRules.alternativeGroups(before, w, sites)) {
        assertThat(built.containsAll(group)).as("%s's builds at %s fill %s", w, before.phase(), group).isFalse();
        int in = 0;
        for (Province q : group) {
          in += built.contains(q) ? 1 : 0;
        }
        nearlyFilled += in == group.size() - 1 ? 1 : 0;
      }
    }
    return nearlyFilled;
  }


  /**
   * RULE MOBILIZE: a power with a pending centre has never built, so it has no unit and no centre, and at most one
   * pending centre. NEWHOMES: the home centres are the position's own, none before the adjustments of the first year
   * named, and in the adjustment phase of a year named exactly the centres each power owns.
   */
  static void checkMobilizeAndNewHomes(Position p) {
    GameMap map = p.map();
    for (Power w : map.powers()) {
      int pending = p.pendingCentres(w);
      assertThat(pending).as("%s's pending centres at %s", w, p.phase()).isLessThanOrEqualTo(
          map.ruleFlags().contains("MOBILIZE") ? 1 : 0);
      if (pending > 0) {
        assertThat(p.unitCount(w) + p.centreCount(w)).as("%s, yet to mobilize, at %s", w, p.phase()).isZero();
      }
    }
    assertThat(p.homesReassigned()).isEqualTo(!map.newHomesYears().isEmpty());
    if (map.newHomesYears().isEmpty()) {
      return;
    }
    int first = map.newHomesYears().first();
    boolean before = p.phase().year() < first || p.phase().year() == first && p.phase().type() != PhaseType.ADJUSTMENT;
    for (Power w : map.powers()) {
      if (before) {
        assertThat(p.homeCentres(w)).as("%s's homes at %s", w, p.phase()).isEmpty();
      } else if (p.phase().type() == PhaseType.ADJUSTMENT && map.newHomesYears().contains(p.phase().year())) {
        assertThat(p.homeCentres(w)).as("%s's homes at %s", w, p.phase()).isEqualTo(p.centres(w));
      }
    }
  }

  /**
   * On a map with provinces open in some seasons only (loeb9's Arctic): no unit enters a province while it is shut.
   * Between two phases of seasons in which the province is shut, the unit there (if any) is the one that was there.
   */
  static void checkShutProvinces(Position before, Position p) {
    GameMap map = p.map();
    for (Province q : map.provinces()) {
      if (!map.isOpen(q, season(before)) && !map.isOpen(q, season(p)) && p.unitAt(q).isPresent()) {
        assertThat(before.unitAt(q)).as("the unit in %s, shut, at %s", q, p.phase()).isEqualTo(p.unitAt(q));
      }
    }
  }

  static io.github.dipjudge.map.FirstPhase.Season season(Position p) {
    return io.github.dipjudge.map.FirstPhase.Season.valueOf(p.phase().season().name());
  }

  /** One unit per province, and the owned and unowned centres adding up to the map's. */
  static void checkPosition(Position p) {
    GameMap map = p.map();
    Set<Province> occupied = new HashSet<>();
    for (Unit u : p.units()) {
      assertThat(occupied.add(u.province())).as("two units in %s at %s", u.province(), p.phase()).isTrue();
      assertThat(u.location().admits(u.type())).as("%s at %s", u, p.phase()).isTrue();
    }
    int owned = 0;
    for (Power w : map.powers()) {
      owned += p.centreCount(w);
    }
    int unowned = 0;
    for (Province c : map.provinces()) {
      if (c.isSupplyCentre() && p.owner(c).isEmpty()) {
        unowned++;
      }
    }
    assertThat(p.owners().keySet()).allMatch(Province::isSupplyCentre);
    assertThat(owned + unowned).as("owned + unowned centres at %s", p.phase()).isEqualTo(map.supplyCentreCount());
  }
}
