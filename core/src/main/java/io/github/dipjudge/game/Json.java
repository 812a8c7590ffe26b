package io.github.dipjudge.game;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A JSON value read with Jackson's streaming parser into a small tree that knows where each value sits (its JSON
 * Pointer), so that every error names the source, the path and the offending value. No databind, no reflection.
 *
 * <p>Reading is one pass over the tokens with an explicit stack (no recursion, so nesting depth costs no Java
 * stack); Jackson's own limits on nesting, string and number lengths guard against absurd input, and two limits on
 * the input as a whole are checked while reading, so that neither an endless stream nor a gzip bomb is read to the
 * end: {@link DipjudgeFormat#MAX_INPUT_BYTES} of text (Jackson's document length, counted on the bytes or characters it
 * is given, so after decompression) and {@link DipjudgeFormat#MAX_INPUT_VALUES} values (the tree's memory, about a
 * hundred bytes a value, would otherwise grow faster than the text for input like {@code [0,0,0,...]}). A field given
 * twice in one object is an error, not "the last wins". The path of a value is computed only when an error needs
 * it, from the parent links.
 *
 * <p>Not thread-safe while being built; read-only afterwards.
 */
final class Json {
  enum Kind {
    OBJECT,
    ARRAY,
    STRING,
    NUMBER,
    BOOLEAN,
    NULL
  }

