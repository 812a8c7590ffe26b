package io.github.dipjudge;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Keeps the READMEs honest: every Java program in the top-level README and in the module READMEs is compiled and
 * run, and its output must be the text block that follows it; the rulebook snippet must compile; the preset table
 * (in core/README.md) must match the presets.
 */
class ReadmeExampleTest {
  /** The documents whose Java programs are run, the top-level README first. */
  private static final List<String> DOCUMENTS =
      List.of("README.md", "core/README.md", "maps/README.md", "datc-tests/README.md", "benchmarks/README.md");

  private static String readme() throws Exception {
    return document("README.md");
  }

  private static String document(String name) throws Exception {
    Path root = Path.of(System.getProperty("dipjudge.root", ".."));
    Path readme = root.resolve(name);
    if (!Files.exists(readme)) {
      readme = Path.of("..").resolve(name);
    }
    return Files.readString(readme, StandardCharsets.UTF_8);
  }

  private static List<String> blocks(String text, String lang) {
    List<String> out = new ArrayList<>();
    Matcher m = Pattern.compile("```" + lang + "\\n(.*?)```", Pattern.DOTALL).matcher(text);
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  private static void compile(Path dir, String className, String source) throws Exception {
    Path file = dir.resolve(className + ".java");
    Files.writeString(file, source, StandardCharsets.UTF_8);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
    int rc = javac.run(null, diagnostics, diagnostics, "-classpath", System.getProperty("java.class.path"), "-d",
        dir.toString(), file.toString());
    assertThat(rc).as("the README's %s compiles:%n%s", className, diagnostics.toString(StandardCharsets.UTF_8))
        .isZero();
  }

  @Test
  void theExamplesCompileRunAndPrintWhatTheReadmeSays(@TempDir Path dir) throws Exception {
    int examples = 0;
    for (String document : DOCUMENTS) {
      examples += runExamples(dir, document(document));
    }
    assertThat(examples).as("the runnable examples of %s", DOCUMENTS).isEqualTo(8);
  }

  private static int runExamples(Path dir, String text) throws Exception {
    int examples = 0;
    for (String example : blocks(text, "java")) {
      Matcher name = Pattern.compile("public class (\\w+)").matcher(example);
      if (!name.find()) {
        continue;
      }
      String className = name.group(1);
      Path classes = dir.resolve(className);
      Files.createDirectories(classes);
      compile(classes, className, example);
      int after = text.indexOf(example) + example.length();
      Matcher m = Pattern.compile("```text\\n(.*?)```", Pattern.DOTALL).matcher(text);
      assertThat(m.find(after)).as("an output block follows the example %s", className).isTrue();
      String expected = m.group(1);
      PrintStream old = System.out;
      ByteArrayOutputStream captured = new ByteArrayOutputStream();
      try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
          ReadmeExampleTest.class.getClassLoader())) {
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        Method main = loader.loadClass(className).getMethod("main", String[].class);
        main.invoke(null, (Object) new String[0]);
      } finally {
        System.setOut(old);
      }
      assertThat(captured.toString(StandardCharsets.UTF_8).replace("\r\n", "\n")).as(className).isEqualTo(expected);
      examples++;
    }
    return examples;
  }

  @Test
  void theRulebookSnippetCompiles(@TempDir Path dir) throws Exception {
    String snippet = null;
    for (String b : blocks(readme(), "java")) {
      if (b.contains("Rulebook r = ")) {
        snippet = b;
      }
    }
    assertThat(snippet).isNotNull();
    compile(dir, "Snippet", "import io.github.dipjudge.rules.Rulebook;\nclass Snippet {\n  Rulebook r() {\n"
        + snippet + "    return r;\n  }\n}\n");
  }

  @Test
  void thePresetTableMatchesThePresets() throws Exception {
    String text = document("core/README.md");
    int start = text.indexOf("| setting |");
    assertThat(start).isPositive();
    String[] lines = text.substring(start).split("\n");
    List<String> presets = new ArrayList<>();
    for (String cell : lines[0].split("\\|")) {
      String c = cell.trim().replace("`", "");
      if (!c.isEmpty() && !c.equals("setting") && !c.startsWith("source")) { // a last column may name sources
        presets.add(c);
      }
    }
    assertThat(presets).containsExactlyElementsOf(Rulebook.presetNames());
    int rows = 0;
    for (int i = 2; i < lines.length && lines[i].startsWith("|"); i++) {
      String[] cells = lines[i].split("\\|");
      String issue = cells[1].trim();
      for (int k = 0; k < presets.size(); k++) {
        assertThat(cells[k + 2].trim().replace("`", "")).as("%s under %s", issue, presets.get(k))
            .isEqualTo(Rulebook.preset(presets.get(k)).settings().get(issue));
      }
      rows++;
    }
    assertThat(rows).isEqualTo(Rulebook.datc().settings().size());
  }

  /**
   * The consumer check (datc-tests/src/it, run by .ci/run) runs a copy of the README's first example, in a package of
   * its own, and compares its output with a copy of the README's output block: both copies must stay the README's.
   */
  @Test
  void theConsumerCheckRunsTheReadmesFirstExample() throws Exception {
    String text = readme();
    Path root = Path.of(System.getProperty("dipjudge.root", "..")).resolve("datc-tests/src/it/consumer-classpath");
    String example = blocks(text, "java").get(0);
    assertThat(example).contains("public class Example");
    Path copy = root.resolve("src/main/java/consumer/Example.java");
    assertThat(Files.readString(copy, StandardCharsets.UTF_8)).as("%s", copy).isEqualTo("package consumer;\n\n" + example);
    Matcher m = Pattern.compile("```text\\n(.*?)```", Pattern.DOTALL).matcher(text);
    assertThat(m.find(text.indexOf(example) + example.length())).isTrue();
    Path expected = root.resolve("src/main/resources/consumer/expected.txt");
    assertThat(Files.readString(expected, StandardCharsets.UTF_8)).as("%s", expected).isEqualTo(m.group(1));
  }
}
