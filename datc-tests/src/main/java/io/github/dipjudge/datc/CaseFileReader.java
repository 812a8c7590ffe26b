package io.github.dipjudge.datc;

import io.github.dipjudge.map.GameMap;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads the case-file format of jDip and godip with this project's extensions (see datc-tests/README.md) into
 * {@link DatcCase}s. Only the structure is checked here; positions and orders are read by the runner.
 */
final class CaseFileReader {
  private CaseFileReader() {}

  /**
   * Reads a file leniently: a case whose text is broken is returned with {@link DatcCase#broken} set (so it can be
   * reported as a FAIL that says where and why), and reading goes on with the next case. Text outside any case that
   * cannot be read becomes a broken pseudo-case named by its source and line. Time linear in the text.
   *
   * <p>Each case is given the map of its file ({@code VARIANT_ALL}; without it the standard map).
   *
   * @throws CaseFormatException for an error of the whole file: a {@code VARIANT_ALL} naming a variant not known
   *     (the cases would otherwise run on the wrong map), or a file with no case at all
   */
  static List<DatcCase> readLenient(String source, String text) throws CaseFormatException {
    return readLenient(source, text, CaseMaps.shipped());
  }

  /**
   * As {@link #readLenient(String, String)}, with the maps {@code VARIANT_ALL} may name and the map of a file
   * without it.
   *
   * @throws CaseFormatException for an error of the whole file: a {@code VARIANT_ALL} naming no map known, two
   *     naming different maps, or a file with no case at all
   */
  static List<DatcCase> readLenient(String source, String text, CaseMaps maps) throws CaseFormatException {
    return readLenient(source, text, maps, false);
  }

  /**
   * As {@link #readLenient(String, String, CaseMaps)}; a case id given twice in the file is a warning on both cases
   * (each runs, reported by id and line: {@link DatcCase#reportedId()}), or with {@code strictIds} an error: the
   * later case is broken, naming both lines.
   */
  static List<DatcCase> readLenient(String source, String text, CaseMaps maps, boolean strictIds)
      throws CaseFormatException {
    List<DatcCase> out = new ArrayList<>();
    String[] lines = lines(text);
    GameMap map = fileMap(source, lines, maps);
    int start = 0;
    while (start < lines.length) {
      // Find the extent of the next chunk: up to and including the next END, or the line before the next CASE.
      int end = start;
      boolean inCase = false;
      int caseLine = -1;
      for (; end < lines.length; end++) {
        String l = stripComment(lines[end]);
        if (l.startsWith("CASE ") || l.equals("CASE")) {
          if (inCase) {
            break;
          }
          inCase = true;
          caseLine = end;
        } else if (l.equals("END")) {
          end++;
          break;
        }
      }
      try {
        out.addAll(read(source, lines, start, end));
      } catch (CaseFormatException e) {
        String id;
        if (caseLine >= 0) {
          String[] w = stripComment(lines[caseLine]).split("\\s+");
          id = w.length > 1 ? w[1] : source + ":" + (caseLine + 1);
        } else {
          id = source + ":" + e.line();
        }
        DatcCase broken = new DatcCase(source, caseLine + 1, id, "");
        broken.broken = e.getMessage();
        out.add(broken);
      }
      start = Math.max(end, start + 1);
    }
    markDuplicateIds(out, lines, strictIds);
    for (DatcCase c : out) {
      c.map = map;
    }
    if (out.isEmpty()) {
      throw new CaseFormatException(source, 1, "", "no case in the file (a case runs from CASE to END)");
    }
    return out;
  }

  /**
   * Marks the cases whose id another case of the file has. Leniently both run, each with a warning naming both
   * lines and reported by id and line, so that no PASS is ambiguous; strictly ({@code strict}) each later one is a
   * broken case naming both lines. Linear in the cases (one hash map).
   */
  private static void markDuplicateIds(List<DatcCase> cases, String[] lines, boolean strict) {
    Map<String, DatcCase> first = new HashMap<>();
    for (int i = 0; i < cases.size(); i++) {
      DatcCase c = cases.get(i);
      DatcCase earlier = c.line > 0 ? first.putIfAbsent(c.id, c) : null;
      if (earlier == null) {
        continue;
      }
      String problem = duplicate(c.source, c.id, earlier.line, c.line, lines[c.line - 1]).getMessage();
      if (strict) {
        DatcCase broken = new DatcCase(c.source, c.line, c.id, c.title);
        broken.broken = problem;
        cases.set(i, broken);
      } else {
        c.repeatedId = problem + "; both cases run, reported by id and line";
        if (earlier.repeatedId == null) {
          earlier.repeatedId = c.repeatedId;
        }
      }
    }
  }

