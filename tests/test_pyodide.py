"""The built wheel inside the real Pyodide runtime (Node), from dist/ only: same games as on CPython."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from tests import playouts

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
GAMES_PER_ID = 3


def test_every_game_plays_the_same_in_pyodide_as_in_cpython() -> None:
    assert (DIST / "pyodide" / "pyodide-lock.json").exists(), "build the site first: python build.py"
    run = subprocess.run(
        [
            "node",
            str(ROOT / "tests" / "pyodide_run.mjs"),
            str(DIST),
            str(ROOT / "tests" / "playouts.py"),
            str(GAMES_PER_ID),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    inside = json.loads(run.stdout.strip().splitlines()[-1])
    assert inside["python"].startswith("3.14")
    assert inside["games"] == playouts.run(GAMES_PER_ID)
