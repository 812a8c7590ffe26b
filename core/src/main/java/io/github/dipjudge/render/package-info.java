/**
 * Pictures of positions, orders and results as standalone SVG documents, on the drawings of the shipped maps
 * ({@link io.github.dipjudge.map.MapDrawing}). Start at {@link io.github.dipjudge.render.MapRenderer}.
 */
package io.github.dipjudge.render;
