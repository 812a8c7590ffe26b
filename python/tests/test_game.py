"""The MILA-compatible calls of ``dipjudge.Game`` on the standard map, checked against facts of MILA's engine
(what its ``Game`` answers for the same calls, noted beside each check)."""

import json

import pytest

import dipjudge
from dipjudge import Game, GameFileError
from dipjudge.utils.export import from_saved_game_format, to_saved_game_format


def test_a_new_game_is_spring_1901_with_the_standard_units():
    game = Game(map_name="standard")
    assert game.get_current_phase() == "S1901M"
    assert game.phase == "SPRING 1901 MOVEMENT"
    assert game.map_name == "standard"
    assert not game.is_game_done and game.outcome == []
    assert sorted(game.powers) == ["AUSTRIA", "ENGLAND", "FRANCE", "GERMANY", "ITALY", "RUSSIA", "TURKEY"]
    russia = game.get_power("RUSSIA")
    assert sorted(russia.units) == ["A MOS", "A WAR", "F SEV", "F STP/SC"]
    assert sorted(russia.centers) == ["MOS", "SEV", "STP", "WAR"]
    assert sorted(russia.homes) == ["MOS", "SEV", "STP", "WAR"]
    assert sorted(game.get_units("FRANCE")) == ["A MAR", "A PAR", "F BRE"]
    assert sorted(game.get_centers("FRANCE")) == ["BRE", "MAR", "PAR"]
    # MILA: the unit on a coast is orderable at its province.
    assert sorted(game.get_orderable_locations("RUSSIA")) == ["MOS", "SEV", "STP", "WAR"]


def test_possible_orders_are_milas_strings_at_every_location():
    orders = Game().get_all_possible_orders()
    assert "STP/NC" in orders and orders["STP/NC"] == [] and orders["NTH"] == []
    # MILA lists the fleet on the south coast under its coast and under its province.
    assert sorted(orders["STP/SC"]) == sorted(orders["STP"])
    assert "F STP/SC S A WAR - LVN" in orders["STP"]
    # MILA's list, as its engine gives it:
    assert sorted(orders["PAR"]) == ["A PAR - BRE", "A PAR - BUR", "A PAR - GAS", "A PAR - PIC", "A PAR H",
                                     "A PAR S A MAR - BUR", "A PAR S A MAR - GAS", "A PAR S A MUN - BUR",
                                     "A PAR S F BRE", "A PAR S F BRE - GAS", "A PAR S F BRE - PIC"]
    # No fleet at sea: no move "via convoy" (MILA refuses VIA without a chain of fleets).
    assert not any(o.endswith(" VIA") for os in orders.values() for o in os)


def test_set_orders_refuses_what_mila_refuses_and_keeps_the_rest():
    game = Game()
    game.set_orders("FRANCE", ["A PAR - BUR", "A Mar S A Par - Bur", "F LON - NTH", "XYZ", "F BRE - MAO VIA"])
    assert game.get_orders("FRANCE") == ["A PAR - BUR", "A MAR S A PAR - BUR"]
    assert len(game.error) == 3
    assert "did you mean" in game.error[1]
    game.set_orders("FRANCE", ["A PAR - PIC"])  # replaces the army's earlier order, as MILA does
    assert game.get_orders("FRANCE") == ["A PAR - PIC", "A MAR S A PAR - BUR"]
    with pytest.raises(ValueError, match="unknown power"):
        game.set_orders("FOO", ["A PAR H"])
    with pytest.raises(ValueError, match="FLEET_TO_LAND"):
        game.set_orders("ENGLAND", ["F LON - WAL", "F EDI - YOR", "F LON - MUN"][2:], strict=True)


def test_orders_set_before_or_after_asking_for_the_possible_orders_are_kept_and_refused_alike():
    # Before the possible orders are asked for, orders written as MILA lists them are checked without the table.
    Game().get_all_possible_orders()  # a game played before: MILA's texts of this map are known
    given = {
        "FRANCE": ["A PAR - BUR", "F BRE - MAO", "A MAR S A PAR - BUR", "A PAR - PIC", "A MAR - SPA VIA",
                   "F BRE - LON", "A BUR H", "F BRE H", "", "a mar h", "F PAR H"],
        "ENGLAND": ["F LON - NTH", "A LVP - EDI", "F EDI S F LON - NTH", "F EDI - NWG", "A LON H"],
        "RUSSIA": ["F STP/SC - BOT", "A WAR S A MOS - UKR", "A MOS - UKR", "F SEV S F STP/SC", "F STP H"],
    }
    games = []
    for ask in (False, True):
        game = Game()
        if ask:
            game.get_all_possible_orders()
        for power, orders in given.items():
            game.set_orders(power, orders)
        if not ask:
            assert game._table is not None  # some text needed the table
        games.append(game)
    before, after = games
    assert before.get_orders() == after.get_orders()
    assert before.error == after.error and len(before.error) >= 5
    before.process()
    after.process()
    assert before.get_state()["units"] == after.get_state()["units"]
    assert [r for r in before.results()] == [r for r in after.results()]


