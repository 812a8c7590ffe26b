package io.github.dipjudge.render;

import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.order.Order;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Helpers of the picture tests: XML parsing and look-ups by attribute, random legal orders for any phase. */
final class Pictures {
  private Pictures() {}

  /** Parses an SVG document; throws if it is not well-formed XML. */
  static Document parse(String svg) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    f.setNamespaceAware(false);
    return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  static List<Element> all(Document doc, String xpath) throws Exception {
    NodeList nodes = (NodeList) XPathFactory.newInstance().newXPath().evaluate(xpath, doc, XPathConstants.NODESET);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      out.add((Element) nodes.item(i));
    }
    return out;
  }

  /** The x and y of an element's {@code transform="translate(x y)"}. */
  static double[] translate(Element e) {
    String t = e.getAttribute("transform");
    String[] xy = t.substring(t.indexOf('(') + 1, t.indexOf(')')).split(" ");
    return new double[] {Double.parseDouble(xy[0]), Double.parseDouble(xy[1])};
  }

  /** Random legal orders for the position's phase: one per unit, or every due adjustment. */
  static List<Order> randomOrders(Position pos, LegalOrders gen, SplittableRandom random) {
    gen.generate(pos);
    List<Order> orders = new ArrayList<>();
    for (int slot = 0; slot < gen.slotCount(); slot++) {
      int start = gen.slotStart(slot);
      int end = gen.slotEnd(slot);
      if (end == start) {
        continue;
      }
      if (pos.phase().type() != PhaseType.ADJUSTMENT) {
        orders.add(gen.decode(pos, gen.code(start + random.nextInt(end - start))));
      } else {
        Power power = pos.map().powers().get(gen.slotOwner(slot));
        int need = Math.abs(pos.centreCount(power) + pos.pendingCentres(power) - pos.unitCount(power));
        for (int i = 0; i < Math.min(need, end - start); i++) {
          orders.add(gen.decode(pos, gen.code(start + random.nextInt(end - start))));
        }
      }
    }
    return orders;
  }

  static Rulebook rules() {
    return Rulebook.datc();
  }

  static GameMap map(String id) {
    return GameMap.variant(id);
  }
}
