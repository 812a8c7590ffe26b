package io.github.dipjudge.game;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/** Opening saved-game files: a name ending in {@code .gz} is gunzipped on the fly. */
final class SavedFiles {
  private SavedFiles() {}

  static InputStream open(Path file) throws IOException {
    InputStream raw = new BufferedInputStream(Files.newInputStream(file));
    try {
      return file.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(raw) : raw;
    } catch (IOException e) {
      raw.close();
      throw e;
    }
  }
}
