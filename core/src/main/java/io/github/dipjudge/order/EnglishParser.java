package io.github.dipjudge.order;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.map.UnknownNameException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** A recursive-descent reader of one English order line. One instance per line; not thread-safe. */
final class EnglishParser {
  private static final int WORD = 0;
  private static final int DASH = 1;
  private static final int COLON = 2;
  private static final int LPAREN = 3;
  private static final int RPAREN = 4;
  private static final int COMMA = 5;

  private static final ImmutableSet<String> HOLD = ImmutableSet.of("h", "hold", "holds", "stand", "stands");
  private static final ImmutableSet<String> MOVE = ImmutableSet.of("m", "move", "moves", "to", "attack", "attacks");
  private static final ImmutableSet<String> SUPPORT = ImmutableSet.of("s", "support", "supports", "supporting");
  private static final ImmutableSet<String> CONVOY = ImmutableSet.of("c", "convoy", "convoys", "convoying");
  private static final ImmutableSet<String> RETREAT = ImmutableSet.of("r", "retreat", "retreats");
  private static final ImmutableSet<String> DISBAND = ImmutableSet.of("d", "disband", "disbands", "remove", "removes");
  private static final ImmutableSet<String> BUILD = ImmutableSet.of("b", "build", "builds");
  private static final ImmutableSet<String> KEYWORDS = ImmutableSet.<String>builder()
      .addAll(HOLD).addAll(MOVE).addAll(SUPPORT).addAll(CONVOY).addAll(RETREAT).addAll(DISBAND).addAll(BUILD)
      .add("via", "by", "waive", "a", "f", "army", "fleet").build();

  private final GameMap map;
  private final String text;
  private final List<int[]> tokens = new ArrayList<>(); // {type, start, end}
  private int pos;

  EnglishParser(GameMap map, String text) {
    this.map = map;
    this.text = text;
  }

  // ------------------------------------------------------------------------------------------- tokens

  private void tokenize() {
    int i = 0;
    int n = text.length();
    while (i < n) {
      char c = text.charAt(i);
      if (isSpace(c)) {
        i++;
      } else if (c == '-' || c == '–' || c == '—' || c == '>') {
        int s = i;
        while (i < n && (text.charAt(i) == '-' || text.charAt(i) == '>' || text.charAt(i) == '–'
            || text.charAt(i) == '—')) {
          i++;
        }
        tokens.add(new int[] {DASH, s, i});
      } else if (c == ':' || c == '：') {
        tokens.add(new int[] {COLON, i, ++i});
      } else if (c == '(' || c == '（') {
        tokens.add(new int[] {LPAREN, i, ++i});
      } else if (c == ')' || c == '）') {
        tokens.add(new int[] {RPAREN, i, ++i});
      } else if (c == ',' || c == ';') {
        tokens.add(new int[] {COMMA, i, ++i});
      } else {
        int s = i;
        while (i < n) {
          char d = text.charAt(i);
          if (isSpace(d) || d == '-' || d == '–' || d == '—' || d == '>' || d == ':' || d == '('
              || d == ')' || d == ',' || d == ';' || d == '：' || d == '（' || d == '）') {
            break;
          }
          i++;
        }
        tokens.add(new int[] {WORD, s, i});
      }
    }
  }

  /** White space, including the no-break and ideographic spaces that orders copied from web pages carry. */
  private static boolean isSpace(char c) {
    return Character.isWhitespace(c) || Character.isSpaceChar(c);
  }

  private boolean atEnd() {
    return pos >= tokens.size();
  }

  private int type(int i) {
    return i < tokens.size() ? tokens.get(i)[0] : -1;
  }

  private String tokenText(int i) {
    int[] t = tokens.get(i);
    return text.substring(t[1], t[2]);
  }

  private String word(int i) {
    return type(i) == WORD ? tokenText(i).toLowerCase(Locale.ROOT) : null;
  }

  private boolean peekWordIn(ImmutableSet<String> set) {
    String w = word(pos);
    return w != null && set.contains(w);
  }

  private int column() {
    return atEnd() ? text.length() + 1 : tokens.get(pos)[1] + 1;
  }

  private OrderParseException error(String expected) {
    String found = atEnd() ? "end of text" : "\"" + tokenText(pos) + "\"";
    return new OrderParseException(text, column(), expected + ", found " + found);
  }

  // ------------------------------------------------------------------------------------------- grammar

  Order parseLine() {
    tokenize();
    if (tokens.isEmpty()) {
      throw new OrderParseException(text, 1, "expected an order, found an empty text");
    }
    Optional<Power> power = powerPrefix();
    Order order = order();
    if (!atEnd()) {
      throw error("expected the end of the order");
    }
    return power.isPresent() ? order.withPower(power.get()) : order;
  }

