package io.github.dipjudge.datc;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/** Finds {@code ../shared}, passed by the parent POM as the system property {@code dipjudge.shared}. */
final class SharedData {
  private SharedData() {}

  /** The path under the shared folder; the calling test is skipped, visibly, when it is absent. */
  static Path require(String relative) {
    Path p = Path.of(System.getProperty("dipjudge.shared", "../shared")).resolve(relative);
    Assumptions.assumeTrue(Files.exists(p),
        () -> "SKIPPED: shared data not found at " + p.toAbsolutePath() + " (set -Ddipjudge.shared=...)");
    return p;
  }
}
