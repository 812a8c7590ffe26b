package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The README's examples of {@code datc serve}: the Node client (datc-tests/adapters/examples/client.mjs, quoted in
 * the README) run against {@code datc serve} where {@code node} is installed (skipped, by name, where it is not).
 */
class ServeExamplesTest {
  private static final Path MODULE = Path.of(System.getProperty("dipjudge.root", ".."), "datc-tests");

  @Test
  void theNodeClientAdjudicatesAPhase() throws IOException, InterruptedException {
    Path node = Path.of("/usr/bin/node");
    Assumptions.assumeTrue(Files.isExecutable(node), "SKIPPED: the Node example needs /usr/bin/node");
    Path client = MODULE.resolve("adapters/examples/client.mjs");
    assertThat(Files.readString(MODULE.resolve("README.md"), StandardCharsets.UTF_8))
        .contains(Files.readString(client, StandardCharsets.UTF_8).strip());
    List<String> command = new ArrayList<>(List.of(node.toString(), client.toString(),
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp", System.getProperty("java.class.path"),
        "io.github.dipjudge.datc.Main", "serve"));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(out).isZero();
    assertThat(out).contains("dipjudge ", "protocol 2",
        "FRANCE A PAR - BUR: failed", "GERMANY A MUN - BUR: succeeded", "GERMANY A RUH S A MUN - BUR: succeeded",
        "S1901R: FRANCE A PAR; GERMANY A BUR, A RUH");
  }
}
