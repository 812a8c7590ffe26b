/**
 * The state of a game between adjudications: positions, phases and units.
 *
 * <p>Where to start: {@link io.github.dipjudge.position.Position#initial(io.github.dipjudge.map.GameMap)} gives the
 * position a game on a map starts from (the map's starting units, and the centres its powers own); a
 * {@link io.github.dipjudge.position.Position.Builder} sets up any other position, unit by unit. A position holds
 * its {@link io.github.dipjudge.position.Phase} (year, {@link io.github.dipjudge.position.Season} and
 * {@link io.github.dipjudge.position.PhaseType}), the {@link io.github.dipjudge.position.Unit units} on the board,
 * in a retreat phase the {@link io.github.dipjudge.position.DislodgedUnit dislodged units} and the provinces left
 * empty by a standoff, and the owner of each supply centre. The adjudicators take a position and orders and return
 * the position of the next phase; a position never changes.
 *
 * <p>Contract across the package: every value is immutable and thread-safe, with value equality, and may be
 * shared freely. Every value belongs to one map (the provinces, locations and powers it names are that map's).
 * Constructors, factories and builders throw {@link java.lang.NullPointerException} for a null argument and
 * {@link java.lang.IllegalArgumentException} for content that cannot be (a fleet inland, two units in one
 * province, a phase in a year outside {@value io.github.dipjudge.position.Phase#MIN_YEAR} to
 * {@value io.github.dipjudge.position.Phase#MAX_YEAR}). No method returns null but the two look-ups by province
 * index that say so, kept for hot loops that must not allocate; every other absent value is an empty
 * {@link java.util.Optional} or collection.
 */
package io.github.dipjudge.position;
