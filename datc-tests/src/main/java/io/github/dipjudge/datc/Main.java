package io.github.dipjudge.datc;

import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.GameFormatException;
import io.github.dipjudge.game.DipjudgeFormat;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.game.RecoveredGame;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.MapFormatException;
import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.zip.GZIPOutputStream;

/**
 * The {@code datc} command: runs DATC-format case files and bundled suites, replays recorded games, plays random games
 * into MILA saved games, lists the rulebook presets.
 *
 * <p>Output contract: stdout carries only result lines and the closing line {@code N passed, M failed}, in UTF-8
 * whatever the platform's locale; each FAIL and each disagreement is one line; progress and diagnostics go to
 * stderr. Exit code 0 when everything passed, 1 when anything failed or disagreed, 2 for a usage or input error
 * (missing or unreadable file, unknown option or preset, a case file with no case or an unknown variant: a one-line
 * message and no stack trace; a case whose text cannot be read: its FAIL line says {@code cannot read case:
 * FILE:LINE}, the other cases still run).
 */
public final class Main {
  private Main() {}

  /** How many years {@code play} plays without {@code --until}, from the map's first year, unless the game ends. */
  static final int DEFAULT_YEARS = 100;

  static final String USAGE = String.join("\n",
      "usage: java -jar datc.jar run [--rules PRESET] [--map MAPFILE] [--suite NAME] [--report FILE.html] [--strict]",
      "                              [FILE...]",
      "       java -jar datc.jar replay [--rules PRESET] [--strict-results] [--known-differences LIST] [--recover]",
      "                                 FILE...",
      "       java -jar datc.jar play [--rules PRESET] [--map ID|MAPFILE] --seed N [--until YEAR] OUT.json",
      "       java -jar datc.jar draw [--rules PRESET] [--phase NAME] [--crop X,Y,W,H] [--out DIR|FILE] FILE",
      "       java -jar datc.jar rules",
      "       java -jar datc.jar run --engine \"CMD\" [--time-limit MS] [run's options]",
      Serve.USAGE,
      Probe.USAGE,
      DaideCommand.USAGE,
      "",
      "run     runs DATC-format case files, or with no FILE a bundled suite (default: datc;",
      "        --suite list lists the suites). One line per case: PASS <id> or FAIL <id>: <what differed>.",
      "        A file's VARIANT_ALL names its map (a shipped map: standard, ancmed, 1900, chaos, ...);",
      "        --map MAPFILE loads a map (this project's format or DPjudge's) for the files whose VARIANT_ALL",
      "        names it and for the files without VARIANT_ALL.",
      "        --report FILE.html also writes one HTML report: a summary table, then each case (failing",
      "        first) with its rules, orders and pictures before, of the result and after (differences marked).",
      "        A case id given twice in a file (jDip's and godip's suites have 6.F.14 twice) is a warning naming",
      "        both lines; both cases run, reported as <id> (line N). --strict makes it an error: the later",
      "        case fails as unreadable.",
      "replay  replays recorded games phase by phase: MILA/dipcc saved games, this library's game files or its",
      "        JSON Lines logs (told from the content; .json, .jsonl, or gzipped .gz); --strict-results also",
      "        compares each unit's result tokens (bounce, cut, void, ...). A game file or log of this library",
      "        carries its own rulebook. --recover: a JSON Lines log cut short by a crash (a last line",
      "        unfinished, phase records after the last state record) is replayed up to its last complete",
      "        record, what was dropped noted on stderr; without it such a log exits 2, saying so.",
      "        The file's map field names its map: MILA's names (standard, pure, ancmed, standard_fleet_rome,",
      "        modern = mila-modern) or a shipped map's id (1900, youngstown, chaos, dpjudge_modern = modern).",
      "        --known-differences LIST: a text file of phases known to disagree (a wrong recording), one a line,",
      "        \"<game file name> <phase>\" (game_RUS.1167.json.gz S1906R), optionally followed by \"| reason\";",
      "        # starts a comment line. Those phases are reported as \"known difference\" and not counted as",
      "        failures (the closing line adds \", K known\"); a listed phase that agrees is a note on stderr.",
      "play    plays a game with uniformly random legal orders to the end of YEAR (or the game's end) and",
      "        writes it as a MILA saved game (.json, or gzipped .json.gz); the same seed gives the same file.",
      "        A game MILA's format cannot hold (another calendar: hundred, classical, ambition; 1898's and",
      "        1897's pending centres and new home centres; vassals; claimed home centres) is written in this",
      "        library's game file format instead. YEAR is the map's first year (1901 on standard) or later (on",
      "        classical, whose years count down, or earlier); without --until the game is played to its end,",
      "        for at most " + DEFAULT_YEARS + " calendar years (to the end of 2000 on standard, 1920 on hundred).",
      "        --map ID: a shipped map (default standard; pure, fleetrome, ancmed, 1900, modern, youngstown,",
      "        chaos, void, aberration, 1898, 1897, loeb9, imperial, hundred, dpjudge-classical, sengoku, zeus,",
      "        vassal, ambition, mila-modern, or a MILA name such as standard_fleet_rome), or a map file as run",
      "        --map takes (a value with a / or ending in .map is a file; so is any other that is no map's id but",
      "        a file's name).",
      "draw    draws SVG pictures of a saved game (either format): each phase with its orders and outcomes",
      "        (<phase>.svg, e.g. S1901M.svg) and the current position; or of a case file: each case before,",
      "        its result and after (<id>-before.svg, <id>-result.svg, <id>-after.svg). Into --out DIR",
      "        (default pictures/); with --phase NAME (a phase or <id>-before/-result/-after) one file;",
      "        with --crop X,Y,W,H that rectangle of the board (in the board's units) in every picture.",
      "        run --engine \"CMD\" runs the cases against another engine, a program started with sh -c CMD that",
      "        speaks the engine protocol (datc-tests/README.md); --time-limit MS bounds each case's answer",
      "        (default " + EngineRunner.DEFAULT_LIMIT_MS + "); an engine that crashes or hangs fails that case and is started again.",
      Serve.HELP,
      Probe.HELP,
      "rules   lists the rulebook presets.",
      DaideCommand.HELP,
      "Each option may be given once.",
      "--rules PRESET   the rulebook for cases that name none (default: datc; the bundled suites expect",
      "                 datc for cases that name none: their outcomes are the DATC's preferences), and for",
      "                 replays and pictures of MILA saved games without this library's extension (default:",
      "                 the rules of their engine, 2000: MILA's engine and dipcc, which write the same format",
      "                 and cannot be told apart by it, move an army ordered VIA to an adjacent province over",
      "                 land unless fleets ordered to convoy it form a chain, as the 2000 rulebook's land",
      "                 fallback does; under datc such games disagree wherever such a convoy is missing).",
      "Input files: case files and lists are UTF-8 of at most 64 MiB; game files at most 64 MiB of JSON",
      "after decompression and 4,000,000 JSON values; maps as maps/README.md says. Larger input exits 2.",
      "Exit code: 0 all passed, 1 something failed or disagreed, 2 usage or input error (a file or a case",
      "that cannot be read).");

