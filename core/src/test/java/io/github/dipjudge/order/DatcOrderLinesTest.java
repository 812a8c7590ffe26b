package io.github.dipjudge.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Reads every order line of DATC v3.0 chapter 6 ({@code ../shared/reference/DATC_v3_0.txt}): each must parse, with
 * the power header above it as the order's power, except the misspelt "Rhur" of 6.F.25, which must be rejected with
 * a suggestion.
 */
class DatcOrderLinesTest {
  /** The number of order lines in chapter 6 of DATC v3.0, counted once; pins the extraction. */
  private static final int EXPECTED_LINES = 728;
  /** The lines that name "Rhur" (6.F.25). */
  private static final int EXPECTED_MISSPELT = 2;

  private static final Pattern POWER_HEADER = Pattern.compile("[A-Z][a-z]+:\\s*");
  private static final Pattern CASE_HEADER = Pattern.compile("(6\\.[A-J]\\.\\d+)\\. TEST CASE.*");

  private static final GameMap MAP = GameMap.standard();
  private static final OrderNotation NOTATION = OrderNotation.english(MAP);

  /** One order line: the test case it belongs to, its line number, the power header and the text. */
  record OrderLine(String testCase, int lineNumber, Power power, String text) {}

  private static Path datcFile() {
    String shared = System.getProperty("dipjudge.shared", "../shared");
    return Path.of(shared, "reference", "DATC_v3_0.txt");
  }

  private static List<String> lines() throws IOException {
    Path file = datcFile();
    boolean present = Files.isRegularFile(file);
    String why = "SKIPPED: the DATC text " + file.toAbsolutePath() + " is absent (set -Ddipjudge.shared)";
    if (!present) {
      System.out.println(why);
    }
    Assumptions.assumeTrue(present, why);
    return Files.readAllLines(file, StandardCharsets.UTF_8);
  }

  /** The index of the line "6. TEST CASES" that starts chapter 6 itself, not its entry in the table of contents. */
  private static int chapterStart(List<String> lines) {
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).strip().equals("6. TEST CASES")) {
        int j = i + 1;
        while (j < lines.size() && lines.get(j).isBlank()) {
          j++;
        }
        if (j < lines.size() && lines.get(j).strip().equals("6.A. TEST CASES, BASIC CHECKS")) {
          return i;
        }
      }
    }
    throw new AssertionError("chapter 6 not found in " + datcFile());
  }

  static List<OrderLine> orderLines(List<String> lines) {
    List<OrderLine> out = new ArrayList<>();
    String testCase = "?";
    Power power = null;
    for (int i = chapterStart(lines); i < lines.size(); i++) {
      String line = lines.get(i);
      var header = CASE_HEADER.matcher(line.strip());
      if (header.matches()) {
        testCase = header.group(1);
      }
      if (line.isBlank()) {
        power = null;
      } else if (POWER_HEADER.matcher(line).matches()) {
        String name = line.strip();
        power = MAP.findPower(name.substring(0, name.length() - 1))
            .orElseThrow(() -> new AssertionError("unknown power header " + name));
      } else if (power != null) {
        out.add(new OrderLine(testCase, i + 1, power, line.strip()));
      }
    }
    return out;
  }

  @Test
  void everyChapter6OrderLineParses() throws IOException {
    List<OrderLine> orderLines = orderLines(lines());
    List<String> failures = new ArrayList<>();
    int parsed = 0;
    int misspelt = 0;
    for (OrderLine l : orderLines) {
      // The line as the power writes it: "England: F North Sea - Picardy".
      String withPower = l.power().name() + ": " + l.text();
      if (l.text().contains("Rhur")) {
        misspelt++;
        assertThat(l.testCase()).isEqualTo("6.F.25");
        assertThatThrownBy(() -> NOTATION.parse(withPower))
            .as("%s line %d: %s", l.testCase(), l.lineNumber(), l.text())
            .isInstanceOfSatisfying(OrderFormatException.class, e -> {
              assertThat(e.text()).isEqualTo(withPower);
              assertThat(withPower.substring(e.column() - 1)).startsWith("Rhur");
              assertThat(e.getMessage()).contains("\"Rhur\"").contains("did you mean").contains("\"Ruhr\"");
            });
        continue;
      }
      try {
        Order o = NOTATION.parse(withPower);
        if (!o.power().equals(Optional.of(l.power()))) {
          failures.add(l + ": power " + o.power());
        }
        // Without the prefix the line reads as the same order without a power.
        Order bare = NOTATION.parse(l.text());
        if (bare.power().isPresent() || !bare.withPower(l.power()).equals(o)) {
          failures.add(l + ": without the power prefix reads as " + bare);
        }
        // The canonical form reads back as the same order.
        Order again = NOTATION.parse(NOTATION.print(o));
        if (!again.equals(o)) {
          failures.add(l + ": printed " + NOTATION.print(o) + " reads back as " + again);
        }
        parsed++;
      } catch (OrderFormatException e) {
        failures.add(l + ": " + e.getMessage());
      }
    }
    System.out.println("DATC chapter 6: " + orderLines.size() + " order lines checked (" + parsed + " parsed, "
        + misspelt + " rejected for \"Rhur\")");
    if (!failures.isEmpty()) {
      fail(failures.size() + " DATC order lines failed:\n" + String.join("\n", failures));
    }
    assertThat(orderLines).hasSize(EXPECTED_LINES);
    assertThat(misspelt).isEqualTo(EXPECTED_MISSPELT);
    assertThat(parsed).isEqualTo(EXPECTED_LINES - EXPECTED_MISSPELT);
  }

  @Test
  void orderLinesCoverEveryKindOfDatcOrder() throws IOException {
    List<OrderLine> orderLines = orderLines(lines());
    assertThat(orderLines).extracting(OrderLine::text)
        .contains("F North Sea - Picardy", "A Liverpool - Irish Sea", "F North Sea Convoys A London - Belgium",
            "A Venice Supports A Tyrolia - Trieste", "Build A Warsaw", "Remove F Gulf of Lyon",
            "A Picardy - Belgium via Convoy", "Build A St Petersburg(nc)");
    assertThat(orderLines).extracting(OrderLine::testCase).first().isEqualTo("6.A.1");
    assertThat(orderLines).extracting(OrderLine::testCase).contains("6.H.1", "6.I.1", "6.J.1");
  }

  @Test
  void misspeltRuhrIsRejectedWithASuggestion() {
    assertThatThrownBy(() -> NOTATION.parse("A Rhur - Belgium"))
        .isInstanceOfSatisfying(OrderFormatException.class, e -> {
          assertThat(e.column()).isEqualTo(3);
          assertThat(e.text()).isEqualTo("A Rhur - Belgium");
          assertThat(e.expected()).contains("unknown province \"Rhur\"").contains("did you mean").contains("\"Ruhr\"");
        });
    assertThatThrownBy(() -> NOTATION.parse("Germany: A Holland Supports Rhur - Belgium"))
        .isInstanceOfSatisfying(OrderFormatException.class, e -> {
          assertThat(e.column()).isEqualTo(29);
          assertThat(e.getMessage()).contains("\"Ruhr\"");
        });
  }
}
