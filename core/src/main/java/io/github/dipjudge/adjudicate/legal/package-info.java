/**
 * Not API: the legal-order generator behind {@link io.github.dipjudge.adjudicate.LegalOrders}, in three roles: the
 * compact order code ({@link io.github.dipjudge.adjudicate.legal.OrderCodes}), the generation of every legal order of
 * a position and the codes turned back into order values ({@link io.github.dipjudge.adjudicate.legal.OrderGenerator}),
 * and the drawing of orders slot by slot without generating them all
 * ({@link io.github.dipjudge.adjudicate.legal.OrderSampler}, which extends the generator and shares its tables).
 *
 * <p>The module {@code io.github.dipjudge.core} does not export this package; its public members are public for the
 * library's other packages, and may change in any release.
 */
package io.github.dipjudge.adjudicate.legal;
