package io.github.dipjudge.datc;

import io.github.dipjudge.map.GameMap;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** One test case as read from a case file: its sections as numbered lines, not yet interpreted. */
final class DatcCase {
  /** A line of a section: its number in the file and its text without comment. */
  record Line(int number, String text) {}

  enum Section {
    PRESTATE_SUPPLYCENTER_OWNERS,
    PRESTATE_HOME_CENTERS,
    PRESTATE_VASSALS,
    PRESTATE,
    PRESTATE_DISLODGED,
    PRESTATE_RESULTS,
    ORDERS,
    ORDERS_GIVEN_BY,
    RETREAT_ORDERS,
    POSTSTATE,
    POSTSTATE_DISLODGED,
    POSTSTATE_SUPPLYCENTER_OWNERS,
    POSTSTATE_HOME_CENTERS,
    POSTSTATE_VASSALS,
    RESULTS,
    RETREAT_OPTIONS
  }

  final String source;
  final int line;
  final String id;
  final String title;
  /** The map the case runs on: its file's VARIANT_ALL, else the runner's default; set by the reader. */
  GameMap map;
  String rules; // the RULES line's text, or null
  int rulesLine;
  String phase; // the PRESTATE_SETPHASE text, or null
  String nextPhase; // the POSTSTATE_PHASE text (the phase after the case's last one), or null
  int nextPhaseLine;
  String seed; // the SEED line's text (house rules: the judge's random draws), or null
  int seedLine;
  int phaseLine;
  boolean poststateSame;
  /** Set when the case's text is broken: where and why; such a case is a FAIL. */
  String broken;
  /**
   * Set when another case of the file has the same id (jDip's and godip's suites have 6.F.14 twice): the warning
   * naming both lines; the case runs and is reported by its id and line ({@link #reportedId()}).
   */
  String repeatedId;
  final Map<Section, List<Line>> sections = new EnumMap<>(Section.class);
  /** The line of each section's keyword. */
  final Map<Section, Integer> sectionLines = new EnumMap<>(Section.class);

  DatcCase(String source, int line, String id, String title) {
    this.source = source;
    this.line = line;
    this.id = id;
    this.title = title;
  }

  /** The id results are reported by: the id, with the case's line when another case of the file has that id. */
  String reportedId() {
    return repeatedId == null ? id : id + " (line " + line + ")";
  }

  boolean has(Section s) {
    return sections.containsKey(s);
  }

  List<Line> lines(Section s) {
    return sections.getOrDefault(s, List.of());
  }

  /** The line of a section's keyword, or the case's line when the section is absent. */
  int sectionLine(Section s) {
    return sectionLines.getOrDefault(s, line);
  }

  List<Line> open(Section s) {
    return sections.computeIfAbsent(s, k -> new ArrayList<>());
  }

  @Override
  public String toString() {
    return id + " " + title;
  }
}
