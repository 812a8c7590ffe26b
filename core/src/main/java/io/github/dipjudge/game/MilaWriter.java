package io.github.dipjudge.game;

import com.fasterxml.jackson.core.JsonGenerator;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.adjudicate.Adjudicator;
import io.github.dipjudge.adjudicate.PhaseResult;
import io.github.dipjudge.adjudicate.RetreatResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.order.Build;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.order.OrderFormatException;
import io.github.dipjudge.order.UnitOrder;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import io.github.dipjudge.rules.variant.BuildSiteRules;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Writes a {@link Game} as a MILA saved game; see {@link MilaFormat}. */
final class MilaWriter {
  private MilaWriter() {}

  /**
   * Whether MILA leaves this phase out of its record: a phase the game passed over, or a retreat phase without
   * orders in which no dislodged unit has anywhere to go (MILA disbands such units at once and skips the phase).
   */
  static boolean omitted(Turn t) {
    if (t.skipped()) {
      return true;
    }
    if (t.position().phase().type() != PhaseType.RETREAT || !t.orders().isEmpty()) {
      return false;
    }
    RetreatResult rr = (RetreatResult) t.result();
    for (DislodgedUnit d : t.position().dislodged()) {
      if (!rr.retreatOptions(d.unit().province()).isEmpty()) {
        return false;
      }
    }
    return true;
  }

  /**
   * The results MILA writes for the phase of turn {@code i}: its tokens, and in a Winter phase right after an
   * omitted Fall retreat phase, {@code disband} for the units that phase disbanded (MILA reports them with the next
   * phase it processes).
   */
  static ImmutableMap<String, ImmutableList<String>> tokens(Game game, int i) {
    Turn t = game.turn(i);
    ImmutableMap<String, ImmutableList<String>> own = MilaTokens.of(t.result());
    if (t.position().phase().type() != PhaseType.ADJUSTMENT || i == 0) {
      return own;
    }
    Turn before = game.turn(i - 1);
    if (before.position().phase().type() != PhaseType.RETREAT || !before.position().phase().beforeAdjustments()
        || !omitted(before) || before.position().dislodged().isEmpty()) {
      return own;
    }
    Map<String, ImmutableList<String>> m = new LinkedHashMap<>();
    for (DislodgedUnit d : before.position().dislodged()) {
      m.put(MilaTokens.key(d.unit()), ImmutableList.of(MilaTokens.DISBAND));
    }
    m.putAll(own);
    return ImmutableMap.copyOf(m);
  }

  private static boolean canRetreat(RetreatResult options, DislodgedUnit d) {
    return options != null && !options.retreatOptions(d.unit().province()).isEmpty();
  }

  static void write(JsonGenerator g, Game game) throws IOException {
    checkCalendar(game.map());
    write(g, game, ImmutableMap.of(), Map.of());
  }

  /**
   * Refuses a map whose calendar is not the standard one: MILA cannot say its phases. MILA's Map.validate sets the
   * standard flow whatever the map file says (diplomacy/diplomacy, commit df1d089, diplomacy/engine/map.py lines
   * 291-295; it has no FLOW statement), so its phase names are Spring, Fall and Winter only, and its phase_abbr
   * (line 1430) writes four-digit years: a game on {@code hundred} or {@code classical} has no MILA form to guess.
   */
  static void checkCalendar(GameMap map) {
    if (!map.calendar().isStandard()) {
      throw new IllegalArgumentException("MILA's format cannot write a game on map " + map.id() + ": its calendar ("
          + map.calendar() + ") is not MILA's Spring, Fall and Winter, and MILA has no names for its phases; save "
          + "the game with DipjudgeFormat");
    }
  }

