package io.github.dipjudge.rules;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.rules.Rulebook.AdjustmentOrdering;
import io.github.dipjudge.rules.Rulebook.BuildWithoutUnitType;
import io.github.dipjudge.rules.Rulebook.CivilDisorderRemoval;
import io.github.dipjudge.rules.Rulebook.ConvoyParadoxRule;
import io.github.dipjudge.rules.Rulebook.ConvoyPathSpecification;
import io.github.dipjudge.rules.Rulebook.ConvoyToAdjacentProvince;
import io.github.dipjudge.rules.Rulebook.DislodgedUnitBounce;
import io.github.dipjudge.rules.Rulebook.MultiRouteConvoyDisruption;
import io.github.dipjudge.rules.Rulebook.OmittedCoastOneCoastPossible;
import io.github.dipjudge.rules.Rulebook.RetreatAfterConvoyedAttack;
import io.github.dipjudge.rules.Rulebook.RetreatOrdering;
import io.github.dipjudge.rules.Rulebook.SelfDislodgement;
import io.github.dipjudge.rules.Rulebook.VictoryRule;
import java.util.Locale;

/**
 * The presets table: each preset's name, its one-line summary and the options in which it differs from the DATC
 * preferences ({@link RuleSetting}), with the victory centres it fixes. The source of each choice is named beside it.
 */
enum RulePreset {
  DATC("datc", "DATC v3.0 preferences: Szykman paradox rule, 2023 convoy intent without land fallback, 2023 civil"
      + " disorder", 0),

  RULEBOOK_1971("1971", "1971 rulebook: one disrupted route disrupts a convoy, 1971 paradox rule, convoy to adjacent"
      + " only when swapping", 0,
      MultiRouteConvoyDisruption.A_ONE_ROUTE_DISRUPTED,
      ConvoyParadoxRule.RULE_1971,
      ConvoyToAdjacentProvince.RULE_1971,
      RetreatAfterConvoyedAttack.A_NEVER,
      CivilDisorderRemoval.HOME_CENTRES),

  RULEBOOK_1982("1982", "1982 rulebook: 1982 paradox rule, convoy intent from the player's own orders", 0,
      ConvoyParadoxRule.RULE_1982,
      ConvoyToAdjacentProvince.RULE_1982,
      RetreatAfterConvoyedAttack.A_NEVER,
      CivilDisorderRemoval.HOME_CENTRES),

  // 4.A.7 a: the Russian translation of the 2000 rules, rules 10 and 11: "Разбитый отряд может вызвать пат, за
  // исключением провинции, из которой он был разбит." "Разбитый отряд, даже с поддержкой, не оказывает влияния на
  // провинцию, из которой он был разбит." No exception for an attack by convoy (the DATC's b makes one).
  RULEBOOK_2000("2000", "2000 rulebook as its Chinese and Russian translations read it: 2000 convoy intent with land"
      + " fallback, 2000 paradox rule, a dislodged unit never affects its attacker's province (the Russian"
      + " translation, rules 10 and 11)", 0,
      ConvoyParadoxRule.RULE_2000,
      ConvoyToAdjacentProvince.RULE_2000_FALLBACK,
      DislodgedUnitBounce.A_NO_EFFECT_ON_ATTACKER_ORIGIN),

  // The 1998 DPTG, on the points the DATC v3.0 cites it: "The DPTG requires that convoying to an adjacent province is
  // always tagged with 'by convoy'" (4.A.3). Civil disorder: the DPTG predates the 2023 rule, so the rule "prior to
  // the 2023 rulebook" the DATC calls the most common, distance to the home centres with fleets moving as fleets and
  // armies over land and sea (4.D.8). The DATC cites no DPTG text on any other issue; its preferences are kept (the
  // fallback question of 4.A.3 it leaves open, 6.G.8: none here).
  DPTG("dptg", "DPTG (1998) as the DATC cites it: a convoy to an adjacent province only when the order says by convoy;"
      + " civil disorder by distance to the home centres (the 2023 rule is 25 years younger)", 0,
      ConvoyToAdjacentProvince.EXPLICIT_VIA,
      CivilDisorderRemoval.HOME_CENTRES),

