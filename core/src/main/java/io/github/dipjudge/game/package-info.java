/**
 * Games: the turn sequence, the orders of a phase collected power by power, and saved games in two formats.
 *
 * <p>Where to start: {@link io.github.dipjudge.game.Game#start Game.start(map, rules)} begins a game at a map's
 * starting position (or {@link io.github.dipjudge.game.Game#of Game.of(position, rules)} at any position);
 * {@link io.github.dipjudge.game.Game#advance(java.util.Collection) advance(orders)} adjudicates the current phase
 * and returns the game at the next phase that has something to decide, passing over empty retreat and adjustment
 * phases; {@link io.github.dipjudge.game.Game#history()} holds every phase played as a
 * {@link io.github.dipjudge.game.Turn} (position, orders, result), and
 * {@link io.github.dipjudge.game.Game#ending()} says how a finished game ended
 * ({@link io.github.dipjudge.game.GameEnding}). A game server collects orders power by power on an
 * {@link io.github.dipjudge.game.OrderSheet} ({@link io.github.dipjudge.game.Game#sheet()}), which tells what each
 * power must order and checks an order before adjudication ({@link io.github.dipjudge.game.OrderCheck}).
 *
 * <p>Saved games: {@link io.github.dipjudge.game.DipjudgeFormat} is this library's own JSON form of a game or a position,
 * which keeps everything (a game read back is equal to the one written and plays on identically);
 * {@link io.github.dipjudge.game.MilaFormat} reads and writes the MILA/dipcc saved-game format of the published
 * game data sets, and {@link io.github.dipjudge.game.MilaFormat#readSaved readSaved} gives a
 * {@link io.github.dipjudge.game.SavedGame} that compares each recorded phase with this library's adjudication. A
 * file that cannot be read throws {@link io.github.dipjudge.game.GameFormatException}, naming the source, the place in
 * it (a JSON Pointer, or a line and column) and the offending value; nothing half-built is returned. Reading is
 * linear in the length of the file.
 *
 * <p>Simulations: {@link io.github.dipjudge.game.Simulation} plays a game from the compact codes of the legal-order
 * generator, each phase to its next position alone, keeping no history unless asked; it plays exactly as
 * {@link io.github.dipjudge.game.Game#advance(java.util.Collection) advance} with the orders the codes stand for.
 *
 * <p>Contract across the package: games, sheets, turns and saved games are immutable and thread-safe; every change
 * returns a new value and leaves the old one as it was (a {@link io.github.dipjudge.game.Simulation} is the one
 * mutable engine: one per thread, like an adjudicator). The format classes are stateless and thread-safe. Methods
 * throw {@link java.lang.NullPointerException} for a null argument and {@link java.lang.IllegalArgumentException}
 * for an argument that does not fit (a power of another map, a sheet for another position, as each method says);
 * advancing a game that is over throws {@link java.lang.IllegalStateException}. No method returns null.
 */
package io.github.dipjudge.game;
