package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.fuzz.Fuzz;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * The fuzz suite of the case-file reader and runner: the cases of every bundled suite (DATC, its option
 * cases, the rule texts' examples in their three languages), one to three cases at a time under their file's header, broken by one
 * to four edits of lines and words, either run (pass or fail on their outcome) or are reported as
 * {@code cannot read case: FILE:LINE: ...} with a line of the text; a file that cannot be read as a whole throws a
 * {@link CaseFormatException} naming the file and a line. No case's verdict is an exception of the adjudication
 * ({@code adjudication threw ...}), which would mean bad text got past the reader.
 */
class CaseFileFuzzTest {
  /** Some consecutive cases of a bundled file, under the file's header (the lines before its first case). */
  record Sample(String source, List<String> lines) {
    @Override
    public String toString() {
      return source + " (" + lines.size() + " lines)";
    }
  }

  private static final List<Sample> SAMPLES = samples();

  private static List<Sample> samples() {
    List<Sample> out = new ArrayList<>();
    for (String suite : Suites.SUITES.keySet()) {
      for (Suites.Resource r : Suites.files(suite)) {
        List<String> lines = Arrays.asList(r.text().split("\n", -1));
        List<Integer> starts = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
          if (lines.get(i).startsWith("CASE")) {
            starts.add(i);
          }
        }
        List<String> header = lines.subList(0, starts.isEmpty() ? lines.size() : starts.get(0));
        for (int k = 0; k < starts.size(); k++) {
          // One case, and now and then the two or three cases from here.
          int cases = k % 7 == 0 ? 3 : k % 5 == 0 ? 2 : 1;
          int end = k + cases < starts.size() ? starts.get(k + cases) : lines.size();
          List<String> sample = new ArrayList<>(header);
          sample.addAll(lines.subList(starts.get(k), end));
          out.add(new Sample(r.name(), sample));
        }
      }
    }
    return out;
  }

  /** Words of the format and its values, with values at and past the edges of what a line admits. */
  private static final List<String> WORDS = List.of("CASE", "CASE x", "END", "PRESTATE", "PRESTATE_DISLODGED",
      "PRESTATE_RESULTS", "PRESTATE_SUPPLYCENTER_OWNERS", "ORDERS", "RETREAT_ORDERS", "POSTSTATE",
      "POSTSTATE_SAME", "POSTSTATE_DISLODGED", "POSTSTATE_SUPPLYCENTER_OWNERS", "RESULTS", "RETREAT_OPTIONS",
      "VARIANT_ALL Standard", "VARIANT_ALL Atlantis", "RULES datc", "RULES house", "RULES 1971 4.A.2=RULE_1982",
      "RULES datc 4.D.3=A 4.D.3=B", "RULES x", "4.A.1=A", "4.Z.9=A", "SEED 7", "SEED 99999999999999999999",
      "SEED -1", "PRESTATE_SETPHASE Spring 1901, Movement", "PRESTATE_SETPHASE Fall 1901, Retreat",
      "PRESTATE_SETPHASE Winter 1901, Adjustment", "PRESTATE_SETPHASE Spring 99999999999, Movement",
      "PRESTATE_SETPHASE Spring 0, Movement", "PRESTATE_SETPHASE Fall 9999, Adjustment", "Spring", "1901,",
      "Retreat", "SUCCESS:", "FAILURE:", "ILLEGAL:", "BOUNCED:", "England:", "Russia", "Germnay:", "A", "F", "H",
      "S", "C", "-", "via convoy", "R", "D", "Build", "Waive", "Kiel", "Munich", "North Sea", "stp/nc", "Spain(nc)",
      "spa nc", "Atlantis", "Norwegian", "North", "#", ":", "德国：", "伦敦陆军", "移动", "北海", "優先撤退到", "、", "");

  @Provide
  Arbitrary<String[]> brokenCases() {
    Arbitrary<int[]> edit = Arbitraries.integers().between(0, Integer.MAX_VALUE).array(int[].class).ofSize(4);
    return Combinators.combine(Arbitraries.of(SAMPLES), edit.list().ofMinSize(1).ofMaxSize(4)).as((s, edits) -> {
      List<String> lines = new ArrayList<>(s.lines());
      for (int[] e : edits) {
        edit(lines, e[0], e[1], e[2], e[3]);
      }
      return new String[] {s.source(), String.join("\n", lines)};
    });
  }

  /**
   * One edit, chosen by four numbers: a line deleted, repeated, swapped with the next, cut short or replaced by a
   * word of the format; a word of a line replaced or put in; a word line put in; a character put in.
   */
  static void edit(List<String> lines, int how, int which, int where, int what) {
    if (lines.isEmpty()) {
      lines.add(WORDS.get(what % WORDS.size()));
      return;
    }
    int i = which % lines.size();
    String line = lines.get(i);
    String word = WORDS.get(what % WORDS.size());
    switch (how % 9) {
      case 0:
        lines.remove(i);
        break;
      case 1:
        lines.add(i, line);
        break;
      case 2:
        if (i + 1 < lines.size()) {
          lines.set(i, lines.get(i + 1));
          lines.set(i + 1, line);
        }
        break;
      case 3:
        lines.set(i, line.substring(0, where % (line.length() + 1)));
        break;
      case 4:
        lines.add(i, word);
        break;
      case 5:
        lines.set(i, word);
        break;
      case 6:
      case 7: {
        List<String> words = new ArrayList<>(Arrays.asList(line.split(" ", -1)));
        int w = where % words.size();
        if (how % 9 == 6) {
          words.set(w, word);
        } else {
          words.add(w, word);
        }
        lines.set(i, String.join(" ", words));
        break;
      }
      default: {
        int at = where % (line.length() + 1);
        String chars = "\u0000\t:,-()（）#x9\ud800\u00a0";
        lines.set(i, line.substring(0, at) + chars.charAt(what % chars.length()) + line.substring(at));
      }
    }
  }

  private static final CaseRunner RUNNER = new CaseRunner(GameMap.standard(), Rulebook.datc());

  @Fuzz(ci = 1_000, full = 100_000)
  void aBrokenCaseRunsOrIsReportedWithItsLine(@ForAll("brokenCases") String[] file) {
    String source = file[0];
    String text = file[1];
    int lineCount = text.split("\r\n|\n|\r", -1).length;
    List<DatcCase> cases;
    try {
      cases = CaseFileReader.readLenient(source, text);
    } catch (CaseFormatException e) {
      Statistics.label("verdict").collect("file refused");
      assertThat(e.source()).isEqualTo(source);
      assertThat(e.line()).isBetween(1, lineCount);
      assertThat(e.getMessage()).startsWith(source + ":" + e.line() + ": ");
      return;
    }
    Pattern unreadable = Pattern.compile("cannot read case: " + Pattern.quote(source) + ":(\\d+): .+", Pattern.DOTALL);
    for (DatcCase c : cases) {
      CaseRunner.Verdict v = RUNNER.run(c);
      assertThat(v.message()).as("case %s of %s", c.id, text).doesNotStartWith("adjudication threw");
      if (v.unreadable()) {
        var m = unreadable.matcher(v.message());
        assertThat(m.matches()).as("the message of an unreadable case: %s", v.message()).isTrue();
        assertThat(Integer.parseInt(m.group(1))).as(v.message()).isBetween(1, lineCount);
      }
      Statistics.label("verdict").collect(v.passed() ? "pass" : v.unreadable() ? "cannot read" : "fail");
    }
  }
}
