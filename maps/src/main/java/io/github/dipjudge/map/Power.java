package io.github.dipjudge.map;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;

/**
 * A great power of a map: id, name, adjective, aliases, home centres and home territory, the centres it owns at the
 * start and its partisan sites.
 *
 * <p>Home territory is the set of provinces of the country as the board colours them (Apulia is Italian, though no
 * supply centre); home centres are the supply centres among them where the power builds.
 *
 * <p>Immutable and thread-safe. Instances belong to one {@link GameMap}; two powers are equal only when they are the
 * same object. {@link #index()} is dense, in the map file's order.
 */
public final class Power {
  private final int index;
  private final String id;
  private final String name;
  private final String adjective;
  private final ImmutableList<String> aliases;
  private final ImmutableMap<String, String> localNames;
  ImmutableList<Province> homeCentres = ImmutableList.of();
  ImmutableList<Province> territory = ImmutableList.of();
  ImmutableList<Province> initialCentres = ImmutableList.of();
  ImmutableList<Province> partisanSites = ImmutableList.of();
  boolean dummy;
  ImmutableMap<Province, ImmutableList<Province>> alternativeHomes = ImmutableMap.of();
  ImmutableMap<Integer, ImmutableMap<Province, ImmutableList<Province>>> yearAlternativeHomes = ImmutableMap.of();
  League league;
  int claims;

  Power(int index, String id, String name, String adjective, ImmutableList<String> aliases,
      ImmutableMap<String, String> localNames) {
    this.index = index;
    this.id = id;
    this.name = name;
    this.adjective = adjective;
    this.aliases = aliases;
    this.localNames = localNames;
  }

  /**
   * The dense index of this power.
   *
   * @return its position in {@link GameMap#powers()}, from 0, in the map file's order
   */
  public int index() {
    return index;
  }

  /**
   * The canonical id.
   *
   * @return the id, lower case and unique among the map's powers: {@code england}
   */
  public String id() {
    return id;
  }

  /**
   * The English name, as orders and results print it.
   *
   * @return the name: {@code England}
   */
  public String name() {
    return name;
  }

  /**
   * The English adjective, as a nationality is written in an order ({@code Supports English F nth}).
   *
   * @return the adjective: {@code English}
   */
  public String adjective() {
    return adjective;
  }

  /**
   * Every other name the map file gives this power; each is accepted by {@link GameMap#power(String)}.
   *
   * @return the aliases, codes ({@code ENG}) and names in other languages, in the map file's order; possibly empty
   */
  public ImmutableList<String> aliases() {
    return aliases;
  }

  /**
   * The home supply centres, where this power builds.
   *
   * @return the home centres, supply centres of the same map, in the map file's order; empty for a power that has
   *     none
   */
  public ImmutableList<Province> homeCentres() {
    return homeCentres;
  }

  /**
   * The provinces of the country as the board colours them.
   *
   * @return the territory, a superset of the home centres; the home centres themselves when the map file gives no
   *     territory (DPjudge's format has none)
   */
  public ImmutableList<Province> territory() {
    return territory;
  }

  /**
   * The supply centres this power owns when the game begins, in the map file's order: its home centres unless the
   * map says otherwise (on {@code 1900} Britain also owns Egypt and France Algeria, where they cannot build).
   *
   * @return the centres owned at the start; no centre is in two powers' lists; possibly empty
   */
  public ImmutableList<Province> initialCentres() {
    return initialCentres;
  }

  /**
   * The partisan sites (DPjudge's {@code *} home sites, Siberia for Russia on {@code 1900}): provinces that are no
   * supply centre where this power may nevertheless build, if and only if it owns at least one but not all of its
   * home centres (map-file-syntax.txt, "Conditional Building in Non-Supply Centers").
   *
   * @return the partisan sites, land provinces that are in no other power's list; empty on the standard map
   */
  public ImmutableList<Province> partisanSites() {
    return partisanSites;
  }

  /**
   * Whether the power is a dummy (DPjudge's {@code DUMMY} line, as {@code sengoku}'s neutral armies): no player takes
   * its role. What that means in play the map's rule flags say ({@link GameMap#ruleFlags()}: {@code CD_DUMMIES},
   * {@code CD_BUILDS}, {@code IMMOBILE_DUMMIES}); core applies them (core/README.md, "Dummy powers").
   *
   * @return true for a dummy power; false on every map without a {@code dummy} line
   */
  public boolean isDummy() {
    return dummy;
  }

