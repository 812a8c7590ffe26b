package io.github.dipjudge.adjudicate;

/**
 * Why an order had its {@link Outcome}: a value a program can switch on and a person can read
 * ({@link #description()}). The constants whose outcome is {@link Outcome#ILLEGAL} are the reasons an order is
 * illegal in the sense of DATC 4.E.1.
 *
 * <p>Thread safety: an enum, immutable.
 */
public enum Reason {
  // ---- Movement phase: what happened

  /** The unit moved. */
  MOVED(Outcome.SUCCEEDED, "the unit moved"),

  /** The unit held its province. */
  HELD(Outcome.SUCCEEDED, "the unit held its province"),

  /** The support was given. */
  SUPPORT_GIVEN(Outcome.SUCCEEDED, "the support was given"),

  /** The fleet convoyed (it was not dislodged). */
  CONVOYED(Outcome.SUCCEEDED, "the fleet convoyed (it was not dislodged)"),

  /** The move bounced; {@code by} are the units it bounced with. */
  BOUNCED(Outcome.FAILED, "the move bounced; \"by\" are the units it bounced with"),

  /** The move was too weak against the unit in the destination; {@code by} is that unit's province. */
  FAILED_TO_DISLODGE(Outcome.FAILED, "the move was too weak against the unit in the destination; \"by\" is that unit's province"),

  /** No chain of convoying fleets leads to the destination. */
  NO_CONVOY_ROUTE(Outcome.FAILED, "no chain of convoying fleets leads to the destination"),

  /** The convoy failed: {@code by} are the convoying fleets that were dislodged. */
  CONVOY_DISRUPTED(Outcome.FAILED, "the convoy failed: \"by\" are the convoying fleets that were dislodged"),

  /** A convoy paradox was settled by the rulebook's paradox rule: the convoy failed. */
  CONVOY_PARADOX(Outcome.FAILED, "a convoy paradox was settled by the rulebook's paradox rule: the convoy failed"),

  /** The unit was dislodged; {@code by} is the province the attacker came from. */
  DISLODGED(Outcome.FAILED, "the unit was dislodged; \"by\" is the province the attacker came from"),

  /** The support was cut; {@code by} are the provinces of the attacking units. */
  SUPPORT_CUT(Outcome.FAILED, "the support was cut; \"by\" are the provinces of the attacking units"),

  /** The support matched no order of the supported unit. */
  SUPPORT_VOID(Outcome.FAILED, "the support matched no order of the supported unit"),

  /** The convoy matched no move of the army. */
  CONVOY_VOID(Outcome.FAILED, "the convoy matched no move of the army"),

  // ---- Movement phase: illegal orders (DATC 4.E.1)

  /** There is no unit at the ordered location. */
  NO_UNIT(Outcome.ILLEGAL, "there is no unit at the ordered location"),

  /** The unit belongs to another power. */
  FOREIGN_UNIT(Outcome.ILLEGAL, "the unit belongs to another power"),

  /** The order names the wrong unit type (DATC 4.C.2 option A). */
  WRONG_UNIT_TYPE(Outcome.ILLEGAL, "the order names the wrong unit type (DATC 4.C.2 option A)"),

  /** The order names no unit type (DATC 4.C.1 option A or C). */
  MISSING_UNIT_TYPE(Outcome.ILLEGAL, "the order names no unit type (DATC 4.C.1 option A or C)"),

  /** The order names a coast the fleet is not on (DATC 4.B.5 option A). */
  WRONG_COAST_OF_UNIT(Outcome.ILLEGAL, "the order names a coast the fleet is not on (DATC 4.B.5 option A)"),

  /** The order names a coast where coasts mean nothing (DATC 4.B.6 option A). */
  IRRELEVANT_COAST(Outcome.ILLEGAL, "the order names a coast where coasts mean nothing (DATC 4.B.6 option A)"),

  /** The order asks for a convoy, and no chain of fleets on the board could carry the army there. */
  NO_CONVOY_CHAIN(Outcome.ILLEGAL, "the order asks for a convoy, and no chain of fleets on the board could carry the army there"),

  /** The destination cannot be reached in one move, and no chain of fleets on the board could convoy there. */
  NOT_ADJACENT(Outcome.ILLEGAL, "the destination cannot be reached in one move, and no chain of fleets on the board could convoy there"),

  /** An army cannot enter a sea. */
  ARMY_TO_SEA(Outcome.ILLEGAL, "an army cannot enter a sea"),

  /** A fleet cannot enter an inland province. */
  FLEET_TO_LAND(Outcome.ILLEGAL, "a fleet cannot enter an inland province"),