def test_orders_written_as_listed_need_no_table_of_the_phase():
    Game().get_all_possible_orders()
    game = Game()
    game.set_orders("FRANCE", ["A PAR - BUR", "A MAR S A PAR - BUR", "F BRE - MAO"])
    game.set_orders("GERMANY", ["A MUN - RUH", "F KIE - DEN", "A BER - KIE"])
    game.set_orders("RUSSIA", ["F STP/SC - BOT", "A MOS - UKR", "A WAR S A MOS - UKR", "F SEV - BLA"])
    assert game._table is None and game.error == []
    assert game.get_orders("FRANCE") == ["A PAR - BUR", "A MAR S A PAR - BUR", "F BRE - MAO"]
    game.process()
    assert sorted(game.get_units("FRANCE")) == ["A BUR", "A MAR", "F MAO"]
    assert sorted(game.get_units("GERMANY")) == ["A KIE", "A RUH", "F DEN"]
    assert sorted(game.get_units("RUSSIA")) == ["A UKR", "A WAR", "F BLA", "F BOT"]


def test_set_orders_does_not_read_two_listed_orders_joined_by_a_tab_as_one():
    game = Game()
    # Two orders listed side by side at PAR; joined by a tab they are no one order.
    first, second = game.get_all_possible_orders()["PAR"][:2]
    game.set_orders("FRANCE", [first + "\t" + second, "A MAR H"])
    orders = game.get_orders("FRANCE")
    assert "A MAR H" in orders
    assert not any("\t" in o for o in orders)
    game.process()  # what was kept adjudicates


def test_process_adjudicates_and_records_the_phase():
    game = Game()
    game.set_orders("FRANCE", ["A PAR - BUR", "A MAR S A PAR - BUR"])
    game.set_orders("GERMANY", ["A MUN - BUR"])
    game.set_orders("ENGLAND", ["F LON - NTH", "A LVP - YOR"])
    game.process()
    assert game.get_current_phase() == "F1901M"
    assert "A BUR" in game.get_units("FRANCE") and "A MUN" in game.get_units("GERMANY")
    history = game.get_phase_history()
    assert [p.name for p in history] == ["S1901M"]
    assert history[0].orders["FRANCE"] == ["A PAR - BUR", "A MAR S A PAR - BUR"]
    assert history[0].results["A MUN"] == ["bounce"]
    by_order = {r.order: r for r in game.results()}
    assert by_order["A MUN - BUR"].reason == "BOUNCED" and by_order["A MUN - BUR"].by == ["PAR"]
    assert by_order["A PAR - BUR"].reason == "MOVED"
    state = game.get_state()
    assert state["name"] == "F1901M" and "A NTH" not in state["units"]["ENGLAND"]
    assert "F NTH" in state["units"]["ENGLAND"] and sorted(state["centers"]["FRANCE"]) == ["BRE", "MAR", "PAR"]


def test_builds_follow_milas_names():
    game = Game()
    game.set_orders("ENGLAND", ["F LON - NTH", "F EDI - NWG", "A LVP - YOR"])
    game.process()
    game.set_orders("ENGLAND", ["F NTH - BEL", "F NWG - NWY"])
    game.process()
    # MILA: W1901A, England may build at its three vacant home centres, each with WAIVE offered.
    assert game.get_current_phase() == "W1901A" and game.phase == "WINTER 1901 ADJUSTMENTS"
    assert sorted(game.get_orderable_locations("ENGLAND")) == ["EDI", "LON", "LVP"]
    possible = game.get_all_possible_orders()
    assert sorted(possible["EDI"]) == ["A EDI B", "F EDI B", "WAIVE"]
    assert sorted(possible["LON"]) == ["A LON B", "F LON B", "WAIVE"]
    game.set_orders("ENGLAND", ["F EDI B", "A LVP B"])
    game.process()
    assert game.get_current_phase() == "S1902M"
    assert sorted(game.get_units("ENGLAND")) == ["A LVP", "A YOR", "F BEL", "F EDI", "F NWY"]


def test_draw_ends_the_game_as_mila_does():
    game = Game()
    game.process()
    game.draw()
    assert game.is_game_done and game.get_current_phase() == "COMPLETED"
    assert game.outcome[0] == "F1901M" and sorted(game.outcome[1:]) == sorted(game.powers)


def test_saved_game_format_both_ways():
    game = Game()
    game.set_orders("ENGLAND", ["F LON - NTH", "F EDI - NWG", "A LVP - YOR"])
    game.process()
    game.set_orders("ENGLAND", ["F NTH C A YOR - NWY", "A YOR - NWY VIA"])
    game.process()
    saved = to_saved_game_format(game)
    assert saved["map"] == "standard" and [p["name"] for p in saved["phases"]] == ["S1901M", "F1901M", "W1901A"]
    assert saved["phases"][1]["orders"]["ENGLAND"] == ["F NTH C A YOR - NWY", "A YOR - NWY VIA"]
    again = from_saved_game_format(json.loads(json.dumps(saved)))
    assert again.get_current_phase() == "W1901A" and "A NWY" in again.get_units("ENGLAND")
    assert to_saved_game_format(again)["phases"] == saved["phases"]


