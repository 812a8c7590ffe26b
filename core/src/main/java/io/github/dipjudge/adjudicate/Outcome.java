package io.github.dipjudge.adjudicate;

/**
 * The coarse outcome of one order; {@link Reason} says why.
 *
 * <ul>
 *   <li>{@link #SUCCEEDED}: a move or retreat that moved; a support given (legal, matched, not cut); a hold or
 *       convoy whose unit was not dislodged (and, for a convoy, that matched a move and was not set aside by a
 *       paradox rule); a build or disband carried out.
 *   <li>{@link #FAILED}: a legal order that did not succeed.
 *   <li>{@link #ILLEGAL}: an order that is illegal in the sense of DATC 4.E.1: it is ignored and the unit holds.
 * </ul>
 *
 * <p>Thread safety: an enum, immutable.
 */
public enum Outcome {
  /** The order was carried out. */
  SUCCEEDED,
  /** A legal order that did not succeed. */
  FAILED,
  /** An order illegal in the sense of DATC 4.E.1: ignored, and the unit holds. */
  ILLEGAL
}
