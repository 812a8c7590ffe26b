package io.github.dipjudge.datc;

import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.GameFileException;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.game.SavedGame;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.MapFormatException;
import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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

  static final String USAGE = String.join("\n",
      "usage: java -jar datc.jar run [--rules PRESET] [--map MAPFILE] [--suite NAME] [FILE...]",
      "       java -jar datc.jar replay [--rules PRESET] [--strict-results] FILE...",
      "       java -jar datc.jar play [--rules PRESET] [--map ID|MAPFILE] --seed N --until YEAR OUT.json",
      "       java -jar datc.jar rules",
      "",
      "run     runs DATC-format case files, or with no FILE a bundled suite (default: datc;",
      "        --suite list lists the suites). One line per case: PASS <id> or FAIL <id>: <what differed>.",
      "        A file's VARIANT_ALL names its map (a shipped map: standard, ancmed, 1900, chaos, ...);",
      "        --map MAPFILE loads a map (this project's format or DPjudge's) for the files whose VARIANT_ALL",
      "        names it and for the files without VARIANT_ALL.",
      "replay  replays recorded games (MILA/dipcc JSON, .json or .json.gz) phase by phase;",
      "        --strict-results also compares each unit's result tokens (bounce, cut, void, ...).",
      "        The file's map field names its map: MILA's names (standard, pure, ancmed, standard_fleet_rome,",
      "        modern = mila-modern) or a shipped map's id (1900, youngstown, chaos, dpjudge_modern = modern).",
      "play    plays a game with uniformly random legal orders to the end of YEAR (or the game's end) and",
      "        writes it as a MILA saved game (.json, or gzipped .json.gz); the same seed gives the same file.",
      "        --map ID: a shipped map (default standard; pure, fleetrome, ancmed, 1900, modern, youngstown,",
      "        chaos, void, aberration, mila-modern, or a MILA name such as standard_fleet_rome), or a map file as",
      "        run --map takes (a value with a / or ending in .map is a file; so is any other that is no map's",
      "        id but a file's name).",
      "rules   lists the rulebook presets.",
      "--rules PRESET   the rulebook for cases that name none, and for replays (default: datc). The bundled",
      "                 suites expect datc for cases that name none: their outcomes are the DATC's preferences.",
      "Exit code: 0 all passed, 1 something failed or disagreed, 2 usage or input error (a file or a case",
      "that cannot be read).");

  /** Command-line entry point. */
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
  private static final class UsageError extends Exception {
    private static final long serialVersionUID = 1L;

    UsageError(String message) {
      super(message);
    }
  }

  /** Runs the command with the given arguments; returns the exit code. Used by tests in-process. */
  static int run(String[] args, PrintStream out, PrintStream err) {
    try {
      if (args.length == 0) {
        throw new UsageError("no command given");
      }
      switch (args[0]) {
        case "run":
          return runCases(rest(args), out, err);
        case "replay":
          return replay(rest(args), out, err);
        case "play":
          return play(rest(args), out, err);
        case "rules":
          if (args.length > 1) {
            throw new UsageError("rules takes no arguments");
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
          throw new UsageError("unknown command \"" + args[0] + "\"");
      }
    } catch (UsageError e) {
      err.println("datc: " + e.getMessage() + " (see datc --help)");
      return 2;
    }
  }

  private static String[] rest(String[] args) {
    String[] r = new String[args.length - 1];
    System.arraycopy(args, 1, r, 0, r.length);
    return r;
  }

  private static Rulebook preset(String name) throws UsageError {
    try {
      return Rulebook.preset(name);
    } catch (IllegalArgumentException e) {
      throw new UsageError(e.getMessage());
    }
  }

  // ---------------------------------------------------------------------------------------------- run

  private static int runCases(String[] args, PrintStream out, PrintStream err) throws UsageError {
    Rulebook rules = Rulebook.datc();
    String suite = null;
    String mapFile = null;
    List<String> files = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--rules":
          rules = preset(value(args, ++i, "--rules"));
          break;
        case "--suite":
          suite = value(args, ++i, "--suite");
          break;
        case "--map":
          if (mapFile != null) {
            throw new UsageError("--map is given twice");
          }
          mapFile = value(args, ++i, "--map");
          break;
        default:
          if (args[i].startsWith("--")) {
            throw new UsageError("unknown option " + args[i]);
          }
          files.add(args[i]);
      }
    }
    if ("list".equals(suite)) {
      for (Map.Entry<String, String> e : Suites.SUITES.entrySet()) {
        out.println(e.getKey() + "\t" + e.getValue());
      }
      return 0;
    }
    if (suite != null && !files.isEmpty()) {
      throw new UsageError("give either --suite or files, not both");
    }
    List<Suites.Resource> inputs = new ArrayList<>();
    if (files.isEmpty()) {
      String name = suite == null ? "datc" : suite;
      if (!Suites.SUITES.containsKey(name)) {
        throw new UsageError("unknown suite \"" + name + "\"; known suites: " + String.join(", ", Suites.SUITES.keySet()));
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
        cases.add(CaseFileReader.readLenient(r.name(), r.text(), maps));
      } catch (CaseFormatException e) {
        throw new UsageError("cannot read " + e.getMessage());
      }
    }
    CaseRunner runner = new CaseRunner(maps.defaultMap(), rules);
    int passed = 0;
    int failed = 0;
    int unreadable = 0;
    for (int f = 0; f < inputs.size(); f++) {
      err.println("running " + inputs.get(f).name());
      for (DatcCase c : cases.get(f)) {
        CaseRunner.Verdict v = runner.run(c);
        for (String w : v.warnings()) {
          err.println("warning: " + oneLine(w));
        }
        if (v.passed()) {
          passed++;
          out.println("PASS " + c.id);
        } else {
          failed++;
          if (v.unreadable()) {
            unreadable++;
          }
          out.println("FAIL " + c.id + ": " + oneLine(v.message()));
        }
      }
    }
    out.println(passed + " passed, " + failed + " failed");
    if (files.isEmpty() && failed > 0 && !rules.equals(Rulebook.datc())) {
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
  private static GameMap loadMap(String file) throws UsageError {
    Path p = Path.of(file);
    if (!Files.exists(p)) {
      throw new UsageError("no such map file: " + file);
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
      throw new UsageError("cannot load the map " + file + ": " + oneLine(shown.toString())
          + (more > 0 ? " (and " + more + " more problem" + (more == 1 ? "" : "s") + ")" : ""));
    } catch (IOException | RuntimeException e) {
      throw new UsageError("cannot read the map " + file + ": " + oneLine(String.valueOf(e.getMessage())));
    }
  }

  private static String oneLine(String s) {
    return s.replace('\n', ' ').replace('\r', ' ');
  }

  private static String value(String[] args, int i, String option) throws UsageError {
    if (i >= args.length) {
      throw new UsageError(option + " needs a value");
    }
    return args[i];
  }

  private static String readText(String file) throws UsageError {
    try {
      return Files.readString(Path.of(file), StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      throw new UsageError("no such file: " + file);
    } catch (IOException | RuntimeException e) {
      throw new UsageError("cannot read " + file + ": " + e.getMessage());
    }
  }

  // ---------------------------------------------------------------------------------------------- replay

  private static int replay(String[] args, PrintStream out, PrintStream err) throws UsageError {
    Rulebook rules = Rulebook.datc();
    boolean strict = false;
    List<String> files = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--rules":
          rules = preset(value(args, ++i, "--rules"));
          break;
        case "--strict-results":
          strict = true;
          break;
        default:
          if (args[i].startsWith("--")) {
            throw new UsageError("unknown option " + args[i]);
          }
          files.add(args[i]);
      }
    }
    if (files.isEmpty()) {
      throw new UsageError("replay needs at least one game file");
    }
    // Read every file first, so that an unreadable one is reported before any output.
    List<SavedGame> games = new ArrayList<>();
    for (String f : files) {
      games.add(readSaved(f, rules));
    }
    Replayer replayer = new Replayer(strict);
    int passed = 0;
    int failed = 0;
    for (int g = 0; g < files.size(); g++) {
      Replayer.Report report = replayer.replay(games.get(g));
      out.println(files.get(g) + ": " + report.agreeing() + "/" + report.total() + " phases");
      for (Replayer.Disagreement d : report.disagreements()) {
        out.println("  " + d.phase() + ": " + oneLine(d.difference()));
      }
      for (String note : report.notes()) {
        err.println("note: " + files.get(g) + ": " + note);
      }
      passed += report.agreeing();
      failed += report.total() - report.agreeing();
    }
    out.println(passed + " passed, " + failed + " failed");
    return failed == 0 ? 0 : 1;
  }

  // ---------------------------------------------------------------------------------------------- play

  private static int play(String[] args, PrintStream out, PrintStream err) throws UsageError {
    Rulebook rules = Rulebook.datc();
    String mapId = "standard";
    Long seed = null;
    Integer until = null;
    String file = null;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
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
            throw new UsageError("--until needs a year from 1 to 9998, not " + y);
          }
          until = (int) y;
          break;
        default:
          if (args[i].startsWith("--")) {
            throw new UsageError("unknown option " + args[i]);
          }
          if (file != null) {
            throw new UsageError("play writes one file; given " + file + " and " + args[i]);
          }
          file = args[i];
      }
    }
    if (seed == null || until == null || file == null) {
      throw new UsageError("play needs --seed N, --until YEAR and the file to write");
    }
    GameMap map = playMap(mapId);
    Game game = RandomPlayer.play(map, rules, seed, until, "dipjudge-play-" + rules.name() + "-" + seed);
    Path target = Path.of(file);
    try (OutputStream raw = Files.newOutputStream(target);
        OutputStream o = file.endsWith(".gz") ? new GZIPOutputStream(raw) : raw) {
      MilaFormat.write(game, o);
      o.write('\n');
    } catch (IOException e) {
      throw new UsageError("cannot write " + file + ": " + oneLine(String.valueOf(e.getMessage())));
    }
    out.println(file + ": " + game.history().size() + " phases adjudicated, " + game.position().phase().code()
        + (game.outcome().isPresent() ? ", " + game.outcome().get().how() : ""));
    return 0;
  }

  /**
   * The map {@code play --map} names: a file when the value has a path separator or ends in {@code .map}, else a
   * shipped map's id or MILA's name of one, else a file of that name when there is one (so {@code modern} is always
   * the shipped map, {@code ./modern} a file).
   */
  private static GameMap playMap(String value) throws UsageError {
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
  private static GameMap shippedMap(String id) throws UsageError {
    if (GameMap.variants().contains(id)) {
      return GameMap.variant(id);
    }
    return MilaFormat.knownMap(id).orElseThrow(() -> new UsageError("unknown map \"" + id + "\"; known maps: "
        + String.join(", ", GameMap.variants()) + " (and MILA's names of them, such as standard_fleet_rome), or a map file"));
  }

  private static long number(String text, String option) throws UsageError {
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw new UsageError(option + " needs a whole number, not \"" + text + "\"");
    }
  }

  /** Reads a saved game for replay; a missing, unreadable or broken file is an input error. */
  private static SavedGame readSaved(String file, Rulebook rules) throws UsageError {
    Path p = Path.of(file);
    if (!Files.exists(p)) {
      throw new UsageError("no such file: " + file);
    }
    try {
      return MilaFormat.readSaved(p, rules);
    } catch (GameFileException e) {
      throw new UsageError("cannot read the saved game " + oneLine(e.getMessage()));
    } catch (IOException | RuntimeException e) {
      throw new UsageError("cannot read " + file + ": " + oneLine(String.valueOf(e.getMessage())));
    }
  }

}
