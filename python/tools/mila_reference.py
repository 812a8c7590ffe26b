"""Records what MILA's engine answers on every phase of the recorded games, as test data for the equivalence test
(``tests/test_mila_equivalence.py``). Run by hand, with MILA's ``diplomacy`` package importable (it is not part of
this project and is never needed by its build or its tests):

    PYTHONPATH=/path/to/mila /usr/bin/python3 python/tools/mila_reference.py ../shared/data/games \\
        python/tests/data/mila_reference.json.gz

For each game file (MILA/dipcc JSON, ``.json`` or ``.json.gz``) and each recorded phase but ``COMPLETED``, MILA's
``Game`` is set to the recorded state (``set_state``) and asked for:

* ``possible``: a digest of ``get_all_possible_orders()`` (SHA-1 of the canonical text: the non-empty locations in
  sorted order, each with its sorted orders) and its number of orders; for every retreat and adjustment phase and every
  ``SAMPLE``-th phase of a game (index 0, SAMPLE, 2*SAMPLE, ...) the whole dict of non-empty locations, so that a difference
  can be read, not only detected;
* ``accepted``: the recorded orders that ``set_orders`` kept, per power, sorted (MILA drops the ones it refuses);
* ``next``: after ``process()``, the new phase's name, units (dislodged ones with ``*``), centres and retreats,
  each per power and sorted.

The output is one JSON object (gzip): ``{"source": "...", "mila": "<version>", "games": [{"file": RELATIVE PATH,
"phases": [{"name", "possible": [digest, count], "orders": {...}, "accepted": {...}, "next": {...}, "full"?}]}]}``.
"""

import glob
import gzip
import hashlib
import json
import os
import sys

SAMPLE = 20


def canonical(possible):
    lines = []
    for loc in sorted(possible):
        orders = sorted(possible[loc])
        if orders:
            lines.append(loc + ":" + "|".join(orders))
    return "\n".join(lines)


def digest(possible):
    return [hashlib.sha1(canonical(possible).encode()).hexdigest()[:16], sum(len(v) for v in possible.values())]


def summary(game):
    state = game.get_state()
    return {
        "name": game.get_current_phase(),
        "units": {p: sorted(u) for p, u in state["units"].items() if u},
        "centers": {p: sorted(c) for p, c in state["centers"].items() if c},
        "retreats": {p: {u: sorted(r) for u, r in rs.items()} for p, rs in state["retreats"].items() if rs},
    }


def load(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        return json.load(f)


def main(root, out_path):
    from diplomacy import Game
    import diplomacy

    files = sorted(glob.glob(os.path.join(root, "**", "*.json"), recursive=True)
                   + glob.glob(os.path.join(root, "**", "*.json.gz"), recursive=True))
    games = []
    for path in files:
        saved = load(path)
        phases = []
        for i, phase in enumerate(saved["phases"]):
            if phase["name"] == "COMPLETED":
                continue
            game = Game(map_name=saved.get("map", "standard"))
            game.set_state(phase["state"])
            possible = {k: v for k, v in game.get_all_possible_orders().items() if v}
            record = {"name": phase["name"], "possible": digest(possible)}
            if i % SAMPLE == 0 or not phase["name"].endswith("M"):
                record["full"] = {k: sorted(v) for k, v in possible.items()}
            orders = {p: o for p, o in (phase.get("orders") or {}).items() if o}
            record["orders"] = orders
            for power, power_orders in orders.items():
                game.set_orders(power, power_orders)
            record["accepted"] = {p: sorted(o) for p, o in game.get_orders().items() if o}
            game.process()
            record["next"] = summary(game)
            phases.append(record)
        games.append({"file": os.path.relpath(path, root), "phases": phases})
        print("%s: %d phases" % (os.path.relpath(path, root), len(phases)), file=sys.stderr)
    result = {"source": "MILA's diplomacy package (github.com/diplomacy/diplomacy), its Game run on the recorded "
                        "games of ../shared/data/games by python/tools/mila_reference.py",
              "mila": getattr(diplomacy, "__version__", "unknown"), "sample": SAMPLE, "games": games}
    with gzip.GzipFile(out_path, "wb", mtime=0) as f:
        f.write(json.dumps(result, sort_keys=True, separators=(",", ":")).encode())


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
