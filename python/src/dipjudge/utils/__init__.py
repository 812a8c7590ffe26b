"""MILA's ``diplomacy.utils`` layout: ``dipjudge.utils.export``."""
