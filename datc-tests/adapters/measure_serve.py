#!/usr/bin/python3
"""Per-request cost of an engine speaking the protocol: N requests of one phase each, one after the other (each
waits for its answer), against N/B requests of B phases each. Prints microseconds per phase, median and range over
ROUNDS rounds (after a warm-up). Usage: measure_serve.py [N] [B] [ROUNDS] -- COMMAND..."""
import json
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

engine = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)


def ask(phases, ident):
    engine.stdin.write(json.dumps({'type': 'adjudicate', 'id': ident, 'map': 'standard', 'phases': phases}) + '\n')
    engine.stdin.flush()
    answer = json.loads(engine.stdout.readline())
    assert answer['type'] == 'adjudicated' and len(answer['phases']) == len(phases), answer
    return answer


def per_phase(requests, phases_each):
    start = time.perf_counter()
    for i in range(requests):
        ask([PHASE] * phases_each, i)
    return (time.perf_counter() - start) * 1e6 / (requests * phases_each)


per_phase(n, 1)  # warm-up: the virtual machine compiles the paths
per_phase(n // batch, batch)
single, batched = [], []
for _ in range(rounds):
    single.append(per_phase(n, 1))
    batched.append(per_phase(n // batch, batch))
engine.stdin.close()
engine.wait()
for name, xs in (('single', single), ('batch of %d' % batch, batched)):
    print('%-13s %8.1f us per phase (median of %d rounds of %d phases; range %.1f-%.1f)'
          % (name, statistics.median(xs), rounds, n, min(xs), max(xs)))