  /**
   * Writes a saved game read, with the fields kept from its file; refuses (before writing anything) when a recorded
   * phase with kept fields has no phase in the written game to go in.
   */
  static void write(JsonGenerator g, SavedGame saved) throws IOException {
    checkCalendar(saved.game().map());
    Map<String, SavedGame.RecordedPhase> byName = new LinkedHashMap<>();
    for (SavedGame.RecordedPhase p : saved.phases()) {
      if (!p.extras().isEmpty() || !p.stateExtras().isEmpty()) {
        byName.put(key(p), p);
      }
    }
    List<String> written = writtenNames(saved.game());
    for (String name : byName.keySet()) {
      if (!written.contains(name)) {
        throw new IllegalArgumentException("the recorded phase " + name + " keeps fields this library does not read ("
            + String.join(", ", byName.get(name).extras().keySet()) + ") but is no phase of the written game,"
            + " which would lose them");
      }
    }
    write(g, saved.game(), saved.extras(), byName);
  }

  /** The name a recorded phase is written under: its phase's code, or MILA's {@code COMPLETED}. */
  private static String key(SavedGame.RecordedPhase p) {
    return p.name().equals("COMPLETED") ? p.name() : p.position().phase().code();
  }

  /** The names of the phases {@link #write} writes, in order. */
  private static List<String> writtenNames(Game game) {
    List<String> names = new ArrayList<>();
    for (Turn t : game.history()) {
      if (!omitted(t)) {
        names.add(t.position().phase().code());
      }
    }
    names.add(game.isOver() ? "COMPLETED" : game.position().phase().code());
    return names;
  }

  /**
   * Refuses, before anything is written, a game whose positions hold what MILA's format has no field for: pending
   * centres ({@link io.github.dipjudge.position.Position#pendingCentres}, DPjudge's {@code RULE MOBILIZE}) or home
   * centres of the game's own ({@link io.github.dipjudge.position.Position#homesReassigned()}, {@code NEWHOMES}), or
   * vassals' controllers ({@link io.github.dipjudge.position.Position#controller}, {@code VASSAL_DUMMIES}).
   * MILA's engine knows neither rule, so a file that left them out would be another game.
   */
  static void checkSayable(Game game) {
    GameMap map = game.map();
    if (map.ruleFlags().contains("VASSAL_DUMMIES")) {
      throw new IllegalArgumentException("MILA's format cannot save a game on map " + map.id() + ": it has no field"
          + " for the controller of a vassal (RULE VASSAL_DUMMIES), and MILA's engine knows no such rule; save it in"
          + " this library's format (DipjudgeFormat) instead");
    }
    if (!MilaFormat.canWrite(map)) {
      throw new IllegalArgumentException("MILA's format cannot save a game on map " + map.id() + ": it has no field"
          + " for " + (map.ruleFlags().contains("MOBILIZE") ? "the pending centres of RULE MOBILIZE" : "")
          + (map.ruleFlags().contains("MOBILIZE") && !map.newHomesYears().isEmpty() ? " nor " : "")
          + (map.newHomesYears().isEmpty() ? "" : "the home centres NEWHOMES reassigns")
          + (map.powers().stream().allMatch(p -> p.claimableHomes() == 0) ? "" : "the claimed home centres (&SC)")
          + ", and MILA's engine knows neither rule; save it in this library's format (DipjudgeFormat) instead");
    }
  }

