package io.github.dipjudge.map;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Converts DPjudge's older kind of PostScript drawing, classical.ps, for {@link DrawingConverter}: no map form and
 * no {@code Visit...} procedures, but a {@code DrawMap} procedure that sets its map space ({@code minx maxx miny
 * maxy}), then under {@code X Y translate S -S scale} paints outlines of {@code n m l cp} path operators, each ended
 * by {@code ISLAND} (land fill, coast stroke), {@code SEA} (sea fill, coast stroke), {@code BORDER} or
 * {@code BRIDGE} (strokes), or by a colour procedure and {@code stroke} (its rivers, at the width {@code slw} set);
 * the places' points in its {@code % INFO} block ({@code % x y ID NAME}, where DPjudge
 * draws a unit, {@code /UnitOffset} above it), the supply centres as {@code /ALE { 450 80 } def}, each power's colours as {@code /RomeColours
 * { /Red /White } def} and its letter in {@code /Countries}. Coordinates become SVG's as the map form's do: {@code X =
 * x - minx}, {@code Y = maxy - y}. An operator outside that language is an error naming the file and the token.
 *
 * <p>The unit scale: classical.ps draws a unit {@code 0.8 * LetterSize / 14} times its symbol, where
 * {@code LetterSize} is 1.5 times the largest of its power letters at Helvetica-Bold 6; with Helvetica-Bold's widest
 * letter among C, E, A, R, S (A, 0.722 of the size) that is {@code 0.8 * 1.5 * 0.722 * 6 / 14}, 0.37. The labels are
 * its {@code DrawName}'s: the place's id centred {@code LetterSize} below its point, in black.
 */
final class OldStyleDrawing {
  private OldStyleDrawing() {}

  private static final Pattern INFO = Pattern.compile("^%\\s+([0-9.]+)\\s+([0-9.]+)\\s+([A-Z]{3})\\s+.*$");
  private static final Pattern SUPPLY = Pattern.compile("^/([A-Z]{3}) \\{ ([0-9.]+) ([0-9.]+) \\} def$");
  private static final Pattern COLOURS = Pattern.compile("^/(\\w+)Colours\\s+\\{ /(\\w+)\\s+/(\\w+) \\} def$");
  private static final Pattern RGB = Pattern.compile(
      "^/(\\w+)\\s+\\{ ([0-9.]+) ([0-9.]+) ([0-9.]+)\\s+setrgbcolor \\}\\s+(bind )?def$");
  private static final Pattern GREY = Pattern.compile("^/(\\w+)\\s+\\{ ([0-9.]+) setgray \\}\\s+(bind )?def$");
  private static final Pattern COUNTRY = Pattern.compile("^/([A-Z]+)\\s+\\{ ([0-9]) (\\w+)Colours\\s+set_country \\} def$");
  private static final Pattern LIFT = Pattern.compile("^/UnitOffset ([0-9.]+) def.*$");
  private static final Pattern BOUNDS = Pattern.compile("/(minx|maxx|miny|maxy) ([0-9.]+) def");

  /** {@code LetterSize}: 1.5 times the widest power letter (A) at Helvetica-Bold 6, whose width is 0.722 of it. */
  static final double LETTER_SIZE = 1.5 * 0.722 * 6;

  /** The unit scale of the header comment: {@code 0.8 * LetterSize / 14}. */
  static final double UNIT_SCALE = 0.8 * LETTER_SIZE / 14;

  /** What the converter makes of one such file. */
  record Converted(String svg, String drawing) {}

