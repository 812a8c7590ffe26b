/**
 * Orders as written, and the notations that read and print them.
 *
 * <p>Where to start: {@link io.github.dipjudge.order.OrderNotation#english(io.github.dipjudge.map.GameMap)} reads
 * English orders in the DATC's style, the short forms and MILA's ({@code F North Sea Convoys A London - Norway},
 * {@code A Bud S A War-Gal}, {@code A EDI - NWY VIA}) and prints one canonical form ({@code England: F nth - pic});
 * {@link io.github.dipjudge.order.OrderNotation#simplifiedChinese simplifiedChinese} and
 * {@link io.github.dipjudge.order.OrderNotation#traditionalChinese traditionalChinese} do the same for orders in
 * Chinese. Text that is no order throws {@link io.github.dipjudge.order.OrderFormatException}, naming the column and
 * what was expected there. {@link io.github.dipjudge.order.Language} gives the names of units, provinces, coasts and
 * powers in each language the project knows.
 *
 * <p>The orders: {@link io.github.dipjudge.order.Order} is a sealed interface; each kind of order is a record
 * ({@link io.github.dipjudge.order.Hold}, {@link io.github.dipjudge.order.Move},
 * {@link io.github.dipjudge.order.SupportHold}, {@link io.github.dipjudge.order.SupportMove},
 * {@link io.github.dipjudge.order.Convoy}, {@link io.github.dipjudge.order.Retreat},
 * {@link io.github.dipjudge.order.Disband}, {@link io.github.dipjudge.order.Build},
 * {@link io.github.dipjudge.order.Waive}, and the house rules' priority lists
 * {@link io.github.dipjudge.order.RetreatPriority}, {@link io.github.dipjudge.order.BuildPriority} and
 * {@link io.github.dipjudge.order.DisbandPriority}), with {@link io.github.dipjudge.order.OrderKind} for a
 * switch. An order records what the player wrote, on the locations of one map: the unit type, the power and the
 * nationality of a supported unit are optional because orders may omit them. An order is not checked against a
 * position here: whether it is legal, and what it achieves, is for the adjudicator to decide (an order that reads
 * fine but is illegal on the board is a result with a reason, not an exception).
 *
 * <p>Contract across the package: every order and reference is an immutable record with value equality, safe to
 * share between threads; its constructor and factories throw {@link java.lang.NullPointerException} for a null
 * argument (an absent value is an empty {@link java.util.Optional}), and no method returns null. Notations are
 * immutable and thread-safe. For every order {@code o} a notation prints, {@code parse(print(o))} equals
 * {@code o}; each order's {@code toString()} is its canonical English form.
 */
package io.github.dipjudge.order;