  private static void write(JsonGenerator g, Game game, ImmutableMap<String, String> top,
      Map<String, SavedGame.RecordedPhase> kept) throws IOException {
    GameMap map = game.map();
    checkSayable(game);
    OrderNotation english = OrderNotation.english(map);
    // The thread's adjudicator: a new one costs more than writing a short game (MILA's get_state).
    Adjudicator adjudicator = Adjudicator.forCurrentThread(map, game.rules());
    ImmutableList<Turn> history = game.history();
    g.writeStartObject();
    g.writeStringField("id", game.id());
    g.writeStringField("map", MapIds.milaName(map));
    g.writeFieldName("rules");
    writeRules(g, top.get("rules"));
    writeKept(g, top, "rules");
    g.writeArrayFieldStart("phases");
    Map<Integer, ImmutableList<Order>> exactOrders = new LinkedHashMap<>();
    int written = 0;
    for (int i = 0; i < history.size(); i++) {
      Turn t = history.get(i);
      if (omitted(t)) {
        continue;
      }
      String name = t.position().phase().code();
      SavedGame.RecordedPhase rec = kept.get(name);
      g.writeStartObject();
      g.writeStringField("name", name);
      writeState(g, game, t.position(), name,
          t.result() instanceof RetreatResult ? (RetreatResult) t.result() : null, adjudicator, rec);
      if (!writeOrders(g, t.orders(), t.position(), t.result(), english)) {
        exactOrders.put(written, t.orders());
      }
      g.writeObjectFieldStart("results");
      for (Map.Entry<String, ImmutableList<String>> e : tokens(game, i).entrySet()) {
        g.writeArrayFieldStart(e.getKey());
        for (String token : e.getValue()) {
          g.writeString(token);
        }
        g.writeEndArray();
      }
      g.writeEndObject();
      writeMessages(g, rec);
      g.writeEndObject();
      written++;
    }
    // An ending the players agreed on: the phase it ended in, not adjudicated, as MILA's draw() records it.
    if (game.ending().map(GameEnding::isAgreed).orElse(false)) {
      String code = game.position().phase().code();
      writeUnplayed(g, game, code, adjudicator, kept.get(code));
    }
    // The current phase, or once the game is over MILA's marker with the final position.
    String name = game.isOver() ? "COMPLETED" : game.position().phase().code();
    writeUnplayed(g, game, name, adjudicator, kept.get(name));
    g.writeEndArray();
    writeExtension(g, game, exactOrders, english);
    g.writeEndObject();
  }

  /** A phase record of the current position with no orders and no results (what a file kept of it, kept). */
  private static void writeUnplayed(JsonGenerator g, Game game, String name, Adjudicator adjudicator,
      SavedGame.RecordedPhase rec) throws IOException {
    g.writeStartObject();
    g.writeStringField("name", name);
    writeState(g, game, game.position(), name, null, adjudicator, rec);
    g.writeObjectFieldStart("orders");
    g.writeEndObject();
    g.writeObjectFieldStart("results");
    g.writeEndObject();
    writeMessages(g, rec);
    g.writeEndObject();
  }

  /** A rules list: the one kept from the file, else MILA's default. */
  private static void writeRules(JsonGenerator g, String kept) throws IOException {
    if (kept != null) {
      g.writeRawValue(kept);
      return;
    }
    g.writeStartArray();
    for (String r : MilaFormat.MILA_RULES) {
      g.writeString(r);
    }
    g.writeEndArray();
  }

  /** A phase's {@code messages} as kept (MILA's press), else none; then its other kept fields. */
  private static void writeMessages(JsonGenerator g, SavedGame.RecordedPhase rec) throws IOException {
    ImmutableMap<String, String> extras = rec == null ? ImmutableMap.of() : rec.extras();
    g.writeFieldName("messages");
    if (extras.containsKey("messages")) {
      g.writeRawValue(extras.get("messages"));
    } else {
      g.writeStartArray();
      g.writeEndArray();
    }
    writeKept(g, extras, "messages");
  }

  /** The kept fields but those named (which the caller has written in their place), as the file gave them. */
  private static void writeKept(JsonGenerator g, ImmutableMap<String, String> kept, String... placed)
      throws IOException {
    for (Map.Entry<String, String> e : kept.entrySet()) {
      if (!List.of(placed).contains(e.getKey())) {
        g.writeFieldName(e.getKey());
        g.writeRawValue(e.getValue());
      }
    }
  }

