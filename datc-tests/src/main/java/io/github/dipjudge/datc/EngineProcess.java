package io.github.dipjudge.datc;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An engine run as a child process ({@code sh -c COMMAND}) spoken to one line at a time: {@link #ask} writes a
 * request line and waits, at most a time limit, for the answer line. An engine that exits, closes its output, does
 * not answer in time or writes a line longer than {@link #MAX_LINE} is stopped (with its child processes) and
 * {@link #ask} throws {@link Failure} saying which; the next {@link #ask} starts it again. Its stderr goes to this
 * process's stderr.
 *
 * <p>Not thread-safe: one caller at a time. One thread per running engine reads its output.
 */
final class EngineProcess implements AutoCloseable {
  /** The longest answer line kept: a whole board's position is a few kilobytes. */
  static final int MAX_LINE = 16 << 20;

  /** Why an engine gave no answer. */
  static final class Failure extends Exception {
    private static final long serialVersionUID = 1L;

    Failure(String message) {
      super(message);
    }
  }

  private static final Object END = new Object();

  private final String command;
  private Process process;
  private BufferedWriter in;
  private BlockingQueue<Object> lines;
  private int starts;

  EngineProcess(String command) {
    this.command = command;
  }

  /** How many times the engine was started (1 after the first request; more after restarts). */
  int starts() {
    return starts;
  }

  /** Whether the engine is running (started and not stopped since). */
  boolean running() {
    return process != null;
  }

  private void start() throws Failure {
    ProcessBuilder pb = new ProcessBuilder(List.of("sh", "-c", command))
        .redirectError(ProcessBuilder.Redirect.INHERIT);
    try {
      process = pb.start();
    } catch (IOException e) {
      throw new Failure("cannot start the engine \"" + command + "\": " + e.getMessage());
    }
    starts++;
    in = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
    BlockingQueue<Object> queue = new ArrayBlockingQueue<>(16);
    lines = queue;
    InputStream out = process.getInputStream();
    Thread reader = new Thread(() -> readLines(out, queue), "engine-output");
    reader.setDaemon(true);
    reader.start();
  }

  /** Reads the engine's output into the queue, line by line, then END (at its end, or a line too long). */
  private static void readLines(InputStream out, BlockingQueue<Object> queue) {
    Reader r = new java.io.BufferedReader(new InputStreamReader(out, StandardCharsets.UTF_8), 1 << 16);
    StringBuilder line = new StringBuilder();
    try {
      int ch;
      while ((ch = r.read()) >= 0) {
        if (ch == '\n') {
          queue.put(line.toString());
          line.setLength(0);
        } else if (line.length() >= MAX_LINE) {
          queue.put(new Failure("the engine wrote a line longer than " + MAX_LINE + " characters"));
          return;
        } else {
          line.append((char) ch);
        }
      }
      queue.put(END);
    } catch (IOException e) {
      try {
        queue.put(END);
      } catch (InterruptedException x) {
        Thread.currentThread().interrupt();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Sends one line and returns the engine's next line (without its line break), starting the engine first when it
   * is not running.
   *
   * @throws Failure when the engine cannot be started, exits, or does not answer within {@code millis}; it is
   *     stopped then, and started again by the next call
   */
  String ask(String request, long millis) throws Failure {
    if (process == null) {
      start();
    }
    try {
      in.write(request);
      in.write('\n');
      in.flush();
    } catch (IOException e) {
      // The engine no longer reads (it exited): what it wrote before, if anything, is still read below.
    }
    Object got;
    try {
      got = lines.poll(millis, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw stopped("interrupted");
    }
    if (got == null) {
      throw stopped("no answer within " + millis + " ms (the engine was stopped)");
    }
    if (got == END) {
      throw stopped("the engine closed its output without answering (" + exitStatus() + ")");
    }
    if (got instanceof Failure) {
      throw stopped(((Failure) got).getMessage());
    }
    return (String) got;
  }

  private String exitStatus() {
    try {
      if (process.waitFor(2, TimeUnit.SECONDS)) {
        return "exit code " + process.exitValue();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return "still running";
  }

  private Failure stopped(String why) {
    close();
    return new Failure(why);
  }

  /**
   * Stops the engine, if running: its input is closed (the protocol's end), and what has not exited a second later,
   * with its child processes, is killed.
   */
  @Override
  public void close() {
    if (process == null) {
      return;
    }
    try {
      in.close();
      if (process.waitFor(1, TimeUnit.SECONDS)) {
        process = null;
        return;
      }
    } catch (IOException e) {
      // a pipe already broken: killed below
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
    try {
      process.waitFor(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    process = null;
  }
}