  private Optional<Power> powerPrefix() {
    int colon = -1;
    for (int i = 0; i < tokens.size(); i++) {
      if (type(i) == COLON) {
        colon = i;
        break;
      }
    }
    if (colon < 0) {
      return Optional.empty();
    }
    if (colon == 0) {
      throw error("expected a power name before ':'");
    }
    if ("priority".equals(word(colon - 1))) {
      return Optional.empty(); // "Build priority: ..." has no power prefix
    }
    String name = text.substring(tokens.get(0)[1], tokens.get(colon - 1)[2]);
    Optional<Power> p = map.findPower(name);
    if (p.isEmpty()) {
      throw new OrderParseException(text, 1, "unknown power \"" + name + "\"");
    }
    pos = colon + 1;
    return p;
  }

  private Order order() {
    if (peekWordIn(BUILD) && "priority".equals(word(pos + 1))) {
      pos += 2;
      skipColon();
      ImmutableList.Builder<Build> builds = ImmutableList.builder();
      do {
        Optional<UnitType> t = unitType();
        builds.add(new Build(Optional.empty(), t, location()));
      } while (comma());
      return new BuildPriority(Optional.empty(), builds.build());
    }
    if (peekWordIn(DISBAND) && "priority".equals(word(pos + 1))) {
      pos += 2;
      skipColon();
      ImmutableList.Builder<Disband> disbands = ImmutableList.builder();
      do {
        Optional<UnitType> t = unitType();
        disbands.add(new Disband(Optional.empty(), t, location()));
      } while (comma());
      return new DisbandPriority(Optional.empty(), disbands.build());
    }
    if (peekWordIn(ImmutableSet.of("waive", "waives"))) {
      pos++;
      return new Waive(Optional.empty());
    }
    if (peekWordIn(BUILD) && !startsPlace(pos)) {
      pos++;
      Optional<UnitType> t = unitType();
      Location l = location();
      return new Build(Optional.empty(), t, l);
    }
    if (peekWordIn(DISBAND) && !startsPlace(pos)) {
      pos++;
      Optional<UnitType> t = unitType();
      Location l = location();
      return new Disband(Optional.empty(), t, l);
    }
    Optional<UnitType> type = unitType();
    Location unit = location();
    if (atEnd()) {
      throw error("expected H, -, S, C, R, D or B after the unit");
    }
    if (peekWordIn(HOLD)) {
      pos++;
      return new Hold(Optional.empty(), type, unit);
    }
    if (type(pos) == DASH || peekWordIn(MOVE)) {
      return move(type, unit);
    }
    if (peekWordIn(SUPPORT)) {
      pos++;
      UnitRef supported = unitRef();
      if (type(pos) == DASH || peekWordIn(MOVE)) {
        skipMoveWords();
        Location to = location();
        return new SupportMove(Optional.empty(), type, unit, supported, to);
      }
      if (peekWordIn(HOLD)) {
        pos++;
      }
      return new SupportHold(Optional.empty(), type, unit, supported);
    }
    if (peekWordIn(CONVOY)) {
      pos++;
      UnitRef army = unitRef();
      if (!(type(pos) == DASH || peekWordIn(MOVE))) {
        throw error("expected '-' and the destination of the convoyed army");
      }
      skipMoveWords();
      Location to = location();
      return new Convoy(Optional.empty(), type, unit, army, to);
    }
    if (peekWordIn(RETREAT) && "priority".equals(word(pos + 1))) {
      pos += 2;
      skipColon();
      ImmutableList.Builder<Location> dests = ImmutableList.builder();
      boolean disband = false;
      do {
        if (peekWordIn(DISBAND)) {
          pos++;
          disband = true;
          break;
        }
        dests.add(location());
      } while (comma());
      return new RetreatPriority(Optional.empty(), type, unit, dests.build(), disband);
    }
    if (peekWordIn(RETREAT)) {
      pos++;
      if (type(pos) == DASH || peekWordIn(MOVE)) {
        skipMoveWords();
      }
      Location to = location();
      return new Retreat(Optional.empty(), type, unit, to);
    }
    if (peekWordIn(DISBAND)) {
      pos++;
      return new Disband(Optional.empty(), type, unit);
    }
    if (peekWordIn(BUILD)) {
      pos++;
      return new Build(Optional.empty(), type, unit);
    }
    throw error("expected H, -, S, C, R, D or B after the unit");
  }

  private void skipColon() {
    if (type(pos) == COLON) {
      pos++;
    }
  }

  private boolean comma() {
    if (type(pos) == COMMA) {
      pos++;
      return true;
    }
    return false;
  }

  private void skipMoveWords() {
    if (type(pos) == DASH) {
      pos++;
      return;
    }
    while (peekWordIn(MOVE)) {
      pos++;
    }
  }

