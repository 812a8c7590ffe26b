package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code datc draw} and {@code datc run --report}: the files they write, and their errors. */
class DrawCommandTest {
  private static final String CASE = String.join("\n",
      "CASE pic.1 A bounce",
      "PRESTATE",
      "Germany: A Munich",
      "France: A Paris",
      "ORDERS",
      "Germany: A Munich - Burgundy",
      "France: A Paris - Burgundy",
      "POSTSTATE_SAME",
      "END",
      "CASE pic.2 A move that is expected to fail but does not",
      "PRESTATE",
      "France: A Paris",
      "ORDERS",
      "France: A Paris - Burgundy",
      "POSTSTATE_SAME",
      "END", "");

  private static void wellFormed(Path svg) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    f.newDocumentBuilder().parse(new ByteArrayInputStream(Files.readAllBytes(svg)));
  }

  @Test
  void drawCropsToARectangleOfTheBoardAndRefusesABadOne(@TempDir Path dir) throws Exception {
    Path cases = dir.resolve("cases.txt");
    Files.writeString(cases, CASE, StandardCharsets.UTF_8);
    Path out = dir.resolve("crop.svg");
    DatcCommand.Run run = DatcCommand.run("draw", "--phase", "pic.1-result", "--crop", "150,280,120,90", "--out",
        out.toString(), cases.toString());
    assertThat(run.code()).as(run.err()).isZero();
    wellFormed(out);
    assertThat(Files.readString(out)).contains("<svg class=\"map\"").contains("viewBox=\"150 280 120 90\"");
    for (String bad : List.of("1,2,3", "0,0,-5,5", "a,b,c,d", "0,0,NaN,4")) {
      DatcCommand.Run r = DatcCommand.run("draw", "--crop", bad, cases.toString());
      assertThat(r.code()).as(bad).isEqualTo(2);
      assertThat(r.err()).as(bad).contains("--crop");
    }
    DatcCommand.Run off = DatcCommand.run("draw", "--crop", "5000,5000,10,10", "--out", dir.resolve("o").toString(),
        cases.toString());
    assertThat(off.code()).isEqualTo(2);
    assertThat(off.err()).contains("off the board");
  }

  @Test
  void drawWritesEveryCaseBeforeResultAndAfter(@TempDir Path dir) throws Exception {
    Path cases = dir.resolve("cases.txt");
    Files.writeString(cases, CASE, StandardCharsets.UTF_8);
    DatcCommand.Run run = DatcCommand.run("draw", "--out", dir.resolve("out").toString(), cases.toString());
    assertThat(run.code()).as(run.err()).isZero();
    List<String> names;
    try (Stream<Path> files = Files.list(dir.resolve("out"))) {
      names = files.map(p -> p.getFileName().toString()).sorted().toList();
    }
    assertThat(names).containsExactly("pic.1-after.svg", "pic.1-before.svg", "pic.1-result.svg",
        "pic.2-after.svg", "pic.2-before.svg", "pic.2-result.svg");
    for (String n : names) {
      wellFormed(dir.resolve("out").resolve(n));
    }
    assertThat(Files.readString(dir.resolve("out/pic.1-result.svg"))).contains("data-outcome=\"BOUNCED\"");
    assertThat(Files.readString(dir.resolve("out/pic.2-after.svg"))).contains("data-missing=\"A par\"")
        .contains("data-unexpected=\"A bur\"");
  }

  @Test
  void drawWritesOnePhaseOfASavedGame(@TempDir Path dir) throws Exception {
    Path game = dir.resolve("game.json");
    assertThat(DatcCommand.run("play", "--seed", "3", "--until", "1902", game.toString()).code()).isZero();
    Path one = dir.resolve("one.svg");
    DatcCommand.Run run = DatcCommand.run("draw", "--phase", "f1901m", "--out", one.toString(), game.toString());
    assertThat(run.code()).as(run.err()).isZero();
    wellFormed(one);
    assertThat(Files.readString(one)).contains("data-phase=\"F1901M\"").contains("data-status=");
    DatcCommand.Run all = DatcCommand.run("draw", "--out", dir.resolve("all").toString(), game.toString());
    assertThat(all.code()).as(all.err()).isZero();
    assertThat(dir.resolve("all/S1901M.svg")).exists();
    assertThat(dir.resolve("all/W1902A.svg")).exists();
  }

  @Test
  void drawRefusesAnUnknownPhaseAndAMissingFileByName(@TempDir Path dir) throws Exception {
    Path cases = dir.resolve("cases.txt");
    Files.writeString(cases, CASE, StandardCharsets.UTF_8);
    DatcCommand.Run run = DatcCommand.run("draw", "--phase", "nope", cases.toString());
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err()).contains("no phase or case \"nope\"").contains("pic.1-before");
    DatcCommand.Run twice = DatcCommand.run("draw", "--out", "a", "--out", "b", cases.toString());
    assertThat(twice.code()).isEqualTo(2);
    assertThat(twice.err()).contains("--out is given twice");
    DatcCommand.Run missing = DatcCommand.run("draw", dir.resolve("none.json").toString());
    assertThat(missing.code()).isEqualTo(2);
    assertThat(missing.err()).contains("no such file");
  }

  @Test
  void theReportPutsFailingCasesFirstWithTheirPictures(@TempDir Path dir) throws Exception {
    Path cases = dir.resolve("cases.txt");
    Files.writeString(cases, CASE, StandardCharsets.UTF_8);
    Path report = dir.resolve("report.html");
    DatcCommand.Run run = DatcCommand.run("run", "--report", report.toString(), cases.toString());
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out()).contains("PASS pic.1").contains("FAIL pic.2");
    String html = Files.readString(report);
    assertThat(html).startsWith("<!DOCTYPE html>").contains("1 passed, 1 failed")
        .contains("<g id=\"board-standard\">").contains("<use href=\"#board-standard\"/>")
        .contains("<g id=\"board-standard-labels\">").contains("<use href=\"#board-standard-labels\"/>")
        .doesNotContain("<?xml").doesNotContain("src=\"http").doesNotContain("href=\"http");
    assertThat(html.indexOf("<section id=\"case-pic.2\"")).isLessThan(html.indexOf("<section id=\"case-pic.1\""));
    assertThat(html.split("<svg xmlns").length - 1).isEqualTo(6);
  }

  /** The SVG pictures of a report's section, parsed (each between {@code <figure>} and its caption). */
  private static List<org.w3c.dom.Element> pictures(String html, String caseId) throws Exception {
    int start = html.indexOf("<section id=\"case-" + caseId + "\"");
    String section = html.substring(start, html.indexOf("</section>", start));
    List<org.w3c.dom.Element> out = new java.util.ArrayList<>();
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    for (int i = section.indexOf("<figure>"); i >= 0; i = section.indexOf("<figure>", i + 1)) {
      String svg = section.substring(i + "<figure>".length(), section.indexOf("<figcaption>", i));
      out.add(f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)))
          .getDocumentElement());
    }
    return out;
  }

  /** The board's part a picture shows: its map element's view box, or the whole board when the map is a group. */
  private static double[] shown(org.w3c.dom.Element svg, io.github.dipjudge.map.MapDrawing d) {
    org.w3c.dom.NodeList all = svg.getElementsByTagName("*");
    for (int i = 0; i < all.getLength(); i++) {
      org.w3c.dom.Element e = (org.w3c.dom.Element) all.item(i);
      if (e.getAttribute("class").equals("map")) {
        if (e.getTagName().equals("g")) {
          return new double[] {0, 0, d.width(), d.height()};
        }
        return java.util.Arrays.stream(e.getAttribute("viewBox").split(" ")).mapToDouble(Double::parseDouble)
            .toArray();
      }
    }
    throw new AssertionError("no map element");
  }

  @Test
  void theReportShowsEachCaseAroundItsUnitsAndOrders(@TempDir Path dir) throws Exception {
    String spread = String.join("\n",
        "CASE pic.3 Units at both ends of the board",
        "PRESTATE",
        "England: F London",
        "Turkey: F Ankara",
        "Russia: A St Petersburg",
        "France: A Portugal",
        "Turkey: A Syria",
        "ORDERS",
        "England: F London - North Sea",
        "Turkey: F Ankara - Black Sea",
        "POSTSTATE",
        "England: F North Sea",
        "Turkey: F Black Sea",
        "Russia: A St Petersburg",
        "France: A Portugal",
        "Turkey: A Syria",
        "END", "");
    Path cases = dir.resolve("cases.txt");
    Files.writeString(cases, CASE + spread, StandardCharsets.UTF_8);
    Path report = dir.resolve("report.html");
    DatcCommand.Run run = DatcCommand.run("run", "--report", report.toString(), cases.toString());
    assertThat(run.out()).as(run.err()).contains("PASS pic.3");
    String html = Files.readString(report);
    io.github.dipjudge.map.GameMap map = io.github.dipjudge.map.GameMap.standard();
    io.github.dipjudge.map.MapDrawing d = map.drawing().orElseThrow();
    // A local case: each picture a part of the board, the same part, holding every unit's and order's point.
    List<org.w3c.dom.Element> local = pictures(html, "pic.1");
    assertThat(local).hasSize(3);
    double[] first = shown(local.get(0), d);
    for (org.w3c.dom.Element svg : local) {
      double[] box = shown(svg, d);
      assertThat(box).containsExactly(first);
      assertThat(box[2] * box[3]).as("a part of the board").isLessThan(0.5 * d.width() * d.height());
      for (String p : List.of("mun", "par", "bur")) {
        io.github.dipjudge.map.MapDrawing.Point pt = d.point(map.location(p));
        assertThat(pt.x()).as(p).isBetween(box[0], box[0] + box[2]);
        assertThat(pt.y()).as(p).isBetween(box[1], box[1] + box[3]);
      }
    }
    // A case spread over the board: the whole board.
    for (org.w3c.dom.Element svg : pictures(html, "pic.3")) {
      assertThat(shown(svg, d)).containsExactly(0, 0, d.width(), d.height());
    }
  }
}
