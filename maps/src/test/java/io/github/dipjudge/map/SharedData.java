package io.github.dipjudge.map;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/** Finds {@code ../shared}, passed by the parent POM as the system property {@code dipjudge.shared}. */
final class SharedData {
  private SharedData() {}

  /** The shared folder; the calling test is skipped, visibly, when it is absent. */
  static Path require(String relative) {
    String prop = System.getProperty("dipjudge.shared", "../shared");
    Path p = Path.of(prop).resolve(relative);
    Assumptions.assumeTrue(Files.exists(p), () -> "SKIPPED: shared data not found at " + p.toAbsolutePath()
        + " (set -Ddipjudge.shared=...)");
    return p;
  }
}
