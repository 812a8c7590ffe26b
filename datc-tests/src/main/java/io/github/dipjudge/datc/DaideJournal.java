package io.github.dipjudge.datc;

import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.GameFormatException;
import io.github.dipjudge.game.DipjudgeFormat;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.function.Consumer;

/**
 * A DAIDE game's journal: the game in JSON Lines ({@link DipjudgeFormat#writeLines}) beside its save file ({@code FILE} →
 * {@code FILE.jsonl}), written whole when the server starts and appended to after every adjudicated phase (the
 * phase records and a state record, then a flush), so that a crash or a kill loses at most the phase in progress.
 * {@link #read} reads it back up to its last complete state record, so that a journal cut short in the middle of an
 * append still resumes. Used by the game thread only.
 */
final class DaideJournal {
  private final Path file;
  private final Consumer<String> log;
  private OutputStream out;
  private int known;

  DaideJournal(Path file, Consumer<String> log) {
    this.file = file;
    this.log = log;
  }

  /** The journal of a save file: {@code FILE.jsonl} beside it. */
  static Path journalOf(Path save) {
    return save.resolveSibling(save.getFileName() + ".jsonl");
  }

  /**
   * Writes the game whole (into a new file moved over the old one, so that a journal being resumed from is never
   * half rewritten) and opens it for appending.
   *
   * @throws IOException when the journal cannot be written
   */
  void start(Game game) throws IOException {
    Path temp = file.resolveSibling("." + file.getFileName() + ".tmp");
    try (OutputStream o = Files.newOutputStream(temp)) {
      DipjudgeFormat.writeLines(game, o);
    }
    Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    out = Files.newOutputStream(file, StandardOpenOption.APPEND);
    known = game.history().size();
  }

  /** Appends what the game added since the last append (or start), and its state; a failure is logged once. */
  void append(Game game) {
    if (out == null) {
      return;
    }
    try {
      DipjudgeFormat.appendLines(game, known, out);
      out.flush();
      known = game.history().size();
    } catch (IOException e) {
      log.accept("cannot append to the journal " + file + ": " + e.getMessage() + "; the game goes on unjournalled");
      close();
    }
  }

  void close() {
    if (out != null) {
      try {
        out.close();
      } catch (IOException e) {
        // closing anyway
      }
      out = null;
    }
  }

  /**
   * Reads a journal up to its last complete state record (an append cut short leaves phase records after it, or a
   * part of a line, which are dropped with a note to the log).
   *
   * @throws IOException when it cannot be read
   * @throws GameFormatException when what it holds up to that record is not a game, naming the line
   */
  static Game read(Path journal, Consumer<String> log) throws IOException, GameFormatException {
    if (Files.size(journal) > DipjudgeFormat.MAX_INPUT_BYTES) {
      throw new IOException(journal + ": more than " + DipjudgeFormat.MAX_INPUT_BYTES + " bytes");
    }
    byte[] all = Files.readAllBytes(journal);
    int end = all.length;
    // Back to the end of the last line that is a state record: such a line starts {"state".
    byte[] mark = "\n{\"state\"".getBytes(StandardCharsets.US_ASCII);
    int lastState = -1;
    for (int i = 0; i + mark.length <= all.length; i++) {
      if (all[i] == '\n' && matches(all, i, mark)) {
        lastState = i + 1;
      }
    }
    if (lastState >= 0) {
      int nl = lastState;
      while (nl < all.length && all[nl] != '\n') {
        nl++;
      }
      if (nl < all.length) {
        end = nl + 1;
      }
    }
    if (end < all.length) {
      log.accept(journal + ": " + (all.length - end) + " bytes after the last complete state record dropped"
          + " (an append cut short)");
    }
    return DipjudgeFormat.readLines(new ByteArrayInputStream(all, 0, end), journal.toString(), DipjudgeFormat.Check.POSITIONS);
  }

  private static boolean matches(byte[] all, int at, byte[] mark) {
    for (int j = 0; j < mark.length; j++) {
      if (all[at + j] != mark[j]) {
        return false;
      }
    }
    return true;
  }
}
