package io.github.dipjudge.map;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * The size limit on a map's text ({@link GameMap#MAX_TEXT_BYTES}): files read with the limit checked while reading,
 * so that {@code /dev/zero} or a file larger than the heap is refused after reading one byte past the limit, and
 * the size of text already in memory measured the same way (bytes of UTF-8).
 */
final class MapText {
  private MapText() {}

  /** A file larger than the limit; an IOException so that an include resolver may throw it. */
  static final class TooLargeException extends IOException {
    private static final long serialVersionUID = 1L;

    TooLargeException(String message) {
      super(message);
    }
  }

  /**
   * The whole file as UTF-8 text, read up to {@code limit} bytes: one byte more and reading stops.
   *
   * @throws TooLargeException if the file holds more than {@code limit} bytes
   * @throws java.nio.charset.CharacterCodingException if the file is not valid UTF-8 (as Files.readString)
   * @throws IOException if the file cannot be read
   */
  static String read(Path file, int limit) throws IOException {
    byte[] buf = new byte[8192];
    int len = 0;
    try (InputStream in = Files.newInputStream(file)) {
      while (true) {
        if (len == buf.length) {
          if (len > limit) {
            throw new TooLargeException(tooLarge("the file"));
          }
          // Grows by doubling up to one byte past the limit: never more than twice the limit held.
          buf = Arrays.copyOf(buf, (int) Math.min((long) limit + 1, 2L * buf.length));
        }
        int r = in.read(buf, len, buf.length - len);
        if (r < 0) {
          break;
        }
        len += r;
        if (len > limit) {
          throw new TooLargeException(tooLarge("the file"));
        }
      }
    }
    return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(buf, 0, len)).toString();
  }

  /** What a text of more than the limit is told: {@code what} is larger than the limit. */
  static String tooLarge(String what) {
    return String.format(Locale.ROOT, "%s is larger than the limit of %,d bytes (%d MiB) on a map's text, its"
        + " included files counted in (GameMap.MAX_TEXT_BYTES)", what, GameMap.MAX_TEXT_BYTES,
        GameMap.MAX_TEXT_BYTES >> 20);
  }

  /**
   * The length of the text in bytes of UTF-8, counted without encoding it (a lone surrogate counts as the 3 bytes
   * of its replacement character).
   */
  static long utf8Length(CharSequence s) {
    long n = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        n += 1;
      } else if (c < 0x800) {
        n += 2;
      } else if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
        n += 4;
        i++;
      } else {
        n += 3;
      }
    }
    return n;
  }

  /** A map exception with one problem of the whole source (line 0): its text is larger than the limit. */
  static MapFormatException tooLargeException(String source, String what) {
    return new MapFormatException(ImmutableList.of(new MapFormatException.Problem(source, 0, "", tooLarge(what))),
        ImmutableSet.of());
  }
}
