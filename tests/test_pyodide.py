"""The built wheel inside the real Pyodide runtime (Node), from dist/ only: same games as on CPython."""

from __future__ import annotations

import functools
import json
import subprocess
from pathlib import Path
from typing import Any

import build
from tests import playouts

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
GAMES_PER_ID = 3


def run_in_node(script: str, *args: str, timeout: float) -> Any:
    """Runs tests/<script> in Node against dist/ and returns the JSON it prints last."""
    assert (DIST / "pyodide" / "pyodide-lock.json").exists(), "build the site first: python build.py"
    command = ["node", str(ROOT / "tests" / script), str(DIST), *args]
    run = subprocess.run(command, capture_output=True, text=True, timeout=timeout, check=False)
    assert run.returncode == 0, run.stderr[-3000:]
    return json.loads(run.stdout.strip().splitlines()[-1])


def test_every_game_plays_the_same_in_pyodide_as_in_cpython() -> None:
    inside = run_in_node("pyodide_run.mjs", str(ROOT / "tests" / "playouts.py"), str(GAMES_PER_ID), timeout=300)
    assert inside["python"].startswith("3.14")
    assert inside["games"] == playouts.run(GAMES_PER_ID)


@functools.cache
def started_as_the_worker_starts() -> Any:
    """What tests/pyodide_start.mjs reports (one Node start serves every test that reads it)."""
    return run_in_node("pyodide_start.mjs", build.WHEEL_PATH, build.GAMES_PATH, timeout=120)


def test_python_starts_and_imports_every_game_from_bytecode_compiling_nothing() -> None:
    """As the worker starts: every module Pyodide's start imports from the standard library zip, and the package and
    its games, run from the .pyc beside them (build.py): nothing is compiled (it was two thirds of a first start)."""
    started = started_as_the_worker_starts()
    at_start = {name: where for name, where in started["at_start"].items() if where and ".zip/" in where}
    frozen = set(started["frozen"])
    assert len(at_start) > 100
    assert {name: where for name, where in at_start.items() if not where.endswith(".pyc") and name not in frozen} == {}
    games = {name: where for name, where in started["imported"].items() if name.startswith("pygames")}
    assert {"pygames.api", "pygames.sleuth.game", "pygames.stikord.game"} <= set(games)
    # The bridge and the core from the wheel, each game from its own archive.
    for name, where in games.items():
        game = name.split(".")[1] if name.count(".") and name.split(".")[1] in set(build.game_ids()) else None
        expected = f"{build.GAMES_PATH}/{game}.zip/" if game else f"{build.WHEEL_PATH}/"
        assert where.startswith(expected), (name, where)
    assert {name: where for name, where in games.items() if not where.endswith(".pyc")} == {}
    assert [name for name in started["compiled"] if name.endswith(".py")] == []


def test_a_traceback_made_in_the_worker_shows_the_packages_source_lines() -> None:
    """An internal error's reply carries a traceback (pygames.api.handle). Python started as the worker starts, from
    dist/, whose standard library leaves out what nothing imports (build.py), still words one: each frame with its
    line, read from the wheel at the worker's place."""
    trace = started_as_the_worker_starts()["trace"]
    assert trace.startswith("Traceback (most recent call last):"), trace
    assert f'File "{build.WHEEL_PATH}/pygames/core/registry.py", line ' in trace, trace
    assert "raise BadOptions(" in trace, trace
    assert trace.rstrip().endswith("pygames.core.errors.BadOptions: there is no game 'no such game'"), trace
