"""Side-by-side timings of this package and MILA's engine (its ``diplomacy`` package, fetched and run outside the
project) on the same machine, in one process. Re-run with:

    /usr/bin/python3 python/benchmarks/bench_mila.py --mila /path/to/mila [--rounds 21]

(after the Maven build; ``--mila`` is the folder that holds MILA's ``diplomacy`` package). The measures are paired:
each round times this package and MILA one right after the other (and the batch path right after the Java
simulation path), so that a load on the machine slows both sides of a pair alike; the ratio is taken per round and
the median ratio is reported with the lowest and highest round's, beside each side's median time. The figures:

* ``process``: ``set_orders`` for every power plus ``process()`` of a mid-game phase (Spring 1905 of
  ``../shared/data/games/regression/benchmark_game.json``, its recorded orders), the game set up before each call by
  ``set_state`` (not timed). Both engines check each order against the phase's possible orders in ``set_orders``,
  so each computes them once inside the timed part;
* ``possible``: ``get_all_possible_orders()`` of the same phase, the first call after ``set_state``;
* ``jpype-call``: one call of a Java method that returns a string it holds (the bridge's own cost);
* ``random-phase``: one phase of a random game played through MILA's API (possible orders, a random choice per
  orderable location, ``set_orders`` for every power, ``process()``), both engines;
* ``batch``: phases per second on one thread of ``dipjudge.batch.play`` (random games from 1901 to 1920 under the
  ``datc`` rulebook), against the library's simulation path in the same JVM: the loop of the JMH benchmark
  ``GameBenchmarks.randomGameSimulation`` (``LegalOrders.sample``/``draw``, ``Simulation.advance``), compiled here
  against the same jar and called through JPype once per round, so that the bridge is crossed once per round on
  both sides.
"""

import argparse
import gc
import glob
import importlib.util
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "python", "src"))
GAME = os.path.join(ROOT, "..", "shared", "data", "games", "regression", "benchmark_game.json")
PHASE = "S1905M"

# The JMH benchmark's loop (benchmarks/.../GameBenchmarks.simulate), games after games, phases per second.
JAVA_SIM = """
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.Simulation;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.util.SplittableRandom;

public class SimulationPath {
  public static double phasesPerSecond(int games, long firstSeed, int lastYear, String preset) {
    GameMap map = GameMap.standard();
    Rulebook rules = Rulebook.preset(preset);
    Simulation sim = Simulation.create(map, rules);
    LegalOrders gen = LegalOrders.create(map, rules);
    Game start = Game.start(map, rules);
    int[] picks = new int[256];
    int[] codes = new int[256];
    long phases = 0;
    long t = System.nanoTime();
    for (int g = 0; g < games; g++) {
      SplittableRandom random = new SplittableRandom(firstSeed + g);
      sim.restart(start, false);
      while (!sim.isOver() && sim.position().phase().year() <= lastYear) {
        int n = 0;
        for (int slot = 0, slots = gen.sample(sim.position()); slot < slots; slot++) {
          for (int i = 0, k = gen.draw(slot, random, picks, 0); i < k; i++) {
            codes[n++] = gen.slotCode(slot, picks[i]);
          }
        }
        sim.advance(codes, 0, n);
        phases++;
      }
    }
    return phases / ((System.nanoTime() - t) / 1e9);
  }
}
"""


def compile_simulation_path(jars, folder):
    """Compiles the Java reference loop into ``folder`` (before the JVM starts, so that it is on its class path)."""
    src = os.path.join(folder, "SimulationPath.java")
    with open(src, "w") as f:
        f.write(JAVA_SIM)
    subprocess.run(["javac", "-cp", os.pathsep.join(jars), "-d", folder, src], check=True)


def collect_garbage():
    """Python's collector runs before a timed stretch, so that the garbage of the set-up (a new game and its state,
    for each call) is not collected inside the calls timed. The JVM's is left alone: a full collection asked for
    (System.gc()) resizes the heap, and the calls timed after it came out slower, not steadier."""
    gc.collect()


def timed(fn, setup, reps):
    """Seconds per call of fn(arg) averaged over reps calls, each on its own setup() made beforehand (not timed)."""
    args = [setup() for _ in range(reps)]
    collect_garbage()
    total = 0.0
    for arg in args:
        t = time.perf_counter()
        fn(arg)
        total += time.perf_counter() - t
    return total / reps


def spread(values, scale=1.0):
    values = sorted(v * scale for v in values)
    return statistics.median(values), values[0], values[-1]


def show(name, engine, values, unit, scale):
    med, lo, hi = spread(values, scale)
    print("%-13s %-9s median %10.1f %-9s (min %.1f, max %.1f, %d rounds)" % (
        name, engine, med, unit, lo, hi, len(values)))


def show_ratio(name, ratios, what):
    med, lo, hi = spread(ratios)
    print("%-13s %s: median %.1fx (min %.1fx, max %.1fx over the rounds)" % (name, what, med, lo, hi))


