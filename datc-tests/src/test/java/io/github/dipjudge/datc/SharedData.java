package io.github.dipjudge.datc;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/**
 * Finds the reference folder {@code ../shared} (recorded games, the DATC text), passed by the parent POM as the
 * system property {@code dipjudge.shared}. A test that needs a file of it and does not find it is reported as
 * skipped, with a message naming the file (a JUnit assumption), never left out silently.
 */
final class SharedData {
  private SharedData() {}

  /** The path under the shared folder; the calling test is skipped, visibly and by name, when it is absent. */
  static Path require(String relative) {
    Path root = Path.of(System.getProperty("dipjudge.shared", "../shared"));
    Path p = root.resolve(relative);
    Assumptions.assumeTrue(Files.exists(p), () -> "SKIPPED: needs " + relative + " of the reference folder, not"
        + " found at " + p.toAbsolutePath() + " (the folder ../shared beside the checkout, see the README; or"
        + " -Ddipjudge.shared=PATH)");
    return p;
  }
}