  /**
   * The alternative home centres (DPjudge's {@code @} home sites, {@code zeus}'s California for the U.S.A.), each with
   * its limits: home centres of this power that are no alternatives. An alternative is a home centre like any other
   * (it is in {@link #homeCentres()}), but the power may not build on it and on every open one of its limits in the
   * same adjustment phase (on every other open home centre when it has no limits), its builds are capped at its
   * open build sites that are no alternatives, and a limited alternative is no build site while none of its limits is
   * one (maps/README.md, "Alternative home centres"; core applies this).
   *
   * @return the alternatives, in the map file's order, each with its limits (empty: unlimited); empty on every map
   *     without {@code @}
   */
  public ImmutableMap<Province, ImmutableList<Province>> alternativeHomes() {
    return alternativeHomes;
  }

  /**
   * The alternative home centres in the adjustment phase of a year: those the map gives for that year's adjustments
   * (DPjudge's {@code IN W1939A} block with a home list, {@code zeus}: California an alternative of New York only in
   * the Winter 1939 adjustments) or else {@link #alternativeHomes()}.
   *
   * @param year a game year, as {@code Phase.year()} counts it
   * @return the alternatives in force in that year's adjustments, each with its limits (empty: unlimited)
   */
  public ImmutableMap<Province, ImmutableList<Province>> alternativeHomes(int year) {
    ImmutableMap<Province, ImmutableList<Province>> inYear = yearAlternativeHomes.get(year);
    return inYear != null ? inYear : alternativeHomes;
  }

  /**
   * The alternative home centres the map gives for the adjustments of particular years, replacing
   * {@link #alternativeHomes()} there ({@link #alternativeHomes(int)}).
   *
   * @return by year, in increasing order, the alternatives in force in that year's adjustments (possibly none);
   *     empty on every map without such a block
   */
  public ImmutableMap<Integer, ImmutableMap<Province, ImmutableList<Province>>> yearAlternativeHomes() {
    return yearAlternativeHomes;
  }

  /**
   * Whether the power has an alternative home centre in some adjustment phase ({@link #alternativeHomes()} or
   * {@link #yearAlternativeHomes()} not empty); false on every map without {@code @}, so that callers skip the rule
   * with one test.
   *
   * @return whether any alternative home centre rule concerns this power
   */
  public boolean hasAlternativeHomes() {
    return !alternativeHomes.isEmpty() || !yearAlternativeHomes.isEmpty();
  }

  /**
   * The power's league (DPjudge's {@code LEAGUE} line, as on {@code ambition}), which limits the supports and
   * convoys of a {@code STRICT} or {@code BENIGN} power ({@link League}; core applies it).
   *
   * @return the league; empty on every map without a {@code league} line for the power
   */
  public java.util.Optional<League> league() {
    return java.util.Optional.ofNullable(league);
  }

  /**
   * How many home centres the power may claim during the game (DPjudge's {@code &SC} entries in its home list,
   * {@code ambition}; map-file-syntax.txt, "Claiming New Home Centers"): while it has a claim left it may build on any
   * centre it owns, and a build on one that is none of its home centres makes that centre its home for good. Core's
   * {@code Position.claimedHomes} holds the claims made.
   *
   * @return the number of claimable home centres; 0 on every map without them
   */
  public int claimableHomes() {
    return claims;
  }

  /**
   * The name to print in a language.
   *
   * @param language a language tag as the map file tags names: {@code "zh-Hans"}, {@code "zh-Hant"}, {@code "ru"};
   *     matched exactly
   * @return the name the map gives in that language, or the English name {@link #name()} when it gives none
   * @throws NullPointerException if {@code language} is null
   */
  public String name(String language) {
    checkNotNull(language, "language");
    return localNames.getOrDefault(language, name);
  }

  /**
   * The names per language that the map file tags.
   *
   * @return the names by language tag; empty when the map file tags none
   */
  public ImmutableMap<String, String> localNames() {
    return localNames;
  }

  /** The English name, {@link #name()}. */
  @Override
  public String toString() {
    return name;
  }
}
