package io.github.dipjudge.daide;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.daide.DaideMessage.Part;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.OrderSheet;
import io.github.dipjudge.game.Turn;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Disband;
import io.github.dipjudge.order.Hold;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.Waive;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.variant.VassalRules;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * One game for DAIDE clients, level 0 (the message syntax document's sections (i) to (ix)), on whatever transport
 * a server gives it: who plays which power, the game, the orders of the phase, and the answer to every message. A
 * server embeds it by handing it each client's messages ({@link #received}) and departures ({@link #closed}), calling
 * {@link #timer} when {@link #millisToTimer} says, and sending what it sends through each {@link DaideClient}.
 *
 * <p>Joining: {@code NME} (a free power, or the one its name asks for as MILA's server reads it, {@code FRA:Bot};
 * {@code REJ} once the game started or when none is free), {@code OBS}, {@code IAM} (a power whose client left, with
 * its passcode; the third refused {@code IAM} of a client closes it). The game starts when the client of every power
 * that is no dummy has accepted the map ({@code YES ( MAP ... )}), or after {@code startAfterSeconds} with those that
 * have: {@code HLO}, {@code SCO}, {@code NOW} (and {@code TME} with a deadline). Orders come by {@code SUB}, each
 * answered by {@code THX} with its note, then {@code MIS} while orders are missing; {@code NOT ( SUB ( order ) )}
 * withdraws one. A phase is adjudicated when every power that has something to order is ready (all ordered and no
 * {@code NOT ( GOF )}, or {@code GOF}, or its client gone), or at the deadline, where a connected power with orders
 * missing is in civil disorder ({@code CCD}, and {@code NOT ( CCD )} when it orders again); whatever a power did not
 * order is in civil disorder as the rulebook says. Then {@code ORD} for every unit and for what the game did itself
 * (disbands, removals, waives), {@code SCO}, {@code NOW}. The draw rule: every surviving power that has a connected
 * client sent {@code DRW} in the same phase, and those are at least two. The game ends with a solo ({@code SLO}), a
 * draw ({@code DRW}: agreed, or the last year of {@code until} or of DAIDE's calendar played; each recorded in the
 * game as a draw among the survivors, so that the saved outcome is what the clients were told), then {@code SMR} and
 * {@code OFF}. Press is refused with {@code HUH}. Dummy powers are no seats; on a {@code VASSAL_DUMMIES} map a
 * controller's client orders its vassals.
 *
 * <p>Not thread-safe: every method is called from one thread (the server's game thread), which is why the state is
 * in plain fields. It never blocks: what it sends goes to {@link DaideClient#send}, which queues.
 */
public final class DaideGame {
  private final DaideGameOptions options;
  private final DaideTokens tokens;
  private final Consumer<String> log;
  private final Map<Power, Integer> passcodes;
  private final Consumer<Game> phasePlayed;
  private Game game;
  private OrderSheet sheet;
  private final Map<Power, DaideClient> players = new LinkedHashMap<>();
  private final Map<DaideClient, Power> powerOf = new LinkedHashMap<>();
  private final Set<DaideClient> observers = new LinkedHashSet<>();
  private final Set<DaideClient> mapAccepted = new HashSet<>();
  private final Map<Power, String[]> clientNames = new LinkedHashMap<>();
  /** The refused {@code IAM}s of each connection: at {@link #MAX_REFUSED_IAMS} it is cut off. */
  private final Map<DaideClient, Integer> refusedIams = new HashMap<>();
  /** When each client given a power before the start was given it: it has the join timeout to accept the map. */
  private final Map<DaideClient, Long> joinedAt = new HashMap<>();
  /** The powers in civil disorder for a missed deadline while their client is connected ({@code CCD} sent). */
  private final Set<Power> missedDeadline = new HashSet<>();
  /** The powers whose client left during the game and has not come back (the deadline stops for them with DSD). */
  private final Set<Power> disconnected = new HashSet<>();
  private final Set<Power> waiting = new HashSet<>();
  private final Set<Power> goNow = new HashSet<>();
  private final Set<Power> draws = new HashSet<>();
  /** The notices each client asked for, seconds before every deadline ({@code TME ( seconds )}). */
  private final Map<DaideClient, TreeSet<Integer>> timeRequests = new HashMap<>();
  /** The notices still to send before this phase's deadline. */
  private final Map<DaideClient, TreeSet<Integer>> noticesDue = new HashMap<>();
  private boolean started;
  private boolean ended;
  private long deadlineAt = -1;
  /** With DSD, the time left of a deadline stopped while a player is disconnected; -1 when none is stopped. */
  private long stoppedMillisLeft = -1;
  /** When the game starts with the powers that have a player ({@code --start-after}), -1 for no such time. */
  private final long startAt;
  private String outcomeText;

  /** Refused {@code IAM}s after which a connection is cut off: a passcode is not to be guessed. */
  static final int MAX_REFUSED_IAMS = 3;

  private DaideGame(DaideGameOptions options, Consumer<String> log, Consumer<Game> phasePlayed) {
    this.options = options;
    this.tokens = DaideTokens.of(options.map());
    this.log = log;
    this.passcodes = options.passcodes().isEmpty() ? freshPasscodes(options.map()) : options.passcodes();
    this.phasePlayed = phasePlayed;
    this.game = options.resumed().isPresent() ? options.resumed().get()
        : Game.start(options.map(), options.rules()).withId("daide-" + options.map().id());
    this.sheet = game.sheet();
    this.startAt = options.startAfterSeconds() > 0
        ? System.currentTimeMillis() + 1000L * options.startAfterSeconds() : -1;
  }

  /**
   * A game as the options say, its clock started (for {@code startAfterSeconds}).
   *
   * @param options what to play
   * @param log told one line per event (joins, refused orders, each adjudicated phase, the end); never a passcode
   * @param phasePlayed told the game after every adjudicated phase and at the end, on the game's thread (a server
   *     journals it)
   * @return the game, waiting for its players
   * @throws NullPointerException if an argument is null
   */
  public static DaideGame create(DaideGameOptions options, Consumer<String> log, Consumer<Game> phasePlayed) {
    return new DaideGame(checkNotNull(options, "options"), checkNotNull(log, "log"),
        checkNotNull(phasePlayed, "phasePlayed"));
  }

  private static final SecureRandom RANDOM = new SecureRandom();

  /** A passcode for every power, each drawn on its own: knowing one's own tells nothing of another's. */
  private static ImmutableMap<Power, Integer> freshPasscodes(GameMap map) {
    ImmutableMap.Builder<Power, Integer> out = ImmutableMap.builder();
    for (Power p : map.powers()) {
      out.put(p, 1 + RANDOM.nextInt(8191));
    }
    return out.buildOrThrow();
  }

  /**
   * Each power's passcode: the options' or those drawn for this game. A client learns its own in {@code HLO}; the
   * operator keeps them (to restart a bot with {@code IAM}, or to resume the game) where players cannot read them.
   *
   * @return the passcodes, one per power of the map
   */
  public Map<Power, Integer> passcodes() {
    return passcodes;
  }

  /**
   * The map's DAIDE tokens, with which the transport reads and checks the clients' messages.
   *
   * @return the tokens
   */
  public DaideTokens tokens() {
    return tokens;
  }

  /**
   * Whether the game is over or stopped: the transport stops feeding it and may {@link #closeAll}.
   *
   * @return true once ended
   */
  public boolean ended() {
    return ended;
  }

  /**
   * The game as played so far (over, with its outcome, once the game ended by a solo or a draw; unfinished when it
   * was stopped).
   *
   * @return the game
   */
  public Game game() {
    return game;
  }

  /**
   * How the game ended, in words ({@code solo: ENG (...)}, {@code draw (...)}, {@code stopped at S1904M (...)}).
   *
   * @return the text, or null while it goes on
   */
  public String outcomeText() {
    return outcomeText;
  }

  private long millisToDeadline() {
    return deadlineAt < 0 ? -1 : Math.max(0, deadlineAt - System.currentTimeMillis());
  }

  /**
   * How long until {@link #timer} has something to do: a notice, the deadline, a client's time to accept the map,
   * the start with the powers that have a player.
   *
   * @return milliseconds (0 when due now), or -1 when nothing is due at a time
   */
  public long millisToTimer() {
    long at = Long.MAX_VALUE;
    if (deadlineAt >= 0) {
      at = deadlineAt;
      for (TreeSet<Integer> due : noticesDue.values()) {
        if (!due.isEmpty()) {
          at = Math.min(at, deadlineAt - 1000L * due.last());
        }
      }
    }
    for (long joined : joinedAt.values()) {
      at = Math.min(at, joined + options.joinMillis());
    }
    if (!started && startAt >= 0) {
      at = Math.min(at, startAt);
    }
    return at == Long.MAX_VALUE ? -1 : Math.max(0, at - System.currentTimeMillis());
  }

  // ------------------------------------------------------------------------------------------- messages

  private DaideMessage.Builder msg() {
    return DaideMessage.builder(tokens);
  }

  private String text(DaideMessage m) {
    String t = m.text(tokens);
    return t.length() > 200 ? t.substring(0, 200) + "..." : t;
  }

  private void reply(DaideClient c, String word, DaideMessage m) {
    c.send(msg().word(word).open().append(m).close().build());
  }

  /** {@code HUH ( ... ERR ... )}, ERR before the token at {@code at}. */
  private void huh(DaideClient c, DaideMessage m, int at, String why) {
    DaideMessage.Builder b = msg().word("HUH").open();
    for (int i = 0; i < m.size(); i++) {
      if (i == at) {
        b.word("ERR");
      }
      b.append(DaideMessage.of(m.token(i)));
    }
    if (at >= m.size()) {
      b.word("ERR");
    }
    c.send(b.close().build());
    log.accept(who(c) + ": HUH for \"" + text(m) + "\": " + why);
  }

  private String who(DaideClient c) {
    Power p = powerOf.get(c);
    return c + (p == null ? "" : " (" + tokens.notation().powerName(p) + ")");
  }

  private void broadcast(DaideMessage m) {
    for (DaideClient c : players.values()) {
      c.send(m);
    }
    for (DaideClient c : observers) {
      c.send(m);
    }
  }

  /**
   * Handles one message from a client and sends every answer it causes (to it and to the others).
   *
   * @param c the client, known to the game or new
   * @param m the message, its tokens known on the map
   * @throws NullPointerException if an argument is null
   */
  public void received(DaideClient c, DaideMessage m) {
    checkNotNull(c, "c");
    checkNotNull(m, "m");
    if (!m.bracketsMatch()) {
      c.send(msg().word("PRN").append(m).build());
      log.accept(who(c) + ": PRN for unmatched brackets in \"" + text(m) + "\"");
      return;
    }
    ImmutableList<Part> parts = m.parts();
    if (parts.isEmpty() || parts.get(0).bracketed()) {
      huh(c, m, 0, "no command first");
      return;
    }
    String command = tokens.text(m.token(0));
    switch (command) {
      case "NME" -> join(c, m, parts);
      case "OBS" -> observe(c, m);
      case "IAM" -> rejoin(c, m, parts);
      case "MAP" -> c.send(DaideMessages.map(tokens));
      case "MDF" -> c.send(DaideMessages.mdf(tokens));
      case "YES" -> yes(c, parts);
      case "REJ" -> log.accept(who(c) + ": rejects \"" + text(m) + "\"");
      case "HLO" -> hello(c, m);
      case "NOW" -> now(c, m);
      case "SCO" -> c.send(DaideMessages.sco(tokens, game.position()));
      case "ORD" -> results(c, m);
      case "HST" -> history(c, m, parts);
      case "SVE", "LOD" -> reply(c, "REJ", m); // no saving by clients
      case "ADM" -> reply(c, "REJ", m); // the syntax document's answer of a server that takes no admin messages
      case "SUB" -> submit(c, m, parts);
      case "MIS" -> missingAsked(c, m);
      case "GOF" -> go(c, m);
      case "NOT" -> not(c, m, parts);
      case "TME" -> time(c, m, parts);
      case "DRW" -> draw(c, m);
      case "HUH", "PRN" -> log.accept(who(c) + ": says it cannot read \"" + text(m) + "\"");
      case "SND", "FRM", "PRP" -> huh(c, m, 0, "press refused: this game is level 0 (no press)");
      default -> huh(c, m, 0, "not a message a client sends at level 0");
    }
  }

  // ------------------------------------------------------------------------------------------- joining

  private static boolean isText(Part p) {
    return p.bracketed();
  }

  private void join(DaideClient c, DaideMessage m, ImmutableList<Part> parts) {
    if (parts.size() != 3 || !isText(parts.get(1)) || !isText(parts.get(2))) {
      huh(c, m, Math.min(m.size(), 1), "NME ( 'name' ) ( 'version' ) expected");
      return;
    }
    String name = textOf(parts.get(1).message());
    Optional<Power> asked = asked(name);
    Optional<Power> free = asked.filter(p -> !players.containsKey(p))
        .or(() -> seats().stream().filter(p -> !players.containsKey(p)).findFirst());
    if (started || powerOf.containsKey(c) || observers.contains(c) || free.isEmpty()) {
      reply(c, "REJ", m);
      log.accept(who(c) + ": NME refused (" + (started ? "the game has started" : "no power is free") + ")");
      return;
    }
    Power p = free.get();
    players.put(p, c);
    powerOf.put(c, p);
    joinedAt.put(c, System.currentTimeMillis());
    clientNames.put(p, new String[] {name, textOf(parts.get(2).message())});
    reply(c, "YES", m);
    c.send(DaideMessages.map(tokens));
    log.accept(who(c) + ": joins as " + tokens.notation().powerName(p) + ", \"" + name + "\""
        + (asked.isPresent() && asked.get() != p ? " (it asked for " + tokens.notation().powerName(asked.get())
            + ", which has a player)" : ""));
  }

  /**
   * The power a client's name asks for, as MILA's server reads it: a name {@code FRA:DumbBot} (or
   * {@code FRA__DumbBot}) asks for the power whose DAIDE name or English name starts with {@code FRA}, ignoring case;
   * a name with no such prefix, or whose prefix names no seat, asks for none (the first free power is given).
   */
  private Optional<Power> asked(String name) {
    int colon = name.indexOf(':');
    int under = name.indexOf("__");
    int cut = colon < 0 ? under : under < 0 ? colon : Math.min(colon, under);
    if (cut <= 0) {
      return Optional.empty();
    }
    String prefix = name.substring(0, cut).toUpperCase(java.util.Locale.ROOT);
    for (Power p : seats()) {
      if (tokens.text(tokens.power(p)).toUpperCase(java.util.Locale.ROOT).startsWith(prefix)
          || p.name().toUpperCase(java.util.Locale.ROOT).startsWith(prefix)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /**
   * The powers a client may play: every power of the map but its dummies (DPjudge's {@code DUMMY} powers, "played by
   * no one": sengoku's Neutral, zeus's India, ambition's four). A dummy is described to every client like any power
   * ({@code MAP}, {@code MDF}, {@code NOW}, {@code SCO}), no client takes it, and its units do what core's
   * {@code DummyRules} and {@code OrderSheet} say for a power with no orders: civil disorder, never waited for.
   */
  private List<Power> seats() {
    return options.map().powers().stream().filter(p -> !p.isDummy()).toList();
  }

  private String textOf(DaideMessage m) {
    String t = m.text(tokens);
    return t.length() >= 2 && t.startsWith("'") && t.endsWith("'") ? t.substring(1, t.length() - 1) : t;
  }

  private void observe(DaideClient c, DaideMessage m) {
    if (powerOf.containsKey(c)) {
      reply(c, "REJ", m);
      return;
    }
    observers.add(c);
    reply(c, "YES", m);
    c.send(DaideMessages.map(tokens));
    log.accept(who(c) + ": observes");
  }

  private void rejoin(DaideClient c, DaideMessage m, ImmutableList<Part> parts) {
    Optional<Power> p = parts.size() == 3 && parts.get(1).message().size() == 1
        ? tokens.powerOf(parts.get(1).message().token(0)) : Optional.empty();
    // Before the start only a resumed game's powers may be taken back: a new game's passcodes are not given yet.
    boolean ok = (started || options.resumed().isPresent()) && !ended && p.isPresent() && !p.get().isDummy()
        && !players.containsKey(p.get()) && !powerOf.containsKey(c)
        && parts.get(2).message().size() == 1 && parts.get(2).message().token(0) == passcode(p.get());
    if (!ok) {
      reply(c, "REJ", m);
      int refused = refusedIams.merge(c, 1, Integer::sum);
      log.accept(who(c) + ": IAM refused (" + refused + " of " + MAX_REFUSED_IAMS + ")");
      if (refused >= MAX_REFUSED_IAMS) {
        log.accept(who(c) + ": cut off after " + MAX_REFUSED_IAMS + " refused IAMs (a passcode is not guessed)");
        c.closeAfterSending();
        closed(c, "cut off after " + MAX_REFUSED_IAMS + " refused IAMs");
      }
      return;
    }
    Power power = p.get();
    observers.remove(c);
    players.put(power, c);
    powerOf.put(c, power);
    mapAccepted.add(c);
    clientNames.putIfAbsent(power, new String[] {"IAM", "-"});
    reply(c, "YES", m);
    log.accept(who(c) + ": takes " + tokens.notation().powerName(power) + " back");
    if (!started) {
      maybeStart();
      return;
    }
    missedDeadline.remove(power);
    broadcast(msg().word("NOT ( CCD").open().power(power).close().close().build());
    if (disconnected.remove(power) && disconnected.isEmpty() && stoppedMillisLeft >= 0) {
      restartDeadline();
    }
  }

  /** The passcode of a power, a number token. */
  private int passcode(Power p) {
    return passcodes.get(p);
  }

  private void yes(DaideClient c, ImmutableList<Part> parts) {
    if (parts.size() == 2 && parts.get(1).bracketed() && parts.get(1).message().startsWith("MAP")) {
      mapAccepted.add(c);
      joinedAt.remove(c);
      log.accept(who(c) + ": accepts the map");
      maybeStart();
    }
  }

  /** {@code NOW}: the position; after a game that ended past the last year DAIDE can name, {@code REJ}. */
  private void now(DaideClient c, DaideMessage m) {
    if (game.position().phase().year() > DaideGameOptions.LAST_DAIDE_YEAR) {
      reply(c, "REJ", m);
    } else {
      c.send(DaideMessages.now(tokens, game.position(), options.rules()));
    }
  }

  private void hello(DaideClient c, DaideMessage m) {
    Power p = powerOf.get(c);
    if (!started || (p == null && !observers.contains(c))) {
      reply(c, "REJ", m);
      return;
    }
    DaideMessage.Builder b = msg().word("HLO").open();
    if (p == null) {
      b.word("UNO");
    } else {
      b.power(p);
    }
    b.close().open().number(p == null ? 0 : passcode(p)).close().open().word("( LVL").number(0).close();
    int[] times = {options.moveSeconds(), options.retreatSeconds(), options.buildSeconds()};
    String[] names = {"MTL", "RTL", "BTL"};
    for (int i = 0; i < 3; i++) {
      if (times[i] > 0) {
        b.open().word(names[i]).number(Math.min(times[i], 8191)).close();
      }
    }
    if (options.dsd() && options.longestSeconds() > 0) {
      b.open().word("DSD").close();
    }
    c.send(b.close().build());
  }

  /**
   * Starts the game when every seat's client has accepted the map, or, once the time of {@code --start-after} has
   * come, when at least one has: a seat whose client has not accepted the map by then is freed (the client is told
   * {@code OFF}), and every seat without a player is in civil disorder. The passcodes are not logged: the log is
   * read by others than the operator, who has them in the passcode file.
   */
  private void maybeStart() {
    if (started || ended) {
      return;
    }
    boolean all = true;
    boolean any = false;
    for (Power p : seats()) {
      DaideClient c = players.get(p);
      boolean ready = c != null && mapAccepted.contains(c);
      all &= ready;
      any |= ready;
    }
    boolean timeUp = startAt >= 0 && System.currentTimeMillis() >= startAt;
    if (!all && !(timeUp && any)) {
      return;
    }
    for (DaideClient c : new ArrayList<>(joinedAt.keySet())) {
      free(c, "had not accepted the map when the game started");
    }
    started = true;
    List<String> empty = new ArrayList<>();
    for (Power p : seats()) {
      if (!players.containsKey(p)) {
        empty.add(tokens.notation().powerName(p));
      }
    }
    log.accept((all ? "every power has a player" : "the wait is over") + ": the game "
        + (options.resumed().isPresent() ? "goes on" : "starts") + " at " + game.position().phase().code()
        + (empty.isEmpty() ? "" : "; in civil disorder: " + String.join(", ", empty)));
    for (DaideClient c : players.values()) {
      hello(c, DaideMessage.of());
    }
    for (DaideClient c : observers) {
      hello(c, DaideMessage.of());
    }
    newPhase();
  }

  /** The position, the time, and a fresh sheet: what every phase starts with. */
  private void newPhase() {
    sheet = game.sheet();
    waiting.clear();
    goNow.clear();
    draws.clear();
    broadcast(DaideMessages.sco(tokens, game.position()));
    broadcast(DaideMessages.now(tokens, game.position(), options.rules()));
    deadlineAt = -1;
    stoppedMillisLeft = -1;
    noticesDue.clear();
    int seconds = options.seconds(game.position().phase().type());
    if (seconds > 0) {
      disconnected.retainAll(game.survivors()); // eliminated since it left: not waited for
      if (options.dsd() && !disconnected.isEmpty()) {
        stoppedMillisLeft = 1000L * seconds; // DSD: no clock while a player is disconnected
        log.accept("the deadline of " + game.position().phase().code() + " waits for "
            + names(disconnected) + " to come back (DSD)");
      } else {
        startDeadline(1000L * seconds);
      }
    }
    maybeProcess();
  }

  /** Starts this phase's clock with the time left: {@code TME} to every client, and the notices they asked for. */
  private void startDeadline(long millis) {
    deadlineAt = System.currentTimeMillis() + millis;
    stoppedMillisLeft = -1;
    int seconds = (int) Math.min(8191, (millis + 999) / 1000);
    broadcast(msg().word("TME").open().number(seconds).close().build());
    noticesDue.clear();
    for (Map.Entry<DaideClient, TreeSet<Integer>> e : timeRequests.entrySet()) {
      // A notice the length of the deadline is the TME just sent.
      TreeSet<Integer> due = new TreeSet<>(e.getValue().headSet(seconds));
      if (!due.isEmpty()) {
        noticesDue.put(e.getKey(), due);
      }
    }
  }

  /** DSD: stops the clock while a player is disconnected. */
  private void stopDeadline() {
    if (deadlineAt >= 0) {
      stoppedMillisLeft = Math.max(0, deadlineAt - System.currentTimeMillis());
      deadlineAt = -1;
      noticesDue.clear();
      log.accept("the deadline of " + game.position().phase().code() + " stops with " + stoppedMillisLeft
          + " ms left while " + names(disconnected) + " is disconnected (DSD)");
    }
  }

  /** DSD: every disconnected player is back; the clock goes on with the time it had left. */
  private void restartDeadline() {
    long left = stoppedMillisLeft;
    log.accept("every player is back: the deadline of " + game.position().phase().code() + " goes on (DSD)");
    startDeadline(left);
  }

  private String names(Set<Power> powers) {
    List<String> out = new ArrayList<>();
    for (Power p : options.map().powers()) {
      if (powers.contains(p)) {
        out.add(tokens.notation().powerName(p));
      }
    }
    return String.join(", ", out);
  }

  // ------------------------------------------------------------------------------------------- orders

  private Power player(DaideClient c, DaideMessage m) {
    Power p = powerOf.get(c);
    if (!started || ended || p == null) {
      reply(c, "REJ", m);
      return null;
    }
    return p;
  }

  private void submit(DaideClient c, DaideMessage m, ImmutableList<Part> parts) {
    Power p = player(c, m);
    if (p == null) {
      return;
    }
    int first = 1;
    if (parts.size() > 1 && isTurn(parts.get(1).message())) {
      if (!DaideMessages.turn(parts.get(1).message()).equals(game.position().phase())) {
        reply(c, "REJ", m);
        log.accept(who(c) + ": SUB for another turn refused");
        return;
      }
      first = 2;
    }
    List<Order> orders = new ArrayList<>();
    int at = 1 + (first == 2 ? parts.get(1).message().size() + 2 : 0);
    for (Part part : parts.subList(first, parts.size())) {
      try {
        if (!part.bracketed()) {
          throw new IllegalArgumentException("an order is in brackets");
        }
        orders.add(DaideMessages.readOrder(tokens, part.message()));
      } catch (IllegalArgumentException e) { // OrderFormatException included
        huh(c, m, at, "cannot read an order: " + e.getMessage());
        return;
      }
      at += part.message().size() + (part.bracketed() ? 2 : 0);
    }
    if (!orders.isEmpty() && missedDeadline.remove(p)) {
      // Back from civil disorder: it orders again.
      broadcast(msg().word("NOT ( CCD").open().power(p).close().close().build());
      log.accept(who(c) + ": orders again, out of civil disorder");
    }
    for (int i = 0; i < orders.size(); i++) {
      // A vassal's order given by its controller is checked as the vassal's own; OrderSheet.with files it there.
      String note = DaideNotes.note(sheet, owner(p, orders.get(i)), orders.get(i));
      if (note.equals("MBV")) {
        sheet = sheet.with(p, orders.get(i));
      } else {
        log.accept(who(c) + ": order \"" + text(parts.get(first + i).message()) + "\" refused: " + note);
      }
      c.send(msg().word("THX").open().append(parts.get(first + i).message()).close().open().word(note).close()
          .build());
    }
    DaideMessage mis = missing(p);
    if (mis != null) {
      c.send(mis);
    }
    maybeProcess();
  }

  private boolean isTurn(DaideMessage m) {
    if (m.size() != 2) {
      return false;
    }
    String s = tokens.text(m.token(0));
    return List.of("SPR", "SUM", "FAL", "AUT", "WIN").contains(s);
  }

  /**
   * Whose order it is: the vassal's when the order names a vassal of the power ({@code VASSAL_DUMMIES}: a controller
   * orders its vassals' units, {@code VassalRules.controls}), else the power's own (another power's order is then
   * refused as {@code NYU}).
   */
  private Power owner(Power p, Order o) {
    Optional<Power> named = o.power();
    return named.isPresent() && VassalRules.controls(sheet.position(), p, named.get()) ? named.get() : p;
  }

  /**
   * {@code MIS} for a client: what its power has still to order and, in movement and retreat phases, what its
   * vassals have ({@code VASSAL_DUMMIES}), their units listed after its own, so that a bot that orders what
   * {@code MIS} lists orders its vassals too. DAIDE's {@code MIS ( n )} of adjustments has room for one power's
   * count: it is the power's own, and a vassal whose builds or removals its controller does not order is in civil
   * disorder there ({@code CD_BUILDS}, which {@code VASSAL_DUMMIES} brings). Null when nothing is missing.
   */
  private DaideMessage missing(Power p) {
    DaideMessage own = DaideNotes.missing(tokens, sheet, p, options.rules());
    Position pos = sheet.position();
    if (!pos.hasVassals() || pos.phase().type() == PhaseType.ADJUSTMENT || pos.vassals(p).isEmpty()) {
      return own;
    }
    DaideMessage.Builder b = msg().word("MIS");
    boolean any = false;
    List<Power> controlled = new ArrayList<>(List.of(p));
    controlled.addAll(pos.vassals(p));
    for (Power q : controlled) {
      DaideMessage m = q == p ? own : DaideNotes.missing(tokens, sheet, q, options.rules());
      if (m != null) {
        for (int i = 1; i < m.size(); i++) {
          b.append(DaideMessage.of(m.token(i)));
        }
        any = true;
      }
    }
    return any ? b.build() : null;
  }

  private void missingAsked(DaideClient c, DaideMessage m) {
    Power p = player(c, m);
    if (p != null) {
      DaideMessage mis = missing(p);
      c.send(mis == null ? msg().word("MIS").build() : mis);
    }
  }

  private void go(DaideClient c, DaideMessage m) {
    Power p = player(c, m);
    if (p == null) {
      return;
    }
    goNow.add(p);
    waiting.remove(p);
    reply(c, "YES", m);
    DaideMessage mis = missing(p);
    if (mis != null) {
      c.send(mis);
    }
    maybeProcess();
  }

  private void not(DaideClient c, DaideMessage m, ImmutableList<Part> parts) {
    DaideMessage inner = parts.size() == 2 && parts.get(1).bracketed() ? parts.get(1).message() : DaideMessage.of();
    if (inner.size() == 0) {
      huh(c, m, 1, "NOT ( command ) expected");
      return;
    }
    String what = tokens.text(inner.token(0));
    if (what.equals("TME")) {
      notTime(c, m, inner.parts());
      return;
    }
    Power p = player(c, m);
    if (p == null) {
      return;
    }
    if (what.equals("GOF")) {
      waiting.add(p);
      goNow.remove(p);
    } else if (what.equals("DRW") && inner.size() == 1) {
      if (!game.survivors().contains(p)) {
        reply(c, "REJ", m); // an eliminated power has no draw to withdraw
        return;
      }
      draws.remove(p);
    } else if (what.equals("SUB") && inner.size() == 1) {
      sheet = sheet.cleared(p);
      for (Power v : sheet.position().vassals(p)) {
        sheet = sheet.cleared(v);
      }
    } else if (what.equals("SUB")) {
      withdraw(c, m, p, inner.parts());
      return;
    } else {
      reply(c, "REJ", m);
      return;
    }
    reply(c, "YES", m);
  }

  /**
   * {@code NOT ( SUB ( order ) )}: the order leaves the sheet ({@code YES}; {@code MIS} then counts it missing), or
   * {@code REJ} when the power has no such order this phase. The syntax document names builds and retreats; any
   * order on the sheet may go, as a movement order may be replaced.
   */
  private void withdraw(DaideClient c, DaideMessage m, Power p, ImmutableList<Part> inner) {
    if (inner.size() != 2 || !inner.get(1).bracketed()) {
      huh(c, m, 3, "NOT ( SUB ( order ) ) expected: one order");
      return;
    }
    Order o;
    try {
      o = DaideMessages.readOrder(tokens, inner.get(1).message());
    } catch (IllegalArgumentException e) { // OrderFormatException included
      huh(c, m, 3, "cannot read an order: " + e.getMessage());
      return;
    }
    Power owner = owner(p, o);
    List<Order> left = new ArrayList<>(sheet.orders(owner));
    if (!left.remove(o)) {
      reply(c, "REJ", m);
      log.accept(who(c) + ": no order \"" + text(inner.get(1).message()) + "\" to withdraw");
      return;
    }
    if (owner == p) {
      sheet = left.isEmpty() ? sheet.cleared(p) : sheet.withOrders(p, left);
    } else { // a vassal's: withOrders(p, ...) would also mark p as having ordered nothing
      sheet = sheet.cleared(owner);
      for (Order e : left) {
        sheet = sheet.with(p, e);
      }
    }
    reply(c, "YES", m);
  }

  /**
   * {@code TME} asks for the time left; {@code TME ( seconds )} for a notice that many seconds before every
   * deadline ({@code REJ} without deadlines, or for a time below 0 or above the deadline).
   */
  private void time(DaideClient c, DaideMessage m, ImmutableList<Part> parts) {
    if (parts.size() == 1) {
      if (deadlineAt >= 0) {
        c.send(msg().word("TME").open().number((int) Math.min(8191, millisToDeadline() / 1000)).close().build());
      } else {
        reply(c, "REJ", m);
      }
      return;
    }
    int seconds = seconds(parts);
    if (seconds == Integer.MIN_VALUE) {
      huh(c, m, 1, "TME or TME ( seconds ) expected");
      return;
    }
    if (!joined(c) || options.longestSeconds() == 0 || seconds < 0 || seconds > options.longestSeconds()) {
      reply(c, "REJ", m);
      return;
    }
    timeRequests.computeIfAbsent(c, k -> new TreeSet<>()).add(seconds);
    if (deadlineAt >= 0 && deadlineAt - 1000L * seconds > System.currentTimeMillis()) {
      noticesDue.computeIfAbsent(c, k -> new TreeSet<>()).add(seconds);
    }
    reply(c, "YES", m);
  }

  /** {@code NOT ( TME )} cancels every notice asked for; {@code NOT ( TME ( seconds ) )} one of them. */
  private void notTime(DaideClient c, DaideMessage m, ImmutableList<Part> inner) {
    if (inner.size() == 1) {
      timeRequests.remove(c);
      noticesDue.remove(c);
      reply(c, "YES", m);
      return;
    }
    int seconds = seconds(inner);
    if (seconds == Integer.MIN_VALUE) {
      huh(c, m, 3, "NOT ( TME ) or NOT ( TME ( seconds ) ) expected");
      return;
    }
    Set<Integer> asked = timeRequests.getOrDefault(c, new TreeSet<>());
    if (!asked.remove(seconds)) {
      reply(c, "REJ", m);
      return;
    }
    noticesDue.getOrDefault(c, new TreeSet<>()).remove(seconds);
    reply(c, "YES", m);
  }

  /** The number of {@code TME ( seconds )}, or {@link Integer#MIN_VALUE} if the parts are not that. */
  private static int seconds(ImmutableList<Part> parts) {
    if (parts.size() != 2 || !parts.get(1).bracketed() || parts.get(1).message().size() != 1) {
      return Integer.MIN_VALUE;
    }
    int t = parts.get(1).message().token(0);
    if (t < 0 || t > 0x3FFF) {
      return Integer.MIN_VALUE;
    }
    return t >= 0x2000 ? t - 0x4000 : t; // 14-bit two's complement
  }

  private boolean joined(DaideClient c) {
    return powerOf.containsKey(c) || observers.contains(c);
  }

  private void draw(DaideClient c, DaideMessage m) {
    if (m.size() != 1) {
      huh(c, m, 1, "DRW takes no list of powers: partial draws are not allowed (no PDA)");
      return;
    }
    Power p = player(c, m);
    if (p == null || !game.survivors().contains(p)) {
      if (p != null) {
        reply(c, "REJ", m);
      }
      return;
    }
    draws.add(p);
    reply(c, "YES", m);
    maybeDraw();
  }

  /**
   * The draw rule: the game is drawn when every surviving power that has a connected client has sent {@code DRW}
   * this phase (the syntax document's "all non-eliminated clients"; a power in civil disorder has no client to ask),
   * and those are at least two: one client alone cannot draw for powers in civil disorder. The game records it as a
   * draw agreed among all survivors.
   */
  private void maybeDraw() {
    if (draws.isEmpty() || ended) {
      return;
    }
    int voters = 0;
    for (Power s : game.survivors()) {
      if (players.containsKey(s)) {
        if (!draws.contains(s)) {
          return;
        }
        voters++;
      }
    }
    if (voters < 2) {
      return;
    }
    game = game.drawnAmongSurvivors();
    end(null, "draw agreed by every remaining player");
  }

  /** {@code ORD}: the results of the last movement phase and of the phases played since. */
  private void results(DaideClient c, DaideMessage m) {
    List<Turn> played = game.playedTurns();
    if (!started || played.isEmpty()) {
      reply(c, "REJ", m);
      return;
    }
    int from = played.size() - 1;
    while (from > 0 && played.get(from).position().phase().type() != PhaseType.MOVEMENT) {
      from--;
    }
    for (Turn t : played.subList(from, played.size())) {
      resultsOf(t).forEach(c::send);
    }
  }

  /**
   * {@code HST ( turn )}: the {@code ORD} messages of that phase, then the {@code SCO} and {@code NOW} of the
   * position that followed it (the next phase played, as clients were sent it); {@code REJ} for a phase that was not
   * played (not yet, or passed over with nothing to decide).
   */
  private void history(DaideClient c, DaideMessage m, ImmutableList<Part> parts) {
    if (parts.size() != 2 || !parts.get(1).bracketed() || !isTurn(parts.get(1).message())) {
      huh(c, m, 1, "HST ( turn ) expected");
      return;
    }
    Phase asked;
    try {
      asked = DaideMessages.turn(parts.get(1).message());
    } catch (IllegalArgumentException e) {
      huh(c, m, 2, "no such turn: " + e.getMessage());
      return;
    }
    List<Turn> played = game.playedTurns();
    for (int i = 0; i < played.size(); i++) {
      if (played.get(i).position().phase().equals(asked)) {
        Position after = i + 1 < played.size() ? played.get(i + 1).position() : game.position();
        resultsOf(played.get(i)).forEach(c::send);
        c.send(DaideMessages.sco(tokens, after));
        c.send(DaideMessages.now(tokens, after, options.rules()));
        return;
      }
    }
    reply(c, "REJ", m);
  }

  // ------------------------------------------------------------------------------------------- phases

  private boolean ready(Power p) {
    return !players.containsKey(p) || goNow.contains(p)
        || (!waiting.contains(p) && missing(p) == null);
  }

  private void maybeProcess() {
    if (!started || ended) {
      return;
    }
    Position pos = sheet.position();
    for (Power p : DaideNotes.mustOrder(sheet)) {
      // A vassal is ordered by its controller's client: it is ready when that client is (whose MIS lists the
      // vassal's units too), except in adjustments, where an unordered vassal is in civil disorder.
      Optional<Power> controller = pos.controller(p);
      Power seat = controller.isPresent() && pos.phase().type() != PhaseType.ADJUSTMENT ? controller.get() : p;
      if (!ready(seat)) {
        return;
      }
    }
    process();
  }

  /** Sends the notices due by now and, once the deadline has come, adjudicates the phase. */
  private void deadlineTimer() {
    if (deadlineAt < 0) {
      return;
    }
    long now = System.currentTimeMillis();
    for (Map.Entry<DaideClient, TreeSet<Integer>> e : noticesDue.entrySet()) {
      TreeSet<Integer> due = e.getValue();
      while (!due.isEmpty() && deadlineAt - 1000L * due.last() <= now) {
        e.getKey().send(msg().word("TME").open().number(due.pollLast()).close().build());
      }
    }
    if (now >= deadlineAt) {
      deadline();
    }
  }

  /**
   * The deadline: every connected player that has orders missing (and did not send {@code GOF}) is in civil disorder ({@code CCD}, until it orders
   * again: {@code NOT ( CCD )}), and the phase is adjudicated with what was ordered.
   */
  private void deadline() {
    deadlineAt = -1;
    noticesDue.clear();
    if (started && !ended) {
      log.accept("deadline of " + game.position().phase().code() + ": civil disorder for what was not ordered");
      for (Map.Entry<Power, DaideClient> e : players.entrySet()) {
        Power p = e.getKey();
        if (!missedDeadline.contains(p) && !goNow.contains(p) && missing(p) != null) { // GOF: it chose to go on
          missedDeadline.add(p);
          broadcast(msg().word("CCD").open().power(p).close().build());
          log.accept(who(e.getValue()) + ": missed the deadline: civil disorder");
        }
      }
      process();
    }
  }

  /**
   * Does what is due by now ({@link #millisToTimer}): a client given a power before the start that has not accepted
   * the map in time is told {@code OFF} and its seat freed; the start after {@code startAfterSeconds}; the notices
   * asked with {@code TME ( seconds )}; once the deadline has come, civil disorder for what was not ordered and the
   * phase adjudicated. Calling it early does nothing.
   */
  public void timer() {
    long now = System.currentTimeMillis();
    for (Map.Entry<DaideClient, Long> e : new ArrayList<>(joinedAt.entrySet())) {
      if (now - e.getValue() >= options.joinMillis()) {
        free(e.getKey(), "did not accept the map within " + options.joinMillis() + " ms");
      }
    }
    if (!started && startAt >= 0 && now >= startAt) {
      maybeStart();
    }
    deadlineTimer();
  }

  /** Frees the seat of a client that did not accept the map: {@code OFF}, and the connection is closed. */
  private void free(DaideClient c, String why) {
    joinedAt.remove(c);
    c.send(msg().word("OFF").build());
    c.closeAfterSending();
    closed(c, why);
  }

  private void process() {
    Game before = game;
    game = game.advance(sheet);
    List<DaideMessage> out = new ArrayList<>();
    for (Turn t : game.history().subList(before.history().size(), game.history().size())) {
      out.addAll(resultsOf(t));
    }
    out.forEach(this::broadcast);
    log.accept(before.position().phase().code() + " adjudicated (" + out.size() + " results); now "
        + game.position().phase().code());
    phasePlayed.accept(game);
    if (game.ending().isPresent() || game.isOver()) {
      broadcast(DaideMessages.sco(tokens, game.position()));
      Optional<Power> w = game.winner();
      end(w.orElse(null), game.ending().map(o -> o.how()).orElse("game over"));
    } else if (options.until() > 0 && game.position().phase().year() > options.until()) {
      endAtYear("the last year, " + options.until() + ", was played");
    } else if (game.position().phase().year() > options.lastYear()) {
      endAtYear("the last year DAIDE can name, " + options.lastYear() + ", was played");
    } else {
      newPhase();
    }
  }

  /**
   * The end after a last year: a draw among the survivors, recorded in the game as the clients are told it
   * ({@code DRW}); a lone survivor (every other power eliminated, short of a solo) is conceded the game
   * ({@code SLO}).
   */
  private void endAtYear(String how) {
    broadcast(DaideMessages.sco(tokens, game.position()));
    if (game.survivors().size() == 1) {
      Power only = game.survivors().iterator().next();
      game = game.concededTo(only);
      end(only, how + "; the only survivor");
    } else {
      game = game.drawnAmongSurvivors();
      end(null, how);
    }
  }

  /**
   * The ORD messages of one adjudicated phase: the orders' results, and what the server did for what was left
   * unordered, so that a client following the ORD messages keeps the board: a hold for each unit in a movement
   * phase, a disband ({@code DSB}) for each dislodged unit in a retreat phase, in adjustments a removal
   * ({@code REM}) for each unit removed in civil disorder and a waive ({@code WVE}) for each build due as DAIDE
   * counts them (centres less units) and not ordered.
   */
  private List<DaideMessage> resultsOf(Turn t) {
    List<DaideMessage> out = new ArrayList<>();
    Set<Object> covered = new HashSet<>();
    for (OrderResult r : t.result().results()) {
      try {
        out.add(DaideMessages.ord(tokens, t.position(), r));
        if (r.order() instanceof io.github.dipjudge.order.UnitOrder u) {
          covered.add(u.location().province());
        }
      } catch (IllegalArgumentException e) {
        log.accept("no ORD for " + r.order() + ": " + e.getMessage());
      }
    }
    if (t.result() instanceof MovementResult mr) {
      for (Unit u : t.position().units()) {
        if (!covered.contains(u.province())) {
          boolean gone = mr.dislodged().stream().anyMatch(d -> d.unit().province() == u.province());
          Hold h = new Hold(Optional.of(u.power()), Optional.of(u.type()), u.location());
          out.add(DaideMessages.ord(tokens, t.position(),
              new OrderResult(h, gone ? Reason.DISLODGED : Reason.HELD, ImmutableList.of(), gone)));
        }
      }
    } else if (t.result() instanceof RetreatResult rr) {
      for (Unit u : rr.disbanded()) {
        if (!covered.contains(u.province())) {
          Disband d = new Disband(Optional.of(u.power()), Optional.of(u.type()), u.location());
          out.add(DaideMessages.ord(tokens, t.position(), new OrderResult(d, Reason.DISBANDED, ImmutableList.of(),
              false)));
        }
      }
    } else if (t.result() instanceof AdjustmentResult ar) {
      for (Unit u : ar.removedByCivilDisorder()) {
        Disband d = new Disband(Optional.of(u.power()), Optional.of(u.type()), u.location());
        out.add(DaideMessages.ord(tokens, t.position(), new OrderResult(d, Reason.REMOVED, ImmutableList.of(),
            false)));
      }
      // CD_BUILDS: builds the adjudicator made for a power that ordered nothing, reported as ordered builds are.
      for (Unit u : ar.builtByCivilDisorder()) {
        Build b = new Build(Optional.of(u.power()), Optional.of(u.type()), u.location());
        out.add(DaideMessages.ord(tokens, t.position(), new OrderResult(b, Reason.BUILT, ImmutableList.of(), false)));
      }
      if (!t.skipped()) {
        waives(t, ar, out);
      }
    }
    return out;
  }

  /**
   * {@code ORD ( turn ) ( power WVE ) ( SUC )} for each build a power had due and neither built (by order, or for it
   * in civil disorder under {@code CD_BUILDS}) nor waived by order. The builds due are the library's
   * ({@link OrderSheet#buildsDue}: centres, pending ones included, less units, capped by the build sites and by
   * {@code zeus}'s alternative home centres), so no waive is reported for a build the power could not have made.
   */
  private void waives(Turn t, AdjustmentResult ar, List<DaideMessage> out) {
    Position pos = t.position();
    OrderSheet before = OrderSheet.of(pos, options.rules());
    for (Power p : pos.map().powers()) {
      int due = before.buildsDue(p);
      for (Unit u : ar.built()) {
        due -= u.power() == p ? 1 : 0;
      }
      for (OrderResult r : t.result().results()) {
        if (r.order() instanceof Waive && r.order().power().equals(Optional.of(p))) {
          due--;
        }
      }
      for (int i = 0; i < due; i++) {
        out.add(DaideMessages.ord(tokens, pos, new OrderResult(new Waive(Optional.of(p)), Reason.WAIVED,
            ImmutableList.of(), false)));
      }
    }
  }

  private void end(Power winner, String how) {
    ended = true;
    deadlineAt = -1;
    noticesDue.clear();
    if (winner != null) {
      broadcast(msg().word("SLO").open().power(winner).close().build());
      outcomeText = "solo: " + tokens.notation().powerName(winner) + " (" + how + ")";
    } else {
      broadcast(msg().word("DRW").build());
      outcomeText = "draw (" + how + ")";
    }
    broadcast(summary());
    if (game.position().phase().year() <= DaideGameOptions.LAST_DAIDE_YEAR) {
      broadcast(DaideMessages.now(tokens, game.position(), options.rules()));
    }
    broadcast(msg().word("OFF").build());
    log.accept("game over at " + game.position().phase().code() + ": " + outcomeText);
  }

  /**
   * Stops the game where it is, unfinished (the server shuts down): {@code OFF} to every client; the game keeps no
   * outcome, so that it may be resumed ({@link DaideGameOptions#withResumed}). Nothing once ended.
   */
  public void shutdown() {
    if (ended) {
      return;
    }
    ended = true;
    deadlineAt = -1;
    noticesDue.clear();
    broadcast(msg().word("OFF").build());
    outcomeText = "stopped at " + game.position().phase().code() + " (the server was shut down)";
    log.accept("the server shuts down: the game stops at " + game.position().phase().code()
        + " (--resume continues it)");
  }

  /**
   * {@code SMR ( turn ) ( power ( 'name' ) ( 'version' ) centres [year] ) ...}: the turn is the current one, or the
   * last played one when the current one is past what DAIDE can name.
   */
  private DaideMessage summary() {
    Phase at = game.position().phase();
    if (at.year() > DaideGameOptions.LAST_DAIDE_YEAR) {
      List<Turn> played = game.playedTurns();
      at = played.get(played.size() - 1).position().phase();
    }
    DaideMessage.Builder b = msg().word("SMR").turn(at);
    Map<Power, Integer> eliminated = eliminated();
    for (Power p : options.map().powers()) {
      String[] n = clientNames.getOrDefault(p, p.isDummy() ? new String[] {"dummy", "-"}
          : new String[] {"civil disorder", "-"});
      int centres = game.position().centreCount(p);
      b.open().power(p).open().text(n[0]).close().open().text(n[1]).close().number(centres);
      if (centres == 0 && eliminated.containsKey(p)) {
        b.number(eliminated.get(p));
      }
      b.close();
    }
    return b.build();
  }

  /**
   * The year each eliminated power (no centre, no unit) was first seen so, from the game's history: a resumed game
   * knows it as well as one played here.
   */
  private Map<Power, Integer> eliminated() {
    Map<Power, Integer> out = new LinkedHashMap<>();
    List<Position> positions = new ArrayList<>();
    game.playedTurns().forEach(t -> positions.add(t.position()));
    positions.add(game.position());
    for (Position pos : positions) {
      for (Power p : options.map().powers()) {
        if (!out.containsKey(p) && pos.centreCount(p) == 0 && pos.units(p).isEmpty()) {
          out.put(p, pos.phase().year());
        }
      }
    }
    return out;
  }

  /**
   * A client is gone (the transport saw it close, or closed it): an observer is forgotten; a power's seat is free
   * again before the start, in civil disorder after ({@code CCD} to the others), and the game stops when no player
   * is left.
   *
   * @param c the client; one the game does not know is ignored
   * @param why what happened, for the log
   * @throws NullPointerException if an argument is null
   */
  public void closed(DaideClient c, String why) {
    checkNotNull(c, "c");
    checkNotNull(why, "why");
    timeRequests.remove(c);
    noticesDue.remove(c);
    observers.remove(c);
    mapAccepted.remove(c);
    refusedIams.remove(c);
    joinedAt.remove(c);
    Power p = powerOf.remove(c);
    if (p == null) {
      return;
    }
    players.remove(p);
    if (!started) {
      clientNames.remove(p);
      log.accept(c + ": " + tokens.notation().powerName(p) + " is free again (" + why + ")");
      return;
    }
    log.accept(c + ": " + tokens.notation().powerName(p) + " is in civil disorder (" + why + ")");
    if (ended) {
      return;
    }
    if (game.survivors().contains(p)) {
      disconnected.add(p); // an eliminated power's client is not waited for (DSD)
    }
    if (!missedDeadline.remove(p)) {
      broadcast(msg().word("CCD").open().power(p).close().build());
    }
    if (players.isEmpty()) {
      // No one is left to tell anything: the game stops unfinished, as at a shutdown, and --resume continues it.
      shutdown();
      outcomeText = "stopped at " + game.position().phase().code() + " (every player left)";
    } else {
      if (options.dsd() && !disconnected.isEmpty()) {
        stopDeadline();
      }
      maybeDraw(); // the others may all have asked for one
      if (!ended) {
        maybeProcess();
      }
    }
  }

  /** Ends every client's connection once what was sent has gone out ({@link DaideClient#closeAfterSending}). */
  public void closeAll() {
    for (DaideClient c : new ArrayList<>(powerOf.keySet())) {
      c.closeAfterSending();
    }
    for (DaideClient c : observers) {
      c.closeAfterSending();
    }
  }
}
