/**
 * Not API: ways from the module {@code io.github.dipjudge.maps} to the library's rules that the public types do not
 * offer, such as a province's home power without an {@link java.util.Optional}
 * ({@link io.github.dipjudge.map.internal.MapAccess}). Exported to {@code io.github.dipjudge.core} alone; on the class
 * path, no program but the library may rely on it, and it may change in any release.
 */
package io.github.dipjudge.map.internal;