def test_a_broken_saved_game_is_a_game_file_error_naming_the_place():
    saved = to_saved_game_format(Game())
    saved["phases"][0]["state"]["units"]["FRANCE"] = ["A XYZ"]
    with pytest.raises(GameFileError, match="XYZ"):
        from_saved_game_format(saved)
    with pytest.raises(GameFileError):
        from_saved_game_format("{not json")


def test_unknown_map_preset_or_option_is_a_value_error():
    with pytest.raises(ValueError, match="unknown map"):
        Game(map_name="nowhere")
    with pytest.raises(ValueError, match="datc"):
        Game(rules="nowhere")
    with pytest.raises(ValueError):
        Game(options={"4.D.3": "Z"})


def test_presets_options_and_variants():
    assert {"datc", "2000", "1971", "webdiplomacy"} <= set(dipjudge.presets())
    assert Game().rulebook == Game(rules="2000").rulebook != Game(rules="datc").rulebook
    assert Game(rules=["NO_PRESS", "datc"]).rulebook == Game(rules="datc").rulebook
    assert Game(options={"4.D.3": "A"}).rulebook != Game().rulebook
    for variant in dipjudge.variants():
        game = Game(map_name=variant)
        assert game.get_current_phase() != "COMPLETED"
        assert any(game.get_all_possible_orders().values()), variant


def test_normalize_reads_text_people_write():
    game = Game()
    assert game.normalize("FRANCE", "A Paris - Burgundy") == ("A PAR - BUR", None)
    assert game.normalize("france", "army par to bur").order in ("A PAR - BUR", None)
    order, reason = game.normalize("FRANCE", "A Paris - Burgandy")
    assert order is None and 'did you mean "Burgundy"' in reason
    order, reason = game.normalize("FRANCE", "F Brest - Munich")
    assert order is None and "FLEET_TO_LAND" in reason


def test_legal_orders_render_and_hash():
    game = Game()
    legal = game.legal_orders("TURKEY")
    assert sorted(legal) == ["ANK", "CON", "SMY"] and "F ANK - BLA" in legal["ANK"]
    svg = game.render()
    assert svg.startswith("<?xml") or svg.startswith("<svg")
    assert svg.count("data-unit=") == 22
    first = game.position_hash()
    assert first == Game().position_hash() and 0 <= first < 2 ** 64
    game.set_orders("TURKEY", ["F ANK - BLA"])
    game.process()
    assert game.position_hash() != first


def test_draw_among_named_winners_as_mila_does():
    # MILA 1.1.2: draw(winners=["FRANCE", "ENGLAND"]) after F1901M gives ["F1901M", "FRANCE", "ENGLAND"]; one name
    # gives that power alone; no name, every power with units.
    game = Game()
    game.process()
    game.draw(winners=["FRANCE", "ENGLAND"])
    assert game.is_game_done and game.outcome == ["F1901M", "FRANCE", "ENGLAND"]
    game = Game()
    game.process()
    game.draw(winners=["FRANCE"])
    assert game.outcome == ["F1901M", "FRANCE"]
    game = Game()
    with pytest.raises(ValueError, match="XYZ"):
        game.draw(winners=["FRANCE", "XYZ"])
    assert not game.is_game_done


def test_results_name_the_units_of_a_power_in_civil_disorder():
    # MILA's results name every unit, those of powers that gave no orders with an empty list (they held).
    game = Game()
    game.set_orders("FRANCE", ["A PAR - BUR"])
    game.process()
    results = {r.order: r for r in game.results()}
    assert len(results) == 22
    assert results["A PAR - BUR"].reason == "MOVED"
    assert results["F LON H"] == ("F LON H", "SUCCEEDED", "HELD", [])
    # A unit of a power in civil disorder that is dislodged: its hold failed, dislodged from the attacker's province.
    game = Game()
    game.set_state({"name": "S1901M", "units": {"FRANCE": ["A BUR"], "GERMANY": ["A MUN", "A RUH"]},
                    "centers": {}, "homes": {}, "retreats": {}})
    game.set_orders("GERMANY", ["A MUN - BUR", "A RUH S A MUN - BUR"])
    game.process()
    results = {r.order: r for r in game.results()}
    assert results["A BUR H"] == ("A BUR H", "FAILED", "DISLODGED", ["MUN"])
    game.process()  # France orders nothing in the retreat phase: the unit is disbanded
    assert {r.order: r.reason for r in game.results()} == {"A BUR D": "DISBANDED"}
