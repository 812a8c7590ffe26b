package io.github.dipjudge.datc;

import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.GameFormatException;
import io.github.dipjudge.game.DipjudgeFormat;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * {@code datc daide [options]}: hosts one game for DAIDE bots ({@link DaideServer}) and returns when it is over or
 * stopped. Several games at once are several processes, each on its own port. Log lines (one per event) go to
 * stderr; the closing line, how the game ended, to stdout. A SIGTERM stops the game where it is ({@code OFF} to every
 * client, the game saved), so that {@code --resume} continues it.
 */
final class DaideCommand {
  private DaideCommand() {}

  static final String USAGE = String.join("\n",
      "       java -jar datc.jar daide [--port N] [--host ADDRESS] [--map ID] [--rules PRESET] [--deadline SECONDS]",
      "                 [--move-time S] [--retreat-time S] [--build-time S] [--dsd] [--until YEAR] [--save FILE]",
      "                 [--format json|mila] [--passcodes FILE] [--resume FILE] [--start-after S]",
      "                 [--max-connections N] [--join-timeout S] [--idle-timeout S] [--message-timeout S]");

  static final String HELP = String.join("\n",
      "daide   hosts one game for DAIDE bots (level 0, no press) on TCP port N (default 16713) of ADDRESS",
      "        (default 127.0.0.1; 0.0.0.0 for every interface). It starts when every power has a client that",
      "        accepted the map (or, with --start-after S, S seconds after the server started if one has: the",
      "        other powers play in civil disorder); it moves on when every power has ordered or at the deadline",
      "        (--deadline for every phase, or --move-time/--retreat-time/--build-time; --dsd stops the clock",
      "        while a player is disconnected); it ends with a solo, a draw every connected surviving player",
      "        asked for (at least two), or as a draw after --until YEAR or the last year DAIDE can name (8191).",
      "        --save FILE writes the game as dipjudge JSON (--format mila: MILA's) at its end, and as it goes",
      "        to FILE.jsonl (JSON Lines, a phase at a time); the passcodes go to FILE.passcodes (or --passcodes",
      "        FILE), readable by its owner only, never to the log. --resume FILE continues a game saved with",
      "        --save FILE (from FILE.jsonl, else FILE), its players taking their powers back with IAM and the",
      "        passcodes of FILE.passcodes; it saves to FILE again unless --save says otherwise.",
      "        Limits: --max-connections (default 4 per power); a new connection has --join-timeout (default",
      "        60 s) to send its initial message and, once given a power, to accept the map; a connection that",
      "        sends nothing for --idle-timeout (default 3600 s, 0 for none) or stops part way through a",
      "        message for --message-timeout (default 30 s) is closed; 3 refused IAMs close a connection.");

