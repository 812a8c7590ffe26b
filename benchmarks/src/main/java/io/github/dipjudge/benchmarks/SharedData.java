package io.github.dipjudge.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Finds the project's reference folder {@code shared} (beside the checkout) and the recorded games in it.
 *
 * <p>Where it looks: the system property {@code dipjudge.shared} when it is set (and nowhere else); otherwise
 * {@code ../shared} relative to the working directory, then {@code shared} next to the checkout, found by walking up
 * from the working directory, and then from the benchmark jar, to the folder that holds {@code benchmarks/pom.xml}. Benchmarks that need it refuse to
 * run (their set-up throws) when it is absent.
 */
final class SharedData {
  private SharedData() {}

  /** The folder of recorded games, {@code <shared>/data/games}. */
  static Path gamesFolder() {
    List<Path> tried = new ArrayList<>();
    for (Path shared : candidates()) {
      Path games = shared.resolve("data").resolve("games").toAbsolutePath().normalize();
      tried.add(games);
      if (Files.isDirectory(games)) {
        return games;
      }
    }
    throw new IllegalStateException("the recorded games of the shared folder were not found (tried "
        + tried.stream().map(Path::toString).collect(Collectors.joining(", "))
        + "); run from the checkout's root with ../shared beside it, or pass -jvmArgsAppend -Ddipjudge.shared=DIR");
  }

  /** Every recorded game file under the games folder ({@code .json}, {@code .json.gz}), sorted by path. */
  static List<Path> gameFiles() {
    Path dir = gamesFolder();
    try (Stream<Path> s = Files.walk(dir)) {
      List<Path> files = s.filter(Files::isRegularFile)
          .filter(p -> p.toString().endsWith(".json") || p.toString().endsWith(".json.gz"))
          .sorted()
          .collect(Collectors.toList());
      if (files.isEmpty()) {
        throw new IllegalStateException("no recorded games (.json, .json.gz) in " + dir);
      }
      return files;
    } catch (IOException e) {
      throw new IllegalStateException("cannot list " + dir + ": " + e.getMessage(), e);
    }
  }

  private static List<Path> candidates() {
    List<Path> out = new ArrayList<>();
    String property = System.getProperty("dipjudge.shared");
    if (property != null && !property.isBlank()) {
      out.add(Path.of(property));
      return out;
    }
    Path cwd = Path.of("").toAbsolutePath();
    out.add(cwd.resolve("..").resolve("shared"));
    besideCheckout(cwd, out);
    try {
      // The jar (benchmarks/target/benchmarks.jar) or classes folder this class was loaded from.
      besideCheckout(Path.of(SharedData.class.getProtectionDomain().getCodeSource().getLocation().toURI()), out);
    } catch (RuntimeException | java.net.URISyntaxException e) {
      // no code source to start from: the working directory is all there is
    }
    return out;
  }

  /** Adds {@code shared} next to the checkout that holds {@code start}, if one does. */
  private static void besideCheckout(Path start, List<Path> out) {
    for (Path p = start.toAbsolutePath(); p != null; p = p.getParent()) {
      if (Files.isRegularFile(p.resolve("benchmarks").resolve("pom.xml")) && p.getParent() != null) {
        out.add(p.getParent().resolve("shared"));
        return;
      }
    }
  }
}
