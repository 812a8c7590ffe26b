package io.github.dipjudge.map;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Normalised names to values, with the word breaks each name allows and closest-name suggestions. Immutable once
 * built.
 */
final class NameIndex<T> {
  /** One normalised name: what it means, where its written forms break into words, how to show it. */
  private static final class Entry<T> {
    final T value;
    /** The union of the word breaks of every written form of this name (see {@link Names}). */
    final BitSet breaks;
    /** The first written form, shown in suggestions for text in the same script. */
    final String written;
    /** The normalised name as code points, for edit distances. */
    final int[] codePoints;

    Entry(T value, BitSet breaks, String written, int[] codePoints) {
      this.value = value;
      this.breaks = breaks;
      this.written = written;
      this.codePoints = codePoints;
    }
  }

  private final String kind;
  private final ImmutableMap<String, Entry<T>> byName;
  /** The name to show for each value in suggestions (its English name). */
  private final ImmutableMap<T, String> preferred;
  private final int maxNameLength;

  private NameIndex(String kind, Map<String, Entry<T>> byName, Map<T, String> preferred) {
    this.kind = kind;
    this.byName = ImmutableMap.copyOf(byName);
    this.preferred = ImmutableMap.copyOf(preferred);
    int max = 0;
    for (String k : byName.keySet()) {
      max = Math.max(max, k.length());
    }
    this.maxNameLength = max;
  }

  /** The value this text names, if it is a name: its letters are a known name and its word breaks fit that name's. */
  Optional<T> find(String name) {
    return Optional.ofNullable(get(Names.read(name)));
  }

  /** The value a written text names, or null (also for text with a character no name may contain). */
  T get(Names.Written w) {
    return w.invalidAt >= 0 ? null : get(w, 0, w.letters.length());
  }

  /**
   * The value named by the letters [from, to) of a written text, with the text's word breaks inside that range, or
   * null. Costs O(to - from).
   */
  T get(Names.Written w, int from, int to) {
    if (to - from > maxNameLength) {
      return null;
    }
    Names.WORK.add(to - from + 1L);
    Entry<T> e = byName.get(w.letters.substring(from, to));
    return e != null && w.breaksFitIn(e.breaks, from, to) ? e.value : null;
  }

  T get(String name) {
    T t = find(name).orElse(null);
    if (t == null) {
      throw unknown(name);
    }
    return t;
  }

  /** The value whose normalised name is {@code normalized}, or null. */
  T getNormalized(String normalized) {
    Names.WORK.add(normalized.length() + 1L);
    Entry<T> e = byName.get(normalized);
    return e == null ? null : e.value;
  }

  /** The length in chars of the longest normalised name. */
  int maxNameLength() {
    return maxNameLength;
  }

  UnknownNameException unknown(String name) {
    return unknown(kind, name, v -> true);
  }

  /**
   * An exception for a name that is no value of the given kind, suggesting the closest accepted values; for text
   * with a character no name may contain, the message says which and where instead.
   */
  UnknownNameException unknown(String kindName, String name, Predicate<? super T> accept) {
    Names.Written w = Names.read(name);
    if (w.invalidAt >= 0) {
      int cp = Character.codePointAt(name, w.invalidAt);
      String msg = "unknown " + kindName + " \"" + printable(name) + "\": " + describe(cp) + " at column "
          + (w.invalidAt + 1) + " is no part of a name";
      return new UnknownNameException(kindName, name, ImmutableList.of(), msg);
    }
    return UnknownNameException.unknown(kindName, name, suggest(w, accept));
  }

  /** A character as a message shows it: {@code '^' (U+005E)}, or only its code for an invisible one. */
  static String describe(int cp) {
    String code = String.format("U+%04X", cp);
    return Character.isISOControl(cp) || Character.getType(cp) == Character.SURROGATE
        || Character.getType(cp) == Character.FORMAT || Character.isWhitespace(cp)
        ? "the character " + code
        : "the character '" + new String(Character.toChars(cp)) + "' (" + code + ")";
  }