  /** A usage error: the message for {@code datc: ...}. */
  static final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
      super(message);
    }
  }

  static int run(String[] args, PrintStream out, PrintStream err) throws UsageException {
    String mapId = null;
    Rulebook rules = null;
    int port = 16713;
    String host = "127.0.0.1";
    int deadline = 0;
    int[] times = {-1, -1, -1};
    boolean dsd = false;
    int until = 0;
    Path save = null;
    Path passcodes = null;
    Path resume = null;
    int startAfter = 0;
    int maxConnections = 0;
    DaideServer.Timeouts t = DaideServer.Timeouts.DEFAULT;
    int join = t.joinMillis() / 1000;
    int idle = t.idleMillis() / 1000;
    int message = t.messageMillis() / 1000;
    boolean mila = false;
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (!seen.add(a)) {
        throw new UsageException(a + " may be given once");
      }
      if (a.equals("--help") || a.equals("-h")) {
        out.println("usage:\n" + USAGE + "\n\n" + HELP);
        return 0;
      }
      if (a.equals("--dsd")) {
        dsd = true;
        continue;
      }
      String v = i + 1 < args.length ? args[i + 1] : null;
      if (v == null || !a.startsWith("--")) {
        throw new UsageException(a.startsWith("--") ? a + " needs a value" : "daide takes no file: " + a);
      }
      i++;
      switch (a) {
        case "--port" -> port = number(a, v, 0, 65535);
        case "--host" -> host = v;
        case "--map" -> mapId = v;
        case "--rules" -> rules = rules(v);
        case "--deadline" -> deadline = number(a, v, 1, 8191);
        case "--move-time" -> times[0] = number(a, v, 0, 8191);
        case "--retreat-time" -> times[1] = number(a, v, 0, 8191);
        case "--build-time" -> times[2] = number(a, v, 0, 8191);
        case "--until" -> until = number(a, v, -8192, 8191);
        case "--save" -> save = Path.of(v);
        case "--passcodes" -> passcodes = Path.of(v);
        case "--resume" -> resume = Path.of(v);
        case "--start-after" -> startAfter = number(a, v, 1, 86_400);
        case "--max-connections" -> maxConnections = number(a, v, 1, 10_000);
        case "--join-timeout" -> join = number(a, v, 1, 86_400);
        case "--idle-timeout" -> idle = number(a, v, 0, 86_400);
        case "--message-timeout" -> message = number(a, v, 1, 86_400);
        case "--format" -> mila = format(v);
        default -> throw new UsageException("unknown option " + a);
      }
    }
    if (seen.contains("--until") && until == 0) {
      throw new UsageException("--until needs a year DAIDE can name and the game reaches, not 0");
    }
    Game resumed = null;
    Map<Power, Integer> codes = null;
    GameMap map;
    if (resume != null) {
      if (mapId != null || rules != null) {
        throw new UsageException("--resume plays the saved game's map and rules: no --map or --rules with it");
      }
      resumed = readResumed(resume, err);
      map = resumed.map();
      rules = resumed.rules();
      checkDaideCalendar(map);
      save = save == null ? resume : save;
      Path codesFile = passcodes != null && Files.exists(passcodes) ? passcodes
          : resume.resolveSibling(resume.getFileName() + ".passcodes");
      if (Files.exists(codesFile)) {
        try {
          codes = DaidePasscodes.read(codesFile, map);
        } catch (IOException e) {
          throw new UsageException("cannot read the passcodes: " + e.getMessage());
        }
      } else {
        err.println("daide: no passcode file " + codesFile + ": the powers get new passcodes");
      }
    } else {
      map = map(mapId == null ? "standard" : mapId);
      rules = rules == null ? Rulebook.datc() : rules;
    }
    if (save != null && passcodes == null) {
      passcodes = save.resolveSibling(save.getFileName() + ".passcodes");
    }
    if (save != null) {
      checkWritable("--save", save);
      checkWritable("--save (its journal)", DaideJournal.journalOf(save));
    }
    if (passcodes != null) {
      checkWritable("--passcodes", passcodes);
    }
    int move = times[0] >= 0 ? times[0] : deadline;
    int retreat = times[1] >= 0 ? times[1] : deadline;
    int build = times[2] >= 0 ? times[2] : deadline;
    DaideServer.Options o;
    try {
      o = new DaideServer.Options(map, rules, address(host), port, deadline, until, save, mila)
          .withTimes(move, retreat, build).withDsd(dsd).withPasscodes(passcodes).withResumed(resumed, codes)
          .withStartAfter(startAfter)
          .withMaxConnections(maxConnections > 0 ? maxConnections : 4 * map.powers().size())
          .withTimeouts(new DaideServer.Timeouts(1000 * join, 1000 * idle, 1000 * message, t.lingerMillis()));
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    DateTimeFormatter time = DateTimeFormatter.ofPattern("HH:mm:ss");
    DaideServer server;
    try {
      server = new DaideServer(o, line -> err.println("daide " + LocalTime.now(ZoneOffset.UTC).format(time) + " "
          + line));
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    try (server) {
      try {
        server.start();
      } catch (IOException e) {
        throw new UsageException("cannot start on " + host + ":" + port + ": " + e.getMessage());
      }
      // A SIGTERM (or ^C) stops the game where it is: OFF to every client, the game saved; --resume continues it.
      Thread hook = new Thread(() -> {
        try {
          server.shutdown(10_000);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }, "daide-shutdown");
      Runtime.getRuntime().addShutdownHook(hook);
      server.awaitEnd(0);
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException e) {
        // shutting down already: the hook has stopped the game
      }
      out.println(server.outcome() == null ? "the game did not end" : "game over: " + server.outcome());
      return server.outcome() == null || server.outcome().startsWith("internal error") ? 1 : 0;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return 1;
    }
  }

  /** The game saved with {@code --save FILE}: from its journal {@code FILE.jsonl} if there is one, else FILE. */
  private static Game readResumed(Path file, PrintStream err) throws UsageException {
    Path journal = DaideJournal.journalOf(file);
    Path from = Files.exists(journal) ? journal : file;
    try {
      if (from == journal) {
        return DaideJournal.read(journal, line -> err.println("daide: " + line));
      }
      if (GameFiles.detect(file) != GameFiles.Format.DIPJUDGE) {
        throw new UsageException("cannot resume " + file + ": no journal " + journal + ", and " + file
            + " is not a dipjudge game file (a MILA file is not resumed: its journal is)");
      }
      return DipjudgeFormat.read(file);
    } catch (NoSuchFileException e) {
      throw new UsageException("cannot resume " + file + ": no such file, and no journal " + journal);
    } catch (IOException | GameFormatException e) {
      throw new UsageException("cannot resume from " + from + ": " + e.getMessage());
    }
  }

  /**
   * Refuses at the start a file the game could not be saved to: a directory, a file that is not writable, a missing
   * or unwritable directory to make it in.
   */
  private static void checkWritable(String option, Path file) throws UsageException {
    if (Files.isDirectory(file)) {
      throw new UsageException(option + ": " + file + " is a directory");
    }
    if (Files.exists(file)) {
      if (!Files.isWritable(file)) {
        throw new UsageException(option + ": " + file + " is not writable");
      }
      return;
    }
    Path dir = file.toAbsolutePath().getParent();
    if (dir == null || !Files.isDirectory(dir)) {
      throw new UsageException(option + ": " + file + " cannot be made: no directory " + dir);
    }
    if (!Files.isWritable(dir)) {
      throw new UsageException(option + ": " + file + " cannot be made: the directory " + dir + " is not writable");
    }
  }

  private static int number(String option, String v, int min, int max) throws UsageException {
    try {
      int n = Integer.parseInt(v);
      if (n < min || n > max) {
        throw new UsageException(option + " needs a number from " + min + " to " + max + ", not " + n);
      }
      return n;
    } catch (NumberFormatException e) {
      throw new UsageException(option + " needs a whole number, not \"" + v + "\"");
    }
  }

  private static Rulebook rules(String name) throws UsageException {
    try {
      return Rulebook.preset(name);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  private static boolean format(String v) throws UsageException {
    return switch (v) {
      case "json" -> false;
      case "mila" -> true;
      default -> throw new UsageException("--format is json or mila, not \"" + v + "\"");
    };
  }

  private static GameMap map(String id) throws UsageException {
    if (GameMap.variants().contains(id)) {
      GameMap m = GameMap.variant(id);
      checkDaideCalendar(m);
      return m;
    }
    return MilaFormat.knownMap(id).orElseThrow(() -> new UsageException("unknown map \"" + id + "\"; known maps: "
        + String.join(", ", GameMap.variants())));
  }

  private static void checkDaideCalendar(GameMap m) throws UsageException {
    if (!m.calendar().isStandard()) {
      // Refused before any client connects: DAIDE's turn words name the standard calendar's seasons only
      // (DaideMessages.season), so the first NOW could not be sent (hundred, dpjudge-classical, ambition).
      throw new UsageException("DAIDE cannot play map " + m.id() + ": its turns are SPR, SUM, FAL, AUT and WIN of the"
          + " standard calendar, and this map's calendar is " + m.calendar());
    }
  }

  private static InetAddress address(String host) throws UsageException {
    try {
      return InetAddress.getByName(host);
    } catch (UnknownHostException e) {
      throw new UsageException("unknown host " + host);
    }
  }
}
