"""Many games played inside the JVM, for reinforcement learning and data sets: the bridge is crossed once per batch,
not once per phase.

``play(n)`` plays ``n`` games of uniformly random legal orders on ``threads`` threads and returns one ``GameRecord``
per game. With ``policy``, every ``every``-th phase of each game that goes on is ordered by
``policy(games)``, which receives the games as ``dipjudge.Game`` objects (MILA's API: ``get_all_possible_orders``,
``set_orders``, ...) and sets their orders; the phases between are random. A game's random stream depends on
``seed`` and its index only, so the records do not depend on ``threads``.

Order codes are the library's compact codes (``LegalOrders``): ``decode(code)`` takes one apart.
"""

from collections import namedtuple

from . import _jvm
from ._jvm import java_errors
from .game import Game, _strs

try:  # NumPy is optional: records hold arrays when it is present, lists otherwise.
    import numpy as _np
except ImportError:  # pragma: no cover - exercised where NumPy is absent
    _np = None

_Batch = _jvm.J("io.github.dipjudge.python.Batch")
_LegalOrders = _jvm.J("io.github.dipjudge.adjudicate.LegalOrders")

GameRecord = namedtuple("GameRecord", "phase winners centers phases codes phase_starts")
GameRecord.__doc__ = (
    "One game of a batch: ``phase`` its last phase (``COMPLETED`` when over), ``winners`` (several for a draw), "
    "``centers`` power -> supply centres, ``phases`` the phases played, ``codes`` the order codes of every phase "
    "in turn and ``phase_starts`` where each phase's codes begin (NumPy int32 arrays when NumPy is present, else "
    "lists).")

KINDS = ("HOLD", "MOVE", "MOVE_VIA_CONVOY", "SUPPORT_HOLD", "SUPPORT_MOVE", "CONVOY", "RETREAT", "DISBAND",
         "BUILD_ARMY", "BUILD_FLEET", "WAIVE")


def decode(code):
    """A code's fields: (kind name, unit location index, target index, destination index), indices into the map's
    locations (for a waive the power's index; see ``LegalOrders``)."""
    code = int(code)
    return (KINDS[int(_LegalOrders.kind(code))], int(_LegalOrders.unitLocation(code)),
            int(_LegalOrders.target(code)), int(_LegalOrders.destination(code)))


def _ints(jarray, use_numpy):
    if use_numpy:
        return _np.array(jarray, dtype=_np.int32)
    return memoryview(jarray).cast("B").cast("i").tolist()  # JPype gives the format "=i", which tolist refuses


@java_errors
def play(n_games, threads=1, seed=0, max_year=1935, map_name="standard", rules=None, options=None, policy=None,
         every=1, numpy=True):
    """Plays ``n_games`` games to their end or past ``max_year`` and returns their ``GameRecord``s, in order.
    ``ValueError`` for an unknown map, preset or option, or counts that are not positive."""
    if n_games <= 0 or threads <= 0 or every <= 0:
        raise ValueError("n_games, threads and every must be positive")
    book = _jvm.rulebook(rules, options)
    batch = _Batch.start(str(map_name), book, int(n_games), int(seed), int(max_year))
    if policy is None:
        while batch.playRandom(1 << 20, int(threads)) > 0:
            pass  # a game plays at most 2**20 phases a call: the loop ends when none is left to play
    else:
        while True:
            if every > 1:
                batch.playRandom(int(every) - 1, int(threads))
            live = [g for g in range(n_games) if not batch.stopped(g)]
            if not live:
                break
            games = [Game(rules=rules, options=options, _handle=batch.handle(g)) for g in live]
            policy(games)
            for g, game in zip(live, games):
                game.process()
                batch.resume(g, game._handle)
    use_numpy = numpy and _np is not None
    # The whole batch in five calls: the codes and phase starts of all games in two arrays, the rest in one text.
    powers = _strs(batch.powers())
    codes = _ints(batch.allCodes(), use_numpy)
    offsets = [int(x) for x in batch.codeOffsets()]
    starts = _ints(batch.allPhaseStarts(), use_numpy)
    records = []
    at = 0
    for g, line in enumerate(str(batch.summary()).split("\n")):
        phase, winners, phases, centres = line.split("\t")
        phases = int(phases)
        records.append(GameRecord(
            phase, winners.split(), dict(zip(powers, (int(c) for c in centres.split()))), phases,
            codes[offsets[g]:offsets[g + 1]], starts[at:at + phases]))
        at += phases
    return records
