package consumer;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Runs the README's example and compares what it prints with the README's output block (a copy kept in
 * expected.txt; ReadmeExampleTest keeps both copies equal to the README). Exits 1 on a difference.
 */
public final class Check {
  public static void main(String[] args) throws IOException {
    PrintStream out = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      Example.main(args);
    } finally {
      System.setOut(out);
    }
    String expected;
    try (InputStream in = Check.class.getResourceAsStream("expected.txt")) {
      expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    String actual = captured.toString(StandardCharsets.UTF_8);
    String mode = Check.class.getModule().isNamed() ? "as the named module " + Check.class.getModule().getName()
        : "on the class path";
    if (!actual.equals(expected)) {
      System.out.println("consumer check " + mode + ": the README example printed\n" + actual
          + "instead of\n" + expected);
      System.exit(1);
    }
    System.out.println("consumer check " + mode + ": the README example ran and printed what the README says");
  }
}
