package io.github.dipjudge.daide;

/**
 * One client of a {@link DaideGame} as the game sees it: where its messages go. The transport (a TCP socket with
 * DAIDE's framing, a WebSocket, a queue in a test) is the implementation's; the game needs no more than these two
 * methods, and identifies a client by the object (its {@code equals} and {@code hashCode} should be identity's).
 *
 * <p>The game calls both methods on its own thread, in the order of its messages; an implementation must not block
 * on the network (queue and return), so that a client that stops reading stalls no one, and may drop what is sent
 * after {@link #closeAfterSending}. An implementation that notices its client gone tells the game with
 * {@link DaideGame#closed}.
 */
public interface DaideClient {
  /**
   * Sends one diplomacy message to the client, after those sent before it.
   *
   * @param message the message, whole
   */
  void send(DaideMessage message);

  /**
   * Ends the connection once what was sent before has gone out. The game has forgotten the client when it calls
   * this (the client's power, if it had one, is in civil disorder): the implementation need not tell it back with
   * {@link DaideGame#closed}.
   */
  void closeAfterSending();
}
