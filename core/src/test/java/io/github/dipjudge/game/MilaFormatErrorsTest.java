package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.rules.Rulebook;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Bad MILA saved games: each refused with the file, the JSON path and the offending value. */
class MilaFormatErrorsTest {
  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation EN = OrderNotation.english(MAP);

  /** Spring 1901, Fall 1901 with a dislodgement, its retreat phase, and Spring 1902. */
  private static String game() {
    Game g = Game.start(MAP, Rulebook.datc()).advance(List.of(EN.parse("France: A Par - Bur"),
        EN.parse("France: A Mar S A Par - Bur"), EN.parse("Germany: A Mun - Ruh"), EN.parse("Germany: A Ber - Mun")));
    g = g.advance(List.of(EN.parse("Germany: A Ruh - Bur"), EN.parse("Germany: A Mun S A Ruh - Bur")));
    g = g.advance(List.of(EN.parse("France: A Bur R Gas")));
    return MilaFormat.toJson(g);
  }

  private static void refused(String text, String path, String... words) {
    assertThatThrownBy(() -> MilaFormat.fromJson(text, "bad.json", Rulebook.datc()))
        .isInstanceOf(GameFormatException.class)
        .satisfies(e -> assertThat(((GameFormatException) e).path()).isEqualTo(path))
        .hasMessageStartingWith("bad.json: " + path + ": ")
        .hasMessageContainingAll(words);
  }

  @Test
  void theGoodFileReads() throws Exception {
    String text = game();
    SavedGame saved = MilaFormat.readSaved(new java.io.ByteArrayInputStream(text.getBytes(
        java.nio.charset.StandardCharsets.UTF_8)), "good.json", Rulebook.datc());
    assertThat(saved.phases()).extracting(SavedGame.RecordedPhase::name)
        .containsExactly("S1901M", "F1901M", "F1901R", "S1902M");
    assertThat(saved.phases().get(2).position().dislodged()).hasSize(1);
  }

  @Test
  void missingFieldsAreRefused() {
    refused("{\"id\": \"x\"}", "/", "missing field \"phases\"");
    refused("{\"phases\": []}", "/phases", "at least one phase");
    refused(game().replaceFirst("\"state\":\\{\"note\":\"\",\"name\":\"S1901M\",", "\"stat\":{"), "/phases/0",
        "missing field \"state\"");
  }

  @Test
  void unknownUnitsPowersAndOrdersAreRefusedWhereTheyStand() {
    refused(game().replaceFirst("\"A BUD\"", "\"X BUD\""), "/phases/0/state/units/AUSTRIA/0", "not a unit",
        "\"X BUD\"");
    refused(game().replaceFirst("\"AUSTRIA\":\\[\"A BUD\"", "\"AUSTRALIA\":[\"A BUD\""),
        "/phases/0/state/units/AUSTRALIA", "AUSTRALIA");
    refused(game().replaceFirst("\"A MUN - RUH\"", "\"A MUN - XYZ\""), "/phases/0/orders/GERMANY/0",
        "cannot read the order", "\"A MUN - XYZ\"");
  }

  @Test
  void phasesOutOfOrderAreRefused() {
    refused(game().replaceFirst("\"name\":\"F1901M\"", "\"name\":\"S1900M\""), "/phases/1/name",
        "phase S1900M does not come after the phase before it, S1901M");
    refused(game().replaceFirst("\"name\":\"F1901R\"", "\"name\":\"COMPLETED\""), "/phases/3",
        "a phase after COMPLETED");
    refused(game().replaceFirst("\"name\":\"F1901R\"", "\"name\":\"F1901M\""), "/phases/2/name",
        "does not come after the phase before it, F1901M");
  }

  @Test
  void aDislodgedUnitTheMovementBeforeDoesNotDislodgeIsRefused() {
    refused(game().replaceFirst("\"\\*A BUR\"", "\"*A GAS\"").replaceFirst("\"FRANCE\":\\{\"A BUR\"",
        "\"FRANCE\":{\"A GAS\""), "/phases/2/state/units", "cannot tell who dislodged",
        "FRANCE A GAS");
  }

  @Test
  void anUnknownExtensionVersionIsRefused() {
    refused(game().replace("\"dipjudge\":{\"version\":1", "\"dipjudge\":{\"version\":7"), "/dipjudge/version",
        "extension version 7 is not supported");
  }

  /** A retreat option in a phase that is no retreat phase was read and forgotten. */
  @Test
  void retreatsInAMovementPhaseAreRefused() {
    refused(game().replaceFirst("\"retreats\":\\{\"AUSTRIA\":\\{\\}", "\"retreats\":{\"AUSTRIA\":{\"A VIE\":[\"GAL\"]}"),
        "/phases/0/state/retreats/AUSTRIA/A VIE", "S1901M is no retreat phase", "\"A VIE\"");
  }

  /** In a retreat phase, a retreat option for a unit the phase does not list as dislodged. */
  @Test
  void retreatsOfAUnitNotDislodgedAreRefused() {
    String text = game().replaceFirst("\"retreats\":\\{\"AUSTRIA\":\\{\\},\"ENGLAND\":\\{\\},\"FRANCE\":\\{\"A BUR\"",
        "\"retreats\":{\"AUSTRIA\":{},\"ENGLAND\":{},\"FRANCE\":{\"A PIC\"");
    refused(text, "/phases/2/state/retreats/FRANCE/A PIC", "no dislodged unit", "\"A PIC\"");
  }

  /** An order listed under a power that does not own the unit was read as that power's. */
  @Test
  void anOrderUnderTheWrongPowerIsRefused() {
    refused(game().replaceFirst("\"FRANCE\":\\[\"A PAR - BUR\"", "\"FRANCE\":[\"A MUN - BUR\""),
        "/phases/0/orders/FRANCE/0", "\"A MUN - BUR\"", "GERMANY", "FRANCE");
    refused(game().replace("\"FRANCE\":[\"A BUR R GAS\"],\"GERMANY\":[]",
        "\"FRANCE\":[],\"GERMANY\":[\"A BUR R GAS\"]"),
        "/phases/2/orders/GERMANY/0", "\"A BUR R GAS\"", "FRANCE");
  }

  /**
   * What the writer gives for an order for another power's unit: not under the ordering power in MILA's list (which
   * the reader refuses), only in the extension's exact orders; the game reads back equal.
   */
  @Test
  void anOrderForAnotherPowersUnitIsWrittenSoThatItReadsBack() throws Exception {
    Game g = Game.start(MAP, Rulebook.datc()).advance(List.of(EN.parse("France: A Mun - Ruh"),
        EN.parse("France: A Par - Bur")));
    String text = MilaFormat.toJson(g);
    assertThat(text).contains("\"FRANCE\":[\"A PAR - BUR\"]");
    assertThat(MilaFormat.fromJson(text, "foreign.json", Rulebook.datc())).isEqualTo(g);
  }
}
