package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Example;

/**
 * A recording that disagrees with this library's adjudication. {@link MilaFormat#readSaved} reads on from
 * the recorded position and reports each difference; {@link MilaFormat#read} and {@link MilaFormat#fromJson}, which
 * return the game alone and so could not report it, refuse the file with the same text, naming the phase by the
 * recording's (MILA's) name and its JSON path.
 */
class MilaDivergenceTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(MAP);

  /** Spring 1901, Fall 1901 with a French army dislodged in Burgundy, its retreat phase F1901R, Spring 1902. */
  private static String game() {
    Game g = Game.start(MAP, Rulebook.datc()).advance(List.of(EN.parse("France: A Par - Bur"),
        EN.parse("Germany: A Mun - Ruh"), EN.parse("Germany: A Ber - Mun")));
    g = g.advance(List.of(EN.parse("Germany: A Ruh - Bur"), EN.parse("Germany: A Mun S A Ruh - Bur")));
    g = g.advance(List.of(EN.parse("France: A Bur R Gas")));
    g = g.advance(List.of());
    return MilaFormat.toJson(g);
  }

  private static SavedGame readSaved(String text) throws Exception {
    return MilaFormat.readSaved(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "rec.json",
        Rulebook.datc());
  }

  @Example
  void aRecordedPositionThatDiffersIsReportedByBothEntryPoints() throws Exception {
    String text = game().replaceFirst("(\"name\":\"F1901M\",\"state\":\\{\"note\":\"\",\"name\":\"F1901M\","
        + "\"units\":\\{\"AUSTRIA\":\\[)\"A BUD\",", "$1");
    assertThat(text).isNotEqualTo(game());
    SavedGame saved = readSaved(text);
    String difference = saved.phases().get(1).difference().orElseThrow();
    assertThat(saved.phases().get(1).name()).isEqualTo("F1901M");
    assertThat(difference).contains("AUSTRIA A BUD");
    assertThatThrownBy(() -> MilaFormat.fromJson(text, "rec.json", Rulebook.datc()))
        .isInstanceOf(GameFormatException.class)
        // The error stands at the phase whose orders gave the difference, and names the phase where it shows.
        .satisfies(e -> assertThat(((GameFormatException) e).path()).isEqualTo("/phases/0"))
        .hasMessageContainingAll("the orders of phase S1901M", "the recording's F1901M", difference, "readSaved");
  }

  /** The recording leaves out a retreat phase in which a unit could retreat: both name it as MILA does. */
  @Example
  void aLeftOutRetreatPhaseIsNamedTheSameWayByBoth() throws Exception {
    String full = game();
    int start = full.indexOf("{\"name\":\"F1901R\"");
    int end = full.indexOf("{\"name\":\"S1902M\"");
    String text = full.substring(0, start) + full.substring(end);
    SavedGame saved = readSaved(text);
    SavedGame.RecordedPhase spring = saved.phases().get(2);
    assertThat(spring.name()).isEqualTo("S1902M");
    assertThat(spring.position().phase().code()).isEqualTo("S1902M");
    String difference = spring.difference().orElseThrow();
    assertThat(difference).contains("next phase F1901R, recorded S1902M");
    assertThatThrownBy(() -> MilaFormat.fromJson(text, "rec.json", Rulebook.datc()))
        .isInstanceOf(GameFormatException.class)
        .satisfies(e -> assertThat(((GameFormatException) e).path()).isEqualTo("/phases/1"))
        .hasMessageContainingAll("the orders of phase F1901M", "the recording's S1902M", difference);
  }
}