  private static void writeExtension(JsonGenerator g, Game game, Map<Integer, ImmutableList<Order>> exactOrders,
      OrderNotation english) throws IOException {
    g.writeObjectFieldStart(MilaFormat.EXTENSION);
    g.writeNumberField("version", DipjudgeFormat.VERSION);
    DipjudgeFormat.writeRules(g, game.rules());
    g.writeNumberField("seed", game.seed());
    g.writeArrayFieldStart("seeds");
    for (Turn t : game.history()) {
      g.writeNumber(t.seed());
    }
    g.writeEndArray();
    g.writeBooleanField("keepSkippedPhases", game.keepsSkippedPhases());
    g.writeArrayFieldStart("alliances");
    for (ImmutableSet<Power> a : game.alliances()) {
      g.writeStartArray();
      for (Power p : a) {
        g.writeString(p.name());
      }
      g.writeEndArray();
    }
    g.writeEndArray();
    g.writeFieldName("outcome");
    EndingJson.write(g, game.ending().orElse(null));
    g.writeNumberField("tieBreakYear", game.tieBreakYear());
    g.writeObjectFieldStart("orders");
    for (Map.Entry<Integer, ImmutableList<Order>> e : exactOrders.entrySet()) {
      g.writeArrayFieldStart(Integer.toString(e.getKey()));
      for (Order o : e.getValue()) {
        g.writeString(english.print(o));
      }
      g.writeEndArray();
    }
    g.writeEndObject();
    g.writeEndObject();
  }

  /**
   * The power a MILA list puts an order under: its own, else the owner of the unit it orders (else the home power of
   * its province); null for an order MILA cannot list: one without a power or unit to tell it, or one for another
   * power's unit (MILA refuses it, and so does the reader; the library finds it illegal, and the unit holds in both).
   */
  private static Power powerOf(Order o, Position pos) {
    Unit u = null;
    if (o instanceof UnitOrder && !(o instanceof Build)) {
      Province p = ((UnitOrder) o).location().province();
      u = pos.phase().type() == PhaseType.RETREAT
          ? pos.dislodgedAt(p).map(DislodgedUnit::unit).orElse(null) : pos.unitAt(p).orElse(null);
    }
    if (o.power().isPresent()) {
      return u == null || u.power() == o.power().get() ? o.power().get() : null;
    }
    if (u != null) {
      return u.power();
    }
    if (o instanceof UnitOrder) {
      return ((UnitOrder) o).location().province().homePower().orElse(null);
    }
    return null;
  }

  /**
   * Writes the {@code orders} object, every power's orders in MILA's notation; returns whether reading it back
   * gives exactly the given list (each order, its power, and their sequence, which grouping by power can change).
   */
  private static boolean writeOrders(JsonGenerator g, ImmutableList<Order> orders, Position pos,
      PhaseResult result, OrderNotation english) throws IOException {
    GameMap map = pos.map();
    List<List<String>> byPower = new ArrayList<>();
    List<List<Order>> readBack = new ArrayList<>();
    for (int i = 0; i < map.powers().size(); i++) {
      byPower.add(new ArrayList<>());
      readBack.add(new ArrayList<>());
    }
    boolean exact = true;
    for (Order o : orders) {
      Power p = powerOf(o, pos);
      String text = MilaOrders.print(MilaVia.asWritten(o, pos, result), pos);
      if (p == null || text == null) {
        exact = false;
        continue;
      }
      byPower.get(p.index()).add(text);
      try {
        readBack.get(p.index()).add(english.parse(text).withPower(p));
      } catch (OrderFormatException e) {
        exact = false;
      }
    }
    List<Order> sequence = new ArrayList<>();
    readBack.forEach(sequence::addAll);
    exact &= sequence.equals(orders);
    g.writeObjectFieldStart("orders");
    for (Power p : map.powers()) {
      g.writeArrayFieldStart(MilaFormat.powerKey(p));
      for (String s : byPower.get(p.index())) {
        g.writeString(s);
      }
      g.writeEndArray();
    }
    g.writeEndObject();
    return exact;
  }

