/**
 * Not API: DPjudge's variant rules, read from a map's rule flags, which the adjudicators and the game apply beside the
 * rulebook: dummies ({@link io.github.dipjudge.rules.variant.DummyRules}, and those that fire on themselves,
 * {@link io.github.dipjudge.rules.variant.DummyFire}), vassals ({@link io.github.dipjudge.rules.variant.VassalRules}),
 * leagues ({@link io.github.dipjudge.rules.variant.LeagueRules}) and build sites other than the home centres
 * ({@link io.github.dipjudge.rules.variant.BuildSiteRules}). A user meets them through the game
 * ({@code io.github.dipjudge.game.Game}, {@code io.github.dipjudge.game.OrderSheet}), the position's vassals and the
 * results' reasons.
 *
 * <p>The module {@code io.github.dipjudge.core} does not export this package; its public members are public for the
 * library's other packages, and may change in any release.
 */
package io.github.dipjudge.rules.variant;
