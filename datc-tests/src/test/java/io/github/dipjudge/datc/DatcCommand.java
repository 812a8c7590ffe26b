package io.github.dipjudge.datc;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Runs the datc command in-process and keeps what it printed. */
final class DatcCommand {
  /** The exit code and the text printed on stdout and stderr. */
  record Run(int code, String out, String err) {
    /** The last line of stdout. */
    String lastLine() {
      String[] lines = out.split("\n");
      return lines[lines.length - 1];
    }
  }

  private DatcCommand() {}

  static Run run(String... args) {
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    ByteArrayOutputStream e = new ByteArrayOutputStream();
    int code = Main.run(args, new PrintStream(o, true, StandardCharsets.UTF_8),
        new PrintStream(e, true, StandardCharsets.UTF_8));
    return new Run(code, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
  }

  /** Writes the lines as a case file in the directory and runs {@code datc run} on it. */
  static Run runCases(Path dir, String name, String... lines) throws IOException {
    Path f = dir.resolve(name);
    Files.writeString(f, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
    return run("run", f.toString());
  }
}
