/**
 * The Java side of the Python package {@code dipjudge} (the {@code python/} folder of the source tree): a game kept
 * between calls with MILA's names, and a batch of games played inside the JVM. Not an API for Java programs: its
 * classes exist so that a Python call costs one crossing of the JPype bridge (a text, or an array of bytes or ints,
 * in and out) instead of one per order: a phase played from Python crosses it twice
 * ({@link MilaGameHandle#orderTable}, {@link MilaGameHandle#advance}), and the classes change with the Python
 * package. Java programs use {@code Game}, {@code OrderSheet}, {@code MilaFormat}, {@code LegalOrders} and
 * {@code Simulation} directly.
 */
package io.github.dipjudge.python;
