/**
 * DAIDE, the Diplomacy AI Development Environment's protocol: the tokens of a map ({@link
 * io.github.dipjudge.daide.DaideTokens}), messages as token sequences ({@link io.github.dipjudge.daide.DaideMessage})
 * and the level-0 messages about the board written from the library's values and read back ({@link
 * io.github.dipjudge.daide.DaideMessages}); and a level-0 game served to DAIDE clients on any transport ({@link
 * io.github.dipjudge.daide.DaideGame}, each client a {@link io.github.dipjudge.daide.DaideClient}, its options {@link
 * io.github.dipjudge.daide.DaideGameOptions}). The order notation itself is {@link io.github.dipjudge.order.DaideNotation}.
 */
package io.github.dipjudge.daide;
