#!/usr/bin/python3
"""Per-request cost of an engine speaking the protocol: N requests of one phase each, one after the other (each
waits for its answer), against N/B requests of B phases each. Prints microseconds per phase, median and range over
ROUNDS rounds (after a warm-up), and what the engine's own process spent (CPU time from /proc, where there is one).
Usage: measure_serve.py [N] [B] [ROUNDS] -- COMMAND...

The pipes are made 1 MiB deep (Linux) and read and written in whole lines through 1 MiB buffers, so that a batch's
line crosses in one hand-over between the two processes: what is timed is the engine and the protocol's JSON on
both sides, not 8 KiB pipe chunks."""
import fcntl
import json
import os
import statistics
import subprocess
import sys
import time

args = sys.argv[1:]
split = args.index('--')
numbers, command = [int(a) for a in args[:split]], args[split + 1:]
n, batch, rounds = (numbers + [2000, 100, 7][len(numbers):])[:3]

UNITS = {'AUSTRIA': ['A VIE', 'A BUD', 'F TRI'], 'ENGLAND': ['F LON', 'F EDI', 'A LVP'],
         'FRANCE': ['F BRE', 'A PAR', 'A MAR'], 'GERMANY': ['F KIE', 'A BER', 'A MUN'],
         'ITALY': ['F NAP', 'A ROM', 'A VEN'], 'RUSSIA': ['A WAR', 'A MOS', 'F SEV', 'F STP/SC'],
         'TURKEY': ['F ANK', 'A CON', 'A SMY']}
MOVES = {'A VIE': 'GAL', 'A BUD': 'SER', 'F TRI': 'ALB', 'F LON': 'NTH', 'F EDI': 'NWG', 'A LVP': 'YOR',
         'F BRE': 'MAO', 'A PAR': 'BUR', 'A MAR': 'SPA', 'F KIE': 'DEN', 'A BER': 'KIE', 'A MUN': 'RUH',
         'F NAP': 'ION', 'A ROM': 'APU', 'A VEN': 'TYR', 'A WAR': 'GAL', 'A MOS': 'UKR', 'F SEV': 'BLA',
         'F STP/SC': 'BOT', 'F ANK': 'BLA', 'A CON': 'BUL', 'A SMY': 'ARM'}
PHASE = {'position': {'phase': 'S1901M', 'units': UNITS, 'centers': {}},
         'orders': [{'power': p, 'order': '%s - %s' % (u, MOVES[u])} for p, us in UNITS.items() for u in us]}

engine = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=1 << 20)
for pipe in (engine.stdin, engine.stdout):
    try:
        fcntl.fcntl(pipe.fileno(), 1031, 1 << 20)  # F_SETPIPE_SZ
    except OSError:
        pass  # not Linux, or above /proc/sys/fs/pipe-max-size: the default depth


def ask(phases, ident):
    line = json.dumps({'type': 'adjudicate', 'id': ident, 'map': 'standard', 'phases': phases}) + '\n'
    engine.stdin.write(line.encode('utf-8'))
    engine.stdin.flush()
    answer = json.loads(engine.stdout.readline())
    assert answer['type'] == 'adjudicated' and len(answer['phases']) == len(phases), answer
    return answer


def per_phase(requests, phases_each):
    start = time.perf_counter()
    for i in range(requests):
        ask([PHASE] * phases_each, i)
    return (time.perf_counter() - start) * 1e6 / (requests * phases_each)


def cpu_seconds():
    """The engine process's user and system CPU time so far (its threads included), or None without /proc."""
    try:
        fields = open('/proc/%d/stat' % engine.pid).read().rsplit(')', 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf('SC_CLK_TCK')
    except OSError:
        return None


def timed(requests, phases_each):
    """Wall time per phase, the engine's CPU time per phase (None without /proc), this client's CPU time per phase."""
    before, mine = cpu_seconds(), time.process_time()
    wall = per_phase(requests, phases_each)
    after, mine = cpu_seconds(), time.process_time() - mine
    phases = requests * phases_each
    return wall, None if before is None else (after - before) * 1e6 / phases, mine * 1e6 / phases


timed(n, 1)  # warm-up: the virtual machine compiles the paths
timed(n // batch, batch)
single, batched = [], []
for _ in range(rounds):
    single.append(timed(n, 1))
    batched.append(timed(n // batch, batch))
engine.stdin.close()
engine.wait()
for name, xs in (('single', single), ('batch of %d' % batch, batched)):
    wall = [w for w, _, _ in xs]
    cpu = [c for _, c, _ in xs if c is not None]
    print('%-13s %8.1f us per phase (median of %d rounds of %d phases; range %.1f-%.1f); CPU per phase: %s'
          'client %.1f us' % (name, statistics.median(wall), rounds, n, min(wall), max(wall),
                              'engine %.1f us, ' % statistics.median(cpu) if cpu else '',
                              statistics.median([m for _, _, m in xs])))