  /**
   * Command-line entry point: runs the command and exits with its code (see the class comment and {@code datc
   * help}).
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true,
        StandardCharsets.UTF_8);
    PrintStream err = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.err), true,
        StandardCharsets.UTF_8);
    int code = run(args, out, err);
    out.flush();
    err.flush();
    System.exit(code);
  }

  /** A usage or input error: exit code 2 with a one-line message. */
  static final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
      super(message);
    }
  }

  /** Runs the command with the given arguments; returns the exit code. Used by tests in-process. */
  static int run(String[] args, PrintStream out, PrintStream err) {
    try {
      if (args.length == 0) {
        throw new UsageException("no command given");
      }
      if (args.length > 1 && (args[1].equals("--help") || args[1].equals("-h"))) {
        out.println(USAGE); // every command's usage: datc COMMAND --help
        return 0;
      }
      switch (args[0]) {
        case "run":
          return runCases(rest(args), out, err);
        case "replay":
          return replay(rest(args), out, err);
        case "play":
          return play(rest(args), out, err);
        case "daide":
          try {
            return DaideCommand.run(rest(args), out, err);
          } catch (DaideCommand.UsageException e) {
            throw new UsageException(e.getMessage());
          }
        case "draw":
          return Draw.run(rest(args), out, err);
        case "serve":
          return Serve.run(rest(args), System.in, out, err);
        case "probe":
          return Probe.run(rest(args), out, err);
        case "rules":
          if (args.length > 1) {
            throw new UsageException("rules takes no arguments");
          }
          for (Map.Entry<String, String> e : Rulebook.presetSummaries().entrySet()) {
            out.println(e.getKey() + "\t" + e.getValue());
          }
          return 0;
        case "--help":
        case "-h":
        case "help":
          out.println(USAGE);
          return 0;
        default:
          throw new UsageException("unknown command \"" + args[0] + "\"");
      }
    } catch (UsageException e) {
      err.println("datc: " + e.getMessage() + " (see datc --help)");
      return 2;
    }
  }

  private static String[] rest(String[] args) {
    String[] r = new String[args.length - 1];
    System.arraycopy(args, 1, r, 0, r.length);
    return r;
  }

  private static Rulebook preset(String name) throws UsageException {
    try {
      return Rulebook.preset(name);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  // ---------------------------------------------------------------------------------------------- run

  private static int runCases(String[] args, PrintStream out, PrintStream err) throws UsageException {
    Rulebook rules = Rulebook.datc();
    String suite = null;
    String mapFile = null;
    String reportFile = null;
    boolean strict = false;
    String engineCommand = null;
    long limit = EngineRunner.DEFAULT_LIMIT_MS;
    List<String> files = new ArrayList<>();
    Set<String> given = new HashSet<>();
    for (int i = 0; i < args.length; i++) {
      switch (once(given, args[i])) {
        case "--rules":
          rules = preset(value(args, ++i, "--rules"));
          break;
        case "--report":
          reportFile = value(args, ++i, "--report");
          break;
        case "--suite":
          suite = value(args, ++i, "--suite");
          break;
        case "--map":
          mapFile = value(args, ++i, "--map");
          break;
        case "--strict":
          strict = true;
          break;
        case "--engine":
          engineCommand = value(args, ++i, "--engine");
          break;
        case "--time-limit":
          limit = number(value(args, ++i, "--time-limit"), "--time-limit");
          if (limit < 1 || limit > 3_600_000) {
            throw new UsageException("--time-limit needs milliseconds from 1 to 3600000, not " + limit);
          }
          break;
        default:
          if (args[i].startsWith("--")) {
            throw new UsageException("unknown option " + args[i]);
          }
          files.add(args[i]);
      }
    }
    if (engineCommand == null && given.contains("--time-limit")) {
      throw new UsageException("--time-limit needs --engine");
    }
    if ("list".equals(suite)) {
      for (Map.Entry<String, String> e : Suites.SUITES.entrySet()) {
        out.println(e.getKey() + "\t" + e.getValue());
      }
      return 0;
    }
    if (suite != null && !files.isEmpty()) {
      throw new UsageException("give either --suite or files, not both");
    }
    writable(reportFile == null ? null : OutputPaths.fileProblem(reportFile));
    List<Suites.Resource> inputs = new ArrayList<>();
    if (files.isEmpty()) {
      String name = suite == null ? "datc" : suite;
      if (!Suites.SUITES.containsKey(name)) {
        throw new UsageException("unknown suite \"" + name + "\"; known suites: " + String.join(", ", Suites.SUITES.keySet()));
      }
      inputs.addAll(Suites.files(name));
    } else {
      for (String f : files) {
        inputs.add(new Suites.Resource(f, readText(f)));
      }
    }
    CaseMaps maps = mapFile == null ? CaseMaps.shipped() : CaseMaps.withUserMap(loadMap(mapFile));
    // Read every file first, so that a file that cannot be read as a whole is reported before any output.
    List<List<DatcCase>> cases = new ArrayList<>();
    for (Suites.Resource r : inputs) {
      try {
        cases.add(CaseFileReader.readLenient(r.name(), r.text(), maps, strict));
      } catch (CaseFormatException e) {
        throw new UsageException("cannot read " + e.getMessage());
      }
    }
    CaseRunner runner = new CaseRunner(maps.defaultMap(), rules);
    HtmlReport report = reportFile == null ? null : new HtmlReport("dipjudge conformance report");
    if (report != null) {
      runner.tracer = report::trace;
    }
    EngineRunner engine = engineCommand == null ? null
        : EngineRunner.start(engineCommand, maps.defaultMap(), rules, limit, err);
    if (engine != null && report != null) {
      engine.tracer = report::trace;
    }
    int passed = 0;
    int failed = 0;
    int unreadable = 0;
    for (int f = 0; f < inputs.size(); f++) {
      err.println("running " + inputs.get(f).name());
      for (DatcCase c : cases.get(f)) {
        CaseRunner.Verdict v = engine == null ? runner.run(c) : engine.run(c);
        if (report != null) {
          report.verdict(c, v, rules.name());
        }
        for (String w : v.warnings()) {
          err.println("warning: " + oneLine(w));
        }
        if (v.passed()) {
          passed++;
          out.println("PASS " + v.id() + (v.message().isEmpty() ? "" : " (" + oneLine(v.message()) + ")"));
        } else {
          failed++;
          if (v.unreadable()) {
            unreadable++;
          }
          out.println("FAIL " + v.id() + ": " + oneLine(v.message()));
        }
      }
    }
    out.println(passed + " passed, " + failed + " failed");
    if (engine != null) {
      err.println("the engine was started " + engine.starts() + (engine.starts() == 1 ? " time" : " times"));
      engine.close();
    }
    if (report != null) {
      try {
        report.write(Path.of(reportFile));
      } catch (IOException e) {
        throw new UsageException("cannot write the report " + reportFile + ": " + e.getMessage());
      }
      err.println("report written to " + reportFile);
    }
    if (files.isEmpty() && failed > 0 && !rules.equals(Rulebook.datc()) && engine == null) {
      // The bundled suites state each case's outcome under its own RULES line, else under the DATC v3.0
      // preferences: a case that names no rules and depends on a chapter-4 choice fails under another preset.
      err.println("datc: note: the bundled suite states the outcomes of the DATC v3.0 preferences (the datc preset)"
          + " for cases that name no rules; under --rules " + rules.name() + " the cases that depend on a chapter-4"
          + " choice differ. The cases under other choices are in --suite datc-options.");
    }
    if (unreadable > 0) {
      err.println("datc: " + unreadable + (unreadable == 1 ? " case" : " cases")
          + " cannot be read (the FAIL lines that say \"cannot read case\")");
      return 2;
    }
    return failed == 0 ? 0 : 1;
  }

  /** A user's map file, in either format (GameMap.load); a file that cannot be loaded is an input error. */
  private static GameMap loadMap(String file) throws UsageException {
    Path p = Path.of(file);
    if (!Files.exists(p)) {
      throw new UsageException("no such map file: " + file);
    }
    try {
      return GameMap.load(p);
    } catch (MapFormatException e) {
      // One line: the first problem on a line of the file (a problem of the whole file has line 0), and a count.
      List<MapFormatException.Problem> problems = e.problems();
      MapFormatException.Problem shown = problems.get(0);
      for (MapFormatException.Problem problem : problems) {
        if (problem.line() > 0) {
          shown = problem;
          break;
        }
      }
      int more = problems.size() - 1;
      throw new UsageException("cannot load the map " + file + ": " + oneLine(shown.toString())
          + (more > 0 ? " (and " + more + " more problem" + (more == 1 ? "" : "s") + ")" : ""));
    } catch (CharacterCodingException e) {
      throw new UsageException("cannot read the map " + badUtf8(p, e));
    } catch (IOException | RuntimeException e) {
      throw new UsageException("cannot read the map " + file + ": " + oneLine(String.valueOf(e.getMessage())));
    }
  }

  /**
   * Where a map file's bytes are not UTF-8 (the loader's exception says only "Input length = N"): its line and
   * byte offset, found by reading the file again as a case file is read (bounded).
   */
  private static String badUtf8(Path file, CharacterCodingException e) {
    try (InputStream in = Files.newInputStream(file)) {
      InputText.read(in, file.toString(), InputText.MAX_BYTES);
    } catch (CaseFormatException located) {
      return oneLine(located.getMessage());
    } catch (IOException | RuntimeException again) {
      // reported below as the loader saw it
    }
    return file + ": not UTF-8 (in a file it includes): " + oneLine(String.valueOf(e.getMessage()));
  }

  /**
   * The option, after checking that it was not given before: an option given twice is a usage error, whatever
   * the values (the last one winning would hide a typo in a script). Words that are no option pass through.
   */
  private static String once(Set<String> given, String arg) throws UsageException {
    if (arg.startsWith("--") && !given.add(arg)) {
      throw new UsageException(arg + " is given twice");
    }
    return arg;
  }

  private static String oneLine(String s) {
    return s.replace('\n', ' ').replace('\r', ' ');
  }

  private static String value(String[] args, int i, String option) throws UsageException {
    if (i >= args.length) {
      throw new UsageException(option + " needs a value");
    }
    return args[i];
  }

  /** A case file's text: UTF-8 and at most {@link InputText#MAX_BYTES}, both checked while reading. */
  private static String readText(String file) throws UsageException {
    try (InputStream in = Files.newInputStream(Path.of(file))) {
      return InputText.read(in, file, InputText.MAX_BYTES);
    } catch (CaseFormatException e) {
      throw new UsageException("cannot read " + oneLine(e.getMessage()));
    } catch (NoSuchFileException e) {
      throw new UsageException("no such file: " + file);
    } catch (IOException | RuntimeException e) {
      throw new UsageException("cannot read " + file + ": " + e.getMessage());
    }
  }

  // ---------------------------------------------------------------------------------------------- replay

  private static int replay(String[] args, PrintStream out, PrintStream err) throws UsageException {
    Rulebook rules = null; // MILA's files: the rules of their engine (MilaFormat.engineRules())
    boolean strict = false;
    boolean recover = false;
    String knownFile = null;
    List<String> files = new ArrayList<>();
    Set<String> given = new HashSet<>();
    for (int i = 0; i < args.length; i++) {
      switch (once(given, args[i])) {
        case "--rules":
          rules = preset(value(args, ++i, "--rules"));
          break;
        case "--strict-results":
          strict = true;
          break;
        case "--recover":
          recover = true;
          break;
        case "--help":
          out.println(USAGE);
          return 0;
        case "--known-differences":
          knownFile = value(args, ++i, "--known-differences");
          break;
        default:
          if (args[i].startsWith("--")) {
            throw new UsageException("unknown option " + args[i]);
          }
          files.add(args[i]);
      }
    }
    if (files.isEmpty()) {
      throw new UsageException("replay needs at least one game file");
    }
    KnownDifferences known = knownDifferences(knownFile);
    // Read every file first, so that an unreadable one is reported before any output.
    List<Replayer.Report> reports = new ArrayList<>();
    Replayer replayer = new Replayer(strict);
    for (String f : files) {
      reports.add(replayOne(f, rules, replayer, recover, err));
    }
    int passed = 0;
    int failed = 0;
    int knownCount = 0;
    for (int g = 0; g < files.size(); g++) {
      String file = files.get(g);
      Replayer.Report report = reports.get(g);
      out.println(file + ": " + report.agreeing() + "/" + report.total() + " phases");
      Set<String> disagreeing = new HashSet<>();
      for (Replayer.Disagreement d : report.disagreements()) {
        disagreeing.add(d.phase());
        boolean isKnown = known.contains(file, d.phase());
        knownCount += isKnown ? 1 : 0;
        out.println("  " + d.phase() + ": " + (isKnown ? "known difference: " : "") + oneLine(d.difference()));
      }
      for (String note : report.notes()) {
        err.println("note: " + file + ": " + note);
      }
      known.listedButAgreeing(file, disagreeing).forEach((phase, where) -> err.println("note: " + file + ": "
          + phase + " is listed as a known difference (" + where + ") but agrees"));
      passed += report.agreeing();
      failed += report.total() - report.agreeing();
    }
    out.println(passed + " passed, " + (failed - knownCount) + " failed"
        + (knownFile == null ? "" : ", " + knownCount + " known"));
    return failed - knownCount == 0 ? 0 : 1;
  }

  /** A read of a saved game that may fail. */
  private interface CheckedRead {
    Object read() throws IOException, GameFormatException;
  }

  /** The report; when every phase agreed, after the game file read with every check passes (else its error). */
  private static Replayer.Report checked(Replayer.Report report, CheckedRead read)
      throws IOException, GameFormatException {
    if (report.agreeing() == report.total()) {
      read.read();
    }
    return report;
  }

  /** An output path that cannot be written ({@link OutputPaths}): exit 2 before any work. */
  private static void writable(String problem) throws UsageException {
    if (problem != null) {
      throw new UsageException(problem);
    }
  }

  /** The file of known differences, or none when the option is not given; a file that cannot be read exits 2. */
  private static KnownDifferences knownDifferences(String file) throws UsageException {
    if (file == null) {
      return KnownDifferences.none();
    }
    try {
      return KnownDifferences.parse(file, readText(file));
    } catch (CaseFormatException e) {
      throw new UsageException("cannot read the known differences " + oneLine(e.getMessage()));
    }
  }

  // ---------------------------------------------------------------------------------------------- play

  private static int play(String[] args, PrintStream out, PrintStream err) throws UsageException {
    Rulebook rules = Rulebook.datc();
    String mapId = "standard";
    Long seed = null;
    Integer until = null;
    String file = null;
    Set<String> given = new HashSet<>();
    for (int i = 0; i < args.length; i++) {
      switch (once(given, args[i])) {
        case "--rules":
          rules = preset(value(args, ++i, "--rules"));
          break;
        case "--map":
          mapId = value(args, ++i, "--map");
          break;
        case "--seed":
          seed = number(value(args, ++i, "--seed"), "--seed");
          break;
        case "--until":
          long y = number(value(args, ++i, "--until"), "--until");
          if (y < 1 || y > 9_998) {
            // The library's years end at 9999 (Phase): the game then stops at the Spring of 9999 at the latest.
            throw new UsageException("--until needs a year from 1 to 9998, not " + y);
          }
          until = (int) y;
          break;
        default:
          if (args[i].startsWith("--")) {
            throw new UsageException("unknown option " + args[i]);
          }
          if (file != null) {
            throw new UsageException("play writes one file; given " + file + " and " + args[i]);
          }
          file = args[i];
      }
    }
    if (seed == null || file == null) {
      throw new UsageException("play needs --seed N and the file to write");
    }
    writable(OutputPaths.fileProblem(file));
    GameMap map = playMap(mapId);
    int first = map.firstPhase().year();
    int step = map.calendar().yearStep(); // 5 on hundred; -1 on classical, whose years count down
    if (until == null) {
      until = (int) Math.max(1L, Math.min(9_998L, (long) first + (long) (DEFAULT_YEARS - 1) * step));
    } else if (step > 0 ? until < first : until > first) {
      throw new UsageException("--until " + until + " is " + (step > 0 ? "before" : "after") + " the game's first year, "
          + first + " (the map " + map.id() + " starts in " + first + (step > 0 ? "" : " and counts years down")
          + ")");
    }
    Game game = RandomPlayer.play(map, rules, seed, until, "dipjudge-play-" + rules.name() + "-" + seed);
    Path target = Path.of(file);
    try (OutputStream raw = Files.newOutputStream(target);
        OutputStream o = file.endsWith(".gz") ? new GZIPOutputStream(raw) : raw) {
      if (MilaFormat.canWrite(map)) {
        MilaFormat.write(game, o);
        o.write('\n');
      } else {
        DipjudgeFormat.write(game, o); // MILA's format has no field for pending centres, reassigned homes or vassals
      }
    } catch (IOException e) {
      throw new UsageException("cannot write " + file + ": " + oneLine(String.valueOf(e.getMessage())));
    }
    out.println(file + ": " + game.history().size() + " phases adjudicated, " + game.position().phase().code()
        + (game.ending().isPresent() ? ", " + game.ending().get().how() : ""));
    return 0;
  }

  /**
   * The map {@code play --map} names: a file when the value has a path separator or ends in {@code .map}, else a
   * shipped map's id or MILA's name of one, else a file of that name when there is one (so {@code modern} is always
   * the shipped map, {@code ./modern} a file).
   */
  private static GameMap playMap(String value) throws UsageException {
    boolean path = value.indexOf('/') >= 0 || value.indexOf('\\') >= 0
        || value.toLowerCase(java.util.Locale.ROOT).endsWith(".map");
    if (!path && (GameMap.variants().contains(value) || MilaFormat.knownMap(value).isPresent() || !isFile(value))) {
      return shippedMap(value);
    }
    return loadMap(value);
  }

  private static boolean isFile(String name) {
    try {
      return Files.isRegularFile(Path.of(name));
    } catch (java.nio.file.InvalidPathException e) {
      return false;
    }
  }

  /**
   * The shipped map {@code play --map} names: by its id ({@code modern} is DPjudge's), or else by the name MILA's
   * saved games give it ({@code standard_fleet_rome}).
   */
  private static GameMap shippedMap(String id) throws UsageException {
    if (GameMap.variants().contains(id)) {
      return GameMap.variant(id);
    }
    return MilaFormat.knownMap(id).orElseThrow(() -> new UsageException("unknown map \"" + id + "\"; known maps: "
        + String.join(", ", GameMap.variants()) + " (and MILA's names of them, such as standard_fleet_rome), or a map file"));
  }

  private static long number(String text, String option) throws UsageException {
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw new UsageException(option + " needs a whole number, not \"" + text + "\"");
    }
  }

  /**
   * Reads a saved game and replays it: this library's game file or a MILA saved game, told from the content
   * (GameFiles); a missing, unreadable or broken file is an input error.
   */
  private static Replayer.Report replayOne(String file, Rulebook rules, Replayer replayer, boolean recover,
      PrintStream err) throws UsageException {
    Path p = Path.of(file);
    if (!Files.exists(p)) {
      throw new UsageException("no such file: " + file);
    }
    try {
      switch (GameFiles.detect(p)) {
        case DIPJUDGE:
          // Read trusting the positions, so that a recorded position the replay does not give is reported at its
          // phase; a game that agrees throughout is then read checked (its recorded results and outcome too).
          return checked(replayer.replay(DipjudgeFormat.read(p, DipjudgeFormat.Check.POSITIONS)),
              () -> DipjudgeFormat.read(p, DipjudgeFormat.Check.ADJUDICATION));
        case LINES:
          if (!recover) {
            return checked(replayer.replay(DipjudgeFormat.readLines(p, DipjudgeFormat.Check.POSITIONS)),
                () -> DipjudgeFormat.readLines(p, DipjudgeFormat.Check.ADJUDICATION));
          }
          RecoveredGame r = DipjudgeFormat.recoverLines(p, DipjudgeFormat.Check.POSITIONS);
          if (!r.isWhole()) {
            err.println("note: " + file + ": recovered up to the last complete record; dropped " + r.dropped());
          }
          return checked(replayer.replay(r.game()), () -> DipjudgeFormat.recoverLines(p, DipjudgeFormat.Check.ADJUDICATION));
        case NEITHER:
          throw new UsageException("cannot read the saved game " + file + ": neither this library's game file (no"
              + " top-level \"format\" field) nor a MILA saved game (no top-level \"phases\" field)");
        default:
          return replayer.replay(rules == null ? MilaFormat.readSaved(p) : MilaFormat.readSaved(p, rules));
      }
    } catch (GameFormatException e) {
      throw new UsageException("cannot read the saved game " + oneLine(e.getMessage()));
    } catch (IOException | RuntimeException e) {
      throw new UsageException("cannot read " + file + ": " + oneLine(String.valueOf(e.getMessage())));
    }
  }

}
