package io.github.dipjudge.internal;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dipjudge.map.Power;
import io.github.dipjudge.position.DislodgedUnit;
import io.github.dipjudge.position.Phase;
import io.github.dipjudge.position.Position;
import io.github.dipjudge.position.Unit;
import org.junit.jupiter.api.Test;

/** {@link PositionAccess#install} takes Position's own instance alone. */
class PositionAccessTest {

  /** An instance of a class that is not nested in Position. */
  private static final class Impostor extends PositionAccess {
    @Override
    public byte[] units(Position p) {
      return new byte[0];
    }

    @Override
    public BoardCodes codes(Position p) {
      return null;
    }

    @Override
    public byte[] owners(Position p) {
      return new byte[0];
    }

    @Override
    public Power[] homes(Position p) {
      return null;
    }

    @Override
    public DislodgedUnit[] dislodged(Position p) {
      return new DislodgedUnit[0];
    }

    @Override
    public Position afterRetreats(Position from, Phase phase, byte[] units, int unitCount, byte[] owners,
        Power[] homes) {
      return from;
    }

    @Override
    public Position next(Position from, Phase phase, byte[] units, int unitCount, DislodgedUnit[] dislodged,
        long[] standoffs) {
      return from;
    }

    @Override
    public int[] pending(Position p) {
      return null;
    }

    @Override
    public Position afterAdjustments(Position from, Phase phase, byte[] units, int unitCount, byte[] owners,
        int[] pending) {
      return from;
    }
  }

  @Test
  void anInstanceNotNestedInPositionIsRefusedAndTheInstalledOneStays() {
    PositionAccess installed = PositionAccess.get();
    assertNotNull(installed);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> PositionAccess.install(new Impostor()));
    assertTrue(e.getMessage().contains(Impostor.class.getName()), e.getMessage());
    assertSame(installed, PositionAccess.get());
    assertSame(Position.class, installed.getClass().getNestHost());
  }

  @Test
  void positionsOwnInstanceIsNotInstalledTwice() {
    PositionAccess installed = PositionAccess.get();
    assertThrows(IllegalStateException.class, () -> PositionAccess.install(installed));
    assertThrows(NullPointerException.class, () -> PositionAccess.install(null));
  }
}