  // webDiplomacy's adjudicator (kestasjk/webDiplomacy; AGPL, read for facts only). Its own summary of its DATC choices
  // is locales/English/datc.php (in the DATC v2 lettering). By issue, with the file that decides it:
  //  4.A.1 b: gamemaster/adjudicator/diplomacy/convoyMove.php, checkChain(): one undisrupted route suffices.
  //  4.A.2 Szykman: gamemaster/adjudicator/diplomacy/paradox.php, resolve(): the convoyed army fails.
  //  4.A.3 EXPLICIT_VIA_LAND_WITHOUT_CHAIN: gamemaster/adjudicator/diplomacy.php: viaConvoy is 'No' unless the order
  //    says so, and implied only when the destination is not adjacent; no fallback once a convoy is disrupted
  //    (convoyMove.php: no path, no effect); but gamemaster/adjudicator/diplomacy/loadConvoyChains.php (getConvoys)
  //    sets viaConvoy to 'No', so that the army moves by land, for an adjacent army ordered via convoy whose convoy
  //    orders form no chain from it to its destination (its convoys then fail).
  //  4.A.4 a: gamemaster/adjudicator/diplomacy/support.php, adjSupportMove::attacked(): the unit in the target
  //    province never cuts the support, convoyed or not.
  //  4.A.5 b: gamemaster/orders/diplomacy.php keeps no attacker origin (occupiedFromTerrID) after a move by convoy;
  //    board/orders/retreats.php excludes only that origin.
  //  4.A.6 a: the path of the order form (board/orders/diplomacy.php, checkConvoyPath) only validates the order;
  //    loadConvoyChains.php adjudicates every chain of convoy orders.
  //  4.A.7 b: gamemaster/adjudicator/diplomacy/move.php, _preventStrength(): only a unit beaten head to head loses
  //    its effect, and diplomacy.php makes moves head to head only when neither goes via convoy.
  //  4.B, 4.C, 4.D.3, 4.D.4, 4.D.6: orders are chosen from lists of legal ones (board/orders/*.php; one order row
  //    per unit, and per build or removal due, gamemaster/orders/builds.php): these do not arise, so the DATC
  //    preferences are kept.
  //  4.D.5 b: gamemaster/adjudicator/builds.php: the first order for a territory counts, later ones fail.
  //  4.D.7 a: 'Wait' orders (gamemaster/orders/builds.php).
  //  4.D.8 HOME_CENTRES: variants/install.php, unitDestroyIndexSQL() (depth from the home supply centres, fleets
  //    over fleet borders, armies over every border; fleets before armies, then by name), applied by
  //    gamemaster/orders/builds.php to every removal not ordered, from 2004 to June 2025 (the distance to owned
  //    centres ran from March to April 2024 only, then was reverted): the rule of its recorded games. Since June 2025
  //    that file measures the distance to the owned centres over every border, ties by name alone (no fleets
  //    first), which none of these options is.
  //  4.D.9 b: no rule against it (a unit in civil disorder holds and takes supports like any other).
  WEBDIPLOMACY("webdiplomacy", "webDiplomacy's adjudicator: a convoy to an adjacent province only when the order says"
      + " via convoy (by land when its convoy orders form no chain); civil disorder by distance to the home centres,"
      + " as in its recorded games", 0,
      ConvoyToAdjacentProvince.EXPLICIT_VIA_LAND_WITHOUT_CHAIN,
      CivilDisorderRemoval.HOME_CENTRES),

  // The simplified-Chinese house rules (Rulebook.house(int) quotes the text for each choice); the victory year is
  // the house rules' 1908, set by Rulebook.preset and Rulebook.house.
  HOUSE("house", "the simplified-Chinese house rules: retreats and adjustments ordered in advance, the judge's"
      + " choices, victory by most centres after 1908", 18,
      RetreatOrdering.WITH_MOVEMENT_ORDERS,
      AdjustmentOrdering.WITH_FALL_ORDERS,
      SelfDislodgement.NOT_EVEN_BY_CONVOY,
      VictoryRule.MOST_CENTRES_AFTER_YEAR,
      CivilDisorderRemoval.OVERSEAS_FIRST,
      ConvoyPathSpecification.B_OPTIONAL_BINDING,
      OmittedCoastOneCoastPossible.B_ILLEGAL,
      RetreatAfterConvoyedAttack.A_NEVER,
      MultiRouteConvoyDisruption.A_ONE_ROUTE_DISRUPTED,
      BuildWithoutUnitType.A_FAILS);

  /** The house rules' last year: the game ends after the Fall of 1908. */
  static final int HOUSE_LAST_YEAR = 1908;

  private static final ImmutableMap<String, String> SUMMARIES;

  static {
    ImmutableMap.Builder<String, String> b = ImmutableMap.builder();
    for (RulePreset p : values()) {
      b.put(p.name, p.summary);
    }
    SUMMARIES = b.build();
  }

  /** The preset's name, one lower-case token. */
  final String name;
  final String summary;
  /** The options that differ from the DATC preferences, at most one per setting. */
  final ImmutableList<Enum<?>> choices;
  /** The victory centres; 0 for the map's own count. */
  final int victoryCentres;

  RulePreset(String name, String summary, int victoryCentres, Enum<?>... choices) {
    this.name = name;
    this.summary = summary;
    this.victoryCentres = victoryCentres;
    this.choices = ImmutableList.copyOf(choices);
  }

  /** The summaries by preset name, in the table's order. */
  static ImmutableMap<String, String> summaries() {
    return SUMMARIES;
  }

  /** The preset with this name (any case), or null. */
  static RulePreset named(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    for (RulePreset p : values()) {
      if (p.name.equals(lower)) {
        return p;
      }
    }
    return null;
  }

  /** Sets this preset's choices on the builder. */
  Rulebook.Builder applyTo(Rulebook.Builder b) {
    for (Enum<?> c : choices) {
      b.set(c);
    }
    if (this == HOUSE) {
      b.victoryYear(HOUSE_LAST_YEAR);
    }
    return b.victoryCentres(victoryCentres);
  }
}
