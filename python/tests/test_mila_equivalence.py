"""Equivalence with MILA's engine on the recorded games of ``../shared/data/games``: for every recorded phase, set
up from its recorded state, this package's possible orders, the orders ``set_orders`` keeps and the position
``process()`` reaches are MILA's, as ``tools/mila_reference.py`` recorded them from MILA's ``Game``
(``data/mila_reference.json.gz``: a digest of every phase's possible orders, the whole dict for every retreat and
adjustment phase and every twentieth phase, and for every phase the accepted orders and the next phase's units,
centres and retreats). One test per game file; each is skipped, by name, when ``../shared`` is absent.

Where MILA's engine departs from the rules on retreats, the difference is expected, phase by phase, in
``data/mila_known_differences.json`` (and the test fails if an expected difference is gone, so the list stays
exact). The kinds, and why (README, "Differences from MILA's engine"):

* ``retreat-list``: the retreat places of MILA's state keep provinces that the rules close (held by a unit that did
  not move, or left empty by a standoff); here the state lists the legal retreats only, and a dislodged unit with
  none is disbanded at once (MILA keeps it when its own list is not empty);
* ``retreat-orders``: so MILA offers in a retreat phase a retreat to a province left empty by a standoff, or the
  disband of such a unit;
* ``retreat-phase``: MILA skips a retreat phase when its list of every dislodged unit is empty, or keeps one whose
  units have only closed places; here a retreat phase is kept when some dislodged unit has a legal retreat.
"""

import gzip
import hashlib
import json
import os

import pytest

from conftest import SHARED
from dipjudge import Game

HERE = os.path.dirname(os.path.abspath(__file__))
with gzip.open(os.path.join(HERE, "data", "mila_reference.json.gz"), "rt") as f:
    REFERENCE = json.load(f)
GAMES = {g["file"]: g for g in REFERENCE["games"]}
with open(os.path.join(HERE, "data", "mila_known_differences.json")) as f:
    KNOWN = json.load(f)


def canonical(possible):
    return "\n".join(loc + ":" + "|".join(sorted(possible[loc])) for loc in sorted(possible) if possible[loc])


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


def test_the_reference_covers_every_recorded_game():
    assert len(GAMES) == 24 and sum(len(g["phases"]) for g in GAMES.values()) == 2416


def compare(file, phases):
    """The differences of one game: (phase, kind) -> what differs."""
    index = {p["name"]: i for i, p in enumerate(phases)}
    found = {}
    moved_otherwise = set()  # movement phases after which the retreat lists differ
    for ref in GAMES[file]["phases"]:
        name = ref["name"]
        game = Game()
        if name.endswith("R"):
            # A retreat phase's state does not say who dislodged whom (the retreat rules need it): the movement
            # phase before is set up and processed with its recorded orders instead.
            before = phases[index[name] - 1]
            game.set_state(before["state"])
            for power, orders in before["orders"].items():
                game.set_orders(power, orders)
            game.process()
            if game.get_current_phase() != name:
                found[(name, "retreat-phase")] = "processing %s reached %s" % (before["name"],
                                                                               game.get_current_phase())
                continue
        else:
            game.set_state(phases[index[name]]["state"])
        possible = {k: v for k, v in game.get_all_possible_orders().items() if v}
        mine = [hashlib.sha1(canonical(possible).encode()).hexdigest()[:16], sum(map(len, possible.values()))]
        if mine != ref["possible"]:
            detail, kind = "%d orders here, %d in MILA" % (mine[1], ref["possible"][1]), "possible"
            if "full" in ref:
                theirs = {o for os in ref["full"].values() for o in os}
                ours = {o for os in possible.values() for o in os}
                detail = "MILA only %s, here only %s" % (sorted(theirs - ours), sorted(ours - theirs))
                if name.endswith("R") and ours < theirs and all(" R " in o or o.endswith(" D")
                                                                 for o in theirs - ours):
                    kind = "retreat-orders"
            found[(name, kind)] = detail
        for power, orders in ref["orders"].items():
            game.set_orders(power, orders)
        accepted = {p: sorted(o) for p, o in game.get_orders().items() if o}
        if accepted != ref["accepted"]:
            found[(name, "accepted")] = "here %s, MILA %s" % (accepted, ref["accepted"])
        game.process()
        after, theirs = summary(game), ref["next"]
        if after != theirs:
            differing = sorted(k for k in theirs if after.get(k) != theirs[k])
            kind = "next"
            def board(summary):  # the units on the board, dislodged ones left out
                return {p: [u for u in us if not u.startswith("*")] for p, us in summary["units"].items()}
            if after["name"] == theirs["name"] and after["centers"] == theirs["centers"] \
                    and board(after) == board(theirs):
                kind = "retreat-list"
            elif after["name"][-1] != theirs["name"][-1] and "R" in (after["name"][-1], theirs["name"][-1]):
                kind = "retreat-phase"
            found[(name, kind)] = "%s: here %s, MILA %s" % (
                differing, {k: after.get(k) for k in differing}, {k: theirs[k] for k in differing})
            if kind == "retreat-list":
                moved_otherwise.add(name)
    # In a retreat phase after such a movement phase, a retreat MILA's list allows and the rules close is refused
    # here: the differences that follow from it are of the same kind.
    for (name, kind) in list(found):
        if name.endswith("R") and kind in ("possible", "accepted", "next") \
                and phases[index[name] - 1]["name"] in moved_otherwise:
            found[(name, "retreat-orders")] = found.pop((name, kind))
    return found


