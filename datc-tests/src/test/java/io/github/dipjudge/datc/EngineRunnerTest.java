package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code datc run --engine}: every bundled suite passes against this library's own {@code datc serve} in a child
 * process, and an engine that answers wrongly, crashes, hangs, prints garbage or names a place the map lacks fails
 * exactly those cases, each with its reason, while the run goes on.
 */
class EngineRunnerTest {
  /** A command that starts a Java class of this module's class path in a virtual machine of its own. */
  static String java(String mainClass, String... args) {
    String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return "'" + javaBin + "' -cp '" + System.getProperty("java.class.path") + "' " + mainClass
        + (args.length == 0 ? "" : " " + String.join(" ", args));
  }

  static final String SERVE = java("io.github.dipjudge.datc.Main", "serve");

  @Test
  void everyBundledSuitePassesAgainstServeInOneEngineProcess() throws Exception {
    CaseMaps maps = CaseMaps.shipped();
    List<String> failures = new ArrayList<>();
    int cases = 0;
    try (EngineRunner runner = EngineRunner.start(SERVE, maps.defaultMap(), Rulebook.datc(),
        EngineRunner.DEFAULT_LIMIT_MS * 6, System.err)) {
      for (String suite : Suites.SUITES.keySet()) {
        for (Suites.Resource r : Suites.files(suite)) {
          for (DatcCase c : CaseFileReader.readLenient(r.name(), r.text(), maps)) {
            CaseRunner.Verdict v = runner.run(c);
            cases++;
            if (!v.passed()) {
              failures.add(c.id + ": " + v.message());
            }
          }
        }
      }
      assertThat(runner.starts()).isEqualTo(1);
    }
    assertThat(failures).isEmpty();
    assertThat(cases).isGreaterThanOrEqualTo(165 + 90 + 113 + 120);
  }

  @Test
  void theCommandPrintsTheSameLinesAsWithoutAnEngine() {
    DatcCommand.Run own = DatcCommand.run("run", "--suite", "datc-options");
    DatcCommand.Run engine = DatcCommand.run("run", "--suite", "datc-options", "--engine", SERVE, "--time-limit",
        "60000");
    assertThat(engine.code()).isZero();
    assertThat(engine.out()).isEqualTo(own.out());
    assertThat(engine.err()).contains("engine: dipjudge ", "protocol 2", "the engine was started 1 time");
  }

  private static String caseOf(int year) {
    return String.join("\n",
        "CASE t." + year + " France moves to Burgundy in " + year,
        "PRESTATE_SETPHASE Spring " + year + ", Movement",
        "PRESTATE",
        "France: A Paris",
        "France: F Brest",
        "ORDERS",
        "France: A Paris - Burgundy",
        "France: F Brest Hold",
        "POSTSTATE",
        "France: A Burgundy",
        "France: F Brest",
        "RESULTS",
        "SUCCESS: France: A Paris - Burgundy",
        "END", "");
  }

  @Test
  void aWrongEngineFailsExactlyItsWrongCasesAndTheRunGoesOn(@TempDir Path dir) throws IOException {
    StringBuilder file = new StringBuilder("VARIANT_ALL Standard\n");
    for (int year = 1901; year <= 1909; year++) {
      file.append(caseOf(year));
    }
    Path cases = dir.resolve("wrong.txt");
    Files.writeString(cases, file, StandardCharsets.UTF_8);
    Path report = dir.resolve("report.html");
    // 20 times the slowest answer expected on a loaded machine (a virtual machine's start is not timed: hello is).
    long limit = 20_000;
    long started = System.nanoTime();
    DatcCommand.Run run = DatcCommand.run("run", "--engine", java("io.github.dipjudge.datc.WrongTestEngine"),
        "--time-limit", Long.toString(limit), "--report", report.toString(), cases.toString());
    long tookMillis = (System.nanoTime() - started) / 1_000_000;
    String[] lines = run.out().split("\n");
    assertThat(lines).hasSize(10);
    assertThat(lines[0]).isEqualTo("PASS t.1901");
    assertThat(lines[1]).startsWith("FAIL t.1902: POSTSTATE: expected but missing [France ").contains(
        "RESULTS: France: A Paris - Burgundy expected SUCCESS, was FAILURE");
    assertThat(lines[2]).isEqualTo("FAIL t.1903: engine failed: the engine closed its output without answering"
        + " (exit code 3)");
    assertThat(lines[3]).isEqualTo("FAIL t.1904: engine failed: no answer within " + limit
        + " ms (the engine was stopped)");
    assertThat(lines[4]).startsWith("FAIL t.1905: engine answered garbage: not JSON: ")
        .endsWith("[this is not JSON]");
    assertThat(lines[5]).startsWith("FAIL t.1906: engine answered garbage: $.phases[0].position.units.FRANCE[")
        .contains("unknown place [XYZ] on map standard");
    assertThat(lines[6]).isEqualTo("PASS t.1907");
    assertThat(lines[7]).isEqualTo("PASS t.1908 (1 outcome unknown to the engine, judged by the position only)");
    assertThat(lines[8]).startsWith("FAIL t.1909: POSTSTATE: expected but missing [France ")
        .endsWith("; 1 outcome unknown to the engine, judged by the position only").doesNotContain("RESULTS");
    assertThat(lines[9]).isEqualTo("3 passed, 6 failed");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.err()).contains("the engine was started 5 times");
    // One hang waits out its limit; the rest (five starts of a virtual machine) is bounded well below it.
    assertThat(tookMillis).isLessThan(limit + 5 * EngineRunner.HELLO_LIMIT_MS);
    String html = Files.readString(report, StandardCharsets.UTF_8);
    assertThat(html).contains("t.1902", "no answer within", "<svg");
  }

  @Test
  void anEngineThatCannotStartIsAUsageError() {
    DatcCommand.Run run = DatcCommand.run("run", "--engine", "exit 7", "--time-limit", "5000");
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err()).contains("did not say hello", "exit code 7");
    assertThat(run.out()).isEmpty();
  }

  @Test
  void anEngineThatDoesNotSpeakTheProtocolIsAUsageError() {
    DatcCommand.Run run = DatcCommand.run("run", "--engine", "echo '{\"type\":\"hello\",\"protocol\":3}'");
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err()).contains("the engine's hello is not valid", "$.protocol");
  }

  @Test
  void timeLimitNeedsAnEngine() {
    assertThat(DatcCommand.run("run", "--time-limit", "100").code()).isEqualTo(2);
  }

  static GameMap standard() {
    return GameMap.variant("standard");
  }
}
