"""Saved games in MILA's JSON format, as MILA's ``diplomacy.utils.export`` names the calls."""

import json

from .. import _jvm
from .._jvm import java_errors
from ..game import Game


def to_saved_game_format(game, output_path=None, output_mode="a"):
    """The game as MILA's saved-game dict; with ``output_path``, also written there as one JSON line (appended by
    default, as MILA does)."""
    saved = json.loads(str(game._handle.toMilaJson()))
    if output_path:
        with open(output_path, output_mode) as out:
            out.write(json.dumps(saved) + "\n")
    return saved


@java_errors
def from_saved_game_format(saved_game, rules=None, options=None):
    """A ``Game`` from MILA's saved-game dict (or its JSON text), replayed and checked phase by phase under the
    rulebook (the file's own when it names one, else ``rules``, default ``2000``). ``GameFileError`` names the JSON
    path and the value of what cannot be read, or the phase whose recording this library adjudicates otherwise."""
    text = saved_game if isinstance(saved_game, str) else json.dumps(saved_game)
    book = _jvm.rulebook(rules, options)
    handle = _jvm.MilaGameHandle.read(text, "saved game", book)
    flags = None
    if isinstance(saved_game, dict) and isinstance(saved_game.get("rules"), list):
        flags = saved_game["rules"]
    game = Game(rules=flags if rules is None else rules, options=options, _handle=handle,
                game_id=saved_game.get("id", "") if isinstance(saved_game, dict) else "")
    return game


def load_saved_games_from_disk(input_path):
    """Every game of a file of saved games, one JSON object a line (MILA's ``output_path`` files)."""
    games = []
    with open(input_path) as f:
        for line in f:
            if line.strip():
                games.append(from_saved_game_format(json.loads(line)))
    return games
