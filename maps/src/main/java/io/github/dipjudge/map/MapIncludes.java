package io.github.dipjudge.map;

import static com.google.common.base.Preconditions.checkNotNull;

import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Where a DPjudge map file's {@code USE} and {@code MAP} lines find the files they include ({@code USE
 * standard.geography}, {@code MAP standard} for {@code standard.map}). The loader passes plain file names only: a
 * name with a path separator or {@code ..} is refused before it reaches the resolver.
 *
 * <p>Implementations must be safe to call from the loading thread; the ones here are stateless and thread-safe.
 */
@FunctionalInterface
public interface MapIncludes {
  /**
   * The text of the included file.
   *
   * @param fileName a plain file name with its extension, such as {@code standard.geography}
   * @return the whole text
   * @throws IOException if there is no such file or it cannot be read; the loader reports it as a problem of the
   *     including line
   */
  String read(String fileName) throws IOException;

  /**
   * Resolves nothing: every include is reported as a problem of the including line.
   *
   * @return a stateless, thread-safe resolver whose {@link #read(String)} always throws
   *     {@link java.nio.file.NoSuchFileException}
   */
  static MapIncludes none() {
    return name -> {
      throw new NoSuchFileException(name, null, "no include resolver was given");
    };
  }

  /**
   * Resolves names in a directory, reading the files as UTF-8, each up to {@link GameMap#MAX_TEXT_BYTES} (checked
   * while reading: a larger file, or a device that never ends, is an {@link IOException} after one byte past the
   * limit).
   *
   * @param directory where the included files lie
   * @return a stateless, thread-safe resolver that reads {@code directory.resolve(fileName)}; a name the file
   *     system cannot take is an {@link IOException} too
   * @throws NullPointerException if {@code directory} is null
   */
  static MapIncludes directory(Path directory) {
    checkNotNull(directory, "directory");
    return name -> {
      Path file;
      try {
        file = directory.resolve(name);
      } catch (InvalidPathException e) {
        throw new NoSuchFileException(name, null, "not a file name here: " + e.getReason());
      }
      return MapText.read(file, GameMap.MAX_TEXT_BYTES);
    };
  }
}
