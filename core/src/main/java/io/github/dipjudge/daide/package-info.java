/**
 * DAIDE, the Diplomacy AI Development Environment's protocol: the tokens of a map ({@link
 * io.github.dipjudge.daide.DaideTokens}), messages as token sequences ({@link io.github.dipjudge.daide.DaideMessage})
 * and the level-0 messages about the board written from the library's values and read back ({@link
 * io.github.dipjudge.daide.DaideMessages}). The order notation itself is {@link io.github.dipjudge.order.DaideNotation}.
 */
package io.github.dipjudge.daide;