  /** A unit cannot move to the province it stands in. */
  MOVE_TO_OWN_PROVINCE(Outcome.ILLEGAL, "a unit cannot move to the province it stands in"),

  /** The destination has two coasts and the order names none that can be taken (DATC 4.B.1, 4.B.2). */
  MISSING_COAST(Outcome.ILLEGAL, "the destination has two coasts and the order names none that can be taken (DATC 4.B.1, 4.B.2)"),

  /** The fleet cannot reach the coast named (DATC 4.B.3). */
  IMPOSSIBLE_COAST(Outcome.ILLEGAL, "the fleet cannot reach the coast named (DATC 4.B.3)"),

  /** A unit cannot support a move into, or the holding of, its own province. */
  SUPPORT_OWN_PROVINCE(Outcome.ILLEGAL, "a unit cannot support a move into, or the holding of, its own province"),

  /** The supporting unit could not itself move to the province it supports into. */
  SUPPORT_UNREACHABLE(Outcome.ILLEGAL, "the supporting unit could not itself move to the province it supports into"),

  /**
   * Support cannot be given across this border: a strait ({@code ~}) or a Cape of Good Hope border ({@code *}) of the
   * map (DPjudge's map-file-syntax.txt, "Special Restrictions").
   */
  SUPPORT_ACROSS_BORDER(Outcome.ILLEGAL,
      "support cannot be given across this border (a strait or the Cape of Good Hope)"),

  /** The supported move could never be made (DATC 6.D.22, 6.D.31). */
  SUPPORT_IMPOSSIBLE_MOVE(Outcome.ILLEGAL, "the supported move could never be made (DATC 6.D.22, 6.D.31)"),

  /** There is no unit at the supported location. */
  SUPPORT_NO_UNIT(Outcome.ILLEGAL, "there is no unit at the supported location"),

  /** Only a fleet at sea, or in a port (a map's {@code port} province, DPjudge's PORT), can convoy. */
  CONVOY_NOT_AT_SEA(Outcome.ILLEGAL, "only a fleet at sea (or in a port) can convoy"),

  /** An army cannot convoy. */
  CONVOY_BY_ARMY(Outcome.ILLEGAL, "an army cannot convoy"),

  /** Only an army can be convoyed. */
  CONVOY_OF_FLEET(Outcome.ILLEGAL, "only an army can be convoyed"),

  /** There is no unit at the location of the army to convoy. */
  CONVOY_NO_ARMY(Outcome.ILLEGAL, "there is no unit at the location of the army to convoy"),

  /** No chain of fleets from the army to its destination needs this fleet (DATC 6.G.19). */
  CONVOY_NOT_NEEDED(Outcome.ILLEGAL, "no chain of fleets from the army to its destination needs this fleet (DATC 6.G.19)"),

  /** The convoy's destination is no province an army can be convoyed to. */
  CONVOY_IMPOSSIBLE_DESTINATION(Outcome.ILLEGAL, "the convoy's destination is no province an army can be convoyed to"),

  /** The order omits the nationality of the unit it refers to (DATC 4.C.5 option A or C). */
  MISSING_NATIONALITY(Outcome.ILLEGAL, "the order omits the nationality of the unit it refers to (DATC 4.C.5 option A or C)"),

  /** The order names the wrong nationality (DATC 4.C.6 option A or C). */
  WRONG_NATIONALITY(Outcome.ILLEGAL, "the order names the wrong nationality (DATC 4.C.6 option A or C)"),

  /**
   * The unit has two or more different orders and none counts (DATC 4.D.3 option C): in a movement phase it holds;
   * in a retreat phase it is disbanded.
   */
  MULTIPLE_ORDERS(Outcome.ILLEGAL, "the unit has two or more different orders and none counts (DATC 4.D.3): it holds, "
      + "or in a retreat phase is disbanded"),

  /** The unit has another order, which was carried out instead (DATC 4.D.3). */
  SUPERSEDED(Outcome.ILLEGAL, "the unit has another order, which was carried out instead (DATC 4.D.3)"),

  /** This kind of order does not belong to this phase. */
  WRONG_PHASE(Outcome.ILLEGAL, "this kind of order does not belong to this phase"),

  // ---- Retreat phase

  /** The unit retreated. */
  RETREATED(Outcome.SUCCEEDED, "the unit retreated"),

  /** Two or more units retreated to the same province: all are disbanded; {@code by} are the others. */
  RETREAT_BOUNCED(Outcome.FAILED, "two or more units retreated to the same province: all are disbanded; \"by\" are the others"),

