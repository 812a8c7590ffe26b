/**
 * Not API: ways between the library's own packages that the public types do not offer, such as the adjudicators'
 * path into a position's arrays ({@link io.github.dipjudge.internal.PositionAccess}). The module
 * {@code io.github.dipjudge.core} does not export this package; on the class path, no program but the library may
 * rely on it, and it may change in any release.
 */
package io.github.dipjudge.internal;
