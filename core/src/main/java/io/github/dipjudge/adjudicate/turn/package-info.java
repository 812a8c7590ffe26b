/**
 * Not API: the rest of a turn behind {@link io.github.dipjudge.adjudicate.Adjudicator}: the retreat phase
 * ({@link io.github.dipjudge.adjudicate.turn.RetreatAdjudicator}), the adjustment phase
 * ({@link io.github.dipjudge.adjudicate.turn.AdjustmentAdjudicator}), and the whole turn of the simplified-Chinese
 * house rules, which take retreats and adjustments with the movement orders
 * ({@link io.github.dipjudge.adjudicate.turn.HouseTurn}, its judge drawing from
 * {@link io.github.dipjudge.adjudicate.turn.JudgeRandom}).
 *
 * <p>The module {@code io.github.dipjudge.core} does not export this package; its public members are public for the
 * library's other packages, and may change in any release.
 */
package io.github.dipjudge.adjudicate.turn;
