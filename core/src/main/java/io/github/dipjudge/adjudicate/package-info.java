/**
 * The adjudicators: a position, the orders given and a rulebook in, a complete result out, for every phase of the
 * game, and the legal orders of a position.
 *
 * <p>Where to start: {@link io.github.dipjudge.adjudicate.Adjudicator#create Adjudicator.create(map, rules)}, then
 * {@link io.github.dipjudge.adjudicate.Adjudicator#movement movement},
 * {@link io.github.dipjudge.adjudicate.Adjudicator#retreat retreat} and
 * {@link io.github.dipjudge.adjudicate.Adjudicator#adjustment adjustment} for one phase each, or
 * {@link io.github.dipjudge.adjudicate.Adjudicator#adjudicate adjudicate} for whichever phase the position is in.
 * Each returns a {@link io.github.dipjudge.adjudicate.PhaseResult}
 * ({@link io.github.dipjudge.adjudicate.MovementResult}, {@link io.github.dipjudge.adjudicate.RetreatResult} or
 * {@link io.github.dipjudge.adjudicate.AdjustmentResult}):
 * one {@link io.github.dipjudge.adjudicate.OrderResult} per order, in the order given, with its
 * {@link io.github.dipjudge.adjudicate.Outcome}, the {@link io.github.dipjudge.adjudicate.Reason} for it and the
 * provinces of the units that caused it; what the phase changed (dislodgements, retreats, builds, removals); and the
 * position of the phase that follows. {@link io.github.dipjudge.adjudicate.ResultText} prints a result as a
 * sentence in English or Chinese. {@link io.github.dipjudge.adjudicate.LegalOrders} lists every legal order of a
 * position, as values or as compact int codes for simulations. Under the simplified-Chinese house rules, which take
 * retreats and adjustments with the movement orders, {@link io.github.dipjudge.adjudicate.Adjudicator#turn} settles
 * a whole turn at once ({@link io.github.dipjudge.adjudicate.TurnResult}). To play a game phase after phase, use
 * {@code io.github.dipjudge.game.Game}, which calls these.
 *
 * <p>For simulations, which play millions of phases and read none of the results: orders as the compact codes of
 * {@link io.github.dipjudge.adjudicate.LegalOrders} (drawn unit by unit with
 * {@link io.github.dipjudge.adjudicate.LegalOrders#sample sample} and
 * {@link io.github.dipjudge.adjudicate.LegalOrders#draw draw}, without generating every order of every unit), and
 * {@link io.github.dipjudge.adjudicate.Adjudicator#nextPosition(io.github.dipjudge.position.Position, int[], int, int)
 * Adjudicator.nextPosition(position, codes, from, to)}, which adjudicates a phase to its next position alone, with
 * no order value or result built; {@code io.github.dipjudge.game.Simulation} plays whole games that way.
 *
 * <p>Orders are taken as written: an order that reads fine but is illegal on the board (DATC 4.E.1) is no exception
 * but a result with {@link io.github.dipjudge.adjudicate.Outcome#ILLEGAL} and its reason, and its unit holds; a unit
 * without an order holds. An adjudication either returns a complete result or throws before anything is changed:
 * {@link java.lang.IllegalArgumentException} for a position or order of another map or a position in the wrong
 * phase, {@link java.lang.NullPointerException} for a null argument or a null order. No method returns null.
 *
 * <p>Thread safety: every result, and every value in it, is immutable and thread-safe.
 * {@link io.github.dipjudge.adjudicate.Adjudicator} and {@link io.github.dipjudge.adjudicate.LegalOrders} reuse
 * working arrays and serve one thread at a time (a {@link io.github.dipjudge.adjudicate.PreparedMovement} lives in
 * its adjudicator's arrays); they are cheap to create, so give each thread its own
 * ({@link io.github.dipjudge.adjudicate.Adjudicator#forCurrentThread Adjudicator.forCurrentThread}). An adjudicator
 * entered by a second thread while a first is inside a call throws {@link java.lang.IllegalStateException} rather
 * than compute a wrong result.
 */
package io.github.dipjudge.adjudicate;
