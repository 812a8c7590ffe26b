package io.github.dipjudge.datc;

import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.GameFormatException;
import io.github.dipjudge.game.DipjudgeFormat;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.game.Turn;
import io.github.dipjudge.render.MapRenderer;
import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code datc draw}: pictures (SVG) of a saved game, this library's format or MILA's ({@code .json},
 * {@code .json.gz}): each adjudicated phase with its orders and their outcomes ({@code <phase>.svg}, the phase's
 * code such as {@code S1901M}) and the current position; or of a case file: each case before (with its orders),
 * its result, its retreats and after (datc-tests/README.md, "Pictures").
 */
final class Draw {
  private Draw() {}

  /** A usage or input error of draw: the message, exit code 2. */
  static final class DrawException extends Exception {
    private static final long serialVersionUID = 1L;

    DrawException(String message) {
      super(message);
    }
  }

  /** Runs {@code datc draw} with the arguments after {@code draw}; returns the exit code (0, or 2 on an error). */
  static int run(String[] args, PrintStream out, PrintStream err) {
    try {
      Rulebook rules = null; // case files: datc; MILA's saved games: the rules of their engine
      String phase = null;
      String outPath = null;
      String file = null;
      double[] crop = null;
      java.util.Set<String> given = new java.util.HashSet<>();
      for (int i = 0; i < args.length; i++) {
        String a = args[i];
        if (a.equals("--rules") || a.equals("--phase") || a.equals("--out") || a.equals("--crop")) {
          if (!given.add(a)) {
            throw new DrawException(a + " is given twice");
          }
          if (i + 1 >= args.length) {
            throw new DrawException(a + " needs a value");
          }
          String v = args[++i];
          if (a.equals("--rules")) {
            rules = preset(v);
          } else if (a.equals("--phase")) {
            phase = v;
          } else if (a.equals("--crop")) {
            crop = crop(v);
          } else {
            outPath = v;
          }
        } else if (a.startsWith("--")) {
          throw new DrawException("unknown option " + a);
        } else if (file != null) {
          throw new DrawException("draw takes one file");
        } else {
          file = a;
        }
      }
      if (file == null) {
        throw new DrawException("draw needs a saved game or a case file");
      }
      return draw(rules, phase, outPath, file, crop, out);
    } catch (DrawException e) {
      err.println("datc: " + e.getMessage() + " (see datc --help)");
      return 2;
    }
  }

  private static Rulebook preset(String name) throws DrawException {
    try {
      return Rulebook.preset(name);
    } catch (IllegalArgumentException e) {
      throw new DrawException(e.getMessage());
    }
  }

  /** {@code --crop X,Y,W,H}: four finite numbers, the width and height positive. */
  private static double[] crop(String v) throws DrawException {
    String[] f = v.split(",", -1);
    double[] out = new double[4];
    try {
      if (f.length != 4) {
        throw new NumberFormatException();
      }
      for (int i = 0; i < 4; i++) {
        out[i] = Double.parseDouble(f[i].strip());
        if (!Double.isFinite(out[i])) {
          throw new NumberFormatException();
        }
      }
    } catch (NumberFormatException e) {
      throw new DrawException("--crop needs X,Y,WIDTH,HEIGHT (four numbers, in the board's units), not \"" + v + "\"");
    }
    if (out[2] <= 0 || out[3] <= 0) {
      throw new DrawException("--crop needs a positive width and height, not \"" + v + "\"");
    }
    return out;
  }

  private static int draw(Rulebook rules, String phase, String outPath, String file, double[] crop,
      PrintStream out) throws DrawException {
    // The output is checked before any work: a path that cannot be written exits 2 at once, naming it.
    String unwritable = phase != null ? OutputPaths.fileProblem(outPath == null ? phase + ".svg" : outPath)
        : OutputPaths.folderProblem(outPath == null ? "pictures" : outPath);
    if (unwritable != null) {
      throw new DrawException(unwritable);
    }
    Map<String, String> pictures = isSavedGame(file) ? game(file, rules, crop)
        : cases(file, rules == null ? Rulebook.datc() : rules, crop);
    if (phase != null) {
      String key = null;
      for (String name : pictures.keySet()) {
        if (name.equalsIgnoreCase(phase)) {
          key = name;
        }
      }
      if (key == null) {
        throw new DrawException("no phase or case \"" + phase + "\" in " + file + " (there are: "
            + String.join(", ", pictures.keySet()) + ")");
      }
      Path target = Path.of(outPath == null ? key + ".svg" : outPath);
      write(target, pictures.get(key));
      out.println(target);
      return 0;
    }
    Path dir = Path.of(outPath == null ? "pictures" : outPath);
    try {
      Files.createDirectories(dir);
    } catch (IOException e) {
      throw new DrawException("cannot create the folder " + dir + ": " + e.getMessage());
    }
    for (Map.Entry<String, String> e : pictures.entrySet()) {
      write(dir.resolve(e.getKey() + ".svg"), e.getValue());
    }
    out.println(pictures.size() + " pictures in " + dir);
    return 0;
  }

