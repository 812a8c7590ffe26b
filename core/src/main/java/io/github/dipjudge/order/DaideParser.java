package io.github.dipjudge.order;

import com.google.common.collect.ImmutableList;
import io.github.dipjudge.map.Coast;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.map.UnitType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads one order in DAIDE's notation (the grammar is in {@link DaideNotation}'s documentation). The text is first
 * cut into words and brackets, then read by recursive descent; both passes are linear in the text. One instance
 * reads one text; not thread-safe.
 */
final class DaideParser {
  private final DaideNames names;
  private final String text;
  /** The words and brackets, upper-cased. */
  private final List<String> words = new ArrayList<>();
  /** The 1-based column of each word. */
  private final List<Integer> columns = new ArrayList<>();
  private int at;

  DaideParser(DaideNames names, String text) {
    this.names = names;
    this.text = text;
  }

  Order parse() {
    split();
    Order o = order();
    if (at < words.size()) {
      throw fail("the end of the order, not \"" + words.get(at) + "\"");
    }
    return o;
  }

  private void split() {
    int i = 0;
    int n = text.length();
    while (i < n) {
      char c = text.charAt(i);
      if (c == ' ' || c == '\t') {
        i++;
      } else if (c == '(' || c == ')') {
        add(String.valueOf(c), i);
        i++;
      } else if (isWordChar(c)) {
        int j = i;
        while (j < n && isWordChar(text.charAt(j))) {
          j++;
        }
        add(text.substring(i, j).toUpperCase(Locale.ROOT), i);
        i = j;
      } else {
        throw new OrderFormatException(text, i + 1, "a DAIDE word or bracket, not the character U+"
            + String.format(Locale.ROOT, "%04X", (int) c));
      }
    }
  }

  private static boolean isWordChar(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
  }

  private void add(String word, int index) {
    words.add(word);
    columns.add(index + 1);
  }

  private OrderFormatException fail(String expected) {
    int column = at < columns.size() ? columns.get(at) : text.length() + 1;
    return new OrderFormatException(text, column, "expected " + expected);
  }

  private String peek() {
    return at < words.size() ? words.get(at) : "";
  }

  private void expect(String word) {
    if (!peek().equals(word)) {
      throw fail(word.equals("(") || word.equals(")") ? "\"" + word + "\"" : word);
    }
    at++;
  }

  private Order order() {
    if (!peek().equals("(")) {
      Power p = power();
      expect("WVE");
      return Waive.of(p);
    }
    UnitRef u = unit();
    Power p = u.nationality().orElseThrow();
    UnitType t = u.type().orElseThrow();
    Location l = u.location();
    Optional<Power> op = Optional.of(p);
    Optional<UnitType> ot = Optional.of(t);
    String verb = peek();
    at++;
    switch (verb) {
      case "HLD":
        return new Hold(op, ot, l);
      case "MTO":
        return new Move(op, ot, l, place(), false, ImmutableList.of());
      case "CTO":
        return convoyedMove(op, ot, l);
      case "SUP":
        return support(op, ot, l);
      case "CVY": {
        UnitRef army = unit();
        expect("CTO");
        return new Convoy(op, ot, l, army, place());
      }
      case "RTO":
        return new Retreat(op, ot, l, place());
      case "DSB":
      case "REM":
        return new Disband(op, ot, l);
      case "BLD":
        return new Build(op, ot, l);
      default:
        at--;
        throw fail("HLD, MTO, SUP, CVY, CTO, RTO, DSB, BLD or REM");
    }
  }

  private Order convoyedMove(Optional<Power> p, Optional<UnitType> t, Location l) {
    Location to = place();
    ImmutableList.Builder<Province> path = ImmutableList.builder();
    if (peek().equals("VIA")) {
      at++;
      expect("(");
      path.add(province());
      while (!peek().equals(")")) {
        path.add(province());
      }
      at++;
    }
    return new Move(p, t, l, to, true, path.build());
  }

  private Order support(Optional<Power> p, Optional<UnitType> t, Location l) {
    UnitRef supported = unit();
    if (peek().equals("MTO")) {
      at++;
      return new SupportMove(p, t, l, supported, place());
    }
    return new SupportHold(p, t, l, supported);
  }

  /** {@code ( power type place )}. */
  private UnitRef unit() {
    expect("(");
    Power p = power();
    UnitType t;
    switch (peek()) {
      case "AMY":
        t = UnitType.ARMY;
        break;
      case "FLT":
        t = UnitType.FLEET;
        break;
      default:
        throw fail("AMY or FLT");
    }
    at++;
    Location l = place();
    expect(")");
    return new UnitRef(Optional.of(p), Optional.of(t), l);
  }

  private Power power() {
    Optional<Power> p = names.findPower(peek());
    if (p.isEmpty()) {
      throw fail("a power" + unknown());
    }
    at++;
    return p.get();
  }

  private Province province() {
    Optional<Province> p = names.findProvince(peek());
    if (p.isEmpty()) {
      throw fail("a province" + unknown());
    }
    at++;
    return p.get();
  }

  private String unknown() {
    return at < words.size() ? ", not \"" + words.get(at) + "\"" : "";
  }

  /**
   * {@code province} or {@code ( province coast )}. A coast the province does not have is an error at the coast, as
   * in every notation: dropping it could give the order another meaning than the one written.
   */
  private Location place() {
    if (!peek().equals("(")) {
      return province().location();
    }
    at++;
    Province p = province();
    Optional<Coast> c = names.findCoast(peek());
    Location found = null;
    StringBuilder has = new StringBuilder();
    for (Location l : p.coasts()) {
      has.append(has.length() == 0 ? "" : ", ").append(names.coast(l.coast().orElseThrow()));
      if (c.isPresent() && l.coast().equals(c)) {
        found = l;
      }
    }
    if (found == null) {
      throw fail("a coast of " + names.province(p) + (has.length() == 0 ? ", which has none to name" : " (" + has
          + ")") + unknown());
    }
    at++;
    expect(")");
    return found;
  }
}
