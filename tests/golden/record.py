"""Record the golden games: python tests/golden/record.py [game_id ...]

A golden game pins a whole game step by step: the options and seed, then for every step the seat, the action,
``to_act`` after it, and every seat's view: the whole view at the start, then at each step what the step changed in
each seat's view as the bridge sends it (``patch``: pygames.api.patch of the view without its events) and the step's
new events, so a golden game also pins the bridge's encoding. tests/test_golden.py replays them.
Run this after an intentional change to a game (it rewrites tests/golden/<id>-<n>.jsonl), and read the diff:
it shows exactly which views changed. The saves of earlier releases (tests/golden/v<N>/) are never rewritten.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygames  # noqa: E402
from pygames.api import patch, without_events  # noqa: E402
from pygames.core import BOT_LEVELS, BadOptions, Game  # noqa: E402

GOLDEN = Path(__file__).resolve().parent
GAMES_PER_TITLE = 3
MAX_STEPS = 150  # a golden game stops here if it has not ended (it still pins every step up to it)


def golden_options(game_id: str, number: int) -> tuple[dict[str, Any], int]:
    """The options and seed of golden game ``number``: fewest, most and middling seats, options drawn by seed."""
    info = pygames.GAMES[game_id]
    rng = random.Random(f"golden:{game_id}:{number}")
    low, high = info["min_seats"], info["max_seats"]
    for _ in range(100):
        count = [low, high, (low + high + 1) // 2][number % 3]
        seats = [
            {"name": f"P{i}", "bot": BOT_LEVELS[(i + number) % 3] if info["bots"] and i % 2 else None}
            for i in range(count)
        ]
        options: dict[str, Any] = {"seats": seats, "language": info["languages"][number % len(info["languages"])]}
        for key, choices in info["option_choices"].items():
            if number and rng.random() < 0.5:
                options[key] = rng.choice(choices)
        try:
            pygames.new_game(game_id, options, seed=0)
        except BadOptions:
            continue
        return options, 1000 + number
    raise RuntimeError(f"{game_id}: no golden options")


def views(state: Game, since: int) -> dict[str, Any]:
    found = {"public" if s is None else str(s): state.view(s, since) for s in [None, *range(len(state.seats))]}
    return json.loads(json.dumps(found))  # as JSON reads it back (tuples become lists)


def changes(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """Per seat, the patch that turns its view before the step into its view after (without events: ``patch``) and
    the step's new events (``events``), each left out when there is none."""
    found: dict[str, Any] = {}
    for seat, view in after.items():
        change = patch(without_events(before[seat]), without_events(view))
        step = {"patch": change} if change != {"~": {}} else {}
        if view["events"]:
            step["events"] = view["events"]
        if step:
            found[seat] = step
    return found


def record(game_id: str, number: int) -> list[dict[str, Any]]:
    options, seed = golden_options(game_id, number)
    state = pygames.new_game(game_id, options, seed=seed)
    rng = random.Random(seed)
    lines: list[dict[str, Any]] = [{"game": game_id, "options": options, "seed": seed, "static": state.static()}]
    shown = views(state, 0)
    lines.append({"to_act": state.to_act(), "views": shown})
    for _ in range(MAX_STEPS):
        if state.result() is not None:
            break
        since = len(state.events)
        to_act = state.to_act()
        seat = next((s for s in to_act if state.seats[s].bot), to_act[0])
        action = state.bot_action(seat) if state.seats[seat].bot else rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        now = views(state, since)
        lines.append({"seat": seat, "action": action, "to_act": state.to_act(), "views": changes(shown, now)})
        shown = now
    return lines


def main(game_ids: list[str]) -> None:
    for game_id in game_ids or sorted(pygames.GAMES):
        for number in range(GAMES_PER_TITLE):
            path = GOLDEN / f"{game_id}-{number}.jsonl"
            text = "".join(
                json.dumps(line, sort_keys=True, ensure_ascii=False) + "\n" for line in record(game_id, number)
            )
            path.write_text(text, encoding="utf-8")
            print(f"{path.relative_to(ROOT)}: {text.count(chr(10)) - 2} steps, {len(text) // 1024} KiB")


if __name__ == "__main__":
    main(sys.argv[1:])
