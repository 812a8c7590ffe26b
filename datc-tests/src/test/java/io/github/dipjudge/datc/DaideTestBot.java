package io.github.dipjudge.datc;

import io.github.dipjudge.daide.DaideMessage;
import io.github.dipjudge.daide.DaideMessages;
import io.github.dipjudge.daide.DaideTokens;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Location;
import io.github.dipjudge.map.Power;
import io.github.dipjudge.map.UnitType;
import io.github.dipjudge.position.PhaseType;
import io.github.dipjudge.position.Unit;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A simple DAIDE client for the tests, over a real TCP socket: IM, NME, YES ( MAP ), then for every NOW random
 * legal-looking orders for its units (moves to a neighbour, the first retreat option or a disband), and in an
 * adjustment phase what MIS asks for (waives, or removals). It keeps every message it receives as text. Optionally
 * it misbehaves: an order for another power's unit in its first SUB, leaving after its first NOW, or never
 * ordering (silent: the deadline moves the game on).
 */
final class DaideTestBot implements Runnable {
  enum Mischief { NONE, FOREIGN_ORDER, LEAVE_AFTER_FIRST_NOW, SILENT }

  private final int port;
  private final GameMap map;
  private final DaideTokens tokens;
  private final Random random;
  private final Mischief mischief;
  final List<String> received = Collections.synchronizedList(new ArrayList<>());
  volatile Power power;
  volatile boolean off;
  private int nows;
  private DaideMessages.Now lastNow;
  private DataOutputStream out;

  DaideTestBot(int port, GameMap map, long seed, Mischief mischief) {
    this.port = port;
    this.map = map;
    this.tokens = DaideTokens.of(map);
    this.random = new Random(seed);
    this.mischief = mischief;
  }

  @Override
  public void run() {
    try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
      out = new DataOutputStream(s.getOutputStream());
      DataInputStream in = new DataInputStream(s.getInputStream());
      frame(0, new byte[] {0, 1, (byte) 0xDA, 0x10});
      send(DaideMessage.builder(tokens).word("NME").open().text("testbot").close().open().text("1.0").close()
          .build());
      // Every message read is answered at once; the count of messages bounds the work.
      for (int n = 0; n < 100_000 && !off; n++) {
        int type = in.readUnsignedByte();
        in.readUnsignedByte();
        byte[] body = new byte[in.readUnsignedShort()];
        in.readFully(body);
        if (type == 2 && !handle(DaideMessage.decode(body))) {
          return;
        }
      }
    } catch (IOException e) {
      received.add("closed: " + e.getMessage());
    }
  }

  private void frame(int type, byte[] body) throws IOException {
    out.writeByte(type);
    out.writeByte(0);
    out.writeShort(body.length);
    out.write(body);
    out.flush();
  }

  void send(DaideMessage m) throws IOException {
    frame(2, m.encode());
  }

  /** Handles one message; false to leave. */
  private boolean handle(DaideMessage m) throws IOException {
    String text = m.text(tokens);
    received.add(text);
    if (m.startsWith("MAP")) {
      send(DaideMessage.builder(tokens).word("YES").open().append(m).close().build());
    } else if (m.startsWith("HLO")) {
      power = tokens.powerOf(m.parts().get(1).message().token(0)).orElse(null);
    } else if (m.startsWith("NOW") && power != null) {
      nows++;
      if (mischief == Mischief.LEAVE_AFTER_FIRST_NOW) {
        return false;
      }
      if (mischief == Mischief.SILENT) {
        return true;
      }
      lastNow = DaideMessages.readNow(tokens, m);
      orders(lastNow);
    } else if (m.startsWith("MIS") && m.parts().size() == 2 && m.parts().get(1).message().size() == 1) { // MIS ( n )
      adjust(m);
    } else if (m.startsWith("OFF")) {
      off = true;
    }
    return true;
  }

  private void orders(DaideMessages.Now now) throws IOException {
    DaideMessage.Builder b = DaideMessage.builder(tokens).word("SUB");
    if (now.phase().type() == PhaseType.ADJUSTMENT) {
      send(DaideMessage.builder(tokens).word("MIS").build());
      return;
    }
    boolean any = false;
    if (now.phase().type() == PhaseType.MOVEMENT) {
      for (Unit u : now.units()) {
        if (u.power() == power) {
          List<Location> next = map.neighbours(u.location(), u.type());
          b.open().unit(u.power(), u.type(), u.location());
          if (next.isEmpty() || random.nextInt(4) == 0) {
            b.word("HLD");
          } else {
            b.word("MTO").location(next.get(random.nextInt(next.size())));
          }
          b.close();
          any = true;
        }
      }
      if (mischief == Mischief.FOREIGN_ORDER && nows == 1) {
        Unit other = now.units().stream().filter(u -> u.power() != power).findFirst().orElseThrow();
        b.open().unit(other.power(), other.type(), other.location()).word("HLD").close();
      }
    } else {
      for (Map.Entry<Unit, com.google.common.collect.ImmutableList<Location>> d : now.dislodged().entrySet()) {
        Unit u = d.getKey();
        if (u.power() == power) {
          b.open().unit(u.power(), u.type(), u.location());
          if (d.getValue().isEmpty()) {
            b.word("DSB");
          } else {
            b.word("RTO").location(d.getValue().get(0));
          }
          b.close();
          any = true;
        }
      }
    }
    if (any) {
      send(b.build());
    }
  }

  /** Answers {@code MIS ( n )}: waives for builds (n &lt; 0), removals of its first units (n &gt; 0). */
  private void adjust(DaideMessage mis) throws IOException {
    int n = Integer.parseInt(mis.parts().get(1).message().text(tokens));
    DaideMessage.Builder b = DaideMessage.builder(tokens).word("SUB");
    if (n < 0) {
      for (int i = 0; i < -n; i++) {
        b.open().power(power).word("WVE").close();
      }
    } else {
      List<Unit> mine = new ArrayList<>();
      for (Unit u : lastNow.units()) {
        if (u.power() == power) {
          mine.add(u);
        }
      }
      for (int i = 0; i < n && i < mine.size(); i++) {
        Unit u = mine.get(i);
        b.open().unit(u.power(), u.type(), u.location()).word("REM").close();
      }
    }
    send(b.build());
  }

  int nowsSeen() {
    return nows;
  }
}
