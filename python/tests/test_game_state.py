"""``get_state()``'s ``influence`` and ``civil_disorder`` against MILA's, along recorded games
(``tests/data/mila_influence.json.gz``, made by ``tools/mila_influence.py`` with MILA's engine)."""

import gzip
import json
import os

import pytest

from conftest import SHARED
from dipjudge import Game

HERE = os.path.dirname(os.path.abspath(__file__))
with gzip.open(os.path.join(HERE, "data", "mila_influence.json.gz"), "rt") as f:
    REFERENCE = json.load(f)


def milas_provinces(influence):
    """MILA's lists with its retreat quirk undone: it appends a retreat's destination with its coast (STP/NC) and
    takes only that text from the other powers, so a province can stand in two lists, once with its coast. Here a
    province is named without its coast and belongs to one power: a coast entry counts as its province unless some
    power lists the province itself."""
    plain = {loc for v in influence.values() for loc in v if "/" not in loc}
    return {p: sorted({loc.split("/")[0] for loc in v if "/" not in loc or loc.split("/")[0] not in plain})
            for p, v in influence.items()}


def load(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        return json.load(f)


@pytest.mark.parametrize("file", [g["file"] for g in REFERENCE["games"]])
def test_influence_and_civil_disorder_follow_milas(file):
    path = os.path.join(SHARED, "data", "games", file)
    if not os.path.exists(path):
        pytest.skip("SKIPPED: needs data/games/%s of the reference folder ../shared (or DIPJUDGE_SHARED)" % file)
    reference = next(g for g in REFERENCE["games"] if g["file"] == file)
    game = Game()
    game.set_state(load(path)["phases"][0]["state"])
    for row in reference["phases"]:
        for power, orders in row["orders"].items():
            game.set_orders(power, orders)
        game.process()
        state = game.get_state()
        assert state["name"] == row["name"]
        theirs = milas_provinces(row["influence"])
        assert {p: sorted(set(v)) for p, v in state["influence"].items()} == theirs, row["name"]
        assert state["civil_disorder"] == row["civil_disorder"], row["name"]
    assert len(reference["phases"]) > 40


def test_civil_disorder_is_cleared_when_a_phase_is_processed():
    # MILA 1.1.2: a power that gives no retreat order, or too few removals, shows 0 in the next phase's state.
    game = Game()
    game.set_state({"name": "W1901A", "units": {"FRANCE": ["A PAR"], "GERMANY": ["A MUN", "A RUH", "A KIE", "A BER"]},
                    "centers": {"FRANCE": ["PAR", "BRE", "MAR"], "GERMANY": ["MUN"]},
                    "homes": {"FRANCE": ["PAR", "BRE", "MAR"], "GERMANY": ["MUN", "BER", "KIE"]}, "retreats": {},
                    "civil_disorder": {"FRANCE": 1, "GERMANY": 1}})
    assert game.get_state()["civil_disorder"]["FRANCE"] == 1
    game.set_orders("GERMANY", ["A RUH D"])
    assert game.get_state()["civil_disorder"]["GERMANY"] == 0
    game.process()
    assert game.get_current_phase() == "S1902M"
    assert set(game.get_state()["civil_disorder"].values()) == {0}
