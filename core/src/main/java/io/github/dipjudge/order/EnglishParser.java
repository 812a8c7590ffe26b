package io.github.dipjudge.order;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.map.Coast;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Names;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.map.UnknownNameException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A recursive-descent reader of one English order line. One instance per line; not thread-safe.
 *
 * <p>Work: the text is scanned once into tokens, each word token also into its normalised letters. A place is then
 * looked up on those letters (joined by a space, or by a hyphen where a hyphen joins two words), never on the raw
 * text, and a run of tokens stops growing into a name once its letters are longer than any place name; each token
 * is tried as the start of a place once (the result is kept). So reading costs time linear in the text, however
 * long or strange it is; {@link #work()} counts it for the tests.
 */
final class EnglishParser {
  private static final int WORD = 0;
  private static final int DASH = 1;
  private static final int COLON = 2;
  private static final int LPAREN = 3;
  private static final int RPAREN = 4;
  private static final int COMMA = 5;
  /** At most this many tokens make one place name ("St Petersburg ( north coast )" is 6). */
  private static final int MAX_NAME_TOKENS = 10;

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
  private final int maxPlaceLetters;
  private final List<int[]> tokens = new ArrayList<>(); // {type, start, end}
  /** For each word token, its letters and digits normalised, with '/' kept where it separates a coast. */
  private final List<String> clean = new ArrayList<>();
  /** placeEnd(i) once computed, else -1. */
  private int[] placeEnds;
  /** The normalised text of the place starting at a token, for the tokens where one does. */
  private final java.util.Map<Integer, String> placeTexts = new java.util.HashMap<>();
  private int pos;
  private long work;

  EnglishParser(GameMap map, String text) {
    this.map = map;
    this.text = text;
    this.maxPlaceLetters = 2 * map.longestPlaceNameLength();
  }

  /** The work done so far: characters scanned plus characters of the names looked up. */
  long work() {
    return work;
  }

  // ------------------------------------------------------------------------------------------- tokens

  private void tokenize() {
    int n = text.length();
    work += n;
    // Leading and trailing white space, line breaks included, is no part of the order.
    int end = n;
    while (end > 0 && Character.isWhitespace(text.charAt(end - 1))) {
      end--;
    }
    int i = 0;
    while (i < end && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    while (i < end) {
      char c = text.charAt(i);
      if (isSpace(c)) {
        i++;
      } else if (isDash(c)) {
        int s = i;
        while (i < end && isDash(text.charAt(i))) {
          i++;
        }
        add(DASH, s, i);
      } else if (c == ':' || c == '：') {
        add(COLON, i, ++i);
      } else if (c == '(' || c == '（') {
        add(LPAREN, i, ++i);
      } else if (c == ')' || c == '）') {
        add(RPAREN, i, ++i);
      } else if (c == ',' || c == ';' || c == '，' || c == '；') {
        add(COMMA, i, ++i);
      } else if (Character.isWhitespace(c) || Character.isISOControl(c)) {
        throw new OrderFormatException(text, i + 1, c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029'
            || c == '\u0085' || c == '\u000B' || c == '\u000C'
            ? "a line break inside an order (parseAll reads one order a line)"
            : "unexpected control character " + String.format("U+%04X", (int) c));
      } else {
        int s = i;
        while (i < end && !isDelimiter(text.charAt(i))) {
          i++;
        }
        String word = text.substring(s, i);
        int bad = Names.invalidCharIndex(word);
        if (bad >= 0) {
          int cp = word.codePointAt(bad);
          throw new OrderFormatException(text, s + bad + 1, "unexpected " + describe(cp));
        }
        add(WORD, s, i);
      }
    }
    placeEnds = new int[tokens.size()];
    java.util.Arrays.fill(placeEnds, -1);
  }

  private void add(int type, int start, int end) {
    tokens.add(new int[] {type, start, end});
    if (type != WORD) {
      clean.add(null);
      return;
    }
    // The word's letters, with a '/' kept between the parts it separates ("stp/nc"), so that a name is looked up
    // on short normalised text and still breaks into a province and a coast where the writer broke it.
    StringBuilder sb = new StringBuilder(end - start);
    int from = start;
    for (int k = start; k <= end; k++) {
      if (k == end || text.charAt(k) == '/' || text.charAt(k) == '／') {
        if (sb.length() > 0 && k > from) {
          sb.append('/');
        }
        sb.append(Names.normalize(text.substring(from, k)));
        from = k + 1;
      }
    }
    work += end - start;
    clean.add(sb.toString());
  }

  private static String describe(int cp) {
    String code = String.format("U+%04X", cp);
    return Character.getType(cp) == Character.SURROGATE || Character.getType(cp) == Character.FORMAT
        ? "character " + code + (Character.getType(cp) == Character.SURROGATE ? " (a lone surrogate)" : "")
        : "character '" + new String(Character.toChars(cp)) + "' (" + code + ")";
  }

  /** Spaces between words: the tab and every space character (no-break and ideographic spaces included). */
  private static boolean isSpace(char c) {
    return c == '\t' || Character.getType(c) == Character.SPACE_SEPARATOR;
  }

  /** The move sign and its forms: hyphens, dashes, the minus sign, {@code >} and the arrow {@code →}. */
  private static boolean isDash(char c) {
    return isHyphen(c) || c == '—' || c == '−' || c == '>' || c == '＞' || c == '→';
  }

  /** The dashes that may also join the words of a name ({@code Mid-Atlantic}). */
  private static boolean isHyphen(char c) {
    return c == '-' || c == '‐' || c == '‑' || c == '–' || c == '－';
  }

  private static boolean isDelimiter(char d) {
    return isSpace(d) || isDash(d) || Character.isWhitespace(d) || Character.isISOControl(d) || d == ':' || d == '('
        || d == ')' || d == ',' || d == ';' || d == '：' || d == '（' || d == '）' || d == '，' || d == '；';
  }

  private boolean atEnd() {
    return pos >= tokens.size();
  }

  private int type(int i) {
    return i < tokens.size() ? tokens.get(i)[0] : -1;
  }

  private String tokenText(int i) {
    int[] t = tokens.get(i);
    work += t[2] - t[1];
    return text.substring(t[1], t[2]);
  }

  private String word(int i) {
    return type(i) == WORD ? clean.get(i) : null;
  }

  private boolean peekWordIn(ImmutableSet<String> set) {
    String w = word(pos);
    return w != null && set.contains(w);
  }

  private int column() {
    return atEnd() ? text.length() + 1 : tokens.get(pos)[1] + 1;
  }

  private OrderFormatException error(String expected) {
    String found = atEnd() ? "end of text" : "\"" + tokenText(pos) + "\"";
    return new OrderFormatException(text, column(), expected + ", found " + found);
  }

  // ------------------------------------------------------------------------------------------- grammar

  Order parseLine() {
    tokenize();
    if (tokens.isEmpty()) {
      throw new OrderFormatException(text, 1, "expected an order, found an empty text");
    }
    Optional<Power> power = powerPrefix();
    try {
      Order order = order();
      if (!atEnd()) {
        throw error("expected the end of the order");
      }
      return power.isPresent() ? order.withPower(power.get()) : order;
    } catch (OrderFormatException e) {
      if (power.isEmpty() && e.column() == tokens.get(0)[1] + 1) {
        missingColon();
      }
      throw e;
    }
  }

  /**
   * Throws when the order failed on its first word and starts with a power's name (the longest, of up to three
   * words): its colon is missing.
   */
  private void missingColon() {
    int words = 0;
    while (words < Math.min(3, tokens.size()) && type(words) == WORD) {
      words++;
    }
    for (int k = words; k >= 1; k--) {
      String name = text.substring(tokens.get(0)[1], tokens.get(k - 1)[2]);
      work += name.length();
      if (map.findPower(name).isPresent()) {
        if (k == tokens.size()) {
          throw new OrderFormatException(text, text.length() + 1, "expected an order after the power \"" + name
              + "\"");
        }
        throw new OrderFormatException(text, tokens.get(k - 1)[2] + 1, "expected ':' after the power \"" + name
            + "\" (\"" + name + ": ...\")");
      }
    }
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
    work += name.length();
    try {
      Power p = map.power(name);
      pos = colon + 1;
      return Optional.of(p);
    } catch (UnknownNameException e) {
      throw new OrderFormatException(text, 1, e.getMessage());
    }
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
    // Words that name a power are its nationality unless they begin the unit's place; on a variant a power's name or
    // adjective may be a place too (chaos's Norwegian, the Norwegian Sea's alias): then they are the nationality when
    // a unit type or a place follows them, which no place of a unit can be followed by.
    int end = powerEnd(pos);
    if (end > pos && (!startsPlace(pos) || startsUnit(end))) {
      nationality = map.findPower(powerWords(pos, end));
      pos = end;
    }
    Optional<UnitType> type = unitType();
    Location l = location();
    return new UnitRef(nationality, type, l);
  }

  /** At most this many words make one power's name or adjective (chaos's "St Petersburger" is 2). */
  private static final int MAX_POWER_WORDS = 4;

  /**
   * The index after the longest run of at most {@value #MAX_POWER_WORDS} words from {@code i}, none an order word,
   * that names a power, or {@code i} if none does.
   */
  private int powerEnd(int i) {
    int best = i;
    int words = 0;
    for (int j = i; j < tokens.size() && words < MAX_POWER_WORDS; j++) {
      if (type(j) == DASH && words > 0 && type(j - 1) == WORD && j + 1 < tokens.size() && type(j + 1) == WORD) {
        continue; // a hyphenated adjective, ambition's British-Hanoverian: tried whole at the next word
      }
      if (type(j) != WORD || KEYWORDS.contains(word(j))) {
        break;
      }
      words++;
      String name = powerWords(i, j + 1);
      work += name.length();
      if (map.findPower(name).isPresent()) {
        best = j + 1;
      }
    }
    return best;
  }

  /** The tokens {@code [from, to)} as written, words joined by single spaces and a dash between two by a dash. */
  private String powerWords(int from, int to) {
    StringBuilder sb = new StringBuilder();
    for (int k = from; k < to; k++) {
      if (type(k) == DASH) {
        sb.append('-');
      } else {
        sb.append(k > from && type(k - 1) != DASH ? " " : "").append(tokenText(k));
      }
    }
    return sb.toString();
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

  /** Whether token {@code i} begins a unit: a unit type word or a place. */
  private boolean startsUnit(int i) {
    String w = word(i);
    return w != null && (w.equals("a") || w.equals("f") || w.equals("army") || w.equals("fleet") || startsPlace(i));
  }

  /**
   * The index after the longest run of tokens from {@code i} that names a place, or {@code i} if none does; the
   * run's normalised text is kept in {@link #placeTexts}. Computed once per token.
   */
  private int placeEnd(int i) {
    if (type(i) != WORD) {
      return i;
    }
    if (placeEnds[i] >= 0) {
      return placeEnds[i];
    }
    int best = i;
    String bestText = null;
    int depth = 0;
    boolean dash = false;
    int letters = 0;
    StringBuilder span = new StringBuilder();
    for (int j = i; j < tokens.size() && j < i + MAX_NAME_TOKENS; j++) {
      int t = type(j);
      if (t == COLON || t == COMMA) {
        break;
      }
      // An order word ends a name already found: names ignore spaces, so "spa/nc S" would otherwise read as Spain's
      // "NCS" coast. Before any name is found it may end one (youngstown's "Off Board A", "Off Board H").
      if (j > i && depth == 0 && t == WORD && KEYWORDS.contains(word(j)) && best > i) {
        break;
      }
      if (t == LPAREN) {
        depth++;
        span.append('(');
        continue;
      }
      if (t == RPAREN) {
        if (depth == 0) {
          break;
        }
        depth--;
        span.append(')');
      }
      if (t == DASH) {
        // A hyphen inside a name ("Mid-Atlantic") joins words; one with spaces around it is the move sign. The
        // name look-up then requires the hyphen to fall between two words of the name, so "swe-den" is no Sweden.
        int[] d = tokens.get(j);
        if (d[2] - d[1] != 1 || !isHyphen(text.charAt(d[1])) || d[1] == 0 || isDelimiter(text.charAt(d[1] - 1))
            || d[2] >= text.length() || isDelimiter(text.charAt(d[2]))) {
          break;
        }
        dash = true;
        span.append('-');
        continue;
      }
      if (t == WORD) {
        letters += clean.get(j).length();
        if (letters > maxPlaceLetters) {
          break; // longer than any place: no longer run can be one either
        }
        char last = span.length() == 0 ? '(' : span.charAt(span.length() - 1);
        if (last != '(' && last != '-') {
          span.append(' ');
        }
        span.append(clean.get(j));
      }
      if (depth != 0) {
        continue;
      }
      String s = span.toString();
      work += s.length();
      // Across a hyphen only a whole province name counts, so that "War-Gal" is two provinces, not one with a coast;
      // or a hyphenated name with a coast set apart after it ("Mid-Atlantic Ocean/ec"), which must be read to be
      // refused at the coast rather than as an unknown province.
      if (dash ? map.findProvince(s).isPresent() || coastAfterHyphenatedName(s) : map.findPlaceName(s).isPresent()) {
        best = j + 1;
        bestText = s;
      }
    }
    placeEnds[i] = best;
    if (bestText != null) {
      placeTexts.put(i, bestText);
    }
    return best;
  }

  /**
   * Whether the span {@code s} (a name with a hyphen in it) is a province followed by a coast set apart by a
   * {@code /}, a bracket or a space after the last hyphen: {@code mid-atlantic ocean/ec}. Tries each such separator:
   * at most the span's length of look-ups, each of it, on a span of at most twice the longest name.
   */
  private boolean coastAfterHyphenatedName(String s) {
    for (int k = s.lastIndexOf('-') + 1; k < s.length(); k++) {
      char c = s.charAt(k);
      if (c == '/' || c == '(' || c == ' ') {
        work += s.length();
        if (map.findProvince(s.substring(0, k)).isPresent() && map.findCoast(s.substring(k + 1)).isPresent()) {
          return true;
        }
      }
    }
    return false;
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
      work += name.length();
      ImmutableList<String> sug = map.suggestProvinces(name);
      if (sug.isEmpty() && j - 1 > pos) {
        name = tokenText(pos);
        sug = map.suggestProvinces(name);
      }
      String msg = UnknownNameException.unknown("province", name, sug).getMessage();
      throw new OrderFormatException(text, column(), msg);
    }
    String place = placeTexts.get(pos);
    work += place.length();
    GameMap.PlaceName pn = map.findPlaceName(place).get();
    int from = tokens.get(pos)[1];
    int to = tokens.get(end - 1)[2];
    pos = end;
    refuseEmptyCoast(from, to);
    if (pn.coast().isEmpty()) {
      return pn.province().location();
    }
    // A coast the province does not have is an error, never dropped (see WrittenCoast).
    Optional<Location> l = WrittenCoast.of(pn.province(), pn.coast().get());
    if (l.isEmpty()) {
      throw new OrderFormatException(text, coastColumn(from, to, pn),
          WrittenCoast.lacking(pn.province(), pn.coast().get(), Language.ENGLISH));
    }
    return l.get();
  }

  /**
   * Refuses a coast separator with nothing after it in the place written at {@code text[from, to)}: {@code Spa/},
   * {@code Spa / - Por}, {@code Spa()}. Names ignore the separators, so such a place would otherwise read as the
   * bare province. One pass over the place's characters.
   */
  private void refuseEmptyCoast(int from, int to) {
    work += to - from;
    for (int k = from; k < to; k++) {
      char c = text.charAt(k);
      boolean slash = c == '/' || c == '／';
      if (!slash && c != '(' && c != '（') {
        continue;
      }
      int j = k + 1;
      while (j < to && isSpace(text.charAt(j))) {
        j++;
      }
      char next = j < to ? text.charAt(j) : 0;
      boolean closing = next == ')' || next == '）';
      if (slash && (j == to || closing || next == '/' || next == '／' || next == '(' || next == '（')) {
        throw new OrderFormatException(text, j + 1, "expected a coast after '" + c + "'");
      }
      if (!slash && closing) {
        throw new OrderFormatException(text, j + 1, "expected a coast in the brackets");
      }
    }
  }

  /**
   * The column where the coast of the place written at {@code text[from, to)} begins: the place's last letters
   * that spell one of the coast's names, after letters that spell the province. Only for an error: it costs the
   * place's length times the coast's few names.
   */
  private int coastColumn(int from, int to, GameMap.PlaceName pn) {
    String letters = Names.normalize(text.substring(from, to));
    Coast coast = pn.coast().get();
    List<String> names = new ArrayList<>(coast.aliases());
    names.add(coast.code());
    names.add(coast.name());
    names.addAll(coast.localNames().values());
    int coastLetters = 0;
    for (String name : names) {
      String n = Names.normalize(name);
      work += n.length() + letters.length();
      if (n.length() > coastLetters && n.length() < letters.length() && letters.endsWith(n)
          && map.findProvince(letters.substring(0, letters.length() - n.length())).orElse(null) == pn.province()) {
        coastLetters = n.length();
      }
    }
    if (coastLetters == 0) {
      return from + 1;
    }
    // Back from the end of the place over as many letters as the coast's name has (brackets hold none).
    int k = to;
    int counted = 0;
    while (k > from && counted < coastLetters) {
      int cp = text.codePointBefore(k);
      k -= Character.charCount(cp);
      counted += Names.normalize(new String(Character.toChars(cp))).length();
      work++;
    }
    return k + 1;
  }
}
