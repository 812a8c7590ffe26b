package io.github.dipjudge.adjudicate.turn;

/**
 * The judge's random draws (house rules): a SplitMix64 generator whose whole state is one long, so that a game can
 * carry it and replay identically. Not thread-safe.
 */
public final class JudgeRandom {
  private long state;

  JudgeRandom(long seed) {
    this.state = seed;
  }

  long state() {
    return state;
  }

  private long next() {
    long z = (state += 0x9E3779B97F4A7C15L);
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** A draw from {@code 0 .. bound-1}, uniform. */
  int nextInt(int bound) {
    if (bound <= 1) {
      return 0;
    }
    long r = next() >>> 1;
    return (int) (r % bound);
  }
}
