package io.github.dipjudge.order;

import static com.google.common.base.Preconditions.checkNotNull;

import io.github.dipjudge.map.GameMap;

/**
 * Reads and prints orders as text.
 *
 * <p>{@link #english(GameMap)} reads English orders in every common style: DATC chapter 6
 * ({@code F North Sea Convoys A London - Norway}, {@code F Spain(nc)}), short forms ({@code A Bud S A War-Gal},
 * {@code F Bla C A Sev-Ank}, {@code A Mos H}, {@code A Lon-Bel via convoy}, {@code F stp/sc - bot},
 * {@code Build F stp/nc}, {@code Remove A war}, {@code A par R bur}), MILA/dipcc ({@code A EDI - NWY VIA},
 * {@code F NWY R SKA}, {@code A BUD B}, {@code F BRE D}, {@code WAIVE}), each with an optional power prefix
 * ({@code England: F nth-pic}); and the orders of the house rules ({@code F spa/sc retreat priority: por, wes, mar},
 * {@code Build priority: F ven, A rom}, {@code Disband priority: A sil, A ber}). It prints one canonical form: {@code England: F nth - pic}, with province ids,
 * {@code S}, {@code C}, {@code H}, {@code R}, {@code via convoy}, {@code Build}, {@code Disband} and {@code Waive}.
 * For every order {@code o} it prints, {@code parse(print(o))} equals {@code o}.
 *
 * <p>Parsing never throws anything but {@link OrderParseException} (and {@link NullPointerException} for a null
 * text). A coast the province does not have ({@code Brest(nc)}) is dropped while reading, as DATC 4.B.6 prefers.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class OrderNotation {
  private final GameMap map;

  private OrderNotation(GameMap map) {
    this.map = map;
  }

  /** The English notation for orders on the given map. */
  public static OrderNotation english(GameMap map) {
    return new OrderNotation(checkNotNull(map, "map"));
  }

  /** The map whose names this notation reads. */
  public GameMap map() {
    return map;
  }

  /**
   * Reads one order.
   *
   * @throws OrderParseException if the text is not an order; it names the column and what was expected
   */
  public Order parse(String text) {
    checkNotNull(text, "text");
    return new EnglishParser(map, text).parseLine();
  }

  /** Prints an order in the canonical English form. */
  public String print(Order order) {
    checkNotNull(order, "order");
    return EnglishPrinter.print(order);
  }
}
