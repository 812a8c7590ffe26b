package io.github.dipjudge.daide;

import com.google.common.collect.ImmutableMap;

/**
 * The fixed tokens of DAIDE's language, as the client-server protocol document numbers them: a category in the high
 * byte (0x40 brackets, 0x42 units, 0x43 orders, 0x44 order notes, 0x45 results, 0x46 coasts, 0x47 seasons, 0x48
 * commands, 0x49 parameters, 0x4A press) and an index in the low byte. Powers (0x41) and provinces (0x50 to 0x57)
 * depend on the map ({@link DaideTokens}); numbers are 0x0000 to 0x3FFF (14-bit two's complement) and text
 * characters 0x4Bxx.
 *
 * <p>Immutable and thread-safe.
 */
final class Tokens {
  private Tokens() {}

  static final int OPEN = 0x4000;
  static final int CLOSE = 0x4001;
  static final int POWER = 0x41;
  static final int TEXT = 0x4B;

  /** The fixed tokens by their text; the table is written as category, then the words in index order. */
  static final ImmutableMap<String, Integer> BY_TEXT;
  /** The text of each fixed token. */
  static final ImmutableMap<Integer, String> BY_VALUE;

  static {
    ImmutableMap.Builder<String, Integer> b = ImmutableMap.builder();
    category(b, 0x42, 0, "AMY FLT");
    category(b, 0x43, 0x20, "CTO CVY HLD MTO SUP VIA");
    category(b, 0x43, 0x40, "DSB RTO");
    category(b, 0x43, 0x80, "BLD REM WVE");
    category(b, 0x44, 0, "MBV BPR CST ESC FAR HSC NAS NMB NMR NRN NRS NSA NSC NSF NSP");
    category(b, 0x44, 0x10, "NSU NVR NYU YSC");
    category(b, 0x45, 0, "SUC BNC CUT DSR FLD NSO RET");
    // The coasts go in steps of two, clockwise from north (0x4600 NCS, 0x4602 NEC, ...).
    category(b, 0x46, 0, 2, "NCS NEC ECS SEC SCS SWC WCS NWC");
    category(b, 0x47, 0, "SPR SUM FAL AUT WIN");
    category(b, 0x48, 0, "CCD DRW FRM GOF HLO HST HUH IAM LOD MAP MDF MIS NME NOT NOW OBS OFF ORD OUT PRN REJ SCO SLO"
        + " SND SUB SVE THX TME YES ADM SMR");
    category(b, 0x49, 0, "AOA BTL ERR LVL MRT MTL NPB NPR PDA PTL RTL UNO");
    category(b, 0x49, 0x0D, "DSD");
    category(b, 0x4A, 0, "ALY AND BWX DMZ ELS EXP FCT FOR FWD HOW IDK IFF INS");
    category(b, 0x4A, 0x0E, "OCC ORR PCE POB");
    category(b, 0x4A, 0x13, "PRP QRY SCD SRY SUG THK THN TRY");
    category(b, 0x4A, 0x1C, "VSS WHT WHY XDO XOY YDO CHO BCC UNT");
    BY_TEXT = b.build();
    ImmutableMap.Builder<Integer, String> v = ImmutableMap.builder();
    BY_TEXT.forEach((t, n) -> v.put(n, t));
    BY_VALUE = v.build();
  }

  private static void category(ImmutableMap.Builder<String, Integer> b, int category, int first, String words) {
    category(b, category, first, 1, words);
  }

  private static void category(ImmutableMap.Builder<String, Integer> b, int category, int first, int step,
      String words) {
    int i = first;
    for (String w : words.split(" ")) {
      b.put(w, (category << 8) | i);
      i += step;
    }
  }

  /** The value of a fixed token. */
  static int of(String text) {
    Integer v = BY_TEXT.get(text);
    if (v == null) {
      throw new IllegalArgumentException("no DAIDE token " + text);
    }
    return v;
  }

  static boolean isNumber(int token) {
    return (token & 0xC000) == 0;
  }

  /** The number a number token stands for: 14 bits, two's complement. */
  static int number(int token) {
    return (token & 0x2000) != 0 ? (token & 0x3FFF) - 0x4000 : token & 0x3FFF;
  }

  static boolean isProvince(int token) {
    return (token & 0xF800) == 0x5000;
  }
}
