"""web/answers.js, the shared memory that answers a person's move in the task of their input: both halves with a
real worker thread in Node (tests/answers_check.mjs). Whatever happens, the page gets its answer exactly once, by one
way or the other, and the buffer is left idle for the next move."""

from __future__ import annotations

import functools
import json
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


@functools.cache
def cases() -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as folder:
        module = Path(folder) / "answers.mjs"  # Node reads a .js file outside a module package as CommonJS first
        shutil.copy(ROOT / "web" / "answers.js", module)
        command = ["node", str(ROOT / "tests" / "answers_check.mjs"), str(module)]
        run = subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 0, run.stderr[-3000:]
    result: dict[str, Any] = json.loads(run.stdout.strip().splitlines()[-1])
    return result


def test_a_quick_answer_comes_through_shared_memory_whole() -> None:
    quick = cases()["quick"]
    assert quick["how"] == "shared"
    assert quick["reply"] == {"ok": True, "text": "héllo ✓"}  # UTF-8 both ways
    assert quick["answeredId"] == 1


def test_a_slow_answer_is_not_waited_for_and_comes_by_message() -> None:
    slow = cases()["slow"]
    assert slow["how"] == "message"
    assert slow["reply"] == {"ok": True, "slow": True}
    assert 15 <= slow["waited"] < 150  # the page gave up after its 16 ms, long before the worker's 200 ms were over
    assert slow["answeredId"] == 1  # the buffer never held it


def test_an_answer_too_long_for_the_buffer_comes_by_message_at_once() -> None:
    long = cases()["long"]
    assert long["how"] == "message"
    assert long["reply"] == {"length": 300_000}


def test_a_write_that_fails_midway_tells_the_page_and_the_answer_comes_by_message() -> None:
    exploded = cases()["exploded"]
    assert exploded["how"] == "message"
    assert exploded["reply"] == "exploded"


def test_after_every_way_the_buffer_is_idle_and_the_next_answer_comes_through_it() -> None:
    result = cases()
    for name in ["quick", "slow", "long", "exploded", "after"]:
        assert result[name]["state"] == result["idle"], name
    assert result["after"]["how"] == "shared"
    assert result["after"]["reply"] == {"ok": True, "again": 5}
    assert result["after"]["answeredId"] == 5


def test_a_move_raises_pythons_interrupt_word_before_it_is_posted() -> None:
    """The worker stops a rehearsal's step with it (web/worker.js, interruptibly): the word must be set by the time
    the move can be there, and the worker leaves it cleared."""
    result = cases()
    assert result["interrupt"]["reply"] == {"interrupt": result["SIGINT"]} and result["SIGINT"] == 2
    assert result["interruptAfter"] == 0


def test_the_pages_own_work_runs_once_the_move_is_posted_and_cannot_lose_its_answer() -> None:
    """While the worker answers, the page settles what the input changed (web/app.js, settleInput): that work runs
    once, with the move on its way and the page waiting for it, and even when it fails the move's answer comes, once,
    through the buffer."""
    result = cases()
    # Each asked until the answer came through the buffer (at most five times, tests/answers_check.mjs): on a loaded
    # machine the worker may not run within the page's 16 ms. Every try must hold all the rest.
    for name, reply in [("meanwhile", {"ok": True, "seven": 7}), ("throwing", {"ok": True, "eight": 8})]:
        tries = result[name]
        assert tries[-1]["how"] == "shared", f"{name}: never through the buffer in {len(tries)} tries"
        for one in tries:
            assert one["reply"] == reply, name
            assert one["state"] == result["idle"], name
    for one in result["meanwhile"]:
        assert one["seen"] == [result["waiting"]]  # run once, the move posted and not yet answered
