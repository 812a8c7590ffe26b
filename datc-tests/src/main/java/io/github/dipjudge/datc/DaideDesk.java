package io.github.dipjudge.datc;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.adjudicate.AdjustmentResult;
import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.adjudicate.Reason;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.daide.DaideMessage.Part;
import io.github.dipjudge.daide.DaideMessage;
import io.github.dipjudge.daide.DaideMessages;
import io.github.dipjudge.daide.DaideTokens;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.OrderSheet;
import io.github.dipjudge.game.Turn;
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
 * The game side of a DAIDE server, level 0 (the message syntax document's sections (i) to (ix)): who plays which
 * power, the game, the orders of the phase, and the answer to every message. It runs on the server's one game
 * thread only, so it keeps its state in plain fields. Joining: {@code NME} (a free power; {@code REJ} once the game
 * started or when none is free), {@code OBS}, {@code IAM} (a power whose client left, with its passcode). The game
 * starts when the client of every power that is no dummy has accepted the map ({@code YES ( MAP ... )}; a dummy is
 * no seat, {@link #seats()}): {@code HLO}, {@code SCO},
 * {@code NOW} (and {@code TME} with a deadline). Orders come by {@code SUB}, each answered by {@code THX} with its
 * note, then {@code MIS} while orders are missing; {@code NOT ( SUB ( order ) )} withdraws one. A phase is
 * adjudicated when every power that has something to order is ready (all ordered and no {@code NOT ( GOF )}, or
 * {@code GOF}, or its client gone), or at the deadline; whatever a power did not order is in civil disorder. Then
 * {@code ORD} for every unit and for what the server did itself (disbands, removals, waives), {@code SCO},
 * {@code NOW}; {@code ORD} and {@code HST ( turn )} send results again. With a deadline, {@code TME ( seconds )}
 * asks for a notice before each one. The game ends with a solo ({@code SLO}), a draw ({@code DRW}: every remaining
 * client asked for one in the same phase, which the game records as a draw agreed among the survivors; the last
 * year of {@code --until} was played; or every client left), then {@code SMR} and {@code OFF}. Press is refused
 * with {@code HUH}: the game is level 0. Dummy powers are no seats ({@link #seats()}); on a {@code VASSAL_DUMMIES}
 * map a controller's client orders its vassals ({@link #owner}, {@link #missing}).
 */
final class DaideDesk {
  private final DaideServer.Options options;
  private final DaideTokens tokens;
  private final Consumer<String> log;
  private final int passcodeBase;
  private Game game;
  private OrderSheet sheet;
  private final Map<Power, DaideConnection> players = new LinkedHashMap<>();
  private final Map<DaideConnection, Power> powerOf = new LinkedHashMap<>();
  private final Set<DaideConnection> observers = new LinkedHashSet<>();
  private final Set<DaideConnection> mapAccepted = new HashSet<>();
  private final Map<Power, String[]> clientNames = new LinkedHashMap<>();
  private final Map<Power, Integer> eliminated = new LinkedHashMap<>();
  private final Set<Power> waiting = new HashSet<>();
  private final Set<Power> goNow = new HashSet<>();
  private final Set<Power> draws = new HashSet<>();
  /** The notices each client asked for, seconds before every deadline ({@code TME ( seconds )}). */
  private final Map<DaideConnection, TreeSet<Integer>> timeRequests = new HashMap<>();
  /** The notices still to send before this phase's deadline. */
  private final Map<DaideConnection, TreeSet<Integer>> noticesDue = new HashMap<>();
  private boolean started;
  private boolean ended;
  private long deadlineAt = -1;
  private String outcomeText;

  DaideDesk(DaideServer.Options options, DaideTokens tokens, Consumer<String> log, int passcodeBase) {
    this.options = options;
    this.tokens = tokens;
    this.log = log;
    this.passcodeBase = passcodeBase;
    this.game = Game.start(options.map(), options.rules()).withId("daide-" + options.map().id());
    this.sheet = game.sheet();
  }

  DaideTokens tokens() {
    return tokens;
  }

  boolean ended() {
    return ended;
  }

  Game game() {
    return game;
  }

  String outcomeText() {
    return outcomeText;
  }

  long millisToDeadline() {
    return deadlineAt < 0 ? -1 : Math.max(0, deadlineAt - System.currentTimeMillis());
  }

  /** Milliseconds to the next thing due at a time (a notice or the deadline), -1 for none. */
  long millisToTimer() {
    if (deadlineAt < 0) {
      return -1;
    }
    long at = deadlineAt;
    for (TreeSet<Integer> due : noticesDue.values()) {
      if (!due.isEmpty()) {
        at = Math.min(at, deadlineAt - 1000L * due.last());
      }
    }
    return Math.max(0, at - System.currentTimeMillis());
  }

  // ------------------------------------------------------------------------------------------- messages

  private DaideMessage.Builder msg() {
    return DaideMessage.builder(tokens);
  }

  private String text(DaideMessage m) {
    String t = m.text(tokens);
    return t.length() > 200 ? t.substring(0, 200) + "..." : t;
  }

  private void reply(DaideConnection c, String word, DaideMessage m) {
    c.send(msg().word(word).open().append(m).close().build());
  }

  /** {@code HUH ( ... ERR ... )}, ERR before the token at {@code at}. */
  private void huh(DaideConnection c, DaideMessage m, int at, String why) {
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

  private String who(DaideConnection c) {
    Power p = powerOf.get(c);
    return c + (p == null ? "" : " (" + tokens.notation().powerName(p) + ")");
  }

  private void broadcast(DaideMessage m) {
    for (DaideConnection c : players.values()) {
      c.send(m);
    }
    for (DaideConnection c : observers) {
      c.send(m);
    }
  }

  void received(DaideConnection c, DaideMessage m) {
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
      case "NOW" -> c.send(DaideMessages.now(tokens, game.position(), options.rules()));
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

  private void join(DaideConnection c, DaideMessage m, ImmutableList<Part> parts) {
    if (parts.size() != 3 || !isText(parts.get(1)) || !isText(parts.get(2))) {
      huh(c, m, Math.min(m.size(), 1), "NME ( 'name' ) ( 'version' ) expected");
      return;
    }
    Optional<Power> free = seats().stream().filter(p -> !players.containsKey(p)).findFirst();
    if (started || powerOf.containsKey(c) || observers.contains(c) || free.isEmpty()) {
      reply(c, "REJ", m);
      log.accept(who(c) + ": NME refused (" + (started ? "the game has started" : "no power is free") + ")");
      return;
    }
    Power p = free.get();
    players.put(p, c);
    powerOf.put(c, p);
    clientNames.put(p, new String[] {textOf(parts.get(1).message()), textOf(parts.get(2).message())});
    reply(c, "YES", m);
    c.send(DaideMessages.map(tokens));
    log.accept(who(c) + ": joins as " + tokens.notation().powerName(p) + ", \"" + clientNames.get(p)[0] + "\"");
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

  private void observe(DaideConnection c, DaideMessage m) {
    if (powerOf.containsKey(c)) {
      reply(c, "REJ", m);
      return;
    }
    observers.add(c);
    reply(c, "YES", m);
    c.send(DaideMessages.map(tokens));
    log.accept(who(c) + ": observes");
  }

  private void rejoin(DaideConnection c, DaideMessage m, ImmutableList<Part> parts) {
    Optional<Power> p = parts.size() == 3 && parts.get(1).message().size() == 1
        ? tokens.powerOf(parts.get(1).message().token(0)) : Optional.empty();
    boolean ok = started && !ended && p.isPresent() && !p.get().isDummy() && !players.containsKey(p.get())
        && !powerOf.containsKey(c)
        && parts.get(2).message().size() == 1 && parts.get(2).message().token(0) == passcode(p.get());
    if (!ok) {
      reply(c, "REJ", m);
      log.accept(who(c) + ": IAM refused");
      return;
    }
    observers.remove(c);
    players.put(p.get(), c);
    powerOf.put(c, p.get());
    mapAccepted.add(c);
    reply(c, "YES", m);
    broadcast(msg().word("NOT ( CCD").open().power(p.get()).close().close().build());
    log.accept(who(c) + ": takes " + tokens.notation().powerName(p.get()) + " back");
  }

  /** The passcode of a power, a number token. */
  private int passcode(Power p) {
    return (passcodeBase + 37 * p.index()) & 0x1FFF;
  }

  private void yes(DaideConnection c, ImmutableList<Part> parts) {
    if (parts.size() == 2 && parts.get(1).bracketed() && parts.get(1).message().startsWith("MAP")) {
      mapAccepted.add(c);
      log.accept(who(c) + ": accepts the map");
      maybeStart();
    }
  }

  private void hello(DaideConnection c, DaideMessage m) {
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
    if (options.deadlineSeconds() > 0) {
      for (String t : List.of("MTL", "RTL", "BTL")) {
        b.open().word(t).number(Math.min(options.deadlineSeconds(), 8191)).close();
      }
    }
    c.send(b.close().build());
  }

  private void maybeStart() {
    if (started) {
      return;
    }
    for (Power p : seats()) {
      DaideConnection c = players.get(p);
      if (c == null || !mapAccepted.contains(c)) {
        return;
      }
    }
    started = true;
    List<String> passcodes = new ArrayList<>();
    for (Power p : seats()) {
      passcodes.add(tokens.notation().powerName(p) + " " + passcode(p));
    }
    // The operator's copy: a bot restarted after a crash takes its power back with it (DumbBot's -rPOW:passcode).
    log.accept("every power has a player: the game starts at " + game.position().phase().code() + "; passcodes "
        + String.join(", ", passcodes));
    for (DaideConnection c : players.values()) {
      hello(c, DaideMessage.of());
    }
    for (DaideConnection c : observers) {
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
    if (options.deadlineSeconds() > 0) {
      deadlineAt = System.currentTimeMillis() + 1000L * options.deadlineSeconds();
      broadcast(msg().word("TME").open().number(Math.min(options.deadlineSeconds(), 8191)).close().build());
      noticesDue.clear();
      for (Map.Entry<DaideConnection, TreeSet<Integer>> e : timeRequests.entrySet()) {
        // A notice the length of the deadline is the TME just sent.
        TreeSet<Integer> due = new TreeSet<>(e.getValue().headSet(options.deadlineSeconds()));
        if (!due.isEmpty()) {
          noticesDue.put(e.getKey(), due);
        }
      }
    }
    maybeProcess();
  }

  // ------------------------------------------------------------------------------------------- orders

  private Power player(DaideConnection c, DaideMessage m) {
    Power p = powerOf.get(c);
    if (!started || ended || p == null) {
      reply(c, "REJ", m);
      return null;
    }
    return p;
  }

  private void submit(DaideConnection c, DaideMessage m, ImmutableList<Part> parts) {
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

  private void missingAsked(DaideConnection c, DaideMessage m) {
    Power p = player(c, m);
    if (p != null) {
      DaideMessage mis = missing(p);
      c.send(mis == null ? msg().word("MIS").build() : mis);
    }
  }

  private void go(DaideConnection c, DaideMessage m) {
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

  private void not(DaideConnection c, DaideMessage m, ImmutableList<Part> parts) {
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
  private void withdraw(DaideConnection c, DaideMessage m, Power p, ImmutableList<Part> inner) {
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
  private void time(DaideConnection c, DaideMessage m, ImmutableList<Part> parts) {
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
    if (!joined(c) || options.deadlineSeconds() == 0 || seconds < 0 || seconds > options.deadlineSeconds()) {
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
  private void notTime(DaideConnection c, DaideMessage m, ImmutableList<Part> inner) {
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

  private boolean joined(DaideConnection c) {
    return powerOf.containsKey(c) || observers.contains(c);
  }

  private void draw(DaideConnection c, DaideMessage m) {
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
   * Declares the draw when every surviving power whose client is connected has sent {@code DRW} this phase (the
   * syntax document's "all non-eliminated clients"; a power in civil disorder has no client to ask). The game
   * records it as a draw agreed among all survivors.
   */
  private void maybeDraw() {
    if (draws.isEmpty() || ended) {
      return;
    }
    for (Power s : game.survivors()) {
      if (players.containsKey(s) && !draws.contains(s)) {
        return;
      }
    }
    if (game.survivors().size() >= 2) {
      game = game.drawnAmongSurvivors();
    }
    end(null, "draw agreed by every remaining player");
  }

  /** {@code ORD}: the results of the last movement phase and of the phases played since. */
  private void results(DaideConnection c, DaideMessage m) {
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
  private void history(DaideConnection c, DaideMessage m, ImmutableList<Part> parts) {
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
  void timer() {
    if (deadlineAt < 0) {
      return;
    }
    long now = System.currentTimeMillis();
    for (Map.Entry<DaideConnection, TreeSet<Integer>> e : noticesDue.entrySet()) {
      TreeSet<Integer> due = e.getValue();
      while (!due.isEmpty() && deadlineAt - 1000L * due.last() <= now) {
        e.getKey().send(msg().word("TME").open().number(due.pollLast()).close().build());
      }
    }
    if (now >= deadlineAt) {
      deadline();
    }
  }

  private void deadline() {
    deadlineAt = -1;
    noticesDue.clear();
    if (started && !ended) {
      log.accept("deadline of " + game.position().phase().code() + ": civil disorder for what was not ordered");
      process();
    }
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
    for (Power p : options.map().powers()) {
      if (!eliminated.containsKey(p) && game.position().centreCount(p) == 0 && game.position().units(p).isEmpty()) {
        eliminated.put(p, game.position().phase().year());
      }
    }
    if (game.ending().isPresent() || game.isOver()) {
      broadcast(DaideMessages.sco(tokens, game.position()));
      Optional<Power> w = game.winner();
      end(w.orElse(null), game.ending().map(o -> o.how()).orElse("game over"));
    } else if (options.until() > 0 && game.position().phase().year() > options.until()) {
      broadcast(DaideMessages.sco(tokens, game.position()));
      end(null, "the last year, " + options.until() + ", was played");
    } else {
      newPhase();
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
    broadcast(DaideMessages.now(tokens, game.position(), options.rules()));
    broadcast(msg().word("OFF").build());
    log.accept("game over at " + game.position().phase().code() + ": " + outcomeText);
  }

  /** {@code SMR ( turn ) ( power ( 'name' ) ( 'version' ) centres [year] ) ...}. */
  private DaideMessage summary() {
    DaideMessage.Builder b = msg().word("SMR").turn(game.position().phase());
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

  void closed(DaideConnection c, String why) {
    timeRequests.remove(c);
    noticesDue.remove(c);
    observers.remove(c);
    mapAccepted.remove(c);
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
    broadcast(msg().word("CCD").open().power(p).close().build());
    if (players.isEmpty()) {
      end(null, "every player left");
    } else {
      maybeDraw(); // the others may all have asked for one
      if (!ended) {
        maybeProcess();
      }
    }
  }

  void closeAll() {
    for (DaideConnection c : new ArrayList<>(powerOf.keySet())) {
      c.closeAfterSending();
    }
    for (DaideConnection c : observers) {
      c.closeAfterSending();
    }
  }
}
