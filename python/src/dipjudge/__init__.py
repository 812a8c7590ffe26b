"""dipjudge: the dipjudge Diplomacy adjudicator in-process, with the ``Game`` API of MILA's ``diplomacy`` package.

``from dipjudge import Game`` where a program had ``from diplomacy import Game``. Needs a Java 17 runtime and JPype.
"""

from ._jvm import GameFileError, java_errors as _java_errors
from . import _jvm
from .game import Game, GamePhaseData, Normalized, OrderResult, Power

__all__ = ["Game", "GameFileError", "GamePhaseData", "Normalized", "OrderResult", "Power", "presets", "variants"]


@_java_errors
def presets():
    """The rulebook presets by name, each with its one-line summary."""
    return {str(k): str(v) for k, v in _jvm.Rulebook.presetSummaries().items()}


@_java_errors
def variants():
    """The ids of the shipped variant maps (``standard`` is MILA's map)."""
    return [str(v) for v in _jvm.GameMap.variants()]
