package io.github.dipjudge.datc;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import io.github.dipjudge.game.DipjudgeFormat;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * Which saved-game format a file holds, told from its content: this library's game file ({@link DipjudgeFormat}, a
 * top-level {@code "format"} field), its JSON Lines log (the first line's {@code "format"} is
 * {@value DipjudgeFormat#LINES_FORMAT}) or a MILA/dipcc saved game (a top-level {@code "phases"} field), whichever of
 * the two fields comes first. A {@code .gz} file is read inflated, as the readers read it.
 */
final class GameFiles {
  /** What a file was found to hold. */
  enum Format {
    /** This library's format: a top-level {@code "format"} field. */
    DIPJUDGE,
    /** This library's JSON Lines log: a first record whose {@code "format"} is {@value DipjudgeFormat#LINES_FORMAT}. */
    LINES,
    /** MILA's: a top-level {@code "phases"} field. */
    MILA,
    /** A JSON object with neither field. */
    NEITHER,
    /** Not a JSON object, or not readable as JSON within the limits: the reader's error tells why. */
    UNREADABLE
  }

  // The same bound on the text as the readers (DipjudgeFormat.MAX_INPUT_BYTES), so that telling the format of an endless
  // input or a gzip bomb stops where reading it would. Values are skipped, not kept: no tree, constant memory.
  private static final JsonFactory FACTORY = JsonFactory.builder()
      .streamReadConstraints(StreamReadConstraints.builder().maxDocumentLength(DipjudgeFormat.MAX_INPUT_BYTES).build())
      .build();

  private GameFiles() {}

  /**
   * The format of the file, reading only its top level up to the first of the two fields.
   *
   * @throws IOException when the file cannot be opened
   */
  static Format detect(Path file) throws IOException {
    try (InputStream in = open(file); JsonParser p = FACTORY.createParser(in)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        return Format.UNREADABLE;
      }
      for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
        String name = p.currentName();
        if (name.equals("format")) {
          return p.nextToken() == JsonToken.VALUE_STRING && p.getText().equals(DipjudgeFormat.LINES_FORMAT)
              ? Format.LINES : Format.DIPJUDGE;
        }
        if (name.equals("phases")) {
          return Format.MILA;
        }
        p.nextToken();
        p.skipChildren();
      }
      return Format.NEITHER;
    } catch (IOException e) {
      if (!Files.isReadable(file)) {
        throw e;
      }
      return Format.UNREADABLE; // malformed JSON, a broken gzip stream, too long: the reader says where
    }
  }

  private static InputStream open(Path file) throws IOException {
    InputStream raw = new BufferedInputStream(Files.newInputStream(file));
    try {
      return file.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(raw) : raw;
    } catch (IOException e) {
      raw.close();
      throw e;
    }
  }
}
