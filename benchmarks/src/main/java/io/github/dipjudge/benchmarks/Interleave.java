package io.github.dipjudge.benchmarks;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.annotation.Annotation;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Compares one benchmark method of two builds of the benchmarks jar inside one JVM, alternating between them in
 * short slices, for a difference smaller than the machine's own noise.
 *
 * <p>Why: on this project's shared machine the speed of a JMH run moves by a fifth from one second to the next
 * (one fork of {@code opening} measured 2.2 to 3.7 µs in consecutive 1 s iterations), so pairing whole JVM runs, as
 * {@code compare.sh} does, leaves each round's ratio ±15% and the median of 8 rounds ±5% (the same jar against
 * itself gave 0.940 and 0.964). Here each build is loaded by its own class loader into one JVM, and the two run in
 * alternating slices of a tenth of a second (A B, then B A), so that a slow spell of the machine hits both sides of
 * each pair alike; the ratio of each pair is what is read. Each round is a fresh JVM (a child of this one), because
 * what the JIT makes of a build differs from JVM to JVM.
 *
 * <p>What remains is the JIT's luck: in one JVM two copies of the same jar measured from 0.91 to 1.15 of each
 * other, round by round, because each copy's code is compiled on its own profile (a set of 8 such rounds gave
 * 1.046, one of 32 gave 0.992). That part cancels only over many rounds, so rounds are short and many (32 of 6 s
 * warm-up and 6 s measured take 7 minutes). The rounds also alternate which side is loaded and warmed up first (A in
 * odd rounds, B in even ones), in case order matters; the summary gives the median ratio of each order and their
 * geometric mean.
 *
 * <p>What it runs: the method of a JMH benchmark class called as JMH would, its {@code @State} parameters made by
 * their no-argument constructors and set up by their {@code @Setup} methods of level {@code Trial} or
 * {@code Iteration} (called once; a state with an {@code Invocation}-level set-up is refused), a {@code Blackhole}
 * made for the purpose; a returned value goes into a field. Both builds share the JDK's classes, so their type
 * profiles in JDK code see both builds' classes; that is alike for both sides, but the absolute times are not JMH's
 * and only the ratio is reported.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.dipjudge.benchmarks.Interleave A.jar B.jar \
 *     AdjudicatorBenchmarks#opening [ROUNDS] [WARMUP_S] [MEASURE_S]
 * </pre>
 *
 * <p>Defaults: 32 rounds, each 6 s of warm-up (both sides alternating, discarded) and 6 s measured in slices of
 * 100 ms. Prints per round which side was loaded first, the two sides' median time per operation, the median ratio
 * B/A of the round's pairs and in how many pairs B was faster, then the median of the rounds' ratios and the
 * figure of the two orders. Not thread-safe and not an API: a command of the benchmarks module.
 */
public final class Interleave {
  private static final String PACKAGE = "io.github.dipjudge.benchmarks.";
  private static final String JMH = "org.openjdk.jmh.";
  private static final long SLICE_NANOS = 100_000_000L;
  private static final String CHILD = "--child";

  private Interleave() {}

