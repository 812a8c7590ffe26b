package io.github.dipjudge.game;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.rules.Rulebook;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A rulebook as the saved-game formats write it: its preset name and every setting by name
 * ({@link Rulebook#settings()}, with the victory year always as a number), and back. Every setting that is an option
 * (the DATC chapter 4 issues and the others) is read through {@link Rulebook#with(String, String)}, which reads the
 * rulebook's table of settings, so a setting added to the rulebook needs nothing here; the two numbers (victory
 * centres and year) have a line below. A setting this class cannot restore is an error, never dropped: after reading, the
 * settings of the rebuilt rulebook are compared with those written.
 */
final class RulebookSettings {
  private RulebookSettings() {}

  /** The names of every setting, in the rulebook's order. */
  private static final ImmutableSet<String> KNOWN = Rulebook.datc().settings().keySet();

  /** Every setting of a rulebook, by name, in the rulebook's order. */
  static ImmutableMap<String, String> of(Rulebook r) {
    Map<String, String> m = new LinkedHashMap<>(r.settings());
    m.put("victory year", Integer.toString(r.victoryYear()));
    return ImmutableMap.copyOf(m);
  }

  /**
   * The rulebook with this name and these settings.
   *
   * @param where the JSON object of the settings, for errors
   */
  static Rulebook read(String name, Json where) throws GameFormatException {
    Rulebook r = Rulebook.datc();
    Map<String, String> given = new LinkedHashMap<>();
    for (Map.Entry<String, Json> e : where.object().entrySet()) {
      String key = e.getKey();
      String value = e.getValue().string();
      given.put(key, value);
      try {
        r = with(r, key, value);
      } catch (IllegalArgumentException ex) {
        throw e.getValue().error("setting \"" + Json.clip(key) + "\": " + ex.getMessage());
      }
    }
    r = r.toBuilder().name(name).build();
    Map<String, String> rebuilt = new LinkedHashMap<>(of(r));
    for (Map.Entry<String, String> e : rebuilt.entrySet()) {
      if (!given.containsKey(e.getKey())) {
        throw where.error("the rulebook lacks the setting \"" + e.getKey() + "\"");
      }
      if (!given.get(e.getKey()).equals(e.getValue()) && !(e.getKey().equals("victory year")
          && given.get(e.getKey()).equals("-"))) {
        throw where.error("the setting \"" + e.getKey() + "\" = \"" + Json.clip(given.get(e.getKey()))
            + "\" cannot be restored (it reads back as \"" + e.getValue() + "\")");
      }
    }
    return r;
  }

  private static Rulebook with(Rulebook r, String key, String value) {
    switch (key) {
      case "victory centres":
        return r.withVictoryCentres(value.equals("MORE_THAN_HALF") ? 0 : number(key, value));
      case "victory year":
        return value.equals("-") ? r : r.toBuilder().victoryYear(number(key, value)).build();
      default:
        if (!KNOWN.contains(key)) {
          throw new IllegalArgumentException("unknown setting; known: " + String.join(", ", KNOWN));
        }
        // Every other setting is an option, read by the rulebook's own table. Cut as messages quote values: no
        // option is 60 characters long, and Rulebook's error quotes what it is given.
        return r.with(key, Json.clip(value));
    }
  }

  private static int number(String key, String value) {
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("expected a number, found \"" + Json.clip(value) + "\"");
    }
  }
}
