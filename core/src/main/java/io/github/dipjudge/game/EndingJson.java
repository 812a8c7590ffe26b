package io.github.dipjudge.game;

import com.fasterxml.jackson.core.JsonGenerator;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import java.io.IOException;
import java.util.Locale;
import java.util.Set;

/**
 * A game's outcome in this library's JSON (the {@code outcome} field of {@link DipjudgeFormat} and of the extension in a
 * {@link MilaFormat} file): {@code {"winners": [...], "draw": bool, "how": "...", "kind": "..."}}. {@code kind} is
 * written only for an ending the players agreed on ({@code agreed_draw}, {@code concession}); without it an
 * outcome is the board's ({@code victory}, or {@code draw} when {@code draw} is true), so files written before
 * agreed endings existed read as they did.
 */
final class EndingJson {
  private EndingJson() {}

  static void write(JsonGenerator g, GameEnding o) throws IOException {
    if (o == null) {
      g.writeNull();
      return;
    }
    g.writeStartObject();
    g.writeArrayFieldStart("winners");
    for (Power p : o.winners()) {
      g.writeString(p.name());
    }
    g.writeEndArray();
    g.writeBooleanField("draw", o.draw());
    g.writeStringField("how", o.how());
    if (o.isAgreed()) {
      g.writeStringField("kind", o.kind().name().toLowerCase(Locale.ROOT));
    }
    g.writeEndObject();
  }

  /** The outcome at {@code o}, or null when the field is absent or null. */
  static GameEnding read(Json o, GameMap map) throws GameFormatException {
    if (o == null) {
      return null;
    }
    DipjudgeFormat.checkFields(o, Set.of("winners", "draw", "how", "kind"));
    ImmutableSet.Builder<Power> winners = ImmutableSet.builder();
    for (Json p : o.field("winners").array()) {
      winners.add(JsonNames.power(map, p));
    }
    boolean draw = o.field("draw").bool();
    GameEnding.Kind kind = draw ? GameEnding.Kind.DRAW : GameEnding.Kind.VICTORY;
    Json k = o.optional("kind");
    if (k != null) {
      kind = kind(k);
    }
    try {
      return new GameEnding(winners.build(), draw, o.field("how").string(), kind);
    } catch (IllegalArgumentException e) {
      throw o.error(e.getMessage());
    }
  }

  private static GameEnding.Kind kind(Json k) throws GameFormatException {
    String s = k.string();
    for (GameEnding.Kind kind : GameEnding.Kind.values()) {
      if (kind.name().toLowerCase(Locale.ROOT).equals(s)) {
        return kind;
      }
    }
    throw k.error("not a kind of game outcome: " + k.show() + " (victory, draw, agreed_draw, concession)");
  }
}