  private static CaseFormatException duplicate(String source, String id, int firstLine, int line, String text) {
    return new CaseFormatException(source, line, text, "the case id \"" + id + "\" is given twice, at lines "
        + firstLine + " and " + line);
  }

  private static String[] lines(String text) {
    String[] lines = text.split("\r\n|\n|\r", -1);
    if (lines[0].startsWith("\uFEFF")) {
      lines[0] = lines[0].substring(1);
    }
    return lines;
  }

  /**
   * The map of a file's cases: the one its {@code VARIANT_ALL} lines name (each must name the same map), or the
   * default map when it has none. Linear in the file.
   */
  private static GameMap fileMap(String source, String[] lines, CaseMaps maps) throws CaseFormatException {
    GameMap map = null;
    for (int i = 0; i < lines.length; i++) {
      String l = stripComment(lines[i]);
      if (!l.startsWith("VARIANT_ALL") || !(l.length() == "VARIANT_ALL".length()
          || Character.isWhitespace(l.charAt("VARIANT_ALL".length())))) {
        continue;
      }
      String name = l.substring("VARIANT_ALL".length()).trim();
      if (name.isEmpty()) {
        throw new CaseFormatException(source, i + 1, lines[i], "VARIANT_ALL needs a map's name");
      }
      GameMap named = maps.named(name);
      if (named == null) {
        throw new CaseFormatException(source, i + 1, lines[i], "unknown variant \"" + name + "\" (known: "
            + maps.known() + ")");
      }
      if (map != null && named != map) {
        throw new CaseFormatException(source, i + 1, lines[i], "a second VARIANT_ALL, naming another map than "
            + map.id() + ": the cases of one file run on one map");
      }
      map = named;
    }
    return map != null ? map : maps.defaultMap();
  }

  private static String stripComment(String raw) {
    int hash = raw.indexOf('#');
    return (hash >= 0 ? raw.substring(0, hash) : raw).trim();
  }

  /** Reads a whole text strictly: the first problem throws. */
  static List<DatcCase> read(String source, String text) throws CaseFormatException {
    String[] lines = lines(text);
    GameMap map = fileMap(source, lines, CaseMaps.shipped());
    List<DatcCase> cases = read(source, lines, 0, lines.length);
    Map<String, Integer> first = new HashMap<>();
    for (DatcCase c : cases) {
      c.map = map;
      Integer earlier = first.putIfAbsent(c.id, c.line);
      if (earlier != null) {
        throw duplicate(source, c.id, earlier, c.line, lines[c.line - 1]);
      }
    }
    return cases;
  }

