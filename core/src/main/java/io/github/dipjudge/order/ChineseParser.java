package io.github.dipjudge.order;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.Coast;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.map.UnknownNameException;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * A reader of the orders of one line written in Chinese, simplified or traditional script (both are read by every
 * Chinese notation). One instance per line; not thread-safe.
 *
 * <p>The text is first scanned into a normalised form: letters and digits lower-cased and NFKC-normalised (so
 * full-width forms read as ordinary ones), white space and quotation marks dropped (spaces are optional in Chinese
 * orders; where they stood is remembered), a full stop between two Latin letters dropped ({@code St. Petersburg}),
 * and punctuation reduced to a few marks: {@code :} (：), {@code (} ({@code （【[}), {@code )}, {@code ，} (the
 * full-width {@code ，} and {@code ；}), {@code 、} ({@code 、} and the ASCII {@code ,} and {@code ;}), {@code -},
 * {@code >} ({@code →}), {@code <} ({@code ←}), {@code /}, {@code .} ({@code 。}), {@code *} (bullets) and
 * {@code ?} (anything else). Every scanned character remembers the span of the original text it comes from, for
 * error messages. Names are then found by the longest name that starts at the reading position, as the map knows it
 * in any language; a name in Latin (or another script written with spaces) must start and end at a word boundary,
 * so {@code Germar} is no "Germany" followed by "Marseilles".
 *
 * <p>A line holds one order or several: outside brackets, {@code ，} and {@code ；} separate orders, and so does
 * {@code 、} except in a priority list (from 优先 to the next {@code ，} or {@code ；}), where it separates the items;
 * the ASCII {@code ,} and {@code ;} count as {@code 、} (ASCII has no enumeration comma).
 * A power named before an order applies to it and to the orders after it on the line, until another power is named.
 *
 * <p>The grammar of one order, with {@code P} a place (a province, optionally followed by a coast in brackets or
 * directly), {@code U} a unit word (陆军/陸軍/军队/軍隊 for an army, 舰队/艦隊/海军/海軍 for a fleet) and {@code R} a
 * unit named inside an order ({@code [power[的]] [U] P [U]}):
 *
 * <pre>
 *   [bullet] [power (：|:|--)] order (（annotation）|。)*     (a move may end with [经|經|…] 海运 unbracketed)
 *   order := [U] P [U] rest
 *          | 优先建造[：] [U] P [U]、…          (also 优先生产, 優先建造, 優先生產; at least one item)
 *          | 优先解散[：] [U] P [U]、…          (also 優先解散; at least one item)
 *          | 生产 [U] P [U]  |  解散 [U] P [U]  |  放弃[建造]
 *   rest  := 坚守|堅守|固守|驻守|駐守|控制
 *          | (经|經 (P|海运))* (移动|移動|进入|進入|到|-) P
 *          | 支援 R [(移动|到|…) P]
 *          | 运输|運輸|护送|護送 R (移动|到|…) P
 *          | 优先撤退到 P、P、…[、解散]           (at least one place, or 解散)
 *          | 撤退到 P
 *          | 解散
 *          | 生产|生產|建造 [U]
 *   annotation := [&lt;--] [经|經|经由|經由|通过|通過|由|走] (海运|海運|海路|海上运输|海上運輸)   a move by convoy
 *               | [&lt;--] 被 (护送|護送|运输|運輸|…)                                        a move by convoy
 *               | [&lt;--] (护送|護送|运输|運輸|…)                                           marks a convoy order
 * </pre>
 *
 * <p>Any other text in brackets is an error: after a place it must be a coast, at the end of the order one of the
 * annotations.
 *
 * <p>Cost: linear in the length of the text. Every name look-up tries at most {@code MAX_NAME} lengths, every
 * bracket is searched for once, and closest-name suggestions are only asked for names of at most
 * {@code MAX_NAME + 3} characters (no longer one is within their edit distance of a known name). {@link #work()}
 * counts the steps, for the test that shows it.
 */
final class ChineseParser {
  private static final String PUNCT = ":()，、->/.*<?";
  /** No name of a map is longer, in normalised characters. */
  private static final int MAX_NAME = 40;
  /** Combining marks kept with their base; no name needs more, and NFKC reorders a long run in quadratic time. */
  private static final int MAX_MARKS = 8;

  private static final List<String> ARMY = words("陆军", "陸軍", "军队", "軍隊");
  private static final List<String> FLEET = words("舰队", "艦隊", "海军", "海軍");
  private static final List<String> HOLD = words("坚守", "堅守", "固守", "驻守", "駐守", "控制", "防守", "不动", "不動");
  private static final List<String> MOVE = words("移动", "移動", "移至", "移到", "移往", "进入", "進入", "进攻", "進攻",
      "攻击", "攻擊", "前往", "到达", "到達", "到");
  private static final List<String> SUPPORT = words("支援", "支持");
  private static final List<String> CONVOY = words("运输", "運輸", "护送", "護送", "运送", "運送", "输送", "輸送",
      "护航", "護航");
  private static final List<String> VIA = words("经由", "經由", "经过", "經過", "途经", "途經", "通过", "通過", "经", "經");
  private static final List<String> SEA = words("海运", "海運", "海路", "海上运输", "海上運輸");
  /** What may come before a sea word in a by-convoy annotation: {@code （经由海运）}, {@code （走海路）}. */
  private static final List<String> ANNOTATION_VIA = words("经由", "經由", "经过", "經過", "通过", "通過", "经", "經", "由",
      "走");
  private static final List<String> PRIORITY = words("优先", "優先");
  private static final List<String> RETREAT = words("撤退到", "撤退至", "撤退往", "撤往", "撤到", "撤至", "撤退", "退到",
      "退往", "退至");
  private static final List<String> DISBAND = words("解散", "移除", "遣散");
  private static final List<String> BUILD = words("生产", "生產", "建造", "建立", "新建", "组建", "組建");
  private static final List<String> WAIVE = words("放弃", "放棄", "弃权", "棄權");
  /** Every word of the notation, to end the span reported as an unknown name. */
  private static final List<String> ALL_WORDS = all(ARMY, FLEET, HOLD, MOVE, SUPPORT, CONVOY, VIA, SEA, PRIORITY,
      RETREAT, DISBAND, BUILD, WAIVE);

  private final GameMap map;
  private final String text;
  /** The scanned text. */
  private String s;
  /** Scanned character {@code i} comes from {@code text[from[i], to[i])}. */
  private int[] from;
  private int[] to;
  /** Scanned character {@code i} had white space (or quotes, or a dropped full stop) before it. */
  private final BitSet gap = new BitSet();
  private int pos;
  /** Where the order being read ends: a separator, or the end of the text. */
  private int end;
  /** Where the order being read starts, after its bullet and power. */
  private int orderStart;
  private long work;

  ChineseParser(GameMap map, String text) {
    this.map = map;
    this.text = text;
    scan();
  }

  private static List<String> words(String... w) {
    List<String> l = new ArrayList<>(Arrays.asList(w));
    l.sort(Comparator.comparingInt(String::length).reversed()); // longest first: 撤退到 before 撤退
    return List.copyOf(l);
  }

  @SafeVarargs
  private static List<String> all(List<String>... lists) {
    List<String> l = new ArrayList<>();
    for (List<String> x : lists) {
      l.addAll(x);
    }
    return List.copyOf(l);
  }

  /** The steps taken so far (characters scanned, name lengths tried, words compared), for the linearity test. */
  long work() {
    return work;
  }

  // ------------------------------------------------------------------------------------------- scanning

  private void scan() {
    int n = text.length();
    StringBuilder out = new StringBuilder(n);
    int[] f = new int[n + 4];
    int[] t = new int[n + 4];
    boolean pendingGap = false;
    int i = 0;
    while (i < n) {
      int j = i + Character.charCount(text.codePointAt(i));
      // Keep combining marks with their base, so that NFKC composes them as the map's names are composed.
      int marks = 0;
      while (j < n && marks < MAX_MARKS && isMark(text.codePointAt(j))) {
        j += Character.charCount(text.codePointAt(j));
        marks++;
      }
      work += (long) (j - i) * (j - i); // NFKC may reorder the marks of a piece in quadratic time
      String piece = Normalizer.normalize(text.substring(i, j), Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
      for (int k = 0; k < piece.length(); ) {
        int cp = piece.codePointAt(k);
        k += Character.charCount(cp);
        String add;
        if (Character.isLetterOrDigit(cp)) {
          add = cp == 'ё' ? "е" : new String(Character.toChars(cp));
        } else if (Character.isWhitespace(cp) || Character.isSpaceChar(cp) || isQuote(cp)) {
          pendingGap = true;
          continue;
        } else if (Character.getType(cp) == Character.FORMAT) {
          continue;
        } else if (cp == '.' && out.length() > 0 && isLatin(out.charAt(out.length() - 1)) && latinFollows(j)) {
          pendingGap = true; // St. Petersburg
          continue;
        } else {
          add = String.valueOf(punct(cp, text.codePointAt(i)));
        }
        for (int a = 0; a < add.length(); a++) {
          if (out.length() >= f.length) {
            f = Arrays.copyOf(f, f.length * 2);
            t = Arrays.copyOf(t, t.length * 2);
          }
          if (pendingGap) {
            gap.set(out.length());
            pendingGap = false;
          }
          f[out.length()] = i;
          t[out.length()] = j;
          out.append(add.charAt(a));
        }
      }
      i = j;
    }
    s = out.toString();
    from = f;
    to = t;
  }

  /** Whether the first character of the original text from {@code j} on that is no white space is a Latin letter. */
  private boolean latinFollows(int j) {
    int k = j;
    while (k < text.length() && Character.isWhitespace(text.codePointAt(k))) {
      k += Character.charCount(text.codePointAt(k));
      work++; // each run of white space is looked through by the one full stop before it
    }
    return k < text.length() && text.charAt(k) < 0x250 && Character.isLetter(text.charAt(k));
  }

  private static boolean isMark(int cp) {
    int t = Character.getType(cp);
    return t == Character.NON_SPACING_MARK || t == Character.COMBINING_SPACING_MARK || t == Character.ENCLOSING_MARK;
  }

  private static boolean isQuote(int cp) {
    return "\"'`“”‘’「」『』〝〞〟«»‹›".indexOf(cp) >= 0;
  }

  /** The mark for punctuation {@code cp}, which NFKC made of {@code original}. */
  private static char punct(int cp, int original) {
    if ("，；﹐﹔".indexOf(original) >= 0) {
      return '，'; // NFKC would make them ASCII
    }
    if (cp == ',' || cp == ';' || cp == '、') {
      return '、'; // also ､ and ﹑, which NFKC has made 、
    }
    if (cp == ':' || cp == '/' || cp == '.') {
      return (char) cp; // also ： ／ ．
    }
    if ("([{【〔〖".indexOf(cp) >= 0) {
      return '(';
    }
    if (")]}】〕〗".indexOf(cp) >= 0) {
      return ')';
    }
    if ("-‐‑‒–—―─~〜".indexOf(cp) >= 0) {
      return '-';
    }
    if (">→⇒➔⟶".indexOf(cp) >= 0) {
      return '>';
    }
    if ("<←⟵".indexOf(cp) >= 0) {
      return '<';
    }
    if (cp == '。') {
      return '.';
    }
    if ("*•·●○◦▪".indexOf(cp) >= 0) {
      return '*';
    }
    return '?';
  }

  /** A letter or digit of a script written with spaces between words (Latin, Cyrillic, …; not Chinese). */
  private static boolean isLatin(char c) {
    return Character.isLetterOrDigit(c) && Character.UnicodeScript.of(c) != Character.UnicodeScript.HAN;
  }

  // ------------------------------------------------------------------------------------------- reading helpers

  private boolean atEnd() {
    return pos >= end;
  }

  private boolean at(char c) {
    return pos < end && s.charAt(pos) == c;
  }

  private boolean isWordChar(int i) {
    return i < end && PUNCT.indexOf(s.charAt(i)) < 0;
  }

  /** Where the word starting at {@code i} ends, looking at most {@code MAX_NAME} characters ahead. */
  private int wordEnd(int i) {
    int j = i;
    while (j - i < MAX_NAME && isWordChar(j)) {
      j++;
    }
    work += j - i;
    return j;
  }

  /**
   * Whether a name may start or end at scanned index {@code i}: anywhere in Chinese text, but not inside a Latin
   * word ({@code Germar} holds no "ger").
   */
  private boolean boundary(int i) {
    return i <= 0 || i >= s.length() || gap.get(i) || !isLatin(s.charAt(i - 1)) || !isLatin(s.charAt(i));
  }

  /** The word of the list that starts at {@code i}, or null. */
  private String wordAt(int i, List<String> words) {
    work += words.size();
    for (String w : words) {
      if (i + w.length() <= end && s.startsWith(w, i)) {
        return w;
      }
    }
    return null;
  }

  private boolean accept(List<String> words) {
    String w = wordAt(pos, words);
    if (w == null) {
      return false;
    }
    pos += w.length();
    return true;
  }

  private void skipColon() {
    while (at(':')) {
      pos++;
    }
  }

  /** The separator of the items of a priority list: 、 (or the ASCII , and ;). */
  private boolean acceptItemSeparator() {
    if (at('、')) {
      while (at('、')) {
        pos++;
      }
      return true;
    }
    return false;
  }

  /** A move word or a dash/arrow. */
  private boolean acceptMove() {
    if (at('-') || at('>')) {
      while (at('-') || at('>')) {
        pos++;
      }
      return true;
    }
    return accept(MOVE);
  }

  /** The length of the longest province name starting at {@code i}, or 0. */
  private int provinceAt(int i) {
    if (!isWordChar(i) || !boundary(i)) {
      return 0;
    }
    work += MAX_NAME; // longestPlaceNameAt tries at most the map's longest name length
    int max = Math.min(wordEnd(i) - i, map.longestPlaceNameAt(s, i));
    for (int l = max; l > 0; l--) {
      work += l;
      if (boundary(i + l) && map.findProvince(s.substring(i, i + l)).isPresent()) {
        return l;
      }
    }
    return 0;
  }

  /** The length of the longest coast name starting at {@code i}, or 0. */
  private int coastAt(int i) {
    if (!isWordChar(i) || !boundary(i)) {
      return 0;
    }
    work += MAX_NAME;
    int max = Math.min(wordEnd(i) - i, map.longestPlaceNameAt(s, i));
    for (int l = max; l > 0; l--) {
      work += l;
      if (boundary(i + l) && map.findCoast(s.substring(i, i + l)).isPresent()) {
        return l;
      }
    }
    return 0;
  }

  /** The length of the longest power name starting at {@code i}, or 0. */
  private int powerAt(int i) {
    if (!isWordChar(i) || !boundary(i)) {
      return 0;
    }
    int max = wordEnd(i) - i;
    for (int l = max; l > 0; l--) {
      work += l;
      if (boundary(i + l) && map.findPower(s.substring(i, i + l)).isPresent()) {
        return l;
      }
    }
    return 0;
  }

  private Optional<UnitType> unitWord() {
    if (accept(ARMY)) {
      return Optional.of(UnitType.ARMY);
    }
    if (accept(FLEET)) {
      return Optional.of(UnitType.FLEET);
    }
    return Optional.empty();
  }

  private boolean unitWordAt(int i) {
    return wordAt(i, ARMY) != null || wordAt(i, FLEET) != null;
  }

  /** The {@code )} closing the bracket opened at {@code open}, within this order, or -1. */
  private int closing(int open) {
    for (int j = open + 1; j < end; j++) {
      work++;
      if (s.charAt(j) == ')') {
        return j;
      }
    }
    return -1;
  }

  // ------------------------------------------------------------------------------------------- errors

  private int column(int i) {
    return i < s.length() ? from[i] + 1 : text.length() + 1;
  }

  /** The original text of scanned characters {@code a} (inclusive) to {@code b} (exclusive), {@code a < b}. */
  private String original(int a, int b) {
    return text.substring(from[a], to[b - 1]).strip();
  }

  /**
   * Where the token that starts at {@code i} ends: a word of the notation; or the text up to the next word of the
   * notation, punctuation, or a space followed by a name (a name, known or not); or a run of punctuation.
   */
  private int tokenEnd(int i) {
    if (!isWordChar(i)) {
      int j = i + 1;
      while (j < end && !isWordChar(j)) {
        j++;
      }
      work += j - i;
      return j;
    }
    String w = wordAt(i, ALL_WORDS);
    if (w != null) {
      return i + w.length();
    }
    int j = i + 1;
    // Up to a word of the notation, or a space before a name: "跳舞 北海" is 跳舞, but "Build priority" one token.
    while (isWordChar(j) && wordAt(j, ALL_WORDS) == null
        && !(gap.get(j) && (provinceAt(j) > 0 || powerAt(j) > 0))) {
      j++;
    }
    return j;
  }

  private String found() {
    if (pos >= s.length()) {
      return "end of text";
    }
    if (atEnd()) {
      return "\"" + original(pos, pos + 1) + "\" (the end of this order)";
    }
    return "\"" + original(pos, tokenEnd(pos)) + "\"";
  }

  private OrderFormatException error(String expected) {
    return new OrderFormatException(text, column(pos), expected + ", found " + found());
  }

  private OrderFormatException errorAt(int i, String message) {
    return new OrderFormatException(text, column(i), message);
  }

  /** An error for a name that is no province, with the closest known names. */
  private OrderFormatException unknownPlace() {
    if (!isWordChar(pos)) {
      return error("expected a province");
    }
    int j = tokenEnd(pos);
    String name = original(pos, j);
    // A name longer than every known name by more than the suggestions' edit distance (3) has no suggestion; not
    // asking keeps the cost linear for a 100,000-character "name".
    List<String> suggestions = List.of();
    if (j - pos <= MAX_NAME + 3) {
      // An edit-distance table against each name: at least one name per province, of at most MAX_NAME characters.
      work += (long) (j - pos) * MAX_NAME * map.provinces().size();
      suggestions = map.suggestProvinces(name);
    }
    return errorAt(pos, UnknownNameException.unknown("province", name, suggestions).getMessage());
  }

  // ------------------------------------------------------------------------------------------- orders of a line

  /** The one order of the line. */
  Order parseLine() {
    List<int[]> pieces = pieces();
    List<Order> orders = readAll(pieces);
    if (orders.size() > 1) {
      int sep = -1;
      for (int[] p : pieces) {
        if (p[0] < p[1] && p[1] < s.length()) {
          sep = p[1];
          break;
        }
      }
      throw errorAt(sep, "the text holds " + orders.size() + " orders (the first ends before \""
          + original(sep, sep + 1) + "\"); parse reads one order, parseAll reads them all");
    }
    return orders.get(0);
  }

  /** The orders of the line, in the order written; at least one. */
  ImmutableList<Order> parseAll() {
    return ImmutableList.copyOf(readAll(pieces()));
  }

  /**
   * Splits the scanned text into orders: {@code [start, end)} ranges between separators ({@code ，}, {@code ；},
   * and {@code 、} outside a priority list), outside brackets.
   */
  private List<int[]> pieces() {
    List<int[]> out = new ArrayList<>();
    int depth = 0;
    boolean list = false;
    int from = 0;
    end = s.length();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      work++;
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        depth = Math.max(0, depth - 1);
      } else if (depth == 0 && (c == '，' || (c == '、' && !list))) {
        out.add(new int[] {from, i});
        from = i + 1;
        list = false;
      } else if (depth == 0 && !list && wordAt(i, PRIORITY) != null) {
        list = true;
      }
    }
    out.add(new int[] {from, s.length()});
    return out;
  }

  private List<Order> readAll(List<int[]> pieces) {
    List<Order> out = new ArrayList<>();
    Optional<Power> power = Optional.empty();
    for (int[] p : pieces) {
      end = p[1];
      pos = p[0];
      while (at('-') || at('*')) {
        pos++; // bullets: "- 羅馬軍隊到威尼斯"
      }
      if (atEnd()) {
        continue; // nothing between two separators, or after the last
      }
      Optional<Power> own = powerPrefix();
      if (atEnd()) {
        throw error("expected an order after the power");
      }
      if (own.isPresent()) {
        power = own;
      }
      orderStart = pos;
      Order o = tail(order());
      out.add(power.isPresent() ? o.withPower(power.get()) : o);
    }
    if (out.isEmpty()) {
      end = s.length();
      pos = 0;
      throw errorAt(0, "expected an order, found "
          + (s.isEmpty() ? "an empty text" : "only \"" + original(0, s.length()) + "\""));
    }
    return out;
  }

  // ------------------------------------------------------------------------------------------- grammar

  /** A power naming whose order this is: {@code 俄国：}, {@code 俄罗斯:}, {@code --德國--}, {@code 義大利 }. */
  private Optional<Power> powerPrefix() {
    int l = powerAt(pos);
    if (l == 0 || provinceAt(pos) >= l || unitWordAt(pos)) {
      return Optional.empty();
    }
    Optional<Power> p = map.findPower(s.substring(pos, pos + l));
    pos += l;
    while (at(':') || at('-') || at('*')) {
      pos++;
    }
    return p;
  }

  private Order order() {
    String prio = wordAt(pos, PRIORITY);
    if (prio != null) {
      int save = pos;
      pos += prio.length();
      if (accept(BUILD)) {
        return buildPriority();
      }
      if (accept(DISBAND)) {
        return disbandPriority();
      }
      pos = save;
      throw error("expected 优先建造 or 优先解散");
    }
    if (accept(WAIVE)) {
      accept(BUILD);
      return new Waive(Optional.empty());
    }
    if (accept(BUILD)) {
      skipColon();
      Spec u = unitSpec();
      return new Build(Optional.empty(), u.type, u.location());
    }
    if (accept(DISBAND)) {
      skipColon();
      Spec u = unitSpec();
      return new Disband(Optional.empty(), u.type, u.location());
    }
    return afterUnit(unitSpec());
  }

  private Order afterUnit(Spec u) {
    if (atOrderEnd()) {
      throw error("expected 移动/到, 支援, 运输/护送, 坚守/控制, 优先撤退到, 撤退到, 解散 or 生产 after the unit");
    }
    if (accept(HOLD)) {
      return new Hold(Optional.empty(), u.type, u.location());
    }
    boolean via = false;
    boolean route = false;
    List<Province> path = new ArrayList<>();
    while (accept(VIA)) {
      route = true;
      if (accept(SEA)) {
        via = true;
      } else {
        Province p = province();
        coastSuffix(p); // a coast means nothing in a convoy route
        path.add(p);
      }
    }
    if (!route && accept(SEA)) {
      route = true;
      via = true;
    }
    if (route) {
      if (!acceptMove()) {
        throw error("expected 移动 (or 到) and the destination after the convoy route");
      }
      Location to = target();
      return new Move(Optional.empty(), u.type, u.location(), to, via, ImmutableList.copyOf(path));
    }
    if (acceptMove()) {
      Location to = target();
      return new Move(Optional.empty(), u.type, u.location(), to, false, ImmutableList.of());
    }
    String prio = wordAt(pos, PRIORITY);
    if (prio != null) {
      pos += prio.length();
      if (!accept(RETREAT)) {
        throw error("expected 撤退到 after 优先");
      }
      return retreatPriority(u);
    }
    if (accept(RETREAT)) {
      acceptMove();
      skipColon();
      return new Retreat(Optional.empty(), u.type, u.location(), target());
    }
    if (accept(SUPPORT)) {
      UnitRef ref = unitRef();
      if (acceptMove()) {
        return new SupportMove(Optional.empty(), u.type, u.location(), ref, target());
      }
      accept(HOLD);
      return new SupportHold(Optional.empty(), u.type, u.location(), ref);
    }
    if (accept(CONVOY)) {
      UnitRef ref = unitRef();
      if (!acceptMove()) {
        throw error("expected 移动 (or 到) and the destination of the convoyed army");
      }
      return new Convoy(Optional.empty(), u.type, u.location(), ref, target());
    }
    if (accept(DISBAND)) {
      return new Disband(Optional.empty(), u.type, u.location());
    }
    if (accept(BUILD)) {
      int at = pos;
      Optional<UnitType> t = unitWord();
      Spec b = u;
      if (t.isPresent()) {
        if (u.type.isPresent()) {
          pos = at;
          throw error("the unit type is written twice");
        }
        b = new Spec(t, u.province, u.coast.isPresent() ? u.coast : coastSuffix(u.province));
      }
      return new Build(Optional.empty(), b.type, b.location());
    }
    throw error("expected 移动/到, 支援, 运输/护送, 坚守/控制, 优先撤退到, 撤退到, 解散 or 生产 after the unit");
  }

  /** An error for a priority list with no item. */
  private OrderFormatException emptyList(String what) {
    return errorAt(pos, "the " + what + " list \"" + original(orderStart, pos) + "\" names no "
        + (what.startsWith("retreat") ? "place (list the places to retreat to, or 解散)" : "unit")
        + "; an empty list is no order");
  }

  private RetreatPriority retreatPriority(Spec u) {
    skipColon();
    if (atOrderEnd()) {
      throw emptyList("retreat priority");
    }
    ImmutableList.Builder<Location> dests = ImmutableList.builder();
    boolean disband = false;
    do {
      if (accept(DISBAND)) {
        // The house rules let a dislodged unit choose to disband; "解散" as the last choice of the list is our reading.
        disband = true;
        break;
      }
      dests.add(target());
    } while (acceptItemSeparator());
    return new RetreatPriority(Optional.empty(), u.type, u.location(), dests.build(), disband);
  }

  private BuildPriority buildPriority() {
    return new BuildPriority(Optional.empty(),
        unitList("build priority", u -> new Build(Optional.empty(), u.type, u.location())));
  }

  private DisbandPriority disbandPriority() {
    return new DisbandPriority(Optional.empty(),
        unitList("disband priority", u -> new Disband(Optional.empty(), u.type, u.location())));
  }

  /** The units of a build or disband priority list, after its keyword: at least one, separated by 、. */
  private <T> ImmutableList<T> unitList(String what, Function<Spec, T> item) {
    skipColon();
    if (atOrderEnd()) {
      throw emptyList(what);
    }
    ImmutableList.Builder<T> items = ImmutableList.builder();
    do {
      items.add(item.apply(unitSpec()));
    } while (acceptItemSeparator());
    return items.build();
  }

  /** A unit named inside a support or convoy: {@code [power[的]] [U] P [U]}. */
  private UnitRef unitRef() {
    Optional<Power> nationality = Optional.empty();
    int l = powerAt(pos);
    if (l > 0 && provinceAt(pos) < l && !unitWordAt(pos)) {
      nationality = map.findPower(s.substring(pos, pos + l));
      pos += l;
      if (at('的') && provinceAt(pos) == 0 && !unitWordAt(pos)) {
        pos++; // 俄国的华沙陆军; but 俄国的里雅斯特舰队 names Trieste
      }
    }
    Spec u = unitSpec();
    return new UnitRef(nationality, u.type, u.location());
  }

  /** A unit and its place: {@code [U] P [U]}, the coast before or after a trailing unit word. */
  private Spec unitSpec() {
    Optional<UnitType> type = unitWord();
    Province p = province();
    Optional<Coast> coast = coastSuffix(p);
    if (type.isEmpty()) {
      type = unitWord();
      if (type.isPresent() && coast.isEmpty()) {
        coast = coastSuffix(p); // 西班牙舰队（北岸）
      }
    }
    return new Spec(type, p, coast);
  }

  private Location target() {
    Province p = province();
    return locate(p, coastSuffix(p));
  }

  private Province province() {
    int l = provinceAt(pos);
    if (l == 0) {
      throw atEnd() ? error("expected a province") : unknownPlace();
    }
    Province p = map.findProvince(s.substring(pos, pos + l)).get();
    pos += l;
    return p;
  }

  /**
   * A coast after the province {@code p}: {@code （北岸）}, {@code (nc)}, {@code /nc} or {@code 北岸}; empty when
   * none. Text in brackets that is no coast is left for {@link #tail} when only annotations follow it; otherwise it
   * is an error.
   */
  private Optional<Coast> coastSuffix(Province p) {
    if (at('(')) {
      int open = pos;
      int close = closing(open);
      if (close < 0) {
        throw errorAt(open, "the bracket \"" + original(open, open + 1) + "\" is not closed");
      }
      Optional<Coast> c = close > open + 1 && wordEnd(open + 1) == close
          ? map.findCoast(s.substring(open + 1, close)) : Optional.empty();
      if (c.isPresent()) {
        pos = close + 1;
        return had(p, c.get(), open + 1);
      }
      if (!looksLikeCoast(p, open + 1, close)) {
        if (atOrderEnd()) {
          return Optional.empty(); // an annotation: tail() reads it
        }
        if (annotation(open + 1, close) != Annotation.UNKNOWN) {
          throw errorAt(open, "the annotation \"" + original(open, close + 1) + "\" goes at the end of the order");
        }
      }
      throw unknownCoast(p, open + 1, close);
    }
    if (at('/')) {
      int l = coastAt(pos + 1);
      if (l == 0) {
        pos++;
        throw error("expected a coast after '/'");
      }
      Optional<Coast> c = map.findCoast(s.substring(pos + 1, pos + 1 + l));
      pos += 1 + l;
      return had(p, c.get(), pos - l);
    }
    int l = coastAt(pos);
    if (l > 0 && provinceAt(pos) < l) {
      Optional<Coast> c = map.findCoast(s.substring(pos, pos + l));
      pos += l;
      return had(p, c.get(), pos - l);
    }
    return Optional.empty();
  }

  /**
   * Coast {@code c}, written at scanned index {@code at} after province {@code p}; an error there when {@code p}
   * lacks it (never dropped, see WrittenCoast).
   */
  private Optional<Coast> had(Province p, Coast c, int at) {
    if (WrittenCoast.of(p, c).isEmpty()) {
      throw errorAt(at, WrittenCoast.lacking(p, c, Language.SIMPLIFIED_CHINESE));
    }
    return Optional.of(c);
  }

  /**
   * Whether bracketed text after province {@code p} looks meant as a coast: it says 岸 or "coast", or {@code p} has
   * coasts and the text starts with a coast's name ({@code (scx)}).
   */
  private boolean looksLikeCoast(Province p, int a, int b) {
    String inner = s.substring(a, b);
    work += b - a;
    if (inner.contains("岸") || inner.contains("coast")) {
      return true;
    }
    if (p.hasSplitCoasts()) {
      for (int l = Math.min(inner.length(), MAX_NAME); l > 0; l--) {
        work += l;
        if (map.findCoast(inner.substring(0, l)).isPresent()) {
          return true;
        }
      }
    }
    return false;
  }

  private OrderFormatException unknownCoast(Province p, int a, int b) {
    String inner = a < b ? original(a, b) : "";
    StringBuilder msg = new StringBuilder("unknown coast \"").append(inner).append("\" of ")
        .append(p.name(Language.SIMPLIFIED_CHINESE.tag()));
    if (p.hasSplitCoasts()) {
      msg.append(" (its coasts: ");
      String sep = "";
      for (Location l : p.coasts()) {
        Coast c = l.coast().get();
        msg.append(sep).append(c.name(Language.SIMPLIFIED_CHINESE.tag())).append(' ').append(c.code());
        sep = ", ";
      }
      msg.append(')');
    } else {
      msg.append(" (it has no separate coasts)");
    }
    return errorAt(a < b ? a : a - 1, msg.toString());
  }

  /** The location of a province with the coast written, which {@link #coastSuffix} has checked it has. */
  private static Location locate(Province p, Optional<Coast> coast) {
    return coast.isPresent() ? WrittenCoast.of(p, coast.get()).get() : p.location();
  }

  // ------------------------------------------------------------------------------------------- the end of an order

  /** What a bracketed annotation at the end of an order says. */
  private enum Annotation {
    /** {@code （海运）}, {@code （经由海运）}, …: the move goes by convoy. */
    VIA_CONVOY,
    /** {@code （<--護送）}: marks the order as a convoy order (as the traditional-Chinese rules write it); it changes nothing. */
    CONVOY_MARK,
    UNKNOWN
  }

  /** The annotation that scanned characters {@code [a, b)} are. */
  private Annotation annotation(int a, int b) {
    int save = pos;
    int saveEnd = end;
    try {
      pos = a;
      end = b;
      while (at('<') || at('-')) {
        pos++; // the traditional-Chinese rules' arrow: （<--護送）
      }
      int afterArrow = pos;
      accept(ANNOTATION_VIA);
      if (accept(SEA) && atEnd()) {
        return Annotation.VIA_CONVOY;
      }
      pos = afterArrow;
      if (at('被')) {
        pos++;
        if (accept(CONVOY) && atEnd()) {
          return Annotation.VIA_CONVOY; // （被护送）: the army is convoyed
        }
      }
      pos = afterArrow;
      if (accept(CONVOY) && atEnd()) {
        return Annotation.CONVOY_MARK;
      }
      return Annotation.UNKNOWN;
    } finally {
      pos = save;
      end = saveEnd;
    }
  }

  /** Reads {@code [经|經|经由|…] (海运|海運|…)} after a move's destination, if it is there. */
  private boolean viaConvoyPhrase() {
    int save = pos;
    accept(ANNOTATION_VIA);
    if (accept(SEA)) {
      return true;
    }
    pos = save;
    return false;
  }

  /** Whether only full stops and bracketed text are left. */
  private boolean atOrderEnd() {
    int j = pos;
    while (j < end) {
      if (s.charAt(j) == '.') {
        j++;
        work++;
      } else if (s.charAt(j) == '(') {
        int close = closing(j);
        if (close < 0) {
          return false;
        }
        j = close + 1;
      } else {
        return false;
      }
    }
    return true;
  }

  /**
   * Reads what may follow an order: full stops and annotations in brackets, each of which must be one this notation
   * knows and fit the order; then the order must end.
   */
  private Order tail(Order o) {
    boolean viaConvoy = false;
    while (!atEnd()) {
      if (at('.')) {
        pos++;
        continue;
      }
      if (o.kind() == OrderKind.MOVE && viaConvoyPhrase()) {
        viaConvoy = true; // 到荷兰 经海运: the traditional-Chinese rules have the move order say "海運"
        continue;
      }
      if (!at('(')) {
        throw error("expected the end of the order");
      }
      int open = pos;
      int close = closing(open);
      if (close < 0) {
        throw errorAt(open, "the bracket \"" + original(open, open + 1) + "\" is not closed");
      }
      String written = original(open, close + 1);
      switch (annotation(open + 1, close)) {
        case VIA_CONVOY:
          if (o.kind() != OrderKind.MOVE) {
            throw errorAt(open, "the annotation \"" + written + "\" says the unit moves by convoy, but this order is"
                + " no move");
          }
          viaConvoy = true;
          break;
        case CONVOY_MARK:
          if (o.kind() != OrderKind.CONVOY) {
            throw errorAt(open, "the annotation \"" + written + "\" marks a convoy order, but this order is no convoy");
          }
          break;
        default:
          throw errorAt(open, "unknown annotation \"" + written + "\"; after an order this notation knows （海运） or"
              + " （经海运） (the move goes by convoy) and （<--護送） (marks a convoy order)");
      }
      pos = close + 1;
    }
    if (viaConvoy) {
      Move m = (Move) o;
      return new Move(m.power(), m.unitType(), m.location(), m.destination(), true, m.convoyPath());
    }
    return o;
  }

  /** A unit as written: its type if written, the province and the coast if written. */
  private static final class Spec {
    final Optional<UnitType> type;
    final Province province;
    final Optional<Coast> coast;

    Spec(Optional<UnitType> type, Province province, Optional<Coast> coast) {
      this.type = type;
      this.province = province;
      this.coast = coast;
    }

    Location location() {
      return locate(province, coast);
    }
  }
}
