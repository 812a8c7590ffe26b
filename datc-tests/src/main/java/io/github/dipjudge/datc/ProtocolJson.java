package io.github.dipjudge.datc;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One line of the engine protocol as a tree of plain values ({@code Map<String, Object>}, {@code List<Object>},
 * {@code String}, {@code Long}, {@code Double}, {@code Boolean}, {@code null}), and the typed reading of its fields
 * with errors that name the JSON path. Reading is one pass of jackson-core's streaming parser: linear in the line,
 * nesting bounded ({@link #MAX_DEPTH}) so that a hostile line cannot exhaust the stack.
 */
final class ProtocolJson {
  private ProtocolJson() {}

  /** The deepest nesting a protocol line needs is 6; 32 leaves room for extensions. */
  static final int MAX_DEPTH = 32;

  private static final JsonFactory FACTORY = JsonFactory.builder()
      .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build()).build();

  /** A line that is not the JSON the protocol expects: the message names the JSON path or column. */
  static final class BadLine extends Exception {
    private static final long serialVersionUID = 1L;

    BadLine(String message) {
      super(message);
    }
  }

  /** Parses one line: a JSON object, nothing after it. */
  static Map<String, Object> parseObject(String line) throws BadLine {
    try (JsonParser p = FACTORY.createParser(line)) {
      JsonToken t = p.nextToken();
      if (t == null) {
        throw new BadLine("an empty line (expected a JSON object)");
      }
      if (t != JsonToken.START_OBJECT) {
        throw new BadLine("expected a JSON object, not " + excerpt(line));
      }
      Object v = value(p, t);
      if (p.nextToken() != null) {
        throw new BadLine("text after the JSON object at column " + p.currentLocation().getColumnNr());
      }
      @SuppressWarnings("unchecked")
      Map<String, Object> m = (Map<String, Object>) v;
      return m;
    } catch (JsonProcessingException e) {
      throw new BadLine("not JSON: " + e.getOriginalMessage() + " at column " + e.getLocation().getColumnNr()
          + " " + excerpt(line));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Object value(JsonParser p, JsonToken t) throws IOException {
    switch (t) {
      case START_OBJECT: {
        Map<String, Object> m = new LinkedHashMap<>();
        for (JsonToken k = p.nextToken(); k != JsonToken.END_OBJECT; k = p.nextToken()) {
          String name = p.currentName();
          if (m.containsKey(name)) {
            throw new JsonProcessingException("the field \"" + name + "\" is given twice", p.currentLocation()) {
              private static final long serialVersionUID = 1L;
            };
          }
          m.put(name, value(p, p.nextToken()));
        }
        return m;
      }
      case START_ARRAY: {
        List<Object> l = new ArrayList<>();
        for (JsonToken k = p.nextToken(); k != JsonToken.END_ARRAY; k = p.nextToken()) {
          l.add(value(p, k));
        }
        return l;
      }
      case VALUE_STRING:
        return p.getText();
      case VALUE_NUMBER_INT:
        return p.getNumberType() == JsonParser.NumberType.INT || p.getNumberType() == JsonParser.NumberType.LONG
            ? (Object) p.getLongValue() : (Object) Double.POSITIVE_INFINITY;
      case VALUE_NUMBER_FLOAT:
        return p.getDoubleValue();
      case VALUE_TRUE:
        return Boolean.TRUE;
      case VALUE_FALSE:
        return Boolean.FALSE;
      default:
        return null;
    }
  }

  /** The first 60 characters of a text, quoted, for an error message. */
  static String excerpt(String text) {
    String s = text.length() <= 60 ? text : text.substring(0, 60) + "...";
    return "[" + s.replace('\n', ' ').replace('\r', ' ') + "]";
  }

  // ------------------------------------------------------------------------------------------ typed reading

  static Map<String, Object> object(Object v, String path) throws BadLine {
    if (!(v instanceof Map)) {
      throw new BadLine(path + ": expected an object, not " + describe(v));
    }
    @SuppressWarnings("unchecked")
    Map<String, Object> m = (Map<String, Object>) v;
    return m;
  }

  static List<Object> array(Object v, String path) throws BadLine {
    if (!(v instanceof List)) {
      throw new BadLine(path + ": expected an array, not " + describe(v));
    }
    @SuppressWarnings("unchecked")
    List<Object> l = (List<Object>) v;
    return l;
  }

  static String string(Object v, String path) throws BadLine {
    if (!(v instanceof String)) {
      throw new BadLine(path + ": expected a string, not " + describe(v));
    }
    return (String) v;
  }

  static long integer(Object v, String path) throws BadLine {
    if (!(v instanceof Long)) {
      throw new BadLine(path + ": expected a whole number (64 bits), not " + describe(v));
    }
    return (Long) v;
  }

  static boolean bool(Object v, String path) throws BadLine {
    if (!(v instanceof Boolean)) {
      throw new BadLine(path + ": expected true or false, not " + describe(v));
    }
    return (Boolean) v;
  }

  /** A field that must be present. */
  static Object field(Map<String, Object> m, String name, String path) throws BadLine {
    if (!m.containsKey(name)) {
      throw new BadLine(path + ": missing the field \"" + name + "\"");
    }
    return m.get(name);
  }

  static String describe(Object v) {
    if (v == null) {
      return "null";
    }
    if (v instanceof Map) {
      return "an object";
    }
    if (v instanceof List) {
      return "an array";
    }
    if (v instanceof String) {
      return "the string " + excerpt((String) v);
    }
    return String.valueOf(v);
  }

  // ------------------------------------------------------------------------------------------ writing

  /** Writes a tree of plain values as one line of JSON (no line break inside: strings are escaped). */
  static String write(Object tree) {
    StringWriter w = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(w)) {
      write(g, tree);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return w.toString();
  }

  private static void write(JsonGenerator g, Object v) throws IOException {
    if (v == null) {
      g.writeNull();
    } else if (v instanceof Map) {
      g.writeStartObject();
      for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
        g.writeFieldName(String.valueOf(e.getKey()));
        write(g, e.getValue());
      }
      g.writeEndObject();
    } else if (v instanceof List) {
      g.writeStartArray();
      for (Object o : (List<?>) v) {
        write(g, o);
      }
      g.writeEndArray();
    } else if (v instanceof Boolean) {
      g.writeBoolean((Boolean) v);
    } else if (v instanceof Integer || v instanceof Long) {
      g.writeNumber(((Number) v).longValue());
    } else if (v instanceof Number) {
      g.writeNumber(((Number) v).doubleValue());
    } else {
      g.writeString(String.valueOf(v));
    }
  }
}
