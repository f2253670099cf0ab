"""Does the warm-up pay on a phone? A fresh page's first three moves with and without it, paired (run on demand).

    python3 build.py
    python3 -m tests.bench.bench_warmup                      # 12 fresh pages a title and arm, CPU 4x
    python3 -m tests.bench.bench_warmup --pages 4 --titles sleuth --think 1

Each trial is a fresh browser context (an empty profile: a first visit) on the site served from 127.0.0.1 with
cross-origin isolation, Chromium's CPU throttled 4x through the DevTools protocol (`Emulation.setCPUThrottlingRate`,
a phone's CPU). The trial opens a game by its link, waits for its first screen, lets `--think` seconds pass (a person
reading the screen), then makes three moves through the UI as a person would, each after `--pace` seconds; every move
is timed from the input to the page drawn and laid out (e2e/timing.py). The arms alternate in each pair: with the
warm-up (the default site) and with `?warmup=0`.

Chromium throttles the page's main thread only: asked to throttle a dedicated worker it answers "Operation is only
supported for pages, not workers" (Chromium 156). Python runs in the worker, so its share of a move is a desktop's.
The report therefore gives, beside the measured times, each move with the worker's share (the move's time minus the
page's own share) counted four times, as a phone's CPU would take it.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from e2e.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from e2e.timing import TIMING_SCRIPT  # noqa: E402

SAVED_LOG_LENGTH = (
    "(JSON.parse(localStorage.getItem('pygames:game:' + sessionStorage.getItem('pygames:tab')))"
    " || {saved: {log: []}}).saved.log.length"
)
LINKS = {
    "sleuth": "#/sleuth?seats=Ann,bot:normal,bot:normal&seed=4&dice=2&delay=0",
    "bullseye": "#/bullseye?seats=Ann,bot:normal&seed=3&delay=0",
    "gameover": "#/gameover?seats=Ann,bot:normal&rounds=1&seed=3&delay=0",
}
THROTTLE = 4


def wait_for(page: Page, expression: str, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not page.evaluate(expression):
        if time.monotonic() > deadline:
            raise TimeoutError(expression)
        page.wait_for_timeout(20)


def acted(page: Page, click: Callable[[], None]) -> None:
    before = page.evaluate(SAVED_LOG_LENGTH)
    click()
    wait_for(page, f"{SAVED_LOG_LENGTH} > {before}")


def sleuth_move(page: Page) -> None:
    wait_for(page, "[...document.querySelectorAll('.sl-turn button')].some((b) => !b.disabled)")
    roll = page.get_by_role("button", name=re.compile(r"^Roll the di"))
    rooms = page.get_by_role("button", name=re.compile(r"^Enter the "))
    targets = page.locator("button.sl-target")
    if roll.count():
        acted(page, roll.click)
    elif rooms.count():
        acted(page, rooms.first.click)
    elif targets.count():
        acted(page, targets.first.click)
    else:
        acted(page, page.get_by_role("button", name="End turn").click)


def bullseye_move(page: Page) -> None:
    roll = page.get_by_role("button", name="Roll the dice")
    keep = page.get_by_role("button", name="Keep these dice")
    confirm = page.get_by_role("button", name="Confirm entry")
    offered = "/^(Roll the dice|Keep these dice|Cross out )/.test(b.textContent + (b.getAttribute('aria-label') || ''))"
    wait_for(page, f"[...document.querySelectorAll('.stage button')].some((b) => !b.disabled && {offered})")
    if roll.count():
        acted(page, roll.click)
    elif keep.count():
        acted(page, keep.click)
    else:
        page.get_by_role("button", name=re.compile(r"^Cross out ")).first.click()
        acted(page, confirm.click)


def gameover_move(page: Page) -> None:
    wait_for(page, "[...document.querySelectorAll('h2')].some((h) => h.textContent.startsWith('Your turn'))")
    hand = page.get_by_role("group", name="Your cards")
    letters = hand.get_by_role("button", name="Play letter").and_(page.locator(":enabled"))
    if letters.count():
        acted(page, letters.first.click)
    else:
        acted(page, page.get_by_role("button", name="Draw a card").click)


MOVES = {"sleuth": sleuth_move, "bullseye": bullseye_move, "gameover": gameover_move}


def trial(browser: Any, url: str, title: str, warmup: bool, think: float, pace: float) -> list[dict[str, Any]]:
    context = browser.new_context()
    context.add_init_script(TIMING_SCRIPT)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": THROTTLE})
    query = "" if warmup else "?warmup=0"
    page.goto(f"{url}{query}{LINKS[title]}")
    wait_for(page, "document.documentElement.dataset.engine === 'ready'", 120)
    wait_for(page, f"document.querySelector('[data-game=\"{title}\"]')?.dataset.gameState === 'playing'", 120)
    time.sleep(think)
    moves: list[dict[str, Any]] = []
    for _ in range(3):
        MOVES[title](page)
        time.sleep(pace)
    ops = page.evaluate("window.__bench.ops")
    moves = [op for op in ops if op.get("input")][:3]
    context.close()
    return moves


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def phone(op: dict[str, Any]) -> float:
    """The move with the worker's share (all but the page's own) counted THROTTLE times."""
    return float(op["handled"] + THROTTLE * max(0.0, op["ms"] - op["handled"]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pages", type=int, default=12, help="fresh pages per title and arm")
    parser.add_argument("--titles", nargs="+", default=list(LINKS))
    parser.add_argument("--think", type=float, default=2.0, help="seconds between the first screen and the first move")
    parser.add_argument("--pace", type=float, default=0.6, help="seconds between moves")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    server = build.make_server(port=0, directory=args.dist)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_port}/"
    results: dict[str, dict[str, list[list[dict[str, Any]]]]] = {t: {"on": [], "off": []} for t in args.titles}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        for n in range(args.pages):
            for title in args.titles:
                arms = ("on", "off") if n % 2 == 0 else ("off", "on")
                for arm in arms:
                    moves = trial(browser, url, title, arm == "on", args.think, args.pace)
                    results[title][arm].append(moves)
                    shown = ", ".join(f"{m['ms']:.0f}" for m in moves)
                    print(f"{title} page {n + 1} warm-up {arm}: {shown} ms", flush=True)
        browser.close()
    server.shutdown()
    print(f"\nCPU throttled {THROTTLE}x (the page's thread), think {args.think} s, pace {args.pace} s")
    columns = ("move 1 p50", "move 1 p95", "moves 1-3 p50", "moves 1-3 p95", "move 1 p95, worker 4x")
    print("| title | warm-up | pages | " + " | ".join(columns) + " |")
    print("|---|---|---|---|---|---|---|---|")
    for title, arms in results.items():
        for arm, pages in arms.items():
            first = [page[0]["ms"] for page in pages if page]
            every = [m["ms"] for page in pages for m in page]
            first_phone = [phone(page[0]) for page in pages if page]
            print(
                f"| {title} | {arm} | {len(pages)} | {statistics.median(first):.1f} | {p95(first):.1f} | "
                f"{statistics.median(every):.1f} | {p95(every):.1f} | {p95(first_phone):.1f} |"
            )
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
