package io.github.dipjudge.datc;

import io.github.dipjudge.rules.Rulebook;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * {@code datc probe --engine CMD}: which DATC chapter-4 option an engine follows for each issue, inferred from the
 * cases written under several options. The bundled {@code datc} suite states each case under the DATC's preferred
 * options and {@code datc-options} the same situations under others ({@code 6.F.14@1982}); a case and its variants
 * form a group (by the id before {@code @}). Every case is sent without rules, so that the engine adjudicates by
 * its own. A variant that differs from the DATC's preferences in one issue is evidence on that issue (for its option
 * when it passes, against when it fails), and its group's case under the preferences evidence on the preference;
 * a variant that differs in several issues (a preset's) is no evidence on any one of them. An option is consistent
 * when every case of it passes; a case the engine does not answer (unsupported, a crash, garbage) is no evidence. Output, one line per issue: {@code <issue> <consistent options or none> <option passed/asked ...>}.
 */
final class Probe {
  private Probe() {}

  static final String USAGE = "       java -jar datc.jar probe --engine \"CMD\" [--time-limit MS]";

  static final String HELP = String.join("\n",
      "probe   which DATC chapter-4 options an engine follows: runs the datc and datc-options suites against",
      "        it without rules and prints, per issue, the options consistent with its answers (or none).");

  static int run(String[] args, PrintStream out, PrintStream err) throws Main.UsageException {
    String command = null;
    long limit = EngineRunner.DEFAULT_LIMIT_MS;
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--engine") && command == null && i + 1 < args.length) {
        command = args[++i];
      } else if (args[i].equals("--time-limit") && i + 1 < args.length) {
        try {
          limit = Long.parseLong(args[++i]);
        } catch (NumberFormatException e) {
          throw new Main.UsageException("--time-limit needs milliseconds, not " + args[i]);
        }
      } else {
        throw new Main.UsageException("probe takes --engine \"CMD\" and --time-limit MS; not " + args[i]);
      }
    }
    if (command == null) {
      throw new Main.UsageException("probe needs --engine \"CMD\"");
    }
    CaseMaps maps = CaseMaps.shipped();
    List<DatcCase> cases = new ArrayList<>();
    for (String suite : List.of("datc", "datc-options")) {
      for (Suites.Resource r : Suites.files(suite)) {
        try {
          cases.addAll(CaseFileReader.readLenient(r.name(), r.text(), maps));
        } catch (CaseFormatException e) {
          throw new IllegalStateException("a bundled suite cannot be read: " + e.getMessage(), e);
        }
      }
    }
    Map<String, Map<String, Boolean>> table;
    try (EngineRunner engine = EngineRunner.start(command, maps.defaultMap(), Rulebook.datc(), limit, err)) {
      engine.sendRules = false;
      table = evidence(cases, maps, c -> {
        CaseRunner.Verdict v = engine.run(c);
        err.println((v.passed() ? "PASS " : "FAIL ") + c.id + (v.passed() ? "" : ": " + v.message()));
        return v.passed() ? Boolean.TRUE : v.message().startsWith("engine") || v.message().startsWith("unsupported")
            ? null : Boolean.FALSE;
      });
    }
    print(table, out);
    return 0;
  }

  /** Decides one case: true passed, false failed, null not answered (no evidence). */
  interface Verdicts {
    Boolean of(DatcCase c);
  }

  /**
   * Per issue, per option: whether every case of that option passed (absent: no case asked it). Only groups of
   * cases whose rules differ say anything.
   */
  static Map<String, Map<String, Boolean>> evidence(List<DatcCase> cases, CaseMaps maps, Verdicts verdicts) {
    Map<String, List<DatcCase>> groups = new LinkedHashMap<>();
    for (DatcCase c : cases) {
      int at = c.id.indexOf('@');
      groups.computeIfAbsent(at < 0 ? c.id : c.id.substring(0, at), k -> new ArrayList<>()).add(c);
    }
    Map<String, Map<String, Boolean>> table = new TreeMap<>();
    Rulebook datc = Rulebook.datc();
    CaseRunner reader = new CaseRunner(maps.defaultMap(), datc);
    for (List<DatcCase> group : groups.values()) {
      // Each case's issues that differ from the DATC's preferences. A case that differs in one issue is evidence
      // on that issue; a case that differs in none (the DATC's own) is evidence for the preference on each issue
      // a variant of its group differs in alone; a case that differs in several (a preset) is no evidence on any
      // one of them: which of its choices made it fail cannot be told.
      List<Set<String>> differing = new ArrayList<>();
      List<Rulebook> books = new ArrayList<>();
      Set<String> single = new HashSet<>();
      for (DatcCase c : group) {
        Rulebook b;
        try {
          b = reader.rulebook(c);
        } catch (CaseRunner.BadCaseException e) {
          b = null;
        }
        Set<String> d = new HashSet<>();
        if (b != null) {
          for (String issue : Rulebook.issues().keySet()) {
            if (b.option(issue) != datc.option(issue)) {
              d.add(issue);
            }
          }
          if (d.size() == 1) {
            single.addAll(d);
          }
        }
        books.add(b);
        differing.add(d);
      }
      for (int i = 0; i < group.size(); i++) {
        Set<String> d = differing.get(i);
        if (books.get(i) == null || d.size() > 1 || d.isEmpty() && single.isEmpty()) {
          continue;
        }
        Boolean passed = verdicts.of(group.get(i));
        if (passed == null) {
          continue;
        }
        for (String issue : d.isEmpty() ? single : d) {
          table.computeIfAbsent(issue, k -> new TreeMap<>())
              .merge(books.get(i).option(issue).name(), passed, Boolean::logicalAnd);
        }
      }
    }
    return table;
  }

  static void print(Map<String, Map<String, Boolean>> table, PrintStream out) {
    out.println("issue\tconsistent\toptions asked (+ all passed, - some failed)");
    for (Map.Entry<String, Map<String, Boolean>> e : table.entrySet()) {
      List<String> ok = new ArrayList<>();
      StringBuilder all = new StringBuilder();
      for (Map.Entry<String, Boolean> o : e.getValue().entrySet()) {
        if (o.getValue()) {
          ok.add(o.getKey());
        }
        all.append(all.length() == 0 ? "" : " ").append(o.getValue() ? "+" : "-").append(o.getKey());
      }
      out.println(e.getKey() + "\t" + (ok.isEmpty() ? "none" : String.join(",", ok)) + "\t" + all);
    }
  }
}
