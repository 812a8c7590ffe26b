package io.github.dipjudge.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dipjudge.rules.Rulebook;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.GZIPOutputStream;
import net.jqwik.api.Example;

/**
 * The game-file readers bound their input while reading (bytes of JSON text after decompression, and
 * JSON values), so that an endless stream or a gzip bomb is a {@link GameFormatException} naming the source and the
 * limit, not an {@link OutOfMemoryError} after minutes. Before, both were read to the end.
 */
class InputLimitsTest {
  /** A stream of JSON whitespace that never ends (a {@code /dev/zero} of valid JSON), counting what is read. */
  private static final class Endless extends InputStream {
    long read;
    private final byte[] head;

    Endless(String head) {
      this.head = head.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public int read() {
      return read++ < head.length ? head[(int) read - 1] : ' ';
    }

    @Override
    public int read(byte[] b, int off, int len) {
      for (int i = 0; i < len; i++) {
        b[off + i] = (byte) read();
      }
      return len;
    }
  }

  @Example
  void anEndlessStreamIsRefusedAtTheLimit() {
    for (boolean mila : new boolean[] {false, true}) {
      Endless in = new Endless("{\"phases\": [");
      assertThatThrownBy(() -> {
        if (mila) {
          MilaFormat.readSaved(in, "endless.json", Rulebook.datc());
        } else {
          DipjudgeFormat.read(in, "endless.json");
        }
      }).isInstanceOf(GameFormatException.class)
          .hasMessageContaining("endless.json")
          .hasMessageContaining("larger than the limit of " + DipjudgeFormat.MAX_INPUT_BYTES + " bytes (64 MiB)");
      // Read while bounded: no more than the limit and one buffer of the parser.
      assertThat(in.read).isBetween(DipjudgeFormat.MAX_INPUT_BYTES, DipjudgeFormat.MAX_INPUT_BYTES + (1 << 16));
    }
  }

  /** A gzip file that inflates to valid JSON of {@code size} bytes: a saved game's start and spaces. */
  private static Path bomb(Path dir, long size) throws IOException {
    Path f = Files.createTempFile(dir, "bomb", ".json.gz");
    byte[] head = "{\"id\": \"bomb\", \"map\": \"standard\", \"phases\": [".getBytes(StandardCharsets.UTF_8);
    byte[] tail = "]}".getBytes(StandardCharsets.UTF_8);
    byte[] spaces = new byte[1 << 20];
    Arrays.fill(spaces, (byte) ' ');
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(f))) {
      out.write(head);
      for (long n = head.length + tail.length; n < size; n += spaces.length) {
        out.write(spaces, 0, (int) Math.min(spaces.length, size - n));
      }
      out.write(tail);
    }
    return f;
  }

  @Example
  void aGzipBombIsRefusedWhileInflating() throws Exception {
    Path dir = Files.createTempDirectory("limits");
    try {
      Path f = bomb(dir, DipjudgeFormat.MAX_INPUT_BYTES + (8 << 20));
      assertThat(Files.size(f)).as("small on disk").isLessThan(1 << 20);
      assertThatThrownBy(() -> MilaFormat.readSaved(f, Rulebook.datc())).isInstanceOf(GameFormatException.class)
          .hasMessageContaining(f.toString()).hasMessageContaining("64 MiB").hasMessageContaining("decompress");
      assertThatThrownBy(() -> DipjudgeFormat.read(f)).isInstanceOf(GameFormatException.class)
          .hasMessageContaining(f.toString()).hasMessageContaining("64 MiB");
      Files.delete(f);
    } finally {
      Files.delete(dir);
    }
  }

  @Example
  void tooManyValuesAreRefusedWhileReading() {
    StringBuilder json = new StringBuilder("[");
    for (int i = 0; i < 1_001; i++) {
      json.append(i == 0 ? "" : ",").append('0');
    }
    json.append(']');
    byte[] bytes = json.toString().getBytes(StandardCharsets.UTF_8);
    assertThatThrownBy(() -> Json.parse(new ByteArrayInputStream(bytes), "many.json", 1_000))
        .isInstanceOf(GameFormatException.class).hasMessageContaining("many.json")
        .hasMessageContaining("more than 1000 JSON values");
  }

  @Example
  void theLimitsAreGenerousForRealFiles() throws Exception {
    // The largest recorded game is about 0.4 MB and 44,000 JSON values (110,000 a MB); the limits admit 90 times
    // that, and a game of 30 years read from a stream is read whole.
    assertThat(DipjudgeFormat.MAX_INPUT_BYTES).isEqualTo(64L << 20);
    assertThat(DipjudgeFormat.MAX_INPUT_VALUES).isGreaterThanOrEqualTo(90 * 44_000);
    Game g = RandomGames.play(io.github.dipjudge.map.GameMap.standard(), Rulebook.datc(), 7, 1930, false);
    byte[] text = MilaFormat.toJson(g).getBytes(StandardCharsets.UTF_8);
    assertThat(MilaFormat.read(new ByteArrayInputStream(text), "long.json", Rulebook.datc())).isEqualTo(g);
  }

  @Example
  void invalidUtf8NamesTheLineAndTheByteOffset() {
    byte[] text = "{\"id\": \"x\",\n \"map\": \"st\u00e9\u00ff\"}".getBytes(StandardCharsets.UTF_8);
    text[25] = (byte) 0xff; // the first byte of the second accented letter: no UTF-8 sequence starts so
    assertThatThrownBy(() -> MilaFormat.readSaved(new ByteArrayInputStream(text), "bad.json", Rulebook.datc()))
        .isInstanceOf(GameFormatException.class)
        .hasMessageMatching("bad\\.json: line 2, column \\d+: malformed JSON: Invalid UTF-8 start byte 0xff.*"
            + " \\(stopped at byte offset 26\\)"); // just past the bad byte, as Jackson reports it
  }
}
