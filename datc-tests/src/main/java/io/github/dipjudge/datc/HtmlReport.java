package io.github.dipjudge.datc;

import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.order.OrderNotation;
import io.github.dipjudge.render.MapRenderer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code datc run --report FILE.html}: one self-contained HTML conformance report. A summary table (every case, its
 * verdict), then per case, failing cases first: its id and title, its rules, its orders, and the pictures before
 * (the position with the orders), the result (outcomes) and after (missing expected units and unexpected units
 * marked). The pictures are inline SVG; each map's board is written once, as hidden groups (the board, its labels,
 * each province's region outline)
 * that every picture of that map uses ({@code <use href="#board-ID"/>}, {@code #board-ID-labels}), so a report of
 * the whole suite stays small.
 */
final class HtmlReport {
  private record Entry(DatcCase c, CaseRunner.Verdict verdict, String rules) {}

  private final Map<DatcCase, CaseRunner.Trace> traces = new IdentityHashMap<>();
  private final List<Entry> entries = new ArrayList<>();
  private final CasePictures pictures = new CasePictures();
  private final Map<String, String> boards = new LinkedHashMap<>();
  /** Each map's province regions (their path data), written once: {@code region-MAP-PROVINCE}. */
  private final Map<String, String> regions = new LinkedHashMap<>();
  private static final java.util.regex.Pattern UNOWNED = java.util.regex.Pattern.compile(
      "<use href=\"#region-[^\"]*\" data-province=\"[^\"]*\" data-owner=\"none\" fill=\"none\"/>\n");
  private static final java.util.regex.Pattern REGION = java.util.regex.Pattern.compile(
      "<path data-province=\"([^\"]+)\" d=\"([^\"]*)\"");
  private final String title;

  private static final Map<String, String> CAPTIONS = Map.of("before", "before, with the orders", "result",
      "the result", "retreat", "the retreats ordered", "retreat-result", "the retreats' result", "after",
      "after (differences marked)");

  HtmlReport(String title) {
    this.title = title;
  }

  /** The trace of an adjudicated case ({@link CaseRunner#tracer}). */
  void trace(DatcCase c, CaseRunner.Trace t) {
    traces.put(c, t);
  }

  /** A case's verdict, in the order the cases ran; {@code rules} the preset of cases that name no rules. */
  void verdict(DatcCase c, CaseRunner.Verdict v, String rules) {
    entries.add(new Entry(c, v, rules));
  }

  void write(Path file) throws IOException {
    Files.writeString(file, html(), StandardCharsets.UTF_8);
  }

  String html() {
    List<Entry> ordered = new ArrayList<>();
    entries.stream().filter(e -> !e.verdict().passed()).forEach(ordered::add);
    entries.stream().filter(e -> e.verdict().passed()).forEach(ordered::add);
    long failed = entries.stream().filter(e -> !e.verdict().passed()).count();
    StringBuilder body = new StringBuilder();
    for (Entry e : ordered) {
      section(body, e);
    }
    StringBuilder sb = new StringBuilder(body.length() + 65_536);
    sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>").append(esc(title))
        .append("</title>\n<style>\nbody{font-family:sans-serif;margin:1.5em;color:#222}"
            + "table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:2px 6px;text-align:left;"
            + "vertical-align:top}.pass{color:#070}.fail{color:#b00;font-weight:bold}"
            + "section{border-top:2px solid #888;margin-top:1.5em}"
            + "figure{display:inline-block;margin:0 1em 1em 0;vertical-align:top}"
            + "figure svg{width:880px;max-width:100%;height:auto;border:1px solid #999}pre{background:#f4f4f4;padding:4px}"
            + ".diff{color:#b00}\n</style>\n</head>\n<body>\n");
    sb.append("<svg width=\"0\" height=\"0\" style=\"position:absolute\"><defs>\n");
    for (Map.Entry<String, String> b : boards.entrySet()) {
      sb.append("<g id=\"board-").append(b.getKey()).append("\">").append(b.getValue()).append("</g>\n");
    }
    for (Map.Entry<String, String> r : regions.entrySet()) {
      sb.append("<path id=\"region-").append(r.getKey()).append("\" d=\"").append(r.getValue()).append("\"/>\n");
    }
    sb.append("</defs></svg>\n<h1>").append(esc(title)).append("</h1>\n<p>").append(entries.size() - failed)
        .append(" passed, ").append(failed).append(" failed. Failing cases come first; in their \"after\" picture ")
        .append("a dashed magenta ring is an expected unit that is missing, a solid one a unit that should not be ")
        .append("there.</p>\n<table>\n<tr><th>case</th><th>title</th><th>verdict</th></tr>\n");
    for (Entry e : entries) {
      sb.append("<tr><td><a href=\"#case-").append(esc(e.c().id)).append("\">").append(esc(e.c().id))
          .append("</a></td><td>").append(esc(e.c().title)).append("</td><td class=\"")
          .append(e.verdict().passed() ? "pass\">PASS" : "fail\">FAIL: " + esc(e.verdict().message()))
          .append("</td></tr>\n");
    }
    sb.append("</table>\n").append(body).append("</body>\n</html>\n");
    return sb.toString();
  }

  private void section(StringBuilder sb, Entry e) {
    DatcCase c = e.c();
    sb.append("<section id=\"case-").append(esc(c.reportedId())).append("\">\n<h2>").append(esc(c.reportedId())).append(' ')
        .append(esc(c.title)).append(" <span class=\"").append(e.verdict().passed() ? "pass\">PASS" : "fail\">FAIL")
        .append("</span></h2>\n<p>Rules: ").append(esc(c.rules == null ? e.rules() + " (the run's preset)" : c.rules))
        .append("</p>\n");
    if (!e.verdict().passed()) {
      sb.append("<p class=\"diff\">").append(esc(e.verdict().message())).append("</p>\n");
    }
    CaseRunner.Trace t = traces.get(c);
    if (t == null) {
      sb.append("<p>No pictures: the case was not adjudicated.</p>\n</section>\n");
      return;
    }
    OrderNotation en = OrderNotation.english(t.before().map());
    sb.append("<pre>");
    for (Order o : t.orders()) {
      sb.append(esc(en.print(o))).append('\n');
    }
    sb.append("</pre>\n");
    Optional<List<String>> p = pictures.of(t);
    if (p.isEmpty()) {
      sb.append("<p>No pictures: the map ").append(esc(t.before().map().id())).append(" has no drawing.</p>\n");
    } else {
      List<String> names = CasePictures.names(t);
      for (int i = 0; i < p.get().size(); i++) {
        sb.append("<figure>").append(inline(t.before().map(), p.get().get(i))).append("<figcaption>")
            .append(CAPTIONS.get(names.get(i))).append("</figcaption></figure>\n");
      }
    }
    sb.append("</section>\n");
  }

  /**
   * The picture without its XML declaration, its board's layers (the board, its labels) replaced by uses of the
   * report's one copy of each.
   */
  private String inline(GameMap map, String svg) {
    MapRenderer r = pictures.renderer(map).orElseThrow();
    List<String> layers = r.boardLayers();
    boards.putIfAbsent(map.id(), layers.get(0));
    String s = svg.startsWith("<?xml") ? svg.substring(svg.indexOf("?>") + 2).strip() : svg;
    s = s.replace(layers.get(0), "<use href=\"#board-" + map.id() + "\"/>\n");
    if (!layers.get(1).isEmpty()) {
      boards.putIfAbsent(map.id() + "-labels", layers.get(1));
      s = s.replace(layers.get(1), "<use href=\"#board-" + map.id() + "-labels\"/>\n");
    }
    // Each region (a path whose fill and owner change from picture to picture) becomes a use of the report's one copy
    // of its outline, which takes the use's fill: about 60 bytes a province instead of its outline.
    java.util.regex.Matcher m = REGION.matcher(s);
    StringBuilder out = new StringBuilder(s.length());
    while (m.find()) {
      String key = map.id() + "-" + m.group(1);
      regions.putIfAbsent(key, m.group(2));
      m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement("<use href=\"#region-" + key
          + "\" data-province=\"" + m.group(1) + "\""));
    }
    m.appendTail(out);
    // An unowned region is not filled: the report leaves it out.
    return UNOWNED.matcher(out).replaceAll("");
  }

  private static String esc(String s) {
    return String.valueOf(s).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"",
        "&quot;");
  }
}
