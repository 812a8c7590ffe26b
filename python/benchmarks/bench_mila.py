"""Side-by-side timings of this package and MILA's engine (its ``diplomacy`` package, fetched and run outside the
project) on the same machine, in one process each. Re-run with:

    /usr/bin/python3 python/benchmarks/bench_mila.py --mila /path/to/mila [--rounds 15]

(after the Maven build; ``--mila`` is the folder that holds MILA's ``diplomacy`` package). Prints, for each measure,
the median over rounds and the spread (the lowest and highest round), per call:

* ``process``: ``set_orders`` for every power plus ``process()`` of a mid-game phase (Spring 1905 of
  ``../shared/data/games/regression/benchmark_game.json``, its recorded orders), the game set up before each round
  by ``set_state`` (not timed);
* ``possible``: ``get_all_possible_orders()`` of the same phase, the first call after ``set_state`` (this package
  keeps the answer for the position, so a second call is cheaper; ``possible-again`` times it);
* ``jpype-call``: one call of a Java method that does nothing (the bridge's own cost);
* ``random-phase``: one phase of a random game played from Python through MILA's API (possible orders, a random
  choice per location, ``set_orders``, ``process()``), both engines;
* ``batch``: phases per second per thread of ``dipjudge.batch.play`` (random games to 1935, one thread) against the
  library's simulation path run in Java alone (the loop of core/README's simulation example, compiled and run here
  against the same jar), both in phases per second.
"""

import argparse
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


def timed(fn, setup, reps):
    """Seconds per call of fn(setup()) averaged over reps calls, setup not timed."""
    total = 0.0
    for _ in range(reps):
        arg = setup()
        t = time.perf_counter()
        fn(arg)
        total += time.perf_counter() - t
    return total / reps


def report(name, engine, rounds, unit="us", scale=1e6):
    values = sorted(v * scale for v in rounds)
    print("%-16s %-9s median %10.1f %s  (min %.1f, max %.1f, %d rounds)" % (
        name, engine, statistics.median(values), unit, values[0], values[-1], len(values)))
    return statistics.median(values)


def random_phases(game_class, seed, phases):
    rng = random.Random(seed)
    game = game_class()
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


JAVA_SIM = """
import io.github.dipjudge.adjudicate.LegalOrders;
import io.github.dipjudge.game.Game;
import io.github.dipjudge.game.Simulation;
import io.github.dipjudge.map.GameMap;
import io.github.dipjudge.rules.Rulebook;
import java.util.SplittableRandom;

public class SimPath {
  public static void main(String[] args) {
    GameMap map = GameMap.standard();
    Rulebook rules = Rulebook.preset("2000");
    int games = Integer.parseInt(args[0]);
    for (int round = 0; round < Integer.parseInt(args[1]); round++) {
      Simulation sim = Simulation.create(map, rules);
      LegalOrders legal = LegalOrders.create(map, rules);
      SplittableRandom random = new SplittableRandom(round);
      int[] picks = new int[64];
      int[] codes = new int[64];
      long phases = 0;
      long t = System.nanoTime();
      for (int g = 0; g < games; g++) {
        sim.restart(Game.start(map, rules), false);
        while (!sim.isOver() && sim.position().phase().year() <= 1935) {
          int n = 0;
          for (int slot = 0, slots = legal.sample(sim.position()); slot < slots; slot++) {
            for (int i = 0, k = legal.draw(slot, random, picks, 0); i < k; i++) {
              codes[n++] = legal.slotCode(slot, picks[i]);
            }
          }
          sim.advance(codes, 0, n);
          phases++;
        }
      }
      System.out.println(phases / ((System.nanoTime() - t) / 1e9));
    }
  }
}
"""


def java_simulation(jar, games, rounds):
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "SimPath.java")
        with open(src, "w") as f:
            f.write(JAVA_SIM)
        subprocess.run(["javac", "-cp", jar, "-d", d, src], check=True)
        out = subprocess.run(["java", "-cp", jar + os.pathsep + d, "SimPath", str(games), str(rounds)],
                             check=True, capture_output=True, text=True).stdout
    return [float(x) for x in out.split()]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mila", help="the folder holding MILA's diplomacy package")
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
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

    medians = {}
    for name, cls in engines:
        for _ in range(3):  # warm-up (the JVM compiles the hot paths)
            timed(process, fresh(cls), 20)
            timed(lambda g: g.get_all_possible_orders(), fresh(cls), 20)
        medians[("process", name)] = report("process", name, [timed(process, fresh(cls), 30)
                                                              for _ in range(args.rounds)])
        medians[("possible", name)] = report("possible", name, [
            timed(lambda g: g.get_all_possible_orders(), fresh(cls), 30) for _ in range(args.rounds)])
        once = fresh(cls)()
        once.get_all_possible_orders()
        report("possible-again", name, [timed(lambda g: g.get_all_possible_orders(), lambda: once, 30)
                                        for _ in range(args.rounds)])
        medians[("random", name)] = report("random-phase", name, [
            random_phases(cls, r, 60) for r in range(args.rounds)])

    handle = dipjudge.Game()._handle
    noop = handle.mapName
    report("jpype-call", "dipjudge", [timed(lambda _: noop(), lambda: None, 20000) for _ in range(args.rounds)],
           unit="ns", scale=1e9)

    games = 40
    batch.play(games, threads=1, seed=99)  # warm-up
    rates = []
    for r in range(args.rounds):
        t = time.perf_counter()
        records = batch.play(games, threads=1, seed=r)
        rates.append(sum(x.phases for x in records) / (time.perf_counter() - t))
    report("batch", "dipjudge", rates, unit="phases/s", scale=1)
    jar = _jvm._class_path()[0]
    sim = java_simulation(jar, games, args.rounds + 3)[3:]
    report("simulation", "Java", sim, unit="phases/s", scale=1)
    for what in ("process", "possible", "random"):
        if ("%s" % what, "MILA") in medians:
            print("%-16s MILA / dipjudge: %.1fx" % (what, medians[(what, "MILA")] / medians[(what, "dipjudge")]))
    print("batch / Java simulation path: %.2f" % (statistics.median(rates) / statistics.median(sim)))


if __name__ == "__main__":
    main()
