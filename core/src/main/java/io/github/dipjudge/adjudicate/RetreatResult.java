package io.github.dipjudge.adjudicate;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Province;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;

/**
 * The complete result of a retreat phase: a result per order, each dislodged unit's legal retreats, the units that
 * retreated (where they went) and the units disbanded (also those without a valid order), and the position of the
 * next phase. After a Fall retreat phase, supply-centre ownership in the next position follows the units.
 *
 * <p>Immutable and thread-safe.
 */
public final class RetreatResult implements PhaseResult {
  private final Position position;
  private final ImmutableList<OrderResult> results;
  private final ImmutableMap<Province, ImmutableList<Location>> retreatOptions;
  private final ImmutableList<Unit> retreated;
  private final ImmutableList<Unit> disbanded;
  private final Position next;

  RetreatResult(Position position, ImmutableList<OrderResult> results,
      ImmutableMap<Province, ImmutableList<Location>> retreatOptions, ImmutableList<Unit> retreated,
      ImmutableList<Unit> disbanded, Position next) {
    this.position = position;
    this.results = results;
    this.retreatOptions = retreatOptions;
    this.retreated = retreated;
    this.disbanded = disbanded;
    this.next = next;
  }

  @Override
  public Position position() {
    return position;
  }

  @Override
  public ImmutableList<OrderResult> results() {
    return results;
  }

  /**
   * For each dislodged unit's province, the locations it could retreat to, in location order.
   *
   * @param province the province
   * @return for each dislodged unit's province, the locations it could retreat to, in location order
   */
  public ImmutableList<Location> retreatOptions(Province province) {
    return retreatOptions.getOrDefault(province, ImmutableList.of());
  }

  /**
   * For each dislodged unit's province, the locations it could retreat to.
   *
   * @return for each dislodged unit's province, the locations it could retreat to
   */
  public ImmutableMap<Province, ImmutableList<Location>> retreatOptions() {
    return retreatOptions;
  }

  /**
   * The units that retreated, at their new locations.
   *
   * @return the units that retreated, at their new locations
   */
  public ImmutableList<Unit> retreated() {
    return retreated;
  }

  /**
   * The dislodged units that were disbanded (ordered to, bounced, or without a valid order), where they stood.
   *
   * @return the dislodged units that were disbanded (ordered to, bounced, or without a valid order), where they stood
   */
  public ImmutableList<Unit> disbanded() {
    return disbanded;
  }

  @Override
  public Position nextPosition() {
    return next;
  }

  @Override
  public ImmutableList<BoardChange> changes() {
    return BoardChanges.of(this);
  }

  @Override
  public String toString() {
    return "RetreatResult[" + position.phase() + ", " + retreated.size() + " retreated, " + disbanded.size()
        + " disbanded]";
  }
}
