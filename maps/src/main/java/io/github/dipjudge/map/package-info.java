/**
 * The geography of Diplomacy: an immutable {@link io.github.dipjudge.map.GameMap} and the values it is made of.
 *
 * <p>Where to start: {@link io.github.dipjudge.map.GameMap#standard()} gives the standard map;
 * {@link io.github.dipjudge.map.GameMap#variant(String)} the shipped variants ({@code pure}, {@code fleetrome},
 * {@code ancmed}, {@code 1900}, {@code modern}, {@code youngstown}, {@code chaos}, {@code mila-modern});
 * {@link io.github.dipjudge.map.GameMap#load(java.nio.file.Path)} reads a map file, in the project's format or in
 * DPjudge's {@code .map} format. A map holds {@link io.github.dipjudge.map.Province provinces}; each has a
 * province-level {@link io.github.dipjudge.map.Location location} and, when its coasts are split, one location per
 * {@link io.github.dipjudge.map.Coast coast}. Units stand on locations; adjacency is per
 * {@link io.github.dipjudge.map.UnitType unit type}
 * ({@link io.github.dipjudge.map.GameMap#neighbours(Location, UnitType)}). The
 * {@link io.github.dipjudge.map.Power powers} carry their home centres and the map its
 * {@link io.github.dipjudge.map.StartingUnit starting units}, its {@link io.github.dipjudge.map.FirstPhase first
 * phase} and, for the variants, the data the rules need (victory counts, rule flags, ports, partisan sites,
 * {@link io.github.dipjudge.map.CrossingRule special borders}). This package knows nothing of orders or rules:
 * those are in the module {@code io.github.dipjudge.core}.
 *
 * <p>Names: every province, coast and power is found by its id, its English name or any alias the map gives
 * (other languages included), case-insensitively and ignoring spaces, dots, hyphens and apostrophes, as
 * {@link io.github.dipjudge.map.Names} describes; a name that is unknown throws
 * {@link io.github.dipjudge.map.UnknownNameException}, which suggests the closest known names. Each look-up costs
 * time linear in the length of the text.
 *
 * <p>Errors: a map file that cannot be loaded throws {@link io.github.dipjudge.map.MapFormatException}, which lists
 * every problem with its source, line and offending text; a map is either loaded whole or not at all.
 *
 * <p>Contract across the package: every public value is immutable and thread-safe, and may be shared freely
 * between threads once obtained. Provinces, locations, coasts and powers belong to the map that created them and
 * are compared by identity; passing one of another map to a {@code GameMap} method throws
 * {@link java.lang.IllegalArgumentException}. No method accepts null: a null argument throws
 * {@link java.lang.NullPointerException}, and no method returns null (an absent value is an empty
 * {@link java.util.Optional} or collection).
 */
package io.github.dipjudge.map;
