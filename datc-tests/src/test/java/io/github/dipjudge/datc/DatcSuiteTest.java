package io.github.dipjudge.datc;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Every bundled case as its own dynamic test, named by its id, grouped by file. */
class DatcSuiteTest {
  private static final GameMap MAP = GameMap.standard();

  @TestFactory
  Stream<DynamicNode> datc() throws Exception {
    return suite("datc");
  }

  @TestFactory
  Stream<DynamicNode> datcOptions() throws Exception {
    return suite("datc-options");
  }

  @TestFactory
  Stream<DynamicNode> seeds() throws Exception {
    return suite("seeds");
  }

  @TestFactory
  Stream<DynamicNode> variants() throws Exception {
    return suite("variants");
  }

  @TestFactory
  Stream<DynamicNode> variantsSetup() throws Exception {
    return suite("variants-setup");
  }

  private Stream<DynamicNode> suite(String name) throws Exception {
    CaseRunner runner = new CaseRunner(MAP, Rulebook.datc());
    List<DynamicNode> files = new ArrayList<>();
    for (Suites.Resource r : Suites.files(name)) {
      List<DynamicNode> tests = new ArrayList<>();
      for (DatcCase c : CaseFileReader.read(r.name(), r.text())) {
        tests.add(DynamicTest.dynamicTest(c.id, () -> {
          CaseRunner.Verdict v = runner.run(c);
          assertTrue(v.passed(), () -> c.id + " " + c.title + ": " + v.message());
        }));
      }
      files.add(DynamicContainer.dynamicContainer(r.name(), tests));
    }
    return files.stream();
  }
}
