package io.github.dipjudge.datc;

import io.github.dipjudge.daide.DaideMessage;
import io.github.dipjudge.daide.DaideTokens;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.Province;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A DAIDE client the test drives message by message over a real TCP socket: it sends messages written as text
 * ({@code SUB ( ( ENG FLT LON ) MTO NTH )}: words, brackets, numbers, {@code 'text'} without spaces) and reads the
 * server's messages as text. Every read has a time bound ({@link #READ_TIMEOUT_MS}, a hang guard far above what a
 * message takes), and every wait is bounded by a count of messages.
 */
final class DaideScriptClient implements AutoCloseable {
  /** How long one read may wait: 20 times the longest wait of the tests (a 3-second deadline), and more. */
  static final int READ_TIMEOUT_MS = 120_000;
  /** How many messages a wait reads at most before it gives up. */
  static final int MAX_MESSAGES = 5_000;

  private final Socket socket;
  private final DataInputStream in;
  private final DataOutputStream out;
  private final DaideTokens tokens;
  private final Map<String, Integer> names = new HashMap<>();
  /** Every message read, as text, in order. */
  final List<String> received = new ArrayList<>();
  private DaideMessage last;
  Power power;
  int passcode;

  DaideScriptClient(int port, DaideTokens tokens) throws IOException {
    this.tokens = tokens;
    for (Power p : tokens.map().powers()) {
      names.put(tokens.text(tokens.power(p)), tokens.power(p));
    }
    for (Province p : tokens.provinces()) {
      names.put(tokens.text(tokens.province(p)), tokens.province(p));
    }
    socket = new Socket(InetAddress.getLoopbackAddress(), port);
    socket.setSoTimeout(READ_TIMEOUT_MS);
    in = new DataInputStream(socket.getInputStream());
    out = new DataOutputStream(socket.getOutputStream());
    out.write(new byte[] {0, 0, 0, 4, 0, 1, (byte) 0xDA, 0x10});
    out.flush();
    int type = in.readUnsignedByte();
    in.readUnsignedByte();
    in.readFully(new byte[in.readUnsignedShort()]);
    if (type != DaideConnection.RM) {
      throw new IOException("the server's first message is of type " + type + ", not an RM");
    }
  }

  /** The message written as text. */
  DaideMessage message(String text) {
    DaideMessage.Builder b = DaideMessage.builder(tokens);
    for (String w : text.trim().split(" +")) {
      if (w.equals("(")) {
        b.open();
      } else if (w.equals(")")) {
        b.close();
      } else if (w.matches("-?[0-9]+")) {
        b.number(Integer.parseInt(w));
      } else if (w.length() >= 2 && w.startsWith("'") && w.endsWith("'")) {
        b.text(w.substring(1, w.length() - 1));
      } else if (names.containsKey(w)) {
        b.append(DaideMessage.of(names.get(w)));
      } else {
        b.word(w);
      }
    }
    return b.build();
  }

  void send(String text) throws IOException {
    send(message(text));
  }

  void send(DaideMessage m) throws IOException {
    byte[] b = m.encode();
    out.write(new byte[] {2, 0, (byte) (b.length >> 8), (byte) b.length});
    out.write(b);
    out.flush();
  }

  /** The next diplomacy message, as text. */
  String next() throws IOException {
    while (true) {
      int type = in.readUnsignedByte();
      in.readUnsignedByte();
      byte[] body = new byte[in.readUnsignedShort()];
      in.readFully(body);
      if (type == DaideConnection.DM) {
        last = DaideMessage.decode(body);
        String t = last.text(tokens);
        received.add(t);
        return t;
      }
    }
  }

  /** Reads until a message matches; returns the messages read before it (the match is {@link #lastText}). */
  List<String> until(Predicate<String> match) throws IOException {
    List<String> before = new ArrayList<>();
    for (int i = 0; i < MAX_MESSAGES; i++) {
      String t = next();
      if (match.test(t)) {
        return before;
      }
      before.add(t);
    }
    throw new IOException("no matching message in " + MAX_MESSAGES + ": " + before);
  }

  /** Reads until the message that starts with the text, and returns it. */
  String until(String start) throws IOException {
    until(t -> t.startsWith(start));
    return lastText();
  }

  String lastText() {
    return received.get(received.size() - 1);
  }

  /** Joins with {@code NME} and accepts the map; the power and passcode come with {@code HLO} ({@link #hello}). */
  void join(String name) throws IOException {
    send("NME ( '" + name + "' ) ( '1' )");
    until("MAP (");
    send(DaideMessage.builder(tokens).word("YES").open().append(last).close().build());
  }

  /** Reads up to the {@code HLO} and keeps the power and passcode it gives. */
  void hello() throws IOException {
    until("HLO (");
    power = tokens.powerOf(last.parts().get(1).message().token(0)).orElseThrow();
    passcode = last.parts().get(2).message().token(0);
  }

  /** The DAIDE name of the client's power. */
  String powerName() {
    return tokens.text(tokens.power(power));
  }

  /** {@code n} clients joined by {@code NME}, by power name; each has read its HLO and the first NOW. */
  static Map<String, DaideScriptClient> joinAll(int port, DaideTokens tokens, int n, List<DaideScriptClient> opened)
      throws IOException {
    for (int i = 0; i < n; i++) {
      DaideScriptClient c = new DaideScriptClient(port, tokens);
      opened.add(c);
      c.join("bot" + i);
    }
    return started(opened);
  }

  /** The clients by power name, once each has read its HLO and the first NOW. */
  static Map<String, DaideScriptClient> started(List<DaideScriptClient> clients) throws IOException {
    Map<String, DaideScriptClient> byPower = new LinkedHashMap<>();
    for (DaideScriptClient c : clients) {
      c.hello();
      c.until("NOW (");
      byPower.put(c.powerName(), c);
    }
    return byPower;
  }

  /** Every client sends GOF; then each reads up to the NOW of the next phase (or OFF); returns what the first read. */
  static List<String> everyoneGoes(Map<String, DaideScriptClient> clients) throws IOException {
    for (DaideScriptClient c : clients.values()) {
      c.send("GOF");
    }
    List<String> seen = null;
    for (DaideScriptClient c : clients.values()) {
      List<String> before = c.until(t -> t.startsWith("NOW (") || t.equals("OFF"));
      if (seen == null) {
        seen = before;
      }
    }
    return seen;
  }

  static void closeAll(List<DaideScriptClient> clients) throws IOException {
    for (DaideScriptClient c : clients) {
      c.close();
    }
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