  /** The text with control characters, line breaks and lone surrogates shown as {@code \\uXXXX}. */
  static String printable(String s) {
    StringBuilder sb = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      boolean hide = Character.isISOControl(c)
          || Character.isHighSurrogate(c) && (i + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(i + 1)))
          || Character.isLowSurrogate(c) && (i == 0 || !Character.isHighSurrogate(s.charAt(i - 1)))
          || c == '\u2028' || c == '\u2029';
      if (hide && sb == null) {
        sb = new StringBuilder(s.length() + 8).append(s, 0, i);
      }
      if (sb != null) {
        if (hide) {
          sb.append(String.format("\\u%04X", (int) c));
        } else {
          sb.append(c);
        }
      }
    }
    return sb == null ? s : sb.toString();
  }

  /**
   * The one accepted value with a name that begins with the written words (the name has a word break right after
   * them, and the text's breaks fit the name's), or null when none or several do. Costs O(number of names * text
   * length), the text length bounded by the longest name.
   */
  T onlyValueStartingWith(Names.Written w, Predicate<? super T> accept) {
    String n = w.letters;
    if (n.isEmpty() || n.length() > maxNameLength) {
      return null;
    }
    Names.WORK.add((long) byName.size() * (n.length() + 1));
    T only = null;
    for (Map.Entry<String, Entry<T>> e : byName.entrySet()) {
      String key = e.getKey();
      Entry<T> entry = e.getValue();
      if (key.length() > n.length() && key.startsWith(n) && entry.breaks.get(n.length())
          && w.breaksFitIn(entry.breaks, 0, n.length()) && accept.test(entry.value)) {
        if (only != null && only != entry.value) {
          return null;
        }
        only = entry.value;
      }
    }
    return only;
  }

  ImmutableList<String> suggest(String name) {
    return suggest(Names.read(name), v -> true);
  }

  ImmutableList<String> suggest(String name, Predicate<? super T> accept) {
    return suggest(Names.read(name), accept);
  }

  /**
   * The names of the accepted values whose names are closest to the text (edit distance on code points at most a
   * third of its length, at least one and at most three), best first, at most three; never a value the text already
   * names. A value is shown by its preferred (English) name, or, when the text is written in another script than
   * Latin, by its closest name in that script ({@code 鲁尔} for {@code 鲁尔区}).
   *
   * <p>Work: the text is read once; then each name costs one length comparison, and only names within the limit in
   * length are compared, each in O(length) band cells (see {@link Names#distance}). So the cost is linear in the
   * text and bounded by the size of the index, whatever the text.
   */
  ImmutableList<String> suggest(Names.Written w, Predicate<? super T> accept) {
    String n = w.letters;
    if (n.isEmpty() || w.invalidAt >= 0) {
      return ImmutableList.of();
    }
    T exact = get(w);
    int length = n.codePointCount(0, n.length());
    int limit = Math.max(1, Math.min(3, length / 3 + 1));
    // A text far longer than every name is near none: do not even read its code points.
    if (length > maxNameLength + limit) {
      return ImmutableList.of();
    }
    int[] cps = n.codePoints().toArray();
    Character.UnicodeScript script = Character.UnicodeScript.of(cps[0]);
    boolean foreign = script != Character.UnicodeScript.LATIN && script != Character.UnicodeScript.COMMON;
    Names.WORK.add(byName.size());
    int best = Integer.MAX_VALUE;
    List<T> found = new ArrayList<>();
    List<String> shown = new ArrayList<>();
    for (Entry<T> e : byName.values()) {
      T v = e.value;
      if (v == exact || !accept.test(v)) {
        continue;
      }
      int d = Names.distance(cps, e.codePoints, limit);
      if (d > limit || d > best) {
        continue;
      }
      if (d < best) {
        best = d;
        found.clear();
        shown.clear();
      }
      if (!found.contains(v)) {
        found.add(v);
        boolean sameScript = foreign && Character.UnicodeScript.of(e.codePoints[0]) == script;
        shown.add(sameScript ? e.written : preferred.getOrDefault(v, String.valueOf(v)));
      }
    }
    return ImmutableList.copyOf(shown.subList(0, Math.min(3, shown.size())));
  }

  /** Builds an index; a normalised name given for two different values is reported to the callback. */
  static final class Builder<T> {
    interface Conflict<T> {
      void report(String name, T first, T second);
    }

    private final String kind;
    private final Map<String, Entry<T>> byName = new LinkedHashMap<>();
    private final Map<T, String> preferred = new LinkedHashMap<>();

    Builder(String kind) {
      this.kind = kind;
    }

    /** Adds a name; returns false (and reports it) when it already means something else. */
    boolean add(String name, T value, Conflict<T> conflict) {
      Names.Written w = Names.readKnown(name);
      String n = w.letters;
      if (n.isEmpty()) {
        return true;
      }
      Entry<T> old = byName.get(n);
      if (old != null && old.value != value) {
        conflict.report(name, old.value, value);
        return false;
      }
      if (old == null) {
        byName.put(n, new Entry<>(value, (BitSet) w.breaks.clone(), name.strip(), n.codePoints().toArray()));
      } else {
        old.breaks.or(w.breaks);
      }
      return true;
    }

    /** The name suggestions show for a value. */
    void preferred(T value, String name) {
      preferred.put(value, name);
    }

    NameIndex<T> build() {
      return new NameIndex<>(kind, byName, preferred);
    }
  }
}
