package io.github.dipjudge.datc;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The text of a case file, read as UTF-8 with a bound on its size checked while reading: at most {@link #MAX_BYTES}
 * bytes are ever held, so that {@code /dev/zero} or a file larger than the heap is an input error, not an
 * {@link OutOfMemoryError}. Bytes that are not UTF-8 are an input error naming the line and the byte offset.
 */
final class InputText {
  /** The largest case file read: 64 MiB (the bundled DATC suite is about 100 KB). */
  static final int MAX_BYTES = 64 << 20;

  private InputText() {}

  /**
   * The text of the stream (not closed), at most {@code limit} bytes of UTF-8.
   *
   * @throws CaseFormatException when the stream holds more than {@code limit} bytes (read no further than one byte
   *     past it) or bytes that are not UTF-8 (the line and byte offset of the first)
   * @throws IOException when the stream cannot be read
   */
  static String read(InputStream in, String source, int limit) throws IOException, CaseFormatException {
    // The buffer doubles up to the limit: the bytes are copied at most log2(size) times, and never more than the
    // limit and one byte are held, whatever the stream's length.
    byte[] buf = new byte[Math.min(limit + 1, 1 << 16)];
    int n = 0;
    while (true) {
      if (n == buf.length) {
        if (n > limit) {
          throw new CaseFormatException(source, 0, "", "the file is larger than the limit of " + limit
              + " bytes (" + (limit >> 20) + " MiB) for a case file");
        }
        buf = Arrays.copyOf(buf, (int) Math.min((long) limit + 1, 2L * n));
      }
      int r = in.read(buf, n, buf.length - n);
      if (r < 0) {
        break;
      }
      n += r;
    }
    if (n > limit) {
      throw new CaseFormatException(source, 0, "", "the file is larger than the limit of " + limit
          + " bytes (" + (limit >> 20) + " MiB) for a case file");
    }
    return decode(buf, n, source);
  }

  /** The bytes as UTF-8; the first malformed or unmappable sequence is an error at its line and offset. */
  private static String decode(byte[] bytes, int length, String source) throws CaseFormatException {
    CharsetDecoder d = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes, 0, length);
    CharBuffer out = CharBuffer.allocate(length); // UTF-8 never decodes to more chars than bytes
    CoderResult result = d.decode(in, out, true);
    if (!result.isError()) {
      result = d.flush(out);
    }
    if (result.isError()) {
      throw malformed(bytes, in.position(), result.length(), source);
    }
    out.flip();
    return out.toString();
  }

  /** The error for bad bytes at {@code offset}: the line (counted as the reader splits lines) and the bytes. */
  private static CaseFormatException malformed(byte[] bytes, int offset, int count, String source) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < offset; i++) {
      if (bytes[i] == '\n' || bytes[i] == '\r' && (i + 1 >= offset || bytes[i + 1] != '\n')) {
        line++;
        lineStart = i + 1;
      }
    }
    StringBuilder hex = new StringBuilder();
    for (int i = offset; i < offset + count; i++) {
      hex.append(hex.length() == 0 ? "" : " ").append(String.format("%02x", bytes[i] & 0xff));
    }
    return new CaseFormatException(source, line, "", "invalid UTF-8 at byte offset " + offset + " (byte "
        + (offset - lineStart + 1) + " of the line): " + hex);
  }
}