def random_phases(game_class, seed, phases):
    """Seconds per phase of a random game played through MILA's API."""
    rng = random.Random(seed)
    game = game_class()
    collect_garbage()
    done = 0
    t = time.perf_counter()
    while done < phases and not game.is_game_done:
        possible = game.get_all_possible_orders()
        for power in game.powers:
            game.set_orders(power, [rng.choice(possible[loc]) for loc in game.get_orderable_locations(power)
                                    if possible[loc]])
        game.process()
        done += 1
    return (time.perf_counter() - t) / max(done, 1)


def run(args):
    import dipjudge
    from dipjudge import batch, _jvm

    with open(GAME) as f:
        recorded = {p["name"]: p for p in json.load(f)["phases"]}[PHASE]
    state, orders = recorded["state"], {p: o for p, o in recorded["orders"].items() if o}

    engines = [("dipjudge", dipjudge.Game)]
    if args.mila:
        sys.path.insert(0, args.mila)
        import diplomacy
        engines.append(("MILA", diplomacy.Game))

    def fresh(cls):
        def setup():
            g = cls()
            g.set_state(state)
            return g
        return setup

    def process(g):
        for p, o in orders.items():
            g.set_orders(p, o)
        g.process()

    def possible(g):
        g.get_all_possible_orders()

    measures = [("process", process, 30), ("possible", possible, 30)]
    # Warm-up: the JVM compiles a path after some thousands of calls (its second compiler, C2, after about ten
    # thousand loop iterations), so the measured rounds start from compiled code, as in a program that plays many
    # games; MILA's side is warmed alike (its first calls fill caches too).
    for name, cls in engines:
        for _ in range(args.warmup // 30):
            for _, fn, reps in measures:
                timed(fn, fresh(cls), reps)
        random_phases(cls, 0, args.warmup)

    times = {}
    for r in range(args.rounds):
        for what, fn, reps in measures:
            for name, cls in engines:
                times.setdefault((what, name), []).append(timed(fn, fresh(cls), reps))
        for name, cls in engines:
            times.setdefault(("random-phase", name), []).append(random_phases(cls, r + 1, 60))

    handle = dipjudge.Game()._handle
    call = handle.mapName
    overhead = [timed(lambda _: call(), lambda: None, 20000) for _ in range(args.rounds)]

    simulation_path = _jvm.J("SimulationPath")
    games = args.games
    batch.play(games, threads=1, seed=10 ** 6, max_year=1920, rules="datc")  # warm-up
    simulation_path.phasesPerSecond(games, 10 ** 6, 1920, "datc")
    batch_rates, java_rates = [], []
    for r in range(args.rounds):
        collect_garbage()
        java_rates.append(float(simulation_path.phasesPerSecond(games, r * games, 1920, "datc")))
        collect_garbage()
        t = time.perf_counter()
        records = batch.play(games, threads=1, seed=r, max_year=1920, rules="datc")
        batch_rates.append(sum(x.phases for x in records) / (time.perf_counter() - t))

    print("load average before and after: %s" % args.load_before + " / %.2f %.2f %.2f" % os.getloadavg())
    for what in ("process", "possible", "random-phase"):
        for name, _ in engines:
            show(what, name, times[(what, name)], "us", 1e6)
        if args.mila:
            show_ratio(what, [m / d for m, d in zip(times[(what, "MILA")], times[(what, "dipjudge")])],
                       "MILA / dipjudge, per round")
    show("jpype-call", "dipjudge", overhead, "us", 1e6)
    show("batch", "dipjudge", batch_rates, "phases/s", 1)
    show("simulation", "Java", java_rates, "phases/s", 1)
    ratios = [b / j for b, j in zip(batch_rates, java_rates)]
    med, lo, hi = spread(ratios)
    print("%-13s batch / Java simulation path, per round: median %.2f (min %.2f, max %.2f)" % ("batch", med, lo, hi))


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--mila", help="the folder holding MILA's diplomacy package")
    parser.add_argument("--rounds", type=int, default=21)
    parser.add_argument("--games", type=int, default=20, help="random games per batch round")
    parser.add_argument("--warmup", type=int, default=1500,
                        help="calls of each measure (and random phases) before the measured rounds, per engine")
    parsed = parser.parse_args()
    parsed.load_before = "%.2f %.2f %.2f" % os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="bench_mila") as folder:
        sys.path.insert(0, os.path.join(ROOT, "python", "src"))
        # The reference loop joins the package's class path before the JVM starts (finding the package does not
        # import it, so the JVM is not started yet).
        spec = importlib.util.find_spec("dipjudge")
        here = os.path.dirname(spec.origin)
        env = os.environ.get("DIPJUDGE_CLASSPATH")
        if env:
            jars = [p for p in env.split(os.pathsep) if p]
        else:
            jars = sorted(glob.glob(os.path.join(here, "jars", "*.jar"))) or [
                os.path.join(ROOT, "datc-tests", "target", "datc.jar")]
        compile_simulation_path(jars, folder)
        os.environ["DIPJUDGE_CLASSPATH"] = os.pathsep.join(jars + [folder])
        run(parsed)
