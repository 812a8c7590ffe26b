package io.github.dipjudge.datc;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * An engine that speaks the protocol badly on purpose, for {@code EngineRunnerTest}: it answers as {@code datc serve}
 * does, except by the year of the first phase asked: 1902 a wrong answer (the first order's outcome turned over, the
 * position's first unit left out), 1903 it exits with code 3, 1904 it never answers, 1905 it prints a line that is
 * not JSON, 1906 it answers with a unit on a place the map does not have, 1908 every outcome {@code unknown}
 * (protocol version 2), 1909 every outcome unknown and the position's first unit left out.
 */
final class WrongTestEngine {
  private WrongTestEngine() {}

  public static void main(String[] args) throws Exception {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    Serve.Engine engine = new Serve.Engine(null);
    long number = 0;
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      number++;
      String year = line.replaceFirst(".*\"phase\":\"S(\\d{4})M\".*", "$1");
      switch (year) {
        case "1903":
          System.exit(3);
          break;
        case "1904":
          Thread.sleep(Long.MAX_VALUE);
          break;
        case "1905":
          out.println("this is not JSON");
          continue;
        default:
          break;
      }
      String answer = engine.answer(line, number);
      if (year.equals("1902") || year.equals("1906") || year.equals("1908") || year.equals("1909")) {
        Map<String, Object> tree = ProtocolJson.parseObject(answer);
        Map<String, Object> phase = ProtocolJson.object(ProtocolJson.array(tree.get("phases"), "$").get(0), "$");
        Map<String, Object> position = ProtocolJson.object(phase.get("position"), "$");
        @SuppressWarnings("unchecked")
        List<Object> french = (List<Object>) ProtocolJson.object(position.get("units"), "$").get("FRANCE");
        if (year.equals("1908") || year.equals("1909")) {
          for (Object r : ProtocolJson.array(phase.get("results"), "$")) {
            ProtocolJson.object(r, "$").put("outcome", "unknown");
          }
          if (year.equals("1909")) {
            french.remove(0);
          }
        } else if (year.equals("1902")) {
          Map<String, Object> first = ProtocolJson.object(ProtocolJson.array(phase.get("results"), "$").get(0), "$");
          first.put("outcome", first.get("outcome").equals("succeeded") ? "failed" : "succeeded");
          french.remove(0);
        } else {
          french.add("A XYZ");
        }
        answer = ProtocolJson.write(tree);
      }
      out.println(answer);
    }
  }
}
