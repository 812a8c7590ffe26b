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
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A reader of one order written in Chinese, simplified or traditional script (both are read by every Chinese
 * notation). One instance per line; not thread-safe.
 *
 * <p>The text is first scanned into a normalised form: letters and digits lower-cased and NFKC-normalised (so
 * full-width forms read as ordinary ones), white space and quotation marks dropped (spaces are optional in Chinese
 * orders), and punctuation reduced to a few marks: {@code :} (：), {@code (} ({@code （【[}), {@code )},
 * {@code ,} ({@code 、，；}), {@code -}, {@code >} ({@code →}), {@code /}, {@code .} ({@code 。}) and {@code *}
 * (bullets). Every scanned character remembers its column in the original text, for error messages. Names are then
 * found by the longest province name that starts at the reading position, as the map knows it in any language.
 *
 * <p>The grammar, with {@code P} a place (a province, optionally followed by a coast in brackets or directly),
 * {@code U} a unit word (陆军/陸軍/军队/軍隊 for an army, 舰队/艦隊/海军/海軍 for a fleet) and {@code R} a unit
 * named inside an order ({@code [power[的]] [U] P [U]}):
 *
 * <pre>
 *   [bullet] [power (：|:|--)] order [（annotation）] [。]
 *   order := [U] P [U] rest
 *          | 优先建造[：] [U] P [U]、…          (also 优先生产, 優先建造, 優先生產)
 *          | 优先解散[：] [U] P [U]、…          (also 優先解散)
 *          | 生产 [U] P [U]  |  解散 [U] P [U]  |  放弃[建造]
 *   rest  := 坚守|堅守|固守|驻守|駐守|控制
 *          | (经|經 (P|海运))* (移动|移動|进入|進入|到|-) P
 *          | 支援 R [(移动|到|…) P]
 *          | 运输|運輸|护送|護送 R (移动|到|…) P
 *          | 优先撤退到 P、P、…[、解散]
 *          | 撤退到 P
 *          | 解散
 *          | 生产|生產|建造 [U]
 * </pre>
 */
final class ChineseParser {
  private static final String PUNCT = ":(),->/.*?";
  private static final int MAX_NAME = 40;

  private static final List<String> ARMY = words("陆军", "陸軍", "军队", "軍隊");
  private static final List<String> FLEET = words("舰队", "艦隊", "海军", "海軍");
  private static final List<String> HOLD = words("坚守", "堅守", "固守", "驻守", "駐守", "控制", "防守", "不动", "不動");
  private static final List<String> MOVE = words("移动", "移動", "移至", "移到", "移往", "进入", "進入", "进攻", "進攻",
      "攻击", "攻擊", "前往", "到达", "到達", "到");
  private static final List<String> SUPPORT = words("支援", "支持");
  private static final List<String> CONVOY = words("运输", "運輸", "护送", "護送", "运送", "運送", "输送", "輸送",
      "护航", "護航");
  private static final List<String> VIA = words("经由", "經由", "经过", "經過", "途经", "途經", "通过", "通過", "经", "經");
  private static final List<String> SEA = words("海运", "海運", "海路");
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
  private String s = "";
  private int[] src = new int[0];
  private int pos;

  ChineseParser(GameMap map, String text) {
    this.map = map;
    this.text = text;
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

  // ------------------------------------------------------------------------------------------- scanning

  private void scan() {
    StringBuilder out = new StringBuilder(text.length());
    int[] from = new int[text.length() * 4 + 4];
    int n = text.length();
    int i = 0;
    while (i < n) {
      int j = i + Character.charCount(text.codePointAt(i));
      // Keep combining marks with their base, so that NFKC composes them as the map's names are composed.
      while (j < n && isMark(text.codePointAt(j))) {
        j += Character.charCount(text.codePointAt(j));
      }
      String piece = Normalizer.normalize(text.substring(i, j), Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
      for (int k = 0; k < piece.length(); ) {
        int cp = piece.codePointAt(k);
        k += Character.charCount(cp);
        String add;
        if (Character.isLetterOrDigit(cp)) {
          add = cp == 'ё' ? "е" : new String(Character.toChars(cp));
        } else if (Character.isWhitespace(cp) || Character.isSpaceChar(cp) || isQuote(cp)
            || Character.getType(cp) == Character.FORMAT) {
          continue;
        } else {
          add = String.valueOf(punct(cp));
        }
        for (int a = 0; a < add.length(); a++) {
          if (out.length() >= from.length) {
            from = Arrays.copyOf(from, from.length * 2);
          }
          from[out.length()] = i;
          out.append(add.charAt(a));
        }
      }
      i = j;
    }
    s = out.toString();
    src = from;
  }

  private static boolean isMark(int cp) {
    int t = Character.getType(cp);
    return t == Character.NON_SPACING_MARK || t == Character.COMBINING_SPACING_MARK || t == Character.ENCLOSING_MARK;
  }

  private static boolean isQuote(int cp) {
    return "\"'`“”‘’「」『』〝〞〟«»‹›".indexOf(cp) >= 0;
  }

  private static char punct(int cp) {
    if (cp == ':') {
      return ':';
    }
    if ("([{【〔〖".indexOf(cp) >= 0) {
      return '(';
    }
    if (")]}】〕〗".indexOf(cp) >= 0) {
      return ')';
    }
    if (",、;､".indexOf(cp) >= 0) {
      return ',';
    }
    if ("-‐‑‒–—―─~〜".indexOf(cp) >= 0) {
      return '-';
    }
    if (">→⇒➔⟶".indexOf(cp) >= 0) {
      return '>';
    }
    if (cp == '/') {
      return '/';
    }
    if (".。｡".indexOf(cp) >= 0) {
      return '.';
    }
    if ("*•·●○◦▪".indexOf(cp) >= 0) {
      return '*';
    }
    return '?';
  }

  // ------------------------------------------------------------------------------------------- reading helpers

  private boolean atEnd() {
    return pos >= s.length();
  }

  private boolean at(char c) {
    return pos < s.length() && s.charAt(pos) == c;
  }

  private boolean isWordChar(int i) {
    return i < s.length() && PUNCT.indexOf(s.charAt(i)) < 0;
  }

  private int wordEnd(int i) {
    int j = i;
    while (isWordChar(j)) {
      j++;
    }
    return j;
  }

  /** The word of the list that starts at {@code i}, or null. */
  private String wordAt(int i, List<String> words) {
    for (String w : words) {
      if (s.startsWith(w, i)) {
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

  private boolean acceptSeparator() {
    if (at(',')) {
      while (at(',')) {
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
    if (!isWordChar(i)) {
      return 0;
    }
    int max = Math.min(wordEnd(i) - i, Math.min(MAX_NAME, map.longestPlaceNameAt(s, i)));
    for (int l = max; l > 0; l--) {
      if (map.findProvince(s.substring(i, i + l)).isPresent()) {
        return l;
      }
    }
    return 0;
  }

  /** The length of the longest coast name starting at {@code i}, or 0. */
  private int coastAt(int i) {
    if (!isWordChar(i)) {
      return 0;
    }
    int max = Math.min(wordEnd(i) - i, Math.min(MAX_NAME, map.longestPlaceNameAt(s, i)));
    for (int l = max; l > 0; l--) {
      if (map.findCoast(s.substring(i, i + l)).isPresent()) {
        return l;
      }
    }
    return 0;
  }

  /** The length of the longest power name starting at {@code i}, or 0. */
  private int powerAt(int i) {
    if (!isWordChar(i)) {
      return 0;
    }
    int max = Math.min(wordEnd(i) - i, MAX_NAME);
    for (int l = max; l > 0; l--) {
      if (map.findPower(s.substring(i, i + l)).isPresent()) {
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

  // ------------------------------------------------------------------------------------------- errors

  private int column(int i) {
    return i < s.length() ? src[i] + 1 : text.length() + 1;
  }

  /** The original text from scanned index {@code a} up to (not including) scanned index {@code b}. */
  private String original(int a, int b) {
    int from = src[a];
    int to = b < s.length() ? src[b] : text.length();
    return text.substring(from, Math.max(from, to)).strip();
  }

  private String found() {
    if (atEnd()) {
      return "end of text";
    }
    int e = pos + 1;
    while (e < s.length() && e - pos < 6 && isWordChar(e) == isWordChar(pos)) {
      e++;
    }
    return "\"" + original(pos, e) + "\"";
  }

  private OrderParseException error(String expected) {
    return new OrderParseException(text, column(pos), expected + ", found " + found());
  }

  /** An error for a name that is no province, with the closest known names. */
  private OrderParseException unknownPlace() {
    if (!isWordChar(pos)) {
      return error("expected a province");
    }
    int j = pos + 1;
    while (isWordChar(j) && j - pos < 12 && wordAt(j, ALL_WORDS) == null) {
      j++;
    }
    String name = original(pos, j);
    String msg = UnknownNameException.unknown("province", name, map.suggestProvinces(name)).getMessage();
    return new OrderParseException(text, column(pos), msg);
  }

  // ------------------------------------------------------------------------------------------- grammar

  Order parseLine() {
    scan();
    pos = 0;
    while (at('-') || at('*')) {
      pos++; // bullets: "- 羅馬軍隊到威尼斯"
    }
    if (atEnd()) {
      throw new OrderParseException(text, column(pos), "expected an order, found " + (s.isEmpty() ? "an empty text"
          : "only a bullet"));
    }
    Optional<Power> power = powerPrefix();
    if (atEnd()) {
      throw error("expected an order after the power");
    }
    Order order = order();
    finish();
    return power.isPresent() ? order.withPower(power.get()) : order;
  }

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
        path.add(province());
        coastSuffix(); // a coast means nothing in a convoy route
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
        b = new Spec(t, u.province, u.coast.isPresent() ? u.coast : coastSuffix());
      }
      return new Build(Optional.empty(), b.type, b.location());
    }
    throw error("expected 移动/到, 支援, 运输/护送, 坚守/控制, 优先撤退到, 撤退到, 解散 or 生产 after the unit");
  }

  private RetreatPriority retreatPriority(Spec u) {
    skipColon();
    ImmutableList.Builder<Location> dests = ImmutableList.builder();
    boolean disband = false;
    if (!atOrderEnd()) {
      do {
        if (accept(DISBAND)) {
          // The seed lets a dislodged unit choose to disband; "解散" as the last choice of the list is our reading.
          disband = true;
          break;
        }
        dests.add(target());
      } while (acceptSeparator());
    }
    return new RetreatPriority(Optional.empty(), u.type, u.location(), dests.build(), disband);
  }

  private BuildPriority buildPriority() {
    skipColon();
    ImmutableList.Builder<Build> builds = ImmutableList.builder();
    if (!atOrderEnd()) {
      do {
        Spec u = unitSpec();
        builds.add(new Build(Optional.empty(), u.type, u.location()));
      } while (acceptSeparator());
    }
    return new BuildPriority(Optional.empty(), builds.build());
  }

  private DisbandPriority disbandPriority() {
    skipColon();
    ImmutableList.Builder<Disband> disbands = ImmutableList.builder();
    if (!atOrderEnd()) {
      do {
        Spec u = unitSpec();
        disbands.add(new Disband(Optional.empty(), u.type, u.location()));
      } while (acceptSeparator());
    }
    return new DisbandPriority(Optional.empty(), disbands.build());
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
    Optional<Coast> coast = coastSuffix();
    if (type.isEmpty()) {
      type = unitWord();
      if (type.isPresent() && coast.isEmpty()) {
        coast = coastSuffix(); // 西班牙舰队（北岸）
      }
    }
    return new Spec(type, p, coast);
  }

  private Location target() {
    Province p = province();
    return locate(p, coastSuffix());
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

  /** A coast after a province: {@code （北岸）}, {@code (nc)}, {@code /nc} or {@code 北岸}; empty when none. */
  private Optional<Coast> coastSuffix() {
    if (at('(')) {
      int close = s.indexOf(')', pos + 1);
      if (close > pos + 1 && wordEnd(pos + 1) == close) {
        String inner = s.substring(pos + 1, close);
        Optional<Coast> c = map.findCoast(inner);
        if (c.isPresent()) {
          pos = close + 1;
          return c;
        }
        if (inner.endsWith("岸") || inner.endsWith("coast")) {
          pos++;
          throw error("expected a coast (北岸, 南岸, 东岸 or 西岸)");
        }
      }
      return Optional.empty(); // an annotation, read (and dropped) at the end of the order
    }
    if (at('/')) {
      int l = coastAt(pos + 1);
      if (l == 0) {
        pos++;
        throw error("expected a coast after '/'");
      }
      Optional<Coast> c = map.findCoast(s.substring(pos + 1, pos + 1 + l));
      pos += 1 + l;
      return c;
    }
    int l = coastAt(pos);
    if (l > 0 && provinceAt(pos) < l) {
      Optional<Coast> c = map.findCoast(s.substring(pos, pos + l));
      pos += l;
      return c;
    }
    return Optional.empty();
  }

  /** The location of a province with the coast written; a coast the province does not have is dropped (DATC 4.B.6). */
  private static Location locate(Province p, Optional<Coast> coast) {
    if (coast.isPresent()) {
      for (Location l : p.coasts()) {
        if (l.coast().get() == coast.get()) {
          return l;
        }
      }
    }
    return p.location();
  }

  /** Whether only a full stop or a bracketed annotation is left. */
  private boolean atOrderEnd() {
    int save = pos;
    try {
      skipTail();
      return atEnd();
    } finally {
      pos = save;
    }
  }

  /** Skips full stops and bracketed annotations ({@code （<--護送）}). */
  private void skipTail() {
    while (!atEnd()) {
      if (at('.')) {
        pos++;
      } else if (at('(')) {
        int close = s.indexOf(')', pos + 1);
        if (close < 0) {
          return;
        }
        pos = close + 1;
      } else {
        return;
      }
    }
  }

  private void finish() {
    skipTail();
    if (!atEnd()) {
      throw error("expected the end of the order");
    }
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
