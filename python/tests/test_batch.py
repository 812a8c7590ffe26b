"""The batch path: games played inside the JVM, random or ordered by a Python policy."""

import pytest

import dipjudge
from dipjudge import batch


def test_random_games_do_not_depend_on_the_number_of_threads():
    one = batch.play(6, threads=1, seed=11, max_year=1906)
    two = batch.play(6, threads=2, seed=11, max_year=1906)
    assert [r.phase for r in one] == [r.phase for r in two]
    for a, b in zip(one, two):
        assert list(a.codes) == list(b.codes) and list(a.phase_starts) == list(b.phase_starts)
    assert len({tuple(r.codes[:40]) for r in one}) == 6  # each game its own stream
    for r in one:
        assert r.phase in ("S1907M", "COMPLETED") and r.phases == len(r.phase_starts) >= 12
        assert sum(r.centers.values()) <= 34 and set(r.centers) == set(dipjudge.Game().powers)


def test_codes_are_the_libraries_legal_orders():
    r = batch.play(1, seed=3, max_year=1901)[0]
    first = [batch.decode(c) for c in r.codes[r.phase_starts[0]:r.phase_starts[1]]]
    assert len(first) == 22  # one order per unit in Spring 1901
    assert {k for k, *_ in first} <= {"HOLD", "MOVE", "MOVE_VIA_CONVOY", "SUPPORT_HOLD", "SUPPORT_MOVE"}


def test_numpy_arrays_when_asked_and_lists_otherwise():
    np = pytest.importorskip("numpy")
    r = batch.play(1, seed=5, max_year=1902)[0]
    assert isinstance(r.codes, np.ndarray) and r.codes.dtype == np.int32
    plain = batch.play(1, seed=5, max_year=1902, numpy=False)[0]
    assert isinstance(plain.codes, list) and plain.codes == [int(c) for c in r.codes]


def test_a_policy_orders_every_kth_phase_through_milas_api():
    calls = []

    def first_legal_order(games):
        counts = []
        for game in games:
            given = 0
            for power in game.powers:
                orders = [sorted(os)[0] for os in game.legal_orders(power).values() if os]
                if game.phase_type == "A":
                    orders = [o for o in orders if o != "WAIVE"][:max(0, len(game.get_centers(power))
                                                                         - len(game.get_units(power)))]
                game.set_orders(power, orders)
                given += len(game.get_orders(power))
            counts.append((game.get_current_phase(), given))
        calls.append(counts)

    records = batch.play(3, seed=9, max_year=1903, policy=first_legal_order, every=3)
    assert len(calls) >= 2 and len(calls[0]) == 3
    for r, (phase, given) in zip(records, calls[0]):
        assert r.phase == "S1904M"
        # The policy's first phase is each game's third; its orders are recorded as codes like the others.
        codes = r.codes[r.phase_starts[2]:r.phase_starts[3]]
        assert given > 0 and len(codes) == given, phase


def test_bad_arguments_are_value_errors():
    with pytest.raises(ValueError):
        batch.play(0)
    with pytest.raises(ValueError, match="unknown map"):
        batch.play(1, map_name="nowhere")