  /**
   * Runs the comparison; see the class comment for the arguments.
   *
   * @param args the two jars, the benchmark as {@code Class#method}, then optionally rounds, warm-up and measured
   *     seconds
   * @throws Throwable when a jar cannot be read, the benchmark is not found or cannot be set up, or a round fails
   *     (what a child JVM's benchmark threw is passed on in the message)
   */
  public static void main(String[] args) throws Throwable {
    if (args.length > 0 && args[0].equals(CHILD)) {
      child(Arrays.copyOfRange(args, 1, args.length));
      return;
    }
    if (args.length < 3 || args.length > 6) {
      System.err.println(
          "usage: Interleave A.jar B.jar Class#method [ROUNDS (32)] [WARMUP_S (6)] [MEASURE_S (6)]");
      System.exit(2);
    }
    int rounds = args.length > 3 ? Integer.parseInt(args[3]) : 32;
    String warm = args.length > 4 ? args[4] : "6";
    String measure = args.length > 5 ? args[5] : "6";
    for (int k = 0; k < 2; k++) {
      if (!new File(args[k]).isFile()) {
        throw new IllegalArgumentException("Interleave: no such jar: " + args[k]);
      }
    }
    System.out.printf("Interleave: A %s, B %s, %s; %d rounds of %s s warm-up and %s s measured, slices of %d ms%n",
        args[0], args[1], args[2], rounds, warm, measure, SLICE_NANOS / 1_000_000);
    System.out.println("round  A ns/op  B ns/op  B/A (median of pairs)  B faster in pairs");
    double[] ratios = new double[rounds];
    double[] aFirstRatios = new double[(rounds + 1) / 2];
    double[] bFirstRatios = new double[rounds / 2];
    int faster = 0;
    for (int r = 0; r < rounds; r++) {
      boolean aFirst = r % 2 == 0;
      String line = round(args[0], args[1], args[2], warm, measure, aFirst);
      // The child's last line: "A-median B-median ratio faster pairs".
      String[] f = line.trim().split(" ");
      ratios[r] = Double.parseDouble(f[2]);
      (aFirst ? aFirstRatios : bFirstRatios)[r / 2] = ratios[r];
      if (ratios[r] < 1) {
        faster++;
      }
      System.out.printf(Locale.ROOT, "%d  %s first  %.1f  %.1f  %.3f  %s of %s%n", r + 1, aFirst ? "A" : "B",
          Double.parseDouble(f[0]), Double.parseDouble(f[1]), ratios[r], f[3], f[4]);
    }
    System.out.printf(Locale.ROOT, "median B/A %.3f; B faster in %d of %d rounds%n", median(ratios), faster, rounds);
    if (bFirstRatios.length > 0) {
      double a = median(aFirstRatios);
      double b = median(bFirstRatios);
      System.out.printf(Locale.ROOT, "A loaded first: median %.3f; B loaded first: median %.3f; geometric mean %.3f%n",
          a, b, Math.sqrt(a * b));
    }
  }

