package io.github.dipjudge.rules;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import io.github.dipjudge.map.GameMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The rule choices an adjudication follows: one field per DATC v3.0 chapter 4 issue that changes an outcome, each an
 * enum whose constants name the options as the DATC letters them, plus the victory condition. The defaults
 * ({@link #datc()}) are the DATC v3.0 preferences.
 *
 * <p>Named presets ({@link #preset(String)}, listed by {@link #presetNames()}): {@code datc} (the DATC v3.0
 * preferences), {@code 1971}, {@code 1982}, {@code 2000} (as its Chinese and Russian translations read it: 2000
 * convoy intent with land fallback, 2000 paradox rule, and DATC 4.A.7 option a, a dislodged unit never has an effect on the province
 * its attacker came from, convoy or not, as rules 10 and 11 of the Russian translation say), {@code dptg} (the 1998
 * Diplomacy Players Technical Guide as the DATC cites it: a convoy to an adjacent province only "by convoy", and
 * the civil disorder rule of its time, distance to the home centres), {@code webdiplomacy} (the choices of
 * webDiplomacy's adjudicator: explicit "via convoy", civil disorder by distance to the home centres; see
 * {@link #preset(String)}) and {@code house} (the simplified-Chinese house rules, {@link #house(int)}).
 * Options can also be set by DATC issue number ({@link #with(String, String)}), as the case files do.
 *
 * <p>Immutable and thread-safe. Methods throw {@link NullPointerException} for null arguments and
 * {@link IllegalArgumentException} for unknown issues, options or presets, with a message listing the known ones.
 */
public final class Rulebook {
  /** DATC 4.A.1: when a convoy with several routes is disrupted. */
  public enum MultiRouteConvoyDisruption {
    /** Disrupted when one of its routes is (1971 rulebook). */
    A_ONE_ROUTE_DISRUPTED,
    /** Disrupted only when all routes are (1982 and later; DATC preference). */
    B_ALL_ROUTES_DISRUPTED;
  }

  /** DATC 4.A.2: how a convoy paradox is settled. Where the chosen rule gives no resolution (the 1971 and 2000 rules on DATC 6.F.18 and 6.F.22 to 6.F.24), the Szykman rule decides and the result says so. */
  public enum ConvoyParadoxRule {
    /** The convoying fleets that are part of the paradox hold (DATC preference). */
    SZYKMAN,
    /** 1971: a convoyed army attacking a fleet that supports a fleet attacking one of the convoying fleets does not cut that support. */
    RULE_1971,
    /** 1982: a convoyed army does not cut the support, by a fleet, of an action in a body of water that contains a convoying fleet. */
    RULE_1982,
    /** 2000/2023: a convoyed army does not cut the support of a unit supporting an attack against one of the fleets necessary for the army to convoy (rules 21 and 22 of the Russian translation). */
    RULE_2000;
  }

  /** DATC 4.A.3: whether an army ordered to an adjacent province goes by land or by convoy. */
  public enum ConvoyToAdjacentProvince {
    /** By convoy when the order says "via convoy" or a fleet of the army's power is legally ordered to convoy it; no land fallback when the convoy fails (DATC preference). */
    RULE_2023,
    /** The same intent, but when the convoy fails the army falls back to the land route (2000 rulebook as its traditional-Chinese translation reads it). */
    RULE_2000_FALLBACK,
    /** By convoy when a fleet of the army's own power is ordered to convoy it (intent from the player's own orders, 1982). */
    RULE_1982,
    /** By convoy only when the unit at the destination moves to the army's province and the convoy succeeds (1971, as the DATC reads it). */
    RULE_1971,
    /**
     * By convoy only when the order says "via convoy" (the DPTG's "by convoy"); no land fallback, and an adjacent move
     * "via convoy" with no chain of fleets on the board is illegal.
     */
    EXPLICIT_VIA,
    /**
     * By convoy only when the order says "via convoy", as {@link #EXPLICIT_VIA}, except that an army ordered "via
     * convoy" to an adjacent province whose matching convoy orders (of any power, whatever becomes of them) form no
     * chain of fleets from it to its destination moves there by land, as an ordinary move (webDiplomacy,
     * {@code gamemaster/adjudicator/diplomacy/loadConvoyChains.php}); the convoy orders then match no convoyed move.
     * When such a chain exists, the army goes by convoy and stays in place if the convoy fails (no fallback).
     */
    EXPLICIT_VIA_LAND_WITHOUT_CHAIN;
  }

  /** DATC 4.A.4: whether an army convoyed into the province of a unit supporting an attack on the army's own province cuts that support. */
  public enum SupportCutByConvoyedAttackOnItself {
    /** Not cut: the attack comes from the army's starting province (DATC preference). */
    A_NOT_CUT,
    /** Cut: the attack comes from the water. */
    B_CUT;
  }

  /** DATC 4.A.5: whether a unit dislodged by a convoyed army may retreat to the army's starting province. */
  public enum RetreatAfterConvoyedAttack {
    /** Never to the attacker's starting province. */
    A_NEVER,
    /** Allowed when the attack came by convoy (2023 rulebook; DATC preference). */
    B_ALLOWED;
  }

  /** DATC 4.A.6: what a convoy path written in a move order means. */
  public enum ConvoyPathSpecification {
    /** Written paths are ignored (DATC preference). */
    A_IGNORED,
    /** A path may be written; when written, only that route counts. */
    B_OPTIONAL_BINDING,
    /** A convoyed move must write its path; without one it fails. */
    C_REQUIRED;
  }

  /** DATC 4.A.7: whether a dislodged unit can still bounce a third unit in the province its attacker came from. */
  public enum DislodgedUnitBounce {
    /** A dislodged unit never has effect on the province its attacker came from. */
    A_NO_EFFECT_ON_ATTACKER_ORIGIN,
    /** Only a unit dislodged in a head-to-head battle loses its effect there (DATC preference). */
    B_NO_EFFECT_ONLY_AFTER_HEAD_TO_HEAD;
  }

  /** DATC 4.B.2: a fleet move to a split-coast province that names no coast when only one coast is reachable. */
  public enum OmittedCoastOneCoastPossible {
    /** The move goes to the only reachable coast (DATC preference). */
    A_MOVE_TO_THAT_COAST,
    /** The order is illegal. */
    B_ILLEGAL;
  }

  /** DATC 4.B.3: a fleet move to a coast it cannot reach. */
  public enum ImpossibleCoast {
    /** The coast is ignored and the reachable coast is taken. */
    A_COAST_IGNORED,
    /** The order is illegal (DATC preference). */
    B_ILLEGAL;
  }

  /** DATC 4.B.4: the coast in a support of a fleet move to a split-coast province (the DATC letters no preference here). */
  public enum SupportCoast {
    /** A support that omits the coast is valid whoever's unit it supports (DATC 6.B.7, 6.B.15); one naming another coast than the move is void (6.B.9). */
    OMIT_ALLOWED,
    /** Omitting the coast is valid only when supporting a unit of the supporter's power (Calhamer). */
    OMIT_ALLOWED_OWN_UNIT,
    /** The support must name the coast the move names. */
    REQUIRED;
  }

  /** DATC 4.B.5: an order that names the wrong coast of the fleet it orders. */
  public enum WrongCoastOfOrderedUnit {
    /** The order is illegal. */
    A_ILLEGAL,
    /** The coast is ignored (DATC preference). */
    B_IGNORED;
  }

  /**
   * DATC 4.B.6: a coast in an order where coasts mean nothing (an army moving to Spain north coast). A coast the
   * province does not have at all ({@code Bul/nc}, {@code Brest(nc)}) never reaches the adjudicator: the order
   * notations refuse it when the order is read ({@link io.github.dipjudge.order.OrderNotation}).
   */
  public enum UnknownOrIrrelevantCoast {
    /** The order is illegal. */
    A_ILLEGAL,
    /** The coast is ignored (DATC preference). */
    B_IGNORED;
  }

  /** DATC 4.C.1: an order that omits the unit type (A or F), of the ordered unit or of the unit it refers to. */
  public enum MissingUnitType {
    /** The order is invalid (the unit holds and may receive hold support). */
    A_INVALID,
    /** The order is valid (DATC preference). */
    B_VALID,
    /** Valid unless another order for the unit names the type. */
    C_VALID_UNLESS_OTHER_ORDER;
  }

  /** DATC 4.C.2: an order that names the wrong unit type. */
  public enum WrongUnitType {
    /** The order is invalid. */
    A_INVALID,
    /** The type is ignored (DATC preference). */
    B_VALID,
    /** Valid unless another order for the unit names the right type. */
    C_VALID_UNLESS_OTHER_ORDER;
  }

  /** DATC 4.C.3: a build order that does not say army or fleet. */
  public enum BuildWithoutUnitType {
    /** The build fails. */
    A_FAILS,
    /** An army is built in an inland province; elsewhere it fails. */
    B_ARMY_ON_LAND,
    /** An army inland, a fleet where a coast is named, otherwise it fails (DATC preference). */
    C_BEST_EFFORT;
  }

  /** DATC 4.C.4: a fleet build in a province where fleets cannot stand. */
  public enum FleetBuildInland {
    /** The build fails (DATC preference). */
    A_FAILS,
    /** An army is built instead. */
    B_BUILDS_ARMY;
  }

  /** DATC 4.C.5: a support or convoy that omits the nationality of a foreign unit. */
  public enum MissingNationality {
    /** The order is invalid. */
    A_INVALID,
    /** The order is valid (DATC preference). */
    B_VALID,
    /** Valid unless another order names the nationality. */
    C_VALID_UNLESS_OTHER_ORDER;
  }

  /** DATC 4.C.6: a support or convoy that names the wrong nationality. */
  public enum WrongNationality {
    /** The order is invalid. */
    A_INVALID,
    /** The nationality is ignored (DATC preference). */
    B_VALID,
    /** Valid unless another order names the right nationality. */
    C_VALID_UNLESS_OTHER_ORDER;
  }

  /** DATC 4.D.3: two or more different legal orders for one unit. */
  public enum MultipleOrdersForOneUnit {
    /** The first is used. */
    A_FIRST,
    /** The last is used. */
    B_LAST,
    /** The unit holds and may receive hold support (DATC preference). */
    C_HOLD;
  }

  /** DATC 4.D.4: more builds than a power may make. */
  public enum TooManyBuilds {
    /** All builds are invalid. */
    A_ALL_INVALID,
    /** The first legal builds count (DATC preference). */
    B_FIRST_LEGAL,
    /** The last legal builds count. */
    C_LAST_LEGAL;
  }

  /** DATC 4.D.5: two builds in one province. */
  public enum TwoBuildsInOneProvince {
    /** Both fail. */
    A_BOTH_FAIL,
    /** The first counts (DATC preference). */
    B_FIRST,
    /** The last counts. */
    C_LAST;
  }

  /** DATC 4.D.6: more disbands than a power must make. */
  public enum TooManyDisbands {
    /** The disbands are chosen by the civil disorder rule. */
    A_CIVIL_DISORDER,
    /** The first legal disbands count (DATC preference). */
    B_FIRST_LEGAL,
    /** The last legal disbands count. */
    C_LAST_LEGAL;
  }

  /** DATC 4.D.7: whether a build may be waived. */
  public enum WaivingBuilds {
    /** Waiving is allowed (2000/2023 rulebooks; DATC preference). */
    A_ALLOWED,
    /** Waive orders are illegal. */
    B_NOT_ALLOWED;
  }

  /** DATC 4.D.8: which units a power that orders too few disbands loses. */
  public enum CivilDisorderRemoval {
    /** The units farthest from the nearest owned supply centre, counting moves over land and sea for both unit types; fleets before armies at equal distance; then alphabetically by English province name (DATC preference). */
    RULE_2023,
    /** The older common rule: distance to the nearest home supply centre, fleets moving as fleets and armies over land and sea; then as above. */
    HOME_CENTRES,
    /**
     * The simplified-Chinese house rule (section 2.3.2): "天神的解散原则是：(1)优先解散海外的部队；
     * (2)优先解散不在资源点上的部队；(3)条件相同的随机抽取。" Units outside the power's home territory first, then units
     * not on a supply centre, then a random draw from the game's seeded generator.
     */
    OVERSEAS_FIRST;
  }

  /**
   * Where a power may build: not a DATC issue, but a variant's rule (DPjudge's {@code RULE BUILD_ANY}, as the
   * {@code chaos} map sets it; rules.txt). The setting in force on a map is {@link #buildSitesOn(GameMap)}: a map whose
   * {@link GameMap#ruleFlags()} carry {@code BUILD_ANY} builds on any owned centre whatever the rulebook says, and a
   * rulebook with {@link #ANY_OWNED_CENTRE} plays any map that way. Either way, a power may also build on its
   * partisan sites ({@link io.github.dipjudge.map.Power#partisanSites()}) while it owns at least one but not all of
   * its home centres (DPjudge's map-file-syntax.txt, "Conditional Building in Non-Supply Centers").
   */
  public enum BuildSites {
    /** On the power's vacant home centres that it owns (the standard rules). */
    HOME_CENTRES,
    /** On any vacant supply centre the power owns (DPjudge's {@code BUILD_ANY}). */
    ANY_OWNED_CENTRE;
  }

  /** DATC 4.D.9: hold support given to a unit of a power in civil disorder (a power that ordered none of its units). */
  public enum HoldSupportInCivilDisorder {
    /** The support fails. */
    A_FAILS,
    /** The support succeeds (DATC preference). */
    B_SUCCEEDS;
  }

  /**
   * When retreats are ordered. The simplified-Chinese house rules (section 2.3): "被击退的单位必须要撤退或解散……决定必须在
   * 下达本回合移动命令的同时做出" — retreats are ordered together with the movement orders, as priority lists
   * ({@link io.github.dipjudge.order.RetreatPriority}) or disband orders, and the judge places the units without a
   * usable list.
   *
   * <p>The reading of {@link #WITH_MOVEMENT_ORDERS}: a disband order disbands a dislodged unit instead of retreating
   * it (for a unit not dislodged it is, in Fall, the adjustment's removal). The lists are tried so: a unit that
   * chose to disband, or has no legal retreat, is disbanded; a unit with one legal retreat goes there (several with
   * the same only place are all disbanded, section 2.3.1 五, and that place is closed to the others); the other listed
   * units walk their lists together, round by round, each taking the first place that is a legal retreat and not
   * closed, and a place two of them take in one round is closed to all ("如果不能撤入葡萄牙，则撤入西地中海": a unit
   * cannot go where another retreating unit goes too); a list that runs out disbands the unit if it ends in 解散,
   * else hands it to the judge, who places the remaining units in the map's order of their provinces, only where no
   * other unit goes (a unit with no such place left is disbanded), by the house rules' criteria. The listing of the orders
   * plays no part.
   */
  public enum RetreatOrdering {
    /** A retreat phase of its own after the movement phase (the standard rules). */
    SEPARATE_PHASE,
    /** With the movement orders, as priority lists; the judge places the rest (the house rules). */
    WITH_MOVEMENT_ORDERS;
  }

  /**
   * When builds and removals are ordered. The house rules (section 2.3.2, rule 8): "调整单位数目的决定，必须在下达本年度秋季命令
   * 的同时做出……指令在本年度秋季的移动和撤退执行之后……执行" — with the Fall orders, carried out after the Fall movement
   * and retreats.
   */
  public enum AdjustmentOrdering {
    /** An adjustment phase of its own (the standard rules). */
    SEPARATE_PHASE,
    /** With the Fall orders, carried out after the Fall retreats (the house rules). */
    WITH_FALL_ORDERS;
  }

  /**
   * Self-dislodgement. The house rules (特别规则): "你不可以直接或间接地造成自己单位的被击退，这包括直接攻击自己的单位、支援或
   * 运输别国的单位攻击自己的单位。" The standard rules (DATC 5.B.8, 6.D.16) forbid the direct form only.
   *
   * <p>The house rule, as this library reads it: a fleet that convoys a move is part of the move's convoy, on
   * whichever route it lies, and a power that convoys another power's army against its own unit causes that unit's
   * dislodgement. So a move that goes by a convoy one of whose fleets belongs to the power of the unit it attacks
   * (and was not dislodged) has no attack strength against that unit, even when another route without that power's
   * fleets would carry it. The convoy is the same for the rules of disruption: under DATC 4.A.1 a (which the house
   * rules take, section 2.4.2) dislodging that fleet disrupts the convoy; a written convoy path (4.A.6 b)
   * names the convoy's fleets. The move's prevent strength and its cutting of supports are unchanged (the rule is
   * about dislodgement only).
   */
  public enum SelfDislodgement {
    /** A power's units and supports cannot dislodge its own unit (the standard rules). */
    DIRECT_ONLY,
    /**
     * Also not by convoying another power's army against it (the house rules): a move whose convoy includes an undislodged
     * fleet of the attacked unit's power cannot dislodge that unit.
     */
    NOT_EVEN_BY_CONVOY;
  }

  /**
   * How the game is won. The house rules (section 1.3): "(1)1908年秋季之后占据资源点最多的一个国家取得胜利，或者某个国家占据了18个
   * 资源点 (2)如果有两个国家或联盟同时达到胜利条件，游戏延长一年（即两回合），延长期过后资源点数多的国家或联盟取胜。"
   */
  public enum VictoryRule {
    /** A power that owns the victory centres ({@link #victoryCentres()}) after a Fall wins (the standard rules). */
    CENTRES,
    /**
     * Also, after the Fall of {@link #victoryYear()}, the power (or declared alliance) with the most centres wins; a
     * tie for the lead, or two reaching the victory centres at once, extends the game by one year, after which the
     * one with more centres wins. The house rules do not say what follows a tie that lasts: our reading ends the game as a
     * draw among the tied.
     */
    MOST_CENTRES_AFTER_YEAR;
  }

  /**
   * The choices, indexed by {@link RuleSetting#ordinal()}; never changed after construction. One array instead of a
   * field per setting: each getter is an array read and a cast, as cheap as a field read on the adjudicator's paths,
   * and every setting is handled once by the table rather than once per method.
   */
  private final Enum<?>[] options;
  private final int victoryCentres;
  private final int victoryYear;
  private final String name;

  private Rulebook(Builder b) {
    this.options = b.options.clone();
    this.victoryCentres = b.victoryCentres;
    this.victoryYear = b.victoryYear;
    this.name = b.name;
  }

  @SuppressWarnings("unchecked") // the builder stores at each index only options of that setting's type
  private <E extends Enum<E>> E get(RuleSetting s) {
    return (E) options[s.ordinal()];
  }

  /**
   * DATC 4.A.1.
   *
   * @return the option chosen
   */
  public MultiRouteConvoyDisruption multiRouteConvoyDisruption() {
    return get(RuleSetting.MULTI_ROUTE_CONVOY_DISRUPTION);
  }

  /**
   * DATC 4.A.2.
   *
   * @return the option chosen
   */
  public ConvoyParadoxRule convoyParadox() {
    return get(RuleSetting.CONVOY_PARADOX);
  }

  /**
   * DATC 4.A.3.
   *
   * @return the option chosen
   */
  public ConvoyToAdjacentProvince convoyToAdjacent() {
    return get(RuleSetting.CONVOY_TO_ADJACENT);
  }

  /**
   * DATC 4.A.4.
   *
   * @return the option chosen
   */
  public SupportCutByConvoyedAttackOnItself supportCutByConvoyedAttack() {
    return get(RuleSetting.SUPPORT_CUT_BY_CONVOYED_ATTACK);
  }

  /**
   * DATC 4.A.5.
   *
   * @return the option chosen
   */
  public RetreatAfterConvoyedAttack retreatAfterConvoyedAttack() {
    return get(RuleSetting.RETREAT_AFTER_CONVOYED_ATTACK);
  }

  /**
   * DATC 4.A.6.
   *
   * @return the option chosen
   */
  public ConvoyPathSpecification convoyPath() {
    return get(RuleSetting.CONVOY_PATH);
  }

  /**
   * DATC 4.A.7.
   *
   * @return the option chosen
   */
  public DislodgedUnitBounce dislodgedUnitBounce() {
    return get(RuleSetting.DISLODGED_UNIT_BOUNCE);
  }

  /**
   * DATC 4.B.2.
   *
   * @return the option chosen
   */
  public OmittedCoastOneCoastPossible omittedCoastOneCoast() {
    return get(RuleSetting.OMITTED_COAST_ONE_COAST);
  }

  /**
   * DATC 4.B.3.
   *
   * @return the option chosen
   */
  public ImpossibleCoast impossibleCoast() {
    return get(RuleSetting.IMPOSSIBLE_COAST);
  }

  /**
   * DATC 4.B.4.
   *
   * @return the option chosen
   */
  public SupportCoast supportCoast() {
    return get(RuleSetting.SUPPORT_COAST);
  }

  /**
   * DATC 4.B.5.
   *
   * @return the option chosen
   */
  public WrongCoastOfOrderedUnit wrongCoastOfUnit() {
    return get(RuleSetting.WRONG_COAST_OF_UNIT);
  }

  /**
   * DATC 4.B.6.
   *
   * @return the option chosen
   */
  public UnknownOrIrrelevantCoast unknownCoast() {
    return get(RuleSetting.UNKNOWN_COAST);
  }

  /**
   * DATC 4.C.1.
   *
   * @return the option chosen
   */
  public MissingUnitType missingUnitType() {
    return get(RuleSetting.MISSING_UNIT_TYPE);
  }

  /**
   * DATC 4.C.2.
   *
   * @return the option chosen
   */
  public WrongUnitType wrongUnitType() {
    return get(RuleSetting.WRONG_UNIT_TYPE);
  }

  /**
   * DATC 4.C.3.
   *
   * @return the option chosen
   */
  public BuildWithoutUnitType buildWithoutUnitType() {
    return get(RuleSetting.BUILD_WITHOUT_UNIT_TYPE);
  }

  /**
   * DATC 4.C.4.
   *
   * @return the option chosen
   */
  public FleetBuildInland fleetBuildInland() {
    return get(RuleSetting.FLEET_BUILD_INLAND);
  }

  /**
   * DATC 4.C.5.
   *
   * @return the option chosen
   */
  public MissingNationality missingNationality() {
    return get(RuleSetting.MISSING_NATIONALITY);
  }

  /**
   * DATC 4.C.6.
   *
   * @return the option chosen
   */
  public WrongNationality wrongNationality() {
    return get(RuleSetting.WRONG_NATIONALITY);
  }

  /**
   * DATC 4.D.3.
   *
   * @return the option chosen
   */
  public MultipleOrdersForOneUnit multipleOrders() {
    return get(RuleSetting.MULTIPLE_ORDERS);
  }

  /**
   * DATC 4.D.4.
   *
   * @return the option chosen
   */
  public TooManyBuilds tooManyBuilds() {
    return get(RuleSetting.TOO_MANY_BUILDS);
  }

  /**
   * DATC 4.D.5.
   *
   * @return the option chosen
   */
  public TwoBuildsInOneProvince twoBuildsInOneProvince() {
    return get(RuleSetting.TWO_BUILDS_IN_ONE_PROVINCE);
  }

  /**
   * DATC 4.D.6.
   *
   * @return the option chosen
   */
  public TooManyDisbands tooManyDisbands() {
    return get(RuleSetting.TOO_MANY_DISBANDS);
  }

  /**
   * DATC 4.D.7.
   *
   * @return the option chosen
   */
  public WaivingBuilds waivingBuilds() {
    return get(RuleSetting.WAIVING_BUILDS);
  }

  /**
   * DATC 4.D.8.
   *
   * @return the option chosen
   */
  public CivilDisorderRemoval civilDisorderRemoval() {
    return get(RuleSetting.CIVIL_DISORDER_REMOVAL);
  }

  /**
   * DATC 4.D.9.
   *
   * @return the option chosen
   */
  public HoldSupportInCivilDisorder holdSupportInCivilDisorder() {
    return get(RuleSetting.HOLD_SUPPORT_IN_CIVIL_DISORDER);
  }

  /**
   * Where a power may build, as this rulebook sets it (a map may widen it: {@link #buildSitesOn(GameMap)}).
   *
   * @return the option chosen
   */
  public BuildSites buildSites() {
    return get(RuleSetting.BUILD_SITES);
  }

  /**
   * Where a power may build on the given map: {@link BuildSites#ANY_OWNED_CENTRE} when this rulebook says so or the
   * map carries DPjudge's {@code BUILD_ANY} flag ({@code chaos}, {@code mila-modern}) or its {@code REMOTE_BUILDS}
   * flag ({@code aberration}; rules.txt: it "silently includes BUILD_ANY", and a power that owns none of its home
   * centres may then not build at all, as {@code io.github.dipjudge.rules.variant.BuildSiteRules} says), else
   * {@link BuildSites#HOME_CENTRES}. The adjudicator and the legal-order generator follow this value.
   *
   * @param map the map played
   * @return the build sites in force there
   */
  public BuildSites buildSitesOn(GameMap map) {
    checkNotNull(map, "map");
    if (buildSites() == BuildSites.ANY_OWNED_CENTRE) {
      return BuildSites.ANY_OWNED_CENTRE;
    }
    ImmutableSet<String> flags = map.ruleFlags();
    // Empty on the standard map: the two look-ups are skipped there.
    return !flags.isEmpty() && (flags.contains("BUILD_ANY") || flags.contains("REMOTE_BUILDS"))
        ? BuildSites.ANY_OWNED_CENTRE : BuildSites.HOME_CENTRES;
  }

  /**
   * The number of supply centres that wins the game after the Fall adjustments; 0, the default, means the map's own
   * count for the year ({@code GameMap.victoryCentres(year)}: a variant's {@code victory} line, else more than half
   * of its centres, 18 of 34 on the standard map).
   *
   * @return the centres needed to win; 0 for the map's own count
   */
  public int victoryCentres() {
    return victoryCentres;
  }

  /**
   * When retreats are ordered (the simplified-Chinese house rules: with the movement orders).
   *
   * @return the option chosen
   */
  public RetreatOrdering retreatOrdering() {
    return get(RuleSetting.RETREATS);
  }

  /**
   * Whether retreats are ordered with the movement orders, as priority lists.
   *
   * @return whether retreats are ordered with the movement orders
   */
  public boolean retreatsWithMovementOrders() {
    return retreatOrdering() == RetreatOrdering.WITH_MOVEMENT_ORDERS;
  }

  /**
   * When builds and removals are ordered (the simplified-Chinese house rules: with the Fall orders).
   *
   * @return the option chosen
   */
  public AdjustmentOrdering adjustmentOrdering() {
    return get(RuleSetting.ADJUSTMENTS);
  }

  /**
   * Self-dislodgement (the simplified-Chinese house rules: not even by convoy).
   *
   * @return the option chosen
   */
  public SelfDislodgement selfDislodgement() {
    return get(RuleSetting.SELF_DISLODGEMENT);
  }

  /**
   * How the game is won.
   *
   * @return the option chosen
   */
  public VictoryRule victoryRule() {
    return get(RuleSetting.VICTORY_RULE);
  }

  /**
   * The year after whose Fall the most centres win, under {@link VictoryRule#MOST_CENTRES_AFTER_YEAR}.
   *
   * @return the year
   */
  public int victoryYear() {
    return victoryYear;
  }

  /**
   * The preset this rulebook was made from, with " (modified)" when options were changed since.
   *
   * @return the preset name, with " (modified)" when options were changed since
   */
  public String name() {
    return name;
  }

  // ---------------------------------------------------------------------------------------------- presets

  private static final Rulebook DATC = new Builder().name("datc").build();

  /**
   * The DATC v3.0 preferences for every issue.
   *
   * @return the DATC v3.0 preferences
   */
  public static Rulebook datc() {
    return DATC;
  }

  /**
   * The preset names, each one lower-case token.
   *
   * @return the preset names
   */
  public static ImmutableList<String> presetNames() {
    return RulePreset.summaries().keySet().asList();
  }

  /**
   * A one-line summary of each preset, by name.
   *
   * @return the summaries by preset name
   */
  public static ImmutableMap<String, String> presetSummaries() {
    return RulePreset.summaries();
  }

  /**
   * The preset with this name (any case); the rulebook is named as given.
   *
   * <p>{@code webdiplomacy}: the choices of webDiplomacy's adjudicator (kestasjk/webDiplomacy, whose own summary is
   * {@code locales/English/datc.php}): 4.A.3 {@link ConvoyToAdjacentProvince#EXPLICIT_VIA_LAND_WITHOUT_CHAIN}
   * (explicit "via convoy"; an adjacent army whose convoy orders form no chain moves by land,
   * {@code loadConvoyChains.php}) and 4.D.8 {@link CivilDisorderRemoval#HOME_CENTRES}; every other choice is the DATC
   * preference. The source of each is named at the preset's definition and in the README's preset table.
   *
   * @param name the name
   * @return the preset
   * @throws IllegalArgumentException if there is none; the message lists the known names
   */
  public static Rulebook preset(String name) {
    checkNotNull(name, "name");
    RulePreset p = RulePreset.named(name);
    if (p == null) {
      throw new IllegalArgumentException("unknown rulebook preset \"" + name + "\"; known presets: "
          + String.join(", ", presetNames()));
    }
    return p == RulePreset.DATC ? DATC : p.applyTo(new Builder().name(name)).build();
  }

  /**
   * The simplified-Chinese house rules with the given last year (their game ends after the Fall of 1908). Besides
   * the house settings ({@link RetreatOrdering}, {@link AdjustmentOrdering}, {@link SelfDislodgement},
   * {@link VictoryRule}, civil disorder {@link CivilDisorderRemoval#OVERSEAS_FIRST}), the house rules fix these DATC
   * choices:
   * <ul>
   *   <li>4.A.6 b, a written convoy path binds: "伦敦陆军 经 英吉利海峡 移动 布瑞斯特" (section 2.4.1);
   *   <li>4.B.2 b, a fleet move to a split-coast province without a coast is void even when one coast is reachable:
   *       "如果舰队移动到有分裂海岸线区块时没有标示要到哪一岸，该回合的指令即作废" (section 2.1.3);
   *   <li>4.A.5 a, no retreat to the attacker's province, convoy or not: "一个单位不可以撤入对他发动攻击的区块" (2.3.1);
   *   <li>4.A.1 a, dislodging any one convoying fleet disrupts the convoy: "只要击退其中任何的一支，运输即可被切断"
   *       (2.4.2);
   *   <li>4.C.3 a, a build that does not say army or fleet fails: "必须要注明生产什么" (2.3.2).
   * </ul>
   *
   * <p>The special rule "不能支援或运输别国的单位攻击自己的单位" is read as {@link SelfDislodgement#NOT_EVEN_BY_CONVOY}
   * says: a fleet convoying a move belongs to its convoy whatever route it is on, for the ban and for disruption
   * alike, so a convoy with a fleet of the attacked power cannot dislodge that power's unit, and dislodging that
   * fleet disrupts the convoy.
   *
   * @param lastYear the last year: after its Fall the most centres win
   * @return the house rulebook
   * @throws IllegalArgumentException if the year is not positive
   */
  public static Rulebook house(int lastYear) {
    checkArgument(lastYear > 0, "year must be positive: %s", lastYear);
    Builder b = new Builder().name(lastYear == RulePreset.HOUSE_LAST_YEAR ? "house" : "house" + lastYear);
    return RulePreset.HOUSE.applyTo(b).victoryYear(lastYear).build();
  }

  // ---------------------------------------------------------------------------------------------- by name

  /**
   * The DATC chapter 4 issues this rulebook has a field for, with their option types.
   *
   * @return the issues by number, with their option types
   */
  public static ImmutableMap<String, Class<? extends Enum<?>>> issues() {
    return RuleSetting.issues();
  }

  /**
   * The option chosen for a DATC issue ({@code "4.A.2"}).
   *
   * @param issue the DATC issue number, such as {@code "4.A.2"}
   * @return the option chosen
   * @throws IllegalArgumentException if the issue is unknown
   */
  public Enum<?> option(String issue) {
    checkNotNull(issue, "issue");
    RuleSetting s = RuleSetting.byKey(issue);
    if (s == null || !s.isDatcIssue()) {
      throw unknownIssue(issue, false);
    }
    return options[s.ordinal()];
  }

  private static IllegalArgumentException unknownIssue(String issue, boolean orOtherSetting) {
    return new IllegalArgumentException("unknown DATC issue \"" + issue + "\"; known issues: "
        + String.join(", ", RuleSetting.issues().keySet())
        + (orOtherSetting ? "; other settings: " + String.join(", ", OTHER_OPTION_SETTINGS) : ""));
  }

  private static final ImmutableList<String> OTHER_OPTION_SETTINGS;

  static {
    ImmutableList.Builder<String> b = ImmutableList.builder();
    for (RuleSetting s : RuleSetting.all()) {
      if (!s.isDatcIssue()) {
        b.add(s.key);
      }
    }
    OTHER_OPTION_SETTINGS = b.build();
  }

  /**
   * This rulebook with one option changed, both named as text: the issue by its DATC number ({@code "4.A.2"}), the
   * option by its constant name ({@code "RULE_1982"}) or, for lettered options, by its letter ({@code "A"}). The
   * settings that are options but not DATC issues are named as {@link #settings()} names them ({@code "retreats"},
   * {@code "adjustments"}, {@code "self-dislodgement"}, {@code "victory rule"}, {@code "build sites"}).
   *
   * @param issue the DATC issue number, such as {@code "4.A.2"}, or the name of another option setting
   * @param option the option: its constant name (any case), or the letter of a lettered option
   * @return the changed rulebook
   * @throws IllegalArgumentException if the issue or the option is unknown; the message lists the known ones
   */
  public Rulebook with(String issue, String option) {
    checkNotNull(issue, "issue");
    checkNotNull(option, "option");
    RuleSetting s = RuleSetting.byKey(issue);
    if (s == null) {
      throw unknownIssue(issue, true);
    }
    Enum<?> chosen = null;
    List<String> names = new ArrayList<>();
    String upper = option.toUpperCase(Locale.ROOT);
    for (Enum<?> c : s.type.getEnumConstants()) {
      names.add(c.name());
      if (c.name().equalsIgnoreCase(option) || option.length() == 1 && c.name().startsWith(upper + "_")) {
        chosen = c;
      }
    }
    checkArgument(chosen != null, "unknown option \"%s\" for %s%s; options: %s", option,
        s.isDatcIssue() ? "DATC " : "", issue, names);
    return with(chosen);
  }

  /**
   * This rulebook with the given option set (the issue is the option's enum type), named as modified.
   *
   * @param option the option
   * @return the changed rulebook
   * @throws IllegalArgumentException if the value is not one of this class's option enums
   */
  public Rulebook with(Enum<?> option) {
    checkNotNull(option, "option");
    return toBuilder().set(option).name(name.endsWith(" (modified)") ? name : name + " (modified)").build();
  }

  /**
   * This rulebook with another victory condition; 0 means the map's own count ({@link #victoryCentres()}).
   *
   * @param centres the centres needed to win; 0 for the map's own count
   * @return the changed rulebook
   * @throws IllegalArgumentException if {@code centres} is negative
   */
  public Rulebook withVictoryCentres(int centres) {
    checkArgument(centres >= 0, "victory centres must not be negative: %s", centres);
    return toBuilder().victoryCentres(centres).build();
  }

  /**
   * A builder holding this rulebook's choices.
   *
   * @return a new builder, independent of this rulebook
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    System.arraycopy(options, 0, b.options, 0, options.length);
    b.victoryCentres = victoryCentres;
    b.victoryYear = victoryYear;
    b.name = name;
    return b;
  }

  /**
   * A builder starting from the DATC preferences.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /** Equal when every setting is equal, whatever the names. */
  @Override
  public boolean equals(Object o) {
    if (o == this) {
      return true; // the usual case (a game and its adjudicator share the preset's instance)
    }
    if (!(o instanceof Rulebook)) {
      return false;
    }
    Rulebook r = (Rulebook) o;
    return Arrays.equals(options, r.options) && victoryCentres == r.victoryCentres && victoryYear == r.victoryYear;
  }

  @Override
  public int hashCode() {
    return Objects.hash(Arrays.hashCode(options), victoryCentres, victoryYear);
  }

  /**
   * Every setting of this rulebook by name, in a fixed order: the DATC chapter 4 issues ({@code "4.A.1"} ...), then
   * {@code victory centres}, {@code victory rule}, {@code victory year}, {@code retreats}, {@code adjustments},
   * {@code self-dislodgement} and {@code build sites}; values are option constant names (or numbers).
   *
   * @return the settings by name
   */
  public ImmutableMap<String, String> settings() {
    ImmutableMap.Builder<String, String> b = ImmutableMap.builder();
    for (RuleSetting s : RuleSetting.all()) {
      if (s == RuleSetting.VICTORY_RULE) {
        // The numbers stand beside the victory rule they qualify.
        b.put("victory centres", victoryCentres == 0 ? "MORE_THAN_HALF" : Integer.toString(victoryCentres));
        b.put(s.key, options[s.ordinal()].name());
        b.put("victory year",
            victoryRule() == VictoryRule.MOST_CENTRES_AFTER_YEAR ? Integer.toString(victoryYear) : "-");
      } else {
        b.put(s.key, options[s.ordinal()].name());
      }
    }
    return b.build();
  }

  /** The name and every option that differs from the DATC preferences. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("Rulebook[").append(name);
    for (RuleSetting s : RuleSetting.all()) {
      if (s.isDatcIssue() && options[s.ordinal()] != s.datc) {
        sb.append(", ").append(s.key).append('=').append(options[s.ordinal()].name());
      }
    }
    if (victoryCentres != 0) {
      sb.append(", victory=").append(victoryCentres);
    }
    if (buildSites() != BuildSites.HOME_CENTRES) {
      sb.append(", build sites=").append(buildSites().name());
    }
    return sb.append(']').toString();
  }

  /** Builds a {@link Rulebook}; starts from the DATC preferences. Not thread-safe. */
  public static final class Builder {
    private final Enum<?>[] options = RuleSetting.defaults();
    private int victoryCentres;
    private int victoryYear = RulePreset.HOUSE_LAST_YEAR;
    private String name = "custom";

    private Builder() {}

    /** Sets one option, its setting found from its type (the typed setters below check the type at compile time). */
    Builder set(Enum<?> option) {
      RuleSetting s = RuleSetting.of(option);
      if (s == null) {
        throw new IllegalArgumentException("not a rule option: " + option);
      }
      options[s.ordinal()] = option;
      return this;
    }

    private Builder set(RuleSetting s, Enum<?> option) {
      options[s.ordinal()] = checkNotNull(option, s.property);
      return this;
    }

    /**
     * The name the rulebook reports.
     *
     * @param name the name
     * @return this builder
     */
    public Builder name(String name) {
      this.name = checkNotNull(name, "name");
      return this;
    }

    /**
     * DATC 4.A.1.
     *
     * @param v the option
     * @return this builder
     */
    public Builder multiRouteConvoyDisruption(MultiRouteConvoyDisruption v) {
      return set(RuleSetting.MULTI_ROUTE_CONVOY_DISRUPTION, v);
    }

    /**
     * DATC 4.A.2.
     *
     * @param v the option
     * @return this builder
     */
    public Builder convoyParadox(ConvoyParadoxRule v) {
      return set(RuleSetting.CONVOY_PARADOX, v);
    }

    /**
     * DATC 4.A.3.
     *
     * @param v the option
     * @return this builder
     */
    public Builder convoyToAdjacent(ConvoyToAdjacentProvince v) {
      return set(RuleSetting.CONVOY_TO_ADJACENT, v);
    }

    /**
     * DATC 4.A.4.
     *
     * @param v the option
     * @return this builder
     */
    public Builder supportCutByConvoyedAttack(SupportCutByConvoyedAttackOnItself v) {
      return set(RuleSetting.SUPPORT_CUT_BY_CONVOYED_ATTACK, v);
    }

    /**
     * DATC 4.A.5.
     *
     * @param v the option
     * @return this builder
     */
    public Builder retreatAfterConvoyedAttack(RetreatAfterConvoyedAttack v) {
      return set(RuleSetting.RETREAT_AFTER_CONVOYED_ATTACK, v);
    }

    /**
     * DATC 4.A.6.
     *
     * @param v the option
     * @return this builder
     */
    public Builder convoyPath(ConvoyPathSpecification v) {
      return set(RuleSetting.CONVOY_PATH, v);
    }

    /**
     * DATC 4.A.7.
     *
     * @param v the option
     * @return this builder
     */
    public Builder dislodgedUnitBounce(DislodgedUnitBounce v) {
      return set(RuleSetting.DISLODGED_UNIT_BOUNCE, v);
    }

    /**
     * DATC 4.B.2.
     *
     * @param v the option
     * @return this builder
     */
    public Builder omittedCoastOneCoast(OmittedCoastOneCoastPossible v) {
      return set(RuleSetting.OMITTED_COAST_ONE_COAST, v);
    }

    /**
     * DATC 4.B.3.
     *
     * @param v the option
     * @return this builder
     */
    public Builder impossibleCoast(ImpossibleCoast v) {
      return set(RuleSetting.IMPOSSIBLE_COAST, v);
    }

    /**
     * DATC 4.B.4.
     *
     * @param v the option
     * @return this builder
     */
    public Builder supportCoast(SupportCoast v) {
      return set(RuleSetting.SUPPORT_COAST, v);
    }

    /**
     * DATC 4.B.5.
     *
     * @param v the option
     * @return this builder
     */
    public Builder wrongCoastOfUnit(WrongCoastOfOrderedUnit v) {
      return set(RuleSetting.WRONG_COAST_OF_UNIT, v);
    }

    /**
     * DATC 4.B.6.
     *
     * @param v the option
     * @return this builder
     */
    public Builder unknownCoast(UnknownOrIrrelevantCoast v) {
      return set(RuleSetting.UNKNOWN_COAST, v);
    }

    /**
     * DATC 4.C.1.
     *
     * @param v the option
     * @return this builder
     */
    public Builder missingUnitType(MissingUnitType v) {
      return set(RuleSetting.MISSING_UNIT_TYPE, v);
    }

    /**
     * DATC 4.C.2.
     *
     * @param v the option
     * @return this builder
     */
    public Builder wrongUnitType(WrongUnitType v) {
      return set(RuleSetting.WRONG_UNIT_TYPE, v);
    }

    /**
     * DATC 4.C.3.
     *
     * @param v the option
     * @return this builder
     */
    public Builder buildWithoutUnitType(BuildWithoutUnitType v) {
      return set(RuleSetting.BUILD_WITHOUT_UNIT_TYPE, v);
    }

    /**
     * DATC 4.C.4.
     *
     * @param v the option
     * @return this builder
     */
    public Builder fleetBuildInland(FleetBuildInland v) {
      return set(RuleSetting.FLEET_BUILD_INLAND, v);
    }

    /**
     * DATC 4.C.5.
     *
     * @param v the option
     * @return this builder
     */
    public Builder missingNationality(MissingNationality v) {
      return set(RuleSetting.MISSING_NATIONALITY, v);
    }

    /**
     * DATC 4.C.6.
     *
     * @param v the option
     * @return this builder
     */
    public Builder wrongNationality(WrongNationality v) {
      return set(RuleSetting.WRONG_NATIONALITY, v);
    }

    /**
     * DATC 4.D.3.
     *
     * @param v the option
     * @return this builder
     */
    public Builder multipleOrders(MultipleOrdersForOneUnit v) {
      return set(RuleSetting.MULTIPLE_ORDERS, v);
    }

    /**
     * DATC 4.D.4.
     *
     * @param v the option
     * @return this builder
     */
    public Builder tooManyBuilds(TooManyBuilds v) {
      return set(RuleSetting.TOO_MANY_BUILDS, v);
    }

    /**
     * DATC 4.D.5.
     *
     * @param v the option
     * @return this builder
     */
    public Builder twoBuildsInOneProvince(TwoBuildsInOneProvince v) {
      return set(RuleSetting.TWO_BUILDS_IN_ONE_PROVINCE, v);
    }

    /**
     * DATC 4.D.6.
     *
     * @param v the option
     * @return this builder
     */
    public Builder tooManyDisbands(TooManyDisbands v) {
      return set(RuleSetting.TOO_MANY_DISBANDS, v);
    }

    /**
     * DATC 4.D.7.
     *
     * @param v the option
     * @return this builder
     */
    public Builder waivingBuilds(WaivingBuilds v) {
      return set(RuleSetting.WAIVING_BUILDS, v);
    }

    /**
     * DATC 4.D.8.
     *
     * @param v the option
     * @return this builder
     */
    public Builder civilDisorderRemoval(CivilDisorderRemoval v) {
      return set(RuleSetting.CIVIL_DISORDER_REMOVAL, v);
    }

    /**
     * DATC 4.D.9.
     *
     * @param v the option
     * @return this builder
     */
    public Builder holdSupportInCivilDisorder(HoldSupportInCivilDisorder v) {
      return set(RuleSetting.HOLD_SUPPORT_IN_CIVIL_DISORDER, v);
    }

    /**
     * Where a power may build (a map's {@code BUILD_ANY} flag widens it: {@link Rulebook#buildSitesOn}).
     *
     * @param v the option
     * @return this builder
     */
    public Builder buildSites(BuildSites v) {
      return set(RuleSetting.BUILD_SITES, v);
    }

    /**
     * Centres needed to win; 0 means more than half of the map's centres.
     *
     * @param centres the centres needed to win; 0 for more than half of the map's centres
     * @return this builder
     */
    public Builder victoryCentres(int centres) {
      checkArgument(centres >= 0, "victory centres must not be negative: %s", centres);
      this.victoryCentres = centres;
      return this;
    }

    /**
     * When retreats are ordered.
     *
     * @param v the option
     * @return this builder
     */
    public Builder retreatOrdering(RetreatOrdering v) {
      return set(RuleSetting.RETREATS, v);
    }

    /**
     * When builds and removals are ordered.
     *
     * @param v the option
     * @return this builder
     */
    public Builder adjustmentOrdering(AdjustmentOrdering v) {
      return set(RuleSetting.ADJUSTMENTS, v);
    }

    /**
     * Self-dislodgement.
     *
     * @param v the option
     * @return this builder
     */
    public Builder selfDislodgement(SelfDislodgement v) {
      return set(RuleSetting.SELF_DISLODGEMENT, v);
    }

    /**
     * How the game is won.
     *
     * @param v the option
     * @return this builder
     */
    public Builder victoryRule(VictoryRule v) {
      return set(RuleSetting.VICTORY_RULE, v);
    }

    /**
     * The year after whose Fall the most centres win (house rules).
     *
     * @param year the year
     * @return this builder
     */
    public Builder victoryYear(int year) {
      checkArgument(year > 0, "victory year must be positive: %s", year);
      this.victoryYear = year;
      return this;
    }

    /**
     * The rulebook with the choices made.
     *
     * @return the rulebook
     */
    public Rulebook build() {
      return new Rulebook(this);
    }
  }
}
