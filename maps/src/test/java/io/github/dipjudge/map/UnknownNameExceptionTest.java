package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.util.List;
import org.junit.jupiter.api.Test;

class UnknownNameExceptionTest {
  @Test
  void theMessageNamesTheKindTheNameAndTheSuggestionsInOrder() {
    UnknownNameException e = UnknownNameException.unknown("province", "Rhur", List.of("Ruhr", "Rum", "Bur"));
    assertThat(e).hasMessage("unknown province \"Rhur\"; did you mean \"Ruhr\", \"Rum\" or \"Bur\"?");
    assertThat(e.kind()).isEqualTo("province");
    assertThat(e.name()).isEqualTo("Rhur");
    assertThat(e.suggestions()).containsExactly("Ruhr", "Rum", "Bur");
  }

  @Test
  void oneSuggestionStandsAloneAndNoneLeavesTheQuestionOut() {
    assertThat(UnknownNameException.unknown("power", "Engl", List.of("England")))
        .hasMessage("unknown power \"Engl\"; did you mean \"England\"?");
    assertThat(UnknownNameException.unknown("coast", "xx", List.of())).hasMessage("unknown coast \"xx\"");
  }

  @Test
  void nullsAreRefused() {
    assertThatNullPointerException().isThrownBy(() -> UnknownNameException.unknown(null, "x", List.of()));
    assertThatNullPointerException().isThrownBy(() -> UnknownNameException.unknown("province", null, List.of()));
    assertThatNullPointerException().isThrownBy(() -> UnknownNameException.unknown("province", "x", null));
  }
}
