package io.github.dipjudge.map;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/** Normalised names to values, with closest-name suggestions. Immutable once built. */
final class NameIndex<T> {
  private final String kind;
  private final ImmutableMap<String, T> byName;
  /** The name to show for each value in suggestions (its English name). */
  private final ImmutableMap<T, String> preferred;
  private final int maxNameLength;

  private NameIndex(String kind, Map<String, T> byName, Map<T, String> preferred) {
    this.kind = kind;
    this.byName = ImmutableMap.copyOf(byName);
    this.preferred = ImmutableMap.copyOf(preferred);
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
    return unknown(kind, name, v -> true);
  }

  /** An exception for a name that is no value of the given kind, suggesting the closest accepted values. */
  UnknownNameException unknown(String kindName, String name, Predicate<? super T> accept) {
    return UnknownNameException.unknown(kindName, name, suggest(name, accept));
  }

  ImmutableList<String> suggest(String name) {
    return suggest(name, v -> true);
  }

  /**
   * The preferred names of the accepted values whose names are closest to {@code name} (edit distance at most a
   * third of its length, at least one), best first, at most three; never a value the name already means.
   */
  ImmutableList<String> suggest(String name, Predicate<? super T> accept) {
    String n = Names.normalize(name);
    if (n.isEmpty()) {
      return ImmutableList.of();
    }
    T exact = byName.get(n);
    int limit = Math.max(1, Math.min(3, n.length() / 3 + 1));
    int best = Integer.MAX_VALUE;
    List<T> found = new ArrayList<>();
    for (Map.Entry<String, T> e : byName.entrySet()) {
      T v = e.getValue();
      if (v == exact || !accept.test(v)) {
        continue;
      }
      int d = Names.distance(n, e.getKey());
      if (d > limit || d > best) {
        continue;
      }
      if (d < best) {
        best = d;
        found.clear();
      }
      if (!found.contains(v)) {
        found.add(v);
      }
    }
    ImmutableList.Builder<String> out = ImmutableList.builder();
    for (int i = 0; i < Math.min(3, found.size()); i++) {
      out.add(preferred.getOrDefault(found.get(i), String.valueOf(found.get(i))));
    }
    return out.build();
  }

  /** Builds an index; a normalised name given for two different values is reported to the callback. */
  static final class Builder<T> {
    interface Conflict<T> {
      void report(String name, T first, T second);
    }

    private final String kind;
    private final Map<String, T> byName = new LinkedHashMap<>();
    private final Map<T, String> preferred = new LinkedHashMap<>();

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
