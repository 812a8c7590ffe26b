package io.github.dipjudge.map;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Normalised names to values, with closest-name suggestions. Immutable once built. */
final class NameIndex<T> {
  private final String kind;
  private final ImmutableMap<String, T> byName;
  /** A display form of each normalised name, for suggestions. */
  private final ImmutableMap<String, String> display;
  private final int maxNameLength;

  private NameIndex(String kind, Map<String, T> byName, Map<String, String> display) {
    this.kind = kind;
    this.byName = ImmutableMap.copyOf(byName);
    this.display = ImmutableMap.copyOf(display);
    int max = 0;
    for (String k : byName.keySet()) {
      max = Math.max(max, k.length());
    }
    this.maxNameLength = max;
  }

  Optional<T> find(String name) {
    return Optional.ofNullable(byName.get(Names.normalize(name)));
  }

  T get(String name) {
    T t = byName.get(Names.normalize(name));
    if (t == null) {
      throw unknown(name);
    }
    return t;
  }

  /** The value whose normalised name is {@code normalized}, or null. */
  T getNormalized(String normalized) {
    return byName.get(normalized);
  }

  int maxNameLength() {
    return maxNameLength;
  }

  UnknownNameException unknown(String name) {
    ImmutableList<String> suggestions = suggest(name);
    StringBuilder msg = new StringBuilder("unknown ").append(kind).append(" \"").append(name).append('"');
    if (!suggestions.isEmpty()) {
      msg.append("; did you mean ");
      for (int i = 0; i < suggestions.size(); i++) {
        if (i > 0) {
          msg.append(i == suggestions.size() - 1 ? " or " : ", ");
        }
        msg.append('"').append(suggestions.get(i)).append('"');
      }
      msg.append('?');
    }
    return new UnknownNameException(kind, name, suggestions, msg.toString());
  }

  ImmutableList<String> suggest(String name) {
    String n = Names.normalize(name);
    if (n.isEmpty()) {
      return ImmutableList.of();
    }
    int limit = Math.max(1, Math.min(3, n.length() / 2));
    int best = Integer.MAX_VALUE;
    List<String> found = new ArrayList<>();
    for (Map.Entry<String, String> e : display.entrySet()) {
      int d = Names.distance(n, e.getKey());
      if (d > limit) {
        continue;
      }
      if (d < best) {
        best = d;
        found.clear();
      }
      if (d == best) {
        found.add(e.getValue());
      }
    }
    // Prefer the longest (most descriptive) display names first, then keep at most three.
    found.sort((a, b) -> Integer.compare(b.length(), a.length()));
    return ImmutableList.copyOf(found.subList(0, Math.min(3, found.size())));
  }

  /** Builds an index; a normalised name given for two different values is reported to the callback. */
  static final class Builder<T> {
    interface Conflict<T> {
      void report(String name, T first, T second);
    }

    private final String kind;
    private final Map<String, T> byName = new LinkedHashMap<>();
    private final Map<String, String> display = new LinkedHashMap<>();

    Builder(String kind) {
      this.kind = kind;
    }

    /** Adds a name; returns false (and reports it) when it already means something else. */
    boolean add(String name, T value, Conflict<T> conflict) {
      String n = Names.normalize(name);
      if (n.isEmpty()) {
        return true;
      }
      T old = byName.get(n);
      if (old != null && old != value) {
        conflict.report(name, old, value);
        return false;
      }
      if (old == null) {
        byName.put(n, value);
        display.put(n, name);
      }
      return true;
    }

    NameIndex<T> build() {
      return new NameIndex<>(kind, byName, display);
    }
  }
}
