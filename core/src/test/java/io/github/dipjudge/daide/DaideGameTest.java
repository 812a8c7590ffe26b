package io.github.dipjudge.daide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.game.Game;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Example;

/**
 * A DAIDE game embedded with no socket at all: seven clients that are lists of what they were sent, as a server on
 * its own transport would give them ({@link DaideClient}). They join, accept the map, go on twice and draw; the game
 * tells each what a TCP client is told, and records the draw it announced.
 */
class DaideGameTest {
  static final GameMap MAP = GameMap.standard();
  static final DaideTokens TOKENS = DaideTokens.of(MAP);

  /** A client that keeps what it is sent. */
  static final class Inbox implements DaideClient {
    final List<String> received = new ArrayList<>();
    boolean closed;

    @Override
    public void send(DaideMessage message) {
      received.add(message.text(TOKENS));
    }

    @Override
    public void closeAfterSending() {
      closed = true;
    }

    String last(String start) {
      for (int i = received.size() - 1; i >= 0; i--) {
        if (received.get(i).startsWith(start)) {
          return received.get(i);
        }
      }
      return null;
    }
  }

  private static DaideMessage words(String w) {
    return DaideMessage.builder(TOKENS).word(w).build();
  }

  @Example
  void sevenInMemoryClientsPlayAndDraw() {
    List<Game> played = new ArrayList<>();
    List<String> log = new ArrayList<>();
    DaideGame game = DaideGame.create(DaideGameOptions.of(MAP, Rulebook.datc()), log::add, played::add);
    List<Inbox> clients = new ArrayList<>();
    for (int i = 0; i < 7; i++) {
      Inbox c = new Inbox();
      clients.add(c);
      game.received(c, DaideMessage.builder(TOKENS).word("NME").open().text("bot" + i).close().open().text("1")
          .close().build());
      assertThat(c.received).first().asString().startsWith("YES ( NME");
      game.received(c, DaideMessage.builder(TOKENS).word("YES").open()
          .append(DaideMessages.map(TOKENS)).close().build());
    }
    for (Inbox c : clients) {
      assertThat(c.last("HLO")).startsWith("HLO (");
      assertThat(c.last("NOW")).startsWith("NOW ( SPR 1901 )");
    }
    for (int round = 0; round < 2; round++) {
      for (Inbox c : clients) {
        game.received(c, words("GOF"));
      }
    }
    assertThat(played).hasSizeGreaterThanOrEqualTo(2);
    assertThat(clients.get(0).last("NOW")).matches("NOW \\( (WIN 1901|SPR 1902) \\).*");
    for (Inbox c : clients) {
      game.received(c, words("DRW"));
    }
    assertThat(game.ended()).isTrue();
    assertThat(game.outcomeText()).startsWith("draw");
    assertThat(game.game().ending()).isPresent();
    assertThat(game.game().ending().get().winners()).isEqualTo(game.game().survivors());
    for (Inbox c : clients) {
      assertThat(c.received).contains("DRW", "OFF");
    }
    game.closeAll();
    assertThat(clients).allMatch(c -> c.closed);
    assertThat(game.passcodes()).hasSize(7).allSatisfy((p, code) -> assertThat(code).isBetween(1, 8191));
    assertThat(log).noneMatch(l -> l.contains("passcode"));
  }

  @Example
  void optionsAreCheckedWhenMade() {
    DaideGameOptions o = DaideGameOptions.of(MAP, Rulebook.datc());
    assertThatThrownBy(() -> o.withUntil(1800)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("from 1901");
    assertThatThrownBy(() -> o.withUntil(8192)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> o.withTimes(8192, 0, 0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> o.withUntil(1910).withLastYear(1905)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> DaideGameOptions.of(GameMap.variant("hundred"), Rulebook.datc()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("standard calendar");
    assertThat(o.withTimes(30, 10, 20).seconds(io.github.dipjudge.position.PhaseType.RETREAT)).isEqualTo(10);
  }
}
