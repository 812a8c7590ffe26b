package io.github.dipjudge.datc;

import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * {@code datc daide [--port N] [--host ADDRESS] [--map ID] [--rules PRESET] [--deadline SECONDS] [--until YEAR]
 * [--save FILE] [--format json|mila]}: hosts one game for DAIDE bots ({@link DaideServer}) and returns when it is
 * over. Several games at once are several processes, each on its own port. Log lines (one per event) go to stderr;
 * the closing line, how the game ended, to stdout.
 */
final class DaideCommand {
  private DaideCommand() {}

  static final String USAGE = "       java -jar datc.jar daide [--port N] [--host ADDRESS] [--map ID] [--rules PRESET]"
      + " [--deadline SECONDS] [--until YEAR] [--save FILE] [--format json|mila]";

  static final String HELP = String.join("\n",
      "daide   hosts one game for DAIDE bots (level 0, no press) on TCP port N (default 16713) of ADDRESS",
      "        (default 127.0.0.1; 0.0.0.0 for every interface). It starts when every power has a client, moves",
      "        on when every power has ordered or at the deadline, and ends with a solo, an agreed draw, or after",
      "        --until YEAR; --save writes the game as dipjudge JSON or, with --format mila, MILA's format.");

  /** A usage error: the message for {@code datc: ...}. */
  static final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
      super(message);
    }
  }

  static int run(String[] args, PrintStream out, PrintStream err) throws UsageException {
    String mapId = "standard";
    Rulebook rules = Rulebook.datc();
    int port = 16713;
    String host = "127.0.0.1";
    int deadline = 0;
    int until = 0;
    Path save = null;
    boolean mila = false;
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (!seen.add(a)) {
        throw new UsageException(a + " may be given once");
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
        case "--until" -> until = number(a, v, 1, 8191);
        case "--save" -> save = Path.of(v);
        case "--format" -> mila = format(v);
        default -> throw new UsageException("unknown option " + a);
      }
    }
    DaideServer.Options o = new DaideServer.Options(map(mapId), rules, address(host), port, deadline, until, save,
        mila);
    DateTimeFormatter time = DateTimeFormatter.ofPattern("HH:mm:ss");
    try (DaideServer server = new DaideServer(o,
        line -> err.println("daide " + LocalTime.now(ZoneOffset.UTC).format(time) + " " + line))) {
      server.start();
      server.awaitEnd(0);
      out.println(server.outcome() == null ? "the game did not end" : "game over: " + server.outcome());
      return server.outcome() == null || server.outcome().startsWith("internal error") ? 1 : 0;
    } catch (IOException e) {
      throw new UsageException("cannot listen on " + host + ":" + port + ": " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return 1;
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
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
      if (!m.calendar().isStandard()) {
        // Refused before any client connects: DAIDE's turn words name the standard calendar's seasons only
        // (DaideMessages.season), so the first NOW could not be sent (hundred, dpjudge-classical, ambition).
        throw new UsageException("DAIDE cannot play map " + id + ": its turns are SPR, SUM, FAL, AUT and WIN of the standard"
            + " calendar, and this map's calendar is " + m.calendar());
      }
      return m;
    }
    return MilaFormat.knownMap(id).orElseThrow(() -> new UsageException("unknown map \"" + id + "\"; known maps: "
        + String.join(", ", GameMap.variants())));
  }

  private static InetAddress address(String host) throws UsageException {
    try {
      return InetAddress.getByName(host);
    } catch (UnknownHostException e) {
      throw new UsageException("unknown host " + host);
    }
  }
}
