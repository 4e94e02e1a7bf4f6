"""The tests run on the library of the build under test (GAMEDYN_LIB, set by
tests/cli/cli_python.sh) and set the package's answers against the command line tool's
(GAMEDYN: the binary; default the repository's bin/gamedyn), an independent path: the
tool's own parsing, printing and calls."""
import os
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, os.pardir, os.pardir))
sys.path.insert(0, os.path.join(ROOT, "python"))  # the package of this tree, installed or not


def tool():
    g = os.environ.get("GAMEDYN") or os.path.join(ROOT, "bin", "gamedyn")
    return g if os.path.isabs(g) else os.path.join(ROOT, g)


def run(*args, check=True):
    """The tool's stdout for args (a list of words), as text; check: exit status 0."""
    r = subprocess.run([tool(), *args], capture_output=True, text=True, timeout=120)
    if check and r.returncode != 0:
        raise AssertionError(f"gamedyn {' '.join(args)}: exit {r.returncode}: {r.stderr}")
    return r


@pytest.fixture(scope="session")
def gd():
    if not os.access(tool(), os.X_OK):
        pytest.skip(f"no gamedyn tool at {tool()} (make)")
    return run
