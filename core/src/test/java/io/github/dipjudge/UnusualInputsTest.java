package io.github.dipjudge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.GameFormatException;
import io.github.dipjudge.game.DipjudgeFormat;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.game.SavedGame;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.order.OrderFormatException;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Season;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import net.jqwik.api.Example;

/**
 * Unusual inputs that once broke the core module, each as it was first met, in one place (the maps and datc-tests
 * modules have their own: {@code UnusualMapInputsTest}, {@code UnusualCaseFilesTest}). Where another test already holds an input as a
 * jqwik {@code @Example} it is not written again here; it is there:
 *
 * <ul>
 *   <li>{@code english.parse("x".repeat(80_000))}, linear counted work: {@code
 *       EnglishParserWorkPropertiesTest.hugeWordsAndLongListsAreReadInLinearWork};
 *   <li>the Chinese notations' run-together Latin words ({@code Germar - pic}, {@code RussiaRumania 建造}), the
 *       corrupted coast ({@code 保加利亞（南岸㷋）}), the empty priority lists ({@code 优先建造}, {@code 優先解散：},
 *       {@code 伦敦陆军优先撤退到}) and the token cut short ({@code "Build priorit"}): {@code
 *       ChineseNotationHardeningTest}'s examples;
 *   <li>{@code LegalOrders.decode} of a location past the map, of a waive with a bad power index and of a build on
 *       an occupied centre: {@code LegalOrdersDecodePropertiesTest}'s examples.
 * </ul>
 *
 * <p>The others, held elsewhere as JUnit tests or properties, are here as examples: the retreat phase whose unit has
 * several orders (also {@code RetreatAdjustmentPropertiesTest}, and the cases {@code dup.*} of the suite
 * {@code datc-options}), junk inside names in the English notation ({@code NotationErrorsTest}), the years ({@code
 * PhaseYearsTest}) and the long saved game ({@code MilaFormatLongGameTest}).
 */
class UnusualInputsTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(MAP);

  private static List<Order> orders(String... lines) {
    List<Order> out = new ArrayList<>();
    for (String l : lines) {
      out.add(EN.parse(l));
    }
    return out;
  }

  // ------------------------------------------------------------------------------------------- the wrong answer

  /** Case dup.1's position: Germany's army in Kiel, Austria's dislodged from there by an attack from Holland. */
  private static Position dup1() {
    return Position.builder(MAP).phase(new Phase(1901, Season.FALL, PhaseType.RETREAT))
        .unit(Unit.of(MAP.power("Germany"), UnitType.ARMY, MAP.location("kie")))
        .dislodged(new DislodgedUnit(Unit.of(MAP.power("Austria"), UnitType.ARMY, MAP.location("kie")),
            MAP.province("hol"), false))
        .build();
  }

  private static List<Reason> reasons(RetreatResult r) {
    List<Reason> out = new ArrayList<>();
    for (OrderResult x : r.results()) {
      out.add(x.reason());
    }
    return out;
  }

  /**
   * "A retreat phase whose unit has several orders: the per-order results depend on how the orders are listed, and
   * can say RETREATED for a unit that was disbanded." Under 4.D.3 C every order fails and the unit is disbanded,
   * whatever the listing; under A the first different order counts, under B the last.
   */
  @Example
  void severalRetreatOrdersForOneUnit() {
    Position pos = dup1();
    Unit austrian = pos.dislodged().get(0).unit();
    List<Order> listed = orders("Austria: A Kiel - Denmark", "Austria: A Kiel - Denmark", "Austria: A Kiel - Munich");
    List<Order> otherwise = List.of(listed.get(2), listed.get(0), listed.get(1));
    for (List<Order> os : List.of(listed, otherwise)) {
      RetreatResult c = Adjudicator.create(MAP, Rulebook.datc()).retreat(pos, os);
      assertThat(reasons(c)).as("4.D.3 C, listed as %s", os).containsOnly(Reason.MULTIPLE_ORDERS);
      assertThat(c.retreated()).isEmpty();
      assertThat(c.disbanded()).containsExactly(austrian);
      assertThat(c.nextPosition().unitAt(MAP.province("den"))).isEmpty();
    }
    RetreatResult a = Adjudicator.create(MAP, Rulebook.datc().with("4.D.3", "A")).retreat(pos, listed);
    assertThat(reasons(a)).containsExactly(Reason.RETREATED, Reason.RETREATED, Reason.SUPERSEDED);
    assertThat(a.nextPosition().unitAt(MAP.province("den")).map(Unit::power)).contains(MAP.power("Austria"));
    RetreatResult b = Adjudicator.create(MAP, Rulebook.datc().with("4.D.3", "B")).retreat(pos, listed);
    assertThat(reasons(b)).containsExactly(Reason.SUPERSEDED, Reason.SUPERSEDED, Reason.RETREATED);
    assertThat(b.nextPosition().unitAt(MAP.province("mun")).map(Unit::power)).contains(MAP.power("Austria"));
  }

  /** "Duplicate disband orders behave the same way." */
  @Example
  void duplicateDisbandOrdersBesideARetreat() {
    Position pos = dup1();
    List<Order> listed = orders("Austria: A Kiel D", "Austria: A Kiel - Denmark", "Austria: A Kiel D");
    for (List<Order> os : List.of(listed, List.of(listed.get(1), listed.get(0), listed.get(2)))) {
      RetreatResult c = Adjudicator.create(MAP, Rulebook.datc()).retreat(pos, os);
      assertThat(reasons(c)).as("listed as %s", os).containsOnly(Reason.MULTIPLE_ORDERS);
      assertThat(c.disbanded()).hasSize(1);
    }
    RetreatResult a = Adjudicator.create(MAP, Rulebook.datc().with("4.D.3", "A")).retreat(pos, listed);
    assertThat(reasons(a)).containsExactly(Reason.DISBANDED, Reason.SUPERSEDED, Reason.DISBANDED);
    RetreatResult b = Adjudicator.create(MAP, Rulebook.datc().with("4.D.3", "B")).retreat(pos, listed);
    assertThat(reasons(b)).containsExactly(Reason.DISBANDED, Reason.SUPERSEDED, Reason.DISBANDED);
    assertThat(b.retreated()).isEmpty();
  }

  // ------------------------------------------------------------------------------------------- junk in names

  /**
   * "The English notation ignores junk inside names: NUL and control characters, lone surrogates, line breaks, stray
   * symbols (T\u0000urkey, ma\uDEB4o, FRAN\r\nCE, Engl＾and)": each an error at its column.
   */
  @Example
  void junkInsideANameIsAnErrorAtItsColumn() {
    String[][] cases = {
        {"T\u0000urkey: F Ankara H", "2"},
        {"Italy: A ma\uDEB4o H", "12"},
        {"FRAN\r\nCE: A Paris H", "5"},
        {"Engl＾and: F London H", "5"},
    };
    for (String[] c : cases) {
      OrderFormatException e = catchThrowableOfType(OrderFormatException.class, () -> EN.parse(c[0]));
      assertThat(e).as(c[0]).isNotNull();
      assertThat(e.column()).as(e.getMessage()).isEqualTo(Integer.parseInt(c[1]));
    }
    // Only spaces, '.', '-', ''' and their full-width forms are ignored inside a name.
    assertThat(EN.print(EN.parse("F St．Petersburg(sc) - bot"))).isEqualTo("F stp/sc - bot");
  }

  // ------------------------------------------------------------------------------------------- years

  /**
   * "A valid position in the year Integer.MAX_VALUE crashes from deep inside when the game moves on": years are 1 to
   * 9999, refused where a phase is made; variants may start in year 1 or with a Winter 1900 adjustment.
   */
  @Example
  void theYearsTheLibrarySupports() {
    assertThatThrownBy(() -> Phase.springMovement(Integer.MAX_VALUE)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("outside the years the library supports, 1 to 9999");
    assertThatThrownBy(() -> Position.initial(MAP, Integer.MAX_VALUE)).isInstanceOf(IllegalArgumentException.class);
    assertThat(Phase.springMovement(1).next()).isEqualTo(new Phase(1, Season.SPRING, PhaseType.RETREAT));
    assertThat(Phase.adjustment(1900).next()).isEqualTo(Phase.springMovement(1901));
    Game last = Game.of(Position.initial(MAP, 9999).toBuilder().phase(Phase.fallMovement(9999)).build(),
        Rulebook.datc());
    // The game reaches Winter 9999, where the calendar ends it (CalendarEndTest).
    Game end = last.advance(List.of());
    assertThat(end.isOver()).isTrue();
    assertThatThrownBy(() -> end.advance(List.of())).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("no phase can follow Winter 9999 Adjustment");
  }

  // ------------------------------------------------------------------------------------------- the long replay

  /**
   * "datc replay: reading a game's positions recurses once per earlier phase with dislodged units, so 20,000 retreat
   * phases overflow the stack and 2,000 take 7.7 s (quadratic)": 1,200 phases, 600 of them retreat phases (each year
   * Burgundy changes hands twice, no centre does), read on a thread with a 256 KiB stack, each phase adjudicated
   * once (counted: the game read has one turn per phase of the game written). {@code MilaFormatLongGameTest} reads
   * 20,000 phases on the default stack.
   */
  @Example
  void aLongSavedGameReadsInOnePassOnASmallStack() throws Exception {
    Game g = Game.of(Position.builder(MAP).phase(Phase.springMovement(1))
        .unit(Unit.of(MAP.power("Germany"), UnitType.ARMY, MAP.location("ruh")))
        .unit(Unit.of(MAP.power("Germany"), UnitType.ARMY, MAP.location("pic")))
        .unit(Unit.of(MAP.power("France"), UnitType.ARMY, MAP.location("bur")))
        .unit(Unit.of(MAP.power("France"), UnitType.ARMY, MAP.location("gas")))
        .owner(MAP.province("kie"), MAP.power("Germany")).owner(MAP.province("ber"), MAP.power("Germany"))
        .owner(MAP.province("bre"), MAP.power("France")).owner(MAP.province("mar"), MAP.power("France"))
        .build(), Rulebook.datc());
    List<Order> spring = orders("Germany: A ruh - bur", "Germany: A pic S A ruh - bur");
    List<Order> fall = orders("France: A par - bur", "France: A gas S A par - bur");
    int years = 300;
    for (int y = 0; y < years; y++) {
      g = g.advance(spring).advance(orders("France: A bur R par")).advance(fall)
          .advance(orders("Germany: A bur R ruh"));
    }
    byte[] text = MilaFormat.toJson(g).getBytes(StandardCharsets.UTF_8);
    AtomicReference<Object> read = new AtomicReference<>();
    Thread small = new Thread(null, () -> {
      try {
        read.set(MilaFormat.readSaved(new ByteArrayInputStream(text), "long.json", Rulebook.datc()));
      } catch (Throwable t) {
        read.set(t);
      }
    }, "small-stack", 256 * 1024);
    small.start();
    small.join();
    assertThat(read.get()).isInstanceOf(SavedGame.class);
    SavedGame saved = (SavedGame) read.get();
    assertThat(saved.phases().stream().filter(p -> p.position().phase().type() == PhaseType.RETREAT).count())
        .isEqualTo(2L * years);
    assertThat(saved.game()).isEqualTo(g);
    assertThat(saved.game().history()).hasSize(g.history().size());
  }
  // ------------------------------------------------------------------------------------------- found by the fuzz suite

  /**
   * Found by {@code PhaseFuzzTest.movement}: under DATC 4.C.5 option C (a support or convoy that omits a foreign
   * unit's nationality counts unless another order names it) and 4.D.3 option C, of two orders for one unit that ask
   * the same thing (here the same convoy, once with the issuing power and once without) the first listed was
   * SUPERSEDED and the second MULTIPLE_ORDERS, so the per-order results depended on the listing.
   */
  @Example
  void ordersThatAskTheSameThingGetTheSameResultWhateverTheListing() {
    Position pos = Position.builder(MAP).phase(Phase.fallMovement(1903))
        .unit(Unit.of(MAP.power("Austria"), UnitType.FLEET, MAP.location("adr")))
        .unit(Unit.of(MAP.power("England"), UnitType.ARMY, MAP.location("alb")))
        .build();
    Rulebook rules = Rulebook.datc().with("4.C.5", "C");
    List<Order> listed = orders("F adr H", "F adr - alb", "F adr C A alb - tri", "Austria: F adr C A alb - tri",
        "England: A alb - tri via convoy");
    List<Order> otherwise = List.of(listed.get(0), listed.get(1), listed.get(3), listed.get(2), listed.get(4));
    for (List<Order> os : List.of(listed, otherwise)) {
      List<OrderResult> results = Adjudicator.create(MAP, rules).movement(pos, os).results();
      Reason withoutPower = results.get(os.indexOf(listed.get(2))).reason();
      Reason withPower = results.get(os.indexOf(listed.get(3))).reason();
      assertThat(withPower).as("listed as %s", os).isEqualTo(withoutPower);
      assertThat(results.get(0).reason()).isEqualTo(Reason.MULTIPLE_ORDERS);
    }
  }
  /**
   * Found by {@code GameFileFuzzTest}: a field name of 3,000 characters (an unknown power under {@code units}) made
   * the JSON Pointer of the error, and so its message, 3,000 characters long; the name is now cut as values are.
   */
  @Example
  void anAbsurdFieldNameIsQuotedShortInThePath() {
    String json = DipjudgeFormat.positionToJson(Position.initial(MAP))
        .replaceFirst("\"England\"", "\"" + "x".repeat(3_000) + "\"");
    GameFormatException e = catchThrowableOfType(GameFormatException.class,
        () -> DipjudgeFormat.positionFromJson(json, "p.json"));
    assertThat(e.path()).startsWith("/units/xxx").endsWith("...").hasSizeLessThan(80);
    assertThat(e.getMessage()).hasSizeLessThan(300);
  }
  /**
   * Found by {@code GameFileFuzzTest} in the long run: an option of 3,000 characters for a DATC issue in a game
   * file's rulebook went whole into the GameFormatException's message; it is quoted cut, as other values are.
   */
  @Example
  void anAbsurdOptionIsQuotedShort() {
    String json = DipjudgeFormat.toJson(Game.start(MAP, Rulebook.datc()))
        .replaceFirst("\"4\\.A\\.1\" : \"[A-Z_]+\"", "\"4.A.1\" : \"" + "x".repeat(3_000) + "\"");
    assertThat(json).contains("xxxxxxxxxx");
    GameFormatException e = catchThrowableOfType(GameFormatException.class, () -> DipjudgeFormat.fromJson(json, "g.json"));
    assertThat(e.path()).isEqualTo("/rules/settings/4.A.1");
    assertThat(e.getMessage()).contains("unknown option").hasSizeLessThan(600);
  }
}
