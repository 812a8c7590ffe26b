package io.github.dipjudge.order;

import io.github.dipjudge.map.Coast;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Province;
import java.util.Optional;

/**
 * The rule for a coast written after a province: it must be one of the province's coasts. A coast the
 * province lacks ({@code Bul/nc}, {@code Brest(nc)}, {@code 布雷斯特（北岸）}) is an error of the text at the coast's
 * column, in every notation, never a coast dropped: dropping it would give the order another meaning than the one
 * written ({@code F Bla - Bul/nc} would move to Bulgaria's east coast). DATC 4.B.6 leaves the choice open for such
 * "garbage"; the rulebook's {@code unknownCoast} setting still governs coasts that exist but mean nothing for the
 * unit (an army to {@code spa/nc}), which the adjudicator judges.
 *
 * <p>Stateless and thread-safe.
 */
final class WrittenCoast {
  private WrittenCoast() {}

  /** The location of coast {@code c} of province {@code p}, or empty when {@code p} has no such coast. */
  static Optional<Location> of(Province p, Coast c) {
    for (Location l : p.coasts()) {
      if (l.coast().get() == c) {
        return Optional.of(l);
      }
    }
    return Optional.empty();
  }

  /** The message for coast {@code c} written after province {@code p}, which lacks it, with names in a language. */
  static String lacking(Province p, Coast c, Language language) {
    StringBuilder msg = new StringBuilder(language.provinceName(p)).append(" has no coast \"")
        .append(language.coastName(c)).append("\" (").append(c.code()).append(')');
    if (p.hasSplitCoasts()) {
      msg.append("; its coasts: ");
      String sep = "";
      for (Location l : p.coasts()) {
        msg.append(sep).append(language.coastName(l.coast().get())).append(" (").append(l.id()).append(')');
        sep = ", ";
      }
    } else {
      msg.append("; it has no separate coasts, write the province alone");
    }
    return msg.toString();
  }
}