  /**
   * The unit retreated across a special border (a Cape of Good Hope border {@code *} or a strait {@code ~}) to a
   * province another unit also retreated to: it gives way and is disbanded, and the other unit retreats there (unless
   * a third one meets it); {@code by} are the others (DPjudge's map-file-syntax.txt).
   */
  RETREAT_GAVE_WAY(Outcome.FAILED,
      "the unit retreated across a special border where another unit retreated too: it gave way and was disbanded"),

  /** The unit was disbanded. */
  DISBANDED(Outcome.SUCCEEDED, "the unit was disbanded"),

  /** The unit was not dislodged, so its retreat ordered in advance did not apply (house rules). */
  NOT_NEEDED(Outcome.FAILED, "the unit was not dislodged, so the retreat ordered in advance did not apply"),

  /**
   * The judge placed the dislodged unit (house rules): no place of its list could be taken (none was a legal retreat,
   * or other retreating units went there); {@code by} is where it went.
   */
  PLACED_BY_JUDGE(Outcome.SUCCEEDED, "no listed place could be taken: the judge placed the unit"),

  /** The unit is not dislodged and cannot retreat. */
  NOT_DISLODGED(Outcome.ILLEGAL, "the unit is not dislodged and cannot retreat"),

  /** A unit may not retreat to the province its attacker came from. */
  RETREAT_TO_ATTACKER_ORIGIN(Outcome.ILLEGAL, "a unit may not retreat to the province its attacker came from"),

  /** A unit may not retreat to a province left empty by a standoff. */
  RETREAT_TO_STANDOFF(Outcome.ILLEGAL, "a unit may not retreat to a province left empty by a standoff"),

  /** A unit may not retreat to an occupied province. */
  RETREAT_OCCUPIED(Outcome.ILLEGAL, "a unit may not retreat to an occupied province"),

  // ---- Adjustment phase

  /** The unit was built. */
  BUILT(Outcome.SUCCEEDED, "the unit was built"),

  /** The unit was removed. */
  REMOVED(Outcome.SUCCEEDED, "the unit was removed"),

  /** A build was waived. */
  WAIVED(Outcome.SUCCEEDED, "a build was waived"),

  /** Units are built only in home supply centres (and partisan sites, where the map has them). */
  NOT_HOME_CENTRE(Outcome.ILLEGAL, "units are built only in home supply centres"),

  /**
   * Units are built only in supply centres (and partisan sites, where the map has them): the rule where a power
   * builds on any owned centre ({@code BUILD_ANY}).
   */
  NOT_SUPPLY_CENTRE(Outcome.ILLEGAL, "units are built only in supply centres"),

  /** The centre is not owned by the building power. */
  CENTRE_NOT_OWNED(Outcome.ILLEGAL, "the centre is not owned by the building power"),

  /**
   * A partisan site is open for builds only while its power owns at least one, but not all, of its home centres
   * (DPjudge's map-file-syntax.txt).
   */
  PARTISAN_SITE_CLOSED(Outcome.ILLEGAL,
      "a partisan site is open only while the power owns some but not all of its home centres"),

  /**
   * Under DPjudge's {@code REMOTE_BUILDS} ({@code aberration}) a power builds only while it owns at least one of its
   * home centres (rules.txt).
   */
  NO_HOME_CENTRE_OWNED(Outcome.ILLEGAL, "the power owns none of its home centres and may not build (REMOTE_BUILDS)"),

  /**
   * The border is open only to the power that owns given supply centres, and the unit's power does not own them all
   * (DPjudge's center ownership restriction, {@code BLA ABUTS AEG(CON)}, as on {@code imperial}): no move, support
   * or retreat across it.
   */
  BORDER_CLOSED(Outcome.ILLEGAL, "the border is open only to the owner of given supply centres"),

  /**
   * The unit stands on a province shut this season ({@code GameMap.openSeasons}: loeb9's Arctic Ocean outside Spring)
   * and may only hold until it opens again (DPjudge's HIBERNATE rule): no move, support or convoy.
   */
  UNIT_HIBERNATING(Outcome.ILLEGAL, "the unit stands on a province shut this season and may only hold"),

  /**
   * The province is shut this season ({@code GameMap.openSeasons}: loeb9's Arctic Ocean outside Spring): no unit
   * moves, retreats or supports into it.
   */
  PROVINCE_SHUT(Outcome.ILLEGAL, "the province is shut this season"),

  /**
   * A dummy power's unit may not move (DPjudge's {@code IMMOBILE_DUMMIES}, as on {@code sengoku}) and, dislodged,
   * may not retreat ({@code IMMOBILE_DUMMIES} or {@code CD_DUMMIES}): {@code DummyRules}.
   */
  IMMOBILE_DUMMY(Outcome.ILLEGAL, "a dummy power's unit may not move or retreat"),