@pytest.mark.parametrize("file", sorted(GAMES))
def test_possible_orders_and_processing_agree_with_mila(file):
    path = os.path.join(SHARED, "data", "games", file)
    if not os.path.exists(path):
        pytest.skip("SKIPPED: needs data/games/%s of the reference folder ../shared (or DIPJUDGE_SHARED)" % file)
    found = compare(file, load(path)["phases"])
    expected = {tuple(k.split(" ", 1)) for k in KNOWN.get(file, [])}
    unexpected = {k: v for k, v in found.items() if k not in expected}
    gone = expected - set(found)
    assert not unexpected and not gone, "%d unexpected differences in %d phases:\n%s\nexpected but gone: %s" % (
        len(unexpected), len(GAMES[file]["phases"]),
        "\n".join("%s %s: %s" % (k[0], k[1], v) for k, v in sorted(unexpected.items())[:10]), sorted(gone))


@pytest.mark.parametrize("file", sorted(GAMES))
def test_orders_set_without_asking_for_the_possible_orders_are_kept_and_adjudicated_alike(file):
    """A program that sets its orders without asking for the possible orders (each power's orders written as MILA
    lists them are checked in Java without the phase's table): every movement phase keeps and refuses the same orders,
    with the same errors, and reaches the same position as when the possible orders were asked for first; and at least a
    quarter of the phases (where every order was given as MILA lists it) make no table at all."""
    path = os.path.join(SHARED, "data", "games", file)
    if not os.path.exists(path):
        pytest.skip("SKIPPED: needs data/games/%s of the reference folder ../shared (or DIPJUDGE_SHARED)" % file)
    phases = [p for p in load(path)["phases"] if p["name"].endswith("M") and p.get("orders")]
    without_table = 0
    for phase in phases:
        games = []
        for ask in (True, False):  # the first fills the map's texts for the position, as earlier play would
            game = Game()
            game.set_state(phase["state"])
            if ask:
                game.get_all_possible_orders()
            for power, orders in phase["orders"].items():
                if orders is not None:  # (a power without orders is recorded so in some games)
                    game.set_orders(power, orders)
            games.append(game)
        asked, not_asked = games
        without_table += not_asked._table is None
        assert not_asked.get_orders() == asked.get_orders(), phase["name"]
        assert not_asked.error == asked.error, phase["name"]
        asked.process()
        not_asked.process()
        assert summary(not_asked) == summary(asked), phase["name"]
    assert without_table * 4 >= len(phases), "%d of %d phases made no table" % (without_table, len(phases))


def test_known_differences_are_of_the_documented_kinds():
    kinds = {k.split(" ", 1)[1] for ks in KNOWN.values() for k in ks}
    assert kinds <= {"retreat-list", "retreat-orders", "retreat-phase"}


@pytest.mark.parametrize("file", sorted(GAMES))
def test_a_retreat_phase_set_from_milas_state_has_milas_possible_orders(file):
    """set_state of a retreat phase: the state says where each dislodged unit may go, not who dislodged it; the
    possible orders are MILA's recorded ones (or, where this library's retreat rules differ from MILA's, the known
    differences, those that processing the movement phase before gives too)."""
    path = os.path.join(SHARED, "data", "games", file)
    if not os.path.exists(path):
        pytest.skip("SKIPPED: needs data/games/%s of the reference folder ../shared (or DIPJUDGE_SHARED)" % file)
    phases = load(path)["phases"]
    index = {p["name"]: i for i, p in enumerate(phases)}
    known = {k.split(" ", 1)[0] for k in KNOWN.get(file, [])}
    checked = 0
    for ref in GAMES[file]["phases"]:
        name = ref["name"]
        if not name.endswith("R") or name in known or phases[index[name] - 1]["name"] in known:
            continue
        game = Game()
        game.set_state(phases[index[name]]["state"])
        assert game.get_current_phase() == name
        possible = {k: v for k, v in game.get_all_possible_orders().items() if v}
        mine = [hashlib.sha1(canonical(possible).encode()).hexdigest()[:16], sum(map(len, possible.values()))]
        assert mine == ref["possible"], "%s %s: %s" % (file, name, possible)
        checked += 1
    assert checked or not any(p["name"].endswith("R") for p in GAMES[file]["phases"]) or known
