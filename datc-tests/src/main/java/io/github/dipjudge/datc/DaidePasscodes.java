package io.github.dipjudge.datc;

import io.github.dipjudge.daide.DaideTokens;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.map.Power;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The operator's copy of a DAIDE game's passcodes (each drawn on its own by {@link io.github.dipjudge.daide.DaideGame}
 * from {@code SecureRandom}, 1 to 8191). A client learns only its own, in its {@code HLO}; the operator's copy (to restart a bot with {@code IAM}, or to resume a game) is a file of lines
 * {@code AUS 1234}, written readable and writable by its owner only where the file system has POSIX permissions.
 * Stateless.
 */
final class DaidePasscodes {
  private DaidePasscodes() {}

  /**
   * Writes the passcodes to the file, owner-only: into a new file beside it made with those permissions, then moved
   * over it, so that the codes are never in a file others can read.
   *
   * @throws IOException when the file cannot be written
   */
  static void write(Path file, GameMap map, Map<Power, Integer> codes) throws IOException {
    DaideTokens tokens = DaideTokens.of(map);
    StringBuilder text = new StringBuilder();
    for (Power p : map.powers()) {
      text.append(tokens.text(tokens.power(p))).append(' ').append(codes.get(p)).append('\n');
    }
    Path dir = file.toAbsolutePath().getParent();
    Path temp = dir.resolve("." + file.getFileName() + ".tmp");
    Files.deleteIfExists(temp);
    try {
      Files.createFile(temp, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
    } catch (UnsupportedOperationException e) {
      Files.createFile(temp); // no POSIX permissions here (Windows): the directory's own access rules apply
    } catch (FileAlreadyExistsException e) {
      throw new IOException(temp + " appeared while it was being made");
    }
    Files.writeString(temp, text, StandardCharsets.US_ASCII);
    Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  /**
   * Reads a passcode file ({@link #write}): a line per power of the map, {@code XXX n} with the power's DAIDE name
   * and a number from 1 to 8191.
   *
   * @throws IOException when the file cannot be read, with the file, the line and its text when it is not that
   */
  static Map<Power, Integer> read(Path file, GameMap map) throws IOException {
    DaideTokens tokens = DaideTokens.of(map);
    Map<String, Power> byName = new LinkedHashMap<>();
    for (Power p : map.powers()) {
      byName.put(tokens.text(tokens.power(p)), p);
    }
    if (Files.size(file) > 64L * 1024) {
      throw new IOException(file + ": " + Files.size(file) + " bytes, not a passcode file");
    }
    List<String> lines = Files.readAllLines(file, StandardCharsets.US_ASCII);
    Map<Power, Integer> out = new LinkedHashMap<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).trim();
      if (line.isEmpty()) {
        continue;
      }
      String[] w = line.split(" +");
      Power p = w.length == 2 ? byName.get(w[0]) : null;
      int code = w.length == 2 && w[1].matches("[0-9]{1,4}") ? Integer.parseInt(w[1]) : 0;
      if (p == null || code < 1 || code > 8191 || out.containsKey(p)) {
        throw new IOException(file + ", line " + (i + 1) + ": \"" + (line.length() > 80 ? line.substring(0, 80)
            + "..." : line) + "\" is not a power of map " + map.id() + " (once) and a passcode from 1 to 8191");
      }
      out.put(p, code);
    }
    for (Power p : map.powers()) {
      if (!out.containsKey(p)) {
        throw new IOException(file + ": no passcode for " + tokens.text(tokens.power(p)));
      }
    }
    return out;
  }
}
