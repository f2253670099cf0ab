"""The test command installs every package at a pinned version (.ci/constraints.txt), as pyproject.toml pins it."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pins(lines: list[str]) -> dict[str, str]:
    found: dict[str, str] = {}
    for line in lines:
        line = line.split("#", 1)[0].strip()
        if line:
            name, version = line.split("==")
            found[canonical(name)] = version
    return found


def test_every_test_dependency_is_pinned_alike_in_pyproject_and_the_constraints() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    direct = pins(project["project"]["optional-dependencies"]["test"])
    constrained = pins((ROOT / ".ci" / "constraints.txt").read_text(encoding="utf-8").splitlines())
    assert direct, "pyproject.toml lists no test dependencies"
    for name, version in direct.items():
        assert constrained.get(name) == version, f"{name}: {version} in pyproject.toml, {constrained.get(name)} in .ci"
    # The constraints pin what those pull in as well: more packages than the direct ones.
    assert len(constrained) > len(direct)


def test_ci_runs_the_slow_tier_too_and_it_is_not_empty() -> None:
    """`bash .ci/test` leaves out the tests marked slow; CI runs them after it (an empty tier would fail pytest)."""
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert "bash .ci/test" in run and "bash .ci/test --slow" in run
    marked = [
        path
        for path in [*(ROOT / "tests").glob("test_*.py"), *(ROOT / "e2e").glob("test_*.py")]
        if "mark.slow" in path.read_text(encoding="utf-8")
    ]
    assert marked, "no test is marked slow"
