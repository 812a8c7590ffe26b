"""MILA's ``diplomacy.engine`` layout: ``dipjudge.engine.game.Game``."""