  /** Whether the file is a saved game by its name: .json or .jsonl (a JSON Lines log), gzipped or not. */
  private static boolean isSavedGame(String file) {
    String name = file.endsWith(".gz") ? file.substring(0, file.length() - 3) : file;
    return name.endsWith(".json") || name.endsWith(".jsonl");
  }

  private static void write(Path p, String svg) throws DrawException {
    try {
      Files.writeString(p, svg, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new DrawException("cannot write " + p + ": " + e.getMessage());
    }
  }

  /** Every phase of a saved game, by its code, then the current position. */
  private static Map<String, String> game(String file, Rulebook rules, double[] crop) throws DrawException {
    Game g = readGame(file, rules);
    MapRenderer r = cropped(renderer(g, file), crop, file);
    Map<String, String> out = new LinkedHashMap<>();
    for (Turn t : g.history()) {
      if (!t.skipped()) {
        out.put(t.position().phase().code(), r.result(t.position(), t.result()));
      }
    }
    out.putIfAbsent(g.position().phase().code(), r.position(g.position()));
    return out;
  }

  private static MapRenderer cropped(MapRenderer r, double[] crop, String file) throws DrawException {
    if (crop == null) {
      return r;
    }
    try {
      return r.crop(crop[0], crop[1], crop[2], crop[3]);
    } catch (IllegalArgumentException e) {
      throw new DrawException(file + ": " + e.getMessage());
    }
  }

  private static MapRenderer renderer(Game g, String file) throws DrawException {
    try {
      return MapRenderer.of(g.map());
    } catch (IllegalArgumentException e) {
      throw new DrawException(file + ": " + e.getMessage());
    }
  }

  private static Game readGame(String file, Rulebook rules) throws DrawException {
    Path p = Path.of(file);
    if (!Files.exists(p)) {
      throw new DrawException("no such file: " + file);
    }
    try {
      // The format told from the content, as replay tells it (GameFiles): this library's or MILA's.
      switch (GameFiles.detect(p)) {
        case DIPJUDGE:
          return DipjudgeFormat.read(p);
        case LINES:
          return DipjudgeFormat.readLines(p, DipjudgeFormat.Check.POSITIONS);
        default:
          break;
      }
      return rules == null ? MilaFormat.read(p) : MilaFormat.read(p, rules);
    } catch (GameFormatException e) {
      throw new DrawException("cannot read the saved game " + oneLine(e.getMessage()));
    } catch (IOException | RuntimeException e) {
      throw new DrawException("cannot read " + file + ": " + oneLine(e.getMessage()));
    }
  }

  /** Every case of a case file, before, result and after. */
  private static Map<String, String> cases(String file, Rulebook rules, double[] crop) throws DrawException {
    String text;
    try (java.io.InputStream in = Files.newInputStream(Path.of(file))) {
      text = InputText.read(in, file, InputText.MAX_BYTES); // the limits and encoding checks of datc run
    } catch (CaseFormatException e) {
      throw new DrawException("cannot read " + oneLine(e.getMessage()));
    } catch (java.nio.file.NoSuchFileException e) {
      throw new DrawException("no such file: " + file);
    } catch (IOException e) {
      throw new DrawException("cannot read " + file + ": " + e.getMessage());
    }
    CaseMaps maps = CaseMaps.shipped();
    List<DatcCase> cases;
    try {
      cases = CaseFileReader.readLenient(file, text, maps);
    } catch (CaseFormatException e) {
      throw new DrawException("cannot read " + oneLine(e.getMessage()));
    }
    CaseRunner runner = new CaseRunner(maps.defaultMap(), rules);
    CasePictures pictures = new CasePictures();
    pictures.crop = crop;
    Map<String, String> out = new LinkedHashMap<>();
    String[] cropProblem = {null};
    runner.tracer = (c, t) -> {
      try {
        pictures.of(t).ifPresent(p -> {
          List<String> names = CasePictures.names(t);
          for (int i = 0; i < p.size(); i++) {
            out.put(c.id + "-" + names.get(i), p.get(i));
          }
        });
      } catch (IllegalArgumentException e) {
        cropProblem[0] = c.id + ": " + e.getMessage(); // a --crop off the case's board
      }
    };
    for (DatcCase c : cases) {
      runner.run(c);
    }
    if (cropProblem[0] != null) {
      throw new DrawException(file + ": " + cropProblem[0]);
    }
    if (out.isEmpty() && !cases.isEmpty()) {
      throw new DrawException(file + ": no case could be drawn (their maps have no drawing, or none could be read)");
    }
    return out;
  }

  static String oneLine(String s) {
    return String.valueOf(s).replaceAll("\\s*\\R\\s*", " / ");
  }
}
