package io.github.dipjudge.datc;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The marks of the case pictures ({@code datc draw}) on the DATC v3.0 cases that show each meaning: every mark a
 * group with {@code data-mark} and the unit or province it marks, above the units, and the key naming it.
 */
class CaseMarksTest {
  @TempDir
  Path dir;

  /** The picture {@code name} (such as {@code 6.J.1-result}) of the shipped DATC chapter file. */
  private Document picture(String chapter, String name) throws Exception {
    Path cases = dir.resolve(chapter + ".txt");
    try (InputStream in = CaseMarksTest.class.getResourceAsStream("suites/datc/" + chapter + ".txt")) {
      assertThat(in).as("the DATC chapter %s", chapter).isNotNull();
      Files.write(cases, in.readAllBytes());
    }
    Path out = dir.resolve(name + ".svg");
    DatcCommand.Run run = DatcCommand.run("draw", "--phase", name, "--out", out.toString(), cases.toString());
    assertThat(run.code()).as(run.err()).isZero();
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    return f.newDocumentBuilder().parse(new ByteArrayInputStream(Files.readString(out, StandardCharsets.UTF_8)
        .getBytes(StandardCharsets.UTF_8)));
  }

  private static List<Element> all(Document doc, String xpath) throws Exception {
    NodeList nodes = (NodeList) XPathFactory.newInstance().newXPath().evaluate(xpath, doc, XPathConstants.NODESET);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      out.add((Element) nodes.item(i));
    }
    return out;
  }

  /** The {@code data-unit} (or else {@code data-province}) of every mark of a kind. */
  private static List<String> marked(Document doc, String mark) throws Exception {
    return all(doc, "//*[@class='marks']/*[@data-mark='" + mark + "']").stream()
        .map(e -> e.hasAttribute("data-unit") ? e.getAttribute("data-unit") : e.getAttribute("data-province"))
        .toList();
  }

  private static List<String> key(Document doc) throws Exception {
    return all(doc, "//*[@class='key']/*[@data-key]").stream().map(e -> e.getAttribute("data-key")).toList();
  }

  @Test
  void tooManyDisbandsRemoveOneUnitAndMarkTheOrdersThatFailed() throws Exception {
    // 6.J.1: the removal of A pic happens; F lyo (no unit) is illegal; A par is one disband too many.
    Document doc = picture("6J", "6.J.1-result");
    assertThat(marked(doc, "destroyed")).containsExactly("A pic");
    assertThat(marked(doc, "illegal")).contains("F lyo").doesNotContain("A pic");
    assertThat(marked(doc, "civil-disorder-removal")).isEmpty();
    assertThat(key(doc)).contains("destroyed", "illegal");
  }

  @Test
  void aCivilDisorderRemovalHasItsOwnMark() throws Exception {
    // 6.J.3: Russia orders nothing; the army in Sweden is removed by the civil disorder rule.
    Document doc = picture("6J", "6.J.3-result");
    assertThat(marked(doc, "civil-disorder-removal")).containsExactly("A swe");
    assertThat(marked(doc, "destroyed")).isEmpty();
    assertThat(key(doc)).containsExactly("civil-disorder-removal");
  }

  @Test
  void unitsThatRetreatToTheSameProvinceBounceAndAreDestroyed() throws Exception {
    // 6.H.7: A boh and A vie both retreat to tyr: both bounce and are disbanded.
    Document retreat = picture("6H", "6.H.7-retreat-result");
    assertThat(marked(retreat, "destroyed")).containsExactlyInAnyOrder("A boh", "A vie");
    assertThat(marked(retreat, "bounce")).containsExactlyInAnyOrder("A boh", "A vie");
    assertThat(all(retreat, "//*[@class='marks']/*[@data-mark='bounce' and @data-province='tyr']")).hasSize(2);
    Document movement = picture("6H", "6.H.7-result");
    assertThat(marked(movement, "dislodged")).containsExactlyInAnyOrder("A boh", "A vie");
  }

  @Test
  void aDislodgementCutsASupportAndTheBounceIsAtTheArrowNotOnTheUnitThatLeft() throws Exception {
    // 6.D.17: F con is dislodged, which cuts its support; F bla and A arm bounce in ank, which F ank left.
    Document doc = picture("6D", "6.D.17-result");
    assertThat(marked(doc, "dislodged")).containsExactly("F con");
    assertThat(marked(doc, "cut")).containsExactly("F con");
    assertThat(marked(doc, "bounce")).containsExactlyInAnyOrder("F bla", "A arm");
    assertThat(all(doc, "//*[@data-standoff]")).isEmpty();
    assertThat(key(doc)).contains("dislodged", "cut", "bounce", "failed");
  }

  @Test
  void aSupportCutByAMoveIsMarkedOnItsLine() throws Exception {
    // 6.D.3: F ion - adr cuts F adr's support of A tri - ven.
    Document doc = picture("6D", "6.D.3-result");
    assertThat(marked(doc, "cut")).containsExactly("F adr");
    assertThat(marked(doc, "illegal")).isEmpty();
  }
}