  private static final JsonFactory FACTORY = JsonFactory.builder()
      .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(200)
          .maxDocumentLength(DipjudgeFormat.MAX_INPUT_BYTES).build())
      .build();

  private final String source;
  private final Json parent;
  private final String key; // in an object; null in an array or at the root
  private final int index; // in an array
  final Kind kind;
  private String text; // a string's value or a number's digits
  private boolean bool;
  private Map<String, Json> fields;
  private List<Json> items;
  private int valueCount; // at the root: how many values the tree holds

  private Json(String source, Json parent, String key, int index, Kind kind) {
    this.source = source;
    this.parent = parent;
    this.key = key;
    this.index = index;
    this.kind = kind;
    if (kind == Kind.OBJECT) {
      fields = new LinkedHashMap<>();
    } else if (kind == Kind.ARRAY) {
      items = new ArrayList<>();
    }
  }

  /** Reads one JSON value from a stream (UTF-8 or as detected); the stream is not closed. */
  static Json parse(InputStream in, String source) throws IOException, GameFormatException {
    return parse(in, source, DipjudgeFormat.MAX_INPUT_VALUES);
  }

  /** As {@link #parse(InputStream, String)}, with another bound on the number of values (for tests). */
  static Json parse(InputStream in, String source, int maxValues) throws IOException, GameFormatException {
    return parse(in, source, maxValues, Set.of());
  }

  /**
   * As {@link #parse(InputStream, String, int)}, passing over the arrays of the fields named in {@code skipped}:
   * each is read as an empty array (its text is still parsed, so malformed JSON in it is still an error, but no
   * tree is built for it). DipjudgeFormat loading without adjudicating skips the recorded results, half of a game file.
   */
  static Json parse(InputStream in, String source, int maxValues, Set<String> skipped)
      throws IOException, GameFormatException {
    try (JsonParser p = FACTORY.createParser(in)) {
      return read(p, source, maxValues, skipped);
    }
  }

  /** Reads one JSON value from text. */
  static Json parse(Reader in, String source) throws IOException, GameFormatException {
    return parse(in, source, DipjudgeFormat.MAX_INPUT_VALUES, Set.of());
  }

  /**
   * As {@link #parse(Reader, String)}, with another bound on the number of values (what is left of the budget of a
   * file read in several parts: GameLines, one record a line) and the fields whose arrays are passed over, as
   * {@link #parse(InputStream, String, int, Set)}.
   */
  static Json parse(Reader in, String source, int maxValues, Set<String> skipped)
      throws IOException, GameFormatException {
    try (JsonParser p = FACTORY.createParser(in)) {
      return read(p, source, maxValues, skipped);
    }
  }

  /** The number of values of the tree read, counted while reading (0 below the root). */
  int valueCount() {
    return valueCount;
  }

  private static Json read(JsonParser p, String source, int maxValues, Set<String> skipped)
      throws IOException, GameFormatException {
    int values = 0;
    try {
      JsonToken t = p.nextToken();
      if (t == null) {
        throw new GameFormatException(source, "", "no JSON value: the input is empty");
      }
      Deque<Json> open = new ArrayDeque<>();
      Json root = null;
      String name = null;
      for (; t != null; t = open.isEmpty() ? null : p.nextToken()) {
        Json top = open.peek();
        if (t == JsonToken.FIELD_NAME) {
          name = p.currentName();
          if (top.fields.containsKey(name)) {
            throw new GameFormatException(source, top.path(), "the field \"" + clip(name) + "\" is given twice");
          }
          continue;
        }
        if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
          open.pop();
          continue;
        }
        if (++values > maxValues) {
          throw new GameFormatException(source, top == null ? "" : top.path(), "more than " + maxValues
              + " JSON values, the limit for a game file");
        }
        Json node = new Json(source, top, top != null && top.kind == Kind.OBJECT ? name : null,
            top != null && top.kind == Kind.ARRAY ? top.items.size() : 0, kindOf(t));
        if (node.kind == Kind.STRING || node.kind == Kind.NUMBER) {
          node.text = p.getText();
        } else if (node.kind == Kind.BOOLEAN) {
          node.bool = t == JsonToken.VALUE_TRUE;
        }
        if (top == null) {
          root = node;
        } else if (top.kind == Kind.OBJECT) {
          top.fields.put(name, node);
        } else {
          top.items.add(node);
        }
        if (node.kind == Kind.ARRAY && name != null && top != null && top.kind == Kind.OBJECT
            && skipped.contains(name)) {
          p.skipChildren(); // to the array's end: tokenised, not kept
        } else if (node.kind == Kind.OBJECT || node.kind == Kind.ARRAY) {
          open.push(node);
        }
      }
      JsonToken after = p.nextToken();
      if (after != null) {
        JsonLocation l = p.currentTokenLocation();
        throw new GameFormatException(source, "line " + l.getLineNr() + ", column " + l.getColumnNr(),
            "more than one JSON value: text after the end of the first one");
      }
      root.valueCount = values;
      return root;
    } catch (StreamConstraintsException e) {
      if (!e.getMessage().startsWith("Document length")) {
        throw malformed(source, e);
      }
      throw new GameFormatException(source, "", "the input is larger than the limit of " + DipjudgeFormat.MAX_INPUT_BYTES
          + " bytes (" + (DipjudgeFormat.MAX_INPUT_BYTES >> 20) + " MiB) of JSON text, counted after decompression");
    } catch (JsonProcessingException e) {
      throw malformed(source, e);
    }
  }

  private static GameFormatException malformed(String source, JsonProcessingException e) {
    JsonLocation l = e.getLocation();
    String msg = e.getOriginalMessage() == null ? "" : e.getOriginalMessage().split("\n")[0];
    // The byte offset as well as the line: an editor shows neither a bad UTF-8 byte nor its column reliably. The
    // parser's location is where it stopped, just past the offending byte or token.
    String offset = l != null && l.getByteOffset() >= 0 ? " (stopped at byte offset " + l.getByteOffset() + ")" : "";
    return new GameFormatException(source, l == null ? "" : "line " + l.getLineNr() + ", column " + l.getColumnNr(),
        "malformed JSON: " + clip(msg) + offset);
  }

  private static Kind kindOf(JsonToken t) {
    switch (t) {
      case START_OBJECT:
        return Kind.OBJECT;
      case START_ARRAY:
        return Kind.ARRAY;
      case VALUE_STRING:
        return Kind.STRING;
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        return Kind.NUMBER;
      case VALUE_TRUE:
      case VALUE_FALSE:
        return Kind.BOOLEAN;
      default:
        return Kind.NULL;
    }
  }

  // ------------------------------------------------------------------------------------------ where and what

  String source() {
    return source;
  }

  /**
   * The JSON Pointer of this value ({@code "/"} for the root); a field name longer than 60 characters is cut as
   * {@link #clip} cuts values, so that a message about absurd input stays short.
   */
  String path() {
    Deque<String> parts = new ArrayDeque<>();
    for (Json n = this; n.parent != null; n = n.parent) {
      parts.push(n.key != null ? clip(n.key).replace("~", "~0").replace("/", "~1") : Integer.toString(n.index));
    }
    StringBuilder sb = new StringBuilder();
    for (String s : parts) {
      sb.append('/').append(s);
    }
    return sb.length() == 0 ? "/" : sb.toString();
  }

  /** An error about this value, at its path. */
  GameFormatException error(String problem) {
    return new GameFormatException(source, path(), problem);
  }

  /** The value, short, for messages: strings quoted and cut at 60 characters. */
  String show() {
    switch (kind) {
      case STRING:
        return "\"" + clip(text) + "\"";
      case NUMBER:
        return clip(text);
      case BOOLEAN:
        return Boolean.toString(bool);
      case NULL:
        return "null";
      case OBJECT:
        return "an object";
      default:
        return "an array";
    }
  }

  /** A text cut to 60 characters, so that a message about absurd input stays short. */
  static String clip(String s) {
    return s.length() <= 60 ? s : s.substring(0, 57) + "...";
  }

  // ------------------------------------------------------------------------------------------ as text

  /**
   * This value as compact JSON text: fields in file order, strings escaped as JSON requires, numbers with the digits
   * the file gave. What a reader keeps of a field it does not interpret, for a writer to give back.
   */
  String text() {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(out)) {
      write(g);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return out.toString();
  }

  // Recursion is bounded: the parser refuses nesting deeper than 200.
  private void write(JsonGenerator g) throws IOException {
    switch (kind) {
      case OBJECT:
        g.writeStartObject();
        for (Map.Entry<String, Json> e : fields.entrySet()) {
          g.writeFieldName(e.getKey());
          e.getValue().write(g);
        }
        g.writeEndObject();
        break;
      case ARRAY:
        g.writeStartArray();
        for (Json item : items) {
          item.write(g);
        }
        g.writeEndArray();
        break;
      case STRING:
        if (hasLoneSurrogate(text)) {
          g.writeRawValue(escaped(text)); // JSON allows "\\ud800"; written bare, no UTF-8 writer takes it back
        } else {
          g.writeString(text);
        }
        break;
      case NUMBER:
        g.writeRawValue(text);
        break;
      case BOOLEAN:
        g.writeBoolean(bool);
        break;
      default:
        g.writeNull();
    }
  }

  /** Whether the string holds a surrogate that is not half of a pair. */
  private static boolean hasLoneSurrogate(String s) {
    for (int i = 0, n = s.length(); i < n; i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return true;
      }
    }
    return false;
  }

  /** The string as a JSON string literal, every character outside printable ASCII escaped as {@code \\uXXXX}. */
  private static String escaped(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 16).append('"');
    for (int i = 0, n = s.length(); i < n; i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') {
        sb.append('\\').append(c);
      } else if (c < 0x20 || c > 0x7e) {
        sb.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.append('"').toString();
  }

  // ------------------------------------------------------------------------------------------ access

  boolean isNull() {
    return kind == Kind.NULL;
  }

  /** A field of this object, required. */
  Json field(String name) throws GameFormatException {
    Json v = object().get(name);
    if (v == null) {
      throw error("missing field \"" + name + "\"");
    }
    return v;
  }

  /** A field of this object, or null when it is absent or JSON null. */
  Json optional(String name) throws GameFormatException {
    Json v = object().get(name);
    return v == null || v.isNull() ? null : v;
  }

  /** The fields of this object, in file order. */
  Map<String, Json> object() throws GameFormatException {
    if (kind != Kind.OBJECT) {
      throw error("expected an object, found " + show());
    }
    return Collections.unmodifiableMap(fields);
  }

  /** The items of this array. */
  List<Json> array() throws GameFormatException {
    if (kind != Kind.ARRAY) {
      throw error("expected an array, found " + show());
    }
    return Collections.unmodifiableList(items);
  }

  /** This string's value. */
  String string() throws GameFormatException {
    if (kind != Kind.STRING) {
      throw error("expected a string, found " + show());
    }
    return text;
  }

  boolean bool() throws GameFormatException {
    if (kind != Kind.BOOLEAN) {
      throw error("expected true or false, found " + show());
    }
    return bool;
  }

  long longValue() throws GameFormatException {
    if (kind != Kind.NUMBER) {
      throw error("expected a whole number, found " + show());
    }
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw error("expected a whole number that fits in 64 bits, found " + show());
    }
  }

  int intValue() throws GameFormatException {
    long v = longValue();
    if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
      throw error("expected a whole number that fits in 32 bits, found " + show());
    }
    return (int) v;
  }
}