  /** One round in a fresh JVM with the same java and class path; returns the child's summary line. */
  private static String round(String a, String b, String bench, String warm, String measure, boolean aFirst)
      throws IOException, InterruptedException {
    String java = ProcessHandle.current().info().command().orElse("java");
    List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path")));
    // The benchmarks' own settings (dipjudge.shared, where the recorded games are) go to the child as given here.
    for (String name : System.getProperties().stringPropertyNames()) {
      if (name.startsWith("dipjudge.")) {
        command.add("-D" + name + "=" + System.getProperty(name));
      }
    }
    command.addAll(List.of(Interleave.class.getName(), CHILD, a, b, bench, warm, measure, aFirst ? "A" : "B"));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String last = null;
    StringBuilder all = new StringBuilder();
    try (BufferedReader in =
        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line; (line = in.readLine()) != null; ) {
        all.append(line).append('\n');
        last = line;
      }
    }
    if (p.waitFor() != 0 || last == null) {
      throw new IllegalStateException("Interleave: a round failed:\n" + all);
    }
    return last;
  }

  private static void child(String[] args) throws Throwable {
    boolean aFirst = args[5].equals("A");
    Side first = Side.load(args[aFirst ? 0 : 1], args[2]);
    Side second = Side.load(args[aFirst ? 1 : 0], args[2]);
    Side a = aFirst ? first : second;
    Side b = aFirst ? second : first;
    long warm = Long.parseLong(args[3]) * 1_000_000_000L;
    long measure = Long.parseLong(args[4]) * 1_000_000_000L;
    int pairs = (int) (measure / (2 * SLICE_NANOS));
    for (long end = System.nanoTime() + warm; System.nanoTime() < end; ) {
      first.slice();
      second.slice();
    }
    double[] ta = new double[pairs];
    double[] tb = new double[pairs];
    double[] ratio = new double[pairs];
    int faster = 0;
    for (int k = 0; k < pairs; k++) {
      if (k % 2 == 0) {
        ta[k] = a.slice();
        tb[k] = b.slice();
      } else {
        tb[k] = b.slice();
        ta[k] = a.slice();
      }
      ratio[k] = tb[k] / ta[k];
      if (ratio[k] < 1) {
        faster++;
      }
    }
    System.out.printf(Locale.ROOT, "%.3f %.3f %.5f %d %d%n", median(ta), median(tb), median(ratio), faster, pairs);
  }

  private static long sunk;
  private static Object sunkObject;

  private static void sink(int v) {
    sunk += v;
  }

  private static void sink(long v) {
    sunk += v;
  }

  private static void sink(Object v) {
    sunkObject = v;
  }

  private static double median(double[] values) {
    double[] v = values.clone();
    Arrays.sort(v);
    int n = v.length;
    return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  }

  /** One build: its class loader and the benchmark method bound to its arguments. */
  private static final class Side {
    private final MethodHandle call;

    private Side(MethodHandle call) {
      this.call = call;
    }

    static Side load(String jar, String bench) throws Exception {
      int hash = bench.indexOf('#');
      if (hash < 0) {
        throw new IllegalArgumentException("Interleave: the benchmark is Class#method, not " + bench);
      }
      // The platform loader as parent: nothing of the launching jar is seen, each build brings its own JMH.
      URLClassLoader loader = new URLClassLoader(new URL[] {new File(jar).toURI().toURL()},
          ClassLoader.getPlatformClassLoader());
      String className = bench.substring(0, hash);
      Class<?> type = loader.loadClass(className.contains(".") ? className : PACKAGE + className);
      Method method = null;
      for (Method m : type.getMethods()) {
        if (m.getName().equals(bench.substring(hash + 1)) && has(m, "Benchmark")) {
          if (method != null) {
            throw new IllegalArgumentException("Interleave: more than one benchmark " + bench + " in " + jar);
          }
          method = m;
        }
      }
      if (method == null) {
        throw new IllegalArgumentException("Interleave: no benchmark " + bench + " in " + jar);
      }
      Map<Class<?>, Object> states = new HashMap<>();
      List<Object> arguments = new ArrayList<>();
      if (!Modifier.isStatic(method.getModifiers())) {
        arguments.add(state(type, states));
      }
      for (Class<?> p : method.getParameterTypes()) {
        arguments.add(argument(p, states));
      }
      MethodHandle h = MethodHandles.publicLookup().unreflect(method);
      h = MethodHandles.insertArguments(h, 0, arguments.toArray());
      // A result goes into a sink field, so that the JIT cannot drop the work that made it (JMH's Blackhole).
      Class<?> returned = method.getReturnType();
      if (returned != void.class) {
        Class<?> sunk = returned == int.class || returned == long.class ? returned : Object.class;
        MethodHandle sink = MethodHandles.lookup().findStatic(Interleave.class, "sink",
            MethodType.methodType(void.class, sunk));
        h = MethodHandles.filterReturnValue(h.asType(MethodType.methodType(sunk)), sink);
      }
      return new Side(h.asType(MethodType.methodType(void.class)));
    }

    /** The average nanoseconds per call over one slice of about {@link #SLICE_NANOS}. */
    double slice() throws Throwable {
      long start = System.nanoTime();
      long end = start + SLICE_NANOS;
      long calls = 0;
      long now;
      do {
        // Batches of 16 keep the clock's cost (about 25 ns a read) out of a microsecond benchmark's time.
        for (int k = 0; k < 16; k++) {
          call.invokeExact();
        }
        calls += 16;
        now = System.nanoTime();
      } while (now < end);
      return (double) (now - start) / calls;
    }

    private static Object argument(Class<?> p, Map<Class<?>, Object> states) throws Exception {
      if (p.getName().equals(JMH + "infra.Blackhole")) {
        return p.getConstructor(String.class).newInstance(
            "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");
      }
      return state(p, states);
    }

    /** The one instance of a state class in this build, made and set up on first use. */
    private static Object state(Class<?> c, Map<Class<?>, Object> states) throws Exception {
      Object made = states.get(c);
      if (made != null) {
        return made;
      }
      Constructor<?> constructor = c.getConstructor();
      Object s = constructor.newInstance();
      states.put(c, s);
      for (Method m : c.getMethods()) {
        Annotation setup = annotation(m, "Setup");
        if (setup == null) {
          continue;
        }
        Object level = setup.annotationType().getMethod("value").invoke(setup);
        if (level.toString().equals("Invocation")) {
          throw new IllegalArgumentException(
              "Interleave: " + c.getName() + "." + m.getName() + " is set up per invocation, which is not run here");
        }
        Class<?>[] ps = m.getParameterTypes();
        Object[] values = new Object[ps.length];
        for (int k = 0; k < ps.length; k++) {
          values[k] = argument(ps[k], states);
        }
        m.invoke(s, values);
      }
      return s;
    }

    private static boolean has(Method m, String simpleName) {
      return annotation(m, simpleName) != null;
    }

    private static Annotation annotation(Method m, String simpleName) {
      for (Annotation a : m.getAnnotations()) {
        if (a.annotationType().getName().equals(JMH + "annotations." + simpleName)) {
          return a;
        }
      }
      return null;
    }
  }
}
