"""The README's example runs and prints what the README shows."""

import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def test_the_readme_example_prints_what_the_readme_shows():
    with open(os.path.join(HERE, "..", "README.md")) as f:
        text = f.read()
    section = text[text.index("## Example"):]
    program = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    expected = re.search(r"```text\n(.*?)```", section, re.S).group(1)
    assert len(program.strip().splitlines()) <= 10
    env = dict(os.environ, PYTHONPATH=os.path.join(HERE, "..", "src"))
    out = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert out.stdout == expected