  static Converted convert(Path dir, String ps, GameMap map, String boardName, List<String> boardNotice,
      List<String> drawingNotice) throws IOException {
    String file = ps + ".ps";
    String text = Files.readString(dir.resolve(file), StandardCharsets.ISO_8859_1);
    Map<String, double[]> info = new LinkedHashMap<>();
    Map<String, double[]> supplies = new HashMap<>();
    Map<String, String[]> colourNames = new HashMap<>();
    Map<String, String> colours = new HashMap<>();
    Map<String, Integer> countryIndex = new HashMap<>();
    Map<String, Double> bounds = new HashMap<>();
    double lift = Double.NaN;
    for (String line : text.split("\n")) {
      String l = line.strip();
      Matcher m;
      if ((m = LIFT.matcher(l)).matches()) {
        lift = Double.parseDouble(m.group(1));
      } else if ((m = INFO.matcher(l)).matches()) {
        info.putIfAbsent(m.group(3), new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))});
      } else if ((m = SUPPLY.matcher(l)).matches()) {
        supplies.put(m.group(1), new double[] {Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3))});
      } else if ((m = COLOURS.matcher(l)).matches()) {
        colourNames.put(m.group(1).toUpperCase(Locale.ROOT), new String[] {m.group(2), m.group(3)});
      } else if ((m = RGB.matcher(l)).matches()) {
        colours.put(m.group(1), hex(Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3)),
            Double.parseDouble(m.group(4))));
      } else if ((m = GREY.matcher(l)).matches()) {
        double g = Double.parseDouble(m.group(2));
        colours.put(m.group(1), hex(g, g, g));
      } else if ((m = COUNTRY.matcher(l)).matches()) {
        countryIndex.put(m.group(1), Integer.parseInt(m.group(2)));
      }
      Matcher b = BOUNDS.matcher(l);
      while (b.find()) {
        bounds.put(b.group(1), Double.parseDouble(b.group(2)));
      }
    }
    for (String k : List.of("minx", "maxx", "miny", "maxy")) {
      if (!bounds.containsKey(k)) {
        throw new IllegalArgumentException(file + ": DrawMap sets no /" + k);
      }
    }
    if (Double.isNaN(lift)) {
      throw new IllegalArgumentException(file + ": no /UnitOffset (how far above its point a unit is drawn)");
    }
    double minx = bounds.get("minx");
    double maxy = bounds.get("maxy");
    double width = bounds.get("maxx") - minx;
    double height = maxy - bounds.get("miny");
    List<String> letters = letters(file, text);
    // The board.
    List<String> elements = paths(file, text, colours, minx, maxy);
    StringBuilder svg = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!--\n");
    for (String line : boardNotice) {
      svg.append(line.replace("--", "- -")).append('\n');
    }
    String w = PostScriptBoard.num(width);
    String h = PostScriptBoard.num(height);
    svg.append("-->\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(w).append(' ').append(h)
        .append("\" width=\"").append(w).append("\" height=\"").append(h).append("\">\n<g class=\"board\">\n");
    svg.append("<rect width=\"").append(w).append("\" height=\"").append(h).append("\" fill=\"")
        .append(colour(file, colours, "Seawater")).append("\"/>\n");
    for (String e : elements) {
      svg.append(e).append('\n');
    }
    svg.append("</g>\n");
    // DrawName: a place's name centred NameOffset (LetterSize) below its point, Helvetica-Bold NameFontSize (6).
    svg.append("<g class=\"labels\" font-family=\"sans-serif\" font-weight=\"bold\" font-size=\"6\" "
        + "text-anchor=\"middle\">\n");
    for (Map.Entry<String, double[]> e : info.entrySet()) {
      svg.append("<text x=\"").append(PostScriptBoard.num(e.getValue()[0] - minx)).append("\" y=\"")
          .append(PostScriptBoard.num(maxy - e.getValue()[1] + LETTER_SIZE)).append("\" fill=\"#000000\">")
          .append(e.getKey()).append("</text>\n");
    }
    svg.append("</g>\n</svg>\n");
    // The drawing file.
    List<String> problems = new ArrayList<>();
    StringBuilder d = new StringBuilder();
    for (String line : drawingNotice) {
      d.append(line.isEmpty() ? "#" : "# " + line).append('\n');
    }
    d.append("drawing ").append(map.id()).append(" board ").append(boardName).append(".svg size ").append(w)
        .append(' ').append(h).append(" unit ").append(PostScriptBoard.num(UNIT_SCALE)).append(" centre ")
        // The dot's radius is the supply procedure's arc (0 0 2 0 360 arc); labels, which it does not draw, at
        // its NameFontSize, 6.
        .append(PostScriptBoard.num(2)).append(" label ").append(PostScriptBoard.num(6)).append('\n');
    for (Power p : map.powers()) {
      String key = p.id().toUpperCase(Locale.ROOT);
      String[] names = colourNames.get(key);
      Integer index = countryIndex.get(key);
      if (names == null || index == null || index >= letters.size()) {
        problems.add("no colours or letter for the power " + p.id());
        continue;
      }
      d.append("power ").append(p.id()).append(' ').append(colour(file, colours, names[0])).append(' ')
          .append(colour(file, colours, names[1])).append(' ').append(letters.get(index)).append('\n');
    }
    String[] unowned = colourNames.get("UNOWNED");
    if (unowned == null) {
      problems.add("no colour for unowned centres");
    } else {
      d.append("unowned ").append(colour(file, colours, unowned[0])).append(' ')
          .append(colour(file, colours, unowned[1])).append('\n');
    }
    for (Location l : map.locations()) {
      double[] p = info.get(l.province().id().toUpperCase(Locale.ROOT));
      if (p == null || !l.province().coasts().isEmpty()) {
        problems.add("no drawing point for the location " + l.id());
        continue;
      }
      d.append("location ").append(l.id()).append(' ').append(PostScriptBoard.num(p[0] - minx)).append(' ')
          .append(PostScriptBoard.num(maxy - p[1] - lift)).append('\n');
    }
    for (Province p : map.provinces()) {
      if (!p.isSupplyCentre()) {
        continue;
      }
      double[] c = supplies.get(p.id().toUpperCase(Locale.ROOT));
      if (c == null) {
        problems.add("no supply-centre dot for " + p.id());
        continue;
      }
      d.append("centre ").append(p.id()).append(' ').append(PostScriptBoard.num(c[0] - minx)).append(' ')
          .append(PostScriptBoard.num(maxy - c[1])).append('\n');
    }
    for (Map.Entry<String, double[]> e : info.entrySet()) {
      Province p = map.findProvince(e.getKey().toLowerCase(Locale.ROOT)).orElse(null);
      if (p != null) {
        d.append("label ").append(p.id()).append(' ').append(PostScriptBoard.num(e.getValue()[0] - minx)).append(' ')
            .append(PostScriptBoard.num(maxy - e.getValue()[1] + LETTER_SIZE)).append(" #000000 ").append(e.getKey())
            .append('\n');
      }
    }
    List<String> unplaced = new ArrayList<>();
    for (String id : info.keySet()) {
      if (map.findProvince(id.toLowerCase(Locale.ROOT)).filter(x -> x.id().equalsIgnoreCase(id)).isEmpty()) {
        unplaced.add(id);
      }
    }
    if (!unplaced.isEmpty()) {
      problems.add("drawing points of no location of the map: " + unplaced);
    }
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(file + " for the map " + map.id() + ": " + problems);
    }
    return new Converted(svg.toString(), d.toString());
  }

  /** The letters of {@code /Countries [ (?) (C) ... ]}, by country number. */
  private static List<String> letters(String file, String text) {
    int i = text.indexOf("/Countries [");
    int j = i < 0 ? -1 : text.indexOf(']', i);
    if (j < 0) {
      throw new IllegalArgumentException(file + ": no /Countries [ ... ]");
    }
    List<String> out = new ArrayList<>();
    Matcher m = Pattern.compile("\\((.)\\)").matcher(text.substring(i, j));
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  private static String colour(String file, Map<String, String> colours, String name) {
    String c = colours.get(name);
    if (c == null) {
      throw new IllegalArgumentException(file + ": unknown colour " + name);
    }
    return c;
  }

  private static String hex(double r, double g, double b) {
    return String.format(Locale.ROOT, "#%02x%02x%02x", Math.round(r * 255), Math.round(g * 255), Math.round(b * 255));
  }

  /**
   * The outlines of {@code DrawMap}, from its {@code X Y translate S -S scale} to its {@code gr}: each path an SVG
   * element, {@code ISLAND} and {@code SEA} filled (land, sea) and stroked as a coast, {@code BORDER} and
   * {@code BRIDGE} stroked.
   */
  private static List<String> paths(String file, String text, Map<String, String> colours, double minx,
      double maxy) {
    int start = text.indexOf("/DrawMap");
    if (start < 0) {
      throw new IllegalArgumentException(file + ": no /DrawMap");
    }
    List<String> tokens = PostScriptBoard.tokens(text.substring(start));
    int scale = tokens.indexOf("scale");
    // 472 -18 translate -90 rotate -.98 dup scale ... gsave X Y translate S -S scale
    int second = tokens.subList(scale + 1, tokens.size()).indexOf("scale") + scale + 1;
    if (second <= scale || !tokens.get(second - 3).equals("translate")) {
      throw new IllegalArgumentException(file + ": DrawMap has no \"X Y translate S -S scale\"");
    }
    double tx = Double.parseDouble(tokens.get(second - 5));
    double ty = Double.parseDouble(tokens.get(second - 4));
    double sx = Double.parseDouble(tokens.get(second - 2));
    double sy = Double.parseDouble(tokens.get(second - 1));
    int end = tokens.indexOf("gr");
    List<String> out = new ArrayList<>();
    List<Double> nums = new ArrayList<>();
    StringBuilder d = new StringBuilder();
    boolean skipping = true;
    double lineWidth = 1;
    String strokeColour = "#000000";
    for (int i = second + 1; i < end; i++) {
      String t = tokens.get(i);
      if (skipping) {
        // The operator definitions after the scale (/gr {grestore} bind def ...) and the first line width, up to
        // the first path (the widths do not matter: each ending procedure sets its own).
        if (!t.equals("n")) {
          continue;
        }
        skipping = false;
      }
      if (t.matches("-?[0-9.]+")) {
        nums.add(Double.parseDouble(t));
        continue;
      }
      switch (t) {
        case "n" -> d.setLength(0);
        case "m", "l" -> {
          if (nums.size() != 2) {
            throw new IllegalArgumentException(file + ": " + t + " without two numbers at token " + i);
          }
          d.append(d.length() == 0 || t.equals("m") ? "M" : "L").append(PostScriptBoard.num(tx + sx * nums.get(0)
              - minx)).append(' ').append(PostScriptBoard.num(maxy - (ty + sy * nums.get(1))));
          nums.clear();
          continue;
        }
        case "cp" -> d.append('Z');
        case "slw", "setlinewidth" -> {
          if (nums.size() != 1) {
            throw new IllegalArgumentException(file + ": " + t + " without a width at token " + i);
          }
          lineWidth = nums.get(0);
          nums.clear();
        }
        case "stroke", "s" -> out.add("<path d=\"" + d + "\" fill=\"none\" stroke=\"" + strokeColour
            + "\" stroke-width=\"" + PostScriptBoard.num(lineWidth * Math.abs(sx)) + "\"/>");
        case "ISLAND", "SEA" -> {
          String fill = colour(file, colours, t.equals("ISLAND") ? "Landcolor" : "Seawater");
          out.add("<path d=\"" + d + (d.charAt(d.length() - 1) == 'Z' ? "" : "Z") + "\" fill=\"" + fill
              + "\" stroke=\"#000000\" stroke-width=\"" + PostScriptBoard.num(12 * Math.abs(sx)) + "\"/>");
        }
        case "BORDER" -> out.add("<path d=\"" + d + "\" fill=\"none\" stroke=\"#000000\" stroke-width=\""
            + PostScriptBoard.num(8 * Math.abs(sx)) + "\"/>");
        case "BRIDGE" -> out.add("<path d=\"" + d + "\" fill=\"none\" stroke=\"" + colour(file, colours, "Red")
            + "\" stroke-width=\"" + PostScriptBoard.num(14 * Math.abs(sx)) + "\"/>");
        default -> {
          if (!colours.containsKey(t)) {
            throw new IllegalArgumentException(file + ": DrawMap uses " + t + ", which the converter does not know");
          }
          strokeColour = colours.get(t); // a colour procedure, for the stroke after it (classical's rivers)
        }
      }
      if (!nums.isEmpty()) {
        throw new IllegalArgumentException(file + ": numbers left before " + t + " at token " + i);
      }
    }
    return out;
  }
}
