package io.github.dipjudge.map;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A map's calendar: the seasons of a game year, what each holds, how the year advances and in which years the later
 * seasons happen. It is DPjudge's {@code FLOW} (map-file-syntax.txt, "FLOW"), read as DPjudge's Map.validate
 * (commit 280e366, Map.py lines 206-286) reads it and run as its Map.findNextPhase (lines 1326-1347) runs it.
 *
 * <p>The standard calendar ({@link #standard()}) is {@code SPRING:MOVEMENT,RETREATS FALL:MOVEMENT,RETREATS
 * WINTER:ADJUSTMENTS}: the year advances by one after the Winter. Others, such as {@code hundred}'s
 * {@code NEWYEAR:5 A.D.:MOVEMENT,RETREATS IFYEARDIV:10 A.D.:ADJUSTMENTS} (one movement season per five-year turn,
 * adjustments in the turns whose year divides by ten) and {@code classical}'s {@code NEWYEAR:-1
 * B.C.:MOVEMENT,RETREATS IFYEARDIV:2 B.C.:ADJUSTMENTS} (years counting down, adjustments in the even years), are
 * made by {@link #fromFlow(List)}.
 *
 * <p>A calendar has up to three seasons, each in a slot named by {@link FirstPhase.Season}: the first movement
 * season ({@code SPRING}), a second one ({@code FALL}, optional) and the adjustment season ({@code WINTER}), in that
 * order within a year; on the standard calendar the slots are the seasons. Each season has a label, printed as
 * DPjudge prints it (Python's {@code title()}: {@code Spring}, {@code A.D.}, {@code B.C.}). The year advances by
 * {@link #yearStep()} (negative when years count down) at the start of each calendar year; an {@code IFYEARDIV}
 * makes the seasons after it happen only in the years it names ({@link #occurs}), the others going straight on to
 * the next year, as DPjudge's findNextPhase does.
 *
 * <p>Immutable and thread-safe. Two calendars are equal when their flows ({@link #flow()}) are.
 */
public final class Calendar {
  private static final int SLOTS = FirstPhase.Season.values().length;

  private static final Calendar STANDARD = fromFlow(List.of("SPRING:MOVEMENT,RETREATS", "FALL:MOVEMENT,RETREATS",
      "WINTER:ADJUSTMENTS"));

  private final ImmutableList<String> flow;
  private final int step;
  private final String[] labels;
  private final int gate;
  private final int divisor;
  private final int remainder;
  /** {@code [slot]}: whether an INCOME phase comes before the season's movement phase (ambition's flow). */
  private final boolean[] income;

  private Calendar(ImmutableList<String> flow, int step, String[] labels, int gate, int divisor, int remainder,
      boolean[] income) {
    this.flow = flow;
    this.income = income;
    this.step = step;
    this.labels = labels;
    this.gate = gate;
    this.divisor = divisor;
    this.remainder = remainder;
  }

  /**
   * The standard calendar: Spring and Fall movement, each with its retreats, then the Winter adjustments; one year
   * a year.
   *
   * @return the standard calendar (the same object on every call)
   */
  public static Calendar standard() {
    return STANDARD;
  }

  /**
   * A calendar from DPjudge's {@code FLOW} items, in order, as a map file's {@code FLOW} lines list them:
   * {@code <season>:MOVEMENT,RETREATS}, {@code <season>:ADJUSTMENTS}, {@code NEWYEAR} or {@code NEWYEAR:<n>} (the
   * year changes by {@code n}, not 0; negative counts down; at most one, and before every season: the year changes
   * at the start of a calendar year) and {@code IFYEARDIV:<d>} or {@code IFYEARDIV:<d>=<m>} (the seasons after it
   * happen only in years whose remainder modulo {@code d} is {@code m}, 0 by default; at most one, after the first
   * season). Without a {@code NEWYEAR} the year advances by one. Keywords are read in any case; a season label is
   * kept as written and printed in title case. The seasons are at least one movement season and at most two, and at
   * most one adjustment season, after them; two movement seasons' labels begin with different letters (a phase's
   * code, {@code S1901M}, tells them apart by that letter, as DPjudge's phaseAbbr does).
   *
   * <p>A movement season may begin with DPjudge's {@code INCOME} phase, {@code <season>:INCOME,MOVEMENT,RETREATS}
   * ({@code ambition}'s flow): Payola's games pay their income there, and DPjudge's standard game, the one played
   * here, resolves it with no orders and no change to the board (Game.py lines 4074-4076 and 4090-4092), so the
   * phase is kept in the flow ({@link #hasIncome}) and passed over in play, as an empty retreat phase is.
   *
   * <p>DPjudge's own checks (Map.py lines 218-286) apply: a {@code NEWYEAR} of 0, both signs, an {@code IFYEARDIV}
   * divisor below 1 or remainder outside {@code 0..d-1}, a phase twice. Other phase types than movement, retreats
   * and adjustments (an {@code INCOME} anywhere but before a movement), a movement season without its retreats and
   * the orders above are not supported.
   *
   * @param items the items, such as {@code ["NEWYEAR:5", "A.D.:MOVEMENT,RETREATS", "IFYEARDIV:10",
   *     "A.D.:ADJUSTMENTS"]}
   * @return the calendar
   * @throws IllegalArgumentException if the items make no calendar, or one this library does not support; the
   *     message names the item and says why
   * @throws NullPointerException if the list or an item is null
   */
  public static Calendar fromFlow(List<String> items) {
    checkNotNull(items, "items");
    List<String> norm = new ArrayList<>();
    Integer step = null;
    String[] labels = new String[SLOTS];
    boolean[] income = new boolean[SLOTS];
    int seasons = 0;
    int movementSeasons = 0;
    int gate = SLOTS;
    int divisor = 1;
    int remainder = 0;
    boolean ifSeen = false;
    boolean gatePending = false;
    for (String item : items) {
      checkNotNull(item, "item");
      String up = item.toUpperCase(Locale.ROOT);
      int colon = item.indexOf(':');
      if (up.equals("NEWYEAR") || up.startsWith("NEWYEAR:")) {
        checkArgument(step == null, "FLOW %s: a second NEWYEAR (the year changes once a calendar year here)", item);
        checkArgument(seasons == 0, "FLOW %s: NEWYEAR after a season (the year must change at the start of the "
            + "calendar year here)", item);
        int n = 1;
        if (colon >= 0) {
          n = number(item, item.substring(colon + 1), "NEWYEAR:<years>");
          checkArgument(n != 0, "FLOW %s: NEWYEAR cannot be 0", item);
        }
        step = n;
        if (n != 1) {
          norm.add("NEWYEAR:" + n);
        }
        continue;
      }
      checkArgument(colon > 0 && colon == item.lastIndexOf(':'), "FLOW %s: expected <season>:<phases>, "
          + "NEWYEAR[:<years>] or IFYEARDIV:<divisor>[=<remainder>]", item);
      String head = item.substring(0, colon);
      String tail = up.substring(colon + 1);
      if (head.equalsIgnoreCase("IFYEARDIV")) {
        checkArgument(!ifSeen, "FLOW %s: a second IFYEARDIV is not supported", item);
        checkArgument(seasons > 0, "FLOW %s: IFYEARDIV before every season is not supported (a year could never "
            + "happen)", item);
        int eq = tail.indexOf('=');
        divisor = number(item, eq < 0 ? tail : tail.substring(0, eq), "IFYEARDIV:<divisor>[=<remainder>]");
        remainder = eq < 0 ? 0 : number(item, tail.substring(eq + 1), "IFYEARDIV:<divisor>[=<remainder>]");
        checkArgument(divisor > 0, "FLOW %s: the divisor must be greater than 0", item);
        checkArgument(remainder >= 0 && remainder < divisor, "FLOW %s: the remainder must be from 0 to %s", item,
            divisor - 1);
        ifSeen = true;
        gatePending = true; // the next season declared is the first conditional one
        norm.add("IFYEARDIV:" + divisor + (eq < 0 ? "" : "=" + remainder));
        continue;
      }
      checkArgument(label(head), "FLOW %s: a season's label is a letter followed by letters, digits and dots", item);
      checkArgument(!head.equalsIgnoreCase("NEWYEAR"), "FLOW %s: NEWYEAR is no season", item);
      if (tail.equals("MOVEMENT,RETREATS") || tail.equals("INCOME,MOVEMENT,RETREATS")) {
        checkArgument(labels[2] == null, "FLOW %s: a movement season after the adjustment season is not supported",
            item);
        checkArgument(movementSeasons < 2, "FLOW %s: more than two movement seasons are not supported", item);
        int slot = movementSeasons;
        checkArgument(slot == 0 || !sameLetter(labels[0], head), "FLOW %s: two movement seasons whose labels begin "
            + "with the same letter (their phase codes would be the same)", item);
        labels[slot] = title(head);
        income[slot] = tail.startsWith("INCOME,");
        movementSeasons++;
        gate = gatePending ? slot : gate;
      } else if (tail.equals("ADJUSTMENTS")) {
        checkArgument(labels[2] == null, "FLOW %s: phase in flow twice (one adjustment season is supported)", item);
        labels[2] = title(head);
        gate = gatePending ? 2 : gate;
      } else {
        throw new IllegalArgumentException("FLOW " + item + ": only seasons of MOVEMENT,RETREATS, "
            + "INCOME,MOVEMENT,RETREATS or ADJUSTMENTS are supported");
      }
      seasons++;
      gatePending = false;
      norm.add(head.toUpperCase(Locale.ROOT) + ":" + tail);
    }
    checkArgument(movementSeasons > 0, "FLOW %s: a calendar needs a movement season", String.join(" ", items));
    checkArgument(labels[2] != null, "FLOW %s: a calendar needs an adjustment season (supply centres change owner "
        + "when it comes)", String.join(" ", items));
    return new Calendar(ImmutableList.copyOf(norm), step == null ? 1 : step, labels, gate, divisor, remainder,
        income);
  }

  private static int number(String item, String text, String expected) {
    checkArgument(text.matches("-?[0-9]{1,6}"), "FLOW %s: expected %s (a whole number)", item, expected);
    return Integer.parseInt(text);
  }

  private static boolean label(String s) {
    return s.matches("[A-Za-z][A-Za-z0-9.]{0,19}");
  }

  private static boolean sameLetter(String a, String b) {
    return Character.toUpperCase(a.charAt(0)) == Character.toUpperCase(b.charAt(0));
  }

  /** A label as DPjudge prints it: a letter after a non-letter in upper case, the other letters in lower case. */
  private static String title(String s) {
    StringBuilder b = new StringBuilder(s.length());
    boolean after = false;
    for (char c : s.toCharArray()) {
      b.append(Character.isLetter(c) ? after ? Character.toLowerCase(c) : Character.toUpperCase(c) : c);
      after = Character.isLetter(c);
    }
    return b.toString();
  }

  /**
   * Whether this is the standard calendar.
   *
   * @return whether its flow is the standard one
   */
  public boolean isStandard() {
    return equals(STANDARD);
  }

  /**
   * The flow, as DPjudge's {@code FLOW} items with the keywords and phase types in upper case and the labels as
   * written: {@code [SPRING:MOVEMENT,RETREATS, FALL:MOVEMENT,RETREATS, WINTER:ADJUSTMENTS]} for the standard one.
   *
   * @return the items
   */
  public ImmutableList<String> flow() {
    return flow;
  }

  /**
   * How the year changes from one calendar year to the next: 1 on the standard calendar, 5 on {@code hundred}, -1
   * on {@code classical} (years counting down).
   *
   * @return the step, never 0
   */
  public int yearStep() {
    return step;
  }

  /**
   * Whether the calendar has a season in the given slot (every calendar has {@code SPRING} and {@code WINTER}).
   *
   * @param slot the slot
   * @return whether a season is there
   */
  public boolean has(FirstPhase.Season slot) {
    checkNotNull(slot, "slot");
    return labels[slot.ordinal()] != null;
  }

  /**
   * The label of the season in a slot, as DPjudge prints it: {@code Spring}, {@code Fall}, {@code Winter} on the
   * standard calendar, {@code A.D.} on {@code hundred}.
   *
   * @param slot the slot
   * @return the label
   * @throws IllegalArgumentException if the calendar has no season there
   */
  public String label(FirstPhase.Season slot) {
    checkArgument(has(slot), "the calendar %s has no season in slot %s", this, slot);
    return labels[slot.ordinal()];
  }

  /**
   * Whether DPjudge's {@code INCOME} phase comes before the movement phase of the season in a slot (ambition's
   * {@code SPRING:INCOME,MOVEMENT,RETREATS}). DPjudge's standard game resolves that phase without orders and
   * without a change to the board (Game.py lines 4074-4076, 4090-4092; only Payola pays income there), so this
   * library passes over it: the phases played are those of the same flow without the {@code INCOME}.
   *
   * @param slot the slot
   * @return whether an income phase comes first in that season; false for a slot without a season
   */
  public boolean hasIncome(FirstPhase.Season slot) {
    checkNotNull(slot, "slot");
    return income[slot.ordinal()];
  }

  /**
   * Whether the season in a slot happens in a year: always, unless an {@code IFYEARDIV} comes before it in the flow
   * and the year's remainder is not the one it names (DPjudge's Python remainder: never negative).
   *
   * @param slot the slot
   * @param year the year
   * @return whether a phase of that season and year exists
   */
  public boolean occurs(FirstPhase.Season slot, int year) {
    return has(slot) && (slot.ordinal() < gate || Math.floorMod(year, divisor) == remainder);
  }

  /**
   * The slot of the season a label names, for a phase of the given kind (a map's {@code BEGIN}).
   *
   * @param label the label, in any case ({@code spring}, {@code A.D.})
   * @param adjustments whether the phase is an adjustment phase (else movement or retreats)
   * @return the slot, or empty when no such season holds such phases
   */
  public Optional<FirstPhase.Season> slot(String label, boolean adjustments) {
    checkNotNull(label, "label");
    for (FirstPhase.Season s : FirstPhase.Season.values()) {
      if (has(s) && (s == FirstPhase.Season.WINTER) == adjustments && labels[s.ordinal()].equalsIgnoreCase(label)) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }

  /**
   * The slot of the season whose label begins with the given letter, for phases of the given kind (a phase code
   * such as {@code A1425M}).
   *
   * @param letter the letter, in any case
   * @param adjustments whether the phase is an adjustment phase
   * @return the slot, or empty when there is none
   */
  public Optional<FirstPhase.Season> slot(char letter, boolean adjustments) {
    for (FirstPhase.Season s : FirstPhase.Season.values()) {
      if (has(s) && (s == FirstPhase.Season.WINTER) == adjustments
          && Character.toUpperCase(labels[s.ordinal()].charAt(0)) == Character.toUpperCase(letter)) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Calendar && ((Calendar) o).flow.equals(flow);
  }

  @Override
  public int hashCode() {
    return flow.hashCode();
  }

  /** The flow's items separated by spaces, as a map file's {@code flow} statement writes them. */
  @Override
  public String toString() {
    return String.join(" ", flow);
  }
}
