package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link PostScriptBoard}'s reading of a world map's form (imperial.ps's kind), on small drawings written here: the
 * clip, the numbered objects whose {@code S} fills seas and land, and the stack operators its procedures use.
 */
class PostScriptBoardTest {
  /** A world form of 200 by 100 whose PaintProc runs {@code body} after clipping and filling the sea. */
  private static String world(String outline) {
    return String.join("\n",
        "/bd { bind def } bind def",
        "/xd { exch def } bind def",
        "0 0 200 100 /BBury xd /BBurx xd /BBlly xd /BBllx xd",
        "/Half 50 def",
        "/Width Half 2 mul def",
        "/LandColor { 0.8 0.7 0.4 setrgbcolor } bd",
        "/SeaColor { 0.1 0.4 0.6 setrgbcolor } bd",
        "/BorderColor { 0.1 setgray } bd",
        "/ClipCircumference { newpath 10 10 moveto 190 10 lineto 190 90 lineto 10 90 lineto closepath clip } bd",
        "/Outline { " + outline + " } bd",
        "/MapForm <<",
        "  /PaintProc {",
        "    /MapDict get begin",
        "    gsave ClipCircumference SeaColor clippath fill",
        "    /Seas [ 1 ] def /ObjectNr 0 def",
        "    MapNumberFont MapNumberFontSize scalefont setfont",
        "    /S { gsave Seas length 1 ge { Seas 0 get ObjectNr eq { SeaColor } { LandColor } ifelse }",
        "      { LandColor } ifelse fill grestore stroke /ObjectNr ObjectNr 1 add def } bd",
        "    BorderColor 1 setlinewidth Outline",
        "    grestore end",
        "  } bind",
        ">> def");
  }

  @Test
  void aWorldFormFillsItsNumberedObjectsAsSeaOrLandAndPaintsOverTheOutsideOfItsClip() {
    PostScriptBoard b = PostScriptBoard.read("w.ps", world(
        "20 20 m 40 20 l 40 40 l S 50 50 m 60 50 l 60 60 l S 70 20 m 80 20 l 80 30 l S"));
    assertThat(b.world()).isTrue();
    assertThat(b.width).isEqualTo(200.0);
    assertThat(b.constant("Width")).isEqualTo(100.0);
    assertThat(b.svgElements(List.of())).containsExactly(
        "<rect width=\"200\" height=\"100\" fill=\"#ffffff\"/>",
        "<path d=\"M10 90L190 90L190 10L10 10Z\" fill=\"#1a6699\"/>",
        "<path d=\"M20 80L40 80L40 60\" fill=\"#ccb366\" stroke=\"#1a1a1a\" stroke-width=\"1\"/>",
        "<path d=\"M50 50L60 50L60 40\" fill=\"#1a6699\" stroke=\"#1a1a1a\" stroke-width=\"1\"/>",
        "<path d=\"M70 80L80 80L80 70\" fill=\"#ccb366\" stroke=\"#1a1a1a\" stroke-width=\"1\"/>",
        "<path d=\"M0 0L200 0L200 100L0 100ZM10 90L190 90L190 10L10 10Z\" fill=\"#ffffff\" fill-rule=\"evenodd\"/>");
  }

  @Test
  void indexAndRollCountFromTheTopOfTheStack() {
    // 1 2 3 4, 3 index copies the 1, 1 index the 4: moveto 1 4. 7 8 9, 3 1 roll: 9 7 8: lineto 7 8, then 9 9.
    PostScriptBoard b = PostScriptBoard.read("w.ps", world(
        "1 2 3 4 3 index 1 index moveto 7 8 9 3 1 roll lineto dup lineto stroke"));
    assertThat(b.svgElements(List.of())).contains(
        "<path d=\"M1 96L7 92L9 91\" fill=\"none\" stroke=\"#1a1a1a\" stroke-width=\"1\"/>");
  }

  @Test
  void aClipAfterPaintingIsRefused() {
    PostScriptBoard b = PostScriptBoard.read("w.ps", world("20 20 m 40 20 l 40 40 l S 10 10 m 20 10 l 20 20 l clip"));
    assertThatThrownBy(() -> b.svgElements(List.of())).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("w.ps: a clip after painting");
  }

  @Test
  void anOperatorOutsideTheReadersPostScriptIsAnErrorNamingFileAndToken() {
    PostScriptBoard b = PostScriptBoard.read("w.ps", world("20 20 m 40 20 l 1 2 3 curveTwice S"));
    assertThatThrownBy(() -> b.svgElements(List.of())).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("w.ps").hasMessageContaining("curveTwice");
  }
}
