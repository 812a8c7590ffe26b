package io.github.dipjudge.benchmarks;

import io.github.dipjudge.adjudicate.MovementResult;
import io.github.dipjudge.adjudicate.OrderResult;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The DATC v3.0 convoy-paradox cases 6.F.14 to 6.F.24 and the circular-movement cases 6.C.1 to 6.C.3, as in the
 * bundled suite files {@code suites/datc/6F.txt} and {@code 6C.txt}: the units (the position is the ordered units, in
 * Spring 1901), the orders, the units on the board afterwards, and the orders whose success the DATC states, with
 * the outcomes it prefers (the Szykman paradox rule, {@code Rulebook.datc()}).
 *
 * <p>Order lines start with {@code +} (the DATC says it succeeds), {@code -} (it fails) or a space (not stated).
 * An empty "after" text means the position stays the same.
 */
final class ParadoxCases {
  private ParadoxCases() {}

  /** One case, ready to adjudicate. */
  record Case(String id, Position position, List<Order> orders, List<Boolean> expected, List<Unit> after) {
    /** Checks a result against the DATC outcome; throws when it differs. */
    void check(MovementResult result) {
      List<OrderResult> rs = result.results();
      Boards.check(rs.size() == orders.size(), id + ": " + rs.size() + " results");
      for (int i = 0; i < rs.size(); i++) {
        Boolean e = expected.get(i);
        Boards.check(e == null || rs.get(i).succeeded() == e,
            id + ": " + rs.get(i) + ", the DATC says it " + (Boolean.TRUE.equals(e) ? "succeeds" : "fails"));
      }
      Boards.checkUnits(id + ", units after", after, result.nextPosition().units());
    }
  }