  private static void writeState(JsonGenerator g, Game game, Position pos, String name, RetreatResult retreats,
      Adjudicator adjudicator, SavedGame.RecordedPhase rec) throws IOException {
    ImmutableMap<String, String> kept = rec == null ? ImmutableMap.of() : rec.stateExtras();
    GameMap map = pos.map();
    // MILA disbands at once a dislodged unit that has nowhere to go: it lists neither it nor its retreats.
    RetreatResult options = retreats;
    if (options == null && !pos.dislodged().isEmpty() && pos.phase().type() == PhaseType.RETREAT) {
      options = adjudicator.retreat(pos, List.of());
    }
    g.writeObjectFieldStart("state");
    g.writeFieldName("note");
    if (kept.containsKey("note")) {
      g.writeRawValue(kept.get("note"));
    } else {
      // MILA notes the winners on its COMPLETED marker ("Victory by: FRA, GER"), a draw's as a shared victory.
      g.writeString(name.equals("COMPLETED") && game.ending().isPresent() ? MilaEnding.note(game.ending().get())
          : "");
    }
    g.writeStringField("name", name);
    g.writeObjectFieldStart("units");
    for (Power p : map.powers()) {
      g.writeArrayFieldStart(MilaFormat.powerKey(p));
      for (Unit u : pos.units(p)) {
        g.writeString(MilaTokens.key(u));
      }
      for (DislodgedUnit d : pos.dislodged()) {
        if (d.unit().power() == p && canRetreat(options, d)) {
          g.writeString("*" + MilaTokens.key(d.unit()));
        }
      }
      g.writeEndArray();
    }
    g.writeEndObject();
    g.writeObjectFieldStart("retreats");
    for (Power p : map.powers()) {
      g.writeObjectFieldStart(MilaFormat.powerKey(p));
      for (DislodgedUnit d : pos.dislodged()) {
        if (d.unit().power() == p && canRetreat(options, d)) {
          g.writeArrayFieldStart(MilaTokens.key(d.unit()));
          for (Location l : options.retreatOptions(d.unit().province())) {
            g.writeString(MilaOrders.loc(l));
          }
          g.writeEndArray();
        }
      }
      g.writeEndObject();
    }
    g.writeEndObject();
    g.writeObjectFieldStart("centers");
    for (Power p : map.powers()) {
      g.writeArrayFieldStart(MilaFormat.powerKey(p));
      for (Province c : pos.centres(p)) {
        g.writeString(MilaOrders.loc(c.location()));
      }
      g.writeEndArray();
    }
    g.writeEndObject();
    g.writeObjectFieldStart("homes");
    for (Power p : map.powers()) {
      g.writeArrayFieldStart(MilaFormat.powerKey(p));
      for (Province c : p.homeCentres()) {
        g.writeString(MilaOrders.loc(c.location()));
      }
      g.writeEndArray();
    }
    g.writeEndObject();
    g.writeObjectFieldStart("builds");
    for (Power p : map.powers()) {
      g.writeObjectFieldStart(MilaFormat.powerKey(p));
      int count = 0;
      ImmutableList<Province> sites = ImmutableList.of();
      if (pos.phase().type() == PhaseType.ADJUSTMENT) {
        count = pos.centreCount(p) - pos.unitCount(p);
        if (count > 0) {
          sites = BuildSiteRules.sites(pos, p, game.rules());
          count = Math.min(count, sites.size());
        }
      }
      g.writeNumberField("count", count);
      g.writeArrayFieldStart("homes");
      for (Province c : sites) {
        g.writeString(MilaOrders.loc(c.location()));
      }
      g.writeEndArray();
      g.writeEndObject();
    }
    g.writeEndObject();
    g.writeStringField("game_id", game.id());
    g.writeStringField("map", MapIds.milaName(map));
    g.writeFieldName("rules");
    writeRules(g, kept.get("rules"));
    writeKept(g, kept, "note", "rules");
    g.writeEndObject();
  }
}
