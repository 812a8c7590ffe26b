package io.github.dipjudge.datc;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The cases of the bundled {@code variants} suite, each as its own dynamic test, run on the variant its file names
 * ({@code VARIANT_ALL <id>}, a {@link GameMap#variant(String)} id).
 *
 * <p>A stopgap until the case reader knows variants (it accepts only {@code VARIANT_ALL Standard}, so {@code datc run}
 * cannot run these files yet and the suite is not listed in {@code Suites}): the file's {@code VARIANT_ALL} line is
 * read here, replaced by {@code VARIANT_ALL Standard} for the reader, and the cases are run by a {@link CaseRunner}
 * on the variant's map. Nothing else of the text is changed.
 */
class VariantCasesTest {
  private static final Pattern VARIANT = Pattern.compile("(?m)^VARIANT_ALL[ \\t]+(\\S+)[ \\t]*$");

  @TestFactory
  Stream<DynamicNode> variants() throws Exception {
    List<DynamicNode> files = new ArrayList<>();
    for (Suites.Resource r : Suites.files("variants")) {
      Matcher m = VARIANT.matcher(r.text());
      if (!m.find()) {
        throw new AssertionError(r.name() + " has no VARIANT_ALL line");
      }
      GameMap map = GameMap.variant(m.group(1));
      String text = r.text().substring(0, m.start()) + "VARIANT_ALL Standard" + r.text().substring(m.end());
      CaseRunner runner = new CaseRunner(map, Rulebook.datc());
      List<DynamicNode> tests = new ArrayList<>();
      for (DatcCase c : CaseFileReader.read(r.name(), text)) {
        tests.add(DynamicTest.dynamicTest(c.id, () -> {
          CaseRunner.Verdict v = runner.run(c);
          assertTrue(v.passed(), () -> c.id + " " + c.title + " (" + map.id() + "): " + v.message());
        }));
      }
      files.add(DynamicContainer.dynamicContainer(r.name() + " on " + map.id(), tests));
    }
    return files.stream();
  }
}