  private static final String[][] CASES = {
    {"6.F.14", """
        England: F London
        England: F Wales
        France: A Brest
        France: F English Channel
        """, """
        + England: F London Supports F Wales - English Channel
        + England: F Wales - English Channel
        - France: A Brest - London
          France: F English Channel Convoys A Brest - London
        """, """
        England: F London
        England: F English Channel
        France: A Brest
        """},
    {"6.F.15", """
        England: F London
        England: F Wales
        France: A Brest
        France: F English Channel
        Italy: F Irish Sea
        Italy: F Mid-Atlantic Ocean
        Italy: A North Africa
        """, """
        + England: F London Supports F Wales - English Channel
        + England: F Wales - English Channel
        - France: A Brest - London
          France: F English Channel Convoys A Brest - London
          Italy: F Irish Sea Convoys A North Africa - Wales
          Italy: F Mid-Atlantic Ocean Convoys A North Africa - Wales
        + Italy: A North Africa - Wales
        """, """
        England: F London
        England: F English Channel
        France: A Brest
        Italy: F Irish Sea
        Italy: F Mid-Atlantic Ocean
        Italy: A Wales
        """},
    {"6.F.16", """
        England: F London
        England: F Wales
        France: A Brest
        France: F English Channel
        Germany: F North Sea
        Germany: F Belgium
        """, """
        + England: F London Supports F Wales - English Channel
        - England: F Wales - English Channel
        - France: A Brest - London
          France: F English Channel Convoys A Brest - London
          Germany: F North Sea Supports F Belgium - English Channel
        - Germany: F Belgium - English Channel
        """, ""},
    {"6.F.17", """
        England: F London
        England: F Wales
        France: A Brest
        France: F English Channel
        France: F Yorkshire
        Germany: F North Sea
        Germany: F Belgium
        """, """
        + England: F London Supports F Wales - English Channel
        - England: F Wales - English Channel
        - France: A Brest - London
          France: F English Channel Convoys A Brest - London
          France: F Yorkshire Supports A Brest - London
          Germany: F North Sea Supports F Belgium - English Channel
        - Germany: F Belgium - English Channel
        """, ""},
    {"6.F.18", """
        England: F North Sea
        England: A London
        England: F English Channel
        France: F Belgium
        Germany: F Helgoland Bight
        Germany: F Skagerrak
        """, """
          England: F North Sea Convoys A London - Belgium
        - England: A London - Belgium
          England: F English Channel Supports A London - Belgium
        + France: F Belgium Supports F North Sea
          Germany: F Helgoland Bight Supports F Skagerrak - North Sea
        - Germany: F Skagerrak - North Sea
        """, ""},
    {"6.F.19", """
        France: A Tunis
        France: F Tyrrhenian Sea
        France: F Ionian Sea
        Italy: F Naples
        Italy: F Rome
        """, """
        - France: A Tunis - Naples
          France: F Tyrrhenian Sea Convoys A Tunis - Naples
          France: F Ionian Sea Convoys A Tunis - Naples
        - Italy: F Naples Supports F Rome - Tyrrhenian Sea
        - Italy: F Rome - Tyrrhenian Sea
        """, ""},
    {"6.F.20", """
        France: A Tunis
        France: F Tyrrhenian Sea
        Italy: F Naples
        Italy: F Ionian Sea
        Turkey: F Aegean Sea
        Turkey: F Eastern Mediterranean
        """, """
        - France: A Tunis - Naples
          France: F Tyrrhenian Sea Convoys A Tunis - Naples
        - Italy: F Naples Supports F Ionian Sea
          Italy: F Ionian Sea Convoys A Tunis - Naples
          Turkey: F Aegean Sea Supports F Eastern Mediterranean - Ionian Sea
        + Turkey: F Eastern Mediterranean - Ionian Sea
        """, """
        France: A Tunis
        France: F Tyrrhenian Sea
        Italy: F Naples
        Turkey: F Aegean Sea
        Turkey: F Ionian Sea
        """},
    {"6.F.21", """
        Russia: A Edinburgh
        Russia: F Norwegian Sea
        Russia: A Norway
        France: F Irish Sea
        France: F Mid-Atlantic Ocean
        England: A Liverpool
        England: F North Atlantic Ocean
        England: F Clyde
        """, """
          Russia: A Edinburgh Supports A Norway - Clyde
          Russia: F Norwegian Sea Convoys A Norway - Clyde
        + Russia: A Norway - Clyde
          France: F Irish Sea Supports F Mid-Atlantic Ocean - North Atlantic Ocean
        + France: F Mid-Atlantic Ocean - North Atlantic Ocean
        - England: A Liverpool - Clyde via convoy
          England: F North Atlantic Ocean Convoys A Liverpool - Clyde
        - England: F Clyde Supports F North Atlantic Ocean
        """, """
        Russia: A Edinburgh
        Russia: F Norwegian Sea
        Russia: A Clyde
        France: F Irish Sea
        France: F North Atlantic Ocean
        England: A Liverpool
        """},
    {"6.F.22", """
        England: F Edinburgh
        England: F London
        France: A Brest
        France: F English Channel
        Germany: F Belgium
        Germany: F Picardy
        Russia: A Norway
        Russia: F North Sea
        """, """
        + England: F Edinburgh - North Sea
        + England: F London Supports F Edinburgh - North Sea
        - France: A Brest - London
          France: F English Channel Convoys A Brest - London
        + Germany: F Belgium Supports F Picardy - English Channel
        + Germany: F Picardy - English Channel
        - Russia: A Norway - Belgium
          Russia: F North Sea Convoys A Norway - Belgium
        """, """
        England: F North Sea
        England: F London
        France: A Brest
        Germany: F Belgium
        Germany: F English Channel
        Russia: A Norway
        """},
    {"6.F.23", """
        England: F Edinburgh
        England: F Yorkshire
        France: A Brest
        France: F English Channel
        Germany: F Belgium
        Germany: F London
        Italy: F Mid-Atlantic Ocean
        Italy: F Irish Sea
        Russia: A Norway
        Russia: F North Sea
        """, """
        - England: F Edinburgh - North Sea
          England: F Yorkshire Supports F Edinburgh - North Sea
        - France: A Brest - London
          France: F English Channel Convoys A Brest - London
        + Germany: F Belgium Supports F English Channel
        + Germany: F London Supports F North Sea
        - Italy: F Mid-Atlantic Ocean - English Channel
          Italy: F Irish Sea Supports F Mid-Atlantic Ocean - English Channel
        - Russia: A Norway - Belgium
          Russia: F North Sea Convoys A Norway - Belgium
        """, ""},
    {"6.F.24", """
        England: F Edinburgh
        England: F London
        England: F Irish Sea
        England: F Mid-Atlantic Ocean
        France: A Brest
        France: F English Channel
        France: F Belgium
        Russia: A Norway
        Russia: F North Sea
        """, """
        + England: F Edinburgh - North Sea
        + England: F London Supports F Edinburgh - North Sea
        - England: F Irish Sea - English Channel
          England: F Mid-Atlantic Ocean Supports F Irish Sea - English Channel
        - France: A Brest - London
          France: F English Channel Convoys A Brest - London
        + France: F Belgium Supports F English Channel
        - Russia: A Norway - Belgium
          Russia: F North Sea Convoys A Norway - Belgium
        """, """
        England: F North Sea
        England: F London
        England: F Irish Sea
        England: F Mid-Atlantic Ocean
        France: A Brest
        France: F English Channel
        France: F Belgium
        Russia: A Norway
        """},
    {"6.C.1", """
        Turkey: F Ankara
        Turkey: A Constantinople
        Turkey: A Smyrna
        """, """
        + Turkey: F Ankara - Constantinople
        + Turkey: A Constantinople - Smyrna
        + Turkey: A Smyrna - Ankara
        """, """
        Turkey: F Constantinople
        Turkey: A Smyrna
        Turkey: A Ankara
        """},
    {"6.C.2", """
        Turkey: F Ankara
        Turkey: A Constantinople
        Turkey: A Smyrna
        Turkey: A Bulgaria
        """, """
        + Turkey: F Ankara - Constantinople
        + Turkey: A Constantinople - Smyrna
        + Turkey: A Smyrna - Ankara
          Turkey: A Bulgaria Supports F Ankara - Constantinople
        """, """
        Turkey: F Constantinople
        Turkey: A Smyrna
        Turkey: A Ankara
        Turkey: A Bulgaria
        """},
    {"6.C.3", """
        Turkey: F Ankara
        Turkey: A Constantinople
        Turkey: A Smyrna
        Turkey: A Bulgaria
        """, """
        - Turkey: F Ankara - Constantinople
        - Turkey: A Constantinople - Smyrna
        - Turkey: A Smyrna - Ankara
        - Turkey: A Bulgaria - Constantinople
        """, ""},
  };

  /** The 14 cases, in DATC order (6.F.14 to 6.F.24, then 6.C.1 to 6.C.3). */
  static List<Case> all(GameMap map) {
    OrderNotation english = OrderNotation.english(map);
    List<Case> out = new ArrayList<>();
    for (String[] c : CASES) {
      List<Unit> units = Boards.units(english, c[1]);
      List<Order> orders = new ArrayList<>();
      List<Boolean> expected = new ArrayList<>();
      for (String line : c[2].split("\n")) {
        if (line.isBlank()) {
          continue;
        }
        char mark = line.charAt(0);
        expected.add(mark == '+' ? Boolean.TRUE : mark == '-' ? Boolean.FALSE : null);
        orders.add(english.parse(line.substring(1).trim()));
      }
      List<Unit> after = c[3].isBlank() ? units : Boards.units(english, c[3]);
      Position position = Boards.position(map, Phase.springMovement(1901), units);
      out.add(new Case(c[0], position, List.copyOf(orders), Collections.unmodifiableList(expected),
          List.copyOf(after)));
    }
    return List.copyOf(out);
  }
}
