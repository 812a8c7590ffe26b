"""The tests import the package from ``src`` (no install needed) and read ``../shared`` where it is."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "src"))

SHARED = os.environ.get("DIPJUDGE_SHARED") or os.path.join(HERE, "..", "..", "..", "shared")
