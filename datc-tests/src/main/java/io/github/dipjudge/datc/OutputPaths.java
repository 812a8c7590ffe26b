package io.github.dipjudge.datc;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * Whether the command can write where it was asked to, checked before any work ({@code run --report}, {@code play},
 * {@code draw}), so that a long run is not lost to a path it could not write: each method gives the reason a path
 * cannot be written, naming it, or null when it can. A check is no promise (the file system may change before the
 * write, whose error is then reported as before); it catches the usual mistakes: a missing or read-only folder, a
 * folder where a file was meant, a file where a folder was meant.
 */
final class OutputPaths {
  private OutputPaths() {}

  /** Why {@code file} cannot be written as a file, or null: a writable file, or a new one in a writable folder. */
  static String fileProblem(String file) {
    Path p;
    try {
      p = Path.of(file).toAbsolutePath();
    } catch (InvalidPathException e) {
      return "cannot write " + file + ": not a path (" + e.getReason() + ")";
    }
    if (Files.isDirectory(p)) {
      return "cannot write " + file + ": it is a folder";
    }
    if (Files.exists(p)) {
      return Files.isWritable(p) ? null : "cannot write " + file + ": the file is not writable";
    }
    Path parent = p.getParent();
    if (parent == null || !Files.isDirectory(parent)) {
      return "cannot write " + file + ": no such folder " + parent;
    }
    return Files.isWritable(parent) ? null : "cannot write " + file + ": the folder " + parent + " is not writable";
  }

  /**
   * Why {@code folder} cannot be written into, or null: a writable folder, or one that can be created under the
   * nearest folder that exists.
   */
  static String folderProblem(String folder) {
    Path p;
    try {
      p = Path.of(folder).toAbsolutePath();
    } catch (InvalidPathException e) {
      return "cannot write into " + folder + ": not a path (" + e.getReason() + ")";
    }
    Path existing = p;
    while (existing != null && !Files.exists(existing)) {
      existing = existing.getParent();
    }
    if (existing == null) {
      return "cannot create the folder " + folder;
    }
    if (!Files.isDirectory(existing)) {
      return "cannot write into " + folder + ": " + (existing.equals(p) ? "it is a file" : existing + " is a file");
    }
    return Files.isWritable(existing) ? null : "cannot write into " + folder + ": " + (existing.equals(p)
        ? "the folder is not writable" : "the folder " + existing + " is not writable");
  }
}
