package io.github.dipjudge.rules;

import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.rules.Rulebook.AdjustmentOrdering;
import io.github.dipjudge.rules.Rulebook.BuildSites;
import io.github.dipjudge.rules.Rulebook.BuildWithoutUnitType;
import io.github.dipjudge.rules.Rulebook.CivilDisorderRemoval;
import io.github.dipjudge.rules.Rulebook.ConvoyParadoxRule;
import io.github.dipjudge.rules.Rulebook.ConvoyPathSpecification;
import io.github.dipjudge.rules.Rulebook.ConvoyToAdjacentProvince;
import io.github.dipjudge.rules.Rulebook.DislodgedUnitBounce;
import io.github.dipjudge.rules.Rulebook.FleetBuildInland;
import io.github.dipjudge.rules.Rulebook.HoldSupportInCivilDisorder;
import io.github.dipjudge.rules.Rulebook.ImpossibleCoast;
import io.github.dipjudge.rules.Rulebook.MissingNationality;
import io.github.dipjudge.rules.Rulebook.MissingUnitType;
import io.github.dipjudge.rules.Rulebook.MultiRouteConvoyDisruption;
import io.github.dipjudge.rules.Rulebook.MultipleOrdersForOneUnit;
import io.github.dipjudge.rules.Rulebook.OmittedCoastOneCoastPossible;
import io.github.dipjudge.rules.Rulebook.RetreatAfterConvoyedAttack;
import io.github.dipjudge.rules.Rulebook.RetreatOrdering;
import io.github.dipjudge.rules.Rulebook.SelfDislodgement;
import io.github.dipjudge.rules.Rulebook.SupportCoast;
import io.github.dipjudge.rules.Rulebook.SupportCutByConvoyedAttackOnItself;
import io.github.dipjudge.rules.Rulebook.TooManyBuilds;
import io.github.dipjudge.rules.Rulebook.TooManyDisbands;
import io.github.dipjudge.rules.Rulebook.TwoBuildsInOneProvince;
import io.github.dipjudge.rules.Rulebook.UnknownOrIrrelevantCoast;
import io.github.dipjudge.rules.Rulebook.VictoryRule;
import io.github.dipjudge.rules.Rulebook.WaivingBuilds;
import io.github.dipjudge.rules.Rulebook.WrongCoastOfOrderedUnit;
import io.github.dipjudge.rules.Rulebook.WrongNationality;
import io.github.dipjudge.rules.Rulebook.WrongUnitType;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The table of a rulebook's choices: one row per setting whose value is an option (an enum constant), giving the name
 * the settings use for it (the DATC issue number, or a word for the settings that are not DATC issues), the name of
 * its builder method, its option type and its DATC-preference default. {@link Rulebook} keeps its choices in an
 * array indexed by this enum's ordinal, and its builder, {@link Rulebook#with}, {@link Rulebook#option},
 * {@link Rulebook#settings()} and the presets ({@link RulePreset}) all read this table, so a new setting is one row
 * here plus its enum, getter and builder method in {@link Rulebook}.
 *
 * <p>The DATC issues come first, in the DATC's order, which is the order of {@link Rulebook#issues()} and of the
 * settings; the two numbers (victory centres and year) are not options and live beside the array.
 */
enum RuleSetting {
  MULTI_ROUTE_CONVOY_DISRUPTION("4.A.1", "multiRouteConvoyDisruption",
      MultiRouteConvoyDisruption.class, MultiRouteConvoyDisruption.B_ALL_ROUTES_DISRUPTED),
  CONVOY_PARADOX("4.A.2", "convoyParadox", ConvoyParadoxRule.class, ConvoyParadoxRule.SZYKMAN),
  CONVOY_TO_ADJACENT("4.A.3", "convoyToAdjacent",
      ConvoyToAdjacentProvince.class, ConvoyToAdjacentProvince.RULE_2023),
  SUPPORT_CUT_BY_CONVOYED_ATTACK("4.A.4", "supportCutByConvoyedAttack",
      SupportCutByConvoyedAttackOnItself.class, SupportCutByConvoyedAttackOnItself.A_NOT_CUT),
  RETREAT_AFTER_CONVOYED_ATTACK("4.A.5", "retreatAfterConvoyedAttack",
      RetreatAfterConvoyedAttack.class, RetreatAfterConvoyedAttack.B_ALLOWED),
  CONVOY_PATH("4.A.6", "convoyPath", ConvoyPathSpecification.class, ConvoyPathSpecification.A_IGNORED),
  DISLODGED_UNIT_BOUNCE("4.A.7", "dislodgedUnitBounce",
      DislodgedUnitBounce.class, DislodgedUnitBounce.B_NO_EFFECT_ONLY_AFTER_HEAD_TO_HEAD),
  OMITTED_COAST_ONE_COAST("4.B.2", "omittedCoastOneCoast",
      OmittedCoastOneCoastPossible.class, OmittedCoastOneCoastPossible.A_MOVE_TO_THAT_COAST),
  IMPOSSIBLE_COAST("4.B.3", "impossibleCoast", ImpossibleCoast.class, ImpossibleCoast.B_ILLEGAL),
  SUPPORT_COAST("4.B.4", "supportCoast", SupportCoast.class, SupportCoast.OMIT_ALLOWED),
  WRONG_COAST_OF_UNIT("4.B.5", "wrongCoastOfUnit",
      WrongCoastOfOrderedUnit.class, WrongCoastOfOrderedUnit.B_IGNORED),
  UNKNOWN_COAST("4.B.6", "unknownCoast", UnknownOrIrrelevantCoast.class, UnknownOrIrrelevantCoast.B_IGNORED),
  MISSING_UNIT_TYPE("4.C.1", "missingUnitType", MissingUnitType.class, MissingUnitType.B_VALID),
  WRONG_UNIT_TYPE("4.C.2", "wrongUnitType", WrongUnitType.class, WrongUnitType.B_VALID),
  BUILD_WITHOUT_UNIT_TYPE("4.C.3", "buildWithoutUnitType",
      BuildWithoutUnitType.class, BuildWithoutUnitType.C_BEST_EFFORT),
  FLEET_BUILD_INLAND("4.C.4", "fleetBuildInland", FleetBuildInland.class, FleetBuildInland.A_FAILS),
  MISSING_NATIONALITY("4.C.5", "missingNationality", MissingNationality.class, MissingNationality.B_VALID),
  WRONG_NATIONALITY("4.C.6", "wrongNationality", WrongNationality.class, WrongNationality.B_VALID),
  MULTIPLE_ORDERS("4.D.3", "multipleOrders", MultipleOrdersForOneUnit.class, MultipleOrdersForOneUnit.C_HOLD),
  TOO_MANY_BUILDS("4.D.4", "tooManyBuilds", TooManyBuilds.class, TooManyBuilds.B_FIRST_LEGAL),
  TWO_BUILDS_IN_ONE_PROVINCE("4.D.5", "twoBuildsInOneProvince",
      TwoBuildsInOneProvince.class, TwoBuildsInOneProvince.B_FIRST),
  TOO_MANY_DISBANDS("4.D.6", "tooManyDisbands", TooManyDisbands.class, TooManyDisbands.B_FIRST_LEGAL),
  WAIVING_BUILDS("4.D.7", "waivingBuilds", WaivingBuilds.class, WaivingBuilds.A_ALLOWED),
  CIVIL_DISORDER_REMOVAL("4.D.8", "civilDisorderRemoval",
      CivilDisorderRemoval.class, CivilDisorderRemoval.RULE_2023),
  HOLD_SUPPORT_IN_CIVIL_DISORDER("4.D.9", "holdSupportInCivilDisorder",
      HoldSupportInCivilDisorder.class, HoldSupportInCivilDisorder.B_SUCCEEDS),
  // Not DATC issues: the victory rule, the house rules' orderings and ban, and a variant's build sites.
  VICTORY_RULE("victory rule", "victoryRule", VictoryRule.class, VictoryRule.CENTRES),
  RETREATS("retreats", "retreatOrdering", RetreatOrdering.class, RetreatOrdering.SEPARATE_PHASE),
  ADJUSTMENTS("adjustments", "adjustmentOrdering", AdjustmentOrdering.class, AdjustmentOrdering.SEPARATE_PHASE),
  SELF_DISLODGEMENT("self-dislodgement", "selfDislodgement", SelfDislodgement.class, SelfDislodgement.DIRECT_ONLY),
  BUILD_SITES("build sites", "buildSites", BuildSites.class, BuildSites.HOME_CENTRES);

  private static final RuleSetting[] ALL = values();
  private static final ImmutableMap<String, RuleSetting> BY_KEY;
  private static final ImmutableMap<Class<?>, RuleSetting> BY_TYPE;
  private static final ImmutableMap<String, Class<? extends Enum<?>>> ISSUES;

  static {
    Map<String, RuleSetting> byKey = new LinkedHashMap<>();
    Map<Class<?>, RuleSetting> byType = new LinkedHashMap<>();
    Map<String, Class<? extends Enum<?>>> issues = new LinkedHashMap<>();
    for (RuleSetting s : ALL) {
      byKey.put(s.key, s);
      byType.put(s.type, s);
      if (s.isDatcIssue()) {
        issues.put(s.key, s.type);
      }
    }
    BY_KEY = ImmutableMap.copyOf(byKey);
    BY_TYPE = ImmutableMap.copyOf(byType);
    ISSUES = ImmutableMap.copyOf(issues);
  }

  /** The name in the settings: the DATC issue number ({@code "4.A.1"}) or a word ({@code "retreats"}). */
  final String key;
  /** The name of the builder method and getter, for messages. */
  final String property;
  /** The option type. */
  final Class<? extends Enum<?>> type;
  /** The DATC preference (for the settings that are not DATC issues, the standard rules). */
  final Enum<?> datc;

  RuleSetting(String key, String property, Class<? extends Enum<?>> type, Enum<?> datc) {
    this.key = key;
    this.property = property;
    this.type = type;
    this.datc = datc;
  }

  /** Whether this setting is a DATC chapter 4 issue (its key is the issue's number). */
  boolean isDatcIssue() {
    return key.startsWith("4.");
  }

  /** Every setting, in the table's order; a shared array, not to be changed. */
  static RuleSetting[] all() {
    return ALL;
  }

  /** The setting with this key, or null. */
  static RuleSetting byKey(String key) {
    return BY_KEY.get(key);
  }

  /** The setting whose options are of this type, or null. */
  static RuleSetting of(Enum<?> option) {
    return BY_TYPE.get(option.getDeclaringClass());
  }

  /** The DATC issues by number, with their option types, in the DATC's order. */
  static ImmutableMap<String, Class<? extends Enum<?>>> issues() {
    return ISSUES;
  }

  /** The DATC preferences, one per setting, indexed by ordinal: a new array. */
  static Enum<?>[] defaults() {
    Enum<?>[] d = new Enum<?>[ALL.length];
    for (RuleSetting s : ALL) {
      d[s.ordinal()] = s.datc;
    }
    return d;
  }

  /** The names of this setting's options, in declaration order. */
  String optionNames() {
    StringBuilder sb = new StringBuilder();
    for (Enum<?> c : type.getEnumConstants()) {
      sb.append(sb.length() == 0 ? "" : ", ").append(c.name());
    }
    return sb.toString();
  }
}
