/**
 * dipjudge core: the rules of Diplomacy on a map of {@code io.github.dipjudge.maps}. Orders and their notations,
 * positions and phases, the rulebook with every DATC v3.0 chapter 4 option and the named presets, the movement,
 * retreat and adjustment adjudicators with results that say why, legal-order generation, and the game: its turn
 * sequence, order sheets and saved games (this library's JSON and the MILA/dipcc format). Start at
 * {@link io.github.dipjudge.game.Game} or {@link io.github.dipjudge.adjudicate.Adjudicator}.
 */
module io.github.dipjudge.core {
  requires transitive io.github.dipjudge.maps;
  requires transitive com.google.common;
  requires com.fasterxml.jackson.core;

  exports io.github.dipjudge.adjudicate;
  exports io.github.dipjudge.daide;
  exports io.github.dipjudge.game;
  exports io.github.dipjudge.order;
  exports io.github.dipjudge.position;
  exports io.github.dipjudge.render;
  exports io.github.dipjudge.rules;
}