  /** Reads the lines [from, to) of a file strictly, numbering them as in the file. */
  private static List<DatcCase> read(String source, String[] lines, int from, int to) throws CaseFormatException {
    List<DatcCase> cases = new ArrayList<>();
    DatcCase current = null;
    DatcCase.Section section = null;
    for (int i = from; i < to; i++) {
      int no = i + 1;
      String raw = lines[i];
      int hash = raw.indexOf('#');
      String line = (hash >= 0 ? raw.substring(0, hash) : raw).trim();
      if (line.isEmpty()) {
        continue;
      }
      String keyword = line.split("\\s+", 2)[0];
      String rest = line.length() > keyword.length() ? line.substring(keyword.length()).trim() : "";
      switch (keyword) {
        case "VARIANT_ALL":
          if (current != null) {
            throw new CaseFormatException(source, no, raw, "VARIANT_ALL inside a case");
          }
          continue; // the map of the whole file: fileMap()
        case "CASE": {
          if (current != null) {
            throw new CaseFormatException(source, no, raw, "CASE before the END of case " + current.id);
          }
          if (rest.isEmpty()) {
            throw new CaseFormatException(source, no, raw, "CASE needs an id");
          }
          String[] idTitle = rest.split("\\s+", 2);
          current = new DatcCase(source, no, idTitle[0], idTitle.length > 1 ? idTitle[1] : "");
          section = null;
          continue;
        }
        case "END":
          if (current == null) {
            throw new CaseFormatException(source, no, raw, "END outside a case");
          }
          if (!current.has(DatcCase.Section.PRESTATE)) {
            throw new CaseFormatException(source, no, raw, "case " + current.id + " has no PRESTATE");
          }
          if (!current.has(DatcCase.Section.ORDERS)) {
            throw new CaseFormatException(source, no, raw, "case " + current.id + " has no ORDERS");
          }
          if (!current.poststateSame && !current.has(DatcCase.Section.POSTSTATE)) {
            throw new CaseFormatException(source, no, raw, "case " + current.id + " has neither POSTSTATE nor POSTSTATE_SAME");
          }
          cases.add(current);
          current = null;
          section = null;
          continue;
        default:
      }
      if (current == null) {
        throw new CaseFormatException(source, no, raw, "text outside a case (expected CASE)");
      }
      if (keyword.equals("PRESTATE_SETPHASE")) {
        if (current.phase != null) {
          throw new CaseFormatException(source, no, raw, "repeated PRESTATE_SETPHASE");
        }
        current.phase = rest;
        current.phaseLine = no;
        section = null;
        continue;
      }
      if (keyword.equals("POSTSTATE_PHASE")) {
        if (current.nextPhase != null) {
          throw new CaseFormatException(source, no, raw, "repeated POSTSTATE_PHASE");
        }
        current.nextPhase = rest;
        current.nextPhaseLine = no;
        section = null;
        continue;
      }
      if (keyword.equals("SEED")) {
        if (current.seed != null) {
          throw new CaseFormatException(source, no, raw, "repeated SEED line");
        }
        if (!rest.matches("-?\\d+")) {
          throw new CaseFormatException(source, no, raw, "SEED needs a whole number");
        }
        current.seed = rest;
        current.seedLine = no;
        section = null;
        continue;
      }
      if (keyword.equals("RULES")) {
        if (current.rules != null) {
          throw new CaseFormatException(source, no, raw, "repeated RULES line");
        }
        if (rest.isEmpty()) {
          throw new CaseFormatException(source, no, raw, "RULES needs a preset name");
        }
        current.rules = rest;
        current.rulesLine = no;
        section = null;
        continue;
      }
      if (keyword.equals("POSTSTATE_SAME")) {
        if (current.has(DatcCase.Section.POSTSTATE)) {
          throw new CaseFormatException(source, no, raw, "POSTSTATE_SAME and POSTSTATE in one case");
        }
        current.poststateSame = true;
        section = null;
        continue;
      }
      DatcCase.Section s = sectionOf(keyword);
      if (s != null && rest.isEmpty()) {
        if (current.has(s)) {
          throw new CaseFormatException(source, no, raw, "repeated section " + keyword);
        }
        if (s == DatcCase.Section.POSTSTATE && current.poststateSame) {
          throw new CaseFormatException(source, no, raw, "POSTSTATE_SAME and POSTSTATE in one case");
        }
        current.open(s);
        current.sectionLines.put(s, no);
        section = s;
        continue;
      }
      if (keyword.toUpperCase(Locale.ROOT).equals(keyword) && keyword.contains("_") && keyword.length() > 3) {
        throw new CaseFormatException(source, no, raw, "unknown keyword " + keyword);
      }
      if (section == null) {
        throw new CaseFormatException(source, no, raw, "line outside any section (expected PRESTATE, ORDERS, ...)");
      }
      current.open(section).add(new DatcCase.Line(no, line));
    }
    if (current != null) {
      throw new CaseFormatException(source, to, "", "case " + current.id + " has no END");
    }
    // A file without VARIANT_ALL is tolerated: jDip files always have it, but it says nothing on the standard map.
    return cases;
  }

  private static DatcCase.Section sectionOf(String keyword) {
    for (DatcCase.Section s : DatcCase.Section.values()) {
      if (s.name().equals(keyword)) {
        return s;
      }
    }
    return null;
  }
}
