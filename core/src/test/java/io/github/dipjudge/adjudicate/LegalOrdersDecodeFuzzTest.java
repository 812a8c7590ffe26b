package io.github.dipjudge.adjudicate;

import io.github.dipjudge.adjudicate.LegalOrdersBoards.Board;
import io.github.dipjudge.fuzz.Fuzz;
import io.github.dipjudge.fuzz.FuzzTries;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Provide;

/**
 * The fuzz suite of {@link LegalOrders#decode}: the property of {@link LegalOrdersDecodePropertiesTest} (a code is
 * decoded to the generator's order exactly when the generator made it, and refused with an IllegalArgumentException
 * naming it otherwise; decoding leaves the last generation alone) at the fuzz suite's counts. Each try decodes three
 * lists of up to forty random or mutated codes, which are its inputs, on a random position of any phase.
 */
class LegalOrdersDecodeFuzzTest {
  private final LegalOrdersDecodePropertiesTest property = new LegalOrdersDecodePropertiesTest();

  @Provide
  Arbitrary<Board> anyPhase() {
    return property.anyPhase();
  }

  @Provide
  Arbitrary<Rulebook> rulebooks() {
    return property.rulebooks();
  }

  @Provide
  Arbitrary<List<Integer>> codes() {
    return property.codes();
  }

  @Fuzz(ci = 500, full = 100_000)
  void decodeAcceptsExactlyTheGeneratedCodes(@ForAll("anyPhase") Board b, @ForAll("rulebooks") Rulebook rules,
      @ForAll("codes") List<Integer> random, @ForAll("codes") List<Integer> more, @ForAll("codes") List<Integer> yet,
      @ForAll("anyPhase") Board other) {
    List<Integer> codes = new ArrayList<>(random);
    codes.addAll(more);
    codes.addAll(yet);
    FuzzTries.inputs(codes.size());
    property.decodeAcceptsExactlyTheGeneratedCodes(b, rules, codes, other);
  }
}
