package io.github.dipjudge.order;

import static io.github.dipjudge.order.OrderTexts.ENGLISH;
import static io.github.dipjudge.order.OrderTexts.MAP;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.fuzz.Fuzz;
import io.github.dipjudge.game.MilaFormat;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * The fuzz suite of MILA's order notation, which saved games are read in ({@code MilaFormat.read} reads each order
 * with {@link OrderNotation#english}): for any order MILA's notation can write (all but the priority lists),
 * {@code english.parse(MilaFormat.print(o))} is the order as MILA says it (no power, a written convoy path as
 * {@code VIA}, no nationality in a support or convoy); and MILA-like text, printed and broken, is read or refused
 * with an OrderFormatException, in linear work.
 */
class MilaNotationFuzzTest {
  /** Whether MILA's notation writes the order (it has no priority lists). */
  static boolean printable(Order o) {
    return !(o instanceof BuildPriority || o instanceof DisbandPriority || o instanceof RetreatPriority);
  }

  /** The order as MILA's notation says it: no power, no convoy path but {@code VIA}, no nationality. */
  static Order asMilaSaysIt(Order o) {
    switch (o.kind()) {
      case HOLD: {
        Hold h = (Hold) o;
        return new Hold(Optional.empty(), h.unitType(), h.location());
      }
      case MOVE: {
        Move m = (Move) o;
        return new Move(Optional.empty(), m.unitType(), m.location(), m.destination(), m.viaConvoy(),
            ImmutableList.of());
      }
      case SUPPORT_HOLD: {
        SupportHold s = (SupportHold) o;
        return new SupportHold(Optional.empty(), s.unitType(), s.location(), plain(s.supported()));
      }
      case SUPPORT_MOVE: {
        SupportMove s = (SupportMove) o;
        return new SupportMove(Optional.empty(), s.unitType(), s.location(), plain(s.supported()), s.destination());
      }
      case CONVOY: {
        Convoy c = (Convoy) o;
        return new Convoy(Optional.empty(), c.unitType(), c.location(), plain(c.army()), c.destination());
      }
      case RETREAT: {
        Retreat r = (Retreat) o;
        return new Retreat(Optional.empty(), r.unitType(), r.location(), r.destination());
      }
      case DISBAND: {
        Disband d = (Disband) o;
        return new Disband(Optional.empty(), d.unitType(), d.location());
      }
      case BUILD: {
        Build b = (Build) o;
        return new Build(Optional.empty(), b.unitType(), b.location());
      }
      case WAIVE:
        return new Waive(Optional.empty());
      default:
        throw new AssertionError(o);
    }
  }

  private static UnitRef plain(UnitRef r) {
    return new UnitRef(Optional.empty(), r.type(), r.location());
  }

  @Provide
  Arbitrary<Order> printableOrders() {
    return OrderValues.orders(MAP).filter(MilaNotationFuzzTest::printable);
  }

  /** MILA's printing of orders, mostly broken by one to three edits; and the other texts of {@link OrderTexts}. */
  @Provide
  Arbitrary<String> milaTexts() {
    Arbitrary<String> printed = printableOrders().map(MilaFormat::print);
    Arbitrary<String> broken = OrderTexts.broken(printed);
    return Arbitraries.frequencyOf(Tuple.of(6, broken), Tuple.of(1, printed), Tuple.of(3, OrderTexts.texts()));
  }

  @Fuzz(ci = 2_000, full = 1_000_000)
  void milaOrdersReadAsMilaSaysThem(@ForAll("printableOrders") Order o) {
    Statistics.label("kind").collect(o.kind());
    String printed = MilaFormat.print(o);
    assertThat(ENGLISH.parse(printed)).as(printed).isEqualTo(asMilaSaysIt(o));
  }

  @Fuzz(ci = 3_000, full = 1_000_000)
  void milaTextIsReadOrRefusedInLinearWork(@ForAll("milaTexts") String text) {
    EnglishParser p = new EnglishParser(MAP, text);
    try {
      OrderNotationFuzzTest.readsBack(ENGLISH, p.parseLine(), text);
    } catch (OrderFormatException e) {
      OrderNotationFuzzTest.refusedAt(e, text, text);
    }
    assertThat(p.work()).as("work for %s characters", text.length())
        .isLessThanOrEqualTo(EnglishParserWorkPropertiesTest.PER_CHAR * (text.length() + 1));
  }
}
