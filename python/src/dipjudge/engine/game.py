"""MILA's ``diplomacy.engine.game`` module path for ``Game``."""

from ..game import Game  # noqa: F401
