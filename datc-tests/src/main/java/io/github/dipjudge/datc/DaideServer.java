package io.github.dipjudge.datc;

import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.daide.DaideGame;
import io.github.dipjudge.daide.DaideGameOptions;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.DipjudgeFormat;
import io.github.dipjudge.game.MilaFormat;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.rules.Rulebook;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Hosts one game for DAIDE bots (level 0, no press) on a TCP port: the server socket and the game thread. Built on
 * the JDK's own sockets: one game has at most a few dozen clients, so a reader and a writer thread per client are
 * cheap, and no networking library is worth its dependency. Everything about the game happens on one thread, which
 * takes the events of every connection from one queue ({@link DaideConnection.Event}), so no state is shared; the
 * game itself is core's {@link DaideGame}, each connection its {@link io.github.dipjudge.daide.DaideClient}.
 *
 * <p>Limits: at most {@link Options#maxConnections} connections at once (default four per power; one more is closed
 * at once, before any byte, and logged); the timeouts of {@link Timeouts}. Durability: with a save file the game is
 * journalled as it goes ({@link DaideJournal}: JSON Lines, a phase appended as it is adjudicated), so that a crash
 * loses at most the phase in progress; at its end (or {@link #shutdown}) the save file is written whole.
 *
 * <p>Thread-safe as far as its public-to-package methods go: {@link #start}, {@link #awaitEnd}, {@link #shutdown} and
 * {@link #close} may be called from any thread.
 */
final class DaideServer implements AutoCloseable {
  /** The last year DAIDE can name: its numbers are 14-bit, -8192 to 8191. */
  static final int LAST_DAIDE_YEAR = DaideGameOptions.LAST_DAIDE_YEAR;

  /**
   * The connection timeouts, in milliseconds.
   *
   * @param joinMillis for a new connection's initial message, and before the game starts for a client given a power
   *     ({@code NME}) to accept the map; past it the seat is free again
   * @param idleMillis how long a connection may send nothing once its initial message is in, 0 for no limit
   * @param messageMillis how long one message may take to arrive once its first byte is in (a header announcing
   *     N bytes, then silence)
   * @param lingerMillis how long a connection the server ends waits for the client to close its side
   */
  record Timeouts(int joinMillis, int idleMillis, int messageMillis, int lingerMillis) {
    /** One minute to join, an hour idle, 30 seconds a message, 5 seconds to linger. */
    static final Timeouts DEFAULT = new Timeouts(60_000, 3_600_000, 30_000, 5_000);

    Timeouts {
      if (joinMillis <= 0 || idleMillis < 0 || messageMillis <= 0 || lingerMillis <= 0) {
        throw new IllegalArgumentException("timeouts are positive (the idle one 0 for none)");
      }
    }
  }

  /**
   * What the server hosts.
   *
   * @param map the map
   * @param rules the rulebook
   * @param host the address to listen on
   * @param port the port, 0 for one the system chooses
   * @param moveSeconds the time for a movement phase, 0 for none
   * @param retreatSeconds the time for a retreat phase, 0 for none
   * @param buildSeconds the time for an adjustment phase, 0 for none
   * @param until the last year to play (the game ends as a draw after its last phase), 0 for none
   * @param save the file to write the game to at its end (and to journal it beside as it goes), or null
   * @param mila whether to write MILA's format rather than this library's JSON
   * @param passcodes the operator's file to write the passcodes to (owner-only), or null
   * @param resumed the game to go on with, or null for a new game
   * @param resumedPasscodes the passcodes of the resumed game's powers, or null for new ones
   * @param startAfterSeconds after how long the game starts with the powers that have a player (the others in civil
   *     disorder), 0 to wait for every power
   * @param dsd whether the deadline stops while a power's client is disconnected (DAIDE's {@code DSD})
   * @param maxConnections the most connections at once
   * @param timeouts the connection timeouts
   * @param lastYear the last year played: the game ends as a draw after it ({@link #LAST_DAIDE_YEAR} but in tests)
   */
  record Options(GameMap map, Rulebook rules, InetAddress host, int port, int moveSeconds, int retreatSeconds,
      int buildSeconds, int until, Path save, boolean mila, Path passcodes, Game resumed,
      Map<Power, Integer> resumedPasscodes, int startAfterSeconds, boolean dsd, int maxConnections,
      Timeouts timeouts, int lastYear) {

    /** A new game with one deadline for every phase and the defaults for the rest. */
    Options(GameMap map, Rulebook rules, InetAddress host, int port, int deadlineSeconds, int until, Path save,
        boolean mila) {
      this(map, rules, host, port, deadlineSeconds, deadlineSeconds, deadlineSeconds, until, save, mila, null, null,
          null, 0, false, 4 * map.powers().size(), Timeouts.DEFAULT, LAST_DAIDE_YEAR);
    }

    Options withTimes(int move, int retreat, int build) {
      return new Options(map, rules, host, port, move, retreat, build, until, save, mila, passcodes, resumed,
          resumedPasscodes, startAfterSeconds, dsd, maxConnections, timeouts, lastYear);
    }

    Options withPasscodes(Path file) {
      return new Options(map, rules, host, port, moveSeconds, retreatSeconds, buildSeconds, until, save, mila, file,
          resumed, resumedPasscodes, startAfterSeconds, dsd, maxConnections, timeouts, lastYear);
    }

    Options withResumed(Game game, Map<Power, Integer> codes) {
      return new Options(map, rules, host, port, moveSeconds, retreatSeconds, buildSeconds, until, save, mila,
          passcodes, game, codes, startAfterSeconds, dsd, maxConnections, timeouts, lastYear);
    }

    Options withStartAfter(int seconds) {
      return new Options(map, rules, host, port, moveSeconds, retreatSeconds, buildSeconds, until, save, mila,
          passcodes, resumed, resumedPasscodes, seconds, dsd, maxConnections, timeouts, lastYear);
    }

    Options withDsd(boolean on) {
      return new Options(map, rules, host, port, moveSeconds, retreatSeconds, buildSeconds, until, save, mila,
          passcodes, resumed, resumedPasscodes, startAfterSeconds, on, maxConnections, timeouts, lastYear);
    }

    Options withMaxConnections(int n) {
      return new Options(map, rules, host, port, moveSeconds, retreatSeconds, buildSeconds, until, save, mila,
          passcodes, resumed, resumedPasscodes, startAfterSeconds, dsd, n, timeouts, lastYear);
    }

    Options withTimeouts(Timeouts t) {
      return new Options(map, rules, host, port, moveSeconds, retreatSeconds, buildSeconds, until, save, mila,
          passcodes, resumed, resumedPasscodes, startAfterSeconds, dsd, maxConnections, t, lastYear);
    }

    Options withLastYear(int year) {
      return new Options(map, rules, host, port, moveSeconds, retreatSeconds, buildSeconds, until, save, mila,
          passcodes, resumed, resumedPasscodes, startAfterSeconds, dsd, maxConnections, timeouts, year);
    }

    /**
     * The game's part of these options.
     *
     * @throws IllegalArgumentException as {@link DaideGameOptions}'s constructor
     */
    DaideGameOptions gameOptions() {
      return new DaideGameOptions(map, rules, moveSeconds, retreatSeconds, buildSeconds, until,
          Optional.ofNullable(resumed), resumedPasscodes == null ? ImmutableMap.of()
              : ImmutableMap.copyOf(resumedPasscodes), startAfterSeconds, dsd, timeouts.joinMillis(), lastYear);
    }

    /** The longest of the three times. */
    int longestSeconds() {
      return Math.max(moveSeconds, Math.max(retreatSeconds, buildSeconds));
    }
  }

  private final Options options;
  private final Consumer<String> log;
  private final LinkedBlockingQueue<DaideConnection.Event> events = new LinkedBlockingQueue<>();
  private final DaideGame desk;
  private final DaideJournal journal;
  private final AtomicInteger live = new AtomicInteger();
  private final Set<DaideConnection> connections = ConcurrentHashMap.newKeySet();
  private ServerSocket server;
  private Thread gameThread;
  private volatile Game result;
  private volatile String outcome;

  /**
   * @throws IllegalArgumentException when the game's options are not possible ({@link DaideGameOptions}): a map whose
   *     calendar DAIDE cannot name, {@code until} before the game's year or past the last year DAIDE can name, a
   *     resumed game that is over
   */
  DaideServer(Options options, Consumer<String> log) {
    this.options = options;
    this.log = log;
    DaideGameOptions game = options.gameOptions();
    this.journal = options.save() == null ? null : new DaideJournal(DaideJournal.journalOf(options.save()), log);
    this.desk = DaideGame.create(game, log, this::phasePlayed);
  }

  /**
   * Binds, writes the passcodes and the journal's start, and starts accepting; returns the port.
   *
   * @throws IOException when the port cannot be bound or a file cannot be written
   */
  int start() throws IOException {
    if (options.passcodes() != null) {
      DaidePasscodes.write(options.passcodes(), options.map(), desk.passcodes());
    }
    if (journal != null) {
      journal.start(desk.game());
    }
    server = new ServerSocket();
    server.bind(new InetSocketAddress(options.host(), options.port()));
    Thread accept = new Thread(this::accept, "daide-accept");
    accept.setDaemon(true);
    accept.start();
    gameThread = new Thread(this::run, "daide-game");
    gameThread.start();
    log.accept("listening on " + options.host().getHostAddress() + ":" + server.getLocalPort() + ", map "
        + options.map().id() + ", rules " + options.rules().name() + ", " + times()
        + (options.until() > 0 ? ", until " + options.until() : "")
        + (options.resumed() != null ? ", resuming at " + desk.game().position().phase().code() : "")
        + ", at most " + options.maxConnections() + " connections"
        + (options.passcodes() != null ? "; passcodes in " + options.passcodes() + " (owner-only)"
            : "; passcodes not kept (no --save or --passcodes)"));
    return server.getLocalPort();
  }

  private String times() {
    if (options.longestSeconds() == 0) {
      return "no deadline";
    }
    return "deadlines " + options.moveSeconds() + "/" + options.retreatSeconds() + "/" + options.buildSeconds()
        + " s (movement/retreat/adjustment)" + (options.dsd() ? ", stopped while a player is disconnected" : "");
  }

  private void accept() {
    int id = 0;
    while (!server.isClosed()) {
      Socket s;
      try {
        s = server.accept();
      } catch (IOException e) {
        if (!server.isClosed()) {
          log.accept("cannot accept a connection: " + e.getMessage());
        }
        continue;
      }
      id++;
      if (live.get() >= options.maxConnections()) {
        // Refused before any thread is made for it: the accept thread only closes it.
        log.accept("connection " + id + ": from " + s.getRemoteSocketAddress() + " refused: "
            + options.maxConnections() + " connections are open, the most this server takes");
        closeQuietly(s);
        continue;
      }
      live.incrementAndGet();
      try {
        s.setTcpNoDelay(true);
        DaideConnection[] c = new DaideConnection[1];
        c[0] = new DaideConnection(id, s, desk.tokens(), events::add, log, options.timeouts(), () -> {
          connections.remove(c[0]);
          live.decrementAndGet();
        });
        connections.add(c[0]);
        log.accept("connection " + id + ": from " + s.getRemoteSocketAddress());
        c[0].start();
      } catch (IOException | RuntimeException | Error e) {
        live.decrementAndGet();
        closeQuietly(s);
        log.accept("connection " + id + ": cannot be served: " + e);
      }
    }
  }

  private static void closeQuietly(Socket s) {
    try {
      s.close();
    } catch (IOException e) {
      // closing anyway
    }
  }

  /** The connections open now (reader threads not ended). */
  int liveConnections() {
    return live.get();
  }

  private void run() {
    try {
      while (!desk.ended()) {
        long wait = desk.millisToTimer();
        DaideConnection.Event e = wait < 0 ? events.take() : events.poll(Math.max(wait, 1), TimeUnit.MILLISECONDS);
        if (e == null) {
          desk.timer();
        } else if (e.from() == null) {
          desk.shutdown();
        } else if (e.message() != null) {
          e.from().pending.decrementAndGet();
          if (e.from().isOpen()) {
            desk.received(e.from(), e.message());
          }
        } else {
          desk.closed(e.from(), e.closed());
        }
      }
      desk.closeAll(); // before saving: the clients' goodbyes after OFF are no news to log
      phasePlayed(desk.game());
      save(desk.game());
      result = desk.game();
      outcome = desk.outcomeText();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (RuntimeException e) {
      log.accept("the game stopped on an internal error: " + e);
      outcome = "internal error: " + e;
      throw e;
    } finally {
      desk.closeAll();
      closeServer();
      if (journal != null) {
        journal.close();
      }
    }
  }

  /** Appends what the game added to the journal (on the game thread). */
  private void phasePlayed(Game game) {
    if (journal != null) {
      journal.append(game);
    }
  }

  private void save(Game game) {
    if (options.save() == null) {
      return;
    }
    try (OutputStream o = Files.newOutputStream(options.save())) {
      if (options.mila()) {
        MilaFormat.write(game, o);
      } else {
        DipjudgeFormat.write(game, o);
      }
      o.write('\n');
      log.accept("game written to " + options.save() + (options.mila() ? " (MILA's format)" : " (dipjudge JSON)"));
    } catch (IOException | RuntimeException e) {
      log.accept("cannot write " + options.save() + ": " + e.getMessage() + "; the journal "
          + DaideJournal.journalOf(options.save()) + " holds the game");
    }
  }

  /** Waits for the game's end; returns the game, or null if it did not end in time. */
  Game awaitEnd(long millis) throws InterruptedException {
    gameThread.join(millis);
    return result;
  }

  /**
   * Stops the game where it is (a SIGTERM): {@code OFF} to every client, the game saved as it stands (the phase in
   * progress is not played), and waits up to the given time for that and for the clients' last messages to go out.
   */
  void shutdown(long millis) throws InterruptedException {
    long end = System.nanoTime() + millis * 1_000_000L;
    events.add(new DaideConnection.Event(null, null, "shutdown"));
    if (gameThread != null) {
      gameThread.join(Math.max(1, millis));
    }
    for (DaideConnection c : connections) {
      c.awaitWriter(Math.max(1, (end - System.nanoTime()) / 1_000_000L));
    }
  }

  /** How the game ended ({@code solo: ENG}, {@code draw: ...}, {@code stopped ...}), or null while it goes on. */
  String outcome() {
    return outcome;
  }

  private void closeServer() {
    try {
      if (server != null) {
        server.close();
      }
    } catch (IOException e) {
      // closing anyway
    }
  }

  @Override
  public void close() {
    closeServer();
    if (gameThread != null) {
      gameThread.interrupt();
    }
    for (DaideConnection c : connections) {
      c.close();
    }
  }
}
