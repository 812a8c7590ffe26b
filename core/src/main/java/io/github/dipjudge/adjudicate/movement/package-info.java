/**
 * Not API: the movement adjudicator behind {@link io.github.dipjudge.adjudicate.Adjudicator}, a pipeline over dense
 * int tables of the map. {@link io.github.dipjudge.adjudicate.movement.MapTables} holds the map's tables, built once
 * per adjudicator; {@link io.github.dipjudge.adjudicate.movement.MovementCompiler} reads the orders (values or compact
 * codes) into {@link io.github.dipjudge.adjudicate.movement.CompiledOrder}s, with
 * {@link io.github.dipjudge.adjudicate.movement.OrderChecks} and the rulebook's choices among duplicate orders
 * ({@link io.github.dipjudge.adjudicate.movement.OrderChoice}); {@link io.github.dipjudge.adjudicate.movement.MovementMatcher}
 * pairs supports and convoys with the moves they name; {@link io.github.dipjudge.adjudicate.movement.ConvoyChains}
 * finds the chains of fleets; {@link io.github.dipjudge.adjudicate.movement.MovementResolver} settles every move;
 * {@link io.github.dipjudge.adjudicate.movement.MovementReadOut} writes the result and the next position; and
 * {@link io.github.dipjudge.adjudicate.movement.MovementAdjudicator} runs them in turn.
 * {@link io.github.dipjudge.adjudicate.movement.PhaseCodes} checks a phase's compact codes before any is adjudicated.
 *
 * <p>The module {@code io.github.dipjudge.core} does not export this package; its public members are public for the
 * library's other packages (the facade, the later phases, the legal-order generator), and may change in any release.
 */
package io.github.dipjudge.adjudicate.movement;
