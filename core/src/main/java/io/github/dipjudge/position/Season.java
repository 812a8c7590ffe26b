package io.github.dipjudge.position;

/** The seasons of a game year. Thread safety: an enum, immutable. */
public enum Season {
  SPRING,
  FALL,
  WINTER;

  /** {@code Spring}, {@code Fall}, {@code Winter}. */
  public String displayName() {
    return name().charAt(0) + name().substring(1).toLowerCase(java.util.Locale.ROOT);
  }
}