  /**
   * The order is for a power the power giving it does not control (DPjudge's {@code VASSAL_DUMMIES}, as on
   * {@code vassal}: only a vassal's controller orders it; Game.py line 4409, "NO CONTROL OVER"): {@code VassalRules}.
   */
  NO_CONTROL(Outcome.ILLEGAL, "the order is for a power that the power giving it does not control"),

  /**
   * The supporting or convoying unit's power is in a {@code STRICT} league ({@code League}, as {@code ambition}'s
   * Papacy) and the unit it helps belongs to a power of another league or of none (DPjudge's "STRICT LEAGUE
   * FORBIDS", Game.checkLeague): {@code LeagueRules}.
   */
  STRICT_LEAGUE(Outcome.ILLEGAL, "a strict league's power supports and convoys only units of its own league"),

  /**
   * The supporting or convoying unit's power is in a {@code BENIGN} league and the order helps a unit of a power
   * outside its friendly leagues move against a unit of a power of a friendly league (DPjudge's "LEAGUE FORBIDS",
   * Game.checkLeague): {@code LeagueRules}.
   */
  LEAGUE_FORBIDS(Outcome.ILLEGAL, "a benign league's power does not help another league attack a friendly league"),

  /** The home centre is occupied. */
  CENTRE_OCCUPIED(Outcome.ILLEGAL, "the home centre is occupied"),

  /** The power may not build. */
  NO_BUILDS_ALLOWED(Outcome.ILLEGAL, "the power may not build"),

  /** The power need not remove units. */
  NO_DISBANDS_DUE(Outcome.ILLEGAL, "the power need not remove units"),

  /** The build does not say army or fleet (DATC 4.C.3). */
  BUILD_UNIT_TYPE_MISSING(Outcome.ILLEGAL, "the build does not say army or fleet (DATC 4.C.3)"),

  /**
   * The build would claim a home centre ({@code Power.claimableHomes()}, DPjudge's {@code &SC}, {@code ambition}) and
   * the power has no claim left: an earlier build of the phase used it (DPjudge's "EXCESS HOME CENTER CLAIM", Game.py
   * line 4725).
   */
  EXCESS_CLAIM(Outcome.FAILED, "the power has claimed all the home centres it may"),

  /** The power has used all its builds (DATC 4.D.4). */
  TOO_MANY_BUILDS(Outcome.FAILED, "the power has used all its builds (DATC 4.D.4)"),

  /** The power has already removed as many units as it must (DATC 4.D.6). */
  TOO_MANY_DISBANDS(Outcome.FAILED, "the power has already removed as many units as it must (DATC 4.D.6)"),

  /**
   * The build would use every open site of a group of alternative home centres (DPjudge's {@code @}: an alternative
   * and its open limits, {@code zeus}'s California and New York in Winter 1939; "BUILDS IN ALL ALTERNATIVE SITES",
   * Game.py lines 4713-4719): the other sites of the group were built on by the power's earlier orders, or a limited
   * alternative has no open limit ({@code BuildSiteRules.alternativeGroups}).
   */
  ALTERNATIVE_SITES(Outcome.FAILED, "the power may not build on every open site of a group of alternative home"
      + " centres"),

  /** Another build was already ordered in this province (DATC 4.D.5). */
  ALREADY_BUILT_THERE(Outcome.FAILED, "another build was already ordered in this province (DATC 4.D.5)"),

  /**
   * The same removal was ordered twice, and the unit is removed by the other order (the earlier one, or under DATC
   * 4.D.6 option C the later one).
   */
  ALREADY_REMOVED(Outcome.FAILED, "the same removal was ordered twice: the unit is removed by the other order"),

  /** The rulebook does not allow waiving builds (DATC 4.D.7). */
  WAIVE_NOT_ALLOWED(Outcome.ILLEGAL, "the rulebook does not allow waiving builds (DATC 4.D.7)");

  private final Outcome outcome;
  private final String description;

  Reason(Outcome outcome, String description) {
    this.outcome = outcome;
    this.description = description;
  }

  /**
   * The outcome an order with this reason has.
   *
   * @return the outcome an order with this reason has
   */
  public Outcome outcome() {
    return outcome;
  }

  /**
   * A short English sentence saying what happened.
   *
   * @return a short English sentence saying what happened
   */
  public String description() {
    return description;
  }

  /**
   * Whether this reason makes an order illegal.
   *
   * @return whether this reason makes an order illegal
   */
  public boolean isIllegal() {
    return outcome == Outcome.ILLEGAL;
  }
}