  private Move move(Optional<UnitType> type, Location unit) {
    skipMoveWords();
    List<Location> places = new ArrayList<>();
    places.add(location());
    while (type(pos) == DASH || (peekWordIn(MOVE) && !atEnd())) {
      skipMoveWords();
      places.add(location());
    }
    boolean via = false;
    if (peekWordIn(ImmutableSet.of("via", "by"))) {
      String w = word(pos);
      pos++;
      if (peekWordIn(ImmutableSet.of("convoy", "c"))) {
        pos++;
      } else if (w.equals("by")) {
        throw error("expected \"convoy\" after \"by\"");
      }
      via = true;
    }
    Location to = places.get(places.size() - 1);
    ImmutableList.Builder<Province> path = ImmutableList.builder();
    for (int i = 0; i < places.size() - 1; i++) {
      path.add(places.get(i).province());
    }
    return new Move(Optional.empty(), type, unit, to, via, path.build());
  }

  private UnitRef unitRef() {
    Optional<Power> nationality = Optional.empty();
    String w = word(pos);
    if (w != null && !KEYWORDS.contains(w) && !startsPlace(pos)) {
      Optional<Power> p = map.findPower(tokenText(pos));
      if (p.isPresent()) {
        nationality = p;
        pos++;
      }
    }
    Optional<UnitType> type = unitType();
    Location l = location();
    return new UnitRef(nationality, type, l);
  }

  private Optional<UnitType> unitType() {
    String w = word(pos);
    if (w == null) {
      return Optional.empty();
    }
    UnitType t = null;
    if (w.equals("a") || w.equals("army")) {
      t = UnitType.ARMY;
    } else if (w.equals("f") || w.equals("fleet")) {
      t = UnitType.FLEET;
    }
    // The letter is a unit type unless it could be a province of that name ("A" alone reports the missing province).
    if (t != null && ((type(pos + 1) != -1 && type(pos + 1) != DASH && type(pos + 1) != COLON)
        || !startsPlace(pos))) {
      pos++;
      return Optional.of(t);
    }
    return Optional.empty();
  }

  private boolean startsPlace(int i) {
    return placeEnd(i) > i;
  }

  /** The index after the longest run of tokens from {@code i} that names a place, or {@code i} if none does. */
  private int placeEnd(int i) {
    if (type(i) != WORD) {
      return i;
    }
    int best = i;
    int depth = 0;
    boolean dash = false;
    for (int j = i; j < tokens.size() && j < i + 10; j++) {
      int t = type(j);
      if (t == COLON || t == COMMA) {
        break;
      }
      // An order word ends the name: names ignore spaces, so "spa/nc S" would otherwise read as Spain's "NCS" coast.
      if (j > i && depth == 0 && t == WORD && KEYWORDS.contains(word(j))) {
        break;
      }
      if (t == LPAREN) {
        depth++;
        continue;
      }
      if (t == RPAREN) {
        if (depth == 0) {
          break;
        }
        depth--;
      }
      if (t == DASH) {
        // A hyphen inside a name ("Mid-Atlantic") joins words; one with spaces around it is the move sign.
        int[] d = tokens.get(j);
        if (d[1] == 0 || isSpace(text.charAt(d[1] - 1)) || d[2] >= text.length()
            || isSpace(text.charAt(d[2])) || d[2] - d[1] != 1) {
          break;
        }
        dash = true;
        continue;
      }
      if (depth != 0) {
        continue;
      }
      String s = text.substring(tokens.get(i)[1], tokens.get(j)[2]);
      // Across a hyphen only a whole province name counts, so that "War-Gal" is two provinces, not one with a coast.
      if (dash ? map.findProvince(s).isPresent() : map.findPlaceName(s).isPresent()) {
        best = j + 1;
      }
    }
    return best;
  }

  private Location location() {
    if (atEnd()) {
      throw error("expected a province");
    }
    int end = placeEnd(pos);
    if (end == pos) {
      if (type(pos) != WORD) {
        throw error("expected a province");
      }
      // Report the run of words that could have been a name, with the closest known names.
      int j = pos;
      while (j < tokens.size() && type(j) == WORD && (j == pos || !KEYWORDS.contains(word(j)))) {
        j++;
      }
      String name = text.substring(tokens.get(pos)[1], tokens.get(j - 1)[2]);
      ImmutableList<String> sug = map.suggestProvinces(name);
      if (sug.isEmpty() && j - 1 > pos) {
        name = tokenText(pos);
        sug = map.suggestProvinces(name);
      }
      String msg = UnknownNameException.unknown("province", name, sug).getMessage();
      throw new OrderParseException(text, column(), msg);
    }
    String s = text.substring(tokens.get(pos)[1], tokens.get(end - 1)[2]);
    GameMap.PlaceName pn = map.findPlaceName(s).get();
    pos = end;
    // A coast the province does not have is dropped (DATC 4.B.6, preferred choice b).
    return pn.location().orElse(pn.province().location());
  }
}
