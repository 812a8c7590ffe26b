"""Records MILA's ``influence`` and ``civil_disorder`` along recorded games, as test data for
``tests/test_game_state.py``. Run by hand, with MILA's ``diplomacy`` package importable (it is not part of this
project and is never needed by its build or its tests):

    PYTHONPATH=/path/to/mila /usr/bin/python3 python/tools/mila_influence.py ../shared/data/games \\
        python/tests/data/mila_influence.json.gz regression/benchmark_game.json selfplay/game_AUS.697.json.gz

Each game is played from its first recorded phase (``set_state``) with its recorded orders (``set_orders`` for every
power, ``process()``), and after each phase MILA's ``get_state()`` gives ``influence`` (each power's list, sorted) and
``civil_disorder``. Output: ``{"source": "...", "games": [{"file", "phases": [{"name", "orders", "influence",
"civil_disorder"}]}]}``, where ``orders`` are the orders given in the phase before ``name``.
"""

import gzip
import json
import os
import sys


def load(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        return json.load(f)


def main(folder, out, files):
    from diplomacy import Game
    games = []
    for file in files:
        phases = load(os.path.join(folder, file))["phases"]
        game = Game()
        game.set_state(phases[0]["state"])
        rows = []
        for recorded in phases:
            if recorded["name"] == "COMPLETED" or game.is_game_done or game.get_current_phase() != recorded["name"]:
                break
            orders = {p: o for p, o in recorded["orders"].items() if o}
            for power, given in orders.items():
                game.set_orders(power, given)
            game.process()
            state = game.get_state()
            rows.append({"name": state["name"], "orders": orders,
                         "influence": {p: sorted(v) for p, v in state["influence"].items()},
                         "civil_disorder": state["civil_disorder"]})
        games.append({"file": file, "phases": rows})
    with gzip.open(out, "wt") as f:
        json.dump({"source": "MILA's diplomacy engine, get_state() after each recorded phase", "games": games}, f,
                  separators=(",", ":"))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
