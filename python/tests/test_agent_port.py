"""A program written for MILA's ``diplomacy`` package runs on this package with its imports changed and nothing
else: ``agents/random_agent.py`` is rewritten (``from diplomacy`` -> ``from dipjudge``) and run as a script."""

import json
import os
import subprocess
import sys

from dipjudge.utils.export import from_saved_game_format

HERE = os.path.dirname(os.path.abspath(__file__))


def test_the_random_agent_runs_unchanged_but_for_the_imports(tmp_path):
    with open(os.path.join(HERE, "agents", "random_agent.py")) as f:
        source = f.read()
    ported = source.replace("from diplomacy import", "from dipjudge import").replace(
        "from diplomacy.utils.export import", "from dipjudge.utils.export import")
    changed = [(a, b) for a, b in zip(source.splitlines(), ported.splitlines()) if a != b]
    assert len(changed) == 2 and all(a.startswith("from diplomacy") for a, _ in changed)
    script = tmp_path / "random_agent.py"
    script.write_text(ported)
    env = dict(os.environ, PYTHONPATH=os.path.join(HERE, "..", "src"))
    out = subprocess.run([sys.executable, str(script), "7", str(tmp_path / "game.json")], env=env,
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout.strip().splitlines()[-1])
    assert summary["phase"] in ("S1909M", "COMPLETED") and summary["processed"] > 20
    assert sum(summary["centers"].values()) <= 34
    # The saved game reads back (adjudicated again phase by phase) to the same position.
    with open(tmp_path / "game.json") as f:
        again = from_saved_game_format(json.load(f))
    assert again.get_current_phase() == summary["phase"]
    assert {p: len(c) for p, c in again.get_centers().items()} == summary["centers"]
