/**
 * The rulebook: every choice an adjudication follows.
 *
 * <p>Where to start: {@link io.github.dipjudge.rules.Rulebook#datc()} is the DATC v3.0 preference on every issue,
 * the right default. {@link io.github.dipjudge.rules.Rulebook#preset(String)} gives a named preset
 * ({@link io.github.dipjudge.rules.Rulebook#presetNames()}: {@code datc}, the rulebook editions {@code 1971},
 * {@code 1982} and {@code 2000}, {@code dptg}, {@code webdiplomacy}, and {@code house} for the simplified-Chinese
 * house rules), each summarised in a line by {@link io.github.dipjudge.rules.Rulebook#presetSummaries()}. Single choices are
 * changed by value ({@link io.github.dipjudge.rules.Rulebook#with(Enum)}) or by DATC issue number and option letter
 * ({@link io.github.dipjudge.rules.Rulebook#with(String, String) with("4.D.3", "A")}), as the case files write them;
 * {@link io.github.dipjudge.rules.Rulebook#builder()} sets several at once.
 *
 * <p>Each DATC v3.0 chapter 4 issue that can change an outcome is an enum nested in
 * {@link io.github.dipjudge.rules.Rulebook}, its constants named after the DATC's option letters; beside them are
 * the victory condition and the house rules' choices (retreats and adjustments ordered with the movement orders,
 * the self-dislodgement ban).
 *
 * <p>Contract across the package: a rulebook is immutable and thread-safe; equal rulebooks (every setting equal,
 * whatever their names) adjudicate alike. Methods throw {@link java.lang.NullPointerException} for a null argument
 * and {@link java.lang.IllegalArgumentException} for an unknown preset, issue or option, with a message listing the
 * known ones. The builder is mutable and not thread-safe.
 */
package io.github.dipjudge.rules;
