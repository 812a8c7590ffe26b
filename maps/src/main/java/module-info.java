/**
 * dipjudge maps: the geography of Diplomacy. An immutable {@link io.github.dipjudge.map.GameMap} (provinces, coasts,
 * adjacency per unit type, powers with their home centres, the starting position, names in several languages), the
 * map-file formats (the project's own and DPjudge's) with their loaders, the standard map and the shipped variants.
 * Knows nothing of orders or rules. Start at {@link io.github.dipjudge.map.GameMap#standard()}.
 */
// "module": the qualified export names io.github.dipjudge.core, which is built after this module.
@SuppressWarnings("module")
module io.github.dipjudge.maps {
  requires transitive com.google.common;

  exports io.github.dipjudge.map;
  exports io.github.dipjudge.map.internal to io.github.dipjudge.core;
}
