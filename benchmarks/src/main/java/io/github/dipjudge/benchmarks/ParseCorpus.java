package io.github.dipjudge.benchmarks;

import io.github.dipjudge.datc.RecordedGames;
import io.github.dipjudge.game.GameFormatException;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.order.OrderFormatException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The fixed list of 1,000 order texts the {@code parse} benchmark reads: 500 orders in MILA notation as recorded in
 * the games of {@code <shared>/data/games/} ({@code A PAR - BUR}, {@code F NWY R SKA}, {@code A BUD B}; taken evenly
 * spread over all orders of all phases, files in path order) alternating with 500 English order lines of the DATC
 * suite bundled with datc-tests ({@code England: F North Sea Convoys A London - Norway}; the ORDERS sections of
 * 6.A to 6.J, evenly spread over those that parse).
 */
final class ParseCorpus {
  private ParseCorpus() {}

  static final int SIZE = 1000;

  private static final String[] DATC_FILES = {"6A", "6B", "6C", "6D", "6E", "6F", "6G", "6H", "6I", "6J"};

  /** The 1,000 texts; every one parses, and printing and parsing again gives the same order. */
  static List<String> load(GameMap map) {
    OrderNotation english = OrderNotation.english(map);
    List<String> mila = spread(milaOrders(), SIZE / 2);
    List<String> datc = spread(datcOrders(english), SIZE - mila.size());
    List<String> out = new ArrayList<>();
    for (int i = 0; i < Math.max(mila.size(), datc.size()); i++) {
      if (i < mila.size()) {
        out.add(mila.get(i));
      }
      if (i < datc.size()) {
        out.add(datc.get(i));
      }
    }
    Boards.check(out.size() == SIZE, "parse corpus has " + out.size() + " texts, not " + SIZE);
    for (String s : out) {
      Order o;
      try {
        o = english.parse(s);
      } catch (OrderFormatException e) {
        throw new IllegalStateException("wrong answer at set-up: cannot parse \"" + s + "\": " + e.getMessage(), e);
      }
      Boards.check(english.parse(english.print(o)).equals(o), "\"" + s + "\" does not survive print and parse");
    }
    return List.copyOf(out);
  }

  /** {@code n} elements taken evenly over the list (all of them when it is not longer than {@code n}). */
  private static List<String> spread(List<String> all, int n) {
    if (all.size() < n) {
      throw new IllegalStateException("only " + all.size() + " order texts where " + n + " are needed");
    }
    List<String> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(all.get((int) ((long) i * all.size() / n)));
    }
    return out;
  }

  private static List<String> milaOrders() {
    List<String> out = new ArrayList<>();
    for (Path file : SharedData.gameFiles()) {
      try {
        out.addAll(RecordedGames.orderTexts(file));
      } catch (IOException | GameFormatException e) {
        throw new IllegalStateException("cannot read recorded game " + file + ": " + e.getMessage(), e);
      }
    }
    return out;
  }

  private static List<String> datcOrders(OrderNotation english) {
    List<String> out = new ArrayList<>();
    for (String name : DATC_FILES) {
      String text;
      try (InputStream in = RecordedGames.class.getResourceAsStream("suites/datc/" + name + ".txt")) {
        if (in == null) {
          throw new IllegalStateException("the bundled DATC suite file " + name + ".txt is missing");
        }
        text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      boolean inOrders = false;
      for (String line : text.split("\n")) {
        String t = line.trim();
        if (t.equals("ORDERS")) {
          inOrders = true;
        } else if (t.matches("[A-Z][A-Z_]+(\\s.*)?")) {
          inOrders = false;
        } else if (inOrders && !t.isEmpty() && !t.startsWith("#")) {
          try {
            english.parse(t);
            out.add(t);
          } catch (OrderFormatException e) {
            // a line the DATC writes to be unreadable; the benchmark reads orders
          }
        }
      }
    }
    return out;
  }
}
