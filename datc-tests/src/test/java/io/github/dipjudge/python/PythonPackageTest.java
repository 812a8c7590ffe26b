package io.github.dipjudge.python;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Runs the Python package's test suite ({@code python/tests}, pytest) against the classes of this build, so that
 * {@code mvn -B verify} tests the binding too. It needs Debian's {@code /usr/bin/python3} with JPype and pytest
 * ({@code python3-jpype python3-pytest}; another interpreter through {@code -Ddipjudge.python=PATH}); without them
 * it is reported as skipped, saying what is missing. The package finds the classes through
 * {@code DIPJUDGE_CLASSPATH} (this test's class path), and the reference folder through {@code DIPJUDGE_SHARED}.
 */
class PythonPackageTest {
  /** A bound far above the suite's normal run (about a minute), so that only a hang trips it. */
  private static final long LIMIT_MINUTES = 30;

  @Test
  void pythonTestSuitePasses() throws IOException, InterruptedException {
    Path root = Path.of(System.getProperty("dipjudge.root", "..")).toAbsolutePath().normalize();
    Path tests = root.resolve("python").resolve("tests");
    skipUnless(Files.isDirectory(tests), "no python/tests at " + tests);
    String python = System.getProperty("dipjudge.python", "/usr/bin/python3");
    skipUnless(Files.isExecutable(Path.of(python)),
        "the Python tests need " + python + " (Debian's python3 with python3-jpype and python3-pytest)");
    int probe = run(List.of(python, "-c", "import jpype, pytest"), root, null).exit;
    skipUnless(probe == 0, "the Python tests need JPype and pytest for " + python
        + " (Debian: apt-get install python3-jpype python3-pytest python3-numpy)");

    String classPath = Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(p -> !p.isEmpty() && Files.exists(Path.of(p)))
        .collect(Collectors.joining(File.pathSeparator));
    Result r = run(List.of(python, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", tests.toString()),
        root.resolve("python"), classPath);
    String[] lines = r.output.strip().split("\n");
    String summary = lines[lines.length - 1];
    System.out.println(r.output);
    System.out.println((r.exit == 0 ? "PASS" : "FAIL") + " python/tests: " + summary);
    assertThat(r.exit).as("pytest's exit status (0: every test passed); its output:%n%s", r.output).isZero();
  }

  /** Skips the test, visibly: a line on the console and the reason in the report. */
  private static void skipUnless(boolean condition, String why) {
    if (!condition) {
      System.out.println("SKIP python/tests: " + why);
    }
    Assumptions.assumeTrue(condition, () -> "SKIPPED: " + why);
  }

  private record Result(int exit, String output) {}

  private static Result run(List<String> command, Path dir, String classPath)
      throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(new ArrayList<>(command)).directory(dir.toFile()).redirectErrorStream(true);
    if (classPath != null) {
      pb.environment().put("DIPJUDGE_CLASSPATH", classPath);
      pb.environment().put("DIPJUDGE_SHARED",
          Path.of(System.getProperty("dipjudge.shared", "../shared")).toAbsolutePath().toString());
      pb.environment().put("PYTHONDONTWRITEBYTECODE", "1");
    }
    // The output goes to a file, so that waiting is bounded even when the process hangs with its output open.
    Path log = Files.createTempFile("pytest", ".log");
    try {
      pb.redirectOutput(log.toFile()).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
      Process p = pb.start();
      boolean ended = p.waitFor(LIMIT_MINUTES, TimeUnit.MINUTES);
      if (!ended) {
        p.destroyForcibly().waitFor();
      }
      String out = Files.readString(log, StandardCharsets.UTF_8);
      return ended ? new Result(p.exitValue(), out)
          : new Result(-1, out + "\ntimed out after " + LIMIT_MINUTES + " minutes");
    } finally {
      Files.deleteIfExists(log);
    }
  }
}
